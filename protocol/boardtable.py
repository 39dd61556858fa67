"""One table of a duplicate event for one round of boards (PROTOCOL.md §18.4–18.6), as a configured Table.

A board table is an ordinary :class:`~protocol.table.Table` given two parts
through its seams, never by reaching into it:

* a :class:`BoardPlan` as its round plan (:mod:`protocol.tableplan`): its
  rounds are the event's boards, numbered by the event, dealt by seat
  ``board mod seats`` with every seat playing and scored without ever ending
  a match; the next board starts when the organiser says so (or, for a board
  set alone, by the table's own pause); and the plan's hooks keep who played
  each seat (the results' marks) and hand each finished board's outcome on;
* the plan's :meth:`BoardPlan.deal` as its deal source: a
  :class:`~protocol.tabledeal.FixedDeal` of the board revealed from the
  event's contributions (§18.3, in the event's name, not the table's), its
  reshuffles from the same revealed board and the bots' choices seeded from
  its transcript (``eventboards.bot_seed``), never the clock. The journal
  keeps the board's commitments and secrets (``tabledeal.board_record``), so a
  resumed table replays each board through the table's own dispatcher.

:class:`BoardTable` is what the organiser holds: the table, its plan, and the
organiser's calls (seat the players, start a board at every table at once,
hurry a table that fell behind). The seats are given (a person by fingerprint,
or a bot); nobody else sits, and newcomers watch.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from lanjolly.actions import Action
from lanjolly.duplicate import Mark
from lanjolly.match import MatchState
from lanjolly.round import RoundState, deal
from lanjolly.scoring import RoundResult, score_round

from .deal import reveal_round, secret_chance
from .eventboards import bot_seed
from .journal import Journal, Record
from .table import Table
from .tableconfig import TableConfig
from .tabledeal import DealContext, DealRound, FixedDeal, board_record
from .tableinfo import SeatKind
from .tablephase import TablePhase
from .tableplan import RoundPlan

Contributions = tuple[Mapping[int, bytes], Mapping[int, bytes]]    # a board's (commitments, secrets) by slot


def board_table_id(event_id: str, rnd: int, table: int) -> str:
    """A board table's id names its event: ``EVENT-ROUND-TABLE`` (PROTOCOL.md §18.4)."""
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


class BoardPlan(RoundPlan):
    """A table's rounds as an event's boards (see the module docstring), and its deal source.

    ``count`` None: the organiser starts each board (:meth:`give`, then ``Table.begin_round``);
    a number: the table deals boards 0 … count−1 itself, each from ``contributions(board)``, the next
    after its pause (or when its players press Next), and the match ends after the last (a board set
    alone, §18.8)."""

    notice = ("board_dealt", "Board")

    def __init__(self, event_id: str, seats: int, count: int | None = None,
                 contributions: Callable[[int], Contributions] | None = None) -> None:
        self.event_id, self.n, self.count = event_id, seats, count
        self.told = count is None
        self.contributions = contributions
        self.given: dict[int, Contributions] = {}       # boards the organiser handed over
        self.next_board: int | None = None
        self.board: int | None = None                   # the board under way (or last played)
        self.marks: dict[int, set[Mark]] = {}
        self.present: set[int] = set()                  # human seats whose player was here during the board
        self.hurried = False
        self.outcomes: list[BoardOutcome] = []
        self.on_over: Callable[[BoardOutcome], None] | None = None

    # ---------------------------------------------------------------- the deal source

    def give(self, board: int, commits: Mapping[int, bytes], secrets: Mapping[int, bytes]) -> None:
        """The organiser's board to deal next, from its contributors' commitments and secrets."""
        self.given[board] = (dict(commits), dict(secrets))
        self.next_board = board

    def deal(self, ctx: DealContext) -> DealRound:
        """The board ``ctx.round_no``, revealed in the event's name (PROTOCOL.md §18.3)."""
        b = ctx.round_no
        commits, secrets = self.given.pop(b) if b in self.given else self._contributions(b)
        revealed = reveal_round(self.event_id, b, commits, secrets)
        return FixedDeal(ctx, revealed.deal_order(), secret_chance(revealed),
                         record=board_record(b, ctx.attempt, self.event_id, revealed), bot_seed=bot_seed(revealed))

    def _contributions(self, board: int) -> Contributions:
        if self.contributions is None:
            raise ValueError(f"board {board + 1} was not given to this table")
        return self.contributions(board)

    # ---------------------------------------------------------------- the plan

    def next_round(self, match: MatchState) -> int:
        """The board the organiser gave last; a board set alone deals its boards in order. (A replay
        deals each board its journal names, whatever this says.)"""
        return match.round_no if self.next_board is None else self.next_board

    def start_round(self, match: MatchState, order: Sequence[int], round_no: int) -> RoundState:
        """Board ``round_no``: its dealer is seat ``board mod seats`` and every seat plays (§18.4)."""
        return deal(match.variant, order, round_no % self.n, (True,) * self.n, round_no=round_no,
                    totals=match.totals)

    def score(self, match: MatchState, state: RoundState) -> tuple[MatchState, RoundResult]:
        """The board's points added to the table's totals; only a board set alone ends, after its last board."""
        result = score_round(state)
        pts = tuple(p or 0 for p in result.points())
        totals = tuple(t + p for t, p in zip(match.totals, pts))
        played = match.round_no + 1
        finished = self.count is not None and played >= self.count
        best = max(totals) if match.variant.positive_scoring else min(totals)
        winners = tuple(i for i, t in enumerate(totals) if t == best) if finished else ()
        return replace(match, totals=totals, round_no=played, history=match.history + (result.points(),),
                       finished=finished, winners=winners), result

    # ---------------------------------------------------------------- hooks: who played each seat

    def dealt(self, state: RoundState, present: frozenset[int]) -> None:
        self.board, self.hurried = state.round_no, False
        self.marks = {i: set() for i in range(self.n)}
        self.present = set()
        for seat in sorted(present):
            self.arrived(seat)

    def applied(self, action: Action, person: bool) -> None:
        seat = getattr(action, "seat", None)
        if not person and isinstance(seat, int) and self.seats[seat].kind is SeatKind.HUMAN:
            self.mark(seat, Mark.STAND_IN)   # a bot or the host's least turn played for a person

    def arrived(self, seat: int) -> None:
        """The seat's player is at the table during this board (journaled: a resumed table remembers)."""
        if seat not in self.present:
            self.journal(Record.PRESENT, {"seat": seat})
        self.present.add(seat)

    def mark(self, seat: int, mark: Mark) -> None:
        if mark not in self.marks.setdefault(seat, set()):
            self.journal(Record.MARK, {"seat": seat, "mark": mark.value})
        self.marks[seat].add(mark)

    def restore(self, kind: Record, body: dict[str, Any]) -> None:
        seat = int(body["seat"])
        if kind is Record.MARK:
            self.marks.setdefault(seat, set()).add(Mark(body["mark"]))
        else:
            self.present.add(seat)

    def round_over(self, state: RoundState, result: RoundResult, acts: Sequence[dict[str, Any]]) -> None:
        pts = tuple(p or 0 for p in result.points())
        outcome = BoardOutcome(state.round_no, state.dealer, state.totals, tuple(acts), pts, self._board_marks())
        self.outcomes.append(outcome)
        if self.on_over is not None:
            self.on_over(outcome)

    def _board_marks(self) -> tuple[frozenset[Mark], ...]:
        out = []
        for i, s in enumerate(self.seats):
            marks = set(self.marks.get(i, ()))
            if s.kind is SeatKind.HUMAN and i not in self.present and Mark.STAND_IN in marks:
                marks = {Mark.ABSENT} | (marks & {Mark.HURRIED})
            out.append(frozenset(marks))
        return tuple(out)


