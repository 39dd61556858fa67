"""The table over sans-I/O sessions: whole matches, leaks, the deal, timers, reconnects, resume."""

from __future__ import annotations

from typing import Any

import pytest

from lj_harness import MemHost, events_of  # noqa: E402

from lanjolly.cards import DECK_SIZE  # noqa: E402
from lanjolly.round import Phase  # noqa: E402
from lanjolly.variants import JOLLY, ROMME  # noqa: E402
from lanjolly.views import spectator_view, view, visible_cards  # noqa: E402
from protocol.clientstate import ChatReceived, DealUnverified, MatchEnded, Refused, SystemNotice  # noqa: E402
from protocol.journal import Journal, Record  # noqa: E402
from protocol.messages import make  # noqa: E402
from protocol.table import Table, TableConfig  # noqa: E402
from protocol.tablephase import TablePhase  # noqa: E402
from protocol.tabledeal import CommitReveal, Ready  # noqa: E402
from protocol.verify import verify_record  # noqa: E402
from protocol.wireview import view_to_wire  # noqa: E402


SECRETS_SEED = 4242  # the deals this module's games were written against (conftest.seeded_secrets)


def _cfg(variant=JOLLY, target=50, seats=4, bots=(None, None, None, "normal"), **kw) -> TableConfig:
    base = dict(variant=variant.with_options(target_points=target), seats=seats, bots=bots, seed=7, turn_ms=0)
    base.update(kw)
    return TableConfig(**base)


# ----------------------------------------------------------------- leak checking

_CARD_KEYS = ("card", "joker")


def _cards_in(msg: Any) -> set[int]:
    """Every card id a frame mentions (view fields, log events, action fields)."""
    out: set[int] = set()
    t = msg["t"]
    if t in ("snap", "delta"):
        w = msg["v"] if t == "snap" else msg["d"]

        def items(val: Any) -> list:  # a list value, or what a list edit adds ("@" and "+")
            if isinstance(val, dict):
                return [i for _, i in val.get("@", [])] + val.get("+", [])
            return val or []
        for key in ("h", "dis", "tk"):
            out.update(items(w.get(key)))
        for m in items(w.get("m")):
            out.update(m[2])
        for h in items(w.get("rh")):
            out.update(h)
        for e in msg["log"]:
            out.update(e[2])
        acts = msg["acts"] if t == "snap" else [msg["a"]]
        for a in acts:
            for k in _CARD_KEYS:
                if k in a:
                    out.add(a[k])
            for meld in a.get("melds", []):
                out.update(meld)
    return out


