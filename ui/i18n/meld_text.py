"""Why staged cards are not a meld yet, in the reader's language.

The engine explains a rejected meld with an English sentence and the one
code ``invalid_meld``. The staging band shows that reason while the player
builds melds, so each known sentence is recognised by its stable opening
words and worded through Qt's translator; an unknown one (a reworded engine)
falls back to a general sentence, never to English in a German game. A test
checks every opening below still occurs in ``lanjolly/melds.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from lanjolly.errors import IllegalMeld


class MeldText(QObject):
    """The translation context ``MeldText``."""

    def openings(self) -> dict[str, str]:
        """The engine sentence's opening words -> the reason in the current language."""
        return {
            "a group has at most": self.tr("A group has at most four cards."),
            "a group needs different suits": self.tr("A group needs different suits."),
            "a group holds at most one joker": self.tr("A group holds at most one joker."),
            "two jokers may not lie next to each other": self.tr(
                "Two jokers may not lie next to each other in a sequence."),
            "a sequence has at most": self.tr("A sequence is too long: the ace is low or high, never both."),
            "a sequence may not go around the corner": self.tr(
                "A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A)."),
            "the cards of a sequence must follow each other": self.tr(
                "The cards of a sequence must follow each other in order."),
            "the same physical card appears twice": self.tr("The same card appears twice."),
            "a meld needs at least 3 cards": self.tr("A meld needs at least 3 cards."),
            "a meld of three cards holds at most one joker": self.tr(
                "A meld of three cards holds at most one joker."),
            "a meld needs natural cards": self.tr("A meld needs natural cards, not only jokers."),
            "two identical cards never sit in one meld": self.tr("Two identical cards never sit in one meld."),
            "not a group": self.tr("Neither a group (same rank, different suits) nor a sequence "
                                   "(one suit, in order)."),
        }

    def problem(self, message: str) -> str:
        for opening, words in self.openings().items():
            if message.lower().startswith(opening):
                return words
        return self.tr("These cards do not form a meld.")


_MELD: list[MeldText] = []


def meld_text() -> MeldText:
    """The one :class:`MeldText` (made on first use, after the application exists)."""
    if not _MELD:
        _MELD.append(MeldText())
    return _MELD[0]


def meld_problem(error: IllegalMeld) -> str:
    return meld_text().problem(error.message)
