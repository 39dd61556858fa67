<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Arrange</source>
        <translation>Arrange</translation>
    </message>
    <message>
        <source>Put the combinations you could lay side by side (A)</source>
        <translation>Put the combinations you could lay side by side (A)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Return the staged cards to your hand (Esc)</source>
        <translation>Return the staged cards to your hand (Esc)</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Lay cards</translation>
    </message>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Lay the combinations underlined in blue (L)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Take the card just discarded, plus two from the stock (K)</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Show results</translation>
    </message>
    <message>
        <source>Switch between the results and the table (V)</source>
        <translation>Switch between the results and the table (V)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Ready for the next round (N)</source>
        <translation>Ready for the next round (N)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Leave the table (Ctrl+W)</source>
        <translation>Leave the table (Ctrl+W)</translation>
    </message>
    <message>
        <source>Knock ({n})</source>
        <translation>Knock ({n})</translation>
    </message>
</context>
<context>
    <name>BotStrength</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
</context>
<context>
    <name>ChatWidget</name>
    <message>
        <source>Say something…</source>
        <translation>Say something…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>You have already drawn this turn.</translation>
    </message>
    <message>
        <source>The stock is being reshuffled.</source>
        <translation>The stock is being reshuffled.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Draw a card first.</translation>
    </message>
    <message>
        <source>You can lay off only after your opening.</source>
        <translation>You can lay off only after your opening.</translation>
    </message>
    <message>
        <source>You can swap a joker only after your opening.</source>
        <translation>You can swap a joker only after your opening.</translation>
    </message>
    <message>
        <source>You can lay off from your next turn on, not in the turn you opened.</source>
        <translation>You can lay off from your next turn on, not in the turn you opened.</translation>
    </message>
    <message>
        <source>You can swap a joker from your next turn on, not in the turn you opened.</source>
        <translation>You can swap a joker from your next turn on, not in the turn you opened.</translation>
    </message>
    <message>
        <source>You may take from the discard pile only after your opening.</source>
        <translation>You may take from the discard pile only after your opening.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile has %n card(s).</source>
        <translation>
            <numerusform>The discard pile has %n card.</numerusform>
            <numerusform>The discard pile has %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be taken.</source>
        <translation>Only the top card of the discard pile may be taken.</translation>
    </message>
    <message numerus="yes">
        <source>You may not hold more than %n card(s).</source>
        <translation>
            <numerusform>You may not hold more than %n card.</numerusform>
            <numerusform>You may not hold more than %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking would take you over %n card(s).</source>
        <translation>
            <numerusform>Knocking would take you over %n card.</numerusform>
            <numerusform>Knocking would take you over %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>Your opening must be worth at least {needed} points; these melds are worth {total}.</translation>
    </message>
    <message>
        <source>You must keep one card to discard; you cannot lay your last card.</source>
        <translation>You must keep one card to discard; you cannot lay your last card.</translation>
    </message>
    <message>
        <source>You must keep a card you may discard (not one taken from the pile this turn).</source>
        <translation>You must keep a card you may discard (not one taken from the pile this turn).</translation>
    </message>
    <message>
        <source>A card taken from the discard pile this turn may not be discarded again.</source>
        <translation>A card taken from the discard pile this turn may not be discarded again.</translation>
    </message>
    <message>
        <source>Lay the joker you took by a swap before you discard.</source>
        <translation>Lay the joker you took by a swap before you discard.</translation>
    </message>
    <message>
        <source>You can knock only right after a discard, before the next draw.</source>
        <translation>You can knock only right after a discard, before the next draw.</translation>
    </message>
    <message>
        <source>The next player draws normally, and nobody knocks for their own discard.</source>
        <translation>The next player draws normally, and nobody knocks for their own discard.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} is not in your hand.</translation>
    </message>
    <message>
        <source>{card} does not fit there.</source>
        <translation>{card} does not fit there.</translation>
    </message>
    <message>
        <source>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</source>
        <translation>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</translation>
    </message>
    <message>
        <source>This joker stands for another card.</source>
        <translation>This joker stands for another card.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Something went wrong: {what}</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>The details were written to {path}. You can keep playing.</source>
        <translation>The details were written to {path}. You can keep playing.</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Organiser</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>registration open</source>
        <translation>registration open</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>{game}, {n} boards</source>
        <translation>{game}, {n} boards</translation>
    </message>
</context>
<context>
    <name>EventPanel</name>
    <message>
        <source>Duplicate events</source>
        <translation>Duplicate events</translation>
    </message>
    <message>
        <source>New duplicate event…</source>
        <translation>New duplicate event…</translation>
    </message>
    <message>
        <source>Board set alone…</source>
        <translation>Board set alone…</translation>
    </message>
    <message>
        <source>The same deals as your friends, against the same bots, when it suits you</source>
        <translation>The same deals as your friends, against the same bots, when it suits you</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Look on</source>
        <translation>Look on</translation>
    </message>
</context>
<context>
    <name>EventRoom</name>
    <message>
        <source>Start the event</source>
        <translation>Start the event</translation>
    </message>
    <message>
        <source>Close registration: bots take the places nobody took</source>
        <translation>Close registration: bots take the places nobody took</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Leave the event</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Replay board</translation>
    </message>
    <message>
        <source>Save results…</source>
        <translation>Save results…</translation>
    </message>
    <message>
        <source>Back to my table</source>
        <translation>Back to my table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</source>
        <translation>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</translation>
    </message>
    <message>
        <source>Board {b}, table {t}</source>
        <translation>Board {b}, table {t}</translation>
    </message>
    <message>
        <source>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</source>
        <translation>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</translation>
    </message>
    <message>
        <source>Boards&apos; code: {code} (the same on every screen).</source>
        <translation>Boards&apos; code: {code} (the same on every screen).</translation>
    </message>
    <message>
        <source>Join by address: {address}</source>
        <translation>Join by address: {address}</translation>
    </message>
    <message>
        <source>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</source>
        <translation>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</translation>
    </message>
    <message>
        <source>Registration closed. Every player&apos;s client is fixing the boards…</source>
        <translation>Registration closed. Every player&apos;s client is fixing the boards…</translation>
    </message>
    <message>
        <source>The event is over: the results board.</source>
        <translation>The event is over: the results board.</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Winner: {names}.</translation>
    </message>
    <message>
        <source>Board {b} of {total} is being played at every table.</source>
        <translation>Board {b} of {total} is being played at every table.</translation>
    </message>
    <message>
        <source>{done} of {total} boards played; the next starts when every table is ready.</source>
        <translation>{done} of {total} boards played; the next starts when every table is ready.</translation>
    </message>
    <message>
        <source>{name} · seat {seat}</source>
        <translation>{name} · seat {seat}</translation>
    </message>
    <message>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(away)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(you)</translation>
    </message>
