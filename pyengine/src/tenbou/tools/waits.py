"""Waits and discards: which tiles complete a hand, how many of each are left, and what each
one scores by ron and by tsumo (docs/waits.md).

:func:`waits` takes a 13-tile hand (13 less 3 per meld concealed tiles) and the situation of a
score request without ``win_tile`` and ``win``; :func:`discards` takes a 14-tile hand and answers
:func:`waits` for the hand left by each discard. How it works:

1. The request is read once into its situation (:func:`tenbou.road.request.read_situation`), which
   checks it as a score request's reading does before it counts the tiles; then the tile count
   (waits' own), the copies of each tile in sight (:func:`tenbou.road.request.check_copies`) and the
   conditions of the win for each way of winning (:func:`tenbou.road.request.check_conditions`), each
   error as :func:`tenbou.score` would answer it.
2. The completing tiles are found by shape alone, from the tile counts (:func:`_completing`):
   each tile that could complete the hand is added to its count bits and the hand is read
   with the readings' tables of suit splits (:func:`tenbou.road.readings.sets_and_a_pair`), one
   look-up per suit, so only they cost a score. A hand with none is not tenpai, and only then
   is its shanten searched (:class:`tenbou.kernel.shanten.TileSearch`: its improving tiles).
3. Each completing tile still in the wall is scored on the completed hand under the request's
   situation, as ron and as tsumo, through the score's own road without its request reading:
   the :class:`~tenbou.road.hand.Hand` of each win is built on the one situation
   (:func:`tenbou.road.request.win_hand`), the conditions of the win are checked as a score request
   checks them, then :func:`tenbou.road.ranking.best_candidate` and :func:`tenbou.road.response.explain`.
   The entries are score responses, errors (no yaku on ron, for example) included, equal to a
   score request's.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import add
from typing import Any, Callable, Sequence

from ..errors import TenbouError, json_call, never_raising
from ..road.ranking import best_candidate
from ..road.request import REQUEST_FIELDS, Situation, check_conditions, check_copies, read_situation, win_hand
from ..road.response import explain
from ..road.readings import SUIT_NUMBERS, sets_and_a_pair, seven_pairs_or_orphans, suit_pairs
from ..kernel.shanten import ORPHANS, WITHIN_TWO, TileSearch, complete_by_shape, tiles_that_may_complete
from ..i18n import text
from ..kernel.tiles import COUNT_BYTES, FIVES, NORTH, RED_BYTE, TILE_KINDS, TILE_NAMES, TILES_IN_PLAY, bits_of_counts, tile_bits

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

#: The copies of each tile in play (4), and 0 of a tile out of play, by the number of players
#: (a table: looking each tile up among those in play cost a waits request 7 µs, 2026-12-05).
_COPIES_IN_PLAY = {players: tuple(4 if t in in_play else 0 for t in range(TILE_KINDS)) for players, in_play in TILES_IN_PLAY.items()}


@dataclass(frozen=True, slots=True, kw_only=True)
class _Request:
    """A checked waits or discards request, read once for every hand it asks about.

    ``situation``: the request's (:class:`tenbou.road.request.Situation`); ``lang`` its language.
    ``limits``: the most of each tile the concealed part can hold (4 less the copies in the
    melds and the norths set aside; 0 for a tile not in play); ``others`` and ``other_reds``:
    the tiles in sight outside the concealed hand (melds, dora and ura dora indicators, norths
    set aside) as 34 counts and red fives per suit; ``in_play``: the tiles in play (2m-8m are
    not with three players). ``ways``, for ``"ron"`` and ``"tsumo"``: ``(tsumo, flags)``, the
    flags of the request that hold for that way (:data:`RON_ONLY`, :data:`TSUMO_ONLY`).
    """

    situation: Situation
    lang: str
    limits: tuple[int, ...]
    others: list[int]
    other_reds: list[int]
    in_play: tuple[int, ...]
    ways: dict[str, tuple[bool, frozenset[str]]]

    @property
    def melds(self) -> int:
        """How many melds the request declares."""
        return len(self.situation.melds)

    @property
    def aka(self) -> bool:
        """Whether the rules count red fives."""
        return self.situation.rules.aka_dora


def _counts_of(bits: int) -> tuple[list[int], list[int]]:
    """34 counts and the red fives per suit of count bits (:func:`tenbou.kernel.tiles.count_bits`)."""
    raw = bits.to_bytes(COUNT_BYTES, "little")
    return list(raw[:RED_BYTE]), list(raw[RED_BYTE:])


def _bits_of(counts: list[int], reds: list[int]) -> int:
    """The count bits of 34 counts and the red fives per suit (:func:`_counts_of` undone)."""
    return bits_of_counts(bytes(counts) + bytes(reds))


def _read(request: object, call: str, size: int) -> tuple[_Request, list[int], list[int]]:
    """Check a waits (``size`` 13) or discards (14) request and read it.

    :returns: ``(request read, concealed counts, concealed red fives per suit)``.
    :raises TenbouError: ``bad_request`` (not an object, ``win_tile`` or ``win`` given, no
        ``hand``); whatever :func:`tenbou.score` finds wrong with the request before it counts
        the tiles (:func:`tenbou.road.request.read_situation`); ``wrong_tile_count``; the copies of
        each tile in sight (``too_many_copies``) and the conditions of the win
        (``conflicting_conditions``), as a score of one of the hand's wins
        would find them.
    """
    if type(request) is not dict:
        raise TenbouError("bad_request", f"error.bad_request.{call}_not_object")
    for key in _SCORE_ONLY:
        if key in request:
            raise TenbouError("bad_request", f"error.bad_request.{call}_no_win", field=repr(key))
    if "hand" not in request:
        raise TenbouError("bad_request", "error.bad_request.waits_no_hand", size=size)
    situation = read_situation(request, call)
    melds = len(situation.melds)
    if situation.tile_count != size - 3 * melds or situation.concealed_bits is None:
        raise _count_error(call, size, melds, situation.tile_count)
    check_copies(situation, situation.concealed_bits)
    flags = situation.flags
    ways = {way: (way == "tsumo", flags - _LEFT_OUT[way]) for way in WAYS}
    # The conditions of the win for each way of winning, as a score of a win of the hand would
    # check them, on a winning tile nowhere else in sight: ron, then tsumo. A 14-tile hand
    # (discards) is checked first as won on a tile it holds, of which score asks no other copy
    # in sight with chankan: its ron is checked without chankan, and then, with chankan, once
    # more on a tile nowhere in sight (the order in which its errors are found).
    checks = [ways["ron"], ways["tsumo"]]
    if size == 14:
        tsumo, ron_flags = ways["ron"]
        checks[0] = (tsumo, ron_flags - {"chankan"})
        if "chankan" in ron_flags:
            checks.append(ways["ron"])
    for tsumo, flags in checks:
        check_conditions(situation, tsumo, flags)
    others, other_reds = _counts_of(situation.sight_bits)
    held_aside, _ = _counts_of(situation.meld_bits + tile_bits(NORTH, situation.kita))  # (melds, norths set aside)
    read = _Request(situation=situation, lang=situation.lang, in_play=TILES_IN_PLAY[situation.rules.players],
                    limits=tuple(c - m for c, m in zip(_COPIES_IN_PLAY[situation.rules.players], held_aside)),
                    others=others, other_reds=other_reds, ways=ways)
    counts, reds = _counts_of(situation.concealed_bits)
    return read, counts, reds


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


def _with_melds(melds: int) -> Callable[[str], str]:
    """"without melds", "with 1 meld", "with 2 melds" in a message's language."""
    key = "error.melds.none" if melds == 0 else "error.melds.one" if melds == 1 else "error.melds.some"
    return lambda lang: text(lang, key, count=melds)


