"""How long a person's turn lasts at a table with a clock (RULES.md §12): the felt shows
the move that gave the turn first, then the turn's own time runs, then the player's
time bank for the match (pure: no clock, no I/O).

Why here: the host runs the clock and is the only judge of a timeout; a client only
shows it. Both must mean the same thing by "your time", so the rule is said once, in
the engine, and the host (``protocol/tableclock.py``) calls it.

* **The show.** A client draws the deal (about 0.8 s of cards flying in) and each move
  (0.2 s) before the table can say whose turn it is; a clock started at the move itself
  spent that time while the player was still watching (issue 22). The turn's own time
  therefore starts :func:`show_ms` after the move that gave the turn. A knock window's
  wait (RULES.md §24) is longer than any move's flight, so after one the time starts
  when the wait is over, with no show added.
* **The time bank.** Each person has :data:`BANK_MS` a match for slow moments: it
  starts to drain only once the turn's own time has run out, and what a turn takes from
  it is gone for the rest of the match. A turn times out when both are spent.
"""

from __future__ import annotations

SHOW_DEAL_MS = 1_500     # the first turn of a round: the deal's flight, with room for a slow machine
SHOW_MOVE_MS = 500       # any other turn: the last move's flight (0.2 s), likewise
BANK_MS = 30_000         # per person per match


def show_ms(turn_no: int) -> int:
    """The show before turn ``turn_no`` (the round's first turn follows the deal)."""
    return SHOW_DEAL_MS if turn_no == 0 else SHOW_MOVE_MS


def allowance_ms(turn_ms: int, bank_left_ms: int) -> int:
    """The longest a turn may take once its own time started: its time, then the bank."""
    return turn_ms + max(0, bank_left_ms)


def bank_after(bank_left_ms: int, used_ms: int, turn_ms: int) -> int:
    """The bank left once a turn that took ``used_ms`` of its own time and more is over."""
    return max(0, bank_left_ms - max(0, used_ms - turn_ms))
