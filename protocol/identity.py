"""Persistent per-install identity: an Ed25519 key and its self-signed certificate.

Players on a LAN have no CA to vouch for them, so an install *is* its key: the
SHA-256 fingerprint of the certificate names a host (pinned on first use, see
``pins.py``) and a player (who proves possession by signing a host challenge).
The same certificate serves TLS, so the fingerprint a client pins is exactly
the one the TLS handshake presents.

The certificate is a deterministic function of the key (fixed subject,
validity and serial; Ed25519 signatures are deterministic), so a lost or
damaged certificate file is rebuilt with the same fingerprint.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import secrets
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519
from cryptography.x509.oid import NameOID

from ._encoding import fields, text_or_bytes
from .datadir import keep_owner_only, resolve_data_dir, write_private_file
from .safefiles import inside

KEY_FILE = "identity_key.pem"
CERT_FILE = "identity_cert.pem"

CHALLENGE_DOMAIN = b"lanjolly/challenge/v1"
NONCE_LEN = 32
SIGNATURE_LEN = 64
PUBLIC_KEY_LEN = 32

# Crockford base32: no I, L, O, U, so a code read aloud or off a screen is
# unambiguous; when typed, O/I/L are read as 0/1/1 (see normalize_short_code).
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_SHORT_CODE_CHARS = 12  # 60 bits of the fingerprint, shown as XXXX-XXXX-XXXX

_NOT_BEFORE = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
_NOT_AFTER = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.timezone.utc)


class IdentityError(Exception):
    """The identity files are unreadable, or a peer certificate is unusable."""


def fingerprint_of(cert: x509.Certificate | bytes | str) -> str:
    """Lower-case hex SHA-256 of the certificate DER (64 characters)."""
    return hashlib.sha256(_cert_der(cert)).hexdigest()


def short_code_of(fingerprint: str) -> str:
    """A 12-character human code (``XXXX-XXXX-XXXX``) from the first 60 bits.

    Long enough that nobody can make a key with the same code in practice for
    a LAN game, short enough to compare by reading it to a friend.
    """
    digest = bytes.fromhex(fingerprint)
    bits = int.from_bytes(digest[:8], "big") >> 4  # top 60 bits
    chars = [_CROCKFORD[(bits >> (5 * (_SHORT_CODE_CHARS - 1 - i))) & 31] for i in range(_SHORT_CODE_CHARS)]
    code = "".join(chars)
    return f"{code[0:4]}-{code[4:8]}-{code[8:12]}"


def normalize_short_code(text: str) -> str:
    """Canonical form of a typed short code, for comparing with ``short_code_of``.

    Accepts lower case, missing or extra hyphens/spaces and the look-alikes
    O→0, I/L→1. Raises ValueError if it cannot be a short code.
    """
    cleaned = unicodedata.normalize("NFKC", text).upper()
    cleaned = "".join(ch for ch in cleaned if ch not in "- \t")
    cleaned = cleaned.translate(str.maketrans("OIL", "011"))
    if len(cleaned) != _SHORT_CODE_CHARS or any(ch not in _CROCKFORD for ch in cleaned):
        raise ValueError(f"not a short code: {text!r}")
    return f"{cleaned[0:4]}-{cleaned[4:8]}-{cleaned[8:12]}"


@dataclass(frozen=True)
class PeerCert:
    """A certificate received from someone else, parsed and checked once."""

    cert: x509.Certificate
    der: bytes
    fingerprint: str
    short_code: str
    public_key_bytes: bytes

    @classmethod
    def from_bytes(cls, data: bytes | str) -> PeerCert:
        """Parse a DER or PEM certificate; IdentityError if it is not an Ed25519 one."""
        try:
            cert = _load_cert(data)
        except (ValueError, TypeError) as exc:
            raise IdentityError(f"unreadable certificate: {exc}") from None
        key = cert.public_key()
        if not isinstance(key, ed25519.Ed25519PublicKey):
            raise IdentityError("certificate key is not Ed25519")
        der = cert.public_bytes(serialization.Encoding.DER)
        fp = hashlib.sha256(der).hexdigest()
        return cls(cert, der, fp, short_code_of(fp), key.public_bytes_raw())


@dataclass(frozen=True)
class Identity:
    """This install's key pair and certificate."""

    private_key: ed25519.Ed25519PrivateKey = field(repr=False)
    cert: x509.Certificate
    key_path: Path | None = None
    cert_path: Path | None = None

    @property
    def cert_der(self) -> bytes:
        return self.cert.public_bytes(serialization.Encoding.DER)

    @property
    def cert_pem(self) -> bytes:
        return self.cert.public_bytes(serialization.Encoding.PEM)

    @property
    def key_pem(self) -> bytes:
        return _key_pem(self.private_key)

    @property
    def public_key_bytes(self) -> bytes:
        return self.private_key.public_key().public_bytes_raw()

    @property
    def fingerprint(self) -> str:
        return fingerprint_of(self.cert)

    @property
    def short_code(self) -> str:
        return short_code_of(self.fingerprint)

    def sign(self, data: bytes) -> bytes:
        """Raw 64-byte Ed25519 signature over ``data``."""
        return self.private_key.sign(data)

    @classmethod
    def generate(cls) -> Identity:
        """A fresh in-memory identity (tests, bots); nothing is written."""
        key = ed25519.Ed25519PrivateKey.generate()
        return cls(key, build_certificate(key))


