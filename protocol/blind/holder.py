"""One key holder's side of a blind round: its secret, its shuffles, its shares (sans-I/O).

A holder keeps its own :class:`Follower` (ledger and positions) fed with every relayed message
and the public log, and answers from that copy only: it shuffles when the ledger says it is its
turn, gives its share of a position only when its copy put that position into a hand it does
not open, opens only positions of seats it opens, and reads its own cards with its key. The
secret ``x`` is drawn fresh for every round and attempt and leaves the machine only in
:meth:`round_key`, after the round is over.
"""

from __future__ import annotations

import random
from typing import Sequence

from .group import base_mul, random_scalar
from .ledger import Ledger, Setup
from .messages import BlindMsg, KeyMsg, Position, RoundKeyMsg, SharesMsg, ShuffleMsg
from .proofs import Draw, prove_key, prove_shares
from .shuffle import shuffle
from .tracker import Follower


def fresh_draw() -> Draw:
    """Where a new holder's key and nonces come from: the OS generator (a test seeds it here)."""
    return random_scalar


def fresh_rng() -> random.Random | None:
    """Where a new holder's permutations come from: None is the OS generator (tests seed it)."""
    return None


class KeyHolder:
    def __init__(self, slot: int, setup: Setup, seats: int, draw: Draw | None = None,
                 secret: int | None = None) -> None:
        """``secret``: this attempt's ``x`` as kept on disk by a program that restarted mid-round."""
        self.slot = slot
        self.draw = draw if draw is not None else fresh_draw()
        self._x = self.draw() if secret is None else secret
        self.follower = Follower(Ledger(setup), seats)
        self.seats = tuple(s for s, o in enumerate(setup.openers) if o == slot)
        self._released: set[Position] = set()
        self._known: dict[Position, int] = {}
        self.rng: random.Random | None = fresh_rng()  # seeded permutations: tests and vectors only

    @property
    def ledger(self) -> Ledger:
        return self.follower.ledger

    def key_msg(self) -> KeyMsg:
        return KeyMsg(self.slot, base_mul(self._x), prove_key(self._x, self.ledger.ctx, self.slot, self.draw))

    def receive(self, msg: BlindMsg) -> list[int]:
        """Check and store a relayed message (a :class:`BlindCheat` names a cheater)."""
        if isinstance(msg, KeyMsg):
            self.ledger.add_key(msg)
        elif isinstance(msg, ShuffleMsg):
            self.ledger.add_shuffle(msg)
        elif isinstance(msg, SharesMsg):
            return self.follower.add_shares(msg)
        else:
            self.ledger.add_round_key(msg)
        return []

    def shuffle_due(self, deck: int) -> ShuffleMsg | None:
        """This holder's shuffle of ``deck`` when the chain has come to it, else None."""
        if self.ledger.next_shuffler(deck) != self.slot:
            return None
        cts = self.ledger.decks[deck].current
        perm = self.rng.sample(range(len(cts)), len(cts)) if self.rng is not None else None
        out, proof = shuffle(cts, self.ledger.joint, self.ledger.ctx, self.slot, perm, self.draw)
        return ShuffleMsg(self.slot, deck, tuple(out), proof)

    def shares_due(self) -> SharesMsg | None:
        """One batch with this holder's share of every position it now owes, or None."""
        owed = [p for p, _ in self.follower.given
                if p not in self._released and self.ledger.owes(self.slot, p)]
        if not owed:
            return None
        self._released.update(owed)
        return self._shares(owed, ())

    def _shares(self, positions: Sequence[Position], cards: Sequence[int]) -> SharesMsg:
        c1s = [self.ledger.ciphertext(p).c1 for p in positions]
        shares, proof = prove_shares(self._x, c1s, self.ledger.ctx, self.slot, self.draw)
        return SharesMsg(self.slot, tuple(positions), tuple(shares), proof, tuple(cards))

    def card(self, p: Position) -> int | None:
        """The card at a position of a seat this holder opens, once every other share is in."""
        if p in self._known:
            return self._known[p]
        if self.ledger.owner.get(p) not in self.seats or not self.ledger.complete_for_owner(p):
            return None
        card = self.ledger.decrypt(p, own=self.ledger.ciphertext(p).c1 * self._x)
        if card is not None:
            self._known[p] = card
        return card

    def hand(self, seat: int) -> dict[Position, int | None]:
        """The hidden positions of one of this holder's seats and their cards so far."""
        return {p: self.card(p) for p in self.follower.hands[seat]}

    def open(self, positions: Sequence[Position]) -> SharesMsg:
        """The opening of own positions: this holder's shares, with the cards they show."""
        cards = [self.card(p) for p in positions]
        if any(c is None for c in cards):
            raise ValueError("only dealt positions of this holder's seats can be opened")
        return self._shares(positions, [c for c in cards if c is not None])

    def round_key(self) -> RoundKeyMsg:
        return RoundKeyMsg(self.slot, self._x)

    @property
    def secret(self) -> int:
        """``x``, for the program's own safe keeping until the round ends (never on the wire before)."""
        return self._x


__all__ = ["KeyHolder"]
