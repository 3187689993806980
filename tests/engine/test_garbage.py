"""An answer leaves no garbage that only the garbage collector can free: every object an entry
point makes is freed when the caller drops its response, on the scoring path and on the error
path alike (an error held past its ``except`` block keeps its traceback, and with it every frame
the error passed, in a reference cycle)."""

import gc

import pytest

import tenbou
from tenbou.entry_points import ENTRY_POINTS

NO_YAKU = {"hand": "123m456m789p234s55z", "win_tile": "4s"}  # concealed ron without riichi

REQUESTS = {
    "score": [
        {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"},
        NO_YAKU,
        {"hand": "123m456m999p555s7z", "win_tile": "5m"},  # 13 tiles: wrong_tile_count
        {"hand": "123m456m999p555s77z", "win_tile": "5m", "honba": "2"},  # bad_request
        [],  # not an object
    ],
    "waits": [{"hand": "123m46m999p555s77z", "riichi": True}, {"hand": "123m"}],
    "discards": [{"hand": "123m46m999p555s77z9s", "riichi": True}, {"hand": "8z"}],
    "game": [{"events": [{"riichi": 1}, {"win": {"winner": 1, "from": 0, "han": 2, "fu": 40}}]},
             {"events": [{"win": {"winner": 9}}]}],
    "chart": [{"honba": 1}, {"honba": -1}],
    "random_hand": [{"seed": 7}, {"seed": "x"}],
    "practice": [{"topic": "ron_triplet", "seed": 7}, {"topic": "nothing"}],
}


def test_every_entry_point_has_requests_here():
    assert set(REQUESTS) == set(ENTRY_POINTS)


@pytest.mark.parametrize("name, request_", [(name, r) for name, rs in REQUESTS.items() for r in rs])
def test_an_answer_leaves_no_reference_cycle(name, request_):
    call = ENTRY_POINTS[name].function
    call(request_)  # (first answers fill memos and tables, which are kept on purpose)
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(3):
            call(request_)
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()


def test_the_no_yaku_request_here_is_refused_as_no_yaku():
    assert tenbou.score(NO_YAKU)["error"]["code"] == "no_yaku"
