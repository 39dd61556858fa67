"""Exact meld search: which melds can a hand form, and which set lays the most.

Everything works on card *types* (face 0..51, joker 52) with a count per type,
because two Q♥ are interchangeable for meld-building; physical ids are put
back at the end. The best lay is a memoised branch over the lowest natural
type still in the hand: either it stays in hand, or it is laid in one of the
candidate melds that contain it. Every partition is reachable that way, so the
result is exact (the tests compare it with brute force).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from .cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, is_joker
from .intmemo import IntMemo
from .laycode import NO_LAY, cards_of, decoded_melds, encode, points_of
from .meldtables import (GUARD, JUNIT, JOKER_SHIFT, NATMASK, LaidValues, Shape, laid_values, pack_cards, seq_patterns,
                         shape_types, shapes_for, shapes_of)
from .melds import rank_of_value, laid_value_of_group_rank, laid_value_of_position
from .variants import Variant, card_hand_value

@dataclass(frozen=True)
class Candidate:
    types: tuple[int, ...]          # card types in laid order (52 = joker)
    points: int
    kind: str


def counts_of(cards: Iterable[CardId]) -> list[int]:
    counts = [0] * CARD_TYPES
    for c in cards:
        counts[card_type(c)] += 1
    return counts


def candidates(counts: Sequence[int], variant: Variant) -> list[Candidate]:
    """Every distinct meld (as types in laid order) this multiset of cards can form."""
    jokers = counts[JOKER_TYPE]
    out: list[Candidate] = []
    for rank in range(1, 14):
        suits = [s for s in range(4) if counts[s * 13 + rank - 1]]
        gv = laid_value_of_group_rank(rank, variant)
        k = len(suits)
        subsets: list[tuple[int, ...]] = []
        for mask in range(1, 1 << k):
            sub = tuple(suits[i] for i in range(k) if mask >> i & 1)
            subsets.append(sub)
        for sub in subsets:
            types = tuple(s * 13 + rank - 1 for s in sub)
            if len(sub) in (3, 4):
                out.append(Candidate(types, gv * len(sub), "group"))
            if jokers and len(sub) in (2, 3):
                out.append(Candidate(types + (JOKER_TYPE,), gv * (len(sub) + 1), "group"))
    for suit in range(4):
        have_value = [False] * 15
        for v in range(1, 15):
            have_value[v] = counts[suit * 13 + rank_of_value(v) - 1] > 0
        for start in range(1, 13):
            for end in range(start + 2, 15):
                length = end - start + 1
                if length > 13:
                    break
                values = list(range(start, end + 1))
                have = [have_value[v] for v in values]
                # Prune: two missing positions in a row can never be filled.
                if any(not a and not b for a, b in zip(have, have[1:])):
                    break
                if sum(1 for h in have if not h) > jokers:
                    if not have[-1]:
                        continue
                    continue
                for pattern in seq_patterns(have, jokers):
                    types = tuple(JOKER_TYPE if j else suit * 13 + rank_of_value(v) - 1
                                  for v, j in zip(values, pattern))
                    pts = sum(laid_value_of_position(v, variant) for v in values)
                    out.append(Candidate(types, pts, "sequence"))
    return out


@dataclass(frozen=True)
class LayPlan:
    melds: tuple[tuple[CardId, ...], ...]   # physical ids in laid order
    points: int
    cards_laid: int

    @property
    def jokers_laid(self) -> int:
        return sum(1 for m in self.melds for c in m if is_joker(c))


EMPTY_PLAN = LayPlan((), 0, 0)
POINTS_BITS = 12     # a cards-first score keeps the points below this bit (20 cards of at most 25 points fit)


class _Search:
    """Memoised branch over the first remaining card (rank-major order): it
    either stays in hand or is laid in a meld that starts with it. Every
    partition of the hand is reachable, so the optimum is exact; the memo and
    the small rank-major frontier make it fast."""

    def __init__(self, shapes: list[Shape], memo: dict[int, int] | None = None, cards_first: bool = False) -> None:
        """``cards_first``: rank lays by cards laid, then points (a lay that
        goes out), instead of points, then cards (the lay of most points)."""
        self.shapes = shapes
        self.cards_first = cards_first
        by_field: list[list[tuple[int, int, int]]] = [[] for _ in range(JOKER_TYPE)]
        relevant = 0
        for i, (need, pts, n, _types, _k) in enumerate(shapes):
            nat = need & NATMASK
            relevant |= nat
            f = ((nat & -nat).bit_length() - 1) // 3
            by_field[f].append((need, n << POINTS_BITS | pts if cards_first else pts * 64 + n, i))
        self.by_field = by_field
        self.relevant = relevant * 3 | ~NATMASK
        self.memo: dict[int, int] = {} if memo is None else memo

    def laid_cards(self, score: int) -> int:
        """The cards laid in a score of :meth:`best`."""
        return score >> POINTS_BITS if self.cards_first else score & 63

    def best(self, s: int) -> int:
        """Max of points*64 + cards laid (``cards_first``: cards << POINTS_BITS
        + points) over all lays from state ``s``."""
        memo = self.memo
        hit = memo.get(s)
        if hit is not None:
            return hit
        nat = s & NATMASK
        if not nat:
            memo[s] = 0
            return 0
        f = ((nat & -nat).bit_length() - 1) // 3
        best = self.best(s - (1 << 3 * f))
        for need, score, _i in self.by_field[f]:
            if ((s | GUARD) - need) & GUARD == GUARD:
                v = score + self.best(s - need)
                if v > best:
                    best = v
        memo[s] = best
        return best

    def chosen(self, s: int) -> list[int]:
        """The shapes of one optimal lay from ``s`` (after :meth:`best`)."""
        out: list[int] = []
        while s & NATMASK:
            target = self.best(s)
            if not target:
                break
            nat = s & NATMASK
            f = ((nat & -nat).bit_length() - 1) // 3
            skip = s - (1 << 3 * f)
            if self.best(skip) == target:
                s = skip
                continue
            for need, score, i in self.by_field[f]:
                if ((s | GUARD) - need) & GUARD == GUARD and score + self.best(s - need) == target:
                    out.append(i)
                    s -= need
                    break
            else:  # pragma: no cover - memo is consistent by construction
                raise AssertionError("solver memo inconsistent")
        return out

    def best_keeping(self, s: int, total: int, keep: int) -> tuple[int, int]:
        """Best score leaving at least ``keep`` of the ``total`` cards in hand,
        and the state (with kept cards removed) that reaches it."""
        v = self.best(s)
        if keep <= 0 or total - self.laid_cards(v) >= keep:
            return v, s
        best = (-1, s)
        tried = set()
        rest = s & self.relevant
        while rest:
            low = rest & -rest
            f = (low.bit_length() - 1) // 3
            if f >= JOKER_TYPE:
                unit = JUNIT
                rest = 0
            else:
                unit = 1 << 3 * f
                rest &= ~(7 << 3 * f)
            if unit in tried or not ((s | GUARD) - unit) & GUARD == GUARD:
                continue
            tried.add(unit)
            cand = self.best_keeping(s - unit, total - 1, keep - 1)
            if cand[0] > best[0]:
                best = cand
        return best if best[0] >= 0 else (0, s)

    def front(self, s: int, memo: dict[int, dict[int, int]]) -> dict[int, int]:
        """For each number of cards laid, the max points (a Pareto table)."""
        hit = memo.get(s)
        if hit is not None:
            return hit
        nat = s & NATMASK
        if not nat:
            out = {0: 0}
            memo[s] = out
            return out
        f = ((nat & -nat).bit_length() - 1) // 3
        out = dict(self.front(s - (1 << 3 * f), memo))
        for need, score, i in self.by_field[f]:
            if ((s | GUARD) - need) & GUARD == GUARD:
                pts, n = score >> 6, score & 63
                for m, p in self.front(s - need, memo).items():
                    if out.get(m + n, -1) < p + pts:
                        out[m + n] = p + pts
        memo[s] = out
        return out

    def front_chosen(self, s: int, n: int, p: int, memo: dict[int, dict[int, int]]) -> list[int]:
        out: list[int] = []
        while n:
            nat = s & NATMASK
            f = ((nat & -nat).bit_length() - 1) // 3
            skip = s - (1 << 3 * f)
            if self.front(skip, memo).get(n) == p:
                s = skip
                continue
            for need, score, i in self.by_field[f]:
                if ((s | GUARD) - need) & GUARD == GUARD:
                    pts, k = score >> 6, score & 63
                    if self.front(s - need, memo).get(n - k) == p - pts:
                        out.append(i)
                        s, n, p = s - need, n - k, p - pts
                        break
            else:  # pragma: no cover
                raise AssertionError("front memo inconsistent")
        return out


def _assign_ids(hand: Sequence[CardId], chosen: Iterable[Candidate] | Iterable[tuple[int, ...]]) -> tuple[tuple[CardId, ...], ...]:
    pool: dict[int, list[CardId]] = {}
    for c in hand:
        pool.setdefault(card_type(c), []).append(c)
    melds = []
    for cand in chosen:
        types = cand.types if isinstance(cand, Candidate) else cand
        melds.append(tuple(pool[t].pop() for t in types))
    return tuple(melds)


def _plan(hand: Sequence[CardId], search: _Search, idx: list[int]) -> LayPlan:
    shapes = [search.shapes[i] for i in idx]
    return LayPlan(_assign_ids(hand, [shape_types(sh) for sh in shapes]), sum(sh[1] for sh in shapes),
                   sum(sh[2] for sh in shapes))


def best_lay(hand: Sequence[CardId], variant: Variant, keep: int = 1) -> LayPlan:
    """The set of melds with the highest laid value that leaves ``keep`` cards in hand.

    Among lays of equal value the one laying more cards wins (it is closer to
    going out)."""
    code = _solved(pack_cards(hand), laid_values(variant), len(hand), keep, False)
    if code == NO_LAY:
        return EMPTY_PLAN
    return LayPlan(_assign_ids(hand, decoded_melds(code)), points_of(code), cards_of(code))



def going_out_lay(hand: Sequence[CardId], variant: Variant, keep: int = 1, need: int = 0) -> LayPlan | None:
    """A lay of every card of ``hand`` but ``keep``, worth at least ``need``
    points (the most points among such lays), or None when there is none.

    Why not :func:`best_lay`: the most points may leave two cards in hand
    where a lay of fewer points uses all but the final discard (a joker
    stands for a ten in one meld and a two in another, an ace counts 11 in a
    group of four aces and 1 in A-2-3, four kings outscore 2-3-4 and three
    kings), and going out ends the round: a player who can go out in one go
    lays that, whatever else is worth more."""
    code = _solved(pack_cards(hand), laid_values(variant), len(hand), keep, True)
    if code == NO_LAY or points_of(code) < need:
        return None
    return LayPlan(_assign_ids(hand, decoded_melds(code)), points_of(code), cards_of(code))


def going_out_points(hand_state: int, variant: Variant, size: int, keep: int) -> int | None:
    """The points of :func:`going_out_lay` for the packed hand ``hand_state``
    of ``size`` cards (None: no lay goes out), without assigning card ids.
    Why: the rollouts (:class:`~lanjolly.bots.fastpolicy.FastPolicy`) ask it
    in most turns of every rollout, so it must cost what :func:`best_lay`'s
    cached solve does."""
    code = _solved(hand_state, laid_values(variant), size, keep, True)
    return None if code == NO_LAY else points_of(code)


def _going_out_shapes(state: int, laid: LaidValues, size: int, keep: int) -> tuple[tuple[Shape, ...], int, int] | None:
    """:func:`_best_shapes` ranked by cards laid first, points second: the
    lay of most cards leaving ``keep`` goes out exactly when it lays
    ``size - keep``, and among those it has the most points."""
    if size - keep <= 0:
        return None
    shapes = shapes_of(state, laid)
    if not shapes:
        return None
    search = _Search(shapes, _shared_memo(laid, cards_first=True), cards_first=True)
    v, s2 = search.best_keeping(state & search.relevant, size, keep)
    if search.laid_cards(v) != size - keep:
        return None
    chosen = tuple(search.shapes[i] for i in search.chosen(s2))
    return chosen, sum(sh[1] for sh in chosen), sum(sh[2] for sh in chosen)


_MEMOS: dict[tuple[LaidValues, bool], dict[int, int]] = {}
MEMO_LIMIT = 400_000     # entries per variant before the shared memo starts afresh (~40 MB)


def _shared_memo(laid: LaidValues, cards_first: bool = False) -> dict[int, int]:
    """One memo of :meth:`_Search.best` per set of laid values (and ranking),
    shared by every solve.

    Why shared: the best lay from a packed (sub-)hand is the same whichever
    hand it came from (every meld it can form is among that hand's shapes),
    and a rollout's hands differ by a card or two from turn to turn, so most
    of a new hand's sub-hands were solved already."""
    key = (laid, cards_first)
    memo = _MEMOS.get(key)
    if memo is None or len(memo) > MEMO_LIMIT:
        memo = _MEMOS[key] = {}
    return memo


def _best_shapes(state: int, laid: LaidValues, size: int, keep: int) -> tuple[tuple[Shape, ...], int, int] | None:
    """The shapes of :func:`best_lay` for a packed hand (None: nothing to lay)."""
    shapes = shapes_of(state, laid)
    if not shapes:
        return None
    search = _Search(shapes, _shared_memo(laid))
    s = state & search.relevant
    v, s2 = search.best_keeping(s, size, keep)
    if not v:
        return None
    chosen = tuple(search.shapes[i] for i in search.chosen(s2))
    return chosen, sum(sh[1] for sh in chosen), sum(sh[2] for sh in chosen)


# Solved lays, one memo per set of laid values and ranking (False: most points, True: going
# out first), each lay encoded in one int (:mod:`.laycode`). Why ints in an IntMemo and not
# an lru_cache of the shapes: the rollouts miss these caches most of the time (a third of
# the asks hit), and each stored result was a handful of tuples the young generation kept
# until one collection walked them all (lanjolly/intmemo.py). Sizes as the lru_caches had.
LAYS_LIMIT = {False: 1 << 15, True: 1 << 13}
_LAYS: dict[bool, dict[LaidValues, IntMemo]] = {False: {}, True: {}}


def _solved(state: int, laid: LaidValues, size: int, keep: int, going_out: bool) -> int:
    """The encoded lay of :func:`_best_shapes` (or :func:`_going_out_shapes`), memoised.
    (The rollouts ask this in most turns: a hit is one or two dictionary probes and allocates
    nothing the collector sees.)"""
    memo = _LAYS[going_out].get(laid)
    if memo is None:
        memo = _LAYS[going_out][laid] = IntMemo(LAYS_LIMIT[going_out])
    if not (0 <= size < 64 and 0 <= keep < 4):
        raise ValueError(f"no memo key for a hand of {size} cards keeping {keep}")
    key = (state << 6 | size) << 2 | keep
    code = memo.get(key)
    if code is None:
        solve = _going_out_shapes if going_out else _best_shapes
        code = encode(solve(state, laid, size, keep))
        memo.put(key, code)
    return code


def best_lay_types(hand_state: int, variant: Variant, size: int, keep: int) -> tuple[list[int], int]:
    """The card types (with repeats) :func:`best_lay` would lay from the packed
    hand ``hand_state``, and their points: the same cached solve, without
    assigning card ids."""
    code = _solved(hand_state, laid_values(variant), size, keep, False)
    if code == NO_LAY:
        return [], 0
    return [t for types in decoded_melds(code) for t in types], points_of(code)


def lay_front(hand: Sequence[CardId], variant: Variant, max_jokers: int | None = None
              ) -> tuple[_Search, int, dict[int, dict[int, int]], dict[int, int]] | None:
    """Internal: the Pareto table (cards laid -> best points) of a hand."""
    state = pack_cards(hand)
    if max_jokers is not None:
        state = (state & NATMASK) | min(max_jokers, state >> JOKER_SHIFT) << JOKER_SHIFT
    shapes = shapes_for(state, variant)
    if not shapes:
        return None
    search = _Search(shapes)
    s = state & search.relevant
    memo: dict[int, dict[int, int]] = {}
    return search, s, memo, search.front(s, memo)


class Objective(Enum):
    """What :func:`opening_lay` optimises (why: a player wants to open but keep
    flexible cards back)."""

    MAX_POINTS = "max_points"        # the highest laid value (same as :func:`best_lay`)
    FEWEST_CARDS = "fewest_cards"    # the fewest cards, then the most points
    KEEP_JOKERS = "keep_jokers"      # the fewest jokers, then the fewest cards, then points


def opening_lay(hand: Sequence[CardId], variant: Variant, keep: int = 1,
                threshold: int | None = None, objective: Objective = Objective.FEWEST_CARDS) -> LayPlan | None:
    """A lay reaching ``threshold`` (default: the variant's opening points), or None,
    chosen by ``objective``."""
    need = variant.points_needed(False) if threshold is None else threshold
    if objective is Objective.MAX_POINTS:
        plan = best_lay(hand, variant, keep)
        return plan if plan.melds and plan.points >= need else None
    jokers = sum(1 for c in hand if is_joker(c))
    limits = range(0, jokers + 1) if objective is Objective.KEEP_JOKERS else (None,)
    for lim in limits:
        got = lay_front(hand, variant, lim)
        if got is None:
            continue
        search, s, memo, front = got
        for n in sorted(front):
            if n == 0 or n > len(hand) - keep:
                continue
            if front[n] >= need:
                return _plan(hand, search, search.front_chosen(s, n, front[n], memo))
    return None


def layable_melds(hand: Sequence[CardId], variant: Variant) -> list[tuple[CardId, ...]]:
    """Every single meld the hand can form now, as physical ids in laid order."""
    counts = counts_of(hand)
    return [_assign_ids(hand, [c])[0] for c in candidates(counts, variant)]


def least_harm_discard(hand: Sequence[CardId], allowed: Sequence[CardId], variant: Variant) -> CardId:
    """The card of ``allowed`` whose loss hurts ``hand`` least: the least turn's discard (RULES.md §12).

    Why the solver: a person whose time runs out while composing melds must not
    lose a card of them. The card kept out is one whose loss costs the best
    melds of the rest nothing (dead wood), and among those the costliest in
    hand; a joker only when nothing else may go. Equal cards: the lower id.
    """
    pool = [c for c in allowed if not is_joker(c)] or list(allowed) or list(hand)

    def harm(card: CardId) -> tuple[int, int, int]:
        rest = list(hand)
        rest.remove(card)
        return (-best_lay(rest, variant, keep=0).points, -card_hand_value(card, variant), card)
    return min(pool, key=harm)
