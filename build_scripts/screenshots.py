"""Screenshots of the real window, scene by scene, for the docs, the issues and the listing.

Run it on a display: under a virtual one for a build machine, e.g.

    xvfb-run -s "-screen 0 1280x800x24" python build_scripts/screenshots.py \\
        --language ru --out /tmp/shots/ru-1280x800

Each scene sets the window up through its public API, the way a player would get there (a game
played move by move through the model, a dialog opened, a mode switched on), and the whole
screen is saved as ``<scene>.png``: menus, tooltips and dialogs included. The window fills the
screen as a maximised one would. Settings and the autosave live in a temporary folder, never
the user's. Nothing is sent on the network.

``--scenes`` picks some (``--list`` names them all).

``--listing`` makes the software centre's screenshots instead, the ones the AppStream metainfo
names: the same game against the computer in the light (Classic) and the Dark theme, saved as
``docs/screenshots/game-light.png`` and ``game-dark.png`` (docs/, so that neither the app nor
the wheel carries them) at the screen's size, which must be :data:`LISTING_SIZE`: 16:9, as
AppStream's guidelines ask of screenshots (and at least 620 pixels wide)::

    xvfb-run -a -s "-screen 0 1600x900x24" python build_scripts/screenshots.py --listing

(Qt's offscreen platform gives the same pictures, with a screen of that size described in a
JSON file: ``QT_QPA_PLATFORM=offscreen:configfile=screens.json``, where the file says
``{"screens": [{"name": "listing", "x": 0, "y": 0, "width": 1600, "height": 900}]}``;
tests/test_packaging.py makes them so and checks the shipped ones are today's window.)

They are written small, since the repository ships them: the window alone (it fills the
screen), reduced to 256 colours without dithering (about 65 KB each; in full colour over 150 KB).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from popout_desktop.app.main import make_window  # noqa: E402
from popout_desktop.game.seats import HumanSeat  # noqa: E402
from popout_desktop.rules import Game, Move, Rules  # noqa: E402
from popout_desktop.savefile import PlayerInfo, SavedGame  # noqa: E402
from popout_desktop.settings.store import Settings  # noqa: E402

if TYPE_CHECKING:
    from popout_desktop.ui.window.main_window import MainWindow

#: Red to move, and only a pop, of column 4, wins it.
RED_POPS_TO_WIN = "d4 d4 d4 d1 d1 d3 d3 d2 d2 d1"
COMPUTER = PlayerInfo("Computer (medium)", "computer", "medium")
#: The listing's screenshots: their size, folder and (file stem, theme).
LISTING_SIZE = (1600, 900)
LISTING_OUT = ROOT / "docs" / "screenshots"
LISTING_SHOTS = (("game-light", "classic"), ("game-dark", "dark"))
#: The listing's game: Pop Out against the computer; Yellow has just popped column 2 (the
#: last-move marker shows it), Red to move: drop, or pop one of columns 3, 4 and 6.
LISTING_GAME = "d4 d4 d3 d5 d3 d3 d5 d2 d6 d4 d4 p2"


def wait(ms: int) -> None:
    """Let Qt paint and animate for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition: Callable[[], bool], timeout_ms: int = 20000) -> bool:
    """Process events until ``condition`` holds (True) or ``timeout_ms`` passed (False)."""
    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > timeout_ms:
            return False
        wait(50)
    return True


