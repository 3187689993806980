"""The page's engine facts (tenbou.faces.page_data, written into dist/js/engine-data.js) agree with
what the engine accepts and does: each fact is checked against a score request."""

import json

import pytest

import tenbou
from tenbou.faces.page_data import page_data
from tenbou.i18n import LANGUAGES
from tenbou.rules import resolve_rules

DATA = page_data()
GOOD = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}
#: A good hand for three players (no 2m-8m): by players.
GOOD_FOR = {4: GOOD, 3: {"hand": "111m456p999p555s77z", "win_tile": "6p", "riichi": True}}


def code_of(request):
    response = tenbou.score(request)
    return "ok" if response["ok"] else response["error"]["code"]


def test_it_is_json():
    assert json.loads(json.dumps(DATA)) == DATA


def test_profiles_in_order_with_the_default_first_offered():
    ids = [p["id"] for p in DATA["profiles"]]
    assert ids == ["ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul", "tenhou_sanma", "mahjongsoul_sanma"]
    assert DATA["default_profile"] == "ema2025"
    assert tenbou.score(GOOD)["rules"] == DATA["default_profile"]  # what a request without rules gets


@pytest.mark.parametrize("profile", DATA["profiles"], ids=lambda p: p["id"])
def test_a_profile_is_its_options(profile):
    # The options alone, over any other base of as many players (the uma has a place for each),
    # give the profile's rules back.
    base = next(p["id"] for p in DATA["profiles"] if p["id"] != profile["id"] and p["players"] == profile["players"])
    rebuilt = resolve_rules({"base": base, **profile["options"]})
    assert {k: v for k, v in rebuilt.to_json().items() if k not in ("id", "name")} == profile["options"]
    assert profile["players"] == profile["options"]["players"]
    for lang in DATA["languages"]:
        request = {**GOOD_FOR[profile["players"]], "rules": profile["id"], "lang": lang}
        assert tenbou.score(request)["rules_name"] == profile["name"][lang]
    assert profile["summary"]["en"].endswith(".") and profile["summary"]["en"][0].isupper()
    assert profile["summary"]["ja"].endswith("。")


def test_every_text_is_given_in_every_language():
    texts = [p[key] for p in DATA["profiles"] for key in ("name", "summary")]
    texts += [*DATA["tile_names"].values(), *DATA["wind_names"].values(), *DATA["limit_names"].values()]
    assert DATA["languages"] == list(LANGUAGES) and {"en", "ja"} <= set(LANGUAGES) and DATA["default_language"] == "en"
    for text in texts:
        assert set(text) == set(DATA["languages"]) and all(text.values()), text


def test_tile_names_are_every_tile_named_as_players_name_it():
    names = DATA["tile_names"]
    assert len(names) == 37  # 34 tiles and the three red fives
    assert set(names["5p"]) == set(LANGUAGES)
    assert (names["5p"]["en"], names["5p"]["ja"]) == ("5 of circles", "五筒")
    assert (names["0s"]["en"], names["0s"]["ja"]) == ("5 of bamboo, red five", "赤五索")
    assert names["1m"]["ja"] == "一萬" and names["9s"]["ja"] == "九索"
    assert [names[f"{n}z"]["ja"] for n in range(1, 8)] == ["東", "南", "西", "北", "白", "發", "中"]
    assert names["1z"]["en"] == "East wind" and names["7z"]["en"] == "Red dragon"


def test_limit_names_are_every_limit_a_score_gives():
    assert list(DATA["limit_names"]) == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    assert [n["ja"] for n in DATA["limit_names"].values()] == ["満貫", "跳満", "倍満", "三倍満", "役満"]
    # Every limit a response can name (docs/rules.md, "Points and payments": 5, 6-7, 8-10, 11-12 han, yakuman).
    from tenbou.road.scoring import hand_value
    reached = {hand_value(han, 30).limit for han in range(5, 13)} | {hand_value(0, 0, yakuman=1).limit}
    assert reached == set(DATA["limit_names"])


