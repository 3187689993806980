// Start the module worker at once (as site/js/start-engine.js does) and mirror its status on <html>.
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
const set = (phase) => { document.documentElement.dataset.engine = phase; };
worker.addEventListener("message", ({ data }) => set(data.phase));
worker.addEventListener("error", () => set("failed"));
