"""The blunder audit (lanjolly.audit) finds each kind in an arranged spot, and only there."""

from __future__ import annotations

from lanjolly.actions import Discard, DrawStock, End, LayMelds, LayOff, TakeDiscard
from lanjolly.arrange import position
from lanjolly.audit import Auditor, can_go_out, feed_risk, seen_danger
from lanjolly.cards import card_type, parse_cards
from lanjolly.round import Phase, apply
from ui.cli.sim import run
from lanjolly.variants import ROMME


def _feed_spot():
    # Seat 0 (opened) discards; seat 1 (opened) holds 5H 6H 9C and the stock's top is KS.
    return position(ROMME, hands=("7H 2S QD", "5H 6H 9C"), stock_top="KS", opened=(0, 1), phase=Phase.PLAY)


def _play(auditor: Auditor, state, actions):
    for a in actions:
        auditor.watch(state, a)
        state = apply(state, a)
    auditor.finish(state)
    return state


def test_a_discard_that_lets_the_next_player_out_is_a_feed_when_a_safe_one_existed():
    st = _feed_spot()
    seven = next(c for c in st.hands[0] if c in parse_cards("7H"))
    aud = Auditor(2)
    end = _play(aud, st, [Discard(0, seven), TakeDiscard(1, 1),
                          LayMelds(1, (tuple(sorted(parse_cards("5H 6H"))) + (seven,),))])
    nine = end.hands[1][0]
    end = apply(end, Discard(1, nine))
    aud.finish(end)
    assert end.winner == 1
    assert aud.blunders[0]["feed"] == 1
    assert aud.blunders[1] == {"feed": 0, "knock": 0, "lay": 0}
    assert aud.seen_feeds == [0, 0]      # 5H 6H were hidden in the hand: not in plain sight


def test_a_feed_onto_a_table_meld_is_in_plain_sight():
    """The fed card lays off on the next player's table meld: any player could see that."""
    st = position(ROMME, hands=("7H 2S QD", "2C"), melds=[(1, "8H 9H TH")], stock_top="KS", opened=(0, 1),
                  phase=Phase.PLAY)
    seven = next(c for c in st.hands[0] if c in parse_cards("7H"))
    two = next(c for c in st.hands[0] if c in parse_cards("2S"))
    assert seen_danger(st, 0, seven, 1) and not seen_danger(st, 0, two, 1)
    aud = Auditor(2)
    end = _play(aud, st, [Discard(0, seven), TakeDiscard(1, 1), LayOff(1, seven, st.melds[0].meld_id, End.LOW)])
    end = apply(end, Discard(1, end.hands[1][0]))
    aud.finish(end)
    assert end.winner == 1
    assert aud.blunders[0]["feed"] == 1 and aud.seen_feeds == [1, 0]
    # Unopened, the same card is no visible danger (it could not be laid off).
    closed = position(ROMME, hands=("7H 2S QD", "2C"), melds=[(0, "8H 9H TH")], opened=(0,), phase=Phase.PLAY)
    assert not seen_danger(closed, 0, next(c for c in closed.hands[0] if c in parse_cards("7H")), 1)


def test_feed_risk_names_the_next_player_and_a_safe_card():
    """The kibitzer's judgement the audit counts with (and bench_expert_bounds's oracle plays)."""
    st = _feed_spot()
    seven, two = (next(c for c in st.hands[0] if c in parse_cards(n)) for n in ("7H", "2S"))
    risk = feed_risk(st, Discard(0, seven))
    assert risk is not None and risk.next_seat == 1 and risk.turn == st.turn_no + 1
    assert card_type(risk.safe) != card_type(seven)
    assert feed_risk(st, Discard(0, risk.safe)) is None and feed_risk(st, Discard(0, two)) is None


def test_the_safe_discard_is_no_feed():
    st = _feed_spot()
    two = next(c for c in st.hands[0] if c in parse_cards("2S"))
    aud = Auditor(2)
    _play(aud, st, [Discard(0, two), DrawStock(1)])
    assert aud.blunders[0]["feed"] == 0


