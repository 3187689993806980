"""Embedding on a club site: the README's iframe snippet, on a page of another origin.

- The club's page is served from http://localhost:<port>/, Tenbou from http://127.0.0.1:<port>/
  (the session's server): different sites, so Tenbou runs as a third-party iframe, where
  Chromium refuses it Cache Storage and the service worker. It must still load and score.
- `?embed=1` drops the page chrome (header, footer) and fits a 320 px column.
- The page posts {type: "tenbou:height", height} to its parent whenever its height changes;
  the README's listener sizes the iframe to it, so the frame never scrolls inside; after the
  winning tap the total (the summary, under the palette) is in the club page's viewport, and
  where it is not (a short phone, a tall banner), the frame asks ("tenbou:show") and the
  README's listener scrolls the club page to it.
- A second test refuses service workers, Cache Storage and localStorage outright (throwing
  SecurityError, as some browsers do in frames): nothing breaks.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from servers import Server, origin
from tenbou_page import tap_tiles

README = Path(__file__).resolve().parents[2] / "README.md"
PLACEHOLDER = "https://example.org/tenbou/?embed=1"
HAND = "hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"  # 2 han 50 fu, 3,200
COLUMN_PX = 320
ENGINE_TIMEOUT_MS = 90_000

ENGINE_READY_JS = """() => {
  const state = document.documentElement.dataset.engine;
  return state === "ready" || state === "failed" ? state : false;
}"""

# Makes the app's frames refuse service workers, Cache Storage and localStorage the way a
# strict browser does: touching them throws a SecurityError.
REFUSE_STORAGE_JS = """(() => {
  if (location.origin !== %r) return;
  const refuse = () => { throw new DOMException("refused for this test", "SecurityError"); };
  Object.defineProperty(Navigator.prototype, "serviceWorker", { get: refuse, configurable: true });
  for (const name of ["caches", "localStorage", "sessionStorage", "indexedDB"]) {
    Object.defineProperty(window, name, { get: refuse, configurable: true });
  }
})();"""


def readme_snippet():
    """The HTML block of the README's "Embed on a club site" section."""
    text = README.read_text()
    section = text.split("## Embed on a club site", 1)
    assert len(section) == 2, 'README.md has no "## Embed on a club site" section'
    block = re.search(r"```html\n(.*?)```", section[1], re.DOTALL)
    assert block and "<iframe" in block.group(1) and PLACEHOLDER in block.group(1), \
        f"the section's html block must hold the iframe, with src {PLACEHOLDER}"
    return block.group(1)


def readme_sandbox():
    """The sandbox attribute the README gives for sites that sandbox their iframes."""
    text = README.read_text().split("## Embed on a club site", 1)[1]
    found = re.search(r'`(sandbox="[^"]+")`', text)
    assert found, "the README's embed section names no sandbox attribute"
    return found.group(1)


def club_page(site_url, query, sandbox=False, header_px=0):
    """A club's page: a heading (and a banner of `header_px` above it), then the README snippet
    in a 320 px column (sandboxed as the README says, if `sandbox`)."""
    snippet = readme_snippet().replace(PLACEHOLDER, f"{site_url}?embed=1&{query}")
    if sandbox:
        snippet = snippet.replace("<iframe ", f"<iframe {readme_sandbox()} ", 1)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Riichi club</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
</head><body style="margin: 0; background: #f3f0e8">
<div style="height: {header_px}px; background: #2d5a3d"></div>
<h1 style="margin: 0; padding: 12px; font: 700 20px sans-serif">Our riichi club</h1>
<div id="column" style="width: {COLUMN_PX}px">
{snippet}
</div>
<script>
  window.heights = [];
  window.addEventListener("message", (event) => {{
    if (event.data?.type === "tenbou:height") window.heights.push(event.data.height);
  }});
</script>
</body></html>"""


@pytest.fixture
def club(tmp_path, site_url):
    """A server for the club's page on another site (localhost, not 127.0.0.1)."""
    (tmp_path / "index.html").write_text(club_page(site_url, HAND))
    server = Server(tmp_path, prefix="/", url_host="localhost")
    yield server
    server.stop()


