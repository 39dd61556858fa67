"""Ctrl-C ends a headless host cleanly (exit 0, no traceback)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_stops_the_host_cleanly(tmp_path):
    env = dict(os.environ, LANJOLLY_NO_DISCOVERY="1", LANJOLLY_DATA_DIR=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "lanjolly", "host", "--bind", "127.0.0.1", "--port", "0",
                             "--seats", "2", "--no-discovery"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        first = proc.stdout.readline()
        assert "listening on 127.0.0.1:" in first, first + proc.stderr.read()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
