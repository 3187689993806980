"""Every reading of a winning hand.

A reading is one way to see the 14 tiles: four sets and a pair (with the declared melds
fixed) plus the one group that the winning tile completed, which decides the wait; or
seven pairs; or thirteen orphans. Rules that score "the reading that pays most"
(docs/rules.md, "The reading that is scored"; EMA 2025 §3.4.3) need every one of them, so this module lists
them all and leaves the choice to :mod:`tenbou.road.ranking`.

How: the suits split independently, so each suit's nine counts are split into sets (and the
pair, in the one suit whose count is 2 mod 3) on their own, and the hand's splits are the
combinations of its suits' splits. A suit's splits depend only on its nine counts: they are
read from a table of every set-only shape of one suit (built when the first hand is read),
trying each pair. Each reading also carries what yaku and fu ask of its sets
(sequence tiles, triplet tiles, fu, whether every set holds a terminal or honour), found in
one pass over its sets.
"""

from __future__ import annotations

from itertools import compress, product
from typing import Iterator

from .hand import QUAD, SEQUENCE, TRIPLET, Group, Hand, pair_mpsz
from ..kernel.tiles import FIRST_HONOUR, TERMINALS_AND_HONOURS, TILE_KINDS, bits_of_counts, tile_bits

STANDARD, CHIITOITSU, KOKUSHI = "standard", "chiitoitsu", "kokushi"
RYANMEN, KANCHAN, PENCHAN, SHANPON, TANKI = "ryanmen", "kanchan", "penchan", "shanpon", "tanki"


class Reading:
    """One reading of a hand (built by this module, read elsewhere: plain slots, since many
    are built and read on every request).

    ``form`` is ``standard``, ``chiitoitsu`` or ``kokushi``. For a standard reading,
    ``groups`` holds the four sets (declared melds last), ``pair`` the pair tile and
    ``win_group`` the index in ``groups`` of the set the winning tile completed (None when
    it completed the pair). ``pairs`` holds the seven pair tiles of seven pairs.
    ``wait`` is one of ``ryanmen kanchan penchan shanpon tanki chiitoitsu kokushi kokushi_13``.

    A summary of the four sets, for yaku and fu (empty for the other forms):
    ``sequences`` the lowest tile of each sequence; ``triplets`` the tile of each
    triplet or quad; ``concealed_triplets`` how many of those are concealed (a triplet
    completed by a discard is not); ``quads`` how many quads; ``outside`` True when every set
    holds a 1, a 9 or an honour. (Fu are counted from the sets themselves, each carrying its
    own: :func:`tenbou.road.fu.fu_steps`.)
    """

    __slots__ = ("form", "groups", "pair", "wait", "win_group", "pairs", "sequences", "triplets",
                 "concealed_triplets", "quads", "outside")

    def __init__(self, form: str, groups: tuple[Group, ...], pair: int | None, wait: str,
                 win_group: int | None = None, pairs: tuple[int, ...] = (), sequences: tuple[int, ...] = (),
                 triplets: tuple[int, ...] = (), concealed_triplets: int = 0, quads: int = 0,
                 outside: bool = False):
        self.form = form
        self.groups = groups
        self.pair = pair
        self.wait = wait
        self.win_group = win_group
        self.pairs = pairs
        self.sequences = sequences
        self.triplets = triplets
        self.concealed_triplets = concealed_triplets
        self.quads = quads
        self.outside = outside

    def __repr__(self) -> str:
        sets = " ".join(g.mpsz() for g in self.groups) or " ".join(pair_mpsz(t) for t in self.pairs)
        pair = "" if self.pair is None else f" pair {pair_mpsz(self.pair)}"
        return f"<Reading {self.form} {sets}{pair} wait {self.wait}>"


def _every_group() -> Iterator[Group]:
    """Every set there can be (:data:`_ALL_GROUPS`), tile by tile."""
    for t in range(TILE_KINDS):
        if t < FIRST_HONOUR and t % 9 <= 6:
            yield Group(SEQUENCE, t, True)
            yield Group(SEQUENCE, t, False, "chi")
        yield Group(TRIPLET, t, True)
        yield Group(TRIPLET, t, False)
        yield Group(TRIPLET, t, False, "pon")
        yield Group(QUAD, t, False, "kan")
        yield Group(QUAD, t, True, "ankan")


#: Every set there can be (groups are interned: these are the objects readings hold): per tile,
#: a concealed and a called sequence (from 1 to 7 of each suit), a concealed, a
#: discard-completed and a called triplet, an open and a concealed quad; 212 in all.
_ALL_GROUPS = tuple(_every_group())

