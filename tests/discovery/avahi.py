"""Avahi, an mDNS stack nobody here wrote, inside a private network namespace (interoperability tests).

Each daemon gets its own D-Bus system bus (a ``dbus-daemon`` with a config of
our own and its socket in a temporary folder: no service activation, so
nothing else can be started through it) and its own ``avahi-daemon.conf``.
Avahi keeps its pid file and socket in ``/run/avahi-daemon`` and reads static
services from ``/etc/avahi/services``, paths compiled in: the daemon runs in a
private mount namespace (``unshare --mount``) with a tmpfs on ``/run`` and our
services folder bound over ``/etc/avahi/services``, so two tests (or two
engineers) never share them and the machine's own files are never touched.

Every avahi program is started with ``DBUS_SYSTEM_BUS_ADDRESS`` pointing at
the private bus, inside a namespace made by ``tests.netns``: neither Avahi
nor its clients ever touch the machine's own network or system bus. This
module runs in the outer test process and never imports zeroconf.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator, Sequence
from xml.sax.saxutils import escape

from tests.netns import Netns, netns_skip_reason

SBIN = "/usr/sbin:/sbin:/usr/bin:/bin"
TOOLS = ("avahi-daemon", "avahi-browse", "avahi-publish", "avahi-resolve", "dbus-daemon", "unshare", "mount")
WAIT = 20.0

_BUS_CONF = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_type="method_call"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
"""

# IPv4 only, as our mDNS (PROTOCOL.md §15.1); nothing of its own published but the services.
_AVAHI_CONF = """[server]
host-name={host_name}
domain-name=local
use-ipv4=yes
use-ipv6=no
{interfaces}enable-dbus=yes
disallow-other-stacks=no
ratelimit-interval-usec=1000000
ratelimit-burst=1000
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
publish-addresses=yes
"""

# Inside the daemon's own mount namespace: a private /run and our services folder (see above).
_AVAHI_START = ('mount -t tmpfs ljavahi /run && mount --bind "$1" /etc/avahi/services && '
                'exec avahi-daemon -f "$2" --no-drop-root --no-chroot --no-rlimits')


@lru_cache(maxsize=1)
def avahi_skip_reason() -> str | None:
    """Why Avahi cannot be run in a namespace here, or None if it can."""
    reason = netns_skip_reason()
    if reason:
        return reason
    missing = [t for t in TOOLS if shutil.which(t, path=SBIN) is None]
    if missing:
        return (f"Avahi interoperability needs {', '.join(missing)} (Debian: avahi-daemon avahi-utils dbus; "
                "packaging/ensure_tools.sh installs them as root)")
    if not Path("/etc/avahi/services").is_dir():
        return "/etc/avahi/services is missing (the avahi-daemon package is not installed whole)"
    return None


class Lines:
    """Every line a child writes to one pipe, read by a thread (so the pipe never fills), with arrival times."""

    def __init__(self, stream: object) -> None:
        self.lines: list[tuple[float, str]] = []
        self._cond = threading.Condition()
        self._done = False
        self._thread = threading.Thread(target=self._pump, args=(stream,), daemon=True)
        self._thread.start()

    def _pump(self, stream: object) -> None:
        with contextlib.suppress(ValueError, OSError):        # the pipe was closed at the end of a test
            for line in stream:                               # type: ignore[attr-defined]
                with self._cond:
                    self.lines.append((time.monotonic(), line.rstrip("\n")))
                    self._cond.notify_all()
        with self._cond:
            self._done = True
            self._cond.notify_all()

    def wait(self, pred: Callable[[list[str]], bool], timeout: float = WAIT, what: str = "") -> list[str]:
        """Block until ``pred`` holds for the lines so far (or the stream ends); return them."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not pred([text for _, text in self.lines]):
                left = deadline - time.monotonic()
                if self._done or left <= 0:
                    raise AssertionError(f"no {what or 'expected line'} within {timeout} s; got: "
                                         + "\n".join(text for _, text in self.lines[-30:]))
                self._cond.wait(left)
            return [text for _, text in self.lines]

    def when(self, test: Callable[[str], bool], timeout: float = WAIT, what: str = "") -> tuple[float, str]:
        """The arrival time and text of the first line that passes ``test`` (waiting for it)."""
        self.wait(lambda lines: any(map(test, lines)), timeout, what)
        with self._cond:
            return next((t, text) for t, text in self.lines if test(text))

    def first(self, pattern: str, timeout: float = WAIT) -> tuple[float, re.Match[str]]:
        """The arrival time and match of the first line matching ``pattern`` (waiting for it)."""
        rx = re.compile(pattern)
        t, text = self.when(lambda x: rx.search(x) is not None, timeout, repr(pattern))
        match = rx.search(text)
        assert match is not None
        return t, match


def unescape(text: str) -> str:
    """Undo avahi's escaping of names and TXT strings (``\\032`` decimal bytes, ``\\.``, ``\\\\``)."""
    raw = re.sub(rb"\\(\d{3}|.)", lambda m: bytes([int(m.group(1))]) if m.group(1).isdigit() else m.group(1),
                 text.encode())
    return raw.decode("utf-8", "replace")


@dataclass(frozen=True)
class Resolved:
    """One ``=`` line of ``avahi-browse -rp``: a service Avahi resolved."""

    name: str
    host_name: str
    address: str
    port: int
    txt: dict[str, str]


