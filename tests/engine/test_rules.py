"""The five profiles carry the values of the docs/rules.md table, and overrides are checked."""

import pytest

import tenbou
from tenbou.errors import TenbouError
from tenbou.rules import PROFILES, resolve_rules

# Transcribed from docs/rules.md, "The profiles at a glance".
TABLE = {
    #               dw fu kiriage open_tanyao aka    kazoe        double yakuman  stacking renhou            kokushi robs ankan
    "ema2025":     (2, True,  True, False, "sanbaiman", set(), False, "five_han_alone", True),
    "wrc2025":     (2, True,  True, False, "sanbaiman", set(), True,  "five_han_alone", True),
    "ema2016":     (4, False, True, False, "sanbaiman", set(), False, "mangan",         False),
    "tenhou":      (4, False, True, True,  "yakuman",   set(), True,  "none",           False),
    "mahjongsoul": (4, True,  True, True,  "yakuman",
                    {"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"}, True, "none", True),
}


@pytest.mark.parametrize("profile", TABLE)
def test_profile_matches_rules_md(profile):
    r = PROFILES[profile]
    dw, kiriage, open_tanyao, aka, kazoe, doubles, stacking, renhou, kokushi = TABLE[profile]
    assert (r.double_wind_pair_fu, r.kiriage, r.open_tanyao, r.aka_dora, r.kazoe) == (dw, kiriage, open_tanyao, aka, kazoe)
    assert (set(r.double_yakuman), r.yakuman_stacking, r.renhou, r.kokushi_robs_concealed_kan) == (doubles, stacking, renhou, kokushi)
    assert r.haitei_with_rinshan == "rinshan_only"
    assert (r.honba_ron, r.honba_tsumo_each, r.riichi_stick) == (300, 100, 1000)
    assert r.nagashi_mangan is (profile in ("tenhou", "mahjongsoul"))


def test_default_profile_is_ema2025():
    assert resolve_rules({}).id == "ema2025"


def test_override_changes_only_the_named_option():
    r = resolve_rules({"base": "ema2025", "double_wind_pair_fu": 4, "double_yakuman": ["daisuushii"]})
    assert r.double_wind_pair_fu == 4 and r.double_yakuman == frozenset({"daisuushii"})
    assert r.kiriage is True and PROFILES["ema2025"].double_wind_pair_fu == 2


@pytest.mark.parametrize("spec, word", [
    ("ema2020", "ema2020"),
    ({"base": "ema2025", "kirriage": True}, "kirriage"),
    ({"base": "ema2025", "kazoe": "double"}, "kazoe"),
    ({"base": "ema2025", "double_yakuman": ["tenhou"]}, "double_yakuman"),
    ({"base": "ema2025", "honba_ron": -300}, "honba_ron"),
    ({"base": "ema2025", "id": "tenhou"}, "id"),
])
def test_invalid_rules_name_the_problem(spec, word):
    with pytest.raises(TenbouError) as info:
        resolve_rules(spec)
    assert info.value.code == "invalid_rules" and word in info.value.message


def test_profiles_are_frozen():
    with pytest.raises(AttributeError):
        PROFILES["ema2025"].kiriage = False


def test_override_is_named_as_changed():
    assert resolve_rules({"base": "ema2025", "kiriage": False}).name == "EMA 2025 (with changes)"
    assert resolve_rules({"base": "tenhou"}).name == "Tenhou"


def test_a_rule_option_that_is_not_a_string_is_refused_not_raised():
    # A Python caller can pass keys that JSON cannot: an error response, never a traceback.
    response = tenbou.score({"hand": "123m456p789s11122z", "win_tile": "2z",
                             "rules": {"base": "tenhou", 1: 2}})
    assert response["ok"] is False and response["error"]["code"] == "invalid_rules"
    assert "1" in response["error"]["message"]
