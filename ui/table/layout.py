"""Where everything goes on the felt, in card units (pure geometry, no items).

One number scales the whole table: ``unit``, the height of a table card in
scene pixels, chosen from the viewport size. Like kpat's piles, each region
of the table lays out its own cards in card-size units: the top band (stock,
discard row, top opponent), the side plates, the hand fan, and the middle,
where the melds sit in one framed block per player.

Two promises this module keeps, and tests check:

* nothing moves when only the phase changes: the player's own block (their
  melds, the melds they are composing, and a compact "new meld" slot) is
  always part of the middle, so starting a turn or a drag reflows nothing;
* a table meld is never drawn smaller than ``MIN_MELD_RATIO`` of a hand card,
  however many melds are out: the cards of a meld overlap more (down to the
  corner index), then the rows overlap (the lower row covering no index and no
  points badge), before a card shrinks. Only a table too full even for that
  shrinks its melds rather than letting them spill under the hand.

The scene is kept 1:1 with the viewport, so cards are rendered at their real
pixel size. Seats sit around the table relative to the player: play goes
clockwise, so the next seat is on the left, then the top, then the right.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Optional, Sequence

from PySide6.QtCore import QPointF, QRectF

from ..cardart import ASPECT
from .meld_pack import Block, Packing, pack, pack_anyhow

LEFT, TOP, RIGHT, BOTTOM = "left", "top", "right", "bottom"

HAND_SCALE = 1.22          # hand cards are this much taller than table cards
MIN_MELD_RATIO = 0.555     # table melds never drop below this share of a hand card (goal: 0.55)
MIN_MELD_PX = 16.0         # ... and, when even that cannot fit, never below this (pixels)
MELD_STEP = 0.40           # overlap of cards in a meld, fraction of card width
MELD_STEP_TIGHT = 0.34     # ... when the table is crowded
MELD_STEP_DENSE = 0.27     # ... when it is very crowded: the corner index (0.22 of the width) still shows
ROW_PITCH = 1.08           # distance between meld rows, in meld card heights
BLOCK_GAP = 0.09           # between blocks, in units
ROW_PITCH_TIGHT = 0.66     # ... rows overlapping: the lower row covers no index and no badge
DISCARD_STEP = 0.52        # ... in the discard row
HAND_STEP = 0.56           # ... in the hand fan
SEAT_W = 1.5               # opponent plate, in units
SEAT_H = 1.18
SLOT = -1000               # layout key of the player's "new meld" slot
ROOM = -2000               # layout key of the room kept for melds being composed (issue 22 item 7)


def staged_key(k: int) -> int:
    """Layout key of the ``k``-th meld the player is composing (table melds are >= 0)."""
    return -(k + 1)


@dataclass(frozen=True)
class Contents:
    """What the table holds at one moment, as counts: all the layout needs."""

    seats: int
    me: int
    hand_count: int
    discard_count: int
    melds_by_seat: Mapping[int, Sequence[tuple[int, int]]]   # seat -> [(meld id, cards)]
    staged_sizes: Sequence[int] = ()
    over: bool = False
    slot: bool = True             # a watcher has no hand, so no "new meld" slot
    captions: Mapping[int, int] = field(default_factory=dict)   # seat -> its block caption's length
    badge_digits: Mapping[int, int] = field(default_factory=dict)   # meld id -> digits of its widest badge
    staging_room: int = 0         # three-card melds' room kept in the player's block while composing


def seat_sides(seats: int, me: int) -> dict[int, str]:
    """Which side of the table each seat sits on, seen from ``me``."""
    order = [(me + k) % seats for k in range(1, seats)]
    sides = {2: [TOP], 3: [LEFT, RIGHT]}.get(seats, [LEFT, TOP, RIGHT])
    out = {me: BOTTOM}
    out.update(dict(zip(order, sides)))
    return out


def choose_unit(width: float, height: float) -> float:
    """Table card height for a viewport: big enough to read, small enough to fit."""
    return max(44.0, min(height / 7.3, width / 10.5, 150.0))


@dataclass
class TableLayout:
    width: float
    height: float
    unit: float
    hand_h: float
    meld_h: float
    meld_step: float = MELD_STEP
    meld_steps: dict[int, float] = field(default_factory=dict)      # a meld wider for its badges
    meld_totals: bool = False     # round end, too crowded for a badge per card: one total per meld
    row_pitch: float = ROW_PITCH
    stock: QPointF = field(default_factory=QPointF)
    discard: list[QPointF] = field(default_factory=list)
    discard_zone: QRectF = field(default_factory=QRectF)
    seats: dict[int, QRectF] = field(default_factory=dict)          # opponent plates
    sides: dict[int, str] = field(default_factory=dict)
    hand: list[tuple[QPointF, float]] = field(default_factory=list)  # top-left, rotation
    hand_zone: QRectF = field(default_factory=QRectF)
    my_plate: QRectF = field(default_factory=QRectF)
    staging: QRectF = field(default_factory=QRectF)                  # = the player's own block
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

    @property
    def caption_px(self) -> float:
        """Caption text size on the felt: never under 11 px."""
        return max(11.0, self.unit * 0.15)


def meld_width(n: int, h: float, step: float = MELD_STEP) -> float:
    cw = h * ASPECT
    return cw + max(0, n - 1) * cw * step


def compute_layout(width: float, height: float, contents: Contents) -> TableLayout:
    """The whole table for one moment of the game: each region in turn."""
    u = choose_unit(width, height)
    lay = TableLayout(width, height, u, u * HAND_SCALE, u * 0.8)
    lay.sides = seat_sides(contents.seats, contents.me)
    top_band = _top_band(lay, contents.discard_count)
    hand_top = _hand(lay, contents.hand_count)
    _side_seats(lay, top_band)
    m, bottom = 0.2 * u, hand_top - 0.3 * u
    lay.middle = QRectF(m, top_band, width - 2 * m, max(u, bottom - top_band))
    _layout_melds(lay, contents)
    return lay


def _top_band(lay: TableLayout, discard_count: int) -> float:
    """Stock, discard row and the top opponent; returns where the band ends."""
    u, width = lay.unit, lay.width
    m, cw = 0.2 * u, lay.card_w
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
    return m + u + 0.34 * u


def _hand(lay: TableLayout, count: int) -> float:
    """The player's plate at the bottom and the hand fan above it; returns the fan's top."""
    u, width, height, hand_h = lay.unit, lay.width, lay.height, lay.hand_h
    m = 0.2 * u
    plate_h = max(0.36 * u, 22.0)
    lay.my_plate = QRectF(m, height - m * 0.5 - plate_h, width - 2 * m, plate_h)
    hand_top = lay.my_plate.top() - 0.16 * u - hand_h * 1.06
    hcw = hand_h * ASPECT
    hand_avail = width - 2 * m - 2 * 0.3 * u
    hstep = hcw * HAND_STEP
    if count > 1:
        hstep = min(hstep, (hand_avail - hcw) / (count - 1))
    fan_w = hcw + max(0, count - 1) * hstep
    hx0 = (width - fan_w) / 2
    for i in range(count):
        t = (i - (count - 1) / 2) / max(1.0, (count - 1) / 2)
        bend = min(1.0, count / 13)
        lay.hand.append((QPointF(hx0 + i * hstep, hand_top + 0.06 * hand_h * t * t * bend),
                         3.0 * t * bend))
    lay.hand_zone = QRectF(m, hand_top - 0.25 * u, width - 2 * m, height - hand_top + 0.25 * u)
    return hand_top


def _side_seats(lay: TableLayout, top: float) -> None:
    """Left and right opponents, high on their sides; below them the middle runs full width."""
    u, m = lay.unit, 0.2 * lay.unit
    seat_w, seat_h = SEAT_W * u, SEAT_H * u
    for s, side in lay.sides.items():
        if side == LEFT:
            lay.seats[s] = QRectF(m, top + 0.05 * u, seat_w, seat_h)
        elif side == RIGHT:
            lay.seats[s] = QRectF(lay.width - m - seat_w, top + 0.05 * u, seat_w, seat_h)


def _span(lay: TableLayout, y: float) -> tuple[float, float]:
    """The middle's x range for a shelf starting at scene ``y``: narrower beside a side plate."""
    left, right = lay.middle.left(), lay.middle.right()
    for r in lay.seats.values():
        if r.top() < lay.middle.top() or y >= r.bottom() + 0.1 * lay.unit:
            continue
        if r.center().x() < lay.width / 2:
            left = max(left, r.right() + 0.15 * lay.unit)
        else:
            right = min(right, r.left() - 0.15 * lay.unit)
    return left, right


