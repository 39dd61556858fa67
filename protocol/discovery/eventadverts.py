"""What a duplicate event's desk says about itself on the LAN (PROTOCOL.md §15.1, §18.2).

Its own service type, ``_lanjolly-event._tcp``, so an older client's table
list never shows an event as a table it cannot sit at. TXT keys: ``v``
(protocol version), ``id`` (the event id, 16 hex), ``n`` (name), ``h`` (the
organiser's nickname), ``g`` (game), ``p`` (``REGISTERED/PLACES``), ``b``
(boards), ``st`` (``registration``, ``play`` or ``finished``), ``fp`` (the
organiser's fingerprint). Parsing is as strict as for tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from .adverts import (MAX_NAME_BYTES, MAX_NICK_BYTES, PROTOCOL_VERSION, VARIANTS, AdvertError, TxtProps,
                      _check_fp, _check_port, _check_version, _count_of, _decode_props, _entries_to_txt, _int, _need,
                      clean_text, instance_name)

EVENT_SERVICE = "_lanjolly-event._tcp.local."
EVENT_STATES = ("registration", "play", "finished")
_EVENT_ID = re.compile(r"^[0-9a-f]{16}$")


@dataclass(frozen=True)
class EventAdvert:
    name: str
    host: str
    variant: str
    registered: int
    places: int
    boards: int
    state: str
    fingerprint: str
    port: int
    event_id: str
    version: str = PROTOCOL_VERSION

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_text(self.name, MAX_NAME_BYTES) or "Event")
        object.__setattr__(self, "host", clean_text(self.host, MAX_NICK_BYTES) or "?")
        object.__setattr__(self, "fingerprint", _check_fp(self.fingerprint))
        if self.variant not in VARIANTS:
            raise AdvertError(f"variant {self.variant!r} is not one of {VARIANTS}")
        if self.state not in EVENT_STATES:
            raise AdvertError(f"state {self.state!r} is not one of {EVENT_STATES}")
        if not 2 <= self.places <= 32 or not 0 <= self.registered <= self.places:
            raise AdvertError(f"{self.registered}/{self.places} is not a number of places")
        if not 1 <= self.boards <= 48:
            raise AdvertError(f"boards {self.boards} is not 1..48")
        if not _EVENT_ID.match(self.event_id):
            raise AdvertError("event id must be 16 lowercase hex digits")
        _check_port(self.port)

    def with_changes(self, **changes: Any) -> "EventAdvert":
        return replace(self, **changes)

    @property
    def instance(self) -> str:
        return instance_name(self.name, self.event_id)

    def to_txt(self) -> dict[str, str]:
        return _entries_to_txt({"v": self.version, "id": self.event_id, "n": self.name, "h": self.host,
                                "g": self.variant, "p": f"{self.registered}/{self.places}", "b": str(self.boards),
                                "st": self.state, "fp": self.fingerprint})

    @classmethod
    def from_txt(cls, props: TxtProps, port: int) -> "EventAdvert":
        p = _decode_props(props)
        version = _check_version(p)
        taken, total = _count_of(p, "p", "REGISTERED/PLACES")
        return cls(name=_need(p, "n"), host=_need(p, "h"), variant=_need(p, "g"), registered=taken,
                   places=total, boards=_int(p, "b", 1, 48), state=_need(p, "st"),
                   fingerprint=_need(p, "fp"), port=port, event_id=_need(p, "id"), version=version)


def advert_from_event_info(info: dict[str, Any], host_nickname: str, fingerprint: str, port: int) -> EventAdvert:
    """A desk's ``info()`` in discovery's terms."""
    phase = str(info.get("phase", "registration"))
    state = "registration" if phase in ("registration", "commit") else phase if phase in EVENT_STATES else "play"
    people = sum(1 for p in info.get("players", []) if p.get("bot") is None)
    return EventAdvert(name=str(info.get("name", "Event")), host=host_nickname,
                       variant=str((info.get("variant") or {}).get("game", "jolly")), registered=people,
                       places=int(info["tables"]) * int(info["seats"]), boards=int(info["boards"]), state=state,
                       fingerprint=fingerprint, port=port, event_id=str(info["event_id"]))
