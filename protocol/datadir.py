"""Where per-install state (identity, pins) lives.

One function so every module agrees on the location, and tests can redirect
all of it with ``LANJOLLY_DATA_DIR`` without touching the user's real files.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

ENV_VAR = "LANJOLLY_DATA_DIR"


def resolve_data_dir(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """Return (and create, owner-only) the data directory.

    Precedence: explicit argument, then ``$LANJOLLY_DATA_DIR``, then the
    platform's per-user data directory.
    """
    if data_dir is None:
        data_dir = os.environ.get(ENV_VAR) or platformdirs.user_data_dir("lanjolly")
    path = Path(data_dir)
    if not path.is_dir():
        path.mkdir(parents=True, exist_ok=True)
        owner_only(path, directory=True)
    return path


def owner_only(path: Path, directory: bool = False, system: str = os.name) -> None:
    """Let only this user read and write ``path`` (0700/0600 on POSIX, an ACL on Windows).

    Windows ignores mode bits; ``protocol/winacl.py`` says what it gets instead.
    """
    if system == "nt":
        from . import winacl
        winacl.restrict(path, directory)
    else:
        os.chmod(path, 0o700 if directory else 0o600)   # portable: Windows takes the branch above


def keep_owner_only(path: Path, system: str = os.name) -> None:
    """Repair a key file someone made readable to others (copied in, unpacked from a zip)."""
    if system == "nt" or path.stat().st_mode & 0o077:
        owner_only(path, system=system)


def write_private_file(path: Path, data: bytes) -> None:
    """Atomically replace ``path`` with ``data``, readable only by the owner.

    Atomic so a crash mid-write never leaves a half key or half pin file that
    would later look like tampering; owner-only before the first byte so the key
    is never readable by others, not even for an instant.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        owner_only(Path(tmp))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def write_private_json(path: Path, obj: Any) -> None:
    write_private_file(path, json.dumps(obj, indent=2, sort_keys=True).encode("utf-8") + b"\n")
