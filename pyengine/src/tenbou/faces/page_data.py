"""What the web page takes from the engine rather than typing it again: the rule profiles with
their names and summaries, the default profile, the request's condition flags (and those of
each way of winning), the meld kinds, the limits on indicators and counters, the copies of a
tile, the limits' han, the values the game sheet offers and searches, the seats and their
winds, the engine's names of tiles, winds, limits and yakuman counts, and the names of its entry points and
the request's fields.
``build.py build`` writes :func:`page_data` into the built site as ``js/engine-data.js`` (one
``export const`` per key, the key in capitals). Every text is given in each language, as an
object keyed by language id: ``{"en": "EMA 2025", "ja": "EMA 2025"}``. docs/i18n.md ("What
the page gets from the engine") lists every export with its source in the engine.
"""

from __future__ import annotations

from typing import Any

from ..tools.chart import CHART_FU, chart
from .entry_points import ENTRY_POINTS
from ..road.fu import FIXED
from ..table.game import FILLED_HAND_FIELDS, MAX_YAKUMAN, SEATS, SHEET_YAKUMAN, seat_wind
from ..road.hand import FLAGS, HAND_TILES, MELD_KINDS, MELD_SIZES, OPEN_MELD_KINDS, PLAYER_MELD_KINDS, RED_FIVE_COPIES, TILE_COPIES
from ..road.request import MAX_COUNTER, MAX_INDICATORS, MOST_KITA, REQUEST_FIELDS, Field
from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, every_language, tile_codes, yakuman_count
from ..table.guide import practice_guide
from ..table.practice import LEVELS, TOPICS
from ..rules import DEFAULT_PROFILE, OPTIONS, PROFILES, THREE_PLAYER_BASES, Choice, Flag, Numbers, Option, Points, Rules, Subset, summary
from ..road.scoring import HAN_LIMITS, KAZOE_HAN, LIMITS, PAYERS, TSUMO_PAYERS, hand_value
from ..kernel.tiles import FIRST_HONOUR, FIVES, TILES_IN_PLAY, WIND_IDS, tile_name
from ..tools.waits import RON_ONLY, TSUMO_ONLY

#: Options the rules editor leaves out: the count of players is the profile itself (a
#: three-player game is chosen by its profile, docs/rules.md "Three players (sanma)"), not a
#: house rule of a four-player one.
NOT_IN_EDITOR = frozenset({"players"})

#: The characters that MPSZ text may hold anywhere, which :func:`tenbou.kernel.tiles.parse_tiles` skips:
#: what Python calls whitespace (``str.isspace``), tabs and line breaks included.
MPSZ_SPACES = "".join(ch for ch in map(chr, range(0x110000)) if ch.isspace())

#: The fu of the values below the limits that the game sheet's needs table searches: the fu most
#: hands score (a limit's fu do not matter; its win event gives the first).
USUAL_FU = (30, 40)


