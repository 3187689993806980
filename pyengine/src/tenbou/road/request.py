"""Reading a score request: its JSON fields checked and turned into a :class:`Hand` and
:class:`Rules`, or a :class:`TenbouError` with the code of the first thing wrong.

The fields are declared once, in :data:`REQUEST_FIELDS`: their types, defaults, allowed values
and meanings, from which come the reader's checks, the command line's options and docs/api.md's
table (:func:`field_table`). The error codes are those of docs/api.md ("Errors"). The checks
run in the order a player would fix things: the request's shape and field types, the tiles,
the tile count, the copies of each tile, the winning tile, then the conditions of the win
(:func:`check_conditions`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from collections.abc import Container
from typing import Any, Callable, NamedTuple

from ..errors import TenbouError, check_language
from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, Named, Tile, yaku_name
from .hand import (
    FLAGS, HAND_TILES, MELD_KINDS, MELD_SIZES, PLAYER_MELD_KINDS, QUAD, SEQUENCE, TRIPLET, Group, Hand, closed_with,
)
from ..kernel.memo import MEMO_KEY_MAX, Memo
from ..rules import DEFAULT_PROFILE, PROFILES, Rules, resolve_rules
from ..kernel.tiles import (
    ABSENT_MASK, EAST, FIRST_HONOUR, FIVES, NORTH, RED_BYTE, THREE_PLAYER_ABSENT, TILE_NAMES, WIND_IDS, WINDS, count_bits, count_bytes,
    count_of, excess_copies, parse_tile, tile_bits, tiles_and_bits,
)


MAX_INDICATORS = 5  # the first dora indicator and four kan dora
MAX_COUNTER = 999  # honba and riichi sticks: 0 to 999
MAX_KITA = 4  # norths set aside: 0 to 4 (three players)
MOST_MELDS = 4  # melds a request may declare
#: The most norths a request may set aside (``kita``), by the number of players: none with four.
MOST_KITA = {4: 0, 3: MAX_KITA}

#: The entry points whose requests are made of these fields: a score request, and the waits and
#: discards requests, a score request's situation without its winning tile and way (docs/waits.md).
READERS = ("score", "waits", "discards")


@dataclass(frozen=True)
class Field:
    """One field of a request, declared once for the reader, the command line, the page and
    docs/api.md.

    ``types``: the Python types of the JSON values it takes (the first is the one an error
    names). ``default``: the value its absence stands for (None for a field a score request
    must have). ``meaning``: what it means, as docs/api.md's table says it (:func:`field_table`).
    ``values``: the values it may take, when they are a list (``()``: any of its type);
    ``most``: a whole number's largest value (from 0), or None; ``refused``: the catalog key of
    the ``bad_request`` message for a value outside ``values`` or beyond ``most`` ("" where the
    reader checks the value elsewhere). ``entry_points``: the entry points whose requests take
    it (of :data:`READERS`). ``option``: the command line's option that sets it (``HAND``: the
    argument itself; ``--{kind}``: one option per meld kind; "" for none), ``option_help`` its
    help, and ``switch`` the value an option without argument sets (None: the option takes
    one).
    """

    types: tuple[type, ...]
    default: object
    meaning: str
    values: tuple[str, ...] = ()
    most: int | None = None
    refused: str = ""
    entry_points: tuple[str, ...] = READERS
    option: str = ""
    option_help: str | None = None
    switch: object = None


def _flag(flag: str) -> Field:
    """The field of one condition of the win (:data:`tenbou.road.hand.FLAGS`)."""
    return Field((bool,), False, "the situation of the win (which combinations are allowed: [errors](#errors))",
                 option="--" + flag.replace("_", "-"), switch=True)


#: Every field of a request, in the contract's order (docs/api.md, "Score request"): the one
#: home of their types, defaults, allowed values and meanings, which the request reader, the
#: waits and discards reader, the command line (``python -m tenbou``), docs/api.md's table
#: (:func:`field_table`) and the page (:func:`tenbou.faces.page_data.page_data`) take from here.
#: ``rules`` is a profile id or a rules object (:func:`tenbou.rules.resolve_rules`).
REQUEST_FIELDS = {
    "hand": Field(
        (str,), None, "the concealed tiles in MPSZ: for a score, the winning tile included, 14 tiles less 3 per "
        "meld; for waits 13 and for discards 14, less 3 per meld", option="HAND",
        option_help="concealed tiles in MPSZ (less 3 per meld): 14 for a score, the winning tile included "
                    "(e.g. 123m456m999p555s77z), 13 for waits, 14 for discards"),
    "win_tile": Field(
        (str,), None, "the one tile that completed the hand; it must be among the concealed tiles (a red five as "
        "`0m`, a plain five as `5m`)", entry_points=("score",), option="--win",
        option_help="the winning tile (default: the last tile written)"),
    "melds": Field(
        (list,), (), f"called or declared sets, at most {MOST_MELDS}, each `{{\"kind\": K, \"tiles\": \"777z\"}}` "
        "with `kind` one of `chi`, `pon`, `kan` (an open quad, called or added), `ankan` (a concealed quad); no "
        "other keys", option="--{kind}", option_help="one {kind} meld (repeatable)"),
    "win": Field(
        (str,), "ron", "how the hand was won, on a discard or by self-draw", values=("ron", "tsumo"),
        refused="error.bad_request.win", entry_points=("score",), option="--tsumo",
        option_help="won by self-draw (default: ron)", switch="tsumo"),
    "seat_wind": Field(
        (str,), "south", "the winner's seat wind (not `\"north\"` under a three-player profile); the dealer is "
        "the player whose seat wind is east", values=WIND_IDS, refused="error.bad_request.wind", option="--seat",
        option_help="seat wind (east = dealer)"),
    "round_wind": Field(
        (str,), "east", "the round wind (not `\"north\"` under a three-player profile)", values=WIND_IDS,
        refused="error.bad_request.wind", option="--round", option_help="round wind"),
    **{flag: _flag(flag) for flag in FLAGS},
    "dora_indicators": Field(
        (str,), "", f"the dora indicator tiles in MPSZ, at most {MAX_INDICATORS} (the first indicator and four "
        "kan dora)", option="--dora", option_help="dora indicators, e.g. 2m7z"),
    "ura_dora_indicators": Field(
        (str,), "", f"the ura dora indicators, at most {MAX_INDICATORS} and no more than the dora indicators; "
        "counted only with riichi or double riichi", option="--ura", option_help="ura dora indicators"),
    "honba": Field((int,), 0, "repeat counters", most=MAX_COUNTER, refused="error.bad_request.counter",
                   option="--honba"),
    "riichi_sticks": Field((int,), 0, "riichi sticks on the table", most=MAX_COUNTER,
                           refused="error.bad_request.counter", option="--sticks",
                           option_help="riichi sticks on the table"),
    "kita": Field(
        (int,), 0, "the norths the winner has set aside as nuki dora (three players only; each is one han of "
        "`nukidora`, in sight for the copies: docs/rules.md#kita-nuki-dora)", most=MAX_KITA,
        refused="error.bad_request.counter", option="--kita",
        option_help="norths set aside as nuki dora (three-player rules, e.g. --rules tenhou_sanma)"),
    "rules": Field(
        (str, dict), DEFAULT_PROFILE, "a profile id (" + ", ".join(f"`{name}`" for name in PROFILES) + ") or "
        "`{\"base\": \"<profile id>\", \"<option>\": value, ...}`; see docs/rules.md#choosing-the-rules",
        option="--rules",
        option_help=", ".join(name + (" (default)" if name == DEFAULT_PROFILE else "") for name in PROFILES)
        + ", or a rules object as JSON, e.g. '{\"base\": \"tenhou_sanma\", \"sanma_tsumo\": \"bisection\"}'"),
    "lang": Field(
        (str,), DEFAULT_LANGUAGE, "the language of every text in the response: yaku and limit names, fu step "
        "reasons, notes, `rules_name`, error messages (docs/i18n.md); ids, codes and numbers are the same "
        "in every language", values=LANGUAGES, option="--lang",
        option_help="the language of every text (the request's lang)"),
}
#: Every field a request may have.
FIELDS = frozenset(REQUEST_FIELDS)
_TYPES = {key: field.types for key, field in REQUEST_FIELDS.items()}
_DEFAULTS = {key: field.default for key, field in REQUEST_FIELDS.items()}
#: The fields whose values the reader checks against their ``values`` or ``most``, in order.
_CHECKED_VALUES = {key: field for key, field in REQUEST_FIELDS.items() if field.refused}
#: The values each of those fields may take: its ``values``, or the whole numbers from 0 to its
#: ``most``.
_ALLOWED: dict[str, Container[object]] = {
    key: frozenset(field.values) if field.values else range((field.most or 0) + 1)
    for key, field in _CHECKED_VALUES.items()}


def field_value(request: dict[str, Any], key: str) -> Any:
    """The value of the field ``key`` of a score request (or a waits or discards request): the
    request's own, or the field's default (:data:`REQUEST_FIELDS`).

    >>> field_value({"honba": 2}, "honba"), field_value({}, "seat_wind")
    (2, 'south')
    """
    return request.get(key, _DEFAULTS[key])


#: How docs/api.md names each type a field takes.
_TYPE_WORDS = {str: "string", int: "whole number", bool: "boolean", list: "list", dict: "object"}


#: A file of docs/ named in a field's meaning, with its part: a link from docs/api.md.
_DOC_LINK = re.compile(r"docs/([a-z0-9]+\.md)(#[a-z-]+)?")


def _table_meaning(field: Field) -> str:
    """A field's meaning in docs/api.md's table: its values first, then its meaning, its largest
    number, and the entry points that take it when not all do."""
    meaning = _DOC_LINK.sub(r"[\1](\1\2)", field.meaning)
    if field.values:
        quoted = [f"`{json.dumps(value)}`" for value in field.values]
        meaning = ", ".join(quoted[:-1]) + " or " + quoted[-1] + ": " + meaning
    if field.most is not None:
        meaning += f", 0 to {field.most}"
    if field.entry_points != READERS:
        meaning += "; " + " and ".join(field.entry_points) + " requests only"
    return meaning


def field_table() -> str:
    """docs/api.md's table of the request fields, as markdown (one line a row, a line break at
    the end): each field's name, types, default and meaning with its limits
    (:data:`REQUEST_FIELDS`); consecutive fields alike but for their names (the flags) share a
    row. tests/engine checks that docs/api.md holds it."""
    rows: list[tuple[list[str], str]] = []
    for name, field in REQUEST_FIELDS.items():
        types = " or ".join(_TYPE_WORDS[t] for t in field.types)
        default = "required" if field.default is None else "`" + json.dumps(
            list(field.default) if type(field.default) is tuple else field.default) + "`"
        cells = f" | {types} | {default} | {_table_meaning(field)} |"
        if rows and rows[-1][1] == cells:
            rows[-1][0].append(name)
        else:
            rows.append(([name], cells))
    lines = ["| field | type | default | meaning and limits |", "| --- | --- | --- | --- |"]
    lines += ["| " + ", ".join(f"`{name}`" for name in names) + cells for names, cells in rows]
    return "\n".join(lines) + "\n"


def _bad(key: str, **fields: object) -> TenbouError:
    return TenbouError("bad_request", "error.bad_request." + key, **fields)


#: The catalog key of each type's words ("a whole number"), for a value of the wrong type.
_TYPE_KEYS = {bool: "type.bool", int: "type.int", str: "type.str", list: "type.list"}

_ABSENT = object()
_FLAGS = frozenset(FLAGS)


def _check_types(request: dict[str, Any]) -> None:
    """Raise ``bad_request`` for the first field, in the contract's order (whatever the
    request's), whose value has the wrong type (exactly: a bool is not a whole number)."""
    for key, types in _TYPES.items():
        value = request.get(key, _ABSENT)
        if value is not _ABSENT and type(value) not in types:
            raise _bad(_TYPE_KEYS[types[0]], field=key, value=repr(value))


