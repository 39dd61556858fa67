"""The table's part that runs the commit-reveal deal (PROTOCOL.md §6, §16.6).

Before each round the host and every connected human commit to a fresh
secret; the host publishes all commitments, then collects the secrets and
deals ``deal_order(...)``. It signs a receipt for every commitment and secret
it accepts. A missing or wrong secret aborts the attempt before any card is
dealt, is announced to everyone (``deal_abort``) and counted, and the commit
phase restarts without that participant. Mixed into :class:`protocol.table.Table`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .deal import commitment, new_secret, reveal_round
from .messages import HOST_SLOT, make
from .receipts import ReceiptKind, receipt_message
from .tablephase import TablePhase
from .tablecore import TableCore

if TYPE_CHECKING:  # pragma: no cover
    from .tableseats import Conn


@dataclass
class DealRound:
    round_no: int
    attempt: int
    participants: dict[int, int]          # slot (seat) -> connection id
    commits: dict[int, bytes]
    secrets: dict[int, bytes]
    phase: str = "commit"                 # commit | secret
    deadline: float | None = None
    excluded: set[int] = field(default_factory=set)


class DealSteps(TableCore):
    """Commit, publish, reveal, deal; abort and retry without whoever broke it."""

    def _on_commit(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        d = self.deal
        if d is None or d.phase != "commit" or msg["round"] != d.round_no or msg["attempt"] != d.attempt:
            return self._refuse(cid, "deal_stale", "no commitment is expected now")
        slot = conn.seat
        if slot is None or d.participants.get(slot) != cid or slot in d.commits:
            return self._refuse(cid, "deal_stale", "you are not a participant of this deal")
        d.commits[slot] = msg["c"]
        self._receipt(cid, d, slot, ReceiptKind.COMMIT, msg["c"])
        if all(s in d.commits for s in d.participants):
            self._publish_commits(now)

    def _on_secret(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        d = self.deal
        if d is None or d.phase != "secret" or msg["round"] != d.round_no or msg["attempt"] != d.attempt:
            return self._refuse(cid, "deal_stale", "no secret is expected now")
        slot = conn.seat
        if slot is None or slot not in d.commits or slot in d.secrets or d.participants.get(slot) != cid:
            return self._refuse(cid, "deal_stale", "you are not a participant of this deal")
        self._receipt(cid, d, slot, ReceiptKind.SECRET, msg["s"])   # before any verdict on it
        if commitment(self.table_id, d.round_no, slot, msg["s"]) != d.commits[slot]:
            return self._abort_deal(slot, "bad_secret", now)
        d.secrets[slot] = msg["s"]
        if all(s in d.secrets for s in d.commits):
            self._deal(now)

    def _receipt(self, cid: int, d: DealRound, slot: int, kind: ReceiptKind, value: bytes) -> None:
        """Sign what ``slot`` sent, so a later claim that it never came (or was wrong) can be disproved."""
        if self.sign is None:
            return
        sig = self.sign(receipt_message(self.table_id, d.round_no, d.attempt, slot, kind, value))
        self._out(cid, make("deal_receipt", round=d.round_no, attempt=d.attempt, slot=slot, kind=kind.value,
                            h=hashlib.sha256(value).digest(), sig=sig))

    def _begin_deal(self, now: float, excluded: set[int] | None = None, attempt: int = 1) -> None:
        assert self.match is not None
        if self._blind_deal(now, attempt):
            return
        self._enter(TablePhase.DEAL)
        excluded = excluded or set()
        participants = {i: s.cid for i, s in enumerate(self.seats)
                        if s.kind == "human" and s.cid is not None and not s.auto and i not in excluded}
        host_secret = new_secret()
        rn = self.match.round_no
        self.deal = DealRound(rn, attempt, participants,
                              {HOST_SLOT: commitment(self.table_id, rn, HOST_SLOT, host_secret)},
                              {HOST_SLOT: host_secret}, excluded=excluded)
        self._table_changed(now)
        if not participants:
            self._publish_commits(now)
            return
        self.deal.deadline = now + self.config.deal_timeout_ms / 1000
        for slot, cid in participants.items():
            self._out(cid, make("deal_commit_req", round=rn, attempt=attempt, slot=slot, tl=self._tl(now)))

    def _publish_commits(self, now: float) -> None:
        d = self.deal
        assert d is not None
        for slot in list(d.participants):
            if slot not in d.commits:  # no commitment in time: no say in this deal
                d.participants.pop(slot)
        d.phase = "secret"
        d.deadline = now + self.config.deal_timeout_ms / 1000 if d.participants else None
        self._all(make("deal_commits", round=d.round_no, attempt=d.attempt,
                       commits=[[s, c] for s, c in sorted(d.commits.items())], tl=self._tl(now)))
        if not d.participants:
            self._deal(now)

    def _abort_deal(self, slot: int, reason: str, now: float) -> None:
        """Missing or wrong secret: nothing was dealt yet, so start over without that participant."""
        d = self.deal
        assert d is not None
        self._all(make("deal_abort", round=d.round_no, attempt=d.attempt, slot=slot, reason=reason))
        if slot < len(self.aborts):
            self.aborts[slot] += 1
            if self.journal is not None:
                self.journal.write("abort", {"slot": slot})
        nick = self.seats[slot].nick if slot < len(self.seats) else "?"
        self._sys("deal_abort", slot, nick, f"the deal was restarted: {nick} did not reveal a valid secret "
                                            f"({reason}) and has no say in this round's deal", reason=reason)
        self._begin_deal(now, d.excluded | {slot}, d.attempt + 1)

    def _deal(self, now: float) -> None:
        d = self.deal
        assert d is not None and self.match is not None
        self.revealed = reveal_round(self.table_id, d.round_no, d.commits, d.secrets)
        if self.journal is not None:
            self.journal.write("round", {"round": d.round_no, "attempt": d.attempt,
                                         "commits": {str(k): v.hex() for k, v in d.commits.items()},
                                         "secrets": {str(k): v.hex() for k, v in d.secrets.items()}})
        self._start_round(self.revealed.deal_order())
        d.deadline = None
        self._enter(TablePhase.PLAY)
        self._after_change(now)    # the turn clock first: every snapshot carries its time left (``tl``)
        for cid in list(self.conns):
            self._snapshot(cid, now)
        assert self.state is not None
        dealer = self.state.dealer
        nick = self.seats[dealer].nick if dealer < len(self.seats) else "?"
        self._sys("dealt", dealer, nick, f"Round {d.round_no + 1}: {nick} deals", round=d.round_no + 1)
        self._table_changed(now)
