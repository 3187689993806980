"""Recorded games (docs/logs.md): public Tenhou and Mahjong Soul logs, each win re-scored from
the play and compared with the score the platform recorded, each hand's point changes replayed
by the game ledger and compared with the record, and the final points.

The expected values are the platforms' own records (tests/data/logs/README.md), never our output.
"""

from __future__ import annotations

import gzip
import json
import re
import time
from pathlib import Path

import pytest

import tenbou
from tenbou.faces.cli import main
from tenbou.table.logs.guard import MOST_BYTES, MOST_DEPTH, MOST_INFLATED

LOGS = Path(__file__).parents[1] / "data" / "logs"
MJLOGS = sorted((LOGS / "mjlog").glob("*.xml"))
WHOLE_MJLOGS = [path for path in MJLOGS if "gm-" in path.name]
# Tenhou's game type, the log name's second part (docs/logs.md, "The game type"): 0x00a9 phoenix
# hanchan, 0x00b9 the same with three players, 0x00e1 phoenix east-only (fast), all with red
# fives and open tanyao.
RULES_OF_TYPE = {"00a9": {"base": "tenhou"}, "00b9": {"base": "tenhou_sanma"},
                 "00e1": {"base": "tenhou", "game_length": "east"}}
SANMA_MJLOGS = [path for path in WHOLE_MJLOGS if "gm-00b9-" in path.name]
TENHOU6 = sorted((LOGS / "tenhou6").glob("*.json"))
FOUR_PLAYER_TENHOU6 = [path for path in TENHOU6 if not path.name.startswith("sanma-")]
WHOLE_TENHOU6 = [path for path in TENHOU6 if "gm-" in path.name]  # Tenhou's own JSON of whole games
# Tenhou's newer records (2023 on here) write the final results to 0.1, not rounded (docs/logs.md).
UNROUNDED = {"2023053016gm-0029-0000-e54b3b98"}
TENHOU_SANMA = LOGS / "tenhou6" / "sanma-double_nukidora.json"
MAHJONGSOUL_SANMA = [LOGS / "tenhou6" / f"sanma-{name}.json" for name in ("chankan", "kokushi_ankan", "kokushi_peinuki")]


def check(path: Path, **request) -> dict:
    return tenbou.check_log({"log": path.read_text(encoding="utf-8"), **request})


def disagreements(response: dict) -> list:
    """Every win, hand and end that does not agree, with what was said of it."""
    found = []
    for hand in response["hands"]:
        if "error" in hand:
            found.append((hand["round"], hand["error"]["message"]))
            continue
        found += [(hand["round"], win["why"]) for win in hand["wins"] if not win["agrees"]]
        if response["whole"] and not hand["deltas_agree"]:
            found.append((hand["round"], hand["recorded_deltas"], hand["deltas"]))
    if response["end"]["agrees"] is False:
        found.append(("end", response["end"]["recorded"], response["end"]["ours"]))
    return found


# ------------------------------------------------------------------ the public games agree


def test_there_are_thirty_whole_games_four_and_three_players_both_formats():
    whole = [check(path) for path in WHOLE_MJLOGS + WHOLE_TENHOU6 + [TENHOU_SANMA, *MAHJONGSOUL_SANMA]]
    assert all(r["ok"] and r["whole"] and r["end"]["recorded"] for r in whole)
    assert len(whole) >= 49
    kinds = [(r["format"], len(r["players"])) for r in whole]
    assert {kind: kinds.count(kind) for kind in set(kinds)} == \
        {("mjlog", 4): 37, ("mjlog", 3): 3, ("tenhou6", 4): 6, ("tenhou6", 3): 4}
    assert len(SANMA_MJLOGS) == 3


@pytest.mark.parametrize("path", MJLOGS, ids=lambda p: p.stem)
def test_every_tenhou_mjlog_win_hand_and_end_agrees(path):
    r = check(path)
    kind = path.name.split("-")[1] if "gm-" in path.name else "00a9"  # the two excerpts: phoenix hanchan
    assert r["ok"] and r["format"] == "mjlog" and r["rules"] == RULES_OF_TYPE[kind]
    assert disagreements(r) == []
    assert r["wins"]["agree"] == r["wins"]["total"] > 0
    assert r["deltas"]["agree"] == r["deltas"]["total"] == len(r["hands"])
    assert r["end"]["agrees"] is True
    assert r["end"]["ours"]["results"] == r["end"]["recorded"]["results"]  # Tenhou's rounding