def _unknown_field(request: dict[str, Any]) -> TenbouError:
    from difflib import get_close_matches  # only here: a slow import at start-up
    unknown = sorted(map(str, set(request) - FIELDS))[0]
    close = ([f for f in sorted(FIELDS) if len(unknown) >= 3 and unknown in f]
             or get_close_matches(unknown, sorted(FIELDS), n=1, cutoff=0.6))
    if close:
        return _bad("unknown_field_hint", field=repr(unknown), hint=repr(close[0]))
    return _bad("unknown_field", field=repr(unknown))


#: Each wind's tile, by its id.
_WIND_TILES = dict(zip(WIND_IDS, WINDS))
#: The message that refuses North as a seat or round wind under three-player rules: there is
#: no north seat and no North round (docs/rules.md, "Three seats").
_NORTH_REFUSED = {"seat_wind": "error.bad_request.north_seat", "round_wind": "error.bad_request.north_round"}


def _check_values(request: dict[str, Any]) -> None:
    """Raise ``bad_request`` for the first field, in the contract's order, whose value is not
    one of its ``values`` or not from 0 to its ``most`` (:data:`REQUEST_FIELDS`)."""
    for key, field in _CHECKED_VALUES.items():
        value = request.get(key, _ABSENT)
        if value is _ABSENT:
            continue
        if field.values and value not in field.values:
            raise TenbouError("bad_request", field.refused, field=key, value=repr(value))
        if field.most is not None and not 0 <= value <= field.most:
            raise TenbouError("bad_request", field.refused, field=key, most=field.most, value=value)


