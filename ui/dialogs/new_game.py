"""The New Game dialog: everything the host decides before the table opens.

The choices come from ``lanjolly.variants`` (targets, turn times) so the
dialog can never offer an option the rules engine refuses. The result is a
frozen :class:`NewGameSettings`, which the lobby sends on and turns into a
:class:`~lanjolly.variants.Variant` with :meth:`NewGameSettings.variant`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any, Optional

from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLayout, QLineEdit,
                               QRadioButton, QVBoxLayout, QWidget)

from lanjolly.variants import (JOLLY, JOLLY_TARGETS, ROMME, ROMME_TARGETS,
                               TURN_SECONDS_CHOICES, Game, Variant)

from .. import theme

MIN_SEATS, MAX_SEATS = 2, 4
PIN_MIN, PIN_MAX = 4, 12
TABLE_NAME_MAX = 30


class SeatChoice(str, Enum):
    """What fills a seat other than the host's."""

    OPEN = "open"
    BOT_EASY = "easy"
    BOT_NORMAL = "normal"
    BOT_STRONG = "strong"

    @property
    def is_bot(self) -> bool:
        return self is not SeatChoice.OPEN

    @property
    def label(self) -> str:
        return {"open": "Open for a player", "easy": "Computer – easy",
                "normal": "Computer – normal", "strong": "Computer – strong"}[self.value]


class Access(str, Enum):
    """Who may take an open seat."""

    OPEN = "open"
    PASSWORD = "password"
    INVITED = "invited"

    @property
    def label(self) -> str:
        return {"open": "Anyone on the network", "password": "Players who know the PIN",
                "invited": "Invited players only"}[self.value]


def default_target(game: Game) -> int:
    return (JOLLY if game is Game.JOLLY else ROMME).target_points


def targets_for(game: Game) -> tuple[int, ...]:
    return JOLLY_TARGETS if game is Game.JOLLY else ROMME_TARGETS


def pin_error(pin: str) -> Optional[str]:
    if not PIN_MIN <= len(pin) <= PIN_MAX:
        return f"The PIN needs {PIN_MIN} to {PIN_MAX} characters."
    if not pin.isprintable() or any(ch.isspace() for ch in pin):
        return "The PIN may not contain spaces."
    return None


def table_name_error(name: str) -> Optional[str]:
    name = name.strip()
    if not name:
        return "Please give the table a name."
    if len(name) > TABLE_NAME_MAX:
        return f"Table names have at most {TABLE_NAME_MAX} characters."
    if not name.isprintable():
        return "Only printable characters in the table name, please."
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
            out.append(f"{self.target_points} points is not offered for {self.game.value}.")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            out.append(f"Tables have {MIN_SEATS} to {MAX_SEATS} seats.")
        elif len(self.other_seats) != self.seats - 1:
            out.append("Every seat after yours needs a choice.")
        if self.access is Access.PASSWORD:
            err = pin_error(self.pin)
            if err:
                out.append(err)
        if self.turn_seconds not in TURN_SECONDS_CHOICES:
            out.append(f"{self.turn_seconds} s is not an offered turn time.")
        if self.knock and self.game is not Game.ROMME:
            out.append("Knocking exists only in Rommé.")
        return out

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
            hand_rummy=bool(data.get("hand_rummy", True)), knock=bool(data.get("knock", False)))


def _turn_label(seconds: int) -> str:
    if seconds == 0:
        return "No time limit"
    if seconds < 60:
        return f"{seconds} seconds"
    if seconds % 60 == 0:
        return f"{seconds // 60} minute{'s' if seconds > 60 else ''}"
    return f"{seconds / 60:g} minutes"


def _target_label(game: Game, points: int) -> str:
    if game is Game.ROMME and points == 1:
        return "1 – a single round"
    return f"{points} points"


_GAME_HINT = {
    Game.JOLLY: "Laid cards score for you; open with 40 points.",
    Game.ROMME: "Cards left in hand are penalties; open with 30 points.",
}


