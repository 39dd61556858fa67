"""The table's part that tells every recipient what changed, from its own view only.

Each recipient only ever receives diffs of its *own* view
(``lanjolly.views``), so nothing here can leak a hidden card; identical diffs
share one message object, which the transport encodes once. Mixed into
:class:`protocol.table.Table`.
"""

from __future__ import annotations

from typing import Any

from lanjolly.round import RoundState
from lanjolly.views import spectator_view

from .messages import make
from .wireview import PRIVATE_KEYS, diff, event_to_wire, public_wire, seat_wire
from .tablecore import TableCore


PUBLIC_RESHUFFLE = {"type": "reshuffle"}      # the order stays secret until the round ends


class FanOut(TableCore):
    """Snapshots for newcomers, per-recipient deltas after every accepted action."""

    def _snapshot(self, cid: int, now: float) -> None:
        conn = self.conns[cid]
        st = self.state
        assert st is not None
        pub = public_wire(spectator_view(st))
        w = seat_wire(pub, conn.seat, self._shown_hand(conn.seat) if conn.seat is not None else ())
        conn.view, conn.public = w, pub
        conn.log_len = len(st.log)
        deal = None
        if self.deal is not None and self.deal.round_no == st.round_no:
            deal = {"round": self.deal.round_no, "attempt": self.deal.attempt,
                    "commits": [[s, c] for s, c in sorted(self.deal.commits.items())]}
        self._out(cid, make("snap", v=w, log=[event_to_wire(e) for e in st.log], acts=list(self.round_acts),
                            deal=deal, tl=self._tl(now)))

    def _advance(self, new: RoundState, public: dict[str, Any], now: float) -> None:
        """Make ``new`` the state and send every recipient the diff of its own view.

        A seat's view map is the state's public map plus its seat and hand
        (``wireview.seat_wire``), so the public map and its diff are computed
        once per state change, not once per recipient; recipients whose diff
        comes out the same share one message object, which the transport
        encodes once.
        """
        self.state = new
        self.round_acts.append(public)
        pub = public_wire(spectator_view(new))
        pub_diffs: dict[int, dict[str, Any]] = {}     # id(old public map) -> diff of the public part
        shared: dict[tuple[int, int], dict[str, Any]] = {}  # (id(diff), log position) -> message
        lo = min((c.log_len for c in self.conns.values()), default=len(new.log))
        events = [event_to_wire(e) for e in new.log[lo:]]   # the new events, from the earliest reader on
        for cid, conn in self.conns.items():
            w = seat_wire(pub, conn.seat, self._shown_hand(conn.seat) if conn.seat is not None else ())
            old = conn.view or {}
            own = None
            if conn.public is None:
                d = diff(old, w)
            else:
                key = id(conn.public)
                cached = pub_diffs.get(key)
                if cached is None:
                    cached = pub_diffs[key] = diff(conn.public, pub)
                d = cached
                own = diff({k: old.get(k) for k in PRIVATE_KEYS}, {k: w[k] for k in PRIVATE_KEYS})
                if own:
                    d = {**d, **own}
            msg = None if own is None or own else shared.get((id(d), conn.log_len))
            if msg is None:
                msg = make("delta", d=d, a=public, log=events[conn.log_len - lo:], tl=-1)  # tl: see _stamp_tl
                if own is not None and not own:
                    shared[(id(d), conn.log_len)] = msg
            conn.view, conn.public, conn.log_len = w, pub, len(new.log)
            self._out(cid, msg)

    def _stamp_tl(self, now: float) -> None:
        """Fill in the time left on the deltas just queued (known only after the change)."""
        tl = self._tl(now)
        for i, (cid, msg, close) in enumerate(self.outbox):
            if msg.get("t") == "delta" and msg["tl"] == -1:
                msg["tl"] = tl
