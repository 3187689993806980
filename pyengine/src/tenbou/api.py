"""The JSON boundary: a contract request in, a contract response out, never an exception.

:func:`score` validates the request (:func:`parse_request`), lists every reading of the
hand, ranks them by what they pay the winner, then han, then fu (rules.md "The reading"),
and explains the best one in full (yaku, each fu step with its reason, limit, payments,
notes). Field names, ids and error codes are those of ``shared/contract.md``.
"""

from __future__ import annotations

import json
from operator import itemgetter
from typing import NamedTuple

from .errors import TenbouError
from .fu import FuStep, clear_memos as _clear_fu_memos, fu_steps, raw_fu, round_fu
from .hand import QUAD, TRIPLET, SEQUENCE, Group, Hand
from . import readings
from .readings import CHIITOITSU, KOKUSHI, PAIR_MPSZ, SET_MPSZ, STANDARD, Reading, special_readings, standard_readings
from .rules import PROFILES, Rules, resolve_rules
from .scoring import KIRIAGE_CELLS, Value, hand_value, pay, payments_total, with_honba
from .tiles import (
    COUNT_BYTES, FIVES, RED_BYTE, WIND_IDS, Memo, count_bits, format_tiles, parse_tile, parse_tiles, tile_label,
    tiles_bits,
)
from .yaku import PINFU, YAKU_NAMES, HandFacts, Yaku, count_dora, score_yaku, score_yakuman

FLAGS = ("riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
         "tenhou", "chiihou", "renhou")
FIELDS = frozenset(("hand", "win_tile", "melds", "win", "seat_wind", "round_wind",
                    "dora_indicators", "ura_dora_indicators", "honba", "riichi_sticks", "rules", *FLAGS))
MELD_KINDS = ("chi", "pon", "kan", "ankan")
MAX_INDICATORS = 5  # the first dora indicator and four kan dora
MAX_COUNTER = 999


def _bad(message: str) -> TenbouError:
    return TenbouError("bad_request", message)


_TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "a string", list: "a list"}


#: The type of each field, in the contract's order (``rules`` may also be an object:
#: :func:`tenbou.rules.resolve_rules`).
_FIELD_TYPES = {"hand": str, "win_tile": str, "melds": list, "win": str, "seat_wind": str, "round_wind": str,
                **dict.fromkeys(FLAGS, bool), "dora_indicators": str, "ura_dora_indicators": str,
                "honba": int, "riichi_sticks": int, "rules": str}
_FLAG_SET = frozenset(FLAGS)
_NO_FLAGS = frozenset()


def _check_types(request: dict) -> None:
    """Raise ``bad_request`` for the first field, in the contract's order (whatever the
    request's), whose value has the wrong type (exactly: a bool is not a whole number)."""
    for key, kind in _FIELD_TYPES.items():
        value = request.get(key, _ABSENT)
        if value is _ABSENT or (key == "rules" and type(value) is dict):
            continue
        if type(value) is not kind:
            raise _bad(f"'{key}' must be {_TYPE_WORDS[kind]}, not {value!r}.")


_ABSENT = object()
_WIND_TILES = {w: 27 + i for i, w in enumerate(WIND_IDS)}
_NO_REDS = (0, 0, 0)


def _bad_wind(request: dict, key: str) -> TenbouError:
    return _bad(f"'{key}' must be one of east, south, west, north, not {request[key]!r}.")


