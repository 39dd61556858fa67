"""Every address a table on this computer can be reached at, and what kind of network each is on.

Friends on a VPN (Tailscale, ZeroTier, WireGuard) never see our mDNS adverts: those
networks carry no multicast. They can still join by an invite link, if the link
names an address they can reach. :func:`reach_addresses` lists this computer's
IPv4 addresses with the kind of network each belongs to, so Invite can offer one
link per network and say which is which (issue 22). Like :mod:`.netif` it only reads
the interface list (``ifaddr``, zeroconf's own dependency); nothing is sent.

The kind is told from the interface's name, as each VPN names its interfaces on
Linux, Windows and macOS (``tailscale0`` / "Tailscale", ``ztxxxxxxxx`` / "ZeroTier
One", ``wg0`` / "WireGuard"), and from Tailscale's own address range (100.64.0.0/10,
which it also uses on macOS's unnamed ``utun`` interfaces).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Optional, Sequence

TAILSCALE_V4 = ipaddress.IPv4Network("100.64.0.0/10")     # Tailscale's CGNAT range
# Virtual machines' and containers' own bridges: no friend is on them.
_LOCAL_ONLY = ("docker", "br-", "virbr", "veth", "vboxnet", "vmnet", "lxc", "lxd", "cni", "podman")
_VPN_PREFIXES = ("tun", "tap", "utun", "ppp", "ipsec", "nordlynx", "proton", "mullvad", "openvpn")


class NetKind(str, Enum):
    """The kind of network an address is on (a ``str`` enum: stable words for logs and tests)."""

    LAN = "lan"
    TAILSCALE = "tailscale"
    ZEROTIER = "zerotier"
    WIREGUARD = "wireguard"
    VPN = "vpn"               # another tunnel (OpenVPN, IPsec, …)


@dataclass(frozen=True)
class Reach:
    """One address of this computer: where it is, on which interface, on what kind of network."""

    address: str
    interface: str
    kind: NetKind


def classify(interface: str, address: str) -> NetKind:
    """The kind of network ``address`` on ``interface`` belongs to."""
    name = interface.lower()
    try:
        in_tailscale = ipaddress.IPv4Address(address) in TAILSCALE_V4
    except ValueError:
        in_tailscale = False
    if "tailscale" in name or in_tailscale:
        return NetKind.TAILSCALE
    if name.startswith("zt") or "zerotier" in name:
        return NetKind.ZEROTIER
    if name.startswith("wg") or "wireguard" in name:
        return NetKind.WIREGUARD
    if name.startswith(_VPN_PREFIXES):
        return NetKind.VPN
    return NetKind.LAN


def _usable(interface: str, address: str) -> bool:
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    local_bridge = interface.lower().startswith(_LOCAL_ONLY) and classify(interface, address) is NetKind.LAN
    return not (ip.is_loopback or ip.is_link_local or ip.is_multicast or ip.is_unspecified or local_bridge)


def reach_addresses(adapters: Optional[Iterable[tuple[str, Sequence[str]]]] = None) -> list[Reach]:
    """This computer's IPv4 addresses a friend could reach, the LAN's first, then each VPN's.

    ``adapters`` ((interface name, IPv4 addresses) pairs) is for tests; by default the
    system's interfaces are read. Loopback, link-local addresses and the bridges of
    virtual machines and containers are left out."""
    if adapters is None:
        adapters = _system_adapters()
    found = [Reach(a, name, classify(name, a)) for name, addrs in adapters for a in addrs if _usable(name, a)]
    order = list(NetKind)
    unique = {r.address: r for r in found}.values()
    return sorted(unique, key=lambda r: (order.index(r.kind), r.interface, ipaddress.IPv4Address(r.address)))


def _system_adapters() -> list[tuple[str, list[str]]]:
    import ifaddr

    return [(adapter.nice_name or adapter.name, [ip.ip for ip in adapter.ips if isinstance(ip.ip, str)])
            for adapter in ifaddr.get_adapters()]
