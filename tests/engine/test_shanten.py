"""Shanten (tenbou.kernel.shanten) against the `mahjong` package's ``Shanten`` as an oracle, form by form
(standard, seven pairs, thirteen orphans) and their minimum, and with one tile added; plus
hand-checked hands.

10,000 hands normally (6,000 dealt from a full wall, 4,000 winning hands of the differential
generator with one tile taken out), 100,000 with ``--slow``; every 40th of them with each tile
added. `mahjong` is a pinned dev
dependency that is also loaded into Pyodide, so this runs there too.
"""

import functools
import random

import pytest
from mahjong.shanten import Shanten

from sample_hands import SEED, counts_of, dealt, one_tile_out
from tenbou.kernel import shanten as shanten_module
from tenbou.kernel.shanten import (
    ANY_COUNT, TileSearch, chiitoitsu_shanten, complete_by_shape, kokushi_shanten, missing_standard, shanten, standard_shanten,
)

DEALT, GENERATED = 6_000, 4_000
SLOW_FACTOR = 10


def _counts(request):
    return counts_of(request["hand"])[0]


@functools.cache
def _sample(factor):
    hands = [(f"dealt #{i}", _counts(dealt(SEED, i)), 0) for i in range(DEALT * factor)]
    for i in range(GENERATED * factor):
        r = one_tile_out(SEED, i)
        hands.append((f"one tile out #{i}", _counts(r), len(r.get("melds", []))))
    return hands


def _hands(request):
    return _sample(SLOW_FACTOR if request.config.getoption("--slow") else 1)


def _oracle(counts, melds):
    """`mahjong`'s shanten of each form and the least: (standard, seven pairs, thirteen orphans,
    least). With melds only the concealed tiles are given: `mahjong` takes the missing sets as
    declared; seven pairs and thirteen orphans do not apply."""
    standard = Shanten.calculate_shanten_for_regular_hand(counts)
    if melds:
        return standard, None, None, standard
    return (standard, Shanten.calculate_shanten_for_chiitoitsu_hand(counts),
            Shanten.calculate_shanten_for_kokushi_hand(counts), Shanten.calculate_shanten(counts))


def _ours(counts, melds):
    standard = standard_shanten(counts, melds)
    if melds:
        return standard, None, None, shanten(counts, melds)
    return standard, chiitoitsu_shanten(counts), kokushi_shanten(counts), shanten(counts)


def test_every_form_matches_mahjong(request):
    hands = _hands(request)
    wrong, least = [], set()
    for name, counts, melds in hands:
        ours, theirs = _ours(counts, melds), _oracle(counts, melds)
        least.add(theirs[3])
        if ours != theirs:
            wrong.append((name, counts, ours, theirs))
    assert not wrong, f"{len(wrong)} of {len(hands)} hands differ (ours, mahjong): {wrong[:5]}"
    assert {0, 1, 2, 3, 4} <= least  # the sample holds tenpai hands and hands far from it


def test_one_tile_more_matches_mahjong(request):
    """TileSearch.missing_with: the hand with each tile added (a 14-tile hand, whose shanten is
    the missing count less one), for every tile the hand holds fewer than four of."""
    hands = _hands(request)[::40]
    wrong = []
    for name, counts, melds in hands:
        search = TileSearch(counts, melds)
        for t in range(34):
            if counts[t] < 4:
                counts[t] += 1
                theirs = _oracle(counts, melds)[3]
                if search.missing_with(t) - 1 != theirs:
                    wrong.append((name, t, search.missing_with(t) - 1, theirs))
                counts[t] -= 1
    assert not wrong, wrong[:5]


def _hand(text):
    return counts_of(text)[0]


@pytest.mark.parametrize("text, expected", [
    # (standard, seven pairs, thirteen orphans, least), each worked out by hand: a standard hand
    # lacking k tiles of four sets and a pair is k - 1 shanten; seven pairs is 6 - pairs (+ the
    # kinds short of seven); thirteen orphans 13 - kinds held - (1 if one is paired).
    ("1112345678999m", (0, 4, 10, 0)),       # nine gates: tenpai; 2 pairs of 9 kinds; 1m 9m, paired
    ("11123456789999m", (-1, 4, 10, -1)),    # complete (14 tiles); the quad 9999m is one pair
    ("19m19p19s1234567z", (8, 6, 0, 0)),     # thirteen singles that never meet: 4 x 2 + 1 lacking
    ("1122m3344p5566s7z", (3, 0, 10, 0)),    # seven pairs tanki; 11m + four of the six taatsu
    ("147m258p369s1234z", (8, 6, 7, 6)),     # nothing connects; 13 kinds; 1m 9s 1234z
    ("1111m234p567p789s", (1, 5, 10, 1)),    # the only wait would be a fifth 1m: swap a 1m first
    ("1112223334444z", (1, 5, 8, 1)),        # the fourth 4z can never pair; 4 pairs, 3 to make
])
def test_hand_checked(text, expected):
    counts = _hand(text)
    assert (standard_shanten(counts), chiitoitsu_shanten(counts), kokushi_shanten(counts), shanten(counts)) == expected