def _meld(kind: str, text: str, index: int) -> tuple[Group, int]:
    """The set a meld declares, and its tiles and red fives as count bits
    (:func:`tenbou.tiles.count_bits`)."""
    parsed = parse_tiles(text, field=f"melds[{index}]")
    meld_tiles = sorted(parsed.tiles)
    size = 3 if kind in ("chi", "pon") else 4
    shown = text.strip()
    if len(meld_tiles) != size:
        raise TenbouError("invalid_meld", f"A {kind} has {size} tiles; {shown!r} has {len(meld_tiles)}.")
    if kind == "chi":
        first = meld_tiles[0]
        if first >= 27 or first % 9 > 6 or meld_tiles != [first, first + 1, first + 2]:
            raise TenbouError("invalid_meld", f"A chi is three consecutive tiles of one suit, like 345p; {shown!r} is not.")
        return Group(SEQUENCE, first, False, kind), tiles_bits(meld_tiles, parsed.reds)
    if len(set(meld_tiles)) != 1:
        raise TenbouError("invalid_meld", f"A {kind} is {size} copies of one tile; {shown!r} is not.")
    shape = TRIPLET if kind == "pon" else QUAD
    return Group(shape, meld_tiles[0], kind == "ankan", kind), tiles_bits(meld_tiles, parsed.reds)


_MELD_FIELDS = frozenset(("kind", "tiles"))
_MELDS = Memo()  # the same melds recur from hand to hand: kind + tiles -> _meld's result


def _parse_meld(raw, index: int) -> tuple[Group, int]:
    """Meld number ``index`` of a request: ``(set, its tiles and red fives as count bits)``.

    :raises TenbouError: ``bad_request`` for a malformed object, ``invalid_meld`` or
        ``invalid_tile`` for a meld that is not one.
    """
    if type(raw) is not dict:
        raise _bad(f"melds[{index}] must be an object like {{\"kind\": \"pon\", \"tiles\": \"777z\"}}.")
    if not _MELD_FIELDS.issuperset(raw):
        unknown = sorted(map(str, set(raw) - _MELD_FIELDS))[0]
        raise _bad(f"melds[{index}] has an unknown field {unknown!r}.")
    kind, text = raw.get("kind"), raw.get("tiles")
    if type(kind) is not str or kind not in MELD_KINDS:
        raise TenbouError("invalid_meld", f"melds[{index}]: kind must be chi, pon, kan or ankan, not {kind!r}.")
    if type(text) is not str:
        raise _bad(f"melds[{index}]: 'tiles' must be an MPSZ string such as '777z'.")
    key = kind + text  # unambiguous: a kind is letters, a meld's tiles start with a digit
    found = _MELDS.get(key)
    if found is None:  # (an error names the meld's index, so errors are not kept)
        found = _meld(kind, text, index)
        _MELDS.remember(key, found)
    return found


def _read_indicators(text: str, key: str) -> tuple[tuple[int, ...], int]:
    """:func:`_indicators` of the request field ``key``, remembered: for a text the memo does
    not hold yet (:func:`parse_request` reads the memo itself)."""
    found = _indicators(text, key)
    _INDICATORS.remember(text, found)
    return found


_NO_INDICATORS = ((), 0)


def _indicators(text: str, key: str) -> tuple[tuple[int, ...], int]:
    """Dora or ura dora indicators: their tiles, and the tiles and red fives as count bits."""
    parsed = parse_tiles(text, field=key)
    if len(parsed.tiles) > MAX_INDICATORS:
        raise _bad(f"'{key}' has {len(parsed.tiles)} tiles; there are at most {MAX_INDICATORS} (one plus four kan dora).")
    return tuple(parsed.tiles), tiles_bits(parsed.tiles, parsed.reds)


# Indicator and winning tile texts recur from hand to hand (dora and ura dora indicators
# share one memo; an error, which names the field, is not kept).
_INDICATORS = Memo()
_win_tile = Memo(parse_tile)


def clear_memos() -> None:
    """Forget every remembered partial result (suit splits, melds, indicators, winning tiles,
    what a count of han and fu pays, fu steps and the response entries of yaku and fu steps),
    as on a fresh start: for benchmarks that measure a cold engine. Scores do not change; only
    the time to reach them."""
    readings.clear_memos()
    _clear_fu_memos()
    _MELDS.clear()
    for memo in (_INDICATORS, _win_tile, _PAYOUTS, _YAKU_JSON, _STEP_JSON):
        memo.clear()


