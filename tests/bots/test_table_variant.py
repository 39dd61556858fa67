"""A view carries its table's variant, so a bot plays by the table's options, not the game's defaults."""

from __future__ import annotations

import pytest

from lanjolly.arrange import deal_hands
from lanjolly.bots import make_bot
from lanjolly.queries import legal_actions, legal_actions_from_view
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from protocol.wireview import WireError, view_from_wire, view_to_wire

TABLE = ROMME.with_options(knock=True, max_hand=16)   # neither is the default


def _state():
    return deal_hands(TABLE, ["AH 2H 3H 4C 5C 6C 7D 8D 9D KS KH KC QS", "2C 3C 4D 5D 6D 7S 8S 9S 10H JH QH KD 4S"])


def test_a_bot_built_without_the_table_options_plays_by_the_views():
    v = view(_state(), 1)
    assert v.variant == TABLE
    bot = make_bot("normal", 1)            # as a host builds a stand-in: no variant given
    assert bot.variant_of(v) == TABLE      # was ROMME's defaults (knock off, max_hand 20)


def test_queries_from_a_view_need_no_variant_beside_it():
    st = _state()
    assert legal_actions_from_view(view(st, st.current)) == legal_actions(st)


def test_the_wire_view_takes_the_tables_variant_and_refuses_another_game():
    v = view(_state(), 0)
    back = view_from_wire(view_to_wire(v), TABLE, v.log)
    assert back == v and back.variant.knock and back.variant.max_hand == 16
    with pytest.raises(WireError, match="romme"):
        view_from_wire(view_to_wire(v), JOLLY)     # a Rommé view at a Jolly table
