"""A blind round in a round record (PROTOCOL.md §17.10) and its check.

The record keeps the key holders, each seat's opener and every blind message the client
received (bins as hex); the public actions are the record's ``acts``. The check puts the two
back in order (:func:`protocol.blind.merge.merge`), re-runs the whole round from them
(:func:`protocol.blind.audit.replay_ledger`) and yields the true states, after the deal and
after each action, for ``lanjolly verify`` and the replay viewer.
"""

from __future__ import annotations

from typing import Any, Iterator, Mapping

from lanjolly.round import RoundState
from lanjolly.variants import Variant

from .audit import actions_of, replay_ledger, true_states
from .ledger import Setup
from .merge import merge, parse_actions, parse_messages
from .referee import RoundParams

BIN_KEYS = ("h", "pok", "out", "proof", "d", "x")


def to_json(m: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (v.hex() if isinstance(v, bytes) else v) for k, v in m.items()}


def from_json(m: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (bytes.fromhex(v) if k in BIN_KEYS else v) for k, v in m.items()}


def setup_of(rec: Mapping[str, Any]) -> tuple[Setup, RoundParams, int]:
    b = rec["blind"]
    setup = Setup(rec["table_id"], int(rec["round"]), int(b["attempt"]), tuple(b["holders"]), tuple(b["openers"]))
    params = RoundParams(Variant.from_dict(rec["variant"]), int(rec["dealer"]), tuple(rec["active"]),
                         int(rec["round"]), tuple(rec["totals"]))
    return setup, params, len(rec["active"])


def blind_round_states(rec: Mapping[str, Any]) -> Iterator[RoundState]:
    """Check the round (BlindCheat / AuditError on a fault), then the true states in order."""
    setup, params, seats = setup_of(rec)
    messages = parse_messages([from_json(m) for m in rec["blind"]["messages"]])
    transcript, _ = merge(setup, seats, params, messages, parse_actions(rec["acts"]))
    _, ledger = replay_ledger(setup, seats, params, transcript)
    yield from true_states(ledger, params, actions_of(transcript))


__all__ = ["BIN_KEYS", "blind_round_states", "from_json", "setup_of", "to_json"]
