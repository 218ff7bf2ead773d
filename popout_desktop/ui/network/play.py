"""LAN and internet play in the main window: the Network menu, the flows, chat, offers, status.

:class:`NetworkPlay` owns the network peer of the window (a :class:`GameHost` or a
:class:`GameGuest`), the chat panel, the connection indicator and the offer bar ("Bob offers a
draw — Accept / Decline", :mod:`popout_desktop.ui.network.offer_bar`). The window asks it whether a
network game is on (:attr:`active`) to route undo to a request and to keep local-only actions
out of the way. Its one concern is wiring a peer's signals to the window and the window's
actions to the peer; the widgets it shows (chat panel, status, offer bar, the join code
question of :mod:`popout_desktop.ui.network.code_prompt`) live in modules of their own, and so does
what only an internet game needs (:mod:`popout_desktop.ui.network.internet_flow`). It stays one
piece: a peer's twenty-odd signals and the window's offers, each a few lines, read best beside
the flows that connect them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from popout_desktop.net import DEFAULT_PORT
from popout_desktop.ui.network.status import ConnectionStatus

if TYPE_CHECKING:
    from PySide6.QtWidgets import QInputDialog

    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.host import GameHost
    from popout_desktop.ui.network.chat import ChatPanel
    from popout_desktop.ui.network.offer_bar import OfferBar
    from popout_desktop.ui.window.host import Note, WindowHost

# The peers, the protocol, the MQTT client, cryptography and the broker settings are imported
# when a network game starts (hosting, joining, a link), not with the window: the window's first
# frame needs none of them (issue 33 point 4).

__all__ = ["NetworkPlay"]


def _is_host(peer: object) -> TypeGuard[GameHost]:
    """True if ``peer`` is a :class:`GameHost` (its module is loaded only if there is a peer)."""
    if peer is None:
        return False
    from popout_desktop.net.host import GameHost

    return isinstance(peer, GameHost)


def _is_guest(peer: object) -> TypeGuard[GameGuest]:
    """True if ``peer`` is a :class:`GameGuest` (its module is loaded only if there is a peer)."""
    if peer is None:
        return False
    from popout_desktop.net.guest import GameGuest

    return isinstance(peer, GameGuest)


class NetworkPlay(QObject):
    """Everything about LAN play in one window.

    The chat panel (:attr:`chat`) is made when first asked for: by a network game, or by the
    window once its first frame is shown (``MainWindow.build_pages``); ``chat_made`` then
    carries it, for the window to place it. Hidden and empty at start, it is not part of the
    first frame, and its module loads the network protocol's (issue 33 point 4). So with the
    offer bar (:attr:`offer_bar`): made with the first question it asks (then ``offer_bar_made``
    carries it, for the window to put it above the board).
    """

    active_changed = Signal(bool)
    #: The chat panel, just made (see :attr:`chat`).
    chat_made = Signal(QWidget)
    #: The offer bar, just made (see :attr:`offer_bar`).
    offer_bar_made = Signal(QWidget)

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)
        self._window = window
        self.peer: GameHost | GameGuest | None = None
        #: The last note this network game put in the window's status line.
        self._said: Note = ""
        #: The question for the join code while a guest's return waits for it (else None).
        self.code_prompt: QInputDialog | None = None
        self._chat: ChatPanel | None = None
        self.status = ConnectionStatus(window.widget)
        self.status.state_changed.connect(self.update_actions)
        self._offer_bar: OfferBar | None = None
        self.host_action = QAction(window.widget)
        self.host_action.triggered.connect(lambda: self.host_game())
        self.join_action = QAction(window.widget)
        self.join_action.triggered.connect(lambda: self.join_game())
        self.draw_action = QAction(window.widget)
        self.draw_action.triggered.connect(self.offer_draw)
        self.resign_action = QAction(window.widget)
        self.resign_action.triggered.connect(self.resign)
        self.rematch_action = QAction(window.widget)
        self.rematch_action.triggered.connect(self.offer_rematch)
        self.leave_action = QAction(window.widget)
        self.leave_action.triggered.connect(self.leave)
        self.menu = QMenu(window.widget)
        self.menu.addActions([self.host_action, self.join_action])
        self.menu.addSeparator()
        self.menu.addActions([self.draw_action, self.resign_action, self.rematch_action])
        self.menu.addSeparator()
        self.menu.addAction(self.leave_action)
        window.model.history_changed.connect(self.update_actions)
        window.model.game_over.connect(self.update_actions)
        self.retranslate()
        self.update_actions()

    @property
    def chat(self) -> ChatPanel:
        """The chat panel, hidden but during a network game; made when first asked for (then
        ``chat_made`` is emitted)."""
        if self._chat is None:
            from popout_desktop.ui.network.chat import ChatPanel

            chat = self._chat = ChatPanel(self._window.widget)
            chat.hide()
            chat.message_submitted.connect(self._send_chat)
            chat.message_submitted.connect(self._give_board_the_keys)
            self.chat_made.emit(chat)
        return self._chat

    @property
    def offer_bar(self) -> OfferBar:
        """The bar above the board with the other player's question; made when first asked for
        (then ``offer_bar_made`` is emitted), hidden until it asks."""
        if self._offer_bar is None:
            from popout_desktop.ui.network.offer_bar import OfferBar

            bar = self._offer_bar = OfferBar(self._window.widget)
            bar.answered.connect(self._on_answered)
            bar.answered.connect(self._give_board_the_keys)
            self.offer_bar_made.emit(bar)
        return self._offer_bar

    @property
    def made_offer_bar(self) -> OfferBar | None:
        """The offer bar if it was made already, else None (without making it)."""
        return self._offer_bar

    @property
    def made_chat(self) -> ChatPanel | None:
        """The chat panel if it was made already, else None (without making it)."""
        return self._chat

    # -- state -------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """True during a network game (hosting, joined, or reconnecting)."""
        return self.peer is not None

    @property
    def my_seat(self) -> int:
        """The seat this window plays in the network game (0: none or spectator)."""
        if _is_host(self.peer):
            return self.peer.host_seat
        if _is_guest(self.peer):
            return self.peer.seat
        return 0

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.menu.setTitle(self.tr("&Network"))
        self.host_action.setText(self.tr("&Host Game…"))
        self.join_action.setText(self.tr("&Join Game…"))
        self.draw_action.setText(self.tr("Offer a &Draw"))
        self.resign_action.setText(self.tr("&Resign"))
        self.rematch_action.setText(self.tr("Offer a Re&match"))
        self.leave_action.setText(self.tr("&Leave Network Game"))
        bar = self._offer_bar
        if bar is not None:  # one made later is made in the language of then
            bar.retranslate()
            if bar.kind == "rejoin":
                self._offer_rejoin()  # its words and its answers in the new language
        if self._chat is not None:  # one made later is made in the language of then
            self._chat.retranslate()

    @Slot()
    def guest_cut_off(self) -> str:
        """``"reconnecting"`` or ``"lost"`` while this window is a guest cut off from its host
        (no move, offer or resignation reaches the game then), else ``""``."""
        if _is_guest(self.peer) and self.status.state in ("reconnecting", "lost"):
            return self.status.state
        return ""

    def update_actions(self, *_: object) -> None:
        """Enable what makes sense now."""
        peer = self.peer
        # A guest cut off from the host can neither offer a draw nor resign: nobody hears it.
        playing = peer is not None and self.my_seat != 0 and not self.guest_cut_off()
        over = self._window.model.result is not None
        self.host_action.setEnabled(peer is None)
        self.join_action.setEnabled(peer is None)
        self.draw_action.setEnabled(playing and not over)
        self.resign_action.setEnabled(playing and not over)
        self.rematch_action.setEnabled(playing)
        self.leave_action.setEnabled(peer is not None)

    # -- hosting -----------------------------------------------------------------------------

    def host_game(self, port: int = DEFAULT_PORT) -> None:
        """The host flow: choose the game, listen, wait for a player."""
        if self.peer is not None:
            return
        dialog = self.host_dialog(port)
        dialog.exec()
        # self.active, not self.peer: the dialog's run may have attached a peer.
        if self.active and not dialog.result():
            self.leave()

    def host_dialog(self, port: int = DEFAULT_PORT) -> Any:
        """The Host dialog, wired to host the game it is asked for. For a saved network game
        hosted again (:meth:`resumable_network`) it shows that game's colours, code and port and
        does not let them change."""
        from popout_desktop.ui.network.dialogs import HostDialog

        window = self._window
        dialog = HostDialog(
            window.settings,
            window.widget,
            rules=window.model.rules,
            port=port,
            theme_key=window.board.theme.key,
            resume=self.resumable_network(),
            internet_play=True,
        )
        dialog.host_requested.connect(lambda options: self._start_hosting(dialog, options))
        dialog.cancelled.connect(self.leave)
        return dialog

    def resumable_network(self) -> dict[str, object] | None:
        """The network details of the game on screen if hosting it resumes a network game
        this window hosted (a game in progress, saved or autosaved with them: one with moves,
        or one a guest had joined before any move), else None."""
        network = self._window.session.network
        model = self._window.model
        if (
            isinstance(network, dict)
            and network.get("role") == "host"
            and model.result is None
            and model.game.start is None  # a guest replays the moves from the table's start
            and (model.game.ply > 0 or bool(network.get("guest")))
        ):
            return network
        return None

    def _start_hosting(self, dialog: Any, options: Any) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self.peer is not None:
            self._leave(said=False)  # a host that could not open its room: a new one tries
        window = self._window
        session = window.session
        model = window.model
        resuming = self.resumable_network() is not None
        if not resuming:
            keep = False
            if model.game.start is not None:
                # The protocol sends the moves, which a guest replays from the table's start.
                QMessageBox.information(
                    window.widget,
                    self.tr("Host Game"),
                    self.tr(
                        "This game started from a set-up position, which a guest cannot "
                        "receive: hosting starts a new game."
                    ),
                )
            elif model.game.ply and model.result is None:
                box = QMessageBox(
                    QMessageBox.Icon.Question,
                    self.tr("Host Game"),
                    self.tr("Play on the game in progress over the network, or start a new one?"),
                    QMessageBox.StandardButton.NoButton,
                    window.widget,
                )
                play_on = box.addButton(
                    self.tr("&Play on this game"), QMessageBox.ButtonRole.YesRole
                )
                box.addButton(self.tr("Start a &new game"), QMessageBox.ButtonRole.NoRole)
                box.exec()
                keep = box.clickedButton() is play_on
            if not keep:
                window.back_to_game()
                session.start(options.rules)
            session.network = None
        from popout_desktop.net.host import GameHost

        host = GameHost(
            model,
            session,
            window.match,
            name=options.name,
            code=options.code,
            guest_seat=options.guest_seat,
            parent=self,
        )
        self._attach(host)
        self._follow_opening(dialog, host)
        if options.over_internet and options.broker is not None:
            from popout_desktop.net.room_link import saved_room
            from popout_desktop.ui.network.internet_flow import host_room

            room = saved_room(window.session.network) if resuming else None
            host_room(self.status, dialog, host, options.broker, room)
            return
        if not host.listen(options.port):
            return  # the dialog shows host.failed's message; leave() runs on cancel
        self.status.set_state("hosting", self.tr("port %1").replace("%1", str(host.port)))
        dialog.show_waiting(host)

    def _follow_opening(self, dialog: Any, host: GameHost) -> None:
        """Until ``host`` listens or has its room, its failure is the dialog's to show (the
        dialog follows the host itself from :meth:`HostDialog.show_waiting` on): the host is
        left, and the dialog says why and lets the player try again or change the broker."""
        opening = True

        def opened(*_args: object) -> None:
            nonlocal opening
            opening = False

        def failed(message: str) -> None:
            nonlocal opening
            if not opening or self.peer is not host:
                return
            opening = False
            self._leave(said=False)
            dialog.show_error(message)

        host.listening.connect(opened)
        host.room_ready.connect(opened)
        host.failed.connect(failed)

    # -- joining -----------------------------------------------------------------------------

    def join_game(self, link: str | None = None) -> None:
        """The join flow: choose a game or type an address, connect, get a seat."""
        if self.peer is not None:
            return
        from popout_desktop.ui.network.dialogs import JoinDialog

        window = self._window
        dialog = JoinDialog(window.settings, window.widget, link=link, internet_play=True)
        dialog.join_requested.connect(lambda options: self._start_joining(dialog, options))
        dialog.exec()
        if self.active and not dialog.result():  # as in host_game
            self.leave()

    def _start_joining(self, dialog: Any, options: Any) -> None:
        if self.peer is not None:
            self.leave()
        window = self._window
        from popout_desktop.net.guest import GameGuest

        guest = GameGuest(window.model, window.session, window.match, parent=self)
        self._attach(guest)
        network = window.session.network
        internet = options.internet
        token = None
        if (
            isinstance(network, dict)
            and network.get("role") == "guest"
            and not options.spectator
            and (
                network.get("link") == internet.format()
                if internet is not None
                else network.get("host") == options.host and network.get("port") == options.port
            )
        ):
            token = str(network.get("token") or "") or None
        dialog.show_joining(guest)
        if internet is not None:
            from popout_desktop.ui.network.broker_settings import stored_broker
            from popout_desktop.ui.network.internet_flow import login_for

            guest.join_room(
                internet,
                options.name,
                options.code,
                spectator=options.spectator,
                token=token,
                broker=login_for(internet, stored_broker(window.settings)),
            )
            return
        guest.join(
            options.host,
            options.port,
            options.name,
            options.code,
            spectator=options.spectator,
            token=token,
        )

    def join_link(self, link: str) -> None:
        """Open the join flow for an invite link (``popout --join LINK``)."""
        from popout_desktop.net.internet_link import is_internet_link
        from popout_desktop.net.protocol import parse_invite

        if not is_internet_link(link):
            try:
                parse_invite(link)
            except ValueError:
                link = ""
        self.join_game(link or None)  # the Join dialog says what is wrong with an internet link

    # -- the game ----------------------------------------------------------------------------

    def _attach(self, peer: GameHost | GameGuest) -> None:
        self.peer = peer
        self.chat.clear()
        self.chat.show()
        if _is_host(peer):
            # A host resumed from a saved game shows the chat kept with it (a guest's comes
            # with the host's welcome: see _on_joined).
            for line in peer.chat_log:
                self._on_chat(line)
        peer.chat_received.connect(self._on_chat)
        peer.undo_requested.connect(self._on_undo_requested)
        peer.draw_offered.connect(self._on_draw_offered)
        peer.rematch_offered.connect(self._on_rematch_offered)
        peer.answer_received.connect(self._on_answer_received)
        peer.notice.connect(self._say)
        if _is_host(peer):
            peer.guest_joined.connect(self._on_guest_joined)
            peer.guest_left.connect(self._on_guest_left)
            peer.code_changed.connect(self._on_code_changed)
            peer.failed.connect(lambda message: self.status.set_state("lost", message))
        elif _is_guest(peer):
            peer.joined.connect(self._on_joined)
            peer.failed.connect(self._on_guest_failed)
            peer.reconnecting.connect(self._on_reconnecting)
            peer.code_needed.connect(self._on_code_needed)
            peer.refused.connect(self._on_guest_refused)
        self.update_actions()
        self._window.update_for_network()
        self.active_changed.emit(True)

    @Slot()
    def leave(self) -> None:
        """Leave the network game; the game stays on screen as a local game."""
        self._leave(said=True)

    def _leave(self, *, said: bool) -> None:
        """Leave the network game; with ``said``, the status line says so (not for a host that
        never opened: its dialog says what went wrong)."""
        peer = self.peer
        if peer is None:
            return
        self.peer = None
        self._close_code_prompt()
        if _is_host(peer):
            peer.close()
        elif _is_guest(peer):
            peer.cancel()
        # Freed by Python once the goodbyes are out (not deleteLater: see host_clients.dispose).
        QTimer.singleShot(0, self, lambda: peer.setParent(None))
        if self._offer_bar is not None:
            self._offer_bar.withdraw()
        if self._chat is not None:
            self._chat.hide()
        self.status.set_state("offline")
        if said:
            # The status line no longer speaks of the network game ("Bob lost the connection").
            self._window.replace_note(self._said, lambda: self.tr("You left the network game."))
        self.update_actions()
        self._window.update_for_network()
        self._window.install_local_seats()
        self.active_changed.emit(False)

    @Slot(str)
    def _say(self, note: Note) -> None:
        """Put ``note`` in the window's status line, remembered as this network game's."""
        self._said = note
        self._window.show_note(note)

    @Slot(str)
    def _send_chat(self, text: str) -> None:
        if self.peer is not None:
            self.peer.send_chat(text)

    @Slot()
    def _give_board_the_keys(self) -> None:
        """After a chat line is sent or an offer answered the board takes the keys again: a
        digit typed next plays a column, never goes on into the chat line or picks a row of
        the move list (where the focus would go next)."""
        window = self._window
        board = window.review_board if window.reviewing else window.board
        if board.isVisible():
            board.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot(object)
    def _on_chat(self, line: dict[str, Any]) -> None:
        own = int(line.get("seat", 0)) == self.my_seat and self.my_seat != 0
        self.chat.add_line(
            str(line.get("from", "")),
            str(line.get("text", "")),
            str(line.get("time", "")),
            int(line.get("seat", 0)),
            own,
        )

    @Slot(str)
    def _on_guest_joined(self, name: str) -> None:
        self.status.set_state("connected", name)
        self.chat.add_note(self.tr("%1 joined.").replace("%1", name))
        self.update_actions()

    @Slot(str)
    def _on_code_changed(self, code: str) -> None:
        self.chat.add_note(
            self.tr("Too many wrong join codes were tried: the join code is now %1.").replace(
                "%1", code
            )
        )

    @Slot(str)
    def _on_guest_left(self, name: str) -> None:
        self.status.set_state("lost", self.tr("%1 left; their seat is kept.").replace("%1", name))
        self.chat.add_note(self.tr("%1 lost the connection.").replace("%1", name))

    @Slot(int)
    def _on_joined(self, seat: int) -> None:
        peer = self.peer
        if not _is_guest(peer):
            return
        bar = self._offer_bar
        if bar is not None and bar.kind == "rejoin":
            bar.withdraw()  # back (rejoined, or back by itself after all)
        if seat == 0:
            self.status.set_state("spectating", peer.host_name)
        else:
            self.status.set_state("connected", peer.host_name)
        self.chat.clear()
        for line in peer.chat_log:
            self._on_chat(line)
        self.update_actions()
        self._window.update_for_network()

    @Slot(str, str)
    def _on_guest_failed(self, kind: str, message: str) -> None:
        guest = self.peer
        if kind == "lost" and _is_guest(guest):
            self.chat.add_note(message)
            if guest.gave_up:
                # The status bar has room for a few words; the chat keeps the cause too.
                self.status.set_state("lost", guest.gave_up_text)
                self._offer_rejoin()
                return
            self.status.set_state("reconnecting" if guest.returning else "lost", message)

    def _offer_rejoin(self) -> None:
        """Every attempt to get back to the game failed: the bar above the board says the game
        stays here, and offers to rejoin (a new round of attempts) or leave."""
        if self.my_seat == 0:  # a spectator has no seat to keep
            text = self.tr(
                "Could not get back to the game. It stays here: rejoin to watch again when "
                "the host or the network is back."
            )
        else:
            text = self.tr(
                "Could not get back to the game. It stays here, and so does your seat: "
                "rejoin when the host or the network is back."
            )
        self.offer_bar.ask("rejoin", text, (self.tr("&Rejoin"), self.tr("&Leave")))

    @Slot(str, str)
    def _on_guest_refused(self, _reason: str, message: str) -> None:
        """A refusal on our way back to the game (while joining, the Join dialog says it): the
        game stays on screen, and the status line and the chat say why we are not back."""
        guest = self.peer
        if not _is_guest(guest) or not guest.was_player:
            return
        text = self.tr("The host did not let us back: %1").replace("%1", message)
        self.status.set_state("lost", text)
        self.chat.add_note(text)

    @Slot(int)
    def _on_reconnecting(self, attempt: int) -> None:
        self.status.set_state("reconnecting", self.tr("attempt %1").replace("%1", str(attempt)))

    @Slot(str)
    def _on_code_needed(self, _message: str) -> None:
        """The host refused our return for a wrong join code (it restarted with a new one,
        say): ask for the code and go back with it; cancelling leaves the network game."""
        guest = self.peer
        if not _is_guest(guest):
            return
        self.status.set_state("reconnecting", self.tr("the host asks for the join code"))
        self._close_code_prompt()
        from popout_desktop.ui.network.code_prompt import join_code_prompt

        prompt = join_code_prompt(self._window.widget)
        prompt.textValueSelected.connect(lambda code, g=guest: self._give_code(g, code))
        prompt.rejected.connect(lambda g=guest: self._code_refused(g))
        self.code_prompt = prompt
        prompt.open()

    def _give_code(self, guest: GameGuest, code: str) -> None:
        self.code_prompt = None
        if self.peer is guest:
            self.status.set_state("reconnecting", self.tr("giving the join code"))
            guest.resume_with_code(code.strip())

    def _code_refused(self, guest: GameGuest) -> None:
        self.code_prompt = None
        if self.peer is guest and guest.awaiting_code:
            self.leave()

    def _close_code_prompt(self) -> None:
        prompt, self.code_prompt = self.code_prompt, None
        if prompt is not None:
            prompt.blockSignals(True)  # closing it is not the person's answer
            prompt.close()
            prompt.deleteLater()

    # -- offers ------------------------------------------------------------------------------

    def _opponent(self) -> str:
        seat = 3 - self.my_seat if self.my_seat else 2
        return self._window.player_name(seat)

    def request_undo(self) -> bool:
        """Ask the other player to take back our last move (and their reply, if any)."""
        peer = self.peer
        game = self._window.model.game
        seat = self.my_seat
        if peer is None or not seat or not game.ply:
            return False
        # Back to the position before our last move.
        last_own = next((ply for ply in range(game.ply - 1, -1, -1) if ply % 2 == seat - 1), None)
        if last_own is None:
            return False
        if peer.request_undo(last_own):
            self._say(
                lambda: self.tr("Asked %1 to take back a move.").replace("%1", self._opponent())
            )
            return True
        return False

    @Slot()
    def offer_draw(self) -> None:
        """Offer a draw."""
        if self.peer is not None and self.peer.offer_draw():
            self._say(lambda: self.tr("You offered a draw."))

    @Slot()
    def resign(self) -> None:
        """Give up the game (after a confirmation)."""
        from PySide6.QtWidgets import QMessageBox

        if self.peer is None:
            return
        answer = QMessageBox.question(
            self._window.widget,
            self.tr("Resign"),
            self.tr("Do you really want to resign this game?"),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.peer.resign()

    @Slot()
    def offer_rematch(self) -> None:
        """Offer a new game with the colours swapped."""
        if self.peer is not None and self.peer.offer_rematch():
            self._say(lambda: self.tr("You offered a rematch."))

    @Slot(int)
    def _on_undo_requested(self, to_ply: int) -> None:
        self.offer_bar.ask(
            "undo",
            self.tr("%1 asks to take back moves (back to move %2).")
            .replace("%1", self._opponent())
            .replace("%2", str(to_ply)),
        )

    @Slot()
    def _on_draw_offered(self) -> None:
        self.offer_bar.ask("draw", self.tr("%1 offers a draw.").replace("%1", self._opponent()))

    @Slot()
    def _on_rematch_offered(self) -> None:
        self.offer_bar.ask(
            "rematch",
            self.tr("%1 offers a rematch with the colours swapped.").replace(
                "%1", self._opponent()
            ),
        )

    @Slot(str, bool)
    def _on_answered(self, kind: str, accept: bool) -> None:
        peer = self.peer
        if peer is None:
            return
        if kind == "rejoin":
            if not accept:
                self.leave()
            elif _is_guest(peer):
                peer.rejoin()
            return
        if kind == "undo":
            peer.answer_undo(accept)
        elif kind == "draw":
            peer.answer_draw(accept)
        elif kind == "rematch":
            peer.answer_rematch(accept)

    @Slot(str, bool)
    def _on_answer_received(self, kind: str, accept: bool) -> None:
        if self._answer_text(kind, accept):
            self._say(lambda: self._answer_text(kind, accept).replace("%1", self._opponent()))
        self.update_actions()

    def _answer_text(self, kind: str, accept: bool) -> str:
        """What the other player's answer to our offer says ("" for an unknown one)."""
        texts = {
            ("undo", True): self.tr("%1 agreed to take back."),
            ("undo", False): self.tr("%1 declined to take back."),
            ("draw", True): self.tr("%1 accepted the draw."),
            ("draw", False): self.tr("%1 declined the draw."),
            ("rematch", True): self.tr("%1 accepted the rematch."),
            ("rematch", False): self.tr("%1 declined the rematch."),
        }
        return texts.get((kind, accept), "")
