"""Qt's own words that PySide6 ships no catalog for in Slovenian and European Portuguese.

``qtbase_de.qm`` and ``qtbase_cs.qm`` translate the standard dialog buttons;
for ``sl`` and ``pt_PT`` PySide6 has only Qt 4's catalog, whose button words
live in an older context. Marking Qt's current source texts here puts them
into our ``.ts`` files, so our translator answers Qt's own lookups
(``QPlatformTheme``) and every OK/Cancel/Close button speaks the reader's
language. Nothing imports this at run time; it exists for ``lupdate``.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
)
