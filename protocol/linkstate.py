"""A connection's handshake as data: its states, and the message types each one allows.

h11's style: :class:`LinkState` is where a connection stands, and the tables
below are the only place that says what it may receive there; anything else
closes the connection with ``bad_state`` (``session._Base._receive``).
"""

from __future__ import annotations

from enum import Enum

from .messages import incoming_types

ALWAYS = frozenset({"ping", "pong", "bye"})


class LinkState(str, Enum):
    """Where a connection's handshake stands; each state allows only the message types its
    table below lists (h11's style: anything else closes the connection with ``bad_state``)."""

    HELLO = "hello"              # host: waiting for the client's hello
    AUTH = "auth"                # host: welcome sent, waiting for the identity proof
    PIN = "pin"                  # host: the PIN exchange is under way
    IDLE = "idle"                # client: nothing sent yet
    HELLO_SENT = "hello_sent"    # client: waiting for welcome
    AUTH_SENT = "auth_sent"      # client: waiting for joined (or the PIN replies)
    OPEN = "open"                # both: application messages flow
    CLOSED = "closed"


# Host side state machine: state -> message types allowed in it.
HOST_STATES: dict[LinkState, frozenset[str]] = {
    LinkState.HELLO: frozenset({"hello"}),
    LinkState.AUTH: frozenset({"auth"}),
    LinkState.PIN: frozenset({"pin_start", "pin_confirm"}),
    LinkState.OPEN: incoming_types("host") - {"hello", "auth", "pin_start", "pin_confirm"},
    LinkState.CLOSED: frozenset(),
}

# Client side: state -> message types allowed.
CLIENT_STATES: dict[LinkState, frozenset[str]] = {
    LinkState.IDLE: frozenset(),
    LinkState.HELLO_SENT: frozenset({"welcome", "refused", "error"}),
    LinkState.AUTH_SENT: frozenset({"pin_reply", "pin_ok", "joined", "refused", "error"}),
    LinkState.OPEN: incoming_types("client") - {"welcome", "pin_reply", "pin_ok", "joined"},
    LinkState.CLOSED: frozenset(),
}
