"""Command line.

``python -m tenbou score`` reads JSON Lines on stdin (one score request a line, as in
docs/api.md) and writes one response a line, in the same order; a line that is
not JSON gets an error response (``bad_request``) and the batch goes on.
``python -m tenbou waits`` and ``python -m tenbou discards`` do the same with waits and
discards requests (docs/waits.md), and ``python -m tenbou game`` with game requests (docs/game.md).

``python -m tenbou HAND [options]`` (or ``python -m tenbou score --pretty HAND [options]``)
scores one hand and prints it as a player reads it: yaku, fu steps and payments::

    $ python -m tenbou 123m456m999p555s77z --win 5m --riichi --dora 2m

``python -m tenbou waits HAND [options]`` prints what a 13-tile hand waits on (each tile, the
copies left, the ron and tsumo totals), ``python -m tenbou discards HAND [options]`` each
discard of a 14-tile hand, best first::

    $ python -m tenbou waits 12346m999p555s77z --riichi --dora 2m
"""

from __future__ import annotations

import argparse
import json
import sys

from .api import score, score_json
from .game import game_json
from .hand import FLAGS, MELD_KINDS
from .rules import DEFAULT_PROFILE, PROFILES, resolve_rules
from .tiles import WIND_IDS
from .waits import discards, discards_json, waits, waits_json


def run_jsonl(lines, out, answer=score_json) -> int:
    """Answer every non-blank line of ``lines``, writing a response line each to ``out``.

    :param answer: the JSON-text entry point: :func:`tenbou.score_json` (the default),
        :func:`tenbou.waits_json`, :func:`tenbou.discards_json` or :func:`tenbou.game_json`.
    :returns: how many responses were errors.
    """
    errors = 0
    for line in lines:
        if not line.strip():
            continue
        response = answer(line)
        errors += not json.loads(response)["ok"]
        out.write(response + "\n")
        out.flush()
    return errors


def _points(n: int) -> str:
    return f"{n:,}"


def _error_line(r: dict) -> str:
    return f"error ({r['error']['code']}): {r['error']['message']}"


def format_result(request: dict, r: dict) -> str:
    """A score response as plain text for a terminal: yaku, fu steps, payments, notes."""
    if not r["ok"]:
        return _error_line(r)
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


def _hand_parser(prog: str, winning: bool = True) -> argparse.ArgumentParser:
    """The options of one hand: a score request's (``winning``), or a waits or discards
    request's, which have no winning tile and no way of winning."""
    if winning:
        p = argparse.ArgumentParser(prog=prog, description="Score one riichi mahjong hand.")
        p.add_argument("hand", help="concealed tiles in MPSZ, winning tile included, e.g. 123m456m999p555s77z")
        p.add_argument("--win", dest="win_tile", help="the winning tile (default: the last tile written)")
        p.add_argument("--tsumo", action="store_true", help="won by self-draw (default: ron)")
    else:
        p = argparse.ArgumentParser(prog=prog, description=(
            "What a 13-tile hand waits on, each wait scored by ron and by tsumo (waits); each discard "
            "of a 14-tile hand, best first (discards). Without a hand: JSON Lines requests on stdin, "
            "one JSON response a line."))
        p.add_argument("hand", help="concealed tiles in MPSZ: 13 for waits, 14 for discards (less 3 per meld)")
    p.add_argument("--seat", choices=WIND_IDS, default="south", help="seat wind (east = dealer)")
    p.add_argument("--round", choices=WIND_IDS, default="east", help="round wind")
    for flag in FLAGS:
        p.add_argument("--" + flag.replace("_", "-"), action="store_true", dest=flag)
    for kind in MELD_KINDS:
        p.add_argument("--" + kind, action="append", default=[], metavar="TILES", help=f"one {kind} meld (repeatable)")
    p.add_argument("--dora", default="", help="dora indicators, e.g. 2m7z")
    p.add_argument("--ura", default="", help="ura dora indicators")
    p.add_argument("--honba", type=int, default=0)
    p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
    p.add_argument("--rules", default=DEFAULT_PROFILE,
                   help=", ".join(name + (" (default)" if name == DEFAULT_PROFILE else "") for name in PROFILES))
    p.add_argument("--json", action="store_true", help="print the JSON response instead")
    return p


def situation_from_args(args: argparse.Namespace) -> dict:
    """A waits or discards request (a score request without ``win_tile`` and ``win``) from the
    parsed command-line options."""
    request = {
        "hand": args.hand, "seat_wind": args.seat, "round_wind": args.round,
        "melds": [{"kind": kind, "tiles": tiles} for kind in MELD_KINDS for tiles in getattr(args, kind)],
        "dora_indicators": args.dora, "ura_dora_indicators": args.ura,
        "honba": args.honba, "riichi_sticks": args.sticks, "rules": args.rules,
    }
    request.update({flag: True for flag in FLAGS if getattr(args, flag)})
    return request


def request_from_args(args: argparse.Namespace) -> dict:
    """A contract score request from the parsed command-line options."""
    win_tile = args.win_tile
    if win_tile is None:
        stripped = args.hand.replace(" ", "")
        win_tile = stripped[-2] + stripped[-1] if len(stripped) >= 2 else ""
    return {**situation_from_args(args), "win_tile": win_tile, "win": "tsumo" if args.tsumo else "ron"}


