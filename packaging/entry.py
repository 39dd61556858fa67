"""The frozen app's entry point: the same ``lanjolly`` command as ``pip install`` makes."""

import sys

from ui.cli import main

if __name__ == "__main__":
    sys.exit(main())
