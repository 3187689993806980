"""One MPSZ grammar: the engine (tenbou.kernel.tiles) and the page (site/js/tiles.js, parseTiles, which
reads the Type box and the link) accept and refuse the same texts. Both are run over one table,
tests/data/mpsz_cases.json: each case a ``text`` and the ``tiles`` it reads as (in order, red
fives as 0m 0p 0s) or the ``error`` a request gets. The page's side runs in node (on PATH: the
build needs it) over the page's own module, with js/engine-data.js written from
tenbou.faces.page_data as build.py writes it; it is skipped under Pyodide, which has no node."""

import json
import pathlib
import shutil
import subprocess
import sys

import pytest

from tenbou.errors import TenbouError
from tenbou.faces.page_data import MPSZ_SPACES, page_data
from tenbou.kernel.tiles import count_bits, parse_tiles, split_melds

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = json.loads((ROOT / "tests" / "data" / "mpsz_cases.json").read_text(encoding="utf-8"))
CASES = TABLE["cases"]
#: Hand texts with melds in brackets (tenbou.kernel.tiles.split_melds; the page's splitMelds).
HANDS = TABLE["hands"]


def case_id(case):
    return case["note"]


def engine_reading(text):
    """What the engine reads ``text`` as: ``{"tiles": [codes]}`` or ``{"error": code}``. Its two
    readers (a tile list, and the counts a request is checked with) must agree."""
    try:
        parsed = parse_tiles(text)
    except TenbouError as error:
        with pytest.raises(TenbouError):
            count_bits(text)
        return {"error": error.code}
    bits, n_tiles = count_bits(text)
    assert n_tiles == len(parsed.tiles)
    return {"tiles": parsed.tiles, "reds": parsed.reds}


def expected_reading(tiles):
    """A case's tile codes as the engine gives them: 34-index tiles, red fives counted per suit."""
    reds = tuple(sum(code == f"0{suit}" for code in tiles) for suit in "mps")
    index = lambda code: "mpsz".index(code[1]) * 9 + int(code[0].replace("0", "5")) - 1  # noqa: E731
    return {"tiles": [index(code) for code in tiles], "reds": reds}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_engine_reads_each_case(case):
    expected = {"error": case["error"]} if "error" in case else expected_reading(case["tiles"])
    assert engine_reading(case["text"]) == expected


def engine_hand_reading(text):
    """What the engine reads hand text with melds as: the concealed tiles and each meld's kind
    and tiles (as :func:`expected_reading` gives tiles), or ``{"error": code}``."""
    try:
        concealed, melds = split_melds(text)
        hand = parse_tiles(concealed)
        return {"hand": {"tiles": hand.tiles, "reds": hand.reds},
                "melds": [{"kind": m["kind"], **parse_tiles(m["tiles"])._asdict()} for m in melds]}
    except TenbouError as error:
        return {"error": error.code}


def expected_hand(case):
    if "error" in case:
        return {"error": case["error"]}
    return {"hand": expected_reading(case["hand"]),
            "melds": [{"kind": m["kind"], **expected_reading(m["tiles"])} for m in case["melds"]]}


@pytest.mark.parametrize("case", HANDS, ids=case_id)
def test_the_engine_reads_each_hand_with_melds(case):
    assert engine_hand_reading(case["text"]) == expected_hand(case)


def test_the_table_covers_both_ways_of_differing():
    # Upper case letters, and whitespace that only one of Python and JavaScript calls whitespace.
    texts = {case["text"] for case in CASES}
    assert {"5M", "12m\u00857z", "12m\u001c7z", "12m\ufeff7z"} <= texts
    assert any("error" in case for case in CASES) and any(case.get("tiles") for case in CASES)