def test_yakuman_names_are_every_count_named_as_players_name_it():
    # One rule for engine, command line and page: ダブル役満, トリプル役満, then 4倍役満 and up.
    names = DATA["yakuman_names"]
    assert list(names) == [str(n) for n in range(1, 9)]  # up to what the game ledger takes
    assert [names[str(n)]["ja"] for n in range(1, 7)] == ["役満", "ダブル役満", "トリプル役満", "4倍役満", "5倍役満", "6倍役満"]
    assert [names[str(n)]["en"] for n in range(1, 5)] == ["Yakuman", "Double yakuman", "Triple yakuman", "Quadruple yakuman"]
    assert names["1"] == DATA["limit_names"]["yakuman"]
    assert all(set(name) == set(DATA["languages"]) for name in names.values())


@pytest.mark.parametrize("profile", DATA["profiles"], ids=lambda p: p["id"])
def test_honba_and_stick_points_are_what_a_score_adds(profile):
    options = profile["options"]
    good = GOOD_FOR[profile["players"]]
    plain = tenbou.score({**good, "rules": profile["id"]})
    more = tenbou.score({**good, "rules": profile["id"], "honba": 2, "riichi_sticks": 3})
    assert more["total"] - plain["total"] == 2 * options["honba_ron"] + 3 * options["riichi_stick"]
    tsumo = {**good, "win": "tsumo", "rules": profile["id"]}
    plain, more = tenbou.score(tsumo), tenbou.score({**tsumo, "honba": 2})
    payers = profile["tsumo_payers"]
    assert payers == {4: 3, 3: 2}[profile["players"]]  # the other seats (docs/rules.md, "sanma_tsumo")
    assert more["total"] - plain["total"] == 2 * payers * options["honba_tsumo_each"]


def test_red_fives_count_where_the_profile_says():
    red = {4: {"hand": "123m406m999p555s77z", "win_tile": "6m", "riichi": True},
           3: {"hand": "111m406p999p555s77z", "win_tile": "6p", "riichi": True}}  # (no 0m with three players)
    for profile in DATA["profiles"]:
        yaku = [y["id"] for y in tenbou.score({**red[profile["players"]], "rules": profile["id"]})["yaku"]]
        assert ("aka_dora" in yaku) is profile["options"]["aka_dora"], profile["id"]


@pytest.mark.parametrize("profile", DATA["profiles"], ids=lambda p: p["id"])
def test_the_palette_melds_seats_and_kita_are_what_a_score_accepts(profile):
    rules = {"rules": profile["id"]}
    good = GOOD_FOR[profile["players"]]
    assert code_of({**good, **rules}) == "ok"
    for code in DATA["tile_names"]:  # every tile: in the palette, or refused as not in play
        tile = code.replace("0", "5")
        request = {**good, **rules, "dora_indicators": code}
        if code[0] == "0" and not profile["options"]["aka_dora"]:
            assert code not in profile["tiles"]
            continue
        assert (code in profile["tiles"]) == (code_of(request) != "invalid_tile"), (code, tile)
    assert len(profile["tiles"]) == {4: 34, 3: 27}[profile["players"]] + (
        {4: 3, 3: 2}[profile["players"]] if profile["options"]["aka_dora"] else 0)
    for kind, tiles in (("chi", "123s"), ("pon", "222s"), ("kan", "2222s"), ("ankan", "2222s")):
        hand = "111m456p999p77z" if profile["players"] == 3 else "123m456m999p77z"
        request = {**rules, "hand": hand, "win_tile": "7z", "melds": [{"kind": kind, "tiles": tiles}]}
        assert (kind in profile["meld_kinds"]) == (code_of(request) != "invalid_meld"), kind
    assert profile["seats"] == list(range(profile["players"]))
    for dealer, winds in enumerate(profile["seat_winds"]):
        assert winds[dealer] == "east" and sorted(winds) == sorted(DATA["winds"][:profile["players"]])
    for wind in DATA["winds"]:
        allowed = wind in profile["seat_winds"][0]
        assert (code_of({**good, **rules, "seat_wind": wind}) != "bad_request") == allowed, wind
    for kita in range(5):
        assert (code_of({**good, **rules, "kita": kita}) != "bad_request") == (kita <= profile["max_kita"]), kita


