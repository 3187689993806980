"""Property tests (hypothesis): any request returns an object with ``ok`` and never raises;
every successful answer is self-consistent."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tenbou
from tenbou.errors import ERROR_CODES

TILE = st.builds(lambda n, s: f"{n}{s}", st.integers(0, 9), st.sampled_from("mpsz"))
TILES = st.lists(TILE, max_size=16).map("".join)
MELD = st.fixed_dictionaries({"kind": st.sampled_from(["chi", "pon", "kan", "ankan", "x"]),
                              "tiles": st.lists(TILE, min_size=2, max_size=5).map("".join)})
FLAG_NAMES = ["riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
              "tenhou", "chiihou", "renhou"]
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6), st.lists(st.integers(), max_size=2))

REQUEST = st.fixed_dictionaries(
    {"hand": st.one_of(TILES, st.text(max_size=20))},
    optional={
        "win_tile": st.one_of(TILE, st.text(max_size=3)),
        "melds": st.lists(MELD, max_size=4),
        "win": st.sampled_from(["ron", "tsumo", "x"]),
        "seat_wind": st.sampled_from(["east", "south", "west", "north", "up"]),
        "round_wind": st.sampled_from(["east", "south", "west", "north"]),
        **{f: st.booleans() for f in FLAG_NAMES},
        "dora_indicators": st.lists(TILE, max_size=5).map("".join),
        "ura_dora_indicators": st.lists(TILE, max_size=5).map("".join),
        "honba": st.integers(-1, 20),
        "riichi_sticks": st.integers(-1, 20),
        "rules": st.one_of(st.sampled_from(["ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul", "x"]),
                           st.fixed_dictionaries({"base": st.sampled_from(["tenhou", "ema2025"])},
                                                 optional={"kiriage": JUNK, "double_wind_pair_fu": st.sampled_from([2, 3, 4])})),
    })


def check_response(r):
    assert isinstance(r, dict) and isinstance(r["ok"], bool)
    json.dumps(r)
    if not r["ok"]:
        assert r["error"]["code"] in ERROR_CODES and r["error"]["message"]
        return
    assert sum(s["fu"] for s in r["fu_steps"]) == r["fu_raw"]
    assert r["total"] >= sum(r["payments"].values()) > 0
    assert r["yaku"]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(REQUEST)
def test_random_requests_never_raise(request_):
    check_response(tenbou.score(request_))


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.text(max_size=8), JUNK, max_size=6))
def test_random_objects_never_raise(request_):
    check_response(tenbou.score(request_))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_random_json_text_never_raises(text):
    check_response(json.loads(tenbou.score_json(text)))


# Winning hands built from sets: the engine must find a reading for every one of them.
SUITED_SET = st.one_of(
    st.builds(lambda s, n: [s * 9 + n] * 3, st.integers(0, 2), st.integers(0, 8)),
    st.builds(lambda s, n: [s * 9 + n, s * 9 + n + 1, s * 9 + n + 2], st.integers(0, 2), st.integers(0, 6)),
    st.builds(lambda n: [27 + n] * 3, st.integers(0, 6)),
)


def mpsz(tiles):
    from tenbou.kernel.tiles import format_tiles
    return format_tiles(tiles)


@settings(max_examples=300, deadline=None)
@given(st.lists(SUITED_SET, min_size=4, max_size=4), st.integers(0, 33), st.data())
def test_every_built_hand_is_winning(sets, pair, data):
    tiles = [t for s in sets for t in s] + [pair, pair]
    if any(tiles.count(t) > 4 for t in tiles):
        return
    win = data.draw(st.sampled_from(tiles))
    r = tenbou.score({"hand": mpsz(tiles), "win_tile": mpsz([win]), "win": "tsumo", "riichi": True})
    assert r["ok"], r
    check_response(r)
