"""The main window: lobby → (waiting room) → table, and the LAN services around them.

Start-up speed (issue 15: the lobby within 0.5 s): this module imports only
what the lobby needs. The table, the host, the TLS client, the replay and the
dialogs are imported where they are first used, and the player's key
(``cryptography``) is loaded on first use, after the lobby is on screen.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any, Coroutine, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QStackedWidget

from .i18n import LANGUAGES, Retranslating, current_language, install
from .lan import LanServices
from .lobby import LobbyWidget
from .event_seating import EventSeating
from .settings import Settings
from .waiting_room import WaitingRoom

if TYPE_CHECKING:
    from protocol import TableInfo
    from protocol.discovery import ReceivedInvitation
    from protocol import Identity

    from .replay.window import ReplayWindow


class MainWindow(Retranslating, EventSeating, QMainWindow):
    closed = Signal()               # the window really closed (after any "Leave the match?")

    def __init__(self, settings: Settings, nickname: str, *, discovery: bool = True,
                 identity: Optional[Identity] = None) -> None:
        super().__init__()
        self.settings = settings
        self.nickname = nickname
        self._identity = identity
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.lobby = LobbyWidget(nickname)
        self.waiting = WaitingRoom()
        self.stack.addWidget(self.lobby)
        self.stack.addWidget(self.waiting)
        self.table = None
        self.session = None
        self.hosted = None
        self.client = None
        self._table_info: TableInfo | None = None
        self.lan = LanServices(lambda: self.identity, nickname, enabled=discovery,
                               on_table_event=self.lobby.model.apply_event,
                               on_invitation=self._invited, on_status=self.lobby.set_status,
                               on_event_event=self.lobby.events.model.apply_event)
        self.lobby.events.new_event_requested.connect(self._new_event)
        self.lobby.events.solo_requested.connect(self._solo)
        self.lobby.events.register_requested.connect(self._register_entry)
        self.lobby.events.watch_requested.connect(lambda e: self._register_entry(e, watch=True))
        self.lobby.play_now_requested.connect(self._ask_play_now)
        self.lobby.new_game_requested.connect(self._new_game)
        self.lobby.join_requested.connect(lambda e: self._spawn(self.join_entry(e)))
        self.lobby.watch_requested.connect(lambda e: self._spawn(self.join_entry(e, watch=True)))
        self.lobby.join_address_requested.connect(lambda t: self._spawn(self.join_address(t)))
        self.waiting.start_requested.connect(self._start_match)
        self.waiting.invite_requested.connect(self._invite)
        self.waiting.leave_requested.connect(lambda: self._spawn(self.leave_table()))
        self._build_menu()
        self.retranslate_now()
        from .window_place import open_inside
        open_inside(self, 1400, 880, settings.window_geometry)   # inside the screen, or as last left
        self._tasks: set[asyncio.Future[Any]] = set()
        self._again = None        # how to open the same table again (Play again)
        # This window decides when the app ends (after "Leave the match?" and a clean leave):
        # Qt must not stop the event loop under a running coroutine when it closes (issue 12).
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setQuitOnLastWindowClosed(False)
        self._close_confirmed = False

    @property
    def identity(self) -> Identity:
        """The player's key, loaded when first needed (after the lobby shows)."""
        if self._identity is None:
            from protocol import load_or_create_identity
            self._identity = load_or_create_identity()
        return self._identity

    # --- plumbing ---------------------------------------------------------------------
    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Future[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self._error(self.tr("Something went wrong"), str(task.exception()))

    def _error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()

    def _build_menu(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.play_action, self.new_game_action, self.leave_action = (QAction(self) for _ in range(3))
        for act, slot in ((self.play_action, self._ask_play_now),
                          (self.new_game_action, self._new_game),
                          (self.leave_action, lambda: self._spawn(self.leave_table()))):
            act.triggered.connect(slot)
            self.game_menu.addAction(act)
        self.record_action = QAction(self)
        self.record_action.triggered.connect(self._open_round_record)
        self.game_menu.addAction(self.record_action)
        self.four_action = QAction(self, checkable=True)
        self.four_action.setChecked(self.settings.four_colour)
        self.four_action.toggled.connect(self._four_colour)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.four_action)
        self.sound_action = QAction(self, checkable=True)      # the beep in your last 10 seconds
        self.sound_action.setChecked(self.settings.sound)
        self.sound_action.toggled.connect(lambda on: setattr(self.settings, "sound", on))
        self.view_menu.addAction(self.sound_action)
        self.info_action = QAction(self)
        self.info_action.triggered.connect(self._player_info)
        self.view_menu.addAction(self.info_action)
        self.order_menu = self.view_menu.addMenu("")
        group = QActionGroup(self)
        current = str(self.settings.store.value("table/hand_sort", "suit"))
        self.order_actions: dict[str, QAction] = {}
        for key in ("suit", "rank", "dealt"):
            act = QAction(self, checkable=True)
            act.setChecked(key == current)
            act.triggered.connect(lambda _on, key=key: self.settings.store.setValue("table/hand_sort", key))
            group.addAction(act)
            self.order_menu.addAction(act)
            self.order_actions[key] = act
        # Each language under its own name, so a player lost in a foreign one finds theirs.
        self.language_menu = self.menuBar().addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            act = QAction(name, self, checkable=True)
            act.setChecked(code == current_language())
            act.triggered.connect(lambda _on=False, code=code: self.set_language(code))
            group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.rules_action.triggered.connect(lambda: self.show_rules())
        self.help_menu.addAction(self.rules_action)
        self.keys_action = QAction(self)
        self.keys_action.triggered.connect(lambda: self.show_rules(page="keys"))
        self.help_menu.addAction(self.keys_action)

    def set_language(self, code: str) -> None:
        """Switch now (every widget retranslates itself) and remember the choice."""
        code = install(code)
        self.settings.language = code
        self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("LAN Jolly"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.play_action.setText(self.tr("Play now…"))
        self.new_game_action.setText(self.tr("New Game…"))
        self.leave_action.setText(self.tr("Leave table"))
        self.record_action.setText(self.tr("Open round record…"))
        self.view_menu.setTitle(self.tr("&View"))
        self.four_action.setText(self.tr("Four-colour deck"))
        self.sound_action.setText(self.tr("Sounds"))
        self.info_action.setText(self.tr("Player Info…"))
        self.order_menu.setTitle(self.tr("Hand order at the deal"))
        for key, text in (("suit", self.tr("By suit")), ("rank", self.tr("By rank")), ("dealt", self.tr("As dealt"))):
            self.order_actions[key].setText(text)
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("How to play…"))
        self.keys_action.setText(self.tr("Keys at the table…  (?)"))

    async def start_services(self) -> None:
        await self.lan.start()

    # --- opening and joining tables --------------------------------------------------------
    # --- dialogs ---------------------------------------------------------------------------
    def _new_game(self) -> None:
        if self.client is not None:
            return
        initial = None
        saved = self.settings.last_new_game
        from .dialogs.game_settings import NewGameSettings
        from .dialogs.new_game import NewGameDialog
        if saved:
            with contextlib.suppress(Exception):
                initial = NewGameSettings.from_dict(saved)
        dlg = NewGameDialog(self.nickname, initial, parent=self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        s = dlg.settings()
        self.settings.last_new_game = s.to_dict()
        self._spawn(self.host_table(s))

    def _invited(self, received: ReceivedInvitation) -> None:
        inv = received.invitation
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Invitation"),
                          self.tr("{nick} invites you to the table '{table}'.").format(
                              nick=inv.from_nickname, table=inv.table_name),
                          QMessageBox.StandardButton.NoButton, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        accept = box.addButton(self.tr("Accept"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Decline"), QMessageBox.ButtonRole.RejectRole)

        def done() -> None:
            if box.clickedButton() is accept:
                self._spawn(self.join(inv.table_address, inv.table_port, invite=inv.token,
                                      fingerprint=inv.table_fingerprint))
        box.finished.connect(done)
        box.open()

    def _invite(self) -> None:
        """The Invite dialog: people seen on the LAN, or none; always the link to copy."""
        from .dialogs.invite import open_invite
        self.invite_dialog = open_invite(self)

    def _player_info(self) -> None:
        from .dialogs.player_info import PlayerInfoDialog
        PlayerInfoDialog(self.nickname, self.identity, self.settings, parent=self,
                         table_info=self._table_info if self.client is not None else None).open()

    def _open_round_record(self) -> None:
        """Open a round record file, this client's or one another player shared, in the replay."""
        from PySide6.QtWidgets import QFileDialog
        from protocol import inside, resolve_data_dir
        folder = str(inside(resolve_data_dir(None), "records"))
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open round record"), folder,
                                              self.tr("Round records (*.json)"))
        if path:
            self.open_replay(path)

    def _replay_round(self, round_index: int) -> None:
        """The score sheet's "Replay round": the record this client kept of that round."""
        game = self.client.game if self.client is not None else None
        paths = [p for p in (game.saved if game is not None else []) if p.stem.endswith(f"-round{round_index:03d}")]
        if not paths:
            self._error(self.tr("Replay"), self.tr("This client kept no record of round {n}.").format(n=round_index + 1))
            return
        self.open_replay(str(paths[-1]), self.session.nicknames if self.session is not None else None)

    def open_replay(self, path: str, names: Optional[list[str]] = None) -> ReplayWindow:
        from .replay.window import ReplayWindow
        win = ReplayWindow(path, names, four_colour=self.settings.four_colour, parent=self)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        win.show()
        return win

    def _four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        if self.table is not None:
            self.table.set_four_colour(on)

    # --- closing -------------------------------------------------------------------------
    async def shutdown(self) -> None:
        await self.leave_event()
        await self.leave_table()
        await self.lan.close()

    def _ask_play_now(self) -> None:
        """Play now: pick the game and the match length (a multi-round default), then play."""
        from .dialogs.play_now import PlayNowDialog
        if self.client is not None:
            return
        dlg = PlayNowDialog(parent=self)
        dlg.accepted.connect(lambda: self._spawn(self.play_now(dlg.variant(), dlg.bots())))
        self.play_now_dialog = dlg
        dlg.open()

    def show_rules(self, page: str = "") -> None:
        """How to play, on the game being played (or on ``page``: "keys")."""
        from .rules_window import RulesWindow
        game = "romme" if self.session is not None and not self.session.variant.positive_scoring else "jolly"
        self.rules_window = RulesWindow(page or game, self)
        self.rules_window.show()

    def ask_to_close(self) -> None:
        """"Leave the match?" (Stay / Leave and close); leaving closes the window, and the
        app then leaves the table cleanly (a host's table closes and its guests are told)."""
        from .dialogs.invite import leave_box

        def leave() -> None:
            self._close_confirmed = True
            self.close()
        self.leave_box = leave_box(self, self.hosted is not None, leave)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Any close while seated asks first, whoever sends it: the window manager's close
        button, the desktop session ending, or code (Qt marks only some of them spontaneous;
        the offscreen platform none). Only "Leave and close" itself closes at once."""
        if self.client is not None and not self._close_confirmed:
            event.ignore()
            box = getattr(self, "leave_box", None)
            if box is None or not box.isVisible():        # a second close press: one question
                self.ask_to_close()
            return
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        super().closeEvent(event)
        self.closed.emit()
