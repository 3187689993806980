"""One test per profile for every row of the docs/rules.md table ("The profiles at a glance")
where the profiles differ, on a hand where the row changes the result. Every expected value is
worked out by hand below from the row and the payment rules (docs/rules.md, "Points and
payments": base = fu x 2^(2+han), each payment rounded up to 100)."""

import pytest

import tenbou

PROFILES = ("ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul")


def run(request, rules):
    r = tenbou.score({**request, "rules": rules})
    assert r["ok"], r
    assert r["rules"] == rules
    return r


# double_wind_pair_fu: dealer, East round, pair of East, riichi, ron on 9s (two-sided).
# 20 + 10 + 8 (111m concealed) + pair -> 2: 40 fu, 1 han dealer ron 40*8*6 = 1,920 -> 2,000;
# 4: 42 -> 50 fu, 50*8*6 = 2,400 -> 2,400.
DOUBLE_WIND = {"hand": "111m234p567789s11z", "win_tile": "9s", "seat_wind": "east", "round_wind": "east", "riichi": True}


@pytest.mark.parametrize("rules, fu, total", [("ema2025", 40, 2000), ("wrc2025", 40, 2000), ("ema2016", 50, 2400),
                                              ("tenhou", 50, 2400), ("mahjongsoul", 50, 2400)])
def test_double_wind_pair(rules, fu, total):
    r = run(DOUBLE_WIND, rules)
    assert (r["fu"], r["total"]) == (fu, total)
    step = next(s for s in r["fu_steps"] if "double-wind" in s["reason"])
    assert step["fu"] == (2 if fu == 40 else 4)


# kiriage, 4 han 30 fu: riichi + pinfu + ittsu (2), ron: 30*64 = 1,920 base, x4 = 7,680 -> 7,700,
# or a mangan (8,000) with kiriage.
KIRIAGE_4_30 = {"hand": "123456789m234p55s", "win_tile": "4p", "riichi": True}
# kiriage, 3 han 60 fu: concealed kan of 2p (16) + concealed 111m (8) + pair wait (2) + closed ron
# (10) + 20 = 56 -> 60 fu; riichi + ippatsu + 1 dora (8m) = 3 han: 60*32 = 1,920 -> 7,700 or 8,000.
KIRIAGE_3_60 = {"hand": "111m678m234s99p", "win_tile": "9p", "riichi": True, "ippatsu": True,
                "dora_indicators": "7m", "melds": [{"kind": "ankan", "tiles": "2222p"}]}
KIRIAGE = {"ema2025": True, "wrc2025": True, "ema2016": False, "tenhou": False, "mahjongsoul": True}


@pytest.mark.parametrize("rules", PROFILES)
@pytest.mark.parametrize("request_, han, fu", [(KIRIAGE_4_30, 4, 30), (KIRIAGE_3_60, 3, 60)])
def test_kiriage(rules, request_, han, fu):
    r = run(request_, rules)
    assert (r["han"], r["fu"]) == (han, fu)
    if KIRIAGE[rules]:
        assert r["total"] == 8000 and r["limit"] == "mangan"
        assert any("Kiriage mangan" in n and f"{han} han {fu} fu" in n for n in r["notes"])
    else:
        assert r["total"] == 7700 and r["limit"] is None


# aka_dora: riichi, ron on 6m, 123m 4(red 5)6m 999p 555s 77z: 20+10+8+4+2 = 44 -> 50 fu.
# 1 han: 50*8*4 = 1,600; with the red five counted, 2 han: 3,200.
@pytest.mark.parametrize("rules, total", [("ema2025", 1600), ("wrc2025", 1600), ("ema2016", 1600),
                                          ("tenhou", 3200), ("mahjongsoul", 3200)])
def test_aka_dora(rules, total):
    r = run({"hand": "123m406m999p555s77z", "win_tile": "6m", "riichi": True}, rules)
    assert r["total"] == total
    assert ("aka_dora" in {y["id"] for y in r["yaku"]}) is (total == 3200)


