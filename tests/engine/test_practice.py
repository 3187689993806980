"""Practice questions (tenbou.practice, docs/api.md "Practice"): for every topic and 200 seeds
under every profile, the answer is exactly tenbou.score(question), the topic's rule is at work in
the answer's own fu steps, reading and yaku (each checked here against the fu guide's values, not
against the dealer's own check), it is at work in every reading that ranks highest, and fewer
than 20 % of the questions repeat. The questions under ``tenhou`` and ``tenhou_sanma`` are also
scored by the `mahjong` package (its three-player mode for the latter): the same han, fu and
total.

The rule values asserted come from the fu guide (docs/fu.md, after the EMA 2025 rulebook): 10 fu
for a concealed ron, 2 for a self-draw, the set table (2/4 open, 4/8 concealed triplets, quads
four times that), 2 for a value pair (the double wind pair 2 in EMA 2025 and WRC 2025, 4 in EMA
2016, Tenhou and Mahjong Soul: docs/rules.md, double_wind_pair_fu), 2 for a closed, edge or pair
wait, 20 for pinfu by self-draw, 30 for an open hand with nothing else, 25 for seven pairs, and
kiriage mangan in EMA 2025, WRC 2025 and Mahjong Soul only (docs/rules.md, kiriage).

Pure Python: it also runs inside Pyodide (the `mahjong` package is pure Python too).
"""

import io
import json

import pytest
from test_differential import MELD_TYPES, ORACLE_RULES, ORACLE_WIND, _Allocator

from tenbou import PROFILES, practice, practice_json, score
from tenbou.i18n import CATALOGS
from tenbou.road.ranking import rank, top_candidates
from tenbou.road.request import parse_request
from tenbou.road.response import explain

#: Seeds per topic and profile: 200 under the default profile and, with ``--slow``, under every
#: profile; 60 under the others in the default run (the engine suite stays quick).
SEEDS, QUICK_SEEDS = 200, 60
TOPICS = ["win_condition", "sets", "value_pair", "wait", "pinfu_tsumo", "open_pinfu", "chiitoitsu",
          "ron_triplet", "best_reading", "concealed_quad", "limit"]
#: The topics of the whole count (tests/engine/test_practice_count.py), which mixed deals too.
COUNT_TOPICS = ["han", "payment", "whole"]
#: Fu for a pair of the wind that is both seat and round wind, by profile (docs/rules.md; the
#: three-player profiles as their platforms' four-player ones).
DOUBLE_WIND_PAIR_FU = {"ema2025": 2, "wrc2025": 2, "ema2016": 4, "tenhou": 4, "mahjongsoul": 4,
                       "tenhou_sanma": 4, "mahjongsoul_sanma": 4}
#: Kiriage mangan, by profile (docs/rules.md).
KIRIAGE = {"ema2025": True, "wrc2025": True, "ema2016": False, "tenhou": False, "mahjongsoul": True,
           "tenhou_sanma": False, "mahjongsoul_sanma": True}
#: Whether red fives count, by profile (docs/rules.md, aka_dora).
RED_FIVES = {"ema2025": False, "wrc2025": False, "ema2016": False, "tenhou": True, "mahjongsoul": True,
             "tenhou_sanma": True, "mahjongsoul_sanma": True}
#: The three-player profiles: no 2m-8m, no chi, seats east, south and west (docs/rules.md, players).
THREE_PLAYERS = {"tenhou_sanma", "mahjongsoul_sanma"}
DRAGONS = {"5z", "6z", "7z"}
WIND_TILE = {"east": "1z", "south": "2z", "west": "3z", "north": "4z"}


def reason(key: str) -> str:
    """A fu step's English reason without its fields (the text before the first brace)."""
    return CATALOGS["en"][key].split("{")[0]


def set_fu(tiles: str, concealed: bool) -> int:
    """The fu guide's table: a triplet of simples 2 open / 4 concealed, doubled for terminals
    and honours, a quad four times its triplet."""
    digits, suit = tiles[:-1], tiles[-1]
    outside = suit == "z" or digits[0] in "19"
    return 2 * (2 if concealed else 1) * (2 if outside else 1) * (4 if len(digits) == 4 else 1)


def is_closed(question: dict) -> bool:
    return all(meld["kind"] == "ankan" for meld in question["melds"])


def set_steps(answer: dict) -> list[dict]:
    return [step for step in answer["fu_steps"] if len(step.get("tiles", "")) >= 4]


