"""Shanten: how many tiles a hand still has to change before it is tenpai.

A hand's shanten is found from the complete hands it could become. A complete hand ``H`` (four
sets and a pair, the declared melds counted among the sets; or seven distinct pairs; or thirteen
orphans) lacks some of its tiles from this hand; if the fewest any ``H`` lacks is ``k``, then

- a 13-tile hand (13 - 3 x melds concealed tiles) can swap ``k - 1`` of its tiles for ``k - 1``
  of the missing ones and then waits on the last: its shanten is ``k - 1`` (0 = tenpai);
- a 14-tile hand has ``k`` tiles to swap: its shanten is ``k - 1`` too (-1 complete, 0 when
  the right discard leaves it tenpai).

So ``shanten = (fewest tiles missing from a complete hand) - 1`` for both sizes, and that
definition is the algorithm: nothing is counted that it does not say. (1 = one tile from tenpai.)

Only complete hands that can exist are counted: each tile at most ``limits[t]`` times in the
concealed part, 4 by default and 4 less the copies in the melds for a hand with melds. A hand
whose only wait is a fifth copy of a tile it holds four of is therefore not tenpai here
(``1111m234p567p789s`` is 1 shanten), where a count of sets and partial sets would say 0.

The standard form: tiles of different suits never share a set, so each suit is solved on its own
and the answers are combined. For one suit, :func:`_suit_costs` walks its tiles upwards and, for
every number of sets ``k`` (0 to 4) and pairs ``p`` (0 or 1) it lays there, finds the fewest
tiles the suit lacks (a dynamic programme: the state carried from tile to tile is how many
sequences are still open). A set made only of missing tiles costs 3 wherever it goes and a pair
2, so those are counted, not placed. Held tiles three or more apart share no set, so a suit is
solved block by block where the limits allow it (:func:`_blocks`) and the blocks' tables merged;
a block's answer depends only on its counts and limits near its held tiles, and is remembered
(:class:`tenbou.kernel.memo.Memo`). Seven pairs and thirteen orphans have closed
forms (:func:`missing_chiitoitsu`, :func:`missing_kokushi`) and count only without melds.

:class:`TileSearch` answers "and with one more tile?" for every tile of a hand cheaply (only the
added tile's suit changes): what :mod:`tenbou.tools.waits` asks for waits, improving tiles and discards.

Pure Python, no threads: it runs in Pyodide as in CPython.
"""

from __future__ import annotations

from typing import Sequence

from .memo import Memo
from .tiles import FIRST_HONOUR, TERMINALS_AND_HONOURS, TILE_KINDS

#: More than any hand can lack (a hand lacks at most 14 tiles of a complete hand).
NEVER = 99
#: The default limit of every tile: there are four copies of each.
FOUR = (4,) * TILE_KINDS
#: Limits that allow whatever a hand holds, a fifth copy included: for the shape alone.
ANY_COUNT = (5,) * TILE_KINDS
#: (first tile, number of tiles) of the suits m, p, s and the honours.
SUITS = ((0, 9), (9, 9), (18, 9), (FIRST_HONOUR, 7))
ORPHANS = tuple(sorted(TERMINALS_AND_HONOURS))

# A suit's table is ``(costs, lacks)``: entry 2 * k + p of ``costs`` is the fewest tiles that
# suit lacks to hold k sets (0..4) and p pairs (0..1), sets and pairs of missing tiles only (3 and
# 2 tiles) included; the same entry of ``lacks`` the tiles that the ways of that cost lack, as
# bits (:func:`_suit_costs`).
Table = tuple[tuple[int, ...], tuple[int, ...]]
_ENTRIES = range(10)
#: The bit of a table's lacks that says one of its least-cost ways lays a set or the pair of
#: missing tiles only, which may go on many tiles: those are not named (above the 34 tiles' bits).
MISSING_ONLY = 1 << 40
#: The bits of the 34 tiles in a table's lacks.
_TILE_BITS = (1 << TILE_KINDS) - 1