def _unknown_field(request: dict) -> TenbouError:
    from difflib import get_close_matches  # only here: a slow import at start-up
    unknown = sorted(map(str, set(request) - FIELDS))[0]
    close = ([f for f in sorted(FIELDS) if len(unknown) >= 3 and unknown in f]
             or get_close_matches(unknown, sorted(FIELDS), n=1, cutoff=0.6))
    hint = f" Did you mean {close[0]!r}?" if close else ""
    return _bad(f"Unknown field {unknown!r} in the request.{hint}")


def parse_request(request) -> tuple[Hand, Rules]:
    """Validate a score request and build the :class:`Hand` and the :class:`Rules`.

    :param request: a dict as in the contract's "Score request".
    :returns: ``(hand, rules)``.
    :raises TenbouError: with the contract's codes: ``bad_request``, ``invalid_rules``,
        ``invalid_tile``, ``invalid_meld``, ``wrong_tile_count``, ``too_many_copies``,
        ``win_tile_not_in_hand``, ``conflicting_conditions``.
    """
    if type(request) is not dict:
        raise _bad("A score request must be a JSON object.")
    if not FIELDS.issuperset(request):
        raise _unknown_field(request)
    get = request.get
    spec = get("rules", "ema2025")
    rules = PROFILES.get(spec) if type(spec) is str else None
    if rules is None:
        rules = resolve_rules(spec)
    # Every value has its field's type (a rules object takes the slow path, which also names
    # the first wrong field in the contract's order).
    for key, value in request.items():
        if type(value) is not _FIELD_TYPES[key]:
            _check_types(request)
            break
    flags = _NO_FLAGS if _FLAG_SET.isdisjoint(request) else set(filter(request.__getitem__, _FLAG_SET.intersection(request)))
    win = get("win", "ron")
    if win != "ron" and win != "tsumo":
        raise _bad(f"'win' must be 'ron' or 'tsumo', not {win!r}.")
    seat = _WIND_TILES.get(get("seat_wind", "south"))
    if seat is None:
        raise _bad_wind(request, "seat_wind")
    round_ = _WIND_TILES.get(get("round_wind", "east"))
    if round_ is None:
        raise _bad_wind(request, "round_wind")
    honba, sticks = get("honba", 0), get("riichi_sticks", 0)
    if not 0 <= honba <= MAX_COUNTER:
        raise _bad(f"'honba' must be from 0 to {MAX_COUNTER}, not {honba}.")
    if not 0 <= sticks <= MAX_COUNTER:
        raise _bad(f"'riichi_sticks' must be from 0 to {MAX_COUNTER}, not {sticks}.")

    hand_text = get("hand")
    if hand_text is None:
        raise _bad("The request needs 'hand': the concealed tiles in MPSZ, winning tile included.")
    # Tiles are counted as count bits (tenbou.tiles.count_bits): a byte per tile and per
    # suit's red fives, so the hand, its melds and the indicators add up with `+`.
    concealed_bits, n_concealed = count_bits(hand_text, field="hand")
    win_text = get("win_tile")
    if win_text is None:
        raise _bad("The request needs 'win_tile': the tile that completed the hand, like '5m'.")
    win_tile, win_red = _win_tile[win_text]
    raw_melds = get("melds")
    melds = [_parse_meld(m, i) for i, m in enumerate(raw_melds)] if raw_melds else ()
    text = get("dora_indicators")  # (most often remembered: the memo is read here)
    dora, dora_bits = (_INDICATORS.get(text) or _read_indicators(text, "dora_indicators")) if text else _NO_INDICATORS
    text = get("ura_dora_indicators")
    ura, ura_bits = (_INDICATORS.get(text) or _read_indicators(text, "ura_dora_indicators")) if text else _NO_INDICATORS

    n_melds = len(melds)
    expected = 14 - 3 * n_melds
    if n_melds > 4:
        raise TenbouError("wrong_tile_count", f"A hand has at most 4 melds; this one has {n_melds}.")
    if n_concealed != expected:
        raise TenbouError("wrong_tile_count", (
            f"With {n_melds} meld{'s' if n_melds != 1 else ''} the hand needs {expected} concealed tiles "
            f"(winning tile included); it has {n_concealed}."))

    all_bits = concealed_bits
    for _, meld_bits in melds:
        all_bits += meld_bits
    seen_bits = all_bits + dora_bits + ura_bits
    if (seen_bits + _OVER_LIMIT) & _HIGH_BITS:  # a byte over 4 copies of a tile or 1 red five
        _too_many_copies(seen_bits.to_bytes(COUNT_BYTES, "little"))
    if rules.aka_dora and (seen_bits + _FOURTH_FIVE) & _HIGH_BITS:  # else no suit can have 4 plain fives
        seen = seen_bits.to_bytes(COUNT_BYTES, "little")
        for suit, five in enumerate(FIVES):
            plain = seen[five] - seen[RED_BYTE + suit]
            if plain > 3:
                raise TenbouError("too_many_copies", f"Under {rules.name} rules a suit has one red five and three plain ones; this request uses {plain} plain 5{'mps'[suit]}.")
    concealed = concealed_bits.to_bytes(COUNT_BYTES, "little")
    held = concealed[win_tile]
    if win_tile in FIVES:
        red_held = concealed[RED_BYTE + FIVES.index(win_tile)]
        held = red_held if win_red else held - red_held
    if held == 0:
        shown = format_tiles([win_tile], [1 if win_red and win_tile == f else 0 for f in FIVES])
        raise TenbouError("win_tile_not_in_hand", f"The winning tile {shown} is not among the concealed tiles {hand_text.strip()!r}; the hand includes the winning tile.")

    every = all_bits.to_bytes(COUNT_BYTES, "little") if melds else concealed
    hand = Hand(concealed[:RED_BYTE], every[:RED_BYTE], (every[34], every[35], every[36]),
                tuple([m[0] for m in melds]) if melds else (), win_tile,
                win == "tsumo", seat, round_, flags, dora, ura, honba, sticks)
    if flags or ura and len(ura) > len(dora):
        _check_conditions(hand, seen_bits.to_bytes(COUNT_BYTES, "little"), len(ura) > len(dora))
    return hand, rules


