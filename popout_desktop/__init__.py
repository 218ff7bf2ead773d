"""Pop Out Desktop: Connect Four where you may pop your own disc out of the bottom row."""

__version__ = "0.1.0"
