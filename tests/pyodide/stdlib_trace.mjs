// Start Pyodide as the site's engine worker does, run a corpus through the engine's JSON entry
// points, and say which standard library files were imported, and what the engine answered.
//
//   node tests/pyodide/stdlib_trace.mjs --index dist/pyodide/ --stdlib python_stdlib.zip \
//       --corpus corpus.jsonl [--fallback stdlib/fallback.py] [--serve-full] [--then PYTHON]
//
// Three interpreters start from --stdlib (a file in --index), the three ways site/js/worker.js
// starts one: a plain start (loadPyodide installs the wheel, `packages`), a start that makes a
// memory snapshot (the wheel unpacked by hand, then makeMemorySnapshot), and a start restored
// from that snapshot. Each installs the fallback finder of the trimmed standard library (the
// module _tenbou_stdlib_fallback: in a trimmed zip already; --fallback writes its source into
// the file system first, for a zip that lacks it, such as Pyodide's full one) and imports tenbou.
// The snapshot-making one then answers every request of the corpus (tests/pyodide/stdlib_corpus.py:
// JSON Lines {"call", "request", "sha256"}) through tenbou.<call>, and checks each answer's sha256
// against CPython's. The fallback's downloads would go through a stand-in XMLHttpRequest that
// reads the files of --index, present only with --serve-full. --then runs Python code in that
// interpreter at the end; its value (a str) is reported.
//
// Prints one JSON line: {"modules": [paths inside the zip of every module imported from it, in
// any of the three], "wanted": [modules the fallback finder was asked for], "answers": n,
// "mismatches": [{"call", "request", "got", "sha256"} ...] (at most 20), "fetches": downloads
// of the full zip, "then": ...}. Nothing but sys and the engine is
// imported in Pyodide for this: what the corpus needs is what the engine needs.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

function parseArgs(argv) {
  const options = { serveFull: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i];
    if (arg === "--index") options.index = path.resolve(value()) + "/";
    else if (arg === "--stdlib") options.stdlib = value();
    else if (arg === "--corpus") options.corpus = value();
    else if (arg === "--fallback") options.fallback = value();
    else if (arg === "--serve-full") options.serveFull = true;
    else if (arg === "--then") options.then = value();
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.index || !options.stdlib) throw new Error("--index and --stdlib are needed");
  return options;
}

const FULL_URL = "https://tenbou.invalid/pyodide/python_stdlib.zip"; // answered by the stand-in below
const FULL_PATH = "/lib/python_stdlib_full.zip"; // where the fallback writes it, as in site/js/worker.js

/** A synchronous stand-in for the browser's XMLHttpRequest: answers FULL_URL from --index. */
function standInXMLHttpRequest(index, fetches) {
  return class {
    open(method, url) { this.url = url; }
    send() {
      fetches.push(this.url);
      const name = this.url === FULL_URL ? "python_stdlib.zip" : null;
      if (!name) { this.status = 404; return; }
      const bytes = readFileSync(index + name);
      this.status = 200;
      this.response = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    }
  };
}

// Python, run with sys only: the stdlib files (paths inside the zip) of every module imported
// from the zip. Its origin says where a module was loaded from: the ones CPython keeps frozen in
// the interpreter (os, io, site, codecs, zipimport ...) have "frozen" there, though their
// __file__ names the zip, and need nothing of it. A module the build shipped compiled
// (json/decoder.pyc) is named by its source (json/decoder.py), as stdlib/modules.txt names it.
const ZIP_MODULES = `
import sys
"\\n".join(sorted({o.split(".zip/", 1)[1].removesuffix("c") for m in list(sys.modules.values())
                  if isinstance(o := getattr(getattr(m, "__spec__", None), "origin", None), str)
                  and o.startswith("/lib/python3") and ".zip/" in o}))
`;

