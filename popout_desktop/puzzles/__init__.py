"""Puzzles (no Qt): the puzzle type and the shipped set (:mod:`.puzzle`), the proofs of their
wins (:mod:`.proof`) and a person's progress (:mod:`.progress`)."""
