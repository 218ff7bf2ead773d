"""The board as assistive technology sees it: a table of cells with names, and drop/pop actions.

A custom-drawn board is one opaque widget to a screen reader until it has its own
``QAccessibleInterface``. :func:`install` adds a factory that gives every
:class:`~popout_desktop.ui.board.view.BoardView` a :class:`BoardAccessible`: role ``Table``, one
child per cell in reading order (the top row first, left to right), each a
:class:`CellAccessible` named like "Column 4, row 2: Red" (rows count from the bottom, columns
as the status line numbers them), "Column 4, row 3: empty", "Column 2, row 1: Red bomb". The
focused child is the cell on top of the keyboard cursor's column (the lowest empty one, where a
drop lands, or the top cell of a full column); it is reported as focused when the cursor moves to
another column, on a new position, and each time the board gains the focus. A move does not move
it: the cell keeps the focus as it fills, so what a screen reader says next is the move itself.

The cells' names are the game's, not the animation's: a disc still falling is already in the cell
it falls into ("Column 4, row 1: Red", never "empty"), and once the game is won the winner's cells
say so ("Column 4, row 1: Red, in the winning line").

How a move reaches a screen reader (:func:`say`): Orca 43, Debian 12's, has no handler for Qt's
``object:announcement`` and speaks a description change only from the object it has the focus on,
the focused cell here. So each sentence the :class:`~popout_desktop.ui.board.announcer.Announcer`
says is given, for that one event, as the focused cell's description (``accessible-description``
changes on the focused cell: Orca says it at once); where the focus is on another plain widget of
the window with no description of its own (the chat box, a button), on that widget the same way.

The board's other children, after the cells, are its child widgets (the welcome and result cards
lie on the board), so they stay in the accessible tree.

The board's actions are its columns' moves: "Drop into column 4", "Pop column 4", one per legal
move of the player to move, each carried out through the board's own input path
(:meth:`BoardInput.propose`), so a move still goes through ``move_requested`` to whoever owns
the view and from there to ``GameModel.play``; the press action plays what Enter would (drop,
or the armed power checker) in the cursor's column. Each cell offers the same moves of its own
column.

What PySide6 6.11 cannot do from Python: it has no ``QAccessibleTableInterface`` class and
``interface_cast`` cannot be overridden to return one, so platform bridges see a table role with
children but not the table interface's row/column queries (``cellAt``, ``rowCount``...). The
equivalent here: the children carry the rows and columns in reading order with names that say
both, and every cell's description repeats its column and row numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer, Slot
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QWidget

from popout_desktop.rules import Move
from popout_desktop.ui.board.powers import power_name

if TYPE_CHECKING:
    from popout_desktop.ui.board.view import BoardView

__all__ = [
    "BoardAccessible",
    "CellAccessible",
    "cell_name",
    "cells_changed",
    "cursor_moved",
    "install",
    "say",
]

translate = QCoreApplication.translate

_DROP = "drop"
_POP = "pop"


def cell_name(
    column_label: str, row: int, colour: str, piece: str, winning: bool = False
) -> str:
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


def _action_text(name: str, column: int) -> str:
    label = str(column + 1)
    if name == _POP:
        return translate("BoardAccessible", "Pop column %1").replace("%1", label)
    return translate("BoardAccessible", "Drop into column %1").replace("%1", label)


class BoardAccessible(QAccessibleWidget):
    """The board widget as a table of cells, with its columns' moves as actions."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self.view = view
        self._cells: dict[tuple[int, int], CellAccessible] = {}
        #: The cell last reported as focused (see :func:`cursor_moved`); a move that fills it
        #: leaves the focus there.
        self.focused_cell: tuple[int, int] | None = None
        #: The focused cell's description while :func:`say` reports it ("" otherwise).
        self.live_text = ""
        #: The cells' names last reported (see :func:`cells_changed`): those of now, to start.
        self.reported: dict[int, str] = self.names()
        if view.findChild(_FocusFollower) is None:
            follower = _FocusFollower(view)
            view.installEventFilter(follower)
            if view.hasFocus():  # made for Qt's report of the board's focus: the cell follows
                follower.report_soon()

    def _size(self) -> tuple[int, int]:
        rules = self.view.model.rules
        return rules.width, rules.rows

    # -- the tree ------------------------------------------------------------------------------

    def cell_count(self) -> int:
        """How many cells the board has (its first children)."""
        width, rows = self._size()
        return width * rows

    def widgets(self) -> list[QWidget]:
        """The board's child widgets (the welcome and result cards), its children after the
        cells, as Qt lists a widget's children (hidden ones too: they say they are invisible)."""
        return [
            child
            for child in self.view.children()
            if isinstance(child, QWidget) and not child.isWindow()
        ]

    def childCount(self) -> int:
        return self.cell_count() + len(self.widgets())

    def names(self) -> dict[int, str]:
        """Every child's name by its index."""
        return {
            i: self.cell(*self.place(i)).text(QAccessible.Text.Name)
            for i in range(self.cell_count())
        }

    def place(self, index: int) -> tuple[int, int]:
        """The ``(column, row)`` of child ``index`` (row 0 is the bottom)."""
        width, rows = self._size()
        return index % width, rows - 1 - index // width

    def cell(self, column: int, row: int) -> CellAccessible:
        """The child for ``(column, row)`` (row 0 is the bottom), made once and kept."""
        key = (column, row)
        found = self._cells.get(key)
        if found is None:
            found = CellAccessible(self, column, row)
            self._cells[key] = found
        return found

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cells = self.cell_count()
        if 0 <= index < cells:
            return self.cell(*self.place(index))
        widgets = self.widgets()
        if cells <= index < cells + len(widgets):
            return QAccessible.queryAccessibleInterface(widgets[index - cells])
        return None

    def index_of(self, column: int, row: int) -> int:
        """The child index of ``(column, row)``: reading order, the top row first."""
        width, rows = self._size()
        return (rows - 1 - row) * width + column

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellAccessible) and child.board is self:
            width, rows = self._size()
            if child.column < width and child.row < rows:
                return self.index_of(child.column, child.row)
            return -1
        found = child.object() if child is not None and child.isValid() else None
        widgets = self.widgets()
        if isinstance(found, QWidget) and found in widgets:
            return self.cell_count() + widgets.index(found)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        point = self.view.mapFromGlobal(QPoint(x, y))
        for widget in reversed(self.widgets()):  # a card lies over the cells
            if widget.isVisible() and widget.geometry().contains(point):
                return QAccessible.queryAccessibleInterface(widget)
        layout = self.view.board_layout
        column = layout.column_at(point.x(), point.y())
        row = round(layout.row_of(point.y()))
        if column is None or not 0 <= row < self._size()[1]:
            return None
        return self.cell(column, row)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        """The focused cell (see :meth:`focused`) while the board has the focus; the card
        holding the focus while one does; else None."""
        if self.view.hasFocus():
            return self.cell(*self.focused())
        focus = QApplication.focusWidget()
        for widget in self.widgets():
            if focus is not None and (focus is widget or widget.isAncestorOf(focus)):
                return QAccessible.queryAccessibleInterface(widget)
        return None

    def focused(self) -> tuple[int, int]:
        """The focused cell: the one last reported (a move that filled it left it there), else
        the keyboard cursor's."""
        width, rows = self._size()
        cell = self.focused_cell
        if cell is not None and cell[0] < width and cell[1] < rows:
            return cell
        return self.cursor_cell()

    def cursor_cell(self) -> tuple[int, int]:
        """The keyboard cursor's cell: its column's lowest empty cell (the top one if full)."""
        column = self.view.board_input.cursor
        game = self.view.model.game
        rows = self._size()[1]
        for row in range(rows):
            if not game.cell(column, row):
                return column, row
        return column, rows - 1

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


