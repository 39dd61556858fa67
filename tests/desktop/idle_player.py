"""A seated player who never moves: ``python -m tests.desktop.idle_player HOST:PORT NICK DATA_DIR SECONDS``.

The watching scenario needs a table in play that a person can follow: a
headless host's bots move at once, so a whole match takes a few seconds. This
player sits down, says it is ready (the full table starts), answers the
deal's commit-reveal like any client, and makes no move, so each of its turns
lasts the table's full turn time (the host plays its least turn). It leaves
after SECONDS. ``--chat TEXT`` says that line at the table when the first
round is dealt (everyone is seated then); ``--pin`` is the table's PIN.
"""

from __future__ import annotations

import argparse
import asyncio

from protocol.client import TableClient
from protocol.clientstate import ViewUpdated


async def sit(host: str, port: int, nick: str, data_dir: str, seconds: float, chat: str = "",
              pin: str | None = None) -> None:
    client = TableClient(host, port, nick=nick, data_dir=data_dir, reconnect=False, pin=pin)
    await client.connect()
    client.ready(True)

    async def drain() -> None:
        said = not chat
        async for ev in client.events():
            if not said and isinstance(ev, ViewUpdated):
                client.send_chat(chat)
                said = True
    try:
        await asyncio.wait_for(drain(), seconds)
    except asyncio.TimeoutError:
        pass
    finally:
        await client.close()


def main() -> None:
    p = argparse.ArgumentParser()
    for name in ("address", "nick", "data_dir"):
        p.add_argument(name)
    p.add_argument("seconds", type=float)
    p.add_argument("--chat", default="")
    p.add_argument("--pin")
    a = p.parse_args()
    host, _, port = a.address.rpartition(":")
    asyncio.run(sit(host, int(port), a.nick, a.data_dir, a.seconds, a.chat, a.pin))


if __name__ == "__main__":
    main()
