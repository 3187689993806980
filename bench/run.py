"""Tenbou's performance bench: one run, one table. Start it with `python3 build.py bench`.

build.py installs what is missing (as for `test`, and the pinned `mahjong` wheel for Pyodide),
builds dist/, then runs this file with the project's .venv Python. It measures, in one run on
this machine:

1. the engine where players run it, in Pyodide under Node (the wheel the site ships, beside the
   `mahjong` package installed in the same Pyodide; bench/pyodide_engine.mjs runs
   engine_speed.run_pyodide): its time per hand against `mahjong`'s on the same random hands, its
   waits and discards requests against its own score request, and what Pyodide's garbage
   collector and the engine's memos do to its time; then, for information, the same in CPython
   and its practice questions, per topic (engine_speed.run, run_panels, run_practice); and the
   check of whole recorded games (bench/log_speed.py, in Pyodide and CPython): its cost per win
   in score requests and a 12-round game's time;
2. the score round trip in the page, click to result, through the worker, and tap to waits and
   discards panel with the CPU slowed 4x, and a 12-round game picked in ?view=log to its table
   shown (browser.py);
3. cold and warm load times in Chromium, beside a bare `loadPyodide` page (browser.py);
4. the bytes of a first visit, raw, gzip and brotli, Pyodide's files and our own (browser.py);
5. the first visit on a phone's network (4G: 10 Mbit/s, 40 ms), files served gzipped, beside the
   bare page, with a waterfall of what it waits on (browser.py);

and prints one table with each figure, its target (the project's performance targets, below)
and PASS/FAIL. Part 1's times are CPU time (the machine may be shared), medians of the passes.
Options: see --help. --json PATH also writes every figure (and each run's raw values). The exit
status is 0 whether or not the targets are met: this measures, the tests check.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import browser  # noqa: E402
import engine_speed  # noqa: E402
import log_speed  # noqa: E402

MB = 1_000_000  # decimal megabytes, as in the targets
ROOT = Path(__file__).resolve().parents[1]
PYODIDE_SCRIPT = ROOT / "bench" / "pyodide_engine.mjs"
PYODIDE_WHEELS = ROOT / ".cache" / "pyodide-wheels"  # build.py's cache of wheels for Pyodide

# The project's performance targets.
# Part 1's targets are on the engine in Pyodide (where players run it), in CPU time.
TARGET_ENGINE_RATIO = 0.6       # tenbou time per hand <= 0.6 x mahjong's, memos cleared each pass
TARGET_ROUND_TRIP_P95_MS = 30
TARGET_TILES_MS = 500           # tiles usable within 0.5 s of navigation
TARGET_READY_RATIO = 1.15       # engine ready <= 1.15 x bare Pyodide, cold
TARGET_FIRST_VISIT_GZIP = 4.8 * MB
MOONSHOT_FIRST_VISIT_GZIP = 4.5 * MB
TARGET_PHONE_TILES_MS = 1000    # tiles usable within 1 s of navigation on 4G
TARGET_PHONE_RATIO = 0.85       # engine ready <= 0.85 x bare Pyodide (full stdlib) on 4G
TARGET_REPEAT_READY_MS = 1000   # engine ready on a repeat visit (from the memory snapshot)
TARGET_LOAD_CLS = 0.02          # cumulative layout shift of a load (Core Web Vitals: "good" is <= 0.1)
TARGET_WAITS_P95_MS = 100       # tap -> waits panel updated, CPU slowed 4x (page and worker)
TARGET_DISCARDS_P95_MS = 100    # tap -> discards panel updated, CPU slowed 4x
TARGET_WAITS_PER_SCORE = 4      # a waits request costs at most 4 score requests (Pyodide, same build)
TARGET_DISCARDS_PER_SCORE = 20  # a discards request at most 20
TARGET_LOG_SCORES_PER_WIN = 3   # checking a whole game: at most 3 score requests per win, plus the replay
TARGET_LOG_GAME_MS = 1000       # a 12-round game's table within 1 s of the drop (here: the engine's check)

def log(message):
    print(f"  .. {message}", flush=True)


def verdict(ok):
    return "PASS" if ok else "FAIL"


def table(rows):
    """Plain-text table; rows are tuples (section, measure, value, target, result) or a str rule."""
    header = ("#", "measure", "value", "target", "result")
    cells = [r for r in rows if not isinstance(r, str)]
    widths = [max(len(str(r[i])) for r in [header, *cells]) for i in range(len(header))]

    def line(row):
        return "  ".join(str(c).rjust(w) if i == 2 else str(c).ljust(w)
                         for i, (c, w) in enumerate(zip(row, widths))).rstrip()

    rule = "-" * (sum(widths) + 2 * (len(widths) - 1))
    out = [line(header), rule]
    for r in rows:
        out.append(rule if r == "-" else r if isinstance(r, str) else line(r))
    return "\n".join(out)


def ms(value):
    return "-" if value is None else f"{value:,.0f} ms"


def quartiles(values):
    """(first quartile, median, third quartile), interpolated as statistics.quantiles does."""
    if len(values) < 2:
        return (values[0],) * 3
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, statistics.median(values), q3


def pyodide_wheels():
    """The wheels the Pyodide part loads: the engine's, as the site ships it (dist/pyodide/), and
    `mahjong`'s, of the version pinned for the tests (build.py caches it for the Pyodide suite)."""
    engine = sorted((ROOT / "dist" / "pyodide").glob("tenbou-*.whl"))
    oracle = PYODIDE_WHEELS / f"mahjong-{version('mahjong')}-py3-none-any.whl"
    if not engine or not oracle.exists():
        sys.exit("error: the engine wheel (dist/pyodide/) or the mahjong wheel (.cache/pyodide-wheels/) is "
                 "missing: run the bench with `python3 build.py bench`, which builds and fetches them")
    return [engine[-1], oracle]


