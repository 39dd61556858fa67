"""How much of an opponent's hidden hand Expert's worlds read, against a learned reading.

Why: the seventh round's bound says that knowing the opponent's hand would be
worth about 3 points in two-seat Jolly, and the blunder audit's feeds are
cards that complete a meld hidden in the next player's hand. This records, at
every discard of Expert's heuristic (seat 0) against Strong, the opponent's
true hidden cards and, per card type, what 48 of Expert's built worlds say,
what a uniform deal says, whether the card would let the opponent go out
(truly and in the worlds), and the public history a learned model may use.
``--fit`` / ``--fit-feeds`` (numpy; the system ``python3``) then compare the
readings on a held-out quarter of the matches. A measurement: nothing here
plays (BOTS.md, "Twenty-third round").

    python bench/read_diag.py --variant jolly --matches 200 --seed 8080 --out read.jsonl
    python3 bench/read_diag.py --fit read.jsonl
    python3 bench/read_diag.py --fit-feeds read.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from lanjolly.cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, is_joker

Row = dict[str, Any]


# ----------------------------------------------------------------- recording (the game's venv)
def history(view: Any, opp: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]], int]:
    """The opponent's discards and declined pile tops as (card type, its turn
    number), and its turns so far, read from the public log (the pile rebuilt
    along it, as :func:`lanjolly.bots.inference.evidence` does)."""
    from lanjolly.state import EventKind
    v = view.variant
    disc: list[tuple[int, int]] = []
    decl: list[tuple[int, int]] = []
    pile: list[CardId] = []
    turn, opened, last_own = 0, False, None
    for e in view.log:
        if e.kind in (EventKind.DISCARD, EventKind.TIMEOUT_DISCARD):
            pile.extend(e.cards)
            if e.seat == opp:
                turn += 1
                if e.cards and not is_joker(e.cards[0]):
                    disc.append((card_type(e.cards[0]), turn))
                last_own = e.cards[0] if e.cards else None
        elif e.kind == EventKind.TAKE_DISCARD:
            del pile[len(pile) - max(e.count, len(e.cards)):]
        elif e.kind == EventKind.DRAW_STOCK and e.seat == opp:
            top = pile[-1] if pile else None
            may = opened if v.fanned_discard else True
            if top is not None and top != last_own and not is_joker(top) and may:
                decl.append((card_type(top), turn))
        elif e.kind == EventKind.LAY and e.seat == opp:
            opened = True
        elif e.kind == EventKind.RESHUFFLE:
            pile = []
    return disc, decl, turn


def position_row(state: Any, view: Any, chosen: CardId, worlds: int, rng: random.Random) -> Row:
    """One recorded discard of seat 0: the truth, the readings and the history."""
    from lanjolly.bots.fastpolicy import FastPolicy
    from lanjolly.bots.inference import evidence
    from lanjolly.bots.knowledge import fits, layoff_types, unseen_counts
    from lanjolly.bots.worlds import public_seen, sample_built, turns_had
    from lanjolly.fitmasks import table_meld
    from lanjolly.goingout import going_out_plan
    from lanjolly.infostate import fill_hands, known_hands
    v, opp = view.variant, 1
    known = known_hands(view)
    table = tuple(table_meld(m.cards) for m in view.melds)
    can_take = bool(view.opened[opp] or not v.fanned_discard)
    mine = {card_type(c): c for c in reversed(view.hand)}

    def feeds(hand: Sequence[CardId], c: CardId) -> bool:
        return can_take and going_out_plan(list(hand) + [c], v, table, opened=view.opened[opp],
                                           lay_offs=view.opened[opp], blocked=v.blocked_discards([c])) is not None

    def hidden_types(hand: Sequence[CardId]) -> set[int]:
        return {card_type(c) for c in hand if c not in known[opp]}

    ev, builder, turns, seen = evidence(view, v), FastPolicy(v, 2), turns_had(view), public_seen(view)
    pw, pu = [0] * CARD_TYPES, [0] * CARD_TYPES
    fw = {t: 0 for t in mine}
    for _ in range(worlds):
        hand = sample_built(view, rng, known, ev, builder, turns, seen, 1.0, ()).hands[opp]
        for t in hidden_types(hand):
            pw[t] += 1
        if can_take:
            for t, c in mine.items():
                fw[t] += feeds(hand, c)
        for t in hidden_types(fill_hands(view, rng, known)[0][opp]):
            pu[t] += 1
    truth, known_t = [0] * CARD_TYPES, [0] * CARD_TYPES
    for c in state.hands[opp]:
        if c not in known[opp]:
            truth[card_type(c)] += 1
    for c in known[opp]:
        known_t[card_type(c)] += 1
    disc, decl, turn = history(view, opp)
    unseen = unseen_counts(view, known)
    fit = layoff_types(tuple(m.cards for m in view.melds))
    return {"turn": turn, "opp_n": view.hand_counts[opp], "slots": view.hand_counts[opp] - len(known[opp]),
            "opened": bool(view.opened[opp]), "unseen": unseen, "truth": truth, "known": known_t,
            "pw": [x / worlds for x in pw], "pu": [x / worlds for x in pu], "disc": disc, "decl": decl,
            "fit": [bool(t != JOKER_TYPE and fits(fit, t)) for t in range(CARD_TYPES)],
            "total_unseen": sum(unseen), "can_take": can_take, "chosen": card_type(chosen),
            "feed_true": {str(t): feeds(state.hands[opp], c) for t, c in mine.items()},
            "feed_w": {str(t): x / worlds for t, x in fw.items()}}


def record(variant_name: str, matches: int, seed: int, worlds: int, out: Path) -> None:
    """Play ``matches`` one-round matches (Expert's heuristic against Strong) and write a row per discard."""
    from lanjolly.actions import Discard, PlayerAction
    from lanjolly.arena import deck_order
    from lanjolly.bots.expert import ExpertBot
    from lanjolly.bots.strong import StrongBot
    from lanjolly.driver import BotSeat, rng_chance, run_round
    from lanjolly.match import new_match, start_round
    from lanjolly.variants import preset
    from lanjolly.views import view as view_of

    class Heuristic(ExpertBot):
        def search(self, view: Any, v: Any, options: Any) -> int:
            return 0

    v = preset(variant_name).with_options(target_points=50 if variant_name == "jolly" else 1)
    with out.open("w") as fh:
        for m in range(matches):
            bots = [Heuristic(seed=1, variant=v), StrongBot(seed=2, variant=v)]
            wr = random.Random(f"{seed}/{m}/worlds")

            def hook(state: Any, action: PlayerAction, m: int = m, wr: random.Random = wr) -> PlayerAction | None:
                if isinstance(action, Discard) and action.seat == 0:
                    row = position_row(state, view_of(state, 0), action.card, worlds, wr)
                    fh.write(json.dumps({"m": m, **row}) + "\n")
                return None

            run_round(start_round(new_match(v, 2), deck_order(f"{seed}/{m}", 0)), [BotSeat(b) for b in bots],
                      rng_chance(random.Random(f"{seed}/{m}/chance")),
                      [random.Random(f"{seed}/{m}/bot/{s}") for s in range(2)], max_steps=20000, hook=hook)
            print(f"match {m} done", file=sys.stderr, flush=True)


# ----------------------------------------------------------------- fitting (numpy)
def numpy() -> Any:
    """numpy, which the system ``python3`` has and the game's venv does not (why: the
    game never needs it; only this offline fit does)."""
    import numpy as np  # type: ignore[import-not-found, unused-ignore]
    return np


def features(row: Row, t: int) -> list[float]:
    """What the public history says about card type ``t`` in the opponent's hand."""
    rank, suit = t % 13, t // 13
    joker = t == JOKER_TYPE
    turn = row["turn"]

    def recent(events: list[list[int]], pred: Callable[[int], bool]) -> list[float]:
        hits = [when for (ty, when) in events if pred(ty)]
        return [1.0, math.exp(-(turn - max(hits)) / 3.0)] if hits else [0.0, 0.0]

    def near(d: int) -> Callable[[int], bool]:
        return lambda ty: (not joker and ty != JOKER_TYPE and ty // 13 == suit
                           and (abs(ty % 13 - rank) == d or (d > 0 and {ty % 13, rank} == {0, 13 - d})))

    preds = (lambda ty: ty == t,
             lambda ty: not joker and ty != JOKER_TYPE and ty % 13 == rank and ty // 13 != suit,
             near(1), near(2))
    known = row["known"]
    f = [x for events in (row["disc"], row["decl"]) for pred in preds for x in recent(events, pred)]
    if joker:
        f += [0.0, 0.0, 0.0]
    else:
        f += [float(sum(known[s * 13 + rank] for s in range(4) if s != suit) > 0),
              float(sum(known[suit * 13 + (rank + d) % 13] for d in (-1, 1)) > 0),
              float(sum(known[suit * 13 + (rank + d) % 13] for d in (-2, 2)) > 0)]
    fit, opened = float(row["fit"][t]), float(row["opened"])
    f += [fit * opened, fit * (1 - opened), float(joker), opened, min(turn, 20) / 20.0]
    f += [(rank + 1) / 13.0 if not joker else 0.0]
    return f


def logistic(X: Any, y: Any, train: Any) -> Any:
    """Ridge logistic regression by Newton's method, fitted on ``train``; the
    predicted chance for every row. The last column of ``X`` may be an offset."""
    np = numpy()
    Xb = np.hstack([X, np.ones((len(X), 1))])
    w = np.zeros(Xb.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-np.clip(Xb[train] @ w, -30, 30)))
        grad = Xb[train].T @ (p - y[train]) + w
        hess = (Xb[train] * (p * (1 - p))[:, None]).T @ Xb[train] + np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return 1 / (1 + np.exp(-np.clip(Xb @ w, -30, 30)))


