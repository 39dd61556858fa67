"""``lanjolly sim``: the command line of the bot tournament (arguments, worker processes,
the progress bar).

The tournament itself, duplicate deals and their statistics, is pure and lives in
:mod:`lanjolly.sim`; this module only runs its deals, in one process or several, and
prints the summary. Per-deal seeds come from the master seed, so the output is the same
for any ``--jobs`` (apart from the timing field ``rounds_per_s``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Iterator, Sequence

from lanjolly.bots import STRENGTHS
from lanjolly.sim import DealResult, deal_tasks, play_deal, summary
from lanjolly.variants import Variant, preset

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
        progress: bool = True, audit: bool = False) -> dict[str, Any]:
    """Play ``matches`` duplicate deals and return the JSON-ready summary
    (with ``audit``, also the blunder audit per bot)."""
    tasks = deal_tasks(variant, seats, matches, seed, audit)
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
    return summary(variant, seats, seed, results, time.perf_counter() - start)


def _table(summary: dict[str, Any]) -> str:
    lines = [f"{summary['variant']}: {summary['matches']} matches, {summary['rounds']} rounds, "
             f"{summary['rounds_per_s']} rounds/s (seed {summary['seed']})",
             f"{'bot':8s} {'win share':>9s} {'95% CI':>17s} {'match pts':>10s} {'round pts':>10s}"]
    for b in summary["bots"]:
        lo, hi = b["ci95"]
        lines.append(f"{b['name']:8s} {b['win_share'] * 100:8.1f}% [{lo * 100:6.1f}%,{hi * 100:6.1f}%] "
                     f"{b['mean_match_points']:10.2f} {b['mean_round_points']:10.2f}")
    for b in summary.get("audit", []):
        kinds = ", ".join(f"{k} {n}" for k, n in b["blunders"].items())
        lines.append(f"{b['name']:8s} blunders per 100 turns {b['per_100_turns']:.2f} ({kinds}; {b['turns']} turns; "
                     f"feeds in plain sight {b['feeds_seen']}, {b['feeds_seen_per_100_turns']:.2f} per 100 turns)")
    return "\n".join(lines)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="lanjolly sim", description="Bot tournaments with duplicate deals.")
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--seats", default="strong,normal",
                   help="comma-separated bot strengths, one per seat (2-4): easy, normal, strong, expert")
    p.add_argument("--matches", type=int, default=100, help="number of duplicate deals")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--target", type=int, default=None, help="match target points (variant choices)")
    p.add_argument("--knock", action="store_true", help="Rommé: allow knocking")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--audit", action="store_true",
                   help="count blunders per 100 turns for each bot (feeding the next player out, "
                        "a refused winning knock, a lay that spoils going out), and of the feeds those "
                        "whose danger the feeder could see")
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
    result = run(variant, seats, a.matches, a.seed, a.jobs, progress=not a.quiet, audit=a.audit)
    if a.json:
        print(json.dumps(result))
    else:
        print(_table(result))
    return 0
