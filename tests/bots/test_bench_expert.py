"""bench/bench_expert.py keeps one player per file and says which.

Why a test for a benchmark: its files are resumed (a long run that stops is
played on later), and its summaries are quoted in BOTS.md. A file resumed with
other options would mix two players in one figure, and a summary that echoed
the command line's defaults instead of the file's settings would label a
search-off run "search on". Each run is a subprocess, as the benchmark is run.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMON = ["--variant", "romme", "--target", "1", "--seed", "8080", "--search", "off", "--cap", "0"]


def _bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bench" / "bench_expert.py"), *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_the_summary_names_the_settings_the_file_was_played_with(tmp_path: Path) -> None:
    out = tmp_path / "off.jsonl"
    assert _bench(*COMMON, "--deals", "1", "--out", str(out)).returncode == 0
    row = json.loads(out.read_text().splitlines()[0])
    assert row["settings"]["search"] == "off" and row["settings"]["seed"] == 8080
    summary = json.loads(_bench("--report", "--out", str(out)).stdout)
    assert (summary["search"], summary["seed"], summary["cap"], summary["deals"]) == ("off", 8080, None, 1)


def test_a_file_is_not_played_on_with_other_settings(tmp_path: Path) -> None:
    out = tmp_path / "off.jsonl"
    assert _bench(*COMMON, "--deals", "1", "--out", str(out)).returncode == 0
    other = _bench(*COMMON, "--deals", "2", "--set", "partner_weight=1.5", "--out", str(out))
    assert other.returncode == 2 and "other settings" in other.stderr
    assert len(out.read_text().splitlines()) == 1       # nothing was appended
    same = _bench(*COMMON, "--deals", "2", "--out", str(out))
    assert same.returncode == 0 and len(out.read_text().splitlines()) == 2


def test_a_searched_run_and_its_search_off_twin_part_only_at_an_overrule(tmp_path: Path) -> None:
    """bench/overrules.py reads a run against its --search off twin by the first
    overrule; that is sound only if a rotation the search never overruled plays
    exactly as the heuristic alone (the search draws on its own random numbers)."""
    on, off = tmp_path / "on.jsonl", tmp_path / "off.jsonl"
    searched = [a for a in COMMON if a not in ("--search", "off")]
    assert _bench(*searched, "--worlds", "8", "--deals", "4", "--out", str(on)).returncode == 0
    assert _bench(*COMMON, "--deals", "4", "--out", str(off)).returncode == 0
    rows = [json.loads(line) for line in on.read_text().splitlines()]
    assert all(len(r["rotations"]) == 2 and all(rot["share"] in (0.0, 0.5, 1.0) for rot in r["rotations"])
               for r in rows)
    overrules = [o for r in rows for rot in r["rotations"] for o in rot["overrules"]]
    assert overrules                                                      # the test sees an overrule
    assert all(len(o) == 5 and 0 < o[2] <= 14 and 0 < o[3] <= 14 for o in overrules)   # hands in a 2-seat round
    read = subprocess.run([sys.executable, str(ROOT / "bench" / "overrules.py"), str(on), str(off)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    summary = json.loads(read.stdout)
    untouched = summary.get("none", {"rotations": 0})["rotations"]
    assert untouched > 0 and summary["rotations_without_overrule_alike"] == untouched
    assert sum(g["rotations"] for k, g in summary.items() if isinstance(g, dict)) == 8
    by_phase = json.loads(subprocess.run([sys.executable, str(ROOT / "bench" / "overrules.py"), str(on), str(off),
                                          "--phase"], capture_output=True, text=True, cwd=ROOT, timeout=60).stdout)
    assert all(" / opponent " in k for k in by_phase if k not in ("none", "rotations_without_overrule_alike"))
