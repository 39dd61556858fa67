<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Arrange</source>
        <translation>Arrumar</translation>
    </message>
    <message>
        <source>Put the combinations you could lay side by side (A)</source>
        <translation>Pôr lado a lado as combinações que pode colocar (A)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Return the staged cards to your hand (Esc)</source>
        <translation>Devolver as cartas preparadas à mão (Esc)</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Soltar</translation>
    </message>
    <message>
        <source>Lay the combinations underlined in blue (L)</source>
        <translation>Soltar as combinações sublinhadas a azul (L)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>Take the card just discarded, plus two from the stock (K)</source>
        <translation>Pegar na carta acabada de descartar e mais duas da pilha de depósito (K)</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ver resultados</translation>
    </message>
    <message>
        <source>Switch between the results and the table (V)</source>
        <translation>Alternar entre os resultados e a mesa (V)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Ready for the next round (N)</source>
        <translation>Pronto para a próxima ronda (N)</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Leave the table (Ctrl+W)</source>
        <translation>Sair da mesa (Ctrl+W)</translation>
    </message>
    <message>
        <source>Knock ({n})</source>
        <translation>Bater ({n})</translation>
    </message>
</context>
<context>
    <name>BotStrength</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
</context>
<context>
    <name>ChatWidget</name>
    <message>
        <source>Say something…</source>
        <translation>Escreva algo…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Já pegou numa carta nesta jogada.</translation>
    </message>
    <message>
        <source>The stock is being reshuffled.</source>
        <translation>A pilha de depósito está a ser baralhada.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Pegue primeiro numa carta.</translation>
    </message>
    <message>
        <source>You can lay off only after your opening.</source>
        <translation>Só pode pôr cartas nas combinações da mesa depois da sua primeira colocação.</translation>
    </message>
    <message>
        <source>You can swap a joker only after your opening.</source>
        <translation>Só pode trocar um joker depois da sua primeira colocação.</translation>
    </message>
    <message>
        <source>You can lay off from your next turn on, not in the turn you opened.</source>
        <translation>Pode pôr cartas nas combinações da mesa a partir da próxima jogada, não na jogada da primeira colocação.</translation>
    </message>
    <message>
        <source>You can swap a joker from your next turn on, not in the turn you opened.</source>
        <translation>Pode trocar um joker a partir da próxima jogada, não na jogada da primeira colocação.</translation>
    </message>
    <message>
        <source>You may take from the discard pile only after your opening.</source>
        <translation>Só pode pegar na pilha de descarte depois da sua primeira colocação.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile has %n card(s).</source>
        <translation>
            <numerusform>A pilha de descarte tem %n carta.</numerusform>
            <numerusform>A pilha de descarte tem %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be taken.</source>
        <translation>Só pode pegar na carta de cima da pilha de descarte.</translation>
    </message>
    <message numerus="yes">
        <source>You may not hold more than %n card(s).</source>
        <translation>
            <numerusform>Não pode ter mais de %n carta na mão.</numerusform>
            <numerusform>Não pode ter mais de %n cartas na mão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knocking would take you over %n card(s).</source>
        <translation>
            <numerusform>Ao bater ficaria com mais de %n carta.</numerusform>
            <numerusform>Ao bater ficaria com mais de %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your opening must be worth at least {needed} points; these melds are worth {total}.</source>
        <translation>A primeira colocação tem de valer pelo menos {needed} pontos; estas combinações valem {total}.</translation>
    </message>
    <message>
        <source>You must keep one card to discard; you cannot lay your last card.</source>
        <translation>Tem de guardar uma carta para descartar; não pode colocar a última carta.</translation>
    </message>
    <message>
        <source>You must keep a card you may discard (not one taken from the pile this turn).</source>
        <translation>Tem de guardar uma carta que possa descartar (não uma que pegou da pilha nesta jogada).</translation>
    </message>
    <message>
        <source>A card taken from the discard pile this turn may not be discarded again.</source>
        <translation>Uma carta pegada da pilha de descarte nesta jogada não pode voltar a ser descartada.</translation>
    </message>
    <message>
        <source>Lay the joker you took by a swap before you discard.</source>
        <translation>Coloque o joker que obteve numa troca antes de descartar.</translation>
    </message>
    <message>
        <source>You can knock only right after a discard, before the next draw.</source>
        <translation>Só pode bater logo a seguir a um descarte, antes de o próximo jogador pegar.</translation>
    </message>
    <message>
        <source>The next player draws normally, and nobody knocks for their own discard.</source>
        <translation>O próximo jogador pega normalmente, e ninguém bate no próprio descarte.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} não está na sua mão.</translation>
    </message>
    <message>
        <source>{card} does not fit there.</source>
        <translation>{card} não encaixa aí.</translation>
    </message>
    <message>
        <source>A joker in a group is freed only by the fourth card, once the group holds three natural cards.</source>
        <translation>Um joker num grupo só é libertado pela quarta carta, quando o grupo tem três cartas naturais.</translation>
    </message>
    <message>
        <source>This joker stands for another card.</source>
        <translation>Este joker substitui outra carta.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Algo correu mal: {what}</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>The details were written to {path}. You can keep playing.</source>
        <translation>Os detalhes foram escritos em {path}. Pode continuar a jogar.</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>Event</source>
        <translation>Torneio</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Organizador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>registration open</source>
        <translation>inscrições abertas</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>a jogar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>{game}, {n} boards</source>
        <translation>{game}, {n} mãos</translation>
    </message>
</context>
<context>
    <name>EventPanel</name>
    <message>
        <source>Duplicate events</source>
        <translation>Torneios em duplicado</translation>
    </message>
    <message>
        <source>New duplicate event…</source>
        <translation>Novo torneio em duplicado…</translation>
    </message>
    <message>
        <source>Board set alone…</source>
        <translation>Mãos sozinho…</translation>
    </message>
    <message>
        <source>The same deals as your friends, against the same bots, when it suits you</source>
        <translation>As mesmas cartas que os teus amigos, contra os mesmos bots, quando te der jeito</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Inscrever-me</translation>
    </message>
    <message>
        <source>Look on</source>
        <translation>Assistir</translation>
    </message>
</context>
<context>
    <name>EventRoom</name>
    <message>
        <source>Start the event</source>
        <translation>Começar o torneio</translation>
    </message>
    <message>
        <source>Close registration: bots take the places nobody took</source>
        <translation>Fechar as inscrições: os bots ficam com os lugares livres</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Sair do torneio</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Rever mão</translation>
    </message>
    <message>
        <source>Save results…</source>
        <translation>Guardar resultados…</translation>
    </message>
    <message>
        <source>Back to my table</source>
        <translation>Voltar à minha mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>How a duplicate evening works

Every table plays the same boards at the same time: on each board, the player in your seat at every other table holds exactly your cards.

You keep your seat number all evening. After each round of boards the players in seat 2 move one table on, seat 3 two tables, and so on, so you meet new opponents.

On every board you are compared only with the players in your seat: 2 matchpoints for each of them you beat, 1 for a tie. The standings appear here after every board, and the results board at the end.

Nobody, the organiser included, can choose or foresee a board: every player&apos;s program helps to shuffle each one, and checks every deal afterwards.</source>
        <translation>Como funciona uma noite em duplicado

Todas as mesas jogam as mesmas mãos ao mesmo tempo: em cada mão, o jogador do teu lugar em cada uma das outras mesas tem exatamente as tuas cartas.

Mantens o número do teu lugar toda a noite. Depois de cada ronda de mãos, os jogadores do lugar 2 avançam uma mesa, os do lugar 3 duas mesas, e assim por diante, e assim encontras novos adversários.

Em cada mão só és comparado com os jogadores do teu lugar: 2 pontos de match por cada um que venças, 1 por empate. A classificação aparece aqui depois de cada mão e, no fim, o quadro de resultados.

Ninguém, nem o organizador, pode escolher ou prever uma mão: o programa de cada jogador ajuda a baralhar cada uma e verifica depois cada distribuição.</translation>
    </message>
    <message>
        <source>Board {b}, table {t}</source>
        <translation>Mão {b}, mesa {t}</translation>
    </message>
    <message>
        <source>Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.</source>
        <translation>{game} em duplicado: {tables} mesas de {seats}, {boards} mãos, {secs} s por jogada.</translation>
    </message>
    <message>
        <source>Boards&apos; code: {code} (the same on every screen).</source>
        <translation>Código das mãos: {code} (o mesmo em todos os ecrãs).</translation>
    </message>
    <message>
        <source>Join by address: {address}</source>
        <translation>Entrar pelo endereço: {address}</translation>
    </message>
    <message>
        <source>Registration is open: {n} of {places} places taken; bots take the rest when the organiser starts.</source>
        <translation>As inscrições estão abertas: {n} de {places} lugares ocupados; os bots ficam com o resto quando o organizador começar.</translation>
    </message>
    <message>
        <source>Registration closed. Every player&apos;s client is fixing the boards…</source>
        <translation>Inscrições fechadas. O programa de cada jogador está a fixar as mãos…</translation>
    </message>
    <message>
        <source>The event is over: the results board.</source>
        <translation>O torneio terminou: o quadro de resultados.</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Vencedor: {names}.</translation>
    </message>
    <message>
        <source>Board {b} of {total} is being played at every table.</source>
        <translation>A mão {b} de {total} está a ser jogada em todas as mesas.</translation>
    </message>
    <message>
        <source>{done} of {total} boards played; the next starts when every table is ready.</source>
        <translation>{done} de {total} mãos jogadas; a próxima começa quando todas as mesas estiverem prontas.</translation>
    </message>
    <message>
        <source>{name} · seat {seat}</source>
        <translation>{name} · lugar {seat}</translation>
    </message>
    <message>
        <source>(bot)</source>
        <translation>(bot)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(ausente)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(tu)</translation>
    </message>
