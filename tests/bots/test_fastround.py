"""Expert's rollouts play by the rules: a recorded :class:`FastRound` rollout
replays move for move through the engine, and ends where the engine ends.

Why this matters: the rollouts skip the engine for speed (fastround.py), so
nothing else checks that the fast policy only makes moves the rules allow
(taking, opening, laying off, the last discard, the reshuffle of an empty
stock), or that the round it scores is the round the engine would reach.
"""

from __future__ import annotations

import random

import pytest

from lanjolly.bots import make_bot
from lanjolly.bots.fastpolicy import FastPolicy, FastPolicyPlus, play_on
from lanjolly.bots.fastround import FastRound
from lanjolly.round import Phase, apply, check
from lanjolly.variants import JOLLY, ROMME
from tests.bots.rounds import states_of_round

CASES = [(JOLLY, 2), (JOLLY, 4), (ROMME, 2), (ROMME, 3)]


@pytest.mark.parametrize("policy", [FastPolicy, FastPolicyPlus])
@pytest.mark.parametrize("waits", [False, True])
@pytest.mark.parametrize("variant,seats", CASES)
def test_a_recorded_rollout_replays_through_the_engine(variant, seats, waits, policy):
    """``waits``: seat 0 plays Expert's opening rule (open only to go out) and
    keeps its lay-offs until they go out (trial lay-offs taken back must leave
    no trace). ``policy``: Expert's plain rollout policy, and the one closer to Strong."""
    replayed = 0
    for seed in range(2):
        bots = [make_bot("normal", seed * 5 + i, variant) for i in range(seats)]
        states = states_of_round(variant, bots, f"fast/{variant.name}", seed, [seed + s for s in range(seats)], seed)
        for st in states[::5]:
            if st.phase not in (Phase.DRAW, Phase.PLAY) or st.knock_open:
                continue
            r = FastRound(st, st.hands, st.stock, random.Random(seed), record=True)
            pols = [policy(variant, seats, 0 if waits and s == 0 else None, waits and s == 0) for s in range(seats)]
            if st.phase is Phase.PLAY:
                pols[st.current].finish(r, st.current)
            play_on(r, pols, 400)
            assert r.record is not None
            eng = st
            for i, act in enumerate(r.record):
                why = check(eng, act)
                assert why is None, (seed, st.turn_no, i, act, why)
                eng = apply(eng, act)
            if r.over:
                assert eng.phase is Phase.OVER
                assert eng.winner == r.winner
            assert [sorted(h) for h in eng.hands] == [sorted(h) for h in r.hands]
            assert sorted(c for m in eng.melds for c in m.cards) == sorted(c for m in r.melds for c in m.cards)
            replayed += 1
    assert replayed >= 8


def test_a_rollout_stops_at_its_deadline_and_is_not_scored():
    """Why: one long rollout ran 200 ms past the decision's cap (BOTS.md,
    decision time); now the rollout looks at the clock before every turn and
    a world cut short is dropped, never scored half played."""
    import time

    from lanjolly.bots.search import value_of

    states = states_of_round(JOLLY, [make_bot("normal", 1, JOLLY), make_bot("normal", 2, JOLLY)], "deadline", 0, [1, 2], 3)
    st = next(s for s in states[4:] if s.phase is Phase.DRAW)
    pols = [FastPolicy(JOLLY, 2) for _ in range(2)]
    r = FastRound(st, st.hands, st.stock, random.Random(0))
    turn = r.turn
    assert play_on(r, pols, 400, time.perf_counter() - 1.0) is False
    assert r.turn == turn and not r.over
    assert value_of(st, st.hands, st.stock, None, st.current, pols, 7, time.perf_counter() - 1.0) is None
    assert value_of(st, st.hands, st.stock, None, st.current, pols, 7, time.perf_counter() + 60.0) is not None
    assert play_on(r, pols, 400, time.perf_counter() + 60.0) is True and r.over


def test_the_replays_cover_joker_swaps_and_deep_takes():
    """Why: FastPolicyPlus frees jokers from the table and takes up to three
    cards from Jolly's fanned pile (BOTS.md, the rollout policy); the replay
    above only checks those moves if the rollouts make them."""
    from collections import Counter

    from lanjolly.actions import SwapJoker, TakeDiscard

    kinds: Counter[str] = Counter()
    for variant, seats in CASES:
        bots = [make_bot("normal", i, variant) for i in range(seats)]
        states = states_of_round(variant, bots, f"fast/{variant.name}", 0, list(range(seats)), 0)
        for st in states[::5]:
            if st.phase is not Phase.DRAW or st.knock_open:
                continue
            r = FastRound(st, st.hands, st.stock, random.Random(0), record=True)
            play_on(r, [FastPolicyPlus(variant, seats) for _ in range(seats)], 400)
            eng = st
            for act in r.record or []:
                assert check(eng, act) is None
                eng = apply(eng, act)
                if isinstance(act, SwapJoker):
                    kinds["swap"] += 1
                if isinstance(act, TakeDiscard) and act.count > 1:
                    kinds["deep"] += 1
    assert kinds["swap"] >= 3 and kinds["deep"] >= 3, kinds


