"""What each opponent's choices say about their hidden cards, and worlds drawn by it.

Why: a world dealt uniformly from the unseen cards (``infostate.fill_hands``)
already keeps every card an opponent picked up from the pile in their hand,
but it ignores what they *declined* and how they played. A player who drew
from the stock while the top discard would have completed a meld with two of
their cards, who threw away such a card, or who could have opened and did
not, probably does not hold those cards. Expert weights each sampled world by
how likely it makes the opponents' recorded choices (:func:`world_weight`)
and keeps worlds by rejection (:func:`sample_worlds`), so its rollouts are
played in worlds that agree with what each opponent showed.

The weights are soft (never zero): people and bots do keep odd cards, and
the hand a world deals is today's, not the one the choice was made with.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..cards import JOKER_TYPE, CardId, card_type, is_joker
from ..infostate import fill_hands, known_hands
from ..solver import best_lay
from ..state import EventKind
from ..variants import Variant
from ..views import View
from .knowledge import fits, layoff_types

DECLINE_FACTOR = 0.4      # they drew from the stock although the top discard completed a meld
DISCARD_FACTOR = 0.5      # they threw away a card that completed a meld
UNOPENED_FACTOR = 0.2     # they could open and did not
LAYOFF_FACTOR = 0.6       # per card they could have laid off and kept
RECENT = 6                # choices per seat weighed (older hands have changed too much)
MAX_TRIES = 12            # rejection draws per world before the best weighted one is kept


@dataclass(frozen=True)
class Evidence:
    """What one opponent showed: recent declined pile tops and discards (card
    types, newest last), whether they ever had a turn, and whether they opened
    before their latest turn."""

    declined: tuple[int, ...]
    discarded: tuple[int, ...]
    had_turn: bool
    opened_before: bool
    layoff_melds: tuple[tuple[CardId, ...], ...]


def evidence(view: View, v: Variant) -> list[Evidence | None]:
    """Per seat (None for the viewing seat) the choices read back from the public log.

    The pile is rebuilt along the log so that a stock draw can be read as
    declining the card on top (only where taking it was allowed: in Jolly
    once opened, never one's own discard)."""
    n = len(view.hand_counts)
    pile: list[CardId] = []
    declined: list[list[int]] = [[] for _ in range(n)]
    discarded: list[list[int]] = [[] for _ in range(n)]
    had_turn = [False] * n
    laid = [False] * n
    opened = [False] * n
    last_own: list[CardId | None] = [None] * n
    meld_ids_at_turn: list[set[int]] = [set() for _ in range(n)]
    meld_ids: set[int] = set()
    for e in view.log:
        k = e.kind
        if k == EventKind.DISCARD or k == EventKind.TIMEOUT_DISCARD:
            pile.extend(e.cards)
            if k == EventKind.DISCARD and e.cards and not is_joker(e.cards[0]):
                discarded[e.seat].append(card_type(e.cards[0]))
            had_turn[e.seat] = True
            opened[e.seat] = opened[e.seat] or laid[e.seat]
            last_own[e.seat] = e.cards[0] if e.cards else None
            meld_ids_at_turn[e.seat] = set(meld_ids)
        elif k == EventKind.TAKE_DISCARD:
            del pile[len(pile) - max(e.count, len(e.cards)):]
        elif k == EventKind.KNOCK:
            if pile:
                pile.pop()
        elif k == EventKind.DRAW_STOCK:
            top = pile[-1] if pile else None
            may_take = opened[e.seat] if v.fanned_discard else True
            if top is not None and may_take and top != last_own[e.seat] and not is_joker(top):
                declined[e.seat].append(card_type(top))
        elif k == EventKind.LAY:
            laid[e.seat] = True
            if e.meld_id is not None and e.meld_id >= 0:
                meld_ids.add(e.meld_id)
        elif k == EventKind.RESHUFFLE:
            keep = v.discard_kept_on_reshuffle
            pile = pile[-keep:] if keep else []
    out: list[Evidence | None] = []
    for s in range(n):
        if s == view.seat:
            out.append(None)
            continue
        melds = tuple(m.cards for m in view.melds if m.meld_id in meld_ids_at_turn[s])
        out.append(Evidence(tuple(declined[s][-RECENT:]), tuple(discarded[s][-RECENT:]), had_turn[s],
                            opened[s] and view.opened[s], melds))
    return out


def completes(t: int, types: Sequence[int]) -> bool:
    """Would a card of type ``t`` (natural) make a meld with two cards of this
    hand (type counts ``types``, jokers at ``JOKER_TYPE``)?"""
    rank, suit = t % 13, t // 13
    jokers = types[JOKER_TYPE]
    same = sum(1 for s2 in range(4) if s2 != suit and types[s2 * 13 + rank])
    if same >= 2 or (same and jokers):
        return True

    def has(r: int) -> bool:
        return 0 <= r <= 13 and bool(types[suit * 13 + (r % 13)])

    r = 13 if rank == 0 and (has(12) or has(11)) else rank
    pairs = ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2))
    for a, b in pairs:
        ha, hb = has(a), has(b)
        if (ha and hb) or (jokers and (ha or hb)):
            return True
    return False


def world_weight(hands: Sequence[Sequence[CardId]], ev: Sequence[Evidence | None], v: Variant) -> float:
    """How likely this deal of hidden cards makes the opponents' recorded
    choices, relative to a deal that contradicts none of them (1.0)."""
    w = 1.0
    for s, e in enumerate(ev):
        if e is None or not e.had_turn:
            continue
        hand = hands[s]
        types = [0] * (JOKER_TYPE + 1)
        for c in hand:
            types[card_type(c)] += 1
        for t in e.declined:
            if completes(t, types):
                w *= DECLINE_FACTOR
        for t in e.discarded:
            if completes(t, types):
                w *= DISCARD_FACTOR
        if not e.opened_before:
            keep = 1 if v.final_discard_required else 0
            if v.opens_with(best_lay(list(hand), v, keep=keep).points):
                w *= UNOPENED_FACTOR
        elif e.layoff_melds:
            fit = layoff_types(e.layoff_melds)
            for c in hand:
                if not is_joker(c) and fits(fit, card_type(c)):
                    w *= LAYOFF_FACTOR
    return w


@dataclass(frozen=True)
class World:
    """A sampled deal of the hidden cards and its weight (kept for tests and statistics)."""

    hands: list[tuple[CardId, ...]]
    stock: list[CardId]
    weight: float


def sample_worlds(view: View, v: Variant, rng: random.Random, count: int,
                  known: Sequence[set[CardId]] | None = None,
                  ev: Sequence[Evidence | None] | None = None) -> list[World]:
    """``count`` worlds consistent with the view (pickups stay with their
    taker), each kept with probability equal to its weight (rejection
    sampling: the kept worlds follow the weighted distribution). After
    :data:`MAX_TRIES` refusals the best weighted candidate is kept."""
    if known is None:
        known = known_hands(view)
    if ev is None:
        ev = evidence(view, v)
    out: list[World] = []
    for _ in range(count):
        best: World | None = None
        for _try in range(MAX_TRIES):
            hands, stock = fill_hands(view, rng, known)
            w = world_weight(hands, ev, v)
            cand = World(hands, stock, w)
            if best is None or w > best.weight:
                best = cand
            if rng.random() < w:
                best = cand
                break
        assert best is not None
        out.append(best)
    return out