</context>
<context>
    <name>EventSeating</name>
    <message>
        <source>Could not register</source>
        <translation>Não foi possível inscrever</translation>
    </message>
    <message>
        <source>Leave the event</source>
        <translation>Sair do torneio</translation>
    </message>
    <message>
        <source>You organise this event: leaving ends it for everyone. Leave?</source>
        <translation>És o organizador deste torneio: se saíres, termina para todos. Sair?</translation>
    </message>
    <message>
        <source>Deal verified against the published board</source>
        <translation>Distribuição verificada com a mão publicada</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Não foi possível verificar esta distribuição: {why}</translation>
    </message>
    <message>
        <source>This event could not be verified</source>
        <translation>Não foi possível verificar este torneio</translation>
    </message>
    <message>
        <source>The connection to the event was lost: {why}</source>
        <translation>A ligação ao torneio perdeu-se: {why}</translation>
    </message>
    <message>
        <source>You play at table {t}, seat {s}.</source>
        <translation>Jogas na mesa {t}, lugar {s}.</translation>
    </message>
    <message>
        <source>Save the results in</source>
        <translation>Guardar os resultados em</translation>
    </message>
    <message>
        <source>Results saved</source>
        <translation>Resultados guardados</translation>
    </message>
    <message>
        <source>Saved {files}.</source>
        <translation>Guardado: {files}.</translation>
    </message>
    <message>
        <source>Board set played</source>
        <translation>Mãos jogadas</translation>
    </message>
    <message>
        <source>Your result is saved in {path}. Send it to friends who play the code &apos;{code}&apos;, and compare theirs with yours.</source>
        <translation>O teu resultado ficou guardado em {path}. Envia-o aos amigos que joguem o código «{code}» e compara o deles com o teu.</translation>
    </message>
    <message>
        <source>Compare results…</source>
        <translation>Comparar resultados…</translation>
    </message>
    <message>
        <source>Results of the same board set</source>
        <translation>Resultados das mesmas mãos</translation>
    </message>
    <message>
        <source>Board set results (*.json)</source>
        <translation>Resultados de mãos (*.json)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Não é possível comparar</translation>
    </message>
    <message>
        <source>Board set {code}</source>
        <translation>Mãos «{code}»</translation>
    </message>
