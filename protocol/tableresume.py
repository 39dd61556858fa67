"""The table's part that rebuilds a table from its journal after a crash (PROTOCOL.md §10).

The replay goes through the same methods as live play: the deal through
``_deal``, every journaled action through ``_apply`` (which also ends rounds
and reshuffles), along the same phase transitions; the deal
secrets and the invite secret are journaled, so the replay deals the same
cards and the invites issued before still work. Mixed into
:class:`protocol.table.Table`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from lanjolly.actions import from_dict
from lanjolly.match import new_match

from .journal import Journal
from .tabledeal import DealRound
from .tableseats import Seat
from .tablephase import TablePhase
from .tablecore import TableCore

if TYPE_CHECKING:  # pragma: no cover
    from .table import Table

class Resume(TableCore):
    """``Table.resume(journal, now)``."""

    @classmethod
    def resume(cls, journal: Journal, now: float) -> "Table":
        """Rebuild a table from its journal, exactly where it stopped.

        Human seats come back empty-handed (disconnected, grace running); the
        players reconnect with the same identity and get a full snapshot.
        """
        from .table import Table, TableConfig   # the table module mixes this part in
        entries = list(journal.entries())
        if not entries or entries[0][0] != "config":
            raise ValueError("this journal holds no table")
        config = TableConfig.from_dict(entries[0][1])
        if config.blind:   # PROTOCOL.md §17.10: the round keys lived in the players' programs
            raise ValueError("a table with cards hidden from the host cannot be resumed; open a new one")
        table = cast("type[Table]", cls)(config, journal=None)  # Resume is mixed into Table only
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
            elif kind == "lobby":    # the start was called off before the first deal (startpolicy)
                table.match = None
                table._enter(TablePhase.LOBBY)
            elif kind == "round":    # the live path: the deal's secrets are in, deal the round
                assert table.match is not None
                commits = {int(k): bytes.fromhex(v) for k, v in body["commits"].items()}
                secrets = {int(k): bytes.fromhex(v) for k, v in body["secrets"].items()}
                if table.phase is TablePhase.BETWEEN:
                    table._enter(TablePhase.DEAL)
                table.deal = DealRound(body["round"], body["attempt"], {}, commits, secrets, phase="secret")
                table._deal(now)
            elif kind == "act":      # the live path; it also ends the round, as live play did
                if not table._apply(from_dict(body["a"]), now):
                    raise ValueError(f"journal action {body['a']!r} does not apply: the journal is damaged")
            elif kind == "end" and table.phase not in (TablePhase.BETWEEN, TablePhase.FINISHED):
                raise ValueError("the journal ends a round that the replay did not finish: it is damaged")
        table.journal = journal
        for s in table.seats:
            if s.kind == "human":
                s.dropped_at = now
        if table.phase is TablePhase.DEAL:
            table._enter(TablePhase.BETWEEN)  # the interrupted deal starts over: nothing was dealt
        if table.phase is TablePhase.BETWEEN:
            table.next_round_at = now + min(table.config.grace_ms, 10_000) / 1000
        if table.phase is TablePhase.PLAY:
            table.flow = replace(table.flow, turn=None)   # the turn clock starts afresh
            table._after_change(now)
        return table