def run_pyodide(hands, passes, log=log, logs=False):
    """Part 1's targets: bench/pyodide_engine.mjs under Node (engine_speed.run_pyodide in Pyodide;
    with `logs`, log_speed.run), its progress lines passed on as they come; its figures, with
    "pyodide" (Pyodide's version) and "node" (Node's)."""
    command = ["node", str(PYODIDE_SCRIPT)]
    for wheel in pyodide_wheels():
        command += ["--wheel", str(wheel)]
    command += ["--hands", str(hands), "--passes", str(passes)] + (["--logs"] if logs else [])
    log(f"engine in Pyodide: {' '.join(Path(c).name if c.startswith('/') else c for c in command)}")
    result = None
    with subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True) as process:
        for line in process.stdout:
            if line.startswith("RESULT "):
                result = json.loads(line[len("RESULT "):])
            else:
                print(line, end="", flush=True)
    if process.returncode or result is None:
        sys.exit(f"error: the bench's Pyodide part failed (exit {process.returncode})")
    node = subprocess.run(["node", "--version"], capture_output=True, text=True, check=True).stdout.strip()
    return {**result, "node": node}


def pyodide_rows(pyo):
    """Part 1's rows with targets: the engine in Pyodide."""
    on, panels = pyo["engine"]["on"]["us_per_hand"], pyo["panels"]
    per = panels["us_per_request"]
    n = f"{pyo['hands']:,}"
    return [
        ("1", f"Pyodide: tenbou.score, CPU time per hand ({n} hands, memos cleared)",
         f"{on['tenbou']:.1f} µs/hand", "", ""),
        ("1", "Pyodide: mahjong estimate_hand_value, same hands", f"{on['mahjong']:.1f} µs/hand", "", ""),
        ("1", "Pyodide: ratio tenbou / mahjong (median of the passes' ratios)", f"{pyo['ratio']:.3f}",
         f"<= {TARGET_ENGINE_RATIO:.2f}", verdict(pyo["ratio"] <= TARGET_ENGINE_RATIO)),
        ("1", f"Pyodide: waits request / score request ({panels['requests']['waits']:,} waits)",
         f"{panels['waits_per_score']:.1f}", f"<= {TARGET_WAITS_PER_SCORE}",
         verdict(panels["waits_per_score"] <= TARGET_WAITS_PER_SCORE)),
        ("1", f"Pyodide: discards request / score request ({panels['requests']['discards']:,} discards)",
         f"{panels['discards_per_score']:.1f}", f"<= {TARGET_DISCARDS_PER_SCORE}",
         verdict(panels["discards_per_score"] <= TARGET_DISCARDS_PER_SCORE)),
        ("1", "  info: Pyodide: score / waits / discards request",
         f"{per['score']:,.0f} / {per['waits']:,.0f} / {per['discards']:,.0f} µs", "", ""),
        ("1", "  info: Pyodide: tenbou with the collector off / on (gc.disable(), same hands)",
         f"{pyo['gc_off_ratio']:.2f}", "", ""),
        ("1", "  info: Pyodide: mahjong with the collector off / on", f"{pyo['mahjong_gc_off_ratio']:.2f}", "", ""),
        ("1", "  info: Pyodide: tenbou with memos kept / cleared (same hands again)",
         f"{pyo['memos_kept_ratio']:.2f}", "", ""),
        ("1", "  info: Pyodide: ratio tenbou / mahjong, the engine's tables frozen (gc.freeze(), later passes)",
         f"{pyo['frozen_ratio']:.3f}", "", ""),
        *(("1", f"  info: Pyodide: memo {name} off / on ({worth['requests']} requests, memos cleared)",
           f"{worth['ratio']:.2f}", "", "") for name, worth in pyo["memo_worth"].items()),
    ]


