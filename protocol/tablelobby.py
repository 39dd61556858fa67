"""The table's lobby rules: arrivals and departures, sitting, standing, readiness, bots, chat.

A part of :class:`protocol.table.Table`. It changes the seats and the
connections and says what it did in words (the outbox's notices and
refusals); what the table must do next (tell everyone the table changed, send
a snapshot, reschedule the bots, try to start) it returns as :class:`Follow`
flags, because those are the table's own steps. Who may do what when is the
event table's (``tablephase.EVENTS``): a ``stand`` outside the lobby never gets
here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntFlag
from typing import Any

from .botseat import STRENGTHS
from .limits import HostLimits, SlidingWindow
from .messages import make
from .tableconfig import TableConfig
from .tableoutbox import Outbox
from .tableinfo import SeatKind
from .tablephase import REFUSALS, TableEvent, TablePhase
from .tableseats import Conn, Seat, Seats
from . import watching


class Follow(IntFlag):
    """The table's steps a lobby change calls for, run in this order."""

    NONE = 0
    CHANGED = 1          # the table info changed: tell everyone
    SNAPSHOT = 2         # the newcomer gets the round so far
    BOTS = 4             # who moves by bot may have changed
    START = 8            # the match may start now
    NEXT_ROUND = 16      # everybody pressed Next: the next round is due now
    ALL_BACK = 32        # between rounds, the last person away came back: no longer wait for them


@dataclass(frozen=True)
class Arrival:
    fp: str
    nick: str
    watch: bool
    addr: str


