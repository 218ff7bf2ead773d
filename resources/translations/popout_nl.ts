<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Column %1, row %2</source>
        <translation>Kolom %1, rij %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, in the winning line</source>
        <translation>%1, in de winnende lijn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pop column %1</source>
        <translation>Kolom %1 uitdrukken</translation>
    </message>
    <message>
        <source>Drop into column %1</source>
        <translation>In kolom %1 laten vallen</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Column %1</source>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rij %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: pass the turn (Space)</source>
        <translation>Je hebt geen schijf in de onderste rij: sla je beurt over (spatiebalk)</translation>
    </message>
    <message>
        <source>Power checkers are played only in Power Up.</source>
        <translation>Speciale schijven worden alleen in Power Up gespeeld.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Die speciale schijf is al gespeeld.</translation>
    </message>
    <message>
        <source>A power checker is played instead of a drop, at the start of a turn.</source>
        <translation>Een speciale schijf speel je in plaats van een worp, aan het begin van een beurt.</translation>
    </message>
    <message>
        <source>The other player moved before that key: choose again.</source>
        <translation>De andere speler zette vóór die toets: kies opnieuw.</translation>
    </message>
    <message>
        <source>The bomb pops one of %1&apos;s bottom discs.</source>
        <translation>De bom drukt een van de onderste schijven van %1 eruit.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are %2 to %3.</source>
        <translation>Er is geen kolom %1: de kolommen lopen van %2 tot %3.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 past</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>With the best play of both sides neither player wins.</source>
        <translation>Als beide kanten het best mogelijke spelen, wint geen van beide spelers.</translation>
    </message>
    <message>
        <source>Win at once</source>
        <translation>Directe winst</translation>
    </message>
    <message>
        <source>This move completes a line for %2: %2 wins.</source>
        <translation>Deze zet maakt een lijn van %2 af: %2 wint.</translation>
    </message>
    <message>
        <source>Win in %1 moves</source>
        <translation>Winst in %1 zetten</translation>
    </message>
    <message>
        <source>%2 wins in at most %1 moves of theirs, this one included, whatever %3 plays.</source>
        <translation>%2 wint in hoogstens %1 eigen zetten, deze meegerekend, wat %3 ook speelt.</translation>
    </message>
    <message>
        <source>Loss at once</source>
        <translation>Direct verlies</translation>
    </message>
    <message>
        <source>This move completes a line for %3: %3 wins.</source>
        <translation>Deze zet maakt een lijn van %3 af: %3 wint.</translation>
    </message>
    <message>
        <source>Loss in 1 move</source>
        <translation>Verlies in 1 zet</translation>
    </message>
    <message>
        <source>After it %3 can win with their next move, whatever %2 plays.</source>
        <translation>Daarna kan %3 met de volgende eigen zet winnen, wat %2 ook speelt.</translation>
    </message>
    <message>
        <source>Loss in %1 moves</source>
        <translation>Verlies in %1 zetten</translation>
    </message>
    <message>
        <source>After it %3 can win with %1 more moves of theirs, whatever %2 plays.</source>
        <translation>Daarna kan %3 winnen met nog %1 eigen zetten, wat %2 ook speelt.</translation>
    </message>
    <message>
        <source>Estimate %4</source>
        <translation>Schatting %4</translation>
    </message>
    <message>
        <source>The search did not see the end of the game: above 0 is better for %2, below 0 for %3.</source>
        <translation>De berekening reikte niet tot het einde van het spel: boven 0 is beter voor %2, onder 0 voor %3.</translation>
    </message>
    <message>
        <source>win in 7 moves</source>
        <translation>winst in 7 zetten</translation>
    </message>
    <message>
        <source>loss in 3 moves</source>
        <translation>verlies in 3 zetten</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remise</translation>
    </message>
    <message>
        <source>estimate, + is good for %1</source>
        <translation>schatting, + is goed voor %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>winst</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>verlies</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>schatting</translation>
    </message>
</context>
<context>
    <name>BrokerSettings</name>
    <message>
        <source>Type the broker&apos;s host name or address.</source>
        <translation>Typ de hostnaam of het adres van de broker.</translation>
    </message>
    <message>
        <source>This is not a host name or an address (like broker.example.org).</source>
        <translation>Dit is geen hostnaam en geen adres (zoals broker.example.org).</translation>
    </message>
    <message>
        <source>Connected to broker %1 in %2 ms.</source>
        <translation>Verbonden met broker %1 in %2 ms.</translation>
    </message>
    <message>
        <source>Games over the internet go through an MQTT broker, which both players&apos; computers reach. The default, %1, is a public test broker run by others: free, with no promise of staying up. It reads nothing of your games: every message is encrypted end to end with the secret in the invite link. Friends can run a broker of their own; the README says how.</source>
        <translation>Spellen over internet lopen via een MQTT-broker die de computers van beide spelers kunnen bereiken. De standaardbroker, %1, is een openbare testbroker die door anderen wordt beheerd: gratis, maar zonder garantie dat hij blijft draaien. Hij leest niets van je spellen: elk bericht is end-to-end versleuteld met de geheime sleutel in de uitnodigingslink. Vrienden kunnen een eigen broker draaien; de README legt uit hoe.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>MQTT-&amp;broker:</translation>
    </message>
    <message>
        <source>The broker&apos;s host name or address.</source>
        <translation>De hostnaam of het adres van de broker.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>8883 for MQTT over TLS, 1883 for plain MQTT, unless told.</source>
        <translation>8883 voor MQTT over TLS, 1883 voor gewone MQTT, tenzij anders opgegeven.</translation>
    </message>
    <message>
        <source>&amp;Use TLS</source>
        <translation>TLS gebr&amp;uiken</translation>
    </message>
    <message>
        <source>An encrypted connection to the broker, its certificate checked. Without it the broker still reads nothing of a game, but your user name and password travel in the clear.</source>
        <translation>Een versleutelde verbinding met de broker, waarbij het certificaat wordt gecontroleerd. Zonder TLS leest de broker nog steeds niets van een spel, maar gaan je gebruikersnaam en wachtwoord onversleuteld over het netwerk.</translation>
    </message>
    <message>
        <source>Certificate aut&amp;hority:</source>
        <translation>Certi&amp;ficaatautoriteit:</translation>
    </message>
    <message>
        <source>the system&apos;s</source>
        <translation>van het systeem</translation>
    </message>
    <message>
        <source>Only for a broker whose certificate comes from an authority of its own (a friends&apos; broker): that authority&apos;s certificate file (PEM or DER). Then only it is trusted. Empty: the authorities this computer trusts.</source>
        <translation>Alleen voor een broker waarvan het certificaat van een eigen autoriteit komt (een broker van vrienden): het certificaatbestand van die autoriteit (PEM of DER). Dan wordt alleen die vertrouwd. Leeg: de autoriteiten die deze computer vertrouwt.</translation>
    </message>
    <message>
        <source>Choose &amp;file…</source>
        <translation>&amp;Kiezen…</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>Gebruikers&amp;naam:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Wachtwoord:</translation>
    </message>
    <message>
        <source>the settings file</source>
        <translation>het instellingenbestand</translation>
    </message>
    <message>
        <source>The password is stored in plain text in %1. Use one you use nowhere else.</source>
        <translation>Het wachtwoord wordt als platte tekst opgeslagen in %1. Gebruik een wachtwoord dat je nergens anders gebruikt.</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>&amp;Verbinding testen</translation>
    </message>
    <message>
        <source>Connect to this broker once, now, and say how it went. Nothing is sent before you press it.</source>
        <translation>Maak nu één keer verbinding met deze broker en laat zien hoe dat ging. Er wordt niets verzonden voordat je op deze knop drukt.</translation>
    </message>
    <message>
        <source>Certificate Authority of the Broker</source>
        <translation>Certificaatautoriteit van de broker</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation>Certificaten (*.pem *.crt *.cer *.der);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>De test is mislukt: %1</translation>
    </message>
    <message>
        <source>Broker for Internet Play</source>
        <translation>Broker voor spelen via internet</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Chatberichten</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Nog geen berichten.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Bericht…</translation>
    </message>
    <message>
        <source>Chat message to send</source>
        <translation>Chatbericht om te versturen</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>&amp;Versturen</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(jij)</translation>
    </message>
    <message>
        <source>(watching)</source>
        <translation>(kijkt mee)</translation>
    </message>
    <message>
        <source>Send the message to everyone at the table (Enter).</source>
        <translation>Stuur het bericht naar iedereen aan tafel (Enter).</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Toeschouwer</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pop Out cannot start with this command line.</source>
        <translation>Pop Out kan niet starten met deze opdrachtregel.</translation>
    </message>
</context>
<context>
    <name>ConnectionStatus</name>
    <message>
        <source>Waiting for a player</source>
        <translation>Wachten op een speler</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbonden</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Opnieuw verbinden…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbinding verbroken</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Meekijken</translation>
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
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Begin: %1</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Evaluatiegrafiek</translation>
    </message>
    <message>
        <source>%1 of %2 moves reviewed.</source>
        <translation>%1 van %2 zetten beoordeeld.</translation>
    </message>
    <message>
        <source>the picture could not be made</source>
        <translation>de afbeelding kon niet worden gemaakt</translation>
    </message>
</context>
<context>
    <name>ExportReplayDialog</name>
    <message>
        <source>Export Replay</source>
        <translation>Replay exporteren</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formaat:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Grootte:</translation>
    </message>
    <message>
        <source>GIF (plays everywhere)</source>
        <translation>GIF (speelt overal af)</translation>
    </message>
    <message>
        <source>WebP (every colour exact; web browsers play it)</source>
        <translation>WebP (elke kleur exact; webbrowsers spelen het af)</translation>
    </message>
    <message>
        <source>Animated PNG (the smallest; web browsers play it)</source>
        <translation>Geanimeerde PNG (het kleinst; webbrowsers spelen het af)</translation>
    </message>
    <message>
        <source>%1: not available, this Pillow cannot write it</source>
        <translation>%1: niet beschikbaar, deze versie van Pillow kan het niet schrijven</translation>
    </message>
    <message>
        <source>Small (%1 pixels wide)</source>
        <translation>Klein (%1 pixels breed)</translation>
    </message>
    <message>
        <source>Medium (%1 pixels wide)</source>
        <translation>Middel (%1 pixels breed)</translation>
    </message>
    <message>
        <source>Large (%1 pixels wide)</source>
        <translation>Groot (%1 pixels breed)</translation>
    </message>
    <message>
        <source>&amp;Captions: the move numbers, the moves and the result</source>
        <translation>&amp;Bijschriften: de zetnummers, de zetten en de uitslag</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>%1 frames, %2 seconds, then it starts again.</source>
        <translation>%1 beelden, %2 seconden, daarna begint het opnieuw.</translation>
    </message>