</context>
<context>
    <name>HandsPanel</name>
    <message>
        <source>  ◀ to move</source>
        <translation>  ◀ a jogar</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>This table runs a different version of LAN Jolly. Both players need the same version: please update the older one.</source>
        <translation>Esta mesa usa outra versão do LAN Jolly. Os jogadores precisam da mesma versão: atualize a mais antiga.</translation>
    </message>
    <message>
        <source>This table hides every card from its host, and this version of LAN Jolly cannot play such a table: please update it.</source>
        <translation>Esta mesa esconde todas as cartas também do anfitrião, e esta versão do LAN Jolly não pode jogar numa mesa assim: atualize-a, por favor.</translation>
    </message>
    <message>
        <source>The host could not confirm who you are.</source>
        <translation>O anfitrião não conseguiu confirmar quem é.</translation>
    </message>
    <message>
        <source>This table is for invited players only.</source>
        <translation>Esta mesa é só para jogadores convidados.</translation>
    </message>
    <message>
        <source>This invitation is not valid (any more).</source>
        <translation>Este convite não é (ou já não é) válido.</translation>
    </message>
    <message>
        <source>Wrong PIN for this table.</source>
        <translation>PIN errado para esta mesa.</translation>
    </message>
    <message>
        <source>This table is private: you need its PIN.</source>
        <translation>Esta mesa é privada: precisa do PIN.</translation>
    </message>
    <message>
        <source>The host&apos;s key is not the one expected. Someone may be impersonating it.</source>
        <translation>A chave do anfitrião não é a esperada. Alguém pode estar a fazer-se passar por ele.</translation>
    </message>
    <message>
        <source>The host did not understand our program.</source>
        <translation>O anfitrião não entendeu o nosso programa.</translation>
    </message>
    <message>
        <source>This invitation has already been used.</source>
        <translation>Este convite já foi usado.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; wait a while and try again.</source>
        <translation>Foram tentados demasiados PIN errados nesta mesa; espere um pouco e tente de novo.</translation>
    </message>
    <message>
        <source>The host has too many connections right now; try again later.</source>
        <translation>O anfitrião tem demasiadas ligações neste momento; tente mais tarde.</translation>
    </message>
    <message>
        <source>This table does not admit watchers.</source>
        <translation>Esta mesa não admite espectadores.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it allows.</source>
        <translation>Esta mesa já tem todos os espectadores que permite.</translation>
    </message>
    <message>
        <source>The host closed the connection while you were joining.</source>
        <translation>O anfitrião fechou a ligação enquanto estava a entrar.</translation>
    </message>
    <message>
        <source>The table cannot be reached ({why}).</source>
        <translation>Não é possível chegar à mesa ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Isso não é possível neste momento da jogada.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>A ronda terminou.</translation>
    </message>
    <message>
        <source>That seat is not playing this round.</source>
        <translation>Esse lugar não joga nesta ronda.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Essa carta não está na sua mão.</translation>
    </message>
    <message>
        <source>A card appears in two melds.</source>
        <translation>Uma carta aparece em duas combinações.</translation>
    </message>
    <message>
        <source>Those cards do not form a valid meld.</source>
        <translation>Essas cartas não formam uma combinação válida.</translation>
    </message>
    <message>
        <source>Lay at least one meld.</source>
        <translation>Coloque pelo menos uma combinação.</translation>
    </message>
    <message>
        <source>Your opening is worth too few points.</source>
        <translation>A sua primeira colocação vale poucos pontos.</translation>
    </message>
    <message>
        <source>You can do that only after your opening.</source>
        <translation>Só pode fazer isso depois da sua primeira colocação.</translation>
    </message>
    <message>
        <source>You can do that from your next turn on, not in the turn you opened.</source>
        <translation>Pode fazer isso a partir da próxima jogada, não na jogada da primeira colocação.</translation>
    </message>
    <message>
        <source>You may not take from the discard pile now.</source>
        <translation>Agora não pode pegar na pilha de descarte.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>A pilha de descarte está vazia.</translation>
    </message>
    <message>
        <source>You cannot take that many cards from the discard pile.</source>
        <translation>Não pode pegar em tantas cartas da pilha de descarte.</translation>
    </message>
    <message>
        <source>You may not hold that many cards.</source>
        <translation>Não pode ter tantas cartas na mão.</translation>
    </message>
    <message>
        <source>There is no such meld on the table.</source>
        <translation>Essa combinação não está na mesa.</translation>
    </message>
    <message>
        <source>That card does not fit this meld.</source>
        <translation>Essa carta não encaixa nesta combinação.</translation>
    </message>
    <message>
        <source>That card is not a joker in this meld.</source>
        <translation>Essa carta não é um joker nesta combinação.</translation>
    </message>
    <message>
        <source>That joker cannot be taken yet.</source>
        <translation>Esse joker ainda não pode ser retirado.</translation>
    </message>
    <message>
        <source>The joker stands for another card.</source>
        <translation>O joker substitui outra carta.</translation>
    </message>
    <message>
        <source>You must keep the card you took from the discard pile or use it this turn.</source>
        <translation>Tem de guardar a carta que pegou da pilha de descarte ou usá-la nesta jogada.</translation>
    </message>
    <message>
        <source>You may not discard the card you just took.</source>
        <translation>Não pode descartar a carta que acabou de pegar.</translation>
    </message>
    <message>
        <source>A joker taken by a swap must be laid this turn.</source>
        <translation>Um joker obtido numa troca tem de ser colocado nesta jogada.</translation>
    </message>
    <message>
        <source>Knocking is off at this table.</source>
        <translation>Nesta mesa não se pode bater.</translation>
    </message>
    <message>
        <source>You cannot knock now: only right after a discard, before the next draw.</source>
        <translation>Agora não pode bater: só logo a seguir a um descarte, antes de o próximo jogador pegar.</translation>
    </message>
    <message>
        <source>The stock has too few cards for that.</source>
        <translation>A pilha de depósito tem poucas cartas para isso.</translation>
    </message>
    <message>
        <source>The reshuffle order is not valid.</source>
        <translation>A ordem para baralhar de novo não é válida.</translation>
    </message>
    <message>
        <source>The move could not be read.</source>
        <translation>Não foi possível ler a jogada.</translation>
    </message>
    <message>
        <source>This move was already sent.</source>
        <translation>Esta jogada já foi enviada.</translation>
    </message>
    <message>
        <source>Take a seat first: watchers cannot play.</source>
        <translation>Sente-se primeiro: os espectadores não podem jogar.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Esse lugar não está livre.</translation>
    </message>
    <message>
        <source>Only the table&apos;s owner can do that.</source>
        <translation>Só o dono da mesa pode fazer isso.</translation>
    </message>
    <message>
        <source>Bot strength must be one of: {choices}.</source>
        <translation>A força do bot tem de ser uma destas: {choices}.</translation>
    </message>
    <message numerus="yes">
        <source>Chat messages are at most %n character(s) long.</source>
        <translation>
            <numerusform>As mensagens do chat têm no máximo %n carácter.</numerusform>
            <numerusform>As mensagens do chat têm no máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are sending chat messages too fast; wait a moment.</source>
        <translation>Está a enviar mensagens depressa demais; espere um momento.</translation>
    </message>
    <message>
        <source>That deal message was not expected now.</source>
        <translation>Essa mensagem da distribuição não era esperada agora.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to chat.</source>
        <translation>O dono da mesa não permitiu que os espectadores usem o chat.</translation>
    </message>
    <message>
        <source>The table&apos;s owner has not allowed watchers to take a seat.</source>
        <translation>O dono da mesa não permitiu que os espectadores ocupem um lugar.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; your move was not sent.</source>
        <translation>Sem ligação à mesa neste momento; a sua jogada não foi enviada.</translation>
    </message>
    <message>
        <source>Seats can only change before the match starts.</source>
        <translation>Os lugares só mudam antes de o jogo começar.</translation>
    </message>
    <message>
        <source>You can stand up only in the lobby, from a seat.</source>
        <translation>Só se pode levantar no lobby, estando sentado.</translation>
    </message>
    <message>
        <source>Bots can be placed only before the match starts.</source>
        <translation>Os bots só podem ser colocados antes de o jogo começar.</translation>
    </message>
    <message>
        <source>The match has already started.</source>
        <translation>O jogo já começou.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>Isso não é possível neste momento.</translation>
    </message>
    <message>
        <source>{nick} is watching</source>
        <translation>{nick} está a assistir</translation>
    </message>
    <message>
        <source>{nick} took seat {n} and plays from the next round</source>
        <translation>{nick} ocupou o lugar {n} e joga a partir da próxima ronda</translation>
    </message>
    <message>
        <source>{nick} sat down</source>
        <translation>{nick} sentou-se</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} tried a wrong table PIN (%n failed attempt(s) since the table opened)</source>
        <translation>
            <numerusform>Alguém em {address} tentou um PIN errado (%n tentativa falhada desde que a mesa abriu)</numerusform>
            <numerusform>Alguém em {address} tentou um PIN errado (%n tentativas falhadas desde que a mesa abriu)</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} left; a bot plays the seat</source>
        <translation>{nick} saiu; um bot joga no lugar</translation>
    </message>
    <message>
        <source>{nick} left</source>
        <translation>{nick} saiu</translation>
    </message>
    <message numerus="yes">
        <source>{nick} lost the connection; the seat is kept for %n second(s)</source>
        <translation>
            <numerusform>{nick} perdeu a ligação; o lugar fica guardado durante %n segundo</numerusform>
            <numerusform>{nick} perdeu a ligação; o lugar fica guardado durante %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} is back</source>
        <translation>{nick} voltou</translation>
    </message>
    <message>
        <source>{nick} is back at the table</source>
        <translation>{nick} voltou à mesa</translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat from the next round until they are back</source>
        <translation>
            <numerusform>{nick} esgotou o tempo %n vez seguida; a partir da próxima ronda um bot joga no lugar até voltar</numerusform>
            <numerusform>{nick} esgotou o tempo %n vezes seguidas; a partir da próxima ronda um bot joga no lugar até voltar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nick} ran out of time %n time(s) in a row; a bot plays the seat until they are back</source>
        <translation>
            <numerusform>{nick} esgotou o tempo %n vez seguida; um bot joga no lugar até voltar</numerusform>
            <numerusform>{nick} esgotou o tempo %n vezes seguidas; um bot joga no lugar até voltar</numerusform>
        </translation>
    </message>
    <message>
        <source>{nick} ran out of time</source>
        <translation>{nick} esgotou o tempo</translation>
    </message>
    <message>
        <source>{nick} did not come back; a bot plays the seat</source>
        <translation>{nick} não voltou; um bot joga no lugar</translation>
    </message>
    <message>
        <source>Round {n}: {nick} deals</source>
        <translation>Ronda {n}: {nick} distribui as cartas</translation>
    </message>
    <message>
        <source>Board {n}: {nick} deals</source>
        <translation>Mão {n}: {nick} dá as cartas</translation>
    </message>
    <message>
        <source>This table fell behind the others: bots finish the board for everyone</source>
        <translation>Esta mesa ficou atrás das outras: os bots terminam a mão por todos</translation>
    </message>
    <message>
        <source>The deal was restarted: {nick} did not reveal a valid secret and has no say in this round&apos;s deal</source>
        <translation>A distribuição recomeçou: {nick} não revelou um segredo válido e não participa na distribuição desta ronda</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>{nick}&apos;s practice table</source>
        <translation>Mesa de treino de {nick}</translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <source>No combination to lay now.</source>
        <translation>Agora não há combinação para soltar.</translation>
    </message>
    <message>
        <source>Your opening: {n} points. Click a card to take it back, drag more cards in, then press Lay cards.</source>
        <translation>Primeira colocação: {n} pontos. Clique numa carta para a retirar, arraste mais cartas e prima «Soltar».</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite to {name}</source>
        <translation>Convidar para {name}</translation>
    </message>
    <message>
        <source>Nobody else is visible on the LAN right now.</source>
        <translation>Neste momento não se vê mais ninguém na rede.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Convidar</translation>
    </message>
    <message>
        <source>People on the LAN:</source>
        <translation>Pessoas na rede:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table:</source>
        <translation>Ou envie um link à pessoa que quer à mesa:</translation>
    </message>
    <message>
        <source>Or send a link to the person you want at the table, the one for a network you share:</source>
        <translation>Ou envie um link à pessoa que quer à mesa: o de uma rede em que ambos estejam:</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copiar link</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>JoinAddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Entrar por endereço</translation>
    </message>
    <message>
        <source>192.168.1.20:47474  or  lanjolly://…</source>
        <translation>192.168.1.20:47474  ou  lanjolly://…</translation>
    </message>
    <message>
        <source>only for private tables</source>
        <translation>só para mesas privadas</translation>
    </message>
    <message>
        <source>Address or link:</source>
        <translation>Endereço ou link:</translation>
    </message>
    <message>
        <source>Table PIN:</source>
        <translation>PIN da mesa:</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>pick a card of your hand</source>
        <translation>escolher uma carta da mão</translation>
    </message>
    <message>
        <source>stage the picked card (Shift+↑: as a new meld)</source>
        <translation>preparar a carta escolhida (Shift+↑: numa nova combinação)</translation>
    </message>
    <message>
        <source>take the last staged card back</source>
        <translation>retirar a última carta preparada</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay the staged melds, or discard the picked card</source>
        <translation>soltar as combinações preparadas ou descartar a carta escolhida</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>pegar na pilha de depósito</translation>
    </message>
    <message>
        <source>take that many cards from the discard pile</source>
        <translation>tirar tantas cartas da pilha de descarte</translation>
    </message>
    <message>
        <source>lay cards</source>
        <translation>soltar cartas</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>bater</translation>
    </message>
    <message>
        <source>arrange your hand</source>
        <translation>arrumar a mão</translation>
    </message>
    <message>
        <source>sort by suit / by rank</source>
        <translation>ordenar por naipe / por valor</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>ronda seguinte</translation>
    </message>
    <message>
        <source>results or table</source>
        <translation>resultados ou mesa</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>folha de pontos</translation>
    </message>
    <message>
        <source>player info</source>
        <translation>info do jogador</translation>
    </message>
    <message>
        <source>move list</source>
        <translation>lista de jogadas</translation>
    </message>
    <message>
        <source>say the state of the table (screen readers)</source>
        <translation>dizer o estado da mesa (leitores de ecrã)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take the staged cards back; in the side panel: back to the table</source>
        <translation>retirar as cartas preparadas; no painel lateral: voltar à mesa</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>the buttons and the side panel, then back to the table</source>
        <translation>os botões e o painel lateral, depois de volta à mesa</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>esta lista</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>como jogar</translation>
    </message>
    <message>
        <source>leave the table (after the match)</source>
        <translation>sair da mesa (depois da partida)</translation>
    </message>
