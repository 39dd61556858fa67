import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol.framing import MAX_FRAME, FrameDecoder, ProtocolViolation, encode_frame


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def violation(data: bytes, **kw) -> ProtocolViolation:
    with pytest.raises(ProtocolViolation) as info:
        FrameDecoder(**kw).feed(data)
    return info.value


def test_layout_is_length_then_msgpack_map():
    data = encode_frame({"t": "ping", "n": 1})
    assert data[:4] == struct.pack(">I", len(data) - 4)
    assert msgpack.unpackb(data[4:]) == {"t": "ping", "n": 1}


def test_round_trip_all_allowed_types_byte_by_byte():
    msg = {"s": "é", "b": b"\x00\xff", "i": -(2**63), "u": 2**64 - 1, "f": 1.5, "t": True, "n": None,
           "l": [1, [2, {"x": []}]], "m": {}}
    data = encode_frame(msg) * 2
    dec = FrameDecoder()
    out = []
    for byte in data:
        out += dec.feed(bytes([byte]))
    assert out == [msg, msg]
    assert dec.buffered == 0


def test_partial_frame_waits():
    data = encode_frame({"a": 1})
    dec = FrameDecoder()
    assert dec.feed(data[:-1]) == []
    assert dec.buffered == len(data) - 1
    assert dec.feed(data[-1:]) == [{"a": 1}]


def test_oversized_frame_rejected_from_header_alone():
    err = violation(struct.pack(">I", MAX_FRAME + 1))
    assert err.code == "frame_too_large"
    assert violation(struct.pack(">I", 101), max_frame=100).code == "frame_too_large"


def test_frame_exactly_at_limit_is_accepted():
    body = msgpack.packb({"p": b"x" * 10})
    assert FrameDecoder(max_frame=len(body)).feed(frame(body)) == [{"p": b"x" * 10}]


@pytest.mark.parametrize(
    "body, code",
    [
        (b"", "bad_frame"),
        (msgpack.packb([1, 2]), "not_a_map"),
        (msgpack.packb("x"), "not_a_map"),
        (msgpack.packb({1: 2}), "bad_key"),
        (msgpack.packb({b"k": 2}, use_bin_type=True), "bad_key"),
        (b"\x82\xa1a\x01\xa1a\x02", "duplicate_key"),
        (msgpack.packb({"e": msgpack.ExtType(5, b"x")}), "bad_type"),
        (b"\x81\xa1t\xd6\xff\x00\x00\x00\x00", "bad_type"),  # timestamp ext
        (msgpack.packb({"f": float("nan")}), "bad_type"),
        (msgpack.packb({"f": float("inf")}), "bad_type"),
        (b"\x81\xa1s\xa2\xff\xfe", "bad_msgpack"),  # invalid UTF-8 in str
        (msgpack.packb({"a": 1}) + b"\x00", "bad_msgpack"),  # trailing bytes
        (b"\x81\xa1a", "bad_msgpack"),  # truncated inside the frame
        (b"\xc1", "bad_msgpack"),  # never-used byte
        (b"\x81\xa1a" * 17 + b"\x80", "too_deep"),
        (b"\x91" * 100000 + b"\x80", "too_deep"),
    ],
)
def test_strictness(body, code):
    assert violation(frame(body), max_frame=200000).code == code


def test_depth_limit_boundary():
    # top-level map is depth 1; 16 nested containers pass, 17 do not
    ok = b"\x81\xa1a" * 15 + b"\x90"
    assert len(FrameDecoder().feed(frame(ok))) == 1
    assert violation(frame(b"\x81\xa1a" * 16 + b"\x90")).code == "too_deep"


def test_decoder_stays_failed_after_violation():
    dec = FrameDecoder()
    with pytest.raises(ProtocolViolation):
        dec.feed(frame(b"\xc1"))
    with pytest.raises(ProtocolViolation):
        dec.feed(encode_frame({"a": 1}))


def test_encode_refuses_what_peers_would_reject():
    with pytest.raises(ValueError):
        encode_frame({"x": b"a" * MAX_FRAME})
    with pytest.raises(ValueError):
        encode_frame({1: "int key"})
    with pytest.raises(ValueError):
        encode_frame({"f": float("nan")})
    with pytest.raises(TypeError):
        encode_frame(["not", "a", "dict"])
    deep: dict = {}
    node = deep
    for _ in range(16):           # a map 17 levels deep: the decoder's limit is 16
        node["x"] = {}
        node = node["x"]
    with pytest.raises(ValueError, match="too_deep"):
        encode_frame(deep)
    with pytest.raises(ValueError, match="bad_type"):
        encode_frame({"a": [1, [2.0, float("inf")]]})
    with pytest.raises(ValueError, match="bad_key"):
        encode_frame({"a": [{"b": {2: 3}}]})


def test_what_encode_checks_on_the_map_is_what_the_decoder_accepts():
    """The sender checks the map itself (no second unpack): whatever it lets through decodes."""
    from enum import Enum

    class Kind(str, Enum):
        DRAW = "draw"
    msg = {"t": "delta", "k": Kind.DRAW, "l": [(1, 2), [True, None, 1.5, b"x"]], "m": {"n": {"o": -3}}}
    assert FrameDecoder().feed(encode_frame(msg)) == [
        {"t": "delta", "k": "draw", "l": [[1, 2], [True, None, 1.5, b"x"]], "m": {"n": {"o": -3}}}]


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=600), st.integers(min_value=1, max_value=50))
def test_fuzz_random_streams_only_raise_protocol_violation(data, chunk):
    dec = FrameDecoder(max_frame=512)
    try:
        for i in range(0, len(data), chunk):
            for msg in dec.feed(data[i:i + chunk]):
                assert type(msg) is dict
    except ProtocolViolation:
        pass


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=400))
def test_fuzz_random_bodies_in_valid_lengths(body):
    try:
        out = FrameDecoder().feed(frame(body))
        assert len(out) == (1 if body else 0) and all(type(k) is str for k in out[0])
    except ProtocolViolation as exc:
        assert exc.code in {"bad_frame", "bad_msgpack", "not_a_map", "bad_key", "duplicate_key", "bad_type", "too_deep"}


json_like = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20) | st.binary(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(max_size=8), json_like, max_size=6))
def test_fuzz_valid_messages_round_trip(msg):
    try:
        data = encode_frame(msg)
    except ValueError:
        return  # deeper than the limit: the encoder refuses, as documented
    assert FrameDecoder().feed(data) == [msg]
