"""View maps and diffs on the wire: list edits round-trip, stay small, and only ever carry the seat's view."""

from __future__ import annotations

import random
import statistics

import msgpack
import pytest

from lanjolly.variants import JOLLY
from lanjolly.views import spectator_view, view
from protocol.framing import encode_frame
from protocol.table import Conn, Table, TableConfig
from protocol.wireview import WireError, diff, list_edit, patch, public_wire, seat_wire, view_to_wire


SECRETS_SEED = 99  # the deals this module's games were written against (conftest.seeded_secrets)


def _mutate(rng: random.Random, xs: list, nested: bool) -> list:
    """A random edit of the kinds the game makes: append, cut, remove from the middle, grow an item."""
    ys = list(xs)
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(("append", "cut", "remove", "grow" if nested else "set"))
        if op == "append":
            ys.append([rng.randrange(110) for _ in range(3)] if nested else rng.randrange(110))
        elif op == "cut" and ys:
            ys = ys[:rng.randrange(len(ys))]
        elif op == "remove" and ys:
            ys.pop(rng.randrange(len(ys)))
        elif op == "grow" and ys:
            i = rng.randrange(len(ys))
            ys[i] = ys[i] + [rng.randrange(110)]
        elif op == "set" and ys:
            ys[rng.randrange(len(ys))] = rng.randrange(110)
    return ys


@pytest.mark.parametrize("nested", [False, True])
def test_list_edits_round_trip_and_are_never_longer_than_the_list(nested):
    rng = random.Random(5 + nested)
    for _ in range(2000):
        old = _mutate(rng, [], nested) + _mutate(rng, [], nested)
        new = _mutate(rng, old, nested)
        d = diff({"h": old}, {"h": new})
        if new == old:
            assert d == {}
            continue
        assert patch({"h": old}, d)["h"] == new
        assert len(msgpack.packb(d["h"])) <= len(msgpack.packb(new)) + 4


def test_one_changed_meld_is_sent_alone():
    melds = [[i, "sequence", [4 * i, 4 * i + 1, 4 * i + 2], [0, 0, 0], [5, 6, 7]] for i in range(10)]
    grown = [list(m) for m in melds]
    grown[6] = [6, "sequence", [24, 25, 26, 27], [0, 0, 0, 2], [5, 6, 7, 8]]
    edit = list_edit(melds, grown)
    assert edit == {"@": [[6, grown[6]]]}
    laid = grown + [[10, "group", [1, 14, 27], [3, 3, 3], [2, 2, 2]]]
    assert list_edit(melds, laid) == {"@": [[6, grown[6]]], "+": [laid[10]]}
    assert patch({"m": melds}, {"m": list_edit(melds, laid)})["m"] == laid
    hand = list(range(12))
    assert list_edit(hand, hand[:9] + hand[10:]) == {"-": 9, "+": [10, 11]}


@pytest.mark.parametrize("edit", [
    {}, {"x": 1}, {"-": 9}, {"-": -1}, {"-": "1"}, {"@": [[5, 1]]}, {"@": [[-1, 1]]}, {"@": [1]},
    {"@": [[0, 1, 2]]}, {"@": "x"}, {"+": 3}, {"-": 1, "@": [[1, 0]]},
])
def test_malformed_list_edits_are_refused(edit):
    with pytest.raises(WireError):
        patch({"h": [1, 2, 3]}, {"h": edit})


def test_an_edit_of_a_field_that_is_no_list_is_refused():
    with pytest.raises(WireError):
        patch({"st": 5}, {"st": {"+": [1]}})


def _bot_game(seed: int, moves: int = 400):
    t = Table(TableConfig(variant=JOLLY.with_options(target_points=500), seats=4, bots=("normal",) * 4,
                          seed=seed, turn_ms=0, table_id="wireview"))   # a fixed id: the same deals every run
    t.conns[1] = Conn("0" * 64, "seat 0", 0)
    t.start_match(0.0)
    now = 0.0
    while not t.finished and t.accepted < moves:
        now += 0.001
        t.tick(now)
        yield t, t.drain()


def test_seat_maps_built_from_the_public_map_are_exactly_the_engine_views():
    states = 0
    for t, _out in _bot_game(1, 250):
        st = t.state
        if st is None:
            continue
        states += 1
        pub = public_wire(spectator_view(st))
        assert pub == view_to_wire(spectator_view(st))
        for s in range(4):
            assert seat_wire(pub, s, st.hands[s]) == view_to_wire(view(st, s))
    assert states > 100


def test_a_typical_move_frame_is_small():
    """Issue 4: a typical move costs at most 200 bytes (the figures themselves are in bench/)."""
    sizes = [len(encode_frame(m)) for seed in (1, 2) for _t, out in _bot_game(seed)
             for _cid, m, _c in out if m["t"] == "delta"]
    assert len(sizes) > 300
    assert statistics.median(sizes) <= 200
    assert sorted(sizes)[int(0.9 * len(sizes))] <= 200


def test_a_view_parsed_with_the_previous_one_reuses_only_what_did_not_change():
    """The client parses every delta's view reusing the melds of the last one (issue 21 §3,
    latency): the result equals a parse from scratch at every step, and unchanged melds are the
    same objects."""
    from protocol.clientstate import ClientGame, ProtocolProblem
    from protocol.framing import FrameDecoder
    from protocol.wireview import view_from_wire
    game = ClientGame("t")
    reused = steps = 0
    for t, out in _bot_game(2, 300):
        for _cid, m, _c in out:
            if m["t"] not in ("table", "snap", "delta"):     # the table info first: a view carries its variant
                continue
            before = game.view
            events = game.handle(FrameDecoder().feed(encode_frame(m))[0])   # as off the wire: plain types
            assert not any(isinstance(e, ProtocolProblem) for e in events)
            if m["t"] == "table":
                continue
            fresh = view_from_wire(game.wire, game._table_variant(), tuple(game.log))
            assert game.view == fresh
            steps += 1
            if before is not None and m["t"] == "delta" and before.melds and game.view.melds:
                reused += game.view.melds[0] is before.melds[0]
    assert steps > 200 and reused > 50
