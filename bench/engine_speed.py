"""Part 1 of the bench: the engine against the `mahjong` package on the same hands, in Pyodide
(the targets: :func:`run_pyodide`, driven by pyodide_engine.mjs under Node) and in CPython (for
information: :func:`run`, :func:`run_panels`, :func:`run_practice`).

The hands are the differential test's (tests/engine/test_differential.py): ``generate(seed, i)``
gives a random valid winning hand with its tenbou request, and ``oracle(hand)`` builds the
`mahjong` arguments (136-tile arrays, Meld objects, HandConfig) and calls
``HandCalculator.estimate_hand_value``. Both engines' inputs are prepared up front (the oracle's
arguments are captured by wrapping estimate_hand_value once), so the timed loops hold nothing
but the scoring calls:

- tenbou: ``tenbou.score(request)``, a JSON-shaped dict in, the full response (yaku, every fu
  step with its reason, payments) out; tenbou remembers partial results that recur from hand
  to hand (bounded memos): each pass starts with them empty;
- mahjong: ``HandCalculator.estimate_hand_value(*captured_args)``;
- mahjong from the request (CPython only, for information): the same call, with its arguments
  built inside the loop from the request tenbou gets (notation to 136-arrays with
  TilesConverter, Meld objects, a HandConfig for the situation), since tenbou's input is that
  request.

Waits and discards (:func:`time_panels`): tenbou's ``waits`` and ``discards`` requests timed
against its own score request, in the same passes: the figure is how many score requests one
waits or discards request costs. The hands are made here from the same generator
(:func:`panel_requests`): waits of winning hands with one concealed tile taken out (tenpai, as
a player asks the waits panel) and of 13 tiles dealt at random; discards of winning hands with
one concealed tile swapped for a tile from the wall (what a player holds after a draw), of
winning hands, and of 14 tiles dealt at random.

Practice questions (:func:`run_practice`, CPython): ``tenbou.practice`` for each topic, a
question per seed, timed against the score request in the same passes: milliseconds per
question, and how many score requests one question costs.

The engines take turns every CHUNK hands (tenbou, mahjong, then the next hands), so that a change
in machine load hits all of them alike; a pass is the whole set of hands. Times are the CPU time
of the process (:func:`cpu_seconds`), and each figure is the median of the passes. The garbage
collector stays on (both engines allocate) and is run before each stretch; in Pyodide its cost
is measured too, and what the memos save (:func:`run_pyodide`).
"""

import gc
import importlib
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import test_differential as differential  # noqa: E402  (the seeded generator and the oracle)
import tenbou  # noqa: E402
from tenbou.road.api import clear_memos  # noqa: E402
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
ON_PYODIDE = sys.platform == "emscripten"


def cpu_seconds():
    """CPU time this process has used, in seconds: time.process_time() on CPython; in Pyodide,
    Node's process.cpuUsage() (user + system, as the operating system counts them for the Node
    process, its compiler and collector threads included)."""
    if ON_PYODIDE:
        import js  # Pyodide's view of JavaScript's globals
        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
    return time.process_time()


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
    started = cpu_seconds()
    for request in requests:
        score(request)
    return cpu_seconds() - started


def _time_mahjong(calls):
    estimate = HandCalculator.estimate_hand_value
    started = cpu_seconds()
    for args, kwargs in calls:
        estimate(*args, **kwargs)
    return cpu_seconds() - started


def _time_mahjong_from_request(requests):
    """mahjong given what tenbou is given: each request's notation converted to 136-arrays and
    Melds, and its situation to a HandConfig (as the differential test's oracle builds it),
    in the timed loop; then the scoring call."""
    estimate = HandCalculator.estimate_hand_value
    to_136 = TilesConverter.one_line_string_to_136_array
    oracle_config = differential.oracle_config
    started = cpu_seconds()
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
    return cpu_seconds() - started


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
    started = cpu_seconds()
    for request in requests:
        call(request)
    return (cpu_seconds() - started) / len(requests) * 1e6


