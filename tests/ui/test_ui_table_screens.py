"""The table at the three window sizes of issue 12: geometry that must hold, and screenshots.

Screenshots are written only when LANJOLLY_SCREENSHOTS names a folder; every
assertion here holds either way.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt

from lanjolly import JOLLY
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import card_point, drag_to, idle, make_table
from tests.ui.screenshots import save_screenshot
from ui.table.layout import MIN_MELD_RATIO
from ui.table.scene import MELD

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]
NAMES4 = ["Anna", "Bruno", "Chiara", "Dario"]
MELDS13 = [(0, "3H 4H 5H"), (0, "KC KD KS"), (1, "5S 6S 7S 8S"), (1, "9D 9C 9H"), (1, "JH QH KH AH"),
           (2, "2C 3C 4C 5C 6C"), (2, "7D 7H 7C"), (2, "10S JS QS"), (3, "AD 2D 3D"), (3, "QC QD QS"),
           (3, "4S 4D 4H"), (3, "6H 7H 8H 9H"), (1, "10C JC QC KC")]
MELDS21 = MELDS13 + [(0, "AC 2C 3C"), (1, "6D 7D 8D 9D"), (2, "AH AS AD"), (3, "9S 10S JS JK KS"),
                     (0, "3D 3H JK"), (1, "6S 6H JK"), (2, "7C 8C JK 10C JC"), (3, "AS 2S JK 4S")]
HAND = "10D JD QD KD 8C 8H 8S 2S 9S 5D JK 6D"


def busy(phase=Phase.PLAY, hand=HAND, current=0, melds=MELDS13, **kw):
    """Four players, 13 melds on the table (or 21), the player opened in an earlier turn."""
    return position(JOLLY, hands=(hand, "2H 5H 10H JH 3S 6C 7S", "4C 5D AC", "2D 5S 8D 10D KH"),
                    melds=melds, discard="3S 9C 2H 10H", current=current, phase=phase,
                    opened=(0, 1, 2, 3), **kw)


def tag(size) -> str:
    return f"{size[0]}x{size[1]}"


def table_at(qtbot, state, size, **kw):
    return make_table(qtbot, state, names=NAMES4, size=size, **kw)


def geometry(w):
    lay = w.scene.layout
    return {k: (r.x(), r.y(), r.width(), r.height()) for k, r in lay.meld_rects.items()}, \
        (lay.discard_zone.x(), lay.discard_zone.y()), (lay.new_meld_slot.x(), lay.new_meld_slot.y()), \
        {k: (r.x(), r.y()) for k, r in lay.zones.items()}


@pytest.mark.parametrize("size", SIZES, ids=tag)
def test_melds_stay_readable_and_nothing_reflows_from_draw_to_play_to_drag(qtbot, size):
    w, s = table_at(qtbot, busy(Phase.DRAW), size)
    lay = w.scene.layout
    assert len(lay.meld_rects) == 13
    ratio = lay.meld_h / lay.hand_h
    assert ratio >= 0.55 and ratio >= MIN_MELD_RATIO - 1e-9, (size, lay.meld_h, lay.hand_h)
    hand_top = min(p.y() for p, _ in lay.hand)
    for seat, zone in lay.zones.items():                 # every block inside the middle, above the hand
        assert zone.bottom() <= lay.middle.bottom() + 0.5 and zone.bottom() < hand_top, (seat, zone)
    for a, b in itertools.combinations(lay.zones.values(), 2):
        assert not a.intersects(b)
    before = geometry(w)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_D)                 # draw: the play phase begins
    idle(qtbot, w)
    assert s.state.phase is Phase.PLAY
    after = geometry(w)
    assert after[0] == before[0] and after[1:] == before[1:]
    seen = {}
    nine = next(c for c in w.current_view.hand if w.asks.layoffs(c))
    target = w.scene.layout.meld_rects[w.asks.layoffs(nine)[0][0]].center()
    drag_to(w, card_point(w, nine), w.view.mapFromScene(target + QPointF(0, -80)),
            before_release=lambda: seen.setdefault("geometry", geometry(w)))
    assert seen["geometry"][0] == before[0]


@pytest.mark.parametrize("size", SIZES, ids=tag)
def test_screens_deal_play_and_drag(qtbot, size):
    from tests.ui.table_demo import find_state
    dealt = find_state(lambda st: st.turn_no == 0 and st.current == 0, seed=5, max_tries=40)
    w, s = table_at(qtbot, dealt, size)
    assert w.scene.turn_arrow.isVisible() is False and w.scene.my_plate.my_turn
    assert not w.scene.hint_lines.cards                  # draw phase: no hint yet
    save_screenshot(w, f"table_deal_{tag(size)}")
    w2, s2 = table_at(qtbot, busy(melds=MELDS21), size)          # a crowded table: 21 melds
    lay = w2.scene.layout
    assert len(lay.meld_rects) == 21 and lay.meld_h / lay.hand_h >= 0.55, (lay.meld_h, lay.hand_h)
    w2.arrange()
    idle(qtbot, w2)
    hint = w2.hint()
    assert hint is not None and len(hint.melds) >= 2
    segments = w2.scene.hint_lines.segments()
    assert sorted(m for m, _, _ in segments) == list(range(len(w2.scene.snapshot.hint_melds)))
    save_screenshot(w2, f"table_play_{tag(size)}")
    nine = next(c for c in w2.current_view.hand if w2.asks.layoffs(c))
    legal = w2.asks.layoffs(nine)
    meld_id = legal[0][0]
    target = w2.scene.layout.meld_rects[meld_id].center() + QPointF(0, -w2.scene.layout.meld_h * 0.9)
    seen = {}

    def shoot():
        seen["arrows"] = len(w2.scene.end_arrows)
        save_screenshot(w2, f"table_drag_{tag(size)}")
    drag_to(w2, card_point(w2, nine), w2.view.mapFromScene(target), before_release=shoot)
    assert seen["arrows"] == len(legal) >= 1


def out_next(variant=JOLLY, totals=(0, 0, 0, 0)):
    """Bruno lays his last cards and goes out with his discard."""
    return position(variant, hands=(HAND, "5C 6C 7C 9S", "4C 5D AC", "2D 5S 8D 10D KH"),
                    melds=MELDS13, discard="3S 9C", current=1, phase=Phase.PLAY,
                    opened=(0, 1, 2, 3), totals=totals)


def finish_round(qtbot, w, s):
    idle(qtbot, w)
    from lanjolly.actions import Discard, LayMelds
    from lanjolly.round import apply
    st = s.state
    from lanjolly.cards import rank_of
    hand = st.hands[1]
    last = next(c for c in hand if rank_of(c) == 9)
    st = apply(st, LayMelds(1, (tuple(c for c in hand if c != last),)))
    s._set_state(apply(st, Discard(1, last)))
    qtbot.waitUntil(lambda: s.state.over, timeout=5000)
    idle(qtbot, w)


@pytest.mark.parametrize("size", SIZES, ids=tag)
def test_round_over_badges_never_overlap(qtbot, size):
    long_match = JOLLY.with_options(target_points=500)
    w, s = table_at(qtbot, out_next(long_match), size, variant=long_match)
    finish_round(qtbot, w, s)
    assert w.scene.board.isVisible() and w.match_summary is None
    save_screenshot(w, f"round_over_{tag(size)}")
    board_badges = [it.badge_scene_rect() for it in w.scene.board.card_items()]
    assert len(board_badges) >= 20
    for a, b in itertools.combinations(board_badges, 2):
        assert not a.intersects(b), (a, b)
    w.toggle_board()                                     # the table with every card's points
    idle(qtbot, w)
    lay = w.scene.layout
    assert lay.meld_h / lay.hand_h >= 0.55, (size, lay.meld_h, lay.hand_h)
    for c in (c for m in w.current_view.melds for c in m.cards):     # badge on its own card's strip
        it = w.scene.card_item(c)
        badge, face = it.badge_scene_rect(), it.sceneBoundingRect()
        assert face.contains(badge) and badge.top() >= it.scenePos().y() + 0.29 * it.card_height
    save_screenshot(w, f"round_over_table_{tag(size)}")
    rects = w.scene.badge_rects()
    assert len(rects) >= 40
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    zones = list(w.scene.zone_frames.values())
    hand_badges = [w.scene.card_item(c).badge_scene_rect() for c in w.current_view.hand]
    for r in hand_badges:
        assert not any(z.sceneBoundingRect().adjusted(3, 3, -3, -3).intersects(r) for z in zones)
    assert all(w.scene.role_of(c) == MELD for m in w.current_view.melds for c in m.cards)


@pytest.mark.parametrize("size", SIZES, ids=tag)
def test_match_over_screen(qtbot, size):
    variant = JOLLY.with_options(target_points=50)
    w, s = table_at(qtbot, out_next(variant), size, variant=variant)
    finish_round(qtbot, w, s)
    assert w.match_summary is not None
    board = w.match_end
    assert board.isVisible() and "won the match" in board.winner.text()
    assert board.sheet is not None and board.sheet.rowCount() == 2
    asked = []
    w.play_again_requested.connect(lambda: asked.append(True))
    qtbot.mouseClick(board.again_button, Qt.MouseButton.LeftButton)
    assert asked == [True]
    save_screenshot(w, f"match_over_{tag(size)}")


def test_history_lists_moves_in_words(qtbot):
    w, s = table_at(qtbot, out_next(), (1366, 768))
    finish_round(qtbot, w, s)
    lines = w.panel.history.lines()
    assert any("Bruno laid" in line for line in lines) and any("went out" in line for line in lines)
    w.panel.show_history()
    save_screenshot(w, "history")


def crowded(count: int, seats: int, seed: int, over: bool = False, hand: int = 13):
    """``count`` melds of 3-7 cards (seeded) spread over the seats, never more cards than
    the deck (110) leaves once the hands and a discard pile of 6 are out."""
    import random
    from ui.table.layout import Contents
    rng = random.Random(seed * 100 + count)
    budget = 110 - hand - 6 - (seats - 1)
    by_seat: dict[int, list[tuple[int, int]]] = {}
    for i in range(count):
        n = min(rng.randint(3, 7), budget - 3 * (count - i - 1))
        budget -= n
        by_seat.setdefault(rng.randrange(seats), []).append((i, n))
    # at the round end about half the melds hold a 10, a court card or an ace: two-digit badges
    digits = {i: rng.choice((1, 2)) for i in range(count)} if over else {}
    return Contents(seats, 0, hand, 6, by_seat, over=over, badge_digits=digits)


ODD_SIZES = [(1280, 720), (1100, 900), (2560, 1080)]


@pytest.mark.parametrize("size", SIZES + ODD_SIZES, ids=tag)
@pytest.mark.parametrize("count", range(12, 29, 2))
def test_layout_keeps_melds_at_55_percent_with_many_melds(size, count):
    """Point 1: however crowded, melds stay >= 55% of a hand card, inside the middle, apart,
    and each card's corner index (rank over suit, 0.22 of its width, the top 0.3 of its
    height) is left uncovered by the next card and by the row below."""
    from ui.table.layout import compute_layout
    for seats in (2, 3, 4):
        for seed in range(3):
            lay = compute_layout(size[0] - 260, size[1] - 52, crowded(count, seats, seed))
            assert lay.meld_h / lay.hand_h >= 0.55, (seats, seed, lay.meld_h / lay.hand_h)
            hand_top = min(p.y() for p, _ in lay.hand)
            for z in lay.zones.values():
                assert lay.middle.contains(z.adjusted(0.5, 0.5, -0.5, -0.5)) and z.bottom() < hand_top, z
            for a, b in itertools.combinations(lay.zones.values(), 2):
                assert not a.intersects(b)
            assert lay.meld_step * lay.meld_h * 0.714 >= lay.meld_h * 0.155 + 1   # index column + 1 px
            assert lay.row_pitch * lay.meld_h >= lay.meld_h * 0.3
            for a, b in itertools.combinations(lay.meld_rects.values(), 2):
                top, low = (a, b) if a.top() <= b.top() else (b, a)
                if top.left() < low.right() and low.left() < top.right():   # same column
                    assert low.top() >= top.top() + 0.3 * lay.meld_h - 1e-6


@pytest.mark.parametrize("size", SIZES + [(1100, 900), (2560, 1080), (1280, 720), (1216, 688), (1440, 900)],
                         ids=tag)
@pytest.mark.parametrize("count", range(12, 29, 2))
def test_round_over_layout_keeps_melds_at_55_percent(size, count):
    """Point 2: at the end of a round the badges sit on the cards, so the melds need not shrink;
    each meld's strips are just wide enough for its widest badge, or, on a table too crowded
    for that (22 melds at 1280x720 fell to 0.50), each meld shows one total on its last card."""
    from ui.table.layout import badge_step, compute_layout
    for seats in (2, 3, 4):
        for seed in range(3):
            contents = crowded(count, seats, seed, over=True)
            lay = compute_layout(size[0] - 260, size[1] - 52, contents)
            assert lay.meld_h / lay.hand_h >= 0.55, (seats, seed, lay.meld_h / lay.hand_h)
            for meld_id, digits in contents.badge_digits.items():
                if not getattr(lay, "meld_totals", False):
                    assert lay.meld_steps[meld_id] >= badge_step(lay.meld_h, digits) - 1e-9
            assert all(z.bottom() <= lay.middle.bottom() + 0.5 for z in lay.zones.values())


@pytest.mark.parametrize("size", [(120, 90), (400, 300), (640, 400)], ids=tag)
def test_a_window_too_small_for_the_melds_still_lays_them_out(size):
    """A widget not laid out yet (the replay's first frame) or a tiny window: nothing fits,
    and the layout still places every meld, at the smallest card, without failing."""
    from ui.table.layout import MIN_MELD_PX, compute_layout
    contents = crowded(24, 4, 1)
    lay = compute_layout(size[0], size[1], contents)
    assert set(lay.meld_rects) == {k for ms in contents.melds_by_seat.values() for k, _ in ms}
    assert lay.meld_h >= MIN_MELD_PX - 1e-9
    assert all(r.width() > 0 and r.top() >= lay.middle.top() for r in lay.meld_rects.values())


def test_a_crowded_round_end_shows_one_total_per_meld_on_its_last_card(qtbot):
    """The fallback the layout takes when a badge per card would shrink the melds: each meld's
    last (fully visible) card carries the meld's points, the others carry none."""
    from ui.table.scene import placements
    long_match = JOLLY.with_options(target_points=500)
    w, s = table_at(qtbot, out_next(long_match), SIZES[1], variant=long_match)
    finish_round(qtbot, w, s)
    snap, lay = w.scene.snapshot, w.scene.layout
    assert snap is not None and lay is not None
    places = placements(snap, lay)
    melds = [m for m in w.current_view.melds if len(m.cards) >= 3]
    assert melds
    for m in melds:
        shown = [w.scene._points(c, places[c], snap, True) for c in m.cards]
        assert shown == [None] * (len(m.cards) - 1) + [sum(m.points)], (m.cards, shown)
