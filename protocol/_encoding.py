"""Length-prefixed field encoding shared by every hash, MAC and signature.

Concatenating raw fields is ambiguous (``b"ab" + b"c" == b"a" + b"bc"``), so
every signed or hashed structure in the protocol is a sequence of fields, each
written as a 4-byte big-endian length followed by the bytes. Integers are
first written as 4-byte big-endian unsigned values. See PROTOCOL.md, "Field
encoding".
"""

from __future__ import annotations

import struct

_U32_MAX = 0xFFFFFFFF


def u32(value: int) -> bytes:
    if not 0 <= value <= _U32_MAX:
        raise ValueError(f"integer {value} does not fit in an unsigned 32-bit field")
    return struct.pack(">I", value)


def lp(data: bytes) -> bytes:
    """One length-prefixed field."""
    return u32(len(data)) + data


def fields(*parts: bytes) -> bytes:
    """Length-prefix every part and concatenate."""
    return b"".join(lp(p) for p in parts)


def text_or_bytes(value: str | bytes) -> bytes:
    """Table ids and similar labels: str is UTF-8 encoded, bytes pass through."""
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    raise TypeError(f"expected str or bytes, got {type(value).__name__}")