#: The concealed set of each (shape, tile), and the same triplet completed by a discard.
_CONCEALED = {(g.shape, g.tile): g for g in _ALL_GROUPS if g.concealed and g.meld is None}
_OPEN_BY_RON = {g.tile: g for g in _ALL_GROUPS if g.shape == TRIPLET and not g.concealed and g.meld is None}

#: MPSZ of each set there can be, e.g. ``'999p'`` (a table written once, at import: 212 sets),
#: and of each pair, e.g. ``'77z'``.
SET_MPSZ = {group: group.mpsz() for group in _ALL_GROUPS}
PAIR_MPSZ = tuple(pair_mpsz(t) for t in range(TILE_KINDS))

#: A split of (part of) a hand: ``(pair tile or None, sets)``.
_Split = tuple[int | None, tuple[Group, ...]]
#: A split of a whole hand: ``(pair tile, sets)``.
_PairSplit = tuple[int, tuple[Group, ...]]


def _suit_shapes() -> dict[bytes, list[tuple[int, ...]]]:
    """Every way to lay at most four sets in one suit (a hand holds at most four), as a table
    from the suit's nine counts (as bytes) to the splits that leave nothing over.

    A set is coded by where it starts and its shape: ``2 * offset`` for the triplet of tile
    ``offset`` (0..8 within the suit), ``2 * offset + 1`` for the sequence from it (0..6). A
    split is a tuple of codes in increasing order, so its sets go lowest tile first and a
    triplet before a sequence on the same tile; a pattern's splits are in increasing order
    of their codes, each once (every multiset of sets is visited once). The search adds sets
    in code order and never holds five of a tile: 2,869 patterns, 2,967 splits, built in
    a few milliseconds, when the first hand is read.

    >>> _suit_shapes()[bytes((3, 3, 3, 0, 0, 0, 0, 0, 0))]
    [(0, 2, 4), (1, 1, 1)]
    """
    table: dict[bytes, list[tuple[int, ...]]] = {}
    counts = [0] * 9
    codes: list[int] = []

    def extend(first: int) -> None:
        table.setdefault(bytes(counts), []).append(tuple(codes))
        if len(codes) == 4:
            return
        for code in range(first, 18):
            start = code >> 1
            if code & 1:  # the sequence from tile `start`
                if start > 6 or counts[start] == 4 or counts[start + 1] == 4 or counts[start + 2] == 4:
                    continue
                counts[start] += 1
                counts[start + 1] += 1
                counts[start + 2] += 1
                codes.append(code)
                extend(code)
                codes.pop()
                counts[start] -= 1
                counts[start + 1] -= 1
                counts[start + 2] -= 1
            elif counts[start] <= 1:  # the triplet of tile `start`
                counts[start] += 3
                codes.append(code)
                extend(code)
                codes.pop()
                counts[start] -= 3

    extend(0)
    return table


def _bits(pattern: bytes) -> int:
    """A suit's counts (bytes) as count bits: the count of its n-th tile in byte n
    (:func:`tenbou.kernel.tiles.count_bits`)."""
    return bits_of_counts(pattern)


#: The concealed set of each code, per suit (index: the suit's first tile 0, 9 or 18).
_CODE_SETS = {base: {code: _CONCEALED[SEQUENCE if code & 1 else TRIPLET, base + (code >> 1)]
                     for code in range(18) if not code & 1 or code >> 1 <= 6}
              for base in (0, 9, 18)}
#: The splits of every set-only pattern of each suit (by its first tile), as
#: :func:`suit_splits` gives them, and of every pattern with a pair and 8 tiles or fewer that
#: splits, so that a suit without the pair (two suits of three, most often) or with the pair
#: and few tiles is never searched. Keyed by the pattern's count bits (:func:`_bits`), as a
#: hand's suit is cut from its count bits with a shift and a mask. Filled by
#: :func:`_build_tables` when the first hand is read (not at import: the page's engine is
#: ready sooner) and kept for the life of the process (not a memo).
_SET_SPLITS: dict[int, dict[int, tuple[_Split, ...]]] = {base: {} for base in (0, 9, 18)}


def _build_tables() -> None:
    """Fill :data:`_SET_SPLITS` (a few tens of milliseconds in CPython, once)."""
    shapes = _suit_shapes()
    for base, table in _SET_SPLITS.items():
        code_sets = _CODE_SETS[base].__getitem__
        table.update({_bits(pattern): tuple([(None, tuple(map(code_sets, codes))) for codes in splits])
                      for pattern, splits in shapes.items()})
    small_pair_shapes = {shape[:offset] + bytes((held + 2,)) + shape[offset + 1:]
                         for shape in shapes if sum(shape) <= 6 for offset, held in enumerate(shape) if held <= 2}
    for base, table in _SET_SPLITS.items():  # (from the set-only splits above)
        table.update({_bits(shape): _suit_splits(base, _bits(shape), shape) for shape in small_pair_shapes})


