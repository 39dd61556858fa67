"""Read the accessibility tree the way a screen reader does (AT-SPI), for the real-desktop tier.

Run with the system's Python, which has pyatspi (Debian: python3-pyatspi), on the test's
own session bus::

    /usr/bin/python3 tests/desktop/atspi_read.py dump           # every node, as JSON
    /usr/bin/python3 tests/desktop/atspi_read.py listen SECONDS # announcements, one JSON line each

It only reads: it never acts on the client.
"""

from __future__ import annotations

import json
import sys

import pyatspi  # type: ignore[import-not-found]

MAX_NODES = 4000


def dump() -> None:
    out: list[dict[str, object]] = []

    def walk(node: object, depth: int) -> None:
        if node is None or len(out) >= MAX_NODES or depth > 30:
            return
        try:
            out.append({"role": node.getRoleName(), "name": node.name, "description": node.description,
                        "depth": depth})
            count = node.childCount
        except Exception:     # a node that went away while we read
            return
        for i in range(min(count, 400)):
            try:
                walk(node.getChildAtIndex(i), depth + 1)
            except Exception:
                continue
    walk(pyatspi.Registry.getDesktop(0), 0)
    print(json.dumps(out))


def listen(seconds: float) -> None:
    from gi.repository import GLib  # type: ignore[import-not-found]

    def heard(event: object) -> None:
        text = event.any_data if isinstance(event.any_data, str) else ""
        print(json.dumps({"type": event.type, "text": text, "source": getattr(event.source, "name", "")}),
              flush=True)
    pyatspi.Registry.registerEventListener(heard, "object:announcement",
                                           "object:property-change:accessible-description")
    print(json.dumps({"type": "listening"}), flush=True)
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    pyatspi.Registry.start()


if __name__ == "__main__":
    if sys.argv[1] == "dump":
        dump()
    else:
        listen(float(sys.argv[2]))