class LeakCheckTable(Table):
    """Records, for every frame, the true state it was produced from (the outbox's tap sees each
    message as the table queues it)."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.sent: list[tuple[int, dict, Any]] = []
        self.outbox.tap = lambda cid, msg: self.sent.append((cid, msg, self.state))


@pytest.mark.parametrize("variant,blind", [(JOLLY, False), (ROMME, False), (JOLLY, True), (ROMME, True)])
def test_no_frame_ever_holds_a_hidden_card(variant, blind):
    """Across many seeded games: every card in every frame was visible to that seat at that moment.

    With cards hidden from the host (PROTOCOL.md §17) the host sends ``-1`` for what it cannot
    see, and the blind messages name only cards an opening made public."""
    frames = 0
    for game in range(6 if not blind else 3):
        target = 50 if variant is JOLLY else 1
        cfg = _cfg(variant, target, seats=4 if game % 2 else 3,
                   bots=(None, None, None, "normal") if game % 2 else (None, None, "easy"), seed=game, blind=blind)
        h = MemHost(cfg, table_cls=LeakCheckTable)
        clients = [h.add_client(i) for i in range(2 if game % 2 == 0 else 3)]
        watcher = h.add_client(9)  # the table is full: joins as a spectator
        assert watcher.joined.seat == -1
        h.run_until_finished()
        seat_of = {c.cid: c.game.seat for c in clients + [watcher]}
        for cid, msg, state in h.table.sent:
            if cid not in seat_of or state is None:
                continue
            frames += 1
            assert msg["t"] not in ("secret",)
            if msg["t"] == "deal_reveal":
                assert state.phase is Phase.OVER  # secrets only once the round is over
            seat = seat_of[cid]
            mentioned = _cards_in(msg) - {-1}
            if not mentioned:
                continue
            if seat is None:
                allowed = visible_cards(spectator_view(state))
            else:
                allowed = visible_cards(view(state, seat))
            assert mentioned <= allowed, (msg["t"], seat, sorted(mentioned - allowed))
            if msg["t"] == "blind_shares":   # an opening shows cards that go public with the move
                assert set(msg["cards"]) <= set(range(DECK_SIZE))
        # the clients' reconstructed views are exactly the engine's views
        for c in clients:
            assert view_to_wire(c.game.view) == view_to_wire(view(h.table.state, c.game.seat))
            assert list(c.game.view.log) == list(h.table.state.log)
            assert all(r.ok for r in c.game.reports) and c.game.reports
        for c in clients + [watcher]:
            for m in c.received:  # nobody is ever sent the stock order
                assert "stock" not in m and "order" not in str(m.get("a", ""))
    assert frames > (500 if not blind else 200)


def test_whole_match_both_games_with_verified_deals(tmp_path):
    for variant, target in ((JOLLY, 50), (ROMME, 50)):
        h = MemHost(_cfg(variant, target, seats=4, bots=(None, "strong", None, "easy")), records_dir=tmp_path)
        a, b = h.add_client(0), h.add_client(1)
        h.run_until_finished()
        for c in (a, b):
            ends = events_of(c, MatchEnded)
            assert len(ends) == 1 and ends[0].totals == h.table.match.totals
            assert not events_of(c, DealUnverified)
            assert len(c.game.reports) == h.table.match.round_no
            for path in c.game.saved:
                report = verify_record(path)
                assert report.ok, report


class _CheatingDeal(CommitReveal):
    """Commits honestly, then deals an order of the host's own choosing."""

    def _ready(self, out):
        honest = super()._ready(out)
        return Ready(list(range(DECK_SIZE)), honest.chance, honest.record, honest.out)


class _WrongRevealDeal(CommitReveal):
    """Deals honestly but reveals a different secret for the host."""

    def reveal(self):
        self.secrets[100] = bytes(32)
        return super().reveal()


class CheatingTable(Table):
    """A host that deals from an order of its own choosing, not the committed one (through the
    table's deal-source seam: the deal round is the part a host would swap)."""

    def __init__(self, config, journal=None):
        super().__init__(config, journal, deals=lambda ctx: _CheatingDeal(ctx, self.sign))


class WrongRevealTable(Table):
    """A host that deals honestly but reveals a different secret for itself."""

    def __init__(self, config, journal=None):
        super().__init__(config, journal, deals=lambda ctx: _WrongRevealDeal(ctx, self.sign))


@pytest.mark.parametrize("cls,needle", [(CheatingTable, "dealt"), (WrongRevealTable, "commitment")])
def test_cheating_host_is_caught_by_every_client(tmp_path, cls, needle):
    h = MemHost(_cfg(target=1, variant=ROMME, seats=3, bots=(None, None, None)), table_cls=cls,
                records_dir=tmp_path)
    clients = [h.add_client(i) for i in range(3)]
    h.run_until_finished()
    for c in clients:
        loud = events_of(c, DealUnverified)
        assert loud and "this deal could not be verified" in loud[0].text
        assert needle in loud[0].text
        assert c.game.saved and not verify_record(c.game.saved[0]).ok