@pytest.fixture
def club_context(browser, site_url, club):
    """A browser context that records console errors and requests to any third origin."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.problems = []
    allowed = {origin(site_url), club.origin}

    def on_request(request):
        if not request.url.startswith(("data:", "blob:", "about:")) and origin(request.url) not in allowed:
            context.problems.append(f"request to another origin: {request.url}")

    context.on("request", on_request)
    yield context
    context.close()


def watch(page, problems):
    page.on("console", lambda msg: problems.append(f"console.{msg.type}: {msg.text}")
            if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(f"uncaught: {exc}"))


def tenbou_frame(page, site_url):
    """The iframe's Frame, once it has loaded Tenbou."""
    handle = page.wait_for_selector("#tenbou")
    frame = handle.content_frame()
    frame.wait_for_url(re.compile("^" + re.escape(site_url)))
    return frame


def wait_engine(frame):
    state = frame.wait_for_function(ENGINE_READY_JS, timeout=ENGINE_TIMEOUT_MS).json_value()
    assert state == "ready", "the engine did not start in the iframe"


def wait_fitted(page):
    """Wait until the iframe has the height Tenbou last reported (and return it)."""
    page.wait_for_function("""() => {
        const frame = document.getElementById("tenbou");
        const last = window.heights.at(-1);
        return last > 0 && Math.abs(frame.getBoundingClientRect().height - last) < 1;
    }""")
    return page.evaluate("window.heights.at(-1)")


def test_club_page_embeds_a_hand_that_scores_and_sizes_itself(club_context, club, site_url):
    page = club_context.new_page()
    watch(page, club_context.problems)
    page.goto(club.url)
    frame = tenbou_frame(page, site_url)
    inside = page.frame_locator("#tenbou")
    wait_engine(frame)
    expect(inside.get_by_test_id("total")).to_have_text("3,200")
    expect(inside.get_by_test_id("han")).to_have_text("2")

    # A third-party frame: this Chromium refuses it Cache Storage and the service worker.
    assert origin(frame.url) != origin(page.url)
    assert frame.evaluate("async () => { try { await caches.keys(); return 'allowed'; } catch (e) { return e.name; } }") \
        == "SecurityError"
    frame.wait_for_function("() => document.documentElement.dataset.offline !== undefined")
    assert frame.evaluate("document.documentElement.dataset.offline") == "unavailable"

    # Compact: no page chrome, nothing wider than the 320 px column.
    expect(inside.locator(".app-bar")).to_be_hidden()
    expect(inside.locator(".footer")).to_be_hidden()
    box = page.locator("#tenbou").bounding_box()
    assert box["width"] == COLUMN_PX
    assert frame.evaluate("document.documentElement.scrollWidth") <= COLUMN_PX
    # (Text for screen readers only, clipped to 1 px, is never seen, so it cannot stick out.)
    overflowing = frame.evaluate("""() => [...document.querySelectorAll("button, .card, p, li")]
        .filter((e) => e.offsetParent && !e.closest(".visually-hidden"))
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth + 0.5)
        .map((e) => e.outerHTML.slice(0, 80))""")
    assert overflowing == [], f"wider than {COLUMN_PX} px: {overflowing}"

    # The height reaches the parent and the README's listener fits the frame to it.
    tall = wait_fitted(page)
    assert tall > 400
    assert frame.evaluate("document.documentElement.scrollHeight") <= tall + 1, "the frame scrolls inside"
    # Clearing the hand makes the page shorter: the frame follows.
    inside.get_by_role("button", name="Clear").click()
    expect(inside.get_by_test_id("total")).to_have_count(0)
    page.wait_for_function(f"() => window.heights.at(-1) < {tall}")
    short = wait_fitted(page)
    assert short < tall

    # And it is still a calculator: tap a hand in the frame. After the winning tap the total is
    # in the club page's own viewport (the summary sits under the palette, not at the frame's end).
    tap_tiles(inside, "234567m23456p88s7p")
    expect(inside.get_by_test_id("total")).to_have_text("2,000")
    summary = inside.get_by_test_id("summary")
    expect(summary).to_contain_text("2,000")
    box, tapped = summary.bounding_box(), inside.locator('.palette [data-tile="7p"]').bounding_box()
    viewport = page.viewport_size
    assert 0 <= box["y"] and box["y"] + box["height"] <= viewport["height"], (box, tapped, viewport)
    assert 0 <= box["x"] and box["x"] + box["width"] <= viewport["width"]
    page.wait_for_function(f"() => window.heights.at(-1) > {short}")
    wait_fitted(page)
    assert club_context.problems == []


