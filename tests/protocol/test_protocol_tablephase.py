"""The host table's phase changes only along its transition table (issue 16 item 4)."""

from __future__ import annotations

import pytest
from lj_harness import MemHost

from lanjolly.variants import ROMME
from protocol.table import Table, TableConfig
from protocol.tablephase import TRANSITIONS, PhaseError, TablePhase


def test_a_move_outside_the_table_is_refused():
    table = Table(TableConfig(seats=2))
    assert table.phase is TablePhase.LOBBY and not table.finished
    with pytest.raises(PhaseError):
        table._enter(TablePhase.PLAY)            # no dealing without a deal
    assert table.phase is TablePhase.LOBBY


def test_a_whole_match_walks_only_listed_transitions(monkeypatch):
    seen: list[tuple[TablePhase, TablePhase]] = []
    real = Table._enter

    def recording(self, phase):
        seen.append((self.phase, phase))
        real(self, phase)
    monkeypatch.setattr(Table, "_enter", recording)
    mem = MemHost(TableConfig(variant=ROMME.with_options(target_points=50), seats=2, bots=(None, "easy"),
                              seed=3, turn_ms=0))
    mem.add_client(0, "Ann")
    mem.run_until_finished()
    assert set(seen) <= TRANSITIONS
    assert seen[0] == (TablePhase.LOBBY, TablePhase.DEAL) and seen[-1][1] is TablePhase.FINISHED
    assert mem.table.finished and mem.table.info()["phase"] == "finished"
