"""An answer leaves no garbage that only the garbage collector can free: every object an entry
point (or its JSON function, which the web worker calls) makes is freed when the caller drops
its response, on the scoring path and on the error path alike (an error held past its
``except`` block keeps its traceback, and with it every frame the error passed, in a reference
cycle)."""

import gc
import json
from pathlib import Path

import pytest

from tenbou.faces.entry_points import ENTRY_POINTS

NOT_AN_OBJECT = ([], "bad_request")  # refused by the wrapper every entry point shares

#: Recorded games: an mjlog, and a tenhou.net/6 round whose calls only the rest of the round can
#: place (its replay tries a choice, fails and goes back).
LOGS = Path(__file__).parents[1] / "data" / "logs"
MJLOG = (LOGS / "mjlog" / "double-ron.xml").read_text(encoding="utf-8")
TENHOU6 = (LOGS / "tenhou6" / "confusing_nakis_1.json").read_text(encoding="utf-8")

#: Requests of each entry point, each with the error code it is answered with (None: answered).
REQUESTS = {
    "score": [
        ({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"}, None),
        ({"hand": "123m456m789p234s55z", "win_tile": "4s"}, "no_yaku"),  # concealed ron without riichi
        ({"hand": "123m456m999p555s7z", "win_tile": "5m"}, "wrong_tile_count"),
        ({"hand": "123m456m999p555s77z", "win_tile": "5m", "honba": "2"}, "bad_request"),
        NOT_AN_OBJECT,
    ],
    "waits": [({"hand": "123m46m999p555s77z", "riichi": True}, None), ({"hand": "123m"}, "wrong_tile_count"),
              NOT_AN_OBJECT],
    "discards": [({"hand": "123m46m999p555s77z9s", "riichi": True}, None), ({"hand": "8z"}, "invalid_tile"),
                 NOT_AN_OBJECT],
    "game": [({"events": [{"riichi": 1}, {"win": {"winner": 1, "from": 0, "han": 2, "fu": 40}}]}, None),
             ({"events": [{"win": {"winner": 9}}]}, "invalid_event"), ({"events": "x"}, "bad_request"),
             NOT_AN_OBJECT],
    "chart": [({"honba": 1}, None), ({"honba": -1}, "bad_request"), NOT_AN_OBJECT],
    "random_hand": [({"seed": 7}, None), ({"seed": "x"}, "bad_request"), NOT_AN_OBJECT],
    "practice": [({"topic": "ron_triplet", "seed": 7}, None), ({"topic": "nothing"}, "bad_request"), NOT_AN_OBJECT],
    "read_log": [(MJLOG, None), (TENHOU6, None), ("no log", "bad_log"), ([], "bad_log")],
    "check_log": [({"log": MJLOG}, None), ({"log": TENHOU6, "lang": "ja"}, None), ({"log": "<mjloggm"}, "bad_log"),
                  ({"log": MJLOG, "rules": "nope"}, "invalid_rules"), ([], "bad_log")],
}
CASES = [(name, request, code) for name, requests in REQUESTS.items() for request, code in requests]


def test_every_entry_point_has_requests_here():
    assert set(REQUESTS) == set(ENTRY_POINTS)


def _code(response: dict):
    return None if response["ok"] else response["error"]["code"]


def _leaves_no_cycle(answer) -> None:
    answer()  # (first answers fill memos and tables, which are kept on purpose)
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(3):
            answer()
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()


@pytest.mark.parametrize("name, request_, code", CASES)
def test_an_answer_leaves_no_reference_cycle(name, request_, code):
    call = ENTRY_POINTS[name].function
    assert _code(call(request_)) == code
    _leaves_no_cycle(lambda: call(request_))


@pytest.mark.parametrize("name, request_, code", CASES)
def test_a_json_answer_leaves_no_reference_cycle(name, request_, code):
    call = ENTRY_POINTS[name].json_function
    text = json.dumps(request_)
    assert _code(json.loads(call(text))) == code
    _leaves_no_cycle(lambda: call(text))
