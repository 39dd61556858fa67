"""What one host lets strangers do: connection caps, PIN-guess pacing, a paced log.

A LAN party is not a trusted network. Anyone on it can open thousands of
connections, guess the table PIN as fast as the host answers, or make the
host write a line per broken socket until the disk fills. Each class here is
one of those limits, without I/O, fed the clock by its caller, so the tests
can drive them directly. The numbers are normative: PROTOCOL.md "Limits and
trust".
"""

from __future__ import annotations

import logging
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Callable, Hashable

WEEK_S = 7 * 24 * 3600


@dataclass(frozen=True)
class HostLimits:
    """Every resource limit of one host (PROTOCOL.md "Limits and trust")."""

    handshake_s: float = 10.0         # TCP accept -> TLS done -> hello/auth(/PIN) done
    pending_per_addr: int = 8         # connections from one source address waiting for or in their handshake
    pending_total: int = 16           # handshakes under way at once (protocol/admission.py)
    slot_s: float = 4.0               # one handshake may hold its slot this long (TLS, hello, auth, PIN) ...
    tls_s: float = 2.0                # ... of which TLS this long (a real client's ClientHello is already there)
    waiting_total: int = 2048         # accepted connections waiting for a slot, all addresses together
    new_per_addr: int = 8             # new connections from one address ...
    new_window_s: float = 2.0         # ... per this window (TLS work is paid only for these)
    conns_per_addr: int = 16          # authenticated connections from one address (seats excepted)
    conns_total: int = 64             # authenticated connections in total (seats excepted)
    pin_free_failures: int = 3        # wrong PINs forgiven at once (typos), per table
    pin_addr_backoff_max_s: float = 600.0
    chat_addr_burst: int = 10         # chat lines per source address ...
    chat_addr_window_s: float = 10.0  # ... per this window, whatever the number of identities
    log_lines_per_window: int = 5     # the same kind of log line at most this often ...
    log_window_s: float = 10.0        # ... per window; the rest are counted, not logged


def pin_space(pin: str) -> int:
    """How many PINs a guesser must consider: 10^n for digits, 36^n otherwise (case ignored)."""
    return int(10 ** len(pin) if pin.isdigit() else 36 ** len(pin))


