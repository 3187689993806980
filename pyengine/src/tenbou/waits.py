"""Waits and discards: which tiles complete a hand, how many of each are left, and what each
one scores by ron and by tsumo (docs/waits.md).

:func:`waits` takes a 13-tile hand (13 less 3 per meld concealed tiles) and the situation of a
score request without ``win_tile`` and ``win``; :func:`discards` takes a 14-tile hand and answers
:func:`waits` for the hand left by each discard. How it works:

1. The request is checked: what is particular to waits here (no ``win_tile`` or ``win``, the
   tile count), everything else by the score's own reading of a request
   (:func:`tenbou.request.parse_request`) on probe requests built from it (the hand with a tile
   added that is nowhere in sight, as ron and as tsumo), whose errors come back as
   :func:`tenbou.score` would answer them.
2. The completing tiles are found by shape alone, from the tile counts (:func:`_completing`):
   each tile that could complete the hand is added to its count bits and the hand is read
   with the readings' tables of suit splits (:func:`tenbou.readings.sets_and_a_pair`), one
   look-up per suit, so only they cost a score. A hand with none is not tenpai, and only then
   is its shanten searched (:class:`tenbou.shanten.TileSearch`: its improving tiles).
3. Each completing tile still in the wall is scored on the completed hand under the request's
   situation, as ron and as tsumo, through the score's own road without its request reading:
   the :class:`~tenbou.hand.Hand` is built from the counts (:class:`_Wins` holds what every
   completed hand of the request shares: rules, melds, indicators, the situation of each way),
   the conditions of the win are checked as a score request checks them, then
   :func:`tenbou.ranking.best_candidate` and :func:`tenbou.response.explain`. The entries are
   score responses, errors (no yaku on ron, for example) included, equal to a score request's.
"""

from __future__ import annotations

from operator import add, sub

from . import request as request_reading
from .errors import TenbouError, json_call, never_raising
from .hand import FLAGS, Hand
from .i18n import language_of
from .ranking import best_candidate
from .request import REQUEST_FIELDS, field_value, parse_request
from .response import explain
from .rules import PROFILES, resolve_rules
from .readings import SUIT_NUMBERS, sets_and_a_pair, seven_pairs_or_orphans, suit_pairs
from .shanten import ORPHANS, WITHIN_TWO, TileSearch, complete_by_shape, tiles_that_may_complete
from .i18n import text
from .tiles import (
    COUNT_BYTES, FIVES, NORTH, RED_BYTE, TILES_IN_PLAY, count_bits, count_bytes, format_tiles,
    WIND_IDS, WINDS, tile_name,
)

#: Flags that belong to one way of winning, left out of the other way's score requests: a
#: robbed kan, the last discard and renhou are won by ron; the last tile, the kan replacement
#: tile, tenhou and chiihou by tsumo.
RON_ONLY = ("houtei", "chankan", "renhou")
TSUMO_ONLY = ("haitei", "rinshan", "tenhou", "chiihou")
#: The ways of winning (a score request's ``win``), each entry's ``ron`` and ``tsumo``.
WAYS = REQUEST_FIELDS["win"].values
_LEFT_OUT = {"ron": frozenset(TSUMO_ONLY), "tsumo": frozenset(RON_ONLY)}

#: The fields of a score request that a waits or discards request leaves out, in order:
#: ``win_tile`` and ``win`` (either is ``bad_request``).
_SCORE_ONLY = [key for key, field in REQUEST_FIELDS.items() if "waits" not in field.entry_points]

#: Score error codes found before the tiles are counted (fields, types, rules, tiles, melds and
#: indicators): the request itself is wrong, whatever its tile count.
_BEFORE_COUNT = frozenset(("bad_request", "invalid_rules", "invalid_tile", "invalid_meld"))
#: The copies of each tile in play (4), and 0 of a tile out of play, by the number of players
#: (a table: looking each tile up among those in play cost a waits request 7 µs, 2026-12-05).
_COPIES_IN_PLAY = {players: tuple(4 if t in in_play else 0 for t in range(34)) for players, in_play in TILES_IN_PLAY.items()}

