"""The table's keyboard: every action of the felt, the bar and the panel has a key.

Arrows pick a hand card (it rises, gold), Up stages it, Down takes the last
staged card back, Enter lays what is staged or discards the picked card.
Letters: D draw, 1-9 take that many cards from the discard pile, L lay,
K knock, A arrange, S/R sort, N next round, V results or table, P score sheet,
I player info, M move history, Esc take back (or, from the side panel, back to the
table), ? the list of keys. Tab walks the buttons.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from .surface import TableSurface

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


def key_list() -> list[tuple[str, str]]:
    """Every key of the table and what it does, in the reader's language: the list the Help
    menu and "?" show (issue 22 item 12: the keys were written down but never shown)."""
    return [
        ("\u2190 \u2192", translate("Keys", "pick a card of your hand")),
        ("\u2191", translate("Keys", "stage the picked card (Shift+\u2191: as a new meld)")),
        ("\u2193", translate("Keys", "take the last staged card back")),
        (translate("Keys", "Enter"), translate("Keys", "lay the staged melds, or discard the picked card")),
        ("D", translate("Keys", "draw from the stock")),
        ("1\u20139", translate("Keys", "take that many cards from the discard pile")),
        ("L", translate("Keys", "lay cards")),
        ("K", translate("Keys", "knock")),
        ("A", translate("Keys", "arrange your hand")),
        ("S / R", translate("Keys", "sort by suit / by rank")),
        ("N", translate("Keys", "next round")),
        ("V", translate("Keys", "results or table")),
        ("P", translate("Keys", "score sheet")),
        ("I", translate("Keys", "player info")),
        ("M", translate("Keys", "move list")),
        (translate("Keys", "Esc"), translate("Keys", "take the staged cards back; in the side panel: back to the table")),
        (translate("Keys", "Tab"), translate("Keys", "the buttons and the side panel, then back to the table")),
        ("?", translate("Keys", "this list")),
        ("F1", translate("Keys", "how to play")),
        ("Ctrl+W", translate("Keys", "leave the table (after the match)")),
    ]


def _letters(t: TableSurface) -> dict[int, Callable[[], object]]:
    K = Qt.Key
    return {K.Key_D: t.draw_from_stock, K.Key_S: t.sort_by_suit, K.Key_R: t.sort_by_rank,
            K.Key_A: t.arrange, K.Key_L: t.lay_cards, K.Key_K: t.knock, K.Key_N: t.next_round,
            K.Key_V: t.toggle_board, K.Key_P: t.show_score_sheet, K.Key_I: t.player_info_requested.emit,
            K.Key_M: t.panel.show_history, K.Key_Escape: t.take_back_all}


def handle_key(t: TableSurface, event: QKeyEvent) -> bool:
    """Act on a key pressed over the felt; False when the key is not the table's."""
    key = event.key()
    if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
        return False
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
               Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return _hand_key(t, key, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
    if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
        v = t.current_view
        k = key - Qt.Key.Key_0
        if v is not None and k <= len(v.discard):
            t.take_discard(len(v.discard) - k)
        return True
    if key == Qt.Key.Key_Question:
        t.keys_requested.emit()
        return True
    action = _letters(t).get(Qt.Key(key))
    if action is None or (key == Qt.Key.Key_K and not t.variant.knock):
        return False
    action()
    return True


def _hand_key(t: TableSurface, key: int, shift: bool) -> bool:
    shown = t.display_hand()
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        if shown:
            right = key == Qt.Key.Key_Right
            if t.focus_card not in shown:
                t.focus_card = shown[0 if right else -1]
            else:
                i = shown.index(t.focus_card) + (1 if right else -1)
                t.focus_card = shown[max(0, min(len(shown) - 1, i))]
            t.refresh()
        return True
    if key == Qt.Key.Key_Up and t.focus_card in shown:
        target: Optional[int] = None if shift or not t.staging else len(t.staging.raw) - 1
        i = shown.index(t.focus_card)
        t.staging.add(t.focus_card, target)
        rest = t.display_hand()
        t.focus_card = rest[min(i, len(rest) - 1)] if rest else None
        t.refresh()
        return True
    if key == Qt.Key.Key_Down:
        if t.staging:
            t.staging.remove(t.staging.raw[-1][-1])
            t.refresh()
        return True
    if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if t.staging:
            t.lay_cards()
        elif t.focus_card in shown:
            t.discard(t.focus_card)
        return True
    return False
