/*
 * The page's first script: starts the engine worker while the browser is still reading <head>.
 *
 * Pyodide's boot is the longest wait of a visit, and the worker needs nothing of the page. A
 * classic script runs as soon as the parser reaches it; the module that used to start the
 * worker (js/start-engine.js) ran only once the browser got round to it among the page's
 * forty modules, and on the bench the worker then began 80 to 160 ms later on a repeat visit.
 *
 * The worker is handed to the page's engine client (js/engine.js) through
 * window.tenbouStartedWorker: {worker, handOver(deliver)}, or {error} where no worker could be
 * made. Until the client takes it, every event the worker fires (message, error,
 * messageerror) is kept, and handOver(deliver) passes them on in order, so none is lost; from
 * then on the client's own listeners get them.
 */
(function () {
  "use strict";
  var TYPES = ["message", "error", "messageerror"];
  var kept = []; // null once handed over
  var worker;

  function keep(event) {
    if (!kept) return; // the engine client has the worker now
    if (event.type === "error") event.preventDefault(); // the page says it (the engine client), not the console
    kept.push(event);
  }

  try {
    worker = new Worker(new URL("worker.js", document.currentScript.src), { type: "module" });
  } catch (error) {
    window.tenbouStartedWorker = { error: error };
    return;
  }
  TYPES.forEach(function (type) { worker.addEventListener(type, keep); });
  window.tenbouStartedWorker = {
    worker: worker,
    handOver: function (deliver) {
      var events = kept;
      kept = null;
      events.forEach(deliver);
    },
  };
})();
