"""A running lobby and a table whose advert changes (RFC 6762 §8.4), inside a private network namespace.

Started by tests/discovery/test_disc_updates.py and bench/bench_mdns_update.py
(``python -m tests.discovery.ns_updates NAME``); never imported by the outer
test process. The lobby (a ``TableBrowser``) runs here and is open before the
table changes; the table's host is another process (``host`` role), as a
headless ``lanjolly host`` would be. Each scenario prints one JSON object on
its last stdout line.

The lobby is left open for a while (``LOBBY_OPEN_S``) before each change: the
defect this guards against needed the host's first records to be more than a
second old when the change arrived (RFC 6762 §10.2, protocol/discovery/records.py).
That wait is part of the situation under test, not synchronisation: every
result is awaited as an event with a deadline.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from typing import Any

from protocol.discovery import TableAnnouncer, TableBrowser

from .ns_scenarios import advert

BOUND_S = 3.0          # a change must reach a running lobby within this
LOBBY_OPEN_S = 1.5     # more than RFC 6762 §10.2's one second


class Host:
    """The table's host process: ``update KEY=VALUE...`` re-announces, ``close`` says goodbye."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    @classmethod
    async def start(cls) -> "Host":
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.discovery.ns_updates", "host",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        return cls(proc)

    async def say(self, line: str) -> dict[str, Any]:
        """Send one command; the host's reply, with ``t`` the moment it began to act on it."""
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(line.encode() + b"\n")
        await self.proc.stdin.drain()
        reply: dict[str, Any] = json.loads(await asyncio.wait_for(self.proc.stdout.readline(), 10))
        return reply

    async def stop(self) -> None:
        if self.proc.returncode is None:
            assert self.proc.stdin
            self.proc.stdin.close()
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()


class Lobby:
    """A TableBrowser that stamps every event with the moment it was emitted."""

    def __init__(self) -> None:
        self.seen: list[tuple[float, Any]] = []
        self.news = asyncio.Event()
        self.browser = TableBrowser(on_event=self._on_event)

    def _on_event(self, ev: Any) -> None:
        self.seen.append((time.monotonic(), ev))
        self.news.set()

    def mark(self) -> int:
        """Where the events that come from now on begin (take it before causing them)."""
        return len(self.seen)

    async def until(self, what: str, pred: Any, since: int, timeout: float = BOUND_S) -> float:
        """The time of the first event from ``since`` on matching ``pred``; AssertionError names ``what``."""
        start = since
        deadline = time.monotonic() + timeout
        while True:
            for t, ev in self.seen[start:]:
                if pred(ev):
                    return t
            start = len(self.seen)
            self.news.clear()
            try:
                await asyncio.wait_for(self.news.wait(), deadline - time.monotonic())
            except asyncio.TimeoutError:
                raise AssertionError(f"the running lobby did not see {what} within {timeout} s; it lists "
                                     f"{[e.to_dict() for e in self.browser.tables()]}") from None


async def change(lobby: Lobby, host: Host, command: str, what: str, pred: Any, within: float = BOUND_S) -> float:
    """Seconds from the host starting ``command`` to the lobby's first event matching ``pred``."""
    mark, sent = lobby.mark(), await host.say(command)
    return await lobby.until(what, pred, mark, within) - float(sent["t"])


def _table(kind: str, **want: Any) -> Any:
    def pred(ev: Any) -> bool:
        if ev.kind != kind:
            return False
        a = ev.entry.advert
        return all(getattr(getattr(a, k), "value", getattr(a, k)) == v for k, v in want.items())
    return pred


async def _with_host(body: Any) -> dict[str, Any]:
    lobby = Lobby()
    host = await Host.start()
    try:
        async with lobby.browser:
            mark = lobby.mark()
            first = await host.say("start")
            await lobby.until("the table", _table("added", table_id=first["table_id"]), mark, 5.0)
            out: dict[str, Any] = await body(lobby, host)
            return out
    finally:
        await host.stop()


async def scenario_fill_and_start() -> dict[str, Any]:
    """waiting 2/3 -> waiting 3/3 -> playing 3/3, each seen by the lobby that was open before."""
    async def body(lobby: Lobby, host: Host) -> dict[str, Any]:
        await asyncio.sleep(LOBBY_OPEN_S)
        seats = await change(lobby, host, "update seats_taken=3", "3/3", _table("updated", seats_taken=3, state="waiting"))
        await asyncio.sleep(LOBBY_OPEN_S)
        playing = await change(lobby, host, "update state=playing", "playing",
                               _table("updated", seats_taken=3, state="playing"))
        return {"seats_s": seats, "playing_s": playing}
    return await _with_host(body)