</context>
<context>
    <name>EventSeating</name>
    <message>
        <source>Could not register</source>
        <translation>Could not register</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Leave the event</translation>
    </message>
    <message>
        <source>You organise this event: leaving ends it for everyone. Leave?</source>
        <translation>You organise this event: leaving ends it for everyone. Leave?</translation>
    </message>
    <message>
        <source>Deal verified against the published board</source>
        <translation>Deal verified against the published board</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>This deal could not be verified: {why}</translation>
    </message>
    <message>
        <source>This event could not be verified</source>
        <translation>This event could not be verified</translation>
    </message>
    <message>
        <source>The connection to the event was lost: {why}</source>
        <translation>The connection to the event was lost: {why}</translation>
    </message>
    <message>
        <source>You play at table {t}, seat {s}.</source>
        <translation>You play at table {t}, seat {s}.</translation>
    </message>
    <message>
        <source>Save the results in</source>
        <translation>Save the results in</translation>
    </message>
    <message>
        <source>Results saved</source>
        <translation>Results saved</translation>
    </message>
    <message>
        <source>Saved {files}.</source>
        <translation>Saved {files}.</translation>
    </message>
    <message>
        <source>Board set played</source>
        <translation>Board set played</translation>
    </message>
    <message>
        <source>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</source>
        <translation>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</translation>
    </message>
    <message>
        <source>Compare results…</source>
        <translation>Compare results…</translation>
    </message>
    <message>
        <source>Results of the same board set</source>
        <translation>Results of the same board set</translation>
    </message>
    <message>
        <source>Board set results (*.json)</source>
        <translation>Board set results (*.json)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Cannot compare</translation>
    </message>
    <message>
        <source>Board set {code}</source>
        <translation>Board set {code}</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <source>  ◀ to move</source>
        <translation>  ◀ to move</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</source>
        <translation>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</translation>
    </message>
    <message>
        <source>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</source>
        <translation>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</translation>
    </message>
    <message>
        <source>The host could not confirm who you are.</source>
        <translation>The host could not confirm who you are.</translation>
    </message>
    <message>
        <source>This table is for invited players only.</source>
        <translation>This table is for invited players only.</translation>
    </message>
    <message>
        <source>This invitation is not valid (any more).</source>
        <translation>This invitation is not valid (any more).</translation>
    </message>
    <message>
        <source>Wrong PIN for this table.</source>
        <translation>Wrong PIN for this table.</translation>
    </message>
    <message>
        <source>This table is private: you need its PIN.</source>
        <translation>This table is private: you need its PIN.</translation>
    </message>
    <message>
        <source>The host&apos;s key is not the one expected. Someone may be impersonating it.</source>
        <translation>The host&apos;s key is not the one expected. Someone may be impersonating it.</translation>
    </message>
    <message>
        <source>The host did not understand our program.</source>
        <translation>The host did not understand our program.</translation>
    </message>
    <message>
        <source>This invitation has already been used.</source>
        <translation>This invitation has already been used.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; wait a while and try again.</source>
        <translation>Too many wrong PINs were tried at this table; wait a while and try again.</translation>
    </message>
    <message>
        <source>The host has too many connections right now; try again later.</source>
        <translation>The host has too many connections right now; try again later.</translation>
    </message>
    <message>
        <source>This table does not admit watchers.</source>
        <translation>This table does not admit watchers.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it allows.</source>
        <translation>This table already has as many watchers as it allows.</translation>
    </message>
    <message>
        <source>The host closed the connection while you were joining.</source>
        <translation>The host closed the connection while you were joining.</translation>
    </message>
    <message>
        <source>The table cannot be reached ({why}).</source>
        <translation>The table cannot be reached ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>That is not possible at this point of the turn.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>The round is over.</translation>
    </message>
    <message>
        <source>That seat is not playing this round.</source>
        <translation>That seat is not playing this round.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>A card appears in two melds.</source>
        <translation>A card appears in two melds.</translation>
    </message>
    <message>
        <source>Those cards do not form a valid meld.</source>
        <translation>Those cards do not form a valid meld.</translation>
    </message>
    <message>
        <source>Lay at least one meld.</source>
        <translation>Lay at least one meld.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Your opening is worth too few points.</translation>
    </message>
    <message>
        <source>You can do that only after your opening.</source>
        <translation>You can do that only after your opening.</translation>
    </message>
    <message>
        <source>You can do that from your next turn on, not in the turn you opened.</source>
        <translation>You can do that from your next turn on, not in the turn you opened.</translation>
    </message>
    <message>
        <source>You may not take from the discard pile now.</source>
        <translation>You may not take from the discard pile now.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>The discard pile is empty.</translation>
    </message>
    <message>
        <source>You cannot take that many cards from the discard pile.</source>
        <translation>You cannot take that many cards from the discard pile.</translation>
    </message>
    <message>
        <source>You may not hold that many cards.</source>
        <translation>You may not hold that many cards.</translation>
    </message>
    <message>
        <source>There is no such meld on the table.</source>
        <translation>There is no such meld on the table.</translation>
    </message>
    <message>
        <source>That card does not fit this meld.</source>
        <translation>That card does not fit this meld.</translation>
    </message>
    <message>
        <source>That card is not a joker in this meld.</source>
        <translation>That card is not a joker in this meld.</translation>
    </message>
    <message>
        <source>That joker cannot be taken yet.</source>
        <translation>That joker cannot be taken yet.</translation>
    </message>
    <message>
        <source>The joker stands for another card.</source>
        <translation>The joker stands for another card.</translation>
    </message>
    <message>
        <source>You must keep the card you took from the discard pile or use it this turn.</source>
        <translation>You must keep the card you took from the discard pile or use it this turn.</translation>
    </message>
    <message>
        <source>You may not discard the card you just took.</source>
        <translation>You may not discard the card you just took.</translation>
    </message>
    <message>
        <source>A joker taken by a swap must be laid this turn.</source>
        <translation>A joker taken by a swap must be laid this turn.</translation>
    </message>
    <message>
        <source>Knocking is off at this table.</source>
        <translation>Knocking is off at this table.</translation>
    </message>
    <message>
        <source>You cannot knock now: only right after a discard, before the next draw.</source>
        <translation>You cannot knock now: only right after a discard, before the next draw.</translation>
    </message>
    <message>
        <source>The stock has too few cards for that.</source>
        <translation>The stock has too few cards for that.</translation>
    </message>
    <message>
        <source>The reshuffle order is not valid.</source>
        <translation>The reshuffle order is not valid.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>The move could not be read.</translation>
    </message>
    <message>
        <source>This move was already sent.</source>
        <translation>This move was already sent.</translation>
    </message>
    <message>
        <source>Take a seat first: watchers cannot play.</source>
        <translation>Take a seat first: watchers cannot play.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>That seat is not free.</translation>
    </message>
    <message>
        <source>Only the table&apos;s owner can do that.</source>
        <translation>Only the table&apos;s owner can do that.</translation>
    </message>
    <message>
        <source>Bot strength must be one of: {choices}.</source>
        <translation>Bot strength must be one of: {choices}.</translation>
    </message>
    <message numerus="yes">
        <source>Chat messages are at most %n character(s) long.</source>
        <translation>
            <numerusform>Chat messages are at most %n character long.</numerusform>
            <numerusform>Chat messages are at most %n characters long.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are sending chat messages too fast; wait a moment.</source>
        <translation>You are sending chat messages too fast; wait a moment.</translation>
    </message>
    <message>
        <source>That deal message was not expected now.</source>
        <translation>That deal message was not expected now.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to chat.</source>
        <translation>The table&apos;s owner has not allowed watchers to chat.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to take a seat.</source>
        <translation>The table&apos;s owner has not allowed watchers to take a seat.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; your move was not sent.</source>
        <translation>Not connected to the table right now; your move was not sent.</translation>
    </message>
    <message>
        <source>Seats can only change before the match starts.</source>
        <translation>Seats can only change before the match starts.</translation>
    </message>
    <message>
        <source>You can stand up only in the lobby, from a seat.</source>
        <translation>You can stand up only in the lobby, from a seat.</translation>
    </message>
    <message>
        <source>Bots can be placed only before the match starts.</source>
        <translation>Bots can be placed only before the match starts.</translation>
    </message>
    <message>
        <source>The match has already started.</source>
        <translation>The match has already started.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>That is not possible at this moment.</translation>
    </message>
    <message>
        <source>{nick} is watching</source>
        <translation>{nick} is watching</translation>
    </message>
    <message>
        <source>{nick} took seat {n} and plays from the next round</source>
        <translation>{nick} took seat {n} and plays from the next round</translation>
    </message>
    <message>
        <source>{nick} sat down</source>
        <translation>{nick} sat down</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)</source>
        <translation>
            <numerusform>Someone at {address} tried a wrong table PIN (%n failed attempt since the table opened)</numerusform>
            <numerusform>Someone at {address} tried a wrong table PIN (%n failed attempts since the table opened)</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} left; a bot plays the seat</source>
        <translation>{nick} left; a bot plays the seat</translation>
    </message>
    <message>
        <source>{nick} left</source>
        <translation>{nick} left</translation>
    </message>
    <message numerus="yes">
        <source>{nick} lost the connection; the seat is kept for %n second(s)</source>
        <translation>
            <numerusform>{nick} lost the connection; the seat is kept for %n second</numerusform>
            <numerusform>{nick} lost the connection; the seat is kept for %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} is back</source>
        <translation>{nick} is back</translation>
    </message>
    <message>
        <source>{nick} is back at the table</source>
        <translation>{nick} is back at the table</translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round until they are back</source>
        <translation>
            <numerusform>{nick} ran out of time %n time in a row; a bot plays the seat from the next round until they are back</numerusform>
            <numerusform>{nick} ran out of time %n times in a row; a bot plays the seat from the next round until they are back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back</source>
        <translation>
            <numerusform>{nick} ran out of time %n time in a row; a bot plays the seat until they are back</numerusform>
            <numerusform>{nick} ran out of time %n times in a row; a bot plays the seat until they are back</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} ran out of time</source>
        <translation>{nick} ran out of time</translation>
    </message>
    <message>
        <source>{nick} did not come back; a bot plays the seat</source>
        <translation>{nick} did not come back; a bot plays the seat</translation>
    </message>
    <message>
        <source>Round {n}: {nick} deals</source>
        <translation>Round {n}: {nick} deals</translation>
    </message>
    <message>
        <source>Board {n}: {nick} deals</source>
        <translation>Board {n}: {nick} deals</translation>
    </message>
    <message>
        <source>This table fell behind the others: bots finish the board for everyone</source>
        <translation>This table fell behind the others: bots finish the board for everyone</translation>
    </message>
    <message>
        <source>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</source>
        <translation>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>{nick}&apos;s practice table</source>
        <translation>{nick}&apos;s practice table</translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <source>No combination to lay now.</source>
        <translation>No combination to lay now.</translation>
    </message>
    <message>
        <source>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite to {name}</source>
        <translation>Invite to {name}</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now.</source>
        <translation>Nobody else is visible on the LAN right now.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invite</translation>
    </message>
    <message>
        <source>People on the LAN:</source>
        <translation>People on the LAN:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table:</source>
        <translation>Or send a link to the person you want at the table:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table, the one for a network you share:</source>
        <translation>Or send a link to the person you want at the table, the one for a network you share:</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
