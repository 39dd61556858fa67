"""A light, mutable round for Expert's rollouts: the engine's moves on plain lists.

Why: a rollout through the engine's immutable :class:`~lanjolly.state.RoundState`
copies the state, the log and a view at every step (10-15 ms for a 2-seat
round with Quick), so only a few worlds fit in a decision's budget, and a
few worlds are noise. Here a round is a handful of lists changed in place,
with per-type counts kept up to date for the policy (:mod:`.fastpolicy`),
so a rollout costs about a millisecond.

It knows only the moves a rollout makes: draw (stock, or the top ``k`` of
the pile), lay melds, lay off, discard, go out, and the reshuffle of an
empty stock (RULES.md §10, by the rollout's own rng). The policy only makes
moves the rules allow (melds come from the solver, lay-offs from
:func:`~lanjolly.melds.layoff_ends`); tests replay recorded rollouts through
the engine move by move. Its end is scored by the engine itself:
:meth:`FastRound.to_state` rebuilds a finished :class:`RoundState` for
:func:`~lanjolly.bots.valuation.match_value`.
"""

from __future__ import annotations

import random
from typing import NamedTuple, Sequence

from ..actions import Action, Discard, DrawStock, Knock, LayMelds, LayOff, Reshuffle, SwapJoker, TakeDiscard
from ..cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, is_joker
from ..melds import End, MeldKind, extend_meld, swap_joker
from ..meldtables import UNIT_OF_TYPE
from ..state import EndReason, Phase, RoundState, TableMeld
from ..views import View
from .knowledge import joker_freeing_types, layoff_types, mask_types, table_meld


def counts_and_pack(hand: Sequence[CardId]) -> tuple[list[int], int]:
    """Per card type, the copies in ``hand``; and the hand packed for the solver."""
    cnt = [0] * CARD_TYPES
    pack = 0
    for c in hand:
        t = card_type(c)
        cnt[t] += 1
        pack += UNIT_OF_TYPE[t]
    return cnt, pack


class Mark(NamedTuple):
    """A seat's hand and the table before trial lay-offs (:meth:`FastRound.mark`)."""

    hand: list[CardId]
    counts: list[int]
    pack: int
    melds: list[TableMeld]
    seen: list[int]
    records: int


