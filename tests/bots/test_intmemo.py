"""The solver's memo (lanjolly/intmemo.py): bounded, recently used entries kept, never tracked."""

from __future__ import annotations

import gc

import pytest

from lanjolly.intmemo import IntMemo


def test_the_memo_keeps_recent_entries_and_drops_old_ones_whole() -> None:
    memo = IntMemo(3)
    for k in range(3):
        memo.put(k, 10 * k)
    assert [memo.get(k) for k in range(3)] == [0, 10, 20]
    memo.put(3, 30)                   # the newer dictionary was full: it became the older one
    assert memo.get(0) == 0           # a hit in the older one comes back into the newer one
    memo.put(4, 40)
    memo.put(5, 50)                   # full again: the older one (1, 2 and the old 0) is dropped
    assert memo.get(1) is None and memo.get(2) is None
    assert [memo.get(k) for k in (0, 3, 4, 5)] == [0, 30, 40, 50]
    assert len(memo) <= 2 * memo.limit
    assert memo.get(99) is None


def test_a_memo_of_ints_is_never_tracked_by_the_collector() -> None:
    memo = IntMemo(1000)
    for k in range(5000):
        memo.put(k << 70, -k)         # big ints, as the solver's keys are
    gc.collect()
    assert not gc.is_tracked(memo.new) and not gc.is_tracked(memo.old)


def test_a_memo_needs_room_for_one_entry() -> None:
    with pytest.raises(ValueError):
        IntMemo(0)
