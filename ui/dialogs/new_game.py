"""The New Game dialog: everything the host decides before the table opens.

The choices come from ``lanjolly.variants`` (targets, turn times) so the
dialog can never offer an option the rules engine refuses. The result is a
frozen :class:`NewGameSettings`, which the lobby sends on and turns into a
:class:`~lanjolly.variants.Variant` with :meth:`NewGameSettings.variant`.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLayout, QLineEdit,
                               QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from lanjolly.variants import JOLLY, ROMME, TURN_SECONDS_CHOICES, Game

from .. import theme
from ..i18n import Retranslating
from ..plaintext import tooltip
from .game_settings import (MAX_SEATS, MIN_SEATS, PIN_MAX, PIN_MIN, TABLE_NAME_MAX, WATCHER_LIMIT_MAX,  # noqa: F401
                            Access, NewGameSettings, SeatChoice, default_target, pin_error,
                            table_name_error, targets_for)


class NewGameDialog(Retranslating, QDialog):
    """Collects a :class:`NewGameSettings`; OK stays disabled while anything is invalid."""

    def __init__(self, nickname: str = "", initial: Optional[NewGameSettings] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(theme.dialog_stylesheet())
        self._nickname = nickname
        self._targets_chosen: dict[Game, int] = {g: default_target(g) for g in Game}
        self._labels: dict[str, QLabel] = {}
        self._building = True
        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        # Fixed to the size hint: the dialog grows and shrinks as the Rommé
        # options and the PIN row appear, instead of squashing its rows.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        # Two columns, so the dialog fits a 1024x640 screen in every language:
        # the game and its options left, who sits and who looks on right.
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        grid.addWidget(self._build_game_box(nickname), 0, 0)
        # The hint for "Cards hidden from the host" (right) sits under the Rommé options, where
        # the left column has room: a row of its own would push the buttons off a 640 px screen.
        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self._build_romme_box())
        self.blind_hint = QLabel()
        self.blind_hint.setObjectName("hint")
        self.blind_hint.setWordWrap(True)
        left.addWidget(self.blind_hint)
        left.addStretch(1)
        grid.addLayout(left, 1, 0)
        grid.addWidget(self._build_seats_box(nickname), 0, 1)
        grid.addWidget(self._build_access_box(), 1, 1)
        grid.addWidget(self._build_watchers_box(), 2, 0, 1, 2)
        grid.setRowStretch(3, 1)
        outer.addLayout(grid)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        outer.addWidget(self.error_label)
        outer.addWidget(self._build_buttons())
        self._load(initial or NewGameSettings(self.name_edit.text()))
        self._building = False
        self._connect_reactions()
        self._refresh_visibility()
        self.retranslate_now()

    # --- building --------------------------------------------------------------------
    def _build_game_box(self, nickname: str) -> QGroupBox:
        self.game_box = game_box = QGroupBox()
        form = QFormLayout(game_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
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
        self.game_hint.setWordWrap(True)
        self.game_hint.setObjectName("hint")
        form.addRow(self._label("-hint"), self.game_hint)
        self.target_combo = QComboBox()
        form.addRow(self._label("target"), self.target_combo)
        self.turn_combo = QComboBox()
        for s in TURN_SECONDS_CHOICES:
            self.turn_combo.addItem("", s)
        form.addRow(self._label("turn"), self.turn_combo)
        return game_box

    def _build_romme_box(self) -> QGroupBox:
        self.romme_box = QGroupBox()
        rv = QVBoxLayout(self.romme_box)
        self.hand_rummy_check = QCheckBox()
        self.knock_check = QCheckBox()
        rv.addWidget(self.hand_rummy_check)
        rv.addWidget(self.knock_check)
        return self.romme_box

    def _build_seats_box(self, nickname: str) -> QGroupBox:
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
        return seats_box

    def _build_access_box(self) -> QGroupBox:
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
        self.blind_check = QCheckBox()
        af.addRow(self.blind_check)
        self._access_form = af
        return access_box

    def _build_watchers_box(self) -> QGroupBox:
        self.watchers_box = box = QGroupBox()
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.watchers_check = QCheckBox()
        form.addRow(self.watchers_check)
        self.watcher_limit_spin = QSpinBox()
        self.watcher_limit_spin.setRange(1, WATCHER_LIMIT_MAX)
        form.addRow(self._label("how_many"), self.watcher_limit_spin)
        self.watcher_chat_check = QCheckBox()
        self.watchers_sit_check = QCheckBox()
        form.addRow(self.watcher_chat_check)
        form.addRow(self.watchers_sit_check)
        self._watch_form = form
        return box

    def _build_buttons(self) -> QDialogButtonBox:
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return self.buttons

    def _connect_reactions(self) -> None:
        self.jolly_radio.toggled.connect(self._on_game_changed)
        self.target_combo.currentIndexChanged.connect(self._remember_target)
        self.seats_combo.currentIndexChanged.connect(self._on_seats_changed)
        self.access_combo.currentIndexChanged.connect(self._on_access_changed)
        self.watchers_check.toggled.connect(self._on_seats_changed)
        self.blind_check.toggled.connect(self._on_seats_changed)
        for w in (self.name_edit, self.pin_edit):
            w.textChanged.connect(self._revalidate)
        for c in [self.turn_combo, *self.seat_combos]:
            c.currentIndexChanged.connect(self._revalidate)

    def _label(self, key: str) -> QLabel:
        # One label width for every group so the fields line up down the dialog;
        # the key says which words ``retranslate`` puts there ("-…": none).
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
        self.watchers_box.setTitle(self.tr("Watchers"))
        words = {"name": self.tr("Table name:"), "variant": self.tr("Variant:"), "target": self.tr("Play to:"),
                 "turn": self.tr("Time per move:"), "seats": self.tr("Seats:"), "access": self.tr("Open seats:"),
                 "pin": self.tr("PIN:"), "how_many": self.tr("How many:")}
        for key, label in self._labels.items():
            if key.startswith("seat") and key[4:].isdigit():
                label.setText(self.tr("Seat {n}:").format(n=key[4:]))
            else:
                label.setText(words.get(key, ""))
        self.you.setText(self.tr("You ({nick})").format(nick=self._nickname) if self._nickname else self.tr("You"))
        self.hand_rummy_check.setText(self.tr("Hand rummy: going out in one go doubles the others' penalties"))
        self.knock_check.setText(self.tr("Knocking: grab the discard out of turn (+2 penalty cards)"))
        self.watchers_check.setText(self.tr("Allow watchers (they see the table, never a hand)"))
        self.watcher_limit_spin.setSuffix(self.tr(" at most"))
        self.watcher_chat_check.setText(self.tr("Watchers may chat (marked as watching)"))
        self.watchers_sit_check.setText(self.tr("A watcher may take a seat a player gave up, between rounds"))
        self.blind_check.setText(self.tr("Cards hidden from the host"))
        # Key holders are machines, bots hold none (issue 23): said on the option itself (its
        # tooltip, before anyone ticks it) and under it once ticked.
        blind_words = " ".join((self.tr(
            "Each player's computer holds a key: this computer sees only your cards and its bots' "
            "cards (bots hold no key), and every deal is checked at the round's end."), self.tr(
            "It takes a second computer with a key: with only bots at the table the cards are dealt "
            "as usual.")))
        self.blind_hint.setText(blind_words)
        # As rich text a tooltip wraps (plain text runs on one line, 1,150 px wide at 1920x1080);
        # our own words, escaped all the same.
        self.blind_check.setToolTip(tooltip(blind_words))
        # 6+ digits or a passphrase: wrong guesses are paced (PROTOCOL.md §16.2), longer is still safer
        self.pin_edit.setPlaceholderText(self.tr("6+ digits or a passphrase, for your friends"))
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
        self.watchers_check.setChecked(s.allow_watchers)
        self.watcher_limit_spin.setValue(s.watcher_limit)
        self.watcher_chat_check.setChecked(s.watcher_chat)
        self.watchers_sit_check.setChecked(s.watchers_may_sit)
        self.blind_check.setChecked(s.blind)

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
            allow_watchers=self.watchers_check.isChecked(),
            watcher_limit=self.watcher_limit_spin.value(),
            watcher_chat=self.watcher_chat_check.isChecked(),
            watchers_may_sit=self.watchers_sit_check.isChecked(),
            blind=self.blind_check.isChecked(),
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
        self.blind_hint.setVisible(self.blind_check.isChecked())
        watching = self.watchers_check.isChecked()
        for w in (self.watcher_limit_spin, self.watcher_chat_check, self.watchers_sit_check):
            self._watch_form.setRowVisible(w, watching)

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
