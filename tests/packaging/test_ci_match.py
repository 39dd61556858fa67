"""packaging/ci_match.py, the hosted CI's match check, works here through the installed command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_match_plays_one_match_through_the_lanjolly_command(tmp_path: Path) -> None:
    env = dict(os.environ, LANJOLLY_DATA_DIR=str(tmp_path), LANJOLLY_NO_DISCOVERY="1")
    lanjolly = str(Path(sys.executable).parent / "lanjolly")
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "ci_match.py"), lanjolly], env=env,
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "host: LAN Jolly table" in proc.stdout and "match over:" in proc.stdout
