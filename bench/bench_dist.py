"""The offline installers' size and speed goals, measured on dist/ (built by `make dist`).

Goals: app folder ≤ 130 MiB unpacked, tarball ≤ 55 MB, .deb ≤ 40 MB, process
start → lobby shown ≤ 0.5 s warm, `lanjolly --help` ≤ 0.1 s, and no Qt loaded by
the commands without a window. Start times are medians of warm runs under a bare
environment (`env -i PATH=/usr/bin:/bin HOME=<temp>`), the bundle beside the venv.
Builds dist/ first when it is missing (that takes a few minutes).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.packaging import smoke  # noqa: E402

RUNS_LOBBY = 7
RUNS_HELP = 15
MB, MIB = 1_000_000, 1 << 20


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def ensure_dist(dist: Path) -> None:
    tar = dist / f"lanjolly-{version()}-linux-x86_64.tar.gz"
    if tar.exists():
        return
    t0 = time.monotonic()
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_dist.py"), "--dist", str(dist)], check=True)
    print(f"built dist/ in {time.monotonic() - t0:.0f} s")


def median_ms(samples: list[float]) -> str:
    s = sorted(samples)
    return f"median {statistics.median(s) * 1000:.0f} ms (best {s[0] * 1000:.0f}, worst {s[-1] * 1000:.0f})"


def time_help(exe: Path, home: Path) -> list[float]:
    smoke.run(exe, ["--help"], home)                      # warm the page cache
    out = []
    for _ in range(RUNS_HELP):
        t0 = time.perf_counter()
        assert smoke.run(exe, ["--help"], home).returncode == 0
        out.append(time.perf_counter() - t0)
    return out


def time_lobby(exe: Path, home: Path) -> list[float]:
    png = home / "lobby.png"
    smoke.check_lobby(exe, home, png)
    return [smoke.check_lobby(exe, home, png) for _ in range(RUNS_LOBBY)]


def qt_free(exe: Path, home: Path) -> str:
    results = []
    for args in (["--help"], ["host", "--help"], ["join", "--help"], ["sim", "--matches", "1", "--quiet"],
                 ["verify", "--help"]):
        _, libs = smoke.loaded_libraries(exe, args, home)
        results.append(f"{args[0]}: {'Qt LOADED' if any(x.startswith('libQt6') for x in libs) else 'no Qt'}")
    return ", ".join(results)


def main() -> None:
    dist = Path(os.environ.get("LANJOLLY_DIST", ROOT / "dist"))
    ensure_dist(dist)
    v = version()
    tar = dist / f"lanjolly-{v}-linux-x86_64.tar.gz"
    deb = dist / f"lanjolly_{v}_amd64.deb"
    with tempfile.TemporaryDirectory(prefix="ljdist") as tmp:
        with tarfile.open(tar) as t:
            t.extractall(tmp, filter="tar")
        app = Path(tmp) / f"lanjolly-{v}-linux-x86_64" / "app"
        size = sum(p.stat().st_size for p in app.rglob("*") if p.is_file() and not p.is_symlink())
        print(f"app folder unpacked: {size / MIB:.1f} MiB = {size / MB:.1f} MB (goal ≤ 130 MiB)")
        print(f"tar.gz: {tar.stat().st_size / MB:.1f} MB (goal ≤ 55 MB)")
        if deb.exists():
            print(f".deb: {deb.stat().st_size / MB:.1f} MB (goal ≤ 40 MB)")
        home = Path(tmp) / "home"
        home.mkdir()
        exe = app / "lanjolly"
        venv = ROOT / ".venv" / "bin" / "lanjolly"
        print(f"bundle `lanjolly --help`: {median_ms(time_help(exe, home))} (goal ≤ 100 ms)")
        if venv.exists():
            print(f"venv   `lanjolly --help`: {median_ms(time_help(venv, home))}")
        print(f"bundle start → lobby shown (warm): {median_ms(time_lobby(exe, home))} (goal ≤ 500 ms)")
        if venv.exists():
            print(f"venv   start → lobby shown (warm): {median_ms(time_lobby(venv, home))}")
        print(f"Qt loaded by commands without a window: {qt_free(exe, home)}")
    print(f"machine load while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
