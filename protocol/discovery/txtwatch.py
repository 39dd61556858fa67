"""Hear every TXT record as it lands, changed data or not, because zeroconf's browser does not say.

zeroconf's ServiceBrowser reports a service "Updated" only when a record's data
is not in its cache yet. After a change the superseded data stays cached,
marked to expire within a second (RFC 6762 §10.2), and an expired record stays
until the next cache cleanup, every 10 s. A table that goes 2/3 -> 3/3 -> 2/3
within that time sends data the cache still holds, and no change is reported:
the lobby kept 3/3. This listener tells the browser about each TXT record that
arrived, once the cache holds it; the browser reads the entry again when the
cache's current TXT (``records.py``) is not the one the entry was read from.

Imported only by a browser that starts (it loads zeroconf), never when
discovery is off.
"""

from __future__ import annotations

from typing import Callable

from zeroconf import RecordUpdate, RecordUpdateListener, Zeroconf

from .records import TYPE_TXT


class TxtWatch(RecordUpdateListener):
    """Calls ``arrived`` with the (lower-case) names of the TXT records of each incoming packet."""

    def __init__(self, arrived: Callable[[set[str]], None]) -> None:
        super().__init__()
        self._arrived = arrived
        self._names: set[str] = set()

    def async_update_records(self, zc: Zeroconf, now: float, records: list[RecordUpdate]) -> None:
        """Before the cache takes the packet's records: note the names."""
        for update in records:
            if update.new.type == TYPE_TXT:
                self._names.add(update.new.key)

    def async_update_records_complete(self) -> None:
        """The cache holds them now: the browser may read them."""
        if self._names:
            names, self._names = self._names, set()
            self._arrived(names)
