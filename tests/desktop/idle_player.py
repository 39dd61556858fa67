"""A seated player who never moves: ``python -m tests.desktop.idle_player HOST:PORT NICK DATA_DIR SECONDS``.

The watching scenario needs a table in play that a person can follow: a
headless host's bots move at once, so a whole match takes a few seconds. This
player sits down, says it is ready (the full table starts), answers the
deal's commit-reveal like any client, and makes no move, so each of its turns
lasts the table's full turn time (the host plays its least turn). It leaves
after SECONDS.
"""

from __future__ import annotations

import asyncio
import sys

from protocol.client import TableClient


async def sit(host: str, port: int, nick: str, data_dir: str, seconds: float) -> None:
    client = TableClient(host, port, nick=nick, data_dir=data_dir, reconnect=False)
    await client.connect()
    client.ready(True)

    async def drain() -> None:
        async for _ev in client.events():
            pass
    try:
        await asyncio.wait_for(drain(), seconds)
    except asyncio.TimeoutError:
        pass
    finally:
        await client.close()


def main(argv: list[str]) -> None:
    host, _, port = argv[0].rpartition(":")
    asyncio.run(sit(host, int(port), argv[1], argv[2], float(argv[3])))


if __name__ == "__main__":
    main(sys.argv[1:])
