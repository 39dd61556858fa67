"""One card on the table: painting, hover lift, markers, animated moves, drag signals.

The item knows nothing of the rules. It reports what the mouse did (press,
drag, release, click) with scene positions and lets the table scene decide
whether that was a discard, a reorder or a lay-off. The only rule-shaped thing
here is :attr:`CardItem.click_allowed`, a flag the table sets (jokers default
to ``False`` because the handling spec moves jokers only by drag and drop).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import (Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF,
                            Qt, Signal)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QApplication, QGraphicsItem, QGraphicsObject,
                               QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from lanjolly.cards import DECK_SIZE, is_joker

from .. import theme
from ..cardart import BACK, CardState, card_pixmap, card_width, corner_radius

HOVER_LIFT = 0.12      # fraction of card height a hovered card rises
PICK_LIFT = 0.18       # ... and a picked (selected) card
_LABEL_H = 0.2         # room above the card for the pick lift, fraction of card height
_BADGE_TOP = 0.30      # a points badge starts here, under the corner index
_UNDERLINE_GAP = 0.035


class CardItem(QGraphicsObject):
    """A card whose top-left (when not lifted) is at the item's origin."""

    pressed = Signal(int, QPointF)          # card id, scene position
    drag_started = Signal(int, QPointF)
    dragged = Signal(int, QPointF)
    released = Signal(int, QPointF, bool)   # ..., True if the press became a drag
    clicked = Signal(int)                   # only when click_allowed
    double_clicked = Signal(int)            # only when click_allowed
    hovered = Signal(int, bool)
    move_finished = Signal(int)

    def __init__(self, card_id: int, face_up: bool = True, height: float = 120.0,
                 four_colour: bool = False, parent: Optional[QGraphicsItem] = None) -> None:
        super().__init__(parent)
        if not 0 <= card_id < DECK_SIZE:
            raise ValueError(f"no such card id: {card_id}")
        self._card_id = card_id
        self._face_up = face_up
        self._h = float(height)
        self._four_colour = four_colour
        self._picked = False
        self._highlight = False
        self._underline = False
        self._points: Optional[int] = None
        self._lift = 0.0
        self.click_allowed: bool = not is_joker(card_id)
        self.draggable: bool = True
        self.hover_lift_enabled: bool = True
        self._marked = False
        self._strip = 0.0
        self._hover = False
        self._press_scene: Optional[QPointF] = None
        self._press_item_pos = QPointF()
        self._dragging = False
        self._z_before_drag = 0.0
        self._move_anim: Optional[QPropertyAnimation] = None
        self._lift_anim = QPropertyAnimation(self, b"lift", self)
        self._lift_anim.setDuration(110)
        self._lift_anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # --- identity and looks --------------------------------------------------

    @property
    def card_id(self) -> int:
        return self._card_id

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    @property
    def card_height(self) -> float:
        return self._h

    @property
    def card_width(self) -> float:
        return card_width(self._h)

    def set_card_height(self, height: float) -> None:
        if height != self._h:
            self.prepareGeometryChange()
            self._h = float(height)
            self.update()

    def set_four_colour(self, on: bool) -> None:
        if on != self._four_colour:
            self._four_colour = on
            self.update()

    @property
    def picked(self) -> bool:
        """Chosen by the player for laying/discarding.

        Deliberately not ``QGraphicsItem.isSelected``: the scene clears that on
        every click on the felt, and the hand selection must survive those.
        """
        return self._picked

    def set_picked(self, on: bool) -> None:
        if on != self._picked:
            self._picked = on
            self._animate_lift()
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self.update()

    @property
    def underlined(self) -> bool:
        return self._underline

    def set_underline(self, on: bool) -> None:
        """The blue line under cards that form a layable combination."""
        if on != self._underline:
            self._underline = on
            self.update()

    @property
    def points(self) -> Optional[int]:
        return self._points

    def set_points(self, points: Optional[int]) -> None:
        """Show a card's value on it (end-of-round display); ``None`` hides it."""
        if points != self._points:
            self._points = points
            self.update()

    def set_marked(self, on: bool) -> None:
        """Mark a card taken from the discard pile this turn (it may not go back there)."""
        if on != self._marked:
            self._marked = on
            self.update()

    @property
    def marked(self) -> bool:
        return self._marked

    def set_badge_strip(self, width: float) -> None:
        """The visible width of this card where it overlaps the next (0: all of it);
        its points badge is centred on that strip and never wider than it."""
        if width != self._strip:
            self._strip = width
            self.update()

    def clear_hover(self) -> None:
        """Forget the hover and pick lift (after a refused drag the card lies flat again)."""
        self._hover = False
        self._animate_lift()

    def state(self) -> CardState:
        if self._picked:
            return CardState.SELECTED
        if self._highlight:
            return CardState.HIGHLIGHT
        return CardState.NORMAL

    # --- lift ------------------------------------------------------------------

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _target_lift(self) -> float:
        if self._picked:
            return self._h * PICK_LIFT
        if self._hover and self.hover_lift_enabled and not self._dragging:
            return self._h * HOVER_LIFT
        return 0.0

    def _animate_lift(self) -> None:
        target = self._target_lift()
        if abs(target - self._lift) < 0.01:
            # already there: also stop a lift still running elsewhere (a refused drag
            # would otherwise end raised above the fan)
            self._lift_anim.stop()
            return
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()

    # --- geometry and painting ------------------------------------------------------

    def card_rect(self) -> QRectF:
        """Where the card face is drawn now, in item coordinates (moves with the lift)."""
        return QRectF(0.0, -self._lift, card_width(self._h), self._h)

    def boundingRect(self) -> QRectF:
        w, h = card_width(self._h), self._h
        top = -h * (PICK_LIFT + _LABEL_H) - 4
        bottom = h + h * _UNDERLINE_GAP + max(3.0, h / 30) + 4
        return QRectF(-4.0, top, w + 8.0, bottom - top)

    def shape(self) -> QPainterPath:
        # Lifted card plus the spot it rose from, so the pointer under a
        # hovered card does not drop the hover and make it flicker.
        path = QPainterPath()
        path.addRect(self.card_rect().united(QRectF(0, 0, card_width(self._h), self._h)))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        rect = self.card_rect()
        r = corner_radius(self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        # soft drop shadow, stronger when lifted
        shadow = QColor(0, 0, 0, 70 if self._lift > 0.5 or self._dragging else 45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        off = 1.5 + self._lift * 0.08
        painter.drawRoundedRect(rect.translated(off, off * 1.3), r, r)

        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        px_h = max(8, int(round(self._h * max(lod, 0.05))))
        pm = card_pixmap(self._card_id if self._face_up else BACK, px_h, dpr,
                         self._four_colour, self.state())
        painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))

        if self._underline:
            thick = max(3.0, self._h / 30)
            y = rect.bottom() + self._h * _UNDERLINE_GAP + thick / 2
            painter.setPen(QPen(theme.HINT_BLUE, thick, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(rect.left() + 2, y), QPointF(rect.right() - 2, y))
        if self._marked:
            painter.setPen(QPen(theme.TAKEN_MARK, max(2.5, self._h / 36)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
            dot = self._h * 0.07
            painter.setBrush(theme.TAKEN_MARK)
            painter.drawEllipse(QPointF(rect.left() + dot * 1.6, rect.bottom() - dot * 1.8), dot, dot)
        if self._points is not None:
            self._paint_points(painter, rect, self._points)

    def _badge_text(self, px: int, room: float) -> str:
        """The badge's text; a tight strip drops the "+" (the green already says plus)."""
        text = f"{self._points:+d}" if self._points else "0"
        fm = QFontMetricsF(theme.ui_font(px, bold=True))
        if fm.horizontalAdvance(text) + 4 > room and text.startswith("+"):
            text = text[1:]
        return text

    def _badge(self) -> tuple[QRectF, int]:
        """The points badge's rectangle (item coordinates) and its font size.

        It sits on the card itself, just under the corner index, on the strip the next
        card leaves visible: it needs no room above the card (so table melds need not
        shrink at the end of a round) and stays clear of a row overlapping the card's
        lower part."""
        w = card_width(self._h)
        strip = self._strip if 0 < self._strip < w else w
        text = self._badge_text(9, strip - 2)
        px = max(11, int(self._h * 0.13))
        lw = 0.0
        while True:
            fm = QFontMetricsF(theme.ui_font(px, bold=True))
            lw = fm.horizontalAdvance(text) + 4
            if lw <= strip - 2 or px <= 9:
                break
            px -= 1
        lw = min(max(lw, fm.height()), strip - 2)
        lh = fm.height() + 1
        # a last card shows all of itself: its badge stays in the index column like the others
        cx = strip / 2 if strip < w else max(lw / 2 + 1, self._h * 0.09)
        return QRectF(cx - lw / 2, self._h * _BADGE_TOP, lw, lh), px

    def badge_scene_rect(self) -> QRectF:
        return self.mapRectToScene(self._badge()[0]) if self._points is not None else QRectF()

    def _paint_points(self, painter: QPainter, rect: QRectF, points: int) -> None:
        label, px = self._badge()
        text = self._badge_text(px, label.width())
        label.translate(0, rect.top())
        lh = label.height()
        font = theme.ui_font(px, bold=True)
        painter.setPen(QPen(theme.PANEL_BORDER, 1))
        painter.setBrush(theme.POINTS_LABEL_BG)
        painter.drawRoundedRect(label, lh * 0.3, lh * 0.3)
        painter.setFont(font)
        painter.setPen(theme.POINTS_MINUS if points < 0 else
                       theme.POINTS_PLUS if points > 0 else theme.PANEL_TEXT)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)

    # --- movement -----------------------------------------------------------------

    def animate_to(self, pos: QPointF, ms: int = 220,
                   easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
        """Slide to ``pos`` (parent coordinates); ``ms <= 0`` jumps there at once."""
        self.stop_animation()
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(max(0, int(ms)))
        anim.setStartValue(self.pos())
        anim.setEndValue(QPointF(pos))
        anim.setEasingCurve(easing)
        anim.finished.connect(lambda: self.move_finished.emit(self._card_id))
        self._move_anim = anim
        if ms <= 0:
            self.setPos(pos)
        anim.start()
        return anim

    def stop_animation(self) -> None:
        if self._move_anim is not None:
            self._move_anim.stop()
            self._move_anim = None

    def is_animating(self) -> bool:
        return (self._move_anim is not None
                and self._move_anim.state() == QPropertyAnimation.State.Running)

    def heading(self) -> QPointF:
        """Where the card will rest: the end of its running move, else where it is."""
        if self.is_animating():
            assert self._move_anim is not None
            end = self._move_anim.endValue()
            if isinstance(end, QPointF):
                return end
        return self.pos()

    @property
    def dragging(self) -> bool:
        return self._dragging

    def drag_origin(self) -> QPointF:
        """Where the item was when the current/last drag began, to snap back to."""
        return QPointF(self._press_item_pos)

    # --- mouse -------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self._press_item_pos = self.pos()
        self._dragging = False
        event.accept()
        self.pressed.emit(self._card_id, event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        delta = event.scenePos() - self._press_scene
        if not self._dragging:
            if not self.draggable or delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.stop_animation()
            self._z_before_drag = self.zValue()
            self.setZValue(10_000)
            self._animate_lift()
            self.drag_started.emit(self._card_id, event.scenePos())
        self.setPos(self._press_item_pos + delta)
        self.dragged.emit(self._card_id, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        was_drag = self._dragging
        self._press_scene = None
        self._dragging = False
        if was_drag:
            self.setZValue(self._z_before_drag)
            self._animate_lift()
        self.released.emit(self._card_id, event.scenePos(), was_drag)
        if not was_drag and self.click_allowed:
            self.clicked.emit(self._card_id)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        # Qt sends press, release, double-click, release: keep the press state
        # so the trailing release is handled like any other.
        self._press_scene = event.scenePos()
        self._press_item_pos = self.pos()
        event.accept()
        if self.click_allowed:
            self.double_clicked.emit(self._card_id)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self._animate_lift()
        self.hovered.emit(self._card_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self._animate_lift()
        self.hovered.emit(self._card_id, False)
