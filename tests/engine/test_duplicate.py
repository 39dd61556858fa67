"""Duplicate play, the pure parts: the movement, matchpoints and raw difference (worked by hand), the results files."""

from __future__ import annotations

import csv
import io
import itertools
from fractions import Fraction

import pytest

from lanjolly.duplicate import (Entry, EventSheet, Mark, Movement, Place, Player, boards_csv, compare, decimal,
                                results_html, score_board, standings, standings_csv)


# ----------------------------------------------------------------- the movement

@pytest.mark.parametrize("tables,seats,boards", [(2, 4, 4), (3, 3, 9), (4, 4, 16), (5, 4, 20), (2, 2, 1), (8, 4, 48)])
def test_every_table_has_one_player_of_each_seat_in_every_round(tables, seats, boards):
    mv = Movement(tables, seats, boards)
    for r in range(mv.rounds):
        seating = mv.seating(r)
        assert sorted(p for row in seating for p in row) == sorted(mv.places)      # everyone sits, once
        for t, row in enumerate(seating):
            assert [p.seat for p in row] == list(range(seats))                       # seat numbers kept
            assert all(mv.table_of(p, r) == t for p in row)


@pytest.mark.parametrize("tables,seats", [(3, 3), (5, 4), (5, 3), (7, 4)])
def test_with_a_prime_number_of_tables_players_of_different_seats_meet_exactly_once(tables, seats):
    mv = Movement(tables, seats, tables * 2)
    met: dict[frozenset[Place], int] = {}
    for r in range(mv.rounds):
        for row in mv.seating(r):
            for a, b in itertools.combinations(row, 2):
                met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1
    pairs = [frozenset((a, b)) for a, b in itertools.combinations(mv.places, 2) if a.seat != b.seat]
    assert all(met.get(p, 0) == 1 for p in pairs)
    assert not any(a.seat == b.seat for pair in met for a, b in [tuple(pair)])


def test_seat_zero_stays_and_seat_k_moves_k_tables():
    mv = Movement(3, 4, 6)
    p = Place(home=1, seat=2)
    assert [mv.table_of(p, r) for r in range(3)] == [1, 0, 2]
    assert [mv.table_of(Place(2, 0), r) for r in range(3)] == [2, 2, 2]


def test_boards_are_split_into_even_consecutive_rounds():
    assert [list(Movement(2, 4, 4).boards_of(r)) for r in range(2)] == [[0, 1], [2, 3]]
    assert [len(Movement(3, 4, 16).boards_of(r)) for r in range(3)] == [6, 5, 5]
    assert Movement(4, 4, 2).rounds == 2 and Movement(1, 4, 5).rounds == 1
    mv = Movement(4, 4, 18)
    assert [b for r in range(mv.rounds) for b in mv.boards_of(r)] == list(range(18))


def test_the_dealer_of_a_board_is_the_same_seat_everywhere():
    mv = Movement(2, 3, 7)
    assert [mv.dealer(b) for b in range(7)] == [0, 1, 2, 0, 1, 2, 0]


def test_registration_fills_seat_numbers_across_tables_first():
    assert Movement(2, 4, 4).places[:3] == (Place(0, 0), Place(1, 0), Place(0, 1))


@pytest.mark.parametrize("args", [(0, 4, 4), (9, 4, 4), (2, 1, 4), (2, 5, 4), (2, 4, 0), (2, 4, 49)])
def test_an_impossible_event_is_refused(args):
    with pytest.raises(ValueError):
        Movement(*args)


# ----------------------------------------------------------------- scoring, worked by hand

def test_matchpoints_and_difference_jolly_three_tables():
    # seat 0 on one board at three tables scored 30, -12 and 30 (Jolly: more is better).
    # Table 1: beats table 2 (+2), ties table 3 (+1) = 3; difference 30 - (-12 + 30) / 2 = 21.
    # Table 2: beaten twice = 0; difference -12 - (30 + 30) / 2 = -42.
    assert compare([30, -12, 30], positive=True) == [(3, Fraction(21)), (0, Fraction(-42)), (3, Fraction(21))]


def test_matchpoints_and_difference_romme_penalties_three_tables():
    # Rommé counts penalty points: fewer is better, and a positive difference is still good.
    # 0 beats 25 and 8 (4 mp), difference (25 + 8) / 2 - 0 = 16.5;
    # 25 beats nobody, (0 + 8) / 2 - 25 = -21; 8 beats 25 (2 mp), (0 + 25) / 2 - 8 = 4.5.
    assert compare([0, 25, 8], positive=False) == [(4, Fraction(33, 2)), (0, Fraction(-21)), (2, Fraction(9, 2))]


