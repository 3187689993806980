// loadPyodide from ./pyodide/ with the engine wheel, as site/js/worker.js does, minus the engine.
const PYODIDE_URL = new URL("./pyodide/", import.meta.url).href;
try {
  const { loadPyodide } = await import(`${PYODIDE_URL}pyodide.mjs`);
  await loadPyodide({ indexURL: PYODIDE_URL, packages: ["tenbou"] });
  self.postMessage({ phase: "ready" });
} catch (err) {
  self.postMessage({ phase: "failed", message: String(err?.message ?? err) });
}
