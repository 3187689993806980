"""Texts as players write them: each text below says what a Japanese player would write (and,
where the English said it wrongly too, what an English one would), checked word for word in
the engine's answers and on its command line.

The Japanese terms are those of docs/i18n.md ("Japanese terms"), each with its source there.
"""

import io

import tenbou
from tenbou.__main__ import main

NAMES = ["Ann", "Bo", "Cy", "Di"]


def game(events, lang="en", rules="tenhou"):
    r = tenbou.game({"rules": rules, "players": NAMES, "events": events, "lang": lang})
    assert r["ok"], r
    return r


def cli(argv):
    out = io.StringIO()
    status = main(argv, out)
    return status, out.getvalue()


# ------------------------------------------------------------------ the abortive draw


def test_an_abortive_draw_says_once_that_the_dealer_stays():
    # The abort and the dealer's repeat were both said: "Abortive draw: the dealer stays. The
    # dealer repeats." Now the draw is named, and the repeat said once.
    assert game([{"abort": True}])["hands"][0]["description"] == "Abortive draw. The dealer repeats."
    assert game([{"abort": True}], "ja")["hands"][0]["description"] == "途中流局。親の連荘。"


# ------------------------------------------------------------------ tile counts

ANKAN = {"kind": "ankan", "tiles": "5555s"}
PON = {"kind": "pon", "tiles": "777z"}


def message(call, request):
    r = call(request)
    assert r["ok"] is False and r["error"]["code"] == "wrong_tile_count", r
    return r["error"]["message"]


def test_a_hand_without_melds_is_not_counted_with_tsu():
    # Japanese counts no zero with つ (「副露が0つ」): a hand without melds says so.
    request = {"hand": "123m456m999p555s7z", "win_tile": "5m"}
    assert message(tenbou.score, {**request, "lang": "ja"}) == \
        "副露なしなら、手牌は和了牌を含めて14枚です。この手牌は13枚です。"
    assert message(tenbou.score, request) == \
        "Without melds the hand needs 14 concealed tiles (winning tile included); it has 13."


def test_a_tile_count_with_melds_says_that_a_concealed_kan_counts():
    # The engine counts an ankan among the melds: the count says so (副露（暗槓を含む）).
    one = {"hand": "123m456m999p777z", "win_tile": "1m", "melds": [ANKAN], "lang": "ja"}
    assert message(tenbou.score, one) == \
        "副露（暗槓を含む）が1つなら、手牌は和了牌を含めて11枚です。この手牌は12枚です。"
    two = {"hand": "123m999p7z", "win_tile": "1m", "melds": [ANKAN, PON], "lang": "ja"}
    assert message(tenbou.score, two) == \
        "副露（暗槓を含む）が2つなら、手牌は和了牌を含めて8枚です。この手牌は7枚です。"


def test_waits_and_discards_tile_counts_are_advice():
    # A hand one tile over or under what the call takes: what to use, not what the hand "asks".
    assert message(tenbou.discards, {"hand": "123m456m999p555s7z", "lang": "ja"}) == (
        "この手牌は副露なしで13枚です。13枚の手牌の待ちを調べるには 'waits' を使ってください"
        "（'discards' はツモ後の14枚の手牌に使います）。")
    assert message(tenbou.waits, {"hand": "123m456m999p77z", "melds": [ANKAN], "lang": "ja"}) == (
        "この手牌は副露（暗槓を含む）1つで11枚です。ツモ後の14枚の手牌で何を切るかを調べるには 'discards' "
        "を使ってください（'waits' は10枚の手牌に使います）。")
    assert message(tenbou.waits, {"hand": "123m456m99p7z", "melds": [ANKAN], "lang": "ja"}) == \
        "待ちを調べる手牌は副露（暗槓を含む）1つで10枚です。この手牌は9枚です。"


# ------------------------------------------------------------------ a tenhou has no winning tile

TENHOU = {"win": "tsumo", "seat_wind": "east", "round_wind": "east", "tenhou": True, "rules": "mahjongsoul"}


def tenhou_notes(hand, win_tile, lang):
    r = tenbou.score({"hand": hand, "win_tile": win_tile, "lang": lang, **TENHOU})
    assert r["ok"], r
    return r["notes"]


def test_a_tenhou_takes_the_reading_that_pays_most_in_english():
    # A pair wait is the narrowest wait: the note once said "its widest wait" for four
    # concealed triplets. The engine takes the reading that pays most (docs/rules.md, "A tenhou
    # has no winning tile"): the pair wait, the 13-sided wait, the 9-sided wait.
    assert ("Four concealed triplets, pair wait: a blessing of heaven has no winning tile (the dealer's 14 tiles "
            "come at once), so the hand takes the reading that pays most, won on a pair wait.") \
        in tenhou_notes("111m222p333s55511z", "1m", "en")
    assert ("Thirteen orphans, 13-sided wait: a blessing of heaven has no winning tile (the dealer's 14 tiles "
            "come at once), so the hand takes the reading that pays most, won on a 13-sided wait.") \
        in tenhou_notes("1m19p19s11234567z9m", "9m", "en")
    assert ("Pure nine gates: a blessing of heaven has no winning tile (the dealer's 14 tiles come at once), "
            "so the hand takes the reading that pays most, won on a 9-sided wait.") \
        in tenhou_notes("11123456789999m", "5m", "en")


def test_a_tenhou_takes_the_reading_that_pays_most_in_japanese():
    # 単騎 for 四暗刻, 十三面 for 国士無双, 九面 for 九蓮宝燈: not 「最も広い待ち」.
    assert "四暗刻単騎：天和には和了牌がない（親の14枚が配牌で揃う）ため、点数が最も高くなる読み方をとり、単騎待ちとして数える。" \
        in tenhou_notes("111m222p333s55511z", "1m", "ja")
    assert "国士無双十三面待ち：天和には和了牌がない（親の14枚が配牌で揃う）ため、点数が最も高くなる読み方をとり、十三面待ちとして数える。" \
        in tenhou_notes("1m19p19s11234567z9m", "9m", "ja")
    assert "純正九蓮宝燈：天和には和了牌がない（親の14枚が配牌で揃う）ため、点数が最も高くなる読み方をとり、九面待ちとして数える。" \
        in tenhou_notes("11123456789999m", "5m", "ja")
    assert not any("広い" in note for note in tenhou_notes("111m222p333s55511z", "1m", "ja"))
