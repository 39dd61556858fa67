"""Display names a table can trust: cleaned of markup and forged suffixes, compared by how they look.

A name is the only thing people read to tell players apart, so the host
makes sure no newcomer looks like someone already there (PROTOCOL.md §16.5).
``victіm`` (Cyrillic і), ``v́ictim`` (a combining accent), ``Victim (ABCD)``
(a forged disambiguation suffix) and ``<b>victim</b>`` (markup a rich-text
label renders as "victim") all passed a case-insensitive comparison.

* :func:`clean_name` is what the host keeps of a requested name: NFKC
  (fullwidth and other compatibility forms become plain letters), no control
  or format characters (bidi overrides, zero-width joiners), no markup
  characters ``<``, ``>``, ``&`` and no parentheses, nor anything that looks
  like one of them, so only the host can write the ``(XXXX)`` suffix.
* :func:`name_key` is what two names are compared by: the Unicode TS #39
  confusable skeleton of the name after NFKC, case folding and removing
  combining marks and spaces. Two names with the same key look alike.

The confusables data is Unicode's ``confusables.txt`` as the
``confusable_homoglyphs`` package ships it (kept up to date there, not
copied here). That package stores each confusable pair in both directions,
which loses the prototype the standard maps a character to; but in
``confusables.txt`` every source maps to one prototype and no prototype is a
source, so the pairs form stars, and two characters have the same prototype
exactly when they are in the same star. :func:`skeleton` maps each
character to one fixed member of its star (the multi-character prototype
where there is one, e.g. ``m`` → ``rn``), which gives equal results exactly
where TS #39's skeletons are equal.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from importlib import resources
from typing import Iterator

MARKUP = frozenset("<>&()")        # rich text, and the host's own "(XXXX)" suffix
_DROP_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})


# confusables.json is {"<character>": [{"c": "<a confusable>", "n": "<its Unicode name>"}, ...], ...}
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)": \[|\{"c": "((?:[^"\\]|\\.)*)"')


def _pairs(text: str) -> Iterator[tuple[str, str]]:
    """The (character, confusable) pairs of the package's confusables.json, read as the text goes.

    Why not ``json.loads``: the whole parse (12,614 entries with their names, ~6 MB of small
    objects) was built among the map ``_prototypes`` keeps and freed only after it, so a host
    process stayed ~7 MB bigger for good (bench_protocol's memory per table); read this way it
    costs ~1.3 MB. Each string is still decoded by the json module's own scanner.
    """
    scan = json.decoder.scanstring   # type: ignore[attr-defined]  # public since Python 2.6, untyped
    key = ""
    found = 0
    for m in _TOKEN.finditer(text):
        if m.start(1) >= 0:
            key = scan(text, m.start(1))[0]
        else:
            found += 1
            yield key, scan(text, m.start(2))[0]
    if found < 1000:   # a future package laid its table out otherwise: say so, never compare loosely
        raise RuntimeError(f"confusable_homoglyphs' confusables.json has an unexpected layout ({found} pairs)")


@functools.cache
def _prototypes() -> dict[str, str]:
    """Character -> the fixed member of its confusables star (only characters that have one)."""
    # The package's table read here and let go: importing confusable_homoglyphs.confusables would
    # keep its whole parse alive in the host process for good, besides loading its script
    # categories and urllib, for the few thousand entries kept below.
    data = resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8")
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def bare(x: str) -> str:   # the package took the pairs from the file's display column, where
        return x.strip("\u200e\u200f")   # right-to-left letters carry direction marks

    for a, b in _pairs(data):
        ra, rb = find(bare(a)), find(bare(b))
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    stars: dict[str, list[str]] = {}
    for x in list(parent):
        stars.setdefault(find(x), []).append(x)
    out: dict[str, str] = {}
    for members in stars.values():
        multi = [m for m in members if len(m) > 1]
        proto = multi[0] if multi else min(members)
        for m in members:
            if len(m) == 1:
                out[m] = proto
    for ch, proto in out.items():           # a multi-character prototype is spelt with fixed members too
        if len(proto) > 1:
            out[ch] = "".join(out.get(c, c) for c in proto)
    return out


def skeleton(text: str) -> str:
    """The TS #39 skeleton of ``text`` up to the choice of prototype: equal exactly when TS #39's are."""
    protos = _prototypes()
    mapped = "".join(protos.get(ch, ch) for ch in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def _ascii_markup(ch: str) -> str:
    """``ch``, or the markup character it looks like (fullwidth ``（``, ``❨`` … are parentheses too)."""
    if ch in MARKUP:
        return ch
    sk = skeleton(ch)
    return sk if sk in MARKUP else " " if any(c in MARKUP for c in sk) else ch


_TAG = re.compile(r"<[^<>]*>")
_SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")


def clean_name(requested: str, limit: int) -> str:
    """The name the host shows for ``requested``: plain text, one line, at most ``limit`` characters.

    Tags are removed with their contents' brackets (``<b>victim</b>`` is ``victim``), a trailing
    ``(…)`` group is removed whole (``Victim (ABCD)`` is ``Victim``), then any markup character left.
    """
    text = unicodedata.normalize("NFKC", requested)
    kept = "".join(" " if unicodedata.category(ch) in ("Zs", "Zl", "Zp") or ch in "\t\n\r" else ch
                   for ch in text
                   if unicodedata.category(ch) not in _DROP_CATEGORIES or ch in "\t\n\r")
    kept = _TAG.sub("", "".join(_ascii_markup(ch) for ch in kept))
    while True:
        shorter = _SUFFIX.sub("", kept)
        if shorter == kept:
            break
        kept = shorter
    kept = "".join(" " if ch in MARKUP else ch for ch in kept)
    return " ".join(kept.split())[:limit].strip()


def name_key(name: str) -> str:
    """What two names are compared by: equal keys look alike (case, accents, look-alike letters)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    bare = "".join(ch for ch in unicodedata.normalize("NFD", folded)
                   if not unicodedata.category(ch).startswith("M") and not ch.isspace())
    key = skeleton(bare)
    # the skeleton may bring marks back (a prototype spelt with one): compare without them too
    return "".join(ch for ch in key if not unicodedata.category(ch).startswith("M"))
