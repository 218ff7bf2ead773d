"""The board as assistive technology sees it: a table of named cells, and drop/pop actions.

A custom-drawn board is one opaque widget to a screen reader until it has accessible parts. The
board (:class:`~popout_desktop.ui.board.view.BoardView`) is a named group, its
:class:`BoardAccessible` (installed by :func:`install`), whose children are its child widgets:
first its cells, a :class:`~popout_desktop.ui.board.cell_table.CellTable` (an invisible
``QTableView`` over the grid, the board's focus proxy, for which Qt's own accessible table
answers the Table and TableCell interfaces: the row and column counts, the cell at a row and
column, the headers), then the cards lying on it (the welcome and result cards) and its Pass
button. The table's rows are the board's, the top one first; each cell is named like "Column 4,
row 2: Red" (rows count from the bottom, columns as the status line numbers them), "Column 4,
row 3: empty", "Column 2, row 1: Red bomb" (:func:`cell_text`).

The focused cell (the table's current cell) is the one on top of the keyboard cursor's column
(the lowest empty one, where a drop lands, or the top cell of a full column); it is reported as
focused when the cursor moves to another column, on a new position, and each time the board
gains the focus. A move does not move it: the cell keeps the focus as it fills, so what a
screen reader says next is the move itself.

The cells' names are the game's, not the animation's: a disc still falling is already in the cell
it falls into ("Column 4, row 1: Red", never "empty"), and once the game is won the winner's cells
say so ("Column 4, row 1: Red, in the winning line"). A cell whose name changed is reported
(:func:`cells_changed`).

How a move reaches a screen reader (:func:`say`): Orca 43, Debian 12's, has no handler for Qt's
``object:announcement`` and speaks a description change only from the object it has the focus on,
the focused cell here. So each sentence the :class:`~popout_desktop.ui.board.announcer.Announcer`
says is given, for that one event, as the focused cell's description (``accessible-description``
changes on the focused cell: Orca says it at once); where the focus is on another plain widget of
the window with no description of its own (the chat box, a button), on that widget the same way.

The board's actions are its columns' moves: "Drop into column 4", "Pop column 4", one per legal
move of the player to move, each carried out through the board's own input path
(:meth:`BoardInput.propose`), so a move still goes through ``move_requested`` to whoever owns
the view and from there to ``GameModel.play``; the press action plays what Enter would (drop,
or the armed power checker) in the cursor's column.

Why a ``QTableView``: PySide6 6.11 has no ``QAccessibleTableInterface`` class and
``interface_cast`` cannot be overridden to return one (it crashes), so a Python interface cannot
offer the Table interface; Qt's item view accessibility does.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication

from popout_desktop.rules import Move
from popout_desktop.ui.board.powers import power_name

if TYPE_CHECKING:
    from popout_desktop.ui.board.view import BoardView

__all__ = [
    "BoardAccessible",
    "cell_name",
    "cell_text",
    "cells_changed",
    "cursor_moved",
    "follow_focus",
    "install",
    "say",
    "wording",
]

translate = QCoreApplication.translate

_DROP = "drop"
_POP = "pop"


def cell_name(column_label: str, row: int, colour: str, piece: str, winning: bool = False) -> str:
    """A cell's accessible name: "Column 4, row 2: Red", "... : empty", "... : Red bomb",
    "... : Red, in the winning line". ``row`` counts from 1 at the bottom; ``colour`` is "" for
    an empty cell; ``piece`` is "disc" or a power checker's kind; ``winning``: the cell is part
    of the winner's line."""
    where = (
        translate("BoardAccessible", "Column %1, row %2")
        .replace("%1", column_label)
        .replace("%2", str(row))
    )
    if not colour:
        what = translate("BoardAccessible", "empty")
    elif piece and piece != "disc":
        what = (
            translate("BoardAccessible", "%1 %2")
            .replace("%1", colour)
            .replace("%2", power_name(piece))
        )
    else:
        what = colour
    if winning and colour:
        what = translate("BoardAccessible", "%1, in the winning line").replace("%1", what)
    return translate("BoardAccessible", "%1: %2").replace("%1", where).replace("%2", what)


