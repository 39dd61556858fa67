"""The protocol version, said once: the handshake (``messages``) and the LAN adverts (``discovery``) use it.

Its own module so that discovery, which the lobby loads at start-up, need not
load the message schema to learn it (PROTOCOL.md §7 "Versions", §15.2 ``v``).
"""

PROTOCOL_MAJOR = 1
PROTOCOL_MINOR = 2          # 1.1: refusal and sys carry args; deal_receipt; clients ignore what they do not know
                            # 1.2: the time bank (snap.tb, delta.tb, table.info.bank_ms); cards hidden
                            #      from the host (§17): a blind table refuses older clients
BLIND_SINCE = 2             # the first minor whose clients can hold a key (PROTOCOL.md §7 "Versions", §17)
PROTOCOL_VERSION = f"{PROTOCOL_MAJOR}.{PROTOCOL_MINOR}"

BLIND_TEXT = ("This table hides every card from its host (cards hidden from the host), and your program "
              "(protocol {client}) cannot play such a table: it needs protocol {need} or later. "
              "Please update your program, or choose another table.")
VERSION_TEXT = ("This table speaks LAN Jolly protocol version {host}, your program speaks {client}. "
                "Both players need the same major version: please update the older program.")

# What each minor version added (PROTOCOL.md §7 "Versions"): a peer whose hello (or welcome)
# said an older minor gets none of it, since a 1.0 receiver refuses types and keys it does not know.
FIELDS_SINCE: dict[int, frozenset[tuple[str, str]]] = {1: frozenset({("refusal", "args"), ("sys", "args")}),
                                                        2: frozenset({("snap", "tb"), ("delta", "tb")})}
INFO_FIELDS_SINCE: dict[int, frozenset[str]] = {2: frozenset({"bank_ms"})}     # keys of table.info
TYPES_SINCE: dict[int, frozenset[str]] = {1: frozenset({"deal_receipt"}),
                                           BLIND_SINCE: frozenset({"blind_start", "blind_key", "blind_shuffle",
                                                                   "blind_shares", "blind_round_key", "blind_reveal",
                                                                   "blind_void", "blind_timeout"})}
TOLERANT_SINCE = 1      # from 1.1 on a receiver ignores message types and keys it does not know