def _suit_costs(counts: bytes, limits: bytes, sequences: bool) -> Table:
    """The table of one suit: ``(costs, lacks)``. Entry ``2 * k + p`` of ``costs`` is the fewest
    tiles lacking for ``k`` sets and ``p`` pairs (:data:`NEVER` where the limits allow none);
    the same entry of ``lacks`` holds the tiles that a way of laying them at that cost lacks, bit
    ``i`` for tile ``i`` of ``counts``, and :data:`MISSING_ONLY` if such a way lays a set or the
    pair of missing tiles only (:func:`_closed`). (A tile that some least-cost complete hand
    lacks is one that lowers the count when drawn: :meth:`TileSearch.improving`.)

    :param counts: the suit's counts in a row of consecutive tiles (those that can share a set
        with a held tile: :func:`_suit_key`).
    :param limits: the most of each of those tiles a complete hand may hold.
    :param sequences: False for honours, which make no sequences.

    The state carried from tile ``i`` to tile ``i + 1`` is ``(open1, open2)``: how many
    sequences started on tile ``i`` and on tile ``i - 1`` (each still needs tile ``i + 1``), and
    for each state a table of the fewest tiles lacking so far for each number of sets and pairs
    laid, with the tiles they lack. Only sets and pairs that use a held tile are laid here; the
    others cost 3 and 2 anywhere and are added at the end (:func:`_closed`).

    >>> costs, lacks = _suit_costs(bytes((1, 1, 0, 0)), bytes((4,) * 4), True)  # 12 (of 1234)
    >>> costs[2 * 1 + 0], costs[2 * 0 + 1], costs[2 * 1 + 1]   # a set lacks 1; a pair 1; both 3
    (1, 1, 3)
    >>> bin(lacks[2 * 1 + 0])   # the set 123 lacks the 3 (tile 2 of the row)
    '0b100'
    """
    size = len(counts)
    states = {(0, 0): ([0] + [NEVER] * 9, [0] * 10)}
    for i in range(size):
        have, limit, bit = counts[i], limits[i], 1 << i
        # Sequences may start here if they use a held tile (here or on the next two), and no
        # more of them than those tiles: each must use one. And no more than two: three equal
        # sequences hold the tiles of three triplets, which are laid instead (or, on a tile
        # not held, are a set of missing tiles, which costs 3 anywhere: _closed).
        window = have + counts[i + 1] + counts[i + 2] if sequences and i <= size - 3 else 0
        shapes = _SHAPES if have else _SHAPES[:1]  # (triplet, pair) laid on a held tile only
        step: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        for (open1, open2), (costs, lacks) in states.items():
            carried = open1 + open2
            for starts in range(min(2, window) + 1):
                if carried + starts > limit:
                    break
                target = step.get((starts, open1))
                if target is None:
                    target = step[starts, open1] = ([NEVER] * 10, [0] * 10)
                target_costs, target_lacks = target
                for triplet, pair in shapes:
                    need = carried + starts + 3 * triplet + 2 * pair
                    if need > limit:
                        continue
                    extra, lacked = (need - have, bit) if need > have else (0, 0)
                    for entry, laid in _LAYING[starts + triplet, pair]:
                        cost = costs[entry] + extra
                        least = target_costs[laid]
                        if cost < least:
                            target_costs[laid] = cost
                            target_lacks[laid] = lacks[entry] | lacked
                        elif cost == least:
                            target_lacks[laid] |= lacks[entry] | lacked
        states = step
    return _closed(*states[0, 0])  # (no sequence is left open after the last tile)


#: What a held tile may also carry: nothing more, a triplet, a pair (the triplet and a pair too).
_SHAPES = ((0, 0), (1, 0), (0, 1), (1, 1))


#: For each number of sets ``k`` and pairs ``p`` laid at once on a tile, the entries they
#: lead from and to: ``(2 * k' + p', 2 * (k' + k) + p' + p)`` within 4 sets and a pair.
_LAYING = {(k, p): tuple((e, e + 2 * k + p) for e in _ENTRIES if (e >> 1) + k <= 4 and (e & 1) + p <= 1)
           for k in range(4) for p in range(2)}


