"""Our mDNS against Avahi's (issue 20, "mDNS, checked against Avahi"): a stack nobody here wrote.

Two network namespaces joined by a veth pair make a two-host LAN: ours (A,
10.77.0.1) runs a real ``lanjolly host``, ``lanjolly tables`` or a lobby's
browser; the other (B, 10.77.0.2) runs avahi-daemon with a private D-Bus
(``tests.discovery.avahi``) and Avahi's own tools. Nothing here touches the
machine's own network or system bus, and the tests skip, saying why, where a
namespace or Avahi cannot be had.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from protocol.version import PROTOCOL_VERSION
from tests.discovery.avahi import Avahi, Lines, avahi_daemon, parse_browse, service_file, unescape
from tests.netns import Netns, two_hosts

pytestmark = [pytest.mark.netns, pytest.mark.timeout(180)]

TABLE = "_lanjolly._tcp"
FP = "ab" * 32


@dataclass
class RunningHost:
    proc: subprocess.Popen
    out: Lines
    port: int
    fingerprint: str
    table_id: str
    instance: str            # the DNS-SD instance name, e.g. "Kitchen (1a2b3c)"
    announced_at: float      # when it said it was announced (time.monotonic)


def start_host(ns: Netns, data: Path, name: str = "Kitchen") -> RunningHost:
    """A real ``lanjolly host`` in ``ns`` with discovery on; returns once it announced its table."""
    proc = ns.popen([sys.executable, "-m", "lanjolly", "host", "--name", name, "--host-nick", "anna",
                     "--seats", "3", "--bots", "easy", "--data-dir", str(data)])
    out = Lines(proc.stdout)
    Lines(proc.stderr)                             # drained, so the host never blocks on it
    port = int(out.first(r"listening on \S+:(\d+)")[1].group(1))
    fingerprint = out.first(r"^fingerprint ([0-9a-f]{64})")[1].group(1)
    table_id = out.first(r"^table ([0-9a-f]+)$")[1].group(1)
    at, m = out.first(r"^announced on the LAN as (.+)\._lanjolly\._tcp\.local\.$")
    return RunningHost(proc, out, port, fingerprint, table_id, m.group(1), at)


def test_avahi_sees_resolves_and_lists_a_running_table(tmp_path):
    with two_hosts() as (a, addr_a, b, _addr_b), avahi_daemon(b) as avahi:
        host = start_host(a, tmp_path / "host")
        host_name = f"lanjolly-{host.table_id}.local"
        no_v6 = avahi.popen(["avahi-resolve", "-6", "-n", host_name])    # Avahi gives up after 5 s
        seen, resolved = avahi.browse(TABLE)
        assert host.instance in seen, seen
        r = resolved[host.instance]
        assert (r.host_name, r.address, r.port) == (host_name, addr_a, host.port)
        assert r.txt["v"] == PROTOCOL_VERSION      # the handshake's version (item 12)
        assert (r.txt["id"], r.txt["fp"], r.txt["n"], r.txt["h"]) == (host.table_id, host.fingerprint,
                                                                       "Kitchen", "anna")
        assert (r.txt["s"], r.txt["st"], r.txt["p"]) == ("1/3", "waiting", "open")
        name = avahi.run(["avahi-resolve", "-4", "-n", r.host_name])
        assert name.stdout.split() == [r.host_name, addr_a], name
        every = avahi.run(["avahi-browse", "-apt"]).stdout.splitlines()
        assert any(line.split(";")[4:5] == [TABLE] and unescape(line.split(";")[3]) == host.instance
                   for line in every if line.startswith("+")), every
        out, err = no_v6.communicate(timeout=30)
        assert out.strip() == "" and "Failed to resolve" in err, (out, err)   # no AAAA ::1 (test_disc_netif)


def _txt(i: int, **change: str) -> list[str]:
    fields = {"v": "1.1", "id": f"{0xa0000000 + i:016x}", "n": f"Avahi {i:03d}", "h": "avahi", "g": "jolly",
              "t": "100", "s": "1/4", "st": "waiting", "p": "open", "fp": FP} | change
    return [f"{k}={v}" for k, v in fields.items()]


def _padded_to(size: int) -> list[str]:
    """A good record plus one padding entry, ``size`` bytes as on the wire (each entry with its length byte)."""
    base = _txt(900, n="Padded")
    used = sum(1 + len(e.encode()) for e in base) + 1 + len("zz=")
    return [*base, "zz=" + "x" * (size - used)]


# Adverts another program might publish that break PROTOCOL.md §15.2, with the reason each is skipped for.
BROKEN: dict[str, tuple[list[str | bytes], str]] = {
    "Broken lacks": (["v=1.1", "n=Lacking"], "TXT record lacks"),
    "Broken major": (list(_txt(901, v="9.0")), "not compatible"),
    "Broken bytes": ([*_txt(902)[:2], b"n=\xff\xfe", *_txt(902)[3:]], "not UTF-8"),
    "Broken seats": (list(_txt(903, s="9/4")), "seats_taken 9"),
    "Broken 401 bytes": (list(_padded_to(401)), "401 bytes, over 400"),
}


def _avahi_services() -> dict[str, str]:
    files = {f"t{i:03d}.service": service_file(f"Avahi {i:03d}", TABLE, 41000 + i, _txt(i)) for i in range(100)}
    files |= {f"broken{k}.service": service_file(name, TABLE, 42000 + k, txt)
              for k, (name, (txt, _)) in enumerate(BROKEN.items())}
    files["padded400.service"] = service_file("Padded 400", TABLE, 42100, _padded_to(400))
    return files


def test_lanjolly_tables_lists_what_avahi_publishes_and_says_what_it_skipped(tmp_path):
    with two_hosts() as (a, _addr_a, b, addr_b), avahi_daemon(b, _avahi_services()) as avahi:
        avahi.publish("By avahi-publish", TABLE, 43000, _txt(500, n="Published"))
        seen, _ = avahi.browse(TABLE)                    # Avahi itself serves all 107
        assert len(seen) == 107, sorted(seen)
        out = a.run([sys.executable, "-m", "lanjolly", "tables", "--json", "--verbose", "--timeout", "4"],
                    timeout=60)
        assert out.returncode == 0, out.stderr
        tables = {t["name"]: t for t in json.loads(out.stdout)}
        want = {f"Avahi {i:03d}" for i in range(100)} | {"Published", "Padded"}
        assert set(tables) == want, sorted(set(tables) ^ want)        # 100 at once, and the 400-byte record
        assert all(t["address"] == addr_b for t in tables.values())
        assert tables["Avahi 042"]["port"] == 41042 and tables["Published"]["port"] == 43000
        skipped = dict(re.findall(r"^skipped (.+)\._lanjolly\._tcp\.local\.: (.+)$", out.stderr, re.M))
        assert set(skipped) == set(BROKEN), out.stderr
        for name, (_, why) in BROKEN.items():
            assert why in skipped[name], (name, skipped[name])


def _counter(ns: Netns, addr: str) -> tuple[subprocess.Popen, Lines]:
    proc = ns.popen([sys.executable, "-m", "tests.discovery.mdns_count", addr])
    lines = Lines(proc.stdout)
    lines.first(r'"counting"')
    return proc, lines


def _packets(proc: subprocess.Popen, lines: Lines) -> list[tuple[float, bool, str]]:
    assert proc.stdin is not None
    proc.stdin.close()
    _, m = lines.first(r'^\{"event": "packets", "packets": (.*)\}$')
    return [tuple(p) for p in json.loads(m.group(1))]


QUIET_S = 20.0    # an idle window: the old announcer re-sent every 7.5 s (TTL/2), so >= 2 responses
RENEW_S = 16.0    # over one TTL (14 s) with Avahi browsing: its cache maintenance asks at 80 %


@pytest.mark.slow
def test_an_idle_table_sends_no_periodic_announcements_beside_avahi(tmp_path):
    """RFC 6762 §8.3 with Avahi on the link: nothing on a timer; with Avahi browsing, answers only, and
    Avahi keeps the live table listed by asking (§5.2), as our lobby does."""
    with two_hosts() as (a, addr_a, b, addr_b), avahi_daemon(b) as avahi:
        counter, counted = _counter(b, addr_b)
        host = start_host(a, tmp_path / "host")
        quiet_from = host.announced_at + 3.0       # past the first announcements (RFC 6762 §8.3: a few)
        time.sleep(quiet_from + QUIET_S - time.monotonic())          # an observation window, not a wait
        browsing_from = time.monotonic()
        browse = avahi.popen(["avahi-browse", "-rp", TABLE])
        listed = Lines(browse.stdout)
        listed.first(r"^=;.*;" + re.escape(addr_a) + ";")
        time.sleep(browsing_from + RENEW_S - time.monotonic())      # an observation window, not a wait
        packets = _packets(counter, counted)
        seen, _ = parse_browse([x for _, x in listed.lines])
        removed = [x for _, x in listed.lines if x.startswith("-")]
    ours = [(t, resp) for t, resp, src in packets if src == addr_a]
    quiet = [p for p in ours if quiet_from <= p[0] < quiet_from + QUIET_S]
    assert quiet == [], f"the idle table sent {len(quiet)} packets with nobody asking"
    queries = [t for t, resp, src in packets if src == addr_b and not resp and t >= browsing_from]
    answers = [t for t, resp in ours if resp and t >= browsing_from]
    assert queries and answers, packets
    assert all(any(0 <= t - q <= 1.0 for q in queries) for t in answers), (answers, queries)
    assert host.instance in seen and not removed   # still listed a whole TTL later, by Avahi's own upkeep


@pytest.mark.slow
def test_a_killed_table_leaves_avahis_list_and_our_lobby_within_15_s(tmp_path):
    with two_hosts() as (a, addr_a, b, _addr_b), avahi_daemon(b) as avahi:
        listing = Lines(avahi.popen(["avahi-browse", "-rp", TABLE]).stdout)
        lobby_proc = b.popen([sys.executable, "-m", "tests.discovery.ns_scenarios", "browser"])
        lobby = Lines(lobby_proc.stdout)
        lobby.first(r'"browsing"')
        host = start_host(a, tmp_path / "host")
        listing.first(r"^=;.*;" + re.escape(addr_a) + f";{host.port};")
        lobby.first(r'"added".*"table_id": "' + host.table_id)
        killed = time.monotonic()
        host.proc.kill()                           # no goodbye packets
        gone_avahi, _ = listing.when(lambda x: x.startswith("-;") and unescape(x.split(";")[3]) == host.instance,
                                     30, "Avahi's removal")
        _, m = lobby.first(r'"event": "removed", "t": ([0-9.]+).*"table_id": "' + host.table_id, timeout=30)
    from_avahi, from_lobby = gone_avahi - killed, float(m.group(1)) - killed
    print(f"killed table gone from Avahi's list after {from_avahi:.2f} s, from our lobby after {from_lobby:.2f} s")
    assert from_avahi <= 15.0 and from_lobby <= 15.0, (from_avahi, from_lobby)

