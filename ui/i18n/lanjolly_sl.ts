<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl_SI" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Arrange</source>
        <translation>Uredi</translation>
    </message>
    <message>
        <source>Put the combinations you could lay side by side (A)</source>
        <translation>Postavi kombinacije, ki jih lahko položite, skupaj (A)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vzemi nazaj</translation>
    </message>
    <message>
        <source>Return the staged cards to your hand (Esc)</source>
        <translation>Vrni pripravljene karte v roko (Esc)</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Položi</translation>
    </message>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Položi modro podčrtane kombinacije (L)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Potrkaj</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Vzemi pravkar odloženo karto in še dve s kupa za vlečenje (K)</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Pokaži rezultat</translation>
    </message>
    <message>
        <source>Switch between the results and the table (V)</source>
        <translation>Preklopi med rezultati in mizo (V)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <source>Ready for the next round (N)</source>
        <translation>Pripravljen za naslednji krog (N)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <source>Leave the table (Ctrl+W)</source>
        <translation>Zapusti mizo (Ctrl+W)</translation>
    </message>
    <message>
        <source>Knock ({n})</source>
        <translation>Potrkaj ({n})</translation>
    </message>
</context>
<context>
    <name>BotStrength</name>
    <message>
        <source>Easy</source>
        <translation>Lahek</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Običajen</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Močan</translation>
    </message>
</context>
<context>
    <name>ChatWidget</name>
    <message>
        <source>Say something…</source>
        <translation>Napišite kaj…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Pošlji</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>V tej potezi ste karto že vzeli.</translation>
    </message>
    <message>
        <source>The stock is being reshuffled.</source>
        <translation>Kup za vlečenje se ravno meša.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Najprej vzemite karto.</translation>
    </message>
    <message>
        <source>You can lay off only after your opening.</source>
        <translation>Karte ob položene kombinacije lahko polagate šele po prvem polaganju.</translation>
    </message>
    <message>
        <source>You can swap a joker only after your opening.</source>
        <translation>Jokerja lahko zamenjate šele po prvem polaganju.</translation>
    </message>
    <message>
        <source>You can lay off from your next turn on, not in the turn you opened.</source>
        <translation>Karte ob položene kombinacije lahko polagate od naslednje poteze, ne v potezi prvega polaganja.</translation>
    </message>
    <message>
        <source>You can swap a joker from your next turn on, not in the turn you opened.</source>
        <translation>Jokerja lahko zamenjate od naslednje poteze, ne v potezi prvega polaganja.</translation>
    </message>
    <message>
        <source>You may take from the discard pile only after your opening.</source>
        <translation>S kupa za odlaganje lahko jemljete šele po prvem polaganju.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile has %n card(s).</source>
        <translation>
            <numerusform>Kup za odlaganje ima %n karto.</numerusform>
            <numerusform>Kup za odlaganje ima %n karti.</numerusform>
            <numerusform>Kup za odlaganje ima %n karte.</numerusform>
            <numerusform>Kup za odlaganje ima %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be taken.</source>
        <translation>S kupa za odlaganje smete vzeti le vrhnjo karto.</translation>
    </message>
    <message numerus="yes">
        <source>You may not hold more than %n card(s).</source>
        <translation>
            <numerusform>V roki ne smete imeti več kot %n karto.</numerusform>
            <numerusform>V roki ne smete imeti več kot %n karti.</numerusform>
            <numerusform>V roki ne smete imeti več kot %n karte.</numerusform>
            <numerusform>V roki ne smete imeti več kot %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking would take you over %n card(s).</source>
        <translation>
            <numerusform>S trkanjem bi imeli več kot %n karto.</numerusform>
            <numerusform>S trkanjem bi imeli več kot %n karti.</numerusform>
            <numerusform>S trkanjem bi imeli več kot %n karte.</numerusform>
            <numerusform>S trkanjem bi imeli več kot %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>Prvo polaganje mora biti vredno vsaj {needed} točk; te kombinacije so vredne {total}.</translation>
    </message>
    <message>
        <source>You must keep one card to discard; you cannot lay your last card.</source>
        <translation>Eno karto morate obdržati za odlaganje; zadnje karte ne morete položiti.</translation>
    </message>
    <message>
        <source>You must keep a card you may discard (not one taken from the pile this turn).</source>
        <translation>Obdržati morate karto, ki jo smete odložiti (ne tiste, ki ste jo v tej potezi vzeli s kupa).</translation>
    </message>
    <message>
        <source>A card taken from the discard pile this turn may not be discarded again.</source>
        <translation>Karte, vzete s kupa za odlaganje v tej potezi, ne smete takoj spet odložiti.</translation>
    </message>
    <message>
        <source>Lay the joker you took by a swap before you discard.</source>
        <translation>Preden odložite, položite jokerja, ki ste ga dobili z zamenjavo.</translation>
    </message>
    <message>
        <source>You can knock only right after a discard, before the next draw.</source>
        <translation>Potrkate lahko le takoj po odlaganju, pred naslednjim vlečenjem.</translation>
    </message>
    <message>
        <source>The next player draws normally, and nobody knocks for their own discard.</source>
        <translation>Naslednji igralec vleče normalno in nihče ne trka za svojo odloženo karto.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ni v vaši roki.</translation>
    </message>
    <message>
        <source>{card} does not fit there.</source>
        <translation>{card} tja ne sodi.</translation>
    </message>
    <message>
        <source>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</source>
        <translation>Joker v nizu se sprosti šele s četrto karto, ko ima niz tri prave karte.</translation>
    </message>
    <message>
        <source>This joker stands for another card.</source>
        <translation>Ta joker nadomešča drugo karto.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Nekaj je šlo narobe: {what}</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>The details were written to {path}. You can keep playing.</source>
        <translation>Podrobnosti so zapisane v {path}. Lahko igrate naprej.</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>Event</source>
        <translation>Turnir</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Organizator</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stanje</translation>
    </message>
    <message>
        <source>registration open</source>
        <translation>prijave odprte</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>igra poteka</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>končano</translation>
    </message>
    <message>
        <source>{game}, {n} boards</source>
        <translation>{game}, deljenj: {n}</translation>
    </message>
</context>
<context>
    <name>EventPanel</name>
    <message>
        <source>Duplicate events</source>
        <translation>Turnirji v duplikatu</translation>
    </message>
    <message>
        <source>New duplicate event…</source>
        <translation>Nov turnir v duplikatu…</translation>
    </message>
    <message>
        <source>Board set alone…</source>
        <translation>Deljenja sam…</translation>
    </message>
    <message>
        <source>The same deals as your friends, against the same bots, when it suits you</source>
        <translation>Iste karte kot tvoji prijatelji, proti istim botom, ko ti ustreza</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Prijava</translation>
    </message>
    <message>
        <source>Look on</source>
        <translation>Gledam</translation>
    </message>
</context>
<context>
    <name>EventRoom</name>
    <message>
        <source>Start the event</source>
        <translation>Začni turnir</translation>
    </message>
    <message>
        <source>Close registration: bots take the places nobody took</source>
        <translation>Zapri prijave: proste sedeže prevzamejo boti</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Zapusti turnir</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Ponovi deljenje</translation>
    </message>
    <message>
        <source>Save results…</source>
        <translation>Shrani rezultate…</translation>
    </message>
    <message>
        <source>Back to my table</source>
        <translation>Nazaj k moji mizi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <source>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</source>
        <translation>Kako poteka večer v duplikatu

Vse mize hkrati igrajo ista deljenja: v vsakem deljenju ima igralec na tvojem sedežu za vsako drugo mizo natanko tvoje karte.

Številko sedeža obdržiš ves večer. Po vsakem krogu deljenj se igralci na sedežu 2 premaknejo za eno mizo naprej, na sedežu 3 za dve mizi in tako naprej, zato srečuješ nove nasprotnike.

V vsakem deljenju se primerjaš samo z igralci na svojem sedežu: 2 primerjalni točki za vsakega, ki ga premagaš, 1 za izenačenje. Lestvica se tukaj pokaže po vsakem deljenju, na koncu pa tabela rezultatov.

