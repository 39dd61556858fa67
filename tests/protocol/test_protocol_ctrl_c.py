"""Ctrl-C ends a headless host cleanly (exit 0, no traceback)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOST_ARGS = ["--bind", "127.0.0.1", "--port", "0", "--seats", "2", "--no-discovery"]

# The host as on Windows: the Proactor event loop has no add_signal_handler.
AS_ON_WINDOWS = """
import sys
from asyncio import unix_events

def refuse(self, sig, callback, *args):
    raise NotImplementedError   # what ProactorEventLoop.add_signal_handler does

unix_events._UnixSelectorEventLoop.add_signal_handler = refuse
from protocol.cli_host import main_host
sys.exit(main_host(sys.argv[1:]))
"""


def _interrupted(command: list[str], data_dir: Path) -> tuple[int, str]:
    """Start a host, press Ctrl-C once it listens; its exit status and stderr."""
    env = dict(os.environ, LANJOLLY_NO_DISCOVERY="1", LANJOLLY_DATA_DIR=str(data_dir))
    proc = subprocess.Popen(command, cwd=ROOT, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        first = proc.stdout.readline()
        assert "listening on 127.0.0.1:" in first, first + proc.stderr.read()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    return proc.returncode, err


def test_ctrl_c_stops_the_host_cleanly(tmp_path):
    code, err = _interrupted([sys.executable, "-m", "lanjolly", "host", *HOST_ARGS], tmp_path)
    assert code == 0, err
    assert "Traceback" not in err


def test_ctrl_c_stops_the_host_cleanly_without_loop_signal_handlers(tmp_path):
    """Ctrl-C still ends the host through its clean shutdown (exit 0), not a cancelled task (130)."""
    code, err = _interrupted([sys.executable, "-c", AS_ON_WINDOWS, *HOST_ARGS], tmp_path)
    assert code == 0, err
    assert "Traceback" not in err
