"""Everything a seat (or the chance of a reshuffle) can do to a round.

Actions are intents: plain frozen data that the host validates against the
rules before anything changes. ``to_dict``/``from_dict`` give the wire shape;
``from_dict`` checks types so a malformed message becomes a clear refusal
instead of a crash deep in the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .cards import DECK_SIZE, CardId
from .errors import IllegalAction, Reason
from .melds import End


@dataclass(frozen=True)
class DrawStock:
    seat: int


@dataclass(frozen=True)
class TakeDiscard:
    """Take the top ``count`` cards of the discard pile (Rommé: count is 1)."""

    seat: int
    count: int = 1


@dataclass(frozen=True)
class LayMelds:
    """Lay one or more new melds; each tuple is a meld in laid order."""

    seat: int
    melds: tuple[tuple[CardId, ...], ...]


@dataclass(frozen=True)
class LayOff:
    seat: int
    card: CardId
    meld_id: int
    end: End = End.HIGH


@dataclass(frozen=True)
class SwapJoker:
    seat: int
    card: CardId
    meld_id: int
    joker: CardId


@dataclass(frozen=True)
class Discard:
    seat: int
    card: CardId


@dataclass(frozen=True)
class Knock:
    """Rommé option: claim the card just discarded, out of turn (RULES.md §24)."""

    seat: int


@dataclass(frozen=True)
class Timeout:
    """The minimum turn for a seat whose time ran out (RULES.md §12).

    ``card`` -1: the engine picks the discard (:func:`lanjolly.round.least_turn_discard`), as a
    host that sees the hand does. Otherwise the discard was picked by that same function on the
    seat's own machine, because the host cannot see the hand (the protocol's cards hidden from
    the host); the engine then discards it after the draw, and the round's audit checks it.
    ``draw_only``: the first half of such a turn, played by the host: it counts the timeout and
    draws from the stock; the named discard follows as the second half."""

    seat: int
    card: CardId = -1
    draw_only: bool = False


@dataclass(frozen=True)
class Reshuffle:
    """Chance move: the order of the discard pile, sorted by card id, as the new stock.

    ``order[i]`` is the index (into the sorted pile) of the card placed at stock
    position ``i``; position 0 is the top.
    """

    order: tuple[int, ...]


Action = Union[DrawStock, TakeDiscard, LayMelds, LayOff, SwapJoker, Discard, Knock, Timeout, Reshuffle]
PlayerAction = Union[DrawStock, TakeDiscard, LayMelds, LayOff, SwapJoker, Discard, Knock, Timeout]

_NAMES: dict[type, str] = {
    DrawStock: "draw_stock", TakeDiscard: "take_discard", LayMelds: "lay_melds",
    LayOff: "lay_off", SwapJoker: "swap_joker", Discard: "discard", Knock: "knock",
    Timeout: "timeout", Reshuffle: "reshuffle",
}
_BY_NAME = {v: k for k, v in _NAMES.items()}


def to_dict(action: Action) -> dict[str, Any]:
    """Wire form: ``{"type": name, ...fields}`` with only ints, strings and lists."""
    d: dict[str, Any] = {"type": _NAMES[type(action)]}
    for key, value in action.__dict__.items():
        if isinstance(action, Timeout) and ((key == "card" and value < 0) or (key == "draw_only" and not value)):
            continue            # the host picked it: the wire says only the seat
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, End):
            value = value.value
        elif key == "melds":
            value = [list(m) for m in value]
        elif isinstance(value, tuple):
            value = list(value)
        d[key] = value
    return d


def _int(d: dict[str, Any], key: str, lo: int, hi: int) -> int:
    v = d.get(key)
    if type(v) is not int or not lo <= v <= hi:
        raise IllegalAction(Reason.MALFORMED, f"field {key!r} must be an integer in {lo}..{hi}")
    return v


def _card(d: dict[str, Any], key: str) -> int:
    return _int(d, key, 0, DECK_SIZE - 1)


def from_dict(d: Any, seat: int | None = None) -> PlayerAction:
    """Parse a player's action from the wire. ``seat`` overrides any claimed seat:
    the host knows who sent it, the message does not get to say."""
    if not isinstance(d, dict):
        raise IllegalAction(Reason.MALFORMED, "an action must be a map")
    name = d.get("type")
    cls = _BY_NAME.get(name) if isinstance(name, str) else None
    if cls is None or cls is Reshuffle:
        raise IllegalAction(Reason.MALFORMED, f"unknown action type {name!r}")
    s = seat if seat is not None else _int(d, "seat", 0, 3)
    if cls is Timeout:
        return Timeout(s, _card(d, "card") if "card" in d else -1,
                       _int(d, "draw_only", 0, 1) == 1 if "draw_only" in d else False)
    if cls in (DrawStock, Knock):
        return cls(s)
    if cls is TakeDiscard:
        return TakeDiscard(s, _int(d, "count", 1, DECK_SIZE))
    if cls is Discard:
        return Discard(s, _card(d, "card"))
    if cls is LayOff:
        end = d.get("end", "high")
        if end not in ("low", "high"):
            raise IllegalAction(Reason.MALFORMED, "field 'end' must be 'low' or 'high'")
        return LayOff(s, _card(d, "card"), _int(d, "meld_id", 0, 10_000), End(end))
    if cls is SwapJoker:
        return SwapJoker(s, _card(d, "card"), _int(d, "meld_id", 0, 10_000), _card(d, "joker"))
    melds = d.get("melds")
    if not isinstance(melds, list) or not 1 <= len(melds) <= 8:
        raise IllegalAction(Reason.MALFORMED, "field 'melds' must be a list of 1..8 melds")
    out = []
    for m in melds:
        if not isinstance(m, list) or not 1 <= len(m) <= 14 or any(
                type(c) is not int or not 0 <= c < DECK_SIZE for c in m):
            raise IllegalAction(Reason.MALFORMED, "each meld must be a list of card ids")
        out.append(tuple(m))
    return LayMelds(s, tuple(out))
