"""Turning discovery off: refusals before any socket, and the tables command's output."""

from __future__ import annotations

import asyncio
import errno
import io
import json
import subprocess
import sys

import pytest

from protocol.discovery import (DiscoveryDisabled, DiscoveryUnavailable, PresenceAnnouncer, PresenceBrowser, TableAdvert,
                                TableAnnouncer, TableBrowser, ensure_enabled, list_tables)
from protocol.discovery.cli import format_tables, main_tables
from tests.netns import ROOT

AD = TableAdvert(name="Kitchen", host="anna", variant="jolly", target=100, seats_taken=1, seats=4,
                 state="waiting", privacy="open", fingerprint="ab" * 32, port=47474,
                 table_id="00112233aabbccdd")


def test_env_switch_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANJOLLY_NO_DISCOVERY", "1")
    with pytest.raises(DiscoveryDisabled, match="LANJOLLY_NO_DISCOVERY"):
        ensure_enabled()
    monkeypatch.setenv("LANJOLLY_NO_DISCOVERY", "0")
    ensure_enabled()
    with pytest.raises(DiscoveryDisabled, match="--no-discovery"):
        ensure_enabled(enabled=False)


async def test_objects_refuse_when_passed_enabled_false(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LANJOLLY_NO_DISCOVERY", raising=False)
    from protocol.discovery.adverts import PlayerAdvert
    player = PlayerAdvert(nickname="b", fingerprint="cd" * 32, port=5000)
    for obj in (TableAnnouncer(AD, enabled=False), PresenceAnnouncer(player, enabled=False),
                TableBrowser(enabled=False), PresenceBrowser(enabled=False)):
        with pytest.raises(DiscoveryDisabled):
            await obj.start()
        assert not getattr(obj, "running", False)
    with pytest.raises(DiscoveryDisabled):
        await list_tables(0.1, enabled=False)
    assert "zeroconf" not in sys.modules


def test_disabled_run_never_imports_zeroconf() -> None:
    code = (
        "import asyncio, sys\n"
        "from protocol.discovery import TableBrowser, DiscoveryDisabled\n"
        "async def main():\n"
        "    try:\n"
        "        await TableBrowser().start()\n"
        "    except DiscoveryDisabled:\n"
        "        print('refused')\n"
        "asyncio.run(main())\n"
        "print('zeroconf' in sys.modules, 'ifaddr' in sys.modules)\n")
    env = {"LANJOLLY_NO_DISCOVERY": "1", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.split() == ["refused", "False", "False"], out.stderr


def test_tables_command_reports_disabled_discovery(capsys: pytest.CaptureFixture[str]) -> None:
    assert main_tables(["--no-discovery", "--json"]) == 2
    assert "turned off" in capsys.readouterr().err


def test_human_table_format() -> None:
    row = {"name": "Kitchen", "host": "anna", "address": "fd00::2", "port": 47474,
           "variant": "jolly", "target": 100, "seats_taken": 1, "seats": 4, "state": "waiting",
           "privacy": "open", "fingerprint": "ab" * 32, "pin_mismatch": True}
    text = format_tables([row])
    header, line = text.splitlines()
    assert header.split() == ["NAME", "HOST", "ADDRESS", "GAME", "TARGET", "SEATS", "STATE",
                              "ACCESS", "KEY"]
    assert "[fd00::2]:47474" in line and "1/4" in line and "KEY CHANGED" in line
    assert format_tables([]) == "No tables found on the local network."


def test_json_output_lists_the_documented_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    from protocol.discovery import cli
    from protocol.discovery.browse import TableEntry

    async def fake_survey(timeout: float, **kw: object) -> tuple[list[dict], dict[str, str]]:
        return [TableEntry(AD, "Kitchen (001122)._lanjolly._tcp.local.", ("10.0.0.2",)).to_dict()], {}
    monkeypatch.setattr(cli, "survey", fake_survey)
    buf = io.StringIO()
    assert main_tables(["--json", "--timeout", "0.1"], out=buf) == 0
    [table] = json.loads(buf.getvalue())
    assert table["address"] == "10.0.0.2" and table["port"] == 47474
    assert set(table) >= {"name", "host", "address", "port", "variant", "target", "seats_taken",
                          "seats", "state", "privacy", "fingerprint"}


@pytest.mark.parametrize("code", [errno.EADDRINUSE, 10013])   # 10013: WSAEACCES, Windows' exclusive bind
def test_mdns_port_held_by_another_program_is_said_plainly(code: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """No socket is opened and zeroconf is not even loaded (this process must never load it,
    tests/discovery/test_disc_netns.py): the addresses, the route check and zeroconf are stand-ins."""
    import types

    from protocol.discovery import netif, zc

    def held(**kwargs: object) -> None:
        raise OSError(code, "port taken")
    fake = types.ModuleType("zeroconf")
    fake.InterfaceChoice = types.SimpleNamespace(All="all")        # type: ignore[attr-defined]
    fake.IPVersion = types.SimpleNamespace(V4Only="v4")            # type: ignore[attr-defined]
    fake.NotRunningException = RuntimeError                         # type: ignore[attr-defined]
    fake_asyncio = types.ModuleType("zeroconf.asyncio")
    fake_asyncio.AsyncZeroconf = held                               # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "zeroconf", fake)
    monkeypatch.setitem(sys.modules, "zeroconf.asyncio", fake_asyncio)
    monkeypatch.delenv("LANJOLLY_NO_DISCOVERY", raising=False)   # make test sets it; nothing here uses the LAN
    monkeypatch.setattr(zc, "local_addresses", lambda interface=None: netif.LocalAddresses(("10.9.8.7",), (), None))
    monkeypatch.setattr(zc, "check_multicast_route", lambda source=None: None)
    with pytest.raises(DiscoveryUnavailable, match="UDP port 5353"):
        asyncio.run(zc.open_zeroconf())
