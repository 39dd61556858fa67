"""The side panel's "Table" tab: the table in words as a tree of named rows, which the
accessibility tree carries like any list (what the rows say: :mod:`ui.table.spoken`).

Its own module so the panel can hold it without importing what reads the table."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

Section = tuple[str, list[str]]


class TableTree(QTreeWidget):
    """The side panel's "Table" tab: every section a branch, every card or meld a named row."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableTree")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self._shown: list[Section] = []

    def show_sections(self, parts: list[Section]) -> None:
        """Rebuild only when the words changed (the table refreshes often)."""
        if parts == self._shown:
            return
        self._shown = parts
        self.clear()
        for head, rows in parts:
            branch = QTreeWidgetItem([head])
            for row in rows:
                branch.addChild(QTreeWidgetItem([row]))
            self.addTopLevelItem(branch)
        self.expandAll()

    def words(self) -> list[Section]:
        return list(self._shown)
