"""Process start until the lobby is shown, from the venv (goal: ≤ 500 ms warm), median of runs.

Each run is the real entry a player starts, ``lanjolly client`` (offscreen Qt,
discovery off, a throw-away home), under a bare environment, timed from just
before the process is spawned until the window's first frame of the lobby
(``--screenshot`` prints when that frame was grabbed). The first run warms the
disk cache and is not counted. bench/bench_dist.py measures the same for the
packaged app. Run it with the machine otherwise idle: on 2 shared cores the
worst run moves a lot, the median much less.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.packaging import smoke  # noqa: E402

RUNS = 11
GOAL_MS = 500


def main() -> None:
    exe = Path(sys.executable).parent / "lanjolly"
    with tempfile.TemporaryDirectory(prefix="ljstart") as tmp:
        home = Path(tmp)
        png = home / "lobby.png"
        smoke.check_lobby(exe, home, png)
        times = sorted(smoke.check_lobby(exe, home, png) for _ in range(RUNS))
    median = statistics.median(times) * 1000
    print(f"venv start → lobby shown (warm, {RUNS} runs): median {median:.0f} ms, "
          f"best {times[0] * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms "
          f"(goal ≤ {GOAL_MS} ms: {'met' if median <= GOAL_MS else 'NOT met'})")
    print(f"machine load while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
