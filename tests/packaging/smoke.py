"""Smoke checks for a built LAN Jolly bundle, run as a guest would run it.

Every command runs under a bare environment (``env -i PATH=/usr/bin:/bin
HOME=<temp>``), from a folder outside the project, so nothing of the venv or
the source tree can leak in: what works here works from the USB stick.
Shared by tests/packaging and bench/bench_dist.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

TIMEOUT = 120


def bare_env(home: Path, **extra: str) -> dict[str, str]:
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), **extra}


def run(exe: Path, args: list[str], home: Path, timeout: float = TIMEOUT,
        **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), *args], env=bare_env(home, **extra), cwd=home, capture_output=True,
                          text=True, timeout=timeout)


def loaded_libraries(exe: Path, args: list[str], home: Path) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run and list every shared library the dynamic loader opened (LD_DEBUG=files)."""
    proc = run(exe, args, home, LD_DEBUG="files")
    libs = set(re.findall(r"file=(\S+?)\s+\[\d+\];\s+(?:needed|dynamically loaded)", proc.stderr))
    return proc, {Path(x).name for x in libs}


def check_help(exe: Path, home: Path) -> None:
    proc, libs = loaded_libraries(exe, ["--help"], home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "usage: lanjolly" in proc.stdout
    assert not any(lib.startswith("libQt6") for lib in libs), "--help loaded Qt"
    client = run(exe, ["client", "--help"], home, timeout=30)
    assert client.returncode == 0 and "usage: lanjolly client" in client.stdout, client.stderr[-2000:]


def check_sim(exe: Path, home: Path) -> None:
    """`sim --jobs 2` with forked workers, then spawned ones (how Windows and macOS start them:
    the frozen app starts copies of itself that entry.py's freeze_support turns into workers)."""
    args = ["sim", "--seats", "normal,easy", "--matches", "2", "--seed", "1", "--jobs", "2", "--json", "--quiet"]
    proc, libs = loaded_libraries(exe, args, home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    summary = json.loads(proc.stdout)
    assert summary["matches"] == 4 and summary["rounds"] >= 2   # 2 duplicate deals, each seat order once
    assert not any(lib.startswith("libQt6") for lib in libs), "sim loaded Qt"
    spawned = run(exe, args, home, LANJOLLY_START_METHOD="spawn")
    assert spawned.returncode == 0, spawned.stderr[-2000:]
    again = json.loads(spawned.stdout)
    summary.pop("rounds_per_s")
    again.pop("rounds_per_s")
    assert again == summary


def check_match(exe: Path, home: Path) -> None:
    """A headless host and a headless bot client play a one-round match over TLS on loopback,
    with the cards hidden from the host (the bundle's libsecp256k1 at work: two key holders,
    the guest and the host's bot machine), and ``verify`` re-checks the guest's record."""
    host = subprocess.Popen([str(exe), "host", "--no-discovery", "--bind", "127.0.0.1", "--port", "0",
                             "--seats", "2", "--bots", "easy", "--variant", "romme", "--target", "1",
                             "--turn-seconds", "0", "--exit-when-done", "--blind", "--data-dir", str(home / "host")],
                            env=bare_env(home), cwd=home, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        assert host.stdout is not None
        port = None
        for line in host.stdout:
            found = re.search(r"listening on [^ ]+:(\d+)", line)
            if found:
                port = int(found.group(1))
                break
        assert port, f"host printed no address: {host.stderr.read() if host.stderr else ''}"
        join = run(exe, ["join", f"127.0.0.1:{port}", "--bot", "normal", "--seed", "1", "--nick", "Guest",
                         "--data-dir", str(home / "guest")], home)
        assert join.returncode == 0, join.stdout[-2000:] + join.stderr[-2000:]
        assert "final standings" in join.stdout
        assert host.wait(timeout=60) == 0
        records = sorted(str(p) for p in (home / "guest").rglob("*-round*.json"))
        verify = run(exe, ["verify", *records], home)
        assert records and verify.returncode == 0 and "cards hidden from the host: 2 key holders" in verify.stdout, \
            verify.stdout[-2000:] + verify.stderr[-2000:]
        rec = json.loads(Path(records[0]).read_text(encoding="utf-8"))
        assert rec["blind"]["holders"] == [0, 100] and rec["acts"], rec.get("blind", {}).get("holders")
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


def check_names(exe: Path, home: Path) -> None:
    """The host's look-alike check inside the built app (PROTOCOL.md §16.5): "victirn" looks like
    "victim" only by Unicode's confusables (``m`` is ``rn``), which protocol/names.py reads from the
    confusable_homoglyphs package's JSON at run time. Found, whoever sits second gets the suffix;
    missing, the host could not seat anyone (or, were the data empty, would seat both as typed)."""
    host = subprocess.Popen([str(exe), "host", "--no-discovery", "--bind", "127.0.0.1", "--port", "0",
                             "--seats", "3", "--bots", "easy", "--variant", "romme", "--target", "1",
                             "--turn-seconds", "0", "--exit-when-done", "--data-dir", str(home / "names-host")],
                            env=bare_env(home), cwd=home, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    guests: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        port = next((int(m.group(1)) for line in host.stdout
                     if (m := re.search(r"listening on [^ ]+:(\d+)", line))), None)
        assert port, f"host printed no address: {host.stderr.read() if host.stderr else ''}"
        guests = [subprocess.Popen([str(exe), "join", f"127.0.0.1:{port}", "--bot", "easy", "--seed", "1",
                                    "--nick", nick, "--data-dir", str(home / f"names-{nick}")],
                                   env=bare_env(home), cwd=home, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True) for nick in ("victim", "victirn")]
        outs = [g.communicate(timeout=TIMEOUT) for g in guests]
        for g, (out, err) in zip(guests, outs):
            assert g.returncode == 0, out[-2000:] + err[-2000:]
        standings = outs[0][0][outs[0][0].index("final standings"):]
        names = re.findall(r"^  \d\. (victi.*?): ", standings, re.M)
        plain = sorted(re.sub(r" \(\w{4}\)$", "", n) for n in names)
        assert plain == ["victim", "victirn"] and sum(n not in plain for n in names) == 1, standings
        # whoever sat second is told apart by the host's suffix
        assert host.wait(timeout=60) == 0
    finally:
        for proc in (host, *guests):
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def check_lobby(exe: Path, home: Path, png: Path, **platform: str) -> float:
    """Open the window (offscreen unless ``platform`` says otherwise) until the lobby shows;
    saves png, returns seconds to the lobby."""
    t0 = time.time()
    proc = run(exe, ["client", "--no-discovery", "--nickname", "Guest", "--screenshot", str(png)], home,
               **{"QT_QPA_PLATFORM": "offscreen", **platform})
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = re.search(r"lobby shown at ([\d.]+)", proc.stdout)
    assert found, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert png.stat().st_size > 10_000
    return float(found.group(1)) - t0


def check_all(exe: Path, home: Path, png: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    check_help(exe, home)
    check_sim(exe, home)
    check_match(exe, home)
    check_names(exe, home)
    check_lobby(exe, home, png)


@contextlib.contextmanager
def x_server() -> Iterator[str]:
    """A private X server (Xvfb) on a local socket only, yielding its DISPLAY.

    ``-displayfd`` makes Xvfb pick a free display and write its number once it accepts
    clients, so nothing waits on a guess; ``-nolisten tcp`` keeps it off every network.
    """
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        import pytest
        pytest.skip("Xvfb is not installed (sh packaging/ensure_tools.sh installs it)")
    read, write = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1366x768x24"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as ready:
            number = ready.readline().strip()
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=30)