</context>
<context>
    <name>JoinAddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>192.168.1.20:47474  or  lanjolly://…</source>
        <translation>192.168.1.20:47474  or  lanjolly://…</translation>
    </message>
    <message>
        <source>only for private tables</source>
        <translation>only for private tables</translation>
    </message>
    <message>
        <source>Address or link:</source>
        <translation>Address or link:</translation>
    </message>
    <message>
        <source>Table PIN:</source>
        <translation>Table PIN:</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>pick a card of your hand</source>
        <translation>pick a card of your hand</translation>
    </message>
    <message>
        <source>stage the picked card (Shift+↑: as a new meld)</source>
        <translation>stage the picked card (Shift+↑: as a new meld)</translation>
    </message>
    <message>
        <source>take the last staged card back</source>
        <translation>take the last staged card back</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay the staged melds, or discard the picked card</source>
        <translation>lay the staged melds, or discard the picked card</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>draw from the stock</translation>
    </message>
    <message>
        <source>take that many cards from the discard pile</source>
        <translation>take that many cards from the discard pile</translation>
    </message>
    <message>
        <source>lay cards</source>
        <translation>lay cards</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>knock</translation>
    </message>
    <message>
        <source>arrange your hand</source>
        <translation>arrange your hand</translation>
    </message>
    <message>
        <source>sort by suit / by rank</source>
        <translation>sort by suit / by rank</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>next round</translation>
    </message>
    <message>
        <source>results or table</source>
        <translation>results or table</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>score sheet</translation>
    </message>
    <message>
        <source>player info</source>
        <translation>player info</translation>
    </message>
    <message>
        <source>move list</source>
        <translation>move list</translation>
    </message>
    <message>
        <source>say the state of the table (screen readers)</source>
        <translation>say the state of the table (screen readers)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take the staged cards back; in the side panel: back to the table</source>
        <translation>take the staged cards back; in the side panel: back to the table</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>the buttons and the side panel, then back to the table</source>
        <translation>the buttons and the side panel, then back to the table</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>this list</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>how to play</translation>
    </message>
    <message>
        <source>leave the table (after the match)</source>
        <translation>leave the table (after the match)</translation>
    </message>
