"""Watchers over sans-I/O sessions: mid-round arrival, no hidden card, the owner's switches."""

from __future__ import annotations

import pytest

from lj_harness import MemHost, events_of  # noqa: E402
from test_protocol_table import LeakCheckTable, _cards_in  # noqa: E402

from lanjolly.variants import JOLLY, ROMME  # noqa: E402
from lanjolly.views import spectator_view, visible_cards  # noqa: E402
from protocol.clientstate import ChatReceived, Refused  # noqa: E402
from protocol.messages import make  # noqa: E402
from protocol.session import Closed  # noqa: E402
from protocol.table import TableConfig  # noqa: E402
from protocol.wireview import view_to_wire  # noqa: E402


SECRETS_SEED = 99  # the deals this module's games were written against (conftest.seeded_secrets)


def _cfg(variant=JOLLY, target=50, bots=(None, None, "normal", "easy"), **kw) -> TableConfig:
    base = dict(variant=variant.with_options(target_points=target), seats=len(bots), bots=bots, seed=3,
                turn_ms=0, table_id="watchers-test")   # the deal hashes the table id: fixed, so are the games
    base.update(kw)
    return TableConfig(**base)


def _play_until(h: MemHost, done, max_steps: int = 20_000) -> None:
    for _ in range(max_steps):
        h.pump()
        if done():
            return
        due = h.table.next_deadline()
        assert due is not None, f"stuck in {h.table.phase}"
        h.now = max(h.now, due)
        h.table.tick(h.now)
    raise AssertionError("condition never met")


def _assert_no_hidden_card(h: MemHost, cid: int) -> int:
    """Every frame sent to ``cid`` mentions only cards a spectator could see at that moment."""
    frames = 0
    for to, msg, state in h.table.sent:
        if to != cid or state is None:
            continue
        mentioned = _cards_in(msg)
        if msg["t"] in ("snap", "delta"):
            body = msg["v"] if msg["t"] == "snap" else msg["d"]
            assert not body.get("h"), "a watcher was sent a hand"
        assert mentioned <= visible_cards(spectator_view(state)), (msg["t"], sorted(mentioned))
        frames += 1
    return frames


@pytest.mark.parametrize("variant,target", [(JOLLY, 500), (ROMME, 50)])
def test_watcher_arriving_mid_round_gets_a_snapshot_and_follows_a_whole_match(variant, target):
    h = MemHost(_cfg(variant, target), table_cls=LeakCheckTable)
    players = [h.add_client(0), h.add_client(1)]
    _play_until(h, lambda: h.table.phase == "play" and h.table.accepted >= 7)
    w = h.add_client(5, "Wanda", watch=True)
    assert w.joined.seat == -1
    accepted_before = h.table.accepted
    snap = next(m for m in w.received if m["t"] == "snap")
    assert len(snap["acts"]) == len(h.table.round_acts) > 0           # the round so far
    assert w.game.view.seat is None and w.game.view.hand == ()
    h.run_until_finished()
    assert h.table.match.round_no >= 2                                  # several rounds, several deals
    # one delta per action accepted after the watcher came (and more: snapshots, deals, reshuffles)
    assert _assert_no_hidden_card(h, w.cid) > h.table.accepted - accepted_before > 0
    # the watcher's reconstructed view is the public view, and every round it saw checks out
    assert view_to_wire(w.game.view) == view_to_wire(spectator_view(h.table.state))
    assert w.game.reports and all(r.ok for r in w.game.reports)
    assert len(w.game.reports) == h.table.match.round_no
    assert all(c.game.seat is not None for c in players)


def test_watch_in_the_lobby_takes_no_free_seat():
    h = MemHost(_cfg(bots=(None, None, None, "easy"), auto_start=False))
    h.add_client(0)
    w = h.add_client(1, "Wim", watch=True)
    assert w.joined.seat == -1
    info = h.table.info()
    assert [s["kind"] for s in info["seats"]] == ["human", "empty", "empty", "bot"]
    assert info["watchers"] == [{"nick": "Wim", "fp": w.conn.identity.fingerprint}]
    assert info["watch"] == {"limit": 8, "chat": False, "sit": False}


def test_watcher_limit_and_watchers_off_are_enforced():
    h = MemHost(_cfg(bots=(None, "easy"), watchers=2))
    h.add_client(0)                      # fills the table; the match starts
    a, b = h.add_client(1, watch=True), h.add_client(2)
    assert a.joined.seat == b.joined.seat == -1
    c = h.add_client(3, watch=True)
    assert c.joined is None and isinstance(c.closed, Closed) and c.closed.code == "watchers_full"
    again = h.add_client(1, watch=True)  # the same watcher from elsewhere replaces itself: still room
    assert again.joined.seat == -1
    assert len(h.table.info()["watchers"]) == 2

    off = MemHost(_cfg(bots=(None, None), watchers=0, auto_start=False))
    p = off.add_client(0)
    assert p.joined.seat == 0            # players are not watchers: watchers=0 does not stop them
    w = off.add_client(1, watch=True)
    assert w.joined is None and w.closed.code == "watchers_off"
    q = off.add_client(2)                # a free seat: sits down
    assert q.joined.seat == 1
    full = off.add_client(3)             # no seat left and no watchers allowed
    assert full.closed.code == "watchers_off"


