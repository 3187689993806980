"""The trimmed standard library in the page (site/js/worker.js, stdlib/fallback.py).

- A first visit downloads the trimmed standard library and never the full one, neither while the
  engine starts nor when the service worker then precaches the site.
- The fallback, on a site whose trimmed zip is deliberately smaller (built without difflib,
  which the engine imports only to suggest a field for an unknown one): the engine starts as
  usual without the full zip; a request that needs the missing module makes the worker fetch the
  full zip, once, and answers as CPython does; the page goes on scoring.

These tests run their own servers (servers.py), to see which files reached them.
"""

import shutil

import pytest

import tenbou
from servers import DIST, Server, build_module
from tenbou_page import expect_score, tap_tiles

PHONE = {"width": 390, "height": 844}
ENGINE_TIMEOUT_MS = 90_000
FULL = "/pyodide/python_stdlib.zip"
TRIMMED = "/pyodide/python_stdlib_trimmed.zip"

ENGINE_READY_JS = """() => {
  const state = document.documentElement.dataset.engine;
  return state === "ready" || state === "failed" ? state : false;
}"""

# Run in the engine worker: hand it one request as if the page had posted it, and resolve to the
# worker's reply (the page's client ignores the reply: no request of its own has that id).
WORKER_REQUEST_JS = """([type, request]) => new Promise((resolve) => {
  const id = `test-${Math.random()}`;
  const post = self.postMessage;
  self.postMessage = function (data, ...rest) {
    if (data && data.id === id) { self.postMessage = post; resolve(data); return; }
    return post.call(this, data, ...rest);
  };
  self.dispatchEvent(new MessageEvent("message", { data: { id, type, request } }));
})"""


def wait_engine(page):
    state = page.wait_for_function(ENGINE_READY_JS, timeout=ENGINE_TIMEOUT_MS).json_value()
    assert state == "ready", "the engine did not start"


def fetched(server, mark, name):
    return [path for path in server.paths_since(mark) if path.split("?")[0].endswith(name)]


@pytest.fixture
def own_context(browser):
    context = browser.new_context(viewport=PHONE)
    yield context
    context.close()


def test_a_first_visit_downloads_the_trimmed_stdlib_only(own_context):
    server = Server(DIST)
    try:
        page = own_context.new_page()
        page.goto(server.url)
        wait_engine(page)
        tap_tiles(page, "234567m23456p88s7p")
        expect_score(page, 2, 30, "2,000")
        page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'"
                               " && navigator.serviceWorker.controller !== null", timeout=120_000)
        assert fetched(server, 0, TRIMMED), "the trimmed standard library was not downloaded"
        assert fetched(server, 0, FULL) == [], "the full standard library was downloaded"
    finally:
        server.stop()


def test_a_module_left_out_is_fetched_from_the_full_stdlib_and_the_page_still_scores(browser, tmp_path):
    site = tmp_path / "tenbou"
    shutil.copytree(DIST, site)
    build = build_module()
    files = [name for name in build.read_stdlib_modules() if name != "difflib.py"]
    build.write_trimmed_stdlib(build.NODE_PYODIDE / build.FULL_STDLIB, files, site / "pyodide" / build.TRIMMED_STDLIB)
    server = Server(site)
    # No service worker: every request of the engine worker reaches the server, to be counted.
    context = browser.new_context(viewport=PHONE, service_workers="block")
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_engine(page)
        mark = server.mark()
        assert fetched(server, 0, FULL) == [], "the engine started without the full standard library"

        request = {"hand": "123m456m999p555s77z", "win_tile": "5m", "richi": True}
        reply = page.workers[0].evaluate(WORKER_REQUEST_JS, ["score", request])
        assert reply["ok"] is True, reply
        assert reply["result"] == tenbou.score(request)  # CPython's answer: difflib suggests "riichi"
        assert "'riichi'" in reply["result"]["error"]["message"]
        assert len(fetched(server, mark, FULL)) == 1, "the full standard library was fetched, once, then"

        other = {**request, "honbaa": 1}
        assert page.workers[0].evaluate(WORKER_REQUEST_JS, ["score", other])["result"] == tenbou.score(other)
        tap_tiles(page, "234567m23456p88s7p")
        expect_score(page, 2, 30, "2,000")  # pinfu and tanyao, won on a discard
        assert len(fetched(server, mark, FULL)) == 1, "and not again"
    finally:
        context.close()
        server.stop()
