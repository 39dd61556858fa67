"""The table: felt scene, action bar and side panel, driven by a :class:`TableSession`.

This is the controller. It turns the player's gestures into engine actions
(intents) and sends them through the session; it renders whatever view comes
back. It decides nothing about the rules: before sending, it asks the engine
(:func:`ui.table.shadow.precheck`) whether the host would accept, so a move
the rules forbid is never sent and the player reads the engine's own sentence;
hints come from ``lanjolly.queries``. Everything local (hand order, staged
melds, keyboard focus) stays here and is never sent (RULINGS 26).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (QGraphicsView, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from lanjolly.actions import (Discard, DrawStock, Knock, LayMelds, LayOff, PlayerAction,
                              SwapJoker, TakeDiscard)
from lanjolly.cards import CardId, is_joker
from lanjolly.melds import End
from lanjolly.queries import LayHint, lay_hint, layoff_targets, swappable_jokers
from lanjolly.views import View

from .. import theme
from ..settings import Settings
from .hand_order import HandOrder
from .scene import DISCARD, HAND, MELD, STAGED, Snapshot, TableScene
from .score_sheet import ScoreSheet
from .session import CONNECTED, LOST, RECONNECTING, MatchSummary, TableSession
from .shadow import precheck, table_melds
from .staging import Staging

BAR_STYLE = f"""
#actionBar {{ background: {theme.FELT_DARK.name()}; border-top: 1px solid #0b2e1b; }}
#actionBar QLabel {{ color: {theme.FELT_TEXT.name()}; font-size: 13px; }}
#actionBar QLabel#statusError {{ color: #ffb4a9; font-weight: bold; }}
#actionBar QPushButton {{ background: #f4efe0; color: #1d1d1d; border: 1px solid #0b2e1b;
    border-radius: 5px; padding: 6px 14px; font-weight: bold; }}
#actionBar QPushButton:hover {{ background: #fffaf0; }}
#actionBar QPushButton:disabled {{ background: #4c6e58; color: #9fb8a6; border-color: #3b5a47; }}
#actionBar QPushButton#layButton:enabled {{ background: {theme.HINT_BLUE.name()}; color: white; }}
#actionBar QPushButton#nextButton {{ background: #ffd54a; }}
"""

BANNER_STYLE = {
    RECONNECTING: "background: #ffd54a; color: #3b2a00;",
    LOST: "background: #b3261e; color: white;",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


class FeltView(QGraphicsView):
    """The viewport: 1:1 with the scene, felt background, tells the table when it resizes."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: Optional[QWidget] = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 440)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, theme.felt_brush(self.sceneRect()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scene().setSceneRect(0, 0, self.viewport().width(), self.viewport().height())
        self.resetCachedContent()
        self.resized.emit()