def test_every_flag_is_a_request_field():
    assert len(DATA["flags"]) == len(set(DATA["flags"])) == 10
    for flag in DATA["flags"]:
        assert code_of({**GOOD, flag: False}) in ("ok", "no_yaku"), flag  # (riichi false: no yaku)
        assert code_of({**GOOD, flag: "yes"}) == "bad_request", flag
    assert code_of({**GOOD, "nagashi": False}) == "bad_request"


def test_every_flag_is_a_condition_of_the_hand():
    from tenbou.road.hand import Hand

    def held(flags):  # (a Hand is built from checked input: any flags will do here)
        hand = Hand(concealed=bytes(34), all_tiles=bytes(34), reds=(0, 0, 0), melds=(), win_tile=0, tsumo=False,
                    seat_wind=27, round_wind=27, flags=frozenset(flags))
        return {f for f in DATA["flags"] if f in hand.flags}

    assert held(()) == set()
    for flag in DATA["flags"]:
        assert held({flag}) == {flag}


def test_every_meld_kind_is_one_the_engine_takes():
    tiles = {"chi": "234p", "pon": "777p", "kan": "7777p", "ankan": "7777p"}
    assert DATA["meld_kinds"] == list(tiles)
    for kind in DATA["meld_kinds"]:  # all simples: tanyao, open or not
        request = {"hand": "234m456m678s55s", "win_tile": "5s", "melds": [{"kind": kind, "tiles": tiles[kind]}]}
        assert code_of(request) == "ok", kind
    assert code_of({**GOOD, "hand": "234m456m678s55s", "win_tile": "5s",
                    "melds": [{"kind": "minkan", "tiles": "7777p"}]}) == "invalid_meld"


def test_indicator_and_counter_limits():
    most = DATA["max_indicators"]
    indicators = ["1z", "2z", "3z", "4z", "6z", "9s"]
    assert code_of({**GOOD, "dora_indicators": "".join(indicators[:most])}) == "ok"
    assert code_of({**GOOD, "dora_indicators": "".join(indicators[:most + 1])}) == "bad_request"
    assert code_of({**GOOD, "ura_dora_indicators": "".join(indicators[:most + 1])}) == "bad_request"
    top = DATA["max_counter"]
    for counter in ("honba", "riichi_sticks"):
        assert code_of({**GOOD, counter: 0}) == code_of({**GOOD, counter: top}) == "ok"
        assert code_of({**GOOD, counter: top + 1}) == code_of({**GOOD, counter: -1}) == "bad_request"


def test_meld_sizes_open_kinds_and_hand_size_are_the_engines():
    # A chi or pon is 3 tiles, a kan 4 (docs/api.md, "Score request"); only a concealed kan
    # keeps a hand closed, so riichi conflicts with every other meld kind; a hand is 14 tiles.
    assert DATA["meld_sizes"] == {"chi": 3, "pon": 3, "kan": 4, "ankan": 4}
    assert DATA["open_meld_kinds"] == ["chi", "pon", "kan"]
    assert DATA["hand_tiles"] == 14
    tiles = {"chi": "234p", "pon": "777p", "kan": "7777p", "ankan": "7777p"}
    for kind, size in DATA["meld_sizes"].items():
        request = {"hand": "234m456m678s55s", "win_tile": "5s", "melds": [{"kind": kind, "tiles": tiles[kind]}]}
        assert len(tiles[kind]) - 1 == size
        assert code_of({**request, "melds": [{"kind": kind, "tiles": tiles[kind][1:]}]}) == "invalid_meld"
        riichi = code_of({**request, "riichi": True})
        assert riichi == ("conflicting_conditions" if kind in DATA["open_meld_kinds"] else "ok"), kind
    assert code_of({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}) == "ok"  # 14 tiles
    assert code_of({"hand": "123m456m999p555s7z", "win_tile": "5m", "riichi": True}) == "wrong_tile_count"


