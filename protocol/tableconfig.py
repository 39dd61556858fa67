"""A table's configuration: what the person opening it chose (journaled first, so resume has it)."""

from __future__ import annotations

import secrets as _secrets
from dataclasses import dataclass, field
from typing import Any

from lanjolly.variants import JOLLY, Variant

from .messages import MAX_TEXT


@dataclass(frozen=True)
class TableConfig:
    name: str = "Table"
    variant: Variant = JOLLY
    seats: int = 4
    bots: tuple[str | None, ...] = ()     # per seat: a bot strength, or None for a human seat
    # The table's own turn limit in ms (0: none), e.g. `lanjolly host --turn-seconds`; None: the
    # variant's ``turn_seconds``. The limit in force is ``turn_limit_ms``, the one the host clocks
    # with and every client draws (``info.turn_ms``).
    turn_ms: int | None = None
    # The clock a person sees (lanjolly.turnclock): the turn's time starts once the felt has shown
    # the move that gave it, and each person has ``bank_ms`` a match after it runs out (0: none).
    # Off by default so that a test's clock is exactly the turn limit; the game's tables turn both on.
    show_moves: bool = False
    bank_ms: int = 0
    grace_ms: int = 120_000               # a dropped player keeps the seat this long
    deal_timeout_ms: int = 10_000         # for commitments and for secrets
    bot_delay_ms: int = 0                 # pause before a bot moves (the UI likes ~600)
    between_rounds_ms: int = 0
    require_ready: bool = False
    auto_start: bool = True               # start once every seat is taken (and ready)
    owner: str | None = None              # fingerprint allowed to start and place bots
    chat_max: int = MAX_TEXT
    chat_burst: int = 5                   # at most this many messages ...
    chat_window_ms: int = 10_000          # ... per this window
    table_id: str = field(default_factory=lambda: _secrets.token_hex(8))
    seed: int | None = None               # bot randomness (tests seed it)
    # Watchers (PROTOCOL.md "Watchers"): how many may look on (0: nobody), whether
    # they may chat, and whether one may take a seat a player gave up between rounds.
    watchers: int = 8
    watcher_chat: bool = False
    watchers_may_sit: bool = False
    # Cards hidden from the host (PROTOCOL.md §17); host_player: the person playing on the host's
    # own machine (the game window that runs this table), whose seat the host machine opens.
    blind: bool = False
    host_player: str | None = None

    @property
    def turn_limit_ms(self) -> int:
        """The turn limit in force (worked out here on every read: a config copied with another
        variant, ``dataclasses.replace(config, variant=...)``, follows the new variant)."""
        return self.variant.turn_seconds * 1000 if self.turn_ms is None else self.turn_ms

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "variant": self.variant.to_dict(), "seats": self.seats,
                "bots": list(self.bots), "turn_ms": self.turn_ms, "grace_ms": self.grace_ms,
                "show_moves": self.show_moves, "bank_ms": self.bank_ms,
                "deal_timeout_ms": self.deal_timeout_ms, "bot_delay_ms": self.bot_delay_ms,
                "between_rounds_ms": self.between_rounds_ms, "require_ready": self.require_ready,
                "auto_start": self.auto_start, "owner": self.owner, "table_id": self.table_id,
                "seed": self.seed, "watchers": self.watchers, "watcher_chat": self.watcher_chat,
                "watchers_may_sit": self.watchers_may_sit, "blind": self.blind, "host_player": self.host_player}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "TableConfig":
        d = dict(d)
        d["variant"] = Variant.from_dict(d["variant"])
        d["bots"] = tuple(d["bots"])
        return cls(**d)
