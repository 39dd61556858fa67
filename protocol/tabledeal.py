"""The table's deal, as a replaceable part: a deal round owns its secrets and says when it is done.

The table asks a :class:`DealSource` for a :class:`DealRound` at the start of
every attempt and only ever sees what the round returns: :class:`Pending`
(with the messages it wants sent), :class:`Ready` (the deck order and the
chance source for the round's reshuffles) or :class:`Abort` (the slot that
broke the deal). That is the seam for other deals: the host-blind mental-poker
deal plugs in here, and so does a board dealt from outside (duplicate play,
:class:`FixedDeal`).

:class:`CommitReveal` is today's deal (PROTOCOL.md §6, §16.6): the host and
every connected human commit to a fresh secret, the host publishes all
commitments, collects the secrets and deals ``deal_order(...)``, signing a
receipt for each commitment and secret it accepts. A missing or wrong secret
aborts the attempt before any card is dealt. Its two steps are
:class:`DealStep`, and a message for the other step is refused.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping, Protocol, Sequence

from lanjolly.cards import DECK_SIZE
from lanjolly.driver import ChanceSource
from lanjolly.round import RoundState

from .deal import RevealedRound, commitment, new_secret, reveal_round, secret_chance
from .eventboards import bot_seed
from .messages import HOST_SLOT, make
from .receipts import ReceiptKind, receipt_message

Msg = dict[str, Any]
Outgoing = list[tuple[int | None, Msg]]     # (connection id, or None for everyone; message)
Signer = Callable[[bytes], bytes]


class DealStep(str, Enum):
    COMMIT = "commit"      # waiting for every participant's commitment
    SECRET = "secret"      # commitments published; waiting for the secrets
    DONE = "done"          # dealt


@dataclass(frozen=True)
class Pending:
    out: Outgoing = field(default_factory=list)


@dataclass(frozen=True)
class Ready:
    order: list[int]                  # the deck, index 0 = top
    chance: ChanceSource              # the round's reshuffles
    record: dict[str, Any]            # what the journal keeps of this deal (resume deals it again)
    out: Outgoing = field(default_factory=list)
    bot_seed: int | None = None       # the deal fixes the bots' randomness too (a board: alike at every table)
    # The round as the deal made it, when the deal itself referees it (a blind deal, PROTOCOL.md §17:
    # the cards are placeholders until opened, so no deck order exists); None: dealt from ``order``.
    state: RoundState | None = None


@dataclass(frozen=True)
class Abort:
    slot: int
    reason: str                       # no_secret | bad_secret
    out: Outgoing = field(default_factory=list)


Outcome = Pending | Ready | Abort


class DealRound(Protocol):
    """One attempt at one round's deal, as the table sees it."""

    round_no: int
    attempt: int
    excluded: frozenset[int]          # slots that broke an earlier attempt of this round

    @property
    def deadline(self) -> float | None: ...

    def begin(self, now: float) -> Outcome: ...

    def receive(self, step: DealStep, slot: int, cid: int, value: bytes, now: float) -> Outcome: ...

    def stale(self, step: DealStep, round_no: int, attempt: int, slot: int | None, cid: int) -> str | None:
        """Why a commitment or secret from ``slot`` is not expected now (a refusal's text), or None."""

    def expire(self, now: float) -> Outcome: ...

    def snapshot(self) -> dict[str, Any] | None:
        """The ``deal`` field of a snapshot (commitments so far), or None."""

    def reveal(self) -> Msg | None:
        """The message that lets every client check the deal once the round is over; None when the
        deal is published elsewhere (a board: by the event's desk, once every table has played it)."""


@dataclass(frozen=True)
class DealContext:
    """What a deal source knows of an attempt: whose it is and who takes part."""

    table_id: str
    round_no: int
    attempt: int
    participants: Mapping[int, int]   # slot (seat) -> connection id
    excluded: frozenset[int]
    timeout_s: float


class DealSource(Protocol):
    def __call__(self, ctx: DealContext) -> DealRound: ...


def _commits_of(round_no: int, attempt: int, commits: Mapping[int, bytes]) -> dict[str, Any]:
    """A snapshot's ``deal`` field: the commitments so far."""
    return {"round": round_no, "attempt": attempt, "commits": [[s, c] for s, c in sorted(commits.items())]}


def _reveal(round_no: int, attempt: int, secrets: Mapping[int, bytes]) -> Msg:
    return make("deal_reveal", round=round_no, attempt=attempt, secrets=[[s, v] for s, v in sorted(secrets.items())])


class TakesNoMessages:
    """For a deal round that no participant talks to by commitment and secret (a replayed deal, a board
    dealt from outside, a blind deal whose key holders send their own messages): every one is stale."""

    why_stale = "no deal is expected now"

    def receive(self, step: DealStep, slot: int, cid: int, value: bytes, now: float) -> Outcome:
        return Pending()

    def stale(self, step: DealStep, round_no: int, attempt: int, slot: int | None, cid: int) -> str | None:
        return self.why_stale

    def expire(self, now: float) -> Outcome:
        return Pending()


