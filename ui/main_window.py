"""The main window: lobby → (waiting room) → table, and the LAN services around them."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, Coroutine, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMainWindow, QMessageBox, QStackedWidget

from lanjolly.variants import JOLLY, Variant
from protocol.discovery import ReceivedInvitation, TableEntry
from protocol.identity import Identity, load_or_create_identity
from protocol import ConnectError, TableClient
from protocol.table import TableConfig

from .dialogs.game_settings import Access, NewGameSettings
from .dialogs.new_game import NewGameDialog
from .dialogs.player_info import PlayerInfoDialog, add_stats
from .i18n import LANGUAGES, Retranslating, current_language, install
from .i18n.host_text import host_text
from .hosting import BETWEEN_ROUNDS_MS, BOT_DELAY_MS, HostedTable, open_table, practice_config
from .lan import LanServices
from .lobby import LobbyWidget
from .net_session import NetworkSession, seat_info_from_table
from .replay.window import ReplayWindow
from .settings import Settings
from .table.session import SeatInfo
from .table.table_widget import TableWidget
from .waiting_room import WaitingRoom
from .watching import WatchTable, strip_for


class MainWindow(Retranslating, QMainWindow):
    closed = Signal()               # the window really closed (after any "Leave the match?")

    def __init__(self, settings: Settings, nickname: str, *, discovery: bool = True,
                 identity: Optional[Identity] = None) -> None:
        super().__init__()
        self.settings = settings
        self.nickname = nickname
        self.identity = identity or load_or_create_identity()
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.lobby = LobbyWidget(nickname)
        self.waiting = WaitingRoom()
        self.stack.addWidget(self.lobby)
        self.stack.addWidget(self.waiting)
        self.table: Optional[TableWidget] = None
        self.session: Optional[NetworkSession] = None
        self.hosted: Optional[HostedTable] = None
        self.client: Optional[TableClient] = None
        self._table_info: dict[str, Any] = {}
        self.lan = LanServices(self.identity, nickname, enabled=discovery,
                               on_table_event=self.lobby.model.apply_event,
                               on_invitation=self._invited, on_status=self.lobby.set_status)
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
        self.resize(1400, 880)
        geometry = settings.window_geometry
        if geometry:
            self.restoreGeometry(geometry)
        self._tasks: set[asyncio.Future[Any]] = set()
        self._again: Optional[Any] = None        # how to open the same table again (Play again)
        # This window decides when the app ends (after "Leave the match?" and a clean leave):
        # Qt must not stop the event loop under a running coroutine when it closes (issue 12).
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setQuitOnLastWindowClosed(False)
        self._close_confirmed = False

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
        self.rules_action.triggered.connect(self.show_rules)
        self.help_menu.addAction(self.rules_action)

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
        self.info_action.setText(self.tr("Player Info…"))
        self.order_menu.setTitle(self.tr("Hand order at the deal"))
        for key, text in (("suit", self.tr("By suit")), ("rank", self.tr("By rank")), ("dealt", self.tr("As dealt"))):
            self.order_actions[key].setText(text)
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("How to play…"))

    async def start_services(self) -> None:
        await self.lan.start()

    # --- opening and joining tables --------------------------------------------------------
    async def play_now(self, variant: Variant = JOLLY, bots: tuple[str, ...] = ("normal",) * 3,
                       seed: Optional[int] = None) -> None:
        """A practice table against bots: loopback only, nothing announced."""
        if self.client is not None:
            return
        config = practice_config(self.nickname, variant, bots, owner=self.identity.fingerprint, seed=seed)
        self._again = lambda: self.play_now(variant, bots)
        self.lobby.set_status(lambda: self.tr("Opening a practice table…"))
        self.hosted = await open_table(config, self.identity, self.nickname, lan=False)
        self._attach(self.hosted.client, config.variant)

    async def host_table(self, s: NewGameSettings) -> None:
        self._again = lambda: self.host_table(s)
        bots: list[Optional[str]] = [None, *(c.value if c.is_bot else None for c in s.other_seats)]
        config = TableConfig(name=s.table_name, variant=s.variant(), seats=s.seats, bots=tuple(bots),
                             bot_delay_ms=BOT_DELAY_MS, between_rounds_ms=BETWEEN_ROUNDS_MS,
                             owner=self.identity.fingerprint, watchers=s.watchers, watcher_chat=s.watcher_chat,
                             watchers_may_sit=s.watchers_may_sit)
        self.hosted = await open_table(config, self.identity, self.nickname, lan=True,
                                       pin=s.pin if s.access is Access.PASSWORD else None,
                                       invite_only=s.access is Access.INVITED)
        self.hosted.host.on_change = lambda info: self._spawn(self.lan.announce(info, self.nickname))
        await self.lan.announce(self.hosted.host.info(), self.nickname)
        self._attach(self.hosted.client, config.variant)

    async def join_entry(self, entry: TableEntry, watch: bool = False) -> None:
        a = entry.advert
        if entry.pin_mismatch:
            self._error(self.tr("Host key changed"),
                        self.tr("The table '{table}' is signed with a different key than when you last played "
                                "with {host}. Someone may be impersonating that host. Not joining.").format(
                            table=a.name, host=a.host))
            return
        pin = None
        if a.privacy == "password":
            pin, ok = QInputDialog.getText(self, self.tr("Private table"),
                                           self.tr("PIN for '{table}':").format(table=a.name))
            if not ok:
                return
        await self.join(entry.address or "", a.port, pin=pin, watch=watch)

    async def join_address(self, target: dict[str, Any]) -> None:
        await self.join(target["host"], target["port"], pin=target.get("pin"), invite=target.get("token"),
                        fingerprint=target.get("fingerprint"))

    async def join(self, host: str, port: int, *, pin: Optional[str] = None,
                   invite: Optional[str] = None, fingerprint: Optional[str] = None, watch: bool = False) -> None:
        """Sit down at a table (or only look on: ``watch``); ``fingerprint`` (from a link or an
        invitation) must match the host's key."""
        if self.client is not None:
            return
        client = TableClient(host, port, nick=self.nickname, identity=self.identity, pin=pin, invite=invite,
                             watch=watch)
        try:
            await client.connect()
        except ConnectError as e:
            self._error(self.tr("Could not watch") if watch else self.tr("Could not join"),
                        host_text().handshake(e.code, str(e)))
            return
        except (OSError, asyncio.TimeoutError) as e:
            self._error(self.tr("Could not watch") if watch else self.tr("Could not join"),
                        str(e) or self.tr("The host did not answer."))
            return
        if fingerprint and client.host_fingerprint != fingerprint.lower():
            await client.close()
            self._error(self.tr("Not the table you were invited to"),
                        self.tr("The host at {address} has a different key than the invitation names. "
                                "Someone may be impersonating it. Not joining.").format(address=f"{host}:{port}"))
            return
        variant = JOLLY
        info = client.game.info if client.game and client.game.info else None
        if info and isinstance(info.get("variant"), dict):
            with contextlib.suppress(Exception):
                variant = Variant.from_dict(info["variant"])
        self._attach(client, variant)

    def _attach(self, client: TableClient, variant: Variant) -> None:
        self.client = client
        seats = SeatInfo([self.nickname], 0, self.tr("Table"))
        game = client.game
        if game is not None and game.info:
            seats = seat_info_from_table(game.info, game.seat)
        self.session = NetworkSession(client, variant, seats, self)
        self.session.table_info.connect(self._table_info_changed)
        self.session.view_changed.connect(self._first_view)
        self.session.round_over.connect(lambda _v: add_stats(self.settings, rounds_played=1))
        self.session.match_over.connect(self._match_over)
        self._make_table(watching=game is not None and game.seat is None)
        owner = self.hosted is not None
        self.waiting.set_owner(owner)
        if game is not None and game.info:
            self._table_info_changed(game.info)
        if game is not None and game.view is not None:
            self.session.view_changed.emit(game.view)
        else:
            self.stack.setCurrentWidget(self.waiting)

    def _make_table(self, watching: bool) -> None:
        """The table widget for the session: read-only while watching (``ui/watching.py``)."""
        assert self.session is not None and self.client is not None
        table = WatchTable(self.session, self.settings) if watching else TableWidget(self.session, self.settings)
        self.table = table
        strip = strip_for(table)
        self.session.table_info.connect(strip.set_info)
        info = self.client.game.info if self.client.game is not None else None
        if info:
            strip.set_info(info)
        if isinstance(table, WatchTable):
            self.session.table_info.connect(table.set_info)
            table.take_seat_requested.connect(self.session.take_seat)
            if info:
                table.set_info(info)
        table.replay_requested.connect(self._replay_round)
        table.left.connect(lambda: self._spawn(self.leave_table()))
        table.invite_requested.connect(self._invite)
        table.player_info_requested.connect(self._player_info)
        table.play_again_requested.connect(self._play_again)
        table.match_end.again_button.setVisible(self.hosted is not None)
        self.session.verification.connect(table.set_verification)
        self.stack.addWidget(table)

    def _sat_down(self) -> None:
        """A watcher took a seat between rounds: a fresh session and the player's table replace
        the read-only ones (the old pair is dropped whole, so nothing of it reacts any more)."""
        old_table, old_session = self.table, self.session
        assert self.client is not None and old_session is not None
        self._attach(self.client, old_session.variant)
        assert self.session is not None
        for points in old_session.score_history():
            self.session.record_round(points)
        old_session.deleteLater()
        if old_table is not None:
            self.stack.removeWidget(old_table)
            old_table.deleteLater()

    def _table_info_changed(self, info: dict[str, Any]) -> None:
        self._table_info = info
        game = self.client.game if self.client is not None else None
        if isinstance(self.table, WatchTable) and game is not None and game.seat is not None:
            self._sat_down()
        address = ""
        if self.hosted is not None:
            ip, port = self._table_address()
            address = f"{ip}:{port}"
        from protocol.identity import short_code_of
        fp = self.client.host_fingerprint if self.client else None
        self.waiting.set_info(info, address, short_code_of(fp) if fp else "")

    def _first_view(self, view: Any) -> None:
        if self.table is not None and self.stack.currentWidget() is not self.table:
            self.stack.setCurrentWidget(self.table)

    def _match_over(self, summary: Any) -> None:
        me = self.session.my_seat if self.session is not None else -1
        add_stats(self.settings, matches_played=1, matches_won=int(me in summary.winners))

    def _start_match(self) -> None:
        if self.client is not None:
            with contextlib.suppress(ConnectionError):
                self.client.start_match()

    async def leave_table(self) -> None:
        session, hosted, client = self.session, self.hosted, self.client
        self.session = self.hosted = self.client = None
        if session is not None:
            session.leave()
        elif client is not None:
            await client.close()
        if hosted is not None:
            await self.lan.withdraw()
            await hosted.host.close()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.stack.setCurrentWidget(self.lobby)
        self.lobby.set_status(lambda: self.tr("Back in the lobby."))

    # --- dialogs ---------------------------------------------------------------------------
    def _new_game(self) -> None:
        if self.client is not None:
            return
        initial = None
        saved = self.settings.last_new_game
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

    def _table_address(self) -> tuple[str, int]:
        """The address others on the LAN would use for the table this window sits at."""
        if self.hosted is not None:
            ip, port = self.hosted.address[0], self.hosted.address[1]
            if ip in ("0.0.0.0", "::"):
                # Listening everywhere: the kernel's choice of source address (no packet is sent).
                import socket
                ip = self.lan.own_address_for("192.0.2.1") or socket.gethostname()
            return ip, port
        if self.client is not None:
            return self.client.host, self.client.port
        return "", 0

    def _invite(self) -> None:
        """The Invite dialog: people seen on the LAN, or none; always the link to copy."""
        from .dialogs.invite import open_invite
        self.invite_dialog = open_invite(self)

    async def invite_person(self, person: Any) -> None:
        """Send one player seen on the LAN a signed invitation with a token made for them."""
        if self.hosted is None:
            return
        token = self.hosted.host.make_invite(person.advert.fingerprint)
        own_address = self.lan.own_address_for(person.address or "")
        await self.lan.invite(person, own_address or self.hosted.address[0], self.hosted.address[1], token,
                              str(self._table_info.get("name") or self.tr("Table")))
        self.lobby.set_status(self.tr("Invited {nick}.").format(nick=person.advert.nickname))

    def _player_info(self) -> None:
        PlayerInfoDialog(self.nickname, self.identity, self.settings, parent=self,
                         table_info=self._table_info if self.client is not None else None).open()

    def _open_round_record(self) -> None:
        """Open a round record file, this client's or one another player shared, in the replay."""
        from PySide6.QtWidgets import QFileDialog
        from protocol.datadir import resolve_data_dir
        folder = str(resolve_data_dir(None) / "records")
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
        await self.leave_table()
        await self.lan.close()

    def _ask_play_now(self) -> None:
        """Play now: pick the game and the match length (a multi-round default), then play."""
        from .dialogs.play_now import PlayNowDialog
        if self.client is not None:
            return
        dlg = PlayNowDialog(parent=self)
        dlg.accepted.connect(lambda: self._spawn(self.play_now(dlg.variant())))
        self.play_now_dialog = dlg
        dlg.open()

    def _play_again(self) -> None:
        """A new match with the same settings: leave this table, open the same again."""
        again = self._again

        async def go() -> None:
            await self.leave_table()
            if again is not None:
                await again()
        self._spawn(go())

    def show_rules(self) -> None:
        from .rules_window import RulesWindow
        game = "romme" if self.session is not None and not self.session.variant.positive_scoring else "jolly"
        self.rules_window = RulesWindow(game, self)
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
