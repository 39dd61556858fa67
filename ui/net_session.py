"""The table's session over the network: a ``TableClient`` behind the ``TableSession`` seam.

The asyncio client runs on Qt's event loop (qasync), so its event callback is
called on the GUI thread and can emit Qt signals directly. The table widget
cannot tell this session from the in-process one.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QObject, Signal

from lanjolly.actions import PlayerAction
from lanjolly.variants import Variant
from protocol import (UNVERIFIED, ChatReceived, Connected, ConnectionLost, DealByHostAlone, DealUnverified,
                      MatchEnded, ProtocolProblem, Reconnected, Reconnecting, Refused, RoundEnded, SystemNotice,
                      TableClient, TableInfo, TableUpdated, ViewUpdated)

from .i18n.host_text import host_text
from .i18n.words import words
from .table.chat import Text
from .table.session import CONNECTED, LOST, RECONNECTING, MatchSummary, SeatInfo, TableSession


def seat_info_from_table(info: TableInfo, my_seat: Optional[int]) -> SeatInfo:
    names = [(s.nick or QCoreApplication.translate("NetworkSession", "Seat {n}").format(n=i + 1))
             if s.taken else QCoreApplication.translate("NetworkSession", "(empty)")
             for i, s in enumerate(info.seats)]
    bots = [s.played_by_bot for s in info.seats]
    return SeatInfo(names, my_seat if my_seat is not None else 0,
                    info.name or QCoreApplication.translate("NetworkSession", "Table"), bots)


def chat_sender(name: str, seat: Optional[int]) -> str:
    """A watcher's chat (seat -1) is marked, so nobody mistakes it for a player's."""
    return (QCoreApplication.translate("NetworkSession", "{nick} (watching)").format(nick=name)
            if seat is not None and seat < 0 else name)


class NetworkSession(TableSession):
    """Signals from a host far away, intents sent back to it."""

    verification = Signal(bool, object)    # the deal check of each round: ok, its words (a Text)
    table_info = Signal(object)            # the table's TableInfo: seats, phase, owner

    def __init__(self, client: TableClient, variant: Variant, seats: SeatInfo,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(variant, seats, parent)
        self.client = client
        self._closed = False
        client.on_event = self._on_event
        if client.game is not None and client.game.info is not None:
            self.set_turn_ms(client.game.info.turn_ms)
            self.bank_ms = client.game.info.bank_ms

    @property
    def blind(self) -> bool:  # type: ignore[override]
        """This round is dealt with the cards hidden from the host (it began with ``blind_start``)."""
        return self.client.game is not None and self.client.game.blind is not None

    # --- intents -------------------------------------------------------------------------
    def send_action(self, action: PlayerAction) -> None:
        try:
            self.client.send_action(action)
        except ConnectionError:
            self.refused.emit("not_connected", host_text().refusal("not_connected", {}, ""))

    def send_chat(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        try:
            self.client.send_chat(text)
        except ConnectionError:
            self.chat.emit(None, lambda: self.tr("Not connected: your message was not sent."))

    def next_round(self) -> None:
        try:
            self.client.ready(True)
        except ConnectionError:
            pass

    def take_seat(self, seat: int) -> None:
        """A watcher sits down at a seat its player gave up (between rounds, if the owner allows)."""
        try:
            self.client.sit(seat)
        except ConnectionError:
            self.refused.emit("not_connected", self.tr("Not connected to the table right now."))

    def leave(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.client.leave()
        asyncio.ensure_future(self.client.close())

    # --- events from the client ------------------------------------------------------------
    def _on_event(self, ev: Any) -> None:
        if self._closed:
            return
        if isinstance(ev, ViewUpdated):
            self.view_changed.emit(ev.view)
            # Every update carries the host's time left: re-sync the countdown each time.
            self.bank_left_ms = ev.bank_left_ms
            self.timer.emit(ev.time_left_ms if ev.time_left_ms is not None else -1)
        elif isinstance(ev, Refused):
            self.refused.emit(ev.code, host_text().refusal(ev.code, ev.args, ev.text))
        elif isinstance(ev, ChatReceived):
            self.chat.emit(chat_sender(ev.nick or self.nickname(ev.seat), ev.seat), ev.text)
        elif isinstance(ev, SystemNotice):
            # Worded when shown, and again after a language switch (the chat keeps the callable).
            self.chat.emit(None, lambda ev=ev: host_text().notice(ev.event, ev.nick, ev.seat, ev.args, ev.text))
        elif isinstance(ev, TableUpdated):
            self._table_updated(ev.info)
        elif isinstance(ev, RoundEnded):
            self._round_ended(ev)
        elif isinstance(ev, MatchEnded):
            elim = tuple(self.variant.target_points > 1 and not self.variant.positive_scoring
                         and t > self.variant.target_points for t in ev.totals)
            self._say_aborts()
            self.match_over.emit(MatchSummary(ev.winners, ev.totals, elim))
        elif isinstance(ev, DealByHostAlone):
            why = ev.text.split("because ", 1)[-1].split("; nobody", 1)[0]
            self.chat.emit(None, lambda n=ev.round_no + 1, why=why: self.tr(
                "Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.").format(
                n=n, why=self._host_alone_why(why)))
        elif isinstance(ev, DealUnverified):
            why = ev.text.split(": ", 1)[1] if ev.text.startswith(UNVERIFIED + ": ") else ev.text
            text = self._unverified(why)
            self.chat.emit(None, text)
            self.verification.emit(False, text)
        elif isinstance(ev, ProtocolProblem):
            self.chat.emit(None, lambda why=ev.text: self.tr("Problem with the host: {why}").format(why=why))
        elif isinstance(ev, (Connected, Reconnected)):
            self.connection.emit(CONNECTED)
        elif isinstance(ev, Reconnecting):
            self.connection.emit(RECONNECTING)
        elif isinstance(ev, ConnectionLost):
            self.connection.emit(LOST if ev.final else RECONNECTING)

    def _say_aborts(self) -> None:
        """At the match end, how often each seat's deal secret was reported missing or wrong."""
        info = self.client.game.info if self.client.game is not None else None
        counts = [(s.nick or words().seat(i + 1), s.aborts) for i, s in enumerate(info.seats if info else ())]
        if any(n for _, n in counts):
            listed = ", ".join(f"{name} {n}" for name, n in counts)
            self.chat.emit(None, lambda: self.tr("Deal restarts this match: {counts}").format(counts=listed))

    def _unverified(self, why: str) -> Text:
        return lambda: self.tr("This deal could not be verified: {why}").format(why=why)

    def _host_alone_why(self, message: str) -> str:
        """The verifier's reason for a host-alone deal, in the reader's words where it is a known one."""
        if message.startswith("the host restarted the deal without the players"):
            return self.tr("the host restarted the deal without the players")
        if message.startswith("no player took part in the deal"):
            return self.tr("no player took part in the deal")
        return message

    def _table_updated(self, info: TableInfo) -> None:
        game = self.client.game
        self._variant = info.variant        # before the seats: their change redraws the panel, which
        self.set_turn_ms(info.turn_ms)      # reads the target and the limit in force (issue 22 item 9)
        self.bank_ms = info.bank_ms         # each person's time bank a match (0: none; PROTOCOL.md §11)
        self.set_seats(seat_info_from_table(info, game.seat if game else None))
        self.table_info.emit(info)

    def _round_ended(self, ev: RoundEnded) -> None:
        self.record_round(ev.result.points())
        v = self.variant
        if not v.positive_scoring and v.target_points > 1:
            self.set_eliminated([t > v.target_points for t in ev.totals])
        final = self.current_view()
        if final is not None and final.result is None:
            final = replace(final, result=ev.result)
        if ev.verification is not None:
            report = ev.verification
            text: Text = (
                (lambda: self.tr("Deal verified: every key holder's shuffle, share and card checks out with "
                                 "the revealed round keys, and the round replays exactly.")) if report.ok and report.blind else
                (lambda: self.tr("Deal verified: every commitment matches the revealed secrets and the deal "
                                 "replays exactly.")) if report.ok else
                (lambda: self.tr("This round was dealt by the host alone, because {why}.").format(
                    why=self._host_alone_why(report.message))) if report.host_alone else
                self._unverified(report.message))
            self.verification.emit(bool(report.ok), text)
        if final is not None:
            self.round_over.emit(final)
