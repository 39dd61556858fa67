"""TXT encoding of table and player adverts: limits, round trips, hostile input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from protocol.discovery.adverts import (MAX_INSTANCE_BYTES, MAX_TXT_ENTRY, AdvertError, PlayerAdvert,
                                        TableAdvert, instance_name, parse_txt, truncate_utf8)
from protocol.discovery.browse import order_addresses

FP = "ab" * 32


def table(**kw: object) -> TableAdvert:
    base: dict = dict(name="Kitchen", host="anna", variant="jolly", target=100, seats_taken=1,
                      seats=4, state="waiting", privacy="open", fingerprint=FP, port=47474,
                      table_id="00112233aabbccdd")
    base.update(kw)
    return TableAdvert(**base)


def as_wire(props: dict[str, str]) -> dict[bytes, bytes]:
    return {k.encode(): v.encode() for k, v in props.items()}


def test_table_round_trip_through_txt() -> None:
    ad = table(variant="romme", target=50, seats_taken=3, state="playing", privacy="invite")
    assert TableAdvert.from_txt(as_wire(ad.to_txt()), 47474) == ad


def test_player_round_trip_through_txt() -> None:
    ad = PlayerAdvert(nickname="Bruno", fingerprint=FP.upper(), port=5000, player_id="0a0b0c0d")
    assert ad.fingerprint == FP
    assert PlayerAdvert.from_txt(as_wire(ad.to_txt()), 5000) == ad


def test_rommé_with_accent_is_normalised() -> None:
    assert table(variant="Rommé").variant == "romme"


def test_long_multibyte_names_are_cut_on_character_boundaries() -> None:
    ad = table(name="Tavolo " + "è" * 200, host="😀" * 40)
    txt = ad.to_txt()
    assert len(txt["n"].encode()) <= 48 and txt["n"].endswith("è")
    assert len(txt["h"].encode()) <= 32 and set(txt["h"]) == {"😀"}
    assert all(len(k) + 1 + len(v.encode()) <= MAX_TXT_ENTRY for k, v in txt.items())
    assert sum(len(k) + 2 + len(v.encode()) for k, v in txt.items()) < 400


@settings(max_examples=200, derandomize=True)
@given(st.text(max_size=300), st.integers(min_value=0, max_value=80))
def test_truncate_utf8_never_splits_or_overflows(text: str, limit: int) -> None:
    cut = truncate_utf8(text, limit)
    assert len(cut.encode("utf-8")) <= limit
    assert text.startswith(cut)


@settings(max_examples=200, derandomize=True)
@given(st.text(max_size=200), st.text(alphabet="0123456789abcdef", min_size=8, max_size=16))
def test_instance_names_fit_a_dns_label(label: str, unique: str) -> None:
    name = instance_name(label, unique)
    assert len(name.encode()) <= MAX_INSTANCE_BYTES
    assert "." not in name and name.endswith(f"({unique[:6]})")


def test_control_characters_are_removed_from_names() -> None:
    assert table(name="a\x00b\n\tc").name == "a b c"


@pytest.mark.parametrize("change, message", [
    ({"v": "2.0"}, "not compatible"),
    ({"v": "x"}, "MAJOR.MINOR"),
    ({"s": "5/4"}, "seats_taken"),
    ({"s": "2"}, "TAKEN/SEATS"),
    ({"s": "2/9"}, "seats 9"),
    ({"t": "-1"}, "not a number"),
    ({"t": "0"}, "outside"),
    ({"g": "poker"}, "variant"),
    ({"st": "sleeping"}, "state"),
    ({"p": "secret"}, "privacy"),
    ({"fp": "zz" * 32}, "fingerprint"),
    ({"id": "NOT-HEX"}, "table_id"),
])
def test_bad_table_records_are_refused_with_a_reason(change: dict, message: str) -> None:
    props = table().to_txt() | change
    with pytest.raises(AdvertError, match=message):
        TableAdvert.from_txt(as_wire(props), 47474)


def test_missing_key_and_bad_port_and_bad_utf8_are_refused() -> None:
    props = as_wire(table().to_txt())
    with pytest.raises(AdvertError, match="lacks 'h'"):
        TableAdvert.from_txt({k: v for k, v in props.items() if k != b"h"}, 1)
    with pytest.raises(AdvertError, match="port"):
        TableAdvert.from_txt(props, 0)
    with pytest.raises(AdvertError, match="UTF-8"):
        TableAdvert.from_txt(props | {b"n": b"\xff\xfe"}, 1)
    with pytest.raises(AdvertError, match="too many"):
        TableAdvert.from_txt({f"k{i}".encode(): b"" for i in range(40)}, 1)


def test_parse_txt_follows_rfc_6763() -> None:
    raw = b"\x03a=1\x03A=2\x04flag\x00\x02b="
    assert parse_txt(raw) == {b"a": b"1", b"flag": None, b"b": b""}
    with pytest.raises(AdvertError, match="truncated"):
        parse_txt(b"\x09short")


@settings(max_examples=300, derandomize=True)
@given(st.binary(max_size=600))
def test_parse_txt_on_garbage_raises_only_advert_error(data: bytes) -> None:
    try:
        props = parse_txt(data)
    except AdvertError:
        return
    try:
        TableAdvert.from_txt(props, 1)
    except AdvertError:
        pass


def test_outgoing_record_over_budget_is_refused() -> None:
    from protocol.discovery.adverts import _entries_to_txt
    with pytest.raises(AdvertError, match="over 255"):
        _entries_to_txt({"x": "y" * 300})
    with pytest.raises(AdvertError, match="over 400"):
        _entries_to_txt({f"k{i}": "y" * 200 for i in range(3)})


def test_addresses_prefer_ipv4_then_non_loopback() -> None:
    got = order_addresses(["::1", "fd00::5", "127.0.0.1", "10.0.0.2", "10.0.0.2"])
    assert got == ["10.0.0.2", "127.0.0.1", "fd00::5", "::1"]


def test_a_blind_table_says_so_in_txt_and_an_older_record_reads_as_an_ordinary_table() -> None:
    """Issue 23 / PROTOCOL.md §15.2 ``b``: cards hidden from the host, shown before joining."""
    ad = table(blind=True)
    txt = ad.to_txt()
    assert txt["b"] == "1" and TableAdvert.from_txt(as_wire(txt), 47474) == ad
    assert "b" not in table().to_txt()                      # an ordinary table's record is as before
    older = {k: v for k, v in txt.items() if k != "b"}       # a 1.1 host never sends b
    assert TableAdvert.from_txt(as_wire(older), 47474).blind is False
    assert TableAdvert.from_txt(as_wire({**txt, "b": "0"}), 47474).blind is False
    with pytest.raises(AdvertError, match="b="):
        TableAdvert.from_txt(as_wire({**txt, "b": "yes"}), 47474)
    worst = table(name="Tavolo " + "è" * 200, host="😀" * 40, privacy="password", blind=True).to_txt()
    assert sum(len(k) + 2 + len(v.encode()) for k, v in worst.items()) < 400


def test_a_hosts_info_becomes_a_blind_advert() -> None:
    from protocol import Host
    from protocol.discovery.adverts import advert_from_host_info
    from protocol.identity import Identity
    from protocol.table import TableConfig
    for blind in (True, False):
        info = Host(TableConfig(blind=blind), Identity.generate()).info()
        assert info["blind"] is blind
        assert advert_from_host_info({**info, "port": 47474}, "anna").blind is blind
