"""Setup mode, the position editor: its board, live check, edits, page, problems and position
codes."""
