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
from dataclasses import dataclass
from typing import Sequence

from ..cards import CARD_TYPES, CardId, card_type
from ..fitmasks import table_meld
from ..goingout import going_out_plan
from ..melds import Meld
from ..meldtables import UNIT_OF_TYPE
from ..state import EventKind
from ..views import View
from .fastpolicy import FastPolicy
from .fastround import counts_and_pack
from .inference import Evidence, World, sample_worlds

STEPS_PER_TURN = 1.0      # improvement steps per turn the opponent has had
NOT_OUT_FACTOR = 0.1      # a world whose opponent could have gone out at its last turn is kept this often
NOT_OUT_TRIES = 5         # worlds drawn, each built up less, before one that fails that check is kept anyway

# Events that change the table: after one of them an opponent's last turn can no longer be
# replayed on the table the view shows.
_TABLE_EVENTS = (EventKind.LAY, EventKind.LAY_OFF, EventKind.SWAP, EventKind.KNOCK, EventKind.RESHUFFLE)
_DRAWS = (EventKind.DRAW_STOCK, EventKind.TAKE_DISCARD)


@dataclass(frozen=True)
class LastTurn:
    """An opponent's latest turn, when the view can replay it: the card it
    threw, the table it played on, whether it had opened, and the cards it
    took from the pile in that turn (not a final discard, RULES.md §3)."""

    seat: int
    discard: CardId
    table: tuple[Meld, ...]
    opened: bool
    blocked: frozenset[CardId]


def last_turns(view: View) -> list[LastTurn]:
    """Per opponent whose latest turn was draw then discard, with no lay by
    anyone since that draw: that turn, to be replayed on each world.

    Why: every level goes out whenever it can (BOTS.md, "Fourteenth round"),
    so a hand that could have gone out at its last turn is not the hand it
    holds. Built-up worlds are close to melds, and without this 7-9% of them
    (up to 17% of 7-card Rommé hands) gave the opponent such a hand: a rollout
    then has them go out at once whatever the searching seat does."""
    v = view.variant
    log = view.log
    out: list[LastTurn] = []
    me = view.seat
    for s in range(len(view.hand_counts)):
        if s == me or not view.active[s]:
            continue
        j = next((i for i in range(len(log) - 1, -1, -1)
                  if log[i].seat == s and log[i].kind in (EventKind.DISCARD, EventKind.TIMEOUT_DISCARD)), None)
        if j is None or log[j].kind != EventKind.DISCARD or not log[j].cards \
                or any(e.seat == s for e in log[j + 1:]):
            continue        # none yet, a timeout's discard, or a turn under way since
        k = next((i for i in range(j - 1, -1, -1) if log[i].seat == s and log[i].kind in _DRAWS), None)
        if k is None or any(e.kind in _TABLE_EVENTS for e in log[k:]):
            continue
        taken = log[k].cards if log[k].kind == EventKind.TAKE_DISCARD else ()
        out.append(LastTurn(s, log[j].cards[0], tuple(table_meld(m.cards) for m in view.melds),
                            view.opened[s], v.blocked_discards(taken)))
    return out


def could_go_out(hands: Sequence[Sequence[CardId]], turns: Sequence[LastTurn], view: View) -> bool:
    """Would some opponent's hand of this world have gone out at its last turn?"""
    v = view.variant
    for t in turns:
        hand = list(hands[t.seat]) + [t.discard]
        if going_out_plan(hand, v, t.table, opened=t.opened, lay_offs=t.opened, blocked=t.blocked) is not None:
            return True
    return False


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
                 factor: float = STEPS_PER_TURN, last: Sequence[LastTurn] = ()) -> World:
    """One world: the weighted uniform deal, then every opponent's hidden
    cards built up by ``factor`` steps per turn they had; with ``last``, a
    world in which an opponent could have gone out at its last turn is kept
    only with probability :data:`NOT_OUT_FACTOR` (soft, as the other
    evidence: a person may miss a finish), and the next one is built up
    less, down to a uniform deal. Why less: the steps per turn were set on
    average hands; a missed finish says this hand has kept less than that
    (in some long Rommé rounds most fully built worlds are such hands)."""
    for attempt in range(NOT_OUT_TRIES):
        world = sample_worlds(view, view.variant, rng, 1, known, ev)[0]
        hands = [list(h) for h in world.hands]
        stock = list(world.stock)
        scale = factor * (1.0 - attempt / (NOT_OUT_TRIES - 1))
        for s, hand in enumerate(hands):
            if s == view.seat or not view.active[s]:
                continue
            build_up(hand, known[s], stock, int(scale * turns[s] + 0.5), pol, seen, rng)
        if not last or attempt == NOT_OUT_TRIES - 1 or not could_go_out(hands, last, view) \
                or rng.random() < NOT_OUT_FACTOR:
            break
    return World([tuple(h) for h in hands], stock, world.weight)
