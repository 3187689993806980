"""Part 1 of the bench: the engine in CPython against the `mahjong` package, on the same hands.

The hands are the differential test's (tests/engine/test_differential.py): ``generate(seed, i)``
gives a random valid winning hand with its tenbou request, and ``oracle(hand)`` builds the
`mahjong` arguments (136-tile arrays, Meld objects, HandConfig) and calls
``HandCalculator.estimate_hand_value``. Both engines' inputs are prepared up front (the oracle's
arguments are captured by wrapping estimate_hand_value once), so the timed loops hold nothing
but the scoring calls:

- tenbou: ``tenbou.score(request)``, a JSON-shaped dict in, the full response (yaku, every fu
  step with its reason, payments) out; tenbou remembers partial results that recur from hand
  to hand (bounded memos): each pass starts with them empty, and a last pass that keeps them
  is reported for information;
- mahjong: ``HandCalculator.estimate_hand_value(*captured_args)``;
- mahjong from the request: the same call, with its arguments built inside the loop from the
  request tenbou gets (notation to 136-arrays with TilesConverter, Meld objects, a HandConfig
  for the situation), since tenbou's input is that request.

Waits and discards (:func:`run_panels`): tenbou's ``waits`` and ``discards`` requests timed
against its own score request, in the same passes: the figure is how many score requests one
waits or discards request costs. The hands are made here from the same generator
(:func:`panel_requests`): waits of winning hands with one concealed tile taken out (tenpai, as
a player asks the waits panel) and of 13 tiles dealt at random; discards of winning hands with
one concealed tile swapped for a tile from the wall (what a player holds after a draw), of
winning hands, and of 14 tiles dealt at random.

Practice questions (:func:`run_practice`): ``tenbou.practice`` for each topic, a question per
seed, timed against the score request in the same passes: milliseconds per question, and how
many score requests one question costs (it deals the hand, scores it and checks its readings).

The engines take turns every CHUNK hands (tenbou, mahjong, mahjong from the request, then the next
hands), so that a change in machine load hits all of them alike; a pass is the whole set of
hands, and each figure is the best of the passes. The garbage collector stays on (both engines
allocate) and is run before each stretch.
"""

import gc
import importlib
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import test_differential as differential  # noqa: E402  (the seeded generator and the oracle)
import tenbou  # noqa: E402
from tenbou.api import clear_memos  # noqa: E402
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.meld import Meld  # noqa: E402
from mahjong.tile import TilesConverter  # noqa: E402

CHUNK = 500  # hands per timed stretch; the engines take turns stretch by stretch
PANEL_SEED = 20261203
#: Of each kind of panel request, how many a pass times (and score requests as the unit). Each
#: stretch starts with the memos empty, so each kind has as many requests as the unit to share
#: its first misses among: a shorter stretch is charged more of them per request, which says
#: how long it ran, not what a request costs (docs/performance.md, part 1). Until 2026-12-04
#: 23:40 UTC the stretches were 197 waits and 40 discards against 2,000 scores.
PANEL_SCORES = 2000
PANEL_WAITS = {"one_tile_out": 1500, "dealt": 500}
PANEL_DISCARDS = {"one_tile_swapped": 1000, "complete": 500, "dealt": 500}
#: Practice questions a pass deals per topic (seeds 0 to PRACTICE_SEEDS - 1), under ema2025.
PRACTICE_SEEDS = 100
MELD_TYPES = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "ankan": Meld.KAN}


def prepare(seed, count):
    """The hands, and the arguments the oracle passes to estimate_hand_value for each."""
    hands = [differential.generate(seed, index) for index in range(count)]
    original = HandCalculator.__dict__["estimate_hand_value"]  # a staticmethod object
    real = HandCalculator.estimate_hand_value
    captured = []

    def capture(*args, **kwargs):
        captured.append((args, kwargs))
        return real(*args, **kwargs)

    HandCalculator.estimate_hand_value = staticmethod(capture)
    try:
        for hand in hands:
            differential.oracle(hand)
    finally:
        HandCalculator.estimate_hand_value = original
    assert len(captured) == count, "the oracle should call estimate_hand_value once per hand"
    return hands, captured


def _time_tenbou(requests):
    score = tenbou.score
    started = time.perf_counter()
    for request in requests:
        score(request)
    return time.perf_counter() - started


def _time_mahjong(calls):
    estimate = HandCalculator.estimate_hand_value
    started = time.perf_counter()
    for args, kwargs in calls:
        estimate(*args, **kwargs)
    return time.perf_counter() - started


