"""A key holder's round secret on disk, so that a program that restarts mid-round goes on.

At a table with cards hidden from the host (PROTOCOL.md §17) a key holder's shares must match
the key it published at the round's start. A secret kept only in memory dies with the program,
and its next shares would fail every check: the attempt would be voided naming an honest player
(§17.10). So the client keeps each attempt's secret ``x`` in the data dir, with the key and the
shuffles it sent (a restarted program must send exactly those again, never a second key or a
second shuffle of a deck), and deletes it when the round ends or the attempt is void.

The file is written like the identity key: atomically, readable only by this user (0600 on
POSIX, an owner-only ACL on Windows: :func:`protocol.datadir.write_private_file`), under a name
built from the host's table id by :func:`protocol.safefiles.portable_stem` inside the data dir's
``blind`` folder (:func:`protocol.safefiles.inside`), so a hostile host's id never decides where
it lands. A damaged or foreign file is ignored (the round then goes on with a fresh key, as
before this store existed), never trusted.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from .blind.clientpart import Kept
from .blind.group import SCALAR_LEN, decode_scalar
from .blind.record import from_json, to_json
from .datadir import write_private_json
from .safefiles import ensure_dir, inside, portable_stem

log = logging.getLogger(__name__)

FOLDER = "blind"
FORMAT = 1
STALE_S = 7 * 24 * 3600     # a file whose round never ended (the table vanished) goes after a week


@dataclass(frozen=True)
class AttemptId:
    table_id: str
    round_no: int
    attempt: int
    slot: int


class RoundSecrets:
    """The ``blind`` folder of one data dir."""

    def __init__(self, data_dir: Path) -> None:
        self.base = Path(data_dir)

    def _folder(self) -> Path:
        return ensure_dir(self.base, FOLDER)

    def _stem(self, table_id: str) -> str:
        return portable_stem(table_id)

    def path(self, a: AttemptId) -> Path:
        return inside(self.base, FOLDER, f"{self._stem(a.table_id)}-r{a.round_no}-a{a.attempt}.json")

    def load(self, a: AttemptId) -> Kept | None:
        """The secret kept for this attempt, or None (none kept, or a file that does not fit)."""
        p = self.path(a)
        try:
            d = json.loads(p.read_text(encoding="utf-8"))
            if (d.get("format") != FORMAT or d.get("table_id") != a.table_id or d.get("round") != a.round_no
                    or d.get("attempt") != a.attempt or d.get("slot") != a.slot):
                raise ValueError("kept for another attempt or key holder")
            raw = bytes.fromhex(d["x"])
            if len(raw) != SCALAR_LEN:
                raise ValueError("not a scalar")
            x = decode_scalar(raw)
            sent = [from_json(m) for m in d["sent"] if isinstance(m, dict)]
            inputs = {int(k): str(v) for k, v in d.get("inputs", {}).items()}
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            log.warning("ignoring the round secret file %s: %s", p, exc)
            return None
        return Kept(x, sent, inputs) if x != 0 else None

    def keep(self, a: AttemptId, kept: Kept) -> None:
        """Write (or rewrite) this attempt's file before anything made with it is sent."""
        self._folder()
        write_private_json(self.path(a), {
            "format": FORMAT, "table_id": a.table_id, "round": a.round_no, "attempt": a.attempt, "slot": a.slot,
            "x": kept.x.to_bytes(SCALAR_LEN, "big").hex(), "sent": [to_json(m) for m in kept.sent],
            "inputs": {str(k): v for k, v in kept.inputs.items()}})

    def forget(self, table_id: str, round_no: int, attempt: int | None = None) -> None:
        """The round ended (every attempt of it and of earlier rounds goes) or an attempt is void."""
        folder = inside(self.base, FOLDER)
        if not folder.is_dir():
            return
        prefix = self._stem(table_id) + "-r"
        now = time.time()
        for p in folder.iterdir():
            if not p.name.endswith(".json"):
                continue
            if p.name.startswith(prefix) and _matches(p.name[len(prefix):-5], round_no, attempt):
                p.unlink(missing_ok=True)
            elif _older_than(p, now - STALE_S):
                p.unlink(missing_ok=True)


def _matches(rest: str, round_no: int, attempt: int | None) -> bool:
    """``rest`` is ``R-aA``: this attempt, or (``attempt`` None) any attempt of round ``round_no`` or before."""
    r, sep, a = rest.partition("-a")
    if not sep or not r.isdigit() or not a.isdigit():
        return False
    if attempt is not None:
        return int(r) == round_no and int(a) == attempt
    return int(r) <= round_no


def _older_than(p: Path, when: float) -> bool:
    try:
        return p.stat().st_mtime < when
    except OSError:
        return False


__all__ = ["AttemptId", "Kept", "RoundSecrets"]
