"""``protocol``'s public API: every advertised name resolves, lazily (issue 16 item 4)."""

from __future__ import annotations

import subprocess
import sys

import protocol


def test_every_public_name_resolves():
    for name in protocol.__all__:
        assert getattr(protocol, name) is not None, name


def test_importing_protocol_loads_no_transport():
    code = "import sys, protocol; print('protocol.server' in sys.modules, 'ssl' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_type_checkers_see_the_same_names():
    """The TYPE_CHECKING imports (what mypy sees) and the lazy table (what runs) list the same names."""
    import ast
    from pathlib import Path
    tree = ast.parse(Path(protocol.__file__).read_text())
    guarded = next(n for n in tree.body if isinstance(n, ast.If) and getattr(n.test, "id", "") == "TYPE_CHECKING")
    seen = {a.name: node.module for node in guarded.body
            if isinstance(node, ast.ImportFrom) and node.module for a in node.names}
    # `from . import solo as _solo` then `clean_solo_code = _solo.clean_code`: "solo:clean_code"
    modules = {a.asname: a.name for node in guarded.body
               if isinstance(node, ast.ImportFrom) and not node.module for a in node.names if a.asname}
    for node in guarded.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
            owner = node.value.value
            assert isinstance(owner, ast.Name) and owner.id in modules, ast.dump(node)
            for target in node.targets:
                assert isinstance(target, ast.Name)
                seen[target.id] = f"{modules[owner.id]}:{node.value.attr}"
    assert seen == dict(protocol._EXPORTS)


def test_discovery_names_load_lazily_and_match_their_typed_imports():
    """``protocol.discovery`` as ``protocol``: the lobby's link parser loads without msgpack,
    argparse or the invitation listener (the lobby must show within 0.5 s)."""
    import ast
    from pathlib import Path

    import protocol.discovery as discovery
    code = ("import sys; from protocol.discovery import parse_invite_link, LinkError; "
            "print(any(m in sys.modules for m in ('msgpack', 'argparse', 'protocol.discovery.invitations')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False"]
    tree = ast.parse(Path(discovery.__file__).read_text())
    guarded = next(n for n in tree.body if isinstance(n, ast.If) and getattr(n.test, "id", "") == "TYPE_CHECKING")
    seen = {a.name: (node.module or "") for node in guarded.body if isinstance(node, ast.ImportFrom) for a in node.names}
    assert seen == dict(discovery._EXPORTS)
    for name in discovery.__all__:
        assert getattr(discovery, name) is not None, name