class CellAccessible(QAccessibleInterface):
    """One cell of the board: its name, role, place and state, and its column's moves."""

    def __init__(self, board: BoardAccessible, column: int, row: int) -> None:
        super().__init__()
        self.board = board
        self.column = column
        self.row = row

    def isValid(self) -> bool:
        return True

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.board.window()

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, t: QAccessible.Text) -> str:
        """The name says the game's cell (not the animation's); the description is empty but
        while :func:`say` reports a sentence on this, the focused, cell."""
        board = self.board
        if t == QAccessible.Text.Name:
            view = board.view
            game = view.model.game
            place = (self.column, self.row)
            disc = game.cell(*place)
            colour = view.theme.colour_name(disc) if disc else ""
            piece = game.piece(*place)
            winning = bool(disc) and place in game.winning_cells()
            return cell_name(str(self.column + 1), self.row + 1, colour, piece, winning)
        if t == QAccessible.Text.Description and board.live_text:
            return board.live_text if board.focused() == (self.column, self.row) else ""
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """The cells' names are the board's: nothing to set."""

    def rect(self) -> QRect:
        view = self.board.view
        layout = view.board_layout
        centre = layout.centre(self.column, self.row)
        side = round(layout.cell)
        top_left = QPoint(round(centre.x() - side / 2), round(centre.y() - side / 2))
        return QRect(view.mapToGlobal(top_left), QRect(0, 0, side, side).size())

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.readOnly = True
        state.focused = self.board.view.hasFocus() and self.board.focused() == (
            self.column,
            self.row,
        )
        return state

    def actions(self) -> list[str]:
        """This cell's column's moves now ("drop", "pop")."""
        return self.board.column_actions(self.column)

    def play(self, name: str) -> None:
        """Play ``name`` ("drop", "pop") in this cell's column, as the board's action would."""
        self.board.do_column_action(name, self.column)


