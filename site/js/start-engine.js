/**
 * The page's engine client, made as soon as this module loads (index.html loads it on its own,
 * ahead of main.js's tree of modules). It takes the worker that js/start-worker.js, a classic
 * script, started while the browser read <head>, with every event the worker fired meanwhile;
 * on a page without that script it starts the worker itself.
 *
 * controller.js imports `engine` from here. A module runs once per page, so it gets this very
 * client, with whatever status the worker has reported in the meantime (EngineClient.watch).
 */
import { EngineClient } from "./engine.js";

export const engine = new EngineClient(new URL("./worker.js", import.meta.url), window.tenbouStartedWorker);
