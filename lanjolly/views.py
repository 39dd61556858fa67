"""What one seat may see (the only thing the host ever sends to a player).

A view holds the seat's own hand, the *counts* of the other hands, everything
on the table, the discard pile, the size of the stock and the public log.
Never another hand, never the stock order: the protocol's leak tests rely on
this being the single place that decides. Hands are revealed to everyone only
once the round is over, for the end-of-round display.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CardId
from .state import Event, Phase, RoundState
from .scoring import RoundResult, score_round
from .variants import Variant


@dataclass(frozen=True)
class MeldView:
    meld_id: int
    kind: str
    cards: tuple[CardId, ...]
    owners: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True)
class View:
    seat: int | None                 # None for a spectator
    variant: Variant                 # the table's rules, options included (every query needs them)
    round_no: int
    dealer: int
    current: int
    phase: Phase
    turn_no: int
    active: tuple[bool, ...]
    hand: tuple[CardId, ...]         # empty for a spectator
    hand_counts: tuple[int, ...]
    opened: tuple[bool, ...]
    opened_this_turn: bool
    melds: tuple[MeldView, ...]
    discard: tuple[CardId, ...]      # bottom first, top last
    stock_size: int
    taken_this_turn: tuple[CardId, ...]
    knock_open: bool
    last_discarder: int
    timeouts: tuple[int, ...]
    totals: tuple[int, ...]
    log: tuple[Event, ...]
    revealed_hands: tuple[tuple[CardId, ...], ...] | None = None
    result: RoundResult | None = None
    winner: int = -1
    end_reason: str | None = None


def _view(state: RoundState, seat: int | None) -> View:
    over = state.phase is Phase.OVER
    v = state.variant
    return View(
        seat=seat, variant=v, round_no=state.round_no, dealer=state.dealer,
        current=state.current, phase=state.phase, turn_no=state.turn_no,
        active=state.active,
        hand=state.hands[seat] if seat is not None else (),
        hand_counts=tuple(len(h) for h in state.hands),
        opened=tuple(state.opened(s) for s in range(state.seats)),
        opened_this_turn=state.opened_turn[state.current] == state.turn_no,
        melds=tuple(MeldView(m.meld_id, m.meld.kind.value, m.cards, m.owners, m.meld.card_points(v))
                    for m in state.melds),
        discard=state.discard, stock_size=len(state.stock),
        taken_this_turn=state.taken_this_turn, knock_open=state.knock_open,
        last_discarder=state.last_discarder, timeouts=state.timeouts, totals=state.totals,
        log=state.log,
        revealed_hands=state.hands if over else None,
        result=score_round(state) if over else None,
        winner=state.winner,
        end_reason=state.end_reason.value if state.end_reason else None,
    )


def view(state: RoundState, seat: int) -> View:
    """Exactly what ``seat`` may see."""
    if not 0 <= seat < state.seats:
        raise ValueError(f"no seat {seat}")
    return _view(state, seat)


def spectator_view(state: RoundState) -> View:
    """What someone watching (or a neutral log) may see: no hand at all."""
    return _view(state, None)


def visible_cards(v: View) -> set[CardId]:
    """Every card id a view exposes; the leak tests compare this with what the seat may know."""
    out = set(v.hand) | set(v.discard) | set(v.taken_this_turn)
    for m in v.melds:
        out.update(m.cards)
    for e in v.log:
        out.update(e.cards)
    if v.revealed_hands:
        for h in v.revealed_hands:
            out.update(h)
    return out
