"""Install LAN Jolly from this kit, with no network: the guest's own Python, a private venv.

Started by install.bat (Windows) or install.command (macOS), which find a
supported Python; it can also be run by hand: ``python3.13 install.py``.
Steps: check this Python against kit.json; make a virtual environment in the
user's own folders; install the game from wheels/ (``pip --no-index``: nothing
is downloaded); then add a Start-menu entry and the lanjolly:// link handler
(Windows, per user, no administrator) or "LAN Jolly.app" in ~/Applications
(macOS). ``--uninstall`` removes all of it; the player's identity, pins and
round records (in the data folder) are kept.

Standard library only, and no syntax newer than Python 3.8, so that even a
Python too old for the game gets a clear sentence instead of a traceback.
"""

import json
import os
import plistlib
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

KIT = Path(__file__).resolve().parent
NAME = "LAN Jolly"
APP_ID = "io.github.lanjolly.LanJolly"
SCHEME = "lanjolly"


def load_kit(kit=KIT):
    """kit.json: {"version": "0.1.0", "system": "windows" | "macos" | "linux", "python": ["3.11", ...]}."""
    return json.loads((kit / "kit.json").read_text(encoding="utf-8"))


def python_problem(info, supported):
    """Why this Python cannot run the game (a sentence), or None."""
    have = "%d.%d" % (info[0], info[1])
    if have in supported:
        return None
    return ("This is Python %s; the kit has the game for Python %s to %s. Install Python %s from the "
            "stick (it goes beside the one you have), then run the installer again."
            % (have, supported[0], supported[-1], supported[-1]))


def windows_network_warning(overlapped_module):
    """CPython gh-91227: before its fix, a Windows Python stops receiving on a UDP socket once a
    reply went to a closed port, so the list of tables on the LAN stops updating. The fix
    added ERROR_PORT_UNREACHABLE to ``_overlapped``; its presence is the test."""
    if hasattr(overlapped_module, "ERROR_PORT_UNREACHABLE"):
        return None
    return ("Warning: this Python has a Windows network bug that can make the list of tables stop "
            "updating (joining by address still works). The Python on the stick does not have it.")


def places(system, environ, home):
    """Where everything goes, per user: {"root", "venv", "python", "gui", "launcher", "icon"}."""
    if system == "windows":
        root = Path(environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / NAME
        venv = root / "venv"
        start_menu = Path(environ.get("APPDATA") or home / "AppData" / "Roaming") / "Microsoft" / "Windows"
        return {"root": root, "venv": venv, "python": venv / "Scripts" / "python.exe",
                "gui": venv / "Scripts" / "pythonw.exe", "icon": root / "lanjolly.ico",
                "launcher": start_menu / "Start Menu" / "Programs" / (NAME + ".lnk")}
    if system == "macos":
        root = home / "Library" / "Application Support" / NAME
        venv = root / "venv"
        return {"root": root, "venv": venv, "python": venv / "bin" / "python", "gui": venv / "bin" / "python",
                "icon": root / "lanjolly.icns", "launcher": home / "Applications" / (NAME + ".app")}
    root = Path(environ.get("XDG_DATA_HOME") or home / ".local" / "share") / "lanjolly-kit"
    venv = root / "venv"
    return {"root": root, "venv": venv, "python": venv / "bin" / "python", "gui": venv / "bin" / "python",
            "icon": root / "lanjolly.png", "launcher": None}


def pip_environment(environ):
    """pip with no index, no user configuration (a pip.conf could name an index), no prompts."""
    env = {k: v for k, v in environ.items() if not k.startswith("PIP_")}
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_NO_INPUT="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    return env


def install_game(where, kit, version, run=subprocess.run):
    """A fresh venv with this Python, then the game from wheels/ and nothing else."""
    if where["venv"].exists():
        shutil.rmtree(where["venv"])
    where["root"].mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "venv", str(where["venv"])], check=True)
    run([str(where["python"]), "-m", "pip", "install", "--no-index", "--only-binary=:all:",
         "--find-links", str(kit / "wheels"), "--quiet", "%s==%s" % ("lanjolly", version)],
        check=True, env=pip_environment(os.environ))


def link_command(gui):
    """What the system runs for a lanjolly:// link: the game, with the link as its argument."""
    return '"%s" -m lanjolly "%%1"' % gui


UNINSTALL_KEY = "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\LANJolly"


def windows_registry(where, version, python=sys.executable):
    """Per-user URL handler and the entry in Settings > Apps (its Uninstall runs install.py
    --uninstall from the install folder): (key under HKEY_CURRENT_USER, value name or "" for
    the default value, text)."""
    base = "Software\\Classes\\" + SCHEME
    remover = '"%s" "%s" --uninstall' % (python, where["root"] / "install.py")
    return [(base, "", "URL:LAN Jolly invite"), (base, "URL Protocol", ""),
            (base + "\\DefaultIcon", "", '"%s",0' % where["icon"]),
            (base + "\\shell\\open\\command", "", link_command(where["gui"])),
            (UNINSTALL_KEY, "DisplayName", NAME), (UNINSTALL_KEY, "DisplayVersion", version),
            (UNINSTALL_KEY, "Publisher", NAME), (UNINSTALL_KEY, "DisplayIcon", str(where["icon"])),
            (UNINSTALL_KEY, "InstallLocation", str(where["root"])), (UNINSTALL_KEY, "UninstallString", remover)]


# A Start-menu shortcut through the shell's COM object; the paths arrive in the environment,
# so no quoting of user names with spaces or accents is needed (tests/packaging parses it).
SHORTCUT_PS1 = """$ErrorActionPreference = 'Stop'
$shell = New-Object -ComObject WScript.Shell
$link = $shell.CreateShortcut($env:LJ_LINK)
$link.TargetPath = $env:LJ_TARGET
$link.Arguments = '-m lanjolly'
$link.WorkingDirectory = $env:LJ_DIR
$link.IconLocation = $env:LJ_ICON
$link.Description = 'Jolly and Rommé with friends on the local network'
$link.Save()
"""


