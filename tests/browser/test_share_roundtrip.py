"""Share links: a link made by the page carries the whole hand, every request field.

- Acceptance cases (tests/engine/data/acceptance.jsonl) are opened as a link of the score
  request's fields as URL parameters (docs/api.md, "Link parameters"); the page's *Copy link*
  turns it into the page's own link; that link, opened again, must send the engine the same
  request and show the case's expected result; copying again gives the same link. Every case
  takes that trip through the page's modules in tests/node/calculator-link-acceptance.test.mjs;
  here a few take it in the page: an open hand, a kiriage mangan, a yakuman paid by each, too few
  tiles, and text that is not tiles.
- A request with every field away from its default (every flag, both indicator lists, every
  meld kind, counters, winds, tsumo, another rule profile; red fives too) survives the trip.
- A link with malformed parameters shows a message naming each one and keeps everything else.

The requests the page sends are read off the module worker's postMessage, and the clipboard
is a stand-in that records what *Copy link* wrote. A page opened only to make a link gets a
stand-in worker too (NO_ENGINE), so that each case boots Pyodide once, for the link it checks.
"""

import json
import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
CASES = [json.loads(line) for line in (ROOT / "tests" / "engine" / "data" / "acceptance.jsonl")
         .read_text().splitlines() if line.strip()]
ENGINE_TIMEOUT_MS = 90_000

FLAGS = ["riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou"]
DEFAULTS = {"melds": [], "win": "ron", "seat_wind": "south", "round_wind": "east",
            **{flag: False for flag in FLAGS}, "dora_indicators": "", "ura_dora_indicators": "",
            "honba": 0, "riichi_sticks": 0, "rules": "ema2025", "lang": "en"}
TILE_FIELDS = ("hand", "win_tile", "dora_indicators", "ura_dora_indicators")

# Records each score request posted to the engine worker, and what "Copy link" copies. On a
# page opened with NO_ENGINE as its fragment, the worker is a stand-in that never answers.
NO_ENGINE = "#test-no-engine"
RECORDER_JS = """(() => {
  window.__sent = [];
  const record = (message) => {
    if (message && message.type === "score" && message.lane !== "other") window.__sent.push(JSON.parse(JSON.stringify(message.request)));
  };
  if (location.hash === "%s") {
    window.Worker = class { postMessage(message) { record(message); } addEventListener() {} terminate() {} };
  } else {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      record(message);
      return post.call(this, message, ...rest);
    };
  }
  window.__copied = null;
  Object.defineProperty(navigator, "clipboard", { configurable: true,
    value: { writeText: async (text) => { window.__copied = String(text); } } });
})();""" % NO_ENGINE

SETTLED_JS = """() => {
  const engine = document.documentElement.dataset.engine;
  if (engine === "failed") return "failed";
  const state = document.querySelector('[data-testid="result"]')?.dataset.state;
  return engine === "ready" && state && state !== "waiting" ? state : false;
}"""


def tiles(text):
    """MPSZ text -> sorted tile codes, as the page sorts them (a red five before the fives)."""
    found = [d + suit for digits, suit in re.findall(r"(\d+)([mpsz])", text) for d in digits]
    return sorted(found, key=lambda t: ("mpsz".index(t[1]), 5 if t[0] == "0" else int(t[0]), t[0] != "0"))


def normal(request):
    """A score request with the request's defaults filled in and tiles in one order."""
    out = {**DEFAULTS, **request}
    for field in TILE_FIELDS:
        out[field] = tiles(out.get(field, ""))
    out["melds"] = [(m["kind"], tiles(m["tiles"])) for m in out["melds"]]
    return out


def contract_query(request):
    """The link for a request (docs/api.md, "Link parameters"): its fields as URL parameters."""
    pairs = []
    for key, value in request.items():
        if key == "melds":
            if not value:
                continue
            value = ",".join(f"{m['kind']}:{m['tiles']}" for m in value)
        elif isinstance(value, bool):
            value = "1" if value else "0"
        pairs.append((key, str(value)))
    return "?" + urlencode(pairs)