class _Situation:
    """A checked waits or discards request, read once for every hand it asks about.

    ``request`` the request; ``melds`` how many melds; ``limits`` the most of each tile the
    concealed part can hold (4 less the copies in the melds and the norths set aside; 0 for a
    tile not in play); ``others`` and ``other_reds`` the tiles in sight outside the concealed
    hand (melds, dora and ura dora indicators, norths set aside) as 34 counts and red fives per
    suit; ``aka`` whether the rules count red fives; ``in_play`` the tiles in play (2m-8m are
    not with three players).
    """

    __slots__ = ("request", "melds", "limits", "others", "other_reds", "aka", "in_play")

    def __init__(self, request: dict, melds: int, limits, others, other_reds, aka: bool, in_play=TILES_IN_PLAY[4]):
        self.request, self.melds, self.limits = request, melds, limits
        self.others, self.other_reds, self.aka, self.in_play = others, other_reds, aka, in_play


def _counts_of(bits: int) -> tuple[list[int], list[int]]:
    """34 counts and the red fives per suit of count bits (:func:`tenbou.tiles.count_bits`)."""
    raw = bits.to_bytes(COUNT_BYTES, "little")
    return list(raw[:RED_BYTE]), list(raw[RED_BYTE:])


def _read(request, call: str, size: int) -> tuple[_Situation, list[int], list[int]]:
    """Check a waits (``size`` 13) or discards (14) request and read it.

    :returns: ``(situation, concealed counts, concealed red fives per suit)``.
    :raises TenbouError: ``bad_request`` (not an object, ``win_tile`` or ``win`` given, no
        ``hand``), ``wrong_tile_count``; whatever :func:`tenbou.score` finds wrong with the
        request before it counts the tiles; and whatever it finds wrong with a probe request
        (the copies of each tile, the conditions of the win: :func:`_probe_situation`).
    """
    if type(request) is not dict:
        raise TenbouError("bad_request", f"error.bad_request.{call}_not_object")
    for key in _SCORE_ONLY:
        if key in request:
            raise TenbouError("bad_request", f"error.bad_request.{call}_no_win", field=repr(key))
    if "hand" not in request:
        raise TenbouError("bad_request", "error.bad_request.waits_no_hand", size=size)
    melds = request.get("melds") or []
    hand = request["hand"]
    readable = (type(hand) is str and type(melds) is list and len(melds) <= 4
                and all(type(m) is dict and type(m.get("tiles")) is str for m in melds))
    # What a score request checks before it counts the tiles: fields and their types, rules,
    # tiles, melds, indicators; its error is the answer, written by this entry point's wrapper
    # as the score's would be. (Its answer on the tile count, win tile or shape is not ours.)
    try:
        parse_request({**request, "win_tile": "1m", "win": "ron"})
    except TenbouError as refused:
        if refused.code in _BEFORE_COUNT or not readable:  # (a request that score accepts is readable)
            raise
    hand_bits, n_tiles = count_bits(hand)
    expected = size - 3 * len(melds)
    if n_tiles != expected:
        raise _count_error(call, size, len(melds), n_tiles)
    kita_bits = field_value(request, "kita") << 8 * NORTH  # (the norths set aside: in sight)
    # (The melds and the indicators were read by the score's reading above, which remembers
    # them: their count bits are taken from there.)
    other_bits = request_reading._parse_melds(melds)[2] + kita_bits
    meld_counts, _ = _counts_of(other_bits)
    for key in ("dora_indicators", "ura_dora_indicators"):
        other_bits += request_reading._indicators(request, key)[1]
    others, other_reds = _counts_of(other_bits)
    counts, reds = _counts_of(hand_bits)
    rules = resolve_rules(field_value(request, "rules"))
    in_play = TILES_IN_PLAY[rules.players]
    limits = tuple(map(sub, _COPIES_IN_PLAY[rules.players], meld_counts))  # (the melds hold no tile out of play)
    situation = _Situation(request, len(melds), limits, others, other_reds, rules.aka_dora, in_play)
    _probe_situation(situation, hand, counts, reds, size)
    return situation, counts, reds


