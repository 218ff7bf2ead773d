<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Column %1, row %2</source>
        <translation>Столбец %1, ряд %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, in the winning line</source>
        <translation>%1, в выигрышной линии</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pop column %1</source>
        <translation>Вытолкнуть из столбца %1</translation>
    </message>
    <message>
        <source>Drop into column %1</source>
        <translation>Бросить в столбец %1</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Column %1</source>
        <translation>Столбец %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ряд %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Игровое поле</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: pass the turn (Space)</source>
        <translation>В нижнем ряду нет ваших дисков: пропустите ход (пробел)</translation>
    </message>
    <message>
        <source>Power checkers are played only in Power Up.</source>
        <translation>Особыми дисками играют только в Power Up.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Этот особый диск уже сыгран.</translation>
    </message>
    <message>
        <source>A power checker is played instead of a drop, at the start of a turn.</source>
        <translation>Особым диском играют вместо броска, в начале хода.</translation>
    </message>
    <message>
        <source>The other player moved before that key: choose again.</source>
        <translation>Соперник походил раньше этого нажатия: выберите ход снова.</translation>
    </message>
    <message>
        <source>The bomb pops one of %1&apos;s bottom discs.</source>
        <translation>Бомба выталкивает один из нижних дисков соперника (%1).</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are %2 to %3.</source>
        <translation>Столбца %1 нет: номера столбцов — от %2 до %3.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>With the best play of both sides neither player wins.</source>
        <translation>При лучшей игре обеих сторон никто не побеждает.</translation>
    </message>
    <message>
        <source>Win at once</source>
        <translation>Победа сразу</translation>
    </message>
    <message>
        <source>This move completes a line for %2: %2 wins.</source>
        <translation>Этот ход составляет линию (%2): побеждают %2.</translation>
    </message>
    <message>
        <source>Win in %1 moves</source>
        <translation>Победа на %1-м ходу</translation>
    </message>
    <message>
        <source>%2 wins in at most %1 moves of theirs, this one included, whatever %3 plays.</source>
        <translation>%2 побеждают не позже чем на %1-м своём ходу, считая этот, как бы ни играли %3.</translation>
    </message>
    <message>
        <source>Loss at once</source>
        <translation>Поражение сразу</translation>
    </message>
    <message>
        <source>This move completes a line for %3: %3 wins.</source>
        <translation>Этот ход составляет линию (%3): побеждают %3.</translation>
    </message>
    <message>
        <source>Loss in 1 move</source>
        <translation>Поражение следующим ходом</translation>
    </message>
    <message>
        <source>After it %3 can win with their next move, whatever %2 plays.</source>
        <translation>После него %3 могут победить следующим ходом, как бы ни играли %2.</translation>
    </message>
    <message>
        <source>Loss in %1 moves</source>
        <translation>Поражение на %1-м ходу соперника</translation>
    </message>
    <message>
        <source>After it %3 can win with %1 more moves of theirs, whatever %2 plays.</source>
        <translation>После него %3 могут победить на %1-м своём ходу, как бы ни играли %2.</translation>
    </message>
    <message>
        <source>Estimate %4</source>
        <translation>Оценка %4</translation>
    </message>
    <message>
        <source>The search did not see the end of the game: above 0 is better for %2, below 0 for %3.</source>
        <translation>Поиск не дошёл до конца партии: выше 0 — лучше стоят %2, ниже 0 — %3.</translation>
    </message>
    <message>
        <source>win in 7 moves</source>
        <translation>победа за 7 ходов</translation>
    </message>
    <message>
        <source>loss in 3 moves</source>
        <translation>поражение за 3 хода</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>estimate, + is good for %1</source>
        <translation>оценка, + — лучше стоят %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>оценка</translation>
    </message>
</context>
<context>
    <name>BrokerSettings</name>
    <message>
        <source>Type the broker&apos;s host name or address.</source>
        <translation>Введите имя хоста или адрес брокера.</translation>
    </message>
    <message>
        <source>This is not a host name or an address (like broker.example.org).</source>
        <translation>Это не имя хоста и не адрес (например, broker.example.org).</translation>
    </message>
    <message>
        <source>Connected to broker %1 in %2 ms.</source>
        <translation>Подключение к брокеру %1 выполнено за %2 мс.</translation>
    </message>
    <message>
        <source>Games over the internet go through an MQTT broker, which both players&apos; computers reach. The default, %1, is a public test broker run by others: free, with no promise of staying up. It reads nothing of your games: every message is encrypted end to end with the secret in the invite link. Friends can run a broker of their own; the README says how.</source>
        <translation>Для игр через интернет нужен MQTT-брокер, доступный компьютерам обоих игроков. По умолчанию это %1 — общедоступный тестовый брокер, который поддерживаем не мы: бесплатный, но без гарантии бесперебойной работы. Содержимое ваших игр он не видит: каждое сообщение защищено сквозным шифрованием с секретным ключом из ссылки-приглашения. Друзья могут запустить собственный брокер; как это сделать, описано в README.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>&amp;Брокер:</translation>
    </message>
    <message>
        <source>The broker&apos;s host name or address.</source>
        <translation>Имя хоста или адрес брокера.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>8883 for MQTT over TLS, 1883 for plain MQTT, unless told.</source>
        <translation>8883 для MQTT через TLS, 1883 для обычного MQTT, если не указано иное.</translation>
    </message>
    <message>
        <source>&amp;Use TLS</source>
        <translation>Испо&amp;льзовать TLS</translation>
    </message>
    <message>
        <source>An encrypted connection to the broker, its certificate checked. Without it the broker still reads nothing of a game, but your user name and password travel in the clear.</source>
        <translation>Зашифрованное соединение с брокером с проверкой его сертификата. Без него брокер всё равно не видит содержимого игры, но имя пользователя и пароль передаются открытым текстом.</translation>
    </message>
    <message>
        <source>Certificate aut&amp;hority:</source>
        <translation>&amp;Центр сертификации:</translation>
    </message>
    <message>
        <source>the system&apos;s</source>
        <translation>системные</translation>
    </message>
    <message>
        <source>Only for a broker whose certificate comes from an authority of its own (a friends&apos; broker): that authority&apos;s certificate file (PEM or DER). Then only it is trusted. Empty: the authorities this computer trusts.</source>
        <translation>Только для брокера, сертификат которого выдал собственный центр сертификации (брокер друзей): файл сертификата этого центра (PEM или DER). Тогда доверие только ему. Пусто: центры, которым доверяет этот компьютер.</translation>
    </message>
    <message>
        <source>Choose &amp;file…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>И&amp;мя пользователя:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>П&amp;ароль:</translation>
    </message>
    <message>
        <source>the settings file</source>
        <translation>файле настроек</translation>
    </message>
    <message>
        <source>The password is stored in plain text in %1. Use one you use nowhere else.</source>
        <translation>Пароль хранится открытым текстом в %1. Выберите пароль, который больше нигде не используете.</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>Проверить по&amp;дключение</translation>
    </message>
    <message>
        <source>Connect to this broker once, now, and say how it went. Nothing is sent before you press it.</source>
        <translation>Один раз подключиться к этому брокеру прямо сейчас и сообщить результат. До нажатия кнопки ничего не отправляется.</translation>
    </message>
    <message>
        <source>Certificate Authority of the Broker</source>
        <translation>Центр сертификации брокера</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation>Сертификаты (*.pem *.crt *.cer *.der);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Проверка не удалась: %1</translation>
    </message>
    <message>
        <source>Broker for Internet Play</source>
        <translation>Брокер для игры через интернет</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Сообщения чата</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Сообщений пока нет.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Сообщение…</translation>
    </message>
    <message>
        <source>Chat message to send</source>
        <translation>Сообщение для отправки в чат</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>Отп&amp;равить</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>(watching)</source>
        <translation>(наблюдает)</translation>
    </message>
    <message>
        <source>Send the message to everyone at the table (Enter).</source>
        <translation>Отправить сообщение всем за столом (Enter).</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Зритель</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pop Out cannot start with this command line.</source>
        <translation>Pop Out не может запуститься с этой командной строкой.</translation>
    </message>
</context>
<context>
    <name>ConnectionStatus</name>
    <message>
        <source>Waiting for a player</source>
        <translation>Ожидание игрока</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Соединение потеряно</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Наблюдение</translation>
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
        <translation>Равенство</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Начало: %1</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>%1 of %2 moves reviewed.</source>
        <translation>Разобрано ходов: %1 из %2.</translation>
    </message>
    <message>
        <source>the picture could not be made</source>
        <translation>не удалось создать изображение</translation>
    </message>
</context>
<context>
    <name>ExportReplayDialog</name>
    <message>
        <source>Export Replay</source>
        <translation>Экспорт анимации партии</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>GIF (plays everywhere)</source>
        <translation>GIF (воспроизводится везде)</translation>
    </message>
    <message>
        <source>WebP (every colour exact; web browsers play it)</source>
        <translation>WebP (все цвета точные; воспроизводится в браузерах)</translation>
    </message>
    <message>
        <source>Animated PNG (the smallest; web browsers play it)</source>
        <translation>Анимированный PNG (самый компактный; воспроизводится в браузерах)</translation>
    </message>
    <message>
        <source>%1: not available, this Pillow cannot write it</source>
        <translation>%1: недоступно, эта версия Pillow не умеет записывать этот формат</translation>
    </message>
    <message>
        <source>Small (%1 pixels wide)</source>
        <translation>Маленький (ширина %1 пикс.)</translation>
    </message>
    <message>
        <source>Medium (%1 pixels wide)</source>
        <translation>Средний (ширина %1 пикс.)</translation>
    </message>
    <message>
        <source>Large (%1 pixels wide)</source>
        <translation>Большой (ширина %1 пикс.)</translation>
    </message>
    <message>
        <source>&amp;Captions: the move numbers, the moves and the result</source>
        <translation>&amp;Подписи: номера ходов, ходы и результат</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>%1 frames, %2 seconds, then it starts again.</source>
        <translation>Кадров: %1, секунд: %2, затем всё начинается заново.</translation>
    </message>