def _band_order(lay: TableLayout, seats: Sequence[int]) -> list[int]:
    """Blocks from the top: the opponents clockwise from the left, then the player
    (nearest their hand)."""
    rank = {LEFT: 0, TOP: 1, RIGHT: 2, BOTTOM: 3}
    return sorted(seats, key=lambda s: rank.get(lay.sides.get(s, TOP), 1))


def _entries(contents: Contents) -> dict[int, list[tuple[int, int]]]:
    """Each seat's block: its melds; the player's also holds the "new meld" slot, the melds
    being composed and the room kept for them. The slot comes first and the room fills
    what the staged melds leave of it, so staging a card moves no drop target: not the
    slot, not a staged meld's start, not the block, not another player's melds."""
    out = {s: list(ms) for s, ms in contents.melds_by_seat.items() if ms}
    if not contents.slot or contents.over:     # nothing more is laid once the round is over
        return out
    mine = out.setdefault(contents.me, [])
    mine.append((SLOT, 2))
    mine.extend((staged_key(k), n) for k, n in enumerate(contents.staged_sizes))
    if contents.staging_room:
        mine.append((ROOM, contents.staging_room))
    return out


StepOf = Callable[[int], float]      # layout key -> that meld's overlap


def badge_step(h: float, digits: int) -> float:
    """The overlap whose visible strip holds a points badge of ``digits`` digits
    (CardItem._badge: bold text of max(11, 0.13 h) px, under 0.7 of that per digit, margins)."""
    px = max(11.0, 0.13 * h)
    return (0.7 * digits * px + 6) / (h * ASPECT)


