<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Column %1, row %2</source>
        <translation>Kolumna %1, rząd %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, in the winning line</source>
        <translation>%1, w zwycięskiej linii</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pop column %1</source>
        <translation>Wysuń z kolumny %1</translation>
    </message>
    <message>
        <source>Drop into column %1</source>
        <translation>Wrzuć do kolumny %1</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Column %1</source>
        <translation>Kolumna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rząd %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: pass the turn (Space)</source>
        <translation>W dolnym rzędzie nie masz żadnego żetonu: pasuj (spacja)</translation>
    </message>
    <message>
        <source>Power checkers are played only in Power Up.</source>
        <translation>Żetony specjalne zagrywa się tylko w Power Up.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Ten żeton specjalny został już zagrany.</translation>
    </message>
    <message>
        <source>A power checker is played instead of a drop, at the start of a turn.</source>
        <translation>Żeton specjalny zagrywa się zamiast wrzutu, na początku ruchu.</translation>
    </message>
    <message>
        <source>The other player moved before that key: choose again.</source>
        <translation>Przeciwnik wykonał ruch przed tym klawiszem: wybierz ponownie.</translation>
    </message>
    <message>
        <source>The bomb pops one of %1&apos;s bottom discs.</source>
        <translation>Bomba wysuwa jeden z dolnych żetonów przeciwnika (%1).</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are %2 to %3.</source>
        <translation>Nie ma kolumny %1: kolumny mają numery od %2 do %3.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1: pas</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>With the best play of both sides neither player wins.</source>
        <translation>Przy najlepszej grze obu stron nikt nie wygrywa.</translation>
    </message>
    <message>
        <source>Win at once</source>
        <translation>Wygrana od razu</translation>
    </message>
    <message>
        <source>This move completes a line for %2: %2 wins.</source>
        <translation>Ten ruch układa linię gracza %2: wygrywa %2.</translation>
    </message>
    <message>
        <source>Win in %1 moves</source>
        <translation>Wygrana w %1 ruchach</translation>
    </message>
    <message>
        <source>%2 wins in at most %1 moves of theirs, this one included, whatever %3 plays.</source>
        <translation>%2 wygrywa w co najwyżej %1 własnych ruchach, wliczając ten, cokolwiek zagra %3.</translation>
    </message>
    <message>
        <source>Loss at once</source>
        <translation>Przegrana od razu</translation>
    </message>
    <message>
        <source>This move completes a line for %3: %3 wins.</source>
        <translation>Ten ruch układa linię gracza %3: wygrywa %3.</translation>
    </message>
    <message>
        <source>Loss in 1 move</source>
        <translation>Przegrana w 1 ruchu</translation>
    </message>
    <message>
        <source>After it %3 can win with their next move, whatever %2 plays.</source>
        <translation>Po nim %3 może wygrać następnym ruchem, cokolwiek zagra %2.</translation>
    </message>
    <message>
        <source>Loss in %1 moves</source>
        <translation>Przegrana w %1 ruchach</translation>
    </message>
    <message>
        <source>After it %3 can win with %1 more moves of theirs, whatever %2 plays.</source>
        <translation>Po nim %3 może wygrać w %1 kolejnych własnych ruchach, cokolwiek zagra %2.</translation>
    </message>
    <message>
        <source>Estimate %4</source>
        <translation>Szacunek %4</translation>
    </message>
    <message>
        <source>The search did not see the end of the game: above 0 is better for %2, below 0 for %3.</source>
        <translation>Przeszukiwanie nie dotarło do końca partii: powyżej 0 przewagę ma %2, poniżej 0 — %3.</translation>
    </message>
    <message>
        <source>win in 7 moves</source>
        <translation>wygrana w 7 ruchach</translation>
    </message>
    <message>
        <source>loss in 3 moves</source>
        <translation>przegrana w 3 ruchach</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>estimate, + is good for %1</source>
        <translation>szacunek, przy + przewagę ma %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>szacunek</translation>
    </message>
</context>
<context>
    <name>BrokerSettings</name>
    <message>
        <source>Type the broker&apos;s host name or address.</source>
        <translation>Wpisz nazwę hosta lub adres brokera.</translation>
    </message>
    <message>
        <source>This is not a host name or an address (like broker.example.org).</source>
        <translation>To nie jest nazwa hosta ani adres (np. broker.example.org).</translation>
    </message>
    <message>
        <source>Connected to broker %1 in %2 ms.</source>
        <translation>Połączono z brokerem %1 w %2 ms.</translation>
    </message>
    <message>
        <source>Games over the internet go through an MQTT broker, which both players&apos; computers reach. The default, %1, is a public test broker run by others: free, with no promise of staying up. It reads nothing of your games: every message is encrypted end to end with the secret in the invite link. Friends can run a broker of their own; the README says how.</source>
        <translation>Gry przez internet toczą się za pośrednictwem brokera MQTT, z którym łączą się komputery obu graczy. Domyślny, %1, to publiczny broker testowy prowadzony przez kogoś innego: darmowy, ale bez gwarancji, że będzie stale działał. Broker nie odczyta niczego z twoich gier: każda wiadomość jest szyfrowana end-to-end tajnym kluczem z linku z zaproszeniem. Znajomi mogą uruchomić własny broker; jak to zrobić, opisuje README.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>&amp;Broker:</translation>
    </message>
    <message>
        <source>The broker&apos;s host name or address.</source>
        <translation>Nazwa hosta lub adres brokera.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>8883 for MQTT over TLS, 1883 for plain MQTT, unless told.</source>
        <translation>8883 dla MQTT przez TLS, 1883 dla zwykłego MQTT, chyba że podano inaczej.</translation>
    </message>
    <message>
        <source>&amp;Use TLS</source>
        <translation>&amp;Używaj TLS</translation>
    </message>
    <message>
        <source>An encrypted connection to the broker, its certificate checked. Without it the broker still reads nothing of a game, but your user name and password travel in the clear.</source>
        <translation>Szyfrowane połączenie z brokerem, ze sprawdzeniem jego certyfikatu. Bez niego broker nadal nie odczyta niczego z gry, ale nazwa użytkownika i hasło są przesyłane jawnym tekstem.</translation>
    </message>
    <message>
        <source>Certificate aut&amp;hority:</source>
        <translation>Urząd &amp;certyfikacji:</translation>
    </message>
    <message>
        <source>the system&apos;s</source>
        <translation>systemowe</translation>
    </message>
    <message>
        <source>Only for a broker whose certificate comes from an authority of its own (a friends&apos; broker): that authority&apos;s certificate file (PEM or DER). Then only it is trusted. Empty: the authorities this computer trusts.</source>
        <translation>Tylko dla brokera, którego certyfikat wystawił własny urząd certyfikacji (broker znajomych): plik certyfikatu tego urzędu (PEM lub DER). Wtedy ufa się tylko jemu. Puste: urzędy, którym ufa ten komputer.</translation>
    </message>
    <message>
        <source>Choose &amp;file…</source>
        <translation>&amp;Wybierz…</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>&amp;Nazwa użytkownika:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>the settings file</source>
        <translation>pliku ustawień</translation>
    </message>
    <message>
        <source>The password is stored in plain text in %1. Use one you use nowhere else.</source>
        <translation>Hasło jest przechowywane jawnym tekstem w %1. Użyj hasła, którego nie używasz nigdzie indziej.</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>&amp;Przetestuj połączenie</translation>
    </message>
    <message>
        <source>Connect to this broker once, now, and say how it went. Nothing is sent before you press it.</source>
        <translation>Połącz się teraz jednorazowo z tym brokerem i pokaż wynik. Nic nie zostanie wysłane, dopóki nie naciśniesz przycisku.</translation>
    </message>
    <message>
        <source>Certificate Authority of the Broker</source>
        <translation>Urząd certyfikacji brokera</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation>Certyfikaty (*.pem *.crt *.cer *.der);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Łączenie z %1…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Test nie powiódł się: %1</translation>
    </message>
    <message>
        <source>Broker for Internet Play</source>
        <translation>Broker do gry przez internet</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Wiadomości czatu</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Na razie brak wiadomości.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Wiadomość…</translation>
    </message>
    <message>
        <source>Chat message to send</source>
        <translation>Wiadomość do wysłania na czacie</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>W&amp;yślij</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(ty)</translation>
    </message>
    <message>
        <source>(watching)</source>
        <translation>(ogląda)</translation>
    </message>
    <message>
        <source>Send the message to everyone at the table (Enter).</source>
        <translation>Wyślij wiadomość wszystkim przy stole (Enter).</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Widz</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pop Out cannot start with this command line.</source>
        <translation>Pop Out nie może się uruchomić z tym wierszem poleceń.</translation>
    </message>
</context>
<context>
    <name>ConnectionStatus</name>
    <message>
        <source>Waiting for a player</source>
        <translation>Oczekiwanie na gracza</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Połączono</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Utracono połączenie</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Oglądanie</translation>
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
        <translation>Równowaga</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Początek: %1</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Wykres oceny</translation>
    </message>
    <message>
        <source>%1 of %2 moves reviewed.</source>
        <translation>Przejrzane ruchy: %1 z %2.</translation>
    </message>
    <message>
        <source>the picture could not be made</source>
        <translation>nie udało się utworzyć obrazu</translation>
    </message>
</context>
<context>
    <name>ExportReplayDialog</name>
    <message>
        <source>Export Replay</source>
        <translation>Eksportuj powtórkę</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Rozmiar:</translation>
    </message>
    <message>
        <source>GIF (plays everywhere)</source>
        <translation>GIF (odtwarzany wszędzie)</translation>
    </message>
    <message>
        <source>WebP (every colour exact; web browsers play it)</source>
        <translation>WebP (wierne kolory; odtwarzają go przeglądarki)</translation>
    </message>
    <message>
        <source>Animated PNG (the smallest; web browsers play it)</source>
        <translation>Animowany PNG (najmniejszy; odtwarzają go przeglądarki)</translation>
    </message>
    <message>
        <source>%1: not available, this Pillow cannot write it</source>
        <translation>%1: niedostępny, ta wersja Pillow nie potrafi go zapisać</translation>
    </message>
    <message>
        <source>Small (%1 pixels wide)</source>
        <translation>Mały (szerokość: %1 px)</translation>
    </message>
    <message>
        <source>Medium (%1 pixels wide)</source>
        <translation>Średni (szerokość: %1 px)</translation>
    </message>
    <message>
        <source>Large (%1 pixels wide)</source>
        <translation>Duży (szerokość: %1 px)</translation>
    </message>
    <message>
        <source>&amp;Captions: the move numbers, the moves and the result</source>
        <translation>&amp;Podpisy: numery ruchów, ruchy i wynik</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>%1 frames, %2 seconds, then it starts again.</source>
        <translation>Klatki: %1, czas: %2 s, potem od początku.</translation>
    </message>
