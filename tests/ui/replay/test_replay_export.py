"""Game → Export Replay…: the frames, the three formats, the size limit, failures and the action."""

from __future__ import annotations

import datetime as dt
import errno
import os
import random
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QColor, QImage, QStandardItemModel
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from popout_desktop.engine.review import Mark, MoveReview
from popout_desktop.game.game_over import GameOver
from popout_desktop.rules import Game, Move, Reason, Result, Rules
from popout_desktop.rules.setup import empty_setup
from popout_desktop.ui.board.layout import drop_start_row
from popout_desktop.ui.board.steps import drop_duration
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.replay import writer as replay_writer
from popout_desktop.ui.replay.dialog import ExportReplayDialog, ReplayChoice
from popout_desktop.ui.replay.export import (
    ReplayExport,
    default_file_name,
)
from popout_desktop.ui.replay.frames import MAX_MOVES, ReplayFrames, ReplayOptions
from popout_desktop.ui.replay.job import ExportJob
from popout_desktop.ui.replay.writer import FrameStore, ReplayFormat, write_replay
from popout_desktop.ui.window.main_window import MainWindow

#: Red wins in column 1..4 along the bottom row at move 7.
SHORT = "d4 d4 d3 d5 d2 d3 d1"
NAMES = ("Alice", "Bob")


def name(player: int) -> str:
    return NAMES[player - 1]


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    return window


def controller(window: MainWindow) -> ReplayExport:
    export = window.replay_export
    assert isinstance(export, ReplayExport)
    return export


def play(window: MainWindow, notation: str) -> None:
    for token in notation.split():
        assert window.model.play(Move.parse(token))
    window.board.finish_animations()


def expected_durations(notation: str) -> list[int]:
    """The short game's frames worked out from the board's own step durations: the start held
    1.2 s; each drop sampled every 50 ms, then held 0.45 s (not the last); the win pulse (0.9
    s) sampled; the end held 3 s."""
    game = Game()
    durations = [1200]
    moves = notation.split()
    for index, token in enumerate(moves):
        move = Move.parse(token)
        distance = drop_start_row(6) - game.height(move.column)
        durations += [50] * max(1, round(drop_duration(distance) / 50))
        game.play(move)
        if index < len(moves) - 1:
            durations.append(450)
    return [*durations, *[50] * 18, 3000]


def frame_durations(path: Path) -> list[int]:
    with Image.open(path) as image:
        durations = []
        for index in range(getattr(image, "n_frames", 1)):
            image.seek(index)
            image.load()  # WebP tells a frame's duration once it is decoded
            durations.append(round(image.info["duration"]))
        return durations


def decoded_frame(path: Path, index: int) -> Image.Image:
    with Image.open(path) as image:
        image.seek(index)
        return image.convert("RGB")


def export(qtbot: QtBot, window: MainWindow, path: Path, choice: ReplayChoice) -> str:
    job = controller(window).export_to(path, choice)
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=120_000) as blocker:
        pass
    assert blocker.args is not None
    return str(blocker.args[0])


def near(pixel: tuple[int, ...], colour: QColor, tolerance: int = 40) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(pixel, (colour.red(), colour.green(), colour.blue()), strict=True)
    )


@pytest.mark.parametrize("kind", list(ReplayFormat))
def test_an_export_decodes_to_the_board_animation_frames_and_durations(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, kind: ReplayFormat
) -> None:
    play(window, SHORT)
    path = Path(export(qtbot, window, tmp_path / "short", ReplayChoice(kind=kind)))
    assert path.name == "short" + replay_writer.SUFFIXES[kind]
    assert frame_durations(path) == expected_durations(SHORT)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left
    # The last frame looks like the game: the winning discs red and ringed, an empty hole.
    last = decoded_frame(path, len(expected_durations(SHORT)) - 1)
    frames = ReplayFrames(window.model.game, ReplayOptions(theme("classic")), name)
    assert last.size == (frames.width, frames.height)
    layout = frames._layout
    crop = frames._crop
    classic = theme("classic")
    for column in range(4):
        centre = layout.centre(column, 0)
        pixel = last.getpixel((round(centre.x()), round(centre.y()) - crop))
        assert isinstance(pixel, tuple) and near(pixel, classic.colour(1)), pixel
    hole = layout.centre(6, 5)
    pixel = last.getpixel((round(hole.x()), round(hole.y()) - crop))
    assert isinstance(pixel, tuple) and near(pixel, classic.hole), pixel


