"""The main window's dialogs: the table settings, the preferences, the statistics, the rules and
the About box, each opened from its command, and the message box of the problems found at start.

Functions of the window; :class:`~popout_desktop.ui.window.main_window.MainWindow` calls them from
its
methods of the same names. The dialogs' modules are imported when first opened. Texts are
translated in the context ``"MainWindow"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from popout_desktop import __version__
from popout_desktop.savefile import PlayerInfo

if TYPE_CHECKING:
    from popout_desktop.engine.core_choice import EngineCores
    from popout_desktop.ui.window.host import WindowHost

__all__ = [
    "about_engine",
    "edit_preferences",
    "edit_table",
    "new_game",
    "set_language",
    "show_about",
    "show_rules",
    "show_start_notes",
    "show_statistics",
]

translate = QCoreApplication.translate


def new_game(window: WindowHost) -> None:
    """Ask for the players and the table, then start. The dialog starts from the game on
    screen (its table and players: what "a new game" changes from), not from the stored ones;
    a LAN peer becomes a person at this screen."""
    from popout_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window.settings, window.widget, theme_key=window.board.theme.key)
    dialog.table.set_rules(window.model.rules)
    for seat, info in zip(dialog.seats, window.session.players, strict=True):
        kind = "computer" if info.kind == "computer" else "human"
        seat.set_state(info.name, kind, info.level or "medium")
    if not dialog.exec():
        return
    options = dialog.options()
    if options is None:
        return
    red, yellow = (PlayerInfo(p.name, p.kind, p.level) for p in options.players)
    window.start_game(options.rules, (red, yellow))


def edit_table(window: WindowHost) -> None:
    """Table settings: stored for new games; offers to start one at once."""
    from PySide6.QtWidgets import QMessageBox

    from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog

    dialog = TableSettingsDialog(window.settings, window.model.rules, window.widget)
    if not dialog.exec():
        return
    rules = dialog.chosen_rules()
    if rules is None or rules == window.model.rules:
        return
    if window.model.game.ply and window.model.result is None:
        answer = QMessageBox.question(
            window.widget,
            translate("MainWindow", "New table"),
            translate(
                "MainWindow", "Start a new game at the new table now? The game in progress ends."
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
    window.start_game(rules, window.session.players)


def edit_preferences(window: WindowHost) -> None:
    """Theme, animation speed, sound and language."""
    if window.settings is None:
        return
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(
        window.settings,
        window.widget,
        language_applies_live=True,
        sound_available=window.sounds.available,
    )
    dialog.applied.connect(window.apply_preferences)
    dialog.language_changed.connect(window.set_language)
    dialog.exec()


def set_language(code: str) -> None:
    """Switch the interface language now (every window retranslates itself)."""
    from popout_desktop.app.translations import install_translators

    app = QApplication.instance()
    if app is not None:
        install_translators(app, code)


def show_statistics(window: WindowHost) -> None:
    """Won, lost and drawn per opponent."""
    if window.settings is None:
        return
    from popout_desktop.ui.dialogs.statistics import StatisticsDialog

    StatisticsDialog(window.settings, window.widget, theme_key=window.board.theme.key).exec()


def show_rules(window: WindowHost) -> None:
    """The rules of the table in force."""
    from popout_desktop.ui.dialogs.rules_help import RulesDialog

    RulesDialog(window.model.rules, window.widget, theme_key=window.board.theme.key).exec()


def show_about(window: WindowHost) -> None:
    """Show the About box: the version, what the game is, its licence and which core each part
    of the engine runs (:func:`about_engine`)."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(
        window.widget,
        translate("MainWindow", "About Pop Out"),
        translate(
            "MainWindow",
            "<h3>Pop Out %1</h3>"
            "<p>Connect Four with a twist: on your turn, drop a disc into a column "
            "<i>or</i> pop one of your own discs out of the bottom row.</p>"
            "<p>Free software under the MIT licence.</p>",
        ).replace("%1", __version__)
        + about_engine(),
    )


def about_engine(cores: EngineCores | None = None) -> str:
    """The About box's paragraph on the engine: which core the classic solver and the Pop Out
    search run (compiled C or pure Python), and what a missing compiled core costs."""
    # Which cores are built is a look at the engine's modules: when the box is opened.
    import html

    from popout_desktop.engine.core_choice import CORE_VARIABLE, PYTHON_SLOWDOWN, engine_cores

    cores = cores or engine_cores()
    labels = {
        "c": translate("MainWindow", "compiled C"),
        "python": translate("MainWindow", "pure Python"),
    }
    text = translate("MainWindow", "Engine: classic solver in %1, Pop Out search in %2.")
    text = text.replace("%1", html.escape(labels.get(cores.classic, cores.classic)))
    text = text.replace("%2", html.escape(labels.get(cores.pop_out, cores.pop_out)))
    if cores.wanted != "auto":
        text += html.escape(f" ({CORE_VARIABLE}={cores.wanted})")
    paragraphs = [f"<p>{text}</p>"]
    if cores.not_built:
        low, high = PYTHON_SLOWDOWN
        slow = translate(
            "MainWindow",
            "The compiled core was not built when the game was installed, so the computer "
            "thinks %1 to %2 times slower. To build it, install gcc and python3-dev, then "
            "install the game again.",
        )
        paragraphs.append(f"<p>{slow.replace('%1', str(low)).replace('%2', str(high))}</p>")
    return "".join(paragraphs)


def show_start_notes(window: WindowHost, notes: list[str]) -> None:
    """Tell what went wrong at start in a message box that does not block the game."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QApplication.applicationDisplayName(),
        "\n\n".join(notes),
        QMessageBox.StandardButton.Ok,
        window.widget,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setObjectName("start-notes")
    box.show()
