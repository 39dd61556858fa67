"""LAN discovery: tables and players over mDNS/DNS-SD, invitations, manual fallbacks.

Importing this package never imports zeroconf; it is loaded only when
discovery actually starts (and never when it is disabled). See PROTOCOL.md §15.
"""

from .adverts import (PLAYER_SERVICE, PROTOCOL_VERSION, TABLE_SERVICE, AdvertError, PlayerAdvert,
                      TableAdvert, advert_from_host_info)
from .announce import PresenceAnnouncer, TableAnnouncer
from .browse import DiscoveryEvent, PlayerEntry, PresenceBrowser, TableBrowser, TableEntry
from .errors import DiscoveryDisabled, DiscoveryError, DiscoveryUnavailable, ensure_enabled
from .invitations import (Invitation, InvitationError, InvitationListener, InvitationRefused,
                          ReceivedInvitation, Signer, Verifier, send_invitation)
from .links import (InviteLink, LinkError, format_host_port, make_invite_link, parse_host_port,
                    parse_invite_link)
from .cli import list_tables, main_tables

__all__ = [
    "PLAYER_SERVICE", "PROTOCOL_VERSION", "TABLE_SERVICE", "AdvertError", "PlayerAdvert",
    "TableAdvert", "advert_from_host_info", "PresenceAnnouncer", "TableAnnouncer", "DiscoveryEvent", "PlayerEntry",
    "PresenceBrowser", "TableBrowser", "TableEntry", "DiscoveryDisabled", "DiscoveryError",
    "DiscoveryUnavailable", "ensure_enabled", "Invitation", "InvitationError",
    "InvitationListener", "InvitationRefused", "ReceivedInvitation", "Signer", "Verifier",
    "send_invitation", "InviteLink", "LinkError", "format_host_port", "make_invite_link",
    "parse_host_port", "parse_invite_link", "list_tables", "main_tables",
]
