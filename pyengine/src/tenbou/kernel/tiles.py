"""Tiles as small ints, and MPSZ notation in and out.

A tile is an int 0..33 (the "34 index"): 0-8 characters (man) 1-9, 9-17 circles
(pin) 1-9, 18-26 bamboo (sou) 1-9, 27-33 honours East, South, West, North, White,
Green, Red. A hand's counts are 34 ints, one per tile (as bytes in a
:class:`tenbou.road.hand.Hand`; as one int with a byte per tile, :func:`count_bits`, while a
request is read). Red fives are not separate tiles: they
are counted beside the hand, per suit, because they score only as aka dora.

MPSZ notation is digits followed by a suit letter: ``m`` characters, ``p`` circles,
``s`` bamboo, ``z`` honours (``1z``..``7z`` = East, South, West, North, White,
Green, Red). ``0m`` ``0p`` ``0s`` are red fives. Whitespace is ignored.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Callable, NamedTuple

from ..errors import TenbouError
from .memo import MEMO_KEY_MAX, Memo
from .winds import WIND_IDS as WIND_IDS  # (re-exported: the tiles' module names the winds too)

Tile = int

SUITS = "mps"
SUIT_LETTERS = "mpsz"
#: The number of tile kinds (the "34 index"): a hand's counts hold one per kind.
TILE_KINDS = 34
EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, TILE_KINDS)
#: The first honour: the tiles from it on are winds and dragons, those below it the three suits.
FIRST_HONOUR = EAST
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (HAKU, HATSU, CHUN)
FIVES = (4, 13, 22)  # 5m, 5p, 5s


#: Tiles that are terminals (1 and 9 of each suit) or honours.
TERMINALS_AND_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(FIRST_HONOUR, TILE_KINDS)))
GREEN_TILES = frozenset((19, 20, 21, 23, 25, HATSU))  # 2 3 4 6 8 bamboo and green dragon


class ParsedTiles(NamedTuple):
    """Tiles read from MPSZ: ``tiles`` in input order, ``reds`` = red fives per suit (m, p, s)."""

    tiles: list[int]
    reds: tuple[int, int, int]


def is_honour(tile: Tile) -> bool:
    """True for East..Red (27..33)."""
    return tile >= FIRST_HONOUR


def is_terminal_or_honour(tile: Tile) -> bool:
    """True for 1s, 9s and honours."""
    return tile in TERMINALS_AND_HONOURS


# Tile of each digit in each suit: "0" is the (red) five.
_DIGIT_TILE = {
    suit: {str(n): base + (4 if n == 0 else n - 1) for n in range(10 if suit != "z" else 8) if suit != "z" or n}
    for suit, base in zip(SUIT_LETTERS, (0, 9, 18, FIRST_HONOUR))
}


#: The tile of each digit of a run, by the run's suit letter (a bound look-up).
_RUN_TILES = {suit: tiles.__getitem__ for suit, tiles in _DIGIT_TILE.items()}


def parse_tiles(text: str, *, field: str = "hand") -> ParsedTiles:
    """Read MPSZ notation.

    :param text: e.g. ``"123m456p0s77z"``; order does not matter, whitespace is ignored.
    :param field: the request field, named in error messages.
    :raises TenbouError: ``invalid_tile`` for anything that is not MPSZ (:func:`mpsz_runs`).

    >>> parse_tiles("12m0p7z")
    ParsedTiles(tiles=[0, 1, 13, 33], reds=(0, 1, 0))
    """
    tiles: list[int] = []
    reds = None
    for letter, digits in mpsz_runs(text, field):
        tiles += map(_RUN_TILES[letter], digits)
        if "0" in digits:
            reds = reds or [0, 0, 0]
            reds[SUIT_LETTERS.index(letter)] += digits.count("0")
    return ParsedTiles(tiles, (reds[0], reds[1], reds[2]) if reds else (0, 0, 0))


#: The brackets of a meld in hand text (:func:`split_melds`): a called set, a concealed kan.
MELD_BRACKETS = {"[": "]", "(": ")"}


def split_melds(text: str) -> tuple[str, list[dict[str, str]]]:
    """Hand text with its melds written in it, as players write them (docs/api.md, "Hand text
    with melds"): the concealed tiles in MPSZ, and each meld in brackets, ``[234m]`` a called
    set, ``(1111z)`` a concealed kan. Returns the concealed text (the text outside the brackets,
    in order, so that its last tile is the last one written) and the melds in the request's
    form, in order: ``[234m]`` is a chi and ``[777z]`` a pon (three tiles, the same or not),
    ``[7777z]`` a kan (four), ``(1111z)`` an ankan. The tiles are read by :func:`parse_tiles`;
    whether a meld is a real chi, pon or kan is the score request's check (``invalid_meld``).

    :raises TenbouError: ``invalid_meld`` for a bracket that is not closed, closed without
        being opened, opened inside another, or empty; ``invalid_tile`` for text in brackets
        that is not tiles.

    >>> split_melds("33567p45678s6s [234m] (1111z)")
    ('33567p45678s6s  ', [{'kind': 'chi', 'tiles': '234m'}, {'kind': 'ankan', 'tiles': '1111z'}])
    """
    outside: list[str] = []
    melds: list[dict[str, str]] = []
    group: list[str] = []
    closing: str | None = None
    for ch in text:
        if closing is None and ch in MELD_BRACKETS:
            closing, group = MELD_BRACKETS[ch], []
        elif ch == closing:
            melds.append(_bracketed_meld("".join(group), closing))
            closing = None
        elif ch in MELD_BRACKETS or ch in MELD_BRACKETS.values():
            raise TenbouError("invalid_meld", "error.invalid_meld.bracket", text=repr(text))
        elif closing is None:
            outside.append(ch)
        else:
            group.append(ch)
    if closing is not None:
        raise TenbouError("invalid_meld", "error.invalid_meld.bracket", text=repr(text))
    return "".join(outside), melds


def _bracketed_meld(group: str, closing: str) -> dict[str, str]:
    """One meld of :func:`split_melds`: its kind by its brackets and its tiles."""
    tiles = parse_tiles(group, field="melds").tiles
    if not tiles:
        raise TenbouError("invalid_meld", "error.invalid_meld.bracket", text=repr(group))
    written = "".join(group.split())
    if closing == ")":
        return {"kind": "ankan", "tiles": written}
    kind = "kan" if len(tiles) == 4 else "pon" if len(set(tiles)) == 1 else "chi"
    return {"kind": kind, "tiles": written}


#: The digits each suit letter takes: a suit's 1 to 9 and 0 (its red five); honours 1 to 7.
_SUIT_DIGITS = {suit: "".join(digits) for suit, digits in _DIGIT_TILE.items()}


def mpsz_runs(text: str, field: str = "hand") -> list[tuple[str, str]]:
    """The MPSZ grammar, read once for every reader of tiles: ``text`` as its runs, each a suit
    letter and the digits written before it, in the text's order, whitespace left out.

    :param field: the request field, named in error messages.
    :raises TenbouError: ``invalid_tile`` at the first problem, its message saying which: a
        character that is neither a digit, a suit letter nor whitespace (``character``), a
        suit letter with no digits before it (``no_digits``), an honour that is no tile, ``0z``
        ``8z`` or ``9z`` (``honour``), digits with no suit letter after them (``no_suit``).

    >>> mpsz_runs("123m 0p77z")
    [('m', '123'), ('p', '0'), ('z', '77')]
    >>> mpsz_runs("12m8z")
    Traceback (most recent call last):
    ...
    tenbou.errors.TenbouError: hand: '8z' is not a tile (honours are 1z to 7z).
    """
    if not text:
        return []
    # Most texts are written as the page and the rulebooks write them: each suit letter once,
    # in the order m p s z, with nothing but its digits before it. Those are cut at each letter
    # (str.partition) and their digits checked at once (str.strip); anything else (whitespace,
    # a letter twice or out of order, a stray character, a digit that is no tile of its suit)
    # is read character by character (_scanned_runs).
    runs = []
    rest = text
    for letter in SUIT_LETTERS:
        digits, found, after = rest.partition(letter)
        if found and digits:
            if digits.strip(_SUIT_DIGITS[letter]):
                return _scanned_runs(text, field)
            runs.append((letter, digits))
            rest = after
    return runs if rest == "" else _scanned_runs(text, field)


def _scanned_runs(text: str, field: str) -> list[tuple[str, str]]:
    """:func:`mpsz_runs` read character by character."""
    runs = []
    digits = ""
    for ch in text:
        if ch in "0123456789":
            digits += ch
        elif ch.isspace():
            continue
        elif ch not in _SUIT_DIGITS:
            raise _invalid_tile("error.invalid_tile.character", field, char=repr(ch), text=repr(text))
        elif not digits:
            raise _invalid_tile("error.invalid_tile.no_digits", field, char=repr(ch), text=repr(text))
        else:
            wrong = digits.strip(_SUIT_DIGITS[ch])  # (from the first digit that is no tile)
            if wrong:  # (only honours refuse digits: 0, 8 and 9)
                raise _invalid_tile("error.invalid_tile.honour", field, tile=f"'{wrong[0]}z'")
            runs.append((ch, digits))
            digits = ""
    if digits:
        raise _invalid_tile("error.invalid_tile.no_suit", field, digits=repr(digits), text=repr(text))
    return runs


def _invalid_tile(key: str, field: str, **fields: object) -> TenbouError:
    """The ``invalid_tile`` error of :func:`mpsz_runs` whose message has the catalog ``key``."""
    return TenbouError("invalid_tile", key, field=field, **fields)


#: Byte of the first red-five count in :func:`count_bits` (34, 35, 36: m, p, s).
RED_BYTE = 34
#: Bytes of a count-bits int: a count per tile, then the red fives per suit.
COUNT_BYTES = 37
#: How much each digit of a run adds to its count bits, by the run's suit letter.
_DIGIT_BITS = {
    suit: {digit: (1 << 8 * tile) + ((1 << 8 * (RED_BYTE + SUIT_LETTERS.index(suit))) if digit == "0" else 0)
           for digit, tile in digits.items()}
    for suit, digits in _DIGIT_TILE.items()
}
# The count bits of a run's digits, by its suit letter: the same runs recur from hand to hand
# (123m, 77z: 4,305 distinct runs among the 23,552 of the hand texts of the bench's 10,000
# hands). Without the memo of a suit a score takes 1.01 (honours) to 1.05 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
def _run_bits(bits: dict[str, int]) -> Callable[[str], int]:
    """The count bits of a run's digits, in the suit whose digit bits are ``bits``."""
    return lambda digits: sum([bits[digit] for digit in digits])


_RUN_COUNT_BITS = {suit: Memo(f"tiles.run_bits.{suit}", _run_bits(bits), key_max=MEMO_KEY_MAX)
                   for suit, bits in _DIGIT_BITS.items()}


def count_bits(text: str, *, field: str = "hand") -> tuple[int | None, int]:
    """Read MPSZ notation as one int holding a byte per count, as chess engines keep
    bitboards: the count of tile ``t`` in byte ``t``, the red fives of m, p, s in bytes
    :data:`RED_BYTE` to 36; ``bits.to_bytes(COUNT_BYTES, "little")`` gives them back. Sets of
    tiles then add up with ``+`` and are tested with masks, without a loop over tiles.

    :returns: ``(bits, number of tiles)``; bits are None for a text of more than 255 tiles,
        which a byte cannot count (no hand or meld has so many; the tiles are still checked).
    :raises TenbouError: ``invalid_tile`` as :func:`parse_tiles`.

    >>> bits, n = count_bits("5550m")
    >>> bits.to_bytes(COUNT_BYTES, "little")[4], n, bits >> 8 * RED_BYTE
    (4, 4, 1)
    """
    bits = n_tiles = 0
    for letter, digits in mpsz_runs(text, field):
        bits += _RUN_COUNT_BITS[letter][digits]
        n_tiles += len(digits)
    return (bits if n_tiles <= 255 else None), n_tiles


def tiles_and_bits(text: str, *, field: str) -> tuple[tuple[int, ...], int]:
    """:func:`parse_tiles` and :func:`count_bits` of one text in one reading of it: its tiles in
    the text's order, and its tiles and red fives as count bits (for the short texts of a meld
    or the indicators, which a request reads both ways).

    :raises TenbouError: ``invalid_tile`` as :func:`parse_tiles`.

    >>> tiles_and_bits("50m", field="melds[0]") == ((4, 4), count_bits("50m")[0])
    True
    """
    tiles: list[int] = []
    bits = 0
    for letter, digits in mpsz_runs(text, field):
        tiles += map(_RUN_TILES[letter], digits)
        bits += _RUN_COUNT_BITS[letter][digits]
    return tuple(tiles), bits


def parse_counts(text: str, *, field: str = "hand") -> tuple[list[int], int, tuple[int, int, int]]:
    """Read MPSZ notation as 34 counts: ``(counts, number of tiles, reds per suit)``.

    :param field: the request field, named in error messages.
    :raises TenbouError: ``invalid_tile`` as :func:`parse_tiles`.

    >>> counts, n, reds = parse_counts("5550m")
    >>> counts[4], n, reds
    (4, 4, (1, 0, 0))
    """
    bits, n_tiles = count_bits(text, field=field)
    if bits is None:
        parsed = parse_tiles(text, field=field)
        return to_counts(parsed.tiles), n_tiles, parsed.reds
    counts = list(bits.to_bytes(COUNT_BYTES, "little"))
    return counts[:RED_BYTE], n_tiles, (counts[34], counts[35], counts[36])


def count_bytes(bits: int) -> bytes:
    """The counts held in count bits (:func:`count_bits`): 37 bytes, a count per tile, then
    the red fives of m, p and s."""
    return bits.to_bytes(COUNT_BYTES, "little")


def bits_of_counts(counts: bytes | list[int] | tuple[int, ...]) -> int:
    """Counts (a count per tile, from tile 0, and after tile 33 the red fives of m, p, s if
    given) as count bits (:func:`count_bits`): :func:`count_bytes` the other way."""
    return int.from_bytes(bytes(counts), "little")


def tile_bits(index: int, copies: int = 1) -> int:
    """Count bits holding ``copies`` of tile ``index`` (or, from :data:`RED_BYTE` on, red fives
    of a suit) and nothing else."""
    return copies << 8 * index


def count_of(bits: int, index: int) -> int:
    """The count in byte ``index`` of count bits: the copies of tile ``index``, or from
    :data:`RED_BYTE` on, the red fives of a suit."""
    return bits >> 8 * index & 0xFF


def tile_mask(tiles: Iterable[int]) -> int:
    """A mask of count bits: a 0xFF byte at each of ``tiles``, so that ``bits & mask`` is not 0
    exactly when the count bits hold one of them."""
    return sum(0xFF << 8 * t for t in set(tiles))


# Count bits hold each count in a byte whose top bit stays clear while the count is small, so
# a limit on every count at once is one addition and one mask (as bitboards are tested in
# chess engines): adding 0x80 - (limit + 1) to a byte carries into its top bit exactly when
# the count passes the limit. Counts never reach 128 (a request holds 14 concealed tiles,
# 4 melds of at most 4 and 10 indicators once its tile count is checked), so no carry spills
# into the next byte.
_TOP_BITS = sum(0x80 << 8 * byte for byte in range(COUNT_BYTES))


def _limit_adder(limits: dict[int, int]) -> int:
    """What to add to count bits so that byte ``b`` carries into its top bit when its count
    passes ``limits[b]``."""
    return sum((0x80 - (limit + 1)) << 8 * byte for byte, limit in limits.items())


#: Four copies of each tile, one red five of each suit.
_OVER_COPIES = _limit_adder({**dict.fromkeys(range(RED_BYTE), 4), **dict.fromkeys(range(RED_BYTE, COUNT_BYTES), 1)})
#: Three copies of each five (the fourth is the red one where red fives count).
_OVER_THREE_FIVES = _limit_adder(dict.fromkeys(FIVES, 3))


def over_four_copies(bits: int) -> bool:
    """Whether count bits hold a tile more than 4 times or a suit's red five more than once.

    >>> over_four_copies(count_bits("11111m")[0]), over_four_copies(count_bits("1111m00p")[0])
    (True, True)
    >>> over_four_copies(count_bits("1111m0p")[0])
    False
    """
    return bool((bits + _OVER_COPIES) & _TOP_BITS)


def has_four_fives(bits: int) -> bool:
    """Whether count bits (within the limits of :func:`over_four_copies`) hold all four copies
    of a five, red or plain (the cheap test before counting plain fives).

    >>> has_four_fives(count_bits("5550m")[0]), has_four_fives(count_bits("555m")[0])
    (True, False)
    """
    return bool((bits + _OVER_THREE_FIVES) & _TOP_BITS)


def excess_copies(bits: int, red_fives: bool) -> tuple[str, int, int] | None:
    """The first copy limit that count bits pass, or None: ``("tile", tile, count)`` for the
    first tile held more than 4 times (tile order); else ``("red_five", suit, count)`` for the
    suit whose red five is held more than once; else, where ``red_fives`` count (one red five
    and three plain ones a suit), ``("plain_fives", suit, plain)`` for the first suit with more
    than three plain fives. ``suit``: 0, 1, 2 for m, p, s.

    >>> excess_copies(count_bits("11111m")[0], True), excess_copies(count_bits("5555m")[0], True)
    (('tile', 0, 5), ('plain_fives', 0, 4))
    >>> excess_copies(count_bits("5555m")[0], False), excess_copies(count_bits("00p")[0], False)
    (None, ('red_five', 1, 2))
    """
    if (bits + _OVER_COPIES) & _TOP_BITS:  # (over_four_copies)
        seen = count_bytes(bits)
        counts = seen[:RED_BYTE]
        if max(counts) > 4:
            tile = counts.index(max(counts))
            return "tile", tile, seen[tile]
        reds = seen[RED_BYTE:]
        suit = reds.index(max(reds))
        return "red_five", suit, reds[suit]
    if red_fives and (bits + _OVER_THREE_FIVES) & _TOP_BITS:  # (has_four_fives; else no suit has 4 plain fives)
        seen = count_bytes(bits)
        for suit, five in enumerate(FIVES):
            plain = seen[five] - seen[RED_BYTE + suit]
            if plain > 3:
                return "plain_fives", suit, plain
    return None




def parse_tile(text: str, *, field: str = "win_tile") -> tuple[Tile, bool]:
    """Read exactly one tile; returns ``(tile, is_red)``.

    :raises TenbouError: ``invalid_tile`` unless the text is one tile.

    >>> parse_tile("0p")
    (13, True)
    """
    parsed = parse_tiles(text, field=field)
    if len(parsed.tiles) != 1:
        raise TenbouError("invalid_tile", "error.invalid_tile.not_one", field=field, text=repr(text))
    return parsed.tiles[0], sum(parsed.reds) == 1


def to_counts(tiles: list[int]) -> list[int]:
    """34 counts from a list of tiles."""
    counts = [0] * TILE_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def format_tiles(tiles: list[int] | tuple[int, ...], reds: tuple[int, int, int] | list[int] = (0, 0, 0)) -> str:
    """MPSZ for a list of tiles, sorted m, p, s, z; ``reds[s]`` of the fives of suit s are written 0.

    >>> format_tiles([33, 0, 13, 1, 13], reds=(0, 1, 0))
    '12m05p7z'
    """
    out = []
    for suit in range(4):
        members = sorted(t for t in tiles if t // 9 == suit)
        if not members:
            continue
        digits = []
        red_left = reds[suit] if suit < 3 else 0
        for t in members:
            n = t % 9 + 1
            if n == 5 and red_left and suit < 3:
                digits.append("0")
                red_left -= 1
            else:
                digits.append(str(n))
        out.append("".join(digits) + SUIT_LETTERS[suit])
    return "".join(out)


#: The MPSZ of each tile, by its 34 index: ``'1m'`` to ``'9m'``, ..., ``'1z'`` to ``'7z'``.
TILE_NAMES = tuple(f"{tile % 9 + 1}{SUIT_LETTERS[tile // 9]}" for tile in range(TILE_KINDS))


def tile_name(tile: Tile) -> str:
    """MPSZ of one tile, e.g. ``'9p'``; honours as ``'7z'`` (:data:`TILE_NAMES`).

    >>> tile_name(17), tile_name(27)
    ('9p', '1z')
    """
    return TILE_NAMES[tile]


#: The tiles not in play with three players: 2m to 8m (docs/rules.md, "players"; the red 5m
#: is a 5m).
THREE_PLAYER_ABSENT = tuple(range(1, 8))

#: The tiles in play, by the number of players (the rules' ``players``).
TILES_IN_PLAY = {4: tuple(range(TILE_KINDS)), 3: tuple(t for t in range(TILE_KINDS) if t not in THREE_PLAYER_ABSENT)}

#: Count bits (:func:`count_bits`) with a full byte for each tile not in play, by the number of
#: players: ``bits & ABSENT_MASK[players]`` is not 0 when count bits hold one.
ABSENT_MASK = {4: 0, 3: tile_mask(THREE_PLAYER_ABSENT)}


def dora_from_indicator(indicator: Tile, players: int = 4) -> Tile:
    """The dora that an indicator points to: 1..9 then 1 in a suit; E S W N E; White Green Red
    White. With three players, 1m points to 9m and 9m to 1m (2m-8m are not in play).

    >>> [tile_name(dora_from_indicator(t)) for t in (8, 30, 33)]
    ['1m', '1z', '5z']
    >>> tile_name(dora_from_indicator(0, players=3)), tile_name(dora_from_indicator(8, players=3))
    ('9m', '1m')
    """
    if players == 3 and indicator in (0, 8):
        return 8 - indicator
    if indicator < FIRST_HONOUR:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator <= NORTH:
        return EAST + (indicator - EAST + 1) % 4
    return HAKU + (indicator - HAKU + 1) % 3