def expected_set_fu(question: dict, answer: dict, step: dict) -> int:
    """What the fu guide gives the set of ``step``: open when called, or completed by the winning
    discard (docs/fu.md, the traps); concealed otherwise (a concealed quad too)."""
    melds = {"".join(sorted(meld["tiles"].replace("0", "5"))): meld["kind"] for meld in question["melds"]}
    tiles = step["tiles"].replace("0", "5")
    if tiles in melds:
        return set_fu(tiles, melds[tiles] == "ankan")
    by_ron = question["win"] == "ron" and answer["reading"]["win_group"].replace("0", "5") == tiles
    return set_fu(tiles, not by_ron)


def rule_at_work(topic: str, profile: str, question: dict, answer: dict) -> bool:
    """The topic's rule, read from the answer's fu steps, reading and yaku (the guide's values)."""
    steps = answer["fu_steps"]
    reasons = [step["reason"] for step in steps]
    yaku = {y["id"] for y in answer["yaku"]}
    if topic == "win_condition":
        if question["win"] == "tsumo":
            return {"fu": 2, "reason": reason("fu.self_draw")} in steps
        if is_closed(question):
            return {"fu": 10, "reason": reason("fu.concealed_ron")} in steps
        return all(r not in (reason("fu.self_draw"), reason("fu.concealed_ron")) for r in reasons)
    if topic == "sets":
        fu = [step["fu"] for step in set_steps(answer)]
        return len(fu) >= 2 and len(set(fu)) >= 2 and all(
            step["fu"] == expected_set_fu(question, answer, step) for step in set_steps(answer))
    if topic == "value_pair":
        pair = answer["reading"]["pair"]
        seat, round_ = WIND_TILE[question["seat_wind"]], WIND_TILE[question["round_wind"]]
        wanted = DOUBLE_WIND_PAIR_FU[profile] if pair[1:] == seat == round_ else 2
        return (pair[1:] in DRAGONS | {seat, round_}
                and any(step.get("tiles") == pair and step["fu"] == wanted for step in steps))
    if topic == "wait":
        wait = answer["reading"]["wait"]
        return wait in ("kanchan", "penchan", "tanki") and any(
            step["fu"] == 2 and step["reason"].startswith(reason(f"fu.wait.{wait}")) for step in steps)
    if topic == "pinfu_tsumo":
        return (question["win"] == "tsumo" and {"pinfu", "menzen_tsumo"} <= yaku and answer["fu"] == 20
                and [step["fu"] for step in steps] == [20])
    if topic == "open_pinfu":
        return (any(meld["kind"] == "chi" for meld in question["melds"]) and question["win"] == "ron"
                and [step["fu"] for step in steps] == [20, 2] and answer["fu"] == 30)
    if topic == "chiitoitsu":
        return answer["reading"]["wait"] == "chiitoitsu" and answer["fu"] == 25 and [s["fu"] for s in steps] == [25]
    if topic == "ron_triplet":
        group = answer["reading"]["win_group"]
        return (question["win"] == "ron" and answer["reading"]["wait"] == "shanpon"
                and any(step.get("tiles") == group and step["fu"] == set_fu(group.replace("0", "5"), False)
                        and step["reason"].startswith(reason("fu.set.ron_triplet")) for step in steps))
    if topic == "best_reading":
        hand, rules = parse_request(question)
        options, top = top_candidates(hand, rules)
        best = top[0]
        return best.reading.wait == answer["reading"]["wait"] and any(
            other.reading.wait != best.reading.wait and rank(other) < rank(best) for other in options)
    if topic == "concealed_quad":
        quads = ["".join(sorted(m["tiles"].replace("0", "5"))) for m in question["melds"] if m["kind"] == "ankan"]
        return (quads and is_closed(question) and question["win"] == "ron"
                and {"fu": 10, "reason": reason("fu.concealed_ron")} in steps
                and all(any(step.get("tiles") == q and step["fu"] == set_fu(q, True)
                            for step in steps) for q in quads))
    if topic == "limit":
        kiriage = KIRIAGE[profile] and (answer["han"], answer["fu"]) in ((4, 30), (3, 60))
        return answer["limit"] is not None and not answer["yakuman"] and (answer["han"] >= 5 or kiriage)
    raise AssertionError(topic)