def test_the_entry_points_are_what_tenbou_exports_and_answer_json():
    names = [entry["name"] for entry in DATA["entry_points"]]
    assert names == ["score", "waits", "discards", "game", "chart", "random_hand", "practice", "read_log", "check_log"]
    for entry in DATA["entry_points"]:
        assert entry["json"] == entry["name"] + "_json"
        assert {entry["name"], entry["json"]} <= set(tenbou.__all__)
        # (a log's JSON function also takes the log's own text, which need not be JSON: text that
        # is no log is bad_log)
        not_json = "bad_log" if entry["name"].endswith("_log") else "bad_request"
        assert json.loads(getattr(tenbou, entry["json"])("not json"))["error"]["code"] == not_json
        assert getattr(tenbou, entry["name"])(["not an object"])["ok"] is False  # never raises


def test_each_entry_point_names_its_lane():
    # The page's lanes as site/js/engine.js declared them before the engine did: the waits panel's
    # waits and discards share one, every other entry point has its own.
    lanes = {entry["name"]: entry["lane"] for entry in DATA["entry_points"]}
    assert lanes == {"score": "score", "waits": "panel", "discards": "panel", "chart": "chart",
                     "random_hand": "random", "practice": "practice", "game": "game", "read_log": "log",
                     "check_log": "log"}


JSON_VALUES = {"string": "x", "integer": 1, "boolean": True, "array": [], "object": {}}


def test_the_request_fields_are_those_a_score_request_takes_with_their_defaults():
    fields = {field["name"]: field for field in DATA["request_fields"]}
    assert [f["name"] for f in DATA["request_fields"]][:6] == ["hand", "win_tile", "melds", "win", "seat_wind",
                                                               "round_wind"]
    assert set(DATA["flags"]) <= set(fields)
    for name, field in fields.items():
        if field["default"] is None:  # a field a request must have
            assert code_of({k: v for k, v in GOOD.items() if k != name}) == "bad_request"
            continue
        # A request that gives the default answers as one that leaves the field out.
        without = {k: v for k, v in GOOD.items() if k != name}
        assert tenbou.score({**without, name: field["default"]}) == tenbou.score(without), name
        for kind, value in JSON_VALUES.items():
            if kind not in field["types"] and not (kind == "integer" and "boolean" in field["types"]):
                wrong = "invalid_rules" if name == "rules" else "bad_request"  # (rules are read first)
                assert code_of({**GOOD, name: value}) == wrong, (name, kind)
def test_way_flags_are_those_a_score_refuses_the_other_way():
    assert set(DATA["way_flags"]) == {"ron", "tsumo"}
    assert set(DATA["way_flags"]["ron"]) | set(DATA["way_flags"]["tsumo"]) < set(DATA["flags"])
    plain = {"hand": "123m456m789p11s555z", "win_tile": "5z"}
    for way, flags in DATA["way_flags"].items():
        other = "tsumo" if way == "ron" else "ron"
        for flag in flags:
            assert code_of({**plain, "win": other, flag: True}) == "conflicting_conditions", (way, flag)


def test_copies_are_what_a_score_allows():
    copies, reds = DATA["tile_copies"], DATA["red_five_copies"]
    assert (copies, reds) == (4, 1)
    hand = {"hand": "123m456m789m999p55s", "win_tile": "5s", "riichi": True}
    assert code_of({**hand, "dora_indicators": "9p"}) == "ok"  # the fourth 9p
    assert code_of({**hand, "dora_indicators": "99p"}) == "too_many_copies"  # a fifth
    red = {**hand, "hand": "123m406m789m999p55s", "rules": "tenhou"}
    assert code_of({**red, "dora_indicators": "555m"}) == "ok"  # one red and three plain fives
    assert code_of({**red, "dora_indicators": "5555m"}) == "too_many_copies"
    assert code_of({**red, "dora_indicators": "0m"}) == "too_many_copies"  # a second red five


