"""Taking part in a duplicate event: the desk connection and, round by round, the table's (PROTOCOL.md §18).

:class:`EventPlayer` keeps one connection to the event's desk (a
:class:`~protocol.eventclient.DeskGame` over ``TableClient``, with its
reconnects) and, for each round of boards, one to the table the desk names
(a :class:`BoardGame`): when the desk moves the player it closes the old
table's connection and opens the new one. When a board is published it hands
the board's secrets to the table's state, which checks the player's own
round record against the board (the hand as dealt, every card drawn). The
Qt client drives the table connection with its table view; ``lanjolly
duplicate --join`` with a bot (:func:`main_join_event`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from .cli_join import run_bot_client
from .client import ConnectError, ConnectionLost, TableClient
from .clientstate import ClientGame, DealUnverified, GameEvent, RoundEnded, _Record
from .datadir import resolve_data_dir
from .eventrecord import print_standings
from .eventclient import BoardScored, DeskGame, EventOver, EventUnverified, SeatAssigned
from .identity import Identity, load_or_create_identity
from .pins import PinResult, PinStore
from .safefiles import inside
from .verify import check_record, UNVERIFIED
from .wireview import result_from_wire


@dataclass(frozen=True)
class BoardChecked:
    """This seat's own record of ``board`` was checked against the published board."""

    board: int
    ok: bool
    text: str


class BoardGame(ClientGame):
    """A board table's state: its rounds are boards, dealt in the event's name (§18.3), so a round's deal
    is checked when the desk publishes the board, not by the table's own (absent) reveal."""

    def __init__(self, event_id: str, table_id: str, records_dir: Path | None, fingerprint: str) -> None:
        super().__init__(table_id, records_dir, fingerprint=fingerprint)
        self.event_id = event_id
        self.held: dict[int, _Record] = {}
        self.published: dict[int, tuple[dict[int, bytes], dict[int, bytes]]] = {}

    def _on_round_end(self, msg: dict[str, Any]) -> list[GameEvent]:
        rec = self.record
        out: list[GameEvent] = [RoundEnded(msg["round"], result_from_wire(msg["result"]), tuple(msg["totals"]), None)]
        if rec is not None and rec.round_no == msg["round"]:
            self.held[rec.round_no] = rec
            if rec.round_no in self.published:      # the desk was quicker than this table
                out += self.board_revealed(rec.round_no, *self.published[rec.round_no])
        return out

    def board_revealed(self, board: int, commits: dict[int, bytes], secrets: dict[int, bytes]) -> list[GameEvent]:
        """The desk published ``board``: check what this seat saw of it against the board's one deal
        (now, or when the table's round end arrives, whichever comes last)."""
        self.published[board] = (dict(commits), dict(secrets))
        rec = self.held.pop(board, None)
        if rec is None:
            return []
        rec.commits, rec.secrets = dict(commits), dict(secrets)
        report = check_record(self._record_dict(rec))
        self.reports.append(report)
        self._save(rec, report)
        return [] if report.ok else [DealUnverified(f"{UNVERIFIED}: {report.message}")]

    def _record_dict(self, rec: _Record) -> dict[str, Any]:
        d = super()._record_dict(rec)
        d["table_id"] = self.event_id            # the board's deal is the event's (§18.3)
        return d


class DeskPin(PinStore):
    """A board table must show the desk's own certificate (PROTOCOL.md §18.4): compared, never stored, so a
    port an earlier event used raises no false alarm and another key on the organiser's port is refused."""

    def __init__(self, fingerprint: str) -> None:        # no file: nothing is pinned
        self.fingerprint = fingerprint

    def check_and_pin(self, host_key: str, fingerprint: str) -> PinResult:
        return PinResult.MATCH if fingerprint == self.fingerprint else PinResult.MISMATCH

    def get(self, host_key: str) -> str | None:
        return self.fingerprint


