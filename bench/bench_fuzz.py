"""Fuzz: a million malformed frames and a stream of hostile connections while real matches run.

Everything on 127.0.0.1, bounded in frames and in time (``--max-seconds``),
never in CI. A host (in this process, so its failures can be counted) serves a
3-seat table: one real headless player (``run_bot_client`` over TLS) and two
bots. When a match ends the next host starts. Against the running host:

* **inside the protocol** – authenticated watchers (from 127.0.0.2..9) send
  schema-valid frames with hostile content: actions that are garbage maps or
  name other seats, replayed sequence numbers, sit/stand/start/set_bot out
  of turn, commitments and secrets for rounds that are not being dealt, chat
  floods. Each must be refused without closing anything;
* **at the door** – connections (127.0.0.10..29) that send random bytes,
  broken msgpack, oversize or zero lengths, unknown types, wrong field types,
  frames before ``hello``, or half a handshake and then nothing. Each must get
  its error code and lose only its own connection.

Counted: frames and connections sent, crashes (any exception that reaches the
host's event loop, any refusal of the real player's moves, any match that
does not finish), finished matches and the process's peak RSS.

    python bench/bench_fuzz.py [--frames 1000000] [--max-seconds 300]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import resource
import struct
import sys
import tempfile
import time
from pathlib import Path

import msgpack

from lanjolly.variants import ROMME
from protocol.clientstate import Refused
from protocol.cli_join import run_bot_client
from protocol.identity import Identity
from protocol.messages import make
from protocol import Host, TableClient
from protocol.session import ClientConnection
from protocol.table import TableConfig
from protocol.tls import client_context

BATCH = 200


def garbage_message(rng: random.Random, n: int) -> dict:
    """A schema-valid message the table must refuse (or ignore) without breaking."""
    pick = rng.randrange(10)
    if pick < 4:
        a = rng.choice([{"type": "nope"}, {"type": "discard", "card": rng.randrange(-5, 200)},
                        {"type": "meld", "melds": [[rng.randrange(0, 120)] * rng.randrange(0, 5)]},
                        {"type": "lay_off", "card": 3, "meld_id": rng.randrange(10**6), "end": "middle"},
                        {"type": "take_discard", "count": rng.randrange(-3, 300)}, {"type": "draw_stock"},
                        {"type": "swap_joker", "card": "x", "meld_id": None, "joker": []}, {}])
        return make("act", a=a, n=n if rng.random() < 0.8 else max(0, n - 5))
    if pick == 4:
        if rng.random() < 0.5:
            return make("sit", seat=rng.randrange(4))
        return make("set_bot", seat=rng.randrange(4), strength=rng.choice([None, "strong", "godlike"]))
    if pick == 5:
        return make(rng.choice(["stand", "start", "back"]))
    if pick == 6:
        return make("ready", ready=rng.random() < 0.5)
    if pick == 7:
        if rng.random() < 0.5:
            return make("commit", round=rng.randrange(50), attempt=rng.randrange(1, 5), c=rng.randbytes(32))
        return make("secret", round=rng.randrange(50), attempt=rng.randrange(1, 5), s=rng.randbytes(32))
    if pick == 8:
        return make("chat", text=rng.choice(["<b>hi</b>", "x" * 300, "\x00\x07", "gg", ""]))
    return make("ping", n=n)


def broken_frame(rng: random.Random) -> bytes:
    pick = rng.randrange(7)
    if pick == 0:
        return rng.randbytes(rng.randrange(1, 200))
    if pick == 1:
        return struct.pack(">I", rng.choice([0, 10**8, 2**32 - 1])) + b"\x80"
    if pick == 2:
        body = b"\xc1" * rng.randrange(1, 20)
        return struct.pack(">I", len(body)) + body
    if pick == 3:
        body = msgpack.packb({"t": rng.choice(["hello", "auth", "zzz", 7]), "major": "1"})
        return struct.pack(">I", len(body)) + body
    if pick == 4:
        deep: object = 1
        for _ in range(20):
            deep = [deep]
        body = msgpack.packb(deep)
        return struct.pack(">I", len(body)) + body
    if pick == 5:
        body = msgpack.packb({"t": "act", "a": {}, "n": 1})   # before hello
        return struct.pack(">I", len(body)) + body
    body = msgpack.packb({"t": "hello", "major": 1, "minor": 0, "client": "x" * 100})
    return struct.pack(">I", len(body)) + body


class Fuzz:
    def __init__(self, frames: int, seed: int) -> None:
        self.target = frames
        self.rng = random.Random(seed)
        self.frames = 0
        self.inside_frames = 0
        self.door_conns = 0
        self.watcher_conns = 0
        self.crashes: list[str] = []
        self.matches = 0
        self.port = 0
        self.stop = False

    async def watcher(self, i: int) -> None:
        rng = random.Random(i)
        while not self.stop:
            if not self.port:
                await asyncio.sleep(0.05)   # waiting for the next host, not synchronisation
                continue
            ident = Identity.generate()
            try:
                r, w = await asyncio.open_connection("127.0.0.1", self.port, ssl=client_context(),
                                                     local_addr=(f"127.0.0.{2 + i % 8}", 0))
            except (OSError, ConnectionError):
                await asyncio.sleep(0.1)
                continue
            self.watcher_conns += 1
            fp = w.get_extra_info("ssl_object").getpeercert(binary_form=True)
            import hashlib
            conn = ClientConnection(ident, f"fuzz{i}", hashlib.sha256(fp).hexdigest())
            w.write(conn.initiate())
            drain = asyncio.create_task(self._read(r, conn, w))
            n = 0
            try:
                while not self.stop and not drain.done() and self.frames < self.target:
                    if conn.state != "open":
                        await asyncio.sleep(0.01)
                        continue
                    chunk = bytearray()
                    for _ in range(BATCH):
                        n += 1
                        chunk += conn.send(garbage_message(rng, n))
                    w.write(bytes(chunk))
                    self.frames += BATCH
                    self.inside_frames += BATCH
                    await w.drain()
            except (OSError, ConnectionError):
                pass
            finally:
                w.transport.abort()
                drain.cancel()
            if self.frames >= self.target:
                return

    async def _read(self, r: asyncio.StreamReader, conn: ClientConnection, w: asyncio.StreamWriter) -> None:
        while True:
            data = await r.read(65536)
            if not data:
                return
            conn.receive_data(data)
            out = conn.data_to_send()
            if out:
                w.write(out)

    async def door(self, i: int) -> None:
        rng = random.Random(1000 + i)
        while not self.stop and self.frames < self.target:
            if not self.port:
                await asyncio.sleep(0.05)
                continue
            tls = rng.random() < 0.7
            try:
                r, w = await asyncio.open_connection("127.0.0.1", self.port, ssl=client_context() if tls else None,
                                                     local_addr=(f"127.0.0.{10 + i % 20}", 0))
            except (OSError, ConnectionError):
                await asyncio.sleep(0.1)
                continue
            self.door_conns += 1
            try:
                k = rng.randrange(1, 6)
                w.write(b"".join(broken_frame(rng) for _ in range(k)))
                self.frames += k
                await asyncio.wait_for(r.read(4096), 2)
            except (OSError, ConnectionError, asyncio.TimeoutError):
                pass
            finally:
                w.transport.abort()

    async def one_match(self, tmp: Path, m: int) -> None:
        cfg = TableConfig(variant=ROMME.with_options(target_points=50), seats=3, bots=(None, "easy", "easy"),
                          seed=m, turn_ms=0)
        host = Host(cfg, Identity.generate(), data_dir=tmp / f"h{m}")
        await host.start("127.0.0.1", 0)
        player = TableClient("127.0.0.1", host.port, nick="Real", data_dir=tmp / f"p{m}")
        refusals: list[Refused] = []
        player.on_event = lambda ev: refusals.append(ev) if isinstance(ev, Refused) else None
        await player.connect()
        self.port = host.port
        code = await asyncio.wait_for(run_bot_client(player, "normal", random.Random(m), quiet=True), 600)
        self.port = 0
        if code != 0:
            self.crashes.append(f"match {m}: the real player's client returned {code}")
        if refusals:
            self.crashes.append(f"match {m}: the real player's moves were refused: {refusals[:3]}")
        if host.table.finished:
            self.matches += 1
        else:
            self.crashes.append(f"match {m}: the match did not finish")
        await player.close()
        await host.close()


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def main_async(args: argparse.Namespace) -> int:
    loop = asyncio.get_running_loop()
    fuzz = Fuzz(args.frames, args.seed)

    def on_error(_loop: asyncio.AbstractEventLoop, ctx: dict) -> None:
        fuzz.crashes.append(f"event loop: {ctx.get('message')} {ctx.get('exception')!r}")
    loop.set_exception_handler(on_error)
    start = time.perf_counter()
    workers = [asyncio.create_task(fuzz.watcher(i)) for i in range(args.watchers)]
    workers += [asyncio.create_task(fuzz.door(i)) for i in range(args.door)]
    with tempfile.TemporaryDirectory(prefix="lj-fuzz-") as tmp:
        m = 0
        while fuzz.frames < args.frames and time.perf_counter() - start < args.max_seconds:
            m += 1
            await fuzz.one_match(Path(tmp), m)
            print(f"  match {m} done: {fuzz.frames} frames, {fuzz.door_conns} door connections, "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
        fuzz.stop = True
        await asyncio.gather(*workers, return_exceptions=True)
    took = time.perf_counter() - start
    crashes = [c for c in fuzz.crashes if "Task was destroyed" not in c]
    print(f"frames sent: {fuzz.frames} ({fuzz.inside_frames} hostile in-protocol, "
          f"{fuzz.frames - fuzz.inside_frames} broken at the door) in {took:.0f} s")
    print(f"hostile connections: {fuzz.watcher_conns} authenticated watchers, {fuzz.door_conns} at the door")
    print(f"finished matches: {fuzz.matches}; crashes: {len(crashes)}")
    for c in crashes[:10]:
        print("  ", c)
    print(f"peak RSS of this process (host + fuzzers): {peak_rss_mb():.0f} MB")
    return 0 if not crashes and fuzz.matches > 0 else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=1_000_000)
    ap.add_argument("--max-seconds", type=float, default=300.0)
    ap.add_argument("--watchers", type=int, default=8)
    ap.add_argument("--door", type=int, default=20)
    ap.add_argument("--seed", type=int, default=10)
    args = ap.parse_args()
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
