"""Issue 20 item 8: ``lanjolly verify`` says "deal verified" only for a record that proves its whole round.

A record with no actions and no views passed with exit 0, so did one with an
edited variant, and a file nested 100,000 levels deep crashed the verifier.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from lj_harness import MemHost

from lanjolly.variants import ROMME
from protocol.recordcheck import MAX_BYTES
from protocol.table import TableConfig
from protocol.cli_verify import main_verify
from protocol.verify import verify_record

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> dict:
    """A real round record, as a client saved it after a one-round match."""
    d = tmp_path_factory.mktemp("records")
    h = MemHost(TableConfig(variant=ROMME.with_options(target_points=1), seats=2, bots=(None, "easy"), seed=7,
                            turn_ms=0, table_id="verify-test"), records_dir=d)
    c = h.add_client(0)
    h.run_until_finished()
    assert c.game.saved
    rec = json.loads(c.game.saved[0].read_text(encoding="utf-8"))
    assert verify_record(c.game.saved[0]).ok and rec["acts"] and rec["views"]
    return rec


def _verdict(tmp_path: Path, rec: dict, capsys) -> tuple[int, str]:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    code = main_verify([str(path)])
    out = capsys.readouterr()
    return code, out.out + out.err


def test_an_honest_record_verifies(tmp_path, record, capsys):
    code, text = _verdict(tmp_path, record, capsys)
    assert code == 0 and "deal verified" in text and "to the round's end" in text


def _empty(r):
    r["acts"], r["views"] = [], []


def _no_views(r):
    r["views"] = []


def _first_view_only(r):
    r["views"] = r["views"][:1]


def _cut_short(r):
    n = len(r["acts"]) // 2
    r["acts"] = r["acts"][:n]
    r["views"] = [v for v in r["views"] if v[0] <= n]


def _game_changed(r):
    r["variant"]["game"] = "jolly"


def _option_dropped(r):
    del r["variant"]["opening_points"]


def _option_added(r):
    r["variant"]["house_rule"] = 1


def _variant_swapped(r):
    from lanjolly.variants import JOLLY
    r["variant"] = JOLLY.to_dict()


def _second_claim(r):
    k, v = r["views"][-1]
    r["views"].append([k, dict(v, st=v["st"] + 1)])


def _no_commits(r):
    r["commits"], r["secrets"] = {}, {}


@pytest.mark.parametrize("tamper", [_empty, _no_views, _first_view_only, _cut_short, _game_changed, _option_dropped,
                                    _option_added, _variant_swapped, _second_claim, _no_commits])
def test_a_record_that_proves_less_than_the_whole_round_is_refused(tmp_path, record, capsys, tamper):
    rec = copy.deepcopy(record)
    tamper(rec)
    code, text = _verdict(tmp_path, rec, capsys)
    assert code == 1, text
    assert "deal verified" not in text and "could not be verified" in text


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("content,why", [
    ('{"version": 1, "x": ' + _nested(100_000) + "}", "nests deeper"),
    (_nested(40), "nests deeper"),
    ("{not json", "not JSON"),
    ("[1, 2]", "not a LAN Jolly round record"),
])
def test_hostile_files_get_a_sentence_and_exit_2(tmp_path, capsys, content, why):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main_verify([str(path)]) == 2
    assert why in capsys.readouterr().err


def test_a_huge_file_is_not_read(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:
        fh.truncate(MAX_BYTES + 1)              # sparse: costs no disk
    assert main_verify([str(path)]) == 2
    assert "at most" in capsys.readouterr().err


def test_the_command_line_never_shows_a_traceback(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text(_nested(100_000), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "lanjolly", "verify", str(deep)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "nests deeper" in done.stderr
