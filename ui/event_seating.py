"""Duplicate events from the game window: organise one, register, play its boards, see the standings.

A part of the main window (a mixin of :class:`ui.main_window.MainWindow`, as
``ui/seating.py`` is). The organiser's process runs inside this client when
it opens an event (``protocol.organiser``), and the organiser registers and
plays like everyone else, through its own connections. A player's
``EventPlayer`` keeps the desk connection and hands each round's table
connection to the usual table view (``TableSitting._attach``); between boards the
event room shows the standings this client computed itself.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from lanjolly.duplicate import Place
from lanjolly.round import Phase
from lanjolly.variants import Variant

from .event_room import EventRoom
from .seating import TableSitting

if TYPE_CHECKING:
    from protocol import TableClient
    from protocol.discovery import EventEntry
    from protocol import SeatAssigned
    from protocol import EventPlayer
    from protocol import Organiser


class EventSeating(TableSitting):
    """The event half of the main window."""

    event_room: Optional[EventRoom] = None
    event_player: Optional[EventPlayer] = None
    organiser: Optional[Organiser] = None
    _scored_upto = -1                  # the last board published: its late moves do not bring its table back

    # --- opening, registering, leaving ------------------------------------------------------
    def _new_event(self) -> None:
        from .dialogs.new_event import NewEventDialog
        if self.event_player is not None or self.client is not None:
            return
        dlg = NewEventDialog(self.nickname, parent=self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self._spawn(self.open_event(dlg.choices()))

    async def open_event(self, choices: dict[str, Any], *, lan: bool = True) -> None:
        """Open an event's desk in this process, announce it, and register as its first player."""
        from protocol import resolve_data_dir
        from protocol import EventConfig
        from protocol import EventDesk
        from protocol import EventJournal
        from protocol import Organiser

        from .hosting import bind_address
        config = EventConfig(**{"pause_ms": 8_000, "gather_ms": 30_000, "bot_delay_ms": 600, **choices})
        out = resolve_data_dir(None) / "events" / config.event_id
        org = Organiser(EventDesk(config, EventJournal(out / "event.sqlite")), self.identity, out, bind=bind_address(lan))
        _, port = await org.start(None)
        self.organiser = org
        if lan:
            fp = self.identity.fingerprint
            org.on_info = lambda: self._spawn(self.lan.announce_event(org.desk.info(), self.nickname, fp, port))
            await self.lan.announce_event(org.desk.info(), self.nickname, fp, port)
        await self.join_event("127.0.0.1", port)

    def _register_entry(self, entry: EventEntry, watch: bool = False) -> None:
        if self.event_player is None and self.client is None:
            self._spawn(self.join_event(entry.address or "", entry.advert.port, watch=watch))

    async def join_event(self, host: str, port: int, watch: bool = False) -> None:
        from protocol import ConnectError
        from protocol import EventPlayer

        from .i18n.host_text import host_text
        player = EventPlayer(host, port, nick=self.nickname, identity=self.identity, watch=watch,
                             on_desk=self._on_desk, on_table=self._event_table)
        try:
            await player.connect()
        except (ConnectError, OSError, ValueError) as e:
            self._error(self.tr("Could not register"), host_text().handshake(getattr(e, "code", ""), str(e)))
            await player.close()
            return
        self.event_player = player
        self._scored_upto = -1
        room = self._room()
        room.me = self.identity.fingerprint
        shown = host
        if self.organiser is not None and host in ("127.0.0.1", "::1"):
            shown = self.lan.own_address_for("192.0.2.1") or host    # what the others on the LAN type
        room.set_address(f"[{shown}]:{port}" if ":" in shown else f"{shown}:{port}")
        room.set_info(player.game.event or {} if player.game else {}, self.organiser is not None)
        self.stack.setCurrentWidget(room)
        self._spawn(player.run())

    def _room(self) -> EventRoom:
        if self.event_room is None:
            room = EventRoom()
            room.start_requested.connect(self._start_event)
            room.leave_requested.connect(self._ask_leave_event)
            room.replay_requested.connect(self._replay_board)
            room.save_requested.connect(self._save_results)
            room.table_requested.connect(self._back_to_table)
            self.stack.addWidget(room)
            self.event_room = room
        return self.event_room

    def _back_to_table(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)

    async def leave_table(self) -> None:
        """Leaving the table of an event leaves the event (a bot plays the seat on)."""
        if self.event_player is not None:
            await self.leave_event()
        else:
            await super().leave_table()

    def _first_view(self, view: Any) -> None:
        """At an event, the standings stay up between boards: only a board in play brings the table back
        (a table's last move may arrive after the desk published the board, over the other connection)."""
        if (self.event_player is not None and self.stack.currentWidget() is self.event_room
                and (view.phase is Phase.OVER or view.round_no <= self._scored_upto)):
            return          # a late move of a board already published: the standings stay up
        super()._first_view(view)

    def _start_event(self) -> None:
        if self.organiser is not None:
            self.organiser.close_registration()

    def _ask_leave_event(self) -> None:
        if self.organiser is None or self.organiser.finished.is_set():
            self._spawn(self.leave_event())
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave the event"),
                          self.tr("You organise this event: leaving ends it for everyone. Leave?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.accepted.connect(lambda: self._spawn(self.leave_event()))
        box.open()
        self.leave_event_box = box

    async def leave_event(self) -> None:
        player, org = self.event_player, self.organiser
        if player is None and org is None:
            return
        self.event_player = self.organiser = None
        if player is not None:
            await player.close()
        self._drop_table()
        if org is not None:
            await self.lan.withdraw_event()
            await org.close()
        if self.event_room is not None:
            self.stack.removeWidget(self.event_room)
            self.event_room.deleteLater()
            self.event_room = None
        self.stack.setCurrentWidget(self.lobby)

    # --- the desk's news -----------------------------------------------------------------
    def _on_desk(self, ev: Any) -> None:
        from protocol import ConnectionLost
        from protocol import BoardScored, BoardsFixed, EventOver, EventUnverified, EventUpdated
        from protocol import BoardChecked
        room = self.event_room
        if room is None:
            return
        if isinstance(ev, EventUpdated):
            room.set_info(ev.info, self.organiser is not None)
        elif isinstance(ev, BoardsFixed):
            room.set_digest(ev.digest)
        elif isinstance(ev, (BoardScored, EventOver)):
            self._scored_upto = max(self._scored_upto, getattr(ev, "board", -1))
            self._show_standings()
        elif isinstance(ev, BoardChecked) and self.session is not None:
            self.session.verification.emit(ev.ok, self.tr("Deal verified against the published board")
                                           if ev.ok else self.tr("This deal could not be verified: {why}").format(
                                               why=ev.text))
        elif isinstance(ev, EventUnverified):
            self._error(self.tr("This event could not be verified"), ev.text)
        elif isinstance(ev, ConnectionLost) and ev.final:
            room.status.setText(self.tr("The connection to the event was lost: {why}").format(why=ev.reason))

    def _show_standings(self) -> None:
        """Between boards, and at the end: the standings this client computed from the published boards."""
        player, room = self.event_player, self.event_room
        game = player.game if player is not None else None
        if room is None or game is None or game.event is None:
            return
        rec = game.event_record()
        me = next(((p["home"], p["seat"]) for p in rec["players"] if p["fp"] == self.identity.fingerprint), None)
        published = [(b["board"], t["table"]) for b in rec["boards"] for t in b["tables"]]
        room.set_sheet(game.sheet() if rec["boards"] else None, Place(*me) if me else None, published)
        self.stack.setCurrentWidget(room)

    # --- the tables ---------------------------------------------------------------------------
    async def _event_table(self, client: TableClient, seat: SeatAssigned) -> None:
        """A new round of boards: this player's new table replaces the old one on screen."""
        self._drop_table()
        variant = Variant.from_dict((self.event_player.game.event or {})["variant"]) \
            if self.event_player is not None and self.event_player.game is not None else None
        if variant is None:
            return
        self._attach(client, variant)
        if self.event_room is not None:
            self.event_room.set_seat(self.tr("You play at table {t}, seat {s}.").format(t=seat.table + 1,
                                                                                        s=seat.seat + 1))
            view = client.game.view if client.game is not None else None
            if view is None or view.phase is Phase.OVER:       # the standings until the round's first board
                self.stack.setCurrentWidget(self.event_room)

    def _drop_table(self) -> None:
        """Take the table view away without leaving the event (its connection is the EventPlayer's, which
        closes it): nothing the old connection still says reaches the widgets being deleted."""
        if self.client is not None:
            self.client.on_event = None
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.table = self.session = self.client = None

    def _replay_board(self, board: int, table: int) -> None:
        """Any published board at any table, on the replay table (checked like any round record)."""
        from protocol import replay_event_record
        game = self.event_player.game if self.event_player is not None else None
        if game is None or game.folder is None:
            return
        rec = game.event_record()
        b = next(x for x in rec["boards"] if x["board"] == board)
        t = next(x for x in b["tables"] if x["table"] == table)
        rr = replay_event_record(rec, b, t)
        path = game.folder / f"board{board + 1:02d}-table{table + 1}.json"
        path.write_text(json.dumps(rr), encoding="utf-8")
        self.open_replay(str(path), list(rr["names"]))

    def _save_results(self) -> None:
        """The results as files a person opens: results.html, boards.csv, standings.csv and event.json."""
        from pathlib import Path

        from protocol import write_event_results
        game = self.event_player.game if self.event_player is not None else None
        if game is None or game.event is None:
            return
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save the results in"))
        if folder:
            paths = write_event_results(Path(folder), game.event_record())
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Results saved"),
                              self.tr("Saved {files}.").format(files=", ".join(str(p) for p in paths)),
                              parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.open()

    # --- a board set alone -------------------------------------------------------------------
    def _solo(self) -> None:
        from .dialogs.solo import SoloDialog
        if self.event_player is not None or self.client is not None:
            return
        dlg = SoloDialog(parent=self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self._spawn(self.play_solo(dlg.code.text(), dlg.variant(), dlg.seats.value(), dlg.boards.value(),
                                       str(dlg.bots.currentData())))

    async def play_solo(self, code: str, variant: Variant, seats: int, boards: int, bots: str,
                        pause_ms: Optional[int] = None, bot_delay_ms: Optional[int] = None) -> None:
        """The board set on a loopback table of this process, the player in seat 1 (PROTOCOL.md §18.8);
        the next board comes when the player presses Next (or ``pause_ms`` runs out)."""
        from protocol import Host, TableClient
        from protocol import SoloGame, clean_solo_code, solo_table

        from .hosting import BETWEEN_ROUNDS_MS, BOT_DELAY_MS, HostedTable
        code = clean_solo_code(code)
        table = solo_table(code, variant, seats, boards, bots, self.identity.fingerprint, self.nickname,
                           pause_ms=BETWEEN_ROUNDS_MS if pause_ms is None else pause_ms,
                           bot_delay_ms=BOT_DELAY_MS if bot_delay_ms is None else bot_delay_ms)
        host = Host(table.config, self.identity, table=table.table)
        address = await host.start("127.0.0.1", 0)
        client = TableClient("127.0.0.1", address[1], nick=self.nickname, identity=self.identity)
        client.game = SoloGame(table.event_id, table.table_id, None, self.identity.fingerprint)
        await client.connect()
        self.hosted = HostedTable(host, client, address)
        self._again = lambda: self.play_solo(code, variant, seats, boards, bots)
        self._attach(client, variant)
        assert self.session is not None
        self.session.match_over.connect(lambda _summary: self._solo_done(table, code))

    def _solo_done(self, table: Any, code: str) -> None:
        """The set is played: the result as a small file to share, and the offer to compare."""
        from protocol import resolve_data_dir
        from protocol import solo_result
        from protocol import solo_result_name
        folder = resolve_data_dir(None) / "solo"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / solo_result_name(code, self.nickname)
        path.write_text(json.dumps(solo_result(table, code, self.nickname)), encoding="utf-8")
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Board set played"),
                          self.tr("Your result is saved in {path}. Send it to friends who play the code '{code}', "
                                  "and compare theirs with yours.").format(path=str(path), code=code),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        compare = box.addButton(self.tr("Compare results…"), QMessageBox.ButtonRole.ActionRole)
        box.finished.connect(lambda _r: self._compare_solo(str(path)) if box.clickedButton() is compare else None)
        box.open()
        self.solo_box = box

    def _compare_solo(self, mine: str = "") -> None:
        """Friends' result files of one board set, scored against each other on the results board."""
        from protocol import resolve_data_dir
        from protocol import compare_solo_results, read_solo_result

        from .event_results import ResultsBoard
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Results of the same board set"),
                                                str(resolve_data_dir(None) / "solo"),
                                                self.tr("Board set results (*.json)"))
        files = list(dict.fromkeys([*([mine] if mine else []), *paths]))
        try:
            sheet = compare_solo_results([read_solo_result(p) for p in files])
        except (OSError, ValueError, KeyError, TypeError) as e:
            self._error(self.tr("Cannot compare"), str(e))
            return
        dlg = QDialog(self)
        dlg.setWindowTitle(self.tr("Board set {code}").format(code=sheet.title))
        board = ResultsBoard(dlg)
        board.show_sheet(sheet, Place(0, 0) if mine else None)
        from PySide6.QtWidgets import QVBoxLayout
        QVBoxLayout(dlg).addWidget(board)
        dlg.resize(760, 420)
        dlg.open()
        self.compare_dialog = dlg