</context>
<context>
    <name>GameGuest</name>
    <message>
        <source>The host refused the connection (no game hosted at %1:%2?).</source>
        <translation>Gospodarz odrzucił połączenie (pod adresem %1:%2 nie ma założonej gry?).</translation>
    </message>
    <message>
        <source>The computer %1 was not found.</source>
        <translation>Nie znaleziono komputera %1.</translation>
    </message>
    <message>
        <source>Could not connect to %1:%2: </source>
        <translation>Nie udało się połączyć z %1:%2: </translation>
    </message>
    <message>
        <source>No answer from the game&apos;s host through the broker %1.</source>
        <translation>Brak odpowiedzi od gospodarza gry przez broker %1.</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link.</source>
        <translation>Broker %1 odpowiedział, ale na ten link nie odpowiedział żaden gospodarz gry.</translation>
    </message>
    <message>
        <source>No answer from the broker %1.</source>
        <translation>Brak odpowiedzi od brokera %1.</translation>
    </message>
    <message>
        <source>No answer from %1:%2.</source>
        <translation>Brak odpowiedzi od %1:%2.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: %1</source>
        <translation>Utracono połączenie z gospodarzem: %1</translation>
    </message>
    <message>
        <source>Could not reconnect to the host after %1 attempts.</source>
        <translation>Nie udało się ponownie połączyć z gospodarzem (prób: %1).</translation>
    </message>
    <message>
        <source>The host left: %1</source>
        <translation>Gospodarz opuścił grę: %1</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>Gospodarz informuje: %1</translation>
    </message>
    <message>
        <source>The host asks us to wait %1 s before coming back.</source>
        <translation>Host prosi, by odczekać %1 s przed powrotem.</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Nie można nasłuchiwać na porcie %1: %2</translation>
    </message>
    <message>
        <source>%1 lost the connection; the seat is kept for them.</source>
        <translation>%1: utracono połączenie, miejsce pozostaje zarezerwowane.</translation>
    </message>
    <message>
        <source>%1 wrong join codes were tried, so the join code is now %2: give the new code to whoever you invite.</source>
        <translation>Wpisano %1 błędnych kodów dołączenia, więc kod to teraz %2: podaj nowy kod zapraszanym osobom.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 dołącza do gry.</translation>
    </message>
    <message>
        <source>The guest is not connected.</source>
        <translation>Gość nie jest połączony.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>The game is over.</source>
        <translation>Partia jest zakończona.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>To nie jest ruch.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Nie ma kolumny %1.</translation>
    </message>
    <message>
        <source>Column %1 is a fixed side column.</source>
        <translation>Kolumna %1 to stała kolumna skrajna.</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>Kolumna %1 jest pełna.</translation>
    </message>
    <message>
        <source>Popping is not allowed at this table.</source>
        <translation>Przy tym stole wysuwanie jest niedozwolone.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>Kolumna %1 jest pusta.</translation>
    </message>
    <message>
        <source>The bottom disc of column %1 is not yours.</source>
        <translation>Dolny żeton w kolumnie %1 nie jest twój.</translation>
    </message>
    <message>
        <source>That kind of move is not allowed at this point of the turn.</source>
        <translation>Takie zagranie jest niedozwolone na tym etapie ruchu.</translation>
    </message>
    <message>
        <source>While the board is being filled, drop into one of the lowest columns.</source>
        <translation>Dopóki plansza się zapełnia, wrzucaj żeton do jednej z najniższych kolumn.</translation>
    </message>
    <message>
        <source>Put the disc back into a column other than the one it came from.</source>
        <translation>Odłóż żeton do innej kolumny niż ta, z której pochodzi.</translation>
    </message>
    <message>
        <source>The drop after the wall must not complete a line of yours.</source>
        <translation>Wrzut po murze nie może ułożyć twojej linii.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Ten żeton specjalny został już zagrany.</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: you must pass.</source>
        <translation>W dolnym rzędzie nie masz żadnego żetonu: musisz pasować.</translation>
    </message>
    <message>
        <source>You may pass only when no disc of yours is in the bottom row.</source>
        <translation>Pasować można tylko wtedy, gdy w dolnym rzędzie nie masz żadnego żetonu.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>There is no move to review yet.</source>
        <translation>Nie ma jeszcze ruchów do przejrzenia.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves reviewed. Resume reviews the rest.</source>
        <translation>Przegląd przerwany; przejrzane ruchy: %1 z %2. „Wznów” przejrzy pozostałe.</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Przegląd zakończony.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Przeglądanie ruchu %1 z %2…</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>Przegląd został przerwany: %1</translation>
    </message>
    <message>
        <source>The game review was cleared: the game changed.</source>
        <translation>Przegląd partii został usunięty: partia się zmieniła.</translation>
    </message>
    <message>
        <source>No other inaccuracy, mistake or blunder.</source>
        <translation>Brak innych niedokładności, błędów i grubych błędów.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not reviewed yet).</source>
        <translation>Ruch %1: %2 zagrywa %3 (jeszcze nie przejrzany).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>P&amp;rzegląd partii</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Niech silnik oceni każdy ruch partii</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Następny błąd</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>P&amp;oprzedni błąd</translation>
    </message>
    <message>
        <source>Export Review &amp;Graph…</source>
        <translation>Eksportuj wykres p&amp;rzeglądu…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Obrazy SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Review Graph</source>
        <translation>Eksportuj wykres przeglądu</translation>
    </message>
    <message>
        <source>review.png</source>
        <translation>przeglad.png</translation>
    </message>
    <message>
        <source>Game review: %1 against %2, %3 moves</source>
        <translation>Przegląd partii: %1 kontra %2, ruchy: %3</translation>
    </message>
    <message>
        <source>the name must end in .png or .svg</source>
        <translation>nazwa musi kończyć się na .png lub .svg</translation>
    </message>
    <message>
        <source>Cannot export the graph</source>
        <translation>Nie można wyeksportować wykresu</translation>
    </message>
    <message>
        <source>The graph could not be written to %1: %2.</source>
        <translation>Nie udało się zapisać wykresu w %1: %2.</translation>
    </message>
    <message>
        <source>Exported the review graph to %1.</source>
        <translation>Wyeksportowano wykres przeglądu do %1.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>najlepszy</translation>
    </message>
    <message>
        <source>good</source>
        <translation>dobry</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gruby błąd</translation>
    </message>
    <message>
        <source>not marked</source>
        <translation>bez oceny</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (not marked: a forced move or only estimates).</source>
        <translation>Ruch %1: zagrywasz %3 (bez oceny: ruch wymuszony lub tylko szacunki).</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not marked: a forced move or only estimates).</source>
        <translation>Ruch %1: %2 zagrywa %3 (bez oceny: ruch wymuszony lub tylko szacunki).</translation>
    </message>
    <message>
        <source>Move %1: you played %3, a best move.</source>
        <translation>Ruch %1: zagrywasz %3 — jeden z najlepszych ruchów.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a best move.</source>
        <translation>Ruch %1: %2 zagrywa %3 — jeden z najlepszych ruchów.</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (%4); best was %5.</source>
        <translation>Ruch %1: zagrywasz %3 (%4); najlepszy był %5.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (%4); best was %5.</source>
        <translation>Ruch %1: %2 zagrywa %3 (%4); najlepszy był %5.</translation>
    </message>
    <message>
        <source>Move %1 (%2), %3: %4</source>
        <translation>Ruch %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source> — best was %1</source>
        <translation> — najlepszy był %1</translation>
    </message>
    <message>
        <source>Draw (proved)</source>
        <translation>Remis (udowodniony)</translation>
    </message>
    <message>
        <source>%1 wins (proved)</source>
        <translation>Wygrywa %1 (udowodnione)</translation>
    </message>
    <message>
        <source>Estimate: even</source>
        <translation>Szacunek: równowaga</translation>
    </message>
    <message>
        <source>Estimate: %1 stands better</source>
        <translation>Szacunek: przewagę ma %1</translation>
    </message>
    <message>
        <source>no move marked</source>
        <translation>brak ocenionych ruchów</translation>
    </message>
    <message>
        <source>accuracy %1%</source>
        <translation>dokładność %1%</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%n best</source>
        <translation>najlepsze %n</translation>
    </message>
    <message>
        <source>%n good</source>
        <translation>dobre %n</translation>
    </message>
    <message>
        <source>%n inaccuracies</source>
        <translation>niedokładności %n</translation>
    </message>
    <message>
        <source>%n mistakes</source>
        <translation>błędy %n</translation>
    </message>
    <message>
        <source>%n blunders</source>
        <translation>grube błędy %n</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The autosaved game could not be restored (%1), nor moved aside (%2): it is left as it is and this game will not be autosaved.</source>
        <translation>Nie udało się przywrócić automatycznie zapisanej partii (%1) ani odłożyć jej na bok (%2): plik zostaje bez zmian, a ta partia nie będzie zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1. It was kept as %2; a new game starts.</source>
        <translation>Nie udało się przywrócić automatycznie zapisanej partii: %1. Zachowano ją jako %2; zaczyna się nowa partia.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Nie udało się automatycznie zapisać partii: %1</translation>
    </message>
    <message>
        <source>No copy of the autosave as it was could be kept (%1): this game will not be autosaved.</source>
        <translation>Nie udało się zachować kopii autozapisu w dotychczasowej postaci (%1): ta partia nie będzie zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>The autosave as it was is kept as %1.</source>
        <translation>Autozapis w dotychczasowej postaci zachowano jako %1.</translation>
    </message>
    <message>
        <source>The autosaved game is back. %1</source>
        <translation>Automatycznie zapisana partia wróciła. %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Załóż grę sieciową</translation>
    </message>
    <message>
        <source>How you appear to the other player and in their list of games.</source>
        <translation>Pod tym imieniem zobaczy cię drugi gracz, także na liście gier.</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>W tej sieci</translation>
    </message>
    <message>
        <source>Your opponent&apos;s computer is on the same network as yours.</source>
        <translation>Komputer przeciwnika jest w tej samej sieci co twój.</translation>
    </message>
    <message>
        <source>Over the &amp;internet</source>
        <translation>Przez int&amp;ernet</translation>
    </message>
    <message>
        <source>Anywhere: both computers connect to the broker set in Preferences.</source>
        <translation>Z dowolnego miejsca: oba komputery łączą się z brokerem ustawionym w preferencjach.</translation>
    </message>
    <message>
        <source>The broker set in Preferences (Internet play), %1, cannot be used: %2</source>
        <translation>Nie można użyć brokera %1 ustawionego w preferencjach (karta „Gra przez internet”): %2</translation>
    </message>
    <message>
        <source>Through the broker %1, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Przez broker %1 ustawiony w preferencjach (karta „Gra przez internet”). Nic nie zostanie do niego wysłane, dopóki nie założysz gry.</translation>
    </message>
    <message>
        <source>Through the broker %1, without TLS, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Przez broker %1 ustawiony w preferencjach (karta „Gra przez internet”), bez TLS. Nic nie zostanie do niego wysłane, dopóki nie założysz gry.</translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation>%1 (pierwszy ruch)</translation>
    </message>
    <message>
        <source>%1 (moves second)</source>
        <translation>%1 (drugi ruch)</translation>
    </message>
    <message>
        <source>Your guest moves first; you play second.</source>
        <translation>Gość ma pierwszy ruch, ty — drugi.</translation>
    </message>
    <message>
        <source>You move first; your guest plays second.</source>
        <translation>Ty masz pierwszy ruch, gość — drugi.</translation>
    </message>
    <message>
        <source>Opening the game&apos;s room on the broker %1…</source>
        <translation>Otwieranie pokoju gry na brokerze %1…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again; or change the broker.</source>
        <translation>Nie udało się otworzyć pokoju gry na brokerze %1. „Załóż grę” spróbuje ponownie; możesz też zmienić broker.</translation>
    </message>
    <message>
        <source>Change &amp;broker…</source>
        <translation>Zmień &amp;broker…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again.</source>
        <translation>Nie udało się otworzyć pokoju gry na brokerze %1. „Załóż grę” spróbuje ponownie.</translation>
    </message>
    <message>
        <source>Over the internet, through the broker %1.</source>
        <translation>Przez internet (broker %1).</translation>
    </message>
    <message>
        <source>The TCP port your guest connects to. 7457 unless something else uses it.</source>
        <translation>Port TCP, z którym łączy się gość. 7457, chyba że używa go coś innego.</translation>
    </message>
    <message>
        <source>Re&amp;quire a join code</source>
        <translation>Wymagaj kodu &amp;dołączenia</translation>
    </message>
    <message>
        <source>Only someone who knows the code can take the seat or watch.</source>
        <translation>Tylko ktoś, kto zna kod, może zająć miejsce lub oglądać grę.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod dołączenia</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>&amp;Nowy kod</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Graj:</translation>
    </message>
    <message>
        <source>Guest&apos;s colour:</source>
        <translation>Kolor gościa:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join.</source>
        <translation>Ten komputer nie jest podłączony do żadnej sieci: dołączyć można tylko z tego samego komputera.</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>Zamknij &amp;grę</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>The saved game keeps its colours: your guest comes back as %1.</source>
        <translation>Zapisana gra zachowuje kolory: gość wraca jako %1.</translation>
    </message>
    <message>
        <source>You host the saved network game again: the colours, the join code and the table stay as they were, so your guest can come back to it.</source>
        <translation>Ponownie udostępniasz zapisaną grę sieciową: kolory, kod dołączenia i stół pozostają bez zmian, aby gość mógł do niej wrócić.</translation>
    </message>
    <message>
        <source>%1 to %2 digits.</source>
        <translation>Od %1 do %2 cyfr.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kod dołączenia:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Start &amp;hosting</source>
        <translation>&amp;Załóż grę</translation>
    </message>
    <message>
        <source>Waiting for a player…</source>
        <translation>Oczekiwanie na gracza…</translation>
    </message>
    <message>
        <source>Invite your opponent</source>
        <translation>Zaproś przeciwnika</translation>
    </message>
    <message>
        <source>On the same network your game appears in their Join dialog. Or give them one of these links, or the address it holds:</source>
        <translation>W tej samej sieci twoja gra pojawi się u przeciwnika w oknie dołączania. Możesz też przekazać jeden z tych linków albo zawarty w nim adres:</translation>
    </message>
    <message>
        <source>Your opponent types this code to join.</source>
        <translation>Przeciwnik wpisuje ten kod, aby dołączyć.</translation>
    </message>
    <message>
        <source>No join code needed.</source>
        <translation>Kod dołączenia nie jest potrzebny.</translation>
    </message>
    <message>
        <source>The game could not be hosted.</source>
        <translation>Nie udało się założyć gry.</translation>
    </message>
    <message>
        <source>Someone tried many wrong join codes, so the code has changed.</source>
        <translation>Ktoś wpisał wiele błędnych kodów dołączenia, więc kod się zmienił.</translation>
    </message>
    <message>
        <source>Give your opponent the new code, %1, or a new invite link.</source>
        <translation>Podaj przeciwnikowi nowy kod, %1, albo nowy link z zaproszeniem.</translation>
    </message>
    <message>
        <source>%1, your guest plays %2.</source>
        <translation>%1; kolor gościa: %2.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Link z zaproszeniem</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>K&amp;opiuj</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Skopiuj link, aby wkleić go do wiadomości.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Skopiowano: %1</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Wolny.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program, so %2 is suggested.</source>
        <translation>Port %1 jest zajęty przez inny program, więc proponujemy %2.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program.</source>
        <translation>Port %1 jest zajęty przez inny program.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Użyj %1</translation>
    </message>
</context>
<context>
    <name>InviteLink</name>
    <message>
        <source>Send your opponent this link, in a message only they read: whoever has it can join the game.</source>
        <translation>Wyślij przeciwnikowi ten link w wiadomości, którą przeczyta tylko on: każdy, kto go ma, może dołączyć do gry.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Link z zaproszeniem</translation>
    </message>
    <message>
        <source>Cop&amp;y link</source>
        <translation>Kopiuj &amp;link</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Skopiuj link, aby wkleić go do wiadomości.</translation>
    </message>
    <message>
        <source>QR code of the invite link</source>
        <translation>Kod QR linku z zaproszeniem</translation>
    </message>
    <message>
        <source>The same invite link, for a phone&apos;s camera.</source>
        <translation>Ten sam link z zaproszeniem, dla aparatu telefonu.</translation>
    </message>
    <message>
        <source>The same link as a QR code: a phone&apos;s camera reads it, to send it on.</source>
        <translation>Ten sam link w postaci kodu QR: można go zeskanować aparatem telefonu i przesłać dalej.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Skopiowano.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Dołącz do gry sieciowej</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Gry w tej sieci</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>192.168.1.20:7457 or popout://…</source>
        <translation>192.168.1.20:7457 lub popout://…</translation>
    </message>
    <message>
        <source>The host&apos;s address (and port, if not 7457), or the invite link they sent you.</source>
        <translation>Adres gospodarza (i port, jeśli inny niż 7457) albo otrzymany od niego link z zaproszeniem.</translation>
    </message>
    <message>
        <source>How you appear to the host and in the chat.</source>
        <translation>Imię widoczne dla gospodarza i na czacie.</translation>
    </message>
    <message>
        <source>The digits shown on the host&apos;s screen.</source>
        <translation>Cyfry widoczne na ekranie gospodarza.</translation>
    </message>
    <message>
        <source>&amp;Watch only</source>
        <translation>Tylko &amp;oglądaj</translation>
    </message>
    <message>
        <source>Join as a spectator: see the game and chat, without playing.</source>
        <translation>Dołącz jako widz: oglądaj grę i czat, ale nie graj.</translation>
    </message>
    <message>
        <source>&amp;Address or link:</source>
        <translation>&amp;Adres lub link:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Kod dołączenia:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Dołącz</translation>
    </message>
    <message>
        <source>Choose a game from the list, or type the host&apos;s address.</source>
        <translation>Wybierz grę z listy albo wpisz adres gospodarza.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Łączenie z %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Przerwij</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 pod adresem %2</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Szukanie gier w tej sieci…</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here (%1). Type the host&apos;s address below.</source>
        <translation>Nie można tu wyświetlić gier w tej sieci (%1). Wpisz poniżej adres gospodarza.</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>wolne miejsce</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 kontra %2</translation>
    </message>
    <message>
        <source>other version (%1)</source>
        <translation>inna wersja (%1)</translation>
    </message>
    <message>
        <source>seat free</source>
        <translation>miejsce wolne</translation>
    </message>
    <message>
        <source>watch only</source>
        <translation>tylko oglądanie</translation>
    </message>
    <message>
        <source>code required</source>
        <translation>wymagany kod</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>niepotrzebny</translation>
    </message>
    <message>
        <source>Not an address or a popout:// link.</source>
        <translation>To nie jest adres ani link popout://.</translation>
    </message>
    <message>
        <source>Games over the internet cannot be joined from here yet.</source>
        <translation>Stąd nie można jeszcze dołączać do gier przez internet.</translation>
    </message>
    <message>
        <source>Connecting to the broker %1…</source>
        <translation>Łączenie z brokerem %1…</translation>
    </message>
    <message>
        <source>Internet game on broker %1</source>
        <translation>Gra przez internet, broker %1</translation>
    </message>
    <message>
        <source>Internet game on broker %1, without TLS</source>
        <translation>Gra przez internet, broker %1, bez TLS</translation>
    </message>
    <message>
        <source>Connected to the broker %1; waiting for the game&apos;s host…</source>
        <translation>Połączono z brokerem %1; czekanie na gospodarza gry…</translation>
    </message>
    <message>
        <source>The host plays another version of Pop Out. Both of you need the same version.</source>
        <translation>Gospodarz ma inną wersję Pop Out. Na obu komputerach musi być ta sama wersja.</translation>
    </message>
    <message>
        <source>The host has %1; you have %2.</source>
        <translation>Gospodarz ma %1, a ty %2.</translation>
    </message>
    <message>
        <source>The join code is wrong. Ask the host for the code on their screen.</source>
        <translation>Nieprawidłowy kod dołączenia. Poproś gospodarza o kod widoczny na jego ekranie.</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried at this host, so it makes everyone wait a little. Try again in a moment.</source>
        <translation>U tego hosta wpisano zbyt wiele błędnych kodów dołączenia, więc każe wszystkim chwilę poczekać. Spróbuj za moment.</translation>
    </message>
    <message>
        <source>Someone is already playing at this table. Watch instead?</source>
        <translation>Przy tym stole ktoś już gra. Dołączyć jako widz?</translation>
    </message>
    <message>
        <source>The host no longer knows the game you were in.</source>
        <translation>Gospodarz nie pamięta już twojej poprzedniej gry.</translation>
    </message>
    <message>
        <source>The host is closing the game.</source>
        <translation>Gospodarz zamyka grę.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Gospodarz nie wpuścił cię do gry.</translation>
    </message>
    <message>
        <source>Watc&amp;h instead</source>
        <translation>Dołącz jako &amp;widz</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link: it may be old or mistyped, or the host is not hosting now. This is no network problem: ask the host for the link again.</source>
        <translation>Broker %1 odpowiedział, ale na ten link nie odpowiedział żaden gospodarz gry: link może być stary lub błędnie wpisany albo gospodarz nie prowadzi teraz gry. To nie problem z siecią: poproś gospodarza o link jeszcze raz.</translation>
    </message>
    <message>
        <source>No answer from the broker %1. Check the link, and that no firewall blocks the port.</source>
        <translation>Brak odpowiedzi od brokera %1. Sprawdź link i upewnij się, że zapora nie blokuje portu.</translation>
    </message>
    <message>
        <source>Could not join the game through the broker %1.</source>
        <translation>Nie udało się dołączyć do gry przez broker %1.</translation>
    </message>
    <message>
        <source>Nobody is hosting at %1. Check the address, and that the host has started hosting.</source>
        <translation>Pod adresem %1 nikt nie założył gry. Sprawdź adres i upewnij się, że gospodarz już założył grę.</translation>
    </message>
    <message>
        <source>No answer from %1. Check the address, and that no firewall blocks the port.</source>
        <translation>Brak odpowiedzi od %1. Sprawdź adres i upewnij się, że zapora sieciowa nie blokuje portu.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. Try again.</source>
        <translation>Utracono połączenie z %1. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Could not join the game at %1.</source>
        <translation>Nie udało się dołączyć do gry pod adresem %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Step 1 of 3 — drop a disc</source>
        <translation>Krok 1 z 3 — wrzuć żeton</translation>
    </message>
    <message>
        <source>Step 2 of 3 — pop a disc</source>
        <translation>Krok 2 z 3 — wysuń żeton</translation>
    </message>
    <message>
        <source>Step 3 of 3 — a pop that wins</source>
        <translation>Krok 3 z 3 — zwycięskie wysunięcie</translation>
    </message>
    <message>
        <source>You play %1. Click a column (the marked one will do) or press its number: your disc falls to the lowest free hole.</source>
        <translation>Twój kolor: %1. Kliknij kolumnę (zaznaczona się nada) albo naciśnij klawisz z jej numerem: twój żeton spadnie na najniższe wolne pole.</translation>
    </message>
    <message>
        <source>In Pop Out you may pop instead: take one of your own discs (%1) out of the bottom row, and the discs above slide down. Click the handle under it, or press ↑ over its column.</source>
        <translation>W Pop Out możesz zamiast tego wysunąć żeton: wyjmij jeden ze swoich żetonów (%1) z dolnego rzędu, a żetony nad nim zsuną się w dół. Kliknij uchwyt pod nim albo wybierz jego kolumnę i naciśnij ↑.</translation>
    </message>
    <message>
        <source>One pop here makes four %1 discs in a row: find it. Which of your bottom discs would bring one of yours down into the gap?</source>
        <translation>Jedno wysunięcie ułoży tu cztery żetony w rzędzie (%1): znajdź je. Który z twoich dolnych żetonów sprowadzi twój żeton w lukę?</translation>
    </message>
    <message>
        <source>That was a pop: it comes next. First drop a disc: click a column or press its number.</source>
        <translation>To było wysunięcie — to następny krok. Najpierw wrzuć żeton: kliknij kolumnę albo naciśnij klawisz z jej numerem.</translation>
    </message>
    <message>
        <source>That was a drop. This time pop one of your own discs (%1) out of the bottom row: click the handle under it, or press ↑ over its column.</source>
        <translation>To był wrzut. Tym razem wysuń jeden ze swoich żetonów (%1) z dolnego rzędu: kliknij uchwyt pod nim albo wybierz jego kolumnę i naciśnij ↑.</translation>
    </message>
    <message>
        <source>A drop does not win here: try a pop. One pop makes four %1 discs.</source>
        <translation>Wrzut tu nie wygrywa: spróbuj wysunięcia. Jedno wysunięcie ułoży cztery żetony (%1) w rzędzie.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. The marked handle is the one.</source>
        <translation>To wysunięcie nie ułożyło czterech w rzędzie. Właściwy jest zaznaczony uchwyt.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. Watch which disc slides down into the gap, and try again.</source>
        <translation>To wysunięcie nie ułożyło czterech w rzędzie. Zobacz, który żeton zsuwa się do luki, i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Brawo!</translation>
    </message>
    <message>
        <source>You know Pop Out.</source>
        <translation>Znasz już Pop Out.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Leave (Esc)</source>
        <translation>Wyjdź (Esc)</translation>
    </message>
    <message>
        <source>End the lesson: a new game for two players.</source>
        <translation>Zakończ lekcję: nowa partia dla dwóch graczy.</translation>
    </message>
