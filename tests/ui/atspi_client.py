"""A screen reader's side of the AT-SPI test: plays a whole game of Pop Out with the keyboard.

Run by Debian's ``/usr/bin/python3`` (``python3-pyatspi`` is built for it, not for the project's
venv) on the X display and D-Bus session the test made::

    /usr/bin/python3 tests/ui/atspi_client.py --report REPORT.json

As a screen reader does, it runs before the game starts: once it listens it prints "listening",
then reads the game's process id from its standard input (the test starts the game meanwhile).
It does what an assistive technology does, through AT-SPI only:

1. listens to the events a screen reader speaks from (``object:announcement``, the live status
   ``object:property-change:accessible-description``, focus changes), then finds the
   application by its process id on the AT-SPI desktop (waiting for it to register) and in it
   the board's cells, the only ``table``, and the board, the table's parent;
2. stands in for the window manager, which gives a newly opened window the keyboard focus (Xvfb
   has none): ``xdotool windowfocus`` on the game's window (again if the focus does not come);
   the board has the focus from the start, and reports the keyboard cursor's cell as focused;
3. reads the board's cells through the table's Table interface (its rows and columns, the
   cell at each row and column, the headers), the focused cell and the board's actions;
4. plays Red against the computer with key presses only (generated through the AT-SPI
   registry, which uses XTest): ←/→ until the focused cell is in the chosen column (the cell
   focused by the events checked against the one the table says is focused, each time), Enter to
   drop; after each move it waits to hear it, then the computer's reply, then for the board to
   offer moves again (its actions list is empty while the computer thinks and while a disc is
   falling: a key pressed then would do nothing);
5. at the result's announcement, reads the final cells and actions, and once the result card
   shows on the board, the board's child widgets that show (the card among them).

Everything it heard and did goes to the JSON report; the test compares it with the game the app
saved. Every wait is for an event or a condition, each with a deadline (``--timeout`` seconds
for one wait); a wait that runs out ends the client with status 3 and the report so far.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

_CELL = re.compile(r"Column (\d+), row (\d+): (.+)")
_KEYS = {"Left": 0xFF51, "Right": 0xFF53, "Return": 0xFF0D}
_XDOTOOL_FIND = ("xdotool", "search", "--sync", "--onlyvisible", "--pid")
#: How many times the window is given the focus before the client gives up.
_FOCUS_ATTEMPTS = 3
#: How often a condition that no event announces (the board offering moves again) is looked at.
_POLL_MS = 50


class Timeout(Exception):
    """A wait ran out: what was awaited is the message."""


class Listener:
    """The events heard, in order, and the main loop that waits for them."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.announcements: list[dict[str, Any]] = []
        self.descriptions: list[str] = []
        #: The sentences said as the focused cell's description (what Orca 43 speaks).
        self.cell_descriptions: list[str] = []
        #: The name of the cell last focused ("" before any).
        self.focused: str = ""
        #: Whether the board's table itself was focused (the window came to the front).
        self.board_focused = False
        self._context = GLib.MainContext.default()
        pyatspi.Registry.registerEventListener(
            self._on_event,
            "object:announcement",
            "object:property-change:accessible-description",
            "object:state-changed:focused",
            "object:children-changed",  # an application registered: look again
        )

    def _on_event(self, event: Any) -> None:
        kind = str(event.type)
        try:
            source = event.source
            role = source.getRole() if source is not None else None
            name = source.name if source is not None else ""
        except GLib.Error:  # the object is gone already
            role, name = None, ""
        if kind == "object:announcement":
            self.announcements.append(
                {"text": str(event.any_data), "politeness": int(event.detail1), "from": name}
            )
        elif kind.startswith("object:property-change:accessible-description"):
            if role == pyatspi.ROLE_TABLE_CELL:
                if str(event.any_data):
                    self.cell_descriptions.append(str(event.any_data))
            elif name == "Board":  # the board's live status
                self.descriptions.append(str(event.any_data))
        elif event.detail1 and "focused" in kind:
            if role == pyatspi.ROLE_TABLE_CELL:
                self.focused = name
            elif role == pyatspi.ROLE_TABLE:
                self.board_focused = True

    def wait_for(
        self,
        what: str,
        condition: Callable[[], bool],
        poll: bool = False,
        timeout: float | None = None,
    ) -> None:
        """Run the main loop until ``condition()`` holds (checked after every event, and every
        :data:`_POLL_MS` ms with ``poll``); :class:`Timeout` after ``timeout`` seconds (default
        ``self.timeout``)."""
        timeout = self.timeout if timeout is None else timeout
        end = time.monotonic() + timeout
        expired: list[bool] = []

        def expire() -> bool:
            expired.append(True)
            return False

        timer = GLib.timeout_add(int(timeout * 1000), expire)
        ticker = GLib.timeout_add(_POLL_MS, lambda: True) if poll else None
        try:
            while not condition():
                if expired or time.monotonic() > end:
                    raise Timeout(what)
                self._context.iteration(True)
        finally:
            if not expired:
                GLib.source_remove(timer)
            if ticker is not None:
                GLib.source_remove(ticker)