def _count_error(call: str, size: int, melds: int, n_tiles: int) -> TenbouError:
    """The ``wrong_tile_count`` error: a hand one tile over or under names the other call."""
    expected = size - 3 * melds
    with_melds = _with_melds(melds)
    if call == "waits" and n_tiles == expected + 1:
        key = "error.wrong_tile_count.waits_use_discards"
    elif call == "discards" and n_tiles == expected - 1:
        key = "error.wrong_tile_count.discards_use_waits"
    else:
        key = f"error.wrong_tile_count.{call}"
    return TenbouError("wrong_tile_count", key, count=n_tiles, with_melds=with_melds, expected=expected)


def _with_melds(melds: int):
    """"without melds", "with 1 meld", "with 2 melds" in a message's language."""
    key = "error.melds.none" if melds == 0 else "error.melds.one" if melds == 1 else "error.melds.some"
    return lambda lang: text(lang, key, count=melds)


def _probe_situation(situation: _Situation, hand: str, counts, reds, size: int) -> None:
    """Let the score's reading of a request check the tiles (copies of each) and the situation
    of both ways of winning, on probe requests: the hand with a tile nowhere in sight added (a 13-tile hand),
    or the hand itself won on a tile it holds (a 14-tile hand).

    With chankan, score asks that no other copy of the winning tile be in sight: the 14-tile
    probe leaves chankan out, and a second one (a held tile swapped for the unseen one) checks it.

    :raises TenbouError: the error the score's reading of a probe raises, if it finds one (this
        entry point's wrapper writes it as the score's would be). (After its reading, a score can
        only find that the hand does not win, ``not_winning`` or ``no_yaku``, which says nothing
        against a probe: its hand need not be complete; that part is not asked.)
    """
    request = situation.request
    sight = list(map(add, counts, situation.others))
    unseen = tile_name(next(t for t in situation.in_play if not sight[t]))  # (24 + 4 tiles at most are
    # in sight, of 27 kinds in play at least)
    # The two ways' probes differ only in the flags that belong to one way (and in ``win``,
    # which only those flags' conditions read): without such a flag, one probe reads for both.
    ways = WAYS if any(request.get(flag) for flag in RON_ONLY + TSUMO_ONLY) else WAYS[:1]
    if size == 13:
        probes = [(hand, unseen, way, ()) for way in ways]
    else:
        held = next(t for t in range(34) if counts[t])
        red = counts[held] == _reds_of(held, reds)  # a red five if no plain one is held
        rest = _mpsz(*_without(counts, reds, held, red))
        probes = [(rest, _tile_text(held, red), way, ("chankan",)) for way in ways]
        if request.get("chankan"):
            probes.append((rest, unseen, "ron", ()))
    for rest, tile, way, left_out in probes:
        probe = _completed(request, rest, tile, way)
        for key in left_out:
            probe.pop(key, None)
        parse_request(probe)


def _reds_of(tile: int, reds) -> int:
    """How many of ``tile`` are red fives, of ``reds`` (red fives per suit)."""
    return reds[FIVES.index(tile)] if tile in FIVES else 0


def _tile_text(tile: int, red: bool) -> str:
    """MPSZ of one tile, ``0m`` ``0p`` ``0s`` for a red five."""
    return f"0{'mps'[tile // 9]}" if red else tile_name(tile)


