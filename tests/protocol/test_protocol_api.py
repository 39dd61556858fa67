"""``protocol``'s public API: every advertised name resolves, lazily (issue 16 item 4)."""

from __future__ import annotations

import subprocess
import sys

import protocol


def test_every_public_name_resolves():
    for name in protocol.__all__:
        assert getattr(protocol, name) is not None, name


def test_importing_protocol_loads_no_transport():
    code = "import sys, protocol; print('protocol.server' in sys.modules, 'ssl' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]
