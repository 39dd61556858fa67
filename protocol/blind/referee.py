"""The host's side of a blind round: the rules engine on placeholders, fed by openings.

The host deals labels (:mod:`.hidden`), lets the key holders shuffle and share, and applies a
move only when every card the move takes out of a hand has been opened, with proof, by the
opener of that hand. It never holds a share that would open a hidden card of a seat it does
not open. When the host machine is itself a key holder (it plays or runs bots), its
:class:`KeyHolder` reads the cards of its own seats, and only those (PROTOCOL.md §17.9).
"""

from __future__ import annotations

from dataclasses import dataclass

from lanjolly.actions import Action, Discard, LayMelds, LayOff, Reshuffle, SwapJoker, Timeout
from lanjolly.cards import CardId
from lanjolly.errors import IllegalAction, Reason
from lanjolly.round import apply, check, deal, reshuffle_size
from lanjolly.state import Phase, RoundState
from lanjolly.variants import Variant

from .hidden import Labels
from .holder import KeyHolder
from .ledger import Ledger
from .messages import BlindCheat, BlindMsg, Cheat, KeyMsg, Position, SharesMsg, ShuffleMsg
from .tracker import Follower


def cards_out_of_hand(action: Action) -> tuple[CardId, ...]:
    """The cards a move takes out of the mover's hand (each must be public by then)."""
    if isinstance(action, LayMelds):
        return tuple(c for m in action.melds for c in m)
    if isinstance(action, (LayOff, SwapJoker, Discard)):
        return (action.card,)
    if isinstance(action, Timeout) and action.card >= 0:
        return (action.card,)     # a least turn's discard, named by the seat's own machine (§17.13)
    return ()


@dataclass
class RoundParams:
    variant: Variant
    dealer: int
    active: tuple[bool, ...]
    round_no: int = 0
    totals: tuple[int, ...] | None = None


class Referee:
    def __init__(self, ledger: Ledger, seats: int, host: KeyHolder | None = None) -> None:
        self.follower = Follower(ledger, seats) if host is None else host.follower
        self.host = host
        self.labels = Labels()
        self.state: RoundState | None = None

    @property
    def ledger(self) -> Ledger:
        return self.follower.ledger

    def start(self, p: RoundParams) -> RoundState:
        """Deal deck 0 (every shuffle checked) as labels 0..109 in position order."""
        if not self.ledger.decks or not self.ledger.deck_ready(0):
            raise RuntimeError("deck 0 is not shuffled yet")
        self.state = deal(p.variant, list(range(len(self.ledger.decks[0].inputs))), p.dealer,
                          p.active, p.round_no, p.totals)
        for i in range(len(self.ledger.decks[0].inputs)):
            self.labels.assign((0, i), i)
        self.follower.deal(p.dealer, p.active, p.variant.cards_each)
        return self.state

    def receive(self, msg: BlindMsg) -> list[int]:
        """Check and store any relayed message (a :class:`BlindCheat` names its sender)."""
        if isinstance(msg, SharesMsg):
            return self.shares(msg)
        if isinstance(msg, KeyMsg):
            self.ledger.add_key(msg)
        elif isinstance(msg, ShuffleMsg):
            self.ledger.add_shuffle(msg)
        else:
            self.ledger.add_round_key(msg)
        return []

    def shares(self, m: SharesMsg) -> list[int]:
        """A relayed batch of shares; an opening fixes the labels of the cards it shows."""
        cards = self.follower.add_shares(m)
        assert self.state is not None
        for p, c in zip(m.positions, cards):
            self.state = self.labels.reveal(self.state, p, c)
        self.learn_own()
        return cards

    def learn_own(self) -> None:
        """The host machine's own seats: put the cards it may see under their positions."""
        if self.host is None or self.state is None:
            return
        for seat in self.host.seats:
            for p, c in self.host.hand(seat).items():
                if c is not None and p not in self.labels.private:
                    self.state = self.labels.reveal(self.state, p, c, public=False)

    def unknown_labels(self) -> set[CardId]:
        return self.labels.unknown()

    def preview(self, action: Action, opening: SharesMsg) -> None:
        """Refuse (BlindCheat, IllegalAction) a move and its opening before either is stored."""
        assert self.state is not None
        seat = getattr(action, "seat", -1)
        ledger = self.ledger
        if not opening.cards or any(ledger.owner.get(p) != seat for p in opening.positions):
            raise BlindCheat(opening.slot, Cheat.NOT_YOURS, "an opening of another seat's cards")
        ledger.check_shares(opening)
        labels, state = self.labels.copy(), self.state
        for p, d, c in zip(opening.positions, opening.shares, opening.cards):
            if ledger.decrypt(p, own=d) != c:
                raise BlindCheat(opening.slot, Cheat.WRONG_CARD, f"position {p} is not card {c}")
            state = labels.reveal(state, p, c)
        hidden = [c for c in cards_out_of_hand(action) if c in labels.position]
        if hidden:
            raise IllegalAction(Reason.NOT_IN_HAND, f"cards {hidden} were not opened")
        problem = check(state, action)
        if problem is not None:
            raise problem

    def act(self, action: Action, opening: SharesMsg | None = None) -> RoundState:
        """Apply a seat's move after its opening (if any); refuse a move on hidden cards."""
        assert self.state is not None
        seat = getattr(action, "seat", -1)
        if opening is not None:
            if any(self.ledger.owner.get(p) != seat for p in opening.positions) or not opening.cards:
                raise BlindCheat(opening.slot, Cheat.NOT_YOURS, "an opening of another seat's cards")
            self.shares(opening)
        hidden = [c for c in cards_out_of_hand(action) if c in self.labels.position]
        if hidden:
            raise IllegalAction(Reason.NOT_IN_HAND, f"cards {hidden} were not opened")
        before = len(self.state.log)
        self.state = apply(self.state, action)
        self.follower.on_events(self.state.log[before:])
        self.learn_own()
        return self.state

    def reshuffle_cards(self) -> list[CardId]:
        """The public cards that go back when the stock is empty (the next deck's cards)."""
        assert self.state is not None and self.state.phase is Phase.RESHUFFLE
        return sorted(self.state.discard[:reshuffle_size(self.state)])

    def reshuffle(self) -> RoundState:
        """Complete the pending draw with the last deck (every shuffle of it checked)."""
        assert self.state is not None
        deck = len(self.ledger.decks) - 1
        cards = self.ledger.decks[deck].cards
        if not self.ledger.deck_ready(deck) or list(cards) != self.reshuffle_cards():
            raise RuntimeError("the reshuffle deck is not ready")
        for i, c in enumerate(cards):
            self.labels.assign((deck, i), c)
        before = len(self.state.log)
        self.state = apply(self.state, Reshuffle(tuple(range(len(cards)))))
        self.follower.on_events(self.state.log[before:])
        self.learn_own()
        return self.state

    def hidden_hands(self) -> dict[int, list[Position]]:
        """Per seat, the positions still hidden in its hand (opened at the round's end)."""
        return {s: list(h) for s, h in enumerate(self.follower.hands) if h}


__all__ = ["Referee", "RoundParams", "cards_out_of_hand"]