def every_top_reading_holds(topic: str, profile: str, question: dict) -> bool:
    """The rule at work in every reading that ranks highest, not only in the one the score shows:
    each such reading, written out as the answer is (tenbou.road.response.explain), passes
    :func:`rule_at_work`; for best_reading they share one wait."""
    hand, rules = parse_request(question)
    options, top = top_candidates(hand, rules)
    if topic == "best_reading":
        return len({option.reading.wait for option in top}) == 1
    return all(rule_at_work(topic, profile, question, explain(option, hand, rules)) for option in top)


@pytest.mark.parametrize("profile", list(PROFILES))
@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_deals_questions_whose_answer_turns_on_its_rule(topic, profile, request):
    seeds = SEEDS if profile == "ema2025" or request.config.getoption("--slow") else QUICK_SEEDS
    if topic == "open_pinfu" and profile in THREE_PLAYERS:  # (no chi: every open set scores fu)
        r = practice({"topic": topic, "seed": 1, "rules": profile})
        assert r["ok"] is False and r["error"]["code"] == "bad_request" and "chi" in r["error"]["message"]
        return
    questions = set()
    for seed in range(seeds):
        r = practice({"topic": topic, "seed": seed, "rules": profile})
        assert r["ok"], r
        question, answer = r["question"], r["answer"]
        assert (r["topic"], r["seed"], question["rules"]) == (topic, seed, profile)
        assert answer == score(question), (seed, question)
        assert rule_at_work(topic, profile, question, answer), (seed, json.dumps(question), answer["fu_steps"])
        assert every_top_reading_holds(topic, profile, question), (seed, json.dumps(question))
        if topic != "limit":  # (the fu decide the points: below a mangan)
            assert 1 <= answer["han"] <= 4 and answer["limit"] is None, (seed, question)
        if profile in THREE_PLAYERS:
            shown = question["hand"] + question["win_tile"] + question["dora_indicators"] + "".join(
                m["tiles"] for m in question["melds"]) + question.get("ura_dora_indicators", "")
            assert question["seat_wind"] != "north" and not any(1 <= t <= 7 for t, _ in _tiles(shown)), question
            assert all(m["kind"] != "chi" for m in question["melds"])
        if not RED_FIVES[profile]:
            assert "0" not in question["hand"] + question["win_tile"] + "".join(m["tiles"] for m in question["melds"])
        questions.add(json.dumps(question, sort_keys=True))
    assert len(questions) > 0.8 * seeds  # fewer than 20 % repeat


def test_questions_carry_a_situation_met_at_the_table():
    """Riichi, dora indicators, both winds, honba sometimes, red fives where they count, and
    the double wind pair where the profile scores it its way."""
    answers = [practice({"seed": seed, "rules": "tenhou"}) for seed in range(300)]
    questions = [a["question"] for a in answers]
    assert all(q["dora_indicators"] for q in questions)
    share = lambda test: sum(map(test, questions)) / len(questions)  # noqa: E731
    assert 0.3 < share(lambda q: q["riichi"]) < 0.9
    assert 0.1 < share(lambda q: q["honba"] > 0) < 0.5
    assert 0.2 < share(lambda q: q["win"] == "tsumo") < 0.8
    assert share(lambda q: q["seat_wind"] == "east") > 0.1 and share(lambda q: q["round_wind"] == "south") > 0.1
    assert share(lambda q: "0" in q["hand"]) > 0.1
    assert {a["topic"] for a in answers} == set(TOPICS + COUNT_TOPICS)  # mixed deals every topic
    doubles = [practice({"topic": "value_pair", "seed": s, "rules": p}) for p in ("ema2025", "ema2016") for s in range(60)]
    steps = [(a["question"]["rules"], step["fu"]) for a in doubles for step in a["answer"]["fu_steps"]
             if step["reason"].startswith(reason("fu.pair.double_wind"))]
    assert ("ema2025", 2) in steps and ("ema2016", 4) in steps
    sanma = [practice({"seed": s, "rules": "tenhou_sanma"}) for s in range(100)]
    assert any(a["question"].get("kita") for a in sanma)  # norths set aside, with three players
    assert "open_pinfu" not in {a["topic"] for a in sanma}  # (mixed deals only what the rules allow)
    kiriage = [practice({"topic": "limit", "seed": s, "rules": "ema2025"})["answer"] for s in range(60)]
    assert any(a["han"] < 5 for a in kiriage)  # kiriage cells are dealt where the profile has them


