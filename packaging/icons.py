"""Export our SVG app icon as the PNG sizes of the hicolor theme, with Qt's SVG renderer.

Qt is already in the build venv, so no extra image tool is needed on the build host.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ID = "io.github.lanjolly.LanJolly"
SVG = Path(__file__).resolve().parent / "linux" / f"{APP_ID}.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def export_hicolor(share: Path) -> list[Path]:
    """Write share/icons/hicolor/<n>x<n>/apps/<id>.png for every size, plus the SVG as scalable."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # fonts for the SVG's text
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"cannot read {SVG}")
    written = []
    for n in SIZES:
        image = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        out = share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out), "PNG"):
            raise OSError(f"could not write {out}")
        written.append(out)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(SVG.read_bytes())
    del app
    return written + [scalable]