class Lobby:
    """See the module docstring."""

    def __init__(self, seats: Seats, conns: dict[int, Conn], outbox: Outbox, config: TableConfig) -> None:
        self.seats, self.conns, self.outbox, self.config = seats, conns, outbox, config
        limits = HostLimits()
        self.chat_by_conn = SlidingWindow(config.chat_burst, config.chat_window_ms / 1000)
        self.chat_by_addr = SlidingWindow(limits.chat_addr_burst, limits.chat_addr_window_s)
        self.pin_notices = SlidingWindow(1, 60.0)   # "someone tried a wrong PIN": at most once a minute
        self.pin_failures = 0
        self.next_votes: set[int] = set()           # seats that pressed Next on the results

    def _refuse_as_unlisted(self, cid: int, event: TableEvent) -> Follow:
        code, text, request = REFUSALS[event]
        self.outbox.refuse(cid, code, text, request=request or "")
        return Follow.NONE

    # ---------------------------------------------------------------- connections

    def replaced(self, fp: str) -> list[int]:
        """Connections of ``fp`` that a new one replaces (the same identity again)."""
        return [cid for cid, c in self.conns.items() if c.fp == fp]

    def arrive(self, cid: int, a: Arrival, phase: TablePhase) -> Follow:
        nick = self.seats.unique_nick(a.fp, a.nick, ((c.fp, c.nick) for c in self.conns.values()))
        seat = self.seats.own_seat(a.fp, a.watch)
        steps = Follow.CHANGED | Follow.SNAPSHOT | Follow.START
        if seat is not None:
            s = self.seats[seat]
            was_away = s.dropped_at is not None or s.auto
            # back to the seat, which the bots keep while they finish a round for everyone
            s.cid, s.nick, s.dropped_at, s.auto, s.left = cid, nick or s.nick, None, self.seats.bots_only, False
            if was_away:
                self.outbox.sys("reconnected", seat, s.nick, f"{s.nick} is back")
                if phase in (TablePhase.BETWEEN, TablePhase.DEAL) and not self.seats.on_way_back():
                    steps |= Follow.ALL_BACK
        elif phase is TablePhase.LOBBY and not a.watch:
            seat = self.seats.first_empty()
            if seat is not None:
                self.seats.put(seat, Seat(SeatKind.HUMAN, a.fp, nick, cid=cid, ready=not self.config.require_ready))
                self.seats.claim_owner(a.fp)
                self.outbox.sys("joined", seat, nick, f"{nick} sat down")
        self.conns[cid] = Conn(a.fp, nick, seat, addr=a.addr)
        if seat is None:
            self.outbox.sys("joined", -1, nick, f"{nick} is watching")
        return steps

    def depart(self, cid: int, phase: TablePhase, now: float, quiet: bool) -> Follow:
        conn = self.conns.pop(cid, None)
        if conn is None:
            return Follow.NONE
        self.chat_by_conn.forget(cid)
        if conn.seat is not None and self.seats[conn.seat].cid == cid:
            s = self.seats[conn.seat]
            s.cid = None
            if phase is TablePhase.LOBBY:
                self.seats.put(conn.seat, Seat())
                self.seats.release_owner(conn.fp)
                if not quiet:
                    self.outbox.sys("left", conn.seat, conn.nick, f"{conn.nick} left", bot=0)
            elif phase is not TablePhase.FINISHED:
                s.dropped_at = now
                if not quiet:
                    grace = self.config.grace_ms // 1000
                    self.outbox.sys("disconnected", conn.seat, conn.nick,
                                    f"{conn.nick} lost the connection; the seat is kept for {grace} s",
                                    grace_s=grace)
        # a watcher leaving changes nothing for the players
        return Follow.CHANGED | (Follow.BOTS if conn.seat is not None else Follow.NONE)

    def pin_failed(self, addr: str, total: int, now: float) -> None:
        self.pin_failures = total
        if self.pin_notices.allow("pin", now):
            self.outbox.sys("pin_failed", -1, "", f"someone at {addr} tried a wrong table PIN "
                                                  f"({total} failed attempts since the table opened)",
                            address=addr[:64], total=total)

    # ---------------------------------------------------------------- seats

    def sit(self, cid: int, i: int, phase: TablePhase) -> Follow:
        conn = self.conns[cid]
        if conn.seat is None:      # a watcher sits only as the Watchers section allows: between rounds
            return self._take_given_up_seat(cid, conn, i, phase)
        if phase is TablePhase.BETWEEN:
            return self._refuse_as_unlisted(cid, TableEvent.SIT)
        if i >= len(self.seats) or self.seats[i].kind is not SeatKind.EMPTY:
            self.outbox.refuse(cid, "seat_taken", "that seat is not free")
            return Follow.NONE
        ready = self.seats[conn.seat].ready
        self.seats.put(conn.seat, Seat())
        self.seats.put(i, Seat(SeatKind.HUMAN, conn.fp, conn.nick, cid=cid, ready=ready))
        conn.seat = i
        self.seats.claim_owner(conn.fp)
        return Follow.CHANGED | Follow.START

    def _take_given_up_seat(self, cid: int, conn: Conn, i: int, phase: TablePhase) -> Follow:
        """A watcher sits down at a given-up seat between rounds (the seat keeps its score)."""
        refusal = watching.sit_refusal(self.seats, i, self.config.watchers_may_sit, phase is TablePhase.BETWEEN)
        if refusal is not None:
            self.outbox.refuse(cid, *refusal)
            return Follow.NONE
        self.seats.put(i, Seat(SeatKind.HUMAN, conn.fp, conn.nick, cid=cid, ready=True))
        conn.seat = i
        self.outbox.sys("joined", i, conn.nick, f"{conn.nick} took seat {i + 1} and plays from the next round",
                        next_round=1)
        return Follow.CHANGED

    def stand(self, cid: int) -> Follow:
        conn = self.conns[cid]
        if conn.seat is None:
            return self._refuse_as_unlisted(cid, TableEvent.STAND)
        self.seats.put(conn.seat, Seat())
        conn.seat = None
        self.seats.release_owner(conn.fp)
        return Follow.CHANGED

    def ready(self, cid: int, ready: bool, phase: TablePhase) -> Follow:
        conn = self.conns[cid]
        if conn.seat is None:
            self.outbox.refuse(cid, "not_seated", "take a seat first")
            return Follow.NONE
        if phase is TablePhase.BETWEEN:
            # "Next" on the results: the next round starts once every player at the
            # table has pressed it, or when between_rounds_ms runs out.
            if ready:
                self.next_votes.add(conn.seat)
            return Follow.NEXT_ROUND if self.seats.present() <= self.next_votes else Follow.NONE
        self.seats[conn.seat].ready = ready
        return Follow.CHANGED | Follow.START

    def owner(self, cid: int, what: str) -> bool:
        """Whether ``cid`` is the owner; refuses it (``not_owner``) otherwise."""
        if self.seats.owner is not None and self.conns[cid].fp == self.seats.owner:
            return True
        self.outbox.refuse(cid, "not_owner", f"only the table's owner {what}")
        return False

    def set_bot(self, cid: int, msg: dict[str, Any]) -> Follow:
        if not self.owner(cid, "places bots"):
            return Follow.NONE
        i, strength = msg["seat"], msg.get("strength")
        if i >= len(self.seats) or self.seats[i].kind is SeatKind.HUMAN:
            self.outbox.refuse(cid, "seat_taken", "that seat is taken by a player")
            return Follow.NONE
        if strength is None:
            self.seats.put(i, Seat())
        elif strength not in STRENGTHS:
            self.outbox.refuse(cid, "bad_strength", f"bot strength must be one of {', '.join(STRENGTHS)}",
                               choices=", ".join(STRENGTHS))
            return Follow.NONE
        else:
            self.seats.make_bot(i, strength)
        return Follow.CHANGED | Follow.START

    def leave(self, cid: int, phase: TablePhase) -> None:
        conn = self.conns[cid]
        if conn.seat is not None and phase not in (TablePhase.LOBBY, TablePhase.FINISHED):
            s = self.seats[conn.seat]
            s.auto, s.left = True, True
            self.outbox.sys("left", conn.seat, conn.nick, f"{conn.nick} left; a bot plays the seat", bot=1)
        self.outbox.to(cid, make("bye"), close=True)

    def back(self, cid: int) -> Follow:
        conn = self.conns[cid]
        if conn.seat is None or not self.seats[conn.seat].auto or self.seats.bots_only:
            return Follow.NONE
        self.seats[conn.seat].auto = False
        self.outbox.sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
        return Follow.CHANGED | Follow.BOTS

    # ---------------------------------------------------------------- chat

    def chat(self, cid: int, raw: str, now: float) -> None:
        conn = self.conns[cid]
        text = " ".join("".join(ch if ch.isprintable() else " " for ch in raw).split())
        if not text:
            return
        refusal = watching.chat_refusal(conn, self.config.watcher_chat)
        if refusal is not None:
            return self.outbox.refuse(cid, *refusal)
        limit = self.config.chat_max
        if len(text) > limit:
            return self.outbox.refuse(cid, "chat_too_long", f"chat messages are at most {limit} characters", max=limit)
        if not self.chat_by_conn.has_room(cid, now) or not self.chat_by_addr.allow(conn.addr, now):
            return self.outbox.refuse(cid, "chat_rate", "you are sending chat messages too fast; wait a moment")
        self.chat_by_conn.note(cid, now)
        self.outbox.all(make("chat", text=text, seat=-1 if conn.seat is None else conn.seat, nick=conn.nick[:32]))
