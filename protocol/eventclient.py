"""A player's side of an event's desk, without I/O (PROTOCOL.md §18).

Fed the desk's validated messages, it keeps the event's state, answers the
commit and reveal requests with its own board secrets (kept in the data
directory, so a restarted client can still reveal), checks every board as
it is published (its own commitments and secrets unchanged, every table's
play replayed from the board's one deal, the points), assembles the event's
record (§18.7) and turns all of it into a few events for the UI or a
headless player. ``TableClient`` carries it over TLS, with reconnects, like a
table's :class:`~protocol.clientstate.ClientGame`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lanjolly.duplicate import EventSheet

from .clientstate import ClientGame, GameEvent
from .eventboards import board_commitments, new_board_secrets
from .eventconfig import EVENT_ID, EventPhase
from .eventrecord import new_record, sheet_of, standings_json, table_entry
from .eventconfig import EventConfig
from .eventverify import check_board
from .identity import verify_signature
from .messages import make
from .receipts import ReceiptKind, receipt_message
from .safefiles import inside


@dataclass(frozen=True)
class EventUpdated:
    info: dict[str, Any]


@dataclass(frozen=True)
class SeatAssigned:
    """Where to play round ``rnd``'s boards: the desk's address, this port."""

    rnd: int
    table: int
    seat: int
    port: int
    table_id: str
    boards: tuple[int, ...]


@dataclass(frozen=True)
class BoardsFixed:
    """Every commitment is published: nobody can change a board from here on."""

    digest: bytes


@dataclass(frozen=True)
class BoardScored:
    """Board ``board`` is over at every table and checked; ``problems`` is empty when it checks out."""

    board: int
    commits: dict[int, bytes]
    secrets: dict[int, bytes]
    problems: tuple[str, ...]


@dataclass(frozen=True)
class EventUnverified:
    """Loud: something the organiser sent does not check out."""

    text: str


@dataclass(frozen=True)
class EventOver:
    record: dict[str, Any]


@dataclass
class _Board:
    secrets: dict[int, bytes] = field(default_factory=dict)
    excluded: list[list[Any]] = field(default_factory=list)
    acts: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    tables: dict[int, dict[str, Any]] = field(default_factory=dict)
    scored: bool = False


class DeskGame(ClientGame):
    """The desk connection's state; ``handle(msg)`` returns events (the base class's table ones never come)."""

    def __init__(self, event_id: str, data_dir: Path | None, fingerprint: str, host_cert: bytes | None = None) -> None:
        if not EVENT_ID.match(event_id):
            raise ValueError("an event id is 16 lowercase hex digits")   # it names a file below
        super().__init__(event_id, None, fingerprint=fingerprint, host_cert=host_cert)
        self.event_id = event_id
        self.folder = inside(data_dir, "events", event_id) if data_dir is not None else None   # §16.7
        self.event: dict[str, Any] | None = None
        self.commits: dict[int, list[bytes]] = {}
        self.digest: bytes | None = None
        self.seat_now: SeatAssigned | None = None
        self.boards: dict[int, _Board] = {}
        self.board_receipts: set[tuple[int, int]] = set()     # (board, attempt) of our secrets the desk signed
        self.problems: list[str] = []
        self.own = self._load_secrets()

    # ------------------------------------------------------------------ our secrets, kept on disk

    def _load_secrets(self) -> list[bytes]:
        path = self.folder / "secrets.json" if self.folder is not None else None
        if path is not None and path.exists():
            try:
                data = json.loads(path.read_text(encoding="utf-8")[:10_000])
                return [bytes.fromhex(s) for s in data["secrets"]][:48]
            except (ValueError, KeyError, TypeError):
                return []
        return []

    def _save_secrets(self) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / "secrets.json").write_text(json.dumps({"secrets": [s.hex() for s in self.own]}),
                                                  encoding="utf-8")

    @property
    def slot(self) -> int | None:
        players = (self.event or {}).get("players", [])
        return next((p["slot"] for p in players if p.get("fp") == self.fingerprint), None)

    @property
    def config(self) -> EventConfig | None:
        return EventConfig.from_dict(_config_dict(self.event)) if self.event else None

    # ------------------------------------------------------------------ messages

    def _on_ev_info(self, msg: dict[str, Any]) -> list[GameEvent | Any]:
        if msg["info"]["event_id"] != self.event_id:
            raise ValueError("the desk changed its event id")
        self.event = msg["info"]
        self.finished = self.event["phase"] == EventPhase.FINISHED.value and self._all_scored()
        out: list[Any] = [EventUpdated(self.event)]
        if self.finished:
            out.append(EventOver(self.event_record()))
        return out

    def _on_ev_commit_req(self, msg: dict[str, Any]) -> list[Any]:
        slot = self.slot
        if slot is None:
            return []
        if len(self.own) != msg["boards"]:
            self.own = new_board_secrets(msg["boards"])
            self._save_secrets()
        self.outgoing.append(make("ev_commit", c=board_commitments(self.event_id, slot, self.own)))
        return []

    def _on_ev_commits(self, msg: dict[str, Any]) -> list[Any]:
        self.commits[msg["slot"]] = list(msg["c"])
        if msg["slot"] == self.slot and self.own and msg["c"] != board_commitments(self.event_id, msg["slot"], self.own):
            return self._unverified("the organiser published commitments for our slot that are not ours")
        return []

    def _on_ev_go(self, msg: dict[str, Any]) -> list[Any]:
        from .eventboards import commits_digest
        self.digest = msg["digest"]
        if len(self.commits) == msg["count"] and commits_digest(self.event_id, self.commits) != msg["digest"]:
            return self._unverified("the published commitments do not give the digest the organiser announced")
        return [BoardsFixed(msg["digest"])]

    def _on_ev_seat(self, msg: dict[str, Any]) -> list[Any]:
        self.seat_now = SeatAssigned(msg["round"], msg["table"], msg["seat"], msg["port"], msg["table_id"],
                                     tuple(msg["boards"]))
        if not msg["table_id"].startswith(self.event_id + "-"):
            return self._unverified("the organiser sent us to a table of another event")
        return [self.seat_now]

    def _on_ev_reveal_req(self, msg: dict[str, Any]) -> list[Any]:
        b = msg["board"]
        if 0 <= b < len(self.own) and self.slot is not None:
            self.outgoing.append(make("ev_secret", board=b, attempt=msg["attempt"], s=self.own[b]))
        return []

    def _on_deal_receipt(self, msg: dict[str, Any]) -> list[GameEvent]:
        b, attempt, slot, kind = msg["round"], msg["attempt"], msg["slot"], ReceiptKind(msg["kind"])
        if self.host_cert is None or slot != self.slot or kind is not ReceiptKind.SECRET or not 0 <= b < len(self.own):
            return []
        value = self.own[b]
        if msg["h"] == hashlib.sha256(value).digest() and verify_signature(
                self.host_cert, msg["sig"], receipt_message(self.event_id, b, attempt, slot, kind, value)):
            self.board_receipts.add((b, attempt))
        return []

    def _on_ev_abort(self, msg: dict[str, Any]) -> list[Any]:
        if msg["slot"] == self.slot and (msg["board"], msg["attempt"]) in self.board_receipts:
            return self._unverified(f"the organiser dealt board {msg['board'] + 1} without us, saying our secret "
                                    f"was {msg['reason']}, but it had signed a receipt for that very secret")
        return []

    def _on_ev_board(self, msg: dict[str, Any]) -> list[Any]:
        b = self.boards.setdefault(msg["board"], _Board())
        b.secrets = {s: v for s, v in msg["secrets"]}
        b.excluded = [list(x) for x in msg["excluded"]]
        b.acts, b.tables, b.scored = {}, {}, False
        return []

    def _on_ev_acts(self, msg: dict[str, Any]) -> list[Any]:
        acts = self.boards.setdefault(msg["board"], _Board()).acts.setdefault(msg["table"], [])
        if msg["first"] != len(acts):
            raise ValueError("a board's actions arrived out of order")
        acts.extend(msg["acts"])
        return []

    def _on_ev_board_table(self, msg: dict[str, Any]) -> list[Any]:
        b = self.boards.setdefault(msg["board"], _Board())
        acts = b.acts.get(msg["table"], [])
        if len(acts) != msg["n"]:
            raise ValueError("a table's result came before all of its actions")
        b.tables[msg["table"]] = table_entry(msg["table"], list(msg["slots"]), 0, list(msg["totals"]), acts,
                                             list(msg["points"]), [list(m) for m in msg["marks"]])
        config = self.config
        if config is not None and len(b.tables) == config.tables and not b.scored:
            return self._score(msg["board"], config)
        return []

    def _unverified(self, text: str) -> list[Any]:
        self.problems.append(text)
        return [EventUnverified(text)]

    # ------------------------------------------------------------------ checking and the record

    def _score(self, board: int, config: EventConfig) -> list[Any]:
        b = self.boards[board]
        b.scored = True
        for t in b.tables.values():
            t["dealer"] = config.movement.dealer(board)
        rec = self.event_record()
        entry = next(x for x in rec["boards"] if x["board"] == board)
        problems = [p for t in entry["tables"] if (p := check_board(rec, entry, t)) is not None]
        mine = self.slot
        if mine is not None and mine in b.secrets and board < len(self.own) and b.secrets[mine] != self.own[board]:
            problems.append(f"board {board + 1}: the organiser published a secret for us that is not ours")
        commits = {s: self.commits[s][board] for s in b.secrets if s in self.commits}
        out: list[Any] = [BoardScored(board, commits, dict(b.secrets), tuple(problems))]
        for p in problems:
            out += self._unverified(p)
        if self.event is not None and self.event["phase"] == EventPhase.FINISHED.value and self._all_scored():
            self.finished = True
            out.append(EventOver(rec))
        self._save_record(rec)
        return out

    def _all_scored(self) -> bool:
        config = self.config
        return config is not None and all(self.boards.get(b, _Board()).scored for b in range(config.boards))

    def event_record(self) -> dict[str, Any]:
        """The event's record (§18.7) as far as it was published to us."""
        assert self.event is not None
        config = EventConfig.from_dict(_config_dict(self.event))
        rec = new_record(config, [{k: p[k] for k in ("slot", "nick", "fp", "bot", "home", "seat", "connected")}
                                  for p in self.event["players"]])
        rec["commits"] = {str(s): [c.hex() for c in cs] for s, cs in sorted(self.commits.items())}
        rec["digest"] = self.digest.hex() if self.digest else ""
        for n, b in sorted(self.boards.items()):
            if not b.scored:
                continue
            rec["boards"].append({"board": n, "secrets": {str(s): v.hex() for s, v in sorted(b.secrets.items())},
                                  "excluded": b.excluded, "tables": [b.tables[t] for t in sorted(b.tables)]})
        rec["standings"] = standings_json(rec, sheet_of(rec).standings()) if rec["boards"] else []
        return rec

    def sheet(self) -> EventSheet | None:
        return sheet_of(self.event_record()) if self.event is not None else None

    def _save_record(self, rec: dict[str, Any]) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.folder / "event.json.tmp"
        tmp.write_text(json.dumps(rec), encoding="utf-8")
        tmp.replace(self.folder / "event.json")


def _config_dict(info: dict[str, Any] | None) -> dict[str, Any]:
    """The event's settings as an ``ev_info`` map states them (the timers it does not state are defaults)."""
    assert info is not None
    base = EventConfig().to_dict()
    base.update({k: info[k] for k in ("name", "variant", "tables", "seats", "boards", "turn_ms", "event_id")})
    return base
