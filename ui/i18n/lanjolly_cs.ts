<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Arrange</source>
        <translation>Seřadit</translation>
    </message>
    <message>
        <source>Put the combinations you could lay side by side (A)</source>
        <translation>Dát kombinace, které můžete vyložit, vedle sebe (A)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vzít zpět</translation>
    </message>
    <message>
        <source>Return the staged cards to your hand (Esc)</source>
        <translation>Vrátit připravené karty do ruky (Esc)</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Vyložit</translation>
    </message>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Vyložit modře podtržené kombinace (L)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Zaklepat</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Vzít právě odhozenou kartu a k ní dvě z lízacího balíčku (K)</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ukázat výsledky</translation>
    </message>
    <message>
        <source>Switch between the results and the table (V)</source>
        <translation>Přepnout mezi výsledky a stolem (V)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Ready for the next round (N)</source>
        <translation>Připraven na další kolo (N)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Opustit hru</translation>
    </message>
    <message>
        <source>Leave the table (Ctrl+W)</source>
        <translation>Opustit stůl (Ctrl+W)</translation>
    </message>
    <message>
        <source>Knock ({n})</source>
        <translation>Zaklepat ({n})</translation>
    </message>
</context>
<context>
    <name>BotStrength</name>
    <message>
        <source>Easy</source>
        <translation>Lehký</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silný</translation>
    </message>
</context>
<context>
    <name>ChatWidget</name>
    <message>
        <source>Say something…</source>
        <translation>Napište něco…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Odeslat</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>V tomto tahu jste už lízali.</translation>
    </message>
    <message>
        <source>The stock is being reshuffled.</source>
        <translation>Lízací balíček se právě míchá.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Nejdřív si lízněte kartu.</translation>
    </message>
    <message>
        <source>You can lay off only after your opening.</source>
        <translation>Přikládat můžete až po prvním vyložení.</translation>
    </message>
    <message>
        <source>You can swap a joker only after your opening.</source>
        <translation>Vyměnit žolíka můžete až po prvním vyložení.</translation>
    </message>
    <message>
        <source>You can lay off from your next turn on, not in the turn you opened.</source>
        <translation>Přikládat můžete od příštího tahu, ne v tahu prvního vyložení.</translation>
    </message>
    <message>
        <source>You can swap a joker from your next turn on, not in the turn you opened.</source>
        <translation>Vyměnit žolíka můžete od příštího tahu, ne v tahu prvního vyložení.</translation>
    </message>
    <message>
        <source>You may take from the discard pile only after your opening.</source>
        <translation>Z odkládacího balíčku smíte brát až po prvním vyložení.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile has %n card(s).</source>
        <translation>
            <numerusform>Odkládací balíček má %n kartu.</numerusform>
            <numerusform>Odkládací balíček má %n karty.</numerusform>
            <numerusform>Odkládací balíček má %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be taken.</source>
        <translation>Z odkládacího balíčku smíte vzít jen vrchní kartu.</translation>
    </message>
    <message numerus="yes">
        <source>You may not hold more than %n card(s).</source>
        <translation>
            <numerusform>V ruce nesmíte mít víc než %n kartu.</numerusform>
            <numerusform>V ruce nesmíte mít víc než %n karty.</numerusform>
            <numerusform>V ruce nesmíte mít víc než %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking would take you over %n card(s).</source>
        <translation>
            <numerusform>Zaklepáním byste měli víc než %n kartu.</numerusform>
            <numerusform>Zaklepáním byste měli víc než %n karty.</numerusform>
            <numerusform>Zaklepáním byste měli víc než %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>První vyložení musí mít hodnotu aspoň {needed} bodů; tyto kombinace mají {total}.</translation>
    </message>
    <message>
        <source>You must keep one card to discard; you cannot lay your last card.</source>
        <translation>Jednu kartu si musíte nechat na odhození; poslední kartu nemůžete vyložit.</translation>
    </message>
    <message>
        <source>You must keep a card you may discard (not one taken from the pile this turn).</source>
        <translation>Musíte si nechat kartu, kterou smíte odhodit (ne tu, kterou jste v tomto tahu vzali z balíčku).</translation>
    </message>
    <message>
        <source>A card taken from the discard pile this turn may not be discarded again.</source>
        <translation>Kartu vzatou v tomto tahu z odkládacího balíčku nesmíte hned zase odhodit.</translation>
    </message>
    <message>
        <source>Lay the joker you took by a swap before you discard.</source>
        <translation>Než odhodíte, vyložte žolíka získaného výměnou.</translation>
    </message>
    <message>
        <source>You can knock only right after a discard, before the next draw.</source>
        <translation>Zaklepat můžete jen hned po odhození, před dalším líznutím.</translation>
    </message>
    <message>
        <source>The next player draws normally, and nobody knocks for their own discard.</source>
        <translation>Další hráč líže normálně a nikdo neklepe na vlastní odhozenou kartu.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} nemáte v ruce.</translation>
    </message>
    <message>
        <source>{card} does not fit there.</source>
        <translation>{card} tam nepasuje.</translation>
    </message>
    <message>
        <source>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</source>
        <translation>Žolíka ve skupině uvolní až čtvrtá karta, když má skupina tři pravé karty.</translation>
    </message>
    <message>
        <source>This joker stands for another card.</source>
        <translation>Tento žolík nahrazuje jinou kartu.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Něco se pokazilo: {what}</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>The details were written to {path}. You can keep playing.</source>
        <translation>Podrobnosti jsou zapsány v {path}. Můžete hrát dál.</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Pořadatel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>registration open</source>
        <translation>přihlášky otevřené</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>hraje se</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>skončeno</translation>
    </message>
    <message>
        <source>{game}, {n} boards</source>
        <translation>{game}, rozdání: {n}</translation>
    </message>
</context>
<context>
    <name>EventPanel</name>
    <message>
        <source>Duplicate events</source>
        <translation>Turnaje v duplikátu</translation>
    </message>
    <message>
        <source>New duplicate event…</source>
        <translation>Nový turnaj v duplikátu…</translation>
    </message>
    <message>
        <source>Board set alone…</source>
        <translation>Rozdání sám…</translation>
    </message>
    <message>
        <source>The same deals as your friends, against the same bots, when it suits you</source>
        <translation>Stejné karty jako tví přátelé, proti stejným botům, kdy se ti to hodí</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Přihlásit se</translation>
    </message>
    <message>
        <source>Look on</source>
        <translation>Přihlížet</translation>
    </message>
</context>
<context>
    <name>EventRoom</name>
    <message>
        <source>Start the event</source>
        <translation>Zahájit turnaj</translation>
    </message>
    <message>
        <source>Close registration: bots take the places nobody took</source>
        <translation>Uzavřít přihlášky: volná místa obsadí boti</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Opustit turnaj</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Přehrát rozdání</translation>
    </message>
    <message>
        <source>Save results…</source>
        <translation>Uložit výsledky…</translation>
    </message>
    <message>
        <source>Back to my table</source>
        <translation>Zpět k mému stolu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</source>
        <translation>Jak probíhá večer v duplikátu

Všechny stoly hrají současně stejná rozdání: v každém rozdání má hráč na tvém místě u každého jiného stolu přesně tvoje karty.

Číslo místa si ponecháš celý večer. Po každém kole rozdání se hráči na místě 2 posunou o jeden stůl dál, na místě 3 o dva stoly a tak dále, takže potkáváš nové soupeře.

V každém rozdání se porovnáváš jen s hráči na svém místě: 2 body za porovnání za každého, koho porazíš, 1 za remízu. Pořadí se tu objeví po každém rozdání, na konci tabule výsledků.