class EventPlayer:
    """One person's (or headless bot's) part in an event: see the module docstring.

    ``on_desk`` gets every desk event; ``on_table`` each new table connection, already connected."""

    def __init__(self, host: str, port: int, *, nick: str, identity: Identity | None = None,
                 data_dir: str | Path | None = None, watch: bool = False,
                 on_desk: Callable[[Any], None] | None = None,
                 on_table: Callable[[TableClient, SeatAssigned], Awaitable[None]] | None = None) -> None:
        self.host, self.port = host, port
        self.data_dir = resolve_data_dir(data_dir)
        self.identity = identity or load_or_create_identity(self.data_dir)
        self.nick = nick
        self.on_desk = on_desk
        self.on_table = on_table
        self.desk = TableClient(host, port, nick=nick, identity=self.identity, data_dir=self.data_dir,
                                records=False, game_factory=self._desk_game, watch=watch)
        self.table: TableClient | None = None
        self.table_task: asyncio.Task[None] | None = None
        self.games: dict[int, BoardGame] = {}          # board -> the table state that played it
        self.problems: list[str] = []

    def _desk_game(self, table_id: str, host_cert: bytes) -> ClientGame:
        return DeskGame(table_id, self.data_dir, self.identity.fingerprint, host_cert)

    @property
    def game(self) -> DeskGame | None:
        g = self.desk.game
        return g if isinstance(g, DeskGame) else None

    async def connect(self) -> None:
        await self.desk.connect()

    async def run(self) -> dict[str, Any] | None:
        """Follow the desk until the event is over; the event's record, or None if the desk was lost."""
        async with contextlib.aclosing(self.desk.events()) as stream:   # closed here (see cli_join)
            async for ev in stream:
                if self.on_desk is not None:
                    self.on_desk(ev)
                if isinstance(ev, SeatAssigned):
                    await self._move(ev)
                elif isinstance(ev, BoardScored):
                    self._check_own(ev)
                elif isinstance(ev, EventUnverified):
                    self.problems.append(ev.text)
                elif isinstance(ev, EventOver):
                    return ev.record
                elif isinstance(ev, ConnectionLost) and ev.final:
                    return None
        return None

    def _check_own(self, ev: BoardScored) -> None:
        """The board is published: check this seat's own record of it (if it played it)."""
        game = self.games.get(ev.board)
        if game is None:
            return
        before = len(game.reports)
        for gev in game.board_revealed(ev.board, ev.commits, ev.secrets):
            if isinstance(gev, DealUnverified):
                self.problems.append(gev.text)
        if len(game.reports) > before and self.on_desk is not None:
            r = game.reports[-1]
            self.on_desk(BoardChecked(ev.board, r.ok, r.message))

    async def _move(self, seat: SeatAssigned) -> None:
        """To the table the desk names (again after a reconnect: then nothing changes)."""
        if self.table is not None and self.table.port == seat.port:
            return
        await self._leave_table()
        game = BoardGame(seat.table_id.split("-")[0], seat.table_id, inside(self.data_dir, "records"),
                         self.identity.fingerprint)
        for b in seat.boards:
            self.games[b] = game
        desk_fp = self.desk.host_fingerprint
        assert desk_fp is not None
        client = TableClient(self.host, seat.port, nick=self.nick, identity=self.identity, data_dir=self.data_dir,
                             pins=DeskPin(desk_fp))
        client.game = game
        self.table = client
        self.table_task = asyncio.create_task(self._sit(client, seat))

    async def _sit(self, client: TableClient, seat: SeatAssigned) -> None:
        try:
            await client.connect()
        except (ConnectError, asyncio.TimeoutError, OSError) as exc:
            self.problems.append(f"could not reach table {seat.table + 1}: {exc}")
            return
        if self.on_table is not None:
            await self.on_table(client, seat)

    async def _leave_table(self) -> None:
        if self.table_task is not None:
            self.table_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.table_task
        if self.table is not None:
            await self.table.close()
        self.table, self.table_task = None, None

    async def close(self) -> None:
        await self._leave_table()
        await self.desk.close()


async def play_as_bot(player: EventPlayer, strength: str, rng: random.Random) -> dict[str, Any] | None:
    """Take part with a bot of ``strength`` at every table; the event's record at the end."""
    async def bot(client: TableClient, seat: SeatAssigned) -> None:
        await run_bot_client(client, strength, rng, quiet=True)
    player.on_table = bot
    await player.connect()
    return await player.run()


def main_join_event(a: argparse.Namespace) -> int:
    """``lanjolly duplicate --join HOST:PORT``: a headless bot player; exit 0 after the event."""
    host, sep, port = str(a.join).rpartition(":")
    if not sep or not port.isdigit():
        print(f"lanjolly duplicate: {a.join!r} is not HOST:PORT", file=sys.stderr)
        return 2

    async def run() -> int:
        player = EventPlayer(host.strip("[]"), int(port), nick=a.nick or f"{a.bot} bot", data_dir=a.data_dir)
        try:
            rec = await play_as_bot(player, a.bot, random.Random())
        except ConnectError as exc:
            print(f"lanjolly duplicate: {exc}", file=sys.stderr)
            return 2
        finally:
            await player.close()
        for p in player.problems:
            print(f"WARNING: {p}", file=sys.stderr)
        if rec is None:
            print("lanjolly duplicate: the event's desk was lost", file=sys.stderr)
            return 1
        print_standings(rec)
        return 3 if player.problems else 0
    try:
        return asyncio.run(run())
    except KeyboardInterrupt:
        return 130
