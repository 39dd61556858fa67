"""Live lists of tables and players on the LAN, as asyncio events.

zeroconf's own browser only reports a service gone when its PTR record
expires, and it stretches PTR TTLs to at least 1125 s. A host that crashed
would linger for nearly 20 minutes. So besides goodbye packets (which remove
an entry at once) this browser watches each entry's SRV record, whose TTL the
announcer keeps short: it re-asks for it before it expires, as RFC 6762 §5.2
says a querier does (announcers never repeat themselves on a timer, §8.3),
drops an entry whose SRV expired, and drops a stale entry at once when its
port refuses connections (``upkeep.py``). An entry follows its table's TXT
record as it changes: the browser reads the record the cache keeps longest
(``records.py``) and hears every TXT record that arrives (``txtwatch.py``),
since zeroconf's browser does not report data its cache still held. Only
names zeroconf exports at its package root are used.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Coroutine, Generic, Literal, TypeVar

from .adverts import (PLAYER_SERVICE, TABLE_SERVICE, AdvertError, PlayerAdvert, TableAdvert,
                      TxtProps, parse_txt)
from .errors import ensure_enabled
from .eventadverts import EVENT_SERVICE, EventAdvert
from .records import TYPE_SRV, current_record, current_txt
from .upkeep import Upkeep, refresh_query, refused
from .zc import open_zeroconf

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf

    from .txtwatch import TxtWatch

log = logging.getLogger(__name__)

RESOLVE_TIMEOUT_MS = 1500
SWEEP_SECONDS = 0.5       # at most this long between looks at the cache (sooner when a query is due)
MAX_ENTRIES = 256         # a hostile LAN cannot grow our lists without bound

EventKind = Literal["added", "updated", "removed"]


def order_addresses(addresses: list[str]) -> list[str]:
    """IPv4 before IPv6, loopback last within each family, duplicates dropped."""
    def key(addr: str) -> tuple[int, int]:
        try:
            ip = ipaddress.ip_address(addr.split("%")[0])
        except ValueError:
            return (2, 1)
        return (0 if ip.version == 4 else 1, 1 if ip.is_loopback else 0)
    return sorted(dict.fromkeys(addresses), key=key)


@dataclass(frozen=True)
class TableEntry:
    """A table seen on the LAN: its advert, where to reach it, and whether its key is trusted."""

    advert: TableAdvert
    service_name: str
    addresses: tuple[str, ...]
    pinned_fingerprint: str | None = None

    @property
    def address(self) -> str | None:
        return self.addresses[0] if self.addresses else None

    @property
    def pin_mismatch(self) -> bool:
        """True when we trusted another key for this host before: warn, do not auto-join."""
        return self.pinned_fingerprint is not None and self.pinned_fingerprint != self.advert.fingerprint

    def to_dict(self) -> dict[str, object]:
        a = self.advert
        return {
            "name": a.name, "host": a.host, "address": self.address,
            "addresses": list(self.addresses), "port": a.port, "variant": a.variant,
            "target": a.target, "seats_taken": a.seats_taken, "seats": a.seats,
            "state": a.state.value, "privacy": a.privacy, "fingerprint": a.fingerprint,
            "table_id": a.table_id, "version": a.version, "pin_mismatch": self.pin_mismatch,
            "blind": a.blind,
        }


@dataclass(frozen=True)
class PlayerEntry:
    """A client seen on the LAN, with the address of its invitation listener."""

    advert: PlayerAdvert
    service_name: str
    addresses: tuple[str, ...]

    @property
    def address(self) -> str | None:
        return self.addresses[0] if self.addresses else None


@dataclass(frozen=True)
class EventEntry:
    """A duplicate event's desk seen on the LAN."""

    advert: EventAdvert
    service_name: str
    addresses: tuple[str, ...]

    @property
    def address(self) -> str | None:
        return self.addresses[0] if self.addresses else None


E = TypeVar("E", TableEntry, PlayerEntry, EventEntry)


@dataclass(frozen=True)
class DiscoveryEvent(Generic[E]):
    kind: EventKind
    entry: E


@dataclass
class _Tracked:
    generation: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    upkeep: Upkeep | None = None          # RFC 6762 §5.2 schedule of the entry's current SRV record
    txt: bytes | None = None              # the TXT data last read for the entry (listed or refused)


