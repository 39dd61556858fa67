"""Discovery over real mDNS, each test inside its own private network namespace.

The outer process only drives ``ip netns exec ... python -m
tests.discovery.ns_scenarios``; it never imports zeroconf (checked below).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from tests.netns import child_env, namespace, read_event, two_hosts

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def run_scenario(name: str, *, multicast: bool = True, timeout: float = 60) -> dict:
    with namespace(multicast=multicast) as ns:
        proc = ns.python("-m", "tests.discovery.ns_scenarios", name, timeout=timeout)
    assert proc.returncode == 0, f"scenario {name} failed:\n{proc.stdout}\n{proc.stderr}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_outer_process_never_loads_zeroconf() -> None:
    assert "zeroconf" not in sys.modules


def test_table_announce_update_duplicate_and_close() -> None:
    out = run_scenario("tables")
    assert out["appear_s"] < 0.5
    assert out["remove_s"] < 2.0
    assert len(out["names"]) == 2 and out["names"][0] != out["names"][1]
    assert out["names"][0].startswith("Kitchen (")
    for key in ("name", "host", "address", "port", "variant", "target", "seats_taken",
                "seats", "state", "privacy", "fingerprint"):
        assert key in out["list_tables_keys"]


def test_a_blind_table_is_listed_as_one_before_joining() -> None:
    """Issue 23: the lobby shows a table with cards hidden from the host before anyone joins."""
    out = run_scenario("blind_table")
    blind = next(line for line in out["lines"] if line.startswith("Blind kitchen"))
    plain = next(line for line in out["lines"] if line.startswith("Plain"))
    assert "open, hidden from host" in blind and "hidden" not in plain


def test_probe_renames_a_clashing_instance_name() -> None:
    out = run_scenario("probe_rename")
    first, second = out["names"]
    assert second == first.replace(")._lanjolly", ")-2._lanjolly")
    assert sorted(out["names"]) == out["seen"]


def test_presence_is_seen() -> None:
    out = run_scenario("presence")
    assert out == {"nickname": "Bruno", "port": 45555, "fingerprint": out["fingerprint"]}
    assert len(out["fingerprint"]) == 64


def test_a_duplicate_event_is_announced_updated_and_removed() -> None:
    out = run_scenario("event")
    assert out == {"seen": "registration", "registered": 1, "playing": "play", "removed": "0123456789abcdef"}


def test_invitation_round_trip_and_forgery_refused() -> None:
    out = run_scenario("invite")
    assert out["received"] == {"table": "Kitchen", "from": "anna"}
    assert out["forged"] == "bad_signature"


def test_disabled_opens_no_mdns_socket() -> None:
    out = run_scenario("disabled")
    assert out["refused"] == 4
    assert "LANJOLLY_NO_DISCOVERY" in out["first"]


def test_no_multicast_route_is_reported() -> None:
    out = run_scenario("no_route", multicast=False)
    assert "no route for multicast" in out["error"]


def test_busy_mdns_port_is_reported() -> None:
    out = run_scenario("port_busy")
    assert "5353" in out["error"]


def test_single_interface_choice() -> None:
    out = run_scenario("interface")
    assert out["addresses"][0] == "127.0.0.1"
    assert "'nosuch0' does not exist" in out["error"]


def test_off_spec_records_are_ignored_with_reasons() -> None:
    out = run_scenario("hostile")
    assert len(out["names"]) == 1 and out["names"][0].startswith("Good (")
    reasons = out["ignored"]
    assert sorted(reasons) == [f"bad{i}._lanjolly._tcp.local." for i in range(4)]
    assert "lacks" in reasons["bad0._lanjolly._tcp.local."]
    assert "not compatible" in reasons["bad1._lanjolly._tcp.local."]
    assert "UTF-8" in reasons["bad2._lanjolly._tcp.local."]
    assert "seats_taken" in reasons["bad3._lanjolly._tcp.local."]


def test_vanished_host_expires_after_its_ttl() -> None:
    out = run_scenario("ttl_expiry")
    assert out["kind"] == "removed"
    assert out["gone_after_s"] <= out["ttl"] + 3


def test_live_host_with_short_ttl_is_kept() -> None:
    out = run_scenario("ttl_refresh")
    assert out["still_listed"] is True


def test_an_idle_table_sends_no_periodic_announcements() -> None:
    """Issue 20 item 11: RFC 6762 §8.3. The old announcer re-sent its records every TTL/2."""
    out = run_scenario("idle_quiet")
    assert out["responses"] == 0 and out["queries"] == 0, out


@pytest.mark.timeout(150)
def test_a_dead_table_is_gone_within_15_s_with_the_default_ttl() -> None:
    out = run_scenario("dead_table_default_ttl", timeout=90)
    assert out["kind"] == "removed" and out["gone_after_s"] <= 15.0, out


def test_two_hosts_over_veth() -> None:
    with two_hosts() as (host_a, addr_a, host_b, addr_b):
        env = child_env()
        browser = host_b.popen([sys.executable, "-m", "tests.discovery.ns_scenarios", "browser"], env)
        announcer = host_a.popen([sys.executable, "-m", "tests.discovery.ns_scenarios", "announcer"], env)
        deadline = time.monotonic() + 30
        read_event(browser, "browsing", deadline)
        assert announcer.stdin is not None
        announcer.stdin.write("announce\n")
        announcer.stdin.flush()
        announced = read_event(announcer, "announced", deadline)
        added = read_event(browser, "added", deadline)
        assert added["table_id"] == announced["table_id"]
        assert added["address"] == addr_a
        assert "127.0.0.1" not in added["addresses"]
        assert (added["name"], added["host"], added["port"]) == ("Veranda", "anna", 40007)
        announcer.stdin.write("close\n")
        announcer.stdin.flush()
        closed = read_event(announcer, "closed", deadline)
        removed = read_event(browser, "removed", deadline)
        assert removed["table_id"] == announced["table_id"]
        assert removed["t"] - closed["t"] < 2.0
        announcer.stdin.write("quit\n")
        announcer.stdin.close()
        assert browser.stdin is not None
        browser.stdin.close()
        assert announcer.wait(timeout=10) == 0
        assert browser.wait(timeout=10) == 0
