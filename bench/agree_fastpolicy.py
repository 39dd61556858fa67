"""How often Expert's rollout policy decides as Strong does, on Strong's own positions.

Why: a win share against Strong takes hundreds of deals to move; agreement on
the same positions moves at once and says which decision (draw, discard, lay)
the policy gets wrong. Positions come from Strong-vs-Strong rounds (tuning
seeds); Strong's choice is its heuristic's (the last-stretch search off).

    python bench/agree_fastpolicy.py --variant romme --rounds 30 --seed 5151
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from typing import Any

from lanjolly.actions import Discard, DrawStock, LayMelds, LayOff, SwapJoker, TakeDiscard
from lanjolly.arena import deck_order, play_round
from lanjolly.bots import make_bot
from lanjolly.bots.strong import StrongBot
from lanjolly.round import Phase, deal
from lanjolly.variants import preset
from lanjolly.views import view as view_of

sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
from bench_fastpolicy import FastBot  # noqa: E402


class Heuristic(StrongBot):
    mc_worlds = 0


def kind(a: Any) -> str:
    return type(a).__name__


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--variant", default="romme")
    p.add_argument("--rounds", type=int, default=30)
    p.add_argument("--seed", type=int, default=5151)
    p.add_argument("--lookahead", type=int, default=0)
    p.add_argument("--gap", type=float, default=1e9)
    p.add_argument("--outs", type=float, default=0.0)
    p.add_argument("--set", action="append", default=[], help="FastPolicy attribute=value")
    p.add_argument("--pairs", type=float, default=0.0)
    a = p.parse_args(argv)
    v = preset(a.variant)
    agree: Counter[str] = Counter()
    total: Counter[str] = Counter()
    regret = 0.0
    diag: Counter[str] = Counter()
    fast = FastBot(0, v)
    fast.lookahead = a.lookahead
    from lanjolly.bots.fastpolicy import FastPolicy
    FastPolicy.close_call = a.gap
    FastPolicy.outs_weight = a.outs
    for kv in a.set:
        k, val = kv.split("=")
        setattr(FastPolicy, k, type(getattr(FastPolicy, k))(float(val)))
    FastPolicy.pairs_weight = a.pairs
    for rno in range(a.rounds):
        states: list[Any] = []

        def hook(st: Any, action: Any) -> None:
            states.append(st)
            return None

        bots = [make_bot("strong", a.seed + rno * 2 + s, v) for s in range(2)]
        st = deal(v, deck_order(f"agree/{a.seed}", rno), 0, (True, True))
        play_round(st, bots, [random.Random(s) for s in range(2)], random.Random(rno), hook=hook)
        for st in states:
            if st.phase not in (Phase.DRAW, Phase.PLAY) or st.knock_open:
                continue
            vw = view_of(st, st.current)
            strong = Heuristic(1, v)
            want = strong.choose(vw, random.Random(0))
            got = fast.choose(vw, random.Random(0))
            if st.phase is Phase.DRAW:
                if not vw.discard:
                    continue
                key = "draw:" + kind(want)
                same = kind(want) == kind(got) and want == got
            else:
                key = "play:" + kind(want)
                same = want == got
                if isinstance(want, Discard) and isinstance(got, Discard):
                    same = want.card // 2 == got.card // 2 or want.card == got.card
                    from lanjolly.cards import card_type
                    same = card_type(want.card) == card_type(got.card)
                    sc = strong.discard_scores(vw, v)
                    one = min(sc, key=lambda c: (sc[c], c))
                    diag[("one=want" if card_type(one) == card_type(want.card) else "one!=want")
                         + ("/fast=one" if card_type(one) == card_type(got.card) else "/fast!=one")] += 1
                    if not same:
                        vals = dict((c, val) for val, c in strong.discard_values(vw, v))
                        if got.card in vals:
                            regret += vals[want.card] - vals[got.card]
            total[key] += 1
            agree[key] += int(same)
    out = {k: {"n": total[k], "agree": round(agree[k] / total[k], 3)} for k in sorted(total)}
    out["diag"] = dict(diag)  # type: ignore[assignment]
    out["discard_regret_sum"] = round(regret, 1)   # type: ignore[assignment]
    print(json.dumps({"variant": a.variant, "lookahead": a.lookahead, "gap": a.gap, "outs": a.outs, "pairs": a.pairs, "set": a.set, "seed": a.seed, "rounds": a.rounds, **out}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