</context>
<context>
    <name>GameGuest</name>
    <message>
        <source>The host refused the connection (no game hosted at %1:%2?).</source>
        <translation>De host weigerde de verbinding (wordt er op %1:%2 geen spel gehost?).</translation>
    </message>
    <message>
        <source>The computer %1 was not found.</source>
        <translation>Computer %1 is niet gevonden.</translation>
    </message>
    <message>
        <source>Could not connect to %1:%2: </source>
        <translation>Kan geen verbinding maken met %1:%2: </translation>
    </message>
    <message>
        <source>No answer from the game&apos;s host through the broker %1.</source>
        <translation>Geen antwoord van de host van het spel via de broker %1.</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link.</source>
        <translation>De broker %1 antwoordde, maar geen host van een spel antwoordde op deze link.</translation>
    </message>
    <message>
        <source>No answer from the broker %1.</source>
        <translation>Geen antwoord van de broker %1.</translation>
    </message>
    <message>
        <source>No answer from %1:%2.</source>
        <translation>Geen antwoord van %1:%2.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: %1</source>
        <translation>De verbinding met de host is verbroken: %1</translation>
    </message>
    <message>
        <source>Could not reconnect to the host after %1 attempts.</source>
        <translation>Opnieuw verbinden met de host is na %1 pogingen mislukt.</translation>
    </message>
    <message>
        <source>The host left: %1</source>
        <translation>De host heeft het spel verlaten: %1</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>Bericht van de host: %1</translation>
    </message>
    <message>
        <source>The host asks us to wait %1 s before coming back.</source>
        <translation>De host vraagt %1 s te wachten voor we terugkeren.</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Kan niet luisteren op poort %1: %2</translation>
    </message>
    <message>
        <source>%1 lost the connection; the seat is kept for them.</source>
        <translation>%1 heeft de verbinding verloren; de plaats wordt vrijgehouden.</translation>
    </message>
    <message>
        <source>%1 wrong join codes were tried, so the join code is now %2: give the new code to whoever you invite.</source>
        <translation>Er zijn %1 verkeerde deelnamecodes geprobeerd, dus de code is nu %2: geef de nieuwe code aan wie je uitnodigt.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 doet nu mee aan het spel.</translation>
    </message>
    <message>
        <source>The guest is not connected.</source>
        <translation>De gast is niet verbonden.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>Dat is geen zet.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Er is geen kolom %1.</translation>
    </message>
    <message>
        <source>Column %1 is a fixed side column.</source>
        <translation>Kolom %1 is een vaste buitenste kolom.</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>Kolom %1 is vol.</translation>
    </message>
    <message>
        <source>Popping is not allowed at this table.</source>
        <translation>Aan deze tafel mag je geen schijven uitdrukken.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>Kolom %1 is leeg.</translation>
    </message>
    <message>
        <source>The bottom disc of column %1 is not yours.</source>
        <translation>De onderste schijf van kolom %1 is niet van jou.</translation>
    </message>
    <message>
        <source>That kind of move is not allowed at this point of the turn.</source>
        <translation>Dat soort zet is op dit moment van de beurt niet toegestaan.</translation>
    </message>
    <message>
        <source>While the board is being filled, drop into one of the lowest columns.</source>
        <translation>Zolang het bord wordt gevuld, laat je een schijf vallen in een van de laagste kolommen.</translation>
    </message>
    <message>
        <source>Put the disc back into a column other than the one it came from.</source>
        <translation>Zet de schijf terug in een andere kolom dan die waar hij uit kwam.</translation>
    </message>
    <message>
        <source>The drop after the wall must not complete a line of yours.</source>
        <translation>De worp na de muur mag geen lijn van jou afmaken.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Die speciale schijf is al gespeeld.</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: you must pass.</source>
        <translation>Je hebt geen schijf in de onderste rij: je moet passen.</translation>
    </message>
    <message>
        <source>You may pass only when no disc of yours is in the bottom row.</source>
        <translation>Je mag alleen passen als je geen schijf in de onderste rij hebt.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>There is no move to review yet.</source>
        <translation>Er is nog geen zet om te beoordelen.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves reviewed. Resume reviews the rest.</source>
        <translation>Beoordeling geannuleerd: %1 van %2 zetten beoordeeld. Met Hervatten worden de overige beoordeeld.</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Beoordeling voltooid.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Zet %1 van %2 wordt beoordeeld…</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>De beoordeling is gestopt: %1</translation>
    </message>
    <message>
        <source>The game review was cleared: the game changed.</source>
        <translation>De beoordeling van het spel is gewist: het spel is veranderd.</translation>
    </message>
    <message>
        <source>No other inaccuracy, mistake or blunder.</source>
        <translation>Geen andere onnauwkeurigheid, fout of blunder.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not reviewed yet).</source>
        <translation>Zet %1: %2 speelde %3 (nog niet beoordeeld).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Spel &amp;beoordelen</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Laat de engine elke zet van het spel beoordelen</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Volgende fout</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Vo&amp;rige fout</translation>
    </message>
    <message>
        <source>Export Review &amp;Graph…</source>
        <translation>Beoordelings&amp;grafiek exporteren…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-afbeeldingen (*.svg)</translation>
    </message>
    <message>
        <source>Export Review Graph</source>
        <translation>Beoordelingsgrafiek exporteren</translation>
    </message>
    <message>
        <source>review.png</source>
        <translation>beoordeling.png</translation>
    </message>
    <message>
        <source>Game review: %1 against %2, %3 moves</source>
        <translation>Beoordeling van het spel: %1 tegen %2, %3 zetten</translation>
    </message>
    <message>
        <source>the name must end in .png or .svg</source>
        <translation>de naam moet eindigen op .png of .svg</translation>
    </message>
    <message>
        <source>Cannot export the graph</source>
        <translation>Kan de grafiek niet exporteren</translation>
    </message>
    <message>
        <source>The graph could not be written to %1: %2.</source>
        <translation>De grafiek kon niet worden geschreven naar %1: %2.</translation>
    </message>
    <message>
        <source>Exported the review graph to %1.</source>
        <translation>Beoordelingsgrafiek geëxporteerd naar %1.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onnauwkeurigheid</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>not marked</source>
        <translation>niet gemarkeerd</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (not marked: a forced move or only estimates).</source>
        <translation>Zet %1: je speelde %3 (niet gemarkeerd: een gedwongen zet of alleen schattingen).</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not marked: a forced move or only estimates).</source>
        <translation>Zet %1: %2 speelde %3 (niet gemarkeerd: een gedwongen zet of alleen schattingen).</translation>
    </message>
    <message>
        <source>Move %1: you played %3, a best move.</source>
        <translation>Zet %1: je speelde %3, een beste zet.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a best move.</source>
        <translation>Zet %1: %2 speelde %3, een beste zet.</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (%4); best was %5.</source>
        <translation>Zet %1: je speelde %3 (%4); het beste was %5.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (%4); best was %5.</source>
        <translation>Zet %1: %2 speelde %3 (%4); het beste was %5.</translation>
    </message>
    <message>
        <source>Move %1 (%2), %3: %4</source>
        <translation>Zet %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source> — best was %1</source>
        <translation> — het beste was %1</translation>
    </message>
    <message>
        <source>Draw (proved)</source>
        <translation>Remise (bewezen)</translation>
    </message>
    <message>
        <source>%1 wins (proved)</source>
        <translation>%1 wint (bewezen)</translation>
    </message>
    <message>
        <source>Estimate: even</source>
        <translation>Schatting: gelijk</translation>
    </message>
    <message>
        <source>Estimate: %1 stands better</source>
        <translation>Schatting: %1 staat beter</translation>
    </message>
    <message>
        <source>no move marked</source>
        <translation>geen zet gemarkeerd</translation>
    </message>
    <message>
        <source>accuracy %1%</source>
        <translation>nauwkeurigheid %1%</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%n best</source>
        <translation>%n× best</translation>
    </message>
    <message>
        <source>%n good</source>
        <translation>%n× goed</translation>
    </message>
    <message>
        <source>%n inaccuracies</source>
        <translation>%n× onnauwkeurig</translation>
    </message>
    <message>
        <source>%n mistakes</source>
        <translation>%n× fout</translation>
    </message>
    <message>
        <source>%n blunders</source>
        <translation>%n× blunder</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The autosaved game could not be restored (%1), nor moved aside (%2): it is left as it is and this game will not be autosaved.</source>
        <translation>Het automatisch opgeslagen spel kon niet worden hersteld (%1) en ook niet opzij worden gezet (%2): het bestand blijft zoals het is en dit spel wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1. It was kept as %2; a new game starts.</source>
        <translation>Het automatisch opgeslagen spel kon niet worden hersteld: %1. Het is bewaard als %2; er begint een nieuw spel.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Het spel kon niet automatisch worden opgeslagen: %1</translation>
    </message>
    <message>
        <source>No copy of the autosave as it was could be kept (%1): this game will not be autosaved.</source>
        <translation>Er kon geen kopie van de automatische opslag zoals hij was worden bewaard (%1): dit spel wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>The autosave as it was is kept as %1.</source>
        <translation>De automatische opslag zoals hij was is bewaard als %1.</translation>
    </message>
    <message>
        <source>The autosaved game is back. %1</source>
        <translation>Het automatisch opgeslagen spel is terug. %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Netwerkspel hosten</translation>
    </message>
    <message>
        <source>How you appear to the other player and in their list of games.</source>
        <translation>De naam die de andere speler ziet, ook in de lijst met spellen.</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Op dit netwerk</translation>
    </message>
    <message>
        <source>Your opponent&apos;s computer is on the same network as yours.</source>
        <translation>De computer van je tegenstander zit op hetzelfde netwerk als de jouwe.</translation>
    </message>
    <message>
        <source>Over the &amp;internet</source>
        <translation>Via int&amp;ernet</translation>
    </message>
    <message>
        <source>Anywhere: both computers connect to the broker set in Preferences.</source>
        <translation>Overal: beide computers maken verbinding met de broker die in Voorkeuren is ingesteld.</translation>
    </message>
    <message>
        <source>The broker set in Preferences (Internet play), %1, cannot be used: %2</source>
        <translation>De broker die in Voorkeuren (Spelen via internet) is ingesteld, %1, is niet bruikbaar: %2</translation>
    </message>
    <message>
        <source>Through the broker %1, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Via de broker %1, ingesteld in Voorkeuren (Spelen via internet). Er wordt niets naar de broker gestuurd totdat je begint met hosten.</translation>
    </message>
    <message>
        <source>Through the broker %1, without TLS, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Via de broker %1, zonder TLS, ingesteld in Voorkeuren (Spelen via internet). Er wordt niets naar de broker gestuurd totdat je begint met hosten.</translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation>%1 (begint)</translation>
    </message>
    <message>
        <source>%1 (moves second)</source>
        <translation>%1 (speelt als tweede)</translation>
    </message>
    <message>
        <source>Your guest moves first; you play second.</source>
        <translation>Je gast begint; jij speelt als tweede.</translation>
    </message>
    <message>
        <source>You move first; your guest plays second.</source>
        <translation>Jij begint; je gast speelt als tweede.</translation>
    </message>
    <message>
        <source>Opening the game&apos;s room on the broker %1…</source>
        <translation>De kamer van het spel wordt geopend op de broker %1…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again; or change the broker.</source>
        <translation>De kamer van het spel kon niet worden geopend op de broker %1. „Hosten starten” probeert het opnieuw; of kies een andere broker.</translation>
    </message>
    <message>
        <source>Change &amp;broker…</source>
        <translation>&amp;Broker wijzigen…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again.</source>
        <translation>De kamer van het spel kon niet worden geopend op de broker %1. „Hosten starten” probeert het opnieuw.</translation>
    </message>
    <message>
        <source>Over the internet, through the broker %1.</source>
        <translation>Over internet, via de broker %1.</translation>
    </message>
    <message>
        <source>The TCP port your guest connects to. 7457 unless something else uses it.</source>
        <translation>De TCP-poort waarmee je gast verbinding maakt. 7457, tenzij iets anders die al gebruikt.</translation>
    </message>
    <message>
        <source>Re&amp;quire a join code</source>
        <translation>&amp;Toegangscode vereisen</translation>
    </message>
    <message>
        <source>Only someone who knows the code can take the seat or watch.</source>
        <translation>Alleen wie de code kent, kan de plaats innemen of meekijken.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Toegangscode</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>Nieuwe &amp;code</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Spelen:</translation>
    </message>
    <message>
        <source>Guest&apos;s colour:</source>
        <translation>Kleur van je gast:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>&amp;Poort:</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join.</source>
        <translation>Deze computer is met geen enkel netwerk verbonden: alleen vanaf deze computer kan iemand deelnemen.</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>Hosten st&amp;oppen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>The saved game keeps its colours: your guest comes back as %1.</source>
        <translation>Het opgeslagen spel houdt de kleuren: je gast komt terug als %1.</translation>
    </message>
    <message>
        <source>You host the saved network game again: the colours, the join code and the table stay as they were, so your guest can come back to it.</source>
        <translation>Je host het opgeslagen netwerkspel opnieuw: de kleuren, de toegangscode en de tafel blijven zoals ze waren, zodat je gast kan terugkomen.</translation>
    </message>
    <message>
        <source>%1 to %2 digits.</source>
        <translation>%1 tot %2 cijfers.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Toegangscode:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Start &amp;hosting</source>
        <translation>Hosten &amp;starten</translation>
    </message>
    <message>
        <source>Waiting for a player…</source>
        <translation>Wachten op een speler…</translation>
    </message>
    <message>
        <source>Invite your opponent</source>
        <translation>Nodig je tegenstander uit</translation>
    </message>
    <message>
        <source>On the same network your game appears in their Join dialog. Or give them one of these links, or the address it holds:</source>
        <translation>Op hetzelfde netwerk verschijnt je spel in het venster Deelnemen van je tegenstander. Of geef een van deze links door, of het adres dat erin staat:</translation>
    </message>
    <message>
        <source>Your opponent types this code to join.</source>
        <translation>Je tegenstander typt deze code om deel te nemen.</translation>
    </message>
    <message>
        <source>No join code needed.</source>
        <translation>Geen toegangscode nodig.</translation>
    </message>
    <message>
        <source>The game could not be hosted.</source>
        <translation>Het spel kon niet worden gehost.</translation>
    </message>
    <message>
        <source>Someone tried many wrong join codes, so the code has changed.</source>
        <translation>Iemand heeft veel verkeerde deelnamecodes geprobeerd, dus de code is veranderd.</translation>
    </message>
    <message>
        <source>Give your opponent the new code, %1, or a new invite link.</source>
        <translation>Geef je tegenstander de nieuwe code, %1, of een nieuwe uitnodigingslink.</translation>
    </message>
    <message>
        <source>%1, your guest plays %2.</source>
        <translation>%1, je gast speelt %2.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Uitnodigingslink</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Kop&amp;iëren</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Kopieer de link om hem in een bericht te plakken.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Gekopieerd: %1</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Vrij.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program, so %2 is suggested.</source>
        <translation>Poort %1 is in gebruik door een ander programma, daarom wordt %2 voorgesteld.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program.</source>
        <translation>Poort %1 is in gebruik door een ander programma.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 gebruiken</translation>
    </message>
