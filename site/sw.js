/**
 * Tenbou's service worker: after one visit the calculator works with no network.
 *
 * Two caches, both filled at install and served cache-first:
 * - the app cache, "tenbou-app-<hash>": the page, styles, scripts, icons, the manifest, the
 *   engine wheel and its pyodide-lock.json. <hash> is a content hash of those files, so any
 *   change to them makes a new cache (a few hundred kilobytes to download).
 * - the runtime cache, "tenbou-pyodide-<version>": the Pyodide runtime (about 11 MB). It is
 *   named by Pyodide's version only, so an app update finds it already filled and downloads
 *   none of it again.
 * The trimmed standard library that the engine boots from is built from our own module list,
 * so it is an app file. Pyodide's full standard library (BUILD.onDemand) is not precached: the
 * engine worker fetches it only if a module left out of the trimmed one is imported, and this
 * worker then keeps it in the runtime cache.
 * Install is resumable: a file already in its cache is not fetched again, so an install cut
 * off by bad reception carries on where it stopped next time. A file of ours found missing
 * from its cache later (site data partly cleared) is fetched from the network, and both caches
 * are filled again in the background.
 *
 * Cache Storage is shared by the whole origin, and a host may serve two copies of Tenbou on one
 * origin (say /tenbou/ and /tenbou-test/): each cache name ends with the scope's path, and a
 * service worker only ever deletes caches of its own scope.
 *
 * A new version installs in the background and then waits; the page shows "New version –
 * reload" and posts {type: "skipWaiting"} only when the user asks. On activation the other
 * tenbou-* caches of this scope are deleted, except the engine worker's snapshot cache
 * ("tenbou-snapshot", see js/worker.js), which manages its own entries.
 *
 * build.py fills in BUILD below (cache names and the two file lists, URLs relative to this
 * script); this file, as it is in site/, refuses to install.
 */

const BUILD = { appCache: "", runtimeCache: "", app: [], runtime: [], onDemand: [] }; // @tenbou-build

const PREFIX = "tenbou-";
const SCOPE = new URL("./", self.location.href);
const OURS = ` ${SCOPE.pathname}`; // a path has no raw space, so this suffix names one scope
const APP_CACHE = BUILD.appCache + OURS; // e.g. "tenbou-app-0123456789abcdef /tenbou/"
const RUNTIME_CACHE = BUILD.runtimeCache + OURS; // e.g. "tenbou-pyodide-314.0.7 /tenbou/"
const absolute = (path) => new URL(path, SCOPE).href;
const RUNTIME_URLS = new Set(BUILD.runtime.map(absolute));
const APP_URLS = new Set(BUILD.app.map(absolute));
const ON_DEMAND_URLS = new Set(BUILD.onDemand.map(absolute));
const PAGE_URL = absolute("./");

/** Put every URL missing from the cache into it; fetched with revalidation, never stale. */
async function fill(cacheName, paths) {
  const cache = await caches.open(cacheName);
  for (const url of paths.map(absolute)) {
    if (await cache.match(url)) continue;
    const response = await fetch(new Request(url, { cache: "no-cache", credentials: "same-origin" }));
    if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
    // A redirected response cannot answer a navigation: store a plain copy instead.
    const clean = response.redirected
      ? new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers })
      : response;
    await cache.put(url, clean);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    if (!BUILD.appCache || !BUILD.runtimeCache) throw new Error("sw.js was not filled in by build.py");
    await fill(APP_CACHE, BUILD.app);
    await fill(RUNTIME_CACHE, BUILD.runtime);
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // The engine worker's memory snapshot (js/worker.js) is kept: it is keyed by build, and
    // the worker replaces a stale one itself.
    const keep = new Set([APP_CACHE, RUNTIME_CACHE, `${PREFIX}snapshot${OURS}`]);
    const old = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n.endsWith(OURS) && !keep.has(n));
    await Promise.all(old.map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skipWaiting") self.skipWaiting();
});

/** The page itself: any navigation to the app's root or index.html, whatever its query. */
function isPage(request, url) {
  return request.mode === "navigate" && url.origin === SCOPE.origin
    && (url.pathname === SCOPE.pathname || url.pathname === `${SCOPE.pathname}index.html`);
}

let refilling = null;

/**
 * Fill both caches again, in the background, once at a time: a file of ours missing from them
 * means that the browser or the user cleared some of the site's storage, and offline use
 * would fail without it.
 */
function refill() {
  refilling ??= fill(APP_CACHE, BUILD.app).then(() => fill(RUNTIME_CACHE, BUILD.runtime))
    .catch(() => {}).finally(() => { refilling = null; });
  return refilling;
}

/** A file fetched only when needed: from the runtime cache, or the network (then kept). */
async function onDemand(key) {
  const cache = await caches.open(RUNTIME_CACHE);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(new Request(key, { credentials: "same-origin" }));
  if (response.ok) await cache.put(key, response.clone()).catch(() => {});
  return response;
}

async function respond(event, request, url) {
  if (ON_DEMAND_URLS.has(url.href.split("#")[0])) return onDemand(url.href.split("#")[0]);
  if (isPage(request, url)) {
    const page = await caches.open(APP_CACHE).then((cache) => cache.match(PAGE_URL));
    if (page) return page;
    event.waitUntil(refill());
  } else {
    const key = url.href.split("#")[0];
    const cacheName = RUNTIME_URLS.has(key) ? RUNTIME_CACHE : APP_URLS.has(key) ? APP_CACHE : null;
    if (cacheName) {
      const hit = await caches.open(cacheName).then((cache) => cache.match(key));
      if (hit) return hit;
      event.waitUntil(refill());
    }
  }
  return fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin) return; // never touch anything outside our own origin
  event.respondWith(respond(event, request, url));
});