</context>
<context>
    <name>LanServices</name>
    <message>
        <source>LAN search is turned off: join with an address or an invite link.</source>
        <translation>A procura na rede está desligada: entre por endereço ou com um link de convite.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({why}). Use Join by address or an invite link.</source>
        <translation>Não é possível procurar mesas nesta rede ({why}). Use «Entrar por endereço» ou um link de convite.</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>À procura de mesas na sua rede…</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>À procura de mesas na sua rede…</translation>
    </message>
    <message>
        <source>Hello {nick}!</source>
        <translation>Olá, {nick}!</translation>
    </message>
    <message>
        <source>No tables yet. Open one with New Game, or press Play now to practise against computer opponents.</source>
        <translation>Ainda não há mesas. Abra uma com «Novo Jogo» ou prima «Jogar já» para treinar contra o computador.</translation>
    </message>
    <message>
        <source>▶  Play now</source>
        <translation>▶  Jogar já</translation>
    </message>
    <message>
        <source>A practice table against computer opponents, no network needed</source>
        <translation>Uma mesa de treino contra o computador, sem precisar de rede</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Novo Jogo…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Assistir</translation>
    </message>
    <message>
        <source>Look on without a seat: you see the table, never a hand</source>
        <translation>Assistir sem lugar: vê a mesa, nunca uma mão</translation>
    </message>
    <message>
        <source>Join by address…</source>
        <translation>Entrar por endereço…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo correu mal</translation>
    </message>
    <message>
        <source>LAN Jolly</source>
        <translation>LAN Jolly</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>Play now…</source>
        <translation>Jogar já…</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Novo Jogo…</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <source>Open round record…</source>
        <translation>Abrir registo de ronda…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Baralho de quatro cores</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Notify me when it is my turn</source>
        <translation>Avisar-me quando for a minha vez</translation>
    </message>
    <message>
        <source>Player Info…</source>
        <translation>Info Jogador…</translation>
    </message>
    <message>
        <source>Hand order at the deal</source>
        <translation>Ordem da mão na distribuição</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamanho das cartas</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por naipe</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Como distribuída</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>Como jogar…</translation>
    </message>
    <message>
        <source>Keys at the table…  (?)</source>
        <translation>Teclas à mesa…  (?)</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Convite</translation>
    </message>
    <message>
        <source>{nick} invites you to the table &apos;{table}&apos;.</source>
        <translation>{nick} convida-o para a mesa «{table}».</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceitar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>Open round record</source>
        <translation>Abrir registo de ronda</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Registos de ronda (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>This client kept no record of round {n}.</source>
        <translation>Este programa não guardou registo da ronda {n}.</translation>
    </message>
    <message>
        <source>LAN search is off, so nobody can be listed.</source>
        <translation>A procura na rede está desligada, por isso ninguém pode ser listado.</translation>
    </message>
    <message>
        <source>No link for this table: {why}.</source>
        <translation>Sem link para esta mesa: {why}.</translation>
    </message>
    <message>
        <source>Leave the match?</source>
        <translation>Sair do jogo?</translation>
    </message>
    <message>
        <source>You are seated at a table. Leave the match and close LAN Jolly?</source>
        <translation>Está sentado a uma mesa. Sair do jogo e fechar o LAN Jolly?</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Rede local</translation>
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
        <translation>Endereço da mesa ({address})</translation>
    </message>
    <message>
        <source>This practice table is on your computer only: nobody else can join it. To play with friends, open a table with New Game.</source>
        <translation>Esta mesa de treino está só no seu computador: mais ninguém pode entrar. Para jogar com amigos, abra uma mesa com Novo jogo.</translation>
    </message>
    <message>
        <source>The match is not over. Leave it and go back to the lobby?</source>
        <translation>O jogo ainda não acabou. Sair e voltar ao lobby?</translation>
    </message>
    <message>
        <source>You are the host: the table closes for everyone.</source>
        <translation>É o anfitrião: a mesa fecha para todos.</translation>
    </message>
    <message>
        <source>Leave and close</source>
        <translation>Sair e fechar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ficar</translation>
    </message>
</context>
<context>
    <name>MatchEndBoard</name>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>A new match with the same players and settings</source>
        <translation>Um novo jogo com os mesmos jogadores e definições</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Voltar ao lobby</translation>
    </message>
    <message>
        <source>See the table</source>
        <translation>Ver a mesa</translation>
    </message>
    <message>
        <source>Put this board aside to look at the final table; Show results (V) brings it back</source>
        <translation>Pôr este quadro de lado para ver a mesa final; Ver resultados (V) traz de volta</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>{names} ganhou o jogo!</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n ronda jogada</numerusform>
            <numerusform>%n rondas jogadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldText</name>
    <message>
        <source>A group has at most four cards.</source>
        <translation>Um grupo tem no máximo quatro cartas.</translation>
    </message>
    <message>
        <source>A group needs different suits.</source>
        <translation>Um grupo precisa de naipes diferentes.</translation>
    </message>
    <message>
        <source>A group holds at most one joker.</source>
        <translation>Um grupo tem no máximo um joker.</translation>
    </message>
    <message>
        <source>Two jokers may not lie next to each other in a sequence.</source>
        <translation>Numa sequência não pode haver dois jokers lado a lado.</translation>
    </message>
    <message>
        <source>A sequence is too long: the ace is low or high, never both.</source>
        <translation>A sequência é comprida demais: o Ás é baixo ou alto, nunca ambos.</translation>
    </message>
    <message>
        <source>A sequence may not go around the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A).</source>
        <translation>Uma sequência não pode continuar (K-A-2): o Ás é baixo (A-2-3) ou alto (Q-K-A).</translation>
    </message>
    <message>
        <source>The cards of a sequence must follow each other in order.</source>
        <translation>As cartas de uma sequência têm de seguir por ordem.</translation>
    </message>
    <message>
        <source>The same card appears twice.</source>
        <translation>A mesma carta aparece duas vezes.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Uma combinação precisa de pelo menos 3 cartas.</translation>
    </message>
    <message>
        <source>A meld of three cards holds at most one joker.</source>
        <translation>Uma combinação de três cartas tem no máximo um joker.</translation>
    </message>
    <message>
        <source>A meld needs natural cards, not only jokers.</source>
        <translation>Uma combinação precisa de cartas naturais, não só de jokers.</translation>
    </message>
    <message>
        <source>Two identical cards never sit in one meld.</source>
        <translation>Duas cartas iguais nunca ficam na mesma combinação.</translation>
    </message>
    <message>
        <source>Neither a group (same rank, different suits) nor a sequence (one suit, in order).</source>
        <translation>Nem grupo (mesmo valor, naipes diferentes) nem sequência (um naipe, por ordem).</translation>
    </message>
    <message>
        <source>These cards do not form a meld.</source>
        <translation>Estas cartas não formam uma combinação.</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>10 seconds left for your move!</source>
        <translation>Faltam 10 segundos para a sua jogada!</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vazio)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>{nick} (watching)</source>
        <translation>{nick} (a assistir)</translation>
    </message>
    <message>
        <source>Not connected: your message was not sent.</source>
        <translation>Sem ligação: a sua mensagem não foi enviada.</translation>
    </message>
    <message>
        <source>Not connected to the table right now.</source>
        <translation>Sem ligação à mesa neste momento.</translation>
    </message>
    <message>
        <source>Round {n} was dealt by the host alone, because {why}; nobody can vouch for this deal.</source>
        <translation>A ronda {n} foi distribuída só pelo anfitrião, porque {why}; ninguém pode garantir esta distribuição.</translation>
    </message>
    <message>
        <source>This deal could not be verified: {why}</source>
        <translation>Não foi possível verificar esta distribuição: {why}</translation>
    </message>
    <message>
        <source>Problem with the host: {why}</source>
        <translation>Problema com o anfitrião: {why}</translation>
    </message>
    <message>
        <source>Deal restarts this match: {counts}</source>
        <translation>Distribuições recomeçadas neste jogo: {counts}</translation>
    </message>
    <message>
        <source>the host restarted the deal without the players</source>
        <translation>o anfitrião recomeçou a distribuição sem os jogadores</translation>
    </message>
    <message>
        <source>no player took part in the deal</source>
        <translation>nenhum jogador participou na distribuição</translation>
    </message>
    <message>
        <source>Deal verified: every key holder&apos;s shuffle, share and card checks out with the revealed round keys, and the round replays exactly.</source>
        <translation>Distribuição verificada: baralhar, partes e cartas de cada detentor de chave batem certo com as chaves da ronda reveladas, e a ronda repete-se exatamente.</translation>
    </message>
    <message>
        <source>Deal verified: every commitment matches the revealed secrets and the deal replays exactly.</source>
        <translation>Distribuição verificada: compromissos e segredos batem certo e a distribuição repete-se.</translation>
    </message>
    <message>
        <source>This round was dealt by the host alone, because {why}.</source>
        <translation>Esta ronda foi distribuída só pelo anfitrião, porque {why}.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New duplicate event</source>
        <translation>Novo torneio em duplicado</translation>
    </message>
    <message>
        <source>{nick}&apos;s duplicate night</source>
        <translation>Noite em duplicado de {nick}</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} segundos</translation>
    </message>
    <message>
        <source>Every table plays the same boards at the same time; each player is compared with the players who held the same cards. Players keep their seat number and move between tables after each round of boards.</source>
        <translation>Todas as mesas jogam as mesmas mãos ao mesmo tempo; cada jogador é comparado com os que tiveram as mesmas cartas. Os jogadores mantêm o número do lugar e mudam de mesa depois de cada ronda de mãos.</translation>
    </message>
    <message>
        <source>Event name:</source>
        <translation>Nome do torneio:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>Mesas:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Lugares por mesa:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Mãos:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tempo por jogada:</translation>
    </message>
    <message>
        <source>Bots in free places:</source>
        <translation>Bots nos lugares livres:</translation>
    </message>
    <message>
        <source>Open registration</source>
        <translation>Abrir inscrições</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open for a player</source>
        <translation>Livre para um jogador</translation>
    </message>
    <message>
        <source>Computer – easy</source>
        <translation>Computador – fácil</translation>
    </message>
    <message>
        <source>Computer – normal</source>
        <translation>Computador – normal</translation>
    </message>
    <message>
        <source>Computer – strong</source>
        <translation>Computador – forte</translation>
    </message>
    <message>
        <source>Computer – expert</source>
        <translation>Computador – especialista</translation>
    </message>
    <message>
        <source>Anyone on the network</source>
        <translation>Qualquer pessoa na rede</translation>
    </message>
    <message>
        <source>Players who know the PIN</source>
        <translation>Quem souber o PIN</translation>
    </message>
    <message>
        <source>Invited players only</source>
        <translation>Só jogadores convidados</translation>
    </message>
    <message>
        <source>The PIN needs {min} to {max} characters.</source>
        <translation>O PIN precisa de {min} a {max} caracteres.</translation>
    </message>
    <message>
        <source>The PIN may not contain spaces.</source>
        <translation>O PIN não pode ter espaços.</translation>
    </message>
    <message>
        <source>Please give the table a name.</source>
        <translation>Dê um nome à mesa, por favor.</translation>
    </message>
    <message>
        <source>Table names have at most {n} characters.</source>
        <translation>Os nomes das mesas têm no máximo {n} caracteres.</translation>
    </message>
    <message>
        <source>Only printable characters in the table name, please.</source>
        <translation>Só caracteres imprimíveis no nome da mesa, por favor.</translation>
    </message>
    <message>
        <source>{points} points is not offered for {game}.</source>
        <translation>{points} pontos não é opção em {game}.</translation>
    </message>
    <message>
        <source>Tables have {min} to {max} seats.</source>
        <translation>As mesas têm {min} a {max} lugares.</translation>
    </message>
    <message>
        <source>Every seat after yours needs a choice.</source>
        <translation>Cada lugar depois do seu precisa de uma escolha.</translation>
    </message>
    <message>
        <source>{seconds} s is not an offered turn time.</source>
        <translation>{seconds} s não é um tempo de jogada disponível.</translation>
    </message>
    <message>
        <source>Knocking exists only in Rommé.</source>
        <translation>Bater só existe no Rommé.</translation>
    </message>
    <message>
        <source>Between 1 and {max} watchers, please.</source>
        <translation>Entre 1 e {max} espectadores, por favor.</translation>
    </message>
    <message>
        <source>{nick}&apos;s table</source>
        <translation>Mesa de {nick}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>A minha mesa</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo Jogo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Rommé options</source>
        <translation>Opções de Rommé</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Who may sit down</source>
        <translation>Quem se pode sentar</translation>
    </message>
    <message>
        <source>Watchers</source>
        <translation>Espectadores</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nome da mesa:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Jogar até:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tempo por jogada:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Lugares:</translation>
    </message>
    <message>
        <source>Open seats:</source>
        <translation>Lugares livres:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Quantos:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Lugar {n}:</translation>
    </message>
    <message>
        <source>You ({nick})</source>
        <translation>Você ({nick})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Hand rummy: going out in one go doubles the others&apos; penalties</source>
        <translation>Mão lisa: fechar de uma só vez dobra os pontos negativos dos outros</translation>
    </message>
    <message>
        <source>Knocking: grab the discard out of turn (+2 penalty cards)</source>
        <translation>Bater: pegar no descarte fora da vez (+2 cartas de castigo)</translation>
    </message>
    <message>
        <source>Allow watchers (they see the table, never a hand)</source>
        <translation>Permitir espectadores (veem a mesa, nunca uma mão)</translation>
    </message>
    <message>
        <source> at most</source>
        <translation> no máximo</translation>
    </message>
    <message>
        <source>Watchers may chat (marked as watching)</source>
        <translation>Os espectadores podem usar o chat (marcados como espectadores)</translation>
    </message>
    <message>
        <source>A watcher may take a seat a player gave up, between rounds</source>
        <translation>Um espectador pode ocupar, entre rondas, um lugar deixado por um jogador</translation>
    </message>
    <message>
        <source>Cards hidden from the host</source>
        <translation>Cartas escondidas também do anfitrião</translation>
    </message>
    <message>
        <source>Each player&apos;s computer holds a key: this computer sees only your cards and its bots&apos; cards (bots hold no key), and every deal is checked at the round&apos;s end.</source>
        <translation>O computador de cada jogador guarda uma chave: este computador só vê as suas cartas e as dos bots que nele jogam (os bots não têm chave), e cada distribuição é verificada no fim da ronda.</translation>
    </message>
    <message>
        <source>It takes a second computer with a key: with only bots at the table the cards are dealt as usual.</source>
        <translation>É preciso um segundo computador com chave: só com bots à mesa, as cartas são distribuídas como de costume.</translation>
    </message>
    <message>
        <source>6+ digits or a passphrase, for your friends</source>
        <translation>6+ algarismos ou uma frase, para os seus amigos</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Abrir mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sem limite de tempo</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>1 – a single round</source>
        <translation>1 – uma só ronda</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid cards score for you; open with {points} points.</source>
        <translation>As cartas colocadas contam a seu favor; a primeira colocação precisa de {points} pontos.</translation>
    </message>
    <message>
        <source>Cards left in hand are penalties; open with {points} points.</source>
        <translation>As cartas na mão são pontos negativos; a primeira colocação precisa de {points} pontos.</translation>
    </message>
