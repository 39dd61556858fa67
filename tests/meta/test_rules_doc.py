"""RULES.md is the project's rules reference: every ruling test has its
section, and every section has a test."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def sections() -> set[int]:
    return {int(n) for n in re.findall(r"^### §(\d+) ", (ROOT / "RULES.md").read_text(encoding="utf-8"), re.M)}


def ruling_tests() -> set[int]:
    found: set[int] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        found.update(int(n) for n in re.findall(r"^\s*def test_ruling_(\d+)_", path.read_text(encoding="utf-8"), re.M))
    return found


def test_every_ruling_test_has_a_section_and_every_section_a_test():
    have = sections()
    tested = ruling_tests()
    assert have == set(range(1, max(have) + 1)), "sections are numbered 1..N without gaps"
    assert tested - have == set(), f"tests cite sections RULES.md lacks: {sorted(tested - have)}"
    assert have - tested == set(), f"sections without a test_ruling_N: {sorted(have - tested)}"


def test_the_repository_cites_rules_md_not_the_shared_folder():
    """A clone has no shared/ folder: the code, README, PROTOCOL.md and the tests cite RULES.md."""
    offenders = []
    code = [p for package in ("lanjolly", "protocol", "ui") for p in (ROOT / package).rglob("*.py")]
    for path in code + [ROOT / "README.md", ROOT / "protocol" / "PROTOCOL.md"] + \
            [p for p in (ROOT / "tests").rglob("*.py") if p.name != "test_rules_doc.py"]:
        text = path.read_text(encoding="utf-8")
        if re.search(r"RULINGS|shared/seeds|shared/RULINGS", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
