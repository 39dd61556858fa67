"""Card faces and backs, drawn by our own code.

No art files ship with the game (licences, size, and a four-colour deck would
need a second set), so every face is vector-drawn with QPainter. The drawing
is resolution-free; :func:`card_pixmap` renders it once per face, size,
device-pixel ratio, colour scheme and state and caches the result, because the
table repaints the same 13-20 faces on every animation frame.

Geometry is expressed in *card units*: a card is ``CARD_W`` x ``CARD_H``
(poker size, 2.5 x 3.5), and everything on the face is placed as a fraction of
the card height so it scales with no special cases.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from enum import IntEnum
from typing import Union

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFontMetricsF, QPainter,
                           QPainterPath, QPen, QPixmap, QTransform)

from lanjolly.cards import DECK_SIZE, card_type, is_joker, rank_of, suit_of

from . import theme
from .jokerart import paint_joker

CARD_W = 2.5
CARD_H = 3.5
ASPECT = CARD_W / CARD_H          # width / height

BACK = "back"
CardFace = Union[int, str]         # a card id 0..109, or BACK

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


class CardState(IntEnum):
    """How a card is marked; each state is a separately cached pixmap."""

    NORMAL = 0
    SELECTED = 1     # picked by the player (gold outline)
    HIGHLIGHT = 2    # drop target / suggestion (blue outline)
    DIMMED = 3       # cannot be used right now


def card_width(height: float) -> float:
    return height * ASPECT


def corner_radius(height: float) -> float:
    return height * 0.055


# --------------------------------------------------------------------------
# Suit shapes: unit paths in a 1 x 1 box, built once.

def _heart(path: QPainterPath, flip: bool = False) -> None:
    pts = [
        (0.5, 1.0), (0.42, 0.86), (0.0, 0.64), (0.0, 0.30),
        (0.0, 0.09), (0.15, 0.0), (0.28, 0.0),
        (0.41, 0.0), (0.48, 0.09), (0.5, 0.19),
        (0.52, 0.09), (0.59, 0.0), (0.72, 0.0),
        (0.85, 0.0), (1.0, 0.09), (1.0, 0.30),
        (1.0, 0.64), (0.58, 0.86), (0.5, 1.0),
    ]
    if flip:
        pts = [(x, 1.0 - y) for x, y in pts]
    path.moveTo(*pts[0])
    for i in range(1, len(pts), 3):
        path.cubicTo(QPointF(*pts[i]), QPointF(*pts[i + 1]), QPointF(*pts[i + 2]))
    path.closeSubpath()


def _stem(path: QPainterPath) -> None:
    path.moveTo(0.5, 0.55)
    path.quadTo(0.52, 0.88, 0.72, 1.0)
    path.lineTo(0.28, 1.0)
    path.quadTo(0.48, 0.88, 0.5, 0.55)
    path.closeSubpath()


def _build_suit(suit: int) -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    if suit == 0:      # clubs
        r = 0.235
        for cx, cy in ((0.5, 0.25), (0.255, 0.58), (0.745, 0.58)):
            p.addEllipse(QPointF(cx, cy), r, r)
        p.addRect(QRectF(0.42, 0.35, 0.16, 0.3))
        _stem(p)
    elif suit == 1:    # diamonds
        p.moveTo(0.5, 0.0)
        p.quadTo(0.66, 0.3, 0.9, 0.5)
        p.quadTo(0.66, 0.7, 0.5, 1.0)
        p.quadTo(0.34, 0.7, 0.1, 0.5)
        p.quadTo(0.34, 0.3, 0.5, 0.0)
        p.closeSubpath()
    elif suit == 2:    # hearts
        _heart(p)
    else:              # spades
        body = QPainterPath()
        _heart(body, flip=True)
        p.addPath(QTransform().translate(0, -0.02).scale(1.0, 0.8).map(body))
        _stem(p)
    return p.simplified()


_SUIT_PATHS = [_build_suit(s) for s in range(4)]


def draw_suit(painter: QPainter, suit: int, center: QPointF, size: float,
              colour: QColor, inverted: bool = False) -> None:
    """Fill a suit symbol of the given height centred on ``center``."""
    t = QTransform()
    t.translate(center.x(), center.y())
    if inverted:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(t.map(_SUIT_PATHS[suit]))
    painter.restore()


# --------------------------------------------------------------------------
# Pip layouts for number cards: (column, row) in a unit box, 0 = left/top.

_L, _C, _R = 0.0, 0.5, 1.0
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)],
    9: [(_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1), (_R, 1)],
    10: [(_L, 0), (_R, 0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_C, 5 / 6), (_L, 1), (_R, 1)],
}


# --------------------------------------------------------------------------
# Painting

def paint_card(painter: QPainter, rect: QRectF, card: CardFace,
               four_colour: bool = False, state: CardState = CardState.NORMAL) -> None:
    """Draw one card filling ``rect`` (which should have the card aspect ratio).

    Used both to fill cached pixmaps and directly by items that want vector
    output (printing, very large zoom).
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.translate(rect.topLeft())
    h = rect.height()
    w = rect.width()
    radius = corner_radius(h)
    edge = QRectF(0.5, 0.5, w - 1.0, h - 1.0)
    outline = QPainterPath()
    outline.addRoundedRect(edge, radius, radius)

    if card == BACK:
        _paint_back(painter, outline, w, h)
    else:
        cid = int(card)
        if not 0 <= cid < DECK_SIZE:
            raise ValueError(f"no such card id: {cid}")
        painter.fillPath(outline, theme.CARD_FACE)
        painter.save()
        painter.setClipPath(outline)
        if is_joker(cid):
            paint_joker(painter, w, h)
        else:
            _paint_natural(painter, rank_of(cid), suit_of(cid), w, h, four_colour)
        painter.restore()
        painter.setPen(QPen(theme.CARD_EDGE, max(1.0, h / 160)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)

    _paint_state(painter, outline, state, h)
    painter.restore()


def _paint_state(painter: QPainter, outline: QPainterPath, state: CardState, h: float) -> None:
    if state == CardState.DIMMED:
        painter.fillPath(outline, theme.DIM_OVERLAY)
    elif state in (CardState.SELECTED, CardState.HIGHLIGHT):
        colour = theme.SELECT_GOLD if state == CardState.SELECTED else theme.HIGHLIGHT_BLUE
        tint = QColor(colour)
        tint.setAlpha(38)
        painter.fillPath(outline, tint)
        width = max(2.0, h / 36)
        inset = width / 2 + 0.5
        r = outline.boundingRect().adjusted(inset, inset, -inset, -inset)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rr = max(0.0, corner_radius(h) - inset / 2)
        painter.drawRoundedRect(r, rr, rr)


def _draw_rank_text(painter: QPainter, text: str, center_x: float, top: float,
                    px: float, colour: QColor, max_w: float) -> float:
    """Draw an index rank centred on ``center_x``; returns the bottom y.

    "10" is squeezed horizontally so it takes the same column as "Q".
    """
    font = theme.card_index_font(px)
    fm = QFontMetricsF(font)
    tw = fm.horizontalAdvance(text)
    sx = min(1.0, max_w / tw) if tw > 0 else 1.0
    tight = fm.tightBoundingRect(text)
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    painter.translate(center_x, top - tight.top())
    painter.scale(sx, 1.0)
    painter.drawText(QPointF(-tight.center().x(), 0), text)
    painter.restore()
    return top + tight.height()


def _paint_index(painter: QPainter, rank: int, suit: int, w: float, h: float,
                 colour: QColor) -> None:
    """Rank over small suit, in the top-left corner and rotated in the bottom-right."""
    text = _RANK_TEXT.get(rank, str(rank))
    col_w = h * 0.13
    cx = h * 0.025 + col_w / 2
    for rotated in (False, True):
        painter.save()
        if rotated:
            painter.translate(w, h)
            painter.rotate(180)
        bottom = _draw_rank_text(painter, text, cx, h * 0.035, h * 0.165, colour, col_w)
        draw_suit(painter, suit, QPointF(cx, bottom + h * 0.015 + h * 0.05), h * 0.1, colour)
        painter.restore()


def _paint_natural(painter: QPainter, rank: int, suit: int, w: float, h: float,
                   four_colour: bool) -> None:
    colour = theme.suit_colour(suit, four_colour)
    _paint_index(painter, rank, suit, w, h, colour)
    if rank == 1:
        draw_suit(painter, suit, QPointF(w / 2, h / 2), h * 0.36, colour)
    elif rank >= 11:
        _paint_court(painter, rank, suit, w, h, colour)
    else:
        area = QRectF(w * 0.345, h * 0.165, w * 0.31, h * 0.67)
        pip = h * 0.115
        for col, row in _PIPS[rank]:
            c = QPointF(area.left() + col * area.width(), area.top() + row * area.height())
            draw_suit(painter, suit, c, pip, colour, inverted=row > 0.5)


def _paint_court(painter: QPainter, rank: int, suit: int, w: float, h: float,
                 colour: QColor) -> None:
    """A framed panel with a large letter and suit, mirrored like a real court card."""
    frame = QRectF(w * 0.24, h * 0.12, w * 0.52, h * 0.76)
    tint = QColor(colour)
    tint.setAlpha(26)
    painter.save()
    painter.setBrush(tint)
    painter.setPen(QPen(colour, max(1.0, h / 110)))
    painter.drawRoundedRect(frame, h * 0.02, h * 0.02)
    letter = _RANK_TEXT[rank]
    font = theme.court_font(h * 0.27)
    fm = QFontMetricsF(font)
    tight = fm.tightBoundingRect(letter)
    painter.setFont(font)
    painter.setPen(colour)
    for rotated in (False, True):
        painter.save()
        if rotated:
            painter.translate(w, h)
            painter.rotate(180)
        # letter in the upper half, small suit beside it
        cx = w / 2 - h * 0.035
        base_y = h * 0.2 - tight.top()
        painter.drawText(QPointF(cx - tight.center().x(), base_y), letter)
        draw_suit(painter, suit, QPointF(w / 2 + h * 0.09, h * 0.22), h * 0.075, colour)
        painter.restore()
    # a thin divider between the mirrored halves
    painter.setPen(QPen(colour, max(1.0, h / 160)))
    painter.drawLine(QPointF(frame.left() + h * 0.03, h / 2),
                     QPointF(frame.right() - h * 0.03, h / 2))
    if rank == 13:
        _paint_crown(painter, QPointF(w / 2, h / 2), h * 0.11, colour)
    elif rank == 12:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(w / 2, h / 2), h * 0.03, h * 0.03)
    painter.restore()


