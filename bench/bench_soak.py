"""Soak: 2,000 hostile connections held open against a real ``lanjolly host`` on 127.0.0.1.

The host runs as its own process with a file limit of 1024 (as in the report
of issue 10). Attackers on 127.0.0.2-127.0.0.21 keep ``--hostile`` connections
open for ``--seconds``: a third only open TCP, a third finish TLS and stay
silent, a third finish TLS and drip pings without ever saying hello; every
connection the host closes is reopened at once. Meanwhile a real player joins
from 127.0.0.1 (timed), and the host's resident memory is sampled.

Goals (PROTOCOL.md §16.1): the player joins within 2 s, the host stays under
150 MB, and its memory goes back down after the attack. Bounded: it stops by
itself after the attack plus a few seconds.

    python bench/bench_soak.py [--hostile 2000] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.flooder import attacker, tools  # noqa: E402


def rss_mb(pid: int) -> tuple[float, float]:
    """(current RSS, peak RSS) of ``pid`` in MB."""
    text = Path(f"/proc/{pid}/status").read_text()
    cur = int(re.search(r"VmRSS:\s+(\d+)", text).group(1)) / 1024
    peak = int(re.search(r"VmHWM:\s+(\d+)", text).group(1)) / 1024
    return cur, peak


def stop_host(proc: subprocess.Popen) -> str:
    """Stop the host (SIGTERM, then SIGKILL after 10 s); its stderr."""
    proc.terminate()
    try:
        return proc.communicate(timeout=10)[1]
    except subprocess.TimeoutExpired:
        proc.kill()
        return proc.communicate()[1]


def start_host(data: Path, table: tuple[str, ...] = ("--seats", "2", "--bots", "easy"),
               root: Path = ROOT) -> tuple[subprocess.Popen, int]:
    """A ``lanjolly host`` process on 127.0.0.1 with a file limit of 1024, run from the source tree ``root``."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    env = {**os.environ, "LANJOLLY_NO_DISCOVERY": "1", "PYTHONPATH": str(root)}
    proc = subprocess.Popen([sys.executable, "-m", "lanjolly", "--no-discovery", "host", "--bind", "127.0.0.1",
                             *table, "--turn-seconds", "0", "--data-dir", str(data)],
                            cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=limit)
    assert proc.stdout is not None
    for _ in range(10):
        m = re.search(r"listening on [^ ]+:(\d+)", proc.stdout.readline())
        if m:
            return proc, int(m.group(1))
    raise RuntimeError("the host did not start")


JOIN = """
import asyncio, sys, time
from protocol import TableClient
async def main():
    c = TableClient("127.0.0.1", int(sys.argv[1]), nick="Real", data_dir=sys.argv[2], reconnect=False)
    t0 = time.perf_counter()
    await c.connect(timeout=30)
    print(time.perf_counter() - t0, flush=True)
    await c.close()
asyncio.run(main())
"""


async def player_join(port: int, data: Path) -> float:
    """A real player in its own process (the attackers' CPU here must not slow it down)."""
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", JOIN, str(port), str(data), cwd=ROOT,
                                                stdout=asyncio.subprocess.PIPE)
    out, _ = await asyncio.wait_for(proc.communicate(), 60)
    return float(out.decode().strip() or "inf")


async def soak(port: int, pid: int, hostile: int, seconds: float, data: Path) -> dict[str, object]:
    loop = asyncio.get_running_loop()
    stats = {"opened": 0, "tls": 0, "refused": 0, "closed_by_host": 0}
    stop = loop.time() + seconds
    ctx, pinger = tools()
    tasks = [asyncio.create_task(attacker(i, port, stop, stats, f"127.0.0.{2 + i % 20}", ctx, pinger, pace_s=0.2))
             for i in range(hostile)]
    samples: list[float] = []
    joins: list[float] = []
    t_join = [seconds * 0.4, seconds * 0.6, seconds * 0.8]
    start = loop.time()
    joiners = []
    while loop.time() < stop:
        samples.append(rss_mb(pid)[0])
        if t_join and loop.time() - start >= t_join[0]:
            t_join.pop(0)
            joiners.append(asyncio.create_task(player_join(port, data / f"p{len(joiners)}")))
        await asyncio.sleep(0.25)         # sampling period
    await asyncio.gather(*tasks, return_exceptions=True)
    joins = list(await asyncio.gather(*joiners))
    return {"stats": stats, "samples": samples, "joins": joins}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hostile", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=20.0)
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, args.hostile * 2 + 256)), hard))
    with tempfile.TemporaryDirectory(prefix="lj-soak-") as tmp:
        data = Path(tmp)
        proc, port = start_host(data / "host")
        try:
            before = rss_mb(proc.pid)[0]
            r = asyncio.run(soak(port, proc.pid, args.hostile, args.seconds, data))
            time.sleep(12)                # two heartbeats: the host notices the flood has passed
            after, peak = rss_mb(proc.pid)
        finally:
            err = stop_host(proc)
    joins = r["joins"]
    print(f"hostile connections held: {args.hostile} for {args.seconds:.0f} s; {r['stats']}")
    print(f"real player join: " + ", ".join(f"{j:.2f} s" for j in joins) +
          f" (median {statistics.median(joins):.2f} s, goal <= 2 s)")
    print(f"host RSS: before {before:.1f} MB, median under attack {statistics.median(r['samples']):.1f} MB, "
          f"peak {peak:.1f} MB (goal < 150), after {after:.1f} MB")
    print(f"host stderr: {len(err.encode())} bytes, {len(err.splitlines())} lines")
    if os.environ.get("SOAK_SHOW_STDERR"):
        print(err[:3000])
    ok = max(joins) <= 2 and peak < 150 and after <= max(before * 1.5, peak)
    print("goals:", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
