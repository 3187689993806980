"""``ruff check`` (ruff.toml: pyflakes, syntax errors, bugbear) finds nothing in the checkout.

Run by the CPython suite, which the test command runs; ruff is a native program with no Pyodide
build, so the Pyodide run of this suite leaves it to the CPython one.
"""

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten", reason="ruff is a native program: the CPython run of this suite runs it")

ROOT = Path(__file__).resolve().parents[2]


def test_ruff_finds_nothing():
    found = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
                           cwd=ROOT, capture_output=True, text=True)
    assert found.returncode == 0, "ruff check found:\n" + found.stdout + found.stderr