def _paint_crown(painter: QPainter, center: QPointF, size: float, colour: QColor) -> None:
    p = QPainterPath()
    x0, y0 = center.x() - size / 2, center.y() - size * 0.3
    p.moveTo(x0, y0 + size * 0.55)
    p.lineTo(x0, y0)
    p.lineTo(x0 + size * 0.25, y0 + size * 0.3)
    p.lineTo(x0 + size * 0.5, y0 - size * 0.1)
    p.lineTo(x0 + size * 0.75, y0 + size * 0.3)
    p.lineTo(x0 + size, y0)
    p.lineTo(x0 + size, y0 + size * 0.55)
    p.closeSubpath()
    painter.save()
    painter.setPen(QPen(theme.CARD_FACE, max(1.0, size / 14)))
    painter.setBrush(colour)
    painter.drawPath(p)
    painter.restore()


def _paint_back(painter: QPainter, outline: QPainterPath, w: float, h: float) -> None:
    """Blue lattice inside a white border: plain enough to never be mistaken for a face."""
    painter.fillPath(outline, theme.CARD_BACK_BORDER)
    inset = h * 0.045
    inner = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
    r = max(0.0, corner_radius(h) - inset / 2)
    inner_path = QPainterPath()
    inner_path.addRoundedRect(inner, r, r)
    painter.save()
    painter.setClipPath(inner_path)
    painter.fillRect(inner, theme.CARD_BACK)
    pen = QPen(theme.CARD_BACK_PATTERN, max(1.0, h / 120))
    painter.setPen(pen)
    step = h * 0.06
    n = int(math.ceil((w + h) / step)) + 1
    for i in range(-n, n):
        x = i * step
        painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
        painter.drawLine(QPointF(x + h, 0), QPointF(x, h))
    # central medallion
    c = QPointF(w / 2, h / 2)
    painter.setPen(QPen(theme.CARD_BACK_BORDER, max(1.0, h / 90)))
    painter.setBrush(theme.CARD_BACK)
    painter.drawEllipse(c, w * 0.26, h * 0.17)
    for suit, (dx, dy) in enumerate(((-1, 0), (0, -1), (0, 1), (1, 0))):
        draw_suit(painter, suit, QPointF(c.x() + dx * w * 0.12, c.y() + dy * h * 0.085),
                  h * 0.065, theme.CARD_BACK_BORDER)
    painter.restore()
    painter.setPen(QPen(theme.CARD_EDGE, max(1.0, h / 160)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)


# --------------------------------------------------------------------------
# Pixmap cache

_CACHE_LIMIT = 1500
_cache: "OrderedDict[tuple[int, int, float, bool, int], QPixmap]" = OrderedDict()


def _face_key(card: CardFace) -> int:
    if card == BACK:
        return -1
    cid = int(card)
    if not 0 <= cid < DECK_SIZE:
        raise ValueError(f"no such card id: {cid}")
    return card_type(cid)


def card_pixmap(card: CardFace, height_px: int, dpr: float = 1.0, four_colour: bool = False,
                state: CardState = CardState.NORMAL) -> QPixmap:
    """A cached pixmap of a card ``height_px`` logical pixels tall at device ratio ``dpr``.

    The pixmap holds ``height_px * dpr`` device pixels and carries ``dpr``, so
    ``QPainter.drawPixmap`` places it at the logical size and it stays sharp on
    HiDPI screens. Both copies of a face share one pixmap (cache key is the
    card *type*).
    """
    height_px = max(8, int(round(height_px)))
    dpr = round(float(dpr), 3) if dpr > 0 else 1.0
    face = _face_key(card)
    if face < 0 or face == 52:
        four_colour = False        # backs and jokers do not change with the scheme
    key = (face, height_px, dpr, bool(four_colour), int(state))
    pm = _cache.get(key)
    if pm is not None:
        _cache.move_to_end(key)
        return pm
    # Whole logical pixels, so every dpr gives exactly dpr times the pixels.
    w_logical = int(round(card_width(height_px)))
    pm = QPixmap(int(round(w_logical * dpr)), int(round(height_px * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    try:
        paint_card(painter, QRectF(0, 0, w_logical, height_px),
                   BACK if face < 0 else card, four_colour, state)
    finally:
        painter.end()
    _cache[key] = pm
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pm


def clear_cache() -> None:
    """Forget all pixmaps (after a theme change, or to measure cold rendering)."""
    _cache.clear()


def cache_size() -> int:
    return len(_cache)
