"""Expert's search read by the kind of its first overrule, from a run and its
``--search off`` twin on the same deals (both written by bench_expert.py).

Why: the two play alike until the search first overrules Strong (the cap off,
the search's own random numbers), so each rotation's difference in Expert's
share belongs to the decision where they parted; summed by that decision's
kind (the default's action type > the chosen one's) it says which kind of
overrule gains and which loses, from one searched run.

    python bench/overrules.py bench/results/r18_romme_on_w26_s8080.jsonl bench/results/r18_romme_off_s8080.jsonl

``--phase`` splits each kind by the smallest opponent hand when it came.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def rows(path: Path) -> dict[int, dict[str, Any]]:
    out: dict[int, dict[str, Any]] = {}
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            out[row["deal"]] = row
    return out


def phase(overrule: list[Any]) -> str:
    """When the overrule came: by the smallest opponent hand (Expert's endgame is <= 4 cards)."""
    if len(overrule) < 3:
        return "not recorded"
    least = overrule[2]
    return "opponent <= 4 cards" if least <= 4 else "opponent 5-8 cards" if least <= 8 else "opponent 9+ cards"


def by_first_overrule(on: dict[int, dict[str, Any]], off: dict[int, dict[str, Any]],
                      split: bool = False) -> dict[str, Any]:
    """The paired differences grouped by the first overrule's kind (``split``: and its phase)."""
    groups: dict[str, list[float]] = defaultdict(list)
    same_without = 0
    for d in sorted(set(on) & set(off)):
        for a, b in zip(on[d]["rotations"], off[d]["rotations"]):
            diff = a["share"] - b["share"]
            if a["overrules"]:
                first = a["overrules"][0]
                groups[f"{first[1]} / {phase(first)}" if split else first[1]].append(diff)
            else:
                groups["none"].append(diff)
                same_without += diff == 0
    out: dict[str, Any] = {}
    for kind, diffs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        n = len(diffs)
        mean = sum(diffs) / n
        se = (sum((x - mean) ** 2 for x in diffs) / (n - 1) / n) ** 0.5 if n > 1 else float("nan")
        out[kind] = {"rotations": n, "net_wins": round(sum(diffs), 2), "per_rotation": round(mean, 4),
                     "se": round(se, 4), "better": sum(1 for x in diffs if x > 0),
                     "worse": sum(1 for x in diffs if x < 0)}
    out["rotations_without_overrule_alike"] = same_without
    return out


def main(argv: list[str]) -> int:
    split = "--phase" in argv
    paths = [Path(a) for a in argv if a != "--phase"]
    print(json.dumps(by_first_overrule(rows(paths[0]), rows(paths[1]), split), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