def _meld(kind: str, text: str, index: int) -> tuple[Group, int]:
    """The set a meld declares, and its tiles and red fives as count bits
    (:func:`tenbou.kernel.tiles.count_bits`)."""
    tiles, bits = tiles_and_bits(text, field=f"melds[{index}]")
    meld_tiles = sorted(tiles)
    size = MELD_SIZES[kind]
    shown = text.strip()
    if len(meld_tiles) != size:
        raise TenbouError("invalid_meld", "error.invalid_meld.size", kind=_MELD_NAMES[kind], size=size, tiles=repr(shown),
                          count=len(meld_tiles))
    if kind == "chi":
        first = meld_tiles[0]
        if first >= FIRST_HONOUR or first % 9 > 6 or meld_tiles != [first, first + 1, first + 2]:
            raise TenbouError("invalid_meld", "error.invalid_meld.chi", tiles=repr(shown))
        return Group(SEQUENCE, first, False, kind), bits
    if len(set(meld_tiles)) != 1:
        raise TenbouError("invalid_meld", "error.invalid_meld.copies", kind=_MELD_NAMES[kind], size=size,
                          tiles=repr(shown))
    shape = TRIPLET if kind == "pon" else QUAD
    return Group(shape, meld_tiles[0], kind == "ankan", kind), bits