def test_tsumo_payers_pay_the_honba():
    tsumo = {**GOOD, "win": "tsumo"}
    plain, more = tenbou.score(tsumo), tenbou.score({**tsumo, "honba": 1})
    assert len(plain["payments"]) == 2 and more["total"] - plain["total"] == DATA["tsumo_payers"] * 100  # EMA
    from tenbou.road.scoring import payments_total
    assert payments_total({"each": 1000}) == DATA["tsumo_payers"] * 1000


def test_limit_han_are_where_each_limit_starts():
    from tenbou.road.scoring import hand_value
    for limit, han in DATA["limit_han"].items():
        assert hand_value(han, 20).limit == limit and hand_value(han - 1, 20).limit != limit, limit
    assert list(DATA["limit_han"]) == [limit for limit in DATA["limit_names"] if limit != "yakuman"]


def test_sheet_values_are_each_one_the_ledger_takes():
    assert DATA["sheet_han"] == list(range(1, 14))
    assert DATA["sheet_fu"] == [20, 25, *range(30, 111, 10)]
    assert DATA["sheet_yakuman"] == [1, 2, 3, 4]
    for han in DATA["sheet_han"]:
        assert tenbou.game({"events": [{"win": {"winner": 0, "from": None, "han": han, "fu": 30}}]})["ok"], han
    for fu in DATA["sheet_fu"]:
        assert tenbou.game({"events": [{"win": {"winner": 0, "from": None, "han": 2, "fu": fu}}]})["ok"], fu
    for n in DATA["sheet_yakuman"]:
        assert tenbou.game({"events": [{"win": {"winner": 0, "from": 1, "yakuman": n}}]})["ok"], n
    # From a mangan's han on, the fu no longer change what a win pays (the sheet hides them).
    from tenbou.road.scoring import hand_value
    mangan = DATA["limit_han"]["mangan"]
    assert all(hand_value(han, 20) == hand_value(han, 110) for han in DATA["sheet_han"] if han >= mangan)
    assert hand_value(mangan - 1, 20) != hand_value(mangan - 1, 110)
    # Above 13 han nothing changes either.
    assert hand_value(DATA["sheet_han"][-1], 30) == hand_value(20, 30)


def test_needs_ladder_goes_up_in_value_to_every_limit():
    from tenbou.road.scoring import hand_value
    ladder = DATA["needs_ladder"]
    values = [hand_value(step.get("han", 0), step.get("fu", 0), step.get("yakuman", 0)) for step in ladder]
    assert [v.base for v in values] == sorted({v.base for v in values})  # increasing, no value twice
    assert [v.limit for v in values] == [step.get("limit") for step in ladder]
    assert [step["limit"] for step in ladder if "limit" in step] == list(DATA["limit_names"])
    assert ladder[0] == {"han": 1, "fu": 30} and ladder[6] == {"han": 4, "fu": 30}
    for step in ladder:
        value = {k: v for k, v in step.items() if k != "limit"}
        assert tenbou.game({"events": [{"win": {"winner": 1, "from": 0, **value}}]})["ok"], step


def test_game_filled_fields_are_refused_in_a_hand():
    hand = {"hand": "123m456m999p55s777z", "win_tile": "5m"}
    assert tenbou.game({"events": [{"win": {"winner": 0, "from": 1, "hand": hand}}]})["ok"]
    values = {"seat_wind": "east", "round_wind": "east", "win": "ron", "honba": 0, "riichi_sticks": 0,
              "rules": "ema2025"}
    assert set(DATA["game_filled_fields"]) == set(values)
    for field in DATA["game_filled_fields"]:
        win = {"winner": 0, "from": 1, "hand": {**hand, field: values[field]}}
        assert not tenbou.game({"events": [{"win": win}]})["ok"], field