def test_after_the_winning_tap_a_short_phone_scrolls_the_club_page_to_the_total(browser, site_url, tmp_path):
    # A 360 x 640 phone and a club page with a 150 px banner above its heading: the frame's score
    # bar, under the palette, lies below the screen. After the winning tap the frame asks
    # ("tenbou:show") and the README's listener scrolls the club page until the bar is in sight.
    (tmp_path / "index.html").write_text(club_page(site_url, "", header_px=150))
    server = Server(tmp_path, prefix="/", url_host="localhost")
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_engine(tenbou_frame(page, site_url))
        inside = page.frame_locator("#tenbou")
        wait_fitted(page)
        assert page.evaluate("scrollY") == 0  # (a page that opens does not move)
        tap_tiles(inside, "234567m23456p88s")
        summary = inside.get_by_test_id("summary")
        box = summary.bounding_box()
        assert box["y"] + box["height"] > 640, box  # below the screen before the winning tap
        tap_tiles(inside, "7p")
        expect(inside.get_by_test_id("total")).to_have_text("2,000")
        for _ in range(50):  # (the club page scrolls smoothly: up to 5 s)
            box = summary.bounding_box()
            if 0 <= box["y"] and box["y"] + box["height"] <= 640:
                break
            page.wait_for_timeout(100)
        assert 0 <= box["y"] and box["y"] + box["height"] <= 640, box
    finally:
        context.close()
        server.stop()


def test_embedded_page_works_when_service_workers_and_storage_are_refused(club_context, club, site_url):
    club_context.add_init_script(REFUSE_STORAGE_JS % origin(site_url))
    page = club_context.new_page()
    watch(page, club_context.problems)
    page.goto(club.url)
    frame = tenbou_frame(page, site_url)
    assert frame.evaluate("() => { try { caches; return 'allowed'; } catch (e) { return e.name; } }") == "SecurityError"
    assert frame.evaluate("() => { try { navigator.serviceWorker; return 'allowed'; } catch (e) { return e.name; } }") \
        == "SecurityError"
    wait_engine(frame)
    inside = page.frame_locator("#tenbou")
    expect(inside.get_by_test_id("total")).to_have_text("3,200")
    frame.wait_for_function("() => document.documentElement.dataset.offline === 'unavailable'")
    wait_fitted(page)
    assert club_context.problems == []


def test_embed_mode_on_its_own_keeps_embed_and_links_to_the_full_page(page, site_url, wait_engine_ready,
                                                                      context, output_path):
    page.set_viewport_size({"width": COLUMN_PX, "height": 700})
    page.goto(f"{site_url}?embed=1&{HAND}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("total")).to_have_text("3,200")
    expect(page.locator(".app-bar")).to_be_hidden()
    expect(page.locator(".footer")).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= COLUMN_PX
    page.screenshot(path=str(Path(output_path) / "embed-320.png"), full_page=True)

    # Edits keep embed mode in the address (a reload stays compact) ...
    page.locator('[data-testid="hand"] [data-hand-tile="7z"]').first.click()
    expect(page).to_have_url(re.compile(r"[?&]embed=1(&|$)"))
    # ... and "Open in the full calculator" opens the hand as it is now, without embed.
    with context.expect_page() as opened:
        page.get_by_test_id("embed-open").click()
    full = opened.value
    full.wait_for_load_state("domcontentloaded")
    assert "embed" not in full.url
    assert "hand=123456m999p555s7z" in full.url, full.url
    expect(full.locator(".app-bar")).to_be_visible()


def test_sandboxed_as_the_readme_says_it_still_works(browser, site_url, tmp_path):
    (tmp_path / "index.html").write_text(club_page(site_url, HAND, sandbox=True))
    club = Server(tmp_path, prefix="/", url_host="localhost")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    problems = []
    try:
        page = context.new_page()
        watch(page, problems)
        page.goto(club.url)
        assert page.locator("#tenbou").get_attribute("sandbox")
        frame = tenbou_frame(page, site_url)
        wait_engine(frame)
        inside = page.frame_locator("#tenbou")
        expect(inside.get_by_test_id("total")).to_have_text("3,200")
        wait_fitted(page)
        with context.expect_page() as opened:
            inside.get_by_test_id("embed-open").click()
        full = opened.value
        full.wait_for_load_state("domcontentloaded")
        assert full.url.startswith(site_url) and "embed" not in full.url
        assert problems == []
    finally:
        context.close()
        club.stop()