def random_game(rules: Rules, moves: int, seed: int) -> Game:
    """A game of ``moves`` random moves that is not over before the last."""
    while True:
        rng = random.Random(seed)
        game = Game(rules)
        while game.ply < moves and game.result is None:
            game.play(rng.choice(game.legal_moves()))
        if game.ply == moves:
            return game
        seed += 1000


def stored(game: Game, options: ReplayOptions) -> FrameStore:
    frames = ReplayFrames(game, options, name)
    store = FrameStore(frames.width, frames.height)
    for image, duration in frames:
        pixels = image.convertToFormat(QImage.Format.Format_RGBX8888)
        store.add(bytes(pixels.constBits()), duration)
    return store


@pytest.fixture(scope="module")
def thirty_moves(qapp: object) -> FrameStore:
    """A 30-move 7x6 Pop Out game with pops, at the default size, painted once."""
    game = random_game(Rules(), 30, 1)
    assert any(move.kind == "pop" for move in game.moves)
    return stored(game, ReplayOptions(theme("classic")))


@pytest.mark.parametrize("kind", list(ReplayFormat))
def test_a_30_move_game_is_under_2_mb_in_every_format(
    thirty_moves: FrameStore, tmp_path: Path, kind: ReplayFormat
) -> None:
    path = tmp_path / f"game{replay_writer.SUFFIXES[kind]}"
    write_replay(path, thirty_moves, kind)
    assert path.stat().st_size < 2_000_000
    assert frame_durations(path) == thirty_moves.durations
    # Every frame decodes to its picture exactly (GIF and APNG: in the global palette).
    palette = thirty_moves.palette()
    for index in (0, len(thirty_moves) // 2, len(thirty_moves) - 1):
        want = thirty_moves.image(index)
        if kind is not ReplayFormat.WEBP:
            want = want.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
        assert decoded_frame(path, index).tobytes() == want.tobytes()


def two_frames() -> FrameStore:
    """Two small frames, black then white: a replay whose pictures do not matter."""
    frames = FrameStore(8, 8)
    frames.add(bytes(8 * 8 * 4), 100)
    frames.add(b"\xff" * (8 * 8 * 4), 100)
    return frames


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002])
def test_a_replay_gets_the_permissions_of_any_new_file(tmp_path: Path, mask: int) -> None:
    """Issue 31 point 6: the replay was 0o600 (its temporary file's); a file made to be shared
    gets what a plain open() would give it: 0o666 less the umask, and an existing one keeps
    its own. (The mode does not depend on the pictures: two small frames, not a whole game.)"""
    path = tmp_path / "game.gif"
    frames = two_frames()
    old = os.umask(mask)
    try:
        write_replay(path, frames, ReplayFormat.GIF)
        assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~mask
        path.chmod(0o640)
        write_replay(path, frames, ReplayFormat.GIF)  # over it: its own mode stays
        assert stat.S_IMODE(path.stat().st_mode) == 0o640
    finally:
        os.umask(old)
    assert [p.name for p in tmp_path.iterdir()] == ["game.gif"]


