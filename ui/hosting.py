"""Opening a table from the client: the in-process host and the player's own connection.

"Play now" is a practice table on loopback with discovery off; "New Game"
opens a table for the LAN. Either way the window talks to its own table
through a real TLS connection, like every other player, so there is one code
path for playing.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QCoreApplication

from lanjolly.variants import JOLLY, Variant
from protocol import Host, Identity, TableClient, TableConfig

BOT_DELAY_MS = 700          # bots pause so people can follow the play
BETWEEN_ROUNDS_MS = 60_000  # the results stay up until everyone pressed Next, at most this long
# A practice table is for learning: three minutes a turn (the longest of RULES.md §12's
# choices) is room for a first opening staged card by card, and three bots still never
# wait for ever on a player who walked away (issue 22: 60 s was not enough by drag).
PRACTICE_TURN_SECONDS = 180


def bind_address(lan: bool) -> str:
    """Where an in-app host listens: loopback for practice, every interface for the LAN.

    ``LANJOLLY_BIND`` overrides it (the test suite keeps everything on 127.0.0.1)."""
    override = os.environ.get("LANJOLLY_BIND")
    if override:
        return override
    return "0.0.0.0" if lan else "127.0.0.1"


@dataclass
class HostedTable:
    host: Host
    client: TableClient
    address: tuple[str, int]


async def open_table(config: TableConfig, identity: Identity, nickname: str, *, lan: bool,
                     pin: Optional[str] = None, invite_only: bool = False,
                     data_dir: Optional[str] = None) -> HostedTable:
    """Start a host in this process and sit down at it as its owner."""
    host = Host(config, identity, data_dir=data_dir, pin=pin, invite_only=invite_only)
    address = await host.start(bind_address(lan), 0)
    client = TableClient("127.0.0.1", address[1], nick=nickname, identity=identity, data_dir=data_dir,
                         pin=pin, invite=host.make_invite(identity.fingerprint) if invite_only else None)
    try:
        await client.connect()
    except Exception:
        await host.close()
        raise
    return HostedTable(host, client, address)


def practice_name(nickname: str) -> str:
    """A practice table's name, in the reader's language (asked again after a switch)."""
    return QCoreApplication.translate("Hosting", "{nick}'s practice table").format(nick=nickname)


def practice_config(nickname: str, variant: Variant = JOLLY, bots: tuple[str, ...] = ("normal",) * 3,
                    owner: Optional[str] = None, seed: Optional[int] = None) -> TableConfig:
    variant = variant.with_options(turn_seconds=PRACTICE_TURN_SECONDS)
    return TableConfig(name=practice_name(nickname), variant=variant, seats=len(bots) + 1,
                       bots=(None, *bots), bot_delay_ms=BOT_DELAY_MS, between_rounds_ms=BETWEEN_ROUNDS_MS,
                       owner=owner, seed=seed)
