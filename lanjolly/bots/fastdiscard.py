"""The rollout policy's discard: Strong's one-pass ranking, with what its lookahead adds, cheaply.

Why a module of its own: the discard is where the rollout policy differed
most from Strong (BOTS.md, "The rollout policy": every disagreement on
Strong's positions was its one-draw lookahead re-ranking the best four), and
the lookahead itself (53 solves per candidate) costs 30 times a whole
rollout. So the one-pass score counts a card's partners among the cards
outside the best lay (as the lookahead's utility does), and the best few are
re-scored by the unseen cards that would make a meld with each (outs) or be
its partners, from a table of which two card types meld with each type.
Both are on in :class:`~.fastpolicy.FastPolicyPlus` only: as Expert's
rollouts they measured no stronger search (BOTS.md), so Expert's plain
policy ranks by the one-pass score alone, as before.
"""

from __future__ import annotations

from typing import Sequence

from ..cards import DECK_SIZE, JOKER_IDS, JOKER_TYPE, CardId, card_type, copies
from ..meldtables import UNIT_OF_TYPE
from ..solver import best_lay_types
from ..variants import Variant
from .base import partner_types
from .fastround import FastRound

COPIES = [len(copies(t)) for t in range(JOKER_TYPE + 1)]
JOKER_ID = JOKER_IDS[0]
TYPE = [card_type(c) for c in range(DECK_SIZE)]
PARTNERS = [partner_types(t) for t in range(JOKER_TYPE)]


class FastDiscards:
    """The discard of :class:`~.fastpolicy.FastPolicy` (the weights are set there)."""

    v: Variant
    values: list[int]
    partner_weight: float
    penalty_weight: float
    danger_weight: float
    outs_weight = 0.0    # keep score per share of unseen cards that would make a meld with the card ...
    pairs_weight = 0.0   # ... and that would be its partners (FastPolicyPlus: 20 / 10)
    outs_top = 4         # ... for this many of the one-pass ranking's best
    rest_partners = False  # one-pass partners counted among the cards outside the best lay only (Plus: on)

    @staticmethod
    def least_other(r: FastRound, seat: int) -> int:
        return min((len(h) for s, h in enumerate(r.hands) if s != seat and r.active[s]), default=13)

    def plan(self, cnt: list[int], pack: int, keep: int) -> tuple[list[int], int, int]:
        """The best lay's card types and points leaving ``keep`` cards, and
        the number of loose cards (a loose card is kept anyway, so then the
        solve is the cached ``keep=0`` one)."""
        hand_core, loose = core(cnt, pack)
        if loose >= keep:
            laid, pts = best_lay_types(hand_core, self.v, 0, 0)
        else:
            laid, pts = best_lay_types(hand_core, self.v, sum(cnt) - loose, keep - loose)
        return laid, pts, loose

    def pick_discard(self, r: FastRound, seat: int) -> CardId:
        """Normal's one-pass score with Strong's weights (:meth:`keeps`),
        avoiding what lays off for an opened next player, its best few
        re-scored by the outs they keep (:meth:`by_outs`)."""
        nxt = r.next_seat(seat)
        blocked: Sequence[CardId] = tuple(self.v.blocked_discards(r.taken))
        hand, cnt, pack = r.hands[seat], r.counts[seat], r.packs[seat]
        fit = r.fit if r.opened(nxt) else 0
        ranked = self.keeps(hand, cnt, pack, r.seen, blocked, self.least_other(r, seat), fit)
        if not ranked:
            return hand[0]
        if (self.outs_weight or self.pairs_weight) and len(ranked) > 1:
            rest = cnt
            if self.rest_partners:
                rest = list(cnt)
                for t in self.plan(cnt, pack, 0)[0]:
                    rest[t] -= 1
            return self.by_outs(r, cnt, rest, ranked)
        return ranked[0][1]

    def by_outs(self, r: FastRound, cnt: list[int], rest: list[int], ranked: list[tuple[float, CardId]]) -> CardId:
        """The one-pass ranking's best few re-scored by what keeping each card
        is worth on the next draw: the unseen cards that would complete a
        meld with it (and no longer would without it), and those that would
        become its partners. Why: it is the part of Strong's lookahead the
        one-pass score misses, at a few look-ups per card."""
        seen = r.seen
        total = UNSEEN_ALL - sum(seen) - len(r.hands[r.cur]) or 1
        ow = self.outs_weight / total
        pw = self.pairs_weight / total
        full: dict[int, bool] = {}
        best: tuple[float, CardId] | None = None
        for keep, c in ranked[:self.outs_top]:
            t = TYPE[c]
            if t != JOKER_TYPE and rest[t] > 0:
                lost = 0
                pairs = 0.0
                rest[t] -= 1
                alone = rest[t] == 0
                try:
                    for d, wt in NEAR_W[t]:
                        u = COPIES[d] - seen[d] - cnt[d]
                        if u <= 0:
                            continue
                        pairs += wt * u
                        if alone:
                            f = full.get(d)
                            if f is None:
                                rest[t] += 1
                                f = full[d] = meld_with(d, rest)
                                rest[t] -= 1
                            if f and not meld_with(d, rest):
                                lost += u
                finally:
                    rest[t] += 1
                keep += ow * lost + pw * pairs
            if best is None or (keep, c) < best:
                best = (keep, c)
        assert best is not None
        return best[1]

    def worst(self, hand: Sequence[CardId], cnt: list[int], pack: int, seen: list[int],
              blocked: Sequence[CardId], least: int, danger_fit: int) -> CardId:
        """The card to throw from ``hand`` by the one-pass score alone (:meth:`keeps`)."""
        ranked = self.keeps(hand, cnt, pack, seen, blocked, least, danger_fit)
        return ranked[0][1] if ranked else hand[0]

    def keeps(self, hand: Sequence[CardId], cnt: list[int], pack: int, seen: list[int],
              blocked: Sequence[CardId], least: int, danger_fit: int) -> list[tuple[float, CardId]]:
        """Discards best first, one card per type, with their keep score:
        keep jokers, the best lay's cards and cards with live partners; throw
        value when an opponent (holding ``least`` cards) is close; keep what
        fits ``danger_fit`` (a :data:`~.knowledge.TypeMask`)."""
        laid = self.plan(cnt, pack, 0)[0]
        in_plan = set(laid)
        present = cnt
        if self.rest_partners:
            present = list(cnt)
            for t in laid:
                present[t] -= 1
        pen = self.penalty_weight * (3.0 if least <= 2 else 1.8 if least <= 5 else 1.0)
        pw = self.partner_weight * 2
        danger = 1.5 * self.danger_weight
        vals = self.values
        done: dict[int, tuple[float, CardId]] = {}
        for c in hand:
            if c in blocked:
                continue
            t = TYPE[c]
            got = done.get(t)
            if got is not None:
                if c < got[1]:
                    done[t] = (got[0], c)
                continue
            if t == JOKER_TYPE:
                keep = 200.0 + pw * 100.0
            elif t in in_plan and present[t] <= 0:
                keep = pw * partners(t, cnt, cnt, seen) + 40.0
            else:
                keep = pw * partners(t, present, cnt, seen)
            if t in in_plan and present is cnt:
                keep += 40.0
            keep -= pen * vals[t]
            if danger_fit >> t & 1:
                keep += danger
            done[t] = (keep, c)
        return sorted(done.values())