def log_loss(p: Any, y: Any, mask: Any) -> float:
    np = numpy()
    p = np.clip(p, 1e-3, 1 - 1e-3)
    return round(float(-np.mean(y[mask] * np.log(p[mask]) + (1 - y[mask]) * np.log(1 - p[mask]))), 4)


def auc(p: Any, y: Any, mask: Any) -> float:
    """The chance that a random positive row scores above a random negative one."""
    np = numpy()
    s, lab = p[mask], y[mask]
    ranks = np.empty(len(s))
    ranks[np.argsort(s, kind="mergesort")] = np.arange(1, len(s) + 1)
    npos = lab.sum()
    return round(float((ranks[lab == 1].sum() - npos * (npos + 1) / 2) / max(npos * (len(lab) - npos), 1)), 3)


def fit_holds(rows: list[Row]) -> dict[str, Any]:
    """Does the opponent hold a copy of each unseen type: uniform deal, worlds, learned."""
    np = numpy()
    X, y, pw, pu, grp = [], [], [], [], []
    for r in rows:
        if r["slots"] <= 0:
            continue
        for t in range(CARD_TYPES):
            n = r["unseen"][t]
            if n <= 0:
                continue
            free, slots = r["total_unseen"], r["slots"]
            none = math.prod(max(free - slots - i, 0) / (free - i) for i in range(n))
            uniform = min(max(1 - none, 1e-3), 1 - 1e-3)
            X.append(features(r, t) + [math.log(uniform / (1 - uniform))])
            y.append(1.0 if r["truth"][t] > 0 else 0.0)
            pw.append(r["pw"][t])
            pu.append(uniform)
            grp.append(r["m"])
    y_a, g = np.array(y), np.array(grp)
    test = g % 4 == 0
    learned = logistic(np.array(X), y_a, ~test)
    worlds = (np.array(pw) * 48 + np.array(pu) * 2) / 50      # 48 samples: shrunk a little toward uniform
    return {"positions": len(rows), "samples": len(y), "held_out": int(test.sum()),
            "log_loss_held_out": {"uniform": log_loss(np.array(pu), y_a, test),
                                  "worlds": log_loss(worlds, y_a, test), "learned": log_loss(learned, y_a, test)}}


