"""Turn limits at a table with cards hidden from the host (PROTOCOL.md §17.13, §11).

The host cannot play the least turn of a hand it cannot see. When a key holder's clock runs
out the host draws for the seat and sends ``blind_timeout``; the seat's own machine names the
discard the rules pick (the engine's ``least_turn_discard`` on its own view) and sends it as a
``timeout`` with its opening. A seat whose machine stays silent past the second deadline is
handled like a dropped one: the grace period, then the attempt is void and dealt again. The
round's audit checks every named discard against the true hand.
"""

from __future__ import annotations

import asyncio
import json
import random

from lj_harness import MemHost, blind_records_ok, identity

from lanjolly.actions import Discard, Timeout
from lanjolly.variants import JOLLY, ROMME
from protocol import Host, TableClient
from protocol.blind.hostpart import HOST_SLOT
from protocol.clientstate import ClientGame, MatchEnded
from protocol.cli_join import run_bot_client
from protocol.identity import Identity
from protocol.table import TableConfig

SECRETS_SEED = 57
TURN_MS = 5_000


def _cfg(variant=None, bots=(None, None, "easy"), **kw) -> TableConfig:
    return TableConfig(variant=variant or ROMME.with_options(target_points=1), seats=3,
                       bots=bots, blind=True, turn_ms=TURN_MS, seed=4, **kw)


def _run(h: MemHost, until) -> None:
    """The in-memory table on its fake clock until ``until()`` holds."""
    h.run_until_finished(until=until)


def _timeouts(c) -> list[dict]:
    """The least turns' named discards (the second half; the host's draw is the first)."""
    return [m["a"] for m in c.received if m["t"] == "delta" and m["a"]["type"] == "timeout" and "card" in m["a"]]


def test_a_key_holders_clock_runs_out_and_its_own_machine_plays_the_least_turn(tmp_path):
    h = MemHost(_cfg(), records_dir=tmp_path)
    idle = h.add_client(0, autoplay=False)            # a person who never moves: every turn times out
    other = h.add_client(1)
    _run(h, lambda: len(_timeouts(other)) >= 2)
    sent = [m for m in idle.received if m["t"] == "blind_timeout"]
    assert sent and all(m["seat"] == 0 and m["tl"] == 10_000 for m in sent)
    for a in _timeouts(other):
        assert a["seat"] == 0 and 0 <= a["card"] < 110       # named by the seat's machine, not by the host
    log = [m["a"] for m in other.received if m["t"] == "delta" and m["a"].get("seat") == 0]
    assert log[0] == {"type": "timeout", "seat": 0, "draw_only": 1}   # the host drew for it, counted once
    assert log[1]["type"] == "timeout" and "card" in log[1]      # the machine discarded
    # While the machine's least turn is owed the turn is still on with its time up: tl 0, not
    # -1 ("no clock", which a client shows as no limit; PROTOCOL.md §11).
    drawn = next(m for m in other.received if m["t"] == "delta" and m["a"] == log[0])
    assert drawn["tl"] == 0
    after = next(m for m in other.received if m["t"] == "delta" and m["a"] == log[1])
    assert after["tl"] != 0                                     # the next turn's own clock
    assert not [m for m in other.received if m["t"] == "blind_void"]
    assert any(m["t"] == "sys" and m["event"] == "timed_out" and m["seat"] == 0 for m in other.received)
    _run(h, lambda: h.table.finished)
    assert blind_records_ok([idle, other]) == 2               # one round, each machine's record; the audit re-picks every named discard


def test_the_host_machine_plays_the_least_turn_of_its_own_player(tmp_path):
    """The person playing on the host's machine holds no key: the host machine reads that hand
    once the other key holders' shares are in, and names the discard itself."""
    h = MemHost(_cfg(bots=(None, None, None), host_player=identity(2).fingerprint), records_dir=tmp_path)
    a = h.add_client(0)
    b = h.add_client(1)
    own = h.add_client(2, autoplay=False)
    _run(h, lambda: len(_timeouts(a)) >= 1)
    assert h.table.blind.setup.openers[own.joined.seat] == HOST_SLOT
    assert not [m for m in a.received if m["t"] in ("blind_timeout", "blind_void")]
    assert _timeouts(a)[0]["seat"] == own.joined.seat
    _run(h, lambda: h.table.finished)
    assert blind_records_ok([a, b]) >= 1


