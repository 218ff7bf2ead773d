"""Settings: what they may hold (:mod:`.schema`, pure), the file looked at before QSettings reads it
(:mod:`.file`), and the store the game reads and writes (:mod:`.store`, Qt)."""
