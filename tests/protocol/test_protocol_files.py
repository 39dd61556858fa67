"""Issue 20 item 1: nothing a host sends decides where a client writes (PROTOCOL.md §0, §16.7).

A hostile host once named the client's round record after its table id with no
cleaning: ``../../x`` climbed out of the data dir and an absolute id replaced
the folder. These tests play a real match over TLS against such hosts and
check every file the client made, then check the one module every writer uses
(``protocol/safefiles.py``) against Windows and macOS names too.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from lanjolly.variants import ROMME
from protocol import ConnectError, Host, TableClient
from protocol.cli_join import run_bot_client
from protocol.identity import Identity, load_or_create_identity
from protocol.pins import PinStore
from protocol.safefiles import UnsafeName, check_component, inside, is_device_name, new_file, portable_stem
from protocol.table import TableConfig

T = 60


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()}


async def _play_one_round(tmp_path: Path, table_id: str) -> tuple[TableClient, int | str]:
    """A real host whose table id is ``table_id``; one client plays a one-round match against a bot."""
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=2, bots=(None, "easy"), seed=7,
                      turn_ms=0, bot_delay_ms=0, table_id=table_id)
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    client = TableClient("127.0.0.1", host.port, nick="Guest", data_dir=tmp_path / "guest")
    try:
        try:
            await client.connect()
        except ConnectError as exc:
            return client, exc.code
        return client, await asyncio.wait_for(run_bot_client(client, "normal", random.Random(1), quiet=True), T)
    finally:
        await client.close()
        await host.close()


@pytest.mark.parametrize("hostile", ["../../escaped", "../records-elsewhere", "a/../../../escaped", "abc\n",
                                     "x\\..\\..\\escaped", "C:escaped", "Escaped"])
async def test_a_table_id_that_is_a_path_is_refused_and_nothing_is_written_outside(tmp_path, hostile):
    before = _files(tmp_path)
    client, outcome = await _play_one_round(tmp_path / "run", hostile)
    made = _files(tmp_path) - before
    guest = (tmp_path / "run" / "guest").resolve()
    mine = {p for p in made if p.resolve().is_relative_to(guest)}
    host_side = {p for p in made if p.resolve().is_relative_to((tmp_path / "run" / "host").resolve())}
    assert made - mine - host_side == set(), f"written outside the data dirs: {made - mine - host_side}"
    assert not list(tmp_path.rglob("*escaped*")) and not list(tmp_path.rglob("records-elsewhere*"))
    # the schema's pattern (§0) refuses the id before anything is saved, with a sentence
    assert outcome == "wrong_type"
    assert not (guest / "records").exists() or not any((guest / "records").iterdir())


async def test_an_absolute_table_id_cannot_replace_the_records_folder(tmp_path):
    target = Path(tempfile.mkdtemp(prefix="lj", dir="/tmp"))      # short: the id is at most 64 characters
    try:
        _client, outcome = await _play_one_round(tmp_path, str(target / "abs"))
        assert list(target.iterdir()) == []
        assert outcome == "wrong_type"
    finally:
        shutil.rmtree(target)


async def test_the_error_says_what_the_host_did(tmp_path):
    cfg = TableConfig(seats=2, turn_ms=0, table_id="../../x")
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    try:
        with pytest.raises(ConnectError) as err:
            await TableClient("127.0.0.1", host.port, data_dir=tmp_path / "guest").connect()
        assert "breaks the protocol" in str(err.value) and "table_id" in str(err.value)
    finally:
        await host.close()


async def test_a_device_name_id_plays_and_its_record_stays_in_the_records_folder(tmp_path):
    # "con" passes the schema's pattern: Windows would open the device CON for "con.json"; the record's
    # name comes from portable_stem, which never hands out a device name
    client, code = await _play_one_round(tmp_path, "con")
    assert code == 0
    records = (tmp_path / "guest" / "records").resolve()
    assert client.game is not None and client.game.saved
    for p in client.game.saved:
        assert p.resolve().parent == records
        assert not is_device_name(p.name) and not p.name.lower().startswith("con")


def test_a_second_record_of_the_same_name_never_replaces_the_first(tmp_path):
    """A host that reuses another table's id cannot overwrite the record of what that table did."""
    first = new_file(tmp_path, portable_stem("0123abcd"), "-round000.json", b"first")
    second = new_file(tmp_path, portable_stem("0123abcd"), "-round000.json", b"second")
    assert first != second and first.read_bytes() == b"first" and second.read_bytes() == b"second"
    assert second.stem.endswith("-round000")        # the score sheet finds a round's record by this


