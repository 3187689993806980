"""The engine's shortcuts change no score: remembered partial results (memos, every one in the
registry of tenbou.kernel.memo and within its bound), and fu steps worked out once per reading.

The hands are the differential test's random winning hands (test_differential.generate).
"""

import importlib
import re
from pathlib import Path

import pytest
import test_differential as differential
from sample_hands import SEED, complete, dealt, one_tile_out

import tenbou
from tenbou.i18n import LANGUAGES
from tenbou.kernel import memo
from tenbou.road import api, readings
from tenbou.road import request as request_reading
from tenbou.road.fu import round_fu
from tenbou.road.ranking import best_candidate, valued
from tenbou.road.response import explain
from tenbou.road.yaku import YAKU_TABLE, HandFacts, count_dora, score_reading

HANDS = [differential.generate(7, i)["request"] for i in range(400)]
PACKAGE = Path(tenbou.__file__).parent


def test_a_score_from_empty_memos_is_the_score_from_full_ones():
    warm = [tenbou.score(r) for r in HANDS]
    for request, expected in zip(HANDS, warm):
        api.clear_memos()
        assert tenbou.score(request) == expected, request


def _workload():
    """Every kind of request that fills memos: scores (in every language), waits and discards (of
    tenpai hands, and of hands dealt at random, far from it: their shanten is searched)."""
    waits_module = importlib.import_module("tenbou.tools.waits")
    answers = [tenbou.score(r) for r in HANDS]
    answers += [tenbou.score({**r, "lang": lang}) for lang in LANGUAGES if lang != "en" for r in HANDS[:50]]
    answers += [waits_module.waits(one_tile_out(SEED, i)) for i in range(40)]
    answers += [waits_module.discards(complete(SEED, i)) for i in range(10)]
    answers += [waits_module.waits(dealt(SEED, i)) for i in range(5)]
    answers += [waits_module.discards(dealt(SEED, i, size=14)) for i in range(2)]
    answers += [tenbou.score({**r, "rules": {"base": "tenhou", "kiriage": True}}) for r in HANDS[:20]]
    return answers


def test_every_memo_stays_within_its_bound_and_right_when_emptied_on_the_way(monkeypatch):
    expected = _workload()
    assert all(len(m) <= m.bound for m in memo.REGISTRY.values())
    assert sum(len(m) for m in memo.REGISTRY.values()) > 1000  # (the workload fills them)
    api.clear_memos()
    assert not any(memo.REGISTRY.values())
    for m in memo.REGISTRY.values():  # each emptied many times on the way
        monkeypatch.setattr(m, "bound", min(m.bound, 5))
    assert _workload() == expected
    assert all(0 < len(m) <= 5 for m in memo.REGISTRY.values() if m.name != "i18n.catalogs")
    for m in memo.REGISTRY.values():  # and kept to nothing
        m.clear()
        monkeypatch.setattr(m, "bound", 0)
    assert _workload() == expected
    assert not any(memo.REGISTRY.values())


def test_equal_rule_overrides_share_the_memos_entries():
    # 100 requests that override the same option the same way fill the memos keyed by the rules
    # (payouts, calls) once: after the first, no memo holds one entry more.
    request = {"hand": "234m456p789s11z555z", "win_tile": "4m", "seat_wind": "east", "round_wind": "east",
               "win": "ron", "honba": 1, "riichi": True, "dora_indicators": "1z"}
    api.clear_memos()
    first = tenbou.score({**request, "rules": {"base": "ema2025", "kiriage": True}})
    # Dealer ron, 2 han 40 fu: 3,900, and 300 for the honba (docs/rules.md, "Points and payments").
    assert (first["han"], first["fu"], first["payments"]) == (2, 40, {"discarder": 4200})
    # The double-wind pair: 2 fu under EMA 2025 (docs/rules.md, "double_wind_pair").
    assert first["fu_steps"][-1]["fu"] == 2 and first["rules_name"] == "EMA 2025 (with changes)"
    before = {m.name: len(m) for m in memo.REGISTRY.values()}
    assert before["scoring.payouts"] and before["response.calls"] and before["response.step_json.en"]
    for _ in range(100):
        assert tenbou.score({**request, "rules": {"base": "ema2025", "kiriage": True}}) == first
    assert {m.name: len(m) for m in memo.REGISTRY.values()} == before


def _memos_in(value, depth=0):
    if isinstance(value, memo.Memo):
        yield value
    elif depth < 2 and isinstance(value, (dict, tuple, list)) and not isinstance(value, memo.Memo):
        for item in (value.values() if isinstance(value, dict) else value):
            yield from _memos_in(item, depth + 1)


