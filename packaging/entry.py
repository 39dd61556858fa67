"""The frozen program's entry point: the same ``lanjolly`` command as ``pip install`` makes."""

import multiprocessing
import sys

from ui.cli import main

if __name__ == "__main__":
    # `sim --jobs N` spawns its workers on Windows and macOS (and with
    # LANJOLLY_START_METHOD=spawn anywhere): a frozen app starts them as copies of
    # itself, and this call turns such a copy into the worker instead of the game.
    multiprocessing.freeze_support()
    sys.exit(main())
