"""The felt: places every card and marker for one moment of the game and animates changes.

The scene is a renderer with hands. :meth:`TableScene.sync` takes a snapshot
(the view plus the player's local arrangement) and moves every card to where
the layout says, animating from where it was (kpat style): a card that is new
to the scene flies in from the stock (a draw) or from the seat that played it;
a card that left the scene flies to the seat that took it. The scene reports
raw mouse gestures with the card's location and never decides what they mean.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from lanjolly.cards import CardId, is_joker
from lanjolly.melds import End
from lanjolly.views import View

from .. import theme
from ..cardart import ASPECT
from ..widgets.card_item import CardItem
from .board import ResultBoard
from .items import EndArrow, FrameItem, HintLines, MyPlateItem, SeatItem, StockItem, TurnArrow
from .layout import BOTTOM, LEFT, RIGHT, TOP, TableLayout, compute_layout
from .staging import StagedMeld

ANIM_MS = 200

HAND, STAGED, DISCARD, MELD = "hand", "staged", "discard", "meld"


@dataclass
class Snapshot:
    """Everything the scene draws: the engine view plus the player's local choices."""

    view: View
    me: int
    names: Sequence[str]
    bots: Sequence[bool]
    hand: Sequence[CardId]                    # display order, staged cards excluded
    staged: Sequence[StagedMeld] = ()
    staging_open: bool = False
    staging_caption: str = ""
    staging_total: str = ""
    staging_ok: bool = False
    hint_melds: Sequence[Sequence[CardId]] = ()
    four_colour: bool = False
    totals: Sequence[int] = ()                # shown on the plates
    eliminated: Sequence[bool] = ()
    board_visible: bool = True
    totals_after: Sequence[int] = ()
    extra_me: str = ""


@dataclass
class Placement:
    pos: QPointF
    height: float
    z: float
    role: str
    rotation: float = 0.0
    index: int = 0
    group: int = -1                            # meld id or staged meld index


