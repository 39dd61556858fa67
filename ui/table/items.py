"""The table's own graphics items besides cards: piles, seat plates, markers, frames.

All sizes are given in scene pixels derived from the layout's card unit, and
every item paints only vector shapes and text so it stays sharp at any DPI.
None of them knows a rule; the table tells them what to show.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import (Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt,
                            Signal)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from .. import theme
from ..cardart import ASPECT, BACK, card_pixmap, corner_radius

GLOW = QColor("#ffd54a")
TURN_GOLD = QColor("#ffc400")
END_GREEN = QColor("#33d17a")
PLATE_BG = QColor(10, 40, 22, 170)
PLATE_BG_ACTIVE = QColor(60, 52, 10, 200)
X_RED = QColor("#e53935")


def _dpr(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _lod(painter: QPainter) -> float:
    return max(0.05, QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()))


def draw_back(painter: QPainter, rect: QRectF) -> None:
    pm = card_pixmap(BACK, int(round(rect.height() * _lod(painter))), _dpr(painter))
    painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


def fit_text(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool,
             colour: QColor, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Draw ``text`` in ``rect``, eliding it when it is too long."""
    font = theme.ui_font(max(8, int(px)), bold=bold)
    fm = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter,
                     fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width()))


class StockItem(QGraphicsObject):
    """The face-down stock: a small stack with its count; click to draw."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._h = 100.0
        self._count = 0
        self._active = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_card_height(self, h: float) -> None:
        if h != self._h:
            self.prepareGeometryChange()
            self._h = h

    def set_count(self, n: int) -> None:
        if n != self._count:
            self._count = n
            self.update()

    def set_active(self, on: bool) -> None:
        """Glow when drawing from the stock is what the player should do now."""
        if on != self._active:
            self._active = on
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._h * ASPECT, self._h)

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-8, -8, 8, self._h * 0.32)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        r = self.card_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._active:
            painter.setPen(QPen(GLOW, max(3.0, self._h / 28)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            rr = corner_radius(self._h) + 3
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), rr, rr)
        if self._count <= 0:
            painter.setPen(QPen(theme.FELT_TEXT_DIM, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, corner_radius(self._h), corner_radius(self._h))
        else:
            layers = min(4, 1 + self._count // 15)
            for k in reversed(range(layers)):
                off = k * max(1.5, self._h / 70)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 50))
                painter.drawRoundedRect(r.translated(off + 1.5, off + 2), corner_radius(self._h),
                                        corner_radius(self._h))
                draw_back(painter, r.translated(off, off))
        fit_text(painter, QRectF(r.left() - 10, r.bottom() + self._h * 0.06, r.width() + 20, self._h * 0.2),
                 f"{self._count} left", self._h * 0.13, False, theme.FELT_TEXT_DIM)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.card_rect().adjusted(-4, -4, 8, 8).contains(event.pos()):
            self.clicked.emit()


class SeatItem(QGraphicsObject):
    """An opponent: a small fan of card backs over a plate with name, points, count."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(0, 0, 200, 100)
        self._name = ""
        self._points = 0
        self._count = 0
        self._current = False
        self._eliminated = False
        self._bot = False
        self._opened = False
        self._show_backs = True

    def set_rect(self, rect: QRectF) -> None:
        """The plate's area in scene coordinates (the item sits at its top-left)."""
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_info(self, name: str, points: int, count: int, current: bool, eliminated: bool,
                 bot: bool = False, opened: bool = False, show_backs: bool = True) -> None:
        self._name, self._points, self._count = name, points, count
        self._current, self._eliminated, self._bot = current, eliminated, bot
        self._opened, self._show_backs = opened, show_backs
        self.update()

    @property
    def name(self) -> str:
        return self._name

    @property
    def eliminated(self) -> bool:
        return self._eliminated

    @property
    def count(self) -> int:
        return self._count

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def backs_rect(self) -> QRectF:
        r = self._rect
        return QRectF(r.left(), r.top(), r.width(), r.height() * 0.6)

    def plate_rect(self) -> QRectF:
        r = self._rect
        return QRectF(r.left(), r.top() + r.height() * 0.58, r.width(), r.height() * 0.42)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        br = self.backs_rect()
        ch = br.height()
        cw = ch * ASPECT
        if self._show_backs and self._count > 0:
            n = self._count
            avail = br.width() - cw
            step = min(cw * 0.24, avail / max(1, n - 1))
            x0 = br.left() + (br.width() - (cw + step * (n - 1))) / 2
            for i in range(n):
                draw_back(painter, QRectF(x0 + i * step, br.top() + 2, cw, ch - 2))
        plate = self.plate_rect()
        rad = plate.height() * 0.3
        painter.setPen(QPen(TURN_GOLD, 2.5) if self._current else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(PLATE_BG_ACTIVE if self._current else PLATE_BG)
        painter.drawRoundedRect(plate, rad, rad)
        pad = plate.height() * 0.18
        line_h = (plate.height() - 2 * pad) / 2
        name = self._name + ("  (bot)" if self._bot else "")
        fit_text(painter, QRectF(plate.left() + pad * 1.5, plate.top() + pad * 0.8,
                                 plate.width() - 3 * pad, line_h), name, line_h * 0.86, True,
                 theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
        info = f"{self._points} pts \u2022 {self._count} cards"
        fit_text(painter, QRectF(plate.left() + pad * 1.5, plate.top() + pad * 0.8 + line_h,
                                 plate.width() - 3 * pad, line_h), info, line_h * 0.7, False,
                 theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        if self._eliminated:
            paint_red_x(painter, self._rect.adjusted(self._rect.width() * 0.25, 0,
                                                     -self._rect.width() * 0.25, 0))


def paint_red_x(painter: QPainter, rect: QRectF) -> None:
    """The red X of an eliminated player (Rommé)."""
    side = min(rect.width(), rect.height())
    sq = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    for colour, width in ((QColor(0, 0, 0, 120), side * 0.16), (X_RED, side * 0.11)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(sq.topLeft() + QPointF(side * 0.12, side * 0.12),
                         sq.bottomRight() - QPointF(side * 0.12, side * 0.12))
        painter.drawLine(sq.topRight() + QPointF(-side * 0.12, side * 0.12),
                         sq.bottomLeft() + QPointF(side * 0.12, -side * 0.12))
    painter.restore()


class MyPlateItem(QGraphicsObject):
    """Under the hand: the player's nickname and points, with "!" when it is their turn."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 400, 30)
        self._name = ""
        self._points = 0
        self._my_turn = False
        self._eliminated = False
        self._extra = ""

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_info(self, name: str, points: int, my_turn: bool, eliminated: bool = False,
                 extra: str = "") -> None:
        self._name, self._points, self._my_turn = name, points, my_turn
        self._eliminated, self._extra = eliminated, extra
        self.update()

    @property
    def my_turn(self) -> bool:
        return self._my_turn

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        h = r.height()
        font = theme.ui_font(max(9, int(h * 0.55)), bold=True)
        fm = QFontMetricsF(font)
        text = f"{self._name}   {self._points} pts"
        tw = fm.horizontalAdvance(text)
        badge = h * 0.9 if self._my_turn else 0.0
        total = tw + (badge + h * 0.3 if badge else 0) + h * 1.2
        plate = QRectF(r.center().x() - total / 2, r.top(), total, h)
        painter.setPen(QPen(TURN_GOLD, 2.0) if self._my_turn else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(PLATE_BG_ACTIVE if self._my_turn else PLATE_BG)
        painter.drawRoundedRect(plate, h / 2, h / 2)
        x = plate.left() + h * 0.6
        if self._my_turn:
            paint_exclamation(painter, QRectF(x, r.top() + (h - badge) / 2, badge, badge))
            x += badge + h * 0.3
        painter.setFont(font)
        painter.setPen(theme.FELT_TEXT)
        painter.drawText(QRectF(x, r.top(), tw + 2, h), Qt.AlignmentFlag.AlignVCenter, text)
        if self._extra:
            fit_text(painter, QRectF(plate.right() + h * 0.4, r.top(), r.right() - plate.right() - h * 0.4, h),
                     self._extra, h * 0.48, False, theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        if self._eliminated:
            paint_red_x(painter, plate)


def paint_exclamation(painter: QPainter, rect: QRectF) -> None:
    """The "your turn" badge: a gold disc with an exclamation mark."""
    painter.save()
    painter.setPen(QPen(QColor("#7a5a00"), max(1.0, rect.height() / 14)))
    painter.setBrush(TURN_GOLD)
    painter.drawEllipse(rect)
    font = theme.ui_font(max(8, int(rect.height() * 0.78)), bold=True)
    painter.setFont(font)
    painter.setPen(QColor("#3b2a00"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "!")
    painter.restore()


class TurnArrow(QGraphicsObject):
    """The arrow that points at the opponent whose turn it is; it bobs gently."""

    def __init__(self) -> None:
        super().__init__()
        self._size = 30.0
        self._bob = 0.0
        self.setZValue(500)
        self._anim = QPropertyAnimation(self, b"bob", self)
        self._anim.setStartValue(0.0)
        self._anim.setKeyValueAt(0.5, 1.0)
        self._anim.setEndValue(0.0)
        self._anim.setDuration(1100)
        self._anim.setLoopCount(-1)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutSine)

    def _get_bob(self) -> float:
        return self._bob

    def _set_bob(self, v: float) -> None:
        self._bob = v
        self.update()

    bob = Property(float, _get_bob, _set_bob)

    def point_at(self, tip: QPointF, angle_deg: float, size: float) -> None:
        """Place the arrow with its tip at ``tip``, pointing along ``angle_deg``."""
        self.prepareGeometryChange()
        self._size = size
        self.setPos(tip)
        self.setRotation(angle_deg)
        if self._anim.state() != QPropertyAnimation.State.Running:
            self._anim.start()

    def stop(self) -> None:
        self._anim.stop()

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(-s * 1.6, -s * 0.7, s * 1.8, s * 1.4)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        s = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(-self._bob * s * 0.25, 0)
        path = QPainterPath()
        path.moveTo(0, 0)
        path.lineTo(-s * 0.75, -s * 0.55)
        path.lineTo(-s * 0.75, -s * 0.2)
        path.lineTo(-s * 1.45, -s * 0.2)
        path.lineTo(-s * 1.45, s * 0.2)
        path.lineTo(-s * 0.75, s * 0.2)
        path.lineTo(-s * 0.75, s * 0.55)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#5a4300"), max(1.0, s / 14)))
        painter.setBrush(TURN_GOLD)
        painter.drawPath(path)


class EndArrow(QGraphicsItem):
    """A green arrow at a meld end showing where a dragged card would fit."""

    def __init__(self, size: float, pointing_right: bool) -> None:
        super().__init__()
        self._s = size
        self._right = pointing_right
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        s = self._s
        return QRectF(-s * 0.6, -s * 0.6, s * 1.2, s * 1.2)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        s = self._s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        d = 1 if self._right else -1
        poly = QPolygonF([QPointF(d * s * 0.5, 0), QPointF(-d * s * 0.35, -s * 0.5),
                          QPointF(-d * s * 0.35, s * 0.5)])
        painter.setPen(QPen(QColor("#0b3d1f"), max(1.0, s / 10)))
        painter.setBrush(END_GREEN)
        painter.drawPolygon(poly)


class FrameItem(QGraphicsItem):
    """A rounded, optionally dashed frame with a caption: zones, staging, drop targets."""

    def __init__(self, z: float = -10) -> None:
        super().__init__()
        self._rect = QRectF()
        self._caption = ""
        self._caption_right = ""
        self._fill = QColor(0, 0, 0, 28)
        self._pen = QPen(QColor(255, 255, 255, 50), 1.2)
        self._caption_colour = theme.FELT_TEXT_DIM
        self._caption_px = 12.0
        self.setZValue(z)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_style(self, fill: QColor, pen: QPen, caption_colour: Optional[QColor] = None) -> None:
        self._fill, self._pen = fill, pen
        if caption_colour is not None:
            self._caption_colour = caption_colour
        self.update()

    def set_caption(self, text: str, px: float, right: str = "") -> None:
        self._caption, self._caption_px, self._caption_right = text, px, right
        self.update()

    @property
    def caption(self) -> str:
        return self._caption

    @property
    def caption_right(self) -> str:
        return self._caption_right

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(self._pen)
        painter.setBrush(QBrush(self._fill))
        rad = min(14.0, self._rect.height() * 0.12)
        painter.drawRoundedRect(self._rect, rad, rad)
        if self._caption or self._caption_right:
            px = self._caption_px
            cap = QRectF(self._rect.left() + px * 0.7, self._rect.top() + px * 0.25,
                         self._rect.width() - px * 1.4, px * 1.4)
            if self._caption:
                fit_text(painter, cap, self._caption, px, True, self._caption_colour,
                         Qt.AlignmentFlag.AlignLeft)
            if self._caption_right:
                fit_text(painter, cap, self._caption_right, px, True, self._caption_colour,
                         Qt.AlignmentFlag.AlignRight)


class HintLines(QGraphicsItem):
    """The blue line under each layable combination in the hand (GameTwist style).

    Drawn by one item above the hand rather than by each card, because in a
    fanned hand the next card covers most of a card's own bottom edge. It reads
    the cards' live positions, so it follows them while they slide.
    """

    def __init__(self) -> None:
        super().__init__()
        self._entries: list[tuple[object, float, int]] = []   # (CardItem, visible width, meld no.)
        self._area = QRectF()
        self.card_set: set[int] = set()
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_entries(self, entries: list[tuple[object, float, int]], area: QRectF) -> None:
        self.prepareGeometryChange()
        self._entries = entries
        self.card_set = {it.card_id for it, _, _ in entries}
        self._area = QRectF(area)
        self.update()

    @property
    def cards(self) -> list[int]:
        return [it.card_id for it, _, _ in self._entries]

    def boundingRect(self) -> QRectF:
        return self._area

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        if not self._entries:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self._entries[0][0].card_height
        thick = max(3.0, h / 28)
        painter.setPen(QPen(theme.HINT_BLUE, thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        gap = h * 0.05 + thick / 2
        for k, (it, strip, meld) in enumerate(self._entries):
            if it.dragging:
                continue
            joined = k + 1 < len(self._entries) and self._entries[k + 1][2] == meld and \
                abs(self._entries[k + 1][0].x() - it.x() - strip) < 1.0
            end = strip if joined else strip - thick * 1.5
            a = it.mapToScene(QPointF(thick, h + gap))
            b = it.mapToScene(QPointF(max(thick, end), h + gap))
            painter.drawLine(a, b)