def pin_interval_s(pin: str, free: int) -> float:
    """Seconds between paced PIN attempts so that guessing half the space takes at least a week.

    After the ``free`` attempts, ``space/2 - free`` guesses at this spacing take
    exactly one week (at least one second apart for long passphrases).
    """
    guesses = max(1, pin_space(pin) // 2 - free)
    return max(1.0, WEEK_S / guesses)


class PinGuard:
    """Paces PIN attempts per table (a token bucket) and per source address (back-off).

    Every ``pin_start`` costs a token and counts as a failure until the
    client's confirmation checks out, so an attempt the guesser abandons is
    paid for like a wrong one. The table's bucket holds ``free`` tokens and
    gains one per :func:`pin_interval_s`; an address that failed ``k >= free``
    times waits ``2^(k - free + 1)`` seconds (at most ``pin_addr_backoff_max_s``)
    before its next try, so a typo or two never locks anybody out.
    """

    def __init__(self, pin: str, limits: HostLimits = HostLimits()) -> None:
        self.free = limits.pin_free_failures
        self.capacity = float(self.free)
        self.interval = pin_interval_s(pin, limits.pin_free_failures)
        self.backoff_max = limits.pin_addr_backoff_max_s
        self.tokens = self.capacity
        self.stamp: float | None = None
        self.addr_failures: dict[str, int] = defaultdict(int)
        self.addr_until: dict[str, float] = {}
        self.failures = 0                 # every failed attempt since the host started

    def _refill(self, now: float) -> None:
        if self.stamp is not None:
            self.tokens = min(self.capacity, self.tokens + (now - self.stamp) / self.interval)
        self.stamp = now

    def wait_s(self, addr: str, now: float) -> float:
        """0 if ``addr`` may try now, else how long it must wait."""
        self._refill(now)
        table_wait = 0.0 if self.tokens >= 1 else (1 - self.tokens) * self.interval
        return max(table_wait, self.addr_until.get(addr, now) - now, 0.0)

    def begin(self, addr: str, now: float) -> None:
        self._refill(now)
        self.tokens -= 1

    def succeeded(self, addr: str) -> None:
        self.tokens = min(self.capacity, self.tokens + 1)
        self.addr_failures.pop(addr, None)
        self.addr_until.pop(addr, None)

    def failed(self, addr: str, now: float) -> int:
        """Note a failed (or abandoned) attempt; returns the address's failure count."""
        self.failures += 1
        n = self.addr_failures[addr] = self.addr_failures[addr] + 1
        if n >= self.free:
            self.addr_until[addr] = now + min(self.backoff_max, 2.0 ** (n - self.free + 1))
        return n


@dataclass
class ConnectionCaps:
    """Caps on authenticated connections, per address and in total (PROTOCOL.md §16.1.4).

    Handshakes are admitted by ``protocol/admission.py``; a seated player
    reconnecting is never refused here.
    """

    limits: HostLimits = field(default_factory=HostLimits)
    authed: dict[int, str] = field(default_factory=dict)
    seated: set[int] = field(default_factory=set)

    def _count(self, where: dict[int, str], addr: str) -> int:
        return sum(1 for a in where.values() if a == addr)

    def authenticate(self, cid: int, addr: str, seated: bool) -> bool:
        """Count ``cid`` (from ``addr``) as authenticated; False if it must be refused."""
        if not seated:
            others = {c: a for c, a in self.authed.items() if c not in self.seated}
            if (len(others) >= self.limits.conns_total
                    or self._count(others, addr) >= self.limits.conns_per_addr):
                return False
        else:
            self.seated.add(cid)
        self.authed[cid] = addr
        return True

    def release(self, cid: int) -> None:
        self.authed.pop(cid, None)
        self.seated.discard(cid)


class SlidingWindow:
    """At most ``burst`` events per ``window`` seconds per key (a source address, a connection,
    a kind of log line): the one rate limit the host uses wherever a count per time is meant."""

    def __init__(self, burst: int, window_s: float) -> None:
        self.burst, self.window = burst, window_s
        self.times: dict[Hashable, deque[float]] = defaultdict(deque)

    def has_room(self, key: Hashable, now: float) -> bool:
        """Whether one more event for ``key`` fits now (nothing is counted)."""
        times = self.times[key]
        while times and now - times[0] >= self.window:
            times.popleft()
        return len(times) < self.burst

    def note(self, key: Hashable, now: float) -> None:
        self.times[key].append(now)

    def allow(self, key: Hashable, now: float) -> bool:
        """Count one event for ``key`` if it fits; False (and not counted) if it does not."""
        if not self.has_room(key, now):
            return False
        self.times[key].append(now)
        return True

    def forget(self, key: Hashable) -> None:
        self.times.pop(key, None)


HOST_LOG = "lanjolly.host"


class Paced(logging.Filter):
    """At most ``log_lines_per_window`` records of one kind per ``log_window_s``; the rest are counted
    and the count rides on the next record of that kind that is let through.

    A host under attack (or out of file descriptors) would otherwise write a line per failed
    socket: tens of megabytes a minute. The kind is the record's ``kind`` (``extra={"kind": ...}``),
    else its message template.
    """

    def __init__(self, limits: HostLimits = HostLimits(), clock: Callable[[], float] | None = None) -> None:
        super().__init__()
        import time
        self.window = SlidingWindow(limits.log_lines_per_window, limits.log_window_s)
        self.hidden: dict[str, int] = defaultdict(int)
        self.clock = clock or time.monotonic
        self.suppressed = 0

    def filter(self, record: logging.LogRecord) -> bool:
        kind = str(getattr(record, "kind", record.msg))[:40]
        if not self.window.allow(kind, self.clock()):
            self.hidden[kind] += 1
            self.suppressed += 1
            return False
        n = self.hidden.pop(kind, 0)
        if n:
            record.msg, record.args = f"{record.getMessage()} ({n} more '{kind}' messages were not shown)", ()
        return True


def host_logger(limits: HostLimits = HostLimits(), clock: Callable[[], float] | None = None) -> logging.Logger:
    """The host's logger, paced once (``Paced``): the transport's and the CLI's complaints go here."""
    log = logging.getLogger(HOST_LOG)
    if not any(isinstance(f, Paced) for f in log.filters):
        log.addFilter(Paced(limits, clock))
    return log


def complain(kind: str, text: str) -> None:
    """One paced complaint of the host (a refused connection, a wrong PIN, a loop error)."""
    logging.getLogger(HOST_LOG).warning(text, extra={"kind": kind})


def give_memory_back() -> None:
    """Return freed heap to the system after a flood of connections has gone.

    CPython's allocator keeps what a burst of connections used; on glibc
    ``malloc_trim`` hands the free pages back, so a host's memory goes down
    again after an attack instead of staying at its peak. Elsewhere a no-op.
    """
    import ctypes
    import ctypes.util
    import gc
    gc.collect()
    name = ctypes.util.find_library("c")
    if not name:
        return
    try:
        ctypes.CDLL(name).malloc_trim(0)
    except (OSError, AttributeError):
        pass

