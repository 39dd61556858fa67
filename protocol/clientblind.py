"""The client's duty at a table with cards hidden from the host (PROTOCOL.md §17).

Mixed into :class:`protocol.clientstate.ClientGame`: it keeps this round's
:class:`protocol.blind.clientpart.BlindClient`, answers every blind message with what the
part says is due (key, shuffles, shares, openings, round key), fills the ``-1`` of the host's
hand with the cards only this machine reads (a view with a card still on its way is held back
until the shares arrive), puts the opening into ``act.open``, and keeps the transcript for the
round record. A message that breaks the deal is reported loudly with the key holder it names.
"""

from __future__ import annotations

import logging
from typing import Any

from lanjolly.actions import Action, Timeout
from lanjolly.infostate import state_from_view
from lanjolly.round import Event as LogEvent
from lanjolly.round import Phase, least_turn_discard
from lanjolly.views import View

from lanjolly.variants import Variant

from .blind.audit import AuditError
from .blind.clientpart import BlindClient, Kept, Persist
from .blind.messages import BlindCheat
from .blindkeys import AttemptId, RoundSecrets
from .blind.referee import RoundParams
from .messages import make
from .tableinfo import TableInfo
from .tablephase import TablePhase
from .wireview import view_from_wire

log = logging.getLogger(__name__)

BLIND_RELAYED = ("blind_key", "blind_shuffle", "blind_shares", "blind_round_key")