def _closed(costs: Sequence[int], lacks: Sequence[int]) -> Table:
    """A table with the sets and the pair of missing tiles only added: entry ``2 * k + p``
    becomes the least over ``k' <= k``, ``p' <= p`` of ``costs[2 * k' + p'] + 3 (k - k') +
    2 (p - p')``, its lacks those of the least terms, with :data:`MISSING_ONLY` where one of
    them adds a set or the pair. (A hand always has an unheld, unmelded tile to put them on:
    34 kinds, at most 14 held and 4 melded.)"""
    closed_costs, closed_lacks = [], []
    for terms in _CLOSING:
        least, lacked = NEVER, 0
        for entry, added in terms:
            cost = costs[entry] + added
            if cost < least:
                least, lacked = cost, 0
            if cost == least:
                lacked |= lacks[entry] | (MISSING_ONLY if added else 0)
        closed_costs.append(least)
        closed_lacks.append(lacked)
    return tuple(closed_costs), tuple(closed_lacks)


#: For each entry ``2 * k + p`` of :func:`_closed`: ``(2 * k' + p', 3 (k - k') + 2 (p - p'))``.
_CLOSING = tuple(tuple((2 * j + q, 3 * ((e >> 1) - j) + 2 * ((e & 1) - q))
                       for j in range((e >> 1) + 1) for q in range((e & 1) + 1)) for e in _ENTRIES)
#: The table of a suit with nothing in it: every set and pair is made of missing tiles.
_EMPTY = _closed((0,) + (NEVER,) * 9, (0,) * 10)


def _merge(tables: tuple[Table, Table]) -> Table:
    """The table of two suits together: entry ``2 * k + p`` the least sum over the ways to
    share ``k`` sets and ``p`` pairs between them, lacking what the least ways lack (the two
    tables' lacks named in the same tiles)."""
    (a, a_lacks), (b, b_lacks) = tables
    merged, lacks = [NEVER] * 10, [0] * 10
    for ea, eb, e in _SHARED:
        cost = a[ea] + b[eb]
        least = merged[e]
        if cost < least:
            merged[e] = cost
            lacks[e] = a_lacks[ea] | b_lacks[eb]
        elif cost == least:
            lacks[e] |= a_lacks[ea] | b_lacks[eb]
    return tuple(merged), tuple(lacks)


#: The ways two tables share sets and the pair (:func:`_merge`): ``(entry of the first, entry
#: of the second, entry of both)``, within 4 sets and a pair.
_SHARED = tuple((ea, eb, ea + eb) for ea in _ENTRIES for eb in _ENTRIES
                if (ea >> 1) + (eb >> 1) <= 4 and (ea & 1) + (eb & 1) <= 1)


# Suit tables by suit key (:func:`_suit_key`): the same suit shapes recur from hand to hand and
# from tile to tile. (Merged tables are not remembered: that memo made no difference the bench
# could see, +5 % and -0 % per discards request in two runs.)
def _table_of_key(key: bytes) -> Table:
    """:func:`_suit_costs` of a :func:`_suit_key` (lacks named in the key's tiles)."""
    size = (len(key) - 1) // 2
    return _suit_costs(key[1:1 + size], key[1 + size:], sequences=key[0] == 1)


# Without it a discards request takes 1.20 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
_SUIT_COSTS = Memo("shanten.suit_costs", _table_of_key)


