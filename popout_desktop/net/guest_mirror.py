"""What a guest shows: the host's game, move by move (:class:`GuestMirror`).

The host's ``welcome``, ``state`` and ``new_game`` carry the whole game; from then on every
move arrives from the host, the guest's own included, is checked with the rules and handed to
the seat whose turn it is, so the board animates it like any other move. Moves that arrive
while the board is still busy wait in order, and what follows them (a take-back, the end of
the game) waits behind them. A move that does not fit asks the host for the whole game again
(``sync``). The chat lines the host relays are kept here too.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Slot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import ProxySeat, RemoteSeat
from popout_desktop.game.session import GameSession
from popout_desktop.net.host_chat import MAX_CHAT_LOG
from popout_desktop.net.peer import NetworkPeer
from popout_desktop.net.protocol import ErrorCode, rules_from_json
from popout_desktop.rules import Game, Move, Reason, Result
from popout_desktop.rules.decision import DECISIONS
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.savefile import PlayerInfo, SavedGame

__all__ = ["GuestMirror"]


class GuestMirror(NetworkPeer):
    """The guest's copy of the host's game, bound to the window's model, session and match
    controller: :attr:`seat` is ours (0 for a spectator), the other seat's moves and ours come
    from the host alike.

    The guest says what network details go with the game (:meth:`_network`) and how to tell
    the host that one of its messages cannot be shown (:meth:`_complain`).
    """

    def __init__(
        self,
        model: GameModel,
        session: GameSession,
        match: MatchController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(model, session, match, parent)
        self.seat = 0
        self._incoming: deque[tuple[str, Any]] = deque()
        self._seats: dict[int, RemoteSeat] = {}
        #: The move number of our move sent to the host and not yet answered: a second click
        #: meanwhile is not sent again (the host would rightly answer "not your turn").
        self._on_its_way: int | None = None
        model.move_played.connect(self._on_move_played)

    @property
    def spectator(self) -> bool:
        """True if we only watch."""
        return self.seat == 0

    def _network(self) -> dict[str, object]:
        """The network details kept with the game shown (to come back to it)."""
        raise NotImplementedError

    def _complain(self, code: str, text: str) -> None:
        """Tell the host that its last message cannot be shown (an ``error``)."""
        raise NotImplementedError

    def _load_state(self, message: dict[str, Any]) -> None:
        """Show the host's game (welcome, state, new_game)."""
        rules = rules_from_json(message["rules"])
        try:
            game = Game.from_notation(message.get("moves", ""), rules)
        except ValueError:
            self._complain(ErrorCode.BAD_FIELD, "the moves are not legal")
            return
        self._incoming.clear()
        self._close_offers()
        players = self._players(message["players"])
        decided = None
        result = message.get("result")
        if result is not None and result["reason"] in DECISIONS:
            decided = Result(result["winner"], Reason(result["reason"]))
        network = self._network()
        current = self._model.game
        same = current.rules == rules and current.notation() == game.notation()
        if same and self._session.players == players:
            # A resumed game that did not change: keep the board as it is.
            self._session.network = network
            self._install_seats()
            if decided is not None and self._model.result is None:
                self._model.end_game(decided)
            self._session.write_autosave()
            return
        self._session.load_saved(
            SavedGame(game=game, players=players, decided=decided, network=network)
        )
        self._install_seats()

    def _players(self, raw: list[dict[str, Any]]) -> tuple[PlayerInfo, PlayerInfo]:
        infos = []
        for player, entry in zip((1, 2), raw, strict=True):
            kind = "human" if player == self.seat else "remote"
            infos.append(PlayerInfo(str(entry.get("name", "")), kind))
        return infos[0], infos[1]

    def _install_seats(self) -> None:
        self._seats = {}
        for player in (1, 2):
            name = self._session.players[player - 1].name
            seat: RemoteSeat
            # The host's moves are played as they arrive (see RemoteSeat).
            if player == self.seat:
                seat = ProxySeat(self._propose, name, at_once=True)
            else:
                seat = RemoteSeat(name, at_once=True)
            self._seats[player] = seat
            self._match.set_seat(player, seat)

    def _propose(self, move: Move) -> None:
        ply = self._model.game.ply
        if self._on_its_way == ply:
            return  # our move for this number is on its way; the host's answer decides
        self._on_its_way = ply
        self._send_other({"type": "move", "ply": ply, "move": str(move)})

    def _answered(self) -> None:
        """The host answered (a move, an error, a new state...): we may propose again."""
        self._on_its_way = None

    def _on_move(self, message: dict[str, Any]) -> None:
        ply = message["ply"]
        game = self._model.game
        queued = [item[1] for kind, item in self._incoming if kind == "move"]
        if ply != game.ply + len(queued):
            self._resync()
            return
        if queued:  # checked after the moves before it (a copy); else on the game itself
            game = game.copy()
            for earlier in queued:
                game.play(earlier)
        move = Move.parse(message["move"])
        if not game.is_legal(move):
            self._resync()
            return
        self._incoming.append(("move", (ply, move)))
        self._pump()

    def _pump(self) -> None:
        """Apply queued events in order; a move waits until its seat plays it."""
        while self._incoming:
            kind, item = self._incoming[0]
            if kind == "move":
                ply, move = item
                if ply < self._model.game.ply:
                    self._incoming.popleft()
                    continue
                seat = self._seats.get(self._model.game.turn)
                if seat is not None:
                    seat.receive(move, ply)
                return
            self._incoming.popleft()
            item()

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        if self._incoming and self._incoming[0][0] == "move":
            ply, _ = self._incoming[0][1]
            if ply == effect.ply:
                self._incoming.popleft()
        self._pump()

    def _later(self, action: Callable[[], None]) -> None:
        """Run ``action`` after the queued moves (an outcome after the move before it)."""
        self._incoming.append(("call", action))
        self._pump()

    def _resync(self) -> None:
        self._incoming.clear()
        self._send_other({"type": "sync"})

    def _on_state(self, message: dict[str, Any]) -> None:
        self._load_state(message)

    def _on_undo(self, message: dict[str, Any]) -> None:
        to_ply = message["to_ply"]

        def take_back() -> None:
            for seat in self._seats.values():
                seat.forget()
            self._match.cancel()
            while self._model.game.ply > to_ply and self._model.undo():
                pass
            if self._model.game.ply != to_ply:
                self._resync()

        self._incoming = deque(item for item in self._incoming if item[0] != "move")
        self._later(take_back)

    def _on_game_over(self, message: dict[str, Any]) -> None:
        result = message["result"]
        if result is None or result["reason"] not in DECISIONS:
            return
        decided = Result(result["winner"], Reason(result["reason"]))

        def end() -> None:
            self._model.end_game(decided)

        self._later(end)

    def _on_new_game(self, message: dict[str, Any]) -> None:
        old_names = [info.name for info in self._session.players]
        new_names = [str(entry.get("name", "")) for entry in message["players"]]
        swapped = (self.seat in (1, 2) and message["seat"] == 3 - self.seat) or (
            self.seat == 0 and old_names[0] != old_names[1] and new_names == old_names[::-1]
        )
        if swapped:
            # The colours are swapped: the lines kept say the seat their author has now, as
            # the host sends them (its welcome after a return says the same).
            self._chat = [
                {**line, "seat": 3 - line["seat"]} if line.get("seat") in (1, 2) else line
                for line in self._chat
            ]
        self.seat = message["seat"]
        self._load_state({**message, "moves": "", "result": None})

    def _on_chat(self, message: dict[str, Any]) -> None:
        entry = {k: message.get(k, "") for k in ("from", "text", "time")}
        entry["seat"] = message.get("seat", 0)
        self._chat.append(entry)
        # The latest lines only, as the host keeps: a host that chats without end (within the
        # guest's limits) must not make the guest's memory grow without end (issue 32 point 6).
        del self._chat[:-MAX_CHAT_LOG]
        self.chat_received.emit(entry)
