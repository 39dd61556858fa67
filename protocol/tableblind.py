"""The table's part that runs a round with cards hidden from the host (PROTOCOL.md §17).

Thin glue around :class:`protocol.blind.hostpart.BlindHost`: it decides who holds a key (each
seated person's connection, and the host machine when it plays or runs bots), relays the key
holders' messages, sends snaps and deltas where the part says so, routes every move through
the part (the engine runs on placeholders there) and voids the attempt when a key holder
cheats or does not come back within the grace period. Mixed into :class:`protocol.table.Table`.
"""

from __future__ import annotations

from typing import Any, Mapping

from lanjolly.actions import Action, Timeout, to_dict
from lanjolly.errors import IllegalAction, Reason
from lanjolly.round import Phase, least_turn_discard
from lanjolly.turnflow import Flow, bot_takes_over

from .blind.hostpart import HOST_SLOT, BlindHost, Out, Send, Stage
from .blind.ledger import Setup
from .blind.messages import BlindCheat
from .blind.referee import RoundParams
from .messages import make
from .tablefanout import PUBLIC_RESHUFFLE
from .tablephase import TablePhase
from .tablecore import TableCore
from .tableseats import Conn

WITH_TL = ("blind_start", "blind_reveal")


class BlindSteps(TableCore):
    """Key holders, their messages, and the round's moves through the blind part."""

    def _blind_plan(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Key holders and each seat's opener for the next attempt; None: fewer than two."""
        openers = []
        for i, s in enumerate(self.seats):
            remote = (s.kind == "human" and s.cid is not None and not s.auto and i not in self.blind_excluded
                      and s.fp != self.config.host_player)
            openers.append(i if remote else HOST_SLOT)
        holders = tuple(sorted(set(openers)))
        return (holders, tuple(openers)) if len(holders) >= 2 else None

    def _blind_deal(self, now: float, attempt: int) -> bool:
        """Start a blind attempt of the match's next round; False: this round is dealt by §6."""
        self.blind, self.blind_least = None, None
        plan = self._blind_plan() if self.config.blind else None
        if plan is None or self.match is None:
            return False
        m = self.match
        setup = Setup(self.table_id, m.round_no, attempt, plan[0], plan[1])
        params = RoundParams(m.variant, m.dealer, tuple(m.active), m.round_no, tuple(m.totals))
        self.blind = BlindHost(setup, params, len(self.seats))
        self.deal, self.revealed = None, None
        self._enter(TablePhase.DEAL)
        self._table_changed(now)
        self._blind_out(self.blind.start(), now)
        self._blind_watch(now)
        return True

    def _blind_out(self, out: Out, now: float) -> None:
        """The part's output, in order: relayed maps, and the table's own snaps and deltas."""
        for item in out:
            if item is Send.SNAP:
                self._blind_dealt(now)
            elif item is Send.DELTA or item is Send.END:
                self._blind_delta(now)
            elif isinstance(item, dict):
                fields = {k: v for k, v in item.items() if k != "t"}
                if item["t"] in WITH_TL:
                    fields["tl"] = self._tl(now)
                self._all(make(item["t"], **fields))

    def _blind_dealt(self, now: float) -> None:
        b = self.blind
        assert b is not None and b.state is not None
        self.state = b.state
        self.round_acts, self.flow, self.knock_deadline = [], Flow(), None
        self._enter(TablePhase.PLAY)
        self._after_change(now)
        for cid in list(self.conns):
            self._snapshot(cid, now)
        dealer = self.state.dealer
        nick = self.seats[dealer].nick if dealer < len(self.seats) else "?"
        self._sys("dealt", dealer, nick, f"Round {b.setup.round_no + 1}: {nick} deals", round=b.setup.round_no + 1)
        self._table_changed(now)

    def _blind_delta(self, now: float) -> None:
        """The part's state moved (a move, a reshuffle, the end): everyone's delta, then the clocks."""
        b = self.blind
        assert b is not None and b.state is not None
        reshuffled = self.state is not None and self.state.phase is Phase.RESHUFFLE
        self._advance(b.state, dict(PUBLIC_RESHUFFLE) if reshuffled else self._blind_public, now)
        if b.state.phase is Phase.RESHUFFLE:
            self._stamp_tl(now)        # the key holders shuffle the pile; no clock runs meanwhile
            return
        self._after_change(now)

    def _blind_apply(self, action: Action, now: float, cid: int | None, n: int) -> bool:
        """A move through the part: the opener's opening first; the host's own seats open here."""
        b = self.blind
        assert b is not None
        seat = getattr(action, "seat", -1)
        host_opens = b.setup.openers[seat] == HOST_SLOT
        if isinstance(action, Timeout):
            if cid is None and action.card < 0 and not action.draw_only:
                return self._blind_time_ran_out(seat, now)        # the host's turn clock ran out
            owes = self.blind_least is not None and self.blind_least[0] == seat
            first_half = cid is None and action.draw_only          # the host draws for the seat
            named = action.card >= 0 and not action.draw_only      # the discard the hand's machine names
            if not first_half and not (owes and named):
                if cid is not None:
                    self._refuse(cid, Reason.MALFORMED.value, "no timed-out turn is owed by this seat", n)
                return False
        opening, self._blind_opening = self._blind_opening, None
        try:
            out = b.host_move(action) if host_opens else b.act(action, opening, seat)
        except IllegalAction as exc:
            if cid is not None:
                self._refuse(cid, exc.code.value, exc.message, n)
            return False
        except BlindCheat as exc:
            self._blind_void(exc.slot, exc.code.value, now)
            return False
        self._blind_public = to_dict(action)
        self.accepted += 1
        owed = self.blind_least
        if owed is not None and (b.state is None or b.state.current != owed[0] or b.state.phase is not Phase.PLAY):
            self._blind_least_played(owed[0], now)   # the owed turn ended: by the least turn, or its person
        self._blind_out(out, now)
        self._blind_watch(now)
        st = self.state
        if (isinstance(action, Timeout) and action.card >= 0 and st is not None and self.blind is b
                and bot_takes_over(st, seat) and not self.seats[seat].auto):
            self._timed_out(seat, now)               # the count reached the limit with this least turn
        return True

    # ------------------------------------------------------------ the least turn (§17.13)

    def _blind_time_ran_out(self, seat: int, now: float) -> bool:
        """The seat's turn clock ran out: the host makes the draw (the stock's top position is
        public), then the machine that sees the hand names the least-harm discard: the host
        machine itself for its own seats, else the seat's machine (``blind_timeout``), which
        has a second deadline before the seat is handled as dropped."""
        b = self.blind
        assert b is not None and b.state is not None
        if b.state.phase is Phase.DRAW and not self._blind_apply(Timeout(seat, draw_only=True), now, None, -1):
            return False
        if self.blind is not b:
            return False             # the draw voided the attempt (a cheat came to light)
        if b.setup.openers[seat] == HOST_SLOT:
            self.blind_least = (seat, None)
            self._blind_host_least(now)
            return True
        self.blind_least = (seat, now + self.config.deal_timeout_ms / 1000)
        s = b.setup
        self._all(make("blind_timeout", round=s.round_no, attempt=s.attempt, seat=seat,
                       tl=self.config.deal_timeout_ms))
        return True

    def _blind_host_least(self, now: float) -> None:
        """A least turn owed by a seat the host machine opens, once its hand is readable."""
        b, owed = self.blind, self.blind_least
        if b is None or owed is None or b.setup.openers[owed[0]] != HOST_SLOT or b.state is None:
            return
        seat = owed[0]
        if b.state.phase is Phase.PLAY and b.state.current == seat and b.readable(seat):
            self._blind_apply(Timeout(seat, least_turn_discard(b.state, seat)), now, None, -1)

    def _blind_least_played(self, seat: int, now: float) -> None:
        """The owed turn ended (its least turn came in, or its person played it): its clock stops,
        and a seat kept as if dropped is back."""
        self.blind_least = None
        s = self.seats[seat]
        if s.dropped_at is not None and s.cid is not None:
            s.dropped_at = None
            self._sys("back", seat, s.nick, f"{s.nick} is back at the table")
            self._table_changed(now)

    def _blind_least_late(self, now: float) -> None:
        """The seat's machine did not name its least turn's discard in time: from now on the
        seat is handled like a dropped one (the grace period, then the attempt is void)."""
        owed = self.blind_least
        if owed is None or owed[1] is None or now < owed[1]:
            return
        seat = owed[0]
        self.blind_least = (seat, None)
        s = self.seats[seat]
        if s.dropped_at is None:
            s.dropped_at = now
            grace = self.config.grace_ms // 1000
            self._sys("disconnected", seat, s.nick, f"{s.nick}'s program did not play the timed-out turn; "
                                                    f"the seat is kept for {grace} s", grace_s=grace, silent=1)
            self._table_changed(now)

    def _blind_takes_timeout(self, seat: int) -> bool:
        """The seat owes its least turn, so its machine may send the ``timeout`` that names it."""
        return self.blind is not None and self.blind_least is not None and self.blind_least[0] == seat

    def _blind_deadline(self) -> float | None:
        """The earliest of the blind part's clocks (a late key holder, an owed least turn)."""
        times = [t for t in (self.blind_wait[1] if self.blind_wait else None,
                             self.blind_least[1] if self.blind_least else None) if t is not None]
        return min(times) if times else None

    def _blind_in(self, conn: Conn, msg: dict[str, Any], now: float) -> None:
        b = self.blind
        if b is None or msg["round"] != b.setup.round_no or msg["attempt"] != b.setup.attempt:
            return                   # a late message of a void attempt
        if conn.seat is None:
            return
        try:
            out = b.receive(conn.seat, msg)
        except BlindCheat as exc:
            return self._blind_void(exc.slot, exc.code.value, now)
        self._blind_out(out, now)
        if self.blind is b:
            self._blind_learned(now)
        self._blind_watch(now)

    def _blind_learned(self, now: float) -> None:
        """Shares made cards of the host machine's own seats readable: its bots move on the true
        cards, and its own player (no key of its own) gets a snap with them."""
        b, st = self.blind, self.state
        assert b is not None
        if st is None or b.state is None or len(b.state.log) != len(st.log):
            return
        self.state = b.state
        for cid, conn in list(self.conns.items()):
            if (conn.seat is not None and b.setup.openers[conn.seat] == HOST_SLOT
                    and -1 in (conn.view or {}).get("h", ())):
                self._snapshot(cid, now)
        if self.bot_due is None:
            self._schedule_bot(now)
        self._blind_host_least(now)

    def _on_blind_key(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        self._blind_in(conn, msg, now)

    def _on_blind_shuffle(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        self._blind_in(conn, msg, now)

    def _on_blind_shares(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        self._blind_in(conn, msg, now)

    def _on_blind_round_key(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        self._blind_in(conn, msg, now)

    def _blind_void(self, slot: int, reason: str, now: float) -> None:
        """A key holder cheated or is gone: nothing of this attempt counts; deal it again."""
        b = self.blind
        assert b is not None
        s = b.setup
        self._all(make("blind_void", round=s.round_no, attempt=s.attempt, slot=slot, reason=reason))
        self.blind_wait = self.blind_least = None
        if 0 <= slot < len(self.seats):
            self.aborts[slot] += 1
            if reason != "dropped":
                self.blind_excluded.add(slot)
        nick = self.seats[slot].nick if 0 <= slot < len(self.seats) else "host"
        self._sys("deal_abort", slot, nick, f"the round was dealt again: {nick}'s machine "
                                            f"{'did not come back' if reason == 'dropped' else 'broke the deal'} "
                                            f"({reason})", reason=reason)
        self.state = None
        self.turn_deadline = self.knock_deadline = self.bot_due = None
        if self.phase is TablePhase.PLAY:
            self._enter(TablePhase.DEAL)
        self._begin_deal(now, None, s.attempt + 1)

    def _blind_watch(self, now: float) -> None:
        """Start the clock on the key holder the round waits for (a connected one: a dropped
        one has its grace period), or stop it."""
        b = self.blind
        slot = b.waiting_for() if b is not None else None
        if slot is None or slot == HOST_SLOT or self.seats[slot].cid is None:
            self.blind_wait = None
        elif self.blind_wait is None or self.blind_wait[0] != slot:
            self.blind_wait = (slot, now + self.config.deal_timeout_ms / 1000)

    def _blind_late(self, now: float) -> None:
        """A connected key holder owed its part for the deal timeout: the attempt is void and
        its seat opened by the host machine for the rest of the match (an older client that
        does not know §17 ends up here too)."""
        self._blind_least_late(now)
        if self.blind_wait is not None and now >= self.blind_wait[1] and self.blind is not None:
            slot = self.blind_wait[0]
            if self.seats[slot].cid is None:     # gone meanwhile: the grace period decides
                self.blind_wait = None
                return
            self.blind_wait = None
            self._blind_void(slot, "no_answer", now)

    def _blind_dropped(self, seat: int, now: float) -> None:
        """The grace period of ``seat`` ran out: void the attempt if its machine holds a key."""
        b = self.blind
        if b is not None and b.setup.openers[seat] == seat and self.phase in (TablePhase.DEAL, TablePhase.PLAY):
            self._blind_void(seat, "dropped", now)

    def _blind_resync(self, cid: int, now: float) -> None:
        """A (re)connection during a blind attempt: its start and every message so far."""
        b = self.blind
        if b is None or self.phase not in (TablePhase.DEAL, TablePhase.PLAY):
            return
        s = b.setup
        self._out(cid, make("blind_start", round=s.round_no, attempt=s.attempt, holders=list(s.holders),
                            openers=list(s.openers), tl=self._tl(now)))
        for m in b.relayed:
            self._out(cid, make(m["t"], **{k: v for k, v in m.items() if k != "t"}))
        if b.stage is Stage.REVEAL:     # a key holder that restarted owes its hands and its key
            self._out(cid, make("blind_reveal", round=s.round_no, attempt=s.attempt, tl=self._tl(now)))

    def _shown_hand(self, seat: int) -> list[int]:
        """A seat's hand as the host may send it (``-1`` for a card it cannot see)."""
        b = self.blind
        st = self.state
        assert st is not None
        if b is not None and b.state is st:
            return b.hand(seat)
        return list(st.hands[seat])

    def _blind_waits(self, seat: int) -> bool:
        """A host-run seat whose cards are still on their way: its bot waits for the shares."""
        b = self.blind
        return b is not None and (b.state is None or b.state.phase is Phase.RESHUFFLE or not b.readable(seat))

    def _blind_moves_by_person(self, seat: int) -> bool:
        """A seat whose machine holds its key: no host bot can stand in for it."""
        return self.blind is not None and self.blind.setup.openers[seat] == seat