</context>
<context>
    <name>LinkCause</name>
    <message>
        <source>the peer reads nothing: over %1 bytes wait for it</source>
        <translation>druga strona nic nie odczytuje: czeka ponad %1 bajtów</translation>
    </message>
    <message>
        <source>a line is limited to %1 bytes</source>
        <translation>wiersz może mieć najwyżej %1 bajtów</translation>
    </message>
    <message>
        <source>a line must arrive whole within %1 s</source>
        <translation>wiersz musi dotrzeć w całości w ciągu %1 s</translation>
    </message>
    <message>
        <source>more than %1 messages in a second</source>
        <translation>ponad %1 wiadomości na sekundę</translation>
    </message>
    <message>
        <source>the peer reported: %1</source>
        <translation>druga strona zgłosiła: %1</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>błąd wewnętrzny: %1</translation>
    </message>
    <message>
        <source>the link was closed</source>
        <translation>połączenie zostało zamknięte</translation>
    </message>
    <message>
        <source>the other side closed the connection</source>
        <translation>druga strona zamknęła połączenie</translation>
    </message>
    <message>
        <source>no message for too long</source>
        <translation>zbyt długo brak wiadomości</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>brak odpowiedzi</translation>
    </message>
    <message>
        <source>the other side did not answer</source>
        <translation>druga strona nie odpowiedziała</translation>
    </message>
    <message>
        <source>messages were lost on the way</source>
        <translation>wiadomości zaginęły po drodze</translation>
    </message>
    <message>
        <source>too many messages missing</source>
        <translation>brakuje zbyt wielu wiadomości</translation>
    </message>
    <message>
        <source>the broker connection takes no more messages</source>
        <translation>połączenie z brokerem nie przyjmuje już wiadomości</translation>
    </message>
</context>
<context>
    <name>LinkProblems</name>
    <message>
        <source>This is not a popout:// link.</source>
        <translation>To nie jest link popout://.</translation>
    </message>
    <message>
        <source>This link is too long: an invite link has at most %1 characters. Copy the link again, on its own.</source>
        <translation>Ten link jest za długi: link z zaproszeniem ma najwyżej %1 znaków. Skopiuj link jeszcze raz, bez niczego więcej.</translation>
    </message>
    <message>
        <source>This popout:// link is not an internet game&apos;s (they hold /r/).</source>
        <translation>Ten link popout:// nie prowadzi do gry przez internet (takie linki zawierają /r/).</translation>
    </message>
    <message>
        <source>The broker in this link is not a host name or address.</source>
        <translation>Broker w tym linku nie jest nazwą hosta ani adresem.</translation>
    </message>
    <message>
        <source>The port in this link is not a number from 1 to 65535.</source>
        <translation>Port w tym linku nie jest liczbą od 1 do 65535.</translation>
    </message>
    <message>
        <source>The room in this link is damaged: copy the whole link again.</source>
        <translation>Pokój w tym linku jest uszkodzony: skopiuj cały link jeszcze raz.</translation>
    </message>
    <message>
        <source>The link has lost its end (the secret after #): copy the whole link again.</source>
        <translation>Link stracił końcówkę (tajny klucz po #): skopiuj cały link jeszcze raz.</translation>
    </message>
    <message>
        <source>The secret at the end of this link is damaged: copy the whole link again.</source>
        <translation>Tajny klucz na końcu tego linku jest uszkodzony: skopiuj cały link jeszcze raz.</translation>
    </message>
    <message>
        <source>This link has an option this version does not know (only tls=0).</source>
        <translation>Ten link ma opcję nieznaną tej wersji (obsługiwana jest tylko tls=0).</translation>
    </message>
    <message>
        <source>This is not an invite link.</source>
        <translation>To nie jest link z zaproszeniem.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the file is too large to be a saved game</source>
        <translation>plik jest za duży jak na zapisaną partię</translation>
    </message>
    <message>
        <source>the file is not text, so not a saved game</source>
        <translation>plik nie jest tekstem, więc nie jest zapisaną partią</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <source>the file is truncated: it ends in the middle of the game</source>
        <translation>plik jest ucięty: kończy się w środku partii</translation>
    </message>
    <message>
        <source>the file is corrupt (at line %1, column %2)</source>
        <translation>plik jest uszkodzony (wiersz %1, znak %2)</translation>
    </message>
    <message>
        <source>this is not a Pop Out saved game</source>
        <translation>to nie jest zapisana partia Pop Out</translation>
    </message>
    <message>
        <source>the file was written by a newer Pop Out (format version %1; this version reads up to %2): please update</source>
        <translation>plik zapisała nowsza wersja Pop Out (wersja formatu %1; ta wersja czyta do %2): zaktualizuj program</translation>
    </message>
    <message>
        <source>the moves in it are not legal (%1)</source>
        <translation>zapisane w nim ruchy są niedozwolone (%1)</translation>
    </message>
    <message>
        <source>the result stored in it does not match its moves</source>
        <translation>zapisany wynik nie zgadza się z ruchami</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>taki plik nie istnieje</translation>
    </message>
    <message>
        <source>it is a folder, not a saved game</source>
        <translation>to folder, a nie zapisana partia</translation>
    </message>
    <message>
        <source>you may not read it (permission denied)</source>
        <translation>brak uprawnień do odczytu pliku</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>nie da się go odczytać (%1)</translation>
    </message>
    <message>
        <source>a part of it is damaged (%1)</source>
        <translation>część pliku jest uszkodzona (%1)</translation>
    </message>
    <message>
        <source>its lists and objects are nested more than %1 deep</source>
        <translation>jego listy i obiekty są zagnieżdżone głębiej niż na %1 poziomów</translation>
    </message>
    <message>
        <source>it holds a number no saved game has (%1)</source>
        <translation>zawiera liczbę, jakiej nie ma żadna zapisana partia (%1)</translation>
    </message>
    <message>
        <source>an object in it names the field %1 twice</source>
        <translation>jeden z jego obiektów podaje pole %1 dwa razy</translation>
    </message>
    <message>
        <source>the game is too long: it has more than %1 moves</source>
        <translation>partia jest za długa: ma ponad %1 ruchów</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe, say)</source>
        <translation>to nie jest zwykły plik (tylko np. urządzenie lub potok)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation>wygrana w %1</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>W%1</translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation>przegrana w %1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nowa</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Rozpocznij &amp;ponownie</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Export Position as PNG…</source>
        <translation>&amp;Eksportuj pozycję do PNG…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów ruch</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Tryb &amp;analizy</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Wróć do gry</translation>
    </message>
    <message>
        <source>&amp;Table Settings…</source>
        <translation>Ustawienia &amp;stołu…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>&amp;About Pop Out</source>
        <translation>&amp;O programie Pop Out</translation>
    </message>
    <message>
        <source>Choose the players and the table, then play</source>
        <translation>Wybierz graczy i stół, a potem graj</translation>
    </message>
    <message>
        <source>Start again with the same players and table</source>
        <translation>Zacznij od nowa z tymi samymi graczami i stołem</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Wykonaj ponownie cofnięty ruch</translation>
    </message>
    <message>
        <source>Show the move the computer would play</source>
        <translation>Pokaż ruch, który wykonałby komputer</translation>
    </message>
    <message>
        <source>Show the value of every move: W7 wins in 7 moves, L12 loses in 12, = draw, a number is an estimate</source>
        <translation>Pokaż wartość każdego ruchu: W7 wygrywa w 7 ruchach, P12 przegrywa w 12, = remis, liczba to szacunek</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Szybkość animacji</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Pasek narzędzi</translation>
    </message>
    <message>
        <source>Mo&amp;ves</source>
        <translation>Ru&amp;chy</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Graj stąd</translation>
    </message>
    <message>
        <source>Take the game back to this position and play on from it; the moves that followed wait in Redo.</source>
        <translation>Cofnij partię do tej pozycji i graj dalej stąd; późniejsze ruchy czekają w „Ponów”.</translation>
    </message>
    <message>
        <source>The computer is thinking: your turn comes after its move.</source>
        <translation>Komputer myśli: twoja kolej po jego ruchu.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s move.</source>
        <translation>Czekamy na ruch gracza %1.</translation>
    </message>
    <message>
        <source>The computer had a problem (%1) and played a random move.</source>
        <translation>Komputer napotkał problem (%1) i wykonał losowy ruch.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otwórz partię</translation>
    </message>
    <message>
        <source>Pop Out games (*.popout)</source>
        <translation>Partie Pop Out (*.popout)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć partii</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.

The current game is unchanged.</source>
        <translation>Nie można otworzyć %1: %2.

Bieżąca partia pozostała bez zmian.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Otwarto %1.</translation>
    </message>
    <message>
        <source>game.popout</source>
        <translation>partia.popout</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Zapisz partię</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Nie można zapisać partii</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Nie udało się zapisać partii w %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Eksportuj pozycję</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>pozycja.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be written to %1: %2.</source>
        <translation>Nie udało się zapisać obrazu w %1: %2.</translation>
    </message>
    <message>
        <source>Cannot export the position</source>
        <translation>Nie można wyeksportować pozycji</translation>
    </message>
    <message>
        <source>Exported the position to %1.</source>
        <translation>Wyeksportowano pozycję do %1.</translation>
    </message>
    <message>
        <source>Reviewing the start position (%1 moves played). Read-only.</source>
        <translation>Przegląd pozycji początkowej (wykonane ruchy: %1). Tylko do odczytu.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1 of %2. Read-only.</source>
        <translation>Przegląd pozycji po ruchu %1 z %2. Tylko do odczytu.</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <source>Start a new game at the new table now? The game in progress ends.</source>
        <translation>Rozpocząć teraz nową partię przy nowym stole? Trwająca partia zostanie zakończona.</translation>
    </message>
    <message>
        <source>About Pop Out</source>
        <translation>O programie Pop Out</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Connect Four with a twist: on your turn, drop a disc into a column &lt;i&gt;or&lt;/i&gt; pop one of your own discs out of the bottom row.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Czwórki z niespodzianką: w swoim ruchu wrzuć żeton do kolumny &lt;i&gt;albo&lt;/i&gt; wysuń jeden ze swoich żetonów z dolnego rzędu.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>compiled C</source>
        <translation>skompilowanym C</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>czystym Pythonie</translation>
    </message>
    <message>
        <source>Engine: classic solver in %1, Pop Out search in %2.</source>
        <translation>Silnik: solwer klasyczny w %1, wyszukiwanie Pop Out w %2.</translation>
    </message>
    <message>
        <source>The compiled core was not built when the game was installed, so the computer thinks %1 to %2 times slower. To build it, install gcc and python3-dev, then install the game again.</source>
        <translation>Podczas instalacji gry nie zbudowano skompilowanego rdzenia, więc komputer myśli od %1 do %2 razy wolniej. Aby go zbudować, zainstaluj gcc i python3-dev, a potem zainstaluj grę ponownie.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Podpowiedź: pasuj.</translation>
    </message>
    <message>
        <source>Hint: pop column %1.</source>
        <translation>Podpowiedź: wysuń żeton z kolumny %1.</translation>
    </message>
    <message>
        <source>Hint: play the %2 into column %1.</source>
        <translation>Podpowiedź: zagraj żeton „%2” do kolumny %1.</translation>
    </message>
    <message>
        <source>Hint: drop into column %1.</source>
        <translation>Podpowiedź: wrzuć żeton do kolumny %1.</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>Błąd silnika: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <source>%1[*] — Pop Out</source>
        <translation>%1[*] — Pop Out</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: pas.</translation>
    </message>
    <message>
        <source>%1 crushed column %2 with the anvil.</source>
        <translation>%1: kowadło zmiażdżyło kolumnę %2.</translation>
    </message>
    <message>
        <source>%1 played the %2 into column %3.</source>
        <translation>%1: żeton „%2” do kolumny %3.</translation>
    </message>
    <message>
        <source>%1&apos;s bomb popped %2&apos;s disc from column %3.</source>
        <translation>%1: bomba wysunęła żeton przeciwnika (%2) z kolumny %3.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3) and pops again.</source>
        <translation>%1 zatrzymuje żeton (%2 / %3) i wysuwa znowu.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3).</source>
        <translation>%1 zatrzymuje żeton (%2 / %3).</translation>
    </message>
    <message>
        <source>%1 popped column %2.</source>
        <translation>%1: wysunięcie z kolumny %2.</translation>
    </message>
    <message>
        <source>%1 put the disc back into column %2.</source>
        <translation>%1: żeton odłożony do kolumny %2.</translation>
    </message>
    <message>
        <source>%1 made the second drop into column %2.</source>
        <translation>%1: drugi wrzut do kolumny %2.</translation>
    </message>
    <message>
        <source>%1 dropped into column %2.</source>
        <translation>%1: wrzut do kolumny %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pass.</source>
        <translation>Cofnięto ruch (%1: pas).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s %3 in column %2.</source>
        <translation>Cofnięto ruch (%1: żeton „%3” do kolumny %2).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pop of column %2.</source>
        <translation>Cofnięto ruch (%1: wysunięcie z kolumny %2).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s drop into column %2.</source>
        <translation>Cofnięto ruch (%1: wrzut do kolumny %2).</translation>
    </message>
    <message>
        <source>%1 wins with %2 kept discs!</source>
        <translation>Wygrywa %1 (zatrzymane żetony: %2)!</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves, the most a game may have.</source>
        <translation>Remis: partia osiągnęła %1 ruchów, najwięcej, ile może mieć partia.</translation>
    </message>
    <message>
        <source>Moves played: %1.</source>
        <translation>Wykonane ruchy: %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Wygrywa komputer</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Poddajesz się.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>Komputer poddaje się.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 poddaje się.</translation>
    </message>
    <message>
        <source>You kept %1 discs.</source>
        <translation>Twoje zatrzymane żetony: %1.</translation>
    </message>
    <message>
        <source>The computer kept %1 discs.</source>
        <translation>Żetony zatrzymane przez komputer: %1.</translation>
    </message>
    <message>
        <source>%1 kept %2 discs.</source>
        <translation>%1 — zatrzymane żetony: %2.</translation>
    </message>
    <message>
        <source>A line of %1.</source>
        <translation>Linia %1 żetonów.</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remis za zgodą</translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation>Remis: plansza jest pełna</translation>
    </message>
    <message>
        <source>Draw: no discs are left</source>
        <translation>Remis: nie został żaden żeton</translation>
    </message>
    <message>
        <source>Draw: the same position three times</source>
        <translation>Remis: ta sama pozycja trzy razy</translation>
    </message>
    <message>
        <source>Draw: %1 moves, the most a game may have</source>
        <translation>Remis: %1 ruchów, najwięcej, ile może mieć partia</translation>
    </message>
    <message>
        <source>%1 to move: setup — drop into one of the lowest columns.</source>
        <translation>Ruch: %1. Zapełnianie planszy — wrzut do jednej z najniższych kolumn.</translation>
    </message>
    <message>
        <source>%1 played the wall into column %2 — now drop a second disc that makes no line of yours.</source>
        <translation>%1: mur do kolumny %2 — mur: drugi wrzut, który nie układa linii.</translation>
    </message>
    <message>
        <source>%1 played the ×2 into column %2 — now drop a second disc.</source>
        <translation>%1: ×2 do kolumny %2 — ×2: drugi wrzut.</translation>
    </message>
    <message>
        <source>%1 must put the disc back into column %2: no other is open.</source>
        <translation>Ruch: %1. Żeton trzeba odłożyć do kolumny %2: żadna inna nie jest wolna.</translation>
    </message>
    <message>
        <source>%1 must put the disc back: drop it into any column but %2.</source>
        <translation>Ruch: %1. Żeton trzeba odłożyć: wrzut do dowolnej kolumny oprócz %2.</translation>
    </message>
    <message>
        <source>%1 played the bomb into column %2 — now pop one of %3&apos;s bottom discs.</source>
        <translation>%1: bomba do kolumny %2 — teraz wysuń jeden z dolnych żetonów przeciwnika (%3).</translation>
    </message>
    <message>
        <source>%1 must pass: no disc of theirs is in the bottom row.</source>
        <translation>Ruch: %1. Trzeba pasować: w dolnym rzędzie nie ma własnych żetonów.</translation>
    </message>
    <message>
        <source>%1 to move: pop column %2.</source>
        <translation>Ruch: %1. Wysunięcie z kolumny %2.</translation>
    </message>
    <message>
        <source>%1 to move: pop one of columns %2.</source>
        <translation>Ruch: %1. Wysunięcie z jednej z kolumn %2.</translation>
    </message>
    <message>
        <source>%1 to move: the %2 is armed — choose a column (Esc disarms).</source>
        <translation>Ruch: %1. Żeton „%2” w gotowości — wybierz kolumnę (Esc anuluje).</translation>
    </message>
    <message>
        <source>%1 to move: drop, or play a power checker (A, B, W, X).</source>
        <translation>Ruch: %1. Wrzut albo żeton specjalny (A, B, W, X).</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop column %2, or play a power checker.</source>
        <translation>Ruch: %1. Wrzut, wysunięcie z kolumny %2 albo żeton specjalny.</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop one of columns %2, or play a power checker.</source>
        <translation>Ruch: %1. Wrzut, wysunięcie z jednej z kolumn %2 albo żeton specjalny.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Ruch: %1.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop column %2.</source>
        <translation>Ruch: %1. Wrzut albo wysunięcie z kolumny %2.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop one of columns %2.</source>
        <translation>Ruch: %1. Wrzut albo wysunięcie z jednej z kolumn %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins!</source>
        <translation>%1 poddaje się: wygrywa %2!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remis za zgodą.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Remis: plansza jest pełna.</translation>
    </message>
    <message>
        <source>Draw: no discs are left on the board.</source>
        <translation>Remis: na planszy nie został żaden żeton.</translation>
    </message>
    <message>
        <source>Draw: the same position came up three times.</source>
        <translation>Remis: ta sama pozycja powtórzyła się trzy razy.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <source>The time the game was started is unknown (its field &apos;created&apos; is empty, as older versions wrote it).</source>
        <translation>Czas rozpoczęcia partii jest nieznany (jej pole &apos;created&apos; jest puste, jak zapisywały starsze wersje).</translation>
    </message>
    <message>
        <source>The time the game was last saved is unknown (its field &apos;saved&apos; is empty).</source>
        <translation>Czas ostatniego zapisu partii jest nieznany (jej pole &apos;saved&apos; jest puste).</translation>
    </message>
    <message>
        <source>Fields this version of Pop Out does not know (%1) are left out and will not be saved with the game.</source>
        <translation>Pola, których ta wersja Pop Out nie zna (%1), zostały pominięte i nie zostaną zapisane z partią.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Ruch cofnięty: „Ponów” wykona go ponownie</translation>
    </message>
