"""What the player's presses mean: engine actions sent, the staging, sorting, the bar's buttons.

A part of :class:`ui.table.table_widget.TableWidget` (a mixin), kept apart so each
module has one job. Nothing here decides a rule: before anything is sent, the
engine's own ``check`` (through :class:`ui.table.asks.Asks`) says whether the host
would accept it, and a refusal is the engine's sentence, shown next to the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QPointF

from lanjolly.actions import Discard, DrawStock, Knock, LayMelds, PlayerAction, TakeDiscard
from lanjolly.cards import CardId
from lanjolly.queries import lay_hint_for
from lanjolly.state import Phase

from .hand_order import rank_key, suit_key
from .score_sheet import ScoreSheet

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from lanjolly.queries import LayHint
    from lanjolly.variants import Variant
    from lanjolly.views import View

    from ..settings import Settings
    from .asks import Asks
    from .hand_order import HandOrder
    from .scene import TableScene
    from .session import MatchSummary, TableSession
    from .staging import Staging

    class _Table(QWidget):
        """What the table widget provides to this part (for the type checker only)."""

        session: TableSession
        settings: Settings
        scene: TableScene
        asks: Asks
        hand: HandOrder
        staging: Staging
        board_visible: bool
        match_summary: Optional[MatchSummary]
        score_sheet: ScoreSheet
        _view: Optional[View]
        left: SignalInstance
        replay_requested: SignalInstance

        @property
        def me(self) -> int: ...
        @property
        def variant(self) -> Variant: ...
        @property
        def sort_preference(self) -> str: ...
        def hint(self) -> Optional[LayHint]: ...
        def display_hand(self) -> list[CardId]: ...
        def set_status(self, text: str, error: bool = False) -> None: ...
        def refresh(self, animate: bool = True) -> None: ...
        def refuse(self, text: str, card: Optional[CardId] = None, near: Optional[QPointF] = None) -> None: ...
else:
    _Table = object

SORT_KEY = "table/hand_sort"


class Intents(_Table):
    """The table's intents; the table widget provides what they use (``_Table``)."""

    def send(self, action: PlayerAction, card: Optional[CardId] = None) -> bool:
        """Send ``action`` unless the engine already says no; then say why by the card."""
        why = self.asks.why_not(action)
        if why is not None:
            near = self.scene.stock.scenePos() if isinstance(action, DrawStock) else None
            self.refuse(why, card, near)
            return False
        self.set_status("")
        self.session.send_action(action)
        return True

    def draw_from_stock(self) -> None:
        self.send(DrawStock(self.me))

    def take_discard(self, index: int) -> None:
        """Take the discard at ``index`` (0 = bottom) and every card after it."""
        v = self._view
        if v is not None and 0 <= index < len(v.discard):
            self.send(TakeDiscard(self.me, len(v.discard) - index), v.discard[index])

    def discard(self, card: CardId) -> None:
        if self.send(Discard(self.me, card), card):
            self.staging.clear()

    def knock(self) -> None:
        self.send(Knock(self.me))

    def lay_cards(self) -> None:
        """Lay the staged melds; with nothing staged, lay (or, before opening, stage) the hint."""
        v = self._view
        if v is None:
            return
        if self.staging:
            ok, why = self.staging.ready(self.asks, self.me)
            if not ok:
                self.refuse(why)
            elif self.send(LayMelds(self.me, self.staging.laid_order(self.variant))):
                self.staging.clear()
                self.refresh()
            return
        hint = self.hint()
        if hint is None:
            self.refuse(self.tr("No combination to lay now."))
        elif not v.opened[self.me]:
            self.staging.set_melds(hint.melds)
            self.set_status(self.tr("Your opening: {n} points. Click a card to take it back, drag more cards in, "
                                    "then press Lay cards.").format(n=self.staging.total(self.variant)))
            self.refresh()
        else:
            self.send(LayMelds(self.me, tuple(hint.melds)))

    def take_back_all(self) -> None:
        if self.staging:
            self.staging.clear()
            self.set_status("")
            self.refresh()

    def next_round(self) -> None:
        if self._view is not None and self._view.phase == Phase.OVER and self.match_summary is None:
            self.session.next_round()

    def leave(self) -> None:
        self.session.leave()
        self.left.emit()

    def toggle_board(self) -> None:
        self.board_visible = not self.board_visible
        self.refresh(animate=False)

    def _remember_sort(self, preference: str) -> None:
        self.settings.store.setValue(SORT_KEY, preference)

    def sort_by_suit(self) -> None:
        self.hand.sort_by_suit()
        self._remember_sort("suit")
        self.refresh()

    def sort_by_rank(self) -> None:
        self.hand.sort_by_rank()
        self._remember_sort("rank")
        self.refresh()

    def arrange(self) -> None:
        """Bring each layable combination together, left of the rest (sorted as preferred)."""
        v = self._view
        hint = lay_hint_for(v, tuple(sorted(self.display_hand()))) if v and v.seat is not None else None
        self.hand.arrange(hint.melds if hint else (), rank_key if self.sort_preference == "rank" else suit_key)
        self.refresh()

    def show_score_sheet(self) -> ScoreSheet:
        v = self.session.variant
        sheet = ScoreSheet(self.session.nicknames, self.session.score_history(), v.target_points,
                           v.positive_scoring, self.session.eliminated, self)
        self.score_sheet = sheet
        sheet.replay_requested.connect(self.replay_requested)
        sheet.open()
        return sheet

    def set_four_colour(self, on: bool) -> None:
        self.four_colour = on
        self.refresh(animate=False)
