"""Discovery latency on a two-host LAN made of two network namespaces and a veth pair.

Figures (medians over RUNS):
  appear   from TableAnnouncer.start() on host A to the "added" event on host B
           (includes opening zeroconf on A); goal <= 0.5 s
  vanish   from TableAnnouncer.close() on A to the "removed" event on B; goal <= 2 s
  cold     from starting a fresh TableBrowser on B to its first table (what
           `lanjolly tables` waits for at least)

Both namespaces read the same CLOCK_MONOTONIC, so timestamps from the two
processes can be subtracted. Needs root (ip netns); prints a note otherwise.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.netns import child_env, netns_skip_reason, read_event, two_hosts  # noqa: E402

RUNS = 10
SCEN = [sys.executable, "-m", "tests.discovery.ns_scenarios"]


def send(proc: subprocess.Popen, cmd: str) -> None:
    assert proc.stdin is not None
    proc.stdin.write(cmd + "\n")
    proc.stdin.flush()


def main() -> int:
    reason = netns_skip_reason()
    if reason:
        print(f"bench_discovery: skipped ({reason})")
        return 0
    appear, vanish, cold = [], [], []
    with two_hosts() as (a, _addr_a, b, _addr_b):
        env = child_env()
        browser = b.popen([*SCEN, "browser"], env)
        announcer = a.popen([*SCEN, "announcer"], env)
        read_event(browser, "browsing")
        for _ in range(RUNS):
            send(announcer, "announce")
            started = read_event(announcer, "announced")
            added = read_event(browser, "added")
            assert added["table_id"] == started["table_id"]
            appear.append(added["t"] - started["t"])
            if len(cold) < RUNS // 2:
                seen = b.python(*SCEN[1:], "first_seen", timeout=30)
                msg = json.loads(seen.stdout.strip().splitlines()[-1])
                cold.append(msg["t"] - msg["t0"])
            send(announcer, "close")
            closed = read_event(announcer, "closed")
            removed = read_event(browser, "removed")
            vanish.append(removed["t"] - closed["t"])
        send(announcer, "quit")
        for proc in (announcer, browser):
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait(timeout=10)

    def fmt(xs: list[float]) -> str:
        return f"median {statistics.median(xs) * 1000:7.1f} ms  max {max(xs) * 1000:7.1f} ms  (n={len(xs)})"
    print(f"appear  (announce -> listed on other host): {fmt(appear)}   goal <= 500 ms")
    print(f"vanish  (close -> removed on other host):   {fmt(vanish)}   goal <= 2000 ms")
    print(f"cold    (new browser -> first table):       {fmt(cold)}")
    ok = statistics.median(appear) <= 0.5 and statistics.median(vanish) <= 2.0
    print("goals met" if ok else "GOALS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
