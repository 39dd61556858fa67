"""Who shakes hands with the host next, while a flood is trying to (PROTOCOL.md §16.1).

A flood of TLS connections from 250 or more source addresses, re-opened as
fast as the host dropped them, kept every real player out: a global pool of
64 handshakes evicted the oldest, which under a flood was always the
player's, and the host spent its time on the flooders' TLS. Here:

* A fresh connection waits, as plain TCP (no TLS state, a few kB), in a small
  queue of its own address (``pending_per_addr``); a newcomer beyond it, or
  beyond the address's arrival rate, is closed at once.
* At most ``pending_total`` handshakes run at once, and each may hold its
  slot ``slot_s`` seconds (TLS, ``hello``, ``auth`` and the PIN exchange: a
  few milliseconds for a real client), so a flooder that stalls cannot keep
  slots for long.
* A free slot goes first to an address a seat holder or the owner came
  from, if it was not served in the last ``KNOWN_HEAD_START_S`` seconds (so
  one flooder that once sat down gets at most one turn that often); then to
  the address that tried to connect least often lately (a score that halves
  every ``PRESSURE_HALF_LIFE_S``: a player tries once or a few times with
  back-off, a flooder re-opens at once, every time it is dropped or
  refused); then to the one served least recently. A player is at the front
  of the line, a flooder's hundreds of addresses take turns behind it, and
  the host's work per second is bounded by the slots, not by the flood.

The host (``server.py``) asks :meth:`Admission.arrive` on every accept, awaits
:meth:`Admission.turn`, and calls :meth:`Admission.release` when the
handshake ends; :meth:`Admission.know` marks a known identity's address.
"""

from __future__ import annotations

import asyncio
import sys
from collections import OrderedDict, deque
from dataclasses import dataclass, field

from .limits import HostLimits, SlidingWindow

MAX_REMEMBERED = 4096       # addresses whose last service time (or trust) is kept
KNOWN_HEAD_START_S = 5.0    # a known identity's address waits as if served this much earlier
PRESSURE_HALF_LIFE_S = 5.0  # how fast an address's count of recent connection attempts fades


def _fd_limit() -> int:
    if sys.platform != "win32":   # Windows has no RLIMIT_NOFILE: the CRT's default handle budget
        import resource
        try:
            return int(resource.getrlimit(resource.RLIMIT_NOFILE)[0])
        except (ValueError, OSError):   # pragma: no cover - an unreadable limit
            pass
    return 1024


