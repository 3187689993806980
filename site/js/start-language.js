/**
 * The page's language catalog, requested as soon as this module loads: index.html loads it on its
 * own (async), ahead of main.js's tree of modules. Importing js/i18n.js chooses the page's
 * language and imports that language's catalog (a file of its own in the built site), so the
 * catalog comes while main.js's larger modules still download, not a round trip after them.
 * main.js's modules get this very js/i18n.js, catalog loaded: a module runs once per page.
 */
import "./i18n.js";