def _reds_of(tile: int, reds: Sequence[int]) -> int:
    """How many of ``tile`` are red fives, of ``reds`` (red fives per suit)."""
    return reds[FIVES.index(tile)] if tile in FIVES else 0


def _tile_text(tile: int, red: bool) -> str:
    """MPSZ of one tile, ``0m`` ``0p`` ``0s`` for a red five."""
    return f"0{'mps'[tile // 9]}" if red else TILE_NAMES[tile]


def _without(counts: Sequence[int], reds: Sequence[int], tile: int, red: bool) -> tuple[list[int], list[int]]:
    """Counts and red fives with one ``tile`` (red or not) taken out."""
    counts, reds = list(counts), list(reds)
    counts[tile] -= 1
    if red:
        reds[FIVES.index(tile)] -= 1
    return counts, reds


def _score(read: _Request, counts: list[int], reds: list[int], tile: int, way: str) -> dict[str, Any]:
    """The score response of the completed hand (``counts`` and ``reds``: its concealed tiles,
    the winning ``tile`` included) won by ``way``: what :func:`tenbou.score` answers for it."""
    tsumo, flags = read.ways[way]
    situation = read.situation
    try:  # (the conditions as a score request checks them: the copies of the tile in sight)
        check_conditions(situation, tsumo, flags, tile, counts[tile] + read.others[tile])
        hand = win_hand(situation, _bits_of(counts, reds), tile, tsumo, flags)
        best = best_candidate(hand, situation.rules)
        return explain(best, hand, situation.rules, read.lang)
    except TenbouError as error:
        return error.to_response(read.lang)


