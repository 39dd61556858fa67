"""The organiser's process: the event's desk and every table of the current round, in one asyncio loop.

Architecture (PROTOCOL.md §18.1): the organiser's machine serves the desk
(registration, the boards' commit-reveal, the results) and hosts every table
of the round of boards being played, each a ``BoardTable`` behind its own
``Host`` on its own port, all with the organiser's identity. The desk is
sans-I/O; this module carries out its commands: it opens a round's tables
(and closes the previous round's), starts a board at every table in one step
of the loop, hurries a table that fell behind, and writes the results and the
record when the last board is scored. Every part journals to ``out_dir``
(``event.sqlite`` and ``tables/*.sqlite``), so ``resume`` continues after a
crash on the same ports.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any, Awaitable, Callable, cast

from lanjolly.duplicate import boards_csv, results_html, standings_csv

from .boardtable import BoardOutcome, BoardTable, board_table_id
from .eventconfig import EventConfig
from .eventdesk import Desk
from .eventflow import Finish, Hurry, OpenRound, StartBoard, outcome_to_json
from .eventrecord import new_record, sheet_of, standings_json, table_entry
from .identity import Identity
from .journal import EventRecord, Journal
from .server import Host
from .table import Table, TableConfig


def record_of(desk: Desk) -> dict[str, Any]:
    """The event's record (PROTOCOL.md §18.7) from the desk: every board published so far."""
    flow, mv = desk.flow, desk.movement
    rec = new_record(desk.config, desk.roster.info())
    rec["commits"] = {str(s): [c.hex() for c in cs] for s, cs in sorted(desk.secrets.commits.items())}
    rec["digest"] = desk.secrets.digest.hex()
    for b in flow.published:
        rnd = mv.round_of(b)
        tables = []
        for t, o in sorted(flow.outcomes[b].items()):
            slots = [desk.roster.at(p).slot for p in mv.seating(rnd)[t]]
            j = outcome_to_json(t, o)
            tables.append(table_entry(t, slots, j["dealer"], j["totals"], j["acts"], j["points"], j["marks"]))
        rec["boards"].append({"board": b, "secrets": {str(s): v.hex() for s, v in sorted(flow.dealt[b][1].items())},
                              "excluded": [[s, why] for bb, s, why in desk.secrets.aborts if bb == b],
                              "tables": tables})
    rec["standings"] = standings_json(rec, sheet_of(rec).standings())
    return rec