def _without(counts, reds, tile: int, red: bool) -> tuple[list[int], list[int]]:
    """Counts and red fives with one ``tile`` (red or not) taken out."""
    counts, reds = list(counts), list(reds)
    counts[tile] -= 1
    if red:
        reds[FIVES.index(tile)] -= 1
    return counts, reds


def _mpsz(counts, reds) -> str:
    """MPSZ of 34 counts and red fives per suit."""
    return format_tiles([t for t in range(34) for _ in range(counts[t])], reds)


def _completed(request: dict, hand: str, tile: str, way: str) -> dict:
    """The score request for ``hand`` (13 less 3 per meld tiles, MPSZ) won on ``tile`` by
    ``way``: the request's situation, without the other way's flags (:data:`RON_ONLY`,
    :data:`TSUMO_ONLY`)."""
    left_out = _LEFT_OUT[way]
    completed = {key: value for key, value in request.items() if key not in left_out}
    completed.update(hand=hand + tile, win_tile=tile, win=way)
    return completed


class _Wins:
    """What every completed hand of one waits or discards request shares, read once from the
    request (already checked by :func:`_read`, so nothing here raises).

    ``rules`` and ``lang`` the request's; ``melds`` the declared sets, ``meld_counts`` and
    ``meld_reds`` their tiles (34 counts) and red fives per suit; ``dora`` and ``ura`` the
    indicators (tiles); ``ways``, for ``"ron"`` and ``"tsumo"``: ``(tsumo, flags)``, the flags
    of the request that hold for that way (:data:`RON_ONLY`, :data:`TSUMO_ONLY`); ``seat_wind``,
    ``round_wind`` (tiles), ``honba``, ``riichi_sticks`` and ``kita`` (norths set aside).
    """

    __slots__ = ("rules", "lang", "melds", "meld_counts", "meld_reds", "dora", "ura", "ways", "seat_wind",
                 "round_wind", "honba", "riichi_sticks", "kita")

    def __init__(self, request: dict):
        spec = field_value(request, "rules")
        self.rules = (PROFILES.get(spec) if type(spec) is str else None) or resolve_rules(spec)
        self.lang = language_of(request)
        _, self.melds, meld_bits = request_reading._parse_melds(request.get("melds") or ())
        meld_bytes = count_bytes(meld_bits)
        self.meld_counts, self.meld_reds = meld_bytes[:RED_BYTE], meld_bytes[RED_BYTE:]
        self.dora = request_reading._indicators(request, "dora_indicators")[0]
        self.ura = request_reading._indicators(request, "ura_dora_indicators")[0]
        self.seat_wind = WINDS[WIND_IDS.index(field_value(request, "seat_wind"))]
        self.round_wind = WINDS[WIND_IDS.index(field_value(request, "round_wind"))]
        self.honba, self.riichi_sticks = field_value(request, "honba"), field_value(request, "riichi_sticks")
        self.kita = field_value(request, "kita")
        flags = [flag for flag in FLAGS if request.get(flag)]
        self.ways = {way: (way == "tsumo", frozenset([f for f in flags if f not in _LEFT_OUT[way]])) for way in WAYS}


def _score(wins: _Wins, situation: _Situation, counts: list[int], reds: list[int], tile: int, way: str) -> dict:
    """The score response of the completed hand (``counts`` and ``reds``: its concealed tiles,
    the winning ``tile`` included) won by ``way``: what :func:`tenbou.score` answers for it."""
    tsumo, flags = wins.ways[way]
    concealed = bytes(counts)
    if wins.melds:
        every = bytes(map(add, counts, wins.meld_counts))
        every_reds = tuple(map(add, reds, wins.meld_reds))
    else:
        every, every_reds = concealed, tuple(reds)
    hand = Hand(concealed, every, every_reds, wins.melds, tile, tsumo, wins.seat_wind, wins.round_wind, flags,
                wins.dora, wins.ura, wins.honba, wins.riichi_sticks, wins.kita)
    try:
        if flags or wins.ura:  # (as a score request checks them: the copies of the tile in sight)
            seen = list(map(add, counts, situation.others))
            request_reading._check_conditions(hand, seen, len(wins.ura) > len(wins.dora))
        return explain(best_candidate(hand, wins.rules), hand, wins.rules, wins.lang)
    except TenbouError as error:
        return error.to_response(wins.lang)


