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
from functools import lru_cache
from typing import Iterable, Sequence

from .cards import CardId, card_type
from .melds import rank_of_value, laid_value_of_group_rank, laid_value_of_position
from .variants import Variant

JOKER_TYPE = 52
Counts = tuple[int, ...]


@dataclass(frozen=True)
class Candidate:
    types: tuple[int, ...]          # card types in laid order (52 = joker)
    points: int
    kind: str


def counts_of(cards: Iterable[CardId]) -> list[int]:
    counts = [0] * 53
    for c in cards:
        counts[card_type(c)] += 1
    return counts


def _seq_patterns(values: Sequence[int], have: Sequence[bool], jokers: int):
    """Joker/natural patterns over consecutive positions, no adjacent jokers."""
    n = len(values)
    out: list[tuple[bool, ...]] = []

    def rec(i: int, used: int, prev_joker: bool, acc: list[bool]) -> None:
        if i == n:
            if n == 3 and used > 1:
                return
            if used < n:
                out.append(tuple(acc))
            return
        if have[i]:
            acc.append(False)
            rec(i + 1, used, False, acc)
            acc.pop()
        if used < jokers and not prev_joker:
            acc.append(True)
            rec(i + 1, used + 1, True, acc)
            acc.pop()

    rec(0, 0, False, [])
    return out


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
                for pattern in _seq_patterns(values, have, jokers):
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


def _solve(counts: list[int], cands: list[Candidate]) -> tuple[int, tuple[int, ...]]:
    """Best total points and the chosen candidate indices."""
    by_type: list[list[int]] = [[] for _ in range(53)]
    needs: list[tuple[tuple[int, int], ...]] = []
    for i, c in enumerate(cands):
        need: dict[int, int] = {}
        for t in c.types:
            need[t] = need.get(t, 0) + 1
        needs.append(tuple(need.items()))
        first = min(t for t in c.types if t != JOKER_TYPE)
        by_type[first].append(i)
    memo: dict[tuple[int, ...], tuple[int, tuple[int, ...]]] = {}

    def rec(cnt: list[int]) -> tuple[int, tuple[int, ...]]:
        key = tuple(cnt)
        hit = memo.get(key)
        if hit is not None:
            return hit
        t = next((i for i in range(52) if cnt[i]), -1)
        if t < 0:
            memo[key] = (0, ())
            return memo[key]
        cnt[t] -= 1
        best = rec(cnt)
        cnt[t] += 1
        for ci in by_type[t]:
            need = needs[ci]
            if all(cnt[ty] >= k for ty, k in need):
                for ty, k in need:
                    cnt[ty] -= k
                sub = rec(cnt)
                for ty, k in need:
                    cnt[ty] += k
                val = sub[0] + cands[ci].points
                if val > best[0]:
                    best = (val, (ci,) + sub[1])
        memo[key] = best
        return best

    return rec(list(counts))


def _assign_ids(hand: Sequence[CardId], chosen: Iterable[Candidate]) -> tuple[tuple[CardId, ...], ...]:
    pool: dict[int, list[CardId]] = {}
    for c in hand:
        pool.setdefault(card_type(c), []).append(c)
    melds = []
    for cand in chosen:
        melds.append(tuple(pool[t].pop() for t in cand.types))
    return tuple(melds)


def best_lay(hand: Sequence[CardId], variant: Variant, keep: int = 1) -> LayPlan:
    """The set of melds with the highest laid value that leaves ``keep`` cards in hand."""
    counts = counts_of(hand)
    cands = candidates(counts, variant)
    if not cands:
        return LayPlan((), 0, 0)
    pts, chosen = _solve(counts, cands)
    laid = sum(len(cands[i].types) for i in chosen)
    if keep and len(hand) - laid < keep:
        best = (0, ())
        for t in sorted({card_type(c) for c in hand}):
            counts[t] -= 1
            sub = _solve(counts, [c for c in cands if _fits(c, counts)])
            counts[t] += 1
            if sub[0] > best[0]:
                best = (sub[0], tuple(c for c in sub[1]), t)
        if not best[0]:
            return LayPlan((), 0, 0)
        t = best[2]
        counts[t] -= 1
        fitting = [c for c in cands if _fits(c, counts)]
        counts[t] += 1
        chosen_c = [fitting[i] for i in best[1]]
        return LayPlan(_assign_ids(hand, chosen_c), best[0], sum(len(c.types) for c in chosen_c))
    return LayPlan(_assign_ids(hand, [cands[i] for i in chosen]), pts, laid)


def _fits(c: Candidate, counts: Sequence[int]) -> bool:
    need: dict[int, int] = {}
    for t in c.types:
        need[t] = need.get(t, 0) + 1
    return all(counts[t] >= k for t, k in need.items())


def layable_melds(hand: Sequence[CardId], variant: Variant) -> list[tuple[CardId, ...]]:
    """Every single meld the hand can form now, as physical ids in laid order."""
    counts = counts_of(hand)
    return [_assign_ids(hand, [c])[0] for c in candidates(counts, variant)]
