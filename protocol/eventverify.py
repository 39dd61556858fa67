"""Re-checking a whole duplicate event from its record (``lanjolly verify DIR``, PROTOCOL.md §18.7).

The checks, each refusing with its reason: every participant's commitments
give the recorded digest; each board's secrets open their commitments (so the
board came from what was committed before anything was revealed); each table
sat the event's movement, with the board's dealer; each table's public actions
replay through the rules from the board's one deal (so every table played the
same deal) and give the recorded points; the standings, and the CSV files
next to the record, are what the engine's duplicate scoring makes of them.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lanjolly.errors import IllegalAction
from lanjolly.round import RoundState
from lanjolly.scoring import score_round
from lanjolly.duplicate import boards_csv, standings_csv

from .deal import DealError
from .eventboards import ORGANISER_SLOT, commits_digest
from .eventconfig import EventConfig
from .eventrecord import RecordError, diff_of, load_record, round_record, sheet_of, standings_json
from .verify import iter_round_states


@dataclass
class EventReport:
    ok: bool
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    boards: int = 0

    def __str__(self) -> str:
        if not self.ok:
            return "event NOT verified: " + "; ".join(self.problems)
        return f"event verified: {self.boards} boards" + ("; " + "; ".join(self.notes) if self.notes else "")


def _digest_ok(rec: dict[str, Any]) -> bool:
    commits = {int(s): [bytes.fromhex(c) for c in cs] for s, cs in rec["commits"].items()}
    return hmac.compare_digest(commits_digest(rec["event"]["event_id"], commits), bytes.fromhex(rec["digest"]))


def check_board(rec: dict[str, Any], board: dict[str, Any], table: dict[str, Any]) -> str | None:
    """One table's play of one board against the event: None, or the reason it is refused."""
    config = EventConfig.from_dict(rec["event"])
    mv = config.movement
    b, t = board["board"], table["table"]
    where = f"board {b + 1}, table {t + 1}"
    if not 0 <= t < mv.tables:
        return f"{where}: there is no such table"
    by_slot = {int(p["slot"]): p for p in rec["players"]}
    want = [next((s for s, p in by_slot.items() if (p["home"], p["seat"]) == (pl.home, pl.seat)), -1)
            for pl in mv.seating(mv.round_of(b))[t]]
    if table["slots"] != want:
        return f"{where}: the players are not the ones the movement seats there"
    if table["dealer"] != mv.dealer(b):
        return f"{where}: dealer seat {table['dealer'] + 1}, but the board's dealer is seat {mv.dealer(b) + 1}"
    try:
        last: RoundState | None = None
        for last in iter_round_states(round_record(rec, board, table)):
            pass
    except DealError as exc:
        return f"board {b + 1}: {exc}"
    except IllegalAction as exc:
        return f"{where}: the public actions do not replay from the board's deal ({exc})"
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return f"{where}: the record is damaged ({type(exc).__name__}: {exc})"
    assert last is not None
    if not last.over:
        return f"{where}: the public actions end before the board is over"
    points = [p or 0 for p in score_round(last).points()]
    for seat, (got, said) in enumerate(zip(points, table["points"])):
        if got != said:
            return f"{where}, seat {seat + 1}: the record says {said} points, the replay gives {got}"
    return None


def check_event(rec: dict[str, Any], folder: Path | None = None) -> EventReport:
    """Every check of the module docstring over a record already read by ``load_record``."""
    report = EventReport(True)
    config = EventConfig.from_dict(rec["event"])
    if not _digest_ok(rec):
        report.problems.append("the commitments do not give the recorded digest")
    seen = [b["board"] for b in rec["boards"]]
    if seen != list(range(len(seen))):
        report.problems.append("the boards are not numbered 1, 2, 3, ... in order")
    for board in rec["boards"]:
        tables = sorted(t["table"] for t in board["tables"])
        if tables != list(range(config.tables)):
            report.problems.append(f"board {board['board'] + 1}: not every table's play is in the record")
        for table in board["tables"]:
            problem = check_board(rec, board, table)
            if problem is not None:
                report.problems.append(problem)
        if set(board["secrets"]) == {str(ORGANISER_SLOT)}:
            report.notes.append(f"board {board['board'] + 1} was dealt by the organiser alone")
    report.boards = len(rec["boards"])
    if not report.problems:
        _check_results(rec, folder, report)
    report.ok = not report.problems
    return report


def _check_results(rec: dict[str, Any], folder: Path | None, report: EventReport) -> None:
    sheet = sheet_of(rec)
    names = {int(p["slot"]): p["nick"] for p in rec["players"]}
    want = standings_json(rec, sheet.standings())
    if len(want) != len(rec["standings"]):
        report.problems.append("the standings do not list every player")
    for w, got in zip(want, rec["standings"]):
        if {**got, "diff": diff_of(got["diff"])} != {**w, "diff": diff_of(w["diff"])}:
            who = names.get(got["slot"], got["slot"])
            report.problems.append(f"standings: {who}'s row says rank {got['rank']}, {got['matchpoints']} "
                                   f"matchpoints, but the boards give rank {w['rank']}, {w['matchpoints']}")
            break
    for name, text in (("boards.csv", boards_csv(sheet)), ("standings.csv", standings_csv(sheet))):
        path = folder / name if folder is not None else None
        if path is not None and path.exists():
            have = path.read_text(encoding="utf-8", errors="replace")[:4_000_000]
            if have != text:
                line = next(i for i, (a, b) in enumerate(zip(have.splitlines() + [""], text.splitlines() + [""]), 1)
                            if a != b)
                report.problems.append(f"{name} differs from the results the boards give (line {line})")


def verify_event(path: str | Path) -> EventReport:
    """Read and re-check an event record (a folder holding ``event.json``, or the file)."""
    try:
        rec = load_record(path)
    except RecordError as exc:
        return EventReport(False, [str(exc)])
    p = Path(path)
    return check_event(rec, p if p.is_dir() else p.parent)


def is_event_path(path: str | Path) -> bool:
    """A folder with an event record, or a JSON file that says it is one (read only its first bytes)."""
    p = Path(path)
    if p.is_dir():
        return (p / "event.json").exists()
    try:
        with p.open("rb") as f:
            head = f.read(4096)
    except OSError:
        return False
    return b'"kind": "lanjolly-duplicate-event"' in head or b'"kind":"lanjolly-duplicate-event"' in head
