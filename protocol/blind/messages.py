"""The blind deal's messages as frozen data (sans-I/O), with their wire maps (PROTOCOL.md §17.7).

Each one is what a key holder says; the host relays it to every connection unchanged (it holds
nothing secret: the only share that would open a hidden card is never sent). ``to_wire`` gives
the msgpack map without ``t`` and the common ``round``/``attempt`` fields; ``from_wire`` checks
lengths and encodings, so a malformed value is a :class:`BlindCheat` naming its sender.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping

from .elgamal import CIPHERTEXT_LEN, Ciphertext, decode_deck, encode_deck
from .group import (POINT_LEN, SCALAR_LEN, GroupError, Point, decode_point, decode_points,
                    decode_scalar, encode_points, encode_scalar)
from .proofs import Proof
from .shuffle import ShuffleProof

Position = tuple[int, int]  # (deck, index): deck 0 is the deal, deck k the k-th reshuffle


class Cheat(str, Enum):
    """Why a key holder's message was refused: stable codes, each naming the sender's slot."""

    MALFORMED = "blind_malformed"          # lengths, encodings, a point off the curve
    BAD_KEY_PROOF = "bad_key_proof"        # Schnorr proof of the round key fails (rogue key)
    DUPLICATE_KEY = "duplicate_key"        # a second key, or a key equal to another's
    OUT_OF_TURN = "out_of_turn"            # a shuffle from a holder whose turn it is not
    BAD_SHUFFLE = "bad_shuffle"            # the proof of shuffle fails: a card swapped, doubled, lost
    BAD_SHARES = "bad_shares"              # the Chaum–Pedersen proof of a batch of shares fails
    NOT_OWED = "share_not_owed"            # a share for a card that is not that holder's to give
    NOT_YOURS = "open_not_yours"           # opening a card of a seat this holder does not open
    WRONG_CARD = "wrong_card"              # an opening that decrypts to another card than claimed
    BAD_ROUND_KEY = "bad_round_key"        # the revealed round key is not the published one


class BlindCheat(Exception):
    """A message that breaks the blind deal, attributed to the key holder that sent it."""

    def __init__(self, slot: int, code: Cheat, detail: str) -> None:
        self.slot, self.code, self.detail = slot, code, detail
        super().__init__(f"key holder {slot}: {code.value}: {detail}")


@dataclass(frozen=True, slots=True)
class KeyMsg:
    slot: int
    h: Point
    proof: Proof

    def to_wire(self) -> dict[str, Any]:
        return {"slot": self.slot, "h": self.h.encode(), "pok": self.proof.encode()}


@dataclass(frozen=True, slots=True)
class ShuffleMsg:
    slot: int
    deck: int
    out: tuple[Ciphertext, ...]
    proof: ShuffleProof

    def to_wire(self) -> dict[str, Any]:
        return {"slot": self.slot, "deck": self.deck, "out": encode_deck(self.out),
                "proof": self.proof.encode()}


@dataclass(frozen=True, slots=True)
class SharesMsg:
    """Decryption shares of ``slot`` for ``positions`` with one batched proof.

    ``cards`` is empty for a release to the card's owner; for an opening (the owner's own
    share, which makes the cards public) it names the card each position holds.
    """
    slot: int
    positions: tuple[Position, ...]
    shares: tuple[Point, ...]
    proof: Proof
    cards: tuple[int, ...] = ()

    def to_wire(self) -> dict[str, Any]:
        return {"slot": self.slot, "pos": [list(p) for p in self.positions],
                "d": encode_points(self.shares), "proof": self.proof.encode(),
                "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class RoundKeyMsg:
    slot: int
    x: int

    def to_wire(self) -> dict[str, Any]:
        return {"slot": self.slot, "x": encode_scalar(self.x)}


BlindMsg = KeyMsg | ShuffleMsg | SharesMsg | RoundKeyMsg
KINDS: dict[str, type[Any]] = {"blind_key": KeyMsg, "blind_shuffle": ShuffleMsg,
                               "blind_shares": SharesMsg, "blind_round_key": RoundKeyMsg}


def kind_of(msg: BlindMsg) -> str:
    return next(k for k, cls in KINDS.items() if isinstance(msg, cls))


def from_wire(kind: str, d: Mapping[str, Any], deck_sizes: Mapping[int, int]) -> BlindMsg:
    """The message of ``kind`` in ``d``; ``deck_sizes`` says how long each deck is."""
    slot = d.get("slot")
    if not isinstance(slot, int) or isinstance(slot, bool):
        raise BlindCheat(-1, Cheat.MALFORMED, "no slot")
    try:
        return _decode(kind, slot, d, deck_sizes)
    except (GroupError, ValueError, TypeError, KeyError) as exc:
        raise BlindCheat(slot, Cheat.MALFORMED, f"{kind}: {exc}") from exc


def _decode(kind: str, slot: int, d: Mapping[str, Any], deck_sizes: Mapping[int, int]) -> BlindMsg:
    if kind == "blind_key":
        return KeyMsg(slot, decode_point(_bin(d, "h")), Proof.decode(_bin(d, "pok")))
    if kind == "blind_round_key":
        return RoundKeyMsg(slot, decode_scalar(_bin(d, "x")))
    if kind == "blind_shuffle":
        deck = int(d["deck"])
        n = deck_sizes[deck]
        out = decode_deck(_bin(d, "out"), n)
        return ShuffleMsg(slot, deck, tuple(out), ShuffleProof.decode(_bin(d, "proof"), n))
    if kind == "blind_shares":
        pos = tuple(_position(p, deck_sizes) for p in d["pos"])
        shares = decode_points(_bin(d, "d"), len(pos))
        cards = tuple(int(c) for c in d["cards"])
        if not pos or len(set(pos)) != len(pos) or cards and len(cards) != len(pos):
            raise ValueError("positions and cards do not match")
        return SharesMsg(slot, pos, tuple(shares), Proof.decode(_bin(d, "proof")), cards)
    raise ValueError(f"unknown kind {kind}")


def _bin(d: Mapping[str, Any], key: str) -> bytes:
    v = d[key]
    if not isinstance(v, bytes):
        raise TypeError(f"{key} is not bin")
    return v


def _position(p: Any, deck_sizes: Mapping[int, int]) -> Position:
    deck, index = int(p[0]), int(p[1])
    if len(p) != 2 or deck not in deck_sizes or not 0 <= index < deck_sizes[deck]:
        raise ValueError(f"no position {p!r}")
    return deck, index


__all__ = ["BlindCheat", "BlindMsg", "Cheat", "KeyMsg", "Position", "RoundKeyMsg", "SharesMsg",
           "ShuffleMsg", "from_wire", "kind_of", "CIPHERTEXT_LEN", "POINT_LEN", "SCALAR_LEN"]