def _suit_key(row: bytes) -> tuple[bytes, tuple[int, ...]]:
    """The :data:`_SUIT_COSTS` key of a suit's row (:func:`_row`) that holds a tile, and where
    its tiles lie in the row: ``(key, bits)``, ``bits[j]`` the row's tiles (bits, as in lacks)
    that the key's tile ``j`` stands for. The key is a byte 1 for a suit, 0 for the honours,
    then the counts and limits of the tiles that matter, a byte each.

    For a suit, those are the tiles from two below its lowest held tile to two above its highest
    (every set that uses a held tile lies within them), read in whichever direction gives the
    smaller key: a suit read from 9 down to 1 has the same table. For the honours, the held
    ones in order of (count, limit): honours make no sequences, so which honour it is does not
    matter (a key's tile stands for every held honour of its count and limit: what one of them
    may lack, any of them may).
    """
    size = len(row) // 2
    counts, limits = row[:size], row[size:]
    held = [i for i in range(size) if counts[i]]
    if size == 7:
        pairs = sorted((counts[i], limits[i]) for i in held)
        bits = tuple(sum(1 << i for i in held if (counts[i], limits[i]) == pair) for pair in pairs)
        return bytes((0, *[n for n, _ in pairs], *[limit for _, limit in pairs])), bits
    low, high = max(0, held[0] - 2), min(8, held[-1] + 2)
    counts, limits = counts[low:high + 1], limits[low:high + 1]
    upwards, downwards = bytes((1, *counts, *limits)), bytes((1, *counts[::-1], *limits[::-1]))
    if upwards <= downwards:
        return upwards, tuple(1 << t for t in range(low, high + 1))
    return downwards, tuple(1 << t for t in range(high, low - 1, -1))


def _placed(table: Table, bits: tuple[int, ...]) -> Table:
    """``table`` with its lacks named in the row's tiles: the key's tile ``j`` as ``bits[j]``
    (:func:`_suit_key`)."""
    costs, lacks = table
    placed = []
    for lacked in lacks:
        named = lacked & MISSING_ONLY
        j = 0
        lacked &= _TILE_BITS
        while lacked:
            if lacked & 1:
                named |= bits[j]
            lacked >>= 1
            j += 1
        placed.append(named)
    return costs, tuple(placed)


def _row(counts: Sequence[int], limits: Sequence[int], first: int, size: int) -> bytes:
    """A suit's counts then limits, a byte each (18 bytes for a suit, 14 for the honours)."""
    return bytes((*counts[first:first + size], *limits[first:first + size]))


