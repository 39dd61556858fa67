"""The player's side of a table, without I/O: views, deal duty, round records.

Fed validated messages from the host, it keeps the current view (snapshot
plus diffs), answers the deal's commit and reveal requests, records every
round and checks it when the secrets are revealed, and turns all of it into
a few high-level events for the UI or a headless bot.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lanjolly.round import Event as LogEvent
from lanjolly.scoring import RoundResult
from lanjolly.variants import Variant
from lanjolly.views import View

from .blind.clientpart import BlindClient
from .blind.record import to_json
from .blindkeys import RoundSecrets
from .clientblind import BlindDuty
from .deal import commitment, new_secret
from .identity import verify_signature
from .messages import HOST_SLOT, make
from .receipts import ReceiptKind, receipt_message
from .recordcheck import RECORD_VERSION
from .safefiles import new_file, portable_stem
from .tableinfo import TableInfo
from .verify import HOST_ALONE, UNVERIFIED, VerifyReport, check_record
from .wireview import WireError, event_from_wire, patch, result_from_wire, view_from_wire

# ------------------------------------------------------------------ events for the UI


@dataclass(frozen=True)
class TableUpdated:
    info: TableInfo


@dataclass(frozen=True)
class ViewUpdated:
    view: View
    action: dict[str, Any] | None     # the public action that led here (None: snapshot)
    time_left_ms: int
    bank_left_ms: int = -1            # of time_left_ms, the mover's time bank (-1: none runs; §11)


@dataclass(frozen=True)
class Refused:
    code: str
    text: str          # the host's English sentence (logs, CLI)
    n: int
    args: dict[str, Any] = field(default_factory=dict)   # parameters for wording ``code`` locally


@dataclass(frozen=True)
class ChatReceived:
    seat: int
    nick: str
    text: str


@dataclass(frozen=True)
class SystemNotice:
    event: str
    seat: int
    nick: str
    text: str          # the host's English sentence (logs, CLI)
    args: dict[str, Any] = field(default_factory=dict)   # parameters for wording ``event`` locally


@dataclass(frozen=True)
class RoundEnded:
    round_no: int
    result: RoundResult
    totals: tuple[int, ...]
    verification: VerifyReport | None


@dataclass(frozen=True)
class MatchEnded:
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    history: tuple[tuple[int | None, ...], ...]


@dataclass(frozen=True)
class DealUnverified:
    """Loud: the host's deal does not check out."""

    text: str


@dataclass(frozen=True)
class DealByHostAlone:
    """Plain words: no seated human's secret went into this round's deal, so nobody can vouch for it."""

    round_no: int
    text: str


@dataclass(frozen=True)
class ProtocolProblem:
    """The host sent something that does not parse; the connection should close."""

    text: str


GameEvent = (TableUpdated | ViewUpdated | Refused | ChatReceived | SystemNotice | RoundEnded | MatchEnded
             | DealUnverified | DealByHostAlone | ProtocolProblem)


@dataclass
class _Record:
    round_no: int
    commits: dict[int, bytes]
    acts: list[dict[str, Any]] = field(default_factory=list)
    views: list[list[Any]] = field(default_factory=list)
    start: dict[str, Any] | None = None
    secrets: dict[int, bytes] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


