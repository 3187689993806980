"""The engine's folders are the stages of its road (docs/engine.md, "The road"): each folder
imports only the folders below it, so a change low on the road never needs one higher up."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "pyengine" / "src" / "tenbou"

#: The folders, top to bottom, and the top-level modules every stage may read.
STAGES = ["faces", "table", "tools", "road", "kernel"]
BESIDE_THE_KERNEL = {"rules", "i18n", "errors"}


def imported_stages(path):
    """The stages (folders) and top-level modules the module at ``path`` imports from."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 2 and node.module:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 2:
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("stage", STAGES)
def test_a_stage_imports_only_the_stages_below_it(stage):
    below = set(STAGES[STAGES.index(stage) + 1:]) | BESIDE_THE_KERNEL
    for path in sorted((PACKAGE / stage).glob("*.py")):
        assert imported_stages(path) <= below, (path.name, imported_stages(path) - below)


def test_every_module_is_in_a_stage_or_beside_the_kernel():
    top = {path.stem for path in PACKAGE.glob("*.py")}
    assert top == BESIDE_THE_KERNEL | {"__init__", "__main__"}
    assert {path.name for path in PACKAGE.iterdir() if path.is_dir() and path.name != "__pycache__"} == {
        *STAGES, "catalogs"}
