<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Arrange</source>
        <translation>Ordnen</translation>
    </message>
    <message>
        <source>Put the combinations you could lay side by side (A)</source>
        <translation>Die Kombinationen, die du auslegen könntest, nebeneinander legen (A)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Return the staged cards to your hand (Esc)</source>
        <translation>Die vorbereiteten Karten zurück auf die Hand (Esc)</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Die blau unterstrichenen Kombinationen auslegen (L)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Die gerade abgelegte Karte nehmen, dazu zwei vom Nachziehstapel (K)</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <source>Switch between the results and the table (V)</source>
        <translation>Zwischen Ergebnis und Tisch wechseln (V)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Ready for the next round (N)</source>
        <translation>Bereit für die nächste Runde (N)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the table (Ctrl+W)</source>
        <translation>Tisch verlassen (Strg+W)</translation>
    </message>
    <message>
        <source>Knock ({n})</source>
        <translation>Klopfen ({n})</translation>
    </message>
</context>
<context>
    <name>BotStrength</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>ChatWidget</name>
    <message>
        <source>Say something…</source>
        <translation>Schreib etwas…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du hast in diesem Zug schon gezogen.</translation>
    </message>
    <message>
        <source>The stock is being reshuffled.</source>
        <translation>Der Nachziehstapel wird neu gemischt.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Zieh zuerst eine Karte.</translation>
    </message>
    <message>
        <source>You can lay off only after your opening.</source>
        <translation>Anlegen kannst du erst nach deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You can swap a joker only after your opening.</source>
        <translation>Einen Joker tauschen kannst du erst nach deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You can lay off from your next turn on, not in the turn you opened.</source>
        <translation>Anlegen kannst du ab deinem nächsten Zug, nicht im Zug deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You can swap a joker from your next turn on, not in the turn you opened.</source>
        <translation>Einen Joker tauschen kannst du ab deinem nächsten Zug, nicht im Zug deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You may take from the discard pile only after your opening.</source>
        <translation>Vom Ablagestapel darfst du erst nach deiner Erstauslage nehmen.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile has %n card(s).</source>
        <translation>
            <numerusform>Der Ablagestapel hat %n Karte.</numerusform>
            <numerusform>Der Ablagestapel hat %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be taken.</source>
        <translation>Nur die oberste Karte des Ablagestapels darf genommen werden.</translation>
    </message>
    <message numerus="yes">
        <source>You may not hold more than %n card(s).</source>
        <translation>
            <numerusform>Du darfst nicht mehr als %n Karte halten.</numerusform>
            <numerusform>Du darfst nicht mehr als %n Karten halten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking would take you over %n card(s).</source>
        <translation>
            <numerusform>Mit Klopfen hättest du mehr als %n Karte.</numerusform>
            <numerusform>Mit Klopfen hättest du mehr als %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>Deine Erstauslage muss mindestens {needed} Punkte wert sein; diese Kombinationen sind {total} wert.</translation>
    </message>
    <message>
        <source>You must keep one card to discard; you cannot lay your last card.</source>
        <translation>Du musst eine Karte zum Ablegen behalten; deine letzte Karte kannst du nicht auslegen.</translation>
    </message>
    <message>
        <source>You must keep a card you may discard (not one taken from the pile this turn).</source>
        <translation>Du musst eine Karte behalten, die du ablegen darfst (nicht eine, die du in diesem Zug vom Stapel genommen hast).</translation>
    </message>
    <message>
        <source>A card taken from the discard pile this turn may not be discarded again.</source>
        <translation>Eine in diesem Zug vom Ablagestapel genommene Karte darf nicht gleich wieder abgelegt werden.</translation>
    </message>
    <message>
        <source>Lay the joker you took by a swap before you discard.</source>
        <translation>Leg den eingetauschten Joker aus, bevor du ablegst.</translation>
    </message>
    <message>
        <source>You can knock only right after a discard, before the next draw.</source>
        <translation>Klopfen kannst du nur direkt nach dem Ablegen, vor dem nächsten Ziehen.</translation>
    </message>
    <message>
        <source>The next player draws normally, and nobody knocks for their own discard.</source>
        <translation>Wer als Nächstes dran ist, zieht normal, und niemand klopft auf die eigene Ablage.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>{card} does not fit there.</source>
        <translation>{card} passt dort nicht.</translation>
    </message>
    <message>
        <source>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</source>
        <translation>Ein Joker in einem Satz wird erst durch die vierte Karte frei, wenn der Satz drei echte Karten hat.</translation>
    </message>
    <message>
        <source>This joker stands for another card.</source>
        <translation>Dieser Joker steht für eine andere Karte.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Etwas ist schiefgegangen: {what}</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>The details were written to {path}. You can keep playing.</source>
        <translation>Die Einzelheiten stehen in {path}. Du kannst weiterspielen.</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Veranstalter</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>registration open</source>
        <translation>Anmeldung offen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>{game}, {n} boards</source>
        <translation>{game}, {n} Boards</translation>
    </message>
</context>
<context>
    <name>EventPanel</name>
    <message>
        <source>Duplicate events</source>
        <translation>Duplicate-Turniere</translation>
    </message>
    <message>
        <source>New duplicate event…</source>
        <translation>Neues Duplicate-Turnier…</translation>
    </message>
    <message>
        <source>Board set alone…</source>
        <translation>Boards allein spielen…</translation>
    </message>
    <message>
        <source>The same deals as your friends, against the same bots, when it suits you</source>
        <translation>Dieselben Karten wie deine Freunde, gegen dieselben Bots, wann es dir passt</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Look on</source>
        <translation>Zuschauen</translation>
    </message>
</context>
<context>
    <name>EventRoom</name>
    <message>
        <source>Start the event</source>
        <translation>Turnier starten</translation>
    </message>
    <message>
        <source>Close registration: bots take the places nobody took</source>
        <translation>Anmeldung schließen: Bots übernehmen die freien Plätze</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Turnier verlassen</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Board wiederholen</translation>
    </message>
    <message>
        <source>Save results…</source>
        <translation>Ergebnisse speichern…</translation>
    </message>
    <message>
        <source>Back to my table</source>
        <translation>Zurück an meinen Tisch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</source>
        <translation>So läuft ein Duplicate-Abend

Jeder Tisch spielt gleichzeitig dieselben Boards: in jedem Board hält der Spieler auf deinem Platz an jedem anderen Tisch genau deine Karten.

Du behältst deine Platznummer den ganzen Abend. Nach jeder Runde von Boards rücken die Spieler auf Platz 2 einen Tisch weiter, auf Platz 3 zwei Tische und so fort, so triffst du neue Gegner.

In jedem Board wirst du nur mit den Spielern auf deinem Platz verglichen: 2 Matchpunkte für jeden, den du schlägst, 1 bei Gleichstand. Die Tabelle erscheint hier nach jedem Board, am Ende die Ergebnistafel.

Niemand, auch nicht der Veranstalter, kann ein Board wählen oder vorhersehen: das Programm jedes Spielers mischt jedes Board mit und prüft danach jede Kartengabe.</translation>
    </message>
    <message>
        <source>Board {b}, table {t}</source>
        <translation>Board {b}, Tisch {t}</translation>
    </message>
    <message>
        <source>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</source>
        <translation>Duplicate-{game}: {tables} Tische zu {seats}, {boards} Boards, {secs} s pro Zug.</translation>
    </message>
    <message>
        <source>Boards&apos; code: {code} (the same on every screen).</source>
        <translation>Code der Boards: {code} (auf jedem Bildschirm derselbe).</translation>
    </message>
    <message>
        <source>Join by address: {address}</source>
        <translation>Beitritt über die Adresse: {address}</translation>
    </message>
    <message>
        <source>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</source>
        <translation>Die Anmeldung ist offen: {n} von {places} Plätzen belegt; den Rest übernehmen Bots, wenn der Veranstalter startet.</translation>
    </message>
    <message>
        <source>Registration closed. Every player&apos;s client is fixing the boards…</source>
        <translation>Anmeldung geschlossen. Die Programme aller Spieler legen die Boards fest…</translation>
    </message>
    <message>
        <source>The event is over: the results board.</source>
        <translation>Das Turnier ist vorbei: die Ergebnistafel.</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Sieg: {names}.</translation>
    </message>
    <message>
        <source>Board {b} of {total} is being played at every table.</source>
        <translation>Board {b} von {total} wird an jedem Tisch gespielt.</translation>
    </message>
    <message>
        <source>{done} of {total} boards played; the next starts when every table is ready.</source>
        <translation>{done} von {total} Boards gespielt; das nächste beginnt, wenn jeder Tisch bereit ist.</translation>
    </message>
    <message>
        <source>{name} · seat {seat}</source>
        <translation>{name} · Platz {seat}</translation>
    </message>
    <message>
        <source>(bot)</source>
        <translation>(Bot)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(abwesend)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
