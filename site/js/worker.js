/**
 * Module Web Worker: loads Pyodide and the `tenbou` wheel from ../pyodide/ (next to this
 * folder in dist/), then answers {id, type: "score" | "waits" | "discards" | "chart" | "random_hand" | "practice" | "game" | "games", request} with
 * {id, ok, result | error} (docs/api.md, "Score" and "Game ledger"; docs/waits.md). It reports
 * {type: "status", phase, start} by itself: "loading", then "ready" (with `start`, "snapshot" or
 * "fresh") or "failed". The request types are the engine's entry points, as the engine declares
 * them (tenbou.JSON_CALLS: each name with its JSON function), and "games" (several game requests
 * in one message). Only JSON text crosses into Python, so no Python object leaks out.
 *
 * Repeat visits start from a memory snapshot (Pyodide's experimental, private
 * `_makeSnapshot` / `_loadSnapshot` options of loadPyodide): the first start saves the
 * interpreter's memory, with `tenbou` already imported, in Cache Storage, and the next start
 * restores it in a fraction of the time a fresh boot takes. The snapshot is only a shortcut:
 * - it is kept under a key naming the Pyodide version and the wheel's sha256, so another build
 *   never restores it (the service worker keeps its cache; the worker deletes stale entries);
 * - it is stored with its sha256, and a snapshot whose bytes do not match is not used;
 * - a restored engine must score a known hand right (CHECK) before it is used;
 * - any problem (no Cache Storage, as in a third-party iframe; a snapshot that cannot be read,
 *   restored or checked; a failure to make or store one) ends in a fresh start, and a bad
 *   snapshot is deleted so that it is made again.
 * A snapshot must be made before Python hands any object to JavaScript, and Pyodide cannot
 * snapshot a package installed by loadPackage (https://github.com/pyodide/pyodide/issues/5195
 * and https://github.com/pyodide/pyodide/issues/6418), so a start that
 * can store one installs the wheel itself (unpackArchive, after checking its sha256 against
 * pyodide-lock.json as loadPackage would).
 *
 * Python's standard library is a trimmed one (build.py: what Pyodide's start-up and the engine
 * import, traced), about a third of Pyodide's full zip. Every start puts a fallback finder in
 * place before the engine is imported (stdlib/fallback.py, shipped inside the trimmed zip): a
 * module that the trimmed zip leaves out is then fetched from the full zip beside it (once,
 * only then), so the engine works all the same, later. A start that needed it makes no
 * snapshot (the fetched zip lives in the file system, which a snapshot does not keep).
 */

const ROOT = new URL("../", import.meta.url);
const PYODIDE_URL = new URL("pyodide/", ROOT).href;
/** The standard library: the trimmed zip Pyodide boots from, and the full one for the fallback. */
const STDLIB_URL = `${PYODIDE_URL}python_stdlib_trimmed.zip`;
const FULL_STDLIB_URL = `${PYODIDE_URL}python_stdlib.zip`;
const FULL_STDLIB_PATH = "/lib/python_stdlib_full.zip"; // where the fallback writes it, once fetched

/**
 * The downloads that every start waits on, begun as soon as this worker runs: loadPyodide would
 * begin them only once pyodide.mjs has loaded, one more round trip later. The runtime script is
 * imported here (loadPyodide's own import of it then gets this module: a module loads once per
 * worker); the wasm (which Pyodide compiles while it streams in) and the standard library are
 * fetched here, and Pyodide's own fetch of each gets the response under way (once each).
 */
let stdlibSha256; // a promise of the sha256 of the standard library zip the worker boots from

function startDownloads() {
  import(`${PYODIDE_URL}pyodide.asm.mjs`).catch(() => {}); // an error shows when loadPyodide imports it
  // Low priority: on a slow network the page's own scripts (the tiles) come first; the runtime
  // takes every byte of bandwidth that they leave.
  const started = new Map([`${PYODIDE_URL}pyodide.asm.wasm`, STDLIB_URL]
    .map((url) => [url, fetch(url, { priority: "low" })]));
  for (const response of started.values()) response.catch(() => {}); // Pyodide awaits it
  // The standard library's sha256 names the snapshot (snapshotKey): copied before Pyodide reads it.
  stdlibSha256 = started.get(STDLIB_URL).then((r) => r.clone().arrayBuffer()).then((b) => sha256(new Uint8Array(b)));
  stdlibSha256.catch(() => {}); // boot() awaits it
  const fetchAnew = self.fetch;
  self.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    const response = started.get(url);
    if (!response || init?.integrity) return fetchAnew.call(this, input, init);
    started.delete(url);
    if (!started.size) self.fetch = fetchAnew;
    return response;
  };
}
startDownloads();