class TableWidget(QWidget):
    """The whole table for one session. The lead wires the two request signals."""

    player_info_requested = Signal()
    replay_requested = Signal(int)         # the score sheet's "Replay round" (round index, 0-based)
    invite_requested = Signal()
    left = Signal()

    def __init__(self, session: TableSession, settings: Optional[Settings] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings or Settings()
        self.four_colour = self.settings.four_colour
        self.hand = HandOrder()
        self.staging = Staging()
        self.focus_card: Optional[CardId] = None
        self.status_text = ""
        self.status_is_error = False
        self.board_visible = True
        self.match_summary: Optional[MatchSummary] = None
        self._view: Optional[View] = None
        self._hint: Optional[LayHint] = None
        self._hint_key: Optional[tuple] = None
        self._drag_card: Optional[CardId] = None
        self._drag_targets: list[tuple[int, End]] = []
        self._drag_swaps: list[tuple[int, CardId, CardId]] = []
        self._hover_discard: Optional[int] = None
        self._verification: Optional[tuple[bool, str]] = None
        self._connection = CONNECTED

        self.scene = TableScene(self)
        self.view = FeltView(self.scene)
        self.view.resized.connect(lambda: self.refresh(animate=False))
        self.view.installEventFilter(self)

        self.banner = QLabel("", self.view)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setObjectName("connectionBanner")
        self.banner.hide()

        self._build_bar()
        from .panel import SidePanel
        self.panel = SidePanel()
        self.panel.player_info_clicked.connect(self.player_info_requested)
        self.panel.invite_clicked.connect(self.invite_requested)
        self.panel.sort_suit_clicked.connect(self.sort_by_suit)
        self.panel.sort_rank_clicked.connect(self.sort_by_rank)
        self.panel.score_sheet_clicked.connect(self.show_score_sheet)
        self.panel.chat.send.connect(self.session.send_chat)

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self.bar)
        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        root.addLayout(left, 1)
        root.addWidget(self.panel)

        sc = self.scene
        sc.card_clicked.connect(self._on_card_clicked)
        sc.card_drag_started.connect(self._on_drag_started)
        sc.card_dragged.connect(self._on_dragged)
        sc.card_dropped.connect(self._on_dropped)
        sc.card_hovered.connect(self._on_hovered)
        sc.stock_clicked.connect(self.draw_from_stock)

        s = self.session
        s.view_changed.connect(self._on_view)
        s.timer.connect(self._on_timer)
        s.refused.connect(self._on_refused)
        s.chat.connect(lambda who, text: self.panel.chat.add_message(who, text))
        s.round_over.connect(self._on_round_over)
        s.match_over.connect(self._on_match_over)
        s.connection.connect(self.set_connection)
        s.seats_changed.connect(lambda: self.refresh(animate=False))
        self._describe_table()
        if s.current_view() is not None:
            self._on_view(s.current_view())

    # ------------------------------------------------------------------ building
    def _build_bar(self) -> None:
        self.bar = QWidget()
        self.bar.setObjectName("actionBar")
        self.bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.bar.setStyleSheet(BAR_STYLE)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.lay_button = QPushButton("Lay cards")
        self.lay_button.setObjectName("layButton")
        self.lay_button.setToolTip("Lay the combinations underlined in blue (L)")
        self.take_back_button = QPushButton("Take back")
        self.take_back_button.setToolTip("Return the staged cards to your hand (Esc)")
        self.knock_button = QPushButton("Knock")
        self.knock_button.setToolTip("Take the card just discarded, plus two from the stock (K)")
        self.results_button = QPushButton("Show results")
        self.results_button.setMinimumWidth(130)
        self.next_button = QPushButton("Next")
        self.next_button.setObjectName("nextButton")
        self.leave_button = QPushButton("Leave")
        for b in (self.lay_button, self.take_back_button, self.knock_button, self.results_button,
                  self.next_button, self.leave_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lay_button.clicked.connect(self.lay_cards)
        self.take_back_button.clicked.connect(self.take_back_all)
        self.knock_button.clicked.connect(self.knock)
        self.results_button.clicked.connect(self.toggle_board)
        self.next_button.clicked.connect(self.next_round)
        self.leave_button.clicked.connect(self.leave)
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.status, 1)
        for b in (self.take_back_button, self.lay_button, self.knock_button, self.results_button,
                  self.next_button, self.leave_button):
            row.addWidget(b)
        self.bar.setFixedHeight(52)

    def _describe_table(self) -> None:
        v = self.session.variant
        game = "Jolly" if v.positive_scoring else "Rommé"
        if v.positive_scoring:
            target = f"Playing to {v.target_points} points"
        elif v.target_points == 1:
            target = "One round decides"
        else:
            target = f"Out above {v.target_points} penalty points"
        rules = f"{game} \u2022 {len(self.session.nicknames)} players \u2022 opening {v.opening_points}"
        if v.knock:
            rules += " \u2022 knocking on"
        self.panel.set_table(self.session.table_name, rules, target)

    # ------------------------------------------------------------------ state
    @property
    def me(self) -> int:
        return self.session.my_seat

    @property
    def variant(self):
        return self.session.variant

    @property
    def current_view(self) -> Optional[View]:
        return self._view

    def my_turn(self) -> bool:
        v = self._view
        return v is not None and v.current == self.me and v.phase not in ("over",)

    def opened(self) -> bool:
        v = self._view
        return v is not None and v.opened[self.me]

    def display_hand(self) -> list[CardId]:
        staged = self.staging.cards()
        return [c for c in self.hand.cards if c not in staged]

    def hint(self) -> Optional[LayHint]:
        v = self._view
        if v is None or v.phase == "over":
            return None
        cards = tuple(sorted(self.display_hand()))
        key = (cards, v.opened[self.me])
        if key != self._hint_key:
            self._hint_key = key
            self._hint = lay_hint(cards, self.variant, v.opened[self.me])
        return self._hint

    def animations_idle(self) -> bool:
        return not self.scene.is_animating()

    # ------------------------------------------------------------------ session signals
    def _on_view(self, view: View) -> None:
        prev = self._view
        if prev is not None and (prev.round_no, prev.dealer) != (view.round_no, view.dealer):
            self.hand = HandOrder()
            self.staging.clear()
            self.board_visible = True
        self._view = view
        self.hand.sync(view.hand)
        self.staging.keep_only(view.hand)
        if view.phase == "over":
            self.staging.clear()
        if self.focus_card is not None and self.focus_card not in view.hand:
            self.focus_card = None
        if prev is None or prev.current != view.current or prev.phase != view.phase:
            self._set_status("")
        self.refresh()

    def _on_timer(self, ms: int) -> None:
        total = self.variant.turn_seconds * 1000
        self.panel.start_countdown(ms, total if total > 0 else None)

    def _on_refused(self, code: str, message: str) -> None:
        self._set_status(_cap(message), error=True)
        self.refresh()

    def _on_round_over(self, view: View) -> None:
        if view is not self._view:
            self._on_view(view)
        self.panel.stop_countdown()
        self.refresh(animate=False)

    def _on_match_over(self, summary: MatchSummary) -> None:
        self.match_summary = summary
        names = ", ".join(self.session.nickname(s) for s in summary.winners) or "nobody"
        self.panel.chat.add_message(None, f"Match over: {names} won.")
        self._set_status(f"Match over: {names} won.")
        self.refresh(animate=False)

    def set_connection(self, state: str) -> None:
        """Show or hide the "reconnecting…" banner (the session's ``connection`` signal)."""
        self._connection = state
        if state == CONNECTED:
            self.banner.hide()
            return
        self.banner.setText("Connection lost \u2014 trying to reconnect\u2026" if state == RECONNECTING
                            else "Connection to the table lost.")
        self.banner.setStyleSheet(BANNER_STYLE.get(state, BANNER_STYLE[LOST])
                                  + "font-weight: bold; font-size: 14px; padding: 8px 18px;"
                                  + "border-radius: 6px;")
        self.banner.adjustSize()
        self.banner.move((self.view.width() - self.banner.width()) // 2, 12)
        self.banner.show()
        self.banner.raise_()

    def set_verification(self, ok: bool, text: str) -> None:
        """The deal verification result for the round just ended (the lead calls this)."""
        self._verification = (ok, text)
        self.scene.board.set_verification(ok, text)

    # ------------------------------------------------------------------ rendering
    def refresh(self, animate: bool = True) -> None:
        v = self._view
        if v is None:
            self._update_controls()
            return
        over = v.phase == "over"
        hint = self.hint()
        judged = self.staging.judged(self.variant)
        # Reserved for the whole of the player's laying phase, so starting a drag
        # never reflows the table under the pointer.
        staging_open = bool(self.staging) or (not over and (
            self._drag_card is not None or (v.current == self.me and v.phase == "play")))
        total = sum(j.points for j in judged)
        opened = v.opened[self.me]
        ready, why = self.staging.ready(self.variant, opened) if self.staging else (False, "")
        if opened:
            total_text = f"{total} points" if judged else ""
        else:
            total_text = f"Opening: {total} / {self.variant.opening_points}"
        caption = "Your new melds \u2014 click a card to take it back" if self.staging else \
            "Drop here to build a new meld"
        shown = set(self.display_hand())
        hint_melds = [m for m in (hint.melds if hint else ()) if all(c in shown for c in m)]
        totals = list(v.totals)
        totals_after = totals
        if over and v.result is not None:
            totals_after = [t + (p or 0) for t, p in zip(v.totals, v.result.points())]
        elim = self.session.eliminated if over else [not a for a in v.active]
        if not any(elim):
            elim = [not a for a in v.active]
        extra = ""
        if not over and not opened:
            extra = f"opening needs {self.variant.opening_points}"
        snap = Snapshot(
            view=v, me=self.me, names=self.session.nicknames,
            bots=self.session.bots,
            hand=self.display_hand(), staged=judged, staging_open=staging_open,
            staging_caption=caption, staging_total=total_text if self.staging else "",
            staging_ok=ready, hint_melds=hint_melds, four_colour=self.four_colour,
            totals=totals_after, eliminated=elim, board_visible=self.board_visible,
            totals_after=totals_after, extra_me=extra)
        self.scene.sync(snap, animate=animate)
        if self._verification is not None:
            self.scene.board.set_verification(*self._verification)
        for c, it in self.scene.cards.items():
            if self.scene.role_of(c) == HAND:
                it.set_picked(c == self.focus_card)
        self._update_controls()

    def _update_controls(self) -> None:
        v = self._view
        over = v is not None and v.phase == "over"
        mine = self.my_turn()
        play = mine and v is not None and v.phase == "play"
        hint = self.hint()
        if self.staging:
            ready, _ = self.staging.ready(self.variant, self.opened())
            total = self.staging.total(self.variant)
            self.lay_button.setText(f"Lay cards ({total})")
            self.lay_button.setEnabled(play and ready)
        else:
            self.lay_button.setText("Lay cards")
            self.lay_button.setEnabled(play and hint is not None and hint.can_lay)
        self.lay_button.setVisible(not over)
        self.take_back_button.setVisible(bool(self.staging) and not over)
        self.knock_button.setVisible(self.variant.knock and not over)
        self.knock_button.setEnabled(self._knock_allowed())
        finished = self.match_summary is not None
        self.next_button.setVisible(over and not finished)
        self.leave_button.setVisible(over and (not self.variant.positive_scoring or finished))
        self.results_button.setVisible(over)
        self.results_button.setText("Show table" if self.board_visible else "Show results")
        if v is not None:
            name = self.session.nickname(v.current)
            self.panel.set_turn("Round over" if over else "Your turn" if mine else f"{name}'s turn")
        self._show_status()

    def _knock_allowed(self) -> bool:
        v = self._view
        if v is None or not self.variant.knock or not v.knock_open:
            return False
        return v.current != self.me and v.last_discarder != self.me and v.phase == "draw"

    def _guidance(self) -> str:
        v = self._view
        if v is None:
            return "Waiting for the deal\u2026"
        if v.phase == "over":
            if self.match_summary is not None:
                return "The match is over."
            return "Round over. Press Next when you are ready."
        if v.current != self.me:
            text = f"{self.session.nickname(v.current)} is playing\u2026"
            if self._knock_allowed():
                text += " You may knock for the discard (K)."
            return text
        if v.phase == "draw":
            if not v.discard:
                return "Your turn: draw from the stock (click it, or press D)."
            if self.variant.fanned_discard:
                if v.opened[self.me]:
                    return "Your turn: draw from the stock, or click a discard to take it and all cards after it."
                return "Your turn: draw from the stock (D). The discard pile opens to you once you have laid your opening."
            return "Your turn: draw from the stock or take the top discard."
        if self.staging:
            ok, why = self.staging.ready(self.variant, v.opened[self.me])
            return "Press Lay cards to lay them." if ok else _cap(why) + "."
        opening = "" if v.opened[self.me] else f" Your opening needs {self.variant.opening_points} points."
        return ("Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile."
                + opening)

    def _set_status(self, text: str, error: bool = False) -> None:
        self.status_text, self.status_is_error = text, error
        self._show_status()

    def _show_status(self) -> None:
        text = self.status_text or self._guidance()
        self.status.setObjectName("statusError" if self.status_text and self.status_is_error else "")
        self.status.setStyleSheet(self.status.styleSheet())
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.status.setText(text)

    def status_line(self) -> str:
        return self.status.text()

    # ------------------------------------------------------------------ intents
    def _send(self, action: PlayerAction, card: Optional[CardId] = None) -> bool:
        """Send ``action`` unless the engine already says no; then show why and put the card back."""
        why = precheck(self._view, self.variant, action)
        if why is not None:
            self._set_status(_cap(why.message) + ".", error=True)
            if card is not None:
                self.scene.restore(card)
            return False
        self._set_status("")
        self.session.send_action(action)
        return True

    def draw_from_stock(self) -> None:
        self._send(DrawStock(self.me))

    def take_discard(self, index: int) -> None:
        """Take the discard at ``index`` (0 = bottom) and every card after it."""
        v = self._view
        if v is None:
            return
        count = len(v.discard) - index
        self._send(TakeDiscard(self.me, count))

    def discard(self, card: CardId) -> None:
        if self._send(Discard(self.me, card), card):
            self.staging.clear()

    def knock(self) -> None:
        self._send(Knock(self.me))

    def lay_cards(self) -> None:
        """Lay the staged melds; with nothing staged, lay (or, before opening, stage) the hint."""
        v = self._view
        if v is None:
            return
        if self.staging:
            ok, why = self.staging.ready(self.variant, v.opened[self.me])
            if not ok:
                self._set_status(_cap(why) + ".", error=True)
                return
            melds = self.staging.laid_order(self.variant)
            if self._send(LayMelds(self.me, melds)):
                self.staging.clear()
                self.refresh()
            return
        hint = self.hint()
        if hint is None or not hint.melds:
            self._set_status("No combination to lay yet.", error=True)
            return
        if not v.opened[self.me]:
            self.staging.set_melds(hint.melds)
            self._set_status(f"Your opening: {self.staging.total(self.variant)} points. Click a card to take it "
                             "back, drag more cards in, then press Lay cards.")
            self.refresh()
            return
        self._send(LayMelds(self.me, tuple(hint.melds)))

    def take_back_all(self) -> None:
        if self.staging:
            self.staging.clear()
            self._set_status("")
            self.refresh()

    def next_round(self) -> None:
        self.session.next_round()

    def leave(self) -> None:
        self.session.leave()
        self.left.emit()

    def toggle_board(self) -> None:
        self.board_visible = not self.board_visible
        self.refresh(animate=False)

    def sort_by_suit(self) -> None:
        self.hand.sort_by_suit()
        self.refresh()

    def sort_by_rank(self) -> None:
        self.hand.sort_by_rank()
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

    # ------------------------------------------------------------------ mouse
    def _on_card_clicked(self, card: CardId) -> None:
        role = self.scene.role_of(card)
        v = self._view
        if v is None or v.phase == "over":
            return
        if role == STAGED:
            self.staging.remove(card)
            self._set_status("")
            self.refresh()
        elif role == DISCARD:
            self.take_discard(v.discard.index(card))
        elif role == HAND:
            self.focus_card = card
            if v.current == self.me and v.phase == "play":
                self.discard(card)
            elif v.current == self.me:
                self._set_status("Draw a card first: click the stock (D) or the discard pile.", error=True)
            else:
                self._set_status(f"It is {self.session.nickname(v.current)}'s turn; you can sort your "
                                 "hand meanwhile.")

    def _on_hovered(self, card: CardId, on: bool) -> None:
        """Hovering a discard shows which cards a click would take (it and all after it)."""
        v = self._view
        if v is None or self.scene.role_of(card) != DISCARD:
            return
        take = on and v.current == self.me and v.phase == "draw"
        idx = v.discard.index(card) if card in v.discard else -1
        for i, c in enumerate(v.discard):
            it = self.scene.card_item(c)
            if it is None:
                continue
            if self.variant.fanned_discard:
                it.set_highlight(take and i >= idx)
            else:
                it.set_highlight(take and i == idx == len(v.discard) - 1)

    def _on_drag_started(self, card: CardId, pos: QPointF) -> None:
        role = self.scene.role_of(card)
        v = self._view
        if role not in (HAND, STAGED) or v is None:
            return
        self._drag_card = card
        self.scene.hint_lines.update()
        melds = table_melds(v)
        self._drag_targets = layoff_targets(card, melds)
        self._drag_swaps = [] if is_joker(card) else swappable_jokers([card], melds)
        self.scene.show_end_arrows(self._drag_targets)
        for _, joker, _ in self._drag_swaps:
            it = self.scene.card_item(joker)
            if it is not None:
                it.set_highlight(True)
        if not self.staging:
            # open the staging band so there is somewhere to build a meld
            self.refresh()

    def _on_dragged(self, card: CardId, pos: QPointF) -> None:
        if self._drag_card != card:
            return
        self.scene.set_drop_highlight(DISCARD if self.scene.in_discard_zone(pos) else None)

    def _end_drag(self) -> None:
        for _, joker, _ in self._drag_swaps:
            it = self.scene.card_item(joker)
            if it is not None:
                it.set_highlight(False)
        self.scene.clear_end_arrows()
        self.scene.set_drop_highlight(None)
        self._drag_card = None
        self._drag_targets = []
        self._drag_swaps = []

    def _on_dropped(self, card: CardId, pos: QPointF) -> None:
        if self._drag_card != card:
            self.scene.restore(card)
            return
        targets, swaps = self._drag_targets, self._drag_swaps
        self._end_drag()
        role = self.scene.role_of(card)
        v = self._view
        if v is None:
            return
        sc = self.scene
        if sc.in_discard_zone(pos):
            self.discard(card)
            return
        meld_id = sc.meld_at(pos)
        if meld_id is not None:
            self._drop_on_meld(card, meld_id, pos, targets, swaps)
            return
        staged = sc.staged_meld_at(pos)
        if staged is not None or sc.in_staging(pos):
            self.staging.add(card, staged)
            self._set_status("")
            self.refresh()
            return
        if sc.in_hand_zone(pos):
            if role == STAGED:
                self.staging.remove(card)
            shown = self.display_hand()
            if card in shown:
                shown.remove(card)
            lay = sc.layout
            idx = 0
            if lay is not None:
                cw = lay.hand_h * 0.714
                xs = [sc.placements[c].pos.x() for c in shown if c in sc.placements]
                idx = sum(1 for x in xs if x + cw / 2 < pos.x())
            # position among the full hand order (staged cards keep their slots there)
            anchor = shown[idx] if idx < len(shown) else None
            order = [c for c in self.hand.cards if c != card]
            self.hand.move(card, order.index(anchor) if anchor is not None else len(order))
            self.refresh()
            return
        self._set_status("")
        self.refresh()

    def _drop_on_meld(self, card: CardId, meld_id: int, pos: QPointF,
                      targets: list[tuple[int, End]], swaps: list[tuple[int, CardId, CardId]]) -> None:
        sc = self.scene
        # a natural card dropped on a joker it can free swaps it (RULINGS 9)
        for mid, joker, _ in swaps:
            if mid != meld_id:
                continue
            it = sc.card_item(joker)
            if it is not None and it.sceneBoundingRect().contains(pos):
                self.staging.remove(card)
                self._send(SwapJoker(self.me, card, meld_id, joker), card)
                self.refresh()
                return
        ends = [end for mid, end in targets if mid == meld_id]
        if ends:
            end = ends[0]
            if len(ends) > 1:
                r = sc.layout.meld_rects[meld_id]
                end = End.LOW if pos.x() < r.center().x() else End.HIGH
            self.staging.remove(card)
            if not self._send(LayOff(self.me, card, meld_id, end), card):
                self.refresh()
            return
        own_swaps = [(mid, j) for mid, j, _ in swaps if mid == meld_id]
        if own_swaps:
            self.staging.remove(card)
            if not self._send(SwapJoker(self.me, card, meld_id, own_swaps[0][1]), card):
                self.refresh()
            return
        # does not fit: let the engine say why, and put the card back
        self._send(LayOff(self.me, card, meld_id, End.HIGH), card)
        self.refresh()

    # ------------------------------------------------------------------ keyboard
    def eventFilter(self, obj, event) -> bool:
        if obj is self.view and event.type() == QEvent.Type.KeyPress:
            return self._key(event)
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        shown = self.display_hand()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if shown:
                if self.focus_card not in shown:
                    self.focus_card = shown[0 if key == Qt.Key.Key_Right else -1]
                else:
                    i = shown.index(self.focus_card) + (1 if key == Qt.Key.Key_Right else -1)
                    self.focus_card = shown[max(0, min(len(shown) - 1, i))]
                self.refresh()
            return True
        if key == Qt.Key.Key_Up and self.focus_card in shown:
            target = None if (event.modifiers() & Qt.KeyboardModifier.ShiftModifier) or not self.staging \
                else len(self.staging.raw) - 1
            card = self.focus_card
            i = shown.index(card)
            self.staging.add(card, target)
            rest = self.display_hand()
            self.focus_card = rest[min(i, len(rest) - 1)] if rest else None
            self.refresh()
            return True
        if key == Qt.Key.Key_Down and self.staging:
            last = self.staging.raw[-1][-1]
            self.staging.remove(last)
            self.refresh()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.staging:
                self.lay_cards()
            elif self.focus_card in shown:
                self.discard(self.focus_card)
            return True
        if key == Qt.Key.Key_Escape:
            self.take_back_all()
            return True
        letter = {Qt.Key.Key_D: self.draw_from_stock, Qt.Key.Key_S: self.sort_by_suit,
                  Qt.Key.Key_R: self.sort_by_rank, Qt.Key.Key_L: self.lay_cards,
                  Qt.Key.Key_K: self.knock}.get(Qt.Key(key))
        if letter is not None and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                          | Qt.KeyboardModifier.AltModifier):
            if letter == self.knock and not self.variant.knock:
                return False
            letter()
            return True
        return False