@pytest.fixture(scope="module")
def share_page(browser):
    """One page for the module (its service worker makes the many loads quick)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(RECORDER_JS)
    page = context.new_page()
    yield page
    context.close()


def open_link(page, url):
    """Load the page afresh from `url` (never a same-document jump to a new fragment)."""
    page.goto("about:blank")
    page.goto(url)
    expect(page.get_by_test_id("hand")).to_be_visible()


def copy_link(page):
    """Press "Copy link" and return what it copied (without our NO_ENGINE fragment)."""
    page.evaluate("window.__copied = null")
    button = page.get_by_role("button", name="Copy link")
    button.click()
    copied = page.wait_for_function("() => window.__copied").json_value()
    assert copied == page.url
    return copied.removesuffix(NO_ENGINE)


def settle(page):
    """Wait for the engine and for the result panel to show something final."""
    state = page.wait_for_function(SETTLED_JS, timeout=ENGINE_TIMEOUT_MS).json_value()
    assert state != "failed", "the engine did not start"
    return state


def last_request(page):
    sent = page.evaluate("window.__sent")
    return sent[-1] if sent else None


def shown_result(page):
    """What the page shows: {"error": code} or the score fields the acceptance cases check."""
    error = page.get_by_test_id("error")
    if error.count() and error.is_visible():
        return {"error": error.get_attribute("data-code")}
    region = page.get_by_test_id("result")
    number = lambda testid: int(region.get_by_test_id(testid).inner_text().replace(",", ""))  # noqa: E731
    limit = region.get_by_test_id("limit")
    limit_text = limit.inner_text().strip().lower() if limit.count() else None
    out = {
        "han": number("han"), "fu": number("fu"), "total": number("total"),
        "yaku": sorted(region.locator('[data-testid="yaku"] > [data-yaku]').evaluate_all(
            "items => items.map(i => i.dataset.yaku)")),
        "payments": {i.get_attribute("data-payer"): int(i.locator("strong").inner_text().replace(",", ""))
                     for i in region.locator('[data-testid="payments"] > [data-payer]').all()},
        "limit": "yakuman" if limit_text and "yakuman" in limit_text else limit_text,
        "yakuman": {"yakuman": 1, "double yakuman": 2, "triple yakuman": 3}.get(limit_text, 0),
    }
    if region.get_by_test_id("fu-raw").count():
        out["fu_raw"] = number("fu-raw")
    return out


def expected_result(expect_):
    if "error" in expect_:
        return {"error": expect_["error"]}
    out = {key: value for key, value in expect_.items() if key != "yaku"}
    if "yaku" in expect_:
        out["yaku"] = sorted(expect_["yaku"])
    return out


def can_hold(request):
    """False when the page cannot hold the request's hand (it has characters that are not tiles)."""
    return re.fullmatch(r"(\d+[mpsz])*", request["hand"].replace(" ", "")) is not None


IN_THE_PAGE = ["seed-open-tanyao-30fu", "kiriage-4han30fu-wrc2025", "tenhou-dealer", "err-13-tiles", "err-bad-tile"]


PAGE_CASES = [c for c in CASES if c["name"] in IN_THE_PAGE]
assert len(PAGE_CASES) == len(IN_THE_PAGE), "a case named in IN_THE_PAGE is not in acceptance.jsonl"


@pytest.mark.parametrize("case", PAGE_CASES, ids=[c["name"] for c in PAGE_CASES])
def test_acceptance_case_survives_the_page_link(share_page, site_url, case):
    page = share_page
    request = case["request"]
    open_link(page, site_url + contract_query(request) + NO_ENGINE)
    link = copy_link(page)
    assert link.startswith(site_url + "?") and "#" not in link

    if not can_hold(request):
        # A link with text that is not a tile (err-bad-tile): the page says so, with the code
        # the engine would give, keeps the text as written in its box and in its own link, and
        # that link says so again.
        assert case["expect"] == {"error": "invalid_tile"}
        expect(page.get_by_test_id("error")).to_have_attribute("data-code", "invalid_tile")
        expect(page.get_by_test_id("hand-text")).to_have_value(request["hand"])
        open_link(page, link)
        expect(page.get_by_test_id("error")).to_have_attribute("data-code", "invalid_tile")
        expect(page.get_by_test_id("hand-text")).to_have_value(request["hand"])
        assert page.evaluate("new URLSearchParams(location.search).get('hand')") == request["hand"]
        assert page.evaluate("new URLSearchParams(location.search).get('win_tile')") == request["win_tile"]
        return

    open_link(page, link)
    state = settle(page)
    sent = last_request(page)
    count = len(tiles(request["hand"])) + 3 * len(request.get("melds", []))
    if count < 14:
        # Too few tiles (err-13-tiles): the page asks for the missing ones instead of asking the
        # engine, which would answer wrong_tile_count.
        assert case["expect"] == {"error": "wrong_tile_count"}
        assert state == "incomplete" and sent is None
        expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(rf"^{count}/14"))
    else:
        assert sent is not None, "the page did not ask the engine"
        assert set(sent) >= set(DEFAULTS) | {"hand", "win_tile"}, "the request lacks request fields"
        assert normal(sent) == normal(request)
        shown = shown_result(page)
        wanted = expected_result(case["expect"])
        assert {key: shown.get(key) for key in wanted} == wanted
    assert copy_link(page) == link, "the page's link changed on a second trip"


