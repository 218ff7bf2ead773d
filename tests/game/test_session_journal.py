"""GameSession's move journal (issue 33 point 5): a move is kept (a crash or ``kill -9`` of the
program would not lose it) before any view has it and before ``move_journaled`` (a LAN host's
answer); the autosave file follows; a restart brings back the journal's game."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Move, Rules
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.savefile import PlayerInfo
from popout_desktop.savefile.journal import journal_path, move_line

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def autosave(tmp_path: Path) -> Path:
    return tmp_path / "data" / "autosave.popout"


def play(model: GameModel, notation: str) -> None:
    for token in notation.split():
        assert model.play(Move.parse(token))


def copy_files(autosave: Path, folder: Path) -> Path:
    """The autosave and its journal as they are on disk now, copied to ``folder``: what a
    program killed at this moment leaves behind."""
    folder.mkdir(exist_ok=True)
    for path in (autosave, journal_path(autosave)):
        if path.exists():
            shutil.copy2(path, folder / path.name)
    return folder / autosave.name


def restored(autosave: Path) -> GameModel:
    model = GameModel()
    assert GameSession(model, autosave=autosave).restore_autosave()
    return model


def test_a_move_is_kept_before_any_view_or_peer_hears_of_it(tmp_path: Path, autosave: Path) -> None:
    """A view connected to the model before the session was made still comes after
    ``move_journaled``; at that moment the files on disk bring the move back."""
    model = GameModel()
    order: list[str] = []
    model.move_played.connect(lambda effect: order.append(f"view {effect.move}"))
    session = GameSession(model, autosave=autosave)
    kept: list[str] = []

    def on_journaled(effect: MoveEffect) -> None:
        order.append(f"journaled {effect.move}")
        left = copy_files(autosave, tmp_path / f"killed-{effect.ply}")
        kept.append(restored(left).game.notation())

    session.move_journaled.connect(on_journaled)
    play(model, "d4 d4 d5")
    assert order == [
        f"{what} {move}" for move in "d4 d4 d5".split() for what in ("journaled", "view")
    ]
    assert kept == ["d4", "d4 d4", "d4 d4 d5"]
    # The autosave file itself is written after the views, in the same call.
    assert json.loads(autosave.read_text())["moves"] == "d4 d4 d5"


def test_a_move_is_one_line_appended_and_the_file_follows(autosave: Path) -> None:
    model = GameModel()
    session = GameSession(model, autosave=autosave)
    play(model, "d4")
    journal = journal_path(autosave)
    before = journal.read_bytes()
    appended: list[bytes] = []
    session.move_journaled.connect(lambda _: appended.append(journal.read_bytes()))
    play(model, "d5")
    assert appended == [before + move_line(1, Move.drop(4))]
    assert journal.read_bytes() == before + move_line(1, Move.drop(4))  # not rewritten


@pytest.mark.parametrize(
    ("steps", "moves", "redo"),
    [
        ("d3 d3 d4 undo", "d3 d3", "d4"),
        ("d3 d3 d4 undo undo redo", "d3 d3", "d4"),
        ("d3 d3 d4 undo undo d3", "d3 d3", ""),  # the next move to redo, played by hand
        ("d3 d3 d4 undo undo d5", "d3 d5", ""),
        ("d3 d3 d4 undo undo d5 d6", "d3 d5 d6", ""),
    ],
)
def test_what_a_restart_brings_back_is_the_game_as_it_was(
    tmp_path: Path, autosave: Path, steps: str, moves: str, redo: str
) -> None:
    """Moves taken back, replayed or played over the ones to redo: the journal, the file, or
    both (whatever the run left on disk) bring back the game and its moves to redo."""
    model = GameModel()
    session = GameSession(model, autosave=autosave)
    session.start(Rules.preset("pop_out_five_in_a_row"), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    for step in steps.split():
        if step == "undo":
            assert model.undo()
        elif step == "redo":
            assert model.redo()
        else:
            assert model.play(Move.parse(step))
    assert model.game.notation() == moves
    assert " ".join(map(str, model.redo_moves)) == redo
    back = restored(copy_files(autosave, tmp_path / "copy"))
    assert back.rules == Rules.preset("pop_out_five_in_a_row")
    assert back.game.notation() == moves
    assert back.redo_moves == model.redo_moves
    # The journal alone (the run killed before it wrote the autosave file a first time).
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy2(journal_path(autosave), alone / journal_path(autosave).name)
    assert restored(alone / autosave.name).game.notation() == moves


def test_the_journal_wins_only_when_it_continues_the_files_game(
    tmp_path: Path, autosave: Path
) -> None:
    model = GameModel()
    _session = GameSession(model, autosave=autosave)  # kept alive: it autosaves
    play(model, "d4 d4 d5")
    journal = journal_path(autosave).read_bytes()
    # A journal cut after two of its moves: the file (written after it) is further on.
    first_line_end = journal.index(b"\n") + 1
    two_moves = journal[: first_line_end + 2 * len(move_line(0, Move.drop(3)))]
    journal_path(autosave).write_bytes(two_moves + b'{"ply":2,"mo')
    assert restored(autosave).game.notation() == "d4 d4 d5"
    # Another game in the file (written by a Pop Out that keeps no journal): the file's.
    other = GameModel()
    GameSession(other, autosave=tmp_path / "other.popout").start(Rules(), None)
    play(other, "d1")
    shutil.copy2(tmp_path / "other.popout", autosave)
    journal_path(autosave).write_bytes(journal)
    assert restored(autosave).game.notation() == "d1"


def test_a_move_survives_kill_9_right_after_it_is_acknowledged(tmp_path: Path) -> None:
    """A real program killed (SIGKILL) the moment ``move_journaled`` has been emitted, before
    the autosave file is written: the next start has the move."""
    autosave = tmp_path / "autosave.popout"
    script = textwrap.dedent(
        f"""
        import os, signal, sys
        from popout_desktop.game.model import GameModel
        from popout_desktop.game.session import GameSession
        from popout_desktop.rules import Move
        model = GameModel()
        session = GameSession(model, autosave={str(autosave)!r})
        model.play(Move.drop(3))
        def killed(effect):
            sys.stdout.write("acknowledged\\n")
            sys.stdout.flush()
            os.kill(os.getpid(), signal.SIGKILL)
        session.move_journaled.connect(killed)
        model.play(Move.drop(4))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert done.stdout == "acknowledged\n"
    assert json.loads(autosave.read_text())["moves"] == "d4"  # the file never got the move
    assert restored(autosave).game.notation() == "d4 d5"


def test_an_unreadable_autosave_moved_aside_takes_its_journal_with_it(autosave: Path) -> None:
    """The journal followed a file that is not restored: it is not restored either, nor left to
    be taken for this run's game later."""
    model = GameModel()
    _session = GameSession(model, autosave=autosave)  # kept alive: it autosaves
    play(model, "d4 d4")
    autosave.write_text("{ not a saved game")
    model2 = GameModel()
    session2 = GameSession(model2, autosave=autosave)
    assert not session2.restore_autosave()
    assert session2.moved_autosave is not None and session2.moved_autosave.exists()
    assert not journal_path(autosave).exists()
    assert model2.game.ply == 0