def page_data() -> dict[str, Any]:
    """The page's engine facts, JSON-ready::

        {"default_profile": "ema2025",
         "profiles": [{"id": "ema2025", "name": {"en": "EMA 2025", "ja": "EMA 2025"},
                       "summary": {"en": "Double-wind pair 2 fu; ...", "ja": "連風牌の雀頭は2符、..."},
                       "options": {"double_wind_pair_fu": 2, "kiriage": true, ...},
                       "game": {"start_points": 30000, "uma": [15000, 5000, -5000, -15000], ...},
                       "players": 4, "tiles": ["1m", "2m", ..., "7z"], "meld_kinds": ["chi", "pon", "kan", "ankan"],
                       "seats": [0, 1, 2, 3], "seat_winds": [["east", "south", "west", "north"], ...],
                       "tsumo_payers": 3, "max_kita": 0, "four_player_profile": null}, ...],
         "flags": ["riichi", "double_riichi", ...],
         "meld_kinds": ["chi", "pon", "kan", "ankan"],
         "meld_sizes": {"chi": 3, "pon": 3, "kan": 4, "ankan": 4},
         "open_meld_kinds": ["chi", "pon", "kan"],
         "hand_tiles": 14,
         "max_indicators": 5,
         "max_counter": 999,
         "languages": ["en", "ja"],
         "default_language": "en",
         "tile_names": {"1m": {"en": "1 of characters", "ja": "一萬"}, ..., "0m": {...}, ..., "7z": {...}},
         "wind_names": {"east": {"en": "East", "ja": "東"}, ...},
         "limit_names": {"mangan": {"en": "Mangan", "ja": "満貫"}, ...},
         "yakuman_names": {"1": {"en": "Yakuman", "ja": "役満"}, "2": {"en": "Double yakuman", "ja": "ダブル役満"},
                           ..., "4": {"en": "4× yakuman", "ja": "4倍役満"}, ..., "8": {...}},
         "entry_points": [{"name": "score", "json": "score_json", "lane": "score"},
                          {"name": "waits", "json": "waits_json", "lane": "panel"}, ...],
         "request_fields": [{"name": "hand", "types": ["string"], "default": null, "values": [], "most": null,
                             "entry_points": ["score", "waits", "discards"]}, ...,
                            {"name": "win", "types": ["string"], "default": "ron", "values": ["ron", "tsumo"],
                             "most": null, "entry_points": ["score"]}, ...,
                            {"name": "honba", "types": ["integer"], "default": 0, "values": [], "most": 999, ...}, ...],
         "way_flags": {"ron": ["houtei", "chankan", "renhou"], "tsumo": ["haitei", "rinshan", "tenhou", "chiihou"]},
         "tile_copies": 4,
         "red_five_copies": 1,
         "tsumo_payers": 3,
         "limit_han": {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11},
         "sheet_han": [1, 2, ..., 13],
         "sheet_fu": [20, 25, 30, 40, ..., 110],
         "sheet_yakuman": [1, 2, 3, 4],
         "usual_fu": [30, 40],
         "needs_ladder": [{"han": 1, "fu": 30}, {"han": 1, "fu": 40}, ..., {"han": 4, "fu": 30},
                          {"han": 5, "fu": 30, "limit": "mangan"}, ..., {"yakuman": 1, "limit": "yakuman"}],
         "game_filled_fields": ["seat_wind", "round_wind", "win", "honba", "riichi_sticks", "rules"],
         "seats": [0, 1, 2, 3],
         "winds": ["east", "south", "west", "north"],
         "seat_winds": [["east", "south", "west", "north"], ["north", "east", "south", "west"], ...],
         "mpsz_spaces": "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000...\u3000",
         "practice_topics": [{"id": "win_condition", "name": {"en": "the winning condition", "ja": "和了の条件"},
                              "profiles": ["ema2025", ...], "asks": ["fu"]}, ...],
         "rule_options": [{"name": "double_wind_pair_fu", "kind": "numbers", "values": [2, 4],
                           "label": {"en": "Double-wind pair", ...}, "help": {...},
                           "value_names": {"2": {"en": "Double-wind pair 2 fu", ...}, "4": {...}}},
                          {"name": "kiriage", "kind": "flag", ...}, ...,
                          {"name": "honba_ron", "kind": "points", "low": 0, "high": 3000, ...}, ...],
         "thousands_separator": {"en": ",", "ja": ""},
         "summary_format": {"sentence": {"en": "{phrases}.", "ja": "{phrases}。"}, "separator": {"en": "; ", "ja": "、"}}}

    ``profiles``: every profile of :data:`tenbou.rules.PROFILES`, in the page's order, with
    the one-line summary of :func:`tenbou.rules.summary` (and ``summary_phrases``, its phrases in
    order, each with the options whose values it says, ``reads`` (:data:`PHRASE_READS`), so that
    the page can leave out those a change of the rules makes untrue; ``summary_format``: the
    sentence and the separator that join them) and every option as
    :meth:`tenbou.rules.Rules.to_json` gives it (``options.aka_dora``: red fives count, and the
    palette offers them; ``honba_ron``, ``honba_tsumo_each``, ``riichi_stick``: points per honba
    on a ron, per honba from each payer on a self-draw, per riichi stick), and its game rules
    as :meth:`tenbou.rules.GameRules.to_json` gives them (docs/game.md); then what the profile's
    count of players (``options.players``) makes of the page (docs/rules.md, "Three players
    (sanma)"): ``tiles``, the palette's tiles in play, in MPSZ order (no 2m-8m with three
    players; the red fives ``0p`` ``0s``, after each suit's 9, only where ``aka_dora`` counts them),
    ``meld_kinds`` the melds a request may declare (no chi with three players), ``seats`` and
    ``seat_winds`` (``seat_winds[dealer][seat]``: East, South and West with three players),
    ``tsumo_payers`` (the seats that pay a self-draw), ``max_kita`` (the norths a request may
    set aside, ``kita``: 0 with four players) and ``four_player_profile`` (a three-player
    profile's four-player profile of the same platform, :data:`tenbou.rules.THREE_PLAYER_BASES`,
    under which a link opens a hand that three players cannot hold; null for the others). ``flags``: the
    request's condition fields, in the contract's order. ``meld_sizes``: tiles per meld kind;
    ``open_meld_kinds``: the kinds that open a hand; ``hand_tiles``: tiles in a winning hand,
    each quad counted as 3. ``max_indicators``: dora indicators
    (and ura dora indicators) a request may give. ``max_counter``: the most ``honba`` and
    ``riichi_sticks`` a request may give (from 0). ``languages``: the languages the engine
    speaks (a request's ``lang``). ``tile_names``: each tile's name in words, by MPSZ code (the
    red fives ``0m 0p 0s`` too), as the engine's texts name tiles; ``wind_names``: the four winds
    by the request's ids; ``limit_names``: each ``limit`` of a response by its id;
    ``yakuman_names``: what a hand worth 1 to :data:`tenbou.table.game.MAX_YAKUMAN` yakuman is called
    (:func:`tenbou.i18n.yakuman_count`: every count a score or a game entry can have), by the
    count written as a JSON key.
    ``entry_points``: the engine's entry points (:data:`tenbou.faces.entry_points.ENTRY_POINTS`), each
    by its name (the request type the web worker is sent), its JSON function's name in
    :mod:`tenbou` (what the worker calls) and its lane (the page's queue of its requests, where
    a newer request replaces an older one still pending). ``request_fields``: every field of a score request
    (:data:`tenbou.road.request.REQUEST_FIELDS`), in the contract's order, with the JSON types its
    value may take (``string``, ``integer``, ``boolean``, ``array``, ``object``), the value its
    absence stands for (null for ``hand`` and ``win_tile``, which a score request must have),
    the ``values`` it may take when they are a list (else ``[]``), the ``most`` a whole number
    may be (from 0; else null) and the ``entry_points`` whose requests take it (``win_tile`` and
    ``win``: a score request's only).

    ``way_flags``: the flags that belong to one way of winning, by ``win``
    (:data:`tenbou.tools.waits.RON_ONLY`, :data:`~tenbou.tools.waits.TSUMO_ONLY`): a request won the other
    way leaves them out. ``tile_copies``: copies of each tile in the set, ``red_five_copies``:
    of them, the red fives of a suit where red fives count (:data:`tenbou.road.hand.TILE_COPIES`,
    :data:`~tenbou.road.hand.RED_FIVE_COPIES`; more is ``too_many_copies``). ``tsumo_payers``: the
    seats that pay a self-draw, each paying ``honba_tsumo_each`` per honba
    (:data:`tenbou.road.scoring.TSUMO_PAYERS`). ``limit_han``: the han from which each limit below
    yakuman is paid whatever the fu (:data:`tenbou.road.scoring.HAN_LIMITS`; below a mangan's han the
    fu count). ``sheet_han``, ``sheet_fu``, ``sheet_yakuman``: what the game sheet offers for a
    win's value, each one a value the ledger takes: 1 han to :data:`tenbou.road.scoring.KAZOE_HAN`
    (more pay the same), the chart's fu rows (:data:`tenbou.tools.chart.CHART_FU`), yakuman counts
    (:data:`tenbou.table.game.SHEET_YAKUMAN`). ``usual_fu``: the fu most hands score, the first the
    sheet's pick (:data:`USUAL_FU`). ``needs_ladder``: the win values that the sheet's "what
    each seat needs" searches, in increasing value: each han below a mangan at the
    :data:`USUAL_FU` that do not reach it, then each limit of ``limit_han`` (at 30 fu) and a
    yakuman; each entry is a win event's value (``han`` and ``fu``, or ``yakuman``) with the
    ``limit`` it reaches, if any. ``game_filled_fields``: the score request fields that the game
    fills in for a win given as a hand, which such a hand leaves out
    (:data:`tenbou.table.game.FILLED_HAND_FIELDS`). ``seats``: a game's seats, 0 dealing first;
    ``winds``: the winds in turn order, by the request's ids; ``seat_winds[dealer][seat]``: each
    seat's wind in a hand that ``dealer`` deals (:func:`tenbou.table.game.seat_wind`).
    ``fu_step_parts``: the reasons of the fu steps that read the same in every hand, by the
    part of the count they belong to (:data:`FIXED_STEP_PARTS`: ``base``, ``win``, ``open_flat``,
    ``seven_pairs``) and language: ``{"base": {"en": ["base for winning"], "ja": ["副底"]}, "win":
    {"en": ["concealed hand won on a discard", ...], ...}, ...}``, so that the practice view
    (js/practice/parts.js) files each step of a response under its part.
    ``mpsz_spaces``: every character that MPSZ text may hold anywhere and that the engine's
    reader skips (:data:`MPSZ_SPACES`), so that the page reads tile text by the engine's
    grammar: digits, then a lower-case suit letter; nothing else. ``practice_topics``: the
    practice topics (:data:`tenbou.table.practice.TOPICS`, docs/api.md "Practice"), in order, each with
    its name, the profiles that can deal it (``open_pinfu`` needs chi: not with three
    players) and what its question asks for (``asks``, in the order of the count: ``steps``,
    ``fu``, ``han``, ``base_points``, ``payment``: the fu for the fu topics, and ``payment`` for a
    limit hand; ``han``, ``payment`` and every step for the topics of the whole count); a
    request's ``topic`` may also be ``mixed``. ``practice_guide``: the fu guide's tables and the
    practice hints, numbers from the engine and words in every language
    (:func:`tenbou.table.guide.practice_guide`). ``practice_levels``: the levels of difficulty a
    practice request may ask for, lowest first (:data:`tenbou.table.practice.LEVELS`; the last,
    the default, deals anything).
    ``rule_options``: every scoring option of :data:`tenbou.rules.OPTIONS` but ``players``
    (:data:`NOT_IN_EDITOR`) (what a request's
    ``rules`` object may change, docs/rules.md), in order, for the page's rules editor: its
    ``name``, its ``kind`` (``flag``: true or false; ``numbers`` or ``choice``: one of
    ``values``; ``subset``: some of ``values``, as a list; ``points``: a whole number from
    ``low`` to ``high``), its ``label`` and ``help`` (the catalogs' ``option.<name>`` and
    ``option.<name>.help``) and, for the values of a number, choice or subset option,
    ``value_names`` by the value as text (:func:`_value_name`). ``thousands_separator``: what
    each language puts between groups of three digits of points, as the engine's calls and texts
    write them (:func:`tenbou.road.calls.points_text`; docs/i18n.md, "Numbers").

    >>> data = page_data()
    >>> [p["id"] for p in data["profiles"]][:2], data["profiles"][3]["options"]["aka_dora"]
    (['ema2025', 'wrc2025'], True)
    """
    return {
        "default_profile": DEFAULT_PROFILE,
        "profiles": [_profile(rules) for rules in PROFILES.values()],
        "flags": list(FLAGS),
        "meld_kinds": list(MELD_KINDS),
        "meld_sizes": dict(MELD_SIZES),
        "open_meld_kinds": list(OPEN_MELD_KINDS),
        "hand_tiles": HAND_TILES,
        "max_indicators": MAX_INDICATORS,
        "max_counter": MAX_COUNTER,
        "languages": list(LANGUAGES),
        "default_language": DEFAULT_LANGUAGE,
        "tile_names": {code: every_language(f"tile.{code}") for code in tile_codes()},
        "wind_names": {wind: every_language(f"wind.{wind}") for wind in WIND_IDS},
        "limit_names": {limit: every_language(f"limit.{limit}") for limit in LIMITS},
        "yakuman_names": {str(n): {lang: format(yakuman_count(lang, n)) for lang in LANGUAGES}
                          for n in range(1, MAX_YAKUMAN + 1)},
        "entry_points": [{"name": name, "json": entry.json_function.__name__, "lane": entry.lane}
                         for name, entry in ENTRY_POINTS.items()],
        "request_fields": [_request_field(name, field) for name, field in REQUEST_FIELDS.items()],
        "way_flags": {"ron": list(RON_ONLY), "tsumo": list(TSUMO_ONLY)},
        "tile_copies": TILE_COPIES,
        "red_five_copies": RED_FIVE_COPIES,
        "tsumo_payers": TSUMO_PAYERS,
        "limit_han": {limit: han for limit, han, _ in HAN_LIMITS},
        "sheet_han": list(range(1, KAZOE_HAN + 1)),
        "sheet_fu": list(CHART_FU),
        "sheet_yakuman": list(SHEET_YAKUMAN),
        "usual_fu": list(USUAL_FU),
        "needs_ladder": _needs_ladder(),
        "game_filled_fields": list(FILLED_HAND_FIELDS),
        "seats": list(SEATS),
        "winds": list(WIND_IDS),
        "seat_winds": [[seat_wind(seat, dealer) for seat in SEATS] for dealer in SEATS],
        "mpsz_spaces": MPSZ_SPACES,
        "practice_topics": [{"id": topic, "name": every_language(f"practice.topic.{topic}"),
                             "profiles": [rules.id for rules in PROFILES.values() if entry.available(rules)],
                             "asks": list(entry.asks)}
                            for topic, entry in TOPICS.items()],
        "practice_guide": practice_guide(),
        "practice_levels": list(LEVELS),
        "fu_step_parts": _fu_step_parts(),
        "rule_options": [_rule_option(option) for option in OPTIONS if option.name not in NOT_IN_EDITOR],
        "thousands_separator": every_language("call.thousands_separator"),
        "summary_format": {"sentence": every_language("summary.sentence", phrases="{phrases}"),
                           "separator": every_language("summary.separator")},
    }


