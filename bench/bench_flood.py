"""Handshake flood from hundreds of addresses against a real ``lanjolly host`` (issue 20 item 6).

The host runs as its own process with a file limit of 1024. A flood process
keeps ``--hostile`` connections open from ``--addresses`` source addresses on
127.0.0.0/8 and re-opens each at once when the host drops it: a third only
open TCP, a third finish TLS and stay silent, a third finish TLS and drip
pings without ever saying hello. Meanwhile two real players, each in its own
process, join and play the match to its end against a bot:

* the *known* player, the table's owner (``--owner``), who sat down before the
  flood and comes back during it (a new connection, as after a dropped link);
* a *new* player the table has never seen, from a fresh address.

Figures: each player's join time (connect to ``joined``, retries after a
reset included), whether both finished the match, the host's peak RSS, and
how many connections the flood opened. Goals: each join <= 10 s, both
finish, RSS < 150 MB. Bounded: the flood stops after ``--seconds`` (or when
both players are done) and everything ends by itself.

    python bench/bench_flood.py [--hostile 2000] [--addresses 256] [--seconds 90]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FLOODERS = 2                               # flood processes (each its own asyncio loop)
sys.path.insert(0, str(ROOT))
from bench.bench_soak import rss_mb, start_host, stop_host  # noqa: E402

PLAYER = r"""
import asyncio, json, random, sys, time
from protocol import TableClient
from protocol.cli_join import connect_with_retries, run_bot_client
async def main():
    port, data, nick, src = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
    c = TableClient("127.0.0.1", port, nick=nick, data_dir=data, source=src or None)
    t0 = time.perf_counter()
    joined = await connect_with_retries(c)
    t_join = time.perf_counter() - t0
    print(json.dumps({"event": "joined", "nick": nick, "seconds": t_join, "seat": joined.seat}), flush=True)
    code = await run_bot_client(c, "normal", random.Random(1), quiet=True)
    print(json.dumps({"event": "finished", "nick": nick, "code": code,
                      "seconds": time.perf_counter() - t0}), flush=True)
