"""Yaku and yakuman with the han of docs/rules.md ("Yaku values", "Yakuman") and the rule
options of its profile table. Every expected value is worked out by hand in the comment."""

import tenbou


def score(**request):
    r = tenbou.score(request)
    assert r["ok"], r
    return r


def yaku(r):
    return {y["id"]: y.get("han", y.get("yakuman")) for y in r["yaku"]}


def test_ittsu_closed_2_open_1():
    closed = score(hand="123456789m234p55s", win_tile="4p", riichi=True)
    assert yaku(closed)["ittsu"] == 2
    opened = score(hand="456789m234p55s", win_tile="4p", melds=[{"kind": "chi", "tiles": "123m"}])
    assert yaku(opened) == {"ittsu": 1}


def test_sanshoku_closed_2_open_1():
    closed = score(hand="234m234p234s678m99p", win_tile="8m", riichi=True)
    assert yaku(closed)["sanshoku_doujun"] == 2
    opened = score(hand="234p234s678m99p", win_tile="8m", melds=[{"kind": "chi", "tiles": "234m"}])
    assert yaku(opened) == {"sanshoku_doujun": 1}


def test_chanta_junchan_and_their_open_values():
    # 123m 789p 999s 11z pair + 123s, closed ron: chanta 2
    assert yaku(score(hand="123m789p999s123s11z", win_tile="3m", riichi=True))["chanta"] == 2
    # no honours: junchan 3 closed, 2 open
    assert yaku(score(hand="123m789p999s123s11m", win_tile="3m", riichi=True))["junchan"] == 3
    opened = score(hand="789p999s123s11m", win_tile="7p", melds=[{"kind": "chi", "tiles": "123m"}])
    assert yaku(opened) == {"junchan": 2}


def test_flushes():
    # closed full flush with riichi: 123 456 789 ittsu too -> chinitsu 6 + ittsu 2 + riichi 1 (+pinfu)
    r = score(hand="12345678999m123m", win_tile="3m", riichi=True)
    assert yaku(r)["chinitsu"] == 6 and "honitsu" not in yaku(r)
    # open half flush 2 + open pure straight 1
    r = score(hand="456m789m11z", win_tile="9m", melds=[{"kind": "pon", "tiles": "222m"}, {"kind": "chi", "tiles": "123m"}])
    assert yaku(r) == {"honitsu": 2, "ittsu": 1}
    # open full flush 5 + open pure straight 1
    r = score(hand="456m789m99m", win_tile="9m", melds=[{"kind": "pon", "tiles": "222m"}, {"kind": "chi", "tiles": "123m"}])
    assert yaku(r) == {"chinitsu": 5, "ittsu": 1}


def test_double_wind_triplet_is_two_yakuhai():
    # Dealer in the East round with a pon of East: seat wind 1 + round wind 1
    r = score(hand="234m567p678s55p", win_tile="8s", seat_wind="east", melds=[{"kind": "pon", "tiles": "111z"}])
    assert yaku(r) == {"yakuhai_seat_wind": 1, "yakuhai_round_wind": 1}


def test_shousangen_with_two_dragon_yakuhai():
    r = score(hand="555z666z77z123m789p", win_tile="3m", riichi=True)
    y = yaku(r)
    assert y["shousangen"] == 2 and y["yakuhai_haku"] == 1 and y["yakuhai_hatsu"] == 1


def test_toitoi_sanankou():
    # EMA 2025 rulebook, example 5: sanankou + toitoi + tanyao + 3 dora = baiman
    r = score(hand="333m444m555m33p888s", win_tile="8s", dora_indicators="7s")
    assert yaku(r) == {"sanankou": 2, "toitoi": 2, "tanyao": 1, "dora": 3}
    assert r["limit"] == "baiman" and r["total"] == 16000


def test_ryanpeikou_replaces_iipeikou():
    r = score(hand="223344m556677p22z", win_tile="4m", win="tsumo", seat_wind="west")
    assert "iipeikou" not in yaku(r) and yaku(r)["ryanpeikou"] == 3