def chart_data() -> dict[str, Any]:
    """The chart view's engine facts, JSON-ready: each profile's score chart without honba or
    riichi sticks (:func:`tenbou.tools.chart.chart`, docs/api.md "Chart"), so that the view
    draws it before the engine has started. ``build.py build`` writes it as ``js/chart-data.js``,
    apart from :func:`page_data`, so that only the chart view loads it::

        {"chart_layout": {"han": [1, 2, 3, 4], "fu": [20, 25, 30, ..., 110],
                          "cells": [{"han": 1, "fu": 20, "dealer": false, "win": "ron", "reachable": false}, ...]},
         "charts": {"ema2025": {"shown": {"en": ["1,000", ...], "ja": ["1000", ...]}, "limit": [null, ...],
                                "limits": [{"han_from": 5, "han_to": 5, "yakuman": 0, "dealer": false, "win": "ron",
                                            "limit": "mangan", "shown": {"en": "8,000", "ja": "8000"}}, ...]}, ...}}

    ``chart_layout``: the ``han`` and ``fu`` and each cell's ``han``, ``fu``, ``dealer``, ``win``
    and ``reachable``, the same in every profile; ``charts[profile]``: each cell's ``shown`` by
    language and its ``limit``, in the layout's order, and the ``limits`` rows with the fields
    the page draws, ``shown`` by language.
    """
    return {"chart_layout": _chart_layout(), "charts": {rules.id: _chart(rules.id) for rules in PROFILES.values()}}


