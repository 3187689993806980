"""The seven profiles carry the values of the rules table in docs/rules.md, every declared option
can be overridden with each value it allows and refuses any other, and the summaries say what
the page has always said."""

import dataclasses
import typing

import pytest

import tenbou
from tenbou.errors import TenbouError
from tenbou.rules import (DEFAULT_PROFILE, GAME_OPTIONS, OPTIONS, PROFILES, Choice, Flag, GameRules, Numbers, Points,
                          Rules, Subset, resolve_rules, summary)

DOUBLES = ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"]

# Transcribed from docs/rules.md, "The profiles at a glance", option by option.
TABLE = {
    "double_wind_pair_fu": {"ema2025": 2, "wrc2025": 2, "ema2016": 4, "tenhou": 4, "mahjongsoul": 4,
                            "tenhou_sanma": 4, "mahjongsoul_sanma": 4},
    "kiriage": {"ema2025": True, "wrc2025": True, "ema2016": False, "tenhou": False, "mahjongsoul": True,
                "tenhou_sanma": False, "mahjongsoul_sanma": True},
    "open_tanyao": dict.fromkeys(PROFILES, True),
    "aka_dora": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True,
                 "tenhou_sanma": True, "mahjongsoul_sanma": True},
    "kazoe": {"ema2025": "sanbaiman", "wrc2025": "sanbaiman", "ema2016": "sanbaiman", "tenhou": "yakuman",
              "mahjongsoul": "yakuman", "tenhou_sanma": "yakuman", "mahjongsoul_sanma": "yakuman"},
    "double_yakuman": {"ema2025": set(), "wrc2025": set(), "ema2016": set(), "tenhou": set(),
                       "mahjongsoul": set(DOUBLES), "tenhou_sanma": set(), "mahjongsoul_sanma": set(DOUBLES)},
    "yakuman_stacking": {"ema2025": False, "wrc2025": True, "ema2016": False, "tenhou": True, "mahjongsoul": True,
                         "tenhou_sanma": True, "mahjongsoul_sanma": True},
    "renhou": {"ema2025": "five_han_alone", "wrc2025": "five_han_alone", "ema2016": "mangan", "tenhou": "none",
               "mahjongsoul": "none", "tenhou_sanma": "none", "mahjongsoul_sanma": "none"},
    "kokushi_robs_concealed_kan": {"ema2025": True, "wrc2025": True, "ema2016": False, "tenhou": False,
                                   "mahjongsoul": True, "tenhou_sanma": False, "mahjongsoul_sanma": True},
    "haitei_with_rinshan": dict.fromkeys(PROFILES, "rinshan_only"),
    "nagashi_mangan": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True,
                       "tenhou_sanma": True, "mahjongsoul_sanma": True},
    "players": {"ema2025": 4, "wrc2025": 4, "ema2016": 4, "tenhou": 4, "mahjongsoul": 4, "tenhou_sanma": 3,
                "mahjongsoul_sanma": 3},
    "sanma_tsumo": dict.fromkeys(PROFILES, "loss"),
    "honba_ron": {"ema2025": 300, "wrc2025": 300, "ema2016": 300, "tenhou": 300, "mahjongsoul": 300,
                  "tenhou_sanma": 200, "mahjongsoul_sanma": 200},
    "honba_tsumo_each": dict.fromkeys(PROFILES, 100),
    "riichi_stick": dict.fromkeys(PROFILES, 1000),
}
NAMES = {"ema2025": "EMA 2025", "wrc2025": "WRC 2025", "ema2016": "EMA 2016", "tenhou": "Tenhou",
         "mahjongsoul": "Mahjong Soul", "tenhou_sanma": "Tenhou 3P", "mahjongsoul_sanma": "Mahjong Soul 3P"}

# Values that no option of each kind takes (the JSON a link or a caller could send by mistake).
BAD_VALUES = {
    Flag: [1, 0, "true", None, []],
    Numbers: [3, 0, True, 2.0, "2", None],
    Choice: ["double", "", None, 1, ["none"]],
    Points: [-1, True, 1.5, "300", None],
    Subset: ["daisuushii", ["tenhou"], ("daisuushii",), None, [["daisuushii"]]],
}


def test_every_declared_option_is_in_the_table():
    assert {option.name for option in OPTIONS} == set(TABLE)


@pytest.mark.parametrize("cls, options, others", [(Rules, OPTIONS, (["id", "changed"], ["game"])),
                                                  (GameRules, GAME_OPTIONS, ([], []))])
def test_the_fields_are_the_options_each_typed_as_its_kind_holds(cls, options, others):
    # Every field but the rules' id, changed and game declares an option, in the options'
    # order, and its type is what the option's kind stores (a bool for a flag, a frozenset of
    # ids for a subset ...).
    before, after = others
    assert [f.name for f in dataclasses.fields(cls)] == before + [o.name for o in options] + after
    hints = typing.get_type_hints(cls)
    for option in options:
        hint = hints[option.name]
        assert (typing.get_origin(hint) or hint) is option.kind.field_type, option.name
    with pytest.raises(TypeError):
        cls()  # (every field is a keyword, none has a default)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("option", TABLE)
