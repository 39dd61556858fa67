"""The status line's advice, in words.

It only puts into words what the engine answered (:class:`ui.table.asks.Asks`);
it knows no rule. (The move history's sentences are ui.history_text's.)
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication

from lanjolly.actions import TakeDiscard
from lanjolly.state import Phase
from lanjolly.views import View

from .asks import Asks

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def guidance(view: Optional[View], me: int, asks: Asks, name: Callable[[int], str],
             staged: Optional[tuple[bool, str]], match_over: bool, knock_wait: Optional[int] = None) -> str:
    """What the player can do now, in one sentence or two (``knock_wait``: seconds the table
    still waits for knocks, RULES.md §24)."""
    if view is None:
        return translate("Table", "Waiting for the deal\u2026")
    if view.phase == Phase.OVER:
        return translate("Table", "The match is over.") if match_over else translate("Table", "Round over. Press Next (N) when you are ready.")
    if view.current != me:
        text = translate("Table", "{name} is playing\u2026").format(name=name(view.current))
        if asks.can_knock:
            text += " " + translate("Table", "You may knock for the discard (K).")
        return text
    if view.phase == Phase.DRAW:
        if knock_wait is not None:
            return translate("Table", "The others may knock for the discard: your draw comes in {n} s.").format(
                n=knock_wait)
        if asks.takeable_counts():
            return translate("Table", "Your turn: draw from the stock (D), or click a discard to take it (1\u20139 picks the k-th from the top).")
        why = asks.why_not(TakeDiscard(me, 1)) if view.discard else None
        return translate("Table", "Your turn: draw from the stock (click it, or press D).") + (f" {why}" if why else "")
    if staged is not None:
        ok, why = staged
        return translate("Table", "Press Lay cards (L) to lay them.") if ok else why
    text = translate("Table", "Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.")
    if not view.opened[me] and not asks.can_lay:
        text += " " + translate("Table", "Your combinations do not reach the opening yet.")
    return text