#: The power checkers' kinds a cell's name may say.
_POWER_KINDS = ("anvil", "bomb", "wall", "double")


def wording(view: BoardView) -> tuple[str, ...]:
    """Everything cells' names are made of but the cells: the words of the language in force
    and ``view``'s theme's colour names (when these change, every name may have)."""
    red, yellow = view.theme.colour_name(1), view.theme.colour_name(2)
    return (
        cell_name("1", 1, red, "disc", True),
        cell_name("1", 1, yellow, "disc"),
        cell_name("1", 1, "", ""),
        *(cell_name("1", 1, red, kind) for kind in _POWER_KINDS),
    )


def _action_text(name: str, column: int) -> str:
    label = str(column + 1)
    if name == _POP:
        return translate("BoardAccessible", "Pop column %1").replace("%1", label)
    return translate("BoardAccessible", "Drop into column %1").replace("%1", label)


def cell_text(
    view: BoardView,
    column: int,
    row: int,
    winning: Collection[tuple[int, int]] | None = None,
) -> str:
    """The accessible name of ``view``'s cell ``(column, row)`` (row 0 is the bottom), from the
    game, not the animation (see :func:`cell_name`); ``winning``: the game's winning cells, if
    already known."""
    game = view.model.game
    place = (column, row)
    disc = game.cell(*place)
    colour = view.theme.colour_name(disc) if disc else ""
    piece = game.piece(*place)
    if winning is None:
        winning = game.winning_cells()
    return cell_name(str(column + 1), row + 1, colour, piece, bool(disc) and place in winning)


class BoardAccessible(QAccessibleWidget):
    """The board widget as a named group (its cells are its table, a child widget), with its
    columns' moves as actions."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Grouping)
        self.view = view
        follower = view.cell_table.findChild(_FocusFollower)
        if follower is not None and view.hasFocus():
            follower.report_soon()  # made for Qt's report of the board's focus: the cell follows

    def _size(self) -> tuple[int, int]:
        rules = self.view.model.rules
        return rules.width, rules.rows

    # -- the actions ---------------------------------------------------------------------------

    def column_actions(self, column: int) -> list[str]:
        """The moves ``column`` offers now: "drop" and/or "pop" (none while input is refused:
        the computer's turn, an animation, the game over)."""
        board = self.view.board_input
        if not board.accepts_input():
            return []
        legal = board.legal_moves()
        move = board.column_move(column)
        names = []
        if move is not None and move.kind != _POP and move in legal:
            names.append(_DROP)
        if Move.pop(column) in legal and not board.armed:
            names.append(_POP)
        return names

    def do_column_action(self, name: str, column: int) -> None:
        """Play ``name`` ("drop" or "pop") in ``column`` through the board's input path (the
        move goes out as ``move_requested`` and whoever owns the view plays it)."""
        board = self.view.board_input
        if name == _POP:
            board.propose(Move.pop(column))
        elif name == _DROP:
            board.choose_column(column)

    def actionNames(self) -> list[str]:
        """Press (what Enter does in the cursor's column), then every column's moves:
        "drop 4", "pop 4" (the columns numbered as the status line numbers them)."""
        width = self._size()[0]
        names = [f"{name} {c + 1}" for c in range(width) for name in self.column_actions(c)]
        return [QAccessibleActionInterface.pressAction(), *names] if names else []

    def localizedActionName(self, name: str) -> str:
        kind, _, label = name.partition(" ")
        if kind in (_DROP, _POP) and label.isdigit():
            return _action_text(kind, int(label) - 1)
        return str(super().localizedActionName(name))

    def localizedActionDescription(self, name: str) -> str:
        return self.localizedActionName(name)

    def doAction(self, name: str) -> None:
        if name == QAccessibleActionInterface.pressAction():
            self.view.board_input.choose_column(self.view.board_input.cursor)
            return
        kind, _, label = name.partition(" ")
        if label.isdigit():
            self.do_column_action(kind, int(label) - 1)

    def keyBindingsForAction(self, name: str) -> list[str]:
        if name == QAccessibleActionInterface.pressAction():
            return ["Return"]
        return []


class _FocusFollower(QObject):
    """Reports the focused cell each time the board's table gains the focus (the window came to
    the front, Tab reached the board), just after Qt reports the table itself: a screen reader
    then says where the cursor is, not only "Board, table"."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view.cell_table)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and watched is self._view.cell_table:
            self.report_soon()
        return False

    def report_soon(self) -> None:
        """Report the cursor's cell once Qt has reported the table (the event loop's next
        turn)."""
        QTimer.singleShot(0, self, self._report)

    @Slot()
    def _report(self) -> None:
        view = self._view
        if not view.hasFocus():
            return
        view.cell_table.cells.focused_cell = None  # said again, whichever cell it is
        _focus(view, report=True)


def follow_focus(view: BoardView) -> None:
    """Have the focused cell reported each time ``view``'s table gains the focus (once)."""
    table = view.cell_table
    if table.findChild(_FocusFollower) is None:
        table.installEventFilter(_FocusFollower(view))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from popout_desktop.ui.board.view import BoardView

    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


