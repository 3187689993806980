"""The game rules of each profile (rules.GAME_OPTIONS, transcribed from docs/game.md), overridden
through the same rules object as the scoring options, every value checked; and the command line
``python -m tenbou game``."""

import io
import json

import pytest

import tenbou
from tenbou.faces.cli import main, run_jsonl
from tenbou.errors import TenbouError
from tenbou.table.game import game_json
from tenbou.faces.page_data import page_data
from tenbou.rules import GAME_OPTIONS, OPTIONS, PROFILES, Choice, Flag, Points, Subset, Uma, resolve_rules

EMA_UMA = [15000, 5000, -5000, -15000]

# Transcribed from docs/game.md, "The game rules at a glance".
TABLE = {
    "start_points": {"ema2025": 30000, "wrc2025": 30000, "ema2016": 30000, "tenhou": 25000, "mahjongsoul": 25000},
    "return_points": {"ema2025": 30000, "wrc2025": 30000, "ema2016": 30000, "tenhou": 30000, "mahjongsoul": 25000},
    "uma": {"ema2025": EMA_UMA, "wrc2025": EMA_UMA, "ema2016": EMA_UMA, "tenhou": [20000, 10000, -10000, -20000],
            "mahjongsoul": EMA_UMA},
    "ties": {"ema2025": "split", "wrc2025": "split", "ema2016": "split", "tenhou": "seat_order",
             "mahjongsoul": "seat_order"},
    "leftover_sticks": dict.fromkeys(PROFILES, "winner"),
    "result_rounding": {"ema2025": "tenth", "wrc2025": "tenth", "ema2016": "tenth", "tenhou": "tenhou",
                        "mahjongsoul": "tenth"},
    "game_length": dict.fromkeys(PROFILES, "hanchan"),
    "west_extension": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True},
    "target_points": dict.fromkeys(PROFILES, 30000),
    "agari_yame": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True},
    "busting": {"ema2025": "none", "wrc2025": "none", "ema2016": "none", "tenhou": "below_zero",
                "mahjongsoul": "below_zero"},
    "riichi_min_points": {"ema2025": 0, "wrc2025": 0, "ema2016": 0, "tenhou": 1000, "mahjongsoul": 1000},
    "noten_payment": dict.fromkeys(PROFILES, 3000),
    "abortive_draws": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True},
    "multiple_ron": {"ema2025": "all", "wrc2025": "head_bump", "ema2016": "all", "tenhou": "all",
                     "mahjongsoul": "all"},
    "triple_ron_abort": {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True,
                         "mahjongsoul": False},
    "multiple_ron_sticks": {"ema2025": "own_back", "wrc2025": "first_winner", "ema2016": "first_winner",
                            "tenhou": "first_winner", "mahjongsoul": "first_winner"},
    "multiple_ron_honba": {"ema2025": "each", "wrc2025": "first_winner", "ema2016": "each",
                           "tenhou": "first_winner", "mahjongsoul": "first_winner"},
    "liability": {"ema2025": ["daisangen", "daisuushii"], "wrc2025": ["daisangen", "daisuushii", "suukantsu"],
                  "ema2016": ["daisangen", "daisuushii"], "tenhou": ["daisangen", "daisuushii"],
                  "mahjongsoul": ["daisangen", "daisuushii"]},
    "liability_scope": {"ema2025": "whole_hand", "wrc2025": "whole_hand", "ema2016": "whole_hand",
                        "tenhou": "whole_hand", "mahjongsoul": "triggering_yakuman"},
    "chombo": {"ema2025": "deduction", "wrc2025": "deduction", "ema2016": "deduction", "tenhou": "mangan_payment",
               "mahjongsoul": "mangan_payment"},
    "chombo_points": dict.fromkeys(PROFILES, 20000),
    "chombo_replay": dict.fromkeys(PROFILES, True),
}

# Three players (docs/game.md, "Three players", "The three-player game rules"): the four-player
# platform's values, except these.
SANMA_TABLE = {
    "tenhou_sanma": {"start_points": 35000, "return_points": 40000, "uma": [20000, 0, -20000],
                     "target_points": 40000, "noten_payment": 2000},
    "mahjongsoul_sanma": {"start_points": 35000, "return_points": 35000, "uma": [15000, 0, -15000],
                          "target_points": 40000, "noten_payment": 2000},
}
for _profile, _base in (("tenhou_sanma", "tenhou"), ("mahjongsoul_sanma", "mahjongsoul")):
    for _name, _values in TABLE.items():
        _values[_profile] = SANMA_TABLE[_profile].get(_name, _values[_base])

BAD = {
    Flag: [1, "true", None],
    Choice: ["", None, 1, ["all"]],
    Points: [-1, True, 1.5, "300", None],
    Subset: ["daisangen", ["kokushi"], None],
    Uma: [[15000, 5000, -5000], [5000, 15000, -5000, -15000], [15000, 5000, -5000, -14000], [15, 5, -5, -15.0],
          [True, 0, 0, -1], "15/5", None],
}


