"""The hand a request is read into: the conditions of the win (tenbou.road.hand.FLAGS) are kept
once, as the set ``flags``, and what is derived from them follows it."""

import pytest

from tenbou import score
from tenbou.road.hand import FLAGS, Hand
from tenbou.road.request import parse_request

NO_TILES = bytes(34)


def _hand(**fields):
    return Hand(concealed=NO_TILES, all_tiles=NO_TILES, reds=(0, 0, 0), melds=(), win_tile=0, tsumo=False,
                seat_wind=27, round_wind=27, **fields)


@pytest.mark.parametrize("flag", FLAGS)
def test_in_riichi_exactly_for_riichi_and_double_riichi(flag):
    assert _hand(flags=frozenset([flag])).in_riichi is (flag in ("riichi", "double_riichi"))


def test_no_condition_holds_when_none_is_set():
    hand = _hand()
    assert hand.flags == frozenset() and hand.in_riichi is False


def test_a_request_sets_the_conditions_it_names_true():
    hand, _ = parse_request({"hand": "123m456m789m234p55s", "win_tile": "5s", "win": "tsumo", "riichi": True,
                             "ippatsu": True, "haitei": False})
    assert hand.flags == {"riichi", "ippatsu"}
    # Riichi, ippatsu and menzen tsumo, 1 han each, pinfu 1 (ittsuu 2): what the flags score.
    assert [y["id"] for y in score({"hand": "123m456m789m234p55s", "win_tile": "5s", "win": "tsumo",
                                    "riichi": True, "ippatsu": True})["yaku"]][:3] == ["riichi", "ippatsu", "menzen_tsumo"]
