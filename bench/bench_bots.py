"""Decision time per bot strength, over real positions from seeded 4-player games.

Targets: easy/normal p99 <= 20 ms; strong median <= 100 ms, p99 <= 500 ms.
Also prints full 4-player Normal rounds per second on one core (goal >= 50).
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import time

from lanjolly.arena import deck_order, play_round
from lanjolly.bots import StrongBot, make_bot
from lanjolly.round import deal
from lanjolly.variants import JOLLY, ROMME

ROUNDS = 12


class SearchingStrong(StrongBot):
    """Strong with the opt-in search over sampled worlds (64 worlds, 3 discards)."""

    search_worlds = 64


def decision_times(strength: str, variant, rounds: int) -> list[float]:
    times: list[float] = []
    for r in range(rounds):
        bots = [(SearchingStrong(r * 4 + s, variant) if strength == "search" else make_bot(strength, r * 4 + s, variant))
                if s % 2 == 0 else make_bot("normal", r * 4 + s, variant) for s in range(4)]
        for s in (0, 2):
            original = bots[s].choose

            def timed(view, rng, _orig=original):
                t0 = time.perf_counter()
                a = _orig(view, rng)
                times.append(time.perf_counter() - t0)
                return a

            bots[s].choose = timed  # type: ignore[method-assign]
        state = deal(variant, deck_order(f"bench/{variant.name}", r), r % 4, (True,) * 4)
        play_round(state, bots, [random.Random(r * 10 + s) for s in range(4)], random.Random(r))
    return times


def rounds_per_second(variant, rounds: int) -> float:
    t0 = time.perf_counter()
    for r in range(rounds):
        bots = [make_bot("normal", r * 4 + s, variant) for s in range(4)]
        state = deal(variant, deck_order(f"rps/{variant.name}", r), r % 4, (True,) * 4)
        play_round(state, bots, [random.Random(s) for s in range(4)], random.Random(r))
    return rounds / (time.perf_counter() - t0)


def main() -> int:
    gc.collect()
    for variant in (JOLLY, ROMME.with_options(knock=True)):
        runs = [("easy", ROUNDS * 2), ("normal", ROUNDS * 2), ("strong", ROUNDS)]
        if variant.name == "romme":
            runs.append(("search", ROUNDS))     # Strong with search_worlds=64 (opt-in)
        for strength, rounds in runs:
            ts = sorted(decision_times(strength, variant, rounds))
            ms = 1000.0
            print(f"{variant.name:5s} {strength:6s}: {len(ts):5d} decisions  median {statistics.median(ts) * ms:7.3f} ms"
                  f"  p99 {ts[int(len(ts) * 0.99)] * ms:7.3f} ms  worst {ts[-1] * ms:7.3f} ms")
        print(f"{variant.name:5s} 4 Normal bots: {rounds_per_second(variant, 40):.1f} full rounds/s on one core")
    print("targets: easy/normal p99 <= 20 ms; strong median <= 100 ms, p99 <= 500 ms; >= 50 rounds/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
