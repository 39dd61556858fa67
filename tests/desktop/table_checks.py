"""What a whole, readable table means, checked on the probe's dump (shared by the scenarios).

After every settled moment: each card sits where the layout puts it, in the role
the view gives it (hand, staged, meld, discard), and each meld lies inside its
owner's framed block. Issue 22 item 1 broke all three at once: laid cards drawn
in the hand row, "Your melds" empty, other melds outside their frames.
"""

from __future__ import annotations

from typing import Any

from .client import inside

SLACK = 3      # pixels of rounding between scene and screen


def table_problems(t: dict[str, Any]) -> list[str]:
    """Everything wrong with a settled table, in words (empty: nothing)."""
    v, cards, lay = t["view"], t["cards"], t["layout"]
    staged = {c for m in t["staged"] for c in m}
    problems = [f"card {c} is not where the layout puts it ({info['role']})"
                for c, info in cards.items() if not info["at"]]
    for c in v["hand"]:
        want = "staged" if c in staged else "hand"
        got = cards.get(str(c), {}).get("role")
        if got != want:
            problems.append(f"hand card {c} shows as {got}, not {want}")
    for meld_id, meld in v["melds"].items():
        owner = str(v["creators"].get(meld_id))
        zone = lay["zones"].get(owner)
        for c in meld:
            info = cards.get(str(c), {})
            if info.get("role") != "meld" or str(info.get("group")) != meld_id:
                problems.append(f"meld {meld_id}'s card {c} shows as {info.get('role')} {info.get('group')}")
            elif zone is not None and not inside(info["rect"], zone, SLACK + 12):
                problems.append(f"meld {meld_id}'s card {c} at {info['rect']} is outside its block {zone}")
    return problems


def assert_whole(t: dict[str, Any], moment: str) -> None:
    problems = table_problems(t)
    assert not problems, f"{moment}: the table is garbled: {problems[:8]}"
