"""The engine's memory snapshot (site/js/worker.js): repeat visits restore Pyodide with the
engine already imported instead of booting it, and any problem with a snapshot ends in a
normal start.

- The first visit boots from scratch (<html data-engine-start="fresh">) and stores one snapshot
  in Cache Storage ("tenbou-snapshot <scope>"), keyed by what it was made from: the Pyodide
  version and the sha256 of the wheel, of the standard library zip and of the worker script; the
  next visit starts from it (data-engine-start="snapshot") and scores right.
- A snapshot that is garbage, cut short, has bytes changed (its stored sha256 no longer
  matches) or has no sha256 is not used: the page starts fresh, scores right, and stores a good
  snapshot in its place, which the visit after uses.
- A snapshot stored under another build's key is never restored, and is deleted when the
  current build stores its own.
- A first start that cannot make a snapshot, cannot store it, or fails before it can make one
  still starts (fresh) and scores right, storing nothing; a restored engine that fails the
  worker's check hand is not used: the page starts fresh and stores a new snapshot.

Each test has its own browser context, so its own empty Cache Storage (fresh_context: the
shared warm context of the other modules has a snapshot already).
"""

import hashlib
import json
from pathlib import Path

import pytest

from tenbou_page import expect_score

pytestmark = pytest.mark.fresh_context

DIST = Path(__file__).resolve().parents[2] / "dist"
SHARE_QUERY = "?hand=123m456m999p555s77z&win_tile=5m&riichi=1&dora_indicators=2m"  # 2 han 50 fu, 3,200

# [cache name, [entry URLs], size of the first entry] of the snapshot cache, waiting (up to 60 s)
# until it holds exactly the entry `key` (any entry when `key` is null), of at least `least` bytes.
SNAPSHOTS_JS = """async ([key, least]) => {
  const start = performance.now();
  for (;;) {
    const name = (await caches.keys()).find((n) => n.startsWith("tenbou-snapshot"));
    const cache = name && await caches.open(name);
    const urls = cache ? (await cache.keys()).map((r) => r.url) : [];
    // The worker may delete an entry between keys() and match() (store() deletes the others
    // right after it puts its own): then this round sees no body, and the next one looks again.
    const stored = urls.length ? await cache.match(urls[0]) : undefined;
    const size = stored ? (await stored.arrayBuffer()).byteLength : 0;
    const done = urls.length === 1 && (key === null || urls[0] === key) && size >= least;
    if (done || performance.now() - start > 60000) return [name ?? null, urls, size];
    await new Promise((r) => setTimeout(r, 200));
  }
}"""
WHOLE = 10_000_000  # a snapshot is about 31 MB

# Damage the entry at `url` in the cache `name`: "replace" its body with `arg` (a list of
# numbers), "cut" it to its first `arg` bytes, "flip" `arg` bytes spread over it (each keeping
# the entry's headers, its sha256 among them), "rehash": replace it with `arg` and its sha256
# header with the sha256 of `arg`, or "strip" its headers (the body unchanged).
DAMAGE_JS = """async ([name, url, how, arg]) => {
  const cache = await caches.open(name);
  const stored = await cache.match(url);
  let body = new Uint8Array(await stored.arrayBuffer());
  if (how === "replace") body = new Uint8Array(arg);
  if (how === "cut") body = body.slice(0, arg);
  if (how === "flip") for (let i = 0; i < arg; i++) body[Math.floor((i + 0.5) * body.length / arg)] ^= 0x55;
  const headers = new Headers(stored.headers);
  if (how === "rehash") {  // garbage that its sha256 header matches
    body = new Uint8Array(arg);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    headers.set("X-Tenbou-Sha256", Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""));
  }
  await cache.put(url, new Response(body, how === "strip" ? {} : { headers }));
}"""


def start_of(page):
    return page.evaluate("document.documentElement.dataset.engineStart ?? null")


def visit(page, url, wait_engine_ready):
    page.goto(url)
    wait_engine_ready(page)
    expect_score(page, 2, 50, "3,200")
    return start_of(page)


