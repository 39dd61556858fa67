"""Every message type, engine reason and protocol code in the code is documented."""

from __future__ import annotations

import re
from pathlib import Path

from lanjolly.errors import Reason
from protocol.messages import SCHEMAS

DOC = Path(__file__).resolve().parents[2] / "protocol" / "PROTOCOL.md"


def _text() -> str:
    return DOC.read_text(encoding="utf-8")


def test_every_message_type_is_documented_with_its_fields():
    text = _text()
    for t, (_direction, spec) in SCHEMAS.items():
        rows = [line for line in text.splitlines() if re.match(rf"^\|\s*`{re.escape(t)}`\s*\|", line)]
        assert rows, f"message type {t!r} has no row in the message table"
        for field in spec:
            assert any(f"`{field}`" in row for row in rows), f"{t}.{field} is not documented"


def test_every_engine_reason_and_protocol_code_is_documented():
    text = _text()
    for r in Reason:
        assert f"`{r.value}`" in text, r
    for code in ("replayed", "chat_rate", "chat_too_long", "version_mismatch", "pin_mismatch", "auth_failed",
                 "invite_required", "frame_too_large", "unknown_type", "extra_field", "wrong_type",
                 "missing_field", "idle_timeout", "send_queue_full", "no_secret", "bad_secret"):
        assert f"`{code}`" in text, code


# ----------------------------------------------------------------- the text, the schema and the code agree

import hashlib  # noqa: E402
import json  # noqa: E402

import msgpack  # noqa: E402

from protocol.deal import commitment, reveal_round  # noqa: E402
from protocol.framing import encode_frame  # noqa: E402
from protocol.messages import DEFS, check_values, check_shape, describe  # noqa: E402

SCHEMA_FILE = DOC.parent / "schema" / "messages.schema.json"


def test_message_table_rows_are_generated_from_the_schema():
    """Each §8 row says exactly what the schema file says (type, direction, every field and range)."""
    text = _text()
    for t, (direction, spec) in SCHEMAS.items():
        fields = "; ".join(f"`{k}`: {describe(v)}" for k, v in spec.items()) or "—"
        row = f"| `{t}` | {direction} | {fields} |"
        assert row in text.splitlines(), f"§8 row for {t!r} differs from the schema; expected:\n{row}"


def _unbin(x):
    if isinstance(x, dict):
        if set(x) == {"$bin"}:
            return bytes.fromhex(x["$bin"])
        return {k: _unbin(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_unbin(v) for v in x]
    return x


def _examples() -> list[dict]:
    blocks = re.findall(r"```msg\n(.*?)```", _text(), flags=re.S)
    return [_unbin(json.loads(line)) for block in blocks for line in block.splitlines() if line.strip()]


def test_every_example_is_a_real_message_that_passes_the_schema():
    examples = _examples()
    assert len(examples) >= 15
    for msg in examples:
        check_shape(msg)
        check_values(msg)
        assert len(encode_frame(msg)) > 4


def test_the_framing_example_has_the_size_the_text_gives():
    msg = _examples()[0]
    assert msg == {"t": "act", "a": {"type": "draw_stock"}, "n": 1234}
    assert len(msgpack.packb(msg, use_bin_type=True)) + 4 == 35
    assert "is 35 bytes on the wire" in _text()


def test_the_known_answer_vectors_in_the_text_are_the_code_s():
    text = " ".join(_text().split())
    four = {s: bytes([s + 1]) * 32 for s in range(4)}
    r = reveal_round("table-0001", 7, {s: commitment("table-0001", 7, s, v) for s, v in four.items()}, four)
    deck = r.deal_order()
    assert commitment("table-0001", 7, 2, four[2]).hex() in text
    assert ", ".join(map(str, deck[:16])) in text and hashlib.sha256(bytes(deck)).hexdigest() in text
    assert ", ".join(map(str, r.reshuffle_permutation(1, 20))) in text
    host = {100: bytes([100]) * 32}
    c = commitment("table-0001", 7, 100, host[100])
    r = reveal_round("table-0001", 7, {100: c}, host)
    deck = r.deal_order()
    assert c.hex() in text
    assert ", ".join(map(str, deck[:16])) in text and hashlib.sha256(bytes(deck)).hexdigest() in text
    assert ", ".join(map(str, r.reshuffle(1, range(20)))) in text
    assert not re.search(r"(seat|slot)( number)? 255", text)   # the host's slot is 100 (§6, §8.7)


def _section(title: str) -> str:
    text = _text()
    start = text.index(title)
    end = text.find("\n### ", start + 1)
    return text[start:end]


def test_every_nested_key_and_kind_is_specified():
    view = _section("### 8.4 The view")
    for key in DEFS["view"]["properties"]:
        assert f"| `{key}` |" in view, key
    info = _section("### 8.3 Table info")
    for key in DEFS["table_info"]["properties"]:
        assert f"| `{key}` |" in info, key
    for key in DEFS["variant"]["properties"]:
        assert f"`{key}`" in info, key
    for key in DEFS["seat_info"]["properties"]:
        assert f"`{key}`" in info, key
    acts = _section("### 8.2 Actions")
    for kind in DEFS["public_action"]["properties"]["type"]["enum"]:
        assert f"`{kind}`" in acts, kind
    log = _section("### 8.5 Log events")
    for kind in DEFS["log_event"]["prefixItems"][0]["enum"]:
        assert f"| `{kind}` |" in log, kind
    result = _section("### 8.6 Round result")
    for key in DEFS["round_result"]["properties"]:
        assert f"`{key}`" in result, key


def test_no_code_is_named_as_the_definition():
    text = _text()
    for pointer in ("see the code", "wireview", "to_dict", "lanjolly.actions", "lanjolly/cards.py",
                    "rules engine's business", "HOST_STATES", "Variant."):
        assert pointer not in text, pointer


def test_the_schema_file_is_what_the_code_loads():
    assert json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))["$defs"] == DEFS


def test_the_event_known_answers_in_section_18_are_the_code_s():
    from protocol.deal import reveal_round as reveal
    from protocol.eventboards import board_commitments, bot_seed, commits_digest, derive_board
    from protocol.solo import solo_board, solo_event_id
    text = " ".join(_text().split())
    eid = "00112233aabbccdd"
    own = {0: [bytes([1]) * 32, bytes([2]) * 32], 100: [bytes([100]) * 32, bytes([101]) * 32]}
    commits = {s: board_commitments(eid, s, v) for s, v in own.items()}
    assert commits[0][1].hex() in text and commits_digest(eid, commits).hex() in text
    board = derive_board(eid, 1, commits, {s: v[1] for s, v in own.items()})
    deck = board.deal_order()
    assert ", ".join(map(str, deck[:16])) in text and hashlib.sha256(bytes(deck)).hexdigest() in text
    assert f"bot seed is `{bot_seed(board)}`" in text
    sid = solo_event_id("day-2025-01-31", "jolly", 4, 16)
    c, s = solo_board(sid, 0)
    assert f"set id `{sid}`" in text and s[100].hex() in text
    assert ", ".join(map(str, reveal(sid, 0, c, s).deal_order()[:16])) in text


def test_the_event_info_keys_are_specified():
    section = _section("### 18.2 The desk and registration")
    for key in DEFS["event_info"]["properties"]:
        assert f"`{key}`" in section, key
    for key in DEFS["event_player"]["properties"]:
        assert f"`{key}`" in section, key