def _time_mahjong_from_request(requests):
    """mahjong given what tenbou is given: each request's notation converted to 136-arrays and
    Melds, and its situation to a HandConfig (as the differential test's oracle builds it),
    in the timed loop; then the scoring call."""
    estimate = HandCalculator.estimate_hand_value
    to_136 = TilesConverter.one_line_string_to_136_array
    oracle_config = differential.oracle_config
    started = time.perf_counter()
    for request in requests:
        tiles = to_136(request["hand"], has_aka_dora=True)
        melds = []
        for meld in request.get("melds", ()):
            ids = sorted(to_136(meld["tiles"], has_aka_dora=True))
            melds.append(Meld(MELD_TYPES[meld["kind"]], ids, opened=meld["kind"] != "ankan"))
            tiles += ids
        win = to_136(request["win_tile"], has_aka_dora=True)[0]
        dora = request.get("dora_indicators")
        ura = request.get("ura_dora_indicators")
        config = oracle_config(request)
        estimate(tiles, win, melds=melds, config=config,
                 dora_indicators=to_136(dora, has_aka_dora=True) if dora else [],
                 ura_dora_indicators=to_136(ura, has_aka_dora=True) if ura else [])
    return time.perf_counter() - started


def _counts(text):
    """34 counts of MPSZ text (red fives, ``0``, as fives)."""
    counts, digits = [0] * 34, []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
            continue
        for d in digits:
            counts[9 * "mpsz".index(ch) + (4 if d == 0 else d - 1)] += 1
        digits = []
    return counts


def _mpsz(counts):
    """MPSZ of 34 counts (no red fives)."""
    return "".join("".join(str(n + 1) * counts[9 * s + n] for n in range(9 if s < 3 else 7)) + "mpsz"[s]
                   for s in range(4) if any(counts[9 * s:9 * s + 9]))


def panel_requests(seed=PANEL_SEED):
    """The waits and discards requests the bench times: ``(waits, discards)``, lists of
    requests of each kind of :data:`PANEL_WAITS` and :data:`PANEL_DISCARDS` in turn. Winning
    hands are the differential generator's, their situation kept (melds, winds, flags,
    indicators, honba, sticks, Tenhou rules); their red fives are written as plain fives (the
    few hands that then hold four plain fives are left out by :func:`run_panels`)."""
    rng = random.Random(seed)

    def winning(index):
        request = dict(differential.generate(seed, index)["request"])
        del request["win_tile"], request["win"]
        return request, _counts(request["hand"])

    def in_sight(request, counts):
        sight = list(counts)
        for text in [m["tiles"] for m in request.get("melds", ())] + [request.get("dora_indicators", ""),
                                                                      request.get("ura_dora_indicators", "")]:
            sight = [a + b for a, b in zip(sight, _counts(text))]
        return sight

    def dealt(size):
        wall = [t for t in range(34) for _ in range(4)]
        counts = [0] * 34
        for t in rng.sample(wall, size):
            counts[t] += 1
        return {"hand": _mpsz(counts), "riichi": rng.random() < 0.5, "rules": "tenhou"}

    waits, discards, index = [], [], 0
    for _ in range(PANEL_WAITS["one_tile_out"]):
        request, counts = winning(index)
        index += 1
        counts[rng.choice([t for t in range(34) if counts[t]])] -= 1
        waits.append({**request, "hand": _mpsz(counts)})
    waits += [dealt(13) for _ in range(PANEL_WAITS["dealt"])]
    for _ in range(PANEL_DISCARDS["one_tile_swapped"]):
        request, counts = winning(index)
        index += 1
        counts[rng.choice([t for t in range(34) if counts[t]])] -= 1
        sight = in_sight(request, counts)
        counts[rng.choice([t for t in range(34) if sight[t] < 4])] += 1
        discards.append({**request, "hand": _mpsz(counts)})
    for _ in range(PANEL_DISCARDS["complete"]):
        request, counts = winning(index)
        index += 1
        discards.append({**request, "hand": _mpsz(counts)})
    discards += [dealt(14) for _ in range(PANEL_DISCARDS["dealt"])]
    return waits, discards


def _time_calls(call, requests, cold=True):
    if cold:
        clear_memos()  # (each stretch starts cold, as each score pass does)
    gc.collect()
    started = time.perf_counter()
    for request in requests:
        call(request)
    return (time.perf_counter() - started) / len(requests) * 1e6


def run_panels(passes=3, log=print):
    """Time waits and discards requests against score requests of the same build, taking turns
    within each pass; each figure is the best of the passes, in microseconds per request."""
    waits_module = importlib.import_module("tenbou.waits")  # (tenbou.waits is also the function)
    waits, discards = panel_requests()
    scores = [differential.generate(PANEL_SEED + 1, index)["request"] for index in range(PANEL_SCORES)]
    # (A hand whose red fives, written plain, make four plain fives is refused: left out.)
    waits = [r for r in waits if waits_module.waits(r)["ok"]]
    discards = [r for r in discards if waits_module.discards(r)["ok"]]
    times = {"score": [], "waits": [], "discards": []}
    for number in range(passes):
        times["score"].append(_time_calls(tenbou.score, scores))
        times["waits"].append(_time_calls(waits_module.waits, waits))
        times["discards"].append(_time_calls(waits_module.discards, discards))
        log("panels: pass {}/{}: ".format(number + 1, passes)
            + ", ".join(f"{name} {t[-1]:,.0f} µs" for name, t in times.items()))
    best = {name: min(t) for name, t in times.items()}
    # For information: each timed again right after a stretch of its own, keeping the memos that
    # stretch left (as the page's worker keeps them from request to request).
    kept = {}
    for name, call, requests in (("score", tenbou.score, scores), ("waits", waits_module.waits, waits),
                                 ("discards", waits_module.discards, discards)):
        _time_calls(call, requests)
        kept[name] = _time_calls(call, requests, cold=False)
    return {
        "us_per_request": best,
        "us_per_request_all_passes": times,
        "requests": {"score": len(scores), "waits": len(waits), "discards": len(discards)},
        "waits_per_score": best["waits"] / best["score"],
        "discards_per_score": best["discards"] / best["score"],
        "us_per_request_memos_kept": kept,
    }


