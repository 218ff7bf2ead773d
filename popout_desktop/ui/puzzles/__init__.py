"""Puzzle mode: the chooser, the page, one puzzle's play, the words, and the mode in the window."""
