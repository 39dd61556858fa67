"""Build dist/lanjolly_<version>_amd64.deb from the slimmed app folder with dpkg-deb.

Layout: the app in /opt/lanjolly (it is a self-contained bundle with its own
libraries, which Debian policy keeps out of /usr/lib), /usr/bin/lanjolly as a
link to it, the desktop file, hicolor icons and AppStream metainfo in
/usr/share. Depends names only the system libraries the bundle links but does
not carry (see SYSTEM_LIBRARIES), plus the glibc floor measured from the bundle.
"""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from pathlib import Path

from slim import is_elf, needed

HERE = Path(__file__).resolve().parent
APP_ID = "io.github.lanjolly.LanJolly"
MAINTAINER = "LAN Jolly developers <lanjolly@users.noreply.github.com>"

# Every library the bundle links but does not ship, and the Debian package that has it.
# PyInstaller leaves out libc and the graphics stack (libGL/EGL must match the host's
# drivers), so these are what a minimal system must add.
SYSTEM_LIBRARIES: dict[str, str] = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "librt.so.1": "libc6", "libutil.so.1": "libc6", "ld-linux-x86-64.so.2": "libc6",
    "libresolv.so.2": "libc6",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0",
    "libxcb.so.1": "libxcb1", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libdbus-1.so.3": "libdbus-1-3",          # left out of the bundle on purpose (slim.FROM_SYSTEM)
}
# Libraries the tarball carries but the .deb takes from Debian instead (lintian's
# embedded-library: Debian patches these for security, so its copy should be used).
USE_SYSTEM_COPY: dict[str, str] = {
    "libz.so.1": "zlib1g", "libbz2.so.1.0": "libbz2-1.0", "libexpat.so.1": "libexpat1",
    "libpng16.so.16": "libpng16-16", "libfreetype.so.6": "libfreetype6",
}
SYSTEM_LIBRARIES.update(USE_SYSTEM_COPY)
# Not linked, but needed at run time: the bundled fontconfig reads /etc/fonts from
# fontconfig-config, which also pulls in a font; without it every letter is a box.
EXTRA_DEPENDS = ["fontconfig-config"]


def bundle_libraries(app: Path) -> tuple[set[str], set[str]]:
    """(libraries the bundle's ELF files need, libraries the bundle carries)."""
    elves = [p for p in app.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    carried = {p.name for p in app.rglob("*.so*")}
    wanted: set[str] = set()
    for p in elves:
        wanted.update(needed(p))
    return wanted, carried


def system_needs(app: Path) -> set[str]:
    wanted, carried = bundle_libraries(app)
    return {name for name in wanted if name not in carried}


def glibc_floor(app: Path) -> str:
    """The newest GLIBC_x.y symbol version any file in the bundle asks for."""
    best = (2, 0)
    for p in app.rglob("*"):
        if p.is_file() and not p.is_symlink() and is_elf(p):
            out = subprocess.run(["objdump", "-T", str(p)], capture_output=True, text=True, check=False).stdout
            for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", out):
                best = max(best, (int(major), int(minor)))
    return f"{best[0]}.{best[1]}"


def depends(app: Path) -> str:
    missing = system_needs(app)
    unknown = sorted(n for n in missing if n not in SYSTEM_LIBRARIES)
    if unknown:
        raise RuntimeError(f"the bundle links system libraries with no package in SYSTEM_LIBRARIES: {unknown}")
    packages = sorted({SYSTEM_LIBRARIES[n] for n in missing} - {"libc6"})
    return ", ".join([f"libc6 (>= {glibc_floor(app)})", *packages, *EXTRA_DEPENDS])


def _write(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    path.chmod(mode)


def _gzip(text: str) -> bytes:
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def stage(root: Path, app: Path, share: Path, version: str) -> None:
    """Lay out the package tree under root (DEBIAN/ included)."""
    opt = root / "opt" / "lanjolly"
    shutil.copytree(app, opt, symlinks=True)
    for name in USE_SYSTEM_COPY:
        for copy in opt.rglob(name):
            copy.unlink()
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "lanjolly").symlink_to("/opt/lanjolly/lanjolly")  # absolute: policy 10.5
    shutil.copytree(share, root / "usr" / "share", symlinks=True, dirs_exist_ok=True)
    doc = root / "usr" / "share" / "doc" / "lanjolly"
    _write(doc / "copyright", (HERE / "linux" / "copyright").read_text())
    _write(doc / "changelog.gz", _gzip((HERE / "linux" / "changelog").read_text().replace("@VERSION@", version)))
    man = _gzip((HERE / "linux" / "lanjolly.1").read_text())
    _write(root / "usr" / "share" / "man" / "man1" / "lanjolly.1.gz", man)
    _write(root / "usr" / "share" / "lintian" / "overrides" / "lanjolly",
           (HERE / "linux" / "lintian-overrides").read_text())
    for p in root.rglob("*"):
        if p.is_dir():
            p.chmod(0o755)
    size_kb = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = (f"Package: lanjolly\nVersion: {version}\nArchitecture: amd64\nMaintainer: {MAINTAINER}\n"
               f"Installed-Size: {size_kb}\nDepends: {depends(opt)}\nSection: games\nPriority: optional\n"
               "Homepage: https://lanjolly.github.io/\n"
               "Description: Jolly and Rommé card games for friends on one local network\n"
               " LAN Jolly plays the German and Austrian rummy family (two decks, six jokers)\n"
               " for two to four players on one LAN, with computer opponents for empty\n"
               " seats. No server and no internet are needed, and every deal can be\n"
               " checked by every player after the round.\n")
    _write(root / "DEBIAN" / "control", control)


def build_deb(app: Path, share: Path, version: str, out: Path, work: Path) -> Path:
    root = work / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    stage(root, app, share, version)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", str(root), str(out)],
                   check=True, capture_output=True)
    return out
