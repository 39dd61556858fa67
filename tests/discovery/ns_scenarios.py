"""Discovery scenarios that run *inside* a private network namespace.

Started by the netns tests (``python -m tests.discovery.ns_scenarios NAME``)
and by the benchmark; never imported by the outer test process. Each
scenario asserts as it goes and prints one JSON object on its last stdout
line for the outer test to check. The long-running roles (``announcer``,
``browser``) speak JSON lines so two namespaces can be driven together.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
import time
from typing import Any

from cryptography.hazmat.primitives.asymmetric import ed25519

from protocol.discovery import (DiscoveryDisabled, DiscoveryUnavailable, Invitation,
                                InvitationListener, InvitationRefused, PlayerAdvert,
                                PresenceAnnouncer, PresenceBrowser, TableAdvert, TableAnnouncer,
                                TableBrowser, list_tables, send_invitation)
from protocol.identity import Identity, build_certificate

WAIT = 5.0


def identity(seed: int) -> Identity:
    key = ed25519.Ed25519PrivateKey.from_private_bytes(bytes([seed]) * 32)
    return Identity(key, build_certificate(key))


def advert(name: str = "Kitchen", *, seed: int = 1, table_id: str | None = None, **kw: Any) -> TableAdvert:
    fields: dict[str, Any] = dict(name=name, host="anna", variant="jolly", target=100,
                                  seats_taken=1, seats=4, state="waiting", privacy="open",
                                  fingerprint=identity(seed).fingerprint, port=40000 + seed)
    fields.update(kw)
    if table_id:
        fields["table_id"] = table_id
    return TableAdvert(**fields)


async def next_event(browser: Any, kind: str, pred: Any = lambda e: True) -> Any:
    async def loop() -> Any:
        while True:
            ev = await browser.events.get()
            if ev.kind == kind and pred(ev.entry):
                return ev
    return await asyncio.wait_for(loop(), WAIT)


async def scenario_tables() -> dict:
    out: dict[str, Any] = {}
    first = advert("Kitchen", seed=1)
    # the address:port of this table was pinned with another key: the entry must say so;
    # a pin under the host's nickname means nothing (anyone can claim "anna")
    pins = {f"127.0.0.1:{first.port}": identity(9).fingerprint, "anna": first.fingerprint}
    async with TableBrowser(pinned=pins.get) as browser:
        t0 = time.monotonic()
        ann = TableAnnouncer(first)
        await ann.start()
        ev = await next_event(browser, "added", lambda e: e.advert.table_id == first.table_id)
        out["appear_s"] = time.monotonic() - t0
        entry = ev.entry
        assert entry.advert == first, (entry.advert, first)
        assert entry.address == "127.0.0.1", entry.addresses
        assert entry.pin_mismatch and entry.pinned_fingerprint == identity(9).fingerprint

        t0 = time.monotonic()
        await ann.update(first.with_changes(seats_taken=2))
        ev = await next_event(browser, "updated", lambda e: e.advert.seats_taken == 2)
        out["update_s"] = time.monotonic() - t0
        await ann.update(first.with_changes(seats_taken=4, state="playing"))
        ev = await next_event(browser, "updated", lambda e: e.advert.state == "playing")
        assert ev.entry.advert.seats_taken == 4
        assert ev.entry.service_name == ann.service_name

        second = advert("Kitchen", seed=2, variant="romme", target=50, privacy="password")
        async with TableAnnouncer(second) as ann2:
            await next_event(browser, "added", lambda e: e.advert.table_id == second.table_id)
            tables = browser.tables()
            assert [t.advert.name for t in tables] == ["Kitchen", "Kitchen"], tables
            assert len({t.service_name for t in tables}) == 2
            assert {t.advert.variant for t in tables} == {"jolly", "romme"}
            out["names"] = sorted(t.service_name for t in tables)

            snapshot = await list_tables(1.0)
            assert {t["table_id"] for t in snapshot} == {first.table_id, second.table_id}, snapshot
            out["list_tables_keys"] = sorted(snapshot[0])

            t0 = time.monotonic()
            await ann.close()
            ev = await next_event(browser, "removed", lambda e: e.advert.table_id == first.table_id)
            out["remove_s"] = time.monotonic() - t0
            assert [t.advert.table_id for t in browser.tables()] == [second.table_id]
    return out


async def scenario_blind_table() -> dict:
    """A real host of a table with cards hidden from the host (PROTOCOL.md §17) announces it; the
    browser, ``lanjolly tables`` and its --json say so before anyone joins (TXT ``b``, §15.2)."""
    import tempfile
    from protocol import Host
    from protocol.discovery import advert_from_host_info
    from protocol.discovery.cli import format_tables
    from protocol.table import TableConfig
    host = Host(TableConfig(blind=True, name="Blind kitchen"), identity(3), data_dir=tempfile.mkdtemp())
    await host.start("127.0.0.1", 0)
    plain = advert("Plain", seed=4)
    try:
        async with TableBrowser() as browser, TableAnnouncer(advert_from_host_info(host.info(), "anna")), \
                TableAnnouncer(plain):
            ev = await next_event(browser, "added", lambda e: e.advert.name == "Blind kitchen")
            assert ev.entry.advert.blind and ev.entry.advert.port == host.port
            await next_event(browser, "added", lambda e: e.advert.name == "Plain")
            listed = {t["name"]: t for t in await list_tables(1.0)}
            assert listed["Blind kitchen"]["blind"] is True and listed["Plain"]["blind"] is False, listed
            text = format_tables(sorted(listed.values(), key=lambda t: str(t["name"])))
    finally:
        await host.close()
    return {"blind": True, "lines": text.splitlines()}


async def scenario_probe_rename() -> dict:
    """Same instance name twice with probing on: the second is renamed, both stay visible."""
    shared = "0123456789abcdef"
    async with TableBrowser() as browser:
        async with TableAnnouncer(advert("Twin", seed=1, table_id=shared), probe=True) as a1:
            await browser.wait_for(lambda e: e.service_name == a1.service_name, WAIT)
            async with TableAnnouncer(advert("Twin", seed=2, table_id=shared), probe=True) as a2:
                await browser.wait_for(lambda e: e.service_name == a2.service_name, WAIT)
                assert a1.service_name != a2.service_name
                return {"names": [a1.service_name, a2.service_name],
                        "seen": sorted(browser.entries)}


async def scenario_presence() -> dict:
    me = identity(3)
    player = PlayerAdvert(nickname="Bruno", fingerprint=me.fingerprint, port=45555)
    async with PresenceBrowser() as browser, PresenceAnnouncer(player):
        entry = await browser.wait_for(lambda e: e.advert.player_id == player.player_id, WAIT)
        assert entry.advert == player
        assert entry.address == "127.0.0.1"
        return {"nickname": entry.advert.nickname, "port": entry.advert.port,
                "fingerprint": entry.advert.fingerprint}


async def scenario_event() -> dict:
    """A duplicate event's desk is announced, seen with its registrations, updated when play starts, gone at close."""
    import tempfile
    from pathlib import Path

    from protocol.discovery import EventBrowser
    from protocol.eventadvert import announce_event
    from protocol.eventconfig import EventConfig
    from protocol.eventdesk import Desk
    from protocol.eventplayer import EventPlayer
    from protocol.organiser import Organiser
    folder = Path(tempfile.mkdtemp())
    org = Organiser(Desk(EventConfig(name="Friday", tables=2, seats=2, boards=2, pause_ms=0,
                                     event_id="0123456789abcdef")), identity(4), folder)
    async with EventBrowser() as browser:
        _, port = await org.start(None)
        announcer = await announce_event(org, "anna")
        seen = await browser.wait_for(lambda e: e.advert.event_id == "0123456789abcdef", WAIT)
        assert (seen.advert.name, seen.advert.state, seen.advert.registered, seen.advert.places) == \
            ("Friday", "registration", 0, 4)
        assert seen.advert.port == port and seen.address == "127.0.0.1"
        player = EventPlayer("127.0.0.1", port, nick="Bea", data_dir=folder / "bea")
        await player.connect()
        one = await browser.wait_for(lambda e: e.advert.registered == 1, WAIT)
        org.close_registration()
        playing = await browser.wait_for(lambda e: e.advert.state == "play", WAIT)
        await player.close()
        await announcer.close()
        gone = await asyncio.wait_for(next_event(browser, "removed"), WAIT)
        await org.close()
        return {"seen": seen.advert.state, "registered": one.advert.registered, "playing": playing.advert.state,
                "removed": gone.entry.advert.event_id}


