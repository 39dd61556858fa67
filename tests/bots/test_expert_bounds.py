"""bench/bench_expert_bounds.py measures what it says (BOTS.md, "Seventh round").

Why a test for a benchmark: the bounds work by replacing functions of the
engine and the search by name in the benchmark's process; a rename would leave
a bound silently measuring Expert as shipped. Each run is a subprocess, so no
patch leaks into the test session.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(script: str, args: list[str], out: Path) -> list[dict[str, object]]:
    subprocess.run([sys.executable, str(ROOT / "bench" / script), *args, "--out", str(out)],
                   check=True, capture_output=True, cwd=ROOT, timeout=300)
    return sorted((json.loads(line) for line in out.read_text().splitlines()), key=lambda r: int(r["deal"]))


def test_the_feed_oracle_removes_every_feed_it_can(tmp_path: Path) -> None:
    # Seed 8080's deal 1 has an Expert feed with a safe discard beside it (bounds7_base_romme_s8080).
    common = ["--variant", "romme", "--target", "1", "--seed", "8080", "--search", "off", "--cap", "0", "--deals", "2"]
    plain = _run("bench_expert.py", common, tmp_path / "plain.jsonl")
    oracle = _run("bench_expert_bounds.py", ["--feeds", "oracle", "--", *common], tmp_path / "oracle.jsonl")
    assert sum(r["blunders"]["expert"]["feed"] for r in plain) >= 1     # type: ignore[index]
    assert sum(r["blunders"]["expert"]["feed"] for r in oracle) == 0    # type: ignore[index]
    assert [r["deal"] for r in oracle] == [0, 1]
    # The file says which bound it holds, so it is never resumed or summarised as a plain run.
    assert oracle[0]["settings"]["feeds"] == "oracle" and "feeds" not in plain[0]["settings"]  # type: ignore[index,operator]


SPY = """
import json, sys
sys.path.insert(0, "bench")
import bench_expert_bounds as bounds
bounds.see_the_deal(stock_known=sys.argv[1] == "all")
import lanjolly.bots.search as search
from lanjolly.bots.expert import ExpertBot
from lanjolly.sim import play_deal
from lanjolly.variants import preset
ExpertBot.worlds, ExpertBot.time_cap = 4, None
sample = search.sample_built
checks = []
def spy(view, rng, *args, **kwargs):
    world = sample(view, rng, *args, **kwargs)
    true = bounds._CURRENT[0]
    checks.append([[list(h) for h in world.hands] == [list(h) for h in true.hands],
                   list(world.stock) == list(true.stock), sorted(world.stock) == sorted(true.stock)])
    return world
search.sample_built = spy
play_deal((preset("romme").with_options(target_points=1), ("expert", "strong"), 5151, 0, False))
print(json.dumps(checks))
"""


def _worlds(mode: str) -> list[list[bool]]:
    done = subprocess.run([sys.executable, "-c", SPY, mode], check=True, capture_output=True, text=True,
                          cwd=ROOT, timeout=300)
    return json.loads(done.stdout)   # type: ignore[no-any-return]


def test_a_search_that_sees_the_deal_searches_the_true_deal_only() -> None:
    checks = _worlds("all")
    assert len(checks) >= 8                                   # several searches of 4 worlds each
    assert all(hands and stock for hands, stock, _same in checks)


def test_a_search_that_sees_the_hands_gets_them_and_a_shuffled_stock() -> None:
    checks = _worlds("hands")
    assert len(checks) >= 8
    assert all(hands and same for hands, _stock, same in checks)
    assert not all(stock for _hands, stock, _same in checks)   # the order is not the true one