def _step_of(h: float, step: float, digits: Mapping[int, int]) -> StepOf:
    """Each meld's overlap: ``step``, or wider where the round-end badges need it."""
    return lambda key: max(step, badge_step(h, digits[key])) if digits.get(key) else step


def _blocks(lay: TableLayout, entries: Mapping[int, Sequence[tuple[int, int]]], h: float,
            step: StepOf, captions: Mapping[int, int]) -> dict[int, Block]:
    """Each seat's block at meld height ``h``: meld widths (with their gaps) and extras;
    never narrower than its caption ("Chiara's melds" in the language shown; bold text
    runs about 0.63 of its size per character)."""
    u, cw, px = lay.unit, h * ASPECT, lay.caption_px
    head = px * 1.5 + 0.04 * u

    def widths(ms: Sequence[tuple[int, int]]) -> tuple[float, ...]:
        out = [meld_width(n, h, step(k)) + 0.3 * cw for k, n in ms if k != ROOM]
        room = sum(n * (meld_width(3, h, step(k)) + 0.3 * cw) for k, n in ms if k == ROOM)
        staged = sum(w for (k, _), w in zip(ms, out) if k < 0 and k != SLOT)
        return (*out, max(0.0, room - staged)) if room else tuple(out)
    return {s: Block(widths(ms), 0.12 * u, head, max(2.0 * u, captions.get(s, 0) * 0.68 * px + 1.6 * px))
            for s, ms in entries.items()}


def _pack(lay: TableLayout, entries: Mapping[int, Sequence[tuple[int, int]]], order: Sequence[int],
          h: float, step: StepOf, pitch: float, captions: Mapping[int, int]) -> Optional[Packing]:
    """The blocks at meld height ``h`` packed into the middle, or None if they do not fit.
    The player's own block then moves down next to their hand, where it does not move."""
    u, mid = lay.unit, lay.middle
    packing = pack(_blocks(lay, entries, h, step, captions), order, lambda y: _span(lay, mid.top() + y),
                   BLOCK_GAP * u, h * pitch, h * ROW_PITCH, mid.height())
    if packing is None:
        return None
    places, blocks = packing.places, packing.blocks
    me = next((s for s in order if lay.sides.get(s) == BOTTOM), None)
    if me is not None and places[me][1] + blocks[me][1] < mid.height():
        x0, y0 = places[me]
        alone = all(places[s][1] + blocks[s][1] <= y0 + 0.5 for s in order if s != me)
        y1 = max(y0, mid.height() - blocks[me][1])
        left, right = _span(lay, mid.top() + y1)
        if alone:       # on a shelf of its own: centred over the hand
            x0 = max(left, min(right - blocks[me][0], lay.width / 2 - blocks[me][0] / 2))
        places[me] = (x0, y1)
    return packing


