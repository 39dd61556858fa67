"""The end-of-round board: every hand revealed with each card's points, and the scores.

RULES.md §29: the value of every hand card and every laid card per player, the
round score and the running totals. The laid cards carry their points on the
table itself; this board lists each player's revealed hand (points above each
card), their laid total, hand total, bonus, round score and new total, plus
the deal verification line the network layer reports.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from lanjolly.scoring import RoundResult, SeatScore
from lanjolly.views import View

from .. import theme
from ..i18n.words import number, signed, words
from ..cardart import ASPECT
from ..widgets.card_item import CardItem
from .items import fit_text
from .plates import paint_red_x

BOARD_BG = QColor(8, 30, 17, 246)
OK_GREEN = QColor("#7ee2a8")
BAD_RED = QColor("#ff8a80")


def hand_badge(value: int, positive: bool, doubled: bool) -> tuple[int, bool]:
    """A hand card's end-of-round badge, the same on the felt and on the board (issue 22 item 14:
    their signs disagreed): in Jolly minus its value, since it counts against its holder; in
    Rommé its penalty, unsigned like the board's "in hand 38", doubled with the round's penalty."""
    if positive:
        return -value, False
    return value * (2 if doubled else 1), True


class ResultBoard(QGraphicsObject):
    """A panel over the middle of the table; cards are child CardItems."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(3000)
        self._rect = QRectF(0, 0, 600, 300)
        self._title = ""
        self._rows: list[dict[str, Any]] = []
        self._cards: list[CardItem] = []
        self._verify: Optional[tuple[bool, str]] = None
        self._unit = 60.0
        self._head_h = 40.0
        self._foot_h = 30.0
        self._cols = (100.0, 300.0)
        self._view: Optional[View] = None
        self._names: list[str] = []

    def headline(self, view: View, names: Sequence[str]) -> str:
        res = view.result
        if res is None:
            return self.tr("Round over")
        n = view.round_no + 1
        if res.winner < 0:
            return self.tr("Round {n}: the stock ran out, nobody went out").format(n=n)
        who = names[res.winner] if res.winner < len(names) else words().seat(res.winner + 1)
        if not res.one_go:
            return self.tr("Round {n}: {nick} went out").format(n=n, nick=who)
        if res.positive:
            return self.tr("Round {n}: {nick} went out in one go: Jolly Hand, doubled!").format(n=n, nick=who)
        return self.tr("Round {n}: {nick} went out in one go: hand rummy, penalties doubled!").format(n=n, nick=who)

    def retranslate(self) -> None:
        """The headline again in the current language (the rest is worded while painting)."""
        if self._view is not None:
            self._title = self.headline(self._view, self._names)
        self.update()

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
    def rows(self) -> list[dict[str, Any]]:
        return list(self._rows)

    def card_items(self) -> list[CardItem]:
        return list(self._cards)

    def show_result(self, rect: QRectF, unit: float, view: View, names: Sequence[str],
                    totals_after: Sequence[int], eliminated: Sequence[bool], four_colour: bool) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._unit = unit
        self._view, self._names = view, list(names)
        self._title = self.headline(view, names)
        for it in self._cards:
            it.setParentItem(None)  # type: ignore[arg-type]  # the stub omits None; Qt takes nullptr
            if it.scene() is not None:
                it.scene().removeItem(it)
        self._cards = []
        res: Optional[RoundResult] = view.result
        seats: list[tuple[int, SeatScore]] = \
            [(s, sc) for s, sc in enumerate(res.seats) if sc is not None] if res else []
        self._rows = []
        W = self._rect.width()
        self._head_h = head_h = min(unit * 0.6, 44.0)
        self._foot_h = foot_h = min(unit * 0.45, 34.0)
        avail = self._rect.height() - head_h - foot_h
        row_h = min(unit * 1.35, avail / max(1, len(seats)))
        card_h = row_h * 0.8            # badges sit on the cards: no room needed above
        cw = card_h * ASPECT
        self._cols = (W * 0.16, W * 0.52)           # name | cards | figures
        x_cards = self._cols[0]
        cards_w = self._cols[1] - unit * 0.25 - x_cards
        if res is None:
            self.update()
            return
        for k, (s, sc) in enumerate(seats):
            y = head_h + k * row_h
            n = len(sc.hand)
            step = min(cw * 0.55, (cards_w - cw) / max(1, n - 1)) if n else 0
            for i, (c, value) in enumerate(sc.hand):
                it = CardItem(c, height=card_h, four_colour=four_colour, parent=self)
                it.setPos(x_cards + i * step, y + row_h - card_h - row_h * 0.07)
                it.setZValue(i)
                it.set_badge_strip(step if i + 1 < n else 0.0)
                it.set_points(*hand_badge(value, res.positive, sc.doubled))
                it.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                it.setAcceptHoverEvents(False)
                it.draggable = False
                self._cards.append(it)
            self._rows.append({
                "seat": s, "name": names[s] if s < len(names) else words().seat(s + 1),
                "laid": sc.laid_total, "hand": sc.hand_total, "bonus": sc.bonus,
                "doubled": sc.doubled, "points": sc.points,
                "total": totals_after[s] if s < len(totals_after) else sc.points,
                "eliminated": bool(eliminated[s]) if s < len(eliminated) else False,
                "winner": s == res.winner, "y": y, "h": row_h, "positive": res.positive,
                "cards": n,
            })
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        u = self._unit
        W = r.width()
        pad = min(u * 0.3, 22.0)
        painter.setPen(QPen(QColor(255, 213, 74, 160), 2))
        painter.setBrush(BOARD_BG)
        painter.drawRoundedRect(r, 14, 14)
        fit_text(painter, QRectF(pad, 0, W - 2 * pad, self._head_h), self._title,
                 max(14, min(22, self._head_h * 0.45)), True, theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
        name_w, cards_end = self._cols if self._rows else (W * 0.16, W * 0.52)
        fig_x = cards_end + pad
        fig_w = W - fig_x - pad
        for row in self._rows:
            y, h = row["y"], row["h"]
            big = max(12, min(20, h * 0.2))
            small = max(10, min(14, h * 0.14))
            painter.setPen(QPen(QColor(255, 255, 255, 30), 1))
            painter.drawLine(QPointF(pad * 0.6, y), QPointF(W - pad * 0.6, y))
            name = ("\u2605 " if row["winner"] else "") + row["name"]
            fit_text(painter, QRectF(pad, y + h * 0.14, name_w - pad * 1.4, h * 0.3), name, big, True,
                     QColor("#ffd54a") if row["winner"] else theme.FELT_TEXT, Qt.AlignmentFlag.AlignLeft)
            sub = self.tr("%n card(s) left", "", row["cards"]) if row["cards"] else self.tr("no cards left")
            fit_text(painter, QRectF(pad, y + h * 0.44, name_w - pad * 1.4, h * 0.24), sub, small, False,
                     theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
            if row["eliminated"]:
                paint_red_x(painter, QRectF(name_w - pad - h * 0.42, y + h * 0.3, h * 0.42, h * 0.42))
            if row["positive"]:
                parts = [self.tr("laid {points}").format(points=signed(row["laid"])),
                         self.tr("in hand {points}").format(points=signed(-row["hand"]))]
                if row["bonus"]:
                    parts.append(self.tr("out {points}").format(points=signed(row["bonus"])))
            else:
                parts = [self.tr("in hand {points}").format(points=number(row["hand"]))]
            if row["doubled"]:
                parts.append("\u00d72")
            fit_text(painter, QRectF(fig_x, y + h * 0.12, fig_w, h * 0.3), "   ".join(parts), small, False,
                     theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
            pts = row["points"]
            if row["positive"]:
                round_text, good = self.tr("round {points}").format(points=signed(pts)), pts >= 0
            else:
                round_text = (self.tr("round {points} penalty").format(points=signed(pts)) if pts
                              else self.tr("round {points}").format(points=number(0)))
                good = pts == 0
            fit_text(painter, QRectF(fig_x, y + h * 0.46, fig_w * 0.55, h * 0.36), round_text, big, True,
                     OK_GREEN if good else BAD_RED, Qt.AlignmentFlag.AlignLeft)
            fit_text(painter, QRectF(fig_x + fig_w * 0.5, y + h * 0.46, fig_w * 0.5, h * 0.36),
                     self.tr("total {points}").format(points=number(row["total"])), big, True, theme.FELT_TEXT,
                     Qt.AlignmentFlag.AlignRight)
        foot = QRectF(pad, r.height() - self._foot_h, W - 2 * pad, self._foot_h * 0.9)
        fpx = max(11, min(14, self._foot_h * 0.4))
        if self._verify is not None:
            ok, text = self._verify
            fit_text(painter, foot, ("\u2714 " if ok else "\u2716 ") + text, fpx, True,
                     OK_GREEN if ok else BAD_RED, Qt.AlignmentFlag.AlignLeft)
        else:
            fit_text(painter, foot, self.tr("Deal verification: waiting for the reveal\u2026"), fpx, False,
                     theme.FELT_TEXT_DIM, Qt.AlignmentFlag.AlignLeft)
