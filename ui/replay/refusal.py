"""Why a round record was refused, in the reader's words (issue 22 item 6).

The verifier's sentence is English for logs and ``lanjolly verify``, with the
engine's codes and card notation and the mover's "your": a replay said
"(not_in_hand: 4H is not in your hand)" about another player's move. The
replay words the report's kind of failure instead, naming the move by its
number and by who made it. A record is hostile input: names come out of it
only cut short, and the page shows them as plain text.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QObject

from protocol import VerifyFailure, VerifyReport

MAX_NAME = 32


def _mover(rec: Optional[dict[str, Any]], at: int) -> Optional[str]:
    """Who made public action ``at`` of the record, by the record's names (None: not known)."""
    try:
        seat = int(rec["acts"][at]["seat"]) if rec is not None else -1
        name = rec["names"][seat] if rec is not None and 0 <= seat < len(rec["names"]) else None
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return "".join(ch for ch in name if ch.isprintable())[:MAX_NAME] if isinstance(name, str) and name else None


class RefusalText(QObject):
    """The translation context ``RefusalText``."""

    def reason(self, report: VerifyReport, rec: Optional[dict[str, Any]]) -> str:
        kind, n = report.failure, report.at + 1
        if kind is VerifyFailure.RULES:
            who = _mover(rec, report.at)
            return (self.tr("move {n}, by {name}, is not allowed by the rules").format(n=n, name=who) if who
                    else self.tr("move {n} is not allowed by the rules").format(n=n))
        if kind is VerifyFailure.VIEWS:
            return (self.tr("the cards dealt differ from what the players' secrets determine") if n <= 0
                    else self.tr("the table after move {n} differs from what the players' secrets determine")
                    .format(n=n))
        if kind is VerifyFailure.DEAL:
            return self.tr("a player's secret does not match the commitment made before the deal")
        if kind is VerifyFailure.UNREADABLE:
            return self.tr("the file is not a LAN Jolly round record")
        if kind is VerifyFailure.INCOMPLETE:
            return self.tr("the record does not hold the whole round")
        return self.tr("the record is incomplete or damaged")
