"""The board: the animated view, what the mouse and keys mean on it, its layout, painting, discs,
themes, animations, what assistive technology hears of it, its sounds and audio cues."""
