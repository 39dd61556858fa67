"""Issue 20 item 10: PROTOCOL.md, the schema and the host say the same thing, in every place a
client written from the text alone found them apart."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path

from lj_harness import MemHost

from lanjolly.melds import MAX_SEQUENCE
from lanjolly.variants import ROMME
from protocol import Host
from protocol.identity import Identity
from protocol.messages import DEFS, PROTOCOL_MAJOR, PROTOCOL_MINOR, SCHEMA, make
from protocol.table import TableConfig

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "protocol" / "PROTOCOL.md").read_text(encoding="utf-8")
sys.path.insert(0, str(ROOT / "tests" / "conformance"))
from client import ConformanceClient  # noqa: E402


def _section(title: str) -> str:
    start = DOC.index(title)
    nxt = re.search(r"^#{2,3} ", DOC[start + len(title):], re.M)
    return DOC[start:start + len(title) + (nxt.start() if nxt else len(DOC))]


def _codes_the_host_sends() -> set[str]:
    codes: set[str] = set()
    for path in (ROOT / "protocol").glob("*.py"):
        src = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'_refuse\(\w+, "(\w+)"', src))
        codes |= set(re.findall(r'outbox\.refuse\([\w.\[\]]+, "(\w+)"', src))      # the table's outbox (issue 21)
        codes |= set(re.findall(r'E\.\w+: \("(\w+)", "', src))      # tablephase.REFUSALS: out of phase
        codes |= set(re.findall(r'\.refuse\("(\w+)"', src))
        codes |= set(re.findall(r'_fail\("(\w+)", [^\n]*"refused"\)', src))
        codes |= set(re.findall(r'^\s+return "(\w+)", ', src, re.M))      # (code, text) refusals
    return codes


def test_section_9_lists_every_code_the_host_sends():
    section = _section("## 9. Error and reason codes")
    codes = _codes_the_host_sends()
    assert {"watchers_off", "watchers_full", "sit_off", "watcher_chat_off", "not_owner"} <= codes
    missing = sorted(c for c in codes if f"`{c}`" not in section)
    assert missing == [], f"codes the host sends that §9 does not list: {missing}"


def test_a_refusal_that_answers_no_act_has_n_minus_1_and_args_as_the_text_says():
    h = MemHost(TableConfig(variant=ROMME, seats=2, bots=(None, None), auto_start=False, turn_ms=0))
    c = h.add_client(0, autoplay=False)
    other = h.add_client(1, autoplay=False)
    c.send(make("chat", text="x" * 300))                 # chat_too_long, args {max}
    other.send(make("start"))                            # not_owner, args {}
    h.pump()
    refusals = [m for x in (c, other) for m in x.received if m["t"] == "refusal"]
    assert {m["code"] for m in refusals} == {"chat_too_long", "not_owner"}
    assert all(m["n"] == -1 for m in refusals)
    assert all(isinstance(m.get("args"), dict) for m in refusals)                  # always sent to 1.1
    assert [m["args"] for m in refusals if m["code"] == "not_owner"] == [{}]       # as {} when empty
    assert "has `n` = −1" in DOC and "as `{}` when the code has" in DOC


def test_table_info_and_seats_have_exactly_the_keys_the_text_and_schema_require():
    h = MemHost(TableConfig(variant=ROMME, seats=2, bots=(None, "easy"), turn_ms=0))
    h.add_client(0)
    info = h.table.info()
    for name, value in (("table_info", info), ("seat_info", info["seats"][0])):
        d = DEFS[name]
        assert set(d["required"]) == set(d["properties"]) == set(value), name
    assert "with exactly these keys" in _section("### 8.3 Table info")


def test_the_schema_says_the_version_the_text_and_the_code_say():
    version = f"{PROTOCOL_MAJOR}.{PROTOCOL_MINOR}"
    assert f":{version}:" in SCHEMA["$id"] and SCHEMA["title"].endswith(f"protocol {version}")
    assert f"protocol version {version}" in DOC.split("\n\n")[1]
    assert f"(protocol {version})" in (ROOT / "protocol" / "schema" / "README.md").read_text(encoding="utf-8")


def test_section_8_1_names_table_phases_as_table_phases():
    s81 = _section("### 8.1 Seating")
    assert "(phase `deal` → `play`)" not in s81 and "table phase `deal`" in s81
    table_phases = set(DEFS["table_info"]["properties"]["phase"]["enum"])
    view_phases = set(DEFS["view"]["properties"]["ph"]["enum"])
    for word in re.findall(r"table phase `(\w+)`", s81):
        assert word in table_phases
    assert "deal" not in view_phases


def test_deal_receipt_is_in_the_deal_messages_and_the_versions():
    assert "deal_receipt" in _section("### 8.7 The deal messages")
    assert "deal_receipt" in _section("### Versions")


def test_a_meld_has_at_most_as_many_cards_as_the_rules_allow():
    rules = (ROOT / "RULES.md").read_text(encoding="utf-8")
    assert str(MAX_SEQUENCE) in re.search(r"### §5 Melds(.*?)###", rules, re.S).group(1) or MAX_SEQUENCE == 13
    meld_items = [DEFS["action_lay_melds"]["properties"]["melds"]["items"]["maxItems"]]
    meld_items += [p["maxItems"] for p in DEFS["meld"]["prefixItems"][2:]]
    assert set(meld_items) == {MAX_SEQUENCE}, meld_items
    assert f"each a list 1..{MAX_SEQUENCE} of card ids" in DOC


async def test_a_client_that_lets_its_turns_time_out_checks_its_own_draws(tmp_path):
    """§6.5: after a timeout the host draws and discards in one delta; the spec client finds its card."""
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=2, bots=(None, "easy"), seed=9,
                      turn_ms=250, bot_delay_ms=0)
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "h")
    await host.start("127.0.0.1", 0)
    c = ConformanceClient("127.0.0.1", host.port, nick="Slow", idle_turns=2)
    try:
        await asyncio.to_thread(c.connect)
        await asyncio.wait_for(asyncio.to_thread(c.play), 120)
        timed_out = [a for r in c.rounds_seen for a in r.acts if a["type"] == "timeout" and a["seat"] == c.seat]
        assert len(timed_out) >= 2
        assert c.verified == [r["round"] for r in c.results]       # every deal, its own draws included
        assert json.dumps(c.records)                               # records still written
    finally:
        await host.close()