def test_missing_reveal_restarts_the_deal_without_that_player():
    h = MemHost(_cfg(target=1, variant=ROMME, seats=3, bots=(None, None, None)))
    a = h.add_client(0, autoplay=False)
    b = h.add_client(1, autoplay=False)
    mute = h.add_client(2, autoplay=False, drop_types={"secret"})  # commits, never reveals
    assert h.table.phase == "deal"
    h.advance(h.table.config.deal_timeout_ms / 1000 + 0.01)
    assert h.table.phase == "play"
    for c in (a, b, mute):
        aborts = [m for m in c.received if m["t"] == "deal_abort"]
        assert aborts and aborts[0]["slot"] == mute.game.seat and aborts[0]["reason"] == "no_secret"
    assert h.table.deal.attempt == 2 and mute.game.seat not in h.table.deal.commits
    for c in (a, b, mute):
        c.autoplay = True
    h.run_until_finished()
    assert all(r.ok for c in (a, b) for r in c.game.reports)


def test_turn_timer_three_timeouts_then_bot_until_back():
    h = MemHost(_cfg(target=500, seats=2, bots=(None, "normal"), turn_ms=5000,
                                bot_delay_ms=1000))
    p = h.add_client(0, autoplay=False)
    seat = p.game.seat
    timeouts = 0
    while not h.table.seats[seat].auto:
        assert h.table.state.current == seat or h.table.bot_due is not None
        if h.table.state.current == seat:
            tl = p.game.time_left_ms
            assert 0 < tl <= 5000
            h.advance(5.001)
            timeouts += 1
        else:
            h.advance(1.001)
    assert timeouts == 3
    assert any(e.event == "timed_out" and "bot" in e.text for e in events_of(p, SystemNotice))
    # the bot plays the seat now: the player's turns pass without the player
    def mine() -> int:
        return sum(1 for m in p.received if m["t"] == "delta" and m["a"].get("seat") == seat)
    before = mine()
    h.advance(10)
    assert mine() > before, (h.table.phase, h.table.match, h.now)
    # the player comes back
    p.send(make("back"))
    h.pump()
    assert not h.table.seats[seat].auto


def test_disconnect_mid_turn_bot_plays_that_turn_reconnect_resumes_with_snapshot():
    h = MemHost(_cfg(target=50, seats=3, bots=(None, None, "easy"), turn_ms=4000, grace_ms=30_000))
    a = h.add_client(0, autoplay=False)
    b = h.add_client(1)
    while h.table.state.current != a.game.seat:
        h.advance(0.001)
    seat = a.game.seat
    turn = h.table.state.turn_no
    h.drop(a)
    assert h.table.seats[seat].dropped_at is not None and not h.table.seats[seat].auto
    h.advance(4.01)  # the turn timer runs out while away: a bot plays that turn
    assert h.table.state.turn_no > turn
    assert not h.table.seats[seat].auto  # still within the grace period
    a2 = h.add_client(0, autoplay=False)  # same identity, new connection
    assert a2.joined.seat == seat
    snaps = [m for m in a2.received if m["t"] == "snap"]
    assert snaps and snaps[-1]["v"]["h"] == list(h.table.state.hands[seat])
    assert any(e.event == "reconnected" for e in events_of(b, SystemNotice))
    # gone for longer than the grace period: a bot takes the seat until the player returns
    h.drop(a2)
    h.advance(30.01)
    assert h.table.seats[seat].auto
    a3 = h.add_client(0)
    assert not h.table.seats[seat].auto
    h.run_until_finished()
    assert all(r.ok for r in a3.game.reports)


def test_chat_length_and_rate_limits():
    h = MemHost(_cfg(seats=2, bots=(None, "easy"), target=50))
    a = h.add_client(0, autoplay=False)
    a.send(make("chat", text="x" * 201))
    h.pump()
    assert events_of(a, Refused)[-1].code == "chat_too_long"
    for i in range(7):
        a.send(make("chat", text=f"hello {i}\x07"))
    h.pump()
    got = events_of(a, ChatReceived)
    assert [c.text for c in got] == [f"hello {i}" for i in range(5)]  # control chars gone, 5 per window
    assert events_of(a, Refused)[-1].code == "chat_rate"
    h.advance(10.01)
    a.send(make("chat", text="again"))
    h.pump()
    assert events_of(a, ChatReceived)[-1].text == "again"