#: The fields of a chart's limit rows that the page draws, besides ``shown``.
CHART_LIMIT_FIELDS = ("han_from", "han_to", "yakuman", "dealer", "win", "limit")


def _chart_layout() -> dict[str, Any]:
    """``chart_layout`` (see :func:`chart_data`): the chart's columns, rows and cells, the same
    in every profile."""
    first = chart()
    return {"han": first["han"], "fu": first["fu"],
            "cells": [{name: cell[name] for name in ("han", "fu", "dealer", "win", "reachable")} for cell in first["cells"]]}


def _chart(profile_id: str) -> dict[str, Any]:
    """``charts[profile]`` (see :func:`chart_data`): the profile's chart without honba or sticks."""
    answers = {lang: chart({"rules": profile_id, "lang": lang}) for lang in LANGUAGES}
    first = answers[DEFAULT_LANGUAGE]
    return {"shown": {lang: [cell["shown"] for cell in answer["cells"]] for lang, answer in answers.items()},
            "limit": [cell["limit"] for cell in first["cells"]],
            "limits": [{**{name: row[name] for name in CHART_LIMIT_FIELDS},
                        "shown": {lang: answers[lang]["limits"][i]["shown"] for lang in LANGUAGES}}
                       for i, row in enumerate(first["limits"])]}


