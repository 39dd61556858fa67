"""Inside a private namespace: two players' windows. Anna opens an invite-only table and
invites Ben, whom she sees on the LAN; Ben's window pops the invitation up, he accepts and
sits down. Prints one JSON line."""

from __future__ import annotations

import asyncio
import sys
import time

from tests.ui.ns_common import run_qt_scenario


async def until(pred, what: str, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.01)  # polling a condition while the loop runs


async def scenario(out: dict) -> None:
    from PySide6.QtWidgets import QMessageBox

    from lanjolly.variants import Game
    from protocol.identity import Identity
    from ui.dialogs.new_game import Access, NewGameSettings, SeatChoice
    from ui.main_window import MainWindow
    from ui.settings import Settings

    anna = MainWindow(Settings(), "Anna", discovery=True, identity=Identity.generate())
    ben = MainWindow(Settings(), "Ben", discovery=True, identity=Identity.generate())
    await anna.start_services()
    await ben.start_services()
    await anna.host_table(NewGameSettings(table_name="Family", game=Game.JOLLY, target_points=100, seats=2,
                                          other_seats=(SeatChoice.OPEN,), access=Access.INVITED))
    await until(lambda: ben.lobby.model.rowCount() == 1, "Ben's lobby lists the table")
    out["lobby_access"] = ben.lobby.model.index(0, 6).data()
    await until(lambda: any(p.advert.nickname == "Ben" for p in anna.lan.people()), "Anna sees Ben")
    person = next(p for p in anna.lan.people() if p.advert.nickname == "Ben")
    await anna.invite_person(person)
    await until(lambda: any(w.isVisible() for w in ben.findChildren(QMessageBox)), "the invitation pops up")
    box = next(w for w in ben.findChildren(QMessageBox) if w.isVisible())
    out["popup"] = box.text()
    next(b for b in box.buttons() if b.text() == "Accept").click()
    await until(lambda: ben.client is not None, "Ben joins")
    await until(lambda: anna.table is not None and anna.table.current_view is not None, "the match starts")
    out["anna_seats"] = anna.session.nicknames
    out["ben_seat"] = ben.client.game.seat
    await ben.shutdown()
    await anna.shutdown()


def main() -> int:
    return run_qt_scenario(scenario, LANJOLLY_BIND="0.0.0.0")


if __name__ == "__main__":
    sys.exit(main())
