"""The table's part that runs a round with cards hidden from the host (PROTOCOL.md §17).

Thin glue around :class:`protocol.blind.hostpart.BlindHost`, plugged into the composed table on its
seams: it is the table's deal source (:meth:`BlindPart.source`: a :class:`BlindDeal` when at least two
key holders sit down, else the ordinary commit-reveal deal), and the round's
:class:`~protocol.tablerounds.Referee` while its attempt is under way. It decides who holds a key
(each seated person's connection, and the host machine when it plays or runs bots), relays the key
holders' messages, hands the table its snap (``DEALT`` with the referee's state) and each state change
(:meth:`Rounds.advance <protocol.tablerounds.Rounds.advance>`), shows ``-1`` for the cards the host
cannot see (``FanOut.shown``), keeps host bots waiting until their cards are readable, runs its own
clock (a late key holder, an owed least turn) and voids the attempt (``BLIND_VOID``) when a key holder
cheats or does not come back within the grace period.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from lanjolly.actions import Action, Reshuffle, Timeout, to_dict
from lanjolly.errors import IllegalAction, Reason
from lanjolly.round import Phase, RoundState, least_turn_discard
from lanjolly.turnflow import bot_takes_over

from .blind.hostpart import HOST_SLOT, BlindHost, Out, Send, Stage
from .blind.ledger import Setup
from .blind.messages import BlindCheat
from .blind.referee import RoundParams
from .messages import make
from .tabledeal import DealContext, DealRound, DealSource, Outcome, Pending, Ready, TakesNoMessages
from .tablefanout import PUBLIC_RESHUFFLE
from .tablephase import TableEvent, TablePhase
from .tablerounds import Rounds

WITH_TL = ("blind_start", "blind_reveal")
E = TableEvent


def _no_chance(state: RoundState) -> Reshuffle:
    """A blind round's reshuffle is the key holders' (PROTOCOL.md §17.6), never a bot's step."""
    raise RuntimeError("no chance move at a blind table")


@dataclass
class BlindDeal(TakesNoMessages):
    """One blind attempt as the table's :class:`~protocol.tabledeal.DealRound`: it takes no commitment
    or secret, has no deal deadline of its own (the blind part's clock runs it) and reveals nothing at
    the round's end (the round keys are in the blind transcript)."""

    ctx: DealContext
    part: "BlindPart"
    deadline: float | None = None
    round_no: int = field(init=False)
    attempt: int = field(init=False)
    excluded: frozenset[int] = field(init=False)

    def __post_init__(self) -> None:
        self.round_no, self.attempt, self.excluded = self.ctx.round_no, self.ctx.attempt, self.ctx.excluded

    why_stale = "this round is dealt with cards hidden from the host"

    def begin(self, now: float) -> Outcome:
        self.part.start(now)
        return Pending()

    def snapshot(self) -> dict[str, Any] | None:
        return None

    def reveal(self) -> dict[str, Any] | None:
        return None


