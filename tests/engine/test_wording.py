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