Nihče, niti organizator, ne more izbrati ali vnaprej poznati deljenja: program vsakega igralca pomaga premešati vsako deljenje in potem preveri vsako deljenje kart.</translation>
    </message>
    <message>
        <source>Board {b}, table {t}</source>
        <translation>Deljenje {b}, miza {t}</translation>
    </message>
    <message>
        <source>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</source>
        <translation>{game} v duplikatu: mize: {tables} po {seats}, deljenja: {boards}, {secs} s na potezo.</translation>
    </message>
    <message>
        <source>Boards&apos; code: {code} (the same on every screen).</source>
        <translation>Koda deljenj: {code} (enaka na vsakem zaslonu).</translation>
    </message>
    <message>
        <source>Join by address: {address}</source>
        <translation>Pridruži se prek naslova: {address}</translation>
    </message>
    <message>
        <source>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</source>
        <translation>Prijave so odprte: zasedenih {n} od {places} mest; ostala prevzamejo boti, ko organizator začne.</translation>
    </message>
    <message>
        <source>Registration closed. Every player&apos;s client is fixing the boards…</source>
        <translation>Prijave so zaprte. Program vsakega igralca določa deljenja…</translation>
    </message>
    <message>
        <source>The event is over: the results board.</source>
        <translation>Turnir je končan: tabela rezultatov.</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Zmagovalec: {names}.</translation>
    </message>
    <message>
        <source>Board {b} of {total} is being played at every table.</source>
        <translation>Deljenje {b} od {total} se igra za vsemi mizami.</translation>
    </message>
    <message>
        <source>{done} of {total} boards played; the next starts when every table is ready.</source>
        <translation>Odigranih {done} od {total} deljenj; naslednje se začne, ko so pripravljene vse mize.</translation>
    </message>
    <message>
        <source>{name} · seat {seat}</source>
        <translation>{name} · sedež {seat}</translation>
    </message>
    <message>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(odsoten)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(ti)</translation>
    </message>
</context>
<context>
    <name>EventSeating</name>
    <message>
        <source>Could not register</source>
        <translation>Prijava ni uspela</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Zapusti turnir</translation>
    </message>
    <message>
        <source>You organise this event: leaving ends it for everyone. Leave?</source>
        <translation>Ta turnir organiziraš ti: če odideš, se konča za vse. Odidem?</translation>
    </message>
    <message>
        <source>Deal verified against the published board</source>
        <translation>Deljenje preverjeno z objavljenim deljenjem</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Tega deljenja ni bilo mogoče preveriti: {why}</translation>
    </message>
    <message>
        <source>This event could not be verified</source>
        <translation>Tega turnirja ni bilo mogoče preveriti</translation>
    </message>
    <message>
        <source>The connection to the event was lost: {why}</source>
        <translation>Povezava s turnirjem je prekinjena: {why}</translation>
    </message>
    <message>
        <source>You play at table {t}, seat {s}.</source>
        <translation>Igraš za mizo {t}, sedež {s}.</translation>
    </message>
    <message>
        <source>Save the results in</source>
        <translation>Shrani rezultate v</translation>
    </message>
    <message>
        <source>Results saved</source>
        <translation>Rezultati shranjeni</translation>
    </message>
    <message>
        <source>Saved {files}.</source>
        <translation>Shranjeno: {files}.</translation>
    </message>
    <message>
        <source>Board set played</source>
        <translation>Deljenja odigrana</translation>
    </message>
    <message>
        <source>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</source>
        <translation>Tvoj rezultat je shranjen v {path}. Pošlji ga prijateljem, ki igrajo kodo »{code}«, in primerjaj njihove s svojim.</translation>
    </message>
    <message>
        <source>Compare results…</source>
        <translation>Primerjaj rezultate…</translation>
    </message>
    <message>
        <source>Results of the same board set</source>
        <translation>Rezultati istih deljenj</translation>
    </message>
    <message>
        <source>Board set results (*.json)</source>
        <translation>Rezultati deljenj (*.json)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Primerjava ni mogoča</translation>
    </message>
    <message>
        <source>Board set {code}</source>
        <translation>Deljenja »{code}«</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <source>  ◀ to move</source>
        <translation>  ◀ na vrsti</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</source>
        <translation>Ta miza uporablja drugo različico igre LAN Jolly. Igralci potrebujete isto različico: posodobite starejšo.</translation>
    </message>
    <message>
        <source>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</source>
        <translation>Ta miza skrije vsako karto tudi pred gostiteljem, ta različica LAN Jolly pa za takšno mizo ne zna igrati: prosimo, posodobite jo.</translation>
    </message>
    <message>
        <source>The host could not confirm who you are.</source>
        <translation>Gostitelj ni mogel potrditi, kdo ste.</translation>
    </message>
    <message>
        <source>This table is for invited players only.</source>
        <translation>Ta miza je samo za povabljene igralce.</translation>
    </message>
    <message>
        <source>This invitation is not valid (any more).</source>
        <translation>To povabilo ni (več) veljavno.</translation>
    </message>
    <message>
        <source>Wrong PIN for this table.</source>
        <translation>Napačna koda PIN za to mizo.</translation>
    </message>
    <message>
        <source>This table is private: you need its PIN.</source>
        <translation>Ta miza je zasebna: potrebujete njeno kodo PIN.</translation>
    </message>
    <message>
        <source>The host&apos;s key is not the one expected. Someone may be impersonating it.</source>
        <translation>Gostiteljev ključ ni pričakovani. Morda se nekdo izdaja zanj.</translation>
    </message>
    <message>
        <source>The host did not understand our program.</source>
        <translation>Gostitelj ni razumel našega programa.</translation>
    </message>
    <message>
        <source>This invitation has already been used.</source>
        <translation>To povabilo je že bilo uporabljeno.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; wait a while and try again.</source>
        <translation>Za to mizo je bilo poskušenih preveč napačnih kod PIN; malo počakajte in poskusite znova.</translation>
    </message>
    <message>
        <source>The host has too many connections right now; try again later.</source>
        <translation>Gostitelj ima trenutno preveč povezav; poskusite pozneje.</translation>
    </message>
    <message>
        <source>This table does not admit watchers.</source>
        <translation>Ta miza ne sprejema gledalcev.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it allows.</source>
        <translation>Ta miza že ima toliko gledalcev, kot jih dovoli.</translation>
    </message>
    <message>
        <source>The host closed the connection while you were joining.</source>
        <translation>Gostitelj je med pridruževanjem zaprl povezavo.</translation>
    </message>
    <message>
        <source>The table cannot be reached ({why}).</source>
        <translation>Mize ni mogoče doseči ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Niste na vrsti.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Na tej točki poteze to ni mogoče.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Krog je končan.</translation>
    </message>
    <message>
        <source>That seat is not playing this round.</source>
        <translation>Ta sedež v tem krogu ne igra.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Te karte nimate v roki.</translation>
    </message>
    <message>
        <source>A card appears in two melds.</source>
        <translation>Ena karta je v dveh kombinacijah.</translation>
    </message>
    <message>
        <source>Those cards do not form a valid meld.</source>
        <translation>Te karte ne tvorijo veljavne kombinacije.</translation>
    </message>
    <message>
        <source>Lay at least one meld.</source>
        <translation>Položite vsaj eno kombinacijo.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Vaše prvo polaganje je vredno premalo točk.</translation>
    </message>
    <message>
        <source>You can do that only after your opening.</source>
        <translation>To lahko storite šele po prvem polaganju.</translation>
    </message>
    <message>
        <source>You can do that from your next turn on, not in the turn you opened.</source>
        <translation>To lahko storite od naslednje poteze, ne v potezi prvega polaganja.</translation>
    </message>
    <message>
        <source>You may not take from the discard pile now.</source>
        <translation>Zdaj ne smete jemati s kupa za odlaganje.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Kup za odlaganje je prazen.</translation>
    </message>
    <message>
        <source>You cannot take that many cards from the discard pile.</source>
        <translation>S kupa za odlaganje ne morete vzeti toliko kart.</translation>
    </message>
    <message>
        <source>You may not hold that many cards.</source>
        <translation>Toliko kart ne smete imeti v roki.</translation>
    </message>
    <message>
        <source>There is no such meld on the table.</source>
        <translation>Te kombinacije ni na mizi.</translation>
    </message>
    <message>
        <source>That card does not fit this meld.</source>
        <translation>Ta karta ne sodi k tej kombinaciji.</translation>
    </message>
    <message>
        <source>That card is not a joker in this meld.</source>
        <translation>Ta karta v tej kombinaciji ni joker.</translation>
    </message>
    <message>
        <source>That joker cannot be taken yet.</source>
        <translation>Tega jokerja še ni mogoče vzeti.</translation>
    </message>
    <message>
        <source>The joker stands for another card.</source>
        <translation>Joker nadomešča drugo karto.</translation>
    </message>
    <message>
        <source>You must keep the card you took from the discard pile or use it this turn.</source>
        <translation>Karto, vzeto s kupa za odlaganje, morate obdržati ali jo porabiti v tej potezi.</translation>
    </message>
    <message>
        <source>You may not discard the card you just took.</source>
        <translation>Karte, ki ste jo pravkar vzeli, ne smete odložiti.</translation>
    </message>
    <message>
        <source>A joker taken by a swap must be laid this turn.</source>
        <translation>Jokerja, dobljenega z zamenjavo, morate položiti v tej potezi.</translation>
    </message>
    <message>
        <source>Knocking is off at this table.</source>
        <translation>Za to mizo trkanje ni vklopljeno.</translation>
    </message>
    <message>
        <source>You cannot knock now: only right after a discard, before the next draw.</source>
        <translation>Zdaj ne morete potrkati: le takoj po odlaganju, pred naslednjim vlečenjem.</translation>
    </message>
    <message>
        <source>The stock has too few cards for that.</source>
        <translation>Kup za vlečenje ima za to premalo kart.</translation>
    </message>
    <message>
        <source>The reshuffle order is not valid.</source>
        <translation>Vrstni red ponovnega mešanja ni veljaven.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Poteze ni bilo mogoče prebrati.</translation>
    </message>
    <message>
        <source>This move was already sent.</source>
        <translation>Ta poteza je bila že poslana.</translation>
    </message>
    <message>
        <source>Take a seat first: watchers cannot play.</source>
        <translation>Najprej se usedite: gledalci ne morejo igrati.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Ta sedež ni prost.</translation>
    </message>
    <message>
        <source>Only the table&apos;s owner can do that.</source>
        <translation>To lahko stori le lastnik mize.</translation>
    </message>
    <message>
        <source>Bot strength must be one of: {choices}.</source>
        <translation>Moč robota mora biti ena od: {choices}.</translation>
    </message>
    <message numerus="yes">
        <source>Chat messages are at most %n character(s) long.</source>
        <translation>
            <numerusform>Sporočila v klepetu imajo največ %n znak.</numerusform>
            <numerusform>Sporočila v klepetu imajo največ %n znaka.</numerusform>
            <numerusform>Sporočila v klepetu imajo največ %n znake.</numerusform>
            <numerusform>Sporočila v klepetu imajo največ %n znakov.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are sending chat messages too fast; wait a moment.</source>
        <translation>Sporočila pošiljate prehitro; malo počakajte.</translation>
    </message>
    <message>
        <source>That deal message was not expected now.</source>
        <translation>To sporočilo o deljenju zdaj ni bilo pričakovano.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to chat.</source>
        <translation>Lastnik mize gledalcem ni dovolil klepeta.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to take a seat.</source>
        <translation>Lastnik mize gledalcem ni dovolil, da sedejo za mizo.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; your move was not sent.</source>
        <translation>Trenutno niste povezani z mizo; vaša poteza ni bila poslana.</translation>
    </message>
    <message>
        <source>Seats can only change before the match starts.</source>
        <translation>Sedeži se lahko menjajo le pred začetkom igre.</translation>
    </message>
    <message>
        <source>You can stand up only in the lobby, from a seat.</source>
        <translation>Vstanete lahko le v preddverju, s sedeža.</translation>
    </message>
    <message>
        <source>Bots can be placed only before the match starts.</source>
        <translation>Robote lahko postavite le pred začetkom igre.</translation>
    </message>
    <message>
        <source>The match has already started.</source>
        <translation>Igra se je že začela.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>To trenutno ni mogoče.</translation>
    </message>
    <message>
        <source>{nick} is watching</source>
        <translation>{nick} gleda</translation>
    </message>
    <message>
        <source>{nick} took seat {n} and plays from the next round</source>
        <translation>{nick} je prevzel sedež {n} in igra od naslednjega kroga</translation>
    </message>
    <message>
        <source>{nick} sat down</source>
        <translation>{nick} je sedel za mizo</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)</source>
        <translation>
            <numerusform>Nekdo na {address} je poskusil napačen PIN mize (%n neuspel poskus, odkar je miza odprta)</numerusform>
            <numerusform>Nekdo na {address} je poskusil napačen PIN mize (%n neuspela poskusa, odkar je miza odprta)</numerusform>
            <numerusform>Nekdo na {address} je poskusil napačen PIN mize (%n neuspeli poskusi, odkar je miza odprta)</numerusform>
            <numerusform>Nekdo na {address} je poskusil napačen PIN mize (%n neuspelih poskusov, odkar je miza odprta)</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} left; a bot plays the seat</source>
        <translation>{nick} je odšel; namesto njega igra robot</translation>
    </message>
    <message>
        <source>{nick} left</source>
        <translation>{nick} je odšel</translation>
    </message>
    <message numerus="yes">
        <source>{nick} lost the connection; the seat is kept for %n second(s)</source>
        <translation>
            <numerusform>{nick} je izgubil povezavo; sedež ostane rezerviran %n sekundo</numerusform>
            <numerusform>{nick} je izgubil povezavo; sedež ostane rezerviran %n sekundi</numerusform>
            <numerusform>{nick} je izgubil povezavo; sedež ostane rezerviran %n sekunde</numerusform>
            <numerusform>{nick} je izgubil povezavo; sedež ostane rezerviran %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} is back</source>
        <translation>{nick} je spet tu</translation>
    </message>
    <message>
        <source>{nick} is back at the table</source>
        <translation>{nick} je spet za mizo</translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round until they are back</source>
        <translation>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; od naslednjega kroga do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; od naslednjega kroga do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; od naslednjega kroga do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; od naslednjega kroga do vrnitve namesto njega igra robot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back</source>
        <translation>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; do vrnitve namesto njega igra robot</numerusform>
            <numerusform>{nick} je %n-krat zapored prekoračil čas; do vrnitve namesto njega igra robot</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} ran out of time</source>
        <translation>{nick} je prekoračil čas</translation>
    </message>
    <message>
        <source>{nick} did not come back; a bot plays the seat</source>
        <translation>{nick} se ni vrnil; namesto njega igra robot</translation>
    </message>
    <message>
        <source>Round {n}: {nick} deals</source>
        <translation>Krog {n}: deli {nick}</translation>
    </message>
    <message>
        <source>Board {n}: {nick} deals</source>
        <translation>Deljenje {n}: deli {nick}</translation>
    </message>
    <message>
        <source>This table fell behind the others: bots finish the board for everyone</source>
        <translation>Ta miza je zaostala za drugimi: deljenje do konca odigrajo boti za vse</translation>
    </message>
    <message>
        <source>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</source>
        <translation>Deljenje se je začelo znova: {nick} ni razkril veljavne skrivnosti in pri deljenju tega kroga ne sodeluje</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>{nick}&apos;s practice table</source>
        <translation>Vadbena miza: {nick}</translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <source>No combination to lay now.</source>
        <translation>Zdaj ni kombinacije za polaganje.</translation>
    </message>
    <message>
        <source>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Vaše prvo polaganje: {n} točk. Kliknite karto, da jo vzamete nazaj, povlecite še karte in pritisnite »Položi«.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite to {name}</source>
        <translation>Povabi za mizo {name}</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now.</source>
        <translation>V omrežju trenutno ni videti nikogar drugega.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Povabi</translation>
    </message>
    <message>
        <source>People on the LAN:</source>
        <translation>Ljudje v omrežju:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table:</source>
        <translation>Ali pošljite povezavo osebi, ki jo želite za mizo:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table, the one for a network you share:</source>
        <translation>Ali pošljite povezavo osebi, ki jo želite za mizo, in sicer tisto za omrežje, v katerem sta oba:</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Kopiraj povezavo</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopirano</translation>
    </message>
