"""Going out this turn: which melds to lay so that every other card but the
final discard lays off on the table (RULES.md §7, §27).

Why one module: the Lay cards hint, every bot level and the blunder audit
ask the same question, and three copies of it disagreed: the hint ignored
the table, the bots tried the cards that fit one type at a time, the audit
every subset but each card only against the table as it was. Two things
make the question harder than "does each card fit somewhere":

* a card may fit only once another is laid off (6D onto 3D-4D-5D makes
  room for 7D), and two naturals of one type cannot both join one group of
  three, so the cards to lay off are laid one after another, in any order
  that works (:func:`lays_off_all`);
* a card that fits the table may be needed in a meld instead (6S 6C 6H
  with 6D laid off and then 7D, against all four sixes in a meld and 7D
  stranded), so the cards to lay off are chosen as a subset.
"""

from __future__ import annotations

from itertools import combinations
from typing import AbstractSet, Iterator, Sequence

from .cards import CardId, card_type, is_joker
from .fitmasks import fits, layoff_types, table_takes_joker
from .melds import Meld, extend_meld, layoff_ends
from .solver import EMPTY_PLAN, LayPlan, best_lay, going_out_lay
from .variants import Variant

__all__ = ["lay_offs_allowed", "layable", "lays_off_all", "lays_off_rest", "going_out_plan",
           "best_lay_going_out", "MAX_FIT"]

MAX_FIT = 8     # cards that may be laid off, tried as subsets (2**8 at most); the rest go in melds


def lay_offs_allowed(opened: bool, opened_this_turn: bool) -> bool:
    """RULES.md §7 (checked by the engine in ``round``): lay-offs from the turn
    after opening. For the hint and the bots, which read a view."""
    return opened and not opened_this_turn


def layable(cards: Sequence[CardId], table: Sequence[Meld]) -> list[CardId]:
    """The cards of ``cards`` that could be laid off on ``table``: directly, or
    a natural on a meld another such natural has extended (a chain: 6D, then
    7D, onto 3D-4D-5D). Generous on purpose (a meld and its extensions all
    stay candidates; :func:`lays_off_all` then decides exactly); a natural
    that fits only past a joker laid off is not seen. The fits are the
    cached type masks of :mod:`lanjolly.fitmasks`: this is asked for most
    hands the bots evaluate."""
    if not table:
        return []
    keys = tuple(m.cards for m in table)
    mask = layoff_types(keys)
    joker = table_takes_joker(keys)
    found = {c for c in cards if (joker if is_joker(c) else fits(mask, card_type(c)))}
    if not found:
        return []
    rest = [c for c in cards if c not in found and not is_joker(c)]
    melds = list(table)
    frontier = [c for c in found if not is_joker(c)]
    while frontier and rest:
        grown = [extend_meld(m, c, e) for c in frontier for m in melds for e in layoff_ends(m, c)]
        melds.extend(grown)
        mask = layoff_types(tuple(m.cards for m in grown))
        frontier = [c for c in rest if fits(mask, card_type(c))]
        found.update(frontier)
        rest = [c for c in rest if c not in found]
    return [c for c in cards if c in found]


def lays_off_all(cards: Sequence[CardId], melds: Sequence[Meld]) -> bool:
    """Can every one of ``cards`` be laid off on ``melds``, one after another,
    in some order? Naturals are tried first (a joker fits nearly anywhere),
    one card of each type per step (two copies are the same move), and a
    position already met is not searched again."""
    ordered = tuple(sorted(cards, key=lambda c: (is_joker(c), card_type(c), c)))
    return _lays_off_all(ordered, tuple(melds), set())


def _lays_off_all(cards: tuple[CardId, ...], melds: tuple[Meld, ...],
                  failed: set[tuple[tuple[CardId, ...], tuple[Meld, ...]]]) -> bool:
    if not cards:
        return True
    if (cards, melds) in failed:
        return False
    tried: set[int] = set()
    for k, card in enumerate(cards):
        if card_type(card) in tried:
            continue
        tried.add(card_type(card))
        rest = cards[:k] + cards[k + 1:]
        for i, m in enumerate(melds):
            for end in layoff_ends(m, card):
                if _lays_off_all(rest, melds[:i] + (extend_meld(m, card, end),) + melds[i + 1:], failed):
                    return True
    failed.add((cards, melds))
    return False