@dataclass
class Ticket:
    cid: int
    addr: str
    arrived: float
    granted: asyncio.Future[bool] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class Admission:
    """Fair, bounded admission to the handshake; see the module docstring."""

    def __init__(self, limits: HostLimits) -> None:
        self.limits = limits
        # Waiting sockets are file descriptors: never so many that accept() runs out of them
        # (then the kernel's backlog fills and a player could not even be accepted).
        self.waiting_total = min(limits.waiting_total, max(16, _fd_limit() // 4))
        self.waiting: dict[str, deque[Ticket]] = {}
        self.shaking: dict[int, str] = {}                 # cid -> address, handshakes under way
        self.served: OrderedDict[str, float] = OrderedDict()   # address -> when it last got a slot
        self.known: OrderedDict[str, None] = OrderedDict()     # addresses a known identity came from
        self.arrivals = SlidingWindow(limits.new_per_addr, limits.new_window_s)
        self.pressure: OrderedDict[str, tuple[float, float]] = OrderedDict()   # address -> (score, when)
        self.waiting_count = 0

    # ------------------------------------------------------------ the host's calls

    def arrive(self, cid: int, addr: str, now: float) -> Ticket | None:
        """A TCP connection was accepted: its ticket, or None to close it at once."""
        self._press(addr, now)
        queue = self.waiting.get(addr)
        mine = len(queue) if queue is not None else 0
        if mine + self._shaking_from(addr) >= self.limits.pending_per_addr or not self.arrivals.allow(addr, now):
            return None
        if self.waiting_count >= self.waiting_total:
            # Full: a newcomer clearly less pressing than the most pressing address waiting (a player
            # among flooders) takes that one's oldest place; anyone else is refused, which costs nothing
            # and evicts nobody (an eviction only invites the evicted to come straight back).
            victim = max(self.waiting, key=lambda a: self._pressure(a, now))
            if mine or not (self._known_due(addr, now)
                            or 2 * self._pressure(addr, now) < self._pressure(victim, now)):
                return None
            self._forget(self.waiting[victim][0])
        ticket = Ticket(cid, addr, now)
        self.waiting.setdefault(addr, deque()).append(ticket)
        self.waiting_count += 1
        self._grant(now)
        return ticket

    async def turn(self, ticket: Ticket, deadline: float) -> bool:
        """Wait for ``ticket``'s handshake slot until ``deadline`` (loop time); False: give up."""
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(asyncio.shield(ticket.granted), max(0.0, deadline - loop.time()))
        except asyncio.TimeoutError:
            self._forget(ticket)
            self.release(ticket.cid, loop.time())   # granted as the wait ran out: pass it on
            return False

    def release(self, cid: int, now: float) -> None:
        """The handshake of ``cid`` ended (in, refused, timed out or gone): its slot goes to the next."""
        if self.shaking.pop(cid, None) is not None:
            self._grant(now)

    def know(self, addr: str) -> None:
        """A seat holder or the owner authenticated from ``addr``: serve it first from now on."""
        self.known[addr] = None
        self.known.move_to_end(addr)
        while len(self.known) > MAX_REMEMBERED:
            self.known.popitem(last=False)

    def close(self) -> None:
        """The host is closing: nobody waiting gets a slot any more."""
        for queue in list(self.waiting.values()):
            for ticket in list(queue):
                self._forget(ticket)

    @property
    def in_progress(self) -> int:
        return len(self.shaking)

    # ------------------------------------------------------------ inside

    def _press(self, addr: str, now: float) -> None:
        """Count one connection attempt from ``addr`` (admitted or not), fading with time."""
        score = self._pressure(addr, now)
        self.pressure.pop(addr, None)
        self.pressure[addr] = (score + 1.0, now)
        while len(self.pressure) > MAX_REMEMBERED:
            self.pressure.popitem(last=False)

    def _shaking_from(self, addr: str) -> int:
        return sum(1 for a in self.shaking.values() if a == addr)

    def _next_address(self, now: float) -> str | None:
        if not self.waiting:
            return None
        return min(self.waiting, key=lambda a: self._priority(a, now))

    def _grant(self, now: float) -> None:
        while len(self.shaking) < self.limits.pending_total:
            addr = self._next_address(now)
            if addr is None:
                return
            queue = self.waiting[addr]
            ticket = queue.popleft()
            if not queue:
                del self.waiting[addr]
            self.waiting_count -= 1
            if ticket.granted.done():     # gave up already
                continue
            self.shaking[ticket.cid] = addr
            self.served[addr] = now
            self.served.move_to_end(addr)
            while len(self.served) > MAX_REMEMBERED:
                self.served.popitem(last=False)
            ticket.granted.set_result(True)

    def _forget(self, ticket: Ticket) -> None:
        queue = self.waiting.get(ticket.addr)
        if queue is not None and ticket in queue:
            queue.remove(ticket)
            self.waiting_count -= 1
            if not queue:
                del self.waiting[ticket.addr]
        if not ticket.granted.done():
            ticket.granted.set_result(False)

    def _known_due(self, addr: str, now: float) -> bool:
        """A known identity's address that has not been served in the last KNOWN_HEAD_START_S."""
        return addr in self.known and self.served.get(addr, float("-inf")) <= now - KNOWN_HEAD_START_S

    def _pressure(self, addr: str, now: float) -> float:
        score, when = self.pressure.get(addr, (0.0, now))
        return float(score * 0.5 ** ((now - when) / PRESSURE_HALF_LIFE_S))

    def _priority(self, addr: str, now: float) -> tuple[bool, float, float, float]:
        """Lower is served sooner (see the module docstring)."""
        return (not self._known_due(addr, now), self._pressure(addr, now),
                self.served.get(addr, float("-inf")), self.waiting[addr][0].arrived)


