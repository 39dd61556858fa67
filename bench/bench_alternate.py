"""bench_protocol.py's figures for two checkouts, run alternately in one sitting.

    python bench/bench_alternate.py --before /path/to/old/checkout --pairs 3
    python bench/bench_alternate.py --before OLD --after NEW --pairs 4 --out runs/

Why alternate: on a shared 2-core machine the load of other work moves a
p99 by several times from one minute to the next, so two figures taken at
different times say little. Runs go before, after, before, after … under the
same nice level, each in its own process with its checkout's own bench script
and code (``<checkout>/.venv/bin/python`` where there is one), and the table
quotes the medians over runs, with the load average at each start.

Each run is ``bench_protocol.py`` without its closed-loop stress test: one
table (5 runs × 300 moves), bytes per move (5 games) and 100 tables at a
250 ms think time (60 moves each).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

FIGURES = {  # name -> (pattern in bench_protocol's output, unit)
    "1 table p50": (r"1 table.*?p50 ([\d.]+) ms", "ms"),
    "1 table p99": (r"1 table.*?p99 ([\d.]+) ms", "ms"),
    "100 tables p50": (r"100 tables.*?p50 ([\d.]+) ms", "ms"),
    "100 tables p99": (r"100 tables.*?p99 ([\d.]+) ms", "ms"),
    "host CPU per move": (r"host CPU ([\d.]+) ms per move", "ms"),
    "host memory per table": (r"host memory (\d+) KiB per table", "KiB"),
    "bytes per move (median)": (r"bytes per move.*?median (\d+)", "B"),
}


def one(root: str) -> None:
    """Child: the figures of the checkout at ``root``, with that checkout's bench script."""
    sys.path.insert(0, str(Path(root) / "bench"))
    import bench_protocol as b  # noqa: PLC0415 - the checkout's own script, chosen at run time

    b.bench_latency(300, 5)
    b.bytes_per_move(5)
    b.bench_many(100, 60, 250.0, 2, 300.0)


def _commit(root: Path) -> str:
    res = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return res.stdout.strip() + ("+changes" if dirty else "")


def _run(root: Path, nice: int, out: Path | None, tag: str) -> dict[str, float | str]:
    py = root / ".venv" / "bin" / "python"
    cmd = ["nice", "-n", str(nice), str(py if py.exists() else sys.executable), str(Path(__file__).resolve()),
           "--one", str(root)]
    load = os.getloadavg()[0]
    started = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    text = res.stdout + res.stderr
    if out is not None:
        (out / f"{tag}.txt").write_text(f"{started} UTC, load {load:.2f}, {_commit(root)}\n{text}")
    if res.returncode != 0:
        raise RuntimeError(f"the run in {root} failed:\n{text[-2000:]}")
    row: dict[str, float | str] = {"load": load, "started": started}
    for name, (pattern, _unit) in FIGURES.items():
        m = re.search(pattern, text)
        row[name] = float(m.group(1)) if m else float("nan")
    return row


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--before", help="the older checkout (its own bench_protocol.py runs); required")
    p.add_argument("--after", default=str(HERE), help="the newer checkout (default: this one)")
    p.add_argument("--pairs", type=int, default=3)
    p.add_argument("--nice", type=int, default=19, help="the same nice level for every run")
    p.add_argument("--out", help="a folder for each run's raw output")
    p.add_argument("--one", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:
        one(args.one)
        return
    if not args.before:
        p.error("--before is required")
    out = Path(args.out) if args.out else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    sides = {"before": Path(args.before).resolve(), "after": Path(args.after).resolve()}
    rows: dict[str, list[dict[str, float | str]]] = {side: [] for side in sides}
    for i in range(1, args.pairs + 1):
        for side, root in sides.items():
            row = _run(root, args.nice, out, f"{i}-{side}")
            rows[side].append(row)
            print(f"pair {i} {side}: " + ", ".join(f"{k} {v}" for k, v in row.items()), flush=True)
    print(f"\nmedians over {args.pairs} alternating pairs (nice {args.nice}); before {_commit(sides['before'])}, "
          f"after {_commit(sides['after'])}")
    print("| figure | before | after | after ÷ before, median over pairs |\n|---|---|---|---|")
    for name, (_pattern, unit) in [("load at start", ("", "")), *FIGURES.items()]:
        key = "load" if name == "load at start" else name
        med = {side: statistics.median(float(r[key]) for r in rows[side]) for side in sides}
        # each pair ran minutes apart: its ratio is less at the mercy of the load drifting over the sitting
        ratio = statistics.median(float(a[key]) / float(b[key]) for a, b in zip(rows["after"], rows["before"]))
        print(f"| {name} | {med['before']:g} {unit} | {med['after']:g} {unit} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
