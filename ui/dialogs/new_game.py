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

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLayout, QLineEdit,
                               QRadioButton, QVBoxLayout, QWidget)

from lanjolly.variants import (JOLLY, JOLLY_TARGETS, ROMME, ROMME_TARGETS,
                               TURN_SECONDS_CHOICES, Game, Variant)

from .. import theme
from ..i18n import Retranslating

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
        return {"open": QCoreApplication.translate("NewGameDialog", "Open for a player"),
                "easy": QCoreApplication.translate("NewGameDialog", "Computer – easy"),
                "normal": QCoreApplication.translate("NewGameDialog", "Computer – normal"),
                "strong": QCoreApplication.translate("NewGameDialog", "Computer – strong")}[self.value]


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


class NewGameDialog(Retranslating, QDialog):
    """Collects a :class:`NewGameSettings`; OK stays disabled while anything is invalid."""

    def __init__(self, nickname: str = "", initial: Optional[NewGameSettings] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(theme.dialog_stylesheet())
        self._targets_chosen: dict[Game, int] = {g: default_target(g) for g in Game}
        self._labels: dict[str, QLabel] = {}
        self._building = True

        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        # Fixed to the size hint: the dialog grows and shrinks as the Rommé
        # options and the PIN row appear, instead of squashing its rows.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)

        # --- the game -----------------------------------------------------
        self.game_box = game_box = QGroupBox()
        form = QFormLayout(game_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._nickname = nickname
        self.name_edit = QLineEdit(self.tr("{nick}'s table").format(nick=nickname) if nickname
                                   else self.tr("My table"))
        self.name_edit.setMaxLength(TABLE_NAME_MAX + 10)
        self.name_edit.setMinimumWidth(260)
        form.addRow(self._label("name"), self.name_edit)

        self.jolly_radio = QRadioButton("Jolly")
        self.romme_radio = QRadioButton("Rommé")
        self._game_group = QButtonGroup(self)
        self._game_group.addButton(self.jolly_radio)
        self._game_group.addButton(self.romme_radio)
        row = QHBoxLayout()
        row.addWidget(self.jolly_radio)
        row.addWidget(self.romme_radio)
        row.addStretch(1)
        form.addRow(self._label("variant"), row)
        self.game_hint = QLabel()
        self.game_hint.setObjectName("hint")
        form.addRow(self._label("hint"), self.game_hint)

        self.target_combo = QComboBox()
        form.addRow(self._label("target"), self.target_combo)
        self.turn_combo = QComboBox()
        for s in TURN_SECONDS_CHOICES:
            self.turn_combo.addItem("", s)
        form.addRow(self._label("turn"), self.turn_combo)
        outer.addWidget(game_box)

        # --- Rommé options ----------------------------------------------------
        self.romme_box = QGroupBox()
        rv = QVBoxLayout(self.romme_box)
        self.hand_rummy_check = QCheckBox()
        self.knock_check = QCheckBox()
        rv.addWidget(self.hand_rummy_check)
        rv.addWidget(self.knock_check)
        outer.addWidget(self.romme_box)

        # --- seats ------------------------------------------------------------
        self.seats_box = seats_box = QGroupBox()
        self._seat_form = QFormLayout(seats_box)
        self._seat_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.seats_combo = QComboBox()
        for n in range(MIN_SEATS, MAX_SEATS + 1):
            self.seats_combo.addItem("", n)
        self._seat_form.addRow(self._label("seats"), self.seats_combo)
        self.you = QLabel()
        self._seat_form.addRow(self._label("seat1"), self.you)
        self.seat_combos: list[QComboBox] = []
        for i in range(2, MAX_SEATS + 1):
            combo = QComboBox()
            for choice in SeatChoice:
                combo.addItem("", choice)
            self.seat_combos.append(combo)
            self._seat_form.addRow(self._label(f"seat{i}"), combo)
        outer.addWidget(seats_box)

        # --- access -------------------------------------------------------------
        self.access_box = access_box = QGroupBox()
        af = QFormLayout(access_box)
        af.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.access_combo = QComboBox()
        for a in Access:
            self.access_combo.addItem("", a)
        af.addRow(self._label("access"), self.access_combo)
        self.pin_edit = QLineEdit()
        self.pin_edit.setMaxLength(PIN_MAX + 4)
        af.addRow(self._label("pin"), self.pin_edit)
        self._access_form = af
        outer.addWidget(access_box)

        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        outer.addWidget(self.error_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
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
        self.retranslate_now()

    def _label(self, key: str) -> QLabel:
        # One label width for every group so the fields line up down the dialog.
        label = QLabel()
        label.setMinimumWidth(104)
        self._labels[key] = label
        return label

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.game_box.setTitle(self.tr("Game"))
        self.romme_box.setTitle(self.tr("Rommé options"))
        self.seats_box.setTitle(self.tr("Players"))
        self.access_box.setTitle(self.tr("Who may sit down"))
        words = {"name": self.tr("Table name:"), "variant": self.tr("Variant:"), "hint": "",
                 "target": self.tr("Play to:"), "turn": self.tr("Time per move:"), "seats": self.tr("Seats:"),
                 "access": self.tr("Open seats:"), "pin": self.tr("PIN:")}
        for key, label in self._labels.items():
            label.setText(words[key] if key in words else self.tr("Seat {n}:").format(n=key[4:]))
        self.you.setText(self.tr("You ({nick})").format(nick=self._nickname) if self._nickname else self.tr("You"))
        self.hand_rummy_check.setText(self.tr("Hand rummy: going out in one go doubles the others' penalties"))
        self.knock_check.setText(self.tr("Knocking: grab the discard out of turn (+2 penalty cards)"))
        self.pin_edit.setPlaceholderText(self.tr("{min}–{max} characters, tell your friends").format(
            min=PIN_MIN, max=PIN_MAX))
        self.ok_button.setText(self.tr("Open table"))
        for i in range(self.turn_combo.count()):
            self.turn_combo.setItemText(i, self._turn_label(int(self.turn_combo.itemData(i))))
        for i in range(self.seats_combo.count()):
            self.seats_combo.setItemText(i, self.tr("%n player(s)", "", int(self.seats_combo.itemData(i))))
        for combo in self.seat_combos:
            for i in range(combo.count()):
                combo.setItemText(i, SeatChoice(combo.itemData(i)).label)
        for i in range(self.access_combo.count()):
            self.access_combo.setItemText(i, Access(self.access_combo.itemData(i)).label)
        self._fill_targets(self.game())
        self._revalidate()

    def _turn_label(self, seconds: int) -> str:
        if seconds == 0:
            return self.tr("No time limit")
        if seconds < 60 or seconds % 60:
            return self.tr("%n second(s)", "", seconds)
        return self.tr("%n minute(s)", "", seconds // 60)

    def _target_label(self, game: Game, points: int) -> str:
        if game is Game.ROMME and points == 1:
            return self.tr("1 – a single round")
        return self.tr("%n point(s)", "", points)

    def _game_hint(self, game: Game) -> str:
        if game is Game.JOLLY:
            return self.tr("Laid cards score for you; open with {points} points.").format(
                points=JOLLY.opening_points)
        return self.tr("Cards left in hand are penalties; open with {points} points.").format(
            points=ROMME.opening_points)

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
            self.target_combo.addItem(self._target_label(game, t), t)
        idx = self.target_combo.findData(self._targets_chosen[game])
        self.target_combo.setCurrentIndex(max(0, idx))
        self.target_combo.blockSignals(False)
        self.game_hint.setText(self._game_hint(game))

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
