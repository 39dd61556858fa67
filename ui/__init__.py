"""The user's side: the Qt client and the ``lanjolly`` command line (:mod:`ui.cli`).

Importing this package loads no Qt, so that ``lanjolly --help`` and the headless commands
stay fast and Qt-free. Whatever starts Qt calls :func:`guard_qt` first (the client's
``main_client``, the test and bench set-ups): it applies the PySide6 6.12.0 refcount
workaround (:mod:`ui._qtfix`) before any painting.
"""

from __future__ import annotations


def guard_qt() -> bool:
    """Apply the PySide6 6.12.0 refcount guard if this binding needs it (imports QtCore)."""
    from ._qtfix import guard_none_refcount
    return guard_none_refcount()
