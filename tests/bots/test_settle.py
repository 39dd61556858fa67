"""Once a process has made a computer player, the engine's long-lived caches are out of the
garbage collector's walks (lanjolly/settle.py; BOTS.md, "Twenty-sixth round").

Why a subprocess: ``gc.freeze`` acts on the whole process, and the test must see a process
whose first bot is made here, not one that other tests already played in.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import functools, gc, json, sys
    from lanjolly.bots.expert import ExpertBot
    from lanjolly.sim import play_deal
    from lanjolly.variants import preset

    ExpertBot.worlds = 4          # a short seeded deal: the caches fill as in play
    ExpertBot.time_cap = None
    play_deal((preset("jolly").with_options(target_points=50), ("expert", "strong"), 7, 0, False))
    big = [len(o) for o in gc.get_objects() if isinstance(o, (dict, list, set)) and len(o) > 5_000]
    walked = {id(o) for o in gc.get_objects()}
    caches = []
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("lanjolly"):
            continue
        for attr, f in vars(module).items():
            if isinstance(f, functools._lru_cache_wrapper) and f.__module__ == name:
                inner = [d for d in gc.get_referents(f) if isinstance(d, dict)]
                caches.append({"name": f"{name}.{attr}", "size": f.cache_info().currsize,
                               "wrapper_walked": id(f) in walked,
                               "dict_walked": any(id(d) in walked for d in inner)})
    from lanjolly import solver
    for going_out, memos in solver._LAYS.items():
        for laid, memo in memos.items():
            caches.append({"name": f"lanjolly.solver lays {laid} {going_out}", "size": len(memo),
                           "wrapper_walked": id(memo) in walked,
                           "dict_walked": id(memo.new) in walked or id(memo.old) in walked})
    print(json.dumps({"caches": caches, "big": big}))
""")


def test_a_bot_takes_the_engines_caches_out_of_the_collectors_walks() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, check=True)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    used = [c for c in report["caches"] if c["size"] > 0]
    assert len(used) >= 8, report          # the solver's, the meld tables' and the fits' caches were used
    assert any(c["name"].startswith("lanjolly.solver lays") for c in used), report
    assert sum(c["size"] for c in used) > 10_000, report
    walked = [c["name"] for c in used if c["wrapper_walked"] or c["dict_walked"]]
    assert walked == [], report
    assert report["big"] == [], report     # no other container of the engine's is walked either


def test_settle_runs_once_per_process() -> None:
    script = "from lanjolly.settle import settle; print(settle(), settle())"
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=True)
    assert out.stdout.split() == ["True", "False"]
