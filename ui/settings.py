"""The player's preferences, persisted with QSettings.

One typed wrapper so the rest of the client never spells a settings key or
converts QSettings' loosely typed values (ini files hand back strings) itself.
Tests pass their own ``QSettings`` (an ini file in a temp dir) so they never
touch the real user configuration.
"""

from __future__ import annotations

import json
from typing import Any, Optional

from PySide6.QtCore import QByteArray, QSettings

ORGANISATION = "LANJolly"
APPLICATION = "LAN Jolly"
DEFAULT_PORT = 47_470


def _to_bool(value: Any, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    return str(value).strip().lower() in ("1", "true", "yes", "on")


def _to_int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class Settings:
    """Typed access to the stored preferences; each setter writes through at once."""

    def __init__(self, store: Optional[QSettings] = None) -> None:
        self._s = store if store is not None else QSettings(ORGANISATION, APPLICATION)

    @classmethod
    def at_path(cls, ini_path: str) -> "Settings":
        """Settings kept in an explicit ini file (tests, portable installs)."""
        return cls(QSettings(ini_path, QSettings.Format.IniFormat))

    @property
    def store(self) -> QSettings:
        return self._s

    def sync(self) -> None:
        self._s.sync()

    # --- identity ---
    @property
    def nickname(self) -> Optional[str]:
        value = self._s.value("player/nickname")
        return str(value) if value else None

    @nickname.setter
    def nickname(self, value: Optional[str]) -> None:
        if value:
            self._s.setValue("player/nickname", value)
        else:
            self._s.remove("player/nickname")

    # --- language ---
    @property
    def language(self) -> Optional[str]:
        """The language the player picked in the Language menu; ``None``: follow the system."""
        value = self._s.value("ui/language")
        return str(value) if value else None

    @language.setter
    def language(self, code: Optional[str]) -> None:
        if code:
            self._s.setValue("ui/language", code)
        else:
            self._s.remove("ui/language")

    # --- looks ---
    @property
    def four_colour(self) -> bool:
        return _to_bool(self._s.value("cards/four_colour"), False)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self._s.setValue("cards/four_colour", bool(on))

    @property
    def card_height(self) -> int:
        """Preferred hand card height in logical px (0 = fit the window)."""
        return _to_int(self._s.value("cards/height"), 0)

    @card_height.setter
    def card_height(self, px: int) -> None:
        self._s.setValue("cards/height", int(px))

    @property
    def sound(self) -> bool:
        return _to_bool(self._s.value("ui/sound"), True)

    @sound.setter
    def sound(self, on: bool) -> None:
        self._s.setValue("ui/sound", bool(on))

    # --- network ---
    @property
    def last_host(self) -> str:
        """Address typed in "join by address" last time (discovery may be blocked)."""
        return str(self._s.value("net/last_host") or "")

    @last_host.setter
    def last_host(self, host: str) -> None:
        self._s.setValue("net/last_host", host.strip())

    @property
    def last_port(self) -> int:
        return _to_int(self._s.value("net/last_port"), DEFAULT_PORT)

    @last_port.setter
    def last_port(self, port: int) -> None:
        self._s.setValue("net/last_port", int(port))

    # --- last New Game choices, so hosting again is one click ---
    @property
    def last_new_game(self) -> Optional[dict[str, Any]]:
        raw = self._s.value("new_game/last")
        if not raw:
            return None
        try:
            data = json.loads(str(raw))
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    @last_new_game.setter
    def last_new_game(self, data: Optional[dict[str, Any]]) -> None:
        if data is None:
            self._s.remove("new_game/last")
        else:
            self._s.setValue("new_game/last", json.dumps(data, sort_keys=True))

    # --- windows ---
    @property
    def window_geometry(self) -> Optional[bytes]:
        """The main window's last size and place (``QWidget.saveGeometry``)."""
        return self.geometry("geometry")

    @window_geometry.setter
    def window_geometry(self, data: bytes) -> None:
        self.set_geometry("geometry", data)

    def geometry(self, name: str) -> Optional[bytes]:
        """A window's last size and place (``QWidget.saveGeometry``), by the window's name."""
        value = self._s.value(f"ui/{name}")
        if value is None:
            return None
        return bytes(value) if not isinstance(value, str) else None

    def set_geometry(self, name: str, data: bytes) -> None:
        self._s.setValue(f"ui/{name}", QByteArray(data))
