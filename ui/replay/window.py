"""The replay's own window, opened from the score sheet or from "Open round record…"."""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from ..window_place import RememberedGeometry, open_inside, remembered
from .model import RecordRefused, load_replay
from .widget import RefusedPage, ReplayWidget


class ReplayWindow(RememberedGeometry, QDialog):
    """One record: its replay if it verifies, else the refusal and nothing else."""

    geometry_key = "replay_geometry"

    def __init__(self, path: str | Path, names: Optional[Sequence[str]] = None, four_colour: bool = False,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.replay_widget: Optional[ReplayWidget] = None
        self.refused: Optional[RefusedPage] = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        try:
            replay = load_replay(path, names)
        except RecordRefused as exc:
            self.setWindowTitle(self.tr("Round record refused"))
            self.refused = RefusedPage(str(path), exc.reason)
            lay.addWidget(self.refused)
            self.geometry_key = ""          # a refusal's small window is not the replay's size
            open_inside(self, 620, 260)
            return
        self.setWindowTitle(self.tr("Replay: round {n}").format(n=replay.report.round_no + 1))
        self.replay_widget = ReplayWidget(replay, four_colour)
        lay.addWidget(self.replay_widget)
        remembered(self, 1280, 800)