def test_seats_and_their_winds_are_the_ledgers():
    assert DATA["seats"] == [0, 1, 2, 3] and DATA["winds"] == list(DATA["wind_names"])
    events = []
    for dealer in DATA["seats"]:
        response = tenbou.game({"events": events})
        assert response["dealer"] == dealer
        for seat in DATA["seats"]:  # the seat's wind is the one a hand of its win is scored with
            hand = {"hand": "123m456m999p55s777z", "win_tile": "5m"}
            win = tenbou.game({"events": [*events, {"win": {"winner": seat, "from": (seat + 1) % 4, "hand": hand}}]})
            wind = DATA["seat_winds"][dealer][seat]
            scored = tenbou.score({**hand, "seat_wind": wind, "round_wind": "east", "honba": response["honba"],
                                   "riichi_sticks": response["riichi_sticks"]})
            gained = win["scores"][seat] - response["scores"][seat]
            assert gained == scored["total"], (dealer, seat, wind)
        events.append({"draw": {"tenpai": []}})  # the deal moves on
    assert DATA["seat_winds"][0] == DATA["winds"]


def test_the_practice_topics_with_their_names_and_profiles():
    """The page offers the practice topics the engine deals (docs/api.md, "Practice"), named in
    every language, each under the profiles that can deal it: an open hand of chi (open_pinfu)
    not with three players (no chi, docs/rules.md)."""
    topics = page_data()["practice_topics"]
    assert [t["id"] for t in topics] == ["win_condition", "sets", "value_pair", "wait", "pinfu_tsumo", "open_pinfu",
                                         "chiitoitsu", "ron_triplet", "best_reading", "concealed_quad", "limit",
                                         "han", "payment", "whole"]
    assert all(set(t["name"]) == set(LANGUAGES) and all(t["name"].values()) for t in topics)
    by_id = {t["id"]: t["profiles"] for t in topics}
    assert "tenhou_sanma" not in by_id["open_pinfu"] and "tenhou" in by_id["open_pinfu"]
    assert by_id["limit"] == list(tenbou.PROFILES)
    # Where the fu stop counting (a limit hand: docs/rules.md, limits), the question asks what
    # the hand pays as well; the fu topics ask for the fu alone. The whole count: the han; the
    # payment (from the han and fu given); every step, in the guide's order (docs/fu.md).
    asks = {t["id"]: t["asks"] for t in topics}
    assert asks.pop("limit") == ["fu", "payment"]
    assert asks.pop("han") == ["han"] and asks.pop("payment") == ["payment"]
    assert asks.pop("whole") == ["steps", "fu", "han", "base_points", "payment"]
    assert set(map(tuple, asks.values())) == {("fu",)}
def test_rule_options_give_the_editor_every_scoring_option_with_its_words():
    # The page's rules editor is made from these alone: every option a rules object may change,
    # each value it takes, and a name and an explanation in every language.
    # The count of players is left out: it is the profile itself, not a house rule.
    from tenbou.rules import OPTIONS

    editable = [o for o in OPTIONS if o.name != "players"]
    entries = page_data()["rule_options"]
    assert [e["name"] for e in entries] == [o.name for o in editable]
    for entry, option in zip(entries, editable):
        for key in ("label", "help"):
            assert set(entry[key]) == set(LANGUAGES) and all(entry[key].values()), (option.name, key)
        if entry["kind"] == "points":
            values = [entry["low"], entry["high"]]
        elif entry["kind"] == "flag":
            values = [False, True]
        else:
            assert set(entry["value_names"]) == {str(v) for v in entry["values"]}
            values = [[v] for v in entry["values"]] if entry["kind"] == "subset" else entry["values"]
        for value in values:  # every value offered is one the engine takes
            assert getattr(resolve_rules({"base": "ema2025", option.name: value}), option.name) is not None
    kiriage = next(e for e in entries if e["name"] == "kiriage")
    assert kiriage["kind"] == "flag" and kiriage["label"]["en"] == "Kiriage mangan"


