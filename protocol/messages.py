"""Every message on the wire, as a schema table, and the check that guards it.

A message is one msgpack map with a type key ``"t"``. Nothing acts on an
incoming map before :func:`validate` has checked it against :data:`SCHEMAS`:
unknown type, missing field, extra field or wrong type each become a
:class:`SchemaError` with a stable code, so a hostile or buggy peer gets a
clear answer and never reaches the game code with odd data.

The schema is data, not code, so the docs test can compare it with
PROTOCOL.md §8 and other implementations can read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

PROTOCOL_MAJOR = 1
PROTOCOL_MINOR = 0

# Limits that are part of the protocol (PROTOCOL.md §13 "Limits").
MAX_NICK = 32
MAX_TEXT = 200            # chat text, in characters
MAX_NAME = 48
MAX_SHORT_TEXT = 300      # human-readable sentences from the host
HOST_SLOT = 100           # commitment slot of the host itself (seats are 0..3)


class SchemaError(Exception):
    """An incoming map does not follow the schema; ``code`` is stable."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message
        super().__init__(f"{code}: {message}")


# --------------------------------------------------------------------------- field specs

@dataclass(frozen=True)
class Int:
    lo: int = -(2**31)
    hi: int = 2**31 - 1

    def check(self, v: Any) -> bool:
        return type(v) is int and self.lo <= v <= self.hi

    def doc(self) -> str:
        return f"int {self.lo}..{self.hi}"


@dataclass(frozen=True)
class Str:
    max: int

    def check(self, v: Any) -> bool:
        return type(v) is str and len(v) <= self.max

    def doc(self) -> str:
        return f"str ≤{self.max}"


@dataclass(frozen=True)
class Bytes:
    lo: int
    hi: int

    def check(self, v: Any) -> bool:
        return type(v) is bytes and self.lo <= len(v) <= self.hi

    def doc(self) -> str:
        return f"bin {self.lo}" if self.lo == self.hi else f"bin {self.lo}..{self.hi}"


@dataclass(frozen=True)
class Bool:
    def check(self, v: Any) -> bool:
        return type(v) is bool

    def doc(self) -> str:
        return "bool"


@dataclass(frozen=True)
class Map:
    """A nested map checked by its own parser (actions, views, table info)."""

    what: str

    def check(self, v: Any) -> bool:
        return type(v) is dict

    def doc(self) -> str:
        return f"map ({self.what})"


@dataclass(frozen=True)
class List:
    item: Any
    max: int

    def check(self, v: Any) -> bool:
        return type(v) is list and len(v) <= self.max and all(self.item.check(x) for x in v)

    def doc(self) -> str:
        return f"list ≤{self.max} of {self.item.doc()}"


@dataclass(frozen=True)
class Pair:
    """A two-element list, e.g. [slot, bytes]."""

    a: Any
    b: Any

    def check(self, v: Any) -> bool:
        return type(v) is list and len(v) == 2 and self.a.check(v[0]) and self.b.check(v[1])

    def doc(self) -> str:
        return f"[{self.a.doc()}, {self.b.doc()}]"


@dataclass(frozen=True)
class Opt:
    """The value may be nil."""

    inner: Any

    def check(self, v: Any) -> bool:
        return v is None or self.inner.check(v)

    def doc(self) -> str:
        return f"nil or {self.inner.doc()}"


@dataclass(frozen=True)
class Raw:
    """Any msgpack value the framing layer allows; parsed by the receiver."""

    what: str

    def check(self, v: Any) -> bool:
        return True

    def doc(self) -> str:
        return f"any ({self.what})"


C2H = "client→host"
H2C = "host→client"
BOTH = "both"

SEAT = Int(0, 3)
SEAT_OR_NONE = Int(-1, 3)
ROUND = Int(0, 10_000)
ATTEMPT = Int(1, 100)
MS = Int(-1, 2**31 - 1)          # time left in ms; -1 = no timer running
SLOT = Int(0, HOST_SLOT)
DIGEST = Bytes(32, 32)

