"""Security: a strict Content-Security-Policy, nothing from other origins, link text never HTML.

- index.html carries a <meta> Content-Security-Policy (a static host cannot set headers):
  scripts, the worker and everything else from our own origin only; WebAssembly may compile
  ('wasm-unsafe-eval'); no inline script or style, no eval. The page has no inline script,
  style or event-handler attribute that would need an exception.
- Loading, scoring, installing the service worker and reloading from it raise no CSP
  violation; the policy is in force (an injected inline script does not run, eval throws).
- Nothing is requested from any other origin: not by the page, its worker or its service
  worker (conftest.py checks this for every test; here it is the subject).
- Link parameters with script-like values are shown as text: nothing runs, no element is
  made from them, the page still works and says what it ignored.
"""

from html.parser import HTMLParser
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from servers import DIST, origin
from tenbou_page import expect_score, press, tap_tiles

ENGINE_TIMEOUT_MS = 90_000
SW_TIMEOUT_MS = 120_000

# Collects CSP violations (and stray dialogs' effects) from the first moment of each document.
VIOLATIONS_JS = """(() => {
  window.__violations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  }, true);
})();"""


def csp_directives(content):
    out = {}
    for part in content.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


class PageScan(HTMLParser):
    """What a static HTML file holds that a strict policy cares about."""

    def __init__(self):
        super().__init__()
        self.csp = []
        self.inline_scripts = 0
        self.style_elements = 0
        self.style_attributes = []
        self.handlers = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp.append(attrs.get("content", ""))
        if tag == "script" and not attrs.get("src"):
            self.inline_scripts += 1
        if tag == "style":
            self.style_elements += 1
        if "style" in attrs:
            self.style_attributes.append(tag)
        self.handlers += [f"{tag} {name}" for name in attrs if name.startswith("on")]


