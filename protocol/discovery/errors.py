"""Why discovery did not start, in words a player can act on.

Two different situations get two types: the player (or a test run) turned
discovery off on purpose, versus the network would not carry multicast. Both
mean "use a manual address or an invite link instead"; only the second is a
problem worth showing as a warning.
"""

from __future__ import annotations

import os

ENV_DISABLE = "LANJOLLY_NO_DISCOVERY"


class DiscoveryError(Exception):
    """Base for every discovery failure callers may want to catch at once."""


class DiscoveryDisabled(DiscoveryError):
    """Discovery was switched off (``--no-discovery`` or ``LANJOLLY_NO_DISCOVERY=1``)."""


class DiscoveryUnavailable(DiscoveryError):
    """Multicast DNS cannot run here: no interface, no route, or port 5353 taken."""


def discovery_disabled_by_env() -> bool:
    """True when the environment asks for no discovery (any value but '', '0', 'false', 'no')."""
    value = os.environ.get(ENV_DISABLE, "").strip().lower()
    return value not in ("", "0", "false", "no", "off")


def ensure_enabled(enabled: bool = True) -> None:
    """Refuse before any socket exists, so a disabled run never touches multicast."""
    if not enabled:
        raise DiscoveryDisabled(
            "LAN discovery is turned off (--no-discovery); join with host:port or an invite link")
    if discovery_disabled_by_env():
        raise DiscoveryDisabled(
            f"LAN discovery is turned off ({ENV_DISABLE} is set); "
            "join with host:port or an invite link")