# type -> (direction, {field: spec}). "t" is implicit in every message.
SCHEMAS: dict[str, tuple[str, dict[str, Any]]] = {
    # handshake
    "hello": (C2H, {"major": Int(0, 999), "minor": Int(0, 999), "client": Str(64)}),
    "welcome": (H2C, {"major": Int(0, 999), "minor": Int(0, 999), "table_id": Str(64),
                      "nonce": Bytes(32, 32), "pin": Bool(), "invite": Bool(), "name": Str(MAX_NAME)}),
    "auth": (C2H, {"cert": Bytes(1, 4096), "sig": Bytes(64, 64), "nick": Str(MAX_NICK),
                   "invite": Opt(Str(200)),
                   "watch": Opt(Bool())}),     # true: look on, take no seat (PROTOCOL.md "Watchers")
    "pin_start": (C2H, {"msg": Bytes(33, 33)}),
    "pin_reply": (H2C, {"msg": Bytes(33, 33), "confirm": Bytes(32, 32)}),
    "pin_confirm": (C2H, {"confirm": Bytes(32, 32)}),
    "joined": (H2C, {"you": Str(64), "seat": SEAT_OR_NONE}),
    "refused": (H2C, {"code": Str(40), "text": Str(MAX_SHORT_TEXT)}),
    # lobby / table
    "table": (H2C, {"info": Map("table info"), "tl": MS}),
    "sit": (C2H, {"seat": SEAT}),
    "stand": (C2H, {}),
    "ready": (C2H, {"ready": Bool()}),
    "start": (C2H, {}),
    "set_bot": (C2H, {"seat": SEAT, "strength": Opt(Str(16))}),
    "leave": (C2H, {}),
    "back": (C2H, {}),
    # game
    "act": (C2H, {"a": Map("action, lanjolly.actions.to_dict"), "n": Int(0, 2**31 - 1)}),
    "snap": (H2C, {"v": Map("view"), "log": List(Raw("log event"), 20_000),
                   "acts": List(Map("public action"), 20_000), "deal": Opt(Map("deal commitments")),
                   "tl": MS}),
    "delta": (H2C, {"d": Map("view diff"), "a": Map("public action"), "log": List(Raw("log event"), 64),
                    "tl": MS}),
    "refusal": (H2C, {"code": Str(40), "text": Str(MAX_SHORT_TEXT), "n": Int(-1, 2**31 - 1)}),
    "round_end": (H2C, {"round": ROUND, "result": Map("round result"), "totals": List(Int(), 4),
                        "tl": MS}),
    "match_end": (H2C, {"totals": List(Int(), 4), "winners": List(SEAT, 4),
                        "history": List(List(Opt(Int()), 4), 10_000)}),
    # deal (commit-reveal)
    "deal_commit_req": (H2C, {"round": ROUND, "attempt": ATTEMPT, "slot": SLOT, "tl": MS}),
    "commit": (C2H, {"round": ROUND, "attempt": ATTEMPT, "c": DIGEST}),
    "deal_commits": (H2C, {"round": ROUND, "attempt": ATTEMPT, "commits": List(Pair(SLOT, DIGEST), 5),
                           "tl": MS}),
    "secret": (C2H, {"round": ROUND, "attempt": ATTEMPT, "s": DIGEST}),
    "deal_reveal": (H2C, {"round": ROUND, "attempt": ATTEMPT, "secrets": List(Pair(SLOT, DIGEST), 5)}),
    "deal_abort": (H2C, {"round": ROUND, "attempt": ATTEMPT, "slot": SLOT, "reason": Str(40)}),
    # chat and system notices
    "chat": (BOTH, {"text": Str(MAX_TEXT * 4), "seat": Opt(SEAT_OR_NONE), "nick": Opt(Str(MAX_NICK))}),
    "sys": (H2C, {"event": Str(24), "seat": SEAT_OR_NONE, "nick": Str(MAX_NICK),
                  "text": Str(MAX_SHORT_TEXT)}),
    # heartbeat and close
    "ping": (BOTH, {"n": Int(0, 2**31 - 1)}),
    "pong": (BOTH, {"n": Int(0, 2**31 - 1)}),
    "error": (H2C, {"code": Str(40), "text": Str(MAX_SHORT_TEXT)}),
    "bye": (BOTH, {}),
}

MESSAGE_TYPES: tuple[str, ...] = tuple(SCHEMAS)


def incoming_types(side: str) -> frozenset[str]:
    """Types a ``side`` ("host" or "client") may receive."""
    want = C2H if side == "host" else H2C
    return frozenset(t for t, (d, _) in SCHEMAS.items() if d in (want, BOTH))


def validate(msg: Mapping[str, Any], allowed: frozenset[str] | None = None) -> dict[str, Any]:
    """Check one decoded map; return it unchanged or raise :class:`SchemaError`."""
    t = msg.get("t")
    if type(t) is not str:
        raise SchemaError("missing_field", "every message needs a string field 't' (its type)")
    entry = SCHEMAS.get(t)
    if entry is None or (allowed is not None and t not in allowed):
        raise SchemaError("unknown_type", f"unknown message type {t[:40]!r}")
    spec = entry[1]
    for key in msg:
        if key != "t" and key not in spec:
            raise SchemaError("extra_field", f"{t}: unexpected field {key[:40]!r}")
    for key, fspec in spec.items():
        if key not in msg:
            if isinstance(fspec, Opt):
                continue
            raise SchemaError("missing_field", f"{t}: missing field {key!r}")
        if not fspec.check(msg[key]):
            raise SchemaError("wrong_type", f"{t}: field {key!r} must be {fspec.doc()}")
    return dict(msg)


def make(t: str, **fields: Any) -> dict[str, Any]:
    """Build an outgoing message; checks it against the schema (a sender bug fails here)."""
    msg = {"t": t, **fields}
    validate(msg)
    return msg
