"""A bounded memo from ints to ints that the garbage collector never walks or counts.

Why not ``functools.lru_cache`` for the solver's two big caches: at capacity every miss
evicts an old entry while it stores a new one, so CPython's count of new container objects
(allocations minus deallocations) stays flat while the young generation keeps every new
result: tens of thousands of tuples then sat in it until a collection came, and that one
young collection walked them all (40-80 ms of CPU inside one Expert decision, the tail of
its decision time on a loaded machine; BOTS.md, "Twenty-seventh round"). Here keys and
values are ints, which are not containers: a dictionary of ints is never tracked, storing
or dropping entries allocates nothing the collector sees, and nothing is walked.

Two dictionaries instead of a recency list: entries go into ``new``; when it is full it
becomes ``old`` (the one before is dropped whole) and a hit in ``old`` moves the entry back
into ``new``. So the memo holds between ``limit`` and twice ``limit`` entries, the ones
asked for recently stay, and a look-up is one or two dictionary probes.
"""

from __future__ import annotations

__all__ = ["IntMemo"]


class IntMemo:
    """Ints to ints, at most ``2 * limit`` entries, recently used ones kept."""

    __slots__ = ("limit", "new", "old")

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("an IntMemo holds at least one entry")
        self.limit = limit
        self.new: dict[int, int] = {}
        self.old: dict[int, int] = {}

    def get(self, key: int) -> int | None:
        """The value stored for ``key``, or None."""
        value = self.new.get(key)
        if value is None:
            value = self.old.get(key)
            if value is not None:
                self.put(key, value)
        return value

    def put(self, key: int, value: int) -> None:
        """Store ``value`` under ``key`` in the newer dictionary, first turning it into the
        older one (and dropping the older) if it is full."""
        if len(self.new) >= self.limit:
            self.old = self.new
            self.new = {}
        self.new[key] = value

    def __len__(self) -> int:
        """Entries held in both dictionaries (a key may be in both until ``old`` goes)."""
        return len(self.new) + len(self.old)
