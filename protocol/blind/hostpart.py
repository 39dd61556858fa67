"""The host's blind deal as one part with a small interface (sans-I/O, wire maps in and out).

What it needs from the table: the round's parameters, the key holders and each seat's opener,
every blind message a connection sends (with that connection's slot) and every move. What it
gives, in order: wire maps to send to every connection (it relays each accepted blind message
to all, the sender included, so every ledger sees one order) and :class:`Send` marks where the
table sends its own frames (the round's snap, a delta, the round's end), so that shares always
follow the event that makes them owed. It also gives the round state on placeholders and each
seat's hand as the host may show it (``-1`` for a card it cannot see). A refused message raises
:class:`BlindCheat` naming the key holder; the table then voids the attempt (PROTOCOL.md §17).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from lanjolly.actions import Action, Reshuffle
from lanjolly.state import Phase, RoundState

from .holder import KeyHolder
from .ledger import Ledger, Setup
from .messages import BlindCheat, BlindMsg, Cheat
from .referee import Referee, RoundParams, cards_out_of_hand
from .wire import from_map, opening_from_act, to_map

HOST_SLOT = 100


class Send(str, Enum):
    """Where the table sends its own frames between the relayed blind messages."""

    SNAP = "snap"      # deck 0 is dealt: every connection's snap of the round
    DELTA = "delta"    # the state changed (a move, a reshuffle): every connection's delta
    END = "end"        # every hand is open and every key out: the last delta and round_end


Out = list[dict[str, Any] | Send]


class Stage(str, Enum):
    KEYS = "keys"          # waiting for every key
    SHUFFLE = "shuffle"    # deck 0 on its way round the holders
    PLAY = "play"
    RESHUFFLE = "reshuffle"
    REVEAL = "reveal"      # the round is over: waiting for the last openings and round keys
    DONE = "done"


@dataclass
class BlindHost:
    setup: Setup
    params: RoundParams
    seats: int
    host: KeyHolder | None = None
    referee: Referee = field(init=False)
    stage: Stage = Stage.KEYS
    relayed: list[dict[str, Any]] = field(default_factory=list)   # this attempt's transcript
    entries: list[BlindMsg | Action] = field(default_factory=list)  # messages and moves, in order

    def __post_init__(self) -> None:
        if HOST_SLOT in self.setup.holders and self.host is None:
            self.host = KeyHolder(HOST_SLOT, self.setup, self.seats)
        ledger = Ledger(self.setup) if self.host is None else self.host.ledger
        self.referee = Referee(ledger, self.seats, self.host)

    @property
    def ledger(self) -> Ledger:
        return self.referee.ledger

    @property
    def state(self) -> RoundState | None:
        return self.referee.state

    def start(self) -> Out:
        """``blind_start`` for everyone, and the host machine's own key if it holds one."""
        s = self.setup
        out: Out = [{"t": "blind_start", "round": s.round_no, "attempt": s.attempt,
                "holders": list(s.holders), "openers": list(s.openers)}]
        if self.host is not None:
            out += self._accept(self.host.key_msg())
        return out

    def receive(self, slot: int, d: Mapping[str, Any]) -> Out:
        """A blind message from the connection of ``slot``: check, relay, and go on.

        A copy of a message already relayed is ignored: a key holder whose program restarted
        sends its kept key and shuffles again, not knowing which of them arrived (§17.10)."""
        msg = from_map(d, self.ledger.deck_sizes())
        if msg.slot != slot or slot not in self.setup.holders:
            raise BlindCheat(slot, Cheat.MALFORMED, "a message under another slot")
        if to_map(msg, self.setup.round_no, self.setup.attempt) in self.relayed:
            return []
        return self._accept(msg) + self._check_done()

    def _accept(self, msg: BlindMsg) -> Out:
        self.referee.receive(msg)
        out = [self._relay(msg)]
        return out + self._progress()

    def _relay(self, msg: BlindMsg) -> dict[str, Any]:
        m = to_map(msg, self.setup.round_no, self.setup.attempt)
        self.relayed.append(m)
        self.entries.append(msg)
        return m

    def _progress(self) -> Out:
        """Whatever the round can do now: a new deck, the host's shuffle or shares, the deal."""
        out: Out = []
        if self.stage is Stage.KEYS and self.ledger.keys_complete:
            self.ledger.new_deck()
            self.stage = Stage.SHUFFLE
        if self.stage in (Stage.SHUFFLE, Stage.RESHUFFLE):
            deck = len(self.ledger.decks) - 1
            if self.host is not None and (m := self.host.shuffle_due(deck)) is not None:
                return self._accept(m)
            if self.ledger.deck_ready(deck):
                if self.stage is Stage.SHUFFLE:
                    self.referee.start(self.params)
                    out.append(Send.SNAP)
                else:
                    self.referee.reshuffle()
                    self.entries.append(Reshuffle(()))
                    out.append(Send.DELTA)
                self.stage = Stage.PLAY
                out += self._host_shares()
        return out

    def _host_shares(self) -> Out:
        if self.host is None or (m := self.host.shares_due()) is None:
            return []
        self.referee.receive(m)
        self.referee.learn_own()
        return [self._relay(m)]

    def act(self, action: Action, opening: Mapping[str, Any] | None, slot: int) -> Out:
        """A move (its opening first, if it shows hidden cards); IllegalAction leaves all as was."""
        if self.stage is not Stage.PLAY:
            raise RuntimeError("no move now")
        out: Out = []
        if opening is not None:
            msg = opening_from_act(opening, slot, self.ledger.deck_sizes())
            self.referee.preview(action, msg)
            out += self._accept(msg)
        self.referee.act(action)
        self.entries.append(action)
        return out + self._after_move()

    def host_move(self, action: Action) -> Out:
        """A move of a seat the host machine opens (its bots, its own player)."""
        assert self.host is not None
        seat = getattr(action, "seat", -1)
        mine = {c: p for p, c in self.host.hand(seat).items()}
        positions = [mine[c] for c in cards_out_of_hand(action) if c in mine]
        out: Out = []
        if positions:
            out += self._accept(self.host.open(positions))
        self.referee.act(action)
        self.entries.append(action)
        return out + self._after_move()

    def _after_move(self) -> Out:
        state = self.referee.state
        assert state is not None
        if state.phase is Phase.OVER:
            self.stage = Stage.REVEAL
            return self._reveal()
        if state.phase is Phase.RESHUFFLE:
            self.ledger.new_deck(self.referee.reshuffle_cards())
            self.stage = Stage.RESHUFFLE
            return [Send.DELTA] + self._progress()
        return [Send.DELTA] + self._host_shares()

    def _reveal(self) -> Out:
        s = self.setup
        out: Out = [{"t": "blind_reveal", "round": s.round_no, "attempt": s.attempt}]
        if self.host is not None:
            hidden = [p for seat in self.host.seats for p in self.referee.follower.hands[seat]]
            if hidden:
                out += self._accept(self.host.open(hidden))
            out += self._accept(self.host.round_key())
        return out + self._check_done()

    def _check_done(self) -> Out:
        if (self.stage is Stage.REVEAL and not self.referee.hidden_hands()
                and len(self.ledger.round_keys) == len(self.setup.holders)):
            self.stage = Stage.DONE
            return [Send.END]
        return []

    def waiting_for(self) -> int | None:
        """The key holder the round waits for now (a key, a shuffle, shares owed, its hand's
        opening or its round key), or None when nobody owes anything."""
        ledger, holders = self.ledger, self.setup.holders
        if self.stage is Stage.KEYS:
            return next((h for h in holders if h not in ledger.keys), None)
        if self.stage in (Stage.SHUFFLE, Stage.RESHUFFLE):
            return ledger.next_shuffler(len(ledger.decks) - 1)
        if self.stage is Stage.REVEAL:
            hidden = self.referee.hidden_hands()
            late = [self.setup.openers[s] for s in hidden] + [h for h in holders if h not in ledger.round_keys]
            return late[0] if late else None
        if self.stage is Stage.PLAY:
            return next((h for p in ledger.owner for h in holders if ledger.owes(h, p)), None)
        return None

    def readable(self, seat: int) -> bool:
        """Every card of a seat the host machine opens is readable (its bot may move)."""
        if self.host is None or seat not in self.host.seats:
            return True
        return all(c is not None for c in self.host.hand(seat).values())

    def hand(self, seat: int) -> list[int]:
        """Seat's hand as the host may show it: ``-1`` for each card it cannot see (§17.8)."""
        state = self.referee.state
        assert state is not None
        hidden = self.referee.unknown_labels()
        return [-1 if c in hidden else c for c in state.hands[seat]]


__all__ = ["BlindHost", "HOST_SLOT", "Out", "Send", "Stage"]
