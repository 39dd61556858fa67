"""``lanjolly duplicate``: run a duplicate event from the command line (PROTOCOL.md §18).

``lanjolly duplicate --variant jolly --tables 2 --boards 4 --bots normal --out DIR``
opens the event's desk, takes registrations for ``--wait`` seconds (or until
every place is taken), fills the places nobody took with bots, plays every
board at every table, writes ``results.html``, ``boards.csv``,
``standings.csv`` and ``event.json`` to ``DIR`` and exits 0. ``--resume DIR``
continues a crashed event from its journal on the same ports.
``--join HOST:PORT`` takes part as a headless bot player; ``--solo CODE`` plays
a board set against seeded bots alone (``--daily``: today's code).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from lanjolly.duplicate import MAX_BOARDS, MAX_TABLES
from lanjolly.variants import preset

from .botseat import STRENGTHS
from .cli_host import stop_on_signals
from .eventconfig import EventConfig
from .eventrecord import print_standings

__all__ = ["main_duplicate", "build_parser", "config_from_args"]


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lanjolly duplicate",
                                description="Run a duplicate event: the same boards at every table, "
                                            "each player scored against the others who held the same cards.")
    p.add_argument("--name", default="Duplicate", help="the event's name shown to players")
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--knock", action="store_true", help="Rommé: allow knocking")
    p.add_argument("--tables", type=int, default=2, help=f"tables (1 to {MAX_TABLES})")
    p.add_argument("--seats", type=int, default=4, choices=(2, 3, 4), help="players per table")
    p.add_argument("--boards", type=int, default=16, help=f"boards, one round's deal each (1 to {MAX_BOARDS})")
    p.add_argument("--bots", choices=STRENGTHS, default="normal", help="bots take the places nobody takes")
    p.add_argument("--turn-seconds", type=float, default=60.0, help="seconds per turn (1 to 600)")
    p.add_argument("--grace-seconds", type=float, default=120.0, help="a dropped player keeps the seat this long")
    p.add_argument("--wait", type=float, default=30.0, help="seconds to take registrations (0: start at once)")
    p.add_argument("--pause-seconds", type=float, default=5.0, help="pause between boards, for the standings")
    p.add_argument("--catch-up-seconds", type=float, default=180.0,
                   help="after the first table finished a board, the others have this long; then bots finish it")
    p.add_argument("--gather-seconds", type=float, default=30.0,
                   help="a new round of boards waits this long for players to reach their tables")
    p.add_argument("--bot-delay-ms", type=int, default=0, help="pause before each bot move")
    p.add_argument("--out", type=Path, help="folder for the results, the record and the journals")
    p.add_argument("--resume", type=Path, metavar="DIR", help="continue the event journaled in DIR")
    p.add_argument("--bind", default=os.environ.get("LANJOLLY_BIND", "0.0.0.0"),
                   help="address to listen on (127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=0, help="the desk's TCP port (0 picks a free one)")
    p.add_argument("--no-discovery", action="store_true", help="do not announce the event on the LAN")
    p.add_argument("--data-dir", help="where identity, pins and records live")
    p.add_argument("--join", metavar="HOST:PORT", help="take part in an event as a headless bot player")
    p.add_argument("--nick", help="the player's name (--join, --solo), or the organiser's on the LAN")
    p.add_argument("--bot", choices=STRENGTHS, default="normal", help="--join/--solo: how the headless player plays")
    p.add_argument("--solo", metavar="CODE", help="play the board set CODE against seeded bots, alone")
    p.add_argument("--daily", action="store_true", help="--solo with today's deal of the day")
    p.add_argument("--compare", nargs="+", metavar="FILE", help="compare solo results of one board set")
    p.epilog = ("Exit status: 0 the event was played to its end, 1 it was interrupted, 2 bad arguments or "
                "cannot listen, 3 a board or result could not be verified.")
    return p


def config_from_args(a: argparse.Namespace) -> EventConfig:
    variant = preset(a.variant)
    if a.knock:
        variant = variant.with_options(knock=True)
    return EventConfig(name=a.name[:48], variant=variant, tables=a.tables, seats=a.seats, boards=a.boards,
                       bots=a.bots, turn_ms=int(a.turn_seconds * 1000), grace_ms=int(a.grace_seconds * 1000),
                       gather_ms=int(a.gather_seconds * 1000), pause_ms=int(a.pause_seconds * 1000),
                       catchup_ms=int(a.catch_up_seconds * 1000), bot_delay_ms=a.bot_delay_ms)


async def _run_organiser(a: argparse.Namespace) -> int:
    from .eventresume import resume_organiser
    from .identity import load_or_create_identity
    from .datadir import resolve_data_dir
    from .organiser import Organiser, record_of
    identity = load_or_create_identity(resolve_data_dir(a.data_dir))
    loop = asyncio.get_running_loop()
    if a.resume is not None:
        try:
            org = await resume_organiser(a.resume, identity, a.bind)
        except ValueError as exc:
            print(f"lanjolly duplicate: cannot resume {a.resume}: {exc}", file=sys.stderr)
            return 2
    else:
        from .eventdesk import Desk
        from .journal import EventJournal
        desk = Desk(config_from_args(a), EventJournal(a.out / "event.sqlite"))
        org = Organiser(desk, identity, a.out, bind=a.bind, port=a.port)
    stop = asyncio.Event()
    stop_on_signals(loop, stop)   # the host's own handling, Windows included (cli_host)
    try:
        host, port = await org.start(None if a.resume is not None else a.wait)
    except OSError as exc:
        print(f"lanjolly duplicate: cannot listen on {a.bind}:{a.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    c = org.desk.config
    print(f"duplicate event {c.name!r} ({c.event_id}): {c.tables} tables of {c.seats}, {c.boards} boards, "
          f"{c.variant.game.value}", flush=True)
    print(f"desk listening on {host}:{port}; fingerprint {identity.fingerprint} (code {identity.short_code})",
          flush=True)
    if a.resume is None:
        print(f"registration open for {a.wait:g} s", flush=True)
    announcer = await _announce(a, org)
    waiters = [asyncio.create_task(stop.wait()), asyncio.create_task(org.finished.wait())]
    await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
    for w in waiters:
        w.cancel()
    done = org.finished.is_set()
    if done:
        rec = record_of(org.desk)
        print_standings(rec)
        for path in org.results:
            print(f"wrote {path}", flush=True)
    if announcer is not None:
        await announcer.close()
    await org.close()
    return 0 if done else 1


async def _announce(a: argparse.Namespace, org: Any) -> Any:
    if a.no_discovery:
        print("discovery off: join with the address above", flush=True)
        return None
    from .eventadvert import announce_event
    return await announce_event(org, a.nick or "organiser")


def main_duplicate(argv: list[str]) -> int:
    """Entry point for ``lanjolly duplicate``; returns the exit status."""
    parser = build_parser()
    a = parser.parse_args(argv)
    if a.join is not None:
        from .eventplayer import main_join_event
        return main_join_event(a)
    if a.solo is not None or a.daily or a.compare:
        from .solo_cli import main_solo
        return main_solo(a)
    if a.resume is None:
        if a.out is None:
            parser.error("--out DIR is needed: the results, the record and the journals go there")
        try:
            config_from_args(a)
        except ValueError as exc:
            parser.error(str(exc))
        if a.wait < 0:
            parser.error("--wait must not be negative")
    try:
        return asyncio.run(_run_organiser(a))
    except KeyboardInterrupt:
        return 130
