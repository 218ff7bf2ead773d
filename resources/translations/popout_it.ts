<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Column %1, row %2</source>
        <translation>Colonna %1, riga %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>%1, in the winning line</source>
        <translation>%1, nella linea vincente</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pop column %1</source>
        <translation>Estrai dalla colonna %1</translation>
    </message>
    <message>
        <source>Drop into column %1</source>
        <translation>Lascia cadere nella colonna %1</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Riga %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Griglia di gioco</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: pass the turn (Space)</source>
        <translation>Non hai dischi nella riga in basso: passa il turno (spazio)</translation>
    </message>
    <message>
        <source>Power checkers are played only in Power Up.</source>
        <translation>I dischi speciali si giocano solo in Power Up.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Quel disco speciale è già stato giocato.</translation>
    </message>
    <message>
        <source>A power checker is played instead of a drop, at the start of a turn.</source>
        <translation>Un disco speciale si gioca all&apos;inizio del turno, invece di far cadere un disco normale.</translation>
    </message>
    <message>
        <source>The other player moved before that key: choose again.</source>
        <translation>L&apos;avversario ha mosso prima di quel tasto: scegli di nuovo.</translation>
    </message>
    <message>
        <source>The bomb pops one of %1&apos;s bottom discs.</source>
        <translation>La bomba estrae uno dei dischi in basso di %1.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are %2 to %3.</source>
        <translation>La colonna %1 non esiste: le colonne vanno da %2 a %3.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>With the best play of both sides neither player wins.</source>
        <translation>Se entrambi giocano al meglio, nessuno dei due vince.</translation>
    </message>
    <message>
        <source>Win at once</source>
        <translation>Vittoria immediata</translation>
    </message>
    <message>
        <source>This move completes a line for %2: %2 wins.</source>
        <translation>Questa mossa completa una linea di %2: vince %2.</translation>
    </message>
    <message>
        <source>Win in %1 moves</source>
        <translation>Vittoria in %1 mosse</translation>
    </message>
    <message>
        <source>%2 wins in at most %1 moves of theirs, this one included, whatever %3 plays.</source>
        <translation>%2 vince in al massimo %1 mosse proprie, compresa questa, qualunque cosa giochi %3.</translation>
    </message>
    <message>
        <source>Loss at once</source>
        <translation>Sconfitta immediata</translation>
    </message>
    <message>
        <source>This move completes a line for %3: %3 wins.</source>
        <translation>Questa mossa completa una linea di %3: vince %3.</translation>
    </message>
    <message>
        <source>Loss in 1 move</source>
        <translation>Sconfitta in 1 mossa</translation>
    </message>
    <message>
        <source>After it %3 can win with their next move, whatever %2 plays.</source>
        <translation>Dopo questa mossa %3 può vincere con la sua mossa successiva, qualunque cosa giochi %2.</translation>
    </message>
    <message>
        <source>Loss in %1 moves</source>
        <translation>Sconfitta in %1 mosse</translation>
    </message>
    <message>
        <source>After it %3 can win with %1 more moves of theirs, whatever %2 plays.</source>
        <translation>Dopo questa mossa %3 può vincere con altre %1 mosse proprie, qualunque cosa giochi %2.</translation>
    </message>
    <message>
        <source>Estimate %4</source>
        <translation>Stima %4</translation>
    </message>
    <message>
        <source>The search did not see the end of the game: above 0 is better for %2, below 0 for %3.</source>
        <translation>La ricerca non è arrivata alla fine della partita: sopra 0 è meglio per %2, sotto 0 per %3.</translation>
    </message>
    <message>
        <source>win in 7 moves</source>
        <translation>vittoria in 7 mosse</translation>
    </message>
    <message>
        <source>loss in 3 moves</source>
        <translation>sconfitta in 3 mosse</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>patta</translation>
    </message>
    <message>
        <source>estimate, + is good for %1</source>
        <translation>stima, + favorisce %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vittoria</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>sconfitta</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>stima</translation>
    </message>
</context>
<context>
    <name>BrokerSettings</name>
    <message>
        <source>Type the broker&apos;s host name or address.</source>
        <translation>Digita il nome host o l&apos;indirizzo del broker.</translation>
    </message>
    <message>
        <source>This is not a host name or an address (like broker.example.org).</source>
        <translation>Non è un nome host né un indirizzo (come broker.example.org).</translation>
    </message>
    <message>
        <source>Connected to broker %1 in %2 ms.</source>
        <translation>Connesso al broker %1 in %2 ms.</translation>
    </message>
    <message>
        <source>Games over the internet go through an MQTT broker, which both players&apos; computers reach. The default, %1, is a public test broker run by others: free, with no promise of staying up. It reads nothing of your games: every message is encrypted end to end with the secret in the invite link. Friends can run a broker of their own; the README says how.</source>
        <translation>Le partite su internet passano per un broker MQTT, raggiungibile dai computer di entrambi i giocatori. Quello predefinito, %1, è un broker pubblico di prova gestito da altri: gratuito, ma senza garanzia che resti attivo. Non legge nulla delle tue partite: ogni messaggio è cifrato end-to-end con la chiave segreta contenuta nel link di invito. Tra amici si può gestire un broker tutto proprio; il README spiega come.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>&amp;Broker MQTT:</translation>
    </message>
    <message>
        <source>The broker&apos;s host name or address.</source>
        <translation>Il nome host o l&apos;indirizzo del broker.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <source>8883 for MQTT over TLS, 1883 for plain MQTT, unless told.</source>
        <translation>8883 per MQTT su TLS, 1883 per MQTT semplice, salvo indicazioni diverse.</translation>
    </message>
    <message>
        <source>&amp;Use TLS</source>
        <translation>&amp;Usa TLS</translation>
    </message>
    <message>
        <source>An encrypted connection to the broker, its certificate checked. Without it the broker still reads nothing of a game, but your user name and password travel in the clear.</source>
        <translation>Una connessione cifrata al broker, con verifica del suo certificato. Senza TLS il broker continua a non leggere nulla della partita, ma nome utente e password viaggiano in chiaro.</translation>
    </message>
    <message>
        <source>Certificate aut&amp;hority:</source>
        <translation>Autorità di certi&amp;ficazione:</translation>
    </message>
    <message>
        <source>the system&apos;s</source>
        <translation>del sistema</translation>
    </message>
    <message>
        <source>Only for a broker whose certificate comes from an authority of its own (a friends&apos; broker): that authority&apos;s certificate file (PEM or DER). Then only it is trusted. Empty: the authorities this computer trusts.</source>
        <translation>Solo per un broker il cui certificato viene da un&apos;autorità propria (il broker di amici): il file del certificato di quell&apos;autorità (PEM o DER). Allora ci si fida solo di essa. Vuoto: le autorità di cui si fida questo computer.</translation>
    </message>
    <message>
        <source>Choose &amp;file…</source>
        <translation>Sc&amp;egli…</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>&amp;Nome utente:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pa&amp;ssword:</translation>
    </message>
    <message>
        <source>the settings file</source>
        <translation>delle impostazioni</translation>
    </message>
    <message>
        <source>The password is stored in plain text in %1. Use one you use nowhere else.</source>
        <translation>La password è salvata in chiaro nel file %1. Usane una che non usi altrove.</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>Prova &amp;connessione</translation>
    </message>
    <message>
        <source>Connect to this broker once, now, and say how it went. Nothing is sent before you press it.</source>
        <translation>Si connette una volta a questo broker, subito, e riferisce com&apos;è andata. Nulla viene inviato finché non lo premi.</translation>
    </message>
    <message>
        <source>Certificate Authority of the Broker</source>
        <translation>Autorità di certificazione del broker</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation>Certificati (*.pem *.crt *.cer *.der);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>La prova non è riuscita: %1</translation>
    </message>
    <message>
        <source>Broker for Internet Play</source>
        <translation>Broker per il gioco su internet</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Messaggi della chat</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Ancora nessun messaggio.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Messaggio…</translation>
    </message>
    <message>
        <source>Chat message to send</source>
        <translation>Messaggio da inviare nella chat</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>I&amp;nvia</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(tu)</translation>
    </message>
    <message>
        <source>(watching)</source>
        <translation>(spettatore)</translation>
    </message>
    <message>
        <source>Send the message to everyone at the table (Enter).</source>
        <translation>Invia il messaggio a tutti al tavolo (Invio).</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spettatore</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pop Out cannot start with this command line.</source>
        <translation>Pop Out non può avviarsi con questa riga di comando.</translation>
    </message>
</context>
<context>
    <name>ConnectionStatus</name>
    <message>
        <source>Waiting for a player</source>
        <translation>In attesa di un giocatore</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connesso</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Riconnessione…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Connessione persa</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Spettatore</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>Even</source>
        <translation>Parità</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Inizio: %1</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafico di valutazione</translation>
    </message>
    <message>
        <source>%1 of %2 moves reviewed.</source>
        <translation>Mosse riviste: %1 di %2.</translation>
    </message>
    <message>
        <source>the picture could not be made</source>
        <translation>non è stato possibile creare l&apos;immagine</translation>
    </message>
</context>
<context>
    <name>ExportReplayDialog</name>
    <message>
        <source>Export Replay</source>
        <translation>Esporta replay</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Dimensioni:</translation>
    </message>
    <message>
        <source>GIF (plays everywhere)</source>
        <translation>GIF (si apre ovunque)</translation>
    </message>
    <message>
        <source>WebP (every colour exact; web browsers play it)</source>
        <translation>WebP (colori esatti; si apre nei browser web)</translation>
    </message>
    <message>
        <source>Animated PNG (the smallest; web browsers play it)</source>
        <translation>PNG animato (il più piccolo; si apre nei browser web)</translation>
    </message>
    <message>
        <source>%1: not available, this Pillow cannot write it</source>
        <translation>%1: non disponibile, questa versione di Pillow non sa scriverlo</translation>
    </message>
    <message>
        <source>Small (%1 pixels wide)</source>
        <translation>Piccolo (%1 pixel di larghezza)</translation>
    </message>
    <message>
        <source>Medium (%1 pixels wide)</source>
        <translation>Medio (%1 pixel di larghezza)</translation>
    </message>
    <message>
        <source>Large (%1 pixels wide)</source>
        <translation>Grande (%1 pixel di larghezza)</translation>
    </message>
    <message>
        <source>&amp;Captions: the move numbers, the moves and the result</source>
        <translation>Dida&amp;scalie: numeri delle mosse, mosse e risultato</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>%1 frames, %2 seconds, then it starts again.</source>
        <translation>%1 fotogrammi, %2 secondi, poi ricomincia.</translation>
    </message>
