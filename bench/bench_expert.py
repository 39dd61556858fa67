"""Expert's win share against another strength on duplicate deals, and its decision times.

Checkpointed and resumable: every finished deal is appended to ``--out`` (one
JSON line) and a rerun with the same file continues where it stopped, so a
long run that is cut off still reports (``--report`` prints the summary of a
file without playing). By default Expert plays as shipped: its sample budget
(``--worlds``) with the wall-clock cap of real play, so the figures are those
of real play, decision times included, and the worlds each search finished are
reported (a loaded machine finishes fewer); ``--cap 0`` lets the budget alone
decide, so the win shares do not depend on the machine's load (the
sample-budget curve). Decision times are quoted with the load average. At
most 2 worker processes (the machine has 2 cores); run it under ``nice``.

    nice -n 15 python bench/bench_expert.py --variant romme --target 1 --deals 1000 \\
        --seed 20261202 --worlds 48 --jobs 2 --out bench/results/expert_romme_w48_cap_s20261202.jsonl
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from lanjolly.bots import STRENGTHS
from lanjolly.bots.expert import ExpertBot
from lanjolly.bots.strong import StrongBot
from lanjolly import sim
from lanjolly.sim import DealResult, audit_summary, play_deal, rotations, summarise
from lanjolly.variants import Variant, preset

_TIMES: list[float] = []
# What a wrapper (bench_expert_bounds.py) changed in this process, recorded with the run's settings.
EXTRA_SETTINGS: dict[str, Any] = {}
_CPU: list[float] = []
_WORLDS: list[int] = []
# Per rotation of the deal (one Expert each): Expert's share of the match and its searches'
# overrules as [decision number, kind, smallest opponent hand, own hand, turn] (kind
# "Discard>LayMelds": the default's action type, then the chosen one's; rows written before
# commit dc6547a have the first two fields only). Why: a run and its --search off twin play
# alike until the first overrule, so their paired difference can be read by its kind.
_ROTS: list[dict[str, Any]] = []


class BudgetExpert(ExpertBot):
    """Expert with the budget set from the command line, the cap off, each decision timed."""

    time_cap = None

    def __init__(self, seed: int = 0, variant: Variant | None = None) -> None:
        super().__init__(seed, variant)
        _ROTS.append({"overrules": []})

    def search(self, view: Any, v: Variant, options: Any) -> int:
        chosen = ExpertBot.search(self, view, v, options)
        if chosen:
            kind = f"{type(options[0]).__name__}>{type(options[chosen]).__name__}"
            seat = view.seat
            least = min(n for x, n in enumerate(view.hand_counts) if x != seat and view.active[x])
            _ROTS[-1]["overrules"].append([len(_TIMES), kind, least, len(view.hand), view.turn_no])
        return chosen

    def choose(self, view: Any, rng: Any) -> Any:
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return super().choose(view, rng)
        finally:
            _TIMES.append(time.perf_counter() - t0)
            _CPU.append(time.thread_time() - c0)
            _WORLDS.append(self.last.worlds if self.last is not None else 0)
            self.last = None


def _play_match_recorded(variant: Variant, bots: Any, *args: Any, **kwargs: Any) -> Any:
    """``sim.play_match``, noting Expert's share of each rotation's match in ``_ROTS``."""
    rec = _play_match(variant, bots, *args, **kwargs)
    for s, bot in enumerate(bots):
        if isinstance(bot, BudgetExpert) and _ROTS:
            _ROTS[-1]["share"] = (1.0 / len(rec.winners)) if s in rec.winners else 0.0
    return rec


_play_match = getattr(sim, "play_match")
setattr(sim, "play_match", _play_match_recorded)


def run_deal(task: tuple[Variant, tuple[str, ...], int, int]) -> dict[str, Any]:
    _ROTS.clear()
    _TIMES.clear()
    _CPU.clear()
    _WORLDS.clear()
    t0 = time.perf_counter()
    res = play_deal((*task, True))
    return {"deal": task[3], "per_bot": res.per_bot, "rounds": res.rounds, "blunders": res.blunders,
            "seconds": round(time.perf_counter() - t0, 3), "times_ms": [round(t * 1000, 2) for t in _TIMES],
            "cpu_ms": [round(t * 1000, 2) for t in _CPU], "worlds": list(_WORLDS),
            "rotations": [dict(r) for r in _ROTS], "load": round(os.getloadavg()[0], 2)}


def load(path: Path) -> dict[int, dict[str, Any]]:
    done: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                done[row["deal"]] = row
    return done


def settings_of(rows: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    """The distinct settings the rows of a file were played with (rows written
    before settings were recorded carry none and are not counted)."""
    out: list[dict[str, Any]] = []
    for d in sorted(rows):
        s = rows[d].get("settings")
        if s is not None and s not in out:
            out.append(s)
    return out


def quantile(xs: list[float], q: float) -> float:
    return xs[min(len(xs) - 1, int(len(xs) * q))] if xs else float("nan")


def report(path: Path, seats: tuple[str, ...], header: dict[str, Any]) -> dict[str, Any]:
    rows = sorted(load(path).values(), key=lambda r: r["deal"])
    results = [DealResult({k: tuple(v) for k, v in r["per_bot"].items()}, r["rounds"],
                          r.get("blunders")) for r in rows]
    names = list(dict.fromkeys(seats))
    times = sorted(t for r in rows for t in r["times_ms"])
    cpu = sorted(t for r in rows for t in r.get("cpu_ms", []))
    loads = [r["load"] for r in rows]
    searched = sorted(w for r in rows for w in r.get("worlds", []) if w)
    out = dict(header)
    out.update({"deals": len(rows), "bots": summarise(results, names, seats) if rows else [],
                "expert_decisions": len(times),
                "decision_ms": {"median": quantile(times, 0.5), "p99": quantile(times, 0.99),
                                "worst": times[-1] if times else float("nan"),
                                "mean": round(sum(times) / len(times), 2) if times else float("nan")},
                "decision_cpu_ms": {"median": quantile(cpu, 0.5), "p99": quantile(cpu, 0.99),
                                    "worst": cpu[-1] if cpu else float("nan")},
                "searched_decisions": len(searched),
                "worlds_per_search": {"median": quantile([float(w) for w in searched], 0.5),
                                      "p01": quantile([float(w) for w in searched], 0.01)},
                "audit": audit_summary([DealResult(r.per_bot, r.rounds, r.blunders) for r in results
                                        if r.blunders], names),
                "audit_deals": sum(1 for r in results if r.blunders),
                "load_avg_median": sorted(loads)[len(loads) // 2] if loads else None,
                "cpu_seconds_per_deal": round(sum(r["seconds"] for r in rows) / len(rows), 2) if rows else None})
    return out


def paired(path: Path, other: Path, name: str = "expert") -> dict[str, Any]:
    """Expert's share in ``path`` minus in ``other`` on the deals both played
    (the same seed and seats: the same cards), with the standard error of the
    per-deal differences. Why paired: most deals end alike whoever sits
    where, so the difference of two runs on the same deals is far less noisy
    than the difference of their shares."""
    a, b = load(path), load(other)
    common = sorted(set(a) & set(b))

    def share(row: dict[str, Any]) -> float:
        w, _pts, m, _rp, _rc = row["per_bot"][name]
        return float(w) / m if m else 0.0

    diffs = [share(a[d]) - share(b[d]) for d in common]
    n = len(diffs)
    mean = sum(diffs) / n if n else float("nan")
    se = (sum((x - mean) ** 2 for x in diffs) / (n - 1) / n) ** 0.5 if n > 1 else float("nan")
    return {"deals": n, "share": round(sum(share(a[d]) for d in common) / n, 4) if n else None,
            "other_share": round(sum(share(b[d]) for d in common) / n, 4) if n else None,
            "difference": round(mean, 4), "se": round(se, 4),
            "deals_better": sum(1 for x in diffs if x > 0), "deals_worse": sum(1 for x in diffs if x < 0)}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    # Without arguments (``make bench``): the committed Rommé run's summary; any of
    # its first 10 deals that are missing are played first.
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, default=1)
    p.add_argument("--seats", default="expert,strong")
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=20261202)
    p.add_argument("--worlds", type=int, default=ExpertBot.worlds)
    p.add_argument("--jobs", type=int, default=1, choices=(1, 2))
    p.add_argument("--cap", type=float, default=ExpertBot.time_cap,
                   help="the wall-clock cap per decision in seconds (default: as shipped); 0: off, the budget decides")
    p.add_argument("--z", type=float, default=ExpertBot.z, help="the overrule rule's standard errors")
    p.add_argument("--margin", type=float, default=ExpertBot.margin, help="the overrule rule's margin")
    p.add_argument("--discards", default=f"{ExpertBot.max_discards},{ExpertBot.endgame_discards}",
                   help="discards weighed, one per card type: usually, and once an opponent is nearly out")
    p.add_argument("--rollouts", choices=("plain", "plus"), default="plain",
                   help="Expert's rollout policy: FastPolicy (as shipped) or FastPolicyPlus")
    p.add_argument("--search", choices=("on", "off"), default="on",
                   help="off: Expert's heuristic alone (Strong's choices with Expert's opening rule), "
                        "a quick screen of heuristic changes")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="an Expert class attribute for the run (a Python literal), e.g. take_margin=4.0")
    p.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "expert_romme_w48_cap_s20261202.jsonl")
    p.add_argument("--report", action="store_true", help="summarise --out without playing")
    p.add_argument("--against", type=Path, help="with --report: Expert's share paired against this run's on the same deals")
    a = p.parse_args(argv)
    BudgetExpert.worlds = a.worlds
    BudgetExpert.time_cap = a.cap or None
    BudgetExpert.z = a.z
    BudgetExpert.margin = a.margin
    BudgetExpert.max_discards, BudgetExpert.endgame_discards = (int(x) for x in a.discards.split(","))
    if a.rollouts == "plus":
        from lanjolly.bots.fastpolicy import FastPolicyPlus
        BudgetExpert.rollout_policy = FastPolicyPlus
    if a.search == "off":
        BudgetExpert.search = lambda self, view, v, options: 0   # type: ignore[method-assign]
        BudgetExpert.wants_knock = StrongBot.wants_knock         # type: ignore[method-assign]
    for item in a.set:
        name, _eq, value = item.partition("=")
        if not hasattr(ExpertBot, name):
            p.error(f"--set {item}: Expert has no attribute {name!r}")
        setattr(BudgetExpert, name, ast.literal_eval(value))
    STRENGTHS["expert"] = BudgetExpert
    variant = preset(a.variant).with_options(target_points=a.target)
    seats = tuple(s.strip() for s in a.seats.split(","))
    settings = {"variant": a.variant, "target": a.target, "seats": ",".join(seats), "seed": a.seed,
                "worlds": a.worlds, "cap": a.cap or None, "z": a.z, "margin": a.margin, "rollouts": a.rollouts,
                "discards": a.discards, "search": a.search, "set": a.set, **EXTRA_SETTINGS}
    done = load(a.out)
    played_with = settings_of(done)
    if not a.report:
        # Why refuse: a resumed file played on with other options would mix two
        # players in one figure, and nothing in the summary would show it.
        if any(s != settings for s in played_with):
            p.error(f"{a.out} was played with other settings ({played_with[0]}); these are {settings}")
        a.out.parent.mkdir(parents=True, exist_ok=True)
        todo = [(variant, seats, a.seed, d) for d in range(a.deals) if d not in done]
        with a.out.open("a") as f:
            if a.jobs > 1 and len(todo) > 1:
                import multiprocessing as mp
                with mp.get_context("fork").Pool(a.jobs) as pool:
                    for row in pool.imap_unordered(run_deal, todo):
                        f.write(json.dumps({**row, "settings": settings}) + "\n")
                        f.flush()
            else:
                for task in todo:
                    f.write(json.dumps({**run_deal(task), "settings": settings}) + "\n")
                    f.flush()
        played_with = [settings]
    # The summary names what the file was played with, not this command line's
    # defaults (a --report of a search-off file must not say "search": "on").
    if len(played_with) == 1:
        header: dict[str, Any] = dict(played_with[0])
    elif played_with:
        header = {"settings": "mixed", "mixed": played_with}
    else:
        header = {"settings": "not recorded (rows written before bench_expert.py recorded them)"}
    header["rotations"] = len(rotations(seats))
    out = report(a.out, seats, header)
    if a.against is not None:
        out["paired"] = paired(a.out, a.against)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
