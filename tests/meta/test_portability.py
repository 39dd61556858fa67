"""The code guests run has no unguarded POSIX-only (or Windows-only) call (tests/meta/portability.py).

Scanned: everything the client, the host and the command-line tools import
(``lanjolly``, ``protocol``, ``ui``) and the frozen app's entry. Not scanned: the
Linux packaging scripts, the benches and the tests, which run on Linux only.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.meta.portability import scan_source, scan_tree

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("lanjolly", "protocol", "ui")


def test_no_unguarded_system_specific_call_in_the_shipped_code() -> None:
    findings = scan_tree(ROOT, SHIPPED, ("packaging/entry.py",))
    assert not findings, "guard these or say why they are portable:\n" + "\n".join(map(str, findings))


@pytest.mark.parametrize("snippet", [
    "import fcntl",
    "import resource",
    "from termios import tcgetattr",
    "import winreg",
    "import os\nos.fork()",
    "import os\nuid = os.getuid()",
    "import signal\nsignal.signal(signal.SIGTERM, print)",
    "import signal\nsig = signal.SIGKILL",
    "loop.add_signal_handler(2, print)",
    "loop.add_reader(fd, print)",
    "import os\nos.chmod(p, 0o600)",
    "p.chmod(0o600)",
    "p.mkdir(parents=True, mode=0o700)",
    "import os\nfd = os.open(p, os.O_CREAT, 0o600)",
    "import socket\ns = socket.socket(socket.AF_UNIX)",
    "import socket\ns.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)",
    "name = path.split('/')[-1]",
    "f = open(folder + '/records/x.json')",
    "p = Path(f'{base}/key.pem')",
    "where = '/'.join(parts)",
    "tmp = '/tmp/lanjolly'",
    "import os\nhome = os.environ['HOME']",
    "import locale\nlocale.setlocale(locale.LC_ALL, 'de_DE.UTF-8')",
    "import time\ntime.strftime('%-d %B')",
])
def test_the_scan_finds(snippet: str) -> None:
    assert scan_source(snippet), f"not found: {snippet!r}"


@pytest.mark.parametrize("snippet", [
    "import sys\nif sys.platform != 'win32':\n    import fcntl",
    "import os\nif os.name == 'posix':\n    os.chmod(p, 0o600)\nelse:\n    restrict(p)",
    "try:\n    import resource\nexcept ImportError:\n    resource = None",
    "try:\n    loop.add_signal_handler(2, print)\nexcept NotImplementedError:\n    pass",
    "import os\nok = os.name == 'posix' and os.getuid() == 0",
    "import os\nif hasattr(os, 'fork'):\n    os.fork()",
    "where = '/'.join(parts)  # portable: a JSON pointer, not a file path",
    "p = Path(folder) / 'records' / name",
    "url = 'lanjolly://host:47474'",
])
def test_the_scan_accepts_guarded_code(snippet: str) -> None:
    assert scan_source(snippet) == []


@pytest.mark.slow
@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_the_packages_type_check_as_on(platform: str, tmp_path: Path) -> None:
    """mypy --strict with Windows' or macOS's standard library: a call that does not exist there
    (``os.getuid``, ``signal.SIGKILL``) fails here, and the Windows-only code (protocol/winacl.py,
    unreachable for a Linux check) is type-checked at all."""
    pytest.importorskip("mypy", reason="mypy is in the test extras; `make test` installs it")
    res = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--platform", platform, "--cache-dir",
                          str(tmp_path), *SHIPPED], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stdout + res.stderr
