"""Duplicate against the bots, alone: a board set from a code, played when it suits (PROTOCOL.md §18.8).

A *board set* is named by a code (any short text; ``day-2025-01-31`` is the
deal of the day), the game, the seats and the number of boards. Its boards are
§18.3's with one participant whose secret comes from the code itself:
``secret(b) = SHA-256(F("lanjolly/solo/v1", event_id, U32(b)))`` with
``event_id`` the first 16 hex digits of ``SHA-256(F("lanjolly/solo-set/v1",
game, U32(seats), U32(boards), code))``. So anyone with the code deals the same
boards, and the bots' choices come from each board's seed, never the clock:
every player of the code faces the same bots, and a player's own moves are
the only difference. The player sits in seat 1 of a local table with bots in
the others; the result is a small file (``solo-CODE-NAME.json``) that friends
exchange and compare board by board (matchpoints and difference, as in an
event), and that ``lanjolly verify`` replays.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
from pathlib import Path
from typing import Any

from lanjolly.duplicate import Entry, EventSheet, Movement, Place, Player
from lanjolly.scoring import score_round
from lanjolly.variants import Variant

from ._encoding import fields, u32
from .boardtable import BoardTable, board_table_id
from .clientstate import GameEvent, RoundEnded
from .deal import commitment
from .eventplayer import BoardGame
from .wireview import result_from_wire
from .eventboards import ORGANISER_SLOT
from .table import TableConfig
from .verify import iter_round_states

SOLO_KIND = "lanjolly-solo"
MAX_CODE = 40
_CODE = re.compile(r"^[\w .:/+-]{1,40}$")


def daily_code(day: datetime.date | None = None) -> str:
    """The deal of the day: the same code for everyone on that (local) date."""
    return f"day-{(day or datetime.date.today()).isoformat()}"


def clean_code(code: str) -> str:
    code = " ".join(code.split()).lower()
    if not _CODE.match(code):
        raise ValueError("a board-set code is 1 to 40 letters, digits, spaces or . : / + - _")
    return code


def solo_event_id(code: str, game: str, seats: int, boards: int) -> str:
    raw = fields(b"lanjolly/solo-set/v1", game.encode(), u32(seats), u32(boards), clean_code(code).encode())
    return hashlib.sha256(raw).hexdigest()[:16]


def solo_secret(event_id: str, board: int) -> bytes:
    return hashlib.sha256(fields(b"lanjolly/solo/v1", event_id.encode(), u32(board))).digest()


def solo_board(event_id: str, board: int) -> tuple[dict[int, bytes], dict[int, bytes]]:
    """The board's (commitments, secrets): §18.3 with the code's secret as the only contribution."""
    s = solo_secret(event_id, board)
    return {ORGANISER_SLOT: commitment(event_id, board, ORGANISER_SLOT, s)}, {ORGANISER_SLOT: s}


class SoloGame(BoardGame):
    """The player's side of a board set: the code is public, so the client reveals each board to itself
    at its end and checks its own record of it, like any deal (§6.5)."""

    def _on_round_end(self, msg: dict[str, Any]) -> list[GameEvent]:
        b = msg["round"]
        checks: list[GameEvent] = []
        if self.record is not None and self.record.round_no == b:
            self.held[b] = self.record
            checks = self.board_revealed(b, *solo_board(self.event_id, b))
        report = self.reports[-1] if self.reports and self.reports[-1].round_no == b else None
        return [*checks, RoundEnded(b, result_from_wire(msg["result"]), tuple(msg["totals"]), report)]


def solo_table(code: str, variant: Variant, seats: int, boards: int, bots: str, fp: str, nick: str,
               turn_ms: int = 0, pause_ms: int = 0, bot_delay_ms: int = 0) -> BoardTable:
    """The local table of a board set, with the player in seat 1 and bots of ``bots`` in the others: a
    board table that deals the code's boards by itself, the first when its player sits down, the next
    when they press Next (or the pause between boards runs out), and ends after the last."""
    event_id = solo_event_id(code, variant.game.value, seats, boards)
    cfg = TableConfig(name=f"{clean_code(code)}"[:48], variant=variant, seats=seats,
                      bots=(None,) + (bots,) * (seats - 1), turn_ms=turn_ms, auto_start=True,
                      bot_delay_ms=bot_delay_ms, table_id=board_table_id(event_id, 0, 0), watchers=0,
                      grace_ms=3_600_000, between_rounds_ms=pause_ms)
    table = BoardTable(cfg, count=boards, contributions=lambda b: solo_board(event_id, b))
    table.reserve(0, fp, nick)
    return table


def solo_result(table: BoardTable, code: str, nick: str) -> dict[str, Any]:
    """The shareable result of a board set: what the player did on each board, and the points."""
    return {"version": 1, "kind": SOLO_KIND, "code": clean_code(code), "variant": table.variant.to_dict(),
            "seats": len(table.seats), "boards": table.plan.count, "bots": table.seats[1].strength
            if len(table.seats) > 1 else "normal", "nick": nick[:32],
            "played": [{"board": o.board, "acts": list(o.acts), "points": list(o.points)} for o in table.outcomes]}


def check_solo(rec: Any) -> list[str]:
    """Every board of a result replayed from the code: [] when it checks out, else the reasons."""
    if not isinstance(rec, dict) or rec.get("kind") != SOLO_KIND or rec.get("version") != 1:
        return ["not a LAN Jolly solo result"]
    try:
        variant = Variant.from_dict(rec["variant"])
        seats, boards = int(rec["seats"]), int(rec["boards"])
        Movement(1, seats, boards)
        event_id = solo_event_id(str(rec["code"]), variant.game.value, seats, boards)
        problems = []
        for p in rec["played"][:boards]:
            b = int(p["board"])
            commits, secrets = solo_board(event_id, b)
            rr = {"table_id": event_id, "round": b, "commits": {str(k): v.hex() for k, v in commits.items()},
                  "secrets": {str(k): v.hex() for k, v in secrets.items()}, "variant": rec["variant"],
                  "dealer": b % seats, "active": [True] * seats, "totals": [0] * seats, "acts": p["acts"][:20_000]}
            last = None
            for last in iter_round_states(rr):
                pass
            if last is None or not last.over or [x or 0 for x in score_round(last).points()] != list(p["points"]):
                problems.append(f"board {b + 1}: the actions do not give the points the file says")
        return problems
    except Exception as exc:  # noqa: BLE001 - a damaged file of any shape is refused with its reason
        return [f"the file is damaged ({type(exc).__name__}: {exc})"]


def compare(results: list[dict[str, Any]]) -> EventSheet:
    """Several players' results of one board set as one event: everyone in seat 1, board by board."""
    first = results[0]
    key = (first["code"], first["variant"]["game"], first["seats"], first["boards"])
    if any((r["code"], r["variant"]["game"], r["seats"], r["boards"]) != key for r in results):
        raise ValueError("these results are of different board sets")
    n = len(results)
    mv = Movement(min(n, 8), int(first["seats"]), int(first["boards"]))
    players = tuple(Player(Place(i, 0), str(r["nick"])) for i, r in enumerate(results[:8]))
    entries = tuple(Entry(int(p["board"]), i, 0, Place(i, 0), int(p["points"][0]))
                    for i, r in enumerate(results[:8]) for p in r["played"])
    return EventSheet(f"Board set {first['code']}", str(first["variant"]["game"]), first["variant"]["game"] == "jolly",
                      mv, players, entries)


def read_result(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if p.stat().st_size > 8 * 1024 * 1024:
        raise ValueError(f"{p} is too large to be a solo result")
    try:
        data: dict[str, Any] = json.loads(p.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, RecursionError) as exc:     # nested past the parser's depth: not a result
        raise ValueError(f"{p} is not a board-set result ({type(exc).__name__})") from None
    problems = check_solo(data)
    if problems:
        raise ValueError(f"{p}: " + "; ".join(problems))
    return data


class SoloReport:
    def __init__(self, problems: list[str], boards: int) -> None:
        self.ok = not problems
        self.problems, self.boards = problems, boards

    def __str__(self) -> str:
        return (f"solo result verified: {self.boards} boards replay from the code" if self.ok
                else "solo result NOT verified: " + "; ".join(self.problems))


def is_solo_path(path: str | Path) -> bool:
    try:
        with Path(path).open("rb") as f:
            return b'"kind": "lanjolly-solo"' in f.read(4096)
    except OSError:
        return False


def verify_solo(path: str | Path) -> SoloReport:
    try:
        rec = read_result(path)
    except (OSError, ValueError) as exc:
        return SoloReport([str(exc)], 0)
    return SoloReport([], len(rec["played"]))
