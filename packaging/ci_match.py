"""One headless match through a built game, on any system: the hosted CI's smoke check.

``python packaging/ci_match.py COMMAND...`` starts ``COMMAND host`` on 127.0.0.1 with a
port the system picks, waits for the line in which the host says where it listens (it
prints it once its socket accepts connections: that line, not a sleep, is the wait), then
``COMMAND join`` plays a one-round match with a bot against the host's bot. Exit status 0
when both ended well. COMMAND is e.g. ``dist/lanjolly/lanjolly.exe`` or
``venv/bin/lanjolly``. Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import re
import subprocess
import sys

HOST_ARGS = ["host", "--no-discovery", "--bind", "127.0.0.1", "--port", "0", "--seats", "2", "--bots", "easy",
             "--variant", "romme", "--target", "1", "--turn-seconds", "0", "--exit-when-done"]


def main(command: list[str]) -> int:
    host = subprocess.Popen([*command, *HOST_ARGS], stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        port = None
        for line in host.stdout:
            print(f"host: {line.rstrip()}", flush=True)
            found = re.search(r"listening on [^ ]+:(\d+)", line)
            if found:
                port = found.group(1)
                break
        if port is None:
            print(f"the host ended (status {host.wait()}) without listening", file=sys.stderr)
            return 1
        join = subprocess.run([*command, "join", f"127.0.0.1:{port}", "--bot", "normal", "--seed", "1",
                               "--nick", "CI"], timeout=300)
        rest = host.communicate(timeout=120)[0]
        print(rest, end="")
        if join.returncode != 0 or host.returncode != 0:
            print(f"join ended with {join.returncode}, host with {host.returncode}", file=sys.stderr)
            return 1
        return 0
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