def test_profile_matches_the_rules_table(profile, option):
    value = getattr(PROFILES[profile], option)
    expected = TABLE[option][profile]
    assert (set(value) if option == "double_yakuman" else value) == expected
    assert type(value) is type(expected) or option == "double_yakuman"


def test_profiles_names_and_order():
    assert [(r.id, r.name) for r in PROFILES.values()] == list(NAMES.items())
    assert tenbou.PROFILES is PROFILES


def test_default_profile_is_ema2025():
    assert DEFAULT_PROFILE == "ema2025"
    assert resolve_rules({}).id == "ema2025"
    assert tenbou.score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True})["rules"] == "ema2025"


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_every_option_takes_every_allowed_value(profile, option):
    base = PROFILES[profile]
    values = list(option.kind.allowed())  # (for a range of points, every one of them)
    assert len(values) >= 2
    subset = isinstance(option.kind, Subset)
    unchanged = {k: v for k, v in base.to_json().items() if k not in (option.name, "name")}
    for value in values:
        if option.name == "players" and value != base.players:
            continue  # (another count of players needs an uma of as many places: below)
        changed = base.override(**{option.name: value})
        assert getattr(changed, option.name) == (frozenset(value) if subset else value)
        assert changed.name == f"{NAMES[profile]} (with changes)"
        options = changed.to_json()
        assert options.pop(option.name) == (sorted(value) if subset else value)
        del options["name"]
        assert options == unchanged


@pytest.mark.parametrize("profile", PROFILES)
def test_the_players_change_with_an_uma_of_as_many_places(profile):
    base = PROFILES[profile]
    other = 7 - base.players  # (3 for 4, 4 for 3)
    uma = [20000, 0, -20000] if other == 3 else [20000, 10000, -10000, -20000]
    changed = base.override(players=other, uma=uma)
    assert (changed.players, changed.game.uma) == (other, tuple(uma))
    with pytest.raises(TenbouError) as info:
        base.override(players=other)
    assert info.value.code == "invalid_rules"
    assert info.value.message == (f"Rule option 'uma' needs one number per player: {other} players, "
                                  f"{base.players} numbers given.")


def test_the_allowed_values_of_each_kind():
    kinds = {option.name: option.kind for option in OPTIONS}
    assert list(kinds["kiriage"].allowed()) == [False, True]
    assert list(kinds["double_wind_pair_fu"].allowed()) == [2, 4]
    assert list(kinds["renhou"].allowed()) == ["five_han_alone", "mangan", "yakuman", "none"]
    assert kinds["honba_ron"].allowed() == range(0, 3001)
    assert kinds["honba_tsumo_each"].allowed() == range(0, 1001)
    assert kinds["riichi_stick"].allowed() == range(0, 10001)
    subsets = kinds["double_yakuman"].allowed()
    assert len(subsets) == 16 and [] in subsets and DOUBLES in subsets


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_every_option_refuses_a_bad_value(profile, option):
    allowed = list(option.kind.allowed())
    bad = [value for value in BAD_VALUES[type(option.kind)] if not (type(value) is int and value in allowed)]
    if isinstance(option.kind, Points):
        bad = [*bad, option.kind.high + 1]
    for value in bad:
        with pytest.raises(TenbouError) as info:
            resolve_rules({"base": profile, option.name: value})
        assert info.value.code == "invalid_rules" and repr(option.name) in info.value.message
        response = tenbou.score({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True,
                                 "rules": {"base": profile, option.name: value}})
        assert response["ok"] is False and response["error"]["code"] == "invalid_rules"


@pytest.mark.parametrize("profile", PROFILES)
def test_to_json_round_trips(profile):
    rules = PROFILES[profile]
    options = rules.to_json()
    assert (options.pop("id"), options.pop("name")) == (profile, NAMES[profile])
    assert set(options) == set(TABLE)
    again = resolve_rules({"base": profile, **options})
    assert again.to_json() == {**rules.to_json(), "name": f"{NAMES[profile]} (with changes)"}
    assert {name: getattr(again, name) for name in TABLE} == {name: getattr(rules, name) for name in TABLE}


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
    ({"base": "ema2025", "name": "House"}, "name"),
])
def test_invalid_rules_name_the_problem(spec, word):
    with pytest.raises(TenbouError) as info:
        resolve_rules(spec)
    assert info.value.code == "invalid_rules" and word in info.value.message


