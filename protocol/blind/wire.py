"""Blind messages as wire maps (``t``, ``round``, ``attempt`` and the fields of §17.8)."""

from __future__ import annotations

from typing import Any, Mapping

from .messages import BlindMsg, SharesMsg, from_wire, kind_of

BLIND_TYPES = ("blind_key", "blind_shuffle", "blind_shares", "blind_round_key")


def to_map(msg: BlindMsg, round_no: int, attempt: int) -> dict[str, Any]:
    return {"t": kind_of(msg), "round": round_no, "attempt": attempt, **msg.to_wire()}


def from_map(d: Mapping[str, Any], deck_sizes: Mapping[int, int]) -> BlindMsg:
    return from_wire(str(d["t"]), {k: v for k, v in d.items() if k not in ("t", "round", "attempt")},
                     deck_sizes)


def opening_to_act(msg: SharesMsg) -> dict[str, Any]:
    """``act.open``: an opening without its slot (the host knows the sender)."""
    body = msg.to_wire()
    del body["slot"]
    return body


def opening_from_act(d: Mapping[str, Any], slot: int, deck_sizes: Mapping[int, int]) -> SharesMsg:
    msg = from_wire("blind_shares", {**d, "slot": slot}, deck_sizes)
    assert isinstance(msg, SharesMsg)
    return msg


__all__ = ["BLIND_TYPES", "from_map", "opening_from_act", "opening_to_act", "to_map"]