</context>
<context>
    <name>NicknameDialog</name>
    <message>
        <source>Please enter a nickname.</source>
        <translation>Introduza um nickname, por favor.</translation>
    </message>
    <message>
        <source>At most {n} characters, please.</source>
        <translation>No máximo {n} caracteres, por favor.</translation>
    </message>
    <message>
        <source>Only printable characters, please.</source>
        <translation>Só caracteres imprimíveis, por favor.</translation>
    </message>
    <message>
        <source>Welcome to LAN Jolly</source>
        <translation>Bem-vindo ao LAN Jolly</translation>
    </message>
    <message>
        <source>Choose the name other players will see at the table.</source>
        <translation>Escolha o nome que os outros jogadores vão ver na mesa.</translation>
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
        <translation>{points} p. • {cards}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>já colocou</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>ainda não colocou</translation>
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
        <translation>Jogar já</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Duração do jogo:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Jogadores do computador:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <source>Player Info</source>
        <translation>Info Jogador</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Nickname:</translation>
    </message>
    <message>
        <source>Identity code:</source>
        <translation>Código de identidade:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Jogos jogados:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Jogos ganhos:</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Rondas jogadas:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Pontos por ronda</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Nesta mesa</translation>
    </message>
    <message>
        <source>Playing:</source>
        <translation>A jogar:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Watching:</source>
        <translation>A assistir:</translation>
    </message>
    <message>
        <source>Watchers:</source>
        <translation>Espectadores:</translation>
    </message>
    <message>
        <source>Your identity code. Other players see it; if it ever changes for a friend, someone may be impersonating them.</source>
        <translation>O seu código de identidade. Os outros jogadores veem-no; se mudar para um amigo, alguém pode estar a fazer-se passar por ele.</translation>
    </message>
    <message>
        <source>{won} ({share} %)</source>
        <translation>{won} ({share} %)</translation>
    </message>
    <message>
        <source>Statistics are kept on this computer only.</source>
        <translation>As estatísticas ficam só neste computador.</translation>
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
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>move {n}, by {name}, is not allowed by the rules</source>
        <translation>a jogada {n}, de {name}, não é permitida pelas regras</translation>
    </message>
    <message>
        <source>move {n} is not allowed by the rules</source>
        <translation>a jogada {n} não é permitida pelas regras</translation>
    </message>
    <message>
        <source>the cards dealt differ from what the players&apos; secrets determine</source>
        <translation>as cartas distribuídas diferem do que os segredos dos jogadores determinam</translation>
    </message>
    <message>
        <source>the table after move {n} differs from what the players&apos; secrets determine</source>
        <translation>a mesa depois da jogada {n} difere do que os segredos dos jogadores determinam</translation>
    </message>
    <message>
        <source>a player&apos;s secret does not match the commitment made before the deal</source>
        <translation>o segredo de um jogador não corresponde ao compromisso feito antes da distribuição</translation>
    </message>
    <message>
        <source>the file is not a LAN Jolly round record</source>
        <translation>o ficheiro não é um registo de ronda do LAN Jolly</translation>
    </message>
    <message>
        <source>the record does not hold the whole round</source>
        <translation>o registo não contém a ronda inteira</translation>
    </message>
    <message>
        <source>the record is incomplete or damaged</source>
        <translation>o registo está incompleto ou danificado</translation>
    </message>