async def scenario_invite() -> dict:
    """Player announces presence; host finds it, invites; a forged invitation is refused."""
    host, guest, mallory = identity(1), identity(3), identity(5)
    out: dict[str, Any] = {}
    async with InvitationListener(guest.fingerprint, host="127.0.0.1") as listener:
        me = PlayerAdvert(nickname="Bruno", fingerprint=guest.fingerprint, port=listener.port)
        async with PresenceAnnouncer(me), PresenceBrowser() as browser:
            seen = await browser.wait_for(lambda e: e.advert.fingerprint == guest.fingerprint, WAIT)
            inv = Invitation("127.0.0.1", 40001, host.fingerprint, "lj1.token-abc", "Kitchen", "anna")
            await send_invitation(seen.address, seen.advert.port, inv, host, seen.advert.fingerprint)
            got = await asyncio.wait_for(listener.events.get(), WAIT)
            assert got.invitation.token == "lj1.token-abc"
            assert got.invitation.from_fingerprint == host.fingerprint
            assert got.invitation.table_fingerprint == host.fingerprint
            out["received"] = {"table": got.invitation.table_name, "from": got.invitation.from_nickname}

            class Forger:
                """Claims the host's fingerprint and cert but signs with another key."""
                fingerprint, cert_der = host.fingerprint, host.cert_der

                def sign(self, data: bytes) -> bytes:
                    return mallory.sign(data)
            try:
                await send_invitation(seen.address, seen.advert.port, inv, Forger(), guest.fingerprint)
            except InvitationRefused as exc:
                out["forged"] = exc.reason
            assert out.get("forged") == "bad_signature", out
            assert listener.events.empty()
    return out


