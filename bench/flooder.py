"""Hostile connections against a host on loopback, for the soak and flood benchmarks (and a test).

Each attacker keeps one connection open from its source address on
127.0.0.0/8 and opens it again when the host drops it: a third only open
TCP, a third finish TLS and stay silent, a third finish TLS and drip pings
without ever saying hello. Loopback only, and bounded: every attacker stops
at ``stop`` (loop time).

As a process (the flood benchmark runs two, each with its own event loop)::

    python -m bench.flooder PORT FIRST COUNT ADDRESSES SECONDS

prints ``{"event": "flooding"}``, a progress line every 2 s and a last one.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
from typing import Any


def source(i: int, addresses: int) -> str:
    """Attacker ``i``'s address: ``addresses`` distinct ones from 127.0.1.2 on (never 127.0.0.1)."""
    a = 2 + i % addresses
    return f"127.0.{1 + a // 250}.{1 + a % 250}"


async def attacker(i: int, port: int, stop: float, stats: dict[str, int], src: str,
                   ctx: Any, pinger: Any, pace_s: float = 0.0) -> None:
    """One hostile connection, re-opened until ``stop``; ``pace_s`` waits after a refusal."""
    from protocol.messages import make
    loop = asyncio.get_running_loop()
    kind = i % 3
    while loop.time() < stop:
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(
                "127.0.0.1", port, local_addr=(src, 0), ssl=ctx if kind else None,
                ssl_handshake_timeout=15 if kind else None), 15)
            stats["opened"] += 1
            stats["tls"] += bool(kind)
        except (OSError, asyncio.TimeoutError, ConnectionError):
            stats["refused"] += 1
            await asyncio.sleep(pace_s)   # 0: re-open at once (the flood); the soak paces itself
            continue
        n = 0
        try:
            while loop.time() < stop:
                if kind == 2:
                    writer.write(pinger.send(make("ping", n=n)))
                    n += 1
                data = await asyncio.wait_for(reader.read(4096),
                                              1.0 if kind == 2 else max(0.1, stop - loop.time()))
                if not data:
                    stats["closed_by_host"] += 1
                    break
        except asyncio.TimeoutError:
            pass
        except (OSError, ConnectionError):
            stats["closed_by_host"] += 1
        finally:
            writer.transport.abort()


def tools() -> tuple[Any, Any]:
    """One TLS context and one ping-sending session for all attackers: the flood starts at once."""
    from protocol.identity import Identity
    from protocol.session import ClientConnection
    from protocol.tls import client_context
    return client_context(), ClientConnection(Identity.generate(), "x", "00" * 32)


async def _flood(port: int, first: int, count: int, addresses: int, seconds: float) -> None:
    loop = asyncio.get_running_loop()
    stats = {"opened": 0, "tls": 0, "refused": 0, "closed_by_host": 0}
    t0 = loop.time()
    ctx, pinger = tools()

    def report(event: str) -> None:
        print(json.dumps({"event": event, "s": loop.time() - t0, **stats}), flush=True)

    async def ticker() -> None:
        while True:
            await asyncio.sleep(2)       # a progress line for the driver
            report("progress")
    print(json.dumps({"event": "flooding"}), flush=True)
    tick = loop.create_task(ticker())
    await asyncio.gather(*(attacker(i, port, t0 + seconds, stats, source(i, addresses), ctx, pinger)
                           for i in range(first, first + count)), return_exceptions=True)
    tick.cancel()
    report("done")


def main(argv: list[str]) -> int:
    port, first, count, addresses, seconds = int(argv[0]), int(argv[1]), int(argv[2]), int(argv[3]), float(argv[4])
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, count * 2 + 256)), hard))
    asyncio.run(_flood(port, first, count, addresses, seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
