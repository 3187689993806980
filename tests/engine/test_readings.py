"""Every reading is found: the 5-6-7-8-9 trap of docs/fu.md, shanpon vs kanchan, seven pairs
vs two double sequences, thirteen orphans."""

from tenbou.road.request import parse_request
from tenbou.road import readings
from tenbou.road.readings import all_readings, decompositions
from tenbou.kernel.tiles import parse_tiles, to_counts


def readings_of(**request):
    hand, _ = parse_request(request)
    return all_readings(hand)


def test_56789_on_the_7_is_both_two_sided_and_edge():
    # docs/fu.md, "Read the hand the way that pays most".
    waits = {(r.wait, r.groups[r.win_group].mpsz()) for r in readings_of(hand="234m678p22p567789s", win_tile="7s")}
    assert ("ryanmen", "567s") in waits
    assert ("penchan", "789s") in waits


def test_shanpon_or_kanchan():
    # docs/rules.md, "The reading that is scored": 3m can complete 333m (shanpon) or 234m (kanchan).
    readings = readings_of(hand="234m333m555p777s99p", win_tile="3m")
    assert {r.wait for r in readings} == {"shanpon", "kanchan"}
    shanpon = next(r for r in readings if r.wait == "shanpon")
    assert shanpon.groups[shanpon.win_group].concealed is False  # completed by the discard


def test_shanpon_by_tsumo_stays_concealed():
    readings = readings_of(hand="123m456p678s55p222s", win_tile="2s", win="tsumo")
    assert all(g.concealed for r in readings for g in r.groups)


def test_three_triplets_or_three_sequences():
    assert len(decompositions(to_counts(parse_tiles("111222333m11p").tiles), 3)) == 2


def test_seven_pairs_and_ryanpeikou_both_listed():
    forms = {r.form for r in readings_of(hand="223344m556677p22z", win_tile="4m")}
    assert forms == {"standard", "chiitoitsu"}


def test_nobetan_is_a_pair_wait():
    # docs/fu.md, "The wait": holding 4-5-6-7 and winning on 4 is always a pair wait.
    waits = {r.wait for r in readings_of(hand="4567m123p456s789s4m", win_tile="4m")}
    assert waits == {"tanki"}


def test_thirteen_orphans_waits():
    assert [r.wait for r in readings_of(hand="19m19p19s12345677z", win_tile="7z")] == ["kokushi_13"]
    assert [r.wait for r in readings_of(hand="19m19p19s12345677z", win_tile="1m")] == ["kokushi"]


def test_melds_are_fixed():
    readings = readings_of(hand="567p456s33p678s", win_tile="6s", melds=[{"kind": "chi", "tiles": "234m"}])
    assert all("234m" in [g.mpsz() for g in r.groups] for r in readings)


def test_four_of_a_tile_split_each_way_once():
    # 1111m 2m 3m: the four 1m are a triplet and a 123m, one split (not also 123m + 111m).
    assert decompositions(to_counts(parse_tiles("111123m11p").tiles), 2) == [
        (9, (("triplet", 0), ("sequence", 0)))]
    # 444455556666m: three triplets and a 456m, or four 456m (two ways, each once).
    splits = decompositions(to_counts(parse_tiles("444455556666m11p").tiles), 4)
    assert sorted(sorted(sets) for _, sets in splits) == [
        [("sequence", 3), ("sequence", 3), ("sequence", 3), ("sequence", 3)],
        [("sequence", 3), ("triplet", 3), ("triplet", 4), ("triplet", 5)]]
    # One reading per distinct set holding the winning tile: 111m+123m once, not twice.
    readings = readings_of(hand="111123m456p789s55z", win_tile="5z")
    assert len(readings) == 1 and readings[0].wait == "tanki"


def _splits_by_search(pattern):
    """An independent search for the splits of one suit (offsets 0..8): take the lowest tile
    held as a triplet or as the start of a sequence, recursively; every (pair, sorted sets)
    found, as a set, so order and repeats do not matter here."""
    def sets(counts):
        if not any(counts):
            return {()}
        low = next(i for i, c in enumerate(counts) if c)
        found = set()
        if counts[low] >= 3:
            rest = list(counts)
            rest[low] -= 3
            found |= {tuple(sorted((("triplet", low),) + s)) for s in sets(rest)}
        if low <= 6 and counts[low + 1] and counts[low + 2]:
            rest = list(counts)
            for k in range(3):
                rest[low + k] -= 1
            found |= {tuple(sorted((("sequence", low),) + s)) for s in sets(rest)}
        return found
    if sum(pattern) % 3 == 0:
        return {(None, s) for s in sets(pattern)}
    found = set()
    for pair in range(9):
        if pattern[pair] >= 2:
            rest = list(pattern)
            rest[pair] -= 2
            found |= {(pair, s) for s in sets(rest)}
    return found


def test_suit_splits_are_every_split_each_once_in_order():
    # Every suit shape of up to 8 tiles and 4,000 random ones of 9 to 14 tiles, in the three
    # suits in turn: suit_splits gives the splits an exhaustive search finds, each once, pairs
    # in tile order and each pair's sets in their order (lowest tile first, a triplet before
    # a sequence on the same tile); the tables built at import hold what it gives.
    import itertools
    import random
    from tenbou.road.readings import suit_splits
    rng = random.Random(20261129)
    small = [p for p in itertools.product(range(5), repeat=9) if sum(p) <= 8]
    large = []
    while len(large) < 4000:
        p = tuple(rng.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(9))
        if 9 <= sum(p) <= 14:
            large.append(p)
    rank = {"triplet": 0, "sequence": 1}
    checked = 0
    for pattern in small + large:
        base = 9 * (checked % 3)
        got = [(None if pair is None else pair - base, tuple((g.shape, g.tile - base) for g in sets))
               for pair, sets in suit_splits(base, pattern)]
        if sum(pattern) % 3 == 1:
            assert got == []
            continue
        assert len(got) == len(set(got)), pattern
        assert {(pair, tuple(sorted(sets))) for pair, sets in got} == _splits_by_search(pattern), pattern
        keys = [(-1 if pair is None else pair, [(tile, rank[shape]) for shape, tile in sets]) for pair, sets in got]
        assert keys == sorted(keys) and all(k[1] == sorted(k[1]) for k in keys), pattern
        table = readings._SET_SPLITS[base].get(int.from_bytes(bytes(pattern), "little"))
        assert table is None or table == suit_splits(base, pattern), pattern
        checked += 1
    assert checked > 18000  # (shapes not 1 mod 3: a count of the sample, not of the code)
