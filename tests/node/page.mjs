/**
 * Where the Node tests find the page's modules: the site as `python3 build.py build` leaves it
 * before bundling (.cache/page-modules/, which holds the generated js/engine-data.js), so a
 * test imports exactly what the page runs. `pageModule("js/practice/progress.js")` imports one.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

export const PAGE_MODULES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".cache", "page-modules");

/** Import one of the page's modules by its path inside the site ("js/state.js"). */
export const pageModule = (path) => import(pathToFileURL(join(PAGE_MODULES, path)).href);