def test_the_mjlog_games_hold_every_kind_of_win_the_replay_builds():
    requests = [win["request"] for path in MJLOGS for hand in check(path)["hands"] for win in hand["wins"]]
    assert len(requests) == 307  # the files' AGARI tags
    for flag in ("riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "tenhou"):
        assert any(request.get(flag) for request in requests), flag
    assert any(meld["kind"] == "ankan" for request in requests for meld in request.get("melds", []))


@pytest.mark.parametrize("path", FOUR_PLAYER_TENHOU6, ids=lambda p: p.stem)
def test_every_tenhou6_win_agrees(path):
    r = check(path)
    assert r["ok"] and r["format"] == "tenhou6"
    assert all("error" not in hand for hand in r["hands"])
    assert r["wins"]["agree"] == r["wins"]["total"]


@pytest.mark.parametrize("path", WHOLE_TENHOU6, ids=lambda p: p.stem)
def test_every_whole_tenhou6_game_agrees_win_hand_and_end(path):
    rounding = {"rules": {"base": "tenhou", "result_rounding": "tenth"}} if path.stem in UNROUNDED else {}
    r = check(path, **rounding)
    assert r["ok"] and r["whole"] and len(r["players"]) == 4 and r["said_rules"] == {"base": "tenhou"}
    assert disagreements(r) == []
    assert r["wins"]["agree"] == r["wins"]["total"] > 0
    assert r["deltas"]["agree"] == r["deltas"]["total"] == len(r["hands"])
    assert r["end"]["agrees"] is True


def test_the_whole_tenhou6_games_hold_haitei_a_double_ron_and_abortive_draws():
    hands = [(path.stem, hand) for path in WHOLE_TENHOU6 for hand in check(path)["hands"]]
    haitei = [(name, hand["round"], hand["honba"]) for name, hand in hands
              if any(win["request"].get("haitei") for win in hand["wins"])]
    assert haitei == [("2019081518gm-00a9-0000-cce9d00c", "E2", 1)]  # the record's 海底摸月
    assert sum(len(hand["wins"]) == 2 for _, hand in hands) == 1
    assert sum(hand["result"] == "abort" for _, hand in hands) == 2  # two 九種九牌 in the records


def test_tenhous_newer_records_keep_the_tenth_of_the_results():
    # Under the profile's rounding (as Tenhou's records to 2021 show) only the end differs: the
    # 2023 record keeps 63.8 / -23.9 / 9.3 / -49.2, which rounded 五捨六入 are 64 / -24 / 9 / -49.
    r = check(LOGS / "tenhou6" / "2023053016gm-0029-0000-e54b3b98.json")
    assert r["wins"]["agree"] == r["wins"]["total"] and r["deltas"]["agree"] == r["deltas"]["total"]
    assert r["end"]["agrees"] is False
    assert r["end"]["recorded"] == {"points": [53800, 16100, 29300, 800], "results": [63.8, -23.9, 9.3, -49.2]}
    assert r["end"]["ours"]["points"] == r["end"]["recorded"]["points"]
    assert r["end"]["ours"]["results"] == [64.0, -24.0, 9.0, -49.0]


def test_a_double_yakuman_tsumo_with_liability_is_paid_by_the_liable_seat_alone():
    # East 4, 3 honba: seat 0 tsumo 大三元 + 字一色, seat 2 liable for the third dragon (pao);
    # the record charges seat 2 all of 64,900.
    r = check(LOGS / "tenhou6" / "2019103023gm-00a9-0000-f90e0fe9.json")
    last = r["hands"][-1]
    assert last["recorded_deltas"] == [64900, 0, -64900, 0] and last["deltas_agree"]


def test_one_game_in_both_formats_is_read_alike():
    # Tenhou's mjlog of a game and Tenhou's own tenhou.net/6 JSON of it: the same hands, wins,
    # requests (tiles in any order), point changes and end.
    def tiles(text):
        return sorted(re.findall(r"\d[mpsz]", text))

    def seen(path):
        r = check(path)
        hands = []
        for hand in r["hands"]:
            wins = [(win["recorded"], win["ours"], {**win["request"], "hand": tiles(win["request"]["hand"]),
                     "melds": [{**meld, "tiles": tiles(meld["tiles"])} for meld in win["request"].get("melds", [])]})
                    for win in hand["wins"]]
            hands.append((hand["round"], hand["honba"], hand["result"], hand["recorded_deltas"], hand["deltas"], wins))
        return hands, r["end"], r["players"]

    name = "2019103023gm-00a9-0000-f90e0fe9"
    mjlog, tenhou6 = seen(LOGS / "mjlog" / f"{name}.xml"), seen(LOGS / "tenhou6" / f"{name}.json")
    assert len(mjlog[0]) == 7 and sum(len(hand[5]) for hand in mjlog[0]) == 7
    assert mjlog == tenhou6


def test_calls_that_only_the_rest_of_the_round_places_are_replayed():
    # A seat lets one 6z go by and calls the next copy: the replay must try both.
    r = check(LOGS / "tenhou6" / "confusing_nakis_1.json")
    assert r["wins"] == {"agree": 1, "total": 1}


def test_a_tenhou_three_player_game_agrees_north_set_aside_counted_as_dora():
    r = check(TENHOU_SANMA)
    assert r["rules"] == {"base": "tenhou_sanma"} and len(r["players"]) == 3
    assert disagreements(r) == []
    assert r["end"]["recorded"]["points"] == [31900, 47200, 25900]
    kita = [win["request"].get("kita", 0) for hand in r["hands"] for win in hand["wins"]]
    assert sum(kita) >= 4


def test_tenhou_three_player_mjlogs_agree_norths_set_aside_as_calls():
    # Three whole phoenix three-player hanchan (two end when a seat goes below zero); the norths
    # are calls with bit 0x20, each a dora of the winner's.
    results = [check(path) for path in SANMA_MJLOGS]
    assert all(len(r["players"]) == 3 and r["said"]["type"] == 0xB9 for r in results)
    assert [r["end"]["recorded"]["points"] for r in results] == \
        [[71000, -1000, 35000], [59200, 22800, 23000], [48100, -6400, 63300]]
    assert sum(r["wins"]["total"] for r in results) == 12
    kita = [win["request"].get("kita", 0) for r in results for hand in r["hands"] for win in hand["wins"]]
    assert kita[0] == 2  # the first game's only calls: the winner's two norths (m 31520 and 31008)
    assert sum(kita) >= 4


def test_mahjong_soul_three_player_games_agree_without_kiriage():
    # Mahjong Soul's records pay 4 han 30 fu as 7,700 (11,600 for the dealer, 2,000-3,900 by
    # tsumo): no kiriage mangan, against the mahjongsoul profile's kiriage (docs/logs.md).
    for path in MAHJONGSOUL_SANMA:
        r = check(path, rules={"base": "mahjongsoul_sanma", "kiriage": False, "game_length": "east"})
        assert disagreements(r) == [], path.name
    profile = check(MAHJONGSOUL_SANMA[2])
    assert profile["rules"] == {"base": "mahjongsoul_sanma", "game_length": "east"}
    differing = [win for hand in profile["hands"] for win in hand["wins"] if not win["agrees"]]
    assert [(w["recorded"]["han"], w["recorded"]["fu"], w["recorded"]["points"]) for w in differing] == \
        [(4, 30, 5900), (4, 30, 11600)]
    assert all(w["ours"]["limit"] == "mangan" for w in differing)


def test_nagashi_mangan_is_paid_as_the_record_says():
    r = check(LOGS / "mjlog" / "2019082700gm-00a9-0000-63d1f136.xml")
    nagashi = [hand for hand in r["hands"] if hand.get("result") == "nagashi"]
    assert [hand["recorded_deltas"] for hand in nagashi] == [[-2000, -2000, 8000, -4000]]
    assert nagashi[0]["deltas_agree"]


def test_the_ledger_pays_nagashi_mangan_only_where_the_rules_do():
    events = [{"draw": {"tenpai": [0], "nagashi": [2]}}]
    r = tenbou.game({"rules": "tenhou", "events": events})
    assert r["hands"][0]["deltas"] == [-4000, -2000, 8000, -2000]
    assert (r["dealer"], r["honba"]) == (0, 1)  # the dealer was tenpai: a repeat
    assert tenbou.game({"rules": "ema2025", "events": events})["error"]["code"] == "invalid_event"


def test_a_whole_game_comes_with_the_game_request_the_sheet_keeps():
    # The game request, replayed by the ledger on its own, ends where the record ends: the
    # final points and results are the log's (owari), the names its players'.
    for path in (WHOLE_MJLOGS[0], TENHOU_SANMA):
        r = check(path)
        kept = tenbou.game({**r["game"], "lang": "en"})
        assert kept["ok"] and kept["finished"]
        assert r["game"]["players"] == r["players"] and r["game"]["rules"] == r["rules"]
        by_seat = sorted(kept["standings"], key=lambda standing: standing["seat"])
        assert [s["points"] for s in by_seat] == r["end"]["recorded"]["points"]
        assert [s["result"] for s in by_seat] == r["end"]["recorded"]["results"]


def test_a_log_that_is_not_a_whole_game_has_no_game_request():
    r = check(LOGS / "tenhou6" / "double_ron.json")  # one round, not from East 1's start
    assert r["whole"] is False and r["game"] is None


def test_the_rules_come_from_the_header():
    text = (LOGS / "mjlog" / "double-ron.xml").read_text(encoding="utf-8")
    assert tenbou.read_log(text)["said"]["type"] == 169
    east_no_red = text.replace('<GO type="169"', '<GO type="' + str(169 - 0x08 + 0x02) + '"')
    assert tenbou.read_log(east_no_red)["rules"] == {"base": "tenhou", "aka_dora": False, "game_length": "east"}


# ------------------------------------------------------------------ a changed rule disagrees


@pytest.mark.parametrize("override, part", [({"kiriage": True}, "points"), ({"honba_ron": 200}, "deltas"),
                                            ({"aka_dora": False}, "han")])
def test_a_changed_rule_makes_the_check_disagree(override, part):
    wins = hands = 0
    for path in [path for path in WHOLE_MJLOGS if "gm-00a9-" in path.name][:12]:
        r = check(path, rules={"base": "tenhou", **override})
        wins += r["wins"]["total"] - r["wins"]["agree"]
        hands += r["deltas"]["total"] - r["deltas"]["agree"]
    assert hands > 0
    if part != "deltas":
        assert wins > 0


# ------------------------------------------------------------------ bad and hostile files


def test_a_text_that_is_no_log_is_bad_log():
    for data in ("", "hello", "{}", '{"log": 3}', '{"log": []}', "<mjloggm></mjloggm>", "<html></html>",
                 b"\x00\x01binary", 42):
        r = tenbou.check_log(data)
        assert r["ok"] is False and r["error"]["code"] == "bad_log", data


def test_an_entity_bomb_is_refused_without_expanding_anything():
    bomb = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
            + "".join(f'<!ENTITY lol{i} "{"&lol{};".format(i - 1 if i else "") * 10}">' for i in range(1, 10))
            + ']><mjloggm ver="2.3"><UN n0="&lol9;"/></mjloggm>')
    started = time.perf_counter()
    r = tenbou.check_log(bomb)
    assert r["error"]["code"] == "bad_log" and "entit" in r["error"]["message"]
    assert time.perf_counter() - started < 0.5


