"""Your turn while the window is in the background: the taskbar entry flashes, and, if the
player allows it (View ▸ Notify me when it is my turn), a desktop notification says so.

Both happen the moment the view that gives the player the turn arrives, before the
table redraws (issue 22 asks for 100 ms; ``TurnAlert.latencies_ms`` keeps what each
alert took, from the view's arrival to the last call made). Nothing happens while the
window is the active one: the table itself shows whose turn it is.

Desktop notifications go out through the freedesktop notification service on the
session bus on Linux (``org.freedesktop.Notifications.Notify``, sent with jeepney, a
small pure-Python D-Bus library: PySide6's QtDBus cannot give the call its unsigned
and empty-array argument types), and through Qt's tray icon elsewhere (Windows and
macOS show its message as a system notification). A desktop without a notification
service simply shows none; the flashing taskbar entry still says it.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from typing import Any, Optional, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QSystemTrayIcon, QWidget

log = logging.getLogger(__name__)
NOTIFY_MS = 8000            # how long the notification stays, where the service honours it


class Notifier(Protocol):
    def prepare(self) -> None: ...
    def notify(self, title: str, body: str) -> None: ...


class BusNotifier:
    """``org.freedesktop.Notifications.Notify`` on the session bus, fire and forget."""

    def __init__(self) -> None:
        self._conn: Any = None
        self._broken = False

    def prepare(self) -> None:
        """Connect to the bus now (imports and the bus's handshake take tens of milliseconds
        on a loaded machine), so that the turn's notification itself costs well under one."""
        if self._conn is not None or self._broken or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            return
        try:
            import jeepney.low_level  # noqa: F401
            from jeepney.io.blocking import open_dbus_connection
            self._conn = open_dbus_connection(bus="SESSION")
        except Exception as exc:   # noqa: BLE001 - no bus here: no notifications
            log.info("no session bus for notifications: %s", exc)
            self._broken = True

    def notify(self, title: str, body: str) -> None:
        self.prepare()
        if self._conn is None:
            return
        try:
            from jeepney import DBusAddress, new_method_call
            from jeepney.low_level import MessageFlag
            address = DBusAddress("/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
                                  interface="org.freedesktop.Notifications")
            msg = new_method_call(address, "Notify", "susssasa{sv}i",
                                  ("LAN Jolly", 0, "lanjolly", title, body, [], {}, NOTIFY_MS))
            msg.header.flags |= MessageFlag.no_reply_expected     # no reply piles up unread
            self._conn.send(msg)
        except Exception as exc:   # noqa: BLE001 - no bus, no service, a closed socket: no notification
            log.info("no desktop notification: %s", exc)
            self._broken = True


class TrayNotifier:
    """Windows and macOS: a message from Qt's tray icon, shown as a system notification."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        self._icon: Optional[QSystemTrayIcon] = None

    def prepare(self) -> None:
        pass

    def notify(self, title: str, body: str) -> None:
        if not QSystemTrayIcon.isSystemTrayAvailable():
            return
        if self._icon is None:
            app = QApplication.instance()
            icon = app.windowIcon() if isinstance(app, QApplication) else QIcon()
            self._icon = QSystemTrayIcon(icon, self._parent)
            self._icon.show()
        self._icon.showMessage(title, body, QSystemTrayIcon.MessageIcon.Information, NOTIFY_MS)


def default_notifier(parent: QObject) -> Notifier:
    return BusNotifier() if sys.platform.startswith("linux") else TrayNotifier(parent)


class TurnAlert(QObject):
    """Flashes the window's taskbar entry (``QApplication.alert``) and, if allowed, notifies."""

    def __init__(self, widget: QWidget, allowed: Any, notifier: Optional[Notifier] = None) -> None:
        """``allowed()`` says whether the player allows desktop notifications now."""
        super().__init__(widget)
        self._widget = widget
        self._allowed = allowed
        self._notifier = notifier
        self.latencies_ms: list[float] = []

    def prepare(self) -> None:
        """Get the notification channel ready while nothing is waiting (when the table opens and
        when the player allows notifications)."""
        if self._allowed():
            if self._notifier is None:
                self._notifier = default_notifier(self)
            self._notifier.prepare()

    def your_turn(self, table_name: str, since: float) -> bool:
        """Alert the player unless the window is the active one; ``since`` is when the view
        giving the turn arrived (``time.perf_counter``). True when an alert went out."""
        window = self._widget.window()
        if window.isActiveWindow() or not window.isVisible():
            return False
        QApplication.alert(window, 0)              # flashes until the window is activated
        if self._allowed():
            if self._notifier is None:
                self._notifier = default_notifier(self)
            self._notifier.notify(self.tr("Your turn"),
                                  self.tr("{table}: it is your turn to draw.").format(table=table_name))
        self.latencies_ms.append((time.perf_counter() - since) * 1000)
        return True
