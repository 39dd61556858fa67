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
  :class:`PinStore`, :func:`make_invite_token`
* checking deals offline: :func:`verify_record`, :class:`VerifyReport`
* the table's phases: :class:`TablePhase`; what a client knows of a table: :class:`TableInfo`,
  :class:`SeatInfo`, :class:`SeatKind`
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lazy import lazy_exports

if TYPE_CHECKING:  # pragma: no cover - type checkers see the real names; at run time they load lazily
    # `X as X`: an explicit re-export, which mypy --strict requires of a package's names
    from .client import (ConnectError as ConnectError, Connected as Connected,
                         ConnectionLost as ConnectionLost, Reconnected as Reconnected,
                         Reconnecting as Reconnecting, TableClient as TableClient)
    from .clientstate import (ChatReceived as ChatReceived, DealByHostAlone as DealByHostAlone,
                              DealUnverified as DealUnverified, MatchEnded as MatchEnded,
                              ProtocolProblem as ProtocolProblem, Refused as Refused,
                              RoundEnded as RoundEnded, SystemNotice as SystemNotice,
                              TableUpdated as TableUpdated, ViewUpdated as ViewUpdated)
    from .identity import Identity as Identity, load_or_create_identity as load_or_create_identity
    from .invites import make_invite_token as make_invite_token
    from .limits import HostLimits as HostLimits
    from .pins import PinStore as PinStore
    from .server import Host as Host
    from .table import Table as Table, TableConfig as TableConfig
    from .tableinfo import SeatInfo as SeatInfo, SeatKind as SeatKind, TableInfo as TableInfo
    from .tablephase import TablePhase as TablePhase
    from .verify import VerifyReport as VerifyReport, verify_record as verify_record

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
    "Identity": "identity", "load_or_create_identity": "identity",
    "PinStore": "pins", "make_invite_token": "invites",
    "verify_record": "verify", "VerifyReport": "verify",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
