"""Every reason the rules give for an illegal move is a typed code (issue 14, point 4), and the
model has a sentence of its own for each."""

from __future__ import annotations

import pytest

from popout_desktop.game.model import rejection_text
from popout_desktop.rules import Game, IllegalMove, IllegalReason, Move, Rules


@pytest.mark.parametrize("reason", list(IllegalReason))
def test_every_reason_has_its_own_sentence(reason: IllegalReason) -> None:
    error = IllegalMove("the rules' words", move=Move.drop(0), reason=reason)
    assert error.reason is reason
    assert rejection_text(error) != "the rules' words"


def test_a_reason_is_typed_and_an_unknown_one_is_refused() -> None:
    game = Game.from_notation("d1 d1 d1 d1 d1 d1", Rules())
    error = game.why_illegal(Move.drop(0))
    assert error is not None
    assert error.reason is IllegalReason.COLUMN_FULL
    reason: str = error.reason  # a StrEnum: equal to its code
    assert reason == "column_full"
    with pytest.raises(ValueError, match="misspelt"):
        IllegalMove("x", reason="misspelt")