Nikdo, ani pořadatel, nemůže rozdání zvolit ani předvídat: program každého hráče pomáhá každé rozdání zamíchat a potom každé rozdání karet ověří.</translation>
    </message>
    <message>
        <source>Board {b}, table {t}</source>
        <translation>Rozdání {b}, stůl {t}</translation>
    </message>
    <message>
        <source>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</source>
        <translation>{game} v duplikátu: stoly: {tables} po {seats}, rozdání: {boards}, {secs} s na tah.</translation>
    </message>
    <message>
        <source>Boards&apos; code: {code} (the same on every screen).</source>
        <translation>Kód rozdání: {code} (stejný na každé obrazovce).</translation>
    </message>
    <message>
        <source>Join by address: {address}</source>
        <translation>Připojit se přes adresu: {address}</translation>
    </message>
    <message>
        <source>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</source>
        <translation>Přihlášky jsou otevřené: obsazeno {n} z {places} míst; zbytek obsadí boti, až pořadatel začne.</translation>
    </message>
    <message>
        <source>Registration closed. Every player&apos;s client is fixing the boards…</source>
        <translation>Přihlášky jsou uzavřené. Program každého hráče určuje rozdání…</translation>
    </message>
    <message>
        <source>The event is over: the results board.</source>
        <translation>Turnaj skončil: tabule výsledků.</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Vítěz: {names}.</translation>
    </message>
    <message>
        <source>Board {b} of {total} is being played at every table.</source>
        <translation>Rozdání {b} z {total} se hraje u všech stolů.</translation>
    </message>
    <message>
        <source>{done} of {total} boards played; the next starts when every table is ready.</source>
        <translation>Odehráno {done} z {total} rozdání; další začne, až budou připravené všechny stoly.</translation>
    </message>
    <message>
        <source>{name} · seat {seat}</source>
        <translation>{name} · místo {seat}</translation>
    </message>
    <message>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(nepřítomen)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(ty)</translation>
    </message>
</context>
<context>
    <name>EventSeating</name>
    <message>
        <source>Could not register</source>
        <translation>Přihlášení se nezdařilo</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Opustit turnaj</translation>
    </message>
    <message>
        <source>You organise this event: leaving ends it for everyone. Leave?</source>
        <translation>Tento turnaj pořádáš ty: když odejdeš, skončí pro všechny. Odejít?</translation>
    </message>
    <message>
        <source>Deal verified against the published board</source>
        <translation>Rozdání ověřeno podle zveřejněného rozdání</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Toto rozdání nebylo možné ověřit: {why}</translation>
    </message>
    <message>
        <source>This event could not be verified</source>
        <translation>Tento turnaj nebylo možné ověřit</translation>
    </message>
    <message>
        <source>The connection to the event was lost: {why}</source>
        <translation>Spojení s turnajem se přerušilo: {why}</translation>
    </message>
    <message>
        <source>You play at table {t}, seat {s}.</source>
        <translation>Hraješ u stolu {t}, místo {s}.</translation>
    </message>
    <message>
        <source>Save the results in</source>
        <translation>Uložit výsledky do</translation>
    </message>
    <message>
        <source>Results saved</source>
        <translation>Výsledky uloženy</translation>
    </message>
    <message>
        <source>Saved {files}.</source>
        <translation>Uloženo: {files}.</translation>
    </message>
    <message>
        <source>Board set played</source>
        <translation>Rozdání odehrána</translation>
    </message>
    <message>
        <source>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</source>
        <translation>Tvůj výsledek je uložen v {path}. Pošli ho přátelům, kteří hrají kód „{code}“, a porovnej jejich se svým.</translation>
    </message>
    <message>
        <source>Compare results…</source>
        <translation>Porovnat výsledky…</translation>
    </message>
    <message>
        <source>Results of the same board set</source>
        <translation>Výsledky stejných rozdání</translation>
    </message>
    <message>
        <source>Board set results (*.json)</source>
        <translation>Výsledky rozdání (*.json)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Nelze porovnat</translation>
    </message>
    <message>
        <source>Board set {code}</source>
        <translation>Rozdání „{code}“</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <source>  ◀ to move</source>
        <translation>  ◀ na tahu</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</source>
        <translation>U tohoto stolu běží jiná verze LAN Jolly. Hráči potřebují stejnou verzi: aktualizujte tu starší.</translation>
    </message>
    <message>
        <source>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</source>
        <translation>Tento stůl skrývá každou kartu i před hostitelem a tato verze LAN Jolly u takového stolu hrát neumí: aktualizujte ji prosím.</translation>
    </message>
    <message>
        <source>The host could not confirm who you are.</source>
        <translation>Hostitel nedokázal ověřit, kdo jste.</translation>
    </message>
    <message>
        <source>This table is for invited players only.</source>
        <translation>Tento stůl je jen pro pozvané hráče.</translation>
    </message>
    <message>
        <source>This invitation is not valid (any more).</source>
        <translation>Tato pozvánka není (už) platná.</translation>
    </message>
    <message>
        <source>Wrong PIN for this table.</source>
        <translation>Špatný PIN pro tento stůl.</translation>
    </message>
    <message>
        <source>This table is private: you need its PIN.</source>
        <translation>Tento stůl je soukromý: potřebujete jeho PIN.</translation>
    </message>
    <message>
        <source>The host&apos;s key is not the one expected. Someone may be impersonating it.</source>
        <translation>Klíč hostitele není ten očekávaný. Možná se za něj někdo vydává.</translation>
    </message>
    <message>
        <source>The host did not understand our program.</source>
        <translation>Hostitel nerozuměl našemu programu.</translation>
    </message>
    <message>
        <source>This invitation has already been used.</source>
        <translation>Tato pozvánka už byla použita.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; wait a while and try again.</source>
        <translation>U tohoto stolu bylo zkoušeno příliš mnoho špatných PINů; chvíli počkejte a zkuste to znovu.</translation>
    </message>
    <message>
        <source>The host has too many connections right now; try again later.</source>
        <translation>Hostitel má teď příliš mnoho spojení; zkuste to později.</translation>
    </message>
    <message>
        <source>This table does not admit watchers.</source>
        <translation>Tento stůl nepřijímá diváky.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it allows.</source>
        <translation>Tento stůl už má tolik diváků, kolik povoluje.</translation>
    </message>
    <message>
        <source>The host closed the connection while you were joining.</source>
        <translation>Hostitel během připojování ukončil spojení.</translation>
    </message>
    <message>
        <source>The table cannot be reached ({why}).</source>
        <translation>Stůl není dostupný ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejste na tahu.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>V této fázi tahu to nejde.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Kolo skončilo.</translation>
    </message>
    <message>
        <source>That seat is not playing this round.</source>
        <translation>Toto místo v tomto kole nehraje.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Tuto kartu nemáte v ruce.</translation>
    </message>
    <message>
        <source>A card appears in two melds.</source>
        <translation>Jedna karta je ve dvou kombinacích.</translation>
    </message>
    <message>
        <source>Those cards do not form a valid meld.</source>
        <translation>Tyto karty netvoří platnou kombinaci.</translation>
    </message>
    <message>
        <source>Lay at least one meld.</source>
        <translation>Vyložte aspoň jednu kombinaci.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>Vaše první vyložení má málo bodů.</translation>
    </message>
    <message>
        <source>You can do that only after your opening.</source>
        <translation>To můžete až po prvním vyložení.</translation>
    </message>
    <message>
        <source>You can do that from your next turn on, not in the turn you opened.</source>
        <translation>To můžete od příštího tahu, ne v tahu prvního vyložení.</translation>
    </message>
    <message>
        <source>You may not take from the discard pile now.</source>
        <translation>Z odkládacího balíčku teď brát nesmíte.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Odkládací balíček je prázdný.</translation>
    </message>
    <message>
        <source>You cannot take that many cards from the discard pile.</source>
        <translation>Tolik karet z odkládacího balíčku vzít nemůžete.</translation>
    </message>
    <message>
        <source>You may not hold that many cards.</source>
        <translation>Tolik karet v ruce mít nesmíte.</translation>
    </message>
    <message>
        <source>There is no such meld on the table.</source>
        <translation>Taková kombinace na stole není.</translation>
    </message>
    <message>
        <source>That card does not fit this meld.</source>
        <translation>Tato karta k této kombinaci nepasuje.</translation>
    </message>
    <message>
        <source>That card is not a joker in this meld.</source>
        <translation>Tato karta není v této kombinaci žolík.</translation>
    </message>
    <message>
        <source>That joker cannot be taken yet.</source>
        <translation>Tohoto žolíka ještě nelze vzít.</translation>
    </message>
    <message>
        <source>The joker stands for another card.</source>
        <translation>Žolík nahrazuje jinou kartu.</translation>
    </message>
    <message>
        <source>You must keep the card you took from the discard pile or use it this turn.</source>
        <translation>Kartu z odkládacího balíčku si musíte nechat, nebo ji v tomto tahu použít.</translation>
    </message>
    <message>
        <source>You may not discard the card you just took.</source>
        <translation>Kartu, kterou jste právě vzali, nesmíte odhodit.</translation>
    </message>
    <message>
        <source>A joker taken by a swap must be laid this turn.</source>
        <translation>Žolíka získaného výměnou musíte vyložit v tomto tahu.</translation>
    </message>
    <message>
        <source>Knocking is off at this table.</source>
        <translation>U tohoto stolu se neklepe.</translation>
    </message>
    <message>
        <source>You cannot knock now: only right after a discard, before the next draw.</source>
        <translation>Teď zaklepat nemůžete: jen hned po odhození, před dalším líznutím.</translation>
    </message>
    <message>
        <source>The stock has too few cards for that.</source>
        <translation>Lízací balíček na to má málo karet.</translation>
    </message>
    <message>
        <source>The reshuffle order is not valid.</source>
        <translation>Pořadí nového zamíchání není platné.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Tah nešlo přečíst.</translation>
    </message>
    <message>
        <source>This move was already sent.</source>
        <translation>Tento tah už byl odeslán.</translation>
    </message>
    <message>
        <source>Take a seat first: watchers cannot play.</source>
        <translation>Nejdřív si sedněte: diváci hrát nemohou.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Toto místo není volné.</translation>
    </message>
    <message>
        <source>Only the table&apos;s owner can do that.</source>
        <translation>To může jen majitel stolu.</translation>
    </message>
    <message>
        <source>Bot strength must be one of: {choices}.</source>
        <translation>Síla bota musí být jedna z: {choices}.</translation>
    </message>
    <message numerus="yes">
        <source>Chat messages are at most %n character(s) long.</source>
        <translation>
            <numerusform>Zprávy v chatu mají nejvýš %n znak.</numerusform>
            <numerusform>Zprávy v chatu mají nejvýš %n znaky.</numerusform>
            <numerusform>Zprávy v chatu mají nejvýš %n znaků.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are sending chat messages too fast; wait a moment.</source>
        <translation>Posíláte zprávy příliš rychle; chvíli počkejte.</translation>
    </message>
    <message>
        <source>That deal message was not expected now.</source>
        <translation>Tato zpráva o rozdávání teď nebyla očekávána.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to chat.</source>
        <translation>Majitel stolu divákům nepovolil chat.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to take a seat.</source>
        <translation>Majitel stolu divákům nepovolil přisednout.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; your move was not sent.</source>
        <translation>Teď nejste připojeni ke stolu; váš tah nebyl odeslán.</translation>
    </message>
    <message>
        <source>Seats can only change before the match starts.</source>
        <translation>Místa se dají měnit jen před začátkem hry.</translation>
    </message>
    <message>
        <source>You can stand up only in the lobby, from a seat.</source>
        <translation>Vstát můžete jen v lobby, z místa.</translation>
    </message>
    <message>
        <source>Bots can be placed only before the match starts.</source>
        <translation>Boty lze posadit jen před začátkem hry.</translation>
    </message>
    <message>
        <source>The match has already started.</source>
        <translation>Hra už začala.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <source>{nick} is watching</source>
        <translation>{nick} se dívá</translation>
    </message>
    <message>
        <source>{nick} took seat {n} and plays from the next round</source>
        <translation>{nick} převzal místo {n} a hraje od dalšího kola</translation>
    </message>
    <message>
        <source>{nick} sat down</source>
        <translation>{nick} si přisedl</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)</source>
        <translation>
            <numerusform>Někdo z {address} zkusil špatný PIN stolu (%n neúspěšný pokus od otevření stolu)</numerusform>
            <numerusform>Někdo z {address} zkusil špatný PIN stolu (%n neúspěšné pokusy od otevření stolu)</numerusform>
            <numerusform>Někdo z {address} zkusil špatný PIN stolu (%n neúspěšných pokusů od otevření stolu)</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} left; a bot plays the seat</source>
        <translation>{nick} odešel; místo hraje bot</translation>
    </message>
    <message>
        <source>{nick} left</source>
        <translation>{nick} odešel</translation>
    </message>
    <message numerus="yes">
        <source>{nick} lost the connection; the seat is kept for %n second(s)</source>
        <translation>
            <numerusform>{nick} ztratil spojení; místo zůstane volné %n sekundu</numerusform>
            <numerusform>{nick} ztratil spojení; místo zůstane volné %n sekundy</numerusform>
            <numerusform>{nick} ztratil spojení; místo zůstane volné %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} is back</source>
        <translation>{nick} je zpět</translation>
    </message>
    <message>
        <source>{nick} is back at the table</source>
        <translation>{nick} je zpět u stolu</translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round until they are back</source>
        <translation>
            <numerusform>{nick} %n-krát po sobě nestihl tah; od příštího kola do návratu místo hraje bot</numerusform>
            <numerusform>{nick} %n-krát po sobě nestihl tah; od příštího kola do návratu místo hraje bot</numerusform>
            <numerusform>{nick} %n-krát po sobě nestihl tah; od příštího kola do návratu místo hraje bot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back</source>
        <translation>
            <numerusform>{nick} %n-krát po sobě nestihl tah; do návratu místo hraje bot</numerusform>
            <numerusform>{nick} %n-krát po sobě nestihl tah; do návratu místo hraje bot</numerusform>
            <numerusform>{nick} %n-krát po sobě nestihl tah; do návratu místo hraje bot</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} ran out of time</source>
        <translation>{nick} nestihl tah</translation>
    </message>
    <message>
        <source>{nick} did not come back; a bot plays the seat</source>
        <translation>{nick} se nevrátil; místo hraje bot</translation>
    </message>
    <message>
        <source>Round {n}: {nick} deals</source>
        <translation>Kolo {n}: rozdává {nick}</translation>
    </message>
    <message>
        <source>Board {n}: {nick} deals</source>
        <translation>Rozdání {n}: rozdává {nick}</translation>
    </message>
    <message>
        <source>This table fell behind the others: bots finish the board for everyone</source>
        <translation>Tento stůl zaostal za ostatními: rozdání za všechny dohrají boti</translation>
    </message>
    <message>
        <source>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</source>
        <translation>Rozdávání začalo znovu: {nick} neodhalil platné tajemství a na rozdávání tohoto kola se nepodílí</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>{nick}&apos;s practice table</source>
        <translation>Cvičný stůl: {nick}</translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <source>No combination to lay now.</source>
        <translation>Teď není co vyložit.</translation>
    </message>
    <message>
        <source>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Vaše první vyložení: {n} bodů. Kliknutím kartu vezmete zpět, přetáhněte další karty a klikněte na „Vyložit“.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite to {name}</source>
        <translation>Pozvat ke stolu {name}</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now.</source>
        <translation>V síti teď nikoho dalšího nevidím.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Pozvat</translation>
    </message>
    <message>
        <source>People on the LAN:</source>
        <translation>Lidé v síti:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table:</source>
        <translation>Nebo pošlete odkaz tomu, koho chcete u stolu:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table, the one for a network you share:</source>
        <translation>Nebo pošlete odkaz tomu, koho chcete u stolu, a to ten pro síť, ve které jste oba:</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Kopírovat odkaz</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Zkopírováno</translation>
    </message>