def test_every_game_option_is_in_the_table_and_no_name_is_shared_with_a_scoring_option():
    assert [option.name for option in GAME_OPTIONS] == list(TABLE)
    assert not {o.name for o in GAME_OPTIONS} & {o.name for o in OPTIONS}


@pytest.mark.parametrize("profile", PROFILES)
def test_each_profile_has_the_documented_game_rules(profile):
    assert PROFILES[profile].game.to_json() == {name: values[profile] for name, values in TABLE.items()}
    assert page_data()["profiles"][list(PROFILES).index(profile)]["game"] == PROFILES[profile].game.to_json()


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("option", GAME_OPTIONS, ids=lambda o: o.name)
def test_every_game_option_is_overridden_through_the_rules_object(profile, option):
    base = PROFILES[profile]
    values = list(option.kind.allowed())
    if isinstance(option.kind, Points):
        values = [option.kind.low, option.kind.high, 30000 if option.kind.high >= 30000 else option.kind.high // 2]
    if isinstance(option.kind, Uma):  # (one place per player)
        values = [value for value in values if len(value) == base.players]
    for value in values[:20]:
        changed = resolve_rules({"base": profile, option.name: value})
        assert option.kind.to_json(getattr(changed.game, option.name)) == (
            sorted(value) if isinstance(option.kind, Subset) else value)
        assert changed.name.endswith("(with changes)") and changed.to_json() | {"name": base.name} == base.to_json()
        others = {k: v for k, v in changed.game.to_json().items() if k != option.name}
        assert others == {k: v for k, v in base.game.to_json().items() if k != option.name}
    for value in BAD[type(option.kind)] + ([option.kind.high + 1] if isinstance(option.kind, Points) else []):
        with pytest.raises(TenbouError) as info:
            resolve_rules({"base": profile, option.name: value})
        assert info.value.code == "invalid_rules" and repr(option.name) in info.value.message
        assert tenbou.game({"rules": {"base": profile, option.name: value}})["error"]["code"] == "invalid_rules"


def test_overridden_game_rules_change_the_game():
    r = tenbou.game({"rules": {"base": "tenhou", "start_points": 30000, "return_points": 30000, "uma": EMA_UMA,
                               "abortive_draws": False}, "events": [{"draw": {"tenpai": [2]}}]})
    assert r["scores"] == [29000, 29000, 33000, 29000]
    assert [s["result"] for s in r["standings"]] == [18.0, 4.0, -6.0, -16.0]
    assert tenbou.game({"rules": {"base": "tenhou", "abortive_draws": False},
                        "events": [{"abort": True}]})["error"]["code"] == "invalid_event"
    # A game option does not change a hand's score, and the score request takes it too.
    hand = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}
    plain = tenbou.score({**hand, "rules": "tenhou"})
    changed = tenbou.score({**hand, "rules": {"base": "tenhou", "uma": [0, 0, 0, 0]}})
    assert changed["total"] == plain["total"] and changed["rules_name"] == "Tenhou (with changes)"


def test_a_hand_with_a_yakuman_the_rules_make_no_one_liable_for_is_refused():
    kokushi = {"hand": "19m19p19s12345677z", "win_tile": "7z"}
    r = tenbou.game({"rules": "tenhou", "events": [{"win": {"winner": 1, "from": 0, "hand": kokushi, "liable": 2}}]})
    assert r["error"]["code"] == "invalid_event" and "liability is for a yakuman" in r["error"]["message"]
    r = tenbou.game({"rules": "tenhou", "events": [{"win": {"winner": 1, "from": 0, "hand": kokushi}}]})
    assert r["hands"][0]["deltas"] == [-32000, 32000, 0, 0]


def test_game_json_lines_on_the_command_line(monkeypatch, capsys):
    lines = [json.dumps({"rules": "tenhou", "events": [{"draw": {"tenpai": [0]}}]}), "not json", "",
             json.dumps({"events": [{"abort": True}]})]
    out = io.StringIO()
    assert run_jsonl(io.StringIO("\n".join(lines) + "\n"), out, game_json) == 2
    responses = [json.loads(line) for line in out.getvalue().splitlines()]
    assert responses[0]["scores"] == [28000, 24000, 24000, 24000]
    assert responses[1]["error"]["code"] == "bad_request"
    assert responses[2]["error"]["code"] == "invalid_event" and responses[2]["state"]["scores"] == [30000] * 4
    monkeypatch.setattr("sys.stdin", io.StringIO(lines[0] + "\n"))
    assert main(["game"]) == 0
    assert json.loads(capsys.readouterr().out)["honba"] == 1