def _meld_tables() -> tuple[list[tuple[tuple[int, int], ...]], list[tuple[int, ...]]]:
    """Per natural type: the pairs of types that make a meld with it (a
    group of three suits, a sequence of three, the ace low or high), and the
    types that make one with it and a joker."""
    pairs: list[tuple[tuple[int, int], ...]] = []
    near: list[tuple[int, ...]] = []
    for t in range(JOKER_TYPE):
        rank, suit = t % 13, t // 13
        others = [s2 * 13 + rank for s2 in range(4) if s2 != suit]
        ps = [(others[i], others[j]) for i in range(3) for j in range(i + 1, 3)]
        nb: set[int] = set(others)
        for r in ((rank, 13) if rank == 0 else (rank,)):
            for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
                if 0 <= a and b <= 13:
                    ps.append((suit * 13 + a % 13, suit * 13 + b % 13))
            for d in (-2, -1, 1, 2):
                if 0 <= r + d <= 13:
                    nb.add(suit * 13 + (r + d) % 13)
        nb.discard(t)
        pairs.append(tuple(dict.fromkeys(ps)))
        near.append(tuple(sorted(nb)))
    return pairs, near


MELD_PAIRS, MELD_NEAR = _meld_tables()
NEAR_W = [tuple((d, 2.0) for d in PARTNERS[t][0]) + PARTNERS[t][1] for t in range(JOKER_TYPE)]
UNSEEN_ALL = DECK_SIZE


def meld_with(d: int, cnt: list[int]) -> bool:
    """Would a card of natural type ``d`` make a meld with two cards of
    ``cnt`` (a joker standing in for one)? The table form of
    :func:`~.inference.completes`, with the ace both low and high."""
    for a, b in MELD_PAIRS[d]:
        if cnt[a] and cnt[b]:
            return True
    if cnt[JOKER_TYPE]:
        for x in MELD_NEAR[d]:
            if cnt[x]:
                return True
    return False


# The packed hand -> its core and loose count, as one int (``rest << 5 | loose``; a hand holds at
# most 20 cards). Why one int, not a pair: a dict of ints alone is never tracked by the garbage
# collector, while one that holds tuples is walked by every full collection (200,000 entries:
# tens of milliseconds inside a decision; lanjolly/settle.py).
_CORES: dict[int, int] = {}


def core(cnt: list[int], pack: int) -> tuple[int, int]:
    """The packed hand without its loose cards (naturals with no partner in
    hand, which no meld can hold), and how many there were. Why: the
    solver's answers depend on the rest alone, so its cache is keyed by it
    and hits far more often across the rollouts' ever-changing hands."""
    hit = _CORES.get(pack)
    if hit is not None:
        return hit >> 5, hit & 31
    loose = 0
    rest = pack
    for t in range(JOKER_TYPE):
        k = cnt[t]
        if not k:
            continue
        same, seq = PARTNERS[t]
        if cnt[same[0]] or cnt[same[1]] or cnt[same[2]] or any(cnt[x] for x, _w in seq):
            continue
        loose += k
        rest -= k * UNIT_OF_TYPE[t]
    if len(_CORES) > 200_000:
        _CORES.clear()
    _CORES[pack] = rest << 5 | loose
    return rest, loose


def partners(t: int, present: list[int], hand: list[int], seen: list[int]) -> float:
    """:func:`~.base.partner_score` of a natural type on counts: partners
    ``present`` (2 per other suit of the rank, 2/1 per suit neighbour one/two
    away), weighed by their copies still live (not in ``hand``, not ``seen``)."""
    same, seq = PARTNERS[t]
    score = 0.0
    live = 0
    for x in same:
        if present[x]:
            score += 2.0
        live += 2 - seen[x] - hand[x]
    for x, w in seq:
        if present[x]:
            score += w
        live += 2 - seen[x] - hand[x]
    if score:
        score *= 0.5 + min(live, 6) / 12
    return score


