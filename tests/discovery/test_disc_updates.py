"""A lobby that is already open follows a table's advert as it changes (RFC 6762 §8.4).

Each test runs tests/discovery/ns_updates.py inside its own private network
namespace: the lobby (a TableBrowser) in one process, the table's host in
another, both started before the change. For a second after a change RFC 6762
§10.2 keeps the old TXT record beside the new one, and zeroconf stamps both
with the same creation time; the old browser took the old one, and nothing
made it look again, so a running lobby kept "waiting 2/3" after the table had
filled and started (protocol/discovery/records.py). The first two tests need
no network.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from protocol.discovery.records import current
from tests.netns import run_json_in_namespace

from .ns_updates import BOUND_S


@dataclass
class Rec:
    """A cache entry as records.py reads one (zeroconf's DNSRecord: ms times, TTL in s)."""
    text: str
    created: float
    ttl: int

    def is_expired(self, now: float) -> bool:
        return now >= self.created + self.ttl * 1000


def test_the_superseded_record_loses_the_creation_time_tie() -> None:
    """RFC 6762 §10.2 as zeroconf does it: at t=5000 the new record comes and the old one is
    re-stamped 'created now, 1 s to live'; the cache keeps them in arrival order."""
    old, new = Rec("waiting 2/3", 5000, 1), Rec("playing 3/3", 5000, 15)
    assert current([old, new], 5001) is new
    assert current([old, new], 6000) is new           # the old one has expired
    assert current([Rec("x", 0, 15)], 15000) is None


def test_data_that_comes_back_within_a_second_is_current() -> None:
    """2/3 (t=0) -> 3/3 (t=5000, 2/3 re-stamped) -> 2/3 again (t=5300, refreshed in place)."""
    back, between = Rec("2/3", 5300, 15), Rec("3/3", 5000, 15)
    assert current([back, between], 5301) is back
    again = current([between, Rec("3/3 again", 5000, 15)], 5001)
    assert again is not None and again.text == "3/3 again"      # a full tie: the later in the cache


def run(name: str) -> dict[str, Any]:
    return run_json_in_namespace("tests.discovery.ns_updates", name, timeout=60)


@pytest.mark.netns
@pytest.mark.timeout(120)
def test_a_running_lobby_sees_the_table_fill_and_start() -> None:
    out = run("fill_and_start")
    assert out["seats_s"] < BOUND_S and out["playing_s"] < BOUND_S, out


@pytest.mark.netns
@pytest.mark.timeout(120)
def test_a_running_lobby_sees_a_seat_taken_and_given_back_within_a_second() -> None:
    """2/3 -> 3/3 -> 2/3: the last advert repeats data the lobby's cache still holds (flushed, not yet
    dropped), which zeroconf's browser does not report as a change."""
    out = run("change_back")
    assert out["back_s"] < BOUND_S and out["listed"] == [2], out


@pytest.mark.netns
@pytest.mark.timeout(120)
def test_a_table_that_ends_leaves_a_running_lobby_at_once() -> None:
    """The host's goodbye (RFC 6762 §10.1) after the table has changed removes it from the lobby."""
    out = run("table_ends")
    assert out["gone_s"] < 2.0 and out["listed"] == 0, out


@pytest.mark.netns
@pytest.mark.timeout(120)
def test_the_same_advert_again_sends_nothing() -> None:
    """RFC 6762 §8.4 announces a change; hosts call update() on every table event (ready, watchers)."""
    out = run("same_advert")
    assert out["same"] == [0, 0], out
    assert out["changed"][1] >= 1, out
