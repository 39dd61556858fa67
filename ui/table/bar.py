"""The action bar under the felt: the status line and the table's buttons.

Every button can be reached with Tab and shows a visible focus ring; each one
also has a letter key, named in its tooltip (the table's key handler reads
:data:`KEYS`).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from .. import theme
from .session import CONNECTED, LOST, RECONNECTING

BAR_STYLE = f"""
#actionBar {{ background: {theme.FELT_DARK.name()}; border-top: 1px solid #0b2e1b; }}
#actionBar QLabel {{ color: {theme.FELT_TEXT.name()}; font-size: 14px; }}
#actionBar QLabel#statusError {{ color: {theme.ERROR_ON_FELT.name()}; font-weight: bold; }}
#actionBar QPushButton {{ background: {theme.BUTTON_BG.name()}; color: {theme.BUTTON_TEXT.name()};
    border: 2px solid #0b2e1b; border-radius: 5px; padding: 5px 12px; font-weight: bold; }}
#actionBar QPushButton:hover {{ background: #fffaf0; }}
#actionBar QPushButton:focus {{ border: 2px solid {theme.WARN_GOLD.name()}; }}
#actionBar QPushButton:disabled {{ background: {theme.BUTTON_OFF_BG.name()};
    color: {theme.BUTTON_OFF_TEXT.name()}; border-color: #2e4a38; }}
#actionBar QPushButton#layButton:enabled {{ background: {theme.HINT_BLUE.name()};
    color: {theme.HINT_BLUE_TEXT.name()}; }}
#actionBar QPushButton#nextButton {{ background: {theme.WARN_GOLD.name()}; }}
"""


class ActionBar(QWidget):
    """Status text on the left, the buttons of the moment on the right."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(BAR_STYLE)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.arrange = self._button(self.tr("Arrange"), self.tr("Put the combinations you could lay side by side (A)"))
        self.take_back = self._button(self.tr("Take back"), self.tr("Return the staged cards to your hand (Esc)"))
        self.lay = self._button(self.tr("Lay cards"), self.tr("Lay the combinations underlined in blue (L)"))
        self.lay.setObjectName("layButton")
        self.knock = self._button(self.tr("Knock"), self.tr("Take the card just discarded, plus two from the stock (K)"))
        self.results = self._button(self.tr("Show results"), self.tr("Switch between the results and the table (V)"))
        self.results.setMinimumWidth(120)
        self.next = self._button(self.tr("Next"), self.tr("Ready for the next round (N)"))
        self.next.setObjectName("nextButton")
        self.leave = self._button(self.tr("Leave"), self.tr("Leave the table (Ctrl+W)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.status, 1)
        for b in self.buttons():
            row.addWidget(b)
        self.setFixedHeight(52)

    def _button(self, text: str, tip: str) -> QPushButton:
        b = QPushButton(text)
        b.setToolTip(tip)
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return b

    def buttons(self) -> tuple[QPushButton, ...]:
        return (self.arrange, self.take_back, self.lay, self.knock, self.results, self.next, self.leave)

    def set_status(self, text: str, error: bool) -> None:
        name = "statusError" if error else ""
        if self.status.objectName() != name:
            self.status.setObjectName(name)
            self.status.style().unpolish(self.status)
            self.status.style().polish(self.status)
        self.status.setText(text)


BANNER_STYLE = {
    RECONNECTING: "background: #ffd54a; color: #3b2a00;",
    LOST: "background: #b3261e; color: white;",
}


class ConnectionBanner(QLabel):
    """"Connection lost, trying to reconnect…" across the top of the felt."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("", parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_state(self, state: str, width: int) -> None:
        if state == CONNECTED:
            self.hide()
            return
        tr = QCoreApplication.translate
        self.setText(tr("Table", "Connection lost \u2014 trying to reconnect\u2026") if state == RECONNECTING
                     else tr("Table", "Connection to the table lost."))
        self.setStyleSheet(BANNER_STYLE.get(state, BANNER_STYLE[LOST])
                           + "font-weight: bold; font-size: 14px; padding: 8px 18px; border-radius: 6px;")
        self.adjustSize()
        self.move((width - self.width()) // 2, 12)
        self.show()
        self.raise_()