class _Browser(Generic[E]):
    service_type: str = ""

    def __init__(self, *, interface: str | None = None, enabled: bool = True,
                 zc: "AsyncZeroconf | None" = None,
                 on_event: Callable[[DiscoveryEvent[E]], None] | None = None,
                 queue_size: int = 1000) -> None:
        self._interface = interface
        self._enabled = enabled
        self._zc = zc
        self._owns_zc = zc is None
        self._browser: AsyncServiceBrowser | None = None
        self._txt_watch: TxtWatch | None = None
        self._entries: dict[str, E] = {}
        self._tracked: dict[str, _Tracked] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._sweeper: asyncio.Task[None] | None = None
        self._callbacks: list[Callable[[DiscoveryEvent[E]], None]] = [on_event] if on_event else []
        self.events: asyncio.Queue[DiscoveryEvent[E]] = asyncio.Queue(maxsize=queue_size)
        # Services seen but not listed (other versions, broken records), with the reason:
        # lets a UI say "1 table needs a newer LAN Jolly" instead of showing nothing.
        self.ignored: dict[str, str] = {}

    # -- public -----------------------------------------------------------
    @property
    def entries(self) -> dict[str, E]:
        """Current entries by service instance name (a copy)."""
        return dict(self._entries)

    def subscribe(self, callback: Callable[[DiscoveryEvent[E]], None]) -> None:
        self._callbacks.append(callback)

    async def start(self) -> None:
        """Begin browsing; raises DiscoveryDisabled/DiscoveryUnavailable."""
        if self._browser is not None:
            return
        if self._zc is None:
            self._zc, _ = await open_zeroconf(self._interface, enabled=self._enabled)
        else:
            ensure_enabled(self._enabled)
        from zeroconf.asyncio import AsyncServiceBrowser

        from .txtwatch import TxtWatch

        self._txt_watch = TxtWatch(self._txt_arrived)
        self._zc.zeroconf.async_add_listener(self._txt_watch, None)
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, self.service_type,
                                            handlers=[self._on_change])
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep())

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
            self._sweeper = None
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.async_cancel()
            self._browser = None
        if self._txt_watch is not None and self._zc is not None:   # a borrowed zeroconf lives on
            self._zc.zeroconf.async_remove_listener(self._txt_watch)
            self._txt_watch = None
        if self._owns_zc and self._zc is not None:
            zc, self._zc = self._zc, None
            with contextlib.suppress(Exception):
                await zc.async_close()

    async def settle(self, timeout: float = 5.0) -> None:
        """Wait until every resolution started so far has finished (tests, `tables`)."""
        if self._tasks:
            await asyncio.wait_for(asyncio.gather(*self._tasks, return_exceptions=True), timeout)

    async def wait_for(self, predicate: Callable[[E], bool], timeout: float) -> E:
        """The first entry (present or future) matching ``predicate``; TimeoutError otherwise."""
        found: asyncio.Future[E] = asyncio.get_running_loop().create_future()

        def check(event: DiscoveryEvent[E]) -> None:
            if event.kind != "removed" and predicate(event.entry) and not found.done():
                found.set_result(event.entry)

        for entry in self._entries.values():
            if predicate(entry):
                return entry
        self._callbacks.append(check)
        try:
            return await asyncio.wait_for(found, timeout)
        finally:
            self._callbacks.remove(check)

    async def __aenter__(self) -> "_Browser[E]":
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- to override ------------------------------------------------------
    def _parse(self, name: str, props: TxtProps, port: int, addresses: tuple[str, ...]) -> E:
        raise NotImplementedError  # pragma: no cover

    # -- internals --------------------------------------------------------
    def _emit(self, kind: EventKind, entry: E) -> None:
        event = DiscoveryEvent(kind, entry)
        try:
            self.events.put_nowait(event)
        except asyncio.QueueFull:
            log.warning("discovery event queue full; dropping %s event", kind)
        for callback in list(self._callbacks):
            try:
                callback(event)
            except Exception:  # a UI callback must not stop discovery
                log.exception("discovery callback failed")

    def _on_change(self, zeroconf: object, service_type: str, name: str, state_change: object) -> None:
        from zeroconf import ServiceStateChange

        tracked = self._tracked.setdefault(name, _Tracked())
        if state_change is ServiceStateChange.Removed:
            self._remove(name)
            return
        self._spawn(self._resolve(name, tracked.generation))

    def _txt_arrived(self, keys: set[str]) -> None:
        """A TXT record for a listed entry came in (``txtwatch.py``): read the entry again if the
        cache's current TXT is not the one it was read from. zeroconf's browser reports a change
        only for data its cache did not hold (2/3 -> 3/3 -> 2/3 within 10 s is not reported)."""
        if self._zc is None:
            return
        for name in [n for n in self._entries if n.lower() in keys]:
            tracked = self._tracked.setdefault(name, _Tracked())
            text = current_txt(self._zc, name)
            if text is not None and text != tracked.txt:
                tracked.txt = text
                self._spawn(self._resolve(name, tracked.generation))

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _remove(self, name: str) -> None:
        tracked = self._tracked.get(name)
        if tracked is not None:
            tracked.generation += 1
        entry = self._entries.pop(name, None)
        if entry is not None:
            self._emit("removed", entry)

    async def _resolve(self, name: str, generation: int) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncServiceInfo

        assert self._zc is not None
        tracked = self._tracked.setdefault(name, _Tracked())
        async with tracked.lock:
            info = AsyncServiceInfo(self.service_type, name)
            if not await info.async_request(self._zc.zeroconf, RESOLVE_TIMEOUT_MS):
                log.debug("could not resolve %s", name)
                return
            if tracked.generation != generation:
                return  # removed while we were asking
            # the current TXT, not zeroconf's pick: right after a change the old one lingers (records.py)
            text = tracked.txt = current_txt(self._zc, name)
            addresses = order_addresses(
                info.parsed_scoped_addresses(IPVersion.V4Only)
                + info.parsed_scoped_addresses(IPVersion.V6Only))
            try:
                props: TxtProps = parse_txt(text) if text is not None else info.properties
                entry = self._parse(name, props, int(info.port or 0), tuple(addresses))
            except AdvertError as exc:
                log.info("ignoring %s: %s", name, exc)
                if name in self.ignored or len(self.ignored) < MAX_ENTRIES:
                    self.ignored[name] = str(exc)
                return
            self.ignored.pop(name, None)
            old = self._entries.get(name)
            if old is None and len(self._entries) >= MAX_ENTRIES:
                log.warning("ignoring %s: already tracking %d services", name, MAX_ENTRIES)
                return
            if old == entry:
                return
            self._entries[name] = entry
            self._emit("added" if old is None else "updated", entry)

    async def _sweep(self) -> None:
        """Keep each entry's SRV record fresh by asking (RFC 6762 §5.2); drop an entry whose SRV
        expired (its host went silent without a goodbye) or whose port refuses connections."""
        from zeroconf import current_time_millis

        rng = random.Random()
        while True:
            if self._zc is None:
                return
            zc = self._zc.zeroconf
            now = current_time_millis()
            due = now + SWEEP_SECONDS * 1000
            for name in list(self._entries):
                srv = current_record(self._zc, name, TYPE_SRV)
                if srv is None:
                    log.debug("%s timed out", name)
                    self._remove(name)
                    continue
                tracked = self._tracked.setdefault(name, _Tracked())
                up = tracked.upkeep
                if up is None or up.created != srv.created:
                    up = tracked.upkeep = Upkeep.for_record(srv.created, srv.ttl, rng)
                if up.query_due(now):
                    zc.async_send(refresh_query(name))   # type: ignore[arg-type]
                if up.probe_due():
                    self._spawn(self._probe(name, tracked.generation))
                due = min(due, up.next_at())
            await asyncio.sleep(min(SWEEP_SECONDS, max(0.02, (due - now) / 1000)))

    async def _probe(self, name: str, generation: int) -> None:
        """A stale entry: if nobody listens on its port any more, drop it now instead of at expiry."""
        entry = self._entries.get(name)
        tracked = self._tracked.get(name)
        if entry is None or tracked is None:
            return
        upkeep = tracked.upkeep
        if await refused(entry.addresses, entry.advert.port):
            # dropped only if nothing renewed it meanwhile (a late answer wins over the refusal)
            if tracked.generation == generation and tracked.upkeep is upkeep and self._entries.get(name) == entry:
                log.debug("%s refuses connections: dropped", name)
                self._remove(name)


