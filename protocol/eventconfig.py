"""A duplicate event's settings and phases (PROTOCOL.md §18).

Everything the organiser chose when opening the event, frozen, with its JSON
form for the event journal and record. ``event_id`` is 16 lowercase hex
digits: it names the event in every hash (§18.3) and in file names, so it is
checked wherever it is read back.
"""

from __future__ import annotations

import re
import secrets as _secrets
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from lanjolly.duplicate import Movement
from lanjolly.variants import JOLLY, Variant

from .botseat import STRENGTHS
from .messages import MAX_NAME

EVENT_ID = re.compile(r"^[0-9a-f]{16}$")


class EventPhase(str, Enum):
    REGISTRATION = "registration"   # players register; nothing is fixed yet
    COMMIT = "commit"               # registration closed: every participant commits to its board secrets
    PLAY = "play"                   # the boards are being played
    FINISHED = "finished"           # every board is scored


def new_event_id() -> str:
    return _secrets.token_hex(8)


@dataclass(frozen=True)
class EventConfig:
    name: str = "Duplicate"
    variant: Variant = JOLLY
    tables: int = 2
    seats: int = 4
    boards: int = 16
    bots: str = "normal"                  # strength of the bots in the seats nobody takes
    turn_ms: int = 60_000                 # every board table has a turn clock: a board must end
    grace_ms: int = 120_000               # a dropped player keeps the seat this long, then a bot plays it
    deal_timeout_ms: int = 10_000         # for the commitments and for each board's secrets
    gather_ms: int = 30_000               # a new round of boards waits this long for players to reach their tables
    pause_ms: int = 5_000                 # between two boards: the standings
    catchup_ms: int = 180_000             # after the first table finished a board, the others have this long
    bot_delay_ms: int = 0
    event_id: str = field(default_factory=new_event_id)

    def __post_init__(self) -> None:
        self.movement  # checks tables, seats and boards
        self.variant.validate()
        if not EVENT_ID.match(self.event_id):
            raise ValueError("an event id is 16 lowercase hex digits")
        if self.bots not in STRENGTHS:
            raise ValueError(f"bot strength must be one of {', '.join(STRENGTHS)}")
        if not 1_000 <= self.turn_ms <= 600_000:
            raise ValueError("a duplicate event needs a turn clock of 1 to 600 s (every board must end)")
        if len(self.name) > MAX_NAME:
            raise ValueError(f"an event name has at most {MAX_NAME} characters")
        for name in ("grace_ms", "deal_timeout_ms", "gather_ms", "pause_ms", "catchup_ms", "bot_delay_ms"):
            if not 0 <= getattr(self, name) <= 3_600_000:
                raise ValueError(f"{name} must be 0 to 3600000")

    @property
    def movement(self) -> Movement:
        return Movement(self.tables, self.seats, self.boards)

    @property
    def capacity(self) -> int:
        return self.tables * self.seats

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "variant": self.variant.to_dict(), "tables": self.tables, "seats": self.seats,
                "boards": self.boards, "bots": self.bots, "turn_ms": self.turn_ms, "grace_ms": self.grace_ms,
                "deal_timeout_ms": self.deal_timeout_ms, "gather_ms": self.gather_ms, "pause_ms": self.pause_ms,
                "catchup_ms": self.catchup_ms, "bot_delay_ms": self.bot_delay_ms, "event_id": self.event_id}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "EventConfig":
        """The inverse of :meth:`to_dict`; a damaged map raises ``ValueError``."""
        if not isinstance(d, dict) or set(d) != set(cls().to_dict()):
            raise ValueError("not an event configuration")
        d = dict(d)
        try:
            d["variant"] = Variant.from_dict(d["variant"])
            return cls(**d)
        except (TypeError, KeyError, AttributeError) as exc:
            raise ValueError(f"not an event configuration ({exc})") from None
