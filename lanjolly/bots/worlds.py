"""Worlds for Expert's search: hidden hands as built-up as the opponents' real ones.

Why: a hand dealt uniformly from the unseen cards is a fresh deal, but an
opponent who has drawn and discarded for ten turns has kept what melds and
thrown what does not (measured on Strong-vs-Strong rounds, BOTS.md: a real
opponent hand had ~4 cards outside its best lay where uniform worlds had
~7). Rollouts in such worlds think every opponent is far from going out,
so they undervalue speed and never fear a feed. So each opponent's hidden
cards are dealt uniformly (:func:`~.inference.sample_worlds`: pickups stay,
declines and discards weigh the worlds) and then *played forward*: for each
turn the opponent has had, a random stock card comes in and the policy's
worst card goes back into the stock in its place. Cards the log proves are
in the hand (pickups) never leave it.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..cards import CARD_TYPES, CardId, card_type
from ..meldtables import UNIT_OF_TYPE
from ..state import EventKind
from ..views import View
from .fastpolicy import FastPolicy
from .fastround import counts_and_pack
from .inference import Evidence, World, sample_worlds

STEPS_PER_TURN = 1.0      # improvement steps per turn the opponent has had


def turns_had(view: View) -> list[int]:
    """Per seat, how many turns it has drawn in this round (from the public log)."""
    out = [0] * len(view.hand_counts)
    for e in view.log:
        if e.kind in (EventKind.DRAW_STOCK, EventKind.TAKE_DISCARD, EventKind.KNOCK):
            out[e.seat] += 1
    return out


def public_seen(view: View) -> list[int]:
    """Per card type, the copies lying face up (pile and melds)."""
    seen = [0] * CARD_TYPES
    for c in view.discard:
        seen[card_type(c)] += 1
    for m in view.melds:
        for c in m.cards:
            seen[card_type(c)] += 1
    return seen


def build_up(hand: list[CardId], fixed: set[CardId], stock: list[CardId], steps: int, pol: FastPolicy,
             seen: list[int], rng: random.Random) -> None:
    """Play ``hand`` forward ``steps`` times in place: a random stock card in,
    the policy's worst card (never one of ``fixed``) out, into that card's
    place in ``stock``."""
    cnt, pack = counts_and_pack(hand)
    blocked = tuple(fixed)
    for _ in range(steps):
        if not stock:
            return
        i = rng.randrange(len(stock))
        x = stock[i]
        t = card_type(x)
        hand.append(x)
        cnt[t] += 1
        pack += UNIT_OF_TYPE[t]
        w = pol.worst(hand, cnt, pack, seen, blocked, 13, 0)
        hand.remove(w)
        tw = card_type(w)
        cnt[tw] -= 1
        pack -= UNIT_OF_TYPE[tw]
        stock[i] = w


def sample_built(view: View, rng: random.Random, known: Sequence[set[CardId]], ev: Sequence[Evidence | None],
                 pol: FastPolicy, turns: Sequence[int], seen: list[int],
                 factor: float = STEPS_PER_TURN) -> World:
    """One world: the weighted uniform deal, then every opponent's hidden
    cards built up by ``factor`` steps per turn they had."""
    world = sample_worlds(view, view.variant, rng, 1, known, ev)[0]
    hands = [list(h) for h in world.hands]
    stock = list(world.stock)
    for s, hand in enumerate(hands):
        if s == view.seat or not view.active[s]:
            continue
        build_up(hand, known[s], stock, int(factor * turns[s] + 0.5), pol, seen, rng)
    return World([tuple(h) for h in hands], stock, world.weight)
