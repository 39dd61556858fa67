"""Keeping a listed entry fresh the way RFC 6762 says a querier does, and dropping a dead one fast.

Announcers do not repeat their records on a timer (RFC 6762 §8.3 forbids it),
so a browser that lists a table keeps it by asking again: the querier's cache
maintenance of §5.2 sends a query for the entry's SRV and TXT at 80 % of the
SRV record's lifetime, and if no answer comes, at 85 %, 90 % and 95 % (each
point plus up to 2 % of random jitter); any answer renews the record in every
browser's cache on the link, since answers are multicast. An entry whose
record expires is dropped (§10.5), so a table that vanished without a goodbye
is gone within one TTL. One check makes it quicker where it can: when two
queries went unanswered the entry is stale, and before it is listed any
longer the browser tries a TCP connection to the advertised port (§10.4's
"failure indication", raised by ourselves): a refused connection means the
program is gone, and the entry is dropped at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from dataclasses import dataclass

from .records import CLASS_IN, TYPE_SRV, TYPE_TXT

QUERY_POINTS = (0.80, 0.85, 0.90, 0.95)    # fractions of the record's lifetime (RFC 6762 §5.2)
JITTER = 0.02
PROBE_AFTER = 2                             # unanswered queries before the reachability check
PROBE_TIMEOUT_S = 1.0


@dataclass
class Upkeep:
    """The maintenance schedule of one entry's current SRV record (times in ms, as zeroconf's)."""

    created: float
    ttl_s: int
    jitter: float
    asked: int = 0
    probed: bool = False

    @classmethod
    def for_record(cls, created: float, ttl_s: int, rng: random.Random) -> "Upkeep":
        return cls(created, ttl_s, rng.uniform(0, JITTER))

    def at(self, k: int) -> float:
        return self.created + self.ttl_s * 1000 * (QUERY_POINTS[k] + self.jitter)

    def query_due(self, now: float) -> bool:
        """True (and counts it) when a query point has come; a late sweep sends one query, not a burst."""
        passed = sum(1 for k in range(len(QUERY_POINTS)) if now >= self.at(k))
        if passed <= self.asked:
            return False
        self.asked = passed
        return True

    def next_at(self) -> float:
        """When something is due next: a query point, else the record's expiry."""
        if self.asked < len(QUERY_POINTS):
            return self.at(self.asked)
        return self.created + self.ttl_s * 1000

    def probe_due(self) -> bool:
        if self.asked >= PROBE_AFTER and not self.probed:
            self.probed = True
            return True
        return False


def refresh_query(name: str) -> object:
    """A multicast (QM) query for ``name``'s SRV and TXT, with no known answers: any answer renews them."""
    # Both are imported at zeroconf's package root (kept there for compatibility), not in its __all__.
    from zeroconf import DNSOutgoing, DNSQuestion  # type: ignore[attr-defined]

    out = DNSOutgoing(0)                       # flags 0: a standard query (RFC 6762 §18)
    out.add_question(DNSQuestion(name, TYPE_SRV, CLASS_IN))
    out.add_question(DNSQuestion(name, TYPE_TXT, CLASS_IN))
    return out


async def refused(addresses: tuple[str, ...], port: int) -> bool:
    """True when every address actively refuses a TCP connection to ``port`` (nobody listens there).

    A timeout or an unreachable network proves nothing (the packets may be lost),
    so only a refusal counts; the connection is closed at once, sending nothing."""
    if not addresses or port <= 0:
        return False
    for address in addresses:
        try:
            _r, writer = await asyncio.wait_for(asyncio.open_connection(address.split("%")[0], port),
                                                PROBE_TIMEOUT_S)
        except ConnectionRefusedError:
            continue
        except (OSError, asyncio.TimeoutError):
            return False
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
        return False
    return True
