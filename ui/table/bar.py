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
from ..i18n import Retranslating
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
#actionBar QPushButton#knockButton:enabled {{ background: {theme.WARN_GOLD.name()}; }}
"""


class ActionBar(Retranslating, QWidget):
    """Status text on the left, the buttons of the moment on the right."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(BAR_STYLE)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)   # names players chose: never rich text
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.arrange, self.take_back, self.lay, self.knock, self.results, self.next, self.leave = (
            self._button() for _ in range(7))
        self.lay.setObjectName("layButton")
        self.results.setMinimumWidth(120)
        self.next.setObjectName("nextButton")
        self.knock.setObjectName("knockButton")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.status, 1)
        for b in self.buttons():
            row.addWidget(b)
        self.setFixedHeight(52)
        self._knock_left: Optional[int] = None
        self.retranslate_now()

    def retranslate(self) -> None:
        """Button words (the table sets the lay and results buttons' changing texts itself)."""
        for b, text, tip in (
                (self.arrange, self.tr("Arrange"), self.tr("Put the combinations you could lay side by side (A)")),
                (self.take_back, self.tr("Take back"), self.tr("Return the staged cards to your hand (Esc)")),
                (self.lay, self.tr("Lay cards"), self.tr("Lay the combinations underlined in blue (L)")),
                (self.knock, self.tr("Knock"), self.tr("Take the card just discarded, plus two from the stock (K)")),
                (self.results, self.tr("Show results"), self.tr("Switch between the results and the table (V)")),
                (self.next, self.tr("Next"), self.tr("Ready for the next round (N)")),
                (self.leave, self.tr("Leave"), self.tr("Leave the table (Ctrl+W)"))):
            b.setText(text)
            b.setToolTip(tip)
        self.set_knock(self.knock.isEnabled(), self._knock_left)

    def set_knock(self, enabled: bool, seconds_left: Optional[int]) -> None:
        """The Knock button, lit with the knock window's countdown while it is open."""
        self._knock_left = seconds_left
        self.knock.setEnabled(enabled)
        self.knock.setText(self.tr("Knock ({n})").format(n=seconds_left) if enabled and seconds_left
                           else self.tr("Knock"))

    def _button(self) -> QPushButton:
        """A button Tab reaches, but a click does not take the keyboard from the felt (a clicked
        button that then greys out would hand it on into the side panel)."""
        b = QPushButton()
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
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


class ConnectionBanner(Retranslating, QLabel):
    """"Connection lost, trying to reconnect…" across the top of the felt."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("", parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._state, self._width = CONNECTED, 0
        self.hide()
        self.retranslate_now()

    def retranslate(self) -> None:
        if self._state != CONNECTED:
            self.show_state(self._state, self._width)

    def show_state(self, state: str, width: int) -> None:
        self._state, self._width = state, width
        if state == CONNECTED:
            self.hide()
            return
        self.setText(QCoreApplication.translate("Table", "Connection lost \u2014 trying to reconnect\u2026")
                     if state == RECONNECTING else QCoreApplication.translate("Table", "Connection to the table lost."))
        self.setStyleSheet(BANNER_STYLE.get(state, BANNER_STYLE[LOST])
                           + "font-weight: bold; font-size: 14px; padding: 8px 18px; border-radius: 6px;")
        self.adjustSize()
        self.move((width - self.width()) // 2, 12)
        self.show()
        self.raise_()