/** The options every start passes to loadPyodide; `lock`: a promise of pyodide-lock.json. */
const pyodideOptions = (lock) => ({
  indexURL: PYODIDE_URL, stdLibURL: STDLIB_URL, lockFileContents: lock, packageBaseUrl: PYODIDE_URL,
});
/** Cache Storage name; the service worker keeps it across updates (see sw.js). */
const SNAPSHOT_CACHE = `tenbou-snapshot ${ROOT.pathname}`;
/** A hand whose answer a restored engine must give: EMA 2025, 2 han 50 fu, 3,200 points. */
const CHECK = {
  request: { hand: "123m456m999p555s77z", win_tile: "5m", riichi: true, dora_indicators: "2m" },
  han: 2, fu: 50, total: 3200,
};

/**
 * Python that reads the engine's package data files (its text catalogs, tenbou.i18n) into memory,
 * for a start that makes a snapshot: a restored snapshot has the interpreter's memory but not
 * the files the wheel unpacked, so a file first read after the restore would be missing. The
 * catalogs are read once and kept (tenbou.i18n.catalog is cached). It returns nothing: no
 * Python object may reach JavaScript before the snapshot.
 */
const READ_PACKAGE_DATA = "from tenbou import i18n as _i18n\nfor _lang in _i18n.LANGUAGES: _i18n.catalog(_lang)\ndel _i18n, _lang";

/**
 * Python that scores CHECK's hand in each language and keeps nothing, for a start that makes a
 * snapshot: what the engine builds on first use (its tables, memos, the modules a score imports)
 * is then in the snapshot, so a restored engine answers its check, and the player's first hand,
 * without building them again (on the bench's machine the check took 130 to 320 ms before).
 * Like READ_PACKAGE_DATA, it returns nothing to JavaScript.
 */
const WARM_UP = `import json as _json, tenbou as _tenbou
for _lang in _tenbou.i18n.LANGUAGES: _tenbou.score_json(_json.dumps({**_json.loads(${JSON.stringify(JSON.stringify(CHECK.request))}), "lang": _lang}))
del _json, _tenbou, _lang`;

/** A restore that takes longer than this is given up for a fresh start. */
const RESTORE_TIMEOUT_MS = 20_000;

const status = (phase, message, start) => self.postMessage({ type: "status", phase, message, start });

/** A fallback taken: said in the console, so that it can be diagnosed; the engine starts anyway. */
const fallback = (what, err) => console.warn(`Tenbou engine: ${what}; ${String(err?.message ?? err).split("\n")[0]}`);

/** `promise`, or a rejection after `ms`. */
const within = (promise, ms) => Promise.race([promise, new Promise((_, reject) => {
  setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
})]);

/** Put the standard library's fallback finder in place (stdlib/fallback.py); returns nothing. */
const installFallback = (pyodide) => pyodide.runPython(
  `import _tenbou_stdlib_fallback\n_tenbou_stdlib_fallback.install(${JSON.stringify(FULL_STDLIB_URL)}, ${JSON.stringify(FULL_STDLIB_PATH)})`);

/** Whether the fallback fetched the full standard library (so no snapshot can be made). */
const usedFullStdlib = (pyodide) => pyodide.FS.analyzePath(FULL_STDLIB_PATH).exists;

/** Call one of the engine's JSON functions with a request object; returns the response object. */
const callWith = (json, request) => JSON.parse(json(JSON.stringify(request)));

/**
 * The engine's JSON entry points, by request type: {score, waits, discards, game, chart,
 * random_hand, practice}, as tenbou.JSON_CALLS declares them (tenbou imported already).
 */