</context>
<context>
    <name>InviteLink</name>
    <message>
        <source>Send your opponent this link, in a message only they read: whoever has it can join the game.</source>
        <translation>Stuur je tegenstander deze link, in een bericht dat alleen die leest: wie de link heeft, kan aan het spel deelnemen.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Uitnodigingslink</translation>
    </message>
    <message>
        <source>Cop&amp;y link</source>
        <translation>Kopieer &amp;de link</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Kopieer de link om hem in een bericht te plakken.</translation>
    </message>
    <message>
        <source>QR code of the invite link</source>
        <translation>QR-code van de uitnodigingslink</translation>
    </message>
    <message>
        <source>The same invite link, for a phone&apos;s camera.</source>
        <translation>Dezelfde uitnodigingslink, voor de camera van een telefoon.</translation>
    </message>
    <message>
        <source>The same link as a QR code: a phone&apos;s camera reads it, to send it on.</source>
        <translation>Dezelfde link als QR-code: de camera van een telefoon leest hem, om hem door te sturen.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Gekopieerd.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Deelnemen aan een netwerkspel</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Spellen op dit netwerk</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gehost door</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>192.168.1.20:7457 or popout://…</source>
        <translation>192.168.1.20:7457 of popout://…</translation>
    </message>
    <message>
        <source>The host&apos;s address (and port, if not 7457), or the invite link they sent you.</source>
        <translation>Het adres van de host (en de poort, als die niet 7457 is) of de uitnodigingslink die je hebt gekregen.</translation>
    </message>
    <message>
        <source>How you appear to the host and in the chat.</source>
        <translation>De naam waarmee je bij de host en in de chat verschijnt.</translation>
    </message>
    <message>
        <source>The digits shown on the host&apos;s screen.</source>
        <translation>De cijfers op het scherm van de host.</translation>
    </message>
    <message>
        <source>&amp;Watch only</source>
        <translation>Alleen &amp;kijken</translation>
    </message>
    <message>
        <source>Join as a spectator: see the game and chat, without playing.</source>
        <translation>Doe mee als toeschouwer: zie het spel en de chat, zonder te spelen.</translation>
    </message>
    <message>
        <source>&amp;Address or link:</source>
        <translation>&amp;Adres of link:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Toegangscode:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deelnemen</translation>
    </message>
    <message>
        <source>Choose a game from the list, or type the host&apos;s address.</source>
        <translation>Kies een spel uit de lijst of typ het adres van de host.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Zoeken naar spellen op dit netwerk…</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here (%1). Type the host&apos;s address below.</source>
        <translation>Spellen op dit netwerk kunnen hier niet worden getoond (%1). Typ hieronder het adres van de host.</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>vrije plaats</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>other version (%1)</source>
        <translation>andere versie (%1)</translation>
    </message>
    <message>
        <source>seat free</source>
        <translation>plaats vrij</translation>
    </message>
    <message>
        <source>watch only</source>
        <translation>alleen kijken</translation>
    </message>
    <message>
        <source>code required</source>
        <translation>code vereist</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>niet nodig</translation>
    </message>
    <message>
        <source>Not an address or a popout:// link.</source>
        <translation>Dit is geen adres en geen popout://-link.</translation>
    </message>
    <message>
        <source>Games over the internet cannot be joined from here yet.</source>
        <translation>Aan spellen over internet kun je hier nog niet deelnemen.</translation>
    </message>
    <message>
        <source>Connecting to the broker %1…</source>
        <translation>Verbinden met de broker %1…</translation>
    </message>
    <message>
        <source>Internet game on broker %1</source>
        <translation>Internetspel via broker %1</translation>
    </message>
    <message>
        <source>Internet game on broker %1, without TLS</source>
        <translation>Internetspel via broker %1, zonder TLS</translation>
    </message>
    <message>
        <source>Connected to the broker %1; waiting for the game&apos;s host…</source>
        <translation>Verbonden met de broker %1; wachten op de host van het spel…</translation>
    </message>
    <message>
        <source>The host plays another version of Pop Out. Both of you need the same version.</source>
        <translation>De host gebruikt een andere versie van Pop Out. Jullie hebben allebei dezelfde versie nodig.</translation>
    </message>
    <message>
        <source>The host has %1; you have %2.</source>
        <translation>De host heeft %1, jij hebt %2.</translation>
    </message>
    <message>
        <source>The join code is wrong. Ask the host for the code on their screen.</source>
        <translation>De toegangscode klopt niet. Vraag de host welke code er op het scherm staat.</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried at this host, so it makes everyone wait a little. Try again in a moment.</source>
        <translation>Bij deze host zijn te veel verkeerde deelnamecodes geprobeerd, dus laat hij iedereen even wachten. Probeer het zo weer.</translation>
    </message>
    <message>
        <source>Someone is already playing at this table. Watch instead?</source>
        <translation>Aan deze tafel speelt al iemand. Wil je meekijken?</translation>
    </message>
    <message>
        <source>The host no longer knows the game you were in.</source>
        <translation>De host kent het spel waarin je zat niet meer.</translation>
    </message>
    <message>
        <source>The host is closing the game.</source>
        <translation>De host sluit het spel.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>De host heeft je niet toegelaten.</translation>
    </message>
    <message>
        <source>Watc&amp;h instead</source>
        <translation>&amp;Meekijken</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link: it may be old or mistyped, or the host is not hosting now. This is no network problem: ask the host for the link again.</source>
        <translation>De broker %1 antwoordde, maar geen host van een spel antwoordde op deze link: hij is misschien oud of verkeerd getypt, of de host host nu niet. Dit is geen netwerkprobleem: vraag de host opnieuw om de link.</translation>
    </message>
    <message>
        <source>No answer from the broker %1. Check the link, and that no firewall blocks the port.</source>
        <translation>Geen antwoord van de broker %1. Controleer de link en of geen firewall de poort blokkeert.</translation>
    </message>
    <message>
        <source>Could not join the game through the broker %1.</source>
        <translation>Kon niet deelnemen aan het spel via de broker %1.</translation>
    </message>
    <message>
        <source>Nobody is hosting at %1. Check the address, and that the host has started hosting.</source>
        <translation>Op %1 host niemand een spel. Controleer het adres en of de host al is begonnen met hosten.</translation>
    </message>
    <message>
        <source>No answer from %1. Check the address, and that no firewall blocks the port.</source>
        <translation>Geen antwoord van %1. Controleer het adres en of er geen firewall de poort blokkeert.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. Try again.</source>
        <translation>De verbinding met %1 is verbroken. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Could not join the game at %1.</source>
        <translation>Kan niet deelnemen aan het spel op %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Step 1 of 3 — drop a disc</source>
        <translation>Stap 1 van 3 — laat een schijf vallen</translation>
    </message>
    <message>
        <source>Step 2 of 3 — pop a disc</source>
        <translation>Stap 2 van 3 — druk een schijf eruit</translation>
    </message>
    <message>
        <source>Step 3 of 3 — a pop that wins</source>
        <translation>Stap 3 van 3 — een winnende pop</translation>
    </message>
    <message>
        <source>You play %1. Click a column (the marked one will do) or press its number: your disc falls to the lowest free hole.</source>
        <translation>Je speelt %1. Klik op een kolom (de gemarkeerde is prima) of druk op het nummer ervan: je schijf valt naar het laagste vrije gat.</translation>
    </message>
    <message>
        <source>In Pop Out you may pop instead: take one of your own discs (%1) out of the bottom row, and the discs above slide down. Click the handle under it, or press ↑ over its column.</source>
        <translation>In Pop Out mag je in plaats daarvan een pop doen: druk een van je eigen schijven (%1) uit de onderste rij, en de schijven erboven zakken omlaag. Klik op het lipje eronder, of druk op ↑ boven die kolom.</translation>
    </message>
    <message>
        <source>One pop here makes four %1 discs in a row: find it. Which of your bottom discs would bring one of yours down into the gap?</source>
        <translation>Eén pop maakt hier vier schijven van %1 op een rij: zoek hem. Welke van je onderste schijven laat er een van jou in het gat zakken?</translation>
    </message>
    <message>
        <source>That was a pop: it comes next. First drop a disc: click a column or press its number.</source>
        <translation>Dat was een pop: die komt hierna. Laat eerst een schijf vallen: klik op een kolom of druk op het nummer ervan.</translation>
    </message>
    <message>
        <source>That was a drop. This time pop one of your own discs (%1) out of the bottom row: click the handle under it, or press ↑ over its column.</source>
        <translation>Dat was een worp. Druk deze keer een van je eigen schijven (%1) uit de onderste rij: klik op het lipje eronder, of druk op ↑ boven die kolom.</translation>
    </message>
    <message>
        <source>A drop does not win here: try a pop. One pop makes four %1 discs.</source>
        <translation>Een worp wint hier niet: probeer een pop. Eén pop maakt vier schijven van %1 op een rij.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. The marked handle is the one.</source>
        <translation>Die pop maakte geen vier op een rij. Het gemarkeerde lipje is het goede.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. Watch which disc slides down into the gap, and try again.</source>
        <translation>Die pop maakte geen vier op een rij. Kijk welke schijf in het gat zakt, en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Goed gedaan!</translation>
    </message>
    <message>
        <source>You know Pop Out.</source>
        <translation>Nu ken je Pop Out.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Leave (Esc)</source>
        <translation>Verlaten (Esc)</translation>
    </message>
    <message>
        <source>End the lesson: a new game for two players.</source>
        <translation>Beëindig de les: een nieuw spel voor twee spelers.</translation>
    </message>
</context>
<context>
    <name>LinkCause</name>
    <message>
        <source>the peer reads nothing: over %1 bytes wait for it</source>
        <translation>de andere kant leest niets: meer dan %1 bytes wachten</translation>
    </message>
    <message>
        <source>a line is limited to %1 bytes</source>
        <translation>een regel mag hoogstens %1 bytes lang zijn</translation>
    </message>
    <message>
        <source>a line must arrive whole within %1 s</source>
        <translation>een regel moet binnen %1 s volledig aankomen</translation>
    </message>
    <message>
        <source>more than %1 messages in a second</source>
        <translation>meer dan %1 berichten per seconde</translation>
    </message>
    <message>
        <source>the peer reported: %1</source>
        <translation>de andere kant meldde: %1</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>interne fout: %1</translation>
    </message>
    <message>
        <source>the link was closed</source>
        <translation>de verbinding is gesloten</translation>
    </message>
    <message>
        <source>the other side closed the connection</source>
        <translation>de andere kant heeft de verbinding gesloten</translation>
    </message>
    <message>
        <source>no message for too long</source>
        <translation>te lang geen bericht</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>geen antwoord</translation>
    </message>
    <message>
        <source>the other side did not answer</source>
        <translation>de andere kant gaf geen antwoord</translation>
    </message>
    <message>
        <source>messages were lost on the way</source>
        <translation>berichten zijn onderweg verloren gegaan</translation>
    </message>
    <message>
        <source>too many messages missing</source>
        <translation>er ontbreken te veel berichten</translation>
    </message>
    <message>
        <source>the broker connection takes no more messages</source>
        <translation>de verbinding met de broker neemt geen berichten meer aan</translation>
    </message>
</context>
<context>
    <name>LinkProblems</name>
    <message>
        <source>This is not a popout:// link.</source>
        <translation>Dit is geen popout://-link.</translation>
    </message>
    <message>
        <source>This link is too long: an invite link has at most %1 characters. Copy the link again, on its own.</source>
        <translation>Deze link is te lang: een uitnodigingslink heeft hoogstens %1 tekens. Kopieer de link opnieuw, zonder iets erbij.</translation>
    </message>
    <message>
        <source>This popout:// link is not an internet game&apos;s (they hold /r/).</source>
        <translation>Deze popout://-link is niet van een internetspel (die bevatten /r/).</translation>
    </message>
    <message>
        <source>The broker in this link is not a host name or address.</source>
        <translation>De broker in deze link is geen hostnaam en geen adres.</translation>
    </message>
    <message>
        <source>The port in this link is not a number from 1 to 65535.</source>
        <translation>De poort in deze link is geen getal van 1 tot en met 65535.</translation>
    </message>
    <message>
        <source>The room in this link is damaged: copy the whole link again.</source>
        <translation>De kamer in deze link is beschadigd: kopieer de hele link opnieuw.</translation>
    </message>
    <message>
        <source>The link has lost its end (the secret after #): copy the whole link again.</source>
        <translation>Het einde van de link ontbreekt (de geheime sleutel na #): kopieer de hele link opnieuw.</translation>
    </message>
    <message>
        <source>The secret at the end of this link is damaged: copy the whole link again.</source>
        <translation>De geheime sleutel aan het einde van deze link is beschadigd: kopieer de hele link opnieuw.</translation>
    </message>
    <message>
        <source>This link has an option this version does not know (only tls=0).</source>
        <translation>Deze link heeft een optie die deze versie niet kent (alleen tls=0).</translation>
    </message>
    <message>
        <source>This is not an invite link.</source>
        <translation>Dit is geen uitnodigingslink.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the file is too large to be a saved game</source>
        <translation>het bestand is te groot voor een opgeslagen partij</translation>
    </message>
    <message>
        <source>the file is not text, so not a saved game</source>
        <translation>het bestand is geen tekst, dus geen opgeslagen partij</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>the file is truncated: it ends in the middle of the game</source>
        <translation>het bestand is afgekapt: het houdt midden in de partij op</translation>
    </message>
    <message>
        <source>the file is corrupt (at line %1, column %2)</source>
        <translation>het bestand is beschadigd (regel %1, teken %2)</translation>
    </message>
    <message>
        <source>this is not a Pop Out saved game</source>
        <translation>dit is geen opgeslagen Pop Out-partij</translation>
    </message>
    <message>
        <source>the file was written by a newer Pop Out (format version %1; this version reads up to %2): please update</source>
        <translation>het bestand is geschreven door een nieuwere Pop Out (formaatversie %1; deze versie leest tot en met %2): werk het programma bij</translation>
    </message>
    <message>
        <source>the moves in it are not legal (%1)</source>
        <translation>de zetten erin zijn niet toegestaan (%1)</translation>
    </message>
    <message>
        <source>the result stored in it does not match its moves</source>
        <translation>de opgeslagen uitslag past niet bij de zetten</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <source>it is a folder, not a saved game</source>
        <translation>het is een map, geen opgeslagen partij</translation>
    </message>
    <message>
        <source>you may not read it (permission denied)</source>
        <translation>je mag het niet lezen (geen toestemming)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>het kan niet gelezen worden (%1)</translation>
    </message>
    <message>
        <source>a part of it is damaged (%1)</source>
        <translation>een deel ervan is beschadigd (%1)</translation>
    </message>
    <message>
        <source>its lists and objects are nested more than %1 deep</source>
        <translation>de lijsten en objecten erin zijn meer dan %1 niveaus diep genest</translation>
    </message>
    <message>
        <source>it holds a number no saved game has (%1)</source>
        <translation>het bevat een getal dat geen opgeslagen spel heeft (%1)</translation>
    </message>
    <message>
        <source>an object in it names the field %1 twice</source>
        <translation>een object erin noemt het veld %1 twee keer</translation>
    </message>
    <message>
        <source>the game is too long: it has more than %1 moves</source>
        <translation>het spel is te lang: het heeft meer dan %1 zetten</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe, say)</source>
        <translation>het is geen gewoon bestand (maar bijvoorbeeld een apparaat of een pipe)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remise</translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation>wint in %1</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>W%1</translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation>verliest in %1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>V%1</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <source>&amp;Export Position as PNG…</source>
        <translation>Stand &amp;exporteren als PNG…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Herhalen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Herhalen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>&amp;Analysemodus</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Terug naar het spel</translation>
    </message>
    <message>
        <source>&amp;Table Settings…</source>
        <translation>&amp;Tafelinstellingen…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>&amp;About Pop Out</source>
        <translation>&amp;Over Pop Out</translation>
    </message>
    <message>
        <source>Choose the players and the table, then play</source>
        <translation>Kies de spelers en de tafel en speel</translation>
    </message>
    <message>
        <source>Start again with the same players and table</source>
        <translation>Begin opnieuw met dezelfde spelers en tafel</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Neem de laatste zet terug</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Speel de teruggenomen zet opnieuw</translation>
    </message>
    <message>
        <source>Show the move the computer would play</source>
        <translation>Toon de zet die de computer zou doen</translation>
    </message>
    <message>
        <source>Show the value of every move: W7 wins in 7 moves, L12 loses in 12, = draw, a number is an estimate</source>
        <translation>Toon de waarde van elke zet: W7 wint in 7 zetten, V12 verliest in 12, = remise, een getal is een schatting</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <source>Mo&amp;ves</source>
        <translation>Ze&amp;tten</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>Take the game back to this position and play on from it; the moves that followed wait in Redo.</source>
        <translation>Zet het spel terug naar deze stand en speel vanaf hier verder; de zetten die volgden wachten in Herhalen.</translation>
    </message>
    <message>
        <source>The computer is thinking: your turn comes after its move.</source>
        <translation>De computer denkt na: jij bent aan de beurt na zijn zet.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s move.</source>
        <translation>Wachten op de zet van %1.</translation>
    </message>
    <message>
        <source>The computer had a problem (%1) and played a random move.</source>
        <translation>De computer had een probleem (%1) en deed een willekeurige zet.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <source>Pop Out games (*.popout)</source>
        <translation>Pop Out-spellen (*.popout)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.

The current game is unchanged.</source>
        <translation>%1 kan niet worden geopend: %2.

Het huidige spel is niet veranderd.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geopend.</translation>
    </message>
    <message>
        <source>game.popout</source>
        <translation>spel.popout</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Het spel kon niet worden opgeslagen in %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Opgeslagen in %1.</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Stand exporteren</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>stand.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be written to %1: %2.</source>
        <translation>De afbeelding kon niet worden geschreven naar %1: %2.</translation>
    </message>
    <message>
        <source>Cannot export the position</source>
        <translation>Kan de stand niet exporteren</translation>
    </message>
    <message>
        <source>Exported the position to %1.</source>
        <translation>Stand geëxporteerd naar %1.</translation>
    </message>
    <message>
        <source>Reviewing the start position (%1 moves played). Read-only.</source>
        <translation>Je bekijkt de beginstand (%1 zetten gespeeld). Alleen-lezen.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1 of %2. Read-only.</source>
        <translation>Je bekijkt de stand na zet %1 van %2. Alleen-lezen.</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nieuwe tafel</translation>
    </message>
    <message>
        <source>Start a new game at the new table now? The game in progress ends.</source>
        <translation>Nu een nieuw spel aan de nieuwe tafel beginnen? Het lopende spel eindigt.</translation>
    </message>
    <message>
        <source>About Pop Out</source>
        <translation>Over Pop Out</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Connect Four with a twist: on your turn, drop a disc into a column &lt;i&gt;or&lt;/i&gt; pop one of your own discs out of the bottom row.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Vier op een Rij met een twist: laat in je beurt een schijf in een kolom vallen &lt;i&gt;of&lt;/i&gt; druk een van je eigen schijven uit de onderste rij.&lt;/p&gt;&lt;p&gt;Vrije software onder de MIT-licentie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>compiled C</source>
        <translation>gecompileerde C</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>puur Python</translation>
    </message>
    <message>
        <source>Engine: classic solver in %1, Pop Out search in %2.</source>
        <translation>Engine: klassieke oplosser in %1, Pop Out-zoekfunctie in %2.</translation>
    </message>
    <message>
        <source>The compiled core was not built when the game was installed, so the computer thinks %1 to %2 times slower. To build it, install gcc and python3-dev, then install the game again.</source>
        <translation>De gecompileerde kern is bij de installatie van het spel niet gebouwd, dus de computer denkt %1 tot %2 keer zo langzaam. Installeer gcc en python3-dev en installeer het spel daarna opnieuw om hem te bouwen.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Even denken over een tip…</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tip: passen.</translation>
    </message>
    <message>
        <source>Hint: pop column %1.</source>
        <translation>Tip: druk kolom %1 uit.</translation>
    </message>
    <message>
        <source>Hint: play the %2 into column %1.</source>
        <translation>Tip: speel de schijf ‘%2’ in kolom %1.</translation>
    </message>
    <message>
        <source>Hint: drop into column %1.</source>
        <translation>Tip: laat een schijf in kolom %1 vallen.</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>De engine faalde: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>%1[*] — Pop Out</source>
        <translation>%1[*] — Pop Out</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 heeft gepast.</translation>
    </message>
    <message>
        <source>%1 crushed column %2 with the anvil.</source>
        <translation>%1 verpletterde kolom %2 met het aambeeld.</translation>
    </message>
    <message>
        <source>%1 played the %2 into column %3.</source>
        <translation>%1 speelde de schijf ‘%2’ in kolom %3.</translation>
    </message>
    <message>
        <source>%1&apos;s bomb popped %2&apos;s disc from column %3.</source>
        <translation>De bom van %1 drukte de schijf van %2 uit kolom %3.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3) and pops again.</source>
        <translation>%1 houdt de schijf (%2 / %3) en drukt opnieuw.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3).</source>
        <translation>%1 houdt de schijf (%2 / %3).</translation>
    </message>
    <message>
        <source>%1 popped column %2.</source>
        <translation>%1 drukte een schijf uit kolom %2.</translation>
    </message>
    <message>
        <source>%1 put the disc back into column %2.</source>
        <translation>%1 zette de schijf terug in kolom %2.</translation>
    </message>
    <message>
        <source>%1 made the second drop into column %2.</source>
        <translation>%1 liet de tweede schijf vallen in kolom %2.</translation>
    </message>
    <message>
        <source>%1 dropped into column %2.</source>
        <translation>%1 liet een schijf vallen in kolom %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pass.</source>
        <translation>De pas van %1 is teruggenomen.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s %3 in column %2.</source>
        <translation>De schijf ‘%3’ van %1 in kolom %2 is teruggenomen.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pop of column %2.</source>
        <translation>De pop van %1 uit kolom %2 is teruggenomen.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s drop into column %2.</source>
        <translation>De worp van %1 in kolom %2 is teruggenomen.</translation>
    </message>
    <message>
        <source>%1 wins with %2 kept discs!</source>
        <translation>%1 wint met %2 gehouden schijven!</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves, the most a game may have.</source>
        <translation>Remise: het spel heeft %1 zetten bereikt, het hoogste aantal dat een spel mag hebben.</translation>
    </message>
    <message>
        <source>Moves played: %1.</source>
        <translation>Gespeelde zetten: %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Jij wint!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>De computer wint</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Je hebt opgegeven.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>De computer heeft opgegeven.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 heeft opgegeven.</translation>
    </message>
    <message>
        <source>You kept %1 discs.</source>
        <translation>Je hebt %1 schijven gehouden.</translation>
    </message>
    <message>
        <source>The computer kept %1 discs.</source>
        <translation>De computer heeft %1 schijven gehouden.</translation>
    </message>
    <message>
        <source>%1 kept %2 discs.</source>
        <translation>%1 heeft %2 schijven gehouden.</translation>
    </message>
    <message>
        <source>A line of %1.</source>
        <translation>Een lijn van %1.</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remise in onderling overleg</translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation>Remise: het bord is vol</translation>
    </message>
    <message>
        <source>Draw: no discs are left</source>
        <translation>Remise: er zijn geen schijven meer</translation>
    </message>
    <message>
        <source>Draw: the same position three times</source>
        <translation>Remise: drie keer dezelfde stand</translation>
    </message>
    <message>
        <source>Draw: %1 moves, the most a game may have</source>
        <translation>Remise: %1 zetten, het maximum voor een spel</translation>
    </message>
    <message>
        <source>%1 to move: setup — drop into one of the lowest columns.</source>
        <translation>%1 is aan zet: het bord vullen — laat een schijf vallen in een van de laagste kolommen.</translation>
    </message>
    <message>
        <source>%1 played the wall into column %2 — now drop a second disc that makes no line of yours.</source>
        <translation>%1 speelde de muur in kolom %2 — muur: een tweede worp die geen lijn maakt.</translation>
    </message>
    <message>
        <source>%1 played the ×2 into column %2 — now drop a second disc.</source>
        <translation>%1 speelde de ×2 in kolom %2 — ×2: een tweede worp.</translation>
    </message>
    <message>
        <source>%1 must put the disc back into column %2: no other is open.</source>
        <translation>%1 moet de schijf terugzetten in kolom %2: geen andere kolom is open.</translation>
    </message>
    <message>
        <source>%1 must put the disc back: drop it into any column but %2.</source>
        <translation>%1 moet de schijf terugzetten: laat hem vallen in elke kolom behalve %2.</translation>
    </message>
    <message>
        <source>%1 played the bomb into column %2 — now pop one of %3&apos;s bottom discs.</source>
        <translation>%1 speelde de bom in kolom %2 — druk nu een van de onderste schijven van %3 eruit.</translation>
    </message>
    <message>
        <source>%1 must pass: no disc of theirs is in the bottom row.</source>
        <translation>%1 moet passen: geen eigen schijf in de onderste rij.</translation>
    </message>
    <message>
        <source>%1 to move: pop column %2.</source>
        <translation>%1 is aan zet: druk een schijf uit kolom %2.</translation>
    </message>
    <message>
        <source>%1 to move: pop one of columns %2.</source>
        <translation>%1 is aan zet: druk een schijf uit een van de kolommen %2.</translation>
    </message>
    <message>
        <source>%1 to move: the %2 is armed — choose a column (Esc disarms).</source>
        <translation>%1 is aan zet: de schijf ‘%2’ staat klaar — kies een kolom (Esc annuleert).</translation>
    </message>
    <message>
        <source>%1 to move: drop, or play a power checker (A, B, W, X).</source>
        <translation>%1 is aan zet: laat een schijf vallen of speel een speciale schijf (A, B, W, X).</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop column %2, or play a power checker.</source>
        <translation>%1 is aan zet: laat een schijf vallen, druk er een uit kolom %2 of speel een speciale schijf.</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop one of columns %2, or play a power checker.</source>
        <translation>%1 is aan zet: laat een schijf vallen, druk er een uit een van de kolommen %2 of speel een speciale schijf.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 is aan zet.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop column %2.</source>
        <translation>%1 is aan zet: laat een schijf vallen of druk er een uit kolom %2.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop one of columns %2.</source>
        <translation>%1 is aan zet: laat een schijf vallen of druk er een uit een van de kolommen %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins!</source>
        <translation>%1 geeft op: %2 wint!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remise in onderling overleg.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Remise: het bord is vol.</translation>
    </message>
    <message>
        <source>Draw: no discs are left on the board.</source>
        <translation>Remise: er staan geen schijven meer op het bord.</translation>
    </message>
    <message>
        <source>Draw: the same position came up three times.</source>
        <translation>Remise: dezelfde stand kwam drie keer voor.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remise.</translation>
    </message>
    <message>
        <source>The time the game was started is unknown (its field &apos;created&apos; is empty, as older versions wrote it).</source>
        <translation>Het tijdstip waarop het spel begon is onbekend (het veld &apos;created&apos; is leeg, zoals oudere versies het schreven).</translation>
    </message>
    <message>
        <source>The time the game was last saved is unknown (its field &apos;saved&apos; is empty).</source>
        <translation>Het tijdstip waarop het spel het laatst is opgeslagen is onbekend (het veld &apos;saved&apos; is leeg).</translation>
    </message>
    <message>
        <source>Fields this version of Pop Out does not know (%1) are left out and will not be saved with the game.</source>
        <translation>Velden die deze versie van Pop Out niet kent (%1) worden weggelaten en niet met het spel opgeslagen.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Teruggenomen: Herhalen speelt deze zet opnieuw</translation>
    </message>