</context>
<context>
    <name>RefusedPage</name>
    <message>
        <source>This round record was refused</source>
        <translation>Este registo de ronda foi recusado</translation>
    </message>
    <message>
        <source>{path}

It does not pass the check of &apos;lanjolly verify&apos;: {reason}.

Nothing from it is shown, because it cannot be told apart from a forgery.</source>
        <translation>{path}

Não passa a verificação de «lanjolly verify»: {reason}.

Nada dele é mostrado, porque não se distingue de uma falsificação.</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>a watcher</source>
        <translation>um espectador</translation>
    </message>
    <message>
        <source>✔ Checked: the players&apos; machines shuffled the cards with proofs, every card opened with its key holders&apos; shares, and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Verificado: os computadores dos jogadores baralharam as cartas com provas, cada carta abriu com as partes dos seus detentores de chave e todas as {moves} jogadas seguem as regras. Ronda {n}, gravada por {who}.</translation>
    </message>
    <message>
        <source>✔ Checked: the cards were dealt from the players&apos; own secrets and all {moves} moves follow the rules. Round {n}, recorded by {who}.</source>
        <translation>✔ Verificado: as cartas foram distribuídas a partir dos segredos dos próprios jogadores e todas as {moves} jogadas seguem as regras. Ronda {n}, gravada por {who}.</translation>
    </message>
    <message>
        <source>Deal checked: the players&apos; machines shuffled it with proofs, and every move follows the rules.</source>
        <translation>Distribuição verificada: os computadores dos jogadores baralharam com provas e cada jogada segue as regras.</translation>
    </message>
    <message>
        <source>Deal checked: it came from the players&apos; own secrets, and every move follows the rules.</source>
        <translation>Distribuição verificada: veio dos segredos dos próprios jogadores e cada jogada segue as regras.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Início</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Recuar</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproduzir</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fim ▶|</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Jogada </translation>
    </message>
    <message>
        <source>Follow {name}</source>
        <translation>Seguir {name}</translation>
    </message>
    <message>
        <source>Export round…</source>
        <translation>Exportar ronda…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every hand, face up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Todas as mãos, viradas para cima&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jogadas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Step {k} / {n}</source>
        <translation>Passo {k} / {n}</translation>
    </message>
    <message>
        <source>Export round</source>
        <translation>Exportar ronda</translation>
    </message>
    <message>
        <source>Round records (*.json)</source>
        <translation>Registos de ronda (*.json)</translation>
    </message>
    <message>
        <source>Could not export: {err}</source>
        <translation>Não foi possível exportar: {err}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Round record refused</source>
        <translation>Registo de ronda recusado</translation>
    </message>
    <message>
        <source>Replay: round {n}</source>
        <translation>Repetição: ronda {n}</translation>
    </message>
</context>
<context>
    <name>ResultBoard</name>
    <message>
        <source>Round over</source>
        <translation>Fim da ronda</translation>
    </message>
    <message>
        <source>Round {n}: the stock ran out, nobody went out</source>
        <translation>Ronda {n}: a pilha de depósito acabou, ninguém fechou</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out</source>
        <translation>Ronda {n}: {nick} fechou</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: Jolly Hand, doubled!</source>
        <translation>Ronda {n}: {nick} fechou de uma só vez: Hand-Jolly, a dobrar!</translation>
    </message>
    <message>
        <source>Round {n}: {nick} went out in one go: hand rummy, penalties doubled!</source>
        <translation>Ronda {n}: {nick} fechou de uma só vez: mão lisa, pontos negativos a dobrar!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>resta %n carta</numerusform>
            <numerusform>restam %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>sem cartas</translation>
    </message>
    <message>
        <source>laid {points}</source>
        <translation>colocadas {points}</translation>
    </message>
    <message>
        <source>in hand {points}</source>
        <translation>na mão {points}</translation>
    </message>
    <message>
        <source>out {points}</source>
        <translation>fecho {points}</translation>
    </message>
    <message>
        <source>round {points}</source>
        <translation>ronda {points}</translation>
    </message>
    <message>
        <source>round {points} penalty</source>
        <translation>ronda {points} negativos</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>total {points}</translation>
    </message>
    <message>
        <source>Deal verification: waiting for the reveal…</source>
        <translation>Verificação da distribuição: à espera da revelação…</translation>
    </message>
