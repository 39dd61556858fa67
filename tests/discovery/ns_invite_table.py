"""Inside a private namespace: the whole Invite round trip for an invite-only table.

The host sees a player's presence on the LAN, sends a signed invitation to that
player's listener, the player accepts and joins with the token; a player
without a token is refused. Prints one JSON line.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile


async def scenario() -> dict:
    from lanjolly.variants import JOLLY
    from protocol.discovery import (Invitation, InvitationListener, PlayerAdvert, PresenceAnnouncer,
                                    PresenceBrowser, send_invitation)
    from protocol.identity import Identity
    from protocol import ConnectError, Host, TableClient
    from protocol.table import TableConfig

    host_id, guest_id, stranger_id = Identity.generate(), Identity.generate(), Identity.generate()
    out: dict = {}
    host = Host(TableConfig(name="Family only", variant=JOLLY, seats=2, bots=(None, None)), host_id,
                invite_only=True)
    _, port = await host.start("127.0.0.1", 0)

    received: asyncio.Queue = asyncio.Queue()
    listener = InvitationListener(guest_id.fingerprint, host="127.0.0.1", on_invitation=received.put_nowait)
    listen_port = await listener.start()
    presence = PresenceAnnouncer(PlayerAdvert("ben", guest_id.fingerprint, listen_port))
    await presence.start()
    people = PresenceBrowser()
    await people.start()
    ben = await people.wait_for(lambda p: p.advert.fingerprint == guest_id.fingerprint, timeout=5)
    out["seen"] = ben.advert.nickname

    token = host.make_invite(guest_id.fingerprint)
    await send_invitation(ben.address, ben.advert.port,
                          Invitation("127.0.0.1", port, host_id.fingerprint, token, "Family only", "anna"),
                          host_id, ben.advert.fingerprint)
    got = (await asyncio.wait_for(received.get(), 5)).invitation
    out["from"] = got.from_nickname
    out["from_fp_ok"] = got.from_fingerprint == host_id.fingerprint

    stranger = TableClient("127.0.0.1", port, nick="eve", identity=stranger_id, records=False)
    try:
        await stranger.connect()
        out["stranger"] = "joined"
    except ConnectError as exc:
        out["stranger"] = exc.code

    guest = TableClient(got.table_address, got.table_port, nick="ben", identity=guest_id,
                        invite=got.token, records=False)
    joined = await guest.connect()
    out["guest_seat"] = joined.seat
    out["guest_fp_ok"] = joined.fingerprint == got.table_fingerprint
    await guest.close()
    await people.close()
    await presence.close()
    await listener.close()
    await host.close()
    return out


def main() -> int:
    os.environ["LANJOLLY_DATA_DIR"] = tempfile.mkdtemp(prefix="ljinv")
    print(json.dumps(asyncio.run(asyncio.wait_for(scenario(), 60))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
