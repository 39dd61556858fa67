"""install.py and install.command run for real, on a Linux twin of the kit.

The twin is built by the same code as the Windows and macOS kits (build_kit.py
--system linux: this machine's wheels for every supported CPython), so what runs
here is the kit's own logic: find the Python, refuse one the kit has no wheels for,
make the venv, install with no index, uninstall. Then the installed game runs on
each CPython version this machine has (the window included, offscreen), with
spawned sim workers. The macOS app bundle is written and its launcher executed;
the Windows launcher's calls (PowerShell, registry) are checked against fakes, since
neither can run here.
"""

from __future__ import annotations

import glob
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.packaging import kits

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]


def interpreter(version: str) -> str | None:
    """A CPython of this version on this machine: ours, pyenv's or the system's."""
    if f"{sys.version_info[0]}.{sys.version_info[1]}" == version:
        return sys.executable
    found = sorted(glob.glob(os.path.expanduser(f"~/.pyenv/versions/{version}.*/bin/python{version}")))
    return found[-1] if found else shutil.which(f"python{version}", path="/usr/bin:/usr/local/bin")


@pytest.fixture(scope="module")
def twin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = kits.build(tmp_path_factory.mktemp("twin-dist"), ("linux",))
    return kits.unpack(dist, "linux", tmp_path_factory.mktemp("twin"))


def _install(twin: Path, home: Path, python: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANJOLLY_PYTHON": python}
    return subprocess.run(["sh", str(twin / "install.command"), *args], env=env, capture_output=True, text=True,
                          timeout=900)


def _game(python: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(python), "-m", "lanjolly", *args], capture_output=True, text=True, timeout=300,
                          cwd=home, env={"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
                                         "LANJOLLY_NO_DISCOVERY": "1", **env})


@pytest.mark.parametrize("version", kits.python_versions())
def test_install_run_and_uninstall_on_each_python(version: str, twin: Path, tmp_path: Path) -> None:
    python = interpreter(version)
    if python is None:
        pytest.skip(f"no Python {version} on this machine")
    home = tmp_path / "home"
    home.mkdir()
    proc = _install(twin, home, python)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    venv_python = home / ".local" / "share" / "lanjolly-kit" / "venv" / "bin" / "python"
    v = subprocess.run([str(venv_python), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                       capture_output=True, text=True)
    assert v.stdout.strip() == version
    helped = _game(venv_python, home, "--help")
    assert helped.returncode == 0 and "usage: lanjolly" in helped.stdout, helped.stderr
    sim = _game(venv_python, home, "sim", "--seats", "normal,easy", "--matches", "2", "--seed", "1", "--jobs", "2",
                "--json", "--quiet", LANJOLLY_START_METHOD="spawn")
    assert sim.returncode == 0 and json.loads(sim.stdout)["matches"] == 4, sim.stderr[-2000:]
    png = tmp_path / f"lobby-{version}.png"
    shot = _game(venv_python, home, "client", "--no-discovery", "--nickname", "Guest", "--screenshot", str(png))
    assert shot.returncode == 0 and "lobby shown at" in shot.stdout, shot.stderr[-3000:]
    assert png.stat().st_size > 10_000
    gone = _install(twin, home, python, "--uninstall")
    assert gone.returncode == 0 and not (home / ".local" / "share" / "lanjolly-kit").exists(), gone.stdout


def test_a_python_the_kit_has_no_wheels_for_is_refused_in_words(twin: Path, tmp_path: Path) -> None:
    oldest = kits.python_versions()[0]
    older = f"3.{int(oldest.split('.')[1]) - 1}"
    python = interpreter(older)
    if python is None:
        pytest.skip(f"no Python {older} on this machine")
    proc = _install(twin, tmp_path, python)
    assert proc.returncode == 2
    assert re.search(rf"This is Python {older}; the kit has the game for Python {oldest} to", proc.stdout)
    assert not (tmp_path / ".local").exists()


def test_the_macos_app_bundle_starts_the_game(twin: Path, tmp_path: Path) -> None:
    """The bundle install.py writes on a Mac, written here; its launcher is a shell script, so it runs."""
    install = kits.install_module()
    home = tmp_path / "home"
    home.mkdir()
    assert _install(twin, home, sys.executable).returncode == 0
    venv_python = home / ".local" / "share" / "lanjolly-kit" / "venv" / "bin" / "python"
    app = install.macos_app(tmp_path / "Applications" / "LAN Jolly.app", venv_python,
                            twin / "lanjolly.png", kits.project_version())
    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["lanjolly"]
    assert info["CFBundleExecutable"] == "LAN Jolly" and info["LSMinimumSystemVersion"] == "13.0"
    assert "NSLocalNetworkUsageDescription" in info
    exe = app / "Contents" / "MacOS" / "LAN Jolly"
    proc = subprocess.run([str(exe), "--help"], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(home)})
    assert proc.returncode == 0 and "usage: lanjolly" in proc.stdout, proc.stderr


