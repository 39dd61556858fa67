"""Which addresses a table announces (PROTOCOL.md §15.1): never loopback beside a LAN address.

Found by the Avahi test (test_disc_avahi): a host whose LAN has IPv4 and only
link-local IPv6 announced an AAAA record of ``::1``, and Avahi resolved the
table to ``::1`` (its own machine) about half the time.
"""

from __future__ import annotations

import pytest

from protocol.discovery import netif
from protocol.discovery.errors import DiscoveryUnavailable

LO = ("lo", ["127.0.0.1"], ["::1"])
LAN = ("eth0", ["192.168.1.20"], ["fe80::1%eth0"])


def _with(monkeypatch: pytest.MonkeyPatch, *adapters: tuple[str, list[str], list[str]]) -> netif.LocalAddresses:
    monkeypatch.setattr(netif, "_adapters", lambda: list(adapters))
    return netif.local_addresses()


def test_no_loopback_beside_a_lan_address_in_either_family(monkeypatch):
    got = _with(monkeypatch, LO, LAN)
    assert (got.ipv4, got.ipv6) == (("192.168.1.20",), ())   # the old code added ::1
    got = _with(monkeypatch, LO, ("eth0", ["192.168.1.20"], ["2001:db8::5", "fe80::1%eth0"]))
    assert (got.ipv4, got.ipv6) == (("192.168.1.20",), ("2001:db8::5",))


def test_loopback_when_it_is_all_there_is(monkeypatch):
    got = _with(monkeypatch, LO, ("veth0", [], ["fe80::2%veth0"]))
    assert (got.ipv4, got.ipv6) == (("127.0.0.1",), ("::1",))


def test_ipv6_only_lan_is_no_ipv4_mdns(monkeypatch):
    with pytest.raises(DiscoveryUnavailable, match="no IPv4"):
        _with(monkeypatch, LO, ("eth0", [], ["2001:db8::5"]))


def test_one_interface_is_taken_as_it_is(monkeypatch):
    monkeypatch.setattr(netif, "_adapters", lambda: [LO, LAN])
    assert netif.local_addresses("lo").all == ["127.0.0.1", "::1"]
    assert netif.local_addresses("192.168.1.20").all == ["192.168.1.20"]
