"""Strong's way of playing, cheap enough for hundreds of rollouts per decision.

Why this policy: a search is only as good as the play in its rollouts, and
every seat of a rollout should play as the real players do. Strong (and
Expert, which starts from Strong) holds melds until it can go out, opens with
the fewest cards, lays off naturals, takes from the pile only what completes
a meld or lays off, and throws the card with the fewest partners weighed by
the copies still live (Expert, in Jolly, keeps its lay-offs in hand too until
they go out: the seat a search plays for can be given that rule,
``hold_layoffs``). This policy does that on a :class:`FastRound`, with
Strong's weights, but without Strong's one-draw lookahead (53 solves per
candidate): one discard decision is a few cached solver look-ups and one
pass over the hand (:mod:`.fastdiscard`). :class:`FastPolicyPlus` plays
closer to Strong (joker swaps, deeper Jolly takes, the outs term) at about
the same cost; BOTS.md has why Expert does not use it.
"""

from __future__ import annotations

from time import perf_counter
from typing import Sequence

from ..cards import JOKER_TYPE, CardId, card_type, is_joker
from ..meldtables import UNIT_OF_TYPE
from ..melds import layoff_ends
from ..solver import best_lay, going_out_lay, going_out_points
from ..variants import Variant, card_hand_value
from .fastdiscard import JOKER_ID, TYPE, FastDiscards, core, partners
from .fastround import FastRound
from .inference import completes
from .strong import StrongBot

LONG_ROUND = 300     # no pile takes after this turn (Normal's guard: two seats could pass a card for ever)