def suit_splits(base: int, pattern: bytes | tuple[int, ...]) -> tuple[_Split, ...]:
    """Every split of one suit into concealed sets, plus one pair when its count is 2 mod 3.

    :param base: the suit's first tile (0 man, 9 pin, 18 sou).
    :param pattern: the suit's nine counts (1..9) as a hand holds them: 4 of a tile and 14
        tiles at most (so at most four sets; more gives no split), as bytes or any sequence of
        ints.
    :returns: ``(pair tile or None, sets)`` for each split, each once, pairs in tile order and,
        for each pair, sets as :func:`_suit_shapes` orders them; empty when the suit cannot
        be split.

    >>> [(pair, [g.mpsz() for g in sets]) for pair, sets in suit_splits(0, (3, 3, 3, 0, 0, 0, 0, 0, 2))]
    [(8, ['111m', '222m', '333m']), (8, ['123m', '123m', '123m'])]
    >>> [[g.mpsz() for g in sets] for _, sets in suit_splits(0, (4, 1, 1, 0, 0, 0, 0, 0, 0))]
    [['111m', '123m']]
    """
    pattern = bytes(pattern)
    return _suit_splits(base, _bits(pattern), pattern)


def _suit_splits(base: int, bits: int, pattern: bytes) -> tuple[_Split, ...]:
    """:func:`suit_splits` of a pattern given both as count bits and as bytes."""
    total = sum(pattern)
    set_splits = _SET_SPLITS[base]
    if not set_splits:
        _build_tables()
    if total % 3 == 0:
        return set_splits.get(bits, ())
    if total % 3 == 1:
        return ()
    found = []
    for offset, held in enumerate(pattern):
        if held >= 2:
            rest = set_splits.get(bits - tile_bits(offset, 2))  # the pair taken out
            if rest:
                pair = base + offset
                for _, sets in rest:
                    found.append((pair, sets))
    return tuple(found)


def _honour_splits() -> dict[int, _Split]:
    """Every split of the honours, by their counts as count bits (a byte per honour, East in
    the lowest): a triplet of each honour held three times and a pair of the one held twice, if
    any. Honours held once, four times, or twice in two tiles cannot be split, and are not in
    the table (128 patterns of triplets, each with no pair or a pair of one of the others:
    576 in all)."""
    table: dict[int, _Split] = {}
    for triplets in range(1 << 7):  # bit i: the honour FIRST_HONOUR + i is a triplet
        held = [i for i in range(7) if triplets >> i & 1]
        groups = tuple(_CONCEALED[TRIPLET, FIRST_HONOUR + i] for i in held)
        bits = sum(tile_bits(i, 3) for i in held)
        table[bits] = (None, groups)
        for i in range(7):
            if i not in held:
                table[bits + tile_bits(i, 2)] = (FIRST_HONOUR + i, groups)
    return table


#: The split of every pattern of honours that splits (:func:`_honour_splits`): honours split
#: one way at most (each is a triplet or the pair), so a hand's honours are one look-up.
_HONOUR_SPLITS = _honour_splits()


# Each suit: (its first tile, its shift in a hand's count bits, its table). A suit shape that
# is not in the tables (the pair and more than 8 tiles) is split when it comes: remembering those
# splits, and the honours', made no difference the bench could see (-3 to +8 % per score, within
# its noise), so they are not remembered.
_NINE_BYTES = (1 << 72) - 1
_SUITS = tuple((base, 8 * base, _SET_SPLITS[base]) for base in (0, 9, 18))


def _suit_splits_of(base: int, pattern: int) -> tuple[_Split, ...]:
    """:func:`suit_splits` of a pattern given as count bits, from the tables or, for a shape they
    do not hold, split now (the first look-up builds the tables: :func:`_suit_splits`)."""
    return _suit_splits(base, pattern, pattern.to_bytes(9, "little"))


def _combine(parts: tuple[_Split, ...] | list[_Split]) -> _PairSplit | None:
    """The parts' sets together; None unless exactly one part holds a pair."""
    pair: int | None = None
    groups: tuple[Group, ...] = ()
    for part_pair, part_groups in parts:
        if part_pair is not None:
            if pair is not None:
                return None
            pair = part_pair
        groups += part_groups
    return None if pair is None else (pair, groups)


