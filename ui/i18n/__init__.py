"""Which language the client speaks, and switching it while the game runs.

The sources are Qt Linguist ``.ts`` files in this folder, made by
``pyside6-lupdate`` (``make i18n``); the compiled ``lanjolly_<lang>.qm`` sit
next to them and are committed, so a fresh clone, an installed wheel (package
data) and the packaged app (which bundles ``ui/i18n/*.qm``) all find them
beside this module. A test compiles the ``.ts`` again and checks the
committed ``.qm`` still match.

Installing a translator makes Qt post ``LanguageChange`` to every widget;
widgets that show text re-set it in ``changeEvent`` (see :class:`Retranslating`),
so a switch takes effect at once, without a restart.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

FOLDER = Path(__file__).resolve().parent
ENGLISH = "en"
# Code -> the language's own name (what the Language menu shows, never translated).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "pt_PT": "Português",
    "sl": "Slovenščina",
    "cs": "Čeština",
}

_QT_MODULES = ("PySide6", "shiboken6", "Shiboken", "builtins")
_installed: list[QTranslator] = []
_current: list[str] = [ENGLISH]


def qm_path(lang: str) -> Path:
    return FOLDER / f"lanjolly_{lang}.qm"


def ts_path(lang: str) -> Path:
    return FOLDER / f"lanjolly_{lang}.ts"


def match_language(names: list[str]) -> str:
    """The first of ``names`` (locale names such as ``de-AT``, ``pt_BR``) we speak; English otherwise.

    An exact match wins over a language-only one, so ``pt_PT`` and ``pt`` both
    pick European Portuguese and ``de_CH`` picks German.
    """
    by_language = {code.split("_")[0]: code for code in LANGUAGES}
    for raw in names:
        name = raw.replace("-", "_")
        if name in LANGUAGES:
            return name
        lang = name.split("_")[0].lower()
        if lang in by_language:
            return by_language[lang]
    return ENGLISH


def system_language() -> str:
    """The language the system locale asks for, English when we do not speak it."""
    locale = QLocale.system()
    return match_language([*locale.uiLanguages(), locale.name()])


def current_language() -> str:
    return _current[0]


def _load_qt_base(lang: str) -> Optional[QTranslator]:
    """Qt's own strings (dialog buttons, context menus) where PySide6 ships them.

    ``qtbase_<lang>.qm`` exists for de and cs; for pt_PT and sl only the older
    catch-all ``qt_<lang>.qm`` does, so that is the second choice.
    """
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name in (f"qtbase_{lang}", f"qt_{lang}"):
        tr = QTranslator()
        if tr.load(name, folder):
            return tr
    return None


def install(lang: str) -> str:
    """Switch the running application to ``lang`` (unknown codes fall back to English).

    Returns the language now in use. Safe to call again: the previous
    translators are removed first, which together with installing the new ones
    sends every widget a ``LanguageChange``.
    """
    app = QCoreApplication.instance()
    lang = lang if lang in LANGUAGES else ENGLISH
    if app is not None:
        for tr in _installed:
            app.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(QLocale(lang))
    if app is not None:
        ours = QTranslator()
        if ours.load(str(qm_path(lang))):
            _installed.append(ours)
        if lang != ENGLISH:
            base = _load_qt_base(lang)
            if base is not None:
                _installed.append(base)
        for tr in _installed:
            app.installTranslator(tr)
        # Qt announces a new translator only while its event loop runs (and not at
        # all when nothing was installed); tell every window now, synchronously, so
        # a switch is complete when this returns. A second delivery is harmless.
        for w in _top_level_widgets():
            QCoreApplication.sendEvent(w, QEvent(QEvent.Type.LanguageChange))
    _current[0] = lang
    return lang


def _top_level_widgets() -> list["QWidget"]:
    from PySide6.QtWidgets import QApplication
    return list(QApplication.topLevelWidgets()) if isinstance(QCoreApplication.instance(), QApplication) else []


class Retranslating:
    """Mixin for widgets: ``retranslate()`` runs at the end of ``__init__`` and on every ``LanguageChange``.

    Put it first among the bases (``class Foo(Retranslating, QWidget)``), set
    every visible text in ``retranslate`` and end ``__init__`` with
    ``self.retranslate_now()``. A ``LanguageChange`` that arrives while the
    widget is still being built is ignored: ``retranslate_now`` covers it.
    """

    retranslate: Callable[[], None]
    _i18n_ready = False

    def tr(self, text: str, disambiguation: Optional[str] = None, n: int = -1) -> str:
        """``QObject.tr`` that also finds the text under the class that wrote it.

        PySide6 looks a text up under the object's own class name, so a subclass
        (the watcher's ``WatchTable`` of ``TableWidget``) would miss every text its
        base defines; lupdate files each text under the class whose code holds it.
        So the lookup walks the class's own bases until one translates the text.
        """
        plain = QCoreApplication.translate("-", text, disambiguation, n)   # what no catalog changes
        for cls in type(self).__mro__:
            if cls is Retranslating or cls is object or cls.__module__.split(".")[0] in _QT_MODULES:
                continue
            out = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if out != plain:
                return out
        return plain

    def retranslate_now(self) -> None:
        self._i18n_ready = True
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange and self._i18n_ready:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
