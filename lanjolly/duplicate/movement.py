"""The movement of a duplicate event: who sits where for every board.

A duplicate event plays the same boards (one round's deal each) at every
table at the same time. Every player keeps one **seat number** for the whole
event, so everyone in seat *k* holds the same cards on every board and is
compared only with the other seat-*k* players (as in Tarot duplicate).

A player is named by a :class:`Place`: the table they start at (their *home*)
and their seat. The boards are split into ``rounds`` groups of consecutive
boards (a *round of boards*); between two rounds of boards the players in
seat *k* move *k* tables on::

    table(home, seat, r) = (home + seat * r) mod tables

Seat 0 never moves; the seat-*k* players always sit at different tables
(their homes differ), so every table has exactly one player of each seat in
every round. With a prime number of tables at least as large as the number
of seats (3 tables of 3, 5 of 4), any two players of different seats meet in
exactly one round of boards; with fewer tables (2 tables, or 4) some pairs
meet more than once. There are ``min(tables, boards)`` rounds of boards, as
even in size as the boards allow.

The dealer of board *b* is seat ``b mod seats`` at every table, so the deal
gives seat *k* the same hand everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_TABLES = 8
MAX_BOARDS = 48
MIN_SEATS, MAX_SEATS = 2, 4


@dataclass(frozen=True, order=True)
class Place:
    """One player of the event: the table they start at and their seat number for the whole event."""

    home: int
    seat: int


@dataclass(frozen=True)
class Movement:
    """The event's shape: tables, seats per table and boards; every position follows from it."""

    tables: int
    seats: int
    boards: int

    def __post_init__(self) -> None:
        if not 1 <= self.tables <= MAX_TABLES:
            raise ValueError(f"an event has 1 to {MAX_TABLES} tables")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats")
        if not 1 <= self.boards <= MAX_BOARDS:
            raise ValueError(f"an event has 1 to {MAX_BOARDS} boards")

    @property
    def rounds(self) -> int:
        """Rounds of boards: one per table (each player visits as many tables as it can), at most one per board."""
        return min(self.tables, self.boards)

    @property
    def places(self) -> tuple[Place, ...]:
        """Every player of the event, seat-major: the first ``tables`` places are seat 0 at each table.

        Registration fills them in this order, so the first people to register share a seat number
        and are compared with each other rather than with bots."""
        return tuple(Place(home, seat) for seat in range(self.seats) for home in range(self.tables))

    def round_of(self, board: int) -> int:
        """The round of boards ``board`` belongs to."""
        self._check_board(board)
        return board * self.rounds // self.boards

    def boards_of(self, rnd: int) -> range:
        """The boards of round ``rnd``, consecutive."""
        if not 0 <= rnd < self.rounds:
            raise ValueError(f"round {rnd} is not 0..{self.rounds - 1}")
        first = next(b for b in range(self.boards) if self.round_of(b) == rnd)
        last = max(b for b in range(self.boards) if self.round_of(b) == rnd)
        return range(first, last + 1)

    def table_of(self, place: Place, rnd: int) -> int:
        """Where ``place`` sits in round ``rnd``: seat k moves k tables on per round."""
        return (place.home + place.seat * rnd) % self.tables

    def at(self, table: int, seat: int, rnd: int) -> Place:
        """Who sits in ``seat`` at ``table`` in round ``rnd`` (the inverse of :meth:`table_of`)."""
        return Place((table - seat * rnd) % self.tables, seat)

    def seating(self, rnd: int) -> tuple[tuple[Place, ...], ...]:
        """Per table, per seat, the place sitting there in round ``rnd``."""
        return tuple(tuple(self.at(t, s, rnd) for s in range(self.seats)) for t in range(self.tables))

    def dealer(self, board: int) -> int:
        """The dealing seat of ``board``, the same at every table."""
        self._check_board(board)
        return board % self.seats

    def _check_board(self, board: int) -> None:
        if not 0 <= board < self.boards:
            raise ValueError(f"board {board} is not 0..{self.boards - 1}")
