#!/usr/bin/env python3
"""Record every entry point's answers to a large corpus of requests, and compare two records.

A refactor of the engine must not change a single byte of any response. This tool makes that
checkable:

    .venv/bin/python tools/responses.py corpus REQUESTS.jsonl.gz   # write the corpus (once)
    .venv/bin/python tools/responses.py answer REQUESTS.jsonl.gz ANSWERS.jsonl.gz
    .venv/bin/python tools/responses.py diff OLD.jsonl.gz NEW.jsonl.gz

The corpus is written once, by the code before the change, and the same corpus is answered by
the code before and after it. It holds:

- every request that the engine suite passes to a public entry point (``score``, ``waits``,
  ``discards``, ``game``, ``chart``, ``random_hand``, ``practice`` and their ``*_json`` forms), recorded while
  the suite runs: errors, overrides, languages, ledgers;
- the differential generator's winning hands under every profile, in both languages, by ron and
  by tsumo;
- waits of those hands with one tile out, and discards of dealt 14-tile hands;
- the chart of every profile with honba and sticks, and random hands of many seeds;
- the shared acceptance cases (tests/engine/data/acceptance.jsonl);
- ``page_data()`` and the command line's readable output for a few hands.

Each answer line is ``[entry point, request, response]``, the response as the JSON text the
entry point returns (so key order and number formatting count).
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "pyengine" / "src"), str(ROOT / "tests" / "engine")]

PROFILES = ["ema2025", "wrc2025", "ema2016", "tenhou", "mahjongsoul"]
ENTRY_POINTS = ["score", "waits", "discards", "game", "chart", "random_hand", "practice"]


def _write(path, rows):
    with gzip.open(path, "wt", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")  # ASCII: lone surrogates survive


def _read(path):
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


# ----------------------------------------------------------------------------- the corpus

RECORDER = '''
import json, os, importlib, tenbou
OUT = open(os.environ["TENBOU_RECORD"], "a", encoding="utf-8")
def _wrap(module, name, entry):
    inner = getattr(module, name)
    def recording(request=None, *args, **kwargs):
        try:
            line = json.dumps([entry, request]) + "\\n"  # ASCII: lone surrogates survive
            OUT.write(line)
            OUT.flush()
        except (TypeError, ValueError, RecursionError):
            pass
        return inner(request, *args, **kwargs)
    return recording
# The package and each module that defines an entry point (where their callers look them up).
MODULES = [tenbou, *map(importlib.import_module, ("tenbou.road.api", "tenbou.tools.waits", "tenbou.table.game",
                                                  "tenbou.tools.chart", "tenbou.table.practice"))]
for module in MODULES:
    for entry in %r:
        for name, kind in ((entry, "object"), (entry + "_json", "json")):
            if hasattr(module, name):
                setattr(module, name, _wrap(module, name, entry if kind == "object" else entry + "_json"))
'''


def _recorded_from_engine_suite(tmp):
    """The requests the engine suite sends to the public entry points, as [entry, request]."""
    record = Path(tmp) / "record.jsonl"
    plugin = Path(tmp) / "tenbou_recorder.py"
    plugin.write_text(RECORDER % (ENTRY_POINTS,), encoding="utf-8")
    env = {**os.environ, "TENBOU_RECORD": str(record),
           "PYTHONPATH": os.pathsep.join([tmp, str(ROOT / "pyengine" / "src")])}
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "tenbou_recorder", "-p", "no:cacheprovider",
                    "tests/engine", "-x", "-q"], cwd=ROOT, env=env, check=False,
                   stdout=subprocess.DEVNULL)
    seen, rows = set(), []
    for line in record.read_text(encoding="utf-8").splitlines():
        if line not in seen:
            seen.add(line)
            rows.append(json.loads(line))
    return rows


def _generated():
    """Requests made here: winning hands, waits, discards, charts, random hands."""
    from sample_hands import complete, dealt, one_tile_out
    from test_differential import generate

    rows = []
    for index in range(1500):
        hand = generate(4242, index)["request"]
        for n, profile in enumerate(PROFILES):
            request = {**hand, "rules": profile}
            if (index + n) % 3 == 0:
                request["lang"] = "ja"
            rows.append(["score", request])
        rows.append(["score_json", json.dumps({**hand, "rules": PROFILES[index % 5], "lang": "ja"})])
    for index in range(1200):
        rows.append(["waits", {**one_tile_out(777, index), "lang": ["en", "ja"][index % 2]}])
    for index in range(150):
        rows.append(["discards", {**complete(555, index), "lang": ["en", "ja"][index % 2]}])
        request = dealt(999, index, size=14)
        request["lang"] = ["en", "ja"][index % 2]
        rows.append(["discards", request])
    for profile in PROFILES:
        for honba, sticks in ((0, 0), (1, 0), (2, 1)):
            for lang in ("en", "ja"):
                rows.append(["chart", {"rules": profile, "honba": honba, "riichi_sticks": sticks, "lang": lang}])
    for seed in range(300):
        rows.append(["random_hand", {"seed": seed, "rules": PROFILES[seed % 5], "lang": ["en", "ja"][seed % 2]}])
        rows.append(["practice", {"seed": seed, "rules": PROFILES[seed % 5], "lang": ["en", "ja"][seed % 2]}])
    with open(ROOT / "tests" / "engine" / "data" / "acceptance.jsonl", encoding="utf-8") as cases:
        for line in cases:
            if line.strip():
                rows.append(["score", json.loads(line)["request"]])
    return rows


CLI_LINES = [
    ["123m456m999p555s77z", "--win", "5m", "--riichi", "--dora", "2m"],
    ["11234567789p444z", "--win", "7p", "--tsumo", "--seat", "west", "--lang", "ja"],
    ["waits", "12346m999p555s77z", "--riichi", "--dora", "2m"],
    ["discards", "123456m999p555s778z"],
    ["123m456m999p555s7z", "--win", "7z"],
]


def corpus(path):
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        rows = _recorded_from_engine_suite(tmp) + _generated()
    rows += [["cli", line] for line in CLI_LINES] + [["page_data", None]]
    _write(path, rows)
    counts = {}
    for entry, _ in rows:
        counts[entry] = counts.get(entry, 0) + 1
    print(f"{len(rows)} requests: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


# ----------------------------------------------------------------------------- answering

def _cli(argv):
    from tenbou.faces.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as stop:
            code = stop.code
    return json.dumps([code, out.getvalue(), err.getvalue()], ensure_ascii=False)


def _answer_one(entry, request):
    import tenbou
    from tenbou.faces.page_data import page_data
    if entry == "cli":
        return _cli(request)
    if entry == "page_data":
        return json.dumps(page_data(), ensure_ascii=False, sort_keys=False)
    function = getattr(tenbou, entry)
    if entry.endswith("_json"):
        return function(request)
    return json.dumps(function(request), ensure_ascii=False)


def answer(requests_path, answers_path):
    random.seed(0)
    rows = []
    for entry, request in _read(requests_path):
        if entry.startswith(("random_hand", "practice")) and "seed" not in json.dumps(request):
            continue  # a random hand or question without a seed differs from one call to the next
        rows.append([entry, request, _answer_one(entry, request)])
    _write(answers_path, rows)
    print(f"{len(rows)} answers written to {answers_path}")


def diff(old_path, new_path, show=5):
    old, new = _read(old_path), _read(new_path)
    if len(old) != len(new):
        print(f"different lengths: {len(old)} against {len(new)}")
    differ = [(a, b) for a, b in zip(old, new) if a != b]
    for a, b in differ[:show]:
        print(f"- {a[0]} {json.dumps(a[1], ensure_ascii=False)[:200]}")
        print(f"  old: {a[2][:600]}")
        print(f"  new: {b[2][:600]}")
    print(f"{len(old)} answers compared, {len(differ)} differ")
    return 1 if differ or len(old) != len(new) else 0


def main(argv):
    if len(argv) == 2 and argv[0] == "corpus":
        corpus(argv[1])
        return 0
    if len(argv) == 3 and argv[0] == "answer":
        answer(argv[1], argv[2])
        return 0
    if len(argv) == 3 and argv[0] == "diff":
        return diff(argv[1], argv[2])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
