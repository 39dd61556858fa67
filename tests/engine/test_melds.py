"""Meld validation details, the README's library example, and the fast lay-off check."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lanjolly import (JOLLY, ROMME, IllegalMeld, arrange_meld, check_meld, hand_value, parse_cards)
from lanjolly.actions import (DrawStock, LayMelds, LayOff, TakeDiscard, from_dict, to_dict)
from lanjolly.cards import DECK_SIZE, card_name
from lanjolly.errors import IllegalAction, Reason
from lanjolly.melds import End, check_meld_ordered, extend_meld, fits_end
from lanjolly.solver import candidates, counts_of


def test_readme_library_example():
    meld = check_meld(parse_cards("QH KH AH"), JOLLY)
    assert meld.kind == "sequence" and meld.points == 30
    with pytest.raises(IllegalMeld, match="around the corner"):
        check_meld(parse_cards("KH AH 2H"), JOLLY)
    assert hand_value(parse_cards("3C 4D 5H 6S QC KD"), JOLLY) == 38


def test_card_notation():
    assert [card_name(c) for c in parse_cards("10H TH ♥Q".replace("♥Q", "Q♥"))] == ["10H", "10H", "QH"]
    assert [card_name(c) for c in parse_cards("AS, 2S JK")] == ["AS", "2S", "JK"]
    for bad in ("1X", "ZZ", "11H", "H"):
        with pytest.raises(ValueError):
            parse_cards(bad)


def test_sequence_may_be_given_high_to_low():
    m = check_meld(parse_cards("8H 7H JK 5H"), JOLLY)
    assert [card_name(c) for c in m.cards] == ["5H", "JK", "7H", "8H"]


@pytest.mark.parametrize("text,expect", [
    ("7H 5H 6H", "5H 6H 7H"), ("KH AH QH", "QH KH AH"), ("2H AH 3H", "AH 2H 3H"),
    ("5H JK 7H", "5H JK 7H"), ("9D 9S JK", "9D 9S JK"), ("5H 6H JK", "5H 6H JK"),
])
def test_arrange_meld_finds_a_laid_order(text, expect):
    assert " ".join(card_name(c) for c in arrange_meld(parse_cards(text)).cards) == expect


def test_arrange_meld_refuses_what_is_no_meld():
    for text in ("5H 9H JK", "KH AH 2H", "5H 6D 7H"):
        with pytest.raises(IllegalMeld):
            arrange_meld(parse_cards(text))


def _random_meld(rng: random.Random):
    """A random legal table meld drawn from the solver's candidates of a random hand."""
    hand = rng.sample(range(DECK_SIZE), 20)
    cands = candidates(counts_of(hand), JOLLY)
    if not cands:
        return None
    c = rng.choice(cands)
    pool = {}
    for card in hand:
        pool.setdefault(card % 52 if card < 104 else 52, []).append(card)
    return check_meld_ordered(tuple(pool[t].pop() for t in c.types))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1))
def test_fast_layoff_check_agrees_with_full_validation(seed):
    rng = random.Random(seed)
    meld = _random_meld(rng)
    if meld is None:
        return
    for card in rng.sample(range(DECK_SIZE), 30) + list(range(104, 110)):
        for end in End:
            try:
                new = extend_meld(meld, card, end)
                ok = meld.kind.value == "group" or new.start == meld.start - (end is End.LOW)
            except IllegalMeld:
                ok = False
            if meld.kind.value == "group" and end is End.LOW:
                continue
            assert fits_end(meld, card, end) == ok, (str(meld), card_name(card), end)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_solver_candidate_is_a_legal_meld(seed):
    rng = random.Random(seed)
    hand = rng.sample(range(DECK_SIZE), rng.randrange(13, 21))
    for variant in (JOLLY, ROMME):
        pool = {}
        for card in hand:
            pool.setdefault(card % 52 if card < 104 else 52, []).append(card)
        for c in candidates(counts_of(hand), variant):
            p = {k: list(v) for k, v in pool.items()}
            cards = tuple(p[t].pop() for t in c.types)
            assert check_meld(cards, variant).points == c.points


def test_actions_round_trip_and_refuse_malformed_input():
    acts = [DrawStock(1), TakeDiscard(0, 3), LayMelds(2, ((1, 2, 3), (40, 41, 42))),
            LayOff(1, 5, 2, End.LOW)]
    for a in acts:
        assert from_dict(to_dict(a)) == a
    assert from_dict(to_dict(DrawStock(3)), seat=1) == DrawStock(1)  # the host decides the seat
    for bad in (None, [], {"type": "explode"}, {"type": "discard", "card": "7"},
                {"type": "discard", "card": 999}, {"type": "lay_melds", "melds": [[1, 2, True]]},
                {"type": "lay_off", "card": 3, "meld_id": 0, "end": "middle"},
                {"type": "reshuffle", "order": [0]}, {"type": "take_discard", "count": 2**70}):
        with pytest.raises(IllegalAction) as e:
            from_dict(bad, seat=0)
        assert e.value.code is Reason.MALFORMED