#: The part of a fu count (docs/fu.md's order: the base, the winning condition, each set, the
#: pair, the wait) that each step of :data:`tenbou.road.fu.FIXED` belongs to; ``open_flat`` (an open
#: hand's 2 fu) and ``seven_pairs`` stand apart. A step with ``tiles`` is its set's or its pair's,
#: and any other step is the wait's.
FIXED_STEP_PARTS = {"base": "base", "concealed_ron": "win", "concealed_ron_chankan": "win", "self_draw": "win",
                    "self_draw_rinshan": "win", "open_flat": "open_flat", "seven_pairs": "seven_pairs"}


def _fu_step_parts() -> dict[str, dict[str, list[str]]]:
    """``fu_step_parts`` (see :func:`page_data`): each part's fixed steps' reasons, by language."""
    parts: dict[str, dict[str, list[str]]] = {}
    for name, part in FIXED_STEP_PARTS.items():
        reason = every_language(FIXED[name].reason)
        for lang, text in reason.items():
            parts.setdefault(part, {}).setdefault(lang, []).append(text)
    return parts


#: The JSON name of each Python type a request field takes.
_JSON_TYPES = {str: "string", int: "integer", bool: "boolean", list: "array", dict: "object"}


def _json_default(default: object) -> object:
    """A field's default as JSON gives it back: a tuple (no melds) as a list."""
    return list(default) if type(default) is tuple else default