def lays_off_rest(rest: Sequence[CardId], table: Sequence[Meld], keep: int, lay_offs: bool,
                  blocked: AbstractSet[CardId] = frozenset()) -> bool:
    """Can all of ``rest`` but ``keep`` cards (the final discard, not one of
    ``blocked``) be laid off on ``table`` this turn?"""
    if len(rest) < keep:
        return False
    if len(rest) == keep:
        return not set(rest) & blocked
    if not lay_offs or len(rest) - len(layable(rest, table)) > keep:
        return False
    if keep == 0:
        return lays_off_all(rest, table)
    seen: set[int] = set()
    for d in rest:
        if d in blocked or card_type(d) in seen:
            continue
        seen.add(card_type(d))
        if lays_off_all([c for c in rest if c != d], table):
            return True
    return False


def going_out_plan(hand: Sequence[CardId], variant: Variant, table: Sequence[Meld] = (), *,
                   opened: bool, lay_offs: bool,
                   blocked: AbstractSet[CardId] = frozenset()) -> LayPlan | None:
    """Melds with which ``hand`` goes out this turn, every other card laid off
    on ``table`` (when ``lay_offs``: RULES.md §7) but the final discard,
    which may not be one of ``blocked``; None when it cannot go out. The
    melds must reach the opening value unless ``opened``. Subsets of the
    cards that could be laid off are tried most lay-offs first, jokers laid
    off last (a joker is worth more in a meld of one's own)."""
    keep = 1 if variant.final_discard_required else 0
    need = variant.points_needed(opened)
    hand = list(hand)
    fit = layable(hand, table)[:MAX_FIT] if lay_offs and table else []
    if not fit:
        return _melds_leaving(hand, variant, keep, need, opened, blocked)
    fit_set = set(fit)
    others = [c for c in hand if c not in fit_set]
    for off in _subsets(fit):
        gone = set(off)
        rest = others + [c for c in fit if c not in gone]
        plan = _melds_leaving(rest, variant, keep, need, opened, blocked)
        if plan is not None and lays_off_all(off, table):
            return plan
    return None


def _subsets(fit: list[CardId]) -> Iterator[tuple[CardId, ...]]:
    """Subsets of ``fit``: fewest jokers first, then most cards."""
    naturals = [c for c in fit if not is_joker(c)]
    jokers = [c for c in fit if is_joker(c)]
    for j in range(len(jokers) + 1):
        for js in combinations(jokers, j):
            for n in range(len(naturals), -1, -1):
                for ns in combinations(naturals, n):
                    yield ns + js


def _melds_leaving(cards: list[CardId], variant: Variant, keep: int, need: int, opened: bool,
                   blocked: AbstractSet[CardId]) -> LayPlan | None:
    """Melds of all ``cards`` but ``keep`` (worth ``need``), the card kept not
    one of ``blocked``; an empty plan when ``cards`` is the final discard alone."""
    if len(cards) < keep:
        return None
    if len(cards) == keep:
        return EMPTY_PLAN if opened and not set(cards) & blocked else None
    plan = going_out_lay(cards, variant, keep, need)
    if plan is None:
        return None
    laid = {c for m in plan.melds for c in m}
    if not any(c in blocked for c in cards if c not in laid):
        return plan
    seen: set[int] = set()            # the lay keeps a card that may not be discarded: keep another
    for d in cards:
        if d in blocked or card_type(d) in seen:
            continue
        seen.add(card_type(d))
        other = going_out_lay([c for c in cards if c != d], variant, keep - 1, need)
        if other is not None:
            return other
    return None


def best_lay_going_out(hand: Sequence[CardId], variant: Variant, table: Sequence[Meld] = (), *,
                       opened: bool, lay_offs: bool,
                       blocked: AbstractSet[CardId] = frozenset()) -> LayPlan:
    """The lay of most points, unless it does not go out (with the lay-offs
    ``table`` takes) and another lay does: going out ends the round, and at a
    target of 1 wins the match (RULES.md §27)."""
    keep = 1 if variant.final_discard_required else 0
    plan = best_lay(hand, variant, keep=keep)
    if not plan.melds:
        return plan        # no meld at all: no other lay has one either
    laid = {c for m in plan.melds for c in m}
    if lays_off_rest([c for c in hand if c not in laid], table, keep, lay_offs, blocked):
        return plan
    return going_out_plan(hand, variant, table, opened=opened, lay_offs=lay_offs, blocked=blocked) or plan
