"""Command line.

``python -m tenbou score`` reads JSON Lines on stdin (one score request a line, as in
docs/api.md) and writes one response a line, in the same order; a line that is
not JSON gets an error response (``bad_request``) and the batch goes on.

``python -m tenbou HAND [options]`` (or ``python -m tenbou score --pretty HAND [options]``)
scores one hand and prints it as a player reads it: yaku, fu steps and payments::

    $ python -m tenbou 123m456m999p555s77z --win 5m --riichi --dora 2m
"""

from __future__ import annotations

import argparse
import json
import sys

from .api import score, score_json
from .hand import FLAGS, MELD_KINDS
from .rules import DEFAULT_PROFILE, PROFILES
from .tiles import WIND_IDS


def run_jsonl(lines, out) -> int:
    """Score every non-blank line of ``lines``, writing a response line each to ``out``.

    :returns: how many responses were errors.
    """
    errors = 0
    for line in lines:
        if not line.strip():
            continue
        response = score_json(line)
        errors += not json.loads(response)["ok"]
        out.write(response + "\n")
        out.flush()
    return errors


def _points(n: int) -> str:
    return f"{n:,}"


def format_result(request: dict, r: dict) -> str:
    """A score response as plain text for a terminal: yaku, fu steps, payments, notes."""
    if not r["ok"]:
        return f"error ({r['error']['code']}): {r['error']['message']}"
    who = "dealer" if r["dealer"] else "non-dealer"
    melds = " ".join(f"{m['kind']} {m['tiles']}" for m in request.get("melds", []))
    lines = [f"{request['hand']}{'  ' + melds if melds else ''}  {r['win']} on {request['win_tile']}"
             f"  ({r['rules_name']}, {who}, seat {request.get('seat_wind', 'south')}, round {request.get('round_wind', 'east')})",
             "", "Yaku"]
    for y in r["yaku"]:
        value = f"{y['yakuman']} yakuman" if "yakuman" in y else f"{y['han']} han"
        lines.append(f"  {y['name']:<44}{value:>12}")
    if r["fu_steps"]:
        lines += ["", "Fu"]
        for step in r["fu_steps"]:
            lines.append(f"  {step['reason']:<50}{step['fu']:>6}")
        rounded = "" if r["fu"] == r["fu_raw"] else f", rounded up to {r['fu']}"
        lines.append(f"  {'total':<50}{r['fu_raw']:>6}{rounded}")
    reading = r["reading"]
    shape = " ".join(reading["sets"] or reading.get("pairs", [])) or "thirteen orphans"
    pair = f", pair {reading['pair']}" if reading["pair"] else ""
    lines += ["", f"Reading: {shape}{pair}, {reading['wait']} wait"]
    value = f"{r['yakuman']} yakuman" if r["yakuman"] else f"{r['han']} han {r['fu']} fu"
    if r["limit"] and not r["yakuman"]:
        value += f", {r['limit']}"
    pays = r["payments"]
    if "discarder" in pays:
        paid = f"{_points(pays['discarder'])} from the discarder"
    elif "each" in pays:
        paid = f"{_points(pays['each'])} from each player"
    else:
        paid = f"{_points(pays['dealer'])} from the dealer, {_points(pays['non_dealer'])} from each non-dealer"
    lines += ["", f"{value}: {paid}", f"Total received: {_points(r['total'])}"]
    lines += [f"Note: {note}" for note in r["notes"]]
    return "\n".join(lines)


def _hand_parser(prog: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description="Score one riichi mahjong hand.")
    p.add_argument("hand", help="concealed tiles in MPSZ, winning tile included, e.g. 123m456m999p555s77z")
    p.add_argument("--win", dest="win_tile", help="the winning tile (default: the last tile written)")
    p.add_argument("--tsumo", action="store_true", help="won by self-draw (default: ron)")
    p.add_argument("--seat", choices=WIND_IDS, default="south", help="seat wind (east = dealer)")
    p.add_argument("--round", choices=WIND_IDS, default="east", help="round wind")
    for flag in FLAGS:
        p.add_argument("--" + flag.replace("_", "-"), action="store_true", dest=flag)
    for kind in MELD_KINDS:
        p.add_argument("--" + kind, action="append", default=[], metavar="TILES", help=f"a {kind} meld, repeatable")
    p.add_argument("--dora", default="", help="dora indicators, e.g. 2m7z")
    p.add_argument("--ura", default="", help="ura dora indicators")
    p.add_argument("--honba", type=int, default=0)
    p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
    p.add_argument("--rules", default=DEFAULT_PROFILE,
                   help=", ".join(name + (" (default)" if name == DEFAULT_PROFILE else "") for name in PROFILES))
    p.add_argument("--json", action="store_true", help="print the JSON response instead")
    return p


def request_from_args(args: argparse.Namespace) -> dict:
    """A contract score request from the parsed command-line options."""
    win_tile = args.win_tile
    if win_tile is None:
        stripped = args.hand.replace(" ", "")
        win_tile = stripped[-2] + stripped[-1] if len(stripped) >= 2 else ""
    request = {
        "hand": args.hand, "win_tile": win_tile, "win": "tsumo" if args.tsumo else "ron",
        "seat_wind": args.seat, "round_wind": args.round,
        "melds": [{"kind": kind, "tiles": tiles} for kind in MELD_KINDS for tiles in getattr(args, kind)],
        "dora_indicators": args.dora, "ura_dora_indicators": args.ura,
        "honba": args.honba, "riichi_sticks": args.sticks, "rules": args.rules,
    }
    request.update({flag: True for flag in FLAGS if getattr(args, flag)})
    return request


def main(argv: list[str] | None = None, out=None) -> int:
    """Entry point of ``python -m tenbou``.

    :returns: exit status: 0, or 1 when a single pretty-printed hand is an error (a JSON Lines
        batch always exits 0; its errors are lines of output).
    """
    argv = sys.argv[1:] if argv is None else argv
    out = out or sys.stdout
    if argv[:1] == ["score"] and "--pretty" not in argv:
        parser = argparse.ArgumentParser(prog="python -m tenbou score",
                                         description="Read JSON Lines score requests on stdin, write one JSON response a line.")
        parser.parse_args(argv[1:])
        run_jsonl(sys.stdin, out)
        return 0
    if argv[:1] == ["score"]:
        argv = [a for a in argv[1:] if a != "--pretty"]
    if not argv or argv[0] in ("-h", "--help"):
        out.write(__doc__.strip() + "\n\n")
        _hand_parser("python -m tenbou").print_help(out)
        return 0
    args = _hand_parser("python -m tenbou").parse_args(argv)
    request = request_from_args(args)
    result = score(request)
    out.write((json.dumps(result, ensure_ascii=False, indent=2) if args.json else format_result(request, result)) + "\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
