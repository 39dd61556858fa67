"""Host-to-player invitations over a tiny TCP listener on every client.

A host picks a player from the presence list and connects to the port in
that player's presence record. One connection carries one framed msgpack
message (``protocol.framing``) and gets one reply. The message is signed
with the host's identity key and names the recipient's fingerprint, a time
and a nonce, so it cannot be forged, redirected to another player, or
replayed. Limits come before work: a per-address bucket before the signature
check (cheap refusals for floods), a per-sender bucket after it (so a forger
cannot use up a real friend's allowance).

The invitation only *carries* the table's join token; joining is the host
connection's job.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import struct
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from .._encoding import fields, u32
from ..framing import FrameDecoder, ProtocolViolation, encode_frame
from .adverts import clean_text

log = logging.getLogger(__name__)

INVITE_DOMAIN = b"lanjolly/lan-invitation/v1"
MAX_FRAME = 8 * 1024
READ_TIMEOUT = 5.0
MAX_CLOCK_SKEW = 120.0          # seconds an invitation may be early or late
MAX_CONNECTIONS = 32
NONCE_LEN = 16


class InvitationError(Exception):
    """Sending failed: the player's listener is unreachable or answered nonsense."""


class InvitationRefused(InvitationError):
    """The player's listener said no; ``reason`` is a stable code (see PROTOCOL.md §15)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(f"invitation refused: {reason}")


class InvitationRejected(ValueError):
    """Listener side: why an incoming invitation was not accepted."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        super().__init__(f"{reason}: {detail}" if detail else reason)


class Signer(Protocol):
    """What the sender needs of an identity (``protocol.identity.Identity`` fits)."""

    @property
    def fingerprint(self) -> str: ...
    @property
    def cert_der(self) -> bytes: ...
    def sign(self, data: bytes) -> bytes: ...


class Verifier(Protocol):
    def verify(self, pubkey: bytes, sig: bytes, data: bytes) -> bool: ...


class Ed25519Verifier:
    """Checks signatures with the project's identity rules (raw key or certificate)."""

    def verify(self, pubkey: bytes, sig: bytes, data: bytes) -> bool:
        from ..identity import verify_signature

        return verify_signature(pubkey, sig, data)


@dataclass(frozen=True)
class Invitation:
    """What the invited player needs to join, and who asks."""

    table_address: str
    table_port: int
    table_fingerprint: str
    token: str
    table_name: str
    from_nickname: str
    from_fingerprint: str = ""      # filled in from the signer when sending


@dataclass(frozen=True)
class ReceivedInvitation:
    invitation: Invitation
    peer: str                       # the address the invitation came from
    received_at: float


def _fp_bytes(fp: object, what: str) -> bytes:
    if not isinstance(fp, str) or len(fp) != 64:
        raise InvitationRejected("bad_message", f"{what} must be 64 hex digits")
    try:
        return bytes.fromhex(fp)
    except ValueError:
        raise InvitationRejected("bad_message", f"{what} must be 64 hex digits") from None


def signed_bytes(inv: Invitation, to_fingerprint: str, sent_at: int, nonce: bytes) -> bytes:
    """The exact bytes the host signs (length-prefixed fields, see PROTOCOL.md §15)."""
    return fields(
        INVITE_DOMAIN,
        inv.table_address.encode(), u32(inv.table_port), _fp_bytes(inv.table_fingerprint, "table fp"),
        inv.token.encode(), inv.table_name.encode(), inv.from_nickname.encode(),
        _fp_bytes(inv.from_fingerprint, "from fp"), _fp_bytes(to_fingerprint, "to fp"),
        struct.pack(">Q", sent_at), nonce,
    )


def build_message(inv: Invitation, signer: Signer, to_fingerprint: str, *,
                  now: float | None = None, nonce: bytes | None = None) -> dict[str, Any]:
    """Sign ``inv`` for one recipient; the sender's fingerprint comes from ``signer``."""
    inv = Invitation(inv.table_address, inv.table_port, inv.table_fingerprint.lower(), inv.token,
                     clean_text(inv.table_name, 48), clean_text(inv.from_nickname, 32),
                     signer.fingerprint)
    sent_at = int(time.time() if now is None else now)
    nonce = secrets.token_bytes(NONCE_LEN) if nonce is None else nonce
    data = signed_bytes(inv, to_fingerprint.lower(), sent_at, nonce)
    return {
        "t": "invite", "v": 1,
        "table_address": inv.table_address, "table_port": inv.table_port,
        "table_fingerprint": inv.table_fingerprint, "token": inv.token,
        "table_name": inv.table_name, "from_nickname": inv.from_nickname,
        "from_fingerprint": inv.from_fingerprint, "from_cert": signer.cert_der,
        "to_fingerprint": to_fingerprint.lower(), "sent_at": sent_at, "nonce": nonce,
        "sig": signer.sign(data),
    }


