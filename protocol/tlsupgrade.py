"""Upgrading an accepted TCP connection to TLS under asyncio, and asyncio's TLS quirks.

Why a module of its own: Python 3.11's asyncio needs three work-arounds around
``StreamWriter.start_tls`` (a spurious warning, a transport that vanishes as
the handshake ends, a 256 KiB buffer per connection). They say nothing about
the host's job, so ``server.py`` only calls :func:`tls_upgrade` and
:func:`small_tls_buffers`.
"""

from __future__ import annotations

import asyncio
import asyncio.sslproto
import logging
import ssl

SSL_READ_BUFFER = 32 * 1024    # per TLS connection; asyncio's default is 256 KiB


class _DropEofWarning(logging.Filter):
    """asyncio's "returning true from eof_received() has no effect when using ssl" is noise.

    Python 3.11's StreamReaderProtocol still thinks a link upgraded with
    ``start_tls`` is plain text when the peer closes right after the handshake;
    the warning says nothing about our program and would fill a host's log.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return "eof_received() has no effect when using ssl" not in record.getMessage()


logging.getLogger("asyncio").addFilter(_DropEofWarning())


def small_tls_buffers() -> None:
    """Shrink asyncio's per-connection TLS read buffer (process-wide).

    asyncio (3.11-3.13) gives every TLS connection a zero-filled 256 KiB
    read buffer: with 400 connections that is 100 MiB, most of a host's
    memory. Our frames are small and a TLS record is at most 16 KiB, so
    32 KiB per read costs nothing. Only ever lowers the class attribute, and
    does nothing on a Python whose asyncio lacks it.
    """
    proto = getattr(asyncio.sslproto, "SSLProtocol", None)
    if proto is not None and getattr(proto, "max_size", 0) > SSL_READ_BUFFER:
        proto.max_size = SSL_READ_BUFFER


async def tls_upgrade(writer: asyncio.StreamWriter, context: ssl.SSLContext, deadline: float) -> bool:
    """The server side of the TLS handshake, finished by ``deadline`` (loop time).

    False when it failed; the connection is then aborted."""
    raw = writer.transport
    try:
        async with asyncio.timeout_at(deadline):
            await writer.start_tls(context)
        if writer.transport is None:   # asyncio 3.11: the peer left as the handshake finished
            raise ConnectionResetError("connection lost during the TLS handshake")
        # Python 3.11's StreamReaderProtocol keeps thinking the link is plain after
        # start_tls, and asyncio then logs a warning at every clean close: say it is TLS.
        proto = getattr(writer, "_protocol", None)
        if proto is not None and hasattr(proto, "_over_ssl"):
            proto._over_ssl = True
    except (TimeoutError, ConnectionError, OSError, ssl.SSLError, RuntimeError, AttributeError):
        # AttributeError: asyncio 3.11's start_tls trips over a transport the peer just closed
        raw.abort()
        if writer.transport is None:
            writer._transport = raw   # so StreamWriter.__del__ finds a (closed) transport, not None
        return False
    return True
