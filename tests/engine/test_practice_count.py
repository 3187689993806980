"""Practice of the whole count (tenbou.practice, topics ``han``, ``payment`` and ``whole``,
docs/api.md "Practice"): under every profile, and three-player rules with north bisection, every
answer is exactly ``tenbou.score`` of the question, and the `mahjong` package (an independent
engine) agrees on its han, fu and every payment, honba included.

The package is set up for each profile by the profile's documented options (docs/rules.md):
kiriage, open tanyao, three players. It always scores a pair of the wind that is both seat and
round wind 4 fu; EMA 2025 and WRC 2025 score it 2 (docs/rules.md, double_wind_pair_fu), so there
and only there such a hand is left out, and counted, explicitly. The package pays a three-player
self-draw as tsumo loss; north bisection is worked out here from its four-player shares by the
rule of docs/rules.md (sanma_tsumo): each payer adds half the absent seat's share to their own,
each sum rounded up to 100.

The default run deals 40 seeds per topic and profile; ``--slow`` deals 1,000.
"""

import functools
import json

import pytest
from test_practice import oracle_result

from tenbou import PROFILES, practice, score
from tenbou.rules import resolve_rules

SEEDS, QUICK_SEEDS = 1000, 40
COUNT_TOPICS = ["han", "payment", "whole"]
BISECTION = {"base": "tenhou_sanma", "sanma_tsumo": "bisection"}
#: Every profile, and three-player rules with north bisection (an override: no profile has it).
RULES = [*PROFILES, BISECTION]
WIND_TILE = {"east": "1z", "south": "2z", "west": "3z", "north": "4z"}


def rules_id(rules) -> str:
    return rules if isinstance(rules, str) else "tenhou_sanma+bisection"


@functools.cache
def calculator():
    """One `mahjong` hand calculator shared by every question (building one is the slow part)."""
    from mahjong.hand_calculating.hand import HandCalculator

    return HandCalculator()


class Ids:
    """Distinct 136-format ids for the package: a red five is ``4 * tile``; where the rules count
    no red fives (and the package is told so) that id is a fourth plain five."""

    def __init__(self, red_fives: bool):
        self.used: set[int] = set()
        self.red_fives = red_fives

    def take(self, tile: int, red: bool) -> int:
        five = tile < 27 and tile % 9 == 4 and self.red_fives
        ids = [4 * tile] if red else [4 * tile + k for k in ((1, 2, 3) if five else (1, 2, 3, 0))]
        taken = next(i for i in ids if i not in self.used)
        self.used.add(taken)
        return taken


