"""A two-seat round as a race: who opened first, who went out, and who won the match.

Why: whether a level should play for points or for speed depends on how
often the seat that goes out also wins the match (lanjolly/bots/BOTS.md,
"Twenty-first round": in two-seat Jolly to 50 it won 592 of 600 matches,
which is why Expert's heuristic weighs a card left in hand three times as
much as Strong's there). Each deal is played in both seatings; the summary
counts, per level, the matches it won, those it went out in, and those in
which it laid its opening first. Expert plays its heuristic alone (as
``bench_expert.py --search off``), so a few hundred deals take minutes.

    python bench/race_anatomy.py --variant jolly --seats expert,strong --deals 300 --seed 8080 --strong-weight
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from dataclasses import dataclass, field
from typing import Sequence

from lanjolly.actions import LayMelds, PlayerAction
from lanjolly.arena import play_match
from lanjolly.audit import Auditor
from lanjolly.bots import make_bot
from lanjolly.bots.expert import ExpertBot
from lanjolly.bots.search import Option
from lanjolly.bots.strong import StrongBot
from lanjolly.round import RoundState
from lanjolly.variants import Variant, preset
from lanjolly.views import View


class HeuristicExpert(ExpertBot):
    """Expert without its search (its heuristic: Strong with Expert's opening and speed)."""

    def search(self, view: View, v: Variant, options: Sequence[Option]) -> int:
        return 0

    wants_knock = StrongBot.wants_knock


@dataclass
class RaceWatcher(Auditor):
    """The audit's hook (it counts each seat's turns), keeping the turn of each
    seat's opening and who went out."""

    opened_at: list[int | None] = field(default_factory=list)
    went_out: list[bool] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.opened_at = [None] * self.seats
        self.went_out = [False] * self.seats

    def watch(self, state: RoundState, action: PlayerAction) -> None:
        seat = action.seat
        if isinstance(action, LayMelds) and self.opened_at[seat] is None and not state.opened(seat):
            self.opened_at[seat] = self.turns[seat]
        super().watch(state, action)

    def finish(self, end: RoundState) -> None:
        self.went_out = [len(h) == 0 for h in end.hands]
        super().finish(end)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--target", type=int, help="default: 1 (Rommé) / 50 (Jolly): a match is a round")
    p.add_argument("--seats", default="expert,strong")
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--seed", type=int, default=8080)
    p.add_argument("--strong-weight", action="store_true",
                   help="Expert weighs a card left as Strong does (its heuristic before the twenty-first round)")
    a = p.parse_args(argv)
    if a.strong_weight:
        HeuristicExpert.race_weight = ()
    variant = preset(a.variant).with_options(target_points=a.target or (1 if a.variant == "romme" else 50))
    names = [s.strip() for s in a.seats.split(",")]
    if len(names) != 2:
        p.error("--seats: two levels (the race is read between two seats)")
    counts: dict[str, collections.Counter[str]] = {n: collections.Counter() for n in names}
    for deal in range(a.deals):
        for rot in range(2):
            order = names if rot == 0 else names[::-1]
            bots = [HeuristicExpert(seed=deal * 31 + s, variant=variant) if n == "expert"
                    else make_bot(n, seed=deal * 31 + s, variant=variant) for s, n in enumerate(order)]
            watcher = RaceWatcher(2)
            record = play_match(variant, bots, f"{a.seed}/{deal}", f"{a.seed}/{deal}/rot{rot}", auditor=watcher)
            opened = watcher.opened_at
            for seat, name in enumerate(order):
                c = counts[name]
                other = opened[1 - seat]
                mine = opened[seat]
                # Seat 0 moves first, so at an equal count of turns it laid first.
                first = mine is not None and (other is None or mine < other or (mine == other and seat == 0))
                won = record.winners == (seat,)
                c["matches"] += 1
                c["won"] += won
                c["went_out"] += watcher.went_out[seat]
                c["won_when_went_out"] += won and watcher.went_out[seat]
                c["opened_first"] += first
                c["won_when_opened_first"] += won and first
    print(json.dumps({"variant": a.variant, "seats": a.seats, "deals": a.deals, "seed": a.seed,
                      "by_level": {n: dict(c) for n, c in counts.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
