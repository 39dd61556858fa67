"""Qt test setup: offscreen platform and a throw-away settings location."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings, QStandardPaths  # noqa: E402

import ui  # noqa: E402

ui.guard_qt()   # the PySide6 6.12 refcount guard before any painting


@pytest.fixture(scope="session", autouse=True)
def _isolated_qsettings(tmp_path_factory: pytest.TempPathFactory):
    """Point every QSettings at a temp dir so tests never touch the user's config."""
    root = tmp_path_factory.mktemp("qsettings")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(root))
    yield root


@pytest.fixture
def settings_root(_isolated_qsettings):
    return _isolated_qsettings


@pytest.fixture(autouse=True)
def _english(qapp):
    """English, as the app installs it at start (ui/app.py): its catalogue carries the
    plural forms ("1 point", "500 points"). Without it a test that happens to run first
    would see Qt's untranslated "%n point(s)" and fail only in that order."""
    from ui.i18n import ENGLISH, current_language, install
    if current_language() != ENGLISH or not _english_installed():
        install(ENGLISH)
    yield


def _english_installed() -> bool:
    from ui.i18n import _installed
    return bool(_installed)


@pytest.fixture(scope="session", autouse=True)
def _gc_on_the_gui_thread(qapp):
    """As the app does (ui/gc_guard.py): cycles are collected on this thread only, so a
    strong bot thinking in a worker thread never finalises an earlier test's widgets."""
    from ui import gc_guard
    collector = gc_guard.install(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def _collect_after_each_test(_gc_on_the_gui_thread):
    yield
    _gc_on_the_gui_thread.check()