def _tl(deadline: float | None, now: float) -> int:
    return -1 if deadline is None else max(0, int((deadline - now) * 1000))


@dataclass
class CommitReveal:
    """The commit-reveal deal (see the module docstring)."""

    ctx: DealContext
    sign: Signer | None = None
    host_secret: bytes = b""              # drawn when the attempt starts
    step: DealStep = DealStep.COMMIT
    deadline: float | None = None
    commits: dict[int, bytes] = field(default_factory=dict)
    secrets: dict[int, bytes] = field(default_factory=dict)
    round_no: int = field(init=False)
    attempt: int = field(init=False)
    excluded: frozenset[int] = field(init=False)
    participants: dict[int, int] = field(init=False)

    def __post_init__(self) -> None:
        self.round_no, self.attempt, self.excluded = self.ctx.round_no, self.ctx.attempt, self.ctx.excluded
        self.participants = dict(self.ctx.participants)
        self.host_secret = self.host_secret or new_secret()
        self.commits[HOST_SLOT] = commitment(self.ctx.table_id, self.round_no, HOST_SLOT, self.host_secret)
        self.secrets[HOST_SLOT] = self.host_secret

    def begin(self, now: float) -> Outcome:
        if not self.participants:
            return self._publish(now)
        self.deadline = now + self.ctx.timeout_s
        tl = _tl(self.deadline, now)
        return Pending([(cid, make("deal_commit_req", round=self.round_no, attempt=self.attempt, slot=slot, tl=tl))
                        for slot, cid in self.participants.items()])

    def receive(self, step: DealStep, slot: int, cid: int, value: bytes, now: float) -> Outcome:
        """A participant's commitment or secret; a refusal for a stale or foreign one is the caller's
        (:meth:`stale`), so this is only called with one that :meth:`stale` let through."""
        out: Outgoing = self._receipt(cid, slot, ReceiptKind.COMMIT if step is DealStep.COMMIT else
                                      ReceiptKind.SECRET, value)
        if step is DealStep.COMMIT:
            self.commits[slot] = value
            if all(s in self.commits for s in self.participants):
                return self._publish(now, out)
            return Pending(out)
        if commitment(self.ctx.table_id, self.round_no, slot, value) != self.commits[slot]:
            return Abort(slot, "bad_secret", out)
        self.secrets[slot] = value
        if all(s in self.secrets for s in self.commits):
            return self._ready(out)
        return Pending(out)

    def stale(self, step: DealStep, round_no: int, attempt: int, slot: int | None, cid: int) -> str | None:
        """Why a commitment or secret is not expected from ``slot`` now (the refusal's text), or None."""
        if step is not self.step or round_no != self.round_no or attempt != self.attempt:
            return "no commitment is expected now" if step is DealStep.COMMIT else "no secret is expected now"
        if slot is None or self.participants.get(slot) != cid:
            return "you are not a participant of this deal"
        if step is DealStep.COMMIT and slot in self.commits:
            return "you are not a participant of this deal"
        if step is DealStep.SECRET and (slot not in self.commits or slot in self.secrets):
            return "you are not a participant of this deal"
        return None

    def expire(self, now: float) -> Outcome:
        if self.step is DealStep.COMMIT:
            return self._publish(now)
        missing = next(s for s in sorted(self.commits) if s not in self.secrets)
        return Abort(missing, "no_secret")

    def snapshot(self) -> dict[str, Any] | None:
        return _commits_of(self.round_no, self.attempt, self.commits)

    def reveal(self) -> Msg:
        return _reveal(self.round_no, self.attempt, self.secrets)

    def _publish(self, now: float, out: Outgoing | None = None) -> Outcome:
        for slot in list(self.participants):
            if slot not in self.commits:  # no commitment in time: no say in this deal
                self.participants.pop(slot)
        self.step = DealStep.SECRET
        self.deadline = now + self.ctx.timeout_s if self.participants else None
        sent = list(out or ())
        sent.append((None, make("deal_commits", round=self.round_no, attempt=self.attempt,
                                commits=[[s, c] for s, c in sorted(self.commits.items())],
                                tl=_tl(self.deadline, now))))
        return Pending(sent) if self.participants else self._ready(sent)

    def _ready(self, out: Outgoing) -> Ready:
        revealed = reveal_round(self.ctx.table_id, self.round_no, self.commits, self.secrets)
        self.step, self.deadline = DealStep.DONE, None
        record = {"round": self.round_no, "attempt": self.attempt,
                  "commits": {str(k): v.hex() for k, v in self.commits.items()},
                  "secrets": {str(k): v.hex() for k, v in self.secrets.items()}}
        return Ready(revealed.deal_order(), secret_chance(revealed), record, out)

    def _receipt(self, cid: int, slot: int, kind: ReceiptKind, value: bytes) -> Outgoing:
        """Sign what ``slot`` sent, so a later claim that it never came (or was wrong) can be disproved."""
        if self.sign is None:
            return []
        sig = self.sign(receipt_message(self.ctx.table_id, self.round_no, self.attempt, slot, kind, value))
        return [(cid, make("deal_receipt", round=self.round_no, attempt=self.attempt, slot=slot, kind=kind.value,
                           h=hashlib.sha256(value).digest(), sig=sig))]