def log_rows(pyo, cpy):
    """Part 1's rows on game logs: checking whole recorded games (bench/log_speed.py), in Pyodide
    with targets, in CPython for information."""
    games = f"{pyo['games']} games, {pyo['wins']} wins"
    twelve = pyo["game_ms"]["twelve_max"]
    return [
        ("1", f"Pyodide: game log check, cost per win in score requests, replay left out ({games})",
         f"{pyo['scores_per_win']:.1f}", f"<= {TARGET_LOG_SCORES_PER_WIN}",
         verdict(pyo["scores_per_win"] <= TARGET_LOG_SCORES_PER_WIN)),
        ("1", f"Pyodide: game log check of a 12-round game, slowest of {pyo['twelve_hand_games']} (memos cleared)",
         ms(twelve), f"< {TARGET_LOG_GAME_MS:,} ms", verdict(twelve is not None and twelve < TARGET_LOG_GAME_MS)),
        ("1", "  info: Pyodide: score requests the check makes per win, counted",
         f"{pyo['score_calls_per_win']:.1f}", "", ""),
        ("1", "  info: Pyodide: game log check, median / slowest game; the replay's share of it",
         f"{ms(pyo['game_ms']['all_median'])} / {ms(pyo['game_ms']['all_max'])}; {pyo['replay_share']:.0%}", "", ""),
        ("1", "  info: CPython: game log check, cost per win in score requests; median game",
         f"{cpy['scores_per_win']:.1f}; {ms(cpy['game_ms']['all_median'])}", "", ""),
    ]


def cpython_rows(engine):
    """Part 1's rows for information: the same figures in CPython, and the practice questions."""
    us, panels, practice = engine["us_per_hand"], engine["panels"], engine["practice"]
    per, kept = panels["us_per_request"], panels["us_per_request_memos_kept"]
    n = f"{engine['hands']:,}"
    rows = [
        ("1", f"  info: CPython: tenbou.score, CPU time per hand ({n} hands, memos cleared)",
         f"{us['tenbou']:.1f} µs/hand", "", ""),
        ("1", "  info: CPython: mahjong estimate_hand_value, same hands", f"{us['mahjong']:.1f} µs/hand", "", ""),
        ("1", "  info: CPython: ratio tenbou / mahjong", f"{engine['ratio']:.3f}", "", ""),
        ("1", "  info: CPython: tenbou again, memos kept from a pass over the same hands",
         f"{engine['tenbou_memos_kept_us']:.1f} µs/hand", "", ""),
        ("1", "  info: CPython: ratio of that / mahjong", f"{engine['ratio_memos_kept']:.2f}", "", ""),
        ("1", "  info: CPython: mahjong from the request (convert + config + call)",
         f"{us['mahjong_request']:.1f} µs/hand", "", ""),
        ("1", "  info: CPython: ratio tenbou / that", f"{engine['ratio_request']:.2f}", "", ""),
        ("1", "  info: CPython: waits request / score request", f"{panels['waits_per_score']:.1f}", "", ""),
        ("1", "  info: CPython: discards request / score request", f"{panels['discards_per_score']:.1f}", "", ""),
        ("1", "  info: CPython: score / waits / discards request",
         f"{per['score']:,.0f} / {per['waits']:,.0f} / {per['discards']:,.0f} µs", "", ""),
        ("1", "  info: CPython: the same, memos kept from a stretch before: waits / score, discards / score",
         f"{kept['waits'] / kept['score']:.1f} / {kept['discards'] / kept['score']:.1f}", "", ""),
    ]
    rows += [("1", f"  info: CPython: practice question, {topic} ({practice['questions_per_topic']} seeds)",
              f"{ms:.2f} ms ({practice['scores_per_question'][topic]:.0f} scores)", "", "")
             for topic, ms in practice["ms_per_question"].items()]
    return rows


