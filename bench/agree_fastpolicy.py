"""How often Expert's rollout policy decides as Strong does, on Strong's own positions.

Why: a win share against Strong takes hundreds of deals to move; agreement on
the same positions moves at once and says which decision (draw, discard, lay,
swap) the policy gets wrong. Positions come from Strong-vs-Strong rounds
(tuning seeds); Strong's choice is its heuristic's (the last-stretch search
off). The discard *regret* sums, over the discards that differ, Strong's
lookahead value of its card minus that of the policy's card; ``diag`` says
whether Strong's one-pass score already agreed with the policy.

    python bench/agree_fastpolicy.py --variant romme --rounds 20 --seed 5151 [--set outs_weight=0] [--plain]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from lanjolly.actions import Discard
from lanjolly.arena import deck_order, play_round
from lanjolly.bots import make_bot
from lanjolly.bots.strong import StrongBot
from lanjolly.cards import card_type
from lanjolly.round import Phase, deal
from lanjolly.variants import preset
from lanjolly.views import view as view_of

sys.path.insert(0, str(Path(__file__).parent))
from bench_fastpolicy import FastBot, FastBotOld, apply_settings  # noqa: E402


class Heuristic(StrongBot):
    mc_worlds = 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", default="romme")
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--seed", type=int, default=5151)
    p.add_argument("--set", action="append", default=[], help="FastPolicyPlus attribute=value for the run")
    p.add_argument("--plain", action="store_true", help="ask the plain FastPolicy (Expert's rollouts)")
    a = p.parse_args(argv)
    apply_settings(a.set)
    v = preset(a.variant)
    agree: Counter[str] = Counter()
    total: Counter[str] = Counter()
    diag: Counter[str] = Counter()
    regret = 0.0
    fast = FastBot(0, v) if not a.plain else FastBotOld(0, v)
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
            if st.phase is Phase.DRAW and not vw.discard:
                continue
            strong = Heuristic(1, v)
            want = strong.choose(vw, random.Random(0))
            got = fast.choose(vw, random.Random(0))
            key = ("draw:" if st.phase is Phase.DRAW else "play:") + type(want).__name__
            same = want == got
            if isinstance(want, Discard) and isinstance(got, Discard):
                same = card_type(want.card) == card_type(got.card)
                sc = strong.discard_scores(vw, v)
                one = card_type(min(sc, key=lambda c: (sc[c], c)))
                diag[("one=strong" if one == card_type(want.card) else "one!=strong")
                     + ("/policy=one" if one == card_type(got.card) else "/policy!=one")] += 1
                if not same:
                    vals = {c: val for val, c in strong.discard_values(vw, v)}
                    if got.card in vals:
                        regret += vals[want.card] - vals[got.card]
            total[key] += 1
            agree[key] += int(same)
    out: dict[str, Any] = {"variant": a.variant, "seed": a.seed, "rounds": a.rounds, "set": a.set, "plain": a.plain}
    out.update({k: {"n": total[k], "agree": round(agree[k] / total[k], 3)} for k in sorted(total)})
    out["diag"] = dict(diag)
    out["discard_regret_sum"] = round(regret, 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