def commit_reveal(sign: Signer | None = None) -> DealSource:
    """Today's deal source: a fresh :class:`CommitReveal` per attempt."""
    def source(ctx: DealContext) -> DealRound:
        return CommitReveal(ctx, sign)
    return source


def board_record(round_no: int, attempt: int, event_id: str, revealed: RevealedRound) -> dict[str, Any]:
    """The journal's record of a board dealt from an event's contributions (PROTOCOL.md §18.3): the
    commitments and secrets in the event's name, so a resumed table deals the same board again."""
    return {"round": round_no, "attempt": attempt, "event": event_id,
            "commits": {str(k): v.hex() for k, v in revealed.commitments.items()},
            "secrets": {str(k): v.hex() for k, v in revealed.secrets.items()}}


@dataclass
class Journaled(TakesNoMessages):
    """A deal replayed from the journal on resume: ready as soon as its record is given.

    Two kinds of record: this table's own commit-reveal (in the table's name), and a board dealt
    from an event's contributions (:func:`board_record`, in the event's name), which after the
    replay goes on as a board does: no commitments in a snapshot, no reveal at the round's end."""

    ctx: DealContext
    deadline: float | None = None
    record: dict[str, Any] | None = None
    commits: dict[int, bytes] = field(default_factory=dict)
    secrets: dict[int, bytes] = field(default_factory=dict)
    board: bool = False
    round_no: int = field(init=False)
    attempt: int = field(init=False)
    excluded: frozenset[int] = field(init=False)

    def __post_init__(self) -> None:
        self.round_no, self.attempt, self.excluded = self.ctx.round_no, self.ctx.attempt, self.ctx.excluded

    def begin(self, now: float) -> Outcome:
        return Pending()

    def replay(self, record: dict[str, Any]) -> Ready:
        """The journaled deal of this round (``Record.ROUND``), checked as a client would check it."""
        if "board" in record:
            raise ValueError("this table's boards were given as bare deck orders: their reshuffles are not "
                             "in the journal, so it cannot be resumed")
        self.round_no, self.attempt = int(record["round"]), int(record["attempt"])
        self.commits = {int(k): bytes.fromhex(v) for k, v in record["commits"].items()}
        self.secrets = {int(k): bytes.fromhex(v) for k, v in record["secrets"].items()}
        self.board = "event" in record
        revealed = reveal_round(str(record.get("event", self.ctx.table_id)), self.round_no, self.commits,
                                self.secrets)
        return Ready(revealed.deal_order(), secret_chance(revealed), record,
                     bot_seed=bot_seed(revealed) if self.board else None)

    def snapshot(self) -> dict[str, Any] | None:
        return _commits_of(self.round_no, self.attempt, {} if self.board else self.commits)

    def reveal(self) -> Msg | None:
        return None if self.board else _reveal(self.round_no, self.attempt, self.secrets)


@dataclass
class FixedDeal(TakesNoMessages):
    """A board dealt from outside (duplicate play, tests): the deck order is given, and so are the
    reshuffles; ready at once. Nothing of it is on the table's wire (PROTOCOL.md §18.4): a snapshot
    lists no commitments and the round's end reveals nothing; whoever chose the board publishes it.

    ``record`` is what the journal keeps (:func:`board_record` for an event's board, which a resumed
    table deals again); by default the bare order, which cannot be resumed. ``bot_seed``: the seed the
    bots start the board from (an event's: from the board's transcript, alike at every table)."""

    ctx: DealContext
    order: Sequence[int]
    chance: ChanceSource
    record: dict[str, Any] | None = None
    bot_seed: int | None = None
    deadline: float | None = None
    round_no: int = field(init=False)
    attempt: int = field(init=False)
    excluded: frozenset[int] = field(init=False)

    def __post_init__(self) -> None:
        if sorted(self.order) != list(range(DECK_SIZE)):
            raise ValueError("a board is an order of the whole deck")
        self.round_no, self.attempt, self.excluded = self.ctx.round_no, self.ctx.attempt, self.ctx.excluded

    def begin(self, now: float) -> Outcome:
        record = self.record or {"round": self.round_no, "attempt": self.attempt, "board": list(self.order)}
        return Ready(list(self.order), self.chance, record, bot_seed=self.bot_seed)

    why_stale = "this table's boards are dealt from outside"

    def snapshot(self) -> dict[str, Any] | None:
        return _commits_of(self.round_no, self.attempt, {})

    def reveal(self) -> Msg | None:
        return None


__all__ = ["DealStep", "Pending", "Ready", "Abort", "Outcome", "DealRound", "DealContext", "DealSource",
           "TakesNoMessages",
           "CommitReveal", "commit_reveal", "Journaled", "FixedDeal", "RevealedRound", "board_record"]
