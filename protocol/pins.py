"""Trust on first use: remember each host's certificate fingerprint.

The first connection to a host cannot be authenticated (no CA, no server);
the short code lets friends compare out of band. Every later connection must
present the same fingerprint, otherwise someone may be impersonating the host
and the user must be told loudly, not asked a yes/no question in passing.
"""

from __future__ import annotations

import enum
import json
import os
import time
from pathlib import Path
from typing import Any

from .datadir import resolve_data_dir, write_private_json
from .identity import short_code_of
from .safefiles import inside

PINS_FILE = "pins.json"
_FORMAT_VERSION = 1


class PinResult(enum.Enum):
    NEW = "new"  # first contact: pinned now
    MATCH = "match"  # same fingerprint as before
    MISMATCH = "mismatch"  # different fingerprint: do not continue


class PinStoreError(Exception):
    """The pin file is unreadable; refusing to treat every host as new."""


class FingerprintMismatch(Exception):
    """A known host presented a different certificate."""

    def __init__(self, host_key: str, expected: str, got: str) -> None:
        self.host_key = host_key
        self.expected = expected
        self.got = got
        super().__init__(self.describe())

    def describe(self) -> str:
        return (
            f"WARNING: THE IDENTITY OF HOST {self.host_key!r} HAS CHANGED!\n"
            f"  Expected code {short_code_of(self.expected)} (fingerprint {self.expected})\n"
            f"  but it shows  {short_code_of(self.got)} (fingerprint {self.got}).\n"
            "Someone on this network may be pretending to be that host, or the host\n"
            "reinstalled LAN Jolly. The connection was stopped. Ask the host to read out\n"
            "the code shown on their screen; only if it matches, forget the old pin and reconnect."
        )


def _validate_fp(fingerprint: str) -> str:
    fp = fingerprint.lower()
    if len(fp) != 64 or any(c not in "0123456789abcdef" for c in fp):
        raise ValueError(f"not a SHA-256 hex fingerprint: {fingerprint!r}")
    return fp


class PinStore:
    """JSON file ``pins.json`` in the data directory: host key → fingerprint."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None) -> None:
        self.path: Path = inside(resolve_data_dir(data_dir), PINS_FILE)

    def _load(self) -> dict[str, dict[str, Any]]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        try:
            doc = json.loads(raw)
            pins = doc["pins"]
            if doc.get("version") != _FORMAT_VERSION or not isinstance(pins, dict):
                raise ValueError("unknown format")
            for entry in pins.values():
                _validate_fp(entry["fingerprint"])
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise PinStoreError(f"pin file {self.path} is damaged ({exc}); fix or remove it") from None
        return pins

    def _save(self, pins: dict[str, dict[str, Any]]) -> None:
        write_private_json(self.path, {"version": _FORMAT_VERSION, "pins": pins})

    def get(self, host_key: str) -> str | None:
        entry = self._load().get(host_key)
        return None if entry is None else entry["fingerprint"]

    def check_and_pin(self, host_key: str, fingerprint: str) -> PinResult:
        """Pin on first sight; otherwise compare. Never overwrites an existing pin."""
        fp = _validate_fp(fingerprint)
        pins = self._load()
        entry = pins.get(host_key)
        if entry is None:
            pins[host_key] = {"fingerprint": fp, "first_seen": int(time.time())}
            self._save(pins)
            return PinResult.NEW
        return PinResult.MATCH if entry["fingerprint"] == fp else PinResult.MISMATCH

    def require(self, host_key: str, fingerprint: str) -> PinResult:
        """Like ``check_and_pin`` but raises ``FingerprintMismatch`` instead of returning MISMATCH."""
        result = self.check_and_pin(host_key, fingerprint)
        if result is PinResult.MISMATCH:
            raise FingerprintMismatch(host_key, self.get(host_key) or "", _validate_fp(fingerprint))
        return result

    def forget(self, host_key: str) -> bool:
        """Drop a pin after the user confirmed the new code out of band."""
        pins = self._load()
        if pins.pop(host_key, None) is None:
            return False
        self._save(pins)
        return True


def check_and_pin(host_key: str, fingerprint: str, data_dir: str | os.PathLike[str] | None = None) -> PinResult:
    return PinStore(data_dir).check_and_pin(host_key, fingerprint)
