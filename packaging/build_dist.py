"""`make dist`: build the self-contained Linux app, its tarball and the .deb into dist/.

Steps: PyInstaller onedir from packaging/lanjolly.spec, slim.py trims it,
icons.py exports the hicolor icons, then the tarball (with install.sh and
uninstall.sh for ~/.local) and the .deb (debian.py) are packed, and their
SHA-256 sums written to dist/SHA256SUMS. Prints every size and the build time.
"""

from __future__ import annotations

import argparse
import hashlib
import datetime
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import debian  # noqa: E402
import icons  # noqa: E402
import slim  # noqa: E402

APP_ID = icons.APP_ID


def project_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def run_pyinstaller(work: Path, icon_png: Path) -> Path:
    env = dict(os.environ, LANJOLLY_ICON_PNG=str(icon_png) if sys.platform != "linux" else "")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "ERROR",
                    "--distpath", str(work / "pyi-dist"), "--workpath", str(work / "pyi-work"),
                    str(HERE / "lanjolly.spec")], check=True, cwd=ROOT, env=env)
    return work / "pyi-dist" / "lanjolly"


def make_share(share: Path, version: str) -> None:
    """The desktop file, icons and metainfo, shared by the tarball and the .deb."""
    linux = HERE / "linux"
    (share / "applications").mkdir(parents=True)
    shutil.copy(linux / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    date = datetime.datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", time.time())),
                                           datetime.timezone.utc).date().isoformat()
    meta = (linux / f"{APP_ID}.metainfo.xml").read_text().replace("@VERSION@", version).replace("@DATE@", date)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(meta)
    icons.export_hicolor(share)


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def make_tarball(app: Path, share: Path, version: str, dist: Path, work: Path) -> Path:
    name = f"lanjolly-{version}-linux-x86_64"
    top = work / name
    if top.exists():
        shutil.rmtree(top)
    top.mkdir()
    shutil.copytree(app, top / "app", symlinks=True)
    shutil.copytree(share, top / "share", symlinks=True)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(HERE / "linux" / script, top / script)
        (top / script).chmod(0o755)
    shutil.copy(HERE / "linux" / "README.txt", top / "README.txt")
    out = dist / f"{name}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(top, arcname=name, filter=_tar_filter)
    return out


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def record_sums(dist: Path, outputs: list[Path]) -> None:
    """Write the outputs' lines into dist/SHA256SUMS, keeping those of other files still in dist/
    (`make dist` and `make kit` each add their own installers to the one list)."""
    sums = dist / "SHA256SUMS"
    names = {p.name for p in outputs}
    kept = [line for line in (sums.read_text().splitlines() if sums.exists() else [])
            if line.split("  ", 1)[-1] not in names and (dist / line.split("  ", 1)[-1]).exists()]
    sums.write_text("".join(f"{line}\n" for line in kept) + "".join(f"{sha256(p)}  {p.name}\n" for p in outputs))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default: dist/)")
    parser.add_argument("--no-deb", action="store_true", help="only the app folder and tarball")
    parser.add_argument("--work", default=str(ROOT / "build" / "dist-work"),
                        help="scratch folder, emptied first (default: build/dist-work; the tests use a temp folder)")
    args = parser.parse_args(argv)
    dist = Path(args.dist).resolve()
    work = Path(args.work).resolve()
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    dist.mkdir(parents=True, exist_ok=True)
    version = project_version()
    t0 = time.monotonic()
    share = work / "share"
    make_share(share, version)
    app = run_pyinstaller(work, share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png")
    t_pyi = time.monotonic() - t0
    removed = slim.slim(app)
    shutil.copytree(share / "icons", app / "_internal" / "icons", dirs_exist_ok=True)
    outputs = [make_tarball(app, share, version, dist, work)]
    if not args.no_deb:
        outputs.append(debian.build_deb(app, share, version, dist / f"lanjolly_{version}_amd64.deb", work))
    record_sums(dist, outputs)
    t_all = time.monotonic() - t0
    print(f"removed {len(removed)} unneeded libraries: {' '.join(removed)}")
    print(f"build time: {t_all:.1f} s (PyInstaller {t_pyi:.1f} s)")
    print(f"app folder: {slim.tree_size(app) / 1e6:.1f} MB ({slim.tree_size(app) / 2**20:.1f} MiB)")
    for p in outputs:
        print(f"{p.name}: {p.stat().st_size / 1e6:.1f} MB")
    print(f"glibc floor: {debian.glibc_floor(app)}")
    print((dist / "SHA256SUMS").read_text(), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