def test_a_lay_that_spoils_going_out_is_counted():
    st = position(ROMME, hands=("7D 8D 9D 7S 7H 7C KC", "2C 3C 4C 5C"), opened=(0,), phase=Phase.PLAY)
    hand = st.hands[0]
    assert can_go_out(hand, st, 0, True)
    four = tuple(c for c in hand if c in parse_cards("7D 7S 7H 7C"))
    aud = Auditor(2)
    aud.watch(st, LayMelds(0, (four,)))
    assert aud.blunders[0]["lay"] == 1
    good = Auditor(2)
    good.watch(st, LayMelds(0, (tuple(c for c in hand if c in parse_cards("7S 7H 7C")),)))
    assert good.blunders[0]["lay"] == 0


def test_a_refused_knock_that_would_have_won_is_counted():
    v = ROMME.with_options(knock=True)
    st = position(v, hands=("2C 3C 4C 5C", "JD JS 4S 8H", "5H 6H 9C KD"), discard="7H", stock_top="9D 9S",
                  opened=(0, 1, 2), phase=Phase.DRAW, current=1, knock_open=True, last_discarder=0)
    aud = Auditor(3)
    aud.watch(st, DrawStock(1))
    assert aud.blunders[2]["knock"] == 1
    assert aud.blunders[0]["knock"] == 0 and aud.blunders[1]["knock"] == 0


def test_sim_reports_blunders_per_100_turns_per_level():
    out = run(ROMME.with_options(target_points=1), ["normal", "easy"], 4, seed=3, progress=False, audit=True)
    rows = {r["name"]: r for r in out["audit"]}
    assert set(rows) == {"normal", "easy"}
    for r in rows.values():
        assert r["turns"] > 0
        assert r["per_100_turns"] == round(100.0 * sum(r["blunders"].values()) / r["turns"], 3)
        assert 0 <= r["feeds_seen"] <= r["blunders"]["feed"] and r["feeds_seen_deals"] == 4


def test_going_out_in_one_go_is_no_lay_blunder():
    """An unopened hand lays all its melds and keeps only the final discard:
    that is going out (RULES.md: a one-go finish), not a lay that spoils it.
    The first audit counted it, since the seat had opened only this turn."""
    st = position(ROMME, hands=("7D 8D 9D 7S 7H 7C KC", "2C 3C 4C 5C"), phase=Phase.PLAY)
    hand = st.hands[0]
    assert can_go_out(hand, st, 0, False)
    melds = (tuple(c for c in hand if c in parse_cards("7D 8D 9D")), tuple(c for c in hand if c in parse_cards("7S 7H 7C")))
    aud = Auditor(2)
    end = _play(aud, st, [LayMelds(0, melds), Discard(0, next(c for c in hand if c in parse_cards("KC")))])
    assert end.winner == 0
    assert aud.blunders[0] == {"feed": 0, "knock": 0, "lay": 0}


def test_feeds_in_plain_sight_are_a_rate_over_the_deals_that_counted_them():
    """Records made before the audit counted them have no ``feed_seen``: the rate must not be
    diluted by their turns."""
    from lanjolly.sim import DealResult, audit_summary
    old = DealResult({}, 1, {"x": {"feed": 3, "knock": 0, "lay": 0, "turns": 900}})
    new = DealResult({}, 1, {"x": {"feed": 2, "knock": 0, "lay": 0, "feed_seen": 1, "turns": 100}})
    (row,) = audit_summary([old, new], ["x"])
    assert row["blunders"] == {"feed": 5, "knock": 0, "lay": 0} and row["per_100_turns"] == 0.5
    assert row["feeds_seen"] == 1 and row["feeds_seen_deals"] == 1 and row["feeds_seen_per_100_turns"] == 1.0


def test_two_naturals_of_one_type_do_not_both_lay_off_on_one_group():
    """A group of three 7s takes one 7S, not two (suits differ in a group):
    the audit's "can go out" counted 7S 7S 9H as two lay-offs and a discard,
    and so found blunders (and missed finishes) that were not there. On two
    groups each 7S has its own place."""
    one = position(ROMME, hands=("7S 7S 9H", "2C 3C"), melds=[(0, "7C 7D 7H")], opened=(0,), phase=Phase.PLAY)
    assert not can_go_out(one.hands[0], one, 0, True)
    two = position(ROMME, hands=("7S 7S 9H", "2C 3C"), melds=[(0, "7C 7D 7H"), (1, "7C 7D 7H")], opened=(0,),
                   phase=Phase.PLAY)
    assert can_go_out(two.hands[0], two, 0, True)
