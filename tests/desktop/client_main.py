"""The real game client, as the real-desktop tests start it: ``python -m tests.desktop.client_main ARGS``.

It hands over to the real entry, ``ui.cli.main(["client", *ARGS])``: the
same window, event loop, settings and shutdown a player gets. Before that it
does two test-only things, each only when its environment variable is set:

* ``LANJOLLY_PROBE=FILE``: the probe (``tests/desktop/probe.py``) writes what the
  window shows to FILE whenever it changes.
* ``LANJOLLY_TEST_PRACTICE=FILE``: Play now's practice table takes the JSON in
  FILE: ``orders`` (per round number, a deck order to deal instead of the one
  derived from the players' secrets, e.g. from :func:`lanjolly.arrange.arranged_order`),
  and any :class:`protocol.table.TableConfig` fields to set (``seed``,
  ``turn_ms``, ``bot_delay_ms``, ``bots``...). The arranged order replaces
  ``RevealedRound.deal_order`` in this process only, so the practice table's
  host and its one player (both in here) agree on it and the deal still
  "verifies"; a guest elsewhere would catch it. Nothing of this is in the
  shipped game.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from pathlib import Path
from typing import Any


def _arrange_practice(path: str) -> None:
    spec: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    orders = {int(k): list(v) for k, v in (spec.pop("orders", None) or {}).items()}
    variant = spec.pop("variant", None)
    if orders:
        from protocol.deal import RevealedRound
        derived = RevealedRound.deal_order

        def deal_order(self: RevealedRound, deck_size: int = 110) -> list[int]:
            return list(orders[self.round_no]) if self.round_no in orders else derived(self, deck_size)
        RevealedRound.deal_order = deal_order  # type: ignore[method-assign]
    import ui.hosting
    made = ui.hosting.practice_config

    def practice_config(*args: Any, **kwargs: Any) -> Any:
        config = made(*args, **kwargs)
        fields = dict(spec)
        if "bots" in fields:            # the bots' strengths; the player sits at seat 0
            fields["bots"] = (None, *fields["bots"])
            fields["seats"] = len(fields["bots"])
        if variant is not None:
            fields["variant"] = config.variant.with_options(**variant)
        return dataclasses.replace(config, **fields)
    ui.hosting.practice_config = practice_config


def main() -> None:
    import ui  # noqa: F401  (the PySide6 guard, before any widget, as the real entry does)
    from PySide6.QtWidgets import QApplication
    app = QApplication([sys.argv[0]])
    practice = os.environ.get("LANJOLLY_TEST_PRACTICE")
    if practice:
        _arrange_practice(practice)
    probe_file = os.environ.get("LANJOLLY_PROBE")
    if probe_file:
        from tests.desktop.probe import install
        install(probe_file)
    from ui.cli import main as cli_main
    code = cli_main(["client", *sys.argv[1:]])
    del app
    sys.exit(code)


if __name__ == "__main__":
    main()