def _scored(read: _Request, rest: Sequence[int], rest_reds: Sequence[int], tile: int, red: bool) -> dict[str, Any]:
    """``{"ron": ..., "tsumo": ...}``: the score responses of the concealed ``rest`` (34 counts,
    and red fives per suit) won on ``tile``, a red five if ``red``."""
    counts = list(rest)
    counts[tile] += 1
    reds = list(rest_reds)
    if red:
        reds[FIVES.index(tile)] += 1
    return {way: _score(read, counts, reds, tile, way) for way in WAYS}


def _wait(read: _Request, rest: Sequence[int], rest_reds: Sequence[int], tile: int, sight: Sequence[int],
          sight_reds: Sequence[int]) -> dict[str, Any]:
    """The entry of one completing tile: ``tile``, ``left``, and ``ron`` and ``tsumo`` (or
    ``dead``), and ``red`` where both a plain and a red five are left (docs/waits.md)."""
    left = 4 - sight[tile]
    entry = {"tile": TILE_NAMES[tile], "left": left}
    if left <= 0:
        entry["dead"] = True
        return entry
    if tile in FIVES and read.aka:
        reds_left = 1 - sight_reds[FIVES.index(tile)]
        plain_left = left - reds_left
        entry.update(_scored(read, rest, rest_reds, tile, red=not plain_left))
        if plain_left and reds_left:
            entry["red"] = _scored(read, rest, rest_reds, tile, red=True)
        return entry
    entry.update(_scored(read, rest, rest_reds, tile, red=False))
    return entry


def _completing(counts: list[int], melds: int, limits: Sequence[int]) -> list[int]:
    """The tiles that complete a 13-tile hand (13 less 3 per meld concealed ``counts``), in tile
    order, by shape alone: the waits :meth:`tenbou.kernel.shanten.TileSearch.waits` finds by its
    definition (``tests/engine/test_waits.py`` checks that they agree), found by reading the
    hand with each tile added.

    A completing tile is held, or next but one to a held tile of its suit, or (thirteen orphans)
    a 1, a 9 or an honour: only those are tried. Within the ``limits`` (the most of each tile
    the concealed part may hold), every form counts; beyond them, the shape alone of four sets
    and a pair (a wait that cannot come, on a copy the melds hold or a fifth one).
    """
    bits = bits_of_counts(counts)
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
    rest = [None if None in other else sum(filter(None, other)) for other in others]  # (the pairs of the other suits)
    found = []
    for t in sorted(near):
        held = counts[t]
        if held < 4:
            suit = t // 9
            rest_pairs = rest[suit]
            added = None if rest_pairs is None else suit_pairs(bits + tile_bits(t), suit)
            if (added is not None and rest_pairs is not None and added + rest_pairs == 1) or (
                    special and held < limits[t] and _special_with(counts, t)):
                found.append(t)
        else:  # a fifth copy: the suit tables hold four of a tile at most
            fifth = list(counts)
            fifth[t] += 1
            if complete_by_shape(fifth):
                found.append(t)
    return found