</context>
<context>
    <name>EventSeating</name>
    <message>
        <source>Could not register</source>
        <translation>Anmeldung nicht möglich</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Turnier verlassen</translation>
    </message>
    <message>
        <source>You organise this event: leaving ends it for everyone. Leave?</source>
        <translation>Du veranstaltest dieses Turnier: wenn du gehst, endet es für alle. Gehen?</translation>
    </message>
    <message>
        <source>Deal verified against the published board</source>
        <translation>Kartengabe anhand des veröffentlichten Boards geprüft</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Diese Kartengabe konnte nicht geprüft werden: {why}</translation>
    </message>
    <message>
        <source>This event could not be verified</source>
        <translation>Dieses Turnier konnte nicht geprüft werden</translation>
    </message>
    <message>
        <source>The connection to the event was lost: {why}</source>
        <translation>Die Verbindung zum Turnier ist abgerissen: {why}</translation>
    </message>
    <message>
        <source>You play at table {t}, seat {s}.</source>
        <translation>Du spielst an Tisch {t}, Platz {s}.</translation>
    </message>
    <message>
        <source>Save the results in</source>
        <translation>Ergebnisse speichern in</translation>
    </message>
    <message>
        <source>Results saved</source>
        <translation>Ergebnisse gespeichert</translation>
    </message>
    <message>
        <source>Saved {files}.</source>
        <translation>Gespeichert: {files}.</translation>
    </message>
    <message>
        <source>Board set played</source>
        <translation>Boards gespielt</translation>
    </message>
    <message>
        <source>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</source>
        <translation>Dein Ergebnis ist gespeichert in {path}. Schick es Freunden, die den Code „{code}“ spielen, und vergleiche ihres mit deinem.</translation>
    </message>
    <message>
        <source>Compare results…</source>
        <translation>Ergebnisse vergleichen…</translation>
    </message>
    <message>
        <source>Results of the same board set</source>
        <translation>Ergebnisse derselben Boards</translation>
    </message>
    <message>
        <source>Board set results (*.json)</source>
        <translation>Board-Ergebnisse (*.json)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>Board set {code}</source>
        <translation>Boards „{code}“</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <source>  ◀ to move</source>
        <translation>  ◀ am Zug</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</source>
        <translation>An diesem Tisch läuft eine andere Version von LAN Jolly. Beide brauchen dieselbe Version: Bitte aktualisiert die ältere.</translation>
    </message>
    <message>
        <source>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</source>
        <translation>Dieser Tisch verbirgt jede Karte auch vor dem Gastgeber, und diese Version von LAN Jolly kann an so einem Tisch nicht spielen: bitte aktualisieren.</translation>
    </message>
    <message>
        <source>The host could not confirm who you are.</source>
        <translation>Der Gastgeber konnte nicht bestätigen, wer du bist.</translation>
    </message>
    <message>
        <source>This table is for invited players only.</source>
        <translation>An diesem Tisch spielen nur Eingeladene.</translation>
    </message>
    <message>
        <source>This invitation is not valid (any more).</source>
        <translation>Diese Einladung ist nicht (mehr) gültig.</translation>
    </message>
    <message>
        <source>Wrong PIN for this table.</source>
        <translation>Falsche PIN für diesen Tisch.</translation>
    </message>
    <message>
        <source>This table is private: you need its PIN.</source>
        <translation>Dieser Tisch ist privat: Du brauchst seine PIN.</translation>
    </message>
    <message>
        <source>The host&apos;s key is not the one expected. Someone may be impersonating it.</source>
        <translation>Der Schlüssel des Gastgebers ist nicht der erwartete. Vielleicht gibt sich jemand als Gastgeber aus.</translation>
    </message>
    <message>
        <source>The host did not understand our program.</source>
        <translation>Der Gastgeber hat unser Programm nicht verstanden.</translation>
    </message>
    <message>
        <source>This invitation has already been used.</source>
        <translation>Diese Einladung wurde schon benutzt.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; wait a while and try again.</source>
        <translation>An diesem Tisch wurden zu viele falsche PINs versucht; warte eine Weile und versuch es dann wieder.</translation>
    </message>
    <message>
        <source>The host has too many connections right now; try again later.</source>
        <translation>Der Gastgeber hat gerade zu viele Verbindungen; versuch es später wieder.</translation>
    </message>
    <message>
        <source>This table does not admit watchers.</source>
        <translation>An diesem Tisch sind keine Zuschauer erlaubt.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it allows.</source>
        <translation>Dieser Tisch hat schon so viele Zuschauer, wie er erlaubt.</translation>
    </message>
    <message>
        <source>The host closed the connection while you were joining.</source>
        <translation>Der Gastgeber hat die Verbindung beim Beitreten geschlossen.</translation>
    </message>
    <message>
        <source>The table cannot be reached ({why}).</source>
        <translation>Der Tisch ist nicht erreichbar ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Das geht an dieser Stelle des Zugs nicht.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>That seat is not playing this round.</source>
        <translation>Dieser Platz spielt in dieser Runde nicht mit.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>A card appears in two melds.</source>
        <translation>Eine Karte steckt in zwei Kombinationen.</translation>
    </message>
    <message>
        <source>Those cards do not form a valid meld.</source>
        <translation>Diese Karten bilden keine gültige Kombination.</translation>
    </message>
    <message>
        <source>Lay at least one meld.</source>
        <translation>Leg mindestens eine Kombination aus.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Deine Erstauslage ist zu wenig Punkte wert.</translation>
    </message>
    <message>
        <source>You can do that only after your opening.</source>
        <translation>Das geht erst nach deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You can do that from your next turn on, not in the turn you opened.</source>
        <translation>Das geht ab deinem nächsten Zug, nicht im Zug deiner Erstauslage.</translation>
    </message>
    <message>
        <source>You may not take from the discard pile now.</source>
        <translation>Vom Ablagestapel darfst du jetzt nicht nehmen.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>You cannot take that many cards from the discard pile.</source>
        <translation>So viele Karten kannst du nicht vom Ablagestapel nehmen.</translation>
    </message>
    <message>
        <source>You may not hold that many cards.</source>
        <translation>So viele Karten darfst du nicht halten.</translation>
    </message>
    <message>
        <source>There is no such meld on the table.</source>
        <translation>Diese Kombination liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <source>That card does not fit this meld.</source>
        <translation>Diese Karte passt nicht an diese Kombination.</translation>
    </message>
    <message>
        <source>That card is not a joker in this meld.</source>
        <translation>Diese Karte ist kein Joker in dieser Kombination.</translation>
    </message>
    <message>
        <source>That joker cannot be taken yet.</source>
        <translation>Dieser Joker kann noch nicht genommen werden.</translation>
    </message>
    <message>
        <source>The joker stands for another card.</source>
        <translation>Der Joker steht für eine andere Karte.</translation>
    </message>
    <message>
        <source>You must keep the card you took from the discard pile or use it this turn.</source>
        <translation>Die vom Ablagestapel genommene Karte musst du behalten oder in diesem Zug verwenden.</translation>
    </message>
    <message>
        <source>You may not discard the card you just took.</source>
        <translation>Die gerade genommene Karte darfst du nicht ablegen.</translation>
    </message>
    <message>
        <source>A joker taken by a swap must be laid this turn.</source>
        <translation>Ein eingetauschter Joker muss in diesem Zug ausgelegt werden.</translation>
    </message>
    <message>
        <source>Knocking is off at this table.</source>
        <translation>An diesem Tisch wird nicht geklopft.</translation>
    </message>
    <message>
        <source>You cannot knock now: only right after a discard, before the next draw.</source>
        <translation>Jetzt kannst du nicht klopfen: nur direkt nach dem Ablegen, vor dem nächsten Ziehen.</translation>
    </message>
    <message>
        <source>The stock has too few cards for that.</source>
        <translation>Dafür hat der Nachziehstapel zu wenige Karten.</translation>
    </message>
    <message>
        <source>The reshuffle order is not valid.</source>
        <translation>Die Reihenfolge beim Neumischen ist ungültig.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Der Zug konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This move was already sent.</source>
        <translation>Dieser Zug wurde schon gesendet.</translation>
    </message>
    <message>
        <source>Take a seat first: watchers cannot play.</source>
        <translation>Setz dich zuerst: Zuschauer können nicht spielen.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Dieser Platz ist nicht frei.</translation>
    </message>
    <message>
        <source>Only the table&apos;s owner can do that.</source>
        <translation>Das kann nur, wer den Tisch eröffnet hat.</translation>
    </message>
    <message>
        <source>Bot strength must be one of: {choices}.</source>
        <translation>Die Bot-Stärke muss eine davon sein: {choices}.</translation>
    </message>
    <message numerus="yes">
        <source>Chat messages are at most %n character(s) long.</source>
        <translation>
            <numerusform>Chatnachrichten sind höchstens %n Zeichen lang.</numerusform>
            <numerusform>Chatnachrichten sind höchstens %n Zeichen lang.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are sending chat messages too fast; wait a moment.</source>
        <translation>Du schreibst zu schnell; warte einen Moment.</translation>
    </message>
    <message>
        <source>That deal message was not expected now.</source>
        <translation>Diese Nachricht zum Geben kam unerwartet.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to chat.</source>
        <translation>Wer den Tisch eröffnet hat, erlaubt Zuschauern keinen Chat.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to take a seat.</source>
        <translation>Wer den Tisch eröffnet hat, erlaubt Zuschauern nicht, sich zu setzen.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; your move was not sent.</source>
        <translation>Gerade nicht mit dem Tisch verbunden; dein Zug wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>Seats can only change before the match starts.</source>
        <translation>Plätze können nur vor Spielbeginn wechseln.</translation>
    </message>
    <message>
        <source>You can stand up only in the lobby, from a seat.</source>
        <translation>Aufstehen kannst du nur in der Lobby, von einem Platz.</translation>
    </message>
    <message>
        <source>Bots can be placed only before the match starts.</source>
        <translation>Bots können nur vor Spielbeginn gesetzt werden.</translation>
    </message>
    <message>
        <source>The match has already started.</source>
        <translation>Das Spiel hat schon begonnen.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <source>{nick} is watching</source>
        <translation>{nick} schaut zu</translation>
    </message>
    <message>
        <source>{nick} took seat {n} and plays from the next round</source>
        <translation>{nick} hat Platz {n} übernommen und spielt ab der nächsten Runde</translation>
    </message>
    <message>
        <source>{nick} sat down</source>
        <translation>{nick} hat sich gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)</source>
        <translation>
            <numerusform>Jemand unter {address} hat eine falsche Tisch-PIN versucht (%n Fehlversuch seit Eröffnung des Tisches)</numerusform>
            <numerusform>Jemand unter {address} hat eine falsche Tisch-PIN versucht (%n Fehlversuche seit Eröffnung des Tisches)</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} left; a bot plays the seat</source>
        <translation>{nick} ist gegangen; ein Bot spielt den Platz</translation>
    </message>
    <message>
        <source>{nick} left</source>
        <translation>{nick} ist gegangen</translation>
    </message>
    <message numerus="yes">
        <source>{nick} lost the connection; the seat is kept for %n second(s)</source>
        <translation>
            <numerusform>{nick} hat die Verbindung verloren; der Platz wird %n Sekunde freigehalten</numerusform>
            <numerusform>{nick} hat die Verbindung verloren; der Platz wird %n Sekunden freigehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} is back</source>
        <translation>{nick} ist wieder da</translation>
    </message>
    <message>
        <source>{nick} is back at the table</source>
        <translation>{nick} ist wieder am Tisch</translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round until they are back</source>
        <translation>
            <numerusform>{nick} hat %n-mal in Folge die Zeit überschritten; ab der nächsten Runde spielt ein Bot, bis {nick} zurück ist</numerusform>
            <numerusform>{nick} hat %n-mal in Folge die Zeit überschritten; ab der nächsten Runde spielt ein Bot, bis {nick} zurück ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back</source>
        <translation>
            <numerusform>{nick} hat %n-mal in Folge die Zeit überschritten; ein Bot spielt, bis {nick} zurück ist</numerusform>
            <numerusform>{nick} hat %n-mal in Folge die Zeit überschritten; ein Bot spielt, bis {nick} zurück ist</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} ran out of time</source>
        <translation>{nick} hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>{nick} did not come back; a bot plays the seat</source>
        <translation>{nick} ist nicht zurückgekommen; ein Bot spielt den Platz</translation>
    </message>
    <message>
        <source>Round {n}: {nick} deals</source>
        <translation>Runde {n}: {nick} gibt</translation>
    </message>
    <message>
        <source>Board {n}: {nick} deals</source>
        <translation>Board {n}: {nick} gibt</translation>
    </message>
    <message>
        <source>This table fell behind the others: bots finish the board for everyone</source>
        <translation>Dieser Tisch ist hinter den anderen zurück: Bots spielen das Board für alle zu Ende</translation>
    </message>
    <message>
        <source>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</source>
        <translation>Das Geben wurde neu begonnen: {nick} hat kein gültiges Geheimnis aufgedeckt und wirkt beim Geben dieser Runde nicht mit</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>{nick}&apos;s practice table</source>
        <translation>Übungstisch von {nick}</translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <source>No combination to lay now.</source>
        <translation>Jetzt keine Kombination zum Auslegen.</translation>
    </message>
    <message>
        <source>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Deine Erstauslage: {n} Punkte. Karte anklicken zum Zurücknehmen, weitere hineinziehen, dann „Auslegen“ drücken.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite to {name}</source>
        <translation>Einladen an {name}</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now.</source>
        <translation>Gerade ist sonst niemand im LAN zu sehen.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message>
        <source>People on the LAN:</source>
        <translation>Leute im LAN:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table:</source>
        <translation>Oder schick der Person, die du am Tisch haben willst, einen Link:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table, the one for a network you share:</source>
        <translation>Oder schick der Person, die du am Tisch haben willst, einen Link, und zwar den für ein Netz, in dem ihr beide seid:</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>JoinAddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Über Adresse beitreten</translation>
    </message>
    <message>
        <source>192.168.1.20:47474  or  lanjolly://…</source>
        <translation>192.168.1.20:47474  oder  lanjolly://…</translation>
    </message>
    <message>
        <source>only for private tables</source>
        <translation>nur für private Tische</translation>
    </message>
    <message>
        <source>Address or link:</source>
        <translation>Adresse oder Link:</translation>
    </message>
    <message>
        <source>Table PIN:</source>
        <translation>Tisch-PIN:</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>pick a card of your hand</source>
        <translation>eine Karte der Hand wählen</translation>
    </message>
    <message>
        <source>stage the picked card (Shift+↑: as a new meld)</source>
        <translation>gewählte Karte bereitlegen (Umschalt+↑: als neue Kombination)</translation>
    </message>
    <message>
        <source>take the last staged card back</source>
        <translation>zuletzt bereitgelegte Karte zurücknehmen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>lay the staged melds, or discard the picked card</source>
        <translation>bereitgelegte Kombinationen auslegen oder gewählte Karte ablegen</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Nachziehstapel ziehen</translation>
    </message>
    <message>
        <source>take that many cards from the discard pile</source>
        <translation>so viele Karten vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>lay cards</source>
        <translation>auslegen</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>klopfen</translation>
    </message>
    <message>
        <source>arrange your hand</source>
        <translation>Hand ordnen</translation>
    </message>
    <message>
        <source>sort by suit / by rank</source>
        <translation>nach Farbe / nach Wert sortieren</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>nächste Runde</translation>
    </message>
    <message>
        <source>results or table</source>
        <translation>Ergebnis oder Tisch</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>player info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <source>move list</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <source>say the state of the table (screen readers)</source>
        <translation>den Stand am Tisch vorlesen (Bildschirmleser)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take the staged cards back; in the side panel: back to the table</source>
        <translation>bereitgelegte Karten zurücknehmen; in der Seitenleiste: zurück zum Tisch</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>the buttons and the side panel, then back to the table</source>
        <translation>die Schaltflächen und die Seitenleiste, dann zurück zum Tisch</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>diese Liste</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>leave the table (after the match)</source>
        <translation>Tisch verlassen (nach dem Spiel)</translation>
    </message>