#: Added to count bits, these carry a byte into its top bit when a tile is counted more than
#: 4 times or a suit's red five more than once (once the tile count is checked, no byte
#: passes 40: 14 concealed tiles, 4 melds of 4, 10 indicators, so nothing carries over).
_OVER_LIMIT = sum(0x7B << 8 * t for t in range(RED_BYTE)) + sum(0x7E << 8 * b for b in range(RED_BYTE, COUNT_BYTES))
_HIGH_BITS = sum(0x80 << 8 * b for b in range(COUNT_BYTES))
#: Added to count bits within those limits, this carries a five's byte into its top bit when
#: all 4 copies of the five are used.
_FOURTH_FIVE = sum(0x7C << 8 * five for five in FIVES)


def _too_many_copies(seen: bytes) -> None:
    """Raise ``too_many_copies`` for the first tile held more than 4 times (tile order) or,
    if none is, the suit whose red five is used more than once. ``seen``: count bytes
    (:func:`tenbou.tiles.count_bits`) of the hand, its melds and the indicators."""
    counts = seen[:RED_BYTE]
    if max(counts) > 4:
        t = counts.index(max(counts))
        raise TenbouError("too_many_copies", f"There are only four {tile_label(t)} tiles; this hand and its indicators use {seen[t]}.")
    reds = seen[RED_BYTE:]
    suit = reds.index(max(reds))
    raise TenbouError("too_many_copies", f"A set has one red five of {'mps'[suit]}; this request uses {reds[suit]}.")


