"""The hand a request is read into: each condition of the win (tenbou.road.hand.FLAGS) is a boolean
attribute of it, True exactly when the request sets that condition."""

import pytest

from tenbou.road.hand import FLAGS, Hand

NO_TILES = bytes(34)


@pytest.mark.parametrize("flag", FLAGS)
def test_each_condition_is_an_attribute_true_only_when_set(flag):
    hand = Hand(concealed=NO_TILES, all_tiles=NO_TILES, reds=(0, 0, 0), melds=(), win_tile=0, tsumo=False,
                seat_wind=27, round_wind=27, flags=frozenset([flag]))
    assert {name: getattr(hand, name) for name in FLAGS} == {name: name == flag for name in FLAGS}


def test_no_condition_holds_when_none_is_set():
    hand = Hand(concealed=NO_TILES, all_tiles=NO_TILES, reds=(0, 0, 0), melds=(), win_tile=0, tsumo=False,
                seat_wind=27, round_wind=27)
    assert [name for name in FLAGS if getattr(hand, name)] == []
    assert hand.in_riichi is False
