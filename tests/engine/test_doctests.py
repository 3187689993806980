"""The ``>>>`` examples in the engine's docstrings run as tests (here and inside Pyodide)."""

import doctest
import json
import importlib
import pkgutil

import pytest

import tenbou

MODULES = ["tenbou"] + [m.name for m in pkgutil.walk_packages(tenbou.__path__, "tenbou.") if m.name != "tenbou.__main__"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    # The examples read JSON answers with json.loads: given to every module, so that no module
    # imports json for its examples alone.
    result = doctest.testmod(importlib.import_module(name), extraglobs={"json": json})
    assert result.failed == 0
