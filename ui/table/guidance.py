"""The status line's advice and the move history's sentences, in words.

Both only put into words what the engine answered (:class:`ui.table.asks.Asks`)
or what the public log recorded; neither knows a rule.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication

from lanjolly.actions import TakeDiscard
from lanjolly.cards import RANK_NAMES, CardId, is_joker, rank_of, suit_of
from lanjolly.round import Event
from lanjolly.views import View

from .asks import Asks


SUITS = "\u2663\u2666\u2665\u2660"


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def guidance(view: Optional[View], me: int, asks: Asks, name: Callable[[int], str],
             staged: Optional[tuple[bool, str]], match_over: bool) -> str:
    """What the player can do now, in one sentence or two."""
    if view is None:
        return tr("Waiting for the deal\u2026")
    if view.phase == "over":
        return tr("The match is over.") if match_over else tr("Round over. Press Next (N) when you are ready.")
    if view.current != me:
        text = tr("{name} is playing\u2026").format(name=name(view.current))
        if asks.can_knock:
            text += " " + tr("You may knock for the discard (K).")
        return text
    if view.phase == "draw":
        if asks.takeable_counts():
            return tr("Your turn: draw from the stock (D), or click a discard to take it (1\u20139 picks the k-th from the top).")
        why = asks.why_not(TakeDiscard(me, 1)) if view.discard else None
        return tr("Your turn: draw from the stock (click it, or press D).") + (f" {cap(why)}." if why else "")
    if staged is not None:
        ok, why = staged
        return tr("Press Lay cards (L) to lay them.") if ok else cap(why) + "."
    text = tr("Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.")
    if not view.opened[me] and not asks.can_lay:
        text += " " + tr("Your combinations do not reach the opening yet.")
    return text


def card_name(c: CardId) -> str:
    """A card as players write it: 10♥, Q♠, joker."""
    if is_joker(c):
        return tr("joker")
    return f"{RANK_NAMES.get(rank_of(c), str(rank_of(c)))}{'♣♦♥♠'[suit_of(c)]}"


def _cards(cards: tuple[CardId, ...]) -> str:
    return ", ".join(card_name(c) for c in cards)


def describe(e: Event, name: Callable[[int], str], meld_owner: Callable[[int], str]) -> Optional[str]:
    """One line of the move history for a public log event (None: nothing to say)."""
    who = name(e.seat) if e.seat >= 0 else ""
    text = {
        "deal": tr("{who} dealt {n} cards each.").format(who=who, n=e.count),
        "draw_stock": tr("{who} drew from the stock.").format(who=who),
        "take_discard": tr("{who} took {cards} from the discard pile.").format(who=who, cards=_cards(e.cards)),
        "lay": tr("{who} laid {cards}.").format(who=who, cards=_cards(e.cards)),
        "lay_off": tr("{who} laid off {cards} on {owner} meld.").format(
            who=who, cards=_cards(e.cards), owner=meld_owner(e.meld_id)),
        "swap": tr("{who} swapped {card} for the joker on {owner} meld.").format(
            who=who, card=card_name(e.cards[0]) if e.cards else "?", owner=meld_owner(e.meld_id)),
        "discard": tr("{who} discarded {cards}.").format(who=who, cards=_cards(e.cards)),
        "timeout_discard": tr("Time ran out: {cards} was discarded for {who}.").format(who=who, cards=_cards(e.cards)),
        "timeout": tr("Time ran out for {who}: the table moved for them.").format(who=who),
        "knock": tr("{who} knocked for {cards}, plus two from the stock.").format(who=who, cards=_cards(e.cards)),
        "out": tr("{who} went out!").format(who=who),
        "reshuffle": tr("The discard pile was shuffled into a new stock ({n} cards).").format(n=e.count),
        "stock_exhausted": tr("The stock ran out."),
    }.get(e.kind)
    return text