function engineCalls(pyodide) {
  const table = pyodide.runPython("tenbou.JSON_CALLS");
  try {
    return table.toJs({ dict_converter: Object.fromEntries });
  } finally {
    table.destroy();
  }
}

/** Throw unless the engine gives CHECK's answer. */
function check(scoreJson) {
  const r = callWith(scoreJson, CHECK.request);
  if (!r.ok || r.han !== CHECK.han || r.fu !== CHECK.fu || r.total !== CHECK.total) {
    throw new Error("the restored engine gave a wrong answer");
  }
}

/**
 * The snapshot cache and the snapshot it holds, whose bytes are read at once: {cache, stored:
 * {url, response, bytes: a promise of a Uint8Array} or null}, or null where Cache Storage is
 * refused or missing. store() keeps one entry only, so the worker reads it before it knows the
 * key (Pyodide's version and the wheel's sha256 come with pyodide.mjs and the lock, a round
 * trip later); boot() restores it only if it has that key. Reading its 15 MB (packSnapshot)
 * takes 100 ms or more, the longest wait of a repeat visit: begun here, it runs while the runtime
 * loads.
 */
async function openSnapshots() {
  let cache;
  try {
    cache = await caches.open(SNAPSHOT_CACHE);
  } catch {
    return null;
  }
  const [request] = await cache.keys().catch(() => []);
  const response = request && await cache.match(request).catch(() => undefined);
  if (!response) return { cache, stored: null };
  const bytes = response.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  bytes.catch(() => {}); // restore() awaits it
  return { cache, stored: { url: request.url, response, bytes } };
}

