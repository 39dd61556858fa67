"""What a table and a player say about themselves on the LAN, and its TXT form.

DNS-SD TXT records are a list of ``key=value`` strings of at most 255 bytes
each; the whole record should stay well inside one mDNS packet. Keys are kept
short and free text (names) is cut on a UTF-8 character boundary, so a long
or exotic name can never produce a record other implementations reject.

Everything read from the network goes through :meth:`TableAdvert.from_txt` /
:meth:`PlayerAdvert.from_txt`, which raise :class:`AdvertError` (a
``ValueError``) with a reason instead of letting odd input escape as a
``KeyError`` or ``UnicodeDecodeError``.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Mapping

from ..version import PROTOCOL_VERSION as PROTOCOL_VERSION   # "MAJOR.MINOR", as the handshake says (§15.2)

TABLE_SERVICE = "_lanjolly._tcp.local."
PLAYER_SERVICE = "_lanjolly-player._tcp.local."

MAX_TXT_ENTRY = 255          # RFC 6763 §6.1
MAX_TXT_TOTAL = 400          # our own budget: one small packet with room for SRV/A
MAX_NAME_BYTES = 48          # table names, in UTF-8 bytes
MAX_NICK_BYTES = 32          # nicknames, in UTF-8 bytes
MAX_INSTANCE_BYTES = 63      # a DNS label

VARIANTS = ("jolly", "romme")


class AdvertState(str, Enum):
    """Where an announced table is, as the LAN sees it (TXT ``st``; PROTOCOL.md §15)."""

    WAITING = "waiting"      # in its lobby: seats may be free
    PLAYING = "playing"
    FINISHED = "finished"


STATES = tuple(s.value for s in AdvertState)
PRIVACIES = ("open", "password", "invite")

_HEX_FP = re.compile(r"^[0-9a-f]{64}$")
_HEX_ID = re.compile(r"^[0-9a-f]{8,32}$")
_VERSION = re.compile(r"^\d{1,3}\.\d{1,3}$")


class AdvertError(ValueError):
    """A TXT record (or advert field) that does not follow PROTOCOL.md §15."""


def truncate_utf8(text: str, max_bytes: int) -> str:
    """Cut to at most ``max_bytes`` of UTF-8 without splitting a character."""
    raw = text.encode("utf-8")
    if len(raw) <= max_bytes:
        return text
    return raw[:max_bytes].decode("utf-8", errors="ignore")


def clean_text(text: str, max_bytes: int) -> str:
    """Names are shown in lists: drop control characters, squeeze spaces, cap length."""
    printable = "".join(ch if ch.isprintable() else " " for ch in text)
    return truncate_utf8(" ".join(printable.split()), max_bytes)


def new_id() -> str:
    """A random id that keeps two tables (or two clients) apart even with equal names."""
    return secrets.token_hex(8)


def instance_name(label: str, unique: str) -> str:
    """A readable, DNS-safe service instance label ending in a unique suffix.

    Dots would be read as label separators by some browsers, so they become
    middle dots; the suffix makes same-named tables distinct without probing.
    """
    suffix = f" ({unique[:6]})"
    base = clean_text(label, 200).replace(".", "·") or "table"
    return truncate_utf8(base, MAX_INSTANCE_BYTES - len(suffix.encode())) + suffix


def _check_fp(fp: str) -> str:
    fp = fp.strip().lower()
    if not _HEX_FP.match(fp):
        raise AdvertError("fingerprint must be 64 hex digits (SHA-256)")
    return fp


def _check_port(port: int) -> int:
    if not isinstance(port, int) or not 0 < port < 65536:
        raise AdvertError(f"port {port!r} is not 1..65535")
    return port


def _entries_to_txt(entries: dict[str, str]) -> dict[str, str]:
    """Enforce the per-entry and whole-record limits on an outgoing record."""
    total = 0
    for key, value in entries.items():
        size = len(key.encode()) + 1 + len(value.encode())
        if size > MAX_TXT_ENTRY:
            raise AdvertError(f"TXT entry {key!r} is {size} bytes, over {MAX_TXT_ENTRY}")
        total += size + 1
    if total > MAX_TXT_TOTAL:
        raise AdvertError(f"TXT record is {total} bytes, over {MAX_TXT_TOTAL}")
    return entries


TxtProps = (Mapping[bytes, bytes | None] | Mapping[str, str | None]
            | Mapping[bytes | str, bytes | str | None])
"""TXT key/value pairs as zeroconf or :func:`parse_txt` give them."""


def _decode_props(props: TxtProps) -> dict[str, str]:
    """Normalise a zeroconf property map (bytes or str) to str -> str, strictly.

    A record over ``MAX_TXT_TOTAL`` bytes (each entry's length byte included, as
    on the wire) is refused whole, as PROTOCOL.md §15.2 tells receivers to."""
    out: dict[str, str] = {}
    if len(props) > 32:
        raise AdvertError("TXT record has too many entries")
    total = sum(1 + len(k) + (0 if v is None else 1 + len(v.encode() if isinstance(v, str) else v))
                for k, v in ((k.encode() if isinstance(k, str) else k, v) for k, v in props.items()))
    if total > MAX_TXT_TOTAL:
        raise AdvertError(f"TXT record is {total} bytes, over {MAX_TXT_TOTAL}")
    for key, value in props.items():
        try:
            k = key.decode("utf-8") if isinstance(key, bytes) else str(key)
            v = "" if value is None else (
                value.decode("utf-8") if isinstance(value, bytes) else str(value))
        except UnicodeDecodeError:
            raise AdvertError("TXT entry is not UTF-8") from None
        if len(k.encode()) + len(v.encode()) + 1 > MAX_TXT_ENTRY:
            raise AdvertError(f"TXT entry {k!r} is too long")
        out[k.lower()] = v
    return out


def _need(props: dict[str, str], key: str) -> str:
    try:
        return props[key]
    except KeyError:
        raise AdvertError(f"TXT record lacks {key!r}") from None


def _int(props: dict[str, str], key: str, lo: int, hi: int) -> int:
    raw = _need(props, key)
    if not raw.isdigit() or len(raw) > 6:
        raise AdvertError(f"{key}={raw!r} is not a number")
    value = int(raw)
    if not lo <= value <= hi:
        raise AdvertError(f"{key}={value} is outside {lo}..{hi}")
    return value


def _count_of(props: dict[str, str], key: str, form: str) -> tuple[int, int]:
    """A ``TAKEN/TOTAL`` value (seats of a table, places of an event)."""
    raw = _need(props, key)
    taken, sep, total = raw.partition("/")   # portable: TXT value TAKEN/TOTAL, not a path
    if not sep or not taken.isdigit() or not total.isdigit() or len(raw) > 5:
        raise AdvertError(f"{key}={raw!r} is not {form}")
    return int(taken), int(total)


def _check_version(props: dict[str, str]) -> str:
    version = _need(props, "v")
    if not _VERSION.match(version):
        raise AdvertError(f"protocol version {version!r} is not MAJOR.MINOR")
    if version.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
        raise AdvertError(f"protocol version {version} is not compatible with {PROTOCOL_VERSION}")
    return version


@dataclass(frozen=True)
class TableAdvert:
    """One table as the LAN sees it; ``port`` travels in the SRV record, the rest in TXT."""

    name: str
    host: str                    # host's nickname
    variant: str                 # "jolly" | "romme"
    target: int
    seats_taken: int
    seats: int
    state: AdvertState
    privacy: str                 # "open" | "password" | "invite"
    fingerprint: str             # host identity, hex SHA-256
    port: int
    table_id: str = field(default_factory=new_id)
    version: str = PROTOCOL_VERSION
    blind: bool = False          # cards hidden from the host (PROTOCOL.md §17): shown before joining

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_text(self.name, MAX_NAME_BYTES) or "Table")
        object.__setattr__(self, "host", clean_text(self.host, MAX_NICK_BYTES) or "?")
        object.__setattr__(self, "fingerprint", _check_fp(self.fingerprint))
        object.__setattr__(self, "variant", self.variant.lower().replace("é", "e"))
        if self.variant not in VARIANTS:
            raise AdvertError(f"variant {self.variant!r} is not one of {VARIANTS}")
        try:
            object.__setattr__(self, "state", AdvertState(self.state))
        except ValueError:
            raise AdvertError(f"state {self.state!r} is not one of {STATES}") from None
        if self.privacy not in PRIVACIES:
            raise AdvertError(f"privacy {self.privacy!r} is not one of {PRIVACIES}")
        if not 2 <= self.seats <= 4:
            raise AdvertError(f"seats {self.seats} is not 2..4")
        if not 0 <= self.seats_taken <= self.seats:
            raise AdvertError(f"seats_taken {self.seats_taken} is not 0..{self.seats}")
        if not 0 < self.target <= 100_000:
            raise AdvertError(f"target {self.target} is not 1..100000")
        if not _HEX_ID.match(self.table_id):
            raise AdvertError("table_id must be 8..32 lowercase hex digits")
        _check_port(self.port)

    def with_changes(self, **changes: object) -> "TableAdvert":
        """Seats and state change during a table's life; its id and port do not."""
        return replace(self, **changes)  # type: ignore[arg-type]

    @property
    def instance(self) -> str:
        return instance_name(self.name, self.table_id)

    def to_txt(self) -> dict[str, str]:
        return _entries_to_txt({
            "v": self.version, "id": self.table_id, "n": self.name, "h": self.host,
            "g": self.variant, "t": str(self.target),
            "s": f"{self.seats_taken}/{self.seats}", "st": self.state.value,
            "p": self.privacy, "fp": self.fingerprint, **({"b": "1"} if self.blind else {}),
        })

    @classmethod
    def from_txt(cls, props: TxtProps, port: int) -> "TableAdvert":
        """Parse a received record; raises :class:`AdvertError` for anything off-spec."""
        p = _decode_props(props)
        version = _check_version(p)
        taken, total = _count_of(p, "s", "TAKEN/SEATS")
        state = _need(p, "st")
        if state not in STATES:
            raise AdvertError(f"state {state!r} is not one of {STATES}")
        try:
            return cls(
                name=_need(p, "n"), host=_need(p, "h"), variant=_need(p, "g"),
                target=_int(p, "t", 1, 100_000), seats_taken=taken, seats=total,
                state=AdvertState(state), privacy=_need(p, "p"), fingerprint=_need(p, "fp"),
                port=port, table_id=_need(p, "id"), version=version, blind=_blind(p),
            )
        except TypeError as exc:  # pragma: no cover - defensive
            raise AdvertError(str(exc)) from None


