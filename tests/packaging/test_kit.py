"""`make kit`: the Windows and macOS install kits, proven as far as Linux can prove them.

- Size (<= 150 MB) and SHA256SUMS.
- Offline resolution: pip resolves the game from each kit alone (``--no-index``) for every
  platform tag and CPython version the kit claims, and fails on any missing dependency.
- The installers: install.py runs for real here (tests/packaging/test_kit_install.py, on a
  Linux twin of the kit); install.command gets sh's and bash's syntax check; install.bat
  cannot run here (no cmd.exe), so its structure is checked; the PowerShell it hands to
  Windows is parsed by a real PowerShell grammar (tree-sitter; Debian has no pwsh).
"""

from __future__ import annotations

import json
import os
import re
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.packaging import kits

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]

ROOT = Path(__file__).resolve().parents[2]
CASES = [(system, platform, version) for system in kits.GUESTS for platform in kits.platforms(system)
         for version in kits.python_versions()]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kits.build(tmp_path_factory.mktemp("kit-dist"), kits.GUESTS)


@pytest.fixture(scope="module")
def unpacked(built: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("kits")
    return {s: kits.unpack(built, s, out) for s in kits.GUESTS}


def test_each_kit_is_within_its_size_and_in_sha256sums(built: Path) -> None:
    sums = dict(reversed(line.split("  ")) for line in (built / "SHA256SUMS").read_text().splitlines())
    for system in kits.GUESTS:
        z = built / kits.zip_name(system)
        assert z.stat().st_size <= 150_000_000, f"{z.name}: {z.stat().st_size / 1e6:.1f} MB"
        assert sums[z.name] == kits.sha256(z)


@pytest.mark.parametrize(("system", "platform", "version"), CASES)
def test_the_kit_alone_resolves_the_game(system: str, platform: str, version: str,
                                         unpacked: dict[str, Path], tmp_path: Path) -> None:
    """pip, with no index and only the kit's wheels, finds every dependency for this platform and Python."""
    report = tmp_path / "report.json"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--no-index",
         "--find-links", str(unpacked[system] / "wheels"), "--only-binary=:all:", "--platform", platform,
         "--python-version", version, "--implementation", "cp", "--target", str(tmp_path / "t"),
         "--report", str(report), f"lanjolly=={kits.project_version()}"],
        capture_output=True, text=True, env=kits.isolated_pip_env(), timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    installed = {kits.canonical(i["metadata"]["name"]): i for i in json.loads(report.read_text())["install"]}
    assert set(map(kits.canonical, kits.dependency_names())) <= set(installed), sorted(installed)
    for item in installed.values():
        url = item["download_info"]["url"]
        assert url.startswith((unpacked[system] / "wheels").as_uri()), url


def test_the_kits_carry_their_installer_and_the_supported_pythons(unpacked: dict[str, Path]) -> None:
    for system, script in (("windows", "install.bat"), ("macos", "install.command")):
        folder = unpacked[system]
        meta = json.loads((folder / "kit.json").read_text())
        assert meta == {"version": kits.project_version(), "system": system, "python": kits.python_versions()}
        assert {"install.py", script, "README.txt", "wheels"} <= {p.name for p in folder.iterdir()}
        text = (folder / script).read_text()
        assert " ".join(reversed(kits.python_versions())) in text
        assert not re.search(r"@[A-Z_]+@", text + (folder / "README.txt").read_text()), "a placeholder is left"


def test_install_command_is_executable_in_the_zip_and_parses_in_sh_and_bash(built: Path,
                                                                            unpacked: dict[str, Path]) -> None:
    with zipfile.ZipFile(built / kits.zip_name("macos")) as z:
        info = next(i for i in z.infolist() if i.filename.endswith("/install.command"))
    assert (info.external_attr >> 16) & 0o111, "Finder would refuse to run it"
    for shell in ("sh", "bash"):
        proc = subprocess.run([shell, "-n", str(unpacked["macos"] / "install.command")], capture_output=True,
                              text=True)
        assert proc.returncode == 0, f"{shell}: {proc.stderr}"


def test_install_bat_structure(unpacked: dict[str, Path]) -> None:
    """cmd.exe needs CRLF for its labels; every goto has its label; blocks close; it ends with exit."""
    raw = (unpacked["windows"] / "install.bat").read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n") and raw.endswith(b"\r\n")
    text = raw.decode()
    labels = set(re.findall(r"^:(\w+)", text, re.M))
    assert set(re.findall(r"\bgoto (\w+)", text)) <= labels
    code = re.sub(r'"[^"]*"', '""', text)
    assert code.count("(") == code.count(")")
    assert "install.py" in text and "exit /b" in text


def test_the_powershell_handed_to_windows_parses() -> None:
    install = kits.install_module()
    assert not kits.powershell_errors(install.SHORTCUT_PS1)
    assert kits.powershell_errors("$link = $shell.CreateShortcut($env:LJ_LINK\nif ($x { }")   # the check can fail


def test_the_icons_hold_pngs(unpacked: dict[str, Path]) -> None:
    ico = (unpacked["windows"] / "lanjolly.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    for i in range(count):
        _, _, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(ico)
    icns = (unpacked["macos"] / "lanjolly.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kinds.append(icns[pos:pos + 4])
        assert icns[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
        pos += struct.unpack(">I", icns[pos + 4:pos + 8])[0]
    assert pos == len(icns) and b"ic08" in kinds


def test_the_readme_covers_the_kits() -> None:
    readme = (ROOT / "README.md").read_text()
    start = readme.index("## Install without internet")
    section = readme[start:readme.index("\n## ", start + 1)]
    for needle in ("windows-kit.zip", "macos-kit.zip", "make kit", "Python installer",
                   f"Python {kits.python_versions()[0]}", kits.python_versions()[-1]):
        assert needle in section, needle
    assert os.path.exists(ROOT / "packaging" / "README.md")