</context>
<context>
    <name>LanServices</name>
    <message>
        <source>LAN search is turned off: join with an address or an invite link.</source>
        <translation>LAN search is turned off: join with an address or an invite link.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</source>
        <translation>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Looking for tables on your network…</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Looking for tables on your network…</translation>
    </message>
    <message>
        <source>Hello {nick}!</source>
        <translation>Hello {nick}!</translation>
    </message>
    <message>
        <source>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</source>
        <translation>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</translation>
    </message>
    <message>
        <source>▶  Play now</source>
        <translation>▶  Play now</translation>
    </message>
    <message>
        <source>A practice table against computer opponents, no network needed</source>
        <translation>A practice table against computer opponents, no network needed</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>New Game…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Look on without a seat: you see the table, never a hand</source>
        <translation>Look on without a seat: you see the table, never a hand</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Join by address…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Play now…</source>
        <translation>Play now…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>New Game…</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Leave table</translation>
    </message>
    <message>
        <source>Open round record…</source>
        <translation>Open round record…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Four-colour deck</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sounds</translation>
    </message>
    <message>
        <source>Notify me when it is my turn</source>
        <translation>Notify me when it is my turn</translation>
    </message>
    <message>
        <source>Player Info…</source>
        <translation>Player Info…</translation>
    </message>
    <message>
        <source>Hand order at the deal</source>
        <translation>Hand order at the deal</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Card size</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>By suit</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>By rank</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>As dealt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>How to play…</translation>
    </message>
    <message>
        <source>Keys at the table…  (?)</source>
        <translation>Keys at the table…  (?)</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>{nick} invites you to the table &apos;{table}&apos;.</source>
        <translation>{nick} invites you to the table &apos;{table}&apos;.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Open round record</source>
        <translation>Open round record</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Round records (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>This client kept no record of round {n}.</source>
        <translation>This client kept no record of round {n}.</translation>
    </message>
    <message>
        <source>LAN search is off, so nobody can be listed.</source>
        <translation>LAN search is off, so nobody can be listed.</translation>
    </message>
    <message>
        <source>No link for this table: {why}.</source>
        <translation>No link for this table: {why}.</translation>
    </message>
    <message>
        <source>Leave the match?</source>
        <translation>Leave the match?</translation>
    </message>
    <message>
        <source>You are seated at a table. Leave the match and close LAN Jolly?</source>
        <translation>You are seated at a table. Leave the match and close LAN Jolly?</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Local network</translation>
    </message>
    <message>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <source>{network} ({interface}, {address})</source>
        <translation>{network} ({interface}, {address})</translation>
    </message>
    <message>
        <source>The table&apos;s address ({address})</source>
        <translation>The table&apos;s address ({address})</translation>
    </message>
    <message>
        <source>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</source>
        <translation>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</translation>
    </message>
    <message>
        <source>The match is not over. Leave it and go back to the lobby?</source>
        <translation>The match is not over. Leave it and go back to the lobby?</translation>
    </message>
    <message>
        <source>You are the host: the table closes for everyone.</source>
        <translation>You are the host: the table closes for everyone.</translation>
    </message>
    <message>
        <source>Leave and close</source>
        <translation>Leave and close</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
</context>
<context>
    <name>MatchEndBoard</name>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>A new match with the same players and settings</source>
        <translation>A new match with the same players and settings</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Back to lobby</translation>
    </message>
    <message>
        <source>See the table</source>
        <translation>See the table</translation>
    </message>
    <message>
        <source>Put this board aside to look at the final table; Show results (V) brings it back</source>
        <translation>Put this board aside to look at the final table; Show results (V) brings it back</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>{names} won the match!</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n round played</numerusform>
            <numerusform>%n rounds played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldText</name>
    <message>
        <source>A group has at most four cards.</source>
        <translation>A group has at most four cards.</translation>
    </message>
    <message>
        <source>A group needs different suits.</source>
        <translation>A group needs different suits.</translation>
    </message>
    <message>
        <source>A group holds at most one joker.</source>
        <translation>A group holds at most one joker.</translation>
    </message>
    <message>
        <source>Two jokers may not lie next to each other in a sequence.</source>
        <translation>Two jokers may not lie next to each other in a sequence.</translation>
    </message>
    <message>
        <source>A sequence is too long: the ace is low or high, never both.</source>
        <translation>A sequence is too long: the ace is low or high, never both.</translation>
    </message>
    <message>
        <source>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</source>
        <translation>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</translation>
    </message>
    <message>
        <source>The cards of a sequence must follow each other in order.</source>
        <translation>The cards of a sequence must follow each other in order.</translation>
    </message>
    <message>
        <source>The same card appears twice.</source>
        <translation>The same card appears twice.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>A meld needs at least 3 cards.</translation>
    </message>
    <message>
        <source>A meld of three cards holds at most one joker.</source>
        <translation>A meld of three cards holds at most one joker.</translation>
    </message>
    <message>
        <source>A meld needs natural cards, not only jokers.</source>
        <translation>A meld needs natural cards, not only jokers.</translation>
    </message>
    <message>
        <source>Two identical cards never sit in one meld.</source>
        <translation>Two identical cards never sit in one meld.</translation>
    </message>
    <message>
        <source>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</source>
        <translation>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</translation>
    </message>
    <message>
        <source>These cards do not form a meld.</source>
        <translation>These cards do not form a meld.</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>10 seconds left for your move!</source>
        <translation>10 seconds left for your move!</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>{nick} (watching)</source>
        <translation>{nick} (watching)</translation>
    </message>
    <message>
        <source>Not connected: your message was not sent.</source>
        <translation>Not connected: your message was not sent.</translation>
    </message>
    <message>
        <source>Not connected to the table right now.</source>
        <translation>Not connected to the table right now.</translation>
    </message>
    <message>
        <source>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</source>
        <translation>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>This deal could not be verified: {why}</translation>
    </message>
    <message>
        <source>Problem with the host: {why}</source>
        <translation>Problem with the host: {why}</translation>
    </message>
    <message>
        <source>Deal restarts this match: {counts}</source>
        <translation>Deal restarts this match: {counts}</translation>
    </message>
    <message>
        <source>the host restarted the deal without the players</source>
        <translation>the host restarted the deal without the players</translation>
    </message>
    <message>
        <source>no player took part in the deal</source>
        <translation>no player took part in the deal</translation>
    </message>
    <message>
        <source>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</source>
        <translation>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</translation>
    </message>
    <message>
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>This round was dealt by the host alone, because {why}.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New duplicate event</source>
        <translation>New duplicate event</translation>
    </message>
    <message>
        <source>{nick}&apos;s duplicate night</source>
        <translation>{nick}&apos;s duplicate night</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} seconds</translation>
    </message>
    <message>
        <source>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</source>
        <translation>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</translation>
    </message>
    <message>
        <source>Event name:</source>
        <translation>Event name:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Tables:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Seats per table:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Time per move:</translation>
    </message>
    <message>
        <source>Bots in free places:</source>
        <translation>Bots in free places:</translation>
    </message>
    <message>
        <source>Open registration</source>
        <translation>Open registration</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open for a player</source>
        <translation>Open for a player</translation>
    </message>
    <message>
        <source>Computer – easy</source>
        <translation>Computer – easy</translation>
    </message>
    <message>
        <source>Computer – normal</source>
        <translation>Computer – normal</translation>
    </message>
    <message>
        <source>Computer – strong</source>
        <translation>Computer – strong</translation>
    </message>
    <message>
        <source>Computer – expert</source>
        <translation>Computer – expert</translation>
    </message>
    <message>
        <source>Anyone on the network</source>
        <translation>Anyone on the network</translation>
    </message>
    <message>
        <source>Players who know the PIN</source>
        <translation>Players who know the PIN</translation>
    </message>
    <message>
        <source>Invited players only</source>
        <translation>Invited players only</translation>
    </message>
    <message>
        <source>The PIN needs {min} to {max} characters.</source>
        <translation>The PIN needs {min} to {max} characters.</translation>
    </message>
    <message>
        <source>The PIN may not contain spaces.</source>
        <translation>The PIN may not contain spaces.</translation>
    </message>
    <message>
        <source>Please give the table a name.</source>
        <translation>Please give the table a name.</translation>
    </message>
    <message>
        <source>Table names have at most {n} characters.</source>
        <translation>Table names have at most {n} characters.</translation>
    </message>
    <message>
        <source>Only printable characters in the table name, please.</source>
        <translation>Only printable characters in the table name, please.</translation>
    </message>
    <message>
        <source>{points} points is not offered for {game}.</source>
        <translation>{points} points is not offered for {game}.</translation>
    </message>
    <message>
        <source>Tables have {min} to {max} seats.</source>
        <translation>Tables have {min} to {max} seats.</translation>
    </message>
    <message>
        <source>Every seat after yours needs a choice.</source>
        <translation>Every seat after yours needs a choice.</translation>
    </message>
    <message>
        <source>{seconds} s is not an offered turn time.</source>
        <translation>{seconds} s is not an offered turn time.</translation>
    </message>
    <message>
        <source>Knocking exists only in Rommé.</source>
        <translation>Knocking exists only in Rommé.</translation>
    </message>
    <message>
        <source>Between 1 and {max} watchers, please.</source>
        <translation>Between 1 and {max} watchers, please.</translation>
    </message>
    <message>
        <source>{nick}&apos;s table</source>
        <translation>{nick}&apos;s table</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>My table</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Rommé options</source>
        <translation>Rommé options</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Who may sit down</source>
        <translation>Who may sit down</translation>
    </message>
    <message>
        <source>Watchers</source>
        <translation>Watchers</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Table name:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Play to:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Time per move:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Seats:</translation>
    </message>
    <message>
        <source>Open seats:</source>
        <translation>Open seats:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>How many:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>You ({nick})</source>
        <translation>You ({nick})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Hand rummy: going out in one go doubles the others&apos; penalties</source>
        <translation>Hand rummy: going out in one go doubles the others&apos; penalties</translation>
    </message>
    <message>
        <source>Knocking: grab the discard out of turn (+2 penalty cards)</source>
        <translation>Knocking: grab the discard out of turn (+2 penalty cards)</translation>
    </message>
    <message>
        <source>Allow watchers (they see the table, never a hand)</source>
        <translation>Allow watchers (they see the table, never a hand)</translation>
    </message>
    <message>
        <source> at most</source>
        <translation> at most</translation>
    </message>
    <message>
        <source>Watchers may chat (marked as watching)</source>
        <translation>Watchers may chat (marked as watching)</translation>
    </message>
    <message>
        <source>A watcher may take a seat a player gave up, between rounds</source>
        <translation>A watcher may take a seat a player gave up, between rounds</translation>
    </message>
    <message>
        <source>Cards hidden from the host</source>
        <translation>Cards hidden from the host</translation>
    </message>
    <message>
        <source>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</source>
        <translation>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</translation>
    </message>
    <message>
        <source>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</source>
        <translation>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</translation>
    </message>
    <message>
        <source>6+ digits or a passphrase, for your friends</source>
        <translation>6+ digits or a passphrase, for your friends</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Open table</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>No time limit</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 – a single round</source>
        <translation>1 – a single round</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid cards score for you; open with {points} points.</source>
        <translation>Laid cards score for you; open with {points} points.</translation>
    </message>
    <message>
        <source>Cards left in hand are penalties; open with {points} points.</source>
        <translation>Cards left in hand are penalties; open with {points} points.</translation>
    </message>
