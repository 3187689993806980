/**
 * The page side of the engine: owns the module Web Worker that runs Pyodide and `tenbou`.
 * Protocol (SVGOMG style): the page posts {id, type, request}, type "score" (docs/api.md),
 * "waits" / "discards" (docs/waits.md), "chart", "random_hand" or "practice" (docs/api.md), "game"
 * (docs/api.md, "Game ledger") or "games" (a list of game requests, answered by the list of
 * their responses); the worker replies {id, ok: true, result} (the engine's
 * response) or {id, ok: false, error},
 * and posts {type: "status", phase: "loading" | "ready" | "failed", message, start} on its own
 * (`start`, with "ready": "snapshot" when the engine was restored from a memory snapshot,
 * "fresh" when it booted from scratch).
 * The last request wins, per lane: score requests form one lane, waits and discards requests
 * (the waits panel) another, the chart and the random hand one each, and the game sheet names
 * its own lanes (the game, an entry's preview). An older pending request of the same lane is rejected with an
 * AbortError and its reply, when it comes, is dropped by id.
 */

import { ENTRY_POINTS } from "./engine-data.js";

/**
 * The lane of each entry point's requests (a newer request in a lane replaces the older one), as
 * the engine declares them (js/engine-data.js, ENTRY_POINTS): the waits panel's waits and
 * discards share one, every other entry point has its own; the game sheet names its own lanes.
 */
const LANES = Object.fromEntries(ENTRY_POINTS.map(({ name, lane }) => [name, lane]));

/** Rejection of a request that a newer one replaced. */
export class StaleRequest extends Error {
  constructor() {
    super("A newer request replaced this one.");
    this.name = "AbortError";
  }
}

export class EngineClient {
  /**
   * Start the worker at once, so Pyodide loads while the page is still being set up, or take
   * the one js/start-worker.js started earlier, with the events it fired meanwhile.
   * Status changes before anyone watches are not lost: the client keeps the phase (and the
   * failure), and watch() reports them.
   * @param {URL} workerURL the module worker script
   * @param {{worker: Worker, handOver: (deliver: (event: Event) => void) => void} | {error: Error} | undefined} started
   *   the worker js/start-worker.js started (window.tenbouStartedWorker), if any
   */
  constructor(workerURL, started) {
    this.listener = null;
    this.lastId = 0;
    this.pending = {}; // lane -> {id, resolve, reject} of its newest request
    this.phase = "loading";
    // Why the engine cannot be used: {key, fields} of a page text (js/lang/*.js, "engine.*"),
    // worded by the page in its language (this module loads before the page's texts).
    this.failure = null;
    this.start = null; // how the ready engine started: "snapshot" or "fresh"
    try {
      if (started?.error) throw started.error;
      this.worker = started?.worker ?? new Worker(workerURL, { type: "module" });
    } catch (err) {
      this.fail("engine.noWorker", { message: err.message });
      return;
    }
    const handlers = {
      message: (event) => this.receive(event.data),
      error: (event) => {
        event.preventDefault();
        this.fail(...(event.message ? ["engine.said", { message: event.message }] : ["engine.notLoaded"]));
      },
      messageerror: () => this.fail("engine.unreadable"),
    };
    for (const [type, handler] of Object.entries(handlers)) this.worker.addEventListener(type, handler);
    started?.handOver?.((event) => handlers[event.type](event));
  }

  /**
   * Call listener(phase) now, with the current phase ("loading", "ready" or "failed"), and
   * again on every change.
   * @param {(phase: string) => void} listener
   */
  watch(listener) {
    this.listener = listener;
    listener(this.phase);
  }

  /**
   * Several game requests at once (the game sheet's "what each seat needs"); resolves to their
   * responses, in order.
   * @param {object[]} requests game requests
   * @param {string} lane a newer request in the same lane replaces this one
   */
  games(requests, lane) {
    return this.send("games", requests, lane);
  }

  /** Post a request of `type`; a newer request in the same `lane` replaces it. */
  send(type, request, lane) {
    this.pending[lane]?.reject(new StaleRequest());
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      if (this.phase === "failed") {
        reject(new Error(this.failure.key));
        return;
      }
      this.pending[lane] = { id, resolve, reject };
      this.worker.postMessage({ id, type, request, lane }); // (lane: for tests that watch the messages)
    });
  }

  /**
   * Send a request to the entry point `name` (js/engine-data.js, ENTRY_POINTS); resolves to its
   * response. The client also has a method per entry point, named in camel case
   * (score, waits, discards, game, chart, randomHand, practice: (request, lane?) => this.call(...)).
   * @param {string} name an entry point's name, "random_hand"
   * @param {object} request its request
   * @param {string} lane a newer request in the same lane replaces this one (LANES by default)
   */
  call(name, request, lane = LANES[name]) {
    return this.send(name, request, lane);
  }

  receive(data) {
    if (data?.type === "status") {
      if (data.phase === "failed") this.fail("engine.said", { message: data.message });
      else {
        if (data.phase === "ready") this.start = data.start ?? null;
        this.setPhase(data.phase);
      }
      return;
    }
    const lane = Object.keys(this.pending).find((l) => this.pending[l].id === data?.id);
    if (lane === undefined) return; // stale reply
    const { resolve, reject } = this.pending[lane];
    delete this.pending[lane];
    if (data.ok) resolve(data.result);
    else reject(new Error(data.error?.message ?? data.error?.code ?? "engine_failed"));
  }

  setPhase(phase) {
    this.phase = phase;
    this.listener?.(phase);
  }

  /** The engine cannot be used: keep why (the text `key` with its `fields`), and reject what is waiting. */
  fail(key, fields = {}) {
    if (this.phase === "failed") return;
    this.failure = { key, fields };
    this.setPhase("failed");
    for (const { reject } of Object.values(this.pending)) reject(new Error(key));
    this.pending = {};
  }
}

/** "random_hand" -> "randomHand". */
const camelCase = (name) => name.replace(/_(.)/g, (_, letter) => letter.toUpperCase());

for (const { name } of ENTRY_POINTS) {
  EngineClient.prototype[camelCase(name)] = function (request, lane) {
    return this.call(name, request, lane);
  };
}
