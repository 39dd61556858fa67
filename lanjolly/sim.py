"""Bot tournaments with duplicate deals: the play and the statistics (pure: no I/O).

Every deal (a seed for all deck orders and reshuffles of one match) is played
once per distinct rotation of the seat list, so each bot sits in each seat
with the same cards and luck cancels. Win shares get a 95% confidence
interval clustered by deal (the rotations of one deal are not independent).
Per-deal seeds are derived from the master seed, so results are identical
however the deals are spread over processes. The command line (``lanjolly
sim``: arguments, worker processes, the progress bar) is :mod:`ui.cli.sim`;
the matches themselves are played in :mod:`lanjolly.arena`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from .arena import MatchRecord, play_match
from .audit import KINDS, SEEN, Auditor
from .bots import make_bot
from .variants import Variant

# variant, seats, master seed, deal number, whether to run the blunder audit (lanjolly.audit)
DealTask = tuple[Variant, tuple[str, ...], int, int, bool]


@dataclass(frozen=True)
class DealResult:
    """Per bot name: (match win share, sum of match points, match count,
    sum of round points, round count) over all rotations of one deal."""

    per_bot: dict[str, tuple[float, float, int, float, int]]
    rounds: int
    # Per bot name: blunders of each kind of the audit, the turns watched and, as ``feed_seen``,
    # the feeds whose danger was in plain sight (``--audit``; lanjolly.audit).
    blunders: dict[str, dict[str, int]] | None = None


def rotations(seats: Sequence[str]) -> list[tuple[str, ...]]:
    """Distinct rotations of the seat list (a,b,a,b has two, not four)."""
    out: list[tuple[str, ...]] = []
    for r in range(len(seats)):
        rot = tuple(seats[(i + r) % len(seats)] for i in range(len(seats)))
        if rot not in out:
            out.append(rot)
    return out


def play_deal(args: DealTask) -> DealResult:
    variant, seats, seed, deal, audit = args
    deal_seed = f"{seed}/{deal}"
    acc: dict[str, list[float]] = {name: [0.0, 0.0, 0, 0.0, 0] for name in seats}
    blunders: dict[str, dict[str, int]] = {name: {k: 0 for k in (*KINDS, SEEN, "turns")} for name in seats}
    rounds = 0
    for r, rot in enumerate(rotations(seats)):
        bots = [make_bot(name, seed=deal * 31 + s, variant=variant) for s, name in enumerate(rot)]
        auditor = Auditor(len(rot)) if audit else None
        rec: MatchRecord = play_match(variant, bots, deal_seed, f"{deal_seed}/rot{r}", auditor=auditor)
        if auditor is not None:
            for s, name in enumerate(rot):
                for k, n in auditor.blunders[s].items():
                    blunders[name][k] += n
                blunders[name]["turns"] += auditor.turns[s]
                blunders[name][SEEN] += auditor.seen_feeds[s]
        rounds += len(rec.rounds)
        for s, name in enumerate(rot):
            a = acc[name]
            a[0] += (1.0 / len(rec.winners)) if s in rec.winners else 0.0
            a[1] += rec.totals[s]
            a[2] += 1
            pts = [x for x in (p[s] for p in rec.rounds) if x is not None]
            a[3] += sum(pts)
            a[4] += len(pts)
    return DealResult({k: (v[0], v[1], int(v[2]), v[3], int(v[4])) for k, v in acc.items()}, rounds,
                      blunders if audit else None)


def audit_summary(results: Sequence[DealResult], names: Sequence[str]) -> list[dict[str, Any]]:
    """Per bot name: blunders of each kind and per 100 turns (the blunder audit, lanjolly.audit),
    and the feeds whose danger was in plain sight (``feeds_seen``; none in records made before
    the audit counted them: ``feeds_seen_deals`` says how many deals did, and the rate is over
    their turns)."""
    out = []
    for name in names:
        tot = {k: 0 for k in (*KINDS, SEEN, "turns")}
        counted = seen_turns = 0
        for res in results:
            mine = (res.blunders or {}).get(name, {})
            if SEEN in mine:
                counted += 1
                seen_turns += mine.get("turns", 0)
            for k, n in mine.items():
                tot[k] += n
        turns, seen = tot.pop("turns"), tot.pop(SEEN)
        per100 = {k: round(100.0 * n / turns, 3) if turns else 0.0 for k, n in tot.items()}
        out.append({"name": name, "turns": turns, "blunders": tot,
                    "per_100_turns": round(100.0 * sum(tot.values()) / turns, 3) if turns else 0.0,
                    "per_100_turns_by_kind": per100, "feeds_seen": seen, "feeds_seen_deals": counted,
                    "feeds_seen_per_100_turns": round(100.0 * seen / seen_turns, 3) if seen_turns else 0.0})
    return out


def summarise(results: Sequence[DealResult], names: Sequence[str], seats: Sequence[str]) -> list[dict[str, Any]]:
    """Per bot name: match win share with a deal-clustered 95% CI, mean points."""
    out = []
    n = len(results)
    for name in names:
        share_by_deal = []
        mp = mc = rp = rc = 0.0
        for res in results:
            w, pts, m, rpts, r = res.per_bot[name]
            # Share of the matches of this deal won by this bot name (over all its seats).
            matches = m / seats.count(name)
            share_by_deal.append(w / matches if matches else 0.0)
            mp += pts
            mc += m
            rp += rpts
            rc += r
        mean = sum(share_by_deal) / n if n else 0.0
        if n > 1:
            var = sum((x - mean) ** 2 for x in share_by_deal) / (n - 1)
            half = 1.96 * math.sqrt(var / n)
        else:
            half = float("nan")
        out.append({"name": name, "win_share": round(mean, 4),
                    "ci95": [round(mean - half, 4), round(mean + half, 4)],
                    "mean_match_points": round(mp / mc, 2) if mc else 0.0,
                    "mean_round_points": round(rp / rc, 3) if rc else 0.0})
    return out


def deal_tasks(variant: Variant, seats: Sequence[str], matches: int, seed: int,
               audit: bool = False) -> list[DealTask]:
    """One task per duplicate deal, in order (each picklable, for worker processes)."""
    return [(variant, tuple(seats), seed, d, audit) for d in range(matches)]


def summary(variant: Variant, seats: Sequence[str], seed: int, results: Sequence[DealResult],
            elapsed: float) -> dict[str, Any]:
    """The JSON-ready summary of played deals (``elapsed`` seconds: the only timing field);
    with the blunder audit's counts when the deals were audited."""
    rounds = sum(r.rounds for r in results)
    names = list(dict.fromkeys(seats))
    played = sum(len(rotations(seats)) for _ in results)
    out = {"variant": variant.name, "seed": seed, "matches": played, "rounds": rounds,
           "rounds_per_s": round(rounds / elapsed, 2) if elapsed > 0 else 0.0,
           "bots": summarise(results, names, seats)}
    if any(r.blunders is not None for r in results):
        out["audit"] = audit_summary(results, names)
    return out
