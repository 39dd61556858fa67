"""A duplicate event's record: everything needed to re-check and replay it (PROTOCOL.md §18.7).

The organiser writes it as ``event.json`` next to the results; every client
builds the same structure from the desk's messages. One JSON object:

``version`` (1), ``kind`` ("lanjolly-duplicate-event"), ``event`` (the
settings), ``players`` (the ``ev_info`` player maps), ``commits`` (decimal slot
-> one hex commitment per board), ``digest`` (hex), ``boards`` (per board:
``board``, ``secrets`` (slot -> hex), ``excluded`` ([slot, reason]) and
``tables``: per table ``table``, ``slots`` (the player of each seat),
``dealer``, ``totals``, ``acts`` (public actions), ``points``, ``marks``),
and ``standings`` (per player ``slot``, ``rank``, ``boards``,
``matchpoints``, ``top``, ``diff`` as a fraction ``"21/2"``, ``marked``).

Reading one is bounded (size, counts, depth): it may come from anyone.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from lanjolly.duplicate import Entry, EventSheet, Mark, Place, Player, Standing, decimal

from .eventconfig import EventConfig
from .recordcheck import read_json

RECORD_KIND = "lanjolly-duplicate-event"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 32 * 1024 * 1024
MAX_ACTS = 20_000


class RecordError(ValueError):
    """A record that cannot be read or does not have the shape of §18.7; ``str()`` says where."""


def new_record(config: EventConfig, players: list[dict[str, Any]]) -> dict[str, Any]:
    return {"version": RECORD_VERSION, "kind": RECORD_KIND, "event": config.to_dict(), "players": players,
            "commits": {}, "digest": "", "boards": [], "standings": []}


def table_entry(table: int, slots: list[int], dealer: int, totals: list[int], acts: list[dict[str, Any]],
                points: list[int], marks: list[list[str]]) -> dict[str, Any]:
    return {"table": table, "slots": slots, "dealer": dealer, "totals": totals, "acts": acts, "points": points,
            "marks": marks}


def round_record(rec: dict[str, Any], board: dict[str, Any], table: dict[str, Any]) -> dict[str, Any]:
    """One table's play of one board as a round record (PROTOCOL.md §8.9), for ``verify`` and the replay.

    The deal is the board's: the event id is its table id and the board its round (§18.3)."""
    n = len(table["slots"])
    names = {int(p["slot"]): str(p["nick"]) for p in rec["players"]}
    return {"version": 1, "table_id": rec["event"]["event_id"], "round": board["board"], "seat": None,
            "variant": rec["event"]["variant"], "dealer": table["dealer"], "active": [True] * n,
            "totals": table["totals"], "commits": {s: rec["commits"][s][board["board"]] for s in board["secrets"]},
            "secrets": board["secrets"], "acts": table["acts"], "views": [], "notes": [],
            "names": [names.get(s, "?") for s in table["slots"]]}


def replay_record(rec: dict[str, Any], board: dict[str, Any], table: dict[str, Any]) -> dict[str, Any]:
    """:func:`round_record` with a looker-on's view as dealt and at the end, for the replay window: the views
    are the replay's own, so the record proves no more than the event record it came from (§18.7) does."""
    from lanjolly.views import spectator_view

    from .verify import iter_round_states
    from .wireview import view_to_wire
    rr = round_record(rec, board, table)
    states = list(iter_round_states(rr))
    rr["views"] = [[0, view_to_wire(spectator_view(states[0]))],
                   [len(rr["acts"]), view_to_wire(spectator_view(states[-1]))]]
    return rr


def sheet_of(rec: dict[str, Any]) -> EventSheet:
    """The results of a record, scored by the engine (``lanjolly.duplicate``)."""
    config = EventConfig.from_dict(rec["event"])
    mv = config.movement
    by_slot = {int(p["slot"]): p for p in rec["players"]}
    players = tuple(Player(Place(int(p["home"]), int(p["seat"])), str(p["nick"]), p["bot"] is not None)
                    for p in rec["players"])
    entries = []
    for b in rec["boards"]:
        for t in b["tables"]:
            for seat, (slot, pts) in enumerate(zip(t["slots"], t["points"])):
                p = by_slot[int(slot)]
                entries.append(Entry(b["board"], t["table"], seat, Place(int(p["home"]), int(p["seat"])), int(pts),
                                     frozenset(Mark(m) for m in t["marks"][seat])))
    notes = tuple(f"board {b['board'] + 1} was dealt without {by_slot[s]['nick'] if s in by_slot else s}'s "
                  f"contribution ({why})" for b in rec["boards"] for s, why in b["excluded"])
    return EventSheet(config.name, config.variant.game.value, config.variant.positive_scoring, mv, players,
                      tuple(entries), notes)


def standings_json(rec: dict[str, Any], rows: list[Standing]) -> list[dict[str, Any]]:
    slot_of = {Place(int(p["home"]), int(p["seat"])): int(p["slot"]) for p in rec["players"]}
    return [{"slot": slot_of[st.place], "rank": st.rank, "boards": st.boards, "matchpoints": st.matchpoints,
             "top": st.top, "diff": str(st.diff), "marked": st.marked} for st in rows]


def load_record(path: str | Path) -> dict[str, Any]:
    """Read an event record from a file, bounded in size and nesting; raises :class:`RecordError`."""
    p = Path(path)
    if p.is_dir():
        p = p / "event.json"
    rec: dict[str, Any] = read_json(p, MAX_RECORD_BYTES, "an event record", RecordError)
    check_shape(rec)
    return rec


