"""Private D-Bus buses for the real-desktop tier: a session bus, and the accessibility bus on it.

A desktop notification (org.freedesktop.Notifications) and a screen reader (AT-SPI)
both talk over D-Bus. The tests start their own session bus (``dbus-daemon
--session``), never the machine's, watch it with ``dbus-monitor``, and, for AT-SPI,
start ``at-spi-bus-launcher`` on it, which brings up the accessibility bus and its
registry, as a desktop session does. Everything stops with the test, by process.
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from pathlib import Path
from typing import Iterator

import pytest

from .xsession import XSession, wait_until

AT_SPI_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"        # pyatspi is a Debian package (python3-pyatspi)


def _stop(procs: list[subprocess.Popen]) -> None:
    for p in reversed(procs):
        p.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            p.wait(10)
        if p.poll() is None:
            p.kill()
            p.wait()


@contextlib.contextmanager
def session_bus(folder: Path) -> Iterator[tuple[str, Path]]:
    """A private D-Bus session bus and a monitor logging what crosses it: (address, log file)."""
    if shutil.which("dbus-daemon") is None or shutil.which("dbus-monitor") is None:
        pytest.skip("needs dbus-daemon and dbus-monitor: apt-get install dbus-daemon dbus-bin (packaging/ensure_tools.sh)")
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    procs = [daemon]
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        log = folder / "dbus-monitor.log"
        with open(log, "w", encoding="utf-8") as out:
            procs.append(subprocess.Popen(["dbus-monitor", "--address", address], stdout=out,
                                          stderr=subprocess.STDOUT))
            wait_until(lambda: log.stat().st_size > 0, "dbus-monitor to listen", 30)
            yield address, log
    finally:
        _stop(procs)


def atspi_missing() -> str:
    """Why the AT-SPI check cannot run here ("" when it can)."""
    if not Path(AT_SPI_LAUNCHER).exists():
        return "at-spi2-core is missing (apt-get install at-spi2-core)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        return "pyatspi is missing (apt-get install python3-pyatspi; packaging/ensure_tools.sh)"
    return ""


@contextlib.contextmanager
def accessibility_bus(x: XSession, address: str, folder: Path) -> Iterator[dict[str, str]]:
    """The AT-SPI bus on the session bus ``address``; yields the environment a client and a
    reader need (the client's Qt bridge is switched on as a screen reader would)."""
    why = atspi_missing()
    if why:
        pytest.skip(f"the screen reader check needs AT-SPI: {why}")
    env = x.env(DBUS_SESSION_BUS_ADDRESS=address)
    log = open(folder / "at-spi.log", "wb")
    launcher = subprocess.Popen([AT_SPI_LAUNCHER, "--launch-immediately"], env=env, stdout=log,
                                stderr=subprocess.STDOUT)
    try:
        wait_until(lambda: "AT_SPI_BUS" in x.run("xprop", "-root", "AT_SPI_BUS", check=False)
                   and "not found" not in x.run("xprop", "-root", "AT_SPI_BUS", check=False),
                   "the accessibility bus", 30)
        yield {"DBUS_SESSION_BUS_ADDRESS": address, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    finally:
        _stop([launcher])
        log.close()
