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

``python -m tenbou practice --topic ron_triplet [--seed 7] [--rules R]`` deals a practice
question (docs/api.md, "Practice"), prints it as a player reads it, waits for Enter and prints
the answer with its fu steps; ``python -m tenbou practice`` with no options reads practice
requests as JSON Lines on stdin and writes one response a line.

``python -m tenbou log FILE [--json] [--rules R]`` checks a recorded game (a Tenhou mjlog XML,
plain or gzipped, or a tenhou.net/6 JSON: docs/logs.md): one line per hand, recorded against
ours, and a last line ``N of M wins and N of M hands agree``; exit 0 when all agree, 1 when some
do not, 2 when the file is no log. ``--json`` prints the whole response instead.

``--lang ja`` (any language of :data:`tenbou.i18n.LANGUAGES`), anywhere on any of these command
lines, writes every text in that language: it is the request's ``lang`` (a JSON Lines request
that has its own ``lang`` keeps it), and the readable output's own words follow it too.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any, Callable, Iterable, TextIO
from unicodedata import east_asian_width

from ..road.api import score, score_json
from ..road.calls import points_text
from ..errors import TenbouError
from ..table.game import game_json
from ..table.logs import check_log
from ..table.logs.guard import MOST_BYTES as MOST_LOG_BYTES
from ..road.hand import FLAGS, MELD_KINDS
from ..i18n import Named, Names, Tile, language_of, text, yakuman_count
from ..table.practice import TOPIC_IDS, practice, practice_json
from ..road.request import REQUEST_FIELDS, Field, field_value
from ..rules import resolve_rules
from ..kernel.tiles import split_melds
from ..tools.waits import discards, discards_json, waits, waits_json


def run_jsonl(lines: Iterable[str], out: TextIO, answer: Callable[[str], str] = score_json,
              lang: str | None = None) -> int:
    """Answer every non-blank line of ``lines``, writing a response line each to ``out``.

    :param answer: the JSON-text entry point: :func:`tenbou.score_json` (the default),
        :func:`tenbou.waits_json`, :func:`tenbou.discards_json` or :func:`tenbou.game_json`.
    :param lang: the ``lang`` of each request that names none (``--lang``), or None.
    :returns: how many responses were errors.
    """
    errors = 0
    for line in lines:
        if not line.strip():
            continue
        if lang is not None:
            line = with_language(line, lang)
        response = answer(line)
        errors += not json.loads(response)["ok"]
        out.write(response + "\n")
        out.flush()
    return errors


def with_language(line: str, lang: str) -> str:
    """A JSON Lines request with ``lang`` added, unless it names its own (or is no JSON
    object: the engine answers it as it is)."""
    try:
        request = json.loads(line)
    except (ValueError, RecursionError):
        return line
    if type(request) is not dict or "lang" in request:
        return line
    return json.dumps({**request, "lang": lang}, ensure_ascii=False)


def _width(words: str) -> int:
    """How many columns ``words`` take in a terminal: 2 for a wide character (kanji, kana)."""
    return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in words)


def _left(words: object, width: int) -> str:
    """``words`` padded on the right to ``width`` columns (as ``f"{words:<width}"``)."""
    shown = str(words)
    return shown + " " * max(0, width - _width(shown))


def _wrapped(words: str, width: int) -> list[str]:
    """``words`` in lines of at most ``width`` columns: broken between words, and inside a
    word (Japanese has no spaces) only where it is wider than a line."""
    lines = [""]
    for word in words.split(" "):
        joined = f"{lines[-1]} {word}" if lines[-1] else word
        if _width(joined) <= width:
            lines[-1] = joined
            continue
        if _width(word) <= width:
            lines.append(word)
            continue
        lines[-1] += " " if lines[-1] else ""
        for ch in word:
            if _width(lines[-1] + ch) > width:
                lines.append("")
            lines[-1] += ch
    return [line for line in lines if line] or [""]