def wait_for_screen_reader(listener: Listener, name: str) -> None:
    """Wait until an application called ``name`` (the screen reader: Orca registers once its
    event listeners are) is on the AT-SPI desktop."""

    def registered() -> bool:
        return any(app is not None and app.name == name for app in pyatspi.Registry.getDesktop(0))

    listener.wait_for(f"{name} on the AT-SPI desktop", registered, poll=True)


def find_application(listener: Listener, pid: int) -> Any:
    """The application with process id ``pid`` on the AT-SPI desktop, once it is there."""
    found: list[Any] = []

    def registered() -> bool:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.get_process_id() == pid:
                found.append(app)
                return True
        return False

    listener.wait_for(f"the application (pid {pid}) on the AT-SPI desktop", registered)
    app = found[0]
    app.set_cache_mask(Atspi.Cache.NONE)  # every name and state read is the app's of now
    return app


def focus_window(pid: int) -> None:
    """What a window manager does for a new window: give it the keyboard focus."""
    subprocess.run(
        [*_XDOTOOL_FIND, str(pid), "--name", "Pop Out", "windowfocus", "--sync"],
        check=True,
        timeout=30,
        stdout=subprocess.DEVNULL,
    )


def cell_children(table: Any) -> list[Any]:
    """The board's cells, in reading order (the top row first), through the Table interface."""
    grid = table.queryTable()
    return [
        grid.getAccessibleAt(row, column)
        for row in range(grid.nRows)
        for column in range(grid.nColumns)
    ]


def cells(table: Any) -> list[str]:
    """The names of the board's cells, in reading order."""
    return [cell.name for cell in cell_children(table)]


def focused_by_state(table: Any) -> list[str]:
    """The names of the cells whose state says focused."""
    return [
        cell.name
        for cell in cell_children(table)
        if cell.getState().contains(pyatspi.STATE_FOCUSED)
    ]


def table_facts(table: Any) -> dict[str, Any]:
    """What the Table interface says of the table: its size, headers, and each cell's place."""
    grid = table.queryTable()
    places = []
    for row in range(grid.nRows):
        for column in range(grid.nColumns):
            index = grid.getIndexAt(row, column)
            places.append([grid.getRowAtIndex(index), grid.getColumnAtIndex(index)])
    return {
        "rows": grid.nRows,
        "columns": grid.nColumns,
        "column_headers": [grid.getColumnHeader(c).name for c in range(grid.nColumns)],
        "row_headers": [grid.getRowHeader(r).name for r in range(grid.nRows)],
        "column_descriptions": [grid.getColumnDescription(c) for c in range(grid.nColumns)],
        "row_descriptions": [grid.getRowDescription(r) for r in range(grid.nRows)],
        "places": places,
        "cell_roles": sorted({cell.getRoleName() for cell in cell_children(table)}),
    }


def actions(board: Any) -> list[tuple[str, str]]:
    """The board's actions now: (name, description)."""
    action = board.queryAction()
    return [(action.getName(i), action.getDescription(i)) for i in range(action.nActions)]


def _parts(cell: str) -> re.Match[str]:
    match = _CELL.fullmatch(cell)
    if match is None:
        raise ValueError(f"not a cell's name: {cell!r}")
    return match


def column_of(cell: str) -> int:
    """The column number (from 1) that a cell's name says."""
    return int(_parts(cell).group(1))


def top_row(names: list[str], columns: int) -> list[str]:
    """What the top cell of each column holds ("empty" where the column is not full)."""
    return [_parts(name).group(3) for name in names[:columns]]


def press(key: str, log: list[str]) -> None:
    """Press and release ``key`` (through the AT-SPI registry, which uses XTest); log it."""
    log.append(key)
    pyatspi.Registry.generateKeyboardEvent(_KEYS[key], None, pyatspi.KEY_SYM)


def choose(names: list[str], columns: int, last: int | None, blocked: bool) -> int:
    """The column to play: the last one again unless it is full or the computer has just
    covered it, then the next one to the right that is not full (a plain plan, enough to finish
    a game; it starts in the middle)."""
    open_columns = [c + 1 for c, top in enumerate(top_row(names, columns)) if top == "empty"]
    start = (columns + 1) // 2 if last is None else last
    if last is not None and blocked:
        start = start % columns + 1
    for step in range(columns):
        column = (start - 1 + step) % columns + 1
        if column in open_columns:
            return column
    raise RuntimeError("no column is open, yet the game goes on")


