"""A duplicate event in memory: registration, the boards' commit-reveal, identical deals, scoring, failures."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from event_harness import MemEvent
from lanjolly.variants import JOLLY, ROMME
from protocol.eventclient import BoardScored, EventUnverified
from lanjolly.state import Phase
from protocol.eventconfig import EventConfig, EventPhase


def _config(**kw) -> EventConfig:
    base = dict(tables=2, seats=4, boards=4, turn_ms=30_000, pause_ms=0, gather_ms=5_000, catchup_ms=600_000,
                event_id="00112233aabbccdd")
    base.update(kw)
    return EventConfig(**base)


def _event(tmp_path: Path, people: int = 3, **kw) -> MemEvent:
    ev = MemEvent(_config(**kw), tmp_path)
    for i in range(people):
        ev.add_person(i)
    return ev


def test_a_whole_event_with_people_and_bots_checks_out_everywhere(tmp_path):
    ev = _event(tmp_path)
    assert [e.nick for e in ev.desk.roster.people] == ["P0", "P1", "P2"]
    ev.desk.close_registration(ev.now)
    ev.run()
    assert ev.desk.phase is EventPhase.FINISHED and ev.desk.flow.published == [0, 1, 2, 3]
    for p in ev.people:
        assert p.game.problems == []
        scored = [e for e in p.desk.events if isinstance(e, BoardScored)]
        assert [e.board for e in scored] == [0, 1, 2, 3] and all(not e.problems for e in scored)
        reports = [r for g in set(p.games.values()) for r in g.reports]
        assert len(reports) == 4 and all(r.ok for r in reports)      # each seat's own view of each board
        assert p.game.finished


def test_every_table_is_dealt_the_same_board_at_the_same_moment(tmp_path):
    ev = _event(tmp_path, people=2)
    ev.desk.close_registration(ev.now)
    ev.run()
    by_board: dict[int, list] = {}
    for board, _table, state in ev.dealt:
        by_board.setdefault(board, []).append(state)
    assert sorted(by_board) == [0, 1, 2, 3]
    for board, states in by_board.items():
        assert len(states) == 2
        a, b = states
        assert a.hands == b.hands and a.stock == b.stock and a.dealer == b.dealer == board % 4
        assert a.round_no == b.round_no == board
    assert by_board[0][0].hands != by_board[1][0].hands          # boards differ from each other


def test_players_keep_their_seat_and_move_tables_between_rounds(tmp_path):
    ev = _event(tmp_path, people=4)
    ev.desk.close_registration(ev.now)
    ev.run()
    # seat-major registration: P0, P1 hold seat 0 at tables 1 and 2; P2, P3 seat 1; seat 1 moves each round
    seats = {p.nick: [(s.rnd, s.table, s.seat) for s in p.desk.events if type(s).__name__ == "SeatAssigned"]
             for p in ev.people}
    assert seats["P0"] == [(0, 0, 0), (1, 0, 0)] and seats["P1"] == [(0, 1, 0), (1, 1, 0)]
    assert seats["P2"] == [(0, 0, 1), (1, 1, 1)] and seats["P3"] == [(0, 1, 1), (1, 0, 1)]


def test_registration_is_let_go_on_disconnect_and_late_comers_look_on(tmp_path):
    ev = _event(tmp_path, people=2)
    gone = ev.people[1]
    ev.desk_host.drop(gone.desk)
    assert [e.nick for e in ev.desk.roster.people] == ["P0"]
    ev.desk.close_registration(ev.now)
    late = ev.add_person(5, "Late")
    assert late.game.slot is None and ev.desk.conns[late.desk.cid].slot is None
    ev.run()
    assert late.game.finished and late.game.problems == []          # an onlooker checks every board too


def test_the_event_closes_registration_when_every_place_is_taken(tmp_path):
    ev = _event(tmp_path, people=4, tables=2, seats=2)
    assert ev.desk.phase is not EventPhase.REGISTRATION


def test_a_missing_secret_leaves_that_player_out_of_the_board_and_the_results_say_so(tmp_path):
    ev = _event(tmp_path, people=2)
    ev.desk.close_registration(ev.now)
    ev.pump()
    ev.people[1].desk.drop_types = {"ev_secret"}
    ev.run()
    rec = ev.people[0].game.event_record()
    assert all(b["excluded"] == [[1, "no_secret"]] for b in rec["boards"])
    assert all(set(b["secrets"]) == {"0", "100"} for b in rec["boards"])
    assert ev.people[0].game.problems == [] and ev.people[1].game.problems == []


def _marks(rec: dict, nick: str) -> dict[int, list[str]]:
    slot = next(p["slot"] for p in rec["players"] if p["nick"] == nick)
    return {b["board"]: t["marks"][t["slots"].index(slot)] for b in rec["boards"] for t in b["tables"]
            if slot in t["slots"]}


def test_a_player_who_drops_gets_a_bot_after_the_grace_period_and_the_results_mark_those_boards(tmp_path, monkeypatch):
    from protocol import eventboards
    # The same boards every run. With random boards about 1 run in 13 (120 boards' secrets tried,
    # 9 failed; seen once in make test) another seat went out before P0's turn came round after
    # the drop, so nothing stood in for P0 and the board was rightly left unmarked.
    seeded = random.Random(21)
    monkeypatch.setattr(eventboards, "new_secret", lambda: seeded.randbytes(32))
    ev = _event(tmp_path, people=2, grace_ms=10_000)
    ev.desk.close_registration(ev.now)
    def mid_board() -> bool:
        """P0's own board past turn 2 and not over (any table's turn could be a board already over)."""
        host = ev.people[0].table_host
        st = host.table.state if host is not None else None
        return ev.desk.flow.playing == 0 and st is not None and st.turn_no > 2 and st.phase is not Phase.OVER
    ev.run(until=mid_board)
    p0 = ev.people[0]
    p0.table_host.drop(p0.table)               # the connection vanishes mid-board; P0 comes back next round
    ev.run()
    rec = ev.people[1].game.event_record()
    marks = _marks(rec, "P0")
    assert marks[0] == ["stand_in"]             # the rest of board 1: the grace period's stand-in, then the bot
    assert marks[1] == ["absent"]               # board 2: never at the table, a bot played it all
    assert marks[2] == [] and marks[3] == []    # back at the new table in round 2
    assert _marks(rec, "P1") == {0: [], 1: [], 2: [], 3: []}
    assert ev.desk.phase is EventPhase.FINISHED


def test_a_table_that_falls_behind_is_finished_by_bots_and_marked(tmp_path):
    ev = MemEvent(_config(turn_ms=600_000, catchup_ms=60_000, boards=2), tmp_path)
    ev.add_person(0, plays=False)               # sits at table 1 and never moves: a 10-minute turn each time
    ev.desk.close_registration(ev.now)
    start = ev.now
    ev.run()
    rec = ev.desk.flow
    slow = {t: o.marks for t, o in rec.outcomes[0].items()}
    assert all(m == frozenset({"hurried", "stand_in"}) or m == frozenset({"hurried"}) for m in slow[0])
    assert all(not m for m in slow[1])           # the other table finished in time: nothing marked
    assert ev.now - start < 2 * (60 + 600)       # bounded by the catch-up rule, not by the slow player


def test_the_organiser_resumes_a_crashed_event_from_its_journals(tmp_path, monkeypatch):
    from protocol import eventboards
    from protocol.eventresume import go_on, resume_desk, resume_tables
    from protocol.journal import EventJournal
    # The same boards every run: the crash must come mid-board, and with random boards about 1 run in
    # 150 dealt a third board that a hand went out of at turn 3, so the event ended before the crash
    seeded = random.Random(21)
    monkeypatch.setattr(eventboards, "new_secret", lambda: seeded.randbytes(32))
    ev = _event(tmp_path, people=3)
    ev.desk.close_registration(ev.now)
    ev.run(until=lambda: ev.desk.flow.playing == 2 and any(h.table.state and h.table.state.turn_no > 3
                                                            for h in ev.tables))
    acts_before = {h.table.table_id: len(h.table.round_acts) for h in ev.tables}
    now = ev.now
    # crash: the process and every connection are gone; only the journals on disk remain
    desk, _port, _rounds = resume_desk(EventJournal(tmp_path / "event.sqlite"), now)
    assert desk.flow.published == [0, 1] and desk.flow.playing == 2 and desk.flow.rnd == 1
    back = MemEvent(ev.config, tmp_path, desk=desk)
    back.set_now(now)
    tables = resume_tables(tmp_path, desk, now)
    assert {t.table_id: len(t.round_acts) for t in tables} == acts_before      # nothing played was lost
    back.open_round(1, resumed=tables)
    go_on(desk, tables, now)
    back.people = ev.people
    for p in back.people:                        # the clients reconnect by themselves
        p.table_host = None
        back.connect_desk(p)
    back.run()
    assert desk.phase is EventPhase.FINISHED and desk.flow.published == [0, 1, 2, 3]
    for p in back.people:
        assert p.game.problems == [], p.game.problems
        assert all(r.ok for g in set(p.games.values()) for r in g.reports)


def test_a_false_abort_is_proved_by_the_receipt(tmp_path):
    ev = _event(tmp_path, people=2)
    ev.desk.close_registration(ev.now)
    ev.pump()
    real = ev.desk.secrets.take
    ev.desk.secrets.take = lambda slot, secret: False if slot == 0 else real(slot, secret)   # a lying organiser
    ev.run()
    assert any("signed a receipt" in t for t in ev.people[0].game.problems)
    assert ev.people[1].game.problems == []


def test_an_organiser_that_swaps_our_commitments_is_caught(tmp_path):
    ev = _event(tmp_path, people=2)
    real = ev.desk.secrets.add
    ev.desk.secrets.add = lambda slot, c: real(slot, [bytes(32)] * 4 if slot == 0 else c)   # swapped on arrival
    ev.desk.close_registration(ev.now)
    ev.pump()
    assert any(isinstance(e, EventUnverified) and "not ours" in e.text for e in ev.people[0].desk.events)
