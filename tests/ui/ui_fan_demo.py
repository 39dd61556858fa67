"""A demo hand and meld row on felt, shared by the card-item tests and screenshots."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from lanjolly.cards import parse_cards
from ui import theme
from ui.widgets.card_item import CardItem

HAND = "AS 2S 3S JK 7H 7D 7C 9C 10C JC QD KH JK"
MELD = "5H 6H JK 8H"


class FeltView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, theme.felt_brush(self.sceneRect()))


def build_fan(four_colour: bool, height: float = 130.0) -> tuple[FeltView, list[CardItem]]:
    scene = QGraphicsScene(0, 0, 1000, 520)
    view = FeltView(scene)
    scene.setParent(view)          # the view does not own its scene otherwise
    view.resize(1000, 520)
    label = QGraphicsSimpleTextItem("Four-colour deck" if four_colour else "Classic deck")
    label.setFont(theme.ui_font(16, bold=True))
    label.setBrush(theme.FELT_TEXT)
    label.setPos(20, 14)
    scene.addItem(label)

    items = []
    # meld on the table, with end-of-round points
    for i, cid in enumerate(parse_cards(MELD)):
        it = CardItem(cid, height=height * 0.8, four_colour=four_colour)
        it.setPos(60 + i * height * 0.8 * 0.42, 90)
        it.setZValue(i)
        it.set_points(5 + i if cid < 104 else 7)
        scene.addItem(it)
    back = CardItem(0, face_up=False, height=height * 0.8)
    back.setPos(620, 90)
    scene.addItem(back)
    pile = CardItem(parse_cards("QS")[0], height=height * 0.8, four_colour=four_colour)
    pile.setPos(720, 90)
    scene.addItem(pile)

    hand = parse_cards(HAND)
    n = len(hand)
    step = height * 0.48
    x0 = (1000 - (step * (n - 1) + height * 0.714)) / 2
    for i, cid in enumerate(hand):
        it = CardItem(cid, height=height, four_colour=four_colour)
        t = (i - (n - 1) / 2) / ((n - 1) / 2)
        it.setPos(x0 + i * step, 300 + 18 * t * t)
        it.setTransformOriginPoint(it.card_width / 2, height)
        it.setRotation(6 * t)
        it.setZValue(100 + i)
        if i in (0, 1, 2):
            it.set_underline(True)
        if i == 4:
            it.set_picked(True)
        scene.addItem(it)
        items.append(it)
    return view, items


def wait_lifts_settled(qtbot, items) -> None:
    qtbot.waitUntil(lambda: all(not i._lift_anim.state() == i._lift_anim.State.Running
                                for i in items), timeout=2000)