def test_iipeikou():
    r = score(hand="223344m567p678s99s", win_tile="4m", riichi=True)
    assert yaku(r)["iipeikou"] == 1


def test_honroutou_with_toitoi():
    r = score(hand="111m999p11z", win_tile="1z", melds=[{"kind": "pon", "tiles": "999s"}, {"kind": "pon", "tiles": "222z"}],
              seat_wind="west")
    assert yaku(r)["honroutou"] == 2 and yaku(r)["toitoi"] == 2


def test_open_tanyao_counts_in_every_profile():
    for rules in ("ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul"):
        r = score(hand="567p456s33p678s", win_tile="6s", melds=[{"kind": "chi", "tiles": "234m"}], rules=rules)
        assert yaku(r) == {"tanyao": 1}


def test_open_tanyao_off_by_override():
    r = tenbou.score({"hand": "567p456s33p678s", "win_tile": "6s", "melds": [{"kind": "chi", "tiles": "234m"}],
                      "rules": {"base": "ema2025", "open_tanyao": False}})
    assert r["error"]["code"] == "no_yaku"


def test_dora_ura_and_kan_dora():
    # Two indicators pointing at the same dora count twice; ura only with riichi.
    r = score(hand="123m456m999p555s77z", win_tile="5m", riichi=True, dora_indicators="4s4s", ura_dora_indicators="8p")
    assert yaku(r) == {"riichi": 1, "dora": 6, "ura_dora": 3}
    r = score(hand="123m456m999p555s77z", win_tile="5m", houtei=True, dora_indicators="1z", ura_dora_indicators="8p")
    assert yaku(r) == {"houtei": 1}


def test_red_fives_only_where_the_rules_count_them():
    request = dict(hand="123m406m999p555s77z", win_tile="6m", riichi=True)
    assert "aka_dora" not in yaku(score(**request))
    assert yaku(score(**request, rules="tenhou"))["aka_dora"] == 1


def test_haitei_and_rinshan_rinshan_only():
    r = score(hand="123m456p789s55s", win_tile="5s", win="tsumo", rinshan=True, haitei=True,
              melds=[{"kind": "kan", "tiles": "7777m"}])
    assert yaku(r) == {"rinshan": 1}


# Yakuman ---------------------------------------------------------------------------------

def test_kokushi_13_sided_single_or_double():
    request = dict(hand="19m19p19s12345677z", win_tile="7z")
    assert score(**request)["yakuman"] == 1
    assert score(**request, rules="mahjongsoul")["yakuman"] == 2
    assert score(**request, rules="mahjongsoul")["total"] == 64000


def test_suuankou_by_ron_only_on_the_pair():
    r = score(hand="111m333p555s777s99m", win_tile="9m")
    assert yaku(r) == {"suuankou_tanki": 1} and r["total"] == 32000
    # ron on the shanpon: the completed triplet is open -> sanankou + toitoi, not suuankou
    r = score(hand="111m333p555s777s99m", win_tile="7s")
    assert r["yakuman"] == 0 and {"sanankou", "toitoi"} <= set(yaku(r))
    r = score(hand="111m333p555s777s99m", win_tile="7s", win="tsumo")
    assert yaku(r) == {"suuankou": 1}


def test_daisangen_and_stacking():
    request = dict(hand="777z111z22z", win_tile="2z", seat_wind="west",
                   melds=[{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "666z"}])
    # EMA 2025: one yakuman at most -> 32,000; WRC 2025 stacks daisangen + tsuuiisou -> 64,000
    assert score(**request, rules="ema2025")["total"] == 32000
    r = score(**request, rules="wrc2025")
    assert set(yaku(r)) == {"daisangen", "tsuuiisou"} and r["total"] == 64000


def test_ryuuiisou_without_green_dragon():
    r = score(hand="223344s666s888s22s", win_tile="4s", riichi=True)
    assert "ryuuiisou" in yaku(r)


def test_nine_gates():
    assert yaku(score(hand="11123456789999m", win_tile="9m", riichi=True)) == {"junsei_chuuren": 1}
    assert yaku(score(hand="11123456789999m", win_tile="5m", riichi=True)) == {"chuuren": 1}


