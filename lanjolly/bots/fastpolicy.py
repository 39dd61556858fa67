"""Strong's way of playing, cheap enough for hundreds of rollouts per decision.

Why this policy: a search is only as good as the play in its rollouts, and
every seat of a rollout should play as the real players do. Strong (and
Expert, which starts from Strong) holds melds until it can go out, opens with
the fewest cards, lays off naturals, takes from the pile only what completes
a meld or lays off, and throws the card with the fewest partners weighed by
the copies still live. This policy does that on a :class:`FastRound`, with
Strong's weights, but without Strong's one-draw lookahead (53 solves per
candidate): one discard decision is a few cached solver look-ups and one
pass over the hand.
"""

from __future__ import annotations

from time import perf_counter
from typing import Sequence

from ..cards import DECK_SIZE, JOKER_IDS, JOKER_TYPE, CardId, card_type, copies, is_joker
from ..meldtables import UNIT_OF_TYPE
from ..melds import layoff_ends
from ..solver import best_lay, best_lay_types
from ..variants import Variant, card_hand_value
from .base import partner_types
from .fastround import FastRound
from .inference import completes
from .strong import StrongBot

COPIES = [len(copies(t)) for t in range(JOKER_TYPE + 1)]
JOKER_ID = JOKER_IDS[0]
TYPE = [card_type(c) for c in range(DECK_SIZE)]
PARTNERS = [partner_types(t) for t in range(JOKER_TYPE)]
LONG_ROUND = 300     # no pile takes after this turn (Normal's guard: two seats could pass a card for ever)