class FakeWinreg:
    HKEY_CURRENT_USER = "HKCU"
    REG_SZ = 1

    def __init__(self) -> None:
        self.values: dict[tuple[str, str], Any] = {}
        self.deleted: list[str] = []

    class _Key:
        def __init__(self, reg: FakeWinreg, key: str) -> None:
            self.reg, self.key = reg, key

        def __enter__(self) -> FakeWinreg._Key:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

    def CreateKey(self, root: str, key: str) -> FakeWinreg._Key:  # noqa: N802 (winreg's names)
        assert root == "HKCU"                      # per user: no administrator needed
        return FakeWinreg._Key(self, key)

    def SetValueEx(self, handle: FakeWinreg._Key, name: str, reserved: int, kind: int, value: str) -> None:  # noqa: N802
        self.values[handle.key, name] = value

    def DeleteKey(self, root: str, key: str) -> None:  # noqa: N802
        self.deleted.append(key)


def test_the_windows_launcher_makes_a_shortcut_and_a_link_handler(twin: Path, tmp_path: Path) -> None:
    """Unit check with fakes: PowerShell and the registry exist only on Windows."""
    install = kits.install_module()
    where = install.places("windows", {"LOCALAPPDATA": str(tmp_path / "Local"), "APPDATA": str(tmp_path / "Roam")},
                           tmp_path)
    where["root"].mkdir(parents=True)
    (twin / "lanjolly.ico").write_bytes(b"\0\0\1\0")
    ran: list[tuple[list[str], dict[str, str]]] = []
    reg = FakeWinreg()
    install.windows_launcher(where, twin, "0.1.0", run=lambda cmd, check, env: ran.append((cmd, env)),
                             registry=reg)
    (cmd, env), = ran
    assert cmd[0] == "powershell" and cmd[-1] == install.SHORTCUT_PS1
    assert env["LJ_LINK"].endswith(os.path.join("Start Menu", "Programs", "LAN Jolly.lnk"))
    assert env["LJ_TARGET"].endswith(os.path.join("venv", "Scripts", "pythonw.exe"))
    base = "Software\\Classes\\lanjolly"
    assert reg.values[base, "URL Protocol"] == ""
    assert reg.values[base + "\\shell\\open\\command", ""] == f'"{where["gui"]}" -m lanjolly "%1"'
    remover = reg.values[install.UNINSTALL_KEY, "UninstallString"]
    assert remover == f'"{sys.executable}" "{where["root"] / "install.py"}" --uninstall'
    assert (where["root"] / "install.py").exists() and (where["root"] / "kit.json").exists()
    install.uninstall("windows", where, registry=reg)
    chain = [base + "\\shell\\open\\command", base + "\\shell\\open", base + "\\shell", base]
    assert [k for k in reg.deleted if k in chain] == chain            # subkeys first: DeleteKey needs that
    assert set(reg.deleted) == set(chain) | {base + "\\DefaultIcon", install.UNINSTALL_KEY}
    assert not where["root"].exists()


def test_the_windows_network_bug_is_told() -> None:
    install = kits.install_module()

    class Fixed:
        ERROR_PORT_UNREACHABLE = 1234
    assert install.windows_network_warning(Fixed) is None
    assert "list of tables stop" in install.windows_network_warning(object())
