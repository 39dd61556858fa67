"""The host table's event table is its behaviour (issue 16 item 4, issue 21 §1).

Every ``(phase, event)`` pair ``tablephase.EVENTS`` lists is walked through the
table's dispatcher, and every pair it does not list is refused the way its
source calls for: a connection's message with its stable code, a stale timer
silently, a part's outcome as a host bug, a journal record as a damaged journal.
"""

from __future__ import annotations

import pytest
from lj_harness import MemHost

from lanjolly.variants import ROMME
from protocol.messages import make
from protocol.table import Conn, Table, TableConfig
from protocol.tablephase import (EVENTS, REFUSALS, SOURCE, TRANSITIONS, PhaseError, Source, TableEvent,
                                 TablePhase)


def _recording_table(phase: TablePhase) -> tuple[Table, list[TableEvent]]:
    """A table in ``phase`` whose handlers only record that they ran: the walk tests the
    dispatcher and the event table, not what each handler does (the match tests do that)."""
    table = Table(TableConfig(seats=2))
    table.conns[7] = Conn("f" * 64, "Ann", 0)
    ran: list[TableEvent] = []
    table._handlers = {e: (lambda now, cid, body, e=e: ran.append(e)) for e in TableEvent}
    table.phase = phase
    return table, ran


@pytest.mark.parametrize("pair", sorted(EVENTS, key=lambda p: (p[0].value, p[1].value)),
                         ids=lambda p: f"{p[0].value}-{p[1].value}")
def test_every_listed_pair_runs_its_handler_and_lands_in_its_phase(pair):
    phase, event = pair
    table, ran = _recording_table(phase)
    table.dispatch(event, 0.0, 7, {"t": event.value, "n": 1})
    assert ran == [event]
    assert table.phase is EVENTS[pair]
    assert not table.drain()


UNLISTED = sorted({(p, e) for p in TablePhase for e in TableEvent} - set(EVENTS),
                  key=lambda p: (p[0].value, p[1].value))


@pytest.mark.parametrize("pair", UNLISTED, ids=lambda p: f"{p[0].value}-{p[1].value}")
def test_every_unlisted_pair_is_refused_as_its_source_calls_for(pair):
    phase, event = pair
    table, ran = _recording_table(phase)
    source = SOURCE[event]
    if source is Source.OUTCOME:
        with pytest.raises(PhaseError):
            table.dispatch(event, 0.0)
    elif source is Source.REPLAY:
        with pytest.raises(ValueError, match="damaged"):
            table.dispatch(event, 0.0)
    else:
        table.dispatch(event, 0.0, 7, {"t": event.value, "n": 5})
    assert ran == [] and table.phase is phase            # nothing ran, nothing moved
    out = table.drain()
    if source is Source.MESSAGE:
        code, _text, request = REFUSALS[event]
        assert [(cid, m["t"], m["code"]) for cid, m, _c in out] == [(7, "refusal", code)]
        assert out[0][1]["n"] == (5 if event is TableEvent.ACT else -1)
        assert out[0][1]["args"] == ({"request": request} if request else {})
    else:
        assert out == []                                  # a stale timer is dropped without a word


def test_every_event_is_listed_somewhere_and_every_message_has_a_refusal():
    assert {e for _p, e in EVENTS} == set(TableEvent)
    partial = {e for e in TableEvent if SOURCE[e] is Source.MESSAGE
               and any((p, e) not in EVENTS for p in TablePhase)}
    assert partial == set(REFUSALS)


def test_a_real_message_out_of_phase_is_refused_with_its_code():
    mem = MemHost(TableConfig(seats=2, auto_start=False))
    ann = mem.add_client(0, "Ann")
    ann.send(make("commit", round=0, attempt=1, c=bytes(32)))
    ann.send(make("act", a={"type": "draw_stock"}, n=3))
    mem.pump()
    refusals = [(m["code"], m["n"]) for m in ann.received if m["t"] == "refusal"]
    assert refusals == [("deal_stale", -1), ("wrong_phase", 3)]
    assert mem.table.phase is TablePhase.LOBBY


def test_a_whole_match_walks_only_listed_pairs(monkeypatch):
    seen: list[tuple[TablePhase, TableEvent, TablePhase]] = []
    real = Table.dispatch

    def recording(self, event, now, cid=None, body=None):
        before = self.phase
        real(self, event, now, cid, body)
        seen.append((before, event, self.phase))
    monkeypatch.setattr(Table, "dispatch", recording)
    mem = MemHost(TableConfig(variant=ROMME.with_options(target_points=50), seats=2, bots=(None, "easy"),
                              seed=3, turn_ms=0))
    mem.add_client(0, "Ann")
    mem.run_until_finished()
    # a nested dispatch lands first, so an outer pair is checked by its start only
    assert all((p, e) in EVENTS for p, e, _n in seen)
    moves = {(p, n) for p, _e, n in seen if p is not n}
    assert moves <= TRANSITIONS
    assert {p for p, _e, _n in seen} | {n for _p, _e, n in seen} >= set(TablePhase) - {TablePhase.BETWEEN}
    assert seen[-1][2] is TablePhase.FINISHED and mem.table.info()["phase"] == "finished"


def test_every_event_has_a_handler_on_the_rounds_or_the_table():
    """The table finds each event's handler as it dispatches (no dict of bound methods per table):
    every event the event table knows resolves to a method of the rounds part or of the table."""
    table = Table(TableConfig(seats=2))
    for event in TableEvent:
        handler = table._handlers[event]
        assert callable(handler) and handler.__self__ in (table, table.rounds), event