class _FocusFollower(QObject):
    """Reports the keyboard cursor's cell as focused each time the board gains the focus (the
    window came to the front, Tab reached the board), just after Qt reports the board itself:
    a screen reader then says where the cursor is, not only "Board, table"."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.FocusIn:
            self.report_soon()
        return False

    def report_soon(self) -> None:
        """Report the cursor's cell once Qt has reported the board (the event loop's next
        turn)."""
        QTimer.singleShot(0, self, self._report)

    @Slot()
    def _report(self) -> None:
        view = self._view
        if not QAccessible.isActive() or not view.hasFocus():
            return
        board = QAccessible.queryAccessibleInterface(view)
        if isinstance(board, BoardAccessible):
            board.focused_cell = None  # said again, whichever cell it is
            cursor_moved(view)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from popout_desktop.ui.board.view import BoardView

    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


def cursor_moved(view: BoardView) -> None:
    """Tell assistive technology that the focused cell moved, while accessibility is active and
    the board has the focus: the keyboard cursor went to another column (a move in the cursor's
    column leaves the focus on the cell it filled or emptied: the move is what is said)."""
    if not QAccessible.isActive() or not view.hasFocus():
        return
    board = QAccessible.queryAccessibleInterface(view)
    if not isinstance(board, BoardAccessible):
        return
    cell = board.cursor_cell()
    if board.focused_cell is not None and board.focused_cell[0] == cell[0]:
        return
    board.focused_cell = cell
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(board.index_of(*cell))
    QAccessible.updateAccessibility(event)


def cells_changed(view: BoardView, new_position: bool = False) -> None:
    """Tell assistive technology which cells' names changed since last told (a disc dropped,
    popped, a column crushed, the winning line), while accessibility is active. On a
    ``new_position`` (a new game, a loaded one) the keyboard cursor's cell takes the focus again
    and is said."""
    if not QAccessible.isActive():
        return
    board = QAccessible.queryAccessibleInterface(view)
    if not isinstance(board, BoardAccessible):
        return
    if new_position:
        board.focused_cell = None
    if board.reported and len(board.reported) != board.cell_count():  # a new board size
        board.reported = {}
        QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
    names = board.names()
    for index, name in names.items():
        if board.reported.get(index, name) != name:
            event = QAccessibleEvent(view, QAccessible.Event.NameChanged)
            event.setChild(index)
            QAccessible.updateAccessibility(event)
    board.reported = names
    cursor_moved(view)


def say(view: BoardView, text: str) -> None:
    """Have a screen reader say ``text`` now, as a description change of the object its focus
    is on (see the module's docstring): the board's focused cell, or the plain widget of the
    board's window that has the focus if it has no description of its own. Only while
    accessibility is active; the description is ``text`` for that event alone."""
    if not text or not QAccessible.isActive():
        return
    if view.hasFocus():
        board = QAccessible.queryAccessibleInterface(view)
        if not isinstance(board, BoardAccessible):
            return
        board.live_text = text
        try:
            event = QAccessibleEvent(view, QAccessible.Event.DescriptionChanged)
            event.setChild(board.index_of(*board.focused()))
            QAccessible.updateAccessibility(event)
        finally:
            board.live_text = ""
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
