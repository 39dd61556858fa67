"""The boards of a duplicate event, derived from every participant's commit-reveal (PROTOCOL.md §18.3).

This is the single-table fair deal of §6 (``protocol/deal.py``) used once per
board: every participant (each registered player's client, and the organiser
as slot 100) commits at registration's close to one fresh 32-byte secret per
board, ``commitment(event_id, board, slot, secret)``; board *b*'s deck order
is ``reveal_round(event_id, b, commitments of b, secrets of b).deal_order()``
and its reshuffles come from the same revealed round. A participant reveals a
board's secret to the organiser only, when every table is ready to start that
board, and the organiser publishes the board's secrets once every table has
played it. So nobody can choose a board (every commitment was fixed before any
secret was known) or foresee one (it is unknown until its secrets are in).
"""

from __future__ import annotations

import hashlib
from typing import Mapping, Sequence

from .deal import SECRET_LEN, DealError, RevealedRound, commitment, derive_key, new_secret, reveal_round
from ._encoding import fields, text_or_bytes, u32
from .messages import HOST_SLOT

ORGANISER_SLOT = HOST_SLOT           # the organiser's process takes part in every board, as a table's host does
DIGEST_DOMAIN = b"lanjolly/event-commits/v1"
BOTS_PURPOSE = b"bots"               # HKDF purpose of the board's bot seed (PROTOCOL.md §18.3)


def new_board_secrets(boards: int) -> list[bytes]:
    """One fresh secret per board."""
    return [new_secret() for _ in range(boards)]


def board_commitments(event_id: str, slot: int, secrets: Sequence[bytes]) -> list[bytes]:
    """The commitments a participant publishes: §6.2 with the event id as table id and the board as round."""
    return [commitment(event_id, b, slot, s) for b, s in enumerate(secrets)]


def commits_digest(event_id: str, commits: Mapping[int, Sequence[bytes]]) -> bytes:
    """SHA-256 over every participant's commitments, slots ascending: the event's fingerprint of its boards.

    Every client shows its first characters, so a table of players can compare them aloud."""
    parts = [DIGEST_DOMAIN, text_or_bytes(event_id), u32(len(commits))]
    for slot in sorted(commits):
        parts += [u32(slot), u32(len(commits[slot])), *[bytes(c) for c in commits[slot]]]
    return hashlib.sha256(fields(*parts)).digest()


def derive_board(event_id: str, board: int, commits: Mapping[int, Sequence[bytes]],
                 secrets: Mapping[int, bytes]) -> RevealedRound:
    """Board ``board`` from the secrets of the slots that contributed to it (each opens its commitment).

    Raises a :class:`~protocol.deal.DealError` (``CommitmentMismatch`` naming the slot, ``BadSecret``) as §6.5."""
    unknown = sorted(set(secrets) - set(commits))
    if unknown:
        raise DealError(f"board {board + 1}: a secret for slot {unknown[0]}, which committed to nothing")
    for slot in secrets:
        if not 0 <= board < len(commits[slot]):
            raise DealError(f"board {board + 1}: slot {slot} committed to only {len(commits[slot])} boards")
    return reveal_round(event_id, board, {s: commits[s][board] for s in secrets}, secrets)


def bot_seed(revealed: RevealedRound) -> int:
    """The seed of the bots' choices on a board: from the board's transcript, never the clock, so every
    table's bots (and a player replaying a board set alone) face the same bots."""
    return int.from_bytes(derive_key(revealed.transcript, BOTS_PURPOSE)[:8], "big")


def check_secret_shape(secret: bytes) -> bool:
    return isinstance(secret, bytes) and len(secret) == SECRET_LEN
