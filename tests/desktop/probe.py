"""Inside the client process: what the window shows, written to a JSON file for the test.

The real-desktop tests drive the client from outside with real X input; to know
where a card is and when the table has settled they read this dump, which the
client process writes (``tests/desktop/client_main.py`` installs it) whenever
what it shows changes. Everything here only reads widgets and scene items, in
global (X root window) pixels, so a test can aim the mouse at a card or a
button. It never sends anything to the table or the host: nothing of it reaches
the wire.

The file is replaced atomically (write, then rename), so a reader never sees half
of it. ``seq`` counts changes.
"""

from __future__ import annotations

import json
import os
import time
import traceback
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QTimer
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QGraphicsView, QLabel, QMenu, QMenuBar,
                               QProgressBar, QTabWidget, QTableView, QWidget)

INTERVAL_MS = 40


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def _global_rect(w: QWidget) -> list[int]:
    top_left = w.mapToGlobal(QPoint(0, 0))
    return [top_left.x(), top_left.y(), w.width(), w.height()]


def _really_visible(w: QWidget) -> bool:
    return w.isVisible() and w.window().isVisible() and not w.visibleRegion().isEmpty()


class Probe(QObject):
    """Writes the dump every ``INTERVAL_MS`` when it changed."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.seq = 0
        self._last = ""
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.write)
        self._timer.start()

    def write(self) -> None:
        try:
            got = snapshot()
            body = json.dumps(got, sort_keys=True)
        except Exception:          # a probe must never take the client down
            got, body = {}, json.dumps({"probe_error": traceback.format_exc()})
        if body == self._last:
            return
        self._last = body
        self.seq += 1
        self._timeline(got)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(f'{{"seq": {self.seq}, "state": {body}}}', encoding="utf-8")
        os.replace(tmp, self.path)


    def _timeline(self, got: dict[str, Any]) -> None:
        """The table's turn words, clock and motion at every change, one JSON line each
        (``probe.timeline.jsonl``): a test reads what the player saw in between its own looks."""
        t = (got.get("main") or {}).get("table") or {}
        v = t.get("view")
        if not v:
            return
        line = {"seq": self.seq, "at": time.monotonic(), "turn_label": t["turn_label"], "status": t["status"],
                "timer_label": t["timer_label"], "timer_bar": t["timer_bar"][0], "bank_label": t["bank_label"],
                "animating": t["animating"], "turn_shown": t["turn_shown"], "dealing": t["dealing"], "current": v["current"], "seat": v["seat"],
                "phase": v["phase"], "turn_no": v["turn_no"], "round_no": v["round_no"]}
        with open(self.path.with_suffix(".timeline.jsonl"), "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")


def snapshot() -> dict[str, Any]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    screen = app.primaryScreen()
    windows = [w for w in app.topLevelWidgets() if w.isVisible() and not isinstance(w, QMenu)]
    focus = app.focusWidget()
    out: dict[str, Any] = {
        "screen": {"geometry": _rect(screen.geometry()), "available": _rect(screen.availableGeometry())},
        "windows": [_window(w) for w in windows],
        "menus": [_menu(m) for m in app.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()],
        "focus": {"class": type(focus).__name__, "name": focus.objectName(),
                  "rect": _global_rect(focus)} if focus is not None else None,
    }
    main = next((w for w in windows if type(w).__name__ == "MainWindow"), None)
    if main is not None:
        out["main"] = _main(main)
    return out


def _window(w: QWidget) -> dict[str, Any]:
    buttons = [{"text": b.text(), "name": b.objectName(), "enabled": b.isEnabled(), "rect": _global_rect(b),
                "checked": b.isChecked()}
               for b in w.findChildren(QAbstractButton) if _really_visible(b)]
    shown = [lab for lab in [*([w] if isinstance(w, QLabel) else []), *w.findChildren(QLabel)]
             if _really_visible(lab) and lab.text()]      # a tooltip window is itself a label
    labels = [lab.text() for lab in shown]
    drawn = [_as_drawn(lab) for lab in shown]
    bars = [{"name": b.objectName(), "percent": 100 * b.value() // max(1, b.maximum())}   # once a percent
            for b in w.findChildren(QProgressBar) if _really_visible(b)]
    tables = [[_rect(t.visualRect(t.model().index(r, 0)).translated(t.viewport().mapToGlobal(QPoint(0, 0))))
               for r in range(min(12, t.model().rowCount()))]
              for t in w.findChildren(QTableView) if _really_visible(t)]
    texts = [[[str(t.model().index(r, c).data() or "") for c in range(min(6, t.model().columnCount()))]
              for r in range(min(12, t.model().rowCount()))]
             for t in w.findChildren(QTableView) if _really_visible(t)]
    combos = [{"text": cb.currentText(), "rect": _global_rect(cb), "items": [cb.itemText(i) for i in range(cb.count())]}
              for cb in w.findChildren(QComboBox) if _really_visible(cb)]
    tabs = [t.tabText(t.currentIndex()) for t in w.findChildren(QTabWidget) if _really_visible(t)]
    menubar = w.findChild(QMenuBar)
    menu_items = ([{"text": a.text(), "rect": _rect(menubar.actionGeometry(a).translated(menubar.mapToGlobal(QPoint(0, 0))))}
                   for a in menubar.actions()] if menubar is not None and menubar.isVisible() else [])
    handle = w.windowHandle()
    return {"class": type(w).__name__, "title": w.windowTitle(), "frame": _rect(w.frameGeometry()),
            "exposed": handle is not None and handle.isExposed(),
            "geometry": _rect(w.geometry()), "modal": w.isModal(), "active": w.isActiveWindow(),
            "buttons": buttons, "labels": labels, "drawn": drawn, "bars": bars, "menubar": menu_items,
            "table_rows": tables, "table_texts": texts,
            "combos": combos, "tabs": tabs}


def _as_drawn(lab: QLabel) -> str:
    """A label's text as a reader sees it: where Qt draws it as rich text (its format says so, or it
    is left at AutoText and the text looks like markup, as tooltips always are), the tags are gone."""
    text, fmt = lab.text(), lab.textFormat()
    if fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _menu(m: QMenu) -> dict[str, Any]:
    origin = m.mapToGlobal(QPoint(0, 0))
    return {"title": m.title(), "items": [
        {"text": a.text(), "checked": a.isChecked(), "enabled": a.isEnabled(),
         "rect": _rect(m.actionGeometry(a).translated(origin))} for a in m.actions() if a.isVisible()]}


def _main(w: Any) -> dict[str, Any]:
    page = w.stack.currentWidget()
    out: dict[str, Any] = {"page": type(page).__name__, "has_client": w.client is not None}
    table = getattr(w, "table", None)
    if table is not None and page is table:
        from .probe_table import table_state
        out["table"] = table_state(table)
    return out


def map_rect(view: QGraphicsView, r: QRectF) -> list[int]:
    """A scene rectangle in global pixels."""
    poly = view.mapFromScene(r).boundingRect()
    top_left = view.viewport().mapToGlobal(poly.topLeft())
    return [top_left.x(), top_left.y(), poly.width(), poly.height()]


def map_point(view: QGraphicsView, p: QPointF) -> list[int]:
    g = view.viewport().mapToGlobal(view.mapFromScene(p))
    return [g.x(), g.y()]


_probe: Optional[Probe] = None


def install(path: str) -> None:
    """Start writing the dump to ``path`` (call on the GUI thread, once the QApplication exists)."""
    global _probe
    _probe = Probe(Path(path))