def test_a_huge_file_is_refused_quickly():
    huge = "<mjloggm>" + " " * (50 * 1024 * 1024)
    started = time.perf_counter()
    r = tenbou.check_log(huge)
    assert r["error"]["code"] == "bad_log" and f"{MOST_BYTES}" in r["error"]["message"].replace(",", "")
    assert time.perf_counter() - started < 0.5


def test_json_nested_thousands_deep_is_refused():
    deep = '{"log": ' + "[" * 5000 + "]" * 5000 + "}"
    r = tenbou.check_log(deep)
    assert r["error"]["code"] == "bad_log" and r["error"]["message"] == tenbou.check_log(
        '{"log": ' + "[" * (MOST_DEPTH + 1) + "]" * (MOST_DEPTH + 1) + "}")["error"]["message"]


def test_a_long_run_inside_a_tag_is_read_in_linear_time():
    started = time.perf_counter()
    assert tenbou.check_log("<mjloggm><INIT" + " " * (MOST_BYTES - 20))["error"]["code"] == "bad_log"
    assert time.perf_counter() - started < 1


def test_a_gzip_bomb_stops_inflating_at_the_bound():
    bomb = gzip.compress(b"<mjloggm>" + b" " * (MOST_INFLATED * 4))
    assert len(bomb) < MOST_BYTES
    started = time.perf_counter()
    r = tenbou.check_log(bomb)
    assert r["error"]["code"] == "bad_log" and "inflate" in r["error"]["message"]
    assert time.perf_counter() - started < 1