async def scenario_disabled() -> dict:
    """With the env switch set, nothing starts and no socket is bound to 5353."""
    os.environ["LANJOLLY_NO_DISCOVERY"] = "1"
    reasons = []
    for obj in (TableAnnouncer(advert()), TableBrowser(), PresenceBrowser()):
        try:
            await obj.start()
        except DiscoveryDisabled as exc:
            reasons.append(str(exc))
    try:
        await list_tables(0.1)
    except DiscoveryDisabled as exc:
        reasons.append(str(exc))
    with open("/proc/net/udp") as fh:
        mdns = [line for line in fh.read().splitlines()[1:] if line.split()[1].endswith(":14E9")]
    assert not mdns, mdns
    assert "zeroconf" not in sys.modules
    return {"refused": len(reasons), "first": reasons[0] if reasons else None}


async def scenario_no_route() -> dict:
    try:
        await TableBrowser().start()
    except DiscoveryUnavailable as exc:
        return {"error": str(exc)}
    raise AssertionError("browser started without a multicast route")


async def scenario_port_busy() -> dict:
    blocker = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)  # no SO_REUSEADDR: exclusive
    blocker.bind(("0.0.0.0", 5353))
    try:
        await TableAnnouncer(advert()).start()
    except DiscoveryUnavailable as exc:
        return {"error": str(exc)}
    finally:
        blocker.close()
    raise AssertionError("announcer started although 5353 was taken")


