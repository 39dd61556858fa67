"""What a round record must hold before anyone calls its deal verified (PROTOCOL.md §8.9).

A record whose actions and views were both empty passed ``lanjolly verify``
with "deal verified", although it proved nothing but that the commitments
open; so did one whose variant had been edited, and a file nested 100,000
levels deep crashed the verifier. This module reads a record within fixed
bounds and refuses, with a sentence, any record that cannot prove a whole
round: the verifier (``verify.py``) then replays what is left.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from lanjolly.variants import Variant

MAX_BYTES = 16 * 1024 * 1024       # a whole round with every view is a few hundred kB
MAX_DEPTH = 32                     # a record nests about 8 deep
MAX_ACTS = 20_000                  # as snap.acts (§8)
MAX_VIEWS = 2 * MAX_ACTS + 2       # a view per action, and one per snapshot (reconnects)
MAX_SLOTS = 5                      # four seats and the host (§6)
MAX_NOTES = 1_000
RECORD_VERSION = 1
_HEX64 = re.compile(r"[0-9a-f]{64}")
_SLOT = re.compile(r"0|[1-9][0-9]{0,2}")
VARIANT_KEYS = frozenset(Variant.from_dict({"game": "jolly"}).to_dict())


class RecordUnreadable(Exception):
    """The file is not a round record this verifier can read within its bounds (exit status 2)."""


class RecordIncomplete(Exception):
    """The record is readable but does not hold what proving a whole round needs."""


def _depth_ok(value: Any, limit: int) -> bool:
    """No list or map nested deeper than ``limit`` (iterative: a deep file cannot exhaust the stack)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, dict)):
            if d > limit:
                return False
            stack.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return True


def read_json(path: str | Path, max_bytes: int, what: str, error: type[Exception]) -> Any:
    """The JSON value in the file at ``path``, read within ``max_bytes`` and :data:`MAX_DEPTH` levels.

    One bounded reader for every record a player hands us (a round record here, an
    event record in ``eventrecord``): a file too large, not JSON, or nested deep
    enough to exhaust the stack raises ``error`` with a sentence naming ``what``.
    """
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise error(f"{path} is {size:,} bytes; {what} is at most {max_bytes:,}")
        with p.open("rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise error(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise error(f"{path} is over {max_bytes:,} bytes; {what} is not")
    try:
        value = json.loads(raw.decode("utf-8"))
    except RecursionError:
        raise error(f"{path} nests deeper than {MAX_DEPTH} levels; {what} does not") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise error(f"{path} is not JSON ({exc})") from None
    if not _depth_ok(value, MAX_DEPTH):
        raise error(f"{path} nests deeper than {MAX_DEPTH} levels; {what} does not")
    return value


def load(path: str | Path) -> dict[str, Any]:
    """The round record at ``path``, read within the bounds above; raises :class:`RecordUnreadable`."""
    rec = read_json(path, MAX_BYTES, "a round record", RecordUnreadable)
    if not isinstance(rec, dict) or rec.get("version") != RECORD_VERSION:
        raise RecordUnreadable(f"{path} is not a LAN Jolly round record (version {RECORD_VERSION})")
    return rec


def _need(ok: bool, what: str) -> None:
    if not ok:
        raise RecordIncomplete(what)


def _int(v: Any) -> bool:
    return type(v) is int


def _slots(rec: dict[str, Any], key: str) -> dict[int, bytes]:
    m = rec.get(key)
    _need(isinstance(m, dict) and 0 < len(m) <= MAX_SLOTS,
          f"'{key}' must name 1 to {MAX_SLOTS} slots; without them nothing about the deal is proven")
    assert isinstance(m, dict)
    for k, v in m.items():
        _need(bool(_SLOT.fullmatch(k)) and isinstance(v, str) and bool(_HEX64.fullmatch(v)),
              f"'{key}' holds {str(k)[:8]!r}: {str(v)[:16]!r}, not a slot and 64 hex digits")
    return {int(k): bytes.fromhex(v) for k, v in m.items()}


def _blind(b: Any) -> None:
    _need(isinstance(b, dict) and _int(b.get("attempt")) and isinstance(b.get("holders"), list)
          and 2 <= len(b["holders"]) <= MAX_SLOTS and all(_int(h) for h in b["holders"])
          and isinstance(b.get("openers"), list) and all(_int(o) for o in b["openers"])
          and isinstance(b.get("messages"), list) and len(b["messages"]) <= MAX_ACTS
          and all(isinstance(m, dict) for m in b["messages"]),
          "'blind' must name the attempt, its key holders, each seat's opener and the key holders' messages")


def check_shape(rec: dict[str, Any]) -> None:
    """Everything proving a whole round needs is there, typed and within bounds; else :class:`RecordIncomplete`."""
    _need(isinstance(rec.get("table_id"), str) and _int(rec.get("round")) and rec["round"] >= 0,
          "the record names no table id and round")
    seat = rec.get("seat")
    _need(seat is None or (_int(seat) and 0 <= seat <= 3), "'seat' is neither a seat 0..3 nor null")
    variant = rec.get("variant")
    _need(isinstance(variant, dict) and set(variant) == VARIANT_KEYS,
          "'variant' is not the table's whole variant (every option of §8.3, nothing else): the rules the "
          "deal was played under are not proven")
    _need(_int(rec.get("dealer")) and isinstance(rec.get("active"), list) and isinstance(rec.get("totals"), list),
          "'dealer', 'active' and 'totals' of the round's start are missing")
    if rec.get("blind") is not None:
        _blind(rec["blind"])      # PROTOCOL.md §17.10: the key holders' messages prove the deal
    else:
        _slots(rec, "commits")
        _slots(rec, "secrets")
    acts, views, notes = rec.get("acts"), rec.get("views"), rec.get("notes", [])
    _need(isinstance(acts, list) and len(acts) <= MAX_ACTS and all(isinstance(a, dict) for a in acts),
          f"'acts' must list the round's public actions (at most {MAX_ACTS})")
    _need(isinstance(views, list) and 0 < len(views) <= MAX_VIEWS,
          "'views' is empty: the record shows nothing this client saw, so it proves nothing to it")
    assert isinstance(views, list) and isinstance(acts, list)
    for item in views:
        _need(isinstance(item, list) and len(item) == 2 and _int(item[0]) and 0 <= item[0] <= len(acts)
              and isinstance(item[1], dict), "each of 'views' must be [k, view] with 0 <= k <= len(acts)")
    _need(any(k == len(acts) for k, _v in views),
          "the record has no view after its last action: the end of the round is not proven")
    _need(isinstance(notes, list) and len(notes) <= MAX_NOTES and all(isinstance(n, str) for n in notes),
          "'notes' must be a list of sentences")
