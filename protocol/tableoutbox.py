"""The table's outbox: every message it emits, in order, with the two kinds of words it says.

Sans-I/O: the table appends ``(connection id, message, close?)``; the
transport drains it. ``tap`` sees every message as it is queued (the leak
tests record the state each frame was built from).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .messages import make

Msg = dict[str, Any]
Outgoing = tuple[int, Msg, bool]   # (connection id, message, close after sending)


class Outbox:
    def __init__(self, conns: Mapping[int, object]) -> None:
        self.conns = conns                 # who "everyone" is
        self.items: list[Outgoing] = []
        self.tap: Callable[[int, Msg], None] | None = None

    def to(self, cid: int, msg: Msg, close: bool = False) -> None:
        if self.tap is not None:
            self.tap(cid, msg)
        self.items.append((cid, msg, close))

    def all(self, msg: Msg) -> None:
        for cid in self.conns:
            self.to(cid, msg)

    def send(self, out: list[tuple[int | None, Msg]]) -> None:
        """Messages a part asked for: to one connection, or (None) to everyone."""
        for cid, msg in out:
            if cid is None:
                self.all(msg)
            else:
                self.to(cid, msg)

    def sys(self, event: str, seat: int, nick: str, text: str, **args: int | str) -> None:
        """A notice for everyone: the event code and ``args`` are what clients show, in their language;
        ``text`` is the English sentence for logs and the CLI (PROTOCOL.md §8.8 "Words for people")."""
        self.all(make("sys", event=event, seat=seat, nick=nick[:32], text=text[:300], args=args))

    def refuse(self, cid: int, code: str, text: str, n: int = -1, **args: int | str) -> None:
        """A refusal: ``code`` and ``args`` for the client to word, ``text`` in English for logs."""
        self.to(cid, make("refusal", code=code, text=text[:300], n=n, args=args))

    def drain(self) -> list[Outgoing]:
        out, self.items = self.items, []
        return out

    def __bool__(self) -> bool:
        return bool(self.items)
