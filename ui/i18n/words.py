"""Game words several screens share: bot strengths, seat labels, points.

One place, so every screen calls a thing by the same name in every language.
The game names Jolly and Rommé are names and stay as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject


class Words(QObject):
    """The translation context ``Words``."""

    def strength(self, strength: object) -> str:
        words = {"easy": self.tr("easy"), "normal": self.tr("normal"), "strong": self.tr("strong"),
                 "expert": self.tr("expert")}
        return words.get(str(strength), str(strength))

    def seat(self, n: int) -> str:
        """A seat counted from 1, for people."""
        return self.tr("Seat {n}").format(n=n)

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def penalty_points(self, n: int) -> str:
        return self.tr("%n penalty point(s)", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def players(self, n: int) -> str:
        return self.tr("%n player(s)", "", n)


_WORDS: list[Words] = []


def words() -> Words:
    if not _WORDS:
        _WORDS.append(Words())
    return _WORDS[0]


def number(n: int) -> str:
    """``n`` written the way the current language writes numbers (1.234 in German, 1 234 in Czech)."""
    return QLocale().toString(n)


def signed(n: int) -> str:
    """``n`` with its sign always shown, in the current language's digits and separators."""
    text = QLocale().toString(abs(n))
    return ("+" if n > 0 else "\u2212" if n < 0 else "") + text