def test_tenhou_chiihou():
    assert yaku(score(hand="123m456p789s11122z", win_tile="2z", win="tsumo", seat_wind="east", tenhou=True)) == {"tenhou": 1}
    assert score(hand="123m456p789s11122z", win_tile="2z", win="tsumo", chiihou=True)["total"] == 32000


def test_kazoe_13_han():
    # Closed full flush: riichi 1, menzen tsumo 1, pinfu 1, iipeikou 1, ittsu 2, chinitsu 6 = 12,
    # + 3 dora (indicator 4m: 5m x3) = 15 han
    request = dict(hand="112233456789m55m", win_tile="4m", win="tsumo", riichi=True, dora_indicators="4m")
    ema = score(**request)
    assert ema["han"] == 15 and ema["limit"] == "sanbaiman" and ema["payments"] == {"dealer": 12000, "non_dealer": 6000}
    ten = score(**request, rules="tenhou")
    assert ten["limit"] == "yakuman" and ten["yakuman"] == 1 and ten["payments"] == {"dealer": 16000, "non_dealer": 8000}


def test_renhou_five_han_alone():
    # EMA 2025: renhou is 5 han combined with nothing -> mangan 8,000 for a cheap hand
    r = score(hand="234567m234567p88s", win_tile="7p", renhou=True)
    assert yaku(r) == {"renhou": 5} and r["total"] == 8000
    # Tenhou: no renhou -> pinfu + tanyao, 2 han 30 fu = 2,000
    r = score(hand="234567m234567p88s", win_tile="7p", renhou=True, rules="tenhou")
    assert yaku(r) == {"pinfu": 1, "tanyao": 1} and r["total"] == 2000


def test_named_yakuman_preferred_over_counted_on_equal_payment():
    # Found by the differential run: 111m 555m 666m 777m 99m tsumo reads as suuankou (a named
    # yakuman) or as 111m + 567m x3 for riichi, ippatsu, tsumo, iipeikou, chinitsu and 3 dora =
    # 13 han, a counted yakuman at Tenhou. Both pay 8,000/16,000; Tenhou shows suuankou.
    r = score(hand="11155566677799m", win_tile="6m", win="tsumo", riichi=True, ippatsu=True,
              dora_indicators="4m", rules="tenhou")
    assert yaku(r) == {"suuankou": 1} and r["payments"] == {"dealer": 16000, "non_dealer": 8000}


