"""``lanjolly tables``: what a terminal user (or a script, with ``--json``) sees on the LAN."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from typing import Sequence, TextIO

from .browse import TableBrowser
from .errors import DiscoveryError
from .links import format_host_port

COLUMNS = ("name", "host", "address", "port", "variant", "target", "seats_taken", "seats",
           "state", "privacy", "fingerprint", "blind")


async def list_tables(timeout: float = 1.5, *, interface: str | None = None,
                      enabled: bool = True) -> list[dict[str, object]]:
    """Browse for ``timeout`` seconds and return every table seen, one dict each.

    Raises DiscoveryDisabled / DiscoveryUnavailable like the browser does.
    """
    return (await survey(timeout, interface=interface, enabled=enabled))[0]


async def survey(timeout: float = 1.5, *, interface: str | None = None,
                 enabled: bool = True) -> tuple[list[dict[str, object]], dict[str, str]]:
    """:func:`list_tables`, and the adverts seen but skipped: service name -> why (PROTOCOL.md §15.2)."""
    browser = TableBrowser(interface=interface, enabled=enabled)
    await browser.start()
    try:
        await asyncio.sleep(timeout)  # a listing is a time-boxed snapshot, not a wait on an event
        with contextlib.suppress(asyncio.TimeoutError):
            await browser.settle(1.0)  # finish resolving what answered late
        return [entry.to_dict() for entry in browser.tables()], dict(sorted(browser.ignored.items()))
    finally:
        await browser.close()


def format_skipped(skipped: dict[str, str]) -> str:
    """One line per advert that was seen but not listed, with the reason."""
    if not skipped:
        return "No adverts were skipped."
    return "\n".join(f"skipped {name}: {why}" for name, why in skipped.items())


def format_tables(tables: list[dict[str, object]]) -> str:
    """A fixed-width table for humans; the fingerprint is shortened to its first 12 digits."""
    if not tables:
        return "No tables found on the local network."
    head = ["NAME", "HOST", "ADDRESS", "GAME", "TARGET", "SEATS", "STATE", "ACCESS", "KEY"]
    def row(t: dict[str, object]) -> list[str]:
        key = str(t["fingerprint"])[:12] + ("  (KEY CHANGED!)" if t.get("pin_mismatch") else "")
        return [str(t["name"]), str(t["host"]),
                format_host_port(str(t["address"] or "?"), int(str(t["port"]))),
                str(t["variant"]), str(t["target"]), f"{t['seats_taken']}/{t['seats']}",
                str(t["state"]), str(t["privacy"]) + (", hidden from host" if t.get("blind") else ""), key]
    rows = [row(t) for t in tables]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip()
                     for row in [head, *rows])


def main_tables(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Entry point for ``lanjolly tables [--json] [--verbose] [--timeout S] [--interface IF]``; returns an exit code."""
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="lanjolly tables", description="List tables on the local network.")
    parser.add_argument("--json", action="store_true", help="print JSON (one list of objects)")
    parser.add_argument("--timeout", type=float, default=1.5, help="seconds to listen (default 1.5)")
    parser.add_argument("--interface", default=None, help="network interface name or address")
    parser.add_argument("--no-discovery", action="store_true", help="do not use multicast at all")
    parser.add_argument("--verbose", action="store_true",
                        help="also say which adverts were seen but skipped, and why (to stderr)")
    args = parser.parse_args(argv)
    try:
        tables, skipped = asyncio.run(survey(args.timeout, interface=args.interface,
                                             enabled=not args.no_discovery))
    except DiscoveryError as exc:
        print(f"lanjolly tables: {exc}", file=sys.stderr)
        return 2
    if args.json:
        keep = (*COLUMNS, "pin_mismatch", "table_id")
        json.dump([{k: t[k] for k in keep} for t in tables], out, indent=2)
        out.write("\n")
    else:
        print(format_tables(tables), file=out)
    if args.verbose:
        print(format_skipped(skipped), file=sys.stderr)
    return 0