def test_two_tables_is_a_plain_comparison_and_one_table_compares_nothing():
    assert compare([10, 4], positive=True) == [(2, Fraction(6)), (0, Fraction(-6))]
    assert compare([7, 7], positive=True) == [(1, Fraction(0)), (1, Fraction(0))]
    assert compare([7], positive=True) == [(0, Fraction(0))]


def _entries_two_boards() -> list[Entry]:
    # 2 tables of 2 seats, boards 0 and 1 (round 0: places stay at home). Jolly.
    a, b, c, d = Place(0, 0), Place(1, 0), Place(0, 1), Place(1, 1)
    return [Entry(0, 0, 0, a, 40), Entry(0, 1, 0, b, 10), Entry(0, 0, 1, c, -5), Entry(0, 1, 1, d, -5),
            Entry(1, 0, 0, a, -20), Entry(1, 1, 0, b, 0, frozenset({Mark.STAND_IN})),
            Entry(1, 0, 1, c, 60), Entry(1, 1, 1, d, 12)]


def test_score_board_compares_only_the_same_seat_number():
    scored = score_board([e for e in _entries_two_boards() if e.board == 0], positive=True)
    got = {(s.entry.table, s.entry.seat): (s.matchpoints, s.top, s.diff) for s in scored}
    assert got == {(0, 0): (2, 2, 30), (1, 0): (0, 2, -30), (0, 1): (1, 2, 0), (1, 1): (1, 2, 0)}


def test_standings_add_up_and_rank_by_percent_then_difference():
    entries = _entries_two_boards()
    scored = [s for b in (0, 1) for s in score_board([e for e in entries if e.board == b], positive=True)]
    rows = {st.place: st for st in standings(scored)}
    # A: 2 + 0 = 2 of 4 (50%), diff 30 - 20 = 10.  B: 0 + 2 = 2 of 4, diff -30 + 20 = -10 (one marked board).
    # C: 1 + 2 = 3 of 4 (75%), diff 0 + 48 = 48.  D: 1 + 0 = 1 of 4 (25%), diff 0 - 48 = -48.
    assert [(st.place, st.rank) for st in standings(scored)] == [
        (Place(0, 1), 1), (Place(0, 0), 2), (Place(1, 0), 3), (Place(1, 1), 4)]
    assert rows[Place(0, 0)].percent == 50 and rows[Place(0, 0)].diff == 10
    assert rows[Place(1, 0)].marked == 1 and rows[Place(1, 0)].diff == -10
    assert rows[Place(0, 1)].matchpoints == 3 and rows[Place(0, 1)].top == 4


def test_equal_results_share_a_rank():
    e = [Entry(0, 0, 0, Place(0, 0), 5), Entry(0, 1, 0, Place(1, 0), 5)]
    assert [st.rank for st in standings(score_board(e, positive=True))] == [1, 1]


def test_decimal_rounds_as_people_write():
    assert [decimal(Fraction(33, 2)), decimal(Fraction(-21)), decimal(Fraction(200, 3)), decimal(Fraction(-1, 30)),
            decimal(None)] == ["16.5", "-21", "66.7", "0", "-"]


# ----------------------------------------------------------------- the results files

def _sheet(names: tuple[str, ...] = ("Ann", "Bea", "Cid", "Dot")) -> EventSheet:
    mv = Movement(2, 2, 2)
    players = tuple(Player(p, n, bot=i == 3) for i, (p, n) in enumerate(zip(mv.places, names)))
    return EventSheet("Friday <duplicate>", "jolly", True, mv, players, tuple(_entries_two_boards()),
                      ("board 2 was dealt without Bea's contribution (no_secret)",))


def test_csv_files_open_as_tables_with_one_row_per_board_seat():
    rows = list(csv.reader(io.StringIO(boards_csv(_sheet()))))
    assert rows[0][:5] == ["board", "table", "seat", "player", "points"]
    assert rows[1] == ["1", "1", "1", "Ann", "40", "2", "2", "30", ""]
    assert ["2", "2", "1", "Bea", "0", "2", "2", "20", "stand_in"] in rows
    table = list(csv.reader(io.StringIO(standings_csv(_sheet()))))
    assert table[1][:2] == ["1", "Cid"] and table[1][6] == "75"


def test_csv_defuses_formulas_in_names_and_html_escapes_them():
    sheet = _sheet(("=HYPERLINK(\"x\")", "<script>alert(1)</script>", "Cid", "Dot"))
    assert "'=HYPERLINK" in boards_csv(sheet)
    page = results_html(sheet)
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "Friday &lt;duplicate&gt;" in page and "Standings" in page and "Board 2 (dealer: seat 2)" in page
    assert "no_secret" in page
