"""Network play: the LAN and internet peers, the protocol they speak, the links and codes.

:data:`DEFAULT_PORT` is here, apart from :mod:`.protocol`, so the command line and the window's
Network menu name it without loading the protocol before the first frame (issue 33 point 4).
"""

from typing import Final

__all__ = ["DEFAULT_PORT"]

#: The TCP port a LAN host listens on unless told otherwise (:mod:`.protocol` re-exports it).
DEFAULT_PORT: Final = 7457