def _blind(p: dict[str, str]) -> bool:
    """TXT ``b`` (§15.2): ``1`` for a table with cards hidden from the host; absent (older hosts)
    or ``0``: an ordinary table. Anything else is off-spec."""
    value = p.get("b", "0")
    if value not in ("0", "1"):
        raise AdvertError(f"b={value!r} is not 0 or 1")
    return value == "1"


@dataclass(frozen=True)
class PlayerAdvert:
    """A running client: who it is and where its invitation listener waits."""

    nickname: str
    fingerprint: str
    port: int                    # invitation listener
    player_id: str = field(default_factory=new_id)
    version: str = PROTOCOL_VERSION

    def __post_init__(self) -> None:
        object.__setattr__(self, "nickname", clean_text(self.nickname, MAX_NICK_BYTES) or "?")
        object.__setattr__(self, "fingerprint", _check_fp(self.fingerprint))
        if not _HEX_ID.match(self.player_id):
            raise AdvertError("player_id must be 8..32 lowercase hex digits")
        _check_port(self.port)

    @property
    def instance(self) -> str:
        return instance_name(self.nickname, self.player_id)

    def to_txt(self) -> dict[str, str]:
        return _entries_to_txt({"v": self.version, "id": self.player_id,
                                "nick": self.nickname, "fp": self.fingerprint})

    @classmethod
    def from_txt(cls, props: TxtProps, port: int) -> "PlayerAdvert":
        p = _decode_props(props)
        version = _check_version(p)
        return cls(nickname=_need(p, "nick"), fingerprint=_need(p, "fp"), port=port,
                   player_id=_need(p, "id"), version=version)


