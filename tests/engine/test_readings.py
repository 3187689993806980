"""Every reading is found: the fu guide's 5-6-7-8-9 trap, shanpon vs kanchan, seven pairs
vs two double sequences, thirteen orphans."""

from tenbou.api import parse_request
from tenbou.readings import all_readings, decompositions
from tenbou.tiles import parse_tiles, to_counts


def readings_of(**request):
    hand, _ = parse_request(request)
    return all_readings(hand)


def test_56789_on_the_7_is_both_two_sided_and_edge():
    # Fu guide, "Read the hand the way that scores most".
    waits = {(r.wait, r.groups[r.win_group].mpsz()) for r in readings_of(hand="234m678p22p567789s", win_tile="7s")}
    assert ("ryanmen", "567s") in waits
    assert ("penchan", "789s") in waits


def test_shanpon_or_kanchan():
    # rules-research §4.3: 3m can complete 333m (shanpon) or 234m (kanchan).
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
    # rules-research §1.4: holding 4-5-6-7 and winning on 4 is always a pair wait.
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
