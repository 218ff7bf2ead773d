"""The Join dialog: pick a discovered game or type an address, then join (see :mod:`.network`).

The list of games heard on the network is :class:`~.games_list.GamesList`; the inline message
is :class:`~.banner.Banner`. This module keeps the form and follows the guest while it joins.

The address field also takes an internet game's invite link (``popout://BROKER/r/ROOM#SECRET``,
:mod:`popout_desktop.net.internet_link`): the dialog says which broker it names, or why it is
not a link (:func:`~popout_desktop.ui.network.link_problems.link_problem_text`), and its options
then
carry the parsed link (:attr:`JoinOptions.internet`).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from popout_desktop import __version__
from popout_desktop.net.discovery import DiscoveredGame, GameBrowser
from popout_desktop.net.internet_link import InternetLink, LinkError, is_internet_link, parse_link
from popout_desktop.net.protocol import MAX_NAME, parse_invite
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.banner import Banner
from popout_desktop.ui.network.dialog_parts import (
    JoinOptions,
    _disconnect_all,
    code_field,
    default_name,
    host_text,
    tidy_name,
)
from popout_desktop.ui.network.games_list import GamesList
from popout_desktop.ui.network.link_problems import link_problem_text
from popout_desktop.ui.widgets.quiet_text import make_quiet

if TYPE_CHECKING:
    from popout_desktop.net.guest import GameGuest

__all__ = ["JoinDialog"]


class JoinDialog(QDialog):
    """Join a LAN game: pick one heard on the network or type an address or an invite link,
    give your name and the join code, play or only watch.

    Signals: ``join_requested(object)`` with a :class:`JoinOptions` (the owner creates a
    ``GameGuest``, calls its ``join`` and :meth:`show_joining`, or :meth:`show_error` if it
    cannot). The dialog is accepted when the host welcomes us; refusals and failures are shown
    inline and the user may try again.

    ``link`` prefills the address and code (``popout --join LINK``). The list of games comes
    from ``browser`` (default: a new :class:`GameBrowser`), which listens only while the dialog
    is shown. With ``settings`` the name starts from ``players/1/name``.

    An internet invite link in the address field is recognised ("Internet game on broker X")
    or refused with what is wrong with it. With ``internet_play`` the dialog joins it (its
    :class:`JoinOptions` carry the link in ``internet``); without, it says such games cannot be
    joined from here yet, for an owner that can only join on the network.
    """

    join_requested = Signal(object)

    def __init__(
        self,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        link: str | None = None,
        browser: GameBrowser | None = None,
        internet_play: bool = False,
    ) -> None:
        super().__init__(parent)
        self._internet_play = internet_play
        self.browser = browser if browser is not None else GameBrowser(self)
        self._guest: GameGuest | None = None
        self._connections: list[tuple[Any, Any]] = []
        self._requested: JoinOptions | None = None
        self._joined = False
        self._selected_game: DiscoveredGame | None = None
        self.setWindowTitle(self.tr("Join a Network Game"))

        games_box = self._build_games_box()
        self._build_fields(settings)
        form = self._build_form()
        self._build_message_and_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(games_box, 1)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._connect_fields()

        self._show_games()
        if link:
            self.set_link(link)
        self._refresh()
        if link and self.options() is not None and not self.code_edit.text():
            self.code_edit.setFocus()
        else:
            self.address_edit.setFocus()

    # -- building --------------------------------------------------------------------------------

    def _build_games_box(self) -> QGroupBox:
        games_box = QGroupBox(self.tr("Games on this network"), self)
        self.games_view = GamesList(games_box)
        games_layout = QVBoxLayout(games_box)
        games_layout.addWidget(self.games_view)
        return games_box

    def _build_fields(self, settings: Settings | None) -> None:
        """The address (with a word when it is wrong), our name, the join code, watch only."""
        self.address_edit = QLineEdit(self)
        self.address_edit.setClearButtonEnabled(True)
        self.address_edit.setPlaceholderText(self.tr("192.168.1.20:7457 or popout://…"))
        self.address_edit.setToolTip(
            self.tr("The host's address (and port, if not 7457), or the invite link they sent you.")
        )
        self.address_problem = QLabel(self)
        self.address_problem.setObjectName("addressProblem")
        self.address_problem.setStyleSheet("#addressProblem { color: #b3261e; }")
        self.address_problem.setTextFormat(Qt.TextFormat.PlainText)
        self.address_problem.setWordWrap(True)
        self.address_problem.setVisible(False)
        # What an internet link names (plain text: the broker comes from the link).
        self.address_info = QLabel(self)
        self.address_info.setTextFormat(Qt.TextFormat.PlainText)
        self.address_info.setWordWrap(True)
        make_quiet(self.address_info)
        self.address_info.setVisible(False)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setPlaceholderText(default_name())
        self.name_edit.setToolTip(self.tr("How you appear to the host and in the chat."))
        if settings is not None:
            self.name_edit.setText(str(settings.value("players/1/name")))
        self.code_edit = code_field(self)
        self.code_edit.setToolTip(self.tr("The digits shown on the host's screen."))
        self.watch_check = QCheckBox(self.tr("&Watch only"), self)
        self.watch_check.setToolTip(
            self.tr("Join as a spectator: see the game and chat, without playing.")
        )

    def _build_form(self) -> QFormLayout:
        form = QFormLayout()
        address_label = QLabel(self.tr("&Address or link:"), self)
        address_label.setBuddy(self.address_edit)
        address_column = QVBoxLayout()
        address_column.setSpacing(2)
        address_column.addWidget(self.address_edit)
        address_column.addWidget(self.address_problem)
        address_column.addWidget(self.address_info)
        form.addRow(address_label, address_column)
        name_label = QLabel(self.tr("Your &name:"), self)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        code_label = QLabel(self.tr("Join &code:"), self)
        code_label.setBuddy(self.code_edit)
        form.addRow(code_label, self.code_edit)
        form.addRow("", self.watch_check)
        return form

    def _build_message_and_buttons(self) -> None:
        self.message = Banner(self)
        self.message.action.clicked.connect(self._on_message_action)
        self._message_action = ""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.addButton(
            self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.request_join)
        self.buttons.rejected.connect(self.reject)

    def _connect_fields(self) -> None:
        """Follow the list of games and the fields; set the tab order."""
        self.browser.games_changed.connect(self._show_games)
        self.games_view.itemSelectionChanged.connect(self._on_game_selected)
        self.games_view.itemActivated.connect(lambda _item, _column: self.request_join())
        self.address_edit.textChanged.connect(self._on_address_changed)
        self.name_edit.textChanged.connect(self._refresh)
        self.code_edit.textChanged.connect(self._refresh)
        for first, second in itertools.pairwise(
            [self.games_view, self.address_edit, self.name_edit, self.code_edit, self.watch_check]
        ):
            QWidget.setTabOrder(first, second)

    # -- public API ----------------------------------------------------------------------------

    def set_link(self, text: str) -> None:
        """Fill in an address or an invite link (its code fills the code field)."""
        self.address_edit.setText(text.strip())

    def internet_link(self) -> InternetLink | None:
        """The internet invite link in the address field, or None (none, or not a valid one)."""
        text = self.address_edit.text()
        if not is_internet_link(text):
            return None
        try:
            return parse_link(text)
        except LinkError:
            return None

    def address_problem_text(self) -> str:
        """What is wrong with the address field's text, in words ("" if nothing, or empty)."""
        text = self.address_edit.text().strip()
        if not text:
            return ""
        if is_internet_link(text):
            try:
                parse_link(text)
            except LinkError as error:
                return link_problem_text(error.code)
            if not self._internet_play:
                return self.tr("Games over the internet cannot be joined from here yet.")
            return ""
        try:
            parse_invite(text)
        except ValueError:
            return self.tr("Not an address or a popout:// link.")
        return ""

    def options(self) -> JoinOptions | None:
        """The game to join as filled in now, or None while the address is missing or wrong."""
        text = self.address_edit.text()
        link: InternetLink | None = None
        if is_internet_link(text):
            link = self.internet_link()
            if link is None or not self._internet_play:
                return None
            host, port = link.host, link.port
        else:
            try:
                host, port, _code = parse_invite(text)
            except ValueError:
                return None
        return JoinOptions(
            host=host,
            port=port,
            code=self.code_edit.text(),
            name=tidy_name(self.name_edit.text()) or default_name(),
            spectator=self.watch_check.isChecked(),
            internet=link,
        )

    @Slot()
    def request_join(self) -> None:
        """Ask the owner to join the game filled in (``join_requested``)."""
        if self._requested is not None:
            return
        options = self.options()
        if options is None:
            if not self.address_edit.text().strip():
                self.message.show_message(
                    "error", self.tr("Choose a game from the list, or type the host's address.")
                )
            self.address_edit.setFocus()
            return
        self._requested = options
        self._message_action = "stop"
        where = host_text(options.host, options.port)
        connecting = (
            self.tr("Connecting to the broker %1…")
            if options.internet is not None
            else self.tr("Connecting to %1…")
        )
        self.message.show_message(
            "info",
            connecting.replace("%1", where),
            busy=True,
            action=self.tr("S&top"),
        )
        self._refresh()
        self.join_requested.emit(options)

    @property
    def joining(self) -> bool:
        """True from the request to join until it succeeds or fails."""
        return self._requested is not None

    def show_joining(self, guest: GameGuest) -> None:
        """Follow ``guest`` while it connects: accepted on ``joined``; a refusal or failure is
        shown and the form comes back. Over the internet the message says when the broker has
        us and the game's host is what we wait for."""
        self._release_guest()
        self._guest = guest
        pairs: list[tuple[Any, Any]] = [
            (guest.joined, self._on_joined),
            (guest.refused, self._on_refused),
            (guest.failed, self._on_failed),
            (guest.broker_reached, self._on_broker_reached),
        ]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections = pairs

    def show_error(self, message: str, detail: str = "") -> None:
        """Show a failure and let the user change something and try again."""
        self._release_guest()
        self._requested = None
        self._message_action = ""
        self.message.show_message("error", message, detail)
        self._refresh()
        if self.join_button.isEnabled():
            self.join_button.setFocus()  # Enter tries again

    def accept(self) -> None:
        """Join (Enter); close as accepted only once the host has welcomed us."""
        if self._joined:
            super().accept()
        else:
            self.request_join()

    def reject(self) -> None:
        """Close; a join under way is cancelled."""
        guest = self._guest
        self._release_guest()
        if guest is not None and not self._joined:
            guest.cancel()
        self._requested = None
        super().reject()

    # -- the list of games -----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """Listen for games while shown."""
        super().showEvent(event)
        if not self.browser.available:
            self.browser.start()
        self._show_games()

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop listening once hidden."""
        self.browser.stop()
        super().hideEvent(event)

    @Slot()
    def _show_games(self) -> None:
        selected = self._selected_game.key if self._selected_game is not None else None
        error = "" if self.browser.available else self.browser.error
        self.games_view.show_games(self.browser.games(), selected, error=error)

    @Slot()
    def _on_game_selected(self) -> None:
        game = self.games_view.selected_game()
        if game is None:
            return
        self._selected_game = game
        self.address_edit.setText(host_text(game.host_address, game.port))
        self.watch_check.setChecked(not game.seat_free)
        if game.code_required:
            self.code_edit.setPlaceholderText("")
            if not self.code_edit.text():
                self.code_edit.setFocus()
        else:
            self.code_edit.setPlaceholderText(self.tr("not needed"))

    # -- the form ------------------------------------------------------------------------------

    @Slot(str)
    def _on_address_changed(self, text: str) -> None:
        if self._selected_game is not None and text.strip() != host_text(
            self._selected_game.host_address, self._selected_game.port
        ):
            self._selected_game = None
            self.games_view.clearSelection()
            self.code_edit.setPlaceholderText("")
        code = ""
        if not is_internet_link(text):
            try:
                _host, _port, code = parse_invite(text)
            except ValueError:
                code = ""
        if code:
            self.code_edit.setText(code)
        self._refresh()

    @Slot()
    def _refresh(self, *_args: object) -> None:
        text = self.address_edit.text().strip()
        problem = self.address_problem_text()
        wrong = bool(problem)
        self.address_problem.setText(problem)
        self.address_problem.setVisible(wrong)
        link = self.internet_link()
        info = ""
        if link is not None:
            info = (
                self.tr("Internet game on broker %1")
                if link.tls
                else self.tr("Internet game on broker %1, without TLS")
            ).replace("%1", link.broker_address())
        self.address_info.setText(info)
        self.address_info.setVisible(bool(info))
        busy = self._requested is not None
        for widget in (self.games_view, self.address_edit, self.name_edit, self.code_edit):
            widget.setEnabled(not busy)
        self.watch_check.setEnabled(not busy)
        self.join_button.setEnabled(not busy and bool(text) and not wrong)

    @Slot()
    def _on_message_action(self) -> None:
        action, self._message_action = self._message_action, ""
        if action == "stop":
            guest = self._guest
            self._release_guest()
            if guest is not None:
                guest.cancel()
            self._requested = None
            self.message.hide_message()
            self._refresh()
        elif action == "watch":
            self.watch_check.setChecked(True)
            self.message.hide_message()
            self.request_join()

    # -- following the guest ---------------------------------------------------------------------

    def _release_guest(self) -> None:
        _disconnect_all(self._connections)
        self._guest = None

    def _where(self) -> str:
        options = self._requested
        return host_text(options.host, options.port) if options is not None else ""

    def _on_broker_reached(self, broker: str) -> None:
        if self._requested is None:
            return
        self.message.show_message(
            "info",
            self.tr("Connected to the broker %1; waiting for the game's host…").replace(
                "%1", broker
            ),
            busy=True,
            action=self.tr("S&top"),
        )

    def _on_joined(self, _seat: int) -> None:
        self._joined = True
        self._release_guest()
        self._requested = None
        self.message.hide_message()
        self.accept()

    def _on_refused(self, reason: str, message: str) -> None:
        game = self._selected_game
        action = ""
        if reason == "version":
            text = self.tr(
                "The host plays another version of Pop Out. Both of you need the same version."
            )
            if game is not None and game.app:
                detail = (
                    self.tr("The host has %1; you have %2.")
                    .replace("%1", game.app)
                    .replace("%2", "popout-desktop " + __version__)
                )
            else:
                detail = message
        elif reason == "wrong_code":
            text = self.tr("The join code is wrong. Ask the host for the code on their screen.")
            detail = ""
        elif reason == "wait":
            text = self.tr(
                "Too many wrong join codes were tried at this host, so it makes everyone wait "
                "a little. Try again in a moment."
            )
            detail = message
        elif reason == "full":
            text = self.tr("Someone is already playing at this table. Watch instead?")
            detail = ""
            action = "watch"
        elif reason == "bad_token":
            text = self.tr("The host no longer knows the game you were in.")
            detail = message
        elif reason == "closing":
            text = self.tr("The host is closing the game.")
            detail = ""
        else:
            text = self.tr("The host did not let you in.")
            detail = message
        self.show_error(text, detail)
        if action:
            self._message_action = action
            self.message.action.setText(self.tr("Watc&h instead"))
            self.message.action.setVisible(True)
        if reason == "wrong_code":
            self.code_edit.setFocus()
            self.code_edit.selectAll()

    def _on_failed(self, kind: str, message: str) -> None:
        where = self._where()
        internet = self._requested is not None and self._requested.internet is not None
        if kind == "no_host":
            text = self.tr(
                "The broker %1 answered, but no game's host answered this link: it may be old "
                "or mistyped, or the host is not hosting now. This is no network problem: ask "
                "the host for the link again."
            ).replace("%1", where)
        elif internet and kind == "no_answer":
            text = self.tr(
                "No answer from the broker %1. Check the link, and that no firewall blocks the "
                "port."
            ).replace("%1", where)
        elif internet and kind == "error":
            text = self.tr("Could not join the game through the broker %1.").replace("%1", where)
        elif kind == "refused":
            text = self.tr(
                "Nobody is hosting at %1. Check the address, and that the host has started hosting."
            ).replace("%1", where)
        elif kind == "no_answer":
            text = self.tr(
                "No answer from %1. Check the address, and that no firewall blocks the port."
            ).replace("%1", where)
        elif kind == "lost":
            text = self.tr("The connection to %1 was lost. Try again.").replace("%1", where)
        else:
            text = self.tr("Could not join the game at %1.").replace("%1", where)
        # The guest's own words repeat ours for a refusal or silence; they add to the others.
        self.show_error(text, "" if kind in ("refused", "no_answer", "no_host") else message)