</context>
<context>
    <name>GameGuest</name>
    <message>
        <source>The host refused the connection (no game hosted at %1:%2?).</source>
        <translation>Хост отклонил подключение (на %1:%2 не создана игра?).</translation>
    </message>
    <message>
        <source>The computer %1 was not found.</source>
        <translation>Компьютер %1 не найден.</translation>
    </message>
    <message>
        <source>Could not connect to %1:%2: </source>
        <translation>Не удалось подключиться к %1:%2: </translation>
    </message>
    <message>
        <source>No answer from the game&apos;s host through the broker %1.</source>
        <translation>Нет ответа от хоста игры через брокер %1.</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link.</source>
        <translation>Брокер %1 ответил, но на эту ссылку не ответил хозяин игры.</translation>
    </message>
    <message>
        <source>No answer from the broker %1.</source>
        <translation>Нет ответа от брокера %1.</translation>
    </message>
    <message>
        <source>No answer from %1:%2.</source>
        <translation>Нет ответа от %1:%2.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: %1</source>
        <translation>Соединение с хостом потеряно: %1</translation>
    </message>
    <message>
        <source>Could not reconnect to the host after %1 attempts.</source>
        <translation>Не удалось снова подключиться к хосту (попыток: %1).</translation>
    </message>
    <message>
        <source>The host left: %1</source>
        <translation>Хост вышел из игры: %1</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>Сообщение хоста: %1</translation>
    </message>
    <message>
        <source>The host asks us to wait %1 s before coming back.</source>
        <translation>Хост просит подождать %1 с, прежде чем вернуться.</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Не удаётся принимать подключения на порту %1: %2</translation>
    </message>
    <message>
        <source>%1 lost the connection; the seat is kept for them.</source>
        <translation>%1: соединение потеряно, место сохраняется.</translation>
    </message>
    <message>
        <source>%1 wrong join codes were tried, so the join code is now %2: give the new code to whoever you invite.</source>
        <translation>Было введено %1 неверных кодов входа, поэтому код теперь %2: сообщите новый код тем, кого приглашаете.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 теперь в игре.</translation>
    </message>
    <message>
        <source>The guest is not connected.</source>
        <translation>Гость не подключён.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>Это не ход.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Столбца %1 нет.</translation>
    </message>
    <message>
        <source>Column %1 is a fixed side column.</source>
        <translation>Столбец %1 — неподвижный крайний столбец.</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>Столбец %1 заполнен.</translation>
    </message>
    <message>
        <source>Popping is not allowed at this table.</source>
        <translation>За этим столом выталкивать нельзя.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>Столбец %1 пуст.</translation>
    </message>
    <message>
        <source>The bottom disc of column %1 is not yours.</source>
        <translation>Нижний диск в столбце %1 не ваш.</translation>
    </message>
    <message>
        <source>That kind of move is not allowed at this point of the turn.</source>
        <translation>На этом этапе хода такой ход недопустим.</translation>
    </message>
    <message>
        <source>While the board is being filled, drop into one of the lowest columns.</source>
        <translation>Пока поле заполняется, бросайте диск в один из самых низких столбцов.</translation>
    </message>
    <message>
        <source>Put the disc back into a column other than the one it came from.</source>
        <translation>Верните диск в другой столбец, не в тот, из которого он вышел.</translation>
    </message>
    <message>
        <source>The drop after the wall must not complete a line of yours.</source>
        <translation>Бросок после стены не должен составить вашу линию.</translation>
    </message>
    <message>
        <source>That power checker has been played already.</source>
        <translation>Этот особый диск уже сыгран.</translation>
    </message>
    <message>
        <source>No disc of yours is in the bottom row: you must pass.</source>
        <translation>В нижнем ряду нет ваших дисков: нужно пропустить ход.</translation>
    </message>
    <message>
        <source>You may pass only when no disc of yours is in the bottom row.</source>
        <translation>Пропустить ход можно, только когда в нижнем ряду нет ваших дисков.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>There is no move to review yet.</source>
        <translation>Пока нет ходов для разбора.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves reviewed. Resume reviews the rest.</source>
        <translation>Разбор прерван: разобрано ходов: %1 из %2. «Продолжить» разберёт остальные.</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Разбор завершён.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Разбор хода %1 из %2…</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>Разбор остановлен: %1</translation>
    </message>
    <message>
        <source>The game review was cleared: the game changed.</source>
        <translation>Разбор партии сброшен: партия изменилась.</translation>
    </message>
    <message>
        <source>No other inaccuracy, mistake or blunder.</source>
        <translation>Других неточностей, ошибок и грубых ошибок нет.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not reviewed yet).</source>
        <translation>Ход %1 (%2): %3 (ещё не разобран).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>&amp;Разбор партии</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the game</source>
        <translation>Дать движку оценить каждый ход партии</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Следующая ошибка</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Пр&amp;едыдущая ошибка</translation>
    </message>
    <message>
        <source>Export Review &amp;Graph…</source>
        <translation>Экспорт &amp;графика разбора…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Review Graph</source>
        <translation>Экспорт графика разбора</translation>
    </message>
    <message>
        <source>review.png</source>
        <translation>разбор.png</translation>
    </message>
    <message>
        <source>Game review: %1 against %2, %3 moves</source>
        <translation>Разбор партии: %1 против %2, ходов: %3</translation>
    </message>
    <message>
        <source>the name must end in .png or .svg</source>
        <translation>имя должно заканчиваться на .png или .svg</translation>
    </message>
    <message>
        <source>Cannot export the graph</source>
        <translation>Не удаётся экспортировать график</translation>
    </message>
    <message>
        <source>The graph could not be written to %1: %2.</source>
        <translation>Не удалось записать график в %1: %2.</translation>
    </message>
    <message>
        <source>Exported the review graph to %1.</source>
        <translation>График разбора экспортирован в %1.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <source>good</source>
        <translation>хороший</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>not marked</source>
        <translation>без оценки</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (not marked: a forced move or only estimates).</source>
        <translation>Ход %1: вы сыграли %3 (без оценки: вынужденный ход или есть только приблизительные оценки).</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (not marked: a forced move or only estimates).</source>
        <translation>Ход %1 (%2): %3 (без оценки: вынужденный ход или есть только приблизительные оценки).</translation>
    </message>
    <message>
        <source>Move %1: you played %3, a best move.</source>
        <translation>Ход %1: вы сыграли %3 — лучший ход.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a best move.</source>
        <translation>Ход %1 (%2): %3 — лучший ход.</translation>
    </message>
    <message>
        <source>Move %1: you played %3 (%4); best was %5.</source>
        <translation>Ход %1: вы сыграли %3 (%4); лучший ход — %5.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3 (%4); best was %5.</source>
        <translation>Ход %1 (%2): %3 (%4); лучший ход — %5.</translation>
    </message>
    <message>
        <source>Move %1 (%2), %3: %4</source>
        <translation>Ход %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source> — best was %1</source>
        <translation> — лучший ход: %1</translation>
    </message>
    <message>
        <source>Draw (proved)</source>
        <translation>Ничья (доказано)</translation>
    </message>
    <message>
        <source>%1 wins (proved)</source>
        <translation>Победа: %1 (доказано)</translation>
    </message>
    <message>
        <source>Estimate: even</source>
        <translation>Оценка: равенство</translation>
    </message>
    <message>
        <source>Estimate: %1 stands better</source>
        <translation>Оценка: лучше стоят %1</translation>
    </message>
    <message>
        <source>no move marked</source>
        <translation>ни один ход не оценён</translation>
    </message>
    <message>
        <source>accuracy %1%</source>
        <translation>точность %1%</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1 — %2; %3</translation>
    </message>
    <message>
        <source>%n best</source>
        <translation>лучших: %n</translation>
    </message>
    <message>
        <source>%n good</source>
        <translation>хороших: %n</translation>
    </message>
    <message>
        <source>%n inaccuracies</source>
        <translation>неточностей: %n</translation>
    </message>
    <message>
        <source>%n mistakes</source>
        <translation>ошибок: %n</translation>
    </message>
    <message>
        <source>%n blunders</source>
        <translation>грубых ошибок: %n</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The autosaved game could not be restored (%1), nor moved aside (%2): it is left as it is and this game will not be autosaved.</source>
        <translation>Автосохранённую партию не удалось восстановить (%1) и не удалось отложить в сторону (%2): файл оставлен как есть, а эта партия не будет сохраняться автоматически.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1. It was kept as %2; a new game starts.</source>
        <translation>Автосохранённую партию не удалось восстановить: %1. Она сохранена как %2; начинается новая партия.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Не удалось автоматически сохранить партию: %1</translation>
    </message>
    <message>
        <source>No copy of the autosave as it was could be kept (%1): this game will not be autosaved.</source>
        <translation>Не удалось сохранить копию автосохранения в прежнем виде (%1): эта партия не будет сохраняться автоматически.</translation>
    </message>
    <message>
        <source>The autosave as it was is kept as %1.</source>
        <translation>Автосохранение в прежнем виде сохранено как %1.</translation>
    </message>
    <message>
        <source>The autosaved game is back. %1</source>
        <translation>Автосохранённая партия восстановлена. %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Создание сетевой игры</translation>
    </message>
    <message>
        <source>How you appear to the other player and in their list of games.</source>
        <translation>Под этим именем вас увидит другой игрок, в том числе в списке игр.</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>В этой сети</translation>
    </message>
    <message>
        <source>Your opponent&apos;s computer is on the same network as yours.</source>
        <translation>Компьютер соперника находится в той же сети, что и ваш.</translation>
    </message>
    <message>
        <source>Over the &amp;internet</source>
        <translation>&amp;Через интернет</translation>
    </message>
    <message>
        <source>Anywhere: both computers connect to the broker set in Preferences.</source>
        <translation>Откуда угодно: оба компьютера подключаются к брокеру, заданному в параметрах.</translation>
    </message>
    <message>
        <source>The broker set in Preferences (Internet play), %1, cannot be used: %2</source>
        <translation>Брокер %1, заданный в параметрах (вкладка «Игра через интернет»), нельзя использовать: %2</translation>
    </message>
    <message>
        <source>Through the broker %1, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Через брокер %1, заданный в параметрах (вкладка «Игра через интернет»). Пока вы не создадите игру, ему ничего не отправляется.</translation>
    </message>
    <message>
        <source>Through the broker %1, without TLS, set in Preferences (Internet play). Nothing is sent to it until you start hosting.</source>
        <translation>Через брокер %1, заданный в параметрах (вкладка «Игра через интернет»), без TLS. Пока вы не создадите игру, ему ничего не отправляется.</translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation>%1 (первый ход)</translation>
    </message>
    <message>
        <source>%1 (moves second)</source>
        <translation>%1 (второй ход)</translation>
    </message>
    <message>
        <source>Your guest moves first; you play second.</source>
        <translation>Первый ход у гостя, второй — ваш.</translation>
    </message>
    <message>
        <source>You move first; your guest plays second.</source>
        <translation>Первый ход ваш, второй — у гостя.</translation>
    </message>
    <message>
        <source>Opening the game&apos;s room on the broker %1…</source>
        <translation>Открываем комнату игры на брокере %1…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again; or change the broker.</source>
        <translation>Не удалось открыть комнату игры на брокере %1. «Создать игру» попробует снова; или смените брокер.</translation>
    </message>
    <message>
        <source>Change &amp;broker…</source>
        <translation>Сменить &amp;брокер…</translation>
    </message>
    <message>
        <source>The game&apos;s room could not be opened on the broker %1. Start hosting tries again.</source>
        <translation>Не удалось открыть комнату игры на брокере %1. «Создать игру» попробует снова.</translation>
    </message>
    <message>
        <source>Over the internet, through the broker %1.</source>
        <translation>Через интернет (брокер %1).</translation>
    </message>
    <message>
        <source>The TCP port your guest connects to. 7457 unless something else uses it.</source>
        <translation>TCP-порт, к которому подключается гость. 7457, если он не занят другой программой.</translation>
    </message>
    <message>
        <source>Re&amp;quire a join code</source>
        <translation>Тр&amp;ебовать код подключения</translation>
    </message>
    <message>
        <source>Only someone who knows the code can take the seat or watch.</source>
        <translation>Занять место или наблюдать за игрой сможет только тот, кто знает код.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код подключения</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>&amp;Новый код</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Играть:</translation>
    </message>
    <message>
        <source>Guest&apos;s colour:</source>
        <translation>Цвет гостя:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join.</source>
        <translation>Этот компьютер не подключён к сети: подключиться можно только с этого же компьютера.</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>&amp;Закрыть игру</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>The saved game keeps its colours: your guest comes back as %1.</source>
        <translation>В сохранённой игре цвета не меняются: гость вернётся за цвет «%1».</translation>
    </message>
    <message>
        <source>You host the saved network game again: the colours, the join code and the table stay as they were, so your guest can come back to it.</source>
        <translation>Вы снова принимаете сохранённую сетевую игру: цвета, код подключения и стол остаются прежними, чтобы гость мог вернуться в неё.</translation>
    </message>
    <message>
        <source>%1 to %2 digits.</source>
        <translation>От %1 до %2 цифр.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код подключения:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Start &amp;hosting</source>
        <translation>Создать &amp;игру</translation>
    </message>
    <message>
        <source>Waiting for a player…</source>
        <translation>Ожидание игрока…</translation>
    </message>
    <message>
        <source>Invite your opponent</source>
        <translation>Пригласите соперника</translation>
    </message>
    <message>
        <source>On the same network your game appears in their Join dialog. Or give them one of these links, or the address it holds:</source>
        <translation>В той же сети ваша игра сама появится у соперника в окне подключения. Можно также передать одну из этих ссылок или адрес из неё:</translation>
    </message>
    <message>
        <source>Your opponent types this code to join.</source>
        <translation>Соперник вводит этот код, чтобы подключиться.</translation>
    </message>
    <message>
        <source>No join code needed.</source>
        <translation>Код подключения не нужен.</translation>
    </message>
    <message>
        <source>The game could not be hosted.</source>
        <translation>Не удалось создать игру.</translation>
    </message>
    <message>
        <source>Someone tried many wrong join codes, so the code has changed.</source>
        <translation>Кто-то ввёл много неверных кодов входа, поэтому код изменился.</translation>
    </message>
    <message>
        <source>Give your opponent the new code, %1, or a new invite link.</source>
        <translation>Сообщите сопернику новый код, %1, или новую ссылку-приглашение.</translation>
    </message>
    <message>
        <source>%1, your guest plays %2.</source>
        <translation>%1; цвет гостя: %2.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Ссылка-приглашение</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>К&amp;опировать</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Скопировать ссылку, чтобы вставить её в сообщение.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Скопировано: %1</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Свободен.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program, so %2 is suggested.</source>
        <translation>Порт %1 занят другой программой, поэтому предлагается %2.</translation>
    </message>
    <message>
        <source>Port %1 is in use by another program.</source>
        <translation>Порт %1 занят другой программой.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Использовать %1</translation>
    </message>