def registry_keys(entries):
    """Every key the entries made, the ones between included, deepest first (a key with
    subkeys cannot be deleted); never above our own two roots."""
    roots = ("Software\\Classes\\" + SCHEME, UNINSTALL_KEY)
    keys = set()
    for key, _, _ in entries:
        root = next(r for r in roots if key == r or key.startswith(r + "\\"))
        parts = key.split("\\")
        keys.update("\\".join(parts[:n]) for n in range(root.count("\\") + 1, len(parts) + 1))
    return sorted(keys, key=lambda k: (-k.count("\\"), k))


def windows_launcher(where, kit, version, run=subprocess.run, registry=None):
    """Start-menu entry, URL handler and Apps entry for this user (no administrator needed)."""
    shutil.copy(kit / "lanjolly.ico", where["icon"])
    for name in ("install.py", "kit.json"):          # what the Apps entry's Uninstall runs
        shutil.copy(kit / name, where["root"] / name)
    where["launcher"].parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, LJ_LINK=str(where["launcher"]), LJ_TARGET=str(where["gui"]),
               LJ_DIR=str(where["root"]), LJ_ICON=str(where["icon"]))
    run(["powershell", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass", "-Command",
         SHORTCUT_PS1], check=True, env=env)
    write_registry(windows_registry(where, version), registry)


def write_registry(entries, winreg=None):
    if winreg is None:
        import winreg
    for key, name, value in entries:
        with winreg.CreateKey(winreg.HKEY_CURRENT_USER, key) as handle:
            winreg.SetValueEx(handle, name, 0, winreg.REG_SZ, value)


def macos_info_plist(version):
    return {
        "CFBundleName": NAME, "CFBundleDisplayName": NAME, "CFBundleIdentifier": APP_ID,
        "CFBundleExecutable": NAME, "CFBundleIconFile": "lanjolly", "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version, "CFBundleVersion": version, "LSMinimumSystemVersion": "13.0",
        "NSHighResolutionCapable": True,
        "CFBundleURLTypes": [{"CFBundleURLName": "LAN Jolly invite", "CFBundleURLSchemes": [SCHEME]}],
        # macOS 15 asks before an app may talk to the local network; this is the sentence it shows.
        "NSLocalNetworkUsageDescription": "LAN Jolly finds, hosts and joins card tables on your local network.",
        "NSBonjourServices": ["_lanjolly._tcp", "_lanjolly-player._tcp"],
    }


def macos_app(app, python, icon, version):
    """A small .app whose executable starts the game with the venv's Python."""
    if app.exists():
        shutil.rmtree(app)
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Resources").mkdir()
    with (app / "Contents" / "Info.plist").open("wb") as fh:
        plistlib.dump(macos_info_plist(version), fh)
    shutil.copy(icon, app / "Contents" / "Resources" / "lanjolly.icns")
    exe = app / "Contents" / "MacOS" / NAME
    exe.write_text('#!/bin/sh\nexec %s -m lanjolly "$@"\n' % shlex.quote(str(python)), encoding="utf-8")
    exe.chmod(0o755)
    return app


LSREGISTER = ("/System/Library/Frameworks/CoreServices.framework/Frameworks/LaunchServices.framework"
              "/Support/lsregister")


def macos_launcher(where, kit, version, run=subprocess.run):
    shutil.copy(kit / "lanjolly.icns", where["icon"])
    where["launcher"].parent.mkdir(parents=True, exist_ok=True)
    macos_app(where["launcher"], where["python"], where["icon"], version)
    if Path(LSREGISTER).exists():       # registers the app and its lanjolly:// scheme at once
        run([LSREGISTER, "-f", str(where["launcher"])], check=False)


def uninstall(system, where, registry=None):
    if where["launcher"] is not None and where["launcher"].exists():
        if where["launcher"].is_dir():
            shutil.rmtree(where["launcher"])
        else:
            where["launcher"].unlink()
    if system == "windows":
        if registry is None:
            import winreg as registry
        for key in registry_keys(windows_registry(where, "")):
            try:
                registry.DeleteKey(registry.HKEY_CURRENT_USER, key)
            except OSError:
                pass
    if where["root"].exists():
        shutil.rmtree(where["root"])


def main(argv):
    kit = load_kit()
    system = kit["system"]
    where = places(system, os.environ, Path.home())
    if "--uninstall" in argv:
        uninstall(system, where)
        print("%s is removed. Your identity and round records stay in your data folder." % NAME)
        return 0
    problem = python_problem(sys.version_info, kit["python"])
    if problem:
        print(problem)
        return 2
    if system == "windows":
        import _overlapped
        warning = windows_network_warning(_overlapped)
        if warning:
            print(warning)
    print("Installing %s %s for Python %d.%d into %s ..." % (NAME, kit["version"], sys.version_info[0],
                                                             sys.version_info[1], where["root"]))
    try:
        install_game(where, KIT, kit["version"])
        if "--no-launcher" not in argv and system == "windows":
            windows_launcher(where, KIT, kit["version"])
        elif "--no-launcher" not in argv and system == "macos":
            macos_launcher(where, KIT, kit["version"])
    except (OSError, subprocess.CalledProcessError) as exc:
        print("The installation did not finish: %s" % exc)
        return 1
    done = {"windows": "Start it from the Start menu: %s." % NAME,
            "macos": "Start it from ~/Applications: %s (or Launchpad)." % NAME}
    print("Done. " + done.get(system, "Start it with: %s -m lanjolly" % where["python"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
