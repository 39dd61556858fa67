"""The tournament: duplicate deals, fair seats, reproducible JSON."""

from __future__ import annotations

import json
import math

from lanjolly.arena import play_match
from lanjolly.bots import STRENGTHS, make_bot
from lanjolly.bots.heuristic import NormalBot
from lanjolly.sim import rotations
from ui.cli.sim import main_sim, run
from lanjolly.variants import ROMME


class NormalTwin(NormalBot):
    name = "twin"


def test_rotations_are_distinct():
    assert rotations(["a", "b"]) == [("a", "b"), ("b", "a")]
    assert len(rotations(["a", "b", "a", "b"])) == 2
    assert len(rotations(["a", "b", "c"])) == 3


def test_a_bot_against_itself_scores_half_within_its_interval(monkeypatch):
    monkeypatch.setitem(STRENGTHS, "twin", NormalTwin)
    s = run(ROMME.with_options(target_points=1), ["normal", "twin"], 60, seed=3, jobs=1, progress=False)
    for b in s["bots"]:
        lo, hi = b["ci95"]
        assert lo <= 0.5 <= hi
    assert abs(s["bots"][0]["win_share"] + s["bots"][1]["win_share"] - 1.0) < 1e-9


def test_seat_order_gives_no_measurable_edge():
    """Without rotation, identical bots in seats 0 and 1: seat 0 wins about half."""
    variant = ROMME.with_options(target_points=1)
    wins = []
    for d in range(150):
        rec = play_match(variant, [make_bot("normal", 1, variant), make_bot("normal", 2, variant)],
                         f"seat/{d}", f"b/{d}")
        wins.append(1.0 / len(rec.winners) if 0 in rec.winners else 0.0)
    mean = sum(wins) / len(wins)
    sd = math.sqrt(sum((w - mean) ** 2 for w in wins) / (len(wins) - 1))
    half = 1.96 * sd / math.sqrt(len(wins))
    assert mean - half <= 0.5 <= mean + half


def test_same_seed_same_json_also_with_jobs(capsys):
    args = ["--variant", "romme", "--seats", "normal,easy", "--matches", "6", "--seed", "9",
            "--target", "1", "--json", "--quiet"]
    outs = []
    for jobs in ("1", "1", "2"):
        assert main_sim(args + ["--jobs", jobs]) == 0
        data = json.loads(capsys.readouterr().out)
        data.pop("rounds_per_s")
        outs.append(data)
    assert outs[0] == outs[1] == outs[2]
    assert {b["name"] for b in outs[0]["bots"]} == {"normal", "easy"}
    assert set(outs[0]) == {"variant", "seed", "matches", "rounds", "bots"}
    for b in outs[0]["bots"]:
        assert set(b) == {"name", "win_share", "ci95", "mean_match_points", "mean_round_points"}


def test_bad_arguments_are_refused(capsys):
    assert main_sim(["--seats", "normal"]) == 2
    assert main_sim(["--seats", "normal,wizard"]) == 2
    assert main_sim(["--variant", "jolly", "--target", "7"]) == 2


def test_table_output_and_progress(capsys):
    assert main_sim(["--variant", "jolly", "--seats", "easy,easy,normal", "--matches", "2",
                     "--seed", "1", "--target", "50"]) == 0
    out, err = capsys.readouterr()
    assert "rounds/s" in out and "normal" in out and "easy" in out
    assert "deals" in err