def panel_sets():
    """The requests the panel figures time, by kind: {"score": the unit's, "waits", "discards"}
    (a hand whose red fives, written plain, make four plain fives is refused: left out)."""
    waits_module = importlib.import_module("tenbou.tools.waits")  # (tenbou.waits is also the function)
    waits, discards = panel_requests()
    return {
        "score": [differential.generate(PANEL_SEED + 1, index)["request"] for index in range(PANEL_SCORES)],
        "waits": [r for r in waits if waits_module.waits(r)["ok"]],
        "discards": [r for r in discards if waits_module.discards(r)["ok"]],
    }


def panel_calls():
    """The engine's function for each kind of :func:`panel_sets`."""
    waits_module = importlib.import_module("tenbou.tools.waits")
    return {"score": tenbou.score, "waits": waits_module.waits, "discards": waits_module.discards}


def panel_pass(sets):
    """One pass of :func:`time_panels`: each kind of :func:`panel_sets` in turn, each stretch from
    empty memos; {kind: microseconds per request}."""
    calls = panel_calls()
    return {name: _time_calls(calls[name], requests) for name, requests in sets.items()}


def panel_summary(sets, passes):
    """The figures of :func:`time_panels` from its passes (a list of :func:`panel_pass` results)."""
    times = {name: [p[name] for p in passes] for name in sets}
    median = {name: statistics.median(t) for name, t in times.items()}
    return {
        "us_per_request": median,
        "us_per_request_all_passes": times,
        "requests": {name: len(requests) for name, requests in sets.items()},
        "waits_per_score": median["waits"] / median["score"],
        "discards_per_score": median["discards"] / median["score"],
    }


def time_panels(sets, passes=3, log=print, label="panels"):
    """Time waits and discards requests against score requests of the same build, taking turns
    within each pass, each stretch from empty memos; each figure is the median of the passes, in
    microseconds per request ("waits_per_score", "discards_per_score": the medians' ratios)."""
    done = []
    for number in range(passes):
        done.append(panel_pass(sets))
        log(f"{label}: pass {number + 1}/{passes}: "
            + ", ".join(f"{name} {us:,.0f} µs" for name, us in done[-1].items()))
    return panel_summary(sets, done)


def run_panels(passes=3, log=print):
    """:func:`time_panels` on :func:`panel_sets`, and for information each kind timed again right
    after a stretch of its own, keeping the memos that stretch left (as the page's worker keeps
    them from request to request): "us_per_request_memos_kept"."""
    sets = panel_sets()
    result = time_panels(sets, passes, log)
    kept = {}
    for name, call in panel_calls().items():
        _time_calls(call, sets[name])
        kept[name] = _time_calls(call, sets[name], cold=False)
    return {**result, "us_per_request_memos_kept": kept}


def run_practice(passes=3, log=print):
    """Time ``tenbou.practice`` per topic against score requests of the same build, taking turns
    within each pass; each figure is the median of the passes: milliseconds per question, and
    score requests per question."""
    topics = [*importlib.import_module("tenbou.table.practice").TOPICS]  # (tenbou.practice is the function)
    scores = [differential.generate(PANEL_SEED + 1, index)["request"] for index in range(PANEL_SCORES)]
    requests = {topic: [{"topic": topic, "seed": seed} for seed in range(PRACTICE_SEEDS)] for topic in topics}
    times = {"score": [], **{topic: [] for topic in topics}}
    for number in range(passes):
        times["score"].append(_time_calls(tenbou.score, scores))
        for topic in topics:
            times[topic].append(_time_calls(tenbou.practice, requests[topic]))
        log("practice: pass {}/{}: score {:.0f} µs; ".format(number + 1, passes, times["score"][-1])
            + ", ".join(f"{topic} {t[-1] / 1000:.2f} ms" for topic, t in times.items() if topic != "score"))
    best = {name: statistics.median(t) for name, t in times.items()}
    return {
        "questions_per_topic": PRACTICE_SEEDS,
        "ms_per_question": {topic: best[topic] / 1000 for topic in topics},
        "scores_per_question": {topic: best[topic] / best["score"] for topic in topics},
        "score_us": best["score"],
    }