class Shooter:
    """One window, scene after scene, each saved as a PNG of the whole screen."""

    def __init__(self, out: Path, home: Path, theme: str) -> None:
        self.out = out
        self.home = home
        self.theme = theme
        self.window: MainWindow | None = None

    def fresh_window(self, *, welcome: bool = False) -> MainWindow:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            wait(100)
        path = self.home / "settings.ini"
        if path.exists():
            path.unlink()
        settings = Settings(path)
        settings.set_value("welcome/shown", not welcome)
        settings.set_value("prefs/speed", "fast")
        window = make_window(settings)
        window.set_theme(self.theme)
        screen = QGuiApplication.primaryScreen().availableGeometry()
        window.setGeometry(screen)
        window.show()
        wait(300)
        self.window = window
        return window

    def save(self, name: str) -> None:
        wait(400)
        screen = QGuiApplication.primaryScreen()
        picture = screen.grabWindow(0)
        target = self.out / f"{name}.png"
        picture.save(str(target))
        print(f"saved {target}", flush=True)

    def load(
        self,
        notation: str,
        rules: Rules | None = None,
        players: tuple[PlayerInfo, PlayerInfo] | None = None,
    ) -> MainWindow:
        window = self.window or self.fresh_window()
        game = Game.from_notation(notation, rules or Rules())
        window.session.load_saved(
            SavedGame(game=game, players=players or (PlayerInfo(""), PlayerInfo("")))
        )
        for player in (1, 2):  # the script plays every move
            window.match.set_seat(player, HumanSeat(""))
        wait(200)
        return window

    def play(self, move: str) -> None:
        assert self.window is not None
        if not self.window.model.play(Move.parse(move)):
            raise SystemExit(f"screenshots: {move} is not legal here")
        wait_for(lambda: not self.window.board.animating if self.window else True)

    def save_small(self, name: str) -> Path:
        """Save the window alone (it fills the screen) as a small PNG ``<name>.png``."""
        wait(400)
        assert self.window is not None
        from PIL import Image

        grabbed = self.home / "grabbed.png"
        self.window.grab().save(str(grabbed))
        with Image.open(grabbed) as picture:
            image = picture.convert("RGB")
        target = self.out / f"{name}.png"
        image.quantize(256, dither=Image.Dither.NONE).save(target, optimize=True)
        print(f"saved {target} ({target.stat().st_size // 1024} KB)", flush=True)
        return target


def scene_welcome(s: Shooter) -> None:
    s.fresh_window(welcome=True)
    from popout_desktop.ui.window.welcome import offer_welcome

    assert s.window is not None
    offer_welcome(s.window)
    s.save("welcome")


def scene_lesson(s: Shooter) -> None:
    window = s.fresh_window(welcome=True)
    from popout_desktop.ui.window.welcome import offer_welcome

    first = offer_welcome(window)
    assert first is not None
    card = first.show_card()
    card.lesson_button.click()
    wait(500)
    s.save("lesson")


def scene_card_pop_win(s: Shooter) -> None:
    s.fresh_window()
    s.load(RED_POPS_TO_WIN, players=(PlayerInfo(""), COMPUTER))
    s.play("p4")
    assert s.window is not None
    wait_for(s.window.result_flow.card.isVisible)
    s.save("card-pop-win")


def scene_card_draw(s: Shooter) -> None:
    s.fresh_window()
    s.load("d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3", Rules(columns=4, rows=4, pop_out=False))
    s.play("d2")
    assert s.window is not None
    wait_for(s.window.result_flow.card.isVisible)
    s.save("card-draw")


def scene_against_computer(s: Shooter) -> None:
    window = s.fresh_window()
    expert = PlayerInfo("Computer (expert)", "computer", "expert")  # thinks long enough to see
    window.start_game(Rules(), (PlayerInfo("Ann"), expert))
    wait(300)
    window.model.play(Move.drop(3))
    wait(150)  # the computer is thinking: the turn indicator's dots
    s.save("turn-computer-thinking")
    wait_for(lambda: window.model.game.ply == 2)
    wait(600)
    s.save("turn-your-turn")


def scene_last_pop(s: Shooter) -> None:
    s.fresh_window()
    s.load("d4 d4 d3 d5 d2")
    s.play("p5")
    s.save("last-move-pop")


def scene_wide_board(s: Shooter) -> None:
    s.fresh_window()
    s.load("d10 d11 d12 d16 d1", Rules(columns=16, rows=12))
    s.save("labels-16x12")


def scene_five_in_a_row(s: Shooter) -> None:
    s.fresh_window()
    s.load("d2 d3", Rules(columns=7, rows=6, connect=5, side_columns=True))
    s.save("labels-five-in-a-row")


def scene_pop_ten_setup(s: Shooter) -> None:
    s.fresh_window()
    s.load("d1 d2 d3", Rules(pop_out=False, pop_ten=True))
    s.save("pop-ten-setup")


def scene_analysis(s: Shooter) -> None:
    window = s.fresh_window()
    s.load("d4 d4 d3")
    window.analysis_action.setChecked(True)
    wait_for(lambda: bool(getattr(window.board, "_annotations", None)), 30000)
    s.save("analysis-legend")
    window.analysis_action.setChecked(False)


