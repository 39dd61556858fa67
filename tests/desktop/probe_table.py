"""The table part of the probe's dump: the view, where every card is and should be, the piles.

Card ids are the engine's (0-109). For each card the dump gives its role and
group (meld id, staged meld index), whether it sits where the layout puts it
(``at`` False while it flies or when something left it behind), and ``grab``: a
point on its visible part where a press lands on this card and not on a
neighbour (None when no such point exists, e.g. under another card).
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView

from ui.table.scene import meld_creators

from .probe import _global_rect, map_point, map_rect


def table_state(t: Any) -> dict[str, Any]:
    v, sc, view = t.current_view, t.scene, t.view
    out: dict[str, Any] = {
        "class": type(t).__name__,
        "status": t.bar.status.text(),
        "turn_label": t.panel.turn_label.text(),
        "timer_label": t.panel.timer_label.text(),
        "timer_bar": [t.panel.timer_bar.value() // 50 * 50, t.panel.timer_bar.maximum()],   # steps of 5%
        "bank_label": t.panel.bank_label.text() if t.panel.bank_label.isVisible() else "",
        "bank_mode": t.panel.timer_bar.property("bank") is True,
        "animating": sc.is_animating(),
        "turn_held": t.clock_gate.held if hasattr(t, "clock_gate") else False,
        "turn_shown": t.turn_shown() if hasattr(t, "turn_shown") else None,   # the arrow, the lit plate
        "arrow": sc.turn_arrow.isVisible(),
        "dealing": sc.is_dealing(),
        "staged": [list(m) for m in t.staging.raw],
        "toast": _toast(sc, view),
        "history": t.panel.history.lines()[-12:],
        "chat": _chat(t),
        "title": t.panel.title.text(),
        "rules": t.panel.rules.text(),
        "target": t.panel.target.text(),
        "chat_entry": _chat_entry(t),
        "turn_alerts": [round(x, 1) for x in t.turn_alert.latencies_ms] if hasattr(t, "turn_alert") else [],
        "match_end": t.match_end.isVisible(),
        "board": sc.board.isVisible(),
        "viewport": map_rect(view, sc.sceneRect()),
    }
    if v is not None:
        out["view"] = _view(v)
        out["view"]["creators"] = {str(k): s for k, s in meld_creators(v).items()}
        out["cards"] = {str(c): _card(sc, view, c, it) for c, it in sc.cards.items()}
        out["captions"] = {str(s): [f.caption, f.caption_right, map_rect(view, f.rect())]
                           for s, f in sc.furniture.zone_frames.items()}
        out["plates"] = _plates(sc, view)
    lay = sc.layout
    if lay is not None:
        out["layout"] = {
            "hand_zone": map_rect(view, lay.hand_zone), "discard_zone": map_rect(view, lay.discard_zone),
            "staging": map_rect(view, lay.staging), "new_meld_slot": map_rect(view, lay.new_meld_slot),
            "staged": [map_rect(view, r) for r in lay.staged_rects],
            "melds": {str(k): map_rect(view, r) for k, r in lay.meld_rects.items()},
            "zones": {str(k): map_rect(view, r) for k, r in lay.zones.items()},
            "stock": map_rect(view, QRectF(lay.stock, QPointF(lay.stock.x() + lay.card_w, lay.stock.y() + lay.unit))),
        }
    return out


def _view(v: Any) -> dict[str, Any]:
    return {"phase": str(v.phase.value), "current": v.current, "seat": v.seat, "turn_no": v.turn_no,
            "round_no": v.round_no, "hand": list(v.hand), "opened": list(v.opened),
            "melds": {str(m.meld_id): list(m.cards) for m in v.melds}, "discard": list(v.discard),
            "stock": v.stock_size, "log": len(v.log), "knock_open": bool(v.knock_open),
            "hand_counts": list(v.hand_counts), "timeouts": list(v.timeouts)}


def _card(sc: Any, view: QGraphicsView, c: int, it: Any) -> dict[str, Any]:
    p = sc.placements.get(c)
    pos = it.pos()
    at = p is not None and (pos - p.pos).manhattanLength() < 1.5 and not it.is_animating()
    grab = _grab(sc, view, it, p.strip if p is not None else it.card_width)
    return {"role": p.role if p is not None else None, "group": p.group if p is not None else None,
            "rect": map_rect(view, it.mapRectToScene(it.card_rect())), "at": at, "animating": it.is_animating(),
            "grab": grab, "face_up": it.face_up, "highlight": bool(getattr(it, "_highlight", False)),
            "points": it.points}


def _grab(sc: Any, view: QGraphicsView, it: Any, strip: float) -> Optional[list[int]]:
    """A point on the card's visible part that hits this card first."""
    w = min(max(strip, 4.0), it.card_width)
    h = it.card_height
    for fy in (0.55, 0.35, 0.75, 0.2, 0.9):
        for fx in (0.5, 0.3, 0.7):
            local = QPointF(w * fx, h * fy)
            scene_pt = it.mapToScene(local)
            top = next((x for x in sc.items(scene_pt) if x.isVisible() and x.acceptedMouseButtons()), None)
            if top is it:
                return map_point(view, scene_pt)
    return None


def _toast(sc: Any, view: QGraphicsView) -> Optional[dict[str, Any]]:
    toast = sc.toast
    if not toast.isVisible():
        return None
    return {"text": toast.text, "rect": map_rect(view, toast.sceneBoundingRect())}


def _plates(sc: Any, view: QGraphicsView) -> dict[str, Any]:
    """Each plate and its clock (whole seconds left, red or not), so that the dump changes
    once a second rather than on every tick of the clock."""
    def clock(it: Any) -> Optional[list[Any]]:
        return None if it._clock is None else [-(-it._clock[1] // 1000), it.clock_urgent]
    out = {str(s): {"name": it.name, "rect": map_rect(view, it.sceneBoundingRect()), "clock": clock(it),
                    "round": it.info.round_text}
           for s, it in sc.furniture.seat_items.items()}
    mine = sc.furniture.my_plate
    out["me"] = {"name": mine.name, "rect": map_rect(view, mine.sceneBoundingRect()), "clock": clock(mine)}
    return out


def _chat_entry(t: Any) -> dict[str, Any]:
    e = t.panel.chat.entry
    note = getattr(t.panel.chat, "closed_note", None)
    return {"enabled": e.isEnabled() and e.isVisible(), "text": e.text(), "placeholder": e.placeholderText(),
            "rect": _global_rect(e), "closed": note.text() if note is not None and note.isVisible() else ""}


def _chat(t: Any) -> list[str]:
    return t.panel.chat.plain_text().splitlines()[-12:]