</context>
<context>
    <name>JoinAddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Připojit podle adresy</translation>
    </message>
    <message>
        <source>192.168.1.20:47474  or  lanjolly://…</source>
        <translation>192.168.1.20:47474  nebo  lanjolly://…</translation>
    </message>
    <message>
        <source>only for private tables</source>
        <translation>jen pro soukromé stoly</translation>
    </message>
    <message>
        <source>Address or link:</source>
        <translation>Adresa nebo odkaz:</translation>
    </message>
    <message>
        <source>Table PIN:</source>
        <translation>PIN stolu:</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>pick a card of your hand</source>
        <translation>vybrat kartu z ruky</translation>
    </message>
    <message>
        <source>stage the picked card (Shift+↑: as a new meld)</source>
        <translation>připravit vybranou kartu (Shift+↑: jako novou kombinaci)</translation>
    </message>
    <message>
        <source>take the last staged card back</source>
        <translation>vzít zpět naposledy připravenou kartu</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay the staged melds, or discard the picked card</source>
        <translation>vyložit připravené kombinace, nebo odhodit vybranou kartu</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>líznout si z balíčku</translation>
    </message>
    <message>
        <source>take that many cards from the discard pile</source>
        <translation>vzít tolik karet z odkládacího balíčku</translation>
    </message>
    <message>
        <source>lay cards</source>
        <translation>vyložit karty</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>zaklepat</translation>
    </message>
    <message>
        <source>arrange your hand</source>
        <translation>seřadit ruku</translation>
    </message>
    <message>
        <source>sort by suit / by rank</source>
        <translation>seřadit podle barvy / podle hodnoty</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>další kolo</translation>
    </message>
    <message>
        <source>results or table</source>
        <translation>výsledky, nebo stůl</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>přehled bodů</translation>
    </message>
    <message>
        <source>player info</source>
        <translation>o hráči</translation>
    </message>
    <message>
        <source>move list</source>
        <translation>seznam tahů</translation>
    </message>
    <message>
        <source>say the state of the table (screen readers)</source>
        <translation>přečíst stav stolu (čtečky obrazovky)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take the staged cards back; in the side panel: back to the table</source>
        <translation>vzít zpět připravené karty; v postranním panelu: zpět ke stolu</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>the buttons and the side panel, then back to the table</source>
        <translation>tlačítka a postranní panel, pak zpět ke stolu</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>tento seznam</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>jak hrát</translation>
    </message>
    <message>
        <source>leave the table (after the match)</source>
        <translation>opustit stůl (po zápase)</translation>
    </message>
