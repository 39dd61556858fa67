"""Invitation listener over loopback TCP: signatures, recipients, freshness, limits."""

from __future__ import annotations

import asyncio
import struct

import msgpack
import pytest
from cryptography.hazmat.primitives.asymmetric import ed25519

from protocol.discovery.invitations import (Invitation, InvitationError, InvitationListener,
                                            InvitationRefused, TokenBucket, build_message,
                                            send_invitation)
from protocol.framing import FrameDecoder, encode_frame
from protocol.identity import Identity, build_certificate

pytestmark = pytest.mark.timeout(30)


def ident(seed: int) -> Identity:
    key = ed25519.Ed25519PrivateKey.from_private_bytes(bytes([seed]) * 32)
    return Identity(key, build_certificate(key))


HOST, GUEST, OTHER = ident(1), ident(2), ident(3)
INV = Invitation("192.168.1.20", 47474, HOST.fingerprint, "lj1.tok", "Kitchen", "anna")


class FakeClock:
    def __init__(self, t: float = 1_800_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


async def raw_exchange(port: int, payload: bytes) -> dict:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(payload)
    await writer.drain()
    data = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    return FrameDecoder().feed(data)[0]


async def test_round_trip_delivers_every_field() -> None:
    seen = []
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1", on_invitation=seen.append) as lst:
        await send_invitation("127.0.0.1", lst.port, INV, HOST, GUEST.fingerprint)
        got = await asyncio.wait_for(lst.events.get(), 5)
    assert got.invitation == Invitation("192.168.1.20", 47474, HOST.fingerprint, "lj1.tok",
                                        "Kitchen", "anna", HOST.fingerprint)
    assert got.peer == "127.0.0.1"
    assert seen == [got]


async def test_forged_signature_is_refused() -> None:
    class Forger:
        fingerprint, cert_der = HOST.fingerprint, HOST.cert_der

        def sign(self, data: bytes) -> bytes:
            return OTHER.sign(data)
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        with pytest.raises(InvitationRefused) as err:
            await send_invitation("127.0.0.1", lst.port, INV, Forger(), GUEST.fingerprint)
        assert err.value.reason == "bad_signature"
        assert lst.events.empty()
        assert lst.rejections == [("127.0.0.1", "bad_signature")]


async def test_certificate_not_matching_claimed_fingerprint_is_refused() -> None:
    class Liar:
        fingerprint, cert_der = HOST.fingerprint, OTHER.cert_der

        def sign(self, data: bytes) -> bytes:
            return OTHER.sign(data)
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        with pytest.raises(InvitationRefused, match="bad_signature"):
            await send_invitation("127.0.0.1", lst.port, INV, Liar(), GUEST.fingerprint)


async def test_tampered_field_breaks_the_signature() -> None:
    msg = build_message(INV, HOST, GUEST.fingerprint)
    msg["token"] = "lj1.stolen"
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        reply = await raw_exchange(lst.port, encode_frame(msg))
    assert reply == {"t": "invite_ack", "ok": False, "reason": "bad_signature"}


async def test_invitation_for_someone_else_is_refused() -> None:
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        with pytest.raises(InvitationRefused, match="wrong_recipient"):
            await send_invitation("127.0.0.1", lst.port, INV, HOST, OTHER.fingerprint)


async def test_stale_and_replayed_invitations_are_refused() -> None:
    clock = FakeClock()
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1", clock=clock) as lst:
        old = build_message(INV, HOST, GUEST.fingerprint, now=clock.t - 600)
        assert (await raw_exchange(lst.port, encode_frame(old)))["reason"] == "stale"
        fresh = encode_frame(build_message(INV, HOST, GUEST.fingerprint, now=clock.t, nonce=b"n" * 16))
        assert (await raw_exchange(lst.port, fresh))["ok"] is True
        assert (await raw_exchange(lst.port, fresh))["reason"] == "replayed"


async def test_per_sender_rate_limit() -> None:
    mono = FakeClock(0.0)
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1", per_sender=(2, 10.0),
                                  monotonic=mono) as lst:
        for _ in range(2):
            await send_invitation("127.0.0.1", lst.port, INV, HOST, GUEST.fingerprint)
        with pytest.raises(InvitationRefused, match="rate_limited"):
            await send_invitation("127.0.0.1", lst.port, INV, HOST, GUEST.fingerprint)
        # another sender is not affected by HOST's flood
        await send_invitation("127.0.0.1", lst.port, INV, OTHER, GUEST.fingerprint)
        mono.t += 10.0
        await send_invitation("127.0.0.1", lst.port, INV, HOST, GUEST.fingerprint)
        assert lst.events.qsize() == 4


async def test_per_address_limit_applies_before_any_parsing() -> None:
    mono = FakeClock(0.0)
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1", per_address=(1, 60.0),
                                  monotonic=mono) as lst:
        garbage = struct.pack(">I", 3) + b"\xc1\xc1\xc1"
        assert (await raw_exchange(lst.port, garbage))["reason"].startswith("bad_frame")
        assert (await raw_exchange(lst.port, garbage))["reason"] == "rate_limited"


@pytest.mark.parametrize("payload, reason", [
    (struct.pack(">I", 1 << 20), "bad_frame:frame_too_large"),
    (encode_frame({"t": "hello"}), "bad_message"),
    (encode_frame({"t": "invite", "v": 1, "table_port": "x"}), "bad_message"),
    (struct.pack(">I", 3) + msgpack.packb([1, 2]), "bad_frame:not_a_map"),
])
async def test_malformed_input_gets_a_clear_refusal(payload: bytes, reason: str) -> None:
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        reply = await raw_exchange(lst.port, payload)
        assert reply["ok"] is False and reply["reason"] == reason
        # the listener is still serving afterwards
        await send_invitation("127.0.0.1", lst.port, INV, HOST, GUEST.fingerprint)


async def test_half_sent_frame_is_answered_when_the_peer_gives_up() -> None:
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        reader, writer = await asyncio.open_connection("127.0.0.1", lst.port)
        writer.write(struct.pack(">I", 100) + b"abc")
        writer.write_eof()
        reply = FrameDecoder().feed(await asyncio.wait_for(reader.read(), 10))[0]
        writer.close()
    assert reply["reason"] == "bad_message"


async def test_unreachable_listener_is_an_invitation_error() -> None:
    async with InvitationListener(GUEST.fingerprint, host="127.0.0.1") as lst:
        port = lst.port
    with pytest.raises(InvitationError, match="cannot reach"):
        await send_invitation("127.0.0.1", port, INV, HOST, GUEST.fingerprint, timeout=2)


def test_token_bucket_refills() -> None:
    clock = FakeClock(0.0)
    bucket = TokenBucket(2, 5.0, clock=clock)
    assert [bucket.allow("a") for _ in range(3)] == [True, True, False]
    assert bucket.allow("b")
    clock.t = 5.0
    assert bucket.allow("a") and not bucket.allow("a")