</context>
<context>
    <name>MqttCarrier</name>
    <message>
        <source>The broker %1 refused the connection: nothing listens on that port.</source>
        <translation>De broker %1 weigerde de verbinding: op die poort luistert niets.</translation>
    </message>
    <message>
        <source>The broker&apos;s name %1 could not be found.</source>
        <translation>De naam van de broker %1 is niet gevonden.</translation>
    </message>
    <message>
        <source>The broker %1 did not answer in time.</source>
        <translation>De broker %1 antwoordde niet op tijd.</translation>
    </message>
    <message>
        <source>The secure connection to the broker %1 failed (does it offer TLS?): %2</source>
        <translation>De beveiligde verbinding met de broker %1 is mislukt (biedt hij TLS aan?): %2</translation>
    </message>
    <message>
        <source>The broker %1 could not be reached: %2</source>
        <translation>De broker %1 is niet bereikbaar: %2</translation>
    </message>
    <message>
        <source>The broker %1 refused the login: check the user name and password in the preferences (the broker may also not let this user in).</source>
        <translation>De broker %1 weigerde de aanmelding: controleer de gebruikersnaam en het wachtwoord in de voorkeuren (de broker laat deze gebruiker misschien ook niet toe).</translation>
    </message>
    <message>
        <source>The broker %1 is busy or unavailable; try again later.</source>
        <translation>De broker %1 is bezet of niet beschikbaar; probeer het later opnieuw.</translation>
    </message>
    <message>
        <source>The broker %1 refused the connection: %2</source>
        <translation>De broker %1 weigerde de verbinding: %2</translation>
    </message>
    <message>
        <source>%1 accepted the connection but did not answer as an MQTT broker. Check that this is the broker&apos;s address and port.</source>
        <translation>%1 nam de verbinding aan maar antwoordde niet als een MQTT-broker. Controleer of dit het adres en de poort van de broker zijn.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>dat bestand bestaat niet</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>het is een map, geen bestand</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>it is too large to be a certificate authority&apos;s file</source>
        <translation>het is te groot voor een bestand van een certificaatautoriteit</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>het is leeg</translation>
    </message>
    <message>
        <source>it holds no certificate (PEM or DER)</source>
        <translation>het bevat geen certificaat (PEM of DER)</translation>
    </message>
    <message>
        <source>The certificate authority file %1 cannot be used: %2</source>
        <translation>Het bestand van de certificaatautoriteit %1 is niet bruikbaar: %2</translation>
    </message>
    <message>
        <source>Disconnected from the broker.</source>
        <translation>Verbinding met de broker verbroken.</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate that the certificate authority file %3 does not vouch for: %2. Check the file chosen in the preferences (Internet play).</source>
        <translation>Het certificaat van de broker %1 wordt niet gedekt door het bestand van de certificaatautoriteit %3: %2. Controleer het bestand dat in de voorkeuren is gekozen (Spelen via internet).</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate this computer does not trust: %2. If the broker has a certificate authority of its own, choose that authority&apos;s file in the preferences (Internet play).</source>
        <translation>De broker %1 heeft een certificaat dat deze computer niet vertrouwt: %2. Heeft de broker een eigen certificaatautoriteit, kies dan het bestand van die autoriteit in de voorkeuren (Spelen via internet).</translation>
    </message>
    <message>
        <source>The connection to the broker closed at once.</source>
        <translation>De verbinding met de broker sloot meteen.</translation>
    </message>
    <message>
        <source>The broker %1 does not let us subscribe to the game&apos;s topics: %2</source>
        <translation>De broker %1 staat niet toe dat we ons abonneren op de onderwerpen van het spel: %2</translation>
    </message>
    <message>
        <source>The broker refused the connection.</source>
        <translation>De broker weigerde de verbinding.</translation>
    </message>
    <message>
        <source>The connection to the broker %1 was lost; reconnecting.</source>
        <translation>Verbinding met de broker %1 verloren; opnieuw verbinden.</translation>
    </message>
    <message>
        <source>The broker %1 closed the connection before it was made.</source>
        <translation>De broker %1 sloot de verbinding voordat die tot stand kwam.</translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
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
        <translation>Pop 10 tot %1</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 op een rij</translation>
    </message>
    <message>
        <source>pops</source>
        <translation>met uitdrukken</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>alleen worpen</translation>
    </message>
    <message>
        <source>side columns</source>
        <translation>buitenste kolommen</translation>
    </message>
    <message>
        <source>repetition draws</source>
        <translation>remise bij herhaling</translation>
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
        <translation>&amp;Netwerk</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>&amp;Remise aanbieden</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>Offer a Re&amp;match</source>
        <translation>Revanche aan&amp;bieden</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>Netwerkspel &amp;verlaten</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>poort %1</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>Je hebt het netwerkspel verlaten.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 doet mee.</translation>
    </message>
    <message>
        <source>Play on the game in progress over the network, or start a new one?</source>
        <translation>De lopende partij via het netwerk voortzetten, of een nieuwe beginnen?</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>Spel &amp;hosten…</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>&amp;Deelnemen aan spel…</translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation>Spel hosten</translation>
    </message>
    <message>
        <source>This game started from a set-up position, which a guest cannot receive: hosting starts a new game.</source>
        <translation>Dit spel begon vanaf een opgezette stand, die een gast niet kan ontvangen: bij het hosten begint een nieuw spel.</translation>
    </message>
    <message>
        <source>&amp;Play on this game</source>
        <translation>Deze partij &amp;voortzetten</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried: the join code is now %1.</source>
        <translation>Er zijn te veel verkeerde deelnamecodes geprobeerd: de code is nu %1.</translation>
    </message>
    <message>
        <source>%1 left; their seat is kept.</source>
        <translation>%1 is weg; de plaats wordt vrijgehouden.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1 heeft de verbinding verloren.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here: rejoin to watch again when the host or the network is back.</source>
        <translation>Terugkeren in het spel is mislukt. Het spel blijft hier: sluit weer aan om verder te kijken zodra de host of het netwerk terug is.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here, and so does your seat: rejoin when the host or the network is back.</source>
        <translation>Terugkeren in het spel is mislukt. Het spel blijft hier, en je plaats ook: sluit weer aan zodra de host of het netwerk terug is.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>Opnieuw &amp;aansluiten</translation>
    </message>
    <message>
        <source>The host did not let us back: %1</source>
        <translation>De host liet ons niet terug: %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>poging %1</translation>
    </message>
    <message>
        <source>the host asks for the join code</source>
        <translation>de host vraagt om de toegangscode</translation>
    </message>
    <message>
        <source>Join Code</source>
        <translation>Toegangscode</translation>
    </message>
    <message>
        <source>The host asks for the join code again (it may have changed). Type the code shown on the host&apos;s screen to go back to the game:</source>
        <translation>De host vraagt opnieuw om de toegangscode (die kan veranderd zijn). Typ de code op het scherm van de host om terug te gaan naar het spel:</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Terug naar het spel</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlaten</translation>
    </message>
    <message>
        <source>giving the join code</source>
        <translation>toegangscode wordt doorgegeven</translation>
    </message>
    <message>
        <source>Asked %1 to take back a move.</source>
        <translation>Je hebt %1 gevraagd een zet terug te nemen.</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>Je hebt remise aangeboden.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Wil je dit spel echt opgeven?</translation>
    </message>
    <message>
        <source>You offered a rematch.</source>
        <translation>Je hebt een revanche aangeboden.</translation>
    </message>
    <message>
        <source>%1 asks to take back moves (back to move %2).</source>
        <translation>%1 vraagt zetten terug te nemen (terug naar zet %2).</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 biedt remise aan.</translation>
    </message>
    <message>
        <source>%1 offers a rematch with the colours swapped.</source>
        <translation>%1 biedt een revanche aan met omgewisselde kleuren.</translation>
    </message>
    <message>
        <source>%1 agreed to take back.</source>
        <translation>%1 stemt in met het terugnemen van de zet.</translation>
    </message>
    <message>
        <source>%1 declined to take back.</source>
        <translation>%1 weigert de zet terug te nemen.</translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation>%1 neemt de remise aan.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 weigert de remise.</translation>
    </message>
    <message>
        <source>%1 accepted the rematch.</source>
        <translation>%1 neemt de revanche aan.</translation>
    </message>
    <message>
        <source>%1 declined the rematch.</source>
        <translation>%1 weigert de revanche.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Computer (beginner)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (makkelijk)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Computer (gemiddeld)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Computer (moeilijk)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Computer (expert)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>&amp;First (%1):</source>
        <translation>&amp;Eerste (%1):</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 begint.</translation>
    </message>
    <message>
        <source>Sec&amp;ond (%1):</source>
        <translation>&amp;Tweede (%1):</translation>
    </message>
    <message>
        <source>%1 moves second.</source>
        <translation>%1 speelt als tweede.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wie speelt %1</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer.</source>
        <translation>Iemand aan deze computer, of de computer.</translation>
    </message>
    <message>
        <source>Level of the computer playing %1</source>
        <translation>Niveau van de computer die %1 speelt</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Hoe sterk de computer speelt.</translation>
    </message>
    <message>
        <source>Name of the player of %1</source>
        <translation>Naam van de speler van %1</translation>
    </message>
    <message>
        <source>Leave empty to use the name shown in grey.</source>
        <translation>Laat leeg om de grijs getoonde naam te gebruiken.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>⇅ S&amp;wap</source>
        <translation>⇅ &amp;Wisselen</translation>
    </message>
    <message>
        <source>Exchange the two players, so that the other one moves first.</source>
        <translation>Wissel de twee spelers, zodat de ander begint.</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Spel starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Speelt</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Accepteren</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Weigeren</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Over the network</source>
        <translation>Via het netwerk</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>kept %1 / %2</source>
        <translation>gehouden: %1 / %2</translation>
    </message>
    <message>
        <source>Discs kept (%1 to win)</source>
        <translation>Gehouden schijven; met %1 win je</translation>
    </message>
    <message>
        <source>no power checkers</source>
        <translation>geen speciale schijven</translation>
    </message>
    <message>
        <source>Power checkers left: %1</source>
        <translation>Resterende speciale schijven: %1</translation>
    </message>
    <message>
        <source>No power checkers left.</source>
        <translation>Er zijn geen speciale schijven meer.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ aan zet</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <source>There is no text to read: copy a position code (or a popout://position/ link) first, then paste it.</source>
        <translation>Er is geen tekst om te lezen: kopieer eerst een standcode (of een popout://position/-link) en plak die dan.</translation>
    </message>
    <message>
        <source>%1 is an invite link to a network game, not a position code: open it with Network → Join Game….</source>
        <translation>%1 is een uitnodigingslink voor een netwerkspel, geen standcode: open hem via Netwerk → Deelnemen aan spel….</translation>
    </message>
    <message>
        <source>%1 holds a Pop 10 or Power Up game that Pop Out cannot replay: its step %2 (%3) is against the rules.</source>
        <translation>%1 bevat een Pop 10- of Power Up-spel dat Pop Out niet kan naspelen: stap %2 (%3) is in strijd met de regels.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Pop Out, which this one cannot read</source>
        <translation>hij is gemaakt door een nieuwere versie van Pop Out, die deze versie niet kan lezen</translation>
    </message>
    <message>
        <source>the table it names cannot be played</source>
        <translation>aan de tafel die erin staat kan niet worden gespeeld</translation>
    </message>
    <message>
        <source>a position code has only letters, digits, - and _ (no spaces)</source>
        <translation>een standcode bevat alleen letters, cijfers, - en _ (geen spaties)</translation>
    </message>
    <message>
        <source>it is cut short or mistyped: copy it again, all of it</source>
        <translation>hij is afgekapt of verkeerd getypt: kopieer hem opnieuw, helemaal</translation>
    </message>
    <message>
        <source>%1 is not a position code Pop Out can read: %2.</source>
        <translation>%1 is geen standcode die Pop Out kan lezen: %2.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps; it is over.</source>
        <translation>Deze code bevat een spel %1 na %2 stappen; het spel is afgelopen.</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps: %3 to move.</source>
        <translation>Deze code bevat een spel %1 na %2 stappen: %3 is aan zet.</translation>
    </message>
    <message>
        <source>Discs kept: %1 %2, %3 %4.</source>
        <translation>Gehouden schijven: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Power checkers left: %1 %2, %3 %4.</source>
        <translation>Resterende speciale schijven: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Position Code</source>
        <translation>Standcode</translation>
    </message>
    <message>
        <source>Show it as the game on the board, with the current players? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Het als spel op het bord tonen, met de huidige spelers? De bordeditor kan de stukken van Pop 10 en Power Up niet plaatsen.</translation>
    </message>
    <message>
        <source>&amp;Show It</source>
        <translation>&amp;Tonen</translation>
    </message>
    <message>
        <source>Play on from this position with the current players, or analyse it? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Vanaf deze stand verder spelen met de huidige spelers, of de stand analyseren? De bordeditor kan de stukken van Pop 10 en Power Up niet plaatsen.</translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>&amp;Verder spelen</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyseren</translation>
    </message>
    <message>
        <source>Setting up a position: the game waits.</source>
        <translation>Een stand opzetten: het spel wacht.</translation>
    </message>
    <message>
        <source>The game goes on from the position of the code.</source>
        <translation>Het spel gaat verder vanaf de stand van de code.</translation>
    </message>
    <message>
        <source>A network game changes only by agreement: leave it first (Network menu) to play from a position.</source>
        <translation>Een netwerkspel verandert alleen in onderling overleg: verlaat het eerst (menu Netwerk) om vanaf een stand te spelen.</translation>
    </message>
    <message>
        <source>The game goes on from the position set up.</source>
        <translation>Het spel gaat verder vanaf de opgezette stand.</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>Play from this position now? The game in progress ends.</source>
        <translation>Nu vanaf deze stand spelen? Het lopende spel eindigt.</translation>
    </message>
    <message>
        <source>The position code %1 was copied.</source>
        <translation>De standcode %1 is gekopieerd.</translation>
    </message>
    <message>
        <source>The position link was copied: %1</source>
        <translation>De link naar de stand is gekopieerd: %1</translation>
    </message>
    <message>
        <source>Only a Pop 10 or Power Up position reached in a game has a code (its steps), and only up to about a thousand of them.</source>
        <translation>Alleen een stand in Pop 10 of Power Up die in een spel is bereikt, heeft een code (de stappen ervan), en alleen tot ongeveer duizend stappen.</translation>
    </message>
    <message>
        <source>A position with a floating disc has no code.</source>
        <translation>Een stand met een zwevende schijf heeft geen code.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Stand op&amp;zetten…</translation>
    </message>
    <message>
        <source>Place discs, choose who moves, then play or analyse from the position</source>
        <translation>Plaats schijven, kies wie aan zet is en speel of analyseer dan vanaf de stand</translation>
    </message>
    <message>
        <source>&amp;Paste Position Code</source>
        <translation>Standcode &amp;plakken</translation>
    </message>
    <message>
        <source>Set up the position of a code or link on the clipboard</source>
        <translation>Zet de stand op van een code of link op het klembord</translation>
    </message>
    <message>
        <source>&amp;Copy Position Code</source>
        <translation>Standcode &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy Position &amp;Link</source>
        <translation>L&amp;ink naar de stand kopiëren</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link of the position shown</source>
        <translation>Kopieer een popout://position/-link van de getoonde stand</translation>
    </message>
    <message>
        <source>The position code was copied.</source>
        <translation>De standcode is gekopieerd.</translation>
    </message>
    <message>
        <source>The position link was copied.</source>
        <translation>De link naar de stand is gekopieerd.</translation>
    </message>
    <message>
        <source>The position of the code is shown.</source>
        <translation>De stand van de code wordt getoond.</translation>
    </message>
    <message>
        <source>No code: this position is not of a game</source>
        <translation>Geen code: deze stand komt niet uit een spel</translation>
    </message>
    <message>
        <source>No code while a disc floats</source>
        <translation>Geen code zolang er een schijf zweeft</translation>
    </message>
    <message>
        <source>The code carries the steps of the game so far; pasted, it offers to play on from this position or to analyse it</source>
        <translation>De code bevat de stappen van het spel tot nu toe; na het plakken kun je vanaf deze stand verder spelen of hem analyseren</translation>
    </message>
    <message>
        <source>Looking further for a game that leads here…</source>
        <translation>Verder zoeken naar een spel dat hier uitkomt…</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Vanaf deze stand kan niet worden gespeeld: %1</translation>
    </message>
    <message>
        <source>Play from here with analysis mode on</source>
        <translation>Vanaf hier spelen met de analysemodus aan</translation>
    </message>
    <message>
        <source>Set Up a Position</source>
        <translation>Een stand opzetten</translation>
    </message>
    <message>
        <source>Disc to place</source>
        <translation>Te plaatsen schijf</translation>
    </message>
    <message>
        <source>&amp;Empty (0, Delete)</source>
        <translation>&amp;Leeg (0, Delete)</translation>
    </message>
    <message>
        <source>A click takes the disc out of the cell</source>
        <translation>Een klik haalt de schijf uit het vakje</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Wissen</translation>
    </message>
    <message>
        <source>Take every disc off the board</source>
        <translation>Haal alle schijven van het bord</translation>
    </message>
    <message>
        <source>Table&apos;s S&amp;tart</source>
        <translation>Begin&amp;stand</translation>
    </message>
    <message>
        <source>The table&apos;s own start: an empty board, the first player to move</source>
        <translation>De eigen beginstand van de tafel: een leeg bord, de eerste speler aan zet</translation>
    </message>
    <message>
        <source>&amp;Flip Colours</source>
        <translation>Kleuren &amp;verwisselen</translation>
    </message>
    <message>
        <source>Swap the colours of every disc</source>
        <translation>Wissel de kleur van elke schijf</translation>
    </message>
    <message>
        <source>Change Ta&amp;ble…</source>
        <translation>&amp;Tafel wijzigen…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last change (Ctrl+Z)</source>
        <translation>Neem de laatste wijziging terug (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controle</translation>
    </message>
    <message>
        <source>Position &amp;code:</source>
        <translation>Stand&amp;code:</translation>
    </message>
    <message>
        <source>Position code</source>
        <translation>Standcode</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>Code &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy Lin&amp;k</source>
        <translation>L&amp;ink kopiëren</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link to send to a friend</source>
        <translation>Kopieer een popout://position/-link om naar een vriend te sturen</translation>
    </message>
    <message>
        <source>Paste a co&amp;de or link:</source>
        <translation>Code of link &amp;plakken:</translation>
    </message>
    <message>
        <source>Code to paste</source>
        <translation>Te plakken code</translation>
    </message>
    <message>
        <source>A code, or popout://position/…</source>
        <translation>Een code, of popout://position/…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Why the code was refused</source>
        <translation>Waarom de code is geweigerd</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Vanaf &amp;hier spelen</translation>
    </message>
    <message>
        <source>Play from this position (Ctrl+Enter)</source>
        <translation>Speel vanaf deze stand (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Back to the game, unchanged (Esc)</source>
        <translation>Terug naar het spel, zonder wijzigingen (Esc)</translation>
    </message>
    <message>
        <source>Placing or taking out a disc sets who moves: every move adds a disc or (a pop) takes one out, so %1 moves with an even number of discs, %2 with an odd one.</source>
        <translation>Een schijf plaatsen of weghalen bepaalt wie aan zet is: elke zet voegt een schijf toe of haalt er (bij een pop) een weg, dus %1 is aan zet bij een even aantal schijven, %2 bij een oneven aantal.</translation>
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
        <translation>%1 is aan zet in deze stand</translation>
    </message>
    <message>
        <source>Table: %1 — %2</source>
        <translation>Tafel: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <source>anvil</source>
        <translation>aambeeld</translation>
    </message>
    <message>
        <source>bomb</source>
        <translation>bom</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muur</translation>
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
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>Alg&amp;emeen</translation>
    </message>
    <message>
        <source>&amp;Internet play</source>
        <translation>Spelen via &amp;internet</translation>
    </message>
    <message>
        <source>Blue and orange discs marked with a cross and a ring, for colour-blind eyes.</source>
        <translation>Blauwe en oranje schijven met een kruis en een ring, voor kleurenblinden.</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Voorbeeld van het thema</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is set, high contrast when the desktop asks for it, and switching with it.</source>
        <translation>Licht of donker zoals het bureaublad is ingesteld, hoog contrast als het bureaublad erom vraagt, en wisselt mee.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Normal, or off when the desktop is set to reduce motion, and switching with it.</source>
        <translation>Normaal, of uit als het bureaublad minder beweging vraagt, en wisselt mee.</translation>
    </message>
    <message>
        <source>How fast discs fall and slide. Off shows every move at once.</source>
        <translation>Hoe snel schijven vallen en schuiven. Met Uit verschijnt elke zet meteen.</translation>
    </message>
    <message>
        <source>&amp;Play sounds for drops, pops and wins</source>
        <translation>&amp;Geluid bij vallen, uitdrukken en winnen</translation>
    </message>
    <message>
        <source>Without an audio device the game stays silent, whatever this says.</source>
        <translation>Zonder geluidsapparaat blijft het spel stil, wat hier ook staat.</translation>
    </message>
    <message>
        <source>This installation cannot play sound.</source>
        <translation>Deze installatie kan geen geluid afspelen.</translation>
    </message>
    <message>
        <source>Audio cues: hear where &amp;each disc lands</source>
        <translation>Geluidssignalen: &amp;hoor waar elke schijf landt</translation>
    </message>
    <message>
        <source>Audio cues</source>
        <translation>Geluidssignalen</translation>
    </message>
    <message>
        <source>Two notes for each move: the first tells the column (low on the left, higher to the right, heard from its side), the second the row (higher further up); a falling note is a pop, and the opponent&apos;s moves sound reedier.</source>
        <translation>Twee noten per zet: de eerste zegt de kolom (laag links, hoger naar rechts, gehoord aan die kant), de tweede de rij (hoger naar boven); een dalende noot is uitdrukken, en de zetten van de tegenstander klinken scherper.</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia: pip install PySide6-Addons (and the libpulse0 package on Linux).</source>
        <translation>Voor geluid is Qt Multimedia nodig: pip install PySide6-Addons (en op Linux het pakket libpulse0).</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>The language of the game&apos;s menus and messages.</source>
        <translation>De taal van de menu&apos;s en meldingen van het spel.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time you start Pop Out.</source>
        <translation>De nieuwe taal wordt actief zodra je Pop Out opnieuw start.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Toe&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>Stan&amp;daard</translation>
    </message>
    <message>
        <source>Show the standard preferences; nothing is stored until OK or Apply.</source>
        <translation>Toon de standaardvoorkeuren; er wordt niets opgeslagen tot OK of Toepassen.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Animatiesnelheid:</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Geluid:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Taa&amp;l:</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>%1 shown of %2 puzzles; %3 solved.</source>
        <translation>%1 van %2 puzzels getoond; %3 opgelost.</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Alle tafels</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>&amp;Moeilijkheid:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Lengte:</translation>
    </message>
    <message>
        <source>&amp;Key move:</source>
        <translation>&amp;Sleutelzet:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>T&amp;afel:</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Elke moeilijkheid</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Elke lengte</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Winst in %1</translation>
    </message>
    <message>
        <source>Drop or pop</source>
        <translation>Worp of pop</translation>
    </message>
    <message>
        <source>A pop</source>
        <translation>Een pop</translation>
    </message>
    <message>
        <source>A drop</source>
        <translation>Een worp</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>Alleen &amp;onopgelost</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>The puzzles cannot be loaded: %1</source>
        <translation>De puzzels kunnen niet worden geladen: %1</translation>
    </message>
    <message>
        <source>Solving puzzles: the game waits.</source>
        <translation>Puzzels oplossen: het spel wacht.</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>P&amp;uzzels…</translation>
    </message>
    <message>
        <source>Solve Pop Out puzzles: find the forced win</source>
        <translation>Los Pop Out-puzzels op: vind de gedwongen winst</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Terug naar het spel</translation>
    </message>
    <message>
        <source>T&amp;ry Again</source>
        <translation>Opnieuw &amp;proberen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Volgende puzzel</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>&amp;Hint: Show the Move</source>
        <translation>T&amp;ip: toon de zet</translation>
    </message>
    <message>
        <source>Choose a puzzle from the list.</source>
        <translation>Kies een puzzel uit de lijst.</translation>
    </message>
    <message>
        <source>No puzzles.</source>
        <translation>Geen puzzels.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 · %4</source>
        <translation>Puzzel %1 van %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Solved! %1 wins in %2.</source>
        <translation>Opgelost! %1 wint in %2.</translation>
    </message>
    <message>
        <source>That move loses at once. Try again.</source>
        <translation>Die zet verliest meteen. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The computer cannot answer: %1</source>
        <translation>De computer kan niet antwoorden: %1</translation>
    </message>
    <message>
        <source>%1 looks for the best defence…</source>
        <translation>%1 zoekt de beste verdediging…</translation>
    </message>
    <message>
        <source>Find the move that forces the win.</source>
        <translation>Vind de zet die de winst afdwingt.</translation>
    </message>
    <message>
        <source>Good. %1 left to win.</source>
        <translation>Goed. Nog %1 om te winnen.</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 zet</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 zetten</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>%1 %2×%3</source>
        <translation>%1 %2×%3</translation>
    </message>
    <message>
        <source>%1 to play and win in %2 — with a pop</source>
        <translation>%1 speelt en wint in %2 — met een pop</translation>
    </message>
    <message>
        <source>%1 to play and win in %2</source>
        <translation>%1 speelt en wint in %2</translation>
    </message>
    <message>
        <source>Win in %1, pop</source>
        <translation>Winst in %1, pop</translation>
    </message>
    <message>
        <source>a pop from column %1</source>
        <translation>een pop uit kolom %1</translation>
    </message>
    <message>
        <source>a drop in column %1</source>
        <translation>een worp in kolom %1</translation>
    </message>
    <message>
        <source>That does not win in %1.</source>
        <translation>Daarmee win je niet in %1.</translation>
    </message>
    <message>
        <source>%1 answers with %2 and holds.</source>
        <translation>%1 antwoordt met %2 en houdt stand.</translation>
    </message>
    <message>
        <source>Hint: the winning move is in column %1.</source>
        <translation>Tip: de winnende zet is in kolom %1.</translation>
    </message>
    <message>
        <source>Hint: play %1 (marked on the board).</source>
        <translation>Tip: speel %1 (gemarkeerd op het bord).</translation>
    </message>
</context>
<context>
    <name>ReplayExport</name>
    <message>
        <source>The replay could not be written to %1: %2.</source>
        <translation>De replay kon niet worden geschreven naar %1: %2.</translation>
    </message>
    <message>
        <source>A replay holds at most %1 moves, and this game has %2. Export Position as PNG… saves the position on the board.</source>
        <translation>Een replay bevat hoogstens %1 zetten, en dit spel heeft er %2. Stand exporteren als PNG… bewaart de stand op het bord.</translation>
    </message>
    <message>
        <source>E&amp;xport Replay…</source>
        <translation>&amp;Replay exporteren…</translation>
    </message>
    <message>
        <source>Save the game as an animated image, to send</source>
        <translation>Sla het spel op als geanimeerde afbeelding, om te versturen</translation>
    </message>
    <message>
        <source>Export Replay</source>
        <translation>Replay exporteren</translation>
    </message>
    <message>
        <source>Animated images (*%1)</source>
        <translation>Geanimeerde afbeeldingen (*%1)</translation>
    </message>
    <message>
        <source>Painting the frames of %1…</source>
        <translation>Beelden van %1 tekenen…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 schrijven…</translation>
    </message>
    <message>
        <source>Exported the replay to %1.</source>
        <translation>Replay geëxporteerd naar %1.</translation>
    </message>
    <message>
        <source>The replay was not exported.</source>
        <translation>De replay is niet geëxporteerd.</translation>
    </message>
    <message>
        <source>Cannot export the replay</source>
        <translation>Kan de replay niet exporteren</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>N&amp;ew game</source>
        <translation>Ni&amp;euw spel</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>&amp;Terugkijken</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Sluiten (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Stop the review; the moves reviewed stay marked</source>
        <translation>Stop de beoordeling; de beoordeelde zetten blijven gemarkeerd</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Beoordeel de overige zetten</translation>
    </message>
    <message>
        <source>◀ Previous Mistake</source>
        <translation>◀ Vorige fout</translation>
    </message>
    <message>
        <source>The previous inaccuracy, mistake or blunder (Shift+F3)</source>
        <translation>De vorige onnauwkeurigheid, fout of blunder (Shift+F3)</translation>
    </message>
    <message>
        <source>Next Mistake ▶</source>
        <translation>Volgende fout ▶</translation>
    </message>
    <message>
        <source>The next inaccuracy, mistake or blunder (F3)</source>
        <translation>De volgende onnauwkeurigheid, fout of blunder (F3)</translation>
    </message>
    <message>
        <source>Export Graph…</source>
        <translation>Grafiek exporteren…</translation>
    </message>
    <message>
        <source>Save the graph as a PNG or SVG picture</source>
        <translation>Sla de grafiek op als PNG- of SVG-afbeelding</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Voortgang van de beoordeling</translation>
    </message>
    <message>
        <source>★ best   ✓ good   ?! inaccuracy   ? mistake   ?? blunder   ● proved   ○ estimate</source>
        <translation>★ best   ✓ goed   ?! onnauwkeurigheid   ? fout   ?? blunder   ● bewezen   ○ schatting</translation>
    </message>
    <message>
        <source>Each move is compared with the engine&apos;s best move in the position before it. A blunder turns a proved win into a draw or a loss, or a proved draw into a loss. Otherwise the drop on the graph&apos;s scale decides: a small one is good, a larger one an inaccuracy, a large one a mistake; an estimate alone never makes a blunder. A forced move, or one where the engine&apos;s estimates are too shallow to compare (Pop 10&apos;s filling of the board, say), is not marked.</source>
        <translation>Elke zet wordt vergeleken met de beste zet van de engine in de stand ervoor. Een blunder maakt van een bewezen winst een remise of een verlies, of van een bewezen remise een verlies. Anders beslist de daling op de schaal van de grafiek: een kleine daling is goed, een grotere een onnauwkeurigheid, een grote een fout; een schatting alleen levert nooit een blunder op. Een gedwongen zet, of een zet waarbij de schattingen van de engine te oppervlakkig zijn om te vergelijken (bijvoorbeeld het vullen van het bord in Pop 10), wordt niet gemarkeerd.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>With the side columns the board is %1 columns wide in all.</source>
        <translation>Met de buitenste kolommen is het bord in totaal %1 kolommen breed.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Bordgrootte</translation>
    </message>
    <message>
        <source>%1 columns to play in, %2 rows high. The standard board is 7 × 6.</source>
        <translation>%1 speelbare kolommen, %2 rijen hoog. Het standaardbord is 7&#xa0;×&#xa0;6.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Lijnlengte</translation>
    </message>
    <message>
        <source>Lines of %1 discs of one colour count: across, up and down, or diagonally. In Pop 10 a line does not win: a disc popped out of one of your lines is yours to keep.</source>
        <translation>Lijnen van %1 schijven van één kleur tellen: horizontaal, verticaal of diagonaal. In Pop 10 wint een lijn niet: een schijf die je uit een van je lijnen drukt, mag je houden.</translation>
    </message>
    <message>
        <source>%1 discs of one colour in a line win: across, up and down, or diagonally. The standard is four; 5-in-a-Row uses five.</source>
        <translation>%1 schijven van één kleur op een lijn winnen: horizontaal, verticaal of diagonaal. Standaard zijn dat er vier; Vijf op een rij gebruikt er vijf.</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>Uitdrukken</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one. Without it, every turn is a drop.</source>
        <translation>In je beurt mag je in plaats van een schijf te laten vallen een van je eigen schijven uit de onderste rij drukken. Zonder deze optie laat je elke beurt een schijf vallen.</translation>
    </message>
    <message>
        <source>Side columns</source>
        <translation>Buitenste kolommen</translation>
    </message>
    <message>
        <source>A fixed column at each edge, filled before the game starts: %1 at the bottom of the left one and %2 at the bottom of the right one, alternating upward. Their discs count in lines; nobody drops into them or pops from them.</source>
        <translation>Een vaste kolom aan elke rand, gevuld voordat het spel begint: onderaan links %1, onderaan rechts %2, daarboven om en om. Hun schijven tellen mee in lijnen; niemand laat er schijven in vallen of drukt er schijven uit.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Remise bij drievoudige herhaling</translation>
    </message>
    <message>
        <source>When the same position, with the same player to move, comes up for the third time, the game ends in a draw. Without it, play goes on.</source>
        <translation>Als dezelfde stand, met dezelfde speler aan zet, voor de derde keer voorkomt, eindigt het spel in remise. Zonder deze optie gaat het spel door.</translation>
    </message>
    <message>
        <source>Pop 10</source>
        <translation>Pop 10</translation>
    </message>
    <message>
        <source>The board is filled first; then every turn is a pop of one of your own discs, and a disc popped out of one of your lines is kept. Not with Pop Out or Power Up.</source>
        <translation>Eerst wordt het bord gevuld; daarna is elke beurt het eruit drukken van een eigen schijf, en een schijf uit een van je lijnen mag je houden. Niet met Pop Out of Power Up.</translation>
    </message>
    <message>
        <source>Discs to keep</source>
        <translation>Te houden schijven</translation>
    </message>
    <message>
        <source>In Pop 10, the first player to keep this many discs wins. Ten on the standard board; the table settings suggest a number that suits the board&apos;s size.</source>
        <translation>In Pop 10 wint wie als eerste zoveel schijven houdt. Tien op het standaardbord; de tafelinstellingen stellen een aantal voor dat bij de grootte van het bord past.</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — to play once each instead of a normal disc.</source>
        <translation>Elke speler heeft ook vier speciale schijven — een aambeeld, een bom, een muur en een ×2 — om elk één keer te spelen in plaats van een gewone schijf.</translation>
    </message>
    <message>
        <source>Not in force</source>
        <translation>Niet van kracht</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Van kracht</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Wat het betekent</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Aan deze tafel</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 op een rij</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1 schijven</translation>
    </message>
    <message>
        <source>The rules at this table: %1</source>
        <translation>De regels aan deze tafel: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <source>This table plays Pop 10. First the players fill the board, %1 first; then they pop their own discs out of the bottom row, keeping those that were part of a line (see Pop 10 below).</source>
        <translation>Aan deze tafel wordt Pop 10 gespeeld. Eerst vullen de spelers het bord, %1 begint; daarna drukken ze hun eigen schijven uit de onderste rij en houden ze de schijven die deel van een lijn waren (zie Pop 10 hieronder).</translation>
    </message>
    <message>
        <source>The first player to keep %1 discs wins.</source>
        <translation>Wie als eerste %1 schijven houdt, wint.</translation>
    </message>
    <message>
        <source>%1 moves first, then the players take turns. On your turn you drop one of your discs into a column that is not full; it falls to the lowest empty hole.</source>
        <translation>%1 begint, daarna zijn de spelers om de beurt aan zet. In je beurt laat je een van je schijven vallen in een kolom die niet vol is; hij valt naar het laagste lege gat.</translation>
    </message>
    <message>
        <source>At this table you may instead pop one of your own discs (see Pop Out).</source>
        <translation>Aan deze tafel mag je in plaats daarvan een van je eigen schijven eruit drukken (zie Pop Out).</translation>
    </message>
    <message>
        <source>Each player may also play each of four power checkers once (see Power Up).</source>
        <translation>Elke speler mag ook elk van vier speciale schijven één keer spelen (zie Power Up).</translation>
    </message>
    <message>
        <source>The first player to make a line of %1 discs of their colour wins: across, up and down, or diagonally.</source>
        <translation>Wie als eerste een lijn van %1 schijven van de eigen kleur maakt, wint: horizontaal, verticaal of diagonaal.</translation>
    </message>
    <message>
        <source>The options of this table</source>
        <translation>De opties van deze tafel</translation>
    </message>
    <message>
        <source>In force at this table</source>
        <translation>Van kracht aan deze tafel</translation>
    </message>
    <message>
        <source>Not in force at this table</source>
        <translation>Niet van kracht aan deze tafel</translation>
    </message>
    <message>
        <source>Pop 10 is played in two parts. First the players fill the board: taking turns, %1 first, each drops a disc of their colour into one of the lowest columns, so the board fills row by row. Lines made while filling count for nothing.</source>
        <translation>Pop 10 wordt in twee delen gespeeld. Eerst vullen de spelers het bord: om de beurt, %1 eerst, laat ieder een schijf van de eigen kleur vallen in een van de laagste kolommen, zodat het bord rij voor rij vol raakt. Lijnen die tijdens het vullen ontstaan, tellen niet.</translation>
    </message>
    <message>
        <source>When the board is full, play goes on in turn, and a turn is a pop of one of your own discs from the bottom row. If that disc was part of a line of %1 of your colour when you popped it, you keep it and pop again. If not, you put it back: you drop it into any column that is not full, but not the one it came from (unless no other column is open), and your turn ends.</source>
        <translation>Als het bord vol is, gaat het spel om de beurt verder, en een beurt is het eruit drukken van een van je eigen schijven uit de onderste rij. Zat die schijf op dat moment in een lijn van %1 van jouw kleur, dan houd je hem en druk je opnieuw. Zo niet, dan zet je hem terug: je laat hem vallen in een kolom die niet vol is, maar niet in die waar hij uit kwam (tenzij geen andere kolom open is), en je beurt is voorbij.</translation>
    </message>
    <message>
        <source>A player with no disc in the bottom row passes. The first player to keep %1 discs wins.</source>
        <translation>Een speler zonder schijf in de onderste rij past. Wie als eerste %1 schijven houdt, wint.</translation>
    </message>
    <message>
        <source>Pop 10 can be played with the side columns of 5-in-a-Row (their discs count in lines, but nobody pops them) and on any board, but not with Pop Out or Power Up.</source>
        <translation>Pop 10 kan worden gespeeld met de buitenste kolommen van Vijf op een rij (hun schijven tellen mee in lijnen, maar niemand drukt ze eruit) en op elk bord, maar niet met Pop Out of Power Up.</translation>
    </message>
    <message>
        <source>Anvil:</source>
        <translation>Aambeeld:</translation>
    </message>
    <message>
        <source>every disc in its column is removed, and the anvil lands on the bottom row.</source>
        <translation>elke schijf in zijn kolom wordt weggehaald, en het aambeeld komt in de onderste rij terecht.</translation>
    </message>
    <message>
        <source>Bomb:</source>
        <translation>Bom:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you pop one of your opponent&apos;s discs from the bottom row. If that makes lines for both players, you win. If your opponent has no disc in the bottom row, the bomb is just a drop.</source>
        <translation>valt als een schijf; daarna druk je een van de schijven van je tegenstander uit de onderste rij. Maakt dat lijnen voor beide spelers, dan win jij. Heeft je tegenstander geen schijf in de onderste rij, dan is de bom gewoon een worp.</translation>
    </message>
    <message>
        <source>Wall:</source>
        <translation>Muur:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc, which may not complete a line of yours. If every open column would complete one, the second drop is skipped.</source>
        <translation>valt als een schijf; daarna laat je een tweede, gewone schijf vallen, die geen lijn van jou mag afmaken. Zou elke open kolom er een afmaken, dan vervalt de tweede worp.</translation>
    </message>
    <message>
        <source>×2:</source>
        <translation>×2:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc wherever you like.</source>
        <translation>valt als een schijf; daarna laat je een tweede, gewone schijf vallen waar je maar wilt.</translation>
    </message>
    <message>
        <source>Each player has four power checkers, one of each kind, and may play each of them once in the game instead of a normal drop, into any column that is not full. A power checker counts as a disc of its owner&apos;s colour and carries its sign while it stays on the board.</source>
        <translation>Elke speler heeft vier speciale schijven, één van elke soort, en mag elk daarvan één keer per spel spelen in plaats van een gewone worp, in een kolom die niet vol is. Een speciale schijf telt als een schijf in de kleur van de eigenaar en draagt zijn teken zolang hij op het bord staat.</translation>
    </message>
    <message>
        <source>A power checker that completes a line of yours wins at once, and no second step follows. With Pop Out you may pop your own power checkers like any of your discs. Power Up can be played with Pop Out and 5-in-a-Row, on any board, but not with Pop 10.</source>
        <translation>Een speciale schijf die een lijn van jou afmaakt, wint meteen, en er volgt geen tweede stap. Met Pop Out mag je je eigen speciale schijven eruit drukken zoals elke schijf van jou. Power Up kan worden gespeeld met Pop Out en Vijf op een rij, op elk bord, maar niet met Pop 10.</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Pop Out</translation>
    </message>
    <message>
        <source>In Pop Out a turn is either a drop or a pop. To pop, you take one of your own discs out of the bottom row: it leaves the board, and every disc above it in that column falls one row. You may pop only your own discs.</source>
        <translation>In Pop Out is een beurt een worp of een pop. Bij een pop druk je een van je eigen schijven uit de onderste rij: die verlaat het bord en elke schijf erboven in die kolom zakt één rij. Je mag alleen je eigen schijven eruit drukken.</translation>
    </message>
    <message>
        <source>A pop can make lines for both players.</source>
        <translation>Een pop kan lijnen maken voor beide spelers.</translation>
    </message>
    <message>
        <source>If your pop completes a line of yours, you win, even if it completes one of your opponent&apos;s lines too. If it completes only your opponent&apos;s line, your opponent wins.</source>
        <translation>Maakt jouw pop een lijn van jou af, dan win je, ook als hij ook een lijn van je tegenstander afmaakt. Maakt hij alleen een lijn van je tegenstander af, dan wint je tegenstander.</translation>
    </message>
    <message>
        <source>Side columns in force, with lines of %1</source>
        <translation>Buitenste kolommen van kracht, lijnen van %1</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>Vijf op een rij</translation>
    </message>
    <message>
        <source>5-in-a-Row is played on a board with an extra column at each edge, filled before the game starts: the left one with %1 at the bottom and then alternating upward, the right one with %2 at the bottom and then alternating. Nobody drops into them or pops from them, but their discs count in lines. Five in a row wins.</source>
        <translation>Vijf op een rij wordt gespeeld op een bord met een extra kolom aan elke rand, gevuld voordat het spel begint: de linker met %1 onderaan en daarboven om en om, de rechter met %2 onderaan en daarboven om en om. Niemand laat er schijven in vallen of drukt er schijven uit, maar hun schijven tellen mee in lijnen. Vijf op een rij wint.</translation>
    </message>
    <message>
        <source>It can be played with pops (Pop Out + 5-in-a-Row) or without them.</source>
        <translation>Je kunt het spelen met pops (Pop Out + Vijf op een rij) of zonder.</translation>
    </message>
    <message>
        <source>(not at this table)</source>
        <translation>(niet aan deze tafel)</translation>
    </message>
    <message>
        <source>A pop that leaves only the side columns&apos; discs on the board is a draw.</source>
        <translation>Een pop waarna alleen de schijven van de buitenste kolommen op het bord staan, is remise.</translation>
    </message>
    <message>
        <source>A pop that leaves the board empty is a draw.</source>
        <translation>Een pop die het bord leegmaakt, is remise.</translation>
    </message>
    <message>
        <source>In Pop 10 neither a full nor an empty board ends the game: it goes on until a player has kept enough discs.</source>
        <translation>In Pop 10 eindigt het spel niet door een vol of leeg bord: het gaat door tot een speler genoeg schijven heeft gehouden.</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remises</translation>
    </message>
    <message>
        <source>A drop that fills the board without making a line is a draw.</source>
        <translation>Een worp die het bord vult zonder een lijn te maken, is remise.</translation>
    </message>
    <message>
        <source>A position that comes up for the third time, with the same player to move, is a draw.</source>
        <translation>Een stand die voor de derde keer voorkomt, met dezelfde speler aan zet, is remise.</translation>
    </message>
    <message>
        <source>Two computers playing each other agree a draw when a position comes up for the third time, at any table.</source>
        <translation>Twee computers die tegen elkaar spelen, spreken remise af wanneer een stand voor de derde keer voorkomt, aan elke tafel.</translation>
    </message>
    <message>
        <source>Click a column to drop a disc into it; click the handle under one of your own bottom discs to pop it.</source>
        <translation>Klik op een kolom om er een schijf in te laten vallen; klik op het lipje onder een van je eigen onderste schijven om hem eruit te drukken.</translation>
    </message>
    <message>
        <source>Keyboard: Left and Right choose a column; Enter, Space or Down drops into it; Up or P pops it.</source>
        <translation>Toetsenbord: pijl-links en pijl-rechts kiezen een kolom; Enter, spatiebalk of pijl-omlaag laat er een schijf in vallen; pijl-omhoog of P drukt de onderste schijf eruit.</translation>
    </message>
    <message>
        <source>Type a column&apos;s number (written under the board) to play there at once.</source>
        <translation>Typ het nummer van een kolom (het staat onder het bord) om er meteen te spelen.</translation>
    </message>
    <message>
        <source>Columns 10 and up: type both digits quickly (1 then 2 for column 12). A single 1 moves to column 1 and waits: press Enter to drop there.</source>
        <translation>Kolommen 10 en hoger: typ snel beide cijfers (1 en dan 2 voor kolom 12). Een losse 1 gaat naar kolom 1 en wacht: druk op Enter om daar een schijf te laten vallen.</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Muis en toetsenbord</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>De regels</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting %1 was damaged and has been reset.</source>
        <translation>De instelling %1 was beschadigd en is teruggezet.</translation>
    </message>
    <message>
        <source>The stored table was impossible; the default one is used.</source>
        <translation>De opgeslagen tafel was onmogelijk; de standaardtafel wordt gebruikt.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file; the settings will not be saved this time.</source>
        <translation>Het instellingenbestand %1 is geen gewoon bestand; de instellingen worden deze keer niet opgeslagen.</translation>
    </message>
    <message>
        <source>The settings file %1 is a link to a missing file; the settings will not be saved this time.</source>
        <translation>Het instellingenbestand %1 is een koppeling naar een ontbrekend bestand; de instellingen worden deze keer niet opgeslagen.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the settings will not be saved this time.</source>
        <translation>Het instellingenbestand %1 kon niet worden gelezen; de instellingen worden deze keer niet opgeslagen.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged; it has been kept as %2, and the settings that could be read are used.</source>
        <translation>Het instellingenbestand %1 was beschadigd; het is bewaard als %2 en de instellingen die nog leesbaar waren worden gebruikt.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged and has been left as it is; the settings will not be saved this time.</source>
        <translation>Het instellingenbestand %1 was beschadigd en is gelaten zoals het is; de instellingen worden deze keer niet opgeslagen.</translation>
    </message>
    <message>
        <source>The setting %1 had entries that could not be read (%2 of %3); they were left out and the others kept.</source>
        <translation>De instelling %1 had items die niet gelezen konden worden (%2 van %3); die zijn weggelaten en de andere bewaard.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1; changes will last only until the game closes.</source>
        <translation>De instellingen kunnen niet worden opgeslagen in %1; wijzigingen gelden alleen tot het spel wordt gesloten.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>the left side column, row %1</source>
        <translation>de linker buitenste kolom, rij %1</translation>
    </message>
    <message>
        <source>the right side column, row %1</source>
        <translation>de rechter buitenste kolom, rij %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>kolom %1, rij %2</translation>
    </message>
    <message>
        <source>%1: the side columns of 5-in-a-Row are fixed</source>
        <translation>%1: de buitenste kolommen van Vijf op een rij liggen vast</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Opzetbord</translation>
    </message>
</context>
<context>
    <name>SetupProblems</name>
    <message>
        <source>Reachable: this is the table&apos;s start.</source>
        <translation>Bereikbaar: dit is de beginstand van de tafel.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here.</source>
        <translation>Bereikbaar: een spel komt hier uit.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (1 move).</source>
        <translation>Bereikbaar: een spel komt hier uit (1 zet).</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (%n moves).</source>
        <translation>Bereikbaar: een spel komt hier uit (%n zetten).</translation>
    </message>
    <message>
        <source>Legal under the table (not shown reachable): no way from the start was found within the search&apos;s limit, but nothing forbids the position.</source>
        <translation>Toegestaan aan deze tafel (niet aangetoond dat hij bereikbaar is): binnen de grens van de zoektocht is geen weg vanaf het begin gevonden, maar niets verbiedt de stand.</translation>
    </message>
    <message>
        <source>Not legal under this table.</source>
        <translation>Niet toegestaan aan deze tafel.</translation>
    </message>
    <message>
        <source>Set-up is for the six-field tables (Classic, Pop Out, 5-in-a-Row and their combinations): Pop 10&apos;s scores and Power Up&apos;s power checkers are no part of a set-up. Change the table to set up a position.</source>
        <translation>Een stand opzetten kan alleen aan de tafels Klassiek, Pop Out, Vijf op een rij en hun combinaties: de scores van Pop 10 en de speciale schijven van Power Up horen niet bij een opgezette stand. Wijzig de tafel om een stand op te zetten.</translation>
    </message>
    <message>
        <source>Not legal: both players have a line of %1, so the game is over. Take a disc out of each line.</source>
        <translation>Niet toegestaan: beide spelers hebben een lijn van %1, dus het spel is afgelopen. Haal uit elke lijn een schijf weg.</translation>
    </message>
    <message>
        <source>Not legal: the board is full, so the drop that filled it ended the game. Leave a cell empty.</source>
        <translation>Niet toegestaan: het bord is vol, dus de worp die het vulde heeft het spel beëindigd. Laat een vakje leeg.</translation>
    </message>
    <message>
        <source>Not legal: no game can lead here. Every way back from this position was tried and none reaches the start (the last disc placed cannot be the mover&apos;s).</source>
        <translation>Niet toegestaan: geen enkel spel kan hier uitkomen. Elke weg terug vanaf deze stand is geprobeerd en geen enkele bereikt het begin (de laatst geplaatste schijf kan niet van de speler aan zet zijn).</translation>
    </message>
    <message>
        <source>Not legal under this table (%1).</source>
        <translation>Niet toegestaan aan deze tafel (%1).</translation>
    </message>
    <message>
        <source>a cell</source>
        <translation>een vakje</translation>
    </message>
    <message>
        <source>%1 and %n more</source>
        <translation>%1 en nog %n</translation>
    </message>
    <message>
        <source>Not legal: the disc in %1 floats: every disc rests on the one below it. Fill the hole under it or take it out.</source>
        <translation>Niet toegestaan: de schijf in %1 zweeft: elke schijf rust op de schijf eronder. Vul het gat eronder of haal de schijf weg.</translation>
    </message>
    <message>
        <source>Not legal: %n discs float, the lowest in %1: every disc rests on the one below it. Fill the holes under them or take them out.</source>
        <translation>Niet toegestaan: %n schijven zweven, de laagste in %1: elke schijf rust op de schijf eronder. Vul de gaten eronder of haal de schijven weg.</translation>
    </message>
    <message>
        <source>Not legal: there is a line of %1 on the board, so the game is over. Take a disc out of the line.</source>
        <translation>Niet toegestaan: er staat een lijn van %1 op het bord, dus het spel is afgelopen. Haal een schijf uit de lijn.</translation>
    </message>
    <message>
        <source>Not legal: %1 has a line of %2, so the game is over. Take a disc out of the line.</source>
        <translation>Niet toegestaan: %1 heeft een lijn van %2, dus het spel is afgelopen. Haal een schijf uit de lijn.</translation>
    </message>
    <message>
        <source>Not legal: with one disc on the board, the first move has been played, so it is %1&apos;s move. Choose %1 to move.</source>
        <translation>Niet toegestaan: met één schijf op het bord is de eerste zet gespeeld, dus %1 is aan zet. Kies %1 als speler aan zet.</translation>
    </message>
    <message>
        <source>Not legal: an empty board comes only at the start (a pop that empties the board ends the game), and %1 moves first there. Choose %1 to move, or place discs.</source>
        <translation>Niet toegestaan: een leeg bord komt alleen aan het begin voor (een pop die het bord leegmaakt, beëindigt het spel), en daar begint %1. Kies %1 als speler aan zet, of plaats schijven.</translation>
    </message>
    <message>
        <source>Not legal: every move adds a disc or (a pop) takes one out, so %1 moves when the board holds an even number of discs and %2 when odd; with %n discs it is %3&apos;s move. Choose %3 to move.</source>
        <translation>Niet toegestaan: elke zet voegt een schijf toe of haalt er (bij een pop) een weg, dus %1 is aan zet als er een even aantal schijven op het bord staat en %2 bij een oneven aantal; met %n schijven is %3 aan zet. Kies %3 als speler aan zet.</translation>
    </message>
    <message>
        <source>Not legal: the side columns of 5-in-a-Row are fixed (%1 at the bottom on the left, %2 on the right, alternating upward); %3 differs.</source>
        <translation>Niet toegestaan: de buitenste kolommen van Vijf op een rij liggen vast (onderaan links %1, rechts %2, daarboven om en om); %3 wijkt af.</translation>
    </message>
    <message>
        <source>Not legal: without Pop Out nobody takes a disc out and %1 starts, so %1 has as many discs as %2 or one more; here %1 has %3 and %2 %4.</source>
        <translation>Niet toegestaan: zonder Pop Out haalt niemand een schijf weg en begint %1, dus heeft %1 evenveel schijven als %2 of één meer; hier heeft %1 er %3 en %2 er %4.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>The data folder %1 cannot be made (%2): this game will not be autosaved.</source>
        <translation>De gegevensmap %1 kan niet worden aangemaakt (%2): dit spel wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be written: this game will not be autosaved.</source>
        <translation>Er kan niet in de gegevensmap %1 worden geschreven: dit spel wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>Another Pop Out is using the data folder %1 but does not answer: this window plays without autosave, so the other one&apos;s game is not overwritten.</source>
        <translation>Een andere Pop Out gebruikt de gegevensmap %1 maar antwoordt niet: dit venster speelt zonder automatisch opslaan, zodat het spel van de andere niet wordt overschreven.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table not recorded (earlier games)</source>
        <translation>Tafel niet vastgelegd (eerdere spellen)</translation>
    </message>
    <message>
        <source>Other tables</source>
        <translation>Andere tafels</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>Per tegenstander</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Per tafel</translation>
    </message>
    <message>
        <source>Count the results per opponent or per table.</source>
        <translation>Tel de uitslagen per tegenstander of per tafel.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Tonen:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Results per table</source>
        <translation>Uitslagen per tafel</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Results per opponent</source>
        <translation>Uitslagen per tegenstander</translation>
    </message>
    <message>
        <source>Two players (%1&apos;s results)</source>
        <translation>Twee spelers (uitslagen van %1)</translation>
    </message>
    <message>
        <source>No games finished yet. Results are counted when a game ends.</source>
        <translation>Nog geen spellen uitgespeeld. Uitslagen worden geteld als een spel eindigt.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Wissen…</translation>
    </message>
    <message>
        <source>Forget every result counted so far.</source>
        <translation>Vergeet alle uitslagen die tot nu toe zijn geteld.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget every game won, lost and drawn? This cannot be undone.</source>
        <translation>Alle gewonnen, verloren en remisepartijen vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>TableSettingsDialog</name>
    <message>
        <source>Table Settings</source>
        <translation>Tafelinstellingen</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>Stan&amp;daard</translation>
    </message>
    <message>
        <source>Go back to the standard 7 × 6 Pop Out table.</source>
        <translation>Terug naar de standaard Pop Out-tafel van 7 × 6.</translation>
    </message>
</context>
<context>
    <name>TableSettingsWidget</name>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Pop Out</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>Vijf op een rij</translation>
    </message>
    <message>
        <source>Pop Out + 5-in-a-Row</source>
        <translation>Pop Out + Vijf op een rij</translation>
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
        <translation>Aangepast</translation>
    </message>
    <message>
        <source>Connect Four: 7 columns, 6 rows, drop only, four in a row wins.</source>
        <translation>Vier op een Rij: 7 kolommen, 6 rijen, alleen worpen, vier op een rij wint.</translation>
    </message>
    <message>
        <source>Connect Four where a turn may also pop your own disc out of the bottom row.</source>
        <translation>Vier op een Rij waarin je in je beurt ook een eigen schijf uit de onderste rij mag drukken.</translation>
    </message>
    <message>
        <source>Five in a row wins, on a board with a filled, fixed column at each edge; drop only.</source>
        <translation>Vijf op een rij wint, op een bord met een gevulde, vaste kolom aan elke rand; alleen worpen.</translation>
    </message>
    <message>
        <source>5-in-a-Row with pops: five in a row, side columns, and popping allowed.</source>
        <translation>Vijf op een rij met pops: vijf op een rij, buitenste kolommen, en uitdrukken toegestaan.</translation>
    </message>
    <message>
        <source>Fill the board, then pop your own discs: a disc that was part of a line of four is yours to keep. The first to keep ten discs wins.</source>
        <translation>Vul het bord en druk dan je eigen schijven eruit: een schijf die deel was van een lijn van vier mag je houden. Wie als eerste tien schijven houdt, wint.</translation>
    </message>
    <message>
        <source>Connect Four where each player also has an anvil, a bomb, a wall and a ×2 checker, to play once each instead of a normal disc.</source>
        <translation>Vier op een Rij waarin elke speler ook een aambeeld, een bom, een muur en een ×2-schijf heeft, elk één keer te spelen in plaats van een gewone schijf.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, and it is played without power checkers. Turn off Pop 10, or both of the others.</source>
        <translation>Pop 10 kan niet samen met Pop Out of Power Up worden gespeeld: het heeft eigen pops en wordt zonder speciale schijven gespeeld. Zet Pop 10 uit, of allebei de andere.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs that were in a line. Turn off one of the two.</source>
        <translation>Pop 10 kan niet samen met Pop Out worden gespeeld: het heeft eigen pops, waarbij je de schijven houdt die in een lijn zaten. Zet een van de twee uit.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Power Up: it is played without power checkers. Turn off one of the two.</source>
        <translation>Pop 10 kan niet samen met Power Up worden gespeeld: het wordt zonder speciale schijven gespeeld. Zet een van de twee uit.</translation>
    </message>
    <message>
        <source>In Pop 10 on a board of %1 × %2 each player has only %3 discs, so nobody can keep %4. Lower the number of discs to keep to %3 or less, or make the board bigger.</source>
        <translation>In Pop 10 op een bord van %1 × %2 heeft elke speler maar %3 schijven, dus niemand kan er %4 houden. Verlaag het aantal te houden schijven tot %3 of minder, of maak het bord groter.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide, the two side columns included, and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Een lijn van %1 schijven past niet op dit bord: het is maar %2 kolommen breed, de twee buitenste kolommen meegeteld, en %3 rijen hoog. Maak de lijn korter of het bord groter.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Een lijn van %1 schijven past niet op dit bord: het is maar %2 kolommen breed en %3 rijen hoog. Maak de lijn korter of het bord groter.</translation>
    </message>
    <message>
        <source>%1 columns × %2 rows</source>
        <translation>%1 kolommen × %2 rijen</translation>
    </message>
    <message>
        <source>Pop 10: the first to keep %1 discs wins</source>
        <translation>Pop 10: wie als eerste %1 schijven houdt, wint</translation>
    </message>
    <message>
        <source>a disc popped from a line of %1 is kept</source>
        <translation>een schijf uit een lijn van %1 mag je houden</translation>
    </message>
    <message>
        <source>%1 in a row wins</source>
        <translation>%1 op een rij wint</translation>
    </message>
    <message>
        <source>popping allowed</source>
        <translation>uitdrukken toegestaan</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>alleen worpen</translation>
    </message>
    <message>
        <source>Power Up: four power checkers each</source>
        <translation>Power Up: vier speciale schijven per speler</translation>
    </message>
    <message>
        <source>filled side columns</source>
        <translation>gevulde buitenste kolommen</translation>
    </message>
    <message>
        <source>draw on threefold repetition</source>
        <translation>remise bij drievoudige herhaling</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Choose a set of rules. Changing any option below makes the table “Custom”; choosing a preset sets every option.</source>
        <translation>Kies een set regels. Als je hieronder een optie wijzigt, wordt de tafel ‘Aangepast’; een variant kiezen stelt alle opties in.</translation>
    </message>
    <message>
        <source>Playable columns, not counting the side columns of 5-in-a-Row.</source>
        <translation>Speelbare kolommen, zonder de buitenste kolommen van Vijf op een rij.</translation>
    </message>
    <message>
        <source>How many discs a column holds.</source>
        <translation>Hoeveel schijven er in een kolom passen.</translation>
    </message>
    <message>
        <source>How many discs in a line (across, up or diagonal) win the game.</source>
        <translation>Hoeveel schijven op een lijn (horizontaal, verticaal of diagonaal) het spel winnen.</translation>
    </message>
    <message>
        <source>&amp;Pop out your own bottom disc</source>
        <translation>Eigen onderste schijf &amp;uitdrukken</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one; the discs above it fall one row.</source>
        <translation>In je beurt mag je in plaats van een schijf te laten vallen een van je eigen schijven uit de onderste rij drukken; de schijven erboven zakken één rij.</translation>
    </message>
    <message>
        <source>&amp;Side columns, already filled</source>
        <translation>&amp;Buitenste kolommen, al gevuld</translation>
    </message>
    <message>
        <source>5-in-a-Row: a fixed column at each edge, filled before the game starts. Nobody drops into them or pops from them, but their discs count in lines.</source>
        <translation>Vijf op een rij: een vaste kolom aan elke rand, gevuld voordat het spel begint. Niemand laat er schijven in vallen of drukt er schijven uit, maar hun schijven tellen mee in lijnen.</translation>
    </message>
    <message>
        <source>Draw on &amp;threefold repetition</source>
        <translation>Remise bij drievoudige &amp;herhaling</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, comes up for the third time.</source>
        <translation>Het spel eindigt in remise als dezelfde stand, met dezelfde speler aan zet, voor de derde keer voorkomt.</translation>
    </message>
    <message>
        <source>Pop &amp;10: fill the board, then keep discs</source>
        <translation>Pop &amp;10: vul het bord, houd dan schijven</translation>
    </message>
    <message>
        <source>The players first fill the board. Then a turn is a pop of one of your own bottom discs: if it was part of a line, you keep it and pop again; if not, you drop it back. The first to keep the set number of discs wins. Not with Pop Out or Power Up.</source>
        <translation>Eerst vullen de spelers het bord. Daarna is een beurt het eruit drukken van een van je eigen onderste schijven: zat hij in een lijn, dan houd je hem en druk je opnieuw; zo niet, dan laat je hem weer vallen. Wie als eerste het gekozen aantal schijven houdt, wint. Niet met Pop Out of Power Up.</translation>
    </message>
    <message>
        <source>How many discs a player must keep to win Pop 10. It follows the board&apos;s size until you change it.</source>
        <translation>Hoeveel schijven een speler moet houden om Pop 10 te winnen. Het volgt de grootte van het bord tot je het zelf wijzigt.</translation>
    </message>
    <message>
        <source>Discs to &amp;keep:</source>
        <translation>&amp;Aantal schijven te houden:</translation>
    </message>
    <message>
        <source>Power &amp;Up: four power checkers each</source>
        <translation>Power Up: v&amp;ier speciale schijven per speler</translation>
    </message>
    <message>
        <source>Each player also has an anvil, a bomb, a wall and a ×2 checker, each played once instead of a normal disc. Can be played with Pop Out, not with Pop 10.</source>
        <translation>Elke speler heeft ook een aambeeld, een bom, een muur en een ×2-schijf, elk één keer gespeeld in plaats van een gewone schijf. Kan met Pop Out worden gespeeld, niet met Pop 10.</translation>
    </message>
    <message>
        <source>Preview of the empty board</source>
        <translation>Voorbeeld van het lege bord</translation>
    </message>
    <message>
        <source>The empty board of this table.</source>
        <translation>Het lege bord van deze tafel.</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <source>&amp;Line length:</source>
        <translation>&amp;Lijnlengte:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opties:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>This table cannot be played.</source>
        <translation>Aan deze tafel kan niet worden gespeeld.</translation>
    </message>
    <message>
        <source>The options below match no preset.</source>
        <translation>De opties hieronder passen bij geen enkele variant.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>Blue ✕</source>
        <translation>Blauw ✕</translation>
    </message>
    <message>
        <source>Orange ○</source>
        <translation>Oranje ○</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Draw</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Jij wint!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>De computer wint</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>Reconnecting to the game…</source>
        <translation>Opnieuw verbinden met het spel…</translation>
    </message>
    <message>
        <source>Not connected to the game</source>
        <translation>Niet verbonden met het spel</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 is aan zet</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>De computer denkt na…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Wachten op %1…</translation>
    </message>
</context>
<context>
    <name>WelcomeCard</name>
    <message>
        <source>You know Pop Out — play the computer?</source>
        <translation>Nu ken je Pop Out — tegen de computer spelen?</translation>
    </message>
    <message>
        <source>Choose how strongly it plays, or play someone at this screen.</source>
        <translation>Kies hoe sterk hij speelt, of speel tegen iemand aan dit scherm.</translation>
    </message>
    <message>
        <source>&amp;Once more</source>
        <translation>Nog &amp;een keer</translation>
    </message>
    <message>
        <source>The three steps of the lesson again.</source>
        <translation>De drie stappen van de les nog eens.</translation>
    </message>
    <message>
        <source>Welcome to Pop Out</source>
        <translation>Welkom bij Pop Out</translation>
    </message>
    <message>
        <source>Four of your discs in a row win, as in Connect Four, and here you may also pop one of your own discs out of the bottom row.</source>
        <translation>Zoals bij Vier op een Rij win je met vier van je schijven op een rij, en hier mag je ook een van je eigen schijven uit de onderste rij drukken.</translation>
    </message>
    <message>
        <source>&amp;Learn in one minute</source>
        <translation>&amp;Leer het in één minuut</translation>
    </message>
    <message>
        <source>Three short steps on prepared boards: a drop, a pop, a pop that wins.</source>
        <translation>Drie korte stappen op klaargezette borden: een worp, een pop, een winnende pop.</translation>
    </message>
    <message>
        <source>Play the &amp;computer</source>
        <translation>Tegen de &amp;computer spelen</translation>
    </message>
    <message>
        <source>You play %1 and move first.</source>
        <translation>Je speelt %1 en begint.</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>Ni&amp;veau:</translation>
    </message>
    <message>
        <source>Level of the computer</source>
        <translation>Niveau van de computer</translation>
    </message>
    <message>
        <source>&amp;Two players at this screen</source>
        <translation>&amp;Twee spelers aan dit scherm</translation>
    </message>
    <message>
        <source>Take turns with the mouse or the keyboard (Esc).</source>
        <translation>Speel om de beurt met de muis of het toetsenbord (Esc).</translation>
    </message>
</context>
<context>
    <name>WriteProblems</name>
    <message>
        <source>there is not enough memory: choose a smaller size</source>
        <translation>er is niet genoeg geheugen: kies een kleiner formaat</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de opslagruimte is vol</translation>
    </message>
    <message>
        <source>permission denied: choose a folder you may write in</source>
        <translation>geen toestemming: kies een map waarin je mag schrijven</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>de map is alleen-lezen</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>de map bestaat niet</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>die naam is een map</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
</context>
</TS>