</context>
<context>
    <name>LanServices</name>
    <message>
        <source>LAN search is turned off: join with an address or an invite link.</source>
        <translation>Hledání v síti je vypnuté: připojte se podle adresy nebo odkazem z pozvánky.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</source>
        <translation>V této síti nelze hledat stoly ({why}). Použijte „Připojit podle adresy“ nebo odkaz z pozvánky.</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Hledám stoly ve vaší síti…</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Hledám stoly ve vaší síti…</translation>
    </message>
    <message>
        <source>Hello {nick}!</source>
        <translation>Ahoj, {nick}!</translation>
    </message>
    <message>
        <source>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</source>
        <translation>Zatím žádné stoly. Otevřete jeden přes „Nová hra“ nebo si dejte „Hrát hned“ proti počítači.</translation>
    </message>
    <message>
        <source>▶  Play now</source>
        <translation>▶  Hrát hned</translation>
    </message>
    <message>
        <source>A practice table against computer opponents, no network needed</source>
        <translation>Cvičný stůl proti počítači, bez sítě</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Dívat se</translation>
    </message>
    <message>
        <source>Look on without a seat: you see the table, never a hand</source>
        <translation>Dívat se bez místa: vidíte stůl, nikdy karty v ruce</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Připojit podle adresy…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>Play now…</source>
        <translation>Hrát hned…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Opustit stůl</translation>
    </message>
    <message>
        <source>Open round record…</source>
        <translation>Otevřít záznam kola…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Čtyřbarevné karty</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Zvuky</translation>
    </message>
    <message>
        <source>Notify me when it is my turn</source>
        <translation>Upozornit mě, když jsem na tahu</translation>
    </message>
    <message>
        <source>Player Info…</source>
        <translation>O hráči…</translation>
    </message>
    <message>
        <source>Hand order at the deal</source>
        <translation>Řazení karet při rozdání</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Velikost karet</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Podle barvy</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Podle hodnoty</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Jak byly rozdány</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>Jak hrát…</translation>
    </message>
    <message>
        <source>Keys at the table…  (?)</source>
        <translation>Klávesy u stolu…  (?)</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Pozvánka</translation>
    </message>
    <message>
        <source>{nick} invites you to the table &apos;{table}&apos;.</source>
        <translation>{nick} vás zve ke stolu „{table}“.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Přijmout</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Open round record</source>
        <translation>Otevřít záznam kola</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Záznamy kol (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>This client kept no record of round {n}.</source>
        <translation>Tento program nemá záznam kola {n}.</translation>
    </message>
    <message>
        <source>LAN search is off, so nobody can be listed.</source>
        <translation>Hledání v síti je vypnuté, nikoho proto nelze vypsat.</translation>
    </message>
    <message>
        <source>No link for this table: {why}.</source>
        <translation>Pro tento stůl není odkaz: {why}.</translation>
    </message>
    <message>
        <source>Leave the match?</source>
        <translation>Opustit hru?</translation>
    </message>
    <message>
        <source>You are seated at a table. Leave the match and close LAN Jolly?</source>
        <translation>Sedíte u stolu. Opustit hru a zavřít LAN Jolly?</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Místní síť</translation>
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
        <translation>Adresa stolu ({address})</translation>
    </message>
    <message>
        <source>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</source>
        <translation>Tento cvičný stůl je jen na vašem počítači: nikdo další si k němu nepřisedne. Chcete-li hrát s přáteli, otevřete stůl přes Nová hra.</translation>
    </message>
    <message>
        <source>The match is not over. Leave it and go back to the lobby?</source>
        <translation>Hra ještě neskončila. Opustit ji a vrátit se do lobby?</translation>
    </message>
    <message>
        <source>You are the host: the table closes for everyone.</source>
        <translation>Jste hostitel: stůl se zavře pro všechny.</translation>
    </message>
    <message>
        <source>Leave and close</source>
        <translation>Opustit a zavřít</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Opustit</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Zůstat</translation>
    </message>
</context>
<context>
    <name>MatchEndBoard</name>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>A new match with the same players and settings</source>
        <translation>Nová hra se stejnými hráči a nastavením</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Zpět do lobby</translation>
    </message>
    <message>
        <source>See the table</source>
        <translation>Ukázat stůl</translation>
    </message>
    <message>
        <source>Put this board aside to look at the final table; Show results (V) brings it back</source>
        <translation>Odložit tuto tabuli a podívat se na konečný stůl; Ukázat výsledky (V) ji vrátí</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>{names} vyhrál hru!</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>odehráno %n kolo</numerusform>
            <numerusform>odehrána %n kola</numerusform>
            <numerusform>odehráno %n kol</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldText</name>
    <message>
        <source>A group has at most four cards.</source>
        <translation>Skupina má nejvýš čtyři karty.</translation>
    </message>
    <message>
        <source>A group needs different suits.</source>
        <translation>Skupina potřebuje různé barvy.</translation>
    </message>
    <message>
        <source>A group holds at most one joker.</source>
        <translation>Skupina má nejvýš jednoho žolíka.</translation>
    </message>
    <message>
        <source>Two jokers may not lie next to each other in a sequence.</source>
        <translation>V postupce nesmí ležet dva žolíci vedle sebe.</translation>
    </message>
    <message>
        <source>A sequence is too long: the ace is low or high, never both.</source>
        <translation>Postupka je příliš dlouhá: eso je dole, nebo nahoře, nikdy obojí.</translation>
    </message>
    <message>
        <source>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</source>
        <translation>Postupka nesmí jít „za roh“ (K-A-2): eso je dole (A-2-3), nebo nahoře (Q-K-A).</translation>
    </message>
    <message>
        <source>The cards of a sequence must follow each other in order.</source>
        <translation>Karty postupky musí jít po sobě.</translation>
    </message>
    <message>
        <source>The same card appears twice.</source>
        <translation>Stejná karta je tam dvakrát.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Kombinace potřebuje aspoň 3 karty.</translation>
    </message>
    <message>
        <source>A meld of three cards holds at most one joker.</source>
        <translation>Kombinace ze tří karet má nejvýš jednoho žolíka.</translation>
    </message>
    <message>
        <source>A meld needs natural cards, not only jokers.</source>
        <translation>Kombinace potřebuje pravé karty, ne jen žolíky.</translation>
    </message>
    <message>
        <source>Two identical cards never sit in one meld.</source>
        <translation>Dvě stejné karty nikdy nejsou v jedné kombinaci.</translation>
    </message>
    <message>
        <source>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</source>
        <translation>Ani skupina (stejná hodnota, různé barvy), ani postupka (jedna barva, po sobě).</translation>
    </message>
    <message>
        <source>These cards do not form a meld.</source>
        <translation>Tyto karty netvoří kombinaci.</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>10 seconds left for your move!</source>
        <translation>Zbývá 10 sekund na váš tah!</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(prázdné)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>{nick} (watching)</source>
        <translation>{nick} (dívá se)</translation>
    </message>
    <message>
        <source>Not connected: your message was not sent.</source>
        <translation>Nepřipojeno: vaše zpráva nebyla odeslána.</translation>
    </message>
    <message>
        <source>Not connected to the table right now.</source>
        <translation>Teď nejste připojeni ke stolu.</translation>
    </message>
    <message>
        <source>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</source>
        <translation>Kolo {n} rozdal hostitel sám, protože {why}; za toto rozdání nikdo neručí.</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Toto rozdání nešlo ověřit: {why}</translation>
    </message>
    <message>
        <source>Problem with the host: {why}</source>
        <translation>Problém s hostitelem: {why}</translation>
    </message>
    <message>
        <source>Deal restarts this match: {counts}</source>
        <translation>Opakovaná rozdání v této hře: {counts}</translation>
    </message>
    <message>
        <source>the host restarted the deal without the players</source>
        <translation>hostitel začal rozdávat znovu bez hráčů</translation>
    </message>
    <message>
        <source>no player took part in the deal</source>
        <translation>se rozdávání nezúčastnil žádný hráč</translation>
    </message>
    <message>
        <source>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</source>
        <translation>Rozdání ověřeno: míchání, podíly a karty každého držitele klíče odpovídají odhaleným klíčům kola a kolo se přesně zopakuje.</translation>
    </message>
    <message>
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Rozdání ověřeno: všechny závazky odpovídají odhaleným tajemstvím a rozdání se přesně zopakuje.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>Toto kolo rozdal hostitel sám, protože {why}.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New duplicate event</source>
        <translation>Nový turnaj v duplikátu</translation>
    </message>
    <message>
        <source>{nick}&apos;s duplicate night</source>
        <translation>Večer v duplikátu ({nick})</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} sekund</translation>
    </message>
    <message>
        <source>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</source>
        <translation>Všechny stoly hrají současně stejná rozdání; každý hráč se porovnává s hráči, kteří měli stejné karty. Hráči si ponechají číslo místa a po každém kole rozdání přejdou k jinému stolu.</translation>
    </message>
    <message>
        <source>Event name:</source>
        <translation>Název turnaje:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Stoly:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Míst u stolu:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Rozdání:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Čas na tah:</translation>
    </message>
    <message>
        <source>Bots in free places:</source>
        <translation>Boti na volných místech:</translation>
    </message>
    <message>
        <source>Open registration</source>
        <translation>Otevřít přihlášky</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open for a player</source>
        <translation>Volné pro hráče</translation>
    </message>
    <message>
        <source>Computer – easy</source>
        <translation>Počítač – slabý</translation>
    </message>
    <message>
        <source>Computer – normal</source>
        <translation>Počítač – střední</translation>
    </message>
    <message>
        <source>Computer – strong</source>
        <translation>Počítač – silný</translation>
    </message>
    <message>
        <source>Computer – expert</source>
        <translation>Počítač – expert</translation>
    </message>
    <message>
        <source>Anyone on the network</source>
        <translation>Kdokoli v síti</translation>
    </message>
    <message>
        <source>Players who know the PIN</source>
        <translation>Kdo zná PIN</translation>
    </message>
    <message>
        <source>Invited players only</source>
        <translation>Jen pozvaní hráči</translation>
    </message>
    <message>
        <source>The PIN needs {min} to {max} characters.</source>
        <translation>PIN potřebuje {min} až {max} znaků.</translation>
    </message>
    <message>
        <source>The PIN may not contain spaces.</source>
        <translation>PIN nesmí obsahovat mezery.</translation>
    </message>
    <message>
        <source>Please give the table a name.</source>
        <translation>Pojmenujte prosím stůl.</translation>
    </message>
    <message>
        <source>Table names have at most {n} characters.</source>
        <translation>Názvy stolů mají nejvýš {n} znaků.</translation>
    </message>
    <message>
        <source>Only printable characters in the table name, please.</source>
        <translation>V názvu stolu jen tisknutelné znaky, prosím.</translation>
    </message>
    <message>
        <source>{points} points is not offered for {game}.</source>
        <translation>{points} bodů se u hry {game} nenabízí.</translation>
    </message>
    <message>
        <source>Tables have {min} to {max} seats.</source>
        <translation>Stoly mají {min} až {max} míst.</translation>
    </message>
    <message>
        <source>Every seat after yours needs a choice.</source>
        <translation>Každé místo po vašem potřebuje volbu.</translation>
    </message>
    <message>
        <source>{seconds} s is not an offered turn time.</source>
        <translation>{seconds} s není nabízený čas na tah.</translation>
    </message>
    <message>
        <source>Knocking exists only in Rommé.</source>
        <translation>Klepání je jen v Rommé.</translation>
    </message>
    <message>
        <source>Between 1 and {max} watchers, please.</source>
        <translation>Mezi 1 a {max} diváky, prosím.</translation>
    </message>
    <message>
        <source>{nick}&apos;s table</source>
        <translation>Stůl: {nick}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Můj stůl</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Rommé options</source>
        <translation>Možnosti Rommé</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Who may sit down</source>
        <translation>Kdo smí přisednout</translation>
    </message>
    <message>
        <source>Watchers</source>
        <translation>Diváci</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Název stolu:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varianta:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Hrát do:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Čas na tah:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Místa:</translation>
    </message>
    <message>
        <source>Open seats:</source>
        <translation>Volná místa:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Kolik:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Místo {n}:</translation>
    </message>
    <message>
        <source>You ({nick})</source>
        <translation>Vy ({nick})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>Hand rummy: going out in one go doubles the others&apos; penalties</source>
        <translation>Z ruky: kdo vyloží vše najednou, zdvojnásobí ostatním mínusové body</translation>
    </message>
    <message>
        <source>Knocking: grab the discard out of turn (+2 penalty cards)</source>
        <translation>Klepání: vzít odhozenou kartu mimo pořadí (+2 trestné karty)</translation>
    </message>
    <message>
        <source>Allow watchers (they see the table, never a hand)</source>
        <translation>Povolit diváky (vidí stůl, nikdy karty v ruce)</translation>
    </message>
    <message>
        <source> at most</source>
        <translation> nejvýš</translation>
    </message>
    <message>
        <source>Watchers may chat (marked as watching)</source>
        <translation>Diváci smí psát do chatu (označeni jako diváci)</translation>
    </message>
    <message>
        <source>A watcher may take a seat a player gave up, between rounds</source>
        <translation>Divák smí mezi koly převzít místo, které hráč opustil</translation>
    </message>
    <message>
        <source>Cards hidden from the host</source>
        <translation>Karty skryté i před hostitelem</translation>
    </message>
    <message>
        <source>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</source>
        <translation>Počítač každého hráče drží klíč: tento počítač vidí jen vaše karty a karty botů, které na něm hrají (boti klíč nedrží), a každé rozdání se na konci kola ověří.</translation>
    </message>
    <message>
        <source>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</source>
        <translation>Je potřeba druhý počítač s klíčem: když jsou u stolu jen boti, rozdává se jako obvykle.</translation>
    </message>
    <message>
        <source>6+ digits or a passphrase, for your friends</source>
        <translation>6+ číslic nebo heslo, pro vaše přátele</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Otevřít stůl</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Bez časového limitu</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>1 – a single round</source>
        <translation>1 – jediné kolo (krátká hra)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid cards score for you; open with {points} points.</source>
        <translation>Vyložené karty se vám počítají; první vyložení za {points} bodů.</translation>
    </message>
    <message>
        <source>Cards left in hand are penalties; open with {points} points.</source>
        <translation>Karty v ruce jsou mínusové body; první vyložení za {points} bodů.</translation>
    </message>
