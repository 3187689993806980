"""The engine speaks every language of its catalogs: each text the engine can write has a text in
each one, no catalog text goes unused, the Japanese texts are Japanese, and a request's ``lang``
changes its words and nothing else (docs/i18n.md)."""

import importlib
import io
import json
import re
from pathlib import Path

import pytest

import tenbou
from tenbou.road import fu, request
from tenbou import i18n, rules
from tenbou.faces.cli import main
from tenbou.errors import ERROR_CODES
from tenbou.road.hand import MELD_KINDS
from tenbou.road.scoring import LIMITS
from tenbou.road.yaku import YAKU_IDS, YAKUMAN_IDS

waits = importlib.import_module("tenbou.tools.waits")  # (the module: tenbou.waits is also the function)
HERE = Path(__file__).parent
SOURCE = Path(tenbou.__file__).parent
ACCEPTANCE = [json.loads(line) for line in (HERE / "data" / "acceptance.jsonl").read_text().splitlines() if line.strip()]
OTHER_LANGUAGES = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT_LANGUAGE]
#: The response fields that are texts (`call` too: the winner's words, numbers written as the
#: language writes them): everything else is an id, a code or a number.
TEXTS = ("name", "reason", "notes", "rules_name", "message", "call")
RIICHI = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"}


def without_texts(value):
    """A response with every text taken out (docs/api.md: ids, codes and numbers never change)."""
    if isinstance(value, dict):
        return {k: without_texts(v) for k, v in value.items() if k not in TEXTS}
    if isinstance(value, list):
        return [without_texts(v) for v in value]
    return value


def texts_of(value) -> list[str]:
    """Every text of a response."""
    if isinstance(value, dict):
        found = []
        for key, item in value.items():
            if key in TEXTS:
                found += item if isinstance(item, list) else [item]
            else:
                found += texts_of(item)
        return found
    if isinstance(value, list):
        return [text for item in value for text in texts_of(item)]
    return []


# ------------------------------------------------------------------ every text has a home


def keys_built_from_ids() -> set[str]:
    """The catalog keys the engine builds from its id lists (``yaku.<id>``, ``tile.<code>`` ...)."""
    keys = {f"yaku.{i}" for i in (*YAKU_IDS, *YAKUMAN_IDS)}
    keys |= {f"limit.{limit}" for limit in LIMITS}
    keys |= {f"tile.{code}" for code in i18n.tile_codes()} | {f"wind.{w}" for w in i18n.WIND_IDS}
    keys |= {f"suit.{suit}" for suit in "mps"}  # (i18n.Tile: {tile:suit})
    keys |= {f"profile.{p}" for p in rules.PROFILE_IDS}
    keys |= set(fu.SET_REASONS.values()) | set(fu.TILE_KIND_KEYS) | set(fu.WAIT_REASONS.values()) | set(fu.FIXED_REASONS)
    keys |= {key for option in rules.OPTIONS for key in option.phrase_keys()}
    keys |= {f"summary.yakuman_stacking.{s}_{d}" for s in ("true", "false") for d in ("none", "doubles")}
    keys |= {f"summary.count.{n}" for n in range(1, len(rules.DOUBLE_YAKUMAN_FORMS) + 1)}
    keys |= {f"summary.double_form.{form}" for form in rules.DOUBLE_YAKUMAN_FORMS}
    keys |= {f"option.{option.name}{end}" for option in rules.OPTIONS for end in ("", ".help")}
    # The rules editor's value names (faces/page_data.py; the count of players is no house rule,
    # a double yakuman form is named by summary.double_form.<form>).
    keys |= {f"option.{option.name}.{value}" for option in rules.OPTIONS if option.name not in ("double_yakuman", "players")
             and isinstance(option.kind, (rules.Choice, rules.Numbers)) for value in option.kind.values}
    keys |= {f"error.bad_request.{t}" for t in request._TYPE_KEYS.values()}
    keys |= {f"error.conflicting_conditions.{kind}_who" for kind in request._FIRST_TURN_WINS}
    for call in ("waits", "discards"):
        keys |= {f"error.bad_request.{call}_not_object", f"error.bad_request.{call}_no_win",
                 f"error.wrong_tile_count.{call}"}
    keys |= {f"meld.{kind}" for kind in MELD_KINDS} | {f"cli.win.{way}" for way in waits.WAYS}
    keys |= {f"cli.wait.{w}" for w in ("ryanmen", "kanchan", "penchan", "shanpon", "tanki", "chiitoitsu",
                                       "kokushi", "kokushi_13")}
    keys |= {f"practice.topic.{topic}" for topic in importlib.import_module("tenbou.table.practice").TOPICS}
    keys |= {f"log.why.{part}" for part in importlib.import_module("tenbou.table.logs.check").COMPARED}
    keys |= {f"cli.log.result.{kind}" for kind in importlib.import_module("tenbou.table.logs.shape").DRAW_KINDS}
    guide = importlib.import_module("tenbou.table.guide")  # (the guide's rows and hints, by id)
    keys |= {f"guide.fixed.{row}" for row in guide.FIXED_ROWS} | {f"guide.pair.{row}" for row in guide.PAIR_ROWS}
    keys |= {f"guide.set.{row[0]}" for row in guide.SET_ROWS} | {f"guide.wait.{row}" for row in guide.WAIT_ROWS}
    keys |= {f"practice.hint.{hint}" for hint, _ in guide.HINTS}
    return keys