def _keyed_table(row: bytes) -> Table:
    """The table of a row (or of a block of it) through its key (:data:`_SUIT_COSTS`), its lacks
    named in the row's tiles."""
    if not any(row[:len(row) // 2]):  # (no tile held: every set and pair is of missing tiles)
        return _EMPTY
    key, bits = _suit_key(row)
    return _placed(_SUIT_COSTS[key], bits)


def _row_table(row: bytes) -> Table:
    """The table of a suit's row (:func:`_row`): the tables of its blocks (:func:`_blocks`)
    merged, each found through its key; lacks named in the row's tiles (bit ``i``: tile ``i``)."""
    if len(row) == 14:  # the honours: no sequences, a key of their own
        return _keyed_table(row)
    table = None
    for block in _blocks(row):
        block_table = _keyed_table(block)
        table = block_table if table is None else _merge((table, block_table))
    return _EMPTY if table is None else table


def _blocks(row: bytes) -> list[bytes]:
    """A suit's row cut into blocks whose tables can be found apart and merged: rows of the
    same limits, each holding one run of held tiles.

    No set holds two held tiles three or more apart (a sequence spans three tiles), so held
    tiles that far apart share no set. What they may share is an unheld tile between them, which
    sequences on both sides use: the row is cut there only if the sequences that
    :func:`_suit_costs` may lay through that tile from both sides, counted at their most
    (:func:`_sequences_through`), fit within its limit. Then no choice on one side limits the
    other, and the merged table (:func:`_merge`) is the row's own. (Splitting a suit into such
    blocks is what makes its tables recur: a lone tile, a pair, a run of two.)
    """
    counts = row[:9]
    held = [i for i in range(9) if counts[i]]
    blocks, start = [], 0
    for before, after in zip(held, held[1:]):
        if after - before >= 3 and all(
                _sequences_through(counts, u, held[start], before) + _sequences_through(counts, u, after, held[-1])
                <= row[9 + u] for u in range(after - 2, before + 3)):
            blocks.append(_only(row, held[start], before))
            start = held.index(after)
    if held:
        blocks.append(_only(row, held[start], held[-1]))
    return blocks


def _sequences_through(counts: Sequence[int], u: int, low: int, high: int) -> int:
    """The most sequences :func:`_suit_costs` may lay through the unheld tile ``u`` that use
    held tiles from ``low`` to ``high`` only: on each tile where such a sequence may start, as
    many as the held tiles it may use, and at most two (as there)."""
    most = 0
    for first in range(max(0, u - 2), min(u, 6) + 1):
        window = 0
        for t in range(max(first, low), min(first + 2, high) + 1):
            window += counts[t]
        most += min(2, window)
    return most


def _only(row: bytes, low: int, high: int) -> bytes:
    """The row with the held tiles outside ``low`` to ``high`` taken out (limits kept)."""
    return bytes((*(n if low <= t <= high else 0 for t, n in enumerate(row[:9])), *row[9:]))


#: Suit tables by row (:func:`_row`), through their blocks: a row is quicker to build than a key.
#: Without it a discards request takes 1.12 times as long (bench part 1, memo worth in Pyodide, 2026-12-07).
_ROW_COSTS = Memo("shanten.row_costs", _row_table)


def _final(rest: tuple[int, ...], suit: tuple[int, ...], sets: int) -> int:
    """The fewest tiles lacking for ``sets`` sets and a pair, ``rest`` and ``suit`` being the
    costs of the tables of all the suits between them."""
    return min([NEVER, *(rest[first] + suit[second] for first, second in zip(*_SHARES[sets]))])


def _final_lacks(rest: Table, suit: Table, sets: int, missing: int) -> int:
    """What the ways of laying ``sets`` sets and a pair at a cost of ``missing`` lack (the
    tables' lacks ORed), ``rest`` and ``suit`` being the tables of all the suits between them."""
    lacked = 0
    for ea, eb in zip(*_SHARES[sets]):
        if rest[0][ea] + suit[0][eb] == missing:
            lacked |= rest[1][ea] | suit[1][eb]
    return lacked


#: For each number of sets, the entries of two tables whose sum is a way to share those sets
#: and the pair between them: (entries of the first, matching entries of the second).
_SHARES = tuple((tuple(2 * k + p for k in range(sets + 1) for p in (0, 1)),
                 tuple(2 * (sets - k) + 1 - p for k in range(sets + 1) for p in (0, 1))) for sets in range(5))


def _chiitoitsu_from(pairs: int, singles: int, free: int) -> int:
    """Fewest tiles lacking for seven distinct pairs, from how many tile kinds are held twice or
    more (``pairs``), held once (``singles``) and not held (``free``), counting only kinds the
    limits allow twice: pairs first, then a single's second copy (1 tile), then new pairs (2)."""
    need = 7 - min(pairs, 7)
    from_singles = min(need, singles)
    need -= from_singles
    return from_singles + 2 * need if need <= free else NEVER


def _kokushi_from(kinds_missing: int, has_pair: bool, pair_possible: bool) -> int:
    """Fewest tiles lacking for thirteen orphans, from how many of the thirteen kinds are not
    held, whether one is held twice, and whether the limits allow any of them twice."""
    if has_pair:
        return kinds_missing
    return kinds_missing + 1 if pair_possible else NEVER


def missing_standard(counts: Sequence[int], melds: int = 0, limits: Sequence[int] = FOUR) -> int:
    """The fewest tiles the concealed ``counts`` (34 ints) lack for four sets and a pair,
    ``melds`` of the sets being declared, within ``limits`` (:data:`NEVER` if none fits).

    >>> missing_standard(_counts("123456789m1234p"))   # 1p or 4p: one tile
    1
    """
    tables = [_ROW_COSTS[_row(counts, limits, first, size)] for first, size in SUITS]
    rest = _merge((_merge((tables[0], tables[1])), tables[2]))  # (lacks not needed here: rows' own tiles)
    return _final(rest[0], tables[3][0], 4 - melds)


def missing_chiitoitsu(counts: Sequence[int], limits: Sequence[int] = FOUR) -> int:
    """The fewest tiles the concealed ``counts`` lack for seven distinct pairs, within ``limits``.
    Two extra copies of a tile held four times are not a second pair.

    >>> missing_chiitoitsu(_counts("1133557799m1133p"))
    0
    """
    allowed = [n for n, limit in zip(counts, limits) if limit >= 2]
    return _chiitoitsu_from(sum(n >= 2 for n in allowed), allowed.count(1), allowed.count(0))


def missing_kokushi(counts: Sequence[int], limits: Sequence[int] = FOUR) -> int:
    """The fewest tiles the concealed ``counts`` lack for thirteen orphans (one of each 1, 9 and
    honour, and a second of one of them), within ``limits``.

    >>> missing_kokushi(_counts("19m19p19s1234567z"))   # any of the thirteen, as the pair
    1
    """
    if any(limits[t] < 1 for t in ORPHANS):
        return NEVER
    return _kokushi_from(sum(not counts[t] for t in ORPHANS), any(counts[t] >= 2 for t in ORPHANS),
                         any(limits[t] >= 2 for t in ORPHANS))


def standard_shanten(counts: Sequence[int], melds: int = 0, limits: Sequence[int] = FOUR) -> int:
    """Shanten of the standard form (four sets and a pair): :func:`missing_standard` - 1.

    >>> standard_shanten(_counts("11123456789999m"))   # complete (nine gates)
    -1
    >>> standard_shanten(_counts("1111m234p567p789s"))  # the only wait would be a fifth 1m
    1
    """
    return missing_standard(counts, melds, limits) - 1


def chiitoitsu_shanten(counts: Sequence[int], limits: Sequence[int] = FOUR) -> int:
    """Shanten of seven pairs: :func:`missing_chiitoitsu` - 1.

    >>> chiitoitsu_shanten(_counts("1122m3344p5566s7z"))
    0
    """
    return missing_chiitoitsu(counts, limits) - 1


def kokushi_shanten(counts: Sequence[int], limits: Sequence[int] = FOUR) -> int:
    """Shanten of thirteen orphans: :func:`missing_kokushi` - 1.

    >>> kokushi_shanten(_counts("19m19p19s1234567z"))
    0
    """
    return missing_kokushi(counts, limits) - 1


def shanten(counts: Sequence[int], melds: int = 0, limits: Sequence[int] = FOUR) -> int:
    """Shanten of a hand: the least over the standard form and, without melds, seven pairs and
    thirteen orphans. -1 complete, 0 tenpai, 1 one tile from tenpai, ...

    :param counts: the concealed tiles as 34 counts (13 or 14 less 3 per meld).
    :param melds: how many sets are declared (chi, pon, kan, ankan).
    :param limits: the most of each tile the concealed part may hold (34 ints; 4 less the
        copies in the melds, so that no complete hand needs a fifth copy).

    >>> shanten(_counts("1133557799m1133p"))    # seven pairs, complete
    -1
    >>> shanten(_counts("19m19p19s1234567z"))   # thirteen orphans, the thirteen-sided wait
    0
    """
    return TileSearch(counts, melds, limits).missing - 1


def complete_by_shape(counts: Sequence[int]) -> bool:
    """Whether the concealed ``counts`` (34 ints, 14 less 3 per meld tiles) are sets and a pair
    by shape alone, however many copies of a tile they hold (a fifth one included): what
    ``missing_standard(counts, melds, ANY_COUNT) == 0`` says, found without the suit tables.

    >>> complete_by_shape(_counts("11111m234p567p789s"))   # 111m 11m, with a fifth 1m
    True
    """
    counts = list(counts)
    for t in range(TILE_KINDS):
        if counts[t] >= 2:
            counts[t] -= 2
            complete = _all_sets(counts)
            counts[t] += 2
            if complete:
                return True
    return False


def _all_sets(counts: Sequence[int]) -> bool:
    """Whether ``counts`` are sets only. In a suit, the copies of its lowest tile left are
    triplets and sequences from it, as many sequences as the copies leave over a multiple of
    three (three more sequences hold the same tiles as three triplets)."""
    left = list(counts)
    for first, size in SUITS[:3]:
        for i in range(first, first + size):
            runs = left[i] % 3
            if runs:
                if i - first > 6 or left[i + 1] < runs or left[i + 2] < runs:
                    return False
                left[i + 1] -= runs
                left[i + 2] -= runs
    return all(n % 3 == 0 for n in left[FIRST_HONOUR:])


def within_two(tile: int) -> range:
    """The tiles of ``tile``'s suit within two of it, itself included (those a set or pair with
    it may hold); for an honour, itself alone (:data:`WITHIN_TWO` holds them for every tile)."""
    if tile >= FIRST_HONOUR:
        return range(tile, tile + 1)
    first = tile - tile % 9
    return range(max(first, tile - 2), min(first + 8, tile + 2) + 1)


#: :func:`within_two` of every tile, as tuples (a table: the waits panel asks for them for
#: every tile of a hand; with :func:`tenbou.road.readings.suit_pairs`, a hand's completing tiles are
#: found in 13.1 against 18.1 µs, 2026-12-05).
WITHIN_TWO = tuple(tuple(within_two(tile)) for tile in range(TILE_KINDS))


def tiles_that_may_complete(counts: Sequence[int], special: bool) -> set[int]:
    """The tiles that may complete a hand of 34 ``counts``: those held, those next but one to a
    held tile of its suit, and with ``special`` (seven pairs and thirteen orphans count) the 1s,
    9s and honours. Every other tile is too far from the hand to finish a set or a pair."""
    near: set[int] = set()
    for t, n in enumerate(counts):
        if n:
            near.update(WITHIN_TWO[t])
    if special:
        near.update(ORPHANS)
    return near


class TileSearch:
    """A concealed hand's shanten, and how many tiles it lacks with one more tile added, for
    any tile, cheaply: each suit's table is found once, and a tile added changes only its own.

    ``missing`` is the fewest tiles the hand lacks for a complete hand (its shanten + 1);
    :meth:`missing_with` the same for the hand and one more tile; :meth:`improving` the tiles
    that lower it. Seven pairs and thirteen orphans count without melds when the hand (with the
    added tile) holds 13 or 14 tiles.

    >>> search = TileSearch(_counts("1112345678999m"))   # nine gates, tenpai
    >>> search.missing, search.missing_with(0), search.missing_with(9)   # with 1m: complete
    (1, 0, 1)
    >>> search.waits() == list(range(9))                  # the nine-sided wait
    True
    """

    __slots__ = ("counts", "melds", "limits", "sets", "rows", "rests", "tables", "special", "missing")

    counts: tuple[int, ...]
    missing: int

    def __init__(self, counts: Sequence[int], melds: int = 0, limits: Sequence[int] = FOUR) -> None:
        self.counts = tuple(counts)
        self.melds = melds
        self.limits = limits
        self.sets = 4 - melds
        self.rows = [_row(counts, limits, first, size) for first, size in SUITS]
        # Each suit's table, its lacks named in the 34 tiles (bit t: tile t).
        self.tables = [_shifted(_ROW_COSTS[row], first) for row, (first, _) in zip(self.rows, SUITS)]
        # rests[s]: the table of every suit but s, found when first asked for (:meth:`_rest`);
        # the honours' is needed at once.
        all_but_honours = _merge((_merge((self.tables[0], self.tables[1])), self.tables[2]))
        self.rests: list[Table | None] = [None, None, None, all_but_honours]
        self.missing = _final(all_but_honours[0], self.tables[3][0], self.sets)
        n = sum(counts)
        if not melds and n in (13, 14):
            self.missing = min(self.missing, missing_chiitoitsu(counts, limits), missing_kokushi(counts, limits))
        self.special = None
        if not melds and n in (12, 13):  # the hand with a tile added: seven pairs and thirteen orphans
            allowed = [c for c, limit in zip(counts, limits) if limit >= 2]
            self.special = (sum(c >= 2 for c in allowed), allowed.count(1), allowed.count(0),
                            sum(not counts[t] for t in ORPHANS), any(counts[t] >= 2 for t in ORPHANS),
                            all(limits[t] >= 1 for t in ORPHANS), any(limits[t] >= 2 for t in ORPHANS))

    def missing_with(self, tile: int) -> int:
        """The fewest tiles the hand with one more ``tile`` lacks for a complete hand
        (:data:`NEVER` when none fits the limits)."""
        suit = _SUIT_OF[tile]
        row = bytearray(self.rows[suit])
        row[tile - SUITS[suit][0]] += 1
        return min(_final(self._rest(suit)[0], _ROW_COSTS[bytes(row)][0], self.sets), self._special_with(tile))

    def _rest(self, suit: int) -> Table:
        """The table of every suit but ``suit``, merged."""
        rest = self.rests[suit]
        if rest is None:
            others = [table for s, table in enumerate(self.tables) if s != suit]
            rest = self.rests[suit] = _merge((_merge((others[0], others[1])), others[2]))
        return rest

    def _special_with(self, tile: int) -> int:
        """The fewest tiles the hand with one more ``tile`` lacks for seven pairs or thirteen
        orphans (:data:`NEVER` when they do not count)."""
        if self.special is None:
            return NEVER
        pairs, singles, free, kinds_missing, has_pair, orphans_allowed, pair_possible = self.special
        held = self.counts[tile]
        if self.limits[tile] >= 2:  # the kind counts for seven pairs
            if held == 0:
                singles, free = singles + 1, free - 1
            elif held == 1:
                pairs, singles = pairs + 1, singles - 1
        if tile in TERMINALS_AND_HONOURS:
            if held == 0:
                kinds_missing -= 1
            elif held == 1:
                has_pair = True
        kokushi = _kokushi_from(kinds_missing, has_pair, pair_possible) if orphans_allowed else NEVER
        return min(_chiitoitsu_from(pairs, singles, free), kokushi)

    def waits(self) -> list[int]:
        """The tiles that complete the hand (13 less 3 per meld tiles), in tile order, by shape
        alone: a fifth copy of a tile the hand and its melds hold four of counts too (a wait
        that cannot come; :data:`ANY_COUNT`). A completing tile is held, or next but one to a
        held tile of its suit, or (thirteen orphans) a 1, a 9 or an honour: only those are tried.
        """
        counts = self.counts
        near = tiles_that_may_complete(counts, self.special is not None)
        found = []
        for t in sorted(near):
            if counts[t] < self.limits[t]:
                if self.missing == 1 and self.missing_with(t) == 0:  # (only a tenpai hand has them)
                    found.append(t)
            else:
                fifth = list(counts)
                fifth[t] += 1
                if complete_by_shape(fifth):
                    found.append(t)
        return found

    def improving(self) -> list[int]:
        """The tiles that lower the shanten (the hand with one drawn lacks one tile fewer), in
        tile order; only tiles the limits let the hand hold one more of.

        A drawn tile lowers it exactly when some complete hand that lacks the fewest tiles lacks
        that one (drawn, it lacks one fewer; and a hand it completes better lacked it). The
        standard form's tables name the tiles their least-cost ways lack, so those tiles need no
        look-up with the tile added; only when such a way lays a set or the pair of missing
        tiles only (:data:`MISSING_ONLY`) is each other tile tried (:meth:`missing_with`).
        """
        missing = self.missing
        if missing >= NEVER:
            lacked = MISSING_ONLY  # (no complete hand fits: try every tile)
        else:
            lacked = _final_lacks(self._rest(3), self.tables[3], self.sets, missing)
        counts, limits = self.counts, self.limits
        return [t for t in range(TILE_KINDS) if counts[t] < limits[t] and (
            lacked >> t & 1 or self._special_with(t) < missing
            or (lacked & MISSING_ONLY and self.missing_with(t) < missing))]


def _shifted(table: Table, first: int) -> Table:
    """A suit's table (lacks named in its row's tiles) with its lacks named in the 34 tiles, the
    suit's tiles starting at ``first``."""
    costs, lacks = table
    return costs, tuple([(lacked & _TILE_BITS) << first | (lacked & MISSING_ONLY) for lacked in lacks])
_SUIT_OF = tuple(min(t // 9, 3) for t in range(TILE_KINDS))


def _counts(text: str) -> list[int]:
    """34 counts of MPSZ text (for the examples above)."""
    from .tiles import parse_counts
    return parse_counts(text)[0]