</context>
<context>
    <name>NicknameDialog</name>
    <message>
        <source>Please enter a nickname.</source>
        <translation>Please enter a nickname.</translation>
    </message>
    <message>
        <source>At most {n} characters, please.</source>
        <translation>At most {n} characters, please.</translation>
    </message>
    <message>
        <source>Only printable characters, please.</source>
        <translation>Only printable characters, please.</translation>
    </message>
    <message>
        <source>Welcome to LAN Jolly</source>
        <translation>Welcome to LAN Jolly</translation>
    </message>
    <message>
        <source>Choose the name other players will see at the table.</source>
        <translation>Choose the name other players will see at the table.</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
</context>
<context>
    <name>Plate</name>
    <message>
        <source>{name}  (bot)</source>
        <translation>{name}  (bot)</translation>
    </message>
    <message>
        <source>{points} pts • {cards}</source>
        <translation>{points} pts • {cards}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>opened</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>not opened</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
</context>
<context>
    <name>PlayNowDialog</name>
    <message>
        <source>Play now</source>
        <translation>Play now</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Match length:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Computer players:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <source>Player Info</source>
        <translation>Player Info</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Nickname:</translation>
    </message>
    <message>
        <source>Identity code:</source>
        <translation>Identity code:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Matches played:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Matches won:</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Rounds played:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Points a round</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>At this table</translation>
    </message>
    <message>
        <source>Playing:</source>
        <translation>Playing:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>Watching:</translation>
    </message>
    <message>
        <source>Watchers:</source>
        <translation>Watchers:</translation>
    </message>
    <message>
        <source>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</source>
        <translation>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</translation>
    </message>
    <message>
        <source>{won} ({share} %)</source>
        <translation>{won} ({share} %)</translation>
    </message>
    <message>
        <source>Statistics are kept on this computer only.</source>
        <translation>Statistics are kept on this computer only.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>move {n}, by {name}, is not allowed by the rules</source>
        <translation>move {n}, by {name}, is not allowed by the rules</translation>
    </message>
    <message>
        <source>move {n} is not allowed by the rules</source>
        <translation>move {n} is not allowed by the rules</translation>
    </message>
    <message>
        <source>the cards dealt differ from what the players&apos; secrets determine</source>
        <translation>the cards dealt differ from what the players&apos; secrets determine</translation>
    </message>
    <message>
        <source>the table after move {n} differs from what the players&apos; secrets determine</source>
        <translation>the table after move {n} differs from what the players&apos; secrets determine</translation>
    </message>
    <message>
        <source>a player&apos;s secret does not match the commitment made before the deal</source>
        <translation>a player&apos;s secret does not match the commitment made before the deal</translation>
    </message>
    <message>
        <source>the file is not a LAN Jolly round record</source>
        <translation>the file is not a LAN Jolly round record</translation>
    </message>
    <message>
        <source>the record does not hold the whole round</source>
        <translation>the record does not hold the whole round</translation>
    </message>
    <message>
        <source>the record is incomplete or damaged</source>
        <translation>the record is incomplete or damaged</translation>
    </message>
