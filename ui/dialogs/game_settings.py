"""What the host decides before a table opens, as data: :class:`NewGameSettings` and its parts.

Kept apart from the dialog (``new_game.py``) so the choices, their checks and
their saved form can be read and tested without any widget. The choices come
from ``lanjolly.variants`` so nothing the rules engine refuses can be offered.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication

from lanjolly.variants import JOLLY, JOLLY_TARGETS, ROMME, ROMME_TARGETS, TURN_SECONDS_CHOICES, Game, Variant

MIN_SEATS, MAX_SEATS = 2, 4
WATCHER_LIMIT_DEFAULT, WATCHER_LIMIT_MAX = 8, 32
PIN_MIN, PIN_MAX = 4, 12
TABLE_NAME_MAX = 30


class SeatChoice(str, Enum):
    """What fills a seat other than the host's."""

    OPEN = "open"
    BOT_EASY = "easy"
    BOT_NORMAL = "normal"
    BOT_STRONG = "strong"
    BOT_EXPERT = "expert"

    @property
    def is_bot(self) -> bool:
        return self is not SeatChoice.OPEN

    @property
    def label(self) -> str:
        return {"open": QCoreApplication.translate("NewGameDialog", "Open for a player"),
                "easy": QCoreApplication.translate("NewGameDialog", "Computer – easy"),
                "normal": QCoreApplication.translate("NewGameDialog", "Computer – normal"),
                "strong": QCoreApplication.translate("NewGameDialog", "Computer – strong"),
                "expert": QCoreApplication.translate("NewGameDialog", "Computer – expert")}[self.value]


class Access(str, Enum):
    """Who may take an open seat."""

    OPEN = "open"
    PASSWORD = "password"
    INVITED = "invited"

    @property
    def label(self) -> str:
        return {"open": QCoreApplication.translate("NewGameDialog", "Anyone on the network"),
                "password": QCoreApplication.translate("NewGameDialog", "Players who know the PIN"),
                "invited": QCoreApplication.translate("NewGameDialog", "Invited players only")}[self.value]


def default_target(game: Game) -> int:
    return (JOLLY if game is Game.JOLLY else ROMME).target_points


def targets_for(game: Game) -> tuple[int, ...]:
    return JOLLY_TARGETS if game is Game.JOLLY else ROMME_TARGETS


def pin_error(pin: str) -> Optional[str]:
    if not PIN_MIN <= len(pin) <= PIN_MAX:
        return QCoreApplication.translate("NewGameDialog", "The PIN needs {min} to {max} characters.").format(
            min=PIN_MIN, max=PIN_MAX)
    if not pin.isprintable() or any(ch.isspace() for ch in pin):
        return QCoreApplication.translate("NewGameDialog", "The PIN may not contain spaces.")
    return None


def table_name_error(name: str) -> Optional[str]:
    name = name.strip()
    if not name:
        return QCoreApplication.translate("NewGameDialog", "Please give the table a name.")
    if len(name) > TABLE_NAME_MAX:
        return QCoreApplication.translate("NewGameDialog", "Table names have at most {n} characters.").format(
            n=TABLE_NAME_MAX)
    if not name.isprintable():
        return QCoreApplication.translate("NewGameDialog", "Only printable characters in the table name, please.")
    return None


@dataclass(frozen=True)
class NewGameSettings:
    """The host's choices; constructing one validates it."""

    table_name: str
    game: Game = Game.JOLLY
    target_points: int = 100
    seats: int = 2
    # One entry per seat after the host's, so len == seats - 1.
    other_seats: tuple[SeatChoice, ...] = (SeatChoice.OPEN,)
    access: Access = Access.OPEN
    pin: str = ""
    turn_seconds: int = 60
    # Rommé only; ignored (and kept at the presets) for Jolly.
    hand_rummy: bool = True
    knock: bool = False
    # Watchers (PROTOCOL.md "Watchers"): on by default, up to 8.
    allow_watchers: bool = True
    watcher_limit: int = WATCHER_LIMIT_DEFAULT
    watcher_chat: bool = True
    watchers_may_sit: bool = False
    # Cards hidden from the host (PROTOCOL.md §17): off by default.
    blind: bool = False

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise ValueError("; ".join(problems))

    def problems(self) -> list[str]:
        out = []
        err = table_name_error(self.table_name)
        if err:
            out.append(err)
        if self.target_points not in targets_for(self.game):
            out.append(QCoreApplication.translate("NewGameDialog", "{points} points is not offered for {game}.").format(
                points=self.target_points, game=self.game.value))
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            out.append(QCoreApplication.translate("NewGameDialog", "Tables have {min} to {max} seats.").format(
                min=MIN_SEATS, max=MAX_SEATS))
        elif len(self.other_seats) != self.seats - 1:
            out.append(QCoreApplication.translate("NewGameDialog", "Every seat after yours needs a choice."))
        if self.access is Access.PASSWORD:
            err = pin_error(self.pin)
            if err:
                out.append(err)
        if self.turn_seconds not in TURN_SECONDS_CHOICES:
            out.append(QCoreApplication.translate("NewGameDialog", "{seconds} s is not an offered turn time.").format(
                seconds=self.turn_seconds))
        if self.knock and self.game is not Game.ROMME:
            out.append(QCoreApplication.translate("NewGameDialog", "Knocking exists only in Rommé."))
        if not 1 <= self.watcher_limit <= WATCHER_LIMIT_MAX:
            out.append(QCoreApplication.translate("NewGameDialog", "Between 1 and {max} watchers, please.").format(
                max=WATCHER_LIMIT_MAX))
        return out

    @property
    def watchers(self) -> int:
        """The host's watcher limit (0: no watchers)."""
        return self.watcher_limit if self.allow_watchers else 0

    @property
    def bots(self) -> tuple[SeatChoice, ...]:
        return tuple(s for s in self.other_seats if s.is_bot)

    @property
    def open_seats(self) -> int:
        return sum(1 for s in self.other_seats if not s.is_bot)

    def variant(self) -> Variant:
        base = JOLLY if self.game is Game.JOLLY else ROMME
        options: dict[str, Any] = {"target_points": self.target_points,
                                   "turn_seconds": self.turn_seconds}
        if self.game is Game.ROMME:
            options.update(hand_rummy=self.hand_rummy, knock=self.knock)
        return base.with_options(**options)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["game"] = self.game.value
        d["access"] = self.access.value
        d["other_seats"] = [s.value for s in self.other_seats]
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "NewGameSettings":
        return cls(
            table_name=str(data["table_name"]), game=Game(data["game"]),
            target_points=int(data["target_points"]), seats=int(data["seats"]),
            other_seats=tuple(SeatChoice(s) for s in data["other_seats"]),
            access=Access(data["access"]), pin=str(data.get("pin", "")),
            turn_seconds=int(data["turn_seconds"]),
            hand_rummy=bool(data.get("hand_rummy", True)), knock=bool(data.get("knock", False)),
            allow_watchers=bool(data.get("allow_watchers", True)),
            watcher_limit=int(data.get("watcher_limit", WATCHER_LIMIT_DEFAULT)),
            watcher_chat=bool(data.get("watcher_chat", True)),
            watchers_may_sit=bool(data.get("watchers_may_sit", False)),
            blind=bool(data.get("blind", False)))
