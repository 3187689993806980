"""Every hand-checked acceptance case of data/acceptance.jsonl.

Each case is ``{"name", "source", "request", "expect"}``: ``expect`` lists only the fields to
check (``yaku`` as the set of ids, dora kinds included; ``error`` as the code that must come
back instead of a score). The values were worked out by hand from the rulebooks and the fu
guide the project started from (docs/fu.md counts its examples again), and cross-checked against
an independent engine where its rules agree; ``source`` says where each comes from.

The cases were first written outside this repository, in ../shared/cases/acceptance.jsonl beside
the checkout, where the project started. Where that folder exists (not in a plain clone, nor
inside Pyodide), one test checks that the cases here are still the same ones; only their
``source`` notes differ, since here they cite docs/. Nothing else depends on that folder.
"""

import json
from pathlib import Path

import pytest

import tenbou

HERE = Path(__file__).parent
CASES = [json.loads(line) for line in (HERE / "data" / "acceptance.jsonl").read_text().splitlines() if line.strip()]
ORIGIN = HERE.parents[2] / "shared" / "cases" / "acceptance.jsonl"


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


def without_source(case):
    return {key: value for key, value in case.items() if key != "source"}


def test_cases_match_their_origin():
    """Same names, requests and expectations, in the same order, as the cases in ../shared."""
    if not ORIGIN.exists():
        pytest.skip("no ../shared/cases beside this checkout (a plain clone, or inside Pyodide)")
    origin = [json.loads(line) for line in ORIGIN.read_text().splitlines() if line.strip()]
    assert [without_source(c) for c in CASES] == [without_source(c) for c in origin]
