"""The fair deal's shuffle is uniform: χ² over deals made by the real code (issue 10.9).

The full run (10^5 deals) is ``bench/bench_shuffle.py``; this runs the same
code on 2,000 deals, and checks that the test would notice a biased shuffle.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_shuffle.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_shuffle", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_card_positions_and_first_cards_are_uniform(bench):
    r = bench.run(2_000, seed=7)
    assert r["p_position"] > 0.001 and r["p_first_card"] > 0.001, r


def test_the_check_catches_a_biased_shuffle(bench, monkeypatch):
    real = bench.reveal_round

    class Biased:
        def __init__(self, revealed):
            self.revealed = revealed

        def deal_order(self):
            order = self.revealed.deal_order()
            order.remove(0)
            return [0, *order]          # card 0 always on top: the kind of bias a bug would cause

    monkeypatch.setattr(bench, "reveal_round", lambda *a: Biased(real(*a)))
    r = bench.run(2_000, seed=7)
    assert r["p_position"] < 1e-6 and r["p_first_card"] < 1e-6, r
