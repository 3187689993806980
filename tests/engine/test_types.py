"""``mypy`` (strict, [tool.mypy] of pyengine/pyproject.toml) finds nothing in the engine package.

Run by the CPython suite, which the test command runs; mypy is compiled for CPython and has no
Pyodide build, so the Pyodide run of this suite leaves it to the CPython one.
"""

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten", reason="mypy has no Pyodide build: the CPython run of this suite runs it")

ENGINE = Path(__file__).resolve().parents[2] / "pyengine"


def test_mypy_finds_nothing():
    found = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--no-error-summary"],
                           cwd=ENGINE, capture_output=True, text=True)
    assert found.returncode == 0, "mypy found:\n" + found.stdout + found.stderr