def _row(words: str, width: int, value: str, value_width: int) -> list[str]:
    """A line of the yaku or fu table: ``words`` in a column of ``width`` (going on over more
    lines when longer), ``value`` right-aligned on the last one."""
    lines = _wrapped(words, width - 1)
    return [f"  {line}" for line in lines[:-1]] + [f"  {_left(lines[-1], width)}{_right(value, value_width)}"]


def _right(words: object, width: int) -> str:
    """``words`` padded on the left to ``width`` columns (as ``f"{words:>width}"``)."""
    shown = str(words)
    return " " * max(0, width - _width(shown)) + shown


def _error_line(r: dict[str, Any], lang: str) -> str:
    return text(lang, "cli.error", code=r["error"]["code"], message=r["error"]["message"])


def _melds(request: dict[str, Any], lang: str) -> str:
    """The melds of a request, after two spaces: ``"  pon 777z chi 345s"``, or ``""``."""
    melds = " ".join(text(lang, "cli.meld", kind=Named(lang, f"meld.{m['kind']}", m["kind"]), tiles=m["tiles"])
                     for m in request.get("melds", []))
    return "  " + melds if melds else ""


def _wind(lang: str, wind: str) -> Named:
    return Named(lang, f"wind.{wind}", wind)


def _kita(request: dict[str, Any], lang: str) -> str:
    """The norths a request sets aside (three players), after a comma, or ``""`` for none."""
    kita = field_value(request, "kita")
    return text(lang, "cli.situation.kita", count=kita) if kita else ""


def format_result(request: dict[str, Any], r: dict[str, Any], header: bool = True) -> str:
    """A score response as plain text for a terminal: the hand and its situation (unless
    ``header`` is False: a practice answer, printed under its question), yaku, fu steps,
    payments, notes, in the request's language; points as the language writes them."""
    lang = language_of(request)
    if not r["ok"]:
        return _error_line(r, lang)
    def say(key: str, **fields: object) -> str:
        return text(lang, key, **fields)
    lines = [say("cli.score.header", hand=request["hand"], melds=_melds(request, lang),
                 win=Named(lang, f"cli.win.{r['win']}", r["win"]), tile=Tile(lang, request["win_tile"]),
                 rules=r["rules_name"], who=say("cli.dealer" if r["dealer"] else "cli.non_dealer"),
                 seat=_wind(lang, field_value(request, "seat_wind")), round=_wind(lang, field_value(request, "round_wind")),
                 kita=_kita(request, lang)),
             ""] if header else []
    lines.append(say("cli.heading.yaku"))
    for y in r["yaku"]:
        value = format(yakuman_count(lang, y["yakuman"])) if "yakuman" in y else say("cli.han", count=y["han"])
        lines += _row(y["name"], 44, value, 12)
    if r["fu_steps"]:
        lines += ["", say("cli.heading.fu")]
        for step in r["fu_steps"]:
            lines += _row(step["reason"], 50, str(step["fu"]), 6)
        rounded = "" if r["fu"] == r["fu_raw"] else say("cli.fu_rounded", fu=r["fu"])
        lines.append(f"  {_left(say('cli.fu_total'), 50)}{r['fu_raw']:>6}{rounded}")
    reading = r["reading"]
    shape = " ".join(reading["sets"] or reading.get("pairs", [])) or say("cli.reading.kokushi")
    pair = say("cli.reading.pair", pair=reading["pair"]) if reading["pair"] else ""
    wait = Named(lang, f"cli.wait.{reading['wait']}", reading["wait"])
    lines += ["", say("cli.reading", shape=shape, pair=pair, wait=wait)]
    if r["yakuman"]:
        value = format(yakuman_count(lang, r["yakuman"]))
    else:
        value = say("cli.han_fu", han=r["han"], fu=r["fu"])
        if r["limit"]:
            value += say("cli.limit", limit=Named(lang, f"limit.{r['limit']}", r["limit"]))
    pays = r["payments"]
    if "discarder" in pays:
        paid = say("cli.paid.discarder", points=points_text(lang, pays["discarder"]))
    elif "each" in pays:
        paid = say("cli.paid.each", points=points_text(lang, pays["each"]))
    else:
        one_other = resolve_rules(field_value(request, "rules")).players == 3  # (one non-dealer besides the winner)
        paid = say("cli.paid.dealer_one" if one_other else "cli.paid.dealer", dealer=points_text(lang, pays["dealer"]),
                   non_dealer=points_text(lang, pays["non_dealer"]))
    lines += ["", say("cli.value_paid", value=value, paid=paid), say("cli.total", points=points_text(lang, r["total"]))]
    lines += [say("cli.note", note=note) for note in r["notes"]]
    return "\n".join(lines)


