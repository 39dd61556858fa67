"""What every part of the host's ``Table`` shares: its state, typed once, and the
steps one part asks of another.

Why: ``Table`` is built from parts with one job each (seating, the deal, the
clocks, the fan-out, resume), mixed into one object. Each part reads state
that another part owns and calls another part's steps. Declaring both here,
once, lets ``mypy --strict`` check every part on its own, and makes the
coupling between the parts visible in one place: a step a part needs from
another is an abstract method below, so a ``Table`` that forgot a part does
not even instantiate.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:  # pragma: no cover - types only; the parts import this module
    from lanjolly.match import MatchState
    from lanjolly.actions import Action, PlayerAction
    from lanjolly.round import RoundState
    from lanjolly.turnflow import Flow
    from lanjolly.variants import Variant

    from .blind.hostpart import BlindHost
    from .deal import RevealedRound
    from .invites import InviteBook
    from .journal import Journal
    from .limits import AddressRate
    from .table import Table, TableConfig
    from .tableclock import BotJob
    from .tabledeal import DealRound
    from .tablephase import TablePhase
    from .tableseats import Conn, Seat

Outgoing = tuple[int, dict[str, Any], bool]   # (connection id, message, close after sending)


class TableCore(ABC):
    """The shared state of a table (set up in ``Table.__init__``) and the
    cross-part steps (implemented by ``Table`` or one of its parts)."""

    # configuration and identity
    config: TableConfig
    table_id: str
    variant: Variant
    journal: Journal | None
    rng: random.Random
    sign: Callable[[bytes], bytes] | None
    on_change: Callable[[Table], None] | None
    # seats, connections, the outbox
    seats: list[Seat]
    conns: dict[int, Conn]
    outbox: list[Outgoing]
    owner: str | None
    invite_secret: bytes
    invites: InviteBook
    aborts: list[int]
    chat_by_addr: AddressRate
    pin_failures: int
    _pin_notice_at: float | None
    # the match, the round, the deal
    phase: TablePhase
    match: MatchState | None
    state: RoundState | None
    revealed: RevealedRound | None
    deal: DealRound | None
    blind: BlindHost | None
    blind_excluded: set[int]
    blind_wait: tuple[int, float] | None
    blind_least: tuple[int, float | None] | None
    _blind_opening: Mapping[str, Any] | None
    _blind_public: dict[str, Any]
    round_acts: list[dict[str, Any]]
    accepted: int
    # the driver's turn flow (lanjolly.turnflow), and the clocks that follow it
    flow: Flow
    turn_deadline: float | None
    knock_deadline: float | None
    bot_due: float | None
    next_round_at: float | None
    next_votes: set[int]
    _bots: dict[Any, Any]
    think_elsewhere: frozenset[str]
    bot_job: BotJob | None

    # ---------------------------------------------------------------- table.py

    @abstractmethod
    def _enter(self, phase: TablePhase) -> None: ...

    @abstractmethod
    def _out(self, cid: int, msg: dict[str, Any], close: bool = False) -> None: ...

    @abstractmethod
    def _all(self, msg: dict[str, Any]) -> None: ...

    @abstractmethod
    def _tl(self, now: float) -> int: ...

    @abstractmethod
    def _sys(self, event: str, seat: int, nick: str, text: str, **args: int | str) -> None: ...

    @abstractmethod
    def _refuse(self, cid: int, code: str, text: str, n: int = -1, **args: int | str) -> None: ...

    @abstractmethod
    def _make_bot(self, i: int, strength: str) -> None: ...

    @abstractmethod
    def _journal_seat(self, i: int) -> None: ...

    @abstractmethod
    def _table_changed(self, now: float) -> None: ...

    @abstractmethod
    def _maybe_start(self, now: float) -> None: ...

    @abstractmethod
    def _start_match(self, now: float) -> None: ...

    @abstractmethod
    def _start_round(self, order: list[int]) -> None: ...

    @abstractmethod
    def _end_round(self, now: float) -> None: ...

    # ---------------------------------------------------------------- the parts

    @abstractmethod
    def _begin_deal(self, now: float, excluded: set[int] | None = None, attempt: int = 1) -> None: ...

    @abstractmethod
    def _publish_commits(self, now: float) -> None: ...

    @abstractmethod
    def _abort_deal(self, slot: int, reason: str, now: float) -> None: ...

    @abstractmethod
    def _deal(self, now: float) -> None: ...

    @abstractmethod
    def _schedule_bot(self, now: float) -> None: ...

    @abstractmethod
    def _play(self, action: PlayerAction, now: float, cid: int, n: int) -> None: ...

    @abstractmethod
    def _apply(self, action: Action, now: float, cid: int | None = None, n: int = -1) -> bool: ...

    @abstractmethod
    def _after_change(self, now: float) -> None: ...

    @abstractmethod
    def _snapshot(self, cid: int, now: float) -> None: ...

    @abstractmethod
    def _advance(self, new: RoundState, public: dict[str, Any], now: float) -> None: ...

    @abstractmethod
    def _stamp_tl(self, now: float) -> None: ...

    # ---------------------------------------------------------------- tableblind.py

    @abstractmethod
    def _blind_deal(self, now: float, attempt: int) -> bool: ...

    @abstractmethod
    def _blind_apply(self, action: Action, now: float, cid: int | None, n: int) -> bool: ...

    @abstractmethod
    def _blind_dropped(self, seat: int, now: float) -> None: ...

    @abstractmethod
    def _blind_resync(self, cid: int, now: float) -> None: ...

    @abstractmethod
    def _shown_hand(self, seat: int) -> list[int]: ...

    @abstractmethod
    def _blind_moves_by_person(self, seat: int) -> bool: ...

    @abstractmethod
    def _blind_waits(self, seat: int) -> bool: ...

    @abstractmethod
    def _blind_late(self, now: float) -> None: ...

    @abstractmethod
    def _blind_takes_timeout(self, seat: int) -> bool: ...

    @abstractmethod
    def _timed_out(self, seat_no: int, now: float) -> None: ...

    @abstractmethod
    def _blind_deadline(self) -> float | None: ...