def parse_txt(data: bytes) -> dict[bytes, bytes | None]:
    """Split raw TXT rdata (length-prefixed strings) into a key -> value map.

    Per RFC 6763 §6.4 the first occurrence of a key wins and an entry without
    '=' is a boolean attribute (value None). Truncated data raises AdvertError.
    """
    out: dict[bytes, bytes | None] = {}
    i = 0
    while i < len(data):
        length = data[i]
        chunk = data[i + 1:i + 1 + length]
        if len(chunk) != length:
            raise AdvertError("TXT record is truncated")
        i += 1 + length
        if not chunk:
            continue
        key, sep, value = chunk.partition(b"=")
        key = key.lower()
        if key and key not in out:
            out[key] = value if sep else None
    return out


def advert_from_host_info(info: dict[str, Any], host_nickname: str) -> TableAdvert:
    """A hosted table's ``Host.info()`` in discovery's terms (headless host and Qt host alike)."""
    variant = info.get("variant") or {}
    phase = info.get("phase", "lobby")
    state = (AdvertState.WAITING if phase == "lobby" else AdvertState.FINISHED if phase == "finished"
             else AdvertState.PLAYING)
    return TableAdvert(name=str(info.get("name", "Table")), host=host_nickname,
                       variant=str(variant.get("game", "jolly")), target=int(variant.get("target_points", 100)),
                       seats_taken=int(info.get("seats_taken", 0)), seats=len(info.get("seats", [])) or 2,
                       state=state, privacy=str(info.get("privacy", "open")),
                       fingerprint=str(info.get("fingerprint")), port=int(info.get("port", 0)),
                       table_id=str(info.get("table_id")), blind=info.get("blind") is True)
