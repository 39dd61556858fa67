"""Private network namespaces for tests that need multicast (mDNS).

Discovery traffic must never reach the machine's real network, so every test
that starts zeroconf runs its body in a child process inside a namespace made
here: either one namespace whose loopback carries multicast, or two joined by
a veth pair (a two-host LAN with addresses of our own choosing). Namespaces
get unique names and are always deleted, with every process still inside
them killed, even when the test fails.

The test process itself never imports zeroconf; it only starts
``python -m tests.discovery.ns_scenarios ...`` (or any argv) inside.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterator, Sequence

ROOT = Path(__file__).resolve().parents[1]
_LO_SETUP = [["ip", "link", "set", "lo", "up"], ["ip", "link", "set", "lo", "multicast", "on"],
             ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"]]


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=20)


@lru_cache(maxsize=1)
def netns_skip_reason() -> str | None:
    """Why namespaces cannot be made here, or None if they can (checked once)."""
    if sys.platform != "linux":
        return "network namespaces need Linux"
    if shutil.which("ip") is None:
        return "the 'ip' tool (iproute2) is not installed"
    if os.geteuid() != 0:
        return "creating network namespaces (ip netns) needs root"
    name = f"ljprobe{os.getpid()}{secrets.token_hex(2)}"
    try:
        _ip("netns", "add", name)
    except (subprocess.SubprocessError, OSError) as exc:
        return f"cannot create a network namespace: {exc}"
    with contextlib.suppress(subprocess.SubprocessError, OSError):
        _ip("netns", "del", name)
    return None


def child_env(**extra: str) -> dict[str, str]:
    """Environment for code inside a namespace: discovery allowed, repo importable."""
    env = {k: v for k, v in os.environ.items() if k != "LANJOLLY_NO_DISCOVERY"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env.update(extra)
    return env


@dataclass
class Netns:
    name: str
    procs: list[subprocess.Popen] = field(default_factory=list)

    def prefix(self) -> list[str]:
        return ["ip", "netns", "exec", self.name]

    def sh(self, *argv: str) -> None:
        subprocess.run([*self.prefix(), *argv], check=True, capture_output=True, timeout=20)

    def run(self, argv: Sequence[str], *, timeout: float = 120, env: dict[str, str] | None = None,
            input: str | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([*self.prefix(), *argv], capture_output=True, text=True, cwd=ROOT,
                              timeout=timeout, env=env or child_env(), input=input)

    def python(self, *args: str, timeout: float = 120, env: dict[str, str] | None = None
               ) -> subprocess.CompletedProcess:
        return self.run([sys.executable, *args], timeout=timeout, env=env)

    def popen(self, argv: Sequence[str], env: dict[str, str] | None = None) -> subprocess.Popen:
        proc = subprocess.Popen([*self.prefix(), *argv], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, bufsize=1, cwd=ROOT,
                                env=env or child_env())
        self.procs.append(proc)
        return proc

    def _kill_all(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            with contextlib.suppress(Exception):
                proc.communicate(timeout=10)
        # Anything a child left behind in *our* namespace (by pid, never by name).
        out = subprocess.run(["ip", "netns", "pids", self.name], capture_output=True, text=True)
        for pid in out.stdout.split():
            with contextlib.suppress(ProcessLookupError, ValueError):
                os.kill(int(pid), signal.SIGKILL)


@contextlib.contextmanager
def namespace(*, multicast: bool = True) -> Iterator[Netns]:
    """One fresh namespace with loopback up (and, by default, multicast routed over it)."""
    reason = netns_skip_reason()
    if reason:
        import pytest

        pytest.skip(reason)
    ns = Netns(f"ljt{os.getpid()}{secrets.token_hex(3)}")
    _ip("netns", "add", ns.name)
    try:
        for cmd in _LO_SETUP if multicast else _LO_SETUP[:1]:
            ns.sh(*cmd)
        yield ns
    finally:
        ns._kill_all()
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            _ip("netns", "del", ns.name)


@contextlib.contextmanager
def two_hosts(subnet: str = "10.77.0") -> Iterator[tuple[Netns, str, Netns, str]]:
    """Two namespaces joined by a veth pair: yields (ns_a, addr_a, ns_b, addr_b).

    The veth ends are created directly inside the namespaces, so nothing ever
    appears in the machine's own network stack.
    """
    with namespace(multicast=False) as a, namespace(multicast=False) as b:
        tag = secrets.token_hex(3)
        va, vb = f"lj{tag}a", f"lj{tag}b"
        _ip("link", "add", va, "netns", a.name, "type", "veth", "peer", "name", vb, "netns", b.name)
        addr_a, addr_b = f"{subnet}.1", f"{subnet}.2"
        for ns, dev, addr in ((a, va, addr_a), (b, vb, addr_b)):
            ns.sh("ip", "addr", "add", f"{addr}/24", "dev", dev)
            ns.sh("ip", "link", "set", dev, "up")
            ns.sh("ip", "link", "set", dev, "multicast", "on")
            ns.sh("ip", "route", "add", "224.0.0.0/4", "dev", dev)
        yield a, addr_a, b, addr_b


def run_json_in_namespace(module: str, *args: str, timeout: float = 90) -> dict:
    """Run ``python -m module args...`` in a fresh namespace with multicast on loopback and
    return the JSON object it prints last (the scenario modules' convention)."""
    import json

    with namespace() as ns:
        proc = ns.run([sys.executable, "-m", module, *args], env=child_env(), timeout=timeout)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def read_event(proc: subprocess.Popen, want: str, deadline: float | None = None) -> dict:
    """The next JSON line a scenario child prints whose ``event`` is ``want``.

    The pipe read itself is bounded by the child's own timeouts; ``deadline``
    (time.monotonic) stops a child that keeps talking about other things."""
    import json
    import time

    assert proc.stdout is not None
    while deadline is None or time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            raise AssertionError(f"child exited before {want!r}: {proc.stderr.read() if proc.stderr else ''}")
        msg = json.loads(line)
        if msg["event"] == want:
            return msg
    raise AssertionError(f"no {want!r} before the deadline")
