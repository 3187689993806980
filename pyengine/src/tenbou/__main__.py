"""``python -m tenbou``: the command line (:mod:`tenbou.faces.cli`)."""

import sys

from .faces.cli import main

if __name__ == "__main__":
    sys.exit(main())
