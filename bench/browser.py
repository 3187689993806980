"""Parts 2-5 of the bench: the built site in Chromium (Playwright, Debian's /usr/bin/chromium).

A throw-away copy of dist/ (plus the baseline page of bench/bare/, which is never shipped) is
served on 127.0.0.1 under the sub-path /tenbou/ by build.py's own server (Cache-Control:
no-cache, so an HTTP-cache visit revalidates). Each measurement starts a browser with a new,
empty profile on disk (a real HTTP cache, unlike an incognito context's in-memory one, which
does not keep the 9.6 MB wasm), with a phone viewport (390 x 844).

Times are read in the page with performance.now(), i.e. milliseconds since the navigation
started, by an init script that runs before the page's own scripts (INIT_JS):

- tiles: the first moment the palette's tile buttons (button[data-tile]) are in the DOM and all
  enabled, neither disabled nor aria-disabled (the page is opened with an empty hand, so every
  tile can be added);
- ready: the moment <html data-engine> becomes "ready" (the engine answers requests);
- worker: when the page started fetching the engine worker's script (resource timing), i.e. when
  the engine's boot could begin;
- cls: the cumulative layout shift of the load (the sum of the layout-shift entries not caused
  by input, the Layout Instability API), from navigation until the engine is ready and the
  page has drawn its next frames.

Cold: the first visit of a new profile (empty HTTP cache, no service worker). Warm: a second
navigation in the same profile, after the service worker (if the site registers one) is active
and the engine worker has stored its memory snapshot (the site's repeat visits restore it);
the warm page reports whether a service worker controls it. Again (the site, with a service
worker): a third navigation, the first to find the WebAssembly compiled from the service
worker's copy of the wasm in Chromium's code cache (see loads()). The bare page (bench/bare/)
is measured the same way (cold and warm), in its own profiles, interleaved with the site's runs.

Every visit starts on a quiet machine (wait_until_quiet: the browser has finished starting, the
last page its background compiling, and nothing else is busy), and what other processes used
during it is measured (OtherLoad); a run whose cold visits shared the CPU is run again.

Round trip: the page opened with a complete hand; each step clicks one situation control
(Ron/Tsumo, seat wind, honba +/-), walking a Gray code over 80 distinct situations so that
every click sends a new request. The time runs from the click (a capturing listener on the
document) to the mutation that puts the new score into the result region (data-state="score",
not aria-busy), i.e. page -> worker -> Pyodide -> worker -> page -> DOM.

Phone (part 5): cold visits of the site and of the bare page on an emulated 4G network, from a
second server that gzips as static hosts do (see phone_loads()).

Bytes: every response body the page and its worker received on the first cold visit until the
engine was ready (our server does not compress), each gzipped at level 9 and compressed with
brotli at quality 11 here. Reported apart:
what the service worker's precache then still fetched over the network (Chromium's count of
body bytes received; revalidations that the HTTP cache answers carry none).
"""

import contextlib
import functools
import gzip
import hashlib
import importlib.util
import io
import json
import os
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import brotli
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BARE = Path(__file__).resolve().parent / "bare"
SUB_PATH = "/tenbou/"
PHONE = {"width": 390, "height": 844}
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 60_000
LOG_DROPS = 9  # picks of a 12-hand game in the log view (log_drops)

# The complete hand of the round-trip test (riichi, dora): several readings, a full fu table.
ROUND_TRIP_QUERY = "?hand=111222333m789p55s&win_tile=3m&riichi=1&dora_indicators=2m&win=ron&seat_wind=east&honba=0"
ROUND_TRIP_WARMUP = 5

INIT_JS = """(() => {
  const marks = { tiles: null, ready: null, failed: null, cls: 0 };
  Object.defineProperty(window, "__bench", { value: marks });
  const enabled = (b) => !b.disabled && b.getAttribute("aria-disabled") !== "true";
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("layout-shift")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  } else {
    marks.cls = null;
  }
  const check = () => {
    if (marks.tiles === null) {
      const tiles = document.querySelectorAll("button[data-tile]");
      if (tiles.length && Array.prototype.every.call(tiles, enabled)) marks.tiles = performance.now();
    }
    const phase = document.documentElement && document.documentElement.dataset.engine;
    if ((phase === "ready" || phase === "failed") && marks[phase] === null) marks[phase] = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-engine", "disabled", "aria-disabled"],
  });
})();"""

SETTLED_JS = "() => window.__bench && (window.__bench.ready !== null || window.__bench.failed !== null)"

# Round-trip timing, installed before the page's scripts run; nothing in the page is changed.
# Worker is wrapped to see when the request leaves and when the reply is handled (our listener is
# added in the constructor, so it runs before the page's own), and WORKER_JS (run in the engine
# worker once it is up) stamps each reply with the moment the worker sent it. Each sample, in ms:
# [click -> DOM showing the new score, click -> request posted (page work), posted -> reply sent
# (message to the worker, Pyodide and the engine), reply sent -> handled by the page (the reply
# waiting for the main thread), handled -> DOM (rendering the result)].
ROUND_TRIP_INIT_JS = """(() => {
  const rt = { t0: 0, posted: 0, sent: 0, replied: 0, armed: false, samples: [] };
  Object.defineProperty(window, "__rt", { value: rt });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...args) {
    if (rt.armed && !rt.posted) rt.posted = performance.now();
    return post.apply(this, args);
  };
  window.Worker = class extends Worker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", ({ data }) => {
        if (!rt.armed || !rt.posted) return;
        rt.replied = performance.now();
        rt.sent = data && data.__benchSent ? data.__benchSent - performance.timeOrigin : NaN;
      });
    }
  };
  document.addEventListener("click", () => {
    Object.assign(rt, { t0: performance.now(), posted: 0, sent: 0, replied: 0, armed: true });
  }, true);
  const watch = (region) => new MutationObserver(() => {
    if (rt.armed && region.dataset.state === "score" && region.getAttribute("aria-busy") !== "true") {
      const now = performance.now();
      const stamped = Number.isFinite(rt.sent);  // null parts if the worker's replies were not stamped
      rt.samples.push([now - rt.t0, rt.posted - rt.t0, stamped ? rt.sent - rt.posted : null,
                       stamped ? rt.replied - rt.sent : null, now - rt.replied]);
      rt.armed = false;
    }
  }).observe(region, { attributes: true, childList: true, subtree: true });
  const find = new MutationObserver(() => {
    const region = document.querySelector('[data-testid="result"]');
    if (region) { find.disconnect(); watch(region); }
  });
  find.observe(document, { childList: true, subtree: true });
})();"""