def test_the_same_request_deals_the_same_question_and_says_its_seed():
    request = {"topic": "best_reading", "seed": 12, "rules": "mahjongsoul", "lang": "ja"}
    first = practice(request)
    assert practice(request) == first and first["seed"] == 12
    assert first["question"]["lang"] == "ja" and first["answer"] == score(first["question"])
    assert json.loads(practice_json(json.dumps(request))) == first
    drawn = practice()
    assert drawn["ok"] and type(drawn["seed"]) is int
    assert practice({"seed": drawn["seed"], "topic": drawn["topic"]})["topic"] == drawn["topic"]
    assert practice({"topic": "mixed", "seed": 3})["topic"] in TOPICS + COUNT_TOPICS


@pytest.mark.parametrize("profile", ["ema2025", "tenhou_sanma"])
def test_a_mixed_question_is_dealt_again_by_its_topic_and_seed(profile):
    """The page writes the topic and seed of the question it shows into its link; opened again,
    that link deals the same hand (docs/api.md, "Practice": the same request deals the same
    question, whichever way the topic was chosen)."""
    for seed in range(300):
        mixed = practice({"seed": seed, "rules": profile})
        again = practice({"topic": mixed["topic"], "seed": seed, "rules": profile})
        assert again["question"] == mixed["question"], (seed, mixed["topic"])


@pytest.mark.parametrize("request_, code", [
    ([], "bad_request"), ({"topic": "nope"}, "bad_request"), ({"topic": 3}, "bad_request"),
    ({"seed": "7"}, "bad_request"), ({"seed": 7.0}, "bad_request"), ({"seed": True}, "bad_request"),
    ({"hand": "1m"}, "bad_request"), ({"lang": "xx"}, "bad_request"), ({"rules": "nope"}, "invalid_rules"),
    ({"rules": {"base": "tenhou", "kiriage": 1}}, "invalid_rules"),
])
def test_bad_practice_requests(request_, code):
    r = practice(request_)
    assert r["ok"] is False and r["error"]["code"] == code
    assert json.loads(practice_json("{"))["error"]["code"] == "bad_request"


def test_an_override_is_dealt_by_its_options():
    """A question under an override object follows the options it sets: kiriage off, 4 fu for
    the double wind pair."""
    rules = {"base": "ema2025", "kiriage": False, "double_wind_pair_fu": 4}
    for seed in range(40):
        r = practice({"topic": "limit", "seed": seed, "rules": rules})
        assert r["question"]["rules"] == rules and r["answer"]["han"] >= 5
    pairs = [step["fu"] for seed in range(60)
             for step in practice({"topic": "value_pair", "seed": seed, "rules": rules})["answer"]["fu_steps"]
             if step["reason"].startswith(reason("fu.pair.double_wind"))]
    assert pairs and set(pairs) == {4}


# ------------------------------------------------------------------ the `mahjong` package


def _tiles(mpsz: str) -> list[tuple[int, bool]]:
    """MPSZ to ``(34-index, red)`` pairs."""
    out, digits = [], []
    for ch in mpsz:
        if ch.isdigit():
            digits.append(ch)
            continue
        base = "mpsz".index(ch) * 9
        out += [(base + (4 if d == "0" else int(d) - 1), d == "0") for d in digits]
        digits = []
    return out