#: Helpers that take the end of a key: ``_bad("win")`` is ``error.bad_request.win``.
PREFIXED_CALLS = {"_bad": "error.bad_request.", "_conflict": "error.conflicting_conditions.",
                  "_invalid": "error.invalid_rules."}


def keys_in_source() -> set[str]:
    """Every catalog key written out in the engine's code: string literals that are whole keys,
    and the key ends given to :data:`PREFIXED_CALLS`."""
    english = i18n.catalog(i18n.DEFAULT_LANGUAGE)
    found = set()
    for path in SOURCE.rglob("*.py"):
        code = path.read_text(encoding="utf-8")
        found |= {literal for literal in re.findall(r"[\"']([a-z_]+(?:\.[a-z0-9_]+)+)[\"']", code) if literal in english}
        for call, prefix in PREFIXED_CALLS.items():
            found |= {prefix + end for end in re.findall(rf'{call}\("([a-z_]+)"', code)}
    return found


def test_no_catalog_text_goes_unused():
    used = keys_built_from_ids() | keys_in_source()
    unused = sorted(set(i18n.catalog(i18n.DEFAULT_LANGUAGE)) - used)
    assert unused == []


def test_every_key_the_code_uses_has_a_text():
    for lang in i18n.LANGUAGES:
        missing = sorted((keys_built_from_ids() | keys_in_source()) - set(i18n.catalog(lang)))
        assert missing == [], lang


def test_the_prefixed_calls_name_keys_that_exist():
    # (a key end given to _bad(...) with no text would be missed by the literal scan above)
    english = i18n.catalog(i18n.DEFAULT_LANGUAGE)
    for path in SOURCE.rglob("*.py"):
        code = path.read_text(encoding="utf-8")
        for call, prefix in PREFIXED_CALLS.items():
            for end in re.findall(rf'{call}\("([a-z_]+)"', code):
                assert prefix + end in english, (path.name, end)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_yaku_limit_and_fu_step_has_a_text(lang):
    catalog = i18n.catalog(lang)
    keys = [f"yaku.{i}" for i in (*YAKU_IDS, *YAKUMAN_IDS)] + [f"limit.{limit}" for limit in LIMITS]
    keys += [*fu.SET_REASONS.values(), *fu.TILE_KIND_KEYS, *fu.WAIT_REASONS.values(), *fu.FIXED_REASONS]
    keys += ["fu.pair.dragon", "fu.pair.double_wind", "fu.pair.seat_wind", "fu.pair.round_wind"]
    assert [key for key in keys if not catalog.get(key, "").strip()] == []


def test_the_yaku_ids_are_the_contracts():
    # docs/api.md, "Yaku ids" (nagashi_mangan is reserved: never part of a winning hand's score;
    # nukidora is the three players' dora kind)
    assert len(YAKU_IDS) == len(set(YAKU_IDS)) == 35
    assert len(YAKUMAN_IDS) == len(set(YAKUMAN_IDS)) == 16


