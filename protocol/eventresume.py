"""An organiser's process that crashed continues its event from the journals (PROTOCOL.md §18.6).

The desk's journal (``event.sqlite``) holds the settings, the organiser's own
board secrets, the players, every published commitment, each round's tables
and ports, every board dealt (its secrets), every table's result and every
board published; each table of the round under way has its own journal, which
``Table.resume`` replays. The resumed process listens on the same ports, the
players' clients reconnect by themselves (to the desk and to their table),
and the event goes on: a board under way goes on where it stopped, a board
whose secrets were being collected is asked for again. Nothing that was dealt
changes: the secrets are journaled before any card is dealt.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from lanjolly.duplicate import Mark

from .boardtable import BoardOutcome, BoardTable, board_table_id
from .eventconfig import EventConfig, EventPhase
from .eventdesk import Desk
from .eventflow import Finish, OpenRound
from .identity import Identity
from .journal import EventJournal, EventRecord as R, Journal
from .organiser import Organiser


def outcome_from_json(j: dict[str, Any]) -> BoardOutcome:
    return BoardOutcome(int(j["board"]), int(j["dealer"]), tuple(j["totals"]), tuple(j["acts"]), tuple(j["points"]),
                        tuple(frozenset(Mark(m) for m in ms) for ms in j["marks"]))


def resume_desk(journal: EventJournal, now: float) -> tuple[Desk, int, dict[int, list[int]]]:
    """The desk as its journal left it, and what the organiser needs to reopen (ports, the round's tables)."""
    entries = list(journal.entries())
    if not entries or entries[0][0] is not R.CONFIG or len(entries) < 2 or entries[1][0] is not R.OWN:
        raise ValueError("this journal holds no event")
    config = EventConfig.from_dict(entries[0][1])
    desk = Desk(config, None, [bytes.fromhex(s) for s in entries[1][1]["secrets"]])
    flow, port, rounds = desk.flow, 0, {}
    for kind, body in entries[2:]:
        if kind is R.LISTEN:
            port = int(body["port"])
        elif kind is R.PLAYERS:
            desk.roster.restore(body["rows"])
            desk.phase = EventPhase.COMMIT
        elif kind is R.COMMITS and int(body["slot"]) != 100:
            desk.secrets.add(int(body["slot"]), [bytes.fromhex(c) for c in body["c"]])
        elif kind is R.GO:
            desk.phase = EventPhase.PLAY
        elif kind is R.ROUND:
            flow.rnd = int(body["rnd"])
            rounds[flow.rnd] = [int(p) for p in body["ports"]]
        elif kind is R.ABORT:
            desk.secrets.aborts.append((int(body["board"]), int(body["slot"]), str(body["reason"])))
        elif kind is R.DEALT:
            b = int(body["board"])
            secrets = {int(s): bytes.fromhex(v) for s, v in body["secrets"].items()}
            flow.dealt[b] = ({s: desk.secrets.commits[s][b] for s in secrets}, secrets)
            flow.playing = b
        elif kind is R.OUTCOME:
            flow.outcomes.setdefault(int(body["board"]), {})[int(body["table"])] = outcome_from_json(body)
        elif kind is R.PUBLISHED:
            flow.published.append(int(body["board"]))
            flow.playing = None
        elif kind is R.FINISHED:
            desk.phase = EventPhase.FINISHED
    desk.journal = journal
    if desk.phase is EventPhase.COMMIT:
        desk.commit_deadline = now + config.deal_timeout_ms / 1000   # the players' clients send the same again
    return desk, port, rounds


async def resume_organiser(out_dir: Path, identity: Identity, bind: str) -> Organiser:
    """Rebuild the organiser's process from ``out_dir`` and reopen the round under way on its old ports."""
    path = Path(out_dir) / "event.sqlite"
    if not path.exists():
        raise ValueError(f"no event journal in {out_dir}")
    now = asyncio.get_running_loop().time()
    desk, port, rounds = resume_desk(EventJournal(path), now)
    org = Organiser(desk, identity, out_dir, bind=bind, port=port, table_ports=rounds)
    org.resume_hook = lambda: _reopen(org, now)
    return org


async def _reopen(org: Organiser, now: float) -> None:
    """After the desk listens again: the round's tables from their journals, then the next step."""
    desk, flow = org.desk, org.desk.flow
    if desk.phase is EventPhase.FINISHED:
        desk.commands.append(Finish())
        return
    if desk.phase is not EventPhase.PLAY:
        return
    if flow.rnd < 0:
        desk.commands.append(OpenRound(0))
        return
    tables = resume_tables(org.out_dir, desk, now)
    await org.open_round(flow.rnd, tables)
    go_on(desk, tables, now)


def resume_tables(out_dir: Path, desk: Desk, now: float) -> list[BoardTable]:
    """The tables of the round under way, each rebuilt from its own journal."""
    rnd = desk.flow.rnd
    return [BoardTable.resume(Journal(Path(out_dir) / "tables" / f"{board_table_id(desk.event_id, rnd, t)}.sqlite"),
                              now) for t in range(desk.config.tables)]


def go_on(desk: Desk, tables: list[BoardTable], now: float) -> None:
    """The reopened round's next step: results a table wrote after the desk last did, then the next board."""
    flow = desk.flow
    b = flow.playing
    if b is not None:
        for t, table in enumerate(tables):
            done = [o for o in table.outcomes if o.board == b]
            if done and t not in flow.outcomes.get(b, {}):
                flow.board_played(t, done[-1], now)
    flow.resume_next(now)