_MELD_FIELDS = frozenset(("kind", "tiles"))
# The same melds recur from hand to hand: kind + tiles -> _meld's result. Without it a score
# takes 1.06 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
_MELDS: Memo[str, tuple[Group, int]] = Memo("request.melds", key_max=MEMO_KEY_MAX)


def _parse_meld(raw: object, index: int) -> tuple[Group, int]:
    """Meld number ``index`` of a request: ``(set, its tiles and red fives as count bits)``.

    :raises TenbouError: ``bad_request`` for a malformed object, ``invalid_meld`` or
        ``invalid_tile`` for a meld that is not one.
    """
    if type(raw) is not dict:
        raise _bad("meld_object", index=index)
    if not _MELD_FIELDS.issuperset(raw):
        unknown = sorted(map(str, set(raw) - _MELD_FIELDS))[0]
        raise _bad("meld_field", index=index, field=repr(unknown))
    kind, text = raw.get("kind"), raw.get("tiles")
    if type(kind) is not str or kind not in MELD_KINDS:
        raise TenbouError("invalid_meld", "error.invalid_meld.kind", index=index, value=repr(kind))
    if type(text) is not str:
        raise _bad("meld_tiles", index=index)
    key = kind + text  # unambiguous: a kind is letters, a meld's tiles start with a digit
    found = _MELDS.get(key)
    if found is None:  # (an error names the meld's index, so errors are not kept)
        found = _meld(kind, text, index)
        _MELDS.remember(key, found)
    return found


def _parse_melds(raw_melds: list[object]) -> tuple[list[tuple[Group, int]], tuple[Group, ...], int]:
    """A request's melds (:func:`_parse_meld`; a list, empty or not): each meld's set and count
    bits, the sets, and the count bits of every meld's tiles summed (also what the waits and
    discards reader takes)."""
    melds = [_parse_meld(raw, index) for index, raw in enumerate(raw_melds)]
    return melds, tuple([group for group, _ in melds]), sum([bits for _, bits in melds])


_NO_INDICATORS = ((), 0)


def _indicator_reader(key: str) -> Callable[[str], tuple[tuple[int, ...], int]]:
    """What the memo of field ``key`` remembers: an indicator text's tiles and count bits
    (:func:`tenbou.kernel.tiles.tiles_and_bits`; an error names the field)."""
    return lambda text: tiles_and_bits(text, field=key)


# Indicator texts recur from hand to hand (a single indicator, most often): text -> its tiles
# and count bits, a memo for each field (an error, which names its field, is raised again each
# time). Without them a score takes 1.05 (dora) and 1.03 (ura dora) times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
_INDICATORS = {key: Memo(f"request.{key}", _indicator_reader(key), key_max=MEMO_KEY_MAX)
               for key in ("dora_indicators", "ura_dora_indicators")}


def _indicators(request: dict[str, Any], key: str) -> tuple[tuple[int, ...], int]:
    """The dora or ura dora indicators of field ``key``: their tiles, and the tiles and red
    fives as count bits."""
    text = request.get(key)
    if not text:
        return _NO_INDICATORS
    found = _INDICATORS[key][text]
    if len(found[0]) > MAX_INDICATORS:
        raise _bad("indicators", field=key, count=len(found[0]), most=MAX_INDICATORS)
    return found


# Winning tile texts recur too: 1.06 times as long without (bench part 1, memo worth in Pyodide, 2026-12-07).
_WIN_TILES = Memo("request.win_tiles", parse_tile, key_max=MEMO_KEY_MAX)


