"""The engine of the classic rules: Connect Four and Pop Out on any table, 5-in-a-Row's side
columns, repetition draws. A position is two bitboards ``(cur, mask)`` from the player to move, a
move a small int (:mod:`.board`); Pop 10 and Power Up are the other part of the engine
(:mod:`popout_desktop.engine.variants`), which borrows this one's evaluation and mate scale.

* :mod:`.layout`, :mod:`.board` — the bitboards of a table and the one move generator;
* :mod:`.drop_solver` — the exact solver of rules without pops (Pons'), on its compiled core
  ``_classic_core.c`` where it is built;
* :mod:`.search` — the cyclic negamax, exact for rules with pops or depth-limited for every
  rule set, with :mod:`.evaluation` at its horizon; :mod:`.compiled_search` runs it on its compiled
  core ``_search_core.c`` (its body ``_search_negamax.h``);
* :mod:`.retrograde` (small Pop Out tables solved whole) and :mod:`.proof` (a proven Pop Out win);
* :mod:`.opening_book` — the classic and Pop Out 7x6 books.

``_core_common.h`` holds what the two C cores share. What both parts of the engine answer through
(:func:`~popout_desktop.engine.solve`, levels, analysis, clocks, scores) is one level up.
"""
