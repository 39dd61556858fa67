from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from lanjolly.cards import JOKER_IDS, make_card
from ui import theme
from tests.ui.screenshots import save_screenshot
from ui.widgets.card_item import CardItem

from ui_fan_demo import FeltView, build_fan, wait_lifts_settled


def _scene_with(item: CardItem, qtbot) -> FeltView:
    scene = QGraphicsScene(0, 0, 600, 400)
    scene.addItem(item)
    item.setPos(200, 150)
    view = FeltView(scene)
    scene.setParent(view)          # the view does not own its scene otherwise
    view.resize(600, 400)
    view.setSceneRect(0, 0, 600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def _vp(view: FeltView, item: CardItem, dx: float = 0.5, dy: float = 0.6) -> QPoint:
    local = QPointF(item.card_width * dx, item.card_height * dy)
    return view.mapFromScene(item.mapToScene(local))


def test_click_emits_press_release_and_click(qtbot):
    card = CardItem(make_card(7, 2), height=120)
    view = _scene_with(card, qtbot)
    pos = _vp(view, card)
    pressed, released = [], []
    card.pressed.connect(lambda cid, p: pressed.append((cid, p)))
    card.released.connect(lambda cid, p, drag: released.append((cid, drag)))
    with qtbot.waitSignal(card.clicked, timeout=2000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == [card.card_id]
    assert pressed and pressed[0][0] == card.card_id
    assert pressed[0][1] == view.mapToScene(pos)
    assert released == [(card.card_id, False)]


def test_joker_is_not_clickable_but_still_reports_release(qtbot):
    joker = CardItem(JOKER_IDS[2], height=120)
    assert joker.click_allowed is False
    view = _scene_with(joker, qtbot)
    released = []
    joker.released.connect(lambda cid, p, drag: released.append(drag))
    with qtbot.assertNotEmitted(joker.clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_vp(view, joker))
    assert released == [False]


def test_table_can_forbid_clicks_on_any_card(qtbot):
    card = CardItem(make_card(3, 0), height=120)
    card.click_allowed = False
    view = _scene_with(card, qtbot)
    with qtbot.assertNotEmitted(card.clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_vp(view, card))


def test_drag_moves_the_card_and_reports_scene_positions(qtbot):
    card = CardItem(JOKER_IDS[0], height=120)       # jokers move by drag and drop
    view = _scene_with(card, qtbot)
    start = _vp(view, card)
    moves, ends = [], []
    card.dragged.connect(lambda cid, p: moves.append(p))
    card.released.connect(lambda cid, p, drag: ends.append((p, drag)))
    origin = card.pos()
    with qtbot.assertNotEmitted(card.clicked):
        with qtbot.waitSignal(card.drag_started, timeout=2000):
            qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
            for k in range(1, 6):
                qtbot.mouseMove(view.viewport(), start + QPoint(20 * k, -8 * k))
        assert card.dragging
        assert card.zValue() > 1000                   # on top of everything while dragged
        end = start + QPoint(100, -40)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert moves and moves[-1] == view.mapToScene(end)
    assert ends == [(view.mapToScene(end), True)]
    assert card.pos() - origin == view.mapToScene(end) - view.mapToScene(start)
    assert card.drag_origin() == origin
    assert not card.dragging and card.zValue() == 0


def test_small_jitter_is_still_a_click(qtbot):
    card = CardItem(make_card(9, 1), height=120)
    view = _scene_with(card, qtbot)
    start = _vp(view, card)
    jitter = max(1, QApplication.startDragDistance() // 3)
    with qtbot.waitSignal(card.clicked, timeout=2000):
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(view.viewport(), start + QPoint(jitter, 0))
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                           pos=start + QPoint(jitter, 0))
    assert card.pos() == QPointF(200, 150)


def test_animate_to_arrives(qtbot):
    card = CardItem(make_card(1, 0), height=100)
    view = _scene_with(card, qtbot)
    with qtbot.waitSignal(card.move_finished, timeout=3000) as blocker:
        card.animate_to(QPointF(420, 60), ms=120)
        assert card.is_animating()
    assert blocker.args == [card.card_id]
    assert card.pos() == QPointF(420, 60)
    assert not card.is_animating()
    assert view.scene() is card.scene()


def test_animate_to_zero_ms_jumps(qtbot):
    card = CardItem(make_card(1, 0), height=100)
    card.animate_to(QPointF(10, 20), ms=0)
    assert card.pos() == QPointF(10, 20)


def test_hover_lifts_and_leaving_drops(qtbot):
    card = CardItem(make_card(5, 3), height=120)
    view = _scene_with(card, qtbot)
    qtbot.mouseMove(view.viewport(), _vp(view, card))
    qtbot.waitUntil(lambda: card.lift > card.card_height * 0.1, timeout=2000)
    qtbot.mouseMove(view.viewport(), QPoint(5, 5))
    qtbot.waitUntil(lambda: card.lift == 0.0, timeout=2000)


def test_picked_card_rises_and_uses_selected_state(qtbot):
    card = CardItem(make_card(5, 3), height=120)
    card.set_picked(True)
    qtbot.waitUntil(lambda: card.lift > card.card_height * 0.15, timeout=2000)
    assert card.state().name == "SELECTED"
    card.set_picked(False)
    qtbot.waitUntil(lambda: card.lift == 0.0, timeout=2000)


def _render(item: CardItem) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(item)
    rect = item.sceneBoundingRect()
    img = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect)
    p.end()
    return img


def _has_colour(img: QImage, colour: QColor, rows: range) -> bool:
    for y in rows:
        for x in range(img.width()):
            c = img.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                    + abs(c.blue() - colour.blue()) < 30:
                return True
    return False


def test_underline_draws_blue_below_the_card(qapp):
    item = CardItem(make_card(4, 3), height=120)
    below = lambda img: range(img.height() - 12, img.height())  # noqa: E731
    img = _render(item)
    assert not _has_colour(img, theme.HINT_BLUE, below(img))
    item = CardItem(make_card(4, 3), height=120)
    item.set_underline(True)
    img = _render(item)
    assert _has_colour(img, theme.HINT_BLUE, below(img))


def test_points_label_sits_on_the_card_under_its_index(qapp):
    """The badge needs no room above the card (table melds need not shrink for it): it sits
    on the card, under the corner index, and nothing of it shows above the card."""
    plain = _render(CardItem(make_card(13, 1), height=120))
    item = CardItem(make_card(13, 1), height=120)
    item.set_points(-10)
    labelled = _render(item)
    card_top = int(-item.boundingRect().top())      # image row of the card's top edge
    above = range(0, card_top - 1)
    under_index = range(card_top + 36, card_top + 56)
    assert not _has_colour(labelled, theme.POINTS_MINUS, above)
    assert not _has_colour(plain, theme.POINTS_MINUS, under_index)
    assert _has_colour(labelled, theme.POINTS_MINUS, under_index)
    badge = item._badge()[0]
    assert badge.top() >= 0.29 * 120 and badge.bottom() <= 0.66 * 120


def test_face_down_hides_the_face(qapp):
    up = _render(CardItem(make_card(13, 2), height=100))
    down = _render(CardItem(make_card(13, 2), face_up=False, height=100))
    assert up != down
    assert _render(CardItem(make_card(2, 0), face_up=False, height=100)) == down


def test_fan_screenshots(qtbot, tmp_path):
    for four in (False, True):
        view, items = build_fan(four)
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        wait_lifts_settled(qtbot, items)
        assert items[4].lift > 0
        img = view.viewport().grab()
        assert img.width() == 1000
        save_screenshot(view, f"card_fan_{'four' if four else 'two'}_colour")
