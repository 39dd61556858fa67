from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from ui.dialogs import nickname as nick
from ui.dialogs.nickname import NicknameDialog, clean_nickname, ensure_nickname, nickname_error
from tests.ui.screenshots import save_screenshot
from ui.settings import APPLICATION, DEFAULT_PORT, ORGANISATION, Settings


@pytest.mark.parametrize("text, expected", [
    ("Bob", "Bob"), ("  Ana Maria  ", "Ana Maria"), ("Zoë", "Zoë"), ("x" * 20, "x" * 20),
    ("Jürgen_99", "Jürgen_99"),
])
def test_valid_nicknames_are_trimmed(text, expected):
    assert nickname_error(text) is None
    assert clean_nickname(text) == expected


@pytest.mark.parametrize("text", ["", "    ", "x" * 21, "bad\x07bell", "tab\there", "new\nline"])
def test_invalid_nicknames_are_refused(text):
    assert nickname_error(text)
    with pytest.raises(ValueError):
        clean_nickname(text)


def test_dialog_enables_ok_only_for_a_valid_name(qtbot):
    dlg = NicknameDialog()
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert dlg.error_label.text() == ""           # empty is "not done", not an error
    qtbot.keyClicks(dlg.edit, "   ")
    assert not ok.isEnabled() and dlg.error_label.text()
    dlg.edit.clear()
    qtbot.keyClicks(dlg.edit, " Marta ")
    assert ok.isEnabled() and dlg.error_label.text() == ""
    assert dlg.nickname() == "Marta"
    dlg.edit.setText("y" * 21)
    assert not ok.isEnabled()
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted


def test_dialog_screenshot(qtbot):
    dlg = NicknameDialog("Marta")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.width() >= 340
    save_screenshot(dlg, "nickname_dialog")


def test_settings_round_trip_through_an_ini_file(tmp_path: Path):
    path = str(tmp_path / "prefs.ini")
    s = Settings.at_path(path)
    assert s.nickname is None and s.four_colour is False
    assert s.last_host == "" and s.last_port == DEFAULT_PORT
    s.nickname = "Marta"
    s.four_colour = True
    s.last_host = " 192.168.1.20 "
    s.last_port = 50000
    s.last_new_game = {"table_name": "T", "seats": 3}
    s.window_geometry = b"\x01\x02geom"
    s.sync()
    again = Settings.at_path(path)
    assert again.nickname == "Marta"
    assert again.four_colour is True
    assert again.last_host == "192.168.1.20"
    assert again.last_port == 50000
    assert again.last_new_game == {"table_name": "T", "seats": 3}
    assert again.window_geometry == b"\x01\x02geom"
    again.nickname = None
    assert again.nickname is None


def test_default_settings_stay_inside_the_test_sandbox(settings_root: Path):
    s = Settings()
    s.four_colour = True
    s.sync()
    assert Path(s.store.fileName()).resolve().is_relative_to(settings_root.resolve())
    assert s.store.organizationName() == ORGANISATION
    assert s.store.applicationName() == APPLICATION
    s.store.clear()


def test_corrupt_values_fall_back_to_defaults(tmp_path: Path):
    path = str(tmp_path / "bad.ini")
    raw = QSettings(path, QSettings.Format.IniFormat)
    raw.setValue("net/last_port", "not a number")
    raw.setValue("new_game/last", "{broken json")
    raw.setValue("cards/four_colour", "yes")
    raw.sync()
    s = Settings.at_path(path)
    assert s.last_port == DEFAULT_PORT
    assert s.last_new_game is None
    assert s.four_colour is True


def test_ensure_nickname_uses_the_stored_name(tmp_path: Path, monkeypatch):
    s = Settings.at_path(str(tmp_path / "a.ini"))
    s.nickname = "Kept"
    monkeypatch.setattr(NicknameDialog, "exec", lambda self: pytest.fail("asked again"))
    assert ensure_nickname(s) == "Kept"


def test_ensure_nickname_asks_once_and_stores(tmp_path: Path, monkeypatch, qapp):
    s = Settings.at_path(str(tmp_path / "b.ini"))

    def fake_exec(self):
        self.edit.setText("  Newbie ")
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(nick.NicknameDialog, "exec", fake_exec)
    assert ensure_nickname(s) == "Newbie"
    assert Settings.at_path(str(tmp_path / "b.ini")).nickname == "Newbie"


def test_ensure_nickname_cancelled(tmp_path: Path, monkeypatch, qapp):
    s = Settings.at_path(str(tmp_path / "c.ini"))
    monkeypatch.setattr(nick.NicknameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert ensure_nickname(s) is None
    assert s.nickname is None
