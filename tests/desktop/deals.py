"""Arranged practice tables for the real-desktop tests (``LANJOLLY_TEST_PRACTICE``).

A practice table has the player at seat 0 and bots at seats 1-3; seat 0 deals
the first round, so the bots move first (1, 2, 3, then the player). The bots get
hands in which no meld is possible (thirteen ranks, each suit four ranks apart)
and draw the other copy of a card they hold, so they never open and never take
from the discard pile: the table does what the test expects of it.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from lanjolly.arrange import arranged_order
from lanjolly.cards import parse_cards
from lanjolly.variants import JOLLY, ROMME, Variant

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "CDHS"


def junk_hand(shift: int) -> list[str]:
    """Thirteen cards that hold no meld: every rank once, same-suit cards four ranks apart."""
    return [f"{r}{SUITS[(i + shift) % 4]}" for i, r in enumerate(RANKS)]


def practice(variant: Variant, mine: str, my_draws: Sequence[str], bots: int = 3,
             variant_options: Optional[dict[str, Any]] = None, bot_delay_ms: int = 300, seed: int = 7,
             **fields: Any) -> dict[str, Any]:
    """The JSON for ``tests.desktop.client_main``: round 0 deals ``mine`` to the player and
    junk to the bots; the player's k-th draw from the stock is ``my_draws[k]``.
    ``variant_options`` change the table's variant (``{"turn_seconds": 30}``)."""
    hands = [mine] + [" ".join(junk_hand(b)) for b in range(1, bots + 1)]
    used = parse_cards(" ".join([*hands, *my_draws]))     # the player's draws are spoken for
    stock: list[str] = []
    for draw in my_draws:
        for b in range(1, bots + 1):
            stock.append(next(face for face in junk_hand(b) if _free(face, used)))
            used += parse_cards(stock[-1], exclude=used)
        stock.append(draw)
    order = arranged_order(variant, hands, dealer=0, stock_top=" ".join(stock))
    return {"orders": {"0": order}, "seed": seed, "bot_delay_ms": bot_delay_ms,
            "bots": ["normal"] * bots, "variant": variant_options or {}, **fields}


def _free(face: str, used: list[int]) -> bool:
    try:
        parse_cards(face, exclude=used)
    except ValueError:
        return False
    return True


# Jolly, three turns to go out: (1) open with 7C 7D 7H + 8S JK 10S (48) and discard KC;
# (2) JS onto the spade run, 9S for its joker, the joker onto the sevens, 2D 3D 4D as a new
# meld, discard 2C; (3) 5D and 6D onto the diamonds, discard 9C: out.
JOLLY_ROUND = dict(variant=JOLLY, mine="7C 7D 7H 8S JK 10S JS 9S 2D 3D 4D 5D 9C", my_draws=("KC", "2C", "6D"))

# Jolly, the clock runs out with 7C 7D 7H + 8S JK 10S staged, 10S the card just drawn:
# the least turn must throw K♣ (dead wood), not the drawn 10S.
TIMEOUT_ROUND = dict(variant=JOLLY, mine="7C 7D 7H 8S JK KC JS 9S 2D 3D 4D 5D 9C", my_draws=("10S",))

# Rommé with knocking: the player holds a queen pair; a bot throws the third queen.
ROMME_KNOCK = dict(variant=ROMME, mine="QC QD 2H 5H 8H JS 3C 6D 9S KH 4S 7C 10D", my_draws=("AH", "AD", "AC"))
