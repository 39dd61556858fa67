"""The table's fan-out: every recipient hears what changed, from its own view only.

A part of :class:`protocol.table.Table` that owns what each connection last
saw (its view map, the public map it was built from, how much of the log it
has). Each recipient only ever receives diffs of its *own* view
(``lanjolly.views``), so nothing here can leak a hidden card. Every message is
built once, complete, with the real time left on the turn (``tl``): the table
settles its clock before it fans out. The public map and its diff are computed
once per state change, and recipients whose delta comes out the same share one
message object, which the transport encodes once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from lanjolly.round import RoundState
from lanjolly.views import spectator_view

from .messages import make
from .wireview import diff, event_to_wire, public_wire, seat_wire

Msg = dict[str, Any]
Recipient = tuple[int, int | None]            # (connection id, seat or None for a watcher)
Shown = Callable[[RoundState, int], tuple[int, ...] | list[int]]   # a seat's hand as the host may send it


def _whole_hand(state: RoundState, seat: int) -> tuple[int, ...] | list[int]:
    return state.hands[seat]

PUBLIC_RESHUFFLE = {"type": "reshuffle"}      # the order stays secret until the round ends


@dataclass
class _Seen:
    view: Msg
    public: Msg          # the shared public map ``view`` was built from
    log_len: int


class FanOut:
    """Snapshots for newcomers, per-recipient deltas after every state change."""

    def __init__(self) -> None:
        # What a seat's hand shows: the whole hand, or under a blind deal ``-1`` for every card the
        # host cannot read (PROTOCOL.md §17.8), set by the blind part for its round.
        self.shown: Shown = _whole_hand
        self.seen: dict[int, _Seen] = {}
        self._last: tuple[RoundState, Msg] | None = None   # the last state's public map, built once

    def _public(self, state: RoundState) -> Msg:
        """The public map of ``state``, built once however many recipients need it (a round's
        snapshots share it, so their first deltas share their public diff too)."""
        last = self._last
        if last is not None and last[0] is state:
            return last[1]
        pub = public_wire(spectator_view(state))
        self._last = (state, pub)
        return pub

    def forget(self, cid: int) -> None:
        self.seen.pop(cid, None)

    def snapshot(self, cid: int, seat: int | None, state: RoundState, acts: list[Msg], deal: Msg | None,
                 tl: int, tb: int = -1) -> Msg:
        """The full view for ``cid``, and the start of its deltas (``tb``: of ``tl``, the mover's
        time bank, sent only while one runs: PROTOCOL.md §11, 1.2)."""
        pub = self._public(state)
        w = seat_wire(pub, seat, self.shown(state, seat) if seat is not None else ())
        self.seen[cid] = _Seen(w, pub, len(state.log))
        msg = make("snap", v=w, log=[event_to_wire(e) for e in state.log], acts=list(acts), deal=deal, tl=tl)
        if tb >= 0:
            msg["tb"] = tb
        return msg

    def deltas(self, recipients: Iterable[Recipient], new: RoundState, public: Msg, tl: int,
               tb: int = -1) -> list[tuple[int, Msg]]:
        """For every recipient, the diff from what it last saw to its view of ``new``."""
        pub = self._public(new)
        shown = self.shown
        pub_diffs: dict[int, Msg] = {}              # id(old public map) -> diff of the public part
        shared: dict[tuple[int, int], Msg] = {}     # (id(diff), log position) -> message
        seen = self.seen
        log = new.log
        recipients = list(recipients)
        lo = min((seen[c].log_len if c in seen else 0 for c, _s in recipients), default=len(log))
        events = [event_to_wire(e) for e in log[lo:]]   # the new events, from the earliest reader on
        out: list[tuple[int, Msg]] = []
        for cid, seat in recipients:
            w = seat_wire(pub, seat, shown(new, seat) if seat is not None else ())
            last = seen.get(cid)
            if last is None:
                d, own, log_len = diff({}, w), None, 0
            else:
                key = id(last.public)
                cached = pub_diffs.get(key)
                if cached is None:
                    cached = pub_diffs[key] = diff(last.public, pub)
                d = cached
                own = diff({"s": last.view.get("s"), "h": last.view.get("h")}, {"s": w["s"], "h": w["h"]})
                if own:
                    d = {**d, **own}
                log_len = last.log_len
            msg = None if own is None or own else shared.get((id(d), log_len))
            if msg is None:
                msg = make("delta", d=d, a=public, log=events[log_len - lo:], tl=tl)
                if tb >= 0:
                    msg["tb"] = tb
                if own is not None and not own:
                    shared[(id(d), log_len)] = msg
            seen[cid] = _Seen(w, pub, len(log))
            out.append((cid, msg))
        return out