</context>
<context>
    <name>JoinAddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Pridruži se po naslovu</translation>
    </message>
    <message>
        <source>192.168.1.20:47474  or  lanjolly://…</source>
        <translation>192.168.1.20:47474  ali  lanjolly://…</translation>
    </message>
    <message>
        <source>only for private tables</source>
        <translation>samo za zasebne mize</translation>
    </message>
    <message>
        <source>Address or link:</source>
        <translation>Naslov ali povezava:</translation>
    </message>
    <message>
        <source>Table PIN:</source>
        <translation>PIN mize:</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>pick a card of your hand</source>
        <translation>izberi karto v roki</translation>
    </message>
    <message>
        <source>stage the picked card (Shift+↑: as a new meld)</source>
        <translation>pripravi izbrano karto (Shift+↑: kot novo kombinacijo)</translation>
    </message>
    <message>
        <source>take the last staged card back</source>
        <translation>vzemi nazaj zadnjo pripravljeno karto</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay the staged melds, or discard the picked card</source>
        <translation>položi pripravljene kombinacije ali odloži izbrano karto</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vleci s kupa</translation>
    </message>
    <message>
        <source>take that many cards from the discard pile</source>
        <translation>vzemi toliko kart s kupa za odlaganje</translation>
    </message>
    <message>
        <source>lay cards</source>
        <translation>položi karte</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>potrkaj</translation>
    </message>
    <message>
        <source>arrange your hand</source>
        <translation>uredi roko</translation>
    </message>
    <message>
        <source>sort by suit / by rank</source>
        <translation>razvrsti po barvi / po vrednosti</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>naslednji krog</translation>
    </message>
    <message>
        <source>results or table</source>
        <translation>rezultat ali miza</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>točkovnik</translation>
    </message>
    <message>
        <source>player info</source>
        <translation>informacije o igralcu</translation>
    </message>
    <message>
        <source>move list</source>
        <translation>seznam potez</translation>
    </message>
    <message>
        <source>say the state of the table (screen readers)</source>
        <translation>povej stanje na mizi (bralniki zaslona)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take the staged cards back; in the side panel: back to the table</source>
        <translation>vzemi nazaj pripravljene karte; v stranski plošči: nazaj k mizi</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>the buttons and the side panel, then back to the table</source>
        <translation>gumbi in stranska plošča, nato nazaj k mizi</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>ta seznam</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>kako igrati</translation>
    </message>
    <message>
        <source>leave the table (after the match)</source>
        <translation>zapusti mizo (po igri)</translation>
    </message>
</context>
<context>
    <name>LanServices</name>
    <message>
        <source>LAN search is turned off: join with an address or an invite link.</source>
        <translation>Iskanje v omrežju je izklopljeno: pridružite se po naslovu ali s povezavo povabila.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</source>
        <translation>V tem omrežju ni mogoče iskati miz ({why}). Uporabite »Pridruži se po naslovu« ali povezavo povabila.</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Iščem mize v vašem omrežju…</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Iščem mize v vašem omrežju…</translation>
    </message>
    <message>
        <source>Hello {nick}!</source>
        <translation>Pozdravljeni, {nick}!</translation>
    </message>
    <message>
        <source>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</source>
        <translation>Miz še ni. Odprite jo z »Nova igra« ali pritisnite »Igraj zdaj« za vadbo proti računalniku.</translation>
    </message>
    <message>
        <source>▶  Play now</source>
        <translation>▶  Igraj zdaj</translation>
    </message>
    <message>
        <source>A practice table against computer opponents, no network needed</source>
        <translation>Vadbena miza proti računalniku, omrežje ni potrebno</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nova igra…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Pridruži se</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Glej</translation>
    </message>
    <message>
        <source>Look on without a seat: you see the table, never a hand</source>
        <translation>Glejte brez sedeža: vidite mizo, nikoli kart v roki</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Pridruži se po naslovu…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Something went wrong</source>
        <translation>Nekaj je šlo narobe</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>Play now…</source>
        <translation>Igraj zdaj…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nova igra…</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Zapusti mizo</translation>
    </message>
    <message>
        <source>Open round record…</source>
        <translation>Odpri zapis kroga…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Pogled</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Štiribarvne karte</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Zvoki</translation>
    </message>
    <message>
        <source>Notify me when it is my turn</source>
        <translation>Obvesti me, ko sem na vrsti</translation>
    </message>
    <message>
        <source>Player Info…</source>
        <translation>Informacije o igralcu…</translation>
    </message>
    <message>
        <source>Hand order at the deal</source>
        <translation>Razvrstitev kart ob deljenju</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Velikost kart</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Po barvi</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Po vrednosti</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Kot so razdeljene</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoč</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>Kako igrati…</translation>
    </message>
    <message>
        <source>Keys at the table…  (?)</source>
        <translation>Tipke za mizo…  (?)</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Povabilo</translation>
    </message>
    <message>
        <source>{nick} invites you to the table &apos;{table}&apos;.</source>
        <translation>{nick} vas vabi za mizo »{table}«.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Sprejmi</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Zavrni</translation>
    </message>
    <message>
        <source>Open round record</source>
        <translation>Odpri zapis kroga</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Zapisi krogov (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ponovitev</translation>
    </message>
    <message>
        <source>This client kept no record of round {n}.</source>
        <translation>Ta program ni shranil zapisa kroga {n}.</translation>
    </message>
    <message>
        <source>LAN search is off, so nobody can be listed.</source>
        <translation>Iskanje v omrežju je izklopljeno, zato ni mogoče nikogar prikazati.</translation>
    </message>
    <message>
        <source>No link for this table: {why}.</source>
        <translation>Za to mizo ni povezave: {why}.</translation>
    </message>
    <message>
        <source>Leave the match?</source>
        <translation>Zapustim igro?</translation>
    </message>
    <message>
        <source>You are seated at a table. Leave the match and close LAN Jolly?</source>
        <translation>Sedite za mizo. Zapustim igro in zaprem LAN Jolly?</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Lokalno omrežje</translation>
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
        <translation>Naslov mize ({address})</translation>
    </message>
    <message>
        <source>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</source>
        <translation>Ta miza za vajo je samo na vašem računalniku: nihče drug se ji ne more pridružiti. Za igro s prijatelji odprite mizo z Nova igra.</translation>
    </message>
    <message>
        <source>The match is not over. Leave it and go back to the lobby?</source>
        <translation>Igra še ni končana. Jo zapustim in se vrnem v preddverje?</translation>
    </message>
    <message>
        <source>You are the host: the table closes for everyone.</source>
        <translation>Vi ste gostitelj: miza se zapre za vse.</translation>
    </message>
    <message>
        <source>Leave and close</source>
        <translation>Zapusti in zapri</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ostani</translation>
    </message>
</context>
<context>
    <name>MatchEndBoard</name>
    <message>
        <source>Play again</source>
        <translation>Igraj znova</translation>
    </message>
    <message>
        <source>A new match with the same players and settings</source>
        <translation>Nova igra z istimi igralci in nastavitvami</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Nazaj v preddverje</translation>
    </message>
    <message>
        <source>See the table</source>
        <translation>Poglej mizo</translation>
    </message>
    <message>
        <source>Put this board aside to look at the final table; Show results (V) brings it back</source>
        <translation>Odmakni to tablo in poglej končno mizo; Pokaži rezultat (V) ga vrne</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>{names} je zmagal v igri!</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Igre je konec.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>odigran %n krog</numerusform>
            <numerusform>odigrana %n kroga</numerusform>
            <numerusform>odigrani %n krogi</numerusform>
            <numerusform>odigranih %n krogov</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldText</name>
    <message>
        <source>A group has at most four cards.</source>
        <translation>Niz ima največ štiri karte.</translation>
    </message>
    <message>
        <source>A group needs different suits.</source>
        <translation>Niz potrebuje različne barve.</translation>
    </message>
    <message>
        <source>A group holds at most one joker.</source>
        <translation>Niz ima največ enega jokerja.</translation>
    </message>
    <message>
        <source>Two jokers may not lie next to each other in a sequence.</source>
        <translation>V zaporedju dva jokerja ne smeta ležati drug ob drugem.</translation>
    </message>
    <message>
        <source>A sequence is too long: the ace is low or high, never both.</source>
        <translation>Zaporedje je predolgo: as je nizek ali visok, nikoli oboje.</translation>
    </message>
    <message>
        <source>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</source>
        <translation>Zaporedje ne sme teči prek vogala (K-A-2): as je nizek (A-2-3) ali visok (Q-K-A).</translation>
    </message>
    <message>
        <source>The cards of a sequence must follow each other in order.</source>
        <translation>Karte zaporedja si morajo slediti po vrsti.</translation>
    </message>
    <message>
        <source>The same card appears twice.</source>
        <translation>Ista karta se pojavi dvakrat.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Kombinacija potrebuje vsaj 3 karte.</translation>
    </message>
    <message>
        <source>A meld of three cards holds at most one joker.</source>
        <translation>Kombinacija treh kart ima največ enega jokerja.</translation>
    </message>
    <message>
        <source>A meld needs natural cards, not only jokers.</source>
        <translation>Kombinacija potrebuje prave karte, ne samo jokerjev.</translation>
    </message>
    <message>
        <source>Two identical cards never sit in one meld.</source>
        <translation>Dve enaki karti nikoli nista v isti kombinaciji.</translation>
    </message>
    <message>
        <source>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</source>
        <translation>Ni ne niz (enaka vrednost, različne barve) ne zaporedje (ena barva, po vrsti).</translation>
    </message>
    <message>
        <source>These cards do not form a meld.</source>
        <translation>Te karte ne tvorijo kombinacije.</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>10 seconds left for your move!</source>
        <translation>Še 10 sekund za vašo potezo!</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Sedež {n}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(prazno)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <source>{nick} (watching)</source>
        <translation>{nick} (gleda)</translation>
    </message>
    <message>
        <source>Not connected: your message was not sent.</source>
        <translation>Ni povezave: vaše sporočilo ni bilo poslano.</translation>
    </message>
    <message>
        <source>Not connected to the table right now.</source>
        <translation>Trenutno niste povezani z mizo.</translation>
    </message>
    <message>
        <source>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</source>
        <translation>Krog {n} je delil gostitelj sam, ker {why}; nihče ne more jamčiti za to deljenje.</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Tega deljenja ni bilo mogoče preveriti: {why}</translation>
    </message>
    <message>
        <source>Problem with the host: {why}</source>
        <translation>Težava z gostiteljem: {why}</translation>
    </message>
    <message>
        <source>Deal restarts this match: {counts}</source>
        <translation>Ponovljena deljenja v tej igri: {counts}</translation>
    </message>
    <message>
        <source>the host restarted the deal without the players</source>
        <translation>je gostitelj deljenje začel znova brez igralcev</translation>
    </message>
    <message>
        <source>no player took part in the deal</source>
        <translation>pri deljenju ni sodeloval noben igralec</translation>
    </message>
    <message>
        <source>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</source>
        <translation>Deljenje preverjeno: mešanje, deleži in karte vsakega imetnika ključa se ujemajo z razkritimi ključi kroga in krog se natančno ponovi.</translation>
    </message>
    <message>
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Deljenje preverjeno: vse zaveze se ujemajo z razkritimi skrivnostmi in deljenje se natančno ponovi.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>Ta krog je delil gostitelj sam, ker {why}.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New duplicate event</source>
        <translation>Nov turnir v duplikatu</translation>
    </message>
    <message>
        <source>{nick}&apos;s duplicate night</source>
        <translation>Večer v duplikatu ({nick})</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} sekund</translation>
    </message>
    <message>
        <source>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</source>
        <translation>Vse mize hkrati igrajo ista deljenja; vsak igralec se primerja s tistimi, ki so imeli iste karte. Igralci obdržijo številko sedeža in po vsakem krogu deljenj zamenjajo mizo.</translation>
    </message>
    <message>
        <source>Event name:</source>
        <translation>Ime turnirja:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Igra:</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Mize:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Sedežev na mizo:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Deljenja:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Čas za potezo:</translation>
    </message>
    <message>
        <source>Bots in free places:</source>
        <translation>Boti na prostih mestih:</translation>
    </message>
    <message>
        <source>Open registration</source>
        <translation>Odpri prijave</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open for a player</source>
        <translation>Prosto za igralca</translation>
    </message>
    <message>
        <source>Computer – easy</source>
        <translation>Računalnik – lahek</translation>
    </message>
    <message>
        <source>Computer – normal</source>
        <translation>Računalnik – običajen</translation>
    </message>
    <message>
        <source>Computer – strong</source>
        <translation>Računalnik – močan</translation>
    </message>
    <message>
        <source>Computer – expert</source>
        <translation>Računalnik – strokovnjak</translation>
    </message>
    <message>
        <source>Anyone on the network</source>
        <translation>Vsi v omrežju</translation>
    </message>
    <message>
        <source>Players who know the PIN</source>
        <translation>Kdor pozna PIN</translation>
    </message>
    <message>
        <source>Invited players only</source>
        <translation>Samo povabljeni</translation>
    </message>
    <message>
        <source>The PIN needs {min} to {max} characters.</source>
        <translation>PIN potrebuje od {min} do {max} znakov.</translation>
    </message>
    <message>
        <source>The PIN may not contain spaces.</source>
        <translation>PIN ne sme vsebovati presledkov.</translation>
    </message>
    <message>
        <source>Please give the table a name.</source>
        <translation>Prosim, poimenujte mizo.</translation>
    </message>
    <message>
        <source>Table names have at most {n} characters.</source>
        <translation>Imena miz imajo največ {n} znakov.</translation>
    </message>
    <message>
        <source>Only printable characters in the table name, please.</source>
        <translation>V imenu mize so dovoljeni le natisljivi znaki.</translation>
    </message>
    <message>
        <source>{points} points is not offered for {game}.</source>
        <translation>{points} točk za {game} ni na voljo.</translation>
    </message>
    <message>
        <source>Tables have {min} to {max} seats.</source>
        <translation>Mize imajo od {min} do {max} sedežev.</translation>
    </message>
    <message>
        <source>Every seat after yours needs a choice.</source>
        <translation>Za vsak sedež za vašim je treba izbrati.</translation>
    </message>
    <message>
        <source>{seconds} s is not an offered turn time.</source>
        <translation>{seconds} s ni ponujeni čas za potezo.</translation>
    </message>
    <message>
        <source>Knocking exists only in Rommé.</source>
        <translation>Trkanje obstaja samo pri igri Rommé.</translation>
    </message>
    <message>
        <source>Between 1 and {max} watchers, please.</source>
        <translation>Med 1 in {max} gledalcev, prosim.</translation>
    </message>
    <message>
        <source>{nick}&apos;s table</source>
        <translation>Miza: {nick}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Moja miza</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Rommé options</source>
        <translation>Možnosti za Rommé</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <source>Who may sit down</source>
        <translation>Kdo sme sesti</translation>
    </message>
    <message>
        <source>Watchers</source>
        <translation>Gledalci</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Ime mize:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Različica:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Igra do:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Čas za potezo:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Sedeži:</translation>
    </message>
    <message>
        <source>Open seats:</source>
        <translation>Prosti sedeži:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Koliko:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Sedež {n}:</translation>
    </message>
    <message>
        <source>You ({nick})</source>
        <translation>Vi ({nick})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Hand rummy: going out in one go doubles the others&apos; penalties</source>
        <translation>Handglatt: kdor zapre naenkrat, podvoji kazenske točke drugih</translation>
    </message>
    <message>
        <source>Knocking: grab the discard out of turn (+2 penalty cards)</source>
        <translation>Trkanje: odloženo karto vzamete izven vrste (+2 kazenski karti)</translation>
    </message>
    <message>
        <source>Allow watchers (they see the table, never a hand)</source>
        <translation>Dovoli gledalce (vidijo mizo, nikoli kart v roki)</translation>
    </message>
    <message>
        <source> at most</source>
        <translation> največ</translation>
    </message>
    <message>
        <source>Watchers may chat (marked as watching)</source>
        <translation>Gledalci smejo klepetati (označeni kot gledalci)</translation>
    </message>
    <message>
        <source>A watcher may take a seat a player gave up, between rounds</source>
        <translation>Gledalec sme med krogi prevzeti sedež, ki ga je igralec zapustil</translation>
    </message>
    <message>
        <source>Cards hidden from the host</source>
        <translation>Karte skrite tudi pred gostiteljem</translation>
    </message>
    <message>
        <source>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</source>
        <translation>Računalnik vsakega igralca hrani ključ: ta računalnik vidi samo vaše karte in karte botov, ki igrajo na njem (boti nimajo ključa), vsako deljenje pa se preveri ob koncu kroga.</translation>
    </message>
    <message>
        <source>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</source>
        <translation>Potreben je drug računalnik s ključem: če so za mizo samo boti, se karte delijo kot običajno.</translation>
    </message>
    <message>
        <source>6+ digits or a passphrase, for your friends</source>
        <translation>6+ števk ali geslo, za prijatelje</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Odpri mizo</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n igralec</numerusform>
            <numerusform>%n igralca</numerusform>
            <numerusform>%n igralci</numerusform>
            <numerusform>%n igralcev</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Brez časovne omejitve</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundi</numerusform>
            <numerusform>%n sekunde</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuti</numerusform>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>1 – a single round</source>
        <translation>1 – en sam krog</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n točka</numerusform>
            <numerusform>%n točki</numerusform>
            <numerusform>%n točke</numerusform>
            <numerusform>%n točk</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid cards score for you; open with {points} points.</source>
        <translation>Položene karte štejejo v plus; prvo polaganje s {points} točkami.</translation>
    </message>
    <message>
        <source>Cards left in hand are penalties; open with {points} points.</source>
        <translation>Karte v roki so kazenske točke; prvo polaganje s {points} točkami.</translation>
    </message>
</context>
<context>
    <name>NicknameDialog</name>
    <message>
        <source>Please enter a nickname.</source>
        <translation>Vnesite vzdevek.</translation>
    </message>
    <message>
        <source>At most {n} characters, please.</source>
        <translation>Največ {n} znakov, prosim.</translation>
    </message>
    <message>
        <source>Only printable characters, please.</source>
        <translation>Samo natisljivi znaki, prosim.</translation>
    </message>
    <message>
        <source>Welcome to LAN Jolly</source>
        <translation>Dobrodošli v LAN Jolly</translation>
    </message>
    <message>
        <source>Choose the name other players will see at the table.</source>
        <translation>Izberite ime, ki ga bodo drugi igralci videli za mizo.</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Vzdevek</translation>
    </message>
</context>
<context>
    <name>Plate</name>
    <message>
        <source>{name}  (bot)</source>
        <translation>{name}  (robot)</translation>
    </message>
    <message>
        <source>{points} pts • {cards}</source>
        <translation>{points} t. • {cards}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>že polagal</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>še ni polagal</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} t.</translation>
    </message>
</context>
<context>
    <name>PlayNowDialog</name>
    <message>
        <source>Play now</source>
        <translation>Igraj zdaj</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Igra:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Dolžina igre:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Računalniški igralci:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <source>Player Info</source>
        <translation>Informacije o igralcu</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Vzdevek:</translation>
    </message>
    <message>
        <source>Identity code:</source>
        <translation>Identitetna koda:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Odigrane igre:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Dobljene igre:</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Odigrani krogi:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Dosežki</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Igre</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Dobljene</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Točk na krog</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Za to mizo</translation>
    </message>
    <message>
        <source>Playing:</source>
        <translation>Igrajo:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nihče</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>Gledajo:</translation>
    </message>
    <message>
        <source>Watchers:</source>
        <translation>Gledalci:</translation>
    </message>
    <message>
        <source>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</source>
        <translation>Vaša identitetna koda. Drugi igralci jo vidijo; če se prijatelju kdaj spremeni, se morda nekdo izdaja zanj.</translation>
    </message>
    <message>
        <source>{won} ({share} %)</source>
        <translation>{won} ({share} %)</translation>
    </message>
    <message>
        <source>Statistics are kept on this computer only.</source>
        <translation>Statistika ostane samo na tem računalniku.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>V redu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uveljavi</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>move {n}, by {name}, is not allowed by the rules</source>
        <translation>poteza {n} igralca {name} po pravilih ni dovoljena</translation>
    </message>
    <message>
        <source>move {n} is not allowed by the rules</source>
        <translation>poteza {n} po pravilih ni dovoljena</translation>
    </message>
    <message>
        <source>the cards dealt differ from what the players&apos; secrets determine</source>
        <translation>razdeljene karte se razlikujejo od tistih, ki jih določajo skrivnosti igralcev</translation>
    </message>
    <message>
        <source>the table after move {n} differs from what the players&apos; secrets determine</source>
        <translation>miza po potezi {n} se razlikuje od tiste, ki jo določajo skrivnosti igralcev</translation>
    </message>
    <message>
        <source>a player&apos;s secret does not match the commitment made before the deal</source>
        <translation>skrivnost enega od igralcev se ne ujema z zavezo pred deljenjem</translation>
    </message>
    <message>
        <source>the file is not a LAN Jolly round record</source>
        <translation>datoteka ni zapis kroga LAN Jolly</translation>
    </message>
    <message>
        <source>the record does not hold the whole round</source>
        <translation>zapis ne vsebuje celega kroga</translation>
    </message>
    <message>
        <source>the record is incomplete or damaged</source>
        <translation>zapis je nepopoln ali poškodovan</translation>
    </message>
</context>
<context>
    <name>RefusedPage</name>
    <message>
        <source>This round record was refused</source>
        <translation>Ta zapis kroga je bil zavrnjen</translation>
    </message>
    <message>
        <source>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</source>
        <translation>{path}

Ne prestane preverjanja »lanjolly verify«: {reason}.

Nič iz njega ni prikazano, ker ga ni mogoče ločiti od ponaredka.</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>a watcher</source>
        <translation>gledalec</translation>
    </message>
    <message>
        <source>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Preverjeno: računalniki igralcev so karte premešali z dokazi, vsaka karta se je odprla z deleži imetnikov ključev in vseh {moves} potez sledi pravilom. Krog {n}, posnel: {who}.</translation>
    </message>
    <message>
        <source>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Preverjeno: karte so bile razdeljene iz skrivnosti igralcev samih in vseh {moves} potez sledi pravilom. Krog {n}, posnel: {who}.</translation>
    </message>
    <message>
        <source>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</source>
        <translation>Deljenje preverjeno: računalniki igralcev so mešali z dokazi in vsaka poteza sledi pravilom.</translation>
    </message>
    <message>
        <source>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</source>
        <translation>Deljenje preverjeno: izhaja iz skrivnosti igralcev samih in vsaka poteza sledi pravilom.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Začetek</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Nazaj</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Predvajaj</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Naprej ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Konec ▶|</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Poteza </translation>
    </message>
    <message>
        <source>Follow {name}</source>
        <translation>Sledi: {name}</translation>
    </message>
    <message>
        <source>Export round…</source>
        <translation>Izvozi krog…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every hand, face up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vse karte v rokah, odkrite&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Poteze&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Premor</translation>
    </message>
    <message>
        <source>Step {k} / {n}</source>
        <translation>Korak {k} / {n}</translation>
    </message>
    <message>
        <source>Export round</source>
        <translation>Izvozi krog</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Zapisi krogov (*.json)</translation>
    </message>
    <message>
        <source>Could not export: {err}</source>
        <translation>Izvoz ni uspel: {err}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Round record refused</source>
        <translation>Zapis kroga zavrnjen</translation>
    </message>
    <message>
        <source>Replay: round {n}</source>
        <translation>Ponovitev: krog {n}</translation>
    </message>
</context>
<context>
    <name>ResultBoard</name>
    <message>
        <source>Round over</source>
        <translation>Krog končan</translation>
    </message>
    <message>
        <source>Round {n}: the stock ran out, nobody went out</source>
        <translation>Krog {n}: kup za vlečenje je prazen, nihče ni zaprl</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out</source>
        <translation>Krog {n}: {nick} je zaprl</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</source>
        <translation>Krog {n}: {nick} je zaprl naenkrat: Hand-Jolly, dvojno!</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</source>
        <translation>Krog {n}: {nick} je zaprl naenkrat: handglatt, kazenske točke dvojno!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>še %n karta</numerusform>
            <numerusform>še %n karti</numerusform>
            <numerusform>še %n karte</numerusform>
            <numerusform>še %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>brez kart</translation>
    </message>
    <message>
        <source>laid {points}</source>
        <translation>položeno {points}</translation>
    </message>
    <message>
        <source>in hand {points}</source>
        <translation>v roki {points}</translation>
    </message>
    <message>
        <source>out {points}</source>
        <translation>zapiranje {points}</translation>
    </message>
    <message>
        <source>round {points}</source>
        <translation>krog {points}</translation>
    </message>
    <message>
        <source>round {points} penalty</source>
        <translation>krog {points} kazen</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>skupaj {points}</translation>
    </message>
    <message>
        <source>Deal verification: waiting for the reveal…</source>
        <translation>Preverjanje deljenja: čakam na razkritje…</translation>
    </message>
</context>
<context>
    <name>ResultsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Lestvica</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Deljenja</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Mesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sedež</translation>
    </message>
    <message>
        <source>Matchpoints</source>
        <translation>Primerjalne točke</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Odstotek</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Razlika</translation>
    </message>
    <message>
        <source>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</source>
        <translation>Po {n} od {total} deljenj. Primerjalne točke: 2 za vsakega premaganega igralca na tvojem sedežu v istem deljenju, 1 za izenačenje.</translation>
    </message>
    <message>
        <source>The standings appear here when every table has played the first board.</source>
        <translation>Lestvica se pokaže tukaj, ko vse mize odigrajo prvo deljenje.</translation>
    </message>
    <message>
        <source>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</source>
        <translation>Vsaka celica: točke deljenja (primerjalne točke). * v tem deljenju je namesto igralca igral bot.</translation>
    </message>
    <message numerus="yes">
        <source>(a bot played for them on %n board(s))</source>
        <translation>
            <numerusform>(namesto njega je igral bot v %n deljenju)</numerusform>
            <numerusform>(namesto njega je igral bot v %n deljenjih)</numerusform>
            <numerusform>(namesto njega je igral bot v %n deljenjih)</numerusform>
            <numerusform>(namesto njega je igral bot v %n deljenjih)</numerusform>
        </translation>
    </message>
    <message>
        <source>a bot played some of this player&apos;s turns</source>
        <translation>bot je odigral nekaj potez tega igralca</translation>
    </message>
    <message>
        <source>the player was not at the table; a bot played the board</source>
        <translation>igralca ni bilo za mizo; deljenje je odigral bot</translation>
    </message>
    <message>
        <source>the table fell behind; bots finished the board</source>
        <translation>miza je zaostala; deljenje so do konca odigrali boti</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</source>
        <translation>§N je številka pravila v celotnih, oštevilčenih pravilih igre; številke so v vseh jezikih enake.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</source>
        <translation>Dva cela kompleta in šest jokerjev: 110 kart. Vsak dobi 13; ostale so kup za vlečenje, zakrite. Kup za odlaganje je na začetku prazen.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Poteza</translation>
    </message>
    <message>
        <source>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</source>
        <translation>Vzemite eno karto, nato po želji položite kombinacije, polagajte karte ob kombinacije na mizi ali zamenjajte jokerja, na koncu pa odložite eno karto na kup za odlaganje. Karte, vzete s kupa za odlaganje v tej potezi, ne smete takoj vrniti.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinacije</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</source>
        <translation>Niz so tri ali štiri karte enake vrednosti v različnih barvah. Zaporedje so tri ali več zaporednih kart iste barve; as je pod 2 ali nad kraljem, nikoli oboje hkrati. Nobena kombinacija nima iste karte dvakrat.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokerji</translation>
    </message>
    <message>
        <source>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</source>
        <translation>Joker lahko nadomesti katero koli karto. V zaporedju dva jokerja nikoli ne ležita drug ob drugem, niz ima največ enega jokerja, prav tako kombinacija treh kart. Po prvem polaganju smete jokerja vzeti z mize, če na njegovo mesto položite prav karto, ki jo nadomešča.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Prvo polaganje</translation>
    </message>
    <message>
        <source>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</source>
        <translation>Vaše prve kombinacije v krogu morajo skupaj doseči vrednost prvega polaganja (40 pri igri Jolly, 30 pri Rommé). Polaganje ob druge kombinacije in menjava jokerjev sta mogoča od naslednje poteze.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Zapiranje</translation>
    </message>
    <message>
        <source>You go out by discarding your last card; you always keep one card for that final discard.</source>
        <translation>Zaprete tako, da odložite zadnjo karto; eno karto vedno obdržite za to zadnje odlaganje.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</source>
        <translation>Vsaka poteza ima časovno omejitev. Ko se izteče, miza namesto vas vleče in odloži ter to zapiše v zgodovino potez.</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>Kup za odlaganje</translation>
    </message>
    <message>
        <source>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</source>
        <translation>Kup za odlaganje leži razprt. Od poteze po prvem polaganju smete vzeti katero koli karto z njega skupaj z vsemi kartami nad njo, če imate potem največ 20 kart.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Točkovanje</translation>
    </message>
    <message>
        <source>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</source>
        <translation>Položene karte štejejo v plus, karte v roki v minus (as 25, joker 50), zapiranje prinese še 30. Kdor zapre že v potezi prvega polaganja, dobi vse dvojno: Hand-Jolly.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Rounds go on until someone reaches the target; the highest total wins.</source>
        <translation>Krogi se vrstijo, dokler nekdo ne doseže cilja; zmaga najvišji seštevek.</translation>
    </message>
    <message>
        <source>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</source>
        <translation>Vsak, ne glede na prvo polaganje, sme namesto s kupa za vlečenje vzeti vrhnjo karto s kupa za odlaganje.</translation>
    </message>
    <message>
        <source>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</source>
        <translation>Štejejo le karte, ki ostanejo v roki, kot kazenske točke (as 15, joker 30); kdor zapre, ne dobi nič. Kdor položi vse karte v eni potezi, ne da bi prej polagal, podvoji kazenske točke vseh drugih.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Trkanje</translation>
    </message>
    <message>
        <source>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</source>
        <translation>Če miza to dovoli, lahko potrkate in vzamete pravkar odloženo karto, preden naslednji igralec vleče; zraven vzamete dve kazenski karti in takoj odigrate svojo potezo.</translation>
    </message>
    <message>
        <source>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</source>
        <translation>Kdor preseže cilj, izpade (rdeči X); zmaga zadnji, ki ostane. Pri cilju 1 odloči en sam krog.</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Kaj kaže miza</translation>
    </message>
    <message>
        <source>Blue line</source>
        <translation>Modra črta</translation>
    </message>
    <message>
        <source>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</source>
        <translation>Modro podčrtane karte lahko zdaj položite skupaj. »Uredi« (A) postavi vsako tako skupino skupaj.</translation>
    </message>
    <message>
        <source>Green arrows</source>
        <translation>Zelene puščice</translation>
    </message>
    <message>
        <source>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</source>
        <translation>Medtem ko vlečete karto, zelena puščica označi vsak konec kombinacije, kamor jo pravila zdaj sprejmejo.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Oranžni obroč</translation>
    </message>
    <message>
        <source>A card you took from the discard pile this turn.</source>
        <translation>Karta, ki ste jo v tej potezi vzeli s kupa za odlaganje.</translation>
    </message>
    <message>
        <source>Gold ring and “!”</source>
        <translation>Zlati obroč in »!«</translation>
    </message>
    <message>
        <source>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</source>
        <translation>Kdo je na vrsti; trak na tablici je preostali čas, v zadnjih 10 sekundah rdeč.</translation>
    </message>
    <message>
        <source>Badges</source>
        <translation>Oznake</translation>
    </message>
    <message>
        <source>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</source>
        <translation>Ob koncu kroga vsaka karta pokaže svoje točke: zeleno za položene karte, rdeče za karte v roki.</translation>
    </message>
    <message>
        <source>Dashed slot</source>
        <translation>Črtkano mesto</translation>
    </message>
    <message>
        <source>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</source>
        <translation>Spustite karto na območje svojih kombinacij ali na črtkano mesto, da začnete novo kombinacijo.</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Tipke za mizo</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>How to play</source>
        <translation>Kako igrati</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Oznake</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tipke</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Točkovnik</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Ponovi krog…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move timer</source>
        <translation>Čas poteze</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Informacije o igralcu</translation>
    </message>
    <message>
        <source>Your statistics and key (I)</source>
        <translation>Vaša statistika in ključ (I)</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Povabi</translation>
    </message>
    <message>
        <source>Invite someone to this table</source>
        <translation>Povabi nekoga za to mizo</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Po barvi</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Po vrednosti</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Točkovnik</translation>
    </message>
    <message>
        <source>Time bank {time}</source>
        <translation>Časovna rezerva {time}</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Razvrsti karte po barvi (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Razvrsti karte po vrednosti (R)</translation>
    </message>
    <message>
        <source>Every round&apos;s points (P)</source>
        <translation>Točke vsakega kroga (P)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Klepet</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Poteze</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>Miza z besedami</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>brez omejitve</translation>
    </message>
</context>
<context>
    <name>SoloDialog</name>
    <message>
        <source>Board set against the bots</source>
        <translation>Deljenja proti botom</translation>
    </message>
    <message>
        <source>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</source>
        <translation>Prijatelji z isto kodo, igro, sedeži, deljenji in boti dobijo iste karte in igrajo proti istim botom. Današnja koda je deljenje dneva.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Koda:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Igra:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Sedeži:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Deljenja:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Boti:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <source>A code is 1 to 40 letters, digits, spaces or . : / + - _</source>
        <translation>Koda ima od 1 do 40 črk, števk, presledkov ali . : / + - _</translation>
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
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fant</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kralj</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>križ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srce</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>Čakam na deljenje</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Vaša roka: {cards}</translation>
    </message>
    <message>
        <source>Being laid by you</source>
        <translation>Pravkar polagate</translation>
    </message>
    <message>
        <source>{name}: {cards}, {points} points</source>
        <translation>{name}: {cards}, {points} točk</translation>
    </message>
    <message>
        <source>Melds on the table: {n}</source>
        <translation>Kombinacije na mizi: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}, the top one first</source>
        <translation>Kup za odlaganje: {cards}, najprej vrhnja</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Kup za vlečenje: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Drugi igralci</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Krog je končan</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>Put some cards here first.</source>
        <translation>Najprej sem položite nekaj kart.</translation>
    </message>
</context>
<context>
    <name>StockItem</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>še %n</numerusform>
            <numerusform>še %n</numerusform>
            <numerusform>še %n</numerusform>
            <numerusform>še %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Povezava prekinjena — ponovno povezovanje…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>Povezava z mizo je izgubljena.</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>Čakam na deljenje…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Igre je konec.</translation>
    </message>
    <message>
        <source>Round over. Press Next (N) when you are ready.</source>
        <translation>Krog je končan. Ko boste pripravljeni, pritisnite »Naprej« (N).</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} igra…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>Za odloženo karto lahko potrkate (K).</translation>
    </message>
    <message>
        <source>The others may knock for the discard: your draw comes in {n} s.</source>
        <translation>Drugi lahko potrkajo za odloženo karto: vlečete čez {n} s.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</source>
        <translation>Na vrsti ste: vlecite s kupa (D) ali vzemite vrhnjo odloženo karto (kliknite nanjo ali pritisnite 1).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</source>
        <translation>Na vrsti ste: vlecite s kupa (D) ali kliknite odloženo karto, da jo vzamete (1–9 izbere k-to od vrha).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>Na vrsti ste: vlecite s kupa (kliknite ga ali pritisnite D).</translation>
    </message>
    <message>
        <source>Press Lay cards (L) to lay them.</source>
        <translation>Pritisnite »Položi« (L), da jih položite.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Položite karte, jih povlecite k kombinacijam in nato odložite: kliknite karto ali jo povlecite na kup.</translation>
    </message>
    <message>
        <source>Your combinations do not reach the opening yet.</source>
        <translation>Vaše kombinacije še ne dosežejo prvega polaganja.</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>Odloči en krog</translation>
    </message>
    <message>
        <source>Play to {points}</source>
        <translation>Igra do {points}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Krog {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Skupaj</translation>
    </message>
</context>
<context>
    <name>TableListModel</name>
    <message>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gostitelj</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Sedeži</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stanje</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Dostop</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>čaka na igralce</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>igra poteka</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>končano</translation>
    </message>
    <message>
        <source>open</source>
        <translation>odprta</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>invited</source>
        <translation>povabljeni</translation>
    </message>
    <message>
        <source>{access} · cards hidden from host</source>
        <translation>{access} · karte skrite tudi pred gostiteljem</translation>
    </message>
    <message>
        <source>⚠ key changed · {access}</source>
        <translation>⚠ ključ spremenjen · {access}</translation>
    </message>
    <message>
        <source>{table} hosted by {host} at {address}</source>
        <translation>{table}, gostitelj {host}, na {address}</translation>
    </message>
    <message>
        <source>Private: you need the table PIN.</source>
        <translation>Zasebno: potrebujete PIN mize.</translation>
    </message>
    <message>
        <source>Invited players only.</source>
        <translation>Samo povabljeni igralci.</translation>
    </message>
    <message>
        <source>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</source>
        <translation>Karte skrite tudi pred gostiteljem: nihče, niti gostitelj, ne vidi karte, preden je javna. Karte botov vidi računalnik, ki jih poganja.</translation>
    </message>
    <message>
        <source>WARNING: this host&apos;s key changed since you last played there.</source>
        <translation>OPOZORILO: ključ tega gostitelja se je od vaše zadnje igre tam spremenil.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard pile</source>
        <translation>Kup za odlaganje</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Vaše kombinacije</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>Kombinacije: {nick}</translation>
    </message>
    <message>
        <source>new meld</source>
        <translation>nova kombinacija</translation>
    </message>
</context>
<context>
    <name>TableSitting</name>
    <message>
        <source>Opening a practice table…</source>
        <translation>Odpiram vadbeno mizo…</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Gostiteljev ključ se je spremenil</translation>
    </message>
    <message>
        <source>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</source>
        <translation>Miza »{table}« je podpisana z drugim ključem kot ob zadnji igri z {host}. Morda se nekdo izdaja za tega gostitelja. Ne pridružim se.</translation>
    </message>
    <message>
        <source>Private table</source>
        <translation>Zasebna miza</translation>
    </message>
    <message>
        <source>PIN for &apos;{table}&apos;:</source>
        <translation>PIN za »{table}«:</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Gledanje ni mogoče</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Pridružitev ni uspela</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>Gostitelj se ni odzval.</translation>
    </message>
    <message>
        <source>Not the table you were invited to</source>
        <translation>To ni miza, na katero ste bili povabljeni</translation>
    </message>
    <message>
        <source>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</source>
        <translation>Gostitelj na {address} ima drug ključ, kot ga navaja povabilo. Morda se nekdo izdaja zanj. Ne pridružim se.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <source>Back in the lobby.</source>
        <translation>Spet v preddverju.</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>{nick} je povabljen.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • prvo polaganje {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>s trkanjem</translation>
    </message>
    <message>
        <source>cards hidden from the host</source>
        <translation>karte skrite tudi pred gostiteljem</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nihče</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Igre je konec: zmagal je {names}.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Igralna miza</translation>
    </message>
    <message>
        <source>Lay cards ({n})</source>
        <translation>Položi ({n})</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Položi</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Pokaži mizo</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Pokaži rezultat</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Krog končan</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Deljenje…</translation>
    </message>
    <message>
        <source>Waiting for knocks… {n}</source>
        <translation>Čakam na trkanje… {n}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Na vrsti ste</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Na vrsti: {name}</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Najprej vzemite karto: kliknite kup za vlečenje (D) ali kup za odlaganje.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>Na vrsti je {name}; medtem lahko razvrstite svoje karte.</translation>
    </message>
    <message>
        <source>To throw away a joker, drag it onto the discard pile: a click never discards one.</source>
        <translation>Če želite odložiti jokerja, ga povlecite na kup za odlaganje: klik jokerja nikoli ne odloži.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>točk: {n}</translation>
    </message>
    <message>
        <source>Opening: {n} / {need}</source>
        <translation>Prvo polaganje: {n} / {need}</translation>
    </message>
    <message>
        <source>laid {n}</source>
        <translation>položeno {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>v roki {n}</translation>
    </message>
    <message>
        <source>opening needs {n}</source>
        <translation>prvo polaganje: {n}</translation>
    </message>
    <message>
        <source> ({name}&apos;s meld)</source>
        <translation> (kombinacija: {name})</translation>
    </message>
</context>
<context>
    <name>TurnAlert</name>
    <message>
        <source>Your turn</source>
        <translation>Na vrsti ste</translation>
    </message>
    <message>
        <source>{table}: it is your turn to draw.</source>
        <translation>{table}: na vrsti ste za vlečenje.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>Začni zdaj (roboti zasedejo proste sedeže)</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Povabi…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <source>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</source>
        <translation>{game} do {points} · zasedenih {taken} od {seats} sedežev · čakam na igralce. Igra se začne, ko so zasedeni vsi sedeži.</translation>
    </message>
    <message>
        <source>open — waiting for a player</source>
        <translation>prosto — čaka na igralca</translation>
    </message>
    <message>
        <source>{nick} (computer, {strength})</source>
        <translation>{nick} (računalnik, {strength})</translation>
    </message>
    <message>
        <source>{nick} (connecting…)</source>
        <translation>{nick} (se povezuje…)</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <source>Address: {address}    Table code: {code}</source>
        <translation>Naslov: {address}    Koda mize: {code}</translation>
    </message>
</context>
<context>
    <name>WatchTable</name>
    <message>
        <source>Take a seat</source>
        <translation>Sedi za mizo</translation>
    </message>
    <message>
        <source>Watchers may not chat at this table.</source>
        <translation>Gledalci za to mizo ne smejo klepetati.</translation>
    </message>
    <message>
        <source>Take {name}&apos;s seat</source>
        <translation>Prevzemi sedež: {name}</translation>
    </message>
    <message>
        <source>Take seat {n}</source>
        <translation>Prevzemi sedež {n}</translation>
    </message>
    <message>
        <source>You are watching. Waiting for the deal…</source>
        <translation>Gledate. Čakam na deljenje…</translation>
    </message>
    <message>
        <source>You are watching. Round over.</source>
        <translation>Gledate. Krog je končan.</translation>
    </message>
    <message>
        <source>You are watching: {name} is playing.</source>
        <translation>Gledate: igra {name}.</translation>
    </message>
    <message>
        <source>You are watching: only the players move.</source>
        <translation>Gledate: poteze delajo le igralci.</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Krog končan</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Na vrsti: {name}</translation>
    </message>
</context>
<context>
    <name>WatchersStrip</name>
    <message>
        <source>Watching: {names}</source>
        <translation>Gledajo: {names}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>easy</source>
        <translation>lahek</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>običajen</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>močan</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>strokovnjak</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Sedež {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n točka</numerusform>
            <numerusform>%n točki</numerusform>
            <numerusform>%n točke</numerusform>
            <numerusform>%n točk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n kazenska točka</numerusform>
            <numerusform>%n kazenski točki</numerusform>
            <numerusform>%n kazenske točke</numerusform>
            <numerusform>%n kazenskih točk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karti</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n igralec</numerusform>
            <numerusform>%n igralca</numerusform>
            <numerusform>%n igralci</numerusform>
            <numerusform>%n igralcev</numerusform>
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
        <translation>Sedež {n}</translation>
    </message>
    <message>
        <source>{who} dealt {n} cards each</source>
        <translation>{who} je vsakemu razdelil {n} kart</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} je vlekel s kupa</translation>
    </message>
    <message>
        <source>{who} took {cards} from the discard pile</source>
        <translation>{who} je s kupa za odlaganje vzel {cards}</translation>
    </message>
    <message>
        <source>{who} laid {cards}</source>
        <translation>{who} je položil {cards}</translation>
    </message>
    <message>
        <source>{who} added {card} to a meld</source>
        <translation>{who} je položil {card} ob kombinacijo</translation>
    </message>
    <message>
        <source>{who} swapped {card} for the {joker}</source>
        <translation>{who} je zamenjal {card} za {joker}</translation>
    </message>
    <message>
        <source>{who} swapped a joker</source>
        <translation>{who} je zamenjal jokerja</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} je odložil {card}</translation>
    </message>
    <message>
        <source>{card} was discarded for {who}</source>
        <translation>Za igralca {who} je bila odložena karta {card}</translation>
    </message>
    <message>
        <source>{who} ran out of time</source>
        <translation>{who} je prekoračil čas</translation>
    </message>
    <message>
        <source>{who} knocked for {card} (+{n} cards)</source>
        <translation>{who} je potrkal za {card} (+{n} karte)</translation>
    </message>
    <message>
        <source>{who} went out</source>
        <translation>{who} je zaprl</translation>
    </message>
    <message>
        <source>The stock ran out</source>
        <translation>Kup za vlečenje je prazen</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock ({n} cards)</source>
        <translation>Kup za odlaganje je bil premešan v nov kup za vlečenje ({n} kart)</translation>
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
        <translation>Gledalci niso dovoljeni</translation>
    </message>
    <message>
        <source>Up to {n} watchers</source>
        <translation>Do {n} gledalcev</translation>
    </message>
    <message>
        <source>they may chat</source>
        <translation>smejo klepetati</translation>
    </message>
    <message>
        <source>no watcher chat</source>
        <translation>brez klepeta za gledalce</translation>
    </message>
    <message>
        <source>they may take a free seat between rounds</source>
        <translation>med krogi smejo prevzeti prost sedež</translation>
    </message>
</context>
</TS>
