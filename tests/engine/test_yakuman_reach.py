"""Every yakuman id can be scored, and the one test that spares most readings the yakuman
search (tenbou.road.yaku.yakuman_possible) never hides one.

The hands are hand-built: each is the textbook shape of its yakuman (docs/rules.md,
"Yakuman"), and a single yakuman pays 32,000 to a non-dealer on ron and 48,000 to the dealer
(8,000 base points; docs/rules.md, "Points and payments").
"""

import pytest
import test_differential as differential

import tenbou
from tenbou.road.readings import all_readings
from tenbou.road.request import parse_request
from tenbou.road.yaku import HandFacts, yakuman_ids, yakuman_possible

NON_DEALER_RON = {"discarder": 32000}

#: yakuman id -> a request scoring it (EMA 2025 unless said: one yakuman at most, none double).
CASES = {
    "kokushi": {"hand": "19m19p19s12345677z", "win_tile": "1m"},
    "kokushi_13": {"hand": "19m19p19s12345677z", "win_tile": "7z"},
    "suuankou": {"hand": "111m222p333s44455z", "win_tile": "1m", "win": "tsumo"},
    "suuankou_tanki": {"hand": "111m222p333s44455z", "win_tile": "5z"},
    "daisangen": {"hand": "123m44p555666777z", "win_tile": "3m"},
    "shousuushii": {"hand": "123m11122233344z", "win_tile": "3m"},
    "daisuushii": {"hand": "55m111222333z", "win_tile": "5m", "melds": [{"kind": "pon", "tiles": "444z"}]},
    "tsuuiisou": {"hand": "22233355577z", "win_tile": "7z", "melds": [{"kind": "pon", "tiles": "111z"}]},
    "chinroutou": {"hand": "999m111999p11s", "win_tile": "1s", "melds": [{"kind": "pon", "tiles": "111m"}]},
    "ryuuiisou": {"hand": "22334466688s666z", "win_tile": "8s"},
    "chuuren": {"hand": "11123455678999m", "win_tile": "1m"},
    "junsei_chuuren": {"hand": "11123455678999m", "win_tile": "5m"},
    "suukantsu": {"hand": "55z", "win_tile": "5z", "melds": [
        {"kind": "kan", "tiles": "1111m"}, {"kind": "kan", "tiles": "2222p"},
        {"kind": "kan", "tiles": "3333s"}, {"kind": "kan", "tiles": "4444z"}]},
    "tenhou": {"hand": "123m456m789m123p11s", "win_tile": "1s", "win": "tsumo", "seat_wind": "east",
               "tenhou": True},
    "chiihou": {"hand": "123m456m789m123p11s", "win_tile": "1s", "win": "tsumo", "chiihou": True},
    "renhou_yakuman": {"hand": "123m456m789m123p11s", "win_tile": "1s", "renhou": True,
                       "rules": {"base": "ema2025", "renhou": "yakuman"}},
}

#: What each pays: one yakuman, by ron or tsumo, to a non-dealer or the dealer.
PAYMENTS = {"suuankou": {"dealer": 16000, "non_dealer": 8000}, "tenhou": {"each": 16000},
            "chiihou": {"dealer": 16000, "non_dealer": 8000}}

#: Every yakuman id of the API (docs/api.md, "Yaku ids").
YAKUMAN_IDS = ("kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii",
               "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "junsei_chuuren", "suukantsu", "tenhou",
               "chiihou", "renhou_yakuman")


def test_every_yakuman_id_has_a_case():
    assert sorted(CASES) == sorted(YAKUMAN_IDS)


@pytest.mark.parametrize("yakuman_id", YAKUMAN_IDS)
def test_every_yakuman_can_be_scored(yakuman_id):
    response = tenbou.score(CASES[yakuman_id])
    assert response["ok"], response
    assert [(y["id"], y["yakuman"]) for y in response["yaku"]] == [(yakuman_id, 1)]
    assert (response["yakuman"], response["limit"]) == (1, "yakuman")
    assert response["payments"] == PAYMENTS.get(yakuman_id, NON_DEALER_RON)


def test_the_yakuman_prefilter_never_hides_a_yakuman():
    # On random winning hands (every yakuman shape family included) and on the cases above,
    # a reading that has a yakuman always passes the prefilter.
    requests = [differential.generate(20261201, i)["request"] for i in range(3000)] + list(CASES.values())
    found = 0
    for request in requests:
        hand, rules = parse_request(request)
        facts = HandFacts(hand, rules)
        for reading in all_readings(hand):
            if yakuman_ids(reading, hand, rules, facts):
                found += 1
                assert yakuman_possible(reading, facts), request
    assert found > 50
