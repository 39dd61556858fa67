"""`make dist` builds an app a guest can run with no Python, no venv and no network.

One build (a few minutes) feeds every test here: the tarball and the .deb are
unpacked as a guest would and smoke-checked under a bare environment, and the
desktop file, metainfo and package are put through the Debian validators.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.packaging import smoke

ROOT = Path(__file__).resolve().parents[2]
VERSION_FILE = ROOT / "pyproject.toml"
APP_ID = "io.github.lanjolly.LanJolly"
TOOLS = ("pyinstaller", "patchelf", "readelf", "objdump", "dpkg-deb", "desktop-file-validate",
         "appstreamcli", "lintian")
MB = 1_000_000
MIB = 1 << 20

# xdist_group asks pytest-xdist (--dist loadgroup) to keep these tests on one worker, so the
# other is free for the full-size properties; `built` makes one build per run in any case.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200), pytest.mark.xdist_group("bundle"),
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle")]


def _version() -> str:
    import tomllib
    return str(tomllib.loads(VERSION_FILE.read_text())["project"]["version"])


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """dist/ of one fresh build (into a temp folder, so the developer's dist/ is untouched).

    One build per test run, whatever the pytest-xdist workers: the first worker to get here
    builds into the run's shared temp folder under a lock; the others wait and take its result
    (or its failure). LANJOLLY_PREBUILT_DIST=<folder> checks an existing build instead.
    """
    prebuilt = os.environ.get("LANJOLLY_PREBUILT_DIST")
    if prebuilt:
        return Path(prebuilt)
    missing = [t for t in TOOLS if shutil.which(t, path=os.path.dirname(sys.executable) + os.pathsep
                                                + os.environ.get("PATH", "")) is None]
    if missing:
        pytest.skip(f"packaging tools missing: {missing} (run: sh packaging/ensure_tools.sh)")
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base   # one folder per run
    dist, work, failed = shared / "bundle-dist", shared / "bundle-work", shared / "bundle-failed.txt"
    with open(shared / "bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (dist / "SHA256SUMS").exists() and not failed.exists():
            dist.mkdir(exist_ok=True)
            proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_dist.py"), "--dist",
                                   str(dist), "--work", str(work)],      # nothing is written into the checkout
                                  cwd=ROOT, capture_output=True, text=True, timeout=1100)
            print(proc.stdout)
            if proc.returncode != 0:
                failed.write_text(proc.stdout[-3000:] + proc.stderr[-5000:])
    assert not failed.exists(), failed.read_text()
    return dist


@pytest.fixture(scope="session")
def tar_app(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("tar")
    with tarfile.open(built / f"lanjolly-{_version()}-linux-x86_64.tar.gz") as tar:
        tar.extractall(out, filter="tar")
    return out / f"lanjolly-{_version()}-linux-x86_64"


@pytest.fixture(scope="session")
def deb_root(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("debroot")
    subprocess.run(["dpkg-deb", "-x", str(built / f"lanjolly_{_version()}_amd64.deb"), str(out)], check=True)
    return out


def _screenshot_dir(tmp_path: Path) -> Path:
    folder = os.environ.get("LANJOLLY_SCREENSHOTS", "").strip()
    return Path(folder) if folder else tmp_path


def test_tarball_app_runs_every_smoke_check_with_a_bare_environment(tar_app: Path, tmp_path: Path) -> None:
    out = _screenshot_dir(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    smoke.check_all(tar_app / "app" / "lanjolly", tmp_path / "home", out / "bundle_lobby.png")


def test_deb_contents_run_every_smoke_check(deb_root: Path, tmp_path: Path) -> None:
    assert os.readlink(deb_root / "usr" / "bin" / "lanjolly") == "/opt/lanjolly/lanjolly"
    # /usr/bin/lanjolly points at the installed /opt path, so run the extracted copy itself.
    smoke.check_all(deb_root / "opt" / "lanjolly" / "lanjolly", tmp_path / "home", tmp_path / "deb_lobby.png")


def test_sizes_stay_within_the_goals(built: Path, tar_app: Path) -> None:
    app = sum(p.stat().st_size for p in (tar_app / "app").rglob("*") if p.is_file() and not p.is_symlink())
    assert app <= 130 * MIB, f"app folder {app / MIB:.1f} MiB"
    assert (built / f"lanjolly-{_version()}-linux-x86_64.tar.gz").stat().st_size <= 55 * MB
    assert (built / f"lanjolly_{_version()}_amd64.deb").stat().st_size <= 40 * MB


def test_libraries_are_0644_and_carry_no_build_host_rpath(deb_root: Path) -> None:
    app = deb_root / "opt" / "lanjolly"
    for p in app.rglob("*.so*"):
        if p.is_file() and not p.is_symlink():
            assert p.stat().st_mode & 0o777 == 0o644, p
            rpath = subprocess.run(["patchelf", "--print-rpath", str(p)], capture_output=True,
                                   text=True).stdout.strip()
            assert all(part.startswith("$ORIGIN") for part in rpath.split(":") if part), (p, rpath)


def test_desktop_file_and_metainfo_validate(deb_root: Path) -> None:
    desktop = deb_root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    proc = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout
    text = desktop.read_text()
    assert "MimeType=x-scheme-handler/lanjolly;" in text and f"Icon={APP_ID}" in text
    meta = deb_root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>" in meta.read_text()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (deb_root / f"usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png").stat().st_size > 200


def test_lintian_reports_no_errors_and_no_unexplained_warnings(built: Path) -> None:
    proc = subprocess.run(["lintian", "--allow-root", "--no-tag-display-limit",
                           str(built / f"lanjolly_{_version()}_amd64.deb")], capture_output=True, text=True)
    tags = [line for line in proc.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert not tags, "\n".join(tags)


def test_control_declares_the_system_libraries_the_bundle_links(deb_root: Path, built: Path) -> None:
    control = subprocess.run(["dpkg-deb", "-f", str(built / f"lanjolly_{_version()}_amd64.deb"), "Depends"],
                             capture_output=True, text=True, check=True).stdout
    for package in ("libgl1", "libegl1", "libxcb1", "libwayland-client0", "libdbus-1-3", "fontconfig-config",
                    "libc6 (>= 2."):
        assert package in control, control
    carried = {p.name for p in (deb_root / "opt" / "lanjolly").rglob("*.so*")}
    for lib, package in (("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxcb-keysyms.so.1", "libxcb-keysyms1")):
        assert lib in carried or package in control, (lib, control)


def test_the_tarball_carries_the_x11_plugins_helpers(tar_app: Path) -> None:
    """Without these two the xcb platform plugin does not load and Qt aborts: a guest on a
    desktop that lacks them, with no network to install them, could not start the game."""
    carried = {p.name for p in (tar_app / "app").rglob("*.so*")}
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"} <= carried


def test_the_window_opens_on_a_real_x_server(tar_app: Path, deb_root: Path, tmp_path: Path) -> None:
    """The xcb platform plugin driven by an X server (Xvfb, local socket only), not offscreen."""
    out = _screenshot_dir(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    with smoke.x_server() as display:
        for name, exe in (("tar", tar_app / "app" / "lanjolly"), ("deb", deb_root / "opt" / "lanjolly" / "lanjolly")):
            home = tmp_path / f"home-{name}"
            home.mkdir()
            seconds = smoke.check_lobby(exe, home, out / f"bundle_lobby_x11_{name}.png", QT_QPA_PLATFORM="xcb",
                                        DISPLAY=display)
            assert seconds < 30


def test_install_sh_installs_for_one_user_and_uninstall_sh_removes_it(tar_app: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = smoke.bare_env(home)
    subprocess.run(["sh", str(tar_app / "install.sh")], env=env, cwd=home, check=True, capture_output=True)
    exe = home / ".local" / "bin" / "lanjolly"
    assert smoke.run(exe, ["--help"], home).returncode == 0
    desktop = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={exe} %u" in desktop.read_text()
    assert (home / ".local/share/icons/hicolor/256x256/apps" / f"{APP_ID}.png").exists()
    mimeapps = (home / ".config" / "mimeapps.list").read_text()
    assert f"x-scheme-handler/lanjolly={APP_ID}.desktop" in mimeapps
    subprocess.run(["sh", str(tar_app / "uninstall.sh")], env=env, cwd=home, check=True, capture_output=True)
    assert not exe.exists() and not desktop.exists() and not (home / ".local/lib/lanjolly").exists()
    assert "x-scheme-handler/lanjolly" not in (home / ".config" / "mimeapps.list").read_text()


def test_an_invite_link_opened_through_the_desktop_handler_joins_the_table(tar_app: Path, tmp_path: Path) -> None:
    """Clicking a lanjolly:// link: GIO (what Firefox and GNOME use to hand a URL scheme to an
    app) finds the handler install.sh registered and starts the installed bundle with the
    link, which joins an invite-only table on 127.0.0.1 with the link's token."""
    import asyncio
    import shutil as _shutil

    from lanjolly.variants import JOLLY
    from protocol import Host, Identity, TableConfig
    from protocol.discovery import make_invite_link

    gio = _shutil.which("gio")
    if gio is None:
        pytest.skip("gio (libglib2.0-bin) is not installed: no desktop URL handler to try")
    home = tmp_path / "home"
    home.mkdir()
    subprocess.run(["sh", str(tar_app / "install.sh")], env=smoke.bare_env(home), cwd=home, check=True,
                   capture_output=True)
    conf = home / ".config" / "LANJolly" / "LAN Jolly.conf"      # a player who has started it before
    conf.parent.mkdir(parents=True, exist_ok=True)
    conf.write_text("[player]\nnickname=LinkGuest\n", encoding="utf-8")

    async def scenario() -> list[str]:
        host = Host(TableConfig(name="Link", variant=JOLLY, seats=2, bots=(None, None)), Identity.generate(),
                    invite_only=True)
        joined = asyncio.Event()
        nicks: list[str] = []

        def changed(info: dict[str, object]) -> None:
            seated = [str(s["nick"]) for s in info["seats"] if s.get("nick")]  # type: ignore[attr-defined]
            if "LinkGuest" in seated and not joined.is_set():
                nicks.extend(seated)
                joined.set()
        host.on_change = changed
        _, port = await host.start("127.0.0.1", 0)
        link = make_invite_link("127.0.0.1", port, host.fingerprint, host.make_invite())
        opener = await asyncio.create_subprocess_exec(
            gio, "open", link, env=smoke.bare_env(home, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1"),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            assert await opener.wait() == 0
            await asyncio.wait_for(joined.wait(), timeout=60)
        finally:
            await host.close()
        return nicks

    try:
        nicks = asyncio.run(scenario())
    finally:   # the client GIO started is not our child: find it by its install folder
        subprocess.run(["pkill", "-f", str(home / ".local")], check=False)
    assert "LinkGuest" in nicks
