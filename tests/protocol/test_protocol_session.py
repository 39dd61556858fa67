"""Sans-I/O handshake, schema and abuse handling: two session ends wired together, no sockets."""

from __future__ import annotations

import struct

import msgpack
import pytest

from lj_harness import HOST_ID, MemHost, identity  # noqa: E402

from lanjolly.actions import Discard, DrawStock  # noqa: E402
from lanjolly.variants import JOLLY  # noqa: E402
from protocol.framing import encode_frame  # noqa: E402
from protocol.identity import Identity  # noqa: E402
from protocol.invites import make_invite_token, new_host_secret  # noqa: E402
from protocol.messages import SCHEMAS, SchemaError, make, validate  # noqa: E402
from protocol.session import Authenticated, ClientConnection, Closed, HostSession, Joined  # noqa: E402
from protocol.table import TableConfig  # noqa: E402


def _cfg(**kw):
    base = dict(variant=JOLLY.with_options(target_points=50), seats=2, seed=3, turn_ms=0)
    base.update(kw)
    return TableConfig(**base)


def _handshake(host: HostSession, client: ClientConnection) -> list:
    """Run the handshake directly between two sans-I/O ends; return the host's events."""
    events = host.receive_data(client.initiate())
    for _ in range(6):
        client_events = client.receive_data(host.data_to_send())
        data = client.data_to_send()
        if not data:
            return events + client_events
        events += host.receive_data(data)
    return events


def test_schema_rejects_unknown_missing_extra_and_wrong_types():
    with pytest.raises(SchemaError) as e:
        validate({"t": "nope"})
    assert e.value.code == "unknown_type"
    with pytest.raises(SchemaError) as e:
        validate({"t": "chat"})
    assert e.value.code == "missing_field"
    with pytest.raises(SchemaError) as e:
        validate({"t": "ping", "n": 1, "x": 2})
    assert e.value.code == "extra_field"
    with pytest.raises(SchemaError) as e:
        validate({"t": "act", "a": {}, "n": "1"})
    assert e.value.code == "wrong_type"
    with pytest.raises(SchemaError) as e:
        validate({"t": "act", "a": {}, "n": True})  # bool is not an int on this wire
    assert e.value.code == "wrong_type"
    assert validate({"t": "ping", "n": 5}) == {"t": "ping", "n": 5}
    assert len(SCHEMAS) >= 30


def test_handshake_authenticates_with_signed_challenge():
    host = HostSession("tbl1", HOST_ID.fingerprint)
    me = identity(0)
    client = ClientConnection(me, "Ann", HOST_ID.fingerprint)
    events = _handshake(host, client)
    assert events == [Authenticated(me.fingerprint, "Ann")]
    assert host.state == "open"
    client.receive_data(host.accept(2))
    assert client.state == "open"


def test_signature_for_another_host_is_refused():
    """A signature bound to an impostor's fingerprint cannot be relayed to the real host."""
    host = HostSession("tbl1", HOST_ID.fingerprint)
    impostor_fp = Identity.generate().fingerprint
    client = ClientConnection(identity(0), "Ann", impostor_fp)
    events = _handshake(host, client)
    assert isinstance(events[-1], Closed) and events[-1].code == "auth_failed"
    assert host.closed


def test_major_version_mismatch_gets_a_sentence_a_person_understands():
    host = HostSession("tbl1", HOST_ID.fingerprint)
    client = ClientConnection(identity(0), "Ann", HOST_ID.fingerprint, major=2)
    _handshake(host, client)
    assert client.close_reason is not None and client.close_reason.code == "version_mismatch"
    assert "update the older program" in client.close_reason.text
    assert "1.0" in client.close_reason.text and "2.0" in client.close_reason.text


@pytest.mark.parametrize("client_pin,expect", [("1234", "open"), ("9999", "pin_mismatch"), (None, "pin_required")])
def test_pin(client_pin, expect):
    host = HostSession("tbl1", HOST_ID.fingerprint, pin="1234")
    client = ClientConnection(identity(1), "Bo", HOST_ID.fingerprint, pin=client_pin)
    events = _handshake(host, client)
    if expect == "open":
        assert events and isinstance(events[-1], Authenticated)
        client.receive_data(host.accept(0))
        assert client.state == "open"
    else:
        assert not any(isinstance(e, Authenticated) for e in events)
        assert client.close_reason is not None and client.close_reason.code == expect