</context>
<context>
    <name>NicknameDialog</name>
    <message>
        <source>Please enter a nickname.</source>
        <translation>Zadejte přezdívku.</translation>
    </message>
    <message>
        <source>At most {n} characters, please.</source>
        <translation>Nejvýš {n} znaků, prosím.</translation>
    </message>
    <message>
        <source>Only printable characters, please.</source>
        <translation>Jen tisknutelné znaky, prosím.</translation>
    </message>
    <message>
        <source>Welcome to LAN Jolly</source>
        <translation>Vítejte v LAN Jolly</translation>
    </message>
    <message>
        <source>Choose the name other players will see at the table.</source>
        <translation>Zvolte jméno, které ostatní hráči uvidí u stolu.</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Přezdívka</translation>
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
        <translation>{points} b. • {cards}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>vyložil</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>zatím nevyložil</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} b.</translation>
    </message>
</context>
<context>
    <name>PlayNowDialog</name>
    <message>
        <source>Play now</source>
        <translation>Hrát hned</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Délka hry:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Počítačoví hráči:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <source>Player Info</source>
        <translation>O hráči</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Přezdívka:</translation>
    </message>
    <message>
        <source>Identity code:</source>
        <translation>Kód identity:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Odehrané hry:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Vyhrané hry:</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Odehraná kola:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Bilance</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhrané</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Bodů za kolo</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>U tohoto stolu</translation>
    </message>
    <message>
        <source>Playing:</source>
        <translation>Hrají:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>Dívají se:</translation>
    </message>
    <message>
        <source>Watchers:</source>
        <translation>Diváci:</translation>
    </message>
    <message>
        <source>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</source>
        <translation>Váš kód identity. Ostatní hráči ho vidí; pokud se u přítele někdy změní, možná se za něj někdo vydává.</translation>
    </message>
    <message>
        <source>{won} ({share} %)</source>
        <translation>{won} ({share} %)</translation>
    </message>
    <message>
        <source>Statistics are kept on this computer only.</source>
        <translation>Statistiky zůstávají jen na tomto počítači.</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
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
        <translation>tah {n} hráče {name} pravidla nepovolují</translation>
    </message>
    <message>
        <source>move {n} is not allowed by the rules</source>
        <translation>tah {n} pravidla nepovolují</translation>
    </message>
    <message>
        <source>the cards dealt differ from what the players&apos; secrets determine</source>
        <translation>rozdané karty se liší od toho, co určují tajemství hráčů</translation>
    </message>
    <message>
        <source>the table after move {n} differs from what the players&apos; secrets determine</source>
        <translation>stůl po tahu {n} se liší od toho, co určují tajemství hráčů</translation>
    </message>
    <message>
        <source>a player&apos;s secret does not match the commitment made before the deal</source>
        <translation>tajemství jednoho z hráčů neodpovídá závazku učiněnému před rozdáním</translation>
    </message>
    <message>
        <source>the file is not a LAN Jolly round record</source>
        <translation>soubor není záznam kola LAN Jolly</translation>
    </message>
    <message>
        <source>the record does not hold the whole round</source>
        <translation>záznam neobsahuje celé kolo</translation>
    </message>
    <message>
        <source>the record is incomplete or damaged</source>
        <translation>záznam je neúplný nebo poškozený</translation>
    </message>
