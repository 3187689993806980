"""Texts as players write them: each text below says what a Japanese player would write (and,
where the English said it wrongly too, what an English one would), checked word for word in
the engine's answers and on its command line.

The Japanese terms are those of docs/i18n.md ("Japanese terms"), each with its source there.
"""

import io
import re
from pathlib import Path

import pytest

import tenbou
from tenbou import i18n
from tenbou.faces.cli import main

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
    # The English says the same, as advice too.
    assert message(tenbou.discards, {"hand": "123m456m999p555s7z"}) == (
        "This hand has 13 concealed tiles, without melds. To find the waits of a 13-tile hand, use 'waits' "
        "('discards' takes 14 tiles, after your draw).")
    assert message(tenbou.waits, {"hand": "123m456m999p77z", "melds": [ANKAN]}) == (
        "This hand has 11 concealed tiles, with 1 meld. To find which tile to discard after your draw (14 tiles), "
        "use 'discards' ('waits' takes 10 tiles).")


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


# ------------------------------------------------------------------ yakuman counts

#: Hands worth 1 to 6 yakuman (Tenhou adds up different yakuman; Mahjong Soul also counts
#: 四暗刻単騎 and 大四喜 double): 大三元; 字一色 + 大三元; 四暗刻単騎 (2) + 字一色; the same with
#: 大三元; with 天和 too; 四暗刻単騎 (2) + 大四喜 (2) + 字一色 + 天和.
DEALER_TSUMO = {"win": "tsumo", "seat_wind": "east", "round_wind": "east"}
BY_COUNT = {
    1: {"hand": "123m44p555666777z", "win_tile": "3m"},
    2: {"hand": "55566677722z", "win_tile": "2z", "melds": [{"kind": "pon", "tiles": "111z"}], "rules": "tenhou"},
    3: {"hand": "11122233355566z", "win_tile": "6z", "rules": "mahjongsoul"},
    4: {"hand": "55566677711122z", "win_tile": "2z", "rules": "mahjongsoul"},
    5: {"hand": "55566677711122z", "win_tile": "2z", "tenhou": True, "rules": "mahjongsoul", **DEALER_TSUMO},
    6: {"hand": "11122233344455z", "win_tile": "5z", "tenhou": True, "rules": "mahjongsoul", **DEALER_TSUMO},
}
#: What players call them (docs/i18n.md, "Japanese terms").
JAPANESE_COUNTS = {1: "役満", 2: "ダブル役満", 3: "トリプル役満", 4: "4倍役満", 5: "5倍役満", 6: "6倍役満"}
ENGLISH_COUNTS = {1: "Yakuman", 2: "Double yakuman", 3: "Triple yakuman", 4: "Quadruple yakuman", 5: "5× yakuman",
                  6: "6× yakuman"}


def test_the_hands_are_worth_one_to_six_yakuman():
    assert {n: tenbou.score(request)["yakuman"] for n, request in BY_COUNT.items()} == {n: n for n in BY_COUNT}


def test_yakuman_that_add_up_are_named_by_their_count():
    for n in range(2, 7):
        notes = tenbou.score({**BY_COUNT[n], "lang": "ja"})["notes"]
        assert [note for note in notes if "複合" in note][0].endswith(f"＝{JAPANESE_COUNTS[n]}。"), notes
    assert "天鳳では異なる役満を複合する：大三元＋字一色＝ダブル役満。" in tenbou.score({**BY_COUNT[2], "lang": "ja"})["notes"]
    assert ("Different yakuman add up under Mahjong Soul: four concealed triplets, pair wait + all honours = "
            "triple yakuman.") in tenbou.score(BY_COUNT[3])["notes"]


def test_the_command_line_names_yakuman_counts_as_players_do():
    for n, request in BY_COUNT.items():
        argv = [request["hand"], "--win", request["win_tile"], "--rules", request.get("rules", "ema2025"), "--lang", "ja"]
        argv += ["--pon", "111z"] if "melds" in request else []
        argv += ["--tsumo", "--seat", "east", "--tenhou"] if request.get("tenhou") else []
        status, out = cli(argv)
        assert status == 0, out
        value_line = next(line for line in out.splitlines() if "点" in line and "：" in line and "から" in line)
        assert value_line.startswith(JAPANESE_COUNTS[n] + "："), out
        assert "×" not in out, out


def test_a_counted_yakuman_is_a_yakuman_on_the_command_line():
    # 13 han under Tenhou: a counted (kazoe) yakuman, once printed 「役満×1」.
    status, out = cli(["22334455667788p", "--win", "8p", "--tsumo", "--riichi", "--rules", "tenhou", "--lang", "ja"])
    assert status == 0 and "役満×" not in out
    assert any(line.startswith("役満：") for line in out.splitlines()), out
    status, out = cli(["22334455667788p", "--win", "8p", "--tsumo", "--riichi", "--rules", "tenhou"])
    assert any(line.startswith("Yakuman: ") for line in out.splitlines()), out


