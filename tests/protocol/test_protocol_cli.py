"""The command line around the protocol: options everywhere, honest errors, honest exit codes (issue 10.12)."""

from __future__ import annotations

import asyncio
import io

import pytest

from ui import cli
from protocol import cli_host as host_mod, cli_join
from protocol.identity import Identity
from protocol import Host, TableClient
from protocol.table import TableConfig


@pytest.mark.parametrize("argv", [["--no-discovery", "join", "127.0.0.1:1"], ["join", "127.0.0.1:1", "--no-discovery"]])
def test_no_discovery_is_accepted_before_and_after_the_command(argv, capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("LANJOLLY_NO_DISCOVERY", raising=False)
    code = cli.main([*argv, "--data-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert "unrecognized arguments" not in err
    assert code == 2 and "cannot reach" in err


def test_a_real_import_error_inside_a_command_is_shown_not_hidden(tmp_path, monkeypatch):
    (tmp_path / "lj_broken_cmd.py").write_text("import lj_no_such_dependency_xyz\n\ndef main(argv):\n    return 0\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    def load():
        from lj_broken_cmd import main  # type: ignore[import-not-found]
        return main
    monkeypatch.setitem(cli.SUBCOMMANDS, "broken", (load, "a command with a bug"))
    with pytest.raises(ImportError, match="lj_no_such_dependency_xyz"):
        cli.main(["broken"])


def test_a_missing_optional_dependency_says_the_command_is_not_in_this_build(monkeypatch, capsys):
    def load():
        raise ModuleNotFoundError("No module named 'PySide6'", name="PySide6")
    monkeypatch.setitem(cli.SUBCOMMANDS, "client", (load, "the game window"))
    assert cli.main(["client"]) == 2
    assert "not available in this build (PySide6 is not installed)" in capsys.readouterr().err


async def test_join_says_so_and_fails_when_every_seat_is_taken(tmp_path, capsys):
    cfg = TableConfig(seats=2, turn_ms=0, auto_start=False)
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "h")
    await host.start("127.0.0.1", 0)
    seated = [TableClient("127.0.0.1", host.port, nick=f"P{i}", data_dir=tmp_path / f"c{i}") for i in range(2)]
    try:
        for c in seated:
            assert (await c.connect()).seat >= 0
        args = cli_join.build_join_parser().parse_args([f"127.0.0.1:{host.port}", "--data-dir", str(tmp_path / "j")])
        code = await cli_join._run_join(args)
        assert code == 4
        assert "every seat" in capsys.readouterr().err
    finally:
        for c in seated:
            await c.close()
        await host.close()


def test_loop_complaints_are_paced_not_a_flood(monkeypatch):
    """A host out of file descriptors got one asyncio complaint per failed accept on stderr. The
    complaints go through logging now (issue 21 §2), paced by the host logger's filter."""
    import logging

    from protocol.limits import HOST_LOG, Paced
    log = logging.getLogger(HOST_LOG)
    monkeypatch.setattr(log, "filters", [Paced(clock=lambda: 0.0)])
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    log.addHandler(handler)
    loop = asyncio.new_event_loop()
    try:
        host_mod.install_quiet_exception_handler(loop)
        for _ in range(10_000):
            loop.call_exception_handler({"message": "socket.accept() out of system resource",
                                         "exception": OSError(24, "Too many open files")})
    finally:
        loop.close()
        log.removeHandler(handler)
    lines = out.getvalue().splitlines()
    assert 1 <= len(lines) <= 5 and "Too many open files" in lines[0]
    assert log.filters[0].suppressed == 10_000 - len(lines)


def test_the_paced_log_says_how_many_it_held_back():
    import logging

    from protocol.limits import Paced
    now = [0.0]
    pace = Paced(clock=lambda: now[0])
    rec = [logging.LogRecord("h", logging.WARNING, "", 0, "refused %s", ("x",), None) for _ in range(8)]
    for r in rec:
        r.kind = "conn_cap"
    assert [pace.filter(r) for r in rec[:7]] == [True] * 5 + [False] * 2
    now[0] = 11.0                            # the window has passed: the next one says what it held back
    assert pace.filter(rec[7]) and rec[7].getMessage() == "refused x (2 more 'conn_cap' messages were not shown)"


async def test_clean_shutdown_prints_no_cancelled_error(tmp_path):
    loop = asyncio.get_running_loop()
    complaints: list[dict] = []
    loop.set_exception_handler(lambda _loop, ctx: complaints.append(ctx))
    try:
        host = Host(TableConfig(seats=2, turn_ms=0), Identity.generate(), data_dir=tmp_path / "h")
        await host.start("127.0.0.1", 0)
        client = TableClient("127.0.0.1", host.port, nick="A", data_dir=tmp_path / "c", reconnect=False)
        await client.connect()
        await host.close()
        for _ in range(3):
            await asyncio.sleep(0)   # run the done-callbacks the closed connections scheduled
        await client.close()
    finally:
        loop.set_exception_handler(None)
    assert not complaints, complaints
