"""Who takes part in a duplicate event: registration, places, connections (PROTOCOL.md §18.2).

A person registers by connecting to the event's desk while registration is
open; their registration number (``slot``) is also their commit-reveal slot.
A person who disconnects before registration closes is no longer registered
(a seat is never held for someone who is not there). At the close every
registrant gets a :class:`~lanjolly.duplicate.Place` in slot order (the
movement's seat-major order) and bots take the places left, with slots after
the people's. Later, the same identity gets its slot back on any reconnect;
anyone else only looks on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lanjolly.duplicate import Movement, Place

from .tableseats import BOT_NAMES


@dataclass
class Entrant:
    slot: int
    nick: str
    fp: str | None                      # None for a bot
    bot: str | None = None              # a bot's strength
    place: Place | None = None
    cid: int | None = None              # the desk connection, while there is one

    def to_info(self) -> dict[str, Any]:
        return {"slot": self.slot, "nick": self.nick[:32], "fp": self.fp, "bot": self.bot,
                "home": self.place.home if self.place else -1, "seat": self.place.seat if self.place else -1,
                "connected": self.cid is not None or self.bot is not None}


class Roster:
    """The event's players by slot, and which desk connection belongs to whom."""

    def __init__(self, movement: Movement) -> None:
        self.movement = movement
        self.entrants: dict[int, Entrant] = {}
        self.closed = False

    @property
    def people(self) -> list[Entrant]:
        return [e for _, e in sorted(self.entrants.items()) if e.bot is None]

    def by_fp(self, fp: str) -> Entrant | None:
        return next((e for e in self.entrants.values() if e.fp == fp), None)

    def by_cid(self, cid: int) -> Entrant | None:
        return next((e for e in self.entrants.values() if e.cid == cid), None)

    def at(self, place: Place) -> Entrant:
        return next(e for e in self.entrants.values() if e.place == place)

    def unique_nick(self, fp: str, nick: str) -> str:
        taken = {e.nick.casefold() for e in self.entrants.values() if e.fp != fp}
        base, n = (nick or "Player")[:28], 2
        out = base
        while out.casefold() in taken:
            out, n = f"{base} {n}", n + 1
        return out

    def register(self, fp: str, nick: str, cid: int) -> Entrant | None:
        """A person joins while registration is open; None when the event is full or closed."""
        known = self.by_fp(fp)
        if known is not None:
            known.cid = cid
            return known
        if self.closed or len(self.entrants) >= self.movement.tables * self.movement.seats:
            return None
        slot = next(s for s in range(len(self.entrants) + 1) if s not in self.entrants)
        entrant = Entrant(slot, self.unique_nick(fp, nick), fp, cid=cid)
        self.entrants[slot] = entrant
        return entrant

    def unregister(self, slot: int) -> None:
        if not self.closed:
            self.entrants.pop(slot, None)

    def close(self, bots: str) -> None:
        """Give every registrant a place in slot order and fill the rest with bots."""
        self.closed = True
        people = self.people
        self.entrants = {}
        for slot, (place, e) in enumerate(zip(self.movement.places, people)):
            e.slot, e.place = slot, place
            self.entrants[slot] = e
        for slot in range(len(people), len(self.movement.places)):
            place = self.movement.places[slot]
            self.entrants[slot] = Entrant(slot, f"{BOT_NAMES[place.seat % len(BOT_NAMES)]} {place.home + 1}", None,
                                          bot=bots, place=place)

    def info(self) -> list[dict[str, Any]]:
        return [e.to_info() for _, e in sorted(self.entrants.items())]

    def restore(self, rows: list[dict[str, Any]]) -> None:
        """Rebuild from the journal's ``players`` entry (every connection gone)."""
        self.closed = True
        self.entrants = {int(r["slot"]): Entrant(int(r["slot"]), str(r["nick"]), r["fp"], r["bot"],
                                                 Place(int(r["home"]), int(r["seat"])))
                         for r in rows}
