"""From the table's state to a :class:`Snapshot`: the one place that decides what is shown.

Every flag comes from the engine's answers (:class:`ui.table.asks.Asks`) or the
player's own arrangement; nothing here knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from lanjolly.state import EventKind, Phase
from lanjolly.views import View

from ..history_text import describe
from .places import meld_creators
from .snapshot import PlateInfo, Snapshot
from .surface import TableSurface

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


def snapshot_of(t: TableSurface, v: View) -> Snapshot:
    """What the scene should draw now: the view, the local arrangement, the engine's answers."""
    over = v.phase == Phase.OVER
    totals = list(v.totals)
    if over and v.result is not None:
        totals = [x + (p or 0) for x, p in zip(v.totals, v.result.points())]
    elim = t.session.eliminated if over and any(t.session.eliminated) else [not a for a in v.active]
    hint = t.hint()
    display = t.display_hand()
    shown = set(display)
    full = list(t.hand.cards)
    opened = v.seat is not None and v.opened[t.me]
    staged_total = _total_text(t.staging.total(t.variant), opened, t.variant.opening_points) if t.staging else ""
    return Snapshot(
        view=v, me=t.me, names=t.session.nicknames, hand=display,
        hand_slots=[full.index(c) for c in display], slot_count=len(full),
        staging_room=0 if over or v.seat is None else 1 if opened else 3,
        caption_room=len(_total_text(100, opened, t.variant.opening_points)) + 3,
        plates=[_plate(t, v, s, totals, elim) for s in range(len(v.hand_counts))],
        staged=t.staging.judged(t.variant), staging_total=staged_total,
        hint_melds=[m for m in (hint.melds if hint else ()) if all(c in shown for c in m)],
        marked=frozenset(v.taken_this_turn) if v.current == t.me else frozenset(),
        four_colour=t.four_colour, eliminated=elim, board_visible=t.board_visible,
        totals_after=totals, can_draw=t.asks.can_draw, can_lay=t.my_turn() and v.phase == Phase.PLAY,
        card_scale=t.settings.card_scale / 100, turn=None if over else t.turn_shown())


def _total_text(total: int, opened: bool, need: int) -> str:
    """The staged melds' worth by "Your melds": their points, or the opening reached so far."""
    return (translate("TableWidget", "{n} points").format(n=total) if opened else
            translate("TableWidget", "Opening: {n} / {need}").format(n=total, need=need))


def _plate(t: TableSurface, v: View, s: int, totals: list[int], elim: list[bool]) -> PlateInfo:
    bots = t.session.bots
    if v.phase == Phase.OVER:
        round_text = ""
    elif t.variant.positive_scoring:
        round_text = translate("TableWidget", "laid {n}").format(n=t.asks.laid_this_round(s))
    elif s == t.me:
        round_text = translate("TableWidget", "hand {n}").format(n=t.asks.hand_points())
    else:
        round_text = ""
    extra = "" if v.phase == Phase.OVER or v.opened[t.me] or s != t.me else \
        translate("TableWidget", "opening needs {n}").format(n=t.variant.opening_points)
    return PlateInfo(s, t.session.nickname(s), totals[s] if s < len(totals) else 0, round_text,
                     t.turn_shown() == s and v.phase != Phase.OVER, bool(elim[s]) if s < len(elim) else False,
                     bool(bots[s]) if s < len(bots) else False, v.opened[s], extra)


def log_moves(t: TableSurface, view: View, logged: int, toasts: bool = True) -> int:
    """Put the public log's events after the first ``logged`` into the move history, in words
    (ui.history_text), saying whose meld a card went to (``toasts``: say the player's own timeouts
    on the felt too); returns how many are logged now."""
    if logged > len(view.log):
        logged = 0
    owners = meld_creators(view)     # who laid each meld: not who holds its first card, which a
                                     # lay-off at a run's low end changes (issue 22 item 14)
    names = t.session.nicknames
    for e in view.log[logged:]:
        text = describe(e, names)
        if e.kind in (EventKind.LAY_OFF, EventKind.SWAP) and e.meld_id in owners:
            text += translate("TableWidget", " ({name}'s meld)").format(name=t.session.nickname(owners[e.meld_id]))
        t.panel.history.add(text)
        if toasts and e.kind in (EventKind.TIMEOUT, EventKind.TIMEOUT_DISCARD) and e.seat == view.seat:
            t.scene.show_toast(text, t.scene.my_plate.scenePos(), error=False)
    return len(view.log)
