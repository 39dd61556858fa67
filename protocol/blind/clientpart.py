"""A key holder's client side of the blind deal, as one part (sans-I/O, wire maps in and out).

The client feeds it ``blind_start``, every relayed blind message, the round's start (dealer,
seats, cards each) and each delta's public news (new log events, the pile, the phase); it
answers with the messages to send: its key, its shuffles, the shares it owes, its openings and
its round key. It fills the ``-1`` of the host's hand with the cards only this machine reads,
and puts the opening of a move's hidden cards into ``act.open``. Every decision comes from its
own copy of the ledger and the positions, never from the host's word (PROTOCOL.md §17.7).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from lanjolly.actions import Action
from lanjolly.cards import CardId
from lanjolly.state import Event, Phase

from .audit import AuditError
from .elgamal import encode_deck
from .group import base_mul
from .holder import KeyHolder
from .ledger import Ledger, Setup
from .messages import BlindMsg, Position
from .proofs import Draw
from .merge import merge, parse_actions, parse_messages
from .referee import RoundParams, cards_out_of_hand
from .tracker import Follower
from .wire import from_map, opening_to_act, to_map


@dataclass
class Kept:
    """What a key holder keeps of an attempt so that a restarted program can go on with it: its
    secret ``x`` and the key and shuffles it sent (wire maps), to be sent again exactly as they
    were (a second key or a second shuffle of a deck would be refused as a cheat, §17.7)."""

    x: int
    sent: list[dict[str, Any]] = field(default_factory=list)
    inputs: dict[int, str] = field(default_factory=dict)   # deck -> SHA-256 (hex) of the deck it shuffled


Persist = Callable[[Kept], None]


class BlindClient:
    """One round's attempt. ``slot`` is None for a watcher or a player this machine does not
    open: it still checks every message, so it can say whether the round held together.

    ``kept`` is what this machine kept of the attempt before it restarted (None: a fresh key),
    ``persist`` writes it to safe keeping; it is called before a message made with the secret
    is handed out, so nothing leaves that a restarted program could not repeat."""

    def __init__(self, table_id: str, start: Mapping[str, Any], seats: int, slot: int | None,
                 draw: Draw | None = None, kept: Kept | None = None, persist: Persist | None = None) -> None:
        self.setup = Setup(table_id, int(start["round"]), int(start["attempt"]),
                           tuple(start["holders"]), tuple(start["openers"]))
        self.holder = (KeyHolder(slot, self.setup, seats, draw, None if kept is None else kept.x)
                       if slot is not None and slot in self.setup.holders else None)
        self.kept: Kept | None = None
        if self.holder is not None:
            x = self.holder.secret
            self.kept = Kept(x) if kept is None else Kept(x, list(kept.sent), dict(kept.inputs))
        self.persist = persist
        self.reveal_due = False    # the round is over: this machine's hands and key are owed
        self._revealed = False
        self.follower = self.holder.follower if self.holder is not None else Follower(Ledger(self.setup), seats)
        self.transcript: list[dict[str, Any]] = []
        self.dealt = False
        self.catching_up = False   # joined mid-round: messages wait for the snapshot (:meth:`catch_up`)
        self.seats = seats

    @property
    def ledger(self) -> Ledger:
        return self.follower.ledger

    def _map(self, msg: BlindMsg) -> dict[str, Any]:
        return to_map(msg, self.setup.round_no, self.setup.attempt)

    def _once(self, t: str, deck: int | None, make: Callable[[], BlindMsg]) -> dict[str, Any]:
        """The key (or a deck's shuffle) this machine sent before, else a new one, kept first.

        A kept shuffle goes again only onto the very deck it shuffled: after a start that was
        called off, the same round and attempt are dealt again under other keys (§8.7)."""
        kept = self.kept
        assert kept is not None
        seen = None if deck is None else hashlib.sha256(encode_deck(self.ledger.decks[deck].current)).hexdigest()
        for m in kept.sent:
            if m["t"] == t and m.get("deck") == deck and (deck is None or kept.inputs.get(deck) == seen):
                return m
        kept.sent = [m for m in kept.sent if not (m["t"] == t and m.get("deck") == deck)]
        m = self._map(make())
        kept.sent.append(m)
        if deck is not None and seen is not None:
            kept.inputs[deck] = seen
        if self.persist is not None:
            self.persist(kept)
        return m

    def begin(self) -> list[dict[str, Any]]:
        """This machine's key, with its proof (nothing for a non-holder)."""
        holder = self.holder
        return [self._once("blind_key", None, holder.key_msg)] if holder is not None else []

    def on_blind(self, d: Mapping[str, Any]) -> list[dict[str, Any]]:
        """A relayed message (own ones come back too): check it; what is due now."""
        if d in self.transcript:
            return []                      # sent again after a reconnection: already taken
        self.transcript.append(dict(d))
        if self.catching_up:
            return []
        msg = from_map(d, self.ledger.deck_sizes())
        if self.holder is not None:
            self.holder.receive(msg)
        else:
            _feed(self.follower, msg)
        if self.ledger.keys_complete and not self.ledger.decks:
            self.ledger.new_deck()
        return self._due()

    def catch_up(self, acts: Sequence[Mapping[str, Any]], params: RoundParams) -> list[dict[str, Any]]:
        """Mid-round (a join, a return): every message so far and the snapshot's public actions,
        put back in order and checked (:func:`merge`); then what this machine still owes."""
        messages = parse_messages(self.transcript)
        _, referee = merge(self.setup, self.seats, params, messages, parse_actions(acts))
        if self.holder is not None:
            published = referee.ledger.keys.get(self.holder.slot)
            if published is not None and published.h != base_mul(self.holder.secret):
                raise AuditError("this machine no longer has the round key it published (the program restarted "
                                 "without it): it cannot read its cards nor give its shares")
            self.holder.follower = referee.follower
        self.follower = referee.follower
        self.dealt = referee.state is not None
        self.catching_up = False
        return self._due() + self._reveal_owed()

    def on_dealt(self, dealer: int, active: Sequence[bool], cards_each: int) -> list[dict[str, Any]]:
        """The round's first ``snap``: the deal's positions, and the shares owed for them."""
        if not self.dealt:
            self.follower.deal(dealer, active, cards_each)
            self.dealt = True
        return self._due()

    def on_events(self, events: Sequence[Event], phase: str, pile: Sequence[CardId],
                  kept: int) -> list[dict[str, Any]]:
        """A delta's new log events; on ``reshuffle`` the next deck starts from the pile."""
        self.follower.on_events(events)
        if phase == Phase.RESHUFFLE.value and self.ledger.deck_ready(len(self.ledger.decks) - 1):
            self.ledger.new_deck(sorted(pile[:max(0, len(pile) - kept)]))
        return self._due()

    def _due(self) -> list[dict[str, Any]]:
        if self.holder is None or not self.ledger.decks:
            return []
        out = []
        deck, holder = len(self.ledger.decks) - 1, self.holder
        if self.ledger.next_shuffler(deck) == holder.slot:
            out.append(self._once("blind_shuffle", deck, lambda: _made(holder.shuffle_due(deck))))
        if self.dealt:
            s = self.holder.shares_due()
            if s is not None:
                out.append(self._map(s))
        return out

    def hand(self, seat: int, shown: Sequence[int]) -> list[int]:
        """The host's hand with its ``-1`` filled in order from this machine's positions."""
        if self.holder is None or seat not in self.holder.seats:
            return list(shown)
        cards = iter(self.holder.card(p) for p in self.follower.hands[seat])
        return [_or_unknown(next(cards, None)) if c == -1 else c for c in shown]

    def opening(self, action: Action, seat: int) -> dict[str, Any] | None:
        """``act.open`` for the hidden cards ``action`` takes out of the hand, or None."""
        if self.holder is None:
            return None
        mine = {self.holder.card(p): p for p in self.follower.hands[seat]}
        positions = [mine[c] for c in cards_out_of_hand(action) if c in mine]
        return opening_to_act(self.holder.open(positions)) if positions else None

    def reveal(self) -> list[dict[str, Any]]:
        """The round is over: open every hidden card of this machine's seats, then the key."""
        self.reveal_due = True
        return self._reveal_owed()

    def _reveal_owed(self) -> list[dict[str, Any]]:
        """The round's end, once per attempt and from what the ledger still lacks (a program that
        restarted during it may have sent part); while catching up it waits for the snapshot."""
        holder = self.holder
        if holder is None or self.catching_up or not self.reveal_due or self._revealed:
            return []
        self._revealed = True
        hidden: list[Position] = [p for s in holder.seats for p in self.follower.hands[s]]
        out = [self._map(holder.open(hidden))] if hidden else []
        if holder.slot not in self.ledger.round_keys:
            out.append(self._map(holder.round_key()))
        return out


def _made(m: BlindMsg | None) -> BlindMsg:
    assert m is not None
    return m


def _or_unknown(card: int | None) -> int:
    return -1 if card is None else card


def _feed(follower: Follower, msg: BlindMsg) -> None:
    from .messages import KeyMsg, ShuffleMsg, SharesMsg
    if isinstance(msg, KeyMsg):
        follower.ledger.add_key(msg)
    elif isinstance(msg, ShuffleMsg):
        follower.ledger.add_shuffle(msg)
    elif isinstance(msg, SharesMsg):
        follower.add_shares(msg)
    else:
        follower.ledger.add_round_key(msg)


__all__ = ["BlindClient", "Kept", "Persist"]
