"""The joker's face: a rainbow wash, "JOKER" down two corners, a jester hat and a face.

Its own module because it is the one face with a picture on it; ``ui.cardart``
draws every other face and calls :func:`paint_joker` for the jokers. Sizes are
fractions of the card height ``h``, as in ``ui.cardart``.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from . import theme

_INK = QColor("#3a2a1a")
_SKIN = QColor("#fde7c8")


def paint_joker(painter: QPainter, w: float, h: float) -> None:
    """Jester hat in five colours, "JOKER" stacked in the corners."""
    colours = theme.JOKER_COLOURS
    _paint_wash(painter, w, h, colours)
    _paint_corner_words(painter, w, h, colours)
    pen = QPen(_INK, max(1.0, h / 140))
    s = h * 0.34
    band = _paint_hat(painter, QPointF(w / 2, h * 0.52), s, pen, colours)
    _paint_face(painter, w / 2, band, s, pen)


def _paint_wash(painter: QPainter, w: float, h: float, colours: Sequence[QColor]) -> None:
    """A soft rainbow wash, so a joker stands out in a fanned hand."""
    wash = QLinearGradient(0, 0, w, h)
    for i, c in enumerate(colours):
        t = QColor(c)
        t.setAlpha(34)
        wash.setColorAt(i / (len(colours) - 1), t)
    painter.fillRect(QRectF(0, 0, w, h), QBrush(wash))


def _paint_corner_words(painter: QPainter, w: float, h: float, colours: Sequence[QColor]) -> None:
    """The word stacked letter by letter in the top-left corner, and rotated in the bottom-right."""
    font = theme.card_index_font(h * 0.095)
    fm = QFontMetricsF(font)
    painter.setFont(font)
    col_cx = h * 0.025 + h * 0.065
    for rotated in (False, True):
        painter.save()
        if rotated:
            painter.translate(w, h)
            painter.rotate(180)
        y = h * 0.035
        for i, ch in enumerate("JOKER"):
            tight = fm.tightBoundingRect(ch)
            painter.setPen(colours[i % len(colours)])
            painter.drawText(QPointF(col_cx - tight.center().x(), y - tight.top()), ch)
            y += h * 0.085
        painter.restore()


def _paint_hat(painter: QPainter, centre: QPointF, s: float, pen: QPen, colours: Sequence[QColor]) -> QRectF:
    """Three curled points with bells over a band with diamonds; returns the band (the face hangs under it)."""
    cx, cy = centre.x(), centre.y()
    band = QRectF(cx - s * 0.42, cy + s * 0.18, s * 0.84, s * 0.16)
    tips = [QPointF(cx - s * 0.62, cy - s * 0.30), QPointF(cx, cy - s * 0.62),
            QPointF(cx + s * 0.62, cy - s * 0.30)]
    bases = [(cx - s * 0.42, cx - s * 0.12), (cx - s * 0.17, cx + s * 0.17),
             (cx + s * 0.12, cx + s * 0.42)]
    painter.setPen(pen)
    for i, ((bl, br), tip) in enumerate(zip(bases, tips)):
        p = QPainterPath()
        base_y = band.top() + 1
        p.moveTo(bl, base_y)
        p.quadTo(QPointF((bl + tip.x()) / 2 - s * 0.05, (base_y + tip.y()) / 2), tip)
        p.quadTo(QPointF((br + tip.x()) / 2 + s * 0.05, (base_y + tip.y()) / 2 + s * 0.1),
                 QPointF(br, base_y))
        p.closeSubpath()
        painter.setBrush(colours[(0, 3, 1)[i]])
        painter.drawPath(p)
    painter.setBrush(colours[4])
    painter.drawRoundedRect(band, s * 0.05, s * 0.05)
    painter.setBrush(colours[1])
    for tip in tips:
        painter.drawEllipse(tip, s * 0.075, s * 0.075)
    _paint_band_diamonds(painter, band)
    return band


def _paint_band_diamonds(painter: QPainter, band: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.CARD_FACE)
    for k in range(4):
        x = band.left() + band.width() * (k + 0.5) / 4
        d = band.height() * 0.32
        painter.drawPolygon([QPointF(x, band.center().y() - d), QPointF(x + d, band.center().y()),
                             QPointF(x, band.center().y() + d), QPointF(x - d, band.center().y())])


def _paint_face(painter: QPainter, cx: float, band: QRectF, s: float, pen: QPen) -> None:
    """A smiling face under the hat's band."""
    painter.setPen(pen)
    painter.setBrush(_SKIN)
    face_r = s * 0.2
    face_c = QPointF(cx, band.bottom() + face_r * 0.95)
    painter.drawEllipse(face_c, face_r, face_r)
    painter.setBrush(_INK)
    painter.setPen(Qt.PenStyle.NoPen)
    for dx in (-0.38, 0.38):
        painter.drawEllipse(QPointF(face_c.x() + dx * face_r, face_c.y() - 0.15 * face_r),
                            face_r * 0.1, face_r * 0.1)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QRectF(face_c.x() - face_r * 0.5, face_c.y() - face_r * 0.3, face_r, face_r * 0.8)
    painter.drawArc(mouth, 200 * 16, 140 * 16)
