"""``lanjolly duplicate --solo CODE`` (or ``--daily``) headless, and ``--compare FILE...`` (PROTOCOL.md §18.8).

Headless, a bot of ``--bot`` plays the player's seat: the result file is the
bots' own reference score for the board set, which friends may compare with
theirs. The Qt client plays the same table with a person in that seat.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from lanjolly.duplicate import decimal
from lanjolly.variants import preset

from .cli_join import run_bot_client
from .client import TableClient
from .datadir import resolve_data_dir
from .identity import Identity, load_or_create_identity
from .server import Host
from .solo import clean_code, compare, daily_code, read_result, solo_result, solo_table


def result_name(code: str, nick: str) -> str:
    """A file name for a result, safe on every system (the code and name are the user's)."""
    safe = re.sub(r"[^a-z0-9-]+", "_", f"{clean_code(code)}-{nick.lower()}")[:60].strip("_") or "result"
    return f"solo-{safe}.json"


async def play_solo(code: str, a: argparse.Namespace, identity: Identity, nick: str) -> dict[str, Any]:
    variant = preset(a.variant).with_options(knock=True) if a.knock else preset(a.variant)
    table = solo_table(code, variant, a.seats, a.boards, a.bots, identity.fingerprint, nick)
    host = Host(table.config, identity, table=table.table)
    _, port = await host.start("127.0.0.1", 0)
    client = TableClient("127.0.0.1", port, nick=nick, identity=identity, data_dir=a.data_dir, records=False)
    try:
        await client.connect()
        await run_bot_client(client, a.bot, random.Random(0), quiet=True)
    finally:
        await client.close()
        await host.close()
    return solo_result(table, code, nick)


def print_comparison(results: list[dict[str, Any]]) -> None:
    sheet = compare(results)
    print(f"board set {results[0]['code']!r}: {len(results)} results")
    for st in sheet.standings():
        print(f"  {st.rank}. {sheet.name(st.place)}: {st.matchpoints}/{st.top} matchpoints "
              f"({decimal(st.percent)}%), difference {decimal(st.diff)}")


def main_solo(a: argparse.Namespace) -> int:
    if a.compare:
        try:
            results = [read_result(p) for p in a.compare]
            print_comparison(results)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"lanjolly duplicate: {exc}", file=sys.stderr)
            return 3
        return 0
    try:
        code = clean_code(daily_code() if a.daily else a.solo)
    except ValueError as exc:
        print(f"lanjolly duplicate: {exc}", file=sys.stderr)
        return 2
    data_dir = resolve_data_dir(a.data_dir)
    identity = load_or_create_identity(data_dir)
    nick = a.nick or f"{a.bot} bot"
    rec = asyncio.run(play_solo(code, a, identity, nick))
    out = Path(a.out) if a.out else data_dir / "solo"
    out.mkdir(parents=True, exist_ok=True)
    path = out / result_name(code, nick)
    path.write_text(json.dumps(rec), encoding="utf-8")
    print(f"board set {code!r}: " + ", ".join(f"board {p['board'] + 1} {p['points'][0]}" for p in rec["played"]))
    print(f"wrote {path}")
    return 0
