"""Colour is never the only signal (issue 22, what players of the peers ask for), offscreen.

A staged meld said "legal" or "not yet" only by a green or red frame; the card
taken from the discard pile and a joker one may swap for were marked by a light
orange or blue ring, which in greyscale all but vanishes on a white face. Each now
has a sign besides its colour: ✓ or ✗ on a staged meld, a dark line along the ring.
The rings are checked in greyscale, pixel by pixel, against WCAG's 3:1 for marks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from lanjolly import JOLLY, parse_cards
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import idle, make_table
from ui import theme
from ui.widgets.card_item import CardItem


def _render(marked: bool = False, highlight: bool = False) -> QImage:
    scene = QGraphicsScene()
    it = CardItem(parse_cards("7H")[0], height=140)
    it.set_marked(marked)
    it.set_highlight(highlight)
    scene.addItem(it)
    rect = it.sceneBoundingRect()
    img = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    scene.render(p, source=rect)
    p.end()
    return img.convertToFormat(QImage.Format.Format_Grayscale8)


def _dark_mark_pixels(plain: QImage, marked: QImage) -> int:
    """Pixels where the mark made the card darker, to a grey that stands 3:1 against the white
    face (relative luminance 0.3 or less: grey 148 or darker), away from the card's own edge."""
    limit = 148
    n = 0
    for y in range(6, plain.height() - 6):
        for x in range(6, plain.width() - 6):
            a, b = QColor(plain.pixel(x, y)).red(), QColor(marked.pixel(x, y)).red()
            if b <= limit < a:
                n += 1
    return n


def test_the_taken_and_highlight_rings_read_in_greyscale():
    plain = _render()
    perimeter = 2 * (plain.width() + plain.height())
    assert theme.contrast(QColor(148, 148, 148), QColor("white")) >= 3.0
    for kind, img in (("taken from the discard pile", _render(marked=True)),
                      ("a drop target", _render(highlight=True))):
        dark = _dark_mark_pixels(plain, img)
        assert dark >= perimeter // 2, f"{kind}: only {dark} pixels of its mark stand out in greyscale"


def test_a_staged_meld_says_legal_or_not_with_a_sign(qtbot):
    state = position(JOLLY, hands=("7C 7D 7H 8S 9S 2D 5C", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
    w, _ = make_table(qtbot, state)
    hand = state.hands[0]
    w.staging.add(hand[0], None)
    w.staging.add(hand[1], 0)
    w.staging.add(hand[2], 0)        # 7C 7D 7H: a set
    w.staging.add(hand[3], None)
    w.staging.add(hand[4], 1)        # 8S 9S: not a meld yet
    w.refresh()
    idle(qtbot, w)
    marks = [m for m in w.scene.furniture.staged_marks if m.isVisible()]
    assert [m.text for m in marks] == ["\u2713", "\u2717"]
    frames = [f for f in w.scene.furniture.staged_frames if f.isVisible()]
    for mark, frame in zip(marks, frames):
        assert frame.rect().contains(mark.mapToScene(QPointF(0, 0)))      # on its own meld's corner
        assert mark.zValue() > max(w.scene.card_item(c).zValue() for c in hand[:5])   # above the cards
