"""The private key and the data folder are the owner's alone: mode bits on POSIX, an ACL on Windows.

The Windows calls themselves (protocol/winacl.py) cannot run here; what can is
checked: which branch each system takes, the security descriptor it asks for,
and (tests/meta/test_portability.py, slow tier) that the ctypes code type-checks
against Windows' standard library.
"""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from protocol import datadir, winacl
from protocol.datadir import keep_owner_only, owner_only, resolve_data_dir

USER = "S-1-5-21-1004336348-1177238915-682003330-1001"


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def test_posix_file_and_folder_become_owner_only(tmp_path: Path) -> None:
    f = tmp_path / "identity_key.pem"
    f.write_bytes(b"secret")
    f.chmod(0o644)
    owner_only(f, system="posix")
    owner_only(tmp_path, directory=True, system="posix")
    assert (_mode(f), _mode(tmp_path)) == (0o600, 0o700)


def test_a_new_data_folder_is_owner_only(tmp_path: Path) -> None:
    assert _mode(resolve_data_dir(tmp_path / "a" / "lanjolly")) == 0o700


def test_windows_takes_the_acl_branch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Path, bool]] = []
    monkeypatch.setattr(winacl, "restrict", lambda p, d: calls.append((p, d)))
    f = tmp_path / "k.pem"
    f.write_bytes(b"secret")
    before = _mode(f)
    owner_only(f, system="nt")
    owner_only(tmp_path, directory=True, system="nt")
    keep_owner_only(f, system="nt")      # a key loaded on Windows gets its ACL again, whatever it had
    assert calls == [(f, False), (tmp_path, True), (f, False)]
    assert _mode(f) == before            # no chmod pretending to protect anything there


def test_keep_owner_only_repairs_only_what_others_can_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "k.pem"
    f.write_bytes(b"secret")
    f.chmod(0o600)
    seen: list[Path] = []
    monkeypatch.setattr(datadir, "owner_only", lambda p, directory=False, system="posix": seen.append(p))
    keep_owner_only(f, system="posix")
    f.chmod(0o640)
    keep_owner_only(f, system="posix")
    assert seen == [f]


def test_the_windows_descriptor_names_the_user_and_system_and_blocks_inheritance() -> None:
    assert winacl.owner_only_sddl(USER, directory=False) == f"D:P(A;;FA;;;{USER})(A;;FA;;;SY)"
    assert winacl.owner_only_sddl(USER, directory=True) == f"D:P(A;OICI;FA;;;{USER})(A;OICI;FA;;;SY)"
