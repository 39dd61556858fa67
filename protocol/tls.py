"""TLS 1.3 contexts for host and client, with pinning instead of a CA.

There is no certificate authority on a LAN, so the client accepts any
certificate during the handshake and then compares the peer's fingerprint
with the pinned one (``pins.py``) *before* sending anything that matters.
TLS 1.3 only: it has no renegotiation, no compression and always forward
secrecy, so there are fewer knobs to get wrong.

The TLS certificate is the Ed25519 identity certificate itself (checked to
work with the OpenSSL that ships with CPython 3.11+; see tests/protocol/test_tls.py).
"""

from __future__ import annotations

import hashlib
import os
import ssl
import tempfile
from pathlib import Path

from .datadir import owner_only
from .identity import Identity


class PeerCertificateMissing(Exception):
    """The TLS peer presented no certificate (the host always must)."""


def _tls13_only(ctx: ssl.SSLContext) -> ssl.SSLContext:
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.maximum_version = ssl.TLSVersion.TLSv1_3
    return ctx


def server_context(identity: Identity) -> ssl.SSLContext:
    """Host side: present the identity certificate, ask nothing of clients.

    Clients prove who they are with a signed challenge inside the session
    (``identity.sign_challenge``), not with TLS client certificates, because
    stdlib ``ssl`` cannot accept a self-signed client certificate without a CA.
    """
    ctx = _tls13_only(ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER))
    # No resumption: every connection shows the certificate (§1.2). In TLS 1.3 OP_NO_TICKET
    # alone only makes OpenSSL switch to stateful tickets; num_tickets = 0 sends none at all.
    ctx.options |= ssl.OP_NO_TICKET
    ctx.num_tickets = 0
    if identity.cert_path is not None and identity.key_path is not None:
        ctx.load_cert_chain(identity.cert_path, identity.key_path)
    else:
        _load_in_memory(ctx, identity)
    return ctx


def client_context() -> ssl.SSLContext:
    """Client side: encrypt now, authenticate by fingerprint right after.

    ``CERT_NONE`` is deliberate and safe only because the caller must check
    ``peer_fingerprint`` against the pin before trusting the connection.
    """
    ctx = _tls13_only(ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT))
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def peer_fingerprint(ssl_object: ssl.SSLObject | ssl.SSLSocket) -> str:
    """Lower-case hex SHA-256 of the peer certificate DER, as in ``identity.fingerprint_of``.

    With asyncio streams: ``peer_fingerprint(writer.get_extra_info("ssl_object"))``.
    """
    der = ssl_object.getpeercert(binary_form=True)
    if not der:
        raise PeerCertificateMissing("the peer presented no TLS certificate")
    return hashlib.sha256(der).hexdigest()


def _load_in_memory(ctx: ssl.SSLContext, identity: Identity) -> None:
    """``load_cert_chain`` only takes paths; use a private temp dir for a moment."""
    with tempfile.TemporaryDirectory(prefix="lanjolly-tls-") as tmp:
        owner_only(Path(tmp), directory=True)   # on Windows the key below inherits its owner-only ACL
        cert = Path(tmp, "cert.pem")
        key = Path(tmp, "key.pem")
        cert.write_bytes(identity.cert_pem)
        fd = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)  # portable: Windows: the folder's ACL
        with os.fdopen(fd, "wb") as fh:
            fh.write(identity.key_pem)
        ctx.load_cert_chain(cert, key)
