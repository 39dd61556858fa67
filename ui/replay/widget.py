"""The replay table: a verified round on the live table's own scene, with a player's controls.

The felt is :class:`ui.table.scene.TableScene`, fed the engine view of the
followed seat at each step (``Replay.view_at``), exactly as the live table
feeds it. Every hand is listed face up beside it: the round is over and its
secrets revealed, so nothing is hidden any more. The verification verdict
stands at the top; a refused record never reaches this widget (see
:class:`RefusedPage`).
"""

from __future__ import annotations

import shutil
from typing import Optional

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QLabel, QListWidget, QPushButton,
                               QSlider, QSpinBox, QSplitter, QVBoxLayout, QWidget)

from lanjolly.state import Phase

from ..table.scene import TableScene
from ..table.snapshot import PlateInfo, Snapshot
from ..table.felt_view import FeltView
from .hands import HandsPanel
from .model import Replay

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BASE_STEP_MS = 900            # one step per this long at 1×

BANNER_OK = "background: #1b5e20; color: #e8f5e9; padding: 6px 10px; font-weight: bold;"
BANNER_BAD = "background: #b3261e; color: white; padding: 10px; font-weight: bold;"


class ReplayWidget(QWidget):
    """Play / pause, step, jump to a turn, speed, and whose view to follow."""

    step_changed = Signal(int)

    def __init__(self, replay: Replay, four_colour: bool = False, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.four_colour = four_colour
        self.step = 0
        rec_seat = replay.record.get("seat")
        self.follow = rec_seat if isinstance(rec_seat, int) and 0 <= rec_seat < replay.seats else 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.scene = TableScene(self)
        self.scene.anim_ms = 0               # positions are set, not flown: stepping back is exact
        self.felt = FeltView(self.scene)
        self.felt.resized.connect(self._render)
        self.banner = self._build_banner()
        controls = self._build_controls()
        side = self._build_side()
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.felt)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.banner)
        lay.addWidget(split, 1)
        lay.addWidget(controls)
        self.go_to(0)

    # --- building ----------------------------------------------------------------------
    def _build_banner(self) -> QLabel:
        """The verdict in a player's words (issue 22 item 13: "2 commitments opened…" was the
        verifier's log line); that line stays in the tooltip for the curious."""
        r = self.replay
        who = self.tr("a watcher") if r.report.seat is None else r.names[r.report.seat]
        text = (self.tr("✔ Checked: the players' machines shuffled the cards with proofs, every card opened "
                        "with its key holders' shares, and all {moves} moves follow the rules. Round {n}, "
                        "recorded by {who}.") if r.report.blind else
                self.tr("✔ Checked: the cards were dealt from the players' own secrets and all {moves} moves "
                        "follow the rules. Round {n}, recorded by {who}.")).format(
            moves=r.report.steps, n=r.report.round_no + 1, who=who)
        banner = QLabel(text)
        banner.setTextFormat(Qt.TextFormat.PlainText)   # the record's names are whatever the file says
        banner.setWordWrap(True)
        banner.setStyleSheet(BANNER_OK)
        banner.setToolTip(r.report.message)
        return banner

    def verdict(self) -> str:
        """The check's result as the end-of-round board says it (the same verdict as the banner)."""
        if self.replay.report.blind:   # no commitments at such a table: the key holders' shuffles (§17)
            return self.tr("Deal checked: the players' machines shuffled it with proofs, and every move follows "
                           "the rules.")
        return self.tr("Deal checked: it came from the players' own secrets, and every move follows the rules.")

    def _build_controls(self) -> QWidget:
        bar = QWidget()
        # The lists a combo box opens are widgets under the bar too: without their own rule they
        # took the bar's dark green behind the combo box's dark text ("Follow Bruno" unreadable).
        bar.setStyleSheet("QWidget { background: #12452a; color: #f3f1e4; } QPushButton { background: #f4efe0;"
                          " color: #1d1d1d; border-radius: 4px; padding: 5px 10px; font-weight: bold; }"
                          " QComboBox, QSpinBox { background: #f4efe0; color: #1d1d1d; }"
                          " QComboBox QAbstractItemView { background: #f4efe0; color: #1d1d1d;"
                          " selection-background-color: #12452a; selection-color: #f3f1e4; }")
        self.first_button = QPushButton(self.tr("|◀ Start"))
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.play_button = QPushButton(self.tr("▶ Play"))
        self.forward_button = QPushButton(self.tr("Forward ▶"))
        self.last_button = QPushButton(self.tr("End ▶|"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.replay.steps)
        self.position = QLabel()
        self.turn_box = QSpinBox()
        self.turn_box.setRange(1, self.replay.last_turn + 1)
        self.turn_box.setPrefix(self.tr("Turn "))
        self.speed_box = QComboBox()
        for s in SPEEDS:
            self.speed_box.addItem(f"{s:g}×", s)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.follow_box = QComboBox()
        for i, name in enumerate(self.replay.names):
            self.follow_box.addItem(self.tr("Follow {name}").format(name=name), i)
        self.follow_box.setCurrentIndex(self.follow)
        self.export_button = QPushButton(self.tr("Export round…"))
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(lambda: self.go_to(self.replay.steps))
        self.slider.valueChanged.connect(self.go_to)
        self.turn_box.editingFinished.connect(lambda: self.jump_to_turn(self.turn_box.value()))
        self.speed_box.currentIndexChanged.connect(lambda _i: self._retime())
        self.follow_box.currentIndexChanged.connect(lambda i: self.set_follow(int(self.follow_box.itemData(i))))
        self.export_button.clicked.connect(self._ask_export)
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        for b in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            row.addWidget(b)
        row.addWidget(self.slider, 1)
        for w in (self.position, self.turn_box, self.speed_box, self.follow_box, self.export_button):
            row.addWidget(w)
        return bar

    def _build_side(self) -> QWidget:
        side = QWidget()
        side.setMinimumWidth(260)
        v = QVBoxLayout(side)
        v.setContentsMargins(8, 8, 8, 8)
        self.move_text = QLabel()
        self.move_text.setTextFormat(Qt.TextFormat.PlainText)
        self.move_text.setWordWrap(True)
        self.move_text.setStyleSheet("font-size: 14px; font-weight: bold; padding: 4px;")
        self.hands = HandsPanel(self.replay.names)
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for i in range(self.replay.steps + 1):
            self.moves.addItem(f"{i}. {self.replay.describe_step(i)}")
        self.moves.currentRowChanged.connect(self._move_chosen)
        v.addWidget(self.move_text)
        v.addWidget(QLabel(self.tr("<b>Every hand, face up</b>")))
        v.addWidget(self.hands)
        v.addWidget(QLabel(self.tr("<b>Moves</b>")))
        v.addWidget(self.moves, 1)
        return side

    # --- stepping --------------------------------------------------------------------------
    def go_to(self, step: int) -> None:
        step = max(0, min(self.replay.steps, int(step)))
        self.step = step
        for w, value in ((self.slider, step), (self.moves, step)):
            w.blockSignals(True)
            if w is self.slider:
                self.slider.setValue(value)
            else:
                self.moves.setCurrentRow(value)
                self.moves.scrollToItem(self.moves.item(value))
            w.blockSignals(False)
        self._render()
        if step >= self.replay.steps:
            self.pause()
        self.step_changed.emit(step)

    def _move_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def step_forward(self) -> None:
        self.go_to(self.step + 1)

    def step_back(self) -> None:
        self.go_to(self.step - 1)

    def jump_to_turn(self, turn: int) -> None:
        """Turns are counted from 1 for people."""
        self.go_to(self.replay.step_of_turn(turn - 1))

    def set_follow(self, seat: int) -> None:
        self.follow = seat
        self._render()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            if self.step >= self.replay.steps:
                self.go_to(0)
            self._retime()
            self.timer.start()
            self.play_button.setText(self.tr("Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.play_button.setText(self.tr("▶ Play"))

    def speed(self) -> float:
        return float(self.speed_box.currentData())

    def _retime(self) -> None:
        self.timer.setInterval(int(BASE_STEP_MS / self.speed()))

    def _tick(self) -> None:
        self.step_forward()

    # --- drawing ---------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        r = self.replay
        # The public view with the followed seat's hand at the bottom: the scene then names
        # every meld by its player (nobody here is "you").
        v = r.view_at(self.step, None)
        totals = list(v.totals)             # before the round; with its points once it is over
        if v.result is not None:
            totals = [t + (p or 0) for t, p in zip(v.totals, v.result.points())]
        # The plates say the totals the board says (the last step said "0 pts" under "total 115").
        plates = [PlateInfo(s, r.names[s] if s < len(r.names) else f"Seat {s + 1}", totals[s],
                            current=v.current == s and v.phase != Phase.OVER, eliminated=not v.active[s],
                            opened=v.opened[s]) for s in range(r.seats)]
        return Snapshot(view=v, me=self.follow, names=list(r.names), plates=plates,
                        hand=sorted(r.hands_at(self.step)[self.follow]), four_colour=self.four_colour,
                        eliminated=[not a for a in v.active], board_visible=v.phase == Phase.OVER,
                        totals_after=totals)

    def _render(self) -> None:
        r = self.replay
        self.scene.sync(self.snapshot(), animate=False)
        self.scene.board.set_verification(True, self.verdict())     # only a verified record gets here
        st = r.states[self.step]
        self.position.setText(self.tr("Step {k} / {n}").format(k=self.step, n=r.steps))
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(min(st.turn_no + 1, self.turn_box.maximum()))
        self.turn_box.blockSignals(False)
        self.move_text.setText(r.describe_step(self.step))
        self.hands.show_hands(r.hands_at(self.step), st.current if not st.over else -1, self.four_colour)

    def scene_signature(self) -> tuple[object, ...]:
        """Where every card and marker stands: equal signatures mean identical scenes (tests)."""
        cards = tuple(sorted((c, p.role, round(p.pos.x(), 2), round(p.pos.y(), 2), p.z, p.rotation, p.index, p.group)
                             for c, p in self.scene.placements.items()))
        faces = tuple(sorted((c, it.face_up) for c, it in self.scene.cards.items()))
        return cards, faces, self.hands.text(), self.move_text.text()

    # --- sharing ----------------------------------------------------------------------------
    def export_to(self, path: str) -> None:
        """Write the record exactly as it was verified: another client opens it the same way."""
        shutil.copyfile(self.replay.path, path)

    def _ask_export(self) -> None:
        name = self.replay.export_name()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export round"), name,
                                              self.tr("Round records (*.json)"))
        if path:
            try:
                self.export_to(path)
            except OSError as exc:
                self.move_text.setText(self.tr("Could not export: {err}").format(err=exc.strerror or exc))


class RefusedPage(QWidget):
    """What a refused record shows: the reason, and nothing from the record itself."""

    def __init__(self, path: str, reason: str, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.reason = reason
        head = QLabel(self.tr("This round record was refused"))
        head.setStyleSheet(BANNER_BAD)
        body = QLabel(self.tr("{path}\n\nIt does not pass the check of 'lanjolly verify': {reason}.\n\n"
                              "Nothing from it is shown, because it cannot be told apart from a forgery.")
                      .format(path=path, reason=reason))
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.PlainText)
        body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay = QVBoxLayout(self)
        lay.addWidget(head)
        lay.addWidget(body, 1)
