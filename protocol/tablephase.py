"""The host table's behaviour as data: its phases, its events, and ``(phase, event) → phase``.

Modelled on h11's ``EVENT_TRIGGERED_TRANSITIONS``: the table is in exactly one
:class:`TablePhase`; everything that can happen to it is a :class:`TableEvent`
(a message from a connection, the transport's connect and disconnect, a timer
the turn clock says is due, an outcome one of its parts reports, a journal
record being replayed); and :data:`EVENTS` lists every pair the table accepts
with the phase it leads to. ``Table.dispatch`` is the only way in: it looks the
pair up first and refuses an unlisted one, a message with its stable code
(:data:`REFUSALS`), an outcome as a host bug (:class:`PhaseError`), a stale
timer silently. The phase values are the strings of ``info.phase``
(PROTOCOL.md §8).
"""

from __future__ import annotations

from enum import Enum


class TablePhase(str, Enum):
    LOBBY = "lobby"          # seats are taken and given up; nothing dealt yet
    DEAL = "deal"            # the deal of the next round is under way
    PLAY = "play"            # a round is being played
    BETWEEN = "between"      # a round is over, the next deal has not begun
    FINISHED = "finished"    # the match is over


class Source(Enum):
    """Where an event comes from, which decides what an unlisted one means."""

    MESSAGE = "message"      # a connection sent it: refused with its code
    TRANSPORT = "transport"  # connect / disconnect: always listed
    TIMER = "timer"          # the clock's: unlisted means stale, and is dropped
    OUTCOME = "outcome"      # a part's result: unlisted means a host bug (PhaseError)
    REPLAY = "replay"        # a journal record on resume: unlisted means a damaged journal


class TableEvent(str, Enum):
    # messages (the values are the wire's message types)
    SIT = "sit"
    STAND = "stand"
    READY = "ready"
    SET_BOT = "set_bot"
    START = "start"
    LEAVE = "leave"
    BACK = "back"
    CHAT = "chat"
    ACT = "act"
    COMMIT = "commit"
    SECRET = "secret"
    BLIND = "blind"                  # a key holder's message of a blind deal (blind_key, blind_shuffle, ...: §17)
    # the transport
    CONNECT = "connect"
    DISCONNECT = "disconnect"
    PIN_FAILED = "pin_failed"
    # timers, in the order the clock runs them when several are due
    NEXT_ROUND_DUE = "next_round_due"
    DEAL_TIMEOUT = "deal_timeout"
    GRACE_OVER = "grace_over"
    WINDOW_CLOSES = "window_closes"
    TURN_RUNS_OUT = "turn_runs_out"
    BOT_DUE = "bot_due"
    BOT_MOVED = "bot_moved"          # a worker thread's move came back
    BLIND_LATE = "blind_late"        # a blind deal's clock: a late key holder, or an owed least turn (§17)
    # outcomes the parts report
    MATCH_STARTS = "match_starts"
    DEALT = "dealt"
    DEAL_RESTARTS = "deal_restarts"
    ROUND_ENDS = "round_ends"
    MATCH_ENDS = "match_ends"
    START_CALLED_OFF = "start_called_off"   # a seated player left before the first deal (startpolicy)
    BLIND_VOID = "blind_void"        # a blind attempt is void (a cheat, a key holder gone): dealt again (§17)
    # journal records replayed on resume (protocol.journal.Record)
    RESTORE = "restore"              # seats, owner, invite secret and uses, abort counts
    REPLAY_ACT = "replay_act"
    REPLAY_END = "replay_end"
    RESUMED = "resumed"              # the replay is over: the table goes on from here


L, D, P, B, F = TablePhase.LOBBY, TablePhase.DEAL, TablePhase.PLAY, TablePhase.BETWEEN, TablePhase.FINISHED
_ALL = (L, D, P, B, F)
E = TableEvent

SOURCE: dict[TableEvent, Source] = {
    **{e: Source.MESSAGE for e in (E.SIT, E.STAND, E.READY, E.SET_BOT, E.START, E.LEAVE, E.BACK, E.CHAT, E.ACT,
                                   E.COMMIT, E.SECRET, E.BLIND)},
    **{e: Source.TRANSPORT for e in (E.CONNECT, E.DISCONNECT, E.PIN_FAILED)},
    **{e: Source.TIMER for e in (E.NEXT_ROUND_DUE, E.DEAL_TIMEOUT, E.GRACE_OVER, E.WINDOW_CLOSES,
                                 E.TURN_RUNS_OUT, E.BOT_DUE, E.BOT_MOVED, E.BLIND_LATE)},
    **{e: Source.OUTCOME for e in (E.MATCH_STARTS, E.DEALT, E.DEAL_RESTARTS, E.ROUND_ENDS, E.MATCH_ENDS,
                                   E.START_CALLED_OFF, E.BLIND_VOID)},
    **{e: Source.REPLAY for e in (E.RESTORE, E.REPLAY_ACT, E.REPLAY_END, E.RESUMED)},
}


