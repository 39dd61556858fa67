"""Real TLS 1.3 handshakes over 127.0.0.1 with the Ed25519 identity certificate."""

import asyncio
import ssl

import pytest

from protocol.identity import Identity, load_or_create_identity
from protocol.pins import FingerprintMismatch, PinStore
from protocol.tls import client_context, peer_fingerprint, server_context

TIMEOUT = 10


async def _echo_server(ctx: ssl.SSLContext):
    async def handle(reader, writer):
        try:
            line = await reader.readline()
            writer.write(line)
            await writer.drain()
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0, ssl=ctx)
    return server, server.sockets[0].getsockname()[1]


@pytest.mark.parametrize("on_disk", [True, False])
async def test_handshake_tls13_ed25519_and_fingerprint(tmp_path, on_disk):
    host = load_or_create_identity(tmp_path) if on_disk else Identity.generate()
    server, port = await _echo_server(server_context(host))
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, ssl=client_context()), TIMEOUT
        )
        ssl_obj = writer.get_extra_info("ssl_object")
        assert ssl_obj.version() == "TLSv1.3"
        assert peer_fingerprint(ssl_obj) == host.fingerprint
        writer.write(b"ping\n")
        assert await asyncio.wait_for(reader.readline(), TIMEOUT) == b"ping\n"
        writer.close()
        await writer.wait_closed()
    finally:
        server.close()
        await server.wait_closed()


async def test_pinning_detects_a_different_host(tmp_path):
    real = Identity.generate()
    impostor = Identity.generate()
    store = PinStore(tmp_path)
    for host, expect_ok in ((real, True), (impostor, False)):
        server, port = await _echo_server(server_context(host))
        try:
            _, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", port, ssl=client_context()), TIMEOUT
            )
            fp = peer_fingerprint(writer.get_extra_info("ssl_object"))
            if expect_ok:
                store.require("table-host", fp)
            else:
                with pytest.raises(FingerprintMismatch):
                    store.require("table-host", fp)
            writer.close()
            await writer.wait_closed()
        finally:
            server.close()
            await server.wait_closed()


async def test_tls12_client_is_refused():
    host = Identity.generate()
    server, port = await _echo_server(server_context(host))
    old = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    old.check_hostname = False
    old.verify_mode = ssl.CERT_NONE
    old.maximum_version = ssl.TLSVersion.TLSv1_2
    try:
        with pytest.raises((ssl.SSLError, ConnectionError)):
            await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port, ssl=old), TIMEOUT)
    finally:
        server.close()
        await server.wait_closed()


def test_contexts_are_tls13_only():
    for ctx in (server_context(Identity.generate()), client_context()):
        assert ctx.minimum_version == ssl.TLSVersion.TLSv1_3
        assert ctx.maximum_version == ssl.TLSVersion.TLSv1_3


async def test_host_issues_no_session_tickets_and_resumes_nothing():
    """Issue 10.8: §1.2 says no resumption; OP_NO_TICKET alone still sent TLS 1.3 tickets."""
    import socket
    host = Identity.generate()
    server, port = await _echo_server(server_context(host))

    ctx = client_context()   # one context: a session can only be resumed through the one that made it

    def talk(session=None):
        with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT) as raw:
            with ctx.wrap_socket(raw, session=session) as s:
                s.sendall(b"hi\n")
                assert s.recv(16) == b"hi\n"   # tickets, if any, arrive after the handshake
                return s.session, s.session_reused

    try:
        first, _ = await asyncio.to_thread(talk)
        assert first is None or not first.has_ticket
        if first is not None:
            _, reused = await asyncio.to_thread(talk, first)
            assert not reused
    finally:
        server.close()
        await server.wait_closed()