</context>
<context>
    <name>InviteLink</name>
    <message>
        <source>Send your opponent this link, in a message only they read: whoever has it can join the game.</source>
        <translation>Отправьте сопернику эту ссылку в сообщении, которое прочтёт только он: подключиться к игре может любой, у кого она есть.</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Ссылка-приглашение</translation>
    </message>
    <message>
        <source>Cop&amp;y link</source>
        <translation>Копировать ссы&amp;лку</translation>
    </message>
    <message>
        <source>Copy the link, to paste it into a message.</source>
        <translation>Скопировать ссылку, чтобы вставить её в сообщение.</translation>
    </message>
    <message>
        <source>QR code of the invite link</source>
        <translation>QR-код ссылки-приглашения</translation>
    </message>
    <message>
        <source>The same invite link, for a phone&apos;s camera.</source>
        <translation>Та же ссылка-приглашение для камеры телефона.</translation>
    </message>
    <message>
        <source>The same link as a QR code: a phone&apos;s camera reads it, to send it on.</source>
        <translation>Та же ссылка в виде QR-кода: её можно считать камерой телефона и переслать дальше.</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Скопировано.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Подключение к сетевой игре</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Игры в этой сети</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>192.168.1.20:7457 or popout://…</source>
        <translation>192.168.1.20:7457 или popout://…</translation>
    </message>
    <message>
        <source>The host&apos;s address (and port, if not 7457), or the invite link they sent you.</source>
        <translation>Адрес хоста (и порт, если не 7457) или присланная вам ссылка-приглашение.</translation>
    </message>
    <message>
        <source>How you appear to the host and in the chat.</source>
        <translation>Под этим именем вас увидят хост и участники чата.</translation>
    </message>
    <message>
        <source>The digits shown on the host&apos;s screen.</source>
        <translation>Цифры, показанные на экране хоста.</translation>
    </message>
    <message>
        <source>&amp;Watch only</source>
        <translation>Только &amp;наблюдать</translation>
    </message>
    <message>
        <source>Join as a spectator: see the game and chat, without playing.</source>
        <translation>Войти как зритель: видеть игру и чат, не играя.</translation>
    </message>
    <message>
        <source>&amp;Address or link:</source>
        <translation>&amp;Адрес или ссылка:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Код подключения:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>Choose a game from the list, or type the host&apos;s address.</source>
        <translation>Выберите игру из списка или введите адрес хоста.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Поиск игр в этой сети…</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here (%1). Type the host&apos;s address below.</source>
        <translation>Не удаётся показать здесь игры этой сети (%1). Введите адрес хоста ниже.</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>свободное место</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>other version (%1)</source>
        <translation>другая версия (%1)</translation>
    </message>
    <message>
        <source>seat free</source>
        <translation>место свободно</translation>
    </message>
    <message>
        <source>watch only</source>
        <translation>только наблюдение</translation>
    </message>
    <message>
        <source>code required</source>
        <translation>нужен код</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>не нужен</translation>
    </message>
    <message>
        <source>Not an address or a popout:// link.</source>
        <translation>Это не адрес и не ссылка popout://.</translation>
    </message>
    <message>
        <source>Games over the internet cannot be joined from here yet.</source>
        <translation>К играм через интернет отсюда пока нельзя подключиться.</translation>
    </message>
    <message>
        <source>Connecting to the broker %1…</source>
        <translation>Подключение к брокеру %1…</translation>
    </message>
    <message>
        <source>Internet game on broker %1</source>
        <translation>Игра через интернет, брокер %1</translation>
    </message>
    <message>
        <source>Internet game on broker %1, without TLS</source>
        <translation>Игра через интернет, брокер %1, без TLS</translation>
    </message>
    <message>
        <source>Connected to the broker %1; waiting for the game&apos;s host…</source>
        <translation>Соединение с брокером %1 установлено; ждём хозяина игры…</translation>
    </message>
    <message>
        <source>The host plays another version of Pop Out. Both of you need the same version.</source>
        <translation>У хоста другая версия Pop Out. У вас обоих должна быть одна и та же версия.</translation>
    </message>
    <message>
        <source>The host has %1; you have %2.</source>
        <translation>У хоста %1, у вас %2.</translation>
    </message>
    <message>
        <source>The join code is wrong. Ask the host for the code on their screen.</source>
        <translation>Неверный код подключения. Спросите у хоста код, показанный на его экране.</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried at this host, so it makes everyone wait a little. Try again in a moment.</source>
        <translation>На этом хосте ввели слишком много неверных кодов входа, поэтому он просит всех немного подождать. Попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>Someone is already playing at this table. Watch instead?</source>
        <translation>За этим столом уже играют. Войти как зритель?</translation>
    </message>
    <message>
        <source>The host no longer knows the game you were in.</source>
        <translation>Хост больше не помнит игру, в которой вы участвовали.</translation>
    </message>
    <message>
        <source>The host is closing the game.</source>
        <translation>Хост закрывает игру.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Хост не пустил вас в игру.</translation>
    </message>
    <message>
        <source>Watc&amp;h instead</source>
        <translation>&amp;Войти как зритель</translation>
    </message>
    <message>
        <source>The broker %1 answered, but no game&apos;s host answered this link: it may be old or mistyped, or the host is not hosting now. This is no network problem: ask the host for the link again.</source>
        <translation>Брокер %1 ответил, но на эту ссылку не ответил хозяин игры: ссылка могла устареть или быть набрана с ошибкой, или хозяин сейчас не принимает игру. Дело не в сети: попросите у хозяина ссылку ещё раз.</translation>
    </message>
    <message>
        <source>No answer from the broker %1. Check the link, and that no firewall blocks the port.</source>
        <translation>Нет ответа от брокера %1. Проверьте ссылку и убедитесь, что брандмауэр не блокирует порт.</translation>
    </message>
    <message>
        <source>Could not join the game through the broker %1.</source>
        <translation>Не удалось подключиться к игре через брокер %1.</translation>
    </message>
    <message>
        <source>Nobody is hosting at %1. Check the address, and that the host has started hosting.</source>
        <translation>По адресу %1 никто не создал игру. Проверьте адрес и убедитесь, что хост уже создал игру.</translation>
    </message>
    <message>
        <source>No answer from %1. Check the address, and that no firewall blocks the port.</source>
        <translation>Нет ответа от %1. Проверьте адрес и убедитесь, что брандмауэр не блокирует порт.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. Try again.</source>
        <translation>Соединение с %1 потеряно. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Could not join the game at %1.</source>
        <translation>Не удалось подключиться к игре по адресу %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Step 1 of 3 — drop a disc</source>
        <translation>Шаг 1 из 3 — бросьте диск</translation>
    </message>
    <message>
        <source>Step 2 of 3 — pop a disc</source>
        <translation>Шаг 2 из 3 — вытолкните диск</translation>
    </message>
    <message>
        <source>Step 3 of 3 — a pop that wins</source>
        <translation>Шаг 3 из 3 — победное выталкивание</translation>
    </message>
    <message>
        <source>You play %1. Click a column (the marked one will do) or press its number: your disc falls to the lowest free hole.</source>
        <translation>Ваш цвет: %1. Щёлкните по столбцу (подойдёт отмеченный) или нажмите клавишу с его номером: ваш диск упадёт в самую нижнюю свободную ячейку.</translation>
    </message>
    <message>
        <source>In Pop Out you may pop instead: take one of your own discs (%1) out of the bottom row, and the discs above slide down. Click the handle under it, or press ↑ over its column.</source>
        <translation>В Pop Out можно вместо этого вытолкнуть диск: уберите один из своих дисков (%1) из нижнего ряда, и диски над ним сдвинутся вниз. Щёлкните по язычку под ним или выберите его столбец и нажмите ↑.</translation>
    </message>
    <message>
        <source>One pop here makes four %1 discs in a row: find it. Which of your bottom discs would bring one of yours down into the gap?</source>
        <translation>Здесь одно выталкивание выстраивает четыре диска в ряд (%1): найдите его. Выталкивание какого из ваших нижних дисков опустит ваш диск в просвет?</translation>
    </message>
    <message>
        <source>That was a pop: it comes next. First drop a disc: click a column or press its number.</source>
        <translation>Это было выталкивание — оно будет следующим шагом. Сначала бросьте диск: щёлкните по столбцу или нажмите клавишу с его номером.</translation>
    </message>
    <message>
        <source>That was a drop. This time pop one of your own discs (%1) out of the bottom row: click the handle under it, or press ↑ over its column.</source>
        <translation>Это был бросок. Теперь вытолкните один из своих дисков (%1) из нижнего ряда: щёлкните по язычку под ним или выберите его столбец и нажмите ↑.</translation>
    </message>
    <message>
        <source>A drop does not win here: try a pop. One pop makes four %1 discs.</source>
        <translation>Бросок здесь не побеждает: попробуйте выталкивание. Одно выталкивание выстраивает четыре диска (%1) в ряд.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. The marked handle is the one.</source>
        <translation>Это выталкивание не дало четырёх в ряд. Нужен отмеченный язычок.</translation>
    </message>
    <message>
        <source>That pop made no four in a row. Watch which disc slides down into the gap, and try again.</source>
        <translation>Это выталкивание не дало четырёх в ряд. Посмотрите, какой диск сдвигается в просвет, и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Отлично!</translation>
    </message>
    <message>
        <source>You know Pop Out.</source>
        <translation>Теперь вы знаете Pop Out.</translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>Leave (Esc)</source>
        <translation>Выйти (Esc)</translation>
    </message>
    <message>
        <source>End the lesson: a new game for two players.</source>
        <translation>Закончить урок: новая партия для двух игроков.</translation>
    </message>
</context>
<context>
    <name>LinkCause</name>
    <message>
        <source>the peer reads nothing: over %1 bytes wait for it</source>
        <translation>другая сторона ничего не читает: отправки ждут более %1 байт</translation>
    </message>
    <message>
        <source>a line is limited to %1 bytes</source>
        <translation>строка не может быть длиннее %1 байт</translation>
    </message>
    <message>
        <source>a line must arrive whole within %1 s</source>
        <translation>строка должна прийти целиком за %1 с</translation>
    </message>
    <message>
        <source>more than %1 messages in a second</source>
        <translation>больше %1 сообщений в секунду</translation>
    </message>
    <message>
        <source>the peer reported: %1</source>
        <translation>другая сторона сообщила: %1</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>внутренняя ошибка: %1</translation>
    </message>
    <message>
        <source>the link was closed</source>
        <translation>связь закрыта</translation>
    </message>
    <message>
        <source>the other side closed the connection</source>
        <translation>другая сторона закрыла соединение</translation>
    </message>
    <message>
        <source>no message for too long</source>
        <translation>слишком долго нет сообщений</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>the other side did not answer</source>
        <translation>другая сторона не ответила</translation>
    </message>
    <message>
        <source>messages were lost on the way</source>
        <translation>сообщения потерялись в пути</translation>
    </message>
    <message>
        <source>too many messages missing</source>
        <translation>пропало слишком много сообщений</translation>
    </message>
    <message>
        <source>the broker connection takes no more messages</source>
        <translation>соединение с брокером больше не принимает сообщений</translation>
    </message>
</context>
<context>
    <name>LinkProblems</name>
    <message>
        <source>This is not a popout:// link.</source>
        <translation>Это не ссылка popout://.</translation>
    </message>
    <message>
        <source>This link is too long: an invite link has at most %1 characters. Copy the link again, on its own.</source>
        <translation>Ссылка слишком длинная: в ссылке-приглашении не больше %1 символов. Скопируйте ссылку ещё раз, без лишнего текста.</translation>
    </message>
    <message>
        <source>This popout:// link is not an internet game&apos;s (they hold /r/).</source>
        <translation>Эта ссылка popout:// не ведёт к игре через интернет (в таких ссылках есть /r/).</translation>
    </message>
    <message>
        <source>The broker in this link is not a host name or address.</source>
        <translation>Брокер в этой ссылке — не имя хоста и не адрес.</translation>
    </message>
    <message>
        <source>The port in this link is not a number from 1 to 65535.</source>
        <translation>Порт в этой ссылке — не число от 1 до 65535.</translation>
    </message>
    <message>
        <source>The room in this link is damaged: copy the whole link again.</source>
        <translation>Комната в этой ссылке повреждена: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The link has lost its end (the secret after #): copy the whole link again.</source>
        <translation>У ссылки потерялся конец (секретный ключ после #): скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The secret at the end of this link is damaged: copy the whole link again.</source>
        <translation>Секретный ключ в конце ссылки повреждён: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>This link has an option this version does not know (only tls=0).</source>
        <translation>В ссылке есть параметр, неизвестный этой версии (поддерживается только tls=0).</translation>
    </message>
    <message>
        <source>This is not an invite link.</source>
        <translation>Это не ссылка-приглашение.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the file is too large to be a saved game</source>
        <translation>файл слишком велик для сохранённой партии</translation>
    </message>
    <message>
        <source>the file is not text, so not a saved game</source>
        <translation>файл не текстовый, значит, это не сохранённая партия</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>the file is truncated: it ends in the middle of the game</source>
        <translation>файл обрезан: он обрывается посреди партии</translation>
    </message>
    <message>
        <source>the file is corrupt (at line %1, column %2)</source>
        <translation>файл повреждён (строка %1, позиция %2)</translation>
    </message>
    <message>
        <source>this is not a Pop Out saved game</source>
        <translation>это не сохранённая партия Pop Out</translation>
    </message>
    <message>
        <source>the file was written by a newer Pop Out (format version %1; this version reads up to %2): please update</source>
        <translation>файл записан более новой версией Pop Out (версия формата %1; эта версия читает до %2): обновите программу</translation>
    </message>
    <message>
        <source>the moves in it are not legal (%1)</source>
        <translation>записанные в нём ходы недопустимы (%1)</translation>
    </message>
    <message>
        <source>the result stored in it does not match its moves</source>
        <translation>записанный результат не соответствует ходам</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>it is a folder, not a saved game</source>
        <translation>это папка, а не сохранённая партия</translation>
    </message>
    <message>
        <source>you may not read it (permission denied)</source>
        <translation>нет прав на чтение файла</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>его не удаётся прочитать (%1)</translation>
    </message>
    <message>
        <source>a part of it is damaged (%1)</source>
        <translation>часть файла повреждена (%1)</translation>
    </message>
    <message>
        <source>its lists and objects are nested more than %1 deep</source>
        <translation>его списки и объекты вложены глубже чем на %1 уровня</translation>
    </message>
    <message>
        <source>it holds a number no saved game has (%1)</source>
        <translation>в нём есть число, которого не бывает в сохранённой партии (%1)</translation>
    </message>
    <message>
        <source>an object in it names the field %1 twice</source>
        <translation>в одном из его объектов поле %1 указано дважды</translation>
    </message>
    <message>
        <source>the game is too long: it has more than %1 moves</source>
        <translation>партия слишком длинная: в ней больше %1 ходов</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe, say)</source>
        <translation>это не обычный файл (а, например, устройство или канал)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation>победа за %1</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>В%1</translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation>поражение за %1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>П%1</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export Position as PNG…</source>
        <translation>&amp;Экспорт позиции в PNG…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подсказ&amp;ка</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Режим &amp;анализа</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Вернуться к игре</translation>
    </message>
    <message>
        <source>&amp;Table Settings…</source>
        <translation>Настройки &amp;стола…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;About Pop Out</source>
        <translation>&amp;О программе Pop Out</translation>
    </message>
    <message>
        <source>Choose the players and the table, then play</source>
        <translation>Выберите игроков и стол и начните игру</translation>
    </message>
    <message>
        <source>Start again with the same players and table</source>
        <translation>Начать сначала с теми же игроками и столом</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Взять назад последний ход</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Снова сделать отменённый ход</translation>
    </message>
    <message>
        <source>Show the move the computer would play</source>
        <translation>Показать ход, который сделал бы компьютер</translation>
    </message>
    <message>
        <source>Show the value of every move: W7 wins in 7 moves, L12 loses in 12, = draw, a number is an estimate</source>
        <translation>Показать оценку каждого хода: В7 — победа за 7 ходов, П12 — поражение за 12, = ничья, число — приблизительная оценка</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Mo&amp;ves</source>
        <translation>Х&amp;оды</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Take the game back to this position and play on from it; the moves that followed wait in Redo.</source>
        <translation>Вернуть партию к этой позиции и играть дальше отсюда; сделанные после неё ходы останутся в «Повторить».</translation>
    </message>
    <message>
        <source>The computer is thinking: your turn comes after its move.</source>
        <translation>Компьютер думает: ваш ход — после его хода.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s move.</source>
        <translation>Ждём хода игрока %1.</translation>
    </message>
    <message>
        <source>The computer had a problem (%1) and played a random move.</source>
        <translation>У компьютера возникла ошибка (%1), и он сделал случайный ход.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Pop Out games (*.popout)</source>
        <translation>Партии Pop Out (*.popout)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.

The current game is unchanged.</source>
        <translation>Не удаётся открыть %1: %2.

Текущая партия не изменилась.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Открыт файл %1.</translation>
    </message>
    <message>
        <source>game.popout</source>
        <translation>партия.popout</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не удаётся сохранить партию</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Не удалось сохранить партию в %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Экспорт позиции</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>позиция.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be written to %1: %2.</source>
        <translation>Не удалось записать изображение в %1: %2.</translation>
    </message>
    <message>
        <source>Cannot export the position</source>
        <translation>Не удаётся экспортировать позицию</translation>
    </message>
    <message>
        <source>Exported the position to %1.</source>
        <translation>Позиция экспортирована в %1.</translation>
    </message>
    <message>
        <source>Reviewing the start position (%1 moves played). Read-only.</source>
        <translation>Просмотр начальной позиции (сделано ходов: %1). Изменять нельзя.</translation>
    </message>
    <message>
        <source>Reviewing the position after move %1 of %2. Read-only.</source>
        <translation>Просмотр позиции после хода %1 из %2. Изменять нельзя.</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <source>Start a new game at the new table now? The game in progress ends.</source>
        <translation>Начать новую партию за новым столом сейчас? Текущая партия закончится.</translation>
    </message>
    <message>
        <source>About Pop Out</source>
        <translation>О программе Pop Out</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;Connect Four with a twist: on your turn, drop a disc into a column &lt;i&gt;or&lt;/i&gt; pop one of your own discs out of the bottom row.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pop Out %1&lt;/h3&gt;&lt;p&gt;«Четыре в ряд» с изюминкой: в свой ход бросьте диск в столбец &lt;i&gt;или&lt;/i&gt; вытолкните один из своих дисков из нижнего ряда.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>compiled C</source>
        <translation>скомпилированном C</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>чистом Python</translation>
    </message>
    <message>
        <source>Engine: classic solver in %1, Pop Out search in %2.</source>
        <translation>Движок: классический решатель на %1, поиск Pop Out на %2.</translation>
    </message>
    <message>
        <source>The compiled core was not built when the game was installed, so the computer thinks %1 to %2 times slower. To build it, install gcc and python3-dev, then install the game again.</source>
        <translation>При установке игры скомпилированное ядро не было собрано, поэтому компьютер думает в %1–%2 раз медленнее. Чтобы собрать его, установите gcc и python3-dev, затем установите игру заново.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Подбираю подсказку…</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Подсказка: пропустите ход.</translation>
    </message>
    <message>
        <source>Hint: pop column %1.</source>
        <translation>Подсказка: вытолкните диск из столбца %1.</translation>
    </message>
    <message>
        <source>Hint: play the %2 into column %1.</source>
        <translation>Подсказка: сыграйте диск «%2» в столбец %1.</translation>
    </message>
    <message>
        <source>Hint: drop into column %1.</source>
        <translation>Подсказка: бросьте диск в столбец %1.</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>Ошибка движка: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <source>%1[*] — Pop Out</source>
        <translation>%1[*] — Pop Out</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: пас.</translation>
    </message>
    <message>
        <source>%1 crushed column %2 with the anvil.</source>
        <translation>%1: наковальня сокрушила столбец %2.</translation>
    </message>
    <message>
        <source>%1 played the %2 into column %3.</source>
        <translation>%1: диск «%2» в столбец %3.</translation>
    </message>
    <message>
        <source>%1&apos;s bomb popped %2&apos;s disc from column %3.</source>
        <translation>%1: бомба вытолкнула диск соперника (%2) из столбца %3.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3) and pops again.</source>
        <translation>%1: диск забран (%2 / %3), снова выталкивание.</translation>
    </message>
    <message>
        <source>%1 keeps the disc (%2 / %3).</source>
        <translation>%1: диск забран (%2 / %3).</translation>
    </message>
    <message>
        <source>%1 popped column %2.</source>
        <translation>%1: выталкивание из столбца %2.</translation>
    </message>
    <message>
        <source>%1 put the disc back into column %2.</source>
        <translation>%1: диск возвращён в столбец %2.</translation>
    </message>
    <message>
        <source>%1 made the second drop into column %2.</source>
        <translation>%1: второй бросок в столбец %2.</translation>
    </message>
    <message>
        <source>%1 dropped into column %2.</source>
        <translation>%1: бросок в столбец %2.</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pass.</source>
        <translation>Ход отменён (%1: пас).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s %3 in column %2.</source>
        <translation>Ход отменён (%1: диск «%3» в столбец %2).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s pop of column %2.</source>
        <translation>Ход отменён (%1: выталкивание из столбца %2).</translation>
    </message>
    <message>
        <source>Took back %1&apos;s drop into column %2.</source>
        <translation>Ход отменён (%1: бросок в столбец %2).</translation>
    </message>
    <message>
        <source>%1 wins with %2 kept discs!</source>
        <translation>Победа: %1 — забрано дисков: %2!</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves, the most a game may have.</source>
        <translation>Ничья: партия достигла %1 ходов — это наибольшая допустимая длина партии.</translation>
    </message>
    <message>
        <source>Moves played: %1.</source>
        <translation>Сделано ходов: %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Компьютер победил</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Вы сдались.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>Компьютер сдался.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 сдаётся.</translation>
    </message>
    <message>
        <source>You kept %1 discs.</source>
        <translation>Вы забрали дисков: %1.</translation>
    </message>
    <message>
        <source>The computer kept %1 discs.</source>
        <translation>Компьютер забрал дисков: %1.</translation>
    </message>
    <message>
        <source>%1 kept %2 discs.</source>
        <translation>%1 — забрано дисков: %2.</translation>
    </message>
    <message>
        <source>A line of %1.</source>
        <translation>Линия из %1 дисков.</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation>Ничья: поле заполнено</translation>
    </message>
    <message>
        <source>Draw: no discs are left</source>
        <translation>Ничья: дисков не осталось</translation>
    </message>
    <message>
        <source>Draw: the same position three times</source>
        <translation>Ничья: позиция повторилась трижды</translation>
    </message>
    <message>
        <source>Draw: %1 moves, the most a game may have</source>
        <translation>Ничья: %1 ходов — наибольшая длина партии</translation>
    </message>
    <message>
        <source>%1 to move: setup — drop into one of the lowest columns.</source>
        <translation>Ход: %1. Заполнение поля — бросок в один из самых низких столбцов.</translation>
    </message>
    <message>
        <source>%1 played the wall into column %2 — now drop a second disc that makes no line of yours.</source>
        <translation>%1: стена в столбец %2 — стена: второй бросок, не составляющий линию.</translation>
    </message>
    <message>
        <source>%1 played the ×2 into column %2 — now drop a second disc.</source>
        <translation>%1: ×2 в столбец %2 — ×2: второй бросок.</translation>
    </message>
    <message>
        <source>%1 must put the disc back into column %2: no other is open.</source>
        <translation>Ход: %1. Диск нужно вернуть в столбец %2: другие заполнены.</translation>
    </message>
    <message>
        <source>%1 must put the disc back: drop it into any column but %2.</source>
        <translation>Ход: %1. Диск нужно вернуть: бросок в любой столбец, кроме %2.</translation>
    </message>
    <message>
        <source>%1 played the bomb into column %2 — now pop one of %3&apos;s bottom discs.</source>
        <translation>%1: бомба в столбец %2 — теперь вытолкните один из нижних дисков соперника (%3).</translation>
    </message>
    <message>
        <source>%1 must pass: no disc of theirs is in the bottom row.</source>
        <translation>Ход: %1. Нужен пас: в нижнем ряду нет своих дисков.</translation>
    </message>
    <message>
        <source>%1 to move: pop column %2.</source>
        <translation>Ход: %1. Выталкивание из столбца %2.</translation>
    </message>
    <message>
        <source>%1 to move: pop one of columns %2.</source>
        <translation>Ход: %1. Выталкивание из одного из столбцов %2.</translation>
    </message>
    <message>
        <source>%1 to move: the %2 is armed — choose a column (Esc disarms).</source>
        <translation>Ход: %1. Диск «%2» наготове — выберите столбец (Esc — отмена).</translation>
    </message>
    <message>
        <source>%1 to move: drop, or play a power checker (A, B, W, X).</source>
        <translation>Ход: %1. Бросок или особый диск (A, B, W, X).</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop column %2, or play a power checker.</source>
        <translation>Ход: %1. Бросок, выталкивание из столбца %2 или особый диск.</translation>
    </message>
    <message>
        <source>%1 to move: drop, pop one of columns %2, or play a power checker.</source>
        <translation>Ход: %1. Бросок, выталкивание из одного из столбцов %2 или особый диск.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Ход: %1.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop column %2.</source>
        <translation>Ход: %1. Бросок или выталкивание из столбца %2.</translation>
    </message>
    <message>
        <source>%1 to move: drop, or pop one of columns %2.</source>
        <translation>Ход: %1. Бросок или выталкивание из одного из столбцов %2.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins!</source>
        <translation>%1 сдаётся: победа — %2!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Победа: %1!</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Ничья: поле заполнено.</translation>
    </message>
    <message>
        <source>Draw: no discs are left on the board.</source>
        <translation>Ничья: на поле не осталось дисков.</translation>
    </message>
    <message>
        <source>Draw: the same position came up three times.</source>
        <translation>Ничья: одна и та же позиция повторилась трижды.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>The time the game was started is unknown (its field &apos;created&apos; is empty, as older versions wrote it).</source>
        <translation>Время начала партии неизвестно (поле &apos;created&apos; пусто: так писали прежние версии).</translation>
    </message>
    <message>
        <source>The time the game was last saved is unknown (its field &apos;saved&apos; is empty).</source>
        <translation>Время последнего сохранения партии неизвестно (поле &apos;saved&apos; пусто).</translation>
    </message>
    <message>
        <source>Fields this version of Pop Out does not know (%1) are left out and will not be saved with the game.</source>
        <translation>Поля, которых эта версия Pop Out не знает (%1), пропущены и не будут сохранены вместе с партией.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Ход отменён: «Повторить» сделает его снова</translation>
    </message>