</context>
<context>
    <name>RefusedPage</name>
    <message>
        <source>This round record was refused</source>
        <translation>Tento záznam kola byl odmítnut</translation>
    </message>
    <message>
        <source>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</source>
        <translation>{path}

Neprošel kontrolou „lanjolly verify“: {reason}.

Nic z něj se nezobrazí, protože ho nelze odlišit od padělku.</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>a watcher</source>
        <translation>divák</translation>
    </message>
    <message>
        <source>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Ověřeno: počítače hráčů zamíchaly karty s důkazy, každá karta se otevřela s podíly držitelů klíčů a všech {moves} tahů odpovídá pravidlům. Kolo {n}, zaznamenal: {who}.</translation>
    </message>
    <message>
        <source>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Ověřeno: karty byly rozdány z tajemství samotných hráčů a všech {moves} tahů odpovídá pravidlům. Kolo {n}, zaznamenal: {who}.</translation>
    </message>
    <message>
        <source>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</source>
        <translation>Rozdání ověřeno: počítače hráčů míchaly s důkazy a každý tah odpovídá pravidlům.</translation>
    </message>
    <message>
        <source>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</source>
        <translation>Rozdání ověřeno: vzešlo z tajemství samotných hráčů a každý tah odpovídá pravidlům.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Začátek</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Přehrát</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Konec ▶|</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Tah </translation>
    </message>
    <message>
        <source>Follow {name}</source>
        <translation>Sledovat: {name}</translation>
    </message>
    <message>
        <source>Export round…</source>
        <translation>Exportovat kolo…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every hand, face up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Všechny karty v rukou, odkryté&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tahy&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <source>Step {k} / {n}</source>
        <translation>Krok {k} / {n}</translation>
    </message>
    <message>
        <source>Export round</source>
        <translation>Exportovat kolo</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Záznamy kol (*.json)</translation>
    </message>
    <message>
        <source>Could not export: {err}</source>
        <translation>Export se nezdařil: {err}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Round record refused</source>
        <translation>Záznam kola odmítnut</translation>
    </message>
    <message>
        <source>Replay: round {n}</source>
        <translation>Přehrávání: kolo {n}</translation>
    </message>
</context>
<context>
    <name>ResultBoard</name>
    <message>
        <source>Round over</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>Round {n}: the stock ran out, nobody went out</source>
        <translation>Kolo {n}: lízací balíček došel, nikdo nevyložil vše</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out</source>
        <translation>Kolo {n}: {nick} vyložil vše</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</source>
        <translation>Kolo {n}: {nick} vyložil vše najednou: Hand-Jolly, dvojnásobně!</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</source>
        <translation>Kolo {n}: {nick} vyložil vše najednou: z ruky, mínusové body dvojnásobně!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>zbývá %n karta</numerusform>
            <numerusform>zbývají %n karty</numerusform>
            <numerusform>zbývá %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>bez karet</translation>
    </message>
    <message>
        <source>laid {points}</source>
        <translation>vyloženo {points}</translation>
    </message>
    <message>
        <source>in hand {points}</source>
        <translation>v ruce {points}</translation>
    </message>
    <message>
        <source>out {points}</source>
        <translation>ukončení {points}</translation>
    </message>
    <message>
        <source>round {points}</source>
        <translation>kolo {points}</translation>
    </message>
    <message>
        <source>round {points} penalty</source>
        <translation>kolo {points} mínus</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>celkem {points}</translation>
    </message>
    <message>
        <source>Deal verification: waiting for the reveal…</source>
        <translation>Ověření rozdání: čekám na odhalení…</translation>
    </message>