def play(listener: Listener, pid: int, report: dict[str, Any]) -> None:
    app = find_application(listener, pid)
    report["application"] = {"name": app.name, "pid": app.get_process_id()}
    table = pyatspi.findDescendant(app, lambda a: a.getRole() == pyatspi.ROLE_TABLE)
    if table is None:
        raise RuntimeError("no table in the application's tree")
    board = table.parent
    report["board"] = {
        "role": board.getRoleName(),
        "name": board.name,
        "children": [board.getChildAtIndex(i).getRoleName() for i in range(board.childCount)],
        "table_index": table.getIndexInParent(),
    }
    report["table"] = {"role": table.getRoleName(), "name": table.name, **table_facts(table)}
    for attempt in range(1, _FOCUS_ATTEMPTS + 1):
        focus_window(pid)
        try:
            listener.wait_for(
                "the board focused",
                lambda: (
                    listener.board_focused
                    or bool(listener.focused)
                    or table.getState().contains(pyatspi.STATE_FOCUSED)
                ),
                poll=True,
                timeout=listener.timeout / _FOCUS_ATTEMPTS,
            )
            break
        except Timeout:  # a focus given before the new window took it: give it again
            if attempt == _FOCUS_ATTEMPTS:
                raise
    report["focus_attempts"] = attempt
    # The board has the focus from the start; it says which cell is the cursor's.
    listener.wait_for("the cursor's cell focused", lambda: bool(listener.focused))
    names = cells(table)
    report["start"] = {
        "cells": names,
        "children": [
            c.name
            for c in (table.getChildAtIndex(i) for i in range(table.childCount))
            if c.getRole() == pyatspi.ROLE_TABLE_CELL
        ],
        "focused": listener.focused,
        "focused_by_state": focused_by_state(table),
        "actions": actions(board),
    }
    #: After each move of the cursor: the cell the focus events said, and those the table's
    #: cells' states say are focused.
    follows: list[list[Any]] = []
    report["focus_follows"] = follows
    columns = len({column_of(n) for n in names})
    keys: list[str] = []
    mine: list[int] = []
    report["keys"] = keys
    report["my_drops"] = mine
    result: list[dict[str, Any]] = []

    def over() -> bool:
        result[:] = [a for a in listener.announcements if a["politeness"] == 2]
        return bool(result)

    last: int | None = None
    blocked = False
    while not over():
        listener.wait_for("the board offering moves", lambda: over() or bool(actions(board)), True)
        if over():
            break
        names = cells(table)
        column = choose(names, columns, last, blocked)
        while column_of(listener.focused) != column:
            before = column_of(listener.focused)
            step = "Right" if (column - before) % columns <= columns // 2 else "Left"
            press(step, keys)

            def left(before: int = before) -> bool:
                return column_of(listener.focused) != before

            listener.wait_for(f"the focus to leave column {before}", left)
            follows.append([listener.focused, focused_by_state(table)])
        heard = len(listener.announcements)
        press("Return", keys)
        mine.append(column)

        def mine_heard(heard: int = heard) -> bool:
            return len(listener.announcements) > heard

        listener.wait_for(f"my drop into column {column} announced", mine_heard)
        if over():
            break

        def reply_heard(heard: int = heard) -> bool:
            return len(listener.announcements) > heard + 1

        listener.wait_for("the computer's move announced", reply_heard)
        reply = listener.announcements[heard + 1]["text"]
        blocked = f"column {column}." in reply and "dropped" in reply
        last = column
    report["result"] = result[0]
    # The cells' names follow the board as shown, a falling disc once it lands: wait until they
    # show as many discs as the moves heard leave (each drop adds one, each pop takes one).
    moves = [a["text"] for a in listener.announcements if a["politeness"] != 2]
    discs = sum(" dropped " in text for text in moves) - sum(" popped " in text for text in moves)
    listener.wait_for(
        f"the board showing the {discs} discs of the moves heard",
        lambda: sum(not name.endswith(": empty") for name in cells(table)) == discs,
        poll=True,
    )

    def showing() -> list[list[str]]:
        """The board's child widgets showing (the result card lies on the board)."""
        children = [board.getChildAtIndex(i) for i in range(board.childCount)]
        return [
            [child.getRoleName(), child.name]
            for child in children
            if child.getRole() != pyatspi.ROLE_TABLE
            and child.getState().contains(pyatspi.STATE_SHOWING)
            and child.name
        ]

    listener.wait_for("the result card on the board", lambda: bool(showing()), poll=True)
    report["end"] = {"cells": cells(table), "actions": actions(board), "showing": showing()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", required=True, help="the JSON file to write")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds for one wait")
    parser.add_argument(
        "--after", metavar="APP", help="wait for this screen reader on the desktop first"
    )
    options = parser.parse_args()
    listener = Listener(options.timeout)
    if options.after:
        # The AT-SPI registry is up once the desktop answers: the screen reader may start now
        # (one started before it would find no desktop and quit).
        pyatspi.Registry.getDesktop(0).childCount  # noqa: B018
        print("desktop", flush=True)
        wait_for_screen_reader(listener, options.after)
    print("listening", flush=True)
    pid = int(sys.stdin.readline())  # the game's, once started
    report: dict[str, Any] = {}
    status = 0
    try:
        play(listener, pid, report)
    except Timeout as error:
        report["timeout"] = str(error)
        print(f"atspi_client: gave up waiting for {error}", file=sys.stderr)
        status = 3
    finally:
        report["announcements"] = listener.announcements
        report["descriptions"] = listener.descriptions
        report["cell_descriptions"] = listener.cell_descriptions
        with open(options.report, "w", encoding="utf-8") as file:
            json.dump(report, file, indent=1)
    return status


if __name__ == "__main__":
    sys.exit(main())
