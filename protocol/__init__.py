"""LAN Jolly's wire protocol: host a table, join one, check its deals. Never Qt.

The public API, as python-zeroconf offers its own: import from ``protocol``,
not from the modules below, which may move. Names load lazily (PEP 562), so
``import protocol`` stays cheap and ``protocol.discovery`` does not pull in
the TLS host.

* hosting: :class:`Host`, :class:`TableConfig`, :class:`Table`, :class:`HostLimits`
* joining: :class:`TableClient`, :class:`ConnectError` and the client events
  (:class:`Connected`, :class:`ConnectionLost`, :class:`Reconnecting`,
  :class:`Reconnected`, :class:`ViewUpdated`, :class:`TableUpdated`,
  :class:`Refused`, :class:`ChatReceived`, :class:`SystemNotice`,
  :class:`RoundEnded`, :class:`MatchEnded`, :class:`DealUnverified`,
  :class:`DealByHostAlone`, :class:`ProtocolProblem`)
* identity and trust: :class:`Identity`, :func:`load_or_create_identity`,
  :func:`short_code_of`, :class:`PinStore`, :func:`make_invite_token`
* where a player's files live: :func:`resolve_data_dir`, and :func:`inside` (a path
  that must stay within a folder, whatever a name from the wire says)
* checking deals offline: :func:`verify_record`, :class:`VerifyReport`,
  :func:`read_record`, :func:`round_states` (a record's states, for replays) and
  :data:`UNVERIFIED` (the words a failed check starts with)
* the table's phases: :class:`TablePhase`; what a client knows of a table: :class:`TableInfo`,
  :class:`SeatInfo`, :class:`SeatKind`
* the command-line programs the ``lanjolly`` entry (:mod:`ui.cli`) runs:
  :func:`main_host`, :func:`main_join`, :func:`main_duplicate`, :func:`main_verify` (and
  ``protocol.discovery.main_tables``)

The UI imports nothing else of ``protocol`` (an import-linter contract in
pyproject.toml, run by tests/meta/test_layering.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lazy import lazy_exports

if TYPE_CHECKING:  # pragma: no cover - type checkers see the real names; at run time they load lazily
    # `X as X`: an explicit re-export, which mypy --strict requires of a package's names
    from .cli_host import main_host as main_host
    from .cli_join import main_join as main_join
    from .cli_duplicate import main_duplicate as main_duplicate
    from .client import (ConnectError as ConnectError, Connected as Connected,
                         ConnectionLost as ConnectionLost, Reconnected as Reconnected,
                         Reconnecting as Reconnecting, TableClient as TableClient)
    from .clientstate import (ChatReceived as ChatReceived, DealByHostAlone as DealByHostAlone,
                              DealUnverified as DealUnverified, MatchEnded as MatchEnded,
                              ProtocolProblem as ProtocolProblem, Refused as Refused,
                              RoundEnded as RoundEnded, SystemNotice as SystemNotice,
                              TableUpdated as TableUpdated, ViewUpdated as ViewUpdated)
    from .datadir import resolve_data_dir as resolve_data_dir
    from .safefiles import inside as inside
    from .identity import (Identity as Identity, load_or_create_identity as load_or_create_identity,
                           short_code_of as short_code_of)
    from .invites import make_invite_token as make_invite_token
    from .limits import HostLimits as HostLimits
    from .pins import PinStore as PinStore
    from .server import Host as Host
    from .table import Table as Table, TableConfig as TableConfig
    from .tableinfo import SeatInfo as SeatInfo, SeatKind as SeatKind, TableInfo as TableInfo
    from .tablephase import TablePhase as TablePhase
    from .eventclient import (BoardScored as BoardScored, BoardsFixed as BoardsFixed, EventOver as EventOver,
                              EventUnverified as EventUnverified, EventUpdated as EventUpdated,
                              SeatAssigned as SeatAssigned)
    from .eventconfig import EventConfig as EventConfig
    from .eventplayer import BoardChecked as BoardChecked, EventPlayer as EventPlayer
    from .journal import EventJournal as EventJournal, Journal as Journal
    from .organiser import Organiser as Organiser
    from .solo import SoloGame as SoloGame, solo_result as solo_result, solo_table as solo_table
    from . import eventdesk as _eventdesk, eventrecord as _eventrecord, organiser as _organiser
    from . import solo as _solo, solo_cli as _solo_cli, verify as _verify
    # exported under names that say what they are (a plain `import ... as` is no re-export to mypy)
    EventDesk = _eventdesk.Desk
    replay_event_record = _eventrecord.replay_record
    write_event_results = _organiser.write_results
    clean_solo_code = _solo.clean_code
    compare_solo_results = _solo.compare
    daily_solo_code = _solo.daily_code
    read_solo_result = _solo.read_result
    solo_result_name = _solo_cli.result_name
    VerifyFailure = _verify.Failure
    from .cli_verify import main_verify as main_verify
    from .verify import (UNVERIFIED as UNVERIFIED, VerifyReport as VerifyReport, read_record as read_record,
                         round_states as round_states, verify_record as verify_record)

_EXPORTS: dict[str, str] = {
    "Host": "server", "TableClient": "client", "ConnectError": "client", "Connected": "client",
    "ConnectionLost": "client", "Reconnecting": "client", "Reconnected": "client",
    "Table": "table", "TableConfig": "table",
    "TablePhase": "tablephase", "TableInfo": "tableinfo", "SeatInfo": "tableinfo", "SeatKind": "tableinfo",
    "HostLimits": "limits",
    "ViewUpdated": "clientstate", "TableUpdated": "clientstate", "Refused": "clientstate",
    "ChatReceived": "clientstate", "SystemNotice": "clientstate", "RoundEnded": "clientstate",
    "MatchEnded": "clientstate", "DealUnverified": "clientstate", "DealByHostAlone": "clientstate",
    "ProtocolProblem": "clientstate",
    "Identity": "identity", "load_or_create_identity": "identity", "short_code_of": "identity",
    "PinStore": "pins", "make_invite_token": "invites",
    "resolve_data_dir": "datadir", "inside": "safefiles",
    "verify_record": "verify", "VerifyReport": "verify", "read_record": "verify", "round_states": "verify",
    "UNVERIFIED": "verify", "main_verify": "cli_verify",
    "main_host": "cli_host", "main_join": "cli_join", "main_duplicate": "cli_duplicate",
    # duplicate events (PROTOCOL.md §18) and board sets alone
    "BoardScored": "eventclient", "BoardsFixed": "eventclient", "EventOver": "eventclient",
    "EventUnverified": "eventclient", "EventUpdated": "eventclient", "SeatAssigned": "eventclient",
    "EventConfig": "eventconfig", "EventDesk": "eventdesk:Desk", "BoardChecked": "eventplayer",
    "EventPlayer": "eventplayer", "replay_event_record": "eventrecord:replay_record", "Journal": "journal", "EventJournal": "journal",
    "Organiser": "organiser", "write_event_results": "organiser:write_results",
    "SoloGame": "solo", "clean_solo_code": "solo:clean_code", "compare_solo_results": "solo:compare",
    "daily_solo_code": "solo:daily_code", "read_solo_result": "solo:read_result", "solo_result": "solo",
    "solo_table": "solo", "solo_result_name": "solo_cli:result_name", "VerifyFailure": "verify:Failure",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