def scene_review(s: Shooter) -> None:
    window = s.fresh_window()
    s.load("d4 d4 d3 d5 d2 d1 d6")
    window.review(3)
    s.save("review")


def scene_preferences(s: Shooter) -> None:
    window = s.fresh_window()
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog

    assert window.settings is not None
    dialog = PreferencesDialog(window.settings, window, sound_available=window.sounds.available)
    dialog.show()
    dialog.move(window.geometry().center() - dialog.rect().center())
    s.save("preferences")
    dialog.close()


def scene_statistics(s: Shooter) -> None:
    window = s.fresh_window()
    assert window.settings is not None
    for opponent, outcome, times in (
        ("computer-medium.pop_out", "won", 3),
        ("computer-medium.pop_out", "lost", 2),
        ("computer-hard.classic", "lost", 4),
        ("human.pop_ten", "won", 1),
        ("human.pop_ten", "drawn", 1),
    ):
        for _ in range(times):
            window.settings.record_result(opponent, outcome)
    from popout_desktop.ui.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog(window.settings, window)
    dialog.view_box.setCurrentIndex(dialog.view_box.findData("table"))
    dialog.show()
    dialog.move(window.geometry().center() - dialog.rect().center())
    s.save("statistics-by-table")
    dialog.close()


def scene_listing(s: Shooter, name: str) -> None:
    """The listing's picture: a game in progress against the computer, Red to move."""
    window = s.fresh_window()
    s.load(LISTING_GAME, players=(PlayerInfo("Ann"), COMPUTER))
    window.board.setFocus()
    s.save_small(name)


SCENES: dict[str, Callable[[Shooter], None]] = {
    "welcome": scene_welcome,
    "lesson": scene_lesson,
    "card-pop-win": scene_card_pop_win,
    "card-draw": scene_card_draw,
    "turn": scene_against_computer,
    "last-move-pop": scene_last_pop,
    "labels-16x12": scene_wide_board,
    "labels-five-in-a-row": scene_five_in_a_row,
    "pop-ten-setup": scene_pop_ten_setup,
    "analysis-legend": scene_analysis,
    "review": scene_review,
    "preferences": scene_preferences,
    "statistics": scene_statistics,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--out", type=Path, help=f"the folder (default: screenshots, with --listing {LISTING_OUT})"
    )
    parser.add_argument("--language", default="en")
    parser.add_argument("--theme", default="classic")
    parser.add_argument("--scenes", nargs="*", default=list(SCENES))
    parser.add_argument("--list", action="store_true")
    parser.add_argument(
        "--listing",
        action="store_true",
        help=f"the AppStream listing's screenshots, light and dark, into {LISTING_OUT}",
    )
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(SCENES))
        return 0
    unknown = [name for name in args.scenes if name not in SCENES]
    if unknown:
        parser.error(f"unknown scenes: {', '.join(unknown)}")
    with tempfile.TemporaryDirectory(prefix="popout-shots-") as home:
        os.environ["POPOUT_HOME"] = home
        app = QApplication(sys.argv[:1])
        from popout_desktop.app.main import register_bundled_fonts
        from popout_desktop.app.translations import install_translators

        register_bundled_fonts()
        install_translators(app, args.language)
        QCoreApplication.processEvents()
        if args.listing:
            size = QGuiApplication.primaryScreen().size()
            if (size.width(), size.height()) != LISTING_SIZE:
                width, height = LISTING_SIZE
                print(f"screenshots: --listing needs a {width}x{height} screen", file=sys.stderr)
                return 2
            out = args.out or LISTING_OUT
            out.mkdir(parents=True, exist_ok=True)
            shooter = Shooter(out, Path(home), args.theme)
            for name, theme in LISTING_SHOTS:
                shooter.theme = theme
                scene_listing(shooter, name)
        else:
            out = args.out or Path("screenshots")
            out.mkdir(parents=True, exist_ok=True)
            shooter = Shooter(out, Path(home), args.theme)
            for name in args.scenes:
                SCENES[name](shooter)
        if shooter.window is not None:
            shooter.window.close()
        wait(100)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
