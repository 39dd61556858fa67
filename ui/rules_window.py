"""How to play: one page per game, plus what the table's marks mean (F1, Help menu).

Written in our own words. Each paragraph cites the section of the project's
RULES.md it summarises as "§N"; the sections are numbered as the rulings are,
so §7 is the opening rule in every document of the project.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from . import theme
from .i18n import Retranslating
from .window_place import RememberedGeometry, remembered

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


def _page(title: str, sections: list[tuple[str, str, str]]) -> str:
    """HTML for one tab: a title, then (heading, text, sections cited) paragraphs."""
    body = "".join(f"<h3>{h}</h3><p>{t} <span style='color:#5a5548'>({c})</span></p>"
                   for h, t, c in sections)
    note = translate("Rules", "\u00a7N is section N of RULES.md, the project's full rules.")
    return f"<h2>{title}</h2>{body}<p style='color:#5a5548'><i>{note}</i></p>"


def shared() -> list[tuple[str, str, str]]:
    return [
        (translate("Rules", "The cards"), translate("Rules", "Two full packs and six jokers: 110 cards. Everyone gets 13; the rest "
                             "is the stock, face down. The discard pile starts empty."), "§1, §2"),
        (translate("Rules", "A turn"), translate("Rules", "Take one card, then if you like lay melds, add cards to melds on the "
                          "table or swap a joker, and end by putting one card on the discard pile. "
                          "A card you took from the discard pile this turn cannot go straight back."),
         "§3"),
        (translate("Rules", "Melds"), translate("Rules", "A set is three or four cards of one rank in different suits. A run is "
                         "three or more cards of one suit in a row; the ace sits below the 2 or "
                         "above the king, never both at once. No meld holds the same card twice."),
         "§5"),
        (translate("Rules", "Jokers"), translate("Rules", "A joker can stand for any card. Two jokers never sit side by side in a "
                          "run, a set holds one joker at most, and so does a three-card meld. Once "
                          "you have opened you may take a joker off the table by putting the very "
                          "card it stands for in its place."), "§6, §9"),
        (translate("Rules", "Opening"), translate("Rules", "Your first melds of a round must add up to the opening value (40 in "
                           "Jolly, 30 in Romm\u00e9). Adding to other melds and swapping jokers "
                           "start from your next turn."), "§7, §8"),
        (translate("Rules", "Going out"), translate("Rules", "You go out by discarding your last card; you always keep one card "
                             "for that final discard."), "§4"),
        (translate("Rules", "Time"), translate("Rules", "Each turn has a time limit. If it runs out, the table draws and discards "
                        "for you and says so in the move history."), "§12"),
    ]


def jolly() -> str:
    return _page("Jolly", shared() + [
        (translate("Rules", "The discard pile"), translate("Rules", "The discard pile lies fanned out. From the turn after your "
                                    "opening you may take any card of it together with every card "
                                    "above it, as long as you end with no more than 20 cards."),
         "§11, §13"),
        (translate("Rules", "Scoring"), translate("Rules", "Cards you laid count for you, cards left in your hand count against "
                           "you (ace 25, joker 50), and going out earns 30 more. Going out in the "
                           "very turn you first lay doubles it all: a Jolly Hand."),
         "§15\u2013§18"),
        (translate("Rules", "The match"), translate("Rules", "Rounds go on until someone reaches the target; the highest total "
                             "wins."), "§19"),
    ])


def romme() -> str:
    return _page("Romm\u00e9", shared() + [
        (translate("Rules", "The discard pile"), translate("Rules", "Everyone, opened or not, may take the top card of the discard "
                                    "pile instead of drawing from the stock."), "§20"),
        (translate("Rules", "Scoring"), translate("Rules", "Only the cards left in your hand count, as penalty points (ace 15, "
                           "joker 30); whoever goes out scores nothing. Laying all your cards in "
                           "one turn without having laid before doubles everyone else's penalty."),
         "§21\u2013§23"),
        (translate("Rules", "Knocking"), translate("Rules", "When the table allows it, you may knock to claim a card just "
                            "discarded before the next player draws; you take two penalty cards "
                            "with it and play your turn at once."), "§24"),
        (translate("Rules", "The match"), translate("Rules", "Over the target and you are out (a red X); the last player in wins. "
                             "With target 1, a single round decides."), "§25"),
    ])


def marks() -> str:
    return _page(translate("Rules", "What the table shows"), [
        (translate("Rules", "Blue line"), translate("Rules", "Cards underlined in blue can be laid together now. Arrange (A) puts "
                             "each such group side by side."), "§27"),
        (translate("Rules", "Green arrows"), translate("Rules", "While you drag a card, a green arrow marks each end of a meld "
                                "where the rules accept it right now."), "§28"),
        (translate("Rules", "Orange ring"), translate("Rules", "A card you took from the discard pile this turn."), "§3"),
        (translate("Rules", "Gold ring and \u201c!\u201d"), translate("Rules", "Whose turn it is; the bar on the plate is the time "
                                               "left, red in the last 10 seconds."), "§12"),
        (translate("Rules", "Badges"), translate("Rules", "At the end of a round each card shows what it scored: green for laid "
                          "cards, red for cards left in hand."), "§29"),
        (translate("Rules", "Dashed slot"), translate("Rules", "Drop a card on your own melds' area or its dashed slot to start "
                               "a new meld."), "§26"),
    ])


def keys() -> str:
    """The table's keys (ui/table/keys.py), as a page."""
    from html import escape

    from .table.keys import key_list
    rows = "".join(f"<tr><td style='padding:2px 14px 2px 0'><b>{escape(k)}</b></td><td>{escape(what)}</td></tr>"
                   for k, what in key_list())
    title = translate("Rules", "Keys at the table")
    return f"<h2>{escape(title)}</h2><table>{rows}</table>"


class RulesWindow(Retranslating, RememberedGeometry, QDialog):
    """Tabs for Jolly, Romm\u00e9 and the table's marks; opens on the game being played.

    It is not modal, so it can stay open while the language changes: every text is
    set in :meth:`retranslate`.
    """

    geometry_key = "rules_geometry"

    def __init__(self, game: str = "jolly", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(theme.dialog_stylesheet())
        self.tabs = QTabWidget()
        self.pages: dict[str, QTextBrowser] = {}
        for key in ("jolly", "romme", "marks", "keys"):
            view = QTextBrowser()
            view.setOpenExternalLinks(False)
            self.pages[key] = view
            self.tabs.addTab(view, "")
        self.tabs.setCurrentWidget(self.pages.get(game, self.pages["jolly"]))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(self.tabs)
        col.addWidget(buttons)
        remembered(self, 620, 640)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        for i, (title, html) in enumerate((("Jolly", jolly()), ("Romm\u00e9", romme()),
                                           (self.tr("Marks"), marks()), (self.tr("Keys"), keys()))):
            self.tabs.setTabText(i, title)
            view = self.tabs.widget(i)
            assert isinstance(view, QTextBrowser)
            view.setHtml(html)
