"""Prepared table situations shared by the table tests, the screenshots and the benchmark."""

from __future__ import annotations

import random
from typing import Optional

from lanjolly.playout import chance, random_action, shuffled_deck
from lanjolly.round import Phase, RoundState, apply, deal
from lanjolly.variants import JOLLY, Variant
from tests.ui.local_session import LocalEngineSession
from ui.table.table_widget import TableWidget

NAMES4 = ["Anna", "Bruno", "Chiara", "Dario"]


def midround_state(variant: Variant = JOLLY, seats: int = 4, seed: int = 11, me: int = 0,
                   min_melds: int = 4, discard_len: int = 6, phase: str = "draw",
                   max_tries: int = 400) -> RoundState:
    """A random round played until the table looks like the middle of a game:
    several melds laid by different players, a discard row of ``discard_len``,
    and seat ``me`` about to move in ``phase``."""
    def looks_midround(state: RoundState) -> bool:
        layers = {tm.owners[0] for tm in state.melds}
        return (state.current == me and state.phase.value == phase and len(state.melds) >= min_melds
                and len(state.discard) == discard_len and len(layers) >= 2 and len(state.hands[me]) >= 9)
    state = find_state(looks_midround, variant, seats, seed, max_tries, stride=1000)
    if state is None:
        raise RuntimeError("no suitable mid-round state found")
    return state


def find_state(pred, variant: Variant = JOLLY, seats: int = 4, seed: int = 1,
               max_tries: int = 400, stride: int = 7919) -> Optional[RoundState]:
    """The first state of seeded random rounds that satisfies ``pred``."""
    for attempt in range(max_tries):
        rng = random.Random(seed * stride + attempt)
        state = deal(variant, shuffled_deck(rng), seats - 1, (True,) * seats)
        for _ in range(600):
            if state.phase is Phase.OVER:
                break
            if state.phase is Phase.RESHUFFLE:
                state = chance(state, rng)
                continue
            if pred(state):
                return state
            state = apply(state, random_action(state, rng))
    return None


# --------------------------------------------------------------------------- mouse helpers

def card_point(widget, card: int, fx: float = 0.22, fy: float = 0.55):
    """A viewport point on the visible part of ``card`` (its left strip in a fan)."""
    from PySide6.QtCore import QPointF
    it = widget.scene.card_item(card)
    assert it is not None, f"card {card} is not on the table"
    scene_pt = it.mapToScene(QPointF(it.card_width * fx, it.card_height * fy))
    return widget.view.mapFromScene(scene_pt)


def scene_to_view(widget, pt):
    return widget.view.mapFromScene(pt)


def click_at(widget, pos) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    QTest.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def click_card(widget, card: int, fx: float = 0.22) -> None:
    click_at(widget, card_point(widget, card, fx))


def drag_to(widget, start, end, steps: int = 8, before_release=None) -> None:
    """Press at ``start``, move in steps to ``end`` (viewport points), release there."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    vp = widget.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, steps + 1):
        p = QPoint(int(start.x() + (end.x() - start.x()) * k / steps),
                   int(start.y() + (end.y() - start.y()) * k / steps))
        QTest.mouseMove(vp, p)
    if before_release is not None:
        before_release()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def make_table(qtbot, state, variant: Variant = JOLLY, names=("Anna", "Bruno"), bot_delay_ms: int = 60_000,
               seed: int = 1, size: tuple[int, int] = (1280, 800)):
    """A shown table widget over a local engine session started at ``state``
    (bots wait ``bot_delay_ms``, so the test decides when the table moves)."""
    session = LocalEngineSession(variant, list(names), 0, seed=seed, state=state, bot_delay_ms=bot_delay_ms)
    w = TableWidget(session)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    session.start()
    idle(qtbot, w)
    return w, session


def idle(qtbot, w) -> None:
    qtbot.waitUntil(w.animations_idle, timeout=5000)
