"""The blunder audit: moves a player would laugh at, found with hindsight.

Why: a win share says how often a bot wins, not whether it ever plays a move
a person finds absurd. The audit watches a round move by move (the arena's
``hook``) with the full state, as a kibitzer who sees every hand would, and
counts three blunders per seat:

* ``feed``: a discard after which the next player goes out in their very next
  turn, when another discard (one of the seat's other cards) would have left
  them unable to go out with the card they then drew or could take;
* ``knock``: a knock refused (Rommé, RULES.md §24) that would have let the
  seat go out at once with the claimed card and the two penalty cards that
  were on the stock (hindsight: the refusing seat could not see those two);
* ``lay``: a lay, lay-off or joker swap after which the seat can no longer go
  out this turn although it could before.

A feed is also judged from the feeding seat's own view (:func:`seen_danger`):
the fed card was a joker, laid off on a meld of the table once the next
player had opened, or joined a card the feeder knew the next player held (one
they took from the pile, of the same rank or next in the suit). Those are the
feeds anyone at the table could have avoided; the rest completed a meld hidden
in the hand. The audit counts both (``seen_feeds``: the part of ``feed`` that
was in plain sight), since "a safe discard existed" is judged knowing the hand.

"Can go out" is the solver's answer for one turn (:func:`can_go_out`): the
hand less cards that lay off on the table (once opened before this turn)
splits into melds leaving exactly the final discard, and an unopened hand's
melds reach the opening value. It ignores lay-offs onto melds laid the same
turn, so it errs towards finding fewer blunders, never inventing one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Sequence

from .actions import Discard, DrawStock, Knock, LayMelds, LayOff, PlayerAction, SwapJoker, TakeDiscard
from .cards import CardId, card_type, is_joker
from .driver import knock_window_due
from .errors import IllegalAction
from .infostate import known_hands
from .goingout import going_out_plan
from .melds import layoff_ends
from .round import apply, check
from .state import EndReason, Phase, RoundState, TableMeld
from .views import view

KINDS = ("feed", "knock", "lay")
SEEN = "feed_seen"     # in per-deal counts (lanjolly.sim): the feeds whose danger was in plain sight


def can_go_out(hand: Sequence[CardId], state: RoundState, seat: int, opened_before: bool) -> bool:
    """Could ``seat`` go out this turn with ``hand`` (drawn already) on ``state``'s table?

    The engine's question (:func:`lanjolly.goingout.going_out_plan`, which
    the bots and the Lay cards hint ask too): once opened before this turn,
    the cards that fit the table may be laid off, one after another; the
    rest must form melds leaving exactly the final discard."""
    keep = 1 if state.variant.final_discard_required else 0
    if not opened_before and state.opened(seat) and len(hand) == keep:
        return True     # opened this turn with everything but the final discard: going out in one go
    table = tuple(m.meld for m in state.melds)
    return going_out_plan(hand, state.variant, table, opened=state.opened(seat),
                          lay_offs=opened_before) is not None


def fits_table(card: CardId, melds: Sequence[TableMeld]) -> bool:
    if is_joker(card):
        return bool(melds)
    return any(layoff_ends(m.meld, card) for m in melds)


def seen_danger(state: RoundState, seat: int, card: CardId, nxt: int) -> bool:
    """Could ``seat``, about to discard ``card`` in ``state``, see that it helps ``nxt``: a
    joker, a lay-off on the table once ``nxt`` has opened, or the same rank or a suit
    neighbour of a card ``seat`` knows ``nxt`` holds (taken from the pile)?"""
    if is_joker(card):
        return True
    if state.opened(nxt) and fits_table(card, state.melds):
        return True
    t = card_type(card)
    rank, suit = t % 13, t // 13
    near = {s * 13 + rank for s in range(4) if s != suit} | {suit * 13 + (rank + d) % 13 for d in (-1, 1)}
    return any(card_type(c) in near for c in known_hands(view(state, seat))[nxt] if not is_joker(c))


def next_turn_out(state: RoundState, seat: int) -> bool:
    """Could ``seat`` (to draw now) go out this turn, by the stock's top card or the pile's?"""
    hand = list(state.hands[seat])
    before = state.opened(seat)
    draws: list[list[CardId]] = []
    if state.stock:
        draws.append([state.stock[0]])
    if state.discard and check(state, TakeDiscard(seat, 1)) is None:
        draws.append([state.discard[-1]])
    return any(can_go_out(hand + d, state, seat, before) for d in draws)


def safe_discards(state: RoundState, action: Discard, nxt: int) -> Iterator[CardId]:
    """The seat's other cards (one per type) whose discard would leave ``nxt``
    unable to go out in their next turn; lazily, since the audit needs only
    the first and each costs a solver call per possible draw."""
    for c in {card_type(x): x for x in state.hands[action.seat] if x != action.card}.values():
        alt = _apply(state, Discard(action.seat, c))
        if alt is not None and alt.phase is Phase.DRAW and not next_turn_out(alt, nxt):
            yield c


@dataclass(frozen=True)
class FeedRisk:
    """A discard that lets the next player out in their next turn, where
    another of the seat's cards would not."""

    next_seat: int
    turn: int           # the next player's turn, in which they could go out
    safe: CardId        # the first other card (one per type) that would not let them