</context>
<context>
    <name>LanServices</name>
    <message>
        <source>LAN search is turned off: join with an address or an invite link.</source>
        <translation>Die Suche im LAN ist aus: Tritt über eine Adresse oder einen Einladungslink bei.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</source>
        <translation>In diesem Netz kann nicht nach Tischen gesucht werden ({why}). Nutze „Über Adresse beitreten“ oder einen Einladungslink.</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Suche Tische in deinem Netz…</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Suche Tische in deinem Netz…</translation>
    </message>
    <message>
        <source>Hello {nick}!</source>
        <translation>Hallo {nick}!</translation>
    </message>
    <message>
        <source>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</source>
        <translation>Noch keine Tische. Eröffne einen mit „Neues Spiel“ oder übe mit „Jetzt spielen“ gegen Computergegner.</translation>
    </message>
    <message>
        <source>▶  Play now</source>
        <translation>▶  Jetzt spielen</translation>
    </message>
    <message>
        <source>A practice table against computer opponents, no network needed</source>
        <translation>Ein Übungstisch gegen Computergegner, ohne Netzwerk</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Look on without a seat: you see the table, never a hand</source>
        <translation>Ohne Platz zuschauen: Du siehst den Tisch, nie eine Hand</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Über Adresse beitreten…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Play now…</source>
        <translation>Jetzt spielen…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Open round record…</source>
        <translation>Rundenprotokoll öffnen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Notify me when it is my turn</source>
        <translation>Benachrichtigen, wenn ich dran bin</translation>
    </message>
    <message>
        <source>Player Info…</source>
        <translation>Spielerinfo…</translation>
    </message>
    <message>
        <source>Hand order at the deal</source>
        <translation>Kartenordnung beim Geben</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Wie gegeben</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>Spielregeln…</translation>
    </message>
    <message>
        <source>Keys at the table…  (?)</source>
        <translation>Tasten am Tisch…  (?)</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>{nick} invites you to the table &apos;{table}&apos;.</source>
        <translation>{nick} lädt dich an den Tisch „{table}“ ein.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Open round record</source>
        <translation>Rundenprotokoll öffnen</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Rundenprotokolle (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>This client kept no record of round {n}.</source>
        <translation>Von Runde {n} hat dieses Programm kein Protokoll.</translation>
    </message>
    <message>
        <source>LAN search is off, so nobody can be listed.</source>
        <translation>Die Suche im LAN ist aus, daher kann niemand aufgelistet werden.</translation>
    </message>
    <message>
        <source>No link for this table: {why}.</source>
        <translation>Kein Link für diesen Tisch: {why}.</translation>
    </message>
    <message>
        <source>Leave the match?</source>
        <translation>Partie verlassen?</translation>
    </message>
    <message>
        <source>You are seated at a table. Leave the match and close LAN Jolly?</source>
        <translation>Du sitzt an einem Tisch. Partie verlassen und LAN Jolly schließen?</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Lokales Netz</translation>
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
        <translation>Adresse des Tisches ({address})</translation>
    </message>
    <message>
        <source>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</source>
        <translation>Dieser Übungstisch ist nur auf deinem Computer: Niemand sonst kann dazukommen. Um mit Freunden zu spielen, eröffne mit „Neues Spiel“ einen Tisch.</translation>
    </message>
    <message>
        <source>The match is not over. Leave it and go back to the lobby?</source>
        <translation>Die Partie ist nicht vorbei. Verlassen und zurück zur Lobby?</translation>
    </message>
    <message>
        <source>You are the host: the table closes for everyone.</source>
        <translation>Du bist der Gastgeber: Der Tisch schließt für alle.</translation>
    </message>
    <message>
        <source>Leave and close</source>
        <translation>Verlassen und schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
</context>
<context>
    <name>MatchEndBoard</name>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>A new match with the same players and settings</source>
        <translation>Eine neue Partie mit denselben Spielern und Einstellungen</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <source>See the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Put this board aside to look at the final table; Show results (V) brings it back</source>
        <translation>Diese Tafel beiseitelegen, um den Tisch am Ende anzusehen; „Ergebnis zeigen“ (V) holt sie zurück</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>{names} hat die Partie gewonnen!</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldText</name>
    <message>
        <source>A group has at most four cards.</source>
        <translation>Ein Satz hat höchstens vier Karten.</translation>
    </message>
    <message>
        <source>A group needs different suits.</source>
        <translation>Ein Satz braucht verschiedene Farben.</translation>
    </message>
    <message>
        <source>A group holds at most one joker.</source>
        <translation>Ein Satz enthält höchstens einen Joker.</translation>
    </message>
    <message>
        <source>Two jokers may not lie next to each other in a sequence.</source>
        <translation>In einer Folge dürfen zwei Joker nicht nebeneinander liegen.</translation>
    </message>
    <message>
        <source>A sequence is too long: the ace is low or high, never both.</source>
        <translation>Die Folge ist zu lang: Das Ass ist niedrig oder hoch, nie beides.</translation>
    </message>
    <message>
        <source>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</source>
        <translation>Eine Folge darf nicht um die Ecke gehen (K-A-2): Das Ass ist niedrig (A-2-3) oder hoch (Q-K-A).</translation>
    </message>
    <message>
        <source>The cards of a sequence must follow each other in order.</source>
        <translation>Die Karten einer Folge müssen der Reihe nach aufeinander folgen.</translation>
    </message>
    <message>
        <source>The same card appears twice.</source>
        <translation>Dieselbe Karte kommt zweimal vor.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Eine Kombination braucht mindestens 3 Karten.</translation>
    </message>
    <message>
        <source>A meld of three cards holds at most one joker.</source>
        <translation>Eine Kombination aus drei Karten enthält höchstens einen Joker.</translation>
    </message>
    <message>
        <source>A meld needs natural cards, not only jokers.</source>
        <translation>Eine Kombination braucht echte Karten, nicht nur Joker.</translation>
    </message>
    <message>
        <source>Two identical cards never sit in one meld.</source>
        <translation>Zwei gleiche Karten liegen nie in einer Kombination.</translation>
    </message>
    <message>
        <source>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</source>
        <translation>Weder ein Satz (gleicher Wert, verschiedene Farben) noch eine Folge (eine Farbe, der Reihe nach).</translation>
    </message>
    <message>
        <source>These cards do not form a meld.</source>
        <translation>Diese Karten bilden keine Kombination.</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>10 seconds left for your move!</source>
        <translation>Noch 10 Sekunden für deinen Zug!</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>{nick} (watching)</source>
        <translation>{nick} (schaut zu)</translation>
    </message>
    <message>
        <source>Not connected: your message was not sent.</source>
        <translation>Nicht verbunden: Deine Nachricht wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>Not connected to the table right now.</source>
        <translation>Gerade nicht mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</source>
        <translation>Runde {n} hat der Gastgeber allein gegeben, weil {why}; niemand kann für dieses Geben bürgen.</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Dieses Geben ließ sich nicht prüfen: {why}</translation>
    </message>
    <message>
        <source>Problem with the host: {why}</source>
        <translation>Problem mit dem Gastgeber: {why}</translation>
    </message>
    <message>
        <source>Deal restarts this match: {counts}</source>
        <translation>Neu begonnenes Geben in dieser Partie: {counts}</translation>
    </message>
    <message>
        <source>the host restarted the deal without the players</source>
        <translation>der Gastgeber das Geben ohne die Spieler neu begonnen hat</translation>
    </message>
    <message>
        <source>no player took part in the deal</source>
        <translation>kein Spieler am Geben teilgenommen hat</translation>
    </message>
    <message>
        <source>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</source>
        <translation>Geben geprüft: Mischen, Anteile und Karten jedes Schlüsselhalters passen zu den offengelegten Rundenschlüsseln, und die Runde lässt sich exakt nachspielen.</translation>
    </message>
    <message>
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Geben geprüft: Alle Festlegungen passen, und das Geben lässt sich exakt nachspielen.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>Diese Runde hat der Gastgeber allein gegeben, weil {why}.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New duplicate event</source>
        <translation>Neues Duplicate-Turnier</translation>
    </message>
    <message>
        <source>{nick}&apos;s duplicate night</source>
        <translation>{nick}s Duplicate-Abend</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} Sekunden</translation>
    </message>
    <message>
        <source>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</source>
        <translation>Jeder Tisch spielt gleichzeitig dieselben Boards; jeder Spieler wird mit denen verglichen, die dieselben Karten hatten. Die Spieler behalten ihre Platznummer und wechseln nach jeder Runde von Boards den Tisch.</translation>
    </message>
    <message>
        <source>Event name:</source>
        <translation>Name des Turniers:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Tische:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Plätze pro Tisch:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Bots in free places:</source>
        <translation>Bots auf freien Plätzen:</translation>
    </message>
    <message>
        <source>Open registration</source>
        <translation>Anmeldung öffnen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open for a player</source>
        <translation>Frei für einen Spieler</translation>
    </message>
    <message>
        <source>Computer – easy</source>
        <translation>Computer – leicht</translation>
    </message>
    <message>
        <source>Computer – normal</source>
        <translation>Computer – normal</translation>
    </message>
    <message>
        <source>Computer – strong</source>
        <translation>Computer – stark</translation>
    </message>
    <message>
        <source>Computer – expert</source>
        <translation>Computer – Experte</translation>
    </message>
    <message>
        <source>Anyone on the network</source>
        <translation>Alle im Netzwerk</translation>
    </message>
    <message>
        <source>Players who know the PIN</source>
        <translation>Wer die PIN kennt</translation>
    </message>
    <message>
        <source>Invited players only</source>
        <translation>Nur Eingeladene</translation>
    </message>
    <message>
        <source>The PIN needs {min} to {max} characters.</source>
        <translation>Die PIN braucht {min} bis {max} Zeichen.</translation>
    </message>
    <message>
        <source>The PIN may not contain spaces.</source>
        <translation>Die PIN darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <source>Please give the table a name.</source>
        <translation>Bitte gib dem Tisch einen Namen.</translation>
    </message>
    <message>
        <source>Table names have at most {n} characters.</source>
        <translation>Tischnamen haben höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <source>Only printable characters in the table name, please.</source>
        <translation>Bitte nur druckbare Zeichen im Tischnamen.</translation>
    </message>
    <message>
        <source>{points} points is not offered for {game}.</source>
        <translation>{points} Punkte gibt es bei {game} nicht.</translation>
    </message>
    <message>
        <source>Tables have {min} to {max} seats.</source>
        <translation>Tische haben {min} bis {max} Plätze.</translation>
    </message>
    <message>
        <source>Every seat after yours needs a choice.</source>
        <translation>Jeder Platz nach deinem braucht eine Wahl.</translation>
    </message>
    <message>
        <source>{seconds} s is not an offered turn time.</source>
        <translation>{seconds} s ist keine angebotene Zugzeit.</translation>
    </message>
    <message>
        <source>Knocking exists only in Rommé.</source>
        <translation>Klopfen gibt es nur bei Rommé.</translation>
    </message>
    <message>
        <source>Between 1 and {max} watchers, please.</source>
        <translation>Bitte zwischen 1 und {max} Zuschauer.</translation>
    </message>
    <message>
        <source>{nick}&apos;s table</source>
        <translation>Tisch von {nick}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Mein Tisch</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rommé options</source>
        <translation>Rommé-Optionen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Who may sit down</source>
        <translation>Wer sich setzen darf</translation>
    </message>
    <message>
        <source>Watchers</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Tischname:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Spielen bis:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plätze:</translation>
    </message>
    <message>
        <source>Open seats:</source>
        <translation>Freie Plätze:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Wie viele:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <source>You ({nick})</source>
        <translation>Du ({nick})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Hand rummy: going out in one go doubles the others&apos; penalties</source>
        <translation>Handrommé: Wer auf einmal ausmacht, verdoppelt die Strafpunkte der anderen</translation>
    </message>
    <message>
        <source>Knocking: grab the discard out of turn (+2 penalty cards)</source>
        <translation>Klopfen: die Ablage außer der Reihe nehmen (+2 Strafkarten)</translation>
    </message>
    <message>
        <source>Allow watchers (they see the table, never a hand)</source>
        <translation>Zuschauer erlauben (sie sehen den Tisch, nie eine Hand)</translation>
    </message>
    <message>
        <source> at most</source>
        <translation> höchstens</translation>
    </message>
    <message>
        <source>Watchers may chat (marked as watching)</source>
        <translation>Zuschauer dürfen chatten (als Zuschauer markiert)</translation>
    </message>
    <message>
        <source>A watcher may take a seat a player gave up, between rounds</source>
        <translation>Zuschauer dürfen zwischen den Runden einen aufgegebenen Platz übernehmen</translation>
    </message>
    <message>
        <source>Cards hidden from the host</source>
        <translation>Karten auch vor dem Gastgeber verdeckt</translation>
    </message>
    <message>
        <source>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</source>
        <translation>Jeder Computer der Mitspieler hält einen Schlüssel: Dieser Computer sieht nur deine Karten und die seiner Bots (Bots halten keinen Schlüssel), und jedes Geben wird am Ende der Runde geprüft.</translation>
    </message>
    <message>
        <source>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</source>
        <translation>Dafür braucht es einen zweiten Computer mit Schlüssel: Sitzen nur Bots am Tisch, wird wie gewohnt gegeben.</translation>
    </message>
    <message>
        <source>6+ digits or a passphrase, for your friends</source>
        <translation>6+ Ziffern oder ein Satz, für deine Freunde</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 – a single round</source>
        <translation>1 – eine einzige Runde</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid cards score for you; open with {points} points.</source>
        <translation>Ausgelegte Karten zählen für dich; Erstauslage mit {points} Punkten.</translation>
    </message>
    <message>
        <source>Cards left in hand are penalties; open with {points} points.</source>
        <translation>Karten auf der Hand sind Strafpunkte; Erstauslage mit {points} Punkten.</translation>
    </message>
</context>
<context>
    <name>NicknameDialog</name>
    <message>
        <source>Please enter a nickname.</source>
        <translation>Bitte gib einen Spitznamen ein.</translation>
    </message>
    <message>
        <source>At most {n} characters, please.</source>
        <translation>Bitte höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <source>Only printable characters, please.</source>
        <translation>Bitte nur druckbare Zeichen.</translation>
    </message>
    <message>
        <source>Welcome to LAN Jolly</source>
        <translation>Willkommen bei LAN Jolly</translation>
    </message>
    <message>
        <source>Choose the name other players will see at the table.</source>
        <translation>Wähle den Namen, den die anderen am Tisch sehen.</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Spitzname</translation>
    </message>
</context>
<context>
    <name>Plate</name>
    <message>
        <source>{name}  (bot)</source>
        <translation>{name}  (Bot)</translation>
    </message>
    <message>
        <source>{points} pts • {cards}</source>
        <translation>{points} P. • {cards}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>ausgelegt</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>noch nicht ausgelegt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
</context>
<context>
    <name>PlayNowDialog</name>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Partielänge:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Computerspieler:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <source>Player Info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Spitzname:</translation>
    </message>
    <message>
        <source>Identity code:</source>
        <translation>Erkennungscode:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Gespielte Partien:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Gewonnene Partien:</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Gespielte Runden:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Bilanz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>An diesem Tisch</translation>
    </message>
    <message>
        <source>Playing:</source>
        <translation>Es spielen:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>Es schauen zu:</translation>
    </message>
    <message>
        <source>Watchers:</source>
        <translation>Zuschauer:</translation>
    </message>
    <message>
        <source>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</source>
        <translation>Dein Erkennungscode. Die anderen sehen ihn; ändert er sich bei einem Freund, gibt sich vielleicht jemand als dieser aus.</translation>
    </message>
    <message>
        <source>{won} ({share} %)</source>
        <translation>{won} ({share} %)</translation>
    </message>
    <message>
        <source>Statistics are kept on this computer only.</source>
        <translation>Die Statistik bleibt nur auf diesem Computer.</translation>
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
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>move {n}, by {name}, is not allowed by the rules</source>
        <translation>Zug {n} von {name} ist nach den Regeln nicht erlaubt</translation>
    </message>
    <message>
        <source>move {n} is not allowed by the rules</source>
        <translation>Zug {n} ist nach den Regeln nicht erlaubt</translation>
    </message>
    <message>
        <source>the cards dealt differ from what the players&apos; secrets determine</source>
        <translation>die ausgeteilten Karten weichen von dem ab, was die Geheimnisse der Spieler festlegen</translation>
    </message>
    <message>
        <source>the table after move {n} differs from what the players&apos; secrets determine</source>
        <translation>der Tisch nach Zug {n} weicht von dem ab, was die Geheimnisse der Spieler festlegen</translation>
    </message>
    <message>
        <source>a player&apos;s secret does not match the commitment made before the deal</source>
        <translation>das Geheimnis eines Spielers passt nicht zu seiner Festlegung vor dem Geben</translation>
    </message>
    <message>
        <source>the file is not a LAN Jolly round record</source>
        <translation>die Datei ist kein LAN-Jolly-Rundenprotokoll</translation>
    </message>
    <message>
        <source>the record does not hold the whole round</source>
        <translation>das Protokoll enthält nicht die ganze Runde</translation>
    </message>
    <message>
        <source>the record is incomplete or damaged</source>
        <translation>das Protokoll ist unvollständig oder beschädigt</translation>
    </message>
</context>
<context>
    <name>RefusedPage</name>
    <message>
        <source>This round record was refused</source>
        <translation>Dieses Rundenprotokoll wurde abgelehnt</translation>
    </message>
    <message>
        <source>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</source>
        <translation>{path}

Es besteht die Prüfung von „lanjolly verify“ nicht: {reason}.

Nichts davon wird gezeigt, weil es sich nicht von einer Fälschung unterscheiden lässt.</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>a watcher</source>
        <translation>einem Zuschauer</translation>
    </message>
    <message>
        <source>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Geprüft: Die Computer der Spieler haben die Karten mit Beweisen gemischt, jede Karte wurde mit den Anteilen ihrer Schlüsselhalter aufgedeckt, und alle {moves} Züge folgen den Regeln. Runde {n}, aufgezeichnet von {who}.</translation>
    </message>
    <message>
        <source>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Geprüft: Die Karten wurden aus den eigenen Geheimnissen der Spieler gegeben, und alle {moves} Züge folgen den Regeln. Runde {n}, aufgezeichnet von {who}.</translation>
    </message>
    <message>
        <source>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</source>
        <translation>Geben geprüft: Die Computer der Spieler haben mit Beweisen gemischt, und jeder Zug folgt den Regeln.</translation>
    </message>
    <message>
        <source>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</source>
        <translation>Geben geprüft: Es kam aus den eigenen Geheimnissen der Spieler, und jeder Zug folgt den Regeln.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Zug </translation>
    </message>
    <message>
        <source>Follow {name}</source>
        <translation>{name} folgen</translation>
    </message>
    <message>
        <source>Export round…</source>
        <translation>Runde exportieren…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every hand, face up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alle Hände, offen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Züge&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step {k} / {n}</source>
        <translation>Schritt {k} / {n}</translation>
    </message>
    <message>
        <source>Export round</source>
        <translation>Runde exportieren</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Rundenprotokolle (*.json)</translation>
    </message>
    <message>
        <source>Could not export: {err}</source>
        <translation>Export fehlgeschlagen: {err}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Round record refused</source>
        <translation>Rundenprotokoll abgelehnt</translation>
    </message>
    <message>
        <source>Replay: round {n}</source>
        <translation>Wiederholung: Runde {n}</translation>
    </message>
