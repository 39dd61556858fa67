"""Invite for friends on a VPN, on a real desktop (issue 22, what players of the peers ask for).

The client runs inside a private network namespace whose interfaces look like a LAN
and three VPNs, made as those programs make them on Linux, as TUN/TAP devices
(``tailscale0``, a ZeroTier ``zt…`` tap, ``wg0``); never on the machine's own
interfaces. The player opens a LAN table with New Game and presses Invite…: the
dialog must offer one link per network, each saying which network it is for.
"""

from __future__ import annotations

import pytest

from tests.netns import add_vpn_like_interfaces, namespace

from .client import DesktopClient
from .test_desktop_watch_panel import SIZES

pytestmark = [pytest.mark.desktop, pytest.mark.netns]

@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_invite_names_a_link_for_the_lan_and_each_vpn(desktop, tmp_path):
    with namespace(multicast=False) as ns:
        add_vpn_like_interfaces(ns)
        c = DesktopClient(desktop, tmp_path / "host", nickname="Anna", prefix=tuple(ns.prefix()),
                          env={"LANJOLLY_BIND": "0.0.0.0"})
        try:
            c.main_window_id()
            c.click_button("New Game")
            c.click_button("Open table", cls="NewGameDialog")
            c.click_button("Invite")
            st = c.wait(lambda s: (w := c.window(s, "InviteDialog")) is not None and w["exposed"]
                        and sum(lab.startswith(("Local network", "Tailscale", "ZeroTier", "WireGuard"))
                                for lab in w["labels"]) == 4, "the Invite dialog with four networks")
            labels = c.window(st, "InviteDialog")["labels"]
            for want in ("Local network (eth0, 192.168.50.2)", "Tailscale (tailscale0, 100.101.102.103)",
                         "ZeroTier (ztabcdef12, 10.147.17.5)", "WireGuard (wg0, 10.8.0.2)"):
                assert want in labels, labels
            copies = [b for b in c.window(st, "InviteDialog")["buttons"] if b["text"] == "Copy link"]
            assert len(copies) == 4
            c.screenshot("invite-vpn")
        finally:
            c.stop()