def test_a_silent_seat_is_handled_like_a_drop_grace_then_void_and_redeal(tmp_path):
    h = MemHost(_cfg(grace_ms=3_000), records_dir=tmp_path)
    mute = h.add_client(0, autoplay=False, drop_types={"timeout"})   # its program never plays the least turn
    other = h.add_client(1)
    _run(h, lambda: any(m["t"] == "blind_timeout" for m in other.received))
    attempt = h.table.blind.setup.attempt
    t0 = h.now
    _run(h, lambda: any(m["t"] == "blind_void" for m in other.received))
    void = next(m for m in other.received if m["t"] == "blind_void")
    assert void["slot"] == 0 and void["reason"] == "dropped" and void["attempt"] == attempt
    assert h.now - t0 >= 10.0 + 3.0 - 1e-6                   # the second deadline, then the grace period
    silent = [m for m in other.received if m["t"] == "sys" and m["event"] == "disconnected"]
    assert silent and silent[0]["seat"] == 0 and silent[0]["args"].get("silent") == 1
    assert h.table.blind.setup.attempt == attempt + 1
    assert h.table.blind.setup.openers[0] == HOST_SLOT         # the host machine's bot plays it now
    _run(h, lambda: h.table.finished)
    assert blind_records_ok([other]) == 1


def test_after_three_least_turns_a_bot_plays_the_seat_from_the_next_round(tmp_path):
    """RULES.md §12's limit at a blind table (§17.13 step 6): the third least turn in a row marks
    the seat for a bot; the program's later least turns do not bring the person 'back'; the next
    round's seat is opened by the host machine, whose bot plays it (no blind_timeout for it)."""
    h = MemHost(_cfg(JOLLY.with_options(target_points=500)), records_dir=tmp_path)
    idle = h.add_client(0, autoplay=False)
    other = h.add_client(1)
    _run(h, lambda: any(m["t"] == "sys" and m["event"] == "timed_out" and m["seat"] == 0
                        and m["args"].get("bot") == 1 for m in other.received))
    assert len([a for a in _timeouts(other) if a["seat"] == 0]) == 3     # at the third, not the fourth
    assert h.table.seats[0].auto
    first = h.table.blind.setup.round_no
    _run(h, lambda: h.table.blind is not None and h.table.blind.setup.round_no > first
         and h.table.state is not None and h.table.state.round_no > first)
    assert h.table.blind.setup.openers[0] == HOST_SLOT and 0 not in h.table.blind.setup.holders
    backs = [m for m in other.received if m["t"] == "sys" and m["event"] == "back" and m["seat"] == 0]
    assert not backs, backs
    n = len([m for m in other.received if m["t"] == "blind_timeout"])
    _run(h, lambda: h.table.finished or len(other.game.saved) >= 2)       # the second round is played out
    later = [m for m in other.received if m["t"] == "blind_timeout"][n:]
    assert not [m for m in later if m["seat"] == 0]           # the host's bot plays it: no least turns owed
    assert blind_records_ok([other]) >= 2


def test_a_person_who_plays_the_timed_out_turn_first_is_not_handled_as_silent(tmp_path):
    """After blind_timeout the person may still play the turn; the least turn is then not owed,
    and no deadline of it may later keep the seat as if dropped (fails without the fix)."""
    h = MemHost(TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"),
                            blind=True, turn_ms=30_000, seed=4), records_dir=tmp_path)
    slow = h.add_client(0, autoplay=False, drop_types={"timeout"})   # its program leaves the turn to the person
    other = h.add_client(1, autoplay=False)
    _run(h, lambda: any(m["t"] == "blind_timeout" and m["seat"] == 0 for m in other.received))
    _run(h, lambda: slow.game.view.phase == "play" and -1 not in slow.game.view.hand)
    slow.act(Discard(0, slow.game.view.hand[0]))
    h.pump()
    assert h.table.state.current != 0
    h.advance(12.0)                                            # past the least turn's 10 s; seat 1 still thinking
    assert h.table.seats[0].dropped_at is None
    assert not [m for m in other.received if m["t"] in ("sys",) and m["event"] == "disconnected"]
    assert not [m for m in other.received if m["t"] == "blind_void"]
    slow.autoplay = other.autoplay = True
    _run(h, lambda: h.table.finished)
    assert blind_records_ok([slow, other]) == 2


