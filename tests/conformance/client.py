"""A second LAN Jolly client, written from protocol/PROTOCOL.md alone.

It imports nothing from ``protocol/`` or ``lanjolly/``: only the standard
library, msgpack and cryptography (its test checks every frame it sent and
received against protocol/schema/messages.schema.json). It joins a table over TLS 1.3,
proves its identity (§3.4), takes part in every deal (§6.1-6.2), plays a
trivial legal strategy from its own view (draw from the stock, discard the card
drawn), keeps its view up to date with the list edits of §8.4, and checks every
deal with its own implementation of §6.3-6.5 and the dealing order of §6.4:
its hand as dealt, every card it drew from the stock, the stock size after
every event, and every reshuffle.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import socket
import ssl
import struct
from dataclasses import dataclass, field
from typing import Any

import msgpack
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.x509.oid import NameOID

MAX_FRAME = 65536
DECK = 110
HOST_SLOT = 100


class ConformanceError(AssertionError):
    """The host (or this client) broke the protocol text."""


# --------------------------------------------------------------------------- §0 encoding

def u32(n: int) -> bytes:
    return struct.pack(">I", n)


def F(*xs: bytes | str | int) -> bytes:
    out = b""
    for x in xs:
        b = u32(x) if isinstance(x, int) else x.encode() if isinstance(x, str) else x
        out += u32(len(b)) + b
    return out


# --------------------------------------------------------------------------- §3 identity

def make_identity() -> tuple[Ed25519PrivateKey, bytes]:
    key = Ed25519PrivateKey.generate()
    raw = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    serial = int.from_bytes(hashlib.sha256(b"lanjolly/serial/v1" + raw).digest()[:16], "big") >> 1 or 1
    name = x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "LAN Jolly"),
                      x509.NameAttribute(NameOID.COMMON_NAME, "lanjolly-" + hashlib.sha256(raw).hexdigest()[:16])])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(serial)
            .not_valid_before(datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc))
            .not_valid_after(datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.timezone.utc))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .sign(key, None))
    return key, cert.public_bytes(serialization.Encoding.DER)


# --------------------------------------------------------------------------- §6 fair deal

def commitment(table_id: str, round_no: int, slot: int, secret: bytes) -> bytes:
    return hashlib.sha256(F("lanjolly/commit/v1", table_id, round_no, slot, secret)).digest()


def perm(key: bytes, n: int) -> list[int]:
    stream = Cipher(algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor()
    buf, pos = b"", 0
    a = list(range(n))
    for i in range(n - 1, 0, -1):
        bound = i + 1
        limit = 2**32 - (2**32 % bound)
        while True:
            if pos + 4 > len(buf):
                buf, pos = stream.update(bytes(256)), 0
            w = int.from_bytes(buf[pos:pos + 4], "big")
            pos += 4
            if w < limit:
                break
        j = w % bound
        a[i], a[j] = a[j], a[i]
    return a


def deal_key(table_id: str, round_no: int, commits: dict[int, bytes], secrets: dict[int, bytes],
             purpose: str) -> bytes:
    if set(commits) != set(secrets):
        raise ConformanceError("SeatsMismatch: commitments and secrets name different slots")
    parts: list[bytes | str | int] = ["lanjolly/transcript/v1", table_id, round_no, len(commits)]
    for slot in sorted(commits):
        if len(secrets[slot]) != 32:
            raise ConformanceError(f"BadSecret: slot {slot}")
        if commitment(table_id, round_no, slot, secrets[slot]) != commits[slot]:
            raise ConformanceError(f"CommitmentMismatch: slot {slot}")
        parts += [slot, commits[slot], secrets[slot]]
    transcript = hashlib.sha256(F(*parts)).digest()
    return HKDF(hashes.SHA256(), 32, None, b"lanjolly/deal/v1" + purpose.encode()).derive(transcript)


# --------------------------------------------------------------------------- §8.4 list edits

def patch(view: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    new = dict(view)
    for key, value in d.items():
        if type(value) is dict and key != "res":
            old = view[key]
            out = list(old)
            if "-" in value:
                if not 0 <= value["-"] <= len(old):
                    raise ConformanceError(f"edit of {key} cuts beyond its length")
                out = out[:value["-"]]
            for i, item in value.get("@", []):
                if not 0 <= i < len(out):
                    raise ConformanceError(f"edit of {key} replaces outside the list")
                out[i] = item
            out += value.get("+", [])
            new[key] = out
        else:
            new[key] = value
    return new


# --------------------------------------------------------------------------- the round's observations

@dataclass
class RoundLog:
    """What this seat saw during one round, to be checked once the secrets are public."""

    round_no: int
    commits: dict[int, bytes]
    dealer: int
    active: list[bool]
    hand: list[int]
    stock_after_deal: int
    events: list[tuple[str, Any]] = field(default_factory=list)   # (what, data) in order
    first_view: dict[str, Any] = field(default_factory=dict)
    acts: list[dict[str, Any]] = field(default_factory=list)         # public actions, in order
    views: list[list[Any]] = field(default_factory=list)             # [k, view after k actions]


def expected_round(log: RoundLog, table_id: str, secrets: dict[int, bytes], variant: dict[str, Any],
                   my_seat: int) -> None:
    """§6.3-6.5 and the dealing order: raise ConformanceError on any difference."""
    deck = perm(deal_key(table_id, log.round_no, log.commits, secrets, "deal"), DECK)
    n = len(log.active)
    order = [(log.dealer + k) % n for k in range(1, n + 1)]
    receivers = [s for s in order if log.active[s]]
    hands: dict[int, list[int]] = {s: [] for s in receivers}
    pos = 0
    for _ in range(variant["cards_each"]):
        for s in receivers:
            hands[s].append(deck[pos])
            pos += 1
    if hands[my_seat] != log.hand:
        raise ConformanceError(f"round {log.round_no}: the hand dealt differs from the deck the secrets fix")
    stock = deck[pos:]
    if len(stock) != log.stock_after_deal:
        raise ConformanceError("stock size after the deal is wrong")
    k = 0
    for what, data in log.events:
        if what == "draw":                       # data: card drawn by me, or None for another seat
            top, stock = stock[0], stock[1:]
            if data is not None and data != top:
                raise ConformanceError(f"round {log.round_no}: drew {data}, the stock's top was {top}")
        elif what == "knock":                    # two stock cards go to the knocker
            top2, stock = stock[:2], stock[2:]
            if data is not None and list(data) != top2:
                raise ConformanceError("knock penalty cards are not the stock's top two")
        elif what == "reshuffle":                # data: the cards going back, any order
            k += 1
            cards = sorted(data)
            p = perm(deal_key(table_id, log.round_no, log.commits, secrets, f"reshuffle/{k}"), len(cards))
            stock = [cards[i] for i in p]
        elif what == "stock_size" and data != len(stock):
            raise ConformanceError(f"round {log.round_no}: the host shows {data} stock cards, the deal leaves "
                                   f"{len(stock)}")


# --------------------------------------------------------------------------- the client

# PROTOCOL.md §7 "Versions": from 1.1 on a client ignores message types and keys it does not know.
# The keys this client knows, from §8.3 (variant) and §8.4 (view); anything else a newer host sends is dropped.
VARIANT_KEYS = ("game", "opening_points", "ace_low_laid", "ace_high_laid", "ace_group_laid", "ace_hand",
                "joker_hand", "go_out_bonus", "fanned_discard", "discard_kept_on_reshuffle", "max_hand",
                "target_points", "may_discard_taken_card", "final_discard_required", "swapped_joker_must_be_laid",
                "turn_seconds", "hand_rummy", "knock", "knock_window_ms", "max_reshuffles", "cards_each",
                "timeouts_before_bot")
VIEW_KEYS = ("s", "vn", "r", "dl", "cur", "ph", "tn", "act", "h", "hc", "op", "ot", "m", "dis", "st", "tk", "ko",
             "ld", "to", "tot", "rh", "res", "w", "er")


HANDSHAKE_TYPES = ("welcome", "pin_reply", "pin_ok", "joined", "refused", "error")


def known(m: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in m.items() if k in keys}


class ConformanceClient:
    def __init__(self, host: str, port: int, nick: str = "Conformance", minor: int = 1, idle_turns: int = 0) -> None:
        self.host, self.port, self.nick = host, port, nick
        self.idle_turns = idle_turns             # of each round, this many of our turns left to time out
        self.idled: dict[int, set[int]] = {}
        self.minor = minor                       # the protocol minor version our hello says
        self.key, self.cert = make_identity()
        self.fp = hashlib.sha256(self.cert).hexdigest()
        self.sock: ssl.SSLSocket | None = None
        self.n = 0
        self.seat = -1
        self.table_id = ""
        self.variant: dict[str, Any] = {}
        self.view: dict[str, Any] | None = None
        self.mine: dict[tuple[int, int], tuple[int, bytes]] = {}
        self.commits: dict[tuple[int, int], dict[int, bytes]] = {}
        self.round: RoundLog | None = None
        self.acted: tuple[int, int, str] | None = None
        self.verified: list[int] = []
        self.rounds_seen: list[RoundLog] = []
        self.reveals: list[dict[int, bytes]] = []
        self.records: list[dict[str, Any]] = []
        self.results: list[dict[str, Any]] = []
        self.match_end: dict[str, Any] | None = None
        self.frames: list[tuple[str, dict[str, Any]]] = []   # every frame, both ways, for the schema check

    # ---------------------------------------------------------------- framing

    def send(self, msg: dict[str, Any]) -> None:
        assert self.sock is not None
        body = msgpack.packb(msg, use_bin_type=True)
        self.frames.append(("up", msg))
        self.sock.sendall(u32(len(body)) + body)

    def _exact(self, n: int) -> bytes:
        assert self.sock is not None
        out = b""
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            if not chunk:
                raise ConformanceError("the host closed the connection")
            out += chunk
        return out

    def recv(self) -> dict[str, Any]:
        (n,) = struct.unpack(">I", self._exact(4))
        if not 1 <= n <= MAX_FRAME:
            raise ConformanceError(f"frame length {n}")
        msg = msgpack.unpackb(self._exact(n), raw=False, strict_map_key=True)
        if type(msg) is not dict or type(msg.get("t")) is not str:
            raise ConformanceError("a frame that is not a typed map")
        self.frames.append(("down", msg))
        return msg

    def recv_handshake(self) -> dict[str, Any]:
        """The next handshake message; any type this client does not know is skipped (§7)."""
        while True:
            msg = self.recv()
            if msg["t"] in HANDSHAKE_TYPES:
                return msg

    # ---------------------------------------------------------------- §1, §7 handshake

    def connect(self, timeout: float = 60.0) -> None:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
        ctx.minimum_version = ssl.TLSVersion.TLSv1_3
        raw = socket.create_connection((self.host, self.port), timeout=timeout)
        self.sock = ctx.wrap_socket(raw)
        der = self.sock.getpeercert(binary_form=True)
        assert der is not None
        self.host_fp = hashlib.sha256(der).digest()          # first use: pinned in memory
        self.send({"t": "hello", "major": 1, "minor": self.minor, "client": "conformance"})
        welcome = self.recv_handshake()
        if welcome["t"] != "welcome" or welcome["pin"] or welcome["invite"]:
            raise ConformanceError(f"expected an open table's welcome, got {welcome}")
        self.table_id = welcome["table_id"]
        sig = self.key.sign(F("lanjolly/challenge/v1", self.table_id, self.host_fp, welcome["nonce"]))
        self.send({"t": "auth", "cert": self.cert, "sig": sig, "nick": self.nick, "invite": None})
        joined = self.recv_handshake()
        if joined["t"] != "joined" or joined["you"] != self.fp:
            raise ConformanceError(f"expected joined with our fingerprint, got {joined}")
        self.seat = joined["seat"]

    # ---------------------------------------------------------------- the match

    def play(self) -> None:
        """Play until match_end; every message handled by its own method."""
        while self.match_end is None:
            msg = self.recv()
            handler = getattr(self, "on_" + msg["t"], None)
            if handler is not None:
                handler(msg)
            self._maybe_act()
        self.send({"t": "bye"})
        assert self.sock is not None
        self.sock.close()

    def on_ping(self, msg: dict[str, Any]) -> None:
        self.send({"t": "pong", "n": msg["n"]})

    def on_table(self, msg: dict[str, Any]) -> None:
        self.variant = known(msg["info"]["variant"], VARIANT_KEYS)
        seats = msg["info"]["seats"]
        mine = [i for i, s in enumerate(seats) if s["fp"] == self.fp]
        if mine:
            self.seat = mine[0]

    def on_refusal(self, msg: dict[str, Any]) -> None:
        raise ConformanceError(f"our request was refused: {msg}")

    def on_error(self, msg: dict[str, Any]) -> None:
        raise ConformanceError(f"the host closed us: {msg}")

    def on_deal_commit_req(self, msg: dict[str, Any]) -> None:
        secret = os.urandom(32)
        rn, attempt, slot = msg["round"], msg["attempt"], msg["slot"]
        self.mine[(rn, attempt)] = (slot, secret)
        self.send({"t": "commit", "round": rn, "attempt": attempt, "c": commitment(self.table_id, rn, slot, secret)})

    def on_deal_commits(self, msg: dict[str, Any]) -> None:
        rn, attempt = msg["round"], msg["attempt"]
        commits = {s: c for s, c in msg["commits"]}
        self.commits[(rn, attempt)] = commits
        if HOST_SLOT not in commits:
            raise ConformanceError("the host's own commitment is missing")
        if (rn, attempt) in self.mine:
            slot, secret = self.mine[(rn, attempt)]
            if commits.get(slot) != commitment(self.table_id, rn, slot, secret):
                raise ConformanceError("our commitment was not published unchanged")
            self.send({"t": "secret", "round": rn, "attempt": attempt, "s": secret})

    def on_snap(self, msg: dict[str, Any]) -> None:
        v = known(msg["v"], VIEW_KEYS)
        self.view = v
        deal = msg["deal"]
        commits = {s: c for s, c in deal["commits"]} if deal else {}
        if msg["acts"]:
            raise ConformanceError("this client only joins before the first move of a round")
        self.round = RoundLog(v["r"], commits, v["dl"], list(v["act"]), list(v["h"]), v["st"], first_view=v,
                              views=[[0, v]])

    def on_delta(self, msg: dict[str, Any]) -> None:
        assert self.view is not None and self.round is not None
        before = self.view
        self.view = patch(before, known(msg["d"], VIEW_KEYS))
        hand_after = self.view["h"]
        for kind, seat, cards, _meld, _end, count in msg["log"]:
            if kind == "draw_stock":
                self.round.events.append(("draw", self._drawn(before["h"], msg["log"]) if seat == self.seat
                                          else None))
            elif kind == "knock":
                self.round.events.append(("knock", hand_after[-2:] if seat == self.seat else None))
            elif kind == "reshuffle":
                kept = self.variant["discard_kept_on_reshuffle"]
                pile = before["dis"]
                back = pile[:len(pile) - kept] if kept else pile
                if self.view["dis"] != pile[len(back):] or count != len(back):
                    raise ConformanceError("the reshuffle kept the wrong discards")
                self.round.events.append(("reshuffle", back))
        self.round.events.append(("stock_size", self.view["st"]))
        self.round.acts.append(msg["a"])
        self.round.views.append([len(self.round.acts), self.view])

    def _drawn(self, hand_before: list[int], log: list[Any]) -> int:
        """§6.5: the card we drew is the one the hand after this delta (with the cards its own
        timeout_discard took away) holds beyond the hand before it."""
        assert self.view is not None
        held = list(self.view["h"]) + [c for kind, seat, cards, *_ in log
                                        if kind == "timeout_discard" and seat == self.seat for c in cards]
        for c in hand_before:
            held.remove(c)
        if len(held) != 1:
            raise ConformanceError(f"a draw that added {held} to our hand")
        return held[0]

    def on_deal_reveal(self, msg: dict[str, Any]) -> None:
        assert self.round is not None and self.round.round_no == msg["round"]
        secrets = {s: v for s, v in msg["secrets"]}
        key = (msg["round"], msg["attempt"])
        if key in self.mine and secrets.get(self.mine[key][0]) != self.mine[key][1]:
            raise ConformanceError("the host revealed a secret for our slot that is not ours")
        commits = self.commits.get(key, self.round.commits)
        self.round.commits = commits
        expected_round(self.round, self.table_id, secrets, self.variant, self.seat)
        self.verified.append(msg["round"])
        self.rounds_seen.append(self.round)
        self.reveals.append(secrets)
        self.records.append(self.record(self.round, secrets))

    def record(self, log: RoundLog, secrets: dict[int, bytes]) -> dict[str, Any]:
        """The round record of PROTOCOL.md §8.9 (what ``lanjolly verify`` re-checks offline)."""
        v = log.first_view
        return {"version": 1, "table_id": self.table_id, "round": log.round_no, "seat": self.seat,
                "variant": self.variant, "dealer": v["dl"], "active": v["act"], "totals": v["tot"],
                "commits": {str(k): c.hex() for k, c in log.commits.items()},
                "secrets": {str(k): c.hex() for k, c in secrets.items()},
                "acts": log.acts, "views": log.views, "notes": []}

    def on_round_end(self, msg: dict[str, Any]) -> None:
        if msg["round"] not in self.verified:
            raise ConformanceError("round ended without a verified deal")
        self.results.append(msg)
        self.send({"t": "ready", "ready": True})       # "next round" vote (§8.3)

    def on_match_end(self, msg: dict[str, Any]) -> None:
        sums = [sum(h[s] or 0 for h in msg["history"]) for s in range(len(msg["totals"]))]
        if sums != msg["totals"]:
            raise ConformanceError(f"history {msg['history']} does not add up to totals {msg['totals']}")
        self.match_end = msg

    def _maybe_act(self) -> None:
        v = self.view
        if v is None or v["cur"] != self.seat or v["ph"] not in ("draw", "play") or v["s"] != self.seat:
            return
        key = (v["r"], v["tn"], v["ph"])
        if key == self.acted:
            return
        idled = self.idled.setdefault(v["r"], set())
        if v["ph"] == "draw" and (len(idled) < self.idle_turns or v["tn"] in idled):
            idled.add(v["tn"])          # let this turn run out: the host draws and discards for us
            return
        self.acted = key
        self.n += 1
        if v["ph"] == "draw":
            self.send({"t": "act", "a": {"type": "draw_stock"}, "n": self.n})
        else:
            self.send({"t": "act", "a": {"type": "discard", "card": v["h"][-1]}, "n": self.n})
