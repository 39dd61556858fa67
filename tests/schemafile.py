"""A stock ``jsonschema`` validator for protocol/schema/messages.schema.json, built from the file alone.

Tests use it to check frames independently of ``protocol.messages`` (which
compiles the same file its own way): the file's one extension is the
``bin`` type, whose min/maxLength count bytes (protocol/schema/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from jsonschema import Draft202012Validator, ValidationError, validators

SCHEMA_FILE = Path(__file__).resolve().parents[1] / "protocol" / "schema" / "messages.schema.json"


def _length(kind: str) -> Any:
    def check(_v: Any, bound: int, inst: Any, _s: Any) -> Iterator[ValidationError]:
        if type(inst) in (str, bytes) and (len(inst) > bound if kind == "max" else len(inst) < bound):
            yield ValidationError(f"{kind}Length {bound} broken by length {len(inst)}")
    return check


def file_validator() -> Any:
    """A validator of the schema's root (its dispatch on ``t`` included)."""
    types = Draft202012Validator.TYPE_CHECKER.redefine_many({
        "integer": lambda _c, x: type(x) is int, "string": lambda _c, x: type(x) is str,
        "bin": lambda _c, x: type(x) is bytes, "boolean": lambda _c, x: type(x) is bool,
        "array": lambda _c, x: type(x) is list, "object": lambda _c, x: type(x) is dict,
        "null": lambda _c, x: x is None})
    cls = validators.extend(Draft202012Validator, type_checker=types,
                            validators={"minLength": _length("min"), "maxLength": _length("max")})
    return cls(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))