async function prepare(pyodide, options) {
  if (options.fallback) {
    pyodide.FS.mkdirTree("/tmp/tenbou-fallback");
    pyodide.FS.writeFile("/tmp/tenbou-fallback/_tenbou_stdlib_fallback.py", readFileSync(options.fallback));
    pyodide.runPython("import sys; sys.path.append('/tmp/tenbou-fallback')");
  }
  pyodide.runPython(`import _tenbou_stdlib_fallback\n_tenbou_stdlib_fallback.install(${JSON.stringify(FULL_URL)}, ${JSON.stringify(FULL_PATH)})`);
  if (options.fallback) pyodide.runPython("sys.path.remove('/tmp/tenbou-fallback')");
}

const modulesOf = (pyodide) => pyodide.runPython(ZIP_MODULES).split("\n").filter(Boolean);
/** The modules the fallback finder was asked for (those the trimmed zip leaves out). */
const wantedOf = (pyodide) => pyodide.runPython(
  "import _tenbou_stdlib_fallback\n'\\n'.join(_tenbou_stdlib_fallback.FINDER.wanted)").split("\n").filter(Boolean);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const fetches = [];
  globalThis.XMLHttpRequest = options.serveFull ? standInXMLHttpRequest(options.index, fetches) : undefined;
  const base = { indexURL: options.index, stdLibURL: options.index + options.stdlib };
  const lock = JSON.parse(readFileSync(options.index + "pyodide-lock.json", "utf8"));
  const wheel = new Uint8Array(readFileSync(options.index + lock.packages.tenbou.file_name));
  const modules = new Set();
  const wanted = new Set();

  // 1. A plain start: Pyodide installs the wheel.
  const plain = await loadPyodide({ ...base, packages: ["tenbou"] });
  await prepare(plain, options);
  plain.runPython("import tenbou");
  modulesOf(plain).forEach((m) => modules.add(m));
  wantedOf(plain).forEach((m) => wanted.add(m));

  // 2. A start that makes a memory snapshot, then answers the corpus.
  const fresh = await loadPyodide({ ...base, _makeSnapshot: true });
  await prepare(fresh, options);
  fresh.unpackArchive(wheel, "wheel");
  fresh.runPython("import tenbou");
  // The engine's text catalogs read into memory before the snapshot, as site/js/worker.js does.
  fresh.runPython("from tenbou import i18n as _i18n\nfor _lang in _i18n.LANGUAGES: _i18n.catalog(_lang)\ndel _i18n, _lang");
  const snapshot = fresh.makeMemorySnapshot();
  const lines = options.corpus ? readFileSync(options.corpus, "utf8").split("\n").filter(Boolean) : [];
  const calls = {};
  const mismatches = [];
  for (const line of lines) {
    const { call, request, sha256 } = JSON.parse(line);
    calls[call] ??= fresh.runPython(`tenbou.${call}`);
    const got = calls[call](request);
    const digest = createHash("sha256").update(got, "utf8").digest("hex");
    if (sha256 !== null && digest !== sha256 && mismatches.length < 20) mismatches.push({ call, request: request.slice(0, 500), got: got.slice(0, 500), sha256 });
  }
  const then = options.then ? fresh.runPython(options.then) : null;
  modulesOf(fresh).forEach((m) => modules.add(m));
  wantedOf(fresh).forEach((m) => wanted.add(m));

  // 3. A start restored from that snapshot.
  const restored = await loadPyodide({ ...base, _loadSnapshot: snapshot });
  restored.runPython("import tenbou");
  const check = JSON.parse(restored.runPython("tenbou.score_json")(JSON.stringify(
    { hand: "123m456m999p555s77z", win_tile: "5m", riichi: true, dora_indicators: "2m" })));
  if (check.total !== 3200) throw new Error(`the restored engine answered ${JSON.stringify(check)}`);
  modulesOf(restored).forEach((m) => modules.add(m));
  wantedOf(restored).forEach((m) => wanted.add(m));

  console.log(JSON.stringify({
    modules: [...modules].sort(), wanted: [...wanted].sort(), answers: lines.length, mismatches,
    fetches: fetches.length, then: typeof then === "string" ? then : String(then),
  }));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(4);
});