EVERY_FIELD = {
    "hand": "55s", "win_tile": "5s",
    "melds": [{"kind": "chi", "tiles": "234p"}, {"kind": "pon", "tiles": "777z"},
              {"kind": "kan", "tiles": "1111z"}, {"kind": "ankan", "tiles": "9999m"}],
    "win": "tsumo", "seat_wind": "north", "round_wind": "south",
    **{flag: True for flag in FLAGS},
    "dora_indicators": "2m3p", "ura_dora_indicators": "4s6z",
    "honba": 3, "riichi_sticks": 2, "rules": "wrc2025",
}
RED_FIVES = {
    "hand": "123m046p555789s11z", "win_tile": "0p", "melds": [], "win": "ron", "seat_wind": "east",
    "round_wind": "west", "riichi": True, "ippatsu": True, "dora_indicators": "0m",
    "ura_dora_indicators": "0s", "honba": 12, "riichi_sticks": 0, "rules": "tenhou",
}


@pytest.mark.parametrize("request_", [EVERY_FIELD, RED_FIVES], ids=["every-field", "red-fives"])
def test_every_contract_field_survives_the_page_link(share_page, site_url, request_):
    page = share_page
    open_link(page, site_url + contract_query(request_) + NO_ENGINE)
    page.wait_for_function("() => window.__sent.length > 0")
    assert normal(last_request(page)) == normal(request_), "the contract link was not read whole"
    link = copy_link(page)
    expect(page.get_by_role("button", name="Link copied")).to_be_visible()
    open_link(page, link + NO_ENGINE)
    page.wait_for_function("() => window.__sent.length > 0")
    assert normal(last_request(page)) == normal(request_), "the page's own link lost a field"
    assert copy_link(page) == link


def test_malformed_parameters_are_named_and_the_rest_is_kept(share_page, site_url):
    page = share_page
    query = ("?hand=123m456m99p555s&win_tile=5s&melds=pon:777z,foo:123m&win=maybe&seat_wind=up"
             "&round_wind=south&riichi=yes&ippatsu=2&dora_indicators=2m9x&honba=-1&riichi_sticks=1000"
             "&rules=%3Cb%3Enot%20rules%3C%2Fb%3E")
    open_link(page, site_url + query)
    notices = page.get_by_test_id("notices")
    expect(notices).to_be_visible()
    for name in ("melds", "win", "seat_wind", "riichi", "ippatsu", "dora_indicators", "honba",
                 "riichi_sticks", "rules"):
        expect(notices).to_contain_text(name)
    expect(notices).to_contain_text("<b>not rules</b>")  # shown as text
    settle(page)
    kept = {"hand": "123m456m99p555s", "win_tile": "5s", "melds": [{"kind": "pon", "tiles": "777z"}],
            "round_wind": "south", "dora_indicators": "2m"}
    assert normal(last_request(page)) == normal(kept)
    # The valid rest scores: red dragon pon, plus a dora (indicator 2m, dora 3m).
    expect(page.get_by_test_id("total")).to_be_visible()
    assert set(shown_result(page)["yaku"]) == {"yakuhai_chun", "dora"}
    # The page's own link now holds only what was kept.
    params = dict(re.findall(r"([^?&=]+)=([^&]*)", copy_link(page).split("?", 1)[1]))
    assert params["melds"] == "pon:777z" and params["dora_indicators"] == "2m" and params["round_wind"] == "south"
    assert "honba" not in params and "riichi" not in params and params["rules"] == "ema2025"


def test_rule_overrides_travel_in_the_link(page, site_url, wait_engine_ready):
    """The request's `rules` object ({"base": ..., option: value}) is kept by a link: EMA 2025
    without kiriage pays riichi + pinfu + ittsu (4 han 30 fu) 7,700, not 8,000 (docs/rules.md, kiriage)."""
    import json
    from urllib.parse import quote

    rules = {"base": "ema2025", "kiriage": False}
    page.goto(f"{site_url}?hand=123456789m234p55s&win_tile=4p&riichi=1&rules={quote(json.dumps(rules))}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("result").get_by_test_id("total")).to_have_text("7,700")
    expect(page.get_by_test_id("rules-name")).to_have_text("EMA 2025 (with changes)")
    # the page writes the overrides back into its own address
    page.wait_for_function("() => new URLSearchParams(location.search).get('rules')?.includes('kiriage')")
    written = json.loads(page.evaluate("() => new URLSearchParams(location.search).get('rules')"))
    assert written == rules
