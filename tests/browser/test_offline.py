"""Offline and install: after one visit Tenbou loads and scores with no network.

- The build fills in the service worker: an app cache named by a content hash of our own
  files, and a runtime cache named by the Pyodide version, between them every file of dist/.
- The manifest makes the page installable from any sub-path (relative start URL and scope,
  our own 192 and 512 px icons, maskable ones too, the theme colour of the page).
- With the network cut (Chromium offline and, later, the server gone), a reload, a new tab
  and a share link with a whole hand all load, start the engine and score. Nothing reaches the
  server once offline: the service worker answers everything.
- An update installs in the background, shows "New version – reload" and waits: no reload
  until the user asks, and the 13 MB runtime is not downloaded again, only the app files.

These tests run their own servers (servers.py) so they can watch and stop them.
"""

import json
import re
import shutil
import struct
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from servers import DIST, Server, build_module
from tenbou.i18n import DEFAULT_LANGUAGE, LANGUAGES
from tenbou_page import expect_score, press, result, tap_tiles

PHONE = {"width": 390, "height": 844}
SW_TIMEOUT_MS = 120_000  # precaching 13 MB on a busy 2-core machine
ENGINE_TIMEOUT_MS = 90_000
SHARE_QUERY = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"  # 2 han 50 fu, 3,200
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# Pyodide's full standard library: fetched only if a module left out of the trimmed one (an app
# file, built from our module list) is imported (test_stdlib.py), so never precached.
FULL_STDLIB = "pyodide/python_stdlib.zip"

ENGINE_READY_JS = """() => {
  const state = document.documentElement.dataset.engine;
  return state === "ready" || state === "failed" ? state : false;
}"""


def sw_build(site=DIST):
    """The values build.py filled into sw.js: cache names and the two precache lists."""
    text = (site / "sw.js").read_text()
    match = re.search(r"^const BUILD = (.*?); // @tenbou-build$", text, re.MULTILINE | re.DOTALL)
    assert match, "dist/sw.js has no filled-in BUILD line"
    return json.loads(match.group(1))


def cache_names(build, scope="/tenbou/"):
    """(app cache, runtime cache) as the service worker names them: each name ends with its scope."""
    return f"{build['appCache']} {scope}", f"{build['runtimeCache']} {scope}"


def snapshot_cache(scope="/tenbou/"):
    """The engine worker's memory-snapshot cache (site/js/worker.js, test_snapshot.py), which
    the service worker keeps."""
    return f"tenbou-snapshot {scope}"


def wait_engine(page, timeout=ENGINE_TIMEOUT_MS):
    state = page.wait_for_function(ENGINE_READY_JS, timeout=timeout).json_value()
    assert state == "ready", "the engine did not start"


def wait_offline_ready(page):
    """Wait until a service worker controls the page (so its install, the precache, is done)."""
    page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'"
                           " && navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS)


def first_visit(context, url):
    """A new page of `context` opened at `url`, once the engine is ready and a service worker
    controls it (so the caches are filled)."""
    page = context.new_page()
    page.goto(url)
    wait_engine(page)
    wait_offline_ready(page)
    return page


def cached_urls(page):
    """{cache name: [URL, ...]} of the page's Cache Storage."""
    return page.evaluate("""async () => {
        const out = {};
        for (const name of await caches.keys()) {
            out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
        }
        return out;
    }""")


@pytest.fixture
def own_context(browser):
    context = browser.new_context(viewport=PHONE)
    yield context
    context.close()


@pytest.fixture
def dist_server():
    server = Server(DIST)
    yield server
    server.stop()


# ---- The build ----

def test_build_fills_in_the_service_worker_with_every_file():
    build = sw_build()
    version = json.loads((DIST.parent / "node_modules" / "pyodide" / "package.json").read_text())["version"]
    assert build["runtimeCache"] == f"tenbou-pyodide-{version}"
    assert re.fullmatch(r"tenbou-app-[0-9a-f]{16}", build["appCache"])
    assert build["runtime"] == [f"pyodide/{name}" for name in RUNTIME_FILES]
    assert build["onDemand"] == [FULL_STDLIB]
    shipped = {p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file()}
    listed = set(build["app"]) | set(build["runtime"])
    assert "./" in build["app"] and "index.html" in build["app"]
    assert "pyodide/python_stdlib_trimmed.zip" in build["app"]
    assert shipped - listed == {"sw.js", FULL_STDLIB}, \
        "every file but the service worker itself and the full standard library is precached"
    assert listed - shipped == {"./"}
    wheel = next((DIST / "pyodide").glob("tenbou-*.whl")).name
    assert f"pyodide/{wheel}" in build["app"] and "pyodide/pyodide-lock.json" in build["app"]