</context>
<context>
    <name>GameGuest</name>
    <message>
        <source>The host refused the connection (no game hosted at %1:%2?).</source>
        <translation>L&apos;host ha rifiutato la connessione (nessuna partita creata su %1:%2?).</translation>
    </message>
    <message>
        <source>The computer %1 was not found.</source>
        <translation>Impossibile trovare il computer %1.</translation>
    </message>
    <message>
        <source>Could not connect to %1:%2: </source>
        <translation>Impossibile connettersi a %1:%2: </translation>
    </message>
    <message>
        <source>No answer from the game&apos;s host through the broker %1.</source>
        <translation>Nessuna risposta dall&apos;host della partita tramite il broker %1.</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link.</source>
        <translation>Il broker %1 ha risposto, ma nessun host di partita ha risposto a questo link.</translation>
    </message>
    <message>
        <source>No answer from the broker %1.</source>
        <translation>Nessuna risposta dal broker %1.</translation>
    </message>
    <message>
        <source>No answer from %1:%2.</source>
        <translation>Nessuna risposta da %1:%2.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: %1</source>
        <translation>La connessione con l&apos;host si è interrotta: %1</translation>
    </message>
    <message>
        <source>Could not reconnect to the host after %1 attempts.</source>
        <translation>Impossibile riconnettersi all&apos;host dopo %1 tentativi.</translation>
    </message>
    <message>
        <source>The host left: %1</source>
        <translation>L&apos;host ha lasciato la partita: %1</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>Messaggio dell&apos;host: %1</translation>
    </message>
    <message>
        <source>The host asks us to wait %1 s before coming back.</source>
        <translation>L&apos;host chiede di attendere %1 s prima di rientrare.</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Impossibile restare in ascolto sulla porta %1: %2</translation>
    </message>
    <message>
        <source>%1 lost the connection; the seat is kept for them.</source>
        <translation>%1 ha perso la connessione; il posto resta riservato.</translation>
    </message>
    <message>
        <source>%1 wrong join codes were tried, so the join code is now %2: give the new code to whoever you invite.</source>
        <translation>Sono stati provati %1 codici di accesso errati, quindi ora il codice è %2: dai il nuovo codice a chi inviti.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 ha raggiunto la partita.</translation>
    </message>
    <message>
        <source>The guest is not connected.</source>
        <translation>L&apos;ospite non è connesso.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>Questa non è una mossa.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>La colonna %1 non esiste.</translation>
    </message>
    <message>
        <source>Column %1 is a fixed side column.</source>
        <translation>La colonna %1 è una colonna esterna fissa.</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>La colonna %1 è piena.</translation>
    </message>
    <message>
        <source>Popping is not allowed at this table.</source>
        <translation>A questo tavolo le estrazioni non sono consentite.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>La colonna %1 è vuota.</translation>
    </message>
    <message>
        <source>The bottom disc of column %1 is not yours.</source>
        <translation>Il disco in basso nella colonna %1 non è tuo.</translation>
    </message>
    <message>
        <source>That kind of move is not allowed at this point of the turn.</source>
        <translation>Questo tipo di mossa non è consentito in questo momento del turno.</translation>
    </message>
    <message>
        <source>While the board is being filled, drop into one of the lowest columns.</source>
        <translation>Mentre si riempie la griglia, fai cadere il disco in una delle colonne più basse.</translation>
    </message>
    <message>
        <source>Put the disc back into a column other than the one it came from.</source>
        <translation>Rimetti il disco in una colonna diversa da quella da cui viene.</translation>
    </message>
    <message>
        <source>The drop after the wall must not complete a line of yours.</source>
        <translation>Il disco che fai cadere dopo il muro non deve completare una tua linea.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Quel disco speciale è già stato giocato.</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: you must pass.</source>
        <translation>Non hai dischi nella riga in basso: devi passare.</translation>
    </message>
    <message>
        <source>You may pass only when no disc of yours is in the bottom row.</source>
        <translation>Puoi passare solo quando non hai dischi nella riga in basso.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>There is no move to review yet.</source>
        <translation>Non c&apos;è ancora nessuna mossa da rivedere.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves reviewed. Resume reviews the rest.</source>
        <translation>Revisione annullata: mosse riviste %1 su %2. «Riprendi» rivede le altre.</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Revisione completata.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Revisione della mossa %1 di %2…</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>La revisione si è interrotta: %1</translation>
    </message>
    <message>
        <source>The game review was cleared: the game changed.</source>
        <translation>La revisione della partita è stata cancellata: la partita è cambiata.</translation>
    </message>
    <message>
        <source>No other inaccuracy, mistake or blunder.</source>
        <translation>Non ci sono altre imprecisioni, errori o errori gravi.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not reviewed yet).</source>
        <translation>Mossa %1: %2 ha giocato %3 (non ancora rivista).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;visione della partita</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Fai giudicare al motore ogni mossa della partita</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Errore successivo</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Errore &amp;precedente</translation>
    </message>
    <message>
        <source>Export Review &amp;Graph…</source>
        <translation>Esporta &amp;grafico della revisione…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Review Graph</source>
        <translation>Esporta grafico della revisione</translation>
    </message>
    <message>
        <source>review.png</source>
        <translation>revisione.png</translation>
    </message>
    <message>
        <source>Game review: %1 against %2, %3 moves</source>
        <translation>Revisione della partita: %1 contro %2 (mosse: %3)</translation>
    </message>
    <message>
        <source>the name must end in .png or .svg</source>
        <translation>il nome deve finire con .png o .svg</translation>
    </message>
    <message>
        <source>Cannot export the graph</source>
        <translation>Impossibile esportare il grafico</translation>
    </message>
    <message>
        <source>The graph could not be written to %1: %2.</source>
        <translation>Impossibile scrivere il grafico in %1: %2.</translation>
    </message>
    <message>
        <source>Exported the review graph to %1.</source>
        <translation>Grafico della revisione esportato in %1.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>migliore</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buona</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>not marked</source>
        <translation>senza giudizio</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (not marked: a forced move or only estimates).</source>
        <translation>Mossa %1: hai giocato %3 (senza giudizio: mossa forzata o solo stime).</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not marked: a forced move or only estimates).</source>
        <translation>Mossa %1: %2 ha giocato %3 (senza giudizio: mossa forzata o solo stime).</translation>
    </message>
    <message>
        <source>Move %1: you played %3, a best move.</source>
        <translation>Mossa %1: hai giocato %3, una delle mosse migliori.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a best move.</source>
        <translation>Mossa %1: %2 ha giocato %3, una delle mosse migliori.</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (%4); best was %5.</source>
        <translation>Mossa %1: hai giocato %3 (%4); la migliore era %5.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (%4); best was %5.</source>
        <translation>Mossa %1: %2 ha giocato %3 (%4); la migliore era %5.</translation>
    </message>
    <message>
        <source>Move %1 (%2), %3: %4</source>
        <translation>Mossa %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source> — best was %1</source>
        <translation> — la migliore era %1</translation>
    </message>
    <message>
        <source>Draw (proved)</source>
        <translation>Patta (dimostrata)</translation>
    </message>
    <message>
        <source>%1 wins (proved)</source>
        <translation>Vince %1 (dimostrato)</translation>
    </message>
    <message>
        <source>Estimate: even</source>
        <translation>Stima: parità</translation>
    </message>
    <message>
        <source>Estimate: %1 stands better</source>
        <translation>Stima: %1 in vantaggio</translation>
    </message>
    <message>
        <source>no move marked</source>
        <translation>nessuna mossa giudicata</translation>
    </message>
    <message>
        <source>accuracy %1%</source>
        <translation>precisione %1%</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1 — %2; %3</translation>
    </message>
    <message>
        <source>%n best</source>
        <translation>migliori: %n</translation>
    </message>
    <message>
        <source>%n good</source>
        <translation>buone: %n</translation>
    </message>
    <message>
        <source>%n inaccuracies</source>
        <translation>imprecisioni: %n</translation>
    </message>
    <message>
        <source>%n mistakes</source>
        <translation>errori: %n</translation>
    </message>
    <message>
        <source>%n blunders</source>
        <translation>errori gravi: %n</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The autosaved game could not be restored (%1), nor moved aside (%2): it is left as it is and this game will not be autosaved.</source>
        <translation>Non è stato possibile ripristinare la partita salvata automaticamente (%1), né metterla da parte (%2): il file resta com&apos;è e questa partita non verrà salvata automaticamente.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1. It was kept as %2; a new game starts.</source>
        <translation>Non è stato possibile ripristinare la partita salvata automaticamente: %1. È stata conservata come %2; inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Impossibile salvare automaticamente la partita: %1</translation>
    </message>
    <message>
        <source>No copy of the autosave as it was could be kept (%1): this game will not be autosaved.</source>
        <translation>Non è stato possibile conservare una copia del salvataggio automatico com&apos;era (%1): questa partita non verrà salvata automaticamente.</translation>
    </message>
    <message>
        <source>The autosave as it was is kept as %1.</source>
        <translation>Il salvataggio automatico com&apos;era è conservato come %1.</translation>
    </message>
    <message>
        <source>The autosaved game is back. %1</source>
        <translation>La partita salvata automaticamente è tornata. %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Crea una partita in rete</translation>
    </message>
    <message>
        <source>How you appear to the other player and in their list of games.</source>
        <translation>Il nome con cui ti vede l&apos;altro giocatore, anche nel suo elenco delle partite.</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>In questa rete</translation>
    </message>
    <message>
        <source>Your opponent&apos;s computer is on the same network as yours.</source>
        <translation>Il computer del tuo avversario è sulla tua stessa rete.</translation>
    </message>
    <message>
        <source>Over the &amp;internet</source>
        <translation>Su &amp;internet</translation>
    </message>
    <message>
        <source>Anywhere: both computers connect to the broker set in Preferences.</source>
        <translation>Ovunque: entrambi i computer si connettono al broker impostato nelle Preferenze.</translation>
    </message>
    <message>
        <source>The broker set in Preferences (Internet play), %1, cannot be used: %2</source>
        <translation>Il broker impostato nelle Preferenze (Gioco su internet), %1, non si può usare: %2</translation>
    </message>
    <message>
        <source>Through the broker %1, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Tramite il broker %1, impostato nelle Preferenze (Gioco su internet). Non gli viene inviato nulla finché non crei la partita.</translation>
    </message>
    <message>
        <source>Through the broker %1, without TLS, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Tramite il broker %1, senza TLS, impostato nelle Preferenze (Gioco su internet). Non gli viene inviato nulla finché non crei la partita.</translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation>%1 (muove per primo)</translation>
    </message>
    <message>
        <source>%1 (moves second)</source>
        <translation>%1 (muove per secondo)</translation>
    </message>
    <message>
        <source>Your guest moves first; you play second.</source>
        <translation>La prima mossa è dell&apos;ospite, la seconda è tua.</translation>
    </message>
    <message>
        <source>You move first; your guest plays second.</source>
        <translation>La prima mossa è tua, la seconda dell&apos;ospite.</translation>
    </message>
    <message>
        <source>Opening the game&apos;s room on the broker %1…</source>
        <translation>Apertura della stanza della partita sul broker %1…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again; or change the broker.</source>
        <translation>Impossibile aprire la stanza della partita sul broker %1. «Crea la partita» riprova; oppure cambia broker.</translation>
    </message>
    <message>
        <source>Change &amp;broker…</source>
        <translation>Cambia &amp;broker…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again.</source>
        <translation>Impossibile aprire la stanza della partita sul broker %1. «Crea la partita» riprova.</translation>
    </message>
    <message>
        <source>Over the internet, through the broker %1.</source>
        <translation>Su internet, tramite il broker %1.</translation>
    </message>
    <message>
        <source>The TCP port your guest connects to. 7457 unless something else uses it.</source>
        <translation>La porta TCP a cui si connette l&apos;ospite. 7457, se non è già usata da altro.</translation>
    </message>
    <message>
        <source>Re&amp;quire a join code</source>
        <translation>Richie&amp;di un codice di accesso</translation>
    </message>
    <message>
        <source>Only someone who knows the code can take the seat or watch.</source>
        <translation>Solo chi conosce il codice può prendere posto o guardare.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>N&amp;uovo codice</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Gioca:</translation>
    </message>
    <message>
        <source>Guest&apos;s colour:</source>
        <translation>Colore dell&apos;ospite:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join.</source>
        <translation>Questo computer non è collegato a nessuna rete: ci si può unire solo da questo stesso computer.</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>C&amp;hiudi la partita</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo no&amp;me:</translation>
    </message>
    <message>
        <source>The saved game keeps its colours: your guest comes back as %1.</source>
        <translation>La partita salvata mantiene i colori: l&apos;ospite torna come %1.</translation>
    </message>
    <message>
        <source>You host the saved network game again: the colours, the join code and the table stay as they were, so your guest can come back to it.</source>
        <translation>Ospiti di nuovo la partita in rete salvata: i colori, il codice di accesso e il tavolo restano gli stessi, così l&apos;ospite può tornare.</translation>
    </message>
    <message>
        <source>%1 to %2 digits.</source>
        <translation>Da %1 a %2 cifre.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Codice di accesso:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Start &amp;hosting</source>
        <translation>Cre&amp;a la partita</translation>
    </message>
    <message>
        <source>Waiting for a player…</source>
        <translation>In attesa di un giocatore…</translation>
    </message>
    <message>
        <source>Invite your opponent</source>
        <translation>Invita il tuo avversario</translation>
    </message>
    <message>
        <source>On the same network your game appears in their Join dialog. Or give them one of these links, or the address it holds:</source>
        <translation>Sulla stessa rete la tua partita compare nel suo elenco delle partite. Oppure invia uno di questi link, o l&apos;indirizzo che contiene:</translation>
    </message>
    <message>
        <source>Your opponent types this code to join.</source>
        <translation>Chi vuole unirsi deve digitare questo codice.</translation>
    </message>
    <message>
        <source>No join code needed.</source>
        <translation>Nessun codice di accesso richiesto.</translation>
    </message>
    <message>
        <source>The game could not be hosted.</source>
        <translation>Impossibile creare la partita.</translation>
    </message>
    <message>
        <source>Someone tried many wrong join codes, so the code has changed.</source>
        <translation>Qualcuno ha provato molti codici di accesso errati, quindi il codice è cambiato.</translation>
    </message>
    <message>
        <source>Give your opponent the new code, %1, or a new invite link.</source>
        <translation>Dai al tuo avversario il nuovo codice, %1, o un nuovo link di invito.</translation>
    </message>
    <message>
        <source>%1, your guest plays %2.</source>
        <translation>%1; colore dell&apos;ospite: %2.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Link di invito</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>C&amp;opia</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Copia il link per incollarlo in un messaggio.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiato: %1</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Libera.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program, so %2 is suggested.</source>
        <translation>La porta %1 è usata da un altro programma, quindi si propone la %2.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program.</source>
        <translation>La porta %1 è usata da un altro programma.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Usa la %1</translation>
    </message>