def _splits(counts: bytes, melds: tuple[Group, ...] = ()) -> list[_PairSplit]:
    """Every split of concealed counts (34 bytes) into sets and exactly one pair, the
    melds added last; in pair tile order."""
    bits = bits_of_counts(counts)
    parts: list[tuple[_Split, ...]] = []
    several = False
    pair: int | None = None  # the first split of every part, put together as they come: the only one, mostly
    pairs = 0
    groups: tuple[Group, ...] = ()
    for base, shift, set_splits in _SUITS:
        pattern = bits >> shift & _NINE_BYTES
        if pattern:
            splits = set_splits.get(pattern)  # (the tables, else split now)
            if splits is None:
                splits = _suit_splits_of(base, pattern)
            if not splits:
                return []
            parts.append(splits)
            if len(splits) > 1:
                several = True
            if splits[0][0] is not None:
                pair = splits[0][0]
                pairs += 1
            groups += splits[0][1]
    pattern = bits >> 216  # the honours: bytes 27 to 33
    if pattern:
        honours = _HONOUR_SPLITS.get(pattern)
        if honours is None:
            return []
        parts.append((honours,))
        if honours[0] is not None:
            pair = honours[0]
            pairs += 1
        groups += honours[1]
    if not several:
        return [(pair, groups + melds)] if pairs == 1 and pair is not None else []
    if melds:
        parts.append(((None, melds),))
    found = [s for s in map(_combine, product(*parts)) if s is not None]
    found.sort(key=lambda s: s[0])
    return found


#: The suits of count bits as :func:`suit_pairs` numbers them: 0 to 2 m, p, s, 3 the honours.
SUIT_NUMBERS = range(4)
_SEVEN_BYTES = (1 << 56) - 1


def suit_pairs(bits: int, suit: int) -> int | None:
    """How many pairs the splits of one suit of concealed tiles hold, given as count bits (34
    bytes, :func:`tenbou.kernel.tiles.count_bits`, red fives left out): 0 or 1 (every split of a suit
    holds the pair, or none does), or None when the suit's tiles do not split into sets and at
    most one pair (one table look-up). ``suit``: 0 to 2 the suits m, p, s, 3 the honours
    (:data:`SUIT_NUMBERS`, the tile's ``tile // 9``); a suit holding no tile holds no pair.

    >>> from tenbou.kernel.tiles import count_bits
    >>> [suit_pairs(count_bits("123m456m999p55s7z")[0], suit) for suit in SUIT_NUMBERS]
    [0, 0, 1, None]
    """
    if suit == 3:
        honours = bits >> 216 & _SEVEN_BYTES
        if not honours:
            return 0
        split = _HONOUR_SPLITS.get(honours)
    else:
        base, shift, set_splits = _SUITS[suit]
        pattern = bits >> shift & _NINE_BYTES
        if not pattern:
            return 0
        splits = set_splits.get(pattern)
        if splits is None:
            splits = _suit_splits_of(base, pattern)
        if not splits:
            return None
        split = splits[0]
    if split is None:
        return None
    return 0 if split[0] is None else 1


def sets_and_a_pair(bits: int) -> bool:
    """Whether concealed tiles given as count bits (34 bytes, :func:`tenbou.kernel.tiles.count_bits`,
    red fives left out) split into sets and exactly one pair: what :func:`standard_readings`
    finds readings in, asked without listing them (:func:`suit_pairs` of each suit).

    >>> from tenbou.kernel.tiles import count_bits
    >>> sets_and_a_pair(count_bits("123m456m999p555s77z")[0]), sets_and_a_pair(count_bits("123m456m999p555s7z")[0])
    (True, False)
    """
    pairs = 0
    for suit in SUIT_NUMBERS:
        found = suit_pairs(bits, suit)
        if found is None:
            return False
        pairs += found
    return pairs == 1


def seven_pairs_or_orphans(counts: bytes | list[int]) -> bool:
    """Whether 14 concealed tiles (34 counts, no melds) are seven pairs or thirteen orphans, as
    :func:`special_readings` reads them."""
    return counts.count(2) == 7 or _thirteen_orphans(counts)


def _thirteen_orphans(counts: bytes | list[int]) -> bool:
    """Whether 14 concealed tiles (34 counts) hold every terminal and honour, 13 kinds in all
    (one of them twice): thirteen orphans."""
    return counts.count(0) == 21 and all(map(counts.__getitem__, TERMINALS_AND_HONOURS))


