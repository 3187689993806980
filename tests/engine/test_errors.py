"""Bad input gets the error object of docs/api.md ("Errors"), with a code and a sentence, never an
exception."""

import pytest

import tenbou
from tenbou.errors import ERROR_CODES

GOOD = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}


def code_of(request):
    r = tenbou.score(request)
    assert r["ok"] is False, r
    assert r["error"]["code"] in ERROR_CODES
    assert isinstance(r["error"]["message"], str) and r["error"]["message"].endswith(".")
    return r["error"]["code"]


@pytest.mark.parametrize("change, code", [
    # structure
    ({"hand": 123}, "bad_request"),
    ({"riichi": "yes"}, "bad_request"),
    ({"colour": "red"}, "bad_request"),
    ({"win": "draw"}, "bad_request"),
    ({"seat_wind": "up"}, "bad_request"),
    ({"honba": -1}, "bad_request"),
    ({"honba": 1.5}, "bad_request"),
    ({"melds": "pon:777z"}, "bad_request"),
    ({"dora_indicators": "1m2m3m4m5m6m"}, "bad_request"),
    # tiles
    ({"hand": "123m456m999p555s78z"}, "invalid_tile"),
    ({"win_tile": "5"}, "invalid_tile"),
    ({"win_tile": "5m5m"}, "invalid_tile"),
    ({"hand": "11111m456m999p5s77z", "win_tile": "1m"}, "too_many_copies"),
    ({"dora_indicators": "9p", "ura_dora_indicators": "9p"}, "too_many_copies"),  # 999p in the hand + two indicators
    ({"hand": "123m406m999p505s77z", "win_tile": "6m", "dora_indicators": "0m"}, "too_many_copies"),
    ({"hand": "123m456m999p555s7z"}, "wrong_tile_count"),
    ({"win_tile": "9m"}, "win_tile_not_in_hand"),
    ({"win_tile": "0m"}, "win_tile_not_in_hand"),                      # no red five in the hand
    ({"hand": "123m406m999p555s77z", "win_tile": "5m"}, "win_tile_not_in_hand"),  # its only 5m is red
    # one red and three plain fives a suit where red fives count (docs/rules.md, aka_dora)
    ({"hand": "55556p123m456s111z", "win_tile": "1z", "rules": "tenhou"}, "too_many_copies"),
    # melds
    ({"hand": "567p456s33p678s", "win_tile": "6s", "riichi": False, "melds": [{"kind": "chi", "tiles": "135m"}]}, "invalid_meld"),
    ({"hand": "567p456s33p678s", "win_tile": "6s", "riichi": False, "melds": [{"kind": "pon", "tiles": "123m"}]}, "invalid_meld"),
    ({"hand": "567p456s33p678s", "win_tile": "6s", "riichi": False, "melds": [{"kind": "chi", "tiles": "123z"}]}, "invalid_meld"),
    ({"hand": "567p456s33p678s", "win_tile": "6s", "riichi": False, "melds": [{"kind": "kan", "tiles": "111m"}]}, "invalid_meld"),
    ({"hand": "567p456s33p678s", "win_tile": "6s", "riichi": False, "melds": [{"kind": "daiminkan", "tiles": "1111m"}]}, "invalid_meld"),
    # hands
    ({"hand": "123m456p789s12345z", "win_tile": "5z"}, "not_winning"),
    ({"riichi": False}, "no_yaku"),
    # conditions
    ({"hand": "567p456s33p678s", "win_tile": "6s", "melds": [{"kind": "chi", "tiles": "234m"}]}, "conflicting_conditions"),
    ({"riichi": False, "ippatsu": True}, "conflicting_conditions"),
    ({"win": "tsumo", "chankan": True}, "conflicting_conditions"),
    ({"haitei": True}, "conflicting_conditions"),
    ({"win": "tsumo", "houtei": True}, "conflicting_conditions"),
    ({"win": "tsumo", "rinshan": True}, "conflicting_conditions"),
    ({"riichi": False, "win": "tsumo", "tenhou": True}, "conflicting_conditions"),   # seat south: not the dealer
    ({"riichi": False, "win": "tsumo", "seat_wind": "east", "chiihou": True}, "conflicting_conditions"),
    ({"riichi": False, "win": "tsumo", "renhou": True}, "conflicting_conditions"),
    ({"win_tile": "9p", "chankan": True}, "conflicting_conditions"),   # the hand holds three more 9p
    ({"ura_dora_indicators": "1m2m"}, "conflicting_conditions"),
    # rules
    ({"rules": "nosuch"}, "invalid_rules"),
    ({"rules": {"base": "ema2025", "double_wind_pair_fu": 3}}, "invalid_rules"),
    ({"rules": {"base": "ema2025", "kiriage": "yes"}}, "invalid_rules"),
    ({"rules": {"base": "ema2025", "no_such_option": 1}}, "invalid_rules"),
    ({"rules": {"base": "nosuch"}}, "invalid_rules"),
    ({"rules": 7}, "invalid_rules"),
])
def test_error_codes(change, code):
    assert code_of({**GOOD, **change}) == code


