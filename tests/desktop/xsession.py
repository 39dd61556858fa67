"""A real X desktop for one test: Xvfb on a free display, openbox, real input, screenshots.

Xvfb picks its own free display (``-displayfd``), so tests running side by side
never collide; it listens on no TCP port. openbox is a real window manager: it
places and decorates windows, sets the work area and moves focus, as a
player's desktop does. Input goes in through the X server (xdotool), exactly as
a mouse and keyboard would, and screenshots come from the root window (the
screen as a player would see it, window frames included).

Nothing here sleeps to synchronise: :func:`wait_until` polls an observable
condition with a deadline.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Callable, Optional, TypeVar

# The Debian packages each tool comes from (packaging/ensure_tools.sh installs them).
TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "xdotool": "xdotool", "xprop": "x11-utils",
         "xwininfo": "x11-utils", "import": "imagemagick"}
START_LIMIT_S = 30.0

T = TypeVar("T")


def missing_tools() -> list[str]:
    """The Debian packages to install before this tier can run (empty: all there)."""
    return sorted({pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None})


def wait_until(probe: Callable[[], Optional[T]], what: str, timeout: float = 30.0,
               interval: float = 0.05, on_timeout: Optional[Callable[[], str]] = None) -> T:
    """Poll ``probe`` until it returns something truthy; AssertionError naming ``what`` after ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        got = probe()
        if got:
            return got
        if time.monotonic() > deadline:
            extra = on_timeout() if on_timeout is not None else ""
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}. {extra}")
        time.sleep(interval)      # a polling interval, not a synchronisation


class XSession:
    """One X server with a window manager; ``env`` is what a program needs to show on it."""

    def __init__(self, folder: Path, width: int, height: int) -> None:
        self.folder, self.width, self.height = folder, width, height
        self.display = ""
        self._procs: list[subprocess.Popen[bytes]] = []
        folder.mkdir(parents=True, exist_ok=True)

    # --- life ------------------------------------------------------------------------------
    def start(self) -> None:
        read_fd, write_fd = os.pipe()
        log = open(self.folder / "xvfb.log", "wb")
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0",
                                 f"{self.width}x{self.height}x24", "-nolisten", "tcp", "-noreset"],
                                pass_fds=(write_fd,), stdout=log, stderr=subprocess.STDOUT)
        self._procs.append(xvfb)
        os.close(write_fd)
        number = self._read_display(read_fd, xvfb)
        self.display = f":{number}"
        wm_log = open(self.folder / "openbox.log", "wb")
        wm_home = self.folder / "wm"
        (wm_home / "config").mkdir(parents=True, exist_ok=True)
        self._procs.append(subprocess.Popen(["openbox", "--sm-disable"], env=self.env(HOME=str(wm_home),
                                            XDG_CONFIG_HOME=str(wm_home / "config")),
                                            stdout=wm_log, stderr=subprocess.STDOUT))
        wait_until(self._wm_running, "openbox to manage the screen", START_LIMIT_S)

    def _read_display(self, fd: int, xvfb: subprocess.Popen[bytes]) -> str:
        got = b""
        deadline = time.monotonic() + START_LIMIT_S
        try:
            while not got.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or xvfb.poll() is not None:
                    raise RuntimeError("Xvfb did not start: "
                                       + (self.folder / "xvfb.log").read_text(errors="replace")[-2000:])
                ready, _, _ = select.select([fd], [], [], min(left, 0.5))
                if ready:
                    chunk = os.read(fd, 64)
                    if not chunk:
                        raise RuntimeError("Xvfb closed its display pipe")
                    got += chunk
        finally:
            os.close(fd)
        return got.decode().strip()

    def _wm_running(self) -> bool:
        out = self.run("xprop", "-root", "_NET_SUPPORTING_WM_CHECK", check=False)
        return "window id" in out

    def stop(self) -> None:
        """Stop openbox, then Xvfb: only the processes this session started."""
        for proc in reversed(self._procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        self._procs.clear()

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
        env.update(DISPLAY=self.display, XAUTHORITY="/dev/null", **extra)
        return env

    def run(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(list(args), env=self.env(), capture_output=True, text=True, timeout=60)
        if check and done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({done.returncode}): {done.stderr.strip()}")
        return done.stdout

    # --- what the screen shows -------------------------------------------------------------
    def screenshot(self, path: Path) -> Path:
        """The whole screen, window frames and all, as a PNG."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self.run("import", "-window", "root", str(path))
        return path

    def work_area(self) -> tuple[int, int, int, int]:
        """The window manager's work area (x, y, width, height): the screen minus its panels."""
        out = self.run("xprop", "-root", "_NET_WORKAREA")
        nums = [int(x) for x in out.split("=", 1)[1].replace(",", " ").split()[:4]]
        return nums[0], nums[1], nums[2], nums[3]

    def windows(self, name: str) -> list[str]:
        """Visible X windows whose title matches ``name`` (a regular expression)."""
        out = self.run("xdotool", "search", "--onlyvisible", "--name", name, check=False)
        return out.split()

    def frame_geometry(self, window: str) -> tuple[int, int, int, int]:
        """A client window's outer rectangle on screen, the window manager's decorations included."""
        info = self.run("xwininfo", "-id", window)
        val = {k.strip(): v.strip() for k, v in (ln.split(":", 1) for ln in info.splitlines() if ":" in ln)}
        x, y = int(val["Absolute upper-left X"]), int(val["Absolute upper-left Y"])
        w, h = int(val["Width"]), int(val["Height"])
        extents = self.run("xprop", "-id", window, "_NET_FRAME_EXTENTS", check=False)
        left = right = top = bottom = 0
        if "=" in extents:
            left, right, top, bottom = (int(v) for v in extents.split("=", 1)[1].replace(",", " ").split()[:4])
        return x - left, y - top, w + left + right, h + top + bottom

    # --- input -------------------------------------------------------------------------------
    def move(self, x: int, y: int) -> None:
        self.run("xdotool", "mousemove", "--sync", str(x), str(y))

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.move(x, y)
        self.run("xdotool", "click", str(button))

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 10) -> None:
        """Press at ``start``, move there in ``steps`` motions as a hand would, release at ``end``."""
        (x0, y0), (x1, y1) = start, end
        self.move(x0, y0)
        self.run("xdotool", "mousedown", "1")
        for i in range(1, steps + 1):
            self.move(round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))
        self.run("xdotool", "mouseup", "1")

    def key(self, *keys: str) -> None:
        """Key presses (xdotool names: ``l``, ``Return``, ``Tab``, ``shift+Tab``), to the focused window."""
        self.run("xdotool", "key", "--delay", "40", *keys)

    def type_text(self, text: str) -> None:
        self.run("xdotool", "type", "--delay", "20", text)

    def activate(self, window: str) -> None:
        self.run("xdotool", "windowactivate", "--sync", window, check=False)

    def active_window(self) -> str:
        """The window the window manager has given the focus (its ``_NET_ACTIVE_WINDOW``), as the
        decimal id ``xdotool search`` names windows by; empty when none. This is the window a
        window-manager key such as Alt+F4 acts on, which the client's own idea of "active" can
        run ahead of."""
        return self.run("xdotool", "getactivewindow", check=False).strip()
