"""The evaluation at the horizon of a depth-limited search (:func:`evaluator`).

Threat-based, from the view of the player to move, in hundredths of a disc or so:

* every *open window* — ``connect`` cells in a line holding discs of one player only — counts
  for that player, more the fuller it is (1, 3, 9, 27, 81 for 1 to 5 discs);
* every *spot* — an empty cell that would complete a line — counts 30; without pops a spot on
  a row that suits its owner (the first player's odd rows, the second's even rows, counting
  from 1 at the bottom: Allis' zugzwang rule of Connect Four) 15 more;
* the opponent's spots the player to move could fill right now: one must be blocked (-40), two
  or more usually lose (-400);
* discs in the central columns, and with pops, the player's own discs in the bottom row (each a
  pop it may play) count a little.

The count of windows is done on whole bitboards at once: the player's discs shifted along each
direction are added up bit-sliced (a bitboard per binary digit of the count), so there is no
loop over windows. Like the line functions, the evaluation is generated as source per board
with its shifts and masks written in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from popout_desktop.engine.classic.layout import Layout, compile_function, layout, spots_code
from popout_desktop.rules import Rules

__all__ = ["WINDOW_WEIGHTS", "core_parameters", "evaluator"]

#: Weight of an open window holding 1, 2, ... discs of one player (index = discs).
WINDOW_WEIGHTS = (0, 1, 3, 9, 27, 81)
SPOT = 30
GOOD_ROW_SPOT = 15
MUST_BLOCK = 40
DOUBLE_THREAT = 400
CENTRE = 2
POP_OPTION = 2


def _odd_rows(lay: Layout) -> int:
    """Cells on rows 1, 3, 5, ... counting from 1 at the bottom (0-based even rows)."""
    bits = 0
    for c in lay.playable:
        for r in range(0, lay.rows, 2):
            bits |= lay.bit(c, r)
    return bits


def _centre_mask(lay: Layout) -> int:
    middle = (lay.playable[0] + lay.playable[-1]) / 2
    bits = 0
    for c in lay.playable:
        if abs(c - middle) <= max(1.0, len(lay.playable) / 6):
            bits |= lay.column_mask[c]
    return bits


def _source(lay: Layout) -> str:
    k = lay.connect
    lines = ["def evaluate(cur, mask, first):"]
    body = ["opp = cur ^ mask", "score = 0"]
    for d, starts in zip(lay.directions, lay.window_starts, strict=True):
        for who, other, sign in (("cur", "opp", "+"), ("opp", "cur", "-")):
            # windows starting at x with no disc of ``other``
            any_other = " | ".join(f"({other} >> {i * d})" if i else other for i in range(k))
            body.append(f"free = {starts} & ~({any_other})")
            # bit-sliced count of ``who``'s discs in each window: digits b0, b1, b2
            body.append("b0 = b1 = b2 = 0")
            for i in range(k):
                x = f"({who} >> {i * d})" if i else who
                body.append(f"x = {x} & free")
                body.append("c = b0 & x")
                body.append("b0 ^= x")
                body.append("c2 = b1 & c")
                body.append("b1 ^= c")
                body.append("b2 |= c2")
            # windows holding exactly m discs, for m = 1 .. k-1
            terms = []
            for m in range(1, k):
                digits = []
                for bit, name in enumerate(("b0", "b1", "b2")):
                    digits.append(name if m >> bit & 1 else f"~{name}")
                terms.append(f"{WINDOW_WEIGHTS[m]} * (free & {' & '.join(digits)}).bit_count()")
            body.append(f"score {sign}= " + " + ".join(terms))
    odd = _odd_rows(lay)
    even = lay.playable_mask & ~odd
    body += spots_code("cur", "mine", lay.directions, k)
    body.append(f"mine &= {lay.board_mask} ^ mask")
    body += spots_code("opp", "theirs", lay.directions, k)
    body.append(f"theirs &= {lay.board_mask} ^ mask")
    body.append(f"score += {SPOT} * (mine.bit_count() - theirs.bit_count())")
    if not lay.pop_out:
        body.append(f"good_mine = {odd} if first else {even}")
        body.append(f"good_theirs = {even} if first else {odd}")
        body.append(
            f"score += {GOOD_ROW_SPOT} * ((mine & good_mine).bit_count()"
            " - (theirs & good_theirs).bit_count())"
        )
    body.append(
        f"urgent = (theirs & ((mask + {lay.bottom_row}) & {lay.playable_mask})).bit_count()"
    )
    body.append("if urgent:")
    body.append(f"    score -= {DOUBLE_THREAT} if urgent > 1 else {MUST_BLOCK}")
    centre = _centre_mask(lay)
    body.append(
        f"score += {CENTRE} * ((cur & {centre}).bit_count() - (opp & {centre}).bit_count())"
    )
    if lay.pop_out:
        row = lay.bottom_row
        body.append(
            f"score += {POP_OPTION} * ((cur & {row}).bit_count() - (opp & {row}).bit_count())"
        )
    body.append("return score")
    return "\n".join(lines + ["    " + line for line in body]) + "\n"


def core_parameters(lay: Layout) -> dict[str, int | tuple[int, ...]]:
    """The masks and weights of this evaluation for ``lay``, as the compiled depth-limited
    search takes them (``_search_core.Core(..., evaluation=...)``), so that its evaluation
    equals :func:`evaluator`'s with the constants defined here only. Boards of more than
    ``len(WINDOW_WEIGHTS)`` in a row have no weights (``evaluator`` fails on them too)."""
    if lay.connect > len(WINDOW_WEIGHTS):
        raise ValueError(f"no window weights for {lay.connect} in a row")
    odd = _odd_rows(lay)
    return {
        "window_starts": lay.window_starts,
        "window_weights": WINDOW_WEIGHTS,
        "spot": SPOT,
        "good_row_spot": GOOD_ROW_SPOT,
        "must_block": MUST_BLOCK,
        "double_threat": DOUBLE_THREAT,
        "centre": CENTRE,
        "pop_option": POP_OPTION,
        "odd_rows": odd,
        "even_rows": lay.playable_mask & ~odd,
        "centre_mask": _centre_mask(lay),
    }


@lru_cache(maxsize=32)
def _compiled(rules: Rules) -> Callable[[int, int, bool], int]:
    return compile_function(_source(layout(rules)), "evaluate")  # type: ignore[return-value]


def evaluator(rules: Rules) -> Callable[[int, int], int]:
    """``evaluate(cur, mask)`` from the view of the player to move. Without pops the first
    player is to move when the playable discs are even, which the zugzwang term needs; with
    pops (where parity says nothing and zugzwang matters little) the term is left out."""
    evaluate = _compiled(rules)
    lay = layout(rules)
    if rules.pop_out:

        def pop_out_evaluate(cur: int, mask: int) -> int:
            return evaluate(cur, mask, True)

        return pop_out_evaluate
    playable = lay.playable_mask

    def drop_evaluate(cur: int, mask: int) -> int:
        # Without pops, the first player is to move when the playable discs are even.
        return evaluate(cur, mask, not (mask & playable).bit_count() & 1)

    return drop_evaluate