</context>
<context>
    <name>ResultBoard</name>
    <message>
        <source>Round over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Round {n}: the stock ran out, nobody went out</source>
        <translation>Runde {n}: Der Nachziehstapel ist leer, niemand hat ausgemacht</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out</source>
        <translation>Runde {n}: {nick} hat ausgemacht</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</source>
        <translation>Runde {n}: {nick} hat auf einmal ausgemacht: Hand-Jolly, doppelt!</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</source>
        <translation>Runde {n}: {nick} hat auf einmal ausgemacht: Handrommé, Strafpunkte doppelt!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n Karte übrig</numerusform>
            <numerusform>%n Karten übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>laid {points}</source>
        <translation>ausgelegt {points}</translation>
    </message>
    <message>
        <source>in hand {points}</source>
        <translation>auf der Hand {points}</translation>
    </message>
    <message>
        <source>out {points}</source>
        <translation>ausgemacht {points}</translation>
    </message>
    <message>
        <source>round {points}</source>
        <translation>Runde {points}</translation>
    </message>
    <message>
        <source>round {points} penalty</source>
        <translation>Runde {points} Strafe</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>gesamt {points}</translation>
    </message>
    <message>
        <source>Deal verification: waiting for the reveal…</source>
        <translation>Prüfung des Gebens: warte auf das Aufdecken…</translation>
    </message>
