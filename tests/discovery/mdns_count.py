"""A counting listener for mDNS packets, for use inside a private network namespace only.

It joins 224.0.0.251 on port 5353 beside zeroconf (both set SO_REUSEPORT) and
records each packet's arrival time, whether it is a query or a response and
who sent it, so a scenario or a benchmark can say how many multicast packets
per minute a table costs the LAN (RFC 6762 §8.3: a responder sends no
periodic announcements).

As a process (``python -m tests.discovery.mdns_count INTERFACE_ADDRESS``, in a
namespace) it prints ``{"event": "counting"}`` once it listens, and when its
stdin closes, ``{"event": "packets", "packets": [[time, is_response, sender], ...]}``.
"""

from __future__ import annotations

import asyncio
import json
import socket
import struct
import sys
import time
from dataclasses import dataclass, field

MDNS_GROUP, MDNS_PORT = "224.0.0.251", 5353


@dataclass
class Counter:
    packets: list[tuple[float, bool, str]] = field(default_factory=list)   # (monotonic time, a response?, sender)

    def between(self, t0: float, t1: float) -> tuple[int, int]:
        """(queries, responses) that arrived in [t0, t1)."""
        window = [resp for t, resp, _ in self.packets if t0 <= t < t1]
        return sum(not r for r in window), sum(window)


class _Proto(asyncio.DatagramProtocol):
    def __init__(self, counter: Counter) -> None:
        self.counter = counter

    def datagram_received(self, data: bytes, addr: tuple[str, int]) -> None:
        if len(data) >= 4:
            flags = struct.unpack("!H", data[2:4])[0]
            self.counter.packets.append((time.monotonic(), bool(flags & 0x8000), addr[0]))


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


async def _count_until_stdin_closes(interface: str) -> None:
    counter, transport = await start_counter(interface)
    print(json.dumps({"event": "counting"}), flush=True)
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    await reader.read()
    transport.close()
    print(json.dumps({"event": "packets", "packets": counter.packets}), flush=True)


if __name__ == "__main__":
    asyncio.run(_count_until_stdin_closes(sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1"))