def test_the_captions_change_frame_to_frame_and_can_be_left_out(qapp: object) -> None:
    game = Game.from_notation("d4 d4 d3")
    frames = ReplayFrames(game, ReplayOptions(theme("classic")), name)
    images = [image.copy() for image, _duration in frames]
    holds = [i for i, d in enumerate(frames.durations) if d == 450]  # after moves 1 and 2
    strip = frames._board_height
    width = frames.width

    def caption(image: QImage) -> bytes:
        # The copy is kept in a name until its bytes are read: constBits() does not keep a
        # temporary QImage alive, and reading its freed memory made the test fail at random.
        part = image.copy(0, strip, width, frames.height - strip)
        return bytes(part.constBits())

    assert caption(images[0]) != caption(images[holds[0]]) != caption(images[holds[1]])
    # Within one move the caption stays; the board moves.
    assert caption(images[holds[0] - 1]) == caption(images[holds[0]])
    bare = ReplayFrames(game, ReplayOptions(theme("classic"), captions=False), name)
    assert bare.height == strip and len(bare) == len(frames)


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("pop_ten"),
        Rules.preset("power_up"),
        Rules.preset("pop_out_five_in_a_row"),
        Rules(columns=16, rows=12),
    ],
    ids=["pop_ten", "power_up", "five_in_a_row", "16x12"],
)
def test_every_table_exports(qapp: object, tmp_path: Path, rules: Rules) -> None:
    game = random_game(rules, 24, 2)
    store = stored(game, ReplayOptions(theme("contrast"), width=320, speed=0.5))
    path = tmp_path / "replay.gif"
    write_replay(path, store, ReplayFormat.GIF)
    assert frame_durations(path) == store.durations