#: What ``python -m tenbou HAND`` and ``python -m tenbou waits|discards HAND`` say they do, by
#: the entry point whose request they make.
_DESCRIPTIONS = {
    "score": "Score one riichi mahjong hand.",
    "waits": ("What a 13-tile hand waits on, each wait scored by ron and by tsumo (waits); each discard "
              "of a 14-tile hand, best first (discards). Without a hand: JSON Lines requests on stdin, "
              "one JSON response a line."),
}


def _object_or_text(value: str) -> object:
    """An option's value for a field that also takes an object (``rules``): JSON text that
    starts with ``{`` is read as the object (``{"base": "tenhou_sanma", "sanma_tsumo":
    "bisection"}``), any other text is kept as it is (a profile id).

    >>> _object_or_text('{"base": "tenhou"}'), _object_or_text("tenhou")
    ({'base': 'tenhou'}, 'tenhou')
    """
    if not value.lstrip().startswith("{"):
        return value
    try:
        return json.loads(value)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"not a JSON object: {error}") from None


def _add_option(parser: argparse.ArgumentParser, name: str, field: Field) -> None:
    """The command-line option of the request field ``name`` (:data:`tenbou.road.request.REQUEST_FIELDS`):
    the argument HAND; one repeatable option per meld kind (``--{kind}``); a switch, which sets
    the field to its ``switch`` value; or an option with a value of the field's type (one of its
    ``values`` where it lists them; a JSON object where the field takes one), its default the
    field's."""
    if not field.option.startswith("--"):  # (HAND, the argument itself)
        parser.add_argument(name, help=field.option_help)
    elif "{kind}" in field.option:
        for kind in MELD_KINDS:
            parser.add_argument(field.option.format(kind=kind), action="append", default=[], metavar="TILES",
                                help=(field.option_help or "").format(kind=kind))
    elif field.switch is not None:
        parser.add_argument(field.option, action="store_true", dest=name, help=field.option_help)
    elif field.values:
        parser.add_argument(field.option, dest=name, choices=field.values, default=field.default, help=field.option_help)
    else:
        read = _object_or_text if dict in field.types else field.types[0]
        parser.add_argument(field.option, dest=name, type=read, default=field.default,
                            metavar=field.option.lstrip("-").upper(), help=field.option_help)


def _hand_parser(prog: str, entry_point: str = "score") -> argparse.ArgumentParser:
    """The options of one hand, one for each field that ``entry_point``'s request takes (a score
    request's, or a waits or discards request's, which have no winning tile and no way of
    winning), in the fields' order, then ``--json``."""
    p = argparse.ArgumentParser(prog=prog, description=_DESCRIPTIONS[entry_point])
    for name, field in REQUEST_FIELDS.items():
        if field.option and entry_point in field.entry_points:
            _add_option(p, name, field)
    p.add_argument("--json", action="store_true", help="print the JSON response instead")
    return p


def _fields_from_args(args: argparse.Namespace, entry_point: str) -> dict[str, Any]:
    """The request fields that ``entry_point`` takes and the options gave, each that differs from
    its default (a switch given: its ``switch`` value); not ``hand`` nor ``melds``."""
    request = {}
    for name, field in REQUEST_FIELDS.items():
        if not field.option.startswith("--") or "{kind}" in field.option or entry_point not in field.entry_points:
            continue
        value = getattr(args, name)
        if field.switch is not None:
            value = field.switch if value else field.default
        if value != field.default:
            request[name] = value
    return request