</context>
<context>
    <name>ResultsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Matchpoints</source>
        <translation>Matchpunkte</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</source>
        <translation>Nach {n} von {total} Boards. Matchpunkte: 2 für jeden geschlagenen Spieler auf deinem Platz im selben Board, 1 bei Gleichstand.</translation>
    </message>
    <message>
        <source>The standings appear here when every table has played the first board.</source>
        <translation>Die Tabelle erscheint hier, sobald jeder Tisch das erste Board gespielt hat.</translation>
    </message>
    <message>
        <source>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</source>
        <translation>Jede Zelle: die Punkte des Boards (Matchpunkte). * ein Bot spielte in diesem Board für den Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>(a bot played for them on %n board(s))</source>
        <translation>
            <numerusform>(ein Bot spielte für sie in %n Board)</numerusform>
            <numerusform>(ein Bot spielte für sie in %n Boards)</numerusform>
        </translation>
    </message>
    <message>
        <source>a bot played some of this player&apos;s turns</source>
        <translation>ein Bot spielte einige Züge dieses Spielers</translation>
    </message>
    <message>
        <source>the player was not at the table; a bot played the board</source>
        <translation>der Spieler war nicht am Tisch; ein Bot spielte das Board</translation>
    </message>
    <message>
        <source>the table fell behind; bots finished the board</source>
        <translation>der Tisch war im Rückstand; Bots spielten das Board zu Ende</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</source>
        <translation>§N ist die Nummer einer Regel in den vollständigen, nummerierten Regeln des Spiels; die Nummern sind in jeder Sprache dieselben.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</source>
        <translation>Zwei volle Blätter und sechs Joker: 110 Karten. Jeder bekommt 13; der Rest ist der verdeckte Nachziehstapel. Der Ablagestapel ist anfangs leer.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</source>
        <translation>Nimm eine Karte, lege dann nach Belieben Kombinationen aus, lege Karten an Kombinationen auf dem Tisch an oder tausche einen Joker, und lege zum Schluss eine Karte auf den Ablagestapel. Eine in diesem Zug vom Ablagestapel genommene Karte darf nicht gleich zurück.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</source>
        <translation>Ein Satz sind drei oder vier Karten gleichen Werts in verschiedenen Farben. Eine Folge sind drei oder mehr Karten einer Farbe in Reihe; das Ass liegt unter der 2 oder über dem König, nie beides zugleich. Keine Kombination enthält dieselbe Karte zweimal.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</source>
        <translation>Ein Joker kann für jede Karte stehen. Zwei Joker liegen in einer Folge nie nebeneinander, ein Satz enthält höchstens einen Joker, ebenso eine Kombination aus drei Karten. Nach deiner Erstauslage darfst du einen Joker vom Tisch nehmen, indem du genau die Karte an seine Stelle legst, für die er steht.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Erstauslage</translation>
    </message>
    <message>
        <source>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</source>
        <translation>Deine ersten Kombinationen einer Runde müssen zusammen den Wert der Erstauslage erreichen (40 bei Jolly, 30 bei Rommé). Anlegen und Joker tauschen darfst du ab deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>You go out by discarding your last card; you always keep one card for that final discard.</source>
        <translation>Du machst aus, indem du deine letzte Karte ablegst; eine Karte behältst du immer für dieses letzte Ablegen.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</source>
        <translation>Jeder Zug hat ein Zeitlimit. Läuft es ab, zieht der Tisch für dich, legt ab und vermerkt das im Spielverlauf.</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>Der Ablagestapel</translation>
    </message>
    <message>
        <source>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</source>
        <translation>Der Ablagestapel liegt aufgefächert. Ab dem Zug nach deiner Erstauslage darfst du jede Karte daraus samt allen Karten darüber nehmen, solange du danach höchstens 20 Karten hast.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</source>
        <translation>Ausgelegte Karten zählen für dich, Karten auf der Hand gegen dich (Ass 25, Joker 50), und Ausmachen bringt 30 dazu. Wer im Zug der ersten Auslage gleich ausmacht, verdoppelt alles: ein Hand-Jolly.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>Rounds go on until someone reaches the target; the highest total wins.</source>
        <translation>Es wird gespielt, bis jemand das Ziel erreicht; die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</source>
        <translation>Jeder darf, ob schon ausgelegt oder nicht, statt vom Nachziehstapel die oberste Karte des Ablagestapels nehmen.</translation>
    </message>
    <message>
        <source>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</source>
        <translation>Nur die Karten auf der Hand zählen, als Strafpunkte (Ass 15, Joker 30); wer ausmacht, bekommt nichts. Wer alle Karten in einem Zug auslegt, ohne vorher ausgelegt zu haben (Handrommé), verdoppelt die Strafpunkte aller anderen.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</source>
        <translation>Wenn der Tisch es erlaubt, darfst du klopfen, um eine gerade abgelegte Karte zu nehmen, bevor der Nächste zieht; dazu nimmst du zwei Strafkarten und spielst sofort deinen Zug.</translation>
    </message>
    <message>
        <source>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</source>
        <translation>Wer über dem Ziel liegt, scheidet aus (ein rotes X); wer als Letzter übrig ist, gewinnt. Bei Ziel 1 entscheidet eine einzige Runde.</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Blue line</source>
        <translation>Blaue Linie</translation>
    </message>
    <message>
        <source>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</source>
        <translation>Blau unterstrichene Karten kannst du jetzt zusammen auslegen. „Ordnen“ (A) legt jede solche Gruppe nebeneinander.</translation>
    </message>
    <message>
        <source>Green arrows</source>
        <translation>Grüne Pfeile</translation>
    </message>
    <message>
        <source>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</source>
        <translation>Während du eine Karte ziehst, markiert ein grüner Pfeil jedes Ende einer Kombination, an das die Regeln sie jetzt anlegen lassen.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Orangefarbener Ring</translation>
    </message>
    <message>
        <source>A card you took from the discard pile this turn.</source>
        <translation>Eine Karte, die du in diesem Zug vom Ablagestapel genommen hast.</translation>
    </message>
    <message>
        <source>Gold ring and “!”</source>
        <translation>Goldener Ring und „!“</translation>
    </message>
    <message>
        <source>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</source>
        <translation>Wer am Zug ist; der Balken auf dem Namensschild ist die restliche Zeit, rot in den letzten 10 Sekunden.</translation>
    </message>
    <message>
        <source>Badges</source>
        <translation>Plaketten</translation>
    </message>
    <message>
        <source>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</source>
        <translation>Am Ende einer Runde zeigt jede Karte ihre Punkte: grün für ausgelegte Karten, rot für Karten auf der Hand.</translation>
    </message>
    <message>
        <source>Dashed slot</source>
        <translation>Gestrichelter Platz</translation>
    </message>
    <message>
        <source>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</source>
        <translation>Leg eine Karte in den Bereich deiner Kombinationen oder auf dessen gestrichelten Platz, um eine neue Kombination zu beginnen.</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Tasten am Tisch</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Runde wiederholen…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move timer</source>
        <translation>Zugzeit</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <source>Your statistics and key (I)</source>
        <translation>Deine Statistik und dein Schlüssel (I)</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message>
        <source>Invite someone to this table</source>
        <translation>Jemanden an diesen Tisch einladen</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>Time bank {time}</source>
        <translation>Zeitreserve {time}</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Hand nach Farbe sortieren (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Hand nach Wert sortieren (R)</translation>
    </message>
    <message>
        <source>Every round&apos;s points (P)</source>
        <translation>Die Punkte jeder Runde (P)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>Der Tisch in Worten</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ohne Limit</translation>
    </message>
</context>
<context>
    <name>SoloDialog</name>
    <message>
        <source>Board set against the bots</source>
        <translation>Boards gegen die Bots</translation>
    </message>
    <message>
        <source>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</source>
        <translation>Freunde mit demselben Code, Spiel, Plätzen, Boards und Bots bekommen dieselben Karten und dieselben Bots. Der heutige Code ist das Spiel des Tages.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plätze:</translation>
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
        <translation>Spielen</translation>
    </message>
    <message>
        <source>A code is 1 to 40 letters, digits, spaces or . : / + - _</source>
        <translation>Ein Code hat 1 bis 40 Buchstaben, Ziffern, Leerzeichen oder . : / + - _</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>Warten aufs Geben</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>Being laid by you</source>
        <translation>Von dir gerade ausgelegt</translation>
    </message>
    <message>
        <source>{name}: {cards}, {points} points</source>
        <translation>{name}: {cards}, {points} Punkte</translation>
    </message>
    <message>
        <source>Melds on the table: {n}</source>
        <translation>Kombinationen auf dem Tisch: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}, the top one first</source>
        <translation>Ablagestapel: {cards}, die oberste zuerst</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Nachziehstapel: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Andere Spieler</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>Put some cards here first.</source>
        <translation>Leg zuerst Karten hierher.</translation>
    </message>
</context>
<context>
    <name>StockItem</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Verbindung verloren — neuer Versuch…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>Verbindung zum Tisch verloren.</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>Warte aufs Geben…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Round over. Press Next (N) when you are ready.</source>
        <translation>Runde vorbei. Drück „Weiter“ (N), wenn du bereit bist.</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spielt…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>Du kannst auf die Ablage klopfen (K).</translation>
    </message>
    <message>
        <source>The others may knock for the discard: your draw comes in {n} s.</source>
        <translation>Die anderen dürfen auf die Ablage klopfen: Du ziehst in {n} s.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</source>
        <translation>Du bist dran: Zieh vom Nachziehstapel (D) oder nimm die oberste Ablagekarte (anklicken oder 1 drücken).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</source>
        <translation>Du bist dran: Zieh vom Nachziehstapel (D) oder klick eine Ablagekarte an, um sie zu nehmen (1–9 wählt die k-te von oben).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>Du bist dran: Zieh vom Nachziehstapel (anklicken oder D drücken).</translation>
    </message>
    <message>
        <source>Press Lay cards (L) to lay them.</source>
        <translation>Drück „Auslegen“ (L), um sie auszulegen.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Auslegen, Karten an Kombinationen anlegen, dann ablegen: Karte anklicken oder auf den Stapel ziehen.</translation>
    </message>
    <message>
        <source>Your combinations do not reach the opening yet.</source>
        <translation>Deine Kombinationen erreichen die Erstauslage noch nicht.</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>Eine Runde entscheidet</translation>
    </message>
    <message>
        <source>Play to {points}</source>
        <translation>Gespielt wird bis {points}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