/** The sha256 of some bytes, in hex. */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Fetch the wheel named in the lock file and check its sha256; returns its bytes. */
async function fetchWheel(entry) {
  const response = await fetch(new URL(entry.file_name, PYODIDE_URL));
  if (!response.ok) throw new Error(`${entry.file_name} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (await sha256(bytes) !== entry.sha256) throw new Error(`${entry.file_name} does not match its sha256 in pyodide-lock.json`);
  return bytes;
}

const SNAPSHOT_SHA256 = "X-Tenbou-Sha256"; // the header a stored snapshot keeps its sha256 in

/**
 * The URL a snapshot is kept under: it names everything the snapshot was made from, so that a
 * snapshot is restored only over the very same files. Pyodide's `version` and the wheel's
 * sha256 (`wheelEntry`, from the lock file); the standard library zip's sha256 (a restored
 * interpreter keeps the zip's table of contents, which must match the zip in its file system);
 * and this script's own sha256 (how the snapshot was made: what was imported and warmed up).
 */
async function snapshotKey(version, wheelEntry) {
  const worker = fetch(import.meta.url).then((r) => r.arrayBuffer()).then((b) => sha256(new Uint8Array(b)));
  const [stdlib, script] = await Promise.all([stdlibSha256, worker]);
  return new URL(`snapshot/${version}/${wheelEntry.sha256}/${stdlib.slice(0, 16)}/${script.slice(0, 16)}`, ROOT).href;
}

/**
 * A snapshot as it is stored: Pyodide's memory without its pages of zeros, about half of its
 * 31 MB. Reading the snapshot and checking its sha256 are the longest waits of a repeat visit
 * that are ours; both take half as long. Layout: the memory's length in bytes (4 bytes, little
 * endian), then one byte for each page of SNAPSHOT_PAGE bytes (1: kept, 0: all zeros), then the
 * kept pages in order (the last page may be shorter).
 */
const SNAPSHOT_PAGE = 65536;

/**
 * Whether `bytes` are all zeros. Read four bytes at a time where they are aligned (pages of a
 * snapshot are): packing a snapshot, after the engine is ready, then holds up the player's first
 * request for about a quarter of the time (15 against 60 ms).
 */
function allZeros(bytes) {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes.length >>> 2 : 0;
  const words = aligned ? new Uint32Array(bytes.buffer, bytes.byteOffset, aligned) : [];
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  for (let i = aligned * 4; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Pages packed between two pauses in which the worker answers what came meanwhile (2 MB). */
const PAGES_PER_SLICE = 32;

/**
 * Pyodide's memory snapshot (a Uint8Array) in the stored layout above; resolves to it. Packing
 * pauses after every PAGES_PER_SLICE pages (whenIdle()), so that a request sent meanwhile is
 * answered first instead of waiting for the whole pack.
 */
async function packSnapshot(memory) {
  const pages = Math.ceil(memory.length / SNAPSHOT_PAGE);
  const page = (p) => memory.subarray(p * SNAPSHOT_PAGE, (p + 1) * SNAPSHOT_PAGE);
  const kept = [];
  for (let p = 0; p < pages; p++) {
    if (p % PAGES_PER_SLICE === 0) await whenIdle();
    if (!allZeros(page(p))) kept.push(p);
  }
  const size = kept.reduce((sum, p) => sum + page(p).length, 4 + pages);
  const packed = new Uint8Array(size);
  new DataView(packed.buffer).setUint32(0, memory.length, true);
  let at = 4 + pages;
  for (const [i, p] of kept.entries()) {
    if (i % PAGES_PER_SLICE === 0) await whenIdle();
    packed[4 + p] = 1;
    packed.set(page(p), at);
    at += page(p).length;
  }
  return packed;
}

/** The memory snapshot that packSnapshot() packed; throws if `packed` is not in that layout. */
function unpackSnapshot(packed) {
  const bad = () => new Error("the snapshot is not in the stored layout");
  if (packed.length < 4) throw bad();
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0, true);
  const pages = Math.ceil(length / SNAPSHOT_PAGE);
  const memory = new Uint8Array(length); // zeros
  let at = 4 + pages;
  for (let p = 0; p < pages; p++) {
    if (packed[4 + p] !== 1) continue;
    const start = p * SNAPSHOT_PAGE;
    const size = Math.min(SNAPSHOT_PAGE, length - start); // the last page may be shorter
    if (at + size > packed.length) throw bad();
    memory.set(packed.subarray(at, at + size), start);
    at += size;
  }
  if (at !== packed.length) throw bad();
  return memory;
}

/** Restore the engine from `stored` (openSnapshots()); resolves to engineCalls(), or throws. */
async function restore(loadPyodide, options, stored) {
  const expected = stored.response.headers.get(SNAPSHOT_SHA256);
  // Pyodide takes the memory as a promise: the runtime loads while it is read and checked.
  const checked = stored.bytes.then(async (b) => {
    if (!expected || await sha256(b) !== expected) throw new Error("the snapshot does not match its sha256");
    return unpackSnapshot(b);
  });
  checked.catch(() => {}); // Pyodide awaits it later: not an unhandled rejection meanwhile
  const pyodide = await within(loadPyodide({ ...options, _loadSnapshot: checked }), RESTORE_TIMEOUT_MS);
  pyodide.runPython("import tenbou");
  const calls = engineCalls(pyodide);
  check(calls.score);
  return calls;
}

/**
 * Keep `snapshot` (packed) as the only entry of the cache (errors ignored: it is only a shortcut).
 * Each step waits until the worker is idle (whenIdle()): storing the snapshot must not hold back
 * a request from the user, such as a game started at once on a first visit.
 */
async function store(cache, key, snapshot) {
  try {
    const packed = await packSnapshot(snapshot);
    await whenIdle();
    const headers = { "Content-Type": "application/octet-stream", [SNAPSHOT_SHA256]: await sha256(packed) };
    await whenIdle();
    await cache.put(key, new Response(packed, { headers }));
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
  } catch (err) {
    fallback("the memory snapshot could not be stored", err);
    await cache.delete(key).catch(() => {});
  }
}

/** A plain start: Pyodide installs the wheel itself (no snapshot can be made of it). */
async function plainStart(loadPyodide, options) {
  const pyodide = await loadPyodide({ ...options, packages: ["tenbou"] });
  installFallback(pyodide);
  pyodide.runPython("import tenbou");
  return engineCalls(pyodide);
}

/** A fresh start in snapshot mode; resolves to [engineCalls(), the snapshot or null]. */
async function startForSnapshot(loadPyodide, options, wheelEntry) {
  const wheel = fetchWheel(wheelEntry);
  wheel.catch(() => {}); // awaited below
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  installFallback(pyodide);
  pyodide.unpackArchive(await wheel, "wheel");
  pyodide.runPython("import tenbou");
  pyodide.runPython(READ_PACKAGE_DATA);
  pyodide.runPython(WARM_UP);
  let snapshot = null;
  try {
    if (usedFullStdlib(pyodide)) throw new Error("the full standard library was needed");
    snapshot = pyodide.makeMemorySnapshot(); // before Python hands any object to JavaScript
  } catch (err) {
    fallback("no memory snapshot this time", err); // the engine works all the same
  }
  return [engineCalls(pyodide), snapshot];
}

/** Boot Pyodide with the engine; resolves to engineCalls(). */
async function boot() {
  status("loading");
  const lockPromise = fetch(`${PYODIDE_URL}pyodide-lock.json`).then((r) => r.json());
  lockPromise.catch(() => {}); // awaited below
  const options = pyodideOptions(lockPromise);
  const [{ loadPyodide, version }, snapshots] = await Promise.all([import(`${PYODIDE_URL}pyodide.mjs`), openSnapshots()]);
  if (snapshots) {
    const { cache, stored } = snapshots;
    try {
      const wheelEntry = (await lockPromise).packages.tenbou;
      // The key is worked out only when it is needed: at once to check a stored snapshot, and on
      // a first visit only once the engine is ready (it fetches this script again: from the
      // network on a first visit, which has better uses for it until then).
      let key = null;
      const keyNow = () => (key ??= snapshotKey(version, wheelEntry));
      if (stored && stored.url === await keyNow()) {
        try {
          return ready(await restore(loadPyodide, options, stored), "snapshot");
        } catch (err) {
          fallback("the memory snapshot was not used, so a fresh start", err);
          await cache.delete(stored.url).catch(() => {}); // made again below
        }
      }
      const [calls, snapshot] = await startForSnapshot(loadPyodide, options, wheelEntry);
      ready(calls, "fresh");
      // Once the page knows the engine is ready; store() deletes any other build's snapshot.
      if (snapshot) keyNow().then((k) => store(cache, k, snapshot), (err) => fallback("no memory snapshot this time", err));
      return calls;
    } catch (err) {
      fallback("a start with a memory snapshot failed, so a plain start", err);
    }
  }
  // The lock fetched above, or once more if that failed.
  const lock = lockPromise.catch(() => fetch(`${PYODIDE_URL}pyodide-lock.json`).then((r) => r.json()));
  return ready(await plainStart(loadPyodide, pyodideOptions(lock)), "fresh");
}

function ready(calls, start) {
  status("ready", undefined, start);
  return calls;
}

const engine = boot();
engine.catch((err) => status("failed", String(err?.message ?? err).split("\n")[0]));

/**
 * The engine's response to a request of `type`: an entry point's (docs/api.md, docs/waits.md),
 * or for "games" the responses of several game requests, in order (one message instead of many).
 */
function answer(calls, type, request) {
  if (type === "games") return request.map((one) => callWith(calls.game, one));
  if (!Object.hasOwn(calls, type)) throw new Error(`unknown request type ${type}`);
  return callWith(calls[type], request);
}

/** When the worker last received a request (performance.now()), and how many it is answering. */
let lastRequest = 0;
let answering = 0;
/** How long the worker waits with no request before it does its own work (storing a snapshot). */
const IDLE_MS = 1000;

/**
 * Resolves, after a pause in which the worker reads the requests that came meanwhile, once it
 * has answered every request it has and received none for IDLE_MS:
 * the player's requests come in bursts (a tap, then the page's follow-up questions), and work
 * of the worker's own waits for a pause between them.
 */
async function whenIdle() {
  await new Promise((resolve) => setTimeout(resolve)); // a pause: requests that came meanwhile are read
  for (;;) {
    const quiet = performance.now() - lastRequest;
    if (!answering && quiet >= IDLE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, answering ? IDLE_MS : IDLE_MS - quiet));
  }
}

self.addEventListener("message", async ({ data }) => {
  const { id, type } = data;
  lastRequest = performance.now();
  answering += 1;
  try {
    self.postMessage({ id, ok: true, result: answer(await engine, type, data.request) });
  } catch (err) {
    self.postMessage({ id, ok: false, error: { code: "engine_failed", message: String(err?.message ?? err) } });
  } finally {
    answering -= 1;
    lastRequest = performance.now();
  }
});