def build_certificate(key: ed25519.Ed25519PrivateKey) -> x509.Certificate:
    """Self-signed certificate that depends only on ``key`` (same key, same DER)."""
    pub = key.public_key().public_bytes_raw()
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "LAN Jolly"),
            x509.NameAttribute(NameOID.COMMON_NAME, "lanjolly-" + hashlib.sha256(pub).hexdigest()[:16]),
        ]
    )
    serial = int.from_bytes(hashlib.sha256(b"lanjolly/serial/v1" + pub).digest()[:16], "big") >> 1 or 1
    return (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(serial)
        .not_valid_before(_NOT_BEFORE)
        .not_valid_after(_NOT_AFTER)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, None)
    )


def load_or_create_identity(data_dir: str | os.PathLike[str] | None = None) -> Identity:
    """Load this install's identity, creating it on first run.

    A damaged key file is an error, never silently replaced: a new key means
    every friend's pin breaks, which must be the user's decision.
    """
    directory = resolve_data_dir(data_dir)
    key_path = inside(directory, KEY_FILE)
    cert_path = inside(directory, CERT_FILE)
    if not key_path.exists():
        _create_key_file(key_path)
    try:
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
    except (ValueError, TypeError) as exc:
        raise IdentityError(
            f"identity key {key_path} is damaged ({exc}); move it away to create a new identity "
            "(friends will then see a new fingerprint)"
        ) from None
    if not isinstance(key, ed25519.Ed25519PrivateKey):
        raise IdentityError(f"identity key {key_path} is not an Ed25519 key")
    keep_owner_only(key_path)
    cert = _stored_cert_for(cert_path, key)
    if cert is None:
        cert = build_certificate(key)
        write_private_file(cert_path, cert.public_bytes(serialization.Encoding.PEM))
    return Identity(key, cert, key_path, cert_path)


def verify_signature(
    public_key_or_cert: bytes | str | x509.Certificate | ed25519.Ed25519PublicKey | PeerCert,
    signature: bytes,
    data: bytes,
) -> bool:
    """True only for a valid Ed25519 signature; malformed keys or certs give False.

    ``public_key_or_cert`` may be a raw 32-byte key, a DER or PEM certificate,
    or an already-parsed key/certificate. Never raises on bad input, because it
    is fed straight from the network.
    """
    try:
        key = _public_key(public_key_or_cert)
        if not isinstance(signature, (bytes, bytearray)) or len(signature) != SIGNATURE_LEN:
            return False
        key.verify(bytes(signature), bytes(data))
        return True
    except (InvalidSignature, IdentityError, ValueError, TypeError):
        return False


