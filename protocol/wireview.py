"""Views on the wire: compact maps, and diffs so a typical move costs a few bytes.

The host sends each recipient a full snapshot once (join, reconnect, round
start) and afterwards only the difference between the last view it sent and
the new one. A diff is computed from the two view maps alone, so whatever a
diff carries was already in the recipient's own view: the leak guarantee of
:func:`lanjolly.views.view` carries over to every frame unchanged.

Diff format (per key of the view map): the new value, or for a list a list
edit ``{"-": keep, "@": [[i, item], ...], "+": tail}`` (any non-empty subset):
cut the old list to its first ``keep`` items, replace item ``i`` by ``item``,
append ``tail``. So a list that grew is ``{"+": tail}``, one cut short
``{"-": len}``, a hand that lost a card from the middle ``{"-": i, "+": rest}``,
and a meld list in which one meld grew ``{"@": [[i, meld]]}`` (only the melds
that changed, not the whole table). The sender picks whichever form is
shortest. The public log is not part of the view map: each delta carries the
new events in ``"log"`` and the receiver appends them.

Every field of a view except ``s`` (seat) and ``h`` (hand) is the same for all
seats, so the host builds the public part once per state
(:func:`public_wire`) and each seat's map from it (:func:`seat_wire`); the
diff of the public part is likewise computed once per state change and shared.
"""

from __future__ import annotations

from typing import Any

from lanjolly.cards import DECK_SIZE
from lanjolly.round import Event, EventKind, Phase
from lanjolly.scoring import RoundResult, SeatScore
from lanjolly.variants import Variant
from lanjolly.views import MeldView, View

# view field -> short wire key
_KEYS = {
    "seat": "s", "variant": "vn", "round_no": "r", "dealer": "dl", "current": "cur",
    "phase": "ph", "turn_no": "tn", "active": "act", "hand": "h", "hand_counts": "hc",
    "opened": "op", "opened_this_turn": "ot", "melds": "m", "discard": "dis", "stock_size": "st",
    "taken_this_turn": "tk", "knock_open": "ko", "last_discarder": "ld", "timeouts": "to",
    "totals": "tot", "revealed_hands": "rh", "result": "res", "winner": "w", "end_reason": "er",
}
_FIELDS = {v: k for k, v in _KEYS.items()}
_EVENT_FIELDS = ("kind", "seat", "cards", "meld_id", "end", "count")


class WireError(ValueError):
    """A view, diff or result map from the host that does not parse."""


def event_to_wire(e: Event) -> list[Any]:
    return [e.kind, e.seat, list(e.cards), e.meld_id, e.end, e.count]


def event_from_wire(x: Any) -> Event:
    if (type(x) is not list or len(x) != 6 or type(x[0]) is not str or type(x[2]) is not list
            or not all(type(c) is int for c in x[2]) or type(x[4]) is not str
            or not all(type(x[i]) is int for i in (1, 3, 5))):
        raise WireError("malformed log event")
    try:
        kind = EventKind(x[0])
    except ValueError:
        raise WireError(f"unknown log event kind {x[0]!r}") from None
    return Event(kind, x[1], tuple(x[2]), x[3], x[4], x[5])


def result_to_wire(r: RoundResult) -> dict[str, Any]:
    seats = []
    for s in r.seats:
        seats.append(None if s is None else [s.seat, [list(p) for p in s.hand], [list(p) for p in s.laid],
                                             s.hand_total, s.laid_total, s.bonus, s.doubled, s.points])
    return {"w": r.winner, "one": r.one_go, "pos": r.positive, "seats": seats}


def result_from_wire(d: Any) -> RoundResult:
    try:
        seats: list[SeatScore | None] = []
        for s in d["seats"]:
            if s is None:
                seats.append(None)
                continue
            seat, hand, laid, ht, lt, bonus, doubled, pts = s
            seats.append(SeatScore(int(seat), tuple((int(c), int(v)) for c, v in hand),
                                   tuple((int(c), int(v)) for c, v in laid), int(ht), int(lt), int(bonus),
                                   bool(doubled), int(pts)))
        return RoundResult(int(d["w"]), bool(d["one"]), bool(d["pos"]), tuple(seats))
    except (KeyError, TypeError, ValueError) as exc:
        raise WireError(f"malformed round result ({exc})") from None


