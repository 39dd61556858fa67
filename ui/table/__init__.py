"""The card table: a QGraphicsScene driven by engine views, sending engine actions.

``TableWidget(session)`` is the whole table (felt, hand, opponents, piles,
melds, side panel); a :class:`~ui.table.session.TableSession` is the seam to
whatever runs the game (the network client, or :class:`LocalEngineSession`
in-process for tests and the offline demo). The table keeps no rules of its
own: hints come from ``lanjolly.queries`` and legality from the engine's own
``check`` run against what the view shows (:mod:`ui.table.shadow`), and in the
end from the host's refusals.
"""
