"""Signed receipts for the deal: a false abort can be disproved.

When the host says "seat 2 sent no secret" (or a wrong one) and retries the
deal without that player, nobody else can tell whether that is true. So the
host signs, with its identity key, a receipt for every commitment and secret
it accepts, and sends it to the sender before anything else happens to that
deal attempt. A player named in an abort who holds a receipt for the very
secret the host says it lacks (or says was wrong) holds the proof that the
host lied, and its client says so. Exact bytes: PROTOCOL.md "Limits and trust".
"""

from __future__ import annotations

import hashlib
from enum import Enum

from ._encoding import fields, text_or_bytes, u32

RECEIPT_DOMAIN = b"lanjolly/receipt/v1"


class ReceiptKind(str, Enum):
    COMMIT = "commit"
    SECRET = "secret"


def receipt_message(table_id: str | bytes, round_no: int, attempt: int, slot: int, kind: ReceiptKind,
                    value: bytes) -> bytes:
    """What the host signs: F(domain, table_id, round, attempt, slot, kind, SHA-256(value))."""
    return fields(RECEIPT_DOMAIN, text_or_bytes(table_id), u32(round_no), u32(attempt), u32(slot),
                  kind.value.encode("ascii"), hashlib.sha256(value).digest())
