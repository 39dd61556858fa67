from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QColor, QImage

from lanjolly.cards import DECK_SIZE, JOKER_IDS, card_type, make_card
from ui import _qtfix, cardart, theme
from ui.cardart import BACK, CardState, card_pixmap


def _bytes(pm) -> bytes:
    img = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(img.constBits())


def _count_colour(pm, colour: QColor, tol: int = 40) -> int:
    img = pm.toImage()
    n = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            if (abs(c.red() - colour.red()) + abs(c.green() - colour.green())
                    + abs(c.blue() - colour.blue())) < tol and c.alpha() > 200:
                n += 1
    return n


def test_every_face_looks_different(qapp):
    faces = {}
    for t in range(52):
        faces[t] = _bytes(card_pixmap(t, 72))
    faces["joker"] = _bytes(card_pixmap(JOKER_IDS[0], 72))
    faces["back"] = _bytes(card_pixmap(BACK, 72))
    assert len(set(faces.values())) == len(faces) == 54


def test_both_decks_share_one_cached_pixmap(qapp):
    a = card_pixmap(make_card(12, 2, deck=0), 90)
    b = card_pixmap(make_card(12, 2, deck=1), 90)
    assert card_type(make_card(12, 2, 0)) == card_type(make_card(12, 2, 1))
    assert a.cacheKey() == b.cacheKey()
    assert card_pixmap(JOKER_IDS[0], 90).cacheKey() == card_pixmap(JOKER_IDS[-1], 90).cacheKey()


def test_four_colour_changes_clubs_and_diamonds_only(qapp):
    for card, changes in ((make_card(7, 0), True), (make_card(7, 1), True),
                          (make_card(7, 2), False), (make_card(7, 3), False),
                          (JOKER_IDS[0], False)):
        two = _bytes(card_pixmap(card, 80, four_colour=False))
        four = _bytes(card_pixmap(card, 80, four_colour=True))
        assert (two != four) is changes, card
    assert _bytes(card_pixmap(BACK, 80, four_colour=True)) == _bytes(card_pixmap(BACK, 80))


def test_four_colour_clubs_are_green_and_classic_clubs_are_not(qapp):
    green = theme.SUIT_FOUR_COLOUR[0]
    assert _count_colour(card_pixmap(make_card(9, 0), 100, four_colour=True), green) > 50
    assert _count_colour(card_pixmap(make_card(9, 0), 100, four_colour=False), green) == 0


def test_hidpi_pixmap_has_twice_the_pixels(qapp):
    one = card_pixmap(make_card(1, 3), 120, dpr=1.0)
    two = card_pixmap(make_card(1, 3), 120, dpr=2.0)
    assert two.devicePixelRatio() == 2.0
    assert two.width() == 2 * one.width() and two.height() == 2 * one.height()
    assert two.height() == 240
    # same logical size, so layouts do not change with the screen
    assert two.deviceIndependentSize() == one.deviceIndependentSize()


def test_size_follows_card_ratio(qapp):
    pm = card_pixmap(5, 140)
    assert pm.height() == 140
    assert pm.width() == round(140 * cardart.CARD_W / cardart.CARD_H)
    assert cardart.card_width(140) == pytest.approx(100.0)


def test_states_are_distinct_and_cached(qapp):
    images = {s: _bytes(card_pixmap(20, 90, state=s)) for s in CardState}
    assert len(set(images.values())) == len(CardState)
    first = card_pixmap(20, 90, state=CardState.SELECTED)
    assert card_pixmap(20, 90, state=CardState.SELECTED).cacheKey() == first.cacheKey()


def test_cache_can_be_cleared(qapp):
    card_pixmap(3, 50)
    assert cardart.cache_size() > 0
    cardart.clear_cache()
    assert cardart.cache_size() == 0


@pytest.mark.parametrize("bad", [-1, DECK_SIZE, 999, "front"])
def test_unknown_card_is_refused(qapp, bad):
    with pytest.raises((ValueError, TypeError)):
        card_pixmap(bad, 60)


def test_painting_many_cards_does_not_exhaust_none(qapp):
    """PySide6 6.12.0 on Python 3.11 steals a None reference per void call."""
    cardart.clear_cache()
    for cid in range(DECK_SIZE):
        card_pixmap(cid, 40, four_colour=bool(cid % 2))
    if _qtfix.none_refcount_is_stolen():
        assert _qtfix.applied
        assert sys.getrefcount(None) > 1 << 39
    else:
        assert sys.getrefcount(None) > 1000
