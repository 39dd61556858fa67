"""A duplicate event's TXT record (PROTOCOL.md §18.2): round trip, and off-spec records refused with AdvertError."""

from __future__ import annotations

import pytest

from protocol.discovery import AdvertError, EventAdvert, advert_from_event_info

FP = "ab" * 32


def _advert(**kw) -> EventAdvert:
    base = dict(name="Friday", host="anna", variant="jolly", registered=3, places=8, boards=16,
                state="registration", fingerprint=FP, port=47000, event_id="0123456789abcdef")
    base.update(kw)
    return EventAdvert(**base)


def test_round_trip():
    a = _advert()
    assert EventAdvert.from_txt(a.to_txt(), 47000) == a
    assert a.instance.startswith("Friday (012345)")


@pytest.mark.parametrize("change", [{"p": "9/8"}, {"p": "3"}, {"p": "x/8"}, {"b": "49"}, {"st": "lobby"},
                                    {"id": "../../etc"}, {"fp": "zz"}, {"g": "poker"}, {"v": "2.0"}])
def test_off_spec_records_are_refused(change):
    txt = {**_advert().to_txt(), **change}
    with pytest.raises(AdvertError):
        EventAdvert.from_txt(txt, 47000)


def test_names_are_cleaned_and_the_desk_info_maps_to_an_advert():
    assert _advert(name="a\x00b\nc").name == "a b c"
    info = {"name": "Night", "event_id": "0123456789abcdef", "variant": {"game": "romme"}, "tables": 2, "seats": 4,
            "boards": 8, "phase": "commit", "players": [{"bot": None}, {"bot": "normal"}]}
    a = advert_from_event_info(info, "anna", FP, 47001)
    assert (a.state, a.registered, a.places, a.variant) == ("registration", 1, 8, "romme")
