"""Collecting a board's secrets at the moment every table is ready to start it (PROTOCOL.md §18.3).

Owns every participant's commitments and, for the board about to start, who
was asked for its secret and what came back. A participant whose secret is
missing (``no_secret``), does not open its commitment (``bad_secret``) or who
is not connected when the board begins (``away``) has no say in that board:
the attempt starts over without them (like a table's deal abort, §8.7), and
the results say so. The organiser's own secret (slot 100) is always in.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Sequence

from .deal import commitment
from .eventboards import ORGANISER_SLOT, board_commitments, commits_digest


@dataclass
class Reveal:
    board: int
    attempt: int
    asked: dict[int, int]                  # slot -> the desk connection asked
    secrets: dict[int, bytes] = field(default_factory=dict)
    excluded: dict[int, str] = field(default_factory=dict)   # slot -> reason, for this board
    deadline: float | None = None

    @property
    def complete(self) -> bool:
        return all(s in self.secrets for s in self.asked)


class BoardSecrets:
    """Every participant's commitments; the reveal of the board under way; the aborts so far."""

    def __init__(self, event_id: str, boards: int, own: Sequence[bytes]) -> None:
        self.event_id = event_id
        self.boards = boards
        self.own = list(own)
        self.commits: dict[int, list[bytes]] = {ORGANISER_SLOT: board_commitments(event_id, ORGANISER_SLOT, own)}
        self.reveal: Reveal | None = None
        self.aborts: list[tuple[int, int, str]] = []         # (board, slot, reason), in order

    def add(self, slot: int, commits: Sequence[bytes]) -> bool:
        """A participant's commitments, one per board (False when the count is wrong)."""
        if len(commits) != self.boards or slot in self.commits:
            return False
        self.commits[slot] = [bytes(c) for c in commits]
        return True

    @property
    def digest(self) -> bytes:
        return commits_digest(self.event_id, self.commits)

    def begin(self, board: int, connected: dict[int, int], now: float, timeout_s: float) -> Reveal:
        """Ask every committed participant for ``board``'s secret; the unconnected are ``away``."""
        excluded = {s: "away" for s in self.commits if s != ORGANISER_SLOT and s not in connected}
        for slot in excluded:
            self.aborts.append((board, slot, "away"))
        asked = {s: cid for s, cid in connected.items() if s in self.commits and s != ORGANISER_SLOT}
        self.reveal = Reveal(board, 1, asked, excluded=excluded, deadline=now + timeout_s if asked else None)
        return self.reveal

    def take(self, slot: int, secret: bytes) -> bool:
        """A secret for the board under way; False if it does not open the slot's commitment."""
        r = self.reveal
        assert r is not None
        want = self.commits[slot][r.board]
        if len(secret) != 32 or not hmac.compare_digest(commitment(self.event_id, r.board, slot, secret), want):
            return False
        r.secrets[slot] = bytes(secret)
        return True

    def abort(self, slot: int, reason: str, now: float, timeout_s: float) -> Reveal:
        """Start the board's reveal over without ``slot`` (its secrets so far are kept: nothing was dealt)."""
        r = self.reveal
        assert r is not None
        self.aborts.append((r.board, slot, reason))
        asked = {s: c for s, c in r.asked.items() if s != slot}
        self.reveal = Reveal(r.board, r.attempt + 1, asked, {s: v for s, v in r.secrets.items() if s in asked},
                             {**r.excluded, slot: reason}, now + timeout_s if asked else None)
        return self.reveal

    def dealt(self) -> tuple[dict[int, bytes], dict[int, bytes]]:
        """The finished reveal's (commitments, secrets) of the board, the organiser's included."""
        r = self.reveal
        assert r is not None and r.complete
        secrets = {ORGANISER_SLOT: self.own[r.board], **r.secrets}
        return {s: self.commits[s][r.board] for s in secrets}, secrets