def build_rows(engine, page):
    rows = []
    if engine:
        rows += pyodide_rows(engine["pyodide"])
        rows += log_rows(engine["pyodide"]["logs"], engine["cpython"]["logs"])
        rows += cpython_rows(engine["cpython"])
        rows.append("-")
    if page:
        rt, load, size = page["round_trip"], page["load"], page["bytes"]
        warm = ("warm (SW)" if load["warm_sw_controlled"] else "warm (SW not in control!)" if load["service_worker"]
                else "warm (no SW yet: HTTP cache)")
        total_gzip = size["pyodide"]["gzip"] + size["ours"]["gzip"]
        total_raw = size["pyodide"]["raw"] + size["ours"]["raw"]
        rows += [
            ("2", f"round trip click -> result, median ({rt['count']})", f"{rt['median_ms']:.1f} ms", "", ""),
            ("2", "round trip click -> result, p95", f"{rt['p95_ms']:.1f} ms", f"<= {TARGET_ROUND_TRIP_P95_MS} ms",
             verdict(rt["p95_ms"] <= TARGET_ROUND_TRIP_P95_MS)),
            ("2", "  info: median page / worker / wait / render",
             " / ".join(f"{rt['median_parts_ms'].get(k, float('nan')):.1f}"
                        for k in ("click_to_post", "post_to_sent", "sent_to_handled", "handled_to_dom")) + " ms", "", ""),
            "-",
        ]
        for key, label, target in (("waits_panel", "waits", TARGET_WAITS_P95_MS),
                                   ("discards_panel", "discards", TARGET_DISCARDS_P95_MS)):
            panel = page[key]
            slowed = f"CPU slowed x{panel['slowdown']} (page: CDP setCPUThrottlingRate; worker: CFS quota)"
            rows += [
                ("2", f"tap -> {label} panel, {slowed}, median ({panel['count']})",
                 f"{panel['median_ms']:.1f} ms", "", ""),
                ("2", f"tap -> {label} panel, {slowed}, p95", f"{panel['p95_ms']:.1f} ms",
                 f"<= {target} ms", verdict(panel["p95_ms"] <= target)),
            ]
        check = page["waits_panel"]["check"]
        rows += [
            ("2", "  info: slowdown measured: page loop / worker loop / score round trip",
             f"x{check['factor']['page_loop_ms']:.1f} / x{check['factor']['worker_loop_ms']:.1f} / "
             f"x{check['factor']['score_trip_ms']:.1f}", "", ""),
        ]
        drop = page["log_drop"]
        rows += [
            ("2", f"pick a 12-round game in ?view=log -> table shown, slowest of {len(drop['samples_ms'])}",
             ms(drop["max_ms"]), f"< {TARGET_LOG_GAME_MS:,} ms", verdict(drop["max_ms"] < TARGET_LOG_GAME_MS)),
            ("2", "  info: the same, first pick (memos empty) / median", f"{ms(drop['first_ms'])} / {ms(drop['median_ms'])}",
             "", ""),
            "-",
        ]
        tiles_cold, tiles_warm = load["site_cold"]["tiles_ms"], load["site_warm"]["tiles_ms"]
        ready_cold, bare_cold = load["site_cold"]["ready_ms"], load["bare_cold"]["ready_ms"]
        ratio, ratios = load["ratio_ready_cold"], load["ratio_ready_cold_runs"]
        rows += [
            ("3", "tiles tappable, cold", ms(tiles_cold), f"<= {TARGET_TILES_MS} ms",
             verdict(tiles_cold is not None and tiles_cold <= TARGET_TILES_MS)),
            ("3", f"tiles tappable, {warm}", ms(tiles_warm), f"<= {TARGET_TILES_MS} ms",
             verdict(tiles_warm is not None and tiles_warm <= TARGET_TILES_MS)),
            ("3", "engine ready, cold", ms(ready_cold), "", ""),
            ("3", "bare loadPyodide ready, cold", ms(bare_cold), "", ""),
            ("3", "ratio engine / bare, cold (median of runs)", f"{ratio:.3f}", f"<= {TARGET_READY_RATIO:.2f}",
             verdict(ratio <= TARGET_READY_RATIO)),
            ("3", "  info: ratio per run, quartiles", "{:.2f} / {:.2f} / {:.2f}".format(*quartiles(ratios)), "", ""),
            ("3", "  info: worker started, cold: site / bare",
             f"{ms(load['site_cold']['worker_start_ms'])} / {ms(load['bare_cold']['worker_start_ms'])}", "", ""),
        ]
        # Repeat visits restore the engine from a memory snapshot (site/js/worker.js).
        for key, label in (("site_warm", f"engine ready, repeat visit: {warm}"),
                           ("site_again", "engine ready, repeat visit: third (SW)")):
            ready = load[key]["ready_ms"]
            if ready is None:
                continue
            starts = load[key]["start"]
            how = ("snapshot" if all(s == "snapshot" for s in starts)
                   else f"{sum(s == 'snapshot' for s in starts)}/{len(starts)} from the snapshot")
            rows.append(("3", f"{label}, {how}", ms(ready), f"< {TARGET_REPEAT_READY_MS:,} ms",
                         verdict(ready < TARGET_REPEAT_READY_MS)))
        rows.append(("3", "  info: bare ready, warm (HTTP cache)", ms(load["bare_warm"]["ready_ms"]), "", ""))
        cls = load["site_cold"]["cls"]
        if cls is not None:
            rows.append(("3", "layout shift (CLS) on load, cold, empty hand", f"{cls:.3f}", f"< {TARGET_LOAD_CLS}",
                         verdict(cls < TARGET_LOAD_CLS)))
        if load["site_warm"]["ready_ms"] is not None and load["bare_warm"]["ready_ms"]:
            rows.append(("3", "  info: ratio engine / bare, warm (medians)",
                         f"{load['site_warm']['ready_ms'] / load['bare_warm']['ready_ms']:.2f}", "", ""))
        total_brotli = size["pyodide"]["brotli"] + size["ours"]["brotli"]
        rows += [
            "-",
            ("4", "first visit, Pyodide files, raw / gzip / brotli",
             f"{size['pyodide']['raw'] / MB:.2f} / {size['pyodide']['gzip'] / MB:.2f} / "
             f"{size['pyodide']['brotli'] / MB:.2f} MB", "", ""),
            ("4", "first visit, our files, raw / gzip / brotli",
             f"{size['ours']['raw'] / MB:.3f} / {size['ours']['gzip'] / MB:.3f} / {size['ours']['brotli'] / MB:.3f} MB",
             "", ""),
            ("4", "first visit, total raw", f"{total_raw / MB:.2f} MB", "", ""),
            ("4", "first visit, total gzip", f"{total_gzip / MB:.2f} MB", f"<= {TARGET_FIRST_VISIT_GZIP / MB} MB",
             verdict(total_gzip <= TARGET_FIRST_VISIT_GZIP)),
            ("4", "first visit, total gzip (moonshot)", f"{total_gzip / MB:.2f} MB",
             f"<= {MOONSHOT_FIRST_VISIT_GZIP / MB} MB (moonshot)",
             "met" if total_gzip <= MOONSHOT_FIRST_VISIT_GZIP else "not met"),
            ("4", "  info: first visit, total brotli", f"{total_brotli / MB:.2f} MB", "", ""),
        ]
        sw = page.get("service_worker_bytes")
        if sw is not None:
            sw_raw = sw["pyodide"]["raw"] + sw["ours"]["raw"]
            rows.append(("4", "  info: + SW precache after ready, raw", f"{sw_raw / MB:.2f} MB", "", ""))
        phone = page["phone"]
        rows += [
            "-",
            ("5", "4G: tiles tappable, cold", ms(phone["tiles_ms"]), f"<= {TARGET_PHONE_TILES_MS:,} ms",
             verdict(phone["tiles_ms"] is not None and phone["tiles_ms"] <= TARGET_PHONE_TILES_MS)),
            ("5", "4G: engine ready, cold", ms(phone["ready_ms"]), "", ""),
            ("5", "4G: bare loadPyodide ready, cold (full stdlib)", ms(phone["bare_ready_ms"]), "", ""),
            ("5", "4G: ratio engine / bare, cold (median of runs)", f"{phone['ratio_ready']:.3f}",
             f"<= {TARGET_PHONE_RATIO:.2f}", verdict(phone["ratio_ready"] <= TARGET_PHONE_RATIO)),
            ("5", "  info: 4G ratio per run, quartiles", "{:.2f} / {:.2f} / {:.2f}".format(
                *quartiles(phone["ratio_ready_runs"])), "", ""),
            ("5", "  info: 4G bytes over the network (gzip): site / bare",
             f"{phone['transfer']['site'] / MB:.2f} / {phone['transfer']['bare'] / MB:.2f} MB", "", ""),
        ]
    return rows


