"""The README's library section names every Reason code and every View field."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from lanjolly.errors import Reason
from lanjolly.match import MatchState
from lanjolly.scoring import RoundResult, SeatScore
from lanjolly.views import View

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
LIBRARY = README[README.index("## The rules engine as a library"):README.index("## Playing")]


def test_every_reason_code_is_documented():
    missing = [r.value for r in Reason if f"`{r.value}`" not in LIBRARY]
    assert missing == []


def test_every_field_of_the_client_facing_types_is_documented():
    for cls in (View, RoundResult, SeatScore, MatchState):
        missing = [f.name for f in dataclasses.fields(cls) if f"`{f.name}`" not in LIBRARY]
        assert missing == [], cls.__name__