def test_the_spaces_the_page_gets_are_those_the_engine_skips():
    assert page_data()["mpsz_spaces"] == MPSZ_SPACES
    assert {" ", "\t", "\n", "\u3000", "\u00a0", "\x85", "\x1c"} <= set(MPSZ_SPACES)
    for space in MPSZ_SPACES:
        assert parse_tiles(f"1{space}2m{space}").tiles == [0, 1], hex(ord(space))
    for other in ("\ufeff", "\u200b", "\u180e", "_", "M", "\u3001"):
        with pytest.raises(TenbouError):
            parse_tiles(f"1{other}2m")


# The page's side: node imports site/js/tiles.js (and the modules it imports), with the few
# browser globals that i18n.js reads at import, and reads every case; then, over every code
# point, which characters it skips inside a tile text.
NODE_SCRIPT = r"""
import { readFileSync } from "node:fs";
globalThis.location = { search: "" };
globalThis.navigator ??= { languages: [] };
globalThis.document = { documentElement: {}, addEventListener() {} };
const { parseTiles, splitMelds } = await import(process.argv[1]);
const cases = JSON.parse(readFileSync(process.argv[2], "utf8")).cases;
const readings = cases.map(({ text }) => {
  const { tiles, bad, pending } = parseTiles(text);
  return bad.length || pending ? { error: "invalid_tile" } : { tiles };
});
const hands = JSON.parse(readFileSync(process.argv[2], "utf8")).hands.map(({ text }) => {
  const split = splitMelds(text);
  if (split.error) return { error: split.error.code };
  const { tiles, bad, pending } = parseTiles(split.text);
  return bad.length || pending ? { error: "invalid_tile" } : { hand: tiles, melds: split.melds };
});
const skipped = [];
for (let cp = 0; cp <= 0x10ffff; cp += 1) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue; // (surrogates: no character)
  const ch = String.fromCodePoint(cp);
  const reads = (text) => { const { tiles, bad, pending } = parseTiles(text); return !bad.length && !pending && tiles.join(); };
  if (reads(`${ch}1m`) === "1m" && reads(`1${ch}m`) === "1m") skipped.push(ch); // (before a digit, and after)
}
process.stdout.write(JSON.stringify({ readings, hands, skipped: skipped.join("") }));
"""


@pytest.fixture(scope="module")
def page_readings(tmp_path_factory):
    """The page's readings of the cases, and the characters it skips, from node."""
    if sys.platform == "emscripten":
        pytest.skip("no node under Pyodide")
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not on PATH (build.py needs it too)")
    site = tmp_path_factory.mktemp("page") / "js"
    shutil.copytree(ROOT / "site" / "js", site)
    # js/engine-data.js as build.py writes it: each key of page_data() as an export in capitals.
    data = page_data()
    (site / "engine-data.js").write_text("".join(
        f"export const {key.upper()} = {json.dumps(value, ensure_ascii=False)};\n" for key, value in data.items()),
        encoding="utf-8")
    out = subprocess.run([node, "--input-type=module", "-e", NODE_SCRIPT, (site / "tiles.js").as_uri(),
                          str(ROOT / "tests" / "data" / "mpsz_cases.json")],
                         check=True, capture_output=True, text=True, encoding="utf-8", timeout=120)
    return json.loads(out.stdout)


@pytest.mark.parametrize("index", range(len(CASES)), ids=[case_id(c) for c in CASES])
def test_the_page_reads_each_case_as_the_engine(page_readings, index):
    case = CASES[index]
    expected = {"error": case["error"]} if "error" in case else {"tiles": case["tiles"]}
    assert page_readings["readings"][index] == expected, repr(case["text"])


def test_the_page_skips_the_spaces_the_engine_skips_and_nothing_else(page_readings):
    assert page_readings["skipped"] == MPSZ_SPACES


@pytest.mark.parametrize("index", range(len(HANDS)), ids=[case_id(c) for c in HANDS])
def test_the_page_reads_each_hand_with_melds_as_the_engine(page_readings, index):
    case = HANDS[index]
    expected = {"error": case["error"]} if "error" in case else {"hand": case["hand"], "melds": case["melds"]}
    assert page_readings["hands"][index] == expected, repr(case["text"])