def waterfall_note(phone, which):
    """The median 4G run's waterfall of `which` ("site" or "bare") in words: each Pyodide or
    engine file, and the page's other files in one line."""
    rows, marks = phone["waterfall"][which], phone["marks"][which]
    heavy = [r for r in rows if r[0].startswith("pyodide/") or r[0] in ("index.html", "bare.html")
             or r[0].endswith(("worker.js", "start-engine.js", "engine.js"))]
    rest = [r for r in rows if r not in heavy]
    parts = [f"{path} {start:,.0f}-{end:,.0f} ({size / 1000:,.0f} kB)" for path, start, end, size in heavy]
    if rest:
        parts.append(f"the page's {len(rest)} other files {min(r[1] for r in rest):,.0f}-"
                     f"{max(r[2] for r in rest):,.0f} ({sum(r[3] for r in rest) / 1000:,.0f} kB)")
    tiles = f"tiles {marks['tiles']:,.0f}, " if marks["tiles"] is not None else ""
    return f"{which}: " + "; ".join(parts) + f"; {tiles}ready {marks['ready']:,.0f}"


def footnotes(engine, page):
    notes = []
    if engine:
        pyo, cpy = engine["pyodide"], engine["cpython"]
        ratios, on = pyo["ratios_all_passes"], pyo["engine"]["on"]["us_per_hand_all_passes"]
        collections = pyo["collections"]

        def each(values, digits=0):
            return ", ".join(f"{v:.{digits}f}" for v in values)

        notes.append(
            f"1: Pyodide {pyo['pyodide']} (Python {pyo['python']}) under Node {pyo['node']}, the engine from the "
            f"wheel the site ships and mahjong from its wheel, in one interpreter; the differential test's hands "
            f"(seed {pyo['seed']}, {pyo['scored']:,} of {pyo['hands']:,} score, the rest are no-yaku errors), "
            f"tenhou rules; CPU time of the Node process (process.cpuUsage()), so that other processes on a "
            f"shared machine count less, though they still slow it (caches, memory); medians of {pyo['passes']} "
            f"passes, the engines taking turns every {engine_speed.CHUNK} hands after a full collection. Per pass: "
            f"tenbou {each(on['tenbou'])} µs, mahjong {each(on['mahjong'])} µs, ratio {each(ratios['ratio'], 3)}. "
            "tenbou: JSON-shaped dict in, full response out, each pass from empty memos (melds, winning tiles, "
            "payouts, fu steps and their entries, calls; bounded), so every hand is new to it; mahjong: the "
            "scoring call alone on prepared 136-arrays, Melds and HandConfig.")
        notes.append(
            "1: Pyodide's collector (on in the page's worker, at Python's default thresholds): each pass is run "
            f"again with gc.disable() (tenbou off / on per pass: {each(ratios['gc_off_ratio'], 2)}); collections "
            f"the collector started on its own, all passes together: {collections['on']} with it on, "
            f"{collections['off']} off, {collections['kept']} keeping the memos (the bench's own, one before "
            "each stretch, left out). The bench's hands are frozen (gc.freeze()) before timing, so the "
            "collector walks what it walks in the worker: the engine's tables and memos, and the hand in hand. "
            "'Memos kept' is tenbou again over the same hands right after a pass, keeping what it remembered "
            f"(per pass: {each(ratios['memos_kept_ratio'], 2)}); 'tables frozen' is {pyo['passes']} more passes "
            "after gc.freeze() of everything the warm-up built, as the worker could do once started "
            f"(ratio per pass: {each(ratios['frozen_ratio'], 3)}).")
        panels = pyo["panels"]
        notes.append(
            f"1: waits and discards: tenbou's waits ({panels['requests']['waits']:,}) and discards "
            f"({panels['requests']['discards']:,}) requests against its score request "
            f"({panels['requests']['score']:,}, the unit), in Pyodide, the three taking turns in each pass, each "
            "stretch starting with the memos empty and as long as the unit's, the collector on; medians of the "
            "passes. Waits: winning hands of the generator with a concealed tile out, and 13 tiles dealt; discards: "
            "winning hands with a concealed tile swapped for one from the wall, winning hands, and 14 tiles dealt "
            "(engine_speed.panel_requests).")
        notes.append(
            f"1: CPython (info): the same hands and panel requests in CPython {platform.python_version()} "
            f"(time.process_time(), medians of {cpy['passes']} passes); 'from the request' also builds mahjong's "
            "arguments from the request tenbou gets, in the loop. Practice: tenbou.practice, "
            f"{cpy['practice']['questions_per_topic']} seeds per topic under ema2025 (each deals the hand to order, "
            "scores it and checks its top readings), timed against the score request in the same passes; the "
            "figure in brackets is how many score requests one question costs.")
    if page:
        load = page["load"]
        runs = len(load["site_cold"]["ready_all_ms"])
        notes.append(f"2: a complete hand opened by URL; each click changes Ron/Tsumo, seat wind or honba "
                     f"(80 distinct requests); performance.now() from a capturing click listener to the mutation "
                     f"that shows the new score; {browser.ROUND_TRIP_WARMUP} warm-up clicks not counted. Parts "
                     "(medians of each): page = click handlers until the request is posted to the worker; worker = "
                     "until the worker sends the reply (message, Pyodide, engine); wait = until the page handles the "
                     "reply (main thread busy, e.g. with a frame); render = until the new score is in the DOM.")
        check = page["waits_panel"]["check"]
        notes.append("2: waits and discards panel: a 13-tile hand (waits request) and a 14-tile hand that does "
                     "not win (score, then discards request) opened by URL; each click changes the situation as "
                     "above; from the click to the mutation that shows the panel's new answer. The CPU is slowed "
                     f"{page['waits_panel']['slowdown']}x: the page's main thread by CDP setCPUThrottlingRate (which "
                     "Chromium refuses on a worker target), the engine worker's thread by a CFS quota (a cgroup of its "
                     "own); measured, without -> with: a loop in the page "
                     f"{check['free']['page_loop_ms']:.0f} -> {check['slowed']['page_loop_ms']:.0f} ms, a loop in the "
                     f"worker {check['free']['worker_loop_ms']:.0f} -> {check['slowed']['worker_loop_ms']:.0f} ms, "
                     f"median score round trip {check['free']['score_trip_ms']:.1f} -> "
                     f"{check['slowed']['score_trip_ms']:.1f} ms.")
        foreign = [f for key in ("site_cold", "bare_cold") for f in load[key]["foreign_all"] if f is not None]
        notes.append(f"3: medians of {runs} runs, ms since navigation start read in the page; cold = first visit "
                     "with a new browser profile; warm = second visit with that profile"
                     + (" after the service worker activated and the engine stored its memory snapshot; third "
                        "visit = the next one, the first to reuse the WebAssembly compiled from the service worker's "
                        "copy (Chromium keeps compiled code per cache entry, so the warm visit compiles it again); "
                        "repeat visits restore the engine from the snapshot (<html data-engine-start>)"
                        if load["service_worker"] else " (the site has no SW)")
                     + "; tiles = palette buttons present and enabled; ready = <html data-engine=ready>; CLS = the "
                     "layout shifts not caused by input, summed from navigation until two frames after ready (target: "
                     "the page's own, well inside Core Web Vitals' 'good', 0.1). Cold ready "
                     f"per run: site {', '.join(f'{v:.0f}' for v in load['site_cold']['ready_all_ms'])}; "
                     f"bare {', '.join(f'{v:.0f}' for v in load['bare_cold']['ready_all_ms'])}; the ratio is the median of "
                     "the runs' ratios (each run loads the two pages one after the other, taking turns at going first): "
                     f"{', '.join(f'{v:.2f}' for v in load['ratio_ready_cold_runs'])}. Each visit starts once the machine "
                     f"is quiet; {load['redone']} run(s) were run again because other processes used the CPU during a "
                     f"cold visit"
                     + (f"; in the runs kept, other processes used at most {max(foreign):.0%} of a core during a cold "
                        "visit." if foreign else "."))
        biggest = sorted((f for g in page["bytes"].values() for f in g["files"]), key=lambda f: -f["gzip"])[:4]
        notes.append("4: bodies received on the first cold visit until engine ready (server sends them "
                     "uncompressed), each gzipped -9 and brotli -11 here; largest gzip: "
                     + ", ".join(f"{f['path']} {f['gzip'] / MB:.2f} MB" for f in biggest) + ".")
        phone = page["phone"]
        net = phone["network"]
        notes.append(f"5: cold first visits with Chromium's network emulation (CDP, page and worker): "
                     f"{net['downloadThroughput'] * 8 / 1e6:.0f} Mbit/s down, {net['uploadThroughput'] * 8 / 1e6:.0f} "
                     f"up, {net['latency']} ms latency; files served gzipped -9 as static hosts serve them (text, "
                     "scripts, wasm; not the zip archives, already compressed); CPU not slowed; medians of "
                     f"{len(phone['ready_all_ms'])} runs, each loading both pages in turn. Ready per run: site "
                     f"{', '.join(f'{v:,.0f}' for v in phone['ready_all_ms'])}; bare "
                     f"{', '.join(f'{v:,.0f}' for v in phone['bare_ready_all_ms'])}; {phone['redone']} run(s) run again. "
                     "Waterfall of the median run (ms since navigation, start-end of each response, bytes over the "
                     f"network): {waterfall_note(phone, 'site')}. {waterfall_note(phone, 'bare')}.")
    return notes


