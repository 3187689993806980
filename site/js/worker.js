/**
 * Module Web Worker: loads Pyodide and the `tenbou` wheel from ../pyodide/ (next to this
 * folder in dist/), then answers {id, type: "score", request} with {id, ok, result | error}.
 * It reports {type: "status", phase} by itself: "loading", then "ready" or "failed".
 * Only JSON text crosses into Python (tenbou.score_json), so no Python object leaks out.
 */

const PYODIDE_URL = new URL("../pyodide/", import.meta.url).href;

const status = (phase, message) => self.postMessage({ type: "status", phase, message });

/** Boot Pyodide with the engine; resolves to the score_json function. */
async function boot() {
  status("loading");
  const { loadPyodide } = await import(`${PYODIDE_URL}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL, packages: ["tenbou"] });
  const scoreJson = pyodide.runPython("import tenbou\ntenbou.score_json");
  status("ready");
  return scoreJson;
}

const engine = boot();
engine.catch((err) => status("failed", String(err?.message ?? err).split("\n")[0]));

const actions = {
  /** Score one request (the contract's object) and return the contract's response. */
  score: (scoreJson, request) => JSON.parse(scoreJson(JSON.stringify(request))),
};

self.addEventListener("message", async ({ data }) => {
  const { id, type } = data;
  try {
    const scoreJson = await engine;
    if (!Object.hasOwn(actions, type)) throw new Error(`unknown request type ${type}`);
    self.postMessage({ id, ok: true, result: actions[type](scoreJson, data.request) });
  } catch (err) {
    self.postMessage({ id, ok: false, error: { code: "engine_failed", message: String(err?.message ?? err) } });
  }
});