#: One request for each error code, whatever the language.
ERRORS = {
    "bad_request": {"hand": "123m456m999p555s77z"},
    "invalid_tile": {"hand": "123m456m999p555s78z", "win_tile": "5m"},
    "too_many_copies": {"hand": "123m456m999p555s77z", "win_tile": "5m", "dora_indicators": "5s5s"},
    "wrong_tile_count": {"hand": "123m456m999p555s7z", "win_tile": "5m"},
    "win_tile_not_in_hand": {"hand": "123m456m999p555s77z", "win_tile": "8m"},
    "invalid_meld": {"hand": "123m456m999p55s", "win_tile": "5m", "melds": [{"kind": "chi", "tiles": "135s"}]},
    "not_winning": {"hand": "123m456m999p556s77z", "win_tile": "5m"},
    "no_yaku": {"hand": "123m456m999p555s77z", "win_tile": "5m"},
    "conflicting_conditions": {"hand": "123m456m999p555s77z", "win_tile": "5m", "ippatsu": True},
    "invalid_rules": {"hand": "123m456m999p555s77z", "win_tile": "5m", "rules": "ema2000"},
}


#: ... and the game ledger's own code (a seat out of range; docs/game.md).
GAME_ERRORS = {"invalid_event": {"events": [{"riichi": 7}]}}

#: ... and the log check's (a text that is no game log; docs/logs.md).
LOG_ERRORS = {"bad_log": {"log": "<html>no game here</html>"}}


def test_a_request_for_each_error_code():
    assert set(ERRORS) | set(GAME_ERRORS) | set(LOG_ERRORS) == set(ERROR_CODES)


def answer(code, request):
    if code in LOG_ERRORS:
        return tenbou.check_log(request)
    return tenbou.game(request) if code in GAME_ERRORS else tenbou.score(request)


@pytest.mark.parametrize("code", [*ERRORS, *GAME_ERRORS, *LOG_ERRORS])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_error_code_has_a_message_in_every_language(code, lang):
    request = {**ERRORS, **GAME_ERRORS, **LOG_ERRORS}[code]
    r = answer(code, {**request, "lang": lang})
    assert r["ok"] is False and r["error"]["code"] == code
    assert r["error"]["message"].strip()
    if lang != i18n.DEFAULT_LANGUAGE:
        english = answer(code, request)["error"]["message"]
        assert r["error"]["message"] != english


# ------------------------------------------------------------------ Japanese is Japanese

#: A Latin-letter word: two letters or more. Single letters are MPSZ suit letters (m, p, s, z),
#: and digits followed by letters are tiles in MPSZ (777z), neither a word.
LATIN_WORD = re.compile(r"(?<![0-9A-Za-z])[A-Za-z]{2,}")
#: What is code, not words, in a text: a {field}, an id of the JSON interface in quotes
#: ('win_tile', "kind") or as a path (melds[0]), the JSON literals true, false and null, and names
#: written in capitals (EMA, WRC, JSON, ID).
CODE = re.compile(r"\b(?:true|false|null)\b|\{[^{}]*\}|'[a-z_]+'|\"[a-z_]+\"|[a-z_]+\[|(?<![A-Za-z])[A-Z]{2,}(?![A-Za-z])")


#: The languages written in Chinese characters, Hangul or kana, whose texts hold no Latin-letter
#: word (French and German write the romaji terms riichi, tsumo ... as English does: their
#: English sentences are found by tests/node/catalogs.test.mjs). Japanese always; Simplified
#: Chinese and Korean once their catalogs are in.
CJK_LANGUAGES = [lang for lang in ("ja", "zh-Hans", "ko") if lang in i18n.LANGUAGES]


def test_japanese_is_among_the_languages_without_latin_words():
    assert "ja" in CJK_LANGUAGES


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_cjk_texts_hold_no_latin_words(lang):
    catalog = i18n.catalog(lang)
    latin = {key: text for key, text in catalog.items() if LATIN_WORD.search(CODE.sub("", text))}
    assert latin == {}


def test_the_latin_word_check_can_fail():
    assert LATIN_WORD.search(CODE.sub("", "open triplet of {tile}"))
    assert LATIN_WORD.search(CODE.sub("", "'{field}' must be a whole number"))
    assert not LATIN_WORD.search(CODE.sub("", "暗刻 {tile}（345p、'win_tile'、EMA 2025）"))


def test_japanese_riichi_hand_shows_riichi_in_kanji():
    r = tenbou.score({**RIICHI, "lang": "ja"})
    assert [y["name"] for y in r["yaku"]] == ["立直", "ドラ"]
    reasons = [step["reason"] for step in r["fu_steps"]]
    assert reasons[:2] == ["副底", "門前加符（門前でロン和了）"]
    assert "暗刻 九筒（老頭牌）" in reasons and "嵌張待ち（五萬）" in reasons
    assert r["total"] == 3200  # docs/fu.md, worked example 1


