"""``lanjolly sim``: bot tournaments with duplicate deals.

Every deal (a seed for all deck orders and reshuffles of one match) is played
once per distinct rotation of the seat list, so each bot sits in each seat
with the same cards and luck cancels. Win shares get a 95% confidence
interval clustered by deal (the rotations of one deal are not independent).
Per-deal seeds are derived from the master seed, so results are identical for
any ``--jobs``. This module and ``cli.py`` are the only ones in ``lanjolly``
that print; the play itself lives in :mod:`lanjolly.arena`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from .arena import MatchRecord, play_match
from .bots import STRENGTHS, make_bot
from .variants import Variant, preset


@dataclass(frozen=True)
class DealResult:
    """Per bot name: (match win share, sum of match points, match count,
    sum of round points, round count) over all rotations of one deal."""

    per_bot: dict[str, tuple[float, float, int, float, int]]
    rounds: int


def rotations(seats: Sequence[str]) -> list[tuple[str, ...]]:
    """Distinct rotations of the seat list (a,b,a,b has two, not four)."""
    out: list[tuple[str, ...]] = []
    for r in range(len(seats)):
        rot = tuple(seats[(i + r) % len(seats)] for i in range(len(seats)))
        if rot not in out:
            out.append(rot)
    return out


def play_deal(args: tuple[Variant, tuple[str, ...], int, int]) -> DealResult:
    variant, seats, seed, deal = args
    deal_seed = f"{seed}/{deal}"
    acc: dict[str, list[float]] = {name: [0.0, 0.0, 0, 0.0, 0] for name in seats}
    rounds = 0
    for r, rot in enumerate(rotations(seats)):
        bots = [make_bot(name, seed=deal * 31 + s, variant=variant) for s, name in enumerate(rot)]
        rec: MatchRecord = play_match(variant, bots, deal_seed, f"{deal_seed}/rot{r}")
        rounds += len(rec.rounds)
        for s, name in enumerate(rot):
            a = acc[name]
            a[0] += (1.0 / len(rec.winners)) if s in rec.winners else 0.0
            a[1] += rec.totals[s]
            a[2] += 1
            pts = [x for x in (p[s] for p in rec.rounds) if x is not None]
            a[3] += sum(pts)
            a[4] += len(pts)
    return DealResult({k: (v[0], v[1], int(v[2]), v[3], int(v[4])) for k, v in acc.items()}, rounds)


def summarise(results: Sequence[DealResult], names: Sequence[str], seats: Sequence[str]) -> list[dict[str, Any]]:
    """Per bot name: match win share with a deal-clustered 95% CI, mean points."""
    out = []
    n = len(results)
    for name in names:
        share_by_deal = []
        mp = mc = rp = rc = 0.0
        for res in results:
            w, pts, m, rpts, r = res.per_bot[name]
            # Share of the matches of this deal won by this bot name (over all its seats).
            matches = m / seats.count(name)
            share_by_deal.append(w / matches if matches else 0.0)
            mp += pts
            mc += m
            rp += rpts
            rc += r
        mean = sum(share_by_deal) / n if n else 0.0
        if n > 1:
            var = sum((x - mean) ** 2 for x in share_by_deal) / (n - 1)
            half = 1.96 * math.sqrt(var / n)
        else:
            half = float("nan")
        out.append({"name": name, "win_share": round(mean, 4),
                    "ci95": [round(mean - half, 4), round(mean + half, 4)],
                    "mean_match_points": round(mp / mc, 2) if mc else 0.0,
                    "mean_round_points": round(rp / rc, 3) if rc else 0.0})
    return out


_last_draw = [0.0]


def _progress(done: int, total: int, start: float) -> None:
    now = time.perf_counter()
    if done != total and now - _last_draw[0] < 0.25:
        return
    _last_draw[0] = now
    width = 30
    fill = int(width * done / total) if total else width
    rate = done / max(time.perf_counter() - start, 1e-9)
    sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} deals "
                     f"({rate:.1f}/s)")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


START_METHOD_ENV = "LANJOLLY_START_METHOD"


def start_method(platform: str = sys.platform, override: str | None = None) -> str:
    """How ``--jobs`` starts its worker processes.

    Linux forks: cheapest, the workers share the parent's loaded meld tables.
    Everywhere else they are spawned: Windows has no fork, and macOS's system
    libraries are not fork-safe (CPython itself defaults to spawn there). The
    environment variable ``LANJOLLY_START_METHOD`` (fork, spawn, forkserver)
    overrides, so the Windows/macOS path runs on Linux too (tests/spawn).
    """
    import multiprocessing as mp
    chosen = (os.environ.get(START_METHOD_ENV, "") if override is None else override).strip()
    if chosen:
        if chosen not in mp.get_all_start_methods():
            raise ValueError(f"{START_METHOD_ENV}={chosen!r}: this system offers "
                             f"{', '.join(mp.get_all_start_methods())}")
        return chosen
    return "fork" if platform.startswith("linux") else "spawn"


def run(variant: Variant, seats: Sequence[str], matches: int, seed: int, jobs: int = 1,
        progress: bool = True) -> dict[str, Any]:
    """Play ``matches`` duplicate deals and return the JSON-ready summary."""
    tasks = [(variant, tuple(seats), seed, d) for d in range(matches)]
    start = time.perf_counter()
    results: list[DealResult] = []

    def consume(it: Iterator[DealResult]) -> None:
        for res in it:
            results.append(res)
            if progress:
                _progress(len(results), matches, start)

    if jobs > 1 and matches > 1:
        import multiprocessing as mp
        ctx = mp.get_context(start_method())
        with ctx.Pool(jobs) as pool:
            consume(pool.imap(play_deal, tasks, chunksize=max(1, min(8, matches // (jobs * 8)))))
    else:
        consume(map(play_deal, tasks))
    elapsed = time.perf_counter() - start
    rounds = sum(r.rounds for r in results)
    names = list(dict.fromkeys(seats))
    played = sum(len(rotations(seats)) for _ in results)
    return {"variant": variant.name, "seed": seed, "matches": played, "rounds": rounds,
            "rounds_per_s": round(rounds / elapsed, 2) if elapsed > 0 else 0.0,
            "bots": summarise(results, names, seats)}


def _table(summary: dict[str, Any]) -> str:
    lines = [f"{summary['variant']}: {summary['matches']} matches, {summary['rounds']} rounds, "
             f"{summary['rounds_per_s']} rounds/s (seed {summary['seed']})",
             f"{'bot':8s} {'win share':>9s} {'95% CI':>17s} {'match pts':>10s} {'round pts':>10s}"]
    for b in summary["bots"]:
        lo, hi = b["ci95"]
        lines.append(f"{b['name']:8s} {b['win_share'] * 100:8.1f}% [{lo * 100:6.1f}%,{hi * 100:6.1f}%] "
                     f"{b['mean_match_points']:10.2f} {b['mean_round_points']:10.2f}")
    return "\n".join(lines)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="lanjolly sim", description="Bot tournaments with duplicate deals.")
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--seats", default="strong,normal",
                   help="comma-separated bot strengths, one per seat (2-4): easy, normal, strong")
    p.add_argument("--matches", type=int, default=100, help="number of duplicate deals")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--target", type=int, default=None, help="match target points (variant choices)")
    p.add_argument("--knock", action="store_true", help="Rommé: allow knocking")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p.parse_args(argv)


def main_sim(argv: list[str]) -> int:
    """Entry point for ``lanjolly sim``; returns the exit status."""
    try:
        a = parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    seats = [s.strip().lower() for s in a.seats.split(",") if s.strip()]
    bad = [s for s in seats if s not in STRENGTHS]
    if bad or not 2 <= len(seats) <= 4:
        sys.stderr.write(f"--seats needs 2-4 of {', '.join(STRENGTHS)}; got {a.seats!r}\n")
        return 2
    if a.matches < 1 or a.jobs < 1:
        sys.stderr.write("--matches and --jobs must be at least 1\n")
        return 2
    variant = preset(a.variant)
    try:
        if a.jobs > 1:
            start_method()   # a bad LANJOLLY_START_METHOD is a usage error, not a traceback
        if a.target is not None:
            variant = variant.with_options(target_points=a.target)
        if a.knock:
            variant = variant.with_options(knock=True)
    except ValueError as e:
        sys.stderr.write(f"{e}\n")
        return 2
    summary = run(variant, seats, a.matches, a.seed, a.jobs, progress=not a.quiet)
    if a.json:
        print(json.dumps(summary))
    else:
        print(_table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main_sim(sys.argv[1:]))
