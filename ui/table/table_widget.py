"""The table: felt scene, action bar and side panel, driven by a :class:`TableSession`.

This is the controller. It turns the player's gestures (:mod:`.gestures`,
:mod:`.keys`) into engine actions and sends them through the session; it
renders whatever view comes back. It decides nothing about the rules: what is
allowed now comes from the engine's queries (:class:`.asks.Asks`), and before
sending, the engine's own ``check`` says whether the host would accept, so a
move the rules forbid is never sent and the player reads the engine's own
sentence, next to the card. Everything local (hand order, staged melds,
keyboard focus) stays here and is never sent (RULES.md §26).
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from lanjolly.cards import CardId
from lanjolly.queries import LayHint, lay_hint_for
from lanjolly.state import Phase
from lanjolly.variants import Variant
from lanjolly.views import View

from ..i18n import Retranslating
from ..i18n.words import words
from ..settings import Settings
from ..turn_alert import TurnAlert
from .asks import Asks
from .bar import ActionBar, ConnectionBanner
from .felt_view import FeltView
from .gestures import Gestures
from .guidance import guidance
from .hand_order import HandOrder
from .keys import handle_key
from .match_end import MatchEndBoard
from .move_clock import MoveClock
from .panel import SidePanel
from .scene import HAND, TableScene
from .score_sheet import target_text
from .session import MatchSummary, TableSession
from .render import log_moves, snapshot_of
from .chat import Text, worded
from .spoken import sections, speak, summary
from .staging import Staging
from .intents import SORT_KEY, Intents
from .knock_window import KnockWindow
from .clock_gate import ClockGate
from .turns import turn_changes, turn_ended, turn_starts

# What the hint depends on: the cards not staged, the table, opened, opened this turn, taken this turn.
HintKey = tuple[tuple[CardId, ...], tuple[tuple[CardId, ...], ...], bool, bool, tuple[CardId, ...]]

CHAT_REFUSALS = frozenset({"watcher_chat_off", "chat_too_long", "chat_rate"})   # PROTOCOL.md §9, §12


class TableWidget(Retranslating, Intents, QWidget):
    """The whole table for one session. The main window wires the request signals."""

    player_info_requested = Signal()
    replay_requested = Signal(int)         # the score sheet's "Replay round" (round index, 0-based)
    invite_requested = Signal()
    play_again_requested = Signal()
    keys_requested = Signal()              # "?": the list of the table's keys
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
        self.status_text, self.status_is_error = "", False
        self.board_visible = True
        self.match_summary: Optional[MatchSummary] = None
        self.asks = Asks(None)
        self._view: Optional[View] = None
        self._shown_turn: Optional[int] = None    # whose turn the felt shows while a new one is held
        self._hint: Optional[tuple[HintKey, LayHint]] = None
        self._verification: Optional[tuple[bool, Text]] = None
        self._logged = 0
        self._build()
        self._wire_session()
        self.retranslate_now()
        first = session.current_view()
        if first is not None:
            self._on_view(first)

    def retranslate(self) -> None:
        """Every word on the table again, in the language just chosen (the bar, panel and chat
        retranslate themselves; the felt is repainted with the new words)."""
        self.panel.set_table(self.session.table_name, *self._describe_table())
        self.view.setAccessibleName(self.tr("Card table"))
        self.scene.board.retranslate()
        if self._view is not None:              # the move list again, in the new words
            self.panel.history.clear()
            self._logged = log_moves(self, self._view, 0, toasts=False)
        self.refresh(animate=False)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.scene = TableScene(self)
        self.view = FeltView(self.scene)
        self.view.setAccessibleName(self.tr("Card table"))
        self.view.resized.connect(lambda: self.refresh(animate=False))
        self.view.installEventFilter(self)
        self.banner = ConnectionBanner(self.view)
        self.match_end = MatchEndBoard(self.view)
        self.match_end.play_again.connect(self.play_again_requested)
        self.match_end.back_to_lobby.connect(self.leave)
        self.match_end.put_aside.connect(self.toggle_board)
        self.match_end.hide()
        self.bar = ActionBar()
        for button, slot in ((self.bar.arrange, self.arrange), (self.bar.take_back, self.take_back_all),
                             (self.bar.lay, self.lay_cards), (self.bar.knock, self.knock),
                             (self.bar.results, self.toggle_board), (self.bar.next, self.next_round),
                             (self.bar.leave, self.leave)):
            button.clicked.connect(slot)
        self.panel = SidePanel()
        self.move_clock = MoveClock(self.scene, lambda: self._view, lambda: self.settings.sound, self)
        self.knock_window = KnockWindow(self)
        self.clock_gate = ClockGate(self.scene.is_animating, self._show_clock, self)
        self.clock_gate.opened.connect(self._turn_is_shown)
        self.turn_alert = TurnAlert(self, lambda: self.settings.turn_notify)
        self.turn_alert.prepare()
        self.knock_window.changed.connect(self._update_controls)
        p = self.panel
        wiring: tuple[tuple[SignalInstance, Callable[..., object]], ...] = (
            (p.player_info_clicked, self.player_info_requested.emit),
            (p.invite_clicked, self.invite_requested.emit), (p.sort_suit_clicked, self.sort_by_suit),
            (p.sort_rank_clicked, self.sort_by_rank), (p.score_sheet_clicked, self.show_score_sheet),
            (p.chat.send, self.session.send_chat), (p.clock, self.move_clock.tick))
        for sig, receiver in wiring:
            sig.connect(receiver)
        p.set_table(self.session.table_name, *self._describe_table())
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
        self.gestures = Gestures(self)
        leave = QShortcut(QKeySequence("Ctrl+W"), self)
        leave.activated.connect(lambda: self.leave() if self.bar.leave.isVisible() else None)
        self.scene.deal_finished.connect(self._update_controls)

    def _wire_session(self) -> None:
        s = self.session
        s.view_changed.connect(self._on_view)
        s.timer.connect(self._on_timer)
        s.refused.connect(self._refused)
        s.chat.connect(lambda who, text: self.panel.chat.add_message(who, text))
        s.round_over.connect(self._on_round_over)
        s.match_over.connect(self._on_match_over)
        s.connection.connect(self.set_connection)
        s.seats_changed.connect(self._seats_changed)   # the panel's table line too: names, game, blind

    # aliases kept for callers that know the bar's buttons by these names
    lay_button = property(lambda self: self.bar.lay)
    take_back_button = property(lambda self: self.bar.take_back)
    knock_button = property(lambda self: self.bar.knock)
    results_button = property(lambda self: self.bar.results)
    next_button = property(lambda self: self.bar.next)
    leave_button = property(lambda self: self.bar.leave)
    arrange_button = property(lambda self: self.bar.arrange)
    status = property(lambda self: self.bar.status)

    def _describe_table(self) -> tuple[str, str]:
        v = self.session.variant
        game = "Jolly" if v.positive_scoring else "Romm\u00e9"
        rules = self.tr("{game} \u2022 {players} \u2022 opening {points}").format(
            game=game, players=words().players(len(self.session.nicknames)), points=v.opening_points)
        extras = [self.tr("knocking on")] * v.knock + [self.tr("cards hidden from the host")] * self.session.blind
        rules = " \u2022 ".join([rules, *extras])
        return rules, target_text(v.positive_scoring, v.target_points)

    # ------------------------------------------------------------------ state
    @property
    def me(self) -> int:
        return self.session.my_seat

    @property
    def variant(self) -> Variant:
        return self.session.variant

    @property
    def current_view(self) -> Optional[View]:
        return self._view

    def turn_shown(self) -> Optional[int]:
        """Whose turn the felt shows (the turn arrow, the lit plate): like the turn's words and
        clock, a new turn is shown once the felt has come to rest after the move that gave it;
        until then the mover who made that move, or nobody while a round is dealt."""
        v = self._view
        if v is None or v.phase not in (Phase.DRAW, Phase.PLAY):
            return None
        return self._shown_turn if self.clock_gate.held else v.current

    def _turn_is_shown(self) -> None:
        """The felt came to rest: the turn's words, clock, arrow and plate follow."""
        self.refresh(animate=False)

    def my_turn(self) -> bool:
        v = self._view
        return v is not None and v.current == self.me and v.phase != Phase.OVER

    def display_hand(self) -> list[CardId]:
        staged = self.staging.cards()
        return [c for c in self.hand.cards if c not in staged]

    def hint(self) -> Optional[LayHint]:
        """The engine's lay hint, only while laying is allowed now (RULES.md §27)."""
        v = self._view
        if v is None or not self.asks.can_lay:
            return None
        cards = tuple(sorted(self.display_hand()))
        key: HintKey = (cards, tuple(m.cards for m in v.melds), v.opened[self.me], v.opened_this_turn,
                        v.taken_this_turn)
        if self._hint is None or self._hint[0] != key:
            self._hint = (key, lay_hint_for(v, cards))
        hint = self._hint[1]
        return hint if hint.can_lay else None

    def animations_idle(self) -> bool:
        """The felt is still, and the table has said whose turn it is (clock_gate.py)."""
        return not self.scene.is_animating() and not self.clock_gate.held

    @property
    def sort_preference(self) -> str:
        return str(self.settings.store.value(SORT_KEY, "suit"))

    # ------------------------------------------------------------------ session signals
    def _on_view(self, view: View) -> None:
        arrived = time.perf_counter()
        prev = self._view
        if turn_starts(prev, view, self.me):      # first, before the table redraws (issue 22: 100 ms)
            self.turn_alert.your_turn(self.session.table_name, arrived)
        new_round = prev is None or (prev.round_no, prev.dealer) != (view.round_no, view.dealer)
        if new_round and prev is not None:
            self.hand = HandOrder()
            self.staging.clear()
            self.board_visible = True
            self.panel.history.clear()
            self._logged = 0
        if not self.clock_gate.held:       # what the felt shows until this view's turn may be shown
            same_round = prev is not None and not new_round and prev.phase in (Phase.DRAW, Phase.PLAY)
            self._shown_turn = prev.current if same_round and prev is not None else None
        self._view = view
        self.clock_gate.expect(turn_changes(prev, view))
        self.asks = Asks(view)
        self.knock_window.on_view(view, self.session.bots)
        self.hand.sync(view.hand)
        if new_round:
            self.hand.sort_by(self.sort_preference)
        self.staging.keep_only(view.hand)
        if view.phase == Phase.OVER or turn_ended(prev, view, self.me):
            self.staging.clear()      # staged cards fly back into the hand with this view
        if self.focus_card is not None and self.focus_card not in view.hand:
            self.focus_card = None
        if prev is None or prev.current != view.current or prev.phase != view.phase:
            self.set_status("")
        self.refresh()
        self._logged = log_moves(self, view, self._logged)   # after the table is laid out, so a bubble finds its free spot

    def _refused(self, code: str, message: str) -> None:
        """A refusal worded by the session: a chat line's where the chat is, a move's on the felt."""
        if code in CHAT_REFUSALS:
            self.panel.chat.add_message(None, message)
        else:
            self.refuse(message)

    def _seats_changed(self) -> None:
        """The table info changed (who sits, the table's name and rules): the side panel's
        header says them again (issue 22 item 9: a watcher or a guest whose widget was made
        before the host's first table info kept "Table", "1 player" and the default target),
        then the felt."""
        self.panel.set_table(self.session.table_name, *self._describe_table())
        if self._view is not None:
            self.asks = Asks(self._view)
        self.refresh(animate=False)

    def _on_timer(self, ms: int) -> None:
        self.clock_gate.take(ms, self.session.bank_left_ms)

    def _show_clock(self, ms: int, bank_left: int) -> None:
        total = self.session.turn_ms                 # the table's limit, not the variant's default
        v = self._view
        if ms < 0 and total > 0 and v is not None and v.phase in (Phase.DRAW, Phase.PLAY):
            # A turn still on at a table with a limit has no clock only once its time ran out: its
            # least turn is coming (from the seat's own machine at a table with cards hidden from
            # the host, PROTOCOL.md §17.13) or a bot stands in. Time is up: 0:00, not "–".
            ms, bank_left = 0, -1
        elif ms < 0 and (total > 0 or v is None or v.phase == Phase.OVER):
            self.panel.stop_countdown()              # no clock runs now; "no limit" is a table's rule
            return
        self.panel.start_countdown(ms, total if total > 0 else None, bank_left, self.session.bank_ms)

    def _on_round_over(self, view: View) -> None:
        if view is not self._view:
            self._on_view(view)
        self.panel.stop_countdown()
        self.refresh(animate=False)

    def _on_match_over(self, summary: MatchSummary) -> None:
        self.match_summary = summary
        self.board_visible = True
        self.panel.chat.add_message(None, lambda: self.tr("Match over: {names} won.").format(
            names=", ".join(self.session.nickname(s) for s in summary.winners) or self.tr("nobody")))
        self.match_end.show_summary(summary, self.session.nicknames, self.session.score_history(),
                                    self.variant)
        self._place_overlays()
        self.refresh(animate=False)

    def set_connection(self, state: str) -> None:
        """Show or hide the "reconnecting…" banner (the session's ``connection`` signal)."""
        self.banner.show_state(state, self.view.width())

    def set_verification(self, ok: bool, text: Text) -> None:
        """The deal verification result for the round just ended (the main window calls this);
        ``text`` may be a callable wording it, asked again after a language switch."""
        self._verification = (ok, text)
        self.scene.board.set_verification(ok, worded(text))

    # ------------------------------------------------------------------ rendering
    def refresh(self, animate: bool = True) -> None:
        v = self._view
        if v is not None:
            self.scene.sync(snapshot_of(self, v), animate=animate)
            if self._verification is not None:
                self.scene.board.set_verification(self._verification[0], worded(self._verification[1]))
            for c, it in self.scene.cards.items():
                if self.scene.role_of(c) == HAND:
                    it.set_picked(c == self.focus_card)
        self._place_overlays()
        self._update_controls()
        self._tell_accessibility()

    def _tell_accessibility(self) -> None:
        """The table in words for screen readers: the panel's Table tab and the felt's description."""
        self.panel.table_tree.show_sections(sections(self))
        self.view.setAccessibleDescription(summary(self))

    def speak_table(self) -> None:
        """T: the screen reader says the state of the table now."""
        self._tell_accessibility()
        speak(self.view, summary(self))

    def _place_overlays(self) -> None:
        """The match's end board lies over the felt unless the player put it aside to look at
        the final table (Show table / Show results, V: issue 22 item 11)."""
        shown = self.match_summary is not None and self.board_visible
        if shown != self.match_end.isVisible():
            self.match_end.setVisible(shown)
            if not shown:
                self.view.setFocus()
        if shown:
            self.match_end.place(self.view.rect())
            self.match_end.raise_()

    def _update_controls(self) -> None:
        v, b = self._view, self.bar
        over = v is not None and v.phase == Phase.OVER
        play = self.my_turn() and v is not None and v.phase == Phase.PLAY
        if self.staging:
            ready, _ = self.staging.ready(self.asks, self.me)
            b.lay.setText(self.tr("Lay cards ({n})").format(n=self.staging.total(self.variant)))
            b.lay.setEnabled(play and ready and self.asks.can_lay)
        else:
            b.lay.setText(self.tr("Lay cards"))
            b.lay.setEnabled(play and self.hint() is not None)
        finished = self.match_summary is not None
        b.arrange.setVisible(not over)
        b.lay.setVisible(not over)
        b.take_back.setVisible(bool(self.staging) and not over)
        b.knock.setVisible(self.variant.knock and not over)
        waiting = self.knock_window.seconds_left()
        b.set_knock(self.asks.can_knock and waiting is not None, waiting)
        b.next.setVisible(over and not finished)
        b.leave.setVisible(over and finished)
        b.results.setVisible(over)
        b.results.setText(self.tr("Show table") if self.board_visible else self.tr("Show results"))
        dealing = self.scene.is_dealing()
        if v is not None and (dealing or over or waiting is not None or not self.clock_gate.held):
            turn = (self.tr("Dealing\u2026") if dealing else self.tr("Round over") if over
                    else self.tr("Waiting for knocks\u2026 {n}").format(n=waiting) if waiting is not None
                    else self.tr("Your turn") if self.my_turn()
                    else self.tr("{name}'s turn").format(name=self.session.nickname(v.current)))
            self.panel.set_turn(turn)       # held while the felt shows how the turn came (clock_gate.py)
        self._show_status()

    def set_status(self, text: str, error: bool = False) -> None:
        self.status_text, self.status_is_error = text, error
        self._show_status()


    def _show_status(self) -> None:
        if self.clock_gate.held and not self.status_text:
            return                  # the advice for the new turn comes with its words and clock
        staged = self.staging.ready(self.asks, self.me) if self.staging else None
        text = self.status_text or self.guidance_text(staged)
        self.bar.set_status(text, bool(self.status_text) and self.status_is_error)

    def guidance_text(self, staged: Optional[tuple[bool, str]] = None) -> str:
        """The status line's advice when nothing else is said (a watcher's table words it its way)."""
        return guidance(self._view, self.me, self.asks, self.session.nickname, staged,
                        self.match_summary is not None, self.knock_window.seconds_left())

    def status_line(self) -> str:
        return self.bar.status.text()

    def refuse(self, text: str, card: Optional[CardId] = None, near: Optional[QPointF] = None) -> None:
        """Say no where the player is looking: a bubble by the card (or pile), and the status line."""
        self.set_status(text, error=True)
        if card is not None:
            self.scene.restore(card)
        it = self.scene.card_item(card) if card is not None else None
        p = self.scene.placements.get(card) if card is not None else None
        if near is None:
            near = (QPointF(p.pos.x() + it.card_width / 2, p.pos.y()) if it is not None and p is not None
                    else self.scene.my_plate.scenePos() + QPointF(self.view.width() / 2, 0))
        self.scene.show_toast(text, near)
        self.refresh()

    # ------------------------------------------------------------------ keyboard
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.view and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            return handle_key(self, event)
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)    # out of the panel, back to the felt
            return
        if not handle_key(self, event):
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel.fit_width(event.size().width())
        super().resizeEvent(event)
        self._place_overlays()