WORKER_JS = """() => {
  const post = self.postMessage;
  self.postMessage = function (data, ...rest) {
    if (data && typeof data === "object" && "id" in data) data.__benchSent = performance.timeOrigin + performance.now();
    return post.call(this, data, ...rest);
  };
}"""


# Machine load. On a 2-core machine one busy process elsewhere (or the browser still starting
# up, or the last page's background compiling) changes a load time by up to a second, so each
# visit starts on a quiet machine, and what other processes used during a visit is measured.
# Linux only (/proc); elsewhere nothing is waited for and nothing is measured.
TICKS_PER_S = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
QUIET_SHARE = 0.15       # "quiet": the whole machine busy for under 15 % of one core ...
QUIET_FOR_S = 0.5        # ... over the last half second
QUIET_TIMEOUT_S = 30     # start anyway after this long (the visit's OtherLoad then shows it)
FOREIGN_LIMIT = 0.10     # a cold visit during which other processes used more than 10 % of a core is run again


def _machine_ticks():
    """Clock ticks the machine's CPUs have spent busy since boot (every process and the
    kernel), or None where there is no /proc/stat."""
    try:
        with open("/proc/stat") as stat:
            fields = [int(f) for f in stat.readline().split()[1:9]]
    except (OSError, ValueError):
        return None
    user, nice, system, idle, iowait, irq, softirq, steal = fields
    return user + nice + system + irq + softirq + steal


