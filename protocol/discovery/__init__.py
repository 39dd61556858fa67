"""LAN discovery: tables and players over mDNS/DNS-SD, invitations, manual fallbacks.

Importing this package never imports zeroconf; it is loaded only when
discovery actually starts (and never when it is disabled). See PROTOCOL.md §15.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

if TYPE_CHECKING:  # pragma: no cover - type checkers see the real names; at run time they load lazily
    # `X as X`: an explicit re-export, which mypy --strict requires of a package's names
    from .adverts import (AdvertState as AdvertState, PLAYER_SERVICE as PLAYER_SERVICE, PROTOCOL_VERSION as PROTOCOL_VERSION,
                          TABLE_SERVICE as TABLE_SERVICE, AdvertError as AdvertError, PlayerAdvert as
                          PlayerAdvert, TableAdvert as TableAdvert, advert_from_host_info as
                          advert_from_host_info)
    from .announce import (EventAnnouncer as EventAnnouncer, PresenceAnnouncer as PresenceAnnouncer,
                           TableAnnouncer as TableAnnouncer)
    from .eventadverts import (EVENT_SERVICE as EVENT_SERVICE, EventAdvert as EventAdvert,
                               advert_from_event_info as advert_from_event_info)
    from .browse import (EventBrowser as EventBrowser, EventEntry as EventEntry, DiscoveryEvent as DiscoveryEvent, PlayerEntry as PlayerEntry, PresenceBrowser as
                         PresenceBrowser, TableBrowser as TableBrowser, TableEntry as TableEntry)
    from .errors import (DiscoveryDisabled as DiscoveryDisabled, DiscoveryError as DiscoveryError,
                         DiscoveryUnavailable as DiscoveryUnavailable, ensure_enabled as ensure_enabled)
    from .invitations import (Invitation as Invitation, InvitationError as InvitationError, InvitationListener
                              as InvitationListener, InvitationRefused as InvitationRefused,
                              ReceivedInvitation as ReceivedInvitation, Signer as Signer, Verifier as
                              Verifier, send_invitation as send_invitation)
    from .links import (InviteLink as InviteLink, LinkError as LinkError, format_host_port as
                        format_host_port, make_invite_link as make_invite_link, parse_host_port as
                        parse_host_port, parse_invite_link as parse_invite_link)
    from .cli import (list_tables as list_tables, main_tables as main_tables)

# Names load on first use (PEP 562): the lobby needs the link parser at start-up, and
# must not pay for msgpack, argparse and the invitation listener before its first frame.
_EXPORTS: dict[str, str] = {
    "PLAYER_SERVICE": "adverts",
    "PROTOCOL_VERSION": "adverts",
    "TABLE_SERVICE": "adverts",
    "AdvertError": "adverts",
    "AdvertState": "adverts",
    "PlayerAdvert": "adverts",
    "TableAdvert": "adverts",
    "advert_from_host_info": "adverts",
    "EventAnnouncer": "announce",
    "EVENT_SERVICE": "eventadverts",
    "EventAdvert": "eventadverts",
    "advert_from_event_info": "eventadverts",
    "EventBrowser": "browse",
    "EventEntry": "browse",
    "PresenceAnnouncer": "announce",
    "TableAnnouncer": "announce",
    "DiscoveryEvent": "browse",
    "PlayerEntry": "browse",
    "PresenceBrowser": "browse",
    "TableBrowser": "browse",
    "TableEntry": "browse",
    "DiscoveryDisabled": "errors",
    "DiscoveryError": "errors",
    "DiscoveryUnavailable": "errors",
    "ensure_enabled": "errors",
    "Invitation": "invitations",
    "InvitationError": "invitations",
    "InvitationListener": "invitations",
    "InvitationRefused": "invitations",
    "ReceivedInvitation": "invitations",
    "Signer": "invitations",
    "Verifier": "invitations",
    "send_invitation": "invitations",
    "InviteLink": "links",
    "LinkError": "links",
    "format_host_port": "links",
    "make_invite_link": "links",
    "parse_host_port": "links",
    "parse_invite_link": "links",
    "list_tables": "cli",
    "main_tables": "cli",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