</context>
<context>
    <name>ResultsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Matchpoints</source>
        <translation>Body za porovnání</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Procenta</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</source>
        <translation>Po {n} z {total} rozdání. Body za porovnání: 2 za každého poraženého hráče na tvém místě ve stejném rozdání, 1 za remízu.</translation>
    </message>
    <message>
        <source>The standings appear here when every table has played the first board.</source>
        <translation>Pořadí se tu objeví, až všechny stoly odehrají první rozdání.</translation>
    </message>
    <message>
        <source>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</source>
        <translation>Každá buňka: body rozdání (body za porovnání). * v tomto rozdání za hráče hrál bot.</translation>
    </message>
    <message numerus="yes">
        <source>(a bot played for them on %n board(s))</source>
        <translation>
            <numerusform>(za hráče hrál bot v %n rozdání)</numerusform>
            <numerusform>(za hráče hrál bot ve %n rozdáních)</numerusform>
            <numerusform>(za hráče hrál bot v %n rozdáních)</numerusform>
        </translation>
    </message>
    <message>
        <source>a bot played some of this player&apos;s turns</source>
        <translation>bot odehrál některé tahy tohoto hráče</translation>
    </message>
    <message>
        <source>the player was not at the table; a bot played the board</source>
        <translation>hráč nebyl u stolu; rozdání odehrál bot</translation>
    </message>
    <message>
        <source>the table fell behind; bots finished the board</source>
        <translation>stůl zaostal; rozdání dohráli boti</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</source>
        <translation>§N je číslo pravidla v úplných, očíslovaných pravidlech hry; čísla jsou ve všech jazycích stejná.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</source>
        <translation>Dvě celé sady a šest žolíků: 110 karet. Každý dostane 13; zbytek tvoří lízací balíček lícem dolů. Odkládací balíček je na začátku prázdný.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</source>
        <translation>Vezměte si jednu kartu, pak podle chuti vykládejte kombinace, přikládejte karty ke kombinacím na stole nebo vyměňte žolíka a nakonec odhoďte jednu kartu na odkládací balíček. Kartu vzatou v tomto tahu z odkládacího balíčku nelze hned vrátit.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinace</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</source>
        <translation>Skupina jsou tři nebo čtyři karty stejné hodnoty v různých barvách. Postupka jsou tři nebo více karet jedné barvy po sobě; eso je pod dvojkou nebo nad králem, nikdy obojí najednou. Žádná kombinace neobsahuje stejnou kartu dvakrát.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Žolíci</translation>
    </message>
    <message>
        <source>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</source>
        <translation>Žolík může nahradit libovolnou kartu. V postupce nikdy neleží dva žolíci vedle sebe, skupina má nejvýš jednoho žolíka, stejně jako kombinace ze tří karet. Po prvním vyložení smíte žolíka ze stolu vzít, když na jeho místo položíte právě tu kartu, kterou nahrazuje.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>První vyložení</translation>
    </message>
    <message>
        <source>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</source>
        <translation>Vaše první kombinace v kole musí dohromady dosáhnout hodnoty prvního vyložení (40 v Jolly, 30 v Rommé). Přikládat ke kombinacím a měnit žolíky smíte od dalšího tahu.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ukončení</translation>
    </message>
    <message>
        <source>You go out by discarding your last card; you always keep one card for that final discard.</source>
        <translation>Kolo ukončíte odhozením poslední karty; jednu kartu si na toto poslední odhození vždy necháte.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</source>
        <translation>Každý tah má časový limit. Když vyprší, stůl za vás lízne a odhodí a zapíše to do historie tahů.</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>Odkládací balíček</translation>
    </message>
    <message>
        <source>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</source>
        <translation>Odkládací balíček leží rozložený. Od tahu po prvním vyložení z něj smíte vzít libovolnou kartu se všemi kartami nad ní, pokud pak nebudete mít víc než 20 karet.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</source>
        <translation>Vyložené karty se vám počítají k dobru, karty v ruce proti vám (eso 25, žolík 50) a ukončení přidá 30. Kdo ukončí hned v tahu prvního vyložení, má vše dvojnásobně: Hand-Jolly.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Rounds go on until someone reaches the target; the highest total wins.</source>
        <translation>Kola se hrají, dokud někdo nedosáhne cíle; vyhrává nejvyšší součet.</translation>
    </message>
    <message>
        <source>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</source>
        <translation>Každý, ať už vyložil, nebo ne, smí místo líznutí z balíčku vzít vrchní kartu odkládacího balíčku.</translation>
    </message>
    <message>
        <source>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</source>
        <translation>Počítají se jen karty v ruce, jako mínusové body (eso 15, žolík 30); kdo kolo ukončí, nedostane nic. Kdo vyloží všechny karty v jednom tahu, aniž předtím vykládal (z ruky), zdvojnásobí mínusové body všem ostatním.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Klepání</translation>
    </message>
    <message>
        <source>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</source>
        <translation>Pokud to stůl dovolí, můžete zaklepat a vzít si právě odhozenou kartu dřív, než další hráč lízne; vezmete k ní dvě trestné karty a hned odehrajete svůj tah.</translation>
    </message>
    <message>
        <source>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</source>
        <translation>Kdo překročí cíl, vypadává (červené X); vyhrává poslední, kdo zbude. Při cíli 1 rozhoduje jediné kolo.</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Co ukazuje stůl</translation>
    </message>
    <message>
        <source>Blue line</source>
        <translation>Modrá čára</translation>
    </message>
    <message>
        <source>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</source>
        <translation>Modře podtržené karty teď můžete vyložit společně. „Seřadit“ (A) dá každou takovou skupinu vedle sebe.</translation>
    </message>
    <message>
        <source>Green arrows</source>
        <translation>Zelené šipky</translation>
    </message>
    <message>
        <source>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</source>
        <translation>Když táhnete kartu, zelená šipka označí každý konec kombinace, kam ji pravidla právě teď přijmou.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Oranžový kroužek</translation>
    </message>
    <message>
        <source>A card you took from the discard pile this turn.</source>
        <translation>Karta, kterou jste v tomto tahu vzali z odkládacího balíčku.</translation>
    </message>
    <message>
        <source>Gold ring and “!”</source>
        <translation>Zlatý kroužek a „!“</translation>
    </message>
    <message>
        <source>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</source>
        <translation>Kdo je na tahu; pruh na jmenovce je zbývající čas, v posledních 10 sekundách červený.</translation>
    </message>
    <message>
        <source>Badges</source>
        <translation>Štítky</translation>
    </message>
    <message>
        <source>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</source>
        <translation>Na konci kola každá karta ukáže své body: zeleně vyložené karty, červeně karty v ruce.</translation>
    </message>
    <message>
        <source>Dashed slot</source>
        <translation>Čárkované místo</translation>
    </message>
    <message>
        <source>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</source>
        <translation>Pusťte kartu do oblasti svých kombinací nebo na čárkované místo a začněte novou kombinaci.</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Klávesy u stolu</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Značky</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Přehled bodů</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Přehrát kolo…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move timer</source>
        <translation>Čas na tah</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>O hráči</translation>
    </message>
    <message>
        <source>Your statistics and key (I)</source>
        <translation>Vaše statistiky a klíč (I)</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Pozvat</translation>
    </message>
    <message>
        <source>Invite someone to this table</source>
        <translation>Pozvat někoho k tomuto stolu</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Podle barvy</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Podle hodnoty</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Přehled bodů</translation>
    </message>
    <message>
        <source>Time bank {time}</source>
        <translation>Časová rezerva {time}</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Seřadit karty podle barvy (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Seřadit karty podle hodnoty (R)</translation>
    </message>
    <message>
        <source>Every round&apos;s points (P)</source>
        <translation>Body každého kola (P)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>Stůl slovy</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
</context>
<context>
    <name>SoloDialog</name>
    <message>
        <source>Board set against the bots</source>
        <translation>Rozdání proti botům</translation>
    </message>
    <message>
        <source>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</source>
        <translation>Přátelé se stejným kódem, hrou, místy, rozdáními a boty dostanou stejné karty a hrají proti stejným botům. Dnešní kód je rozdání dne.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kód:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Místa:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Rozdání:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Boti:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>A code is 1 to 40 letters, digits, spaces or . : / + - _</source>
        <translation>Kód má 1 až 40 písmen, číslic, mezer nebo . : / + - _</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>joker</source>
        <translation>žolík</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>spodek</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kříže</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>káry</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdce</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piky</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>Čeká se na rozdání</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Vaše karty v ruce: {cards}</translation>
    </message>
    <message>
        <source>Being laid by you</source>
        <translation>Právě vykládáte</translation>
    </message>
    <message>
        <source>{name}: {cards}, {points} points</source>
        <translation>{name}: {cards}, {points} bodů</translation>
    </message>
    <message>
        <source>Melds on the table: {n}</source>
        <translation>Kombinace na stole: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}, the top one first</source>
        <translation>Odkládací balíček: {cards}, vrchní první</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Lízací balíček: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Ostatní hráči</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Kolo skončilo</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>Put some cards here first.</source>
        <translation>Nejdřív sem dejte nějaké karty.</translation>
    </message>