def _scored(wins: _Wins, situation: _Situation, rest, rest_reds, tile: int, red: bool) -> dict:
    """``{"ron": ..., "tsumo": ...}``: the score responses of the concealed ``rest`` (34 counts,
    and red fives per suit) won on ``tile``, a red five if ``red``."""
    counts = list(rest)
    counts[tile] += 1
    reds = list(rest_reds)
    if red:
        reds[FIVES.index(tile)] += 1
    return {way: _score(wins, situation, counts, reds, tile, way) for way in WAYS}


def _wait(situation: _Situation, wins: _Wins, rest, rest_reds, tile: int, sight, sight_reds) -> dict:
    """The entry of one completing tile: ``tile``, ``left``, and ``ron`` and ``tsumo`` (or
    ``dead``), and ``red`` where both a plain and a red five are left (docs/waits.md)."""
    left = 4 - sight[tile]
    entry = {"tile": tile_name(tile), "left": left}
    if left <= 0:
        entry["dead"] = True
        return entry
    if tile in FIVES and situation.aka:
        reds_left = 1 - sight_reds[FIVES.index(tile)]
        plain_left = left - reds_left
        entry.update(_scored(wins, situation, rest, rest_reds, tile, red=not plain_left))
        if plain_left and reds_left:
            entry["red"] = _scored(wins, situation, rest, rest_reds, tile, red=True)
        return entry
    entry.update(_scored(wins, situation, rest, rest_reds, tile, red=False))
    return entry


def _completing(counts, melds: int, limits) -> list[int]:
    """The tiles that complete a 13-tile hand (13 less 3 per meld concealed ``counts``), in tile
    order, by shape alone: the waits :meth:`tenbou.shanten.TileSearch.waits` finds by its
    definition (``tests/engine/test_waits.py`` checks that they agree), found by reading the
    hand with each tile added.

    A completing tile is held, or next but one to a held tile of its suit, or (thirteen orphans)
    a 1, a 9 or an honour: only those are tried. Within the ``limits`` (the most of each tile
    the concealed part may hold), every form counts; beyond them, the shape alone of four sets
    and a pair (a wait that cannot come, on a copy the melds hold or a fifth one).
    """
    bits = int.from_bytes(bytes(counts), "little")
    # Seven pairs and thirteen orphans, without melds: one more tile makes seven pairs only of
    # six pairs and a single (the single's copy), and thirteen orphans only of 13 terminals and
    # honours; only then are they tried.
    orphans = not melds and sum([counts[t] for t in ORPHANS]) == 13
    special = not melds and (counts.count(2) == 6 or orphans)
    if not special and _lone_tiles(counts) >= 2:
        return []
    near = tiles_that_may_complete(counts, orphans)
    # A tile added changes its own suit only: each suit's pairs are read once (None: it does not
    # split), and with each tile only its suit is read again (as sets_and_a_pair would read it).
    pairs = [suit_pairs(bits, suit) for suit in SUIT_NUMBERS]
    others = [pairs[:suit] + pairs[suit + 1:] for suit in SUIT_NUMBERS]
    rest = [None if None in other else sum(other) for other in others]  # (the pairs of the other suits)
    found = []
    for t in sorted(near):
        held = counts[t]
        if held < 4:
            suit = t // 9
            added = None if rest[suit] is None else suit_pairs(bits + (1 << 8 * t), suit)
            if (added is not None and added + rest[suit] == 1) or (
                    special and held < limits[t] and _special_with(counts, t)):
                found.append(t)
        else:  # a fifth copy: the suit tables hold four of a tile at most
            fifth = list(counts)
            fifth[t] += 1
            if complete_by_shape(fifth):
                found.append(t)
    return found


