"""Questions the table, the hints and the bots ask (RULES.md §27-28).

All of them read a state or what a client holds (a view, its ``MeldView``
melds) and change nothing: a second client asks them exactly as our UI does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Sequence

from .actions import (Action, Discard, DrawStock, Knock, LayMelds, LayOff, SwapJoker,
                      TakeDiscard, Timeout)
from .cards import CardId, is_joker
from .errors import IllegalAction, IllegalMeld
from .melds import End, Meld, layoff_ends, swap_joker
from .infostate import state_from_view, table_melds
from .round import Phase, RoundState, TableMeld, apply
from .goingout import best_lay_going_out, lay_offs_allowed
from .solver import LayPlan, best_lay, layable_melds
from .variants import Variant
from .views import MeldView, View

AnyMelds = Sequence[TableMeld] | Sequence[MeldView] | Sequence[Meld]


def _id_melds(melds: AnyMelds) -> list[tuple[int, Meld]]:
    """(meld id, meld) for table melds, view melds or bare melds (ids 0, 1, ...)."""
    out: list[tuple[int, Meld]] = []
    for i, m in enumerate(melds):
        if isinstance(m, TableMeld):
            out.append((m.meld_id, m.meld))
        elif isinstance(m, MeldView):
            out.append((m.meld_id, table_melds((m,))[0].meld))
        elif isinstance(m, Meld):
            out.append((i, m))
    return out


@dataclass(frozen=True)
class LayHint:
    """What the "Lay cards" button needs: the melds to underline and whether
    laying them is allowed right now."""

    melds: tuple[tuple[CardId, ...], ...]
    points: int
    reaches_opening: bool
    opened: bool

    @property
    def can_lay(self) -> bool:
        return bool(self.melds) and (self.opened or self.reaches_opening)


def lay_hint(hand: Sequence[CardId], variant: Variant, opened: bool, table: AnyMelds = (),
             lay_offs: bool = False, blocked: AbstractSet[CardId] = frozenset()) -> LayHint:
    """The best lay for this hand and whether it opens (RULES.md §27): the
    most points, unless those leave more than the final discard (after the
    lay-offs ``table`` takes, when ``lay_offs``) and another lay (enough to
    open, if not opened) leaves only it, a card not in ``blocked``. Why: the
    hint is what Lay cards lays, and a player who can go out in one go (in
    Jolly a hand doubled) must not be shown four aces where three aces and
    A-2-3 go out, nor four sixes where 6D and then 7D lay off on 3D-4D-5D
    and three sixes go out. :func:`lay_hint_for` asks it of a view."""
    melds = tuple(m for _, m in _id_melds(table))
    plan: LayPlan = best_lay_going_out(hand, variant, melds, opened=opened, lay_offs=lay_offs,
                                       blocked=blocked)
    return LayHint(plan.melds, plan.points, variant.opens_with(plan.points), opened)


def lay_hint_for(v: View, hand: Sequence[CardId] | None = None) -> LayHint:
    """:func:`lay_hint` for the view's own seat, ``hand`` (default: all of it;
    the table passes the cards not yet staged): the table, whether it may be
    laid off on this turn (RULES.md §7) and the card it may not discard
    (RULES.md §3/4) read from the view."""
    if v.seat is None:
        raise ValueError("a hint is for a seat's view, not a spectator's")
    opened = v.opened[v.seat]
    blocked = v.variant.blocked_discards(v.taken_this_turn)
    return lay_hint(v.hand if hand is None else hand, v.variant, opened, v.melds,
                    lay_offs_allowed(opened, v.opened_this_turn), blocked)


def layoff_targets(card: CardId, melds: AnyMelds) -> list[tuple[int, End]]:
    """Which melds accept ``card``, and at which end (RULES.md §28)."""
    return [(meld_id, end) for meld_id, meld in _id_melds(melds) for end in layoff_ends(meld, card)]


def swappable_jokers(hand: Sequence[CardId], melds: AnyMelds) -> list[tuple[int, CardId, CardId]]:
    """(meld id, joker, the hand card that frees it) for every possible swap (RULES.md §9)."""
    out = []
    naturals = [c for c in hand if not is_joker(c)]
    for meld_id, meld in _id_melds(melds):
        for j in meld.jokers:
            for c in naturals:
                try:
                    swap_joker(meld, j, c)
                except IllegalMeld:
                    continue
                out.append((meld_id, j, c))
    return out


def legal_actions_from_view(v: View, max_melds: int = 40) -> list[Action]:
    """:func:`legal_actions` for the view's own seat, asked from the view alone.

    Exact: the seat's own moves depend only on what its view holds."""
    if v.seat is None:
        return []
    return legal_actions(state_from_view(v), v.seat, max_melds)


def legal_actions(state: RoundState, seat: int | None = None, max_melds: int = 40) -> list[Action]:
    """Legal actions for ``seat`` (default: the seat to move).

    Draws, discards, lay-offs, swaps and knocks are enumerated completely.
    Laying is a combinatorial choice, so it is represented by every single
    meld once opened and by the best opening batch before; :func:`check`
    still judges any other batch.
    """
    if state.phase in (Phase.OVER, Phase.RESHUFFLE):
        return []
    seat = state.current if seat is None else seat
    v = state.variant
    out: list[Action] = []
    if seat != state.current:
        if v.knock and state.phase is Phase.DRAW:
            a: Action = Knock(seat)
            if _ok(state, a):
                out.append(a)
        return out
    hand = state.hands[seat]
    if state.phase is Phase.DRAW:
        out.append(DrawStock(seat))
        if state.discard:
            ks = range(1, len(state.discard) + 1) if v.fanned_discard else (1,)
            for k in ks:
                a = TakeDiscard(seat, k)
                if _ok(state, a):
                    out.append(a)
        return out
    opened = state.opened(seat)
    keep = 1 if v.final_discard_required else 0
    if not opened:
        plan = best_lay(hand, v, keep=keep)
        if v.opens_with(plan.points):
            # The engine judges it like every other lay: the card the plan keeps may be the one
            # taken from the pile this turn, which may not be discarded (RULES.md §4).
            a = LayMelds(seat, plan.melds)
            if _ok(state, a):
                out.append(a)
    else:
        for m in layable_melds(hand, v)[:max_melds]:
            a = LayMelds(seat, (m,))
            if _ok(state, a):
                out.append(a)
        if state.opened_turn[seat] < state.turn_no:
            for c in set(hand):
                for meld_id, end in layoff_targets(c, state.melds):
                    a = LayOff(seat, c, meld_id, end)
                    if _ok(state, a):
                        out.append(a)
            for meld_id, joker, card in swappable_jokers(hand, state.melds):
                a = SwapJoker(seat, card, meld_id, joker)
                if _ok(state, a):
                    out.append(a)
    for c in hand:
        a = Discard(seat, c)
        if _ok(state, a):
            out.append(a)
    return out


def _ok(state: RoundState, action: Action) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True
