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

import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from ..cardart import ASPECT

LEFT, TOP, RIGHT, BOTTOM = "left", "top", "right", "bottom"

HAND_SCALE = 1.22          # hand cards are this much taller than table cards
MELD_STEP = 0.36           # overlap of cards in a meld, fraction of card width
DISCARD_STEP = 0.52        # ... in the discard row
HAND_STEP = 0.56           # ... in the hand fan
SEAT_W = 2.3               # opponent plate, in units
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

    def hand_index_at(self, x: float) -> int:
        """Insertion index in the hand for a card dropped at scene ``x``."""
        cw = self.hand_h * ASPECT
        for i, (p, _) in enumerate(self.hand):
            if x < p.x() + cw / 2:
                return i
        return len(self.hand)


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


def meld_width(n: int, h: float) -> float:
    cw = h * ASPECT
    return cw + max(0, n - 1) * cw * MELD_STEP


def compute_layout(width: float, height: float, seats: int, me: int, active: Sequence[bool],
                   hand_count: int, discard_count: int, staged_sizes: Sequence[int],
                   melds_by_seat: Mapping[int, Sequence[tuple[int, int]]],
                   staging_open: bool) -> TableLayout:
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

    _layout_melds(lay, melds_by_seat, active)
    return lay


def _zone_cells(lay: TableLayout, active: Sequence[bool]) -> dict[int, QRectF]:
    """Each seat's meld zone, placed towards where that seat sits."""
    mid = lay.middle
    by_side = {side: s for s, side in lay.sides.items() if 0 <= s < len(active) and active[s]}
    gap = 0.12 * lay.unit
    half_h = (mid.height() - gap) / 2
    half_w = (mid.width() - gap) / 2
    top_row = QRectF(mid.left(), mid.top(), mid.width(), half_h)
    bottom_row = QRectF(mid.left(), mid.top() + half_h + gap, mid.width(), half_h)
    cells: dict[int, QRectF] = {}
    me = by_side.get(BOTTOM)
    others = [by_side[s] for s in (LEFT, TOP, RIGHT) if s in by_side]
    if len(others) <= 1:
        if others:
            cells[others[0]] = top_row
        if me is not None:
            cells[me] = bottom_row if others else QRectF(mid)
        return cells
    if len(others) == 2:
        cells[others[0]] = QRectF(top_row.left(), top_row.top(), half_w, half_h)
        cells[others[1]] = QRectF(top_row.left() + half_w + gap, top_row.top(), half_w, half_h)
        if me is not None:
            cells[me] = bottom_row
        return cells
    left, top, right = (by_side[LEFT], by_side[TOP], by_side[RIGHT])
    cells[left] = QRectF(mid.left(), mid.top(), half_w, half_h)
    cells[top] = QRectF(mid.left() + half_w + gap, mid.top(), half_w, half_h)
    cells[right] = QRectF(mid.left() + half_w + gap, bottom_row.top(), half_w, half_h)
    if me is not None:
        cells[me] = QRectF(mid.left(), bottom_row.top(), half_w, half_h)
    return cells


def _layout_melds(lay: TableLayout, melds_by_seat: Mapping[int, Sequence[tuple[int, int]]],
                  active: Sequence[bool]) -> None:
    u = lay.unit
    lay.zones = _zone_cells(lay, active)
    label_h = 0.3 * u
    # the largest meld card height at which every zone's melds fit
    h = 0.86 * u
    while True:
        fits = True
        for seat, melds in melds_by_seat.items():
            zone = lay.zones.get(seat)
            if zone is None or not melds:
                continue
            widths = [meld_width(n, h) + 0.5 * h * ASPECT for _, n in melds]
            _, used = _flow(widths, zone.width() - 0.2 * u, h * 1.12, 0.0)
            if used > zone.height() - label_h:
                fits = False
                break
        if fits or h <= 0.4 * u:
            break
        h *= 0.93
    lay.meld_h = h
    cw = h * ASPECT
    for seat, melds in melds_by_seat.items():
        zone = lay.zones.get(seat)
        if zone is None:
            continue
        widths = [meld_width(n, h) + 0.5 * cw for _, n in melds]
        offsets, _ = _flow(widths, zone.width() - 0.2 * u, h * 1.12, 0.0)
        for (meld_id, n), (ox, oy) in zip(melds, offsets):
            x = zone.left() + 0.25 * cw + 0.1 * u + ox
            y = zone.top() + label_h + oy
            lay.melds[meld_id] = [QPointF(x + i * cw * MELD_STEP, y) for i in range(n)]
            lay.meld_rects[meld_id] = QRectF(x, y, meld_width(n, h), h)


def angle_towards(a: QPointF, b: QPointF) -> float:
    return math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))
