"""Engine throughput: actions applied per second and random-playout rounds per second.

Prints medians over several repeats (4 players, both variants). Run:
    .venv/bin/python bench/bench_engine.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lanjolly import JOLLY, ROMME, apply, deal  # noqa: E402
from lanjolly.playout import chance, random_action, shuffled_deck  # noqa: E402
from lanjolly.round import Phase  # noqa: E402

REPEATS = 5
ROUNDS = 20


def record_games(variant, rng, rounds):
    """Play random rounds and keep (state, action) pairs to replay for pure apply() speed."""
    pairs = []
    for _ in range(rounds):
        s = deal(variant, shuffled_deck(rng), 0, (True,) * 4)
        while s.phase is not Phase.OVER:
            if s.phase is Phase.RESHUFFLE:
                s = chance(s, rng)
                continue
            a = random_action(s, rng)
            pairs.append((s, a))
            s = apply(s, a)
    return pairs


def main() -> None:
    for variant in (JOLLY, ROMME):
        rng = random.Random(2026)
        pairs = record_games(variant, rng, 10)
        aps = []
        for _ in range(REPEATS):
            t = time.perf_counter()
            for s, a in pairs:
                apply(s, a)
            aps.append(len(pairs) / (time.perf_counter() - t))
        rps = []
        for rep in range(REPEATS):
            rng = random.Random(rep)
            t = time.perf_counter()
            for _ in range(ROUNDS):
                s = deal(variant, shuffled_deck(rng), 0, (True,) * 4)
                while s.phase is not Phase.OVER:
                    s = chance(s, rng) if s.phase is Phase.RESHUFFLE else apply(s, random_action(s, rng))
            rps.append(ROUNDS / (time.perf_counter() - t))
        print(f"{variant.name:6s} engine actions/s (apply only): median {statistics.median(aps):,.0f}")
        print(f"{variant.name:6s} random-legal-playout rounds/s, 4 players (incl. legal-action "
              f"enumeration): median {statistics.median(rps):.1f}")


if __name__ == "__main__":
    main()
