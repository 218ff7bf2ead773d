"""The Qt side of a game: the model every input plays through."""
