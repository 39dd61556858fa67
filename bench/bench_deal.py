"""Speed of one fair deal (commit + derive + shuffle + verify) for 4 participants.

Goal: median <= 5 ms, so the commit-reveal shuffle never shows up as a pause
between rounds. Also prints the size of a typical small frame.
"""

from __future__ import annotations

import random
import statistics
import time

from protocol.deal import commitment, reveal_round, verify_round
from protocol.framing import FrameDecoder, encode_frame
from protocol.pake import PakeClient, PakeHost

TABLE = "3f9c1e2a-table"
RUNS = 400


def one_deal(rng: random.Random, round_no: int) -> None:
    secrets = {seat: rng.randbytes(32) for seat in range(4)}
    commits = {seat: commitment(TABLE, round_no, seat, s) for seat, s in secrets.items()}
    order = reveal_round(TABLE, round_no, commits, secrets).deal_order()  # host side
    verify_round(commits, secrets, TABLE, round_no, observed_deal=order)  # client side


def main() -> None:
    rng = random.Random(2024)
    for r in range(20):  # warm-up
        one_deal(rng, r)
    times = []
    for r in range(RUNS):
        t0 = time.perf_counter()
        one_deal(rng, r)
        times.append(time.perf_counter() - t0)
    med = statistics.median(times) * 1000
    print(f"deal (4 participants: commit+derive+shuffle+verify): median {med:.3f} ms, "
          f"p95 {sorted(times)[int(RUNS * 0.95)] * 1000:.3f} ms over {RUNS} runs (goal <= 5 ms)")

    small = {"t": "draw", "seq": 1234, "from": "stock"}
    frame = encode_frame(small)
    print(f"typical small frame {small}: {len(frame)} bytes (4-byte header + {len(frame) - 4} msgpack)")
    decoder = FrameDecoder()
    burst = frame * 1000
    times = []
    for _ in range(20):
        t0 = time.perf_counter()
        decoder.feed(burst)
        times.append(time.perf_counter() - t0)
    print(f"decode small frames: median {statistics.median(times) / 1000 * 1e6:.2f} us per frame")

    times = []
    for _ in range(20):
        t0 = time.perf_counter()
        client = PakeClient("4711", TABLE, "11" * 32, "22" * 32)
        host = PakeHost("4711", TABLE, "11" * 32, "22" * 32)
        msg_b = host.respond(client.start())
        client.check_host(host.verify(client.finish(msg_b)))
        times.append(time.perf_counter() - t0)
    print(f"PIN check (SPAKE2, both sides in one process): median {statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
