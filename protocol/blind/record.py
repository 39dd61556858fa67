"""A blind round in a round record (PROTOCOL.md §17.10) and its check.

The record keeps the key holders, each seat's opener and one transcript: every blind message
(bins as hex) and every public action, in the order the client received them. The check
re-runs the whole round from it (:func:`protocol.blind.audit.replay_ledger`) and yields the
true states, after the deal and after each action, for ``lanjolly verify`` and the replay viewer.
"""

from __future__ import annotations

from typing import Any, Iterator, Mapping

from lanjolly.actions import Reshuffle, from_dict
from lanjolly.round import RoundState
from lanjolly.variants import Variant

from .audit import Entry, actions_of, replay_ledger, true_states
from .elgamal import CIPHERTEXT_LEN
from .ledger import Setup
from .referee import RoundParams
from .wire import from_map

BIN_KEYS = ("h", "pok", "out", "proof", "d", "x")


def entry_to_json(kind: str, body: Mapping[str, Any]) -> list[Any]:
    """``["b", map]`` for a blind message, ``["a", public action]`` for a move."""
    return [kind, {k: (v.hex() if isinstance(v, bytes) else v) for k, v in body.items()}]


def entries(rec: Mapping[str, Any]) -> list[Entry]:
    """The transcript as messages and actions (deck sizes from the shuffles' own length)."""
    items = rec["blind"]["transcript"]
    sizes = {int(b["deck"]): len(b["out"]) // (2 * CIPHERTEXT_LEN)
             for k, b in items if k == "b" and b.get("t") == "blind_shuffle"}
    out: list[Entry] = []
    for kind, body in items:
        if kind == "b":
            out.append(from_map({k: (bytes.fromhex(v) if k in BIN_KEYS else v) for k, v in body.items()}, sizes))
        elif body.get("type") == "reshuffle":
            out.append(Reshuffle(()))
        else:
            out.append(from_dict(body))
    return out


def setup_of(rec: Mapping[str, Any]) -> tuple[Setup, RoundParams, int]:
    b = rec["blind"]
    setup = Setup(rec["table_id"], int(rec["round"]), int(b["attempt"]), tuple(b["holders"]), tuple(b["openers"]))
    params = RoundParams(Variant.from_dict(rec["variant"]), int(rec["dealer"]), tuple(rec["active"]),
                         int(rec["round"]), tuple(rec["totals"]))
    return setup, params, len(rec["active"])


def blind_round_states(rec: Mapping[str, Any]) -> Iterator[RoundState]:
    """Check the transcript (BlindCheat / AuditError on a fault), then the true states in order."""
    setup, params, seats = setup_of(rec)
    transcript = entries(rec)
    _, ledger = replay_ledger(setup, seats, params, transcript)
    yield from true_states(ledger, params, actions_of(transcript))


__all__ = ["BIN_KEYS", "blind_round_states", "entries", "entry_to_json", "setup_of"]
