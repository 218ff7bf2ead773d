"""The evaluation of Pop 10 and Power Up positions at a search's horizon
(:func:`variant_evaluator`), and the cheap test for a win with the very next step (:func:`win_now`).

Both read the state from :meth:`VariantGame.position_key()
<popout_desktop.rules.VariantGame.position_key>`, whose fields :mod:`.key` names. The
evaluators and :func:`win_now` run at every leaf and every node of a search: they index the key
with that module's ``KEY_*`` constants (its one definition of the layout) rather than call its
accessors, which measurably slowed them (about 1 µs of 14 per Power Up evaluation, 0.2 of 0.4 per
Pop 10 ``win_now``); the rest of the engine calls the accessors.

Values are from the view of the player to move, strictly inside ``(-EVAL_LIMIT, EVAL_LIMIT)``, on
about the classic evaluation's scale (:mod:`..classic.evaluation`: a threat is worth some tens):

* **Pop 10**: the score difference dominates (:data:`KEPT` per kept disc). Then the discs that
  can be kept right now — bottom discs of the player that are part of one of its lines (the mover
  keeps one for sure and often more; the opponent's are kept next turn unless the mover breaks
  the line) — and, less, every disc in a line higher up (lines sink as discs below them are
  popped; a vertical one survives that intact), the discs in the bottom row (each a pop the
  player may choose; none means passing) and, for an unfinished board, windows of ``connect``
  cells that hold only one player's discs.
* **Power Up**: the classic evaluation of the discs (:func:`..classic.evaluation.evaluator`, with or
  without Pop Out) plus the value of each unused power checker (:data:`POWER_VALUES`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from popout_desktop.engine.classic.evaluation import evaluator
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.search import EVAL_LIMIT
from popout_desktop.engine.variants.key import (
    KEY_DISCS,
    KEY_PHASE,
    KEY_POWERS,
    KEY_SCORES,
    KEY_TURN,
    PHASE_INDEX,
    Key,
    discs,
    turn,
)
from popout_desktop.rules import POWER_KINDS, Phase, Rules
from popout_desktop.rules.geometry import geometry

__all__ = [
    "KEPT",
    "POWER_VALUES",
    "VariantEvaluate",
    "keepable_columns",
    "variant_evaluator",
    "win_now",
]

# Pop 10 weights.
#: A kept disc.
KEPT: Final = 1000
#: The mover's first keepable bottom disc, and each further one.
KEEP_NOW: Final = 750
KEEP_NOW_MORE: Final = 250
#: The opponent's first keepable bottom disc (kept next turn unless the mover prevents it) and
#: each further one.
KEEP_NEXT: Final = 550
KEEP_NEXT_MORE: Final = 200
#: A disc in a line above the bottom row; in a vertical line (which survives pops below it).
IN_LINE: Final = 25
IN_VERTICAL_LINE: Final = 35
#: A disc in the bottom row (a pop the player may choose).
BOTTOM_DISC: Final = 8

#: Power Up: what an unused power checker is worth, in ``POWER_KINDS`` order (anvil, bomb,
#: wall, x2).
POWER_VALUES: Final = (45, 60, 40, 90)

VariantEvaluate = Callable[[Key], int]


@lru_cache(maxsize=32)
def variant_evaluator(rules: Rules) -> VariantEvaluate:
    """``evaluate(key)``: the value of the position ``key`` (a ``position_key()``) for the player
    to move. Meant for positions where a turn starts (phases "play" and "setup": their engine step
    is :attr:`~popout_desktop.rules.phases.EngineStep.TURN_START`)."""
    if rules.pop_ten:
        return _pop_ten_evaluator(rules)
    return _power_up_evaluator(rules)


def _clamp(value: int) -> int:
    limit = EVAL_LIMIT - 1
    return limit if value > limit else (-limit if value < -limit else value)


def _pop_ten_evaluator(rules: Rules, weights: dict[str, int] | None = None) -> VariantEvaluate:
    w = {
        "KEPT": KEPT,
        "KEEP_NOW": KEEP_NOW,
        "KEEP_NOW_MORE": KEEP_NOW_MORE,
        "KEEP_NEXT": KEEP_NEXT,
        "KEEP_NEXT_MORE": KEEP_NEXT_MORE,
        "IN_LINE": IN_LINE,
        "IN_VERTICAL_LINE": IN_VERTICAL_LINE,
        "BOTTOM_DISC": BOTTOM_DISC,
        "WINDOWS_DIV": 2,
    }
    w.update(weights or {})
    w_kept, w_keep_now, w_keep_now_more = w["KEPT"], w["KEEP_NOW"], w["KEEP_NOW_MORE"]
    w_keep_next, w_keep_next_more = w["KEEP_NEXT"], w["KEEP_NEXT_MORE"]
    w_in_line, w_in_vertical_line = w["IN_LINE"], w["IN_VERTICAL_LINE"]
    w_bottom_disc = w["BOTTOM_DISC"]
    w_windows_div = w["WINDOWS_DIV"]
    geo = geometry(rules)
    lay = layout(rules)
    bottom_row = lay.bottom_row
    playable = lay.playable_mask
    vertical_steps = geo.line_steps[0][1]
    connect = rules.connect
    line_cells = geo.line_cells
    windows = evaluator(rules)

    def vertical_cells(bits: int) -> int:
        m = bits
        for s in vertical_steps:
            m &= m >> s
        cells = 0
        for i in range(connect):
            cells |= m << i
        return cells

    def evaluate(key: Key) -> int:
        b1, b2 = key[KEY_DISCS], key[KEY_DISCS + 1]
        if key[KEY_TURN] == 1:
            cur, opp, mine, theirs = b1, b2, key[KEY_SCORES], key[KEY_SCORES + 1]
        else:
            cur, opp, mine, theirs = b2, b1, key[KEY_SCORES + 1], key[KEY_SCORES]
        value = w_kept * (mine - theirs)
        lines_cur = line_cells(cur) & playable
        lines_opp = line_cells(opp) & playable
        keep_cur = (lines_cur & bottom_row).bit_count()
        keep_opp = (lines_opp & bottom_row).bit_count()
        if keep_cur:
            value += w_keep_now + w_keep_now_more * (keep_cur - 1)
        if keep_opp:
            value -= w_keep_next + w_keep_next_more * (keep_opp - 1)
        vertical_cur = vertical_cells(cur) & playable
        vertical_opp = vertical_cells(opp) & playable
        in_lines = (lines_cur.bit_count() - keep_cur) - (lines_opp.bit_count() - keep_opp)
        value += w_in_line * in_lines
        value += (w_in_vertical_line - w_in_line) * (
            (vertical_cur & ~bottom_row).bit_count() - (vertical_opp & ~bottom_row).bit_count()
        )
        value += w_bottom_disc * ((cur & bottom_row).bit_count() - (opp & bottom_row).bit_count())
        mask = b1 | b2
        # Holes (after keeps, or while filling): open windows and spots, as in Connect Four.
        if w_windows_div and mask & playable != playable:
            value += windows(cur, mask) // w_windows_div
        return _clamp(value)

    return evaluate


def _power_up_evaluator(rules: Rules) -> VariantEvaluate:
    disc_value = evaluator(rules)
    worth = tuple(
        sum(value for i, value in enumerate(POWER_VALUES) if mask >> i & 1)
        for mask in range(1 << len(POWER_KINDS))
    )

    def evaluate(key: Key) -> int:
        b1, b2 = key[KEY_DISCS], key[KEY_DISCS + 1]
        if key[KEY_TURN] == 1:
            value = disc_value(b1, b1 | b2) + worth[key[KEY_POWERS]] - worth[key[KEY_POWERS + 1]]
        else:
            value = disc_value(b2, b1 | b2) + worth[key[KEY_POWERS + 1]] - worth[key[KEY_POWERS]]
        return _clamp(value)

    return evaluate


@lru_cache(maxsize=32)
def _win_now_function(rules: Rules) -> Callable[[Key], bool]:
    lay = layout(rules)
    spots = lay.spots
    bottom_row = lay.bottom_row
    playable = lay.playable_mask
    play, second_drop = PHASE_INDEX[Phase.PLAY], PHASE_INDEX[Phase.SECOND_DROP]
    if rules.pop_ten:
        geo = geometry(rules)
        line_cells = geo.line_cells
        target = rules.target

        def pop_ten(key: Key) -> bool:
            if key[KEY_PHASE] != play:
                return False
            turn = key[KEY_TURN]
            if key[KEY_SCORES + turn - 1] != target - 1:
                return False
            return bool(line_cells(key[KEY_DISCS + turn - 1]) & bottom_row)

        return pop_ten

    def power_up(key: Key) -> bool:
        # A plain drop may complete a line only in these phases (a wall's drop may not).
        phase = key[KEY_PHASE]
        if phase != play and phase != second_drop:
            return False
        mask = key[KEY_DISCS] | key[KEY_DISCS + 1]
        cur = key[KEY_DISCS + key[KEY_TURN] - 1]
        return bool(spots(cur, mask) & (mask + bottom_row) & playable)

    return power_up


def win_now(rules: Rules, key: Key) -> bool:
    """True if the player to move in position ``key`` can win with the next step: in Power Up
    by a drop that completes a line (phases "play" and "second_drop"), in Pop 10 by keeping the
    disc that reaches the target. False does not exclude every win (an anvil's or a pop's)."""
    return _win_now_function(rules)(key)


@lru_cache(maxsize=32)
def keepable_columns(rules: Rules) -> Callable[[Key], list[int]]:
    """Pop 10: ``columns(key)``, the columns whose bottom disc the player to move would keep if
    they popped it now (their own discs that are part of one of their lines), in a position
    where a turn starts (phase "play")."""
    geo = geometry(rules)
    line_cells = geo.line_cells
    bottoms = [(c, geo.bottom[c]) for c in geo.playable]

    def columns(key: Key) -> list[int]:
        cells = line_cells(discs(key, turn(key)))
        return [c for c, bit in bottoms if cells & bit]

    return columns
