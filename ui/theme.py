"""Colours and fonts for the whole client, kept in one place.

Every widget takes its colours from here so the table, the dialogs and the
card faces stay consistent, and a later "dark panel" or high-contrast theme is
a change to this file only.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient

# --- the table -----------------------------------------------------------
# The felt is kept dark enough that text and marks on its lightest spot (the
# spotlight's centre, FELT_LIGHT) reach WCAG contrast: 4.5:1 for text, 3:1 for
# lines and markers. ``TEXT_PAIRS``/``LINE_PAIRS`` below list every pairing the
# table uses; a test computes their ratios.
FELT = QColor("#1a5e35")
FELT_LIGHT = QColor("#226e42")
FELT_DARK = QColor("#103d25")
FELT_TEXT = QColor("#f3f1e4")          # nicknames, scores drawn on the felt
FELT_TEXT_DIM = QColor("#dcebdf")      # captions, counts, second lines
FRAME_LINE = QColor("#a6cdb2")         # frames around zones and slots
ERROR_ON_FELT = QColor("#ffb4a9")      # a refusal's sentence on the felt or the bar
WARN_GOLD = QColor("#ffd54a")          # turn, drop targets, the last 10 seconds

# --- panels (side bar, chat, dialogs) -------------------------------------
PANEL_BG = QColor("#f6f3ea")
PANEL_TEXT = QColor("#222222")
PANEL_BORDER = QColor("#c9c2ad")
ACCENT = QColor("#1f5fae")             # buttons, focus
ERROR = QColor("#b3261e")
BANK = QColor("#c77700")               # the move timer's bar while the time bank drains
BANK_TEXT = QColor("#7a4a00")          # ... and its words (said in words too: "Time bank 0:23")

# --- markers on and around cards -------------------------------------------
HINT_BLUE = QColor("#8fd0ff")          # underline under a layable combination
HINT_BLUE_TEXT = QColor("#0b2e5c")     # text on a HINT_BLUE button
STAGED_OK = QColor("#5ee08f")          # frame of a staged meld that is legal
STAGED_BAD = QColor("#ff9c8f")         # ... that is not
TAKEN_MARK = QColor("#ffb74d")         # cards taken from the discard pile this turn
MARK_EDGE = QColor("#3b2a00")          # the dark line beside a coloured mark on a card face
BUTTON_BG = QColor("#f4efe0")          # buttons on the action bar
BUTTON_TEXT = QColor("#1d1d1d")
BUTTON_OFF_BG = QColor("#3d5c48")      # ... disabled
BUTTON_OFF_TEXT = QColor("#dfe9e2")
SELECT_GOLD = QColor("#f2b705")        # selected card outline
HIGHLIGHT_BLUE = QColor("#3aa0ff")     # highlighted card outline (drop target etc.)
DIM_OVERLAY = QColor(40, 40, 40, 95)   # card that cannot be used right now
POINTS_PLUS = QColor("#1b7a2f")
POINTS_MINUS = QColor("#b3261e")
POINTS_LABEL_BG = QColor("#fffdf5")

# --- contrast pairs (foreground, background, what) -------------------------------
TEXT_PAIRS = (
    (FELT_TEXT, FELT_LIGHT, "text on the felt"),
    (FELT_TEXT_DIM, FELT_LIGHT, "captions on the felt"),
    (ERROR_ON_FELT, FELT_DARK, "refusal on the action bar"),
    (FELT_TEXT, FELT_DARK, "status on the action bar"),
    (BUTTON_TEXT, BUTTON_BG, "button"),
    (BUTTON_OFF_TEXT, BUTTON_OFF_BG, "disabled button"),
    (HINT_BLUE_TEXT, HINT_BLUE, "lit Lay cards button"),
    (PANEL_TEXT, PANEL_BG, "side panel"),
    (BANK_TEXT, PANEL_BG, "time bank on the side panel"),
    (QColor("#5a5548"), PANEL_BG, "side panel, second line"),
    (POINTS_PLUS, POINTS_LABEL_BG, "plus badge"),
    (POINTS_MINUS, POINTS_LABEL_BG, "minus badge"),
)
LINE_PAIRS = (
    (HINT_BLUE, FELT_LIGHT, "lay hint underline"),
    (FRAME_LINE, FELT_LIGHT, "zone frame"),
    (WARN_GOLD, FELT_LIGHT, "turn and drop marks"),
    (STAGED_OK, FELT_LIGHT, "legal staged meld"),
    (STAGED_BAD, FELT_LIGHT, "illegal staged meld"),
    (TAKEN_MARK, FELT_LIGHT, "taken from the discard pile"),
)


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 to 21)."""
    def lum(c: QColor) -> float:
        def ch(x: float) -> float:
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


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


def room_title_font(base: QFont) -> QFont:
    """The big bold title of a room (the waiting room, the event room): one look for both."""
    f = QFont(base)
    f.setPointSize(f.pointSize() + 6)
    f.setBold(True)
    return f


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
    QLabel#hint {{ color: #5a5548; }}
    """


# --- lists (the lobby's tables and events) ----------------------------------
# One look for both lists in the lobby, so an event row reads like a table row.
TABLE_STYLE = (
    "QTableView { background: #fbfaf5; alternate-background-color: #f0efe6;"
    " selection-background-color: #1f5fae; selection-color: white; border: 1px solid #c9c2ad; }"
    "QTableView::item { padding: 0 12px; }"
    "QHeaderView::section { background: #1e6b3c; color: #f3f1e4; padding: 5px 12px; border: none;"
    " font-weight: bold; }")