def situation_from_args(args: argparse.Namespace, entry_point: str = "waits") -> dict[str, Any]:
    """A waits or discards request (a score request without ``win_tile`` and ``win``) from the
    parsed command-line options, each field left out where the options give its default; melds
    may be written in HAND in brackets, and come before those of ``--chi`` and the like
    (:func:`tenbou.kernel.tiles.split_melds`).

    :raises TenbouError: ``invalid_meld`` or ``invalid_tile`` for brackets that cannot be read.
    """
    hand, written = split_melds(args.hand)  # melds written in HAND, in brackets, come first
    melds = written + [{"kind": kind, "tiles": tiles} for kind in MELD_KINDS for tiles in getattr(args, kind)]
    return {"hand": hand, **({"melds": melds} if melds else {}), **_fields_from_args(args, entry_point)}


def request_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """A contract score request from the parsed command-line options (as
    :func:`situation_from_args`); ``win_tile`` by default the last tile written outside the
    melds' brackets."""
    request = situation_from_args(args, "score")
    if "win_tile" not in request:  # the last tile written outside the melds' brackets
        stripped = "".join(request["hand"].split())
        request["win_tile"] = stripped[-2] + stripped[-1] if len(stripped) >= 2 else ""
    return request


def _situation_line(request: dict[str, Any], lang: str) -> str:
    """The hand, its melds and its situation, on one line."""
    seat = field_value(request, "seat_wind")
    flags = [flag for flag in FLAGS if request.get(flag)]
    shown_flags = text(lang, "cli.situation.flags", flags=Names(lang, [f"yaku.{f}" for f in flags], "cli.flag_separator"))
    dora = text(lang, "cli.situation.dora", tiles=request["dora_indicators"]) if request.get("dora_indicators") else ""
    dora += _kita(request, lang)  # (three players: the norths set aside)
    rules = resolve_rules(field_value(request, "rules")).name_in(lang)
    return text(lang, "cli.situation", hand=request["hand"], melds=_melds(request, lang), rules=rules,
                who=text(lang, "cli.dealer" if seat == "east" else "cli.non_dealer"), seat=_wind(lang, seat),
                round=_wind(lang, field_value(request, "round_wind")), dora=dora, flags=shown_flags if flags else "")


#: What a wait that cannot win is called in the waits table, by the error's code (others: the code).
_CANNOT_WIN = {"no_yaku": "cli.cannot_win.no_yaku"}


def _won(r: dict[str, Any], lang: str) -> str:
    """A score response in a word: its total, or why it cannot win (no yaku; else the error code)."""
    if r["ok"]:
        return points_text(lang, r["total"])
    code = r["error"]["code"]
    return text(lang, _CANNOT_WIN[code]) if code in _CANNOT_WIN else code


def _summary(answer: dict[str, Any], lang: str) -> str:
    """What a waits answer says in a line: tenpai and the tiles left, or the shanten."""
    live = [w for w in answer["waits"] if not w.get("dead")]
    if answer["tenpai"]:
        key = "cli.summary.tenpai_one" if len(live) == 1 else "cli.summary.tenpai"
        return text(lang, key, count=len(live), left=sum(w["left"] for w in live))
    if answer["waits"]:
        return text(lang, "cli.summary.karaten")
    tiles = sum(i["left"] for i in answer["improving"])
    return text(lang, "cli.summary.shanten", shanten=answer["shanten"], kinds=len(answer["improving"]), left=tiles)


def _wait_lines(answer: dict[str, Any], lang: str) -> list[str]:
    """The table of a waits answer: each wait, or each improving tile."""
    if not answer["waits"]:
        return [text(lang, "cli.improving", tiles=" ".join(f"{i['tile']} ({i['left']})" for i in answer["improving"]))]
    def say(key: str) -> str:
        return text(lang, key)
    lines = [f"  {_left(say('cli.column.wait'), 6)}{_right(say('cli.column.left'), 4)}"
             f"{_right(say('cli.win.ron'), 16)}{_right(say('cli.win.tsumo'), 16)}"]
    for w in answer["waits"]:
        if w.get("dead"):
            lines.append(f"  {w['tile']:<6}{w['left']:>4}{_right(say('cli.dead'), 16)}")
            continue
        lines.append(f"  {w['tile']:<6}{w['left']:>4}{_right(_won(w['ron'], lang), 16)}{_right(_won(w['tsumo'], lang), 16)}")
        if "red" in w:
            red = text(lang, "cli.red", tile="0" + w["tile"][1])
            lines.append(f"  {_left(red, 10)}{_right(_won(w['red']['ron'], lang), 16)}{_right(_won(w['red']['tsumo'], lang), 16)}")
    return lines


