/**
 * The page's first script: starts the engine worker before the rest of the page loads.
 *
 * Pyodide's boot (about 2.5 s) is the longest wait of a visit, and the worker needs no DOM and
 * none of the page's other modules. index.html loads this module on its own, ahead of main.js,
 * whose import tree is four levels and about twenty files deep: started at the end of that
 * tree, the worker began about 130 ms later even from localhost, and on a real network each
 * level is one more round trip.
 *
 * controller.js imports `engine` from here. A module runs once per page, so it gets this very
 * client, with whatever status the worker has reported in the meantime (EngineClient.watch).
 */
import { EngineClient } from "./engine.js";

export const engine = new EngineClient(new URL("./worker.js", import.meta.url));
