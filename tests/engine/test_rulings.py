"""One test (at least) per numbered ruling of RULES.md, in both games where it applies."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from lanjolly import (JOLLY, ROMME, Discard, DrawStock, IllegalAction, IllegalMeld, Knock,
                      LayMelds, LayOff, Reason, Reshuffle, SwapJoker, TakeDiscard, Timeout, apply,
                      card_name, check_meld, deal, full_deck, hand_value, lay_hint, layoff_targets,
                      new_match, parse_cards, record_round, score_round, start_round)
from lanjolly.melds import End
from lanjolly.round import EndReason, Phase
from lanjolly.variants import TURN_SECONDS_CHOICES
from tests.engine.build import conserved, position

BOTH = pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])


def card(state, seat, face):
    """The id of ``face`` in ``seat``'s hand."""
    for c in state.hands[seat]:
        if card_name(c) == face:
            return c
    raise AssertionError(f"{face} not in hand {seat}")


def refused(state, action, code):
    with pytest.raises(IllegalAction) as e:
        apply(state, action)
    assert e.value.code is code, e.value
    return e.value


# 1 ------------------------------------------------------------------------------------------
def test_ruling_1_cards_are_110_distinct_ids():
    deck = full_deck()
    assert len(deck) == 110 == len(set(deck))
    names = [card_name(c) for c in deck]
    assert names.count("JK") == 6
    assert names.count("QH") == 2
    assert len(set(names)) == 53
    assert parse_cards("QH QH") != parse_cards("QH")[:1] * 2
    with pytest.raises(ValueError):
        parse_cards("QH QH QH")


@BOTH
def test_ruling_1_every_card_in_exactly_one_place_after_deal(variant):
    rng = random.Random(1)
    order = full_deck()
    rng.shuffle(order)
    state = deal(variant, order, dealer=0, active=(True,) * 4)
    assert conserved(state)


# 2 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_2_deal_13_each_rest_is_stock_player_after_dealer_starts(variant):
    order = list(range(110))
    state = deal(variant, order, dealer=2, active=(True,) * 3)
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert len(state.stock) == 110 - 39 and state.discard == ()
    assert state.current == 0  # seat after dealer 2 of 3
    # one card at a time, starting left of the dealer
    assert state.hands[0][0] == 0 and state.hands[1][0] == 1 and state.hands[2][0] == 2
    assert state.stock[0] == 39


@BOTH
def test_ruling_2_dealer_rotates_each_round(variant):
    big = 500 if variant is JOLLY else 100
    match = new_match(variant.with_options(target_points=big), 3, first_dealer=0)
    dealers = []
    rng = random.Random(2)
    from lanjolly.playout import play_random_round, shuffled_deck
    for _ in range(3):
        if match.finished:
            break
        state = start_round(match, shuffled_deck(rng))
        dealers.append(state.dealer)
        assert state.current == (state.dealer + 1) % 3
        match, _ = record_round(match, play_random_round(state, rng))
    assert dealers[:2] == [0, 1]


# 3 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_3_turn_is_draw_then_discard_which_ends_it(variant):
    s = position(variant, hands=("5H 9C KD", "2S 3S 4S"), phase=Phase.DRAW, stock_top="7D")
    refused(s, Discard(0, card(s, 0, "5H")), Reason.WRONG_PHASE)
    s = apply(s, DrawStock(0))
    assert s.phase is Phase.PLAY and card_name(s.hands[0][-1]) == "7D"
    refused(s, DrawStock(0), Reason.WRONG_PHASE)
    s = apply(s, Discard(0, card(s, 0, "9C")))
    assert s.current == 1 and s.phase is Phase.DRAW and card_name(s.discard[-1]) == "9C"


@BOTH
def test_ruling_3_card_taken_from_pile_may_not_be_discarded_same_turn(variant):
    s = position(variant, hands=("5H 9C KD", "2S 3S 4S"), phase=Phase.DRAW, discard="8S",
                 opened=(0,))
    s = apply(s, TakeDiscard(0, 1))
    refused(s, Discard(0, card(s, 0, "8S")), Reason.TAKEN_CARD_DISCARD)
    s2 = replace(s, variant=variant.with_options(may_discard_taken_card=True))
    assert apply(s2, Discard(0, card(s, 0, "8S"))).current == 1


# 4 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_4_round_ends_when_last_card_is_discarded(variant):
    s = position(variant, hands=("9C", "2S 3S 4S"), opened=(0,))
    s = apply(s, Discard(0, card(s, 0, "9C")))
    assert s.phase is Phase.OVER and s.winner == 0 and s.end_reason is EndReason.WENT_OUT


