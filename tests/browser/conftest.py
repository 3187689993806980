"""Fixtures for the browser tests: dist/ on a local server, Debian's Chromium, guards.

- ``site_url`` (session): dist/ served on a free 127.0.0.1 port under the sub-path /tenbou/
  (as on GitHub Pages), e.g. ``http://127.0.0.1:41234/tenbou/``. "/" redirects there;
  anything else outside the sub-path is 404, so a URL in the site that is not relative
  breaks here. pytest-playwright's ``base_url`` is the same URL, so
  ``page.goto("?hand=123m...")`` and ``page.goto("")`` work.
- ``modules_url`` (session): the same site with its modules unbundled, for tests that import
  one of them (``await import("./js/tiles.js")``); dist/ has them bundled (build.py). The
  engine does not start there: the runtime is left out.
- Chromium is Debian's (``CHROMIUM_PATH``, default /usr/bin/chromium), never a Playwright
  download. Default viewport: a phone, 390 x 844.
- ``wait_engine_ready(page)``: waits until ``<html data-engine>`` leaves "loading" and fails at
  once if it says "failed".
- ``page`` is a new tab in a browser context shared by the whole session, whose engine is
  warm: the context has started the engine once and stored its memory snapshot in Cache
  Storage, so each page starts from it in about a second instead of booting Pyodide (several
  seconds). (The suite runs in one process: with pytest-xdist's two workers it took longer
  here, both cores being busy already.) Before each test the site's localStorage, IndexedDB
  and cookies are cleared; the test's pages are closed after it, so URL, listeners, dialogs,
  page routes, init scripts and emulated media end with the test. Only the context itself is shared: a test must
  not change it (no ``context.route``, ``add_init_script``, ``set_offline``, permissions).
- ``shared_page(**options)`` opens another such tab: ``viewport``, ``color_scheme`` and
  ``reduced_motion`` are set on the page, any other option (``locale``, ``has_touch``,
  ``bypass_csp`` ...) picks the shared context made with those options (one warm-up each).
- A fresh start is asked for: a test that names pytest-playwright's ``context`` fixture, or a
  module marked ``pytestmark = pytest.mark.fresh_context``, gets a new empty context, and its
  ``page`` is in it (storage, offline, first visit, snapshot, update tests).
- ``app_page``: a page opened at the site root with the engine ready.
- ``console_errors``: console errors and uncaught exceptions of ``page``, as a list of strings.
- Every test that uses a browser context (its own fresh one or the shared ones) fails if a
  request leaves the site's origin: the site must need nothing but dist/. ``offsite_requests``
  is the list, for asserting on; a shared context's requests count for the test running.
- The page's Content-Security-Policy forbids eval: give ``wait_for_function`` a function
  (``"() => ..."``), never a bare expression, which Playwright would have to eval.

dist/ is built by ``python3 build.py test`` before this suite runs; when pytest is run by hand,
a missing or older dist/ (than site/ or the engine source) is rebuilt first.
"""

import importlib.util
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
SUB_PATH = "/tenbou/"
ENGINE_TIMEOUT_MS = 60_000
# Assertions wait up to 20 s (Playwright's default is 5 s): on a busy 2-core machine a page that
# has just opened may still be booting Pyodide (about 3 s alone) when a test first looks.
expect.set_options(timeout=20_000)
PHONE = {"width": 390, "height": 844}
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _load_build_module():
    """build.py (stdlib only) provides the same server as `python3 build.py serve`."""
    spec = importlib.util.spec_from_file_location("tenbou_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _newest_mtime(*folders):
    return max((p.stat().st_mtime for folder in folders if folder.is_dir()
                for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts),
               default=0)


def _dist_is_stale():
    lock = DIST / "pyodide" / "pyodide-lock.json"  # written last by build.py
    if not lock.is_file():
        return True
    return _newest_mtime(ROOT / "site", ROOT / "pyengine" / "src") > lock.stat().st_mtime


def _built():
    """build.py, once dist/ (and the unbundled copy beside it, PAGE_MODULES) is built and current."""
    build = _load_build_module()
    missing = not (build.PAGE_MODULES / "index.html").is_file()
    if not os.environ.get("TENBOU_DIST_BUILT") and (_dist_is_stale() or missing):
        subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], check=True)
    return build