def _situation_line(request: dict) -> str:
    """The hand, its melds and its situation, on one line."""
    melds = " ".join(f"{m['kind']} {m['tiles']}" for m in request.get("melds", []))
    seat = request.get("seat_wind", "south")
    flags = " ".join(flag for flag in FLAGS if request.get(flag))
    dora = f", dora indicators {request['dora_indicators']}" if request.get("dora_indicators") else ""
    rules = resolve_rules(request.get("rules", DEFAULT_PROFILE)).name
    return (f"{request['hand']}{'  ' + melds if melds else ''}  ({rules}, {'dealer' if seat == 'east' else 'non-dealer'}, "
            f"seat {seat}, round {request.get('round_wind', 'east')}{dora}{', ' + flags if flags else ''})")


def _won(r: dict) -> str:
    """A score response in a word: its total, or the error code where it cannot win."""
    return _points(r["total"]) if r["ok"] else r["error"]["code"]


def _summary(answer: dict) -> str:
    """What a waits answer says in a line: tenpai and the tiles left, or the shanten."""
    live = [w for w in answer["waits"] if not w.get("dead")]
    if answer["tenpai"]:
        return f"tenpai, {len(live)} wait{'s' if len(live) != 1 else ''}, {sum(w['left'] for w in live)} tiles left"
    if answer["waits"]:
        return "not tenpai, every wait is dead (karaten): counted as 1 shanten"
    tiles = sum(i["left"] for i in answer["improving"])
    return f"{answer['shanten']} shanten, {len(answer['improving'])} kinds of tile improve it, {tiles} tiles left"


def _wait_lines(answer: dict) -> list[str]:
    """The table of a waits answer: each wait, or each improving tile."""
    if not answer["waits"]:
        return ["  improving: " + " ".join(f"{i['tile']} ({i['left']})" for i in answer["improving"])]
    lines = [f"  {'wait':<6}{'left':>4}{'ron':>16}{'tsumo':>16}"]
    for w in answer["waits"]:
        if w.get("dead"):
            lines.append(f"  {w['tile']:<6}{w['left']:>4}{'dead':>16}")
            continue
        lines.append(f"  {w['tile']:<6}{w['left']:>4}{_won(w['ron']):>16}{_won(w['tsumo']):>16}")
        if "red" in w:
            red = "0" + w["tile"][1]
            lines.append(f"  {red + ' (red)':<10}{_won(w['red']['ron']):>16}{_won(w['red']['tsumo']):>16}")
    return lines


def format_waits(request: dict, r: dict) -> str:
    """A waits response as plain text: each wait with the copies left and the ron and tsumo
    totals (or why it cannot win), dead waits marked; or the shanten and improving tiles."""
    if not r["ok"]:
        return _error_line(r)
    summary = _summary(r)
    return "\n".join([_situation_line(request), summary[0].upper() + summary[1:], *_wait_lines(r)])


def format_discards(request: dict, r: dict) -> str:
    """A discards response as plain text: each discard, best first, with what it leaves."""
    if not r["ok"]:
        return _error_line(r)
    lines = [_situation_line(request)]
    if r["complete"]:
        lines.append("The hand is complete.")
    for entry in r["discards"]:
        lines += ["", f"Discard {entry['tile']}: {_summary(entry)}", *_wait_lines(entry)]
    return "\n".join(lines)


#: The requests of ``python -m tenbou waits|discards``: (call, its JSON-text call, its printer).
_HAND_CALLS = {"waits": (waits, waits_json, format_waits), "discards": (discards, discards_json, format_discards)}


def _hand_call(name: str, argv: list[str], out) -> int:
    """``python -m tenbou waits|discards``: JSON Lines on stdin without a hand, else one hand."""
    call, json_call, printer = _HAND_CALLS[name]
    if not argv:
        run_jsonl(sys.stdin, out, json_call)
        return 0
    args = _hand_parser(f"python -m tenbou {name}", winning=False).parse_args(argv)
    request = situation_from_args(args)
    result = call(request)
    out.write((json.dumps(result, ensure_ascii=False, indent=2) if args.json else printer(request, result)) + "\n")
    return 0 if result["ok"] else 1


def main(argv: list[str] | None = None, out=None) -> int:
    """Entry point of ``python -m tenbou``.

    :returns: exit status: 0, or 1 when a single pretty-printed hand (score, waits or discards)
        is an error (a JSON Lines batch always exits 0; its errors are lines of output).
    """
    argv = sys.argv[1:] if argv is None else argv
    out = out or sys.stdout
    if argv[:1] and argv[0] in _HAND_CALLS:
        return _hand_call(argv[0], argv[1:], out)
    if argv[:1] == ["game"]:
        argparse.ArgumentParser(prog="python -m tenbou game", description=(
            "Read JSON Lines game requests on stdin, write one JSON response a line.")).parse_args(argv[1:])
        run_jsonl(sys.stdin, out, game_json)
        return 0
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
