"""A counting listener for mDNS packets, for use inside a private network namespace only.

It joins 224.0.0.251 on port 5353 beside zeroconf (both set SO_REUSEPORT) and
records each packet's arrival time and whether it is a query or a response,
so a scenario or a benchmark can say how many multicast packets per minute a
table costs the LAN (RFC 6762 §8.3: a responder sends no periodic
announcements).
"""

from __future__ import annotations

import asyncio
import socket
import struct
import time
from dataclasses import dataclass, field

MDNS_GROUP, MDNS_PORT = "224.0.0.251", 5353


@dataclass
class Counter:
    packets: list[tuple[float, bool]] = field(default_factory=list)   # (monotonic time, is a response)

    def between(self, t0: float, t1: float) -> tuple[int, int]:
        """(queries, responses) that arrived in [t0, t1)."""
        window = [resp for t, resp in self.packets if t0 <= t < t1]
        return sum(not r for r in window), sum(window)


class _Proto(asyncio.DatagramProtocol):
    def __init__(self, counter: Counter) -> None:
        self.counter = counter

    def datagram_received(self, data: bytes, addr: object) -> None:
        if len(data) >= 4:
            flags = struct.unpack("!H", data[2:4])[0]
            self.counter.packets.append((time.monotonic(), bool(flags & 0x8000)))


async def start_counter(interface: str = "127.0.0.1") -> tuple[Counter, asyncio.DatagramTransport]:
    """Listen on the mDNS group via ``interface``; close the transport when done."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind(("", MDNS_PORT))
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                    socket.inet_aton(MDNS_GROUP) + socket.inet_aton(interface))
    counter = Counter()
    transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(lambda: _Proto(counter), sock=sock)
    return counter, transport