def _request_field(name: str, field: Field) -> dict[str, Any]:
    """One entry of ``request_fields`` (see :func:`page_data`)."""
    return {"name": name, "types": [_JSON_TYPES[t] for t in field.types], "default": _json_default(field.default),
            "values": list(field.values), "most": field.most, "entry_points": list(field.entry_points)}


def _needs_ladder() -> list[dict[str, Any]]:
    """The values of ``needs_ladder``, lowest first (see :func:`page_data`)."""
    mangan_han = HAN_LIMITS[0][1]
    below = [{"han": han, "fu": fu} for han in range(1, mangan_han) for fu in USUAL_FU
             if hand_value(han, fu).limit is None]
    limits = [{"han": han, "fu": USUAL_FU[0], "limit": limit} for limit, han, _ in HAN_LIMITS]
    return [*below, *limits, {"yakuman": 1, "limit": "yakuman"}]


#: The kind of each option's values, as ``rule_options`` names it.
_OPTION_KINDS = {Flag: "flag", Numbers: "numbers", Choice: "choice", Subset: "subset", Points: "points"}


def _value_name(option: Option, value: object) -> str:
    """The catalog key naming one value of ``option``, short, as the rules editor shows it after
    the option's label ("Double-wind pair: 4 fu"): a double yakuman form's name for
    ``double_yakuman``, else ``option.<name>.<value>`` (the summary's phrases,
    ``summary.<name>.<value>``, say the label again: "Double-wind pair 4 fu")."""
    if option.name == "double_yakuman":
        return f"summary.double_form.{value}"
    return f"option.{option.name}.{value}"


