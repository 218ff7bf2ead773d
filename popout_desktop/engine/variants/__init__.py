"""The engine of Pop 10 and Power Up: searches over the rules engine's own
:class:`~popout_desktop.rules.VariantGame`, played and taken back step by step.

* :mod:`.opponent` — what :func:`~popout_desktop.engine.best_move`,
  :func:`~popout_desktop.engine.analyze` and :func:`~popout_desktop.engine.solve` do for them;
* :mod:`.search` — the negamax over steps and its iterative deepening;
* :mod:`.evaluation` — the horizon's evaluation and the test for a win with the next step;
* :mod:`.key` — the fields of a position's key, by name.

It uses the classic part's evaluation of discs (Power Up) and mate scale
(:mod:`popout_desktop.engine.classic`); the classic part never imports this one.
"""
