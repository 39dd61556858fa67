"""Expert's rollout policy as a bot: its win share against Strong, and what a rollout costs.

Why: Expert's search is one step of policy improvement on its rollout
policy (:class:`~lanjolly.bots.fastpolicy.FastPolicy`); the closer that policy
plays to Strong, the smaller the differences the search may trust. Here the
policy plays whole matches as a bot (each decision: the view rebuilt as a
:class:`~lanjolly.bots.fastround.FastRound` with placeholder hidden cards,
the policy plays its turn there and the first move it made is sent), duplicate
deals against Strong; and ``--cost`` times one world's rollout as Expert's
search runs it (the world's sampling included).

    nice -n 19 python bench/bench_fastpolicy.py --variant romme --target 1 --deals 100 --seed 31 --jobs 2
    nice -n 19 python bench/bench_fastpolicy.py --variant jolly --cost
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

from lanjolly.actions import DrawStock, PlayerAction
from lanjolly.arena import deck_order, play_round
from lanjolly.bots import STRENGTHS, Bot, make_bot
from lanjolly.bots.fastpolicy import FastPolicy, FastPolicyPlus
from lanjolly.bots.fastround import FastRound
from lanjolly.bots.search import Searcher
from lanjolly.bots.strong import StrongBot
from lanjolly.infostate import state_from_view
from lanjolly.round import Phase, deal
from lanjolly.sim import deal_tasks, play_deal, summary
from lanjolly.variants import preset
from lanjolly.views import View, view as view_of


class FastBot(Bot):
    """The rollout policy, deciding from a seat's view (it reads only the
    seat's own hand and the public table, so placeholders for the hidden
    cards change nothing it does)."""

    name = "fast"
    policy: type[FastPolicy] = FastPolicyPlus

    def choose(self, view: View, rng: random.Random) -> PlayerAction:
        st = state_from_view(view)
        r = FastRound(st, st.hands, st.stock, random.Random(0), record=True)
        pol = self.policy(view.variant, len(view.hand_counts))
        seat = view.current
        if view.phase is Phase.DRAW:
            pol.draw(r, seat)
        else:
            pol.finish(r, seat)
        assert r.record
        return r.record[0] if r.record else DrawStock(seat)


class FastBotOld(FastBot):
    """The plain policy (Expert's rollouts; as it was before the fourth round)."""

    name = "fast0"
    policy = FastPolicy


class StrongNoLook(StrongBot):
    """Ablation: Strong's discard by its one-pass score alone."""
    candidates = 1


class StrongNoMC(StrongBot):
    """Ablation: Strong without its last-stretch search."""
    mc_worlds = 0


class StrongNormalDraw(StrongBot):
    """Ablation: Strong's pile take weighed against the hand as it is (Normal's, FastPolicy's)."""

    def stock_value(self, view: Any, v: Any, extend: bool, unseen: Any) -> float:
        return self.util(view, v, view.hand, extend, unseen)


class StrongNoSwap(StrongBot):
    """Ablation: Strong never swaps a joker off the table (FastPolicy does not)."""

    def pick_swap(self, view: Any, v: Any) -> Any:
        return None


ABLATIONS: dict[str, type[Bot]] = {"snolook": StrongNoLook, "snomc": StrongNoMC, "snormdraw": StrongNormalDraw,
                                   "snoswap": StrongNoSwap}


def cost(variant_name: str, rounds: int, worlds: int, policy: type[FastPolicy], hold: bool = False) -> dict[str, Any]:
    """Per world of a search (sampling plus one rollout from the draw), CPU ms
    (the thread's own time: the machine's load changes it less than wall time);
    ``hold``: the searching seat keeps its lay-offs, as Expert's rollouts in Jolly."""
    v = preset(variant_name)
    per: list[float] = []
    for rno in range(rounds):
        states = []

        def hook(st: Any, action: Any) -> None:
            states.append(st)
            return None

        bots = [make_bot("strong", rno * 2 + s, v) for s in range(2)]
        st = deal(v, deck_order(f"cost/{variant_name}", rno), 0, (True, True))
        play_round(st, bots, [random.Random(s) for s in range(2)], random.Random(rno), hook=hook)
        for st in states[::6]:
            if st.phase is not Phase.DRAW or st.knock_open:
                continue
            vw = view_of(st, st.current)
            t0 = time.thread_time()
            rows, _ = Searcher(worlds, 1.0, None, policy, False, hold).rows(vw, [DrawStock(st.current)], random.Random(rno), None)
            per.append((time.thread_time() - t0) * 1000 / max(1, len(rows)))
    per.sort()
    return {"variant": variant_name, "load": os.getloadavg()[0], "policy": policy.__name__, "hold": hold, "positions": len(per),
            "ms_per_world_median": round(statistics.median(per), 3),
            "p90": round(per[int(len(per) * 0.9)], 3), "worst": round(per[-1], 3)}


def apply_settings(pairs: list[str]) -> None:
    """``name=value`` pairs set on :class:`FastPolicyPlus` for the run (numbers; 0/1 for flags)."""
    for kv in pairs:
        k, val = kv.split("=")
        setattr(FastPolicyPlus, k, type(getattr(FastPolicyPlus, k))(float(val)))


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, default=1)
    p.add_argument("--seats", default="fast,strong")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--jobs", type=int, default=1, choices=(1, 2))
    p.add_argument("--set", action="append", default=[], help="FastPolicyPlus attribute=value for the run")
    p.add_argument("--plain", action="store_true", help="with --cost: the plain FastPolicy")
    p.add_argument("--cost", action="store_true", help="time the rollouts instead")
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--hold", action="store_true", help="with --cost: the searching seat keeps its lay-offs")
    a = p.parse_args(argv)
    apply_settings(a.set)
    if a.cost:
        print(json.dumps(cost(a.variant, a.rounds, 16, FastPolicy if a.plain else FastPolicyPlus, a.hold)))
        return 0
    STRENGTHS["fast"] = FastBot
    STRENGTHS["fast0"] = FastBotOld
    STRENGTHS.update(ABLATIONS)
    v = preset(a.variant).with_options(target_points=a.target)
    seats = tuple(s.strip() for s in a.seats.split(","))
    tasks = deal_tasks(v, seats, a.deals, a.seed)
    t0 = time.perf_counter()
    if a.jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(a.jobs) as pool:
            results = list(pool.imap_unordered(play_deal, tasks))
    else:
        results = [play_deal(t) for t in tasks]
    out = summary(v, seats, a.seed, results, time.perf_counter() - t0)
    out["set"] = a.set
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
