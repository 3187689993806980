"""The ``>>>`` examples in the engine's docstrings run as tests (here and inside Pyodide)."""

import doctest
import importlib
import pkgutil

import pytest

import tenbou

MODULES = ["tenbou"] + [f"tenbou.{m.name}" for m in pkgutil.iter_modules(tenbou.__path__) if m.name != "__main__"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