def _conflict(message: str) -> TenbouError:
    return TenbouError("conflicting_conditions", message)


def _check_conditions(hand: Hand, seen: bytes, too_many_ura: bool) -> None:
    """Reject flag combinations that cannot happen at a table (rules.md, last paragraph of "Common")."""
    if not hand.closed and (hand.riichi or hand.double_riichi):
        raise _conflict("Riichi needs a concealed hand; this hand has an open meld.")
    if hand.ippatsu and not hand.in_riichi:
        raise _conflict("Ippatsu needs riichi or double riichi.")
    if hand.ippatsu and hand.rinshan:
        raise _conflict("Ippatsu and rinshan cannot both be true: the winner's kan cancels ippatsu.")
    if hand.haitei and not hand.tsumo:
        raise _conflict("Haitei is a win by self-draw on the last tile; this is a ron (use houtei).")
    if hand.houtei and hand.tsumo:
        raise _conflict("Houtei is a ron on the last discard; this is a self-draw (use haitei).")
    if hand.chankan and hand.tsumo:
        raise _conflict("Chankan (robbing a kan) is a ron; this is a self-draw.")
    if hand.rinshan and not hand.tsumo:
        raise _conflict("Rinshan is a self-draw on the kan replacement tile; this is a ron.")
    if hand.rinshan and not any(m.shape == QUAD for m in hand.melds):
        raise _conflict("Rinshan needs a kan among the melds.")
    if hand.chankan and hand.houtei:
        raise _conflict("Chankan and houtei cannot both be true: a robbed kan tile is not the last discard.")
    if hand.chankan and seen[hand.win_tile] != 1:
        raise _conflict(f"With chankan the winning tile is the fourth {tile_label(hand.win_tile)}, added to another player's kan, so no other copy can be in this hand or the indicators.")
    special = [f for f in ("tenhou", "chiihou", "renhou") if getattr(hand, f)] if (
        hand.tenhou or hand.chiihou or hand.renhou) else ()
    if len(special) > 1:
        raise _conflict(f"{special[0]} and {special[1]} cannot both be true.")
    if special:
        kind = special[0]
        need = {"tenhou": (True, True), "chiihou": (False, True), "renhou": (False, False)}[kind]
        who = "the dealer (seat wind east)" if need[0] else "a non-dealer"
        how = "self-draw" if need[1] else "ron"
        if hand.dealer != need[0] or hand.tsumo != need[1]:
            raise _conflict(f"{kind.capitalize()} is a win by {who}, by {how}.")
        if hand.melds:
            raise _conflict(f"{kind.capitalize()} happens before any call or kan, so the hand has no melds.")
        if hand.in_riichi or hand.haitei or hand.houtei:
            raise _conflict(f"{kind.capitalize()} happens in the first go-around: no riichi, haitei or houtei.")
    if too_many_ura:
        raise _conflict("There are more ura dora indicators than dora indicators.")


# Yaku.han and FuStep.fu, read by position: a NamedTuple's fields are slow to read by name.
_han, _fu = itemgetter(Yaku._fields.index("han")), itemgetter(FuStep._fields.index("fu"))


def _payout(key: tuple) -> tuple[Value, dict, int]:
    """What a count of han and fu pays before honba: ``(value, payments, what the winner
    receives)`` (:class:`tenbou.scoring.Value`; points, no honba or sticks) for ``(han, fu
    rounded, yakuman, kiriage, kazoe, dealer, tsumo)``: :func:`hand_value`, :func:`pay`."""
    han, fu, yakuman, kiriage, kazoe, dealer, tsumo = key
    value = hand_value(han, fu, yakuman, kiriage=kiriage, kazoe=kazoe)
    payments = pay(value.base, dealer=dealer, tsumo=tsumo)
    return value, payments, payments_total(payments)