@pytest.fixture
def first_visit(page, site_url, wait_engine_ready):
    """A page after its first visit, with the snapshot stored; returns (page, url, cache, key)."""
    url = site_url + SHARE_QUERY
    assert visit(page, url, wait_engine_ready) == "fresh"
    name, urls, _ = page.evaluate(SNAPSHOTS_JS, [None, WHOLE])
    assert name is not None and len(urls) == 1, "the first visit stored no snapshot"
    return page, url, name, urls[0]


def sha256_of(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_repeat_visit_starts_from_the_snapshot(first_visit, wait_engine_ready):
    page, url, name, key = first_visit
    assert name.endswith(" /tenbou/")  # one per scope, like the service worker's caches
    # The key names the files the snapshot was made from: a build that changes any of them
    # (the standard library zip holds the table of contents a restored interpreter keeps) has
    # another key, so its first visit starts fresh.
    wheel = json.loads((DIST / "pyodide" / "pyodide-lock.json").read_text())["packages"]["tenbou"]["sha256"]
    version = json.loads((DIST.parent / "node_modules" / "pyodide" / "package.json").read_text())["version"]
    stdlib = sha256_of(DIST / "pyodide" / "python_stdlib_trimmed.zip")[:16]
    worker = sha256_of(DIST / "js" / "worker.js")[:16]
    assert key.endswith(f"/tenbou/snapshot/{version}/{wheel}/{stdlib}/{worker}")
    # Stored without the memory's pages of zeros: its first 4 bytes give the memory's length
    # (little endian), then a byte a page of 64 KiB says whether the page was kept.
    memory, flags, size = page.evaluate("""async ([name, key]) => {
      const bytes = new Uint8Array(await (await (await caches.open(name)).match(key)).arrayBuffer());
      const memory = new DataView(bytes.buffer).getUint32(0, true);
      return [memory, [...new Set(bytes.subarray(4, 4 + Math.ceil(memory / 65536)))].sort(), bytes.length];
    }""", [name, key])
    assert flags == [0, 1] and WHOLE < size < memory
    assert visit(page, url, wait_engine_ready) == "snapshot"
    # The restored engine answers more than the start-up check: another hand, tsumo, other rules.
    page.locator('[data-win="tsumo"]').click()
    # Riichi, self-draw, one dora: 3 han; 20 + 2 (tsumo) + 8 (999p) + 4 (555s) + 2 (red dragon pair)
    # + 2 (5m in 456m: closed wait) = 38 -> 40 fu; 1,280 base: 2,600 from the dealer, 1,300 each.
    expect_score(page, 3, 40, "5,200")
    assert visit(page, url, wait_engine_ready) == "snapshot"


DAMAGE = {
    "garbage": ["replace", list(range(256)) * 64],
    "cut short": ["cut", 4_000_000],
    "three bytes flipped": ["flip", 3],  # its sha256 no longer matches
    "garbage with its own sha256": ["rehash", list(range(256)) * 64],  # not in the stored layout
    "no sha256": ["strip", None],  # a whole snapshot, but nothing to check it against
}


def test_a_bad_snapshot_falls_back_to_a_fresh_start_and_is_replaced(first_visit, wait_engine_ready, console_errors):
    """Each kind of damage in turn, on one first visit's context: each replaced snapshot, restored
    once to show it whole, is what the next damage is done to."""
    page, url, name, key = first_visit
    for damage, how in DAMAGE.items():
        page.evaluate(DAMAGE_JS, [name, key, *how])
        assert visit(page, url, wait_engine_ready) == "fresh", damage
        _, urls, size = page.evaluate(SNAPSHOTS_JS, [key, WHOLE])
        assert urls == [key] and size >= WHOLE, f"{damage}: the bad snapshot was not replaced by a whole one"
        sha = page.evaluate("async ([n, k]) => (await (await caches.open(n)).match(k)).headers.get('X-Tenbou-Sha256')",
                            [name, key])
        assert sha is not None and len(sha) == 64, damage
        assert visit(page, url, wait_engine_ready) == "snapshot", damage
    assert not [e for e in console_errors if "uncaught" in e]


def test_another_builds_snapshot_is_not_used_and_is_deleted(first_visit, wait_engine_ready):
    page, url, name, key = first_visit
    stale = key.rsplit("/", 2)[0] + "/0.0.0/" + "0" * 64  # another Pyodide version and wheel
    page.evaluate("""async ([name, key, stale]) => {
      const cache = await caches.open(name);
      await cache.put(stale, await cache.match(key));
      await cache.delete(key);
    }""", [name, key, stale])
    assert visit(page, url, wait_engine_ready) == "fresh"
    _, urls, _ = page.evaluate(SNAPSHOTS_JS, [key, WHOLE])
    assert urls == [key], "the stale snapshot was kept beside the new one"
    assert visit(page, url, wait_engine_ready) == "snapshot"


# The other problems a start can meet are caused here by serving the worker, in place of
# Pyodide's pyodide.mjs, a module that wraps the real one (imported as pyodide.mjs?real, which
# the route lets through) and breaks one step. Service workers are blocked in these contexts so
# that every request, on every visit, goes through the route.
FAULTY_PYODIDE_JS = """import * as real from "./pyodide.mjs?real";
export const version = real.version;
const FAULT = "%s";
export async function loadPyodide(options) {
  if (FAULT === "store") Cache.prototype.put = async () => { throw new Error("test: the cache refuses it"); };
  const pyodide = await real.loadPyodide(options);
  if (FAULT === "make" && options._makeSnapshot) {
    pyodide.makeMemorySnapshot = () => { throw new Error("test: no snapshot can be made"); };
  }
  if (FAULT === "unpack" && options._makeSnapshot) {
    pyodide.unpackArchive = () => { throw new Error("test: the wheel cannot be unpacked"); };
  }
  if (FAULT === "check" && options._loadSnapshot) {
    // (the worker calls the entry points of tenbou.JSON_CALLS, so the fault goes there)
    pyodide.runPython("import tenbou\\ntenbou.JSON_CALLS['score'] = lambda text: '{\\"ok\\": false}'");
  }
  return pyodide;
}
"""


def serve_faulty_pyodide(context, fault):
    """From now on, the worker's pyodide.mjs breaks the step `fault` (see FAULTY_PYODIDE_JS)."""
    context.route("**/pyodide/pyodide.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body=FAULTY_PYODIDE_JS % fault))


def stored_snapshots(page):
    """The URLs in the snapshot cache (after the worker has had time to store one)."""
    page.wait_for_timeout(3000)  # a snapshot is stored within a second or two of ready
    return page.evaluate("""async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("tenbou-snapshot"));
      return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
    }""")


@pytest.mark.browser_context_args(service_workers="block")
@pytest.mark.parametrize("fault", ["make", "store", "unpack"])
def test_a_first_start_that_cannot_make_or_store_a_snapshot_still_starts(context, page, site_url,
                                                                        wait_engine_ready, console_errors, fault):
    # make: makeMemorySnapshot throws; store: Cache Storage refuses the snapshot; unpack: the start
    # that would make one fails before it can (then the worker starts as Pyodide installs packages).
    serve_faulty_pyodide(context, fault)
    assert visit(page, site_url + SHARE_QUERY, wait_engine_ready) == "fresh"  # (visit checks 3,200)
    assert stored_snapshots(page) == []
    assert not [e for e in console_errors if "uncaught" in e]


@pytest.mark.browser_context_args(service_workers="block")
def test_a_restored_engine_that_fails_its_check_is_not_used(context, first_visit, wait_engine_ready,
                                                           console_errors):
    page, url, name, key = first_visit
    serve_faulty_pyodide(context, "check")  # the restored engine answers every hand wrongly
    assert visit(page, url, wait_engine_ready) == "fresh"  # (and scores 3,200: not the restored one)
    _, urls, size = page.evaluate(SNAPSHOTS_JS, [key, WHOLE])
    assert urls == [key] and size >= WHOLE, "no new snapshot replaced the one that failed its check"
    context.unroute("**/pyodide/pyodide.mjs")
    assert visit(page, url, wait_engine_ready) == "snapshot"
    assert not [e for e in console_errors if "uncaught" in e]
