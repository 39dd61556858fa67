"""Announce an event's desk on the LAN while it runs (PROTOCOL.md §18.2; mDNS as in §15)."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from .organiser import Organiser


async def announce_event(org: Organiser, nick: str = "organiser", interface: str | None = None) -> Any:
    """Start an ``EventAnnouncer`` kept in step with the desk; None (with a line saying why) when the LAN
    cannot be used. The caller closes it."""
    from .discovery import DiscoveryError, EventAnnouncer, advert_from_event_info
    from .discovery.errors import discovery_disabled_by_env
    if discovery_disabled_by_env():
        print("discovery off: join with the address above", flush=True)
        return None
    port = org.address[1]

    def advert() -> Any:
        return advert_from_event_info(org.desk.info(), nick, org.identity.fingerprint, port)
    try:
        announcer = EventAnnouncer(advert(), interface=interface)
        await announcer.start()
    except DiscoveryError as exc:
        print(f"lanjolly duplicate: not announced on the LAN ({exc}); join with the address above",
              file=sys.stderr, flush=True)
        return None
    org.on_info = lambda: asyncio.ensure_future(announcer.update(advert()))
    print(f"announced on the LAN as {announcer.service_name}", flush=True)
    return announcer