</context>
<context>
    <name>ResultsBoard</name>
    <message>
        <source>Standings</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Matchpoints</source>
        <translation>Pontos de match</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Percentagem</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferença</translation>
    </message>
    <message>
        <source>After {n} of {total} boards. Matchpoints: 2 for each player beaten in your seat on the same board, 1 for a tie.</source>
        <translation>Depois de {n} de {total} mãos. Pontos de match: 2 por cada jogador do teu lugar batido na mesma mão, 1 por empate.</translation>
    </message>
    <message>
        <source>The standings appear here when every table has played the first board.</source>
        <translation>A classificação aparece aqui quando todas as mesas tiverem jogado a primeira mão.</translation>
    </message>
    <message>
        <source>Each cell: the board&apos;s points (matchpoints). * a bot played for the player on that board.</source>
        <translation>Cada célula: os pontos da mão (pontos de match). * um bot jogou pelo jogador nessa mão.</translation>
    </message>
    <message numerus="yes">
        <source>(a bot played for them on %n board(s))</source>
        <translation>
            <numerusform>(um bot jogou por esta pessoa em %n mão)</numerusform>
            <numerusform>(um bot jogou por esta pessoa em %n mãos)</numerusform>
        </translation>
    </message>
    <message>
        <source>a bot played some of this player&apos;s turns</source>
        <translation>um bot jogou algumas vezes por este jogador</translation>
    </message>
    <message>
        <source>the player was not at the table; a bot played the board</source>
        <translation>o jogador não estava à mesa; um bot jogou a mão</translation>
    </message>
    <message>
        <source>the table fell behind; bots finished the board</source>
        <translation>a mesa atrasou-se; os bots terminaram a mão</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>§N is the number of a rule in the game&apos;s full, numbered rules; the numbers are the same in every language.</source>
        <translation>§N é o número de uma regra nas regras completas e numeradas do jogo; os números são os mesmos em todas as línguas.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>As cartas</translation>
    </message>
    <message>
        <source>Two full packs and six jokers: 110 cards. Everyone gets 13; the rest is the stock, face down. The discard pile starts empty.</source>
        <translation>Dois baralhos completos e seis jokers: 110 cartas. Cada jogador recebe 13; o resto forma a pilha de depósito, virada para baixo. A pilha de descarte começa vazia.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Uma jogada</translation>
    </message>
    <message>
        <source>Take one card, then if you like lay melds, add cards to melds on the table or swap a joker, and end by putting one card on the discard pile. A card you took from the discard pile this turn cannot go straight back.</source>
        <translation>Pegue numa carta; depois, se quiser, coloque combinações, ponha cartas nas combinações da mesa ou troque um joker, e termine pondo uma carta na pilha de descarte. Uma carta pegada da pilha de descarte nesta jogada não pode voltar logo para lá.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinações</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; the ace sits below the 2 or above the king, never both at once. No meld holds the same card twice.</source>
        <translation>Um grupo são três ou quatro cartas do mesmo valor de naipes diferentes. Uma sequência são três ou mais cartas seguidas do mesmo naipe; o Ás fica antes do 2 ou depois do Rei, nunca as duas coisas. Nenhuma combinação tem a mesma carta duas vezes.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>A joker can stand for any card. Two jokers never sit side by side in a run, a set holds one joker at most, and so does a three-card meld. Once you have opened you may take a joker off the table by putting the very card it stands for in its place.</source>
        <translation>Um joker pode substituir qualquer carta. Numa sequência nunca ficam dois jokers lado a lado; um grupo tem no máximo um joker, tal como uma combinação de três cartas. Depois da primeira colocação pode retirar um joker da mesa pondo no seu lugar exatamente a carta que ele substitui.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Primeira colocação</translation>
    </message>
    <message>
        <source>Your first melds of a round must add up to the opening value (40 in Jolly, 30 in Rommé). Adding to other melds and swapping jokers start from your next turn.</source>
        <translation>As primeiras combinações de uma ronda têm de somar o valor da primeira colocação (40 no Jolly, 30 no Rommé). Pôr cartas noutras combinações e trocar jokers só a partir da jogada seguinte.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>You go out by discarding your last card; you always keep one card for that final discard.</source>
        <translation>Fecha ao descartar a última carta; guarda sempre uma carta para esse último descarte.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Each turn has a time limit. If it runs out, the table draws and discards for you and says so in the move history.</source>
        <translation>Cada jogada tem um limite de tempo. Se se esgotar, a mesa pega e descarta por si e regista-o no histórico de jogadas.</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>A pilha de descarte</translation>
    </message>
    <message>
        <source>The discard pile lies fanned out. From the turn after your opening you may take any card of it together with every card above it, as long as you end with no more than 20 cards.</source>
        <translation>A pilha de descarte fica em leque. A partir da jogada seguinte à primeira colocação pode pegar em qualquer carta dela juntamente com todas as que estão por cima, desde que não fique com mais de 20 cartas.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Cards you laid count for you, cards left in your hand count against you (ace 25, joker 50), and going out earns 30 more. Going out in the very turn you first lay doubles it all: a Jolly Hand.</source>
        <translation>As cartas colocadas contam a seu favor, as que ficam na mão contam contra (Ás 25, joker 50), e fechar vale mais 30. Fechar na mesma jogada em que coloca pela primeira vez dobra tudo: um Hand-Jolly.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>O jogo</translation>
    </message>
    <message>
        <source>Rounds go on until someone reaches the target; the highest total wins.</source>
        <translation>Jogam-se rondas até alguém atingir o objetivo; ganha o total mais alto.</translation>
    </message>
    <message>
        <source>Everyone, opened or not, may take the top card of the discard pile instead of drawing from the stock.</source>
        <translation>Todos, com ou sem primeira colocação, podem pegar na carta de cima da pilha de descarte em vez de pegar na pilha de depósito.</translation>
    </message>
    <message>
        <source>Only the cards left in your hand count, as penalty points (ace 15, joker 30); whoever goes out scores nothing. Laying all your cards in one turn without having laid before doubles everyone else&apos;s penalty.</source>
        <translation>Só contam as cartas que ficam na mão, como pontos negativos (Ás 15, joker 30); quem fecha não marca nada. Colocar todas as cartas numa só jogada sem ter colocado antes (mão lisa) dobra os pontos negativos de todos os outros.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>When the table allows it, you may knock to claim a card just discarded before the next player draws; you take two penalty cards with it and play your turn at once.</source>
        <translation>Se a mesa o permitir, pode bater para ficar com a carta acabada de descartar antes de o próximo jogador pegar; leva com ela duas cartas de castigo e joga logo a sua vez.</translation>
    </message>
    <message>
        <source>Over the target and you are out (a red X); the last player in wins. With target 1, a single round decides.</source>
        <translation>Quem passa o objetivo sai do jogo (um X vermelho); ganha o último que resta. Com objetivo 1, decide uma só ronda.</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>O que a mesa mostra</translation>
    </message>
    <message>
        <source>Blue line</source>
        <translation>Linha azul</translation>
    </message>
    <message>
        <source>Cards underlined in blue can be laid together now. Arrange (A) puts each such group side by side.</source>
        <translation>As cartas sublinhadas a azul podem ser colocadas juntas agora. «Arrumar» (A) põe cada um desses grupos lado a lado.</translation>
    </message>
    <message>
        <source>Green arrows</source>
        <translation>Setas verdes</translation>
    </message>
    <message>
        <source>While you drag a card, a green arrow marks each end of a meld where the rules accept it right now.</source>
        <translation>Enquanto arrasta uma carta, uma seta verde marca cada ponta de combinação onde as regras a aceitam agora.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Anel laranja</translation>
    </message>
    <message>
        <source>A card you took from the discard pile this turn.</source>
        <translation>Uma carta que pegou da pilha de descarte nesta jogada.</translation>
    </message>
    <message>
        <source>Gold ring and “!”</source>
        <translation>Anel dourado e «!»</translation>
    </message>
    <message>
        <source>Whose turn it is; the bar on the plate is the time left, red in the last 10 seconds.</source>
        <translation>De quem é a vez; a barra no nome é o tempo que resta, vermelha nos últimos 10 segundos.</translation>
    </message>
    <message>
        <source>Badges</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>At the end of a round each card shows what it scored: green for laid cards, red for cards left in hand.</source>
        <translation>No fim de uma ronda cada carta mostra os seus pontos: verde para as colocadas, vermelho para as que ficaram na mão.</translation>
    </message>
    <message>
        <source>Dashed slot</source>
        <translation>Espaço tracejado</translation>
    </message>
    <message>
        <source>Drop a card on your own melds&apos; area or its dashed slot to start a new meld.</source>
        <translation>Largue uma carta na área das suas combinações ou no espaço tracejado para começar uma nova combinação.</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Teclas à mesa</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontos</translation>
    </message>
    <message>
        <source>Replay round…</source>
        <translation>Repetir ronda…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move timer</source>
        <translation>Tempo da jogada</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Info Jogador</translation>
    </message>
    <message>
        <source>Your statistics and key (I)</source>
        <translation>As suas estatísticas e chave (I)</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Convidar</translation>
    </message>
    <message>
        <source>Invite someone to this table</source>
        <translation>Convidar alguém para esta mesa</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Por naipe</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontos</translation>
    </message>
    <message>
        <source>Time bank {time}</source>
        <translation>Reserva de tempo {time}</translation>
    </message>
    <message>
        <source>Sort your hand by suit (S)</source>
        <translation>Ordenar a mão por naipe (S)</translation>
    </message>
    <message>
        <source>Sort your hand by rank (R)</source>
        <translation>Ordenar a mão por valor (R)</translation>
    </message>
    <message>
        <source>Every round&apos;s points (P)</source>
        <translation>Os pontos de cada ronda (P)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>A mesa por palavras</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
</context>
<context>
    <name>SoloDialog</name>
    <message>
        <source>Board set against the bots</source>
        <translation>Mãos contra os bots</translation>
    </message>
    <message>
        <source>Friends who use the same code, game, seats, boards and bots get the same deals and face the same bots. Today&apos;s code is the deal of the day.</source>
        <translation>Amigos com o mesmo código, jogo, lugares, mãos e bots recebem as mesmas cartas e enfrentam os mesmos bots. O código de hoje é o jogo do dia.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Lugares:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Mãos:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>A code is 1 to 40 letters, digits, spaces or . : / + - _</source>
        <translation>Um código tem 1 a 40 letras, algarismos, espaços ou . : / + - _</translation>
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
        <translation>ás</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>À espera da distribuição</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>A sua mão: {cards}</translation>
    </message>
    <message>
        <source>Being laid by you</source>
        <translation>A colocar por si</translation>
    </message>
    <message>
        <source>{name}: {cards}, {points} points</source>
        <translation>{name}: {cards}, {points} pontos</translation>
    </message>
    <message>
        <source>Melds on the table: {n}</source>
        <translation>Combinações na mesa: {n}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}, the top one first</source>
        <translation>Pilha de descarte: {cards}, a de cima primeiro</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Pilha de depósito: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Outros jogadores</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>A ronda acabou</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <source>Put some cards here first.</source>
        <translation>Ponha primeiro algumas cartas aqui.</translation>
    </message>
</context>
<context>
    <name>StockItem</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>resta %n</numerusform>
            <numerusform>restam %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Connection lost — trying to reconnect…</source>
        <translation>Ligação perdida — a tentar de novo…</translation>
    </message>
    <message>
        <source>Connection to the table lost.</source>
        <translation>A ligação à mesa perdeu-se.</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>À espera da distribuição…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>Round over. Press Next (N) when you are ready.</source>
        <translation>Fim da ronda. Prima «Seguir» (N) quando estiver pronto.</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} está a jogar…</translation>
    </message>
    <message>
        <source>You may knock for the discard (K).</source>
        <translation>Pode bater para ficar com o descarte (K).</translation>
    </message>
    <message>
        <source>The others may knock for the discard: your draw comes in {n} s.</source>
        <translation>Os outros podem bater para ficar com o descarte: pode pegar daqui a {n} s.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or take the top discard (click it, or press 1).</source>
        <translation>A sua vez: pegue na pilha de depósito (D) ou leve o descarte de cima (clique nele ou prima 1).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D), or click a discard to take it (1–9 picks the k-th from the top).</source>
        <translation>A sua vez: pegue na pilha de depósito (D) ou clique num descarte para o levar (1–9 escolhe a k-ésima a contar de cima).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or press D).</source>
        <translation>A sua vez: pegue na pilha de depósito (clique nela ou prima D).</translation>
    </message>
    <message>
        <source>Press Lay cards (L) to lay them.</source>
        <translation>Prima «Soltar» (L) para as colocar.</translation>
    </message>
    <message>
        <source>Lay cards, drag cards onto melds, then discard: click a card or drag it to the pile.</source>
        <translation>Solte cartas, arraste cartas para combinações, depois descarte: clique numa carta ou arraste-a para a pilha.</translation>
    </message>
    <message>
        <source>Your combinations do not reach the opening yet.</source>
        <translation>As suas combinações ainda não chegam à primeira colocação.</translation>
    </message>
    <message>
        <source>One round decides</source>
        <translation>Uma ronda decide</translation>
    </message>
    <message>
        <source>Play to {points}</source>
        <translation>Joga-se até {points}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
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
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anfitrião</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Acesso</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>à espera de jogadores</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>a jogar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aberta</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>invited</source>
        <translation>convidados</translation>
    </message>
    <message>
        <source>{access} · cards hidden from host</source>
        <translation>{access} · cartas escondidas também do anfitrião</translation>
    </message>
    <message>
        <source>⚠ key changed · {access}</source>
        <translation>⚠ chave mudou · {access}</translation>
    </message>
    <message>
        <source>{table} hosted by {host} at {address}</source>
        <translation>{table}, anfitrião {host}, em {address}</translation>
    </message>
    <message>
        <source>Private: you need the table PIN.</source>
        <translation>Privada: precisa do PIN da mesa.</translation>
    </message>
    <message>
        <source>Invited players only.</source>
        <translation>Só jogadores convidados.</translation>
    </message>
    <message>
        <source>Cards hidden from the host: nobody, the host included, sees a card before it is public. Bots&apos; cards are seen by the machine that runs them.</source>
        <translation>Cartas escondidas também do anfitrião: ninguém, nem o anfitrião, vê uma carta antes de ela ser pública. As cartas dos bots são vistas pelo computador que os executa.</translation>
    </message>
    <message>
        <source>WARNING: this host&apos;s key changed since you last played there.</source>
        <translation>AVISO: a chave deste anfitrião mudou desde a última vez que jogou lá.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>O que colocou</translation>
    </message>
    <message>
        <source>{nick}&apos;s melds</source>
        <translation>Combinações de {nick}</translation>
    </message>
    <message>
        <source>new meld</source>
        <translation>nova combinação</translation>
    </message>