@pytest.mark.parametrize("request_", [None, [], "hand", 3, {}, {"hand": "123m"}])
def test_not_a_request(request_):
    assert code_of(request_) == "bad_request"


def test_message_names_the_bad_input():
    r = tenbou.score({**GOOD, "rules": {"base": "ema2025", "no_such_option": 1}})
    assert "no_such_option" in r["error"]["message"]
    r = tenbou.score({**GOOD, "hand": "123m456m999p555s78z"})
    assert "8z" in r["error"]["message"]


def test_second_red_five_of_a_suit():
    r = tenbou.score({"hand": "123m406m999p505s77z", "win_tile": "6m", "riichi": True, "dora_indicators": "0m"})
    assert r["error"]["code"] == "too_many_copies"
    # one red five per suit is fine
    assert tenbou.score({"hand": "123m406m999p505s77z", "win_tile": "6m", "riichi": True})["ok"]


def test_unknown_field_suggests_the_right_name():
    r = tenbou.score({**GOOD, "dora": "2m"})
    assert r["error"]["code"] == "bad_request" and "'dora_indicators'" in r["error"]["message"]


def test_the_error_reported_does_not_depend_on_the_order_of_the_fields():
    # JSON objects are unordered: with several wrong fields, the same one is named whatever
    # the order they come in (type errors first, in the order of the request table of docs/api.md).
    wrong = {"hand": 5, "riichi": 1, "melds": "777z", "honba": "1", "dora_indicators": 3}
    messages = set()
    for rotation in range(len(wrong)):
        keys = list(wrong)[rotation:] + list(wrong)[:rotation]
        r = tenbou.score({k: wrong[k] for k in keys})
        messages.add(r["error"]["message"])
    assert messages == {"'hand' must be a string, not 5."}


# ---- no_yaku: why this hand has none, and what would give it one ----

def no_yaku_message(request, lang="en"):
    r = tenbou.score({**request, "lang": lang})
    assert r["error"]["code"] == "no_yaku", r
    return r["error"]["message"]


CLOSED_RON = {"hand": "234567m999p111s22s", "win_tile": "4m"}  # concealed, ron, no riichi: no yaku
OPEN_RON = {"hand": "567p456s33p678s", "win_tile": "6s", "melds": [{"kind": "chi", "tiles": "123m"}]}


def test_no_yaku_on_a_concealed_ron_names_riichi_and_tsumo_and_no_dora_when_there_is_none():
    # A concealed hand with no yaku was won by ron without riichi: riichi (1 han) or a
    # self-draw (menzen tsumo, 1 han) would each give it a yaku (docs/rules.md). It had said
    # "dora alone do not make a win" with no dora set.
    message = no_yaku_message(CLOSED_RON)
    assert "won by ron without riichi" in message and "Riichi, or the same hand won by tsumo" in message
    assert "dora" not in message.lower()
    assert "ドラ" not in no_yaku_message(CLOSED_RON, "ja")
    assert tenbou.score({**CLOSED_RON, "riichi": True})["ok"]  # what it says gives one does
    assert tenbou.score({**CLOSED_RON, "win": "tsumo"})["ok"]


def test_no_yaku_names_the_dora_that_do_not_count():
    # Dora indicator 1m: the dora is 2m, one in the hand (1 han); indicator 8p: 9p, three of them.
    assert "Its dora (1 han) count only once it has a yaku." in no_yaku_message({**CLOSED_RON, "dora_indicators": "1m"})
    assert "ドラ（4翻）" in no_yaku_message({**CLOSED_RON, "dora_indicators": "1m8p"}, "ja")


def test_no_yaku_on_an_open_hand_names_yaku_from_its_tiles_not_riichi():
    message = no_yaku_message(OPEN_RON)
    assert "open hand" in message and "all simples" in message and "riichi" not in message.lower()
    # Without open tanyao (kuitan) all simples is no yaku on an open hand: it is not offered.
    off = no_yaku_message({**OPEN_RON, "melds": [{"kind": "chi", "tiles": "234m"}],
                           "rules": {"base": "ema2025", "open_tanyao": False}})
    assert "all simples does not count on an open hand" in off