def test_knock_window_holds_the_next_draw():
    v = ROMME.with_options(knock=True, knock_window_ms=2000)
    h = MemHost(_cfg(v, target=1, seats=3, bots=(None, None, None)))
    clients = [h.add_client(i, autoplay=False) for i in range(3)]
    by_seat = {c.game.seat: c for c in clients}
    st = h.table.state
    cur = by_seat[st.current]
    from lanjolly.actions import Discard, DrawStock, Knock
    cur.act(DrawStock(cur.game.seat))
    h.pump()
    cur.act(Discard(cur.game.seat, cur.game.view.hand[-1]))
    h.pump()
    nxt = by_seat[h.table.state.current]
    knocker = next(c for s, c in by_seat.items() if s not in (cur.game.seat, nxt.game.seat))
    before = len(nxt.received)
    nxt.act(DrawStock(nxt.game.seat))
    h.pump()
    assert h.table.pending_draw is not None and h.table.state.phase is Phase.DRAW  # held
    assert len(nxt.received) == before
    knocker.act(Knock(knocker.game.seat))
    h.pump()
    assert h.table.state.current == knocker.game.seat  # the knock inside the window wins
    assert events_of(nxt, Refused)[-1].code == "knock_not_now"
    # a knock after the window closes is refused
    h2 = MemHost(_cfg(v, target=1, seats=3, bots=(None, None, None)))
    cs = [h2.add_client(i, autoplay=False) for i in range(3)]
    by = {c.game.seat: c for c in cs}
    cur = by[h2.table.state.current]
    cur.act(DrawStock(cur.game.seat))
    h2.pump()
    cur.act(Discard(cur.game.seat, cur.game.view.hand[-1]))
    h2.pump()
    h2.advance(2.01)
    other = next(c for s, c in by.items() if s not in (cur.game.seat, h2.table.state.current))
    other.act(Knock(other.game.seat))
    h2.pump()
    assert events_of(other, Refused)[-1].code == "knock_not_now"


def test_no_deal_while_every_player_is_away_the_next_round_waits_for_one_back():
    """Both people drop; stand-ins and the bot end the round. Dealt then, the next round would be the
    host's alone (nobody to vouch for it): it waits, for as long as a grace runs, for the first one back."""
    h = MemHost(_cfg(target=500, seats=3, bots=(None, None, "normal"), turn_ms=4000, grace_ms=3_600_000))
    a, b = h.add_client(0), h.add_client(1)   # they play at once: the round is under way
    assert h.table.phase is TablePhase.PLAY and h.table.accepted > 0
    h.drop(a)
    h.drop(b)
    h.run_until_finished(until=lambda: h.table.phase is not TablePhase.PLAY)
    assert h.table.phase is TablePhase.BETWEEN and h.table.state.round_no == 0
    h.advance(600)                      # ten minutes, every grace still running: no deal
    assert h.table.phase is TablePhase.BETWEEN and h.table.deal.round_no == 0
    b2 = h.add_client(1)                # one is back: the deal goes on, with them in it
    h.advance(0.01)
    assert h.table.deal.round_no == 1 and set(h.table.deal.participants) == {b2.game.seat}
    h.run_until_finished(until=lambda: len(b2.game.reports) >= 1)
    assert [r.ok for r in b2.game.reports] == [True]


def test_every_grace_over_the_held_deal_goes_on_with_bots_only():
    h = MemHost(_cfg(target=500, seats=3, bots=(None, None, "normal"), turn_ms=4000, grace_ms=600_000))
    a, b = h.add_client(0), h.add_client(1)   # they play at once: the round is under way
    h.drop(a)
    h.drop(b)
    h.run_until_finished(until=lambda: h.table.phase is not TablePhase.PLAY)
    graces_end = h.table.seats[0].dropped_at + 600
    assert h.now < graces_end - 1
    h.advance(graces_end - 1 - h.now)
    assert h.table.phase is TablePhase.BETWEEN and h.table.state.round_no == 0
    h.advance(2)                        # nobody came back: bots own every seat, and the table plays on
    assert h.table.seats[0].auto and h.table.seats[1].auto
    assert h.table.state.round_no >= 1


