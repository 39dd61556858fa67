"""An in-memory duplicate event: the desk and every board table behind real sessions, a shared fake clock.

The organiser's process is played by :class:`MemEvent` (it carries out the desk's commands as
``protocol/organiser.py`` does), people by :class:`MemPerson` (a desk client with a DeskGame, and
per round a table client with a BoardGame whose moves a bot chooses from its own view). Frames go
through real ``HostSession``/``ClientConnection`` framing, so ``frames`` can be schema-checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lj_harness import HOST_ID, MemClient, MemHost, identity

from protocol.boardtable import BoardTable, board_table_id
from protocol.eventclient import BoardScored, DeskGame, SeatAssigned
from protocol.eventconfig import EventConfig
from protocol.eventdesk import Desk
from protocol.eventflow import Finish, Hurry, OpenRound, StartBoard
from protocol.eventplayer import BoardGame
from protocol.framing import FrameDecoder
from protocol.journal import EventJournal, Journal
from protocol.table import TableConfig


class TapHost(MemHost):
    """A MemHost that keeps every frame both ways (``frames``, shared with the event)."""

    def __init__(self, *args: Any, frames: list[tuple[str, dict[str, Any]]], **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.frames = frames
        self._up: dict[int, FrameDecoder] = {}
        self._down: dict[int, FrameDecoder] = {}

    def _host_receive(self, cid: int, data: bytes) -> None:
        for msg in self._up.setdefault(cid, FrameDecoder()).feed(data):
            self.frames.append(("up", msg))
        super()._host_receive(cid, data)

    def _to_client(self, cid: int, data: bytes) -> None:
        c = self.clients[cid]
        if cid not in self.dropped and not c.closed:
            for msg in self._down.setdefault(cid, FrameDecoder()).feed(data):
                self.frames.append(("down", msg))
        super()._to_client(cid, data)


@dataclass
class MemPerson:
    i: int
    nick: str
    data_dir: Path
    desk: MemClient | None = None
    table: MemClient | None = None
    table_host: MemHost | None = None
    games: dict[int, BoardGame] = field(default_factory=dict)
    seen: int = 0                       # desk events handled so far
    plays: bool = True                  # False: sits at the table but never moves
    away: bool = False                  # True: does not go to its table

    @property
    def game(self) -> DeskGame:
        assert self.desk is not None and isinstance(self.desk.game, DeskGame)
        return self.desk.game


class MemEvent:
    def __init__(self, config: EventConfig, folder: Path, desk: Desk | None = None) -> None:
        self.config = config
        self.folder = folder
        self.frames: list[tuple[str, dict[str, Any]]] = []
        self.desk_host = TapHost(TableConfig(table_id=config.event_id), table_cls=lambda c, journal=None: (
            desk if desk is not None else Desk(config, EventJournal(folder / "event.sqlite"))), frames=self.frames)
        self.desk_host.now = 1000.0
        self.desk: Desk = self.desk_host.table      # type: ignore[assignment]
        self.desk.sign = HOST_ID.sign
        self.tables: list[TapHost] = []            # each serves its board table's Table
        self.boards: list[BoardTable] = []          # the round's board tables, as the organiser holds them
        self.people: list[MemPerson] = []
        self.finished = False
        self.dealt: list[tuple[int, int, Any]] = []     # (board, table, the state as dealt)

    @property
    def now(self) -> float:
        return self.desk_host.now

    def set_now(self, now: float) -> None:
        for h in [self.desk_host, *self.tables]:
            h.now = now

    def add_person(self, i: int, nick: str = "", **kw: Any) -> MemPerson:
        p = MemPerson(i, nick or f"P{i}", self.folder / f"person{i}", **kw)
        self.people.append(p)
        self.connect_desk(p)
        return p

    def connect_desk(self, p: MemPerson) -> None:
        game = DeskGame(self.config.event_id, p.data_dir, identity(p.i).fingerprint, HOST_ID.cert_der)
        p.desk, p.seen = None, 0
        p.desk = self.desk_host.add_client(p.i, p.nick, autoplay=False, game=game)
        self.pump()

    # ------------------------------------------------------------------ the organiser's part

    def open_round(self, rnd: int, resumed: list[BoardTable] | None = None) -> None:
        for h in self.tables:       # the last board's round end leaves before the tables close (organiser.py)
            h.pump()
        self.tables, self.boards = [], []
        for t in range(self.config.tables):
            tid = board_table_id(self.config.event_id, rnd, t)
            journal = Journal(self.folder / "tables" / f"{tid}.sqlite")
            if resumed is not None:
                table = resumed[t]
            else:
                cfg = TableConfig(name=f"T{t}", variant=self.config.variant, seats=self.config.seats, bots=(),
                                  turn_ms=self.config.turn_ms, grace_ms=self.config.grace_ms, auto_start=False,
                                  table_id=tid, watchers=0)
                table = BoardTable(cfg, journal=journal)
                for seat, place in enumerate(self.desk.movement.seating(rnd)[t]):
                    e = self.desk.roster.at(place)
                    if e.bot is not None:
                        table.seat_bot(seat, e.bot, e.nick)
                    else:
                        table.reserve(seat, e.fp, e.nick)
            host = TapHost(table.config, table_cls=lambda c, journal=None, t=table.table: t, frames=self.frames)
            host.now = self.now
            table.on_board_over = lambda tb, o: self.desk.flow.board_played(self.boards.index(tb), o, self.now)
            self.tables.append(host)
            self.boards.append(table)
        self.desk.flow.round_open(rnd, self.boards, [40000 + t for t in range(len(self.tables))],
                                  self.now, resumed=resumed is not None)

    def _commands(self) -> bool:
        moved = False
        while self.desk.commands:
            moved = True
            cmd = self.desk.commands.pop(0)
            if isinstance(cmd, OpenRound):
                self.open_round(cmd.rnd)
            elif isinstance(cmd, StartBoard):
                for t, b in enumerate(self.boards):
                    b.start_board(cmd.board, cmd.commits, cmd.secrets, self.now)
                    self.dealt.append((cmd.board, t, b.state))
            elif isinstance(cmd, Hurry):
                self.boards[cmd.table].hurry(self.now)
            elif isinstance(cmd, Finish):
                self.finished = True
        return moved

    # ------------------------------------------------------------------ people

    def _people(self) -> bool:
        moved = False
        for p in self.people:
            if p.desk is None or p.desk.game is None:
                continue
            events = [e for e in p.desk.events[p.seen:]]
            p.seen = len(p.desk.events)
            for ev in events:
                if isinstance(ev, SeatAssigned) and not p.away:
                    moved = True
                    self._sit(p, ev)
                elif isinstance(ev, BoardScored) and ev.board in p.games:
                    p.games[ev.board].board_revealed(ev.board, ev.commits, ev.secrets)
        return moved

    def _sit(self, p: MemPerson, seat: SeatAssigned) -> None:
        host = self.tables[seat.table]
        if p.table_host is host:
            return
        if p.table is not None and p.table_host is not None and p.table.cid not in p.table_host.dropped:
            p.table_host.drop(p.table)
        game = BoardGame(self.config.event_id, seat.table_id, p.data_dir / "records", identity(p.i).fingerprint)
        for b in seat.boards:
            p.games[b] = game
        p.table_host = host
        p.table = host.add_client(p.i, p.nick, autoplay=p.plays, game=game)

    def pump(self) -> None:
        for _ in range(10_000):
            self.desk_host.pump()
            moved = self._commands()
            for h in self.tables:
                h.pump()
            moved = self._people() or moved
            self.desk_host.pump()
            if not moved and not self.desk.outbox and not self.desk.commands:
                return
        raise AssertionError("the event did not settle")

    def next_deadline(self) -> float | None:
        due = [d for d in [self.desk.next_deadline(), *(h.table.next_deadline() for h in self.tables)]
               if d is not None]
        return min(due) if due else None

    def step(self) -> bool:
        """Run the next deadline; False when nothing is due any more."""
        self.pump()
        due = self.next_deadline()
        if due is None:
            return False
        self.set_now(max(self.now, due))
        self.desk.tick(self.now)
        for h in self.tables:
            h.table.tick(self.now)
        self.pump()
        return True

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while (due := self.next_deadline()) is not None and due <= end:
            self.step()
        self.set_now(end)
        self.desk.tick(self.now)
        for h in self.tables:
            h.table.tick(self.now)
        self.pump()

    def run(self, until: Any = None, max_steps: int = 200_000) -> None:
        """Step the clock until the event is over (or ``until()`` holds)."""
        for _ in range(max_steps):
            if self.finished or (until is not None and until()):
                return
            if not self.step():
                raise AssertionError(f"the event is stuck: phase {self.desk.phase}, board {self.desk.flow.playing}")
        raise AssertionError("the event did not finish")