class NewGameDialog(QDialog):
    """Collects a :class:`NewGameSettings`; OK stays disabled while anything is invalid."""

    def __init__(self, nickname: str = "", initial: Optional[NewGameSettings] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.setStyleSheet(theme.dialog_stylesheet())
        self._targets_chosen: dict[Game, int] = {g: default_target(g) for g in Game}
        self._building = True

        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        # Fixed to the size hint: the dialog grows and shrinks as the Rommé
        # options and the PIN row appear, instead of squashing its rows.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)

        # --- the game -----------------------------------------------------
        game_box = QGroupBox("Game")
        form = QFormLayout(game_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = QLineEdit(f"{nickname}'s table" if nickname else "My table")
        self.name_edit.setMaxLength(TABLE_NAME_MAX + 10)
        self.name_edit.setMinimumWidth(260)
        form.addRow(self._label("Table name:"), self.name_edit)

        self.jolly_radio = QRadioButton("Jolly")
        self.romme_radio = QRadioButton("Rommé")
        self._game_group = QButtonGroup(self)
        self._game_group.addButton(self.jolly_radio)
        self._game_group.addButton(self.romme_radio)
        row = QHBoxLayout()
        row.addWidget(self.jolly_radio)
        row.addWidget(self.romme_radio)
        row.addStretch(1)
        form.addRow(self._label("Variant:"), row)
        self.game_hint = QLabel()
        self.game_hint.setObjectName("hint")
        form.addRow(self._label(""), self.game_hint)

        self.target_combo = QComboBox()
        form.addRow(self._label("Play to:"), self.target_combo)
        self.turn_combo = QComboBox()
        for s in TURN_SECONDS_CHOICES:
            self.turn_combo.addItem(_turn_label(s), s)
        form.addRow(self._label("Time per move:"), self.turn_combo)
        outer.addWidget(game_box)

        # --- Rommé options ----------------------------------------------------
        self.romme_box = QGroupBox("Rommé options")
        rv = QVBoxLayout(self.romme_box)
        self.hand_rummy_check = QCheckBox("Hand rummy: going out in one go doubles the others' "
                                          "penalties")
        self.knock_check = QCheckBox("Knocking: grab the discard out of turn (+2 penalty cards)")
        rv.addWidget(self.hand_rummy_check)
        rv.addWidget(self.knock_check)
        outer.addWidget(self.romme_box)

        # --- seats ------------------------------------------------------------
        seats_box = QGroupBox("Players")
        self._seat_form = QFormLayout(seats_box)
        self._seat_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.seats_combo = QComboBox()
        for n in range(MIN_SEATS, MAX_SEATS + 1):
            self.seats_combo.addItem(f"{n} players", n)
        self._seat_form.addRow(self._label("Seats:"), self.seats_combo)
        you = QLabel(f"You{f' ({nickname})' if nickname else ''}")
        self._seat_form.addRow(self._label("Seat 1:"), you)
        self.seat_combos: list[QComboBox] = []
        for i in range(2, MAX_SEATS + 1):
            combo = QComboBox()
            for choice in SeatChoice:
                combo.addItem(choice.label, choice)
            self.seat_combos.append(combo)
            self._seat_form.addRow(self._label(f"Seat {i}:"), combo)
        outer.addWidget(seats_box)

        # --- access -------------------------------------------------------------
        access_box = QGroupBox("Who may sit down")
        af = QFormLayout(access_box)
        af.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.access_combo = QComboBox()
        for a in Access:
            self.access_combo.addItem(a.label, a)
        af.addRow(self._label("Open seats:"), self.access_combo)
        self.pin_edit = QLineEdit()
        # 6+ digits or a passphrase: wrong guesses are paced (PROTOCOL.md §16.2), longer is still safer
        self.pin_edit.setPlaceholderText("6+ digits or a passphrase, for your friends")
        self.pin_edit.setMaxLength(PIN_MAX + 4)
        af.addRow(self._label("PIN:"), self.pin_edit)
        self._access_form = af
        outer.addWidget(access_box)

        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        outer.addWidget(self.error_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("Open table")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self._load(initial or NewGameSettings(self.name_edit.text()))
        self._building = False

        self.jolly_radio.toggled.connect(self._on_game_changed)
        self.target_combo.currentIndexChanged.connect(self._remember_target)
        self.seats_combo.currentIndexChanged.connect(self._on_seats_changed)
        self.access_combo.currentIndexChanged.connect(self._on_access_changed)
        for w in (self.name_edit, self.pin_edit):
            w.textChanged.connect(self._revalidate)
        for c in [self.turn_combo, *self.seat_combos]:
            c.currentIndexChanged.connect(self._revalidate)
        self._refresh_visibility()
        self._revalidate()

    def _label(self, text: str) -> QLabel:
        # One label width for every group so the fields line up down the dialog.
        label = QLabel(text)
        label.setMinimumWidth(104)
        return label

    # --- state in/out -----------------------------------------------------------

    def _load(self, s: NewGameSettings) -> None:
        self.name_edit.setText(s.table_name)
        self._targets_chosen[s.game] = s.target_points
        (self.jolly_radio if s.game is Game.JOLLY else self.romme_radio).setChecked(True)
        self._fill_targets(s.game)
        self.turn_combo.setCurrentIndex(self.turn_combo.findData(s.turn_seconds))
        self.seats_combo.setCurrentIndex(self.seats_combo.findData(s.seats))
        for combo, choice in zip(self.seat_combos, s.other_seats):
            combo.setCurrentIndex(combo.findData(choice))
        self.access_combo.setCurrentIndex(self.access_combo.findData(s.access))
        self.pin_edit.setText(s.pin)
        self.hand_rummy_check.setChecked(s.hand_rummy if s.game is Game.ROMME
                                         else ROMME.hand_rummy)
        self.knock_check.setChecked(s.knock if s.game is Game.ROMME else ROMME.knock)

    def game(self) -> Game:
        return Game.JOLLY if self.jolly_radio.isChecked() else Game.ROMME

    def set_game(self, game: Game) -> None:
        (self.jolly_radio if game is Game.JOLLY else self.romme_radio).setChecked(True)

    def target_choices(self) -> list[int]:
        return [self.target_combo.itemData(i) for i in range(self.target_combo.count())]

    def _fill_targets(self, game: Game) -> None:
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        for t in targets_for(game):
            self.target_combo.addItem(_target_label(game, t), t)
        idx = self.target_combo.findData(self._targets_chosen[game])
        self.target_combo.setCurrentIndex(max(0, idx))
        self.target_combo.blockSignals(False)
        self.game_hint.setText(_GAME_HINT[game])

    def settings(self) -> NewGameSettings:
        """The current choices; raises ``ValueError`` listing the problems if invalid."""
        game = self.game()
        seats = int(self.seats_combo.currentData())
        access = Access(self.access_combo.currentData())
        return NewGameSettings(
            table_name=self.name_edit.text().strip(),
            game=game,
            target_points=int(self.target_combo.currentData()),
            seats=seats,
            other_seats=tuple(SeatChoice(c.currentData()) for c in self.seat_combos[:seats - 1]),
            access=access,
            pin=self.pin_edit.text() if access is Access.PASSWORD else "",
            turn_seconds=int(self.turn_combo.currentData()),
            hand_rummy=self.hand_rummy_check.isChecked() if game is Game.ROMME
            else ROMME.hand_rummy,
            knock=self.knock_check.isChecked() if game is Game.ROMME else False,
        )

    def problems(self) -> list[str]:
        try:
            self.settings()
        except ValueError as exc:
            return str(exc).split("; ")
        return []

    # --- reactions -----------------------------------------------------------------

    def _on_game_changed(self) -> None:
        self._fill_targets(self.game())
        self._refresh_visibility()
        self._revalidate()

    def _remember_target(self) -> None:
        data = self.target_combo.currentData()
        if data is not None:
            self._targets_chosen[self.game()] = int(data)
        self._revalidate()

    def _on_seats_changed(self) -> None:
        self._refresh_visibility()
        self._revalidate()

    def _on_access_changed(self) -> None:
        self._refresh_visibility()
        self._revalidate()
        if Access(self.access_combo.currentData()) is Access.PASSWORD:
            self.pin_edit.setFocus()

    def _refresh_visibility(self) -> None:
        self.romme_box.setVisible(self.game() is Game.ROMME)
        seats = int(self.seats_combo.currentData())
        for i, combo in enumerate(self.seat_combos):
            self._seat_form.setRowVisible(combo, i < seats - 1)
        self._access_form.setRowVisible(
            self.pin_edit, Access(self.access_combo.currentData()) is Access.PASSWORD)

    def _revalidate(self) -> None:
        if self._building:
            return
        problems = self.problems()
        self.error_label.setText("\n".join(problems))
        self.error_label.setVisible(bool(problems))
        self.ok_button.setEnabled(not problems)

    def accept(self) -> None:
        if not self.problems():
            super().accept()
