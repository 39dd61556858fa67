"""Advertise a table (``_lanjolly._tcp``) or a running client (``_lanjolly-player._tcp``).

Speed matters more than ceremony here: a new table should appear in other
lists within half a second. zeroconf's RFC 6762 probing costs about 1.2 s
before the first announcement, so by default we skip it
(``cooperating_responders``) and instead make instance names unique by
construction: every name ends in a slice of a random id. ``probe=True``
restores probing, and then a clashing name is renamed ("name-2") rather than
failing (``allow_name_change=True``).

Records carry a short TTL so that a host that vanished without a goodbye
(crash, cable pulled) drops out of lists after about ``ttl`` seconds. The
announcer never repeats its records on a timer: RFC 6762 §8.3 forbids
regular periodic announcements (an idle table re-sent them every 7.5 s,
24 packets a minute). It announces on start, again only when the advert
changes (§8.4), answers queries, and says goodbye on close (§10.1). Keeping a
live table listed is the browsers' job: they re-ask before the TTL runs out
(§5.2 cache maintenance, ``browse.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from typing import TYPE_CHECKING, Generic, TypeVar

from .adverts import PLAYER_SERVICE, TABLE_SERVICE, PlayerAdvert, TableAdvert
from .errors import DiscoveryError
from .eventadverts import EVENT_SERVICE, EventAdvert
from .zc import open_zeroconf

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

    from .netif import LocalAddresses

log = logging.getLogger(__name__)

# Seconds; see the module docstring. 14, not 15: Avahi drops a cached record at 100-102 % of its TTL
# (a 2 % jitter on the final expiry too, avahi-core/cache.c), so 15 s let a dead table linger in an
# Avahi browser's list for up to 15.3 s; 14 s keeps it under 15 s in every list (tests/discovery/test_disc_avahi.py).
DEFAULT_TTL = 14
A = TypeVar("A", TableAdvert, PlayerAdvert, EventAdvert)


class _Announcer(Generic[A]):
    service_type: str = ""

    def __init__(self, advert: A, *, interface: str | None = None, enabled: bool = True,
                 probe: bool = False, ttl: int = DEFAULT_TTL,
                 zc: "AsyncZeroconf | None" = None) -> None:
        self._advert: A = advert
        self._interface = interface
        self._enabled = enabled
        self._probe = probe
        self._ttl = ttl
        self._zc = zc
        self._owns_zc = zc is None
        self._addrs: LocalAddresses | None = None
        self._info: AsyncServiceInfo | None = None
        self._broadcast: asyncio.Future[object] | None = None
        self._lock = asyncio.Lock()

    @property
    def advert(self) -> A:
        return self._advert

    @property
    def service_name(self) -> str | None:
        """The full instance name actually registered (may differ after a rename)."""
        return self._info.name if self._info is not None else None

    @property
    def running(self) -> bool:
        return self._info is not None

    def _server(self) -> str:
        return f"lanjolly-{self._unique_id()}.local."

    def _unique_id(self) -> str:  # pragma: no cover - overridden
        raise NotImplementedError

    def _make_info(self, advert: A, name: str | None = None) -> "AsyncServiceInfo":
        from zeroconf.asyncio import AsyncServiceInfo

        assert self._addrs is not None
        return AsyncServiceInfo(
            self.service_type,
            name or f"{advert.instance}.{self.service_type}",
            port=advert.port,
            properties=advert.to_txt(),
            server=self._server(),
            addresses=[socket.inet_pton(socket.AF_INET6 if ":" in a else socket.AF_INET, a)
                       for a in self._addrs.all],
            host_ttl=self._ttl,
            other_ttl=self._ttl,
        )

    async def start(self) -> None:
        """Register and announce; raises DiscoveryDisabled/DiscoveryUnavailable."""
        async with self._lock:
            if self._info is not None:
                return
            if self._zc is None:
                self._zc, self._addrs = await open_zeroconf(self._interface, enabled=self._enabled)
            else:
                from .errors import ensure_enabled
                from .netif import local_addresses

                ensure_enabled(self._enabled)
                self._addrs = local_addresses(self._interface)
            info = self._make_info(self._advert)
            try:
                self._broadcast = asyncio.ensure_future(await self._zc.async_register_service(
                    info, allow_name_change=True, cooperating_responders=not self._probe))
            except Exception as exc:
                await self._close_zc()
                raise DiscoveryError(f"could not announce on the LAN: {exc}") from exc
            self._info = info
            log.debug("announced %s", info.name)

    async def update(self, advert: A) -> None:
        """Re-announce after seats or state changed (same id, same instance name).

        Only a change is announced (RFC 6762 §8.4): hosts call this on every table event
        (a ready toggle, a watcher, a new round), and the same records sent again would be
        three multicast packets that tell nobody anything."""
        async with self._lock:
            if advert == self._advert and self._info is not None:
                return
            self._advert = advert
            if self._info is None or self._zc is None:
                return
            # A still-running first announcement would resend the old TXT after
            # the new one and leave browsers with stale data: stop it first.
            if self._broadcast is not None and not self._broadcast.done():
                self._broadcast.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._broadcast
            info = self._make_info(advert, name=self._info.name)
            self._broadcast = asyncio.ensure_future(await self._zc.async_update_service(info))
            self._info = info

    async def close(self) -> None:
        """Send goodbye packets so browsers drop the entry at once, then release sockets."""
        async with self._lock:
            info, self._info = self._info, None
            if self._broadcast is not None and not self._broadcast.done():
                self._broadcast.cancel()
            if info is not None and self._zc is not None:
                with contextlib.suppress(Exception):
                    goodbye = await self._zc.async_unregister_service(info)
                    await asyncio.wait_for(goodbye, timeout=2.0)
            await self._close_zc()

    async def _close_zc(self) -> None:
        if self._owns_zc and self._zc is not None:
            zc, self._zc = self._zc, None
            with contextlib.suppress(Exception):
                await zc.async_close()

    async def __aenter__(self) -> "_Announcer[A]":
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


class TableAnnouncer(_Announcer[TableAdvert]):
    """Advertises one hosted table; call :meth:`update` whenever seats or state change."""

    service_type = TABLE_SERVICE

    def _unique_id(self) -> str:
        return self._advert.table_id


class PresenceAnnouncer(_Announcer[PlayerAdvert]):
    """Tells the LAN this client runs and where its invitation listener waits."""

    service_type = PLAYER_SERVICE

    def _unique_id(self) -> str:
        return self._advert.player_id


class EventAnnouncer(_Announcer[EventAdvert]):
    """Advertises a duplicate event's desk (PROTOCOL.md §18.2)."""

    service_type = EVENT_SERVICE

    def _unique_id(self) -> str:
        return self._advert.event_id
