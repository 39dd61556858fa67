"""Drop targets keep still while a player stages (issue 22 item 7).

On the real desktop every staged card moved the meld blocks, made "Your melds"
jump and re-centred the hand, so the next drag landed on empty felt; and
"Opening: 24 / 40" was drawn over the "Your melds" title. Staging a whole
opening card by card must move no other player's meld, not the player's block,
not the "new meld" slot, not a staged meld's start and no card left in the hand.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from lanjolly import JOLLY, parse_cards
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import idle, make_table
from ui import theme
from ui.table.scene import HAND

NAMES = ("Anna", "Bruno", "Chiara", "Dario")


def still(w) -> dict[str, object]:
    """What must not move while staging: every drop target and the cards left in the hand
    (to a tenth of a pixel)."""
    sc, lay = w.scene, w.scene.layout

    def r(*xs: float) -> tuple[float, ...]:
        return tuple(round(x, 1) for x in xs)
    out: dict[str, object] = {f"meld {k}": r(*q.getRect()) for k, q in lay.meld_rects.items()}
    out.update({f"zone {s}": r(*q.getRect()) for s, q in lay.zones.items()})
    out["slot"] = r(*lay.new_meld_slot.getRect())
    out.update({f"staged {k} start": r(q.left(), q.top()) for k, q in enumerate(lay.staged_rects)})
    out.update({f"hand {c}": r(p.pos.x(), p.pos.y()) for c, p in sc.placements.items() if p.role == HAND})
    return out


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_staging_an_opening_card_by_card_moves_no_drop_target(qtbot, size):
    state = position(JOLLY, hands=("7C 7D 7H 8S JK 10S JS 9S 2D 3D 4D 5D 9C KC", "2S 3S 4S 5S 6S 8H",
                                   "AC 2C 3C 9D 9H", "4H 5H 6H QD KD"),
                     melds=[(1, "QH KH AH"), (2, "5C 6C 7C 8C"), (3, "10D JD QD")], current=0,
                     phase=Phase.PLAY, opened=(1, 2, 3), turn_no=6)
    w, _ = make_table(qtbot, state, names=NAMES, size=size)
    idle(qtbot, w)
    cards = parse_cards("7C 7D 7H 8S JK 10S", exclude=[])
    before = still(w)
    for i, card in enumerate(cards):
        w.staging.add(card, None if i in (0, 3) else len(w.staging.raw) - 1)
        w.refresh(animate=False)
        now = still(w)
        moved = {k: (before[k], v) for k, v in now.items() if k in before and before[k] != v}
        assert moved == {}, f"after staging card {i + 1}: {moved}"
        before.update(now)
        del before[f"hand {card}"]
    assert w.staging.total(JOLLY) == 48


def test_the_opening_count_never_covers_the_blocks_title(qtbot):
    state = position(JOLLY, hands=("7C 7D 7H 8S JK 10S JS 9S 2D 3D 4D 5D 9C KC", "2S 3S 4S 5S 6S"),
                     current=0, phase=Phase.PLAY, turn_no=2)
    w, _ = make_table(qtbot, state, size=(1024, 640))
    w.staging.add(parse_cards("7C")[0])
    w.refresh(animate=False)
    frame = w.scene.zone_frames[0]
    px = max(11, int(w.scene.layout.caption_px))
    fm = QFontMetricsF(theme.ui_font(px, bold=True))
    need = fm.horizontalAdvance(frame.caption) + fm.horizontalAdvance(frame.caption_right) + px
    assert frame.caption_right.startswith("Opening")
    assert need <= frame.rect().width() - px * 1.4, (frame.caption, frame.caption_right, frame.rect().width())
