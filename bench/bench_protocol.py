"""Protocol figures: move latency over TLS, 100 tables in one host process, bytes per move.

    python bench/bench_protocol.py            # all three
    python bench/bench_protocol.py --tables 20 --moves 200

Goals (issue 4): move latency p50 ≤ 2 ms / p99 ≤ 10 ms with 4 TLS clients on
loopback; one host process with 100 tables × 4 clients p99 ≤ 50 ms; a typical
move frame ≤ 200 bytes. Loopback only; discovery is never started.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lanjolly.variants import JOLLY, Variant  # noqa: E402
from protocol.clientbot import choose_from_view  # noqa: E402
from protocol.clientstate import MatchEnded, ViewUpdated  # noqa: E402
from protocol.framing import encode_frame  # noqa: E402
from protocol.identity import Identity  # noqa: E402
from protocol.net import Host, TableClient  # noqa: E402
from protocol.pins import PinStore  # noqa: E402
from protocol.table import Conn, Table, TableConfig  # noqa: E402

os.environ["LANJOLLY_NO_DISCOVERY"] = "1"


def _pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def _cfg(seed: int) -> TableConfig:
    return TableConfig(variant=JOLLY.with_options(target_points=500), seats=4, seed=seed, turn_ms=0)


async def _play_table(port: int, tmp: Path, moves: int, seed: int, latencies: list[float]) -> None:
    """Four clients; the seat to move acts; latency = send → every client has the new view."""
    pins = PinStore(tmp)
    clients = [TableClient("127.0.0.1", port, nick=f"p{i}", identity=Identity.generate(), pins=pins,
                           records=False, data_dir=tmp, reconnect=False) for i in range(4)]
    progress = [0] * 4
    changed = asyncio.Event()

    def hook(i):
        def on(ev):
            if isinstance(ev, ViewUpdated):
                progress[i] = len(ev.view.log) + 100_000 * ev.view.round_no
                changed.set()
        return on
    for i, c in enumerate(clients):
        c.on_event = hook(i)
        await c.connect()
    rng = random.Random(seed)
    cache: dict = {}
    done = 0
    while done < moves:
        actor = next((c for c in clients if c.game and c.game.view and c.game.view.seat is not None
                      and c.game.view.current == c.game.view.seat and c.game.view.phase in ("draw", "play")), None)
        if actor is None or any(c.game.finished for c in clients):
            changed.clear()
            try:
                await asyncio.wait_for(changed.wait(), 5)
            except asyncio.TimeoutError:
                break
            continue
        v = actor.game.view
        action = choose_from_view(v, Variant.from_dict(actor.game.info["variant"]), "normal", rng, cache)
        target = len(v.log) + 1 + 100_000 * v.round_no
        t0 = time.perf_counter()
        actor.send_action(action)
        while min(progress) < target:
            changed.clear()
            await asyncio.wait_for(changed.wait(), 5)
        latencies.append(time.perf_counter() - t0)
        done += 1
    for c in clients:
        await c.close()


async def bench_latency(moves: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    host = Host(_cfg(1), Identity.generate(), data_dir=tmp / "h", heartbeat_s=0)
    await host.start("127.0.0.1", 0)
    lat: list[float] = []
    await _play_table(host.port, tmp, moves, 1, lat)
    await host.close()
    print(f"move latency, 4 TLS clients on loopback, {len(lat)} moves: "
          f"p50 {1000 * statistics.median(lat):.2f} ms, p99 {1000 * _pct(lat, 0.99):.2f} ms (goal ≤ 2 / ≤ 10)")


def bytes_per_move(games: int = 5) -> None:
    """Encoded size of every delta frame a seated player receives, over a few bot games."""
    sizes: list[int] = []
    for g in range(games):
        t = Table(TableConfig(variant=JOLLY.with_options(target_points=500), seats=4, bots=("normal",) * 4,
                              seed=g, turn_ms=0))
        t.conns[1] = Conn("0" * 64, "obs", 0)  # receives seat 0's view, as that player would
        t._start_match(0.0)
        now = 0.0
        while not t.finished and t.accepted < 400:
            now += 0.001
            t.tick(now)
            for _cid, msg, _close in t.drain():
                if msg["t"] == "delta":
                    sizes.append(len(encode_frame(msg)))
    print(f"bytes per move frame (delta to one seat, {len(sizes)} frames): median {statistics.median(sizes):.0f}, "
          f"p90 {_pct(sizes, 0.9)}, max {max(sizes)} (goal ≤ 200 typical)")


def _rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def _serve(n: int) -> None:
    """Host process: n tables; prints ports, answers 'rss' on stdin, exits on 'quit'."""
    tmp = Path(tempfile.mkdtemp())
    ident = Identity.generate()
    base = _rss_kib()
    hosts = []
    for i in range(n):
        h = Host(_cfg(i), ident, data_dir=tmp, heartbeat_s=5)
        await h.start("127.0.0.1", 0)
        hosts.append(h)
    print("PORTS " + " ".join(str(h.port) for h in hosts), flush=True)
    loop = asyncio.get_running_loop()
    while True:
        line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
        if line == "rss":
            print(f"RSS {base} {_rss_kib()}", flush=True)
        elif line in ("quit", ""):
            break
    for h in hosts:
        await h.close()


async def bench_many(tables: int, moves: int) -> None:
    proc = subprocess.Popen([sys.executable, __file__, "--serve", str(tables)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    loop = asyncio.get_running_loop()
    line = await loop.run_in_executor(None, proc.stdout.readline)
    ports = [int(p) for p in line.split()[1:]]
    tmp = Path(tempfile.mkdtemp())
    lat: list[float] = []
    t0 = time.perf_counter()
    await asyncio.gather(*(_play_table(p, tmp / str(i), moves, i, lat) for i, p in enumerate(ports)))
    wall = time.perf_counter() - t0
    proc.stdin.write("rss\n")
    proc.stdin.flush()
    rss = (await loop.run_in_executor(None, proc.stdout.readline)).split()
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait(timeout=30)
    base, after = int(rss[1]), int(rss[2])
    print(f"{tables} tables × 4 TLS clients, one host process, {len(lat)} moves in {wall:.1f} s: "
          f"p50 {1000 * statistics.median(lat):.1f} ms, p99 {1000 * _pct(lat, 0.99):.1f} ms (goal p99 ≤ 50); "
          f"host memory {(after - base) / tables:.0f} KiB per table (RSS {after // 1024} MiB)")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--moves", type=int, default=300)
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--many-moves", type=int, default=60)
    p.add_argument("--serve", type=int, default=0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        asyncio.run(_serve(args.serve))
        return
    asyncio.run(bench_latency(args.moves))
    bytes_per_move()
    asyncio.run(bench_many(args.tables, args.many_moves))


if __name__ == "__main__":
    main()