def format_waits(request: dict[str, Any], r: dict[str, Any]) -> str:
    """A waits response as plain text: each wait with the copies left and the ron and tsumo
    totals (or why it cannot win), dead waits marked; or the shanten and improving tiles; in
    the request's language."""
    lang = language_of(request)
    if not r["ok"]:
        return _error_line(r, lang)
    summary = _summary(r, lang)
    return "\n".join([_situation_line(request, lang), summary[0].upper() + summary[1:], *_wait_lines(r, lang)])


def format_discards(request: dict[str, Any], r: dict[str, Any]) -> str:
    """A discards response as plain text: each discard, best first, with what it leaves."""
    lang = language_of(request)
    if not r["ok"]:
        return _error_line(r, lang)
    lines = [_situation_line(request, lang)]
    if r["complete"]:
        lines.append(text(lang, "cli.complete"))
    for entry in r["discards"]:
        lines += ["", text(lang, "cli.discard", tile=Tile(lang, entry["tile"]), summary=_summary(entry, lang)),
                  *_wait_lines(entry, lang)]
    return "\n".join(lines)


def take_language(argv: list[str]) -> tuple[str | None, list[str]]:
    """The ``--lang LANG`` (or ``--lang=LANG``) of a command line, wherever it stands, and the
    command line without it: every subcommand takes it the same way. None when there is none;
    an unknown language is left to the engine, which answers it ``bad_request``.

    >>> take_language(["waits", "--lang", "ja", "13m"]), take_language(["score"])
    (('ja', ['waits', '13m']), (None, ['score']))
    """
    lang, rest = None, []
    words = iter(argv)
    for word in words:
        if word == "--lang":
            lang = next(words, "")
        elif word.startswith("--lang="):
            lang = word.partition("=")[2]
        else:
            rest.append(word)
    return lang, rest


def _with_lang(request: dict[str, Any], lang: str | None) -> dict[str, Any]:
    """The request with ``lang`` when the command line gave one."""
    return request if lang is None else {**request, "lang": lang}


#: The requests of ``python -m tenbou waits|discards``: (call, its JSON-text call, its printer).
_HAND_CALLS = {"waits": (waits, waits_json, format_waits), "discards": (discards, discards_json, format_discards)}


def _hand_call(name: str, argv: list[str], out: TextIO, lang: str | None) -> int:
    """``python -m tenbou waits|discards``: JSON Lines on stdin without a hand, else one hand."""
    call, json_call, printer = _HAND_CALLS[name]
    if not argv:
        run_jsonl(sys.stdin, out, json_call, lang)
        return 0
    args = _hand_parser(f"python -m tenbou {name}", "waits").parse_args(argv)
    return _answer_one_hand(args, situation_from_args, call, printer, out, lang)


def _answer_one_hand(args: argparse.Namespace, read: Callable[[argparse.Namespace], dict[str, Any]],
                     call: Callable[[dict[str, Any]], dict[str, Any]],
                     printer: Callable[[dict[str, Any], dict[str, Any]], str], out: TextIO, lang: str | None) -> int:
    """One hand from the command line's options: its request (``read``), answered by ``call``
    and written to ``out`` as JSON (``--json``) or by ``printer``; exit status 0 for an answer,
    1 for an error."""
    try:
        request = _with_lang(read(args), lang)
    except TenbouError as error:
        return _unreadable_hand(error, args, out, lang)
    result = call(request)
    out.write((json.dumps(result, ensure_ascii=False, indent=2) if args.json else printer(request, result)) + "\n")
    return 0 if result["ok"] else 1


