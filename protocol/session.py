"""Sans-I/O connection objects, h11-style: bytes in, events out, no sockets.

:class:`HostSession` is the host's end of one connection, :class:`ClientConnection`
the player's. Both only turn bytes into validated messages and back, and run
the handshake (version, identity challenge, optional PIN and invite) as a
state machine whose allowed messages per state are a data table. Tests wire
two ends together directly; the asyncio transports (``server.py``, ``client.py``) only move
the bytes.

Protocol abuse (broken framing, schema violation, a message not allowed in the
current state) makes the session emit a final ``error`` frame and a
:class:`Closed` event; the caller closes that one connection, nothing else.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable

from .framing import MAX_FRAME, FrameDecoder, ProtocolViolation, encode_frame
from .identity import (Identity, IdentityError, PeerCert, new_challenge_nonce, sign_challenge,
                       verify_challenge)
from .invites import InviteInfo, InviteInvalid, check_invite_token, invite_problem
from .limits import PinGuard
from .linkstate import ALWAYS, CLIENT_STATES, HOST_STATES, LinkState
from .names import clean_name
from .version import (BLIND_SINCE, BLIND_TEXT, FIELDS_SINCE, INFO_FIELDS_SINCE, TOLERANT_SINCE, TYPES_SINCE,  # noqa: F401 - said once there
                      VERSION_TEXT)
from .messages import (PROTOCOL_MAJOR, PROTOCOL_MINOR, SchemaError, check_shape, check_values,
                       make, without_unknown_keys)
from .pake import PakeClient, PakeFailed, PakeHost

# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Authenticated:
    """Host side: the peer proved its identity (and PIN/invite if required)."""

    fingerprint: str
    nick: str
    watch: bool = False      # the client asked to look on without a seat


@dataclass(frozen=True)
class Joined:
    """Client side: the host accepted us."""

    fingerprint: str
    seat: int


@dataclass(frozen=True)
class Message:
    """A validated application message."""

    msg: dict[str, Any]


@dataclass(frozen=True)
class Closed:
    """The session is over; ``code`` says why (stable), ``text`` for people."""

    code: str
    text: str
    by_peer: bool = False


Event = Authenticated | Joined | Message | Closed

_NEWEST = max(max(FIELDS_SINCE), max(TYPES_SINCE), max(INFO_FIELDS_SINCE))   # a peer this new needs nothing dropped


class _Base:
    def __init__(self, side: str, max_frame: int) -> None:
        self.peer_minor = PROTOCOL_MINOR    # the host learns the client's from hello, the client the host's from welcome
        self.tolerant = False               # a host refuses what it does not know; a 1.1 client ignores it
        self._decoder = FrameDecoder(max_frame=max_frame)
        self._out = bytearray()
        self.state = LinkState.HELLO if side == "host" else LinkState.IDLE
        self._table = HOST_STATES if side == "host" else CLIENT_STATES
        self.close_reason: Closed | None = None

    @property
    def closed(self) -> bool:
        return self.state == LinkState.CLOSED

    def send(self, msg: dict[str, Any]) -> bytes:
        """Frame one outgoing message (already built with ``messages.make``), without the
        fields a peer of an older minor version does not know; a type it does not know is
        not sent at all (``b""``)."""
        if self.peer_minor < _NEWEST:   # only an older peer costs a look (every frame passes here)
            if any(minor > self.peer_minor and msg.get("t") in types for minor, types in TYPES_SINCE.items()):
                return b""
            drop = {f for minor, fields in FIELDS_SINCE.items() if minor > self.peer_minor
                    for t, f in fields if t == msg.get("t")}
            if drop:
                msg = {k: v for k, v in msg.items() if k not in drop}
            if msg.get("t") == "table" and (old := {f for minor, fields in INFO_FIELDS_SINCE.items()
                                                    if minor > self.peer_minor for f in fields} & msg["info"].keys()):
                msg = {**msg, "info": {k: v for k, v in msg["info"].items() if k not in old}}
        return encode_frame(msg)

    def data_to_send(self) -> bytes:
        """Bytes the session itself produced (handshake replies, error frames)."""
        out = bytes(self._out)
        self._out.clear()
        return out

    def _emit(self, msg: dict[str, Any]) -> None:
        self._out += encode_frame(msg)

    def _fail(self, code: str, text: str, frame: str = "error") -> Closed:
        if self.state != LinkState.CLOSED:
            if frame == "bye" or (frame and self._table is CLIENT_STATES):
                self._emit(make("bye"))  # a client has no error frame: it just says goodbye
            elif frame:
                self._emit(make(frame, code=code[:40], text=text[:300]))
            self.state = LinkState.CLOSED
        self.close_reason = Closed(code, text)
        return self.close_reason

    def receive_data(self, data: bytes) -> list[Event]:
        """Feed bytes from the peer; return what they mean, in order.

        A connection closed for abuse is never let in: if the same bytes that
        completed the handshake also broke a rule, the ``Authenticated`` is
        withdrawn and only the ``Closed`` remains.
        """
        events = self._receive(data)
        if self.state == LinkState.CLOSED:
            return [e for e in events if not isinstance(e, Authenticated)]
        return events

    def _receive(self, data: bytes) -> list[Event]:
        if self.state == LinkState.CLOSED:
            return []
        try:
            frames = self._decoder.feed(data)
        except ProtocolViolation as exc:
            return [self._fail(exc.code, exc.message)]
        events: list[Event] = []
        for raw in frames:
            try:
                msg = self._known_part(raw)
            except SchemaError as exc:
                events.append(self._fail(exc.code, exc.message))
                return events
            if msg is None:
                continue            # a message type of a newer minor version: ignored (§7)
            t = msg["t"]
            if t == "bye":
                self.state = LinkState.CLOSED
                self.close_reason = Closed("bye", "the other side closed the connection", by_peer=True)
                events.append(self.close_reason)
                return events
            if t not in ALWAYS and t not in self._table[self.state]:
                events.append(self._fail("bad_state", f"message {t!r} is not allowed now ({self.state.value})"))
                return events
            try:
                msg = self._checked(msg)   # every nested value, against protocol/schema (PROTOCOL.md §8)
            except SchemaError as exc:
                events.append(self._fail(exc.code, exc.message))
                return events
            events.extend(self._handle(msg))
            if self.closed:          # the handler may have closed it
                return events
        return events

    def _known_part(self, raw: dict[str, Any]) -> dict[str, Any] | None:
        """The message as this side knows it: a tolerant receiver drops the keys it does not know
        and ignores (None) a type it does not know; a strict one refuses both (SchemaError)."""
        try:
            check_shape(raw)
            return raw
        except SchemaError as exc:
            if not self.tolerant or exc.code not in ("unknown_type", "extra_field"):
                raise
            if exc.code == "unknown_type":
                return None
        msg = without_unknown_keys(raw)
        check_shape(msg)
        return msg

    def _checked(self, msg: dict[str, Any]) -> dict[str, Any]:
        try:
            check_values(msg)
            return msg
        except SchemaError as exc:
            if not self.tolerant or exc.code != "extra_field":
                raise
        msg = without_unknown_keys(msg)
        check_values(msg)
        return msg

    def _handle(self, msg: dict[str, Any]) -> list[Event]:  # pragma: no cover - overridden
        raise NotImplementedError


class HostSession(_Base):
    """The host's end of one connection: runs the handshake, then passes messages up."""

    def __init__(self, table_id: str, host_fingerprint: str, name: str = "Table", *,
                 pin: str | None = None, invite_secret: bytes | None = None, invite_only: bool = False,
                 max_frame: int = MAX_FRAME, pin_guard: PinGuard | None = None, addr: str = "",
                 clock: Callable[[], float] = time.monotonic,
                 invite_check: Callable[[InviteInfo, str], str | None] | None = None,
                 blind: bool = False) -> None:
        super().__init__("host", max_frame)
        self.blind = blind                # the table hides cards from the host: older clients are refused
        self.invite_check = invite_check  # the table's one-use rule: a refusal text, or None
        self.pin_guard = pin_guard if pin_guard is not None or not pin else PinGuard(pin)
        self.addr = addr
        self.clock = clock
        self.pin_failed = False           # this connection's PIN attempt was counted as a failure
        self.table_id = table_id
        self.host_fp = host_fingerprint
        self.name = name
        self.pin = pin or None
        self.invite_secret = invite_secret
        self.invite_only = invite_only
        self.nonce = new_challenge_nonce()
        self.peer: PeerCert | None = None
        self.nick = ""
        self.watch = False
        self._pake: PakeHost | None = None

    @property
    def fingerprint(self) -> str | None:
        return self.peer.fingerprint if self.peer else None

    def _handle(self, msg: dict[str, Any]) -> list[Event]:
        t = msg["t"]
        if t == "ping":
            self._emit(make("pong", n=msg["n"]))
            return []
        if t == "pong":
            return [Message(msg)]
        if self.state == LinkState.HELLO:
            if msg["major"] != PROTOCOL_MAJOR:
                text = VERSION_TEXT.format(host=f"{PROTOCOL_MAJOR}.{PROTOCOL_MINOR}",
                                           client=f"{msg['major']}.{msg['minor']}")
                return [self._fail("version_mismatch", text, frame="refused")]
            if self.blind and msg["minor"] < BLIND_SINCE:
                text = BLIND_TEXT.format(client=f"{msg['major']}.{msg['minor']}", need=f"{PROTOCOL_MAJOR}.{BLIND_SINCE}")
                return [self._fail("blind_unsupported", text, frame="refused")]
            self.peer_minor = msg["minor"]
            self._emit(make("welcome", major=PROTOCOL_MAJOR, minor=PROTOCOL_MINOR, table_id=self.table_id,
                            nonce=self.nonce, pin=self.pin is not None, invite=self.invite_only,
                            name=self.name[:48]))
            self.state = LinkState.AUTH
            return []
        if self.state == LinkState.AUTH:
            return self._auth(msg)
        if self.state == LinkState.PIN:
            return self._pin(msg)
        return [Message(msg)]

    def _auth(self, msg: dict[str, Any]) -> list[Event]:
        try:
            peer = PeerCert.from_bytes(msg["cert"])
        except (IdentityError, ValueError, TypeError):
            return [self._fail("auth_failed", "your identity certificate could not be read", "refused")]
        if not verify_challenge(peer.cert, msg["sig"], self.nonce, self.table_id, self.host_fp):
            return [self._fail("auth_failed", "your identity signature is not valid", "refused")]
        token = msg.get("invite")
        if self.invite_only:
            if not token or self.invite_secret is None:
                return [self._fail("invite_required", "this table is by invitation only", "refused")]
            try:
                info = check_invite_token(self.invite_secret, token, self.table_id, peer.fingerprint)
            except InviteInvalid as exc:
                return [self._fail("invite_invalid", str(exc), "refused")]
            used = self.invite_check(info, peer.fingerprint) if self.invite_check is not None else None
            if used is not None:
                return [self._fail("invite_used", used, "refused")]
        self.peer = peer
        self.nick = _clean_nick(msg["nick"]) or "Player"
        self.watch = msg.get("watch") is True
        if self.pin is not None:
            self._pake = PakeHost(self.pin, self.table_id, self.host_fp, peer.fingerprint)
            self.state = LinkState.PIN
            return []
        self.state = LinkState.OPEN
        return [Authenticated(peer.fingerprint, self.nick, self.watch)]

    def _pin(self, msg: dict[str, Any]) -> list[Event]:
        assert self._pake is not None and self.peer is not None and self.pin_guard is not None
        guard, now = self.pin_guard, self.clock()
        try:
            if msg["t"] == "pin_start":
                if self._pake.started:
                    return [self._fail("bad_state", "PIN exchange already started")]
                wait = guard.wait_s(self.addr, now)
                if wait > 0:
                    return [self._fail("pin_locked", f"too many wrong PINs were tried at this table; "
                                                     f"try again in {math.ceil(wait)} s", "refused")]
                guard.begin(self.addr, now)   # paid for now: an abandoned attempt costs as much as a wrong one
                self._emit(make("pin_reply", msg=self._pake.respond(msg["msg"])))
                return []
            if not self._pake.started:
                return [self._fail("bad_state", "pin_confirm before pin_start")]
            host_confirm = self._pake.verify(msg["confirm"])
        except PakeFailed as exc:
            code = "pin_mismatch" if exc.reason == "pin_mismatch" else "bad_message"
            self.abandon()
            return [self._fail(code, "wrong table PIN" if code == "pin_mismatch" else str(exc), "refused")]
        guard.succeeded(self.addr)
        self._emit(make("pin_ok", confirm=host_confirm))
        self.state = LinkState.OPEN
        return [Authenticated(self.peer.fingerprint, self.nick, self.watch)]

    def abandon(self) -> bool:
        """Count a started PIN attempt that did not succeed as a failure (once); True if it was one."""
        pake = self._pake
        if pake is None or not pake.started or pake.verified or self.pin_failed or self.pin_guard is None:
            return False
        self.pin_failed = True
        self.pin_guard.failed(self.addr, self.clock())
        return True

    def accept(self, seat: int) -> bytes:
        """Tell the authenticated client it is in (``seat`` -1: watching)."""
        assert self.peer is not None
        return self.send(make("joined", you=self.peer.fingerprint, seat=seat))

    def refuse(self, code: str, text: str) -> bytes:
        """Refuse an authenticated client (table full, ...); the caller then closes."""
        self._fail(code, text, frame="refused")
        return self.data_to_send()

    def close(self, code: str, text: str) -> bytes:
        """Close with an ``error`` frame (abuse, shutdown, idle)."""
        self._fail(code, text)
        return self.data_to_send()


