"""A duplicate event's results on screen: the standings, and every board seat by seat.

The same widget shows the live standings between boards, the results board at
the end, and the comparison of friends' board-set files. The scores are the
engine's (``lanjolly.duplicate``); this only lays them out. Names came from
other players' clients: they are shown as plain text, never rich text.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QHeaderView, QLabel, QTabWidget, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from lanjolly.duplicate import EventSheet, Mark, Place, decimal

from .i18n import Retranslating
from .i18n.words import signed

ME = QColor("#fff3c4")
STANDINGS_COLUMNS = 7


def signed_decimal(x: Fraction) -> str:
    """A difference as the score sheet writes signed numbers: +16.5, −3, 0."""
    text = decimal(abs(x))
    return text if text == "0" else ("+" if x > 0 else "\u2212") + text


def _item(text: str, *, left: bool = False, bold: bool = False, mine: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment((Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignCenter)
                          | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    if mine:
        item.setBackground(QBrush(ME))
    return item


def _table(rows: int, cols: int) -> QTableWidget:
    t = QTableWidget(rows, cols)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    t.verticalHeader().hide()
    t.setAlternatingRowColors(True)
    t.setStyleSheet("QTableWidget { background: #fbfaf5; alternate-background-color: #f0efe6; }"
                    "QHeaderView::section { background: #1e6b3c; color: #f3f1e4; padding: 4px 8px;"
                    " border: none; font-weight: bold; }")
    return t


class ResultsBoard(Retranslating, QWidget):
    """Standings and boards of an :class:`EventSheet`; ``me`` (a place) is highlighted."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.caption = QLabel("")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.tabs = QTabWidget()
        self.standings = _table(0, STANDINGS_COLUMNS)
        self.boards = _table(0, 0)
        self.tabs.addTab(self.standings, "")
        boards_page = QWidget()
        bl = QVBoxLayout(boards_page)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.addWidget(self.boards, 1)
        self.legend = QLabel("")
        self.legend.setWordWrap(True)
        bl.addWidget(self.legend)
        self.tabs.addTab(boards_page, "")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.caption)
        lay.addWidget(self.tabs, 1)
        self.sheet: Optional[EventSheet] = None
        self.me: Optional[Place] = None
        self.retranslate_now()

    def retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("Standings"))
        self.tabs.setTabText(1, self.tr("Boards"))
        self.standings.setHorizontalHeaderLabels([
            self.tr("Rank"), self.tr("Player"), self.tr("Seat"), self.tr("Boards"), self.tr("Matchpoints"),
            self.tr("Percent"), self.tr("Difference")])
        self._fill()

    def show_sheet(self, sheet: Optional[EventSheet], me: Optional[Place] = None) -> None:
        self.sheet, self.me = sheet, me
        self._fill()

    def _fill(self) -> None:
        sheet = self.sheet
        rows = sheet.standings() if sheet is not None else []
        done = len({e.board for e in sheet.entries}) if sheet is not None else 0
        self.caption.setText(self.tr("After {n} of {total} boards. Matchpoints: 2 for each player beaten in "
                                     "your seat on the same board, 1 for a tie.").format(
            n=done, total=sheet.movement.boards) if sheet is not None else
            self.tr("The standings appear here when every table has played the first board."))
        self.legend.setText(self.tr("Each cell: the board's points (matchpoints). * a bot played for the player "
                                    "on that board."))
        self.standings.setRowCount(len(rows))
        for r, st in enumerate(rows):
            mine = st.place == self.me
            name = sheet.name(st.place) if sheet is not None else ""
            marks = " " + self.tr("(a bot played for them on %n board(s))", "", st.marked) if st.marked else ""
            pct = decimal(st.percent)
            cells = [_item(str(st.rank), bold=True, mine=mine), _item(name + marks, left=True, mine=mine),
                     _item(str(st.place.seat + 1), mine=mine), _item(str(st.boards), mine=mine),
                     _item(f"{st.matchpoints}/{st.top}", mine=mine),
                     _item(pct + ("%" if st.percent is not None else ""), bold=True, mine=mine),
                     _item(signed_decimal(st.diff), mine=mine)]
            for c, item in enumerate(cells):
                self.standings.setItem(r, c, item)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._fill_boards()

    def _fill_boards(self) -> None:
        """Rows: players in standings order; columns: boards; a cell: the points and the matchpoints."""
        sheet = self.sheet
        if sheet is None:
            self.boards.setRowCount(0)
            self.boards.setColumnCount(0)
            return
        boards = sorted({e.board for e in sheet.entries})
        order = [st.place for st in sheet.standings()]
        self.boards.setColumnCount(1 + len(boards))
        self.boards.setRowCount(len(order))
        self.boards.setHorizontalHeaderLabels([self.tr("Player")] + [str(b + 1) for b in boards])
        cells = {(s.entry.place, s.entry.board): s for s in sheet.scored()}
        for r, place in enumerate(order):
            mine = place == self.me
            self.boards.setItem(r, 0, _item(sheet.name(place), left=True, mine=mine))
            for c, b in enumerate(boards, start=1):
                s = cells.get((place, b))
                if s is None:
                    continue
                text = f"{signed(s.entry.points) if sheet.positive else s.entry.points}  ({s.matchpoints})"
                item = _item(text + (" *" if s.entry.marks else ""), mine=mine)
                if s.entry.marks:
                    item.setToolTip(self.marks_text(s.entry.marks))
                self.boards.setItem(r, c, item)
        header = self.boards.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def marks_text(self, marks: frozenset[Mark]) -> str:
        words = {Mark.STAND_IN: self.tr("a bot played some of this player's turns"),
                 Mark.ABSENT: self.tr("the player was not at the table; a bot played the board"),
                 Mark.HURRIED: self.tr("the table fell behind; bots finished the board")}
        return "; ".join(words[m] for m in sorted(marks, key=lambda m: m.value))