def test_a_gzipped_log_reads_as_the_plain_one():
    path = WHOLE_MJLOGS[0]
    plain = check(path)
    zipped = tenbou.check_log(gzip.compress(path.read_bytes()))
    assert zipped["wins"] == plain["wins"] and zipped["deltas"] == plain["deltas"]


def test_a_truncated_log_keeps_the_rounds_before_the_cut():
    text = (LOGS / "mjlog" / "2011020417gm-00a9-0000-b67fcaa3.xml").read_text(encoding="utf-8")
    cut = text[: text.rindex("<INIT") + 600]
    r = tenbou.check_log(cut)
    assert r["ok"] and r["wins"]["agree"] == r["wins"]["total"] > 0
    last = r["hands"][-1]
    assert last["error"]["code"] == "bad_log" and last["error"]["message"].startswith(f"Round {last['round']}")
    assert r["end"]["agrees"] is not True


def test_a_round_that_cannot_be_replayed_names_the_round_and_the_rest_are_still_read():
    data = json.loads((LOGS / "tenhou6" / "sanma-double_nukidora.json").read_text(encoding="utf-8"))
    data["log"][3][6][2] = 29  # E2: seat 0 discards a 9p it never held
    r = tenbou.check_log(json.dumps(data, ensure_ascii=False))
    broken = [hand for hand in r["hands"] if "error" in hand]
    assert len(broken) == 1 and broken[0]["round"] == "E2"
    assert "9p" in broken[0]["error"]["message"] and "E2" in broken[0]["error"]["message"]
    assert len(r["hands"]) == len(data["log"])
    assert r["wins"]["agree"] == r["wins"]["total"] == 7  # the record's 8 wins, less E2's


def test_errors_speak_the_requested_language():
    r = tenbou.check_log({"log": "hello", "lang": "ja"})
    assert r["error"]["code"] == "bad_log" and "牌譜" in r["error"]["message"]


# ------------------------------------------------------------------ the command line


def test_the_command_line_prints_a_line_per_hand_and_the_summary(capsys):
    path = LOGS / "mjlog" / "2019082700gm-00a9-0000-63d1f136.xml"
    assert main(["log", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "9 of 9 wins and 10 of 10 hands agree"
    assert lines[3] == "E4 0 honba: exhaustive draw, nagashi mangan"
    assert main(["log", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["wins"] == {"agree": 9, "total": 9}


def test_the_command_line_exits_1_on_a_disagreement_and_2_on_no_log(capsys, tmp_path):
    path = LOGS / "mjlog" / "2019082700gm-00a9-0000-63d1f136.xml"
    assert main(["log", str(path), "--rules", '{"base": "tenhou", "kiriage": true}']) == 1
    assert "differs" in capsys.readouterr().out
    other = tmp_path / "no.log"
    other.write_text("hello")
    assert main(["log", str(other), "--lang", "ja"]) == 2
    assert "bad_log" in capsys.readouterr().out
