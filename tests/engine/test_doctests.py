"""The ``>>>`` examples in the engine's docstrings run as tests (here and inside Pyodide)."""

import doctest
import importlib

import pytest

MODULES = ["tenbou", "tenbou.api", "tenbou.errors", "tenbou.fu", "tenbou.hand", "tenbou.readings",
           "tenbou.rules", "tenbou.scoring", "tenbou.tiles", "tenbou.yaku"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
