"""Fixtures of the real-desktop tier: an X desktop per test, and the real client on it.

``desktop`` is an :class:`~tests.desktop.xsession.XSession` (Xvfb + openbox) of
1366x768 unless the test asks otherwise::

    @pytest.mark.parametrize("desktop", [(1024, 640)], indirect=True)

``start_client`` starts the real client on it (keyword arguments go to
:class:`~tests.desktop.client.DesktopClient`). Both stop what they started when
the test ends. The tier skips, saying what to install, where the X tools are
missing (``packaging/ensure_tools.sh`` installs them as root).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from .client import DesktopClient
from .xsession import XSession, missing_tools



@pytest.fixture
def desktop(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[XSession]:
    missing = missing_tools()
    if missing:
        pytest.skip("the real-desktop tier needs X tools that are missing: "
                    f"apt-get install {' '.join(missing)} (packaging/ensure_tools.sh does it as root)")
    width, height = getattr(request, "param", (1366, 768))
    x = XSession(tmp_path / "x", width, height)
    try:
        x.start()
    except RuntimeError as e:
        x.stop()
        pytest.skip(f"no X server could be started here: {e}")
    try:
        yield x
    finally:
        x.stop()


@pytest.fixture
def start_client(desktop: XSession, tmp_path: Path) -> Iterator[Callable[..., DesktopClient]]:
    started: list[DesktopClient] = []

    def start(**kwargs: Any) -> DesktopClient:
        client = DesktopClient(desktop, tmp_path / f"client{len(started)}", **kwargs)
        started.append(client)
        return client
    try:
        yield start
    finally:
        for c in started:
            c.stop()