def test_the_game_log_names_yakuman_counts_as_players_do():
    for n in range(1, 7):
        event = {"win": {"winner": 1, "from": 0, "yakuman": n}}
        ja = game([event], "ja", rules="mahjongsoul")["hands"][0]["description"]
        assert ja.startswith(f"BoがAnnからロン：{JAPANESE_COUNTS[n]}、"), ja
        en = game([event], rules="mahjongsoul")["hands"][0]["description"]
        assert en.startswith(f"Bo wins by ron from Ann: {ENGLISH_COUNTS[n].lower()}, "), en  # (inside a sentence)


# ------------------------------------------------------------------ wait names

#: A hand won on each kind of wait (riichi for a yaku), and the wait as Japanese players name it
#: (docs/i18n.md: 両面待ち, 嵌張待ち, 辺張待ち, シャンポン待ち, 単騎待ち).
WAITS = [
    ("234m456p789s555s11z", "4m", "両面待ち"),
    ("123m456m999p555s77z", "5m", "嵌張待ち"),
    ("123m456p789s555s11z", "3m", "辺張待ち"),
    ("123m456m999p555s77z", "5s", "シャンポン待ち"),
    ("123m456m999p555s77z", "7z", "単騎待ち"),
    ("1122m3344p5566s77z", "7z", "七対子の単騎待ち"),
    ("19m19p19s12345677z", "1m", "国士無双の単騎待ち"),
    ("19m19p19s12345677z", "7z", "国士無双十三面待ち"),
]


def test_the_command_line_names_each_wait_in_japanese():
    for hand, tile, wait in WAITS:
        status, out = cli([hand, "--win", tile, "--riichi", "--lang", "ja"])
        assert status == 0, out
        reading = next(line for line in out.splitlines() if line.startswith("面子構成："))
        assert reading.endswith("、" + wait), (hand, tile, reading)
    assert not any("双碰" in wait for _, _, wait in WAITS)


def test_the_fu_steps_name_the_waits_in_japanese():
    steps = lambda tile: [s["reason"] for s in tenbou.score(  # noqa: E731
        {"hand": "123m456m999p555s77z", "win_tile": tile, "riichi": True, "lang": "ja"})["fu_steps"]]
    assert "嵌張待ち（五萬）" in steps("5m")
    assert "単騎待ち（中）" in steps("7z")
    assert "明刻 五索（中張牌）：ロン牌で完成した刻子は明刻として数える" in steps("5s")  # the shanpon's triplet


# ------------------------------------------------------------------ colons

#: What is code in an engine text, where a colon is JSON's: a {field} (with its format), a JSON
#: object given as an example ({{"kind": "pon", ...}}) and a JSON member ("abort": true).
ENGINE_CODE = re.compile(r'\{\{.*?\}\}|\{[^{}]*\}|"[a-z_]+": ?[a-z0-9"]+')


#: The languages that write the full-width colon 「：」: Japanese, and Simplified Chinese once its
#: catalog is in (Korean writes the half-width one, followed by a space: tests/node/cjk-texts.test.mjs).
FULL_WIDTH_COLON_LANGUAGES = [lang for lang in ("ja", "zh-Hans") if lang in i18n.LANGUAGES]


@pytest.mark.parametrize("lang", FULL_WIDTH_COLON_LANGUAGES)
def test_cjk_engine_texts_write_full_width_colons(lang):
    # The page wraps engine messages in its own texts: both write 「：」 (docs/i18n.md).
    half_width = {key: text for key, text in i18n.catalog(lang).items() if ":" in ENGINE_CODE.sub("", text)}
    assert half_width == {}


def test_the_colon_check_can_fail():
    assert ENGINE_CODE.sub("", '途中流局は "abort": true と書きます。') == "途中流局は  と書きます。"
    assert ":" in ENGINE_CODE.sub("", "{field}: ここ")


# ------------------------------------------------------------------ the rest of the review


def test_head_bump_names_the_nearest_winner_after_the_discarder():
    # 「最初の{name}だけ」 could read as "only the first {name}".
    wins = [{"wins": [{"winner": 2, "from": 0, "han": 2, "fu": 30}, {"winner": 1, "from": 0, "han": 1, "fu": 30}]}]
    description = game(wins, "ja", rules="wrc2025")["hands"][0]["description"]
    assert description.startswith("頭ハネ：放銃者の下家から数えて最も近いBoのみ和了。")