class FastPolicy(FastDiscards):
    """One seat's rollout play. The weights are Strong's (:class:`StrongBot`);
    the discard is :class:`~.fastdiscard.FastDiscards`'."""

    partner_weight = StrongBot.partner_weight
    penalty_weight = StrongBot.penalty_weight
    danger_weight = StrongBot.danger_weight
    hold_back_rest = StrongBot.hold_back_rest
    take_margin = StrongBot.take_margin
    card_weight = StrongBot.card_weight
    swaps = False        # free jokers from the table with the natural they stand for (Strong's pick_swap)
    fanned_takes = 1     # Jolly: pile depths weighed for a take (Strong weighs all; 1: the top card only)

    def __init__(self, v: Variant, seats: int, open_when: int | None = None, hold_layoffs: bool = False) -> None:
        """``open_when``: Expert's opening rule (:meth:`ExpertBot.should_open
        <lanjolly.bots.expert.ExpertBot.should_open>`) for the seat this
        policy plays: open only to go out, when the hand is at the limit, or
        once an opponent holds this few cards; None: Strong's rule.
        ``hold_layoffs``: keep lay-offs in hand until they go out with the rest
        (:meth:`ExpertBot.holds_layoffs <lanjolly.bots.expert.ExpertBot.holds_layoffs>`)."""
        self.v = v
        self.open_when = open_when
        self.hold_layoffs = hold_layoffs
        self.keep = 1 if v.final_discard_required else 0
        # Strong's holding rule (StrongBot.lay_plan): lay held melds once an opponent is this low.
        until = dict(StrongBot.hold_until_long).get(v.name, 0) if v.target_points > 1 else 0
        if seats > 2:
            until = max(until, dict(StrongBot.hold_until_crowd).get(v.name, 0))
        self.hold = StrongBot.hold_melds and v.name in StrongBot.hold_games
        self.until = until
        self.values = [card_hand_value(t if t != JOKER_TYPE else JOKER_ID, v) for t in range(JOKER_TYPE + 1)]

    # ------------------------------------------------------------ a turn
    def turn(self, r: FastRound) -> None:
        """Play the current seat's turn to its end (from wherever it stands)."""
        seat = r.cur
        if not r.drawn:
            self.draw(r, seat)
            if r.over:
                return
        self.finish(r, seat)

    def draw(self, r: FastRound, seat: int) -> None:
        k = self.wants_pile(r, seat) if r.pile else 0
        if k:
            r.take(seat, k)
        else:
            r.draw_stock(seat)

    def wants_pile(self, r: FastRound, seat: int) -> int:
        """How many pile cards to take (0: draw from the stock). Rommé: the
        top card (:meth:`wants_top`). Jolly's fanned pile, once opened: the
        depth, up to :attr:`fanned_takes`, whose deepest card is a joker,
        lays off or completes a meld, that raises the hand's utility most
        and by Strong's take margin (why: a Jolly hand that opened lives on
        what it takes from the pile; the top card alone misses most takes)."""
        v = self.v
        if not v.fanned_discard or self.fanned_takes <= 1:
            return 1 if self.wants_top(r, seat) else 0
        if r.turn >= LONG_ROUND or not r.extends(seat):
            return 0
        cnt = r.counts[seat]
        room = v.max_hand - len(r.hands[seat])
        base: float | None = None
        best, best_k = 0.0, 0
        pack = r.packs[seat]
        for k in range(1, min(self.fanned_takes, len(r.pile), room) + 1):
            t = TYPE[r.pile[-k]]
            pack += UNIT_OF_TYPE[t]
            cnt[t] += 1
            if t != JOKER_TYPE and not r.fit >> t & 1 and not completes(t, cnt):
                continue
            if base is None:
                for c in r.pile[-k:]:
                    cnt[TYPE[c]] -= 1
                base = self.util(r, seat, cnt, r.packs[seat], -1) + self.take_margin
                for c in r.pile[-k:]:
                    cnt[TYPE[c]] += 1
            u = self.util(r, seat, cnt, pack, t if v.blocked_discards((r.pile[-k],)) else -1)
            if u > base and (best_k == 0 or u > best):
                best, best_k = u, k
        for c in r.pile[-min(self.fanned_takes, len(r.pile), room):]:
            cnt[TYPE[c]] -= 1
        return best_k

    def wants_top(self, r: FastRound, seat: int) -> bool:
        """Quick's pile take: only a top card that is a joker, lays off or
        completes a meld with two cards of the hand is weighed, and it is
        taken if the hand's utility with it beats the hand as it is by
        Strong's take margin."""
        v = self.v
        if r.turn >= LONG_ROUND or len(r.hands[seat]) + 1 > v.max_hand:
            return False
        if v.fanned_discard and not r.extends(seat):
            return False
        t = card_type(r.pile[-1])
        cnt = r.counts[seat]
        if t != JOKER_TYPE and not (r.extends(seat) and r.fit >> t & 1) and not completes(t, cnt):
            return False
        base = self.util(r, seat, cnt, r.packs[seat], -1)
        cnt[t] += 1
        try:
            took = self.util(r, seat, cnt, r.packs[seat] + UNIT_OF_TYPE[t], t)
        finally:
            cnt[t] -= 1
        return took > base + self.take_margin

    def util(self, r: FastRound, seat: int, cnt: list[int], pack: int, blocked: int) -> float:
        """Normal's hand utility with Strong's weights (NormalBot.util), on
        type counts: laid value reachable, lay-offs, minus weighted penalty and
        cards left, plus the partners of what stays. ``blocked``: a type
        that may not be thrown (taken this turn), or -1."""
        v = self.v
        laid, pts_i, _loose = self.plan(cnt, pack, self.keep)
        rest = list(cnt)
        for t in laid:
            rest[t] -= 1
        pts = float(pts_i)
        if not r.opened(seat) and not v.opens_with(pts_i):
            pts *= 0.6
        vals = self.values
        if r.extends(seat) and r.melds:
            for t in r.fit_types:
                if rest[t]:
                    pts += min(vals[t], 10) * rest[t]
                    rest[t] = 0
        left = [t for t in range(JOKER_TYPE + 1) if rest[t]]
        if blocked >= 0 and left == [blocked] and rest[blocked] == 1:
            return -1e9
        seen = r.seen
        pen = 0
        close = 0.0
        n = 0
        for t in left:
            k = rest[t]
            n += k
            pen += vals[t] * k
            close += k * (100.0 if t == JOKER_TYPE else partners(t, rest, cnt, seen))
        least = self.least_other(r, seat)
        urg = 3.0 if least <= 2 else 1.8 if least <= 5 else 1.0
        return pts - self.penalty_weight * pen * urg - self.card_weight * n + self.partner_weight * close

    def finish(self, r: FastRound, seat: int) -> None:
        """After the draw: go out if the hand allows, else open or lay off,
        then discard."""
        if r.extends(seat):
            if self.swaps and r.jokers and not self.v.swapped_joker_must_be_laid:
                self.swap_jokers(r, seat)
            if self.hold_layoffs and len(r.hands[seat]) < self.v.max_hand - 1:
                if self.out_with_layoffs(r, seat):
                    return
            else:
                self.lay_offs(r, seat)
        if self.try_out(r, seat):
            return
        if not r.opened(seat):
            self.open(r, seat)
        elif r.extends(seat) and self.lays_held(r, seat):
            plan = best_lay(r.hands[seat], self.v, keep=1)
            if plan.melds and self.keeps_discard(r, seat, {c for m in plan.melds for c in m}):
                r.lay(seat, plan.melds)
        r.discard(seat, self.pick_discard(r, seat))

    def out_with_layoffs(self, r: FastRound, seat: int) -> bool:
        """Lay off and go out if that empties the hand; else take the lay-offs
        back (the held hand plays on as it was)."""
        if not self.has_layoff(r, seat):
            return False          # nothing fits: no snapshot to take (the common turn)
        mark = r.mark(seat)
        self.lay_offs(r, seat)
        if len(r.hands[seat]) == len(mark.hand):
            return False
        if self.try_out(r, seat):
            return True
        r.undo(seat, mark)
        return False

    def swap_jokers(self, r: FastRound, seat: int) -> None:
        """Free every joker the hand holds the natural for, as Strong does
        first thing after its draw (``Bot.pick_swap``: the first fitting
        natural of the hand, in hand order)."""
        while r.jokers:
            cnt = r.counts[seat]
            for index, joker, frees in r.jokers:
                c = next((c for c in r.hands[seat] if frees >> TYPE[c] & 1 and cnt[TYPE[c]]), None)
                if c is not None:
                    r.swap(seat, c, index, joker)
                    break
            else:
                return

    def lays_held(self, r: FastRound, seat: int) -> bool:
        if not self.hold:
            return True
        if len(r.hands[seat]) >= self.v.max_hand - 1:
            return True
        return bool(self.until) and self.least_other(r, seat) <= self.until

    def keeps_discard(self, r: FastRound, seat: int, gone: set[CardId]) -> bool:
        """RULES.md §3/4: what stays must hold a card this seat may discard."""
        blocked = self.v.blocked_discards(r.taken)
        return any(c not in blocked for c in r.hands[seat] if c not in gone)

    # ------------------------------------------------------------ laying
    def try_out(self, r: FastRound, seat: int) -> bool:
        """Go out now if a lay (after the lay-offs, done before) leaves only
        the final discard: Strong's test (``goes_out_with``). Asked of the
        solver's lay of most cards (``going_out_points``), not of most
        points: those differ where a joker or an ace counts by where it
        stands, or a group of four outscores a run and a group of three
        (KH KS KD KC against 2H 3H 4H and KS KD KC, which keeps only KH)."""
        v = self.v
        hand = r.hands[seat]
        keep = self.keep
        hand_core, loose = core(r.counts[seat], r.packs[seat])
        if loose > keep:
            return False          # a card with no partner can only be the discard
        need = v.points_needed(r.opened(seat))
        melds: tuple[tuple[CardId, ...], ...] = ()
        if len(hand) > keep:
            if loose == keep:     # the loose card is the discard: the rest must all be laid (cached on it alone)
                pts = going_out_points(hand_core, v, len(hand) - loose, 0)
            else:
                pts = going_out_points(r.packs[seat], v, len(hand), keep)
            plan = going_out_lay(hand, v, keep, need) if pts is not None and pts >= need else None
            if plan is None:
                return False
            melds = plan.melds
        elif need:
            return False
        gone = {c for m in melds for c in m}
        left = [c for c in hand if c not in gone]
        if keep and (not left or left[0] in v.blocked_discards(r.taken)):
            return False
        r.lay(seat, melds)
        if left:
            r.discard(seat, left[0])
        return True

    def open(self, r: FastRound, seat: int) -> None:
        """Open with the fewest cards that reach the opening value (Strong),
        unless waiting for a one-go finish is better (Normal's rule)."""
        v = self.v
        hand = r.hands[seat]
        plan = best_lay(hand, v, keep=1)
        if not plan.melds or not v.opens_with(plan.points):
            return
        rest = len(hand) - plan.cards_laid
        if self.open_when is not None:
            if len(hand) < v.max_hand - 1 and self.least_other(r, seat) > self.open_when:
                return          # going out was tried first: wait for the one-go finish
        elif v.hand_rummy and rest <= self.hold_back_rest and self.least_other(r, seat) >= 8 and len(r.stock) >= 25:
            return
        if self.hold:
            plan = StrongBot.smallest_opening(plan, v)
        if self.keeps_discard(r, seat, {c for m in plan.melds for c in m}):
            r.lay(seat, plan.melds)

    @staticmethod
    def has_layoff(r: FastRound, seat: int) -> bool:
        """Could :meth:`lay_offs` lay a card: a natural of a type the table takes, or a
        joker once the hand is down to three cards (a cheap count, no meld looked at)."""
        cnt = r.counts[seat]
        return bool(len(r.hands[seat]) <= 3 and cnt[JOKER_TYPE]) or any(cnt[t] for t in r.fit_types)

    def lay_offs(self, r: FastRound, seat: int) -> None:
        """Lay off every natural that fits (jokers too once the hand is down
        to three cards), the costliest first, as Strong does."""
        v = self.v
        while True:
            if not self.has_layoff(r, seat):
                return
            hand = r.hands[seat]
            jokers_ok = len(hand) <= 3
            done = False
            for c in sorted(hand, key=lambda c: (is_joker(c), -card_hand_value(c, v))):
                if is_joker(c):
                    if not jokers_ok:
                        continue
                elif not r.fit >> card_type(c) & 1:
                    continue
                if not self.keeps_discard(r, seat, {c}):
                    continue
                for i, tm in enumerate(r.melds):
                    ends = layoff_ends(tm.meld, c)
                    if ends:
                        r.lay_off(seat, c, i, ends[0])
                        done = True
                        break
                if done:
                    break
            if not done:
                return


class FastPolicyPlus(FastPolicy):
    """The rollout policy closer to Strong (BOTS.md, "The rollout policy"):
    joker swaps, Jolly takes up to 3 deep, partners counted outside the best
    lay, the outs term. It plays 45-49% against Strong as a bot (the plain
    policy 38-43%), yet Expert's search with it measured no stronger (paired,
    tuning seed), so Expert keeps the plain policy and the figures measured
    with it; this one is for the next attempt."""

    swaps = True
    fanned_takes = 3
    rest_partners = True
    outs_weight = 20.0
    pairs_weight = 10.0


def play_on(r: FastRound, policies: Sequence[FastPolicy], turns: int, deadline: float | None = None) -> bool:
    """Play ``r`` on for at most ``turns`` more turns (or to its end). False
    if ``deadline`` (a ``perf_counter`` time) passed first: the rollout is
    unfinished and must not be scored (why: one long rollout, a 20-card
    Jolly hand or a reshuffled stock, made decisions late by 200 ms)."""
    last = r.turn + turns
    while not r.over and r.turn < last:
        if deadline is not None and perf_counter() > deadline:
            return False
        policies[r.cur].turn(r)
    return True
