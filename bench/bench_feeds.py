"""What the audit's feeds look like from the feeding seat: could it have seen the danger?

Why: the blunder audit (``lanjolly/audit.py``) counts a discard that lets the
next player go out when another card would not have; it judges with every
hand in view. Strong and Expert feed 1-2 times per 100 turns in two seats
(BOTS.md, "Blunder audit"). Whether a bot can avoid that depends on what the
feeding seat could see: a card that lays off on the table, or that joins
cards the next player is known to hold (taken from the pile), is a danger
anyone at the table can read; a card that completes a hidden meld is not.
For every feed this prints the next player's hand size, whether they had
opened, whether the fed card laid off on the table or neighboured a card
known in their hand, and how many other cards of the feeder were safe.

Each deal is played once (one rotation: with the same bot in both seats the
swapped replay plays the same round again).

    python bench/bench_feeds.py --variant romme --seats strong,strong --deals 60 --seed 5151
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from dataclasses import dataclass, field
from typing import Any

from lanjolly.actions import Discard
from lanjolly.arena import play_match
from lanjolly.audit import Auditor, fits_table, safe_discards, seen_danger
from lanjolly.bots import make_bot
from lanjolly.bots.inference import evidence
from lanjolly.cards import card_type, is_joker
from lanjolly.round import RoundState
from lanjolly.variants import preset
from lanjolly.views import view


@dataclass
class FeedWatcher(Auditor):
    """The audit, keeping what the feeding seat could see at each feed it counted
    (``lanjolly.audit.seen_danger`` says whether the danger was in plain sight)."""

    feeds: list[dict[str, Any]] = field(default_factory=list)
    _pending: dict[str, Any] | None = None

    def _discard(self, state: RoundState, action: Discard) -> None:
        before = self._feed
        super()._discard(state, action)
        if self._feed is None or self._feed is before:
            return
        nxt, seen = self._feed.next_seat, self._feed.in_sight
        lays_off = state.opened(nxt) and fits_table(action.card, state.melds) and not is_joker(action.card)
        safe = list(safe_discards(state, action, nxt))
        shown = evidence(view(state, action.seat), state.variant)[nxt]
        shown_types = set(shown.declined[-2:] + shown.discarded[-2:]) if shown is not None else set()
        self._pending = {"by": action.seat, "next_cards": len(state.hands[nxt]), "next_opened": state.opened(nxt),
                         "lays_off": lays_off, "visible": seen, "safe_cards": len(safe),
                         "safe_and_unseen_danger": sum(1 for c in safe if not seen_danger(state, action.seat, c, nxt)),
                         "stock": len(state.stock),
                         "fed_type_shown_unwanted": card_type(action.card) in shown_types,
                         "safe_cards_of_shown_unwanted_types": sum(1 for c in safe if card_type(c) in shown_types)}

    def _settle(self, state: RoundState) -> None:
        counted = sum(b["feed"] for b in self.blunders)
        super()._settle(state)
        if sum(b["feed"] for b in self.blunders) > counted and self._pending is not None:
            self.feeds.append(self._pending)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, help="default: 1 (Rommé) / 50 (Jolly): a match is a round")
    p.add_argument("--seats", default="strong,strong")
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--seed", type=int, default=5151)
    a = p.parse_args(argv)
    variant = preset(a.variant).with_options(target_points=a.target or (1 if a.variant == "romme" else 50))
    names = [s.strip() for s in a.seats.split(",")]
    feeds: list[dict[str, Any]] = []
    turns = 0
    for deal in range(a.deals):
        bots = [make_bot(n, seed=deal * 31 + s, variant=variant) for s, n in enumerate(names)]
        watcher = FeedWatcher(len(names))
        play_match(variant, bots, f"{a.seed}/{deal}", f"{a.seed}/{deal}/rot0", auditor=watcher)
        feeds += [dict(f, by=names[f["by"]]) for f in watcher.feeds]
        turns += sum(watcher.turns)
    sizes = collections.Counter(f["next_cards"] for f in feeds)
    print(json.dumps({
        "variant": a.variant, "seats": a.seats, "deals": a.deals, "seed": a.seed, "turns": turns,
        "feeds": len(feeds), "by": dict(collections.Counter(f["by"] for f in feeds)), "per_100_turns": round(100 * len(feeds) / turns, 2) if turns else 0.0,
        "next_player_hand_size": dict(sorted(sizes.items())),
        "next_player_opened": sum(1 for f in feeds if f["next_opened"]),
        "fed_card_lays_off_on_table": sum(1 for f in feeds if f["lays_off"]),
        "fed_card_visible_danger": sum(1 for f in feeds if f["visible"]),
        "visible_by": dict(collections.Counter(f["by"] for f in feeds if f["visible"])),
        "feeds_with_a_safe_card_of_no_visible_danger": sum(1 for f in feeds if f["safe_and_unseen_danger"]),
        # the next player declined or discarded the type in its last two turns (a rule on it: BOTS.md, sixteenth round)
        "fed_type_shown_unwanted": sum(1 for f in feeds if f["fed_type_shown_unwanted"]),
        "feeds_with_a_safe_card_of_a_shown_unwanted_type": sum(1 for f in feeds if f["safe_cards_of_shown_unwanted_types"]),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