def test_the_rules_editor_names_a_value_without_saying_its_option_again():
    # The editor shows a value after its option's label ("Double-wind pair: 4 fu", 「連風牌の雀頭：
    # 4符」), in its dropdowns and in the list of changes: a value's name that said the label
    # again read 「連風牌の雀頭：連風牌の雀頭は4符」.
    for entry in page_data()["rule_options"]:
        for value, names in entry.get("value_names", {}).items():
            for lang, name in names.items():
                assert entry["label"][lang].lower() not in name.lower(), (entry["name"], value, lang, name)
    by_name = {e["name"]: e for e in page_data()["rule_options"]}
    assert {v: n["ja"] for v, n in by_name["double_wind_pair_fu"]["value_names"].items()} == {"2": "2符", "4": "4符"}
    mangan = by_name["renhou"]["value_names"]["mangan"]
    assert set(mangan) == set(LANGUAGES) and (mangan["en"], mangan["ja"]) == ("mangan", "満貫")


def test_the_summary_phrases_make_the_summary():
    # The page joins a profile's phrases itself where a change leaves some out (js/profiles.js
    # summaryWithout): all of them, joined as the format says, are the engine's line.
    fmt = DATA["summary_format"]
    for profile in DATA["profiles"]:
        for lang in LANGUAGES:
            phrases = [p["phrase"][lang] for p in profile["summary_phrases"]]
            joined = fmt["sentence"][lang].replace("{phrases}", fmt["separator"][lang].join(phrases))
            assert joined == profile["summary"][lang], (profile["id"], lang)


def test_the_practice_guide_gives_the_fu_guides_tables_and_hints_in_every_language():
    """The guide at hand (docs/practice.md): the set table, the fixed steps, the pair and the
    wait, the limits and each payer's share, with the fu guide's values (docs/fu.md, after the
    EMA 2025 rulebook: triplets 2/4 open and 4/8 concealed, quads four times that; base points
    2,000 / 3,000 / 4,000 / 6,000 / 8,000; a ron pays 4 or 6 times the base points, a tsumo 2 from
    the dealer and 1 from each non-dealer, or 2 all), and the hints in the guide's order."""
    guide = page_data()["practice_guide"]
    assert [(r["id"], r["simple"], r["outside"]) for r in guide["sets"]] == [
        ("open_triplet", 2, 4), ("concealed_triplet", 4, 8), ("open_quad", 8, 16), ("concealed_quad", 16, 32)]
    assert [(r["id"], r["fu"]) for r in guide["fixed"]] == [
        ("base", 20), ("concealed_ron", 10), ("self_draw", 2), ("open_flat", 2), ("seven_pairs", 25)]
    assert [(r["id"], r["fu"]) for r in guide["pair"]] == [("value", 2), ("double_wind", None), ("other", 0)]
    assert guide["pair"][1]["option"] == "double_wind_pair_fu"
    assert [(r["id"], r["fu"]) for r in guide["wait"]] == [
        ("ryanmen", 0), ("shanpon", 0), ("kanchan", 2), ("penchan", 2), ("tanki", 2)]
    assert [(r["limit"], r["base"]) for r in guide["limits"]] == [
        ("mangan", 2000), ("haneman", 3000), ("baiman", 4000), ("sanbaiman", 6000), ("yakuman", 8000)]
    assert [r["times"] for r in guide["payments"]] == [
        {"discarder": 4}, {"discarder": 6}, {"dealer": 2, "non_dealer": 1}, {"each": 2}]
    assert [h["id"] for h in guide["hints"]] == ["base", "win", "sets", "pair", "wait", "rounding", "han",
                                                  "base_points", "payment"]
    texts = [r["text"] for key in ("fixed", "sets", "pair", "wait", "hints") for r in guide[key]]
    texts += [guide[key] for key in ("rounding", "formula", "kiriage", "payment_rules")]
    assert all(set(text) == set(tenbou.i18n.LANGUAGES) and all(text.values()) for text in texts)
    # A hint names what to look at, never a value: no number in any of them but the units that
    # fu and payments are rounded up to.
    import re

    numbers = {n for h in guide["hints"] for text in h["text"].values() for n in re.findall(r"\d+", text)}
    assert numbers <= {"10", "100"}
