"""Invite tokens for invite-only tables.

The host alone can make and check them (HMAC with a secret that never leaves
the host), so there is no server and no list to sync: a token carries its own
table id, optional invitee fingerprint and expiry, and the MAC makes all of
it tamper-proof. Format: PROTOCOL.md §5.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
import struct
import time
from dataclasses import dataclass

from ._encoding import fields, text_or_bytes

TOKEN_PREFIX = "lj1."
INVITE_DOMAIN = b"lanjolly/invite/v1"
VERSION = 1
HOST_SECRET_LEN = 32
NONCE_LEN = 8
TAG_LEN = 16
_FLAG_INVITEE = 0x01
_B64URL = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
_HEAD = struct.Struct(">BBQ")  # version, flags, expiry (unix seconds, 0 = never)


class InviteInvalid(Exception):
    """``reason``: "malformed", "bad_signature" (forged, or another table), "expired", "wrong_invitee"."""

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


@dataclass(frozen=True)
class InviteInfo:
    nonce: bytes  # distinguishes tokens; a host may revoke by nonce
    expires_at: int | None
    invitee_fingerprint: str | None


def new_host_secret() -> bytes:
    return secrets.token_bytes(HOST_SECRET_LEN)


def _tag(host_secret: bytes, table_id: str | bytes, payload: bytes) -> bytes:
    return hmac.new(host_secret, fields(INVITE_DOMAIN, text_or_bytes(table_id), payload), hashlib.sha256).digest()[:TAG_LEN]


def make_invite_token(
    host_secret: bytes,
    table_id: str | bytes,
    invitee_fingerprint: str | None = None,
    expires_at: int | None = None,
    *,
    nonce: bytes | None = None,
) -> str:
    """A URL-safe token string; ``expires_at`` is unix seconds."""
    if len(host_secret) < 16:
        raise ValueError("host secret too short")
    nonce = secrets.token_bytes(NONCE_LEN) if nonce is None else nonce
    if len(nonce) != NONCE_LEN:
        raise ValueError(f"nonce must be {NONCE_LEN} bytes")
    expiry = 0 if expires_at is None else int(expires_at)
    if expires_at is not None and not 0 < expiry < 2**64:
        raise ValueError("expiry out of range")
    flags = 0
    invitee = b""
    if invitee_fingerprint is not None:
        invitee = bytes.fromhex(invitee_fingerprint)
        if len(invitee) != 32:
            raise ValueError("invitee fingerprint must be 64 hex digits")
        flags |= _FLAG_INVITEE
    payload = _HEAD.pack(VERSION, flags, expiry) + nonce + invitee
    token = payload + _tag(host_secret, table_id, payload)
    return TOKEN_PREFIX + base64.urlsafe_b64encode(token).rstrip(b"=").decode("ascii")


def check_invite_token(
    host_secret: bytes,
    token: str,
    table_id: str | bytes,
    fingerprint: str | None = None,
    now: float | None = None,
) -> InviteInfo:
    """Accept the token for ``table_id`` and the connecting ``fingerprint``, or raise InviteInvalid."""
    raw = _decode(token)
    payload, tag = raw[:-TAG_LEN], raw[-TAG_LEN:]
    if not hmac.compare_digest(tag, _tag(host_secret, table_id, payload)):
        raise InviteInvalid("bad_signature", "this invite was not issued by this host for this table")
    _version, flags, expiry = _HEAD.unpack_from(payload)
    nonce = payload[_HEAD.size : _HEAD.size + NONCE_LEN]
    invitee = payload[_HEAD.size + NONCE_LEN :].hex() if flags & _FLAG_INVITEE else None
    now = time.time() if now is None else now
    if expiry and now >= expiry:
        raise InviteInvalid("expired", "this invite has expired; ask the host for a new one")
    if invitee is not None and (fingerprint is None or fingerprint.lower() != invitee):
        raise InviteInvalid("wrong_invitee", "this invite was made for another player")
    return InviteInfo(nonce, expiry or None, invitee)


def invite_problem(token: str) -> str | None:
    """Why ``token`` cannot be an invite at all (checked by the client before it is sent), or None."""
    try:
        _decode(token)
    except InviteInvalid as exc:
        return f"{exc} (check that the whole invite was copied)"
    return None


class InviteBook:
    """Which identity each open (non-personal) invite went to: an open invite is for one person.

    A personal invite names its invitee, who may use it as often as needed
    (reconnects). An open invite is bound to the first identity that joins
    with it; that identity may use it again, nobody else may. ``on_bind`` lets
    the table journal each binding, so a resumed table remembers them.
    """

    def __init__(self) -> None:
        self.bound: dict[str, str] = {}          # nonce (hex) -> fingerprint

    def use(self, info: InviteInfo, fingerprint: str) -> tuple[str | None, bool]:
        """(refusal text or None, newly bound?)."""
        if info.invitee_fingerprint is not None:
            return None, False
        key = info.nonce.hex()
        holder = self.bound.get(key)
        if holder is None:
            self.bound[key] = fingerprint
            return None, True
        if holder == fingerprint:
            return None, False
        return "this invite was already used by another player; ask the host for your own", False


def _decode(token: str) -> bytes:
    if not isinstance(token, str) or not token.startswith(TOKEN_PREFIX) or len(token) > 200:
        raise InviteInvalid("malformed", "not a LAN Jolly invite")
    body = token[len(TOKEN_PREFIX) :]
    if not set(body) <= _B64URL:
        raise InviteInvalid("malformed", "invite is not valid base64url")
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise InviteInvalid("malformed", "invite is not valid base64url") from None
    if base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") != body:
        # the unused low bits of the last character were set: one token, one spelling
        raise InviteInvalid("malformed", "invite is not in canonical base64url")
    if len(raw) < _HEAD.size:
        raise InviteInvalid("malformed", "invite too short")
    version, flags = raw[0], raw[1]
    expected = _HEAD.size + NONCE_LEN + (32 if flags & _FLAG_INVITEE else 0) + TAG_LEN
    if version != VERSION or flags & ~_FLAG_INVITEE or len(raw) != expected:
        raise InviteInvalid("malformed", "unknown invite version or layout")
    return raw