def test_a_planted_link_is_not_followed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"keep")
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "t1-round000.json").symlink_to(outside)
    path = new_file(tmp_path / "records", "t1", "-round000.json", b"new")
    assert outside.read_bytes() == b"keep" and path.name == "t1~2-round000.json"


HOSTILE_NAMES = [
    "../../x", "..", ".", "", "/etc/passwd", "C:\\Windows\\x", "C:x", "\\\\server\\share", "a/b", "a\\b", "a:b",
    "CON", "con", "Con.txt", "nul", "NUL.json", "aux", "prn", "com1", "COM9", "lpt1", "LPT9.tar.gz", "com¹",
    "lpt³", "conin$", "CONOUT$", "clock$", "x.", "x ", " x", "x..", "a\x00b", "a\nb", "a\tb", "ÄBC", "e\u0301",
    "ﬁle", "A" * 300, "abc", "ABC", "Abc", "abc.", "a*b", "a?b", 'a"b', "a<b>", "a|b", "~x", ".hidden",
    "0123456789abcdef", "_" + "0" * 32,
]
WINDOWS_FORBIDDEN = set('<>:"/\\|?*') | {chr(c) for c in range(32)}


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_portable_stem_is_a_plain_file_name_on_windows_macos_and_linux(name):
    stem = portable_stem(name)
    assert re.fullmatch(r"[a-z0-9_][a-z0-9_-]{0,63}", stem)
    assert not set(stem) & WINDOWS_FORBIDDEN and not stem.endswith((".", " "))
    assert not is_device_name(stem) and not is_device_name(stem + "-round000.json")
    check_component(stem + "-round000.json")
    assert inside(Path("/data"), "records", stem + "-round000.json").parent == Path("/data/records")


def test_portable_stem_keeps_plain_ids_and_never_maps_two_names_to_one_file():
    assert portable_stem("0123456789abcdef") == "0123456789abcdef"
    assert portable_stem("drop-mid-match") == "drop-mid-match"
    stems = [portable_stem(n) for n in HOSTILE_NAMES]
    assert len(set(stems)) == len(set(HOSTILE_NAMES))
    # case-insensitive disks (Windows, macOS) would make ABC and abc one file: only one of them is plain
    folded = [s.lower() for s in stems]
    assert len(set(folded)) == len(folded)


@pytest.mark.parametrize("bad", ["..", ".", "", "../x", "a/b", "a\\b", "C:", "c:x", "/abs", "x.", "x ", "CON",
                                 "nul.json", "com1.sqlite", "A.json", ".hidden", "a\x00", "é.json"])
def test_inside_refuses_every_component_that_could_leave_the_folder(bad):
    with pytest.raises(UnsafeName):
        inside(Path("/data"), bad)
    with pytest.raises(UnsafeName):
        inside(Path("/data"), "records", bad)


def test_every_writer_stays_in_the_data_dir(tmp_path):
    """Pins, identity, records and the host's journal all land inside the data dir, whatever the names."""
    data = tmp_path / "data"
    load_or_create_identity(data)
    store = PinStore(data)
    store.check_and_pin("../../evil:1", "ab" * 32)            # a key from an advert: a JSON key, never a path
    assert all(p.resolve().is_relative_to(data.resolve()) for p in _files(tmp_path))
    assert {p.name for p in _files(tmp_path)} == {"identity_key.pem", "identity_cert.pem", "pins.json"}


async def test_the_hosts_journal_is_named_safely_too(tmp_path):
    host = Host(TableConfig(seats=2, table_id="../../journal"), Identity.generate(), data_dir=tmp_path / "h",
                journal=True)
    try:
        assert host.table.journal is not None
        made = _files(tmp_path)
        assert made and all(p.resolve().is_relative_to((tmp_path / "h" / "tables").resolve())
                            or p.parent == tmp_path / "h" for p in made)
    finally:
        await host.close()


def test_the_error_log_is_inside_the_data_dir(tmp_path):
    from ui.errors import log_path
    assert log_path(tmp_path).parent == tmp_path and os.path.basename(log_path(tmp_path)) == "errors.log"