async def scenario_change_back() -> dict[str, Any]:
    """2/3 -> 3/3 -> 2/3 within a second (a player sits down and leaves): the lobby ends on 2/3."""
    async def body(lobby: Lobby, host: Host) -> dict[str, Any]:
        await asyncio.sleep(LOBBY_OPEN_S)
        await change(lobby, host, "update seats_taken=3", "3/3", _table("updated", seats_taken=3))
        back = await change(lobby, host, "update seats_taken=2", "2/3 again", _table("updated", seats_taken=2))
        return {"back_s": back, "listed": [e.advert.seats_taken for e in lobby.browser.tables()]}
    return await _with_host(body)


async def scenario_table_ends() -> dict[str, Any]:
    """A table that started and then ends (its host closes, goodbye packets) leaves the running lobby."""
    async def body(lobby: Lobby, host: Host) -> dict[str, Any]:
        await asyncio.sleep(LOBBY_OPEN_S)
        await change(lobby, host, "update seats_taken=3 state=playing", "playing", _table("updated", state="playing"))
        await asyncio.sleep(LOBBY_OPEN_S)
        gone = await change(lobby, host, "close", "the table leave", lambda ev: ev.kind == "removed")
        return {"gone_s": gone, "listed": len(lobby.browser.tables())}
    return await _with_host(body)


async def scenario_latency(rounds: str = "10", within: str = str(BOUND_S)) -> dict[str, Any]:
    """Seconds from the host's change to the running lobby's update, ``rounds`` times (the benchmark);
    None for a change the lobby did not show within ``within`` seconds."""
    async def body(lobby: Lobby, host: Host) -> dict[str, Any]:
        times: list[float | None] = []
        for i in range(int(rounds)):
            await asyncio.sleep(LOBBY_OPEN_S)
            taken = 3 if i % 2 == 0 else 2
            try:
                times.append(await change(lobby, host, f"update seats_taken={taken}", f"{taken}/3",
                                          _table("updated", seats_taken=taken), float(within)))
            except AssertionError:
                times.append(None)
        seen = [t for t in times if t is not None]
        return {"times_s": times, "seen": len(seen), "median_s": statistics.median(seen) if seen else None}
    return await _with_host(body)


async def scenario_same_advert() -> dict[str, Any]:
    """The host's hook fires on every table event; the same advert again sends nothing, a change does."""
    from tests.discovery.mdns_count import start_counter

    counter, transport = await start_counter()
    host = await Host.start()
    try:
        await host.say("start")
        await asyncio.sleep(LOBBY_OPEN_S)            # past the first announcements
        t0 = time.monotonic()
        for _ in range(5):
            await host.say("same")
        await asyncio.sleep(LOBBY_OPEN_S)            # where their packets would have arrived
        t1 = time.monotonic()
        await host.say("update seats_taken=3")
        await asyncio.sleep(LOBBY_OPEN_S)
        return {"same": counter.between(t0, t1), "changed": counter.between(t1, time.monotonic())}
    finally:
        transport.close()
        await host.stop()


def _changes(words: list[str]) -> dict[str, Any]:
    return {k: int(v) if v.isdigit() else v for k, _, v in (w.partition("=") for w in words)}


async def role_host() -> None:
    """stdin: 'start', 'update KEY=VALUE...', 'same' (the same advert again), 'close'; one JSON reply each."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    ad = advert("Evening", seed=7, seats_taken=2, seats=3)
    ann = TableAnnouncer(ad)
    while line := (await reader.readline()).decode().split():
        t = time.monotonic()
        if line[0] == "start":
            await ann.start()
        elif line[0] in ("update", "same"):
            ad = ad.with_changes(**_changes(line[1:]))
            await ann.update(ad)
        elif line[0] == "close":
            await ann.close()
        print(json.dumps({"event": line[0], "t": t, "table_id": ad.table_id}), flush=True)
    await ann.close()


SCENARIOS = {name[len("scenario_"):]: fn for name, fn in globals().items() if name.startswith("scenario_")}


def main(argv: list[str]) -> int:
    name, *args = argv
    if name == "host":
        asyncio.run(role_host())
        return 0
    print(json.dumps(asyncio.run(SCENARIOS[name](*args))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
