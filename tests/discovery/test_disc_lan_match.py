"""Two machines on one LAN: a headless host announces a table, the other machine finds it
with ``lanjolly tables`` and plays a short match against bots over it.

Both "machines" are private network namespaces joined by a veth pair; nothing
reaches the real network. Skips, saying why, where namespaces cannot be made.
"""

from __future__ import annotations

import json
import sys
import time

import pytest

from tests.netns import child_env, two_hosts

pytestmark = [pytest.mark.netns, pytest.mark.timeout(180)]


def _wait_line(proc, prefix: str, deadline: float) -> str:
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            raise AssertionError(f"host exited before printing {prefix!r}: {proc.stderr.read()}")
        if line.startswith(prefix):
            return line.strip()
    raise AssertionError(f"no {prefix!r} before the deadline")


def test_client_on_another_machine_finds_the_table_and_plays_a_match(tmp_path) -> None:
    with two_hosts(subnet="10.78.0") as (host_ns, host_addr, client_ns, client_addr):
        env = child_env(LANJOLLY_DATA_DIR=str(tmp_path / "host"))
        host = host_ns.popen([sys.executable, "-m", "lanjolly", "host", "--name", "Veranda", "--variant", "romme",
                              "--target", "1", "--seats", "2", "--bots", "normal", "--turn-seconds", "0",
                              "--bind", host_addr, "--port", "0", "--host-nick", "anna",
                              "--interface", host_addr, "--exit-when-done"], env)
        deadline = time.monotonic() + 60
        listening = _wait_line(host, "LAN Jolly table", deadline)
        port = int(listening.rsplit(":", 1)[1])
        _wait_line(host, "announced on the LAN", deadline)

        cenv = child_env(LANJOLLY_DATA_DIR=str(tmp_path / "client"))
        found = client_ns.run([sys.executable, "-m", "lanjolly", "tables", "--json", "--timeout", "3"],
                              env=cenv, timeout=60)
        assert found.returncode == 0, found.stderr
        tables = json.loads(found.stdout)
        mine = [t for t in tables if t["name"] == "Veranda"]
        assert len(mine) == 1, tables
        t = mine[0]
        assert (t["host"], t["address"], t["port"]) == ("anna", host_addr, port)
        assert (t["variant"], t["target"], t["seats"], t["seats_taken"], t["state"], t["privacy"]) == \
            ("romme", 1, 2, 1, "waiting", "open")

        joined = client_ns.run([sys.executable, "-m", "lanjolly", "join", f"{t['address']}:{t['port']}",
                                "--bot", "normal", "--nick", "ben"], env=cenv, timeout=120)
        assert joined.returncode == 0, joined.stdout + joined.stderr
        assert "ben" in joined.stdout
        host.wait(timeout=60)
        assert host.returncode == 0
        rest = host.stdout.read()
        assert "match over" in rest
