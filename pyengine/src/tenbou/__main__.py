"""Command line: ``python -m tenbou score`` reads JSON Lines and writes one response a line.

Each input line is one score request (``shared/contract.md``); each output line is its
response, in the same order. A line that is not JSON gets an error response
(``bad_request``) and the batch goes on; blank lines are skipped.

    $ echo '{"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": true}' | python -m tenbou score
"""

from __future__ import annotations

import argparse
import sys

from .api import score_json


def run_jsonl(lines, out) -> int:
    """Score every non-blank line of ``lines``, writing a response line each to ``out``.

    :returns: how many responses were errors.
    """
    errors = 0
    for line in lines:
        if not line.strip():
            continue
        response = score_json(line)
        errors += '"ok": false' in response[:20]
        out.write(response + "\n")
        out.flush()
    return errors


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m tenbou``; exit status 0 even when some lines were errors."""
    parser = argparse.ArgumentParser(prog="python -m tenbou", description="Riichi mahjong hand scoring.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("score", help="read JSON Lines score requests on stdin, write one JSON response a line")
    parser.parse_args(argv)
    run_jsonl(sys.stdin, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
