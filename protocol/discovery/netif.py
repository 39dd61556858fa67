"""Which local addresses to announce, and whether multicast can leave this host at all.

zeroconf itself logs and carries on when it cannot join a group or has no
route, leaving a client that silently sees nothing. The checks here turn
those cases into one :class:`DiscoveryUnavailable` with a sentence the UI can
show next to the manual-join box. Nothing in this module imports zeroconf,
and the probe only opens an unconnected UDP socket (no packet is sent).
"""

from __future__ import annotations

import errno
import ipaddress
import socket
from dataclasses import dataclass

from .errors import DiscoveryUnavailable

MDNS_GROUP = "224.0.0.251"
MDNS_PORT = 5353


@dataclass(frozen=True)
class LocalAddresses:
    """Addresses to put in A/AAAA records, and to hand to zeroconf as interfaces."""

    ipv4: tuple[str, ...]
    ipv6: tuple[str, ...]
    interface: str | None       # None = all interfaces

    @property
    def all(self) -> list[str]:
        return [*self.ipv4, *self.ipv6]


def _adapters() -> list[tuple[str, list[str], list[str]]]:
    import ifaddr  # zeroconf's own dependency for the same job

    out: list[tuple[str, list[str], list[str]]] = []
    for adapter in ifaddr.get_adapters():
        v4 = [ip.ip for ip in adapter.ips if isinstance(ip.ip, str)]
        v6 = [str(ip.ip[0]) for ip in adapter.ips if ip.is_IPv6 and isinstance(ip.ip, tuple)]
        out.append((adapter.nice_name or adapter.name, v4, v6))
    return out


def _announceable_v6(addr: str) -> bool:
    """Link-local addresses need a scope id that means nothing on another host."""
    try:
        ip = ipaddress.IPv6Address(addr.split("%")[0])
    except ValueError:
        return False
    return not (ip.is_link_local or ip.is_multicast or ip.is_unspecified)


def local_addresses(interface: str | None = None) -> LocalAddresses:
    """Addresses of one interface (by name or by one of its addresses), or of all.

    With all interfaces, loopback is left out unless it is all there is (in
    both families together), so a browser on another machine is never sent
    to itself: a LAN with IPv4 and only link-local IPv6 (not announceable)
    once got an AAAA record of ``::1`` beside the A record, and Avahi
    resolved such a table to ``::1`` about half the time.
    """
    adapters = _adapters()
    if interface is not None:
        for name, v4, v6 in adapters:
            if interface == name or interface in v4 or interface in v6:
                return LocalAddresses(tuple(v4), tuple(a for a in v6 if _announceable_v6(a)), name)
        raise DiscoveryUnavailable(
            f"network interface or address {interface!r} does not exist on this computer")
    v4 = [a for _, addrs, _ in adapters for a in addrs]
    v6 = [a for _, _, addrs in adapters for a in addrs if _announceable_v6(a)]
    v4_lan = [a for a in v4 if not ipaddress.IPv4Address(a).is_loopback]
    v6_lan = [a for a in v6 if not ipaddress.IPv6Address(a).is_loopback]
    only_loopback = not v4_lan and not v6_lan
    v4_out, v6_out = (v4, v6) if only_loopback else (v4_lan, v6_lan)
    if not v4_out:
        raise DiscoveryUnavailable("no IPv4 network interface is up; join with host:port instead")
    return LocalAddresses(tuple(dict.fromkeys(v4_out)), tuple(dict.fromkeys(v6_out)), None)


def check_multicast_route(source: str | None = None) -> None:
    """Ask the kernel for a route to the mDNS group without sending anything.

    A UDP ``connect`` only performs the route lookup, so "Network is
    unreachable" shows up here rather than as silence later.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        if source is not None:
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(source))
        sock.connect((MDNS_GROUP, MDNS_PORT))
    except OSError as exc:
        if exc.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EADDRNOTAVAIL):
            raise DiscoveryUnavailable(
                "this computer has no route for multicast (224.0.0.0/4), so tables on the LAN "
                "cannot be found; join with host:port or an invite link") from exc
        raise DiscoveryUnavailable(f"multicast is not usable here: {exc.strerror or exc}") from exc
    finally:
        sock.close()
