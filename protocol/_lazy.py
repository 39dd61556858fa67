"""PEP 562 lazy exports, shared by ``protocol`` and ``protocol.discovery``.

A package lists its public names and the submodule each lives in; a name is
imported the first time it is asked for and then kept in the package's globals.
That keeps ``import protocol`` and the lobby's start-up cheap (issue 15) while
the package root stays the one public API (issue 16).
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def lazy_exports(package: str, exports: Mapping[str, str],
                 namespace: dict[str, Any]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` for ``package`` whose ``exports`` map name → submodule.

    A value ``"module:attr"`` exports the submodule's ``attr`` under another name, for the few
    names too generic for a package root (``protocol.compare_solo_results``, not ``compare``).
    """
    names = sorted(exports)

    def getattr_(name: str) -> Any:
        where = exports.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attr = where.partition(":")
        value = getattr(importlib.import_module(f".{module}", package), attr or name)
        namespace[name] = value
        return value

    def dir_() -> list[str]:
        return names
    return getattr_, dir_