def test_meld_with_agrees_with_the_engine():
    """``meld_with`` (the policy's table of which two cards make a meld with
    a drawn card) says yes exactly when some two cards of the hand and the
    card pass the engine's own meld check (RULES.md: groups and sequences,
    the ace low or high, a joker for one card)."""
    from itertools import combinations

    from lanjolly.bots.fastdiscard import meld_with
    from lanjolly.cards import JOKER_TYPE, copies
    from lanjolly.errors import IllegalMeld
    from lanjolly.melds import check_meld

    rng = random.Random(5)
    for _ in range(400):
        cnt = [0] * (JOKER_TYPE + 1)
        for _k in range(rng.randint(2, 9)):
            t = JOKER_TYPE if rng.random() < 0.1 else rng.randrange(JOKER_TYPE)
            cnt[t] = min(cnt[t] + 1, len(copies(t)))
        d = rng.randrange(JOKER_TYPE)
        if cnt[d] == len(copies(d)):
            continue
        hand = [copies(t)[i] for t in range(JOKER_TYPE + 1) for i in range(cnt[t])]
        card = next(c for c in copies(d) if c not in hand)
        want = False
        for a, b in combinations(hand, 2):
            for order in ((card, a, b), (a, card, b), (a, b, card)):
                try:
                    check_meld(order, ROMME)
                except IllegalMeld:
                    continue
                want = True
                break
            if want:
                break
        assert meld_with(d, cnt) == want, (d, hand)


def test_meld_with_takes_the_ace_low_beside_a_king():
    """A hand with K, 2 and 3 of a suit: the ace makes A-2-3 (the old
    ``inference.completes`` looked only at Q-K-A once a king was there)."""
    from lanjolly.bots.fastdiscard import meld_with
    from lanjolly.cards import JOKER_TYPE

    cnt = [0] * (JOKER_TYPE + 1)
    for t in (12, 1, 2):       # K, 2, 3 of the first suit
        cnt[t] = 1
    assert meld_with(0, cnt)
    cnt[1] = 0
    assert not meld_with(0, cnt)     # K and 3: no meld with the ace


def test_a_seat_that_holds_its_lay_offs_lays_them_only_to_go_out():
    """Why: Expert keeps its lay-offs until they go out (two-seat Jolly,
    ``ExpertBot.holds_layoffs``), and its rollouts play its own later turns the
    same way; a lay-off is tried and taken back when the hand cannot go out.
    Here seat 0's lay-offs in recorded rollouts each end a turn that goes out
    (or come with a hand one card short of the limit), while the seat that lays
    off at once does lay off in turns that do not go out."""
    from lanjolly.actions import Discard, LayOff

    held = plain = 0
    for seed in range(6):
        bots = [make_bot("normal", seed * 5 + i, JOLLY) for i in range(2)]
        states = states_of_round(JOLLY, bots, "hold", seed, [seed, seed + 1], seed)
        for st in states[::3]:
            if st.phase is not Phase.DRAW or st.knock_open:
                continue
            r = FastRound(st, st.hands, st.stock, random.Random(seed), record=True)
            play_on(r, [FastPolicy(JOLLY, 2, None, True), FastPolicy(JOLLY, 2)], 400)
            eng = st
            laid_off = False
            first: int | None = None     # the hand's size at the turn's first lay-off
            for act in r.record or []:
                before = eng
                eng = apply(eng, act)
                if isinstance(act, LayOff):
                    first = len(before.hands[act.seat]) if first is None else first
                    laid_off = first < JOLLY.max_hand - 1
                if isinstance(act, Discard):
                    if laid_off and act.seat == 0:
                        assert eng.phase is Phase.OVER and eng.winner == 0, (seed, before.turn_no)
                        held += 1
                    elif laid_off and eng.phase is not Phase.OVER:
                        plain += 1
                    laid_off = False
                    first = None
    assert held >= 3 and plain >= 3, (held, plain)