asyncio.run(main())
"""


async def _lines(proc: asyncio.subprocess.Process, into: list[dict], until: str | None = None) -> None:
    assert proc.stdout is not None
    while line := await proc.stdout.readline():
        if not line.startswith(b"{"):
            continue                     # the bot client's standings, for people
        msg = json.loads(line)
        into.append(msg)
        if msg.get("event") == until:
            return


async def player(port: int, data: Path, nick: str, out: list[dict], src: str) -> asyncio.subprocess.Process:
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", PLAYER, str(port), str(data), nick, src,
                                                cwd=ROOT, stdout=asyncio.subprocess.PIPE)
    asyncio.get_running_loop().create_task(_lines(proc, out))
    return proc


async def run(port: int, pid: int, args: argparse.Namespace, data: Path) -> dict:
    loop = asyncio.get_running_loop()
    known_out: list[dict] = []
    new_out: list[dict] = []
    # the known player sits down before the flood (it is the owner) and leaves again
    first = await player(port, data / "known", "Known", known_out, "127.0.0.1")
    while not any(m["event"] == "joined" for m in known_out):
        await asyncio.sleep(0.05)        # polling a child's output, bounded by the flood's timeouts
    first.kill()
    await first.wait()
    half = args.hostile // FLOODERS
    floods = [await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.flooder", str(port), str(k * half), str(half), str(args.addresses),
        str(args.seconds), cwd=ROOT, stdout=asyncio.subprocess.PIPE) for k in range(FLOODERS)]
    flood_outs: list[list[dict]] = [[] for _ in floods]
    readers = [loop.create_task(_lines(f, out)) for f, out in zip(floods, flood_outs)]
    samples: list[float] = []
    start = loop.time()
    players: list[asyncio.subprocess.Process] = []
    known_out.clear()
    while loop.time() - start < args.seconds + 30:
        samples.append(rss_mb(pid)[0])
        t = loop.time() - start
        if t >= args.warmup and not players:
            players = [await player(port, data / "known", "Known", known_out, "127.0.0.1"),
                       await player(port, data / "new", "New", new_out, "127.0.200.1")]   # never seen
        done = [o for o in (known_out, new_out) if any(m["event"] == "finished" for m in o)]
        if players and len(done) == 2:
            break
        await asyncio.sleep(0.25)        # sampling period
    for p in players:
        if p.returncode is None:
            p.kill()
        await p.wait()
    for flood in floods:
        if flood.returncode is None:
            flood.kill()
        await flood.wait()
    await asyncio.wait_for(asyncio.gather(*readers), 5)
    totals: dict = {}
    for out in flood_outs:
        for k, v in (out[-1] if out else {}).items():
            if isinstance(v, (int, float)) and k != "s":
                totals[k] = totals.get(k, 0) + v
            totals["s"] = max(totals.get("s", 0), out[-1].get("s", 0)) if out else 0
    return {"known": known_out, "new": new_out, "samples": samples, "flood": [totals] if totals else [],
            "flood_s": loop.time() - start}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hostile", type=int, default=2000)
    ap.add_argument("--addresses", type=int, default=256)
    ap.add_argument("--seconds", type=float, default=90.0)
    ap.add_argument("--warmup", type=float, default=10.0, help="flood seconds before the players join")
    ap.add_argument("--host-root", type=Path, default=ROOT,
                    help="run the host from this source tree (e.g. an older commit's, for a before/after)")
    args = ap.parse_args()
    from protocol.identity import load_or_create_identity
    with tempfile.TemporaryDirectory(prefix="lj-flood-") as tmp:
        data = Path(tmp)
        owner = load_or_create_identity(data / "known").fingerprint
        proc, port = start_host(data / "host", ("--seats", "3", "--bots", "easy", "--variant", "romme", "--target",
                                                "1", "--owner", owner), args.host_root)
        err = ""
        try:
            before = rss_mb(proc.pid)[0]
            r = asyncio.run(run(port, proc.pid, args, data))
            after, peak = rss_mb(proc.pid)
            cpu = sum(float(x) for x in Path(f"/proc/{proc.pid}/stat").read_text().split()[13:15]) / os.sysconf(
                "SC_CLK_TCK")
        finally:
            err = stop_host(proc)
    load = os.getloadavg()
    last = r["flood"][-1] if r["flood"] else {}
    rate = last.get("opened", 0) / max(1e-9, last.get("s", 0))
    print(f"flood: {args.hostile} connections from {args.addresses} addresses for {r['flood_s']:.0f} s "
          f"(players joined after {args.warmup:.0f} s); {last.get('opened', 0)} connections opened "
          f"({rate:.0f}/s), {last.get('tls', 0)} of them TLS, {last.get('refused', 0)} refused, "
          f"{last.get('closed_by_host', 0)} closed by the host")
    ok = True
    for who in ("known", "new"):
        joined = [m for m in r[who] if m["event"] == "joined"]
        finished = [m for m in r[who] if m["event"] == "finished"]
        j = joined[0]["seconds"] if joined else float("inf")
        fin = finished[0]["code"] == 0 if finished else False
        print(f"{who} player: joined in {j:.2f} s (seat {joined[0]['seat'] if joined else '-'}), "
              f"finished the match: {fin}")
        ok = ok and j <= 10 and fin
    print(f"host RSS: before {before:.1f} MB, peak {peak:.1f} MB (goal < 150), after {after:.1f} MB; "
          f"host CPU {cpu:.1f} s in {r['flood_s']:.0f} s; load average {load[0]:.1f}")
    if os.environ.get("FLOOD_SHOW_STDERR"):
        print(err[-3000:])
    ok = ok and peak < 150
    print("goals:", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