def _resumed_between_rounds(tmp_path) -> MemHost:
    """A table killed right after its first round ended (before the next deal), resumed from its journal."""
    j = Journal(tmp_path / "t.sqlite")
    h = MemHost(_cfg(target=500, seats=3, bots=(None, None, "normal")), journal=j)
    h.add_client(0), h.add_client(1)
    h.run_until_finished(until=lambda: h.table.phase is TablePhase.PLAY)
    h.run_until_finished(until=lambda: h.table.phase is TablePhase.BETWEEN)
    assert h.table.state.round_no == 0 and h.table.match.history
    h2 = MemHost(h.config)
    h2.now = h.now + 30                 # the host is back half a minute later
    h2.table = Table.resume(Journal(tmp_path / "t.sqlite"), now=h2.now)
    h2.table.sign = h.table.sign
    assert h2.table.phase is TablePhase.BETWEEN
    return h2


def test_a_table_resumed_between_rounds_deals_as_soon_as_everyone_is_back(tmp_path):
    """The deal after a restart waited 10 s even when both players were back within a second."""
    h = _resumed_between_rounds(tmp_path)
    start = h.now
    a = h.add_client(0)
    h.advance(0.5)
    assert h.table.state.round_no == 0          # one is still away: the deal waits for them
    b = h.add_client(1)
    h.advance(0.5)
    assert h.now - start < 2 and h.table.state.round_no >= 1     # dealt (and maybe played out) in that second
    assert a.game.reports and b.game.reports and all(r.ok for r in a.game.reports + b.game.reports)


def test_a_table_resumed_between_rounds_deals_after_10_s_without_the_one_still_away(tmp_path):
    h = _resumed_between_rounds(tmp_path)
    start = h.now
    h.add_client(0)
    h.advance(9)
    assert h.table.state.round_no == 0
    h.advance(1.5)
    assert h.table.state.round_no >= 1 and h.now - start < 11


def _resumed_from(h: MemHost, tmp_path, entries) -> MemHost:
    """A host that died when its journal held ``entries``, back half a minute later."""
    j = Journal(tmp_path / "cut.sqlite")
    for kind, body in entries:
        j.write(kind, body)
    h2 = MemHost(h.config)
    h2.now = h.now + 30
    h2.table = Table.resume(Journal(tmp_path / "cut.sqlite"), now=h2.now)
    h2.table.sign = h.table.sign
    return h2


def _dealt(path) -> dict[str, Any]:
    """The journal's record of the first round's deal."""
    return next(body for kind, body in Journal(path).entries() if kind is Record.ROUND)


def test_a_table_resumed_inside_its_first_deal_deals_once_both_are_back(tmp_path):
    """The host died while the first deal waited for the players' commitments: resumed, the table
    stayed in its deal for good (a replayed deal that nothing would end). Now the deal begins again
    once both are back, at the next attempt number, and both players' checks of it hold."""
    h = MemHost(_cfg(target=500, seats=3, bots=(None, None, "normal")), journal=Journal(tmp_path / "t.sqlite"))
    h.add_client(0, drop_types={"commit"}), h.add_client(1, drop_types={"commit"})
    assert h.table.phase is TablePhase.DEAL and h.table.deal.attempt == 1
    h2 = _resumed_from(h, tmp_path, Journal(tmp_path / "t.sqlite").entries())
    assert h2.table.phase is TablePhase.DEAL
    start = h2.now
    a, b = h2.add_client(0), h2.add_client(1)
    h2.advance(0.5)
    assert h2.table.state.round_no >= 0 and h2.now - start < 1     # dealt (and maybe played out) by then
    first = _dealt(tmp_path / "cut.sqlite")
    assert (first["round"], first["attempt"], sorted(first["commits"])) == (0, 2, ["0", "1", "100"])
    assert a.game.reports and b.game.reports and all(r.ok for r in a.game.reports + b.game.reports)


