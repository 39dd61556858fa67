"""A lobby that is already open follows a table's advert as it changes (RFC 6762 §8.4).

Each test runs tests/discovery/ns_updates.py inside its own private network
namespace: the lobby (a TableBrowser) in one process, the table's host in
another, both started before the change. The old browser took the superseded
TXT record from zeroconf's cache (the two tie on creation time for the second
RFC 6762 §10.2 keeps them both) and never looked again, so a running lobby kept
"waiting 2/3" after the table had filled and started.
"""

from __future__ import annotations

import json

import pytest

from tests.netns import namespace

from .ns_updates import BOUND_S

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def run(name: str) -> dict:
    with namespace() as ns:
        proc = ns.python("-m", "tests.discovery.ns_updates", name, timeout=60)
    assert proc.returncode == 0, f"{name} failed:\n{proc.stdout}\n{proc.stderr}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_running_lobby_sees_the_table_fill_and_start() -> None:
    out = run("fill_and_start")
    assert out["seats_s"] < BOUND_S and out["playing_s"] < BOUND_S, out


def test_a_running_lobby_sees_a_seat_taken_and_given_back_within_a_second() -> None:
    """2/3 -> 3/3 -> 2/3: the last advert repeats data the lobby's cache still holds (flushed, not yet
    dropped), which zeroconf's browser does not report as a change."""
    out = run("change_back")
    assert out["back_s"] < BOUND_S and out["listed"] == [2], out


def test_a_table_that_ends_leaves_a_running_lobby_at_once() -> None:
    """The host's goodbye (RFC 6762 §10.1) after the table has changed removes it from the lobby."""
    out = run("table_ends")
    assert out["gone_s"] < 2.0 and out["listed"] == 0, out


def test_the_same_advert_again_sends_nothing() -> None:
    """RFC 6762 §8.4 announces a change; hosts call update() on every table event (ready, watchers)."""
    out = run("same_advert")
    assert out["same"] == [0, 0], out
    assert out["changed"][1] >= 1, out