def test_the_registry_knows_every_memo_and_no_other_cache_is_kept():
    # Every memo of every engine module (module globals, and the dicts and tuples of them) is
    # registered, each with a bound; and no other cache (functools) hides in the engine.
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        module = importlib.import_module(".".join(["tenbou", *parts[:-1], *parts[-1:]]).removesuffix(".__init__"))
        for value in vars(module).values():
            for m in _memos_in(value):
                found[m.name] = m
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"lru_cache|functools\.cache|@cache\b|cached_property", source), path.name
    assert found == memo.REGISTRY
    assert all(type(m.bound) is int and m.bound > 0 for m in found.values())
    assert len(found) >= 10
    with pytest.raises(ValueError):
        memo.Memo("scoring.payouts", lambda key: key)


def test_a_response_is_the_callers_to_change():
    # Payments are remembered per han, fu and situation; each response gets its own copy.
    request = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"}
    first = tenbou.score(request)
    first["payments"]["discarder"] = 1
    first["yaku"][0]["han"] = 5
    first["fu_steps"][0]["fu"] = 0
    again = tenbou.score(request)
    assert again["payments"] == {"discarder": 3200}  # 2 han 50 fu, non-dealer ron (docs/fu.md, worked example 1)
    assert [(y["id"], y["han"]) for y in again["yaku"]] == [("riichi", 1), ("dora", 1)]
    assert again["fu_steps"][0] == {"fu": 20, "reason": "base for winning"}


def test_long_texts_are_not_remembered():
    # A valid text padded with whitespace must not stay in memory after the request.
    api.clear_memos()
    padding = " " * 100_000
    response = tenbou.score({"hand": "123m456p789s1155z", "win_tile": "5z" + padding,
                             "dora_indicators": "3m" + padding, "melds": [{"kind": "pon", "tiles": "777z" + padding}]})
    assert response["error"]["code"] == "wrong_tile_count"
    memos = [request_reading._MELDS, request_reading._WIN_TILES]
    assert all(len(key) < 100 for memo in memos for key in memo)


def test_yaku_come_in_table_order():
    # Hand-wide yaku and reading yaku are merged; the response lists them in YAKU_TABLE order.
    order = [row[0] for row in YAKU_TABLE]
    seen = 0
    for request in HANDS:
        response = tenbou.score(request)
        if response["ok"] and not response["yakuman"]:
            ids = [y["id"] for y in response["yaku"] if y["id"] in order]
            assert ids == sorted(ids, key=order.index), request
            seen += len(ids) > 1
    assert seen > 100


def test_every_candidate_is_ranked_by_the_sum_of_the_fu_steps_the_response_shows():
    # The fu steps of a reading are worked out once, as data: its candidate's fu_raw is their
    # sum, and the response of the winner shows those same steps.
    checked = 0
    for hand_request in HANDS:
        hand, rules = request_reading.parse_request(hand_request)
        facts, dora = HandFacts(hand, rules), count_dora(hand, rules)
        for reading in readings.all_readings(hand):
            scored = score_reading(reading, hand, rules, facts, dora)
            option = None if scored is None else valued(reading, *scored, hand, rules)
            if option is not None:
                assert option.fu_raw == sum(step.fu for step in option.fu_steps)
                assert option.fu == round_fu(option.fu_raw)
                checked += 1
        if not tenbou.score(hand_request)["ok"]:
            continue  # (no yaku)
        best = best_candidate(hand, rules)
        assert [step["fu"] for step in explain(best, hand, rules)["fu_steps"]] == [s.fu for s in best.fu_steps]
    assert checked > len(HANDS)  # some hands have several readings


def test_sets_are_interned_and_the_tables_per_set_stay_small():
    # Every set is one object (compared and hashed by identity), whoever builds it: a reading,
    # a meld of the request, or this test. Tables keyed by set hold at most one entry per set
    # there can be: per tile, a concealed and a called sequence, a concealed, a discard-completed
    # and a called triplet, an open and a concealed kan.
    from tenbou.road import fu
    from tenbou.road.hand import TRIPLET, Group
    assert Group(TRIPLET, 33, False, "pon") is Group("triplet", 33, False, "pon")
    assert Group(TRIPLET, 33, True) is not Group(TRIPLET, 33, False)
    # Shared by every score, so read-only, and only sets that can exist.
    with pytest.raises(AttributeError):
        Group(TRIPLET, 5, True).fu = 99
    for args in [("triplet", 5, "yes"), ("triplet", 5, True, "bogus"), ("triplet", 5, False, "chi"),
                 ("sequence", 27, True), ("sequence", 7, True), ("pair", 5, True), ("triplet", 34, True)]:
        with pytest.raises(ValueError):
            Group(*args)
    assert Group(TRIPLET, 5, True).fu == 4
    for request in HANDS:
        tenbou.score(request)
    most = 34 * 3 + 34 * 2 + 21 * 2  # triplets, quads, sequences (from 1 to 7 of each suit)
    assert 0 < len(fu.SET_STEPS) <= len(readings.SET_MPSZ) <= len(Group._interned) <= most