async def _killed_announcer(browser: Any, ttl: int, within: float) -> tuple[float, Any]:
    """A table announced by another process, listed, then killed (no goodbye): (seconds until it
    left the list, the removal event)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.discovery.ns_scenarios", "announcer", str(ttl),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    assert proc.stdin and proc.stdout
    proc.stdin.write(b"announce\n")
    line = json.loads(await asyncio.wait_for(proc.stdout.readline(), WAIT))
    await browser.wait_for(lambda e: e.advert.table_id == line["table_id"], WAIT)
    t0 = time.monotonic()
    proc.kill()              # no goodbye packets; its advertised port (seed 7) refuses connections
    await proc.wait()
    ev = await asyncio.wait_for(_removed(browser, line["table_id"]), within)
    return time.monotonic() - t0, ev


async def scenario_ttl_expiry() -> dict:
    """A host that dies without a goodbye drops out after about its TTL."""
    ttl = 3
    async with TableBrowser() as browser:
        gone, ev = await _killed_announcer(browser, ttl, ttl + 5)
        return {"ttl": ttl, "gone_after_s": gone, "kind": ev.kind}


async def scenario_ttl_refresh() -> dict:
    """A live host with a short TTL stays listed: the browser re-asks before expiry (RFC 6762 §5.2),
    and a live table listens on its port (a stale entry's port is tried before it is kept)."""
    ttl = 2
    server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server, TableBrowser() as browser, \
            TableAnnouncer(advert("Alive").with_changes(port=port), ttl=ttl) as ann:
        await browser.wait_for(lambda e: e.service_name == ann.service_name, WAIT)
        try:
            await asyncio.wait_for(_removed(browser, ann.advert.table_id), 4 * ttl)
        except asyncio.TimeoutError:
            return {"ttl": ttl, "still_listed": ann.service_name in browser.entries}
        raise AssertionError("a live table was dropped")


async def scenario_idle_quiet() -> dict:
    """RFC 6762 §8.3: once announced, an idle table with nobody asking sends nothing on a timer."""
    from tests.discovery.mdns_count import start_counter

    counter, transport = await start_counter()
    try:
        async with TableAnnouncer(advert("Idle"), ttl=2):
            await asyncio.sleep(3.0)                 # the first announcements (RFC 6762 §8.3: a few, then quiet)
            t0 = time.monotonic()
            await asyncio.sleep(6.0)                 # three TTLs
            queries, responses = counter.between(t0, time.monotonic())
    finally:
        transport.close()
    return {"ttl": 2, "window_s": 6.0, "queries": queries, "responses": responses}


async def scenario_dead_table_default_ttl() -> dict:
    """With the default TTL a table whose program died (no goodbye) leaves the list within 15 s."""
    from protocol.discovery.announce import DEFAULT_TTL
    async with TableBrowser() as browser:
        gone, ev = await _killed_announcer(browser, DEFAULT_TTL, 20)
    return {"gone_after_s": gone, "kind": ev.kind}


async def scenario_interface() -> dict:
    """One interface by name or address works; an unknown one is a clear error."""
    out: dict[str, Any] = {}
    async with TableBrowser(interface="127.0.0.1") as browser:
        async with TableAnnouncer(advert("Lo"), interface="lo") as ann:
            entry = await browser.wait_for(lambda e: e.service_name == ann.service_name, WAIT)
            out["addresses"] = list(entry.addresses)
    try:
        await TableAnnouncer(advert(), interface="nosuch0").start()
    except DiscoveryUnavailable as exc:
        out["error"] = str(exc)
    return out


async def scenario_hostile() -> dict:
    """Off-spec records from other programs are ignored; one shared zeroconf serves all."""
    from zeroconf.asyncio import AsyncServiceInfo

    from protocol.discovery.zc import open_zeroconf
    azc, _ = await open_zeroconf()
    good = advert("Good")
    try:
        bad_txt = [{"v": "1.0", "n": "x" * 10}, {"v": "9.0"}, {b"n": b"\xff"},
                   good.with_changes(table_id="aaaaaaaaaaaaaaaa").to_txt() | {"s": "9/4"}]
        for i, props in enumerate(bad_txt):
            info = AsyncServiceInfo("_lanjolly._tcp.local.", f"bad{i}._lanjolly._tcp.local.",
                                    port=1000 + i, properties=props, server=f"bad{i}.local.",
                                    addresses=[socket.inet_aton("127.0.0.1")])
            await azc.async_register_service(info, cooperating_responders=True)
        async with TableBrowser(zc=azc) as browser, TableAnnouncer(good, zc=azc) as ann, \
                PresenceBrowser(zc=azc) as players, \
                PresenceAnnouncer(PlayerAdvert(nickname="P", fingerprint=good.fingerprint, port=9),
                                  zc=azc):
            await browser.wait_for(lambda e: e.service_name == ann.service_name, WAIT)
            await players.wait_for(lambda e: e.advert.nickname == "P", WAIT)
            await browser.settle()
            names = sorted(browser.entries)
            ignored = dict(sorted(browser.ignored.items()))
        assert not azc.zeroconf.done, "closing borrowed-zc objects must not close it"
        return {"names": names, "ignored": ignored}
    finally:
        await azc.async_close()


async def scenario_oversized_verbose() -> dict:
    """Issue 20 item 13: a TXT record over 400 bytes is skipped, and `lanjolly tables --verbose` says so."""
    from zeroconf.asyncio import AsyncServiceInfo

    from protocol.discovery.zc import open_zeroconf
    azc, _ = await open_zeroconf()
    try:
        good = advert("Fine")
        big = advert("Padded", seed=3).to_txt() | {"zz": "x" * 200, "zy": "y" * 200}   # each entry <= 255
        info = AsyncServiceInfo("_lanjolly._tcp.local.", "Padded._lanjolly._tcp.local.", port=4242,
                                properties=big, server="padded.local.", addresses=[socket.inet_aton("127.0.0.1")])
        await azc.async_register_service(info, cooperating_responders=True)
        async with TableAnnouncer(good, zc=azc):
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "lanjolly", "tables", "--verbose", "--timeout", "1.5",
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
            out, err = await asyncio.wait_for(proc.communicate(), 30)
        return {"code": proc.returncode, "stdout": out.decode(), "stderr": err.decode()}
    finally:
        await azc.async_close()


async def _removed(browser: Any, table_id: str) -> Any:
    while True:
        ev = await browser.events.get()
        if ev.kind == "removed" and ev.entry.advert.table_id == table_id:
            return ev


# -- long-running roles for two namespaces and the benchmark ----------------

def emit(obj: dict) -> None:
    print(json.dumps(obj), flush=True)


async def role_announcer(ttl: str = "15", name: str = "Veranda") -> None:
    """stdin commands: 'announce' (a fresh table each time), 'close', 'quit'."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    ann: TableAnnouncer | None = None
    while line := (await reader.readline()).decode().strip():
        if line == "announce":
            ad = advert(name, seed=7)
            ann = TableAnnouncer(ad, ttl=int(ttl))
            t0 = time.monotonic()
            await ann.start()
            emit({"event": "announced", "t": t0, "t_done": time.monotonic(), "table_id": ad.table_id})
        elif line == "close" and ann is not None:
            t0 = time.monotonic()
            await ann.close()
            emit({"event": "closed", "t": t0, "t_done": time.monotonic()})
            ann = None
        elif line == "quit":
            break
    if ann is not None:
        await ann.close()


async def role_browser() -> None:
    """Prints every table event with a monotonic timestamp until stdin closes."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)

    def on_event(ev: Any) -> None:
        emit({"event": ev.kind, "t": time.monotonic(), **ev.entry.to_dict()})

    async with TableBrowser(on_event=on_event):
        emit({"event": "browsing", "t": time.monotonic()})
        await reader.read()   # until the driver closes stdin


async def role_mdns_rate(seconds: str = "60", browsers: str = "0") -> None:
    """The benchmark's idle table: multicast packets per minute with ``browsers`` lobbies open."""
    from tests.discovery.mdns_count import start_counter

    counter, transport = await start_counter()
    open_browsers = [TableBrowser() for _ in range(int(browsers))]
    try:
        async with TableAnnouncer(advert("Idle")) as ann:
            for b in open_browsers:
                await b.start()
                await b.wait_for(lambda e: e.service_name == ann.service_name, WAIT)
            await asyncio.sleep(5.0)              # past the first announcements and the first look-ups
            t0 = time.monotonic()
            await asyncio.sleep(float(seconds))
            queries, responses = counter.between(t0, time.monotonic())
            listed = all(ann.service_name in b.entries for b in open_browsers)
    finally:
        for b in open_browsers:
            await b.close()
        transport.close()
    per_min = 60.0 / float(seconds)
    emit({"event": "rate", "browsers": int(browsers), "seconds": float(seconds), "queries_per_min":
          queries * per_min, "responses_per_min": responses * per_min, "still_listed": listed})


async def role_first_seen() -> None:
    """Cold browse: time from starting a browser to the first table listed, then exit."""
    t0 = time.monotonic()
    async with TableBrowser() as browser:
        entry = await browser.wait_for(lambda e: True, 10)
        emit({"event": "first_seen", "t0": t0, "t": time.monotonic(), "table_id": entry.advert.table_id})


SCENARIOS = {name[len("scenario_"):]: fn for name, fn in globals().items() if name.startswith("scenario_")}
ROLES = {"announcer": role_announcer, "browser": role_browser, "first_seen": role_first_seen,
         "mdns_rate": role_mdns_rate}


def main(argv: list[str]) -> int:
    name, *args = argv
    if name in ROLES:
        asyncio.run(ROLES[name](*args))
        return 0
    result = asyncio.run(SCENARIOS[name]())
    emit(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
