"""Cost of checking one frame against protocol/schema (median µs per frame, by direction and type).

Records the frames of a few seeded in-memory matches (tests/protocol's
harness), then times ``protocol.messages.validate`` on each frame. The host
validates every inbound (client→host) frame; clients validate every frame the
host sends them.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "protocol"))
sys.path.insert(0, str(ROOT))

from test_protocol_schema_frames import SCENARIOS  # noqa: E402

from protocol.messages import validate  # noqa: E402


def main() -> None:
    frames = []
    for name in ("jolly-3-invite", "romme-4-invite", "romme-knock-lobby"):
        frames += SCENARIOS[name](1).frames
    times: dict[str, list[float]] = defaultdict(list)
    for direction, msg in frames:
        if direction == "up" and msg.get("t") == "ping" and type(msg.get("n")) is not int:
            continue
        best = min(_once(msg) for _ in range(5))
        times[direction].append(best)
        times[f"{direction}:{msg['t']}"].append(best)
    for key in sorted(times):
        xs = times[key]
        print(f"{key:22s} n={len(xs):5d} median {statistics.median(xs):8.1f} µs  max {max(xs):8.1f} µs")


def _once(msg: dict) -> float:
    t = time.perf_counter()
    validate(msg)
    return (time.perf_counter() - t) * 1e6


if __name__ == "__main__":
    main()