def fit_feeds(rows: list[Row]) -> dict[str, Any]:
    """Would each card of the hand let the next player go out: worlds against learned."""
    np = numpy()
    X, y, fw, grp, pos, chosen = [], [], [], [], [], []
    for i, r in enumerate(rows):
        if not r.get("can_take"):
            continue
        for ts, lab in r["feed_true"].items():
            t, n = int(ts), r["opp_n"]
            q = min(max(r["feed_w"][ts], 0.01), 0.99)
            X.append(features(r, t) + [float(n <= 4), float(5 <= n <= 7), float(8 <= n <= 10), float(n >= 11),
                                       math.log(q / (1 - q))])
            y.append(1.0 if lab else 0.0)
            fw.append(r["feed_w"][ts])
            grp.append(r["m"])
            pos.append(i)
            chosen.append(t == r["chosen"])
    X_a, y_a, fw_a, pos_a, ch_a = np.array(X), np.array(y), np.array(fw), np.array(pos), np.array(chosen)
    test = np.array(grp) % 4 == 0
    learned, alone = logistic(X_a, y_a, ~test), logistic(X_a[:, :-1], y_a, ~test)
    safe = {"spots": 0, "policy": 0, "worlds": 0, "learned": 0}
    for i in sorted(set(pos_a[test].tolist())):
        m = pos_a == i
        lab = y_a[m]
        if lab.min() == 1 or lab.max() == 0:
            continue            # no choice: every card feeds, or none does
        safe["spots"] += 1
        safe["policy"] += int(ch_a[m].any() and lab[ch_a[m]].max() == 0)
        safe["worlds"] += int(lab[np.argmin(fw_a[m])] == 0)
        safe["learned"] += int(lab[np.argmin(learned[m])] == 0)
    return {"positions": len(set(pos)), "samples": len(y), "feed_rate": round(float(y_a.mean()), 4),
            "auc_held_out": {"worlds": auc(fw_a, y_a, test), "learned": auc(learned, y_a, test),
                             "learned_without_worlds": auc(alone, y_a, test)},
            "safe_card_thrown_held_out": safe}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="jolly")
    p.add_argument("--matches", type=int, default=200)
    p.add_argument("--seed", type=int, default=8080)
    p.add_argument("--worlds", type=int, default=48)
    p.add_argument("--out", type=Path, default=Path("read.jsonl"))
    p.add_argument("--fit", type=Path, nargs="+", help="recorded files: the holding readings compared")
    p.add_argument("--fit-feeds", type=Path, nargs="+", help="recorded files: the feed readings compared")
    a = p.parse_args(argv)
    paths = a.fit or a.fit_feeds
    if paths:
        # The held-out quarter is by match number: match m of every file is in the same quarter.
        rows = [json.loads(line) for path in paths for line in path.open()]
        print(json.dumps((fit_holds if a.fit else fit_feeds)(rows), indent=1))
    else:
        record(a.variant, a.matches, a.seed, a.worlds, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