def _own_ticks():
    """Clock ticks used by this process and all its descendants (Playwright's driver, the
    browser's processes), including their children that have already exited."""
    children, ticks = {}, {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                text = stat.read()
        except OSError:  # the process has just exited
            continue
        fields = text[text.rindex(")") + 2:].split()  # after the command name, which may hold anything
        pid = int(entry.name)
        children.setdefault(int(fields[1]), []).append(pid)
        ticks[pid] = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    total, todo = 0, [os.getpid()]
    while todo:
        pid = todo.pop()
        total += ticks.get(pid, 0)
        todo += children.get(pid, [])
    return total


class OtherLoad:
    """From its creation on: how much CPU everything but this bench used (other processes, the
    kernel), as a share of one core, e.g. 1.0 for one busy process. None without /proc."""

    def __init__(self):
        self.start = (time.monotonic(), _machine_ticks(), _own_ticks() if os.path.isdir("/proc") else None)

    def share(self):
        t0, machine0, own0 = self.start
        machine = _machine_ticks()
        if machine is None or own0 is None:
            return None
        foreign = (machine - machine0) - (_own_ticks() - own0)
        return max(0.0, foreign / TICKS_PER_S / max(time.monotonic() - t0, 1e-3))


def wait_until_quiet():
    """Wait until the whole machine has been nearly idle for QUIET_FOR_S (at most
    QUIET_TIMEOUT_S): the browser has finished starting, the last page has finished its
    background work (WebAssembly tier-up, writing the compiled code to the cache) and no other
    process is busy. Without /proc/stat: a fixed 2 s."""
    if _machine_ticks() is None:
        time.sleep(2)
        return
    started, step = time.monotonic(), QUIET_FOR_S / 2
    history = [_machine_ticks()]  # the last three readings, step apart: QUIET_FOR_S in all
    while True:
        time.sleep(step)
        history = (history + [_machine_ticks()])[-3:]
        busy = (history[-1] - history[0]) / TICKS_PER_S / (step * (len(history) - 1))
        if (len(history) == 3 and busy < QUIET_SHARE) or time.monotonic() - started > QUIET_TIMEOUT_S:
            return


def _load_build_module():
    spec = importlib.util.spec_from_file_location("tenbou_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# What a static host compresses (GitHub Pages, Netlify and the like gzip text, scripts and
# WebAssembly, not what is compressed already: zip archives, wheels, PNG).
GZIP_TYPES = {"text/html", "text/javascript", "text/css", "application/json", "application/manifest+json",
              "image/svg+xml", "application/wasm", "text/plain"}


def gzip_handler(handler):
    """A subclass of build.py's request handler that sends the GZIP_TYPES gzipped (level 9, once
    per file) to a client that accepts gzip, as a static host does."""
    cache = {}

    class GzipHandler(handler):
        def send_head(self):
            path = self.translate_path(self.path)
            if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
                path = os.path.join(path, "index.html")
            ctype = self.guess_type(path)
            if (ctype not in GZIP_TYPES or "gzip" not in self.headers.get("Accept-Encoding", "")
                    or not os.path.isfile(path)):
                return super().send_head()
            if path not in cache:
                cache[path] = gzip.compress(Path(path).read_bytes(), 9)
            body = cache[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)

    return GzipHandler


@contextlib.contextmanager
def _serving(server, name):
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def served_copy():
    """A copy of dist/ with the bare page added, served under /tenbou/ twice: as build.py serves
    it (uncompressed) and gzipped as a static host serves it; yields (url, gzip url, folder)."""
    build = _load_build_module()
    build.CACHE.mkdir(exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="dist-bench-", dir=build.CACHE))
    try:
        shutil.copytree(DIST, folder, dirs_exist_ok=True)
        for path in BARE.iterdir():
            if path.is_file():
                shutil.copy2(path, folder / path.name)
        plain = build.make_server(folder, "127.0.0.1", 0, prefix=SUB_PATH, quiet=True)
        gzipped = build.make_server(folder, "127.0.0.1", 0, prefix=SUB_PATH, quiet=True)
        handler = gzipped.RequestHandlerClass  # functools.partial(handler class, directory=...)
        gzipped.RequestHandlerClass = functools.partial(gzip_handler(handler.func), **handler.keywords)
        with _serving(plain, "bench-server") as url, _serving(gzipped, "bench-gzip-server") as gzip_url:
            yield url, gzip_url, folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def fresh_profile(pw):
    """A browser with a new, empty profile on disk (no HTTP cache, no service worker); yields
    (context, page). A disk profile, not an incognito context: an incognito context's HTTP cache
    lives in memory and does not keep pyodide.asm.wasm (9.6 MB), which a real profile does."""
    folder = tempfile.mkdtemp(prefix="tenbou-bench-profile-")
    context = pw.chromium.launch_persistent_context(folder, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                    viewport=PHONE)
    try:
        context.add_init_script(INIT_JS)
        page = context.new_page()
        wait_until_quiet()  # the browser's own start-up keeps a core busy for about a second
        yield context, page
    finally:
        context.close()
        shutil.rmtree(folder, ignore_errors=True)


def _visit(page, url):
    """Navigate and wait for the engine; returns the page's marks (ms since navigation) and
    "foreign": the share of a core that other processes used meanwhile (OtherLoad)."""
    load = OtherLoad()
    page.goto(url, wait_until="commit")
    # The marks are taken in the page (INIT_JS); polling every frame would only add work to the
    # main thread being measured.
    page.wait_for_function(SETTLED_JS, polling=250, timeout=TIMEOUT_MS)
    foreign = load.share()
    # Two frames more, so that a shift caused by what "ready" redraws is counted too.
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    marks = page.evaluate("""() => ({
      ...window.__bench,
      start: document.documentElement.dataset.engineStart ?? null,
      sw: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
      worker: performance.getEntriesByType("resource").find((e) => /worker[.]js$/.test(e.name))?.startTime ?? null,
    })""")
    if marks["failed"] is not None:
        raise RuntimeError(f"the engine failed to start on {url}")
    return {**marks, "foreign": foreign}


def _wait_service_worker(page, appear_ms, activate_ms=60_000):
    """Wait until the page's service worker is active (installed, so its precache is filled).

    Returns "active"; "none" if no registration appears within `appear_ms` (the site has no
    service worker); "stuck" if one appears but is not active within `activate_ms`.
    """
    return page.evaluate("""async ([appearMs, activateMs]) => {
      if (!("serviceWorker" in navigator)) return "none";
      const start = performance.now();
      const sleep = () => new Promise((r) => setTimeout(r, 100));
      let reg;
      while (!(reg = await navigator.serviceWorker.getRegistration())) {
        if (performance.now() - start > appearMs) return "none";
        await sleep();
      }
      while (reg.active?.state !== "activated") {
        if (performance.now() - start > activateMs) return "stuck";
        await sleep();
      }
      return "active";
    }""", [appear_ms, activate_ms])


def _wait_snapshot(page, timeout_ms=30_000):
    """Wait until the engine worker has stored its memory snapshot (site/js/worker.js) in Cache
    Storage; returns True if it did within `timeout_ms` (the bare page never stores one)."""
    return page.evaluate("""async (timeoutMs) => {
      const start = performance.now();
      while (performance.now() - start < timeoutMs) {
        for (const name of await caches.keys()) {
          if (name.startsWith("tenbou-snapshot") && (await (await caches.open(name)).keys()).length) return true;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    }""", timeout_ms)


class Traffic:
    """Every request a context finishes: the page's, its worker's and any service worker's own
    (request.service_worker tells the last apart)."""

    def __init__(self, context):
        self.started, self.finished, self.failed = [], [], []
        context.on("request", lambda request: self.started.append(request))
        context.on("requestfinished", lambda request: self.finished.append(request))
        context.on("requestfailed", lambda request: self.failed.append(request))

    def snapshot(self):
        return list(self.finished)

    def settled(self, page, timeout_s=10):
        """The finished requests, once every request started so far has finished or failed
        (at most `timeout_s`): Playwright can report a large body's end (the wasm's) a little
        after the page has used it."""
        started = list(self.started)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            done = {id(r) for r in self.finished} | {id(r) for r in self.failed}
            if all(id(r) in done for r in started):
                break
            page.wait_for_timeout(100)  # lets Playwright deliver the events meanwhile
        return list(self.finished)


def _site_path(url):
    path = urlsplit(url).path
    rel = path[len(SUB_PATH):] if path.startswith(SUB_PATH) else path
    return rel or "index.html"


SIZES_CACHE = ROOT / ".cache" / "bench-compressed-sizes.json"  # {sha256: [gzip, brotli]}


def _compressed_sizes(data):
    """(gzip -9 bytes, brotli quality 11 bytes) of `data`. Brotli at its best takes half a
    minute on the wasm, so sizes are kept in .cache/ by the data's sha256."""
    key = hashlib.sha256(data).hexdigest()
    try:
        known = json.loads(SIZES_CACHE.read_text())
    except (OSError, ValueError):
        known = {}
    if key not in known:
        known[key] = [len(gzip.compress(data, 9)), len(brotli.compress(data, quality=11))]
        SIZES_CACHE.parent.mkdir(exist_ok=True)
        SIZES_CACHE.write_text(json.dumps(known))
    return tuple(known[key])


def page_bytes(requests, folder):
    """[(path, raw bytes, gzip -9 bytes, brotli -11 bytes)] of the bodies the page and its worker
    received."""
    rows = []
    for request in requests:
        response = request.response()
        if request.url.startswith(("data:", "blob:")) or response is None:
            continue
        path = _site_path(request.url)
        try:
            body = response.body()
        except Exception:  # no body held for it (should not happen on a cold visit): use the file
            file = folder / path
            body = file.read_bytes() if file.is_file() else b""
            print(f"  .. warning: no body from Chromium for {path}; counted the file's {len(body):,} bytes",
                  flush=True)
        rows.append((path, len(body), *_compressed_sizes(body)))
    return rows


def network_bytes(requests, folder):
    """[(path, raw, gzip, brotli)] that came over the network for the service worker's own fetches.

    Its precache requests revalidate against the HTTP cache (a 304 carries no body), so the
    bytes are Chromium's count of body bytes received, not the size of the file.
    """
    rows = []
    for request in requests:
        raw = request.sizes()["responseBodySize"]
        if raw:
            file = folder / _site_path(request.url)
            rows.append((_site_path(request.url), raw, *(_compressed_sizes(file.read_bytes()) if file.is_file() else (raw, raw))))
    return rows


def _gray_code(radices):
    """Reflected mixed-radix Gray code: consecutive tuples differ in one digit, by one."""
    if not radices:
        return [()]
    rest = _gray_code(radices[1:])
    out = []
    for digit in range(radices[0]):
        for tail in (rest if digit % 2 == 0 else reversed(rest)):
            out.append((digit, *tail))
    return out


def _round_trip_steps(count):
    """`count` clicks (CSS selectors), each changing the situation to one not just seen."""
    wins, winds = ["ron", "tsumo"], ["east", "south", "west", "north"]
    path = _gray_code([2, 4, 10])  # win x seat wind x honba 0-9: 80 situations
    cycle = path + path[-2:0:-1]   # there and back again
    steps = []
    for i in range(count):
        a, b = cycle[i % len(cycle)], cycle[(i + 1) % len(cycle)]
        if a[0] != b[0]:
            steps.append(f'[data-win="{wins[b[0]]}"]')
        elif a[1] != b[1]:
            steps.append(f'[data-seat-wind="{winds[b[1]]}"]')
        else:
            steps.append(f'[data-step="honba"][data-delta="{b[2] - a[2]}"]')
    return steps


def _percentile(values, p):
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def round_trip(pw, url, count, log=print):
    with fresh_profile(pw) as (context, page):
        context.add_init_script(ROUND_TRIP_INIT_JS)
        _visit(page, url + ROUND_TRIP_QUERY)
        page.wait_for_function("""() => document.querySelector('[data-testid="result"]')?.dataset.state === "score" """,
                               timeout=TIMEOUT_MS)
        for worker in page.workers:
            worker.evaluate(WORKER_JS)
        steps = _round_trip_steps(ROUND_TRIP_WARMUP + count)
        for n, selector in enumerate(steps, 1):
            page.locator(selector).click()
            page.wait_for_function("(n) => window.__rt.samples.length >= n", arg=n, timeout=TIMEOUT_MS)
        rows = page.evaluate("() => window.__rt.samples")[ROUND_TRIP_WARMUP:]
        total = page.locator('[data-testid="total"]').inner_text()
    samples = [row[0] for row in rows]
    names = ("click_to_post", "post_to_sent", "sent_to_handled", "handled_to_dom")
    parts = {name: statistics.median(row[i] for row in rows) for i, name in enumerate(names, 1)
             if all(row[i] is not None for row in rows)}
    result = {"count": count, "median_ms": statistics.median(samples), "p95_ms": _percentile(samples, 95),
              "max_ms": max(samples), "min_ms": min(samples), "median_parts_ms": parts,
              "samples_ms": rows}
    log(f"round trip: {count} clicks, median {result['median_ms']:.1f} ms ("
        + ", ".join(f"{name} {value:.1f}" for name, value in parts.items())
        + f"), p95 {result['p95_ms']:.1f} ms, max {result['max_ms']:.1f} ms (last total {total})")
    return result


# ---- The waits panel under a slowed CPU (site/js/ui/waits.js) ----
#
# A 13-tile hand (a waits request) and a 14-tile hand that does not win (a score request, then a
# discards request), each opened by URL; each click changes the seat wind or honba (so every
# click asks the engine anew), and the time runs from the click to the mutation that
# shows the panel's new answer (data-state "waits" or "discards", not aria-busy).
#
# The CPU is slowed 4x in the page and in the engine's worker. The page: CDP's
# Emulation.setCPUThrottlingRate, which slows the page's main thread only; this Chromium refuses
# it on a worker target ("Operation is only supported for pages, not workers"). So the worker's
# thread (the renderer's "DedicatedWorker" thread, where Pyodide runs) is put in a cgroup (v1
# cpu controller) of its own whose CFS quota is a quarter of one CPU (1 ms per 4 ms), and taken
# out again afterwards. throttle_check() measures the factor on a loop in the page, a loop in
# the worker and a score round trip (page -> worker -> page), with and without. Linux, as root;
# elsewhere the worker is not slowed, and the check says so.

WAITS_QUERY = "?hand=12346m999p555s77z&riichi=1&dora_indicators=2m&seat_wind=east&honba=0"
DISCARDS_QUERY = "?hand=123m46m999p555s77z9s&riichi=1&dora_indicators=2m&seat_wind=east&honba=0"
PANEL_WARMUP = 5
CPU_SLOWDOWN = 4
CGROUP_CPU = Path("/sys/fs/cgroup/cpu")
CFS_PERIOD_US = 4000  # the quota is this / CPU_SLOWDOWN (the kernel's least quota is 1 ms)

PANEL_INIT_JS = """(() => {
  const p = { t0: 0, armed: false, samples: [], worker: null };
  Object.defineProperty(window, "__panel", { value: p });
  window.Worker = class extends Worker {
    constructor(...args) { super(...args); p.worker = this; }
  };
  document.addEventListener("click", () => { p.t0 = performance.now(); p.armed = true; }, true);
  const watch = (panel) => new MutationObserver(() => {
    const state = panel.dataset.state;
    if (p.armed && (state === "waits" || state === "discards") && panel.getAttribute("aria-busy") !== "true") {
      p.samples.push(performance.now() - p.t0);
      p.armed = false;
    }
  }).observe(panel, { attributes: true, childList: true, subtree: true });
  const find = new MutationObserver(() => {
    const panel = document.querySelector('[data-testid="waits"]');
    if (panel) { find.disconnect(); watch(panel); }
  });
  find.observe(document, { childList: true, subtree: true });
})();"""

# A score round trip posted straight to the engine worker (ids the page's client ignores).
SCORE_TRIP_JS = """async (n) => {
  const worker = window.__panel.worker;
  const request = { hand: "123m456m999p555s77z", win_tile: "5m", riichi: true, dora_indicators: "2m" };
  const times = [];
  for (let i = 0; i < n; i++) {
    const id = `bench-${Math.random()}`;
    const t0 = performance.now();
    await new Promise((resolve) => {
      const on = ({ data }) => { if (data && data.id === id) { worker.removeEventListener("message", on); resolve(); } };
      worker.addEventListener("message", on);
      worker.postMessage({ id, type: "score", request: { ...request, honba: i % 10 } });
    });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}"""

# A plain loop (run in the page or in the worker): the median of 5 runs, ms.
WORKER_LOOP_JS = """() => {
  const times = [];
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 1e7; i++) x += i % 7;
    times.push(performance.now() - t0 + (x < 0 ? 1 : 0));
  }
  return times.sort((a, b) => a - b)[2];
}"""


def _panel_steps(count):
    """`count` clicks (CSS selectors) on seat wind and honba, each to a situation not just seen
    (Ron/Tsumo would not do: a waits request answers both)."""
    winds = ["east", "south", "west", "north"]
    path = _gray_code([4, 10])  # seat wind x honba 0-9: 40 situations
    cycle = path + path[-2:0:-1]
    steps = []
    for i in range(count):
        a, b = cycle[i % len(cycle)], cycle[(i + 1) % len(cycle)]
        steps.append(f'[data-seat-wind="{winds[b[0]]}"]' if a[0] != b[0]
                     else f'[data-step="honba"][data-delta="{b[1] - a[1]}"]')
    return steps


def _worker_threads():
    """Thread ids of the engine worker: the "DedicatedWorker" threads of the Chromium renderer
    processes among this process's descendants."""
    children = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                text = stat.read()
        except OSError:
            continue
        children.setdefault(int(text[text.rindex(")") + 2:].split()[1]), []).append(int(entry.name))
    found, todo = [], [os.getpid()]
    while todo:
        for pid in children.get(todo.pop(), []):
            todo.append(pid)
            with contextlib.suppress(OSError):
                for tid in os.listdir(f"/proc/{pid}/task"):
                    with open(f"/proc/{pid}/task/{tid}/comm") as comm:
                        if comm.read().strip() == "DedicatedWorker":
                            found.append(int(tid))
    return found


class Slowdown:
    """The page's main thread (CDP) and the engine worker's thread (a CFS quota) slowed `rate`
    times while on; off() undoes both. `worker_slowed` says whether the worker could be."""

    def __init__(self, page, cdp, rate, log=print):
        self.cdp, self.rate, self.log = cdp, rate, log
        self.threads = _worker_threads()
        self.group = CGROUP_CPU / f"tenbou-bench-{os.getpid()}"
        self.worker_slowed = False

    def on(self):
        self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": self.rate})
        try:
            self.group.mkdir(exist_ok=True)
            (self.group / "cpu.cfs_period_us").write_text(str(CFS_PERIOD_US))
            (self.group / "cpu.cfs_quota_us").write_text(str(CFS_PERIOD_US // self.rate))
            for tid in self.threads:
                (self.group / "tasks").write_text(str(tid))
            self.worker_slowed = bool(self.threads)
        except OSError as err:
            self.log(f"warning: the engine worker is not slowed ({err})")

    def off(self):
        self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        for tid in self.threads:
            with contextlib.suppress(OSError):
                (CGROUP_CPU / "tasks").write_text(str(tid))
        with contextlib.suppress(OSError):
            self.group.rmdir()


def throttle_check(page, slowdown, log=print):
    """Median score round trip (page -> worker -> page), a loop in the page and one in the
    worker, in ms, without and with the slowdown; returns {"free", "slowed", "factor"}."""
    worker = page.workers[0]

    def measure():
        return {"score_trip_ms": page.evaluate(SCORE_TRIP_JS, 15), "page_loop_ms": page.evaluate(WORKER_LOOP_JS),
                "worker_loop_ms": worker.evaluate(WORKER_LOOP_JS)}

    measure()  # warm-up
    free = measure()
    slowdown.on()
    try:
        slowed = measure()
    finally:
        slowdown.off()
    factor = {k: slowed[k] / free[k] for k in free}
    log("cpu slowdown check: " + ", ".join(f"{k[:-3].replace('_', ' ')} {free[k]:.1f} -> {slowed[k]:.1f} ms "
                                           f"(x{factor[k]:.1f})" for k in free))
    return {"free": free, "slowed": slowed, "factor": factor, "worker_slowed": slowdown.worker_slowed}


def panel_times(pw, url, query, count, log=print, label="waits"):
    """Click -> waits panel updated, `count` clicks (after PANEL_WARMUP), CPU slowed CPU_SLOWDOWN x."""
    with fresh_profile(pw) as (context, page):
        context.add_init_script(PANEL_INIT_JS)
        _visit(page, url + query)
        page.wait_for_function(f"""() => document.querySelector('[data-testid="waits"]')?.dataset.state === "{label}" """,
                               timeout=TIMEOUT_MS)
        slowdown = Slowdown(page, context.new_cdp_session(page), CPU_SLOWDOWN, log)
        check = throttle_check(page, slowdown, log) if label == "waits" else None
        steps = _panel_steps(PANEL_WARMUP + count)
        slowdown.on()
        try:
            for n, selector in enumerate(steps, 1):
                page.locator(selector).click()
                page.wait_for_function("(n) => window.__panel.samples.length >= n", arg=n, timeout=TIMEOUT_MS)
        finally:
            slowdown.off()
        samples = page.evaluate("() => window.__panel.samples")[PANEL_WARMUP:]
    result = {"count": count, "median_ms": statistics.median(samples), "p95_ms": _percentile(samples, 95),
              "max_ms": max(samples), "samples_ms": samples, "slowdown": CPU_SLOWDOWN, "check": check}
    log(f"{label} panel (CPU x{CPU_SLOWDOWN}): {count} clicks, median {result['median_ms']:.1f} ms, "
        f"p95 {result['p95_ms']:.1f} ms, max {result['max_ms']:.1f} ms")
    return result


def loads(pw, url, folder, runs, log=print):
    """Cold and warm visits of the site and of the bare page, `runs` of each, interleaved.

    A run is one new profile for each page, one page right after the other (taking turns at
    going first). Each profile gets a cold visit, then a warm one; the site's profile, if the
    site has a service worker, then a third ("again"). A run during whose cold visits other
    processes used more than FOREIGN_LIMIT of a core is run again (the same rule for both
    pages), up to `runs` extra runs in all; "redone" counts them, and every visit keeps its
    "foreign" share, so what was kept can be judged.
    """
    site, bare = url, url + "bare.html"
    results = {key: [] for key in ("site_cold", "site_warm", "site_again", "bare_cold", "bare_warm")}
    bytes_rows, sw_rows, has_sw = None, None, None
    redone = 0
    while len(results["site_cold"]) < runs:
        run = len(results["site_cold"])
        order = ("site", "bare") if run % 2 == 0 else ("bare", "site")
        visits = {}
        for which in order:
            target = site if which == "site" else bare
            with fresh_profile(pw) as (context, page):
                traffic = Traffic(context)
                visits[f"{which}_cold"] = cold = _visit(page, target)
                if which == "site" and bytes_rows is None:
                    requests = traffic.settled(page)
                    bytes_rows = page_bytes([r for r in requests if r.service_worker is None], folder)
                if which == "site" and has_sw is not False:
                    # The first run gives a registration 5 s after the engine is ready to appear
                    # (the site registers its service worker then); later runs wait only when the
                    # first found one.
                    sw_state = _wait_service_worker(page, 5_000 if has_sw is None else 30_000)
                    if sw_state == "stuck":
                        log("warning: the service worker did not activate within 60 s")
                    has_sw = sw_state != "none"
                    if has_sw and sw_rows is None:
                        sw_rows = network_bytes([r for r in traffic.snapshot() if r.service_worker is not None], folder)
                if which == "site" and not _wait_snapshot(page):
                    log("warning: the engine stored no memory snapshot within 30 s")
                wait_until_quiet()
                visits[f"{which}_warm"] = warm = _visit(page, target)
                again = None
                if which == "site" and has_sw:
                    # Chromium keeps compiled WebAssembly with the cache entry it was compiled
                    # from. The cold visit's compiled code belongs to the HTTP cache's copy of the
                    # wasm, so the first visit served by the service worker (warm) compiles it
                    # again, from the service worker's copy; from this third visit on it is reused.
                    wait_until_quiet()
                    visits["site_again"] = again = _visit(page, target)
                version = context.new_cdp_session(page).send("Browser.getVersion")["product"]
            log(f"load run {run + 1}/{runs} {which}: cold tiles {_ms(cold['tiles'])} ready {_ms(cold['ready'])}; "
                f"warm tiles {_ms(warm['tiles'])} ready {_ms(warm['ready'])}"
                + (f" (SW controls: {warm['sw']})" if which == "site" else "")
                + (f"; again ready {_ms(again['ready'])}" if again else "")
                + (f"; engine start cold/warm/again: {cold['start']}/{warm['start']}/{again['start'] if again else '-'}"
                   if which == "site" else "")
                + f"; other processes: cold {_share(cold['foreign'])}, warm {_share(warm['foreign'])} of a core")
        busy = [which for which in order if (visits[f"{which}_cold"]["foreign"] or 0) > FOREIGN_LIMIT]
        if busy and redone < runs:
            redone += 1
            log(f"load run {run + 1}/{runs}: run again, other processes were busy during the cold "
                f"{' and '.join(busy)} visit")
            continue
        for key, marks in visits.items():
            results[key].append(marks)
    summary = {}
    for key, marks in results.items():
        summary[key] = {
            "tiles_ms": _median([m["tiles"] for m in marks]),
            "ready_ms": _median([m["ready"] for m in marks]),
            "ready_all_ms": [m["ready"] for m in marks],
            "tiles_all_ms": [m["tiles"] for m in marks],
            "worker_start_ms": _median([m["worker"] for m in marks]),
            "cls": _median([m["cls"] for m in marks]),
            "cls_all": [m["cls"] for m in marks],
            "sw_controlled": [m["sw"] for m in marks],
            "start": [m.get("start") for m in marks],
            "foreign_all": [m["foreign"] for m in marks],
        }
    # Each run measures the site and the bare page one right after the other: the median of the
    # per-run ratios is steadier than the ratio of the medians when the machine's load drifts.
    pairs = zip(summary["site_cold"]["ready_all_ms"], summary["bare_cold"]["ready_all_ms"])
    summary["ratio_ready_cold_runs"] = [site / bare for site, bare in pairs]
    summary["ratio_ready_cold"] = statistics.median(summary["ratio_ready_cold_runs"])
    summary["redone"] = redone
    summary["service_worker"] = bool(has_sw)
    summary["warm_sw_controlled"] = all(summary["site_warm"]["sw_controlled"])
    summary["browser"] = version
    return summary, bytes_rows, sw_rows


def _median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def _ms(value):
    return "-" if value is None else f"{value:.0f} ms"


def _share(value):
    return "?" if value is None else f"{value:.0%}"


def group_bytes(rows, pyodide_files):
    """Totals {group: {"raw", "gzip", "brotli", "files"}} for Pyodide's files (its runtime and
    standard library) and our own files."""
    groups = {name: {"raw": 0, "gzip": 0, "brotli": 0, "files": []} for name in ("pyodide", "ours")}
    for path, raw, gz, br in rows:
        name = "pyodide" if path in {f"pyodide/{f}" for f in pyodide_files} else "ours"
        groups[name]["raw"] += raw
        groups[name]["gzip"] += gz
        groups[name]["brotli"] += br
        groups[name]["files"].append({"path": path, "raw": raw, "gzip": gz, "brotli": br})
    return groups


# ---- The first visit on a phone: a 4G network, files served gzipped ----
#
# Chromium's network emulation (CDP Network.emulateNetworkConditions on the page, which also
# throttles the requests of its dedicated workers) at 10 Mbit/s down, 5 Mbit/s up and 40 ms of
# latency, against the gzip server (served_copy). The CPU is not slowed: CDP's CPU throttling
# reaches the page's main thread only, not the engine's worker, so it would not compare the site
# with the bare page fairly. Each run is one new profile for each page, one right after the
# other (taking turns at going first); only cold visits. A waterfall of each visit: every
# response of the page and of its worker (resource timing), in ms since navigation.

PHONE_NETWORK = {"offline": False, "latency": 40, "downloadThroughput": 10_000_000 / 8,
                 "uploadThroughput": 5_000_000 / 8}

# [[file, start, end, bytes over the network]] of the page (and its document) or of a worker,
# start and end in ms since the page's navigation (`origin`: the page's performance.timeOrigin).
WATERFALL_JS = """(origin) => {
  const at = (t) => Math.round((performance.timeOrigin + t - origin) * 10) / 10;
  return performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
    .map((e) => [decodeURIComponent(new URL(e.name).pathname), at(e.startTime), at(e.responseEnd), e.transferSize]);
}"""


def _waterfall(page):
    """Every response of a visit so far, page and workers, sorted by start: [[path, start, end,
    bytes]], path relative to the site (the document as "index.html", the bare page's by its name)."""
    origin = page.evaluate("() => performance.timeOrigin")
    rows = page.evaluate(WATERFALL_JS, origin)
    for worker in page.workers:
        rows += worker.evaluate(WATERFALL_JS, origin)
    return sorted(([_site_path(path), start, end, size] for path, start, end, size in rows),
                  key=lambda row: row[1])


def phone_loads(pw, url, runs, log=print):
    """Cold visits of the site and of the bare page on the 4G profile, `runs` of each; a run
    whose visits shared the CPU with other processes is run again (as in loads())."""
    visits = {"site": [], "bare": []}
    redone = 0
    while len(visits["site"]) < runs:
        run = len(visits["site"])
        order = ("site", "bare") if run % 2 == 0 else ("bare", "site")
        got = {}
        for which in order:
            with fresh_profile(pw) as (context, page):
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK)
                marks = _visit(page, url if which == "site" else url + "bare.html")
                got[which] = {**marks, "waterfall": _waterfall(page)}
        log(f"4G run {run + 1}/{runs}: site tiles {_ms(got['site']['tiles'])} ready {_ms(got['site']['ready'])}; "
            f"bare ready {_ms(got['bare']['ready'])}; other processes {_share(got['site']['foreign'])} / "
            f"{_share(got['bare']['foreign'])} of a core")
        if any((got[w]["foreign"] or 0) > FOREIGN_LIMIT for w in got) and redone < runs:
            redone += 1
            log(f"4G run {run + 1}/{runs}: run again, other processes were busy")
            continue
        for which, marks in got.items():
            visits[which].append(marks)
    ratios = [site["ready"] / bare["ready"] for site, bare in zip(visits["site"], visits["bare"])]
    median_run = sorted(range(runs), key=lambda i: ratios[i])[(runs - 1) // 2]
    return {
        "network": PHONE_NETWORK,
        "tiles_ms": _median([v["tiles"] for v in visits["site"]]),
        "tiles_all_ms": [v["tiles"] for v in visits["site"]],
        "ready_ms": _median([v["ready"] for v in visits["site"]]),
        "ready_all_ms": [v["ready"] for v in visits["site"]],
        "bare_ready_ms": _median([v["ready"] for v in visits["bare"]]),
        "bare_ready_all_ms": [v["ready"] for v in visits["bare"]],
        "ratio_ready": statistics.median(ratios),
        "ratio_ready_runs": ratios,
        "transfer": {w: sum(row[3] for row in visits[w][median_run]["waterfall"]) for w in visits},
        "median_run": median_run,
        "waterfall": {w: visits[w][median_run]["waterfall"] for w in visits},
        "marks": {w: {k: visits[w][median_run][k] for k in ("tiles", "ready", "worker")} for w in visits},
        "foreign_all": {w: [v["foreign"] for v in visits[w]] for w in visits},
        "redone": redone,
    }


# ---- A recorded game checked on the page (?view=log, site/js/log.js) ----
#
# The whole Tenhou games of 12 hands among the tests' logs, picked in turn in the view's file
# input (as a drop reads it: js/log.js readFile), after the engine is ready; the time runs from the
# input's change event to the mutation that shows the summary with the table drawn. The first
# pick is the first check of the page (the engine's memos empty), the later ones repeat it.

LOG_QUERY = "?view=log"
LOG_INIT_JS = """(() => {
  const d = { t0: 0, armed: false, samples: [] };
  Object.defineProperty(window, "__drop", { value: d });
  document.addEventListener("change", (event) => {
    if (event.target?.dataset?.testid === "log-file") { d.t0 = performance.now(); d.armed = true; }
  }, true);
  new MutationObserver(() => {
    const summary = document.querySelector('[data-testid="log-summary"]');
    if (d.armed && summary && document.querySelector('[data-testid="log-hand"]') && !summary.textContent.endsWith("…")) {
      d.samples.push(performance.now() - d.t0);
      d.armed = false;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();"""


def twelve_hand_logs():
    """The tests' whole Tenhou games of 12 hands (bench/log_speed.py, the same games)."""
    import log_speed
    import tenbou
    return [log_speed.LOGS / f"{name}.xml" for name, text in log_speed.games()
            if len(tenbou.read_log(text)["rounds"]) == log_speed.TWELVE_HANDS]


def log_drops(pw, url, count, log=print):
    """`count` picks of a 12-hand game in ?view=log, each timed from the file input's change to
    the table and summary shown: {"first_ms", "median_ms", "max_ms", "samples_ms", "games"}."""
    paths = twelve_hand_logs()
    with fresh_profile(pw) as (context, page):
        context.add_init_script(LOG_INIT_JS)
        _visit(page, url + LOG_QUERY)
        for n in range(1, count + 1):
            page.locator('[data-testid="log-file"]').set_input_files(str(paths[(n - 1) % len(paths)]))
            page.wait_for_function("(n) => window.__drop.samples.length >= n", arg=n, timeout=TIMEOUT_MS)
        samples = page.evaluate("() => window.__drop.samples")
        summary = page.locator('[data-testid="log-summary"]').inner_text()
    result = {"first_ms": samples[0], "median_ms": statistics.median(samples), "max_ms": max(samples),
              "samples_ms": samples, "games": [path.name for path in paths]}
    log(f"log view: {count} picks of {len(paths)} 12-hand games, first {result['first_ms']:.0f} ms, median "
        f"{result['median_ms']:.0f} ms, max {result['max_ms']:.0f} ms (last summary: {summary})")
    return result


def run(round_trips=200, load_runs=5, log=print, panel_clicks=60):
    build = _load_build_module()
    pyodide_files = (*build.PYODIDE_RUNTIME_FILES, build.TRIMMED_STDLIB, build.FULL_STDLIB)
    with served_copy() as (url, gzip_url, folder), sync_playwright() as pw:
        log(f"browser: site copy served at {url}")
        started = time.monotonic()
        load, bytes_rows, sw_rows = loads(pw, url, folder, load_runs, log)
        log(f"browser: loads took {time.monotonic() - started:.0f} s")
        started = time.monotonic()
        phone = phone_loads(pw, gzip_url, load_runs, log)
        log(f"browser: 4G loads took {time.monotonic() - started:.0f} s")
        started = time.monotonic()
        rt = round_trip(pw, url, round_trips, log)
        log(f"browser: round trips took {time.monotonic() - started:.0f} s")
        started = time.monotonic()
        waits = panel_times(pw, url, WAITS_QUERY, panel_clicks, log, "waits")
        discards = panel_times(pw, url, DISCARDS_QUERY, panel_clicks, log, "discards")
        log(f"browser: waits panel took {time.monotonic() - started:.0f} s")
        started = time.monotonic()
        drops = log_drops(pw, url, LOG_DROPS, log)
        log(f"browser: log view took {time.monotonic() - started:.0f} s")
    return {
        "log_drop": drops,
        "waits_panel": waits,
        "discards_panel": discards,
        "chromium": load["browser"].split("/")[-1],
        "round_trip": rt,
        "load": load,
        "phone": phone,
        "bytes": group_bytes(bytes_rows, pyodide_files),
        "service_worker_bytes": group_bytes(sw_rows, pyodide_files) if sw_rows is not None else None,
    }
