"""Fu, step by step, with the values and worked examples of docs/fu.md and the set table of
docs/rules.md ("Common rules", "Fu")."""

import pytest

import tenbou


def fu_of(**request):
    r = tenbou.score(request)
    assert r["ok"], r
    return [s["fu"] for s in r["fu_steps"]], r["fu_raw"], r["fu"]


def test_worked_example_1_closed_wait():
    # 20 + 10 + 8 (9p) + 4 (5s) + 2 (red dragon pair) + 2 (closed wait) = 46 -> 50
    steps, raw, fu = fu_of(hand="123m456m999p555s77z", win_tile="5m", riichi=True)
    assert sorted(steps) == sorted([20, 10, 8, 4, 2, 2]) and raw == 46 and fu == 50


def test_worked_example_2_open_all_simples():
    # nothing beyond the base: the open-pinfu rule adds 2 and rounds to 30
    steps, raw, fu = fu_of(hand="567p456s33p678s", win_tile="6s", melds=[{"kind": "chi", "tiles": "234m"}])
    assert steps == [20, 2] and fu == 30


def test_worked_example_3_half_flush_edge():
    # 20 + 8 (North, concealed) + 2 (self-draw) + 2 (edge) = 32 -> 40
    steps, raw, fu = fu_of(hand="11234567789p444z", win_tile="7p", win="tsumo", seat_wind="west")
    assert sorted(steps) == sorted([20, 2, 8, 2]) and raw == 32 and fu == 40


def test_pinfu_self_draw_is_20():
    steps, raw, fu = fu_of(hand="234567m234567p88s", win_tile="7p", win="tsumo")
    assert steps == [20] and fu == 20


def test_pinfu_ron_is_30():
    steps, raw, fu = fu_of(hand="234567m234567p88s", win_tile="7p", riichi=True)
    assert steps == [20, 10] and fu == 30


def test_seven_pairs_is_25_even_with_a_dragon_pair_wait():
    steps, raw, fu = fu_of(hand="11m99p33p55s77s11z55z", win_tile="5z", riichi=True)
    assert steps == [25] and fu == 25


def test_shanpon_ron_triplet_counts_as_open():
    # 20 + 10 + 2 (2s triplet completed by the discard: open simples) = 32 -> 40
    steps, raw, fu = fu_of(hand="123m456p678s55p222s", win_tile="2s", riichi=True)
    assert raw == 32 and fu == 40


def test_shanpon_tsumo_triplet_stays_concealed():
    # 20 + 2 (self-draw) + 4 (concealed simples triplet) = 26 -> 30
    steps, raw, fu = fu_of(hand="123m456p678s55p222s", win_tile="2s", win="tsumo")
    assert raw == 26 and fu == 30


@pytest.mark.parametrize("rules, pair_fu", [("ema2025", 2), ("wrc2025", 2), ("ema2016", 4), ("tenhou", 4), ("mahjongsoul", 4)])
def test_double_wind_pair(rules, pair_fu):
    # docs/rules.md, double_wind_pair_fu: 20 + 10 + 8 (1m concealed) + pair
    steps, raw, fu = fu_of(hand="111m234p567789s11z", win_tile="9s", seat_wind="east", round_wind="east",
                           riichi=True, rules=rules)
    assert raw == 38 + pair_fu


def test_seat_and_round_wind_pairs_count_2_each():
    # South pair for a South seat in the East round: 2
    steps, raw, fu = fu_of(hand="111m234p567789s22z", win_tile="9s", seat_wind="south", riichi=True)
    assert raw == 40


@pytest.mark.parametrize("meld, set_fu", [
    ({"kind": "pon", "tiles": "555p"}, 2),    # open triplet of simples
    ({"kind": "pon", "tiles": "999p"}, 4),    # open triplet of terminals
    ({"kind": "kan", "tiles": "5555p"}, 8),   # open quad of simples
    ({"kind": "kan", "tiles": "6666z"}, 16),  # open quad of an honour
    ({"kind": "ankan", "tiles": "5555p"}, 16),  # concealed quad of simples
    ({"kind": "ankan", "tiles": "1111z"}, 32),  # concealed quad of an honour
])
def test_set_table(meld, set_fu):
    # Hand: 234m 678m 345s + pair 88s, waiting two-sided; the meld decides the extra fu.
    # A yaku is needed: the green dragon pon/kan gives yakuhai; otherwise tsumo on a closed
    # hand, or haitei on an open one.
    opened = meld["kind"] != "ankan"
    request = dict(hand="234m678m345s88s", win_tile="5s", win="tsumo", melds=[meld])
    if opened and meld["tiles"] != "6666z":
        request["haitei"] = True
    steps, raw, fu = fu_of(**request)
    # 20 base + 2 self-draw + the set (+ nothing for the two-sided wait and plain pair)
    assert raw == 22 + set_fu


def test_open_ron_with_fu_gets_no_open_pinfu_bonus():
    # Open ron, open triplet of 9p (4): 20 + 4 = 24 -> 30; no extra 2 fu step.
    steps, raw, fu = fu_of(hand="234m678m345s88s", win_tile="5s", houtei=True,
                           melds=[{"kind": "pon", "tiles": "999p"}])
    assert steps == [20, 4] and fu == 30


def test_steps_about_a_set_or_the_pair_name_its_tiles():
    # The fu guide's first example: 20 base, 10 concealed ron, 8 for the concealed 999p, 4 for
    # the concealed 555s, 2 for the red dragon pair, 2 for the closed wait; the set and pair
    # steps carry their tiles in MPSZ (docs/api.md, "Fu steps"), the others none.
    r = tenbou.score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"})
    assert [(s["fu"], s.get("tiles")) for s in r["fu_steps"]] == [
        (20, None), (10, None), (8, "999p"), (4, "555s"), (2, "77z"), (2, None)]
    # Called sets too: a pon of red dragons (4 fu, open honour) and an open kan of 9s (16 fu).
    r = tenbou.score({"hand": "234m678p11s", "win_tile": "1s", "melds": [
        {"kind": "pon", "tiles": "777z"}, {"kind": "kan", "tiles": "9999s"}]})
    assert [(s["fu"], s["tiles"]) for s in r["fu_steps"] if "tiles" in s] == [(4, "777z"), (16, "9999s")]
