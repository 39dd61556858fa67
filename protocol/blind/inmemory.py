"""A blind round with every key holder in one process and no sockets.

The wiring a host does over the network, written once for the tests, the bench and the
known-answer vectors: the host relays every message to every holder (and checks it itself),
the holders shuffle in turn, release what they owe after each public event, and open the
cards their seats play. Seats are played by bots that see exactly what their machine sees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

import msgpack

from lanjolly.actions import Action, PlayerAction, Reshuffle
from lanjolly.round import RoundState
from lanjolly.state import Phase
from lanjolly.views import View, view

from .hidden import Labels
from .holder import KeyHolder
from .ledger import Ledger, Setup
from .messages import BlindMsg, SharesMsg, kind_of
from .proofs import seeded_draw
from .referee import Referee, RoundParams, cards_out_of_hand

HOST_SLOT = 100
Tap = Callable[[BlindMsg], BlindMsg | None]  # a test's hook on the wire: change or drop


@dataclass
class Relay:
    """The host: a referee plus the holders it relays to (the host's own holder among them)."""

    setup: Setup
    holders: dict[int, KeyHolder]
    referee: Referee
    wire: list[BlindMsg] = field(default_factory=list)
    transcript: list[BlindMsg | Action] = field(default_factory=list)
    tap: Tap | None = None
    bytes_sent: int = 0

    def send(self, msg: BlindMsg) -> None:
        """One message from a holder: the host checks it, then every other holder does."""
        if self.tap is not None:
            changed = self.tap(msg)
            if changed is None:
                return
            msg = changed
        self.wire.append(msg)
        self.transcript.append(msg)
        self.bytes_sent += _size(msg)
        self.referee.receive(msg)
        for slot, h in self.holders.items():
            if h.follower is not self.referee.follower:
                h.receive(msg)

    def shuffle_chain(self, deck: int) -> None:
        for slot in self.setup.holders:
            m = self.holders[slot].shuffle_due(deck)
            if m is not None:
                self.send(m)

    def release(self) -> None:
        for h in self.holders.values():
            m = h.shares_due()
            if m is not None:
                self.send(m)


def _size(msg: BlindMsg) -> int:
    """Bytes of the msgpack map as a frame body (PROTOCOL.md §17.7), without TLS."""
    body = {"t": kind_of(msg), "round": 0, "attempt": 1, **msg.to_wire()}
    return 4 + len(msgpack.packb(body, use_bin_type=True))


def make_table(table_id: str, round_no: int, holder_slots: Sequence[int], openers: Sequence[int],
               seed: str | None = None) -> Relay:
    """Holders with fresh keys; the host's referee shares the host holder's copy if there is one.

    ``seed`` makes every key, nonce and permutation reproducible (tests, vectors, the bench).
    """
    setup = Setup(table_id, round_no, 1, tuple(sorted(holder_slots)), tuple(openers))
    holders = {s: KeyHolder(s, setup, len(openers)) if seed is None else
               KeyHolder(s, setup, len(openers), seeded_draw(f"{seed}/{s}")) for s in setup.holders}
    for s, h in holders.items():
        h.rng = random.Random(f"{seed}/{s}") if seed is not None else None
    host = holders.get(HOST_SLOT)
    referee = Referee(Ledger(setup) if host is None else host.ledger, len(openers), host)
    return Relay(setup, holders, referee)


def deal(relay: Relay, params: RoundParams) -> RoundState:
    """Keys, deck 0 shuffled by every holder, the deal and every share it owes."""
    for slot in relay.setup.holders:
        relay.send(relay.holders[slot].key_msg())
    for h in _others(relay):
        h.ledger.new_deck()
    relay.referee.ledger.new_deck()
    relay.shuffle_chain(0)
    state = relay.referee.start(params)
    for h in _others(relay):
        h.follower.deal(params.dealer, params.active, params.variant.cards_each)
    relay.release()
    relay.referee.learn_own()
    return state


def _others(relay: Relay) -> list[KeyHolder]:
    return [h for h in relay.holders.values() if h.follower is not relay.referee.follower]


def seat_view(relay: Relay, seat: int) -> View:
    """What the machine that opens ``seat`` shows there: the referee's view with its true cards."""
    state = relay.referee.state
    assert state is not None
    holder = relay.holders[relay.setup.openers[seat]]
    labels = Labels()
    labels.label, labels.position = dict(relay.referee.labels.label), dict(relay.referee.labels.position)
    for p, c in holder.hand(seat).items():
        if c is not None:
            state = labels.reveal(state, p, c, public=False)
    return view(state, seat)


def play(relay: Relay, action: PlayerAction | Action) -> RoundState:
    """One move: the mover's holder opens what the move shows, the host applies, shares follow."""
    state = relay.referee.state
    assert state is not None
    seat = getattr(action, "seat", -1)
    opening = None
    if seat >= 0:
        holder = relay.holders[relay.setup.openers[seat]]
        mine = {c: p for p, c in holder.hand(seat).items()}
        positions = [mine[c] for c in cards_out_of_hand(action) if c in mine]
        if positions:
            opening = holder.open(positions)
            relay.send(opening)
    new = relay.referee.act(action)
    relay.transcript.append(action)
    for h in _others(relay):
        h.follower.on_events(new.log[len(state.log):])
    if new.phase is Phase.RESHUFFLE:
        cards = relay.referee.reshuffle_cards()
        relay.referee.ledger.new_deck(cards)
        for h in _others(relay):
            h.ledger.new_deck(cards)
        relay.shuffle_chain(len(relay.referee.ledger.decks) - 1)
        before = len(new.log)
        new = relay.referee.reshuffle()
        relay.transcript.append(Reshuffle(()))
        for h in _others(relay):
            h.follower.on_events(new.log[before:])
    relay.release()
    relay.referee.learn_own()
    return new


def finish(relay: Relay) -> dict[tuple[int, int], int]:
    """The round's end: every seat's hidden cards opened, every round key revealed, the audit."""
    for seat, positions in relay.referee.hidden_hands().items():
        relay.send(relay.holders[relay.setup.openers[seat]].open(positions))
    for slot in relay.setup.holders:
        relay.send(relay.holders[slot].round_key())
    return relay.referee.ledger.audit()


def run_round(relay: Relay, params: RoundParams, choose: Callable[[View, random.Random], PlayerAction],
              rng: random.Random, max_moves: int = 2000) -> RoundState:
    """Deal and play a whole round with ``choose`` deciding every seat's move from its view."""
    state = deal(relay, params)
    for _ in range(max_moves):
        if state.phase is Phase.OVER:
            break
        state = play(relay, choose(seat_view(relay, state.current), rng))
    return state


__all__ = ["HOST_SLOT", "Relay", "deal", "finish", "make_table", "play", "run_round", "seat_view"]
