"""Rules variants: every *(option)* of RULES.md is a field here.

A table is configured by one frozen :class:`Variant`; ``JOLLY`` and ``ROMME``
are the presets with the defaults RULES.md gives. Tables change options with
:func:`dataclasses.replace` (or :meth:`Variant.with_options`, which also checks
the choice is one the rulings allow).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, Iterable

from .cards import ACE, CardId, is_joker, rank_of


class Game(str, Enum):
    JOLLY = "jolly"   # positive scoring, seeds 000/001/004
    ROMME = "romme"   # penalty scoring, seeds 002/003


JOLLY_TARGETS = (50, 100, 200, 250, 500)        # RULES.md §19
ROMME_TARGETS = (1, 50, 100)                    # RULES.md §25
TURN_SECONDS_CHOICES = (15, 30, 60, 90, 180, 0)  # RULES.md §12, 0 = off


@dataclass(frozen=True)
class Variant:
    game: Game
    # RULES.md §7/14/21: the first laying must reach this many points.
    opening_points: int
    # RULES.md §15/21: laid value of an ace, by position.
    ace_low_laid: int
    ace_high_laid: int
    ace_group_laid: int
    # RULES.md §16/22: value of cards left in hand.
    ace_hand: int
    joker_hand: int
    # RULES.md §17: bonus for going out (Jolly only).
    go_out_bonus: int
    # RULES.md §13/20: Jolly takes k cards from the fanned pile once opened;
    # Rommé takes the single top card, opened or not.
    fanned_discard: bool
    # RULES.md §10 (option): discards kept back when the pile becomes the stock.
    discard_kept_on_reshuffle: int
    # RULES.md §11 (option).
    max_hand: int
    # RULES.md §19/25 (option).
    target_points: int
    # RULES.md §3 (option).
    may_discard_taken_card: bool = False
    # RULES.md §4 (option).
    final_discard_required: bool = True
    # RULES.md §9 (option).
    swapped_joker_must_be_laid: bool = False
    # RULES.md §12 (option): seconds per turn, 0 = no limit.
    turn_seconds: int = 60
    # RULES.md §18/23 (option for Rommé): going out in one go doubles the
    # opponents' hand values. In Jolly this is the "Jolly Hand".
    hand_rummy: bool = True
    # RULES.md §24 (options, Rommé only).
    knock: bool = False
    knock_window_ms: int = 4500        # a person needs 4-5 s to see the discard and press Knock
    # RULES.md §10: a round in which the stock has been rebuilt this many times
    # ends as if the stock ran out (no winner). Without it two players holding
    # one card each over a table of complete melds could draw and discard for
    # ever (Rommé without knocking: hands never grow). 0 = no limit.
    max_reshuffles: int = 3
    # RULES.md §2.
    cards_each: int = 13
    # RULES.md §12: consecutive timeouts before a bot takes the seat.
    timeouts_before_bot: int = 3

    @property
    def name(self) -> str:
        return self.game.value

    @property
    def positive_scoring(self) -> bool:
        """Jolly counts laid cards for the player; Rommé only counts penalties."""
        return self.game is Game.JOLLY

    def blocked_discards(self, taken: Iterable[CardId]) -> frozenset[CardId]:
        """The cards of ``taken`` (taken from the discard pile this turn) that may
        not be this turn's discard (RULES.md §3, option ``may_discard_taken_card``).
        Why here: the engine refuses such a discard, and the hint and the bots ask
        the same question to keep one; they ask this rather than say it again."""
        return frozenset() if self.may_discard_taken_card else frozenset(taken)

    def opens_with(self, points: int) -> bool:
        """Whether a first laying of this laid value opens the hand (RULES.md §7).
        Why here: the engine refuses a lower opening, and the hint, the solver and
        the bots ask the same question; they ask this rather than say it again."""
        return points >= self.opening_points

    def points_needed(self, opened: bool) -> int:
        """The laid value this turn's new melds must reach: the opening value before
        the hand has opened, nothing after (RULES.md §7)."""
        return 0 if opened else self.opening_points

    def allowed_targets(self) -> tuple[int, ...]:
        return JOLLY_TARGETS if self.game is Game.JOLLY else ROMME_TARGETS

    def with_options(self, **changes: Any) -> "Variant":
        """A copy with some options changed, refusing choices the rulings do not offer."""
        known = {f.name for f in fields(self)}
        unknown = set(changes) - known
        if unknown:
            raise ValueError(f"unknown variant option(s): {', '.join(sorted(unknown))}")
        new = replace(self, **changes)
        new.validate()
        return new

    def validate(self) -> None:
        if self.target_points not in self.allowed_targets():
            raise ValueError(f"target {self.target_points} is not offered for {self.name}; "
                             f"choose one of {self.allowed_targets()}")
        if self.turn_seconds not in TURN_SECONDS_CHOICES:
            raise ValueError(f"turn time {self.turn_seconds}s is not offered; "
                             f"choose one of {TURN_SECONDS_CHOICES} (0 = off)")
        if self.knock and self.game is not Game.ROMME:
            raise ValueError("knocking exists only in Rommé")
        if not 0 <= self.discard_kept_on_reshuffle <= 10:
            raise ValueError("discard_kept_on_reshuffle must be 0..10")
        if not self.cards_each + 2 <= self.max_hand <= 40:
            raise ValueError("max_hand must leave room to draw and stay below 40")
        if not 0 <= self.knock_window_ms <= 10_000:
            raise ValueError("knock_window_ms must be 0..10000")
        if not 0 <= self.max_reshuffles <= 50:
            raise ValueError("max_reshuffles must be 0..50 (0 = no limit)")
        if self.opening_points < 0:
            raise ValueError("opening_points must not be negative")

    def to_dict(self) -> dict[str, Any]:
        # Every field is a plain value: read as it is (``dataclasses.asdict`` deep-copied each one,
        # half the cost of every table-info message a host sends, e.g. at each disconnect).
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["game"] = self.game.value
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Variant":
        """Rebuild a variant from the wire, starting from the game's preset."""
        game = Game(data["game"])
        base = JOLLY if game is Game.JOLLY else ROMME
        rest = {k: v for k, v in data.items() if k != "game"}
        return base.with_options(**rest)


JOLLY = Variant(
    game=Game.JOLLY, opening_points=40,
    ace_low_laid=1, ace_high_laid=10, ace_group_laid=25,
    ace_hand=25, joker_hand=50, go_out_bonus=30,
    fanned_discard=True, discard_kept_on_reshuffle=3, max_hand=20,
    target_points=100,
)

ROMME = Variant(
    game=Game.ROMME, opening_points=30,
    ace_low_laid=1, ace_high_laid=11, ace_group_laid=11,
    ace_hand=15, joker_hand=30, go_out_bonus=0,
    fanned_discard=False, discard_kept_on_reshuffle=1, max_hand=20,
    target_points=50,
)


def preset(name: str) -> Variant:
    try:
        return {"jolly": JOLLY, "romme": ROMME, "rommé": ROMME}[name.lower()]
    except KeyError:
        raise ValueError(f"unknown variant {name!r}: choose jolly or romme") from None


def card_hand_value(card: CardId, variant: Variant) -> int:
    """Value of a card left in hand (RULES.md §16 / 22)."""
    if is_joker(card):
        return variant.joker_hand
    r = rank_of(card)
    if r == ACE:
        return variant.ace_hand
    return r if r <= 9 else 10
