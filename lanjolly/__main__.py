"""``python -m lanjolly``: the same command as ``lanjolly``, whose entry is :mod:`ui.cli`.

This forwarder is the one module of the engine package that reaches another layer (an
import-linter exception named in pyproject.toml); importing ``lanjolly`` never loads it.
"""

import sys

from ui.cli import main

if __name__ == "__main__":  # not when a spawned worker process imports it
    sys.exit(main())
