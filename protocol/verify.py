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

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lanjolly.actions import Reshuffle, from_dict
from lanjolly.errors import IllegalAction
from lanjolly.round import deal, apply, reshuffle_size
from lanjolly.variants import Variant
from lanjolly.views import spectator_view, view

from .deal import DealError, reveal_round
from .wireview import view_to_wire

RECORD_VERSION = 1
UNVERIFIED = "this deal could not be verified"
HOST_ALONE = "dealt by the host alone"


@dataclass(frozen=True)
class VerifyReport:
    ok: bool
    round_no: int
    seat: int | None
    steps: int
    message: str
    host_alone: bool = False   # no seated human's secret went in: never shown as verified

    def __str__(self) -> str:
        who = "watcher" if self.seat is None else f"seat {self.seat}"
        head = HOST_ALONE if self.host_alone else "deal verified" if self.ok else UNVERIFIED
        return f"round {self.round_no} ({who}): {head}: {self.message}"


def check_record(rec: dict[str, Any]) -> VerifyReport:
    """Re-check one round record (a dict as saved by the client)."""
    rn = rec.get("round", -1)
    seat = rec.get("seat")
    try:
        commits = {int(k): bytes.fromhex(v) for k, v in rec["commits"].items()}
        secrets = {int(k): bytes.fromhex(v) for k, v in rec["secrets"].items()}
        revealed = reveal_round(rec["table_id"], rn, commits, secrets)
        variant = Variant.from_dict(rec["variant"])
        state = deal(variant, revealed.deal_order(), rec["dealer"], rec["active"], round_no=rn,
                     totals=rec["totals"])
        seen = {int(k): v for k, v in rec["views"]}
        acts = rec["acts"]

        def compare(step: int) -> str | None:
            if step not in seen:
                return None
            mine = view(state, seat) if seat is not None else spectator_view(state)
            if view_to_wire(mine) != seen[step]:
                what = "the cards dealt" if step == 0 else f"the position after action {step}"
                return f"{what} differ from what the secrets determine"
            return None

        problem = compare(0)
        for i, a in enumerate(acts, start=1):
            if problem:
                break
            if a.get("type") == "reshuffle":
                order = revealed.reshuffle_permutation(state.reshuffles + 1, reshuffle_size(state))
                state = apply(state, Reshuffle(tuple(order)))
            else:
                state = apply(state, from_dict(a))
            problem = compare(i)
        if problem:
            return VerifyReport(False, rn, seat, len(acts), problem)
        return VerifyReport(True, rn, seat, len(acts),
                            f"{len(commits)} commitments opened, deal and {state.reshuffles} reshuffle(s) "
                            f"recomputed, {len(seen)} views match")
    except DealError as exc:
        return VerifyReport(False, rn, seat, 0, str(exc))
    except IllegalAction as exc:
        return VerifyReport(False, rn, seat, 0, f"the public actions do not replay ({exc})")
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        return VerifyReport(False, rn, seat, 0, f"the record is incomplete or damaged ({type(exc).__name__}: {exc})")


def verify_record(path: str | Path) -> VerifyReport:
    """Re-check a saved round record (JSON) offline."""
    try:
        rec = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return VerifyReport(False, -1, None, 0, f"cannot read {path}: {exc}")
    if not isinstance(rec, dict) or rec.get("version") != RECORD_VERSION:
        return VerifyReport(False, -1, None, 0, f"{path} is not a LAN Jolly round record")
    return check_record(rec)


def main_verify(argv: list[str]) -> int:
    """``lanjolly verify RECORD...``: exit 0 only if every record checks out."""
    parser = argparse.ArgumentParser(prog="lanjolly verify", description="Re-check saved round records offline.")
    parser.add_argument("records", nargs="+", help="round record files (JSON) from the data directory")
    args = parser.parse_args(argv)
    ok = True
    for path in args.records:
        report = verify_record(path)
        print(f"{path}: {report}", file=sys.stdout if report.ok else sys.stderr)
        ok = ok and report.ok
    return 0 if ok else 1
