"""The table's seats: who holds each, who owns the lobby, unique names, who plays now.

A part of :class:`protocol.table.Table` that owns its state (the seats, the
owner, the per-seat abort counts) and knows nothing of connections, messages
or the match: the table asks it, and tells the journal what it returns. The
rules it keeps: the owner is the configured one, else the first human to sit,
handed on in seat order when they leave the lobby (PROTOCOL.md §16.4); names
are unique at a table (§16.5); a seat a player gave up (left, or did not come
back in time) may go to a watcher between rounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

from lanjolly.turnflow import Control

from .botseat import STRENGTHS
from .identity import short_code_of
from .journal import Record
from .messages import MAX_NICK
from .names import name_key
from .tableinfo import SeatInfo, SeatKind

BOT_NAMES = ("Ada", "Bruno", "Chiara", "Dario")

Recorder = Callable[[Record, dict[str, object]], None]


@dataclass
class Seat:
    kind: SeatKind = SeatKind.EMPTY
    fp: str | None = None
    nick: str = ""
    strength: str = "normal"
    ready: bool = False
    cid: int | None = None
    auto: bool = False                    # a bot plays it for now (timeouts, dropped, left)
    dropped_at: float | None = None
    left: bool = False

    @property
    def human(self) -> bool:
        return self.kind is SeatKind.HUMAN

    @property
    def present(self) -> bool:
        """A person is connected and playing the seat themself."""
        return self.kind is SeatKind.HUMAN and self.cid is not None and not self.auto


@dataclass
class Conn:
    """An authenticated connection at the table: whose it is and where it sits (None: watching)."""

    fp: str
    nick: str
    seat: int | None
    addr: str = ""                        # source address: chat is limited per address too
    last_n: int = -1                      # the last action number seen (replays are refused)


class Seats:
    """The seats of one table (see the module docstring)."""

    def __init__(self, n: int, owner: str | None, record: Recorder) -> None:
        self.seats = [Seat() for _ in range(n)]
        self.fixed_owner = owner
        self.owner = owner
        self.aborts = [0] * n               # deal aborts naming each seat, shown at the match end
        self.bots_only = False              # bots finish the round for every seat (a hurried board)
        # Seats whose own machine holds their key this round (a blind deal, PROTOCOL.md §17): no host
        # bot can move for them, since the host cannot read their cards; their program plays for them.
        self.keyed: frozenset[int] = frozenset()
        self._record = record

    def __len__(self) -> int:
        return len(self.seats)

    def __getitem__(self, i: int) -> Seat:
        return self.seats[i]

    def __iter__(self) -> Iterator[Seat]:
        return iter(self.seats)

    # ---------------------------------------------------------------- queries

    def has_seat(self, fp: str) -> bool:
        """This identity holds a human seat (it always gets back in, whatever the caps)."""
        return any(s.human and s.fp == fp for s in self.seats)

    def own_seat(self, fp: str, watch: bool) -> int | None:
        """The seat ``fp`` plays, if it comes back to it: a player who left and now only
        wants to watch stays a watcher (the bot keeps playing)."""
        return next((i for i, s in enumerate(self.seats) if s.human and s.fp == fp and not (watch and s.left)), None)

    def first_empty(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.kind is SeatKind.EMPTY), None)

    def given_up(self, i: int) -> bool:
        """A seat its player gave up: left the match, or did not come back in time (a bot plays it)."""
        if not 0 <= i < len(self.seats):
            return False
        s = self.seats[i]
        return s.kind is SeatKind.EMPTY or (s.human and s.cid is None and (s.left or s.auto))


    def controls(self) -> tuple[Control, ...]:
        """Who plays each seat now, as the engine's turn flow needs to know it."""
        return tuple(Control.PERSON if i in self.keyed else Control.BOT if s.kind is SeatKind.BOT or s.auto else
                     Control.PERSON if s.cid is not None else Control.AWAY for i, s in enumerate(self.seats))

    def present(self) -> set[int]:
        return {i for i, s in enumerate(self.seats) if s.present}

    def deal_awaits_return(self) -> bool:
        """Nobody here could take part in a deal, but a person who could is on their way back (dropped,
        grace running). A deal now would be the host's alone, with nobody to vouch for it (PROTOCOL.md
        §6, §10): a host resumed after a crash, whose bot ended the round before anyone had reconnected,
        dealt the next round so. The next round waits for one of them, or for the last grace to end.
        (Read at every timer check: the usual answer, nobody away, comes first and cheaply.)"""
        return self.on_way_back() and not any(s.present for s in self.seats)

    def on_way_back(self) -> bool:
        """Someone dropped whose seat is still kept for them (grace running, no bot in their place)."""
        return any(s.human and s.cid is None and s.dropped_at is not None and not s.auto and not s.left
                   for s in self.seats)

    def connected(self) -> frozenset[int]:
        """The seats whose person is connected (playing, or with a bot standing in)."""
        return frozenset(i for i, s in enumerate(self.seats) if s.human and s.cid is not None)

    def taken(self) -> int:
        return sum(s.kind is not SeatKind.EMPTY for s in self.seats)

    def nick(self, i: int) -> str:
        return self.seats[i].nick if 0 <= i < len(self.seats) else "?"

    def info(self) -> tuple[SeatInfo, ...]:
        """The seats as everyone sees them; ``auto`` says a bot plays the seat *now*, which a seat
        marked for a bot while its own machine holds its key (a blind round) is not until the
        next round (PROTOCOL.md §17.13 step 6): so the plates follow ``controls``."""
        return tuple(SeatInfo(s.kind, s.nick, s.fp, s.strength, s.ready, s.cid is not None or s.kind is SeatKind.BOT,
                              s.auto and i not in self.keyed, n)
                     for i, (s, n) in enumerate(zip(self.seats, self.aborts)))

    def unique_nick(self, fp: str, nick: str, others: Iterable[tuple[str, str]]) -> str:
        """A name that looks like nobody else's at the table (``others``: the connections' (fp, nick));
        a clash gets the identity's short code. Names compare by ``names.name_key``."""
        taken = {name_key(s.nick) for s in self.seats if s.fp != fp and s.kind is not SeatKind.EMPTY}
        taken |= {name_key(n) for f, n in others if f != fp}
        nick = nick or "Player"
        if name_key(nick) not in taken:   # case, accents, look-alike letters (§16.5)
            return nick
        return f"{nick[:MAX_NICK - 7]} ({short_code_of(fp)[:4]})"

    # ---------------------------------------------------------------- changes (each journaled)

    def put(self, i: int, seat: Seat) -> None:
        self.seats[i] = seat
        s = seat
        self._record(Record.SEAT, {"seat": i, "kind": s.kind.value, "fp": s.fp, "nick": s.nick,
                                   "strength": s.strength})

    def make_bot(self, i: int, strength: str, nick: str | None = None) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"bot strength must be one of {', '.join(STRENGTHS)}")
        # A name people can talk about; the seat's kind and strength say it is a bot.
        self.put(i, Seat(kind=SeatKind.BOT, nick=nick or BOT_NAMES[i % len(BOT_NAMES)], strength=strength,
                         ready=True))

    def reserve(self, i: int, fp: str, nick: str) -> None:
        """Keep seat ``i`` for the person ``fp``: they sit there when they connect (``own_seat``), nobody else."""
        self.put(i, Seat(kind=SeatKind.HUMAN, fp=fp, nick=nick, ready=True))

    def away_from(self, now: float) -> None:
        """Every seated person not connected yet is treated as dropped from ``now`` (the grace period runs)."""
        for s in self.seats:
            if s.human and s.cid is None and s.dropped_at is None:
                s.dropped_at = now

    def bots_finish(self) -> None:
        """Bots play every seat until the round ends, people's too (``bots_only``; cleared at the next deal)."""
        self.bots_only = True
        for s in self.seats:
            if s.human:
                s.auto = True

    def fill_with_bots(self) -> None:
        for i, s in enumerate(self.seats):
            if s.kind is SeatKind.EMPTY:
                self.make_bot(i, "normal")

    def claim_owner(self, fp: str) -> None:
        if self.owner is None:
            self.owner = fp
            self._record(Record.OWNER, {"fp": fp})

    def release_owner(self, fp: str | None) -> None:
        """The chosen owner left the lobby: the next seated human (in seat order) takes over."""
        if self.fixed_owner is not None or fp is None or fp != self.owner:
            return
        self.owner = None
        nxt = next((s.fp for s in self.seats if s.human and s.fp not in (None, fp)), None)
        if nxt is not None:
            self.claim_owner(nxt)
        else:
            self._record(Record.OWNER, {"fp": None})

    def count_abort(self, slot: int) -> None:
        if 0 <= slot < len(self.aborts):
            self.aborts[slot] += 1
            self._record(Record.ABORT, {"slot": slot})

    # ---------------------------------------------------------------- resume

    def restore(self, kind: Record, body: dict[str, object]) -> None:
        """A journaled seat, owner or abort, put back as it was (nothing journaled again)."""
        if kind is Record.SEAT:
            i = int(str(body["seat"]))
            fp = body["fp"]
            self.seats[i] = Seat(kind=SeatKind(body["kind"]), fp=None if fp is None else str(fp),
                                 nick=str(body["nick"]), strength=str(body["strength"]), ready=True)
        elif kind is Record.OWNER:
            self.owner = None if body["fp"] is None else str(body["fp"])
        elif kind is Record.ABORT:
            self.aborts[int(str(body["slot"]))] += 1