</context>
<context>
    <name>StockItem</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>zbývá %n</numerusform>
            <numerusform>zbývají %n</numerusform>
            <numerusform>zbývá %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Spojení ztraceno — zkouším znovu…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>Spojení se stolem bylo ztraceno.</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>Čekám na rozdání…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Round over. Press Next (N) when you are ready.</source>
        <translation>Konec kola. Až budete připraveni, klikněte na „Pokračovat“ (N).</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} hraje…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>Můžete zaklepat na odhozenou kartu (K).</translation>
    </message>
    <message>
        <source>The others may knock for the discard: your draw comes in {n} s.</source>
        <translation>Ostatní mohou zaklepat na odhozenou kartu: líznete si za {n} s.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</source>
        <translation>Jste na tahu: lízněte si z balíčku (D), nebo vezměte vrchní odhozenou kartu (klikněte na ni nebo stiskněte 1).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</source>
        <translation>Jste na tahu: lízněte si z balíčku (D), nebo klikněte na odhozenou kartu a vezměte ji (1–9 vybere k-tou shora).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>Jste na tahu: lízněte si z balíčku (klikněte na něj nebo stiskněte D).</translation>
    </message>
    <message>
        <source>Press Lay cards (L) to lay them.</source>
        <translation>Klikněte na „Vyložit“ (L) a vyložte je.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Vykládejte, přikládejte karty ke kombinacím a pak odhoďte: klikněte na kartu nebo ji přetáhněte na balíček.</translation>
    </message>
    <message>
        <source>Your combinations do not reach the opening yet.</source>
        <translation>Vaše kombinace zatím nedosahují prvního vyložení.</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>Rozhoduje jedno kolo</translation>
    </message>
    <message>
        <source>Play to {points}</source>
        <translation>Hraje se do {points}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Kolo {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
</context>
<context>
    <name>TableListModel</name>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Přístup</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>čeká na hráče</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>hraje se</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>skončeno</translation>
    </message>
    <message>
        <source>open</source>
        <translation>otevřený</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>invited</source>
        <translation>pozvaní</translation>
    </message>
    <message>
        <source>{access} · cards hidden from host</source>
        <translation>{access} · karty skryté i před hostitelem</translation>
    </message>
    <message>
        <source>⚠ key changed · {access}</source>
        <translation>⚠ klíč změněn · {access}</translation>
    </message>
    <message>
        <source>{table} hosted by {host} at {address}</source>
        <translation>{table}, hostitel {host}, na {address}</translation>
    </message>
    <message>
        <source>Private: you need the table PIN.</source>
        <translation>Soukromý: potřebujete PIN stolu.</translation>
    </message>
    <message>
        <source>Invited players only.</source>
        <translation>Jen pozvaní hráči.</translation>
    </message>
    <message>
        <source>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</source>
        <translation>Karty skryté i před hostitelem: nikdo, ani hostitel, nevidí kartu dřív, než je veřejná. Karty botů vidí počítač, na kterém běží.</translation>
    </message>
    <message>
        <source>WARNING: this host&apos;s key changed since you last played there.</source>
        <translation>VAROVÁNÍ: klíč tohoto hostitele se od vaší poslední hry změnil.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard pile</source>
        <translation>Odkládací balíček</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Vaše kombinace</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>Kombinace: {nick}</translation>
    </message>
    <message>
        <source>new meld</source>
        <translation>nová kombinace</translation>
    </message>
</context>
<context>
    <name>TableSitting</name>
    <message>
        <source>Opening a practice table…</source>
        <translation>Otevírám cvičný stůl…</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Klíč hostitele se změnil</translation>
    </message>
    <message>
        <source>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</source>
        <translation>Stůl „{table}“ je podepsán jiným klíčem než při vaší poslední hře s {host}. Možná se za tohoto hostitele někdo vydává. Nepřipojuji se.</translation>
    </message>
    <message>
        <source>Private table</source>
        <translation>Soukromý stůl</translation>
    </message>
    <message>
        <source>PIN for &apos;{table}&apos;:</source>
        <translation>PIN pro „{table}“:</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Nelze se dívat</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Připojení se nezdařilo</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>Hostitel neodpověděl.</translation>
    </message>
    <message>
        <source>Not the table you were invited to</source>
        <translation>Toto není stůl z pozvánky</translation>
    </message>
    <message>
        <source>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</source>
        <translation>Hostitel na {address} má jiný klíč, než uvádí pozvánka. Možná se za něj někdo vydává. Nepřipojuji se.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Back in the lobby.</source>
        <translation>Zpět v lobby.</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>Pozván: {nick}.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • první vyložení {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>s klepáním</translation>
    </message>
    <message>
        <source>cards hidden from the host</source>
        <translation>karty skryté i před hostitelem</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Konec hry: vyhrál {names}.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Herní stůl</translation>
    </message>
    <message>
        <source>Lay cards ({n})</source>
        <translation>Vyložit ({n})</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Vyložit</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Ukázat stůl</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ukázat výsledky</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Rozdává se…</translation>
    </message>
    <message>
        <source>Waiting for knocks… {n}</source>
        <translation>Čeká se na zaklepání… {n}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Nejdřív si lízněte: klikněte na lízací balíček (D) nebo na odkládací balíček.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>Na tahu je {name}; mezitím si můžete seřadit karty.</translation>
    </message>
    <message>
        <source>To throw away a joker, drag it onto the discard pile: a click never discards one.</source>
        <translation>Chcete-li odhodit žolíka, přetáhněte ho na odkládací balíček: kliknutím se žolík nikdy neodhodí.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>bodů: {n}</translation>
    </message>
    <message>
        <source>Opening: {n} / {need}</source>
        <translation>První vyložení: {n} / {need}</translation>
    </message>
    <message>
        <source>laid {n}</source>
        <translation>vyloženo {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>v ruce {n}</translation>
    </message>
    <message>
        <source>opening needs {n}</source>
        <translation>první vyložení: {n}</translation>
    </message>
    <message>
        <source> ({name}&apos;s meld)</source>
        <translation> (kombinace: {name})</translation>
    </message>
</context>
<context>
    <name>TurnAlert</name>
    <message>
        <source>Your turn</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>{table}: it is your turn to draw.</source>
        <translation>{table}: jste na tahu, lízněte si.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>Začít hned (volná místa obsadí boti)</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Pozvat…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Opustit hru</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</source>
        <translation>{game} do {points} · obsazeno {taken} z {seats} míst · čekám na hráče. Hra začne, až budou obsazena všechna místa.</translation>
    </message>
    <message>
        <source>open — waiting for a player</source>
        <translation>volné — čeká na hráče</translation>
    </message>
    <message>
        <source>{nick} (computer, {strength})</source>
        <translation>{nick} (počítač, {strength})</translation>
    </message>
    <message>
        <source>{nick} (connecting…)</source>
        <translation>{nick} (připojuje se…)</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <source>Address: {address}    Table code: {code}</source>
        <translation>Adresa: {address}    Kód stolu: {code}</translation>
    </message>
</context>
<context>
    <name>WatchTable</name>
    <message>
        <source>Take a seat</source>
        <translation>Přisednout</translation>
    </message>
    <message>
        <source>Watchers may not chat at this table.</source>
        <translation>Diváci u tohoto stolu nesmějí chatovat.</translation>
    </message>
    <message>
        <source>Take {name}&apos;s seat</source>
        <translation>Převzít místo: {name}</translation>
    </message>
    <message>
        <source>Take seat {n}</source>
        <translation>Převzít místo {n}</translation>
    </message>
    <message>
        <source>You are watching. Waiting for the deal…</source>
        <translation>Díváte se. Čekám na rozdání…</translation>
    </message>
    <message>
        <source>You are watching. Round over.</source>
        <translation>Díváte se. Konec kola.</translation>
    </message>
    <message>
        <source>You are watching: {name} is playing.</source>
        <translation>Díváte se: hraje {name}.</translation>
    </message>
    <message>
        <source>You are watching: only the players move.</source>
        <translation>Díváte se: táhnou jen hráči.</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Na tahu: {name}</translation>
    </message>
</context>
<context>
    <name>WatchersStrip</name>
    <message>
        <source>Watching: {names}</source>
        <translation>Dívají se: {names}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>easy</source>
        <translation>slabý</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>silný</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n mínusový bod</numerusform>
            <numerusform>%n mínusové body</numerusform>
            <numerusform>%n mínusových bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>Joker</source>
        <translation>Žolík</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <source>{who} dealt {n} cards each</source>
        <translation>{who} rozdal každému {n} karet</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} si lízl z balíčku</translation>
    </message>
    <message>
        <source>{who} took {cards} from the discard pile</source>
        <translation>{who} vzal z odkládacího balíčku {cards}</translation>
    </message>
    <message>
        <source>{who} laid {cards}</source>
        <translation>{who} vyložil {cards}</translation>
    </message>
    <message>
        <source>{who} added {card} to a meld</source>
        <translation>{who} přiložil {card} ke kombinaci</translation>
    </message>
    <message>
        <source>{who} swapped {card} for the {joker}</source>
        <translation>{who} vyměnil {card} za {joker}</translation>
    </message>
    <message>
        <source>{who} swapped a joker</source>
        <translation>{who} vyměnil žolíka</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} odhodil {card}</translation>
    </message>
    <message>
        <source>{card} was discarded for {who}</source>
        <translation>Za hráče {who} byla odhozena karta {card}</translation>
    </message>
    <message>
        <source>{who} ran out of time</source>
        <translation>{who} nestihl tah</translation>
    </message>
    <message>
        <source>{who} knocked for {card} (+{n} cards)</source>
        <translation>{who} zaklepal na {card} (+{n} karty)</translation>
    </message>
    <message>
        <source>{who} went out</source>
        <translation>{who} vyložil vše</translation>
    </message>
    <message>
        <source>The stock ran out</source>
        <translation>Lízací balíček došel</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock ({n} cards)</source>
        <translation>Odkládací balíček byl zamíchán do nového lízacího balíčku ({n} karet)</translation>
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
        <translation>Diváci nejsou povoleni</translation>
    </message>
    <message>
        <source>Up to {n} watchers</source>
        <translation>Až {n} diváků</translation>
    </message>
    <message>
        <source>they may chat</source>
        <translation>smí psát do chatu</translation>
    </message>
    <message>
        <source>no watcher chat</source>
        <translation>bez chatu pro diváky</translation>
    </message>
    <message>
        <source>they may take a free seat between rounds</source>
        <translation>mezi koly smí obsadit volné místo</translation>
    </message>
</context>
</TS>
