"""Table PIN check with SPAKE2, so a wrong or fake host learns nothing.

Sending the PIN (or a hash of it) would hand it to whoever answers on the
host's address; SPAKE2 lets both sides learn only "same PIN or not", and an
impostor gets one guess per connection attempt. Key confirmation (HMAC over
the whole exchange) makes the result explicit on both sides. The exchange is
bound to the table id and both certificate fingerprints, so it cannot be
relayed between two TLS connections by a man in the middle.

Sans-I/O: the classes only turn bytes into bytes. Exact bytes: PROTOCOL.md §4.
Roles: the client is SPAKE2 side A, the host side B (python-spake2 0.9,
Ed25519 group; the Rust ``spake2`` crate interoperates).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import unicodedata
from typing import Callable

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B, SPAKEError

from ._encoding import fields, text_or_bytes

PAKE_DOMAIN = b"lanjolly/pake/v1"
CONFIRM_INFO = b"lanjolly/pake/v1/confirm"
MESSAGE_LEN = 33  # side byte + 32-byte group element
CONFIRM_LEN = 32


class PakeFailed(Exception):
    """``reason`` is ``"pin_mismatch"`` (wrong PIN, or tampering) or ``"bad_message"``."""

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


def normalize_pin(pin: str) -> bytes:
    """NFC, surrounding whitespace stripped, UTF-8: "1234 " and "1234" are the same PIN."""
    text = unicodedata.normalize("NFC", pin).strip()
    if not text:
        raise ValueError("empty PIN")
    return text.encode("utf-8")


def _fp(fingerprint: str) -> bytes:
    raw = bytes.fromhex(fingerprint)
    if len(raw) != 32:
        raise ValueError("fingerprint must be 64 hex digits")
    return raw


class _Context:
    def __init__(self, pin: str, table_id: str | bytes, host_fingerprint: str, client_fingerprint: str) -> None:
        self.password = normalize_pin(pin)
        self.table = text_or_bytes(table_id)
        self.host_fp = _fp(host_fingerprint)
        self.client_fp = _fp(client_fingerprint)
        self.id_a = fields(PAKE_DOMAIN, b"client", self.table, self.client_fp)
        self.id_b = fields(PAKE_DOMAIN, b"host", self.table, self.host_fp)

    def confirmations(self, key: bytes, msg_a: bytes, msg_b: bytes) -> tuple[bytes, bytes]:
        """(host_confirm, client_confirm) for this exchange."""
        transcript = hashlib.sha256(
            fields(PAKE_DOMAIN, self.table, self.host_fp, self.client_fp, msg_a, msg_b)
        ).digest()
        kc = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=CONFIRM_INFO).derive(key)
        host = hmac.new(kc, fields(b"host", transcript), hashlib.sha256).digest()
        client = hmac.new(kc, fields(b"client", transcript), hashlib.sha256).digest()
        return host, client


def _finish(spake: SPAKE2_A | SPAKE2_B, inbound: bytes, expected_side: bytes) -> bytes:
    if not isinstance(inbound, (bytes, bytearray)) or len(inbound) != MESSAGE_LEN or inbound[:1] != expected_side:
        raise PakeFailed("bad_message", "malformed PIN exchange message")
    try:
        return bytes(spake.finish(bytes(inbound)))
    except (SPAKEError, ValueError) as exc:
        raise PakeFailed("bad_message", f"invalid PIN exchange message ({exc})") from None


class _Party:
    """What both sides of the PIN exchange are built from: the bound context and a SPAKE2 role."""

    _role: type

    def __init__(
        self,
        pin: str,
        table_id: str | bytes,
        host_fingerprint: str,
        client_fingerprint: str,
        *,
        entropy: Callable[[int], bytes] = os.urandom,
    ) -> None:
        self._ctx = _Context(pin, table_id, host_fingerprint, client_fingerprint)
        self._spake = self._role(self._ctx.password, idA=self._ctx.id_a, idB=self._ctx.id_b, entropy_f=entropy)
        self._setup()

    def _setup(self) -> None:
        raise NotImplementedError


class PakeClient(_Party):
    """Joining player: ``start()`` → send; ``finish(msg_b)`` → send; ``check_host(host_confirm)``.

    The client confirms first, so the host sees every wrong PIN as a failed
    attempt: a guesser learns nothing until its own confirmation has reached
    the host (and been counted, PROTOCOL.md §4).
    """

    _role = SPAKE2_A

    def _setup(self) -> None:
        self._msg_a: bytes | None = None
        self._key: bytes | None = None
        self._expected_host: bytes | None = None
        self.session_key: bytes | None = None

    def start(self) -> bytes:
        if self._msg_a is not None:
            raise RuntimeError("start() may be called only once")
        self._msg_a = self._spake.start()
        return self._msg_a

    def finish(self, msg_b: bytes) -> bytes:
        """Return the client confirmation to send; the host's comes back only if it matches."""
        if self._msg_a is None or self._key is not None:
            raise RuntimeError("finish() needs start() first and may be called only once")
        key = _finish(self._spake, msg_b, b"B")
        self._expected_host, client = self._ctx.confirmations(key, self._msg_a, bytes(msg_b))
        self._key = key
        return client

    def check_host(self, host_confirm: bytes) -> bytes:
        """Check the host knew the PIN too; return the session key."""
        if self._key is None or self._expected_host is None:
            raise RuntimeError("check_host() needs finish() first")
        if not isinstance(host_confirm, (bytes, bytearray)) or not hmac.compare_digest(
                self._expected_host, bytes(host_confirm)):
            raise PakeFailed("pin_mismatch", "the host does not know this table's PIN (wrong PIN, or not the real host)")
        self.session_key = self._key
        return self._key


class PakeHost(_Party):
    """Host, one instance per joining client: ``respond(msg_a)`` → send; ``verify(confirm)`` → send."""

    _role = SPAKE2_B

    def _setup(self) -> None:
        self._expected_client: bytes | None = None
        self._host_confirm: bytes | None = None
        self._key: bytes | None = None
        self.verified = False

    @property
    def started(self) -> bool:
        return self._expected_client is not None

    def respond(self, msg_a: bytes) -> bytes:
        """Return msg_b; the host's confirmation waits until the client has confirmed."""
        if self._expected_client is not None:
            raise RuntimeError("respond() may be called only once")
        msg_b = bytes(self._spake.start())
        key = _finish(self._spake, msg_a, b"A")
        self._host_confirm, self._expected_client = self._ctx.confirmations(key, bytes(msg_a), msg_b)
        self._key = key
        return msg_b

    def verify(self, client_confirm: bytes) -> bytes:
        """Raise PakeFailed unless the client used the same PIN; return the host confirmation to send."""
        if self._expected_client is None or self._key is None or self._host_confirm is None:
            raise RuntimeError("verify() needs respond() first")
        if not isinstance(client_confirm, (bytes, bytearray)) or not hmac.compare_digest(
            self._expected_client, bytes(client_confirm)
        ):
            raise PakeFailed("pin_mismatch", "wrong table PIN")
        self.verified = True
        return self._host_confirm

    @property
    def session_key(self) -> bytes | None:
        return self._key if self.verified else None