class BlindDuty:
    """State and handlers; ``ClientGame`` provides the attributes typed below."""

    table_id: str
    seat: int | None
    info: TableInfo | None
    outgoing: list[dict[str, Any]]
    wire: dict[str, Any] | None
    log: list[LogEvent]
    blind: BlindClient | None
    blind_problems: list[str]
    round_secrets: RoundSecrets | None   # where this machine keeps its round secrets (None: memory only)
    record: Any            # the round record being kept (clientstate._Record)
    _aborts: list[str]
    _blind_pending: dict[str, Any] | None | bool   # a view held back: its action (True: the snap)
    _least_owed: int | None                        # this machine's seat whose timed-out turn it owes
    view: View | None

    def _send_blind(self, maps: list[dict[str, Any]]) -> None:
        for m in maps:
            self.outgoing.append(make(m["t"], **{k: v for k, v in m.items() if k != "t"}))

    def _blind_current(self, msg: dict[str, Any]) -> bool:
        b = self.blind
        return b is not None and msg["round"] == b.setup.round_no and msg["attempt"] == b.setup.attempt

    def _on_blind_start(self, msg: dict[str, Any]) -> list[Any]:
        mid_round = self.info is not None and self.info.phase is TablePhase.PLAY
        b = self.blind
        if b is not None and self._blind_current(msg):
            b.catching_up = mid_round      # the host resent it after a reconnection: same attempt
            return []
        if b is not None and b.setup.round_no == msg["round"]:
            # Another attempt of the round this machine was dealt in: the old one was voided while
            # the link was down (its blind_void never came), so nothing of it may stay, above all
            # not its views in the round's record (the record would not verify).
            self._drop_attempt(msg["round"], b.setup.attempt, f"attempt {b.setup.attempt} void while away")
        seats = len(self.info.seats) if self.info is not None and self.info.seats else len(msg["openers"])
        mine = self.seat if self.seat is not None and msg["openers"][self.seat] == self.seat else None
        kept, persist = self._kept(msg, mine)
        self._least_owed = None
        self.blind = BlindClient(self.table_id, msg, seats, mine, kept=kept, persist=persist)
        self.blind.catching_up = mid_round
        if not mid_round:
            self._send_blind(self.blind.begin())
        return []

    def _blind_table(self, info: TableInfo) -> None:
        """A start called off before its deal (back to the lobby): the same round and attempt
        will be dealt again from scratch under new keys (§8.7), so this one is forgotten."""
        b = self.blind
        if b is not None and info.phase is TablePhase.LOBBY:
            self.blind = None
            self._forget_secrets(b.setup.round_no, b.setup.attempt)

    def _kept(self, msg: dict[str, Any], slot: int | None) -> tuple[Kept | None, Persist | None]:
        """What this machine kept of this attempt before a restart, and how to keep it (§17.10)."""
        store = self.round_secrets
        if store is None or slot is None or slot not in msg["holders"]:
            return None, None
        aid = AttemptId(self.table_id, int(msg["round"]), int(msg["attempt"]), slot)
        try:
            kept = store.load(aid)
        except OSError:
            kept = None

        def persist(k: Kept) -> None:
            try:
                store.keep(aid, k)
            except OSError as exc:     # a full or read-only disk: play on; only a restart would suffer
                log.warning("could not keep this round's secret on disk (%s): if this program restarts "
                            "before the round ends, the round is dealt again", exc)
        return kept, persist

    def _forget_secrets(self, round_no: int, attempt: int | None = None) -> None:
        """The round is over (or the attempt void): its secrets are no use to anyone now."""
        if self.round_secrets is not None:
            try:
                self.round_secrets.forget(self.table_id, round_no, attempt)
            except OSError as exc:
                log.warning("could not delete a round secret: %s", exc)

    def _on_blind_relayed(self, msg: dict[str, Any]) -> list[Any]:
        b = self.blind
        if b is None or not self._blind_current(msg):
            return []                      # a message of a void attempt
        try:
            self._send_blind(b.on_blind(msg))
        except BlindCheat as exc:
            self.blind_problems.append(f"key holder {exc.slot} broke the deal: {exc.code.value} ({exc.detail})")
            return []
        return self._blind_view_ready()

    _on_blind_key = _on_blind_shuffle = _on_blind_shares = _on_blind_round_key = _on_blind_relayed

    def _on_blind_reveal(self, msg: dict[str, Any]) -> list[Any]:
        if self.blind is not None and self._blind_current(msg):
            self._send_blind(self.blind.reveal())
        return []

    def _on_blind_timeout(self, msg: dict[str, Any]) -> list[Any]:
        """The turn of a seat this machine opens ran out: it owes the least turn (§17.13)."""
        b = self.blind
        if b is not None and self._blind_current(msg) and b.holder is not None and msg["seat"] in b.holder.seats:
            self._least_owed = msg["seat"]
        return []

    def least_turn(self) -> Timeout | None:
        """The timed-out turn this machine owes, once its seat has drawn and every card of the
        hand is readable: the discard the rules pick for it (RULES.md §12), asked of the engine
        on the stand-in state of this seat's own view. The caller sends it as a move."""
        seat, v = self._least_owed, self.view
        if seat is None or v is None or self._blind_pending is not None:
            return None                  # nothing owed, or the drawn card is still on its way
        if v.current != seat or v.phase not in (Phase.DRAW, Phase.PLAY):
            self._least_owed = None      # the turn was finished meanwhile, by its player
            return None
        if v.phase is Phase.DRAW:
            return None                  # the host's draw for the seat comes first
        self._least_owed = None
        return Timeout(seat, least_turn_discard(state_from_view(v), seat))

    def _on_blind_void(self, msg: dict[str, Any]) -> list[Any]:
        """The attempt is void: nothing of it counts, and the round's record starts again."""
        if self._blind_current(msg):
            self._drop_attempt(msg["round"], msg["attempt"],
                               f"attempt {msg['attempt']} void: slot {msg['slot']} {msg['reason']}")
        return []

    def _drop_attempt(self, round_no: int, attempt: int, note: str) -> None:
        self.blind, self._least_owed = None, None
        self._forget_secrets(round_no, attempt)
        if self.record is not None and self.record.round_no == round_no:
            self.record = None
        self._aborts.append(note)

    # ------------------------------------------------------------ views and moves

    def _blind_round_start(self, w: dict[str, Any], acts: list[dict[str, Any]]) -> None:
        b = self.blind
        if b is None or b.setup.round_no != w["r"]:
            return
        try:
            if b.catching_up:
                params = RoundParams(self._table_variant(), w["dl"], tuple(w["act"]), w["r"], tuple(w["tot"]))
                self._send_blind(b.catch_up(acts, params))
            else:
                self._send_blind(b.on_dealt(w["dl"], w["act"], self._table_variant().cards_each))
        except (BlindCheat, AuditError) as exc:
            self.blind_problems.append(f"the blind deal so far does not check out: {exc}")

    def _blind_news(self, w: dict[str, Any], events: list[LogEvent]) -> None:
        b = self.blind
        if b is None or b.setup.round_no != w["r"] or b.catching_up:
            return
        kept = self._table_variant().discard_kept_on_reshuffle
        self._send_blind(b.on_events(events, w["ph"], w["dis"], kept))

    def _blind_fill(self, w: dict[str, Any]) -> dict[str, Any]:
        """The view map with this machine's hidden cards put in (``-1`` where none is readable yet)."""
        b = self.blind
        if b is None or self.seat is None or b.setup.round_no != w["r"] or -1 not in w["h"]:
            return w
        return {**w, "h": b.hand(self.seat, w["h"])}

    def _blind_view_ready(self) -> list[Any]:
        """A view held back for a card on its way, now that every card of it is readable."""
        pending = self._blind_pending
        if pending is None or pending is False or self.wire is None:
            return []
        filled = self._blind_fill(self.wire)
        if -1 in filled["h"]:
            return []
        self._blind_pending = None
        return [self._view_event(view_from_wire(filled, self._table_variant(), tuple(self.log)), pending)]

    def _view_event(self, v: View, action: dict[str, Any] | bool) -> Any:
        raise NotImplementedError  # ClientGame

    def _table_variant(self) -> Variant:
        raise NotImplementedError  # ClientGame

    def blind_open(self, action: Action) -> dict[str, Any] | None:
        """``act.open`` for a move of this machine's seat at a blind table, else None."""
        if self.blind is None or self.seat is None:
            return None
        return self.blind.opening(action, self.seat)
