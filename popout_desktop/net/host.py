"""Hosting a LAN game: the authoritative side (:class:`GameHost`).

The host listens with a ``QTcpServer``, admits one guest player (with the join code) and any
number of spectators (its door: :mod:`popout_desktop.net.host_door`), checks every move with
the rules before it reaches the model, and tells everyone about every change. The guest plays
through a :class:`RemoteSeat`; the host's own moves come from the board as in a local game. A
guest that drops keeps its seat: it comes back with its resume token and finds the game
exactly where it was.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QHostAddress

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, RemoteSeat
from popout_desktop.game.session import GameSession
from popout_desktop.net.host_chat import (
    CHAT_PER_CLIENT_PER_SECOND,
    CHAT_PER_SECOND,
    CHAT_SENT_BYTES,
    MAX_CHAT_LOG,
    chat_line,
    chat_to_keep,
    latest_within,
    saved_chat,
    seated,
    within_rate,
)
from popout_desktop.net.host_clients import MAX_UNIDENTIFIED, Client
from popout_desktop.net.host_door import MAX_SPECTATORS, HostDoor
from popout_desktop.net.join_code import is_host_code
from popout_desktop.net.join_guard import JoinGuard
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.net.peer import APP, chat_text
from popout_desktop.net.protocol import PROTOCOL_VERSION, ErrorCode, rules_to_json
from popout_desktop.net.room_door import RoomDoor
from popout_desktop.net.room_link import HostRoom
from popout_desktop.rules import Move, Reason, Result, Rules
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.savefile import PlayerInfo

__all__ = ["MAX_SPECTATORS", "MAX_UNIDENTIFIED", "GameHost", "result_json"]

log = logging.getLogger(__name__)


def result_json(result: Result | None) -> dict[str, Any] | None:
    """A result (the rules' or a decided one) as the protocol writes it."""
    if result is None:
        return None
    return {"winner": result.winner, "reason": str(result.reason)}


class GameHost(HostDoor):
    """The host of a LAN game, bound to the window's model, session and match controller.

    Signals, besides a :class:`~popout_desktop.net.peer.NetworkPeer`'s (chat, offers, answers,
    notices) and its door's (``code_changed(str)``): ``listening(int)`` (port), ``room_ready(str)``
    (hosting over the internet: the broker has our subscriptions; the invite link, every time
    the carrier connects), ``failed(str)``, ``guest_joined(str)``, ``guest_left(str)``,
    ``spectators_changed(int)``.

    A host listens on the LAN (:meth:`listen`) or opens a room on an MQTT broker
    (:meth:`host_room`); the game behind the door is the same.

    Wrong join codes are limited by ``guard`` (a :class:`JoinGuard` of its own by default).
    """

    listening = Signal(int)
    room_ready = Signal(str)
    failed = Signal(str)
    guest_joined = Signal(str)
    guest_left = Signal(str)
    spectators_changed = Signal(int)

    def __init__(
        self,
        model: GameModel,
        session: GameSession,
        match: MatchController,
        *,
        name: str,
        code: str,
        guest_seat: int,
        guard: JoinGuard | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(
            model, session, match, code=code, guest_seat=guest_seat, guard=guard, parent=parent
        )
        self._name = name.strip()[:40] or "Host"
        self._chat_times: deque[float] = deque()
        # Spectators coming and going are told in one message at most every half second, so
        # a crowd (or a hostile peer reconnecting in a loop) cannot make us flood the players.
        self._presence_timer = QTimer(self)
        self._presence_timer.setSingleShot(True)
        self._presence_timer.setInterval(500)
        self._presence_timer.timeout.connect(lambda: self._broadcast_presence(0, "", True))
        self._game_id = secrets.token_hex(6)
        self._remote = RemoteSeat(parent=self)
        self._closed = False
        # The number of the guest's move accepted and not yet played (the board may still be
        # showing the previous move): another move for that number is answered bad_ply.
        self._move_on_its_way: int | None = None
        self._room_door: RoomDoor | None = None
        network = session.network
        if isinstance(network, dict) and network.get("role") == "host":
            # Hosting a saved network game again (after a restart, say): the saved game fixes
            # the seats and the join code, whatever ``guest_seat`` and ``code`` say, so that its
            # guest resumes with its old token and code in its own colour, chat and all.
            self._token = str(network.get("token") or self._token)
            self._guest_name = str(network.get("guest") or "")
            self._game_id = str(network.get("game") or self._game_id)
            saved_seat = network.get("guest_seat")
            if saved_seat in (1, 2) and type(saved_seat) is int:
                self.guest_seat = saved_seat
            saved_code = network.get("code")
            if is_host_code(saved_code):
                self._code = str(saved_code)
            self._chat = saved_chat(
                network.get("chat"),
                host_name=str(network.get("name") or self._name),
                guest_name=self._guest_name,
                guest_seat=self.guest_seat,
            )
        # A move goes out once the autosave's journal holds it, before any view shows it
        # (issue 33 point 5): the session's move_journaled comes before the model's move_played.
        session.move_journaled.connect(self._on_move_played)

    # -- state -------------------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The host player's name."""
        return self._name

    @property
    def host_seat(self) -> int:
        """The host player's seat (1 or 2)."""
        return 3 - self.guest_seat

    @property
    def game_id(self) -> str:
        """A stable id of the hosted game (for discovery)."""
        return self._game_id

    def announcement(self) -> dict[str, Any]:
        """The fields of a discovery datagram for this game."""
        return {
            "type": "announce",
            "protocol": PROTOCOL_VERSION,
            "app": APP,
            "game": self._game_id,
            "name": self._name,
            "port": self.port,
            "rules": rules_to_json(self._model.rules),
            "players": self._players_json(),
            "code_required": bool(self._code),
            "seat_free": not self.guest_connected,
        }

    # -- starting and stopping ---------------------------------------------------------------

    def listen(self, port: int, address: QHostAddress | None = None) -> bool:
        """Start listening; ``failed`` (and False) if the port cannot be used."""
        where = address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self._server.listen(where, port):
            message = self.tr("Cannot listen on port %1: %2").replace("%1", str(port))
            self.failed.emit(message.replace("%2", self._server.errorString()))
            return False
        self._install_seats(waiting=True)
        self._remember()
        self.listening.emit(self.port)
        return True

    def host_room(self, room: HostRoom, broker: Broker | None = None) -> None:
        """Host over the internet in ``room`` (:func:`~popout_desktop.net.room_link.new_room`,
        or :func:`~popout_desktop.net.room_link.saved_room` of a saved game's details) on
        ``broker`` (by default the link's, without a login; give one with the preferences'
        user, password or certificate authority). ``room_ready`` follows once the broker has
        our subscriptions, or ``failed`` with what went wrong."""
        if self._room_door is not None or self._closed:
            return
        door = RoomDoor(room, broker, self)
        self._room_door = door
        door.new_link.connect(self._accept)
        door.failed.connect(self.failed)
        door.ready.connect(lambda: self.room_ready.emit(room.link.format()))
        self._install_seats(waiting=True)
        self._remember()
        door.start()

    @property
    def room(self) -> HostRoom | None:
        """The room hosted over the internet, if any."""
        return None if self._room_door is None else self._room_door.room

    def close(self) -> None:
        """Say goodbye to everyone and stop listening; the game stays as it is."""
        if self._closed:
            return
        self._closed = True
        self._server.close()
        self._clients.goodbye("the host closed the game")
        if self._room_door is not None:
            self._room_door.stop()
        with contextlib.suppress(RuntimeError, TypeError):
            self._session.move_journaled.disconnect(self._on_move_played)

    def _install_seats(self, waiting: bool) -> None:
        players = list(self._session.players)
        players[self.host_seat - 1] = PlayerInfo(self._name, "human")
        players[self.guest_seat - 1] = PlayerInfo(self._guest_name, "remote")
        self._session.set_players((players[0], players[1]))
        # set_players makes the window install seats from the kinds; the guest's must be ours.
        self._match.set_seat(self.host_seat, HumanSeat(self._name))
        self._remote = RemoteSeat(self._guest_name)
        self._match.set_seat(self.guest_seat, self._remote)

    def _remember(self) -> None:
        network: dict[str, object] = {
            "role": "host",
            "name": self._name,
            "port": self.port,
            "code": self._code,
            "guest_seat": self.guest_seat,
            "guest": self._guest_name,
            "token": self._token,
            "game": self._game_id,
            "chat": chat_to_keep(self._chat),
        }
        if self._room_door is not None:
            network.update(self._room_door.room.network())
        self._session.network = network
        self._session.write_autosave()

    # -- peers -----------------------------------------------------------------------------

    def _on_left(self, client: Client) -> None:
        if client.seat in (1, 2):
            self.guest_left.emit(client.name)
            self.notice.emit(
                self.tr("%1 lost the connection; the seat is kept for them.").replace(
                    "%1", client.name
                )
            )
            self._broadcast_presence(client.seat, client.name, False)
        elif client.seat == 0:
            self.spectators_changed.emit(self.spectators)
            self._presence_timer.start()

    # -- messages ----------------------------------------------------------------------------

    def _on_seated(self, client: Client, message: dict[str, Any]) -> None:
        kind = message["type"]
        handler = _HANDLERS.get(kind)
        if handler is None:
            client.connection.send_error(ErrorCode.UNEXPECTED, f"a host does not accept {kind}")
            return
        if kind not in ("chat", "sync", "bye", "error") and client.seat == 0:
            client.connection.send_error(ErrorCode.NOT_ALLOWED, "spectators only watch and chat")
            return
        handler(self, client, message)

    def _admit(self, client: Client, seat: int, name: str) -> None:
        client.seat = seat
        client.name = name
        if seat:
            self._install_guest_name(name)
        welcome = {
            "type": "welcome",
            "protocol": PROTOCOL_VERSION,
            "app": APP,
            "seat": seat,
            "token": self._token if seat else secrets.token_urlsafe(8),
            "host": self._name,
            **self._state(),
        }
        if seat:
            self._remember()  # the guest's name is saved before the guest is told
        client.connection.send(welcome)
        if seat:
            self.guest_joined.emit(name)
            self.notice.emit(self.tr("%1 joined the game.").replace("%1", name))
        else:
            self.spectators_changed.emit(self.spectators)
        if seat:
            self._broadcast_presence(seat, name, True)
        else:
            self._presence_timer.start()

    def _install_guest_name(self, name: str) -> None:
        players = list(self._session.players)
        if players[self.guest_seat - 1].name != name:
            players[self.guest_seat - 1] = PlayerInfo(name, "remote")
            self._session.set_players((players[0], players[1]))
            self._match.set_seat(self.host_seat, HumanSeat(self._name))
            self._remote = RemoteSeat(name)
            self._match.set_seat(self.guest_seat, self._remote)

    def _state(self) -> dict[str, Any]:
        game = self._model.game
        connected = [self.host_seat] + ([self.guest_seat] if self.guest_connected else [])
        return {
            "rules": rules_to_json(game.rules),
            "moves": game.notation(),
            "players": self._players_json(),
            "result": result_json(self._model.result),
            "chat": latest_within(self.chat_log, CHAT_SENT_BYTES),
            "connected": sorted(connected),
            "spectators": self.spectators,
        }

    def _players_json(self) -> list[dict[str, Any]]:
        out = []
        for player, info in zip((1, 2), self._session.players, strict=True):
            kind = "human" if player == self.host_seat else "remote"
            out.append({"name": info.name, "kind": kind})
        return out

    def _broadcast(self, message: dict[str, Any]) -> None:
        self._clients.broadcast(message)

    def _broadcast_presence(self, seat: int, name: str, connected: bool) -> None:
        self._broadcast(
            {
                "type": "presence",
                "seat": seat,
                "name": name,
                "connected": connected,
                "spectators": self.spectators,
            }
        )

    # -- moves -------------------------------------------------------------------------------

    def _on_move(self, client: Client, message: dict[str, Any]) -> None:
        game = self._model.game
        connection = client.connection
        if self._model.result is not None:
            connection.send_error(ErrorCode.GAME_OVER, "the game is over")
        elif game.turn != client.seat:
            connection.send_error(ErrorCode.NOT_YOUR_TURN, "it is not your turn")
        elif message["ply"] != game.ply:
            connection.send_error(
                ErrorCode.BAD_PLY, f"the next move is number {game.ply}, not {message['ply']}"
            )
        elif self._move_on_its_way == game.ply:
            connection.send_error(
                ErrorCode.BAD_PLY, f"you already sent move number {game.ply}: it is being played"
            )
        else:
            move = Move.parse(message["move"])
            error = game.why_illegal(move)
            if error is not None:
                connection.send_error(ErrorCode.ILLEGAL_MOVE, str(error))
            else:
                self._move_on_its_way = game.ply
                self._remote.receive(move, game.ply)

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        """The model has played the move and the autosave's journal holds it: now everyone
        hears of it, the guest's own move being its acknowledgement, before the views show it.
        Sent at once (a connection does not wait for the event loop)."""
        self._move_on_its_way = None
        self._broadcast({"type": "move", "ply": effect.ply, "move": str(effect.move)})

    def _drop_move_on_its_way(self, code: str, why: str) -> None:
        """The guest's accepted move will not be played after all: say so (every move the
        guest sends is answered, by its ``move`` coming back or by an ``error``)."""
        ply, self._move_on_its_way = self._move_on_its_way, None
        guest = self._guest()
        if ply is not None and guest is not None:
            guest.connection.send_error(code, f"move number {ply} was not played: {why}")

    # -- offers ------------------------------------------------------------------------------

    def _send_guest(self, message: dict[str, Any]) -> bool:
        guest = self._guest()
        if guest is None:
            self.notice.emit(self.tr("The guest is not connected."))
            return False
        return guest.connection.send(message)

    def _send_other(self, message: dict[str, Any]) -> bool:
        return self._send_guest(message)

    def _may_offer(self, kind: str, to_ply: int) -> bool:
        """One offer of a kind is open at a time, ours or the guest's; an undo goes back to a
        move played, a draw is for a game that goes on."""
        if kind in self._theirs or not super()._may_offer(kind, to_ply):
            return False
        return kind != "undo" or 0 <= to_ply < self._model.game.ply

    def _on_offer(self, client: Client, kind: str, to_ply: int = 0) -> None:
        """The guest's offer: declined at once if it may not be made now (see _may_offer)."""
        if not self._may_offer(kind, to_ply):
            client.connection.send({"type": f"{kind}_answer", "accept": False})
            return
        self._offered(kind, to_ply)

    def _answer(self, kind: str, accept: bool) -> None:
        if kind not in self._theirs:
            # The one open offer of this kind is ours: an answer closes it all the same.
            self._ours.pop(kind, None)
        super()._answer(kind, accept)

    def _agreed(self, kind: str, to_ply: int) -> None:
        if kind == "undo":
            self._take_back(to_ply)
        elif kind == "draw":
            self._decide(Result(None, Reason.AGREEMENT))
        else:
            self._rematch()

    def _take_back(self, to_ply: int) -> None:
        self._drop_move_on_its_way(ErrorCode.BAD_PLY, "moves were taken back")
        self._remote.forget()
        self._match.cancel()
        while self._model.game.ply > to_ply and self._model.undo():
            pass
        self._broadcast({"type": "undo", "to_ply": self._model.game.ply})

    def resign(self) -> bool:
        """The host gives up."""
        return self._decide(Result(self.guest_seat, Reason.RESIGNATION))

    def _on_resign(self, client: Client, message: dict[str, Any]) -> None:
        self._decide(Result(self.host_seat, Reason.RESIGNATION))

    def _decide(self, decided: Result) -> bool:
        self._close_offers("draw")
        if not self._model.end_game(decided):
            return False
        self._drop_move_on_its_way(ErrorCode.GAME_OVER, "the game is over")
        self._broadcast({"type": "game_over", "result": result_json(decided)})
        return True

    def _rematch(self, rules: Rules | None = None) -> None:
        """A new game, colours swapped."""
        self._drop_move_on_its_way(ErrorCode.BAD_PLY, "a new game starts")
        self._close_offers()
        self.guest_seat = 3 - self.guest_seat
        players = list(self._session.players)
        players.reverse()
        self._session.start(rules or self._model.rules, (players[0], players[1]))
        self._install_seats(waiting=False)
        self._remember()
        for client in self._clients:
            if client.seat < 0:
                continue
            if client.seat in (1, 2):
                client.seat = self.guest_seat
            client.connection.send(
                {
                    "type": "new_game",
                    "seat": client.seat,
                    "rules": rules_to_json(self._model.rules),
                    "players": self._players_json(),
                }
            )

    # -- chat and the rest -------------------------------------------------------------------

    @property
    def chat_log(self) -> list[dict[str, Any]]:
        """Every chat line kept, as the protocol sends them: each with the seat its author
        has now (a rematch swaps the colours; the lines' authors stay who they were)."""
        return seated(self._chat, self.host_seat, self.guest_seat)

    def send_chat(self, text: str) -> None:
        """The host says something."""
        self._add_chat(self._name, text, self.host_seat, "host")

    def _on_chat(self, client: Client, message: dict[str, Any]) -> None:
        now = time.monotonic()
        if not within_rate(client.chat_times, CHAT_PER_CLIENT_PER_SECOND, now) or not (
            within_rate(self._chat_times, CHAT_PER_SECOND, now)
        ):
            client.connection.send_error(ErrorCode.NOT_ALLOWED, "too many chat lines: slow down")
            return
        by = "guest" if client.seat in (1, 2) else "spectator"
        self._add_chat(client.name, message["text"], client.seat, by)

    def _add_chat(self, author: str, text: str, seat: int, by: str) -> None:
        """Relay and keep what ``author`` (``by``: one of ``AUTHORS``), in ``seat``, said."""
        text = chat_text(text)
        if not text:
            return
        line = chat_line(author, text, seat)
        entry = {k: v for k, v in line.items() if k != "type"}
        self._chat.append({**entry, "by": by})
        del self._chat[:-MAX_CHAT_LOG]
        # The chat is kept with the game, to survive a restart of the host: saved, then told.
        self._remember()
        self._broadcast(line)
        self.chat_received.emit(entry)

    def _on_sync(self, client: Client, message: dict[str, Any]) -> None:
        client.connection.send({"type": "state", **self._state()})

    def _on_bye(self, client: Client, message: dict[str, Any]) -> None:
        client.connection.close(str(message.get("reason") or "the peer left"))

    def _on_error(self, client: Client, message: dict[str, Any]) -> None:
        log.info("%s reported %s: %s", client.connection.peer, message["code"], message["message"])


#: What the host does with each kind of message from a seated peer (made once, not for each
#: message: a move's way, issue 33 point 5).
_HANDLERS: dict[str, Callable[[GameHost, Client, dict[str, Any]], None]] = {
    "move": lambda host, c, m: host._on_move(c, m),
    "undo_request": lambda host, c, m: host._on_offer(c, "undo", m["to_ply"]),
    "undo_answer": lambda host, c, m: host._on_answer("undo", m["accept"]),
    "draw_offer": lambda host, c, m: host._on_offer(c, "draw"),
    "draw_answer": lambda host, c, m: host._on_answer("draw", m["accept"]),
    "resign": lambda host, c, m: host._on_resign(c, m),
    "rematch": lambda host, c, m: host._on_offer(c, "rematch"),
    "rematch_answer": lambda host, c, m: host._on_answer("rematch", m["accept"]),
    "chat": lambda host, c, m: host._on_chat(c, m),
    "sync": lambda host, c, m: host._on_sync(c, m),
    "bye": lambda host, c, m: host._on_bye(c, m),
    "error": lambda host, c, m: host._on_error(c, m),
}