@pytest.mark.parametrize("request_, expected", [
    # Terms: Japanese Wikipedia, 麻雀の役一覧 and 符 (麻雀) (docs/i18n.md)
    ({"hand": "11122233344455z", "win_tile": "5z", "win": "tsumo", "seat_wind": "east", "rules": "mahjongsoul"},
     ["四暗刻単騎", "大四喜", "字一色"]),
    ({"hand": "234m567p678s99s", "win_tile": "9s", "melds": [{"kind": "pon", "tiles": "777z"}]}, ["役牌 中"]),
    ({"hand": "22334455667788p", "win_tile": "8p", "win": "tsumo", "rules": "tenhou"},
     ["門前清自摸和", "平和", "二盃口", "断幺九", "清一色"]),
])
def test_japanese_yaku_names(request_, expected):
    assert [y["name"] for y in tenbou.score({**request_, "lang": "ja"})["yaku"]] == expected


def test_japanese_fu_steps_and_notes():
    r = tenbou.score({"hand": "234m567p11z", "win_tile": "1z", "seat_wind": "east", "win": "tsumo", "rules": "ema2016",
                      "melds": [{"kind": "pon", "tiles": "777z"}, {"kind": "kan", "tiles": "9999s"}], "lang": "ja"})
    assert [s["reason"] for s in r["fu_steps"]] == [
        "副底", "ツモ符", "明刻 中（字牌、ポン）", "明槓 九索（老頭牌、大明槓または加槓）",
        "雀頭 東（連風牌：自風かつ場風）", "単騎待ち（東）"]
    kiriage = tenbou.score({"hand": "234m567m234p678s55s", "win_tile": "4m", "riichi": True, "dora_indicators": "1m",
                            "lang": "ja"})  # riichi, pinfu, tanyao, dora: 4 han 30 fu, a mangan by kiriage under
    # EMA 2025 (docs/rules.md, kiriage)
    assert kiriage["notes"] == ["切り上げ満貫（EMA 2025）：4翻30符を満貫として支払う。"]
    assert kiriage["limit"] == "mangan" and kiriage["total"] == 8000


# ------------------------------------------------------------------ lang changes words only


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
@pytest.mark.parametrize("case", ACCEPTANCE, ids=[c["name"] for c in ACCEPTANCE])
def test_acceptance_cases_score_the_same_in_every_language(case, lang):
    english = tenbou.score(case["request"])
    other = tenbou.score({**case["request"], "lang": lang})
    assert without_texts(other) == without_texts(english)
    assert all(text.strip() for text in texts_of(other))
    assert len(texts_of(other)) == len(texts_of(english))


def test_english_is_the_default():
    assert tenbou.score({**RIICHI, "lang": "en"}) == tenbou.score(RIICHI)


@pytest.mark.parametrize("lang", ["xx", "EN", "", 1, None, ["ja"]])
def test_an_unknown_language_is_a_bad_request(lang):
    for call in (tenbou.score, tenbou.waits, tenbou.discards):
        hand = {tenbou.score: RIICHI, tenbou.waits: {"hand": "123m46m999p555s77z"},
                tenbou.discards: {"hand": "123m46m999p555s77z9s"}}[call]
        r = call({**hand, "lang": lang})
        assert r["ok"] is False and r["error"]["code"] == "bad_request", (call, r)
        assert "'lang'" in r["error"]["message"]


def test_waits_and_discards_speak_the_requests_language():
    request = {"hand": "123m46m999p555s77z", "riichi": True, "dora_indicators": "2m"}
    english, japanese = tenbou.waits(request), tenbou.waits({**request, "lang": "ja"})
    assert without_texts(japanese) == without_texts(english)
    assert [y["name"] for y in japanese["waits"][0]["ron"]["yaku"]] == ["立直", "ドラ"]
    english, japanese = tenbou.discards({**request, "hand": "123m46m999p555s77z9s"}), \
        tenbou.discards({**request, "hand": "123m46m999p555s77z9s", "lang": "ja"})
    assert without_texts(japanese) == without_texts(english)
    count = tenbou.waits({"hand": "123m46m999p555s77z9s", "lang": "ja"})
    assert count["error"]["code"] == "wrong_tile_count" and "'discards'" in count["error"]["message"]


# ------------------------------------------------------------------ the command line