class TableBrowser(_Browser[TableEntry]):
    """Tables on the LAN. ``pinned("ADDRESS:PORT")`` returns the fingerprint trusted before.

    Pins are keyed by where the client connected (the same key ``TableClient``
    pins under), never by the advertised nickname: anyone can claim a nickname,
    so a nickname-keyed pin would let one host's advert raise (or hide) a
    warning about another's key (PROTOCOL.md §15.2)."""

    service_type = TABLE_SERVICE

    def __init__(self, *, pinned: Callable[[str], str | None] | None = None,
                 **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._pinned = pinned

    def _parse(self, name: str, props: TxtProps, port: int, addresses: tuple[str, ...]) -> TableEntry:
        advert = TableAdvert.from_txt(props, port)
        pin = None
        if self._pinned is not None:
            for address in addresses:
                try:
                    pin = self._pinned(f"{address}:{port}")
                except Exception:
                    log.exception("pin lookup failed for %s:%s", address, port)
                if pin is not None:
                    break
        return TableEntry(advert, name, addresses, pin.lower() if pin else None)

    def tables(self) -> list[TableEntry]:
        return sorted(self._entries.values(), key=lambda e: (e.advert.name.lower(), e.service_name))


class PresenceBrowser(_Browser[PlayerEntry]):
    """Players (running clients) on the LAN, for the host's Invite list."""

    service_type = PLAYER_SERVICE

    def _parse(self, name: str, props: TxtProps, port: int, addresses: tuple[str, ...]) -> PlayerEntry:
        return PlayerEntry(PlayerAdvert.from_txt(props, port), name, addresses)

    def players(self) -> list[PlayerEntry]:
        return sorted(self._entries.values(), key=lambda e: (e.advert.nickname.lower(), e.service_name))


class EventBrowser(_Browser[EventEntry]):
    """Duplicate events on the LAN (PROTOCOL.md §18.2)."""

    service_type = EVENT_SERVICE

    def _parse(self, name: str, props: TxtProps, port: int, addresses: tuple[str, ...]) -> EventEntry:
        return EventEntry(EventAdvert.from_txt(props, port), name, addresses)

    def listed(self) -> list[EventEntry]:
        return sorted(self._entries.values(), key=lambda e: (e.advert.name.lower(), e.service_name))