def test_not_winning_says_the_hand_is_not_and_which_shapes_are():
    r = tenbou.score({"hand": "123m456m999p556s77z", "win_tile": "5m", "lang": "ja"})
    assert r["error"] == {"code": "not_winning",
                          "message": "この手牌は和了形ではありません。和了形は4面子1雀頭、七対子、国士無双のいずれかです。"}


def test_ura_dora_without_riichi():
    r = tenbou.score({"hand": "234m567p678s99s", "win_tile": "9s", "melds": [PON], "ura_dora_indicators": "1m",
                      "dora_indicators": "1p", "lang": "ja"})
    assert "裏ドラは立直時のみ有効のため、数えていない。" in r["notes"]


def test_a_dealer_tsumo_is_paid_by_each_non_dealer():
    # 「全員から」 could include the winner.
    status, out = cli(["123m456m999p555s77z", "--win", "5m", "--tsumo", "--riichi", "--seat", "east", "--lang", "ja"])
    assert status == 0 and "全員" not in out
    assert any(line.endswith("：子から各1300点") for line in out.splitlines()), out
    status, out = cli(["123m456m999p555s77z", "--win", "5m", "--tsumo", "--riichi", "--seat", "east"])
    assert status == 0 and "each player" not in out
    assert any(line.endswith(": 1,300 from each non-dealer") for line in out.splitlines()), out


# ------------------------------------------------------------------ the term table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "i18n.md"
#: The terms the texts above use, each of which docs/i18n.md's term table gives with its source.
TERMS = ["途中流局", "連荘", "頭ハネ", "下家", "役満", "ダブル役満", "トリプル役満", "4倍役満", "シャンポン待ち",
         "単騎待ち", "十三面待ち", "九面待ち", "副露（暗槓を含む）", "和了形", "第一ツモ", "子から各", "立直時のみ",
         "推奨打牌", "三元牌・自風・場風", "和了時の状況", "トビ", "西入", "責任払い"]


def term_table():
    """docs/i18n.md's "Japanese terms": {source number: its text}, and the table's rows as cells."""
    section = DOCS.read_text(encoding="utf-8").split("## Japanese terms", 1)[1].split("\n## ", 1)[0]
    sources = dict(re.findall(r"^(\d+)\. (.*(?:\n    .*)*)", section, re.M))
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in section.splitlines()
            if line.startswith("| ") and not line.startswith("| id or key")]
    return sources, rows


def test_the_term_table_gives_each_term_with_a_source():
    sources, rows = term_table()
    for term in TERMS:
        found = [row for row in rows if term in row[2]]
        assert found, term
        cited = {n for row in found for n in re.findall(r"\b\d+\b", row[3])}
        assert cited & set(sources) or "api.md" in found[0][3], (term, found)


# ------------------------------------------------------------------ the Japanese texts, rendered


def test_a_three_player_non_dealer_tsumo_is_paid_by_the_dealer_and_one_non_dealer():
    # Three players: a non-dealer's self-draw is paid by the dealer and the one other non-dealer,
    # not 「子から…点ずつ」. 3 han 50 fu (sanankou, menzen tsumo; 20 + 8 + 8 + 4 + 2 = 42, 50 fu):
    # 1,600 from a non-dealer and 3,200 from the dealer, as with four players under tsumo loss
    # (docs/rules.md, "sanma_tsumo" and "Score tables").
    hand = ["111m456p999p555s11z", "--win", "5s", "--tsumo", "--seat", "south", "--rules", "tenhou_sanma"]
    status, out = cli([*hand, "--lang", "ja"])
    assert status == 0 and "ずつ" not in out
    assert "3翻50符：親から3200点、子から1600点" in out.splitlines(), out
    status, out = cli(hand)
    assert status == 0 and "3 han 50 fu: 3,200 from the dealer, 1,600 from the other non-dealer" in out.splitlines(), out


def test_a_discard_on_the_command_line_is_its_tile_as_the_table_writes_it():
    # 「打3z」 as the table under it writes 1z and 2z, not 「三筒切り」 above MPSZ codes. Discarding
    # 3z leaves a shanpon on 1z and 2z, two of each left (two of each in the hand).
    status, out = cli(["discards", "123m456p789s1122z3z", "--lang", "ja"])
    assert status == 0 and "打3z：聴牌、待ち2種、残り4枚" in out.splitlines(), out


def test_a_topic_the_rules_cannot_deal_is_named_not_given_as_its_id():
    r = tenbou.practice({"topic": "open_pinfu", "rules": "tenhou_sanma", "lang": "ja"})
    assert r["error"]["message"] == ("天鳳三麻では「副底だけの鳴き手（喰い平和形）」は出題できません。"
                                     "副底の20符だけの鳴き手にはチー（順子の鳴き）が必要です。")
    assert "open_pinfu" not in tenbou.practice({"topic": "open_pinfu", "rules": "tenhou_sanma"})["error"]["message"]