</context>
<context>
    <name>InviteLink</name>
    <message>
        <source>Send your opponent this link, in a message only they read: whoever has it can join the game.</source>
        <translation>Invia questo link al tuo avversario, in un messaggio che legge solo lui: chiunque lo abbia può unirsi alla partita.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Link di invito</translation>
    </message>
    <message>
        <source>Cop&amp;y link</source>
        <translation>Copia lin&amp;k</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Copia il link per incollarlo in un messaggio.</translation>
    </message>
    <message>
        <source>QR code of the invite link</source>
        <translation>Codice QR del link di invito</translation>
    </message>
    <message>
        <source>The same invite link, for a phone&apos;s camera.</source>
        <translation>Lo stesso link di invito, per la fotocamera di un telefono.</translation>
    </message>
    <message>
        <source>The same link as a QR code: a phone&apos;s camera reads it, to send it on.</source>
        <translation>Lo stesso link come codice QR: la fotocamera di un telefono lo legge, per poterlo inoltrare.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copiato.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Unisciti a una partita in rete</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Partite in questa rete</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Creata da</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>192.168.1.20:7457 or popout://…</source>
        <translation>192.168.1.20:7457 o popout://…</translation>
    </message>
    <message>
        <source>The host&apos;s address (and port, if not 7457), or the invite link they sent you.</source>
        <translation>L&apos;indirizzo dell&apos;host (e la porta, se non è 7457) o il link di invito che hai ricevuto.</translation>
    </message>
    <message>
        <source>How you appear to the host and in the chat.</source>
        <translation>Il nome mostrato all&apos;host e nella chat.</translation>
    </message>
    <message>
        <source>The digits shown on the host&apos;s screen.</source>
        <translation>Le cifre mostrate sullo schermo dell&apos;host.</translation>
    </message>
    <message>
        <source>&amp;Watch only</source>
        <translation>&amp;Guarda soltanto</translation>
    </message>
    <message>
        <source>Join as a spectator: see the game and chat, without playing.</source>
        <translation>Entra come spettatore: vedi la partita e la chat, senza giocare.</translation>
    </message>
    <message>
        <source>&amp;Address or link:</source>
        <translation>&amp;Indirizzo o link:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo no&amp;me:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Codice di accesso:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>Choose a game from the list, or type the host&apos;s address.</source>
        <translation>Scegli una partita dall&apos;elenco o digita l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 all&apos;indirizzo %2</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Ricerca di partite in questa rete…</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here (%1). Type the host&apos;s address below.</source>
        <translation>Impossibile elencare qui le partite in questa rete (%1). Digita qui sotto l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>posto libero</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>other version (%1)</source>
        <translation>altra versione (%1)</translation>
    </message>
    <message>
        <source>seat free</source>
        <translation>posto disponibile</translation>
    </message>
    <message>
        <source>watch only</source>
        <translation>solo spettatori</translation>
    </message>
    <message>
        <source>code required</source>
        <translation>codice richiesto</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>non richiesto</translation>
    </message>
    <message>
        <source>Not an address or a popout:// link.</source>
        <translation>Non è un indirizzo né un link popout://.</translation>
    </message>
    <message>
        <source>Games over the internet cannot be joined from here yet.</source>
        <translation>Per ora da qui non ci si può unire alle partite su internet.</translation>
    </message>
    <message>
        <source>Connecting to the broker %1…</source>
        <translation>Connessione al broker %1…</translation>
    </message>
    <message>
        <source>Internet game on broker %1</source>
        <translation>Partita su internet tramite il broker %1</translation>
    </message>
    <message>
        <source>Internet game on broker %1, without TLS</source>
        <translation>Partita su internet tramite il broker %1, senza TLS</translation>
    </message>
    <message>
        <source>Connected to the broker %1; waiting for the game&apos;s host…</source>
        <translation>Connesso al broker %1; in attesa dell&apos;host della partita…</translation>
    </message>
    <message>
        <source>The host plays another version of Pop Out. Both of you need the same version.</source>
        <translation>L&apos;host usa un&apos;altra versione di Pop Out. Serve la stessa versione su tutti e due i computer.</translation>
    </message>
    <message>
        <source>The host has %1; you have %2.</source>
        <translation>L&apos;host ha %1, tu hai %2.</translation>
    </message>
    <message>
        <source>The join code is wrong. Ask the host for the code on their screen.</source>
        <translation>Il codice di accesso è sbagliato. Chiedi all&apos;host il codice mostrato sul suo schermo.</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried at this host, so it makes everyone wait a little. Try again in a moment.</source>
        <translation>Su questo host sono stati provati troppi codici di accesso errati, quindi fa attendere tutti un po&apos;. Riprova tra poco.</translation>
    </message>
    <message>
        <source>Someone is already playing at this table. Watch instead?</source>
        <translation>A questo tavolo c&apos;è già qualcuno che gioca. Entrare come spettatore?</translation>
    </message>
    <message>
        <source>The host no longer knows the game you were in.</source>
        <translation>L&apos;host non ha più la partita in cui giocavi.</translation>
    </message>
    <message>
        <source>The host is closing the game.</source>
        <translation>L&apos;host sta chiudendo la partita.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>L&apos;host non ti ha fatto entrare.</translation>
    </message>
    <message>
        <source>Watc&amp;h instead</source>
        <translation>&amp;Entra come spettatore</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link: it may be old or mistyped, or the host is not hosting now. This is no network problem: ask the host for the link again.</source>
        <translation>Il broker %1 ha risposto, ma nessun host di partita ha risposto a questo link: potrebbe essere vecchio o scritto male, oppure l&apos;host non sta ospitando ora. Non è un problema di rete: chiedi di nuovo il link all&apos;host.</translation>
    </message>
    <message>
        <source>No answer from the broker %1. Check the link, and that no firewall blocks the port.</source>
        <translation>Nessuna risposta dal broker %1. Controlla il link e che nessun firewall blocchi la porta.</translation>
    </message>
    <message>
        <source>Could not join the game through the broker %1.</source>
        <translation>Impossibile unirsi alla partita tramite il broker %1.</translation>
    </message>
    <message>
        <source>Nobody is hosting at %1. Check the address, and that the host has started hosting.</source>
        <translation>Su %1 non c&apos;è nessuna partita. Controlla l&apos;indirizzo e che l&apos;host abbia già creato la partita.</translation>
    </message>
    <message>
        <source>No answer from %1. Check the address, and that no firewall blocks the port.</source>
        <translation>Nessuna risposta da %1. Controlla l&apos;indirizzo e che nessun firewall blocchi la porta.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. Try again.</source>
        <translation>La connessione con %1 si è interrotta. Riprova.</translation>
    </message>
    <message>
        <source>Could not join the game at %1.</source>
        <translation>Impossibile unirsi alla partita su %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Step 1 of 3 — drop a disc</source>
        <translation>Passo 1 di 3 — fai cadere un disco</translation>
    </message>
    <message>
        <source>Step 2 of 3 — pop a disc</source>
        <translation>Passo 2 di 3 — estrai un disco</translation>
    </message>
    <message>
        <source>Step 3 of 3 — a pop that wins</source>
        <translation>Passo 3 di 3 — un&apos;estrazione vincente</translation>
    </message>
    <message>
        <source>You play %1. Click a column (the marked one will do) or press its number: your disc falls to the lowest free hole.</source>
        <translation>Giochi con %1. Fai clic su una colonna (va bene quella segnata) o premi il suo numero: il tuo disco scende nel foro libero più in basso.</translation>
    </message>
    <message>
        <source>In Pop Out you may pop instead: take one of your own discs (%1) out of the bottom row, and the discs above slide down. Click the handle under it, or press ↑ over its column.</source>
        <translation>In Pop Out puoi invece fare un&apos;estrazione: togli uno dei tuoi dischi (%1) dalla riga in basso, e i dischi sopra scendono. Fai clic sulla linguetta sotto di esso o premi ↑ sulla sua colonna.</translation>
    </message>
    <message>
        <source>One pop here makes four %1 discs in a row: find it. Which of your bottom discs would bring one of yours down into the gap?</source>
        <translation>Qui un&apos;estrazione mette in fila quattro dischi di %1: trovala. Quale dei tuoi dischi in basso farebbe scendere uno dei tuoi nel vuoto?</translation>
    </message>
    <message>
        <source>That was a pop: it comes next. First drop a disc: click a column or press its number.</source>
        <translation>Hai estratto un disco: questo viene dopo. Prima fai cadere un disco: fai clic su una colonna o premi il suo numero.</translation>
    </message>
    <message>
        <source>That was a drop. This time pop one of your own discs (%1) out of the bottom row: click the handle under it, or press ↑ over its column.</source>
        <translation>Hai fatto cadere un disco. Stavolta estrai uno dei tuoi dischi (%1) dalla riga in basso: fai clic sulla linguetta sotto di esso o premi ↑ sulla sua colonna.</translation>
    </message>
    <message>
        <source>A drop does not win here: try a pop. One pop makes four %1 discs.</source>
        <translation>Qui far cadere un disco non fa vincere: prova un&apos;estrazione. Un&apos;estrazione mette in fila quattro dischi di %1.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. The marked handle is the one.</source>
        <translation>Quell&apos;estrazione non ha fatto quattro in fila. Quella giusta è la linguetta segnata.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. Watch which disc slides down into the gap, and try again.</source>
        <translation>Quell&apos;estrazione non ha fatto quattro in fila. Guarda quale disco scende nel vuoto e riprova.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Ben fatto!</translation>
    </message>
    <message>
        <source>You know Pop Out.</source>
        <translation>Ora conosci Pop Out.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Leave (Esc)</source>
        <translation>Esci (Esc)</translation>
    </message>
    <message>
        <source>End the lesson: a new game for two players.</source>
        <translation>Termina la lezione: una nuova partita per due giocatori.</translation>
    </message>
</context>
<context>
    <name>LinkCause</name>
    <message>
        <source>the peer reads nothing: over %1 bytes wait for it</source>
        <translation>l&apos;altra parte non legge nulla: oltre %1 byte in attesa</translation>
    </message>
    <message>
        <source>a line is limited to %1 bytes</source>
        <translation>una riga è limitata a %1 byte</translation>
    </message>
    <message>
        <source>a line must arrive whole within %1 s</source>
        <translation>una riga deve arrivare intera entro %1 s</translation>
    </message>
    <message>
        <source>more than %1 messages in a second</source>
        <translation>più di %1 messaggi al secondo</translation>
    </message>
    <message>
        <source>the peer reported: %1</source>
        <translation>l&apos;altra parte ha segnalato: %1</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>errore interno: %1</translation>
    </message>
    <message>
        <source>the link was closed</source>
        <translation>il collegamento è stato chiuso</translation>
    </message>
    <message>
        <source>the other side closed the connection</source>
        <translation>l&apos;altra parte ha chiuso la connessione</translation>
    </message>
    <message>
        <source>no message for too long</source>
        <translation>nessun messaggio da troppo tempo</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>nessuna risposta</translation>
    </message>
    <message>
        <source>the other side did not answer</source>
        <translation>l&apos;altra parte non ha risposto</translation>
    </message>
    <message>
        <source>messages were lost on the way</source>
        <translation>alcuni messaggi si sono persi per strada</translation>
    </message>
    <message>
        <source>too many messages missing</source>
        <translation>mancano troppi messaggi</translation>
    </message>
    <message>
        <source>the broker connection takes no more messages</source>
        <translation>la connessione al broker non accetta altri messaggi</translation>
    </message>
</context>
<context>
    <name>LinkProblems</name>
    <message>
        <source>This is not a popout:// link.</source>
        <translation>Questo non è un link popout://.</translation>
    </message>
    <message>
        <source>This link is too long: an invite link has at most %1 characters. Copy the link again, on its own.</source>
        <translation>Questo link è troppo lungo: un link di invito ha al massimo %1 caratteri. Copia di nuovo il link, da solo.</translation>
    </message>
    <message>
        <source>This popout:// link is not an internet game&apos;s (they hold /r/).</source>
        <translation>Questo link popout:// non è di una partita su internet (quelli contengono /r/).</translation>
    </message>
    <message>
        <source>The broker in this link is not a host name or address.</source>
        <translation>Il broker in questo link non è un nome host né un indirizzo.</translation>
    </message>
    <message>
        <source>The port in this link is not a number from 1 to 65535.</source>
        <translation>La porta in questo link non è un numero da 1 a 65535.</translation>
    </message>
    <message>
        <source>The room in this link is damaged: copy the whole link again.</source>
        <translation>La stanza in questo link è danneggiata: copia di nuovo il link intero.</translation>
    </message>
    <message>
        <source>The link has lost its end (the secret after #): copy the whole link again.</source>
        <translation>Al link manca la parte finale (la chiave segreta dopo #): copia di nuovo il link intero.</translation>
    </message>
    <message>
        <source>The secret at the end of this link is damaged: copy the whole link again.</source>
        <translation>La chiave segreta alla fine di questo link è danneggiata: copia di nuovo il link intero.</translation>
    </message>
    <message>
        <source>This link has an option this version does not know (only tls=0).</source>
        <translation>Questo link ha un&apos;opzione che questa versione non conosce (solo tls=0).</translation>
    </message>
    <message>
        <source>This is not an invite link.</source>
        <translation>Questo non è un link di invito.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the file is too large to be a saved game</source>
        <translation>il file è troppo grande per essere una partita salvata</translation>
    </message>
    <message>
        <source>the file is not text, so not a saved game</source>
        <translation>il file non è testo, quindi non è una partita salvata</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>the file is truncated: it ends in the middle of the game</source>
        <translation>il file è troncato: finisce a metà della partita</translation>
    </message>
    <message>
        <source>the file is corrupt (at line %1, column %2)</source>
        <translation>il file è danneggiato (riga %1, colonna %2)</translation>
    </message>
    <message>
        <source>this is not a Pop Out saved game</source>
        <translation>questa non è una partita salvata di Pop Out</translation>
    </message>
    <message>
        <source>the file was written by a newer Pop Out (format version %1; this version reads up to %2): please update</source>
        <translation>il file è stato scritto da una versione più recente di Pop Out (formato versione %1; questa versione legge fino alla %2): aggiorna il programma</translation>
    </message>
    <message>
        <source>the moves in it are not legal (%1)</source>
        <translation>le mosse che contiene non sono regolari (%1)</translation>
    </message>
    <message>
        <source>the result stored in it does not match its moves</source>
        <translation>il risultato registrato non corrisponde alle mosse</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>it is a folder, not a saved game</source>
        <translation>è una cartella, non una partita salvata</translation>
    </message>
    <message>
        <source>you may not read it (permission denied)</source>
        <translation>non hai il permesso di leggerlo</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>non si riesce a leggerlo (%1)</translation>
    </message>
    <message>
        <source>a part of it is damaged (%1)</source>
        <translation>una parte del file è danneggiata (%1)</translation>
    </message>
    <message>
        <source>its lists and objects are nested more than %1 deep</source>
        <translation>le sue liste e i suoi oggetti sono annidati per più di %1 livelli</translation>
    </message>
    <message>
        <source>it holds a number no saved game has (%1)</source>
        <translation>contiene un numero che nessuna partita salvata ha (%1)</translation>
    </message>
    <message>
        <source>an object in it names the field %1 twice</source>
        <translation>un oggetto al suo interno indica due volte il campo %1</translation>
    </message>
    <message>
        <source>the game is too long: it has more than %1 moves</source>
        <translation>la partita è troppo lunga: ha più di %1 mosse</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe, say)</source>
        <translation>non è un file normale (ma, per esempio, un dispositivo o una pipe)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>patta</translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation>vince in %1</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>V%1</translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation>perde in %1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Export Position as PNG…</source>
        <translation>&amp;Esporta posizione come PNG…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti mossa</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Modalità a&amp;nalisi</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>&amp;Table Settings…</source>
        <translation>Impostazioni &amp;tavolo…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>&amp;About Pop Out</source>
        <translation>&amp;Informazioni su Pop Out</translation>
    </message>
    <message>
        <source>Choose the players and the table, then play</source>
        <translation>Scegli i giocatori e il tavolo, poi gioca</translation>
    </message>
    <message>
        <source>Start again with the same players and table</source>
        <translation>Ricomincia con gli stessi giocatori e lo stesso tavolo</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annulla l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Rigioca la mossa annullata</translation>
    </message>
    <message>
        <source>Show the move the computer would play</source>
        <translation>Mostra la mossa che giocherebbe il computer</translation>
    </message>
    <message>
        <source>Show the value of every move: W7 wins in 7 moves, L12 loses in 12, = draw, a number is an estimate</source>
        <translation>Mostra il valore di ogni mossa: V7 vince in 7 mosse, P12 perde in 12, = patta, un numero è una stima</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Senza animazioni</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocità animazioni</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Mo&amp;ves</source>
        <translation>M&amp;osse</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Take the game back to this position and play on from it; the moves that followed wait in Redo.</source>
        <translation>Riporta la partita a questa posizione e continua da qui; le mosse successive restano in «Ripeti».</translation>
    </message>
    <message>
        <source>The computer is thinking: your turn comes after its move.</source>
        <translation>Il computer sta pensando: tocca a te dopo la sua mossa.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s move.</source>
        <translation>In attesa della mossa di %1.</translation>
    </message>
    <message>
        <source>The computer had a problem (%1) and played a random move.</source>
        <translation>Il computer ha avuto un problema (%1) e ha giocato una mossa a caso.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Pop Out games (*.popout)</source>
        <translation>Partite Pop Out (*.popout)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.

The current game is unchanged.</source>
        <translation>Impossibile aprire %1: %2.

La partita in corso non è cambiata.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Aperto %1.</translation>
    </message>
    <message>
        <source>game.popout</source>
        <translation>partita.popout</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Impossibile salvare la partita in %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salvata in %1.</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Esporta posizione</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>posizione.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be written to %1: %2.</source>
        <translation>Impossibile scrivere l&apos;immagine in %1: %2.</translation>
    </message>
    <message>
        <source>Cannot export the position</source>
        <translation>Impossibile esportare la posizione</translation>
    </message>
    <message>
        <source>Exported the position to %1.</source>
        <translation>Posizione esportata in %1.</translation>
    </message>
    <message>
        <source>Reviewing the start position (%1 moves played). Read-only.</source>
        <translation>Revisione della posizione iniziale (mosse giocate: %1). Sola lettura.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1 of %2. Read-only.</source>
        <translation>Revisione della posizione dopo la mossa %1 di %2. Sola lettura.</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nuovo tavolo</translation>
    </message>
    <message>
        <source>Start a new game at the new table now? The game in progress ends.</source>
        <translation>Iniziare ora una nuova partita al nuovo tavolo? La partita in corso finirà.</translation>
    </message>
    <message>
        <source>About Pop Out</source>
        <translation>Informazioni su Pop Out</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Connect Four with a twist: on your turn, drop a disc into a column &lt;i&gt;or&lt;/i&gt; pop one of your own discs out of the bottom row.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Quattro in fila con una variante: al tuo turno fai cadere un disco in una colonna &lt;i&gt;oppure&lt;/i&gt; estrai uno dei tuoi dischi dalla riga in basso.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>compiled C</source>
        <translation>C compilato</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>Python puro</translation>
    </message>
    <message>
        <source>Engine: classic solver in %1, Pop Out search in %2.</source>
        <translation>Motore: risolutore classico in %1, ricerca Pop Out in %2.</translation>
    </message>
    <message>
        <source>The compiled core was not built when the game was installed, so the computer thinks %1 to %2 times slower. To build it, install gcc and python3-dev, then install the game again.</source>
        <translation>All&apos;installazione del gioco il nucleo compilato non è stato costruito, quindi il computer pensa da %1 a %2 volte più lentamente. Per costruirlo, installa gcc e python3-dev, poi installa di nuovo il gioco.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Suggerimento: passa.</translation>
    </message>
    <message>
        <source>Hint: pop column %1.</source>
        <translation>Suggerimento: estrai dalla colonna %1.</translation>
    </message>
    <message>
        <source>Hint: play the %2 into column %1.</source>
        <translation>Suggerimento: gioca il disco «%2» nella colonna %1.</translation>
    </message>
    <message>
        <source>Hint: drop into column %1.</source>
        <translation>Suggerimento: fai cadere nella colonna %1.</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>Errore del motore: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>%1[*] — Pop Out</source>
        <translation>%1[*] — Pop Out</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 ha passato il turno.</translation>
    </message>
    <message>
        <source>%1 crushed column %2 with the anvil.</source>
        <translation>%1 ha schiacciato la colonna %2 con l&apos;incudine.</translation>
    </message>
    <message>
        <source>%1 played the %2 into column %3.</source>
        <translation>%1 ha giocato il disco «%2» nella colonna %3.</translation>
    </message>
    <message>
        <source>%1&apos;s bomb popped %2&apos;s disc from column %3.</source>
        <translation>La bomba di %1 ha estratto il disco di %2 dalla colonna %3.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3) and pops again.</source>
        <translation>%1 tiene il disco (%2 / %3) ed estrae di nuovo.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3).</source>
        <translation>%1 tiene il disco (%2 / %3).</translation>
    </message>
    <message>
        <source>%1 popped column %2.</source>
        <translation>%1 ha estratto dalla colonna %2.</translation>
    </message>
    <message>
        <source>%1 put the disc back into column %2.</source>
        <translation>%1 ha rimesso il disco nella colonna %2.</translation>
    </message>
    <message>
        <source>%1 made the second drop into column %2.</source>
        <translation>%1 ha fatto cadere il secondo disco nella colonna %2.</translation>
    </message>
    <message>
        <source>%1 dropped into column %2.</source>
        <translation>%1 ha giocato nella colonna %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pass.</source>
        <translation>Annullato il passo di %1.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s %3 in column %2.</source>
        <translation>Annullato il disco «%3» di %1 nella colonna %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pop of column %2.</source>
        <translation>Annullata l&apos;estrazione di %1 dalla colonna %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s drop into column %2.</source>
        <translation>Annullata la mossa di %1 nella colonna %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2 kept discs!</source>
        <translation>Vince %1 con %2 dischi tenuti!</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves, the most a game may have.</source>
        <translation>Patta: la partita ha raggiunto %1 mosse, il massimo che una partita può avere.</translation>
    </message>
    <message>
        <source>Moves played: %1.</source>
        <translation>Mosse giocate: %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Vince il computer</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Hai abbandonato.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>Il computer ha abbandonato.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 ha abbandonato.</translation>
    </message>
    <message>
        <source>You kept %1 discs.</source>
        <translation>Hai tenuto %1 dischi.</translation>
    </message>
    <message>
        <source>The computer kept %1 discs.</source>
        <translation>Il computer ha tenuto %1 dischi.</translation>
    </message>
    <message>
        <source>%1 kept %2 discs.</source>
        <translation>%1 ha tenuto %2 dischi.</translation>
    </message>
    <message>
        <source>A line of %1.</source>
        <translation>Una linea di %1.</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Patta d&apos;accordo</translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation>Patta: la griglia è piena</translation>
    </message>
    <message>
        <source>Draw: no discs are left</source>
        <translation>Patta: non è rimasto nessun disco</translation>
    </message>
    <message>
        <source>Draw: the same position three times</source>
        <translation>Patta: la stessa posizione tre volte</translation>
    </message>
    <message>
        <source>Draw: %1 moves, the most a game may have</source>
        <translation>Patta: %1 mosse, il massimo per una partita</translation>
    </message>
    <message>
        <source>%1 to move: setup — drop into one of the lowest columns.</source>
        <translation>Muove %1: riempimento — far cadere un disco in una delle colonne più basse.</translation>
    </message>
    <message>
        <source>%1 played the wall into column %2 — now drop a second disc that makes no line of yours.</source>
        <translation>%1 ha giocato il muro nella colonna %2 — muro: un secondo disco che non completa una linea.</translation>
    </message>
    <message>
        <source>%1 played the ×2 into column %2 — now drop a second disc.</source>
        <translation>%1 ha giocato il ×2 nella colonna %2 — ×2: un secondo disco.</translation>
    </message>
    <message>
        <source>%1 must put the disc back into column %2: no other is open.</source>
        <translation>%1 deve rimettere il disco nella colonna %2: nessun&apos;altra è libera.</translation>
    </message>
    <message>
        <source>%1 must put the disc back: drop it into any column but %2.</source>
        <translation>%1 deve rimettere il disco: farlo cadere in una colonna qualsiasi tranne la %2.</translation>
    </message>
    <message>
        <source>%1 played the bomb into column %2 — now pop one of %3&apos;s bottom discs.</source>
        <translation>%1 ha giocato la bomba nella colonna %2 — ora estrai uno dei dischi in basso di %3.</translation>
    </message>
    <message>
        <source>%1 must pass: no disc of theirs is in the bottom row.</source>
        <translation>%1 deve passare: non ha dischi nella riga in basso.</translation>
    </message>
    <message>
        <source>%1 to move: pop column %2.</source>
        <translation>Muove %1: estrarre dalla colonna %2.</translation>
    </message>
    <message>
        <source>%1 to move: pop one of columns %2.</source>
        <translation>Muove %1: estrarre da una delle colonne %2.</translation>
    </message>
    <message>
        <source>%1 to move: the %2 is armed — choose a column (Esc disarms).</source>
        <translation>Muove %1: il disco «%2» è pronto — scegli una colonna (Esc annulla).</translation>
    </message>
    <message>
        <source>%1 to move: drop, or play a power checker (A, B, W, X).</source>
        <translation>Muove %1: far cadere un disco o giocare un disco speciale (A, B, W, X).</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop column %2, or play a power checker.</source>
        <translation>Muove %1: far cadere un disco, estrarre dalla colonna %2 o giocare un disco speciale.</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop one of columns %2, or play a power checker.</source>
        <translation>Muove %1: far cadere un disco, estrarre da una delle colonne %2 o giocare un disco speciale.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Muove %1.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop column %2.</source>
        <translation>Muove %1: far cadere un disco o estrarre dalla colonna %2.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop one of columns %2.</source>
        <translation>Muove %1: far cadere un disco o estrarre da una delle colonne %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins!</source>
        <translation>%1 abbandona: vince %2!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vince %1!</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Patta d&apos;accordo.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Patta: la griglia è piena.</translation>
    </message>
    <message>
        <source>Draw: no discs are left on the board.</source>
        <translation>Patta: nella griglia non è rimasto nessun disco.</translation>
    </message>
    <message>
        <source>Draw: the same position came up three times.</source>
        <translation>Patta: la stessa posizione si è ripetuta tre volte.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Patta.</translation>
    </message>
    <message>
        <source>The time the game was started is unknown (its field &apos;created&apos; is empty, as older versions wrote it).</source>
        <translation>L&apos;ora d&apos;inizio della partita è sconosciuta (il suo campo &apos;created&apos; è vuoto, come lo scrivevano le versioni precedenti).</translation>
    </message>
    <message>
        <source>The time the game was last saved is unknown (its field &apos;saved&apos; is empty).</source>
        <translation>L&apos;ora dell&apos;ultimo salvataggio della partita è sconosciuta (il suo campo &apos;saved&apos; è vuoto).</translation>
    </message>
    <message>
        <source>Fields this version of Pop Out does not know (%1) are left out and will not be saved with the game.</source>
        <translation>I campi che questa versione di Pop Out non conosce (%1) sono tralasciati e non verranno salvati con la partita.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Mossa annullata: «Ripeti» la rigioca</translation>
    </message>