class Situation(NamedTuple):
    """A request read once and checked: its rules, its concealed tiles, its melds, indicators and
    the situation of the win, and for a score request its winning tile and way
    (:func:`read_situation`). A score request's :class:`Hand` is built from it
    (:func:`win_hand`), and so is each win that a waits or discards request asks about, its
    winning tile and way varied on the one situation.

    Tiles are 34-index ints, winds tiles (27 East .. 30 North), and sets of tiles count bits
    (:func:`tenbou.kernel.tiles.count_bits`: a byte per tile and per suit's red fives, so that they add
    up with ``+``). ``concealed_bits``: the concealed tiles (None for a text of more than 255
    tiles, which the tile count refuses), ``tile_count`` how many; ``meld_bits`` the tiles of
    every meld, 4 per quad; ``sight_bits`` everything in sight outside the concealed hand: the
    melds, both kinds of indicators and the ``kita`` norths set aside. ``closed``: no meld is
    called (:func:`tenbou.road.hand.closed_with`). ``flags``: the conditions of the win set true
    (of :data:`tenbou.road.hand.FLAGS`). ``win_tile`` (None without one: a waits or discards request),
    ``win_red`` (it is a red five) and ``tsumo``: a score request's win. ``lang``: the language of
    the response's texts (of :data:`tenbou.i18n.LANGUAGES`).

    (A named tuple: typed and read-only, as a frozen dataclass is; one is built for every
    request, in 1.6 µs in Pyodide, 2026-12-07, of a score's 100 or so.)
    """

    rules: Rules
    hand_text: str
    concealed_bits: int | None
    tile_count: int
    melds: tuple[Group, ...]
    closed: bool
    meld_bits: int
    dora_indicators: tuple[int, ...]
    ura_dora_indicators: tuple[int, ...]
    sight_bits: int
    seat_wind: int
    round_wind: int
    flags: frozenset[str]
    honba: int
    riichi_sticks: int
    kita: int
    win_tile: int | None
    win_red: bool
    tsumo: bool
    lang: str


def read_situation(request: object, entry_point: str = "score") -> Situation:
    """Check a request and read it into its :class:`Situation`: everything a score request's
    reading checks before it counts the concealed tiles, in the same order (docs/api.md,
    "Errors"). A score request's winning tile is read too; a waits or discards request
    (``entry_point``) has none, and its own checks come before these (:mod:`tenbou.tools.waits`).

    :raises TenbouError: ``bad_request`` (not an object, an unknown field, a value of the wrong
        type or out of its field's values or range, ``kita`` outside three-player rules, a north
        seat or a North round under them, no ``hand``, no ``win_tile`` in a score request, a malformed meld or
        too many indicators), ``invalid_rules``, ``invalid_tile``, ``invalid_meld`` (three
        players: a chi), ``wrong_tile_count`` (more than 4 melds). Three-player rules
        (``players`` 3): a 2m-8m anywhere is ``invalid_tile`` (docs/rules.md, "Three players
        (sanma)").
    """
    if type(request) is not dict:
        raise _bad("not_object")
    if not FIELDS.issuperset(request):
        raise _unknown_field(request)
    if "lang" in request:
        check_language(request["lang"])
    spec = request.get("rules", _DEFAULTS["rules"])
    rules = PROFILES.get(spec) if type(spec) is str else None  # (a profile id, most often)
    if rules is None:
        rules = resolve_rules(spec)
    for key, value in request.items():
        allowed = _ALLOWED.get(key)
        if type(value) not in _TYPES[key] or (allowed is not None and value not in allowed):
            _check_types(request)  # (which name the first wrong field in the contract's
            _check_values(request)  # order: a wrong type before a wrong value)
    flags = _FLAGS.intersection(request)  # (the flags named, most often none; then those set)
    if flags:
        flags = frozenset(filter(request.__getitem__, flags))
    kita = request.get("kita", 0)
    if kita > MOST_KITA[rules.players]:
        raise _bad("kita_four_players", rules=rules.name_in)
    seat_wind = _WIND_TILES[request.get("seat_wind", _DEFAULTS["seat_wind"])]
    round_wind = _WIND_TILES[request.get("round_wind", _DEFAULTS["round_wind"])]
    if rules.players == 3 and NORTH in (seat_wind, round_wind):
        key = "seat_wind" if seat_wind == NORTH else "round_wind"  # (the contract's order)
        raise TenbouError("bad_request", _NORTH_REFUSED[key], rules=rules.name_in)

    hand_text = request.get("hand")
    if hand_text is None:
        raise _bad("no_hand")
    concealed_bits, tile_count = count_bits(hand_text, field="hand")
    win_tile, win_red = None, False
    if entry_point == "score":
        win_text = request.get("win_tile")
        if win_text is None:
            raise _bad("no_win_tile")
        win_tile, win_red = _WIN_TILES[win_text]
    raw_melds = request.get("melds")
    melds, groups, meld_bits = _parse_melds(raw_melds) if raw_melds else ([], (), 0)
    closed = closed_with(groups) if groups else True  # (most hands have no melds)
    dora, dora_bits = _indicators(request, "dora_indicators")
    ura, ura_bits = _indicators(request, "ura_dora_indicators")
    if ABSENT_MASK[rules.players]:  # (three players: no chi, no 2m-8m)
        _check_three_player_tiles(rules, raw_melds or [], melds, concealed_bits, win_tile, win_red, dora_bits, ura_bits)
    if len(melds) > MOST_MELDS:
        raise TenbouError("wrong_tile_count", "error.wrong_tile_count.melds", count=len(melds))
    return Situation(
        rules=rules, hand_text=hand_text, concealed_bits=concealed_bits, tile_count=tile_count, melds=groups,
        closed=closed, meld_bits=meld_bits, dora_indicators=dora, ura_dora_indicators=ura,
        sight_bits=meld_bits + dora_bits + ura_bits + tile_bits(NORTH, kita),  # (the norths set aside are in sight)
        seat_wind=seat_wind, round_wind=round_wind,
        flags=flags, honba=request.get("honba", 0), riichi_sticks=request.get("riichi_sticks", 0), kita=kita,
        win_tile=win_tile, win_red=win_red, tsumo=request.get("win") == "tsumo",
        lang=request.get("lang", DEFAULT_LANGUAGE))  # (checked: one of LANGUAGES)


