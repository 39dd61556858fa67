"""Every message on the wire, checked against the published JSON Schema.

The single source of truth is ``protocol/schema/messages.schema.json``: the
document PROTOCOL.md describes, the validator below compiles and the docs test
compares with the text, so the three cannot drift. A message is one msgpack
map with a type key ``"t"``; nothing acts on an incoming map before
:func:`validate` has checked it. Unknown type, missing field, extra field or
wrong type (at any depth: actions, views, diffs, results) each become a
:class:`SchemaError` with a stable code, so a hostile or buggy peer gets a
clear answer and never reaches the game code with odd data.

The schema speaks JSON Schema 2020-12 plus one type, ``"bin"`` (msgpack bin,
Python ``bytes``), whose ``minLength``/``maxLength`` count bytes; ``integer``
never accepts a bool or a float (``protocol/schema/README.md``).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Iterator, Mapping


from .schemacheck import compile_schema

PROTOCOL_MAJOR = 1
PROTOCOL_MINOR = 1          # 1.1: refusal and sys carry args (a coded sentence's parameters)

# Limits that are part of the protocol (PROTOCOL.md §13 "Limits").
MAX_NICK = 32
MAX_TEXT = 200            # chat text, in characters
MAX_NAME = 48
MAX_SHORT_TEXT = 300      # human-readable sentences from the host
HOST_SLOT = 100           # commitment slot of the host itself (seats are 0..3)

SCHEMA_PATH = Path(__file__).resolve().with_name("schema") / "messages.schema.json"
SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
DEFS: dict[str, Any] = SCHEMA["$defs"]


class SchemaError(Exception):
    """An incoming map does not follow the schema; ``code`` is stable."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message
        super().__init__(f"{code}: {message}")


# --------------------------------------------------------------------------- the validator
# Frames are checked by the compiled checks (schemacheck). jsonschema only explains a frame
# that failed them, so it is imported on the first failure: it costs ~0.1 s at start-up.

@functools.cache
def _wire_validator_class() -> Any:
    """jsonschema's 2020-12 validator with the wire's exact types and character/byte lengths."""
    from jsonschema import Draft202012Validator, ValidationError, validators

    def length(limit: str) -> Any:
        def check(validator: Any, bound: int, instance: Any, schema: Any) -> Iterator[Any]:
            if type(instance) in (str, bytes):
                n = len(instance)
                if (n > bound) if limit == "max" else (n < bound):
                    yield ValidationError(f"length {n} is {'over' if limit == 'max' else 'under'} {bound}")
        return check

    types = Draft202012Validator.TYPE_CHECKER.redefine_many({
        "integer": lambda _c, x: type(x) is int,
        "number": lambda _c, x: type(x) in (int, float),
        "string": lambda _c, x: type(x) is str,
        "bin": lambda _c, x: type(x) is bytes,
        "boolean": lambda _c, x: type(x) is bool,
        "array": lambda _c, x: type(x) is list,
        "object": lambda _c, x: type(x) is dict,
        "null": lambda _c, x: x is None,
    })
    return validators.extend(  # type: ignore[no-untyped-call]  # jsonschema's stubs leave extend untyped
        Draft202012Validator, type_checker=types,
        validators={"minLength": length("min"), "maxLength": length("max")})


@functools.cache
def validator_for(def_name: str) -> Any:
    """A jsonschema validator for one ``$defs`` entry (``msg_act``, ``view``, ``log_event``...)."""
    return _wire_validator_class()({**DEFS[def_name], "$defs": DEFS})


C2H = "client→host"
H2C = "host→client"
BOTH = "both"

# type -> (direction, {field: field schema}); "t" is implicit. Derived from the schema file.
SCHEMAS: dict[str, tuple[str, dict[str, Any]]] = {
    name[4:]: (d["x-direction"], {k: v for k, v in d["properties"].items() if k != "t"})
    for name, d in DEFS.items() if name.startswith("msg_")
}
_REQUIRED = {t: frozenset(DEFS["msg_" + t]["required"]) - {"t"} for t in SCHEMAS}
_CODES = {"additionalProperties": "extra_field", "required": "missing_field"}
# Fields whose bad value is a refusal (connection kept), not a schema error: "x-refusal" in the schema.
_SOFT = {t: frozenset(k for k, v in spec.items() if "x-refusal" in v) for t, (_d, spec) in SCHEMAS.items()}


def _fast(t: str) -> Any:
    """The compiled yes/no check of message ``t``; "x-refusal" fields only need to be maps here."""
    d = dict(DEFS["msg_" + t])
    d["properties"] = {k: ({"type": "object"} if k in _SOFT[t] else v) for k, v in d["properties"].items()}
    return compile_schema(d, DEFS)