def test_tenhou_has_no_winning_tile():
    """A tenhou (the dealer wins on the 14 tiles dealt) has no winning tile: the 14 tiles come
    at once, so whichever tile a request names, any of them may be taken as the last, and the
    wait-dependent yakuman take the reading that pays most. Chiihou is not like this: the non-dealer's
    first draw is a real winning tile.

    Mahjong Soul: "Mahjong Soul's ruling for *tenhou* is that if you get kokushi, suuanko, and
    chuuren, they automatically upgrade to the double yakuman version, because for dealer, we
    cannot distinguish which tile is the 'drawn tile'" (Longhorn-Riichi/InjusticeJudge, a
    Mahjong Soul and Tenhou game-record analyser, github.com/Longhorn-Riichi/InjusticeJudge/issues/19).
    riichienv, validated on Mahjong Soul records, does the same for thirteen orphans: "The Tenhou
    yaku has no distinguished winning tile among the initial 14: use the thirteen-sided
    interpretation regardless of dealing order" (smly/RiichiEnv, riichienv-core/src/yaku.rs), and
    its record check notes that "for an immediate dealer heavenly-hand win, the provider's named
    winning tile can differ from the wall's 14th tile" (docs/MJSOUL_CORPUS_VALIDATION.md there).
    Under Tenhou, EMA and WRC these forms are single yakuman like the others, so only the
    name changes there, not the score.
    """
    dealer = dict(win="tsumo", seat_wind="east", round_wind="east", tenhou=True)
    # Thirteen orphans with the 1z pair, 9m named as the winning tile: a single wait by the
    # tile, but 13-sided on a tenhou. Mahjong Soul: 2 + tenhou 1 = 3 yakuman, dealer tsumo
    # 3 x 16,000 = 48,000 from each (144,000); Tenhou: 1 + 1 = 2 yakuman, 32,000 each.
    kokushi = dict(hand="1m19p19s11234567z9m", win_tile="9m", **dealer)
    r = score(**kokushi, rules="mahjongsoul")
    assert yaku(r) == {"kokushi_13": 2, "tenhou": 1} and r["payments"] == {"each": 48000} and r["total"] == 144000
    r = score(**kokushi, rules="tenhou")
    assert yaku(r) == {"kokushi_13": 1, "tenhou": 1} and r["payments"] == {"each": 32000}
    # Nine gates 1112345678999m + 9m (the extra tile), 5m named: pure nine gates on a tenhou.
    r = score(hand="11123456789999m", win_tile="5m", **dealer, rules="mahjongsoul")
    assert yaku(r) == {"junsei_chuuren": 2, "tenhou": 1} and r["payments"] == {"each": 48000}
    # 111m 222p 333s 555z 11z, 1m named (completing a triplet): suuankou on the pair.
    r = score(hand="111m222p333s55511z", win_tile="1m", **dealer, rules="mahjongsoul")
    assert yaku(r) == {"suuankou_tanki": 2, "tenhou": 1} and r["payments"] == {"each": 48000}
    # Without tenhou the winning tile decides: the same thirteen orphans is the single wait,
    # 1 yakuman, 16,000 from each.
    r = score(hand="1m19p19s11234567z9m", win_tile="9m", win="tsumo", seat_wind="east", rules="mahjongsoul")
    assert yaku(r) == {"kokushi": 1} and r["payments"] == {"each": 16000}
    # Chiihou: the first draw is the winning tile. Single wait 1 + chiihou 1 = 2 yakuman,
    # non-dealer tsumo: 32,000 from the dealer, 16,000 from each other player.
    r = score(hand="1m19p19s11234567z9m", win_tile="9m", win="tsumo", seat_wind="south", chiihou=True,
              rules="mahjongsoul")
    assert yaku(r) == {"kokushi": 1, "chiihou": 1} and r["payments"] == {"dealer": 32000, "non_dealer": 16000}


def test_a_tenhou_shows_the_reading_that_names_its_four_concealed_triplets():
    """A tenhou read as four concealed triplets, pair wait (test_tenhou_has_no_winning_tile)
    shows that reading: the pair wait, on the pair, with its 2 fu. The named tile 6s completes
    the 666s triplet, a shanpon reading, which would name plain suuankou.

    The `mahjong` package, which reads a tenhou by its named tile, gives this reading when the
    pair tile 6m is named: Suu Ankou Tanki, 50 fu from base 20, the 111s triplet 8, three
    simple triplets 4 each, pair wait 2 and tsumo 2 (44, rounded up); with 6s named it gives
    Suu Ankou, 42 fu, without the pair wait. riichienv reads it the same way (its Su Ankou
    Tanki with 6m named, Su Ankou with 6s)."""
    dealer = dict(hand="444p55m0m666s111s66m", win_tile="6s", win="tsumo", seat_wind="east", tenhou=True)
    for rules, count in (("tenhou", 1), ("mahjongsoul", 2)):
        r = score(**dealer, rules=rules)
        assert yaku(r) == {"suuankou_tanki": count, "tenhou": 1}
        assert (r["reading"]["wait"], r["reading"]["win_group"], r["reading"]["pair"]) == ("tanki", "66m", "66m")
        assert (r["fu_raw"], r["fu"]) == (44, 50)
        assert r["fu_steps"][-1] == {"fu": 2, "reason": "pair wait (tanki) on 6 of characters"}
    ja = score(**dealer, rules="tenhou", lang="ja")
    assert ja["fu_steps"][-1]["reason"] == "単騎待ち（六萬）"
    assert not any("シャンポン" in step["reason"] for step in ja["fu_steps"])