class BoardTable:
    """A board table as the organiser holds it: the :class:`Table` (what a ``Host`` serves) and its
    :class:`BoardPlan`. See the module docstring."""

    def __init__(self, config: TableConfig, journal: Journal | None = None, *, count: int | None = None,
                 contributions: Callable[[int], Contributions] | None = None,
                 resumed_at: float | None = None) -> None:
        """``resumed_at``: rebuild the table from ``journal`` (see :meth:`resume`)."""
        self.plan = BoardPlan(event_of(config.table_id), config.seats, count, contributions)
        self.plan.on_over = self._over
        self.on_board_over: Callable[[BoardTable, BoardOutcome], None] | None = None
        if resumed_at is None:
            self.table = Table(config, journal, deals=self.plan.deal, plan=self.plan)
        else:
            assert journal is not None
            self.table = Table.resume(journal, resumed_at, deals=self.plan.deal, plan=self.plan)

    @classmethod
    def resume(cls, journal: Journal, now: float) -> "BoardTable":
        """The table as its journal left it: ``Table.resume`` with this plan, which hears the replay,
        so the marks of the board under way (who a bot played for, who was there) come back too."""
        return cls(Table.config_in(journal), journal, resumed_at=now)

    def _over(self, outcome: BoardOutcome) -> None:
        if self.on_board_over is not None:
            self.on_board_over(self, outcome)

    # ---------------------------------------------------------------- what the organiser reads

    config = property(lambda self: self.table.config)
    table_id = property(lambda self: self.table.table_id)
    event_id = property(lambda self: self.plan.event_id)
    variant = property(lambda self: self.table.variant)
    seats = property(lambda self: self.table.seats)
    phase = property(lambda self: self.table.phase)
    state = property(lambda self: self.table.state)
    round_acts = property(lambda self: self.table.round_acts)
    outcomes = property(lambda self: self.plan.outcomes)
    marks = property(lambda self: self.plan.marks)
    present = property(lambda self: self.plan.present)
    hurried = property(lambda self: self.plan.hurried)
    board = property(lambda self: self.plan.board)

    # ---------------------------------------------------------------- the organiser's calls

    def reserve(self, seat: int, fp: str, nick: str) -> None:
        """Keep ``seat`` for the person ``fp``: they sit there when they connect, nobody else does."""
        self.table.seats.reserve(seat, fp, nick)

    def seat_bot(self, seat: int, strength: str, nick: str) -> None:
        """A bot of ``strength`` plays ``seat`` under the event's name for it."""
        self.table.seats.make_bot(seat, strength, nick)

    def start_board(self, board: int, commits: Mapping[int, bytes], secrets: Mapping[int, bytes],
                    now: float) -> None:
        """Deal ``board`` from its contributors' commitments and secrets (the organiser calls every table
        in one step); a person not here yet keeps the grace period from now."""
        self.plan.give(board, commits, secrets)
        self.table.seats.away_from(now)
        self.table.begin_round(now)

    def hurry(self, now: float) -> None:
        """This table fell too far behind: bots finish the board for every seat, at once (§18.6)."""
        if self.table.phase is not TablePhase.PLAY or self.plan.hurried:
            return
        self.plan.hurried = True
        for i in range(len(self.table.seats)):
            self.plan.mark(i, Mark.HURRIED)
        self.table.outbox.sys("board_hurried", -1, "", "this table fell behind the others: bots finish the board")
        self.table.bots_finish(now)
