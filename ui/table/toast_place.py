"""Where a message bubble goes: near what it is about, over nothing a player needs.

Bubbles were put just above their card or the player's plate, which on a real
table meant over the hand and the player's melds, the "10 seconds left" warning
at the worst moment (issue 22 item 5). Here the felt is searched for the free
spot nearest the point the message is about: a spot that covers no card, pile,
plate or meld block; if the table is too full for that, the spot that covers
the least, the player's own hand and melds counting most.
"""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

Obstacle = tuple[QRectF, float]          # a scene rectangle and how much covering it costs


def free_spot(size: QSizeF, near: QPointF, bounds: QRectF, obstacles: Sequence[Obstacle]) -> QPointF:
    """The top-left corner for a bubble of ``size`` inside ``bounds``: covering as little of
    ``obstacles`` as possible (nothing, where the felt has room), then nearest to ``near``.

    Candidate spots lie on a grid of 3/4 of the bubble's height; the obstacles are a few
    dozen rectangles (whole melds, the hand, piles, plates), so a search is some 10^4
    rectangle tests, a few milliseconds."""
    w, h = size.width(), size.height()
    boxes = [(r.left(), r.top(), r.right(), r.bottom(), wt) for r, wt in obstacles if not r.isEmpty()]
    step = max(8.0, h * 0.75)
    nx, ny = near.x(), near.y()
    best: tuple[float, float, float, float] | None = None
    y = bounds.top()
    while y + h <= bounds.bottom() + 0.5:
        x = bounds.left()
        while x + w <= bounds.right() + 0.5:
            cost = 0.0
            for x0, y0, x1, y1, wt in boxes:
                dx, dy = min(x + w, x1) - max(x, x0), min(y + h, y1) - max(y, y0)
                if dx > 0 and dy > 0:
                    cost += wt * dx * dy
            dist = math.hypot(x + w / 2 - nx, y + h / 2 - ny)
            if best is None or (cost, dist) < best[:2]:
                best = (cost, dist, x, y)
            x += step
        y += step
    return QPointF(best[2], best[3]) if best is not None else QPointF(bounds.left(), bounds.top())
