"""The seam between the table and whatever runs the game.

The table widget only ever talks to a :class:`TableSession`: it renders the
views the session emits and hands it intents (engine action objects). The
network adapter (written by the lead) and :class:`~tests.ui.local_session.LocalEngineSession`
(in-process, for tests and the offline demo) both implement it, so the table
cannot tell a LAN game from a local one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QObject, Signal

from lanjolly.actions import PlayerAction
from lanjolly.variants import Variant
from lanjolly.views import View

from ..i18n.words import words

CONNECTED = "connected"
RECONNECTING = "reconnecting"
LOST = "lost"


@dataclass(frozen=True)
class MatchSummary:
    """What ``match_over`` carries: who won and the final totals."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    eliminated: tuple[bool, ...] = ()


@dataclass
class SeatInfo:
    """Who sits where: the table needs names, not identities."""

    nicknames: list[str]
    my_seat: int
    table_name: str = "Table"
    bots: list[bool] = field(default_factory=list)


class TableSession(QObject):
    """Signals in, intents out. Subclasses implement the four methods."""

    blind = False     # the round hides the cards from the host (PROTOCOL.md §17); a network session knows

    view_changed = Signal(object)          # a lanjolly View
    timer = Signal(int)                    # ms left for the seat to move; < 0: no limit
    refused = Signal(str, str)             # reason code, sentence for people
    chat = Signal(object, object)          # sender nickname (None: the table itself), text or a
                                           # zero-argument callable wording it (re-asked on a language switch)
    round_over = Signal(object)            # the final View, with result
    match_over = Signal(object)            # a MatchSummary
    connection = Signal(str)               # "connected" / "reconnecting" / "lost"
    seats_changed = Signal()               # nicknames or bots changed

    def __init__(self, variant: Variant, seats: SeatInfo, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._variant = variant
        self._seats = seats
        self._view: Optional[View] = None
        self._history: list[tuple[Optional[int], ...]] = []
        self._eliminated: list[bool] = [False] * len(seats.nicknames)
        self.name_words: Optional[Callable[[], str]] = None
        self._turn_ms: Optional[int] = None
        self.bank_ms = 0           # each person's time bank a match (table info's ``bank_ms``; 0: none)
        self.bank_left_ms = -1     # of the last ``timer``'s ms, the mover's time bank (-1: none runs)
        self.view_changed.connect(self._remember)

    # --- what the table reads ------------------------------------------------
    @property
    def variant(self) -> Variant:
        return self._variant

    @property
    def turn_ms(self) -> int:
        """The turn limit in force at this table (0: none): the host's (PROTOCOL.md §11, the
        table info's ``turn_ms``) once it said it, else the variant's."""
        return self._turn_ms if self._turn_ms is not None else self._variant.turn_seconds * 1000

    def set_turn_ms(self, turn_ms: int) -> None:
        self._turn_ms = turn_ms

    @property
    def target(self) -> int:
        return self._variant.target_points

    @property
    def my_seat(self) -> int:
        return self._seats.my_seat

    @property
    def nicknames(self) -> list[str]:
        return list(self._seats.nicknames)

    @property
    def table_name(self) -> str:
        """The table's name; a name this client made up itself (a practice table's) is worded
        again in the reader's language (``name_words``), a host's name comes as it was given."""
        return self.name_words() if self.name_words is not None else self._seats.table_name

    @property
    def bots(self) -> list[bool]:
        """Which seats a bot plays (their plates say so)."""
        return list(self._seats.bots)

    def nickname(self, seat: int) -> str:
        names = self._seats.nicknames
        return names[seat] if 0 <= seat < len(names) else words().seat(seat + 1)

    def set_seats(self, seats: SeatInfo) -> None:
        self._seats = seats
        self.seats_changed.emit()

    def current_view(self) -> Optional[View]:
        """The last view emitted, so a table opened mid-round can draw at once."""
        return self._view

    def score_history(self) -> list[tuple[Optional[int], ...]]:
        """Per finished round, per seat points (None: sat out), for the score sheet."""
        return list(self._history)

    @property
    def eliminated(self) -> list[bool]:
        """Seats out of the match (Rommé: over the limit; they get a red X)."""
        return list(self._eliminated)

    def set_eliminated(self, eliminated: Sequence[bool]) -> None:
        self._eliminated = [bool(e) for e in eliminated]

    def _remember(self, view: View) -> None:
        self._view = view

    def record_round(self, points: Sequence[Optional[int]]) -> None:
        """Subclasses call this before emitting ``round_over``."""
        self._history.append(tuple(points))

    # --- intents ---------------------------------------------------------------
    def send_action(self, action: PlayerAction) -> None:
        raise NotImplementedError

    def send_chat(self, text: str) -> None:
        raise NotImplementedError

    def next_round(self) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError
