<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl_SI" sourcelanguage="en">
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
    <name>LanServices</name>
    <message>
        <source>LAN discovery is turned off; join by address or with an invite link.</source>
        <translation>Iskanje miz v omrežju je izklopljeno; pridružite se po naslovu ali s povezavo povabila.</translation>
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
        <source>Play now</source>
        <translation>Igraj zdaj</translation>
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
        <source>Player Info…</source>
        <translation>Informacije o igralcu…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
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
        <source>Could not join</source>
        <translation>Pridružitev ni uspela</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Gledanje ni mogoče</translation>
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
        <source>Invite</source>
        <translation>Povabi</translation>
    </message>
    <message>
        <source>Only the table&apos;s host can invite. Share the address instead.</source>
        <translation>Povabi lahko le gostitelj mize. Namesto tega delite naslov.</translation>
    </message>
    <message>
        <source>&lt;your address&gt;</source>
        <translation>&lt;vaš naslov&gt;</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now. Send this invite link instead (put in your address):

{link}</source>
        <translation>V omrežju trenutno ni videti nikogar drugega. Namesto tega pošljite to povezavo povabila (vstavite svoj naslov):

{link}</translation>
    </message>
    <message>
        <source>Invite whom?</source>
        <translation>Koga povabim?</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>{nick} je povabljen.</translation>
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
    <name>MyPlateItem</name>
    <message>
        <source>{name}   {points} pts</source>
        <translation>{name}   {points} t.</translation>
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
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Deljenje preverjeno: vse zaveze se ujemajo z razkritimi skrivnostmi in deljenje se natančno ponovi.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>Ta krog je delil gostitelj sam, ker {why}.</translation>
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
        <source>watcher</source>
        <translation>gledalec</translation>
    </message>
    <message>
        <source>✔ Verified like &apos;lanjolly verify&apos;: {msg}. Round {n}, recorded by {who}.</source>
        <translation>✔ Preverjeno kot z »lanjolly verify«: {msg}. Krog {n}, zapisal {who}.</translation>
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
            <numerusform>ostala je %n karta</numerusform>
            <numerusform>ostali sta %n karti</numerusform>
            <numerusform>ostale so %n karte</numerusform>
            <numerusform>ostalo je %n kart</numerusform>
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
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Točkovnik</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Ponovi krog…</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins.</source>
        <translation>
            <numerusform>Zmaga, kdor prvi doseže %n točko.</numerusform>
            <numerusform>Zmaga, kdor prvi doseže %n točki.</numerusform>
            <numerusform>Zmaga, kdor prvi doseže %n točke.</numerusform>
            <numerusform>Zmaga, kdor prvi doseže %n točk.</numerusform>
        </translation>
    </message>
    <message>
        <source>One round decides.</source>
        <translation>Odloči en krog.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n penalty point(s) and you are out.</source>
        <translation>
            <numerusform>Nad %n kazensko točko izpadete.</numerusform>
            <numerusform>Nad %n kazenskima točkama izpadete.</numerusform>
            <numerusform>Nad %n kazenskimi točkami izpadete.</numerusform>
            <numerusform>Nad %n kazenskimi točkami izpadete.</numerusform>
        </translation>
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
    <name>SeatItem</name>
    <message>
        <source>{name}  (bot)</source>
        <translation>{name}  (robot)</translation>
    </message>
    <message>
        <source>{points} pts • {cards}</source>
        <translation>{points} t. • {cards}</translation>
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
        <source>Invite</source>
        <translation>Povabi</translation>
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
        <source>Sort your hand by suit (S)</source>
        <translation>Razvrsti karte po barvi (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Razvrsti karte po vrednosti (R)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Klepet</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>brez omejitve</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Kombinacija potrebuje vsaj 3 karte.</translation>
    </message>
    <message>
        <source>Put some cards here first.</source>
        <translation>Najprej sem položite nekaj kart.</translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>Prvo polaganje mora biti vredno vsaj {needed} točk; te kombinacije so vredne {total}.</translation>
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
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Vaše kombinacije</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>Kombinacije: {nick}</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Položi modro podčrtane kombinacije (L)</translation>
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
        <source>Knock</source>
        <translation>Potrkaj</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Vzemi pravkar odloženo karto in še dve s kupa za vlečenje (K)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Zapusti</translation>
    </message>
    <message>
        <source>Playing to {points}</source>
        <translation>Igra do {points}</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>Odloči en krog</translation>
    </message>
    <message numerus="yes">
        <source>Out above %n penalty point(s)</source>
        <translation>
            <numerusform>Izpad nad %n kazensko točko</numerusform>
            <numerusform>Izpad nad %n kazenskima točkama</numerusform>
            <numerusform>Izpad nad %n kazenskimi točkami</numerusform>
            <numerusform>Izpad nad %n kazenskimi točkami</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • prvo polaganje {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>s trkanjem</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Igre je konec: zmagal je {names}.</translation>
    </message>
    <message>
        <source>Match over: nobody won.</source>
        <translation>Igre je konec: nihče ni zmagal.</translation>
    </message>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Povezava prekinjena — ponovno povezovanje…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>Povezava z mizo je izgubljena.</translation>
    </message>
    <message>
        <source>Opening: {total} / {needed}</source>
        <translation>Prvo polaganje: {total} / {needed}</translation>
    </message>
    <message>
        <source>Your new melds — click a card to take it back</source>
        <translation>Vaše nove kombinacije — kliknite karto, da jo vzamete nazaj</translation>
    </message>
    <message>
        <source>Drop here to build a new meld</source>
        <translation>Spustite sem za novo kombinacijo</translation>
    </message>
    <message>
        <source>opening needs {points}</source>
        <translation>prvo polaganje: {points}</translation>
    </message>
    <message>
        <source>Lay cards ({points})</source>
        <translation>Položi ({points})</translation>
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
        <source>Your turn</source>
        <translation>Na vrsti ste</translation>
    </message>
    <message>
        <source>{nick}&apos;s turn</source>
        <translation>Na vrsti: {nick}</translation>
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
        <source>Round over. Press Next when you are ready.</source>
        <translation>Krog je končan. Ko boste pripravljeni, pritisnite »Naprej«.</translation>
    </message>
    <message>
        <source>{nick} is playing…</source>
        <translation>{nick} igra…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>Za odloženo karto lahko potrkate (K).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>Na vrsti ste: vlecite s kupa (kliknite ga ali pritisnite D).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock, or click a discard to take it and all cards after it.</source>
        <translation>Na vrsti ste: vlecite s kupa ali kliknite odloženo karto, da vzamete njo in vse za njo.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D). The discard pile opens to you once you have laid your opening.</source>
        <translation>Na vrsti ste: vlecite s kupa (D). Kup za odlaganje vam je na voljo po prvem polaganju.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top discard.</source>
        <translation>Na vrsti ste: vlecite s kupa ali vzemite vrhnjo odloženo karto.</translation>
    </message>
    <message>
        <source>Press Lay cards to lay them.</source>
        <translation>Pritisnite »Položi«, da jih položite.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Položite karte, jih povlecite k kombinacijam in nato odložite: kliknite karto ali jo povlecite na kup.</translation>
    </message>
    <message numerus="yes">
        <source>Your opening needs %n point(s).</source>
        <translation>
            <numerusform>Prvo polaganje potrebuje %n točko.</numerusform>
            <numerusform>Prvo polaganje potrebuje %n točki.</numerusform>
            <numerusform>Prvo polaganje potrebuje %n točke.</numerusform>
            <numerusform>Prvo polaganje potrebuje %n točk.</numerusform>
        </translation>
    </message>
    <message>
        <source>No combination to lay yet.</source>
        <translation>Še ni kombinacije za polaganje.</translation>
    </message>
    <message>
        <source>Your opening: {points}. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Vaše prvo polaganje: {points}. Kliknite karto, da jo vzamete nazaj, povlecite še karte in pritisnite »Položi«.</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Najprej vzemite karto: kliknite kup za vlečenje (D) ali kup za odlaganje.</translation>
    </message>
    <message>
        <source>It is {nick}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>Na vrsti je {nick}; medtem lahko razvrstite svoje karte.</translation>
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
        <source>{who} ran out of time; {card} was discarded</source>
        <translation>{who} je prekoračil čas; odložena je bila {card}</translation>
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
