"""Putting a blind round back in order from its messages and its public actions.

A client that joins or comes back in the middle of a round gets the attempt's blind messages
again and a snapshot with every public action, but not how the two interleaved; a round record
keeps them apart too. The order is fixed by the rules themselves: a share needs its position in
a hand, an opening comes before the move that shows its cards, a reshuffle's deck is shuffled
after the stock ran out, round keys come last. :func:`merge` replays both lists on a fresh
:class:`Referee`, taking the next message whenever it can go and else the next action; every
step is the same check as live play, and a message that can never go is refused with the code
and key holder its own check names (PROTOCOL.md §17.10).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from lanjolly.actions import Action, Reshuffle, from_dict
from lanjolly.state import Phase

from .audit import AuditError, Entry, step
from .elgamal import CIPHERTEXT_LEN
from .ledger import Ledger, Setup
from .messages import BlindMsg, KeyMsg, RoundKeyMsg, SharesMsg, ShuffleMsg
from .referee import Referee, RoundParams, cards_out_of_hand
from .wire import from_map


def parse_messages(maps: Sequence[Mapping[str, Any]]) -> list[BlindMsg]:
    """Wire maps (bins as bytes) to messages; deck sizes from the shuffles' own length."""
    sizes = {int(m["deck"]): len(m["out"]) // CIPHERTEXT_LEN for m in maps if m["t"] == "blind_shuffle"}
    return [from_map(m, sizes) for m in maps]


def parse_actions(acts: Sequence[Mapping[str, Any]]) -> list[Action]:
    """Public actions (``snap.acts``, records) to actions; ``reshuffle`` marks a reshuffle."""
    return [Reshuffle(()) if a.get("type") == "reshuffle" else from_dict(dict(a)) for a in acts]


def _message_ready(referee: Referee, m: BlindMsg, actions_done: bool) -> bool:
    ledger, state = referee.ledger, referee.state
    if isinstance(m, KeyMsg):
        return True
    if isinstance(m, ShuffleMsg):
        if m.deck < len(ledger.decks):
            return True
        if m.deck == 0:
            return ledger.keys_complete
        return state is not None and state.phase is Phase.RESHUFFLE and ledger.deck_ready(len(ledger.decks) - 1)
    if isinstance(m, SharesMsg):
        return state is not None and all(p in ledger.owner for p in m.positions) and (
            not m.cards or all(ledger.complete_for_owner(p) for p in m.positions))
    return actions_done


def _action_ready(referee: Referee, a: Action) -> bool:
    state = referee.state
    if state is None:
        return False
    if isinstance(a, Reshuffle):
        return state.phase is Phase.RESHUFFLE and referee.ledger.deck_ready(len(referee.ledger.decks) - 1)
    return not any(c in referee.labels.position for c in cards_out_of_hand(a))


def merge(setup: Setup, seats: int, params: RoundParams, messages: Sequence[BlindMsg],
          actions: Sequence[Action]) -> tuple[list[Entry], Referee]:
    """The interleaving in which every step checks out, and the referee after all of it."""
    referee = Referee(Ledger(setup), seats)
    out: list[Entry] = []
    i = j = 0
    while i < len(messages) or j < len(actions):
        if i < len(messages) and _message_ready(referee, messages[i], j == len(actions)):
            entry: Entry = messages[i]
            i += 1
        elif j < len(actions) and _action_ready(referee, actions[j]):
            entry = actions[j]
            j += 1
        elif i < len(messages):
            step(referee, params, messages[i])      # its own check says what is wrong with it
            raise AuditError(f"message {i} of the record cannot be placed")
        else:
            raise AuditError(f"action {j} of the record shows cards nobody opened")
        step(referee, params, entry)
        out.append(entry)
    return out, referee


__all__ = ["merge", "parse_actions", "parse_messages"]
