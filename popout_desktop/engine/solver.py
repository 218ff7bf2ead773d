"""Exact solving: :func:`solve`, and the solvers it picks for the rules.

Rules without pops use :class:`~popout_desktop.engine.classic.drop_solver.ClassicSolver` (no
position can repeat). Rules with pops use :class:`~popout_desktop.engine.classic.search.Search` in
exact mode, which handles cycles (see there). Scores are defined in
:mod:`popout_desktop.engine.scores`.

**What "exact" means with repetition draws.** With ``Rules.repetition_draw`` a position seen
for the third time ends the game in a draw, so the value of a game depends on its history.
:func:`solve` returns the exact value of the actual game, history included. It uses this fact
(checked by brute force on small random game graphs in the tests): let P be the positions that
already occurred twice (entering one again is a draw); then the game with its history has the
same value as the game *without* the repetition rule in which entering a position of P is a
draw — positions seen once do not matter, because the winner's quickest plan never visits a
position twice and a side that can hold a draw forever holds it under the rule too. That game
has no history left, so the exact cyclic search solves it. When P is empty (as in most games)
the value equals the value without the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping
from typing import TYPE_CHECKING, Final

from popout_desktop.engine.classic.board import WIN, Position, expand, key_of, start
from popout_desktop.engine.classic.compiled_search import ExactSearch, Poisoned, exact_search
from popout_desktop.engine.classic.drop_solver import ClassicSolver
from popout_desktop.engine.classic.layout import Layout, layout
from popout_desktop.engine.classic.retrograde import retrograde
from popout_desktop.engine.classic.search import MATE, Search
from popout_desktop.engine.clock import Clock, SearchStopped, reads_wall_clock
from popout_desktop.engine.scores import finished_score, score_of_internal
from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game, Rules

if TYPE_CHECKING:
    from popout_desktop.engine.classic._classic_core import Core

__all__ = [
    "TABLE_TASK",
    "classic_solver",
    "cyclic_search",
    "graph_values",
    "poisoned_positions",
    "prepare_table",
    "solve",
    "solve_by_search",
    "solve_cyclic",
    "table_fits",
]

#: Past this many table entries a cached solver's table is emptied (about 100 bytes each on the
#: Python core; the compiled core's 16-byte slots are at most half full and kept).
TABLE_LIMIT: Final = 3_000_000
#: The compiled search's bounded table: at most this many entries (it is emptied when full and
#: stays exact; 16 bytes a slot at most half full, about 128 MB).
COMPILED_TABLE_LIMIT: Final = 1 << 22
#: Boards of at most this many playable cells are solved whole when their game graph fits
#: :data:`~.classic.retrograde.MAX_STATES` (4x4 Pop Out does, with 492 399 positions; 5x4 does
#: not).
SMALL_BOARD: Final = 20
#: Boards of at most this many playable cells have a table (:func:`prepare_table`) within
#: :data:`~.classic.retrograde.MAX_STATES`: every 4x4 table does (at most 672 183 positions, with
#: the side columns of 5-in-a-Row), 5x4 and 4x5 do not.
TABLE_CELLS: Final = 16
#: How long :func:`prepare_table` may take by default: 4x4 Pop Out takes about 7 s.
TABLE_TIME: Final = 120.0


class _Solvers(MutableMapping[Rules, ClassicSolver]):
    """The cached classic solvers by rules (a dict's behaviour). It remembers the last one
    :func:`classic_solver` returned with its rules, found again by the identity of the rules:
    hashing a :class:`~popout_desktop.rules.Rules` (every field, at each lookup) cost an easy
    position's solve through the public API a tenth of its time. Any change forgets it."""

    __slots__ = ("_solvers", "last")

    def __init__(self) -> None:
        self._solvers: dict[Rules, ClassicSolver] = {}
        #: The last lookup, or None: (rules, solver, its compiled core or None, the mask of the
        #: playable cells).
        self.last: tuple[Rules, ClassicSolver, Core | None, int] | None = None

    def __getitem__(self, rules: Rules) -> ClassicSolver:
        return self._solvers[rules]

    def __setitem__(self, rules: Rules, solver: ClassicSolver) -> None:
        self.last = None
        self._solvers[rules] = solver

    def __delitem__(self, rules: Rules) -> None:
        self.last = None
        del self._solvers[rules]

    def __iter__(self) -> Iterator[Rules]:
        return iter(self._solvers)

    def __len__(self) -> int:
        return len(self._solvers)

    def clear(self) -> None:
        self.last = None
        self._solvers.clear()


_classic: MutableMapping[Rules, ClassicSolver] = _Solvers()
_cyclic: dict[Rules, ExactSearch] = {}
#: Whole-graph values per rules, the repetition rule left out (:func:`_graph_rules`).
_graphs: dict[Rules, dict[int, int]] = {}
#: Rules whose game graph was found to exceed the state cap (never tried again).
_too_big: set[Rules] = set()


def _graph_rules(rules: Rules) -> Rules:
    """The rules a game graph belongs to: with no position seen twice the repetition rule
    changes no value (see the module), so both kinds of table share one graph."""
    return rules.replace(repetition_draw=False) if rules.repetition_draw else rules


def classic_solver(rules: Rules, clock: Clock | None = None) -> ClassicSolver:
    """The cached classic solver of ``rules`` (its table is kept between calls while it can
    help: see :meth:`ClassicSolver.solve <.classic.drop_solver.ClassicSolver.solve>`), on
    ``clock`` (None: the clock is left as it is, for :meth:`~.classic.drop_solver.
    ClassicSolver.solve_within`)."""
    cache = _classic  # tests may put a plain dict in its place
    last = cache.last if type(cache) is _Solvers else None
    if last is not None and last[0] is rules:
        solver = last[1]
    else:
        found = cache.get(rules)
        solver = found if found is not None else ClassicSolver(rules)
        if found is None:
            cache[rules] = solver
        if type(cache) is _Solvers:
            cache.last = (rules, solver, solver.compiled_core, solver.playable_mask)
    if solver.table_size > TABLE_LIMIT:
        # Emptied, not replaced: the compiled core keeps its slots for the next deep search
        # (no regrowth from a few thousand slots; see ClassicSolver.clear).
        solver.clear()
    if clock is not None:
        solver.clock = clock
    return solver


def cyclic_search(rules: Rules, clock: Clock, poisoned: Poisoned | None = None) -> ExactSearch:
    """An exact search for rules with pops (:func:`~.classic.compiled_search.exact_search`: the
    compiled core where it takes the board): cached when nothing is ``poisoned``."""
    if poisoned is not None:
        return exact_search(
            layout(rules), poisoned=poisoned, clock=clock, max_entries=COMPILED_TABLE_LIMIT
        )
    search = _cyclic.get(rules)
    if search is None or (isinstance(search, Search) and len(search.table) > TABLE_LIMIT):
        search = _cyclic[rules] = exact_search(layout(rules), max_entries=COMPILED_TABLE_LIMIT)
    search.clock = clock
    return search


def poisoned_positions(position: Position) -> tuple[frozenset[int], frozenset[int]] | None:
    """The positions a repetition-draw game has seen twice, split by whether the player to move
    there is the one to move now (index 0) or the other (index 1); None if there are none."""
    if position.seen is None:
        return None
    same: set[int] = set()
    other: set[int] = set()
    for (key, turn), times in position.seen.items():
        if times >= 2:
            (same if turn == position.turn else other).add(key)
    if not same and not other:
        return None
    return frozenset(same), frozenset(other)


def graph_values(
    lay: Layout,
    cur: int,
    mask: int,
    clock: Clock,
    poisoned: tuple[frozenset[int], frozenset[int]] | None,
) -> int | None:
    """The exact root-relative value by :func:`~.classic.retrograde.retrograde` (cached per rules
    when nothing is poisoned), or None if the graph is too large for the clock or the state
    cap."""
    key = key_of(cur, mask)
    rules = _graph_rules(lay.rules)
    if poisoned is None:
        known = _graphs.setdefault(rules, {})
        if key not in known:
            if rules in _too_big:
                return None
            values = retrograde(lay, cur, mask, clock=clock)
            if values is None:
                if not clock.expired():
                    _too_big.add(rules)  # the state cap, not the clock
                return None
            if len(known) > TABLE_LIMIT:
                known.clear()
            known.update(values)
        plies = known[key]
    else:
        if rules in _too_big:
            return None
        values = retrograde(lay, cur, mask, clock=clock, poisoned=poisoned)
        if values is None:
            if not clock.expired():
                _too_big.add(rules)
            return None
        plies = values[key << 1]
    if plies > 0:
        return MATE - plies
    if plies < 0:
        return -(MATE + plies)
    return 0


def table_fits(rules: Rules) -> bool:
    """True if ``rules`` can have a whole-board table (:func:`prepare_table`): Pop Out without
    variants on at most :data:`TABLE_CELLS` cells, not already found too big."""
    return (
        rules.pop_out
        and not rules.is_variant
        and layout(rules).capacity <= TABLE_CELLS
        and _graph_rules(rules) not in _too_big
    )


def prepare_table(game: Game, time_limit: float = TABLE_TIME) -> bool:
    """Solve the whole game graph of ``game``'s rules from the start position (a worker task),
    so that every later position of every game on that table is known exactly at once (see
    :func:`graph_values`); kept for the life of the process. True once the table is ready,
    False if the rules have none (:func:`table_fits`), or the graph is too large or
    ``time_limit`` seconds are not enough. On 4x4 Pop Out it takes about 7 s, once.
    """
    rules = game.rules
    if not table_fits(rules):
        return False
    cur, mask = start(rules)
    clock = Clock.after(time_limit)
    return graph_values(layout(rules), cur, mask, clock, None) is not None


#: :func:`prepare_table` as a worker task (:mod:`.tasks`): what analysis mode asks for on a
#: small Pop Out board.
TABLE_TASK: Final = worker_task(prepare_table)


def solve_cyclic(
    lay: Layout,
    cur: int,
    mask: int,
    clock: Clock,
    poisoned: tuple[frozenset[int], frozenset[int]] | None = None,
) -> int:
    """The exact root-relative value (see :mod:`.classic.search`) of a position in play under
    rules with pops. Raises :class:`SearchStopped` when the clock runs out first.

    Small boards (at most :data:`SMALL_BOARD` cells) are solved whole by retrograde analysis,
    which proves draws. Otherwise the exact search is asked, for p = 1, 3, 5, ...: "can the
    player to move win by ply p?" and "can the opponent win by ply p - 1?" — the first yes
    gives the value with its exact distance. A draw cannot be proved that way: on a large
    board a drawn position runs until the clock does.
    """
    for child in expand(lay, cur, mask):
        if child[1] == WIN:
            return MATE - 1
    if lay.capacity <= SMALL_BOARD:
        value = graph_values(lay, cur, mask, clock, poisoned)
        if value is not None:
            return value
        clock.check()
    value = solve_by_search(cyclic_search(lay.rules, clock, poisoned), cur, mask)
    assert value is not None
    return value


def solve_by_search(
    search: ExactSearch, cur: int, mask: int, max_plies: int | None = None
) -> int | None:
    """Ask the exact ``search``, for p = 3, 5, ...: "can the player to move win by ply p?" and
    "can the opponent win by ply p - 1?"; the first yes is the exact root-relative value (see
    :mod:`.classic.search`). None once p passes ``max_plies``; without it, runs until the clock
    stops it. The position must have no win at once."""
    negamax = search.negamax
    plies = 3
    while max_plies is None or plies <= max_plies:
        bound = MATE - plies
        if negamax(cur, mask, bound - 1, bound) >= bound:
            return bound
        bound = -(MATE - plies + 1)
        if negamax(cur, mask, bound, bound + 1) <= bound:
            return bound
        plies += 2
    return None


def _solve_drops(
    game: Game, solver: ClassicSolver, cur: int, mask: int, time_limit: float | None, weak: bool
) -> int:
    """:func:`solve` of a game without pops, with a time limit alone (None: no limit)."""
    try:
        return solver.solve_within(cur, mask, solver.discs(mask), time_limit, weak=weak)
    except SearchStopped:
        raise TimeoutError(f"no exact value within the time limit for {game!r}") from None


def solve(
    game: Game,
    *,
    weak: bool = False,
    time_limit: float | None = None,
    deadline: float | None = None,
    stop: Callable[[], bool] | None = None,
) -> int:
    """The exact value of ``game`` for the player to move: > 0 it can force a win, 0 neither
    side can (a draw, or endless play), < 0 the opponent can. ``weak``: only -1, 0 or 1.

    The scores (Pons' for rules without pops, moves-to-win for Pop Out, steps-to-win for Pop 10 and
    Power Up, and for a game that is already over) are defined in
    :mod:`popout_desktop.engine.scores`; with repetition draws the game's history counts (see
    :mod:`popout_desktop.engine.solver`). Pop 10 and Power Up are solved by the exact search of
    :mod:`popout_desktop.engine.variants.opponent`: wins and losses are proved with their distance,
    draws only where the rest of the game is small enough (near the end, small boards); a drawn
    position on a big board runs until the time limit (for ever without one).

    Raises TimeoutError when ``time_limit`` seconds pass (or ``deadline``, a
    ``time.monotonic()`` time, passes, or ``stop()`` returns True) before the value is known.

    >>> from popout_desktop.rules import Game, Rules
    >>> solve(Game.from_notation("d4 d4 d3 d3 d2 d2", Rules.preset("classic")))
    18
    """
    cache = _classic
    last = cache.last if type(cache) is _Solvers else None
    if last is not None and last[0] is game.rules and deadline is None and stop is None:
        # The rules of the last classic solve (drops only) and a time limit alone, as the app
        # and the bench call it: what the branch below does, without its lookups, and
        # straight to the compiled core as ClassicSolver.solve_within calls it (each Python
        # call cost an easy position's solve, a few microseconds, a twentieth of its time).
        _, _, core, playable = last
        if core is not None and core.table_size <= TABLE_LIMIT and not game.is_over:
            p1, p2 = game.bitboards()
            mask = p1 | p2
            if reads_wall_clock():
                cur = p1 if game.turn == 1 else p2
                score = core.solve(
                    cur, mask, (mask & playable).bit_count(), weak, None, None, None, time_limit
                )
                if score is None:
                    raise TimeoutError(f"no exact value within the time limit for {game!r}")
                return score
    if game.is_over:
        score = finished_score(game)
        return (score > 0) - (score < 0) if weak else score
    rules = game.rules
    if not rules.pop_out and not rules.is_variant:
        # Drops only: no position repeats, so the position is all the solver needs, read
        # straight from the game's bitboards (as Position.from_game does, without the rest).
        # A time limit alone goes to the solver as it is (no Clock: see solve_within).
        p1, p2 = game.bitboards()
        mask = p1 | p2
        cur = p1 if game.turn == 1 else p2
        if deadline is None and stop is None:
            return _solve_drops(game, classic_solver(rules), cur, mask, time_limit, weak)
        try:
            solver = classic_solver(rules, Clock.after(time_limit, deadline=deadline, stop=stop))
            return solver.solve(cur, mask, solver.discs(mask), weak=weak)
        except SearchStopped:
            raise TimeoutError(f"no exact value within the time limit for {game!r}") from None
    clock = Clock.after(time_limit, deadline=deadline, stop=stop)
    if rules.is_variant:
        from popout_desktop.engine.variants.opponent import solve_variant

        try:
            return solve_variant(game, clock, weak=weak)
        except SearchStopped:
            raise TimeoutError(f"no exact value within the time limit for {game!r}") from None
    position = Position.from_game(game)
    discs = (position.mask & position.layout.playable_mask).bit_count()
    try:
        poisoned = poisoned_positions(position)
        value = solve_cyclic(position.layout, position.cur, position.mask, clock, poisoned)
    except SearchStopped:
        raise TimeoutError(f"no exact value within the time limit for {game!r}") from None
    if weak:
        return (value > 0) - (value < 0)
    return score_of_internal(rules, discs, value)