def test_a_resumed_deal_goes_on_past_the_aborted_attempts_and_without_who_broke_them(tmp_path):
    """Attempt 1 was aborted naming seat 1 (no secret); the host died in attempt 2. Resumed, the deal
    begins at attempt 3, still without seat 1, as the host before would have dealt it."""
    h = MemHost(_cfg(target=500, seats=3, bots=(None, None, "normal")), journal=Journal(tmp_path / "t.sqlite"))
    h.add_client(0), h.add_client(1, drop_types={"secret"})
    h.run_until_finished(until=lambda: h.table.phase is TablePhase.PLAY)
    assert h.table.deal.attempt == 2 and h.table.deal.excluded == {1}
    kept = list(Journal(tmp_path / "t.sqlite").entries())
    cut = next(i for i, (kind, _b) in enumerate(kept) if kind is Record.ROUND)   # the host died before it
    h2 = _resumed_from(h, tmp_path, kept[:cut])
    a, b = h2.add_client(0), h2.add_client(1)
    h2.advance(0.5)
    first = _dealt(tmp_path / "cut.sqlite")
    assert (first["round"], first["attempt"], sorted(first["commits"])) == (0, 3, ["0", "100"])
    assert a.game.reports and all(r.ok for r in a.game.reports)


def test_a_commitment_for_an_attempt_of_the_host_that_died_never_counts(tmp_path):
    """A client that resends what its lost connection could not carry (against PROTOCOL.md §10)
    sends a commitment for the attempt the dead host had begun. The resumed host deals at the next
    attempt, so that commitment is refused as stale and the client's fresh one counts: before, the
    host took the stale one, and the client rightly refused to reveal for it."""
    h = _resumed_between_rounds(tmp_path)
    a = h.add_client(0)
    h.add_client(1)
    h.table.tick(h.now)                                   # both are back: the deal begins
    assert h.table.phase is TablePhase.DEAL and h.table.deal.attempt == 2
    a.send(make("commit", round=1, attempt=1, c=bytes(32)))   # the commitment of the dead host's attempt
    h.advance(0.5)
    assert h.table.state.round_no >= 1
    assert any(r.code == "deal_stale" for r in events_of(a, Refused))
    assert not events_of(a, DealUnverified) and a.game.reports and all(r.ok for r in a.game.reports)


def test_journal_resume_rebuilds_the_exact_state(tmp_path):
    j = Journal(tmp_path / "t.sqlite")
    h = MemHost(_cfg(target=100, seats=3, bots=(None, None, "normal")), journal=j)
    a, b = h.add_client(0), h.add_client(1)
    steps = 0
    while h.table.accepted < 150 and not h.table.finished:
        h.table.tick(h.now)
        h.pump()
        h.now += 0.001
        steps += 1
    before = h.table
    j2 = Journal(tmp_path / "t.sqlite")
    resumed = Table.resume(j2, now=5.0)
    assert resumed.accepted == before.accepted
    assert resumed.state == before.state
    assert resumed.match == before.match
    assert [s.fp for s in resumed.seats] == [s.fp for s in before.seats]
    assert all(s.dropped_at == 5.0 for s in resumed.seats if s.kind == "human")


def test_an_expert_seat_plays_a_match_and_is_announced_as_expert(tmp_path):
    """The fourth strength at a host: table info names it (schema enum), the
    host plays its turns (``think``; the real server runs it in a worker
    thread, ``protocol.botseat.THINK_ELSEWHERE``) and the match ends."""
    from protocol.botseat import THINK_ELSEWHERE
    assert "expert" in THINK_ELSEWHERE
    h = MemHost(_cfg(ROMME, 1, seats=2, bots=(None, "expert")), records_dir=tmp_path)
    a = h.add_client(0)
    h.run_until_finished()
    assert a.game.info.seats[1].strength == "expert"      # the typed table info (issue 21 §2)
    ends = events_of(a, MatchEnded)
    assert len(ends) == 1 and ends[0].totals == h.table.match.totals
