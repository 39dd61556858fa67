"""A round record made ready to replay: verified first, then every position from the rules engine.

Nothing here knows a rule. :func:`protocol.verify.read_record` runs exactly
the check of ``lanjolly verify``; only a record that passes is replayed, and
its positions come from :func:`protocol.verify.round_states`, which re-applies
the recorded actions through ``lanjolly.round.apply``. A record that fails is
refused with the verifier's reason and yields no position at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from lanjolly.round import Event, RoundState
from lanjolly.views import View, spectator_view, view
from protocol import VerifyReport, read_record, round_states

from ..history_text import describe


class RecordRefused(Exception):
    """The record did not verify (or could not be read); ``reason`` says why, for people."""

    def __init__(self, reason: str, report: VerifyReport | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.report = report


@dataclass(frozen=True)
class Replay:
    """A verified round: the record, the verdict, and one engine state per step (0 = the deal)."""

    path: Path
    record: dict[str, Any]
    report: VerifyReport
    states: tuple[RoundState, ...]
    names: tuple[str, ...]

    @property
    def steps(self) -> int:
        """The number of recorded actions (the last step index)."""
        return len(self.states) - 1

    @property
    def seats(self) -> int:
        return self.states[0].seats

    def view_at(self, step: int, seat: int | None) -> View:
        st = self.states[step]
        return spectator_view(st) if seat is None else view(st, seat)

    def hands_at(self, step: int) -> tuple[tuple[int, ...], ...]:
        """Every hand at ``step``: the round is over and every secret revealed, so all are known."""
        return self.states[step].hands

    def events_at(self, step: int) -> tuple[Event, ...]:
        """The public events step ``step`` added to the log (the deal's for step 0)."""
        if step == 0:
            return self.states[0].log
        return self.states[step].log[len(self.states[step - 1].log):]

    def describe_step(self, step: int) -> str:
        return "; ".join(describe(e, self.names) for e in self.events_at(step)) or "—"

    def step_of_turn(self, turn: int) -> int:
        """The first step at which turn ``turn`` (0-based, as the engine counts) is under way."""
        for i, st in enumerate(self.states):
            if st.turn_no >= turn:
                return i
        return self.steps

    @property
    def last_turn(self) -> int:
        return self.states[-1].turn_no


def _names(rec: dict[str, Any], seats: int, given: Sequence[str] | None) -> tuple[str, ...]:
    raw = list(given) if given else [n for n in rec.get("names", []) if isinstance(n, str)]
    return tuple((raw[i] if i < len(raw) and raw[i] else f"Seat {i + 1}")[:32] for i in range(seats))


def load_replay(path: str | Path, names: Sequence[str] | None = None) -> Replay:
    """Verify ``path`` like ``lanjolly verify`` and build its positions; raises :class:`RecordRefused`."""
    rec, report = read_record(path)
    if rec is None or not report.ok:
        from .refusal import RefusalText
        raise RecordRefused(RefusalText().reason(report, rec), report)
    try:
        states = tuple(round_states(rec))
    except Exception as exc:  # noqa: BLE001 - verified a moment ago; a race with the file is still a refusal
        raise RecordRefused(f"the record could not be replayed ({exc})", report) from exc
    return Replay(Path(path), rec, report, states, _names(rec, states[0].seats, names))