#: What a practice question asks the player to do, by topic where it is not to count the fu
#: (the payment's ask is its own: :func:`format_question`).
PRACTICE_ASKS = {"han": "cli.practice.ask.han", "whole": "cli.practice.ask.whole"}


def format_question(response: dict[str, Any]) -> str:
    """A practice question as a player reads it: the topic, the hand with its melds, the
    winning tile and how it was won, the seat and round, the dora indicators, riichi, honba
    and sticks; then what to do. In the request's language."""
    question = response["question"]
    lang = language_of(question)
    rules = resolve_rules(field_value(question, "rules")).name_in(lang)
    seat = field_value(question, "seat_wind")
    flags = [flag for flag in FLAGS if question.get(flag)]
    shown_flags = text(lang, "cli.practice.flags", flags=Names(lang, [f"yaku.{f}" for f in flags], "cli.flag_separator"))
    title = text(lang, "cli.practice.title", topic=Named(lang, f"practice.topic.{response['topic']}", response["topic"]),
                 seed=response["seed"])
    given = response.get("given")
    if given is not None:  # (a payment question: the han and fu are given, the hand is not asked)
        return "\n".join([
            title, "",
            text(lang, "cli.practice.given", han=given["han"], fu=given["fu"],
                 who=text(lang, "cli.dealer" if given["seat_wind"] == "east" else "cli.non_dealer"),
                 seat=_wind(lang, given["seat_wind"]), win=Named(lang, f"cli.win.{given['win']}", given["win"]), rules=rules),
            text(lang, "cli.practice.given_table", honba=given["honba"], sticks=given["riichi_sticks"]),
            "", text(lang, "cli.practice.ask.payment")])
    ask = PRACTICE_ASKS.get(response["topic"], "cli.practice.ask")
    return "\n".join([
        title,
        "",
        text(lang, "cli.score.header", hand=question["hand"], melds=_melds(question, lang),
             win=Named(lang, f"cli.win.{question['win']}", question["win"]), tile=Tile(lang, question["win_tile"]),
             rules=rules, who=text(lang, "cli.dealer" if seat == "east" else "cli.non_dealer"), seat=_wind(lang, seat),
             round=_wind(lang, field_value(question, "round_wind")), kita=_kita(question, lang)),
        text(lang, "cli.practice.table", dora=question["dora_indicators"], flags=shown_flags if flags else "",
             honba=question["honba"], sticks=question["riichi_sticks"]),
        "",
        text(lang, ask),
    ])


def _practice(argv: list[str], out: TextIO, lang: str | None, answer_after: Callable[[str], object] = input) -> int:
    """``python -m tenbou practice``: JSON Lines on stdin without options, else one question
    asked, and answered after Enter (``answer_after``, a prompt function)."""
    if not argv:
        run_jsonl(sys.stdin, out, practice_json, lang)
        return 0
    p = argparse.ArgumentParser(prog="python -m tenbou practice", description=(
        "Deal a practice question: print it, wait for Enter, print the answer with its fu steps. "
        "Without options: JSON Lines practice requests on stdin, one JSON response a line."))
    p.add_argument("--topic", choices=TOPIC_IDS, default="mixed", help="the rule the question turns on")
    p.add_argument("--seed", type=int, help="the same seed deals the same question (default: drawn)")
    _add_option(p, "rules", REQUEST_FIELDS["rules"])
    p.add_argument("--json", action="store_true", help="print the JSON response instead, without waiting")
    args = p.parse_args(argv)
    request = _with_lang({"topic": args.topic, "rules": args.rules, **({} if args.seed is None else {"seed": args.seed})},
                         lang)
    response = practice(request)
    if args.json or not response["ok"]:
        out.write((json.dumps(response, ensure_ascii=False, indent=2) if args.json else
                   _error_line(response, language_of(request))) + "\n")
        return 0 if response["ok"] else 1
    out.write(format_question(response) + "\n")
    out.flush()
    try:
        answer_after("")
    except EOFError:  # (no terminal: the answer follows at once)
        pass
    out.write("\n" + format_result(response["question"], response["answer"], header=False) + "\n")
    if response["topic"] == "whole":
        out.write(base_points_line(response["answer"], language_of(request)) + "\n")
    return 0


