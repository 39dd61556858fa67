"""``lanjolly host``: a headless table host (it does not play).

It prints its address and fingerprint, starts the match as soon as every seat
is taken by a bot or a client, and with ``--exit-when-done`` exits 0 after the
match. ``--resume`` continues the newest unfinished table journal in the data
directory exactly where it stopped (players reconnect with their identities).
Discovery is another module's job: a caller that wants adverts sets
``Host.on_change`` (it receives :meth:`Host.info`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

from lanjolly.turnclock import BANK_MS
from lanjolly.variants import preset

from .botseat import STRENGTHS
from .datadir import resolve_data_dir
from .identity import load_or_create_identity
from .journal import Journal
from .limits import complain, host_logger
from .server import Host
from .table import Table, TableConfig
from .watching import MAX_WATCHERS

__all__ = ["main_host", "build_host_parser", "config_from_args", "latest_journal"]


def _bots(text: str) -> list[str]:
    items = [s.strip().lower() for s in text.split(",") if s.strip()]
    for s in items:
        if s not in STRENGTHS:
            raise argparse.ArgumentTypeError(f"bot strength {s!r}: choose from {', '.join(STRENGTHS)}")
    return items


def build_host_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lanjolly host", description="Run a headless LAN Jolly table host.")
    p.add_argument("--name", default="LAN Jolly table", help="table name shown to players")
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--target", type=int, help="points that end the match (Jolly 50-500, Rommé 1/50/100)")
    p.add_argument("--seats", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--bots", type=_bots, default=[], help="bot strengths for the last seats, e.g. normal,expert")
    p.add_argument("--turn-seconds", type=float, default=None, help="seconds per turn (0: no limit)")
    p.add_argument("--time-bank-seconds", type=float, default=BANK_MS / 1000,
                   help="each player's time bank a match, used only once a turn's own time is up (0: none)")
    p.add_argument("--grace-seconds", type=float, default=120.0, help="a dropped player keeps the seat this long")
    p.add_argument("--port", type=int, default=0, help="TCP port (0 picks a free one)")
    p.add_argument("--bind", default=os.environ.get("LANJOLLY_BIND", "0.0.0.0"),
                   help="address to listen on (default all interfaces; 127.0.0.1 for this machine only)")
    p.add_argument("--password", help="table PIN players must know (a 6+ digit PIN or a passphrase: "
                                      "wrong guesses are paced so that half of all 4-digit PINs take a week)")
    p.add_argument("--owner", metavar="FINGERPRINT",
                   help="the identity allowed to place bots and start (default: the first player to sit)")
    p.add_argument("--invite-only", action="store_true", help="only players with an invite token may join")
    p.add_argument("--no-discovery", action="store_true", help="do not announce the table on the LAN")
    p.add_argument("--host-nick", default="host", help="the host's name shown in the LAN table list")
    p.add_argument("--interface", default=None, help="announce on this interface or address only")
    p.add_argument("--watchers", type=int, default=8, metavar="N",
                   help="how many may watch the table (0: nobody; default 8)")
    p.add_argument("--watcher-chat", action="store_true", help="watchers may chat (marked as watchers)")
    p.add_argument("--watchers-may-sit", action="store_true",
                   help="a watcher may take a seat a player gave up, between rounds")
    p.add_argument("--blind", action="store_true",
                   help="cards hidden from the host: the players' machines hold the keys and this host "
                        "learns a card only when it is public (its bots' cards excepted)")
    p.add_argument("--resume", action="store_true", help="continue the newest unfinished table from its journal")
    p.add_argument("--exit-when-done", action="store_true", help="exit 0 when the match is over")
    p.add_argument("--data-dir", help="where identity, journals and records live")
    return p


def latest_journal(data_dir: Path) -> Path | None:
    """The newest table journal that has not finished its match."""
    tables = sorted((data_dir / "tables").glob("*.sqlite"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in tables:
        j = Journal(path)
        try:
            done = any(kind == "end" for kind, _ in j.entries()) and _finished(j)
        finally:
            j.close()
        if not done:
            return path
    return None


def _finished(j: Journal) -> bool:
    try:
        t = Table.resume(j, 0.0)
        return t.finished
    except Exception:  # noqa: BLE001 - a damaged journal is not resumable
        return True


def config_from_args(args: argparse.Namespace) -> TableConfig:
    variant = preset(args.variant)
    if args.target is not None:
        variant = variant.with_options(target_points=args.target)
    if args.seats - len(args.bots) < 0:
        raise ValueError(f"{len(args.bots)} bots do not fit in {args.seats} seats")
    bots = (None,) * (args.seats - len(args.bots)) + tuple(args.bots)
    turn_ms = None if args.turn_seconds is None else int(args.turn_seconds * 1000)   # None: the variant's
    owner = args.owner.lower() if args.owner else None
    if owner is not None and (len(owner) != 64 or any(c not in "0123456789abcdef" for c in owner)):
        raise ValueError("--owner takes a fingerprint: 64 hex digits")
    if not 0 <= args.time_bank_seconds <= 600:
        raise ValueError("--time-bank-seconds must be 0 to 600")
    if not 0 <= args.watchers <= MAX_WATCHERS:
        raise ValueError(f"--watchers must be 0 to {MAX_WATCHERS}")
    return TableConfig(name=args.name, variant=variant, seats=args.seats, bots=bots, turn_ms=turn_ms,
                       grace_ms=int(args.grace_seconds * 1000), owner=owner, watchers=args.watchers,
                       show_moves=True, bank_ms=int(args.time_bank_seconds * 1000),
                       watcher_chat=args.watcher_chat, watchers_may_sit=args.watchers_may_sit,
                       blind=args.blind)


def install_quiet_exception_handler(loop: asyncio.AbstractEventLoop) -> None:
    """Route asyncio's own complaints (accept() out of file descriptors, broken sockets) through
    the host's paced log: a host under attack or out of descriptors writes a few lines, not megabytes."""

    def handler(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message", "event loop error"))
        exc = context.get("exception")
        complain(message[:40], f"{message}: {exc!r}" if exc is not None else message)
    loop.set_exception_handler(handler)


def _log_to_stderr() -> None:
    """The headless host's log lines on stderr, as ``lanjolly host: ...``."""
    log = host_logger()
    if not log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("lanjolly host: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False


def stop_on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Ctrl-C (and SIGTERM; Ctrl-Break on Windows) set ``stop``: the host closes its table cleanly.

    Windows' Proactor loop has no ``add_signal_handler`` (NotImplementedError), and
    without a handler Ctrl-C there would cancel the host mid-air (no goodbye to the
    players, exit 130). There a plain ``signal.signal`` handler runs in the main
    thread and hands over to the loop, which the Proactor loop wakes up for.
    """
    try:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        return
    except NotImplementedError:
        pass
    except RuntimeError:     # not the main thread (a host inside tests): nobody sends it signals
        return

    def on_signal(signum: int, frame: object) -> None:
        loop.call_soon_threadsafe(stop.set)
    for sig in {signal.SIGINT, getattr(signal, "SIGBREAK", signal.SIGINT)}:
        signal.signal(sig, on_signal)


async def _run_host(args: argparse.Namespace) -> int:
    data_dir = resolve_data_dir(args.data_dir)
    identity = load_or_create_identity(data_dir)
    loop = asyncio.get_running_loop()
    _log_to_stderr()
    install_quiet_exception_handler(loop)
    if args.resume:
        path = latest_journal(data_dir)
        if path is None:
            print("lanjolly host: no unfinished table to resume", file=sys.stderr)
            return 2
        table = Table.resume(Journal(path), loop.time())
        host = Host(table.config, identity, data_dir=data_dir, pin=args.password, invite_only=args.invite_only,
                    table=table)
    else:
        host = Host(config_from_args(args), identity, data_dir=data_dir, pin=args.password,
                    invite_only=args.invite_only, journal=True)
    stop = asyncio.Event()
    stop_on_signals(loop, stop)   # before the address is printed: no race with Ctrl-C
    try:
        addr, port = await host.start(args.bind, args.port)
    except OSError as exc:
        print(f"lanjolly host: cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"LAN Jolly table {host.table.config.name!r} listening on {addr}:{port}", flush=True)
    print(f"fingerprint {host.fingerprint} (code {identity.short_code})", flush=True)
    print(f"table {host.table_id}", flush=True)
    if args.invite_only:
        print(f"invite {host.make_invite()}", flush=True)
    announcer = await _announce(args, host)
    waiters: list[asyncio.Task[Any]] = [asyncio.create_task(stop.wait())]
    if args.exit_when_done:
        waiters.append(asyncio.create_task(host.wait_finished()))
    await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
    for w in waiters:
        w.cancel()
    if host.table.finished and host.table.match is not None:
        m = host.table.match
        names = [s.nick for s in host.table.seats]
        print("match over: " + ", ".join(f"{n} {t}" for n, t in zip(names, m.totals)) +
              "; winner(s): " + ", ".join(names[w] for w in m.winners), flush=True)
        print("deal aborts: " + ", ".join(f"{n} {a}" for n, a in zip(names, host.table.aborts)), flush=True)
        await asyncio.sleep(0.2)  # let the last frames leave before closing (not synchronisation)
    if announcer is not None:
        with contextlib.suppress(Exception):
            await announcer.close()
    await host.close()
    return 0 if (host.table.finished or stop.is_set()) else 1


async def _announce(args: argparse.Namespace, host: Host) -> Any:
    """Advertise the table on the LAN unless discovery is off; keep the advert current."""
    from .discovery import DiscoveryError, TableAnnouncer, advert_from_host_info
    from .discovery.errors import discovery_disabled_by_env
    if args.no_discovery or discovery_disabled_by_env():
        print("discovery off: join with the address above", flush=True)
        return None
    nick = args.host_nick
    try:
        announcer = TableAnnouncer(advert_from_host_info(host.info(), nick),
                                   interface=getattr(args, "interface", None))
        await announcer.start()
    except DiscoveryError as exc:
        print(f"lanjolly host: not announced on the LAN ({exc}); join with the address above",
              file=sys.stderr, flush=True)
        return None

    def changed(info: dict[str, Any]) -> None:
        asyncio.ensure_future(announcer.update(advert_from_host_info(info, nick)))
    host.on_change = changed
    print(f"announced on the LAN as {announcer.service_name}", flush=True)
    return announcer


def main_host(argv: list[str]) -> int:
    """Entry point for ``lanjolly host``; returns the exit status."""
    parser = build_host_parser()
    args = parser.parse_args(argv)
    try:
        config_from_args(args)
    except ValueError as exc:
        parser.error(str(exc))
    try:
        return asyncio.run(_run_host(args))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main_host(sys.argv[1:]))