def oracle_result(question: dict, alloc, options, calculator):
    """The `mahjong` package's estimate of a question's hand (its HandResponse): 136-format ids
    from ``alloc`` (``take(tile, red)``), the package's ``options`` (OptionalRules; a five is
    told red or plain only where they say red fives count), by ``calculator``."""
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld

    concealed = [alloc.take(t, red) for t, red in _tiles(question["hand"])]
    win_tile, win_red = _tiles(question["win_tile"])[0]
    five = win_tile < 27 and win_tile % 9 == 4 and options.has_aka_dora  # (a red five is id 4 * tile)
    win = next(i for i in concealed if i // 4 == win_tile and (not five or (i == 4 * win_tile) == win_red))
    melds, meld_ids = [], []
    for meld in question["melds"]:
        ids = [alloc.take(t, red) for t, red in _tiles(meld["tiles"])]
        kind, opened = MELD_TYPES[meld["kind"]]
        melds.append(Meld(kind, ids, opened=opened))
        meld_ids += ids
    dora = [alloc.take(t, red) for t, red in _tiles(question["dora_indicators"])]
    ura = [alloc.take(t, red) for t, red in _tiles(question.get("ura_dora_indicators", ""))]
    config = HandConfig(is_tsumo=question["win"] == "tsumo", is_riichi=question["riichi"],
                        is_ippatsu=question.get("ippatsu", False),
                        player_wind=ORACLE_WIND[question["seat_wind"]], round_wind=ORACLE_WIND[question["round_wind"]],
                        tsumi_number=question["honba"], kyoutaku_number=question["riichi_sticks"],
                        num_nuki_dora=question.get("kita", 0), options=options)
    res = calculator.estimate_hand_value(concealed + meld_ids, win, melds=melds, dora_indicators=dora,
                                         ura_dora_indicators=ura, config=config)
    assert res.error is None, (res.error, question)
    return res


def oracle_answer(question: dict):
    """The `mahjong` package's han, fu and total for a question (Tenhou's rules)."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import OptionalRules

    three = question["rules"] in THREE_PLAYERS  # (tenhou_sanma: the package's three-player mode)
    res = oracle_result(question, _Allocator(), OptionalRules(**ORACLE_RULES, is_three_player=three), HandCalculator)
    return res.han, res.fu, res.cost["total"]


@pytest.mark.parametrize("profile", ["tenhou", "tenhou_sanma"])
@pytest.mark.parametrize("topic", TOPICS)
def test_tenhou_questions_score_as_the_mahjong_package_scores_them(topic, profile, request):
    if topic == "open_pinfu" and profile in THREE_PLAYERS:
        return  # (not dealt: no chi)
    for seed in range(SEEDS if request.config.getoption("--slow") else QUICK_SEEDS):
        r = practice({"topic": topic, "seed": seed, "rules": profile})
        answer = r["answer"]
        assert (answer["han"], answer["fu"], answer["total"]) == oracle_answer(r["question"]), (seed, json.dumps(r["question"]))


# ------------------------------------------------------------------ the command line


def test_the_command_line_asks_then_answers_with_the_fu_steps():
    from tenbou.faces.cli import _practice

    asked = []
    out = io.StringIO()
    status = _practice(["--topic", "ron_triplet", "--seed", "7", "--rules", "tenhou"], out, "ja",
                       answer_after=lambda prompt: asked.append(out.getvalue()))
    r = practice({"topic": "ron_triplet", "seed": 7, "rules": "tenhou", "lang": "ja"})
    question, answer = r["question"], r["answer"]
    assert status == 0 and len(asked) == 1
    before, after = asked[0], out.getvalue()[len(asked[0]):]
    assert question["hand"] in before and str(answer["fu"]) + "符" not in before  # the answer waits for Enter
    unwrapped = "".join(after.split())  # (a long reason goes on over more lines)
    assert all("".join(step["reason"].split()) in unwrapped for step in answer["fu_steps"]) and f"{answer['fu']}符" in after
    assert question["hand"] not in after  # the hand is shown once, with the question
    # Japanese points are written without a separator (docs/i18n.md, "Numbers"): the total of a
    # 30 fu ron, paid by the discarder, is at least 1000 points.
    total = next(line for line in after.splitlines() if line.startswith("受け取る合計"))
    assert f"{answer['total']}点" in total and "," not in total


def test_the_command_line_reads_json_lines_without_options(monkeypatch):
    from tenbou.faces.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO('{"topic": "chiitoitsu", "seed": 4}\n\n{"topic": "x"}\n'))
    out = io.StringIO()
    assert main(["practice"], out=out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines[0] == practice({"topic": "chiitoitsu", "seed": 4})
    assert lines[1]["error"]["code"] == "bad_request" and len(lines) == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_command_line_keeps_long_fu_reasons_inside_a_terminal(lang):
    """A reason too long for its column goes on over more lines: no line passes 80 columns (a
    terminal's width; a kanji takes two), and every fu value stays in the column of values."""
    from tenbou.faces.cli import _practice, _width

    out = io.StringIO()
    assert _practice(["--topic", "ron_triplet", "--seed", "7"], out, lang, answer_after=lambda prompt: None) == 0
    answer = practice({"topic": "ron_triplet", "seed": 7, "lang": lang})["answer"]
    text = out.getvalue()
    lines = text[text.index("\n\n", text.index(answer["yaku"][0]["name"]) - 40):].splitlines()  # (the yaku and fu tables)
    assert max(_width(line) for line in lines) <= 80
    values = [line for line in lines if line.startswith("  ") and line.rstrip()[-2:].strip().isdigit()]
    ends = {_width(line.rstrip()) for line in values if any(s["reason"][:8] in line for s in answer["fu_steps"])}
    assert len(ends) == 1, values