# The same han, fu and situation recur from hand to hand (the payments it holds are copied
# into each response), and so do yaku and fu steps (their entries too).
_PAYOUTS = Memo(_payout)
_YAKU_JSON = Memo(Yaku.to_json)
_STEP_JSON = Memo(lambda step: {"fu": step.fu, "reason": step.reason})


def _explain(reading: Reading, hand: Hand, rules: Rules, yaku: list[Yaku], yakuman: int, pinfu: bool,
             notes: list[str] | tuple[()]) -> dict:
    """The contract's response for one reading: ``yaku`` (dora included) or the yakuman
    entries (``yakuman`` of them), every fu step with its reason, the limit, the payments
    (points, honba included) and notes on what the rules changed (kiriage, kazoe)."""
    steps = fu_steps(reading, hand, rules, pinfu)
    han = sum(map(_han, yaku))
    raw = sum(map(_fu, steps))
    fu = round_fu(raw)  # (0 for thirteen orphans, which have no fu)
    value, payments, received = _PAYOUTS[han, fu, yakuman, rules.kiriage, rules.kazoe, hand.dealer, hand.tsumo]
    base, limit, kiriage_applied, kazoe = value  # (one unpacking: a NamedTuple's fields are slow to read)
    if hand.honba:
        payments = with_honba(payments, tsumo=hand.tsumo, honba=hand.honba, honba_ron=rules.honba_ron,
                              honba_tsumo_each=rules.honba_tsumo_each)
        received = payments_total(payments)
    else:
        payments = payments.copy()  # (the remembered one is shared)
    notes = list(notes)
    if kiriage_applied:
        notes.append(f"Kiriage mangan ({rules.name}): {han} han {fu} fu paid as a mangan.")
    elif base == 1920 and not yakuman and (han, fu) in KIRIAGE_CELLS:  # (both cells: base 1,920, the cheap test)
        notes.append(f"No kiriage mangan under {rules.name}: {han} han {fu} fu is not rounded up to a mangan.")
    if kazoe:
        if kazoe == "yakuman":
            yakuman = 1
            notes.append(f"{han} han: a counted yakuman (kazoe) under {rules.name}.")
        else:
            notes.append(f"{han} han: sanbaiman, no counted yakuman under {rules.name}.")
    return {
        "ok": True,
        "han": han,
        "fu": fu,
        "yakuman": yakuman,
        "limit": limit,
        "yaku": [_YAKU_JSON[y].copy() for y in yaku],
        "fu_steps": [_STEP_JSON[step].copy() for step in steps],
        "fu_raw": raw,
        "reading": _reading_json(reading, hand),
        "base_points": base,
        "payments": payments,
        "total": received + rules.riichi_stick * hand.riichi_sticks,
        "dealer": hand.dealer,
        "win": "tsumo" if hand.tsumo else "ron",
        "rules": rules.id,
        "rules_name": rules.name,
        "notes": notes,
    }


class _Candidate(NamedTuple):
    """A reading's yaku (no dora) or named yakuman entries, with the notes on the yakuman and
    whether it has pinfu (which decides the self-draw fu): all that :func:`_explain` needs."""

    reading: Reading
    yaku: list[Yaku]
    yakuman: list[Yaku]
    yakuman_notes: list[str]
    pinfu: bool


_new_candidate = tuple.__new__  # (a NamedTuple's own constructor is a Python function: slower)


def _evaluate(reading: Reading, hand: Hand, rules: Rules, facts: HandFacts) -> _Candidate | None:
    """The yaku or yakuman of one reading; None when it has none (dora alone do not make a win)."""
    # A yakuman of a standard reading needs four concealed triplets (suuankou), four quads
    # (suukantsu) or three honour triplets (daisangen, the four winds), or comes from the whole
    # hand (facts.hand_yakuman: all honours, all terminals, all green, nine gates, tenhou ...).
    triplets = reading.triplets
    if reading.form != STANDARD or facts.hand_yakuman or len(triplets) >= 3 and (
            reading.concealed_triplets == 4 or reading.quads == 4 or sorted(triplets)[-3] >= 27):
        yakuman, notes = score_yakuman(reading, hand, rules, facts)
        if yakuman:  # no regular yaku count, pinfu neither (the fu shown keep the self-draw 2)
            return _new_candidate(_Candidate, (reading, [], yakuman, notes, False))
    yaku = score_yaku(reading, hand, facts)
    if not yaku:
        return None
    return _new_candidate(_Candidate, (reading, yaku, [], [], PINFU in yaku))


