"""The Qt widgets of Pop Out: the main window and the board."""
