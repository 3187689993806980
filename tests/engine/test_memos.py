"""The engine's shortcuts change no score: remembered partial results (memos), and ranking
readings by fu counted without their reasons.

The hands are the differential test's random winning hands (test_differential.generate).
"""

import test_differential as differential

import tenbou
from tenbou import api, readings, tiles
from tenbou.fu import fu_steps, raw_fu
from tenbou.yaku import PINFU, HandFacts, score_yaku

HANDS = [differential.generate(7, i)["request"] for i in range(400)]


def test_a_score_from_empty_memos_is_the_score_from_full_ones():
    warm = [tenbou.score(r) for r in HANDS]
    for request, expected in zip(HANDS, warm):
        api.clear_memos()
        assert tenbou.score(request) == expected, request


def test_memos_stay_bounded_and_right_when_emptied_on_the_way(monkeypatch):
    expected = [tenbou.score(r) for r in HANDS]
    api.clear_memos()
    monkeypatch.setattr(readings, "SPLITS_KEPT", 5)
    monkeypatch.setattr(tiles, "MEMO_KEPT", 5)
    monkeypatch.setattr(api, "MEMO_KEPT", 5)
    assert [tenbou.score(r) for r in HANDS] == expected
    assert all(len(cache) <= 5 for _, cache in readings._SUIT_CACHES)
    assert len(tiles._RUN_COUNTS) <= 5 and len(api._MELDS) <= 5 and len(api._win_tile) <= 5


def test_raw_fu_is_the_sum_of_the_fu_steps_of_every_reading():
    # Readings are ranked by raw_fu; the winner is explained by fu_steps. They must agree.
    checked = 0
    for request in HANDS:
        hand, rules = api.parse_request(request)
        facts = HandFacts(hand, rules)
        for reading in readings.all_readings(hand):
            pinfu = PINFU in score_yaku(reading, hand, facts)
            assert raw_fu(reading, hand, rules, pinfu) == sum(s.fu for s in fu_steps(reading, hand, rules, pinfu))
            checked += 1
    assert checked > len(HANDS)  # some hands have several readings