def _need(cond: bool, where: str) -> None:
    if not cond:
        raise RecordError(f"the record is damaged: {where}")


def _ints(x: Any, n_lo: int, n_hi: int, lo: int = -(2 ** 31), hi: int = 2 ** 31 - 1) -> bool:
    return (isinstance(x, list) and n_lo <= len(x) <= n_hi
            and all(type(v) is int and lo <= v <= hi for v in x))


def _hex(x: Any, length: int) -> bool:
    return isinstance(x, str) and len(x) == length and all(c in "0123456789abcdef" for c in x)


def check_shape(rec: Any) -> None:
    """Every key, type and count of §18.7, before anything is computed from it."""
    _need(isinstance(rec, dict) and rec.get("kind") == RECORD_KIND and rec.get("version") == RECORD_VERSION,
          "not a LAN Jolly duplicate event record")
    _need(set(rec) == {"version", "kind", "event", "players", "commits", "digest", "boards", "standings"},
          "unexpected or missing top-level keys")
    try:
        config = EventConfig.from_dict(rec["event"])
    except ValueError as exc:
        raise RecordError(f"the record is damaged: event settings ({exc})") from None
    players = rec["players"]
    _need(isinstance(players, list) and len(players) <= config.capacity, "players")
    for p in players:
        _need(isinstance(p, dict) and type(p.get("slot")) is int and 0 <= p["slot"] < config.capacity
              and isinstance(p.get("nick"), str) and len(p["nick"]) <= 32 and type(p.get("home")) is int
              and type(p.get("seat")) is int and (p.get("fp") is None or _hex(p["fp"], 64))
              and p.get("bot") in (None, "easy", "normal", "strong"), "a player entry")
    commits = rec["commits"]
    _need(isinstance(commits, dict) and len(commits) <= config.capacity + 1, "commits")
    for slot, cs in commits.items():
        _need(slot.isdigit() and len(slot) <= 3 and isinstance(cs, list) and len(cs) == config.boards
              and all(_hex(c, 64) for c in cs), f"commitments of slot {slot[:8]}")
    _need(_hex(rec["digest"], 64), "digest")
    _need(isinstance(rec["boards"], list) and len(rec["boards"]) <= config.boards, "boards")
    for b in rec["boards"]:
        _check_board_shape(b, config)
    _need(isinstance(rec["standings"], list) and len(rec["standings"]) <= config.capacity, "standings")
    for s in rec["standings"]:
        _need(isinstance(s, dict) and set(s) == {"slot", "rank", "boards", "matchpoints", "top", "diff", "marked"}
              and all(type(s[k]) is int for k in ("slot", "rank", "boards", "matchpoints", "top", "marked"))
              and isinstance(s["diff"], str) and len(s["diff"]) <= 40, "a standings row")


def _check_board_shape(b: Any, config: EventConfig) -> None:
    _need(isinstance(b, dict) and set(b) == {"board", "secrets", "excluded", "tables"}
          and type(b["board"]) is int and 0 <= b["board"] < config.boards, "a board entry")
    where = f"board {b['board'] + 1}"
    _need(isinstance(b["secrets"], dict) and 1 <= len(b["secrets"]) <= config.capacity + 1
          and all(k.isdigit() and len(k) <= 3 and _hex(v, 64) for k, v in b["secrets"].items()), f"{where}: secrets")
    _need(isinstance(b["excluded"], list) and len(b["excluded"]) <= config.capacity
          and all(isinstance(x, list) and len(x) == 2 and type(x[0]) is int
                  and x[1] in ("no_secret", "bad_secret", "away") for x in b["excluded"]), f"{where}: exclusions")
    _need(isinstance(b["tables"], list) and len(b["tables"]) <= config.tables, f"{where}: tables")
    n = config.seats
    for t in b["tables"]:
        _need(isinstance(t, dict) and set(t) == {"table", "slots", "dealer", "totals", "acts", "points", "marks"}
              and type(t["table"]) is int and _ints(t["slots"], n, n, 0, config.capacity - 1)
              and type(t["dealer"]) is int and _ints(t["totals"], n, n) and _ints(t["points"], n, n)
              and isinstance(t["acts"], list) and len(t["acts"]) <= MAX_ACTS
              and all(isinstance(a, dict) and len(a) <= 6 for a in t["acts"])
              and isinstance(t["marks"], list) and len(t["marks"]) == n
              and all(isinstance(m, list) and all(x in ("stand_in", "hurried", "absent") for x in m)
                      for m in t["marks"]), f"{where}: a table entry")


def diff_of(text: str) -> Fraction:
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise RecordError(f"the record is damaged: {text[:40]!r} is not a number") from None


def print_standings(rec: dict[str, Any]) -> None:
    """The standings of an event's record, as ``lanjolly duplicate`` prints them."""
    sheet = sheet_of(rec)
    print("standings:")
    for st in sheet.standings():
        pct = decimal(st.percent)
        print(f"  {st.rank:2d}. {sheet.name(st.place)} (seat {st.place.seat + 1}): {st.matchpoints}/{st.top} "
              f"matchpoints ({pct}%), difference {decimal(st.diff)}" + (f", {st.marked} marked" if st.marked else ""))