</context>
<context>
    <name>MqttCarrier</name>
    <message>
        <source>The broker %1 refused the connection: nothing listens on that port.</source>
        <translation>Broker %1 odmówił połączenia: na tym porcie nic nie nasłuchuje.</translation>
    </message>
    <message>
        <source>The broker&apos;s name %1 could not be found.</source>
        <translation>Nie znaleziono nazwy brokera %1.</translation>
    </message>
    <message>
        <source>The broker %1 did not answer in time.</source>
        <translation>Broker %1 nie odpowiedział na czas.</translation>
    </message>
    <message>
        <source>The secure connection to the broker %1 failed (does it offer TLS?): %2</source>
        <translation>Bezpieczne połączenie z brokerem %1 nie powiodło się (czy obsługuje TLS?): %2</translation>
    </message>
    <message>
        <source>The broker %1 could not be reached: %2</source>
        <translation>Nie można połączyć się z brokerem %1: %2</translation>
    </message>
    <message>
        <source>The broker %1 refused the login: check the user name and password in the preferences (the broker may also not let this user in).</source>
        <translation>Broker %1 odrzucił logowanie: sprawdź nazwę użytkownika i hasło w preferencjach (broker może też nie wpuszczać tego użytkownika).</translation>
    </message>
    <message>
        <source>The broker %1 is busy or unavailable; try again later.</source>
        <translation>Broker %1 jest zajęty lub niedostępny; spróbuj później.</translation>
    </message>
    <message>
        <source>The broker %1 refused the connection: %2</source>
        <translation>Broker %1 odmówił połączenia: %2</translation>
    </message>
    <message>
        <source>%1 accepted the connection but did not answer as an MQTT broker. Check that this is the broker&apos;s address and port.</source>
        <translation>%1 przyjął połączenie, ale nie odpowiedział jak broker MQTT. Sprawdź, czy to adres i port brokera.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>to folder, nie plik</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>it is too large to be a certificate authority&apos;s file</source>
        <translation>jest za duży jak na plik urzędu certyfikacji</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>jest pusty</translation>
    </message>
    <message>
        <source>it holds no certificate (PEM or DER)</source>
        <translation>nie zawiera certyfikatu (PEM ani DER)</translation>
    </message>
    <message>
        <source>The certificate authority file %1 cannot be used: %2</source>
        <translation>Nie można użyć pliku urzędu certyfikacji %1: %2</translation>
    </message>
    <message>
        <source>Disconnected from the broker.</source>
        <translation>Rozłączono z brokerem.</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate that the certificate authority file %3 does not vouch for: %2. Check the file chosen in the preferences (Internet play).</source>
        <translation>Certyfikatu brokera %1 nie poświadcza plik urzędu certyfikacji %3: %2. Sprawdź plik wybrany w preferencjach (Gra przez internet).</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate this computer does not trust: %2. If the broker has a certificate authority of its own, choose that authority&apos;s file in the preferences (Internet play).</source>
        <translation>Broker %1 ma certyfikat, któremu ten komputer nie ufa: %2. Jeśli broker ma własny urząd certyfikacji, wybierz plik tego urzędu w preferencjach (Gra przez internet).</translation>
    </message>
    <message>
        <source>The connection to the broker closed at once.</source>
        <translation>Połączenie z brokerem od razu się zamknęło.</translation>
    </message>
    <message>
        <source>The broker %1 does not let us subscribe to the game&apos;s topics: %2</source>
        <translation>Broker %1 nie pozwala subskrybować tematów gry: %2</translation>
    </message>
    <message>
        <source>The broker refused the connection.</source>
        <translation>Broker odmówił połączenia.</translation>
    </message>
    <message>
        <source>The connection to the broker %1 was lost; reconnecting.</source>
        <translation>Utracono połączenie z brokerem %1; ponowne łączenie.</translation>
    </message>
    <message>
        <source>The broker %1 closed the connection before it was made.</source>
        <translation>Broker %1 zamknął połączenie, zanim zostało nawiązane.</translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
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
        <translation>Pop 10 do %1</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 w rzędzie</translation>
    </message>
    <message>
        <source>pops</source>
        <translation>z wysuwaniem</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>tylko wrzuty</translation>
    </message>
    <message>
        <source>side columns</source>
        <translation>skrajne kolumny</translation>
    </message>
    <message>
        <source>repetition draws</source>
        <translation>remis przy powtórzeniu</translation>
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
        <translation>&amp;Sieć</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>Zaproponuj &amp;remis</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Poddaj się</translation>
    </message>
    <message>
        <source>Offer a Re&amp;match</source>
        <translation>Zaproponuj r&amp;ewanż</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>&amp;Opuść grę sieciową</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>port %1</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>Opuszczono grę sieciową.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 dołącza.</translation>
    </message>
    <message>
        <source>Play on the game in progress over the network, or start a new one?</source>
        <translation>Kontynuować trwającą partię przez sieć czy zacząć nową?</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>&amp;Załóż grę…</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>&amp;Dołącz do gry…</translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation>Załóż grę</translation>
    </message>
    <message>
        <source>This game started from a set-up position, which a guest cannot receive: hosting starts a new game.</source>
        <translation>Ta partia zaczęła się od ustawionej pozycji, której gość nie może otrzymać: założenie gry rozpocznie nową partię.</translation>
    </message>
    <message>
        <source>&amp;Play on this game</source>
        <translation>&amp;Kontynuuj tę partię</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Zacznij &amp;nową</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried: the join code is now %1.</source>
        <translation>Wpisano zbyt wiele błędnych kodów dołączenia: kod to teraz %1.</translation>
    </message>
    <message>
        <source>%1 left; their seat is kept.</source>
        <translation>%1: brak połączenia, miejsce zachowane.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1: utracono połączenie.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here: rejoin to watch again when the host or the network is back.</source>
        <translation>Nie udało się wrócić do gry. Partia zostaje tutaj: dołącz ponownie, aby dalej oglądać, gdy gospodarz lub sieć wrócą.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here, and so does your seat: rejoin when the host or the network is back.</source>
        <translation>Nie udało się wrócić do gry. Partia zostaje tutaj, podobnie jak twoje miejsce: dołącz ponownie, gdy gospodarz lub sieć wrócą.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Dołącz ponownie</translation>
    </message>
    <message>
        <source>The host did not let us back: %1</source>
        <translation>Host nie wpuścił nas z powrotem: %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>próba %1</translation>
    </message>
    <message>
        <source>the host asks for the join code</source>
        <translation>gospodarz prosi o kod dołączenia</translation>
    </message>
    <message>
        <source>Join Code</source>
        <translation>Kod dołączenia</translation>
    </message>
    <message>
        <source>The host asks for the join code again (it may have changed). Type the code shown on the host&apos;s screen to go back to the game:</source>
        <translation>Gospodarz ponownie prosi o kod dołączenia (mógł się zmienić). Wpisz kod widoczny na ekranie gospodarza, aby wrócić do gry:</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Wróć do gry</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Opuść</translation>
    </message>
    <message>
        <source>giving the join code</source>
        <translation>wysyłanie kodu dołączenia</translation>
    </message>
    <message>
        <source>Asked %1 to take back a move.</source>
        <translation>Poproszono gracza %1 o cofnięcie ruchu.</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>Zaproponowano remis.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Czy na pewno chcesz poddać tę partię?</translation>
    </message>
    <message>
        <source>You offered a rematch.</source>
        <translation>Zaproponowano rewanż.</translation>
    </message>
    <message>
        <source>%1 asks to take back moves (back to move %2).</source>
        <translation>%1 prosi o cofnięcie ruchów (do ruchu %2).</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 proponuje remis.</translation>
    </message>
    <message>
        <source>%1 offers a rematch with the colours swapped.</source>
        <translation>%1 proponuje rewanż z zamianą kolorów.</translation>
    </message>
    <message>
        <source>%1 agreed to take back.</source>
        <translation>%1 zgadza się na cofnięcie ruchu.</translation>
    </message>
    <message>
        <source>%1 declined to take back.</source>
        <translation>%1 nie zgadza się na cofnięcie ruchu.</translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation>%1 przyjmuje remis.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 odrzuca remis.</translation>
    </message>
    <message>
        <source>%1 accepted the rematch.</source>
        <translation>%1 przyjmuje rewanż.</translation>
    </message>
    <message>
        <source>%1 declined the rematch.</source>
        <translation>%1 odrzuca rewanż.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Komputer (początkujący)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Komputer (łatwy)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Komputer (średni)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Komputer (trudny)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Komputer (ekspert)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>&amp;First (%1):</source>
        <translation>&amp;Pierwszy (%1):</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>Pierwszy ruch: %1.</translation>
    </message>
    <message>
        <source>Sec&amp;ond (%1):</source>
        <translation>&amp;Drugi (%1):</translation>
    </message>
    <message>
        <source>%1 moves second.</source>
        <translation>Drugi ruch: %1.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Kto gra (%1)</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer.</source>
        <translation>Osoba przy tym komputerze albo komputer.</translation>
    </message>
    <message>
        <source>Level of the computer playing %1</source>
        <translation>Poziom komputera (%1)</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Jak silnie gra komputer.</translation>
    </message>
    <message>
        <source>Name of the player of %1</source>
        <translation>Imię gracza (%1)</translation>
    </message>
    <message>
        <source>Leave empty to use the name shown in grey.</source>
        <translation>Zostaw puste, aby użyć nazwy pokazanej na szaro.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>⇅ S&amp;wap</source>
        <translation>⇅ &amp;Zamień</translation>
    </message>
    <message>
        <source>Exchange the two players, so that the other one moves first.</source>
        <translation>Zamień graczy miejscami, aby zaczynał ten drugi.</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>Rozpocznij &amp;grę</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Akceptuj</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Odrzuć</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Over the network</source>
        <translation>Przez sieć</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>kept %1 / %2</source>
        <translation>zatrzymane: %1 / %2</translation>
    </message>
    <message>
        <source>Discs kept (%1 to win)</source>
        <translation>Zatrzymane żetony; do wygranej potrzeba %1</translation>
    </message>
    <message>
        <source>no power checkers</source>
        <translation>brak żetonów specjalnych</translation>
    </message>
    <message>
        <source>Power checkers left: %1</source>
        <translation>Pozostałe żetony specjalne: %1</translation>
    </message>
    <message>
        <source>No power checkers left.</source>
        <translation>Nie został żaden żeton specjalny.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ ruch</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>There is no text to read: copy a position code (or a popout://position/ link) first, then paste it.</source>
        <translation>Brak tekstu do odczytania: najpierw skopiuj kod pozycji (lub link popout://position/), a potem go wklej.</translation>
    </message>
    <message>
        <source>%1 is an invite link to a network game, not a position code: open it with Network → Join Game….</source>
        <translation>%1 to link z zaproszeniem do gry sieciowej, a nie kod pozycji: otwórz go przez Sieć → Dołącz do gry….</translation>
    </message>
    <message>
        <source>%1 holds a Pop 10 or Power Up game that Pop Out cannot replay: its step %2 (%3) is against the rules.</source>
        <translation>%1 zawiera partię Pop 10 lub Power Up, której Pop Out nie potrafi odtworzyć: jej krok %2 (%3) łamie zasady.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Pop Out, which this one cannot read</source>
        <translation>utworzyła go nowsza wersja Pop Out, a ta wersja nie potrafi go odczytać</translation>
    </message>
    <message>
        <source>the table it names cannot be played</source>
        <translation>przy stole, który podaje, nie da się grać</translation>
    </message>
    <message>
        <source>a position code has only letters, digits, - and _ (no spaces)</source>
        <translation>kod pozycji zawiera tylko litery, cyfry, - i _ (bez spacji)</translation>
    </message>
    <message>
        <source>it is cut short or mistyped: copy it again, all of it</source>
        <translation>jest ucięty lub zawiera literówkę: skopiuj go jeszcze raz w całości</translation>
    </message>
    <message>
        <source>%1 is not a position code Pop Out can read: %2.</source>
        <translation>%1 nie jest kodem pozycji, który Pop Out potrafi odczytać: %2.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps; it is over.</source>
        <translation>Ten kod zawiera partię %1 (liczba kroków: %2); partia jest zakończona.</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps: %3 to move.</source>
        <translation>Ten kod zawiera partię %1 (liczba kroków: %2); ruch: %3.</translation>
    </message>
    <message>
        <source>Discs kept: %1 %2, %3 %4.</source>
        <translation>Zatrzymane żetony: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Power checkers left: %1 %2, %3 %4.</source>
        <translation>Pozostałe żetony specjalne: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Position Code</source>
        <translation>Kod pozycji</translation>
    </message>
    <message>
        <source>Show it as the game on the board, with the current players? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Pokazać tę partię na planszy, z obecnymi graczami? Edytor planszy nie potrafi ustawiać elementów Pop 10 i Power Up.</translation>
    </message>
    <message>
        <source>&amp;Show It</source>
        <translation>&amp;Pokaż</translation>
    </message>
    <message>
        <source>Play on from this position with the current players, or analyse it? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Grać dalej od tej pozycji z obecnymi graczami czy ją przeanalizować? Edytor planszy nie potrafi ustawiać elementów Pop 10 i Power Up.</translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <source>Setting up a position: the game waits.</source>
        <translation>Ustawianie pozycji: partia czeka.</translation>
    </message>
    <message>
        <source>The game goes on from the position of the code.</source>
        <translation>Partia toczy się dalej od pozycji z kodu.</translation>
    </message>
    <message>
        <source>A network game changes only by agreement: leave it first (Network menu) to play from a position.</source>
        <translation>Grę sieciową można zmienić tylko za zgodą obu stron: aby grać od ustawionej pozycji, najpierw ją opuść (menu Sieć).</translation>
    </message>
    <message>
        <source>The game goes on from the position set up.</source>
        <translation>Partia toczy się dalej od ustawionej pozycji.</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Graj stąd</translation>
    </message>
    <message>
        <source>Play from this position now? The game in progress ends.</source>
        <translation>Grać teraz od tej pozycji? Trwająca partia zostanie zakończona.</translation>
    </message>
    <message>
        <source>The position code %1 was copied.</source>
        <translation>Skopiowano kod pozycji %1.</translation>
    </message>
    <message>
        <source>The position link was copied: %1</source>
        <translation>Skopiowano link do pozycji: %1</translation>
    </message>
    <message>
        <source>Only a Pop 10 or Power Up position reached in a game has a code (its steps), and only up to about a thousand of them.</source>
        <translation>W Pop 10 i Power Up kod ma tylko pozycja osiągnięta w partii (kod zapisuje jej kroki), i to tylko do około tysiąca kroków.</translation>
    </message>
    <message>
        <source>A position with a floating disc has no code.</source>
        <translation>Pozycja z żetonem wiszącym w powietrzu nie ma kodu.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Ustaw pozycję…</translation>
    </message>
    <message>
        <source>Place discs, choose who moves, then play or analyse from the position</source>
        <translation>Postaw żetony, wybierz, kto ma ruch, a potem graj lub analizuj od tej pozycji</translation>
    </message>
    <message>
        <source>&amp;Paste Position Code</source>
        <translation>Wk&amp;lej kod pozycji</translation>
    </message>
    <message>
        <source>Set up the position of a code or link on the clipboard</source>
        <translation>Ustaw pozycję z kodu lub linku ze schowka</translation>
    </message>
    <message>
        <source>&amp;Copy Position Code</source>
        <translation>Kopiuj ko&amp;d pozycji</translation>
    </message>
    <message>
        <source>Copy Position &amp;Link</source>
        <translation>Kopiuj l&amp;ink do pozycji</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link of the position shown</source>
        <translation>Skopiuj link popout://position/ do widocznej pozycji</translation>
    </message>
    <message>
        <source>The position code was copied.</source>
        <translation>Skopiowano kod pozycji.</translation>
    </message>
    <message>
        <source>The position link was copied.</source>
        <translation>Skopiowano link do pozycji.</translation>
    </message>
    <message>
        <source>The position of the code is shown.</source>
        <translation>Pokazano pozycję z kodu.</translation>
    </message>
    <message>
        <source>No code: this position is not of a game</source>
        <translation>Brak kodu: ta pozycja nie pochodzi z partii</translation>
    </message>
    <message>
        <source>No code while a disc floats</source>
        <translation>Brak kodu, dopóki żeton wisi w powietrzu</translation>
    </message>
    <message>
        <source>The code carries the steps of the game so far; pasted, it offers to play on from this position or to analyse it</source>
        <translation>Kod zawiera dotychczasowe kroki partii; po wklejeniu pozwala grać dalej od tej pozycji albo ją przeanalizować</translation>
    </message>
    <message>
        <source>Looking further for a game that leads here…</source>
        <translation>Dalsze szukanie partii prowadzącej do tej pozycji…</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Od tej pozycji nie da się grać: %1</translation>
    </message>
    <message>
        <source>Play from here with analysis mode on</source>
        <translation>Graj stąd z włączonym trybem analizy</translation>
    </message>
    <message>
        <source>Set Up a Position</source>
        <translation>Ustaw pozycję</translation>
    </message>
    <message>
        <source>Disc to place</source>
        <translation>Żeton do wstawienia</translation>
    </message>
    <message>
        <source>&amp;Empty (0, Delete)</source>
        <translation>P&amp;uste pole (0, Delete)</translation>
    </message>
    <message>
        <source>A click takes the disc out of the cell</source>
        <translation>Kliknięcie usuwa żeton z pola</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Kto ma ruch</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Wyczyść</translation>
    </message>
    <message>
        <source>Take every disc off the board</source>
        <translation>Zdejmij wszystkie żetony z planszy</translation>
    </message>
    <message>
        <source>Table&apos;s S&amp;tart</source>
        <translation>&amp;Pozycja początkowa</translation>
    </message>
    <message>
        <source>The table&apos;s own start: an empty board, the first player to move</source>
        <translation>Pozycja początkowa stołu: pusta plansza, ruch ma pierwszy gracz</translation>
    </message>
    <message>
        <source>&amp;Flip Colours</source>
        <translation>&amp;Zamień kolory</translation>
    </message>
    <message>
        <source>Swap the colours of every disc</source>
        <translation>Zamień kolory wszystkich żetonów</translation>
    </message>
    <message>
        <source>Change Ta&amp;ble…</source>
        <translation>Zmień s&amp;tół…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back the last change (Ctrl+Z)</source>
        <translation>Cofnij ostatnią zmianę (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Sprawdzenie</translation>
    </message>
    <message>
        <source>Position &amp;code:</source>
        <translation>&amp;Kod pozycji:</translation>
    </message>
    <message>
        <source>Position code</source>
        <translation>Kod pozycji</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>K&amp;opiuj kod</translation>
    </message>
    <message>
        <source>Copy Lin&amp;k</source>
        <translation>Kopiuj &amp;link</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link to send to a friend</source>
        <translation>Skopiuj link popout://position/, aby wysłać go znajomemu</translation>
    </message>
    <message>
        <source>Paste a co&amp;de or link:</source>
        <translation>Wklej ko&amp;d lub link:</translation>
    </message>
    <message>
        <source>Code to paste</source>
        <translation>Kod do wklejenia</translation>
    </message>
    <message>
        <source>A code, or popout://position/…</source>
        <translation>Kod lub popout://position/…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Why the code was refused</source>
        <translation>Dlaczego kod został odrzucony</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Graj stąd</translation>
    </message>
    <message>
        <source>Play from this position (Ctrl+Enter)</source>
        <translation>Graj od tej pozycji (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Back to the game, unchanged (Esc)</source>
        <translation>Wróć do gry bez zmian (Esc)</translation>
    </message>
    <message>
        <source>Placing or taking out a disc sets who moves: every move adds a disc or (a pop) takes one out, so %1 moves with an even number of discs, %2 with an odd one.</source>
        <translation>Postawienie lub usunięcie żetonu zmienia, kto ma ruch: każdy ruch dodaje żeton albo (wysunięcie) jeden zabiera, więc %1 ma ruch przy parzystej liczbie żetonów, a %2 przy nieparzystej.</translation>
    </message>
    <message>
        <source>&amp;%1 (1, R)</source>
        <translation>%1 (1, &amp;R)</translation>
    </message>
    <message>
        <source>%1 (2, &amp;Y)</source>
        <translation>%1 (2, &amp;Y)</translation>
    </message>
    <message>
        <source>%1 moves in this position</source>
        <translation>W tej pozycji ruch ma %1</translation>
    </message>
    <message>
        <source>Table: %1 — %2</source>
        <translation>Stół: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <source>anvil</source>
        <translation>kowadło</translation>
    </message>
    <message>
        <source>bomb</source>
        <translation>bomba</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
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
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>O&amp;gólne</translation>
    </message>
    <message>
        <source>&amp;Internet play</source>
        <translation>Gra przez &amp;internet</translation>
    </message>
    <message>
        <source>Blue and orange discs marked with a cross and a ring, for colour-blind eyes.</source>
        <translation>Niebieskie i pomarańczowe żetony z krzyżykiem i kółkiem, dla osób słabo rozróżniających barwy.</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Podgląd motywu</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is set, high contrast when the desktop asks for it, and switching with it.</source>
        <translation>Jasny lub ciemny, jak ustawiono pulpit, o wysokim kontraście, gdy pulpit o to prosi, i zmienia się razem z nim.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Normal, or off when the desktop is set to reduce motion, and switching with it.</source>
        <translation>Normalnie albo bez animacji, gdy pulpit ma ograniczać ruch, i zmienia się razem z nim.</translation>
    </message>
    <message>
        <source>How fast discs fall and slide. Off shows every move at once.</source>
        <translation>Jak szybko żetony spadają i się przesuwają. „Bez animacji” pokazuje każdy ruch od razu.</translation>
    </message>
    <message>
        <source>&amp;Play sounds for drops, pops and wins</source>
        <translation>&amp;Odtwarzaj dźwięki wrzutów, wysunięć i wygranych</translation>
    </message>
    <message>
        <source>Without an audio device the game stays silent, whatever this says.</source>
        <translation>Bez urządzenia audio gra milczy, niezależnie od tego ustawienia.</translation>
    </message>
    <message>
        <source>This installation cannot play sound.</source>
        <translation>Ta instalacja gry nie może odtwarzać dźwięku.</translation>
    </message>
    <message>
        <source>Audio cues: hear where &amp;each disc lands</source>
        <translation>Wskazówki dźwiękowe: słychać, gdzie ląduje &amp;każdy krążek</translation>
    </message>
    <message>
        <source>Audio cues</source>
        <translation>Wskazówki dźwiękowe</translation>
    </message>
    <message>
        <source>Two notes for each move: the first tells the column (low on the left, higher to the right, heard from its side), the second the row (higher further up); a falling note is a pop, and the opponent&apos;s moves sound reedier.</source>
        <translation>Dwie nuty na każdy ruch: pierwsza mówi o kolumnie (niska po lewej, wyższa ku prawej, słyszalna z jej strony), druga o rzędzie (wyższa wyżej); opadająca nuta to wysunięcie, a ruchy przeciwnika brzmią ostrzejszą barwą.</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia: pip install PySide6-Addons (and the libpulse0 package on Linux).</source>
        <translation>Dźwięk wymaga Qt Multimedia: pip install PySide6-Addons (a w Linuksie także pakietu libpulse0).</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Domyślny systemowy</translation>
    </message>
    <message>
        <source>The language of the game&apos;s menus and messages.</source>
        <translation>Język menu i komunikatów gry.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time you start Pop Out.</source>
        <translation>Nowy język zacznie obowiązywać po następnym uruchomieniu Pop Out.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Zastosuj</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Domyślne</translation>
    </message>
    <message>
        <source>Show the standard preferences; nothing is stored until OK or Apply.</source>
        <translation>Pokaż domyślne preferencje; nic nie zostanie zapisane przed „OK” lub „Zastosuj”.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Szybkość animacji:</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Dźwięk:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>%1 shown of %2 puzzles; %3 solved.</source>
        <translation>Pokazane łamigłówki: %1 z %2; rozwiązane: %3.</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Wszystkie stoły</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>&amp;Poziom:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>Dłu&amp;gość:</translation>
    </message>
    <message>
        <source>&amp;Key move:</source>
        <translation>&amp;Kluczowy ruch:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>S&amp;tół:</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Wszystkie poziomy</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Dowolna długość</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Wygrana w %1 ruchach</translation>
    </message>
    <message>
        <source>Drop or pop</source>
        <translation>Wrzut lub wysunięcie</translation>
    </message>
    <message>
        <source>A pop</source>
        <translation>Wysunięcie</translation>
    </message>
    <message>
        <source>A drop</source>
        <translation>Wrzut</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>Tylko nie&amp;rozwiązane</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Łamigłówki</translation>
    </message>
    <message>
        <source>The puzzles cannot be loaded: %1</source>
        <translation>Nie można wczytać łamigłówek: %1</translation>
    </message>
    <message>
        <source>Solving puzzles: the game waits.</source>
        <translation>Rozwiązywanie łamigłówek: partia czeka.</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Ł&amp;amigłówki…</translation>
    </message>
    <message>
        <source>Solve Pop Out puzzles: find the forced win</source>
        <translation>Rozwiązuj łamigłówki Pop Out: znajdź wymuszoną wygraną</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Wróć do gry</translation>
    </message>
    <message>
        <source>T&amp;ry Again</source>
        <translation>&amp;Spróbuj ponownie</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Następna łamigłówka</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>&amp;Hint: Show the Move</source>
        <translation>Po&amp;dpowiedź: pokaż ruch</translation>
    </message>
    <message>
        <source>Choose a puzzle from the list.</source>
        <translation>Wybierz łamigłówkę z listy.</translation>
    </message>
    <message>
        <source>No puzzles.</source>
        <translation>Brak łamigłówek.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 · %4</source>
        <translation>Łamigłówka %1 z %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Solved! %1 wins in %2.</source>
        <translation>Rozwiązane! %1 wygrywa w %2 ruchach.</translation>
    </message>
    <message>
        <source>That move loses at once. Try again.</source>
        <translation>Ten ruch od razu przegrywa. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The computer cannot answer: %1</source>
        <translation>Komputer nie może odpowiedzieć: %1</translation>
    </message>
    <message>
        <source>%1 looks for the best defence…</source>
        <translation>%1 szuka najlepszej obrony…</translation>
    </message>
    <message>
        <source>Find the move that forces the win.</source>
        <translation>Znajdź ruch, który wymusza wygraną.</translation>
    </message>
    <message>
        <source>Good. %1 left to win.</source>
        <translation>Dobrze. Do wygranej jeszcze %1.</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 ruch</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 ruchy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>%1 %2×%3</source>
        <translation>%1 %2×%3</translation>
    </message>
    <message>
        <source>%1 to play and win in %2 — with a pop</source>
        <translation>%1 zaczyna i wygrywa w %2 ruchach — zaczynając od wysunięcia</translation>
    </message>
    <message>
        <source>%1 to play and win in %2</source>
        <translation>%1 zaczyna i wygrywa w %2 ruchach</translation>
    </message>
    <message>
        <source>Win in %1, pop</source>
        <translation>Wygrana w %1 ruchach, wysunięcie</translation>
    </message>
    <message>
        <source>a pop from column %1</source>
        <translation>wysunięcie z kolumny %1</translation>
    </message>
    <message>
        <source>a drop in column %1</source>
        <translation>wrzut do kolumny %1</translation>
    </message>
    <message>
        <source>That does not win in %1.</source>
        <translation>To nie wygrywa w %1 ruchach.</translation>
    </message>
    <message>
        <source>%1 answers with %2 and holds.</source>
        <translation>%1 odpowiada: %2 — i się broni.</translation>
    </message>
    <message>
        <source>Hint: the winning move is in column %1.</source>
        <translation>Podpowiedź: zwycięski ruch jest w kolumnie %1.</translation>
    </message>
    <message>
        <source>Hint: play %1 (marked on the board).</source>
        <translation>Podpowiedź: %1 (ruch zaznaczony na planszy).</translation>
    </message>
</context>
<context>
    <name>ReplayExport</name>
    <message>
        <source>The replay could not be written to %1: %2.</source>
        <translation>Nie udało się zapisać powtórki w %1: %2.</translation>
    </message>
    <message>
        <source>A replay holds at most %1 moves, and this game has %2. Export Position as PNG… saves the position on the board.</source>
        <translation>Powtórka mieści najwyżej %1 ruchów, a ta partia ma %2. „Eksportuj pozycję do PNG…” zapisuje pozycję z planszy.</translation>
    </message>
    <message>
        <source>E&amp;xport Replay…</source>
        <translation>Eksportuj po&amp;wtórkę…</translation>
    </message>
    <message>
        <source>Save the game as an animated image, to send</source>
        <translation>Zapisz partię jako animowany obraz, np. do wysłania</translation>
    </message>
    <message>
        <source>Export Replay</source>
        <translation>Eksportuj powtórkę</translation>
    </message>
    <message>
        <source>Animated images (*%1)</source>
        <translation>Obrazy animowane (*%1)</translation>
    </message>
    <message>
        <source>Painting the frames of %1…</source>
        <translation>Rysowanie klatek: %1…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Zapisywanie: %1…</translation>
    </message>
    <message>
        <source>Exported the replay to %1.</source>
        <translation>Wyeksportowano powtórkę do %1.</translation>
    </message>
    <message>
        <source>The replay was not exported.</source>
        <translation>Powtórka nie została wyeksportowana.</translation>
    </message>
    <message>
        <source>Cannot export the replay</source>
        <translation>Nie można wyeksportować powtórki</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>N&amp;ew game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>R&amp;ewanż</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>Przeg&amp;ląd</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Zamknij (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Stop the review; the moves reviewed stay marked</source>
        <translation>Przerwij przegląd; przejrzane ruchy zachowają oceny</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Przejrzyj pozostałe ruchy</translation>
    </message>
    <message>
        <source>◀ Previous Mistake</source>
        <translation>◀ Poprzedni błąd</translation>
    </message>
    <message>
        <source>The previous inaccuracy, mistake or blunder (Shift+F3)</source>
        <translation>Poprzednia niedokładność, błąd lub gruby błąd (Shift+F3)</translation>
    </message>
    <message>
        <source>Next Mistake ▶</source>
        <translation>Następny błąd ▶</translation>
    </message>
    <message>
        <source>The next inaccuracy, mistake or blunder (F3)</source>
        <translation>Następna niedokładność, błąd lub gruby błąd (F3)</translation>
    </message>
    <message>
        <source>Export Graph…</source>
        <translation>Eksportuj wykres…</translation>
    </message>
    <message>
        <source>Save the graph as a PNG or SVG picture</source>
        <translation>Zapisz wykres jako obraz PNG lub SVG</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Postęp przeglądu</translation>
    </message>
    <message>
        <source>★ best   ✓ good   ?! inaccuracy   ? mistake   ?? blunder   ● proved   ○ estimate</source>
        <translation>★ najlepszy   ✓ dobry   ?! niedokładność   ? błąd   ?? gruby błąd   ● udowodnione   ○ szacunek</translation>
    </message>
    <message>
        <source>Each move is compared with the engine&apos;s best move in the position before it. A blunder turns a proved win into a draw or a loss, or a proved draw into a loss. Otherwise the drop on the graph&apos;s scale decides: a small one is good, a larger one an inaccuracy, a large one a mistake; an estimate alone never makes a blunder. A forced move, or one where the engine&apos;s estimates are too shallow to compare (Pop 10&apos;s filling of the board, say), is not marked.</source>
        <translation>Każdy ruch jest porównywany z najlepszym ruchem silnika w pozycji przed nim. Gruby błąd zamienia udowodnioną wygraną w remis lub przegraną albo udowodniony remis w przegraną. W pozostałych przypadkach decyduje spadek na skali wykresu: mały oznacza ruch dobry, większy — niedokładność, duży — błąd; sam szacunek nigdy nie daje grubego błędu. Ruch wymuszony albo taki, przy którym szacunki silnika są zbyt płytkie, by je porównać (np. zapełnianie planszy w Pop 10), pozostaje bez oceny.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>With the side columns the board is %1 columns wide in all.</source>
        <translation>Razem ze skrajnymi kolumnami szerokość planszy wynosi %1.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <source>%1 columns to play in, %2 rows high. The standard board is 7 × 6.</source>
        <translation>Kolumn do gry: %1, rzędów: %2. Standardowa plansza to 7&#xa0;×&#xa0;6.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Długość linii</translation>
    </message>
    <message>
        <source>Lines of %1 discs of one colour count: across, up and down, or diagonally. In Pop 10 a line does not win: a disc popped out of one of your lines is yours to keep.</source>
        <translation>Liczą się linie %1 żetonów jednego koloru: poziomo, pionowo lub po przekątnej. W Pop 10 linia nie wygrywa: żeton wysunięty z twojej linii zatrzymujesz.</translation>
    </message>
    <message>
        <source>%1 discs of one colour in a line win: across, up and down, or diagonally. The standard is four; 5-in-a-Row uses five.</source>
        <translation>Wygrywa linia %1 żetonów jednego koloru: poziomo, pionowo lub po przekątnej. Standardowo są to cztery; w 5 w rzędzie — pięć.</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>Wysuwanie</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one. Without it, every turn is a drop.</source>
        <translation>W swoim ruchu zamiast wrzutu możesz wysunąć jeden ze swoich żetonów z dolnego rzędu. Bez tej opcji każdy ruch to wrzut.</translation>
    </message>
    <message>
        <source>Side columns</source>
        <translation>Skrajne kolumny</translation>
    </message>
    <message>
        <source>A fixed column at each edge, filled before the game starts: %1 at the bottom of the left one and %2 at the bottom of the right one, alternating upward. Their discs count in lines; nobody drops into them or pops from them.</source>
        <translation>Stała kolumna przy każdej krawędzi, wypełniona przed rozpoczęciem partii: na dole lewej – %1, na dole prawej – %2, wyżej kolory na przemian. Ich żetony liczą się do linii; nikt do nich nie wrzuca ani z nich nie wysuwa.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Remis przy trzykrotnym powtórzeniu</translation>
    </message>
    <message>
        <source>When the same position, with the same player to move, comes up for the third time, the game ends in a draw. Without it, play goes on.</source>
        <translation>Gdy ta sama pozycja, z ruchem tego samego gracza, pojawia się po raz trzeci, partia kończy się remisem. Bez tej opcji gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Pop 10</source>
        <translation>Pop 10</translation>
    </message>
    <message>
        <source>The board is filled first; then every turn is a pop of one of your own discs, and a disc popped out of one of your lines is kept. Not with Pop Out or Power Up.</source>
        <translation>Najpierw zapełnia się planszę; potem każdy ruch to wysunięcie własnego żetonu, a żeton wysunięty z twojej linii zatrzymujesz. Nie z Wysunięciem ani z Power Up.</translation>
    </message>
    <message>
        <source>Discs to keep</source>
        <translation>Żetony do zebrania</translation>
    </message>
    <message>
        <source>In Pop 10, the first player to keep this many discs wins. Ten on the standard board; the table settings suggest a number that suits the board&apos;s size.</source>
        <translation>W Pop 10 wygrywa gracz, który pierwszy zatrzyma tyle żetonów. Na standardowej planszy dziesięć; ustawienia stołu podpowiadają liczbę dopasowaną do rozmiaru planszy.</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — to play once each instead of a normal disc.</source>
        <translation>Każdy gracz ma też cztery żetony specjalne — kowadło, bombę, mur i ×2 — każdy do zagrania raz zamiast zwykłego żetonu.</translation>
    </message>
    <message>
        <source>Not in force</source>
        <translation>Nie obowiązuje</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Obowiązuje</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opcja</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Przy tym stole</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 w rzędzie</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>żetonów: %1</translation>
    </message>
    <message>
        <source>The rules at this table: %1</source>
        <translation>Zasady przy tym stole: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>This table plays Pop 10. First the players fill the board, %1 first; then they pop their own discs out of the bottom row, keeping those that were part of a line (see Pop 10 below).</source>
        <translation>Przy tym stole gra się w Pop 10. Najpierw gracze zapełniają planszę (pierwszy ruch ma %1); potem wysuwają własne żetony z dolnego rzędu i zatrzymują te, które były częścią linii (zob. Pop 10 poniżej).</translation>
    </message>
    <message>
        <source>The first player to keep %1 discs wins.</source>
        <translation>Wygrywa gracz, który pierwszy zatrzyma wymaganą liczbę żetonów (%1).</translation>
    </message>
    <message>
        <source>%1 moves first, then the players take turns. On your turn you drop one of your discs into a column that is not full; it falls to the lowest empty hole.</source>
        <translation>Pierwszy ruch ma %1, potem gracze wykonują ruchy na zmianę. W swoim ruchu wrzucasz jeden ze swoich żetonów do niepełnej kolumny; spada on na najniższe wolne pole.</translation>
    </message>
    <message>
        <source>At this table you may instead pop one of your own discs (see Pop Out).</source>
        <translation>Przy tym stole możesz zamiast tego wysunąć jeden ze swoich żetonów (zob. Wysunięcie).</translation>
    </message>
    <message>
        <source>Each player may also play each of four power checkers once (see Power Up).</source>
        <translation>Każdy gracz może też raz zagrać każdym z czterech żetonów specjalnych (zob. Power Up).</translation>
    </message>
    <message>
        <source>The first player to make a line of %1 discs of their colour wins: across, up and down, or diagonally.</source>
        <translation>Wygrywa gracz, który pierwszy ułoży linię %1 żetonów swojego koloru: poziomo, pionowo lub po przekątnej.</translation>
    </message>
    <message>
        <source>The options of this table</source>
        <translation>Opcje tego stołu</translation>
    </message>
    <message>
        <source>In force at this table</source>
        <translation>Obowiązuje przy tym stole</translation>
    </message>
    <message>
        <source>Not in force at this table</source>
        <translation>Nie obowiązuje przy tym stole</translation>
    </message>
    <message>
        <source>Pop 10 is played in two parts. First the players fill the board: taking turns, %1 first, each drops a disc of their colour into one of the lowest columns, so the board fills row by row. Lines made while filling count for nothing.</source>
        <translation>Pop 10 rozgrywa się w dwóch częściach. Najpierw gracze zapełniają planszę: na zmianę (pierwszy ruch ma %1) każdy wrzuca żeton swojego koloru do jednej z najniższych kolumn, więc plansza zapełnia się rząd po rzędzie. Linie ułożone podczas zapełniania nic nie dają.</translation>
    </message>
    <message>
        <source>When the board is full, play goes on in turn, and a turn is a pop of one of your own discs from the bottom row. If that disc was part of a line of %1 of your colour when you popped it, you keep it and pop again. If not, you put it back: you drop it into any column that is not full, but not the one it came from (unless no other column is open), and your turn ends.</source>
        <translation>Gdy plansza jest pełna, gra toczy się dalej na zmianę, a ruchem jest wysunięcie jednego z własnych żetonów z dolnego rzędu. Jeśli ten żeton w chwili wysunięcia był częścią linii %1 żetonów twojego koloru, zatrzymujesz go i wysuwasz znowu. Jeśli nie, odkładasz go: wrzucasz go do dowolnej niepełnej kolumny, ale nie do tej, z której pochodzi (chyba że żadna inna nie jest wolna), i twój ruch się kończy.</translation>
    </message>
    <message>
        <source>A player with no disc in the bottom row passes. The first player to keep %1 discs wins.</source>
        <translation>Gracz bez żetonu w dolnym rzędzie pasuje. Wygrywa gracz, który pierwszy zatrzyma wymaganą liczbę żetonów (%1).</translation>
    </message>
    <message>
        <source>Pop 10 can be played with the side columns of 5-in-a-Row (their discs count in lines, but nobody pops them) and on any board, but not with Pop Out or Power Up.</source>
        <translation>W Pop 10 można grać ze skrajnymi kolumnami z 5 w rzędzie (ich żetony liczą się do linii, ale nikt ich nie wysuwa) i na każdej planszy, ale nie z Wysunięciem ani z Power Up.</translation>
    </message>
    <message>
        <source>Anvil:</source>
        <translation>Kowadło:</translation>
    </message>
    <message>
        <source>every disc in its column is removed, and the anvil lands on the bottom row.</source>
        <translation>wszystkie żetony w jego kolumnie znikają, a kowadło ląduje w dolnym rzędzie.</translation>
    </message>
    <message>
        <source>Bomb:</source>
        <translation>Bomba:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you pop one of your opponent&apos;s discs from the bottom row. If that makes lines for both players, you win. If your opponent has no disc in the bottom row, the bomb is just a drop.</source>
        <translation>spada jak zwykły żeton; potem wysuwasz jeden z żetonów przeciwnika z dolnego rzędu. Jeśli to ułoży linie obu graczom, wygrywasz. Jeśli przeciwnik nie ma żetonu w dolnym rzędzie, bomba jest zwykłym wrzutem.</translation>
    </message>
    <message>
        <source>Wall:</source>
        <translation>Mur:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc, which may not complete a line of yours. If every open column would complete one, the second drop is skipped.</source>
        <translation>spada jak zwykły żeton; potem wrzucasz drugi, zwykły żeton, który nie może ułożyć twojej linii. Jeśli każda wolna kolumna ułożyłaby linię, drugi wrzut przepada.</translation>
    </message>
    <message>
        <source>×2:</source>
        <translation>×2:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc wherever you like.</source>
        <translation>spada jak zwykły żeton; potem wrzucasz drugi, zwykły żeton, gdzie chcesz.</translation>
    </message>
    <message>
        <source>Each player has four power checkers, one of each kind, and may play each of them once in the game instead of a normal drop, into any column that is not full. A power checker counts as a disc of its owner&apos;s colour and carries its sign while it stays on the board.</source>
        <translation>Każdy gracz ma cztery żetony specjalne, po jednym z każdego rodzaju, i każdym z nich może raz w partii zagrać zamiast zwykłego wrzutu, do dowolnej niepełnej kolumny. Żeton specjalny liczy się jako żeton koloru swojego właściciela i nosi swój znak, dopóki jest na planszy.</translation>
    </message>
    <message>
        <source>A power checker that completes a line of yours wins at once, and no second step follows. With Pop Out you may pop your own power checkers like any of your discs. Power Up can be played with Pop Out and 5-in-a-Row, on any board, but not with Pop 10.</source>
        <translation>Żeton specjalny, który ułoży twoją linię, od razu wygrywa i drugi krok już nie następuje. Z Wysunięciem możesz wysuwać własne żetony specjalne jak każdy swój żeton. W Power Up można grać z Wysunięciem i 5 w rzędzie, na każdej planszy, ale nie z Pop 10.</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Wysunięcie (Pop Out)</translation>
    </message>
    <message>
        <source>In Pop Out a turn is either a drop or a pop. To pop, you take one of your own discs out of the bottom row: it leaves the board, and every disc above it in that column falls one row. You may pop only your own discs.</source>
        <translation>W Wysunięciu ruch to albo wrzut, albo wysunięcie. Aby wysunąć, wyjmujesz jeden ze swoich żetonów z dolnego rzędu: opuszcza on planszę, a każdy żeton nad nim w tej kolumnie opada o jeden rząd. Można wysuwać tylko własne żetony.</translation>
    </message>
    <message>
        <source>A pop can make lines for both players.</source>
        <translation>Wysunięcie może ułożyć linie obu graczy.</translation>
    </message>
    <message>
        <source>If your pop completes a line of yours, you win, even if it completes one of your opponent&apos;s lines too. If it completes only your opponent&apos;s line, your opponent wins.</source>
        <translation>Jeśli twoje wysunięcie ułoży twoją linię, wygrywasz, nawet jeśli ułoży też linię przeciwnika. Jeśli ułoży tylko linię przeciwnika, wygrywa przeciwnik.</translation>
    </message>
    <message>
        <source>Side columns in force, with lines of %1</source>
        <translation>Skrajne kolumny obowiązują, linie po %1</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>5 w rzędzie</translation>
    </message>
    <message>
        <source>5-in-a-Row is played on a board with an extra column at each edge, filled before the game starts: the left one with %1 at the bottom and then alternating upward, the right one with %2 at the bottom and then alternating. Nobody drops into them or pops from them, but their discs count in lines. Five in a row wins.</source>
        <translation>W 5 w rzędzie gra się na planszy z dodatkową kolumną przy każdej krawędzi, wypełnioną przed rozpoczęciem partii: na dole lewej – %1, na dole prawej – %2, wyżej kolory na przemian. Nikt do nich nie wrzuca ani z nich nie wysuwa, ale ich żetony liczą się do linii. Wygrywa pięć w rzędzie.</translation>
    </message>
    <message>
        <source>It can be played with pops (Pop Out + 5-in-a-Row) or without them.</source>
        <translation>Można grać z wysunięciami (Wysunięcie + 5 w rzędzie) albo bez nich.</translation>
    </message>
    <message>
        <source>(not at this table)</source>
        <translation>(nie przy tym stole)</translation>
    </message>
    <message>
        <source>A pop that leaves only the side columns&apos; discs on the board is a draw.</source>
        <translation>Wysunięcie, po którym na planszy zostają tylko żetony skrajnych kolumn, to remis.</translation>
    </message>
    <message>
        <source>A pop that leaves the board empty is a draw.</source>
        <translation>Wysunięcie, które opróżnia planszę, to remis.</translation>
    </message>
    <message>
        <source>In Pop 10 neither a full nor an empty board ends the game: it goes on until a player has kept enough discs.</source>
        <translation>W Pop 10 ani pełna, ani pusta plansza nie kończy partii: trwa ona, dopóki któryś gracz nie zatrzyma dość żetonów.</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>A drop that fills the board without making a line is a draw.</source>
        <translation>Wrzut, który zapełnia planszę bez ułożenia linii, to remis.</translation>
    </message>
    <message>
        <source>A position that comes up for the third time, with the same player to move, is a draw.</source>
        <translation>Pozycja, która pojawia się po raz trzeci z ruchem tego samego gracza, to remis.</translation>
    </message>
    <message>
        <source>Two computers playing each other agree a draw when a position comes up for the third time, at any table.</source>
        <translation>Dwa komputery grające ze sobą zgadzają się na remis, gdy pozycja pojawia się po raz trzeci, przy każdym stole.</translation>
    </message>
    <message>
        <source>Click a column to drop a disc into it; click the handle under one of your own bottom discs to pop it.</source>
        <translation>Kliknij kolumnę, aby wrzucić do niej żeton; kliknij uchwyt pod jednym ze swoich dolnych żetonów, aby go wysunąć.</translation>
    </message>
    <message>
        <source>Keyboard: Left and Right choose a column; Enter, Space or Down drops into it; Up or P pops it.</source>
        <translation>Klawiatura: strzałki w lewo i w prawo wybierają kolumnę; Enter, spacja lub strzałka w dół — wrzut do niej; strzałka w górę lub P — wysunięcie z niej.</translation>
    </message>
    <message>
        <source>Type a column&apos;s number (written under the board) to play there at once.</source>
        <translation>Wpisz numer kolumny (widnieje pod planszą), aby od razu w niej zagrać.</translation>
    </message>
    <message>
        <source>Columns 10 and up: type both digits quickly (1 then 2 for column 12). A single 1 moves to column 1 and waits: press Enter to drop there.</source>
        <translation>Kolumny od 10 wzwyż: wpisz szybko obie cyfry (1, potem 2 dla kolumny 12). Sama 1 przenosi na kolumnę 1 i czeka: naciśnij Enter, aby tam wrzucić żeton.</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Mysz i klawiatura</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Zasady gry</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting %1 was damaged and has been reset.</source>
        <translation>Ustawienie %1 było uszkodzone i zostało przywrócone.</translation>
    </message>
    <message>
        <source>The stored table was impossible; the default one is used.</source>
        <translation>Zapisany stół był niemożliwy; użyto domyślnego.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file; the settings will not be saved this time.</source>
        <translation>Plik ustawień %1 nie jest zwykłym plikiem; tym razem ustawienia nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>The settings file %1 is a link to a missing file; the settings will not be saved this time.</source>
        <translation>Plik ustawień %1 jest dowiązaniem do nieistniejącego pliku; tym razem ustawienia nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the settings will not be saved this time.</source>
        <translation>Nie udało się odczytać pliku ustawień %1; tym razem ustawienia nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged; it has been kept as %2, and the settings that could be read are used.</source>
        <translation>Plik ustawień %1 był uszkodzony; zachowano go jako %2 i używane są ustawienia, które dało się odczytać.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged and has been left as it is; the settings will not be saved this time.</source>
        <translation>Plik ustawień %1 był uszkodzony i pozostawiono go bez zmian; tym razem ustawienia nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>The setting %1 had entries that could not be read (%2 of %3); they were left out and the others kept.</source>
        <translation>Ustawienie %1 zawierało wpisy, których nie udało się odczytać (%2 z %3); pominięto je, a pozostałe zachowano.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1; changes will last only until the game closes.</source>
        <translation>Nie można zapisać ustawień w %1; zmiany będą obowiązywać tylko do zamknięcia gry.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>the left side column, row %1</source>
        <translation>lewa skrajna kolumna, rząd %1</translation>
    </message>
    <message>
        <source>the right side column, row %1</source>
        <translation>prawa skrajna kolumna, rząd %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>kolumna %1, rząd %2</translation>
    </message>
    <message>
        <source>%1: the side columns of 5-in-a-Row are fixed</source>
        <translation>%1: skrajne kolumny z 5 w rzędzie są stałe</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Plansza do ustawiania</translation>
    </message>
</context>
<context>
    <name>SetupProblems</name>
    <message>
        <source>Reachable: this is the table&apos;s start.</source>
        <translation>Osiągalna: to pozycja początkowa stołu.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here.</source>
        <translation>Osiągalna: prowadzi do niej partia.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (1 move).</source>
        <translation>Osiągalna: prowadzi do niej partia (1 ruch).</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (%n moves).</source>
        <translation>Osiągalna: prowadzi do niej partia (ruchy: %n).</translation>
    </message>
    <message>
        <source>Legal under the table (not shown reachable): no way from the start was found within the search&apos;s limit, but nothing forbids the position.</source>
        <translation>Dozwolona przy tym stole (osiągalności nie wykazano): w granicach przeszukiwania nie znaleziono drogi od pozycji początkowej, ale nic nie zabrania tej pozycji.</translation>
    </message>
    <message>
        <source>Not legal under this table.</source>
        <translation>Niedozwolona przy tym stole.</translation>
    </message>
    <message>
        <source>Set-up is for the six-field tables (Classic, Pop Out, 5-in-a-Row and their combinations): Pop 10&apos;s scores and Power Up&apos;s power checkers are no part of a set-up. Change the table to set up a position.</source>
        <translation>Ustawianie pozycji działa przy zwykłych stołach (Klasyka, Wysunięcie, 5 w rzędzie i ich połączenia): zatrzymanych żetonów z Pop 10 ani żetonów specjalnych z Power Up nie da się ustawić. Zmień stół, aby ustawić pozycję.</translation>
    </message>
    <message>
        <source>Not legal: both players have a line of %1, so the game is over. Take a disc out of each line.</source>
        <translation>Niedozwolona: obaj gracze mają linię %1 żetonów, więc partia jest zakończona. Usuń po jednym żetonie z każdej linii.</translation>
    </message>
    <message>
        <source>Not legal: the board is full, so the drop that filled it ended the game. Leave a cell empty.</source>
        <translation>Niedozwolona: plansza jest pełna, więc wrzut, który ją zapełnił, zakończył partię. Zostaw jedno pole puste.</translation>
    </message>
    <message>
        <source>Not legal: no game can lead here. Every way back from this position was tried and none reaches the start (the last disc placed cannot be the mover&apos;s).</source>
        <translation>Niedozwolona: żadna partia nie może prowadzić do tej pozycji. Sprawdzono każdą drogę wstecz i żadna nie dochodzi do pozycji początkowej (ostatni postawiony żeton nie może należeć do gracza, który ma ruch).</translation>
    </message>
    <message>
        <source>Not legal under this table (%1).</source>
        <translation>Niedozwolona przy tym stole (%1).</translation>
    </message>
    <message>
        <source>a cell</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>%1 and %n more</source>
        <translation>%1 i jeszcze %n</translation>
    </message>
    <message>
        <source>Not legal: the disc in %1 floats: every disc rests on the one below it. Fill the hole under it or take it out.</source>
        <translation>Niedozwolona: żeton (%1) wisi w powietrzu, a każdy żeton musi leżeć na tym pod nim. Wypełnij lukę pod nim albo go usuń.</translation>
    </message>
    <message>
        <source>Not legal: %n discs float, the lowest in %1: every disc rests on the one below it. Fill the holes under them or take them out.</source>
        <translation>Niedozwolona: żetony wiszą w powietrzu (liczba: %n), najniższy w %1, a każdy żeton musi leżeć na tym pod nim. Wypełnij luki pod nimi albo je usuń.</translation>
    </message>
    <message>
        <source>Not legal: there is a line of %1 on the board, so the game is over. Take a disc out of the line.</source>
        <translation>Niedozwolona: na planszy jest linia %1 żetonów, więc partia jest zakończona. Usuń z linii jeden żeton.</translation>
    </message>
    <message>
        <source>Not legal: %1 has a line of %2, so the game is over. Take a disc out of the line.</source>
        <translation>Niedozwolona: %1 ma linię %2 żetonów, więc partia jest zakończona. Usuń z linii jeden żeton.</translation>
    </message>
    <message>
        <source>Not legal: with one disc on the board, the first move has been played, so it is %1&apos;s move. Choose %1 to move.</source>
        <translation>Niedozwolona: przy jednym żetonie na planszy pierwszy ruch został już wykonany, więc ruch ma %1. Zaznacz, że ruch ma %1.</translation>
    </message>
    <message>
        <source>Not legal: an empty board comes only at the start (a pop that empties the board ends the game), and %1 moves first there. Choose %1 to move, or place discs.</source>
        <translation>Niedozwolona: pusta plansza występuje tylko na początku (wysunięcie, które opróżnia planszę, kończy partię), a wtedy pierwszy ruch ma %1. Zaznacz, że ruch ma %1, albo postaw żetony.</translation>
    </message>
    <message>
        <source>Not legal: every move adds a disc or (a pop) takes one out, so %1 moves when the board holds an even number of discs and %2 when odd; with %n discs it is %3&apos;s move. Choose %3 to move.</source>
        <translation>Niedozwolona: każdy ruch dodaje żeton albo (wysunięcie) jeden zabiera, więc %1 ma ruch przy parzystej liczbie żetonów na planszy, a %2 przy nieparzystej; przy liczbie żetonów %n ruch ma %3. Zaznacz, że ruch ma %3.</translation>
    </message>
    <message>
        <source>Not legal: the side columns of 5-in-a-Row are fixed (%1 at the bottom on the left, %2 on the right, alternating upward); %3 differs.</source>
        <translation>Niedozwolona: skrajne kolumny z 5 w rzędzie są stałe (na dole lewej – %1, na dole prawej – %2, wyżej kolory na przemian); niezgodne pole: %3.</translation>
    </message>
    <message>
        <source>Not legal: without Pop Out nobody takes a disc out and %1 starts, so %1 has as many discs as %2 or one more; here %1 has %3 and %2 %4.</source>
        <translation>Niedozwolona: bez Wysunięcia nikt nie zabiera żetonów, a zaczyna %1, więc %1 ma tyle żetonów co %2 albo o jeden więcej; tutaj %1 ma %3, a %2 — %4.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>The data folder %1 cannot be made (%2): this game will not be autosaved.</source>
        <translation>Nie można utworzyć folderu danych %1 (%2): ta partia nie będzie zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be written: this game will not be autosaved.</source>
        <translation>Do folderu danych %1 nie można zapisywać: ta partia nie będzie zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>Another Pop Out is using the data folder %1 but does not answer: this window plays without autosave, so the other one&apos;s game is not overwritten.</source>
        <translation>Inna kopia Pop Out używa folderu danych %1, ale nie odpowiada: to okno gra bez automatycznego zapisu, żeby nie nadpisać partii tamtej kopii.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table not recorded (earlier games)</source>
        <translation>Stół niezapisany (wcześniejsze partie)</translation>
    </message>
    <message>
        <source>Other tables</source>
        <translation>Inne stoły</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>Według przeciwnika</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Według stołu</translation>
    </message>
    <message>
        <source>Count the results per opponent or per table.</source>
        <translation>Zliczaj wyniki według przeciwnika lub według stołu.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Pokaż:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Results per table</source>
        <translation>Wyniki według stołu</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Results per opponent</source>
        <translation>Wyniki według przeciwnika</translation>
    </message>
    <message>
        <source>Two players (%1&apos;s results)</source>
        <translation>Dwóch graczy (wyniki: %1)</translation>
    </message>
    <message>
        <source>No games finished yet. Results are counted when a game ends.</source>
        <translation>Nie ukończono jeszcze żadnej partii. Wyniki są liczone po zakończeniu partii.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Wyzeruj…</translation>
    </message>
    <message>
        <source>Forget every result counted so far.</source>
        <translation>Usuń wszystkie dotąd zliczone wyniki.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Zerowanie statystyk</translation>
    </message>
    <message>
        <source>Forget every game won, lost and drawn? This cannot be undone.</source>
        <translation>Usunąć ze statystyk wszystkie wygrane, przegrane i zremisowane partie? Tego nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>TableSettingsDialog</name>
    <message>
        <source>Table Settings</source>
        <translation>Ustawienia stołu</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Domyślne</translation>
    </message>
    <message>
        <source>Go back to the standard 7 × 6 Pop Out table.</source>
        <translation>Przywróć standardowy stół Wysunięcie 7 × 6.</translation>
    </message>
</context>
<context>
    <name>TableSettingsWidget</name>
    <message>
        <source>Classic</source>
        <translation>Klasyka</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Wysunięcie</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>5 w rzędzie</translation>
    </message>
    <message>
        <source>Pop Out + 5-in-a-Row</source>
        <translation>Wysunięcie + 5 w rzędzie</translation>
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
        <translation>Własny</translation>
    </message>
    <message>
        <source>Connect Four: 7 columns, 6 rows, drop only, four in a row wins.</source>
        <translation>Czwórki: 7 kolumn, 6 rzędów, tylko wrzuty, wygrywają cztery w rzędzie.</translation>
    </message>
    <message>
        <source>Connect Four where a turn may also pop your own disc out of the bottom row.</source>
        <translation>Czwórki, w których ruchem może być też wysunięcie własnego żetonu z dolnego rzędu.</translation>
    </message>
    <message>
        <source>Five in a row wins, on a board with a filled, fixed column at each edge; drop only.</source>
        <translation>Wygrywa pięć w rzędzie, na planszy z wypełnioną, stałą kolumną przy każdej krawędzi; tylko wrzuty.</translation>
    </message>
    <message>
        <source>5-in-a-Row with pops: five in a row, side columns, and popping allowed.</source>
        <translation>5 w rzędzie z wysunięciami: pięć w rzędzie, skrajne kolumny i dozwolone wysuwanie.</translation>
    </message>
    <message>
        <source>Fill the board, then pop your own discs: a disc that was part of a line of four is yours to keep. The first to keep ten discs wins.</source>
        <translation>Zapełnij planszę, potem wysuwaj własne żetony: żeton, który był częścią linii z czterech, zatrzymujesz. Wygrywa ten, kto pierwszy zatrzyma dziesięć żetonów.</translation>
    </message>
    <message>
        <source>Connect Four where each player also has an anvil, a bomb, a wall and a ×2 checker, to play once each instead of a normal disc.</source>
        <translation>Czwórki, w których każdy gracz ma też kowadło, bombę, mur i żeton ×2, każdy do zagrania raz zamiast zwykłego żetonu.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, and it is played without power checkers. Turn off Pop 10, or both of the others.</source>
        <translation>Pop 10 nie da się połączyć ani z Wysunięciem, ani z Power Up: ma własne wysunięcia i gra się w nie bez żetonów specjalnych. Wyłącz Pop 10 albo obie pozostałe opcje.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs that were in a line. Turn off one of the two.</source>
        <translation>Pop 10 nie da się połączyć z Wysunięciem: ma własne wysunięcia, w których zatrzymuje się żetony z linii. Wyłącz jedną z tych dwóch opcji.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Power Up: it is played without power checkers. Turn off one of the two.</source>
        <translation>Pop 10 nie da się połączyć z Power Up: gra się w nie bez żetonów specjalnych. Wyłącz jedną z tych dwóch opcji.</translation>
    </message>
    <message>
        <source>In Pop 10 on a board of %1 × %2 each player has only %3 discs, so nobody can keep %4. Lower the number of discs to keep to %3 or less, or make the board bigger.</source>
        <translation>W Pop 10 na planszy %1 × %2 każdy gracz ma tylko %3 żetonów, więc nikt nie zatrzyma %4. Zmniejsz liczbę żetonów do zebrania do %3 lub mniej albo powiększ planszę.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide, the two side columns included, and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Linia długości %1 nie zmieści się na tej planszy: jej szerokość razem z dwiema skrajnymi kolumnami to tylko %2, a wysokość – %3. Skróć linię albo powiększ planszę.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Linia długości %1 nie zmieści się na tej planszy: jej szerokość to tylko %2, a wysokość – %3. Skróć linię albo powiększ planszę.</translation>
    </message>
    <message>
        <source>%1 columns × %2 rows</source>
        <translation>Plansza %1 × %2</translation>
    </message>
    <message>
        <source>Pop 10: the first to keep %1 discs wins</source>
        <translation>Pop 10: wygrywa, kto pierwszy zatrzyma wymaganą liczbę żetonów (%1)</translation>
    </message>
    <message>
        <source>a disc popped from a line of %1 is kept</source>
        <translation>żeton wysunięty z linii %1 zostaje zatrzymany</translation>
    </message>
    <message>
        <source>%1 in a row wins</source>
        <translation>wygrywa %1 w rzędzie</translation>
    </message>
    <message>
        <source>popping allowed</source>
        <translation>wysuwanie dozwolone</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>tylko wrzuty</translation>
    </message>
    <message>
        <source>Power Up: four power checkers each</source>
        <translation>Power Up: po cztery żetony specjalne</translation>
    </message>
    <message>
        <source>filled side columns</source>
        <translation>wypełnione skrajne kolumny</translation>
    </message>
    <message>
        <source>draw on threefold repetition</source>
        <translation>remis przy trzykrotnym powtórzeniu</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Choose a set of rules. Changing any option below makes the table “Custom”; choosing a preset sets every option.</source>
        <translation>Wybierz zestaw zasad. Zmiana dowolnej opcji poniżej zmienia stół na „Własny”; wybór wariantu ustawia wszystkie opcje.</translation>
    </message>
    <message>
        <source>Playable columns, not counting the side columns of 5-in-a-Row.</source>
        <translation>Kolumny do gry, bez skrajnych kolumn z 5 w rzędzie.</translation>
    </message>
    <message>
        <source>How many discs a column holds.</source>
        <translation>Ile żetonów mieści kolumna.</translation>
    </message>
    <message>
        <source>How many discs in a line (across, up or diagonal) win the game.</source>
        <translation>Ile żetonów w linii (poziomo, pionowo lub po przekątnej) wygrywa partię.</translation>
    </message>
    <message>
        <source>&amp;Pop out your own bottom disc</source>
        <translation>Wys&amp;uwanie własnego dolnego żetonu</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one; the discs above it fall one row.</source>
        <translation>W swoim ruchu zamiast wrzutu możesz wysunąć jeden ze swoich żetonów z dolnego rzędu; żetony nad nim opadają o jeden rząd.</translation>
    </message>
    <message>
        <source>&amp;Side columns, already filled</source>
        <translation>&amp;Skrajne kolumny, już wypełnione</translation>
    </message>
    <message>
        <source>5-in-a-Row: a fixed column at each edge, filled before the game starts. Nobody drops into them or pops from them, but their discs count in lines.</source>
        <translation>5 w rzędzie: stała kolumna przy każdej krawędzi, wypełniona przed rozpoczęciem partii. Nikt do nich nie wrzuca ani z nich nie wysuwa, ale ich żetony liczą się do linii.</translation>
    </message>
    <message>
        <source>Draw on &amp;threefold repetition</source>
        <translation>Remis przy &amp;trzykrotnym powtórzeniu</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, comes up for the third time.</source>
        <translation>Partia kończy się remisem, gdy ta sama pozycja, z ruchem tego samego gracza, pojawia się po raz trzeci.</translation>
    </message>
    <message>
        <source>Pop &amp;10: fill the board, then keep discs</source>
        <translation>Pop &amp;10: zapełnij planszę, potem zbieraj żetony</translation>
    </message>
    <message>
        <source>The players first fill the board. Then a turn is a pop of one of your own bottom discs: if it was part of a line, you keep it and pop again; if not, you drop it back. The first to keep the set number of discs wins. Not with Pop Out or Power Up.</source>
        <translation>Najpierw gracze zapełniają planszę. Potem ruchem jest wysunięcie jednego z własnych dolnych żetonów: jeśli był częścią linii, zatrzymujesz go i wysuwasz znowu; jeśli nie, wrzucasz go z powrotem. Wygrywa ten, kto pierwszy zatrzyma ustaloną liczbę żetonów. Nie z Wysunięciem ani z Power Up.</translation>
    </message>
    <message>
        <source>How many discs a player must keep to win Pop 10. It follows the board&apos;s size until you change it.</source>
        <translation>Ile żetonów trzeba zatrzymać, żeby wygrać Pop 10. Liczba dopasowuje się do rozmiaru planszy, dopóki jej nie zmienisz.</translation>
    </message>
    <message>
        <source>Discs to &amp;keep:</source>
        <translation>Ile żetonów ze&amp;brać:</translation>
    </message>
    <message>
        <source>Power &amp;Up: four power checkers each</source>
        <translation>Power Up: po cztery żetony specj&amp;alne</translation>
    </message>
    <message>
        <source>Each player also has an anvil, a bomb, a wall and a ×2 checker, each played once instead of a normal disc. Can be played with Pop Out, not with Pop 10.</source>
        <translation>Każdy gracz ma też kowadło, bombę, mur i żeton ×2, każdy zagrywany raz zamiast zwykłego żetonu. Można grać z Wysunięciem, ale nie z Pop 10.</translation>
    </message>
    <message>
        <source>Preview of the empty board</source>
        <translation>Podgląd pustej planszy</translation>
    </message>
    <message>
        <source>The empty board of this table.</source>
        <translation>Pusta plansza tego stołu.</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolumny:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rzędy:</translation>
    </message>
    <message>
        <source>&amp;Line length:</source>
        <translation>D&amp;ługość linii:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcje:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Warianty:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>This table cannot be played.</source>
        <translation>Przy tym stole nie da się grać.</translation>
    </message>
    <message>
        <source>The options below match no preset.</source>
        <translation>Opcje poniżej nie pasują do żadnego wariantu.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>System</source>
        <translation>Systemowy</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Blue ✕</source>
        <translation>Niebieski ✕</translation>
    </message>
    <message>
        <source>Orange ○</source>
        <translation>Pomarańczowy ○</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Wygrywa komputer</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>Reconnecting to the game…</source>
        <translation>Ponowne łączenie z grą…</translation>
    </message>
    <message>
        <source>Not connected to the game</source>
        <translation>Brak połączenia z grą</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Oczekiwanie na ruch: %1…</translation>
    </message>
</context>
<context>
    <name>WelcomeCard</name>
    <message>
        <source>You know Pop Out — play the computer?</source>
        <translation>Znasz już Pop Out — zagrasz z komputerem?</translation>
    </message>
    <message>
        <source>Choose how strongly it plays, or play someone at this screen.</source>
        <translation>Wybierz, jak silnie ma grać, albo zagraj z kimś przy tym ekranie.</translation>
    </message>
    <message>
        <source>&amp;Once more</source>
        <translation>&amp;Jeszcze raz</translation>
    </message>
    <message>
        <source>The three steps of the lesson again.</source>
        <translation>Trzy kroki lekcji od nowa.</translation>
    </message>
    <message>
        <source>Welcome to Pop Out</source>
        <translation>Witaj w Pop Out</translation>
    </message>
    <message>
        <source>Four of your discs in a row win, as in Connect Four, and here you may also pop one of your own discs out of the bottom row.</source>
        <translation>Cztery twoje żetony w rzędzie wygrywają, jak w Czwórkach, a tutaj możesz też wysunąć jeden ze swoich żetonów z dolnego rzędu.</translation>
    </message>
    <message>
        <source>&amp;Learn in one minute</source>
        <translation>&amp;Naucz się w minutę</translation>
    </message>
    <message>
        <source>Three short steps on prepared boards: a drop, a pop, a pop that wins.</source>
        <translation>Trzy krótkie kroki na przygotowanych planszach: wrzut, wysunięcie, zwycięskie wysunięcie.</translation>
    </message>
    <message>
        <source>Play the &amp;computer</source>
        <translation>Graj z &amp;komputerem</translation>
    </message>
    <message>
        <source>You play %1 and move first.</source>
        <translation>Twój kolor: %1; masz pierwszy ruch.</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>P&amp;oziom:</translation>
    </message>
    <message>
        <source>Level of the computer</source>
        <translation>Poziom komputera</translation>
    </message>
    <message>
        <source>&amp;Two players at this screen</source>
        <translation>&amp;Dwóch graczy przy tym ekranie</translation>
    </message>
    <message>
        <source>Take turns with the mouse or the keyboard (Esc).</source>
        <translation>Wykonujcie ruchy na zmianę myszą lub klawiaturą (Esc).</translation>
    </message>
</context>
<context>
    <name>WriteProblems</name>
    <message>
        <source>there is not enough memory: choose a smaller size</source>
        <translation>za mało pamięci: wybierz mniejszy rozmiar</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>permission denied: choose a folder you may write in</source>
        <translation>brak uprawnień: wybierz folder, w którym możesz zapisywać</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>folder jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>folder nie istnieje</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>to jest nazwa folderu</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>nazwa jest za długa</translation>
    </message>
</context>
</TS>
