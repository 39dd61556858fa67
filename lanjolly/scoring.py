"""Card values and round scores for both games (RULES.md §15-18, 21-23).

Jolly scores upwards: laid cards count for whoever placed them, cards in hand
count against, the player who goes out gets a bonus. Rommé only counts penalty
points for cards left in hand. Both double on a "one go" finish (Jolly Hand /
hand rummy). The breakdown keeps every card's value so the table can print
points above each card at the end of a round (RULES.md §29).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .cards import CardId
from .state import RoundState
from .variants import Variant, card_hand_value

__all__ = ["RoundResult", "SeatScore", "card_hand_value", "hand_value", "score_round",
           "went_out_in_one_go"]


def hand_value(cards: Iterable[CardId], variant: Variant) -> int:
    return sum(card_hand_value(c, variant) for c in cards)


@dataclass(frozen=True)
class SeatScore:
    seat: int
    hand: tuple[tuple[CardId, int], ...]     # each card left in hand and its value
    laid: tuple[tuple[CardId, int], ...]     # each table card this seat placed, its laid value
    hand_total: int
    laid_total: int
    bonus: int
    doubled: bool                            # this seat's figures were doubled by a one-go finish
    points: int                              # Jolly: signed round score; Rommé: penalty points


@dataclass(frozen=True)
class RoundResult:
    winner: int                              # -1 when the stock ran out
    one_go: bool                             # Jolly Hand / hand rummy
    positive: bool                           # Jolly (True) or Rommé penalty points (False)
    seats: tuple[SeatScore | None, ...]      # None for seats not playing the round

    def points(self) -> tuple[int | None, ...]:
        return tuple(s.points if s else None for s in self.seats)


def went_out_in_one_go(state: RoundState) -> bool:
    """RULES.md §18/23: the winner's first laying was in the turn they went out."""
    w = state.winner
    return w >= 0 and state.variant.hand_rummy and state.opened_turn[w] == state.turn_no


def score_round(state: RoundState) -> RoundResult:
    v = state.variant
    one_go = went_out_in_one_go(state)
    laid: dict[int, list[tuple[CardId, int]]] = {s: [] for s in range(state.seats)}
    for tm in state.melds:
        for card, owner, pts in zip(tm.cards, tm.owners, tm.meld.card_points(v)):
            laid[owner].append((card, pts))
    seats: list[SeatScore | None] = []
    for s in range(state.seats):
        if not state.active[s]:
            seats.append(None)
            continue
        hand = tuple((c, card_hand_value(c, v)) for c in state.hands[s])
        hand_total = sum(x for _, x in hand)
        laid_total = sum(x for _, x in laid[s])
        is_winner = s == state.winner
        if v.positive_scoring:
            bonus = v.go_out_bonus if is_winner else 0
            if one_go:
                if is_winner:
                    pts = 2 * (laid_total + bonus) - hand_total
                else:
                    pts = laid_total - 2 * hand_total
            else:
                pts = laid_total + bonus - hand_total
            doubled = one_go
        else:
            bonus = 0
            pts = 0 if is_winner else hand_total * (2 if one_go else 1)
            doubled = one_go and not is_winner
        seats.append(SeatScore(s, hand, tuple(laid[s]), hand_total, laid_total, bonus, doubled, pts))
    return RoundResult(state.winner, one_go, v.positive_scoring, tuple(seats))
