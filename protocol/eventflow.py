"""The boards of a duplicate event, board by board, at every table at once (PROTOCOL.md §18.4–18.6).

A board begins only when every table of the round is ready for it: then, and
not before, the participants reveal that board's secrets to the organiser, and
the organiser starts it at every table in one step (the same revealed board,
so the same deal everywhere). When every table has played it, its secrets,
every table's public actions and the points are published to everyone; the
standings follow from them. A table that is still playing
``catchup_ms`` after the first table finished is hurried: bots finish its
board at once, and the results mark it. After the last board of a round of
boards the players move (``OpenRound``); after the last board the event ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Protocol

from lanjolly.duplicate import Movement, Place

from .boardtable import BoardOutcome, BoardTable
from .eventconfig import EventConfig, EventPhase
from .eventreveal import BoardSecrets, Reveal
from .eventroster import Entrant, Roster
from .journal import EventJournal, EventRecord
from .messages import make
from .receipts import ReceiptKind
from .tableinfo import SeatKind

ACTS_PER_FRAME = 400                  # a board's public actions travel in frames of at most this many


class DeskSide(Protocol):
    """What the flow uses of its desk (``eventdesk.Desk``), which owns it: typed here, so the two
    modules do not import each other."""

    config: EventConfig
    movement: Movement
    roster: Roster
    secrets: BoardSecrets
    journal: EventJournal | None
    phase: EventPhase

    @property
    def conns(self) -> Mapping[int, Any]: ...

    def changed(self, now: float) -> None: ...

    def _out(self, cid: int, msg: dict[str, Any], close: bool = False) -> None: ...

    def _all(self, msg: dict[str, Any]) -> None: ...

    def _tl(self, now: float) -> int: ...

    def _refuse(self, cid: int, code: str, text: str, **args: int | str) -> None: ...

    def _receipt(self, cid: int, board: int, slot: int, kind: ReceiptKind, value: bytes, attempt: int = 1) -> None:
        ...


class Sender(Protocol):
    """A desk connection, as the flow sees it."""

    @property
    def slot(self) -> int | None: ...


@dataclass(frozen=True)
class OpenRound:
    """Open the tables of round ``rnd`` (the organiser then calls :meth:`BoardFlow.round_open`)."""
    rnd: int


@dataclass(frozen=True)
class StartBoard:
    """Deal ``board`` at every table of the round, now, from these commitments and secrets."""
    board: int
    commits: dict[int, bytes]
    secrets: dict[int, bytes]


@dataclass(frozen=True)
class Hurry:
    """Table ``table`` fell behind: bots finish its board."""
    table: int


@dataclass(frozen=True)
class Finish:
    """Every board is played: write the results."""


Command = OpenRound | StartBoard | Hurry | Finish


class BoardFlow:
    """The desk's part that runs the boards; its state is what the event journal records."""

    def __init__(self, desk: DeskSide) -> None:
        self.desk = desk
        self.commands: list[Command] = []
        self.rnd = -1
        self.tables: list[BoardTable] = []
        self.ports: list[int] = []
        self.want: int | None = None            # the board to begin next, once everyone is ready
        self.gather_until: float | None = None
        self.pause_until: float | None = None
        self.playing: int | None = None
        self.catchup_at: float | None = None
        self.outcomes: dict[int, dict[int, BoardOutcome]] = {}
        self.dealt: dict[int, tuple[dict[int, bytes], dict[int, bytes]]] = {}
        self.published: list[int] = []

    # ------------------------------------------------------------------ rounds of boards

    def start(self, now: float) -> None:
        self.commands.append(OpenRound(0))
        self.desk.changed(now)

    def round_open(self, rnd: int, tables: list[BoardTable], ports: list[int], now: float,
                   resumed: bool = False) -> None:
        """The organiser opened round ``rnd``'s tables: tell every player where to sit, then gather
        (a ``resumed`` round goes on with :meth:`resume_next`)."""
        self.rnd, self.tables, self.ports = rnd, tables, ports
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.ROUND, {"rnd": rnd, "tables": [t.table_id for t in tables], "ports": ports})
        for e in self.desk.roster.people:
            if e.cid is not None:
                self._seat(e.cid, e)
        if not resumed:
            self.want = self.desk.movement.boards_of(rnd)[0]
            self.gather_until = now + self.desk.config.gather_ms / 1000
            if rnd > 0:       # the standings stay up between the rounds' boards too
                self.pause_until = now + self._pause_s()
        self.desk.changed(now)

    def resume_next(self, now: float) -> None:
        """After a resume with no board under way: the next board (everyone reconnects first), the next
        round, or the end."""
        if self.playing is None:
            n = len(self.published)
            if n >= self.desk.movement.boards:
                self.desk.phase = EventPhase.FINISHED
                self.commands.append(Finish())
            elif self.desk.movement.round_of(n) != self.rnd:
                self.commands.append(OpenRound(self.rnd + 1))
            else:
                self.want, self.gather_until = n, now + self.desk.config.gather_ms / 1000
        elif len(self.outcomes.get(self.playing, {})) == len(self.tables):
            self._publish(self.playing, now)
        self.desk.changed(now)

    def _seat(self, cid: int, e: Entrant) -> None:
        assert e.place is not None
        t = self.desk.movement.table_of(e.place, self.rnd)
        self.desk._out(cid, make("ev_seat", round=self.rnd, table=t, seat=e.place.seat, port=self.ports[t],
                                 table_id=self.tables[t].table_id,
                                 boards=list(self.desk.movement.boards_of(self.rnd))))

    def _pause_s(self) -> float:
        """The pause between boards, for people to see the standings: none when only bots play."""
        return self.desk.config.pause_ms / 1000 if self.desk.roster.people else 0.0

    def arrived(self) -> bool:
        """Every person of the round sits at their table."""
        return all(s.cid is not None for t in self.tables for s in t.seats if s.kind is SeatKind.HUMAN)

    # ------------------------------------------------------------------ the clock

    def deadlines(self) -> list[float | None]:
        r = self.desk.secrets.reveal
        begin = None
        if self.want is not None and (r is None or r.board != self.want):
            begin = max(self.pause_until or 0.0, self.gather_until or 0.0) if not self.arrived() \
                else (self.pause_until or 0.0)
        reveal = r.deadline if r is not None and self.playing is None and r.board == self.want else None
        return [begin, reveal, self.catchup_at]

    def tick(self, now: float) -> None:
        r = self.desk.secrets.reveal
        if r is not None and r.board == self.want and r.deadline is not None and now >= r.deadline:
            missing = next(s for s in sorted(r.asked) if s not in r.secrets)
            self._abort(missing, "no_secret", now)
        if self.catchup_at is not None and now >= self.catchup_at and self.playing is not None:
            self.catchup_at = None
            done = self.outcomes.get(self.playing, {})
            self.commands.extend(Hurry(t) for t in range(len(self.tables)) if t not in done)
            self.desk.changed(now)
        begin = self.deadlines()[0]
        if begin is not None and now >= begin:
            self._begin(now)

    # ------------------------------------------------------------------ one board's secrets

    def _begin(self, now: float) -> None:
        assert self.want is not None
        connected = {e.slot: e.cid for e in self.desk.roster.people if e.cid is not None}
        r = self.desk.secrets.begin(self.want, connected, now, self.desk.config.deal_timeout_ms / 1000)
        for slot, reason in r.excluded.items():
            self._announce_abort(r, slot, reason)
        self._ask(r, now)

    def _ask(self, r: Reveal, now: float) -> None:
        for slot, cid in r.asked.items():
            if slot not in r.secrets:
                self.desk._out(cid, make("ev_reveal_req", board=r.board, attempt=r.attempt, tl=self.desk._tl(now)))
        if r.complete:
            self._deal(now)
        else:
            self.desk.changed(now)

    def on_secret(self, cid: int, conn: Sender, msg: dict[str, Any], now: float) -> None:
        r = self.desk.secrets.reveal
        slot = conn.slot
        if (r is None or self.playing is not None or msg["board"] != r.board or msg["attempt"] != r.attempt
                or slot is None or r.asked.get(slot) != cid or slot in r.secrets):
            return self.desk._refuse(cid, "deal_stale", "no secret is expected from you now")
        self.desk._receipt(cid, r.board, slot, ReceiptKind.SECRET, msg["s"], r.attempt)
        if not self.desk.secrets.take(slot, msg["s"]):
            return self._abort(slot, "bad_secret", now)
        if r.complete:
            self._deal(now)

    def _abort(self, slot: int, reason: str, now: float) -> None:
        old = self.desk.secrets.reveal
        assert old is not None
        self._announce_abort(old, slot, reason)
        self._ask(self.desk.secrets.abort(slot, reason, now, self.desk.config.deal_timeout_ms / 1000), now)

    def _announce_abort(self, r: Reveal, slot: int, reason: str) -> None:
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.ABORT, {"board": r.board, "slot": slot, "reason": reason})
        self.desk._all(make("ev_abort", board=r.board, attempt=r.attempt, slot=slot, reason=reason))

    def _deal(self, now: float) -> None:
        """Every secret of the board is in: start it at every table in this same step."""
        commits, secrets = self.desk.secrets.dealt()
        board = self.desk.secrets.reveal.board if self.desk.secrets.reveal else -1
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.DEALT, {"board": board, "secrets": {str(s): v.hex() for s, v in secrets.items()}})
        self.dealt[board] = (commits, secrets)
        self.playing, self.want = board, None
        self.gather_until = self.pause_until = None
        self.commands.append(StartBoard(board, commits, secrets))
        self.desk.changed(now)

    # ------------------------------------------------------------------ the tables report

    def board_played(self, table: int, outcome: BoardOutcome, now: float) -> None:
        """A table finished the board under way."""
        if outcome.board != self.playing or table in self.outcomes.get(outcome.board, {}):
            return
        done = self.outcomes.setdefault(outcome.board, {})
        done[table] = outcome
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.OUTCOME, outcome_to_json(table, outcome))
        if len(done) == 1:
            self.catchup_at = now + self.desk.config.catchup_ms / 1000
        if len(done) == len(self.tables):
            self._publish(outcome.board, now)
        else:
            self.desk.changed(now)

    def _publish(self, board: int, now: float) -> None:
        """The board is over everywhere: its secrets, every table's play and points, to everyone."""
        self.catchup_at, self.playing = None, None
        self.published.append(board)
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.PUBLISHED, {"board": board})
        for cid in self.desk.conns:
            self._send_board(cid, board)
        mv = self.desk.movement
        if board == mv.boards - 1:
            self.desk.phase = EventPhase.FINISHED
            self.commands.append(Finish())
        elif mv.round_of(board + 1) != self.rnd:
            self.commands.append(OpenRound(self.rnd + 1))
        else:
            self.want = board + 1
            self.pause_until = now + self._pause_s()
        self.desk.changed(now)

    def _send_board(self, cid: int, board: int) -> None:
        commits, secrets = self.dealt[board]
        out = self.desk._out
        excluded = [[s, why] for b, s, why in self.desk.secrets.aborts if b == board]
        out(cid, make("ev_board", board=board, secrets=[[s, v] for s, v in sorted(secrets.items())],
                      excluded=excluded))
        rnd = self.desk.movement.round_of(board)
        for t, o in sorted(self.outcomes[board].items()):
            for first in range(0, len(o.acts), ACTS_PER_FRAME):
                out(cid, make("ev_acts", board=board, table=t, first=first,
                              acts=list(o.acts[first:first + ACTS_PER_FRAME])))
            slots = [self.desk.roster.at(Place(p.home, p.seat)).slot for p in self.desk.movement.seating(rnd)[t]]
            out(cid, make("ev_board_table", board=board, table=t, slots=slots, totals=list(o.totals),
                          points=list(o.points), marks=[sorted(m.value for m in ms) for ms in o.marks],
                          n=len(o.acts)))

    def catch_up(self, cid: int, entrant: Entrant | None) -> None:
        """Someone (back) at the desk: the commitments, their seat, every board published so far."""
        for who, commits in sorted(self.desk.secrets.commits.items()):
            self.desk._out(cid, make("ev_commits", slot=who, c=list(commits)))
        self.desk._out(cid, make("ev_go", digest=self.desk.secrets.digest, count=len(self.desk.secrets.commits)))
        if entrant is not None and entrant.place is not None and self.rnd >= 0 and self.tables:
            self._seat(cid, entrant)
        for board in self.published:
            self._send_board(cid, board)
        r = self.desk.secrets.reveal
        slot = entrant.slot if entrant is not None else None
        if r is not None and self.playing is None and slot is not None and slot in r.asked and slot not in r.secrets:
            r.asked[slot] = cid
            self.desk._out(cid, make("ev_reveal_req", board=r.board, attempt=r.attempt, tl=-1))


def outcome_to_json(table: int, o: BoardOutcome) -> dict[str, Any]:
    return {"table": table, "board": o.board, "dealer": o.dealer, "totals": list(o.totals), "acts": list(o.acts),
            "points": list(o.points), "marks": [sorted(m.value for m in ms) for ms in o.marks]}
