"""The solver's and the bots' long-lived caches hold nothing Python's garbage collector walks.

Why: those caches live for the process (65,536 cached solves, 50,000 meld fits),
and every full collection walks every object the collector tracks. With the
variant inside each solve's key and a frozenset per cached fit, full
collections in a process where Expert thinks paused 140-260 ms, inside its
0.3 s decisions and the host's event loop (lanjolly/bots/BOTS.md, "Speed").
"""

from __future__ import annotations

import gc
import random
from typing import Callable

from lanjolly.bots.knowledge import fits, joker_freeing_types, layoff_types, mask_types, meld_layoff_types
from lanjolly.cards import JOKER_IDS, card_type, make_card
from lanjolly.bots import STRENGTHS
from lanjolly.bots.expert import ExpertBot
from lanjolly.sim import play_deal
from lanjolly.solver import best_lay, candidates, counts_of, going_out_lay
from lanjolly.variants import JOLLY, ROMME


def test_solved_hands_leave_no_tracked_objects_behind() -> None:
    rng = random.Random(20261205)
    hands = [rng.sample(range(110), 13) for _ in range(1500)]
    for _ in range(4):
        gc.collect()
    before = len(gc.get_objects())
    for hand in hands:
        best_lay(hand, ROMME)
        best_lay(hand, JOLLY, keep=0)
        going_out_lay(hand, JOLLY)          # its own cache, ranked cards first (the rollouts ask it)
    for _ in range(4):
        gc.collect()      # a tuple is untracked once its items are: one nesting level per collection
    grown = len(gc.get_objects()) - before
    # Before the fix each cached solve kept one tracked key (it held the Variant): +3,000.
    assert grown < 100, grown


def test_storing_a_solve_leaves_nothing_in_the_young_generation() -> None:
    """A solved lay is stored as ints only, so storing it adds nothing the collector counts
    or walks. Why it matters: at capacity an lru_cache evicts an old result for each new
    one, so the collector's count of new objects stays flat while every new result's tuples
    stay young; in Expert's process one young collection then walked 60,000-90,000 of
    them (40-80 ms of CPU inside a decision; BOTS.md, "Twenty-seventh round").

    Measured with the collector off over hands the solver has not seen whose suits it has
    (each suit's cards taken from a different warm-up hand): the per-suit tables then
    answer from their caches and only the lays themselves are new."""
    rng = random.Random(20261207)
    naturals = [c for c in range(110) if card_type(c) != card_type(JOKER_IDS[0])]
    warm = [rng.sample(naturals, 14) for _ in range(200)]
    for hand in warm:
        best_lay(hand, ROMME)
        best_lay(hand, JOLLY, keep=0)
        going_out_lay(hand, JOLLY)
    by_suit = [[[c for c in hand if card_type(c) // 13 == suit] for hand in warm] for suit in range(4)]
    mixed = [[c for suit in range(4) for c in rng.choice(by_suit[suit])] for _ in range(400)]
    gc.collect()
    gc.disable()
    try:
        before = len(gc.get_objects(0))
        for hand in mixed:
            best_lay(hand, ROMME)
            best_lay(hand, JOLLY, keep=0)
            going_out_lay(hand, JOLLY)
        young = len(gc.get_objects(0)) - before
    finally:
        gc.enable()
    # With the lru_caches 4,253 objects stayed young here (several tuples per stored solve);
    # now about 100: the per-rank groups' table still meets a few new suit combinations.
    assert young < 500, young


def test_cached_fits_are_plain_ints() -> None:
    seq = (make_card(5, 1), make_card(6, 1), make_card(7, 1))           # 5-6-7 of one suit
    group = (make_card(9, 0), make_card(9, 2), JOKER_IDS[0])            # two nines and a joker
    for value in (meld_layoff_types(seq), layoff_types((seq, group)), joker_freeing_types(group, JOKER_IDS[0])):
        assert isinstance(value, int) and not gc.is_tracked(value)
    fit = layoff_types((seq, group))
    # The sequence takes the 4 and the 8 of its suit; the group the two other nines.
    assert sorted(mask_types(fit)) == sorted([card_type(make_card(4, 1)), card_type(make_card(8, 1)),
                                               card_type(make_card(9, 1)), card_type(make_card(9, 3))])
    assert fits(fit, card_type(make_card(8, 1))) and not fits(fit, card_type(make_card(10, 1)))
    assert not fits(fit, card_type(JOKER_IDS[1]))
    # A group's joker is freed only by the one missing suit once three naturals sit with it.
    full = (make_card(9, 0), make_card(9, 1), make_card(9, 2), JOKER_IDS[0])
    assert list(mask_types(joker_freeing_types(full, JOKER_IDS[0]))) == [card_type(make_card(9, 3))]
    assert joker_freeing_types(group, JOKER_IDS[0]) == 0


def _cyclic_garbage_of(work: Callable[[], object]) -> int:
    """Objects that only the cyclic collector could free, left by ``work``."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        work()
        return gc.collect()
    finally:
        if was:
            gc.enable()


def test_finding_sequences_leaves_no_cyclic_garbage() -> None:
    """The sequence patterns were found by a nested function that called itself, a cycle per
    call: 31,600 calls in two Rommé deals left 445,000 objects for the collector."""
    rng = random.Random(20261205)
    hands = [rng.sample(range(110), 13) for _ in range(50)]
    assert _cyclic_garbage_of(lambda: [candidates(counts_of(h), ROMME) for h in hands]) == 0


def test_a_deal_of_expert_against_strong_leaves_no_cyclic_garbage() -> None:
    """Every object of the bots' play is freed by reference counting, so full collections stay
    rare and walk only what is alive (BOTS.md, "Speed")."""
    class Quick(ExpertBot):
        worlds, time_cap = 4, None
    saved = STRENGTHS["expert"]
    STRENGTHS["expert"] = Quick
    try:
        found = _cyclic_garbage_of(lambda: play_deal((ROMME.with_options(target_points=1),
                                                      ("expert", "strong"), 20261205, 0, False)))
    finally:
        STRENGTHS["expert"] = saved
    assert found == 0