def base_points_line(answer: dict[str, Any], lang: str) -> str:
    """The whole count's base points, worked out: fu × 2^(han + 2), or the limit's."""
    if answer["limit"] is not None:
        return text(lang, "cli.practice.base_points_limit", points=points_text(lang, answer["base_points"]),
                    limit=Named(lang, f"limit.{answer['limit']}", answer["limit"]))
    return text(lang, "cli.practice.base_points", fu=answer["fu"], han=answer["han"],
                points=points_text(lang, answer["base_points"]))
def _unreadable_hand(error: TenbouError, args: argparse.Namespace, out: TextIO, lang: str | None) -> int:
    """HAND's melds in brackets could not be read: the error, as for a hand that cannot score (status 1)."""
    response = error.to_response(lang or args.lang)
    out.write((json.dumps(response, ensure_ascii=False, indent=2) if args.json else _error_line(response, lang or args.lang)) + "\n")
    return 1


def plain_text(doc: str) -> str:
    """A docstring as a terminal shows it: without reST's marks (````code````, ``:role:`name```, the
    ``::`` before an example), which ``--help`` would otherwise print as they are.

    >>> plain_text("``python -m tenbou`` (any of :data:`tenbou.i18n.LANGUAGES`) reads::")
    'python -m tenbou (any of tenbou.i18n.LANGUAGES) reads:'
    """
    doc = re.sub(r"``(.+?)``", r"\1", doc.strip())
    doc = re.sub(r":\w+:`([^`]+)`", r"\1", doc)
    return doc.replace("::", ":")


def _log(argv: list[str], out: TextIO, lang: str | None) -> int:
    """``python -m tenbou log FILE [--json] [--rules R]``: a recorded game checked."""
    parser = argparse.ArgumentParser(prog="python -m tenbou log", description=(
        "Check a recorded game (Tenhou mjlog XML, plain or gzipped, or tenhou.net/6 JSON): "
        "every win re-scored from the play, every hand's point changes replayed."))
    parser.add_argument("file")
    parser.add_argument("--json", action="store_true", help="print the whole response as JSON")
    parser.add_argument("--rules", type=_object_or_text, help="a profile id or a JSON rules object "
                        "(default: the rules the log's header says)")
    args = parser.parse_args(argv)
    with open(args.file, "rb") as file:
        data = file.read(MOST_LOG_BYTES + 1)
    request: dict[str, Any] = {"log": data, "lang": lang or "en"}
    if args.rules is not None:
        request["rules"] = args.rules
    response = check_log(request)
    if args.json:
        out.write(json.dumps(response, ensure_ascii=False, default=_bytes_as_text) + "\n")
    else:
        out.write(format_log(response, lang or "en"))
    if not response["ok"]:
        return 2
    agree = response["wins"]["agree"] == response["wins"]["total"] and \
        response["deltas"]["agree"] == response["deltas"]["total"] and \
        not any("error" in hand for hand in response["hands"])
    return 0 if agree else 1


def _bytes_as_text(value: object) -> str:
    return repr(value)


def _value_text(value: dict[str, Any] | None, lang: str) -> str:
    """A win's value as the check's line says it: ``3 han 30 fu, 3,900`` (or the limit)."""
    if value is None:
        return "-"
    points = points_text(lang, value["points"])
    if value["han"] is None:
        return text(lang, "cli.log.value_limit", limit=text(lang, f"limit.{value['limit'] or 'yakuman'}"),
                    points=points)
    if value["limit"]:
        return text(lang, "cli.log.value_han_limit", han=value["han"],
                    limit=text(lang, f"limit.{value['limit']}"), points=points)
    return text(lang, "cli.log.value", han=value["han"], fu=value["fu"], points=points)


