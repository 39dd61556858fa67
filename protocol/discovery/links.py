"""Manual joining when discovery is off or blind: ``host:port`` and invite links.

``lanjolly://host:port?fp=<hex>&token=<...>&name=<...>`` carries everything a
client needs to connect and check the host's key without having seen its
advert. Pure functions; every error is a ``ValueError`` subclass with a
sentence a player can act on.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlencode, urlsplit

SCHEME = "lanjolly"
DEFAULT_PORT = 47474
_HOSTNAME = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9_]([A-Za-z0-9_-]{0,62})(\.[A-Za-z0-9_]([A-Za-z0-9_-]{0,62}))*\.?$")
_HEX_FP = re.compile(r"^[0-9a-fA-F]{64}$")
_TOKEN = re.compile(r"^[A-Za-z0-9._~-]{1,1024}$")


class LinkError(ValueError):
    """A typed address or pasted link that cannot be used."""


@dataclass(frozen=True)
class InviteLink:
    host: str
    port: int
    fingerprint: str | None = None
    token: str | None = None
    name: str | None = None


def _check_host(host: str) -> str:
    if not host:
        raise LinkError("the address has no host part")
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        pass
    if "%" in host:  # scoped IPv6 link-local, e.g. fe80::1%eth0
        addr, _, scope = host.partition("%")
        try:
            ipaddress.IPv6Address(addr)
        except ValueError:
            raise LinkError(f"{host!r} is not an IPv6 address") from None
        if not re.fullmatch(r"[A-Za-z0-9_.-]{1,32}", scope):
            raise LinkError(f"bad IPv6 scope in {host!r}")
        return host
    if not _HOSTNAME.match(host):
        raise LinkError(f"{host!r} is not a host name or IP address")
    return host


def _check_port(text: str) -> int:
    if not text.isdigit() or len(text) > 5:
        raise LinkError(f"port {text!r} is not a number")
    port = int(text)
    if not 0 < port < 65536:
        raise LinkError(f"port {port} is not 1..65535")
    return port


def parse_host_port(text: str, default_port: int | None = DEFAULT_PORT) -> tuple[str, int]:
    """``host``, ``host:port``, ``1.2.3.4:5``, ``[::1]:5`` or bare ``::1`` -> (host, port)."""
    text = text.strip()
    if not text:
        raise LinkError("enter an address like 192.168.1.20:47474")
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise LinkError(f"{text!r}: missing ']' after the IPv6 address")
        host, rest = text[1:end], text[end + 1:]
        if host.split("%")[0] and ":" not in host:
            raise LinkError(f"{text!r}: brackets are only for IPv6 addresses")
        if rest and not rest.startswith(":"):
            raise LinkError(f"{text!r}: expected ':port' after ']'")
        port_text = rest[1:] if rest else ""
    elif text.count(":") > 1:
        host, port_text = text, ""      # bare IPv6, no port possible without brackets
    else:
        host, _, port_text = text.partition(":")
        if ":" in text and not port_text:
            raise LinkError(f"{text!r}: the port after ':' is missing")
    host = _check_host(host)
    if port_text:
        return host, _check_port(port_text)
    if default_port is None:
        raise LinkError(f"{text!r} has no port")
    return host, default_port


def format_host_port(host: str, port: int) -> str:
    """The inverse of :func:`parse_host_port` (IPv6 gets brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def make_invite_link(host: str, port: int, fingerprint: str | None = None,
                     token: str | None = None, name: str | None = None) -> str:
    host = _check_host(host)
    _check_port(str(port))
    query: dict[str, str] = {}
    if fingerprint is not None:
        if not _HEX_FP.match(fingerprint):
            raise LinkError("fingerprint must be 64 hex digits")
        query["fp"] = fingerprint.lower()
    if token is not None:
        if not _TOKEN.match(token):
            raise LinkError("token has characters that do not belong in a link")
        query["token"] = token
    if name:
        query["name"] = name
    tail = "?" + urlencode(query, quote_via=quote) if query else ""
    return f"{SCHEME}://{format_host_port(host, port)}{tail}"


def parse_invite_link(text: str) -> InviteLink:
    """Parse a pasted link; a bare ``host:port`` is accepted too (no fingerprint then)."""
    text = text.strip()
    if "://" not in text:
        host, port = parse_host_port(text)
        return InviteLink(host, port)
    if len(text) > 4096:
        raise LinkError("the link is too long")
    parts = urlsplit(text)
    if parts.scheme.lower() != SCHEME:
        raise LinkError(f"not a {SCHEME}:// link")
    if parts.username or parts.password:
        raise LinkError("the link must not contain a user name or password")
    host, port = parse_host_port(parts.netloc)
    if parts.path not in ("", "/"):
        raise LinkError("unexpected path in the link")
    try:
        query = parse_qs(parts.query, keep_blank_values=True, strict_parsing=bool(parts.query),
                         max_num_fields=10)
    except ValueError as exc:
        raise LinkError(f"malformed link query: {exc}") from None
    for key, values in query.items():
        if len(values) > 1:
            raise LinkError(f"{key!r} appears more than once in the link")

    def one(key: str) -> str | None:
        return query[key][0] if key in query else None

    fp, token, name = one("fp"), one("token"), one("name")
    if fp is not None and not _HEX_FP.match(fp):
        raise LinkError("the link's fingerprint is not 64 hex digits")
    if token is not None and not _TOKEN.match(token):
        raise LinkError("the link's token is malformed")
    if name is not None and len(name) > 200:
        raise LinkError("the table name in the link is too long")
    return InviteLink(host, port, fp.lower() if fp else None, token, name)