def view_to_wire(v: View) -> dict[str, Any]:
    """The view without its log, as plain lists and ints (msgpack- and JSON-safe)."""
    out: dict[str, Any] = {}
    for name, key in _KEYS.items():
        value = getattr(v, name)
        if name == "variant":
            value = value.name                     # the game; the rules are the table's (§8.3)
        elif name == "melds":
            value = [[m.meld_id, m.kind, list(m.cards), list(m.owners), list(m.points)] for m in value]
        elif name == "revealed_hands":
            value = None if value is None else [list(h) for h in value]
        elif name == "result":
            value = None if value is None else result_to_wire(value)
        elif isinstance(value, tuple):
            value = list(value)
        out[key] = value
    return out


PRIVATE_KEYS = ("s", "h")   # the only view fields that differ between seats


def public_wire(v: View) -> dict[str, Any]:
    """The wire map of a spectator view: every seat's map is this plus ``s`` and ``h``."""
    return view_to_wire(v)


def seat_wire(public: dict[str, Any], seat: int | None, hand: tuple[int, ...] | list[int]) -> dict[str, Any]:
    """Seat ``seat``'s view map, equal to ``view_to_wire(view(state, seat))`` for the state of ``public``."""
    w = dict(public)
    w["s"] = seat
    w["h"] = list(hand)
    return w


def _ints(x: Any, lo: int = -1, hi: int = 1 << 31) -> tuple[int, ...]:
    if type(x) is not list or not all(type(i) is int and lo <= i <= hi for i in x):
        raise WireError("expected a list of integers")
    return tuple(x)


def _cards(x: Any) -> tuple[int, ...]:
    return _ints(x, 0, DECK_SIZE - 1)


def _melds(wire: list[Any], before: tuple[dict[str, Any], View] | None) -> tuple[MeldView, ...]:
    """The melds of a view map; a meld whose wire item is the very object the previous view was
    parsed from (a patch keeps the items a diff did not touch) is not parsed again."""
    old_items: list[Any] = before[0]["m"] if before is not None else []
    old_melds = before[1].melds if before is not None else ()
    out = []
    for i, m in enumerate(wire):
        if i < len(old_items) and m is old_items[i] and i < len(old_melds):
            out.append(old_melds[i])
        else:
            out.append(MeldView(int(m[0]), str(m[1]), _cards(m[2]), _ints(m[3]), _ints(m[4])))
    return tuple(out)