class FastPolicy:
    """One seat's rollout play. The weights are Strong's (:class:`StrongBot`)."""

    partner_weight = StrongBot.partner_weight
    penalty_weight = StrongBot.penalty_weight
    danger_weight = StrongBot.danger_weight
    hold_back_rest = StrongBot.hold_back_rest
    take_margin = StrongBot.take_margin
    card_weight = StrongBot.card_weight
    lookahead = 0        # discards re-ranked by Strong's one-draw lookahead (0: the one-pass score alone)
    static = False       # ... by the hand's utility without the card (no draw)
    close_call = 1e9     # ... only those whose one-pass score is within this of the best
    outs_weight = 20.0   # cheap stand-in for the lookahead: keep score per share of unseen cards ...
    pairs_weight = 10.0  # ... that would complete a meld / make a partner with this card kept
    outs_top = 4         # ... applied to this many of the one-pass ranking's best
    rest_partners = True   # one-pass partners counted among the cards outside the best lay only
    swaps = True         # free jokers from the table with the natural they stand for (Strong's pick_swap)
    fanned_takes = 3     # Jolly: pile depths weighed for a take (Strong weighs all; 1: the top card only)

    def __init__(self, v: Variant, seats: int, open_when: int | None = None) -> None:
        """``open_when``: Expert's opening rule (:meth:`ExpertBot.should_open
        <lanjolly.bots.expert.ExpertBot.should_open>`) for the seat this
        policy plays: open only to go out, when the hand is at the limit, or
        once an opponent holds this few cards; None: Strong's rule."""
        self.v = v
        self.open_when = open_when
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
            if t != JOKER_TYPE and t not in r.fit and not completes(t, cnt):
                continue
            if base is None:
                for c in r.pile[-k:]:
                    cnt[TYPE[c]] -= 1
                base = self.util(r, seat, cnt, r.packs[seat], -1) + self.take_margin
                for c in r.pile[-k:]:
                    cnt[TYPE[c]] += 1
            u = self.util(r, seat, cnt, pack, t if not v.may_discard_taken_card else -1)
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
        if t != JOKER_TYPE and not (r.extends(seat) and t in r.fit) and not completes(t, cnt):
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
        if not r.opened(seat) and pts_i < v.opening_points:
            pts *= 0.6
        vals = self.values
        if r.extends(seat) and r.melds:
            for t in r.fit:
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

    def swap_jokers(self, r: FastRound, seat: int) -> None:
        """Free every joker the hand holds the natural for, as Strong does
        first thing after its draw (``Bot.pick_swap``: the first fitting
        natural of the hand, in hand order)."""
        while r.jokers:
            cnt = r.counts[seat]
            for index, joker, frees in r.jokers:
                c = next((c for c in r.hands[seat] if TYPE[c] in frees and cnt[TYPE[c]]), None)
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

    @staticmethod
    def least_other(r: FastRound, seat: int) -> int:
        return min((len(h) for s, h in enumerate(r.hands) if s != seat and r.active[s]), default=13)

    def keeps_discard(self, r: FastRound, seat: int, gone: set[CardId]) -> bool:
        """RULES.md §3/4: what stays must hold a card this seat may discard."""
        rest = [c for c in r.hands[seat] if c not in gone]
        if self.v.may_discard_taken_card:
            return bool(rest)
        return any(c not in r.taken for c in rest)

    # ------------------------------------------------------------ laying
    def try_out(self, r: FastRound, seat: int) -> bool:
        """Go out now if the best lay (and the lay-offs, done before) leaves
        only the final discard: Strong's test (``goes_out_with``)."""
        v = self.v
        hand = r.hands[seat]
        keep = self.keep
        laid, pts, loose = self.plan(r.counts[seat], r.packs[seat], keep)
        if loose > keep or len(laid) < len(hand) - keep:
            return False          # a card with no partner can only be the discard
        if not r.opened(seat) and pts < v.opening_points:
            return False
        plan = best_lay(hand, v, keep=keep)
        gone = {c for m in plan.melds for c in m}
        left = [c for c in hand if c not in gone]
        if keep and (not left or (left[0] in r.taken and not v.may_discard_taken_card)):
            return False
        r.lay(seat, plan.melds)
        if left:
            r.discard(seat, left[0])
        return True

    def plan(self, cnt: list[int], pack: int, keep: int) -> tuple[list[int], int, int]:
        """The best lay's card types and points leaving ``keep`` cards, and
        the number of loose cards (a loose card is kept anyway, so then the
        solve is the cached ``keep=0`` one)."""
        hand_core, loose = core(cnt, pack)
        if loose >= keep:
            laid, pts = best_lay_types(hand_core, self.v, 0, 0)
        else:
            laid, pts = best_lay_types(hand_core, self.v, sum(cnt) - loose, keep - loose)
        return laid, pts, loose

    def open(self, r: FastRound, seat: int) -> None:
        """Open with the fewest cards that reach the opening value (Strong),
        unless waiting for a one-go finish is better (Normal's rule)."""
        v = self.v
        hand = r.hands[seat]
        plan = best_lay(hand, v, keep=1)
        if not plan.melds or plan.points < v.opening_points:
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

    def lay_offs(self, r: FastRound, seat: int) -> None:
        """Lay off every natural that fits (jokers too once the hand is down
        to three cards), the costliest first, as Strong does."""
        v = self.v
        while True:
            hand = r.hands[seat]
            jokers_ok = len(hand) <= 3
            cnt = r.counts[seat]
            if not (jokers_ok and cnt[JOKER_TYPE]) and not any(cnt[t] for t in r.fit):
                return
            done = False
            for c in sorted(hand, key=lambda c: (is_joker(c), -card_hand_value(c, v))):
                if is_joker(c):
                    if not jokers_ok:
                        continue
                elif card_type(c) not in r.fit:
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

    # ------------------------------------------------------------ discard
    def pick_discard(self, r: FastRound, seat: int) -> CardId:
        """Normal's one-pass score with Strong's weights (:meth:`keeps`),
        avoiding what lays off for an opened next player; with
        :attr:`lookahead`, its best few re-ranked as Strong does, by the
        hand's mean utility after the next draw (:meth:`after_draw`)."""
        nxt = r.next_seat(seat)
        blocked: Sequence[CardId] = () if self.v.may_discard_taken_card else r.taken
        hand, cnt, pack = r.hands[seat], r.counts[seat], r.packs[seat]
        fit = r.fit if r.opened(nxt) else frozenset()
        ranked = self.keeps(hand, cnt, pack, r.seen, blocked, self.least_other(r, seat), fit)
        if not ranked:
            return hand[0]
        if (self.outs_weight or self.pairs_weight) and len(ranked) > 1:
            rest = cnt
            if self.rest_partners:
                rest = list(cnt)
                for t in self.plan(cnt, pack, 0)[0]:
                    rest[t] -= 1
            return self.by_outs(r, cnt, rest, ranked)
        if self.lookahead <= 1 or len(ranked) == 1:
            return ranked[0][1]
        danger = 1.5 * self.danger_weight
        best: tuple[float, CardId] | None = None
        bar = ranked[0][0] + self.close_call
        short = [c for keep, c in ranked[:self.lookahead] if keep <= bar]
        if len(short) == 1:
            return short[0]
        for c in short:
            t = TYPE[c]
            cnt[t] -= 1
            try:
                if self.static:
                    val = self.util(r, seat, cnt, pack - UNIT_OF_TYPE[t], -1)
                else:
                    val = self.after_draw(r, seat, cnt, pack - UNIT_OF_TYPE[t], t)
            finally:
                cnt[t] += 1
            if t in fit:
                val -= danger
            if best is None or (-val, c) < best:
                best = (-val, c)
        assert best is not None
        return best[1]

    def by_outs(self, r: FastRound, cnt: list[int], rest: list[int], ranked: list[tuple[float, CardId]]) -> CardId:
        """The one-pass ranking's best few re-scored by what keeping each card
        is worth on the next draw: the unseen cards that would complete a
        meld with it (and no longer would without it), and those that would
        become its partners. Why: it is the part of Strong's lookahead the
        one-pass score misses, at a few look-ups per card."""
        seen = r.seen
        total = UNSEEN_ALL - sum(seen) - len(r.hands[r.cur]) or 1
        ow = self.outs_weight / total
        pw = self.pairs_weight / total
        full: dict[int, bool] = {}
        best: tuple[float, CardId] | None = None
        for keep, c in ranked[:self.outs_top]:
            t = TYPE[c]
            if t != JOKER_TYPE and rest[t] > 0:
                lost = 0
                pairs = 0.0
                rest[t] -= 1
                alone = rest[t] == 0
                try:
                    for d, wt in NEAR_W[t]:
                        u = COPIES[d] - seen[d] - cnt[d]
                        if u <= 0:
                            continue
                        pairs += wt * u
                        if alone:
                            f = full.get(d)
                            if f is None:
                                rest[t] += 1
                                f = full[d] = meld_with(d, rest)
                                rest[t] -= 1
                            if f and not meld_with(d, rest):
                                lost += u
                finally:
                    rest[t] += 1
                keep += ow * lost + pw * pairs
            if best is None or (keep, c) < best:
                best = (keep, c)
        assert best is not None
        return best[1]

    def after_draw(self, r: FastRound, seat: int, cnt: list[int], pack: int, gone: int) -> float:
        """Strong's one-draw lookahead (``StrongBot.expected_after_draw``) on
        counts: the mean :meth:`util` of the hand ``cnt`` plus one unseen card,
        weighted by the copies this seat has not seen (``gone``: a type just
        taken out of the hand, still counted as held). Why it stays cheap: a
        drawn card with no partner in the hand changes nothing but its own
        penalty (or its lay-off), so one solve stands for all of those."""
        seen = r.seen
        vals = self.values
        extends = r.extends(seat) and bool(r.melds)
        fit = r.fit
        urg_pen = self.penalty_weight * self.urgency(r, seat)
        cw = self.card_weight
        total = 0.0
        weight = 0
        loose_base: float | None = None
        for d in range(JOKER_TYPE + 1):
            w = COPIES[d] - seen[d] - cnt[d] - (d == gone)
            if w <= 0:
                continue
            if d != JOKER_TYPE and not has_partner(d, cnt):
                own = min(vals[d], 10) if extends and d in fit else -urg_pen * vals[d] - cw
                if loose_base is None:
                    cnt[d] += 1
                    try:
                        loose_base = self.util(r, seat, cnt, pack + UNIT_OF_TYPE[d], -1) - own
                    finally:
                        cnt[d] -= 1
                u = loose_base + own
            else:
                cnt[d] += 1
                try:
                    u = self.util(r, seat, cnt, pack + UNIT_OF_TYPE[d], -1)
                finally:
                    cnt[d] -= 1
            total += w * u
            weight += w
        return total / weight if weight else self.util(r, seat, cnt, pack, -1)

    def urgency(self, r: FastRound, seat: int) -> float:
        least = self.least_other(r, seat)
        return 3.0 if least <= 2 else 1.8 if least <= 5 else 1.0

    def worst(self, hand: Sequence[CardId], cnt: list[int], pack: int, seen: list[int],
              blocked: Sequence[CardId], least: int, danger_fit: frozenset[int]) -> CardId:
        """The card to throw from ``hand`` by the one-pass score alone (:meth:`keeps`)."""
        ranked = self.keeps(hand, cnt, pack, seen, blocked, least, danger_fit)
        return ranked[0][1] if ranked else hand[0]

    def keeps(self, hand: Sequence[CardId], cnt: list[int], pack: int, seen: list[int],
              blocked: Sequence[CardId], least: int, danger_fit: frozenset[int]) -> list[tuple[float, CardId]]:
        """Discards best first, one card per type, with their keep score:
        keep jokers, the best lay's cards and cards with live partners; throw
        value when an opponent (holding ``least`` cards) is close; keep what
        fits ``danger_fit``."""
        laid = self.plan(cnt, pack, 0)[0]
        in_plan = set(laid)
        present = cnt
        if self.rest_partners:
            present = list(cnt)
            for t in laid:
                present[t] -= 1
        pen = self.penalty_weight * (3.0 if least <= 2 else 1.8 if least <= 5 else 1.0)
        pw = self.partner_weight * 2
        danger = 1.5 * self.danger_weight
        vals = self.values
        done: dict[int, tuple[float, CardId]] = {}
        for c in hand:
            if c in blocked:
                continue
            t = TYPE[c]
            got = done.get(t)
            if got is not None:
                if c < got[1]:
                    done[t] = (got[0], c)
                continue
            if t == JOKER_TYPE:
                keep = 200.0 + pw * 100.0
            elif t in in_plan and present[t] <= 0:
                keep = pw * partners(t, cnt, cnt, seen) + 40.0
            else:
                keep = pw * partners(t, present, cnt, seen)
            if t in in_plan and present is cnt:
                keep += 40.0
            keep -= pen * vals[t]
            if t in danger_fit:
                keep += danger
            done[t] = (keep, c)
        return sorted(done.values())