</context>
<context>
    <name>TableSitting</name>
    <message>
        <source>Opening a practice table…</source>
        <translation>A abrir uma mesa de treino…</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>A chave do anfitrião mudou</translation>
    </message>
    <message>
        <source>The table &apos;{table}&apos; is signed with a different key than when you last played with {host}. Someone may be impersonating that host. Not joining.</source>
        <translation>A mesa «{table}» está assinada com uma chave diferente da última vez que jogou com {host}. Alguém pode estar a fazer-se passar por esse anfitrião. Não vai entrar.</translation>
    </message>
    <message>
        <source>Private table</source>
        <translation>Mesa privada</translation>
    </message>
    <message>
        <source>PIN for &apos;{table}&apos;:</source>
        <translation>PIN de «{table}»:</translation>
    </message>
    <message>
        <source>Could not watch</source>
        <translation>Não foi possível assistir</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Não foi possível entrar</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>O anfitrião não respondeu.</translation>
    </message>
    <message>
        <source>Not the table you were invited to</source>
        <translation>Não é a mesa para que foi convidado</translation>
    </message>
    <message>
        <source>The host at {address} has a different key than the invitation names. Someone may be impersonating it. Not joining.</source>
        <translation>O anfitrião em {address} tem uma chave diferente da indicada no convite. Alguém pode estar a fazer-se passar por ele. Não vai entrar.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Back in the lobby.</source>
        <translation>De volta ao lobby.</translation>
    </message>
    <message>
        <source>Invited {nick}.</source>
        <translation>{nick} foi convidado.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>{game} • {players} • opening {points}</source>
        <translation>{game} • {players} • primeira colocação {points}</translation>
    </message>
    <message>
        <source>knocking on</source>
        <translation>com bater</translation>
    </message>
    <message>
        <source>cards hidden from the host</source>
        <translation>cartas escondidas também do anfitrião</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Match over: {names} won.</source>
        <translation>Fim do jogo: {names} ganhou.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Lay cards ({n})</source>
        <translation>Soltar ({n})</translation>
    </message>
    <message>
        <source>Lay cards</source>
        <translation>Soltar</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Ver mesa</translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Ver resultados</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Fim da ronda</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>A distribuir…</translation>
    </message>
    <message>
        <source>Waiting for knocks… {n}</source>
        <translation>À espera de quem bata… {n}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A sua vez</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Vez de {name}</translation>
    </message>
    <message>
        <source>Draw a card first: click the stock (D) or the discard pile.</source>
        <translation>Pegue primeiro numa carta: clique na pilha de depósito (D) ou na pilha de descarte.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn; you can sort your hand meanwhile.</source>
        <translation>É a vez de {name}; entretanto pode ordenar a sua mão.</translation>
    </message>
    <message>
        <source>To throw away a joker, drag it onto the discard pile: a click never discards one.</source>
        <translation>Para descartar um joker, arraste-o para a pilha de descarte: um clique nunca descarta um joker.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} pontos</translation>
    </message>
    <message>
        <source>Opening: {n} / {need}</source>
        <translation>Primeira colocação: {n} / {need}</translation>
    </message>
    <message>
        <source>laid {n}</source>
        <translation>colocadas {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>mão {n}</translation>
    </message>
    <message>
        <source>opening needs {n}</source>
        <translation>primeira colocação precisa de {n}</translation>
    </message>
    <message>
        <source> ({name}&apos;s meld)</source>
        <translation> (combinação de {name})</translation>
    </message>
</context>
<context>
    <name>TurnAlert</name>
    <message>
        <source>Your turn</source>
        <translation>A sua vez</translation>
    </message>
    <message>
        <source>{table}: it is your turn to draw.</source>
        <translation>{table}: é a sua vez de pegar numa carta.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>Começar já (os bots ocupam os lugares livres)</translation>
    </message>
    <message>
        <source>Invite…</source>
        <translation>Convidar…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>{game} to {points} · {taken} of {seats} seats taken · waiting for players. The match starts when every seat is taken.</source>
        <translation>{game} até {points} · {taken} de {seats} lugares ocupados · à espera de jogadores. O jogo começa quando todos os lugares estiverem ocupados.</translation>
    </message>
    <message>
        <source>open — waiting for a player</source>
        <translation>livre — à espera de um jogador</translation>
    </message>
    <message>
        <source>{nick} (computer, {strength})</source>
        <translation>{nick} (computador, {strength})</translation>
    </message>
    <message>
        <source>{nick} (connecting…)</source>
        <translation>{nick} (a ligar…)</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <source>Address: {address}    Table code: {code}</source>
        <translation>Endereço: {address}    Código da mesa: {code}</translation>
    </message>
</context>
<context>
    <name>WatchTable</name>
    <message>
        <source>Take a seat</source>
        <translation>Ocupar um lugar</translation>
    </message>
    <message>
        <source>Watchers may not chat at this table.</source>
        <translation>Os espectadores não podem conversar nesta mesa.</translation>
    </message>
    <message>
        <source>Take {name}&apos;s seat</source>
        <translation>Ocupar o lugar de {name}</translation>
    </message>
    <message>
        <source>Take seat {n}</source>
        <translation>Ocupar o lugar {n}</translation>
    </message>
    <message>
        <source>You are watching. Waiting for the deal…</source>
        <translation>Está a assistir. À espera da distribuição…</translation>
    </message>
    <message>
        <source>You are watching. Round over.</source>
        <translation>Está a assistir. Fim da ronda.</translation>
    </message>
    <message>
        <source>You are watching: {name} is playing.</source>
        <translation>Está a assistir: {name} está a jogar.</translation>
    </message>
    <message>
        <source>You are watching: only the players move.</source>
        <translation>Está a assistir: só os jogadores jogam.</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Fim da ronda</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Vez de {name}</translation>
    </message>
</context>
<context>
    <name>WatchersStrip</name>
    <message>
        <source>Watching: {names}</source>
        <translation>A assistir: {names}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n ponto negativo</numerusform>
            <numerusform>%n pontos negativos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
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
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>{who} dealt {n} cards each</source>
        <translation>{who} distribuiu {n} cartas a cada um</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} pegou na pilha de depósito</translation>
    </message>
    <message>
        <source>{who} took {cards} from the discard pile</source>
        <translation>{who} pegou em {cards} da pilha de descarte</translation>
    </message>
    <message>
        <source>{who} laid {cards}</source>
        <translation>{who} colocou {cards}</translation>
    </message>
    <message>
        <source>{who} added {card} to a meld</source>
        <translation>{who} pôs {card} numa combinação</translation>
    </message>
    <message>
        <source>{who} swapped {card} for the {joker}</source>
        <translation>{who} trocou {card} pelo {joker}</translation>
    </message>
    <message>
        <source>{who} swapped a joker</source>
        <translation>{who} trocou um joker</translation>
    </message>
    <message>
        <source>{who} discarded {card}</source>
        <translation>{who} descartou {card}</translation>
    </message>
    <message>
        <source>{card} was discarded for {who}</source>
        <translation>Foi descartada a carta {card} em nome de {who}</translation>
    </message>
    <message>
        <source>{who} ran out of time</source>
        <translation>{who} esgotou o tempo</translation>
    </message>
    <message>
        <source>{who} knocked for {card} (+{n} cards)</source>
        <translation>{who} bateu e ficou com {card} (+{n} cartas)</translation>
    </message>
    <message>
        <source>{who} went out</source>
        <translation>{who} fechou</translation>
    </message>
    <message>
        <source>The stock ran out</source>
        <translation>A pilha de depósito acabou</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new stock ({n} cards)</source>
        <translation>A pilha de descarte foi baralhada numa nova pilha de depósito ({n} cartas)</translation>
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
        <translation>Sem espectadores</translation>
    </message>
    <message>
        <source>Up to {n} watchers</source>
        <translation>Até {n} espectadores</translation>
    </message>
    <message>
        <source>they may chat</source>
        <translation>podem usar o chat</translation>
    </message>
    <message>
        <source>no watcher chat</source>
        <translation>sem chat para espectadores</translation>
    </message>
    <message>
        <source>they may take a free seat between rounds</source>
        <translation>podem ocupar um lugar livre entre rondas</translation>
    </message>
</context>
</TS>
