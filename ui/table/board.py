"""The end-of-round board: every hand revealed with each card's points, and the scores.

RULINGS 29: the value of every hand card and every laid card per player, the
round score and the running totals. The laid cards carry their points on the
table itself; this board lists each player's revealed hand (points above each
card), their laid total, hand total, bonus, round score and new total, plus
the deal verification line the network layer reports.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QWidget

from lanjolly.scoring import RoundResult
from lanjolly.views import View

from .. import theme
from ..cardart import ASPECT
from ..widgets.card_item import CardItem
from .items import fit_text, paint_red_x

BOARD_BG = QColor(8, 30, 17, 232)
OK_GREEN = QColor("#7ee2a8")
BAD_RED = QColor("#ff8a80")


def headline(view: View, names: Sequence[str]) -> str:
    res = view.result
    if res is None:
        return "Round over"
    if res.winner >= 0:
        who = names[res.winner] if res.winner < len(names) else f"Seat {res.winner + 1}"
        extra = ""
        if res.one_go:
            extra = " in one go: Jolly Hand, doubled!" if res.positive else " in one go: hand rummy, penalties doubled!"
        return f"Round {view.round_no + 1}: {who} went out{extra}"
    return f"Round {view.round_no + 1}: the stock ran out, nobody went out"


class ResultBoard(QGraphicsObject):
    """A panel over the middle of the table; cards are child CardItems."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(3000)
        self._rect = QRectF(0, 0, 600, 300)
        self._title = ""
        self._rows: list[dict] = []
        self._cards: list[CardItem] = []
        self._verify: Optional[tuple[bool, str]] = None
        self._foot = ""
        self._unit = 60.0

    def set_verification(self, ok: Optional[bool], text: str) -> None:
        self._verify = None if ok is None else (ok, text)
        self.update()

    @property
    def verification(self) -> Optional[tuple[bool, str]]:
        return self._verify

    @property
    def title(self) -> str:
        return self._title

    @property
    def rows(self) -> list[dict]:
        return list(self._rows)

    def card_items(self) -> list[CardItem]:
        return list(self._cards)

    def show_result(self, rect: QRectF, unit: float, view: View, names: Sequence[str],
                    totals_after: Sequence[int], eliminated: Sequence[bool], four_colour: bool,
                    foot: str = "") -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._unit = unit
        self._title = headline(view, names)
        self._foot = foot
        for it in self._cards:
            it.setParentItem(None)
            if it.scene() is not None:
                it.scene().removeItem(it)
        self._cards = []
        res: Optional[RoundResult] = view.result
        seats = [s for s, sc in enumerate(res.seats) if sc is not None] if res else []
        self._rows = []
        head_h = unit * 0.55
        foot_h = unit * 0.55
        avail = self._rect.height() - head_h - foot_h
        row_h = min(unit * 1.05, avail / max(1, len(seats)))
        card_h = row_h * 0.68
        cw = card_h * ASPECT
        name_w = self._rect.width() * 0.17
        nums_w = self._rect.width() * 0.3
        cards_w = self._rect.width() - name_w - nums_w - unit * 0.5
        for k, s in enumerate(seats):
            sc = res.seats[s]
            y = head_h + k * row_h
            hand = [c for c, _ in sc.hand]
            step = min(cw * 0.5, (cards_w - cw) / max(1, len(hand) - 1)) if hand else 0
            for i, (c, value) in enumerate(sc.hand):
                it = CardItem(c, height=card_h, four_colour=four_colour, parent=self)
                it.setPos(name_w + unit * 0.2 + i * step, y + row_h - card_h - row_h * 0.06)
                it.setZValue(i)
                it.set_points(-value * (2 if sc.doubled and not res.positive else 1) if value else 0)
                it.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                it.setAcceptHoverEvents(False)
                it.draggable = False
                self._cards.append(it)
            self._rows.append({
                "seat": s, "name": names[s] if s < len(names) else f"Seat {s + 1}",
                "laid": sc.laid_total, "hand": sc.hand_total, "bonus": sc.bonus,
                "doubled": sc.doubled, "points": sc.points,
                "total": totals_after[s] if s < len(totals_after) else sc.points,
                "eliminated": bool(eliminated[s]) if s < len(eliminated) else False,
                "winner": s == res.winner, "y": y, "h": row_h, "positive": res.positive,
            })
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        u = self._unit
        painter.setPen(QPen(QColor(255, 213, 74, 160), 2))
        painter.setBrush(BOARD_BG)
        painter.drawRoundedRect(r, u * 0.18, u * 0.18)
        fit_text(painter, QRectF(u * 0.3, 0, r.width() - u * 0.6, u * 0.55), self._title, u * 0.24,
                 True, theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
        name_w = r.width() * 0.17
        nums_x = r.width() * 0.7
        for row in self._rows:
            y, h = row["y"], row["h"]
            painter.setPen(QPen(QColor(255, 255, 255, 30), 1))
            painter.drawLine(QPointF(u * 0.2, y), QPointF(r.width() - u * 0.2, y))
            name_rect = QRectF(u * 0.3, y + h * 0.12, name_w - u * 0.3, h * 0.4)
            fit_text(painter, name_rect, ("\u2605 " if row["winner"] else "") + row["name"], u * 0.2,
                     True, theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
            if row["eliminated"]:
                paint_red_x(painter, QRectF(u * 0.3, y + h * 0.5, h * 0.45, h * 0.45))
            if row["positive"]:
                parts = [f"laid +{row['laid']}", f"hand \u2212{row['hand']}"]
                if row["bonus"]:
                    parts.append(f"bonus +{row['bonus']}")
            else:
                parts = [f"hand {row['hand']}"]
            if row["doubled"]:
                parts.append("\u00d72")
            fit_text(painter, QRectF(nums_x, y + h * 0.08, r.width() - nums_x - u * 0.3, h * 0.38),
                     "   ".join(parts), u * 0.16, False, theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
            pts = row["points"]
            round_text = (f"round {pts:+d}" if row["positive"] else f"round +{pts} penalty")
            colour = (OK_GREEN if pts >= 0 else BAD_RED) if row["positive"] else (OK_GREEN if pts == 0 else BAD_RED)
            fit_text(painter, QRectF(nums_x, y + h * 0.46, (r.width() - nums_x) * 0.5, h * 0.42),
                     round_text, u * 0.2, True, colour, Qt.AlignmentFlag.AlignLeft)
            fit_text(painter, QRectF(nums_x + (r.width() - nums_x) * 0.5, y + h * 0.46,
                                     (r.width() - nums_x) * 0.5 - u * 0.3, h * 0.42),
                     f"total {row['total']}", u * 0.2, True, theme.FELT_TEXT, Qt.AlignmentFlag.AlignRight)
        foot = QRectF(u * 0.3, r.height() - u * 0.5, r.width() - u * 0.6, u * 0.42)
        if self._verify is not None:
            ok, text = self._verify
            fit_text(painter, foot, ("\u2714 " if ok else "\u2716 ") + text, u * 0.16, True,
                     OK_GREEN if ok else BAD_RED, Qt.AlignmentFlag.AlignLeft)
        else:
            fit_text(painter, foot, "Deal verification: waiting for the reveal\u2026", u * 0.16, False,
                     theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
        if self._foot:
            fit_text(painter, foot, self._foot, u * 0.16, False, theme.FELT_TEXT_DIM,
                     Qt.AlignmentFlag.AlignRight)
