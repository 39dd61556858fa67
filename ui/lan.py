"""The client's presence on the LAN: the table list, being findable, invitations.

Everything here is optional: with discovery off (``--no-discovery``,
``LANJOLLY_NO_DISCOVERY=1``) or when multicast does not work, the lobby says so
and people join by address or invite link instead.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import QCoreApplication

from protocol.discovery import DiscoveryDisabled, DiscoveryError

if TYPE_CHECKING:   # the rest loads in start(): the lobby's first frame must not wait for it
    from protocol.discovery import (InvitationListener, PresenceAnnouncer, PresenceBrowser,
                                    ReceivedInvitation, TableAnnouncer, TableBrowser)
    from protocol import Identity, PinStore


def _search_is_off() -> str:
    return QCoreApplication.translate("LanServices", "LAN search is turned off: join with an address or an invite link.")


class LanServices:
    """Owns the discovery objects of one running client."""

    def __init__(self, identity: Callable[[], Identity], nickname: str, *, enabled: bool = True,
                 on_table_event: Callable[[str, Any], None] | None = None,
                 on_invitation: Callable[[ReceivedInvitation], None] | None = None,
                 on_status: Callable[[str], None] | None = None,
                 on_event_event: Callable[[str, Any], None] | None = None) -> None:
        self._identity = identity
        self.nickname = nickname
        self.enabled = enabled
        self.on_table_event = on_table_event
        self.on_invitation = on_invitation
        self.on_status = on_status or (lambda text: None)
        self.on_event_event = on_event_event      # duplicate events' desks (PROTOCOL.md §18.2)
        self.events: Any = None
        self.event_announcer: Any = None
        self.tables: Optional[TableBrowser] = None
        self.players: Optional[PresenceBrowser] = None
        self.presence: Optional[PresenceAnnouncer] = None
        self.listener: Optional[InvitationListener] = None
        self.announcer: Optional[TableAnnouncer] = None
        self.available = False
        self._pins: Optional[PinStore] = None
        if not enabled:        # said at once, so the lobby's first frame does not claim a search
            self.on_status(_search_is_off())

    @property
    def identity(self) -> Identity:
        """The player's key, asked of the window when first needed: loading it imports
        ``cryptography``, which must not delay the lobby's first paint."""
        return self._identity()

    def _pinned_key(self, host: str) -> str | None:
        """The key remembered for a host, read when the first table is seen (not at
        start-up: ``protocol.pins`` loads ``cryptography``)."""
        if self._pins is None:
            from protocol import PinStore
            self._pins = PinStore()
        return self._pins.get(host)

    async def start(self) -> None:
        from protocol.discovery import (InvitationListener, PlayerAdvert, PresenceAnnouncer, PresenceBrowser,
                                        TableBrowser)
        try:
            self.tables = TableBrowser(pinned=self._pinned_key, enabled=self.enabled,
                                       on_event=self._table_event)
            await self.tables.start()
        except DiscoveryDisabled:
            self.on_status(_search_is_off())
            return
        except DiscoveryError as e:
            self.on_status(QCoreApplication.translate(
                "LanServices", "Cannot look for tables on this network ({why}). "
                "Use Join by address or an invite link.").format(why=e))
            return
        self.available = True
        self.on_status(QCoreApplication.translate("LanServices", "Looking for tables on your network…"))
        with contextlib.suppress(DiscoveryError, OSError):
            from protocol.discovery import EventBrowser
            self.events = EventBrowser(enabled=self.enabled, on_event=lambda ev: self.on_event_event(
                ev.kind, ev.entry) if self.on_event_event is not None else None)
            await self.events.start()
        with contextlib.suppress(DiscoveryError, OSError):
            self.listener = InvitationListener(self.identity.fingerprint, on_invitation=self.on_invitation)
            port = await self.listener.start()
            self.presence = PresenceAnnouncer(PlayerAdvert(self.nickname, self.identity.fingerprint, port))
            await self.presence.start()
            self.players = PresenceBrowser()
            await self.players.start()

    def _table_event(self, event: Any) -> None:
        if self.on_table_event is not None:
            self.on_table_event(event.kind, event.entry)

    def people(self) -> list[Any]:
        """Players seen on the LAN, not counting ourselves."""
        if self.players is None:
            return []
        return [p for p in self.players.players() if p.advert.fingerprint != self.identity.fingerprint]

    async def announce(self, info: dict[str, Any], nickname: str) -> None:
        """Advertise (or update) our hosted table."""
        if not self.available:
            return
        from protocol.discovery import TableAnnouncer, advert_from_host_info
        advert = advert_from_host_info(info, nickname)
        if self.announcer is None:
            self.announcer = TableAnnouncer(advert)
            await self.announcer.start()
        else:
            await self.announcer.update(advert)

    @staticmethod
    def own_address_for(peer_address: str) -> str | None:
        """Our address on the interface that reaches ``peer_address``.

        Connecting a UDP socket only asks the kernel for a route; no packet is sent."""
        import socket
        family = socket.AF_INET6 if ":" in peer_address else socket.AF_INET
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as s:
                s.connect((peer_address, 9))
                return str(s.getsockname()[0])
        except OSError:
            return None

    async def announce_event(self, info: dict[str, Any], nickname: str, fingerprint: str, port: int) -> None:
        """Advertise (or update) the duplicate event this client organises."""
        if not self.available:
            return
        from protocol.discovery import EventAnnouncer, advert_from_event_info
        advert = advert_from_event_info(info, nickname, fingerprint, port)
        if self.event_announcer is None:
            self.event_announcer = EventAnnouncer(advert)
            await self.event_announcer.start()
        else:
            await self.event_announcer.update(advert)

    async def withdraw_event(self) -> None:
        if self.event_announcer is not None:
            with contextlib.suppress(Exception):
                await self.event_announcer.close()
            self.event_announcer = None

    async def withdraw(self) -> None:
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                await self.announcer.close()
            self.announcer = None

    async def invite(self, person: Any, address: str, port: int, token: str, table_name: str) -> None:
        from protocol.discovery import Invitation, send_invitation
        inv = Invitation(address, port, self.identity.fingerprint, token, table_name, self.nickname)
        await send_invitation(person.address, person.advert.port, inv, self.identity,
                              person.advert.fingerprint)

    async def close(self) -> None:
        await self.withdraw()
        await self.withdraw_event()
        for obj in (self.presence, self.players, self.tables, self.events):
            if obj is not None:
                with contextlib.suppress(Exception):
                    await obj.close()
        if self.listener is not None:
            with contextlib.suppress(Exception):
                await self.listener.close()
