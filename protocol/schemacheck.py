"""Compile protocol/schema into plain Python predicates, once, at import.

Measured with ``bench/bench_schema.py``: ``jsonschema`` walks a schema with
generic keyword dispatch per value and costs about 0.5 ms per client action and
1-11 ms per view delta or round result, which is too much for a check every
frame goes through (a client checks every frame the host sends it, on the path
of every move). This module turns the same schema file into Python source, one
function per ``$defs`` entry and per compound sub-schema, with the scalar
checks written inline, and compiles it (yes/no only); ``jsonschema`` still
explains a failure, and the frame-recording test checks that both agree on
every recorded frame, so the two cannot drift. A tree of closures, as before,
cost about three times as much per delta (``bench/bench_schema.py``).

Only the keywords the schema uses are supported; any other keyword makes
:func:`compile_schema` raise, so a schema change cannot be silently ignored.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

Check = Callable[[Any], bool]

_IGNORED = frozenset({"description", "title", "$schema", "$id", "$defs"})
_KNOWN = frozenset({"type", "minimum", "maximum", "minLength", "maxLength", "pattern", "const", "enum",
                    "anyOf", "allOf", "if", "then", "$ref", "items", "prefixItems", "minItems", "maxItems",
                    "properties", "required", "additionalProperties", "minProperties"}) | _IGNORED
_ARRAY = ("items", "prefixItems", "minItems", "maxItems")
_OBJECT = ("properties", "required", "additionalProperties", "minProperties")
_SCALAR = frozenset({"type", "minimum", "maximum", "minLength", "maxLength", "pattern", "const", "enum", "$ref"})

# "type" -> (the JSON type's Python test on {v}, the Python type it leaves known)
_TYPES: dict[str, tuple[str, str | None]] = {
    "integer": ("type({v}) is int", "int"),
    "number": ("(type({v}) is int or type({v}) is float)", "number"),
    "string": ("type({v}) is str", "str"),
    "bin": ("type({v}) is bytes", "bytes"),
    "boolean": ("type({v}) is bool", "bool"),
    "array": ("type({v}) is list", "list"),
    "object": ("type({v}) is dict", "dict"),
    "null": ("{v} is None", None),
}


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
    gen = _Gen(defs)
    entry = gen.function(schema)
    namespace: dict[str, Any] = dict(gen.env)
    exec(compile("\n".join(gen.lines), "<protocol/schema>", "exec"), namespace)   # noqa: S102 - our own source
    check: Check = namespace[entry]
    return check


class _Gen:
    """Writes the source: ``function`` returns the name of a function checking a schema."""

    def __init__(self, defs: Mapping[str, Any]) -> None:
        self.defs = defs
        self.lines: list[str] = []
        self.env: dict[str, Any] = {}
        self.refs: dict[str, str] = {}
        self.count = 0

    def const(self, value: Any) -> str:
        name = f"_k{len(self.env)}"
        self.env[name] = value
        return name

    def function(self, s: Mapping[str, Any] | bool, name: str | None = None) -> str:
        if name is None:
            self.count += 1
            name = f"_f{self.count}"
        body = self.statements(s, "x", 1, None)
        self.lines += [f"def {name}(x):", *body, "    return True", ""]
        return name

    def ref(self, ref: str) -> str:
        name = ref.rsplit("/", 1)[1]   # portable: a JSON pointer, not a file path
        if not ref.startswith("#/$defs/") or name not in self.defs:
            raise ValueError(f"unsupported $ref {ref!r}")
        if name not in self.refs:
            self.refs[name] = f"_d_{name}"       # registered first: a recursive ref calls it by name
            self.function(self.defs[name], self.refs[name])
        return self.refs[name]

    def check(self, s: Mapping[str, Any] | bool, v: str) -> str:
        """A boolean expression for "``v`` passes ``s``": inline for a scalar schema, else a call."""
        if s is True:
            return "True"
        if s is False:
            return "False"
        if set(s) - _IGNORED <= _SCALAR and not any(k.startswith("x-") for k in s):
            conds = self.scalar_conditions(s, v, None)
            return " and ".join(f"({c})" for c in conds) if conds else "True"
        return f"{self.function(s)}({v})"

    def scalar_conditions(self, s: Mapping[str, Any], v: str, known: str | None) -> list[str]:
        """What ``v`` must satisfy for the scalar keywords of ``s`` (``known``: its type, if checked)."""
        out: list[str] = []
        if "$ref" in s:
            out.append(f"{self.ref(s['$ref'])}({v})")
        if "type" in s:
            out.append(_TYPES[s["type"]][0].format(v=v))
            known = _TYPES[s["type"]][1]
        if "const" in s:
            k = self.const(s["const"])
            out.append(f"type({v}) is type({k}) and {v} == {k}")
        if "enum" in s:
            options = tuple(s["enum"])
            if all(type(o) is str for o in options):
                out.append(f"type({v}) is str and {v} in {self.const(frozenset(options))}")
            else:
                out.append(f"any(type({v}) is type(o) and {v} == o for o in {self.const(options)})")
        lo, hi = s.get("minimum"), s.get("maximum")
        if lo is not None or hi is not None:
            rng = " and ".join(([f"{lo!r} <= {v}"] if lo is not None else []) + ([f"{v} <= {hi!r}"] if hi is not None
                                                                               else []))
            out.append(rng if known in ("int", "number") else
                       f"not (type({v}) is int or type({v}) is float) or ({rng})")
        if "minLength" in s or "maxLength" in s:
            a, b = s.get("minLength", 0), s.get("maxLength")
            size = f"{a} <= len({v})" + (f" <= {b}" if b is not None else "")
            out.append(size if known in ("str", "bytes") else
                       f"not (type({v}) is str or type({v}) is bytes) or ({size})")
        if "pattern" in s:
            rx = self.const(ecma_regex(s["pattern"]))
            out.append(f"{rx}.search({v}) is not None" if known == "str" else
                       f"type({v}) is not str or {rx}.search({v}) is not None")
        return out

    def statements(self, s: Mapping[str, Any] | bool, v: str, depth: int, known: str | None) -> list[str]:
        """Lines (indented ``depth`` levels) that return False when ``v`` fails ``s``."""
        pad = "    " * depth
        if s is True:
            return []
        if s is False:
            return [f"{pad}return False"]
        unknown = {k for k in s if not k.startswith("x-")} - _KNOWN
        if unknown:
            raise ValueError(f"schema keyword(s) not supported: {sorted(unknown)}")
        if "type" in s:
            known = _TYPES[s["type"]][1]
        lines = [f"{pad}if not ({c}): return False" for c in self.scalar_conditions(s, v, None)]
        if any(k in s for k in _ARRAY):
            lines += self.array(s, v, depth, known == "list")
        if any(k in s for k in _OBJECT):
            lines += self.object(s, v, depth, known == "dict")
        if "anyOf" in s:
            lines.append(f"{pad}if not ({' or '.join(self.check(a, v) for a in s['anyOf'])}): return False")
        for sub in s.get("allOf", ()):
            lines += self.conditional(sub, v, depth) if "if" in sub else self.statements(sub, v, depth, known)
        if "if" in s:
            lines += self.conditional(s, v, depth)
        return lines

    def conditional(self, s: Mapping[str, Any], v: str, depth: int) -> list[str]:
        cond, then = self.check(s["if"], v), self.check(s.get("then", True), v)
        return [f"{'    ' * depth}if ({cond}) and not ({then}): return False"]

    def array(self, s: Mapping[str, Any], v: str, depth: int, is_list: bool) -> list[str]:
        pad, inner = "    " * depth, "    " * (depth + 1)
        lines = [] if is_list else [f"{pad}if type({v}) is list:"]
        at = pad if is_list else inner
        lo, hi = s.get("minItems", 0), s.get("maxItems")
        size = f"{lo} <= len({v})" + (f" <= {hi}" if hi is not None else "")
        lines.append(f"{at}if not ({size}): return False")
        prefix = s.get("prefixItems", ())
        for i, p in enumerate(prefix):
            lines.append(f"{at}if len({v}) > {i} and not ({self.check(p, f'{v}[{i}]')}): return False")
        if "items" in s:
            e = f"_e{depth}"
            rest = f"{v}[{len(prefix)}:]" if prefix else v
            lines += [f"{at}for {e} in {rest}:", f"{at}    if not ({self.check(s['items'], e)}): return False"]
        return lines

    def object(self, s: Mapping[str, Any], v: str, depth: int, is_dict: bool) -> list[str]:
        pad = "    " * depth
        lines = [] if is_dict else [f"{pad}if type({v}) is dict:"]
        at = pad if is_dict else pad + "    "
        extra = s.get("additionalProperties", True)
        if extra not in (True, False):
            raise ValueError("additionalProperties must be true or false here")
        if s.get("minProperties", 0):
            lines.append(f"{at}if len({v}) < {s['minProperties']}: return False")
        if s.get("required"):
            lines.append(f"{at}if not {self.const(frozenset(s['required']))} <= {v}.keys(): return False")
        props = s.get("properties", {})
        if not props and extra:
            return lines
        k, val = f"_k{depth}_", f"_v{depth}_"
        lines.append(f"{at}for {k}, {val} in {v}.items():")
        branch = "if"
        for name, sub in props.items():
            lines.append(f"{at}    {branch} {k} == {name!r}:")
            lines.append(f"{at}        if not ({self.check(sub, val)}): return False")
            branch = "elif"
        if not extra:
            lines.append(f"{at}    else: return False" if props else f"{at}    return False")
        return lines
