"""Issue 10: nobody breaks in (PIN, owner, invites, names), wears the host down, or steers the deal.

One regression test (at least) per numbered point; each failed on the code before the fix.
Sessions and the table are driven in memory (lj_harness); limits that live in the
transport run over real TLS on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import base64
import socket

import pytest
from lj_harness import HOST_ID, MemHost, events_of, identity

from lanjolly.variants import JOLLY
from protocol.clientstate import ChatReceived, DealByHostAlone, DealUnverified, Refused, SystemNotice
from protocol.identity import Identity, short_code_of
from protocol.invites import make_invite_token, new_host_secret
from protocol.journal import Journal
from protocol.messages import make
from protocol import ConnectError, Host, TableClient
from protocol.session import Authenticated, ClientConnection, HostSession
from protocol.table import Table, TableConfig
from protocol.tabledeal import Abort, CommitReveal, DealStep  # noqa: E402

T = 30


def _cfg(**kw) -> TableConfig:
    base = dict(variant=JOLLY.with_options(target_points=50), seats=3, bots=(None, None, "easy"), seed=7, turn_ms=0)
    base.update(kw)
    return TableConfig(**base)


# ---------------------------------------------------------------- 1. PIN guessing

def test_pin_guessing_a_four_digit_pin_takes_at_least_a_week():
    from protocol.limits import WEEK_S, HostLimits, pin_interval_s
    free = HostLimits().pin_free_failures
    interval = pin_interval_s("1234", free)
    assert interval >= 120                                   # was: 55 guesses a second
    assert free + (10_000 // 2 - free) * interval >= WEEK_S  # half of all PINs: a week at least


def test_every_wrong_pin_reaches_the_host_and_the_table_is_told():
    mem = MemHost(_cfg(), pin="4711")
    owner = mem.add_client(0, "Ann", pin="4711")
    for i in range(1, 4):
        guesser = mem.add_client(10 + i, "G", pin=f"000{i}", addr="127.0.0.9")
        assert guesser.closed is not None and guesser.closed.code == "pin_mismatch"
    assert mem.pin_guard.failures == 3
    notices = [e for e in events_of(owner, SystemNotice) if e.event == "pin_failed"]
    assert notices and "127.0.0.9" in notices[0].text


def test_pin_attempts_are_paced_per_table_even_from_fresh_addresses():
    mem = MemHost(_cfg(), pin="4711")
    codes = []
    for i in range(6):   # every guess from another address: only the table's budget stops them
        c = mem.add_client(10 + i, "G", pin=f"00{i:02d}", addr=f"10.0.0.{i + 1}")
        codes.append(c.closed.code if c.closed else None)
    assert codes[:3] == ["pin_mismatch"] * 3
    assert set(codes[3:]) == {"pin_locked"}
    mem.now += 200     # one attempt's worth of time later, the right PIN gets in
    ok = mem.add_client(1, "Ben", pin="4711", addr="10.0.0.99")
    assert ok.closed is None and ok.joined is not None


def test_an_abandoned_pin_attempt_counts_as_a_failure():
    guard_host = HostSession("t1", HOST_ID.fingerprint, pin="4711", addr="10.1.1.1")
    client = ClientConnection(identity(3), "G", HOST_ID.fingerprint, pin="0000")
    guard_host.receive_data(client.initiate())
    client.receive_data(guard_host.data_to_send())     # welcome -> auth + pin_start
    guard_host.receive_data(client.data_to_send())     # -> pin_reply, and the guesser walks away
    assert guard_host.abandon() and guard_host.pin_guard.failures == 1


# ---------------------------------------------------------------- 2. a refused connection never sits

def test_auth_and_a_forbidden_message_in_one_write_never_take_a_seat():
    host = HostSession("t1", HOST_ID.fingerprint)
    client = ClientConnection(identity(1), "Mallory", HOST_ID.fingerprint)
    host.receive_data(client.initiate())
    client.receive_data(host.data_to_send())           # welcome: no PIN; the client answers with auth
    auth = client.data_to_send()
    evil = client.send(make("pin_start", msg=b"A" * 33))
    events = host.receive_data(auth + evil)
    assert host.closed
    assert not any(isinstance(e, Authenticated) for e in events)


# ---------------------------------------------------------------- 3. owner of a headless table

def test_only_the_first_player_to_sit_controls_a_headless_table():
    mem = MemHost(_cfg(seats=4, bots=(None, None, None, None), auto_start=False))
    ann = mem.add_client(0, "Ann")
    ben = mem.add_client(1, "Ben")
    assert mem.table.info()["owner"] == identity(0).fingerprint
    ben.send(make("set_bot", seat=2, strength="strong"))
    ben.send(make("start"))
    mem.pump()
    assert [r.code for r in events_of(ben, Refused)] == ["not_owner", "not_owner"]
    assert mem.table.phase == "lobby" and mem.table.seats[2].kind == "empty"
    ann.send(make("start"))
    mem.pump()
    assert mem.table.phase != "lobby"


def test_an_owner_option_gives_the_table_to_that_identity():
    mem = MemHost(_cfg(seats=2, bots=(None, None), auto_start=False, owner=identity(1).fingerprint))
    ann = mem.add_client(0, "Ann")
    ann.send(make("start"))
    mem.pump()
    assert [r.code for r in events_of(ann, Refused)] == ["not_owner"]


# ---------------------------------------------------------------- 4. invite tokens

def _invite_session(secret: bytes, token: str, who: Identity, book: Table) -> tuple[HostSession, ClientConnection]:
    host = HostSession(book.table_id, HOST_ID.fingerprint, invite_secret=secret, invite_only=True,
                       invite_check=book.check_invite_use)
    client = ClientConnection(who, "X", HOST_ID.fingerprint, invite=token)
    data = client.initiate()
    for _ in range(4):
        host.receive_data(data)
        client.receive_data(host.data_to_send())
        data = client.data_to_send()
    return host, client


def test_an_open_invite_lets_in_one_person_only():
    table = Table(_cfg())
    secret = new_host_secret()
    token = make_invite_token(secret, table.table_id)
    first, _ = _invite_session(secret, token, identity(0), table)
    assert first.state == "open"
    again, _ = _invite_session(secret, token, identity(0), table)        # the same person reconnects
    assert again.state == "open"
    for i in (1, 2, 3):
        other, _ = _invite_session(secret, token, identity(i), table)
        assert other.close_reason is not None and other.close_reason.code == "invite_used"


def test_an_invite_with_its_padding_bits_changed_is_refused():
    from protocol.invites import InviteInvalid, check_invite_token
    secret = new_host_secret()
    token = make_invite_token(secret, "t1")
    body = token[4:]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    assert len(raw) % 3 != 0                                  # the last character has unused bits
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    twin = token[:-1] + alphabet[alphabet.index(token[-1]) ^ 1]
    assert base64.urlsafe_b64decode(twin[4:] + "=" * (-len(body) % 4)) == raw   # same bytes, other text
    with pytest.raises(InviteInvalid) as info:
        check_invite_token(secret, twin, "t1")
    assert info.value.reason == "malformed"


def test_a_too_long_invite_is_a_clear_refusal_not_a_schema_error():
    host = HostSession("t1", HOST_ID.fingerprint, invite_secret=new_host_secret(), invite_only=True)
    client = ClientConnection(identity(0), "X", HOST_ID.fingerprint, invite="lj1." + "A" * 197)
    host.receive_data(client.initiate())
    client.receive_data(host.data_to_send())
    assert client.close_reason is not None and client.close_reason.code == "invite_invalid"
    assert "invite" in client.close_reason.text


# ---------------------------------------------------------------- 5. names and chat

def test_nobody_can_take_a_seated_players_name():
    mem = MemHost(_cfg(seats=4, bots=(None, None, None, None), auto_start=False))
    mem.add_client(0, "Ann")
    mem.add_client(1, "ann")
    mem.add_client(2, "<b>Ann</b>")
    nicks = [s["nick"] for s in mem.table.info()["seats"]]
    assert nicks[0] == "Ann"
    assert nicks[1] == f"ann ({short_code_of(identity(1).fingerprint)[:4]})"
    # markup is no part of a name (issue 20 item 7): "<b>Ann</b>" is "Ann", which is taken
    assert nicks[2] == f"Ann ({short_code_of(identity(2).fingerprint)[:4]})"


def test_chat_is_limited_per_address_not_only_per_identity():
    mem = MemHost(_cfg(seats=4, bots=(None, None, None, None), auto_start=False, watchers=32, watcher_chat=True))
    listener = mem.add_client(0, "Ann", addr="10.0.0.1")
    sock_puppets = [mem.add_client(20 + i, f"S{i}", addr="10.0.0.66") for i in range(20)]
    for p in sock_puppets:
        for _ in range(5):
            p.send(make("chat", text="Ann: I resign"))
    mem.pump()
    heard = [e for e in events_of(listener, ChatReceived) if e.text == "Ann: I resign"]
    assert 0 < len(heard) <= 10                        # was 100 in 2.6 s
    assert all(e.nick != "Ann" for e in heard)


# ---------------------------------------------------------------- 6/7. deadlines and caps (real TLS)

async def test_silent_and_dripping_connections_are_closed_by_the_handshake_deadline(tmp_path):
    from protocol.limits import HostLimits
    host = Host(TableConfig(seats=2, turn_ms=0), Identity.generate(), data_dir=tmp_path / "h",
                limits=HostLimits(handshake_s=0.5))
    await host.start("127.0.0.1", 0)
    try:
        silent = await asyncio.open_connection("127.0.0.1", host.port)             # not even TLS
        from protocol.tls import client_context
        pinging = await asyncio.open_connection("127.0.0.1", host.port, ssl=client_context())
        for n in range(3):                                                           # pings before hello
            pinging[1].write(ClientConnection(identity(0), "x", host.fingerprint).send(make("ping", n=n)))
        for reader, _ in (silent, pinging):
            assert await asyncio.wait_for(reader.read(), 5) is not None   # EOF: the host hung up
        for _, w in (silent, pinging):
            w.close()
    finally:
        await host.close()


async def test_a_flood_of_held_connections_does_not_keep_a_player_out(tmp_path):
    from protocol.limits import HostLimits
    host = Host(TableConfig(seats=2, turn_ms=0), Identity.generate(), data_dir=tmp_path / "h",
                limits=HostLimits(handshake_s=30, pending_per_addr=4, pending_total=16))
    await host.start("127.0.0.1", 0)
    held = []
    try:
        for i in range(60):                    # from other loopback addresses, held open silently
            s = socket.socket()
            s.bind((f"127.0.0.{2 + i % 5}", 0))
            s.setblocking(False)
            await asyncio.get_running_loop().sock_connect(s, ("127.0.0.1", host.port))
            held.append(s)
        assert host.admission.in_progress <= 16
        player = TableClient("127.0.0.1", host.port, nick="Ann", data_dir=tmp_path / "a", reconnect=False)
        # held connections that never start TLS lose their slot after tls_s (2 s): the player is
        # in well within the 10 s PROTOCOL.md §16.1 promises, also on a loaded machine
        joined = await player.connect(timeout=10)
        assert joined.seat == 0
        await player.close()
    finally:
        for s in held:
            s.close()
        await host.close()


# ---------------------------------------------------------------- 9. a false abort is caught

class _LyingDeal(CommitReveal):
    """Receives the human's secret (and signs for it), then claims it never came."""

    def receive(self, step, slot, cid, value, now):
        if step is DealStep.SECRET and self.attempt == 1:
            from protocol.receipts import ReceiptKind
            return Abort(slot, "no_secret", self._receipt(cid, slot, ReceiptKind.SECRET, value))
        return super().receive(step, slot, cid, value, now)


