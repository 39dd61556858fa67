"""Windows open inside the screen (issue 22 item 3): the sizing rules, on given screen areas."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ui.window_place import FRAME, open_inside

LAPTOP = QRect(0, 0, 1366, 768)
SMALL = QRect(0, 0, 640, 480)        # smaller than the offscreen platform's own 800x600 screen


def outer(w: QWidget) -> QRect:
    """The window with its frame: ``move`` places the frame's corner (FRAME is the room kept)."""
    return QRect(w.pos(), w.size().grownBy(FRAME))


def test_a_first_size_larger_than_the_screen_is_capped_and_centred_with_room_for_the_frame(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    open_inside(w, 1400, 880, area=LAPTOP)
    assert LAPTOP.contains(outer(w)), outer(w)
    assert w.width() == 1366 - FRAME.left() - FRAME.right()
    assert outer(w).center().x() in (682, 683)


def test_a_geometry_saved_on_a_larger_screen_is_not_restored_off_a_smaller_one(qtbot):
    big = QWidget()
    qtbot.addWidget(big)
    big.setGeometry(50, 50, 700, 500)
    saved = bytes(big.saveGeometry().data())
    w = QWidget()
    qtbot.addWidget(w)
    open_inside(w, 1400, 880, saved=saved, area=SMALL)
    assert SMALL.contains(outer(w)), outer(w)


def test_a_geometry_that_still_fits_comes_back_as_it_was(qtbot):
    first = QWidget()
    qtbot.addWidget(first)
    first.setGeometry(120, 90, 500, 400)
    saved = bytes(first.saveGeometry().data())
    w = QWidget()
    qtbot.addWidget(w)
    open_inside(w, 1400, 880, saved=saved, area=LAPTOP)
    assert w.geometry() == QRect(120, 90, 500, 400)
