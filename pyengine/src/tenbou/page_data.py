"""What the web page takes from the engine rather than typing it again: the rule profiles with
their names and summaries, the default profile, the request's condition flags, the meld kinds
and the limits on indicators and counters, the engine's names of tiles, winds and limits, and
the names of its entry points.
``build.py build`` writes :func:`page_data` into the built site as ``js/engine-data.js`` (one
``export const`` per key, the key in capitals). Every text is given in each language, as an
object keyed by language id: ``{"en": "EMA 2025", "ja": "EMA 2025"}``.
"""

from __future__ import annotations

from .entry_points import ENTRY_POINTS
from .hand import FLAGS, HAND_TILES, MELD_KINDS, MELD_SIZES, OPEN_MELD_KINDS
from .request import MAX_COUNTER, MAX_INDICATORS, REQUEST_FIELDS
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, WIND_IDS, every_language, tile_codes
from .rules import DEFAULT_PROFILE, PROFILES, summary
from .scoring import LIMITS


def page_data() -> dict:
    """The page's engine facts, JSON-ready::

        {"default_profile": "ema2025",
         "profiles": [{"id": "ema2025", "name": {"en": "EMA 2025", "ja": "EMA 2025"},
                       "summary": {"en": "Double-wind pair 2 fu; ...", "ja": "連風牌の雀頭は2符、..."},
                       "options": {"double_wind_pair_fu": 2, "kiriage": true, ...},
                       "game": {"start_points": 30000, "uma": [15000, 5000, -5000, -15000], ...}}, ...],
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
         "entry_points": [{"name": "score", "json": "score_json"}, {"name": "waits", ...}, ...],
         "request_fields": [{"name": "hand", "types": ["string"], "default": null}, ...,
                            {"name": "rules", "types": ["string", "object"], "default": "ema2025"}, ...]}

    ``profiles``: every profile of :data:`tenbou.rules.PROFILES`, in the page's order, with
    the one-line summary of :func:`tenbou.rules.summary` and every option as
    :meth:`tenbou.rules.Rules.to_json` gives it (``options.aka_dora``: red fives count, and the
    palette offers them; ``honba_ron``, ``honba_tsumo_each``, ``riichi_stick``: points per honba
    on a ron, per honba from each payer on a self-draw, per riichi stick), and its game rules
    as :meth:`tenbou.rules.GameRules.to_json` gives them (docs/game.md). ``flags``: the
    request's condition fields, in the contract's order. ``meld_sizes``: tiles per meld kind;
    ``open_meld_kinds``: the kinds that open a hand; ``hand_tiles``: tiles in a winning hand,
    each quad counted as 3. ``max_indicators``: dora indicators
    (and ura dora indicators) a request may give. ``max_counter``: the most ``honba`` and
    ``riichi_sticks`` a request may give (from 0). ``languages``: the languages the engine
    speaks (a request's ``lang``). ``tile_names``: each tile's name in words, by MPSZ code (the
    red fives ``0m 0p 0s`` too), as the engine's texts name tiles; ``wind_names``: the four winds
    by the request's ids; ``limit_names``: each ``limit`` of a response by its id.
    ``entry_points``: the engine's entry points (:data:`tenbou.entry_points.ENTRY_POINTS`), each
    by its name (the request type the web worker is sent) and its JSON function's name in
    :mod:`tenbou` (what the worker calls). ``request_fields``: every field of a score request
    (:data:`tenbou.request.REQUEST_FIELDS`), in the contract's order, with the JSON types its
    value may take (``string``, ``integer``, ``boolean``, ``array``, ``object``) and the value its
    absence stands for (null for ``hand`` and ``win_tile``, which a score request must have).

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
        "entry_points": [{"name": name, "json": entry.json_function.__name__} for name, entry in ENTRY_POINTS.items()],
        "request_fields": [{"name": name, "types": [_JSON_TYPES[t] for t in field.types], "default": _json_default(field.default)}
                           for name, field in REQUEST_FIELDS.items()],
    }


#: The JSON name of each Python type a request field takes.
_JSON_TYPES = {str: "string", int: "integer", bool: "boolean", list: "array", dict: "object"}


def _json_default(default):
    """A field's default as JSON gives it back: a tuple (no melds) as a list."""
    return list(default) if type(default) is tuple else default


def _profile(rules) -> dict:
    options = rules.to_json()
    del options["name"]
    return {"id": options.pop("id"), "name": {lang: rules.name_in(lang) for lang in LANGUAGES},
            "summary": {lang: summary(rules, lang) for lang in LANGUAGES}, "options": options,
            "game": rules.game.to_json()}