def test_a_least_turn_that_names_another_card_is_refused_by_the_audit(tmp_path, monkeypatch):
    """The host cannot check the named discard (it cannot see the hand); the round's audit can."""
    from protocol.clientblind import BlindDuty
    from protocol.verify import verify_record
    real = BlindDuty.least_turn

    def lying(self):
        t = real(self)
        if t is None:
            return None
        other = next(c for c in self.view.hand if c != t.card)
        return Timeout(t.seat, other)
    h = MemHost(_cfg(), records_dir=tmp_path)
    cheat = h.add_client(0, autoplay=False)
    other = h.add_client(1)
    monkeypatch.setattr(BlindDuty, "least_turn", lying)
    _run(h, lambda: len(_timeouts(other)) >= 1)
    monkeypatch.setattr(BlindDuty, "least_turn", real)
    _run(h, lambda: h.table.finished)
    reports = [r for r in other.game.reports]
    assert reports and not reports[0].ok and "timed-out turn discarded" in reports[0].message
    bad = verify_record(other.game.saved[0])
    assert not bad.ok and "timed-out turn discarded" in bad.message


async def test_least_turns_over_tls(tmp_path):
    """A real client that never moves, at a blind table over TLS: its program plays its least
    turns (the host draws, the program names the discard) until the others end the round."""
    cfg = TableConfig(variant=JOLLY.with_options(target_points=50), seats=3, bots=(None, None, "easy"), blind=True,
                      turn_ms=1_000, seed=8, table_id="blind-least-tls")
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    try:
        idle = TableClient("127.0.0.1", host.port, nick="Idle", data_dir=tmp_path / "i")
        busy = TableClient("127.0.0.1", host.port, nick="Busy", data_dir=tmp_path / "b")
        await idle.connect()
        await busy.connect()
        ended = asyncio.Event()
        timeouts: list[dict] = []

        def watch(ev):
            if isinstance(ev, MatchEnded):
                ended.set()
            a = getattr(ev, "action", None)
            if isinstance(a, dict) and a.get("type") == "timeout":
                timeouts.append(a)
        idle.on_event = watch
        play = asyncio.ensure_future(run_bot_client(busy, "normal", random.Random(3), quiet=True))
        await asyncio.wait_for(ended.wait(), 240)
        assert await asyncio.wait_for(play, 30) == 0
        assert [a for a in timeouts if a["seat"] == idle.game.seat and "card" in a]
        assert all("card" in a or a.get("draw_only") == 1 for a in timeouts)   # a slow machine's turn may time out too
        assert not host.table.blind_excluded and host.table.aborts == [0, 0, 0]
        assert blind_records_ok([idle, busy]) >= 1
        for path in idle.game.saved:
            rec = json.loads(path.read_text(encoding="utf-8"))
            assert "blind" in rec
        await idle.close()
    finally:
        await host.close()


def test_the_bot_is_announced_for_the_next_round_and_shown_only_once_it_plays(tmp_path):
    """At a blind table the third least turn in a row marks the seat for a bot, but the seat's own
    machine plays the rest of the round (only it sees the hand): the notice says "from the next
    round", and the seat is not shown as played by a bot before the round in which the bot plays
    it (before the fix both came one round early)."""
    h = MemHost(_cfg(JOLLY.with_options(target_points=500)), records_dir=tmp_path)
    idle = h.add_client(0, autoplay=False)
    other = h.add_client(1)

    def marked() -> bool:
        return any(m["t"] == "sys" and m["event"] == "timed_out" and m["seat"] == 0
                   and m["args"].get("bot") == 1 for m in other.received)
    _run(h, marked)
    notice = next(m for m in other.received if m["t"] == "sys" and m["event"] == "timed_out"
                  and m["args"].get("bot") == 1)
    assert notice["args"].get("next_round") == 1 and "from the next round" in notice["text"]
    first = h.table.state.round_no
    h.pump()
    tables = [m for m in other.received if m["t"] == "table"]
    assert not tables[-1]["info"]["seats"][0]["auto"]        # its own machine still plays it this round
    n = len(other.received)
    _run(h, lambda: h.table.state is not None and h.table.state.round_no > first
         and h.table.blind is not None and h.table.blind.host is not None)
    later = [m for m in other.received[n:] if m["t"] == "table" and m["info"]["phase"] == "play"]
    assert later and later[-1]["info"]["seats"][0]["auto"]   # the bot plays it now: shown
    assert h.table.blind.setup.openers[0] == HOST_SLOT