_STR_LIMITS = {"table_address": 255, "table_fingerprint": 64, "token": 1024, "table_name": 200,
               "from_nickname": 200, "from_fingerprint": 64, "to_fingerprint": 64}


def parse_message(msg: dict[str, Any], own_fingerprint: str, verifier: Verifier,
                  now: float) -> tuple[Invitation, bytes]:
    """Check shape, signature, key binding, recipient and freshness; returns (invitation, nonce)."""
    if msg.get("t") != "invite" or msg.get("v") != 1:
        raise InvitationRejected("bad_message", "not a version-1 invitation")
    for key, limit in _STR_LIMITS.items():
        value = msg.get(key)
        if type(value) is not str or len(value) > limit:
            raise InvitationRejected("bad_message", f"{key} missing or too long")
    port = msg.get("table_port")
    if type(port) is not int or not 0 < port < 65536:
        raise InvitationRejected("bad_message", "table_port is not 1..65535")
    sent_at = msg.get("sent_at")
    if type(sent_at) is not int or not 0 <= sent_at < 2**63:
        raise InvitationRejected("bad_message", "sent_at is not a time")
    nonce, cert, sig = msg.get("nonce"), msg.get("from_cert"), msg.get("sig")
    if type(nonce) is not bytes or len(nonce) != NONCE_LEN:
        raise InvitationRejected("bad_message", "nonce must be 16 bytes")
    if type(cert) is not bytes or not 0 < len(cert) <= 4096 or type(sig) is not bytes:
        raise InvitationRejected("bad_message", "from_cert/sig missing")
    inv = Invitation(msg["table_address"], port, msg["table_fingerprint"].lower(), msg["token"],
                     clean_text(msg["table_name"], 48), clean_text(msg["from_nickname"], 32),
                     msg["from_fingerprint"].lower())
    if msg["to_fingerprint"].lower() != own_fingerprint.lower():
        raise InvitationRejected("wrong_recipient", "addressed to another player")
    if hashlib.sha256(cert).hexdigest() != inv.from_fingerprint:
        raise InvitationRejected("bad_signature", "certificate does not match from_fingerprint")
    data = signed_bytes(Invitation(msg["table_address"], port, inv.table_fingerprint, inv.token,
                                   msg["table_name"], msg["from_nickname"], inv.from_fingerprint),
                        own_fingerprint.lower(), sent_at, nonce)
    if not verifier.verify(cert, sig, data):
        raise InvitationRejected("bad_signature", "signature does not verify")
    if abs(now - sent_at) > MAX_CLOCK_SKEW:
        raise InvitationRejected("stale", f"sent {int(now - sent_at)} s from now")
    return inv, nonce


class TokenBucket:
    """``capacity`` events at once, refilling one every ``per`` seconds, per key."""

    def __init__(self, capacity: int, per: float, clock: Callable[[], float] = time.monotonic,
                 max_keys: int = 1024) -> None:
        self.capacity, self.per, self._clock, self._max_keys = capacity, per, clock, max_keys
        self._state: dict[str, tuple[float, float]] = {}

    def allow(self, key: str) -> bool:
        now = self._clock()
        tokens, last = self._state.get(key, (float(self.capacity), now))
        tokens = min(float(self.capacity), tokens + (now - last) / self.per)
        if len(self._state) >= self._max_keys and key not in self._state:
            self._state.clear()  # memory bound beats perfect fairness under a flood
        if tokens < 1.0:
            self._state[key] = (tokens, now)
            return False
        self._state[key] = (tokens - 1.0, now)
        return True


