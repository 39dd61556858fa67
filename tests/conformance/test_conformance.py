"""A client written from PROTOCOL.md alone plays whole matches against a real host process.

The host is ``protocol.cli_host.main_host`` (what ``lanjolly host`` runs) in its own
process on 127.0.0.1; the client (tests/conformance/client.py) uses only the
standard library, msgpack, cryptography and the schema file. It finishes a
Jolly and a Rommé match against a bot, verifies every deal with its own §6
code, and every frame it sent or received passes the schema.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import threading
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
from client import ConformanceClient, ConformanceError, expected_round  # noqa: E402

sys.path.insert(0, str(ROOT / "tests"))
from schemafile import file_validator  # noqa: E402

ALLOWED_IMPORTS = {"__future__", "datetime", "hashlib", "os", "socket", "ssl", "struct", "dataclasses", "typing",
                   "msgpack", "cryptography"}


def test_the_client_imports_nothing_of_the_project():
    tree = ast.parse((HERE / "client.py").read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add((node.module or "").split(".")[0])
    assert names <= ALLOWED_IMPORTS, names - ALLOWED_IMPORTS


# Jolly: one client against a bot over several rounds. Rommé: two clients and no bot; both only draw
# and discard, so the stock runs out and is rebuilt (reshuffles, each verified) until the limit.
@pytest.mark.parametrize("variant,target,clients", [("jolly", "250", 1), ("romme", "50", 2)])
def test_conformance_client_plays_a_whole_match_and_verifies_every_deal(tmp_path, variant, target, clients):
    env = dict(os.environ, LANJOLLY_NO_DISCOVERY="1", PYTHONPATH=str(ROOT))
    host = subprocess.Popen(
        [sys.executable, "-c", "import sys; from protocol.cli_host import main_host; sys.exit(main_host(sys.argv[1:]))",
         "--bind", "127.0.0.1", "--port", "0", "--seats", "2", *(["--bots", "easy"] if clients == 1 else []), "--variant", variant,
         "--target", target, "--turn-seconds", "0", "--no-discovery", "--data-dir", str(tmp_path / "host"),
         "--exit-when-done"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for _ in range(20):
            m = re.search(r"listening on [^ ]+:(\d+)", host.stdout.readline())
            if m:
                port = int(m.group(1))
                break
        assert port, host.stderr.read()[-2000:]
        players = [ConformanceClient("127.0.0.1", port, nick=f"C{i}") for i in range(clients)]
        for c in players:
            c.connect()
        errors: list[BaseException] = []

        def run(c):
            try:
                c.play()
            except BaseException as exc:  # reported below, with the other client's result
                errors.append(exc)
        threads = [threading.Thread(target=run, args=(c,)) for c in players]
        for t in threads:
            t.start()
        for t in threads:
            t.join(240)
        assert not errors, errors
        check = file_validator()
        for c in players:
            assert c.match_end is not None and c.results
            assert c.verified == [r["round"] for r in c.results], "every round's deal verified"
            bad = [(d, m) for d, m in c.frames if not check.is_valid(m)]
            assert not bad, bad[:2]
            reshuffles = sum(1 for r in c.rounds_seen for what, _ in r.events if what == "reshuffle")
            print(f"\n{variant} {c.nick}: {len(c.results)} rounds, all deals verified, {reshuffles} reshuffles "
                  f"verified, {len(c.frames)} frames, totals {c.match_end['totals']}")
            if clients == 2:
                assert reshuffles >= 1
            _verifier_catches_a_forged_draw(c)
            _records_pass_lanjolly_verify(c, tmp_path)
        host.wait(timeout=60)
        assert host.returncode == 0
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


def _verifier_catches_a_forged_draw(c: ConformanceClient) -> None:
    """The client's own check fails when one card it drew is changed (so a pass means something)."""
    import copy
    log = copy.deepcopy(c.rounds_seen[0])
    i = next(i for i, (what, card) in enumerate(log.events) if what == "draw" and card is not None)
    log.events[i] = ("draw", (log.events[i][1] + 1) % 110)
    with pytest.raises(ConformanceError):
        expected_round(log, c.table_id, c.reveals[0], c.variant, c.seat)
    log = copy.deepcopy(c.rounds_seen[0])
    log.hand = log.hand[1:] + log.hand[:1]
    with pytest.raises(ConformanceError):
        expected_round(log, c.table_id, c.reveals[0], c.variant, c.seat)


def _records_pass_lanjolly_verify(c: ConformanceClient, tmp_path: Path) -> None:
    """Records written from §8.9 alone are accepted by ``lanjolly verify`` (the reference verifier)."""
    from protocol.cli_verify import main_verify
    paths = []
    for rec in c.records:
        path = tmp_path / f"{c.nick}-{c.table_id}-round{rec['round']:03d}.json"
        path.write_text(json.dumps(rec), encoding="utf-8")
        paths.append(str(path))
    assert paths and main_verify(paths) == 0
    forged = dict(c.records[0], views=[[0, dict(c.records[0]["views"][0][1], h=[0, 1, 2])]])
    bad = tmp_path / f"{c.nick}-forged.json"
    bad.write_text(json.dumps(forged), encoding="utf-8")
    assert main_verify([str(bad)]) == 1