def _serve(folder, name):
    """Serve `folder` under /tenbou/ on a free port; yield its URL until the session ends."""
    server = _load_build_module().make_server(folder, "127.0.0.1", 0, prefix=SUB_PATH, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_url():
    """Serve dist/ under /tenbou/ on a free port for the whole session; yield its URL."""
    _built()
    yield from _serve(DIST, "dist-server")


@pytest.fixture(scope="session")
def modules_url():
    """Serve the page's modules unbundled (build.py's PAGE_MODULES: the built site before its
    modules are bundled, without the runtime) like site_url, for tests that import one module."""
    yield from _serve(_built().PAGE_MODULES, "modules-server")


@pytest.fixture(scope="session")
def base_url(site_url):
    """pytest-playwright passes this to every browser context as its base URL."""
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args,
            "executable_path": os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"),
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": PHONE}


def _origin(url):
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def pytest_configure(config):
    config.addinivalue_line("markers", "fresh_context: the module's `page` is in a new, empty browser "
                            "context (pytest-playwright's `context`), not in the shared warm one")


def _wants_fresh_context(request):
    return "context" in request.fixturenames or request.node.get_closest_marker("fresh_context") is not None


def _offsite(url, origin):
    return not url.startswith(("data:", "blob:", "about:")) and _origin(url) != origin


@pytest.fixture(autouse=True)
def offsite_requests(request, site_url):
    """Requests that left the site's origin, for tests that use a browser context.

    Recorded on the context, so the module worker's and any service worker's requests count; a
    shared context (shared_page) records into the list of the test that is running. The test
    fails after its body if the list is not empty (see pytest_runtest_call below).
    """
    leaks = []
    if _wants_fresh_context(request) and {"context", "page"} & set(request.fixturenames):
        origin = _origin(site_url)

        def record(req):
            if _offsite(req.url, origin):
                leaks.append(f"{req.method} {req.url}")

        request.getfixturevalue("context").on("request", record)
    return leaks


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    leaks = getattr(item, "funcargs", {}).get("offsite_requests")
    if leaks:
        raise AssertionError("the page requested something outside dist/'s origin:\n  "
                             + "\n  ".join(leaks))
    return result


@pytest.fixture
def console_errors(page):
    """Console errors and uncaught page exceptions, collected while the test runs."""
    errors = []
    page.on("console", lambda msg: errors.append(f"console.{msg.type}: {msg.text}")
            if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    return errors


# "ready" or "failed" once the engine settles; "missing" if the page, 5 s after it has loaded,
# still has no data-engine attribute at all (not the Tenbou page: no point in waiting 60 s).
ENGINE_STATE_JS = """() => {
  const state = document.documentElement.dataset.engine;
  if (state === "ready" || state === "failed") return state;
  if (state === undefined && document.readyState === "complete" && performance.now() > 5000)
    return "missing";
  return false;
}"""


@pytest.fixture
def wait_engine_ready():
    """A function (page, timeout_ms=60000) that waits for <html data-engine="ready">."""

    def wait(page, timeout_ms=ENGINE_TIMEOUT_MS):
        state = page.wait_for_function(ENGINE_STATE_JS, timeout=timeout_ms).json_value()
        assert state == "ready", f'<html data-engine> is "{state}", not "ready": the engine did not start'

    return wait


# Resolves once a whole snapshot (over 10 MB; about 31 MB) is in the snapshot cache, or after 30 s.
SNAPSHOT_STORED_JS = """async () => {
  const start = performance.now();
  while (performance.now() - start < 30000) {
    const name = (await caches.keys()).find((n) => n.startsWith("tenbou-snapshot"));
    const urls = name ? await (await caches.open(name)).keys() : [];
    const stored = urls.length ? await (await caches.open(name)).match(urls[0]) : undefined;
    if (stored && (await stored.blob()).size > 10000000) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}"""
# What is cleared before each test in a shared context; Cache Storage (the engine snapshot, the
# service worker's caches) and the service worker stay.
CLEARED_STORAGE = "cookies,local_storage,indexeddb,websql,file_systems"


class ContextPool:
    """Browser contexts shared by the tests of one session, one per set of context options.

    Each is warmed once when first asked for: a page opens the site, waits for the engine and for
    its snapshot to be stored, and closes. Its requests go to `leaks` (the running test's
    offsite_requests) when they leave the site's origin.
    """

    def __init__(self, browser, defaults, site_url):
        self.browser, self.defaults, self.site_url = browser, defaults, site_url
        self.origin = _origin(site_url)
        self.contexts = {}
        self.leaks = None

    def get(self, options):
        key = json.dumps(options, sort_keys=True)
        if key not in self.contexts:
            context = self.browser.new_context(**{**self.defaults, **options})
            context.on("request", self._record)
            self.contexts[key] = context
            self._warm(context, options)
        return self.contexts[key]

    def _record(self, req):
        if self.leaks is not None and _offsite(req.url, self.origin):
            self.leaks.append(f"{req.method} {req.url}")

    def _warm(self, context, options):
        page = context.new_page()
        try:
            page.goto(self.site_url)
            state = page.wait_for_function(ENGINE_STATE_JS, timeout=ENGINE_TIMEOUT_MS).json_value()
            assert state == "ready", (f'warming the shared context {options}: <html data-engine> is '
                                      f'"{state}", not "ready": the engine did not start')
            page.evaluate(SNAPSHOT_STORED_JS)  # stored or not, the tests still run (slower if not)
        finally:
            page.close()

    def clear_storage(self, context):
        """Close the context's pages and clear the site's storage (not its Cache Storage)."""
        for open_page in list(context.pages):
            open_page.close()
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": CLEARED_STORAGE})
        cdp.detach()
        return page

    def close(self):
        for context in self.contexts.values():
            context.close()


@pytest.fixture(scope="session")
def context_pool(browser, browser_context_args, site_url):
    """The shared browser contexts (ContextPool) of this session, closed at its end."""
    pool = ContextPool(browser, browser_context_args, site_url)
    yield pool
    pool.close()


@pytest.fixture
def shared_page(context_pool, offsite_requests):
    """A function (viewport=None, color_scheme=None, reduced_motion=None, **context_options)
    that opens a new page in the shared warm context made with `context_options`.

    The first page of a test in each context comes after that context's storage is cleared. All
    the test's pages are closed after it; its requests are checked by offsite_requests.
    """
    context_pool.leaks = offsite_requests
    used = []

    def open_page(viewport=None, color_scheme=None, reduced_motion=None, **options):
        context = context_pool.get(options)
        if context in used:
            page = context.new_page()
        else:
            page = context_pool.clear_storage(context)
            used.append(context)
        if viewport:
            page.set_viewport_size(viewport)
        if color_scheme or reduced_motion:
            page.emulate_media(color_scheme=color_scheme, reduced_motion=reduced_motion)
        return page

    yield open_page
    context_pool.leaks = None
    for context in used:
        for open_page_ in list(context.pages):
            open_page_.close()


@pytest.fixture
def page(request, shared_page):
    """A new page in the shared warm context; in a fresh context (pytest-playwright's `context`)
    when the test names `context` or its module is marked fresh_context."""
    if _wants_fresh_context(request):
        return request.getfixturevalue("context").new_page()
    return shared_page()


@pytest.fixture
def app_page(page, site_url, wait_engine_ready):
    """The page opened at the site root, engine ready."""
    page.goto(site_url)
    wait_engine_ready(page)
    return page


@pytest.fixture
def axe_page(shared_page):
    """A function (**options) -> a new phone page where axe-core can be injected (the shared warm
    context made with bypass_csp); options as shared_page's (viewport, color_scheme ...)."""

    def make(**options):
        return shared_page(bypass_csp=True, **options)

    return make
