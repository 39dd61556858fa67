"""One table of a duplicate event for one round of boards (PROTOCOL.md §18.5).

A ``BoardTable`` is a host ``Table`` whose rounds are the event's boards: it
does not run its own commit-reveal; the organiser hands it each board's
revealed contributions (:meth:`start_board`) at the moment every table starts
that board, and the table deals ``deal_order()`` of the board with the board's
dealer, ``round_no`` = the board, every seat playing. Reshuffles come from the
same revealed board, and the bots' choices from the board's seed
(``eventboards.bot_seed``), never the clock. The seats are given (a person by
fingerprint, or a bot); nobody else sits, and newcomers watch. When a board
ends the table tells the organiser (``on_board_over``) and waits.

Glue over :class:`protocol.table.Table` through its current overridable steps
until the host's composed deal part (issue 21) offers a seam for an outside
deck order; the overrides below are exactly the steps that seam replaces.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping

from lanjolly.actions import Action, Reshuffle
from lanjolly.duplicate import Mark
from lanjolly.match import new_match
from lanjolly.round import deal
from lanjolly.scoring import score_round
from lanjolly.turnflow import Flow

from .deal import reveal_round
from .eventboards import bot_seed
from .journal import Journal
from .messages import make
from .table import Table
from .tabledeal import DealRound
from .tablephase import TablePhase
from .tableseats import Conn, Seat
from .wireview import result_to_wire


def board_table_id(event_id: str, rnd: int, table: int) -> str:
    """A board table's id names its event: ``EVENT-ROUND-TABLE`` (PROTOCOL.md §18.5)."""
    return f"{event_id}-{rnd}-{table}"


def event_of(table_id: str) -> str:
    return table_id.split("-", 1)[0]


@dataclass(frozen=True)
class BoardOutcome:
    """What one table made of one board: enough to replay it and to score it."""

    board: int
    dealer: int
    totals: tuple[int, ...]                 # the table's totals before the board (the deal's ``tot``)
    acts: tuple[dict[str, Any], ...]        # every public action, in order
    points: tuple[int, ...]
    marks: tuple[frozenset[Mark], ...]