@pytest.mark.parametrize("spec, message", [
    ("ema2020", "Unknown rules 'ema2020'; use one of ema2025, wrc2025, ema2016, tenhou, mahjongsoul, tenhou_sanma, "
                "mahjongsoul_sanma."),
    (7, "'rules' must be a profile id or an object with 'base', not 7."),
    ({"base": 7}, "Unknown rules '7'; use one of ema2025, wrc2025, ema2016, tenhou, mahjongsoul, tenhou_sanma, "
                  "mahjongsoul_sanma."),
    ({"kirriage": True}, "Unknown rule option 'kirriage'."),
    ({"kiriage": 1}, "Rule option 'kiriage' takes true or false, not 1."),
    ({"double_wind_pair_fu": 3}, "Rule option 'double_wind_pair_fu' takes 2 or 4, not 3."),
    ({"kazoe": "double"}, "Rule option 'kazoe' takes one of sanbaiman, yakuman, not 'double'."),
    ({"renhou": None}, "Rule option 'renhou' takes one of five_han_alone, mangan, yakuman, none, not None."),
    ({"double_yakuman": ["tenhou"]}, "Rule option 'double_yakuman' takes a list of: kokushi_13, suuankou_tanki, "
                                     "junsei_chuuren, daisuushii; got ['tenhou']."),
    ({"honba_ron": -300}, "Rule option 'honba_ron' takes a whole number of points from 0 to 3000, not -300."),
    ({"riichi_stick": True}, "Rule option 'riichi_stick' takes a whole number of points from 0 to 10000, not True."),
])
def test_invalid_rules_messages(spec, message):
    with pytest.raises(TenbouError) as info:
        resolve_rules(spec)
    assert info.value.message == message


def test_profiles_are_frozen():
    with pytest.raises(AttributeError):
        PROFILES["ema2025"].kiriage = False


def test_override_is_named_as_changed():
    assert resolve_rules({"base": "ema2025", "kiriage": False}).name == "EMA 2025 (with changes)"
    assert resolve_rules({"base": "ema2025", "kiriage": False}).override(aka_dora=True).name == "EMA 2025 (with changes)"
    assert resolve_rules({"base": "tenhou"}).name == "Tenhou"


def test_a_rule_option_that_is_not_a_string_is_refused_not_raised():
    # A Python caller can pass keys that JSON cannot: an error response, never a traceback.
    response = tenbou.score({"hand": "123m456p789s11122z", "win_tile": "2z",
                             "rules": {"base": "tenhou", 1: 2}})
    assert response["ok"] is False and response["error"]["code"] == "invalid_rules"
    assert "1" in response["error"]["message"]


# The page's line on each profile, as the page has written it (the rules table in words).
SUMMARIES = {
    "ema2025": "Double-wind pair 2 fu; kiriage mangan; red fives are plain fives; 13+ han is sanbaiman; "
               "one yakuman at most, none double; renhou 5 han alone.",
    "wrc2025": "Double-wind pair 2 fu; kiriage mangan; red fives are plain fives; 13+ han is sanbaiman; "
               "different yakuman add up, none double; renhou 5 han alone.",
    "ema2016": "Double-wind pair 4 fu; no kiriage; red fives are plain fives; 13+ han is sanbaiman; "
               "one yakuman at most, none double; renhou a mangan.",
    "tenhou": "Double-wind pair 4 fu; no kiriage; red fives 1 han each; 13+ han is a counted yakuman; "
              "different yakuman add up, none double; no renhou.",
    "mahjongsoul": "Double-wind pair 4 fu; kiriage mangan; red fives 1 han each; 13+ han is a counted yakuman; "
                   "yakuman add up, and four count double (thirteen orphans with a 13-sided wait, four concealed triplets with a pair wait, pure nine gates, "
                   "big four winds); no renhou.",
    "tenhou_sanma": "Double-wind pair 4 fu; no kiriage; red fives 1 han each; 13+ han is a counted yakuman; "
                    "different yakuman add up, none double; no renhou; three players, tsumo loss.",
    "mahjongsoul_sanma": "Double-wind pair 4 fu; kiriage mangan; red fives 1 han each; 13+ han is a counted "
                         "yakuman; yakuman add up, and four count double (thirteen orphans with a 13-sided wait, four concealed triplets with a pair wait, "
                         "pure nine gates, big four winds); no renhou; three players, tsumo loss.",
}


@pytest.mark.parametrize("profile", PROFILES)
def test_summary_of_each_profile(profile):
    assert summary(PROFILES[profile]) == SUMMARIES[profile]


@pytest.mark.parametrize("option", [o for o in OPTIONS if o.phrase is not None], ids=lambda o: o.name)
def test_every_value_of_a_summarised_option_has_a_phrase(option):
    phrases = set()
    base = PROFILES["tenhou_sanma" if option.name == "sanma_tsumo" else "ema2025"]  # (said with three players)
    for value in option.kind.allowed():
        phrase = option.describe(base.override(**{option.name: value}))
        assert phrase and phrase == phrase.strip() and ";" not in phrase
        phrases.add(phrase)
    assert len(phrases) == len(option.kind.allowed()), "two values share a phrase"


def test_a_summary_names_the_double_yakuman_it_has():
    rules = PROFILES["tenhou"].override(double_yakuman=["daisuushii", "kokushi_13"])
    assert "and two count double (thirteen orphans with a 13-sided wait, big four winds)" in summary(rules)
    rules = PROFILES["ema2025"].override(double_yakuman=["suuankou_tanki"])
    assert "one yakuman at most, and one count double (four concealed triplets with a pair wait)" in summary(rules)