def _rule_option(option: Option) -> dict[str, Any]:
    """One entry of ``rule_options`` (see :func:`page_data`)."""
    values = option.kind
    entry: dict[str, Any] = {"name": option.name, "kind": _OPTION_KINDS[type(values)],
                             "label": every_language(f"option.{option.name}"),
                             "help": every_language(f"option.{option.name}.help")}
    if isinstance(values, Points):
        entry.update(low=values.low, high=values.high)
    elif isinstance(values, (Numbers, Choice, Subset)):
        entry["values"] = list(values.values)
        entry["value_names"] = {str(v): every_language(_value_name(option, v)) for v in values.values}
    return entry


def _profile(rules: Rules) -> dict[str, Any]:
    options = rules.to_json()
    del options["name"]
    seats = range(rules.players)
    return {"id": options.pop("id"), "name": {lang: rules.name_in(lang) for lang in LANGUAGES},
            "summary": {lang: summary(rules, lang) for lang in LANGUAGES}, "summary_phrases": _summary_phrases(rules),
            "options": options,
            "game": rules.game.to_json(), "players": rules.players, "tiles": _palette(rules),
            "meld_kinds": list(PLAYER_MELD_KINDS[rules.players]),
            "seats": list(seats), "seat_winds": [[seat_wind(seat, dealer, rules.players) for seat in seats]
                                                 for dealer in seats],
            "tsumo_payers": PAYERS[rules.players], "max_kita": MOST_KITA[rules.players],
            "four_player_profile": THREE_PLAYER_BASES.get(rules.id)}


#: The options whose values a summary phrase says, by the option that gives the phrase, where
#: it says more than its own (:func:`tenbou.rules._yakuman_phrase`: how yakuman add up and which
#: count double); any other phrase says its own option's value only.
PHRASE_READS = {"yakuman_stacking": ("yakuman_stacking", "double_yakuman")}


def _summary_phrases(rules: Rules) -> list[dict[str, Any]]:
    """``summary_phrases`` of a profile (see :func:`page_data`): the summary's phrases, in order."""
    return [{"reads": list(PHRASE_READS.get(option.name, (option.name,))),
             "phrase": {lang: option.describe(rules, lang) for lang in LANGUAGES}}
            for option in OPTIONS if option.describe(rules) is not None]


def _palette(rules: Rules) -> list[str]:
    """The tiles in play under ``rules`` as MPSZ codes, in tile order, each suit's red five (where
    the rules count red fives and the five is in play) after its 9."""
    in_play = TILES_IN_PLAY[rules.players]
    codes = []
    for tile in in_play:
        codes.append(tile_name(tile))
        if rules.aka_dora and tile % 9 == 8 and tile < FIRST_HONOUR and FIVES[tile // 9] in in_play:
            codes.append(f"0{'mps'[tile // 9]}")
    return codes
