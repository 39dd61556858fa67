"""Trim a PyInstaller onedir build of LAN Jolly down to what the app loads (Linux).

PyInstaller collects every Qt plugin of the modules we import and every system
library those plugins link, so a default build is ~150 MB. ui/ needs QtCore,
QtGui and QtWidgets with the xcb, wayland, offscreen and minimal platforms: the
rest is removed here, then every shared library that nothing left needs.
Also fixes what lintian and a clean install need: no build-host rpath (the
pyenv interpreter bakes its own lib dir into libpython), libraries 0644.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

# Relative to PySide6/Qt/plugins.
DROP_PLUGINS = [
    "platformthemes/libqgtk3.so",        # links GTK 3, cairo, pango: ~10 MB of host libraries
    "tls", "networkinformation", "egldeviceintegrations", "generic",
    "platforms/libqeglfs.so", "platforms/libqlinuxfb.so", "platforms/libqvnc.so",
    "platforms/libqvkkhrdisplay.so", "platforms/libqminimalegl.so",
    "imageformats", "iconengines",       # ui/ loads no pictures: PNG is built into QtGui
    "wayland-graphics-integration-client/libvulkan-server.so",
    # GNOME-style window frames on Wayland: it alone links QtSvg (0.7 MB). Without it Qt draws
    # its own frame ("bradient"); made room for libsecp256k1 (issue 23) within the 130 MiB goal.
    "wayland-decoration-client/libadwaita.so",
]
# East Asian codecs (1 MB): nothing in the game reads text in those encodings. _decimal
# (0.4 MB): nothing imports decimal at run time, and decimal falls back to _pydecimal if it did.
DROP_DYNLOAD = re.compile(r"^_(codecs_\w+|multibytecodec|decimal)\.cpython")
# Qt's own translations for the languages the UI is translated into. Qt ships
# split qtbase_* catalogues for de and cs, and only whole qt_* ones for pt_PT and sl.
KEEP_TRANSLATIONS = re.compile(r"^qt(base)?_(de|cs|pt_PT|sl)\.qm$")
# Taken from the system instead: the D-Bus client library must speak to the system's own
# bus, is on every desktop (and in the .deb's Depends), and it alone pulled in libsystemd,
# libgcrypt, lz4, zstd and libcap (3.7 MB).
FROM_SYSTEM = {"libdbus-1.so.3"}
# Loaded with dlopen() by Qt, not listed as NEEDED, so the closure below cannot see them.
DLOPENED = {"libQt6WaylandEglClientHwIntegration.so.6", "libQt6WlShellIntegration.so.6"}


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def prune_qt(internal: Path) -> None:
    qt = internal / "PySide6" / "Qt"
    plugins = qt / "plugins"
    for rel in DROP_PLUGINS:
        target = plugins / rel
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    for f in internal.glob("python3*/lib-dynload/*.so"):
        if DROP_DYNLOAD.match(f.name):
            f.unlink()
    for f in (qt / "translations").glob("*"):
        if not KEEP_TRANSLATIONS.match(f.name):
            f.unlink()


def library_dirs(internal: Path) -> list[Path]:
    """Folders whose libraries exist only because something links them."""
    return [internal, internal / "PySide6" / "Qt" / "lib"]


def prune_unneeded_libraries(app: Path) -> list[str]:
    """Delete libraries in the library folders that no remaining program, plugin or module needs."""
    internal = app / "_internal"
    lib_dirs = library_dirs(internal)
    for name in FROM_SYSTEM:
        for copy in internal.rglob(name):
            copy.unlink()
    elves = [p for p in app.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    pool = {p.name: p for p in elves if p.parent in lib_dirs}
    roots = [p for p in elves if p.parent not in lib_dirs or p.name.endswith((".abi3.so", "-linux-gnu.so"))]
    roots += [p for n, p in pool.items() if n in DLOPENED or n.startswith("libpython")]  # bootloader dlopens it
    keep: set[str] = set()
    todo = list(roots)
    while todo:
        for name in needed(todo.pop()):
            if name in pool and name not in keep:
                keep.add(name)
                todo.append(pool[name])
    removed = sorted(FROM_SYSTEM)
    for name, path in pool.items():
        if name not in keep and path not in roots:
            path.unlink()
            removed.append(name)
    for link in [p for p in app.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()                     # PyInstaller's links to libraries removed above
    return sorted(removed)


def fix_rpaths_and_modes(app: Path) -> None:
    """Clear build-host rpaths (keep $ORIGIN ones Qt needs) and make libraries 0644."""
    for p in app.rglob("*"):
        if not p.is_file() or p.is_symlink() or not is_elf(p):
            continue
        out = subprocess.run(["patchelf", "--print-rpath", str(p)], capture_output=True, text=True,
                             check=False).stdout.strip()
        if out and not all(part.startswith("$ORIGIN") for part in out.split(":")):
            kept = ":".join(part for part in out.split(":") if part.startswith("$ORIGIN"))
            if kept:
                subprocess.run(["patchelf", "--set-rpath", kept, str(p)], check=True)
            else:
                subprocess.run(["patchelf", "--remove-rpath", str(p)], check=True)
        p.chmod(0o755 if p == app / "lanjolly" else 0o644)
    for p in app.rglob("*"):
        if p.is_dir():
            p.chmod(0o755)
        elif p.is_file() and not is_elf(p):
            p.chmod(0o644)


def strip_libraries(app: Path) -> None:
    """PyInstaller's strip misses libraries it copies as data; strip what is left unstripped."""
    files = [str(p) for p in app.rglob("*.so*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    for i in range(0, len(files), 200):
        subprocess.run(["strip", "--strip-unneeded", *files[i:i + 200]], check=False,
                       capture_output=True)


def slim(app: Path) -> list[str]:
    internal = app / "_internal"
    prune_qt(internal)
    removed = prune_unneeded_libraries(app)
    strip_libraries(app)
    fix_rpaths_and_modes(app)
    return removed


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


if __name__ == "__main__":  # pragma: no cover - manual use: python packaging/slim.py dist/.../app
    import sys

    target = Path(sys.argv[1])
    print("removed:", " ".join(slim(target)))
    print(f"size: {tree_size(target) / 1e6:.1f} MB")
    os.sync()
