"""MPSZ notation and dora indicators (docs/api.md, "Tiles"; docs/rules.md, "Dora": indicator order)."""

import pytest

from tenbou.errors import TenbouError
from tenbou.i18n import Tile
from tenbou.kernel.tiles import dora_from_indicator, format_tiles, parse_tile, parse_tiles


def test_parse_in_any_order_with_whitespace():
    parsed = parse_tiles(" 77z 123m\t0p ")
    assert sorted(parsed.tiles) == [0, 1, 2, 13, 33, 33]
    assert parsed.reds == (0, 1, 0)


@pytest.mark.parametrize("text", ["8z", "0z", "123", "m", "12x", "1m2", "５m"])
def test_invalid_tiles(text):
    with pytest.raises(TenbouError) as info:
        parse_tiles(text)
    assert info.value.code == "invalid_tile"


def test_output_sorted_m_p_s_z_with_red_fives():
    parsed = parse_tiles("7z05s1m")
    assert format_tiles(parsed.tiles, parsed.reds) == "1m05s7z"


def test_one_tile():
    assert parse_tile("0s") == (22, True)
    with pytest.raises(TenbouError):
        parse_tile("12m")


@pytest.mark.parametrize("indicator, dora", [
    ("1m", "2m"), ("9m", "1m"), ("9p", "1p"), ("9s", "1s"),   # 1..9 then 1 in each suit
    ("1z", "2z"), ("4z", "1z"),                                # East South West North East
    ("5z", "6z"), ("6z", "7z"), ("7z", "5z"),                  # White Green Red White
])
def test_dora_indicator_order(indicator, dora):
    assert dora_from_indicator(parse_tile(indicator)[0]) == parse_tile(dora)[0]


def test_honour_names():
    assert [f"{Tile('en', code):label}" for code in ("1z", "4z", "7z")] == ["East", "North", "Red dragon"]
    assert [f"{Tile('en', code)}" for code in ("1z", "4z", "7z")] == ["East wind", "North wind", "Red dragon"]
    assert [f"{Tile('ja', code)}" for code in ("1z", "4z", "5z", "6z", "7z")] == ["東", "北", "白", "發", "中"]


def test_counts_of_a_text_longer_than_a_byte_counts():
    # Count bits hold a byte per tile, so a text of more than 255 tiles is counted another
    # way: the counts are still exact (and such a hand is then refused for its tile count).
    from tenbou.kernel.tiles import count_bits, parse_counts
    assert count_bits("1" * 300 + "m2p") == (None, 301)
    counts, n, reds = parse_counts("1" * 300 + "m0" + "5" * 3 + "p")
    assert (counts[0], counts[13], n, reds) == (300, 4, 304, (0, 1, 0))
