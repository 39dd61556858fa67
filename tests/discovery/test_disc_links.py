"""Manual joining: host:port parsing and lanjolly:// invite links (no network)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from protocol.discovery.links import (DEFAULT_PORT, InviteLink, LinkError, format_host_port,
                                      make_invite_link, parse_host_port, parse_invite_link)

FP = "0f" * 32


@pytest.mark.parametrize("text, expected", [
    ("192.168.1.20:5000", ("192.168.1.20", 5000)),
    (" 192.168.1.20 ", ("192.168.1.20", DEFAULT_PORT)),
    ("[::1]:5000", ("::1", 5000)),
    ("[fe80::1%eth0]:7", ("fe80::1%eth0", 7)),
    ("[fd00::1]", ("fd00::1", DEFAULT_PORT)),
    ("fd00::1", ("fd00::1", DEFAULT_PORT)),
    ("anna-pc.local:47000", ("anna-pc.local", 47000)),
])
def test_host_port_forms(text: str, expected: tuple[str, int]) -> None:
    assert parse_host_port(text) == expected


@pytest.mark.parametrize("text, message", [
    ("", "enter an address"),
    ("1.2.3.4:", "port after ':' is missing"),
    ("1.2.3.4:99999", "1..65535"),
    ("1.2.3.4:0", "1..65535"),
    ("1.2.3.4:http", "not a number"),
    ("[::1:5000", "missing ']'"),
    ("[::1]5000", "expected ':port'"),
    ("[1.2.3.4]:5", "only for IPv6"),
    ("bad host!:5", "not a host name"),
])
def test_host_port_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(LinkError, match=message):
        parse_host_port(text)


def test_no_default_port_means_port_required() -> None:
    with pytest.raises(LinkError, match="has no port"):
        parse_host_port("10.0.0.1", default_port=None)


def test_link_round_trip_with_all_fields() -> None:
    link = make_invite_link("fd00::7", 4000, FP.upper(), "lj1.AbC-_9", "Küche & Co?")
    assert link.startswith("lanjolly://[fd00::7]:4000?fp=" + FP)
    assert parse_invite_link(link) == InviteLink("fd00::7", 4000, FP, "lj1.AbC-_9", "Küche & Co?")


def test_bare_address_is_accepted_as_a_link() -> None:
    assert parse_invite_link("10.1.2.3:9") == InviteLink("10.1.2.3", 9)


@pytest.mark.parametrize("text, message", [
    ("http://1.2.3.4:5", "not a lanjolly"),
    ("lanjolly://u:p@1.2.3.4:5", "user name"),
    ("lanjolly://1.2.3.4:5/path", "unexpected path"),
    ("lanjolly://1.2.3.4:5?fp=abc", "64 hex"),
    ("lanjolly://1.2.3.4:5?token=a%20b", "token is malformed"),
    (f"lanjolly://1.2.3.4:5?fp={FP}&fp={FP}", "more than once"),
    ("lanjolly://1.2.3.4:5?" + "&".join(f"k{i}=1" for i in range(20)), "malformed"),
])
def test_bad_links_are_refused(text: str, message: str) -> None:
    with pytest.raises(LinkError, match=message):
        parse_invite_link(text)


@settings(max_examples=150, derandomize=True)
@given(st.ip_addresses().map(str), st.integers(1, 65535), st.text(max_size=40))
def test_make_then_parse_is_identity(host: str, port: int, name: str) -> None:
    link = parse_invite_link(make_invite_link(host, port, FP, "lj1.x", name or None))
    assert (link.host, link.port, link.fingerprint, link.token) == (host, port, FP, "lj1.x")
    assert link.name == (name or None)
    assert parse_host_port(format_host_port(host, port)) == (host, port)


@settings(max_examples=300, derandomize=True)
@given(st.text(max_size=120))
def test_arbitrary_input_gives_link_error_or_a_link(text: str) -> None:
    try:
        assert isinstance(parse_invite_link(text), InviteLink)
    except LinkError:
        pass
