"""How long a running lobby takes to show a table's advert change (RFC 6762 §8.4).

Inside a private network namespace a lobby (TableBrowser) is open, and a
table's host in another process changes its seat count ROUNDS times, each
change more than a second after the last (RFC 6762 §10.2 keeps the old record
a second; the defect fixed here showed only past it). Prints each time from
the host's update() call to the lobby's "updated" event, and the median; a
change not shown within WITHIN seconds counts as missed. Before the fix (main
at 32be2f0) every change was missed. Needs root (ip netns); prints a note
otherwise. Bounded: about ROUNDS * (1.5 + WITHIN) seconds at worst.

    python bench/bench_mdns_update.py [ROUNDS [WITHIN]]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.netns import netns_skip_reason, run_json_in_namespace  # noqa: E402

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 10
WITHIN = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0


def main() -> int:
    reason = netns_skip_reason()
    if reason:
        print(f"bench_mdns_update: skipped ({reason})")
        return 0
    r = run_json_in_namespace("tests.discovery.ns_updates", "latency", str(ROUNDS), str(WITHIN),
                              timeout=ROUNDS * (WITHIN + 5) + 60)
    times = " ".join("missed" if t is None else f"{t * 1000:.0f}" for t in r["times_s"])
    median = "n/a" if r["median_s"] is None else f"{r['median_s'] * 1000:.1f} ms"
    print(f"advert change -> running lobby, {ROUNDS} changes: seen {r['seen']}/{ROUNDS} within {WITHIN:g} s, "
          f"median {median}; each (ms): {times}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
