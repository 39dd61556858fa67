"""What the player's mouse means: clicks, hovers and drags on the felt, turned into intents.

Like kpat's drop handling, a drop asks the rules first (the engine, through
:class:`ui.table.asks.Asks`), then the scene lays out again from the next
view. Arrows appear only at the meld ends the engine lists as legal right now;
a refused drop puts the card back flat and shows the engine's sentence next to it.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QPointF

from lanjolly.actions import LayOff, SwapJoker
from lanjolly.cards import CardId
from lanjolly.melds import End
from lanjolly.state import Phase

from .scene import DISCARD, HAND, STAGED
from .surface import TableSurface

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


class Gestures:
    """Mouse handling for one table widget (which owns the scene, the hand and the staging)."""

    def __init__(self, table: TableSurface) -> None:
        self.t = table
        self.drag_card: Optional[CardId] = None
        self._targets: list[tuple[int, End]] = []
        self._swaps: list[tuple[int, CardId]] = []
        sc = table.scene
        sc.card_clicked.connect(self.clicked)
        sc.card_drag_started.connect(self.drag_started)
        sc.card_dragged.connect(self.dragged)
        sc.card_dropped.connect(self.dropped)
        sc.card_hovered.connect(self.hovered)
        sc.stock_clicked.connect(table.draw_from_stock)

    def clicked(self, card: CardId) -> None:
        t, v = self.t, self.t.current_view
        role = t.scene.role_of(card)
        if v is None or v.phase == Phase.OVER:
            return
        if role == STAGED:
            t.staging.remove(card)
            t.set_status("")
            t.refresh()
        elif role == DISCARD:
            t.take_discard(v.discard.index(card))
        elif role == HAND:
            t.focus_card = card
            if v.current == t.me and v.phase == Phase.PLAY:
                t.discard(card)
            elif v.current == t.me:
                t.refuse(translate("TableWidget", "Draw a card first: click the stock (D) or the discard pile."), card)
            else:
                t.set_status(translate("TableWidget", "It is {name}'s turn; you can sort your hand meanwhile.")
                             .format(name=t.session.nickname(v.current)))

    def hovered(self, card: CardId, on: bool) -> None:
        """Hovering a discard lights what a click would take, if the engine allows it."""
        t, v = self.t, self.t.current_view
        if v is None or t.scene.role_of(card) != DISCARD or card not in v.discard:
            return
        count = len(v.discard) - v.discard.index(card)
        take = on and count in t.asks.takeable_counts()
        for i, c in enumerate(v.discard):
            it = t.scene.card_item(c)
            if it is not None:
                it.set_highlight(take and i >= len(v.discard) - count)

    def drag_started(self, card: CardId, pos: QPointF) -> None:
        t = self.t
        if t.scene.role_of(card) not in (HAND, STAGED) or t.current_view is None:
            return
        self.drag_card = card
        t.scene.hint_lines.update()
        self._targets = t.asks.layoffs(card)
        self._swaps = t.asks.swaps(card)
        t.scene.show_end_arrows(self._targets)
        for _, joker in self._swaps:
            it = t.scene.card_item(joker)
            if it is not None:
                it.set_highlight(True)
        t.scene.set_dragging(True)

    def dragged(self, card: CardId, pos: QPointF) -> None:
        if self.drag_card == card:
            self.t.scene.set_drop_highlight(self.t.scene.in_discard_zone(pos))

    def _end_drag(self) -> None:
        sc = self.t.scene
        for _, joker in self._swaps:
            it = sc.card_item(joker)
            if it is not None:
                it.set_highlight(False)
        sc.clear_end_arrows()
        sc.set_drop_highlight(False)
        sc.set_dragging(False)
        self.drag_card = None
        self._targets, self._swaps = [], []

    def dropped(self, card: CardId, pos: QPointF) -> None:
        t, sc = self.t, self.t.scene
        if self.drag_card != card or t.current_view is None:
            sc.restore(card)
            return
        targets, swaps = self._targets, self._swaps
        self._end_drag()
        role = sc.role_of(card)
        meld_id = sc.meld_at(pos)
        if sc.in_discard_zone(pos):
            t.discard(card)
        elif meld_id is not None:
            self._drop_on_meld(card, meld_id, pos, targets, swaps)
        elif sc.staged_meld_at(pos) is not None or sc.in_staging(pos):
            t.staging.add(card, sc.staged_meld_at(pos))
            t.set_status("")
            t.refresh()
        elif sc.in_hand_zone(pos):
            if role == STAGED:
                t.staging.remove(card)
            self._reorder(card, pos)
        else:
            sc.restore(card)
            t.refresh()

    def _reorder(self, card: CardId, pos: QPointF) -> None:
        t = self.t
        shown = [c for c in t.display_hand() if c != card]
        idx = t.scene.hand_insert_index(shown, pos.x())
        anchor = shown[idx] if idx < len(shown) else None
        order = [c for c in t.hand.cards if c != card]
        t.hand.move(card, order.index(anchor) if anchor is not None else len(order))
        t.refresh()

    def _drop_on_meld(self, card: CardId, meld_id: int, pos: QPointF,
                      targets: list[tuple[int, End]], swaps: list[tuple[int, CardId]]) -> None:
        t, sc = self.t, self.t.scene
        for mid, joker in swaps:
            it = sc.card_item(joker)
            if mid == meld_id and (it is None or it.sceneBoundingRect().contains(pos) or
                                   not any(m == meld_id for m, _ in targets)):
                t.staging.remove(card)
                t.send(SwapJoker(t.me, card, meld_id, joker), card)
                return
        ends = [end for mid, end in targets if mid == meld_id]
        if ends:
            end = ends[0]
            if len(ends) > 1 and sc.layout is not None:
                end = End.LOW if pos.x() < sc.layout.meld_rects[meld_id].center().x() else End.HIGH
            t.staging.remove(card)
            t.send(LayOff(t.me, card, meld_id, end), card)
            return
        # not legal here: the engine says why, next to the card, and it goes back
        t.send(LayOff(t.me, card, meld_id, End.HIGH), card)
