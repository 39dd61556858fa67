"""``lanjolly join``'s bot loop closes its event stream itself (protocol/cli_join.py).

It returned from inside ``async for ev in client.events()`` and left the
generator to the garbage collector: asyncio then finalizes it with a task of
its own, which a loop that ends right after (the program's exit, a test's
end) destroys pending: "Task was destroyed but it is pending", once per client.
A unit test with a stand-in client: only the stream's closing is under test.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any, AsyncGenerator

from protocol.cli_join import run_bot_client
from protocol.clientstate import MatchEnded


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
