"""Checking a round's deal: online at round end, and offline from a saved record.

A record holds what one client saw of one round: the commitments published
before the deal, the secrets revealed after it, the public actions in order and
the client's own view after each of them. Re-checking it means opening every
commitment, recomputing the deck order (and every reshuffle) from the secrets,
replaying the actions through the rules engine and comparing each replayed
view with the one the client was shown. Any difference means the host did not
deal from the order the commitments fixed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Iterator

from lanjolly.actions import from_dict
from lanjolly.errors import IllegalAction
from lanjolly.round import RoundState, apply, deal
from lanjolly.variants import Variant
from lanjolly.views import spectator_view, view

from .blind.audit import AuditError
from .blind.messages import BlindCheat
from .blind.record import blind_round_states
from .deal import DealError, reveal_round, secret_chance
from .recordcheck import RecordIncomplete, RecordUnreadable, check_shape, load
from .wireview import view_to_wire

UNVERIFIED = "this deal could not be verified"
HOST_ALONE = "dealt by the host alone"


class Failure(str, Enum):
    """Why a record did not verify, for a program that words it for people (the replay)."""

    NONE = ""
    UNREADABLE = "unreadable"   # not a round record at all
    DEAL = "deal"               # a secret does not open its commitment
    RULES = "rules"             # a public action the rules refuse (``at``: which)
    VIEWS = "views"             # a shown position differs from the replayed one (``at``: after which)
    DAMAGED = "damaged"         # fields missing or of the wrong kind
    INCOMPLETE = "incomplete"   # it stops before the round's end, or lacks what would prove it


@dataclass(frozen=True)
class VerifyReport:
    ok: bool
    round_no: int
    seat: int | None
    steps: int
    message: str
    host_alone: bool = False   # no seated human's secret went in: never shown as verified
    readable: bool = True      # False: the file could not be read as a record at all (exit status 2)
    failure: Failure = Failure.NONE
    at: int = -1               # the public action (0-based) that failed or after which the views differ
    blind: bool = False        # a round dealt with cards hidden from the host (§17): key holders, not commitments

    def __str__(self) -> str:
        who = "watcher" if self.seat is None else f"seat {self.seat}"
        head = HOST_ALONE if self.host_alone else "deal verified" if self.ok else UNVERIFIED
        return f"round {self.round_no} ({who}): {head}: {self.message}"


def round_states(rec: dict[str, Any]) -> list[RoundState]:
    """The round a record's secrets and public actions determine, through the rules engine:
    the state after the deal, then after each action (the replay viewer steps through these).

    Raises ``DealError`` (a commitment does not open), ``IllegalAction`` (an action
    the rules refuse) or ``KeyError``/``TypeError``/``ValueError`` (a damaged record)."""
    return list(iter_round_states(rec))


def iter_round_states(rec: dict[str, Any]) -> Iterator[RoundState]:
    """:func:`round_states` one at a time, so a check can stop at the first wrong position."""
    if rec.get("blind"):
        yield from blind_round_states(rec)
        return
    rn = rec.get("round", -1)
    commits = {int(k): bytes.fromhex(v) for k, v in rec["commits"].items()}
    secrets = {int(k): bytes.fromhex(v) for k, v in rec["secrets"].items()}
    revealed = reveal_round(rec["table_id"], rn, commits, secrets)
    variant = Variant.from_dict(rec["variant"])
    state = deal(variant, revealed.deal_order(), rec["dealer"], rec["active"], round_no=rn, totals=rec["totals"])
    yield state
    chance = secret_chance(revealed)
    for a in rec["acts"]:
        if a.get("type") == "reshuffle":
            state = apply(state, chance(state))
        else:
            state = apply(state, from_dict(a))
        yield state


def check_record(rec: dict[str, Any]) -> VerifyReport:
    """Re-check one round record (a dict as saved by the client): verified only if it proves the
    whole round: every commitment opens, the deal and every action replay under the recorded
    variant to the round's end, and every view it claims is the one the secrets determine."""
    rn = rec.get("round", -1)
    seat = rec.get("seat")
    try:
        check_shape(rec)
        claimed: dict[int, list[Any]] = {}
        for k, v in rec["views"]:
            claimed.setdefault(k, []).append(v)
        steps = len(rec["acts"])
        last = None
        done = 0
        for step, state in enumerate(iter_round_states(rec)):   # compared as they come: the first
            last, done = state, step                              # wrong position is the one named
            if step not in claimed:
                continue
            mine = view_to_wire(view(state, seat) if seat is not None else spectator_view(state))
            if any(v != mine for v in claimed[step]):
                what = "the cards dealt" if step == 0 else f"the position after action {step}"
                return VerifyReport(False, rn, seat, steps, f"{what} differ from what the secrets determine",
                                    failure=Failure.VIEWS, at=step - 1)
        assert last is not None
        if not last.over:
            return VerifyReport(False, rn, seat, steps, f"the record stops after {steps} actions, before the "
                                                        "round's end: it does not prove the whole round",
                                failure=Failure.INCOMPLETE)
        if rec.get("blind"):
            return VerifyReport(True, rn, seat, steps,
                                f"cards hidden from the host: {len(rec['blind']['holders'])} key holders, every "
                                f"proof and share checked, deal and {last.reshuffles} reshuffle(s) decrypted, "
                                f"all {steps} actions replayed to the round's end, {len(rec['views'])} views match",
                                blind=True)
        return VerifyReport(True, rn, seat, steps,
                            f"{len(rec['commits'])} commitments opened, deal and {last.reshuffles} "
                            f"reshuffle(s) recomputed, all {steps} actions replayed to the round's end under "
                            f"the recorded {rec['variant']['game']} rules, {len(rec['views'])} views match")
    except RecordIncomplete as exc:
        return VerifyReport(False, rn, seat, 0, f"the record does not prove the whole round: {exc}",
                            failure=Failure.INCOMPLETE)
    except (DealError, BlindCheat, AuditError) as exc:
        return VerifyReport(False, rn, seat, 0, str(exc), failure=Failure.DEAL)
    except IllegalAction as exc:
        return VerifyReport(False, rn, seat, 0, f"the public actions do not replay ({exc})", failure=Failure.RULES,
                            at=done)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return VerifyReport(False, rn, seat, 0, f"the record is incomplete or damaged ({type(exc).__name__}: {exc})",
                            failure=Failure.DAMAGED)


def read_record(path: str | Path) -> tuple[dict[str, Any] | None, VerifyReport]:
    """Read (within the bounds of ``recordcheck``) and re-check a saved round record:
    the record (None if unreadable) and the verdict."""
    try:
        rec = load(path)
    except RecordUnreadable as exc:
        return None, VerifyReport(False, -1, None, 0, str(exc), readable=False, failure=Failure.UNREADABLE)
    return rec, check_record(rec)


def verify_record(path: str | Path) -> VerifyReport:
    """Re-check a saved round record (JSON) offline."""
    return read_record(path)[1]
