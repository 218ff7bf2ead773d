"""The game review: its runner, page, panel, texts, evaluation graph and the graph's export."""
