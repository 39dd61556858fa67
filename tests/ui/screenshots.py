"""Screenshots on demand, for reviewing the UI without a display.

Tests and demo scripts call :func:`save_screenshot` freely; it only writes when
``LANJOLLY_SCREENSHOTS`` names a folder, so ordinary test runs leave no files.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Optional, Union

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsView, QWidget

ENV_VAR = "LANJOLLY_SCREENSHOTS"


def screenshot_dir() -> Optional[Path]:
    folder = os.environ.get(ENV_VAR, "").strip()
    return Path(folder) if folder else None


def save_screenshot(widget: Union[QWidget, QPixmap], name: str) -> Optional[Path]:
    """Write ``<name>.png`` into ``$LANJOLLY_SCREENSHOTS``; ``None`` when unset.

    A ``QGraphicsView`` is grabbed through its viewport so scroll bars and
    frames do not end up in the picture.
    """
    folder = screenshot_dir()
    if folder is None:
        return None
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "screenshot"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{safe}.png"
    if isinstance(widget, QPixmap):
        pixmap = widget
    elif isinstance(widget, QGraphicsView):
        pixmap = widget.viewport().grab()
    else:
        pixmap = widget.grab()
    if not pixmap.save(str(path), "PNG"):
        raise OSError(f"could not write screenshot {path}")
    return path
