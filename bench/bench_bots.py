"""Decision time per bot strength, over real positions from seeded 4-player games.

Targets: easy/normal p99 <= 20 ms; strong median <= 100 ms, p99 <= 500 ms;
expert (as shipped: its sample budget with the wall-clock cap) p99 <= 500 ms,
worst <= 1 s, with the load average printed beside it (the cap holds whatever
the load; how many worlds fit in it does not).
Also prints full 4-player Normal rounds per second on one core (goal >= 50).
``python bench/bench_bots.py expert`` times only the named strengths.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time

from lanjolly.arena import deck_order, play_round
from lanjolly.bots import make_bot
from lanjolly.round import deal
from lanjolly.variants import JOLLY, ROMME

ROUNDS = 12


def decision_times(strength: str, variant, rounds: int, seats: int = 4) -> list[float]:
    """Every decision of the timed strength, which plays the even seats
    against Normal (Strong's search is due more often with two seats, its
    rollouts are longer with four: both are measured)."""
    times: list[float] = []
    for r in range(rounds):
        bots = [make_bot(strength, r * 4 + s, variant) if s % 2 == 0 else make_bot("normal", r * 4 + s, variant)
                for s in range(seats)]
        for s in range(0, seats, 2):
            original = bots[s].choose

            def timed(view, rng, _orig=original):
                t0 = time.perf_counter()
                a = _orig(view, rng)
                times.append(time.perf_counter() - t0)
                return a

            bots[s].choose = timed  # type: ignore[method-assign]
        state = deal(variant, deck_order(f"bench/{variant.name}", r), r % seats, (True,) * seats)
        play_round(state, bots, [random.Random(r * 10 + s) for s in range(seats)], random.Random(r))
    return times


def rounds_per_second(variant, rounds: int) -> float:
    t0 = time.perf_counter()
    for r in range(rounds):
        bots = [make_bot("normal", r * 4 + s, variant) for s in range(4)]
        state = deal(variant, deck_order(f"rps/{variant.name}", r), r % 4, (True,) * 4)
        play_round(state, bots, [random.Random(s) for s in range(4)], random.Random(r))
    return rounds / (time.perf_counter() - t0)


def main(argv: list[str]) -> int:
    gc.collect()
    only = set(argv)
    for variant in (JOLLY, ROMME.with_options(knock=True)):
        runs = [("easy", ROUNDS * 2, 4), ("normal", ROUNDS * 2, 4), ("strong", ROUNDS, 4), ("strong", ROUNDS * 2, 2),
                ("expert", ROUNDS // 2, 4), ("expert", ROUNDS, 2)]
        for strength, rounds, seats in runs:
            if only and strength not in only:
                continue
            load = os.getloadavg()[0]
            ts = sorted(decision_times(strength, variant, rounds, seats))
            ms = 1000.0
            print(f"{variant.name:5s} {strength:6s} {seats} seats: {len(ts):5d} decisions"
                  f"  median {statistics.median(ts) * ms:7.3f} ms"
                  f"  p99 {ts[int(len(ts) * 0.99)] * ms:7.3f} ms  worst {ts[-1] * ms:7.3f} ms"
                  f"  (load {load:.1f} -> {os.getloadavg()[0]:.1f})")
        if not only or "normal" in only:
            print(f"{variant.name:5s} 4 Normal bots: {rounds_per_second(variant, 40):.1f} full rounds/s on one core")
    print("targets: easy/normal p99 <= 20 ms; strong median <= 100 ms, p99 <= 500 ms; "
          "expert p99 <= 500 ms, worst <= 1 s; >= 50 rounds/s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
