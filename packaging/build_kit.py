"""`make kit`: offline install kits for Windows and macOS guests, built on Linux.

dist/lanjolly-<version>-windows-kit.zip and dist/lanjolly-<version>-macos-kit.zip each
hold the project's wheel and a wheelhouse with every dependency of pyproject.toml's
[project].dependencies (so a new dependency is picked up) for that system (Windows
x86-64; macOS arm64 and x86-64, macOS 13 or newer as PySide6 needs) and for every
CPython the project supports (its "Programming Language :: Python :: 3.x"
classifiers), plus install.py and the launcher script (packaging/kit/) and the icon.
pip downloads through its cache, so a rebuild fetches nothing new. Each kit must stay
within 150 MB; its SHA-256 goes into dist/SHA256SUMS beside the Linux installers'.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import iconfiles  # noqa: E402
from build_dist import project_version, record_sums  # noqa: E402

MAX_BYTES = 150_000_000
CLASSIFIER = "Programming Language :: Python :: "


@dataclass(frozen=True)
class Target:
    """One kit: the system, pip's platform tags (empty: this machine's), its launcher and icon."""

    system: str
    platforms: tuple[str, ...]
    script: str
    icon: str
    title: str

    def name(self, version: str) -> str:
        return f"lanjolly-{version}-{self.system}-kit"


WINDOWS = Target("windows", ("win_amd64",), "install.bat", "lanjolly.ico", "Windows (64-bit)")
MACOS = Target("macos", ("macosx_13_0_arm64", "macosx_13_0_x86_64"), "install.command", "lanjolly.icns",
               "macOS 13 or newer (Apple silicon and Intel)")
# The same kit for this Linux machine: what tests/packaging installs for real to run install.py.
LINUX_TWIN = Target("linux", (), "install.command", "lanjolly.png", "Linux (test twin)")
TARGETS = {t.system: t for t in (WINDOWS, MACOS, LINUX_TWIN)}
GUEST_SYSTEMS = ("macos", "windows")


def pyproject() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]  # type: ignore[no-any-return]


def python_versions() -> list[str]:
    """The CPython versions the project supports, oldest first, from its classifiers."""
    found = [c.removeprefix(CLASSIFIER) for c in pyproject()["classifiers"]  # type: ignore[attr-defined]
             if c.startswith(CLASSIFIER) and c.removeprefix(CLASSIFIER).count(".") == 1]
    return sorted(found, key=lambda v: tuple(map(int, v.split("."))))


def dependencies() -> list[str]:
    return list(pyproject()["dependencies"])  # type: ignore[call-overload]


def build_wheel(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
                   check=True)
    return next(out.glob(f"lanjolly-{project_version()}-*.whl"))


def download(target: Target, wheels: Path, versions: list[str]) -> None:
    """Every dependency's wheels for each platform tag and Python version (pip's cache makes reruns cheap)."""
    for version in versions:
        for platform in target.platforms or (None,):
            tags = ["--platform", platform] if platform else []
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:",
                            "--implementation", "cp", "--python-version", version, *tags,
                            "-d", str(wheels), *dependencies()], check=True)


def script_text(target: Target, versions: list[str]) -> str:
    newest_first = " ".join(reversed(versions))
    text = (HERE / "kit" / target.script).read_text(encoding="utf-8")
    return (text.replace("@VERSIONS@", newest_first).replace("@FIRST@", versions[0])
            .replace("@LAST@", versions[-1]).replace("@FIRST_TUPLE@", versions[0].replace(".", ", ")))


def readme_text(target: Target, versions: list[str], version: str) -> str:
    last = versions[-1]
    steps = {"windows": ("Install: double-click install.bat. A window shows what it does; press a key "
                         "at the end.", f"python-{last}.x-amd64.exe", "a Start-menu entry",
                         "in a Command Prompt in this folder: install.bat --uninstall"),
             "macos": ("Install: double-click install.command (it opens in Terminal). If macOS says it\n"
                       "cannot be opened, right-click it, choose Open, then Open again.",
                       f"python-{last}.x-macos11.pkg", "LAN Jolly in ~/Applications",
                       "in Terminal, in this folder: sh install.command --uninstall")}
    how, installer, launcher, remove = steps.get(target.system, steps["macos"])
    text = (HERE / "kit" / "README.txt").read_text(encoding="utf-8")
    for key, value in {"@VERSION@": version, "@SYSTEM_NAME@": target.title, "@FIRST@": versions[0],
                       "@LAST@": last, "@PYTHON_INSTALLER@": installer, "@SYSTEM_STEPS@": how,
                       "@LAUNCHER@": launcher, "@UNINSTALL@": remove}.items():
        text = text.replace(key, value)
    return text


def lay_out(target: Target, folder: Path, wheel: Path, versions: list[str], version: str, icons: Path) -> None:
    """The kit's folder: scripts, kit.json, README, icon and wheels/."""
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "wheels").mkdir(parents=True)
    shutil.copy(wheel, folder / "wheels")
    download(target, folder / "wheels", versions)
    shutil.copy(HERE / "kit" / "install.py", folder / "install.py")
    newline = "\r\n" if target.script.endswith(".bat") else "\n"
    (folder / target.script).write_bytes(script_text(target, versions).replace("\r\n", "\n")
                                         .replace("\n", newline).encode("utf-8"))
    (folder / target.script).chmod(0o755)
    (folder / "kit.json").write_text(json.dumps({"version": version, "system": target.system,
                                                 "python": versions}, indent=2) + "\n")
    (folder / "README.txt").write_text(readme_text(target, versions, version).replace("\n", newline))
    shutil.copy(icons / target.icon, folder / target.icon)


