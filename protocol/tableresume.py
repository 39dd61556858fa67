"""The table's part that rebuilds a table from its journal after a crash (PROTOCOL.md §10).

The replay applies every journaled action through the rules engine and walks
the same phase transitions as live play (``tablephase.TRANSITIONS``); the deal
secrets and the invite secret are journaled, so the replay deals the same
cards and the invites issued before still work. Mixed into
:class:`protocol.table.Table`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lanjolly.actions import Reshuffle, from_dict
from lanjolly.match import new_match, record_round
from lanjolly.round import Phase, apply, reshuffle_size

from .deal import reveal_round
from .journal import Journal
from .tabledeal import DealRound
from .tablefanout import PUBLIC_RESHUFFLE
from .tablephase import TablePhase

if TYPE_CHECKING:  # pragma: no cover
    from .table import Table

class Resume:
    """``Table.resume(journal, now)``."""

    @classmethod
    def resume(cls, journal: Journal, now: float) -> "Table":
        """Rebuild a table from its journal, exactly where it stopped.

        Human seats come back empty-handed (disconnected, grace running); the
        players reconnect with the same identity and get a full snapshot.
        """
        from .table import Seat, TableConfig   # the table module mixes this part in
        entries = list(journal.entries())
        if not entries or entries[0][0] != "config":
            raise ValueError("this journal holds no table")
        table = cls(TableConfig.from_dict(entries[0][1]), journal=None)
        for kind, body in entries[1:]:
            if kind == "secret":
                table.invite_secret = bytes.fromhex(body["invite"])
            elif kind == "invite_use":
                table.invites.bound[body["nonce"]] = body["fp"]
            elif kind == "owner":
                table.owner = body["fp"]
            elif kind == "abort":
                table.aborts[body["slot"]] += 1
            elif kind == "seat":
                i = body["seat"]
                table.seats[i] = Seat(kind=body["kind"], fp=body["fp"], nick=body["nick"],
                                      strength=body["strength"], ready=True)
            elif kind == "start":
                table.match = new_match(table.variant, len(table.seats))
                table._enter(TablePhase.DEAL)
            elif kind == "round":
                assert table.match is not None
                commits = {int(k): bytes.fromhex(v) for k, v in body["commits"].items()}
                secrets = {int(k): bytes.fromhex(v) for k, v in body["secrets"].items()}
                table.revealed = reveal_round(table.table_id, body["round"], commits, secrets)
                table.deal = DealRound(body["round"], body["attempt"], {}, commits, secrets, phase="secret")
                if table.phase is TablePhase.BETWEEN:   # as live play: the next deal, then its round
                    table._enter(TablePhase.DEAL)
                table._start_round(table.revealed.deal_order())
                table._enter(TablePhase.PLAY)
            elif kind == "act":
                assert table.state is not None and table.revealed is not None
                action = from_dict(body["a"])
                st = apply(table.state, action)
                table.round_acts.append(body["a"])
                table.accepted += 1
                if st.phase is Phase.RESHUFFLE:
                    order = table.revealed.reshuffle_permutation(st.reshuffles + 1, reshuffle_size(st))
                    st = apply(st, Reshuffle(tuple(order)))
                    table.round_acts.append(dict(PUBLIC_RESHUFFLE))
                table.state = st
            elif kind == "end":
                assert table.match is not None and table.state is not None
                table.match, _ = record_round(table.match, table.state)
                table._enter(TablePhase.FINISHED if table.match.finished else TablePhase.BETWEEN)
        table.journal = journal
        for s in table.seats:
            if s.kind == "human":
                s.dropped_at = now
        if table.phase is TablePhase.DEAL:
            table._enter(TablePhase.BETWEEN)  # the interrupted deal starts over: nothing was dealt
        if table.phase is TablePhase.BETWEEN:
            table.next_round_at = now + min(table.config.grace_ms, 10_000) / 1000
        if table.phase is TablePhase.PLAY:
            table._turn_key = None
            table._after_change(now)
        return table
