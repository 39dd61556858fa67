"""Issue 12, point 12, as a player meets it: the real client process, closed mid-match.

The client runs as its own process (``tests/ui/close_driver.py`` hands over to the
real ``lanjolly client`` entry), sits at a table, and its window gets a window-system
close. It must ask "Leave the match?", leave, and exit 0 with nothing on stderr that
looks like a crash (the old bug: "RuntimeError: Event loop stopped before Future
completed", exit 1). A hosting player's guest, connected over TLS on 127.0.0.1, must
be told the table closed.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from protocol.client import ConnectionLost, TableClient

ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 90.0


def _env(tmp: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1", LANJOLLY_BIND="127.0.0.1",
                HOME=str(tmp), XDG_CONFIG_HOME=str(tmp / "config"), LANJOLLY_DATA_DIR=str(tmp / "data"),
                LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT))


async def _start(mode: str, tmp: Path) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-c", f"from tests.ui.close_driver import main; main({mode!r})",
        cwd=ROOT, env=_env(tmp), stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def _line_with(proc: asyncio.subprocess.Process, marker: str, seen: list[str]) -> str:
    assert proc.stdout is not None
    while True:
        raw = await proc.stdout.readline()
        if not raw:
            raise AssertionError(f"the client ended before {marker!r}; it said: {seen}")
        line = raw.decode().strip()
        seen.append(line)
        if marker in line:
            return line


async def _finish(proc: asyncio.subprocess.Process, seen: list[str]) -> tuple[int, str, list[str]]:
    out, err = await proc.communicate()
    seen.extend(out.decode().splitlines())
    assert proc.returncode is not None
    return proc.returncode, err.decode(), seen


def _assert_clean_exit(code: int, stderr: str, seen: list[str]) -> None:
    assert any("ASKED Leave the match?" in line for line in seen), seen       # the player was asked
    assert "Traceback" not in stderr and "Event loop stopped" not in stderr, stderr[-3000:]
    assert code == 0, (code, stderr[-3000:])


def test_closing_the_real_client_at_a_practice_table_asks_and_exits_0(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, str, list[str]]:
        proc = await _start("practice", tmp_path)
        seen: list[str] = []
        try:
            await asyncio.wait_for(_line_with(proc, "done wait_seated", seen), LIMIT_S)
            return await asyncio.wait_for(_finish(proc, seen), LIMIT_S)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    _assert_clean_exit(*asyncio.run(scenario()))


def test_closing_the_real_client_while_hosting_tells_the_guest_and_exits_0(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, str, list[str], list[str]]:
        proc = await _start("hosting", tmp_path)
        seen: list[str] = []
        lost: list[str] = []
        guest = None
        try:
            line = await asyncio.wait_for(_line_with(proc, "HOSTING", seen), LIMIT_S)
            port = int(line.split()[-1])
            guest = TableClient("127.0.0.1", port, nick="Gus", data_dir=tmp_path / "guest", reconnect=False)
            await asyncio.wait_for(guest.connect(), LIMIT_S)

            async def listen() -> None:
                async for ev in guest.events():
                    if isinstance(ev, ConnectionLost):
                        lost.append(ev.reason)
                        return
            listening = asyncio.ensure_future(listen())
            await asyncio.wait_for(_line_with(proc, "done wait_seated", seen), LIMIT_S)
            code, err, seen = await asyncio.wait_for(_finish(proc, seen), LIMIT_S)
            await asyncio.wait_for(listening, LIMIT_S)
            return code, err, seen, lost
        finally:
            if guest is not None:
                await guest.close()
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    code, err, seen, lost = asyncio.run(scenario())
    _assert_clean_exit(code, err, seen)
    assert lost == ["the host is shutting down"], lost
