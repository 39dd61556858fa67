"""The public record of one blind round and every check on it (PROTOCOL.md §17.6).

The host, every key holder and ``lanjolly verify`` keep the same ledger and feed it the same
messages in the same order; each message is checked before it is stored, and a failure is a
:class:`BlindCheat` naming the key holder that sent it. The ledger knows which seat owns each
hidden position (the game tells it, :meth:`give`), so it can refuse a share that nobody owes.

Release rule (what keeps the host blind): for a position in a seat's hand, every key holder
except the seat's *opener* publishes its share; the opener's own share is published only in an
opening, which makes the card public. A position in the stock gets no share at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from lanjolly.cards import DECK_SIZE

from .elgamal import Ciphertext, context_id, decrypt, public_encryption
from .group import Point, add, base_mul
from .messages import (BlindCheat, Cheat, KeyMsg, Position, RoundKeyMsg, SharesMsg,
                       ShuffleMsg)
from .points import card_of, card_points
from .proofs import verify_key, verify_shares
from .shuffle import verify_shuffle

PUBLIC = -1  # owner of a position whose card everyone knows


@dataclass(frozen=True)
class Setup:
    """Who holds a key this round and who opens each seat's cards."""

    table_id: str
    round_no: int
    attempt: int
    holders: tuple[int, ...]   # key holder slots, ascending: also the shuffle order
    openers: tuple[int, ...]   # per seat: the holder slot whose machine sees that seat's hand

    @property
    def ctx(self) -> bytes:
        return context_id(self.table_id, self.round_no, self.attempt)


@dataclass
class Deck:
    cards: tuple[int, ...]                 # the public cards that went in, in id order
    inputs: list[Ciphertext]
    steps: list[ShuffleMsg] = field(default_factory=list)

    @property
    def current(self) -> list[Ciphertext]:
        return list(self.steps[-1].out) if self.steps else self.inputs


