"""Tables with cards hidden from the host (PROTOCOL.md §17) over the real sessions: whole
matches with 2, 3 and 4 key holders, a reshuffle, knocks, a drop and a return, a cheat
voided and attributed, and every round record re-checked by ``lanjolly verify``'s code."""

from __future__ import annotations

from typing import Any

import pytest

from lj_harness import MemHost, blind_records_ok, events_of, identity

from lanjolly.actions import Knock
from lanjolly.round import Phase
from lanjolly.variants import JOLLY, ROMME
from protocol.blind.hostpart import HOST_SLOT
from protocol.clientstate import MatchEnded
from protocol.table import TableConfig

SECRETS_SEED = 23


def cfg(variant, seats, bots, **kw: Any) -> TableConfig:
    return TableConfig(variant=variant, seats=seats, bots=bots, blind=True, turn_ms=0, seed=3, **kw)


def knock_now(h: MemHost, clients) -> bool:
    """A human who may knock now does (the window is open, it is not its own discard)."""
    st = h.table.state
    if st is None or h.table.phase.value != "play" or not h.table.flow.window or len(st.stock) < 2:
        return False
    for c in clients:
        s = c.game.seat
        if (s is not None and s not in (st.current, st.last_discarder)
                and len(st.hands[s]) + 3 <= st.variant.max_hand and c.game.view is not None):
            c.act(Knock(s))
            h.pump()
            return True
    return False


def play(h: MemHost, clients, knocks: int = 0, max_steps: int = 20_000) -> int:
    """Run to the match's end, knocking up to ``knocks`` times; how many knocks were made."""
    made = 0
    for _ in range(max_steps):
        h.pump()
        if h.table.finished:
            return made
        if made < knocks and knock_now(h, clients):
            made += 1
            continue
        due = h.table.next_deadline()
        assert due is not None, f"table stuck in phase {h.table.phase}"
        h.now = max(h.now, due)
        h.table.tick(h.now)
    raise AssertionError("match did not finish")


TABLES = {  # key holders: the humans' machines, plus the host machine when it runs bots
    2: (3, (None, "normal", "easy"), 1),
    3: (3, (None, None, None), 3),
    4: (4, (None, None, None, "normal"), 3),
}


@pytest.mark.parametrize("holders", [2, 3, 4])
@pytest.mark.parametrize("variant", [JOLLY.with_options(target_points=50),
                                     ROMME.with_options(target_points=50, knock=True)])
def test_whole_blind_matches_with_every_record_verified(tmp_path, holders, variant):
    seats, bots, humans = TABLES[holders]
    h = MemHost(cfg(variant, seats, bots), records_dir=tmp_path)
    clients = [h.add_client(i) for i in range(humans)]
    knocks = play(h, clients, knocks=2 if variant.knock else 0)
    plan = {tuple(m["holders"]) for c in clients for m in c.received if m["t"] == "blind_start"}
    assert {len(p) for p in plan} == {holders}
    for c in clients:
        assert len(events_of(c, MatchEnded)) == 1
    assert blind_records_ok(clients) >= h.table.match.round_no
    if variant.knock and humans > 1:
        assert knocks >= 1


def test_a_blind_round_with_a_reshuffle_and_knocks_checks_out(tmp_path):
    """Nobody can open (200 points), so the stock runs out: a reshuffle, then the round ends."""
    variant = ROMME.with_options(target_points=1, knock=True, opening_points=200, max_reshuffles=1)
    h = MemHost(cfg(variant, 3, (None, None, "easy")), records_dir=tmp_path)
    clients = [h.add_client(i) for i in range(2)]
    knocks = play(h, clients, knocks=3)
    kinds = {m["a"]["type"] for c in clients for m in c.received if m["t"] == "delta"}
    assert {"reshuffle", "knock"} <= kinds and knocks >= 1
    shuffles = {m["deck"] for m in clients[0].received if m["t"] == "blind_shuffle"}
    assert shuffles == {0, 1}                # deck 1: the pile, shuffled again by every key holder
    assert blind_records_ok(clients) >= 1


