"""How long the card art takes: a full 110-card set at 120 px, cold and cached.

Cold is what a player waits for at startup or after changing the card size or
colour scheme; cached is the per-frame cost when the table repaints.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402

import ui  # noqa: E402

ui.guard_qt()   # the PySide6 6.12 refcount guard
from lanjolly.cards import DECK_SIZE  # noqa: E402
from ui import cardart  # noqa: E402

HEIGHT = 120
ROUNDS = 7


def _full_set(dpr: float, four_colour: bool) -> None:
    for cid in range(DECK_SIZE):
        cardart.card_pixmap(cid, HEIGHT, dpr, four_colour)
    cardart.card_pixmap(cardart.BACK, HEIGHT, dpr, four_colour)


def _median_ms(fn, clear: bool) -> float:
    times = []
    for _ in range(ROUNDS):
        if clear:
            cardart.clear_cache()
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    app = QApplication.instance() or QApplication([])
    for dpr in (1.0, 2.0):
        for four in (False, True):
            cold = _median_ms(lambda: _full_set(dpr, four), clear=True)
            _full_set(dpr, four)
            warm = _median_ms(lambda: _full_set(dpr, four), clear=False)
            print(f"cardart {DECK_SIZE}+back cards @{HEIGHT}px dpr={dpr:g} "
                  f"{'four' if four else 'two'}-colour: cold {cold:7.1f} ms  "
                  f"cached {warm:6.3f} ms  (median of {ROUNDS}; 54 distinct faces drawn)")
    cardart.clear_cache()
    del app


if __name__ == "__main__":
    main()
