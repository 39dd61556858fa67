"""The lay hint's lines under the hand (RULES.md §27): one line per combination the engine found.

Kept apart from :mod:`.items` (the felt's other furniture): this one item draws
every hint line of the hand, so it knows where the hand's cards are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .. import theme

if TYPE_CHECKING:
    from ..widgets.card_item import CardItem


class HintLines(QGraphicsItem):
    """The blue line under each layable combination in the hand: one line per combination.

    Drawn by one item above the hand rather than by each card, because in a
    fanned hand the next card covers most of a card's own bottom edge. Each card
    of a combination is underlined; where its cards sit side by side the
    underlines join, and where other cards stand between them (a hand sorted by
    suit splits a set of sevens), a line below joins them, with a short stem up to
    each of its cards: one line per combination across the hand, as the manual
    says, never 4-6 loose pieces (issue 22 item 8). Combinations whose joining
    lines would cross take separate levels. Shape, not colour, says which cards
    belong together, so it reads in greyscale too. Cards still flying in (a draw,
    the deal) and the card being dragged get no line.
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

    def _thick(self) -> float:
        return max(3.0, self._entries[0][0].card_height / 28) if self._entries else 3.0

    def _feet(self) -> dict[int, list[tuple[QPointF, QPointF, bool]]]:
        """Per combination, each shown card's underline (scene start, end) and whether the next
        card in the hand is of the same combination (their underlines then join)."""
        out: dict[int, list[tuple[QPointF, QPointF, bool]]] = {}
        shown = [(it, strip, meld) for it, strip, meld in self._entries if not it.dragging and not it.is_animating()]
        if not shown:
            return out
        h, thick = shown[0][0].card_height, self._thick()
        gap = h * 0.05 + thick / 2
        for k, (it, strip, meld) in enumerate(shown):
            nxt = shown[k + 1] if k + 1 < len(shown) else None
            joined = nxt is not None and nxt[2] == meld and abs(nxt[0].x() - it.x() - strip) < 1.0
            a = it.mapToScene(QPointF(thick, h + gap))
            b = it.mapToScene(QPointF(strip if joined else max(thick, min(strip, it.card_width) - thick * 1.5),
                                      h + gap))
            out.setdefault(meld, []).append((a, b, joined))
        return out

    def _levels(self, feet: dict[int, list[tuple[QPointF, QPointF, bool]]]) -> dict[int, int]:
        """The level of each combination's joining line (0: its cards sit side by side, no
        joining line); combinations whose spans overlap take different levels."""
        levels: dict[int, int] = {}
        taken: list[list[tuple[float, float]]] = []
        for meld, fs in sorted(feet.items(), key=lambda kv: kv[1][0][0].x()):
            if all(j for _, _, j in fs[:-1]):
                levels[meld] = 0
                continue
            span = (fs[0][0].x(), fs[-1][1].x())
            lvl = next((i for i, spans in enumerate(taken)
                        if all(span[1] < lo or span[0] > hi for lo, hi in spans)), len(taken))
            if lvl == len(taken):
                taken.append([])
            taken[lvl].append(span)
            levels[meld] = lvl + 1
        return levels

    def segments(self) -> list[tuple[int, QPointF, QPointF]]:
        """(combination, start, end) of each combination's one line, in scene coordinates: its
        underline when its cards sit together, else the line joining them below."""
        feet = self._feet()
        levels = self._levels(feet)
        step = self._thick() * 1.8
        out: list[tuple[int, QPointF, QPointF]] = []
        for meld, fs in feet.items():
            y = max(max(a.y(), b.y()) for a, b, _ in fs) + levels[meld] * step
            out.append((meld, QPointF(fs[0][0].x(), y), QPointF(fs[-1][1].x(), y)))
        return sorted(out, key=lambda seg: seg[0])

    def stems(self) -> list[tuple[int, QPointF, QPointF]]:
        """(combination, card's underline middle, the joining line below it) for every card of a
        combination whose cards are apart; together they say which cards the line joins."""
        feet = self._feet()
        lines = {meld: a.y() for meld, a, _ in self.segments()}
        levels = self._levels(feet)
        out = []
        for meld, fs in feet.items():
            if levels.get(meld, 0) == 0:
                continue
            for a, b, _ in fs:
                mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
                out.append((meld, mid, QPointF(mid.x(), lines[meld])))
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        feet = self._feet()
        if not feet:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        thick = self._thick()
        levels = self._levels(feet)
        lines = [(a, b) for _, fs in feet.items() for a, b, _ in fs]          # each card's underline
        lines += [(a, b) for k, a, b in self.segments() if levels[k]]        # the joining lines
        lines += [(a, b) for _, a, b in self.stems()]
        painter.setPen(QPen(QColor(0, 0, 0, 110), thick + 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for a, b in lines:
            painter.drawLine(a, b)
        painter.setPen(QPen(theme.HINT_BLUE, thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for a, b in lines:
            painter.drawLine(a, b)