def zip_folder(folder: Path, out: Path) -> Path:
    """A zip that keeps install.command executable (Archive Utility honours the Unix mode)."""
    with zipfile.ZipFile(out, "w") as z:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            arc = f"{folder.name}/{path.relative_to(folder).as_posix()}"
            info = zipfile.ZipInfo.from_file(path, arc)
            info.external_attr = (0o100755 if path.suffix in (".command", ".bat") else 0o100644) << 16
            # wheels are zips already: storing them costs a few kB and saves minutes of deflate
            info.compress_type = zipfile.ZIP_STORED if path.suffix == ".whl" else zipfile.ZIP_DEFLATED
            with path.open("rb") as fh:
                z.writestr(info, fh.read())
    return out


def build(targets: list[Target], dist: Path, work: Path) -> list[Path]:
    version = project_version()
    versions = python_versions()
    wheel = build_wheel(work / "wheel")
    icons = iconfiles.write_all(work / "icons")
    outputs = []
    for target in targets:
        folder = work / target.name(version)
        lay_out(target, folder, wheel, versions, version, icons)
        out = zip_folder(folder, dist / f"{target.name(version)}.zip")
        size = out.stat().st_size
        print(f"{out.name}: {size / 1e6:.1f} MB, Python {', '.join(versions)}, "
              f"{len(list((folder / 'wheels').iterdir()))} wheels")
        if size > MAX_BYTES:
            raise SystemExit(f"{out.name} is {size / 1e6:.1f} MB, over the {MAX_BYTES / 1e6:.0f} MB limit")
        outputs.append(out)
    return outputs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default: dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "kit-work"), help="scratch folder")
    parser.add_argument("--system", action="append", choices=sorted(TARGETS),
                        help="only this kit (repeatable); linux is the test twin for this machine")
    args = parser.parse_args(argv)
    dist = Path(args.dist).resolve()
    dist.mkdir(parents=True, exist_ok=True)
    outputs = build([TARGETS[s] for s in args.system or GUEST_SYSTEMS], dist, Path(args.work).resolve())
    record_sums(dist, outputs)
    print((dist / "SHA256SUMS").read_text(), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