def view_from_wire(d: Any, variant: Variant, log: tuple[Event, ...] = (),
                   before: tuple[dict[str, Any], View] | None = None) -> View:
    """Parse a view map (after patching) of a table playing ``variant`` (its
    ``table.info.variant``); raises :class:`WireError` on anything odd.

    ``before``: the previous map and the view parsed from it, whose unchanged melds are reused
    (a client parses every delta's view on the path of every move)."""
    if type(d) is not dict or set(d) != set(_FIELDS):
        raise WireError("a view map must have exactly the view fields")
    if d["vn"] != variant.name:
        raise WireError(f"a view of {d['vn']!r} at a table of {variant.name!r}")
    try:
        melds = _melds(d["m"], before)
        rh = d["rh"]
        return View(
            seat=d["s"], variant=variant, round_no=int(d["r"]), dealer=int(d["dl"]),
            current=int(d["cur"]), phase=Phase(d["ph"]), turn_no=int(d["tn"]),
            active=tuple(bool(a) for a in d["act"]), hand=_cards(d["h"]), hand_counts=_ints(d["hc"]),
            opened=tuple(bool(a) for a in d["op"]), opened_this_turn=bool(d["ot"]), melds=melds,
            discard=_cards(d["dis"]), stock_size=int(d["st"]), taken_this_turn=_cards(d["tk"]),
            knock_open=bool(d["ko"]), last_discarder=int(d["ld"]), timeouts=_ints(d["to"]),
            totals=_ints(d["tot"], -(1 << 31)), log=log,
            revealed_hands=None if rh is None else tuple(_cards(h) for h in rh),
            result=None if d["res"] is None else result_from_wire(d["res"]),
            winner=int(d["w"]), end_reason=d["er"],
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise WireError(f"malformed view ({exc})") from None


def _size(x: Any) -> int:
    """Rough encoded size in scalars, to pick the shorter of two list encodings: one per list
    and one per scalar in it. Counted without a generator (it runs on every seat's diff of every
    move, some 70 times a move: a third of the cost of a diff)."""
    if type(x) is not list:
        return 1
    n = 1 + len(x)
    for i in x:
        if type(i) is list:
            n += _size(i) - 1
    return n


def list_edit(prev: list[Any], value: list[Any]) -> dict[str, Any] | list[Any]:
    """The shortest of: the whole new list, or a list edit (``-`` / ``@`` / ``+``) of ``prev``."""
    n, m = len(prev), len(value)
    p = 0
    top = min(n, m)
    while p < top and prev[p] == value[p]:
        p += 1
    if p == n:                                     # grew at the end (or unchanged)
        return {"+": value[p:]}
    best: dict[str, Any] | list[Any] = value
    cost = _size(value)
    cut: dict[str, Any] = {"-": p}
    if p < m:
        cut["+"] = value[p:]
    c = 2 + _size(value[p:]) if p < m else 2
    if c < cost:
        best, cost = cut, c
    if m >= n and type(prev[p]) is list:           # items that are containers: replace the changed ones
        at = [[i, value[i]] for i in range(p, n) if prev[i] != value[i]]
        edit: dict[str, Any] = {"@": at}
        if m > n:
            edit["+"] = value[n:]
        c = 2 + _size(at) + (_size(value[n:]) if m > n else 0)
        if c < cost:
            best = edit
    return best


def diff(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """Only what changed from ``old`` to ``new`` (both view maps)."""
    out: dict[str, Any] = {}
    for key, value in new.items():
        prev = old.get(key)
        if prev is value or (prev == value and key in old):
            continue
        if type(prev) is list and type(value) is list and prev:
            out[key] = list_edit(prev, value)
            continue
        out[key] = value
    return out


_EDIT_OPS = frozenset({"-", "@", "+"})


def _apply_edit(prev: Any, edit: dict[str, Any], key: str) -> list[Any]:
    if type(prev) is not list or not edit or not set(edit) <= _EDIT_OPS:
        raise WireError(f"list edit for {key!r} does not fit")
    out = prev
    if "-" in edit:
        keep = edit["-"]
        if type(keep) is not int or not 0 <= keep <= len(prev):
            raise WireError(f"list edit for {key!r} is malformed")
        out = prev[:keep]
    if "@" in edit:
        at = edit["@"]
        if type(at) is not list:
            raise WireError(f"list edit for {key!r} is malformed")
        out = list(out)
        for item in at:
            if (type(item) is not list or len(item) != 2 or type(item[0]) is not int
                    or not 0 <= item[0] < len(out)):
                raise WireError(f"list edit for {key!r} is malformed")
            out[item[0]] = item[1]
    if "+" in edit:
        if type(edit["+"]) is not list:
            raise WireError(f"list edit for {key!r} is malformed")
        out = out + edit["+"]
    return out if out is not prev else list(prev)


def patch(old: dict[str, Any], d: Any) -> dict[str, Any]:
    """Apply a diff; raises :class:`WireError` if it does not fit ``old``."""
    if type(d) is not dict:
        raise WireError("a view diff must be a map")
    new = dict(old)
    for key, value in d.items():
        if key not in _FIELDS:
            raise WireError(f"unknown view field {key[:20]!r}")
        if type(value) is dict and key != "res":
            new[key] = _apply_edit(old.get(key), value, key)
        else:
            new[key] = value
    return new