def _focus(view: BoardView, report: bool = False) -> None:
    """Make the keyboard cursor's cell the table's current (focused) cell unless the focused one
    is in the same column (a move there leaves the focus on the cell it filled or emptied: the
    move is what is said); tell assistive technology when it moved (or ``report``: always),
    while accessibility is active and the board has the focus."""
    table = view.cell_table
    cells = table.cells
    cell = cells.cursor_cell()
    focused = cells.focused_cell
    if focused is not None and focused[0] == cell[0] and not report:
        return
    if focused is None or focused[0] != cell[0]:
        cells.focused_cell = cell
    else:
        cell = focused
    index = cells.index_of(*cell)
    if table.currentIndex() != index:
        table.setCurrentIndex(index)
    if QAccessible.isActive() and view.hasFocus():
        event = QAccessibleEvent(table, QAccessible.Event.Focus)
        event.setChild(table.table_index(*cell))
        QAccessible.updateAccessibility(event)


def cursor_moved(view: BoardView) -> None:
    """The keyboard cursor moved: the focused cell follows it to another column (see
    :func:`_focus`)."""
    _focus(view)


def cells_changed(view: BoardView, new_position: bool = False) -> None:
    """Tell assistive technology which cells' names changed since last told (a disc dropped,
    popped, a column crushed, the winning line), while accessibility is active. On a
    ``new_position`` (a new game, a loaded one) the keyboard cursor's cell takes the focus again
    and is said."""
    table = view.cell_table
    cells = table.cells
    if new_position:
        cells.focused_cell = None
    if cells.follow_size():  # a new board size: the model was reset
        cells.report_all()
        table.follow_layout()
    else:
        for column, row in cells.report_changes():
            index = cells.index_of(column, row)
            cells.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])
            if QAccessible.isActive():
                event = QAccessibleEvent(table, QAccessible.Event.NameChanged)
                event.setChild(table.table_index(column, row))
                QAccessible.updateAccessibility(event)
    _focus(view)


def say(view: BoardView, text: str) -> None:
    """Have a screen reader say ``text`` now, as a description change of the object its focus
    is on (see the module's docstring): the board's focused cell, or the plain widget of the
    board's window that has the focus if it has no description of its own. Only while
    accessibility is active; the description is ``text`` for that event alone."""
    if not text or not QAccessible.isActive():
        return
    if view.hasFocus():
        table = view.cell_table
        cells = table.cells
        cells.live_text = text
        try:
            event = QAccessibleEvent(table, QAccessible.Event.DescriptionChanged)
            event.setChild(table.table_index(*cells.focused()))
            QAccessible.updateAccessibility(event)
        finally:
            cells.live_text = ""
        return
    focus = QApplication.focusWidget()
    if focus is None or focus.window() is not view.window() or focus.accessibleDescription():
        return
    focus.setAccessibleDescription(text)  # Qt reports the change: it is said
    focus.setAccessibleDescription("")  # an empty description is not


_installed = False


def install() -> None:
    """Install the factory that gives boards their interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
