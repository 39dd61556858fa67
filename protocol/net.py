"""Where the transport used to live: the host is ``server.py``, the player ``client.py``.

Kept so that existing ``from protocol.net import ...`` lines go on working;
new code imports from ``protocol`` (its public API) or the two modules.
"""

from __future__ import annotations

from .client import (ConnectError, Connected, ConnectionLost, Reconnected, Reconnecting,  # noqa: F401
                     TableClient)
from .server import Host  # noqa: F401

__all__ = ["ConnectError", "Connected", "ConnectionLost", "Host", "Reconnected", "Reconnecting", "TableClient"]