FAST: dict[str, Any] = {t: _fast(t) for t in SCHEMAS}
_FAST_ACTION = compile_schema(DEFS["action"], DEFS)


def incoming_types(side: str) -> frozenset[str]:
    """Types a ``side`` ("host" or "client") may receive."""
    want = C2H if side == "host" else H2C
    return frozenset(t for t, (d, _) in SCHEMAS.items() if d in (want, BOTH))


def _shallow(msg: Mapping[str, Any], allowed: frozenset[str] | None) -> str:
    t = msg.get("t")
    if type(t) is not str:
        raise SchemaError("missing_field", "every message needs a string field 't' (its type)")
    entry = SCHEMAS.get(t)
    if entry is None or (allowed is not None and t not in allowed):
        raise SchemaError("unknown_type", f"unknown message type {t[:40]!r}")
    spec = entry[1]
    for key in msg:
        if key != "t" and key not in spec:
            raise SchemaError("extra_field", f"{t}: unexpected field {str(key)[:40]!r}")
    for key in _REQUIRED[t]:
        if key not in msg:
            raise SchemaError("missing_field", f"{t}: missing field {key!r}")
    return t


def check_shape(msg: Mapping[str, Any], allowed: frozenset[str] | None = None) -> str:
    """The cheap half of :func:`validate`: a known type with exactly its fields; returns the type.

    A session checks this, then whether the type is allowed in its state, and
    only then :func:`check_values`, so a peer that has not authenticated cannot
    make the host walk a large nested map."""
    return _shallow(msg, allowed)


def check_values(msg: Mapping[str, Any]) -> None:
    """The rest of :func:`validate`: every value at every depth (after :func:`check_shape`)."""
    t = msg["t"]
    if FAST[t](msg):
        return
    v = validator_for("msg_" + t)
    if not v.is_valid(msg):
        soft = _SOFT[t]
        errors = [e for e in v.iter_errors(msg) if not (e.absolute_path and e.absolute_path[0] in soft)]
        if not errors:
            return
        # Report the shallowest problem (a wrong top-level field before a nested one).
        err = min(errors, key=lambda e: (len(e.absolute_path), str(e.validator) in _CODES))
        where = "/".join(str(p) for p in err.absolute_path) or "(message)"
        code = _CODES.get(str(err.validator), "wrong_type")
        raise SchemaError(code, f"{t}: field {where[:80]}: {err.message[:160]}")


def action_problem(a: Any) -> str | None:
    """Why ``act.a`` breaks the schema's ``action`` (the host refuses it with ``malformed``), or None."""
    if _FAST_ACTION(a) or validator_for("action").is_valid(a):
        return None
    err = min(validator_for("action").iter_errors(a), key=lambda e: len(e.absolute_path))
    where = "/".join(str(p) for p in err.absolute_path) or "(action)"
    return f"action field {where[:60]}: {err.message[:160]}"


def validate(msg: Mapping[str, Any], allowed: frozenset[str] | None = None) -> dict[str, Any]:
    """Check one decoded map against the schema, at every depth; return it or raise :class:`SchemaError`."""
    check_shape(msg, allowed)
    check_values(msg)
    return dict(msg)


def describe(s: Mapping[str, Any]) -> str:
    """A field schema in the words of PROTOCOL.md §8's table (the docs test compares the two)."""
    if "anyOf" in s:
        return " or ".join(describe(x) for x in s["anyOf"])
    if "$ref" in s:
        return f"map ({s['$ref'].rsplit('/', 1)[1].replace('_', ' ')})" if DEFS[s["$ref"].rsplit("/", 1)[1]].get(
            "type") == "object" else s["$ref"].rsplit("/", 1)[1].replace("_", " ")
    t = s.get("type")
    if t == "null":
        return "nil"
    if t == "integer":
        return f"int {s['minimum']}..{s['maximum']}"
    if t == "string":
        return f"str ≤{s['maxLength']}" + (" (64 hex)" if "pattern" in s else "")
    if t == "bin":
        lo, hi = s["minLength"], s["maxLength"]
        return f"bin {lo}" if lo == hi else f"bin {lo}..{hi}"
    if t == "boolean":
        return "bool"
    if t == "array":
        return f"list ≤{s['maxItems']} of {describe(s['items'])}"
    raise ValueError(f"no description for {s!r}")


def make(t: str, **fields: Any) -> dict[str, Any]:
    """Build an outgoing message; checks its type and field names (a sender bug fails here).

    Only the shape is checked here, not every nested value: the host builds a
    delta per recipient per move, and the frame-recording test checks every
    frame both sides send against the full schema."""
    msg = {"t": t, **fields}
    _shallow(msg, None)
    return msg
