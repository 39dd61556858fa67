"""The fast solver against brute force on many small seeded random hands."""

from __future__ import annotations

import random

import pytest

from lanjolly.cards import JOKER_IDS, card_type
from lanjolly.melds import check_meld
from lanjolly.meldtables import pack_cards, shape_types, shapes_for
from lanjolly.solver import best_lay, candidates, counts_of, going_out_lay, going_out_points, opening_lay, Objective
from lanjolly.variants import JOLLY, ROMME


def small_hand(rng: random.Random, lo: int = 5, hi: int = 10) -> list[int]:
    """Hands crowded into few ranks/suits so that melds actually occur."""
    n = rng.randint(lo, hi)
    j = rng.choice((0, 0, 1, 1, 2, 3))
    suits = rng.sample(range(4), rng.randint(1, 4))
    r0 = rng.randint(1, 9)
    pool = [d * 52 + s * 13 + r - 1 for d in (0, 1) for s in suits
            for r in range(r0, min(r0 + 5, 13) + 1)]
    if rng.random() < 0.3:
        pool += [d * 52 + s * 13 for d in (0, 1) for s in suits]  # aces for high/low cases
    nat = rng.sample(sorted(set(pool)), min(n - j, len(set(pool))))
    return nat + list(JOKER_IDS[:j])


def brute(hand: list[int], variant) -> dict[tuple[int, int], int]:
    """(cards laid, jokers laid) -> max points, over every set of disjoint melds."""
    counts = counts_of(hand)
    cands = candidates(counts, variant)
    best: dict[tuple[int, int], int] = {}

    def rec(i: int, n: int, j: int, pts: int) -> None:
        if best.get((n, j), -1) < pts:
            best[(n, j)] = pts
        for k in range(i, len(cands)):
            c = cands[k]
            need: dict[int, int] = {}
            for t in c.types:
                need[t] = need.get(t, 0) + 1
            if all(counts[t] >= m for t, m in need.items()):
                for t, m in need.items():
                    counts[t] -= m
                rec(k, n + len(c.types), j + need.get(52, 0), pts + c.points)
                for t, m in need.items():
                    counts[t] += m

    rec(0, 0, 0, 0)
    return best


def assert_valid(plan, hand, variant) -> None:
    flat = [c for m in plan.melds for c in m]
    assert len(flat) == len(set(flat)) and set(flat) <= set(hand)
    assert sum(check_meld(m, variant).points for m in plan.melds) == plan.points
    assert plan.cards_laid == len(flat)


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
def test_best_lay_matches_brute_force(variant) -> None:
    rng = random.Random(11)
    for _ in range(300):
        hand = small_hand(rng)
        table = brute(hand, variant)
        for keep in (0, 1, 2):
            want = max((p for (n, _j), p in table.items() if n <= len(hand) - keep), default=0)
            plan = best_lay(hand, variant, keep=keep)
            assert plan.points == want, (hand, keep)
            assert len(hand) - plan.cards_laid >= keep
            assert_valid(plan, hand, variant)


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
def test_going_out_lay_matches_brute_force(variant) -> None:
    """The lay of every card but ``keep`` (most points among those), as the
    brute force over all sets of melds has it; None exactly when no set lays
    that many. Some hands (4 of these) go out only with fewer points than the most."""
    rng = random.Random(13)
    differs = 0
    for _ in range(300):
        hand = small_hand(rng, 4, 11)
        table = brute(hand, variant)
        for keep in (0, 1):
            n = len(hand) - keep
            want = max((p for (m, _j), p in table.items() if m == n), default=None) if n > 0 else None
            plan = going_out_lay(hand, variant, keep=keep)
            assert going_out_points(pack_cards(hand), variant, len(hand), keep) == want, (hand, keep)
            if want is None:
                assert plan is None, (hand, keep)
                continue
            assert plan is not None and plan.points == want and plan.cards_laid == n, (hand, keep)
            assert_valid(plan, hand, variant)
            assert going_out_lay(hand, variant, keep=keep, need=want + 1) is None
            differs += best_lay(hand, variant, keep=keep).cards_laid < n
    assert differs >= 3, differs


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
def test_opening_objectives_match_brute_force(variant) -> None:
    rng = random.Random(12)
    need = variant.opening_points
    for _ in range(250):
        hand = small_hand(rng, 6, 11)
        table = {k: p for k, p in brute(hand, variant).items() if k[0] <= len(hand) - 1}
        ok = [(n, j, p) for (n, j), p in table.items() if p >= need and n > 0]
        plan = opening_lay(hand, variant, objective=Objective.FEWEST_CARDS)
        if not ok:
            assert plan is None
            continue
        assert plan is not None
        assert_valid(plan, hand, variant)
        fewest = min(n for n, _j, _p in ok)
        assert plan.cards_laid == fewest and plan.points >= need
        assert plan.points == max(p for n, _j, p in ok if n == fewest)
        kj = opening_lay(hand, variant, objective=Objective.KEEP_JOKERS)
        assert kj is not None and kj.points >= need
        assert kj.jokers_laid == min(j for _n, j, _p in ok)
        assert_valid(kj, hand, variant)
        most = opening_lay(hand, variant, objective=Objective.MAX_POINTS)
        assert most is not None and most.points == max(p for _n, _j, p in ok)
        assert_valid(most, hand, variant)


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
def test_shape_table_equals_reference_candidates(variant) -> None:
    rng = random.Random(13)
    for _ in range(400):
        hand = rng.sample(range(110), rng.randint(3, 20))
        ref = sorted((c.types, c.points) for c in candidates(counts_of(hand), variant))
        fast = sorted((shape_types(s), s[1]) for s in shapes_for(pack_cards(hand), variant))
        assert fast == ref