def parse_request(request: object) -> tuple[Hand, Rules]:
    """Validate a score request and build the :class:`Hand` and the :class:`Rules`: its
    situation (:func:`read_situation`), then the tile count, the copies of each tile
    (:func:`check_copies`), the winning tile and the conditions of the win
    (:func:`check_conditions`).

    :param request: a dict as in docs/api.md, "Score request".
    :returns: ``(hand, rules)``.
    :raises TenbouError: with the codes of docs/api.md: ``bad_request``, ``invalid_rules``,
        ``invalid_tile``, ``invalid_meld``, ``wrong_tile_count``, ``too_many_copies``,
        ``win_tile_not_in_hand``, ``conflicting_conditions``. Three-player rules (``players``
        3): a 2m-8m anywhere is ``invalid_tile``, a chi ``invalid_meld``, a north seat
        or a North round ``bad_request``; ``kita`` (0 to 4) only under them, else ``bad_request``; a rinshan
        win needs a kan or a north set aside (docs/rules.md, "Three players (sanma)").
    """
    situation = read_situation(request)
    _check_tile_count(situation.tile_count, len(situation.melds))
    concealed_bits = situation.concealed_bits
    win_tile = situation.win_tile
    assert concealed_bits is not None and win_tile is not None  # (14 tiles at most; a score request's)
    seen_bits = check_copies(situation, concealed_bits)
    _check_win_tile(concealed_bits, win_tile, situation.win_red, situation.hand_text)
    check_conditions(situation, situation.tsumo, situation.flags, win_tile, count_of(seen_bits, win_tile))
    return win_hand(situation, concealed_bits, win_tile, situation.tsumo, situation.flags), situation.rules


def check_copies(situation: Situation, concealed_bits: int) -> int:
    """Check the copies of each tile in sight: the concealed tiles (``concealed_bits``) and
    the situation's melds, indicators and norths set aside hold at most four of a tile and one
    red five a suit, and where red fives count, at most three plain fives a suit
    (:func:`tenbou.kernel.tiles.excess_copies`).

    :returns: the count bits of every tile in sight (:func:`tenbou.kernel.tiles.count_bits`).
    :raises TenbouError: ``too_many_copies``.
    """
    seen_bits = concealed_bits + situation.sight_bits
    excess = excess_copies(seen_bits, situation.rules.aka_dora)
    if excess is not None:
        raise _too_many_copies(excess, situation.kita, situation.rules)
    return seen_bits