def write_results(out_dir: Path, rec: dict[str, Any]) -> list[Path]:
    """``event.json``, ``results.html``, ``boards.csv`` and ``standings.csv`` in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    sheet = sheet_of(rec)
    files = {"event.json": json.dumps(rec), "results.html": results_html(sheet), "boards.csv": boards_csv(sheet),
             "standings.csv": standings_csv(sheet)}
    paths = []
    for name, text in files.items():
        path = out_dir / name
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        paths.append(path)
    return paths


class Organiser:
    """See the module docstring. ``await start()``, then ``await finished.wait()``, then ``close()``."""

    def __init__(self, desk: Desk, identity: Identity, out_dir: str | Path, *, bind: str = "127.0.0.1",
                 port: int = 0, table_ports: dict[int, list[int]] | None = None) -> None:
        self.desk = desk
        self.identity = identity
        self.out_dir = Path(out_dir)
        self.bind, self.port = bind, port
        self.table_ports = table_ports or {}          # round -> ports to bind again (resume)
        self._wake = asyncio.Event()
        self.host = Host(TableConfig(name=desk.config.name, table_id=desk.event_id), identity,
                         table=cast(Table, desk))     # the desk answers every call a Host makes of a table
        self.host.on_change = self._desk_changed
        self.tables: list[BoardTable] = []
        self.table_hosts: list[Host] = []
        self._old_hosts: list[Host] = []
        self._task: asyncio.Task[None] | None = None
        self.finished = asyncio.Event()
        self.results: list[Path] = []
        self.resume_hook: Callable[[], Awaitable[None]] | None = None   # set by eventresume
        self.on_info: Callable[[], Any] | None = None     # the desk's state changed (adverts, the UI)

    @property
    def address(self) -> tuple[str, int]:
        assert self.host.address is not None
        return self.host.address

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def start(self, wait_s: float | None = None) -> tuple[str, int]:
        addr = await self.host.start(self.bind, self.port)
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.LISTEN, {"port": addr[1]})
        if self.resume_hook is not None:
            await self.resume_hook()
        else:
            self.desk.open(self.now(), wait_s)
        self._task = asyncio.create_task(self._run())
        self._kick()
        return addr

    def _desk_changed(self, _info: dict[str, Any]) -> None:
        self._wake.set()
        if self.on_info is not None:
            self.on_info()

    def _kick(self) -> None:
        """The desk changed outside the Host's own calls: send what it queued and rearm its clock."""
        self.host._flush()     # noqa: SLF001 - the one transport call the organiser makes for the desk
        self._wake.set()

    def close_registration(self) -> None:
        self.desk.close_registration(self.now())
        self._kick()

    async def _run(self) -> None:
        while not self.finished.is_set():
            await self._wake.wait()
            self._wake.clear()
            while self.desk.commands:
                cmd = self.desk.commands.pop(0)
                if isinstance(cmd, OpenRound):
                    await self.open_round(cmd.rnd)
                elif isinstance(cmd, StartBoard):
                    self._start_board(cmd)
                elif isinstance(cmd, Hurry):
                    self._hurry(cmd.table)
                elif isinstance(cmd, Finish):
                    self._finish()
            for host in self._old_hosts:
                await host.close()
            self._old_hosts = []

    def _new_table(self, rnd: int, t: int, journal: Journal, resumed: BoardTable | None) -> BoardTable:
        c = self.desk.config
        if resumed is not None:
            return resumed
        cfg = TableConfig(name=f"{c.name} · {t + 1}"[:48], variant=c.variant, seats=c.seats, bots=(),
                          turn_ms=c.turn_ms, grace_ms=c.grace_ms, bot_delay_ms=c.bot_delay_ms, auto_start=False,
                          table_id=board_table_id(self.desk.event_id, rnd, t), watchers=0)
        table = BoardTable(cfg, journal=journal)
        for seat, place in enumerate(self.desk.movement.seating(rnd)[t]):
            e = self.desk.roster.at(place)
            if e.bot is not None:
                table.seat_bot(seat, e.bot, e.nick)
            else:
                assert e.fp is not None
                table.reserve(seat, e.fp, e.nick)
        return table

    async def open_round(self, rnd: int, resumed: list[BoardTable] | None = None) -> None:
        """The tables of round ``rnd`` (new, or ``resumed`` from their journals), each on its own port."""
        self._old_hosts += self.table_hosts
        self.tables, self.table_hosts = [], []
        ports = []
        for t in range(self.desk.config.tables):
            path = self.out_dir / "tables" / f"{board_table_id(self.desk.event_id, rnd, t)}.sqlite"
            table = self._new_table(rnd, t, Journal(path), resumed[t] if resumed else None)
            host = Host(table.config, self.identity, table=table.table)
            want = self.table_ports.get(rnd, [0] * self.desk.config.tables)[t]
            _, port = await host.start(self.bind, want)
            table.on_board_over = self._board_over
            host.on_change = lambda _info: self._kick()
            self.tables.append(table)
            self.table_hosts.append(host)
            ports.append(port)
        self.desk.flow.round_open(rnd, self.tables, ports, self.now(), resumed=resumed is not None)
        self._kick()

    def _start_board(self, cmd: StartBoard) -> None:
        now = self.now()
        for table in self.tables:               # one step of the loop: every table deals the same board now
            table.start_board(cmd.board, cmd.commits, cmd.secrets, now)
        for host in self.table_hosts:
            host._flush()                        # noqa: SLF001
        self._kick()

    def _board_over(self, table: BoardTable, outcome: BoardOutcome) -> None:
        t = self.tables.index(table)
        self.table_hosts[t]._flush()             # noqa: SLF001 - the table's round end leaves before the desk's board
        self.desk.flow.board_played(t, outcome, self.now())
        self._kick()

    def _hurry(self, t: int) -> None:
        self.tables[t].hurry(self.now())
        self.table_hosts[t]._flush()             # noqa: SLF001

    def _finish(self) -> None:
        self.results = write_results(self.out_dir, record_of(self.desk))
        if self.desk.journal is not None:
            self.desk.journal.write(EventRecord.FINISHED, {})
        self.finished.set()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for host in [*self.table_hosts, *self._old_hosts]:
            await host.close()
        await self.host.close()
