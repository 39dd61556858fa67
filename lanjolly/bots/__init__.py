"""Computer opponents at four strengths; all decide from a seat's view only."""

from __future__ import annotations

from ..settle import settle
from ..variants import Variant
from .base import Bot
from .expert import ExpertBot
from .heuristic import EasyBot, NormalBot
from .strong import StrongBot

STRENGTHS: dict[str, type[Bot]] = {"easy": EasyBot, "normal": NormalBot, "strong": StrongBot,
                                   "expert": ExpertBot}


def make_bot(strength: str, seed: int = 0, variant: Variant | None = None) -> Bot:
    """A bot of the named strength. It plays by the rules its views carry (the
    table's variant, options included); ``variant`` only labels the bot (Strong
    keys its rollout players by it)."""
    try:
        cls = STRENGTHS[strength.lower()]
    except KeyError:
        raise ValueError(f"unknown bot strength {strength!r}: choose easy, normal, strong or expert") from None
    settle()      # the first bot of a process: the engine's caches leave the collector's walks
    return cls(seed=seed, variant=variant)


__all__ = ["Bot", "EasyBot", "NormalBot", "StrongBot", "ExpertBot", "STRENGTHS", "make_bot"]
