"""Is the fair deal's shuffle uniform? χ² over many deals made by the real code.

Each deal draws fresh random secrets for the host and up to four seats, runs
them through ``protocol.deal`` (commitments, transcript, key derivation,
ChaCha20 permutation) and deals the order with the engine's ``deal``. Two
tests, each against "every outcome equally likely":

* card by position: for every deck position, how often each of the 110 card
  ids lands there (a 110 × 110 table with both margins fixed, df = 109²);
* first card of each hand: for every seat, how often each card id is the
  first card it receives (df = 4 × 109).

p-values come from the Wilson–Hilferty normal approximation of the χ²
distribution (exact enough for df in the hundreds and more). A uniform
shuffle gives p-values spread over (0, 1); a biased one drives them to 0.
Goal: both p > 0.001 at 10^5 deals. ``--deals`` and ``--seed`` make smaller
runs (the test suite runs 3,000 deals); ``--json`` prints machine-readable output.

    python bench/bench_shuffle.py              # 100,000 deals, ~1 minute
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time

from lanjolly.cards import DECK_SIZE
from lanjolly.round import deal
from lanjolly.variants import JOLLY
from protocol.deal import commitment, reveal_round
from protocol.messages import HOST_SLOT

SEATS = 4
TABLE = "bench-shuffle"


def chi2_sf(x: float, df: int) -> float:
    """P(χ²_df ≥ x), Wilson–Hilferty: (x/df)^(1/3) is nearly normal."""
    z = ((x / df) ** (1 / 3) - (1 - 2 / (9 * df))) / math.sqrt(2 / (9 * df))
    return 0.5 * math.erfc(z / math.sqrt(2))


def run(deals: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    by_pos = [[0] * DECK_SIZE for _ in range(DECK_SIZE)]
    first = [[0] * DECK_SIZE for _ in range(SEATS)]
    active = (True,) * SEATS
    for n in range(deals):
        slots = [HOST_SLOT, *rng.sample(range(SEATS), rng.randint(0, SEATS))]
        secrets = {s: rng.randbytes(32) for s in slots}
        commits = {s: commitment(TABLE, n, s, v) for s, v in secrets.items()}
        order = reveal_round(TABLE, n, commits, secrets).deal_order()
        for pos, card in enumerate(order):
            by_pos[pos][card] += 1
        state = deal(JOLLY, order, n % SEATS, active, round_no=n)
        for seat, hand in enumerate(state.hands):
            first[seat][hand[0]] += 1
    e = deals / DECK_SIZE
    x_pos = sum((c - e) ** 2 / e for row in by_pos for c in row)
    x_first = sum((c - e) ** 2 / e for row in first for c in row)
    df_pos, df_first = (DECK_SIZE - 1) ** 2, SEATS * (DECK_SIZE - 1)
    return {"deals": deals, "chi2_position": x_pos, "df_position": df_pos, "p_position": chi2_sf(x_pos, df_pos),
            "chi2_first_card": x_first, "df_first_card": df_first, "p_first_card": chi2_sf(x_first, df_first)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    t0 = time.perf_counter()
    r = run(args.deals, args.seed)
    r["seconds"] = time.perf_counter() - t0
    if args.json:
        print(json.dumps(r))
        return
    print(f"{r['deals']} deals in {r['seconds']:.1f} s")
    print(f"card by position: chi2 {r['chi2_position']:.0f} (df {r['df_position']}), p = {r['p_position']:.3f}")
    print(f"first card of each hand: chi2 {r['chi2_first_card']:.0f} (df {r['df_first_card']}), "
          f"p = {r['p_first_card']:.3f}")
    print("goal: both p > 0.001:", "met" if min(r["p_position"], r["p_first_card"]) > 0.001 else "MISSED")


if __name__ == "__main__":
    main()