def parse_browse(lines: Sequence[str]) -> tuple[set[str], dict[str, Resolved]]:
    """(names seen with ``+``, name -> resolution) from ``avahi-browse -p`` output."""
    seen: set[str] = set()
    resolved: dict[str, Resolved] = {}
    for line in lines:
        parts = line.split(";")
        if parts[0] == "+" and len(parts) >= 6:
            seen.add(unescape(parts[3]))
        elif parts[0] == "=" and len(parts) >= 10:
            txt = {}
            for entry in re.findall(r'"((?:[^"\\]|\\.)*)"', ";".join(parts[9:])):
                key, _, value = unescape(entry).partition("=")
                txt[key] = value
            resolved[unescape(parts[3])] = Resolved(unescape(parts[3]), parts[6], parts[7], int(parts[8]), txt)
    return seen, resolved


def service_file(name: str, service_type: str, port: int, txt: Sequence[str | bytes]) -> str:
    """A static Avahi service file; a ``bytes`` entry is written as hex (``value-format="binary-hex"``)."""
    def record(entry: str | bytes) -> str:
        if isinstance(entry, bytes):
            key, _, value = entry.partition(b"=")
            return f'    <txt-record value-format="binary-hex">{escape(key.decode())}={value.hex()}</txt-record>'
        return f"    <txt-record>{escape(entry)}</txt-record>"
    return "\n".join(['<?xml version="1.0" standalone="no"?>', '<!DOCTYPE service-group SYSTEM "avahi-service.dtd">',
                      "<service-group>", f"  <name>{escape(name)}</name>", "  <service>",
                      f"    <type>{escape(service_type)}</type>", f"    <port>{port}</port>",
                      *map(record, txt), "  </service>", "</service-group>", ""])


@dataclass
class Avahi:
    """A running avahi-daemon in ``ns`` and the environment its clients need."""

    ns: Netns
    folder: Path
    env: dict[str, str]
    log: Lines
    procs: list[subprocess.Popen] = field(default_factory=list)

    def popen(self, argv: Sequence[str]) -> subprocess.Popen:
        proc = subprocess.Popen([*self.ns.prefix(), *argv], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, bufsize=1, env=self.env)
        self.procs.append(proc)
        return proc

    def run(self, argv: Sequence[str], timeout: float = 30) -> subprocess.CompletedProcess:
        return subprocess.run([*self.ns.prefix(), *argv], capture_output=True, text=True, env=self.env,
                              timeout=timeout)

    def browse(self, service_type: str) -> tuple[set[str], dict[str, Resolved]]:
        """``avahi-browse -rpt``: what Avahi lists and resolves now (it ends by itself)."""
        out = self.run(["avahi-browse", "-rpt", service_type])
        assert out.returncode == 0, out.stderr
        return parse_browse(out.stdout.splitlines())

    def publish(self, name: str, service_type: str, port: int, txt: Sequence[str]) -> subprocess.Popen:
        """``avahi-publish -s``, running until the test ends; returns once Avahi established it."""
        proc = self.popen(["avahi-publish", "-s", name, service_type, str(port), *txt])
        Lines(proc.stderr).first(r"Established under name")
        return proc


def _stop(procs: Sequence[subprocess.Popen]) -> None:
    for proc in reversed(procs):
        if proc.poll() is None:
            proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()


@contextlib.contextmanager
def avahi_daemon(ns: Netns, services: dict[str, str] | None = None, *, host_name: str = "ljavahi",
                 interface: str | None = None) -> Iterator[Avahi]:
    """An avahi-daemon in ``ns`` (its own bus, config and services: file name -> XML); stopped on exit.

    Returns once the daemon started and established every static service."""
    reason = avahi_skip_reason()
    if reason:
        import pytest

        pytest.skip(reason)
    folder = Path(tempfile.mkdtemp(prefix="lj-avahi-"))
    started: list[subprocess.Popen] = []
    try:
        (folder / "services").mkdir()
        for file, text in (services or {}).items():
            (folder / "services" / file).write_text(text, encoding="utf-8")
        bus = folder / "system_bus_socket"
        (folder / "bus.conf").write_text(_BUS_CONF.format(socket=bus))
        allow = f"allow-interfaces={interface}\n" if interface else ""
        (folder / "avahi.conf").write_text(_AVAHI_CONF.format(host_name=host_name, interfaces=allow))
        env = {"PATH": SBIN, "DBUS_SYSTEM_BUS_ADDRESS": f"unix:path={bus}", "LANG": "C.UTF-8"}
        dbus = subprocess.Popen([*ns.prefix(), "dbus-daemon", "--config-file", str(folder / "bus.conf"), "--nofork",
                                 "--print-address=1"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True, env=env)
        started.append(dbus)
        assert dbus.stdout is not None and dbus.stdout.readline().startswith("unix:"), "dbus-daemon did not start"
        daemon = subprocess.Popen([*ns.prefix(), "unshare", "--mount", "--propagation", "private", "sh", "-c",
                                   _AVAHI_START, "avahi", str(folder / "services"), str(folder / "avahi.conf")],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
        started.append(daemon)
        log = Lines(daemon.stderr)
        want = len(services or {})
        log.wait(lambda lines: any("Server startup complete" in x for x in lines)
                 and sum("successfully established" in x for x in lines) >= want, WAIT, "avahi start-up")
        avahi = Avahi(ns, folder, env, log)
        try:
            yield avahi
        finally:
            _stop(avahi.procs)
    finally:
        _stop(started)
        shutil.rmtree(folder, ignore_errors=True)