def test_invite_only():
    secret = new_host_secret()
    me = identity(2)
    good = make_invite_token(secret, "tbl1", me.fingerprint)
    other_table = make_invite_token(secret, "tbl2", me.fingerprint)
    for token, expect in ((None, "invite_required"), ("lj1.garbage", "invite_invalid"),
                          (other_table, "invite_invalid"), (good, None)):
        host = HostSession("tbl1", HOST_ID.fingerprint, invite_secret=secret, invite_only=True)
        client = ClientConnection(me, "Cy", HOST_ID.fingerprint, invite=token)
        events = _handshake(host, client)
        if token in (None, "lj1.garbage"):  # the client stops before sending anything
            assert client.close_reason is not None and client.close_reason.code == expect
            assert not any(isinstance(e, Authenticated) for e in events)
        elif expect is None:
            assert isinstance(events[-1], Authenticated)
        else:
            assert host.close_reason is not None and host.close_reason.code == expect, token


@pytest.mark.parametrize("data,code", [
    (b"\x00\x00\x00\x05\xc1\xc1\xc1\xc1\xc1", "bad_msgpack"),
    (struct.pack(">I", 10_000_000) + b"x", "frame_too_large"),
    (encode_frame({"t": "hello", "major": 1, "minor": 0}), "missing_field"),
    (encode_frame({"t": "hello", "major": "1", "minor": 0, "client": "x"}), "wrong_type"),
    (encode_frame({"t": "act", "a": {}, "n": 1}), "bad_state"),
    (encode_frame({"t": "frobnicate"}), "unknown_type"),
    (struct.pack(">I", 3) + msgpack.packb([1, 2]), "not_a_map"),
])
def test_garbage_before_auth_closes_with_a_reason(data, code):
    host = HostSession("tbl1", HOST_ID.fingerprint)
    events = host.receive_data(data)
    assert isinstance(events[-1], Closed) and events[-1].code == code
    assert host.closed
    out = host.data_to_send()
    assert out  # an error frame tells the peer why
    assert host.receive_data(b"more") == []


def test_malicious_client_is_refused_or_dropped_and_the_table_goes_on():
    h = MemHost(_cfg())
    good = h.add_client(0, autoplay=False)
    bad = h.add_client(1, autoplay=False)
    assert h.table.phase == "play"
    st = h.table.state
    cur = good if good.game.seat == st.current else bad
    other = bad if cur is good else good
    # out of turn
    other.act(DrawStock(other.game.seat))
    h.pump()
    assert other.events[-1].code == "not_your_turn"
    # a card the seat does not hold
    cur.act(DrawStock(cur.game.seat))
    h.pump()
    not_mine = next(c for c in range(104) if c not in cur.game.view.hand)
    cur.act(Discard(cur.game.seat, not_mine))
    h.pump()
    assert cur.events[-1].code == "not_in_hand"
    # replayed action: same sequence number again
    cur.send(make("act", a={"type": "discard", "seat": cur.game.seat, "card": cur.game.view.hand[0]}, n=cur.n))
    h.pump()
    assert cur.events[-1].code == "replayed"
    # malformed action content: refusal with the engine's MALFORMED code, connection kept
    cur.n += 1
    cur.send(make("act", a={"type": "discard", "card": 999}, n=cur.n))
    h.pump()
    assert cur.events[-1].code == "malformed"
    assert not cur.closed and not other.closed
    # a timeout is the host's to play
    cur.n += 1
    cur.send(make("act", a={"type": "timeout", "seat": 0}, n=cur.n))
    h.pump()
    assert cur.events[-1].code == "malformed"
    # protocol abuse: a wrong-typed field closes only that connection
    other.to_host += encode_frame({"t": "chat", "text": 5})
    h.pump()
    assert other.closed is not None and other.closed.code == "wrong_type"
    assert not cur.closed
    assert h.table.seats[other.game.seat].dropped_at is not None  # seat kept for the grace period
    # the game goes on: the good client plays, the dropped seat is bot-played after the turn timer
    cur.autoplay = True
    h.advance(0)
    h.table.config.__dict__  # frozen config; grace runs on the table clock
    h.advance(h.table.config.grace_ms / 1000 + 1)
    h.run_until_finished()
    assert h.table.finished


def test_oversized_and_garbage_after_auth_drop_only_that_connection():
    h = MemHost(_cfg(seats=3, bots=(None, None, "easy")))
    a = h.add_client(0)
    b = h.add_client(1)
    a.to_host += struct.pack(">I", 1 << 30)
    h.pump()
    assert a.closed is not None and a.closed.code == "frame_too_large"
    assert b.closed is None
    h.advance(h.table.config.grace_ms / 1000 + 1)
    h.run_until_finished()
    assert h.table.finished
