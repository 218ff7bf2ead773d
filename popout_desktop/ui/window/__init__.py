"""The main window and what is always in it: commands, dialogs it opens, geometry, files, the
status line's words, hints and analysis, panels, the result card, the welcome card and lesson."""
