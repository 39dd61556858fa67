"""The table's part that seats people: connections, the lobby, the owner, names, bots.

Who may connect (``admit``: the owner's watcher rules), where a newcomer sits,
who controls the lobby (the owner, PROTOCOL.md §16.4), unique display names
(§16.5), the one-person rule for open invites, and the lobby messages (``sit``,
``stand``, ``ready``, ``set_bot``, ``start``, ``leave``, ``back``). Mixed into
:class:`protocol.table.Table`.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from . import startpolicy, watching
from .botseat import STRENGTHS
from .identity import short_code_of
from .invites import InviteInfo
from .messages import MAX_NICK, make
from .names import name_key
from .tablephase import TablePhase
from .tablecore import TableCore


@dataclass
class Seat:
    kind: str = "empty"                   # empty | human | bot
    fp: str | None = None
    nick: str = ""
    strength: str = "normal"
    ready: bool = False
    cid: int | None = None
    auto: bool = False                    # a bot plays it for now (timeouts, dropped, left)
    dropped_at: float | None = None
    left: bool = False


@dataclass
class Conn:
    fp: str
    nick: str
    seat: int | None
    view: dict[str, Any] | None = None
    public: dict[str, Any] | None = None  # the shared public part ``view`` was built from
    log_len: int = 0
    last_n: int = -1
    chat_times: deque[float] = field(default_factory=deque)
    addr: str = ""                        # source address: chat is limited per address too


class Seating(TableCore):
    """Connections, seats and the lobby."""

    def has_seat(self, fp: str) -> bool:
        """This identity holds a human seat (it always gets back in, whatever the caps)."""
        return any(s.kind == "human" and s.fp == fp for s in self.seats)

    def check_invite_use(self, info: InviteInfo, fp: str) -> str | None:
        """The one-person rule for open invites (``InviteBook``); journals each new binding."""
        refusal, bound = self.invites.use(info, fp)
        if bound and self.journal is not None:
            self.journal.write("invite_use", {"nonce": info.nonce.hex(), "fp": fp})
        return refusal

    def pin_failed(self, addr: str, total: int, now: float) -> None:
        """A wrong table PIN was tried: tell the table, at most once a minute."""
        self.pin_failures = total
        if self._pin_notice_at is not None and now - self._pin_notice_at < 60:
            return
        self._pin_notice_at = now
        self._sys("pin_failed", -1, "", f"someone at {addr} tried a wrong table PIN "
                                        f"({total} failed attempts since the table opened)",
                  address=addr[:64], total=total)

    def _unique_nick(self, fp: str, nick: str) -> str:
        """A name that looks like nobody else's at the table: a clash gets the identity's short code.

        Names are compared by ``names.name_key`` (case, accents, look-alike letters: §16.5)."""
        taken = {name_key(s.nick) for s in self.seats if s.fp != fp and s.kind != "empty"}
        taken |= {name_key(c.nick) for c in self.conns.values() if c.fp != fp}
        nick = nick or "Player"
        if name_key(nick) not in taken:
            return nick
        code = short_code_of(fp)[:4]
        return f"{nick[:MAX_NICK - 7]} ({code})"

    def _claim_owner(self, fp: str) -> None:
        if self.owner is None:
            self.owner = fp
            if self.journal is not None:
                self.journal.write("owner", {"fp": fp})

    def _release_owner(self, fp: str | None) -> None:
        """The chosen owner left the lobby: the next seated human (in seat order) takes over."""
        if self.config.owner is not None or fp is None or fp != self.owner:
            return
        self.owner = None
        nxt = next((s.fp for s in self.seats if s.kind == "human" and s.fp not in (None, fp)), None)
        if nxt is not None:
            self._claim_owner(nxt)
        elif self.journal is not None:
            self.journal.write("owner", {"fp": None})

    def admit(self, fp: str, watch: bool = False) -> tuple[str, str] | None:
        """Before ``connect``: a (code, text) refusal if the owner's watcher rules keep ``fp`` out."""
        return watching.admit(self, fp, watch)

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False, addr: str = "") -> int:
        """An authenticated connection arrives; returns its seat (-1: watching).

        ``watch``: the newcomer asked to look on, so it takes no free seat."""
        for other_cid, c in list(self.conns.items()):
            if c.fp == fp:  # the same identity again: the new connection replaces the old
                self._out(other_cid, make("error", code="replaced", text="you connected again from elsewhere"),
                          close=True)
                self.disconnect(other_cid, now, quiet=True)
        nick = self._unique_nick(fp, nick)
        seat = watching.own_seat(self, fp, watch)
        if seat is not None:
            s = self.seats[seat]
            s.cid, s.nick = cid, nick or s.nick
            was_away = s.dropped_at is not None or s.auto
            s.dropped_at = None
            s.auto = False
            s.left = False
            if was_away:
                self._sys("reconnected", seat, s.nick, f"{s.nick} is back")
        elif self.phase is TablePhase.LOBBY and not watch:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == "empty"), None)
            if seat is not None:
                self.seats[seat] = Seat(kind="human", fp=fp, nick=nick, cid=cid,
                                        ready=not self.config.require_ready)
                self._journal_seat(seat)
                self._claim_owner(fp)
                self._sys("joined", seat, nick, f"{nick} sat down")
        self.conns[cid] = Conn(fp, nick, seat, addr=addr)
        if seat is None:
            self._sys("joined", -1, nick, f"{nick} is watching")
        self._table_changed(now)
        self._blind_resync(cid, now)
        if self.phase in (TablePhase.PLAY, TablePhase.BETWEEN, TablePhase.FINISHED) and self.state is not None:
            self._snapshot(cid, now)
        if self.deal is not None and seat is not None and self.phase is TablePhase.DEAL:
            pass  # joins the deal of the next attempt or round; this one is already under way
        self._maybe_start(now)
        return -1 if seat is None else seat

    def disconnect(self, cid: int, now: float, quiet: bool = False) -> None:
        conn = self.conns.pop(cid, None)
        if conn is None:
            return
        if conn.seat is not None:
            s = self.seats[conn.seat]
            if s.cid == cid:
                s.cid = None
                if startpolicy.provisional(self):   # no card dealt yet: the match has not started
                    startpolicy.call_off(self, now)
                if self.phase is TablePhase.LOBBY:
                    self.seats[conn.seat] = Seat()
                    self._journal_seat(conn.seat)
                    self._release_owner(conn.fp)
                    if not quiet:
                        self._sys("left", conn.seat, conn.nick, f"{conn.nick} left", bot=0)
                elif self.phase is not TablePhase.FINISHED:
                    s.dropped_at = now
                    if not quiet:
                        self._sys("disconnected", conn.seat, conn.nick,
                                  f"{conn.nick} lost the connection; the seat is kept for "
                                  f"{self.config.grace_ms // 1000} s", grace_s=self.config.grace_ms // 1000)
        self._table_changed(now)
        if conn.seat is not None:  # a watcher leaving changes nothing for the players
            self._schedule_bot(now)

    def _is_owner(self, conn: Conn) -> bool:
        return self.owner is not None and conn.fp == self.owner

    def _on_sit(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        i = msg["seat"]
        if conn.seat is None:   # a watcher sits only as the Watchers section allows: between rounds
            return watching.take_seat(self, cid, conn, i, now)
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "seats can only change before the match starts", request="sit")
        if i >= len(self.seats) or self.seats[i].kind != "empty":
            return self._refuse(cid, "seat_taken", "that seat is not free")
        ready = not self.config.require_ready
        if conn.seat is not None:
            ready = self.seats[conn.seat].ready
            self.seats[conn.seat] = Seat()
            self._journal_seat(conn.seat)
        self.seats[i] = Seat(kind="human", fp=conn.fp, nick=conn.nick, cid=cid, ready=ready)
        conn.seat = i
        self._journal_seat(i)
        self._claim_owner(conn.fp)
        self._table_changed(now)
        self._maybe_start(now)

    def _on_stand(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if self.phase is not TablePhase.LOBBY or conn.seat is None:
            return self._refuse(cid, "bad_state", "you can stand up only in the lobby, from a seat", request="stand")
        self.seats[conn.seat] = Seat()
        self._journal_seat(conn.seat)
        conn.seat = None
        self._release_owner(conn.fp)
        self._table_changed(now)

    def _on_ready(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is None:
            return self._refuse(cid, "not_seated", "take a seat first")
        if self.phase is TablePhase.BETWEEN:
            # "Next" on the results: the next round starts once every player at the
            # table has pressed it, or when between_rounds_ms runs out.
            if msg["ready"]:
                self.next_votes.add(conn.seat)
            present = {i for i, s in enumerate(self.seats)
                       if s.kind == "human" and s.cid is not None and not s.auto}
            if present <= self.next_votes:
                self.next_round_at = now
            return
        self.seats[conn.seat].ready = msg["ready"]
        self._table_changed(now)
        self._maybe_start(now)

    def _on_set_bot(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if not self._is_owner(conn):
            return self._refuse(cid, "not_owner", "only the table's owner places bots")
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "bots can be placed only before the match starts",
                                request="set_bot")
        i, strength = msg["seat"], msg.get("strength")
        if i >= len(self.seats) or self.seats[i].kind == "human":
            return self._refuse(cid, "seat_taken", "that seat is taken by a player")
        if strength is None:
            self.seats[i] = Seat()
        elif strength not in STRENGTHS:
            return self._refuse(cid, "bad_strength", f"bot strength must be one of {', '.join(STRENGTHS)}",
                                choices=", ".join(STRENGTHS))
        else:
            self._make_bot(i, strength)
        self._journal_seat(i)
        self._table_changed(now)
        self._maybe_start(now)

    def _on_start(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if not self._is_owner(conn):
            return self._refuse(cid, "not_owner", "only the table's owner starts the match")
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "the match has already started", request="start")
        for i, s in enumerate(self.seats):
            if s.kind == "empty":
                self._make_bot(i, "normal")
                self._journal_seat(i)
        self._start_match(now)

    def _on_leave(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is not None and startpolicy.provisional(self):
            startpolicy.call_off(self, now)
        if conn.seat is not None and self.phase not in (TablePhase.LOBBY, TablePhase.FINISHED):
            s = self.seats[conn.seat]
            s.auto, s.left = True, True
            self._sys("left", conn.seat, conn.nick, f"{conn.nick} left; a bot plays the seat", bot=1)
        self._out(cid, make("bye"), close=True)
        self.disconnect(cid, now, quiet=True)

    def _on_back(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is not None and self.seats[conn.seat].auto:
            self.seats[conn.seat].auto = False
            self._sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
            self._table_changed(now)
            self._schedule_bot(now)
