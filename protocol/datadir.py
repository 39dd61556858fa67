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
    """Return (and create, mode 0700) the data directory.

    Precedence: explicit argument, then ``$LANJOLLY_DATA_DIR``, then the
    platform's per-user data directory.
    """
    if data_dir is None:
        data_dir = os.environ.get(ENV_VAR) or platformdirs.user_data_dir("lanjolly")
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


def write_private_file(path: Path, data: bytes) -> None:
    """Atomically replace ``path`` with ``data``, readable only by the owner.

    Atomic so a crash mid-write never leaves a half key or half pin file that
    would later look like tampering; 0600 from creation so the key is never
    world-readable, not even for an instant.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.chmod(tmp, 0o600)
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
