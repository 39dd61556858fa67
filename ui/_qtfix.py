"""Work around PySide6 6.12.0's missing ``Py_INCREF(Py_None)`` on Python < 3.12.

The 6.12.0 wheels return ``None`` from every void method (``QPainter.save``,
``setPen``, ``QWidget.setWindowTitle``...) without taking a reference. On
Python 3.12+ ``None`` is immortal so nothing happens; on 3.11 each call steals
one reference and after a few thousand calls the interpreter aborts with
"Fatal Python error: none_dealloc". Drawing one card makes ~100 such calls.

The fix belongs in the dependency pin (``PySide6-Essentials != 6.12.0`` or
Python >= 3.12); until every machine has that, we detect the bug at import and
give ``None`` a reference count so large it cannot reach zero, which is what
3.12 does by design. Nothing is touched when the bug is absent.
"""

from __future__ import annotations

import ctypes
import sys

_PROBE_CALLS = 64
_RESERVE = 1 << 40
applied = False


def none_refcount_is_stolen() -> bool:
    """True when calling a void Qt method lowers None's reference count."""
    if sys.version_info >= (3, 12):
        return False                      # immortal None: the bug is harmless
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(_PROBE_CALLS):
        point.setX(1.0)
    return before - sys.getrefcount(None) >= _PROBE_CALLS // 2


def guard_none_refcount() -> bool:
    """Apply the workaround if needed; returns whether it was applied."""
    global applied
    if applied or not none_refcount_is_stolen():
        return applied
    refcnt = ctypes.c_ssize_t.from_address(id(None))   # ob_refcnt is the first field
    refcnt.value += _RESERVE
    applied = True
    return True
