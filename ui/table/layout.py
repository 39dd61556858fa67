"""Where everything goes on the felt, in card units (pure geometry, no items).

One number scales the whole table: ``unit``, the height of a table card in
scene pixels, chosen from the viewport size. Every position below is a
multiple of it, so the table looks the same at any window size, and a change
of size is just another layout that the scene animates to (kpat style).

The scene is kept 1:1 with the viewport, so cards are rendered at their real
pixel size (crisp at any DPI: the card pixmaps carry the device ratio).

Seats sit around the table relative to the player: play goes clockwise, so the
next seat is on the left, then the top, then the right.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from ..cardart import ASPECT

LEFT, TOP, RIGHT, BOTTOM = "left", "top", "right", "bottom"

HAND_SCALE = 1.22          # hand cards are this much taller than table cards
MELD_STEP_OVER = 0.6       # ... at the end of a round, when each card shows its points
MELD_STEP = 0.42           # overlap of cards in a meld, fraction of card width
DISCARD_STEP = 0.52        # ... in the discard row
HAND_STEP = 0.56           # ... in the hand fan
SEAT_W = 1.6               # opponent plate, in units
SEAT_H = 1.18


def seat_sides(seats: int, me: int) -> dict[int, str]:
    """Which side of the table each seat sits on, seen from ``me``."""
    order = [(me + k) % seats for k in range(1, seats)]
    if seats == 2:
        sides = [TOP]
    elif seats == 3:
        sides = [LEFT, RIGHT]
    else:
        sides = [LEFT, TOP, RIGHT]
    out = {me: BOTTOM}
    out.update(dict(zip(order, sides)))
    return out


def choose_unit(width: float, height: float) -> float:
    """Table card height for a viewport: big enough to read, small enough to fit."""
    return max(44.0, min(height / 6.7, width / 10.5, 150.0))


@dataclass
class TableLayout:
    width: float
    height: float
    unit: float
    hand_h: float
    meld_h: float
    stock: QPointF = field(default_factory=QPointF)
    discard: list[QPointF] = field(default_factory=list)
    discard_zone: QRectF = field(default_factory=QRectF)
    seats: dict[int, QRectF] = field(default_factory=dict)          # opponent plates
    sides: dict[int, str] = field(default_factory=dict)
    hand: list[tuple[QPointF, float]] = field(default_factory=list)  # top-left, rotation
    hand_zone: QRectF = field(default_factory=QRectF)
    my_plate: QRectF = field(default_factory=QRectF)
    staging: QRectF = field(default_factory=QRectF)
    staged: list[list[QPointF]] = field(default_factory=list)
    staged_rects: list[QRectF] = field(default_factory=list)
    new_meld_slot: QRectF = field(default_factory=QRectF)
    middle: QRectF = field(default_factory=QRectF)
    zones: dict[int, QRectF] = field(default_factory=dict)
    melds: dict[int, list[QPointF]] = field(default_factory=dict)
    meld_rects: dict[int, QRectF] = field(default_factory=dict)

    @property
    def card_w(self) -> float:
        return self.unit * ASPECT


def _flow(widths: Sequence[float], avail_w: float, row_h: float, gap: float) -> tuple[list[tuple[float, float]], float]:
    """Left-to-right flow: offsets of each box and the total height used."""
    out = []
    x = y = 0.0
    for w in widths:
        if x > 0 and x + w > avail_w:
            x = 0.0
            y += row_h
        out.append((x, y))
        x += w + gap
    return out, (y + row_h if widths else 0.0)


def meld_width(n: int, h: float, step: float = MELD_STEP) -> float:
    cw = h * ASPECT
    return cw + max(0, n - 1) * cw * step


def compute_layout(width: float, height: float, seats: int, me: int, active: Sequence[bool],
                   hand_count: int, discard_count: int, staged_sizes: Sequence[int],
                   melds_by_seat: Mapping[int, Sequence[tuple[int, int]]],
                   staging_open: bool, over: bool = False) -> TableLayout:
    """The whole table for one moment of the game."""
    u = choose_unit(width, height)
    m = 0.2 * u
    cw = u * ASPECT
    hand_h = u * HAND_SCALE
    lay = TableLayout(width, height, u, hand_h, u * 0.8)
    lay.sides = seat_sides(seats, me)

    # --- top band: stock, discard row, top opponent ---------------------------
    lay.stock = QPointF(m, m)
    top_seat = next((s for s, side in lay.sides.items() if side == TOP), None)
    seat_w, seat_h = SEAT_W * u, SEAT_H * u
    right_seat = any(side == RIGHT for side in lay.sides.values())
    x0 = m + cw + 0.45 * u
    if top_seat is not None:
        plate_x = max(x0 + 4 * cw, width * 0.62 - seat_w / 2)
        lay.seats[top_seat] = QRectF(plate_x, m * 0.6, seat_w, seat_h)
        x_end = plate_x - 0.3 * u
    else:
        x_end = width - m - (seat_w + 0.2 * u if right_seat else 0)
    avail = max(cw, x_end - x0)
    step = cw * DISCARD_STEP
    if discard_count > 1:
        step = min(step, (avail - cw) / (discard_count - 1))
    lay.discard = [QPointF(x0 + i * step, m) for i in range(discard_count)]
    zone_w = max(cw * 1.4, (discard_count - 1) * step + cw if discard_count else cw)
    lay.discard_zone = QRectF(x0 - 0.15 * u, m - 0.15 * u, zone_w + 0.3 * u, u + 0.3 * u)
    top_band = m + u + 0.42 * u

    # --- bottom: my plate and hand -------------------------------------------------
    plate_h = 0.36 * u
    lay.my_plate = QRectF(m, height - m * 0.5 - plate_h, width - 2 * m, plate_h)
    hand_top = lay.my_plate.top() - 0.2 * u - hand_h * 1.09
    hcw = hand_h * ASPECT
    hand_avail = width - 2 * m - 2 * 0.3 * u
    hstep = hcw * HAND_STEP
    if hand_count > 1:
        hstep = min(hstep, (hand_avail - hcw) / (hand_count - 1))
    fan_w = hcw + max(0, hand_count - 1) * hstep
    hx0 = (width - fan_w) / 2
    for i in range(hand_count):
        t = (i - (hand_count - 1) / 2) / max(1.0, (hand_count - 1) / 2)
        rot = 4.0 * t * min(1.0, hand_count / 13)
        dy = 0.09 * hand_h * t * t * min(1.0, hand_count / 13)
        lay.hand.append((QPointF(hx0 + i * hstep, hand_top + dy), rot))
    lay.hand_zone = QRectF(m, hand_top - 0.3 * u, width - 2 * m, height - hand_top + 0.3 * u)

    # --- side opponents ------------------------------------------------------------------
    side_top = top_band + 0.1 * u
    side_bottom = hand_top - 0.3 * u
    mid_y = (side_top + side_bottom) / 2
    left_x, right_x = m, width - m
    for s, side in lay.sides.items():
        if side == LEFT:
            lay.seats[s] = QRectF(m, mid_y - seat_h / 2 - 0.4 * u, seat_w, seat_h)
            left_x = m + seat_w + 0.25 * u
        elif side == RIGHT:
            lay.seats[s] = QRectF(width - m - seat_w, mid_y - seat_h / 2 - 0.4 * u, seat_w, seat_h)
            right_x = width - m - seat_w - 0.25 * u

    # --- staging band just above the hand ------------------------------------------------
    stage_h = (0.78 * u + 0.34 * u) if staging_open else 0.0
    stage_bottom = hand_top - 0.32 * u
    lay.staging = QRectF(left_x, stage_bottom - stage_h, right_x - left_x, stage_h)
    if staging_open:
        sh = 0.78 * u
        scw = sh * ASPECT
        x = lay.staging.left() + 0.2 * u
        y = lay.staging.top() + 0.26 * u
        for n in staged_sizes:
            pts = [QPointF(x + i * scw * MELD_STEP, y) for i in range(n)]
            lay.staged.append(pts)
            w = meld_width(n, sh)
            lay.staged_rects.append(QRectF(x - 0.1 * u, y - 0.1 * u, w + 0.2 * u, sh + 0.2 * u))
            x += w + 0.35 * u
        lay.new_meld_slot = QRectF(x, y, scw, sh)
    middle_bottom = (lay.staging.top() if staging_open else stage_bottom) - 0.1 * u
    lay.middle = QRectF(left_x, top_band, right_x - left_x, max(u, middle_bottom - top_band))

    _layout_melds(lay, melds_by_seat, active, over)
    return lay


def _band_order(lay: TableLayout, seats_with_melds: Sequence[int]) -> list[int]:
    """Bands from the top: the opponents clockwise from the left, then the player's
    own melds nearest their hand."""
    rank = {LEFT: 0, TOP: 1, RIGHT: 2, BOTTOM: 3}
    return sorted(seats_with_melds, key=lambda s: rank.get(lay.sides.get(s, TOP), 1))


def _layout_melds(lay: TableLayout, melds_by_seat: Mapping[int, Sequence[tuple[int, int]]],
                  active: Sequence[bool], over: bool = False) -> None:
    """Melds grouped by who laid them: one framed block per player.

    A block holds its player's melds in rows; blocks are packed on shelves
    across the middle of the table (a short block shares a shelf with the
    next). The meld card height is the largest (up to 0.86 units) at which
    everything fits, so a busy table shrinks its melds evenly.
    """
    u = lay.unit
    mid = lay.middle
    order = _band_order(lay, [s for s, ms in melds_by_seat.items() if ms])
    cap_h = 0.26 * u
    pad = 0.15 * u
    gap = 0.15 * u
    step = MELD_STEP_OVER if over else MELD_STEP    # room for the points above each card

    def pack(h: float):
        row_h = h * (1.34 if over else 1.14)
        blocks = {}
        for s in order:
            widths = [meld_width(n, h, step) + 0.55 * h * ASPECT for _, n in melds_by_seat[s]]
            natural = sum(widths) + 2 * pad
            bw = min(mid.width(), max(natural, 2.2 * u))
            offsets, used = _flow(widths, bw - 2 * pad, row_h, 0.0)
            blocks[s] = (bw, cap_h + used + 0.06 * u, offsets)
        places, _ = _shelves([(s, blocks[s][0], blocks[s][1]) for s in order], mid.width(), gap)
        height = max((y + blocks[s][1] for s, (x, y) in places.items()), default=0.0)
        return blocks, places, height

    h = 1.0 * u
    while True:
        blocks, places, height = pack(h)
        if height <= mid.height() or h <= 0.42 * u:
            break
        h *= 0.94
    lay.meld_h = h
    cw = h * ASPECT
    label_pad = 0.2 * h if over else 0.0
    for s in order:
        bw, bh, offsets = blocks[s]
        bx, by = places[s]
        band = QRectF(mid.left() + bx, mid.top() + by, bw, bh)
        lay.zones[s] = band
        for (meld_id, n), (ox, oy) in zip(melds_by_seat[s], offsets):
            x = band.left() + pad + 0.3 * cw + ox
            top = band.top() + cap_h + oy + label_pad
            lay.melds[meld_id] = [QPointF(x + i * cw * step, top) for i in range(n)]
            lay.meld_rects[meld_id] = QRectF(x, top, meld_width(n, h, step), h)


def _shelves(boxes: Sequence[tuple[int, float, float]], width: float, gap: float
             ) -> tuple[dict[int, tuple[float, float]], float]:
    """Shelf packing: boxes left to right, a new shelf when one does not fit."""
    out: dict[int, tuple[float, float]] = {}
    x = y = shelf_h = 0.0
    for key, w, h in boxes:
        if x > 0 and x + w > width + 0.5:
            x, y, shelf_h = 0.0, y + shelf_h + gap, 0.0
        out[key] = (x, y)
        x += w + gap
        shelf_h = max(shelf_h, h)
    return out, y + shelf_h