def run(argv, stdin=""):
    out = io.StringIO()
    old = __import__("sys").stdin
    __import__("sys").stdin = io.StringIO(stdin)
    try:
        status = main(argv, out)
    finally:
        __import__("sys").stdin = old
    return status, out.getvalue()


def test_cli_lang_ja_for_one_hand():
    status, out = run(["123m456m999p555s77z", "--win", "5m", "--riichi", "--dora", "2m", "--lang", "ja"])
    assert status == 0
    assert "立直" in out and "副底" in out and "2翻50符：放銃者から3200点" in out  # (Japanese points: no separator, docs/i18n.md)
    assert not LATIN_WORD.search(CODE.sub("", re.sub(r"[0-9]+[mpsz]", "", out)))


@pytest.mark.parametrize("argv", [["waits", "12346m999p555s77z", "--riichi", "--dora", "2m"],
                                  ["discards", "123m46m999p555s77z9s", "--riichi"]])
def test_cli_lang_ja_for_waits_and_discards(argv):
    status, out = run([*argv, "--lang=ja"])
    assert status == 0 and "聴牌" in out
    assert not LATIN_WORD.search(CODE.sub("", re.sub(r"[0-9]+[mpsz]", "", out)))


@pytest.mark.parametrize("command", ["score", "waits", "discards"])
def test_cli_lang_applies_to_json_lines(command):
    request = RIICHI if command == "score" else {"hand": "123m46m999p555s77z" + ("9s" if command == "discards" else "")}
    lines = json.dumps(request) + "\n" + json.dumps({**request, "lang": "en"}) + "\nnot json\n"
    status, out = run([command, "--lang", "ja"], lines)
    first, second, third = [json.loads(line) for line in out.splitlines()]
    assert status == 0
    assert texts_of(first) and all(not LATIN_WORD.search(CODE.sub("", t)) for t in texts_of(first) if t)
    assert without_texts(first) == without_texts(second)  # (a request's own lang wins)
    assert texts_of(second) != texts_of(first)
    assert third["error"]["code"] == "bad_request"


#: Every subcommand that takes --lang, with a request it answers.
LANG_COMMANDS = [["123m456m999p555s77z", "--win", "5m", "--riichi"], ["waits", "12346m999p555s77z", "--riichi"],
                 ["discards", "123m46m999p555s77z9s"], ["practice", "--topic", "pinfu_tsumo", "--seed", "7"]]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("argv", LANG_COMMANDS, ids=lambda argv: argv[0] if argv[0].isalpha() else "score")
def test_cli_lang_takes_every_language_of_the_catalogs(argv, lang):
    # --lang's choices are tenbou.i18n.LANGUAGES, the catalog files: a new catalog is a new choice.
    status, out = run([*argv, "--lang", lang])
    assert status == 0 and out.strip(), out
    if lang != i18n.DEFAULT_LANGUAGE:
        assert out != run(argv)[1]


def test_cli_unknown_lang_is_a_bad_request():
    status, out = run(["123m456m999p555s77z", "--riichi", "--lang", "xx"])
    assert status == 1 and out.startswith("error (bad_request): 'lang'")
    status, out = run(["score", "--lang", "xx"], json.dumps(RIICHI) + "\n")
    assert json.loads(out)["error"]["code"] == "bad_request"


def test_cli_english_unchanged_by_lang_en():
    argv = ["123m456m999p555s77z", "--win", "5m", "--riichi", "--dora", "2m"]
    assert run(argv) == run([*argv, "--lang", "en"])


def test_english_fu_reasons_say_tiles_as_players_and_the_page_do():
    """The fu guide's first worked example (docs/fu.md): 123m 456m 999p 555s 77z, a closed wait
    won on 5m by tsumo. Its sets are said as the page says them ("triplet of 9 circles"), the
    tile waited on by its name ("5 of characters", as the page's "Won by ron on ..."), never by
    an MPSZ code."""
    r = tenbou.score({"hand": "123m456m999p555s77z", "win_tile": "5m", "win": "tsumo", "riichi": True})
    reasons = [step["reason"] for step in r["fu_steps"]]
    assert "concealed triplet of 9 circles (terminal)" in reasons
    assert "concealed triplet of 5 bamboo (simple)" in reasons
    assert "closed wait (kanchan) on 5 of characters" in reasons
    assert not any(re.search(r"\b\d[mpsz]\b", reason) for reason in reasons), reasons