def run_practice(passes=3, log=print):
    """Time ``tenbou.practice`` per topic against score requests of the same build, taking turns
    within each pass; each figure is the best of the passes: milliseconds per question, and score
    requests per question."""
    topics = [*importlib.import_module("tenbou.practice").TOPICS]  # (tenbou.practice is the function)
    scores = [differential.generate(PANEL_SEED + 1, index)["request"] for index in range(PANEL_SCORES)]
    requests = {topic: [{"topic": topic, "seed": seed} for seed in range(PRACTICE_SEEDS)] for topic in topics}
    times = {"score": [], **{topic: [] for topic in topics}}
    for number in range(passes):
        times["score"].append(_time_calls(tenbou.score, scores))
        for topic in topics:
            times[topic].append(_time_calls(tenbou.practice, requests[topic]))
        log("practice: pass {}/{}: score {:.0f} µs; ".format(number + 1, passes, times["score"][-1])
            + ", ".join(f"{topic} {t[-1] / 1000:.2f} ms" for topic, t in times.items() if topic != "score"))
    best = {name: min(t) for name, t in times.items()}
    return {
        "questions_per_topic": PRACTICE_SEEDS,
        "ms_per_question": {topic: best[topic] / 1000 for topic in topics},
        "scores_per_question": {topic: best[topic] / best["score"] for topic in topics},
        "score_us": best["score"],
    }


def run(count=10_000, passes=3, seed=differential.DEFAULT_SEED, log=print):
    """Time both engines on `count` hands; figures in microseconds per hand."""
    log(f"engine: generating {count:,} hands (seed {seed}) and the oracle's arguments")
    hands, calls = prepare(seed, count)
    requests = [hand["request"] for hand in hands]
    scored = sum(1 for r in requests if tenbou.score(r).get("ok"))  # also warms up imports

    # tenbou remembers partial results that recur from hand to hand (melds, winning tiles, what
    # a count of han and fu pays, fu steps and their entries, calls; bounded: tenbou.memo). Every timed pass starts with them empty, so that each hand is new to it, as a
    # player's hands are; only what recurs within the pass helps. (The tables it builds once,
    # when the first hand is read, such as the splits of every one-suit shape without a pair,
    # are not memos and stay: the warm-up above built them.)
    times = {"tenbou": [], "mahjong": [], "mahjong_request": []}
    for number in range(passes):
        clear_memos()
        spent = dict.fromkeys(times, 0.0)
        for start in range(0, count, CHUNK):
            part = slice(start, start + CHUNK)
            gc.collect()
            spent["tenbou"] += _time_tenbou(requests[part])
            gc.collect()
            spent["mahjong"] += _time_mahjong(calls[part])
            gc.collect()
            spent["mahjong_request"] += _time_mahjong_from_request(requests[part])
        for name, seconds in spent.items():
            times[name].append(seconds)
        log("engine: pass {}/{}: ".format(number + 1, passes)
            + ", ".join(f"{name} {t[-1] / count * 1e6:.1f} µs" for name, t in times.items()))

    # For information: one more pass over the same hands with the memos the last pass left.
    gc.collect()
    memos_kept = _time_tenbou(requests) / count * 1e6
    log(f"engine: tenbou again, memos kept from the pass before: {memos_kept:.1f} µs")
    per_hand = {name: min(t) / count * 1e6 for name, t in times.items()}
    return {
        "hands": count,
        "scored": scored,
        "seed": seed,
        "passes": passes,
        "us_per_hand": per_hand,
        "us_per_hand_all_passes": {name: [t / count * 1e6 for t in ts] for name, ts in times.items()},
        "ratio": per_hand["tenbou"] / per_hand["mahjong"],
        "tenbou_memos_kept_us": memos_kept,
        "ratio_memos_kept": memos_kept / per_hand["mahjong"],
        "ratio_request": per_hand["tenbou"] / per_hand["mahjong_request"],
        "python": sys.version.split()[0],
    }


if __name__ == "__main__":
    import json
    if sys.argv[1:2] == ["panels"]:
        print(json.dumps(run_panels(int(sys.argv[2]) if len(sys.argv) > 2 else 3), indent=2))
    elif sys.argv[1:2] == ["practice"]:
        print(json.dumps(run_practice(int(sys.argv[2]) if len(sys.argv) > 2 else 3), indent=2))
    else:
        print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000), indent=2))
