"""The felt: places every card for one moment of the game and animates changes.

The scene is a renderer with hands. :meth:`TableScene.sync` takes a snapshot
(the view plus the player's local arrangement), asks the layout where every
pile puts its cards (in card units, kpat style) and moves each card there,
animating from where it was: a card new to the scene flies in from the stock
(a draw) or from the seat that played it; a card that left flies to the seat
that took it. The scene reports raw mouse gestures with the card's location
and never decides what they mean.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene

from lanjolly.cards import CardId, is_joker
from lanjolly.melds import End
from lanjolly.state import Phase
from lanjolly.views import View

from ..cardart import ASPECT
from ..widgets.card_item import CardItem
from .furniture import Furniture
from .items import EndArrow, HintLines, Toast
from .layout import TableLayout, compute_layout
from .places import DISCARD, HAND, MELD, STAGED, Placement, contents_of, meld_creators, placements
from .snapshot import Snapshot
from .toast_place import Obstacle

__all__ = ["DISCARD", "HAND", "MELD", "STAGED", "Placement", "TableScene", "meld_creators", "placements"]

ANIM_MS = 200


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    card_drag_started = Signal(int, QPointF)
    card_dragged = Signal(int, QPointF)
    card_dropped = Signal(int, QPointF)
    card_hovered = Signal(int, bool)
    stock_clicked = Signal()
    deal_finished = Signal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.cards: dict[CardId, CardItem] = {}
        self.placements: dict[CardId, Placement] = {}
        self.layout: Optional[TableLayout] = None
        self.snapshot: Optional[Snapshot] = None
        self.furniture = Furniture(self)
        self.furniture.stock.clicked.connect(self.stock_clicked)
        self.end_arrows: list[EndArrow] = []
        self.hint_lines = HintLines()
        self.addItem(self.hint_lines)
        self.toast = Toast()
        self.addItem(self.toast)
        self._leaving: list[CardItem] = []
        self._round_key: Optional[tuple[int, int]] = None
        self._pending_timers: list[QTimer] = []
        self.anim_ms = ANIM_MS

    # --- the furniture, by name (tests and the table read these) ---------------------------
    stock = property(lambda self: self.furniture.stock)
    board = property(lambda self: self.furniture.board)
    my_plate = property(lambda self: self.furniture.my_plate)
    turn_arrow = property(lambda self: self.furniture.turn_arrow)
    zone_frames = property(lambda self: self.furniture.zone_frames)
    seat_items = property(lambda self: self.furniture.seat_items)
    slot_frame = property(lambda self: self.furniture.slot_frame)

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

    # --- one moment of the game ------------------------------------------------------------
    def sync(self, snap: Snapshot, animate: bool = True) -> None:
        prev = self.snapshot
        self.snapshot = snap
        v = snap.view
        rect = self.sceneRect()
        lay = self.layout = compute_layout(rect.width(), rect.height(), contents_of(snap))
        ms = self.anim_ms if animate else 0
        round_key = (v.round_no, v.dealer)
        dealing = animate and (round_key != self._round_key if self._round_key is not None
                               else v.turn_no == 0 and not v.discard)
        if round_key != self._round_key:
            prev = None
        self._round_key = round_key
        places = placements(snap, lay)
        actors = self._actors(prev, v)
        self._send_off_leavers(places, actors, prev, v, ms)
        deal_i = 0
        for c, p in places.items():
            it = self.cards.get(c)
            if it is None:
                it = self._new_card(c, p, snap, actors, prev, v, ms)
            self._style(it, p, snap)
            if it.dragging:
                continue
            if dealing and p.role == HAND and ms > 0 and (it.pos() - p.pos).manhattanLength() > 0.5:
                it.setPos(self.stock.pos())
                it.set_face_up(False)
                self._delayed_move(it, p.pos, ms, 45 * deal_i)
                deal_i += 1
            else:
                self._send_to(it, p.pos, ms)
        self.placements = places
        self._sync_hint_lines(snap)
        self.furniture.sync(snap, lay)

    @staticmethod
    def _send_to(it: CardItem, pos: QPointF, ms: int) -> None:
        """Every card ends where the latest snapshot puts it (issue 22 item 1).

        What counts is where the card is heading, not where it is: a move started by
        the previous snapshot (the staged cards flying home when Lay cards is pressed)
        may not have taken its first frame yet when the host's view arrives, with the
        cards' places back where they stood; judged by position, nothing would change
        and the old move would carry them into the hand row."""
        if (it.heading() - pos).manhattanLength() <= 0.5:
            return                          # there, or on its way there
        if ms > 0 and (it.pos() - pos).manhattanLength() > 0.5:
            it.animate_to(pos, ms)
        else:
            it.stop_animation()
            it.setPos(pos)

    @staticmethod
    def _actors(prev: Optional[Snapshot], v: View) -> dict[CardId, int]:
        """Who moved each card since the last snapshot (from the public log)."""
        if prev is None or len(prev.view.log) > len(v.log):
            return {}
        return {c: e.seat for e in v.log[len(prev.view.log):] for c in e.cards}

    def _send_off_leavers(self, places: dict[CardId, Placement], actors: dict[CardId, int], prev: Optional[Snapshot], v: View,
                          ms: int) -> None:
        fallback = prev.view.current if prev is not None else v.current
        for c in [c for c in self.cards if c not in places]:
            it = self.cards.pop(c)
            self.placements.pop(c, None)
            if ms <= 0:
                self.removeItem(it)
                continue
            anim = it.animate_to(self.seat_pos(actors.get(c, fallback)), ms)
            self._leaving.append(it)
            anim.finished.connect(lambda it=it: self._drop_item(it))

    def _new_card(self, c: CardId, p: Placement, snap: Snapshot, actors: dict[CardId, int],
                  prev: Optional[Snapshot], v: View, ms: int) -> CardItem:
        it = CardItem(c, height=p.height, four_colour=snap.four_colour)
        for sig, slot in ((it.clicked, self.card_clicked), (it.drag_started, self.card_drag_started),
                          (it.dragged, self.card_dragged), (it.hovered, self.card_hovered)):
            sig.connect(slot)
        it.released.connect(self._on_released)
        it.xChanged.connect(lambda c=c: self._card_moved(c))
        it.yChanged.connect(lambda c=c: self._card_moved(c))
        self.addItem(it)
        self.cards[c] = it
        fallback = prev.view.current if prev is not None else v.current
        if p.role == HAND:
            origin = self.stock.pos()
        elif c in actors or prev is not None:
            origin = self.seat_pos(actors.get(c, fallback))
        else:
            origin = p.pos
        it.setPos(origin if ms > 0 else p.pos)
        return it

    def _sync_hint_lines(self, snap: Snapshot) -> None:
        meld_of = {c: k for k, m in enumerate(snap.hint_melds) for c in m}
        entries = [(self.cards[c], self.placements[c].strip, meld_of[c])
                   for c in snap.hand if c in meld_of]
        self.hint_lines.set_entries(entries, self.layout.hand_zone if self.layout else None)

    def _delayed_move(self, it: CardItem, pos: QPointF, ms: int, delay: int) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)

        def go() -> None:
            it.set_face_up(True)
            it.animate_to(pos, ms)
            if timer in self._pending_timers:
                self._pending_timers.remove(timer)
            timer.deleteLater()
            if not self._pending_timers:
                self.deal_finished.emit()
        timer.timeout.connect(go)
        self._pending_timers.append(timer)
        timer.start(delay)

    def is_dealing(self) -> bool:
        return any(t.isActive() for t in self._pending_timers)

    def _card_moved(self, card: CardId) -> None:
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
        over = snap.view.phase == Phase.OVER
        it.set_card_height(p.height)
        it.setZValue(p.z)
        it.setTransformOriginPoint(p.height * ASPECT / 2, p.height)
        it.setRotation(p.rotation)
        it.set_four_colour(snap.four_colour)
        it.set_face_up(True)
        it.set_underline(False)
        it.set_marked(p.role == HAND and c in snap.marked)
        if p.role != HAND:
            it.set_picked(False)
        it.set_highlight(False)
        hand_like = p.role in (HAND, STAGED) and not over
        it.draggable = hand_like
        it.click_allowed = (hand_like and not (p.role == HAND and is_joker(c))) or (p.role == DISCARD and not over)
        it.hover_lift_enabled = hand_like
        it.setAcceptHoverEvents(p.role != MELD)
        if p.role != HAND:
            it._animate_lift()      # drop a hover lift it carried over from the hand
        it.set_badge_strip(p.strip)
        it.set_points(self._points(c, p, snap, self.layout is not None and self.layout.meld_totals)
                      if over else None)

    @staticmethod
    def _points(c: CardId, p: Placement, snap: Snapshot, totals: bool = False) -> Optional[int]:
        """The end-of-round badge of a card (RULES.md §29): laid points, or minus its hand value.
        With ``totals`` (a table too crowded for one per card) a meld's last card carries its sum."""
        res = snap.view.result
        if res is None:
            return None
        if p.role == MELD and res.positive:
            for m in snap.view.melds:
                if c in m.cards:
                    if totals:
                        return sum(m.points) if c == m.cards[-1] else None
                    return m.points[m.cards.index(c)]
        mine = res.seats[snap.me] if snap.me < len(res.seats) else None
        if p.role == HAND and mine is not None:
            value = dict(mine.hand).get(c, 0)
            return -value if value else 0
        return None

    def badge_rects(self) -> list[QRectF]:
        """Scene rectangles of every points badge shown (the no-overlap test reads them)."""
        return [it.badge_scene_rect() for it in self.cards.values() if it.points is not None]

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
            s = max(16.0, lay.meld_h * 0.4)
            a = EndArrow(s, pointing_right=end is End.LOW)
            a.setPos(r.left() - s * 0.55 if end is End.LOW else r.right() + s * 0.55, r.center().y())
            self.addItem(a)
            self.end_arrows.append(a)

    def clear_end_arrows(self) -> None:
        for a in self.end_arrows:
            self.removeItem(a)
        self.end_arrows = []

    def set_dragging(self, on: bool) -> None:
        """Light the player's block and its new-meld slot while a card is dragged."""
        self.furniture.dragging = on
        if self.snapshot is not None and self.layout is not None:
            self.furniture.sync(self.snapshot, self.layout)

    def set_drop_highlight(self, discard: bool) -> None:
        self.furniture.set_drop_highlight(discard)

    def meld_at(self, pos: QPointF) -> Optional[int]:
        lay = self.layout
        if lay is None:
            return None
        m = lay.meld_h * 0.3
        near = [(abs(r.center().y() - pos.y()), meld_id) for meld_id, r in lay.meld_rects.items()
                if r.adjusted(-m, -m, m, m).contains(pos)]
        return min(near)[1] if near else None      # rows may overlap: the nearest row's meld

    def staged_meld_at(self, pos: QPointF) -> Optional[int]:
        lay = self.layout
        if lay is None:
            return None
        return next((k for k, r in enumerate(lay.staged_rects) if r.contains(pos)), None)

    def in_discard_zone(self, pos: QPointF) -> bool:
        return self.layout is not None and self.layout.discard_zone.adjusted(-10, -10, 10, 10).contains(pos)

    def in_staging(self, pos: QPointF) -> bool:
        """On the player's own block (a drop there starts a new meld)."""
        lay = self.layout
        return lay is not None and (lay.staging.contains(pos) or lay.new_meld_slot.contains(pos))

    def in_hand_zone(self, pos: QPointF) -> bool:
        return self.layout is not None and self.layout.hand_zone.contains(pos)

    def hand_insert_index(self, shown: Sequence[CardId], x: float) -> int:
        """Where a card dropped at scene ``x`` goes among the ``shown`` hand cards."""
        centres = [self.placements[c].pos.x() + self.cards[c].card_width / 2
                   for c in shown if c in self.placements and c in self.cards]
        return sum(1 for cx in centres if cx < x)

    # --- mouse plumbing -----------------------------------------------------------------
    def _on_released(self, card: int, pos: QPointF, was_drag: bool) -> None:
        if was_drag:
            self.card_dropped.emit(card, pos)

    def restore(self, card: CardId) -> None:
        """Send a card back to its place (after an illegal drop), lowered and unpicked."""
        it, p = self.cards.get(card), self.placements.get(card)
        if it is not None and p is not None:
            it.setZValue(p.z)
            it.clear_hover()
            it.animate_to(p.pos, self.anim_ms)

    def show_toast(self, text: str, near: QPointF, error: bool = True, ms: int = 4000) -> None:
        """A bubble near the card or pile concerned, over nothing a player needs, for a few seconds."""
        lay = self.layout
        bounds = self.sceneRect() if lay is None else self.sceneRect().adjusted(8, 8, -8, -8)
        self.toast.show_text(text, near, bounds, max(13.0, (lay.unit if lay else 60) * 0.2), error, ms,
                             self.needed_areas())

    def needed_areas(self) -> list[Obstacle]:
        """What a message must not cover, and how much covering each costs: the hand and the
        player's own melds most, then every meld, pile and plate, then the empty felt of a block."""
        lay, snap = self.layout, self.snapshot
        if lay is None or snap is None:
            return []
        hand = [QRectF(p.pos, QSizeF(p.height * ASPECT, p.height)) for c in snap.hand
                if (p := self.placements.get(c)) is not None]           # where the cards go, not where they fly
        out: list[Obstacle] = [(r, 4.0) for r in hand]
        mine = {m for s, ms in contents_of(snap).melds_by_seat.items() if s == snap.me for m, _ in ms}
        out += [(r, 3.0 if k in mine else 2.0) for k, r in lay.meld_rects.items()]
        plate = self.my_plate.mapRectToScene(self.my_plate.plate_rect())
        out += [(r, 3.0) for r in lay.staged_rects] + [(lay.new_meld_slot, 2.0), (plate, 2.0)]
        out += [(lay.discard_zone, 2.0), (QRectF(lay.stock, QSizeF(lay.card_w, lay.unit * 1.3)), 2.0)]
        out += [(r, 2.0) for r in lay.seats.values()] + [(r, 0.5) for r in lay.zones.values()]
        return out