class ClientConnection(_Base):
    """The player's end: ``initiate()`` then feed bytes; app messages arrive as :class:`Message`."""

    def __init__(self, identity: Identity, nick: str, host_fingerprint: str, *, pin: str | None = None,
                 invite: str | None = None, client_name: str = "lanjolly", watch: bool = False,
                 major: int = PROTOCOL_MAJOR, minor: int = PROTOCOL_MINOR, max_frame: int = MAX_FRAME) -> None:
        super().__init__("client", max_frame)
        self.identity = identity
        self.nick = nick
        self.host_fp = host_fingerprint
        self.pin = pin or None
        self.invite = invite
        self.watch = watch
        self.client_name = client_name
        self.major, self.minor = major, minor
        self.tolerant = minor >= TOLERANT_SINCE
        self.table_id: str | None = None
        self.table_name = ""
        self._pake: PakeClient | None = None

    def initiate(self) -> bytes:
        if self.state != LinkState.IDLE:
            raise RuntimeError("initiate() once")
        self.state = LinkState.HELLO_SENT
        return encode_frame(make("hello", major=self.major, minor=self.minor, client=self.client_name[:64]))

    def _handle(self, msg: dict[str, Any]) -> list[Event]:
        t = msg["t"]
        if t == "ping":
            self._emit(make("pong", n=msg["n"]))
            return []
        if t in ("refused", "error"):
            self.state = LinkState.CLOSED
            self.close_reason = Closed(msg["code"], msg["text"], by_peer=True)
            return [self.close_reason]
        if t == "welcome":
            return self._welcome(msg)
        if t in ("pin_reply", "pin_ok"):
            return self._pin_step(msg)
        if t == "joined":
            if self.pin is not None and (self._pake is None or self._pake.session_key is None):
                return [self._fail("bad_state", "host let us in without checking the PIN")]
            self.state = LinkState.OPEN
            return [Joined(msg["you"], msg["seat"])]
        return [Message(msg)]

    def _pin_step(self, msg: dict[str, Any]) -> list[Event]:
        """We confirm first (the host counts a wrong PIN); then we check the host's confirmation."""
        if self._pake is None:
            return [self._fail("bad_state", "unexpected PIN message")]
        try:
            if msg["t"] == "pin_reply":
                self._emit(make("pin_confirm", confirm=self._pake.finish(msg["msg"])))
            else:
                self._pake.check_host(msg["confirm"])
        except PakeFailed as exc:
            code = "pin_mismatch" if exc.reason == "pin_mismatch" else "bad_message"
            return [self._fail(code, "wrong table PIN (or not the real host)" if code == "pin_mismatch"
                               else str(exc))]
        except RuntimeError:
            return [self._fail("bad_state", "PIN messages out of order")]
        return []

    def _welcome(self, msg: dict[str, Any]) -> list[Event]:
        if msg["major"] != self.major:
            return [self._fail("version_mismatch", VERSION_TEXT.format(
                host=f"{msg['major']}.{msg['minor']}", client=f"{self.major}.{self.minor}"))]
        self.table_id = msg["table_id"]
        self.table_name = msg["name"]
        self.peer_minor = msg["minor"]      # we send nothing the host's minor lacks (§7)
        if msg["pin"] and self.pin is None:
            return [self._fail("pin_required", "this table needs a PIN")]
        if msg["invite"] and not self.invite:
            return [self._fail("invite_required", "this table is by invitation only")]
        problem = invite_problem(self.invite) if self.invite else None
        if problem is not None:
            return [self._fail("invite_invalid", problem)]
        sig = sign_challenge(self.identity, msg["nonce"], self.table_id, self.host_fp)
        extra = {"watch": True} if self.watch else {}
        self._emit(make("auth", cert=self.identity.cert_der, sig=sig, nick=self.nick[:32], invite=self.invite,
                        **extra))
        if msg["pin"]:
            self._pake = PakeClient(self.pin or "", self.table_id, self.host_fp, self.identity.fingerprint)
            self._emit(make("pin_start", msg=self._pake.start()))
        self.state = LinkState.AUTH_SENT
        return []


def _clean_nick(nick: str) -> str:
    return clean_name(nick, 32)   # plain text, no markup or forged suffix (PROTOCOL.md §16.5)