def engine_pass(timers, count, cold=True):
    """One pass over `count` hands: the engines of `timers` ({name: (timer, inputs)}) take turns
    every CHUNK hands, each stretch after a full collection; if `cold`, tenbou's memos are
    cleared first. {name: microseconds per hand}."""
    if cold:
        clear_memos()
    spent = dict.fromkeys(timers, 0.0)
    for start in range(0, count, CHUNK):
        part = slice(start, start + CHUNK)
        for name, (timer, inputs) in timers.items():
            gc.collect()
            spent[name] += timer(inputs[part])
    return {name: seconds / count * 1e6 for name, seconds in spent.items()}


def engine_timers(requests, calls, from_request=False):
    """The timers :func:`engine_pass` takes: tenbou on `requests`, mahjong on `calls` (and, if
    `from_request`, mahjong building its arguments from `requests`)."""
    timers = {"tenbou": (_time_tenbou, requests), "mahjong": (_time_mahjong, calls)}
    if from_request:
        timers["mahjong_request"] = (_time_mahjong_from_request, requests)
    return timers


def time_engines(requests, calls, passes=3, log=print, from_request=False, label="engine"):
    """Time tenbou and mahjong (and, if `from_request`, mahjong from the request) on the same
    hands, taking turns every CHUNK hands, each pass from empty memos; figures in microseconds
    per hand, the median of the passes, and "ratio", tenbou's over mahjong's."""
    timers = engine_timers(requests, calls, from_request)
    times = {name: [] for name in timers}
    for number in range(passes):
        for name, us in engine_pass(timers, len(requests)).items():
            times[name].append(us)
        log(f"{label}: pass {number + 1}/{passes}: "
            + ", ".join(f"{name} {t[-1]:.1f} µs" for name, t in times.items()))
    per_hand = {name: statistics.median(t) for name, t in times.items()}
    return {"us_per_hand": per_hand, "us_per_hand_all_passes": times,
            "ratio": per_hand["tenbou"] / per_hand["mahjong"]}


def prepare_requests(count, seed, log):
    """The hands' tenbou requests and mahjong's arguments for them: ``(requests, calls)``."""
    log(f"engine: generating {count:,} hands (seed {seed}) and the oracle's arguments")
    hands, calls = prepare(seed, count)
    return [hand["request"] for hand in hands], calls


def warm_up(requests):
    """Score every request once (imports, the tables the engine builds on its first hand); return
    how many scored."""
    return sum(1 for r in requests if tenbou.score(r).get("ok"))


def run(count=10_000, passes=3, seed=differential.DEFAULT_SEED, log=print):
    """Time both engines on `count` hands in this Python (CPython: for information);
    figures in microseconds per hand."""
    requests, calls = prepare_requests(count, seed, log)
    scored = warm_up(requests)
    # tenbou remembers partial results that recur from hand to hand (melds, winning tiles, what
    # a count of han and fu pays, fu steps and their entries, calls; bounded: tenbou.kernel.memo). Every
    # timed pass starts with them empty, so that each hand is new to it, as a player's hands are;
    # only what recurs within the pass helps. (The tables it builds once, when the first hand is
    # read, such as the splits of every one-suit shape without a pair, are not memos and stay:
    # the warm-up above built them.)
    timed = time_engines(requests, calls, passes, log, from_request=True)
    # For information: one more pass over the same hands with the memos the last pass left.
    gc.collect()
    memos_kept = _time_tenbou(requests) / count * 1e6
    log(f"engine: tenbou again, memos kept from the pass before: {memos_kept:.1f} µs")
    per_hand = timed["us_per_hand"]
    return {
        **timed,
        "hands": count,
        "scored": scored,
        "seed": seed,
        "passes": passes,
        "tenbou_memos_kept_us": memos_kept,
        "ratio_memos_kept": memos_kept / per_hand["mahjong"],
        "ratio_request": per_hand["tenbou"] / per_hand["mahjong_request"],
        "python": sys.version.split()[0],
    }