def _meld_tables() -> tuple[list[tuple[tuple[int, int], ...]], list[tuple[int, ...]]]:
    """Per natural type: the pairs of types that make a meld with it (a
    group of three suits, a sequence of three, the ace low or high), and the
    types that make one with it and a joker."""
    pairs: list[tuple[tuple[int, int], ...]] = []
    near: list[tuple[int, ...]] = []
    for t in range(JOKER_TYPE):
        rank, suit = t % 13, t // 13
        others = [s2 * 13 + rank for s2 in range(4) if s2 != suit]
        ps = [(others[i], others[j]) for i in range(3) for j in range(i + 1, 3)]
        nb: set[int] = set(others)
        for r in ((rank, 13) if rank == 0 else (rank,)):
            for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
                if 0 <= a and b <= 13:
                    ps.append((suit * 13 + a % 13, suit * 13 + b % 13))
            for d in (-2, -1, 1, 2):
                if 0 <= r + d <= 13:
                    nb.add(suit * 13 + (r + d) % 13)
        nb.discard(t)
        pairs.append(tuple(dict.fromkeys(ps)))
        near.append(tuple(sorted(nb)))
    return pairs, near


MELD_PAIRS, MELD_NEAR = _meld_tables()
NEAR_W = [tuple((d, 2.0) for d in PARTNERS[t][0]) + PARTNERS[t][1] for t in range(JOKER_TYPE)]
UNSEEN_ALL = DECK_SIZE