def test_app_cache_name_follows_the_app_files_and_runtime_cache_the_version(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(DIST, site, ignore=shutil.ignore_patterns("*.wasm", "*.zip"))
    for name in ("pyodide.asm.wasm", "python_stdlib.zip"):
        (site / "pyodide" / name).write_bytes(b"stand-in")
    build = build_module()
    first = build.write_service_worker(site)
    assert build.write_service_worker(site) == first, "filling in a built sw.js again changes nothing"
    (site / "pyodide" / "pyodide.asm.wasm").write_bytes(b"another stand-in")
    assert build.write_service_worker(site)["appCache"] == first["appCache"], "the runtime is not in the app hash"
    (site / "style.css").write_text((site / "style.css").read_text() + "\n/* changed */\n")
    second = build.write_service_worker(site)
    assert second["appCache"] != first["appCache"]
    assert second["runtimeCache"] == first["runtimeCache"]
    assert build.write_service_worker(site, version="999.0.0")["runtimeCache"] == "tenbou-pyodide-999.0.0"


# ---- Installable ----

def png_size(path):
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_manifest_makes_it_installable_from_a_sub_path(page, site_url, wait_engine_ready):
    manifest = json.loads((DIST / "manifest.webmanifest").read_text())
    for key in ("id", "start_url", "scope"):
        assert manifest[key] == "./", f"{key} must be relative, so any sub-path works"
    assert manifest["display"] == "standalone" and manifest["name"] and manifest["short_name"]
    icons = manifest["icons"]
    for size in (192, 512):
        for purpose in ("any", "maskable"):
            icon = next((i for i in icons if i["sizes"] == f"{size}x{size}" and purpose in i["purpose"].split()), None)
            assert icon, f"no {purpose} icon of {size} px"
            assert not icon["src"].startswith(("/", "http")), icon["src"]
            assert icon["type"] == "image/png" and png_size(DIST / icon["src"]) == (size, size)

    page.goto(site_url)
    wait_engine_ready(page)
    assert page.locator('meta[name="theme-color"]').get_attribute("content").lower() == manifest["theme_color"].lower()
    assert page.locator('link[rel="manifest"]').get_attribute("href") == "manifest.webmanifest"
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == site_url + "manifest.webmanifest"
    assert parsed["errors"] == [], parsed["errors"]
    # Playwright's contexts are incognito profiles, where Chromium never offers to install.
    errors = [e for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
              if e["errorId"] != "in-incognito"]
    assert errors == [], errors
    for icon in icons:  # the icons are served, with the right type
        response = page.request.get(site_url + icon["src"])
        assert response.ok and response.headers["content-type"] == "image/png"


def test_every_language_has_its_manifest_and_is_precached(page, site_url, wait_engine_ready):
    """build.py writes a manifest per language from the page's catalogs (manifest.webmanifest in
    English, manifest.<id>.webmanifest for the others), and the service worker precaches each one
    and each language's catalog: every file of the site, none listed by hand."""
    app = sw_build()["app"]
    english = json.loads((DIST / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert english["lang"] == DEFAULT_LANGUAGE and english["name"].startswith("Tenbou")
    for lang in LANGUAGES:
        name = "manifest.webmanifest" if lang == DEFAULT_LANGUAGE else f"manifest.{lang}.webmanifest"
        manifest = json.loads((DIST / name).read_text(encoding="utf-8"))
        assert name in app and manifest["lang"] == lang and manifest["name"] and manifest["description"], lang
        assert {**manifest, "name": "", "description": "", "lang": ""} == {**english, "name": "", "description": "", "lang": ""}
        if lang != DEFAULT_LANGUAGE:
            assert manifest["description"] != english["description"], lang
    # Each catalog is a file of its own (named after js/lang/<id>.js by the bundler), precached.
    for lang in LANGUAGES:
        catalog = [path.name for path in (DIST / "js").glob(f"{lang}-*.js") if re.fullmatch(rf"{re.escape(lang)}-[A-Z0-9]{{8}}\.js", path.name)]
        assert len(catalog) == 1 and f"js/{catalog[0]}" in app, (lang, catalog)
    # The page points at its language's manifest.
    page.goto(site_url + "?lang=ja")
    wait_engine_ready(page)
    assert page.locator('link[rel="manifest"]').get_attribute("href") == "manifest.ja.webmanifest"
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == site_url + "manifest.ja.webmanifest" and parsed["errors"] == [], parsed
    cdp.detach()


# ---- Offline ----

def test_after_one_visit_it_loads_and_scores_with_no_network(own_context, dist_server):
    server = dist_server
    build = sw_build()
    page = first_visit(own_context, server.url)
    caches = cached_urls(page)
    app_cache, runtime_cache = cache_names(build)
    assert set(caches) == {app_cache, runtime_cache, snapshot_cache()}
    assert sorted(caches[runtime_cache]) == sorted(server.url + p for p in build["runtime"])
    assert sorted(caches[app_cache]) == sorted(server.url + p.removeprefix("./") for p in build["app"])
    assert not any(url.endswith(FULL_STDLIB) for urls in caches.values() for url in urls)

    # 1. The network is cut: a reload loads and scores from the caches alone.
    own_context.set_offline(True)
    mark = server.mark()
    page.reload()
    wait_engine(page)
    tap_tiles(page, "123m46m999p555s77z5m")  # 5m added last: the winning tile
    press(page, '[data-flag="riichi"]')
    expect_score(page, 1, 50, "1,600")
    # Only the browser's own update check for sw.js gets past Chromium's offline emulation
    # (and fails harmlessly when there is truly no network, as in step 2).
    reached = [r for r in server.since(mark) if not r[1].endswith("/sw.js")]
    assert reached == [], f"offline, yet the page's requests reached the server: {reached}"

    # 2. The server is gone too: a new tab opens the app.
    server.stop()
    second = own_context.new_page()
    second.goto(server.url)
    wait_engine(second)
    tap_tiles(second, "234567m23456p88s7p")
    expect_score(second, 2, 30, "2,000")  # pinfu and tanyao, won on a discard: 30 fu

    # 3. A share link opened offline, in another new tab, brings its whole hand and scores it.
    third = own_context.new_page()
    third.goto(server.url + SHARE_QUERY + "&seat_wind=east&honba=1")
    wait_engine(third)
    expect_score(third, 2, 50, "5,100")  # dealer 2 han 50 fu: 4,800, plus one honba
    assert sorted(result(third).locator('[data-testid="yaku"] > [data-yaku]').evaluate_all(
        "items => items.map(i => i.dataset.yaku)")) == ["dora", "riichi"]
    # and index.html with a query is the page too
    fourth = own_context.new_page()
    fourth.goto(server.url + "index.html" + SHARE_QUERY)
    wait_engine(fourth)
    expect_score(fourth, 2, 50, "3,200")
    # and the language picker works: another language's catalog (not loaded by an English
    # visit, js/i18n.js) comes from the cache.
    fourth.get_by_test_id("lang-picker").select_option("ja")
    expect(fourth.locator("html")).to_have_attribute("lang", "ja")
    expect_score(fourth, 2, 50, "3200")
    expect(fourth.locator('[data-flag="riichi"]')).to_have_text("立直")


# ---- Updates ----

def is_new_release(page):
    """Whether the page is the release the update test made (its index.html has a marker)."""
    return page.locator('meta[name="release"]').count() == 1


def test_an_update_asks_before_reloading_and_keeps_the_runtime(own_context, tmp_path, output_path):
    site = tmp_path / "tenbou"
    shutil.copytree(DIST, site)
    server = Server(site)
    try:
        page = own_context.new_page()
        page.goto(server.url + SHARE_QUERY)
        wait_engine(page)
        expect_score(page, 2, 50, "3,200")
        wait_offline_ready(page)
        old = sw_build(site)
        page.evaluate("window.__sameDocument = true")

        # A new release: one of our own files changes and the build fills in sw.js again.
        index = site / "index.html"
        index.write_text(index.read_text().replace("<head>", '<head>\n<meta name="release" content="new">', 1))
        new = build_module().write_service_worker(site)
        assert new["appCache"] != old["appCache"] and new["runtimeCache"] == old["runtimeCache"]

        mark = server.mark()
        page.evaluate("async () => { await (await navigator.serviceWorker.getRegistration()).update(); }")
        prompt = page.get_by_test_id("update")
        expect(prompt).to_be_visible(timeout=SW_TIMEOUT_MS)
        expect(prompt).to_contain_text("New version")
        page.screenshot(path=str(Path(output_path) / "update-prompt.png"))
        page.wait_for_function("async () => Boolean((await navigator.serviceWorker.getRegistration()).waiting)")
        # The new version waits: the page was not reloaded and still works as before.
        assert page.evaluate("window.__sameDocument") is True
        assert not is_new_release(page)
        page.locator('[data-testid="hand"] [data-hand-tile="7z"]').first.click()
        expect(page.get_by_test_id("tile-count")).to_have_text(re.compile(r"^13/14"))
        tap_tiles(page, "7z")
        expect_score(page, 2, 50, "3,200")
        assert page.evaluate("window.__sameDocument") is True
        # A tab opened now still gets the old version, and is offered the new one too.
        other = own_context.new_page()
        other.goto(server.url + "?hand=234567m23456p88s7p")
        wait_engine(other)
        expect_score(other, 2, 30, "2,000")
        expect(other.get_by_test_id("update")).to_be_visible()
        assert not is_new_release(other)
        other.evaluate("""() => {
            window.__sameDocument = true;
            navigator.serviceWorker.addEventListener("controllerchange", () => { window.__controllerChanged = true; });
        }""")

        # Only when asked: the new version takes over and the page reloads, with its hand.
        with page.expect_navigation(timeout=SW_TIMEOUT_MS):
            page.get_by_test_id("update-reload").click()
        wait_engine(page)
        assert page.evaluate("window.__sameDocument") is None
        assert is_new_release(page)
        expect_score(page, 2, 50, "3,200")
        assert set(page.evaluate("caches.keys()")) == {*cache_names(new), snapshot_cache()}, \
            "the old app cache was not deleted"
        # The other tab was not reloaded under its user: it keeps its hand and its offer.
        other.wait_for_function("() => window.__controllerChanged === true")
        other.wait_for_timeout(1500)  # a reload, if one were (wrongly) started, would have happened
        expect(other.get_by_test_id("update")).to_be_visible()
        assert other.evaluate("window.__sameDocument") is True
        expect_score(other, 2, 30, "2,000")

        downloaded = server.paths_since(mark)
        assert "/tenbou/index.html" in downloaded, "the changed file was downloaded"
        for name in RUNTIME_FILES:
            assert not any(path.endswith("/" + name) for path in downloaded), \
                f"the update downloaded {name} again: {downloaded}"
        app_paths = {server.url.removeprefix(server.origin) + p.removeprefix("./") for p in new["app"]}
        assert set(downloaded) <= app_paths | {server.url.removeprefix(server.origin) + "sw.js"}, downloaded
        assert not any(path.startswith("/tenbou/?") for path in downloaded), "the reload came from the network"

        # "Later" hides the offer and gives focus back to where it came from, not to <body>.
        other.locator('[data-testid="hand"] [data-hand-tile]').first.focus()
        other.locator(".update-later").focus()
        other.keyboard.press("Enter")
        expect(other.get_by_test_id("update")).to_be_hidden()
        assert other.evaluate("document.activeElement.dataset.handTile") is not None, \
            other.evaluate("document.activeElement.outerHTML.slice(0, 80)")
    finally:
        server.stop()


def test_caches_cleared_while_installed_are_filled_again(own_context, dist_server):
    """Site data partly cleared (the caches, not the service worker): the next visit online
    fills them again, so that the one after works offline."""
    server = dist_server
    build = sw_build()
    page = first_visit(own_context, server.url)
    page.evaluate("async () => { for (const name of await caches.keys()) await caches.delete(name); }")
    page.reload()
    wait_engine(page)
    app_cache, runtime_cache = cache_names(build)
    wanted = {app_cache: len(build["app"]), runtime_cache: len(build["runtime"])}
    deadline = time.monotonic() + SW_TIMEOUT_MS / 1000
    while (counts := {name: len(urls) for name, urls in cached_urls(page).items() if name in wanted}) != wanted:
        assert time.monotonic() < deadline, f"the caches were not filled again: {counts}"
        time.sleep(0.25)
    own_context.set_offline(True)
    page.goto(server.url + SHARE_QUERY)
    wait_engine(page)
    expect_score(page, 2, 50, "3,200")


def test_two_copies_on_one_origin_keep_their_own_caches(own_context, tmp_path):
    """Cache Storage is per origin: a second Tenbou under another sub-path must not delete
    the first one's caches when its service worker activates."""
    for name in ("tenbou", "tenbou-test"):
        (tmp_path / name).symlink_to(DIST, target_is_directory=True)
    server = Server(tmp_path, prefix="/")
    try:
        page = own_context.new_page()
        expected = set()
        for scope in ("/tenbou/", "/tenbou-test/"):
            page.goto(f"{server.origin}{scope}")
            wait_engine(page)
            wait_offline_ready(page)
            expected |= {*cache_names(sw_build(), scope), snapshot_cache(scope)}
        assert set(page.evaluate("caches.keys()")) == expected
    finally:
        server.stop()
