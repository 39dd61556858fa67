"""A whole match in-process: the table's session for the UI tests (test-only code, so it lives in tests/).

It owns the engine match, applies the player's intents with ``apply`` (a
refusal becomes the ``refused`` signal with the engine's code and sentence,
exactly what the host would send), and plays the other seats with a simple
bot, one step per QTimer single-shot so the GUI never blocks. Everything
random comes from one seeded ``random.Random``: the same seed gives the same
match.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from lanjolly.actions import PlayerAction, Timeout
from lanjolly.driver import (BotSeat, FunctionSeat, SeatPolicy, WithFallback, next_move,
                             rng_chance)
from lanjolly.errors import IllegalAction
from lanjolly.match import MatchState, new_match, record_round, start_round
from lanjolly.playout import random_action, shuffled_deck
from lanjolly.round import Phase, RoundState, apply
from lanjolly.variants import Variant
from lanjolly.views import View, view

from ui.i18n.host_text import host_text
from ui.table.session import CONNECTED, MatchSummary, SeatInfo, TableSession


def default_bot(variant: Variant, seed: int = 0, strength: str = "normal") -> SeatPolicy:
    """The bots package's player (deciding from its seat's view, as over the
    network), falling back to a biased random player when it fails: a bot
    bug must not stall the practice table."""
    from lanjolly.bots import make_bot
    return WithFallback(BotSeat(make_bot(strength, seed=seed, variant=variant)),
                        FunctionSeat(random_action))


class LocalEngineSession(TableSession):
    """Plays seat ``my_seat`` through the table and every other seat with a bot."""

    def __init__(self, variant: Variant, nicknames: Sequence[str], my_seat: int = 0, seed: int = 0,
                 order: Optional[Sequence[int]] = None, state: Optional[RoundState] = None,
                 bot_delay_ms: int = 400, first_dealer: int = 0, table_name: Optional[str] = None,
                 enforce_timer: bool = False, bot: Optional[SeatPolicy] = None,
                 parent: Optional[QObject] = None) -> None:
        seats = SeatInfo(list(nicknames), my_seat,
                         table_name or QCoreApplication.translate("Hosting", "{nick}'s practice table").format(
                             nick=nicknames[my_seat] if my_seat < len(nicknames) else ""),
                         [s != my_seat for s in range(len(nicknames))])
        super().__init__(variant, seats, parent)
        self._rng = random.Random(seed)
        self._first_order = list(order) if order is not None else None
        self._prepared = state
        self._match: MatchState = new_match(variant, len(nicknames), first_dealer)
        if state is not None:
            self._match = MatchState(variant, len(nicknames), state.totals,
                                     tuple(not a for a in state.active), state.dealer,
                                     round_no=state.round_no)
        self._state: Optional[RoundState] = None
        self.bot_delay_ms = bot_delay_ms
        self._bot = bot or default_bot(variant, seed)
        # One driver for the bots (lanjolly.driver): the player's seat moves from outside.
        self._policies: list[Optional[SeatPolicy]] = [None if s == my_seat else self._bot
                                                      for s in range(len(nicknames))]
        self._chance = rng_chance(self._rng)
        self._enforce_timer = enforce_timer
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        self._turn_timer.timeout.connect(self._timed_out)
        self._last_turn: Optional[tuple[int, int]] = None
        self._left = False

    # --- what tests look at ---------------------------------------------------
    @property
    def state(self) -> Optional[RoundState]:
        return self._state

    @property
    def match(self) -> MatchState:
        return self._match

    # --- running the match ------------------------------------------------------
    def start(self) -> None:
        """Deal the first round (or adopt the prepared state) and start the bots."""
        if self._prepared is not None:
            state, self._prepared = self._prepared, None
        else:
            order = self._first_order or shuffled_deck(self._rng)
            self._first_order = None
            state = start_round(self._match, order)
        self.connection.emit(CONNECTED)
        self._say_dealt(state)
        self._set_state(state)

    def next_round(self) -> None:
        if self._left or self._state is None or not self._state.over or self._match.finished:
            return
        state = start_round(self._match, shuffled_deck(self._rng))
        self._say_dealt(state)
        self._set_state(state)

    def _say_dealt(self, state: RoundState) -> None:
        n, nick = state.round_no + 1, self.nickname(state.dealer)
        self.chat.emit(None, lambda: host_text().notice("dealt", nick, state.dealer, {"round": n}, ""))

    def send_action(self, action: PlayerAction) -> None:
        if self._left or self._state is None:
            return
        if getattr(action, "seat", None) != self.my_seat:
            self.refused.emit("no_such_seat", host_text().refusal("no_such_seat", {}, ""))
            return
        try:
            new = apply(self._state, action)
        except IllegalAction as e:
            self.refused.emit(e.code.value, host_text().refusal(e.code.value, {}, e.message))
            return
        self._set_state(new)

    def send_chat(self, text: str) -> None:
        text = text.strip()
        if text and not self._left:
            self.chat.emit(self.nickname(self.my_seat), text)

    def leave(self) -> None:
        self._left = True
        self._bot_timer.stop()
        self._turn_timer.stop()

    # --- internals ------------------------------------------------------------------
    def _make_view(self) -> View:
        assert self._state is not None
        return view(self._state, self.my_seat)

    def _set_state(self, state: RoundState) -> None:
        while state.phase is Phase.RESHUFFLE:
            state = apply(state, self._chance(state))
        self._state = state
        v = self._make_view()
        self.view_changed.emit(v)
        if state.over:
            self._bot_timer.stop()
            self._turn_timer.stop()
            self._finish_round(state, v)
            return
        turn = (state.turn_no, state.current)
        if turn != self._last_turn:
            self._last_turn = turn
            ms = self.variant.turn_seconds * 1000
            self.timer.emit(ms if ms > 0 else -1)
            self._turn_timer.stop()
            if self._enforce_timer and ms > 0 and state.current == self.my_seat:
                self._turn_timer.start(ms)
        if state.current != self.my_seat:
            self._bot_timer.start(max(0, self.bot_delay_ms))
        else:
            self._bot_timer.stop()

    def _finish_round(self, state: RoundState, final: View) -> None:
        self._match, result = record_round(self._match, state)
        self.record_round(result.points())
        self.set_eliminated(self._match.eliminated)
        self.round_over.emit(final)
        if self._match.finished:
            self.match_over.emit(MatchSummary(self._match.winners, self._match.totals,
                                              self._match.eliminated))

    def _bot_step(self) -> None:
        state = self._state
        if self._left or state is None or state.over or state.current == self.my_seat:
            return
        # Bots here never knock (as before the driver); the player may.
        action = next_move(state, self._policies, self._chance, [self._rng] * state.seats, knocks=False)
        if action is not None:
            self._set_state(apply(state, action))

    def _timed_out(self) -> None:
        state = self._state
        if self._left or state is None or state.over or state.current != self.my_seat:
            return
        self._set_state(apply(state, Timeout(self.my_seat)))
