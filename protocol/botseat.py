"""The one place the host asks a computer player for a move.

Bots play empty seats, seats of players who timed out three times in a row
(RULINGS 12) and seats of players who dropped off. The real bots
(``lanjolly.bots.make_bot``) are used when they are installed; otherwise a
simple legal-move player stands in, so the host never depends on them. A bot
that proposes an illegal move is overruled by the fallback: a buggy bot must
never stall a table.
"""

from __future__ import annotations

import random

from lanjolly.actions import Action, Discard, DrawStock, LayMelds, LayOff, SwapJoker, TakeDiscard
from lanjolly.queries import legal_actions
from lanjolly.round import Phase, RoundState, check
from lanjolly.scoring import card_hand_value
from lanjolly.views import view

STRENGTHS = ("easy", "normal", "strong")

try:  # the real bots, once they land
    from lanjolly.bots import make_bot as _make_bot  # type: ignore[attr-defined]
except Exception:  # pragma: no cover - depends on what is installed
    _make_bot = None


def fallback_action(state: RoundState, seat: int, rng: random.Random) -> Action:
    """Lay what can be laid, draw from the stock, discard the costliest card."""
    acts = legal_actions(state, seat)
    if not acts:
        raise ValueError("no legal action for this seat now")
    lays = [a for a in acts if isinstance(a, (LayMelds, LayOff, SwapJoker))]
    if lays:
        return lays[0]
    if state.phase is Phase.DRAW:
        takes = [a for a in acts if isinstance(a, TakeDiscard) and a.count == 1]
        if takes and rng.random() < 0.15:
            return takes[0]
        return next(a for a in acts if isinstance(a, DrawStock))
    discards = [a for a in acts if isinstance(a, Discard)]
    if discards:
        return max(discards, key=lambda a: (card_hand_value(a.card, state.variant) if a.card < 104 else -1, a.card))
    return acts[0]


def bot_action(state: RoundState, seat: int, strength: str, rng: random.Random,
               cache: dict | None = None) -> Action:
    """A legal action for ``seat`` chosen by a bot of ``strength``.

    ``cache`` (one per table) keeps one bot object per seat, so a bot that
    remembers what it saw keeps its memory and tables never share bots.
    """
    if _make_bot is not None:
        try:
            key = (strength, seat)
            bot = cache.get(key) if cache is not None else None
            if bot is None:
                bot = _make_bot(strength, rng.randrange(1 << 30), state.variant)
                if cache is not None:
                    cache[key] = bot
            action = bot.choose(view(state, seat), rng)  # type: ignore[attr-defined]
            if check(state, action) is None:
                return action
        except Exception:  # noqa: BLE001 - a bot bug must not stop the table
            pass
    return fallback_action(state, seat, rng)
