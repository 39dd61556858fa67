"""The one command-line entry, ``lanjolly``: the only module that wires the layers.

Each subcommand's implementation lives with its layer (the protocol's host and
join, discovery's table list, the engine's tournament runner, the Qt client);
this module only parses the first word and hands the rest of the command line
over, importing each layer lazily so that ``lanjolly sim`` never loads Qt and
``lanjolly --help`` stays fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Callable, Sequence

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    # name: (module:function, one-line help)
    "host": ("protocol.cli_host:main_host", "run a headless table host (does not play)"),
    "join": ("protocol.cli_join:main_join", "join a table as a headless bot client"),
    "tables": ("protocol.discovery.cli:main_tables", "list tables announced on the LAN"),
    "sim": ("lanjolly.sim:main_sim", "bot tournament on duplicate deals"),
    "duplicate": ("protocol.cli_duplicate:main_duplicate", "run or join a duplicate event, or play a board set alone"),
    "verify": ("protocol.verify:main_verify", "re-check a saved round record or a whole duplicate event offline"),
    "client": ("ui.app:main_client", "start the game window (the default)"),
}


def _load(target: str) -> Callable[[list[str]], int]:
    """The subcommand's entry function.

    Only a missing optional layer (the module itself, e.g. ``ui`` without
    PySide6 installed) means "not available in this build"; any other
    ImportError is a real bug and is raised with its own traceback.
    """
    module_name, func_name = target.split(":")
    import importlib
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if e.name is None or not (module_name == e.name or module_name.startswith(e.name + ".")
                                  or e.name.split(".")[0] in OPTIONAL_DEPENDENCIES):
            raise
        missing = e.name

        def unavailable(argv: list[str]) -> int:
            print(f"lanjolly: this command is not available in this build ({missing} is not installed)",
                  file=sys.stderr)
            return 2
        return unavailable
    func: Callable[[list[str]], int] = getattr(module, func_name)
    return func


OPTIONAL_DEPENDENCIES = frozenset({"PySide6", "zeroconf"})   # a build may leave these out


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
        return int(_load(SUBCOMMANDS[head][0])(rest) or 0)
    if any(a in ("-h", "--help") for a in args):
        build_parser().print_help()
        return 0
    if head is not None and not head.startswith("lanjolly://"):
        build_parser().print_usage(sys.stderr)
        print(f"lanjolly: unknown command {head!r}", file=sys.stderr)
        return 2
    return int(_load(SUBCOMMANDS["client"][0])(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
