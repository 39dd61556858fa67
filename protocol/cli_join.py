"""``lanjolly join HOST:PORT --bot STRENGTH``: a headless bot client.

It joins like any player (TLS, pinned fingerprint, signed identity, PIN),
plays its seat from its own view only, checks every deal, and exits 0 after
the match, printing the final standings.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys


from .botseat import STRENGTHS, THINK_ELSEWHERE
from .clientbot import choose_from_view
from .clientstate import DealByHostAlone, DealUnverified, MatchEnded, Refused, ViewUpdated
from .client import ConnectError, Connected, ConnectionLost, TableClient


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"{text!r} is not HOST:PORT")
    return host.strip("[]"), int(port)


def build_join_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lanjolly join", description="Join a table as a headless bot player.")
    p.add_argument("address", type=_address, help="HOST:PORT of the table")
    p.add_argument("--bot", choices=STRENGTHS, default="normal", help="how the bot plays")
    p.add_argument("--nick", default=None, help="name shown at the table")
    p.add_argument("--password", help="the table PIN, if it has one")
    p.add_argument("--invite", help="an invite token, for invite-only tables")
    p.add_argument("--seed", type=int, default=None, help="seed the bot's choices")
    p.add_argument("--data-dir", help="where identity, pins and records live")
    p.add_argument("--no-discovery", action="store_true", help="accepted for symmetry: join never uses discovery")
    p.epilog = ("Exit status: 0 the match was played to its end, 1 the connection was lost, 2 could not "
                "join (refused, unreachable, or the host dropped or reset the handshake 5 times in a row), "
                "3 a deal could not be verified, 4 every seat was taken (it would only have watched).")
    return p


async def run_bot_client(client: TableClient, strength: str, rng: random.Random, quiet: bool = False) -> int:
    """Play until the match ends; returns an exit status."""
    last_key = None
    unverified = False
    # Closed here, not by the garbage collector: a stream left open when the loop returns below is
    # finalized by a task asyncio creates as the generator is dropped, which a loop ending right after
    # destroys pending ("Task was destroyed but it is pending", one per client at exit).
    async with contextlib.aclosing(client.events()) as stream:
        async for ev in stream:
            if isinstance(ev, ViewUpdated) and client.game is not None and client.game.info is not None:
                v = ev.view
                if ev.action is None:
                    last_key = None  # a snapshot (e.g. after a reconnect): a move sent before may have been lost
                key = (v.round_no, len(v.log))
                if v.seat is not None and v.current == v.seat and key != last_key:
                    last_key = key
                    if strength in THINK_ELSEWHERE:
                        # A slow strength thinks in a worker thread: the connection's loop keeps
                        # answering heartbeats (and the host's clock) meanwhile.
                        action = await asyncio.to_thread(choose_from_view, v, strength, rng)
                    else:
                        action = choose_from_view(v, strength, rng)
                    if action is not None:
                        try:
                            client.send_action(action)
                        except ConnectionError:
                            pass   # the host is gone: the reconnect (or a final ConnectionLost) follows
            elif isinstance(ev, Refused) and not quiet:
                print(f"refused: {ev.code}: {ev.text}", file=sys.stderr)
            elif isinstance(ev, DealUnverified):
                unverified = True
                print(f"WARNING: {ev.text}", file=sys.stderr)
            elif isinstance(ev, DealByHostAlone):
                print(f"NOTE: {ev.text}", file=sys.stderr)
            elif isinstance(ev, MatchEnded):
                info = client.game.info if client.game else None
                names = [s.nick or f"seat {i}" for i, s in enumerate(info.seats)] if info else []
                order = sorted(range(len(ev.totals)), key=lambda s: ev.totals[s],
                               reverse=bool(info and info.variant.positive_scoring))
                print("final standings:")
                for rank, s in enumerate(order, start=1):
                    name = names[s] if s < len(names) else f"seat {s}"
                    mark = " (winner)" if s in ev.winners else ""
                    print(f"  {rank}. {name}: {ev.totals[s]}{mark}")
                aborts = [s.aborts for s in info.seats] if info else []
                if any(aborts):
                    print("deal aborts: " + ", ".join(f"{names[i]} {n}" for i, n in enumerate(aborts)))
                await client.close()
                return 3 if unverified else 0
            elif isinstance(ev, ConnectionLost) and ev.final:
                print(f"lanjolly join: connection lost: {ev.reason}", file=sys.stderr)
                return 1
    return 1


RETRY_DELAYS_S = (0.25, 0.5, 1.0, 2.0)   # back-off after a host that dropped or reset the handshake


async def connect_with_retries(client: TableClient) -> Connected:
    """Connect; a connection the host dropped or reset mid-handshake is tried again with back-off.

    A reset is an ordinary event (a host restarting, a flood the host is
    shedding): it costs a few tries, never a traceback. Other refusals (PIN,
    version, a full table) are final at once.
    """
    for delay in RETRY_DELAYS_S:
        try:
            return await client.connect()
        except ConnectError as exc:
            if exc.code != "closed":
                raise
        await asyncio.sleep(delay)   # back-off between attempts, not synchronisation
    try:
        return await client.connect()
    except ConnectError as exc:
        if exc.code == "closed":
            raise ConnectError(exc.code, f"{exc} (tried {len(RETRY_DELAYS_S) + 1} times)") from None
        raise


async def _run_join(args: argparse.Namespace) -> int:
    host, port = args.address
    client = TableClient(host, port, nick=args.nick or f"{args.bot} bot", data_dir=args.data_dir,
                         pin=args.password, invite=args.invite)
    try:
        joined = await connect_with_retries(client)
    except ConnectError as exc:
        print(f"lanjolly join: {exc}", file=sys.stderr)
        return 2
    except asyncio.TimeoutError:
        print(f"lanjolly join: {host}:{port} did not answer in time", file=sys.stderr)
        return 2
    if joined.seat < 0:
        print(f"lanjolly join: every seat at {host}:{port} is taken; a bot cannot play by watching",
              file=sys.stderr)
        await client.close()
        return 4
    rng = random.Random(args.seed)
    try:
        return await run_bot_client(client, args.bot, rng)
    finally:
        await client.close()


def main_join(argv: list[str]) -> int:
    """Entry point for ``lanjolly join``; returns the exit status."""
    args = build_join_parser().parse_args(argv)
    try:
        return asyncio.run(_run_join(args))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main_join(sys.argv[1:]))
