"""Replaces PyInstaller's PySide6 run-time hook, which imports QtCore on every start.

The stock hook loads Qt (about 60 ms and 30 MB of libraries) just to register an
embedded qt.conf, so ``lanjolly --help``, ``sim``, ``host`` and ``join`` paid for a
toolkit they never use. PyPI's PySide6 registers its own qt.conf when QtCore is
imported, so setting the search paths is all that must happen up front.
"""


def _lazy_pyside6_paths() -> None:
    import os
    import sys

    base = sys._MEIPASS  # type: ignore[attr-defined]
    qt_dir = os.path.join(base, "PySide6") if sys.platform.startswith("win") else os.path.join(base, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_dir, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt_dir, "qml")
    if sys.platform.startswith("win"):
        os.environ["PATH"] = base + os.pathsep + os.environ.get("PATH", "")


_lazy_pyside6_paths()
del _lazy_pyside6_paths
