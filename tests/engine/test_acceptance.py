"""Every hand-checked case of shared/cases/acceptance.jsonl (copied to data/ so the suite
also runs inside Pyodide, where only tests/ is mounted)."""

import json
from pathlib import Path

import pytest

import tenbou

HERE = Path(__file__).parent
CASES = [json.loads(line) for line in (HERE / "data" / "acceptance.jsonl").read_text().splitlines() if line.strip()]
SHARED = HERE.parents[2] / "shared" / "cases" / "acceptance.jsonl"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_acceptance(case):
    got = tenbou.score(case["request"])
    expect = case["expect"]
    if "error" in expect:
        assert got["ok"] is False, got
        assert got["error"]["code"] == expect["error"], got
        assert got["error"]["message"]
        return
    assert got["ok"] is True, got
    for key, value in expect.items():
        if key == "yaku":
            assert sorted(y["id"] for y in got["yaku"]) == sorted(value)
        else:
            assert got[key] == value, key
    assert sum(step["fu"] for step in got["fu_steps"]) == got["fu_raw"]


def test_copy_matches_shared_cases():
    """The copy in data/ is the shared file, where the shared folder is beside the checkout."""
    if not SHARED.exists():
        pytest.skip("shared/ is not beside this checkout (inside Pyodide only tests/ is mounted)")
    assert (HERE / "data" / "acceptance.jsonl").read_text() == SHARED.read_text()