class InvitationListener:
    """Receives invitations for this client and surfaces accepted ones as events.

    Bind it on all interfaces in real use (``host=None``); tests bind loopback.
    """

    def __init__(self, own_fingerprint: str, *, host: str | None = None, port: int = 0,
                 verifier: Verifier | None = None,
                 on_invitation: Callable[[ReceivedInvitation], None] | None = None,
                 per_sender: tuple[int, float] = (3, 20.0),
                 per_address: tuple[int, float] = (10, 1.0),
                 clock: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.own_fingerprint = own_fingerprint.lower()
        self._host, self._port = host, port
        self._verifier = verifier or Ed25519Verifier()
        self._callback = on_invitation
        self._senders = TokenBucket(*per_sender, clock=monotonic)
        self._addresses = TokenBucket(*per_address, clock=monotonic)
        self._clock = clock
        self._seen: dict[bytes, float] = {}
        self._server: asyncio.base_events.Server | None = None
        self._active = 0
        self.events: asyncio.Queue[ReceivedInvitation] = asyncio.Queue(maxsize=100)
        self.rejections: list[tuple[str, str]] = []   # (peer, reason), most recent last

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("listener not started")
        port: int = self._server.sockets[0].getsockname()[1]
        return port

    async def start(self) -> int:
        """Listen; returns the port to put in the presence record."""
        host = self._host
        if host is None:
            # One socket on every IPv4 interface. With host=None asyncio would bind
            # IPv4 and IPv6 separately, each to its own random port when port is 0,
            # and the presence record could name the port of the other family.
            host = "0.0.0.0"
        self._server = await asyncio.start_server(self._handle, host, self._port, limit=MAX_FRAME + 8)
        return self.port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    async def __aenter__(self) -> "InvitationListener":
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def _reject(self, peer: str, reason: str) -> dict[str, Any]:
        self.rejections.append((peer, reason))
        del self.rejections[:-100]
        log.info("refused invitation from %s: %s", peer, reason)
        return {"t": "invite_ack", "ok": False, "reason": reason}

    async def _read_one(self, reader: asyncio.StreamReader) -> dict[str, Any]:
        decoder = FrameDecoder(max_frame=MAX_FRAME, max_depth=4)
        while True:
            chunk = await reader.read(4096)
            if not chunk:
                raise InvitationRejected("bad_message", "connection closed before a full frame")
            messages = decoder.feed(chunk)
            if messages:
                return messages[0]

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer_info = writer.get_extra_info("peername")
        peer = str(peer_info[0]) if peer_info else "?"
        self._active += 1
        try:
            if self._active > MAX_CONNECTIONS or not self._addresses.allow(peer):
                reply = self._reject(peer, "rate_limited")
            else:
                reply = await self._process(reader, peer)
            with contextlib.suppress(OSError, ValueError):
                writer.write(encode_frame(reply))
                await asyncio.wait_for(writer.drain(), READ_TIMEOUT)
        finally:
            self._active -= 1
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def _process(self, reader: asyncio.StreamReader, peer: str) -> dict[str, Any]:
        try:
            msg = await asyncio.wait_for(self._read_one(reader), READ_TIMEOUT)
            inv, nonce = parse_message(msg, self.own_fingerprint, self._verifier, self._clock())
        except asyncio.TimeoutError:
            return self._reject(peer, "timeout")
        except ProtocolViolation as exc:
            return self._reject(peer, f"bad_frame:{exc.code}")
        except (InvitationRejected,) as exc:
            return self._reject(peer, exc.reason)
        except OSError:
            return self._reject(peer, "io_error")
        now = self._clock()
        self._seen = {n: t for n, t in self._seen.items() if now - t <= 2 * MAX_CLOCK_SKEW}
        if nonce in self._seen:
            return self._reject(peer, "replayed")
        self._seen[nonce] = now
        if not self._senders.allow(inv.from_fingerprint):
            return self._reject(peer, "rate_limited")
        received = ReceivedInvitation(inv, peer, now)
        try:
            self.events.put_nowait(received)
        except asyncio.QueueFull:
            return self._reject(peer, "busy")
        if self._callback is not None:
            try:
                self._callback(received)
            except Exception:
                log.exception("invitation callback failed")
        return {"t": "invite_ack", "ok": True, "reason": ""}


async def send_invitation(address: str, port: int, invitation: Invitation, signer: Signer,
                          to_fingerprint: str, *, timeout: float = 5.0) -> None:
    """Deliver one invitation; raises InvitationRefused (with reason) or InvitationError."""
    message = encode_frame(build_message(invitation, signer, to_fingerprint), max_frame=MAX_FRAME)
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(address, port), timeout)
    except (OSError, asyncio.TimeoutError) as exc:
        raise InvitationError(f"cannot reach {address}:{port}: {exc}") from exc
    try:
        writer.write(message)
        await asyncio.wait_for(writer.drain(), timeout)
        decoder = FrameDecoder(max_frame=1024, max_depth=2)
        reply: dict[str, Any] | None = None
        while reply is None:
            chunk = await asyncio.wait_for(reader.read(1024), timeout)
            if not chunk:
                raise InvitationError("the player closed the connection without answering")
            got = decoder.feed(chunk)
            reply = got[0] if got else None
    except (OSError, asyncio.TimeoutError, ProtocolViolation) as exc:
        raise InvitationError(f"invitation to {address}:{port} failed: {exc}") from exc
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    if reply.get("t") != "invite_ack" or type(reply.get("ok")) is not bool:
        raise InvitationError("the player answered with something that is not an invite_ack")
    if not reply["ok"]:
        reason = reply.get("reason")
        raise InvitationRefused(reason if isinstance(reason, str) else "refused")