def decompositions(concealed: list[int] | tuple[int, ...], n_sets: int) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """Every split of the concealed tiles into ``n_sets`` sets and one pair.

    :param concealed: 34 counts.
    :param n_sets: sets still to find (4 minus the declared melds).
    :returns: a list of ``(pair_tile, ((shape, lowest_tile), ...))``.

    >>> from tenbou.kernel.tiles import parse_tiles, to_counts
    >>> len(decompositions(to_counts(parse_tiles("111222333m11p").tiles), 3))
    2
    """
    return [(pair, tuple((g.shape, g.tile) for g in groups))
            for pair, groups in _splits(bytes(concealed)) if len(groups) == n_sets]


def _sequence_wait(lowest: int, win: int) -> str:
    position = win - lowest
    if position == 1:
        return KANCHAN
    if position == 0:
        return PENCHAN if lowest % 9 == 6 else RYANMEN  # 7 of 7-8-9 from 8-9
    return PENCHAN if lowest % 9 == 0 else RYANMEN  # 3 of 1-2-3 from 1-2


def standard_readings(hand: Hand) -> list[Reading]:
    """Every four-sets-and-a-pair reading, one per distinct group holding the winning tile.

    A triplet completed by a discard (ron) is marked not concealed. A tenhou has no winning tile
    (the dealer's 14 tiles come at once: test_yaku.py, test_tenhou_has_no_winning_tile, gives
    the rule and its sources), so four concealed triplets are read on the pair wait too, first:
    the reading of four concealed triplets, pair wait (:func:`tenbou.road.yaku.yakuman_ids`).
    """
    melds = hand.melds
    win = hand.win_tile
    ron = not hand.tsumo
    concealed_sets = 4 - len(melds)
    out: list[Reading] = []
    for pair, groups in _splits(hand.concealed, melds):
        # The summary of the four sets (see Reading); only triplets and quads score fu.
        sequence_tiles: list[int] = []
        triplet_tiles: list[int] = []
        concealed_triplets = quads = 0
        outside = True
        for group in groups:
            if group.fu:  # a triplet or a quad
                triplet_tiles.append(group.tile)
                concealed_triplets += group.concealed_triplet
                quads += group.quad
            else:
                sequence_tiles.append(group.tile)
            if not group.outside:
                outside = False
        sequences, triplets = tuple(sequence_tiles), tuple(triplet_tiles)
        if pair == win or ("tenhou" in hand.flags and concealed_triplets == 4):
            out.append(Reading(STANDARD, groups, pair, TANKI, None, (), sequences, triplets, concealed_triplets,
                               quads, outside))
        for index in range(concealed_sets):
            group = groups[index]
            tile = group.tile
            if group.shape == SEQUENCE:
                if not tile <= win <= tile + 2:
                    continue
                wait = _sequence_wait(tile, win)
            elif tile == win:
                wait = SHANPON
            else:
                continue
            if groups.index(group) != index:  # the same set twice (123m 123m): one reading
                continue
            if wait == SHANPON and ron:  # completed by the discard: an open triplet
                opened = groups[:index] + (_OPEN_BY_RON[tile],) + groups[index + 1:]
                out.append(Reading(STANDARD, opened, pair, wait, index, (), sequences, triplets,
                                   concealed_triplets - 1, quads, outside))
            else:
                out.append(Reading(STANDARD, groups, pair, wait, index, (), sequences, triplets, concealed_triplets,
                                   quads, outside))
    return out


def special_readings(hand: Hand) -> list[Reading]:
    """Seven pairs and thirteen orphans, when the concealed tiles (no melds) form them.

    Thirteen orphans waits on 13 tiles when the winning tile is its pair tile, or on a tenhou,
    which has no winning tile (test_yaku.py, test_tenhou_has_no_winning_tile, gives the rule
    and its sources)."""
    if hand.melds:
        return []
    counts = hand.concealed
    out = []
    if counts.count(2) == 7:
        pairs = tuple(compress(range(TILE_KINDS), map((2).__eq__, counts)))  # the tiles held twice
        out.append(Reading(CHIITOITSU, (), None, CHIITOITSU, None, pairs))
    elif _thirteen_orphans(counts):
        pair = next(t for t in sorted(TERMINALS_AND_HONOURS) if counts[t] == 2)
        # A tenhou has no winning tile (the dealer's 14 tiles come at once): the 13-sided wait.
        wait = "kokushi_13" if pair == hand.win_tile or "tenhou" in hand.flags else KOKUSHI
        out.append(Reading(KOKUSHI, (), pair, wait))
    return out


def all_readings(hand: Hand) -> list[Reading]:
    """Standard readings, then seven pairs, then thirteen orphans."""
    return standard_readings(hand) + special_readings(hand)
