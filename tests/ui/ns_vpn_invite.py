"""Inside a private namespace whose interfaces look like a LAN and three VPNs (the outer test
makes them): Anna opens a LAN table and its Invite dialog; each network's link is read
back, and a guest joins through the Tailscale one. Prints one JSON line."""

from __future__ import annotations

import sys

from tests.ui.ns_common import run_qt_scenario


async def scenario(out: dict) -> None:
    from lanjolly.variants import Game
    from protocol import TableClient
    from protocol.discovery import parse_invite_link
    from protocol.identity import Identity
    from ui.dialogs.new_game import NewGameSettings, SeatChoice
    from ui.main_window import MainWindow
    from ui.settings import Settings

    anna = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    await anna.host_table(NewGameSettings(table_name="Friends far away", game=Game.JOLLY, target_points=100,
                                          seats=2, other_seats=(SeatChoice.OPEN,)))
    anna._invite()
    dlg = anna.invite_dialog
    heads = [w.text() for w in dlg.findChildren(type(dlg.note)) if w.objectName() == "linkNetwork"]
    out["links"] = [[head, edit.text()] for head, (edit, _copy) in zip(heads, dlg.links)]
    tailscale = next(link for head, link in out["links"] if head.startswith("Tailscale"))
    target = parse_invite_link(tailscale)
    guest = TableClient(target.host, target.port, nick="Ben", identity=Identity.generate(), invite=target.token)
    await guest.connect()
    out["guest_fingerprint_ok"] = guest.host_fingerprint == target.fingerprint
    out["guest_seat"] = guest.game.seat if guest.game is not None else None
    await guest.close()
    dlg.close()
    await anna.shutdown()


def main() -> int:
    return run_qt_scenario(scenario, LANJOLLY_BIND="0.0.0.0", LANJOLLY_NO_DISCOVERY="1")


if __name__ == "__main__":
    sys.exit(main())
