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
* the table's phases: :class:`TablePhase`
* the command-line programs the ``lanjolly`` entry (:mod:`ui.cli`) runs:
  :func:`main_host`, :func:`main_join`, :func:`main_verify` (and
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
    from .tablephase import TablePhase as TablePhase
    from .verify import (UNVERIFIED as UNVERIFIED, VerifyReport as VerifyReport, main_verify as main_verify,
                         read_record as read_record, round_states as round_states,
                         verify_record as verify_record)

_EXPORTS: dict[str, str] = {
    "Host": "server", "TableClient": "client", "ConnectError": "client", "Connected": "client",
    "ConnectionLost": "client", "Reconnecting": "client", "Reconnected": "client",
    "Table": "table", "TableConfig": "table",
    "TablePhase": "tablephase",
    "HostLimits": "limits",
    "ViewUpdated": "clientstate", "TableUpdated": "clientstate", "Refused": "clientstate",
    "ChatReceived": "clientstate", "SystemNotice": "clientstate", "RoundEnded": "clientstate",
    "MatchEnded": "clientstate", "DealUnverified": "clientstate", "DealByHostAlone": "clientstate",
    "ProtocolProblem": "clientstate",
    "Identity": "identity", "load_or_create_identity": "identity", "short_code_of": "identity",
    "PinStore": "pins", "make_invite_token": "invites",
    "resolve_data_dir": "datadir", "inside": "safefiles",
    "verify_record": "verify", "VerifyReport": "verify", "read_record": "verify", "round_states": "verify",
    "UNVERIFIED": "verify", "main_verify": "verify",
    "main_host": "cli_host", "main_join": "cli_join",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
