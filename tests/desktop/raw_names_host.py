"""A host that sends names as typed, as a hostile host may: ``python -m tests.desktop.raw_names_host ARGS``.

An honest host cleans every nickname (PROTOCOL.md §16.5: no markup, so
``<b>victim</b>`` becomes ``victim``); a hostile host sends whatever names it
likes, and every client must still show them as plain text. This is the real
``lanjolly host`` (same arguments) with the host's cleaning replaced by a cut to
its length limit, so a nickname with tags reaches every client as it was typed.
The table's name (``--name``) and the host's nickname (``--host-nick``) are the
operator's own and go out as given anyway. Nothing of this is in the shipped game.
"""

from __future__ import annotations

import sys

import protocol.session


def _as_typed(requested: str, limit: int) -> str:
    return requested[:limit]


if __name__ == "__main__":
    protocol.session.clean_name = _as_typed          # type: ignore[assignment]
    from protocol.cli_host import main_host
    sys.exit(main_host(sys.argv[1:]))