class BlindPart:
    """Key holders, their messages, and the round's moves through the blind referee (module docstring)."""

    def __init__(self, rounds: Rounds, fallback: DealSource, host_player: str | None) -> None:
        self.rounds, self.fallback, self.host_player = rounds, fallback, host_player
        self.seats, self.outbox, self.conns = rounds.seats, rounds.outbox, rounds.conns
        self.timeout_s = rounds.config.deal_timeout_ms / 1000
        self.host: BlindHost | None = None
        self.pending: tuple[int, int] | None = None        # (round, attempt) the next ``start`` deals
        self.excluded: set[int] = set()                    # seats opened by the host machine for the match
        self.wait: tuple[int, float] | None = None         # (key holder slot, when it is late)
        self.least: tuple[int, float | None] | None = None   # (seat owing its least turn, its deadline)
        self.public: dict[str, Any] = {}
        rounds.fanout.shown = self.shown

    # ------------------------------------------------------------------ the deal source

    def plan(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Key holders and each seat's opener for the next attempt; None: fewer than two."""
        openers = []
        for i, s in enumerate(self.seats.seats):
            remote = s.present and i not in self.excluded and s.fp != self.host_player
            openers.append(i if remote else HOST_SLOT)
        holders = tuple(sorted(set(openers)))
        return (holders, tuple(openers)) if len(holders) >= 2 else None

    def source(self, ctx: DealContext) -> DealRound:
        """A blind attempt when two machines hold keys, else the ordinary deal (§17.1)."""
        self.host, self.least, self.wait = None, None, None
        self.seats.keyed = frozenset()
        if self.plan() is None:
            return self.fallback(ctx)
        self.pending = (ctx.round_no, ctx.attempt)
        return BlindDeal(ctx, self)

    def start(self, now: float) -> None:
        plan, m = self.plan(), self.rounds.play.match
        assert plan is not None and m is not None and self.pending is not None
        round_no, attempt = self.pending
        setup = Setup(self.rounds.config.table_id, round_no, attempt, plan[0], plan[1])
        params = RoundParams(m.variant, m.dealer, tuple(m.active), round_no, tuple(m.totals))
        self.host = BlindHost(setup, params, len(self.seats))
        self.seats.keyed = frozenset(i for i, o in enumerate(plan[1]) if o == i)
        self._out(self.host.start(), now)
        self._watch(now)

    # ------------------------------------------------------------------ the Referee seam

    def active(self) -> bool:
        """An attempt is under way: dealt or being dealt (a start called off leaves one in the lobby)."""
        return self.host is not None and self.rounds.phase() in (TablePhase.DEAL, TablePhase.PLAY)

    def _out(self, out: Out, now: float) -> None:
        """The part's output, in order: relayed maps, and the table's own snaps and deltas."""
        for item in out:
            if item is Send.SNAP:
                self._dealt(now)
            elif item is Send.DELTA or item is Send.END:
                self._delta(now, item is Send.END)
            elif isinstance(item, dict):
                fields = {k: v for k, v in item.items() if k != "t"}
                if item["t"] in WITH_TL:
                    fields["tl"] = self.rounds.tl(now)
                self.outbox.all(make(item["t"], **fields))

    def _dealt(self, now: float) -> None:
        b = self.host
        assert b is not None and b.state is not None
        s = b.setup
        record = {"round": s.round_no, "attempt": s.attempt, "blind": True}
        self.rounds.dispatch(E.DEALT, now, None, Ready([], _no_chance, record, state=b.state))

    def _delta(self, now: float, end: bool) -> None:
        """The referee's state moved (a move, a reshuffle, the end): everyone's delta, then the clocks."""
        b = self.host
        assert b is not None and b.state is not None
        before = self.rounds.play.state
        reshuffled = before is not None and before.phase is Phase.RESHUFFLE
        steps = self.rounds.play.take(b.state, dict(PUBLIC_RESHUFFLE) if reshuffled else self.public)
        if end:
            self.host, self.least, self.wait = None, None, None   # the round is over: every key is out
            self.seats.keyed = frozenset()
        self.rounds.advance(steps, now)

    def act(self, action: Action, opening: Mapping[str, Any] | None, now: float, cid: int | None, n: int) -> bool:
        """A move through the referee: the opener's opening first; the host's own seats open here."""
        b = self.host
        assert b is not None
        seat = getattr(action, "seat", -1)
        host_opens = b.setup.openers[seat] == HOST_SLOT
        if isinstance(action, Timeout):
            if cid is None and action.card < 0 and not action.draw_only:
                return self._time_ran_out(seat, now)        # the host's turn clock ran out
            owes = self.least is not None and self.least[0] == seat
            first_half = cid is None and action.draw_only          # the host draws for the seat
            named = action.card >= 0 and not action.draw_only      # the discard the hand's machine names
            if not first_half and not (owes and named):
                if cid is not None:
                    self.outbox.refuse(cid, Reason.MALFORMED.value, "no timed-out turn is owed by this seat", n)
                return False
        if b.stage is not Stage.PLAY:
            if cid is not None:
                self.outbox.refuse(cid, "wrong_phase", "the key holders are not done yet", n)
            return False
        try:
            out = b.host_move(action) if host_opens else b.act(action, opening, seat)
        except IllegalAction as exc:
            if cid is not None:
                self.outbox.refuse(cid, exc.code.value, exc.message, n)
            return False
        except BlindCheat as exc:
            self._void(exc.slot, exc.code.value, now)
            return False
        self.public = to_dict(action)
        self.rounds.play.accepted += 1
        self.rounds.accepted_move(action, self.public, cid is not None)
        owed = self.least
        if owed is not None and (b.state is None or b.state.current != owed[0] or b.state.phase is not Phase.PLAY):
            self._least_played(owed[0], now)   # the owed turn ended: by the least turn, or its person
        self._out(out, now)
        self._watch(now)
        st = self.rounds.play.state
        if (isinstance(action, Timeout) and action.card >= 0 and st is not None and self.host is b
                and bot_takes_over(st, seat) and not self.seats[seat].auto):
            self.rounds.timed_out(seat, now)            # the count reached the limit with this least turn
        return True

    def receive(self, cid: int, msg: dict[str, Any], now: float) -> None:
        b, conn = self.host, self.conns.get(cid)
        if b is None or msg["round"] != b.setup.round_no or msg["attempt"] != b.setup.attempt:
            return                   # a late message of a void attempt
        if conn is None or conn.seat is None:
            return
        try:
            out = b.receive(conn.seat, msg)
        except BlindCheat as exc:
            return self._void(exc.slot, exc.code.value, now)
        self._out(out, now)
        if self.host is b:
            self._learned(now)
        self._watch(now)

    def _learned(self, now: float) -> None:
        """Shares made cards of the host machine's own seats readable: its bots move on the true
        cards, and its own player (no key of its own) gets a snap with them."""
        b, st = self.host, self.rounds.play.state
        assert b is not None
        if st is None or b.state is None or len(b.state.log) != len(st.log) or self.rounds.phase() is not TablePhase.PLAY:
            return
        self.rounds.play.take(b.state)
        for cid, conn in list(self.conns.items()):
            seen = self.rounds.fanout.seen.get(cid)
            if (conn.seat is not None and b.setup.openers[conn.seat] == HOST_SLOT
                    and seen is not None and -1 in seen.view.get("h", ())):
                self.rounds.snapshot(cid, now)
        if self.rounds.clock.bot_due is None:
            self.rounds.schedule_bot(now)
        self._host_least(now)

    # ------------------------------------------------------------------ the least turn (§17.13)

    def takes_timeout(self, seat: int) -> bool:
        return self.least is not None and self.least[0] == seat

    def _time_ran_out(self, seat: int, now: float) -> bool:
        """The seat's turn clock ran out: the host makes the draw (the stock's top position is
        public), then the machine that sees the hand names the least-harm discard: the host
        machine itself for its own seats, else the seat's machine (``blind_timeout``), which
        has a second deadline before the seat is handled as dropped."""
        b = self.host
        assert b is not None and b.state is not None
        if b.state.phase is Phase.DRAW and not self.act(Timeout(seat, draw_only=True), None, now, None, -1):
            return False
        if self.host is not b:
            return False             # the draw voided the attempt (a cheat came to light)
        if b.setup.openers[seat] == HOST_SLOT:
            self.least = (seat, None)
            self._host_least(now)
            return True
        self.least = (seat, now + self.timeout_s)
        s = b.setup
        self.outbox.all(make("blind_timeout", round=s.round_no, attempt=s.attempt, seat=seat,
                             tl=self.rounds.config.deal_timeout_ms))
        return True

    def _host_least(self, now: float) -> None:
        """A least turn owed by a seat the host machine opens, once its hand is readable."""
        b, owed = self.host, self.least
        if b is None or owed is None or b.setup.openers[owed[0]] != HOST_SLOT or b.state is None:
            return
        seat = owed[0]
        if b.state.phase is Phase.PLAY and b.state.current == seat and b.readable(seat):
            self.act(Timeout(seat, least_turn_discard(b.state, seat)), None, now, None, -1)

    def _least_played(self, seat: int, now: float) -> None:
        """The owed turn ended (its least turn came in, or its person played it): its clock stops,
        and a seat kept as if dropped is back."""
        self.least = None
        s = self.seats[seat]
        if s.dropped_at is not None and s.cid is not None:
            s.dropped_at = None
            self.outbox.sys("back", seat, s.nick, f"{s.nick} is back at the table")
            self.rounds.changed(now)

    def _least_late(self, now: float) -> None:
        """The seat's machine did not name its least turn's discard in time: from now on the
        seat is handled like a dropped one (the grace period, then the attempt is void)."""
        owed = self.least
        if owed is None or owed[1] is None or now < owed[1]:
            return
        seat = owed[0]
        self.least = (seat, None)
        s = self.seats[seat]
        if s.dropped_at is None:
            s.dropped_at = now
            grace = self.rounds.config.grace_ms // 1000
            self.outbox.sys("disconnected", seat, s.nick, f"{s.nick}'s program did not play the timed-out turn; "
                                                          f"the seat is kept for {grace} s", grace_s=grace, silent=1)
            self.rounds.changed(now)

    # ------------------------------------------------------------------ the part's clock

    def deadline(self) -> float | None:
        times = [t for t in (self.wait[1] if self.wait else None,
                             self.least[1] if self.least else None) if t is not None]
        return min(times) if times else None

    def _watch(self, now: float) -> None:
        """Start the clock on the key holder the round waits for (a connected one: a dropped
        one has its grace period), or stop it."""
        b = self.host
        slot = b.waiting_for() if b is not None else None
        if slot is None or slot == HOST_SLOT or self.seats[slot].cid is None:
            self.wait = None
        elif self.wait is None or self.wait[0] != slot:
            self.wait = (slot, now + self.timeout_s)

    def late(self, now: float) -> None:
        """A connected key holder owed its part for the deal timeout: the attempt is void and
        its seat opened by the host machine for the rest of the match (an older client that
        does not know §17 ends up here too)."""
        self._least_late(now)
        if self.wait is not None and now >= self.wait[1] and self.host is not None:
            slot = self.wait[0]
            self.wait = None
            if self.seats[slot].cid is not None:     # gone meanwhile: the grace period decides
                self._void(slot, "no_answer", now)

    def dropped(self, seat: int, now: float) -> None:
        """The grace period of ``seat`` ran out: void the attempt if its machine holds a key."""
        b = self.host
        if b is not None and b.setup.openers[seat] == seat:
            self._void(seat, "dropped", now)

    def waits(self, seat: int) -> bool:
        """A host-run seat whose cards are still on their way: its bot waits for the shares."""
        b = self.host
        return b is not None and (b.state is None or b.state.phase is Phase.RESHUFFLE or not b.readable(seat))

    def _void(self, slot: int, reason: str, now: float) -> None:
        """A key holder cheated or is gone: nothing of this attempt counts; deal it again."""
        b = self.host
        assert b is not None
        s = b.setup
        self.outbox.all(make("blind_void", round=s.round_no, attempt=s.attempt, slot=slot, reason=reason))
        self.host = None
        self.wait = self.least = None
        self.seats.keyed = frozenset()
        if 0 <= slot < len(self.seats):
            self.seats.count_abort(slot)
            if reason != "dropped":
                self.excluded.add(slot)
        nick = self.seats.nick(slot) if 0 <= slot < len(self.seats) else "host"
        self.outbox.sys("deal_abort", slot, nick, f"the round was dealt again: {nick}'s machine "
                                                  f"{'did not come back' if reason == 'dropped' else 'broke the deal'} "
                                                  f"({reason})", reason=reason)
        self.rounds.dispatch(E.BLIND_VOID, now, None, s.attempt)

    # ------------------------------------------------------------------ what the table shows

    def catch_up(self, cid: int, now: float) -> None:
        """A (re)connection during a blind attempt: its start and every message so far."""
        b = self.host
        if b is None:
            return
        s = b.setup
        self.outbox.to(cid, make("blind_start", round=s.round_no, attempt=s.attempt, holders=list(s.holders),
                                 openers=list(s.openers), tl=self.rounds.tl(now)))
        for m in b.relayed:
            self.outbox.to(cid, make(m["t"], **{k: v for k, v in m.items() if k != "t"}))
        if b.stage is Stage.REVEAL:     # a key holder that restarted owes its hands and its key
            self.outbox.to(cid, make("blind_reveal", round=s.round_no, attempt=s.attempt, tl=self.rounds.tl(now)))

    def shown(self, state: RoundState, seat: int) -> tuple[int, ...] | list[int]:
        """A seat's hand as the host may send it (``-1`` for a card it cannot see)."""
        b = self.host
        if b is not None and b.state is state:
            return b.hand(seat)
        return state.hands[seat]


__all__ = ["BlindPart", "BlindDeal"]
