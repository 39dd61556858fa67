"""Multicast packets per minute that one idle table costs the LAN (issue 20 item 11, RFC 6762 §8.3).

An announcer with the default TTL (14 s) inside a private network namespace,
with 0 and then 2 lobbies (TableBrowser) open beside it; a counting listener
(tests/discovery/mdns_count.py) counts every mDNS query and response on the
link over WINDOW seconds, after the first announcements. Before this change
the announcer re-sent its records every TTL/2 (7.5 s): 24 responses a minute
with nobody listening. Needs root (ip netns); prints a note otherwise.
Bounded: about 2 * (WINDOW + 8) seconds.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.netns import child_env, namespace, netns_skip_reason  # noqa: E402

WINDOW = int(sys.argv[1]) if len(sys.argv) > 1 else 60


def main() -> int:
    reason = netns_skip_reason()
    if reason:
        print(f"bench_mdns: skipped ({reason})")
        return 0
    for browsers in (0, 2):
        with namespace() as ns:
            proc = ns.run([sys.executable, "-m", "tests.discovery.ns_scenarios", "mdns_rate", str(WINDOW),
                           str(browsers)], env=child_env(), timeout=WINDOW + 60)
        if proc.returncode != 0:
            print(proc.stdout, proc.stderr, file=sys.stderr)
            return 1
        r = json.loads(proc.stdout.strip().splitlines()[-1])
        print(f"idle table, {browsers} lobbies open, {WINDOW} s: {r['queries_per_min']:.1f} queries/min, "
              f"{r['responses_per_min']:.1f} responses/min, still listed: {r['still_listed']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
