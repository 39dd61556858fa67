"""Helpers for the kit tests: building, unpacking, pip without this machine's configuration."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build_kit  # noqa: E402

GUESTS = build_kit.GUEST_SYSTEMS


def project_version() -> str:
    return build_kit.project_version()


def python_versions() -> list[str]:
    return build_kit.python_versions()


def platforms(system: str) -> tuple[str, ...]:
    return build_kit.TARGETS[system].platforms


def zip_name(system: str) -> str:
    return f"{build_kit.TARGETS[system].name(project_version())}.zip"


def dependency_names() -> list[str]:
    return [re.split(r"[\s<>=!~;\[]", d, maxsplit=1)[0] for d in build_kit.dependencies()]


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def isolated_pip_env() -> dict[str, str]:
    """pip that reads no configuration of this machine (extra indexes, find-links, constraints)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    return env


def build(dist: Path, systems: tuple[str, ...]) -> Path:
    """Build the kits into dist (LANJOLLY_PREBUILT_KITS=<folder> checks an existing build instead)."""
    prebuilt = os.environ.get("LANJOLLY_PREBUILT_KITS")
    if prebuilt and all((Path(prebuilt) / zip_name(s)).exists() for s in systems):
        return Path(prebuilt)
    args = [a for s in systems for a in ("--system", s)]
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_kit.py"), "--dist", str(dist),
                           "--work", str(dist / "work"), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=1500)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
    print(proc.stdout)
    return dist


def unpack(dist: Path, system: str, out: Path) -> Path:
    with zipfile.ZipFile(dist / zip_name(system)) as z:
        z.extractall(out)
        for info in z.infolist():          # extractall drops the Unix modes
            mode = (info.external_attr >> 16) & 0o777
            if mode:
                (out / info.filename).chmod(mode)
    return out / build_kit.TARGETS[system].name(project_version())


def install_module() -> ModuleType:
    """packaging/kit/install.py as a module (it is a script in the kit, not part of a package)."""
    spec = importlib.util.spec_from_file_location("kit_install", ROOT / "packaging" / "kit" / "install.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def powershell_errors(source: str) -> list[str]:
    """Syntax errors a PowerShell grammar finds in ``source`` (empty: it parses)."""
    import tree_sitter
    import tree_sitter_powershell

    parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_powershell.language()))
    tree = parser.parse(source.encode("utf-8"))
    errors: list[str] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            errors.append(f"line {node.start_point[0] + 1}: {node.type} {node.text!r}")
        stack.extend(node.children)
    return errors