def test_watcher_chat_only_when_the_owner_allows_it():
    for allowed in (False, True):
        h = MemHost(_cfg(bots=(None, "easy"), watcher_chat=allowed))
        p = h.add_client(0)
        w = h.add_client(1, "Wes", watch=True)
        w.send(make("chat", text="nice move"))
        h.pump()
        heard = [e for e in events_of(p, ChatReceived) if e.text == "nice move"]
        refusals = [e for e in events_of(w, Refused) if e.code == "watcher_chat_off"]
        if allowed:
            assert len(heard) == 1 and heard[0].seat == -1 and heard[0].nick == "Wes" and not refusals
        else:
            assert not heard and len(refusals) == 1


def _leave_mid_round(h: MemHost, who) -> None:
    _play_until(h, lambda: h.table.phase == "play" and h.table.accepted >= 3)
    who.send(make("leave"))
    h.pump()
    _play_until(h, lambda: h.table.phase == "between")


@pytest.mark.parametrize("allowed", [False, True])
def test_watcher_takes_a_given_up_seat_between_rounds_only_if_allowed(allowed):
    h = MemHost(_cfg(target=500, bots=(None, None, "easy"), watchers_may_sit=allowed, between_rounds_ms=30_000))
    a, b = h.add_client(0), h.add_client(1)
    w = h.add_client(7, "Wil", watch=True)
    w.send(make("sit", seat=0))              # taken by a present player: never
    h.pump()
    _leave_mid_round(h, b)
    total_before = h.table.match.totals[1]
    w.send(make("sit", seat=1))
    h.pump()
    codes = [e.code for e in events_of(w, Refused)]
    if not allowed:
        assert codes[-1] == "sit_off" and h.table.seats[1].fp != w.conn.identity.fingerprint
        return
    assert codes == ["bad_state"]            # the lobby-only refusal of the first try, mid-match
    assert h.table.seats[1].fp == w.conn.identity.fingerprint and h.table.seats[1].kind == "human"
    assert h.table.match.totals[1] == total_before          # the seat keeps its score
    _play_until(h, lambda: h.table.phase == "play")
    assert w.game.view.seat == 1 and len(w.game.view.hand) > 0   # dealt in at the next round
    assert a.game.seat == 0


def test_a_watcher_coming_and_going_does_not_disturb_the_players():
    h = MemHost(_cfg(bots=(None, "normal"), bot_delay_ms=600))
    p = h.add_client(0)
    _play_until(h, lambda: h.table.phase == "play" and h.table.bot_due is not None)
    due, turn, views = h.table.bot_due, h.table.turn_deadline, view_to_wire(p.game.view)
    h.now += 0.3
    for _ in range(3):
        w = h.add_client(4, watch=True)
        w.send(make("bye"))
        h.pump()
        h.drop(w)
    assert h.table.bot_due == due and h.table.turn_deadline == turn
    assert view_to_wire(p.game.view) == views
    assert not events_of(p, Refused)


def test_a_player_who_left_comes_back_as_a_watcher_and_the_bot_keeps_the_seat():
    h = MemHost(_cfg(target=500, bots=(None, None, "easy")))
    a, b = h.add_client(0), h.add_client(1)
    _play_until(h, lambda: h.table.phase == "play" and h.table.accepted >= 3)
    b.send(make("leave"))
    h.pump()
    back = h.add_client(1, watch=True)                 # same identity, now only looking on
    assert back.joined.seat == -1
    assert back.game.seat is None                       # the watcher list wins over the seat's name
    seat = h.table.seats[1]
    assert seat.auto and seat.left and seat.cid is None  # the bot plays on
    _play_until(h, lambda: h.table.phase == "between")
    assert back.game.reports and all(r.ok for r in back.game.reports)
    assert back.game.reports[-1].seat is None
    assert a.game.seat == 0


def test_headless_host_takes_the_watcher_switches():
    from protocol.cli_host import build_host_parser, config_from_args
    p = build_host_parser()
    cfg = config_from_args(p.parse_args(["--watchers", "3", "--watcher-chat", "--watchers-may-sit"]))
    assert (cfg.watchers, cfg.watcher_chat, cfg.watchers_may_sit) == (3, True, True)
    cfg = config_from_args(p.parse_args([]))
    assert (cfg.watchers, cfg.watcher_chat, cfg.watchers_may_sit) == (8, False, False)
    assert config_from_args(p.parse_args(["--watchers", "0"])).watchers == 0
    with pytest.raises(ValueError):
        config_from_args(p.parse_args(["--watchers", "-1"]))
    assert TableConfig.from_dict(cfg.to_dict()) == cfg     # journals keep the switches (resume)
