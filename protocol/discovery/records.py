"""Which of the cached records for a name is the current one (RFC 6762 §10.2).

When a table's advert changes, its host announces the new TXT record with the
cache-flush bit (§8.4). A receiver does not drop the old data at once: §10.2
has records received more than a second earlier marked to expire one second
later, so for a moment the cache holds both. zeroconf marks a superseded
record by stamping it *created now, TTL 1 s*: the same creation time as the
record that superseded it. "The newest by creation time" is then a tie, and
the first of the two, the old data, won it: a running lobby kept showing
"waiting 2/3" after the table had started, until its next change (a lobby
opened later had only the new record and showed it).

The current record is the one the cache will keep longest: the latest expiry.
A superseded record expires within a second, the record that superseded it
a full TTL later. The rule also holds when the same data comes back: if the
host goes from A to B and back to A within a second, A's fresh copy outlives
B. Creation time breaks a tie of expiries, then the cache's (arrival) order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Protocol, TypeVar

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncZeroconf

TYPE_TXT = 16
TYPE_SRV = 33
CLASS_IN = 1


class Cached(Protocol):
    """What is read here of a zeroconf cache entry (its DNSRecord is not exported at the package root)."""

    @property
    def created(self) -> float: ...

    @property
    def ttl(self) -> int: ...

    def is_expired(self, now: float) -> bool: ...


R = TypeVar("R", bound=Cached)


def expires_at(record: Cached) -> float:
    """When the cache drops ``record`` (ms on zeroconf's clock)."""
    return float(record.created) + record.ttl * 1000.0


def current(records: Iterable[R], now: float) -> R | None:
    """Of one name's records of one type, the live one the cache keeps longest; None if none is live."""
    live = [r for r in records if not r.is_expired(now)]
    if not live:
        return None
    # on a full tie the later in the cache's (arrival) order, as zeroconf's own lookups do
    return max(enumerate(live), key=lambda pair: (expires_at(pair[1]), pair[1].created, pair[0]))[1]


def current_record(azc: "AsyncZeroconf", name: str, type_: int) -> Cached | None:
    """The current cached record of ``type_`` for ``name`` (see the module docstring), or None."""
    from zeroconf import current_time_millis

    return current(azc.zeroconf.cache.get_all_by_details(name, type_, CLASS_IN), current_time_millis())


def current_txt(azc: "AsyncZeroconf", name: str) -> bytes | None:
    """The data of ``name``'s current TXT record, or None when none is cached."""
    text = getattr(current_record(azc, name, TYPE_TXT), "text", None)
    return text if isinstance(text, bytes) else None
