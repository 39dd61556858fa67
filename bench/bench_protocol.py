"""Protocol figures: move latency over TLS, many tables in one host process, bytes per move.

    python bench/bench_protocol.py              # everything (about 2 minutes)
    python bench/bench_protocol.py --quick      # the same figures, smaller (< 30 s)
    python bench/bench_protocol.py --profile host.pstats   # also cProfile the many-table host

Goals (issue 4): move latency p50 ≤ 2 ms / p99 ≤ 10 ms with 4 TLS clients on
loopback; one host process with 100 tables × 4 clients p99 ≤ 50 ms; a typical
move frame ≤ 200 bytes; and the host's memory per table.

The many-table bench keeps the host honest: the host runs alone in its own
process and the 400 TLS clients run in separate worker processes, so the
clients' own decoding and move choice do not eat the host's CPU. Each table's
four clients live in one worker, so a move's latency (the actor sends → all
four clients hold the new view) is measured on one clock. Tables move at a
set pace (``--think-ms`` between a move landing and the next one leaving,
staggered across tables and varied ±50 % per move); ``--think-ms 0`` is the closed-loop stress test,
whose latency is just tables ÷ throughput (Little's law), so it is reported
as throughput. Loopback only; discovery is never started.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import multiprocessing as mp
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["LANJOLLY_NO_DISCOVERY"] = "1"

from lanjolly.variants import JOLLY  # noqa: E402
from protocol.clientbot import choose_from_view  # noqa: E402
from protocol.clientstate import ViewUpdated  # noqa: E402
from protocol.framing import encode_frame  # noqa: E402
from protocol.identity import Identity  # noqa: E402
from protocol import Host, TableClient  # noqa: E402
from protocol.pins import PinStore  # noqa: E402
from protocol.table import Conn, Table, TableConfig  # noqa: E402


def _pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def _cfg(seed: int) -> TableConfig:
    return TableConfig(variant=JOLLY.with_options(target_points=500), seats=4, seed=seed, turn_ms=0)


async def _connect_table(port: int, tmp: Path) -> tuple[list[TableClient], list[Any], asyncio.Event]:
    pins = PinStore(tmp)
    clients = [TableClient("127.0.0.1", port, nick=f"p{i}", identity=Identity.generate(), pins=pins,
                           records=False, data_dir=tmp, reconnect=False) for i in range(4)]
    progress: list[Any] = [0, 0, 0, 0, float("inf"), [0.0] * 4]  # 4 positions, the target, arrival times
    changed = asyncio.Event()

    def hook(i: int):
        def on(ev: Any) -> None:
            if isinstance(ev, ViewUpdated):
                progress[i] = len(ev.view.log) + 100_000 * ev.view.round_no
                if progress[i] >= progress[4] and not progress[5][i]:
                    progress[5][i] = time.perf_counter()  # the moment this client holds the new view
                changed.set()
        return on
    for i, c in enumerate(clients):
        c.on_event = hook(i)
        await c.connect()
    return clients, progress, changed


async def _play(clients: list[TableClient], progress: list[Any], changed: asyncio.Event, moves: int,
                seed: int, latencies: list[float], think_s: float = 0.0, deadline: float = float("inf")) -> None:
    """The seat to move acts; latency = send → the last client of the table holds the new view.

    With ``think_s`` the next move leaves that long after the last one landed
    (the first after a random fraction of it, so tables do not move in step).
    """
    rng = random.Random(seed)
    pace = random.Random(~seed)  # think times: their own stream, so the moves chosen stay the same
    cache: dict = {}
    done = 0
    loop = asyncio.get_running_loop()
    if think_s:
        await asyncio.sleep(think_s * rng.random())  # pacing, not synchronisation
    while done < moves and loop.time() < deadline:
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
        action = choose_from_view(v, "normal", rng, cache)
        target = len(v.log) + 1 + 100_000 * v.round_no
        progress[4], progress[5] = target, [0.0] * 4
        t0 = time.perf_counter()
        actor.send_action(action)
        while min(progress[:4]) < target:
            changed.clear()
            await asyncio.wait_for(changed.wait(), 10)
        latencies.append(max(progress[5]) - t0)
        done += 1
        if think_s:
            # the player's think time (pacing, not synchronisation), ±50 % like a person's: a fixed
            # one locks the tables into step after any stall (every table that waited on it lands
            # at once, so all of them send again together, every think time, from then on)
            await asyncio.sleep(think_s * pace.uniform(0.5, 1.5))


async def _latency_run(moves: int, seed: int) -> list[float]:
    tmp = Path(tempfile.mkdtemp())
    host = Host(_cfg(seed), Identity.generate(), data_dir=tmp / "h", heartbeat_s=0)
    await host.start("127.0.0.1", 0)
    lat: list[float] = []
    clients, progress, changed = await _connect_table(host.port, tmp)
    await _play(clients, progress, changed, moves, seed, lat)
    for c in clients:
        await c.close()
    await host.close()
    return lat


def bench_latency(moves: int, runs: int) -> None:
    """One table, four TLS clients in this process; median of the per-run p50 and p99."""
    p50s, p99s = [], []
    for r in range(runs):
        lat = asyncio.run(_latency_run(moves, 1 + r))
        p50s.append(statistics.median(lat))
        p99s.append(_pct(lat, 0.99))
    print(f"move latency, 1 table × 4 TLS clients on loopback, {runs} runs × {moves} moves: "
          f"p50 {1000 * statistics.median(p50s):.2f} ms, p99 {1000 * statistics.median(p99s):.2f} ms "
          f"(medians over runs; per-run p99 {', '.join(f'{1000 * x:.1f}' for x in p99s)}; goal ≤ 2 / ≤ 10)")


def bytes_per_move(games: int = 5) -> None:
    """Encoded size of every delta frame a seated player receives, over a few bot games."""
    sizes: list[int] = []
    for g in range(games):
        t = Table(TableConfig(variant=JOLLY.with_options(target_points=500), seats=4, bots=("normal",) * 4,
                              seed=g, turn_ms=0))
        t.conns[1] = Conn("0" * 64, "obs", 0)  # receives seat 0's view, as that player would
        t.start_match(0.0)
        now = 0.0
        while not t.finished and t.accepted < 400:
            now += 0.001
            t.tick(now)
            for _cid, msg, _close in t.drain():
                if msg["t"] == "delta":
                    sizes.append(len(encode_frame(msg)))
    print(f"bytes per move frame (delta to one seat, {games} bot games, {len(sizes)} frames): "
          f"median {statistics.median(sizes):.0f}, p90 {_pct(sizes, 0.9)}, max {max(sizes)} (goal ≤ 200 typical)")


# ------------------------------------------------------------------ many tables, host in its own process


def _rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _cpu_s() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


async def _serve(n: int, profile: str | None) -> None:
    """Host process: n tables; prints ports; answers 'mark' and 'stats' on stdin, exits on 'quit'."""
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
    prof = cProfile.Profile() if profile else None
    mark = (_cpu_s(), 0)
    while True:
        line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
        moves = sum(h.table.accepted for h in hosts)
        if line == "mark":  # the clients are connected: measure from here
            mark = (_cpu_s(), moves)
            if prof is not None:
                prof.enable()
            print("MARKED", flush=True)
        elif line == "stats":
            if prof is not None:
                prof.disable()
                prof.dump_stats(profile)
            print(f"STATS {base} {_rss_kib()} {_cpu_s() - mark[0]:.4f} {moves - mark[1]}", flush=True)
        elif line in ("quit", ""):
            break
    for h in hosts:
        await h.close()


def _worker(jobs: list[tuple[int, int]], moves: int, think_s: float, budget_s: float, ready: Any,
            go: Any, out: Any) -> None:
    """Worker process: drives the four clients of each of its tables; sends back the latencies."""
    async def run() -> list[float]:
        tmp = Path(tempfile.mkdtemp())
        tables = [await _connect_table(port, tmp / str(seed)) for port, seed in jobs]
        # One process stands in for 200 players' own processes: keep the setup (modules, TLS
        # contexts, 200 clients) out of the full collections, whose pauses would otherwise
        # scale with the number of clients sharing this heap, not with anything a player has.
        gc.collect()
        gc.freeze()
        ready.set()
        await asyncio.get_running_loop().run_in_executor(None, go.wait)
        cpu[0] = _cpu_s()
        lat: list[float] = []
        deadline = asyncio.get_running_loop().time() + budget_s
        await asyncio.gather(*(_play(c, p, e, moves, seed, lat, think_s, deadline)
                               for (c, p, e), (_port, seed) in zip(tables, jobs)))
        cpu[1] = _cpu_s()
        for c, _p, _e in tables:
            for client in c:
                await client.close()
        return lat
    cpu = [0.0, 0.0]
    lat = asyncio.run(run())
    out.put((lat, cpu[1] - cpu[0]))


def _ask(proc: subprocess.Popen, line: str) -> list[str]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().split()


def bench_many(tables: int, moves: int, think_ms: float, workers: int, budget_s: float,
               profile: str | None = None) -> dict[str, float]:
    """One host process with ``tables`` tables; the 4 × ``tables`` clients in ``workers`` processes."""
    cmd = [sys.executable, __file__, "--serve", str(tables)] + (["--profile", profile] if profile else [])
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        ports = [int(p) for p in proc.stdout.readline().split()[1:]]
        ctx = mp.get_context("spawn")
        go, out = ctx.Event(), ctx.Queue()
        shares = [[(p, i) for i, p in enumerate(ports) if i % workers == w] for w in range(workers)]
        readies = [ctx.Event() for _ in shares]
        procs = [ctx.Process(target=_worker, args=(share, moves, think_ms / 1000, budget_s, r, go, out))
                 for share, r in zip(shares, readies)]
        for p in procs:
            p.start()
        for r in readies:
            if not r.wait(120):
                raise RuntimeError("a client worker did not connect its tables in time")
        _ask(proc, "mark")
        t0 = time.perf_counter()
        go.set()
        lat: list[float] = []
        client_cpu = 0.0
        for _ in procs:
            got, cpu_w = out.get(timeout=budget_s + 120)
            lat.extend(got)
            client_cpu += cpu_w
        wall = time.perf_counter() - t0
        for p in procs:
            p.join(30)
        _tag, base, after, cpu, hmoves = _ask(proc, "stats")
        _ask(proc, "quit")
    finally:
        if proc.poll() is None:
            proc.stdin.close()  # type: ignore[union-attr]
            proc.wait(timeout=30)
    base_k, after_k, cpu_s, host_moves = int(base), int(after), float(cpu), int(hmoves)
    pace = f"{think_ms:g} ms think time per move" if think_ms else "closed loop (no think time)"
    print(f"{tables} tables × 4 TLS clients, host alone in one process, clients in {workers} worker processes, "
          f"{pace}: {len(lat)} moves in {wall:.1f} s ({len(lat) / wall:.0f} moves/s): "
          f"p50 {1000 * statistics.median(lat):.1f} ms, p99 {1000 * _pct(lat, 0.99):.1f} ms"
          + (" (goal p99 ≤ 50)" if think_ms else ""))
    print(f"    host CPU {1000 * cpu_s / max(1, host_moves):.2f} ms per move (≈ {host_moves / max(cpu_s, 1e-9):.0f} "
          f"moves/s per core); host memory {(after_k - base_k) / tables:.0f} KiB per table "
          f"(RSS {after_k // 1024} MiB with {tables} tables); clients {1000 * client_cpu / max(1, len(lat)):.2f} "
          f"ms CPU per move, {os.cpu_count()} cores")
    return {"p50": statistics.median(lat), "p99": _pct(lat, 0.99), "cpu_per_move": cpu_s / max(1, host_moves)}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true", help="smaller runs, under 30 s in all")
    p.add_argument("--moves", type=int, default=300, help="moves per latency run (one table)")
    p.add_argument("--runs", type=int, default=5, help="latency runs (medians are reported)")
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--many-moves", type=int, default=60, help="moves per table in the many-table bench")
    p.add_argument("--think-ms", type=float, default=250.0, help="pause per move per table (0: closed loop)")
    p.add_argument("--workers", type=int, default=2, help="client worker processes")
    p.add_argument("--profile", help="cProfile the host process under load into this file")
    p.add_argument("--serve", type=int, default=0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        asyncio.run(_serve(args.serve, args.profile))
        return
    if args.quick:
        args.moves, args.runs, args.many_moves = 150, 3, 15
    bench_latency(args.moves, args.runs)
    bytes_per_move(2 if args.quick else 5)
    budget = 60.0 if args.quick else 300.0
    bench_many(args.tables, args.many_moves, args.think_ms, args.workers, budget, args.profile)
    if not args.quick:
        bench_many(args.tables, args.many_moves // 2, 0, args.workers, budget)


if __name__ == "__main__":
    main()