</context>
<context>
    <name>RefusedPage</name>
    <message>
        <source>This round record was refused</source>
        <translation>This round record was refused</translation>
    </message>
    <message>
        <source>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</source>
        <translation>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>a watcher</source>
        <translation>a watcher</translation>
    </message>
    <message>
        <source>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</translation>
    </message>
    <message>
        <source>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</translation>
    </message>
    <message>
        <source>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</source>
        <translation>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</translation>
    </message>
    <message>
        <source>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</source>
        <translation>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Play</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>End ▶|</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Turn </translation>
    </message>
    <message>
        <source>Follow {name}</source>
        <translation>Follow {name}</translation>
    </message>
    <message>
        <source>Export round…</source>
        <translation>Export round…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every hand, face up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Every hand, face up&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Moves&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step {k} / {n}</source>
        <translation>Step {k} / {n}</translation>
    </message>
    <message>
        <source>Export round</source>
        <translation>Export round</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Round records (*.json)</translation>
    </message>
    <message>
        <source>Could not export: {err}</source>
        <translation>Could not export: {err}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Round record refused</source>
        <translation>Round record refused</translation>
    </message>
    <message>
        <source>Replay: round {n}</source>
        <translation>Replay: round {n}</translation>
    </message>
</context>
<context>
    <name>ResultBoard</name>
    <message>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <source>Round {n}: the stock ran out, nobody went out</source>
        <translation>Round {n}: the stock ran out, nobody went out</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out</source>
        <translation>Round {n}: {nick} went out</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</source>
        <translation>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</source>
        <translation>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>no cards left</translation>
    </message>
    <message>
        <source>laid {points}</source>
        <translation>laid {points}</translation>
    </message>
    <message>
        <source>in hand {points}</source>
        <translation>in hand {points}</translation>
    </message>
    <message>
        <source>out {points}</source>
        <translation>out {points}</translation>
    </message>
    <message>
        <source>round {points}</source>
        <translation>round {points}</translation>
    </message>
    <message>
        <source>round {points} penalty</source>
        <translation>round {points} penalty</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>total {points}</translation>
    </message>
    <message>
        <source>Deal verification: waiting for the reveal…</source>
        <translation>Deal verification: waiting for the reveal…</translation>
    </message>
