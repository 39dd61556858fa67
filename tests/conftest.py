"""Suite-wide isolation, so that tests run side by side under pytest-xdist (tests/README.md).

Every test gets its own data folder (identity, pins, round records: protocol/datadir.py), so no
two tests, and no test and the developer's own game, share a file. Hypothesis keeps no example
database in the checkout: the properties are derandomized, and a shared ``.hypothesis/`` folder
would be written by every worker at once.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("lanjolly", database=None, derandomize=True)
settings.load_profile("lanjolly")


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``LANJOLLY_DATA_DIR`` for this test alone (child processes inherit it)."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(folder))
    return folder


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slow-tier tests first (stable otherwise): under pytest-xdist the bundle build then starts
    at once on one worker while the others take the rest, instead of starting last."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