def new_challenge_nonce() -> bytes:
    return secrets.token_bytes(NONCE_LEN)


def challenge_message(nonce: bytes, table_id: str | bytes, host_fingerprint: str) -> bytes:
    """The exact bytes a client signs to prove its identity (PROTOCOL.md §3.3).

    Bound to the host's certificate fingerprint as well as the table, so a
    signature made for an impostor host cannot be relayed to the real one.
    """
    if len(nonce) != NONCE_LEN:
        raise ValueError(f"challenge nonce must be {NONCE_LEN} bytes")
    host_fp = bytes.fromhex(host_fingerprint)
    if len(host_fp) != 32:
        raise ValueError("host fingerprint must be 32 bytes (64 hex digits)")
    return fields(CHALLENGE_DOMAIN, text_or_bytes(table_id), host_fp, bytes(nonce))


def sign_challenge(identity: Identity, nonce: bytes, table_id: str | bytes, host_fingerprint: str) -> bytes:
    return identity.sign(challenge_message(nonce, table_id, host_fingerprint))


def verify_challenge(
    client_cert: bytes | str | x509.Certificate | PeerCert,
    signature: bytes,
    nonce: bytes,
    table_id: str | bytes,
    host_fingerprint: str,
) -> bool:
    """Host side: did the holder of ``client_cert`` sign *this* challenge?"""
    try:
        message = challenge_message(nonce, table_id, host_fingerprint)
    except (ValueError, TypeError):
        return False
    return verify_signature(client_cert, signature, message)


# -- helpers -----------------------------------------------------------------


def _key_pem(key: ed25519.Ed25519PrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _create_key_file(key_path: Path) -> None:
    """Write a new key without ever replacing one another process just made."""
    tmp = key_path.with_name(f".{key_path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    write_private_file(tmp, _key_pem(ed25519.Ed25519PrivateKey.generate()))
    try:
        os.link(tmp, key_path)  # fails if the key appeared meanwhile: keep that one
    except FileExistsError:
        pass
    finally:
        tmp.unlink(missing_ok=True)


def _stored_cert_for(cert_path: Path, key: ed25519.Ed25519PrivateKey) -> x509.Certificate | None:
    try:
        cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    except (OSError, ValueError):
        return None
    pub = cert.public_key()
    if isinstance(pub, ed25519.Ed25519PublicKey) and pub.public_bytes_raw() == key.public_key().public_bytes_raw():
        return cert
    return None


def _load_cert(data: bytes | str | x509.Certificate) -> x509.Certificate:
    if isinstance(data, x509.Certificate):
        return data
    raw = data.encode("ascii") if isinstance(data, str) else bytes(data)
    if raw.lstrip().startswith(b"-----BEGIN"):
        return x509.load_pem_x509_certificate(raw)
    return x509.load_der_x509_certificate(raw)


def _cert_der(cert: x509.Certificate | bytes | str) -> bytes:
    return _load_cert(cert).public_bytes(serialization.Encoding.DER)


def _public_key(obj: object) -> ed25519.Ed25519PublicKey:
    if isinstance(obj, ed25519.Ed25519PublicKey):
        return obj
    if isinstance(obj, PeerCert):
        return ed25519.Ed25519PublicKey.from_public_bytes(obj.public_key_bytes)
    if isinstance(obj, (bytes, bytearray)) and len(obj) == PUBLIC_KEY_LEN:
        return ed25519.Ed25519PublicKey.from_public_bytes(bytes(obj))
    if isinstance(obj, (bytes, bytearray, str, x509.Certificate)):
        key = _load_cert(bytes(obj) if isinstance(obj, bytearray) else obj).public_key()
        if isinstance(key, ed25519.Ed25519PublicKey):
            return key
        raise IdentityError("certificate key is not Ed25519")
    raise TypeError(f"cannot use {type(obj).__name__} as a public key")

