"""Export Replay: the dialog, the frames of a game animated, and the writer of animated images."""
