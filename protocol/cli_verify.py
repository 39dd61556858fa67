"""``lanjolly verify``: saved round records, a whole duplicate event, or a board-set result, offline.

The one command over the three kinds of file; each check is its module's
(:mod:`protocol.verify` a round record, :mod:`protocol.eventverify` an event,
:mod:`protocol.solo` a board set alone), so none of them imports the others.
"""

from __future__ import annotations

import argparse
import sys

from .eventverify import is_event_path, verify_event
from .recordcheck import MAX_BYTES, MAX_DEPTH
from .solo import is_solo_path, verify_solo
from .verify import verify_record


def main_verify(argv: list[str]) -> int:
    """``lanjolly verify RECORD...``: exit 0 only if every record proves its whole round.

    A duplicate event's folder (or its ``event.json``) is checked whole (``eventverify``); a solo
    board-set result replays from its code (``solo``)."""
    parser = argparse.ArgumentParser(
        prog="lanjolly verify", description="Re-check saved round records, a whole duplicate event (its "
                                            "folder) or a board-set result, offline.",
        epilog="Exit status: 0 every record proves its whole round (an event or a board set: every board "
               "checks out); 1 a record does not (its reason is printed); 2 a file could not be read as a "
               f"round record (missing, over {MAX_BYTES:,} bytes, nested over {MAX_DEPTH} levels, not JSON) "
               "or wrong arguments.")
    parser.add_argument("records", nargs="+", help="round record files (JSON), event folders, board-set results")
    args = parser.parse_args(argv)
    status = 0
    for path in args.records:
        if is_event_path(path) or is_solo_path(path):
            other = verify_event(path) if is_event_path(path) else verify_solo(path)
            print(f"{path}: {other}", file=sys.stdout if other.ok else sys.stderr)
            status = max(status, 0 if other.ok else 1)
            continue
        report = verify_record(path)
        print(f"{path}: {report}", file=sys.stdout if report.ok else sys.stderr)
        status = max(status, 0 if report.ok else 1 if report.readable else 2)
    return status