def _choices(h: float, floor: float) -> list[tuple[float, float]]:
    """(overlap, row pitch) to try at meld height ``h``, most comfortable first.
    The densest overlap (only the index showing) and overlapping rows (the next row covering
    the lower part of a card, never its index or badge) wait until the cards are at the
    floor: a crowded table packs closer before it shrinks, a roomy one keeps its cards open."""
    at_floor = h <= floor + 1e-6
    steps = (MELD_STEP, MELD_STEP_TIGHT, MELD_STEP_DENSE) if at_floor else (MELD_STEP, MELD_STEP_TIGHT)
    pitches = (ROW_PITCH, ROW_PITCH_TIGHT) if at_floor else (ROW_PITCH,)
    return [(s, p) for p in pitches for s in steps]


def _layout_melds(lay: TableLayout, contents: Contents) -> None:
    """The largest meld height at which every block fits the middle.

    Tighter overlap, then overlapping rows, are tried before a smaller card, and
    the card goes under ``MIN_MELD_RATIO`` of the hand card only when even that
    cannot fit: smaller cards beat melds spilling under the hand. The heights
    between the largest and the floor are searched by halving (a view change on
    a crowded table lays out in a few milliseconds).
    """
    entries = _entries(contents)
    order = _band_order(lay, list(entries))
    floor = lay.hand_h * MIN_MELD_RATIO

    digits = dict(contents.badge_digits)

    def fit(h: float) -> Optional[tuple[float, float, float, Packing]]:
        for step, pitch in _choices(h, floor):
            packing = _pack(lay, entries, order, h, _step_of(h, step, digits), pitch, contents.captions)
            if packing is not None:
                return h, step, pitch, packing
        return None
    ladder = [min(0.92 * lay.unit, lay.hand_h * 0.8)]
    while ladder[-1] > floor:               # down to the floor in small steps, landing on it
        ladder.append(max(floor, ladder[-1] * 0.95))
    found = fit(ladder[0])
    if found is None and (found := fit(ladder[-1])) is not None:
        lo, hi = 1, len(ladder) - 1         # ladder[hi] fits; find the first rung that does
        while lo < hi:
            mid = (lo + hi) // 2
            trial = fit(ladder[mid])
            lo, hi, found = (lo, mid, trial) if trial is not None else (mid + 1, hi, found)
    if found is None and digits:
        # A round-end table too crowded for a badge on every card's strip at the floor: each
        # meld shows its total on its last, fully visible card, so the strips need no room and
        # the cards keep their size (the results board still lists every card's points).
        digits.clear()
        lay.meld_totals = True
        found = fit(ladder[-1])
    h = ladder[-1]
    while found is None and h > MIN_MELD_PX:   # under the floor only when nothing fits
        h = max(MIN_MELD_PX, h * 0.95)
        found = fit(h)
    if found is None:                       # nothing fits even tiny cards: overflow and all
        step, pitch = _choices(h, floor)[-1]
        forced = pack_anyhow(_blocks(lay, entries, h, _step_of(h, step, digits), contents.captions),
                             order, lambda y: _span(lay, lay.middle.top() + y), BLOCK_GAP * lay.unit,
                             h * pitch, h * ROW_PITCH)
        found = h, step, pitch, forced
    h, step, pitch, packing = found
    lay.meld_h, lay.meld_step, lay.row_pitch = h, step, pitch
    _place_melds(lay, entries, packing, _step_of(h, step, digits))


def _place_melds(lay: TableLayout, entries: Mapping[int, Sequence[tuple[int, int]]],
                 packing: Packing, step_of: StepOf) -> None:
    u, mid, h = lay.unit, lay.middle, lay.meld_h
    cw, cap_h, pad = h * ASPECT, lay.caption_px * 1.5, 0.12 * u
    for s, (bx, by) in packing.places.items():
        bw, bh, offsets = packing.blocks[s]
        lay.zones[s] = QRectF(bx, mid.top() + by, bw, bh)
        for (key, n), (ox, oy) in zip(entries[s], offsets):
            if key == ROOM:
                continue
            x = lay.zones[s].left() + pad + 0.15 * cw + ox
            top = lay.zones[s].top() + cap_h + oy
            step = step_of(key)
            pts = [QPointF(x + i * cw * step, top) for i in range(n)]
            rect = QRectF(x, top, meld_width(n, h, step), h)
            if key == SLOT:
                lay.new_meld_slot = rect
            elif key < 0:
                lay.staged.append(pts)
                lay.staged_rects.append(rect.adjusted(-0.06 * u, -0.06 * u, 0.06 * u, 0.06 * u))
            else:
                lay.melds[key], lay.meld_rects[key], lay.meld_steps[key] = pts, rect, step
    lay.staging = lay.zones.get(next(s for s, side in lay.sides.items() if side == BOTTOM), QRectF())
