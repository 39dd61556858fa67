"""A bot's event stream ends with its client, and the bot loop closes it itself.

"Task was destroyed but it is pending" at exit, from ``run_bot_client``
(protocol/cli_join.py): ``TableClient.close()`` never ended an ``events()``
stream, so a bot reading one (the game window's stand-in moves, a test's
player) waited for ever and its task was destroyed pending when the loop
closed. And ``run_bot_client`` returned from inside ``async for ev in
client.events()``, leaving the generator to a finalizer task of asyncio's,
which a loop ending right after destroys pending too.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any, AsyncGenerator

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol.cli_join import run_bot_client
from protocol.clientstate import MatchEnded
from protocol.identity import Identity
from protocol.table import TableConfig


class _OneMatch:
    """A client whose stream holds one finished match (and would hold more)."""

    game = None

    def __init__(self) -> None:
        self.stream_closed = False

    async def events(self) -> AsyncGenerator[Any, None]:
        try:
            yield MatchEnded((0, 5), (0,), ())
            yield MatchEnded((0, 5), (0,), ())   # never read: the bot stops at the first
        finally:
            self.stream_closed = True

    async def close(self) -> None:
        pass


async def test_the_bot_closes_its_event_stream_before_it_returns(capsys):
    client = _OneMatch()
    assert await run_bot_client(client, "normal", random.Random(1), quiet=True) == 0   # type: ignore[arg-type]
    assert client.stream_closed          # closed by the bot, not later by a finalizer task
    others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    assert not others, others            # nothing left for the loop's end to destroy
    assert "final standings" in capsys.readouterr().out


async def test_closing_a_client_ends_the_bot_reading_its_events(tmp_path):
    """Real host and client over TLS: the bot waits for its turn, the client is closed, the bot's
    task ends (status 1: no match played to its end) instead of waiting for ever."""
    host = Host(TableConfig(variant=ROMME, seats=2, turn_ms=0), Identity.generate(), data_dir=tmp_path / "h")
    await host.start("127.0.0.1", 0)
    client = TableClient("127.0.0.1", host.port, nick="Bea", data_dir=tmp_path / "c", reconnect=False)
    try:
        await client.connect()
        bot = asyncio.ensure_future(run_bot_client(client, "normal", random.Random(1), quiet=True))
        await asyncio.sleep(0)              # the bot starts reading (either order ends the same way)
        assert not bot.done()
        await client.close()
        assert await asyncio.wait_for(bot, 10) == 1
    finally:
        await client.close()
        await host.close()
