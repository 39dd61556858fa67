"""The real ``lanjolly client`` process on an :class:`~tests.desktop.xsession.XSession`, and a player's hands.

:class:`DesktopClient` starts the client (``tests/desktop/client_main.py``: the real
entry, plus the probe that dumps what the window shows), reads the dump, waits
for what a player would wait for, and acts the way a player does: clicks on
buttons and menus, drags of cards, key presses, all as real X input.

Every wait has a deadline and says, when it runs out, what the window showed
(and leaves a screenshot beside the test's files).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional

from lanjolly.cards import card_type, cards_str, parse_cards

from .xsession import XSession, wait_until

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = float(os.environ.get("LANJOLLY_DESKTOP_WAIT_S", "60"))

State = dict[str, Any]


def centre(rect: list[int]) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def inside(inner: list[int], outer: list[int] | tuple[int, int, int, int], slack: int = 0) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return (x >= ox - slack and y >= oy - slack and x + w <= ox + ow + slack and y + h <= oy + oh + slack)


class DesktopClient:
    """One client process and the player at its keyboard."""

    def __init__(self, x: XSession, folder: Path, nickname: str = "Tess", language: str = "en",
                 practice: Optional[dict[str, Any]] = None, args: tuple[str, ...] = (),
                 home: Optional[Path] = None, prefix: tuple[str, ...] = (), discovery: bool = False,
                 env: Optional[dict[str, str]] = None) -> None:
        """``prefix`` runs the client inside something (``ip netns exec NAME``); ``discovery``
        lets it use mDNS, which only a private network namespace may (tests/netns.py); ``env``
        adds to its environment (a private session bus's address)."""
        self.x, self.folder = x, folder
        extra_env = env
        self.home = home if home is not None else folder / "home"     # settings, keys, records
        self.probe_file = folder / "probe.json"
        self.shots = 0
        env = x.env(HOME=str(self.home), XDG_CONFIG_HOME=str(self.home / "config"),
                    LANJOLLY_DATA_DIR=str(self.home / "data"),
                    LANJOLLY_BIND="127.0.0.1", LANJOLLY_PROBE=str(self.probe_file), QT_QPA_PLATFORM="xcb",
                    LANG=f"{language}.UTF-8" if language != "en" else "C.UTF-8", LANGUAGE=language,
                    LC_ALL="", PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
        env.update(extra_env or {})
        folder.mkdir(parents=True, exist_ok=True)
        if not discovery:
            env["LANJOLLY_NO_DISCOVERY"] = "1"
        else:
            env.pop("LANJOLLY_NO_DISCOVERY", None)
        if practice is not None:
            spec = folder / "practice.json"
            spec.write_text(json.dumps(practice), encoding="utf-8")
            env["LANJOLLY_TEST_PRACTICE"] = str(spec)
        self.home.mkdir(parents=True, exist_ok=True)
        self.log = open(folder / "client.log", "wb")
        switch = () if discovery else ("--no-discovery",)
        self.proc = subprocess.Popen(
            [*prefix, sys.executable, "-m", "tests.desktop.client_main", *switch, "--nickname", nickname, *args],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)

    # --- reading the window ------------------------------------------------------------------
    def state(self) -> Optional[State]:
        try:
            got = json.loads(self.probe_file.read_text(encoding="utf-8"))
        except (FileNotFoundError, json.JSONDecodeError):
            return None
        st = got.get("state")
        if isinstance(st, dict) and "probe_error" in st:
            raise AssertionError(f"the probe failed in the client: {st['probe_error']}")
        return st if isinstance(st, dict) else None

    def wait(self, pred: Callable[[State], Any], what: str, timeout: float = WAIT_S) -> State:
        """The first dump for which ``pred`` is true (its value must be truthy)."""
        def probe() -> Optional[State]:
            if self.proc.poll() is not None:
                raise AssertionError(f"the client exited ({self.proc.returncode}) while waiting for {what}: "
                                     + self.log_text()[-3000:])
            st = self.state()
            try:
                return st if st is not None and pred(st) else None
            except (KeyError, IndexError, TypeError):
                return None
        return wait_until(probe, what, timeout, on_timeout=self._describe)

    def _describe(self) -> str:
        shot = self.screenshot("timeout", wait=False)
        st = self.state() or {}
        table = (st.get("main") or {}).get("table") or {}
        brief = {k: table.get(k) for k in ("status", "turn_label", "timer_label", "animating", "staged", "toast")}
        return (f"Page {(st.get('main') or {}).get('page')}, windows "
                f"{[(w['class'], w['title']) for w in st.get('windows', [])]}, table {brief}, "
                f"view {table.get('view')}; screenshot {shot}")

    def log_text(self) -> str:
        self.log.flush()
        return (self.folder / "client.log").read_text(errors="replace")

    def quiet(self, for_s: float = 0.3) -> bool:
        """Every window is on screen and the dump has not changed for ``for_s``: what the
        window shows has been painted (Qt paints before its timers run again)."""
        try:
            age = time.time() - self.probe_file.stat().st_mtime
        except FileNotFoundError:
            return False
        st = self.state()
        return age >= for_s and st is not None and all(w["exposed"] for w in st["windows"])

    def screenshot(self, name: str, wait: bool = True) -> Path:
        """The screen once it is quiet, into the test's folder (and ``$LANJOLLY_SCREENSHOTS`` when set)."""
        if wait and self.proc.poll() is None:
            wait_until(self.quiet, "the window to be painted and quiet", WAIT_S)
        self.shots += 1
        path = self.x.screenshot(self.folder / "shots" / f"{self.shots:02d}-{name}.png")
        extra = os.environ.get("LANJOLLY_SCREENSHOTS", "").strip()
        if extra:
            Path(extra).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(extra) / f"desktop-{self.x.width}x{self.x.height}-{name}.png")
        return path

    # --- windows and widgets -------------------------------------------------------------------
    def window(self, st: State, cls: str) -> Optional[dict[str, Any]]:
        return next((w for w in st["windows"] if w["class"] == cls), None)

    def button(self, st: State, text: str, cls: Optional[str] = None) -> Optional[dict[str, Any]]:
        """A button whose text (without & accelerators) starts with ``text``, in a window on screen."""
        for w in st["windows"]:
            if (cls is not None and w["class"] != cls) or not w["exposed"]:
                continue
            for b in w["buttons"]:
                if b["text"].replace("&", "").startswith(text):
                    return dict(b)
        return None

    def click_button(self, text: str, cls: Optional[str] = None) -> State:
        st = self.wait(lambda s: (b := self.button(s, text, cls)) is not None and b["enabled"],
                       f"an enabled button {text!r}")
        b = self.button(st, text, cls)
        assert b is not None
        screen = st["screen"]["geometry"]
        assert inside(b["rect"], screen), f"the button {text!r} at {b['rect']} is off the screen {screen}"
        self.x.click(*centre(b["rect"]))
        return st

    def choose(self, cls: str, current: str, item: str) -> None:
        """In window ``cls``, open the combo box showing ``current`` and pick ``item`` by keyboard."""
        def combo(s: State) -> Optional[dict[str, Any]]:
            w = self.window(s, cls)
            return next((cb for cb in w["combos"] if cb["text"] == current), None) if w and w["exposed"] else None
        st = self.wait(combo, f"the {current!r} choice in {cls}")
        box = combo(st)
        assert box is not None and item in box["items"], box
        self.x.click(*centre(box["rect"]))
        steps = box["items"].index(item) - box["items"].index(current)
        keys = ["Down"] * steps if steps >= 0 else ["Up"] * -steps
        self.x.key(*keys, "Return")
        self.wait(lambda s: any(cb["text"] == item for cb in self.window(s, cls)["combos"]), f"{item!r} chosen")

    def menu(self, title: str, item: str) -> None:
        """Open a menu of the main window's menu bar and pick an item, by mouse."""
        st = self.wait(lambda s: any(m["text"].replace("&", "") == title
                                     for w in s["windows"] for m in w["menubar"]), f"the menu {title!r}")
        rect = next(m["rect"] for w in st["windows"] for m in w["menubar"] if m["text"].replace("&", "") == title)
        self.x.click(*centre(rect))
        st = self.wait(lambda s: any(i["text"].replace("&", "") == item for m in s["menus"] for i in m["items"]),
                       f"the menu item {item!r}")
        rect = next(i["rect"] for m in st["menus"] for i in m["items"] if i["text"].replace("&", "") == item)
        self.x.click(*centre(rect))

    def main_window_id(self) -> str:
        ids = wait_until(lambda: [w for w in self.x.windows("^LAN Jolly$") if self._big(w)],
                         "the main window on screen", WAIT_S, on_timeout=self._describe)
        return ids[0]

    def _big(self, window: str) -> bool:
        _, _, w, h = self.x.frame_geometry(window)
        return w > 100 and h > 100

    # --- the table -------------------------------------------------------------------------
    @staticmethod
    def table(st: State) -> dict[str, Any]:
        return (st.get("main") or {}).get("table") or {}

    def settled(self, st: State) -> bool:
        """Nothing flies, every card sits where the layout puts it, and the table has said whose
        turn it is (it waits for the felt: ui/table/clock_gate.py)."""
        t = self.table(st)
        return bool(t.get("view")) and not t["animating"] and not t["dealing"] and not t.get("turn_held") and all(
            c["at"] for c in t["cards"].values())

    def timeline(self) -> list[dict[str, Any]]:
        """The table's turn words, clock and motion at every change the probe saw (probe.py)."""
        path = self.probe_file.with_suffix(".timeline.jsonl")
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]

    def wait_table(self, pred: Callable[[dict[str, Any]], Any], what: str, timeout: float = WAIT_S) -> State:
        return self.wait(lambda s: self.table(s).get("view") is not None and pred(self.table(s)), what, timeout)

    def my_turn(self, phase: str) -> State:
        """Wait until it is this player's turn in ``phase`` and the table has settled."""
        return self.wait(lambda s: (v := self.table(s)["view"])["current"] == v["seat"]
                         and v["phase"] == phase and self.settled(s), f"my turn to {phase}")

    @staticmethod
    def find(cards: list[int], face: str) -> int:
        """The id of a card with this face (``"7C"``, ``"JK"``) among ``cards``."""
        want = card_type(parse_cards(face)[0])
        found = [c for c in cards if card_type(c) == want]
        assert found, f"no {face} among {cards_str(cards)}"
        return found[0]

    def in_hand(self, st: State, face: str) -> int:
        return self.find(self.table(st)["view"]["hand"], face)

    def meld_with(self, st: State, face: str) -> str:
        """The id (a string, as the dump keys it) of the table meld holding a card with this face."""
        melds = self.table(st)["view"]["melds"]
        want = card_type(parse_cards(face)[0])
        return next(k for k, cards in melds.items() if any(card_type(c) == want for c in cards))

    def grab(self, st: State, card: int) -> tuple[int, int]:
        c = self.table(st)["cards"][str(card)]
        assert c["grab"] is not None, f"card {card} has no visible spot to press: {c}"
        return c["grab"][0], c["grab"][1]

    def drag_card(self, card: int, target: Callable[[dict[str, Any]], list[int] | tuple[int, int]],
                  what: str) -> None:
        """Drag ``card`` from where it shows to the point (or the centre of the rect) ``target`` gives."""
        st = self.wait(lambda s: self.settled(s) and self.table(s)["cards"][str(card)]["grab"] is not None,
                       f"card {card} to be grabbable for {what}")
        to = target(self.table(st))
        end = (to[0], to[1]) if len(to) == 2 else centre(list(to))
        self.x.drag(self.grab(st, card), end)

    def click_card(self, card: int) -> None:
        st = self.wait(lambda s: self.settled(s) and self.table(s)["cards"][str(card)]["grab"] is not None,
                       f"card {card} to be clickable")
        self.x.click(*self.grab(st, card))

    def click_stock(self) -> None:
        st = self.wait(self.settled, "the table to settle before drawing")
        self.x.click(*centre(self.table(st)["layout"]["stock"]))

    # --- the end -----------------------------------------------------------------------------
    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()

    def exits_within(self, timeout: float) -> bool:
        """Has the client process ended within ``timeout`` seconds (waiting on the process itself)?"""
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return False
        return True

    def wait_exit(self, timeout: float = WAIT_S) -> int:
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"the client did not exit; the window manager's active window "
                                     f"{self.x.active_window() or 'none'}. {self._describe()}")
            time.sleep(0.05)
        return self.proc.returncode