def run_pyodide(count=5_000, passes=3, seed=differential.DEFAULT_SEED, log=print):
    """The targets' figures, in Pyodide: tenbou against mahjong on `count` hands, and the waits
    and discards requests against the score request; and what the garbage collector and the
    memos do to tenbou's time. Figures in µs of CPU time, medians of `passes` passes.

    Each pass: a score pass of both engines from empty memos, the collector on ("on"; the page's
    worker leaves it on, at Python's default thresholds); tenbou again over the same hands with
    the memos that pass left ("kept"); the score pass again with the collector off ("off",
    gc.disable()), after those in the first, third ... passes and before them in the second,
    fourth ...; then the panels (:func:`panel_pass`, collector on).
    After the passes, for information, `passes` score passes with the collector on and the
    engine's tables frozen ("frozen": gc.freeze() after the warm-up, as the worker could do
    once started; it cannot be undone, so it comes last).

    The hands and requests are made first and frozen (gc.freeze()), with the modules imported
    until then: the collector then walks what it walks in the page's worker, the engine's tables
    and memos and the request in hand, not the bench's thousands of hands. The warm-up that
    follows builds the engine's tables, unfrozen, as in the worker.

    Returns {"engine": {mode: time_engines()-shaped figures for "on", "off", "frozen"; "kept":
    tenbou only}, "ratio": median of the passes' tenbou / mahjong (collector on), "gc_off_ratio"
    and "memos_kept_ratio": medians of the passes' tenbou "off" / "on" and "kept" / "on",
    "frozen_ratio": the same as "ratio" in the "frozen" passes (against mahjong in those passes,
    since they run later, when the machine's load may differ), "memo_worth": :func:`memo_worth`
    (before the "frozen" passes),
    "panels": time_panels()-shaped figures, "collections": the collections the collector started
    on its own in each mode, all passes together (counted by a gc.callbacks entry; the bench's own
    gc.collect() before each stretch left out), and the run's facts (hands, scored, seed, passes, python)}."""
    requests, calls = prepare_requests(count, seed, log)
    log("panels: making the waits and discards requests")
    sets = panel_sets()
    gc.collect()
    gc.freeze()
    scored = warm_up(requests)
    for name, call in panel_calls().items():  # (the panels' own code paths, warmed up too)
        for request in sets[name][:200]:
            call(request)
    timers = engine_timers(requests, calls)
    tenbou_only = {"tenbou": timers["tenbou"]}
    times = {mode: [] for mode in ("on", "kept", "off", "frozen")}
    collections = dict.fromkeys(times, 0)
    started = [0]  # collections started, counted by the callback below
    gc.callbacks.append(lambda phase, info: started.__setitem__(0, started[0] + (phase == "start")))
    stretches = -(-count // CHUNK)  # each engine's gc.collect() calls in a pass
    panels = []

    def timed(mode, pass_timers, cold=True):
        before = started[0]
        times[mode].append(engine_pass(pass_timers, count, cold))
        collections[mode] += started[0] - before - stretches * len(pass_timers)

    def timed_off():
        gc.disable()
        timed("off", timers)
        gc.enable()

    for number in range(passes):
        off_first = number % 2 == 1  # (so that neither of "on" and "off" always comes first)
        if off_first:
            timed_off()
        timed("on", timers)
        timed("kept", tenbou_only, cold=False)
        if not off_first:
            timed_off()
        panels.append(panel_pass(sets))
        log(f"engine: pass {number + 1}/{passes}: tenbou {times['on'][-1]['tenbou']:.1f} µs, mahjong "
            f"{times['on'][-1]['mahjong']:.1f} µs (collector off: {times['off'][-1]['tenbou']:.1f}, "
            f"{times['off'][-1]['mahjong']:.1f}; memos kept: {times['kept'][-1]['tenbou']:.1f}); panels: "
            + ", ".join(f"{name} {us:,.0f} µs" for name, us in panels[-1].items()))
    log("memo worth: each memo off in turn")
    worth = memo_worth(requests, sets["discards"][:WORTH_DISCARDS], passes)
    clear_memos()
    gc.collect()
    gc.freeze()
    for number in range(passes):
        timed("frozen", timers)
        log(f"engine, tables frozen: pass {number + 1}/{passes}: tenbou {times['frozen'][-1]['tenbou']:.1f} µs, "
            f"mahjong {times['frozen'][-1]['mahjong']:.1f} µs")

    def per_pass(mode, name, base_mode, base_name):
        """Each pass's `name` in `mode` over `base_name` in `base_mode`."""
        return [a[name] / b[base_name] for a, b in zip(times[mode], times[base_mode])]

    engine = {mode: {"us_per_hand": {name: statistics.median(p[name] for p in done) for name in done[0]},
                     "us_per_hand_all_passes": {name: [p[name] for p in done] for name in done[0]}}
              for mode, done in times.items()}
    ratios = {
        "ratio": per_pass("on", "tenbou", "on", "mahjong"),
        "gc_off_ratio": per_pass("off", "tenbou", "on", "tenbou"),
        "memos_kept_ratio": per_pass("kept", "tenbou", "on", "tenbou"),
        "frozen_ratio": per_pass("frozen", "tenbou", "frozen", "mahjong"),
        "mahjong_gc_off_ratio": per_pass("off", "mahjong", "on", "mahjong"),
    }
    return {
        "hands": count,
        "scored": scored,
        "seed": seed,
        "passes": passes,
        "python": sys.version.split()[0],
        "engine": engine,
        **{name: statistics.median(values) for name, values in ratios.items()},
        "ratios_all_passes": ratios,
        "panels": panel_summary(sets, panels),
        "collections": collections,
        "memo_worth": worth,
    }


#: Discards requests that time each shanten memo's worth (:func:`memo_worth`).
WORTH_DISCARDS = 300


def memo_worth(requests, discards, passes=3):
    """What each memo of the engine saves, where it runs: for each memo of the registry, a cold
    pass (memos emptied first) with that memo kept to a bound of 0 (it keeps nothing: every
    look-up is a miss) against a cold pass with every memo on, the two in turn, CPU time. The
    score memos are timed on the score `requests`, the shanten tables on `discards` (they serve
    waits and discards). A memo that no request of its pass fills (the Japanese texts, the
    rules overrides) is left out.

    Returns {memo name: {"requests": "score" or "discards", "ratio": median over the passes of
    the time without it over the time with it}}."""
    from tenbou.kernel import memo
    kinds = {name: ("discards" if name.startswith("shanten.") else "score") for name in memo.REGISTRY}
    calls = {"score": (tenbou.score, requests), "discards": (panel_calls()["discards"], discards)}
    filled = set()
    for kind, (call, inputs) in calls.items():
        _time_calls(call, inputs)
        filled |= {name for name, m in memo.REGISTRY.items() if len(m) and kinds[name] == kind}
    worth = {}
    for name in sorted(filled):
        call, inputs = calls[kinds[name]]
        target = memo.REGISTRY[name]
        ratios = []
        for _ in range(passes):
            with_it = _time_calls(call, inputs)
            bound, target.bound = target.bound, 0
            try:
                without = _time_calls(call, inputs)
            finally:
                target.bound = bound
            ratios.append(without / with_it)
        worth[name] = {"requests": kinds[name], "ratio": statistics.median(ratios)}
    return worth


def check(count=20, seed=differential.DEFAULT_SEED):
    """A quick look that the bench runs here (the Pyodide script's --check, for a test): `count`
    hands scored by both engines, one timed pass. {"hands", "scored", "us_per_hand": {"tenbou",
    "mahjong"}, "cpu_seconds": the process's CPU time so far, "python"}."""
    requests, calls = prepare_requests(count, seed, log=lambda message: None)
    scored = warm_up(requests)
    return {"hands": count, "scored": scored, "us_per_hand": engine_pass(engine_timers(requests, calls), count),
            "cpu_seconds": cpu_seconds(), "python": sys.version.split()[0]}


if __name__ == "__main__":
    import json
    if sys.argv[1:2] == ["panels"]:
        print(json.dumps(run_panels(int(sys.argv[2]) if len(sys.argv) > 2 else 3), indent=2))
    elif sys.argv[1:2] == ["practice"]:
        print(json.dumps(run_practice(int(sys.argv[2]) if len(sys.argv) > 2 else 3), indent=2))
    else:
        print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000), indent=2))
