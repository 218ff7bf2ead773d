"""The game model: the one place where the application applies moves (:class:`GameModel`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from popout_desktop.rules import Game, IllegalMove, Move, Reason, Result, Rules
from popout_desktop.rules.decision import MAX_GAME_MOVES

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.rules.effects import MoveEffect

__all__ = ["GameModel", "GameOver", "rejection_text"]


def __getattr__(name: str) -> object:
    """:class:`GameOver` lives in :mod:`popout_desktop.game.game_over`, loaded when first asked
    for (the first game's end), not with the model at every start (issue 33 point 4)."""
    if name == "GameOver":
        from popout_desktop.game.game_over import GameOver

        return GameOver
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def rejection_text(error: IllegalMove) -> str:
    """A translated sentence for a rejected move, from the rules engine's reason code."""
    move = error.move
    column = move.column + 1 if isinstance(move, Move) else 0
    texts = {
        "game_over": QCoreApplication.translate("GameModel", "The game is over."),
        "not_a_move": QCoreApplication.translate("GameModel", "That is not a move."),
        "column_out_of_range": QCoreApplication.translate(
            "GameModel", "There is no column %1."
        ).replace("%1", str(column)),
        "side_column": QCoreApplication.translate(
            "GameModel", "Column %1 is a fixed side column."
        ).replace("%1", str(column)),
        "column_full": QCoreApplication.translate("GameModel", "Column %1 is full.").replace(
            "%1", str(column)
        ),
        "pop_out_disabled": QCoreApplication.translate(
            "GameModel", "Popping is not allowed at this table."
        ),
        "column_empty": QCoreApplication.translate("GameModel", "Column %1 is empty.").replace(
            "%1", str(column)
        ),
        "not_your_disc": QCoreApplication.translate(
            "GameModel", "The bottom disc of column %1 is not yours."
        ).replace("%1", str(column)),
        "wrong_phase": QCoreApplication.translate(
            "GameModel", "That kind of move is not allowed at this point of the turn."
        ),
        "not_lowest": QCoreApplication.translate(
            "GameModel", "While the board is being filled, drop into one of the lowest columns."
        ),
        "put_back_column": QCoreApplication.translate(
            "GameModel", "Put the disc back into a column other than the one it came from."
        ),
        "power_used": QCoreApplication.translate(
            "GameModel", "That power checker has been played already."
        ),
        "completes_line": QCoreApplication.translate(
            "GameModel", "The drop after the wall must not complete a line of yours."
        ),
        "must_pass": QCoreApplication.translate(
            "GameModel", "No disc of yours is in the bottom row: you must pass."
        ),
        "cannot_pass": QCoreApplication.translate(
            "GameModel", "You may pass only when no disc of yours is in the bottom row."
        ),
    }
    return texts.get(error.reason, str(error))


class GameModel(QObject):
    """Wraps a :class:`~popout_desktop.rules.Game`; every input source plays through :meth:`play`.

    Signals, in the order a move emits them: ``move_recorded`` and then ``move_played`` (both
    with the :class:`~popout_desktop.rules.effects.MoveEffect`), ``game_over`` (a
    :class:`GameOver`, if the move ended the game), ``turn_changed`` (the player to move),
    ``history_changed``. Undo emits ``move_undone`` with the effect of the move taken back (a
    view plays it backwards); redo replays through ``move_recorded`` and ``move_played``.
    ``position_reset`` means the whole board changed (new game, load). ``move_rejected`` carries
    a refused move and a readable reason; nothing else changes.
    The model never knows a view.

    ``move_recorded`` is for what must happen before any view shows the move, whatever order
    the slots were connected in: the autosave's journal and, through it, a LAN host's answer to
    the peer waiting for it (issue 33 point 5). Views (the board, its accessible names, sounds,
    animations) connect to ``move_played``.
    """

    move_recorded = Signal(object)
    move_played = Signal(object)
    move_undone = Signal(object)
    turn_changed = Signal(int)
    game_over = Signal(object)
    position_reset = Signal()
    move_rejected = Signal(object, str)
    history_changed = Signal()

    def __init__(self, rules: Rules | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = Game(rules)
        self._redo: list[Move] = []
        # An end the players decided (resignation, agreed draw), not the rules.
        self._decided: Result | None = None

    # -- state ---------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game, for reading (painting, saving); never change it from outside."""
        return self._game

    @property
    def rules(self) -> Rules:
        """The rules of the current game."""
        return self._game.rules

    @property
    def turn(self) -> int:
        """The player to move."""
        return self._game.turn

    @property
    def result(self) -> Result | None:
        """None while the game is in play; a resignation or agreed draw counts too."""
        return self._decided or self._game.result

    @property
    def decided(self) -> Result | None:
        """The end the players decided (resignation, agreed draw), if any."""
        return self._decided

    @property
    def can_undo(self) -> bool:
        """True if a move can be taken back."""
        return self._game.ply > 0

    @property
    def can_redo(self) -> bool:
        """True if a taken-back move can be replayed."""
        return bool(self._redo)

    @property
    def redo_moves(self) -> list[Move]:
        """The moves redo would replay, next first."""
        return self._redo[::-1]

    def game_over_state(self) -> GameOver | None:
        """The current :class:`GameOver`, or None while in play."""
        result = self.result
        if result is None:
            return None
        from popout_desktop.game.game_over import GameOver

        cells = set() if result.decided else self._game.winning_cells()
        return GameOver(result, frozenset(cells))

    def end_game(self, result: Result) -> bool:
        """End the game by the players' decision: a resignation or an agreed draw.

        False (and nothing changes) if the game is already over.
        """
        if self.result is not None or not result.decided:
            return False
        self._decided = result
        self._redo.clear()
        over = self.game_over_state()
        assert over is not None
        self.game_over.emit(over)
        self.turn_changed.emit(self._game.turn)
        self.history_changed.emit()
        return True

    # -- changes -------------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Apply ``move`` if it is legal (then True); otherwise emit ``move_rejected`` (False).

        The one entry point for mouse, keyboard, computer and network moves.
        """
        if not self._apply(move):
            return False
        self._redo.clear()
        self.history_changed.emit()
        return True

    def undo(self) -> bool:
        """Take back the last move; False if there is none."""
        if not self._game.ply:
            return False
        self._decided = None  # taking a move back reopens a resigned or agreed game too
        move = self._game.undo()
        self._redo.append(move)
        from popout_desktop.rules.effects import move_effect

        self.move_undone.emit(move_effect(self._game, move))
        self.turn_changed.emit(self._game.turn)
        self.history_changed.emit()
        return True

    def redo(self) -> bool:
        """Replay the last move taken back; False if there is none."""
        if not self._redo:
            return False
        if not self._apply(self._redo[-1]):
            return False  # cannot happen: redo replays moves that were legal here
        self._redo.pop()
        self.history_changed.emit()
        return True

    def new_game(self, rules: Rules | None = None) -> None:
        """Start a new game, with ``rules`` or the current ones."""
        self.load(Game(rules if rules is not None else self._game.rules))

    def load(
        self, game: Game, redo: list[Move] | None = None, decided: Result | None = None
    ) -> None:
        """Show ``game`` (a copy is kept); ``redo`` optionally restores moves redo can replay;
        ``decided`` a resignation or agreed draw that ended it."""
        self._game = game.copy()
        self._redo = list(reversed(redo)) if redo else []
        # Only an end the rules do not make can stand beside the game's own.
        self._decided = decided if game.result is None and decided and decided.decided else None
        if self._decided is None and game.result is None and game.ply >= MAX_GAME_MOVES:
            self._decided = Result(None, Reason.LENGTH)
        self.position_reset.emit()
        over = self.game_over_state()
        if over is not None:
            self.game_over.emit(over)
        self.turn_changed.emit(self._game.turn)
        self.history_changed.emit()

    def _apply(self, move: Move) -> bool:
        if self._decided is not None:
            self.move_rejected.emit(move, rejection_text(IllegalMove("over", reason="game_over")))
            return False
        error = self._game.why_illegal(move)
        if error is not None:
            self.move_rejected.emit(move, rejection_text(error))
            return False
        # What a move does (rules.effects: two dataclasses) is imported with the first move
        # played or taken back, not before the game's first frame (issue 33 point 4).
        from popout_desktop.rules.effects import move_effect

        effect: MoveEffect = move_effect(self._game, move)
        self._game.play(move)
        if self._game.result is None and self._game.ply >= MAX_GAME_MOVES:
            self._decided = Result(None, Reason.LENGTH)  # the longest a game may be
        self.move_recorded.emit(effect)
        self.move_played.emit(effect)
        over = self.game_over_state()
        if over is not None:
            self.game_over.emit(over)
        self.turn_changed.emit(self._game.turn)
        return True
