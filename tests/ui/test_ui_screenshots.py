from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from tests.ui.screenshots import ENV_VAR, save_screenshot


def test_no_folder_means_no_file(qtbot, monkeypatch, tmp_path):
    monkeypatch.delenv(ENV_VAR, raising=False)
    label = QLabel("hello")
    qtbot.addWidget(label)
    assert save_screenshot(label, "x") is None
    assert list(tmp_path.iterdir()) == []


def test_writes_png_named_after_the_shot(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "shots"))
    label = QLabel("hello")
    label.resize(120, 40)
    qtbot.addWidget(label)
    path = save_screenshot(label, "my shot/1")
    assert path == tmp_path / "shots" / "my_shot_1.png"
    img = QImage(str(path))
    assert not img.isNull()
    assert img.width() >= 120 and img.height() >= 40