def wrap(text, width=100, indent="   "):
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = indent + word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join(lines + [line])


def main(argv=None):
    parser = argparse.ArgumentParser(description="Tenbou performance bench (run it with `python3 build.py bench`).")
    parser.add_argument("--hands", type=int, default=5_000, help="random hands for the engine comparison")
    parser.add_argument("--passes", type=int, default=3, help="timed passes over the hands (the median is kept)")
    parser.add_argument("--round-trips", type=int, default=200, help="score round trips in the page")
    parser.add_argument("--runs", type=int, default=7, help="cold/warm page loads of each kind")
    parser.add_argument("--panel-clicks", type=int, default=60, help="clicks timed on the waits and discards panels")
    parser.add_argument("--only", choices=("engine", "browser"), help="run only one half")
    parser.add_argument("--json", metavar="PATH", help="also write every figure as JSON")
    args = parser.parse_args(argv)

    started = time.monotonic()
    load_before = os.getloadavg()
    print(f"Tenbou bench: {args.hands:,} hands, {args.round_trips} round trips, {args.runs} load runs", flush=True)
    engine = page = None
    if args.only != "browser":
        cpython = engine_speed.run(args.hands, args.passes, log=log)
        cpython["panels"] = engine_speed.run_panels(args.passes, log=log)
        cpython["practice"] = engine_speed.run_practice(args.passes, log=log)
        cpython["logs"] = log_speed.run(args.passes, log=log)
        engine = {"pyodide": run_pyodide(args.hands, args.passes), "cpython": cpython}
        engine["pyodide"]["logs"] = run_pyodide(0, args.passes, logs=True)
    if args.only != "engine":
        page = browser.run(args.round_trips, args.runs, log=log, panel_clicks=args.panel_clicks)
    load_after = os.getloadavg()

    when = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    cores = os.cpu_count()
    print()
    print(f"Tenbou bench, {when}: {platform.machine()}, {cores} cores, CPython {platform.python_version()}, "
          f"mahjong {version('mahjong')}, tenbou {version('tenbou')}"
          + (f", Pyodide {engine['pyodide']['pyodide']} under Node {engine['pyodide']['node']}" if engine else "")
          + (f", Chromium {page['chromium']}" if page else ""))
    # The load at the end includes the bench's own browser; only the start says what else runs.
    print(f"load average {load_before[0]:.1f} at start (before the bench), {load_after[0]:.1f} at end"
          + ("  (busy machine: timings are inflated)" if load_before[0] > cores / 2 else ""))
    print()
    rows = build_rows(engine, page)
    print(table(rows))
    results = [r[4] for r in rows if not isinstance(r, str) and r[4]]
    print(f"targets: {results.count('PASS')} PASS, {results.count('FAIL')} FAIL")
    print()
    for note in footnotes(engine, page):
        print(wrap(note))
    print(f"({time.monotonic() - started:.0f} s)", flush=True)

    if args.json:
        Path(args.json).write_text(json.dumps({
            "when": when, "cores": cores, "load_average": [load_before, load_after],
            "engine": engine, "browser": page,
        }, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
