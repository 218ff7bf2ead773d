"""What both ends of a LAN game share (:class:`NetworkPeer`): the offers and the chat log.

Either player may ask to take moves back, offer a draw or offer a rematch; the other answers
yes or no. Each peer keeps the offers open in two books, ours (waiting for the other player's
answer) and theirs (waiting for ours), tells the window through the same signals, and sends
the same messages. What an accepted offer does is the role's business: the host takes the
moves back, ends the game or starts the next one and tells everyone (:meth:`NetworkPeer.
_agreed`); the guest waits for the host to say so. Likewise the chat: both keep the lines seen
(:attr:`NetworkPeer.chat_log`); the host relays and keeps them with the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from popout_desktop import __version__
from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession

__all__ = ["APP", "MAX_CHAT_TEXT", "NetworkPeer", "chat_text"]

APP = f"popout-desktop {__version__}"
#: The longest chat line sent, in characters (longer ones are cut).
MAX_CHAT_TEXT = 500
#: The offers a player may make and the message that makes each; each is answered by a
#: message ``<kind>_answer``.
_OFFER_MESSAGES = {"undo": "undo_request", "draw": "draw_offer", "rematch": "rematch"}


def chat_text(text: str) -> str:
    """A chat line as it is sent: without surrounding blanks, at most ``MAX_CHAT_TEXT`` long."""
    return text.strip()[:MAX_CHAT_TEXT]


class NetworkPeer(QObject):
    """One end of a LAN game, bound to the window's model, session and match controller.

    Signals: ``chat_received(dict)`` (a chat line as the protocol has it), ``undo_requested(int)``
    (the other player asks to go back to that many moves), ``draw_offered()``,
    ``rematch_offered()``, ``answer_received(str, bool)`` (the other player's answer to our
    ``"undo"``, ``"draw"`` or ``"rematch"`` offer), ``notice(str)`` (something to tell the
    person).

    A role says who it may send to (:meth:`_send_other`), which offers may be made now
    (:meth:`_may_offer`) and what an agreement does (:meth:`_agreed`).
    """

    chat_received = Signal(dict)
    undo_requested = Signal(int)
    draw_offered = Signal()
    rematch_offered = Signal()
    answer_received = Signal(str, bool)
    notice = Signal(str)

    def __init__(
        self,
        model: GameModel,
        session: GameSession,
        match: MatchController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._session = session
        self._match = match
        #: Our open offers, by kind: the number of moves to go back to for ``"undo"``, else 0.
        self._ours: dict[str, int] = {}
        #: The other player's open offers, likewise.
        self._theirs: dict[str, int] = {}
        self._chat: list[dict[str, Any]] = []

    @property
    def chat_log(self) -> list[dict[str, Any]]:
        """Every chat line so far."""
        return list(self._chat)

    # -- what a role says --------------------------------------------------------------------

    def _send_other(self, message: dict[str, Any]) -> bool:
        """Send ``message`` to the other player; False if it could not be sent."""
        raise NotImplementedError

    def _may_offer(self, kind: str, to_ply: int) -> bool:
        """True if we may make an offer of ``kind`` now (``to_ply``: an undo's target). By
        default: none of ours of that kind is open, and a draw only while the game goes on."""
        return kind not in self._ours and (kind != "draw" or self._model.result is None)

    def _agreed(self, kind: str, to_ply: int) -> None:
        """An offer of ``kind`` (ours or theirs) was accepted. By default nothing: the host
        says what happens."""

    # -- our offers --------------------------------------------------------------------------

    def request_undo(self, to_ply: int) -> bool:
        """Ask the other player to take moves back to ``to_ply`` moves."""
        return self._offer("undo", to_ply)

    def offer_draw(self) -> bool:
        """Offer the other player a draw."""
        return self._offer("draw")

    def offer_rematch(self) -> bool:
        """Offer a new game with the colours swapped."""
        return self._offer("rematch")

    def _offer(self, kind: str, to_ply: int = 0) -> bool:
        if not self._may_offer(kind, to_ply):
            return False
        message: dict[str, Any] = {"type": _OFFER_MESSAGES[kind]}
        if kind == "undo":
            message["to_ply"] = to_ply
        if self._send_other(message):
            self._ours[kind] = to_ply
            return True
        return False

    def _on_answer(self, kind: str, accept: bool) -> None:
        """The other player answered an offer of ``kind``: ignored unless one of ours is open."""
        to_ply = self._ours.pop(kind, None)
        if to_ply is None:
            return
        self.answer_received.emit(kind, accept)
        if accept:
            self._agreed(kind, to_ply)

    # -- their offers ------------------------------------------------------------------------

    def _offered(self, kind: str, to_ply: int = 0) -> None:
        """The other player makes an offer of ``kind``: kept until answered, and shown."""
        self._theirs[kind] = to_ply
        if kind == "undo":
            self.undo_requested.emit(to_ply)
        elif kind == "draw":
            self.draw_offered.emit()
        else:
            self.rematch_offered.emit()

    def answer_undo(self, accept: bool) -> None:
        """Answer the other player's request to take moves back."""
        self._answer("undo", accept)

    def answer_draw(self, accept: bool) -> None:
        """Answer the other player's draw offer."""
        self._answer("draw", accept)

    def answer_rematch(self, accept: bool) -> None:
        """Answer the other player's rematch offer."""
        self._answer("rematch", accept)

    def _answer(self, kind: str, accept: bool) -> None:
        to_ply = self._theirs.pop(kind, None)
        if to_ply is None:
            return
        self._send_other({"type": f"{kind}_answer", "accept": accept})
        if accept:
            self._agreed(kind, to_ply)

    def _close_offers(self, kind: str | None = None) -> None:
        """Forget the open offers of ``kind`` (ours and theirs), or all of them."""
        if kind is None:
            self._ours.clear()
            self._theirs.clear()
        else:
            self._ours.pop(kind, None)
            self._theirs.pop(kind, None)

    # -- the rest both roles do --------------------------------------------------------------

    def resign(self) -> bool:
        """Give up the game."""
        raise NotImplementedError

    def send_chat(self, text: str) -> object:
        """Say something to everyone."""
        raise NotImplementedError