def meld_creators(view: View) -> dict[int, int]:
    """Who laid each meld (melds are grouped by it), from the public log."""
    out: dict[int, int] = {}
    for e in view.log:
        if e.kind == "lay" and e.meld_id >= 0:
            out.setdefault(e.meld_id, e.seat)
    for m in view.melds:
        if m.meld_id not in out and m.owners:
            out[m.meld_id] = Counter(m.owners).most_common(1)[0][0]
    return out


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    card_drag_started = Signal(int, QPointF)
    card_dragged = Signal(int, QPointF)
    card_dropped = Signal(int, QPointF)
    card_hovered = Signal(int, bool)
    stock_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.cards: dict[CardId, CardItem] = {}
        self.placements: dict[CardId, Placement] = {}
        self.layout: Optional[TableLayout] = None
        self.snapshot: Optional[Snapshot] = None
        self.stock = StockItem()
        self.stock.clicked.connect(self.stock_clicked)
        self.addItem(self.stock)
        self.discard_frame = FrameItem(-20)
        self.addItem(self.discard_frame)
        self.staging_frame = FrameItem(-15)
        self.addItem(self.staging_frame)
        self.staged_frames: list[FrameItem] = []
        self.zone_frames: dict[int, FrameItem] = {}
        self.seat_items: dict[int, SeatItem] = {}
        self.my_plate = MyPlateItem()
        self.addItem(self.my_plate)
        self.turn_arrow = TurnArrow()
        self.turn_arrow.setVisible(False)
        self.addItem(self.turn_arrow)
        self.board = ResultBoard()
        self.board.setVisible(False)
        self.addItem(self.board)
        self.end_arrows: list[EndArrow] = []
        self.hint_lines = HintLines()
        self.addItem(self.hint_lines)
        self._leaving: list[CardItem] = []
        self._round_key: Optional[tuple] = None
        self._pending_timers: list[QTimer] = []
        self.anim_ms = ANIM_MS

    # --- queries ----------------------------------------------------------------
    def role_of(self, card: CardId) -> Optional[str]:
        p = self.placements.get(card)
        return p.role if p else None

    def is_animating(self) -> bool:
        # A leaving card whose flight was stopped never sends ``finished``: drop it
        # here, or the table would count as animating for ever.
        for it in [it for it in self._leaving if not it.is_animating()]:
            self._drop_item(it)
        return (any(it.is_animating() for it in self.cards.values()) or bool(self._leaving)
                or any(t.isActive() for t in self._pending_timers))

    def card_item(self, card: CardId) -> Optional[CardItem]:
        return self.cards.get(card)

    def seat_pos(self, seat: int) -> QPointF:
        """Where a seat's cards come from and go to."""
        lay = self.layout
        if lay is None:
            return QPointF()
        if seat in lay.seats:
            r = lay.seats[seat]
            return QPointF(r.center().x() - lay.card_w / 2, r.top())
        if lay.hand:
            return lay.hand[len(lay.hand) // 2][0]
        return QPointF(lay.width / 2, lay.height)

    # --- the big one ----------------------------------------------------------------------
    def sync(self, snap: Snapshot, animate: bool = True) -> None:
        prev = self.snapshot
        self.snapshot = snap
        v = snap.view
        rect = self.sceneRect()
        creators = meld_creators(v)
        by_seat: dict[int, list[tuple[int, int]]] = {}
        for m in v.melds:
            by_seat.setdefault(creators.get(m.meld_id, m.owners[0] if m.owners else 0), []).append(
                (m.meld_id, len(m.cards)))
        lay = compute_layout(rect.width(), rect.height(), len(v.hand_counts), snap.me, v.active,
                             len(snap.hand), len(v.discard), [len(s.cards) for s in snap.staged],
                             by_seat, snap.staging_open, over=v.phase == "over")
        self.layout = lay
        ms = self.anim_ms if animate else 0
        round_key = (v.round_no, v.dealer)
        dealing = animate and self._round_key is not None and round_key != self._round_key \
            or (animate and self._round_key is None and v.turn_no == 0 and not v.discard)
        if round_key != self._round_key:
            prev = None
        self._round_key = round_key

        places: dict[CardId, Placement] = {}
        for i, c in enumerate(snap.hand):
            pos, rot = lay.hand[i]
            places[c] = Placement(pos, lay.hand_h, 100 + i, HAND, rot, i)
        for k, meld in enumerate(snap.staged):
            for i, c in enumerate(meld.cards):
                places[c] = Placement(lay.staged[k][i], lay.unit * 0.78, 60 + i, STAGED, 0, i, k)
        for i, c in enumerate(v.discard):
            places[c] = Placement(lay.discard[i], lay.unit, 10 + i, DISCARD, 0, i)
        for m in v.melds:
            for i, c in enumerate(m.cards):
                places[c] = Placement(lay.melds[m.meld_id][i], lay.meld_h, 20 + i, MELD, 0, i, m.meld_id)

        new_events = v.log[len(prev.view.log):] if prev is not None and len(prev.view.log) <= len(v.log) else ()
        actor_of: dict[CardId, int] = {}
        for e in new_events:
            for c in e.cards:
                actor_of[c] = e.seat
        fallback_actor = prev.view.current if prev is not None else v.current

        # cards that left the scene fly to whoever took them
        for c in [c for c in self.cards if c not in places]:
            it = self.cards.pop(c)
            self.placements.pop(c, None)
            if ms > 0:
                dest = self.seat_pos(actor_of.get(c, fallback_actor))
                anim = it.animate_to(dest, ms)
                self._leaving.append(it)
                anim.finished.connect(lambda it=it: self._drop_item(it))
            else:
                self.removeItem(it)

        deal_i = 0
        for c, p in places.items():
            it = self.cards.get(c)
            fresh = it is None
            if fresh:
                it = CardItem(c, height=p.height, four_colour=snap.four_colour)
                for sig, slot in ((it.clicked, self.card_clicked), (it.drag_started, self.card_drag_started),
                                  (it.dragged, self.card_dragged), (it.hovered, self.card_hovered)):
                    sig.connect(slot)
                it.released.connect(self._on_released)
                it.xChanged.connect(lambda c=c: self._card_moved(c))
                it.yChanged.connect(lambda c=c: self._card_moved(c))
                self.addItem(it)
                self.cards[c] = it
                if p.role == HAND:
                    origin = self.stock.pos()
                elif c in actor_of or prev is not None:
                    origin = self.seat_pos(actor_of.get(c, fallback_actor))
                else:
                    origin = p.pos
                it.setPos(origin if ms > 0 else p.pos)
            self._style(it, p, snap)
            it.set_card_height(p.height)
            it.setZValue(p.z)
            it.setTransformOriginPoint(p.height * ASPECT / 2, p.height)
            it.setRotation(p.rotation)
            if it.dragging:
                continue
            if ms > 0 and (it.pos() - p.pos).manhattanLength() > 0.5:
                if dealing and p.role == HAND:
                    it.setPos(self.stock.pos())
                    it.set_face_up(False)
                    self._delayed_move(it, p.pos, ms, 45 * deal_i)
                    deal_i += 1
                else:
                    it.animate_to(p.pos, ms)
            elif not it.is_animating():
                it.setPos(p.pos)
        self.placements = places
        self._sync_hint_lines(snap, lay)
        self._sync_furniture(snap, lay)

    def _sync_hint_lines(self, snap: Snapshot, lay: TableLayout) -> None:
        meld_of = {c: k for k, m in enumerate(snap.hint_melds) for c in m}
        entries = []
        cw = lay.hand_h * ASPECT
        for i, c in enumerate(snap.hand):
            if c not in meld_of:
                continue
            it = self.cards[c]
            strip = (lay.hand[i + 1][0].x() - lay.hand[i][0].x()) if i + 1 < len(snap.hand) else cw
            entries.append((it, strip, meld_of[c]))
        self.hint_lines.set_entries(entries, lay.hand_zone)

    def _delayed_move(self, it: CardItem, pos: QPointF, ms: int, delay: int) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)

        def go() -> None:
            it.set_face_up(True)
            it.animate_to(pos, ms)
            if timer in self._pending_timers:
                self._pending_timers.remove(timer)
            timer.deleteLater()
        timer.timeout.connect(go)
        self._pending_timers.append(timer)
        timer.start(delay)

    def _card_moved(self, card: CardId) -> None:
        # A dragged card leaves its line behind (see HintLines.paint): repainting
        # the whole hand band on every drag move would cost a frame each time.
        it = self.cards.get(card)
        if card in self.hint_lines.card_set and it is not None and not it.dragging:
            self.hint_lines.update()

    def _drop_item(self, it: CardItem) -> None:
        if it in self._leaving:
            self._leaving.remove(it)
        if it.scene() is self:
            self.removeItem(it)

    def _style(self, it: CardItem, p: Placement, snap: Snapshot) -> None:
        c = it.card_id
        it.set_four_colour(snap.four_colour)
        it.set_face_up(True)
        it.set_underline(False)
        if p.role != HAND:
            it.set_picked(False)
        it.set_highlight(False)
        over = snap.view.phase == "over"
        if p.role == HAND:
            it.draggable, it.click_allowed, it.hover_lift_enabled = not over, not is_joker(c) and not over, not over
        elif p.role == STAGED:
            it.draggable, it.click_allowed, it.hover_lift_enabled = True, True, True
        elif p.role == DISCARD:
            it.draggable, it.click_allowed, it.hover_lift_enabled = False, not over, False
        else:
            it.draggable, it.click_allowed, it.hover_lift_enabled = False, False, False
        it.setAcceptHoverEvents(p.role != MELD)
        if p.role != HAND:
            it._animate_lift()      # drop a hover lift it carried over from the hand
        it.setCursor(Qt.CursorShape.ArrowCursor if p.role == MELD else Qt.CursorShape.PointingHandCursor)
        pts = None
        res = snap.view.result
        if over and res is not None:
            if p.role == MELD:
                if res.positive:
                    pts = self._laid_points(snap.view).get(c)
            elif p.role == HAND:
                sc = res.seats[snap.me] if snap.me < len(res.seats) else None
                if sc is not None:
                    value = dict(sc.hand).get(c, 0)
                    pts = -value if value else 0
        it.set_points(pts)

    @staticmethod
    def _laid_points(view: View) -> dict[CardId, int]:
        out: dict[CardId, int] = {}
        for m in view.melds:
            for c, pts in zip(m.cards, m.points):
                out[c] = pts
        return out

    # --- everything that is not a card ------------------------------------------------------
    def _sync_furniture(self, snap: Snapshot, lay: TableLayout) -> None:
        v = snap.view
        u = lay.unit
        my_turn = v.current == snap.me and v.phase != "over"
        self.stock.setPos(lay.stock)
        self.stock.set_card_height(u)
        self.stock.set_count(v.stock_size)
        self.stock.set_active(my_turn and v.phase == "draw")
        self.stock.setZValue(5)

        self.discard_frame.set_rect(lay.discard_zone)
        self.discard_frame.set_caption("" if v.discard else "Discard pile", u * 0.14)

        totals = list(snap.totals) or list(v.totals)
        elim = list(snap.eliminated) or [not a for a in v.active]
        for s in list(self.seat_items):
            if s not in lay.seats:
                self.removeItem(self.seat_items.pop(s))
        for s, r in lay.seats.items():
            item = self.seat_items.get(s)
            if item is None:
                item = SeatItem(s)
                item.setZValue(4)
                self.addItem(item)
                self.seat_items[s] = item
            item.set_rect(r)
            item.set_info(snap.names[s] if s < len(snap.names) else f"Seat {s + 1}",
                          totals[s] if s < len(totals) else 0, v.hand_counts[s],
                          v.current == s and v.phase != "over", bool(elim[s]) if s < len(elim) else False,
                          bool(snap.bots[s]) if s < len(snap.bots) else False, v.opened[s],
                          show_backs=v.phase != "over")

        self.my_plate.set_rect(lay.my_plate)
        self.my_plate.set_info(snap.names[snap.me] if snap.me < len(snap.names) else "You",
                               totals[snap.me] if snap.me < len(totals) else 0, my_turn,
                               bool(elim[snap.me]) if snap.me < len(elim) else False, snap.extra_me)
        self.my_plate.setZValue(4)

        cur = v.current
        if v.phase != "over" and cur != snap.me and cur in lay.seats:
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
        else:
            self.turn_arrow.stop()
            self.turn_arrow.setVisible(False)

        for s in list(self.zone_frames):
            if s not in lay.zones:
                self.removeItem(self.zone_frames.pop(s))
        for s, r in lay.zones.items():
            f = self.zone_frames.get(s)
            if f is None:
                f = FrameItem(-30)
                f.set_style(QColor(0, 0, 0, 22), QPen(QColor(255, 255, 255, 28), 1.0))
                self.addItem(f)
                self.zone_frames[s] = f
            f.set_rect(r)
            name = snap.names[s] if s < len(snap.names) else f"Seat {s + 1}"
            f.set_caption("Your melds" if s == snap.me and v.seat is not None else f"{name}'s melds",
                          max(10.0, u * 0.13))

        self.staging_frame.setVisible(snap.staging_open)
        if snap.staging_open:
            self.staging_frame.set_rect(lay.staging)
            col = QColor("#ffd54a") if snap.staging_ok else theme.FELT_TEXT
            self.staging_frame.set_style(QColor(0, 0, 0, 60), QPen(QColor(255, 213, 74, 150), 1.6,
                                                                     Qt.PenStyle.DashLine), col)
            self.staging_frame.set_caption(snap.staging_caption, u * 0.16, snap.staging_total)
        while len(self.staged_frames) < len(snap.staged) + 1:
            f = FrameItem(-12)
            self.addItem(f)
            self.staged_frames.append(f)
        for k, f in enumerate(self.staged_frames):
            if k < len(snap.staged) and snap.staging_open:
                sm = snap.staged[k]
                f.setVisible(True)
                good = sm.ok
                f.set_style(QColor(40, 200, 110, 40) if good else QColor(230, 80, 60, 40),
                            QPen(QColor("#33d17a") if good else QColor("#ff8a80"), 1.4))
                f.set_rect(lay.staged_rects[k])
                f.set_caption("", u * 0.13)
            elif k == len(snap.staged) and snap.staging_open:
                f.setVisible(True)
                f.set_style(QColor(255, 255, 255, 14), QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine))
                f.set_rect(lay.new_meld_slot)
                f.set_caption("new", u * 0.13)
            else:
                f.setVisible(False)

        over = v.phase == "over" and v.result is not None
        self.board.setVisible(over and snap.board_visible)
        if over:
            m = 0.2 * u
            rect = QRectF(m, m, lay.width - 2 * m, lay.hand_zone.top() - m)
            self.board.show_result(rect, u, v, snap.names, snap.totals_after or totals, elim,
                                   snap.four_colour)

    # --- drag feedback ------------------------------------------------------------------
    def show_end_arrows(self, targets: Sequence[tuple[int, End]]) -> None:
        self.clear_end_arrows()
        lay = self.layout
        if lay is None:
            return
        for meld_id, end in targets:
            r = lay.meld_rects.get(meld_id)
            if r is None:
                continue
            s = lay.meld_h * 0.34
            if end is End.LOW:
                a = EndArrow(s, pointing_right=True)
                a.setPos(r.left() - s * 0.55, r.center().y())
            else:
                a = EndArrow(s, pointing_right=False)
                a.setPos(r.right() + s * 0.55, r.center().y())
            self.addItem(a)
            self.end_arrows.append(a)

    def clear_end_arrows(self) -> None:
        for a in self.end_arrows:
            self.removeItem(a)
        self.end_arrows = []

    def set_drop_highlight(self, zone: Optional[str], meld_id: int = -1) -> None:
        """Light up the discard pile, the staging band, or a meld under the dragged card."""
        on = QPen(QColor("#ffd54a"), 2.4)
        self.discard_frame.set_style(QColor(255, 213, 74, 50) if zone == DISCARD else QColor(0, 0, 0, 28),
                                     on if zone == DISCARD else QPen(QColor(255, 255, 255, 50), 1.2))

    def meld_at(self, pos: QPointF, margin: float = 0.0) -> Optional[int]:
        lay = self.layout
        if lay is None:
            return None
        m = margin or lay.meld_h * 0.3
        for meld_id, r in lay.meld_rects.items():
            if r.adjusted(-m, -m, m, m).contains(pos):
                return meld_id
        return None

    def staged_meld_at(self, pos: QPointF) -> Optional[int]:
        lay = self.layout
        if lay is None:
            return None
        for k, r in enumerate(lay.staged_rects):
            if r.contains(pos):
                return k
        return None

    def in_discard_zone(self, pos: QPointF) -> bool:
        return self.layout is not None and self.layout.discard_zone.adjusted(-10, -10, 10, 10).contains(pos)

    def in_staging(self, pos: QPointF) -> bool:
        lay = self.layout
        return lay is not None and not lay.staging.isEmpty() and lay.staging.contains(pos)

    def in_hand_zone(self, pos: QPointF) -> bool:
        return self.layout is not None and self.layout.hand_zone.contains(pos)

    # --- mouse plumbing -----------------------------------------------------------------
    def _on_released(self, card: int, pos: QPointF, was_drag: bool) -> None:
        if was_drag:
            self.card_dropped.emit(card, pos)

    def restore(self, card: CardId) -> None:
        """Send a card back to its place (after an illegal drop)."""
        it, p = self.cards.get(card), self.placements.get(card)
        if it is not None and p is not None:
            it.setZValue(p.z)
            it.animate_to(p.pos, self.anim_ms)
