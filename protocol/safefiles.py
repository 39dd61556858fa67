"""The one place where a name becomes a file: always inside the data dir, on every OS.

A host chooses the table id, a peer its nickname, and a record file carries
both; none of that may decide where a client writes. Every writer builds its
path with :func:`inside` (fixed names of our own) or :func:`new_file` (a name
made from received text through :func:`portable_stem`). The rules are those of
the strictest file systems we run on, so a name that is safe here is safe on
Windows (no drive letters, ``\\``, ``:``, reserved device names such as
``CON`` or ``COM1``, trailing dots or spaces) and macOS (``:``, case-insensitive
and normalising file systems) as well (PROTOCOL.md §16.7).
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

# A component we write: lower-case ASCII letters, digits, '_', '-', '.', '~', not
# starting with a dot, not ending with a dot (Windows drops trailing dots and spaces).
_COMPONENT = re.compile(r"[a-z0-9_][a-z0-9_.~-]{0,119}")
# A received name used as it is: the same alphabet without '.' and '~' (those are ours).
_PLAIN_STEM = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
# Windows device names: reserved with any extension ("con.json"), in any case, and with the
# superscript digits Windows also treats as digits.
_DEVICES = frozenset({"con", "prn", "aux", "nul", "conin$", "conout$", "clock$"}
                     | {f"{d}{n}" for d in ("com", "lpt") for n in "0123456789¹²³"})
_OPEN_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)


class UnsafeName(ValueError):
    """A path component that is not one of ours: refused, never written."""


def is_device_name(component: str) -> bool:
    """True for a name Windows opens as a device (``CON``, ``nul.txt``, ``COM1.json`` …)."""
    return component.split(".", 1)[0].rstrip(" ").lower() in _DEVICES


def portable_stem(name: str) -> str:
    """A file-name stem for ``name`` that is the same, harmless file on every OS.

    A plain lower-case id (what our hosts send: 16 hex digits) is kept, so a
    person can tell which table a file belongs to; anything else (capitals,
    which collide on case-insensitive disks, other characters, device names,
    over 64 characters) becomes ``_`` and 32 hex digits of its SHA-256. A
    plain stem never starts with ``_``, so the two forms cannot collide.
    """
    if _PLAIN_STEM.fullmatch(name) and not is_device_name(name):
        return name
    return "_" + hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def check_component(component: str) -> str:
    """Return ``component`` if it is a file or folder name we may create, else raise :class:`UnsafeName`."""
    if not _COMPONENT.fullmatch(component) or component.endswith(".") or is_device_name(component):
        raise UnsafeName(f"not a safe file name: {component[:80]!r}")
    return component


def inside(base: Path, *components: str) -> Path:
    """``base/components…``, each component checked, the result provably below ``base``."""
    path = Path(base)
    for c in components:
        path = path / check_component(c)
    if os.path.commonpath([os.path.abspath(base), os.path.abspath(path)]) != os.path.abspath(base):
        raise UnsafeName(f"{path} is outside {base}")     # unreachable with checked components
    return path


def ensure_dir(base: Path, *components: str) -> Path:
    """The folder ``base/components…`` (checked like :func:`inside`), created 0700 if missing."""
    path = inside(base, *components)
    path.mkdir(parents=True, exist_ok=True, mode=0o700)   # portable: Windows: the data folder's owner-only ACL
    return path


def new_file(folder: Path, stem: str, suffix: str, data: bytes, limit: int = 1000) -> Path:
    """Create a new file ``stem + suffix`` in ``folder`` and write ``data``; never replace one.

    If the name is taken (an earlier match at a table with the same id, or a
    host reusing another table's id) the file is ``stem~2 + suffix``, ``~3``…:
    a host cannot overwrite the record that shows what an earlier host did.
    The final component is opened with ``O_EXCL`` and ``O_NOFOLLOW``, so a
    planted link is never followed.
    """
    for k in range(1, limit + 1):
        path = inside(folder, f"{stem}{'' if k == 1 else f'~{k}'}{suffix}")
        try:
            fd = os.open(path, _OPEN_FLAGS, 0o600)   # portable: Windows: the data folder's owner-only ACL
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        return path
    raise FileExistsError(f"{limit} files named {stem}…{suffix} already exist in {folder}")