def test_a_read_only_folder_gives_a_message_and_leaves_no_file(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    read_only: Callable[[Path], None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    play(window, "d1 d2")
    folder = tmp_path / "locked"
    folder.mkdir()
    read_only(folder)
    job = controller(window).export_to(folder / "replay.gif", ReplayChoice())
    assert job is not None
    with qtbot.waitSignal(job.failed, timeout=60_000):
        pass
    assert len(shown) == 1 and str(folder / "replay.gif") in shown[0]
    assert "permission denied" in shown[0] or "read-only" in shown[0]
    assert list(folder.iterdir()) == []
    assert window.replay_export.action.isEnabled()


def test_a_full_disk_gives_a_message_and_leaves_no_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # as the replay writer flushes the file
    play(window, "d1")
    job = controller(window).export_to(tmp_path / "replay.webp", ReplayChoice(ReplayFormat.WEBP))
    assert job is not None
    with qtbot.waitSignal(job.failed, timeout=60_000):
        pass
    assert shown and "the disk is full" in shown[0]
    assert list(tmp_path.iterdir()) == []


def test_a_missing_folder_is_named(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    play(window, "d1")
    job = controller(window).export_to(tmp_path / "gone" / "r.png", ReplayChoice(ReplayFormat.APNG))
    assert job is not None
    with qtbot.waitSignal(job.failed, timeout=60_000):
        pass
    assert shown and "the folder does not exist" in shown[0]
    assert not (tmp_path / "gone").exists()


def test_cancel_stops_the_export_and_leaves_no_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    play(window, SHORT)
    export = controller(window)
    job = export.export_to(tmp_path / "replay.gif", ReplayChoice())
    assert job is not None
    assert not export.action.isEnabled()  # one export at a time
    assert export.export_to(tmp_path / "other.gif", ReplayChoice()) is None
    with qtbot.waitSignal(job.progressed, timeout=60_000):
        pass
    assert export.progress is not None
    assert export.progress.labelText() == "Painting the frames of replay.gif…"
    button = export.progress.findChild(QPushButton)
    assert isinstance(button, QPushButton) and button.text() == "Cancel"
    with qtbot.waitSignal(job.cancelled, timeout=60_000):
        button.click()  # the progress dialog's Cancel
    assert list(tmp_path.iterdir()) == []
    assert export.action.isEnabled() and export.job is None
    assert "not exported" in window.status_text()


def test_cancel_while_encoding_leaves_no_file(qapp: object, tmp_path: Path) -> None:
    store = stored(Game.from_notation(SHORT), ReplayOptions(theme("classic"), width=320))
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    with pytest.raises(replay_writer.Cancelled):
        write_replay(tmp_path / "r.webp", store, ReplayFormat.WEBP, stop)
    assert list(tmp_path.iterdir()) == []


def test_the_action_is_in_the_game_menu_and_enabled_once_a_move_is_played(
    window: MainWindow,
) -> None:
    action = controller(window).action
    actions = window.game_menu.actions()
    assert actions.index(action) == actions.index(window.export_action) + 1
    assert action.text() == "E&xport Replay…"
    keys = [t[t.index("&") + 1].lower() for a in actions if "&" in (t := a.text())]
    assert len(keys) == len(set(keys)), keys  # one mnemonic each in the Game menu
    assert not action.isEnabled()
    play(window, "d4")
    assert action.isEnabled()
    window.restart()
    assert not action.isEnabled()
    controller(window).export_replay()  # no move: nothing is asked, nothing happens
    assert controller(window).job is None


def test_a_successful_export_is_said_in_the_status_line(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    play(window, "d1 d2 p1")
    export(qtbot, window, tmp_path / "r.png", ReplayChoice(ReplayFormat.APNG, width=320))
    assert "Exported the replay to r.png." in window.status_text()


def test_the_dialog_gives_its_choice_and_says_what_the_image_holds(qtbot: QtBot) -> None:
    initial = ReplayChoice(ReplayFormat.WEBP, 640, 2.0, False, "dark")
    dialog = ExportReplayDialog(initial, lambda choice: (int(choice.speed * 100), 41_500))
    qtbot.addWidget(dialog)
    assert dialog.choice() == initial
    assert dialog.summary.text() == "200 frames, 41.5 seconds, then it starts again."
    dialog.speed_box.setCurrentIndex(2)  # fast
    assert dialog.choice().speed == 0.5
    assert dialog.summary.text().startswith("50 frames")
    odd = ExportReplayDialog(ReplayChoice(width=999, speed=3.0, theme_key="nope"))
    qtbot.addWidget(odd)
    assert odd.choice().width == 480 and odd.choice().speed == 1.0


def test_a_format_this_pillow_cannot_write_is_greyed_and_not_chosen(qtbot: QtBot) -> None:
    dialog = ExportReplayDialog(
        ReplayChoice(ReplayFormat.WEBP), writes=lambda kind: kind is not ReplayFormat.WEBP
    )
    qtbot.addWidget(dialog)
    assert dialog.choice().kind is ReplayFormat.GIF
    index = dialog.format_box.findData(ReplayFormat.WEBP)
    model = dialog.format_box.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(index).isEnabled()
    assert "not available" in dialog.format_box.itemText(index)
    assert replay_writer.available(ReplayFormat.GIF) and replay_writer.available(ReplayFormat.APNG)


def test_the_default_file_name_holds_the_players_and_the_date() -> None:
    day = dt.date(2026, 12, 1)
    assert default_file_name(("Alice", "Bob"), ReplayFormat.GIF, day) == (
        "Alice - Bob 2026-12-01.gif"
    )
    odd = default_file_name(("a/b:c", "..\x00"), ReplayFormat.APNG, day)
    assert odd == "a b c - ? 2026-12-01.png"


def test_a_game_too_long_for_a_replay_is_refused_with_a_message(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    # Two discs dropped and popped again, over and over (no repetition draw at this table).
    game = Game.from_notation("d1 d2 d3 d4" + " d5 d6 p5 p6" * (MAX_MOVES // 4))
    assert game.ply > MAX_MOVES and game.result is None
    window.model.load(game)
    assert controller(window).export_to(tmp_path / "long.gif", ReplayChoice()) is None
    assert shown and f"at most {MAX_MOVES} moves" in shown[0] and str(game.ply) in shown[0]
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(ValueError, match="at most"):
        ReplayFrames(game, ReplayOptions(theme("classic")), name)


def test_a_long_name_is_cut_so_the_move_stays_in_the_caption(qapp: object) -> None:
    long = "Bartholomew the Magnificent of Somewhere"
    frames = ReplayFrames(Game.from_notation("d4"), ReplayOptions(theme("classic")), lambda p: long)
    assert frames._shots[1].caption.text == "1. Bartholomew the Magnifi… d4"


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="pixels wide"):
        ReplayOptions(theme("classic"), width=10)
    with pytest.raises(ValueError, match="positive"):
        FrameStore(0, 10)
    with pytest.raises(ValueError, match="no frame"):
        write_replay("unused.gif", FrameStore(2, 2), ReplayFormat.GIF)


def test_a_game_from_a_set_up_position_starts_its_replay_there(qapp: object) -> None:
    setup = empty_setup(Rules()).with_cell(3, 0, 1).with_turn(2)
    game = Game.from_setup(setup)
    game.play(Move.drop(3))
    game.play(Move.drop(4))
    frames = ReplayFrames(game, ReplayOptions(theme("classic")), name)
    images = [image.copy() for image, _duration in frames]
    classic = theme("classic")
    layout = frames._layout

    def colour(image: QImage, column: int, row: int) -> QColor:
        centre = layout.centre(column, row)
        return image.pixelColor(round(centre.x()), round(centre.y()) - frames._crop)

    def close(one: QColor, other: QColor) -> bool:
        return near((one.red(), one.green(), one.blue()), other)

    assert close(colour(images[0], 3, 0), classic.colour(1))  # the set-up disc, at the start
    assert close(colour(images[0], 3, 1), classic.hole)
    assert close(colour(images[-1], 3, 1), classic.colour(2))
    assert close(colour(images[-1], 4, 0), classic.colour(1))


def test_closing_the_window_while_encoding_stops_the_export_and_leaves_no_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The encoding thread waits at its third frame until the export is told to stop, so the
    # window surely closes while it encodes.
    encoding = threading.Event()
    jobs: list[ExportJob] = []
    picture = replay_writer._Pictures._picture

    def held(self: replay_writer._Pictures, index: int) -> Image.Image:
        if index == 2:
            encoding.set()
            jobs[0]._stop.wait(60)
        return picture(self, index)

    monkeypatch.setattr(replay_writer._Pictures, "_picture", held)
    play(window, SHORT)
    job = controller(window).export_to(tmp_path / "replay.webp", ReplayChoice(ReplayFormat.WEBP))
    assert job is not None
    jobs.append(job)  # before the first frame is painted: painting starts with the event loop
    qtbot.waitUntil(encoding.is_set, timeout=60_000)
    with qtbot.waitSignal(job.cancelled, timeout=60_000):
        window.close()
    assert list(tmp_path.iterdir()) == []


class Shouting(QTranslator):
    """A translation of the replay export's words into capitals."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "ReplayExport" else ""


def test_the_action_follows_the_language(qtbot: QtBot, window: MainWindow) -> None:
    action = controller(window).action
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        assert action.text() == "E&XPORT REPLAY…"
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert action.text() == "E&xport Replay…"


class FakeReview:
    """What the export reads of the game review: the moves reviewed of a game of ``total``."""

    def __init__(self, total: int, reviews: list[MoveReview]) -> None:
        self.total = total
        self._reviews = reviews

    def reviews(self) -> list[MoveReview]:
        return self._reviews


def reviewed(ply: int, move: str, mark: Mark | None) -> MoveReview:
    return MoveReview(
        ply, 1 + ply % 2, Move.parse(move), Move.parse(move), mark, 0, 0, True, 0.0, True
    )


def test_the_review_marks_are_in_the_captions(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    play(window, "d4 d4 d3")
    marks = [reviewed(0, "d4", Mark.BEST), reviewed(1, "d4", None), reviewed(2, "d3", Mark.BLUNDER)]
    monkeypatch.setattr(window, "_game_review", FakeReview(3, marks))
    assert controller(window).marks() == {0: "★ best", 2: "?? blunder"}
    monkeypatch.setattr(window, "_game_review", FakeReview(2, marks[:2]))
    assert controller(window).marks() == {}  # a review of another game: no mark
    # The mark is drawn on the right of its move's caption.
    game = window.model.game
    options = ReplayOptions(theme("classic"))
    plain = [image.copy() for image, _ in ReplayFrames(game, options, name)]
    marked = [image.copy() for image, _ in ReplayFrames(game, options, name, marks={2: "?? x"})]
    frames = ReplayFrames(game, options, name)
    top = frames._board_height
    half = frames.width // 2

    def right(image: QImage) -> QImage:
        return image.copy(half, top, frames.width - half, frames.height - top)

    differing = [i for i, (a, b) in enumerate(zip(plain, marked, strict=True)) if a != b]
    third = [i for i, shot in enumerate(frames._shots) if shot.position == 3]
    assert differing and set(differing) <= set(third)
    assert all(right(plain[i]) != right(marked[i]) for i in differing)


def test_a_failure_while_painting_gives_a_message_and_frees_the_command(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))

    def broken(self: ReplayFrames) -> Iterator[tuple[QImage, int]]:
        yield QImage(self.width, self.height, QImage.Format.Format_RGB32), 50
        raise MemoryError

    monkeypatch.setattr(ReplayFrames, "__iter__", broken)
    play(window, "d1")
    job = controller(window).export_to(tmp_path / "r.gif", ReplayChoice())
    assert job is not None
    with qtbot.waitSignal(job.failed, timeout=60_000):
        pass
    assert shown and str(tmp_path / "r.gif") in shown[0] and "not enough memory" in shown[0]
    assert controller(window).action.isEnabled()
    assert list(tmp_path.iterdir()) == []


def test_the_command_asks_how_then_where_then_exports(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def chosen(self: ExportReplayDialog) -> int:
        self.format_box.setCurrentIndex(self.format_box.findData(ReplayFormat.APNG))
        self.size_box.setCurrentIndex(0)
        return int(ExportReplayDialog.DialogCode.Accepted.value)

    def where(parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        asked.extend([start, filters])
        return str(tmp_path / "mine"), filters

    monkeypatch.setattr(ExportReplayDialog, "exec", chosen)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", where)
    play(window, "d1 d2")
    export = controller(window)
    export.export_replay()
    day = dt.date.today().isoformat()
    assert (
        Path(asked[0]).name == f"Red - Yellow {day}.png" and asked[1] == "Animated images (*.png)"
    )
    job = export.job
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=60_000):
        pass
    with Image.open(tmp_path / "mine.png") as image:
        assert image.size[0] == 320 and getattr(image, "n_frames", 1) > 1
    assert export.choice is not None and export.choice.kind is ReplayFormat.APNG  # remembered


def test_a_resigned_game_ends_on_its_result(qapp: object) -> None:
    game = Game.from_notation("d4 d4")
    over = GameOver(Result(1, Reason.RESIGNATION), frozenset())
    frames = ReplayFrames(game, ReplayOptions(theme("classic")), name, over)
    last = frames._shots[-1]
    assert (last.caption.text, last.caption.detail) == ("Alice wins", "Bob resigned.")
    assert frames.durations[-1] == 3000 and frames.durations[-2] != 3000  # no win pulse
    played = ReplayFrames(game, ReplayOptions(theme("classic")), name)
    assert played._shots[-1].caption.text == "2. Bob d4"  # in play: the last move stays


def test_the_speed_stretches_the_animation(qapp: object) -> None:
    game = Game.from_notation(SHORT)
    normal = ReplayFrames(game, ReplayOptions(theme("classic")), name)
    slow = ReplayFrames(game, ReplayOptions(theme("classic"), speed=2.0), name)
    fast = ReplayFrames(game, ReplayOptions(theme("classic"), speed=0.5), name)
    moving = [sum(d for d in f.durations if d == 50) for f in (fast, normal, slow)]
    assert moving[0] * 2 == pytest.approx(moving[1], abs=200)
    assert moving[1] * 2 == pytest.approx(moving[2], abs=200)
    assert 900 in slow.durations and 450 in normal.durations and 220 in fast.durations


def test_the_command_made_with_the_window_makes_the_export_at_its_first_use(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's window (``lazy``) makes Export Replay… for its menu, not the export (issue 33
    point 4): the window enables it once the game has a move, and its first use makes the
    export, which asks how to export."""
    window = MainWindow(lazy=True)
    qtbot.addWidget(window)
    window.set_speed("off")
    action = window.replay_action
    assert not action.isEnabled()
    play(window, "d1")
    assert action.isEnabled()
    play(window, "d2")
    window.model.undo()
    window.model.undo()
    assert not action.isEnabled()
    assert vars(window)["_replay_export"] is None
    play(window, "d1")
    asked: list[ReplayChoice] = []

    def ask(dialog: ExportReplayDialog) -> int:
        asked.append(dialog.choice())
        return ExportReplayDialog.DialogCode.Rejected

    monkeypatch.setattr(ExportReplayDialog, "exec", ask)
    action.trigger()
    assert len(asked) == 1
    assert isinstance(vars(window)["_replay_export"], ReplayExport)
    assert window.replay_export.action is action