@BOTH
def test_ruling_4_cannot_lay_every_card_without_final_discard(variant):
    s = position(variant, hands=("7H 8H 9H", "2S 3S 4S"), melds=[(1, "2C 3C 4C")], opened=(0,))
    refused(s, LayMelds(0, (tuple(s.hands[0]),)), Reason.MUST_KEEP_DISCARD)
    free = replace(s, variant=variant.with_options(final_discard_required=False))
    out = apply(free, LayMelds(0, (tuple(s.hands[0]),)))
    assert out.phase is Phase.OVER and out.winner == 0


# 5 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_5_groups_and_sequences(variant):
    assert check_meld(parse_cards("KD KH KS"), variant).kind == "group"
    assert check_meld(parse_cards("2C 2D 2H 2S"), variant).kind == "group"
    assert check_meld(parse_cards("9C 10C JC QC KC"), variant).kind == "sequence"
    assert check_meld(parse_cards("AH 2H 3H"), variant).kind == "sequence"
    assert check_meld(parse_cards("QH KH AH"), variant).kind == "sequence"
    for bad in ("KH AH 2H", "QH KH AH 2H", "KD KH KS KD", "KD KH KS KC KD", "5H 6D 7H", "5H 7H 8H",
                "5H 5H 5D", "5H 6H"):
        with pytest.raises(IllegalMeld):
            check_meld(parse_cards(bad), variant)
    with pytest.raises(IllegalMeld, match="around the corner"):
        check_meld(parse_cards("KH AH 2H"), variant)
    # ace low or high, never both
    with pytest.raises(IllegalMeld):
        check_meld(parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"), variant)


# 6 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_6_joker_placement_limits(variant):
    ok = ["6D 6H JK", "3H 4H 5H JK 7H 8H", "6D JK 8D JK 10D", "JK 2H 3H", "QS KS JK"]
    bad = ["6D 7D JK JK 10D", "6D 6H JK JK", "JK 5H JK", "5H JK JK", "JK JK 5H 6H"]
    for t in ok:
        check_meld(parse_cards(t), variant)
    for t in bad:
        with pytest.raises(IllegalMeld):
            check_meld(parse_cards(t), variant)
    seq = check_meld(parse_cards("6D JK 8D JK 10D"), variant)
    meanings = [(m.rank, m.suits) for m in seq.joker_meanings()]
    assert meanings == [(7, (1,)), (9, (1,))]
    grp = check_meld(parse_cards("KD KH JK"), variant)
    assert grp.joker_meanings()[0].suits == (0, 3)  # open between clubs and spades
    high = check_meld(parse_cards("QS KS JK"), variant)
    assert high.joker_meanings()[0].rank == 1  # a high ace


# 7 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_7_opening_threshold_over_the_batch(variant):
    need = variant.opening_points
    # 10+10+10 = 30: opens Rommé, not Jolly; plus 4+5+6 = 45 opens both
    s = position(variant, hands=("KD KH KS 4C 5C 6C 9S", "2S 3S 4S"))
    kings = tuple(card(s, 0, f) for f in ("KD", "KH", "KS"))
    run = tuple(card(s, 0, f) for f in ("4C", "5C", "6C"))
    if need > 30:
        e = refused(s, LayMelds(0, (kings,)), Reason.OPENING_TOO_LOW)
        assert str(need) in e.message
    else:
        assert apply(s, LayMelds(0, (kings,))).opened(0)
    out = apply(s, LayMelds(0, (kings, run)))
    assert out.opened(0) and len(out.melds) == 3 - 1 + 0 or len(out.melds) == 2
    # later melds in any amount, also in the same turn
    s2 = position(variant, hands=("2D 3D 4D 9S", "2S 3S 4S"), opened=(0,))
    assert len(apply(s2, LayMelds(0, (tuple(s2.hands[0][:3]),))).melds) == 1

@BOTH
def test_ruling_7_the_engine_and_the_question_others_ask_agree_at_the_threshold(variant):
    """``Variant.opens_with`` is the one statement of the threshold that the hint, the
    solver and the bots ask; the engine refuses exactly what it says does not open."""
    need = variant.opening_points
    assert variant.opens_with(need) and not variant.opens_with(need - 1)
    assert variant.points_needed(False) == need and variant.points_needed(True) == 0
    lower = variant.with_options(opening_points=31)
    s = position(lower, hands=("KD KH KS 9S", "2S 3S 4S"))
    kings = tuple(card(s, 0, f) for f in ("KD", "KH", "KS"))
    assert not lower.opens_with(30)
    refused(s, LayMelds(0, (kings,)), Reason.OPENING_TOO_LOW)
    assert apply(replace(s, variant=lower.with_options(opening_points=30)), LayMelds(0, (kings,))).opened(0)



@BOTH
def test_ruling_7_layoff_and_swap_only_from_turn_after_opening(variant):
    s = position(variant, hands=("KD KH KS QC QD QH 5H 9S", "2S 3S 4S"), melds=[(1, "6H 7H 8H"),
                                                                               (1, "9D JK JD")])
    opened = apply(s, LayMelds(0, (tuple(s.hands[0][:3]), tuple(s.hands[0][3:6]))))
    refused(opened, LayOff(0, card(s, 0, "5H"), 0, End.LOW), Reason.OPENED_THIS_TURN)
    s3 = position(variant, hands=("5H 9S 10D", "2S"), melds=[(1, "6H 7H 8H"), (1, "9D JK JD")])
    refused(s3, LayOff(0, card(s3, 0, "5H"), 0, End.LOW), Reason.NOT_OPENED)
    later = replace(s3, opened_turn=(s3.turn_no - 1, -1))
    assert len(apply(later, LayOff(0, card(s3, 0, "5H"), 0, End.LOW)).melds[0].cards) == 4
    joker = s3.melds[1].cards[1]
    refused(s3, SwapJoker(0, card(s3, 0, "10D"), 1, joker), Reason.NOT_OPENED)
    swapped = apply(later, SwapJoker(0, card(s3, 0, "10D"), 1, joker))
    assert joker in swapped.hands[0]


def test_ruling_7_jolly_discard_pile_only_after_opening():
    s = position(JOLLY, hands=("5H 9S", "2S"), discard="3D 4D", phase=Phase.DRAW)
    refused(s, TakeDiscard(0, 1), Reason.DISCARD_TAKE_NOT_ALLOWED)
    ok = replace(s, opened_turn=(s.turn_no - 1, -1))
    assert len(apply(ok, TakeDiscard(0, 2)).hands[0]) == 4


# 8 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_8_lay_off_either_end_and_complete_groups_of_anyone(variant):
    s = position(variant, hands=("4H 9H 7C 2S KD", "2D"),
                 melds=[(1, "5H 6H 7H 8H"), (1, "7D 7H 7S")], opened=(0,))
    low = apply(s, LayOff(0, card(s, 0, "4H"), 0, End.LOW))
    assert [card_name(c) for c in low.melds[0].cards][0] == "4H"
    assert low.melds[0].owners[0] == 0 and low.melds[0].owners[1] == 1
    high = apply(s, LayOff(0, card(s, 0, "9H"), 0, End.HIGH))
    assert card_name(high.melds[0].cards[-1]) == "9H"
    refused(s, LayOff(0, card(s, 0, "9H"), 0, End.LOW), Reason.DOES_NOT_FIT)
    grp = apply(s, LayOff(0, card(s, 0, "7C"), 1))
    assert len(grp.melds[1].cards) == 4
    refused(grp, LayOff(0, card(s, 0, "2S"), 1), Reason.DOES_NOT_FIT)
    refused(s, LayOff(0, card(s, 0, "KD"), 7), Reason.NO_SUCH_MELD)


# 9 ------------------------------------------------------------------------------------------
@BOTH
def test_ruling_9_joker_swap_in_sequence(variant):
    s = position(variant, hands=("10H 10S 3C", "2D"), melds=[(1, "9H JK JH")], opened=(0,))
    joker = s.melds[0].cards[1]
    refused(s, SwapJoker(0, card(s, 0, "10S"), 0, joker), Reason.WRONG_CARD_FOR_JOKER)
    out = apply(s, SwapJoker(0, card(s, 0, "10H"), 0, joker))
    assert joker in out.hands[0] and card(s, 0, "10H") in out.melds[0].cards
    assert out.melds[0].owners == (1, 0, 1)


@BOTH
def test_ruling_9_group_joker_only_with_the_fourth_card(variant):
    # seed example: K♦ K♥ Jk; adding K♠ does not free the joker, only K♣ does
    s = position(variant, hands=("KS KC 3C 9D", "2D"), melds=[(1, "KD KH JK")], opened=(0,))
    joker = s.melds[0].cards[2]
    refused(s, SwapJoker(0, card(s, 0, "KS"), 0, joker), Reason.JOKER_NOT_FREE)
    refused(s, SwapJoker(0, card(s, 0, "KC"), 0, joker), Reason.JOKER_NOT_FREE)
    s = apply(s, LayOff(0, card(s, 0, "KS"), 0))
    assert joker in s.melds[0].cards and len(s.melds[0].cards) == 4
    s = apply(s, SwapJoker(0, card(s, 0, "KC"), 0, joker))
    assert joker in s.hands[0]


@BOTH
def test_ruling_9_option_swapped_joker_must_be_laid(variant):
    s = position(variant, hands=("10H 3C 4C 5C 8S 9D", "2D"), melds=[(1, "9H JK JH")], opened=(0,))
    joker = s.melds[0].cards[1]
    free = apply(s, SwapJoker(0, card(s, 0, "10H"), 0, joker))
    assert apply(free, Discard(0, joker)).discard[-1] == joker  # default: no obligation
    strict = replace(s, variant=variant.with_options(swapped_joker_must_be_laid=True))
    strict = apply(strict, SwapJoker(0, card(s, 0, "10H"), 0, joker))
    refused(strict, Discard(0, joker), Reason.SWAPPED_JOKER_MUST_BE_LAID)
    refused(strict, Discard(0, card(s, 0, "8S")), Reason.SWAPPED_JOKER_MUST_BE_LAID)
    laid = apply(strict, LayMelds(0, ((card(s, 0, "3C"), card(s, 0, "4C"), card(s, 0, "5C"), joker),)))
    assert apply(laid, Discard(0, card(s, 0, "8S"))).phase is Phase.DRAW


# 10 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant,kept", [(JOLLY, 3), (ROMME, 1)], ids=["jolly", "romme"])
def test_ruling_10_reshuffle_keeps_top_discards(variant, kept):
    s = position(variant, hands=("5H", "2D"), phase=Phase.DRAW)
    pile = s.stock[:8]
    s = replace(s, stock=(), discard=pile)  # 8 discards, empty stock
    s = apply(s, DrawStock(0))
    assert s.phase is Phase.RESHUFFLE
    n = 8 - kept
    refused(s, Reshuffle(tuple(range(n + 1))), Reason.BAD_ORDER)
    s = apply(s, Reshuffle(tuple(reversed(range(n)))))
    assert s.discard == pile[-kept:]
    assert s.phase is Phase.PLAY and len(s.stock) == n - 1
    drawn = s.hands[0][-1]
    assert drawn == max(pile[:n])  # reversed order of the id-sorted pile: the largest id on top


@BOTH
def test_ruling_10_no_card_to_draw_ends_round_without_winner(variant):
    s = position(variant, hands=("5H 9C", "2D KS"), phase=Phase.DRAW)
    rest = s.stock
    s = replace(s, stock=(), discard=rest[:variant.discard_kept_on_reshuffle],
                hands=(s.hands[0] + rest[variant.discard_kept_on_reshuffle:], s.hands[1]))
    assert conserved(s)
    over = apply(s, DrawStock(0))
    assert over.phase is Phase.OVER and over.winner == -1
    assert over.end_reason is EndReason.STOCK_EXHAUSTED
    result = score_round(over)
    assert all(seat.bonus == 0 for seat in result.seats)
    if variant is JOLLY:
        assert result.seats[1].points == -hand_value(s.hands[1], variant)
    else:
        assert result.seats[1].points == hand_value(s.hands[1], variant)


# 11 -----------------------------------------------------------------------------------------
def test_ruling_11_jolly_hand_never_exceeds_20():
    hand = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D"  # 16 cards
    s = position(JOLLY, hands=(hand, "2S"), discard="9H 8H 7H 6H 5H", phase=Phase.DRAW, opened=(0,))
    refused(s, TakeDiscard(0, 5), Reason.HAND_LIMIT)
    assert len(apply(s, TakeDiscard(0, 4)).hands[0]) == 20


def test_ruling_11_romme_knock_respects_max_hand():
    v = ROMME.with_options(knock=True)
    big = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D"  # 18
    s = position(v, hands=("9S", "3H", big), discard="8H", phase=Phase.DRAW, current=1,
                 knock_open=True, last_discarder=0)
    refused(s, Knock(2), Reason.HAND_LIMIT)


# 12 -----------------------------------------------------------------------------------------
@BOTH
def test_ruling_12_timeout_draws_and_discards_the_costliest_dead_wood(variant):
    s = position(variant, hands=("5H 9C", "2D"), phase=Phase.DRAW, stock_top="KS")
    out = apply(s, Timeout(0))
    assert card_name(out.discard[-1]) == "KS" and out.current == 1
    assert out.timeouts[0] == 1
    assert sorted(out.hands[0]) == sorted(s.hands[0])


@BOTH
def test_ruling_12_timeout_never_breaks_the_hands_best_melds_even_for_the_card_just_drawn(variant):
    """Issue 22: a timeout threw the jack out of a complete staged run (the card just drawn)."""
    s = position(variant, hands=("9C 10C QC 7H 7D 7S 2D 5S 8H 3H 4S 6D KD", "2D"), phase=Phase.DRAW,
                 stock_top="JC")
    s = apply(s, DrawStock(0))
    out = apply(s, Timeout(0))
    assert card_name(out.discard[-1]) == "KD"
    assert {"9C", "10C", "JC", "QC", "7H", "7D", "7S"} <= {card_name(c) for c in out.hands[0]}


@BOTH
def test_ruling_12_timeout_after_laying_drawn_card_discards_highest_non_joker(variant):
    s = position(variant, hands=("JK 9C 3D 4D 5D 2S", "2D"), phase=Phase.PLAY, opened=(0,),
                 drawn_card=-1)
    s = replace(s, drawn_card=999)
    out = apply(s, Timeout(0))
    assert card_name(out.discard[-1]) == "9C"


@BOTH
def test_ruling_12_three_timeouts_in_a_row_are_counted_and_reset_by_play(variant):
    s = position(variant, hands=("5H 9C 3C", "2D 7C 8C"), phase=Phase.DRAW)
    for _ in range(3):
        s = apply(s, Timeout(s.current))
    assert s.timeouts == (2, 1)
    s = apply(s, DrawStock(1))
    assert s.timeouts[1] == 0
    assert variant.timeouts_before_bot == 3
    assert variant.turn_seconds == 60 and set(TURN_SECONDS_CHOICES) == {15, 30, 60, 90, 180, 0}
    with pytest.raises(ValueError):
        variant.with_options(turn_seconds=45)


# 13 -----------------------------------------------------------------------------------------
def test_ruling_13_jolly_takes_top_k_of_the_fanned_pile():
    s = position(JOLLY, hands=("5H 9C", "2D"), discard="2C 3C 4C 5C 6C", phase=Phase.DRAW, opened=(0,))
    out = apply(s, TakeDiscard(0, 3))
    assert [card_name(c) for c in out.hands[0][2:]] == ["4C", "5C", "6C"]
    assert [card_name(c) for c in out.discard] == ["2C", "3C"]
    refused(s, TakeDiscard(0, 6), Reason.BAD_COUNT)
    refused(s, TakeDiscard(0, 0), Reason.BAD_COUNT)
    unopened = replace(s, opened_turn=(-1, -1))
    refused(unopened, TakeDiscard(0, 1), Reason.DISCARD_TAKE_NOT_ALLOWED)


# 14 -----------------------------------------------------------------------------------------
def test_ruling_14_jolly_first_meld_threshold_is_40():
    assert JOLLY.opening_points == 40
    s = position(JOLLY, hands=("10H JH QH 9S 9D 9C 2S", "2D"))  # 30 + 27
    refused(s, LayMelds(0, (tuple(s.hands[0][:3]),)), Reason.OPENING_TOO_LOW)
    assert apply(s, LayMelds(0, (tuple(s.hands[0][:3]), tuple(s.hands[0][3:6])))).opened(0)


# 15 -----------------------------------------------------------------------------------------
def test_ruling_15_jolly_laid_values():
    pts = lambda t: check_meld(parse_cards(t), JOLLY).points
    assert pts("AH 2H 3H") == 6
    assert pts("QH KH AH") == 30
    assert pts("AH AD AS") == 75
    assert pts("AH AD JK") == 75
    assert pts("8D 9D 10D") == 27
    assert pts("JH QH KH") == 30
    assert pts("3H 4H JK 6H") == 18
    assert pts("JK 2H 3H") == 6


# 16 -----------------------------------------------------------------------------------------
def test_ruling_16_jolly_hand_values():
    assert hand_value(parse_cards("3C 4D 5H 6S QC KD"), JOLLY) == 38
    assert hand_value(parse_cards("AS"), JOLLY) == 25
    assert hand_value(parse_cards("JK"), JOLLY) == 50
    assert hand_value(parse_cards("10C JC"), JOLLY) == 20


# 17 -----------------------------------------------------------------------------------------
def test_ruling_17_jolly_round_score_laid_minus_hand_plus_bonus():
    s = position(JOLLY, hands=("9C", "3D 4D"), melds=[(0, "8H 9H 10H"), (1, "2S 3S 4S")], opened=(0, 1))
    s = apply(s, Discard(0, card(s, 0, "9C")))
    r = score_round(s)
    assert r.seats[0].points == 27 + 30 and r.seats[1].points == 9 - 7


def test_ruling_17_layoff_counts_for_placer_and_swap_moves_joker_value():
    s = position(JOLLY, hands=("7H 10H 2C 9S", "3D"), melds=[(1, "8H 9H JK JH")], opened=(0, 1))
    joker = s.melds[0].cards[2]
    s = apply(s, LayOff(0, card(s, 0, "7H"), 0, End.LOW))
    s = apply(s, SwapJoker(0, card(s, 0, "10H"), 0, joker))
    r = score_round(replace(s, phase=Phase.OVER))
    laid0 = {card_name(c): p for c, p in r.seats[0].laid}
    assert laid0 == {"7H": 7, "10H": 10}
    assert r.seats[1].laid_total == 8 + 9 + 10  # joker gone, no longer counts for seat 1


# 18 -----------------------------------------------------------------------------------------
def test_ruling_18_seed_004_worked_example():
    # Player A: holds 3,4,5,6,Q,K, laid D8 D9 D10 and HJ HQ HK -> +19
    # Player B: holds Jk,5,5,7,8,10,J,J,Q, laid AD AH AS -> -40
    s = position(JOLLY, hands=("3C 4D 5H 6S QC KD", "JK 5C 5D 7C 8C 10C JC JS QS", "2H"),
                 melds=[(0, "8D 9D 10D"), (0, "JH QH KH"), (1, "AD AH AS")], opened=(0, 1))
    r = score_round(replace(s, phase=Phase.OVER))
    assert r.seats[0].hand_total == 38 and r.seats[0].laid_total == 57 and r.seats[0].points == 19
    assert r.seats[1].hand_total == 115 and r.seats[1].laid_total == 75 and r.seats[1].points == -40


def test_ruling_18_jolly_hand_doubles_opponents_hand_and_winners_laid_and_bonus():
    s = position(JOLLY, hands=("8H 9H 10H KS KD KC 5C", "3D 4D AS", "9S"),
                 melds=[(1, "2S 3S 4S")], opened=(1,))
    h = s.hands[0]
    s = apply(s, LayMelds(0, (h[:3], h[3:6])))
    s = apply(s, Discard(0, h[6]))
    r = score_round(s)
    assert r.one_go
    assert r.seats[0].points == 2 * (27 + 30 + 30)
    assert r.seats[1].points == 9 - 2 * 32          # own laid value unchanged
    assert r.seats[2].points == -2 * 9


# 19 -----------------------------------------------------------------------------------------
def _finished_round(variant, hands, melds=(), opened=(0, 1), winner_card="9C"):
    s = position(variant, hands=hands, melds=melds, opened=opened)
    return apply(s, Discard(0, card(s, 0, winner_card)))


def test_ruling_19_jolly_match_until_target_highest_wins_ties_share():
    v = JOLLY.with_options(target_points=50)
    m = new_match(v, 2)
    r = _finished_round(v, ("9C", "3D"), melds=[(0, "8H 9H 10H")])  # 27+30 = 57
    m2, _ = record_round(m, r)
    assert m2.finished and m2.winners == (0,)
    m3 = replace(m, totals=(0, 57))
    m4, _ = record_round(m3, r)
    assert m4.finished and m4.winners == (0,) and m4.totals == (57, 54)
    m5, _ = record_round(replace(m, totals=(0, 61)), r)
    assert m5.totals == (57, 58) and m5.winners == (1,)
    m6, _ = record_round(replace(m, totals=(-20, 10)), r)
    assert m6.totals == (37, 7) and not m6.finished


def test_ruling_19_jolly_equal_totals_share_the_win():
    v = JOLLY.with_options(target_points=50)
    r = _finished_round(v, ("9C", "3D"), melds=[(0, "8H 9H 10H")])
    m, _ = record_round(replace(new_match(v, 2), totals=(0, 60)), r)
    assert m.totals == (57, 57)
    assert m.finished and m.winners == (0, 1)


# 20 -----------------------------------------------------------------------------------------
def test_ruling_20_romme_anyone_takes_the_single_top_discard():
    s = position(ROMME, hands=("5H 9C", "2D"), discard="3C 4C", phase=Phase.DRAW)
    out = apply(s, TakeDiscard(0, 1))
    assert card_name(out.hands[0][-1]) == "4C"
    refused(s, TakeDiscard(0, 2), Reason.BAD_COUNT)


# 21 -----------------------------------------------------------------------------------------
def test_ruling_21_romme_laid_values_for_opening():
    pts = lambda t: check_meld(parse_cards(t), ROMME).points
    assert pts("AH 2H 3H") == 6
    assert pts("QH KH AH") == 31
    assert pts("AH AD AS") == 33
    assert pts("7C 7D 7H") == 21
    assert ROMME.opening_points == 30
    s = position(ROMME, hands=("7C 7D 7H 2S", "2D"))
    refused(s, LayMelds(0, (tuple(s.hands[0][:3]),)), Reason.OPENING_TOO_LOW)


# 22 -----------------------------------------------------------------------------------------
def test_ruling_22_romme_penalties_winner_zero_laid_nothing():
    assert hand_value(parse_cards("AS JK KD 7C"), ROMME) == 15 + 30 + 10 + 7
    r = score_round(_finished_round(ROMME, ("9C", "AS JK KD 7C"), melds=[(1, "2S 3S 4S")]))
    assert r.seats[0].points == 0 and r.seats[1].points == 62 and not r.positive


# 23 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("option", [True, False])
def test_ruling_23_romme_hand_rummy_doubles_penalties(option):
    v = ROMME.with_options(hand_rummy=option)
    s = position(v, hands=("8H 9H 10H KS KD KC 5C", "3D 4D AS"))
    h = s.hands[0]
    s = apply(s, LayMelds(0, (h[:3], h[3:6])))
    s = apply(s, Discard(0, h[6]))
    r = score_round(s)
    assert r.seats[1].points == (44 if option else 22)
    assert r.seats[0].points == 0


# 24 -----------------------------------------------------------------------------------------
def test_ruling_24_knock_takes_discard_and_two_penalty_cards_then_plays():
    v = ROMME.with_options(knock=True)
    s = position(v, hands=("5H 9C 2C", "3H 4H", "6S 7S KD"), phase=Phase.PLAY, stock_top="2D 3D 4D")
    s = apply(s, Discard(0, card(s, 0, "9C")))
    assert s.knock_open and s.current == 1
    refused(s, Knock(1), Reason.KNOCK_NOT_NOW)   # the next player draws normally
    refused(s, Knock(0), Reason.KNOCK_NOT_NOW)   # nobody knocks for their own discard
    k = apply(s, Knock(2))
    assert k.current == 2 and k.phase is Phase.PLAY
    assert [card_name(c) for c in k.hands[2][3:]] == ["9C", "2D", "3D"]
    refused(k, Discard(2, k.taken_this_turn[0]), Reason.TAKEN_CARD_DISCARD)
    k = apply(k, Discard(2, k.hands[2][0]))
    assert k.current == 0  # play continues from the knocker's left; seat 1 lost the turn
    # after the next player draws, knocking is closed
    s2 = apply(s, DrawStock(1))
    refused(s2, Knock(2), Reason.KNOCK_NOT_NOW)
    refused(replace(s, variant=ROMME), Knock(2), Reason.KNOCK_DISABLED)
    assert ROMME.knock is False and ROMME.knock_window_ms == 4500


# 25 -----------------------------------------------------------------------------------------
def test_ruling_25_romme_target_1_is_one_round_fewest_penalties_wins():
    v = ROMME.with_options(target_points=1)
    r = _finished_round(v, ("9C", "3D", "KS"), melds=[(1, "2S 3S 4S")])
    m, _ = record_round(new_match(v, 3), r)
    assert m.finished and m.winners == (0,) and m.totals == (0, 3, 10)


def test_ruling_25_romme_over_target_is_out_last_one_in_wins():
    v = ROMME.with_options(target_points=50)
    m = replace(new_match(v, 3), totals=(10, 45, 20))
    r = _finished_round(v, ("9C", "KS 2D", "3D"))
    m, _ = record_round(m, r)
    assert m.eliminated == (False, True, False) and not m.finished
    assert m.totals == (10, 57, 23)
    # the next round is dealt only to the players still in
    from lanjolly.playout import shuffled_deck
    nxt = start_round(m, shuffled_deck(random.Random(3)))
    assert nxt.hands[1] == () and nxt.active == (True, False, True)
    m2 = replace(m, totals=(10, 57, 45))
    r2 = _finished_round(v, ("9C", "", "KS 2D"), opened=(0, 2))
    r2 = replace(r2, active=(True, False, True))
    m3, _ = record_round(m2, r2)
    assert m3.finished and m3.winners == (0,)


def test_ruling_25_romme_two_players_end_when_one_is_out():
    v = ROMME.with_options(target_points=50)
    m = replace(new_match(v, 2), totals=(0, 45))
    m, _ = record_round(m, _finished_round(v, ("9C", "KS 2D")))
    assert m.finished and m.winners == (0,)


# 26 -----------------------------------------------------------------------------------------
@BOTH
def test_ruling_26_hand_order_never_touches_the_game(variant):
    s = position(variant, hands=("5H 9C KD 2S", "2D"), phase=Phase.PLAY)
    shuffled = replace(s, hands=(tuple(reversed(s.hands[0])), s.hands[1]))
    a = apply(s, Discard(0, card(s, 0, "9C")))
    b = apply(shuffled, Discard(0, card(s, 0, "9C")))
    assert sorted(a.hands[0]) == sorted(b.hands[0]) and a.discard == b.discard
    assert a.current == b.current  # no action exists to reorder: it is the client's business


# 27 -----------------------------------------------------------------------------------------
@BOTH
def test_ruling_27_lay_hint_finds_combinations_and_opening(variant):
    hand = parse_cards("KD KH KS 4C 5C 6C 9S 2H")
    hint = lay_hint(hand, variant, opened=False)
    assert hint.points == 45 and hint.reaches_opening and hint.can_lay
    assert sorted(len(m) for m in hint.melds) == [3, 3]
    small = lay_hint(parse_cards("7C 7D 7H 2S 9D"), variant, opened=False)
    assert small.melds and not small.reaches_opening and not small.can_lay
    assert lay_hint(parse_cards("7C 7D 7H 2S 9D"), variant, opened=True).can_lay
    # Four aces are the most points, but A-2-3 and three aces go out (7C the discard): the hint says that.
    aces = lay_hint(parse_cards("AH 2H 3H AS AD AC 7C"), variant, opened=True)
    assert sum(len(m) for m in aces.melds) == 6 and aces.can_lay


# 28 -----------------------------------------------------------------------------------------
@BOTH
def test_ruling_28_layoff_targets_for_a_dragged_card(variant):
    s = position(variant, hands=("4H", "2D"),
                 melds=[(1, "5H 6H 7H"), (1, "QH KH AH"), (1, "4C 4D 4S"), (1, "2H 3H JK")])
    targets = layoff_targets(card(s, 0, "4H"), s.melds)
    assert (0, End.LOW) in targets and (2, End.HIGH) in targets
    assert all(mid != 1 for mid, _ in targets)
    assert (3, End.HIGH) not in targets  # 2H 3H JK: the joker already stands for 4H, next is 5H
    jk = parse_cards("JK", exclude=[c for m in s.melds for c in m.cards])[0]
    jt = layoff_targets(jk, s.melds)
    assert (1, End.HIGH) not in jt and (1, End.LOW) in jt and (3, End.HIGH) not in jt


# 29 -----------------------------------------------------------------------------------------
def test_ruling_29_end_of_round_breakdown_per_card_and_totals():
    v = JOLLY
    m = replace(new_match(v, 2), totals=(12, 30))
    s = position(v, hands=("9C", "AS JK"), melds=[(0, "QH KH AH"), (1, "2S 3S 4S")], opened=(0, 1))
    s = replace(s, totals=m.totals)
    s = apply(s, Discard(0, card(s, 0, "9C")))
    m2, r = record_round(m, s)
    assert [p for _, p in r.seats[0].laid] == [10, 10, 10]
    assert [p for _, p in r.seats[1].hand] == [25, 50]
    assert r.seats[0].points == 60 and r.seats[1].points == 9 - 75
    assert m2.totals == (72, 30 - 66) and m2.history == ((60, -66),)


@BOTH
def test_ruling_12_timeout_always_ends_the_turn_even_with_a_swapped_joker_held(variant):
    v = variant.with_options(swapped_joker_must_be_laid=True)
    s = position(v, hands=("10H 3C 8S", "2D"), melds=[(1, "9H JK JH")], opened=(0,))
    joker = s.melds[0].cards[1]
    s = apply(s, SwapJoker(0, card(s, 0, "10H"), 0, joker))
    out = apply(s, Timeout(0))
    assert out.current == 1 and card_name(out.discard[-1]) == "8S"


@BOTH
def test_ruling_10_endless_rounds_end_after_the_reshuffle_limit(variant):
    """Our own ruling where RULES.md is silent: after ``max_reshuffles`` rebuilt
    stocks, an empty stock ends the round with no winner."""
    s = position(variant, hands=("5H", "2D"), phase=Phase.DRAW)
    pile = s.stock[:8]
    s = replace(s, stock=(), discard=pile, reshuffles=variant.max_reshuffles)
    over = apply(s, DrawStock(0))
    assert over.phase is Phase.OVER and over.winner == -1
    unlimited = replace(s, variant=variant.with_options(max_reshuffles=0))
    assert apply(unlimited, DrawStock(0)).phase is Phase.RESHUFFLE


def test_ruling_3_the_listed_opening_keeps_a_card_that_may_be_discarded():
    """legal_actions lists only what apply accepts: the best opening would keep just the card taken
    from the pile this turn, which may not be discarded, so it is not offered (it once was)."""
    # Rommé: Jolly takes from the pile only after opening
    s = position(ROMME, hands=("JH QH KH QS QD QC", "2S 3S 4S"), phase=Phase.DRAW, discard="5D")
    s = apply(s, TakeDiscard(0, 1))
    from lanjolly.queries import legal_actions
    lays = [a for a in legal_actions(s) if isinstance(a, LayMelds)]
    for a in lays:
        apply(s, a)                              # every listed lay is accepted (raised before)
