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


from .schemacheck import compile_schema, ecma_regex

from .version import PROTOCOL_MAJOR as PROTOCOL_MAJOR, PROTOCOL_MINOR as PROTOCOL_MINOR

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

    def pattern(validator: Any, rx: str, instance: Any, schema: Any) -> Iterator[Any]:
        if type(instance) is str and ecma_regex(rx).search(instance) is None:
            yield ValidationError(f"{instance[:40]!r} does not match {rx!r}")

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
        validators={"minLength": length("min"), "maxLength": length("max"), "pattern": pattern})


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
SCHEMA_CODES = frozenset({"unknown_type", "missing_field", "extra_field", "wrong_type"})   # PROTOCOL.md §9
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
        where = "/".join(str(p) for p in err.absolute_path) or "(message)"  # portable: a JSON pointer
        code = _CODES.get(str(err.validator), "wrong_type")
        raise SchemaError(code, f"{t}: field {where[:80]}: {err.message[:160]}")


def action_problem(a: Any) -> str | None:
    """Why ``act.a`` breaks the schema's ``action`` (the host refuses it with ``malformed``), or None."""
    if _FAST_ACTION(a) or validator_for("action").is_valid(a):
        return None
    err = min(validator_for("action").iter_errors(a), key=lambda e: len(e.absolute_path))
    where = "/".join(str(p) for p in err.absolute_path) or "(action)"  # portable: a JSON pointer
    return f"action field {where[:60]}: {err.message[:160]}"


# Maps a newer minor version may give keys a receiver does not know (PROTOCOL.md §7 "Versions"):
# every message, and these nested maps. List edits, actions, log events and melds are not among them:
# a key there that a receiver does not know changes what the data means, so it is still refused.
EXTENSIBLE = frozenset({"table_info", "seat_info", "variant", "view", "view_diff", "round_result",
                        "watch_switches", "watcher", "text_args", "deal_commits"})


def without_unknown_keys(msg: dict[str, Any]) -> dict[str, Any]:
    """``msg`` less the keys a newer minor version added, in the message and its extensible maps.

    A client ignores what it does not know (§7), so it drops those keys and
    then checks the rest as strictly as ever; anything else stays for the
    check to refuse."""
    return dict(_pruned(DEFS["msg_" + msg["t"]], msg, True))


_BRANCH_CHECKS: dict[int, Any] = {}


def _branch_check(branch: Mapping[str, Any]) -> Any:
    check = _BRANCH_CHECKS.get(id(branch))
    if check is None:
        check = _BRANCH_CHECKS[id(branch)] = compile_schema(branch, DEFS)
    return check


def _ref_name(ref: str) -> str:
    """The definition a ``$ref`` names (``#/$defs/seat`` → ``seat``)."""
    return ref.rsplit("/", 1)[1]   # portable: a JSON pointer, not a file path


def _is_map_ref(branch: Mapping[str, Any]) -> bool:
    return "$ref" in branch and DEFS[_ref_name(branch["$ref"])].get("type") == "object"


def _pruned(s: Mapping[str, Any], v: Any, extensible: bool) -> Any:
    if "$ref" in s:
        name = _ref_name(s["$ref"])
        return _pruned(DEFS[name], v, name in EXTENSIBLE)
    if "anyOf" in s:
        for branch in s["anyOf"]:
            if _is_map_ref(branch) and type(v) is dict or _branch_check(branch)(v):
                return _pruned(branch, v, False)
        return v
    if type(v) is dict and "properties" in s:
        props = s["properties"]
        return {k: _pruned(props[k], x, False) if k in props else x for k, x in v.items()
                if k in props or not extensible}
    if type(v) is list and "items" in s and isinstance(s["items"], Mapping):
        return [_pruned(s["items"], x, False) for x in v]
    return v


def validate(msg: Mapping[str, Any], allowed: frozenset[str] | None = None) -> dict[str, Any]:
    """Check one decoded map against the schema, at every depth; return it or raise :class:`SchemaError`."""
    check_shape(msg, allowed)
    check_values(msg)
    return dict(msg)


# How PROTOCOL.md §8's table names each pattern the schema uses.
_PATTERN_WORDS = {"": "", "^[0-9a-f]{64}$": " (64 hex)", "^[0-9a-z][0-9a-z_-]{0,63}$": " (table id, §0)",
                  "^[0-9a-f]{16}-[0-7]-[0-7]$": " (EVENT-ROUND-TABLE)"}


def describe(s: Mapping[str, Any]) -> str:
    """A field schema in the words of PROTOCOL.md §8's table (the docs test compares the two)."""
    if "anyOf" in s:
        return " or ".join(describe(x) for x in s["anyOf"])
    if "$ref" in s:
        name = _ref_name(s["$ref"])
        words = name.replace("_", " ")
        return f"map ({words})" if DEFS[name].get("type") == "object" else words
    t = s.get("type")
    if t == "null":
        return "nil"
    if t == "integer":
        return f"int {s['minimum']}..{s['maximum']}"
    if t == "string":
        return f"str ≤{s['maxLength']}" + _PATTERN_WORDS.get(s.get("pattern", ""), "")
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
