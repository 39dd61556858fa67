"""The protocol version, said once: the handshake (``messages``) and the LAN adverts (``discovery``) use it.

Its own module so that discovery, which the lobby loads at start-up, need not
load the message schema to learn it (PROTOCOL.md §7 "Versions", §15.2 ``v``).
"""

PROTOCOL_MAJOR = 1
PROTOCOL_MINOR = 2          # 1.1: refusal and sys carry args; deal_receipt; clients ignore what they do not know
                            # 1.2: cards hidden from the host (§17); a blind table refuses older clients
BLIND_SINCE = 2             # the first minor whose clients can hold a key (PROTOCOL.md §7 "Versions", §17)
PROTOCOL_VERSION = f"{PROTOCOL_MAJOR}.{PROTOCOL_MINOR}"
