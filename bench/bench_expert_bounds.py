"""How much Expert would gain from knowing what no seat can know: bounds for its goal.

Why: six rounds of tuning moved Expert's share against Strong by a point or
two each while the goal asks for 60%. Before another round, this asks where
the gap could come from at all, by giving Expert's search information it may
not have and measuring the share paired against Expert as shipped
(``bench_expert.py --report --against``). A large gain from one kind of
information says better play on that front could close the gap; none says it
cannot. Never a bot anyone plays: it patches the benchmark's process only.

* ``--sees all``: every searched world is the true deal (the opponents' hands
  and the stock's order), so only the rollouts' own randomness varies.
* ``--sees hands``: the opponents' true hands, the stock shuffled at random in
  each world: the most that reading the opponents could ever give the search.
* ``--feeds oracle``: a kibitzer who sees every hand and the next stock card
  replaces each Expert discard that lets the next player go out with one that
  does not (the blunder audit's feed, `lanjolly.audit`), whenever one exists:
  the most that avoiding feeds could give. Use it with ``--search off``.

Every other option is ``bench_expert.py``'s, e.g.

    python bench/bench_expert_bounds.py --sees hands -- --variant romme --target 1 --seed 5151 \\
        --worlds 16 --cap 0 --jobs 2 --deals 150 --out sees_hands.jsonl
    python bench/bench_expert.py --variant romme --target 1 --report --out sees_hands.jsonl \\
        --against bench/results/tune6_open1_romme_w16_s5151.jsonl
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any, Sequence

import lanjolly.bots.search as search
import lanjolly.driver as driver
import lanjolly.sim as sim
from lanjolly.actions import Discard, PlayerAction
from lanjolly.audit import Auditor, feed_risk
from lanjolly.bots.inference import World
from lanjolly.state import RoundState
from lanjolly.views import View

import bench_expert

_CURRENT: list[RoundState] = []     # the true state at the move being chosen (one round at a time per process)


def replace(owner: Any, name: str, new: Any) -> Any:
    """Put ``new`` in place of ``owner.name`` and return what was there. Why
    ask first: setting a name that was renamed away would leave the bound
    silently unpatched, measuring Expert as shipped."""
    if not hasattr(owner, name):
        raise RuntimeError(f"{owner.__name__}.{name} is gone: the bound would measure nothing")
    old = getattr(owner, name)
    setattr(owner, name, new)
    return old


def see_the_deal(stock_known: bool) -> None:
    """Make every searched world the true one (with the stock shuffled unless ``stock_known``)."""
    def next_move(state: RoundState, *args: Any, **kwargs: Any) -> Any:
        _CURRENT[:] = [state]
        return ask(state, *args, **kwargs)

    def true_world(view: View, rng: random.Random, *_args: Any, **_kwargs: Any) -> World:
        state = _CURRENT[0]
        if sorted(state.hands[view.seat or 0]) != sorted(view.hand):
            raise RuntimeError("the bound's world is not the deciding seat's round")
        stock = list(state.stock)
        if not stock_known:
            rng.shuffle(stock)
        return World([tuple(h) for h in state.hands], stock, 1.0)

    ask = replace(driver, "next_move", next_move)
    replace(search, "sample_built", true_world)


def never_feed(name: str = "expert") -> None:
    """Replace each feeding discard of the seat playing ``name`` with a safe one, when one exists."""
    seat_of_name: list[int] = []

    def tracked(variant: Any, bots: Sequence[Any], *args: Any, **kwargs: Any) -> Any:
        seat_of_name[:] = [next(i for i, b in enumerate(bots) if b.name == name)]
        return play_match(variant, bots, *args, **kwargs)

    def kibitz(self: Auditor, state: RoundState, action: PlayerAction) -> PlayerAction | None:
        if isinstance(action, Discard) and seat_of_name and action.seat == seat_of_name[0]:
            risk = feed_risk(state, action)
            if risk is not None:
                action = Discard(action.seat, risk.safe)
                watch(self, state, action)
                return action
        watch(self, state, action)
        return None

    play_match = replace(sim, "play_match", tracked)
    watch = replace(Auditor, "watch", kibitz)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sees", choices=("all", "hands"), help="the searched worlds are the true deal")
    p.add_argument("--feeds", choices=("oracle",), help="a kibitzer replaces Expert's feeding discards")
    p.add_argument("rest", nargs=argparse.REMAINDER, help="bench_expert.py's options (after --)")
    a = p.parse_args(argv)
    if not a.sees and not a.feeds:
        p.error("choose --sees or --feeds")
    if a.sees:
        see_the_deal(stock_known=a.sees == "all")
        bench_expert.EXTRA_SETTINGS["sees"] = a.sees
    if a.feeds:
        never_feed()
        bench_expert.EXTRA_SETTINGS["feeds"] = a.feeds
    rest = a.rest[1:] if a.rest[:1] == ["--"] else a.rest
    return bench_expert.main(rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