def _lone_tiles(counts: list[int]) -> int:
    """How many tiles are held alone: once, with no other held tile of their suit within two
    (an honour: once). In four sets and a pair, a lone tile's set or pair holds only tiles
    within two of it, so with one tile more a lone tile can only pair with that tile: a hand
    with two lone tiles completes no four sets and a pair, whatever tile is added."""
    return sum(1 for t, n in enumerate(counts) if n == 1 and sum(map(counts.__getitem__, WITHIN_TWO[t])) == 1)


def _special_with(counts: Sequence[int], tile: int) -> bool:
    """Whether the concealed ``counts`` with ``tile`` added are seven pairs or thirteen orphans."""
    counts = list(counts)
    counts[tile] += 1
    return seven_pairs_or_orphans(counts)


def _answer(read: _Request, counts: list[int], reds: list[int], sight: Sequence[int],
            sight_reds: Sequence[int]) -> dict[str, Any]:
    """What a 13-tile hand waits on, or how far it is from tenpai: the body of a waits response
    (``tenpai``, ``shanten``, ``waits``, and ``improving`` when not tenpai).

    :param counts: the concealed tiles as 34 counts, ``reds`` their red fives per suit.
    :param sight: the tiles in sight (hand, melds, indicators; for a discard, the hand before
        it) as 34 counts, and ``sight_reds`` their red fives per suit.
    """
    waits = [_wait(read, counts, reds, t, sight, sight_reds) for t in _completing(counts, read.melds, read.limits)]
    if waits:  # tenpai, or karaten when every wait is dead: 1 shanten (docs/waits.md)
        tenpai = any(not w.get("dead") for w in waits)
        return {"tenpai": tenpai, "shanten": 0 if tenpai else 1, "waits": waits}
    search = TileSearch(counts, read.melds, read.limits)
    improving = [{"tile": TILE_NAMES[t], "left": 4 - sight[t]} for t in search.improving()]
    return {"tenpai": False, "shanten": search.missing - 1, "waits": [], "improving": improving}


def _sight(read: _Request, counts: Sequence[int], reds: Sequence[int]) -> tuple[list[int], list[int]]:
    """The tiles in sight, as 34 counts and red fives per suit: the concealed ``counts`` and
    ``reds``, the melds and the indicators."""
    return list(map(add, counts, read.others)), list(map(add, reds, read.other_reds))


@never_raising
def waits(request: object) -> dict[str, Any]:
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
    read, counts, reds = _read(request, "waits", 13)
    sight, sight_reds = _sight(read, counts, reds)
    return {"ok": True, **_answer(read, counts, reds, sight, sight_reds)}


def _order(entry: dict[str, Any]) -> tuple[int, int, float]:
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


def _discards_of(counts: Sequence[int], reds: Sequence[int], aka: bool) -> list[tuple[int, bool]]:
    """The discards of a hand, in tile order: ``(tile, red)`` for each tile kind held; a red and
    a plain five apart when the rules count red fives (``aka``), else a plain five if one is
    held and the red one if not."""
    found = []
    for tile in range(TILE_KINDS):
        red_held = _reds_of(tile, reds)
        plain_held = counts[tile] - red_held
        if plain_held:
            found.append((tile, False))
        if red_held and (aka or not plain_held):
            found.append((tile, True))
    return found


@never_raising
def discards(request: object) -> dict[str, Any]:
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
    read, counts, reds = _read(request, "discards", 14)
    sight = _sight(read, counts, reds)  # (the discarded tile stays in sight)
    entries = []
    for tile, red in _discards_of(counts, reds, read.aka):
        rest, rest_reds = _without(counts, reds, tile, red)
        entries.append({"tile": _tile_text(tile, red), **_answer(read, rest, rest_reds, *sight)})
    entries.sort(key=_order)  # (stable: m p s z order, plain before red, among equals)
    complete = sets_and_a_pair(bits_of_counts(counts)) or (
        not read.melds and seven_pairs_or_orphans(counts))
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
