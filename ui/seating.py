"""Sitting at tables: practice, hosting, joining, watching, leaving, playing again.

A part of the main window (a mixin of :class:`ui.main_window.MainWindow`), kept
apart so that each module has one job. Everything a table needs (the TLS
client, the in-process host, the table widget) is imported inside the method
that first needs it: the lobby must be on screen before any of it loads
(issue 15's start-up goal).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any, Callable, Coroutine, Optional

from PySide6.QtWidgets import QMainWindow, QStackedWidget

from lanjolly.variants import JOLLY, Variant

from .plaintext import ask_text

if TYPE_CHECKING:
    from protocol import Identity, TableClient, TableInfo
    from protocol.discovery import TableEntry

    from .dialogs.game_settings import NewGameSettings
    from .hosting import HostedTable
    from .lan import LanServices
    from .lobby import LobbyWidget
    from .net_session import NetworkSession
    from .settings import Settings
    from .table.table_widget import TableWidget
    from .waiting_room import WaitingRoom

    class _Window(QMainWindow):
        """What the main window provides to this part (for the type checker only)."""

        @property
        def identity(self) -> Identity: ...
        def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None: ...
        def _error(self, title: str, text: str) -> None: ...
        def _invite(self) -> None: ...
        def _player_info(self) -> None: ...
        def _replay_round(self, round_index: int) -> None: ...
        def show_rules(self, page: str = "") -> None: ...
        def open_replay(self, path: str, names: Optional[list[str]] = None) -> Any: ...
else:
    _Window = object


class TableSitting(_Window):
    """The table half of the main window; the window provides the attributes below."""

    settings: Settings
    nickname: str
    stack: QStackedWidget
    lobby: LobbyWidget
    waiting: WaitingRoom
    lan: LanServices
    table: Optional[TableWidget]
    session: Optional[NetworkSession]
    hosted: Optional[HostedTable]
    client: Optional[TableClient]
    _table_info: TableInfo | None
    _again: Optional[Callable[[], Coroutine[Any, Any, None]]]

    async def play_now(self, variant: Variant = JOLLY, bots: tuple[str, ...] = ("normal",) * 3,
                       seed: Optional[int] = None) -> None:
        """A practice table against bots: loopback only, nothing announced."""
        from .hosting import open_table, practice_config, practice_name
        if self.client is not None:
            return
        config = practice_config(self.nickname, variant, bots, owner=self.identity.fingerprint, seed=seed)
        self._again = lambda: self.play_now(variant, bots)
        self.lobby.set_status(lambda: self.tr("Opening a practice table…"))
        self.hosted = await open_table(config, self.identity, self.nickname, lan=False)
        self._attach(self.hosted.client, config.variant)
        if self.session is not None:
            nick = self.nickname
            self.session.name_words = lambda: practice_name(nick)

    async def host_table(self, s: NewGameSettings) -> None:
        from protocol import TableConfig

        from .dialogs.game_settings import Access
        from lanjolly.turnclock import BANK_MS
        from .hosting import BETWEEN_ROUNDS_MS, BOT_DELAY_MS, open_table
        self._again = lambda: self.host_table(s)
        bots: list[Optional[str]] = [None, *(c.value if c.is_bot else None for c in s.other_seats)]
        config = TableConfig(name=s.table_name, variant=s.variant(), seats=s.seats, bots=tuple(bots),
                             bot_delay_ms=BOT_DELAY_MS, between_rounds_ms=BETWEEN_ROUNDS_MS,
                             owner=self.identity.fingerprint, watchers=s.watchers, watcher_chat=s.watcher_chat,
                             watchers_may_sit=s.watchers_may_sit, show_moves=True, bank_ms=BANK_MS,
                             blind=s.blind, host_player=self.identity.fingerprint)
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
            pin = await ask_text(self, self.tr("Private table"), self.tr("PIN for '{table}':").format(table=a.name))
            if pin is None:
                return
        await self.join(entry.address or "", a.port, pin=pin, watch=watch)

    def open_link(self, link: str) -> None:
        """Join the table an invite link names. The link came from outside (a browser, a chat),
        so a bad one is said in a message box, never raised."""
        from protocol.discovery import LinkError, parse_invite_link
        try:
            target = parse_invite_link(link)
        except (LinkError, ValueError) as e:
            self._error(self.tr("Could not join"), str(e))
            return
        self._spawn(self.join(target.host, target.port, invite=target.token, fingerprint=target.fingerprint))

    async def join_address(self, target: dict[str, Any]) -> None:
        await self.join(target["host"], target["port"], pin=target.get("pin"), invite=target.get("token"),
                        fingerprint=target.get("fingerprint"))

    async def join(self, host: str, port: int, *, pin: Optional[str] = None,
                   invite: Optional[str] = None, fingerprint: Optional[str] = None, watch: bool = False) -> None:
        """Sit down at a table (or only look on: ``watch``); ``fingerprint`` (from a link or an
        invitation) must match the host's key."""
        from protocol import ConnectError, TableClient

        from .i18n.host_text import host_text
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
        info = client.game.info if client.game else None
        self._attach(client, info.variant if info is not None else JOLLY)

    def _attach(self, client: TableClient, variant: Variant) -> None:
        from .dialogs.player_info import add_stats
        from .net_session import NetworkSession, seat_info_from_table
        from .table.session import SeatInfo
        self.client = client
        seats = SeatInfo([self.nickname], 0, self.tr("Table"))
        game = client.game
        if game is not None and game.info:
            seats = seat_info_from_table(game.info, game.seat)
        self.session = NetworkSession(client, variant, seats, self)
        self.session.table_info.connect(self._table_info_changed)
        self.session.view_changed.connect(self._first_view)
        self.session.round_over.connect(lambda _v: add_stats(self.settings, rounds_played=1))
        self.session.round_over.connect(self._history_round)
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
        from .table.table_widget import TableWidget
        from .watching import WatchTable, strip_for
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
        table.keys_requested.connect(lambda: self.show_rules(page="keys"))
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

    def _table_info_changed(self, info: TableInfo) -> None:
        from protocol import short_code_of

        from .watching import WatchTable
        self._table_info = info
        game = self.client.game if self.client is not None else None
        if isinstance(self.table, WatchTable) and game is not None and game.seat is not None:
            self._sat_down()
        address = ""
        if self.hosted is not None:
            ip, port = self._table_address()
            address = f"{ip}:{port}"
        fp = self.client.host_fingerprint if self.client else None
        self.waiting.set_info(info, address, short_code_of(fp) if fp else "")

    def _first_view(self, view: Any) -> None:
        if self.table is not None and self.stack.currentWidget() is not self.table:
            self.stack.setCurrentWidget(self.table)

    def _match_over(self, summary: Any) -> None:
        from .dialogs.player_info import add_stats
        me = self.session.my_seat if self.session is not None else -1
        add_stats(self.settings, matches_played=1, matches_won=int(me in summary.winners))
        seats = self._history_seats()
        if seats and self.session is not None:
            from .player_history import PlayerHistory
            PlayerHistory().add_match(self.session.variant.game.value, seats, summary.winners)

    def _history_seats(self) -> list[dict[str, Any]]:
        """The seats to keep a record of: the table's, when this window plays at it (a watcher
        keeps none: the history is of the people one played with)."""
        game = self.client.game if self.client is not None else None
        info = self._table_info
        if game is None or game.seat is None or info is None:
            return []
        return [s.to_wire() for s in info.seats]

    def _history_round(self, view: Any) -> None:
        seats = self._history_seats()
        if seats and self.session is not None and view.result is not None:
            from .player_history import PlayerHistory
            PlayerHistory().add_round(self.session.variant.game.value, seats, view.result.points())

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

    async def invite_person(self, person: Any) -> None:
        """Send one player seen on the LAN a signed invitation with a token made for them."""
        if self.hosted is None:
            return
        token = self.hosted.host.make_invite(person.advert.fingerprint)
        own_address = self.lan.own_address_for(person.address or "")
        await self.lan.invite(person, own_address or self.hosted.address[0], self.hosted.address[1], token,
                              (self._table_info.name if self._table_info else "") or self.tr("Table"))
        self.lobby.set_status(self.tr("Invited {nick}.").format(nick=person.advert.nickname))

    def _play_again(self) -> None:
        """A new match with the same settings: leave this table, open the same again."""
        again = self._again

        async def go() -> None:
            await self.leave_table()
            if again is not None:
                await again()
        self._spawn(go())

