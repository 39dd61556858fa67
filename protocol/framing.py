"""Wire frames: a 4-byte big-endian length, then exactly one msgpack map.

Sans-I/O so the same decoder serves host, client, tests and fuzzers. The
decoder is strict because every byte comes from a possibly hostile peer on
the LAN: anything outside the small subset below is a ``ProtocolViolation``
(never another exception), and after one the decoder stays failed, because a
stream that lost framing cannot be resynchronised.

Accepted values (PROTOCOL.md §2): nil, bool, int (64-bit), finite float,
str (valid UTF-8), bin, array, map. Map keys must be str and unique.
Not accepted: ext types (including the timestamp), NaN/infinities, non-str
keys, duplicate keys, nesting deeper than ``max_depth``, a top level that is
not a map, trailing bytes after the map, frames larger than ``max_frame``.
``bin`` is allowed anywhere a value may be; the message-schema layer decides
per field whether it wants str or bytes, and rejects the other.
"""

from __future__ import annotations

import math
import struct
from typing import Any

import msgpack

HEADER = struct.Struct(">I")
MAX_FRAME = 64 * 1024
READ_SIZE = 65536          # bytes asked of a socket per read, host and client alike
MAX_DEPTH = 16


class ProtocolViolation(Exception):
    """The peer broke the wire rules; ``code`` is a stable machine-readable reason."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message
        super().__init__(f"{code}: {message}")


class _Reject(Exception):
    """Internal: raised from msgpack hooks, turned into ProtocolViolation."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message


def _pairs_hook(pairs: list[tuple[Any, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if type(key) is not str:
            raise _Reject("bad_key", f"map key of type {type(key).__name__}; only strings allowed")
        if key in out:
            raise _Reject("duplicate_key", f"map key {key[:40]!r} appears twice")
        out[key] = value
    return out


def _ext_hook(code: int, data: bytes) -> Any:
    raise _Reject("bad_type", f"msgpack ext type {code} is not allowed")


_ALLOWED_SCALARS = (str, bytes, int, bool, type(None))


def _check_tree(obj: Any, max_depth: int) -> None:
    """Depth limit and type whitelist, iteratively (no recursion on hostile input)."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        kind = type(node)
        if kind is dict or kind is list:
            if depth > max_depth:
                raise ProtocolViolation("too_deep", f"nesting deeper than {max_depth}")
            for child in node.values() if kind is dict else node:
                if type(child) not in _ALLOWED_SCALARS:
                    stack.append((child, depth + 1))
        elif kind is float:
            if not math.isfinite(node):
                raise ProtocolViolation("bad_type", "NaN and infinities are not allowed")
        elif kind not in _ALLOWED_SCALARS:
            raise ProtocolViolation("bad_type", f"value of type {kind.__name__} is not allowed")


def _unpack(body: bytes, max_depth: int) -> dict[str, Any]:
    limit = len(body)
    try:
        obj = msgpack.unpackb(
            body,
            raw=False,
            use_list=True,
            strict_map_key=False,  # our hook gives a clearer error than msgpack's
            object_pairs_hook=_pairs_hook,
            ext_hook=_ext_hook,
            max_str_len=limit,
            max_bin_len=limit,
            max_array_len=limit,
            max_map_len=limit,
            max_ext_len=limit,  # let ext_hook reject it with a clear code
        )
    except _Reject as exc:
        raise ProtocolViolation(exc.code, exc.message) from None
    except msgpack.ExtraData:
        raise ProtocolViolation("bad_msgpack", "trailing bytes after the message map") from None
    except msgpack.StackError:
        raise ProtocolViolation("too_deep", f"nesting deeper than {max_depth}") from None
    except UnicodeDecodeError:
        raise ProtocolViolation("bad_msgpack", "string is not valid UTF-8") from None
    except (ValueError, TypeError, OverflowError, RecursionError, msgpack.UnpackException) as exc:
        raise ProtocolViolation("bad_msgpack", f"undecodable msgpack ({type(exc).__name__})") from None
    if type(obj) is not dict:
        raise ProtocolViolation("not_a_map", f"frame holds {type(obj).__name__}, not a map")
    _check_tree(obj, max_depth)
    return obj


def encode_frame(message: dict[str, Any], max_frame: int = MAX_FRAME, max_depth: int = MAX_DEPTH) -> bytes:
    """Serialise one message; refuses anything our own decoder would reject.

    Checking outgoing frames with the same rules catches sender bugs at the
    sender, where the traceback is useful, instead of as a peer disconnect.
    """
    if type(message) is not dict:
        raise TypeError("a frame carries exactly one dict")
    problem = _outgoing_problem(message, max_depth)
    if problem is not None:
        raise ValueError(f"message would be rejected by peers: {problem}")
    body: bytes = msgpack.packb(message, use_bin_type=True)
    if len(body) > max_frame:
        raise ValueError(f"message of {len(body)} bytes exceeds the {max_frame}-byte frame limit")
    return HEADER.pack(len(body)) + body


def _outgoing_problem(obj: dict[str, Any], max_depth: int) -> str | None:
    """What the decoder would reject in a map we are about to send (non-string keys, NaN and
    infinities, too deep), checked on the map itself: unpacking every frame again, as this used to,
    cost a fifth of the host's time per move. Anything msgpack cannot pack it refuses by itself."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        kind = type(node)
        if kind is dict or kind is list or kind is tuple:
            if depth > max_depth:
                return f"too_deep: nesting deeper than {max_depth}"
            if kind is dict:
                for key in node:
                    if type(key) is not str and not isinstance(key, str):
                        return f"bad_key: map key of type {type(key).__name__}; only strings allowed"
                children = node.values()
            else:
                children = node
            for child in children:
                if type(child) not in _PLAIN:
                    stack.append((child, depth + 1))
        elif kind is float:
            if not math.isfinite(node):
                return "bad_type: NaN and infinities are not allowed"
        elif not isinstance(node, (str, int, bytes)):      # an enum of ours packs as its value
            return f"bad_type: value of type {kind.__name__} is not allowed"
    return None


_PLAIN = frozenset({str, bytes, int, bool, type(None)})


class FrameDecoder:
    """Accumulates stream bytes and returns each complete message."""

    def __init__(self, max_frame: int = MAX_FRAME, max_depth: int = MAX_DEPTH) -> None:
        self.max_frame = max_frame
        self.max_depth = max_depth
        self._buf = bytearray()
        self._failed: ProtocolViolation | None = None

    @property
    def buffered(self) -> int:
        """Bytes waiting for the rest of their frame (never more than header + max_frame)."""
        return len(self._buf)

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """Add bytes; return the messages they complete (possibly none)."""
        if self._failed is not None:
            raise self._failed
        self._buf += data
        out: list[dict[str, Any]] = []
        try:
            while len(self._buf) >= HEADER.size:
                (length,) = HEADER.unpack_from(self._buf)
                if length == 0:
                    raise ProtocolViolation("bad_frame", "zero-length frame")
                if length > self.max_frame:
                    raise ProtocolViolation(
                        "frame_too_large", f"frame of {length} bytes exceeds the {self.max_frame}-byte limit"
                    )
                end = HEADER.size + length
                if len(self._buf) < end:
                    break
                body = bytes(self._buf[HEADER.size:end])
                del self._buf[:end]
                out.append(_unpack(body, self.max_depth))
        except ProtocolViolation as exc:
            self._failed = exc
            self._buf.clear()
            raise
        return out
