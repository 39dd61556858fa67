"""Compile protocol/schema into plain Python predicates, once, at import.

Measured with ``bench/bench_schema.py``: ``jsonschema`` walks a schema with
generic keyword dispatch per value and costs about 0.5 ms per client action and
1-11 ms per view delta or round result, which is too much for a check every
frame goes through. This module turns the same schema file into nested
closures (yes/no only); ``jsonschema`` still explains a failure, and the
frame-recording test checks that both agree on every recorded frame, so the
two cannot drift.

Only the keywords the schema uses are supported; any other keyword makes
:func:`compile_schema` raise, so a schema change cannot be silently ignored.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

Check = Callable[[Any], bool]

_TYPES: dict[str, Callable[[Any], bool]] = {
    "integer": lambda x: type(x) is int,
    "number": lambda x: type(x) in (int, float),
    "string": lambda x: type(x) is str,
    "bin": lambda x: type(x) is bytes,
    "boolean": lambda x: type(x) is bool,
    "array": lambda x: type(x) is list,
    "object": lambda x: type(x) is dict,
    "null": lambda x: x is None,
}
_IGNORED = frozenset({"description", "title", "$schema", "$id", "$defs"})
_KNOWN = frozenset({"type", "minimum", "maximum", "minLength", "maxLength", "pattern", "const", "enum",
                    "anyOf", "allOf", "if", "then", "$ref", "items", "prefixItems", "minItems", "maxItems",
                    "properties", "required", "additionalProperties", "minProperties"}) | _IGNORED


def ecma_regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` as JSON Schema means it (ECMA-262): a final ``$`` is the end of the text.

    Python's ``$`` also matches before a final newline, so ``"abc\\n"`` would pass
    ``^[a-z]+$``: a table id with a newline in it would reach a file name.
    """
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern)


def compile_schema(schema: Mapping[str, Any], defs: Mapping[str, Any]) -> Check:
    """A predicate equal to "``schema`` accepts the value" (with ``#/$defs/...`` refs into ``defs``)."""
    return _Compiler(defs).compile(schema)


def _equals(c: Any) -> Check:
    """A check for ``const``: the same JSON type and value (so True is not 1)."""
    return lambda x: type(x) is type(c) and x == c


class _Compiler:
    def __init__(self, defs: Mapping[str, Any]) -> None:
        self.defs = defs
        self.done: dict[str, Check] = {}

    def ref(self, ref: str) -> Check:
        name = ref.rsplit("/", 1)[1]   # portable: a JSON pointer, not a file path
        if not ref.startswith("#/$defs/") or name not in self.defs:
            raise ValueError(f"unsupported $ref {ref!r}")
        if name not in self.done:
            cell: list[Check] = []
            self.done[name] = lambda x: cell[0](x)     # recursion-safe placeholder
            cell.append(self.compile(self.defs[name]))
            self.done[name] = cell[0]
        return self.done[name]

    def compile(self, s: Mapping[str, Any] | bool) -> Check:
        if s is True:
            return lambda x: True
        if s is False:
            return lambda x: False
        unknown = {k for k in s if not k.startswith("x-")} - _KNOWN
        if unknown:
            raise ValueError(f"schema keyword(s) not supported: {sorted(unknown)}")
        checks: list[Check] = []
        if "$ref" in s:
            checks.append(self.ref(s["$ref"]))
        if "type" in s:
            checks.append(_TYPES[s["type"]])
        if "const" in s:
            c = s["const"]
            checks.append(_equals(c))
        if "enum" in s:
            options = tuple(s["enum"])
            if all(type(o) is str for o in options):
                fs = frozenset(options)
                checks.append(lambda x: type(x) is str and x in fs)
            else:
                checks.append(lambda x: any(type(x) is type(o) and x == o for o in options))
        checks += self._scalars(s)
        if any(k in s for k in ("items", "prefixItems", "minItems", "maxItems")):
            checks.append(self._array(s))
        if any(k in s for k in ("properties", "required", "additionalProperties", "minProperties")):
            checks.append(self._object(s))
        if "anyOf" in s:
            alts = [self.compile(a) for a in s["anyOf"]]
            checks.append(lambda x: any(a(x) for a in alts))
        for sub in s.get("allOf", ()):
            checks.append(self._conditional(sub) if "if" in sub else self.compile(sub))
        if "if" in s:
            checks.append(self._conditional(s))
        if len(checks) == 1:
            return checks[0]
        return lambda x: all(c(x) for c in checks)

    def _conditional(self, s: Mapping[str, Any]) -> Check:
        cond, then = self.compile(s["if"]), self.compile(s.get("then", True))
        return lambda x: not cond(x) or then(x)

    @staticmethod
    def _scalars(s: Mapping[str, Any]) -> list[Check]:
        out: list[Check] = []
        lo, hi = s.get("minimum"), s.get("maximum")
        if lo is not None or hi is not None:
            lo_, hi_ = float("-inf") if lo is None else lo, float("inf") if hi is None else hi
            out.append(lambda x: type(x) not in (int, float) or lo_ <= x <= hi_)
        if "minLength" in s or "maxLength" in s:
            a, b = s.get("minLength", 0), s.get("maxLength", float("inf"))
            out.append(lambda x: type(x) not in (str, bytes) or a <= len(x) <= b)
        if "pattern" in s:
            rx = ecma_regex(s["pattern"])
            out.append(lambda x: type(x) is not str or rx.search(x) is not None)
        return out

    def _array(self, s: Mapping[str, Any]) -> Check:
        lo, hi = s.get("minItems", 0), s.get("maxItems", float("inf"))
        prefix = [self.compile(p) for p in s.get("prefixItems", ())]
        n = len(prefix)
        rest = self.compile(s["items"]) if "items" in s else None

        def check(x: Any) -> bool:
            if type(x) is not list:
                return True
            if not lo <= len(x) <= hi:
                return False
            for c, v in zip(prefix, x):
                if not c(v):
                    return False
            if rest is not None:
                for v in x[n:] if n else x:
                    if not rest(v):
                        return False
            return True
        return check

    def _object(self, s: Mapping[str, Any]) -> Check:
        props = {k: self.compile(v) for k, v in s.get("properties", {}).items()}
        required = frozenset(s.get("required", ()))
        extra = s.get("additionalProperties", True)
        if extra not in (True, False):
            raise ValueError("additionalProperties must be true or false here")
        least = s.get("minProperties", 0)

        def check(x: Any) -> bool:
            if type(x) is not dict:
                return True
            if len(x) < least or not required <= x.keys():
                return False
            for k, v in x.items():
                c = props.get(k)
                if c is None:
                    if not extra:
                        return False
                elif not c(v):
                    return False
            return True
        return check
