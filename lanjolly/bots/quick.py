"""Quick: Strong's play without its lookahead, the rollout policy of Expert's search.

Why: a search is only as good as the play in its rollouts. Random play or
Normal (which lays every meld at once) disagrees with how Strong and
Expert play; Strong itself costs ~0.5 s per round (its one-draw lookahead
values 53 card types per discard). Quick keeps Strong's weights and its
meld holding, ranks discards with the one-pass score, values a stock draw by
the hand as it is, and looks at a pile take only when a top card connects to
the hand (a partner or a lay-off), so a 2-seat round costs a few
milliseconds per seat-turn.
"""

from __future__ import annotations

from typing import Sequence

from ..cards import card_type, is_joker
from ..variants import Variant
from ..views import View
from .base import partner_score, seat_of, type_counts
from .heuristic import NormalBot
from .knowledge import table_layoff_types
from .strong import StrongBot

MAX_TAKE = 3      # Jolly: pile takes looked at in a rollout (deeper ones are rare and costly)


class QuickBot(StrongBot):
    name = "quick"
    candidates = 1
    mc_worlds = 0

    def stock_value(self, view: View, v: Variant, extend: bool, unseen: Sequence[int]) -> float:
        return NormalBot.stock_value(self, view, v, extend, unseen)

    def pile_options(self, view: View, v: Variant) -> list[int]:
        ks = super().pile_options(view, v)[:MAX_TAKE]
        if not ks:
            return ks
        counts = type_counts(view.hand)
        fit = table_layoff_types(view) if view.opened[seat_of(view)] else frozenset()
        for k in ks:
            c = view.discard[-k]
            if is_joker(c) or card_type(c) in fit or partner_score(c, view.hand, None, counts) >= 2.0:
                return ks
        return []