def test_large_hands_with_many_jokers_are_consistent() -> None:
    rng = random.Random(14)
    for i in range(60):
        hand = rng.sample(range(104), 14) + list(JOKER_IDS)
        v = JOLLY if i % 2 else ROMME
        plan = best_lay(hand, v, keep=1)
        assert_valid(plan, hand, v)
        assert plan.cards_laid <= len(hand) - 1
        # Laying more can only come from a bigger hand: removing a card never helps.
        worse = best_lay(hand[1:], v, keep=1)
        assert worse.points <= plan.points


def test_ties_prefer_laying_more_cards() -> None:
    from lanjolly.cards import parse_cards
    hand = parse_cards("5H 6H 7H 8H 2C")
    plan = best_lay(hand, JOLLY, keep=1)
    assert plan.cards_laid == 4 and plan.points == 26
    assert all(card_type(c) != card_type(parse_cards("2C")[0]) for m in plan.melds for c in m)


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=lambda v: v.name)
def test_a_lay_stored_as_one_int_comes_back_the_same(variant) -> None:
    """The solver's memo keeps each lay as one int (lanjolly/laycode.py): the melds' types
    in order, the points and the cards laid must come back exactly as solved, for hands of
    up to 20 cards with up to 6 jokers, both rankings, and no lay at all."""
    from lanjolly.laycode import NO_LAY, cards_of, decoded_melds, encode, points_of
    from lanjolly.meldtables import laid_values
    from lanjolly.solver import _best_shapes, _going_out_shapes
    rng = random.Random(20261207)
    seen = 0
    for _ in range(300):
        n = rng.randint(3, 20)
        j = rng.randint(0, min(6, n - 1))
        hand = rng.sample(range(104), n - j) + list(JOKER_IDS[:j])
        for solve in (_best_shapes, _going_out_shapes):
            found = solve(pack_cards(hand), laid_values(variant), len(hand), rng.randint(0, 1))
            code = encode(found)
            if found is None:
                assert code == NO_LAY
                continue
            seen += 1
            shapes, points, cards = found
            assert decoded_melds(code) == [shape_types(sh) for sh in shapes]
            assert (points_of(code), cards_of(code)) == (points, cards)
    assert seen > 200
