"""Blind tables over real TLS 1.3 on 127.0.0.1: both games with 2, 3 and 4 key holders and bots, a
reshuffle and a knock at a host that is a pure relay, a key holder
that drops and comes back, and every round record re-checked by ``lanjolly verify``."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

import pytest

from lanjolly.variants import JOLLY, ROMME
from protocol import ConnectionLost, Host, Reconnected, TableClient
from protocol.clientstate import DealUnverified, ViewUpdated
from protocol.cli_join import run_bot_client
from protocol.identity import Identity
from protocol.table import TableConfig
from lj_harness import blind_records_ok

T = 120
SECRETS_SEED = 77


def _client(tmp_path, i, port) -> TableClient:
    return TableClient("127.0.0.1", port, nick=f"P{i}", data_dir=tmp_path / f"c{i}")


@contextlib.asynccontextmanager
async def _seated(tmp_path, cfg: TableConfig, humans: int):
    """The host on 127.0.0.1 and ``humans`` connected clients (P0, P1, ...); the host closes after."""
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    try:
        clients = [_client(tmp_path, i, host.port) for i in range(humans)]
        for c in clients:
            await c.connect()
        yield host, clients
    finally:
        await host.close()


@pytest.mark.parametrize("variant,seats,bots,humans", [
    # both games with 2, 3 and 4 key holders (the humans' machines + the host machine for its bot)
    (JOLLY.with_options(target_points=50), 2, (None, "easy"), 1),
    (JOLLY.with_options(target_points=50), 3, (None, None, "normal"), 2),
    (JOLLY.with_options(target_points=50), 4, (None, None, None, "normal"), 3),
    (ROMME.with_options(target_points=1), 2, (None, "easy"), 1),
    (ROMME.with_options(target_points=1, knock=True, knock_window_ms=300), 3, (None, None, "normal"), 2),
    (ROMME.with_options(target_points=1), 4, (None, None, None, "easy"), 3),
], ids=["jolly-2", "jolly-3", "jolly-4", "romme-2", "romme-3", "romme-4"])
async def test_blind_match_over_tls(tmp_path, variant, seats, bots, humans):
    cfg = TableConfig(variant=variant, seats=seats, bots=bots, seed=5, turn_ms=0, blind=True)
    async with _seated(tmp_path, cfg, humans) as (host, clients):
        codes = await asyncio.wait_for(asyncio.gather(
            *(run_bot_client(c, "normal", random.Random(i), quiet=True) for i, c in enumerate(clients))), T)
        assert codes == [0] * humans and host.table.finished
        assert blind_records_ok(clients) >= host.table.match.round_no


@contextlib.asynccontextmanager
async def _drop_table(tmp_path, variant, seed: int, table_id: str, away: bool):
    """A blind table of two key holders' programs (P0, P1) and the host's bot; P0's link goes
    after its first dozen events and it reconnects by itself, at once or (``away``) only once the
    test points it back at the host (until then its reconnects are refused)."""
    cfg = TableConfig(variant=variant, seats=3, bots=(None, None, "normal"), seed=seed,
                      turn_ms=0, blind=True, grace_ms=1_500, table_id=table_id)
    async with _seated(tmp_path, cfg, 2) as (host, (a, b)):
        seen: list = []
        dropped = asyncio.Event()

        def watch(ev):
            seen.append(ev)
            if isinstance(ev, ViewUpdated) and len(seen) > 12 and not dropped.is_set():
                dropped.set()
                if away:
                    a.retarget("127.0.0.1", _dead_port())
                a._writer.transport.abort()
        a.on_event = watch
        yield host, a, b, seen, dropped


async def _play_out(a: TableClient, b: TableClient) -> list[int]:
    return list(await asyncio.wait_for(asyncio.gather(run_bot_client(a, "normal", random.Random(1), quiet=True),
                                                      run_bot_client(b, "easy", random.Random(2), quiet=True)), T))


@pytest.mark.parametrize("variant", [JOLLY.with_options(target_points=100), ROMME.with_options(target_points=50)],
                         ids=["jolly", "romme"])
async def test_blind_key_holder_drops_over_tls_and_comes_back(tmp_path, variant):
    """Back within the grace period: the same attempt goes on (no void), in both games."""
    async with _drop_table(tmp_path, variant, 5, "blind-drop", away=False) as (host, a, b, seen, dropped):
        assert await _play_out(a, b) == [0, 0] and dropped.is_set()
        assert any(isinstance(e, ConnectionLost) for e in seen) and any(isinstance(e, Reconnected) for e in seen)
        assert not [e for e in seen if isinstance(e, DealUnverified)]
        assert not [n for r in _records(a) + _records(b) for n in r.get("notes", []) if "void" in n]
        assert blind_records_ok([a, b]) >= 2


def _dead_port() -> int:
    """A loopback port nobody listens on (bound, then closed): connecting is refused."""
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# The Rommé case (~15 s of a worker) runs in the slow tier (`make check`, CI); Jolly keeps the
# void-and-return path in the five-minute fast tier.
@pytest.mark.parametrize("variant", [JOLLY.with_options(target_points=200),
                                     pytest.param(ROMME.with_options(target_points=50), marks=pytest.mark.slow)],
                         ids=["jolly", "romme"])
async def test_blind_key_holder_drops_past_the_grace_over_tls_the_attempt_is_void_and_it_returns(tmp_path, variant):
    """PROTOCOL.md §17.10 over real TLS, both games: a key holder's link goes and stays gone past
    the grace period, so the host voids the attempt (``blind_void`` ``dropped``) and deals it again
    with that seat opened by the host machine, whose bot plays it; the player then comes back,
    takes the seat again and holds a key from the next round on. Every record verifies."""
    from protocol.blind.hostpart import HOST_SLOT
    async with _drop_table(tmp_path, variant, 8, f"blind-void-{variant.game.value}", away=True) as (
            host, a, b, seen, dropped):
        async def come_back() -> tuple[int, int]:
            """Once the host dealt the round again with the seat opened by its own machine."""
            await dropped.wait()
            seat = a.game.seat
            while True:
                blind = host.table.blind
                if blind is not None and blind.setup.attempt > 1 and blind.setup.openers[seat] == HOST_SLOT:
                    a.retarget("127.0.0.1", host.port)
                    return blind.setup.round_no, seat
                await asyncio.sleep(0.05)     # polling the host in this process, not a sync point
        back = asyncio.ensure_future(come_back())
        codes = await _play_out(a, b)
        voided_round, seat = back.result()
        assert codes == [0, 0] and host.table.finished
        assert any(isinstance(e, ConnectionLost) for e in seen) and any(isinstance(e, Reconnected) for e in seen)
        assert [x for x in b.game._aborts + [n for r in _records(b) for n in r.get("notes", [])]
                if f"slot {seat} dropped" in x], "no void for the dropped key holder"
        recs = {r["round"]: r for r in _records(a)}
        assert recs[voided_round]["blind"]["openers"][seat] == HOST_SLOT      # the host machine's bot played it
        later = [r for n, r in recs.items() if n > voided_round]
        assert later and all(r["blind"]["openers"][seat] == seat and seat in r["blind"]["holders"] for r in later)
        assert blind_records_ok([a, b]) >= host.table.match.round_no + 1


def _records(c: TableClient) -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in c.game.saved]


def _may_knock_again(v, knocks: list[int]) -> bool:
    """Knock until one knock is in the log, at most once a turn: a knock that reached the host
    after its window closed (a busy machine) is refused, and the next window is tried."""
    from lanjolly.round import EventKind
    return not knocks or (knocks[-1] != v.turn_no and all(e.kind is not EventKind.KNOCK for e in v.log))


async def _passive(client: TableClient, knocks: list[int], knock_seat: int | None, one_round: bool = False) -> int:
    """Draw from the stock and throw the drawn card away, every turn (the stock runs out: a
    reshuffle); ``knock_seat`` knocks once when the knock window opens after another's discard;
    ``one_round``: leave when the first round is over (its record is then saved and checked)."""
    from lanjolly.actions import Discard, DrawStock, Knock
    from protocol.clientstate import MatchEnded, RoundEnded
    last = None
    async for ev in client.events():
        if isinstance(ev, MatchEnded) or (one_round and isinstance(ev, RoundEnded)):
            await client.close()
            return 0
        if not isinstance(ev, ViewUpdated):
            continue
        v, me = ev.view, client.game.seat
        if (me == knock_seat and _may_knock_again(v, knocks) and v.knock_open and v.current != me and v.last_discarder not in (me, -1)
                and len(v.hand) + 3 <= v.variant.max_hand and v.stock_size >= 2):
            knocks.append(v.turn_no)
            client.send_action(Knock(me))
            continue
        key = (v.round_no, len(v.log))
        if v.current != me or key == last or -1 in v.hand:
            continue
        if v.phase.value == "draw":
            last = key
            client.send_action(DrawStock(me))
        elif v.phase.value == "play":
            last = key
            client.send_action(Discard(me, v.hand[-1]))
    return 1


async def test_a_blind_round_over_tls_with_a_reshuffle_and_a_knock(tmp_path):
    """Three key holders' programs that only draw and discard, at a headless host without bots
    (a pure relay that holds no key): the stock runs out and the key holders' chain reshuffles
    the pile; one program knocks. Every record verifies."""
    from lanjolly.round import EventKind
    from protocol.blind.hostpart import HOST_SLOT
    # a short knock window: every discard holds the next draw for it, and the round is ~140 turns
    variant = ROMME.with_options(target_points=1, knock=True, knock_window_ms=200, max_reshuffles=1)
    cfg = TableConfig(variant=variant, seats=3, bots=(None, None, None), seed=9, turn_ms=0, blind=True,
                      table_id="blind-reshuffle-knock")
    async with _seated(tmp_path, cfg, 3) as (host, clients):
        knocks: list[int] = []
        knocker = clients[2].game.seat if clients[2].game else 2
        codes = await asyncio.wait_for(asyncio.gather(*(_passive(c, knocks, knocker if i == 2 else None)
                                                        for i, c in enumerate(clients))), T)
        assert codes == [0, 0, 0] and host.table.finished
        assert knocks, "no knock was made"
        assert HOST_SLOT not in host.table.blind.setup.holders if host.table.blind else True
        log = [e.kind for e in clients[0].game.view.log]
        assert EventKind.RESHUFFLE in log and EventKind.KNOCK in log, log
        assert blind_records_ok(clients) == 3
        rec = json.loads(clients[0].game.saved[0].read_text(encoding="utf-8"))
        assert HOST_SLOT not in rec["blind"]["holders"] and len(rec["blind"]["holders"]) == 3



@pytest.mark.parametrize("variant,seats,humans", [
    (JOLLY.with_options(target_points=50, opening_points=200, max_reshuffles=1), 2, 1),
    (JOLLY.with_options(target_points=50, opening_points=200, max_reshuffles=1), 3, 2),
    # 4 key holders and a knock (~14 s of a worker): slow tier; the fast tier's knock at a blind
    # table is test_a_blind_round_over_tls_with_a_reshuffle_and_a_knock.
    pytest.param(ROMME.with_options(target_points=1, opening_points=200, max_reshuffles=1, knock=True,
                                    knock_window_ms=60), 4, 3, marks=pytest.mark.slow),
], ids=["jolly-2", "jolly-3", "romme-4"])
async def test_a_blind_round_with_a_host_bot_over_tls_reshuffles_and_knocks(tmp_path, variant, seats, humans):
    """Both games with the host machine's bot among 2, 3 and 4 key holders: nobody can open (200
    points), so the stock runs out and every key holder, the bot's machine too, shuffles the pile
    again; in Rommé a program knocks. The round's records verify."""
    from lanjolly.round import EventKind
    from protocol.blind.hostpart import HOST_SLOT
    cfg = TableConfig(variant=variant, seats=seats, bots=(None,) * humans + ("easy",), seed=11, turn_ms=0,
                      blind=True, table_id=f"blind-bot-reshuffle-{seats}")
    async with _seated(tmp_path, cfg, humans) as (host, clients):
        knocks: list[int] = []
        knocker = clients[-1].game.seat if variant.knock and clients[-1].game else None
        codes = await asyncio.wait_for(asyncio.gather(*(_passive(c, knocks, knocker, one_round=True)
                                                        for c in clients)), T)
        assert codes == [0] * humans
        log = [e.kind for e in clients[0].game.view.log]
        assert EventKind.RESHUFFLE in log, log
        assert not variant.knock or (knocks and EventKind.KNOCK in log), log
        assert blind_records_ok(clients) == humans
        rec = json.loads(clients[0].game.saved[0].read_text(encoding="utf-8"))
        assert rec["blind"]["holders"] == list(range(humans)) + [HOST_SLOT]
        decks = {m["deck"] for m in rec["blind"]["messages"] if m["t"] == "blind_shuffle"}
        assert decks == {0, 1}                  # the deal and the pile shuffled again by every key holder
