"""Packing the players' meld blocks into the middle of the felt (pure geometry).

The middle holds one framed block per player. Blocks sit on shelves from the
top, in a fixed order; a shelf's width is shared by its blocks, and each block
flows its melds into rows. Greedy packing (each block as wide as it likes)
wastes whole shelves once every player has six or seven melds, so here every
way of cutting the block order into shelves is tried, and on each shelf the
blocks get just the width they need for the fewest rows the shelf allows.
The layout then only has to ask "does this fit at this card size?".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Callable, Mapping, Sequence

Span = Callable[[float], tuple[float, float]]   # shelf top (relative) -> usable x range


@dataclass(frozen=True)
class Block:
    """One player's block at a given card size: its meld widths and fixed extras."""

    widths: tuple[float, ...]      # each meld's width including its gap to the next
    pad: float                     # inner margin left and right
    head: float                    # caption height plus the bottom margin
    min_w: float                   # never narrower (room for the caption)

    def natural(self) -> float:
        return max(sum(self.widths) + 2 * self.pad, self.min_w)

    def smallest(self) -> float:
        return max(max(self.widths, default=0.0) + 2 * self.pad, self.min_w)


@dataclass
class Packing:
    blocks: dict[int, tuple[float, float, list[tuple[float, float]]]]   # seat -> (w, h, offsets)
    places: dict[int, tuple[float, float]]                              # seat -> (x, y) in the middle
    height: float


def flow(widths: Sequence[float], avail_w: float, row_h: float,
         last_h: float | None = None) -> tuple[list[tuple[float, float]], float]:
    """Left-to-right flow: offsets of each box and the total height used (rows ``row_h``
    apart; the last row ``last_h`` tall, taller than the pitch when rows overlap)."""
    out = []
    x = y = 0.0
    for w in widths:
        if x > 0 and x + w > avail_w + 1e-6:
            x, y = 0.0, y + row_h
        out.append((x, y))
        x += w
    return out, (y + (row_h if last_h is None else last_h) if widths else 0.0)


def rows_needed(widths: Sequence[float], avail_w: float) -> int:
    rows, x = 1, 0.0
    for w in widths:
        if x > 0 and x + w > avail_w + 1e-6:
            rows, x = rows + 1, 0.0
        x += w
    return rows


@lru_cache(maxsize=4096)
def width_for_rows(block: Block, rows: int) -> float:
    """The narrowest block whose melds flow into at most ``rows`` rows.

    A row's width is always a run of consecutive melds, so the answer is one of
    those run widths: the smallest that flows into ``rows`` rows."""
    ws, inner = block.widths, block.smallest() - 2 * block.pad
    if rows_needed(ws, inner) <= rows:
        return block.smallest()
    runs = sorted({sum(ws[i:j]) for i in range(len(ws)) for j in range(i + 1, len(ws) + 1)})
    lo, hi = 0, len(runs) - 1          # the row count only falls as the block widens
    while lo < hi:
        mid = (lo + hi) // 2
        if rows_needed(ws, runs[mid]) <= rows:
            hi = mid
        else:
            lo = mid + 1
    return max(block.smallest(), runs[lo] + 2 * block.pad)


def _shelf(blocks: Sequence[Block], left: float, right: float, gap: float,
           max_rows: int) -> list[float] | None:
    """Widths for the blocks of one shelf: the fewest rows that fit, the spare width shared."""
    room = right - left - gap * (len(blocks) - 1)
    for rows in range(1, max_rows + 1):
        need = [width_for_rows(b, rows) for b in blocks]
        if sum(need) <= room + 1e-6:
            spare = room - sum(need)
            grow = [max(0.0, b.natural() - w) for b, w in zip(blocks, need)]
            total = sum(grow)
            return [w + (spare * g / total if total > 0 else 0.0) for w, g in zip(need, grow)] \
                if total > spare else [w + g for w, g in zip(need, grow)]
    return None


def _cuts(n: int) -> list[list[int]]:
    """Every way to cut ``n`` blocks in order into consecutive shelves (as shelf sizes)."""
    out = []
    for k in range(n):
        for cut in combinations(range(1, n), k):
            bounds = [0, *cut, n]
            out.append([b - a for a, b in zip(bounds, bounds[1:])])
    return out


def pack(blocks: Mapping[int, Block], order: Sequence[int], span: Span, gap: float,
         row_h: float, last_h: float, limit: float) -> Packing | None:
    """A packing of the blocks (in ``order``) whose height is within ``limit``, or None.
    Fewer shelves are tried first (blocks side by side read as one table); meld rows
    are ``row_h`` apart and the last one ``last_h`` tall."""
    max_rows = max(1, min(64, int(limit // row_h) + 1))
    for sizes in _cuts(len(order)):
        trial = _try_cut(blocks, order, sizes, span, gap, (row_h, last_h), max_rows, limit)
        if trial is not None:
            return trial
    return None


def pack_anyhow(blocks: Mapping[int, Block], order: Sequence[int], span: Span, gap: float,
                row_h: float, last_h: float) -> Packing:
    """Every block on a shelf of its own, as wide as the shelf (or its widest meld): for a
    window too small for anything to fit (a widget not laid out yet, a tiny window)."""
    out = Packing({}, {}, 0.0)
    y = 0.0
    for s in order:
        b = blocks[s]
        left, right = span(y)
        w = max(b.smallest(), right - left)
        offsets, used = flow(b.widths, w - 2 * b.pad, row_h, last_h)
        out.blocks[s], out.places[s] = (w, b.head + used, offsets), (left, y)
        y += b.head + used + gap
    out.height = max(0.0, y - gap)
    return out


def _try_cut(blocks: Mapping[int, Block], order: Sequence[int], sizes: Sequence[int], span: Span,
             gap: float, rows: tuple[float, float], max_rows: int, limit: float) -> Packing | None:
    out = Packing({}, {}, 0.0)
    y, i = 0.0, 0
    for size in sizes:
        seats = list(order[i:i + size])
        i += size
        left, right = span(y)
        widths = _shelf([blocks[s] for s in seats], left, right, gap, max_rows)
        if widths is None:
            return None
        x, shelf_h = left, 0.0
        for s, w in zip(seats, widths):
            b = blocks[s]
            offsets, used = flow(b.widths, w - 2 * b.pad, *rows)
            out.blocks[s] = (w, b.head + used, offsets)
            out.places[s] = (x, y)
            x, shelf_h = x + w + gap, max(shelf_h, b.head + used)
        y += shelf_h + gap
        if y - gap > limit + 1e-6:
            return None
    out.height = max(0.0, y - gap)
    return out
