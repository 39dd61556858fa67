"""Faults the trial bundle showed, checked on the source tree (fast, no build needed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NO_LIBGL = """
import sys
class NoLibGL:
    def find_spec(self, name, path=None, target=None):
        if name in ("PySide6.QtGui", "PySide6.QtWidgets"):
            raise ImportError("libGL.so.1: cannot open shared object file: No such file or directory")
        return None
sys.meta_path.insert(0, NoLibGL())
"""


def _lanjolly(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1", HOME=str(tmp_path),
                XDG_CONFIG_HOME=str(tmp_path / "config"), LANJOLLY_DATA_DIR=str(tmp_path / "data"), **env)
    return subprocess.run([sys.executable, "-m", "lanjolly", *args], cwd=ROOT, env=full, capture_output=True,
                          text=True, timeout=60)


def test_client_help_prints_help_instead_of_opening_the_window(tmp_path: Path) -> None:
    proc = _lanjolly(["client", "--help"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "usage: lanjolly client" in proc.stdout and "--screenshot" in proc.stdout


def test_client_ignores_a_qt_api_meant_for_another_program(tmp_path: Path) -> None:
    png = tmp_path / "lobby.png"
    proc = _lanjolly(["client", "--no-discovery", "--nickname", "Tess", "--screenshot", str(png)], tmp_path,
                     QT_API="pyqt5")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "lobby shown at" in proc.stdout and png.stat().st_size > 10_000


def test_missing_libgl_names_the_package_instead_of_a_traceback(tmp_path: Path) -> None:
    # Stand-in for a system without libGL: QtCore loads, QtGui and QtWidgets fail exactly as
    # they do there (the dynamic loader's message). Everything else is the real client start.
    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "sitecustomize.py").write_text(NO_LIBGL)
    proc = _lanjolly(["client", "--no-discovery"], tmp_path, PYTHONPATH=f"{fake}{os.pathsep}{ROOT}")
    assert proc.returncode == 3, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    assert "libGL.so.1" in proc.stderr and "apt install libgl1" in proc.stderr


def test_missing_library_message_only_for_missing_shared_objects() -> None:
    from ui.app import missing_library_message

    err = ImportError("libxkbcommon.so.0: cannot open shared object file: No such file or directory")
    assert "libxkbcommon0" in (missing_library_message(err) or "")
    unknown = missing_library_message(ImportError("libfoo.so.9: cannot open shared object file"))
    assert unknown is not None and "libfoo.so.9" in unknown
    assert missing_library_message(ImportError("No module named 'PySide6'")) is None


def test_no_display_gets_a_sentence_and_exit_3_instead_of_a_core_dump(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    full = dict(env, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
                LANJOLLY_DATA_DIR=str(tmp_path / "data"), LANJOLLY_NO_DISCOVERY="1")
    proc = subprocess.run([sys.executable, "-m", "lanjolly", "client", "--nickname", "Tess"], cwd=ROOT, env=full,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3, (proc.returncode, proc.stderr[-2000:])
    assert "no graphical display" in proc.stderr and "Traceback" not in proc.stderr


def test_a_display_or_an_explicit_platform_needs_no_message() -> None:
    from ui.app import no_display_message
    assert no_display_message({"DISPLAY": ":0"}, "linux") is None
    assert no_display_message({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert no_display_message({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert no_display_message({}, "win32") is None
    assert no_display_message({}, "linux") is not None
