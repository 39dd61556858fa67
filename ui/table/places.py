"""Where every card of one moment goes: each pile's places, from a snapshot and a layout.

Pure functions of the :class:`~ui.table.snapshot.Snapshot` (what is shown) and
the :class:`~ui.table.layout.TableLayout` (the geometry); the scene moves its
card items to these places.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from lanjolly.cards import CardId
from lanjolly.state import EventKind, Phase
from lanjolly.views import View

from ..cardart import ASPECT
from .furniture import zone_caption
from .layout import Contents, TableLayout
from .snapshot import Snapshot

HAND, STAGED, DISCARD, MELD = "hand", "staged", "discard", "meld"


@dataclass
class Placement:
    pos: QPointF
    height: float
    z: float
    role: str
    rotation: float = 0.0
    index: int = 0
    group: int = -1                            # meld id or staged meld index
    strip: float = 0.0                         # visible width when overlapped


def meld_creators(view: View) -> dict[int, int]:
    """Who laid each meld (melds are grouped by it), from the public log."""
    out: dict[int, int] = {}
    for e in view.log:
        if e.kind == EventKind.LAY and e.meld_id >= 0:
            out.setdefault(e.meld_id, e.seat)
    for m in view.melds:
        if m.meld_id not in out and m.owners:
            out[m.meld_id] = Counter(m.owners).most_common(1)[0][0]
    return out


def contents_of(snap: Snapshot) -> Contents:
    """The counts the layout needs, from a snapshot."""
    v = snap.view
    creators = meld_creators(v)
    by_seat: dict[int, list[tuple[int, int]]] = {}
    for m in v.melds:
        seat = creators.get(m.meld_id, m.owners[0] if m.owners else 0)
        by_seat.setdefault(seat, []).append((m.meld_id, len(m.cards)))
    return Contents(len(v.hand_counts), snap.me, max(len(snap.hand), snap.slot_count), len(v.discard), by_seat,
                    [len(s.cards) for s in snap.staged], over=v.phase == Phase.OVER, slot=v.seat is not None,
                    captions={s: len(zone_caption(snap, s)) + (snap.caption_room if s == snap.me else 0)
                              for s in range(len(v.hand_counts))},
                    badge_digits=badge_digits(v), staging_room=snap.staging_room)


def badge_digits(v: View) -> dict[int, int]:
    """At the end of a Jolly round each table card shows its points (RULES.md §29): how many
    digits each meld's widest badge has, so the layout leaves its strips room for them."""
    if v.phase != Phase.OVER or v.result is None or not v.result.positive:
        return {}
    return {m.meld_id: max((len(str(abs(p))) for p in m.points), default=1) for m in v.melds}


def placements(snap: Snapshot, lay: TableLayout) -> dict[CardId, Placement]:
    """Where each pile puts its cards."""
    v = snap.view
    places: dict[CardId, Placement] = {}
    hcw, mcw = lay.hand_h * ASPECT, lay.meld_h * ASPECT
    slots = list(snap.hand_slots) or list(range(len(snap.hand)))     # a staged card leaves a gap
    for i, c in enumerate(snap.hand):
        pos, rot = lay.hand[slots[i]]
        strip = min(hcw, lay.hand[slots[i + 1]][0].x() - pos.x()) if i + 1 < len(snap.hand) else hcw
        places[c] = Placement(pos, lay.hand_h, 100 + slots[i], HAND, rot, i, -1, strip)
    for k, meld in enumerate(snap.staged):
        for i, c in enumerate(meld.cards):
            strip = mcw * lay.meld_step if i + 1 < len(meld.cards) else mcw
            places[c] = Placement(lay.staged[k][i], lay.meld_h, 60 + i, STAGED, 0, i, k, strip)
    for i, c in enumerate(v.discard):
        places[c] = Placement(lay.discard[i], lay.unit, 10 + i, DISCARD, 0, i)
    for m in v.melds:
        for i, c in enumerate(m.cards):
            strip = mcw * lay.meld_steps.get(m.meld_id, lay.meld_step)   # the last card's too: one column
            pos = lay.melds[m.meld_id][i]
            # a lower row lies over the one above (rows may overlap on a crowded table)
            z = 20 + 39 * pos.y() / max(1.0, lay.height) + 0.001 * i
            places[c] = Placement(pos, lay.meld_h, z, MELD, 0, i, m.meld_id, strip)
    return places
