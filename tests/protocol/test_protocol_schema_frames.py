"""Every frame of many seeded matches, in both directions, passes protocol/schema.

The host and its clients run in memory through real sessions and real msgpack
framing (``lj_harness``); this test taps the bytes on both sides of every
connection, decodes each frame and checks it against the *root* of
``protocol/schema/messages.schema.json`` (its ``t``-dispatch included), with a
validator built here from the file alone. The scenarios cover both variants,
2-4 seats, PIN and invite tables, a reconnect, reshuffles, a knock, a deal
abort, the lobby requests, chat, heartbeats and refusals, so every message
type is seen at least once (the test says which ones it did not see and why).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from lanjolly.actions import Discard, DrawStock, Knock
from lanjolly.variants import JOLLY, ROMME
from protocol.framing import FrameDecoder, encode_frame
from protocol.invites import make_invite_token, new_host_secret
from protocol.messages import FAST, make
from protocol.session import ClientConnection, HostSession

sys.path.insert(0, str(Path(__file__).parent))
from event_harness import TapHost  # noqa: E402
from lj_harness import HOST_ID, MemClient, MemHost, identity  # noqa: E402

sys.path.insert(0, str(Path(__file__).parents[1]))
from schemafile import SCHEMA_FILE, file_validator  # noqa: E402



class RecordingHost(TapHost):
    """A host that keeps every frame both ways (``frames`` = [(direction, map)]), with invite tables."""

    def __init__(self, config, *, invite_secret: bytes | None = None, **kw) -> None:
        super().__init__(config, frames=[], **kw)
        self.invite_secret = invite_secret
        self.passive: set[int] = set()

    def add_client(self, i: int, nick: str = "", *, pin: str | None = None, invite: str | None = None,
                   autoplay: bool = True, drop_types: set | None = None, **kw) -> MemClient:
        if self.invite_secret is None and invite is None:
            return super().add_client(i, nick, pin=pin, autoplay=autoplay, drop_types=drop_types, **kw)
        cid = self._next
        self._next += 1
        conn = ClientConnection(identity(i), nick or f"P{i}", HOST_ID.fingerprint, pin=pin, invite=invite)
        c = MemClient(cid, conn, autoplay=autoplay, rng=random.Random(100 + i), drop_types=drop_types or set())
        self.sessions[cid] = HostSession(self.table.table_id, HOST_ID.fingerprint, "T", pin=self.pin,
                                         invite_secret=self.invite_secret, invite_only=True)
        self.clients[cid] = c
        c.to_host += conn.initiate()
        self.pump()
        return c

    def _autoplay(self) -> None:
        """Passive clients draw from the stock and discard the card drawn (long rounds: reshuffles)."""
        for c in self.clients.values():
            if c.cid not in self.passive or c.game is None or c.game.view is None or c.closed:
                continue
            v = c.game.view
            key = (v.round_no, len(v.log))
            if v.seat is None or v.current != v.seat or getattr(c, "_last_key", None) == key:
                continue
            if v.phase == "draw":
                c._last_key = key  # type: ignore[attr-defined]
                c.act(DrawStock(v.seat))
            elif v.phase == "play":
                c._last_key = key  # type: ignore[attr-defined]
                c.act(Discard(v.seat, v.hand[-1]))
        super()._autoplay()


def _cfg(variant, target, seats, bots, seed, **kw):
    from protocol.table import TableConfig
    kw.setdefault("turn_ms", 0)
    return TableConfig(variant=variant.with_options(target_points=target), seats=seats, bots=bots, seed=seed, **kw)


def _match(seed: int, variant, seats: int, humans: int, *, pin: str | None = None, invite: bool = False,
           reconnect: bool = False) -> RecordingHost:
    bots = tuple(None if i < humans else ("easy", "normal")[i % 2] for i in range(seats))
    secret = new_host_secret() if invite else None
    h = RecordingHost(_cfg(variant, variant.allowed_targets()[0], seats, bots, seed), pin=pin,
                      invite_secret=secret)
    for i in range(humans):
        token = make_invite_token(secret, h.table.table_id, identity(i).fingerprint) if invite else None
        h.add_client(i, pin=pin, invite=token)
    if reconnect:
        for _ in range(30):
            h.advance(0.5)
        first = next(iter(h.clients.values()))
        h.drop(first)
        h.advance(1.0)
        h.add_client(0, pin=pin, invite=make_invite_token(secret, h.table.table_id, identity(0).fingerprint)
                     if invite else None)
    h.run_until_finished()
    return h


def _passive_round(variant, seed: int) -> RecordingHost:
    """Two clients that only draw and discard: the stock runs out, reshuffles until the limit."""
    h = RecordingHost(_cfg(variant, variant.allowed_targets()[-1], 2, (None, None), seed))
    a, b = h.add_client(0, autoplay=False), h.add_client(1, autoplay=False)
    h.passive |= {a.cid, b.cid}
    h.pump()
    assert h.table.phase in ("between", "finished")
    return h


def _knock_and_lobby(seed: int) -> RecordingHost:
    """Lobby requests by the owner, a PIN refusal, a knock, a deal abort, chat, pings, a bad frame."""
    v = ROMME.with_options(knock=True, knock_window_ms=2000)
    h = RecordingHost(_cfg(v, 1, 3, (None, None, None), seed, auto_start=False, require_ready=True,
                           owner=identity(0).fingerprint), pin="2468")
    bad = h.add_client(5, pin="1357")                    # wrong PIN: refused
    assert bad.closed is not None and bad.closed.code == "pin_mismatch"
    old = h.add_client(7, pin="2468", major=2)           # another major version: refused
    assert old.closed is not None and old.closed.code == "version_mismatch"
    owner = h.add_client(0, pin="2468", autoplay=False)
    owner.send(make("sit", seat=1))
    owner.send(make("sit", seat=0))
    h.pump()
    stander = h.add_client(9, pin="2468", autoplay=False)   # sits, stands up: a watcher from then on
    stander.send(make("stand"))
    stander.send(make("sit", seat=1))                    # a watcher may not sit in the lobby: refused
    h.pump()
    assert stander.game.seat is None
    owner.send(make("ready", ready=True))
    owner.send(make("set_bot", seat=2, strength="easy"))
    owner.send(make("set_bot", seat=2, strength=None))
    owner.send(make("chat", text="hello table"))
    owner.send(make("ping", n=1))
    h.pump()
    watcher = h.add_client(8, pin="2468", autoplay=False, watch=True)   # looks on: table.info lists it
    assert watcher.joined is not None and watcher.joined.seat == -1
    second = h.add_client(1, pin="2468", autoplay=False)
    mute = h.add_client(2, pin="2468", autoplay=False, drop_types={"secret"})   # commits, never reveals
    for c in (second, mute):
        c.send(make("ready", ready=True))
    owner.send(make("start"))
    h.pump()
    h.advance(11.0)                                      # the mute player's reveal times out: deal_abort
    assert any(m["t"] == "deal_abort" for _, m in h.frames)
    by_seat = {c.game.seat: c for c in (owner, second, mute)}
    st = h.table.state
    cur = by_seat[st.current]
    cur.act(DrawStock(cur.game.seat))
    h.pump()
    cur.act(Discard(cur.game.seat, cur.game.view.hand[-1]))
    h.pump()
    nxt = by_seat[h.table.state.current]
    knocker = next(c for s, c in by_seat.items() if s not in (cur.game.seat, nxt.game.seat))
    nxt.act(DrawStock(nxt.game.seat))                    # held for the knock window
    knocker.act(Knock(knocker.game.seat))
    h.pump()
    assert h.table.state.log[-1].kind == "knock"
    knocker.send(make("leave"))                          # a bot plays the seat
    h.pump()
    back = h.add_client([owner, second, mute].index(knocker), pin="2468", autoplay=False)
    back.send(make("back"))
    h.pump()
    rogue = h.add_client(6, pin="2468", autoplay=False)  # a watcher that breaks the schema: error frame
    rogue.to_host += encode_frame({"t": "ping", "n": "not a number"})
    h.pump()
    assert rogue.closed is not None and rogue.closed.code == "wrong_type"
    for c in (owner, second, mute, back):
        c.autoplay = True
    h.run_until_finished()
    return h


def _blind_match(seed: int) -> RecordingHost:
    """Cards hidden from the host (PROTOCOL.md §17): passive players (a reshuffle), a watcher,
    a key holder that drops (the attempt is void) and comes back, and one that never moves
    (blind_timeout: its program names each timed-out turn's discard, §17.13)."""
    variant = ROMME.with_options(max_reshuffles=1)
    h = RecordingHost(_cfg(variant, 1, 3, (None, None, "easy"), seed, blind=True, grace_ms=2_000, turn_ms=5_000))
    a, b = h.add_client(0, autoplay=False), h.add_client(1)
    h.add_client(7, watch=True)
    h.passive = {b.cid}
    h.pump()
    h.drop(b)
    h.advance(2.5)                                       # grace over: blind_void, dealt again
    assert any(m["t"] == "blind_void" for _, m in h.frames)
    h.add_client(1)
    h.run_until_finished()
    assert any(m["t"] == "blind_timeout" for _, m in h.frames)
    return h


def _event(seed: int) -> Any:
    """A duplicate event (PROTOCOL.md §18): registration, a withdrawal, commitments, a missing secret, boards."""
    import tempfile
    from event_harness import MemEvent
    from protocol.eventconfig import EventConfig
    ev = MemEvent(EventConfig(tables=2, seats=2, boards=3, turn_ms=30_000, pause_ms=0,
                              event_id=f"{seed:016x}"), Path(tempfile.mkdtemp()))
    people = [ev.add_person(i) for i in range(4)]
    people[3].desk.send(make("ev_leave"))
    ev.pump()
    ev.desk.close_registration(ev.now)
    ev.pump()
    people[1].desk.drop_types = {"ev_secret"}
    ev.run()
    return ev


SCENARIOS = {
    "event": _event,
    "romme-3-blind-drop": _blind_match,
    "jolly-2-pin": lambda s: _match(s, JOLLY, 2, 2, pin="4711"),
    "jolly-3-invite": lambda s: _match(s, JOLLY, 3, 2, invite=True),
    "jolly-4-reconnect": lambda s: _match(s, JOLLY, 4, 3, reconnect=True),
    "romme-2": lambda s: _match(s, ROMME, 2, 2),
    "romme-3-pin-reconnect": lambda s: _match(s, ROMME, 3, 2, pin="0000", reconnect=True),
    "romme-4-invite": lambda s: _match(s, ROMME.with_options(knock=True), 4, 4, invite=True),
    "jolly-passive-reshuffles": lambda s: _passive_round(JOLLY, s),
    "romme-passive-reshuffles": lambda s: _passive_round(ROMME, s),
    "romme-knock-lobby": _knock_and_lobby,
}

# Frames a test provokes on purpose to see the host's answer; they must be refused by the schema.
PROVOKED_INVALID = ({"t": "ping", "n": "not a number"},)
# Types no scenario produces, and why.
NOT_PRODUCED: dict[str, str] = {}


def _runs() -> list[tuple[str, int]]:
    """(scenario, seed) pairs: the small tables are played with two seeds."""
    return [(name, seed) for name in SCENARIOS
            for seed in ((1, 2) if name.endswith(("-pin", "-2", "-invite")) and "4" not in name else (3,))]


def _frames(name: str, seed: int) -> list[tuple[str, dict[str, Any]]]:
    return [(d, m) for d, m in SCENARIOS[name](seed).frames if m not in PROVOKED_INVALID]


# One test per scenario, so pytest-xdist checks them on different cores: the reference
# validator (jsonschema, the t-dispatch at the root included) takes most of the time.
@pytest.mark.parametrize(("name", "seed"), _runs())
def test_every_frame_of_a_match_passes_the_schema(name: str, seed: int) -> None:
    check = file_validator()
    frames = []
    for direction, msg in SCENARIOS[name](seed).frames:
        if msg in PROVOKED_INVALID:
            assert not check.is_valid(msg)
            continue
        frames.append((direction, msg))
        errors = list(check.iter_errors(msg))
        assert not errors, f"{name}/{seed} {direction} {msg.get('t')}: {errors[0].message[:300]}"
        assert FAST[msg["t"]](msg), f"compiled check refuses a valid {msg['t']}"
    _compiled_agrees_on_mutations(check, [m for i, (_, m) in enumerate(frames) if i % 7 == 0],
                                  random.Random(f"{name}/{seed}"))


def test_the_matches_produce_every_message_type() -> None:
    """Together the scenarios send every type of the schema, both ways, and the moves named here."""
    counts: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    watchers_listed = False
    for name, seed in _runs():
        for direction, msg in _frames(name, seed):
            assert FAST[msg["t"]](msg), f"compiled check refuses a valid {msg['t']}"
            counts[f"{direction}:{msg['t']}"] += 1
            if msg["t"] == "table" and msg["info"]["watchers"]:
                watchers_listed = True
            if msg["t"] == "sys":
                kinds["sys:" + msg["event"]] += 1
            if msg["t"] == "delta":
                kinds[msg["a"]["type"]] += 1
                kinds.update("log:" + e[0] for e in msg["log"])
    seen = {k.split(":", 1)[1] for k in counts}
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    all_types = set(schema["properties"]["t"]["enum"])
    assert all_types - seen == set(NOT_PRODUCED), f"never produced: {sorted(all_types - seen)}"
    for needed in ("reshuffle", "knock", "draw_stock", "discard", "lay_melds", "log:reshuffle", "log:knock",
                   "log:stock_exhausted", "log:out", "log:lay_off", "sys:reconnected", "sys:deal_abort"):
        assert kinds[needed], f"no {needed} in the recorded matches"
    assert counts["up:pin_start"] and counts["down:deal_abort"] and counts["down:sys"]
    assert watchers_listed, "no table info listed a watcher"
    print(f"\n{sum(counts.values())} frames; {len(counts)} direction:type pairs; deltas by action: {dict(kinds)}")


def _leaves(x: Any, path: tuple = ()) -> list[tuple]:
    if type(x) is dict:
        return [p for k, v in x.items() for p in _leaves(v, path + (k,))]
    if type(x) is list:
        return [p for i, v in enumerate(x) for p in _leaves(v, path + (i,))] or [path]
    return [path]


def _compiled_agrees_on_mutations(check: Any, sample: list[dict[str, Any]], rng: random.Random) -> None:
    """The compiled checks (protocol/schemacheck.py) say yes/no exactly when jsonschema does."""
    bad_values = ("x", None, True, 1.5, -1, 2**40, b"\x00", [], {}, 999)
    disagreements = []
    tried = 0
    for msg in sample:
        for _ in range(4):
            paths = [p for p in _leaves(msg) if p and p[0] != "t"]
            if not paths:
                break
            path = rng.choice(paths)
            mutated = json_copy(msg)
            target = mutated
            for k in path[:-1]:
                target = target[k]
            target[path[-1]] = rng.choice(bad_values)
            if mutated["t"] == "act":
                continue   # act.a is checked by the table (refusal), not by FAST
            tried += 1
            if FAST[mutated["t"]](mutated) != check.is_valid(mutated):
                disagreements.append((path, mutated))
    assert tried > 3 * len(sample) // 2 and not disagreements, disagreements[:2]


def json_copy(x: Any) -> Any:
    if type(x) is dict:
        return {k: json_copy(v) for k, v in x.items()}
    if type(x) is list:
        return [json_copy(v) for v in x]
    return x


def test_nested_values_are_checked_on_the_way_in():
    """The schema reaches inside maps: an action with an unknown key is refused, a bad view closes."""
    from protocol.clientstate import Refused
    from protocol.session import Closed
    h = RecordingHost(_cfg(JOLLY, 50, 2, (None, "easy"), 1))
    c = h.add_client(0, autoplay=False)
    v = c.game.view
    c.n += 1
    c.send(make("act", a={"type": "draw_stock", "seat": v.seat, "from": "stock"}, n=c.n))
    h.pump()
    refused = [e for e in c.events if isinstance(e, Refused)]
    assert refused and refused[-1].code == "malformed" and "from" in refused[-1].text
    assert c.closed is None
    # a host frame whose view lacks a key closes the client's connection with a schema code
    view = dict(c.game.wire)
    del view["st"]
    evs = c.conn.receive_data(encode_frame({"t": "snap", "v": view, "log": [], "acts": [], "deal": None, "tl": -1}))
    assert any(isinstance(e, Closed) and e.code == "missing_field" for e in evs)
