"""Friends on a VPN: Invite offers a link for every network the host is on, and says which
is which (issue 22, what players of the peers ask for).

Tailscale, ZeroTier and WireGuard carry no multicast, so their members never see the
LAN's table list; an invite link with the host's address on that network still
reaches the table. The networks are made inside a private network namespace as those
programs make them on Linux, as TUN/TAP devices (``tailscale0``, ``wg0``, a ZeroTier
``zt…`` tap), beside a LAN interface; never on the machine's own interfaces.
"""

from __future__ import annotations

import json
import sys

import pytest

from protocol.discovery.reach import NetKind, classify, reach_addresses
from tests.netns import add_vpn_like_interfaces, child_env, namespace

@pytest.mark.parametrize("name,address,kind", [
    ("eth0", "192.168.1.20", NetKind.LAN), ("wlp2s0", "10.0.0.7", NetKind.LAN),
    ("tailscale0", "100.101.102.103", NetKind.TAILSCALE), ("Tailscale", "100.88.1.2", NetKind.TAILSCALE),
    ("utun4", "100.71.3.9", NetKind.TAILSCALE),                  # macOS: the address range tells
    ("ztabcdef12", "10.147.17.5", NetKind.ZEROTIER), ("ZeroTier One [8056c2e21c000001]", "172.22.0.3",
                                                       NetKind.ZEROTIER),
    ("wg0", "10.8.0.2", NetKind.WIREGUARD), ("WireGuard Tunnel", "10.9.0.2", NetKind.WIREGUARD),
    ("tun0", "10.66.0.2", NetKind.VPN)])
def test_each_interface_is_told_by_its_name_or_address(name, address, kind):
    assert classify(name, address) is kind


def test_loopback_link_local_and_container_bridges_are_left_out_and_the_lan_comes_first():
    found = reach_addresses([("lo", ["127.0.0.1"]), ("wg0", ["10.8.0.2"]), ("docker0", ["172.17.0.1"]),
                             ("eth0", ["192.168.1.20", "169.254.3.4"]), ("tailscale0", ["100.101.102.103"])])
    assert [(r.interface, r.address, r.kind) for r in found] == [
        ("eth0", "192.168.1.20", NetKind.LAN), ("tailscale0", "100.101.102.103", NetKind.TAILSCALE),
        ("wg0", "10.8.0.2", NetKind.WIREGUARD)]


@pytest.mark.netns
@pytest.mark.timeout(180)
def test_invite_offers_a_link_for_every_network_and_a_friend_on_tailscale_joins():
    with namespace(multicast=False) as ns:
        add_vpn_like_interfaces(ns)
        proc = ns.run([sys.executable, "-m", "tests.ui.ns_vpn_invite"], env=child_env(), timeout=150)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    heads = [head for head, _ in out["links"]]
    assert heads == ["Local network (eth0, 192.168.50.2)", "Tailscale (tailscale0, 100.101.102.103)",
                     "ZeroTier (ztabcdef12, 10.147.17.5)", "WireGuard (wg0, 10.8.0.2)"], heads
    for head, link in out["links"]:
        address = head.rsplit(", ", 1)[1].rstrip(")")
        assert link.startswith(f"lanjolly://{address}:") and "fp=" in link and "token=" in link, link
    assert out["guest_fingerprint_ok"] and out["guest_seat"] == 1
