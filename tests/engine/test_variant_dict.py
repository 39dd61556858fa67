"""A variant's wire form (``Variant.to_dict``): every option as a plain value, and back.

``to_dict`` reads the fields as they are instead of ``dataclasses.asdict`` (which deep-copied
each one, half the cost of every table-info message a host sends): that holds while every
field is a plain value, which this checks for every preset and a changed copy.
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from lanjolly.variants import JOLLY, ROMME, Variant


@pytest.mark.parametrize("variant", [JOLLY, ROMME, ROMME.with_options(target_points=1, knock=True)],
                         ids=["jolly", "romme", "romme-changed"])
def test_the_wire_form_is_every_option_as_a_plain_value_and_reads_back(variant):
    d = variant.to_dict()
    assert set(d) == {f.name for f in fields(Variant)}
    assert all(type(v) in (str, int, bool, float) for v in d.values()), d
    assert d["game"] == variant.game.value and Variant.from_dict(d) == variant
