"""Start one zeroconf instance, or say clearly why it cannot start.

This is the only module that creates ``AsyncZeroconf``. zeroconf is imported
here lazily, after the enabled check, so a run with discovery off never loads
it and never opens a multicast socket.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from .errors import DiscoveryUnavailable, ensure_enabled
from .netif import LocalAddresses, check_multicast_route, local_addresses

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncZeroconf

# UDP 5353 held by a program that does not share it: EADDRINUSE everywhere, and on Windows
# WSAEACCES (10013) when that program bound it with SO_EXCLUSIVEADDRUSE (no POSIX errno is 10013).
WSAEACCES = 10013
PORT_HELD = frozenset({errno.EADDRINUSE, WSAEACCES})


async def open_zeroconf(interface: str | None = None, *,
                        enabled: bool = True) -> tuple["AsyncZeroconf", LocalAddresses]:
    """A started ``AsyncZeroconf`` on all interfaces (or one) plus the addresses to announce.

    Raises :class:`DiscoveryDisabled` before touching the network when discovery
    is off, and :class:`DiscoveryUnavailable` when multicast cannot work.
    """
    ensure_enabled(enabled)
    addrs = local_addresses(interface)
    check_multicast_route(addrs.ipv4[0] if interface is not None and addrs.ipv4 else None)

    from zeroconf import InterfaceChoice, IPVersion, NotRunningException
    from zeroconf.asyncio import AsyncZeroconf

    choice = list(addrs.ipv4) if interface is not None else InterfaceChoice.All
    if interface is not None and not addrs.ipv4:
        raise DiscoveryUnavailable(f"interface {interface!r} has no IPv4 address for mDNS")
    try:
        azc = AsyncZeroconf(interfaces=choice, ip_version=IPVersion.V4Only)
    except OSError as exc:
        if exc.errno in PORT_HELD:
            raise DiscoveryUnavailable(
                "UDP port 5353 (mDNS) is held by another program that does not share it; "
                "join with host:port or an invite link") from exc
        raise DiscoveryUnavailable(f"cannot open the mDNS socket: {exc.strerror or exc}") from exc
    try:
        await azc.zeroconf.async_wait_for_start(timeout=5.0)
    except (NotRunningException, TimeoutError) as exc:
        await azc.async_close()
        raise DiscoveryUnavailable("mDNS did not start on any interface") from exc
    if not azc.zeroconf.engine.senders:
        await azc.async_close()
        raise DiscoveryUnavailable(
            "no network interface accepted multicast; join with host:port or an invite link")
    return azc, addrs