</context>
<context>
    <name>MqttCarrier</name>
    <message>
        <source>The broker %1 refused the connection: nothing listens on that port.</source>
        <translation>Брокер %1 отказал в соединении: на этом порту никто не слушает.</translation>
    </message>
    <message>
        <source>The broker&apos;s name %1 could not be found.</source>
        <translation>Имя брокера %1 не найдено.</translation>
    </message>
    <message>
        <source>The broker %1 did not answer in time.</source>
        <translation>Брокер %1 не ответил вовремя.</translation>
    </message>
    <message>
        <source>The secure connection to the broker %1 failed (does it offer TLS?): %2</source>
        <translation>Не удалось установить защищённое соединение с брокером %1 (поддерживает ли он TLS?): %2</translation>
    </message>
    <message>
        <source>The broker %1 could not be reached: %2</source>
        <translation>Не удалось связаться с брокером %1: %2</translation>
    </message>
    <message>
        <source>The broker %1 refused the login: check the user name and password in the preferences (the broker may also not let this user in).</source>
        <translation>Брокер %1 отклонил вход: проверьте имя пользователя и пароль в настройках (возможно, брокер не пускает этого пользователя).</translation>
    </message>
    <message>
        <source>The broker %1 is busy or unavailable; try again later.</source>
        <translation>Брокер %1 занят или недоступен; попробуйте позже.</translation>
    </message>
    <message>
        <source>The broker %1 refused the connection: %2</source>
        <translation>Брокер %1 отказал в соединении: %2</translation>
    </message>
    <message>
        <source>%1 accepted the connection but did not answer as an MQTT broker. Check that this is the broker&apos;s address and port.</source>
        <translation>%1 принял соединение, но не ответил как брокер MQTT. Проверьте, что это адрес и порт брокера.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>it is too large to be a certificate authority&apos;s file</source>
        <translation>он слишком велик для файла центра сертификации</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>он пуст</translation>
    </message>
    <message>
        <source>it holds no certificate (PEM or DER)</source>
        <translation>в нём нет сертификата (PEM или DER)</translation>
    </message>
    <message>
        <source>The certificate authority file %1 cannot be used: %2</source>
        <translation>Файл центра сертификации %1 нельзя использовать: %2</translation>
    </message>
    <message>
        <source>Disconnected from the broker.</source>
        <translation>Соединение с брокером закрыто.</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate that the certificate authority file %3 does not vouch for: %2. Check the file chosen in the preferences (Internet play).</source>
        <translation>Сертификат брокера %1 не подтверждён файлом центра сертификации %3: %2. Проверьте файл, выбранный в настройках (Игра через интернет).</translation>
    </message>
    <message>
        <source>The broker %1 has a certificate this computer does not trust: %2. If the broker has a certificate authority of its own, choose that authority&apos;s file in the preferences (Internet play).</source>
        <translation>У брокера %1 сертификат, которому этот компьютер не доверяет: %2. Если у брокера свой центр сертификации, выберите файл этого центра в настройках (Игра через интернет).</translation>
    </message>
    <message>
        <source>The connection to the broker closed at once.</source>
        <translation>Соединение с брокером сразу закрылось.</translation>
    </message>
    <message>
        <source>The broker %1 does not let us subscribe to the game&apos;s topics: %2</source>
        <translation>Брокер %1 не разрешает подписаться на темы игры: %2</translation>
    </message>
    <message>
        <source>The broker refused the connection.</source>
        <translation>Брокер отказал в соединении.</translation>
    </message>
    <message>
        <source>The connection to the broker %1 was lost; reconnecting.</source>
        <translation>Соединение с брокером %1 потеряно; переподключение.</translation>
    </message>
    <message>
        <source>The broker %1 closed the connection before it was made.</source>
        <translation>Брокер %1 закрыл соединение, не дав его установить.</translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <translation>Pop 10 до %1</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 в ряд</translation>
    </message>
    <message>
        <source>pops</source>
        <translation>с выталкиванием</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>только броски</translation>
    </message>
    <message>
        <source>side columns</source>
        <translation>крайние столбцы</translation>
    </message>
    <message>
        <source>repetition draws</source>
        <translation>ничья при повторении</translation>
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
        <translation>Се&amp;ть</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>Offer a Re&amp;match</source>
        <translation>Предложить &amp;реванш</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>&amp;Выйти из сетевой игры</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>порт %1</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>Вы вышли из сетевой игры.</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 в игре.</translation>
    </message>
    <message>
        <source>Play on the game in progress over the network, or start a new one?</source>
        <translation>Продолжить текущую партию по сети или начать новую?</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>&amp;Создать игру…</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>&amp;Подключиться к игре…</translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation>Создать игру</translation>
    </message>
    <message>
        <source>This game started from a set-up position, which a guest cannot receive: hosting starts a new game.</source>
        <translation>Эта партия началась с расставленной позиции, которую гость получить не может: при создании сетевой игры начнётся новая партия.</translation>
    </message>
    <message>
        <source>&amp;Play on this game</source>
        <translation>&amp;Продолжить эту партию</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Начать &amp;новую</translation>
    </message>
    <message>
        <source>Too many wrong join codes were tried: the join code is now %1.</source>
        <translation>Было введено слишком много неверных кодов входа: теперь код %1.</translation>
    </message>
    <message>
        <source>%1 left; their seat is kept.</source>
        <translation>%1 не в сети; место сохраняется.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1: соединение потеряно.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here: rejoin to watch again when the host or the network is back.</source>
        <translation>Вернуться в игру не удалось. Партия остаётся здесь: подключитесь снова, чтобы смотреть дальше, когда хост или сеть вернутся.</translation>
    </message>
    <message>
        <source>Could not get back to the game. It stays here, and so does your seat: rejoin when the host or the network is back.</source>
        <translation>Вернуться в игру не удалось. Партия остаётся здесь, как и ваше место: подключитесь снова, когда хост или сеть вернутся.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Подключиться снова</translation>
    </message>
    <message>
        <source>The host did not let us back: %1</source>
        <translation>Хост не пустил нас обратно: %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>попытка %1</translation>
    </message>
    <message>
        <source>the host asks for the join code</source>
        <translation>хост запрашивает код подключения</translation>
    </message>
    <message>
        <source>Join Code</source>
        <translation>Код подключения</translation>
    </message>
    <message>
        <source>The host asks for the join code again (it may have changed). Type the code shown on the host&apos;s screen to go back to the game:</source>
        <translation>Хост снова запрашивает код подключения (возможно, он изменился). Введите код, показанный на экране хоста, чтобы вернуться в игру:</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Вернуться в игру</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>В&amp;ыйти</translation>
    </message>
    <message>
        <source>giving the join code</source>
        <translation>отправка кода подключения</translation>
    </message>
    <message>
        <source>Asked %1 to take back a move.</source>
        <translation>Запрос на отмену хода отправлен игроку %1.</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>Вы предложили ничью.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Вы действительно хотите сдать эту партию?</translation>
    </message>
    <message>
        <source>You offered a rematch.</source>
        <translation>Вы предложили реванш.</translation>
    </message>
    <message>
        <source>%1 asks to take back moves (back to move %2).</source>
        <translation>%1 просит отменить ходы (вернуться к ходу %2).</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 предлагает ничью.</translation>
    </message>
    <message>
        <source>%1 offers a rematch with the colours swapped.</source>
        <translation>%1 предлагает реванш со сменой цветов.</translation>
    </message>
    <message>
        <source>%1 agreed to take back.</source>
        <translation>%1 соглашается на отмену хода.</translation>
    </message>
    <message>
        <source>%1 declined to take back.</source>
        <translation>%1 отказывается отменить ход.</translation>
    </message>
    <message>
        <source>%1 accepted the draw.</source>
        <translation>%1 соглашается на ничью.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 отказывается от ничьей.</translation>
    </message>
    <message>
        <source>%1 accepted the rematch.</source>
        <translation>%1 соглашается на реванш.</translation>
    </message>
    <message>
        <source>%1 declined the rematch.</source>
        <translation>%1 отказывается от реванша.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Компьютер (новичок)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Компьютер (средний)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <source>Computer (expert)</source>
        <translation>Компьютер (эксперт)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>&amp;First (%1):</source>
        <translation>&amp;Первый (%1):</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>Первыми ходят: %1.</translation>
    </message>
    <message>
        <source>Sec&amp;ond (%1):</source>
        <translation>&amp;Второй (%1):</translation>
    </message>
    <message>
        <source>%1 moves second.</source>
        <translation>Вторыми ходят: %1.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Кто играет (%1)</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer.</source>
        <translation>Человек за этим компьютером или сам компьютер.</translation>
    </message>
    <message>
        <source>Level of the computer playing %1</source>
        <translation>Уровень компьютера (%1)</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Насколько сильно играет компьютер.</translation>
    </message>
    <message>
        <source>Name of the player of %1</source>
        <translation>Имя игрока (%1)</translation>
    </message>
    <message>
        <source>Leave empty to use the name shown in grey.</source>
        <translation>Оставьте пустым, чтобы использовать имя, показанное серым.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>⇅ S&amp;wap</source>
        <translation>⇅ По&amp;менять</translation>
    </message>
    <message>
        <source>Exchange the two players, so that the other one moves first.</source>
        <translation>Поменять игроков местами, чтобы первым ходил другой.</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Играет</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>От&amp;клонить</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Over the network</source>
        <translation>По сети</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>kept %1 / %2</source>
        <translation>забрано: %1 / %2</translation>
    </message>
    <message>
        <source>Discs kept (%1 to win)</source>
        <translation>Забранные диски; для победы нужно %1</translation>
    </message>
    <message>
        <source>no power checkers</source>
        <translation>нет особых дисков</translation>
    </message>
    <message>
        <source>Power checkers left: %1</source>
        <translation>Оставшиеся особые диски: %1</translation>
    </message>
    <message>
        <source>No power checkers left.</source>
        <translation>Особых дисков не осталось.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ ход</translation>
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
        <translation>Нечего читать: сначала скопируйте код позиции (или ссылку popout://position/), затем вставьте его.</translation>
    </message>
    <message>
        <source>%1 is an invite link to a network game, not a position code: open it with Network → Join Game….</source>
        <translation>%1 — ссылка-приглашение в сетевую игру, а не код позиции: откройте её через «Сеть → Подключиться к игре…».</translation>
    </message>
    <message>
        <source>%1 holds a Pop 10 or Power Up game that Pop Out cannot replay: its step %2 (%3) is against the rules.</source>
        <translation>В %1 записана партия Pop 10 или Power Up, которую Pop Out не может воспроизвести: её шаг %2 (%3) нарушает правила.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Pop Out, which this one cannot read</source>
        <translation>он создан более новой версией Pop Out, и эта версия не может его прочитать</translation>
    </message>
    <message>
        <source>the table it names cannot be played</source>
        <translation>за указанным в нём столом играть нельзя</translation>
    </message>
    <message>
        <source>a position code has only letters, digits, - and _ (no spaces)</source>
        <translation>код позиции состоит только из букв, цифр, - и _ (без пробелов)</translation>
    </message>
    <message>
        <source>it is cut short or mistyped: copy it again, all of it</source>
        <translation>он обрезан или набран с ошибкой: скопируйте его ещё раз целиком</translation>
    </message>
    <message>
        <source>%1 is not a position code Pop Out can read: %2.</source>
        <translation>Pop Out не может прочитать %1 как код позиции: %2.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps; it is over.</source>
        <translation>В этом коде — партия %1 (сделано шагов: %2); она окончена.</translation>
    </message>
    <message>
        <source>This code holds a %1 game after %2 steps: %3 to move.</source>
        <translation>В этом коде — партия %1 (сделано шагов: %2), ход: %3.</translation>
    </message>
    <message>
        <source>Discs kept: %1 %2, %3 %4.</source>
        <translation>Забрано дисков: %1 — %2, %3 — %4.</translation>
    </message>
    <message>
        <source>Power checkers left: %1 %2, %3 %4.</source>
        <translation>Осталось особых дисков: %1 — %2, %3 — %4.</translation>
    </message>
    <message>
        <source>Position Code</source>
        <translation>Код позиции</translation>
    </message>
    <message>
        <source>Show it as the game on the board, with the current players? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Показать эту партию на поле с текущими игроками? Редактор позиции не умеет расставлять диски Pop 10 и Power Up.</translation>
    </message>
    <message>
        <source>&amp;Show It</source>
        <translation>&amp;Показать</translation>
    </message>
    <message>
        <source>Play on from this position with the current players, or analyse it? The board editor cannot place the pieces of Pop 10 and Power Up.</source>
        <translation>Продолжить игру с этой позиции с текущими игроками или проанализировать её? Редактор позиции не умеет расставлять диски Pop 10 и Power Up.</translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>Играть &amp;дальше</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализировать</translation>
    </message>
    <message>
        <source>Setting up a position: the game waits.</source>
        <translation>Расстановка позиции: партия ждёт.</translation>
    </message>
    <message>
        <source>The game goes on from the position of the code.</source>
        <translation>Партия продолжается с позиции из кода.</translation>
    </message>
    <message>
        <source>A network game changes only by agreement: leave it first (Network menu) to play from a position.</source>
        <translation>Сетевая партия меняется только по соглашению: чтобы играть с позиции, сначала выйдите из неё (меню «Сеть»).</translation>
    </message>
    <message>
        <source>The game goes on from the position set up.</source>
        <translation>Партия продолжается с расставленной позиции.</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Play from this position now? The game in progress ends.</source>
        <translation>Играть с этой позиции сейчас? Текущая партия закончится.</translation>
    </message>
    <message>
        <source>The position code %1 was copied.</source>
        <translation>Код позиции %1 скопирован.</translation>
    </message>
    <message>
        <source>The position link was copied: %1</source>
        <translation>Ссылка на позицию скопирована: %1</translation>
    </message>
    <message>
        <source>Only a Pop 10 or Power Up position reached in a game has a code (its steps), and only up to about a thousand of them.</source>
        <translation>Код (шаги партии) есть только у позиции Pop 10 или Power Up, возникшей в партии, и только если шагов не больше примерно тысячи.</translation>
    </message>
    <message>
        <source>A position with a floating disc has no code.</source>
        <translation>У позиции с висящим диском нет кода.</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>Place discs, choose who moves, then play or analyse from the position</source>
        <translation>Расставить диски, выбрать, чей ход, и играть или анализировать с этой позиции</translation>
    </message>
    <message>
        <source>&amp;Paste Position Code</source>
        <translation>Вставить ко&amp;д позиции</translation>
    </message>
    <message>
        <source>Set up the position of a code or link on the clipboard</source>
        <translation>Расставить позицию по коду или ссылке из буфера обмена</translation>
    </message>
    <message>
        <source>&amp;Copy Position Code</source>
        <translation>Ко&amp;пировать код позиции</translation>
    </message>
    <message>
        <source>Copy Position &amp;Link</source>
        <translation>Копировать ссы&amp;лку на позицию</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link of the position shown</source>
        <translation>Скопировать ссылку popout://position/ на показанную позицию</translation>
    </message>
    <message>
        <source>The position code was copied.</source>
        <translation>Код позиции скопирован.</translation>
    </message>
    <message>
        <source>The position link was copied.</source>
        <translation>Ссылка на позицию скопирована.</translation>
    </message>
    <message>
        <source>The position of the code is shown.</source>
        <translation>Показана позиция из кода.</translation>
    </message>
    <message>
        <source>No code: this position is not of a game</source>
        <translation>Нет кода: эта позиция не из партии</translation>
    </message>
    <message>
        <source>No code while a disc floats</source>
        <translation>Нет кода, пока диск висит</translation>
    </message>
    <message>
        <source>The code carries the steps of the game so far; pasted, it offers to play on from this position or to analyse it</source>
        <translation>Код хранит шаги партии до этого момента; после вставки он предлагает продолжить игру с этой позиции или проанализировать её</translation>
    </message>
    <message>
        <source>Looking further for a game that leads here…</source>
        <translation>Продолжается поиск партии, ведущей к этой позиции…</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>С этой позиции играть нельзя: %1</translation>
    </message>
    <message>
        <source>Play from here with analysis mode on</source>
        <translation>Играть отсюда с включённым режимом анализа</translation>
    </message>
    <message>
        <source>Set Up a Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Disc to place</source>
        <translation>Какой диск ставить</translation>
    </message>
    <message>
        <source>&amp;Empty (0, Delete)</source>
        <translation>П&amp;усто (0, Delete)</translation>
    </message>
    <message>
        <source>A click takes the disc out of the cell</source>
        <translation>Щелчок убирает диск из ячейки</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Чей ход</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <source>Take every disc off the board</source>
        <translation>Убрать все диски с поля</translation>
    </message>
    <message>
        <source>Table&apos;s S&amp;tart</source>
        <translation>Н&amp;ачальная позиция</translation>
    </message>
    <message>
        <source>The table&apos;s own start: an empty board, the first player to move</source>
        <translation>Начальная позиция этого стола: пустое поле, ход первого игрока</translation>
    </message>
    <message>
        <source>&amp;Flip Colours</source>
        <translation>Поменять &amp;цвета</translation>
    </message>
    <message>
        <source>Swap the colours of every disc</source>
        <translation>Поменять цвет каждого диска</translation>
    </message>
    <message>
        <source>Change Ta&amp;ble…</source>
        <translation>С&amp;менить стол…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Отм&amp;енить</translation>
    </message>
    <message>
        <source>Take back the last change (Ctrl+Z)</source>
        <translation>Отменить последнее изменение (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Position &amp;code:</source>
        <translation>Код по&amp;зиции:</translation>
    </message>
    <message>
        <source>Position code</source>
        <translation>Код позиции</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>Копи&amp;ровать код</translation>
    </message>
    <message>
        <source>Copy Lin&amp;k</source>
        <translation>Копировать сс&amp;ылку</translation>
    </message>
    <message>
        <source>Copy a popout://position/ link to send to a friend</source>
        <translation>Скопировать ссылку popout://position/, чтобы отправить другу</translation>
    </message>
    <message>
        <source>Paste a co&amp;de or link:</source>
        <translation>Вставьте ко&amp;д или ссылку:</translation>
    </message>
    <message>
        <source>Code to paste</source>
        <translation>Код для вставки</translation>
    </message>
    <message>
        <source>A code, or popout://position/…</source>
        <translation>Код или popout://position/…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Why the code was refused</source>
        <translation>Почему код не принят</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>И&amp;грать отсюда</translation>
    </message>
    <message>
        <source>Play from this position (Ctrl+Enter)</source>
        <translation>Играть с этой позиции (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Back to the game, unchanged (Esc)</source>
        <translation>Вернуться к игре без изменений (Esc)</translation>
    </message>
    <message>
        <source>Placing or taking out a disc sets who moves: every move adds a disc or (a pop) takes one out, so %1 moves with an even number of discs, %2 with an odd one.</source>
        <translation>Постановка или удаление диска определяет, чей ход: каждый ход добавляет диск или (выталкивание) убирает его, поэтому при чётном числе дисков ходят %1, при нечётном — %2.</translation>
    </message>
    <message>
        <source>&amp;%1 (1, R)</source>
        <translation>&amp;%1 (1, R)</translation>
    </message>
    <message>
        <source>%1 (2, &amp;Y)</source>
        <translation>&amp;%1 (2, Y)</translation>
    </message>
    <message>
        <source>%1 moves in this position</source>
        <translation>Ход в этой позиции: %1</translation>
    </message>
    <message>
        <source>Table: %1 — %2</source>
        <translation>Стол: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <source>anvil</source>
        <translation>наковальня</translation>
    </message>
    <message>
        <source>bomb</source>
        <translation>бомба</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>стена</translation>
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
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Общие</translation>
    </message>
    <message>
        <source>&amp;Internet play</source>
        <translation>&amp;Игра через интернет</translation>
    </message>
    <message>
        <source>Blue and orange discs marked with a cross and a ring, for colour-blind eyes.</source>
        <translation>Синие и оранжевые диски с крестиком и кольцом — для тех, кто плохо различает цвета.</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Предпросмотр темы</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is set, high contrast when the desktop asks for it, and switching with it.</source>
        <translation>Светлая или тёмная, как настроен рабочий стол, высококонтрастная, когда он этого просит, и меняется вместе с ним.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Normal, or off when the desktop is set to reduce motion, and switching with it.</source>
        <translation>Обычно или без анимации, когда рабочий стол просит меньше движения, и меняется вместе с ним.</translation>
    </message>
    <message>
        <source>How fast discs fall and slide. Off shows every move at once.</source>
        <translation>Как быстро падают и сдвигаются диски. «Без анимации» — каждый ход виден сразу.</translation>
    </message>
    <message>
        <source>&amp;Play sounds for drops, pops and wins</source>
        <translation>&amp;Звуки бросков, выталкиваний и побед</translation>
    </message>
    <message>
        <source>Without an audio device the game stays silent, whatever this says.</source>
        <translation>Без звукового устройства игра молчит, что бы здесь ни было выбрано.</translation>
    </message>
    <message>
        <source>This installation cannot play sound.</source>
        <translation>В этой установке игры звук недоступен.</translation>
    </message>
    <message>
        <source>Audio cues: hear where &amp;each disc lands</source>
        <translation>Звуковые подсказки: слышно, &amp;куда ложится каждый диск</translation>
    </message>
    <message>
        <source>Audio cues</source>
        <translation>Звуковые подсказки</translation>
    </message>
    <message>
        <source>Two notes for each move: the first tells the column (low on the left, higher to the right, heard from its side), the second the row (higher further up); a falling note is a pop, and the opponent&apos;s moves sound reedier.</source>
        <translation>Две ноты на каждый ход: первая называет столбец (низкая слева, выше к правому краю, слышна с его стороны), вторая — ряд (выше к верху); нисходящая нота — выталкивание, а ходы соперника звучат более резким тембром.</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia: pip install PySide6-Addons (and the libpulse0 package on Linux).</source>
        <translation>Для звука нужен Qt Multimedia: pip install PySide6-Addons (а в Linux ещё пакет libpulse0).</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>The language of the game&apos;s menus and messages.</source>
        <translation>Язык меню и сообщений игры.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time you start Pop Out.</source>
        <translation>Новый язык вступит в силу при следующем запуске Pop Out.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>По &amp;умолчанию</translation>
    </message>
    <message>
        <source>Show the standard preferences; nothing is stored until OK or Apply.</source>
        <translation>Показать стандартные параметры; ничего не сохраняется до нажатия «OK» или «Применить».</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>%1 shown of %2 puzzles; %3 solved.</source>
        <translation>Показано задач: %1 из %2; решено: %3.</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Все столы</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>Сло&amp;жность:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Длина:</translation>
    </message>
    <message>
        <source>&amp;Key move:</source>
        <translation>Ключевой &amp;ход:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>С&amp;тол:</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Любая сложность</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Любая длина</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Победа на %1-м ходу</translation>
    </message>
    <message>
        <source>Drop or pop</source>
        <translation>Бросок или выталкивание</translation>
    </message>
    <message>
        <source>A pop</source>
        <translation>Выталкивание</translation>
    </message>
    <message>
        <source>A drop</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>Только &amp;нерешённые</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>The puzzles cannot be loaded: %1</source>
        <translation>Не удаётся загрузить задачи: %1</translation>
    </message>
    <message>
        <source>Solving puzzles: the game waits.</source>
        <translation>Решение задач: партия ждёт.</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>З&amp;адачи…</translation>
    </message>
    <message>
        <source>Solve Pop Out puzzles: find the forced win</source>
        <translation>Решать задачи Pop Out: найдите форсированную победу</translation>
    </message>
    <message>
        <source>&amp;Back to Game</source>
        <translation>&amp;Вернуться к игре</translation>
    </message>
    <message>
        <source>T&amp;ry Again</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подсказ&amp;ка</translation>
    </message>
    <message>
        <source>&amp;Hint: Show the Move</source>
        <translation>Подсказ&amp;ка: показать ход</translation>
    </message>
    <message>
        <source>Choose a puzzle from the list.</source>
        <translation>Выберите задачу из списка.</translation>
    </message>
    <message>
        <source>No puzzles.</source>
        <translation>Задач нет.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 · %4</source>
        <translation>Задача %1 из %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Solved! %1 wins in %2.</source>
        <translation>Решено! %1 побеждают на %2-м ходу.</translation>
    </message>
    <message>
        <source>That move loses at once. Try again.</source>
        <translation>Этот ход сразу проигрывает. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The computer cannot answer: %1</source>
        <translation>Компьютер не может ответить: %1</translation>
    </message>
    <message>
        <source>%1 looks for the best defence…</source>
        <translation>Поиск лучшей защиты (%1)…</translation>
    </message>
    <message>
        <source>Find the move that forces the win.</source>
        <translation>Найдите ход, который форсирует победу.</translation>
    </message>
    <message>
        <source>Good. %1 left to win.</source>
        <translation>Хорошо. До победы: %1.</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 ход</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 хода</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкая</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложная</translation>
    </message>
    <message>
        <source>%1 %2×%3</source>
        <translation>%1 %2×%3</translation>
    </message>
    <message>
        <source>%1 to play and win in %2 — with a pop</source>
        <translation>%1 начинают и побеждают на %2-м ходу — с выталкиванием</translation>
    </message>
    <message>
        <source>%1 to play and win in %2</source>
        <translation>%1 начинают и побеждают на %2-м ходу</translation>
    </message>
    <message>
        <source>Win in %1, pop</source>
        <translation>Победа на %1-м ходу, выталкивание</translation>
    </message>
    <message>
        <source>a pop from column %1</source>
        <translation>выталкивание из столбца %1</translation>
    </message>
    <message>
        <source>a drop in column %1</source>
        <translation>бросок в столбец %1</translation>
    </message>
    <message>
        <source>That does not win in %1.</source>
        <translation>Так не победить на %1-м ходу.</translation>
    </message>
    <message>
        <source>%1 answers with %2 and holds.</source>
        <translation>%1 отвечают: %2 — и держатся.</translation>
    </message>
    <message>
        <source>Hint: the winning move is in column %1.</source>
        <translation>Подсказка: выигрывающий ход — в столбце %1.</translation>
    </message>
    <message>
        <source>Hint: play %1 (marked on the board).</source>
        <translation>Подсказка: %1 (отмечено на поле).</translation>
    </message>
</context>
<context>
    <name>ReplayExport</name>
    <message>
        <source>The replay could not be written to %1: %2.</source>
        <translation>Не удалось записать анимацию партии в %1: %2.</translation>
    </message>
    <message>
        <source>A replay holds at most %1 moves, and this game has %2. Export Position as PNG… saves the position on the board.</source>
        <translation>Анимация партии вмещает не больше %1 ходов, а в этой партии их %2. «Экспорт позиции в PNG…» сохраняет позицию на поле.</translation>
    </message>
    <message>
        <source>E&amp;xport Replay…</source>
        <translation>Экспорт ани&amp;мации партии…</translation>
    </message>
    <message>
        <source>Save the game as an animated image, to send</source>
        <translation>Сохранить партию как анимированное изображение, чтобы отправить</translation>
    </message>
    <message>
        <source>Export Replay</source>
        <translation>Экспорт анимации партии</translation>
    </message>
    <message>
        <source>Animated images (*%1)</source>
        <translation>Анимированные изображения (*%1)</translation>
    </message>
    <message>
        <source>Painting the frames of %1…</source>
        <translation>Отрисовка кадров для %1…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запись %1…</translation>
    </message>
    <message>
        <source>Exported the replay to %1.</source>
        <translation>Анимация партии экспортирована в %1.</translation>
    </message>
    <message>
        <source>The replay was not exported.</source>
        <translation>Анимация партии не экспортирована.</translation>
    </message>
    <message>
        <source>Cannot export the replay</source>
        <translation>Не удаётся экспортировать анимацию партии</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>N&amp;ew game</source>
        <translation>Новая и&amp;гра</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>&amp;Просмотр</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop the review; the moves reviewed stay marked</source>
        <translation>Прервать разбор; разобранные ходы сохранят оценки</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Разобрать оставшиеся ходы</translation>
    </message>
    <message>
        <source>◀ Previous Mistake</source>
        <translation>◀ Предыдущая ошибка</translation>
    </message>
    <message>
        <source>The previous inaccuracy, mistake or blunder (Shift+F3)</source>
        <translation>Предыдущая неточность, ошибка или грубая ошибка (Shift+F3)</translation>
    </message>
    <message>
        <source>Next Mistake ▶</source>
        <translation>Следующая ошибка ▶</translation>
    </message>
    <message>
        <source>The next inaccuracy, mistake or blunder (F3)</source>
        <translation>Следующая неточность, ошибка или грубая ошибка (F3)</translation>
    </message>
    <message>
        <source>Export Graph…</source>
        <translation>Экспорт графика…</translation>
    </message>
    <message>
        <source>Save the graph as a PNG or SVG picture</source>
        <translation>Сохранить график как изображение PNG или SVG</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Прогресс разбора</translation>
    </message>
    <message>
        <source>★ best   ✓ good   ?! inaccuracy   ? mistake   ?? blunder   ● proved   ○ estimate</source>
        <translation>★ лучший   ✓ хороший   ?! неточность   ? ошибка   ?? грубая ошибка   ● доказано   ○ оценка</translation>
    </message>
    <message>
        <source>Each move is compared with the engine&apos;s best move in the position before it. A blunder turns a proved win into a draw or a loss, or a proved draw into a loss. Otherwise the drop on the graph&apos;s scale decides: a small one is good, a larger one an inaccuracy, a large one a mistake; an estimate alone never makes a blunder. A forced move, or one where the engine&apos;s estimates are too shallow to compare (Pop 10&apos;s filling of the board, say), is not marked.</source>
        <translation>Каждый ход сравнивается с лучшим ходом движка в позиции перед ним. Грубая ошибка превращает доказанную победу в ничью или поражение либо доказанную ничью в поражение. В остальных случаях решает падение по шкале графика: небольшое — хороший ход, побольше — неточность, большое — ошибка; по одной лишь приблизительной оценке ход никогда не считается грубой ошибкой. Вынужденный ход или ход, для которого оценки движка слишком неглубоки для сравнения (например, при заполнении поля в Pop 10), не оценивается.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>With the side columns the board is %1 columns wide in all.</source>
        <translation>Вместе с крайними столбцами ширина поля: %1.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Размер поля</translation>
    </message>
    <message>
        <source>%1 columns to play in, %2 rows high. The standard board is 7 × 6.</source>
        <translation>Игровых столбцов: %1, рядов: %2. Стандартное поле&#xa0;— 7&#xa0;×&#xa0;6.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Длина линии</translation>
    </message>
    <message>
        <source>Lines of %1 discs of one colour count: across, up and down, or diagonally. In Pop 10 a line does not win: a disc popped out of one of your lines is yours to keep.</source>
        <translation>Считаются линии из %1 дисков одного цвета: по горизонтали, по вертикали или по диагонали. В Pop 10 линия не приносит победу: диск, вытолкнутый из вашей линии, вы забираете себе.</translation>
    </message>
    <message>
        <source>%1 discs of one colour in a line win: across, up and down, or diagonally. The standard is four; 5-in-a-Row uses five.</source>
        <translation>Побеждает линия из %1 дисков одного цвета: по горизонтали, по вертикали или по диагонали. Стандарт — четыре; в «Пять в ряд» — пять.</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>Выталкивание</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one. Without it, every turn is a drop.</source>
        <translation>В свой ход вместо броска можно вытолкнуть один из своих дисков из нижнего ряда. Без этой опции каждый ход — бросок.</translation>
    </message>
    <message>
        <source>Side columns</source>
        <translation>Крайние столбцы</translation>
    </message>
    <message>
        <source>A fixed column at each edge, filled before the game starts: %1 at the bottom of the left one and %2 at the bottom of the right one, alternating upward. Their discs count in lines; nobody drops into them or pops from them.</source>
        <translation>Неподвижный столбец у каждого края, заполненный до начала партии: внизу левого — %1, внизу правого — %2, выше цвета чередуются. Их диски входят в линии; в них нельзя бросать и из них нельзя выталкивать.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Ничья при троекратном повторении</translation>
    </message>
    <message>
        <source>When the same position, with the same player to move, comes up for the third time, the game ends in a draw. Without it, play goes on.</source>
        <translation>Когда одна и та же позиция при том же игроке на ходу возникает в третий раз, партия заканчивается вничью. Без этой опции игра продолжается.</translation>
    </message>
    <message>
        <source>Pop 10</source>
        <translation>Pop 10</translation>
    </message>
    <message>
        <source>The board is filled first; then every turn is a pop of one of your own discs, and a disc popped out of one of your lines is kept. Not with Pop Out or Power Up.</source>
        <translation>Сначала поле заполняют; затем каждый ход — выталкивание своего диска, а диск, вытолкнутый из вашей линии, вы забираете себе. Не с выталкиванием и не с Power Up.</translation>
    </message>
    <message>
        <source>Discs to keep</source>
        <translation>Дисков до победы</translation>
    </message>
    <message>
        <source>In Pop 10, the first player to keep this many discs wins. Ten on the standard board; the table settings suggest a number that suits the board&apos;s size.</source>
        <translation>В Pop 10 побеждает тот, кто первым заберёт столько дисков. На стандартном поле — десять; настройки стола предлагают число под размер поля.</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>Power Up</translation>
    </message>
    <message>
        <source>Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — to play once each instead of a normal disc.</source>
        <translation>У каждого игрока есть ещё четыре особых диска — наковальня, бомба, стена и ×2, — каждый можно сыграть один раз вместо обычного диска.</translation>
    </message>
    <message>
        <source>Not in force</source>
        <translation>Не действует</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Действует</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Опция</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Что это значит</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>За этим столом</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <translation>%1 в ряд</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>дисков: %1</translation>
    </message>
    <message>
        <source>The rules at this table: %1</source>
        <translation>Правила за этим столом: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>This table plays Pop 10. First the players fill the board, %1 first; then they pop their own discs out of the bottom row, keeping those that were part of a line (see Pop 10 below).</source>
        <translation>За этим столом играют в Pop 10. Сначала игроки заполняют поле, первыми — %1; затем они выталкивают свои диски из нижнего ряда и забирают себе те, что входили в линию (см. «Pop 10» ниже).</translation>
    </message>
    <message>
        <source>The first player to keep %1 discs wins.</source>
        <translation>Побеждает тот, кто первым заберёт нужное число дисков: %1.</translation>
    </message>
    <message>
        <source>%1 moves first, then the players take turns. On your turn you drop one of your discs into a column that is not full; it falls to the lowest empty hole.</source>
        <translation>Первыми ходят %1, дальше игроки ходят по очереди. В свой ход вы бросаете один из своих дисков в незаполненный столбец; он падает в самую нижнюю свободную ячейку.</translation>
    </message>
    <message>
        <source>At this table you may instead pop one of your own discs (see Pop Out).</source>
        <translation>За этим столом вместо этого можно вытолкнуть один из своих дисков (см. «Выталкивание»).</translation>
    </message>
    <message>
        <source>Each player may also play each of four power checkers once (see Power Up).</source>
        <translation>Кроме того, каждый игрок может по одному разу сыграть каждым из четырёх особых дисков (см. «Power Up»).</translation>
    </message>
    <message>
        <source>The first player to make a line of %1 discs of their colour wins: across, up and down, or diagonally.</source>
        <translation>Побеждает тот, кто первым выстроит линию из %1 дисков своего цвета: по горизонтали, по вертикали или по диагонали.</translation>
    </message>
    <message>
        <source>The options of this table</source>
        <translation>Опции этого стола</translation>
    </message>
    <message>
        <source>In force at this table</source>
        <translation>Действует за этим столом</translation>
    </message>
    <message>
        <source>Not in force at this table</source>
        <translation>Не действует за этим столом</translation>
    </message>
    <message>
        <source>Pop 10 is played in two parts. First the players fill the board: taking turns, %1 first, each drops a disc of their colour into one of the lowest columns, so the board fills row by row. Lines made while filling count for nothing.</source>
        <translation>Pop 10 играют в две части. Сначала игроки заполняют поле: по очереди, первыми — %1, каждый бросает диск своего цвета в один из самых низких столбцов, так что поле заполняется ряд за рядом. Линии, составленные при заполнении, ничего не дают.</translation>
    </message>
    <message>
        <source>When the board is full, play goes on in turn, and a turn is a pop of one of your own discs from the bottom row. If that disc was part of a line of %1 of your colour when you popped it, you keep it and pop again. If not, you put it back: you drop it into any column that is not full, but not the one it came from (unless no other column is open), and your turn ends.</source>
        <translation>Когда поле заполнено, игра продолжается по очереди, и ход — это выталкивание одного из своих дисков из нижнего ряда. Если этот диск в момент выталкивания входил в линию из %1 дисков вашего цвета, вы забираете его себе и выталкиваете снова. Если нет, вы возвращаете его: бросаете в любой незаполненный столбец, кроме того, из которого он вышел (если только другие столбцы не заполнены), и ваш ход заканчивается.</translation>
    </message>
    <message>
        <source>A player with no disc in the bottom row passes. The first player to keep %1 discs wins.</source>
        <translation>Игрок, у которого нет дисков в нижнем ряду, пропускает ход. Побеждает тот, кто первым заберёт нужное число дисков: %1.</translation>
    </message>
    <message>
        <source>Pop 10 can be played with the side columns of 5-in-a-Row (their discs count in lines, but nobody pops them) and on any board, but not with Pop Out or Power Up.</source>
        <translation>В Pop 10 можно играть с крайними столбцами «Пять в ряд» (их диски входят в линии, но их никто не выталкивает) и на любом поле, но не с выталкиванием и не с Power Up.</translation>
    </message>
    <message>
        <source>Anvil:</source>
        <translation>Наковальня:</translation>
    </message>
    <message>
        <source>every disc in its column is removed, and the anvil lands on the bottom row.</source>
        <translation>все диски в её столбце убираются, и наковальня падает в нижний ряд.</translation>
    </message>
    <message>
        <source>Bomb:</source>
        <translation>Бомба:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you pop one of your opponent&apos;s discs from the bottom row. If that makes lines for both players, you win. If your opponent has no disc in the bottom row, the bomb is just a drop.</source>
        <translation>падает как обычный диск; затем вы выталкиваете один из дисков соперника из нижнего ряда. Если после этого линии есть у обоих игроков, побеждаете вы. Если у соперника нет дисков в нижнем ряду, бомба — просто бросок.</translation>
    </message>
    <message>
        <source>Wall:</source>
        <translation>Стена:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc, which may not complete a line of yours. If every open column would complete one, the second drop is skipped.</source>
        <translation>падает как обычный диск; затем вы бросаете второй, обычный диск, который не должен составить вашу линию. Если любой незаполненный столбец составил бы линию, второй бросок пропускается.</translation>
    </message>
    <message>
        <source>×2:</source>
        <translation>×2:</translation>
    </message>
    <message>
        <source>it drops like a disc; then you drop a second, normal disc wherever you like.</source>
        <translation>падает как обычный диск; затем вы бросаете второй, обычный диск куда угодно.</translation>
    </message>
    <message>
        <source>Each player has four power checkers, one of each kind, and may play each of them once in the game instead of a normal drop, into any column that is not full. A power checker counts as a disc of its owner&apos;s colour and carries its sign while it stays on the board.</source>
        <translation>У каждого игрока четыре особых диска, по одному каждого вида, и каждым из них можно один раз за партию сыграть вместо обычного броска, в любой незаполненный столбец. Особый диск считается диском цвета своего владельца и носит свой знак, пока остаётся на поле.</translation>
    </message>
    <message>
        <source>A power checker that completes a line of yours wins at once, and no second step follows. With Pop Out you may pop your own power checkers like any of your discs. Power Up can be played with Pop Out and 5-in-a-Row, on any board, but not with Pop 10.</source>
        <translation>Особый диск, составивший вашу линию, сразу приносит победу, и второго шага нет. С выталкиванием свои особые диски можно выталкивать, как любые свои диски. В Power Up можно играть с выталкиванием и «Пять в ряд», на любом поле, но не с Pop 10.</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Выталкивание (Pop Out)</translation>
    </message>
    <message>
        <source>In Pop Out a turn is either a drop or a pop. To pop, you take one of your own discs out of the bottom row: it leaves the board, and every disc above it in that column falls one row. You may pop only your own discs.</source>
        <translation>В «Выталкивании» ход — это либо бросок, либо выталкивание. Чтобы вытолкнуть диск, вы убираете один из своих дисков из нижнего ряда: он покидает поле, а все диски над ним в этом столбце опускаются на один ряд. Выталкивать можно только свои диски.</translation>
    </message>
    <message>
        <source>A pop can make lines for both players.</source>
        <translation>Выталкивание может составить линии обоим игрокам.</translation>
    </message>
    <message>
        <source>If your pop completes a line of yours, you win, even if it completes one of your opponent&apos;s lines too. If it completes only your opponent&apos;s line, your opponent wins.</source>
        <translation>Если ваше выталкивание составляет вашу линию, вы побеждаете, даже если оно составляет и линию соперника. Если оно составляет только линию соперника, побеждает соперник.</translation>
    </message>
    <message>
        <source>Side columns in force, with lines of %1</source>
        <translation>Крайние столбцы действуют, линии из %1</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>Пять в ряд</translation>
    </message>
    <message>
        <source>5-in-a-Row is played on a board with an extra column at each edge, filled before the game starts: the left one with %1 at the bottom and then alternating upward, the right one with %2 at the bottom and then alternating. Nobody drops into them or pops from them, but their discs count in lines. Five in a row wins.</source>
        <translation>В «Пять в ряд» играют на поле с дополнительным столбцом у каждого края, заполненным до начала партии: внизу левого — %1, внизу правого — %2, выше цвета чередуются. В них нельзя бросать и из них нельзя выталкивать, но их диски входят в линии. Побеждают пять в ряд.</translation>
    </message>
    <message>
        <source>It can be played with pops (Pop Out + 5-in-a-Row) or without them.</source>
        <translation>Можно играть с выталкиванием («Выталкивание + Пять в ряд») или без него.</translation>
    </message>
    <message>
        <source>(not at this table)</source>
        <translation>(не за этим столом)</translation>
    </message>
    <message>
        <source>A pop that leaves only the side columns&apos; discs on the board is a draw.</source>
        <translation>Выталкивание, после которого на поле остаются только диски крайних столбцов, — ничья.</translation>
    </message>
    <message>
        <source>A pop that leaves the board empty is a draw.</source>
        <translation>Выталкивание, после которого поле пустеет, — ничья.</translation>
    </message>
    <message>
        <source>In Pop 10 neither a full nor an empty board ends the game: it goes on until a player has kept enough discs.</source>
        <translation>В Pop 10 ни заполненное, ни пустое поле не заканчивает партию: она идёт, пока кто-то не заберёт достаточно дисков.</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>A drop that fills the board without making a line is a draw.</source>
        <translation>Бросок, заполняющий поле без линии, — ничья.</translation>
    </message>
    <message>
        <source>A position that comes up for the third time, with the same player to move, is a draw.</source>
        <translation>Позиция, возникшая в третий раз при том же игроке на ходу, — ничья.</translation>
    </message>
    <message>
        <source>Two computers playing each other agree a draw when a position comes up for the third time, at any table.</source>
        <translation>Два компьютера, играющие друг с другом, соглашаются на ничью, когда позиция возникает в третий раз, за любым столом.</translation>
    </message>
    <message>
        <source>Click a column to drop a disc into it; click the handle under one of your own bottom discs to pop it.</source>
        <translation>Щёлкните по столбцу, чтобы бросить в него диск; щёлкните по язычку под одним из своих нижних дисков, чтобы вытолкнуть его.</translation>
    </message>
    <message>
        <source>Keyboard: Left and Right choose a column; Enter, Space or Down drops into it; Up or P pops it.</source>
        <translation>Клавиатура: стрелки влево и вправо выбирают столбец; Enter, пробел или стрелка вниз — бросок в него; стрелка вверх или P — выталкивание из него.</translation>
    </message>
    <message>
        <source>Type a column&apos;s number (written under the board) to play there at once.</source>
        <translation>Наберите номер столбца (он написан под полем), чтобы сразу сходить в него.</translation>
    </message>
    <message>
        <source>Columns 10 and up: type both digits quickly (1 then 2 for column 12). A single 1 moves to column 1 and waits: press Enter to drop there.</source>
        <translation>Столбцы с 10-го: быстро наберите обе цифры (1, затем 2 для столбца 12). Одна цифра 1 переводит на столбец 1 и ждёт: нажмите Enter, чтобы бросить диск туда.</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Мышь и клавиатура</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Правила игры</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The setting %1 was damaged and has been reset.</source>
        <translation>Параметр %1 был повреждён и сброшен.</translation>
    </message>
    <message>
        <source>The stored table was impossible; the default one is used.</source>
        <translation>Сохранённые настройки стола были невозможны; используются стандартные.</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file; the settings will not be saved this time.</source>
        <translation>Файл настроек %1 не является обычным файлом; на этот раз настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>The settings file %1 is a link to a missing file; the settings will not be saved this time.</source>
        <translation>Файл настроек %1 — ссылка на несуществующий файл; на этот раз настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the settings will not be saved this time.</source>
        <translation>Не удалось прочитать файл настроек %1; на этот раз настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged; it has been kept as %2, and the settings that could be read are used.</source>
        <translation>Файл настроек %1 был повреждён; он сохранён как %2, используются те настройки, которые удалось прочитать.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged and has been left as it is; the settings will not be saved this time.</source>
        <translation>Файл настроек %1 был повреждён и оставлен как есть; на этот раз настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>The setting %1 had entries that could not be read (%2 of %3); they were left out and the others kept.</source>
        <translation>В параметре %1 были записи, которые не удалось прочитать (%2 из %3); они пропущены, остальные сохранены.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1; changes will last only until the game closes.</source>
        <translation>Настройки нельзя сохранить в %1; изменения действуют только до закрытия игры.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>the left side column, row %1</source>
        <translation>левый крайний столбец, ряд %1</translation>
    </message>
    <message>
        <source>the right side column, row %1</source>
        <translation>правый крайний столбец, ряд %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>столбец %1, ряд %2</translation>
    </message>
    <message>
        <source>%1: the side columns of 5-in-a-Row are fixed</source>
        <translation>%1: крайние столбцы «Пять в ряд» неподвижны</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Поле для расстановки</translation>
    </message>
</context>
<context>
    <name>SetupProblems</name>
    <message>
        <source>Reachable: this is the table&apos;s start.</source>
        <translation>Достижима: это начальная позиция стола.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here.</source>
        <translation>Достижима: к ней ведёт партия.</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (1 move).</source>
        <translation>Достижима: к ней ведёт партия (1 ход).</translation>
    </message>
    <message>
        <source>Reachable: a game leads here (%n moves).</source>
        <translation>Достижима: к ней ведёт партия (ходов: %n).</translation>
    </message>
    <message>
        <source>Legal under the table (not shown reachable): no way from the start was found within the search&apos;s limit, but nothing forbids the position.</source>
        <translation>Допустима по правилам стола (достижимость не показана): в пределах поиска путь от начала не найден, но ничто не запрещает эту позицию.</translation>
    </message>
    <message>
        <source>Not legal under this table.</source>
        <translation>Недопустима по правилам этого стола.</translation>
    </message>
    <message>
        <source>Set-up is for the six-field tables (Classic, Pop Out, 5-in-a-Row and their combinations): Pop 10&apos;s scores and Power Up&apos;s power checkers are no part of a set-up. Change the table to set up a position.</source>
        <translation>Расстановка доступна только для столов, заданных шестью параметрами («Классика», «Выталкивание», «Пять в ряд» и их сочетания): счёт Pop 10 и особые диски Power Up в расстановку не входят. Чтобы расставить позицию, смените стол.</translation>
    </message>
    <message>
        <source>Not legal: both players have a line of %1, so the game is over. Take a disc out of each line.</source>
        <translation>Недопустимо: у обоих игроков есть линия из %1, значит, партия окончена. Уберите по диску из каждой линии.</translation>
    </message>
    <message>
        <source>Not legal: the board is full, so the drop that filled it ended the game. Leave a cell empty.</source>
        <translation>Недопустимо: поле заполнено, значит, бросок, заполнивший его, закончил партию. Оставьте одну ячейку пустой.</translation>
    </message>
    <message>
        <source>Not legal: no game can lead here. Every way back from this position was tried and none reaches the start (the last disc placed cannot be the mover&apos;s).</source>
        <translation>Недопустимо: ни одна партия не может привести сюда. Проверены все пути назад от этой позиции, и ни один не доходит до начала (последний поставленный диск не может принадлежать тому, чей ход).</translation>
    </message>
    <message>
        <source>Not legal under this table (%1).</source>
        <translation>Недопустима по правилам этого стола (%1).</translation>
    </message>
    <message>
        <source>a cell</source>
        <translation>в одной из ячеек</translation>
    </message>
    <message>
        <source>%1 and %n more</source>
        <translation>%1 и ещё %n</translation>
    </message>
    <message>
        <source>Not legal: the disc in %1 floats: every disc rests on the one below it. Fill the hole under it or take it out.</source>
        <translation>Недопустимо: висит диск (%1), а каждый диск должен лежать на нижнем. Заполните пустоту под ним или уберите его.</translation>
    </message>
    <message>
        <source>Not legal: %n discs float, the lowest in %1: every disc rests on the one below it. Fill the holes under them or take them out.</source>
        <translation>Недопустимо: висят диски (%n), нижний из них — %1, а каждый диск должен лежать на нижнем. Заполните пустоты под ними или уберите их.</translation>
    </message>
    <message>
        <source>Not legal: there is a line of %1 on the board, so the game is over. Take a disc out of the line.</source>
        <translation>Недопустимо: на поле есть линия из %1, значит, партия окончена. Уберите из линии один диск.</translation>
    </message>
    <message>
        <source>Not legal: %1 has a line of %2, so the game is over. Take a disc out of the line.</source>
        <translation>Недопустимо: есть линия из %2 (%1), значит, партия окончена. Уберите из линии один диск.</translation>
    </message>
    <message>
        <source>Not legal: with one disc on the board, the first move has been played, so it is %1&apos;s move. Choose %1 to move.</source>
        <translation>Недопустимо: на поле один диск, значит, первый ход сделан и ходят %1. Укажите, что ходят %1.</translation>
    </message>
    <message>
        <source>Not legal: an empty board comes only at the start (a pop that empties the board ends the game), and %1 moves first there. Choose %1 to move, or place discs.</source>
        <translation>Недопустимо: пустое поле бывает только в начале (выталкивание, опустошающее поле, заканчивает партию), а там первыми ходят %1. Укажите, что ходят %1, или поставьте диски.</translation>
    </message>
    <message>
        <source>Not legal: every move adds a disc or (a pop) takes one out, so %1 moves when the board holds an even number of discs and %2 when odd; with %n discs it is %3&apos;s move. Choose %3 to move.</source>
        <translation>Недопустимо: каждый ход добавляет диск или (выталкивание) убирает его, поэтому при чётном числе дисков на поле ходят %1, а при нечётном — %2; дисков сейчас: %n, значит, ходят %3. Укажите, что ходят %3.</translation>
    </message>
    <message>
        <source>Not legal: the side columns of 5-in-a-Row are fixed (%1 at the bottom on the left, %2 on the right, alternating upward); %3 differs.</source>
        <translation>Недопустимо: крайние столбцы «Пять в ряд» неподвижны (внизу слева — %1, справа — %2, выше цвета чередуются); отличается: %3.</translation>
    </message>
    <message>
        <source>Not legal: without Pop Out nobody takes a disc out and %1 starts, so %1 has as many discs as %2 or one more; here %1 has %3 and %2 %4.</source>
        <translation>Недопустимо: без выталкивания диски никто не убирает, а начинают %1, поэтому у «%1» столько же дисков, сколько у «%2», или на один больше; здесь у «%1» их %3, у «%2» — %4.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>The data folder %1 cannot be made (%2): this game will not be autosaved.</source>
        <translation>Не удаётся создать папку данных %1 (%2): эта партия не будет сохраняться автоматически.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be written: this game will not be autosaved.</source>
        <translation>В папку данных %1 нельзя записывать: эта партия не будет сохраняться автоматически.</translation>
    </message>
    <message>
        <source>Another Pop Out is using the data folder %1 but does not answer: this window plays without autosave, so the other one&apos;s game is not overwritten.</source>
        <translation>Другая копия Pop Out использует папку данных %1, но не отвечает: это окно играет без автосохранения, чтобы не перезаписать партию другой копии.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table not recorded (earlier games)</source>
        <translation>Стол не записан (прежние партии)</translation>
    </message>
    <message>
        <source>Other tables</source>
        <translation>Другие столы</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>По соперникам</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>По столам</translation>
    </message>
    <message>
        <source>Count the results per opponent or per table.</source>
        <translation>Подсчитывать результаты по соперникам или по столам.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Results per table</source>
        <translation>Результаты по столам</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Вничью</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Results per opponent</source>
        <translation>Результаты по соперникам</translation>
    </message>
    <message>
        <source>Two players (%1&apos;s results)</source>
        <translation>Два игрока (результаты: %1)</translation>
    </message>
    <message>
        <source>No games finished yet. Results are counted when a game ends.</source>
        <translation>Завершённых партий пока нет. Результат учитывается, когда партия заканчивается.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Сбросить…</translation>
    </message>
    <message>
        <source>Forget every result counted so far.</source>
        <translation>Забыть все результаты, подсчитанные до сих пор.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget every game won, lost and drawn? This cannot be undone.</source>
        <translation>Забыть все выигранные, проигранные и сыгранные вничью партии? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>TableSettingsDialog</name>
    <message>
        <source>Table Settings</source>
        <translation>Настройки стола</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>По &amp;умолчанию</translation>
    </message>
    <message>
        <source>Go back to the standard 7 × 6 Pop Out table.</source>
        <translation>Вернуть стандартный стол «Выталкивание» 7 × 6.</translation>
    </message>
</context>
<context>
    <name>TableSettingsWidget</name>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Pop Out</source>
        <translation>Выталкивание</translation>
    </message>
    <message>
        <source>5-in-a-Row</source>
        <translation>Пять в ряд</translation>
    </message>
    <message>
        <source>Pop Out + 5-in-a-Row</source>
        <translation>Выталкивание + Пять в ряд</translation>
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
        <translation>Свой</translation>
    </message>
    <message>
        <source>Connect Four: 7 columns, 6 rows, drop only, four in a row wins.</source>
        <translation>«Четыре в ряд»: 7 столбцов, 6 рядов, только броски, побеждают четыре в ряд.</translation>
    </message>
    <message>
        <source>Connect Four where a turn may also pop your own disc out of the bottom row.</source>
        <translation>«Четыре в ряд», где ходом можно и вытолкнуть свой диск из нижнего ряда.</translation>
    </message>
    <message>
        <source>Five in a row wins, on a board with a filled, fixed column at each edge; drop only.</source>
        <translation>Побеждают пять в ряд, на поле с заполненным неподвижным столбцом у каждого края; только броски.</translation>
    </message>
    <message>
        <source>5-in-a-Row with pops: five in a row, side columns, and popping allowed.</source>
        <translation>«Пять в ряд» с выталкиванием: пять в ряд, крайние столбцы, выталкивать можно.</translation>
    </message>
    <message>
        <source>Fill the board, then pop your own discs: a disc that was part of a line of four is yours to keep. The first to keep ten discs wins.</source>
        <translation>Сначала заполните поле, затем выталкивайте свои диски: диск, который входил в линию из четырёх, вы забираете себе. Побеждает тот, кто первым заберёт десять дисков.</translation>
    </message>
    <message>
        <source>Connect Four where each player also has an anvil, a bomb, a wall and a ×2 checker, to play once each instead of a normal disc.</source>
        <translation>«Четыре в ряд», где у каждого игрока есть ещё наковальня, бомба, стена и диск ×2 — каждый можно сыграть один раз вместо обычного диска.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, and it is played without power checkers. Turn off Pop 10, or both of the others.</source>
        <translation>Pop 10 нельзя играть ни с выталкиванием, ни с Power Up: в нём своё выталкивание, и играют в него без особых дисков. Отключите Pop 10 или обе другие опции.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs that were in a line. Turn off one of the two.</source>
        <translation>Pop 10 нельзя играть с выталкиванием: в нём своё выталкивание, при котором диски из линий забирают себе. Отключите одну из двух опций.</translation>
    </message>
    <message>
        <source>Pop 10 cannot be played with Power Up: it is played without power checkers. Turn off one of the two.</source>
        <translation>Pop 10 нельзя играть с Power Up: в него играют без особых дисков. Отключите одну из двух опций.</translation>
    </message>
    <message>
        <source>In Pop 10 on a board of %1 × %2 each player has only %3 discs, so nobody can keep %4. Lower the number of discs to keep to %3 or less, or make the board bigger.</source>
        <translation>В Pop 10 на поле %1 × %2 у каждого игрока всего %3 дисков, так что забрать %4 никто не сможет. Уменьшите число дисков до победы до %3 или меньше либо сделайте поле больше.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide, the two side columns included, and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Линия длиной %1 не помещается на этом поле: его ширина вместе с двумя крайними столбцами — всего %2, а высота — %3. Сделайте линию короче или поле больше.</translation>
    </message>
    <message>
        <source>A line of %1 discs cannot fit on this board: it is only %2 columns wide and %3 rows high. Make the line shorter or the board bigger.</source>
        <translation>Линия длиной %1 не помещается на этом поле: его ширина всего %2, а высота — %3. Сделайте линию короче или поле больше.</translation>
    </message>
    <message>
        <source>%1 columns × %2 rows</source>
        <translation>Поле %1 × %2</translation>
    </message>
    <message>
        <source>Pop 10: the first to keep %1 discs wins</source>
        <translation>Pop 10: для победы нужно забрать дисков: %1</translation>
    </message>
    <message>
        <source>a disc popped from a line of %1 is kept</source>
        <translation>диск, вытолкнутый из линии из %1, забирают себе</translation>
    </message>
    <message>
        <source>%1 in a row wins</source>
        <translation>побеждают %1 в ряд</translation>
    </message>
    <message>
        <source>popping allowed</source>
        <translation>выталкивать можно</translation>
    </message>
    <message>
        <source>drop only</source>
        <translation>только броски</translation>
    </message>
    <message>
        <source>Power Up: four power checkers each</source>
        <translation>Power Up: по четыре особых диска</translation>
    </message>
    <message>
        <source>filled side columns</source>
        <translation>заполненные крайние столбцы</translation>
    </message>
    <message>
        <source>draw on threefold repetition</source>
        <translation>ничья при троекратном повторении</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Choose a set of rules. Changing any option below makes the table “Custom”; choosing a preset sets every option.</source>
        <translation>Выберите вариант правил. Любое изменение опций ниже делает стол «Свой»; выбор варианта задаёт все опции.</translation>
    </message>
    <message>
        <source>Playable columns, not counting the side columns of 5-in-a-Row.</source>
        <translation>Игровые столбцы, не считая крайних столбцов «Пять в ряд».</translation>
    </message>
    <message>
        <source>How many discs a column holds.</source>
        <translation>Сколько дисков вмещает столбец.</translation>
    </message>
    <message>
        <source>How many discs in a line (across, up or diagonal) win the game.</source>
        <translation>Сколько дисков в линию (по горизонтали, вертикали или диагонали) нужно для победы.</translation>
    </message>
    <message>
        <source>&amp;Pop out your own bottom disc</source>
        <translation>Выталкивать свой ни&amp;жний диск</translation>
    </message>
    <message>
        <source>On your turn you may pop one of your own discs out of the bottom row instead of dropping one; the discs above it fall one row.</source>
        <translation>В свой ход вместо броска можно вытолкнуть один из своих дисков из нижнего ряда; диски над ним опускаются на один ряд.</translation>
    </message>
    <message>
        <source>&amp;Side columns, already filled</source>
        <translation>&amp;Крайние столбцы, уже заполненные</translation>
    </message>
    <message>
        <source>5-in-a-Row: a fixed column at each edge, filled before the game starts. Nobody drops into them or pops from them, but their discs count in lines.</source>
        <translation>«Пять в ряд»: неподвижный столбец у каждого края, заполненный до начала партии. В них нельзя бросать и из них нельзя выталкивать, но их диски входят в линии.</translation>
    </message>
    <message>
        <source>Draw on &amp;threefold repetition</source>
        <translation>Ничья при &amp;троекратном повторении</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, comes up for the third time.</source>
        <translation>Партия заканчивается вничью, когда одна и та же позиция при том же игроке на ходу возникает в третий раз.</translation>
    </message>
    <message>
        <source>Pop &amp;10: fill the board, then keep discs</source>
        <translation>Pop &amp;10: заполнить поле, затем забирать диски</translation>
    </message>
    <message>
        <source>The players first fill the board. Then a turn is a pop of one of your own bottom discs: if it was part of a line, you keep it and pop again; if not, you drop it back. The first to keep the set number of discs wins. Not with Pop Out or Power Up.</source>
        <translation>Сначала игроки заполняют поле. Затем ход — это выталкивание одного из своих нижних дисков: если он входил в линию, вы забираете его себе и выталкиваете снова; если нет, вы бросаете его обратно. Побеждает тот, кто первым заберёт заданное число дисков. Не с выталкиванием и не с Power Up.</translation>
    </message>
    <message>
        <source>How many discs a player must keep to win Pop 10. It follows the board&apos;s size until you change it.</source>
        <translation>Сколько дисков нужно забрать, чтобы победить в Pop 10. Число следует за размером поля, пока вы его не измените.</translation>
    </message>
    <message>
        <source>Discs to &amp;keep:</source>
        <translation>Дисков до по&amp;беды:</translation>
    </message>
    <message>
        <source>Power &amp;Up: four power checkers each</source>
        <translation>Power Up: по четыре &amp;особых диска</translation>
    </message>
    <message>
        <source>Each player also has an anvil, a bomb, a wall and a ×2 checker, each played once instead of a normal disc. Can be played with Pop Out, not with Pop 10.</source>
        <translation>У каждого игрока есть ещё наковальня, бомба, стена и диск ×2, каждый играется один раз вместо обычного диска. Можно играть с выталкиванием, но не с Pop 10.</translation>
    </message>
    <message>
        <source>Preview of the empty board</source>
        <translation>Предпросмотр пустого поля</translation>
    </message>
    <message>
        <source>The empty board of this table.</source>
        <translation>Пустое поле этого стола.</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>В&amp;ариант:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Столбцы:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Ряды:</translation>
    </message>
    <message>
        <source>&amp;Line length:</source>
        <translation>&amp;Длина линии:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Опции:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Варианты:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>This table cannot be played.</source>
        <translation>За этим столом играть нельзя.</translation>
    </message>
    <message>
        <source>The options below match no preset.</source>
        <translation>Опции ниже не совпадают ни с одним вариантом.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>System</source>
        <translation>Системная</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>Blue ✕</source>
        <translation>Синие ✕</translation>
    </message>
    <message>
        <source>Orange ○</source>
        <translation>Оранжевые ○</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтые</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Компьютер победил</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>Reconnecting to the game…</source>
        <translation>Переподключение к игре…</translation>
    </message>
    <message>
        <source>Not connected to the game</source>
        <translation>Нет связи с игрой</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1: обдумывание хода…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Ожидание хода: %1…</translation>
    </message>
</context>
<context>
    <name>WelcomeCard</name>
    <message>
        <source>You know Pop Out — play the computer?</source>
        <translation>Вы знаете Pop Out — сыграете с компьютером?</translation>
    </message>
    <message>
        <source>Choose how strongly it plays, or play someone at this screen.</source>
        <translation>Выберите, насколько сильно он играет, или сыграйте с кем-нибудь за этим экраном.</translation>
    </message>
    <message>
        <source>&amp;Once more</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>The three steps of the lesson again.</source>
        <translation>Снова три шага урока.</translation>
    </message>
    <message>
        <source>Welcome to Pop Out</source>
        <translation>Добро пожаловать в Pop Out</translation>
    </message>
    <message>
        <source>Four of your discs in a row win, as in Connect Four, and here you may also pop one of your own discs out of the bottom row.</source>
        <translation>Четыре ваших диска в ряд побеждают, как в «Четыре в ряд», а здесь можно ещё и вытолкнуть один из своих дисков из нижнего ряда.</translation>
    </message>
    <message>
        <source>&amp;Learn in one minute</source>
        <translation>Научиться за &amp;минуту</translation>
    </message>
    <message>
        <source>Three short steps on prepared boards: a drop, a pop, a pop that wins.</source>
        <translation>Три коротких шага на готовых позициях: бросок, выталкивание, победное выталкивание.</translation>
    </message>
    <message>
        <source>Play the &amp;computer</source>
        <translation>Играть с &amp;компьютером</translation>
    </message>
    <message>
        <source>You play %1 and move first.</source>
        <translation>Ваш цвет: %1, первый ход ваш.</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>Level of the computer</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>&amp;Two players at this screen</source>
        <translation>&amp;Два игрока за этим экраном</translation>
    </message>
    <message>
        <source>Take turns with the mouse or the keyboard (Esc).</source>
        <translation>Ходите по очереди мышью или с клавиатуры (Esc).</translation>
    </message>
</context>
<context>
    <name>WriteProblems</name>
    <message>
        <source>there is not enough memory: choose a smaller size</source>
        <translation>недостаточно памяти: выберите размер поменьше</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>permission denied: choose a folder you may write in</source>
        <translation>нет доступа: выберите папку, в которую можно записывать</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>папка доступна только для чтения</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>такой папки нет</translation>
    </message>
    <message>
        <source>that name is a folder</source>
        <translation>это имя папки</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>имя слишком длинное</translation>
    </message>
</context>
</TS>
