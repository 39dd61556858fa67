"""Duplicate scoring: each player against the players who held the same cards.

On one board, the players in seat *k* (one per table) held the same hand and
faced the same stock, so only they are compared with each other:

* **Matchpoints**: 2 for every other seat-*k* player beaten on the board, 1 for
  every tie; the top on a board is ``2 * (tables - 1)``. "Beaten" follows the
  game's scoring: more points in Jolly, fewer penalty points in Rommé.
* **Raw difference**: how many points better than the average of the other
  seat-*k* players, so a positive number is always good (Jolly: own minus their
  mean; Rommé: their mean minus own penalty).

Standings add both up per player; the rank goes by the matchpoint percentage
(matchpoints over the tops of the boards played), then the raw difference.
A worked example is in the tests (``tests/engine/test_duplicate.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Iterable, Sequence

from .movement import Place


class Mark(str, Enum):
    """Why a seat's result on a board is not all the player's own."""

    STAND_IN = "stand_in"      # a bot played some of the seat's turns (the player dropped or timed out thrice)
    HURRIED = "hurried"        # the table fell behind; bots finished the board for everyone (PROTOCOL.md §18)
    ABSENT = "absent"          # the seat's player never came; a bot played the whole board


@dataclass(frozen=True)
class Entry:
    """One seat at one table on one board, as the table reported it."""

    board: int
    table: int
    seat: int
    place: Place
    points: int
    marks: frozenset[Mark] = frozenset()


@dataclass(frozen=True)
class Scored:
    entry: Entry
    matchpoints: int
    top: int                  # the most matchpoints this seat could get on this board
    diff: Fraction


def compare(points: Sequence[int], positive: bool) -> list[tuple[int, Fraction]]:
    """Matchpoints and raw difference of each of ``points`` (one seat number, one per table).

    >>> compare([30, -12, 30], positive=True)
    [(3, Fraction(21, 1)), (0, Fraction(-42, 1)), (3, Fraction(21, 1))]
    """
    n = len(points)
    out: list[tuple[int, Fraction]] = []
    sign = 1 if positive else -1
    for i, own in enumerate(points):
        others = [p for j, p in enumerate(points) if j != i]
        mp = sum(2 if sign * own > sign * p else 1 if own == p else 0 for p in others)
        diff = sign * (own - Fraction(sum(others), n - 1)) if others else Fraction(0)
        out.append((mp, diff))
    return out


def score_board(entries: Iterable[Entry], positive: bool) -> list[Scored]:
    """Score every entry of one board against the entries of its seat number."""
    by_seat: dict[int, list[Entry]] = {}
    for e in entries:
        by_seat.setdefault(e.seat, []).append(e)
    out: list[Scored] = []
    for seat in sorted(by_seat):
        group = sorted(by_seat[seat], key=lambda e: e.table)
        top = 2 * (len(group) - 1)
        for e, (mp, diff) in zip(group, compare([e.points for e in group], positive)):
            out.append(Scored(e, mp, top, diff))
    return out


@dataclass(frozen=True)
class Standing:
    """One player's totals over the boards scored so far."""

    place: Place
    rank: int
    boards: int
    matchpoints: int
    top: int
    diff: Fraction
    marked: int               # boards with a mark (a bot played for this player at least once)

    @property
    def percent(self) -> Fraction | None:
        """Matchpoints as a share of the tops, in percent (None with nobody to compare with)."""
        return Fraction(100 * self.matchpoints, self.top) if self.top else None


@dataclass
class _Tally:
    boards: int = 0
    matchpoints: int = 0
    top: int = 0
    diff: Fraction = Fraction(0)
    marked: int = 0


def standings(scored: Iterable[Scored]) -> list[Standing]:
    """Every player's totals, best first; equal percentage and difference share a rank."""
    acc: dict[Place, _Tally] = {}
    for s in scored:
        t = acc.setdefault(s.entry.place, _Tally())
        t.boards += 1
        t.matchpoints += s.matchpoints
        t.top += s.top
        t.diff += s.diff
        t.marked += 1 if s.entry.marks else 0
    rows = [Standing(p, 0, t.boards, t.matchpoints, t.top, t.diff, t.marked) for p, t in acc.items()]

    def key(st: Standing) -> tuple[Fraction, Fraction]:
        return (st.percent if st.percent is not None else Fraction(0), st.diff)
    rows.sort(key=lambda st: (-key(st)[0], -key(st)[1], st.place))
    ranked: list[Standing] = []
    for i, st in enumerate(rows):
        rank = ranked[-1].rank if ranked and key(ranked[-1]) == key(st) else i + 1
        ranked.append(Standing(st.place, rank, st.boards, st.matchpoints, st.top, st.diff, st.marked))
    return ranked