def test_meld_copies_lower_the_limit():
    # pon 777z and a lone 7z: the 7z could only pair with a fifth copy, so the hand is not tenpai
    # (its concealed tiles alone would be: tanki on 7z).
    counts = _hand("123m456p789s7z")
    limits = [4] * 34
    limits[33] = 1  # the pon holds three of the four
    assert standard_shanten(counts, 1) == 0
    assert standard_shanten(counts, 1, limits) == 1
    # ... while by shape alone (a fifth copy allowed) it waits on 7z.
    counts[33] += 1
    assert missing_standard(counts, 1, ANY_COUNT) == 0


def test_waits_by_shape():
    assert TileSearch(_hand("1112345678999m")).waits() == list(range(9))
    assert TileSearch(_hand("19m19p19s1234567z")).waits() == [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
    assert TileSearch(_hand("1111m234p567p789s")).waits() == [0]    # the fifth 1m
    assert TileSearch(_hand("1112223334444z")).waits() == [30]       # the fifth 4z
    assert TileSearch(_hand("1122334455667m")).waits() == [0, 3, 6]


def _random_row(rng):
    """A suit's row: 9 counts, and limits that melds may have lowered (never below the count)."""
    counts = [0] * 9
    for _ in range(rng.randint(0, 14)):
        t = rng.randrange(9)
        if counts[t] < 4:
            counts[t] += rng.randint(1, 4 - counts[t]) if rng.random() < 0.3 else 1
    limits = [4] * 9
    if rng.random() < 0.5:
        limits = [rng.choice((counts[t], 4, 4, rng.randint(counts[t], 4))) for t in range(9)]
    return counts, limits


def test_a_suit_found_block_by_block_is_the_whole_suit():
    # A suit's table is found block by block where held tiles lie three or more apart, and only
    # where the sequences through the tiles between them cannot pass a limit; the table of the
    # whole row by the dynamic programme itself is the definition it must equal.
    rng = random.Random(SEED)
    split = 0
    for _ in range(4000):
        counts, limits = _random_row(rng)
        row = bytes(counts + limits)
        split += len(shanten_module._blocks(row)) > 1
        assert shanten_module._row_table(row) == shanten_module._suit_costs(bytes(counts), bytes(limits), True), row
    assert split > 400  # (the sample cuts many rows)


def test_complete_by_shape_is_the_standard_form_with_any_count():
    rng = random.Random(SEED)
    complete = 0
    for _ in range(3000):
        melds = rng.randint(0, 4)
        counts = [0] * 34
        for _ in range(4 - melds):  # sets, a pair, then maybe one tile moved: often complete
            if rng.random() < 0.5:
                t = rng.choice([t for t in range(27) if t % 9 <= 6])
                counts[t] += 1
                counts[t + 1] += 1
                counts[t + 2] += 1
            else:
                counts[rng.randrange(34)] += 3
        counts[rng.randrange(34)] += 2
        moved = rng.randrange(34)
        if rng.random() < 0.5 and counts[moved]:
            counts[moved] -= 1
            counts[rng.randrange(34)] += 1
        if max(counts) > 5:
            continue
        expected = missing_standard(counts, melds, ANY_COUNT) == 0
        complete += expected
        assert complete_by_shape(counts) == expected, (counts, melds)
    assert complete > 500


def test_improving_tiles_are_those_that_lower_the_count():
    # TileSearch.improving reads the tiles off the tables' lacks (what the least-cost complete
    # hands lack) and tries each tile only when such a hand lays a set or the pair of missing
    # tiles only; the definition is the tile added and the count found again (missing_with,
    # checked against mahjong above). Hands with melds, whose copies lower the limits, and with
    # limits lowered at random (never below the count).
    rng = random.Random(SEED)
    wall = [t for t in range(34) for _ in range(4)]
    # 1z2z3z4z with three melds, each honour's other copies out of reach: no held tile makes a
    # set or the pair, which are laid of missing tiles only (then each tile is tried).
    honours_out_of_reach = (_hand("1234z"), 3, tuple(1 if 27 <= t <= 30 else 4 for t in range(34)))
    tried_each_tile = 0
    for number in range(1000):
        melds = rng.choice((0, 0, 0, 1, 2, 3, 4))
        drawn = rng.sample(wall, 13)
        counts, limits = [0] * 34, [4] * 34
        for t in drawn[:13 - 3 * melds]:
            counts[t] += 1
        for t in drawn[13 - 3 * melds:]:
            limits[t] -= 1
        if rng.random() < 0.2:
            limits = [rng.randint(n, limit) if rng.random() < 0.2 and n <= limit else limit
                      for n, limit in zip(counts, limits)]
        if number == 0:
            counts, melds, limits = honours_out_of_reach
        search = TileSearch(counts, melds, tuple(limits))
        expected = [t for t in range(34) if counts[t] < limits[t] and search.missing_with(t) < search.missing]
        assert search.improving() == expected, (counts, melds, limits)
        lacked = shanten_module._final_lacks(search.rests[3], search.tables[3], search.sets, search.missing)
        tried_each_tile += bool(lacked & shanten_module.MISSING_ONLY)
    assert tried_each_tile >= 3  # (the sample holds hands whose least-cost ways lay missing sets)