def meld_with(d: int, cnt: list[int]) -> bool:
    """Would a card of natural type ``d`` make a meld with two cards of
    ``cnt`` (a joker standing in for one)? The table form of
    :func:`~.inference.completes`, with the ace both low and high."""
    for a, b in MELD_PAIRS[d]:
        if cnt[a] and cnt[b]:
            return True
    if cnt[JOKER_TYPE]:
        for x in MELD_NEAR[d]:
            if cnt[x]:
                return True
    return False


def has_partner(t: int, cnt: list[int]) -> bool:
    """Does the hand (type counts) hold a card that melds with natural type ``t``?"""
    same, seq = PARTNERS[t]
    return bool(cnt[same[0]] or cnt[same[1]] or cnt[same[2]] or any(cnt[x] for x, _w in seq))


_CORES: dict[int, tuple[int, int]] = {}


def core(cnt: list[int], pack: int) -> tuple[int, int]:
    """The packed hand without its loose cards (naturals with no partner in
    hand, which no meld can hold), and how many there were. Why: the
    solver's answers depend on the rest alone, so its cache is keyed by it
    and hits far more often across the rollouts' ever-changing hands."""
    hit = _CORES.get(pack)
    if hit is not None:
        return hit
    loose = 0
    rest = pack
    for t in range(JOKER_TYPE):
        k = cnt[t]
        if not k:
            continue
        same, seq = PARTNERS[t]
        if cnt[same[0]] or cnt[same[1]] or cnt[same[2]] or any(cnt[x] for x, _w in seq):
            continue
        loose += k
        rest -= k * UNIT_OF_TYPE[t]
    if len(_CORES) > 200_000:
        _CORES.clear()
    _CORES[pack] = (rest, loose)
    return rest, loose


def partners(t: int, present: list[int], hand: list[int], seen: list[int]) -> float:
    """:func:`~.base.partner_score` of a natural type on counts: partners
    ``present`` (2 per other suit of the rank, 2/1 per suit neighbour one/two
    away), weighed by their copies still live (not in ``hand``, not ``seen``)."""
    same, seq = PARTNERS[t]
    score = 0.0
    live = 0
    for x in same:
        if present[x]:
            score += 2.0
        live += 2 - seen[x] - hand[x]
    for x, w in seq:
        if present[x]:
            score += w
        live += 2 - seen[x] - hand[x]
    if score:
        score *= 0.5 + min(live, 6) / 12
    return score


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
