"""Duplicate play (pure): the movement, the scoring and the results of an event.

Every table plays the same boards; players keep a seat number and are scored
against the players who held the same cards. The wire, the fair derivation of
the boards and the organiser's process live in ``protocol`` (PROTOCOL.md §18).
"""

from .movement import MAX_BOARDS, MAX_TABLES, Movement, Place
from .report import EventSheet, Player, boards_csv, decimal, results_html, standings_csv
from .scoring import Entry, Mark, Scored, Standing, compare, score_board, standings

__all__ = ["MAX_BOARDS", "MAX_TABLES", "Movement", "Place", "EventSheet", "Player", "boards_csv", "decimal",
           "results_html", "standings_csv", "Entry", "Mark", "Scored", "Standing", "compare", "score_board",
           "standings"]