class FastRound:
    """One round in play, mutable. ``seen`` counts per card type what lies
    face up (pile and melds); ``counts`` and ``packs`` are each hand's type
    counts and its packed form for the solver."""

    __slots__ = ("v", "n", "active", "hands", "counts", "packs", "opened_turn", "melds", "next_id", "pile",
                 "stock", "cur", "turn", "drawn", "reshuffles", "winner", "over", "seen", "fit", "fit_types", "taken",
                 "rng", "base", "record", "jokers")

    def __init__(self, base: RoundState, hands: Sequence[Sequence[CardId]], stock: Sequence[CardId],
                 rng: random.Random, record: bool = False) -> None:
        v = self.v = base.variant
        self.base = base
        self.n = base.seats
        self.active = base.active
        self.hands = [list(h) for h in hands]
        self.counts = []
        self.packs = []
        for h in self.hands:
            cnt, p = counts_and_pack(h)
            self.counts.append(cnt)
            self.packs.append(p)
        self.opened_turn = list(base.opened_turn)
        self.melds = list(base.melds)
        self.next_id = base.next_meld_id
        self.pile = list(base.discard)
        self.stock = list(reversed(stock))         # the top is the end: pop() draws
        self.cur = base.current
        self.turn = base.turn_no
        self.drawn = base.phase is Phase.PLAY
        self.reshuffles = base.reshuffles
        self.winner = -1
        self.over = base.phase is Phase.OVER
        seen = [0] * CARD_TYPES
        for c in self.pile:
            seen[card_type(c)] += 1
        for m in self.melds:
            for c in m.cards:
                seen[card_type(c)] += 1
        self.seen = seen
        self._refit()
        self.taken: tuple[CardId, ...] = base.taken_this_turn
        self.rng = rng
        self.record: list[Action] | None = [] if record else None
        del v

    # ------------------------------------------------------------ queries
    def opened(self, seat: int) -> bool:
        return self.opened_turn[seat] >= 0

    def extends(self, seat: int) -> bool:
        """May ``seat`` lay off now (opened before this turn, RULES.md §7)?"""
        return 0 <= self.opened_turn[seat] < self.turn

    def next_seat(self, seat: int) -> int:
        n = self.n
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.active[s]:
                return s
        return seat    # pragma: no cover - a round has two active seats

    # ------------------------------------------------------------ moves
    def _add(self, seat: int, card: CardId) -> None:
        t = card_type(card)
        self.hands[seat].append(card)
        self.counts[seat][t] += 1
        self.packs[seat] += UNIT_OF_TYPE[t]

    def _remove(self, seat: int, card: CardId) -> None:
        t = card_type(card)
        self.hands[seat].remove(card)
        self.counts[seat][t] -= 1
        self.packs[seat] -= UNIT_OF_TYPE[t]

    def draw_stock(self, seat: int) -> bool:
        """Draw the top of the stock (reshuffling the pile first if it is
        empty); False if nothing is left to draw: the round is over."""
        if self.record is not None:
            self.record.append(DrawStock(seat))
        if not self.stock and not self._reshuffle():
            self.over = True
            return False
        self._add(seat, self.stock.pop())
        self.drawn = True
        self.taken = ()
        return True

    def _reshuffle(self) -> bool:
        v = self.v
        kept = v.discard_kept_on_reshuffle
        if len(self.pile) <= kept or (v.max_reshuffles and self.reshuffles >= v.max_reshuffles):
            return False
        cut = len(self.pile) - kept
        moved = self.pile[:cut]
        del self.pile[:cut]
        for c in moved:
            self.seen[card_type(c)] -= 1
        self.rng.shuffle(moved)
        self.stock = moved
        self.reshuffles += 1
        if self.record is not None:
            # The engine's chance move: stock position i (0 the top) as an index into the sorted pile.
            index = {c: i for i, c in enumerate(sorted(moved))}
            self.record.append(Reshuffle(tuple(index[c] for c in reversed(moved))))
        return True

    def take(self, seat: int, k: int) -> None:
        """Take the top ``k`` cards of the pile (RULES.md §13/20)."""
        taken = self.pile[-k:]
        del self.pile[-k:]
        for c in taken:
            self.seen[card_type(c)] -= 1
            self._add(seat, c)
        self.taken = tuple(taken)
        self.drawn = True
        if self.record is not None:
            self.record.append(TakeDiscard(seat, k))

    def knock(self, seat: int) -> None:
        """Claim the top discard out of turn with two stock cards as penalty
        (RULES.md §24); the knocker then plays a full turn (the caller checked
        that the stock holds two cards)."""
        card = self.pile.pop()
        self.seen[card_type(card)] -= 1
        self._add(seat, card)
        self._add(seat, self.stock.pop())
        self._add(seat, self.stock.pop())
        self.cur = seat
        self.turn += 1
        self.drawn = True
        self.taken = (card,)
        if self.record is not None:
            self.record.append(Knock(seat))

    def lay(self, seat: int, melds: Sequence[tuple[CardId, ...]]) -> None:
        """Lay new melds (ids in laid order, from the solver: valid melds)."""
        if not melds:
            return
        for cards in melds:
            for c in cards:
                self._remove(seat, c)
                self.seen[card_type(c)] += 1
            self.melds.append(TableMeld(self.next_id, table_meld(cards), (seat,) * len(cards)))
            self.next_id += 1
        if self.opened_turn[seat] < 0:
            self.opened_turn[seat] = self.turn
        self._refit()
        if self.record is not None:
            self.record.append(LayMelds(seat, tuple(melds)))

    def lay_off(self, seat: int, card: CardId, index: int, end: End) -> None:
        tm = self.melds[index]
        new = extend_meld(tm.meld, card, end)
        owners = (seat,) + tm.owners if end is End.LOW and new.kind is MeldKind.SEQUENCE else tm.owners + (seat,)
        self.melds[index] = TableMeld(tm.meld_id, new, owners)
        self._remove(seat, card)
        self.seen[card_type(card)] += 1
        self._refit()
        if self.record is not None:
            self.record.append(LayOff(seat, card, tm.meld_id, end))

    def swap(self, seat: int, card: CardId, index: int, joker: CardId) -> None:
        """Put ``card`` in ``joker``'s place in meld ``index`` and take the
        joker into the hand (RULES.md §9; the caller found ``card`` among the
        types that free it, :attr:`jokers`)."""
        tm = self.melds[index]
        i = tm.cards.index(joker)
        new = swap_joker(tm.meld, joker, card)
        self.melds[index] = TableMeld(tm.meld_id, new, tm.owners[:i] + (seat,) + tm.owners[i + 1:])
        self._remove(seat, card)
        self.seen[card_type(card)] += 1
        self._add(seat, joker)
        self.seen[JOKER_TYPE] -= 1
        self._refit()
        if self.record is not None:
            self.record.append(SwapJoker(seat, card, tm.meld_id, joker))

    def _refit(self) -> None:
        self.fit = layoff_types(tuple(m.cards for m in self.melds))
        self.fit_types = tuple(mask_types(self.fit))
        self.jokers = free_jokers(self.melds)

    def discard(self, seat: int, card: CardId) -> None:
        """Throw ``card``; with the last card the seat goes out (RULES.md §4)."""
        self._remove(seat, card)
        self.pile.append(card)
        self.seen[card_type(card)] += 1
        if self.record is not None:
            self.record.append(Discard(seat, card))
        if not self.hands[seat]:
            self.winner = seat
            self.over = True
            return
        self.cur = self.next_seat(seat)
        self.turn += 1
        self.drawn = False
        self.taken = ()

    def mark(self, seat: int) -> "Mark":
        """What lay-offs by ``seat`` change, to :meth:`undo` them (a trial lay-off)."""
        return Mark(list(self.hands[seat]), list(self.counts[seat]), self.packs[seat], list(self.melds),
                    list(self.seen), len(self.record) if self.record is not None else 0)

    def undo(self, seat: int, mark: "Mark") -> None:
        """Back to ``mark``: only lay-offs (no new melds, no turn) may lie between."""
        self.hands[seat] = mark.hand
        self.counts[seat] = mark.counts
        self.packs[seat] = mark.pack
        self.melds = mark.melds
        self.seen = mark.seen
        if self.record is not None:
            del self.record[mark.records:]
        self._refit()

    # ------------------------------------------------------------ the end
    def to_state(self) -> RoundState:
        """The round as an engine state, finished: went out, or scored as if
        the stock ran out now (an unfinished rollout, RULES.md §10)."""
        b = self.base
        return RoundState(
            variant=self.v, round_no=b.round_no, dealer=b.dealer, active=self.active,
            hands=tuple(tuple(h) for h in self.hands), stock=(), discard=tuple(self.pile),
            melds=tuple(self.melds), next_meld_id=self.next_id, current=self.cur, phase=Phase.OVER,
            turn_no=self.turn, opened_turn=tuple(self.opened_turn), totals=b.totals, winner=self.winner,
            end_reason=EndReason.WENT_OUT if self.winner >= 0 else EndReason.STOCK_EXHAUSTED)


def free_jokers(melds: Sequence[TableMeld]) -> tuple[tuple[int, CardId, int], ...]:
    """Per joker on the table: its meld's index, the joker, and the natural
    types that would free it (cached per meld, :func:`joker_freeing_types`)."""
    out = []
    for i, tm in enumerate(melds):
        for c in tm.cards:
            if is_joker(c):
                frees = joker_freeing_types(tm.cards, c)
                if frees:
                    out.append((i, c, frees))
    return tuple(out)


def base_state(view: View) -> RoundState:
    """The parts of a world every sample shares (table, pile, turn), rebuilt
    once per decision; :class:`FastRound` takes the hidden parts per world."""
    from ..infostate import state_from_view
    return state_from_view(view)