def _lone_tiles(counts) -> int:
    """How many tiles are held alone: once, with no other held tile of their suit within two
    (an honour: once). In four sets and a pair, a lone tile's set or pair holds only tiles
    within two of it, so with one tile more a lone tile can only pair with that tile: a hand
    with two lone tiles completes no four sets and a pair, whatever tile is added."""
    return sum(1 for t, n in enumerate(counts) if n == 1 and sum(map(counts.__getitem__, WITHIN_TWO[t])) == 1)


def _special_with(counts, tile: int) -> bool:
    """Whether the concealed ``counts`` with ``tile`` added are seven pairs or thirteen orphans."""
    counts = list(counts)
    counts[tile] += 1
    return seven_pairs_or_orphans(counts)


def _answer(situation: _Situation, wins: _Wins, counts, reds, sight, sight_reds) -> dict:
    """What a 13-tile hand waits on, or how far it is from tenpai: the body of a waits response
    (``tenpai``, ``shanten``, ``waits``, and ``improving`` when not tenpai).

    :param counts: the concealed tiles as 34 counts, ``reds`` their red fives per suit.
    :param sight: the tiles in sight (hand, melds, indicators; for a discard, the hand before
        it) as 34 counts, and ``sight_reds`` their red fives per suit.
    """
    waits = [_wait(situation, wins, counts, reds, t, sight, sight_reds)
             for t in _completing(counts, situation.melds, situation.limits)]
    if waits:  # tenpai, or karaten when every wait is dead: 1 shanten (docs/waits.md)
        tenpai = any(not w.get("dead") for w in waits)
        return {"tenpai": tenpai, "shanten": 0 if tenpai else 1, "waits": waits}
    search = TileSearch(counts, situation.melds, situation.limits)
    improving = [{"tile": tile_name(t), "left": 4 - sight[t]} for t in search.improving()]
    return {"tenpai": False, "shanten": search.missing - 1, "waits": [], "improving": improving}


def _sight(situation: _Situation, counts, reds) -> tuple[list[int], list[int]]:
    """The tiles in sight, as 34 counts and red fives per suit: the concealed ``counts`` and
    ``reds``, the melds and the indicators."""
    return list(map(add, counts, situation.others)), list(map(add, reds, situation.other_reds))


@never_raising
def waits(request) -> dict:
    """What a 13-tile hand waits on, with every wait scored by ron and by tsumo. Never raises.

    :param request: a score request (docs/api.md, "Score request") whose ``hand`` holds 13 less 3
        per meld concealed tiles, without ``win_tile`` and ``win``.
    :returns: ``{"ok": true, "tenpai", "shanten", "waits": [{"tile", "left", "ron", "tsumo"} or
        {"tile", "left": 0, "dead": true}, ...]}`` in m p s z order, ``ron`` and ``tsumo`` being
        :func:`tenbou.score` responses (points as there), plus ``"red": {"ron", "tsumo"}`` for a
        five where both a plain and a red one are left under rules with red fives; not tenpai:
        ``"waits": []``, ``shanten`` and ``improving: [{"tile", "left"}, ...]``. A hand whose
        waits are all dead (karaten) is ``tenpai: false``, ``shanten: 1``, its waits listed.
        Errors: the score request's codes; ``bad_request`` for ``win_tile`` or ``win``;
        ``wrong_tile_count`` (a 14-tile hand: use :func:`discards`).

    >>> r = waits({"hand": "123m46m999p555s77z", "riichi": True, "dora_indicators": "2m"})
    >>> [(w["tile"], w["left"], w["ron"]["total"], w["tsumo"]["total"]) for w in r["waits"]]
    [('5m', 4, 3200, 5200)]
    """
    situation, counts, reds = _read(request, "waits", 13)
    return {"ok": True, **_answer(situation, _Wins(request), counts, reds, *_sight(situation, counts, reds))}


