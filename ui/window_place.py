"""Every window opens inside the screen the player has, and where they left it.

Why: fixed first sizes (the main window's 1400x880, the replay's 1280x800) put
Play now, New Game and Join below the edge of a 1366x768 laptop screen and hid
the replay's controls (issue 22 item 3). A size given here is what a window
would like; the screen's available area (the screen less its panels and docks)
less room for the window manager's frame caps it. A window with a settings key
gets its last size and place back, unless that no longer fits the screen (a
smaller monitor since), and saves them when it closes or hides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QByteArray, QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QHideEvent
from PySide6.QtWidgets import QWidget

from .settings import Settings

# The window manager's title bar and borders lie outside a window's geometry and are not
# known before it shows; this much room is kept for them (openbox, GNOME, KDE, Xfce all
# draw less).
FRAME = QMargins(8, 36, 8, 8)


def available_area(window: QWidget) -> QRect:
    """Where the window may go: the available area of the screen under its parent's centre
    (its own, without a parent), or the primary one.

    Why not ``parent.window().screen()``: PySide makes the wrapper of a QObject that an
    instance method returns a child of the caller's wrapper. The screen's wrapper then
    hangs off a window's; when that window is left in a reference cycle, the collector
    may clear the screen's wrapper first, and clearing a child hands its C++ object to
    Python, which deletes the application's QScreen. The next widget built reads the
    freed screen (a segfault in QWidget's constructor, tests/ui/test_ui_screen_kept.py).
    The static lookups below return the screen with no parent link."""
    parent = window.parentWidget()
    anchor = parent if parent is not None else window
    centre = anchor.mapToGlobal(anchor.rect().center())
    screen = QGuiApplication.screenAt(centre) or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted(preferred: QSize, area: QRect, minimum: QSize = QSize(0, 0)) -> QSize:
    """``preferred``, no larger than ``area`` less the frame (never under ``minimum``)."""
    room = area.marginsRemoved(FRAME)
    return QSize(max(minimum.width(), min(preferred.width(), room.width())),
                 max(minimum.height(), min(preferred.height(), room.height())))


def fits(geometry: QRect, area: QRect) -> bool:
    """A restored window's inside lies inside ``area`` (the frame was on screen when it was
    saved: Qt's ``restoreGeometry`` keeps the title bar reachable)."""
    return area.contains(geometry)


def centred(size: QSize, area: QRect) -> QPoint:
    """Where to ``move`` a window whose inside is ``size`` to centre it, frame and all, in
    ``area`` (a top-level widget's ``move`` places its frame's top-left corner)."""
    outer = size.grownBy(FRAME)
    return QPoint(area.left() + max(0, (area.width() - outer.width()) // 2),
                  area.top() + max(0, (area.height() - outer.height()) // 2))


def open_inside(window: QWidget, width: int, height: int, saved: Optional[bytes] = None,
                area: Optional[QRect] = None) -> None:
    """Size and place ``window`` before it shows: ``saved`` (from ``saveGeometry``) if that
    still fits the screen, else ``width`` x ``height`` capped by the screen, centred."""
    area = area if area is not None else available_area(window)
    if saved and window.restoreGeometry(QByteArray(saved)) and fits(window.geometry(), area):
        return
    size = fitted(QSize(width, height), area, window.minimumSizeHint().expandedTo(window.minimumSize()))
    window.resize(size)
    window.move(centred(size, area))


if TYPE_CHECKING:
    _Window = QWidget
else:
    _Window = object


class RememberedGeometry(_Window):
    """A window (mixed in before its Qt class) that saves its size and place under
    ``geometry_key`` whenever it hides or closes; :func:`remembered` brings them back.

    Why a method and not an event filter: a filter object only Qt holds can lose its
    Python state to the garbage collector while Qt still calls it."""

    geometry_key = ""

    def hideEvent(self, event: QHideEvent) -> None:
        if self.geometry_key:
            Settings().set_geometry(self.geometry_key, bytes(self.saveGeometry().data()))
        super().hideEvent(event)


def remembered(window: RememberedGeometry, width: int, height: int, settings: Optional[Settings] = None) -> None:
    """:func:`open_inside` with the geometry ``window`` last saved (its ``geometry_key``)."""
    settings = settings if settings is not None else Settings()
    open_inside(window, width, height, settings.geometry(window.geometry_key))