class BoardTable(Table):
    """See the module docstring."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.on_board_over: Callable[[BoardTable, BoardOutcome], None] | None = None
        self.marks: dict[int, set[Mark]] = {}
        self.present: set[int] = set()                # human seats whose player was here during the board
        self.hurried = False
        self.board: int | None = None
        self.outcomes: list[BoardOutcome] = []

    @property
    def event_id(self) -> str:
        return event_of(self.table_id)

    @classmethod
    def resume(cls, journal: Journal, now: float) -> "BoardTable":
        """``Table.resume``, plus the marks of the board under way (who a bot played for)."""
        table = super().resume(journal, now)
        assert isinstance(table, BoardTable)
        marks: dict[int, set[Mark]] = {}
        present: set[int] = set()
        for kind, body in journal.entries():
            if kind == "round":
                marks, present = {}, set()
            elif kind == "mark":
                marks.setdefault(int(body["seat"]), set()).add(Mark(body["mark"]))
            elif kind == "present":
                present.add(int(body["seat"]))
        table.marks, table.present = marks, present
        table.board = table.state.round_no if table.state is not None else None
        return table

    def reserve(self, seat: int, fp: str, nick: str) -> None:
        """Keep ``seat`` for the person ``fp``: they sit there when they connect, nobody else does."""
        self.seats[seat] = Seat(kind="human", fp=fp, nick=nick, ready=True)
        self._journal_seat(seat)

    # ------------------------------------------------------------------ boards from outside

    def start_board(self, board: int, commits: Mapping[int, bytes], secrets: Mapping[int, bytes], now: float) -> None:
        """Deal ``board`` from its contributors' commitments and secrets (the organiser calls every table at once)."""
        if self.phase is TablePhase.LOBBY:
            self.match = new_match(self.variant, len(self.seats))
            if self.journal is not None:
                self.journal.write("start", {})
        if self.phase is not TablePhase.DEAL:
            self._enter(TablePhase.DEAL)
        for s in self.seats:
            if s.kind == "human" and s.cid is None and s.dropped_at is None:
                s.dropped_at = now            # not here yet: the grace period runs from the deal
        self.deal = DealRound(board, 1, {}, dict(commits), dict(secrets), phase="secret")
        self._deal(now)

    def _deal(self, now: float) -> None:
        d = self.deal
        assert d is not None and self.match is not None
        # the event's board, in the event's name (PROTOCOL.md §18.3), not this table's own deal
        self.revealed = reveal_round(self.event_id, d.round_no, d.commits, d.secrets)
        if self.journal is not None:
            self.journal.write("round", {"round": d.round_no, "attempt": d.attempt,
                                         "commits": {str(k): v.hex() for k, v in d.commits.items()},
                                         "secrets": {str(k): v.hex() for k, v in d.secrets.items()}})
        self.board = d.round_no
        self.rng = random.Random(bot_seed(self.revealed))   # the board's bots, the same at every table
        self._bots.clear()
        self.marks = {i: set() for i in range(len(self.seats))}
        self.present = set()
        for i, s in enumerate(self.seats):
            if s.kind == "human" and s.cid is not None:
                self._seen(i)
        self.hurried = False
        self.deal = DealRound(d.round_no, d.attempt, {}, {}, {}, phase="secret")  # no table-level deal on the wire
        self._start_round(self.revealed.deal_order())
        self._enter(TablePhase.PLAY)
        self._after_change(now)
        for cid in list(self.conns):
            self._snapshot(cid, now)
        assert self.state is not None
        dealer = self.state.dealer
        self._sys("board_dealt", dealer, self.seats[dealer].nick,
                  f"Board {d.round_no + 1}: {self.seats[dealer].nick} deals", round=d.round_no + 1)
        self._table_changed(now)

    def _start_round(self, order: list[int]) -> None:
        assert self.match is not None and self.deal is not None
        n = len(self.seats)
        board = self.deal.round_no
        self.state = deal(self.variant, order, board % n, (True,) * n, round_no=board, totals=self.match.totals)
        self.round_acts = []
        self.flow = Flow()
        self.knock_deadline = None

    def _begin_deal(self, now: float, excluded: set[int] | None = None, attempt: int = 1) -> None:
        """Nothing to do: the organiser starts every board (:meth:`start_board`)."""

    def _maybe_start(self, now: float) -> None:
        """Never by itself: the organiser starts the first board when every table is ready."""

    def _end_round(self, now: float) -> None:
        assert self.match is not None and self.state is not None
        st, board = self.state, self.state.round_no
        result = score_round(st)
        pts = tuple(p or 0 for p in result.points())
        before = self.match.totals
        self.match = replace(self.match, totals=tuple(t + p for t, p in zip(before, pts)),
                             round_no=self.match.round_no + 1, history=self.match.history + (result.points(),))
        if self.journal is not None:
            self.journal.write("end", {"round": board})
        self._all(make("round_end", round=board, result=result_to_wire(result), totals=list(self.match.totals),
                       tl=-1))
        self._board_closed(now)
        outcome = BoardOutcome(board, st.dealer, before, tuple(self.round_acts), pts, self._board_marks())
        self.outcomes.append(outcome)
        if self.on_board_over is not None:
            self.on_board_over(self, outcome)

    def _board_closed(self, now: float) -> None:
        """After a board: wait for the organiser's next one."""
        self._enter(TablePhase.BETWEEN)
        self.next_round_at = None
        self._table_changed(now)

    def _board_marks(self) -> tuple[frozenset[Mark], ...]:
        out = []
        for i, s in enumerate(self.seats):
            marks = set(self.marks.get(i, ()))
            if s.kind == "human" and i not in self.present and Mark.STAND_IN in marks:
                marks = {Mark.ABSENT} | (marks & {Mark.HURRIED})
            out.append(frozenset(marks))
        return tuple(out)

    # ------------------------------------------------------------------ who played each seat

    def _apply(self, action: Action, now: float, cid: int | None = None, n: int = -1) -> bool:
        seat = getattr(action, "seat", None)
        if (cid is None and seat is not None and not isinstance(action, Reshuffle)
                and self.seats[seat].kind == "human" and self.journal is not None):
            self._mark(seat, Mark.STAND_IN)    # a bot or the host's least turn played for a person
        return super()._apply(action, now, cid, n)

    def _mark(self, seat: int, mark: Mark) -> None:
        if mark not in self.marks.setdefault(seat, set()) and self.journal is not None:
            self.journal.write("mark", {"seat": seat, "mark": mark.value})
        self.marks[seat].add(mark)

    def _seen(self, seat: int) -> None:
        """The seat's player is at the table during this board (journaled: a resumed table remembers)."""
        if seat not in self.present and self.journal is not None:
            self.journal.write("present", {"seat": seat})
        self.present.add(seat)

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False, addr: str = "") -> int:
        seat = super().connect(cid, fp, nick, now, watch, addr)
        if seat >= 0 and self.phase is TablePhase.PLAY:
            self._seen(seat)
            if self.hurried:
                self.seats[seat].auto = True   # the board is being finished by bots
                self._schedule_bot(now)
        return seat

    def hurry(self, now: float) -> None:
        """This table fell too far behind: bots finish the board for every seat, at once (§18.6)."""
        if self.phase is not TablePhase.PLAY or self.hurried:
            return
        self.hurried = True
        self.config = replace(self.config, bot_delay_ms=0)
        for i, s in enumerate(self.seats):
            self._mark(i, Mark.HURRIED)
            if s.kind == "human":
                s.auto = True
        self._sys("board_hurried", -1, "", "this table fell behind the others: bots finish the board")
        self._table_changed(now)
        self._schedule_bot(now)

    def _on_act(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if self.hurried:
            return self._refuse(cid, "bad_state", "bots are finishing this board", msg["n"], request="act")
        super()._on_act(cid, conn, msg, now)

    def _on_back(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if not self.hurried:
            super()._on_back(cid, conn, msg, now)