def format_log(response: dict[str, Any], lang: str) -> str:
    """A checked game as the command line prints it: one line per win or draw, the point
    changes where they differ, the final points, and the summary line."""
    if not response["ok"]:
        return text(lang, "cli.error", code=response["error"]["code"], message=response["error"]["message"]) + "\n"
    names = response["players"]
    lines = []
    for hand in response["hands"]:
        where = text(lang, "cli.log.round", round=hand["round"], honba=hand.get("honba", 0))
        if "error" in hand:
            lines.append(text(lang, "cli.log.error", round=hand["round"], message=hand["error"]["message"]))
            continue
        for win in hand["wins"]:
            way = text(lang, "cli.log.tsumo") if win["from"] is None else \
                text(lang, "cli.log.ron", name=names[win["from"]])
            mark = text(lang, "cli.log.agrees") if win["agrees"] else text(lang, "cli.log.differs", why=win["why"])
            lines.append(text(lang, "cli.log.win", where=where, name=names[win["who"]], way=way,
                              recorded=_value_text(win["recorded"], lang), ours=_value_text(win["ours"], lang),
                              mark=mark))
        if not hand["wins"]:
            lines.append(text(lang, "cli.log.draw", where=where, result=text(lang, f"cli.log.result.{hand['result']}")))
        if response["whole"] and not hand.get("deltas_agree"):
            lines.append(text(lang, "cli.log.deltas", recorded=_points_list(hand["recorded_deltas"], lang),
                              ours=_points_list(hand.get("deltas"), lang)))
    end = response["end"]
    if end and end["recorded"] and end["ours"]:
        mark = text(lang, "cli.log.agrees") if end["agrees"] else text(lang, "cli.log.end_differs")
        lines.append(text(lang, "cli.log.end", recorded=_points_list(end["recorded"]["points"], lang),
                          ours=_points_list(end["ours"].get("final_points"), lang), mark=mark))
    lines.append(text(lang, "cli.log.summary", wins=response["wins"]["agree"], wins_total=response["wins"]["total"],
                      hands=response["deltas"]["agree"], hands_total=response["deltas"]["total"]))
    return "\n".join(lines) + "\n"


def _points_list(points: list[int] | None, lang: str) -> str:
    if points is None:
        return "-"
    return text(lang, "game.list_separator").join(points_text(lang, p) for p in points)


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """Entry point of ``python -m tenbou``.

    :returns: exit status: 0, or 1 when a single pretty-printed hand (score, waits or discards)
        is an error (a JSON Lines batch always exits 0; its errors are lines of output).
    """
    argv = sys.argv[1:] if argv is None else argv
    out = out or sys.stdout
    lang, argv = take_language(argv)
    if argv[:1] and argv[0] in _HAND_CALLS:
        return _hand_call(argv[0], argv[1:], out, lang)
    if argv[:1] == ["practice"]:
        return _practice(argv[1:], out, lang)
    if argv[:1] == ["log"]:
        return _log(argv[1:], out, lang)
    if argv[:1] == ["game"]:
        argparse.ArgumentParser(prog="python -m tenbou game", description=(
            "Read JSON Lines game requests on stdin, write one JSON response a line.")).parse_args(argv[1:])
        run_jsonl(sys.stdin, out, game_json, lang)
        return 0
    if argv[:1] == ["score"] and "--pretty" not in argv:
        parser = argparse.ArgumentParser(prog="python -m tenbou score",
                                         description="Read JSON Lines score requests on stdin, write one JSON response a line.")
        parser.parse_args(argv[1:])
        run_jsonl(sys.stdin, out, lang=lang)
        return 0
    if argv[:1] == ["score"]:
        argv = [a for a in argv[1:] if a != "--pretty"]
    if not argv or argv[0] in ("-h", "--help"):
        out.write(plain_text(__doc__) + "\n\n")
        _hand_parser("python -m tenbou").print_help(out)
        return 0
    args = _hand_parser("python -m tenbou").parse_args(argv)
    return _answer_one_hand(args, request_from_args, score, format_result, out, lang)


if __name__ == "__main__":
    sys.exit(main())