def test_index_html_has_a_strict_policy_and_needs_no_exception():
    scan = PageScan()
    scan.feed((DIST / "index.html").read_text())
    assert len(scan.csp) == 1, "index.html must carry one Content-Security-Policy meta element"
    policy = csp_directives(scan.csp[0])
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert policy["worker-src"] == ["'self'"]
    assert policy["connect-src"] == ["'self'"]
    assert policy["style-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    for directive, sources in policy.items():
        for bad in ("'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "blob:"):
            assert bad not in sources, f"{directive} allows {bad}"
    assert scan.inline_scripts == 0 and scan.style_elements == 0
    assert scan.style_attributes == [] and scan.handlers == []
    text = (DIST / "index.html").read_text()
    assert text.index("Content-Security-Policy") < text.index("<script"), "the policy must come before any script"


@pytest.fixture
def watched(page):
    """The page, with CSP violations recorded in window.__violations and console CSP reports."""
    page.add_init_script(VIOLATIONS_JS)
    page.csp_console = []
    page.on("console", lambda msg: page.csp_console.append(msg.text)
            if "Content Security Policy" in msg.text or "Content-Security-Policy" in msg.text else None)
    return page


def test_the_page_runs_under_its_policy_without_violations(watched, site_url, wait_engine_ready, console_errors):
    page = watched
    page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    # Use the page a little: clear, type, tap, toggle, change the rules.
    page.get_by_role("button", name="Clear").click()
    tap_tiles(page, "1123456789p444z7p")  # 7p last: the winning tile
    press(page, '[data-win="tsumo"]')
    press(page, '[data-seat-wind="west"]')
    expect_score(page, 4, 40, "8,000")
    # The service worker installs and a reload comes from it.
    page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'", timeout=SW_TIMEOUT_MS)
    page.reload()
    wait_engine_ready(page)
    expect_score(page, 4, 40, "8,000")
    assert page.evaluate("window.__violations") == []
    assert page.csp_console == []
    assert console_errors == []


def test_the_policy_is_in_force(watched, site_url, wait_engine_ready):
    page = watched
    page.goto(site_url)
    wait_engine_ready(page)
    outcome = page.evaluate("""async () => {
        const out = {};
        const script = document.createElement("script");
        script.textContent = "window.__inlineRan = true;";
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 50));
        out.inline = window.__inlineRan === true;
        try { out.eval = String(eval("1 + 1")); } catch (e) { out.eval = e.name; }
        try { out.fn = String(new Function("return 2")()); } catch (e) { out.fn = e.name; }
        try { await fetch("http://localhost:9/"); out.fetch = "fetched"; } catch (e) { out.fetch = e.name; }
        out.blobWorker = await new Promise((resolve) => {
            try {
                const worker = new Worker(URL.createObjectURL(new Blob(["postMessage(1)"], { type: "text/javascript" })));
                worker.onmessage = () => resolve("started");
                worker.onerror = () => resolve("refused");
            } catch (e) { resolve("refused"); }
        });
        return out;
    }""")
    assert outcome == {"inline": False, "eval": "EvalError", "fn": "EvalError", "fetch": "TypeError",
                       "blobWorker": "refused"}
    directives = " ".join(page.evaluate("window.__violations"))
    for directive in ("script-src", "connect-src", "worker-src"):
        assert directive in directives, f"no {directive} violation reported: {directives}"


def test_nothing_is_requested_from_another_origin(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    requests = []
    context.on("request", lambda r: requests.append(r))
    try:
        page = context.new_page()
        page.goto(site_url + "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m")
        page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
        expect_score(page, 2, 50, "3,200")
        page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'", timeout=SW_TIMEOUT_MS)
        page.reload()
        page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
        expect_score(page, 2, 50, "3,200")
    finally:
        context.close()
    urls = [r.url for r in requests if not r.url.startswith(("data:", "blob:", "about:"))]
    assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in urls), "the worker's requests were not seen"
    assert any(u.endswith("/sw.js") for u in urls)
    elsewhere = [u for u in urls if origin(u) != origin(site_url)]
    assert elsewhere == []


SCRIPT_LIKE = [
    "<script>window.__pwned=1</script>",
    '"><img src=x onerror="window.__pwned=1">',
    "<svg onload=window.__pwned=1>",
    "javascript:window.__pwned=1",
    "{{constructor.constructor('window.__pwned=1')()}}",
]
PARAMETERS = ["hand", "win_tile", "win", "seat_wind", "round_wind", "riichi", "double_riichi", "ippatsu",
              "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou", "dora_indicators",
              "ura_dora_indicators", "melds", "honba", "riichi_sticks", "rules", "embed", "another"]


@pytest.mark.parametrize("value", SCRIPT_LIKE, ids=["script", "img-onerror", "svg-onload", "javascript-url", "template"])
def test_script_like_parameters_are_shown_as_text(watched, site_url, wait_engine_ready, value):
    page = watched
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    query = "&".join(f"{name}={quote(value, safe='')}" for name in PARAMETERS)
    page.goto(f"{site_url}?{query}")
    wait_engine_ready(page)
    # Never a blank page: the calculator is there, and says what it ignored, as text.
    expect(page.get_by_test_id("hand")).to_be_visible()
    expect(page.locator('.palette [data-tile="1m"]')).to_be_visible()
    notices = page.get_by_test_id("notices")
    expect(notices).to_be_visible()
    expect(notices).to_contain_text(value[:20])
    for name in ("win", "seat_wind", "riichi", "melds", "honba", "rules"):
        expect(notices).to_contain_text(name)
    # Nothing ran and nothing was made from the text.
    made = page.evaluate("""() => ({
        pwned: window.__pwned ?? null,
        elements: document.querySelectorAll("body img, body script, body iframe, body object, body embed").length,
        handlers: [...document.querySelectorAll("*")].flatMap((e) => [...e.attributes])
            .filter((a) => a.name.startsWith("on")).map((a) => a.name),
        jsLinks: [...document.querySelectorAll("[href], [src]")]
            .filter((e) => /^\\s*javascript:/i.test(e.getAttribute("href") ?? e.getAttribute("src"))).length,
    })""")
    assert made == {"pwned": None, "elements": 0, "handlers": [], "jsLinks": 0}
    assert dialogs == []
    assert page.evaluate("window.__violations") == []
    # The page still scores a hand.
    page.get_by_role("button", name="Clear").click()
    tap_tiles(page, "234567m23456p88s7p")
    expect_score(page, 2, 30, "2,000")