def feed_risk(state: RoundState, action: Discard) -> FeedRisk | None:
    """The feed ``action`` would be (a kibitzer's judgement, seeing every hand
    and the stock), or None when the next player could not go out after it or
    every other discard would let them out too. Why one function: the audit
    counts these and the benchmarks' never-feeding kibitzer replaces them."""
    after = _apply(state, action)
    if after is None or after.phase is not Phase.DRAW or not next_turn_out(after, after.current):
        return None
    safe = next(safe_discards(state, action, after.current), None)
    return None if safe is None else FeedRisk(after.current, after.turn_no, safe)


@dataclass(frozen=True)
class PendingFeed:
    """A discard that lets the next player out, waiting on whether they do
    go out in the turn it started (only then is it a feed)."""

    discarder: int
    next_seat: int
    turn: int
    in_sight: bool      # the danger was visible from the discarder's view (seen_danger)


@dataclass
class Auditor:
    """Counts blunders and turns per seat over the rounds it watched (:meth:`watch`)."""

    seats: int
    blunders: list[dict[str, int]] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    seen_feeds: list[int] = field(default_factory=list)   # of the feeds, those in plain sight (seen_danger)
    _feed: PendingFeed | None = None

    def __post_init__(self) -> None:
        self.blunders = [{k: 0 for k in KINDS} for _ in range(self.seats)]
        self.turns = [0] * self.seats
        self.seen_feeds = [0] * self.seats

    def watch(self, state: RoundState, action: PlayerAction) -> None:
        """Called with each seat move before it is applied (the arena's hook);
        returns None, so the move is played unchanged."""
        self._settle(state)
        if isinstance(action, (DrawStock, TakeDiscard)) and state.phase is Phase.DRAW:
            self.turns[action.seat] += 1
            if knock_window_due(state):
                self._refused_knocks(state)
        elif isinstance(action, Discard):
            self._discard(state, action)
        elif isinstance(action, (LayMelds, LayOff, SwapJoker)):
            self._lay(state, action)

    def finish(self, end: RoundState) -> None:
        """The round is over: a pending feed counts if the next player went out in that turn."""
        self._settle(end)

    def _settle(self, state: RoundState) -> None:
        if self._feed is None:
            return
        feed = self._feed
        if state.turn_no == feed.turn and state.phase is not Phase.OVER:
            return
        if state.phase is Phase.OVER and state.end_reason is EndReason.WENT_OUT and state.winner == feed.next_seat \
                and state.turn_no == feed.turn:
            self.blunders[feed.discarder]["feed"] += 1
            self.seen_feeds[feed.discarder] += int(feed.in_sight)
        self._feed = None

    def _discard(self, state: RoundState, action: Discard) -> None:
        risk = feed_risk(state, action)
        if risk is not None:
            self._feed = PendingFeed(action.seat, risk.next_seat, risk.turn,
                                     seen_danger(state, action.seat, action.card, risk.next_seat))

    def _refused_knocks(self, state: RoundState) -> None:
        if len(state.stock) < 2:
            return
        for s in range(state.seats):
            if check(state, Knock(s)) is not None:
                continue
            hand = list(state.hands[s]) + [state.discard[-1]] + list(state.stock[:2])
            if can_go_out(hand, state, s, state.opened(s)):
                self.blunders[s]["knock"] += 1

    def _lay(self, state: RoundState, action: PlayerAction) -> None:
        seat = action.seat
        before = state.opened(seat) and state.opened_turn[seat] < state.turn_no
        if not can_go_out(state.hands[seat], state, seat, before):
            return
        after = _apply(state, action)
        if after is None or after.phase is Phase.OVER:
            return
        still = after.opened(seat) and after.opened_turn[seat] < after.turn_no
        if not can_go_out(after.hands[seat], after, seat, still):
            self.blunders[seat]["lay"] += 1


def _apply(state: RoundState, action: PlayerAction) -> RoundState | None:
    try:
        return apply(state, action)
    except IllegalAction:
        return None
