"""The bench's Pyodide part (bench/pyodide_engine.mjs) starts: on CPython, driving Pyodide under
Node with the wheels the bench loads (the engine's from dist/, `mahjong`'s from build.py's cache),
its --check mode scores a few of the bench's hands with both engines and reads the CPU time.
The bench itself is slow and runs only with `python3 build.py bench`; this takes a few seconds.

The test needs the built dist/ (python3 build.py test builds it first), the cached wheels
(build.py fetches them for the Pyodide suite) and Node.
"""

import importlib.util
import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import engine_speed  # noqa: E402  (the same hands, scored here on CPython)


def _bench_runner():
    """bench/run.py as a module (it knows which wheels the Pyodide part loads)."""
    spec = importlib.util.spec_from_file_location("tenbou_bench_run", ROOT / "bench" / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench_run = _bench_runner()


@pytest.fixture(scope="module")
def wheels():
    if not os.environ.get("TENBOU_DIST_BUILT"):
        subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], check=True)
    return bench_run.pyodide_wheels()


def test_the_pyodide_part_starts_and_scores_as_cpython_does(wheels):
    command = ["node", str(bench_run.PYODIDE_SCRIPT), "--check"]
    for wheel in wheels:
        command += ["--wheel", str(wheel)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert len(lines) == 1, done.stdout
    result = json.loads(lines[0][len("RESULT "):])

    pyodide_package = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())
    assert result["pyodide"] == pyodide_package["version"]
    assert result["python"].startswith("3.14.")  # Pyodide's Python, not this one
    # The same hands, scored here on CPython by the engine from the source tree: as many score.
    requests, _ = engine_speed.prepare_requests(result["hands"], engine_speed.differential.DEFAULT_SEED,
                                                log=lambda message: None)
    assert result["scored"] == engine_speed.warm_up(requests)
    assert 0 < result["scored"] < result["hands"]  # the generator's hands include no-yaku ones
    assert set(result["us_per_hand"]) == {"tenbou", "mahjong"}
    assert all(us > 0 for us in result["us_per_hand"].values())
    assert result["cpu_seconds"] > 0  # Node's process.cpuUsage(), read from inside Pyodide
    assert version("mahjong") in wheels[1].name
