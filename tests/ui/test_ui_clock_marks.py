""""The last 10 seconds" of a move are said once in the table's code (issue 21 §2, issue 22).

The panel's clock, the plates' bars and the warning bubble each had their own 10 s;
one changed alone would make the bar turn red at one moment and the warning come at
another. The number is written once (ui/table/panel.py's URGENT_MS) and the others use it.
"""

from __future__ import annotations

import re
from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "ui" / "table"


def test_the_last_ten_seconds_are_defined_once_in_the_table():
    places = [f"{p.name}:{n}" for p in sorted(TABLE.glob("*.py"))
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"\b10_?000\b", line)]
    assert len(places) == 1, places
    from ui.table import move_clock, panel, plates
    assert move_clock.URGENT_MS is panel.URGENT_MS and plates.URGENT_MS is panel.URGENT_MS