def _key(candidate: _Candidate, hand: Hand, rules: Rules, dora_han: int) -> tuple[int, bool, int, int]:
    """Order of preference between readings, without writing their explanation: payment to
    the winner, then a named yakuman over a counted one (as Tenhou shows it; rules-research.md
    §4.1), then han (13 per yakuman), then fu; the values :func:`_explain` then explains.
    The payment leaves out honba, which add the same to every reading of a hand."""
    fu = round_fu(raw_fu(candidate.reading, hand, rules, candidate.pinfu))
    if candidate.yakuman:
        count = sum(y.yakuman for y in candidate.yakuman)
        named, han = True, 13 * count
        _, _, received = _PAYOUTS[0, fu, count, rules.kiriage, rules.kazoe, hand.dealer, hand.tsumo]
    else:
        han = dora_han + sum(map(_han, candidate.yaku))
        value, _, received = _PAYOUTS[han, fu, 0, rules.kiriage, rules.kazoe, hand.dealer, hand.tsumo]
        named = False
        if value.kazoe == "yakuman":
            han += 13
    return (received, named, han, fu)


def _renhou_alone(reading: Reading, hand: Hand, rules: Rules) -> dict:
    """Renhou scored on its own: 5 han, no other yaku and no dora (EMA 2025, WRC 2025), or a
    fixed mangan (EMA 2016)."""
    if rules.renhou == "mangan":
        note = f"Renhou is a mangan under {rules.name}, scored alone (no other yaku or dora); the better of that and the hand without it is paid."
    else:
        note = f"Renhou is 5 han under {rules.name} and combines with nothing (no other yaku or dora); the better of that and the hand without it is paid."
    return _explain(reading, hand, rules, [Yaku("renhou", YAKU_NAMES["renhou"], 5)], 0, False, [note])


def _response_key(response: dict) -> tuple[int, bool, int, int]:
    """:func:`_key` of a response (the sticks in ``total`` are the same for every reading)."""
    named = any("yakuman" in y for y in response["yaku"])
    return (response["total"], named, response["han"] + 13 * response["yakuman"], response["fu"])


def _reading_json(reading: Reading, hand: Hand) -> dict:
    """The contract's ``reading``: sets and pair in MPSZ, the wait, and the group the winning
    tile completed (``win_group``); ``melds`` the declared sets, ``pairs`` those of seven pairs."""
    if reading.form == CHIITOITSU:
        return {"sets": [], "pair": None, "pairs": [PAIR_MPSZ[t] for t in reading.pairs],
                "wait": reading.wait, "win_group": PAIR_MPSZ[hand.win_tile]}
    if reading.form == KOKUSHI:
        return {"sets": [], "pair": PAIR_MPSZ[reading.pair], "wait": reading.wait,
                "win_group": None}
    sets = list(map(SET_MPSZ.__getitem__, reading.groups))
    pair = PAIR_MPSZ[reading.pair]
    return {"sets": sets, "pair": pair, "wait": reading.wait,
            "win_group": pair if reading.win_group is None else sets[reading.win_group],
            "melds": sets[4 - len(hand.melds):]}


