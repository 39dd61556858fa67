"""Everything on the felt that is not a card: piles, plates, frames, the turn arrow, the board.

:class:`Furniture` owns these items and places them from a :class:`TableLayout`
and a :class:`Snapshot`, one region at a time, the way kpat's piles own their
own furniture. It never decides anything about the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from lanjolly.state import Phase

from .. import theme
from .board import ResultBoard
from .items import FrameItem, MarkItem, StockItem, TurnArrow
from .plates import MyPlateItem, SeatItem
from .layout import LEFT, RIGHT, TableLayout

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")

if TYPE_CHECKING:
    from .snapshot import Snapshot

DROP_GOLD = QColor("#ffd54a")


class Furniture:
    """The non-card items of one table scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.stock = StockItem()
        self.discard_frame = FrameItem(-20)
        self.my_plate = MyPlateItem()
        self.turn_arrow = TurnArrow()
        self.turn_arrow.setVisible(False)
        self.board = ResultBoard()
        self.board.setVisible(False)
        for item in (self.stock, self.discard_frame, self.my_plate, self.turn_arrow, self.board):
            scene.addItem(item)
        self.staged_frames: list[FrameItem] = []
        self.staged_marks: list[MarkItem] = []      # each staged meld's ✓ or ✗
        self.slot_frame = FrameItem(-12)
        scene.addItem(self.slot_frame)
        self.zone_frames: dict[int, FrameItem] = {}
        self.seat_items: dict[int, SeatItem] = {}
        self.dragging = False

    def sync(self, snap: Snapshot, lay: TableLayout) -> None:
        self._piles(snap, lay)
        self._plates(snap, lay)
        self._turn_arrow(snap, lay)
        self._zones(snap, lay)
        self._staged(snap, lay)
        self._board(snap, lay)

    # --- regions ---------------------------------------------------------------------
    def _piles(self, snap: Snapshot, lay: TableLayout) -> None:
        v = snap.view
        self.stock.setPos(lay.stock)
        self.stock.set_card_height(lay.unit)
        self.stock.set_count(v.stock_size)
        self.stock.set_active(snap.can_draw)
        self.stock.setZValue(5)
        self.discard_frame.set_rect(lay.discard_zone)
        self.discard_frame.set_caption("" if v.discard else translate("TableScene", "Discard pile"), lay.caption_px)

    def _plates(self, snap: Snapshot, lay: TableLayout) -> None:
        v = snap.view
        for s in [s for s in self.seat_items if s not in lay.seats]:
            self.scene.removeItem(self.seat_items.pop(s))
        for s, r in lay.seats.items():
            item = self.seat_items.get(s)
            if item is None:
                item = self.seat_items[s] = SeatItem(s)
                item.setZValue(4)
                self.scene.addItem(item)
            item.set_rect(r)
            item.set_info(snap.plate(s), v.hand_counts[s], v.phase != Phase.OVER)
        self.my_plate.set_rect(lay.my_plate)
        self.my_plate.set_info(snap.plate(snap.me))
        self.my_plate.setZValue(4)

    def plate_of(self, seat: int) -> SeatItem | MyPlateItem | None:
        if seat in self.seat_items:
            return self.seat_items[seat]
        return self.my_plate if self.my_plate.seat == seat else None

    def _turn_arrow(self, snap: Snapshot, lay: TableLayout) -> None:
        v, u = snap.view, lay.unit
        cur = snap.turn
        if v.phase == Phase.OVER or cur is None or cur == snap.me or cur not in lay.seats:
            self.turn_arrow.stop()
            self.turn_arrow.setVisible(False)
            return
        r = lay.seats[cur]
        side = lay.sides[cur]
        if side == LEFT:
            tip, ang = QPointF(r.right() + 0.08 * u, r.center().y() - r.height() * 0.2), 180.0
        elif side == RIGHT:
            tip, ang = QPointF(r.left() - 0.08 * u, r.center().y() - r.height() * 0.2), 0.0
        else:
            tip, ang = QPointF(r.center().x(), r.bottom() + 0.08 * u), -90.0
        self.turn_arrow.point_at(tip, ang, 0.42 * u)
        self.turn_arrow.setVisible(True)

    def _zones(self, snap: Snapshot, lay: TableLayout) -> None:
        for s in [s for s in self.zone_frames if s not in lay.zones]:
            self.scene.removeItem(self.zone_frames.pop(s))
        for s, r in lay.zones.items():
            f = self.zone_frames.get(s)
            if f is None:
                f = self.zone_frames[s] = FrameItem(-30)
                self.scene.addItem(f)
            mine = s == snap.me and snap.view.seat is not None
            lit = mine and self.dragging
            f.set_style(QColor(255, 213, 74, 34) if lit else QColor(0, 0, 0, 26),
                        QPen(DROP_GOLD, 2.0, Qt.PenStyle.DashLine) if lit
                        else QPen(theme.FRAME_LINE, 1.0), theme.FELT_TEXT_DIM)
            f.set_rect(r)
            caption = zone_caption(snap, s)
            right = snap.staging_total if mine else ""
            f.set_caption(caption, lay.caption_px, right)

    def _staged(self, snap: Snapshot, lay: TableLayout) -> None:
        while len(self.staged_frames) < len(snap.staged):
            f, mark = FrameItem(-12), MarkItem()
            self.scene.addItem(f)
            self.scene.addItem(mark)
            self.staged_frames.append(f)
            self.staged_marks.append(mark)
        for k, (f, mark) in enumerate(zip(self.staged_frames, self.staged_marks)):
            f.setVisible(k < len(snap.staged))
            mark.setVisible(k < len(snap.staged))
            if k < len(snap.staged):
                good = snap.staged[k].ok
                f.set_style(QColor(40, 200, 110, 40) if good else QColor(230, 80, 60, 40),
                            QPen(theme.STAGED_OK if good else theme.STAGED_BAD, 2.0,
                                 Qt.PenStyle.SolidLine if good else Qt.PenStyle.DashLine))
                f.set_rect(lay.staged_rects[k])
                mark.show_mark("\u2713" if good else "\u2717", theme.STAGED_OK if good else theme.STAGED_BAD,
                               lay.staged_rects[k])
        slot = self.slot_frame
        slot.setVisible(not lay.new_meld_slot.isEmpty())
        slot.set_rect(lay.new_meld_slot)
        lit = self.dragging
        slot.set_style(QColor(255, 213, 74, 40) if lit else QColor(255, 255, 255, 10),
                       QPen(DROP_GOLD if lit else theme.FRAME_LINE, 2.0 if lit else 1.2,
                            Qt.PenStyle.DashLine), theme.FELT_TEXT)
        slot.set_caption(slot_caption() if snap.can_lay else "", lay.caption_px, centered=True)

    def _board(self, snap: Snapshot, lay: TableLayout) -> None:
        v, u = snap.view, lay.unit
        over = v.phase == Phase.OVER and v.result is not None
        self.board.setVisible(over and snap.board_visible)
        if over:
            m = 0.2 * u
            rect = QRectF(m, m, lay.width - 2 * m, lay.hand_zone.top() - m)
            self.board.show_result(rect, u, v, snap.names, snap.totals_after, snap.eliminated,
                                   snap.four_colour)

    # --- drag feedback -----------------------------------------------------------------
    def set_drop_highlight(self, discard: bool) -> None:
        """Light up the discard pile under the dragged card (repaint only on a change)."""
        if getattr(self, "_discard_lit", None) == discard:
            return
        self._discard_lit = discard
        self.discard_frame.set_style(QColor(255, 213, 74, 50) if discard else QColor(0, 0, 0, 28),
                                     QPen(DROP_GOLD, 2.4) if discard else QPen(theme.FRAME_LINE, 1.2))


def slot_caption() -> str:
    """The new-meld slot's word (the layout makes the slot wide enough for its longest word)."""
    return translate("TableScene", "new meld")


def zone_caption(snap: Snapshot, seat: int) -> str:
    """The caption of a seat's block of melds (the layout makes the block wide enough for it)."""
    if seat == snap.me and snap.view.seat is not None:
        return translate("TableScene", "Your melds")
    return translate("TableScene", "{nick}'s melds").format(nick=snap.name(seat))
