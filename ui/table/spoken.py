"""The table in words, for screen readers: the hand, the melds and the piles, named.

The felt is a ``QGraphicsView``; Qt's accessibility does not look into its items, so
a screen reader met a blank picture (issue 22, what players of the peers ask for).
The side panel's "Table" tab (:class:`~ui.table.table_tree.TableTree`) lists what the felt shows as a
tree of named rows, which the accessibility tree carries like any list; the felt
view's accessible description is the same summary, and the key T speaks it at once
(Qt's announcement event, where this Qt has it; else a description change the
reader notices). Every word comes from the view and the table's own answers; no rule
is decided here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

from lanjolly.cards import NATURALS, rank_of, suit_of
from lanjolly.state import Phase

from ..i18n.words import words
from .table_tree import Section

if TYPE_CHECKING:
    from .surface import TableSurface

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


def card_name(card: int) -> str:
    """"7 of hearts", "queen of spades", "joker": a card as a screen reader should say it."""
    if card >= NATURALS:
        return translate("Spoken", "joker")
    ranks = {1: translate("Spoken", "ace"), 11: translate("Spoken", "jack"), 12: translate("Spoken", "queen"),
             13: translate("Spoken", "king")}
    suits = (translate("Spoken", "clubs"), translate("Spoken", "diamonds"), translate("Spoken", "hearts"),
             translate("Spoken", "spades"))
    rank = rank_of(card)
    return translate("Spoken", "{rank} of {suit}").format(rank=ranks.get(rank, str(rank)), suit=suits[suit_of(card)])


def cards_named(cards: Sequence[int]) -> str:
    return ", ".join(card_name(c) for c in cards)


def sections(t: TableSurface) -> list[Section]:
    """(heading, rows) for the turn, the hand, the melds and the piles."""
    v = t.current_view
    if v is None:
        return [(translate("Spoken", "Waiting for the deal"), [])]
    out: list[Section] = [(t.panel.turn_label.text(), [])]
    if v.seat is not None:
        hand = t.display_hand()
        staged = [cards_named(m) for m in t.staging.raw]
        out.append((translate("Spoken", "Your hand: {cards}").format(cards=words().cards(len(hand))),
                    [card_name(c) for c in hand]))
        if staged:
            out.append((translate("Spoken", "Being laid by you"), staged))
    from .places import meld_creators      # here: places -> furniture -> board -> plates -> panel -> us
    creators = meld_creators(v)
    melds = [translate("Spoken", "{name}: {cards}, {points} points").format(
        name=t.session.nickname(creators.get(m.meld_id, m.owners[0] if m.owners else 0)),
        cards=cards_named(m.cards), points=sum(m.points)) for m in v.melds]
    out.append((translate("Spoken", "Melds on the table: {n}").format(n=len(melds)), melds))
    top_first = list(reversed(v.discard))
    out.append((translate("Spoken", "Discard pile: {cards}, the top one first").format(
        cards=words().cards(len(top_first))), [card_name(c) for c in top_first]))
    out.append((translate("Spoken", "Stock: {cards}").format(cards=words().cards(v.stock_size)), []))
    others = [translate("Spoken", "{name}: {cards}").format(name=t.session.nickname(s), cards=words().cards(n))
              for s, n in enumerate(v.hand_counts) if s != v.seat and v.active[s]]
    out.append((translate("Spoken", "Other players"), others))
    if v.phase == Phase.OVER:
        out.append((translate("Spoken", "The round is over"), []))
    return out


def summary(t: TableSurface) -> str:
    """One paragraph: what the key T says."""
    parts = []
    for head, rows in sections(t):
        parts.append(f"{head}: {'; '.join(rows)}." if rows else f"{head}.")
    return " ".join(parts)


def speak(widget: QObject, text: str) -> None:
    """Have the screen reader say ``text`` now."""
    announce = getattr(QtGui, "QAccessibleAnnouncementEvent", None)     # Qt 6.8 and later
    if announce is not None:
        QAccessible.updateAccessibility(announce(widget, text))
    else:                                   # before Qt 6.8: a description change is read out
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
