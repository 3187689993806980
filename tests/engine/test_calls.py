"""What the winner calls at the table (the score's ``call``), how far the winner moves against
each seat (``gains``), what a riichi hand pays with more han (``more_han``), and the random
practice hand (tenbou.random_hand).

Expected calls are written as the rulebooks and table guides write them: a ron's payment, a
non-dealer's tsumo as "what each non-dealer pays-what the dealer pays", a dealer's tsumo as
"N all"; with honba the payment before them, then with them (docs/api.md, "Call"). Japanese:
1jann.com's tournament manners (点数申告: 「300・500」, 「3900」, 「○○オール」, the non-dealers'
payment first) and the local-rule wiki's 積み棒 page (「5200は5500」, 「1300・2600は1400・2700」,
「6000は6200オール」). Payments are the published table cells (docs/rules.md, "Score tables").
"""

import pytest

from tenbou import PROFILES, random_hand, random_hand_json, score
from tenbou.road.calls import call_text, payment_text

# docs/rules.md, "Points and payments": 2 han 50 fu by ron, 3,200; docs/fu.md's first example.
RON = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"}
# 4 han 40 fu by tsumo (honitsu, ittsu... the package docstring's mangan): 2,000/4,000 and 4,000 all.
TSUMO = {"hand": "11234567789p444z", "win_tile": "7p", "win": "tsumo", "seat_wind": "west"}


@pytest.mark.parametrize("request_, honba, call", [
    (RON, 0, "3,200"),
    (RON, 2, "3,200 (3,800)"),  # docs/rules.md, honba: 3,200 + 600
    (TSUMO, 0, "2,000-4,000"),
    (TSUMO, 1, "2,000-4,000 (2,100-4,100)"),
    ({**TSUMO, "seat_wind": "east"}, 0, "4,000 all"),
    ({**TSUMO, "seat_wind": "east"}, 3, "4,000 all (4,300 all)"),
    ({**RON, "seat_wind": "east", "dora_indicators": "2m4s"}, 2, "12,000 (12,600)"),  # 5 han: dealer mangan
])
def test_english_call_in_the_score(request_, honba, call):
    r = score({**request_, "honba": honba, "riichi_sticks": 1})
    assert r["ok"], r
    assert r["call"] == call  # the riichi stick is never called: it is on the table


@pytest.mark.parametrize("before, after, call", [
    ({"discarder": 3900}, {"discarder": 3900}, "3900"),
    ({"discarder": 5200}, {"discarder": 5500}, "5200は5500"),
    ({"non_dealer": 300, "dealer": 500}, {"non_dealer": 300, "dealer": 500}, "300・500"),
    ({"non_dealer": 1300, "dealer": 2600}, {"non_dealer": 1400, "dealer": 2700}, "1300・2600は1400・2700"),
    ({"each": 4000}, {"each": 4000}, "4000オール"),
    ({"each": 6000}, {"each": 6200}, "6000は6200オール"),
])
def test_japanese_calls(before, after, call):
    assert call_text("ja", before, after) == call


@pytest.mark.parametrize("before, after, call", [
    ({"discarder": 8000}, {"discarder": 8600}, "8,000 (8,600)"),
    ({"non_dealer": 2000, "dealer": 4000}, {"non_dealer": 2100, "dealer": 4100}, "2,000-4,000 (2,100-4,100)"),
    ({"each": 4000}, {"each": 4000}, "4,000 all"),
])
def test_english_calls(before, after, call):
    assert call_text("en", before, after) == call


def test_payments_as_the_chart_shows_them():
    assert [payment_text("en", p) for p in ({"discarder": 7700}, {"non_dealer": 1300, "dealer": 2600}, {"each": 2600})] \
        == ["7,700", "1,300-2,600", "2,600 all"]
    assert payment_text("ja", {"each": 2600}) == "2600オール"


def test_gains_against_each_seat():
    # docs/rules.md, honba: 2 honba and 1 stick: the discarder pays 3,800, the winner receives 4,800.
    r = score({**RON, "honba": 2, "riichi_sticks": 1})
    assert r["gains"] == {"discarder": 4800 + 3800, "others": 4800}
    # 2,000/4,000: the winner receives 8,000; the dealer paid 4,000, each non-dealer 2,000.
    assert score(TSUMO)["gains"] == {"dealer": 8000 + 4000, "non_dealer": 8000 + 2000}
    assert score({**TSUMO, "seat_wind": "east"})["gains"] == {"each": 12000 + 4000}


# Ura dora indicators that add 1, 2 and 3 han to RON's hand (1m, 2m and 4m are in it once
# each), with dora indicators 1z and 2z that add nothing (dora 2z and 3z are not in the hand),
# so that there are as many dora indicators as ura dora indicators.
URA = {1: "9m", 2: "9m1m", 3: "9m1m3m"}


@pytest.mark.parametrize("win, seat", [("ron", "south"), ("ron", "east"), ("tsumo", "south"), ("tsumo", "east")])
@pytest.mark.parametrize("honba, sticks", [(0, 0), (2, 1)])
def test_more_han_are_the_scores_with_more_ura_dora(win, seat, honba, sticks):
    base = {**RON, "win": win, "seat_wind": seat, "honba": honba, "riichi_sticks": sticks}
    r = score(base)
    padded = {**base, "dora_indicators": "2m1z2z"}
    assert score(padded)["total"] == r["total"]  # the extra dora indicators add nothing
    assert [entry["extra"] for entry in r["more_han"]] == [1, 2, 3]
    for entry in r["more_han"]:
        with_ura = score({**padded, "ura_dora_indicators": URA[entry["extra"]]})
        assert with_ura["han"] == r["han"] + entry["extra"]
        assert {key: with_ura[key] for key in ("han", "fu", "limit", "payments", "call", "total")} \
            == {key: entry[key] for key in ("han", "fu", "limit", "payments", "call", "total")}


def test_more_han_reach_the_limits():
    # 2 han 50 fu: 3 han 50 fu pays 6,400; 4 han 50 fu and 5 han are mangan, 8,000 (the tables).
    assert [(e["limit"], e["payments"]) for e in score(RON)["more_han"]] == [
        (None, {"discarder": 6400}), ("mangan", {"discarder": 8000}), ("mangan", {"discarder": 8000})]


def test_no_more_han_without_riichi_or_on_a_yakuman():
    assert "more_han" not in score(TSUMO)
    daisangen = score({"hand": "555z666z777z123m99p", "win_tile": "9p", "riichi": True})
    assert daisangen["yakuman"] == 1 and "more_han" not in daisangen


@pytest.mark.parametrize("profile", list(PROFILES))
def test_random_hands_score(profile):
    hands = set()
    for seed in range(60):
        r = random_hand({"seed": seed, "rules": profile})
        assert r["ok"], r
        request = r["request"]
        assert request["rules"] == profile
        scored = score(request)
        assert scored["ok"], (request, scored)
        hands.add(request["hand"])
    assert len(hands) >= 55  # hands, not one hand again and again


def test_a_seed_gives_the_same_hand():
    assert random_hand({"seed": 5}) == random_hand({"seed": 5})
    assert random_hand()["ok"]


@pytest.mark.parametrize("request_, code", [
    ([], "bad_request"), ({"hand": "1m"}, "bad_request"), ({"seed": "x"}, "bad_request"),
    ({"rules": "nope"}, "invalid_rules"),
])
def test_bad_random_hand_requests(request_, code):
    r = random_hand(request_)
    assert r["ok"] is False and r["error"]["code"] == code
    assert '"bad_request"' in random_hand_json("{")