</context>
<context>
    <name>MqttCarrier</name>
    <message>
        <source>The broker %1 refused the connection: nothing listens on that port.</source>
        <translation>Il broker %1 ha rifiutato la connessione: su quella porta non risponde nessuno.</translation>
    </message>
    <message>
        <source>The broker&apos;s name %1 could not be found.</source>
        <translation>Il nome del broker %1 non è stato trovato.</translation>
    </message>
    <message>
        <source>The broker %1 did not answer in time.</source>
        <translation>Il broker %1 non ha risposto in tempo.</translation>
    </message>
    <message>
        <source>The secure connection to the broker %1 failed (does it offer TLS?): %2</source>
        <translation>La connessione sicura al broker %1 non è riuscita (offre TLS?): %2</translation>
    </message>
    <message>
        <source>The broker %1 could not be reached: %2</source>
        <translation>Impossibile raggiungere il broker %1: %2</translation>
    </message>
    <message>
        <source>The broker %1 refused the login: check the user name and password in the preferences (the broker may also not let this user in).</source>
        <translation>Il broker %1 ha rifiutato l&apos;accesso: controlla nome utente e password nelle preferenze (il broker potrebbe anche non ammettere questo utente).</translation>
    </message>
    <message>
        <source>The broker %1 is busy or unavailable; try again later.</source>
        <translation>Il broker %1 è occupato o non disponibile; riprova più tardi.</translation>
    </message>
    <message>
        <source>The broker %1 refused the connection: %2</source>
        <translation>Il broker %1 ha rifiutato la connessione: %2</translation>
    </message>
    <message>
        <source>%1 accepted the connection but did not answer as an MQTT broker. Check that this is the broker&apos;s address and port.</source>
        <translation>%1 ha accettato la connessione ma non ha risposto come un broker MQTT. Controlla che siano l&apos;indirizzo e la porta del broker.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <source>it is too large to be a certificate authority&apos;s file</source>
        <translation>è troppo grande per essere il file di un&apos;autorità di certificazione</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>è vuoto</translation>
    </message>
    <message>
        <source>it holds no certificate (PEM or DER)</source>
        <translation>non contiene alcun certificato (PEM o DER)</translation>
    </message>
    <message>
        <source>The certificate authority file %1 cannot be used: %2</source>
        <translation>Il file dell&apos;autorità di certificazione %1 non si può usare: %2</translation>
    </message>
    <message>
        <source>Disconnected from the broker.</source>
        <translation>Disconnesso dal broker.</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate that the certificate authority file %3 does not vouch for: %2. Check the file chosen in the preferences (Internet play).</source>
        <translation>Il certificato del broker %1 non è garantito dal file dell&apos;autorità di certificazione %3: %2. Controlla il file scelto nelle preferenze (Gioco su internet).</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate this computer does not trust: %2. If the broker has a certificate authority of its own, choose that authority&apos;s file in the preferences (Internet play).</source>
        <translation>Il broker %1 ha un certificato di cui questo computer non si fida: %2. Se il broker ha un&apos;autorità di certificazione propria, scegli il file di quell&apos;autorità nelle preferenze (Gioco su internet).</translation>
    </message>
    <message>
        <source>The connection to the broker closed at once.</source>
        <translation>La connessione al broker si è chiusa subito.</translation>
    </message>
    <message>
        <source>The broker %1 does not let us subscribe to the game&apos;s topics: %2</source>
        <translation>Il broker %1 non permette di iscriversi agli argomenti della partita: %2</translation>
    </message>
    <message>
        <source>The broker refused the connection.</source>
        <translation>Il broker ha rifiutato la connessione.</translation>
    </message>
    <message>
        <source>The connection to the broker %1 was lost; reconnecting.</source>
        <translation>Connessione al broker %1 persa; nuova connessione in corso.</translation>
    </message>
    <message>
        <source>The broker %1 closed the connection before it was made.</source>
        <translation>Il broker %1 ha chiuso la connessione prima che fosse stabilita.</translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Pop 10 to %1</source>
        <translation>Pop 10 a %1</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 in fila</translation>
    </message>
    <message>
        <source>pops</source>
        <translation>con estrazioni</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>senza estrazioni</translation>
    </message>
    <message>
        <source>side columns</source>
        <translation>colonne esterne</translation>
    </message>
    <message>
        <source>repetition draws</source>
        <translation>patta per ripetizione</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Rete</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>Proponi la &amp;patta</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>Offer a Re&amp;match</source>
        <translation>Proponi la &amp;rivincita</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>&amp;Esci dalla partita in rete</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>porta %1</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>Hai lasciato la partita in rete.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 è al tavolo.</translation>
    </message>
    <message>
        <source>Play on the game in progress over the network, or start a new one?</source>
        <translation>Continuare in rete la partita in corso o iniziarne una nuova?</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>&amp;Crea una partita…</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>&amp;Unisciti a una partita…</translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation>Crea una partita</translation>
    </message>
    <message>
        <source>This game started from a set-up position, which a guest cannot receive: hosting starts a new game.</source>
        <translation>Questa partita è iniziata da una posizione impostata, che un ospite non può ricevere: creando la partita in rete se ne inizia una nuova.</translation>
    </message>
    <message>
        <source>&amp;Play on this game</source>
        <translation>&amp;Continua questa partita</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Iniziane una &amp;nuova</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried: the join code is now %1.</source>
        <translation>Sono stati provati troppi codici di accesso errati: ora il codice è %1.</translation>
    </message>
    <message>
        <source>%1 left; their seat is kept.</source>
        <translation>%1 ha lasciato il tavolo; il posto resta riservato.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1 ha perso la connessione.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here: rejoin to watch again when the host or the network is back.</source>
        <translation>Impossibile rientrare nella partita. La partita resta qui: rientra per guardare ancora quando l&apos;host o la rete saranno tornati.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here, and so does your seat: rejoin when the host or the network is back.</source>
        <translation>Impossibile rientrare nella partita. La partita resta qui, e così il tuo posto: rientra quando l&apos;host o la rete saranno tornati.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>Rie&amp;ntra</translation>
    </message>
    <message>
        <source>The host did not let us back: %1</source>
        <translation>L&apos;host non ci ha fatto rientrare: %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>tentativo %1</translation>
    </message>
    <message>
        <source>the host asks for the join code</source>
        <translation>l&apos;host chiede il codice di accesso</translation>
    </message>
    <message>
        <source>Join Code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <source>The host asks for the join code again (it may have changed). Type the code shown on the host&apos;s screen to go back to the game:</source>
        <translation>L&apos;host chiede di nuovo il codice di accesso (potrebbe essere cambiato). Scrivi il codice mostrato sullo schermo dell&apos;host per tornare alla partita:</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>giving the join code</source>
        <translation>invio del codice di accesso</translation>
    </message>
    <message>
        <source>Asked %1 to take back a move.</source>
        <translation>Hai chiesto a %1 di annullare una mossa.</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>Hai proposto la patta.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Vuoi davvero abbandonare questa partita?</translation>
    </message>
    <message>
        <source>You offered a rematch.</source>
        <translation>Hai proposto la rivincita.</translation>
    </message>
    <message>
        <source>%1 asks to take back moves (back to move %2).</source>
        <translation>%1 chiede di annullare delle mosse (fino alla mossa %2).</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 propone la patta.</translation>
    </message>
    <message>
        <source>%1 offers a rematch with the colours swapped.</source>
        <translation>%1 propone la rivincita a colori invertiti.</translation>
    </message>
    <message>
        <source>%1 agreed to take back.</source>
        <translation>%1 ha accettato di annullare la mossa.</translation>
    </message>
    <message>
        <source>%1 declined to take back.</source>
        <translation>%1 ha rifiutato di annullare la mossa.</translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation>%1 ha accettato la patta.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 ha rifiutato la patta.</translation>
    </message>
    <message>
        <source>%1 accepted the rematch.</source>
        <translation>%1 ha accettato la rivincita.</translation>
    </message>
    <message>
        <source>%1 declined the rematch.</source>
        <translation>%1 ha rifiutato la rivincita.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Computer (principiante)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (facile)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Computer (medio)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Computer (difficile)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Computer (esperto)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>&amp;First (%1):</source>
        <translation>&amp;Primo (%1):</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 muove per primo.</translation>
    </message>
    <message>
        <source>Sec&amp;ond (%1):</source>
        <translation>&amp;Secondo (%1):</translation>
    </message>
    <message>
        <source>%1 moves second.</source>
        <translation>%1 muove per secondo.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Chi gioca con %1</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer.</source>
        <translation>Una persona a questo computer, oppure il computer.</translation>
    </message>
    <message>
        <source>Level of the computer playing %1</source>
        <translation>Livello del computer che gioca con %1</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Quanto è forte il computer.</translation>
    </message>
    <message>
        <source>Name of the player of %1</source>
        <translation>Nome di chi gioca con %1</translation>
    </message>
    <message>
        <source>Leave empty to use the name shown in grey.</source>
        <translation>Lascia vuoto per usare il nome mostrato in grigio.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>⇅ S&amp;wap</source>
        <translation>⇅ Sc&amp;ambia</translation>
    </message>
    <message>
        <source>Exchange the two players, so that the other one moves first.</source>
        <translation>Scambia i due giocatori, così muove per primo l&apos;altro.</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Inizia partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>&amp;Accept</source>
        <translation>A&amp;ccetta</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>Ri&amp;fiuta</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Over the network</source>
        <translation>In rete</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>kept %1 / %2</source>
        <translation>tenuti: %1 / %2</translation>
    </message>
    <message>
        <source>Discs kept (%1 to win)</source>
        <translation>Dischi tenuti; con %1 si vince</translation>
    </message>
    <message>
        <source>no power checkers</source>
        <translation>nessun disco speciale</translation>
    </message>
    <message>
        <source>Power checkers left: %1</source>
        <translation>Dischi speciali rimasti: %1</translation>
    </message>
    <message>
        <source>No power checkers left.</source>
        <translation>Non resta nessun disco speciale.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ muove</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>There is no text to read: copy a position code (or a popout://position/ link) first, then paste it.</source>
        <translation>Non c&apos;è testo da leggere: prima copia un codice di posizione (o un link popout://position/), poi incollalo.</translation>
    </message>
    <message>
        <source>%1 is an invite link to a network game, not a position code: open it with Network → Join Game….</source>
        <translation>%1 è un link di invito a una partita in rete, non un codice di posizione: aprilo con Rete → Unisciti a una partita….</translation>
    </message>
    <message>
        <source>%1 holds a Pop 10 or Power Up game that Pop Out cannot replay: its step %2 (%3) is against the rules.</source>
        <translation>%1 contiene una partita di Pop 10 o Power Up che Pop Out non può riprodurre: il suo passo %2 (%3) è contro le regole.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Pop Out, which this one cannot read</source>
        <translation>è stato creato da una versione più recente di Pop Out, che questa non sa leggere</translation>
    </message>
    <message>
        <source>the table it names cannot be played</source>
        <translation>al tavolo che indica non si può giocare</translation>
    </message>
    <message>
        <source>a position code has only letters, digits, - and _ (no spaces)</source>
        <translation>un codice di posizione contiene solo lettere, cifre, - e _ (niente spazi)</translation>
    </message>
    <message>
        <source>it is cut short or mistyped: copy it again, all of it</source>
        <translation>è incompleto o contiene errori di battitura: copialo di nuovo, per intero</translation>
    </message>
    <message>
        <source>%1 is not a position code Pop Out can read: %2.</source>
        <translation>%1 non è un codice di posizione che Pop Out sa leggere: %2.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps; it is over.</source>
        <translation>Questo codice contiene una partita di %1 dopo %2 passi; è finita.</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps: %3 to move.</source>
        <translation>Questo codice contiene una partita di %1 dopo %2 passi: muove %3.</translation>
    </message>
    <message>
        <source>Discs kept: %1 %2, %3 %4.</source>
        <translation>Dischi tenuti: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Power checkers left: %1 %2, %3 %4.</source>
        <translation>Dischi speciali rimasti: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Position Code</source>
        <translation>Codice di posizione</translation>
    </message>
    <message>
        <source>Show it as the game on the board, with the current players? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Mostrarla come partita nella griglia, con i giocatori attuali? L&apos;editor della griglia non può posizionare gli elementi di Pop 10 e Power Up.</translation>
    </message>
    <message>
        <source>&amp;Show It</source>
        <translation>&amp;Mostra</translation>
    </message>
    <message>
        <source>Play on from this position with the current players, or analyse it? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Continuare a giocare da questa posizione con i giocatori attuali, o analizzarla? L&apos;editor della griglia non può posizionare gli elementi di Pop 10 e Power Up.</translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizza</translation>
    </message>
    <message>
        <source>Setting up a position: the game waits.</source>
        <translation>Impostazione di una posizione: la partita resta in sospeso.</translation>
    </message>
    <message>
        <source>The game goes on from the position of the code.</source>
        <translation>La partita continua dalla posizione del codice.</translation>
    </message>
    <message>
        <source>A network game changes only by agreement: leave it first (Network menu) to play from a position.</source>
        <translation>Una partita in rete cambia solo di comune accordo: per giocare da una posizione, prima esci dalla partita in rete (menu Rete).</translation>
    </message>
    <message>
        <source>The game goes on from the position set up.</source>
        <translation>La partita continua dalla posizione impostata.</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Play from this position now? The game in progress ends.</source>
        <translation>Giocare ora da questa posizione? La partita in corso finirà.</translation>
    </message>
    <message>
        <source>The position code %1 was copied.</source>
        <translation>Il codice della posizione %1 è stato copiato.</translation>
    </message>
    <message>
        <source>The position link was copied: %1</source>
        <translation>Il link della posizione è stato copiato: %1</translation>
    </message>
    <message>
        <source>Only a Pop 10 or Power Up position reached in a game has a code (its steps), and only up to about a thousand of them.</source>
        <translation>Solo una posizione di Pop 10 o Power Up raggiunta in una partita ha un codice (i suoi passi), e solo fino a circa mille passi.</translation>
    </message>
    <message>
        <source>A position with a floating disc has no code.</source>
        <translation>Una posizione con un disco sospeso non ha codice.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>I&amp;mposta posizione…</translation>
    </message>
    <message>
        <source>Place discs, choose who moves, then play or analyse from the position</source>
        <translation>Posiziona i dischi, scegli chi muove, poi gioca o analizza dalla posizione</translation>
    </message>
    <message>
        <source>&amp;Paste Position Code</source>
        <translation>Inc&amp;olla codice di posizione</translation>
    </message>
    <message>
        <source>Set up the position of a code or link on the clipboard</source>
        <translation>Imposta la posizione di un codice o di un link negli appunti</translation>
    </message>
    <message>
        <source>&amp;Copy Position Code</source>
        <translation>Copia co&amp;dice della posizione</translation>
    </message>
    <message>
        <source>Copy Position &amp;Link</source>
        <translation>Copia lin&amp;k della posizione</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link of the position shown</source>
        <translation>Copia un link popout://position/ della posizione mostrata</translation>
    </message>
    <message>
        <source>The position code was copied.</source>
        <translation>Il codice della posizione è stato copiato.</translation>
    </message>
    <message>
        <source>The position link was copied.</source>
        <translation>Il link della posizione è stato copiato.</translation>
    </message>
    <message>
        <source>The position of the code is shown.</source>
        <translation>Viene mostrata la posizione del codice.</translation>
    </message>
    <message>
        <source>No code: this position is not of a game</source>
        <translation>Nessun codice: questa posizione non viene da una partita</translation>
    </message>
    <message>
        <source>No code while a disc floats</source>
        <translation>Nessun codice finché un disco è sospeso</translation>
    </message>
    <message>
        <source>The code carries the steps of the game so far; pasted, it offers to play on from this position or to analyse it</source>
        <translation>Il codice contiene i passi della partita fin qui; una volta incollato, propone di continuare a giocare da questa posizione o di analizzarla</translation>
    </message>
    <message>
        <source>Looking further for a game that leads here…</source>
        <translation>Ricerca in corso di una partita che porti qui…</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Da questa posizione non si può giocare: %1</translation>
    </message>
    <message>
        <source>Play from here with analysis mode on</source>
        <translation>Gioca da qui con la modalità analisi attiva</translation>
    </message>
    <message>
        <source>Set Up a Position</source>
        <translation>Imposta una posizione</translation>
    </message>
    <message>
        <source>Disc to place</source>
        <translation>Disco da posizionare</translation>
    </message>
    <message>
        <source>&amp;Empty (0, Delete)</source>
        <translation>&amp;Vuoto (0, Canc)</translation>
    </message>
    <message>
        <source>A click takes the disc out of the cell</source>
        <translation>Un clic toglie il disco dalla casella</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Chi muove</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Svuota</translation>
    </message>
    <message>
        <source>Take every disc off the board</source>
        <translation>Togli tutti i dischi dalla griglia</translation>
    </message>
    <message>
        <source>Table&apos;s S&amp;tart</source>
        <translation>Posizione &amp;iniziale</translation>
    </message>
    <message>
        <source>The table&apos;s own start: an empty board, the first player to move</source>
        <translation>L&apos;inizio del tavolo: griglia vuota, muove il primo giocatore</translation>
    </message>
    <message>
        <source>&amp;Flip Colours</source>
        <translation>Inver&amp;ti i colori</translation>
    </message>
    <message>
        <source>Swap the colours of every disc</source>
        <translation>Scambia i colori di tutti i dischi</translation>
    </message>
    <message>
        <source>Change Ta&amp;ble…</source>
        <translation>Ca&amp;mbia tavolo…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla modifica</translation>
    </message>
    <message>
        <source>Take back the last change (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima modifica (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Position &amp;code:</source>
        <translation>&amp;Codice della posizione:</translation>
    </message>
    <message>
        <source>Position code</source>
        <translation>Codice della posizione</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>Copia co&amp;dice</translation>
    </message>
    <message>
        <source>Copy Lin&amp;k</source>
        <translation>Copia lin&amp;k</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link to send to a friend</source>
        <translation>Copia un link popout://position/ da inviare a un amico</translation>
    </message>
    <message>
        <source>Paste a co&amp;de or link:</source>
        <translation>Inco&amp;lla un codice o un link:</translation>
    </message>
    <message>
        <source>Code to paste</source>
        <translation>Codice da incollare</translation>
    </message>
    <message>
        <source>A code, or popout://position/…</source>
        <translation>Un codice, o popout://position/…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Why the code was refused</source>
        <translation>Perché il codice è stato rifiutato</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Gioca da qui</translation>
    </message>
    <message>
        <source>Play from this position (Ctrl+Enter)</source>
        <translation>Gioca da questa posizione (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Back to the game, unchanged (Esc)</source>
        <translation>Torna alla partita senza modifiche (Esc)</translation>
    </message>
    <message>
        <source>Placing or taking out a disc sets who moves: every move adds a disc or (a pop) takes one out, so %1 moves with an even number of discs, %2 with an odd one.</source>
        <translation>Posizionare o togliere un disco stabilisce chi muove: ogni mossa aggiunge un disco o (un&apos;estrazione) ne toglie uno, quindi %1 muove con un numero pari di dischi, %2 con un numero dispari.</translation>
    </message>
    <message>
        <source>&amp;%1 (1, R)</source>
        <translation>&amp;%1 (1, R)</translation>
    </message>
    <message>
        <source>%1 (2, &amp;Y)</source>
        <translation>%1 (2, &amp;Y)</translation>
    </message>
    <message>
        <source>%1 moves in this position</source>
        <translation>In questa posizione muove %1</translation>
    </message>
    <message>
        <source>Table: %1 — %2</source>
        <translation>Tavolo: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <source>anvil</source>
        <translation>incudine</translation>
    </message>
    <message>
        <source>bomb</source>
        <translation>bomba</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Generale</translation>
    </message>
    <message>
        <source>&amp;Internet play</source>
        <translation>Gioco su &amp;internet</translation>
    </message>
    <message>
        <source>Blue and orange discs marked with a cross and a ring, for colour-blind eyes.</source>
        <translation>Dischi blu e arancioni segnati con una croce e un anello, per chi non distingue bene i colori.</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Anteprima del tema</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Senza animazioni</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is set, high contrast when the desktop asks for it, and switching with it.</source>
        <translation>Chiaro o scuro come è impostato il desktop, ad alto contrasto quando il desktop lo chiede, e cambia con esso.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Normal, or off when the desktop is set to reduce motion, and switching with it.</source>
        <translation>Normale, o senza animazioni quando il desktop chiede di ridurre il movimento, e cambia con esso.</translation>
    </message>
    <message>
        <source>How fast discs fall and slide. Off shows every move at once.</source>
        <translation>Quanto velocemente i dischi cadono e scorrono. «Senza animazioni» mostra subito ogni mossa.</translation>
    </message>
    <message>
        <source>&amp;Play sounds for drops, pops and wins</source>
        <translation>&amp;Riproduci suoni per cadute, estrazioni e vittorie</translation>
    </message>
    <message>
        <source>Without an audio device the game stays silent, whatever this says.</source>
        <translation>Senza un dispositivo audio il gioco resta muto, qualunque cosa dica questa opzione.</translation>
    </message>
    <message>
        <source>This installation cannot play sound.</source>
        <translation>Questa installazione non può riprodurre suoni.</translation>
    </message>
    <message>
        <source>Audio cues: hear where &amp;each disc lands</source>
        <translation>Segnali acustici: senti dove cade &amp;ogni disco</translation>
    </message>
    <message>
        <source>Audio cues</source>
        <translation>Segnali acustici</translation>
    </message>
    <message>
        <source>Two notes for each move: the first tells the column (low on the left, higher to the right, heard from its side), the second the row (higher further up); a falling note is a pop, and the opponent&apos;s moves sound reedier.</source>
        <translation>Due note per ogni mossa: la prima dice la colonna (bassa a sinistra, più alta verso destra, udita dal suo lato), la seconda la riga (più alta più in su); una nota discendente è un&apos;estrazione, e le mosse dell&apos;avversario hanno un timbro più aspro.</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia: pip install PySide6-Addons (and the libpulse0 package on Linux).</source>
        <translation>Per il suono serve Qt Multimedia: pip install PySide6-Addons (e su Linux il pacchetto libpulse0).</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s menus and messages.</source>
        <translation>La lingua dei menu e dei messaggi del gioco.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time you start Pop Out.</source>
        <translation>La nuova lingua sarà attiva al prossimo avvio di Pop Out.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Applica</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Predefiniti</translation>
    </message>
    <message>
        <source>Show the standard preferences; nothing is stored until OK or Apply.</source>
        <translation>Mostra le preferenze standard; nulla viene salvato finché non premi OK o Applica.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Velocità animazioni:</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Suono:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>%1 shown of %2 puzzles; %3 solved.</source>
        <translation>Problemi mostrati: %1 su %2; risolti: %3.</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Tutti i tavoli</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>&amp;Difficoltà:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Lunghezza:</translation>
    </message>
    <message>
        <source>&amp;Key move:</source>
        <translation>&amp;Mossa chiave:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>Ta&amp;volo:</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Tutte le difficoltà</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Qualsiasi lunghezza</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Vittoria in %1</translation>
    </message>
    <message>
        <source>Drop or pop</source>
        <translation>Caduta o estrazione</translation>
    </message>
    <message>
        <source>A pop</source>
        <translation>Un&apos;estrazione</translation>
    </message>
    <message>
        <source>A drop</source>
        <translation>Una caduta</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>Solo &amp;non risolti</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>The puzzles cannot be loaded: %1</source>
        <translation>Impossibile caricare i problemi: %1</translation>
    </message>
    <message>
        <source>Solving puzzles: the game waits.</source>
        <translation>Modalità problemi: la partita resta in sospeso.</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemi…</translation>
    </message>
    <message>
        <source>Solve Pop Out puzzles: find the forced win</source>
        <translation>Risolvi problemi di Pop Out: trova la vittoria forzata</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>T&amp;ry Again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Prossimo problema</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Hint: Show the Move</source>
        <translation>&amp;Suggerimento: mostra la mossa</translation>
    </message>
    <message>
        <source>Choose a puzzle from the list.</source>
        <translation>Scegli un problema dall&apos;elenco.</translation>
    </message>
    <message>
        <source>No puzzles.</source>
        <translation>Nessun problema da mostrare.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 · %4</source>
        <translation>Problema %1 di %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Solved! %1 wins in %2.</source>
        <translation>Risolto! %1 vince in %2.</translation>
    </message>
    <message>
        <source>That move loses at once. Try again.</source>
        <translation>Quella mossa perde subito. Riprova.</translation>
    </message>
    <message>
        <source>The computer cannot answer: %1</source>
        <translation>Il computer non riesce a rispondere: %1</translation>
    </message>
    <message>
        <source>%1 looks for the best defence…</source>
        <translation>%1 cerca la difesa migliore…</translation>
    </message>
    <message>
        <source>Find the move that forces the win.</source>
        <translation>Trova la mossa che forza la vittoria.</translation>
    </message>
    <message>
        <source>Good. %1 left to win.</source>
        <translation>Bene. Ancora %1 per vincere.</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 mossa</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 mosse</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>%1 %2×%3</source>
        <translation>%1 %2×%3</translation>
    </message>
    <message>
        <source>%1 to play and win in %2 — with a pop</source>
        <translation>Muove %1 e vince in %2 — con un&apos;estrazione</translation>
    </message>
    <message>
        <source>%1 to play and win in %2</source>
        <translation>Muove %1 e vince in %2</translation>
    </message>
    <message>
        <source>Win in %1, pop</source>
        <translation>Vittoria in %1, estrazione</translation>
    </message>
    <message>
        <source>a pop from column %1</source>
        <translation>un&apos;estrazione dalla colonna %1</translation>
    </message>
    <message>
        <source>a drop in column %1</source>
        <translation>un disco nella colonna %1</translation>
    </message>
    <message>
        <source>That does not win in %1.</source>
        <translation>Così non si vince in %1.</translation>
    </message>
    <message>
        <source>%1 answers with %2 and holds.</source>
        <translation>%1 risponde con %2 e resiste.</translation>
    </message>
    <message>
        <source>Hint: the winning move is in column %1.</source>
        <translation>Suggerimento: la mossa vincente è nella colonna %1.</translation>
    </message>
    <message>
        <source>Hint: play %1 (marked on the board).</source>
        <translation>Suggerimento: gioca %1 (la mossa è segnata nella griglia).</translation>
    </message>
</context>
<context>
    <name>ReplayExport</name>
    <message>
        <source>The replay could not be written to %1: %2.</source>
        <translation>Impossibile scrivere il replay in %1: %2.</translation>
    </message>
    <message>
        <source>A replay holds at most %1 moves, and this game has %2. Export Position as PNG… saves the position on the board.</source>
        <translation>Un replay contiene al massimo %1 mosse, e questa partita ne ha %2. «Esporta posizione come PNG…» salva la posizione nella griglia.</translation>
    </message>
    <message>
        <source>E&amp;xport Replay…</source>
        <translation>Esporta re&amp;play…</translation>
    </message>
    <message>
        <source>Save the game as an animated image, to send</source>
        <translation>Salva la partita come immagine animata, da inviare</translation>
    </message>
    <message>
        <source>Export Replay</source>
        <translation>Esporta replay</translation>
    </message>
    <message>
        <source>Animated images (*%1)</source>
        <translation>Immagini animate (*%1)</translation>
    </message>
    <message>
        <source>Painting the frames of %1…</source>
        <translation>Disegno dei fotogrammi di %1…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Scrittura di %1…</translation>
    </message>
    <message>
        <source>Exported the replay to %1.</source>
        <translation>Replay esportato in %1.</translation>
    </message>
    <message>
        <source>The replay was not exported.</source>
        <translation>Il replay non è stato esportato.</translation>
    </message>
    <message>
        <source>Cannot export the replay</source>
        <translation>Impossibile esportare il replay</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>N&amp;ew game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Rivin&amp;cita</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>Riv&amp;edi</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Stop the review; the moves reviewed stay marked</source>
        <translation>Interrompi la revisione; le mosse già riviste mantengono il loro giudizio</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Rivedi le mosse rimanenti</translation>
    </message>
    <message>
        <source>◀ Previous Mistake</source>
        <translation>◀ Errore precedente</translation>
    </message>
    <message>
        <source>The previous inaccuracy, mistake or blunder (Shift+F3)</source>
        <translation>L&apos;imprecisione, l&apos;errore o l&apos;errore grave precedente (Maiusc+F3)</translation>
    </message>
    <message>
        <source>Next Mistake ▶</source>
        <translation>Errore successivo ▶</translation>
    </message>
    <message>
        <source>The next inaccuracy, mistake or blunder (F3)</source>
        <translation>L&apos;imprecisione, l&apos;errore o l&apos;errore grave successivo (F3)</translation>
    </message>
    <message>
        <source>Export Graph…</source>
        <translation>Esporta grafico…</translation>
    </message>
    <message>
        <source>Save the graph as a PNG or SVG picture</source>
        <translation>Salva il grafico come immagine PNG o SVG</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento della revisione</translation>
    </message>
    <message>
        <source>★ best   ✓ good   ?! inaccuracy   ? mistake   ?? blunder   ● proved   ○ estimate</source>
        <translation>★ migliore   ✓ buona   ?! imprecisione   ? errore   ?? errore grave   ● dimostrato   ○ stima</translation>
    </message>
    <message>
        <source>Each move is compared with the engine&apos;s best move in the position before it. A blunder turns a proved win into a draw or a loss, or a proved draw into a loss. Otherwise the drop on the graph&apos;s scale decides: a small one is good, a larger one an inaccuracy, a large one a mistake; an estimate alone never makes a blunder. A forced move, or one where the engine&apos;s estimates are too shallow to compare (Pop 10&apos;s filling of the board, say), is not marked.</source>
        <translation>Ogni mossa viene confrontata con la mossa migliore del motore nella posizione precedente. Un errore grave trasforma una vittoria dimostrata in una patta o in una sconfitta, o una patta dimostrata in una sconfitta. Altrimenti decide il calo sulla scala del grafico: un calo piccolo dà una mossa buona, uno più ampio un&apos;imprecisione, uno grande un errore; una stima da sola non produce mai un errore grave. Una mossa forzata, o una in cui le stime del motore sono troppo superficiali per un confronto (per esempio durante il riempimento della griglia di Pop 10), non riceve giudizio.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>With the side columns the board is %1 columns wide in all.</source>
        <translation>Con le colonne esterne la griglia è larga %1 colonne in tutto.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Dimensioni della griglia</translation>
    </message>
    <message>
        <source>%1 columns to play in, %2 rows high. The standard board is 7 × 6.</source>
        <translation>%1 colonne di gioco, %2 righe di altezza. La griglia standard è 7&#xa0;×&#xa0;6.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Lunghezza della linea</translation>
    </message>
    <message>
        <source>Lines of %1 discs of one colour count: across, up and down, or diagonally. In Pop 10 a line does not win: a disc popped out of one of your lines is yours to keep.</source>
        <translation>Contano le linee di %1 dischi di un colore: in orizzontale, in verticale o in diagonale. In Pop 10 una linea non fa vincere: un disco estratto da una tua linea lo tieni.</translation>
    </message>
    <message>
        <source>%1 discs of one colour in a line win: across, up and down, or diagonally. The standard is four; 5-in-a-Row uses five.</source>
        <translation>Vincono %1 dischi dello stesso colore in linea: in orizzontale, in verticale o in diagonale. Di norma sono quattro; 5 in fila ne usa cinque.</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>Estrazione</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one. Without it, every turn is a drop.</source>
        <translation>Al tuo turno, invece di far cadere un disco, puoi estrarne uno dei tuoi dalla riga in basso. Senza questa opzione, a ogni turno si fa cadere un disco.</translation>
    </message>
    <message>
        <source>Side columns</source>
        <translation>Colonne esterne</translation>
    </message>
    <message>
        <source>A fixed column at each edge, filled before the game starts: %1 at the bottom of the left one and %2 at the bottom of the right one, alternating upward. Their discs count in lines; nobody drops into them or pops from them.</source>
        <translation>Una colonna fissa su ciascun lato, riempita prima dell&apos;inizio della partita: in basso a sinistra %1, in basso a destra %2, poi i colori si alternano verso l&apos;alto. I loro dischi contano per le linee; nessuno ci fa cadere dischi né ne estrae.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Patta per triplice ripetizione</translation>
    </message>
    <message>
        <source>When the same position, with the same player to move, comes up for the third time, the game ends in a draw. Without it, play goes on.</source>
        <translation>Quando la stessa posizione, con lo stesso giocatore di turno, si presenta per la terza volta, la partita finisce patta. Senza questa opzione si continua a giocare.</translation>
    </message>
    <message>
        <source>Pop 10</source>
        <translation>Pop 10</translation>
    </message>
    <message>
        <source>The board is filled first; then every turn is a pop of one of your own discs, and a disc popped out of one of your lines is kept. Not with Pop Out or Power Up.</source>
        <translation>Prima si riempie la griglia; poi ogni turno è l&apos;estrazione di un tuo disco, e un disco estratto da una tua linea lo tieni. Non con Pop Out né con Power Up.</translation>
    </message>
    <message>
        <source>Discs to keep</source>
        <translation>Dischi da tenere</translation>
    </message>
    <message>
        <source>In Pop 10, the first player to keep this many discs wins. Ten on the standard board; the table settings suggest a number that suits the board&apos;s size.</source>
        <translation>In Pop 10 vince il primo giocatore che tiene questo numero di dischi. Dieci sulla griglia standard; le impostazioni del tavolo suggeriscono un numero adatto alla dimensione della griglia.</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — to play once each instead of a normal disc.</source>
        <translation>Ogni giocatore ha anche quattro dischi speciali — un&apos;incudine, una bomba, un muro e un ×2 — da giocare una volta ciascuno al posto di un disco normale.</translation>
    </message>
    <message>
        <source>Not in force</source>
        <translation>Non in vigore</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>In vigore</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opzione</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Che cosa significa</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>A questo tavolo</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 in fila</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1 dischi</translation>
    </message>
    <message>
        <source>The rules at this table: %1</source>
        <translation>Le regole a questo tavolo: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>This table plays Pop 10. First the players fill the board, %1 first; then they pop their own discs out of the bottom row, keeping those that were part of a line (see Pop 10 below).</source>
        <translation>A questo tavolo si gioca a Pop 10. Prima i giocatori riempiono la griglia, comincia %1; poi estraggono i propri dischi dalla riga in basso e tengono quelli che facevano parte di una linea (vedi Pop 10 più sotto).</translation>
    </message>
    <message>
        <source>The first player to keep %1 discs wins.</source>
        <translation>Vince il primo giocatore che tiene %1 dischi.</translation>
    </message>
    <message>
        <source>%1 moves first, then the players take turns. On your turn you drop one of your discs into a column that is not full; it falls to the lowest empty hole.</source>
        <translation>%1 muove per primo, poi i giocatori si alternano. Al tuo turno fai cadere uno dei tuoi dischi in una colonna non piena; il disco scende nel foro libero più in basso.</translation>
    </message>
    <message>
        <source>At this table you may instead pop one of your own discs (see Pop Out).</source>
        <translation>A questo tavolo puoi invece estrarre uno dei tuoi dischi (vedi Pop Out).</translation>
    </message>
    <message>
        <source>Each player may also play each of four power checkers once (see Power Up).</source>
        <translation>Ogni giocatore può anche giocare una volta ciascuno dei quattro dischi speciali (vedi Power Up).</translation>
    </message>
    <message>
        <source>The first player to make a line of %1 discs of their colour wins: across, up and down, or diagonally.</source>
        <translation>Vince il primo giocatore che allinea %1 dischi del proprio colore: in orizzontale, in verticale o in diagonale.</translation>
    </message>
    <message>
        <source>The options of this table</source>
        <translation>Le opzioni di questo tavolo</translation>
    </message>
    <message>
        <source>In force at this table</source>
        <translation>In vigore a questo tavolo</translation>
    </message>
    <message>
        <source>Not in force at this table</source>
        <translation>Non in vigore a questo tavolo</translation>
    </message>
    <message>
        <source>Pop 10 is played in two parts. First the players fill the board: taking turns, %1 first, each drops a disc of their colour into one of the lowest columns, so the board fills row by row. Lines made while filling count for nothing.</source>
        <translation>Pop 10 si gioca in due parti. Prima i giocatori riempiono la griglia: a turno, comincia %1, ognuno fa cadere un disco del proprio colore in una delle colonne più basse, così la griglia si riempie riga per riga. Le linee fatte durante il riempimento non contano.</translation>
    </message>
    <message>
        <source>When the board is full, play goes on in turn, and a turn is a pop of one of your own discs from the bottom row. If that disc was part of a line of %1 of your colour when you popped it, you keep it and pop again. If not, you put it back: you drop it into any column that is not full, but not the one it came from (unless no other column is open), and your turn ends.</source>
        <translation>Quando la griglia è piena, si continua a turno, e un turno è l&apos;estrazione di uno dei tuoi dischi dalla riga in basso. Se quel disco, quando l&apos;hai estratto, faceva parte di una linea di %1 del tuo colore, lo tieni ed estrai di nuovo. Se no, lo rimetti: lo fai cadere in una colonna non piena qualsiasi, ma non in quella da cui viene (a meno che nessun&apos;altra sia libera), e il tuo turno finisce.</translation>
    </message>
    <message>
        <source>A player with no disc in the bottom row passes. The first player to keep %1 discs wins.</source>
        <translation>Un giocatore senza dischi nella riga in basso passa. Vince il primo giocatore che tiene %1 dischi.</translation>
    </message>
    <message>
        <source>Pop 10 can be played with the side columns of 5-in-a-Row (their discs count in lines, but nobody pops them) and on any board, but not with Pop Out or Power Up.</source>
        <translation>Pop 10 si può giocare con le colonne esterne di 5 in fila (i loro dischi contano per le linee, ma nessuno li estrae) e su qualsiasi griglia, ma non con Pop Out né con Power Up.</translation>
    </message>
    <message>
        <source>Anvil:</source>
        <translation>Incudine:</translation>
    </message>
    <message>
        <source>every disc in its column is removed, and the anvil lands on the bottom row.</source>
        <translation>tutti i dischi della sua colonna vengono tolti e l&apos;incudine finisce nella riga in basso.</translation>
    </message>
    <message>
        <source>Bomb:</source>
        <translation>Bomba:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you pop one of your opponent&apos;s discs from the bottom row. If that makes lines for both players, you win. If your opponent has no disc in the bottom row, the bomb is just a drop.</source>
        <translation>cade come un disco; poi estrai uno dei dischi dell&apos;avversario dalla riga in basso. Se così entrambi i giocatori hanno una linea, vinci tu. Se l&apos;avversario non ha dischi nella riga in basso, la bomba è solo un disco che cade.</translation>
    </message>
    <message>
        <source>Wall:</source>
        <translation>Muro:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc, which may not complete a line of yours. If every open column would complete one, the second drop is skipped.</source>
        <translation>cade come un disco; poi fai cadere un secondo disco normale, che non deve completare una tua linea. Se ogni colonna libera ne completerebbe una, il secondo disco si salta.</translation>
    </message>
    <message>
        <source>×2:</source>
        <translation>×2:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc wherever you like.</source>
        <translation>cade come un disco; poi fai cadere un secondo disco normale dove vuoi.</translation>
    </message>
    <message>
        <source>Each player has four power checkers, one of each kind, and may play each of them once in the game instead of a normal drop, into any column that is not full. A power checker counts as a disc of its owner&apos;s colour and carries its sign while it stays on the board.</source>
        <translation>Ogni giocatore ha quattro dischi speciali, uno per tipo, e può giocarli una volta ciascuno nella partita al posto di un disco normale, in una colonna non piena qualsiasi. Un disco speciale conta come un disco del colore del suo proprietario e porta il suo simbolo finché resta nella griglia.</translation>
    </message>
    <message>
        <source>A power checker that completes a line of yours wins at once, and no second step follows. With Pop Out you may pop your own power checkers like any of your discs. Power Up can be played with Pop Out and 5-in-a-Row, on any board, but not with Pop 10.</source>
        <translation>Un disco speciale che completa una tua linea vince subito, e non segue nessun secondo passo. Con Pop Out puoi estrarre i tuoi dischi speciali come qualsiasi tuo disco. Power Up si può giocare con Pop Out e 5 in fila, su qualsiasi griglia, ma non con Pop 10.</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Pop Out</translation>
    </message>
    <message>
        <source>In Pop Out a turn is either a drop or a pop. To pop, you take one of your own discs out of the bottom row: it leaves the board, and every disc above it in that column falls one row. You may pop only your own discs.</source>
        <translation>In Pop Out al tuo turno o fai cadere un disco o ne estrai uno. Per estrarre, togli uno dei tuoi dischi dalla riga in basso: esce dalla griglia e tutti i dischi sopra di esso in quella colonna scendono di una riga. Puoi estrarre solo i tuoi dischi.</translation>
    </message>
    <message>
        <source>A pop can make lines for both players.</source>
        <translation>Un&apos;estrazione può completare linee per entrambi i giocatori.</translation>
    </message>
    <message>
        <source>If your pop completes a line of yours, you win, even if it completes one of your opponent&apos;s lines too. If it completes only your opponent&apos;s line, your opponent wins.</source>
        <translation>Se la tua estrazione completa una tua linea, vinci, anche se completa pure una linea dell&apos;avversario. Se completa solo una linea dell&apos;avversario, vince l&apos;avversario.</translation>
    </message>
    <message>
        <source>Side columns in force, with lines of %1</source>
        <translation>Colonne esterne in vigore, linee da %1</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>5 in fila</translation>
    </message>
    <message>
        <source>5-in-a-Row is played on a board with an extra column at each edge, filled before the game starts: the left one with %1 at the bottom and then alternating upward, the right one with %2 at the bottom and then alternating. Nobody drops into them or pops from them, but their discs count in lines. Five in a row wins.</source>
        <translation>5 in fila si gioca su una griglia con una colonna in più su ciascun lato, riempita prima dell&apos;inizio della partita: quella di sinistra con %1 in basso e poi i colori alternati verso l&apos;alto, quella di destra con %2 in basso e poi alternati. Nessuno ci fa cadere dischi né ne estrae, ma i loro dischi contano per le linee. Vince chi fa cinque in fila.</translation>
    </message>
    <message>
        <source>It can be played with pops (Pop Out + 5-in-a-Row) or without them.</source>
        <translation>Si può giocare con le estrazioni (Pop Out + 5 in fila) o senza.</translation>
    </message>
    <message>
        <source>(not at this table)</source>
        <translation>(non a questo tavolo)</translation>
    </message>
    <message>
        <source>A pop that leaves only the side columns&apos; discs on the board is a draw.</source>
        <translation>Un&apos;estrazione che lascia nella griglia solo i dischi delle colonne esterne dà patta.</translation>
    </message>
    <message>
        <source>A pop that leaves the board empty is a draw.</source>
        <translation>Un&apos;estrazione che svuota la griglia dà patta.</translation>
    </message>
    <message>
        <source>In Pop 10 neither a full nor an empty board ends the game: it goes on until a player has kept enough discs.</source>
        <translation>In Pop 10 né una griglia piena né una vuota finiscono la partita: si va avanti finché un giocatore non ha tenuto abbastanza dischi.</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>A drop that fills the board without making a line is a draw.</source>
        <translation>Un disco che riempie la griglia senza completare una linea dà patta.</translation>
    </message>
    <message>
        <source>A position that comes up for the third time, with the same player to move, is a draw.</source>
        <translation>Una posizione che si presenta per la terza volta, con lo stesso giocatore di turno, dà patta.</translation>
    </message>
    <message>
        <source>Two computers playing each other agree a draw when a position comes up for the third time, at any table.</source>
        <translation>Due computer che giocano tra loro concordano la patta quando una posizione si presenta per la terza volta, a qualsiasi tavolo.</translation>
    </message>
    <message>
        <source>Click a column to drop a disc into it; click the handle under one of your own bottom discs to pop it.</source>
        <translation>Fai clic su una colonna per farci cadere un disco; fai clic sulla linguetta sotto uno dei tuoi dischi in basso per estrarlo.</translation>
    </message>
    <message>
        <source>Keyboard: Left and Right choose a column; Enter, Space or Down drops into it; Up or P pops it.</source>
        <translation>Tastiera: Sinistra e Destra scelgono una colonna; Invio, Spazio o Giù ci fanno cadere un disco; Su o P estrae il disco in basso.</translation>
    </message>
    <message>
        <source>Type a column&apos;s number (written under the board) to play there at once.</source>
        <translation>Digita il numero di una colonna (scritto sotto la griglia) per giocarci subito.</translation>
    </message>
    <message>
        <source>Columns 10 and up: type both digits quickly (1 then 2 for column 12). A single 1 moves to column 1 and waits: press Enter to drop there.</source>
        <translation>Colonne dalla 10 in su: digita rapidamente le due cifre (1 e poi 2 per la colonna 12). Un 1 da solo porta alla colonna 1 e aspetta: premi Invio per farci cadere un disco.</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Mouse e tastiera</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Le regole</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting %1 was damaged and has been reset.</source>
        <translation>L&apos;impostazione %1 era danneggiata ed è stata ripristinata.</translation>
    </message>
    <message>
        <source>The stored table was impossible; the default one is used.</source>
        <translation>Il tavolo salvato era impossibile; si usa quello predefinito.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file; the settings will not be saved this time.</source>
        <translation>Il file delle impostazioni %1 non è un file normale; questa volta le impostazioni non verranno salvate.</translation>
    </message>
    <message>
        <source>The settings file %1 is a link to a missing file; the settings will not be saved this time.</source>
        <translation>Il file delle impostazioni %1 è un collegamento a un file che non esiste; questa volta le impostazioni non verranno salvate.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the settings will not be saved this time.</source>
        <translation>Non è stato possibile leggere il file delle impostazioni %1; questa volta le impostazioni non verranno salvate.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged; it has been kept as %2, and the settings that could be read are used.</source>
        <translation>Il file delle impostazioni %1 era danneggiato; è stato conservato come %2 e si usano le impostazioni che è stato possibile leggere.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged and has been left as it is; the settings will not be saved this time.</source>
        <translation>Il file delle impostazioni %1 era danneggiato ed è stato lasciato com&apos;è; questa volta le impostazioni non verranno salvate.</translation>
    </message>
    <message>
        <source>The setting %1 had entries that could not be read (%2 of %3); they were left out and the others kept.</source>
        <translation>L&apos;impostazione %1 aveva voci che non è stato possibile leggere (%2 su %3); sono state tralasciate e le altre mantenute.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1; changes will last only until the game closes.</source>
        <translation>Le impostazioni non possono essere salvate in %1; le modifiche valgono solo fino alla chiusura del gioco.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>the left side column, row %1</source>
        <translation>colonna esterna sinistra, riga %1</translation>
    </message>
    <message>
        <source>the right side column, row %1</source>
        <translation>colonna esterna destra, riga %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonna %1, riga %2</translation>
    </message>
    <message>
        <source>%1: the side columns of 5-in-a-Row are fixed</source>
        <translation>%1: le colonne esterne di 5 in fila sono fisse</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Griglia da impostare</translation>
    </message>
</context>
<context>
    <name>SetupProblems</name>
    <message>
        <source>Reachable: this is the table&apos;s start.</source>
        <translation>Raggiungibile: è la posizione iniziale del tavolo.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here.</source>
        <translation>Raggiungibile: una partita porta qui.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (1 move).</source>
        <translation>Raggiungibile: una partita porta qui (1 mossa).</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (%n moves).</source>
        <translation>Raggiungibile: una partita porta qui (%n mosse).</translation>
    </message>
    <message>
        <source>Legal under the table (not shown reachable): no way from the start was found within the search&apos;s limit, but nothing forbids the position.</source>
        <translation>Regolare per questo tavolo (raggiungibilità non dimostrata): entro il limite della ricerca non si è trovato un percorso dall&apos;inizio, ma nulla vieta la posizione.</translation>
    </message>
    <message>
        <source>Not legal under this table.</source>
        <translation>Non regolare per questo tavolo.</translation>
    </message>
    <message>
        <source>Set-up is for the six-field tables (Classic, Pop Out, 5-in-a-Row and their combinations): Pop 10&apos;s scores and Power Up&apos;s power checkers are no part of a set-up. Change the table to set up a position.</source>
        <translation>Si può impostare una posizione solo nei tavoli di base (Classico, Pop Out, 5 in fila e le loro combinazioni): i punteggi di Pop 10 e i dischi speciali di Power Up non fanno parte di una posizione impostata. Cambia il tavolo per impostare una posizione.</translation>
    </message>
    <message>
        <source>Not legal: both players have a line of %1, so the game is over. Take a disc out of each line.</source>
        <translation>Non regolare: entrambi i giocatori hanno una linea di %1, quindi la partita è finita. Togli un disco da ciascuna linea.</translation>
    </message>
    <message>
        <source>Not legal: the board is full, so the drop that filled it ended the game. Leave a cell empty.</source>
        <translation>Non regolare: la griglia è piena, quindi il disco che l&apos;ha riempita ha concluso la partita. Lascia vuota una casella.</translation>
    </message>
    <message>
        <source>Not legal: no game can lead here. Every way back from this position was tried and none reaches the start (the last disc placed cannot be the mover&apos;s).</source>
        <translation>Non regolare: nessuna partita può portare qui. Sono stati provati tutti i percorsi a ritroso da questa posizione e nessuno raggiunge l&apos;inizio (l&apos;ultimo disco giocato non può essere di chi muove).</translation>
    </message>
    <message>
        <source>Not legal under this table (%1).</source>
        <translation>Non regolare per questo tavolo (%1).</translation>
    </message>
    <message>
        <source>a cell</source>
        <translation>una casella</translation>
    </message>
    <message>
        <source>%1 and %n more</source>
        <translation>%1 e altri %n</translation>
    </message>
    <message>
        <source>Not legal: the disc in %1 floats: every disc rests on the one below it. Fill the hole under it or take it out.</source>
        <translation>Non regolare: il disco in %1 è sospeso: ogni disco poggia su quello sotto. Riempi il vuoto sotto di esso o toglilo.</translation>
    </message>
    <message>
        <source>Not legal: %n discs float, the lowest in %1: every disc rests on the one below it. Fill the holes under them or take them out.</source>
        <translation>Non regolare: %n dischi sono sospesi, il più basso in %1: ogni disco poggia su quello sotto. Riempi i vuoti sotto di essi o toglili.</translation>
    </message>
    <message>
        <source>Not legal: there is a line of %1 on the board, so the game is over. Take a disc out of the line.</source>
        <translation>Non regolare: nella griglia c&apos;è una linea di %1, quindi la partita è finita. Togli un disco dalla linea.</translation>
    </message>
    <message>
        <source>Not legal: %1 has a line of %2, so the game is over. Take a disc out of the line.</source>
        <translation>Non regolare: %1 ha una linea di %2, quindi la partita è finita. Togli un disco dalla linea.</translation>
    </message>
    <message>
        <source>Not legal: with one disc on the board, the first move has been played, so it is %1&apos;s move. Choose %1 to move.</source>
        <translation>Non regolare: con un disco nella griglia la prima mossa è già stata giocata, quindi muove %1. Scegli %1 in «Chi muove».</translation>
    </message>
    <message>
        <source>Not legal: an empty board comes only at the start (a pop that empties the board ends the game), and %1 moves first there. Choose %1 to move, or place discs.</source>
        <translation>Non regolare: la griglia è vuota solo all&apos;inizio (un&apos;estrazione che svuota la griglia conclude la partita), e lì muove per primo %1. Scegli %1 in «Chi muove», oppure posiziona dei dischi.</translation>
    </message>
    <message>
        <source>Not legal: every move adds a disc or (a pop) takes one out, so %1 moves when the board holds an even number of discs and %2 when odd; with %n discs it is %3&apos;s move. Choose %3 to move.</source>
        <translation>Non regolare: ogni mossa aggiunge un disco o (un&apos;estrazione) ne toglie uno, quindi %1 muove quando nella griglia c&apos;è un numero pari di dischi e %2 quando è dispari; con %n dischi muove %3. Scegli %3 in «Chi muove».</translation>
    </message>
    <message>
        <source>Not legal: the side columns of 5-in-a-Row are fixed (%1 at the bottom on the left, %2 on the right, alternating upward); %3 differs.</source>
        <translation>Non regolare: le colonne esterne di 5 in fila sono fisse (%1 in basso a sinistra, %2 in basso a destra, poi i colori si alternano verso l&apos;alto); %3 non corrisponde.</translation>
    </message>
    <message>
        <source>Not legal: without Pop Out nobody takes a disc out and %1 starts, so %1 has as many discs as %2 or one more; here %1 has %3 and %2 %4.</source>
        <translation>Non regolare: senza Pop Out nessuno toglie dischi e comincia %1, quindi %1 ha tanti dischi quanti %2 o uno in più; qui %1 ne ha %3 e %2 %4.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>The data folder %1 cannot be made (%2): this game will not be autosaved.</source>
        <translation>Non è possibile creare la cartella dei dati %1 (%2): questa partita non verrà salvata automaticamente.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be written: this game will not be autosaved.</source>
        <translation>Non è possibile scrivere nella cartella dei dati %1: questa partita non verrà salvata automaticamente.</translation>
    </message>
    <message>
        <source>Another Pop Out is using the data folder %1 but does not answer: this window plays without autosave, so the other one&apos;s game is not overwritten.</source>
        <translation>Un altro Pop Out sta usando la cartella dei dati %1 ma non risponde: questa finestra gioca senza salvataggio automatico, così la partita dell&apos;altro non viene sovrascritta.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table not recorded (earlier games)</source>
        <translation>Tavolo non registrato (partite precedenti)</translation>
    </message>
    <message>
        <source>Other tables</source>
        <translation>Altri tavoli</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>Per avversario</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Per tavolo</translation>
    </message>
    <message>
        <source>Count the results per opponent or per table.</source>
        <translation>Conta i risultati per avversario o per tavolo.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Results per table</source>
        <translation>Risultati per tavolo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Results per opponent</source>
        <translation>Risultati per avversario</translation>
    </message>
    <message>
        <source>Two players (%1&apos;s results)</source>
        <translation>Due giocatori (risultati: %1)</translation>
    </message>
    <message>
        <source>No games finished yet. Results are counted when a game ends.</source>
        <translation>Nessuna partita ancora conclusa. I risultati si contano alla fine di ogni partita.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <source>Forget every result counted so far.</source>
        <translation>Dimentica tutti i risultati contati finora.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget every game won, lost and drawn? This cannot be undone.</source>
        <translation>Dimenticare tutte le partite vinte, perse e patte? L&apos;operazione non si può annullare.</translation>
    </message>
</context>
<context>
    <name>TableSettingsDialog</name>
    <message>
        <source>Table Settings</source>
        <translation>Impostazioni del tavolo</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Predefiniti</translation>
    </message>
    <message>
        <source>Go back to the standard 7 × 6 Pop Out table.</source>
        <translation>Torna al tavolo standard Pop Out 7 × 6.</translation>
    </message>
</context>
<context>
    <name>TableSettingsWidget</name>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Pop Out</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>5 in fila</translation>
    </message>
    <message>
        <source>Pop Out + 5-in-a-Row</source>
        <translation>Pop Out + 5 in fila</translation>
    </message>
    <message>
        <source>Pop 10</source>
        <translation>Pop 10</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>Connect Four: 7 columns, 6 rows, drop only, four in a row wins.</source>
        <translation>Quattro in fila: 7 colonne, 6 righe, senza estrazioni, vince chi fa quattro in fila.</translation>
    </message>
    <message>
        <source>Connect Four where a turn may also pop your own disc out of the bottom row.</source>
        <translation>Quattro in fila in cui una mossa può anche estrarre un tuo disco dalla riga in basso.</translation>
    </message>
    <message>
        <source>Five in a row wins, on a board with a filled, fixed column at each edge; drop only.</source>
        <translation>Vince chi fa cinque in fila, su una griglia con una colonna fissa e piena su ciascun lato; senza estrazioni.</translation>
    </message>
    <message>
        <source>5-in-a-Row with pops: five in a row, side columns, and popping allowed.</source>
        <translation>5 in fila con estrazioni: cinque in fila, colonne esterne ed estrazioni consentite.</translation>
    </message>
    <message>
        <source>Fill the board, then pop your own discs: a disc that was part of a line of four is yours to keep. The first to keep ten discs wins.</source>
        <translation>Riempi la griglia, poi estrai i tuoi dischi: un disco che faceva parte di una linea di quattro lo tieni. Vince chi per primo tiene dieci dischi.</translation>
    </message>
    <message>
        <source>Connect Four where each player also has an anvil, a bomb, a wall and a ×2 checker, to play once each instead of a normal disc.</source>
        <translation>Quattro in fila in cui ogni giocatore ha anche un&apos;incudine, una bomba, un muro e un disco ×2, da giocare una volta ciascuno al posto di un disco normale.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, and it is played without power checkers. Turn off Pop 10, or both of the others.</source>
        <translation>Pop 10 non si può giocare con Pop Out né con Power Up: ha estrazioni sue e si gioca senza dischi speciali. Disattiva Pop 10, oppure le altre due opzioni.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs that were in a line. Turn off one of the two.</source>
        <translation>Pop 10 non si può giocare con Pop Out: ha estrazioni sue, con cui si tengono i dischi che erano in una linea. Disattiva una delle due opzioni.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Power Up: it is played without power checkers. Turn off one of the two.</source>
        <translation>Pop 10 non si può giocare con Power Up: si gioca senza dischi speciali. Disattiva una delle due opzioni.</translation>
    </message>
    <message>
        <source>In Pop 10 on a board of %1 × %2 each player has only %3 discs, so nobody can keep %4. Lower the number of discs to keep to %3 or less, or make the board bigger.</source>
        <translation>In Pop 10 su una griglia di %1 × %2 ogni giocatore ha solo %3 dischi, quindi nessuno può tenerne %4. Porta i dischi da tenere a %3 o meno, oppure ingrandisci la griglia.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide, the two side columns included, and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Una linea di %1 dischi non entra in questa griglia: è larga solo %2 colonne, comprese le due colonne esterne, e alta %3 righe. Accorcia la linea o ingrandisci la griglia.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Una linea di %1 dischi non entra in questa griglia: è larga solo %2 colonne e alta %3 righe. Accorcia la linea o ingrandisci la griglia.</translation>
    </message>
    <message>
        <source>%1 columns × %2 rows</source>
        <translation>%1 colonne × %2 righe</translation>
    </message>
    <message>
        <source>Pop 10: the first to keep %1 discs wins</source>
        <translation>Pop 10: vince chi per primo tiene %1 dischi</translation>
    </message>
    <message>
        <source>a disc popped from a line of %1 is kept</source>
        <translation>un disco estratto da una linea di %1 si tiene</translation>
    </message>
    <message>
        <source>%1 in a row wins</source>
        <translation>vince chi fa %1 in fila</translation>
    </message>
    <message>
        <source>popping allowed</source>
        <translation>estrazioni consentite</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>senza estrazioni</translation>
    </message>
    <message>
        <source>Power Up: four power checkers each</source>
        <translation>Power Up: quattro dischi speciali a testa</translation>
    </message>
    <message>
        <source>filled side columns</source>
        <translation>colonne esterne piene</translation>
    </message>
    <message>
        <source>draw on threefold repetition</source>
        <translation>patta per triplice ripetizione</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Choose a set of rules. Changing any option below makes the table “Custom”; choosing a preset sets every option.</source>
        <translation>Scegli un insieme di regole. Se cambi un&apos;opzione qui sotto il tavolo diventa «Personalizzato»; scegliendo una variante si impostano tutte le opzioni.</translation>
    </message>
    <message>
        <source>Playable columns, not counting the side columns of 5-in-a-Row.</source>
        <translation>Colonne di gioco, senza contare le colonne esterne di 5 in fila.</translation>
    </message>
    <message>
        <source>How many discs a column holds.</source>
        <translation>Quanti dischi contiene una colonna.</translation>
    </message>
    <message>
        <source>How many discs in a line (across, up or diagonal) win the game.</source>
        <translation>Quanti dischi in linea (in orizzontale, verticale o diagonale) vincono la partita.</translation>
    </message>
    <message>
        <source>&amp;Pop out your own bottom disc</source>
        <translation>&amp;Estrazione del proprio disco in basso</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one; the discs above it fall one row.</source>
        <translation>Al tuo turno, invece di far cadere un disco, puoi estrarne uno dei tuoi dalla riga in basso; i dischi sopra scendono di una riga.</translation>
    </message>
    <message>
        <source>&amp;Side columns, already filled</source>
        <translation>Colonne esterne già pie&amp;ne</translation>
    </message>
    <message>
        <source>5-in-a-Row: a fixed column at each edge, filled before the game starts. Nobody drops into them or pops from them, but their discs count in lines.</source>
        <translation>5 in fila: una colonna fissa su ciascun lato, riempita prima dell&apos;inizio della partita. Nessuno ci fa cadere dischi né ne estrae, ma i loro dischi contano per le linee.</translation>
    </message>
    <message>
        <source>Draw on &amp;threefold repetition</source>
        <translation>Pa&amp;tta per triplice ripetizione</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, comes up for the third time.</source>
        <translation>La partita è patta quando la stessa posizione, con lo stesso giocatore di turno, si presenta per la terza volta.</translation>
    </message>
    <message>
        <source>Pop &amp;10: fill the board, then keep discs</source>
        <translation>Pop &amp;10: riempi la griglia, poi tieni i dischi</translation>
    </message>
    <message>
        <source>The players first fill the board. Then a turn is a pop of one of your own bottom discs: if it was part of a line, you keep it and pop again; if not, you drop it back. The first to keep the set number of discs wins. Not with Pop Out or Power Up.</source>
        <translation>Prima i giocatori riempiono la griglia. Poi un turno è l&apos;estrazione di uno dei tuoi dischi in basso: se faceva parte di una linea lo tieni ed estrai di nuovo; se no, lo rimetti in gioco facendolo cadere. Vince chi per primo tiene il numero di dischi stabilito. Non con Pop Out né con Power Up.</translation>
    </message>
    <message>
        <source>How many discs a player must keep to win Pop 10. It follows the board&apos;s size until you change it.</source>
        <translation>Quanti dischi deve tenere un giocatore per vincere a Pop 10. Segue la dimensione della griglia finché non lo cambi.</translation>
    </message>
    <message>
        <source>Discs to &amp;keep:</source>
        <translation>&amp;Quanti dischi tenere:</translation>
    </message>
    <message>
        <source>Power &amp;Up: four power checkers each</source>
        <translation>P&amp;ower Up: quattro dischi speciali a testa</translation>
    </message>
    <message>
        <source>Each player also has an anvil, a bomb, a wall and a ×2 checker, each played once instead of a normal disc. Can be played with Pop Out, not with Pop 10.</source>
        <translation>Ogni giocatore ha anche un&apos;incudine, una bomba, un muro e un disco ×2, ciascuno giocato una volta al posto di un disco normale. Si può giocare con Pop Out, non con Pop 10.</translation>
    </message>
    <message>
        <source>Preview of the empty board</source>
        <translation>Anteprima della griglia vuota</translation>
    </message>
    <message>
        <source>The empty board of this table.</source>
        <translation>La griglia vuota di questo tavolo.</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonne:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Righe:</translation>
    </message>
    <message>
        <source>&amp;Line length:</source>
        <translation>&amp;Lunghezza linea:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opzioni:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varianti:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>This table cannot be played.</source>
        <translation>A questo tavolo non si può giocare.</translation>
    </message>
    <message>
        <source>The options below match no preset.</source>
        <translation>Le opzioni qui sotto non corrispondono a nessuna variante.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>Blue ✕</source>
        <translation>Blu ✕</translation>
    </message>
    <message>
        <source>Orange ○</source>
        <translation>Arancione ○</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Vince il computer</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
    <message>
        <source>Reconnecting to the game…</source>
        <translation>Riconnessione alla partita…</translation>
    </message>
    <message>
        <source>Not connected to the game</source>
        <translation>Non connesso alla partita</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Muove %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>In attesa di %1…</translation>
    </message>
</context>
<context>
    <name>WelcomeCard</name>
    <message>
        <source>You know Pop Out — play the computer?</source>
        <translation>Ora conosci Pop Out — giochi contro il computer?</translation>
    </message>
    <message>
        <source>Choose how strongly it plays, or play someone at this screen.</source>
        <translation>Scegli il suo livello, oppure sfida qualcuno davanti a questo schermo.</translation>
    </message>
    <message>
        <source>&amp;Once more</source>
        <translation>&amp;Un&apos;altra volta</translation>
    </message>
    <message>
        <source>The three steps of the lesson again.</source>
        <translation>Di nuovo i tre passi della lezione.</translation>
    </message>
    <message>
        <source>Welcome to Pop Out</source>
        <translation>Benvenuto in Pop Out</translation>
    </message>
    <message>
        <source>Four of your discs in a row win, as in Connect Four, and here you may also pop one of your own discs out of the bottom row.</source>
        <translation>Come in Quattro in fila, vinci mettendo in fila quattro dei tuoi dischi; qui però puoi anche estrarre uno dei tuoi dischi dalla riga in basso.</translation>
    </message>
    <message>
        <source>&amp;Learn in one minute</source>
        <translation>Impara in &amp;un minuto</translation>
    </message>
    <message>
        <source>Three short steps on prepared boards: a drop, a pop, a pop that wins.</source>
        <translation>Tre brevi passi su griglie già pronte: far cadere un disco, un&apos;estrazione, un&apos;estrazione vincente.</translation>
    </message>
    <message>
        <source>Play the &amp;computer</source>
        <translation>Gioca contro il &amp;computer</translation>
    </message>
    <message>
        <source>You play %1 and move first.</source>
        <translation>Giochi con %1 e muovi per primo.</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>Level of the computer</source>
        <translation>Livello del computer</translation>
    </message>
    <message>
        <source>&amp;Two players at this screen</source>
        <translation>&amp;Due giocatori a questo schermo</translation>
    </message>
    <message>
        <source>Take turns with the mouse or the keyboard (Esc).</source>
        <translation>Giocate a turno con il mouse o la tastiera (Esc).</translation>
    </message>
</context>
<context>
    <name>WriteProblems</name>
    <message>
        <source>there is not enough memory: choose a smaller size</source>
        <translation>memoria insufficiente: scegli dimensioni più piccole</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>permission denied: choose a folder you may write in</source>
        <translation>permesso negato: scegli una cartella in cui puoi scrivere</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>la cartella è di sola lettura</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la cartella non esiste</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>quel nome è di una cartella</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
</context>
</TS>