def test_a_key_holder_that_drops_voids_the_attempt_and_gets_its_seat_back(tmp_path):
    variant = ROMME.with_options(target_points=100)
    h = MemHost(cfg(variant, 3, (None, None, "normal"), grace_ms=5_000), records_dir=tmp_path)
    a, b = h.add_client(0), h.add_client(1)
    h.pump()
    for _ in range(200):                    # a few moves into a round
        st = h.table.state
        if h.table.phase.value == "play" and st is not None and st.turn_no >= 2 and h.table.blind is not None:
            break
        due = h.table.next_deadline()
        if due is not None:
            h.now = max(h.now, due)
            h.table.tick(h.now)
        h.pump()
    assert h.table.phase.value == "play" and h.table.blind is not None
    attempt = h.table.blind.setup.attempt
    h.drop(b)
    h.now += 5.01                           # the grace period runs out
    h.table.tick(h.now)
    h.pump()
    voids = [m for m in a.received if m["t"] == "blind_void"]
    assert voids and voids[-1]["slot"] == 1 and voids[-1]["reason"] == "dropped"
    assert h.table.blind.setup.attempt == attempt + 1
    assert h.table.blind.setup.openers[1] == HOST_SLOT       # now the host machine's bot plays it
    back = h.add_client(1, identity_=identity(1))            # the player returns
    assert back.joined.seat == 1
    play(h, [a, back])
    assert h.table.finished and h.table.match.round_no >= 2
    starts = [m for m in back.received if m["t"] == "blind_start"]
    assert any(m["openers"][1] == 1 for m in starts)         # a key holder again in a later round
    assert blind_records_ok([a, back]) >= 2                      # back's first round: joined mid-way


def test_a_wrong_share_voids_the_attempt_and_names_the_key_holder(tmp_path):
    h = MemHost(cfg(JOLLY.with_options(target_points=50), 3, (None, None, "easy")), records_dir=tmp_path)
    a, b = h.add_client(0), h.add_client(1)
    cheated = []

    def corrupt(out: dict) -> dict:
        if out["t"] == "blind_shares" and not out["cards"] and not cheated:
            cheated.append(out)
            d = bytearray(out["d"])
            d[-1] ^= 1                            # a point that is not the share (or not a point)
            return {**out, "d": bytes(d)}
        return out
    real_send = b.send
    b.send = lambda m: real_send(corrupt(m))  # type: ignore[method-assign]
    play(h, [a, b])
    voids = [m for m in a.received if m["t"] == "blind_void"]
    assert cheated and voids and voids[0]["slot"] == 1
    assert voids[0]["reason"] in ("bad_shares", "blind_malformed")
    assert h.table.aborts[1] >= 1 and 1 in h.table.blind_excluded
    assert blind_records_ok([a]) >= 1


def test_an_altered_blind_record_file_is_refused_with_its_reason(tmp_path):
    """``lanjolly verify`` (and the replay viewer, which runs the same check) on a saved record
    with one proof, one share or one opened card changed."""
    import json

    from protocol.verify import round_states, verify_record
    h = MemHost(cfg(JOLLY.with_options(target_points=50), 3, (None, None, "easy")), records_dir=tmp_path)
    a, b = h.add_client(0), h.add_client(1)
    play(h, [a, b])
    path = a.game.saved[0]
    rec = json.loads(path.read_text(encoding="utf-8"))
    states = round_states(rec)                               # what the replay viewer steps through
    assert states[-1].over and len(states) == len(rec["acts"]) + 1
    msgs = rec["blind"]["messages"]
    shuffle = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shuffle")
    release = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shares" and not m["cards"])
    opening = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shares" and m["cards"])

    def flip(hexs: str, at: int) -> str:
        return hexs[:at] + ("0" if hexs[at] != "0" else "1") + hexs[at + 1:]
    cases = [(shuffle, "proof", lambda m: {**m, "proof": flip(m["proof"], len(m["proof"]) - 3)}, "bad_shuffle"),
             (release, "d", lambda m: {**m, "d": flip(m["d"], 40)}, "bad_shares"),
             (opening, "cards", lambda m: {**m, "cards": [(m["cards"][0] + 1) % 110, *m["cards"][1:]]},
              "wrong_card")]
    for i, _what, change, code in cases:
        bad = json.loads(json.dumps(rec))
        bad["blind"]["messages"][i] = change(bad["blind"]["messages"][i])
        p = tmp_path / f"bad-{code}.json"
        p.write_text(json.dumps(bad), encoding="utf-8")
        report = verify_record(p)
        assert not report.ok, code
        assert code in report.message or "blind_malformed" in report.message, report.message
        assert f"key holder {msgs[i]['slot']}" in report.message, report.message


def test_a_key_holder_that_never_answers_is_voided_after_the_deal_timeout(tmp_path):
    """A client that does not take part (an older program, or one that keeps its key back) stalls
    nothing: after the deal timeout the attempt is void ('no_answer') and its seat is opened by
    the host machine; the match goes on and ends."""
    h = MemHost(cfg(JOLLY.with_options(target_points=50), 3, (None, None, "easy")), records_dir=tmp_path)
    a = h.add_client(0)
    mute = h.add_client(1, drop_types={"blind_key"})
    h.pump()
    assert h.table.phase.value == "deal"
    h.advance(11.0)
    voids = [m for m in a.received if m["t"] == "blind_void"]
    assert voids and voids[0]["slot"] == 1 and voids[0]["reason"] == "no_answer"
    assert 1 in h.table.blind_excluded
    play(h, [a, mute])
    assert h.table.finished
    assert blind_records_ok([a]) >= 1