def win_hand(situation: Situation, concealed_bits: int, win_tile: int, tsumo: bool, flags: frozenset[str]) -> Hand:
    """The :class:`Hand` of one win in ``situation``: its concealed tiles (``concealed_bits``, the
    winning tile included), ``win_tile``, won by self-draw (``tsumo``) or not, with the
    conditions ``flags``; its melds, indicators, winds and counters the situation's. Nothing is
    checked here (:func:`check_copies`, :func:`check_conditions`)."""
    concealed = count_bytes(concealed_bits)
    every = count_bytes(concealed_bits + situation.meld_bits) if situation.melds else concealed
    return Hand(
        concealed=concealed[:RED_BYTE], all_tiles=every[:RED_BYTE],
        reds=(every[RED_BYTE], every[RED_BYTE + 1], every[RED_BYTE + 2]), melds=situation.melds,
        win_tile=win_tile, tsumo=tsumo, seat_wind=situation.seat_wind, round_wind=situation.round_wind, flags=flags,
        dora_indicators=situation.dora_indicators, ura_dora_indicators=situation.ura_dora_indicators,
        honba=situation.honba, riichi_sticks=situation.riichi_sticks, kita=situation.kita)


def _check_three_player_tiles(rules: Rules, raw_melds: list[Any], melds: list[tuple[Group, int]], concealed_bits: int | None,
                              win_tile: int | None, win_red: bool, dora_bits: int, ura_bits: int) -> None:
    """Three players: no chi (``invalid_meld``), and no 2m-8m in the hand, the winning tile (if
    any, ``win_red`` when a red five), a meld or an indicator (``invalid_tile``, naming the first
    field that holds one, and its first such tile as written: ``0m`` where the field's 5m are
    red) (docs/rules.md, "players")."""
    kinds = PLAYER_MELD_KINDS[rules.players]
    for index, (group, _) in enumerate(melds):
        if group.meld not in kinds:  # (a chi)
            raise TenbouError("invalid_meld", "error.invalid_meld.no_chi", index=index, rules=rules.name_in,
                              tiles=repr(raw_melds[index]["tiles"].strip()))
    absent = ABSENT_MASK[rules.players]
    win_bits = 0 if win_tile is None else tile_bits(win_tile) + tile_bits(RED_BYTE + win_tile // 9, win_red)
    fields = [("hand", concealed_bits or 0), ("win_tile", win_bits),
              *((f"melds[{index}]", bits) for index, (_, bits) in enumerate(melds)),
              ("dora_indicators", dora_bits), ("ura_dora_indicators", ura_bits)]
    for field, bits in fields:
        if bits & absent:
            tile = next(t for t in THREE_PLAYER_ABSENT if count_of(bits, t))
            name = TILE_NAMES[tile]
            if tile in FIVES and count_of(bits, tile) == count_of(bits, RED_BYTE + tile // 9):  # (only red fives)
                name = "0" + name[1]
            raise TenbouError("invalid_tile", "error.invalid_tile.sanma", field=field, tile=_tile(name),
                              rules=rules.name_in)


def _check_tile_count(n_concealed: int, n_melds: int) -> None:
    """14 tiles in all (:data:`tenbou.road.hand.HAND_TILES`): 14 - 3 x melds concealed, the winning
    tile included (the melds, at most :data:`MOST_MELDS`, were counted by :func:`read_situation`)."""
    expected = HAND_TILES - 3 * n_melds
    if n_concealed != expected:
        key = ("error.wrong_tile_count.hand_no_melds" if n_melds == 0 else
               "error.wrong_tile_count.hand_one_meld" if n_melds == 1 else "error.wrong_tile_count.hand")
        raise TenbouError("wrong_tile_count", key, melds=n_melds, expected=expected, count=n_concealed)


def _too_many_copies(excess: tuple[str, int, int], kita: int, rules: Rules) -> TenbouError:
    """The ``too_many_copies`` error for the first copy limit passed (``excess``, as
    :func:`tenbou.kernel.tiles.excess_copies` finds it) among the tiles in sight, the ``kita``
    norths set aside included."""
    what, index, count = excess
    if what == "tile":
        tile = _tile(TILE_NAMES[index])
        if index == NORTH and kita:
            return TenbouError("too_many_copies", "error.too_many_copies.kita", tile=tile, count=count, kita=kita)
        return TenbouError("too_many_copies", "error.too_many_copies.tile", tile=tile, count=count)
    if what == "red_five":
        return TenbouError("too_many_copies", "error.too_many_copies.red_five", tile=_tile(f"0{'mps'[index]}"),
                           count=count)
    return TenbouError("too_many_copies", "error.too_many_copies.plain_fives", rules=rules.name_in, count=count,
                       tile=_tile(f"5{'mps'[index]}"))


def _check_win_tile(concealed_bits: int, win_tile: int, win_red: bool, hand_text: str) -> None:
    """The winning tile (the red five itself, or a plain one) is among the concealed tiles
    (``concealed_bits``: count bits)."""
    held = count_of(concealed_bits, win_tile)
    if win_tile in FIVES:
        red_held = count_of(concealed_bits, RED_BYTE + FIVES.index(win_tile))
        held = red_held if win_red else held - red_held
    if held == 0:
        shown = f"0{'mps'[win_tile // 9]}" if win_red else TILE_NAMES[win_tile]  # (a red five is a five)
        raise TenbouError("win_tile_not_in_hand", "error.win_tile_not_in_hand", tile=_tile(shown),
                          hand=repr(hand_text.strip()))


def _conflict(key: str, **fields: object) -> TenbouError:
    return TenbouError("conflicting_conditions", "error.conflicting_conditions." + key, **fields)


def _tile(code: str) -> Callable[[str], Tile]:
    """A tile for an error message, named in the message's language (:class:`tenbou.i18n.Tile`)."""
    return lambda lang: Tile(lang, code)


def _meld_name(kind: str) -> Callable[[str], Named]:
    """A meld kind for an error message, named in the message's language (``meld.<kind>``)."""
    return lambda lang: Named(lang, f"meld.{kind}", kind)


#: Each meld kind for an error message (:func:`_meld_name`), by kind.
_MELD_NAMES = {kind: _meld_name(kind) for kind in MELD_KINDS}




#: Who wins each first-turn yakuman, and how: (the dealer, by self-draw).
_FIRST_TURN_WINS = {"tenhou": (True, True), "chiihou": (False, True), "renhou": (False, False)}
#: Each first-turn yakuman for an error message (:func:`tenbou.i18n.yaku_name`), by id.
_FIRST_TURN_NAMES = {kind: yaku_name(kind) for kind in _FIRST_TURN_WINS}


def check_conditions(situation: Situation, tsumo: bool, flags: frozenset[str], win_tile: int | None = None,
                     in_sight: int = 1) -> None:
    """Reject the conditions of a win in ``situation`` that cannot happen together at a table
    (docs/rules.md, "Conditions that cannot happen together"): won by self-draw (``tsumo``) or
    not, with the conditions ``flags`` (of :data:`tenbou.road.hand.FLAGS`), and the situation's
    melds, seat, norths set aside and indicators. ``win_tile`` and ``in_sight``: the winning
    tile and its copies in sight, the hand's included (a robbed kan's tile is its only copy in
    sight); None: a tile that is nowhere else in sight.

    :raises TenbouError: ``conflicting_conditions``.
    """
    too_many_ura = len(situation.ura_dora_indicators) > len(situation.dora_indicators)
    if not flags and not too_many_ura:  # (only the conditions of the win and ura dora can conflict)
        return
    in_riichi = "riichi" in flags or "double_riichi" in flags
    if in_riichi and not situation.closed:
        raise _conflict("riichi_open")
    if "ippatsu" in flags and not in_riichi:
        raise _conflict("ippatsu_without_riichi")
    if "ippatsu" in flags and "rinshan" in flags:
        raise _conflict("ippatsu_rinshan")
    if "haitei" in flags and not tsumo:
        raise _conflict("haitei_ron")
    if "houtei" in flags and tsumo:
        raise _conflict("houtei_tsumo")
    if "chankan" in flags and tsumo:
        raise _conflict("chankan_tsumo")
    if "rinshan" in flags and not tsumo:
        raise _conflict("rinshan_ron")
    if "rinshan" in flags and not situation.kita and not any(m.shape == QUAD for m in situation.melds):
        raise _conflict("rinshan_without_kan")
    if "chankan" in flags and "houtei" in flags:
        raise _conflict("chankan_houtei")
    if "chankan" in flags and win_tile is not None and in_sight != 1:
        raise _conflict("chankan_copies", tile=_tile(TILE_NAMES[win_tile]))
    first_turn = [kind for kind in _FIRST_TURN_WINS if kind in flags]
    if len(first_turn) > 1:
        raise _conflict("first_turn_both", first=_FIRST_TURN_NAMES[first_turn[0]],
                        second=_FIRST_TURN_NAMES[first_turn[1]])
    if first_turn:
        kind = first_turn[0]
        dealer, by_self_draw = _FIRST_TURN_WINS[kind]
        if (situation.seat_wind == EAST) != dealer or tsumo != by_self_draw:
            raise _conflict(f"{kind}_who")
        if situation.melds:
            raise _conflict("first_turn_melds", yaku=_FIRST_TURN_NAMES[kind])
        if in_riichi or "haitei" in flags or "houtei" in flags:
            raise _conflict("first_turn_flags", yaku=_FIRST_TURN_NAMES[kind])
    if too_many_ura:
        raise _conflict("too_many_ura")
