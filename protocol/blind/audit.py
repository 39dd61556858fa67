"""The round's audit once every round key is out: the whole transcript checked again.

``lanjolly verify`` and the replay viewer call :func:`replay` on a record's transcript (every
blind message and every public action, in the order the host relayed them). It re-runs a fresh
:class:`Referee`, so every key proof, shuffle proof and share proof is checked again, every
share against the release rule, and a bad one is refused naming its key holder. Then it
decrypts every position with the revealed round keys, deals the true order, applies the same
actions (each reshuffle's order from its deck) and requires the same public round: every
opening showed the card that was really there (PROTOCOL.md §17.10).
"""

from __future__ import annotations

from typing import Iterator, Sequence, TypeGuard

from lanjolly.actions import Action, Reshuffle, Timeout
from lanjolly.round import apply, deal, least_turn_discard
from lanjolly.state import Phase, RoundState

from .ledger import Ledger, Setup
from .messages import BlindMsg, KeyMsg, RoundKeyMsg, SharesMsg, ShuffleMsg
from .referee import Referee, RoundParams

Entry = BlindMsg | Action


class AuditError(ValueError):
    """The record does not hold together; the text says where."""


def replay(setup: Setup, seats: int, params: RoundParams, transcript: Sequence[Entry]) -> RoundState:
    """Check the whole transcript; the true final state of the round (AuditError/BlindCheat)."""
    return replay_ledger(setup, seats, params, transcript)[0]


def replay_ledger(setup: Setup, seats: int, params: RoundParams,
                  transcript: Sequence[Entry]) -> tuple[RoundState, Ledger]:
    """:func:`replay`, and the checked ledger (for the true states, :func:`true_states`)."""
    referee = Referee(Ledger(setup), seats)
    for e in transcript:
        step(referee, params, e)
    if referee.state is None or referee.state.phase is not Phase.OVER:
        raise AuditError("the round does not end in the record")
    if referee.hidden_hands():
        raise AuditError("hands left unopened at the round's end")
    truth = true_round(referee.ledger, params, actions_of(transcript))
    for what in ("hands", "melds", "discard", "winner", "end_reason"):
        if getattr(truth, what) != getattr(referee.state, what):
            raise AuditError(f"the round as played differs from the true deal in its {what}")
    return truth, referee.ledger


def is_message(e: Entry) -> bool:
    return isinstance(e, (KeyMsg, ShuffleMsg, SharesMsg, RoundKeyMsg))


def _is_action(e: Entry) -> TypeGuard[Action]:
    return not is_message(e)


def actions_of(transcript: Sequence[Entry]) -> list[Action]:
    return [e for e in transcript if _is_action(e)]


def step(referee: Referee, params: RoundParams, e: Entry) -> None:
    """One entry of a transcript, checked and applied as in live play."""
    ledger = referee.ledger
    if isinstance(e, ShuffleMsg) and e.deck == len(ledger.decks):
        ledger.new_deck(None if e.deck == 0 else referee.reshuffle_cards())
    if isinstance(e, Reshuffle):
        referee.reshuffle()
    elif isinstance(e, (KeyMsg, ShuffleMsg, SharesMsg, RoundKeyMsg)):
        referee.receive(e)
        if isinstance(e, ShuffleMsg) and e.deck == 0 and ledger.deck_ready(0):
            referee.start(params)
    else:
        referee.act(e)


def true_round(ledger: Ledger, params: RoundParams, actions: Sequence[Action]) -> RoundState:
    """The round replayed with the audited cards: deal order and every reshuffle order."""
    *_, last = true_states(ledger, params, actions)
    return last


def _check_least_turn(state: RoundState, a: Timeout) -> None:
    """A timed-out turn's discard, named by the seat's own machine (the host could not see the
    hand, PROTOCOL.md §17.13), must be the one the engine picks on the true hand."""
    due = least_turn_discard(state, a.seat) if state.phase is Phase.PLAY and state.current == a.seat else None
    if due != a.card:
        raise AuditError(f"seat {a.seat}'s timed-out turn discarded card {a.card}, not the card the rules "
                         f"pick for it ({due})")


def true_states(ledger: Ledger, params: RoundParams, actions: Sequence[Action]) -> Iterator[RoundState]:
    """The true state after the deal, then after each action (the replay viewer's steps)."""
    try:
        cards = ledger.audit()
    except (RuntimeError, ValueError) as exc:
        raise AuditError(str(exc)) from exc
    order = [cards[(0, i)] for i in range(len(ledger.decks[0].inputs))]
    state = deal(params.variant, order, params.dealer, params.active, params.round_no, params.totals)
    yield state
    deck = 0
    for a in actions:
        if isinstance(a, Reshuffle):
            deck += 1
            went = list(ledger.decks[deck].cards)
            a = Reshuffle(tuple(went.index(cards[(deck, i)]) for i in range(len(went))))
        elif isinstance(a, Timeout) and a.card >= 0:
            _check_least_turn(state, a)
            a = Timeout(a.seat)           # the engine picks the discard again, on the true hand
        state = apply(state, a)
        yield state


__all__ = ["AuditError", "Entry", "step", "actions_of", "is_message", "replay", "replay_ledger", "true_round", "true_states"]
