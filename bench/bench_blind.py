"""The host-blind deal (issue 23): deal critical path, draw click-to-face, bytes on the wire.

Goals: the whole deal with every proof checked <= 0.3 s critical path for 4 key holders and
<= 0.15 s for 2; a draw from the stock, click to card face, <= 50 ms p99.

Deal: every step is the real code, timed here one after another; the critical path is then
computed for key holders on separate machines (each one Python thread, loopback network taken
as free): keys and proofs in parallel, the shuffle chain in holder order, each holder shuffling
as soon as the previous deck arrives and checking earlier proofs while it waits, the deal's
shares once every proof is checked, then each machine checks the others' shares and reads its
13 cards. Draw: the whole path in one process (the host applies the draw, every other holder
proves its share, the drawer checks them and decrypts), so the other holders' work is added up
rather than run in parallel: an upper bound.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lanjolly import JOLLY  # noqa: E402
from lanjolly.actions import Discard, DrawStock  # noqa: E402
from lanjolly.state import Phase  # noqa: E402
from protocol.blind.holder import KeyHolder  # noqa: E402
from protocol.blind.inmemory import HOST_SLOT, deal, make_table, play, seat_view, _size  # noqa: E402
from protocol.blind.ledger import Setup  # noqa: E402
from protocol.blind.messages import SharesMsg  # noqa: E402
from protocol.blind.referee import RoundParams  # noqa: E402

RUNS = int(os.environ.get("BENCH_BLIND_RUNS", "5"))
DRAWS = int(os.environ.get("BENCH_BLIND_DRAWS", "200"))


CLOCK = time.thread_time if os.environ.get("BENCH_BLIND_WALL") is None else time.perf_counter


def timed(f, *args):
    """A step's cost: the thread's CPU time (each key holder has a machine of its own; on this
    shared 2-core box, wall time would mostly measure the other processes' load)."""
    t0 = CLOCK()
    out = f(*args)
    return out, CLOCK() - t0


def deal_costs(k: int, seed: int) -> dict:
    """Every step of one deal among k key holders (one per seat), timed."""
    slots = list(range(k))
    setup = Setup("bench", seed, 1, tuple(slots), tuple(slots))
    holders = {s: KeyHolder(s, setup, k) for s in slots}
    keys, keygen = {}, {}
    for s, h in holders.items():
        keys[s], keygen[s] = timed(h.key_msg)
    keyver = {}
    for s, h in holders.items():
        t0 = CLOCK()
        for m in keys.values():
            h.ledger.add_key(m)
        keyver[s] = CLOCK() - t0
        h.ledger.new_deck()
    prove, verify = [], []
    for s in slots:
        m, t = timed(holders[s].shuffle_due, 0)
        prove.append(t)
        tv = []
        for h in holders.values():
            t0 = CLOCK()
            h.receive(m)
            tv.append(CLOCK() - t0)
        verify.append(statistics.median(tv))
    for h in holders.values():
        h.follower.deal(0, (True,) * k, 13)
    batches, sharegen = {}, {}
    for s, h in holders.items():
        batches[s], sharegen[s] = timed(h.shares_due)
    readhand = {}
    for s, h in holders.items():
        t0 = CLOCK()
        for o, b in batches.items():
            if o != s and b is not None:
                h.receive(b)
        assert all(c is not None for c in h.hand(s).values())
        readhand[s] = CLOCK() - t0
    return dict(k=k, keygen=keygen, keyver=keyver, prove=prove, verify=verify,
                sharegen=sharegen, readhand=readhand)


def critical_path(c: dict) -> float:
    """Key holders on separate machines: when the last of them has read its hand."""
    k = c["k"]
    keys_in = max(c["keygen"].values())
    free = [keys_in + c["keyver"][h] for h in range(k)]   # each machine's CPU, busy until
    done = [0.0] * k                                     # when step i's deck is sent
    pending: list[list[int]] = [[] for _ in range(k)]    # steps each machine has yet to check
    for i in range(k):
        arrive = done[i - 1] if i else 0.0
        for j in range(i - 1):                           # checks of steps that came earlier
            if done[j] <= arrive:
                start = max(free[i], done[j])
                if start < arrive:
                    free[i] = start + c["verify"][j]
                    continue
            pending[i].append(j)
        if i:
            pending[i].append(i - 1)
        done[i] = max(free[i], arrive) + c["prove"][i]
        free[i] = done[i]
    ready = []
    for h in range(k):
        t = free[h]
        for j in sorted(set(pending[h]) | set(range(h + 1, k))):
            t = max(t, done[j]) + c["verify"][j]
        ready.append(t + c["sharegen"][h])
    last_share = max(ready)
    return max(max(last_share, ready[h]) + c["readhand"][h] for h in range(k))


def bench_deal() -> None:
    for k, goal in ((2, 0.15), (3, None), (4, 0.30)):
        deal_costs(k, 0)  # warm-up (generators, card points)
        runs = [deal_costs(k, r + 1) for r in range(RUNS)]
        cps = [critical_path(c) for c in runs]
        med = lambda key: statistics.median(statistics.median(c[key]) for c in runs) * 1000  # noqa: E731
        print(f"deal, {k} key holders: critical path median {statistics.median(cps) * 1000:.0f} ms "
              f"({'goal <= %.0f ms; ' % (goal * 1000) if goal else ''}runs {', '.join(f'{x * 1000:.0f}' for x in cps)}); "
              f"shuffle prove {med('prove'):.1f} ms, verify {med('verify'):.1f} ms")


def bench_wire() -> None:
    for k, slots, openers in ((2, [0, 1], [0, 1]), (4, [0, 1, 2, 3], [0, 1, 2, 3]),
                              (4, [0, 1, HOST_SLOT], [0, 1, HOST_SLOT, HOST_SLOT])):
        relay = make_table("bench", 1, slots, openers, seed="wire")
        deal(relay, RoundParams(JOLLY, 0, (True,) * len(openers)))
        dealt = relay.bytes_sent
        conns = len([s for s in slots if s != HOST_SLOT])
        print(f"bytes per deal, {len(slots)} key holders / {len(openers)} seats: {dealt / 1000:.1f} kB sent "
              f"by key holders; the host forwards each to {max(conns - 1, 1)}-{conns} other connections")


def bench_draw() -> None:
    for k in (2, 3, 4):
        _bench_draw(k)


def _bench_draw(k: int) -> None:
    relay = make_table("bench", 2, list(range(k)), list(range(k)), seed="draw")
    state = deal(relay, RoundParams(JOLLY.with_options(max_reshuffles=0), 0, (True,) * k))
    times, sizes, with_reshuffle = [], [], []
    while len(times) < DRAWS and state.phase is not Phase.OVER:
        seat, reshuffles = state.current, state.reshuffles
        before = len(relay.wire)
        t0 = CLOCK()
        state = play(relay, DrawStock(seat))
        face = relay.holders[seat].card(relay.referee.follower.hands[seat][-1])
        (times if state.reshuffles == reshuffles else with_reshuffle).append(CLOCK() - t0)
        assert face is not None
        sizes.append(sum(_size(m) for m in relay.wire[before:] if isinstance(m, SharesMsg)))
        v = seat_view(relay, seat)
        state = play(relay, Discard(seat, v.hand[-1]))
    times.sort()
    print(f"draw from the stock, {k} key holders, click to face (host + {k - 1} shares + check + decrypt, "
          f"in one process): median {statistics.median(times) * 1000:.2f} ms, p99 "
          f"{times[int(len(times) * 0.99) - 1] * 1000:.2f} ms over {len(times)} draws (goal p99 <= 50 ms); "
          f"{statistics.median(sizes):.0f} bytes of shares per draw")
    if with_reshuffle:
        print(f"a draw that meets an empty stock (reshuffle of the pile by {k} key holders, every proof "
              f"checked by all, in one process): {statistics.median(with_reshuffle) * 1000:.0f} ms "
              f"({len(with_reshuffle)} seen)")
    opening = [m for m in relay.wire if isinstance(m, SharesMsg) and m.cards]
    print(f"opening one card (discard): {statistics.median(_size(m) for m in opening if len(m.positions) == 1):.0f} bytes")


class DealClock:
    """The deal over TLS, wall time: from the first ``blind_start`` of a round's attempt that any
    client here got to the moment each client shows its whole hand (a view held back until every
    card of it is readable). All key holders share this one process, so their work is added up,
    not run in parallel as on separate machines: an upper bound of the critical path."""

    def __init__(self) -> None:
        from protocol.clientblind import BlindDuty
        self.starts: dict[int, tuple[float, float]] = {}
        self.deals: dict[tuple[int, int], tuple[float, float]] = {}   # wall, CPU of the whole process
        self._duty, self._real = BlindDuty, BlindDuty._on_blind_start

        def stamped(duty, msg):  # type: ignore[no-untyped-def]
            self.starts[msg["round"]] = (time.perf_counter(), time.process_time())   # a void attempt's is replaced
            return self._real(duty, msg)
        BlindDuty._on_blind_start = stamped  # type: ignore[method-assign]

    def view(self, client_no: int, ev) -> None:  # type: ignore[no-untyped-def]
        r = ev.view.round_no
        if (client_no, r) not in self.deals and r in self.starts and -1 not in ev.view.hand:
            wall, cpu = self.starts[r]
            self.deals[(client_no, r)] = (time.perf_counter() - wall, time.process_time() - cpu)

    def close(self) -> list[tuple[float, float]]:
        """Per deal: (wall, CPU) until the last client here showed its hand."""
        self._duty._on_blind_start = self._real  # type: ignore[method-assign]
        rounds = {r for _, r in self.deals}
        return [max(t for (_, r2), t in self.deals.items() if r2 == r) for r in rounds]


async def _tls_draws(tmp: str, humans: int, clock: DealClock) -> list[float]:
    """Click to face over real TLS on loopback: ``humans`` clients and the host's bot machine as
    key holders, in this one process and event loop; every own draw of the clients, wall time."""
    import asyncio
    from pathlib import Path

    from lanjolly.variants import ROMME
    from protocol import Host, TableClient
    from protocol.clientstate import ViewUpdated
    from protocol.cli_join import run_bot_client
    from protocol.identity import Identity
    from protocol.table import TableConfig
    cfg = TableConfig(variant=ROMME.with_options(target_points=100), seats=humans + 1,
                      bots=(None,) * humans + ("normal",), seed=1, turn_ms=0, blind=True)
    host = Host(cfg, Identity.generate(), data_dir=Path(tmp) / "host")
    await host.start("127.0.0.1", 0)
    out: list[float] = []
    out_clients: list[TableClient] = []
    try:
        clients = [TableClient("127.0.0.1", host.port, nick=f"P{i}", data_dir=Path(tmp) / f"c{i}")
                   for i in range(humans)]
        for c in clients:
            await c.connect()
            sent: dict[str, float] = {}
            real = c.send_action

            def send(action, real=real, sent=sent):  # type: ignore[no-untyped-def]
                if isinstance(action, DrawStock):
                    sent["t"] = time.perf_counter()
                return real(action)
            c.send_action = send  # type: ignore[method-assign]

            def seen(ev, c=c, sent=sent, i=len(out_clients)):  # type: ignore[no-untyped-def]
                if isinstance(ev, ViewUpdated):
                    clock.view(i, ev)
                a = getattr(ev, "action", None)
                if isinstance(ev, ViewUpdated) and a and a.get("type") == "draw_stock" \
                        and a.get("seat") == c.game.seat and "t" in sent:
                    out.append(time.perf_counter() - sent.pop("t"))
            c.on_event = seen
            out_clients.append(c)
        await asyncio.wait_for(asyncio.gather(*(run_bot_client(c, "normal", random.Random(i), quiet=True)
                                                for i, c in enumerate(clients))), 600)
    finally:
        await host.close()
    return out


def bench_tls_draw() -> None:
    for humans in (2, 3):
        _bench_tls_draw(humans)


def _bench_tls_draw(humans: int) -> None:
    import asyncio
    import tempfile
    clock = DealClock()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            times = sorted(asyncio.run(_tls_draws(tmp, humans, clock)))
    finally:
        deals = clock.close()
    print(f"draw over TLS on loopback, click to face ({humans + 1} key holders, one process): median "
          f"{statistics.median(times) * 1000:.1f} ms, p99 {times[max(0, int(len(times) * 0.99) - 1)] * 1000:.1f} ms "
          f"over {len(times)} draws, wall time (goal p99 <= 50 ms)")
    print(f"deal over TLS on loopback, blind_start to every client's whole hand ({humans + 1} key holders in one "
          f"process, their work added up): median {statistics.median(w for w, _ in deals) * 1000:.0f} ms wall, "
          f"{statistics.median(c for _, c in deals) * 1000:.0f} ms CPU of the process, over {len(deals)} deals")


def main() -> None:
    clock = "CPU time per step" if CLOCK is time.thread_time else "wall time"
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores); costs in {clock} (BENCH_BLIND_WALL=1: wall)")
    bench_deal()
    bench_wire()
    bench_draw()
    bench_tls_draw()


if __name__ == "__main__":
    main()
