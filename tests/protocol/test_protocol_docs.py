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
