"""Table info and seat info, typed: built by the host, parsed once by every client.

Why: the ``table`` message's ``info`` map (PROTOCOL.md §8.3) used to travel
through the client and into the UI as a ``dict[str, Any]``, read by string
key in dozens of places, and the host built it by hand. Here it is one frozen
dataclass per map, with :class:`SeatKind` shared by host and client, so a
misspelt key is a type error and the wire map is written and read in one
place (as :mod:`protocol.wireview` does for views).

:meth:`TableInfo.from_wire` is called on a map the schema already accepted
(``messages.check_values``); it still raises :class:`InfoError` (a
``ValueError``) rather than anything else on a map it cannot use.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from lanjolly.variants import Variant

from .tablephase import TablePhase


class InfoError(ValueError):
    """A table info map from the host that does not parse."""


class SeatKind(str, Enum):
    """Who holds a seat; the values are the wire's ``seats[i].kind``."""

    EMPTY = "empty"
    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True)
class SeatInfo:
    """One seat as everyone at the table sees it (PROTOCOL.md §8.3 ``seats``)."""

    kind: SeatKind
    nick: str = ""
    fp: str | None = None
    strength: str = "normal"
    ready: bool = False
    connected: bool = False
    auto: bool = False          # a bot plays this human's seat for now
    aborts: int = 0             # deal aborts that named this seat (§16.6)

    def to_wire(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "nick": self.nick, "fp": self.fp, "strength": self.strength,
                "ready": self.ready, "connected": self.connected, "auto": self.auto, "aborts": self.aborts}

    @classmethod
    def from_wire(cls, d: dict[str, Any]) -> "SeatInfo":
        return cls(SeatKind(d["kind"]), str(d["nick"]), d["fp"], str(d["strength"]), bool(d["ready"]),
                   bool(d["connected"]), bool(d["auto"]), int(d.get("aborts", 0)))

    @property
    def taken(self) -> bool:
        return self.kind is not SeatKind.EMPTY

    @property
    def played_by_bot(self) -> bool:
        """A computer plays it: a bot's seat, or a person's while a bot stands in."""
        return self.kind is SeatKind.BOT or self.auto


@dataclass(frozen=True)
class Watcher:
    nick: str
    fp: str


@dataclass(frozen=True)
class WatchRules:
    """The owner's watcher switches: how many may look on, may they chat, may they take a given-up seat."""

    limit: int = 8
    chat: bool = False
    sit: bool = False


@dataclass(frozen=True)
class TableInfo:
    """The ``table`` message's ``info`` (PROTOCOL.md §8.3)."""

    name: str
    table_id: str
    variant: Variant
    phase: TablePhase
    owner: str | None
    turn_ms: int                # the turn limit in force (0: none): the one a client clocks and draws
    pin_failures: int
    round: int
    totals: tuple[int, ...]
    seats: tuple[SeatInfo, ...]
    watchers: tuple[Watcher, ...] = ()
    watch: WatchRules = WatchRules()

    def to_wire(self) -> dict[str, Any]:
        return {
            "name": self.name, "table_id": self.table_id, "variant": self.variant.to_dict(),
            "phase": self.phase.value, "owner": self.owner, "turn_ms": self.turn_ms,
            "pin_failures": self.pin_failures, "round": self.round, "totals": list(self.totals),
            "seats": [s.to_wire() for s in self.seats],
            "watchers": [{"nick": w.nick, "fp": w.fp} for w in self.watchers],
            "watch": {"limit": self.watch.limit, "chat": self.watch.chat, "sit": self.watch.sit},
        }

    @classmethod
    def from_wire(cls, d: dict[str, Any]) -> "TableInfo":
        try:
            w = d["watch"]
            return cls(str(d["name"]), str(d["table_id"]), Variant.from_dict(d["variant"]), TablePhase(d["phase"]),
                       d["owner"], int(d["turn_ms"]), int(d["pin_failures"]), int(d["round"]),
                       tuple(int(t) for t in d["totals"]), tuple(SeatInfo.from_wire(s) for s in d["seats"]),
                       tuple(Watcher(str(x["nick"]), str(x["fp"])) for x in d["watchers"]),
                       WatchRules(int(w["limit"]), bool(w["chat"]), bool(w["sit"])))
        except (KeyError, TypeError, ValueError) as exc:
            raise InfoError(f"table info does not parse ({exc})") from None

    @property
    def seats_taken(self) -> int:
        return sum(s.taken for s in self.seats)

    def seat_of(self, fp: str) -> int | None:
        """The seat a person holds at this table (a player who came back to watch holds none)."""
        if any(w.fp == fp for w in self.watchers):
            return None
        return next((i for i, s in enumerate(self.seats) if s.kind is SeatKind.HUMAN and s.fp == fp), None)
