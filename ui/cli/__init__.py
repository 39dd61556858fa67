"""The one command-line entry, ``lanjolly``: the only place that wires the layers.

It lives on the user's side (``ui``, the one layer allowed to import both ``protocol`` and
``lanjolly``), not in the pure engine. Each subcommand's implementation lives with its layer
(the protocol's host, join and verify, discovery's table list, the tournament runner in
:mod:`ui.cli.sim`, the Qt client); this module parses the first word and hands the rest of
the command line over. Every layer is imported inside the function that runs it, so that
``lanjolly sim`` never loads Qt and ``lanjolly --help`` loads nothing but argparse.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Callable, Sequence

Runner = Callable[[list[str]], int]


def _host() -> Runner:
    from protocol import main_host
    return main_host


def _join() -> Runner:
    from protocol import main_join
    return main_join


def _tables() -> Runner:
    from protocol.discovery import main_tables
    return main_tables


def _sim() -> Runner:
    from .sim import main_sim
    return main_sim


def _duplicate() -> Runner:
    from protocol import main_duplicate
    return main_duplicate


def _verify() -> Runner:
    from protocol import main_verify
    return main_verify


def _client() -> Runner:
    from ..app import main_client
    return main_client


SUBCOMMANDS: dict[str, tuple[Callable[[], Runner], str]] = {
    # name: (loader of the entry function, one-line help)
    "host": (_host, "run a headless table host (does not play)"),
    "join": (_join, "join a table as a headless bot client"),
    "tables": (_tables, "list tables announced on the LAN"),
    "sim": (_sim, "bot tournament on duplicate deals"),
    "duplicate": (_duplicate, "run or join a duplicate event, or play a board set alone"),
    "verify": (_verify, "re-check a saved round record or a whole duplicate event offline"),
    "client": (_client, "start the game window (the default)"),
}

OPTIONAL_DEPENDENCIES = frozenset({"PySide6", "zeroconf"})   # a build may leave these out


def _load(command: str) -> Runner:
    """The subcommand's entry function.

    Only a missing optional dependency (e.g. PySide6 not installed) means "not available in
    this build"; any other ImportError is a real bug and is raised with its own traceback.
    """
    try:
        return SUBCOMMANDS[command][0]()
    except ModuleNotFoundError as e:
        if e.name is None or e.name.split(".")[0] not in OPTIONAL_DEPENDENCIES:
            raise
        missing = e.name

        def unavailable(argv: list[str]) -> int:
            print(f"lanjolly: this command is not available in this build ({missing} is not installed)",
                  file=sys.stderr)
            return 2
        return unavailable


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lanjolly",
        description="LAN Jolly: Jolly and Rommé for friends on one local network. "
                    "With no command it opens the game window.",
        epilog="Run 'lanjolly COMMAND --help' for a command's options. "
               "A 'lanjolly://host:port?fp=...' invite link may be given instead of a command.")
    parser.add_argument("--no-discovery", action="store_true",
                        help="never use mDNS/zeroconf (same as LANJOLLY_NO_DISCOVERY=1)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, help_text) in SUBCOMMANDS.items():
        sub.add_parser(name, help=help_text, add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--no-discovery" in args:
        # valid before or after any command (the README promises it everywhere); the
        # environment variable reaches every layer, so it is taken off the command line
        os.environ["LANJOLLY_NO_DISCOVERY"] = "1"
        args = [a for a in args if a != "--no-discovery"]
    head = next((a for a in args if not a.startswith("-")), None)
    if head in SUBCOMMANDS:
        i = args.index(head)
        rest = args[:i] + args[i + 1:]
        return int(_load(head)(rest) or 0)
    if any(a in ("-h", "--help") for a in args):
        build_parser().print_help()
        return 0
    if head is not None and not head.startswith("lanjolly://"):
        build_parser().print_usage(sys.stderr)
        print(f"lanjolly: unknown command {head!r}", file=sys.stderr)
        return 2
    return int(_load("client")(args) or 0)