def _situation_notes(hand: Hand, rules: Rules) -> list[str]:
    """Notes on what the rules did with the situation: haitei on a kan replacement tile,
    renhou where it is no yaku, ura dora without riichi, red fives where they are plain."""
    notes = []
    if hand.haitei and hand.rinshan and rules.haitei_with_rinshan == "rinshan_only":
        notes.append(f"Haitei does not count on a kan replacement tile under {rules.name}: rinshan only.")
    if hand.renhou and rules.renhou == "none":
        notes.append(f"Renhou is not a yaku under {rules.name}.")
    if hand.ura_dora_indicators and not hand.in_riichi:
        notes.append("Ura dora count only with riichi; they were not counted.")
    if not rules.aka_dora and hand.reds != _NO_REDS:
        notes.append(f"Red fives count as plain fives under {rules.name}.")
    return notes


def score_hand(hand: Hand, rules: Rules) -> dict:
    """Score a validated hand: the best of every reading, as the contract's response.

    Every reading is ranked (:func:`_key`); only the best is explained (fu steps with their
    reasons, notes). Ties keep the first reading found.

    :raises TenbouError: ``not_winning`` when no reading exists, ``no_yaku`` when none scores.
    """
    found = standard_readings(hand)
    if not hand.melds:
        found += special_readings(hand)
    if not found:
        raise TenbouError("not_winning", "These tiles do not make a complete hand (four sets and a pair, seven pairs or thirteen orphans).")
    facts = HandFacts(hand, rules)
    if len(found) == 1:
        best = _evaluate(found[0], hand, rules, facts)
    else:
        dora_han = sum(map(_han, count_dora(hand, rules)))
        best = best_key = None
        for reading in found:
            candidate = _evaluate(reading, hand, rules, facts)
            if candidate is not None:
                key = _key(candidate, hand, rules, dora_han)
                if best is None or key > best_key:
                    best, best_key = candidate, key
    response = None
    if best is not None:
        reading, yaku, yakuman, yakuman_notes, pinfu = best  # (a NamedTuple's fields are slow to read by name)
        if yakuman:
            count = sum(y.yakuman for y in yakuman)
            response = _explain(reading, hand, rules, yakuman, count, pinfu, yakuman_notes)
        else:
            response = _explain(reading, hand, rules, yaku + count_dora(hand, rules), 0, pinfu, ())
    if hand.renhou and rules.renhou in ("five_han_alone", "mangan"):
        alone = _renhou_alone(found[0], hand, rules)
        if response is None or _response_key(alone) > _response_key(response):
            response = alone
    if response is None:
        raise TenbouError("no_yaku", "The hand is complete but has no yaku; dora alone do not make a win.")
    if hand.haitei or hand.renhou or (hand.ura_dora_indicators and not hand.in_riichi) or (
            hand.reds != _NO_REDS and not rules.aka_dora):  # all it speaks of
        response["notes"][:0] = _situation_notes(hand, rules)
    return response


def score(request) -> dict:
    """Score a request (a dict as in the contract) and return the response dict. Never raises.

    :returns: ``{"ok": true, "han", "fu", "yakuman", "limit", "yaku", "fu_steps", "fu_raw",
        "reading", "base_points", "payments", "total", ...}`` (points, fu, han), or
        ``{"ok": false, "error": {"code", "message"}}`` with a contract error code.

    >>> r = score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"})
    >>> r["han"], r["fu"], r["payments"]
    (2, 50, {'discarder': 3200})
    """
    try:
        hand, rules = parse_request(request)
        return score_hand(hand, rules)
    except TenbouError as error:
        return error.to_response()
    except RecursionError:  # pragma: no cover - defensive: never let a traceback reach a player
        return TenbouError("bad_request", "The request is too deeply nested.").to_response()


def score_json(text: str) -> str:
    """:func:`score` for JSON text: one request in, one response out (what the web worker calls).

    >>> json.loads(score_json("not json"))["error"]["code"]
    'bad_request'
    """
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        return json.dumps(TenbouError("bad_request", "The request is not valid JSON.").to_response())
    return json.dumps(score(request), ensure_ascii=False)
