"""Issue 20 items 12 and 13: the TXT record says the protocol version the handshake says, and a
record over 400 bytes is refused (PROTOCOL.md §15.2); ``lanjolly tables --verbose`` shows what was skipped."""

from __future__ import annotations

import json

import pytest

from protocol.discovery.adverts import MAX_TXT_TOTAL, AdvertError, PlayerAdvert, TableAdvert, parse_txt
from protocol.framing import FrameDecoder
from protocol.messages import PROTOCOL_MAJOR, PROTOCOL_MINOR
from protocol.session import ClientConnection, HostSession
from protocol.identity import Identity
from tests.netns import namespace

FP = "ab" * 32


def _table(**kw) -> TableAdvert:
    fields = dict(name="Kitchen", host="anna", variant="jolly", target=100, seats_taken=1, seats=4,
                  state="waiting", privacy="open", fingerprint=FP, port=40001, table_id="00112233aabbccdd")
    fields.update(kw)
    return TableAdvert(**fields)


def test_the_txt_version_is_the_handshakes():
    host_id = Identity.generate()
    host, client = HostSession("t1", host_id.fingerprint), ClientConnection(Identity.generate(), "A", host_id.fingerprint)
    host.receive_data(client.initiate())
    welcome = [f for f in FrameDecoder().feed(host.data_to_send()) if f["t"] == "welcome"][0]
    said = f"{welcome['major']}.{welcome['minor']}"
    assert said == f"{PROTOCOL_MAJOR}.{PROTOCOL_MINOR}"
    assert _table().to_txt()["v"] == said
    assert PlayerAdvert(nickname="P", fingerprint=FP, port=9).to_txt()["v"] == said


def _wire(props: dict[str, str]) -> bytes:
    return b"".join(bytes([len(e)]) + e for e in (f"{k}={v}".encode() for k, v in props.items()))


def test_a_record_over_400_bytes_is_refused_whole():
    props = _table().to_txt()
    room = MAX_TXT_TOTAL - len(_wire(props))
    exact = props | {"zz": "x" * (room - len("zz=") - 1)}
    assert len(_wire(exact)) == MAX_TXT_TOTAL
    assert TableAdvert.from_txt(parse_txt(_wire(exact)), 40001).name == "Kitchen"     # at the limit: fine
    over = props | {"zz": "x" * (room - len("zz="))}
    assert len(_wire(over)) == MAX_TXT_TOTAL + 1
    for p in (over, props | {"zz": "x" * 200, "zy": "y" * 200}):
        with pytest.raises(AdvertError, match="over 400"):
            TableAdvert.from_txt(parse_txt(_wire(p)), 40001)
        with pytest.raises(AdvertError, match="over 400"):
            TableAdvert.from_txt(p, 40001)                    # zeroconf's parsed form too


@pytest.mark.netns
@pytest.mark.timeout(120)
def test_tables_verbose_names_the_skipped_advert_and_why():
    with namespace() as ns:
        proc = ns.python("-m", "tests.discovery.ns_scenarios", "oversized_verbose", timeout=90)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["code"] == 0
    assert "Fine" in out["stdout"] and "Padded" not in out["stdout"]
    assert "skipped Padded._lanjolly._tcp.local.: TXT record is" in out["stderr"] and "over 400" in out["stderr"]