class LyingTable(Table):
    """A host whose deal round lies (the deal-source seam is where a host would swap it)."""

    def __init__(self, config, journal=None):
        super().__init__(config, journal, deals=lambda ctx: _LyingDeal(ctx, self.sign))


def test_a_lying_abort_is_caught_by_its_victim_and_every_client_flags_the_round():
    mem = MemHost(_cfg(seats=2, bots=(None, "easy")), table_cls=LyingTable)
    victim = mem.add_client(0, "Ann")
    watcher_cfg_seats_full = mem.add_client(5, "Watcher", autoplay=False)
    mem.advance(1)
    mem.run_until_finished()
    lies = [e for e in events_of(victim, DealUnverified) if "abort was false" in e.text]
    assert lies, [e.text for e in events_of(victim, DealUnverified)]
    for c in (victim, watcher_cfg_seats_full):
        alone = events_of(c, DealByHostAlone)
        assert alone and alone[0].round_no == 0 and "host alone" in alone[0].text
        assert not c.game.reports[0].ok and "verified" not in str(c.game.reports[0]).replace("unverified", "")
    assert mem.table.aborts[0] >= 1
    assert mem.table.info()["seats"][0]["aborts"] == mem.table.aborts[0]


# ---------------------------------------------------------------- 10. invite-only tables resume

async def test_an_invite_only_table_accepts_its_invites_after_a_resume(tmp_path):
    ident = Identity.generate()
    guest = Identity.generate()
    host = Host(TableConfig(seats=2, bots=(None, "easy"), turn_ms=0), ident, data_dir=tmp_path / "h",
                invite_only=True, journal=True)
    token = host.make_invite(guest.fingerprint)
    path = host.table.journal.path
    await host.start("127.0.0.1", 0)
    await host.close()
    table = Table.resume(Journal(path), 0.0)
    again = Host(table.config, ident, data_dir=tmp_path / "h", invite_only=True, table=table)
    await again.start("127.0.0.1", 0)
    try:
        c = TableClient("127.0.0.1", again.port, nick="Guest", identity=guest, data_dir=tmp_path / "g",
                        invite=token, reconnect=False)
        try:
            joined = await c.connect(timeout=T)
        except ConnectError as exc:  # pragma: no cover - the failure this test is about
            pytest.fail(f"resumed table refused its own invite: {exc}")
        assert joined.seat == 0
        await c.close()
    finally:
        await again.close()