def _rows() -> dict[tuple[TablePhase, TableEvent], TablePhase]:
    rows: dict[tuple[TablePhase, TableEvent], TablePhase] = {}
    for e in (E.CONNECT, E.DISCONNECT, E.PIN_FAILED, E.CHAT, E.LEAVE, E.BACK, E.READY, E.GRACE_OVER, E.RESTORE,
              E.RESUMED, E.BLIND):        # a blind message outside its attempt is dropped (a void attempt's)
        rows.update({(p, e): p for p in _ALL})
    rows.update({(L, E.SIT): L, (B, E.SIT): B,          # between rounds: a watcher takes a given-up seat
                 (L, E.STAND): L, (L, E.SET_BOT): L, (L, E.START): L,
                 (D, E.COMMIT): D, (D, E.SECRET): D, (D, E.DEAL_TIMEOUT): D,
                 (P, E.ACT): P, (P, E.WINDOW_CLOSES): P, (P, E.TURN_RUNS_OUT): P, (P, E.BOT_DUE): P,
                 (P, E.BOT_MOVED): P, (P, E.REPLAY_ACT): P, (D, E.BLIND_LATE): D, (P, E.BLIND_LATE): P,
                 (B, E.REPLAY_END): B, (F, E.REPLAY_END): F})
    rows.update({
        (L, E.MATCH_STARTS): D,         # the match starts: the first deal begins
        (D, E.START_CALLED_OFF): L,     # a seated player left before the first deal: back to the lobby
        (B, E.NEXT_ROUND_DUE): D,       # the next round's deal begins
        (D, E.NEXT_ROUND_DUE): D,       # a table resumed inside a deal begins it again (PROTOCOL.md §10)
        (D, E.DEAL_RESTARTS): D,        # an attempt was aborted: a new one without whoever broke it
        (D, E.DEALT): P,                # the deal is ready: the cards are dealt
        (P, E.ROUND_ENDS): B,           # a round is over, the match goes on
        (P, E.MATCH_ENDS): F,           # the last round is over
        (D, E.BLIND_VOID): D,           # a blind attempt is void before its cards were dealt: dealt again
        (P, E.BLIND_VOID): D,           # a blind attempt is void mid-round: nothing of it counts, dealt again
    })
    return rows


EVENTS: dict[tuple[TablePhase, TableEvent], TablePhase] = _rows()

# What a connection hears when its message is not listed for the phase: (code, text, request).
REFUSALS: dict[TableEvent, tuple[str, str, str | None]] = {
    E.SIT: ("bad_state", "seats can only change before the match starts", "sit"),
    E.STAND: ("bad_state", "you can stand up only in the lobby, from a seat", "stand"),
    E.SET_BOT: ("bad_state", "bots can be placed only before the match starts", "set_bot"),
    E.START: ("bad_state", "the match has already started", "start"),
    E.ACT: ("wrong_phase", "no round is being played right now", None),
    E.COMMIT: ("deal_stale", "no commitment is expected now", None),
    E.SECRET: ("deal_stale", "no secret is expected now", None),
}

# Every phase change the table can make (for documents and tests).
TRANSITIONS: frozenset[tuple[TablePhase, TablePhase]] = frozenset(
    (p, nxt) for (p, _e), nxt in EVENTS.items() if p is not nxt or SOURCE[_e] is Source.OUTCOME)

MESSAGES: dict[str, TableEvent] = {
    **{e.value: e for e, s in SOURCE.items() if s is Source.MESSAGE and e is not E.BLIND},
    **{t: E.BLIND for t in ("blind_key", "blind_shuffle", "blind_shares", "blind_round_key")},
}


class PhaseError(RuntimeError):
    """An outcome or a journal record the table does not list for its phase: a bug in the host
    or a damaged journal, never the peer's doing (a peer's message is refused instead)."""


def next_phase(phase: TablePhase, event: TableEvent) -> TablePhase | None:
    """The phase ``event`` leads to from ``phase``; None if the table does not list the pair."""
    return EVENTS.get((phase, event))
