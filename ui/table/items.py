"""The table's own graphics items besides cards: piles, seat plates, markers, frames.

All sizes are given in scene pixels derived from the layout's card unit, and
every item paints only vector shapes and text so it stays sharp at any DPI.
None of them knows a rule; the table tells them what to show.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import (Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSizeF, Qt,
                            Signal)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from .. import theme
from ..cardart import ASPECT, BACK, card_pixmap, corner_radius
from .toast_place import Obstacle, free_spot

if TYPE_CHECKING:
    from ..widgets.card_item import CardItem

GLOW = QColor("#ffd54a")
TURN_GOLD = QColor("#ffc400")
END_GREEN = QColor("#33d17a")
MIN_TEXT_PX = 11          # no text on the felt is smaller than this


def _dpr(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _lod(painter: QPainter) -> float:
    return max(0.05, QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()))


def draw_back(painter: QPainter, rect: QRectF) -> None:
    pm = card_pixmap(BACK, int(round(rect.height() * _lod(painter))), _dpr(painter))
    painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


# Texts that did not fit even at MIN_TEXT_PX and were elided (newest last). German and
# Czech run long; the layout test fails when anything lands here.
ELIDED: deque[str] = deque(maxlen=200)


def fit_text(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool,
             colour: QColor, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Draw ``text`` in ``rect``: a smaller font when it is too long, eliding only below ``MIN_TEXT_PX``."""
    size = max(MIN_TEXT_PX, int(px))
    font = theme.ui_font(size, bold=bold)
    fm = QFontMetricsF(font)
    while size > MIN_TEXT_PX and fm.horizontalAdvance(text) > rect.width():
        size -= 1
        font = theme.ui_font(size, bold=bold)
        fm = QFontMetricsF(font)
    if text and fm.horizontalAdvance(text) > rect.width():
        ELIDED.append(text)
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)


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
        return self.card_rect().adjusted(-14, -8, 14, self._h * 0.32)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
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
        fit_text(painter, QRectF(r.left() - 12, r.bottom() + self._h * 0.04, r.width() + 24, self._h * 0.24),
                 self.tr("%n left", "", self._count), self._h * 0.16, False, theme.FELT_TEXT_DIM)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.card_rect().adjusted(-4, -4, 8, 8).contains(event.pos()):
            self.clicked.emit()


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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
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
        self._centered = False
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

    def set_caption(self, text: str, px: float, right: str = "", centered: bool = False) -> None:
        self._caption, self._caption_px, self._caption_right = text, px, right
        self._centered = centered
        self.update()

    @property
    def caption(self) -> str:
        return self._caption

    @property
    def caption_right(self) -> str:
        return self._caption_right

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(self._pen)
        painter.setBrush(QBrush(self._fill))
        rad = min(14.0, self._rect.height() * 0.12)
        painter.drawRoundedRect(self._rect, rad, rad)
        if self._centered and self._caption:
            painter.setFont(theme.ui_font(max(MIN_TEXT_PX, int(self._caption_px)), bold=True))
            painter.setPen(self._caption_colour)
            painter.drawText(self._rect.adjusted(2, 0, -2, 0), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self._caption)
        elif self._caption or self._caption_right:
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
    """The blue line under each layable combination in the hand.

    Drawn by one item above the hand rather than by each card, because in a
    fanned hand the next card covers most of a card's own bottom edge. A
    combination whose cards sit side by side gets one continuous line; the
    table's Arrange brings every combination together. Cards still flying in
    (a draw, the deal) and the card being dragged get no line.
    """

    def __init__(self) -> None:
        super().__init__()
        self._entries: list[tuple[CardItem, float, int]] = []   # (CardItem, visible width, meld no.)
        self._area = QRectF()
        self.card_set: set[int] = set()
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_entries(self, entries: list[tuple[CardItem, float, int]], area: Optional[QRectF]) -> None:
        self.prepareGeometryChange()
        self._entries = entries
        self.card_set = {it.card_id for it, _, _ in entries}
        self._area = QRectF(area) if area is not None else QRectF()
        self.update()

    @property
    def cards(self) -> list[int]:
        return [it.card_id for it, _, _ in self._entries]

    def boundingRect(self) -> QRectF:
        return self._area

    def segments(self) -> list[tuple[int, QPointF, QPointF]]:
        """(combination, start, end) of every line drawn, in scene coordinates."""
        out: list[tuple[int, QPointF, QPointF]] = []
        if not self._entries:
            return out
        h = self._entries[0][0].card_height
        thick = max(3.0, h / 28)
        gap = h * 0.05 + thick / 2
        run: list[tuple[CardItem, float]] = []
        for k, (it, strip, meld) in enumerate(self._entries):
            if it.dragging or it.is_animating():
                continue
            run.append((it, strip))
            nxt = self._entries[k + 1] if k + 1 < len(self._entries) else None
            joined = nxt is not None and nxt[2] == meld and not nxt[0].dragging \
                and not nxt[0].is_animating() and abs(nxt[0].x() - it.x() - strip) < 1.0
            if joined:
                continue
            first, last = run[0][0], run[-1]
            a = first.mapToScene(QPointF(thick, h + gap))
            b = last[0].mapToScene(QPointF(max(thick, min(last[1], last[0].card_width) - thick * 1.5), h + gap))
            out.append((meld, a, b))
            run = []
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        segs = self.segments()
        if not segs:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self._entries[0][0].card_height
        thick = max(3.0, h / 28)
        painter.setPen(QPen(QColor(0, 0, 0, 110), thick + 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for _, a, b in segs:
            painter.drawLine(a, b)
        painter.setPen(QPen(theme.HINT_BLUE, thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for _, a, b in segs:
            painter.drawLine(a, b)


class Toast(QGraphicsObject):
    """A bubble next to the card or pile a message is about; it fades after a few seconds."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QRectF()
        self._px = 14.0
        self._error = True
        self.setZValue(5000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        from PySide6.QtCore import QTimer
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide_now)

    @property
    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def show_text(self, text: str, near: QPointF, bounds: QRectF, px: float, error: bool, ms: int,
                  obstacles: Sequence[Obstacle] = ()) -> None:
        """Show ``text`` for ``ms`` milliseconds inside ``bounds``, as near ``near`` as it can be
        without covering ``obstacles`` (:func:`ui.table.toast_place.free_spot`)."""
        self.prepareGeometryChange()
        self._text, self._px, self._error = text, px, error
        font = theme.ui_font(int(px), bold=True)
        fm = QFontMetricsF(font)
        width = min(bounds.width() * 0.6, fm.horizontalAdvance(text) + px * 1.6)
        lines = max(1, int(fm.horizontalAdvance(text) // max(1.0, width - px * 1.6)) + 1)
        height = lines * fm.lineSpacing() + px * 0.9
        self.setPos(free_spot(QSizeF(width, height), near, bounds, obstacles))
        self._rect = QRectF(0, 0, width, height)
        self.setVisible(True)
        self.update()
        self._timer.start(ms)

    def hide_now(self) -> None:
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(theme.ERROR if self._error else theme.ACCENT, 2))
        painter.setBrush(theme.PANEL_BG)
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setFont(theme.ui_font(int(self._px), bold=True))
        painter.setPen(theme.PANEL_TEXT)
        painter.drawText(self._rect.adjusted(self._px * 0.8, 0, -self._px * 0.8, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self._text)