</context>
<context>
    <name>ResultsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Matchpoints</source>
        <translation>Matchpoints</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Percent</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</source>
        <translation>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</translation>
    </message>
    <message>
        <source>The standings appear here when every table has played the first board.</source>
        <translation>The standings appear here when every table has played the first board.</translation>
    </message>
    <message>
        <source>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</source>
        <translation>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</translation>
    </message>
    <message numerus="yes">
        <source>(a bot played for them on %n board(s))</source>
        <translation>
            <numerusform>(a bot played for them on %n board)</numerusform>
            <numerusform>(a bot played for them on %n boards)</numerusform>
        </translation>
    </message>
    <message>
        <source>a bot played some of this player&apos;s turns</source>
        <translation>a bot played some of this player&apos;s turns</translation>
    </message>
    <message>
        <source>the player was not at the table; a bot played the board</source>
        <translation>the player was not at the table; a bot played the board</translation>
    </message>
    <message>
        <source>the table fell behind; bots finished the board</source>
        <translation>the table fell behind; bots finished the board</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</source>
        <translation>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>The cards</translation>
    </message>
    <message>
        <source>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</source>
        <translation>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>A turn</translation>
    </message>
    <message>
        <source>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</source>
        <translation>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</source>
        <translation>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</source>
        <translation>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</source>
        <translation>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <source>You go out by discarding your last card; you always keep one card for that final discard.</source>
        <translation>You go out by discarding your last card; you always keep one card for that final discard.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</source>
        <translation>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>The discard pile</translation>
    </message>
    <message>
        <source>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</source>
        <translation>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</source>
        <translation>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>The match</translation>
    </message>
    <message>
        <source>Rounds go on until someone reaches the target; the highest total wins.</source>
        <translation>Rounds go on until someone reaches the target; the highest total wins.</translation>
    </message>
    <message>
        <source>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</source>
        <translation>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</translation>
    </message>
    <message>
        <source>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</source>
        <translation>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Knocking</translation>
    </message>
    <message>
        <source>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</source>
        <translation>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</translation>
    </message>
    <message>
        <source>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</source>
        <translation>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>What the table shows</translation>
    </message>
    <message>
        <source>Blue line</source>
        <translation>Blue line</translation>
    </message>
    <message>
        <source>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</source>
        <translation>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</translation>
    </message>
    <message>
        <source>Green arrows</source>
        <translation>Green arrows</translation>
    </message>
    <message>
        <source>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</source>
        <translation>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Orange ring</translation>
    </message>
    <message>
        <source>A card you took from the discard pile this turn.</source>
        <translation>A card you took from the discard pile this turn.</translation>
    </message>
    <message>
        <source>Gold ring and “!”</source>
        <translation>Gold ring and “!”</translation>
    </message>
    <message>
        <source>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</source>
        <translation>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</translation>
    </message>
    <message>
        <source>Badges</source>
        <translation>Badges</translation>
    </message>
    <message>
        <source>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</source>
        <translation>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</translation>
    </message>
    <message>
        <source>Dashed slot</source>
        <translation>Dashed slot</translation>
    </message>
    <message>
        <source>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</source>
        <translation>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Keys at the table</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Replay round…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move timer</source>
        <translation>Move timer</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Player Info</translation>
    </message>
    <message>
        <source>Your statistics and key (I)</source>
        <translation>Your statistics and key (I)</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invite</translation>
    </message>
    <message>
        <source>Invite someone to this table</source>
        <translation>Invite someone to this table</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Sort by suit</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sort by rank</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Time bank {time}</source>
        <translation>Time bank {time}</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Sort your hand by suit (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Sort your hand by rank (R)</translation>
    </message>
    <message>
        <source>Every round&apos;s points (P)</source>
        <translation>Every round&apos;s points (P)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>The table in words</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
</context>
<context>
    <name>SoloDialog</name>
    <message>
        <source>Board set against the bots</source>
        <translation>Board set against the bots</translation>
    </message>
    <message>
        <source>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</source>
        <translation>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Seats:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>A code is 1 to 40 letters, digits, spaces or . : / + - _</source>
        <translation>A code is 1 to 40 letters, digits, spaces or . : / + - _</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>Waiting for the deal</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Your hand: {cards}</translation>
    </message>
    <message>
        <source>Being laid by you</source>
        <translation>Being laid by you</translation>
    </message>
    <message>
        <source>{name}: {cards}, {points} points</source>
        <translation>{name}: {cards}, {points} points</translation>
    </message>
    <message>
        <source>Melds on the table: {n}</source>
        <translation>Melds on the table: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}, the top one first</source>
        <translation>Discard pile: {cards}, the top one first</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Stock: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Other players</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>The round is over</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>Put some cards here first.</source>
        <translation>Put some cards here first.</translation>
    </message>
</context>
<context>
    <name>StockItem</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Connection lost — trying to reconnect…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>Connection to the table lost.</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>Waiting for the deal…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>Round over. Press Next (N) when you are ready.</source>
        <translation>Round over. Press Next (N) when you are ready.</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} is playing…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>You may knock for the discard (K).</translation>
    </message>
    <message>
        <source>The others may knock for the discard: your draw comes in {n} s.</source>
        <translation>The others may knock for the discard: your draw comes in {n} s.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</source>
        <translation>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</source>
        <translation>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>Your turn: draw from the stock (click it, or press D).</translation>
    </message>
    <message>
        <source>Press Lay cards (L) to lay them.</source>
        <translation>Press Lay cards (L) to lay them.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</translation>
    </message>
    <message>
        <source>Your combinations do not reach the opening yet.</source>
        <translation>Your combinations do not reach the opening yet.</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>One round decides</translation>
    </message>
    <message>
        <source>Play to {points}</source>
        <translation>Play to {points}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>TableListModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Access</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>waiting for players</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>invited</source>
        <translation>invited</translation>
    </message>
    <message>
        <source>{access} · cards hidden from host</source>
        <translation>{access} · cards hidden from host</translation>
    </message>
    <message>
        <source>⚠ key changed · {access}</source>
        <translation>⚠ key changed · {access}</translation>
    </message>
    <message>
        <source>{table} hosted by {host} at {address}</source>
        <translation>{table} hosted by {host} at {address}</translation>
    </message>
    <message>
        <source>Private: you need the table PIN.</source>
        <translation>Private: you need the table PIN.</translation>
    </message>
    <message>
        <source>Invited players only.</source>
        <translation>Invited players only.</translation>
    </message>
    <message>
        <source>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</source>
        <translation>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</translation>
    </message>
    <message>
        <source>WARNING: this host&apos;s key changed since you last played there.</source>
        <translation>WARNING: this host&apos;s key changed since you last played there.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Your melds</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>{nick}&apos;s melds</translation>
    </message>
    <message>
        <source>new meld</source>
        <translation>new meld</translation>
    </message>
