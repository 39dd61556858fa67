"""Words for what the host says, in the reader's language.

The host sends codes and parameters (PROTOCOL.md §8 "Words for people"): a
refusal's ``code`` (engine :class:`~lanjolly.errors.Reason` or table code) and a
``sys`` notice's ``event`` with ``nick``, ``seat`` and ``args``. This module
turns them into a sentence through Qt's translator. A code it does not know
(a newer host) shows the host's own English ``text``, never nothing.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject

from lanjolly.errors import Reason

from .engine_text import EngineText
from .meld_text import meld_text

_ENGINE_CODES = frozenset(r.value for r in Reason)


class HostText(QObject):
    """The translation context for host sentences (``self.tr`` needs a QObject class)."""

    def refusal(self, code: str, args: Mapping[str, Any], fallback: str) -> str:
        """``fallback`` is the host's English sentence: a known one is worded exactly, else by its code."""
        if code == "invalid_meld":
            return meld_text().problem(fallback)
        if code in _ENGINE_CODES:
            said = engine_text().specific(fallback)
            if said is not None:
                return said
        make = self._refusals().get(code)
        if make is None:
            return fallback
        try:
            return make(args)
        except (KeyError, ValueError, TypeError):
            return fallback

    def notice(self, event: str, nick: str, seat: int, args: Mapping[str, Any], fallback: str) -> str:
        make = self._notices().get(event)
        if make is None:
            return fallback
        try:
            return make(nick, seat, args)
        except (KeyError, ValueError, TypeError):
            return fallback

    def handshake(self, code: str, fallback: str) -> str:
        """Why joining failed (``refused`` codes and the client's own ``ConnectError`` codes)."""
        words = {
            "version_mismatch": self.tr("This table runs a different version of LAN Jolly. "
                                        "Both players need the same version: please update the older one."),
            "blind_unsupported": self.tr("This table hides every card from its host, and this version of "
                                         "LAN Jolly cannot play such a table: please update it."),
            "auth_failed": self.tr("The host could not confirm who you are."),
            "invite_required": self.tr("This table is for invited players only."),
            "invite_invalid": self.tr("This invitation is not valid (any more)."),
            "pin_mismatch": self.tr("Wrong PIN for this table."),
            "pin_required": self.tr("This table is private: you need its PIN."),
            "fingerprint_mismatch": self.tr("The host's key is not the one expected. "
                                            "Someone may be impersonating it."),
            "bad_message": self.tr("The host did not understand our program."),
            "invite_used": self.tr("This invitation has already been used."),
            "pin_locked": self.tr("Too many wrong PINs were tried at this table; wait a while and try again."),
            "too_many_connections": self.tr("The host has too many connections right now; try again later."),
            "watchers_off": self.tr("This table does not admit watchers."),
            "watchers_full": self.tr("This table already has as many watchers as it allows."),
            "closed": self.tr("The host closed the connection while you were joining."),
            "unreachable": self.tr("The table cannot be reached ({why}).").format(why=fallback),
        }
        return words.get(code, fallback)

    def _refusals(self) -> dict[str, Callable[[Mapping[str, Any]], str]]:
        table: dict[str, Callable[[Mapping[str, Any]], str]] = {
            # engine reasons (lanjolly.errors.Reason)
            "not_your_turn": lambda a: self.tr("It is not your turn."),
            "wrong_phase": lambda a: self.tr("That is not possible at this point of the turn."),
            "round_over": lambda a: self.tr("The round is over."),
            "no_such_seat": lambda a: self.tr("That seat is not playing this round."),
            "not_in_hand": lambda a: self.tr("That card is not in your hand."),
            "duplicate_card": lambda a: self.tr("A card appears in two melds."),
            "invalid_meld": lambda a: self.tr("Those cards do not form a valid meld."),
            "no_melds": lambda a: self.tr("Lay at least one meld."),
            "opening_too_low": lambda a: self.tr("Your opening is worth too few points."),
            "not_opened": lambda a: self.tr("You can do that only after your opening."),
            "opened_this_turn": lambda a: self.tr("You can do that from your next turn on, not in the turn you opened."),
            "discard_take_not_allowed": lambda a: self.tr("You may not take from the discard pile now."),
            "discard_empty": lambda a: self.tr("The discard pile is empty."),
            "bad_count": lambda a: self.tr("You cannot take that many cards from the discard pile."),
            "hand_limit": lambda a: self.tr("You may not hold that many cards."),
            "no_such_meld": lambda a: self.tr("There is no such meld on the table."),
            "does_not_fit": lambda a: self.tr("That card does not fit this meld."),
            "not_a_joker": lambda a: self.tr("That card is not a joker in this meld."),
            "joker_not_free": lambda a: self.tr("That joker cannot be taken yet."),
            "wrong_card_for_joker": lambda a: self.tr("The joker stands for another card."),
            "must_keep_discard": lambda a: self.tr("You must keep the card you took from the discard pile "
                                             "or use it this turn."),
            "taken_card_discard": lambda a: self.tr("You may not discard the card you just took."),
            "swapped_joker_must_be_laid": lambda a: self.tr("A joker taken by a swap must be laid this turn."),
            "knock_disabled": lambda a: self.tr("Knocking is off at this table."),
            "knock_not_now": lambda a: self.tr("You cannot knock now: only right after a discard, "
                                         "before the next draw."),
            "stock_too_small": lambda a: self.tr("The stock has too few cards for that."),
            "bad_order": lambda a: self.tr("The reshuffle order is not valid."),
            "malformed": lambda a: self.tr("The move could not be read."),
            # table codes (protocol.table)
            "replayed": lambda a: self.tr("This move was already sent."),
            "not_seated": lambda a: self.tr("Take a seat first: watchers cannot play."),
            "seat_taken": lambda a: self.tr("That seat is not free."),
            "not_owner": lambda a: self.tr("Only the table's owner can do that."),
            "bad_state": self._bad_state,
            "bad_strength": lambda a: self.tr("Bot strength must be one of: {choices}.").format(
                choices=str(a["choices"])),
            "chat_too_long": lambda a: self.tr("Chat messages are at most %n character(s) long.", "", int(a["max"])),
            "chat_rate": lambda a: self.tr("You are sending chat messages too fast; wait a moment."),
            "deal_stale": lambda a: self.tr("That deal message was not expected now."),
            "watcher_chat_off": lambda a: self.tr("The table's owner has not allowed watchers to chat."),
            "sit_off": lambda a: self.tr("The table's owner has not allowed watchers to take a seat."),
            # the client's own
            "not_connected": lambda a: self.tr("Not connected to the table right now; your move was not sent."),
        }
        return table

    def _bad_state(self, a: Mapping[str, Any]) -> str:
        request = a.get("request")
        if request == "sit":
            return self.tr("Seats can only change before the match starts.")
        if request == "stand":
            return self.tr("You can stand up only in the lobby, from a seat.")
        if request == "set_bot":
            return self.tr("Bots can be placed only before the match starts.")
        if request == "start":
            return self.tr("The match has already started.")
        return self.tr("That is not possible at this moment.")

    def _notices(self) -> dict[str, Callable[[str, int, Mapping[str, Any]], str]]:
        return {
            "joined": lambda nick, seat, a: (
                self.tr("{nick} is watching") if seat < 0 else
                self.tr("{nick} took seat {n} and plays from the next round").format(nick=nick, n=seat + 1)
                if a.get("next_round") else self.tr("{nick} sat down")).format(nick=nick),
            "pin_failed": lambda nick, seat, a: self.tr(
                "Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)", "",
                int(a["total"])).format(address=a["address"]),
            "left": lambda nick, seat, a: (self.tr("{nick} left; a bot plays the seat") if a.get("bot")
                                           else self.tr("{nick} left")).format(nick=nick),
            "disconnected": lambda nick, seat, a: self.tr(
                "{nick} lost the connection; the seat is kept for %n second(s)", "",
                int(a["grace_s"])).format(nick=nick),
            "reconnected": lambda nick, seat, a: self.tr("{nick} is back").format(nick=nick),
            "back": lambda nick, seat, a: self.tr("{nick} is back at the table").format(nick=nick),
            "timed_out": lambda nick, seat, a: (
                self.tr("{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round "
                        "until they are back", "", int(a["times"])) if a.get("bot") and a.get("next_round") else
                self.tr("{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back",
                  "", int(a["times"])) if a.get("bot") else self.tr("{nick} ran out of time")).format(nick=nick),
            "bot_took_over": lambda nick, seat, a: self.tr("{nick} did not come back; a bot plays the seat").format(
                nick=nick),
            "dealt": lambda nick, seat, a: self.tr("Round {n}: {nick} deals").format(n=int(a["round"]), nick=nick),
            "board_dealt": lambda nick, seat, a: self.tr("Board {n}: {nick} deals").format(n=int(a["round"]),
                                                                                          nick=nick),
            "board_hurried": lambda nick, seat, a: self.tr(
                "This table fell behind the others: bots finish the board for everyone"),
            "deal_abort": lambda nick, seat, a: self.tr(
                "The deal was restarted: {nick} did not reveal a valid secret and has no say in this "
                "round's deal").format(nick=nick),
        }


_TEXT: list[HostText] = []
_ENGINE: list[EngineText] = []


def engine_text() -> EngineText:
    if not _ENGINE:
        _ENGINE.append(EngineText())
    return _ENGINE[0]


def host_text() -> HostText:
    """The one :class:`HostText` (made on first use, after the application exists)."""
    if not _TEXT:
        _TEXT.append(HostText())
    return _TEXT[0]
