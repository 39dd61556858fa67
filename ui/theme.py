"""Colours and fonts for the whole client, kept in one place.

Every widget takes its colours from here so the table, the dialogs and the
card faces stay consistent, and a later "dark panel" or high-contrast theme is
a change to this file only.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient

# --- the table -----------------------------------------------------------
FELT = QColor("#1e6b3c")
FELT_LIGHT = QColor("#2b8a50")
FELT_DARK = QColor("#12452a")
FELT_TEXT = QColor("#f3f1e4")          # nicknames, scores drawn on the felt
FELT_TEXT_DIM = QColor("#b9d3bf")

# --- panels (side bar, chat, dialogs) -------------------------------------
PANEL_BG = QColor("#f6f3ea")
PANEL_TEXT = QColor("#222222")
PANEL_BORDER = QColor("#c9c2ad")
ACCENT = QColor("#1f5fae")             # buttons, focus
ERROR = QColor("#b3261e")

# --- markers on and around cards -------------------------------------------
HINT_BLUE = QColor("#1e88ff")          # underline under a layable combination
SELECT_GOLD = QColor("#f2b705")        # selected card outline
HIGHLIGHT_BLUE = QColor("#3aa0ff")     # highlighted card outline (drop target etc.)
DIM_OVERLAY = QColor(40, 40, 40, 95)   # card that cannot be used right now
POINTS_PLUS = QColor("#1b7a2f")
POINTS_MINUS = QColor("#b3261e")
POINTS_LABEL_BG = QColor(255, 255, 255, 235)

# --- card faces -------------------------------------------------------------
CARD_FACE = QColor("#fffdf8")
CARD_EDGE = QColor("#8a8578")
CARD_BACK = QColor("#1c3f8c")
CARD_BACK_PATTERN = QColor("#3d6fd1")
CARD_BACK_BORDER = QColor("#f4f1e6")

# Suit ink, indexed by suit (clubs, diamonds, hearts, spades).
SUIT_TWO_COLOUR = (QColor("#111111"), QColor("#c8102e"), QColor("#c8102e"), QColor("#111111"))
# Four-colour deck as sold for bridge/poker: clubs green, diamonds blue.
SUIT_FOUR_COLOUR = (QColor("#138a36"), QColor("#1565c0"), QColor("#c8102e"), QColor("#111111"))

JOKER_COLOURS = (QColor("#c8102e"), QColor("#f29f05"), QColor("#2a9d3a"), QColor("#1565c0"),
                 QColor("#7b2cbf"))

# Families tried in order; DejaVu is what a bare Linux box has, the others
# cover Windows and macOS so cards look alike everywhere.
SANS_FAMILIES = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans"]
SERIF_FAMILIES = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif"]


def suit_colour(suit: int, four_colour: bool) -> QColor:
    return (SUIT_FOUR_COLOUR if four_colour else SUIT_TWO_COLOUR)[suit]


def _font(families: list[str], pixel_size: int, bold: bool) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setStyleHint(QFont.StyleHint.SansSerif if families is SANS_FAMILIES
                      else QFont.StyleHint.Serif)
    font.setPixelSize(max(1, int(round(pixel_size))))
    font.setBold(bold)
    return font


def card_index_font(pixel_size: float) -> QFont:
    """Bold, condensed-looking face for corner indices, sized in device-independent px."""
    return _font(SANS_FAMILIES, int(round(pixel_size)), True)


def court_font(pixel_size: float) -> QFont:
    return _font(SERIF_FAMILIES, int(round(pixel_size)), True)


def ui_font(pixel_size: int = 13, bold: bool = False) -> QFont:
    return _font(SANS_FAMILIES, pixel_size, bold)


def felt_brush(rect: QRectF) -> QBrush:
    """A soft spotlight on the felt: lighter in the middle, darker at the rim."""
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0.0, FELT_LIGHT)
    grad.setColorAt(0.6, FELT)
    grad.setColorAt(1.0, FELT_DARK)
    grad.setCenter(QPointF(rect.center()))
    return QBrush(grad)


def dialog_stylesheet() -> str:
    """Stylesheet for dialogs and side panels: light, readable, one accent colour."""
    return f"""
    QDialog {{ background: {PANEL_BG.name()}; color: {PANEL_TEXT.name()}; }}
    QGroupBox {{ border: 1px solid {PANEL_BORDER.name()}; border-radius: 6px;
                 margin-top: 14px; padding: 8px 8px 6px 8px; font-weight: bold; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
    QLabel#error {{ color: {ERROR.name()}; }}
    QLabel#hint {{ color: #6b6658; }}
    """