</context>
<context>
    <name>TableSitting</name>
    <message>
        <source>Opening a practice table…</source>
        <translation>Opening a practice table…</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Host key changed</translation>
    </message>
    <message>
        <source>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</source>
        <translation>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</translation>
    </message>
    <message>
        <source>Private table</source>
        <translation>Private table</translation>
    </message>
    <message>
        <source>PIN for &apos;{table}&apos;:</source>
        <translation>PIN for &apos;{table}&apos;:</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Could not watch</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Could not join</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>The host did not answer.</translation>
    </message>
    <message>
        <source>Not the table you were invited to</source>
        <translation>Not the table you were invited to</translation>
    </message>
    <message>
        <source>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</source>
        <translation>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Back in the lobby.</source>
        <translation>Back in the lobby.</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>Invited {nick}.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • opening {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>knocking on</translation>
    </message>
    <message>
        <source>cards hidden from the host</source>
        <translation>cards hidden from the host</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Match over: {names} won.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Lay cards ({n})</source>
        <translation>Lay cards ({n})</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Lay cards</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Show table</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Show results</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Dealing…</translation>
    </message>
    <message>
        <source>Waiting for knocks… {n}</source>
        <translation>Waiting for knocks… {n}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Draw a card first: click the stock (D) or the discard pile.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>It is {name}&apos;s turn; you can sort your hand meanwhile.</translation>
    </message>
    <message>
        <source>To throw away a joker, drag it onto the discard pile: a click never discards one.</source>
        <translation>To throw away a joker, drag it onto the discard pile: a click never discards one.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <source>Opening: {n} / {need}</source>
        <translation>Opening: {n} / {need}</translation>
    </message>
    <message>
        <source>laid {n}</source>
        <translation>laid {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>hand {n}</translation>
    </message>
    <message>
        <source>opening needs {n}</source>
        <translation>opening needs {n}</translation>
    </message>
    <message>
        <source> ({name}&apos;s meld)</source>
        <translation> ({name}&apos;s meld)</translation>
    </message>
</context>
<context>
    <name>TurnAlert</name>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>{table}: it is your turn to draw.</source>
        <translation>{table}: it is your turn to draw.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>Start now (bots take the open seats)</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Invite…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</source>
        <translation>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</translation>
    </message>
    <message>
        <source>open — waiting for a player</source>
        <translation>open — waiting for a player</translation>
    </message>
    <message>
        <source>{nick} (computer, {strength})</source>
        <translation>{nick} (computer, {strength})</translation>
    </message>
    <message>
        <source>{nick} (connecting…)</source>
        <translation>{nick} (connecting…)</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <source>Address: {address}    Table code: {code}</source>
        <translation>Address: {address}    Table code: {code}</translation>
    </message>
</context>
<context>
    <name>WatchTable</name>
    <message>
        <source>Take a seat</source>
        <translation>Take a seat</translation>
    </message>
    <message>
        <source>Watchers may not chat at this table.</source>
        <translation>Watchers may not chat at this table.</translation>
    </message>
    <message>
        <source>Take {name}&apos;s seat</source>
        <translation>Take {name}&apos;s seat</translation>
    </message>
    <message>
        <source>Take seat {n}</source>
        <translation>Take seat {n}</translation>
    </message>
    <message>
        <source>You are watching. Waiting for the deal…</source>
        <translation>You are watching. Waiting for the deal…</translation>
    </message>
    <message>
        <source>You are watching. Round over.</source>
        <translation>You are watching. Round over.</translation>
    </message>
    <message>
        <source>You are watching: {name} is playing.</source>
        <translation>You are watching: {name} is playing.</translation>
    </message>
    <message>
        <source>You are watching: only the players move.</source>
        <translation>You are watching: only the players move.</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
</context>
<context>
    <name>WatchersStrip</name>
    <message>
        <source>Watching: {names}</source>
        <translation>Watching: {names}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n penalty point</numerusform>
            <numerusform>%n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>{who} dealt {n} cards each</source>
        <translation>{who} dealt {n} cards each</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} drew from the stock</translation>
    </message>
    <message>
        <source>{who} took {cards} from the discard pile</source>
        <translation>{who} took {cards} from the discard pile</translation>
    </message>
    <message>
        <source>{who} laid {cards}</source>
        <translation>{who} laid {cards}</translation>
    </message>
    <message>
        <source>{who} added {card} to a meld</source>
        <translation>{who} added {card} to a meld</translation>
    </message>
    <message>
        <source>{who} swapped {card} for the {joker}</source>
        <translation>{who} swapped {card} for the {joker}</translation>
    </message>
    <message>
        <source>{who} swapped a joker</source>
        <translation>{who} swapped a joker</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} discarded {card}</translation>
    </message>
    <message>
        <source>{card} was discarded for {who}</source>
        <translation>{card} was discarded for {who}</translation>
    </message>
    <message>
        <source>{who} ran out of time</source>
        <translation>{who} ran out of time</translation>
    </message>
    <message>
        <source>{who} knocked for {card} (+{n} cards)</source>
        <translation>{who} knocked for {card} (+{n} cards)</translation>
    </message>
    <message>
        <source>{who} went out</source>
        <translation>{who} went out</translation>
    </message>
    <message>
        <source>The stock ran out</source>
        <translation>The stock ran out</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock ({n} cards)</source>
        <translation>The discard pile was shuffled into a new stock ({n} cards)</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
</context>
<context>
    <name>watching</name>
    <message>
        <source>No watchers allowed</source>
        <translation>No watchers allowed</translation>
    </message>
    <message>
        <source>Up to {n} watchers</source>
        <translation>Up to {n} watchers</translation>
    </message>
    <message>
        <source>they may chat</source>
        <translation>they may chat</translation>
    </message>
    <message>
        <source>no watcher chat</source>
        <translation>no watcher chat</translation>
    </message>
    <message>
        <source>they may take a free seat between rounds</source>
        <translation>they may take a free seat between rounds</translation>
    </message>
</context>
</TS>