class Ledger:
    def __init__(self, setup: Setup) -> None:
        if len(setup.holders) < 2 or sorted(set(setup.holders)) != list(setup.holders):
            raise ValueError("a blind round needs two or more key holders, ascending")
        if any(o not in setup.holders for o in setup.openers):
            raise ValueError("every seat's opener must be a key holder")
        self.setup = setup
        self.ctx = setup.ctx
        self.keys: dict[int, KeyMsg] = {}
        self.decks: list[Deck] = []
        self.owner: dict[Position, int] = {}
        self.shares: dict[Position, dict[int, Point]] = {}
        self.public: dict[Position, int] = {}
        self.round_keys: dict[int, int] = {}
        self.log: list[KeyMsg | ShuffleMsg | SharesMsg | RoundKeyMsg] = []

    # ---------------------------------------------------------------- keys
    @property
    def keys_complete(self) -> bool:
        return len(self.keys) == len(self.setup.holders)

    @property
    def joint(self) -> Point:
        if not self.keys_complete:
            raise RuntimeError("the joint key needs every holder's key")
        return add(*(k.h for k in self.keys.values()))

    def add_key(self, m: KeyMsg) -> None:
        if m.slot not in self.setup.holders or m.slot in self.keys:
            raise BlindCheat(m.slot, Cheat.DUPLICATE_KEY, "not a holder, or a second key")
        if any(k.h == m.h for k in self.keys.values()):
            raise BlindCheat(m.slot, Cheat.DUPLICATE_KEY, "the same key as another holder")
        if not verify_key(m.h, m.proof, self.ctx, m.slot):
            raise BlindCheat(m.slot, Cheat.BAD_KEY_PROOF, "the proof of knowledge fails")
        self.keys[m.slot] = m
        self.log.append(m)

    # ---------------------------------------------------------------- decks
    def new_deck(self, cards: Sequence[int] | None = None) -> int:
        """Deck 0 (``cards`` None: all 110) or a reshuffle of public ``cards``; its index."""
        ids = tuple(range(DECK_SIZE)) if cards is None else tuple(sorted(cards))
        pts, joint = card_points(), self.joint
        self.decks.append(Deck(ids, [public_encryption(pts[c], joint) for c in ids]))
        return len(self.decks) - 1

    def deck_sizes(self) -> dict[int, int]:
        return {k: len(d.inputs) for k, d in enumerate(self.decks)}

    def next_shuffler(self, deck: int) -> int | None:
        if not 0 <= deck < len(self.decks):
            return None
        done = len(self.decks[deck].steps)
        return self.setup.holders[done] if done < len(self.setup.holders) else None

    def deck_ready(self, deck: int) -> bool:
        return 0 <= deck < len(self.decks) and self.next_shuffler(deck) is None

    def add_shuffle(self, m: ShuffleMsg) -> None:
        if not 0 <= m.deck < len(self.decks) or self.next_shuffler(m.deck) != m.slot:
            raise BlindCheat(m.slot, Cheat.OUT_OF_TURN, f"not this holder's turn to shuffle deck {m.deck}")
        d = self.decks[m.deck]
        if not verify_shuffle(d.current, m.out, m.proof, self.joint, self.ctx, m.slot):
            raise BlindCheat(m.slot, Cheat.BAD_SHUFFLE, f"the proof of shuffle of deck {m.deck} fails")
        d.steps.append(m)
        self.log.append(m)

    def ciphertext(self, p: Position) -> Ciphertext:
        return self.decks[p[0]].current[p[1]]

    # ---------------------------------------------------------------- ownership and shares
    def give(self, p: Position, seat: int) -> None:
        """The game put position ``p`` (still hidden) into ``seat``'s hand."""
        if not self.deck_ready(p[0]) or p in self.owner or p in self.public:
            raise ValueError(f"position {p} cannot be given")
        self.owner[p] = seat

    def owes(self, slot: int, p: Position) -> bool:
        """True when ``slot`` must still publish its share of ``p`` for its owner."""
        seat = self.owner.get(p)
        return (seat is not None and self.setup.openers[seat] != slot
                and slot not in self.shares.get(p, {}))

    def complete_for_owner(self, p: Position) -> bool:
        seat = self.owner[p]
        have = self.shares.get(p, {})
        return all(h in have for h in self.setup.holders if h != self.setup.openers[seat])

    def check_shares(self, m: SharesMsg) -> None:
        """Every check of a batch that does not need it stored (a :class:`BlindCheat` if one fails)."""
        if m.slot not in self.keys:
            raise BlindCheat(m.slot, Cheat.NOT_OWED, "shares from a slot that holds no key")
        if m.cards:
            self._check_opening(m)
        elif not all(self.owes(m.slot, p) for p in m.positions):
            raise BlindCheat(m.slot, Cheat.NOT_OWED, "a share for a position not owed to its owner")
        c1s = [self.ciphertext(p).c1 for p in m.positions]
        if not verify_shares(self.keys[m.slot].h, c1s, m.shares, m.proof, self.ctx, m.slot):
            raise BlindCheat(m.slot, Cheat.BAD_SHARES, "the proof of the shares fails")

    def add_shares(self, m: SharesMsg) -> list[int]:
        """Check and store a batch; for an opening, return the cards it made public."""
        self.check_shares(m)
        for p, d in zip(m.positions, m.shares):
            self.shares.setdefault(p, {})[m.slot] = d
        self.log.append(m)
        if not m.cards:
            return []
        for p, c in zip(m.positions, m.cards):
            if self.decrypt(p) != c:
                raise BlindCheat(m.slot, Cheat.WRONG_CARD, f"position {p} is not card {c}")
            self.public[p] = c
            del self.owner[p]
        return list(m.cards)

    def _check_opening(self, m: SharesMsg) -> None:
        for p in m.positions:
            seat = self.owner.get(p)
            if seat is None or self.setup.openers[seat] != m.slot:
                raise BlindCheat(m.slot, Cheat.NOT_YOURS, f"position {p} is not this holder's to open")
            if not self.complete_for_owner(p):
                raise BlindCheat(m.slot, Cheat.NOT_YOURS, f"position {p} is not yet dealt in full")

    def decrypt(self, p: Position, own: Point | None = None) -> int | None:
        """The card at ``p`` from the published shares (plus ``own``), or None: no card."""
        have = list(self.shares.get(p, {}).values())
        return card_of(decrypt(self.ciphertext(p), have + ([own] if own is not None else [])))

    # ---------------------------------------------------------------- the round's end
    def add_round_key(self, m: RoundKeyMsg) -> None:
        k = self.keys.get(m.slot)
        if k is None or base_mul(m.x) != k.h or m.slot in self.round_keys:
            raise BlindCheat(m.slot, Cheat.BAD_ROUND_KEY, "the revealed key is not the published one")
        self.round_keys[m.slot] = m.x
        self.log.append(m)

    def audit(self) -> dict[Position, int]:
        """Every position's card from the revealed round keys; each must be a card, each once."""
        if len(self.round_keys) != len(self.setup.holders):
            raise RuntimeError("the audit needs every round key")
        out: dict[Position, int] = {}
        for k, d in enumerate(self.decks):
            seen = []
            for i, ct in enumerate(d.current):
                c = card_of(decrypt(ct, [ct.c1 * x for x in self.round_keys.values()]))
                if c is None:
                    raise ValueError(f"deck {k} position {i} decrypts to no card")
                out[(k, i)] = c
                seen.append(c)
            if sorted(seen) != list(d.cards):
                raise ValueError(f"deck {k} does not hold the cards that went in")
        return out


__all__ = ["Deck", "Ledger", "PUBLIC", "Setup"]
