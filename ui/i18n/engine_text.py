"""The engine's refusal sentences, worded in the reader's language.

A refusal carries a stable code (:class:`lanjolly.errors.Reason`) and the
engine's English sentence; several sentences share one code (``wrong_phase``
is "draw a card first" as well as "you have already drawn"). The host sends
that English sentence unchanged, so the client recognises each one by its
stable pattern and says it in the reader's language, numbers included. A
sentence no pattern knows falls back to the code's general wording. A test
checks every literal below still occurs in ``lanjolly/round.py``.
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from PySide6.QtCore import QObject

from lanjolly.cards import parse_cards

from ..history_text import card_text

Pattern = tuple[str, Callable[[re.Match[str]], str]]


def shown(token: str) -> str:
    """A card the engine names in its notation (``QH``) as a player reads it (``Q♥``)."""
    try:
        cards = parse_cards(token)
    except ValueError:
        return token
    return card_text(cards[0]) if len(cards) == 1 else token


class EngineText(QObject):
    """The translation context ``EngineText``."""

    def patterns(self) -> list[Pattern]:
        return [
            ("you have already drawn this turn", lambda m: self.tr("You have already drawn this turn.")),
            ("the stock is being reshuffled", lambda m: self.tr("The stock is being reshuffled.")),
            ("draw a card first", lambda m: self.tr("Draw a card first.")),
            ("you can lay off only after your opening meld",
             lambda m: self.tr("You can lay off only after your opening.")),
            ("you can swap a joker only after your opening meld",
             lambda m: self.tr("You can swap a joker only after your opening.")),
            ("you can lay off from your next turn on, not in the turn you opened",
             lambda m: self.tr("You can lay off from your next turn on, not in the turn you opened.")),
            ("you can swap a joker from your next turn on, not in the turn you opened",
             lambda m: self.tr("You can swap a joker from your next turn on, not in the turn you opened.")),
            ("you may take from the discard pile only after your opening meld",
             lambda m: self.tr("You may take from the discard pile only after your opening.")),
            (r"the pile has (\d+) cards",
             lambda m: self.tr("The discard pile has %n card(s).", "", int(m.group(1)))),
            ("only the top card of the discard pile may be taken",
             lambda m: self.tr("Only the top card of the discard pile may be taken.")),
            (r"you may not hold more than (\d+) cards",
             lambda m: self.tr("You may not hold more than %n card(s).", "", int(m.group(1)))),
            (r"knocking would take you over (\d+) cards",
             lambda m: self.tr("Knocking would take you over %n card(s).", "", int(m.group(1)))),
            (r"your first melds must be worth at least (\d+) points; these are worth (-?\d+)",
             lambda m: self.tr("Your opening must be worth at least {needed} points; these melds are worth "
                               "{total}.").format(needed=m.group(1), total=m.group(2))),
            ("you must keep one card to discard; you cannot lay your last card",
             lambda m: self.tr("You must keep one card to discard; you cannot lay your last card.")),
            ("you must keep a card you may discard",
             lambda m: self.tr("You must keep a card you may discard (not one taken from the pile this turn).")),
            ("a card taken from the discard pile this turn may not be discarded again",
             lambda m: self.tr("A card taken from the discard pile this turn may not be discarded again.")),
            ("lay the joker you took by a swap before you discard",
             lambda m: self.tr("Lay the joker you took by a swap before you discard.")),
            ("you can knock only right after a discard, before the next draw",
             lambda m: self.tr("You can knock only right after a discard, before the next draw.")),
            ("the next player draws normally and nobody knocks for their own discard",
             lambda m: self.tr("The next player draws normally, and nobody knocks for their own discard.")),
            (r"(\S+) is not in your hand", lambda m: self.tr("{card} is not in your hand.").format(card=shown(m.group(1)))),
            (r"(\S+) does not fit", lambda m: self.tr("{card} does not fit there.").format(card=shown(m.group(1)))),
            ("a joker in a group is freed only when the group holds three natural cards",
             lambda m: self.tr("A joker in a group is freed only by the fourth card, once the group holds three "
                               "natural cards.")),
            ("this joker stands for", lambda m: self.tr("This joker stands for another card.")),
        ]

    def specific(self, text: str) -> Optional[str]:
        """The reader's words for one known engine sentence, or ``None``."""
        for pattern, make in self.patterns():
            m = re.match(pattern, text, re.IGNORECASE)
            if m is not None:
                return make(m)
        return None
