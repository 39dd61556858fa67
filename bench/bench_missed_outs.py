"""Missed finishes: how often a bot could go out this turn and did not.

Why: the blunder audit (``lanjolly/audit.py``) counts feeds, refused knocks
and lays that spoil going out; it does not count a seat that never tried.
A kibitzer who sees every hand counts, per seat, with the audit's own
``can_go_out``:

* ``pile``: a draw from the stock when the pile's top card would have let the
  seat go out this turn and the stock's top card would not;
* ``turn``: a turn that ended with a discard, the round going on, although
  the hand could go out after its draw (Expert may wait on purpose: its
  search weighs going out now against waiting, so this is not a blunder
  by itself).

Each deal is played once (one rotation). Expert runs without its search
(``--search off`` in ``bench_expert.py``): its heuristic, no clock.

    python bench/bench_missed_outs.py --variant romme --deals 150 --seed 4242
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from typing import Any

from lanjolly.actions import Discard, DrawStock, PlayerAction, TakeDiscard
from lanjolly.arena import play_match
from lanjolly.audit import Auditor, can_go_out
from lanjolly.bots import make_bot
from lanjolly.bots.base import Bot
from lanjolly.bots.expert import ExpertBot
from lanjolly.round import RoundState, check
from lanjolly.state import Phase
from lanjolly.variants import Variant, preset
from lanjolly.views import View


class HeuristicExpert(ExpertBot):
    """Expert's heuristic alone: no worlds, no clock (reproducible)."""

    time_cap = None

    def search(self, view: View, v: Variant, options: Any) -> int:
        return 0


@dataclass
class MissWatcher(Auditor):
    """The audit, also counting missed finishes per seat."""

    missed: list[dict[str, int]] = field(default_factory=list)
    _could: dict[int, bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.missed = [{"pile": 0, "turn": 0} for _ in range(self.seats)]

    def watch(self, state: RoundState, action: PlayerAction) -> None:
        super().watch(state, action)
        s = action.seat
        if state.phase is Phase.DRAW and isinstance(action, (DrawStock, TakeDiscard)):
            self._could = {}
            if isinstance(action, DrawStock):
                before = state.opened(s)
                pile = bool(state.discard) and check(state, TakeDiscard(s, 1)) is None and \
                    can_go_out(list(state.hands[s]) + [state.discard[-1]], state, s, before)
                stock = bool(state.stock) and can_go_out(list(state.hands[s]) + [state.stock[0]], state, s, before)
                self.missed[s]["pile"] += int(pile and not stock)
        elif state.phase is Phase.PLAY and state.current == s:
            if s not in self._could:
                before = state.opened(s) and state.opened_turn[s] < state.turn_no
                self._could[s] = can_go_out(state.hands[s], state, s, before)
            if isinstance(action, Discard) and self._could[s] and len(state.hands[s]) > 1:
                self.missed[s]["turn"] += 1


def make(name: str, seed: int, variant: Variant) -> Bot:
    return HeuristicExpert(seed=seed, variant=variant) if name == "expert" else make_bot(name, seed=seed, variant=variant)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, help="default: 1 (Rommé) / 50 (Jolly): a match is a round")
    p.add_argument("--seats", default="expert,strong")
    p.add_argument("--deals", type=int, default=150)
    p.add_argument("--seed", type=int, default=4242)
    a = p.parse_args(argv)
    variant = preset(a.variant).with_options(target_points=a.target or (1 if a.variant == "romme" else 50))
    names = [s.strip() for s in a.seats.split(",")]
    turns = {n: 0 for n in names}
    missed = {n: {"pile": 0, "turn": 0} for n in names}
    for deal in range(a.deals):
        bots = [make(n, deal * 31 + s, variant) for s, n in enumerate(names)]
        w = MissWatcher(len(names))
        play_match(variant, bots, f"{a.seed}/{deal}", f"{a.seed}/{deal}/rot0", auditor=w)
        for s, n in enumerate(names):
            turns[n] += w.turns[s]
            for k, c in w.missed[s].items():
                missed[n][k] += c
    print(json.dumps({
        "variant": a.variant, "seats": a.seats, "deals": a.deals, "seed": a.seed,
        "by_level": {n: {"turns": turns[n], **missed[n],
                         "pile_per_100_turns": round(100 * missed[n]["pile"] / turns[n], 2) if turns[n] else 0.0,
                         "turn_per_100_turns": round(100 * missed[n]["turn"] / turns[n], 2) if turns[n] else 0.0}
                     for n in names},
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