def _order(entry: dict) -> tuple[int, int, float]:
    """How good a discard is, least first: its shanten, then fewer live tiles (the ``left`` of
    its waits, or of its improving tiles when not tenpai), then a lower mean ron total over its
    live waits (a ron that cannot win counts 0)."""
    if entry["tenpai"]:
        live = [w for w in entry["waits"] if not w.get("dead")]
        tiles = sum(w["left"] for w in live)
        mean = sum(w["ron"]["total"] if w["ron"]["ok"] else 0 for w in live) / len(live)
    else:
        tiles, mean = sum(i["left"] for i in entry.get("improving", ())), 0
    return (entry["shanten"], -tiles, -mean)


def _discards_of(counts, reds, aka: bool) -> list[tuple[int, bool]]:
    """The discards of a hand, in tile order: ``(tile, red)`` for each tile kind held; a red and
    a plain five apart when the rules count red fives (``aka``), else a plain five if one is
    held and the red one if not."""
    found = []
    for tile in range(34):
        red_held = _reds_of(tile, reds)
        plain_held = counts[tile] - red_held
        if plain_held:
            found.append((tile, False))
        if red_held and (aka or not plain_held):
            found.append((tile, True))
    return found


@never_raising
def discards(request) -> dict:
    """Each discard of a 14-tile hand, best first, with what the hand then waits on. Never raises.

    :param request: as for :func:`waits`, with 14 less 3 per meld concealed tiles.
    :returns: ``{"ok": true, "complete": bool, "shanten": n, "discards": [{"tile", "tenpai",
        "shanten", "waits": [...]} or {..., "improving": [...]}, ...]}``: one entry per tile kind
        held, each a :func:`waits` answer for the hand without that tile, ordered by least
        shanten, then most live tiles (``left`` summed over the waits, or over the improving
        tiles), then highest mean ron total over the live waits, then m p s z order. ``left``
        counts the discarded tile as in sight. Under rules with red fives a red and a plain
        five are separate entries (``0m``, ``5m``) when both are held; otherwise one entry,
        discarding a plain five when there is one. ``complete``: the 14 tiles are a complete
        hand. ``shanten``: the least over the discards. Errors: as :func:`waits`
        (``wrong_tile_count`` for a 13-tile hand: use :func:`waits`).

    >>> r = discards({"hand": "123m46m999p555s77z9s", "riichi": True, "dora_indicators": "2m"})
    >>> best = r["discards"][0]
    >>> best["tile"], best["shanten"], [w["tile"] for w in best["waits"]], r["discards"][1]["shanten"]
    ('9s', 0, ['5m'], 1)
    """
    situation, counts, reds = _read(request, "discards", 14)
    sight = _sight(situation, counts, reds)  # (the discarded tile stays in sight)
    wins = _Wins(request)
    entries = []
    for tile, red in _discards_of(counts, reds, situation.aka):
        rest, rest_reds = _without(counts, reds, tile, red)
        entries.append({"tile": _tile_text(tile, red), **_answer(situation, wins, rest, rest_reds, *sight)})
    entries.sort(key=_order)  # (stable: m p s z order, plain before red, among equals)
    complete = sets_and_a_pair(int.from_bytes(bytes(counts), "little")) or (
        not situation.melds and seven_pairs_or_orphans(counts))
    return {"ok": True, "complete": complete, "shanten": entries[0]["shanten"], "discards": entries}


def waits_json(text: str) -> str:
    """:func:`waits` for JSON text (what the web worker calls).

    >>> json.loads(waits_json("[]"))["error"]["code"]
    'bad_request'
    """
    return json_call(waits, text)


def discards_json(text: str) -> str:
    """:func:`discards` for JSON text (what the web worker calls)."""
    return json_call(discards, text)