class ClientGame(BlindDuty):
    """Everything a client knows about the table; ``handle(msg)`` returns events."""

    def __init__(self, table_id: str, records_dir: str | Path | None = None,
                 fingerprint: str | None = None, host_cert: bytes | None = None,
                 round_secrets: RoundSecrets | None = None) -> None:
        self.table_id = table_id
        self.round_secrets = round_secrets             # blind tables: this machine's round keys on disk
        self.fingerprint = fingerprint
        self.records_dir = Path(records_dir) if records_dir is not None else None
        self.seat: int | None = None
        self.info: TableInfo | None = None             # parsed once from the host's ``table`` message
        self.variant: Variant | None = None            # info.variant: the rules every view carries
        self.wire: dict[str, Any] | None = None
        self.log: list[LogEvent] = []
        self.view: View | None = None
        self.time_left_ms = -1
        self.bank_left_ms = -1                         # of time_left_ms, the time bank (§11)
        self.outgoing: list[dict[str, Any]] = []       # replies the deal needs (commit, secret)
        self._my_secrets: dict[tuple[int, int], tuple[int, bytes, bytes]] = {}
        self._commits: dict[tuple[int, int], dict[int, bytes]] = {}
        self._aborts: list[str] = []
        self.host_cert = host_cert                     # checks the host's deal receipts
        self._receipts: dict[tuple[int, int, str], bytes] = {}   # (round, attempt, kind) -> SHA-256 signed
        self.false_aborts: list[str] = []              # aborts naming us that our receipts disprove
        self.record: _Record | None = None
        self.reports: list[VerifyReport] = []
        self.saved: list[Path] = []
        self.finished = False
        self.blind: BlindClient | None = None          # this round's blind deal (PROTOCOL.md §17)
        self.blind_problems: list[str] = []
        self._blind_pending: dict[str, Any] | None | bool = None
        self._least_owed: int | None = None

    def set_seat(self, seat: int) -> None:
        self.seat = None if seat < 0 else seat

    def handle(self, msg: dict[str, Any]) -> list[GameEvent]:
        handler = getattr(self, "_on_" + msg["t"], None)
        if handler is None:
            return []
        try:
            events: list[GameEvent] = handler(msg)
            return events
        except (WireError, KeyError, TypeError, ValueError, IndexError) as exc:
            return [ProtocolProblem(f"the host sent a malformed {msg['t']!r} message ({exc})")]

    # ---------------------------------------------------------------- lobby and chat

    def _on_table(self, msg: dict[str, Any]) -> list[GameEvent]:
        self.info = TableInfo.from_wire(msg["info"])
        self.variant = self.info.variant
        self._blind_table(self.info)
        if self.fingerprint is not None:
            # A player who left and came back to watch is listed on the seat too: the watcher list decides.
            self.seat = self.info.seat_of(self.fingerprint)
        return [TableUpdated(self.info)]

    def _on_chat(self, msg: dict[str, Any]) -> list[GameEvent]:
        seat: int = msg["seat"] if msg.get("seat") is not None else -1
        return [ChatReceived(seat, msg.get("nick") or "", msg["text"])]

    def _on_sys(self, msg: dict[str, Any]) -> list[GameEvent]:
        return [SystemNotice(msg["event"], msg["seat"], msg["nick"], msg["text"], msg.get("args") or {})]

    def _on_refusal(self, msg: dict[str, Any]) -> list[GameEvent]:
        return [Refused(msg["code"], msg["text"], msg["n"], msg.get("args") or {})]

    # ---------------------------------------------------------------- the deal

    def _on_deal_commit_req(self, msg: dict[str, Any]) -> list[GameEvent]:
        rn, attempt, slot = msg["round"], msg["attempt"], msg["slot"]
        for kind in ReceiptKind:   # a start called off before its deal reuses the attempt (§8.7)
            self._receipts.pop((rn, attempt, kind.value), None)
        secret = new_secret()
        c = commitment(self.table_id, rn, slot, secret)
        self._my_secrets[(rn, attempt)] = (slot, secret, c)
        self.outgoing.append(make("commit", round=rn, attempt=attempt, c=c))
        return []

    def _on_deal_commits(self, msg: dict[str, Any]) -> list[GameEvent]:
        rn, attempt = msg["round"], msg["attempt"]
        commits = {s: c for s, c in msg["commits"]}
        self._commits[(rn, attempt)] = commits
        mine = self._my_secrets.get((rn, attempt))
        if mine is not None:
            slot, secret, c = mine
            if slot in commits:
                if commits[slot] != c:
                    text = f"{UNVERIFIED}: the host published a commitment for our seat that is not ours"
                    self._aborts.append(text)
                    return [DealUnverified(text)]
                self.outgoing.append(make("secret", round=rn, attempt=attempt, s=secret))
        return []

    def _on_deal_receipt(self, msg: dict[str, Any]) -> list[GameEvent]:
        rn, attempt, slot = msg["round"], msg["attempt"], msg["slot"]
        kind = ReceiptKind(msg["kind"])
        mine = self._my_secrets.get((rn, attempt))
        if self.host_cert is None or mine is None or mine[0] != slot:
            return []
        value = mine[2] if kind is ReceiptKind.COMMIT else mine[1]
        if msg["h"] != hashlib.sha256(value).digest():
            return []     # a receipt for something we did not send proves nothing either way
        if verify_signature(self.host_cert, msg["sig"],
                            receipt_message(self.table_id, rn, attempt, slot, kind, value)):
            self._receipts[(rn, attempt, kind.value)] = msg["h"]
        return []

    def _on_deal_abort(self, msg: dict[str, Any]) -> list[GameEvent]:
        rn, attempt, slot, reason = msg["round"], msg["attempt"], msg["slot"], msg["reason"]
        self._aborts.append(f"attempt {attempt} aborted: slot {slot} {reason}")
        mine = self._my_secrets.get((rn, attempt))
        if mine is None or mine[0] != slot or (rn, attempt, ReceiptKind.SECRET.value) not in self._receipts:
            return []
        # We hold the host's signed receipt for our secret, and our secret opens our commitment
        # (we made both): "missing" and "wrong" are both false, and the receipt proves it.
        text = (f"{UNVERIFIED}: the host restarted round {rn}'s deal saying our secret was "
                f"{'missing' if reason == 'no_secret' else 'wrong'}, but it had signed a receipt for that "
                "very secret: the abort was false and the host chose the deal without us")
        self.false_aborts.append(text)
        self._aborts.append(text)
        return [DealUnverified(text)]

    def _on_deal_reveal(self, msg: dict[str, Any]) -> list[GameEvent]:
        rec = self.record
        if rec is None or rec.round_no != msg["round"]:
            return []
        rec.secrets = {s: v for s, v in msg["secrets"]}
        commits = self._commits.get((msg["round"], msg["attempt"]))
        if commits is not None:
            rec.commits = commits
        mine = self._my_secrets.get((msg["round"], msg["attempt"]))
        problems: list[str] = []
        if mine is not None and mine[0] in rec.secrets and rec.secrets[mine[0]] != mine[1]:
            problems.append("the host revealed a different secret for our seat")
        report = check_record(self._record_dict(rec))
        if problems:
            report = VerifyReport(False, rec.round_no, self.seat, report.steps, "; ".join(problems))
        elif not any(s != HOST_SLOT for s in rec.commits):
            report = VerifyReport(False, rec.round_no, self.seat, report.steps, self._host_alone_reason(rec),
                                  host_alone=True)
        self.reports.append(report)
        self._save(rec, report)
        if report.host_alone:
            return [DealByHostAlone(rec.round_no, f"round {rec.round_no} was {HOST_ALONE}, because "
                                                  f"{report.message}; nobody can vouch for this deal")]
        return [] if report.ok else [DealUnverified(f"{UNVERIFIED}: {report.message}")]

    @staticmethod
    def _host_alone_reason(rec: _Record) -> str:
        aborts = [n for n in rec.notes if "aborted" in n]
        if aborts:
            return "the host restarted the deal without the players (" + "; ".join(aborts) + ")"
        return "no player took part in the deal (none was connected and playing)"

    # ---------------------------------------------------------------- views

    def _table_variant(self) -> Variant:
        if self.variant is None:
            raise WireError("a view before the table's info (its variant)")
        return self.variant

    def _on_snap(self, msg: dict[str, Any]) -> list[GameEvent]:
        w = msg["v"]
        self.log = [event_from_wire(e) for e in msg["log"]]
        self._blind_round_start(w, list(msg["acts"]))
        w = self._blind_fill(w)
        if -1 not in w["h"]:
            self.view = view_from_wire(w, self._table_variant(), tuple(self.log))
        self.wire = msg["v"]
        self.time_left_ms, self.bank_left_ms = msg["tl"], msg.get("tb", -1)
        rn = int(w["r"])
        acts = list(msg["acts"])
        if self.record is None or self.record.round_no != rn:
            deal = msg.get("deal")
            commits: dict[int, bytes] = {}
            if deal:
                commits = {s: c for s, c in deal["commits"]}
                self._commits.setdefault((deal["round"], deal["attempt"]), commits)
            last = max((k for k in self._commits if k[0] == rn), default=None)
            if last is not None:
                commits = self._commits[last]
            self.record = _Record(rn, commits, notes=list(self._aborts))
            self._aborts = []
        rec = self.record
        rec.acts = acts
        if -1 not in w["h"]:
            rec.views.append([len(acts), w])
        if rec.start is None:
            rec.start = {"dealer": w["dl"], "active": list(w["act"]), "totals": list(w["tot"])}
        if -1 in w["h"] or self.view is None:
            self._blind_pending = True        # a dealt card is on its way (blind deal)
            return []
        return [ViewUpdated(self.view, None, self.time_left_ms, self.bank_left_ms)]

    def _on_delta(self, msg: dict[str, Any]) -> list[GameEvent]:
        if self.wire is None:
            raise WireError("a view diff before any snapshot")
        # the previous map and its view, whose untouched melds are reused (not while a view is held back)
        before = (self.wire, self.view) if self.view is not None and self._blind_pending is None else None
        self.wire = patch(self.wire, msg["d"])
        new = [event_from_wire(e) for e in msg["log"]]
        self.log.extend(new)
        self._blind_news(self.wire, new)
        w = self._blind_fill(self.wire)
        self.time_left_ms, self.bank_left_ms = msg["tl"], msg.get("tb", -1)
        if self.record is not None and self.record.round_no == w["r"]:
            self.record.acts.append(msg["a"])
            if -1 not in w["h"]:
                self.record.views.append([len(self.record.acts), w])
        if -1 in w["h"]:
            self._blind_pending = msg["a"]    # a drawn card is on its way: the view follows it
            return []
        self._blind_pending = None
        self.view = view_from_wire(w, self._table_variant(), tuple(self.log), before)
        return [ViewUpdated(self.view, msg["a"], self.time_left_ms, self.bank_left_ms)]

    def _view_event(self, v: View, action: dict[str, Any] | bool) -> Any:
        self.view = v
        return ViewUpdated(v, action if isinstance(action, dict) else None, self.time_left_ms, self.bank_left_ms)

    def _on_round_end(self, msg: dict[str, Any]) -> list[GameEvent]:
        if self.blind is not None and self.record is not None and self.record.round_no == msg["round"]:
            self._check_blind_round(self.record)
        if self.blind is not None:
            self._forget_secrets(msg["round"])
        report = self.reports[-1] if self.reports and self.reports[-1].round_no == msg["round"] else None
        if report is None and self.record is not None and self.record.round_no == msg["round"]:
            report = VerifyReport(False, msg["round"], self.seat, 0, "the host did not reveal the deal secrets")
            self.reports.append(report)
            self._save(self.record, report)
            return [DealUnverified(f"{UNVERIFIED}: {report.message}"),
                    RoundEnded(msg["round"], result_from_wire(msg["result"]), tuple(msg["totals"]), report)]
        return [RoundEnded(msg["round"], result_from_wire(msg["result"]), tuple(msg["totals"]), report)]

    def _on_match_end(self, msg: dict[str, Any]) -> list[GameEvent]:
        self.finished = True
        return [MatchEnded(tuple(msg["totals"]), tuple(msg["winners"]),
                           tuple(tuple(h) for h in msg["history"]))]

    # ---------------------------------------------------------------- records

    def _record_dict(self, rec: _Record) -> dict[str, Any]:
        start = rec.start or {}
        variant = self.info.variant.to_dict() if self.info is not None else None
        return {
            "version": RECORD_VERSION, "table_id": self.table_id, "round": rec.round_no, "seat": self.seat,
            "variant": variant, "dealer": start.get("dealer"), "active": start.get("active"),
            "totals": start.get("totals"),
            "commits": {str(k): v.hex() for k, v in rec.commits.items()},
            "secrets": {str(k): v.hex() for k, v in rec.secrets.items()},
            "acts": rec.acts, "views": rec.views, "notes": rec.notes,
            **({"blind": {"attempt": self.blind.setup.attempt, "holders": list(self.blind.setup.holders),
                          "openers": list(self.blind.setup.openers),
                          "messages": [to_json(m) for m in self.blind.transcript]}}
               if self.blind is not None and self.blind.setup.round_no == rec.round_no else {}),
            # who sat where, for the replay viewer (not checked: names are not part of the deal)
            "names": [st.nick for st in self.info.seats] if self.info is not None else [],
        }

    def _check_blind_round(self, rec: _Record) -> None:
        """The blind round's end: every round key is in, so the whole transcript is checked now."""
        report = check_record(self._record_dict(rec))
        if self.blind_problems:
            report = VerifyReport(False, rec.round_no, self.seat, report.steps, "; ".join(self.blind_problems))
        self.reports.append(report)
        self._save(rec, report)

    def _save(self, rec: _Record, report: VerifyReport) -> None:
        if self.records_dir is None:
            return
        d = self._record_dict(rec)
        d["verified"] = report.ok
        d["report"] = str(report)
        # The table id is the host's word: it names the file only through portable_stem, and an
        # earlier record of the same name is kept (PROTOCOL.md §16.7).
        self.records_dir.mkdir(parents=True, exist_ok=True, mode=0o700)  # portable: Windows: inherits the ACL
        path = new_file(self.records_dir, portable_stem(self.table_id), f"-round{rec.round_no:03d}.json",
                        json.dumps(d, separators=(",", ":")).encode("utf-8"))
        self.saved.append(path)