</context>
<context>
    <name>TableListModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Zugang</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>wartet auf Spieler</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>invited</source>
        <translation>eingeladen</translation>
    </message>
    <message>
        <source>{access} · cards hidden from host</source>
        <translation>{access} · Karten auch vor dem Gastgeber verdeckt</translation>
    </message>
    <message>
        <source>⚠ key changed · {access}</source>
        <translation>⚠ Schlüssel geändert · {access}</translation>
    </message>
    <message>
        <source>{table} hosted by {host} at {address}</source>
        <translation>{table}, Gastgeber {host}, unter {address}</translation>
    </message>
    <message>
        <source>Private: you need the table PIN.</source>
        <translation>Privat: Du brauchst die Tisch-PIN.</translation>
    </message>
    <message>
        <source>Invited players only.</source>
        <translation>Nur Eingeladene.</translation>
    </message>
    <message>
        <source>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</source>
        <translation>Karten auch vor dem Gastgeber verdeckt: niemand, auch der Gastgeber nicht, sieht eine Karte, bevor sie offen liegt. Die Karten von Bots sieht der Rechner, auf dem sie laufen.</translation>
    </message>
    <message>
        <source>WARNING: this host&apos;s key changed since you last played there.</source>
        <translation>WARNUNG: Der Schlüssel dieses Gastgebers hat sich seit deinem letzten Spiel geändert.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Deine Auslage</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>Auslage von {nick}</translation>
    </message>
    <message>
        <source>new meld</source>
        <translation>neue Kombination</translation>
    </message>
</context>
<context>
    <name>TableSitting</name>
    <message>
        <source>Opening a practice table…</source>
        <translation>Übungstisch wird eröffnet…</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Schlüssel des Gastgebers geändert</translation>
    </message>
    <message>
        <source>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</source>
        <translation>Der Tisch „{table}“ ist mit einem anderen Schlüssel signiert als beim letzten Spiel mit {host}. Vielleicht gibt sich jemand als dieser Gastgeber aus. Kein Beitritt.</translation>
    </message>
    <message>
        <source>Private table</source>
        <translation>Privater Tisch</translation>
    </message>
    <message>
        <source>PIN for &apos;{table}&apos;:</source>
        <translation>PIN für „{table}“:</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Zuschauen nicht möglich</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Beitritt fehlgeschlagen</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>Der Gastgeber hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>Not the table you were invited to</source>
        <translation>Nicht der Tisch, zu dem du eingeladen wurdest</translation>
    </message>
    <message>
        <source>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</source>
        <translation>Der Gastgeber unter {address} hat einen anderen Schlüssel als in der Einladung. Vielleicht gibt sich jemand als er aus. Kein Beitritt.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Back in the lobby.</source>
        <translation>Zurück in der Lobby.</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>{nick} eingeladen.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • Erstauslage {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>mit Klopfen</translation>
    </message>
    <message>
        <source>cards hidden from the host</source>
        <translation>Karten auch vor dem Gastgeber verdeckt</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Spiel vorbei: {names} hat gewonnen.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Lay cards ({n})</source>
        <translation>Auslegen ({n})</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Tisch zeigen</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Es wird gegeben…</translation>
    </message>
    <message>
        <source>Waiting for knocks… {n}</source>
        <translation>Warten auf Klopfen… {n}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Zieh zuerst eine Karte: Klick auf den Nachziehstapel (D) oder den Ablagestapel.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>{name} ist dran; du kannst inzwischen deine Hand sortieren.</translation>
    </message>
    <message>
        <source>To throw away a joker, drag it onto the discard pile: a click never discards one.</source>
        <translation>Um einen Joker abzulegen, zieh ihn auf den Ablagestapel: Ein Klick legt nie einen Joker ab.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} Punkte</translation>
    </message>
    <message>
        <source>Opening: {n} / {need}</source>
        <translation>Erstauslage: {n} / {need}</translation>
    </message>
    <message>
        <source>laid {n}</source>
        <translation>ausgelegt {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>opening needs {n}</source>
        <translation>Erstauslage braucht {n}</translation>
    </message>
    <message>
        <source> ({name}&apos;s meld)</source>
        <translation> (Kombination von {name})</translation>
    </message>
</context>
<context>
    <name>TurnAlert</name>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>{table}: it is your turn to draw.</source>
        <translation>{table}: Du bist mit Ziehen dran.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>Jetzt starten (Bots nehmen die freien Plätze)</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Einladen…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</source>
        <translation>{game} bis {points} · {taken} von {seats} Plätzen besetzt · warte auf Spieler. Das Spiel beginnt, wenn alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>open — waiting for a player</source>
        <translation>frei — wartet auf einen Spieler</translation>
    </message>
    <message>
        <source>{nick} (computer, {strength})</source>
        <translation>{nick} (Computer, {strength})</translation>
    </message>
    <message>
        <source>{nick} (connecting…)</source>
        <translation>{nick} (verbindet…)</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <source>Address: {address}    Table code: {code}</source>
        <translation>Adresse: {address}    Tischcode: {code}</translation>
    </message>
</context>
<context>
    <name>WatchTable</name>
    <message>
        <source>Take a seat</source>
        <translation>Platz nehmen</translation>
    </message>
    <message>
        <source>Watchers may not chat at this table.</source>
        <translation>Zuschauer dürfen an diesem Tisch nicht chatten.</translation>
    </message>
    <message>
        <source>Take {name}&apos;s seat</source>
        <translation>Platz von {name} übernehmen</translation>
    </message>
    <message>
        <source>Take seat {n}</source>
        <translation>Platz {n} übernehmen</translation>
    </message>
    <message>
        <source>You are watching. Waiting for the deal…</source>
        <translation>Du schaust zu. Warte aufs Geben…</translation>
    </message>
    <message>
        <source>You are watching. Round over.</source>
        <translation>Du schaust zu. Runde vorbei.</translation>
    </message>
    <message>
        <source>You are watching: {name} is playing.</source>
        <translation>Du schaust zu: {name} spielt.</translation>
    </message>
    <message>
        <source>You are watching: only the players move.</source>
        <translation>Du schaust zu: Nur die Spieler ziehen.</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist dran</translation>
    </message>
</context>
<context>
    <name>WatchersStrip</name>
    <message>
        <source>Watching: {names}</source>
        <translation>Es schauen zu: {names}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n Strafpunkt</numerusform>
            <numerusform>%n Strafpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
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
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>{who} dealt {n} cards each</source>
        <translation>{who} hat je {n} Karten gegeben</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} hat vom Nachziehstapel gezogen</translation>
    </message>
    <message>
        <source>{who} took {cards} from the discard pile</source>
        <translation>{who} hat {cards} vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>{who} laid {cards}</source>
        <translation>{who} hat {cards} ausgelegt</translation>
    </message>
    <message>
        <source>{who} added {card} to a meld</source>
        <translation>{who} hat {card} angelegt</translation>
    </message>
    <message>
        <source>{who} swapped {card} for the {joker}</source>
        <translation>{who} hat {card} gegen den {joker} getauscht</translation>
    </message>
    <message>
        <source>{who} swapped a joker</source>
        <translation>{who} hat einen Joker getauscht</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} hat {card} abgelegt</translation>
    </message>
    <message>
        <source>{card} was discarded for {who}</source>
        <translation>Für {who} wurde {card} abgelegt</translation>
    </message>
    <message>
        <source>{who} ran out of time</source>
        <translation>{who} hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>{who} knocked for {card} (+{n} cards)</source>
        <translation>{who} hat auf {card} geklopft (+{n} Karten)</translation>
    </message>
    <message>
        <source>{who} went out</source>
        <translation>{who} hat ausgemacht</translation>
    </message>
    <message>
        <source>The stock ran out</source>
        <translation>Der Nachziehstapel ist leer</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock ({n} cards)</source>
        <translation>Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt ({n} Karten)</translation>
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
        <translation>Keine Zuschauer erlaubt</translation>
    </message>
    <message>
        <source>Up to {n} watchers</source>
        <translation>Bis zu {n} Zuschauer</translation>
    </message>
    <message>
        <source>they may chat</source>
        <translation>sie dürfen chatten</translation>
    </message>
    <message>
        <source>no watcher chat</source>
        <translation>kein Chat für Zuschauer</translation>
    </message>
    <message>
        <source>they may take a free seat between rounds</source>
        <translation>sie dürfen zwischen den Runden einen freien Platz nehmen</translation>
    </message>
</context>
</TS>
