"""``python -m tenbou``: the command line (:mod:`tenbou.faces.cli`)."""

import os
import sys

from .faces.cli import main


def run() -> int:
    """Run the command line; output cut short by its reader (``| head``) ends it quietly, as
    Python's documentation of SIGPIPE advises: the rest goes to /dev/null, exit status 1."""
    try:
        status = main()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(run())
