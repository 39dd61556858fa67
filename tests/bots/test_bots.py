"""Bots: legal in every variant option, view-only, and deterministic."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from lanjolly.actions import Timeout
from lanjolly.arena import deck_order, play_match, play_round
from lanjolly.bots import make_bot
from lanjolly.bots.base import Bot
from lanjolly.match import new_match, start_round
from lanjolly.round import Phase, RoundState, deal
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import View, view

VARIANTS = {
    "jolly": JOLLY,
    "romme": ROMME,
    "romme-knock": ROMME.with_options(knock=True),
    "romme-no-hand-rummy": ROMME.with_options(hand_rummy=False),
    "jolly-taken-ok-swap-laid": JOLLY.with_options(may_discard_taken_card=True,
                                                   swapped_joker_must_be_laid=True),
    "jolly-no-final-discard": JOLLY.with_options(final_discard_required=False),
    "romme-max-hand-16": ROMME.with_options(knock=True, max_hand=16),
}


def bots_for(variant, names, seed):
    return [make_bot(n, seed * 7 + i, variant) for i, n in enumerate(names)]


@pytest.mark.parametrize("vname", sorted(VARIANTS))
def test_bots_never_make_an_illegal_move(vname):
    """Every action goes through the engine's apply(), which raises on anything
    illegal; rounds must also end. Timeouts are injected at random."""
    variant = VARIANTS[vname]
    fired = []
    for seed in range(6):
        names = [("easy", "normal", "strong", "normal")[(seed + i) % 4] for i in range(2 + seed % 3)]
        if seed % 2 and "strong" in names:
            names = ["normal" if n == "strong" else n for n in names]
        rng = random.Random(seed)
        state = deal(variant, deck_order(f"legal/{vname}", seed), 0, (True,) * len(names))

        def hook(st: RoundState, action):
            if rng.random() < 0.03:
                fired.append(1)
                return Timeout(st.current)
            return None

        final = play_round(state, bots_for(variant, names, seed),
                           [random.Random(seed * 10 + s) for s in range(len(names))],
                           random.Random(seed), hook=hook)
        assert final.phase is Phase.OVER
        if variant.fanned_discard or variant.max_hand < 20:
            assert max(len(h) for h in final.hands) <= variant.max_hand
    assert fired, "the hook should have injected some timeouts"


def test_knocks_happen_and_are_legal():
    variant = ROMME.with_options(knock=True)
    knocks = 0
    for seed in range(8):
        state = deal(variant, deck_order("knock", seed), 0, (True,) * 4)
        final = play_round(state, bots_for(variant, ["normal"] * 4, seed),
                           [random.Random(s) for s in range(4)], random.Random(seed))
        knocks += sum(1 for e in final.log if e.kind == "knock")
    assert knocks > 0


def test_bots_only_get_views_and_never_touch_a_round_state(monkeypatch):
    """A bot handed a view decides; handed a RoundState it must fail (it has no
    way to read hidden hands). The arena passes views only."""
    seen_types = set()
    for strength in ("easy", "normal", "strong"):
        bot = make_bot(strength, 1, JOLLY)
        original = bot.choose

        def spy(v, rng, _orig=original):
            seen_types.add(type(v))
            assert isinstance(v, View)
            return _orig(v, rng)

        bot.choose = spy  # type: ignore[method-assign]
        state = deal(JOLLY, deck_order("views", 3), 0, (True, True))
        play_round(state, [bot, make_bot("normal", 2, JOLLY)], [random.Random(1), random.Random(2)],
                   random.Random(3))
        with pytest.raises(AttributeError):
            original(state, random.Random(0))  # type: ignore[arg-type]
    assert seen_types == {View}


def test_bot_decision_is_a_function_of_the_view():
    """Hidden cards (other hands, stock order) must not change a decision."""
    state = deal(ROMME, deck_order("hidden", 0), 0, (True, True, True))
    v0 = view(state, state.current)
    # Swap the other hands' and the stock's contents: the seat's view is identical.
    others = [s for s in range(3) if s != state.current]
    pool = list(state.stock) + [c for s in others for c in state.hands[s]]
    random.Random(5).shuffle(pool)
    hands = list(state.hands)
    i = 0
    for s in others:
        hands[s] = tuple(pool[i:i + 13])
        i += 13
    other = replace(state, hands=tuple(hands), stock=tuple(pool[i:]))
    assert view(other, state.current).hand == v0.hand
    for strength in ("easy", "normal", "strong"):
        a = make_bot(strength, 4, ROMME).choose(view(state, state.current), random.Random(9))
        b = make_bot(strength, 4, ROMME).choose(view(other, state.current), random.Random(9))
        assert a == b


@pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
def test_matches_are_deterministic(variant):
    a = play_match(variant, bots_for(variant, ["normal", "easy", "normal"], 1), "det", "b")
    b = play_match(variant, bots_for(variant, ["normal", "easy", "normal"], 1), "det", "b")
    assert a == b and a.winners


def test_make_bot_rejects_unknown_strength():
    with pytest.raises(ValueError):
        make_bot("godlike", 0)
    assert isinstance(make_bot("EASY", 0), Bot)


def test_normal_bot_respects_the_20_card_limit_when_taking_the_pile():
    variant = JOLLY
    for seed in range(4):
        match = new_match(variant, 2)
        state = start_round(match, deck_order("limit", seed))
        final = play_round(state, bots_for(variant, ["normal", "normal"], seed),
                           [random.Random(0), random.Random(1)], random.Random(2),
                           hook=lambda st, a: (None if max(map(len, st.hands)) <= 20
                                               else pytest.fail("hand over 20")))
        assert final.phase is Phase.OVER
