"""One source for the turn length (issue 21 §2): the limit the host clocks with is the one the
client draws. ``lanjolly host --turn-seconds 30`` used to show a 30-second turn on a 60-second bar,
because the table widget drew its bar from the variant's ``turn_seconds`` (the rules' default)."""

from __future__ import annotations

from types import SimpleNamespace

from lanjolly import JOLLY
from lanjolly.round import Phase
from protocol import TableUpdated
from protocol.cli_host import build_host_parser, config_from_args
from protocol.table import Table
from tests.engine.build import position
from tests.ui.table_demo import make_table
from ui.net_session import NetworkSession
from ui.table.session import SeatInfo


def test_the_bar_of_a_30_second_turn_is_30_seconds_long(qtbot):
    config = config_from_args(build_host_parser().parse_args(["--turn-seconds", "30"]))
    info = Table(config).table_info()
    assert (config.turn_limit_ms, info.turn_ms, info.variant.turn_seconds) == (30_000, 30_000, 60)
    # the networked session takes the limit in force from the table info ...
    client = SimpleNamespace(game=None, on_event=None)
    session = NetworkSession(client, JOLLY, SeatInfo(["Ann", "Ben"], 0, "T"))  # type: ignore[arg-type]
    session._on_event(TableUpdated(info))
    assert session.turn_ms == 30_000
    # ... and the table draws its bar from the session's limit, not from the variant's default
    state = position(JOLLY, hands=("8H 10C KD 2D", "2S 3S 4S 5S"), current=0, phase=Phase.PLAY)
    w, local = make_table(qtbot, state)
    local.set_turn_ms(30_000)
    local.timer.emit(30_000)
    assert w.panel._total_ms == 30_000 and JOLLY.turn_seconds == 60
