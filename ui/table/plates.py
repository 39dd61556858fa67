"""Name plates: each opponent's (cards backs over a plate) and the player's own under the hand.

A plate says who sits there, their match total and how their round stands
(points laid in Jolly, the hand's cost in Rommé), and carries the move clock
of whoever is to move: a bar that empties and turns red in the last 10 s.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..cardart import ASPECT
from ..i18n.words import number, words
from .items import MIN_TEXT_PX, TURN_GOLD, draw_back, fit_text
from .panel import URGENT_MS
from .snapshot import PlateInfo

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")

PLATE_BG = QColor(10, 40, 22, 200)
PLATE_BG_ACTIVE = QColor(60, 52, 10, 220)
X_RED = QColor("#e53935")
CLOCK_RED = QColor("#ff6e5e")


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


def paint_exclamation(painter: QPainter, rect: QRectF) -> None:
    """The "your turn" badge: a gold disc with an exclamation mark."""
    painter.save()
    painter.setPen(QPen(QColor("#7a5a00"), max(1.0, rect.height() / 14)))
    painter.setBrush(TURN_GOLD)
    painter.drawEllipse(rect)
    painter.setFont(theme.ui_font(max(MIN_TEXT_PX, int(rect.height() * 0.78)), bold=True))
    painter.setPen(QColor("#3b2a00"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "!")
    painter.restore()


class _Plate(QGraphicsObject):
    """What both plates share: the info, the clock and the plate's frame."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(0, 0, 200, 100)
        self._info = PlateInfo(seat, "", 0)
        self._clock: Optional[tuple[float, int]] = None     # fraction left, ms left

    def set_rect(self, rect: QRectF) -> None:
        """The plate's area in scene coordinates (the item sits at its top-left)."""
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_clock(self, fraction: Optional[float], ms_left: int = 0) -> None:
        """The move clock on this plate (None: not this seat's move, or no limit)."""
        clock = None if fraction is None else (max(0.0, min(1.0, fraction)), ms_left)
        if clock != self._clock:
            self._clock = clock
            self.update()

    @property
    def clock_urgent(self) -> bool:
        return self._clock is not None and self._clock[1] <= URGENT_MS

    @property
    def info(self) -> PlateInfo:
        return self._info

    @property
    def name(self) -> str:
        return self._info.name

    @property
    def eliminated(self) -> bool:
        return self._info.eliminated

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def _frame(self, painter: QPainter, plate: QRectF, rad: float) -> None:
        current = self._info.current
        painter.setPen(QPen(TURN_GOLD, 2.5) if current else QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(PLATE_BG_ACTIVE if current else PLATE_BG)
        painter.drawRoundedRect(plate, rad, rad)
        if self._clock is None:
            return
        frac, ms = self._clock
        bar_h = max(3.0, plate.height() * 0.09)
        bar = QRectF(plate.left() + rad * 0.6, plate.bottom() - bar_h - 2, plate.width() - rad * 1.2, bar_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(bar, bar_h / 2, bar_h / 2)
        painter.setBrush(CLOCK_RED if ms <= URGENT_MS else TURN_GOLD)
        painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * frac, bar_h), bar_h / 2, bar_h / 2)


class SeatItem(_Plate):
    """An opponent: a small fan of card backs over a plate with name, points, count."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self._count = 0
        self._show_backs = True

    def set_info(self, info: PlateInfo, count: int, show_backs: bool = True) -> None:
        self._info, self._count, self._show_backs = info, count, show_backs
        self.update()

    @property
    def count(self) -> int:
        return self._count

    def backs_rect(self) -> QRectF:
        r = self._rect
        return QRectF(r.left(), r.top(), r.width(), r.height() * 0.5)

    def plate_rect(self) -> QRectF:
        r = self._rect
        return QRectF(r.left(), r.top() + r.height() * 0.48, r.width(), r.height() * 0.52)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        br = self.backs_rect()
        ch = br.height()
        cw = ch * ASPECT
        if self._show_backs and self._count > 0:
            n = self._count
            step = min(cw * 0.24, (br.width() - cw) / max(1, n - 1))
            x0 = br.left() + (br.width() - (cw + step * (n - 1))) / 2
            for i in range(n):
                draw_back(painter, QRectF(x0 + i * step, br.top() + 2, cw, ch - 2))
        plate = self.plate_rect()
        self._frame(painter, plate, plate.height() * 0.25)
        info = self._info
        pad = plate.height() * 0.1
        line_h = (plate.height() - 2 * pad) / 3
        x, w = plate.left() + pad * 1.5, plate.width() - 3 * pad
        name = translate("Plate", "{name}  (bot)").format(name=info.name) if info.bot else info.name
        fit_text(painter, QRectF(x, plate.top() + pad, w, line_h), name, line_h * 0.85, True,
                 theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
        fit_text(painter, QRectF(x, plate.top() + pad + line_h, w, line_h),
                 translate("Plate", "{points} pts \u2022 {cards}").format(points=number(info.total),
                                                                         cards=words().cards(self._count)),
                 line_h * 0.75, False,
                 theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        fit_text(painter, QRectF(x, plate.top() + pad + 2 * line_h, w, line_h),
                 info.round_text or (translate("Plate", "opened") if info.opened
                                     else translate("Plate", "not opened")), line_h * 0.75, False,
                 theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        if info.eliminated:
            paint_red_x(painter, self._rect.adjusted(self._rect.width() * 0.25, 0, -self._rect.width() * 0.25, 0))


class MyPlateItem(_Plate):
    """Under the hand: the player's nickname, points and round, with "!" on their turn."""

    def __init__(self) -> None:
        super().__init__(-1)
        self._rect = QRectF(0, 0, 400, 30)

    def set_info(self, info: PlateInfo) -> None:
        self.seat, self._info = info.seat, info
        self.update()

    @property
    def my_turn(self) -> bool:
        return self._info.current

    def _text(self) -> str:
        info = self._info
        parts = [info.name, translate("Plate", "{points} pts").format(points=number(info.total))] + (
            [info.round_text] if info.round_text else [])
        return "   ".join(parts)

    def plate_rect(self) -> QRectF:
        r, h = self._rect, self._rect.height()
        font = theme.ui_font(max(MIN_TEXT_PX, int(h * 0.5)), bold=True)
        tw = QFontMetricsF(font).horizontalAdvance(self._text())
        badge = h * 0.9 if self.my_turn else 0.0
        total = tw + (badge + h * 0.3 if badge else 0) + h * 1.2
        return QRectF(r.center().x() - total / 2, r.top(), total, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r, h = self._rect, self._rect.height()
        plate = self.plate_rect()
        self._frame(painter, plate, h / 2)
        x = plate.left() + h * 0.6
        if self.my_turn:
            badge = h * 0.9
            paint_exclamation(painter, QRectF(x, r.top() + (h - badge) / 2, badge, badge))
            x += badge + h * 0.3
        painter.setFont(theme.ui_font(max(MIN_TEXT_PX, int(h * 0.5)), bold=True))
        painter.setPen(theme.FELT_TEXT)
        painter.drawText(QRectF(x, r.top(), plate.right() - x, h), Qt.AlignmentFlag.AlignVCenter, self._text())
        if self._info.extra:
            fit_text(painter, QRectF(plate.right() + h * 0.4, r.top(), r.right() - plate.right() - h * 0.4, h),
                     self._info.extra, h * 0.48, False, theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        if self._info.eliminated:
            paint_red_x(painter, plate)