# kazoe: riichi 1, menzen tsumo 1, pinfu 1, iipeikou 1, ittsu 2, chinitsu 6, dora 3 = 15 han,
# non-dealer tsumo: sanbaiman 6,000/12,000 (24,000) or a counted yakuman 8,000/16,000 (32,000).
@pytest.mark.parametrize("rules, limit, total", [("ema2025", "sanbaiman", 24000), ("wrc2025", "sanbaiman", 24000),
                                                 ("ema2016", "sanbaiman", 24000), ("tenhou", "yakuman", 32000),
                                                 ("mahjongsoul", "yakuman", 32000)])
def test_kazoe(rules, limit, total):
    r = run({"hand": "112233456789m55m", "win_tile": "4m", "win": "tsumo", "riichi": True, "dora_indicators": "4m"}, rules)
    assert (r["han"], r["limit"], r["total"]) == (15, limit, total)
    assert r["yakuman"] == (1 if limit == "yakuman" else 0)
    assert any("15 han" in n for n in r["notes"])


# double_yakuman: thirteen orphans on the 13-sided wait, non-dealer ron: 32,000, or 64,000 where
# the 13-sided wait is a double yakuman.
@pytest.mark.parametrize("rules, total", [("ema2025", 32000), ("wrc2025", 32000), ("ema2016", 32000),
                                          ("tenhou", 32000), ("mahjongsoul", 64000)])
def test_double_yakuman(rules, total):
    assert run({"hand": "19m19p19s12345677z", "win_tile": "7z"}, rules)["total"] == total


# yakuman_stacking: big three dragons + all honours, non-dealer ron: 32,000 or 64,000.
STACK = {"hand": "777z111z22z", "win_tile": "2z", "seat_wind": "west",
         "melds": [{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "666z"}]}


@pytest.mark.parametrize("rules, total", [("ema2025", 32000), ("wrc2025", 64000), ("ema2016", 32000),
                                          ("tenhou", 64000), ("mahjongsoul", 64000)])
def test_yakuman_stacking(rules, total):
    r = run(STACK, rules)
    assert (r["yakuman"], r["total"]) == (total // 32000, total)


# renhou on a pinfu-tanyao hand (2 han 30 fu = 2,000 by ron): 5 han alone (EMA/WRC 2025) or a
# mangan (EMA 2016) = 8,000; no renhou at Tenhou or Mahjong Soul = 2,000.
@pytest.mark.parametrize("rules, total", [("ema2025", 8000), ("wrc2025", 8000), ("ema2016", 8000),
                                          ("tenhou", 2000), ("mahjongsoul", 2000)])
def test_renhou(rules, total):
    r = run({"hand": "234567m234567p88s", "win_tile": "7p", "renhou": True}, rules)
    assert r["total"] == total


def test_renhou_alone_loses_to_a_better_hand():
    # Closed full flush with pinfu and pure straight: chinitsu 6 + ittsu 2 + pinfu 1 + iipeikou 1
    # = 10 han, a baiman (16,000) beats renhou's mangan; renhou combines with nothing.
    r = run({"hand": "112233456789m55m", "win_tile": "4m", "renhou": True}, "ema2025")
    assert r["limit"] == "baiman" and r["total"] == 16000
    assert "renhou" not in {y["id"] for y in r["yaku"]}


def test_notes_explain_options_that_work_against_the_player():
    # docs/rules.md, kiriage: none under EMA 2016; double_yakuman, yakuman_stacking: neither under EMA 2025.
    r = run(KIRIAGE_4_30, "ema2016")
    assert any("No kiriage mangan under EMA 2016" in n for n in r["notes"])
    r = run({"hand": "19m19p19s12345677z", "win_tile": "7z"}, "ema2025")
    assert any("single yakuman under EMA 2025" in n for n in r["notes"])
    r = run(STACK, "wrc2025")
    assert any("add up under WRC 2025" in n and "= double yakuman." in n for n in r["notes"])
    r = run(STACK, "ema2025")
    assert any("one yakuman at most" in n for n in r["notes"])
