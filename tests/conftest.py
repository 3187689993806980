"""Settings shared by every test suite (CPython, Pyodide and browser).

- ``--slow``: also run the slow tests. Tests read it with
  ``request.config.getoption("--slow")``; a test marked ``@pytest.mark.slow`` is skipped
  without it. ``python3 build.py test --slow`` passes it to the CPython and Pyodide runs.
- Hypothesis: no per-example deadline under Pyodide or in CI, where a shared 2-core machine
  makes timings noisy (a deadline there fails tests at random, not for a reason).
"""

import os
import sys

import pytest


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False,
                     help="also run slow tests (exhaustive and large property tests)")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a slow test, run only with --slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow test: run with --slow")
    for item in items:
        if item.get_closest_marker("slow"):
            item.add_marker(skip)


try:
    from hypothesis import settings
except ImportError:  # hypothesis is in requirements-dev.txt; tolerate a bare pytest
    pass
else:
    settings.register_profile("noisy-machine", deadline=None)
    if sys.platform == "emscripten" or os.environ.get("CI"):
        settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "noisy-machine"))