def up100(points: int) -> int:
    return -(-points // 100) * 100


def oracle(question: dict) -> tuple[int, int, dict[str, int]]:
    """The `mahjong` package's han, fu and payments (by payer, as a score response names them) for
    a question, under the question's rules."""
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

    rules = resolve_rules(question["rules"])
    three = rules.players == 3
    bisection = three and rules.sanma_tsumo == "bisection" and question["win"] == "tsumo"
    options = OptionalRules(has_open_tanyao=rules.open_tanyao, has_aka_dora=rules.aka_dora, has_double_yakuman=False,
                            kazoe_limit=HandConfig.KAZOE_LIMITED, kiriage=rules.kiriage, fu_for_open_pinfu=True,
                            fu_for_pinfu_tsumo=False, renhou_as_yakuman=False, is_three_player=three)
    res = oracle_result(question, Ids(rules.aka_dora), options, calculator())
    cost = res.cost
    dealer = question["seat_wind"] == "east"
    if question["win"] == "ron":
        return res.han, res.fu, {"discarder": cost["main"] + cost["main_bonus"]}
    main, additional, honba = cost["main"], cost["additional"], cost["main_bonus"]
    if bisection:  # (the absent north's four-player share: a non-dealer's, or the dealer winner's "all")
        half = additional // 2
        main, additional = up100(main + half), up100(additional + half)
    if dealer:
        return res.han, res.fu, {"each": main + honba}
    return res.han, res.fu, {"dealer": main + honba, "non_dealer": additional + cost["additional_bonus"]}


def double_wind_pair_at_2(question: dict, answer: dict) -> bool:
    """A pair of the wind that is both seat and round wind, under rules that score it 2 fu
    (the one case where the package is known to differ)."""
    pair = answer["reading"].get("pair")
    wind = WIND_TILE[question["seat_wind"]]
    return (resolve_rules(question["rules"]).double_wind_pair_fu == 2 and question["seat_wind"] == question["round_wind"]
            and pair is not None and pair[1:] == wind)


@pytest.mark.parametrize("rules", RULES, ids=rules_id)
@pytest.mark.parametrize("topic", COUNT_TOPICS)
def test_whole_count_answers_are_the_engines_and_the_mahjong_packages(topic, rules, request):
    seeds = SEEDS if request.config.getoption("--slow") else QUICK_SEEDS
    left_out = 0
    for seed in range(seeds):
        r = practice({"topic": topic, "seed": seed, "rules": rules})
        question, answer = r["question"], r["answer"]
        assert r["topic"] == topic and answer == score(question), seed
        if double_wind_pair_at_2(question, answer):
            left_out += 1
            continue
        assert (answer["han"], answer["fu"], answer["payments"]) == oracle(question), (seed, json.dumps(question))
    assert left_out < seeds // 10  # (the case left out stays a rare one)


def test_a_han_question_adds_up_two_entries_or_more():
    for seed in range(50):
        answer = practice({"topic": "han", "seed": seed})["answer"]
        assert len(answer["yaku"]) >= 2 and sum(y["han"] for y in answer["yaku"]) == answer["han"]


@pytest.mark.parametrize("rules", RULES, ids=rules_id)
def test_payment_questions_reach_kiriage_limits_honba_and_every_payer(rules):
    """Over 120 seeds the payment topic deals every way a payment is made: ron, a dealer's and a
    non-dealer's self-draw, honba, a limit; and a kiriage cell where the rules round one up."""
    seen = set()
    for seed in range(120):
        r = practice({"topic": "payment", "seed": seed, "rules": rules})
        answer, given = r["answer"], r["given"]
        assert given == {"han": answer["han"], "fu": answer["fu"], "win": r["question"]["win"],
                         "seat_wind": r["question"]["seat_wind"], "honba": r["question"]["honba"],
                         "riichi_sticks": r["question"]["riichi_sticks"]}
        seen |= set(answer["payments"])
        seen |= {"honba"} if given["honba"] else set()
        seen |= {answer["limit"]} if answer["limit"] else set()
        seen |= {"kiriage"} if answer["limit"] == "mangan" and answer["han"] < 5 else set()
    wanted = {"discarder", "dealer", "non_dealer", "each", "honba", "mangan"}
    if resolve_rules(rules).kiriage:
        wanted.add("kiriage")
    assert wanted <= seen


def test_only_payment_questions_carry_what_is_given():
    assert "given" not in practice({"topic": "whole", "seed": 1})
    assert "given" not in practice({"topic": "han", "seed": 1})


# ------------------------------------------------------------------ the command line


def ask_on_the_command_line(topic: str, seed: int, lang: str = "en") -> tuple[str, str]:
    """What ``python -m tenbou practice --topic TOPIC --seed SEED`` prints before Enter, and after."""
    import io

    from tenbou.faces.cli import _practice

    asked = []
    out = io.StringIO()
    status = _practice(["--topic", topic, "--seed", str(seed)], out, lang, answer_after=lambda prompt: asked.append(out.getvalue()))
    assert status == 0 and len(asked) == 1
    return asked[0], out.getvalue()[len(asked[0]):]


def test_a_payment_question_on_the_command_line_gives_han_and_fu_then_who_pays_what():
    for seed in range(12):
        r = practice({"topic": "payment", "seed": seed})
        before, after = ask_on_the_command_line("payment", seed)
        given = r["given"]
        assert f"{given['han']} han {given['fu']} fu" in before and "who pays what" in before
        assert r["question"]["hand"] not in before  # (the hand is not what is asked)
        assert f"{r['answer']['total']:,}" not in before.split("\n", 1)[1] and f"{r['answer']['total']:,}" in after
        paid = r["answer"]["payments"]
        words = {"discarder": "from the discarder", "each": "from each non-dealer", "dealer": "from the dealer",
                 "non_dealer": "from each non-dealer"}
        assert all(f"{points:,} {words[payer]}" in after for payer, points in paid.items())


def test_a_whole_question_on_the_command_line_ends_with_the_base_points_worked_out():
    for seed in range(12):
        answer = practice({"topic": "whole", "seed": seed})["answer"]
        before, after = ask_on_the_command_line("whole", seed)
        assert "the base points" in before and "Base points" not in before
        fu, han = answer["fu"], answer["han"]
        wanted = (f"Base points: {answer['base_points']:,} ({answer['limit']})" if answer["limit"]
                  else f"Base points: {fu} × 2^({han} + 2) = {fu * 2 ** (han + 2):,}")
        assert wanted in after


def test_a_han_question_on_the_command_line_asks_for_each_yaku_and_dora():
    before, after = ask_on_the_command_line("han", 3, "ja")
    answer = practice({"topic": "han", "seed": 3, "lang": "ja"})["answer"]
    assert "役とドラ" in before and all(y["name"] in after for y in answer["yaku"])


# ------------------------------------------------------------------ levels


def features(question: dict, answer: dict) -> set[str]:
    """What the answer shows beyond a hand of few parts: a quad among the melds, a pair of the
    wind that is both seat and round wind (its fu step), readings that wait differently (the
    engine's candidates), a kiriage cell (a mangan below 5 han)."""
    from tenbou.road.ranking import top_candidates
    from tenbou.road.request import parse_request

    found = set()
    if any(meld["kind"] in ("kan", "ankan") for meld in question["melds"]):
        found.add("quad")
    pair = answer["reading"].get("pair")
    if pair and question["seat_wind"] == question["round_wind"] and pair[1:] == WIND_TILE[question["seat_wind"]]:
        found.add("double_wind")
    options, _ = top_candidates(*parse_request(question))
    if len({option.reading.wait for option in options}) > 1:
        found.add("two_readings")
    if answer["limit"] == "mangan" and answer["han"] < 5:
        found.add("kiriage")
    return found


#: What each level lets a hand hold beyond its topic (docs/api.md, "Practice").
ALLOWED = {1: set(), 2: {"quad", "double_wind"}}
OWN = {"sets": {"quad"}, "concealed_quad": {"quad"}, "value_pair": {"double_wind"}, "best_reading": {"two_readings"},
       "limit": {"kiriage"}}


@pytest.mark.parametrize("level", [1, 2])
@pytest.mark.parametrize("rules", ["ema2025", "mahjongsoul_sanma"])
def test_a_lower_level_deals_hands_of_fewer_parts(level, rules):
    from test_practice import TOPICS as FU_TOPICS

    for topic in [*FU_TOPICS, *COUNT_TOPICS]:
        if topic == "open_pinfu" and rules == "mahjongsoul_sanma":
            continue
        for seed in range(15):
            r = practice({"topic": topic, "seed": seed, "rules": rules, "level": level})
            assert r["level"] == level and r["answer"] == score(r["question"])
            extra = features(r["question"], r["answer"]) - ALLOWED[level] - OWN.get(topic, set())
            assert not extra, (topic, seed, extra)


def test_the_top_level_is_the_default_and_holds_everything():
    for topic in COUNT_TOPICS:
        for seed in range(5):
            assert practice({"topic": topic, "seed": seed}) == practice({"topic": topic, "seed": seed, "level": 3})
    seen = set()
    for seed in range(150):
        r = practice({"topic": "whole", "seed": seed})
        seen |= features(r["question"], r["answer"])
    assert {"quad", "two_readings", "kiriage"} <= seen  # (what the lower levels leave out does come)


@pytest.mark.parametrize("level", [0, 4, "1", 1.0, True, None])
def test_a_level_that_is_none_of_them_is_a_bad_request(level):
    r = practice({"topic": "whole", "seed": 1, "level": level})
    assert r["ok"] is False and r["error"]["code"] == "bad_request"
