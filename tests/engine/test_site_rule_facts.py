"""The page types in no rule fact of its own: every rule table it needs (the limits and their
han, the han and fu a win may have, payments and points, copies of a tile, the seats' winds,
the flags of each way of winning, the engine's names of limits and winds) comes from the engine
through js/engine-data.js (tenbou.faces.page_data). This scans site/js/**/*.js for rule tables
written in code: lists of han-, fu- or points-like numbers, limit han, copy counts and seat
rotations, flag or wind or limit lists, and hand values typed as object literals; and the
page's catalogs (site/js/lang/*.js) for texts that repeat the engine's names. A catalog's text
values, comments and the contents of strings are not code and may speak of numbers.

Each pattern has unit tests of its own below (what it finds, and UI numbers it leaves alone:
pixels, SVG coordinates, timeouts)."""

import json
import pathlib
import re

import pytest

from tenbou.table.game import FU_VALUES
from tenbou.road.hand import FLAGS
from tenbou.i18n import WIND_IDS, every_language
from tenbou.road.scoring import HAN_LIMITS, LIMITS

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE_JS = ROOT / "site" / "js"
CATALOGS = SITE_JS / "lang"

# ------------------------------------------------------------------ reading JavaScript

# A comment, a string (its quote kept: "…", '…', `…`) or a regular expression literal after an
# operator, in the order they start: what the code scan blanks out.
_NOT_CODE = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)
""", re.S | re.X)


def code_only(source: str) -> str:
    """``source`` with comments removed and every string's contents blanked (``""``), so that
    numbers and words inside texts are not read as code. Line breaks are kept."""
    def blank(match):
        if match["comment"]:
            return "\n" * match[0].count("\n")
        quote = match[0][0]
        return quote + "\n" * match[0].count("\n") + quote
    return _NOT_CODE.sub(blank, source)


def strings_and_code(source: str) -> str:
    """``source`` with comments removed and strings kept (for lists of names)."""
    return _NOT_CODE.sub(lambda m: "\n" * m[0].count("\n") if m["comment"] else m[0], source)


_NUMBER_RUN = re.compile(r"-?\b\d+(?:\.\d+)?\b(?:\s*,\s*-?\b\d+(?:\.\d+)?\b)+")
_STRING_LIST = re.compile(r"""\[\s*(?:"[^"\n]*"|'[^'\n]*')(?:\s*,\s*(?:"[^"\n]*"|'[^'\n]*'))*\s*,?\s*\]""")


def number_runs(code: str) -> list[list[float]]:
    """Every run of two or more numeric literals separated by commas (a list's items, a
    call's arguments), as numbers."""
    return [[float(n) for n in run.split(",")] for run in _NUMBER_RUN.findall(code)]


def string_lists(source: str) -> list[list[str]]:
    """Every array literal of strings only: ``["a", "b"]`` is ``["a", "b"]``."""
    return [re.findall(r""""([^"\n]*)"|'([^'\n]*)'""", match) for match in _STRING_LIST.findall(source)]


# ------------------------------------------------------------------ the patterns

FU = set(FU_VALUES)
LIMIT_HAN = [han for _, han, _ in HAN_LIMITS]  # 5, 6, 8, 11


def _increasing(run):
    return all(a < b for a, b in zip(run, run[1:]))


def fu_list(run) -> bool:
    """Three or more fu values in increasing order: 20, 25, 30 ... or 30, 40, 50."""
    return len(run) >= 3 and _increasing(run) and all(n in FU for n in run)


def han_list(run) -> bool:
    """Counts from 0 or 1 up, three or more: han 1, 2, 3 ...; seats 0, 1, 2, 3; yakuman 1 to 4."""
    return len(run) >= 3 and run[0] in (0, 1) and all(b == a + 1 for a, b in zip(run, run[1:]))


def limit_han_list(run) -> bool:
    """The limits' han in order (5, 6, 8, 11), among other numbers or not."""
    rest = iter(run)
    return all(any(n == han for n in rest) for han in LIMIT_HAN)


def points_list(run) -> bool:
    """Two or more points: multiples of 100 from 100 (honba 300/100, sticks 1000, payments, uma)."""
    return all(n and n % 100 == 0 and abs(n) >= 100 for n in run)


RUN_PATTERNS = {"fu list": fu_list, "han or seat list": han_list, "limit han": limit_han_list,
                "points": points_list}

# Rule facts written as one expression of code (strings blanked), each a regular expression.
CODE_PATTERNS = {
    # A hand's value typed in: { han: 5, fu: 30 }, { yakuman: 1 } (a value's fields from the engine).
    "hand value": re.compile(r"\b(?:han|fu|yakuman)\s*:\s*\d+"),
    # A limit typed as a value, or given a number: limit: "mangan", { mangan: 5 }.
    "limit value": re.compile(r"""\blimit\s*:\s*["'`]|\b(?:%s)\s*:\s*\d+""" % "|".join(LIMITS)),
    # Points of a rule typed as a value: honba_ron: 300, riichi_stick: 1000 ...
    "rule points": re.compile(r"\b(?:honba_ron|honba_tsumo_each|riichi_stick|start_points|target_points)\s*:\s*\d+"),
    # A copy count or a meld size chosen in code: return 4; ... ? 3 : 4.
    "copy count": re.compile(r"\breturn\s+[134]\s*;|\?\s*[34]\s*:\s*[34]\b"),
    # The seats' rotation: (seat - dealer + 4) % 4, (dealer + i) % 4.
    "seat rotation": re.compile(r"\)\s*%\s*4\b"),
    # Payers counted in code: 3 * honbaEach, 2 * base.
    "payers": re.compile(r"\b[2-6]\s*\*\s*(?:honba|stick|base|each|payment)\w*", re.I),
}


def list_facts(items: list[str]) -> str | None:
    """What a list of strings holds that is the engine's: two or more condition flags (those of
    one way of winning), limits, or winds; else None."""
    for name, ids in (("flags", FLAGS), ("limits", LIMITS), ("winds", WIND_IDS)):
        if len(set(items) & set(ids)) >= 2:
            return name
    return None


def rule_facts(source: str) -> list[str]:
    """The rule tables written in a page module's source, each named with the text found."""
    code = code_only(source)
    found = [f"{name}: {run}" for run in number_runs(code) for name, test in RUN_PATTERNS.items() if test(run)]
    found += [f"{name}: {m[0]!r}" for name, pattern in CODE_PATTERNS.items() for m in pattern.finditer(code)]
    for items in string_lists(strings_and_code(source)):
        items = [a or b for a, b in items]
        if (kind := list_facts(items)) is not None:
            found.append(f"list of {kind}: {items}")
    return found


_CATALOG_ENTRY = re.compile(r"""^\s*"([^"]+)"\s*:\s*"((?:\\.|[^"\\])*)",?\s*$""", re.M)


def catalog_entries(source: str) -> dict[str, str]:
    """A page catalog's ``"key": "text"`` entries."""
    return {key: json.loads(f'"{text}"') for key, text in _CATALOG_ENTRY.findall(source)}


def engine_names(lang: str) -> dict[str, str]:
    """The engine's names that the page gets from js/engine-data.js, by id: limits and winds."""
    return {**{limit: every_language(f"limit.{limit}")[lang] for limit in LIMITS},
            **{wind: every_language(f"wind.{wind}")[lang] for wind in WIND_IDS}}


def repeated_names(entries: dict[str, str], lang: str) -> list[str]:
    """Catalog keys of the engine's names: ``<...>.limit.<limit id>`` or ``<...>.wind.<wind id>``
    whose text is the engine's name of it (as ``game.limit.mangan`` and ``game.wind.east`` were)."""
    names = engine_names(lang)
    return [key for key, text in entries.items()
            if key.split(".")[-2:-1] in (["limit"], ["wind"]) and names.get(key.rsplit(".", 1)[-1]) == text]


# ------------------------------------------------------------------ the site


def page_modules():
    return sorted(p for p in SITE_JS.rglob("*.js") if CATALOGS not in p.parents)


def test_there_are_page_modules_to_scan():
    names = {p.relative_to(SITE_JS).as_posix() for p in page_modules()}
    assert {"state.js", "tiles.js", "game/needs.js", "game/entry.js", "ui/score-extras.js"} <= names


# What the scan finds that is no table the page reads, by module, each with its reason.
ALLOWED = {
    # CHECK: the answer a restored engine must give (2 han 50 fu), a self-check of the snapshot.
    "worker.js": ["hand value: 'han: 2'", "hand value: 'fu: 50'"],
}


@pytest.mark.parametrize("path", page_modules(), ids=lambda p: p.relative_to(SITE_JS).as_posix())
def test_no_rule_table_is_written_in_the_page(path):
    found = rule_facts(path.read_text(encoding="utf-8"))
    assert found == ALLOWED.get(path.relative_to(SITE_JS).as_posix(), []), "take it from js/engine-data.js (tenbou.faces.page_data)"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_catalogs_do_not_repeat_the_engines_names(lang):
    entries = catalog_entries((CATALOGS / f"{lang}.js").read_text(encoding="utf-8"))
    assert len(entries) > 100  # (the catalog was read)
    assert repeated_names(entries, lang) == [], "use WIND_NAMES / LIMIT_NAMES of js/engine-data.js"


# ------------------------------------------------------------------ the patterns' own tests

# Rule tables as the page once wrote them, each found.
FOUND = {
    "const FUS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];": "fu list",
    "const HANS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];": "han or seat list",
    "const YAKUMAN = [1, 2, 3, 4];": "han or seat list",
    "export const SEATS = [0, 1, 2, 3];": "han or seat list",
    "for (const seat of [0, 1, 2, 3]) {}": "han or seat list",
    "const LIMITS = [5, 6, 8, 11];": "limit han",
    "const LIMIT_HAN = { mangan: 5, haneman: 6 };": "limit value",
    "winner: (this.response.dealer + Math.max(windIndex, 0)) % 4": "seat rotation",
    "const HONBA = [300, 100];": "points",
    "const UMA = [15000, 5000, -5000, -15000];": "points",
    "pay(8000, 12000)": "points",
    "const LADDER = [{ han: 1, fu: 30 }, { yakuman: 1 }];": "hand value",
    "w.value = { kind, han: null, fu: 30 };": "hand value",
    "const step = { han: 5, limit: \"mangan\" };": "limit value",
    "const rules = { honba_ron: 300 };": "rule points",
    "function copyLimit(t) {\n  if (!red) return 4;\n  if (isRed(t)) return 1;\n}": "copy count",
    "const size = kind === \"pon\" ? 3 : 4;": "copy count",
    "const seatWind = (seat, dealer) => WINDS[(seat - dealer + 4) % 4];": "seat rotation",
    "const perHonba = r.win === \"tsumo\" ? 3 * honbaEach : honbaRon;": "payers",
    'const ONLY = { ron: ["houtei", "chankan", "renhou"], tsumo: ["haitei", "rinshan"] };': "list of flags",
    "export const WINDS = ['east', 'south', 'west', 'north'];": "list of winds",
    'const NAMES = ["mangan", "haneman"];': "list of limits",
}

# UI numbers and code that are no rule facts, each left alone.
LEFT_ALONE = [
    'setTimeout(() => { button.textContent = t("share.copy"); }, 2000);',
    "const CHECK_EVERY_MS = 30 * 60 * 1000;",
    "  2: [[30, 22, \"g\"], [30, 58, \"b\"]],",  # SVG coordinates
    "...[24, 42, 60].map((y) => svg(\"rect\", { x: 25, y, width: 10, height: 2.4 })),",
    "const PIN_RADIUS = { 2: 12, 3: 10, 4: 11, 5: 10, 6: 9, 7: 8, 8: 8.5, 9: 8.5 };",
    "Math.random().toString(36).slice(2, 8)",
    "svg(\"path\", { d: \"M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z\" })",
    "const HANS = SHEET_HAN;",
    "w.value = { kind, han: null, fu: FIRST_FU };",
    "if (value.han < NO_FU_FROM) parts.push(row);",
    "// the usual values 1 han 30 fu, 20, 25, 30, 40 fu; return 4; (a comment)",
    't("game.needs.hanfu", { han: step.han, fu: step.fu })',
    'const text = "5, 6, 8, 11 han; 300 and 100 points";',
    'const KINDS = ["win", "draw", "chombo", "abort"];',
    'for (const key of ["hand", "win_tile", "riichi"]) {}',  # one flag is no list of flags
    "return tiles.length === 3 ? \"run\" : \"tiles\";",
    "if (count + 3 > HAND_SIZE) return null;",
    "const at = list.indexOf(x) + 1;",
    "x.toFixed(1)",
    "const aligned = bytes.byteOffset % 4 === 0 ? bytes.length >>> 2 : 0;",
    "const { mangan } = LIMIT_HAN;",
]


@pytest.mark.parametrize("source, kind", FOUND.items(), ids=list(FOUND))
def test_a_pattern_finds_each_rule_table(source, kind):
    found = rule_facts(source)
    assert any(f.startswith(kind) for f in found), found


@pytest.mark.parametrize("source", LEFT_ALONE)
def test_ui_numbers_are_left_alone(source):
    assert rule_facts(source) == []


def test_code_only_blanks_strings_and_comments():
    assert code_only('a = "5, 6, 8"; // 20, 25\nb = `x ${1}`; /* 30,\n40 */ c') == 'a = ""; \nb = ``; \n c'
    assert number_runs("f(1, 2) + [3,4, -5.5]") == [[1, 2], [3, 4, -5.5]]
    assert string_lists('x = ["a", \'b\']; y = [a, "c"]') == [[("a", ""), ("", "b")]]


def test_repeated_names_finds_a_catalog_copy_of_the_engines_names():
    entries = {"game.limit.mangan": "Mangan", "game.wind.east": "East", "limit.yakuman2": "Double yakuman",
               "situation.east": "Dealer", "game.title": "East", "game.entry.yakuman": "Yakuman"}
    assert repeated_names(entries, "en") == ["game.limit.mangan", "game.wind.east"]
    assert repeated_names({"game.wind.east": "東"}, "ja") == ["game.wind.east"]
    assert catalog_entries('export default {\n  "a.b": "x \\"y\\"",\n  "c": "z"\n};') == {"a.b": 'x "y"', "c": "z"}
