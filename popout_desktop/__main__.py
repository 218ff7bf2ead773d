"""Entry point for ``python -m popout_desktop``."""

import sys

from popout_desktop.app.main import main

if __name__ == "__main__":
    sys.exit(main())
