"""Take the engine's long-lived caches out of the garbage collector's walks, once per process.

Why: the meld tables and the bots' fit tables keep up to 200,000 results each for the
process's life (``functools.lru_cache``; the solver's lays are ints in
:class:`~lanjolly.intmemo.IntMemo`, which the collector never sees), and every full collection
walks all of them: the cache's linked list of entries, then its dictionary. In a
process where Expert plays, a full collection came every 5-10 s of play and took
37-139 ms of CPU as the caches filled (nothing to free: the bots make no cyclic
garbage since the twelfth round), which on a machine at load 8 was 0.6-0.7 s of
wall time inside a 0.3 s decision: every Expert decision over 0.4 s in a loaded
run had such a pause in it (BOTS.md, "Twenty-sixth round").

``gc.freeze()`` is CPython's tool for objects that live as long as the process:
what it moves to the permanent generation is never walked again. A cache's
wrapper exists from import; its dictionary is only tracked by the collector once
the first entry with a tuple key goes in, so one small round per game is played
first, and the freeze then holds every cache that round used. Only young
collections run before the freeze: they untrack the tuples the round left in the
caches (a tuple frozen while tracked could never be untracked, nor could any later
result that holds it), while a full collection would untrack a cache's dictionary
whose entries are all untracked just then, and it would escape the freeze.

The cost: the warm-up round (58 ms, once, inside the first bot's first move at a
host, where bots are made on first use), and whatever cyclic garbage is waiting at
that moment is never freed (once per process). Objects frozen here are still
freed by reference counting when their last reference goes.
"""

from __future__ import annotations

import gc
import random

_done = False


def settle() -> bool:
    """Warm every cache with one seeded round per game, then freeze what is alive (first
    call in a process only; False if it was done already). Called when a computer player
    is made (:func:`lanjolly.bots.make_bot`), so a process without bots never pays it."""
    global _done
    if _done:
        return False
    _done = True
    from .arena import deck_order
    from .bots.heuristic import NormalBot
    from .driver import BotSeat, rng_chance, run_round
    from .match import new_match, start_round
    from .variants import preset

    enabled = gc.isenabled()      # the window's guard may have switched the collector off
    gc.disable()                  # the warm-up's objects stay young, where the next two collections see them
    try:
        for name in ("jolly", "romme"):
            v = preset(name)
            seats = [BotSeat(NormalBot(seed=s, variant=v)) for s in range(2)]
            run_round(start_round(new_match(v, 2), deck_order(f"settle/{name}", 0)), seats,
                      rng_chance(random.Random(f"settle/{name}/chance")),
                      [random.Random(f"settle/{name}/{s}") for s in range(2)], max_steps=4_000)
        # Young collections untrack the tuples the caches now hold (the solves' shapes, which
        # later results share: frozen while tracked, every result holding one would stay
        # tracked for good); only a full collection would untrack the caches' dictionaries.
        gc.collect(0)
        gc.collect(1)
    finally:
        if enabled:
            gc.enable()
    gc.freeze()
    return True
