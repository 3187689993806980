/**
 * The practice answers kept on the device: one list under the key "practice:answers" of the
 * device's one store (js/device-store.js: IndexedDB through idb-keyval, else memory). Each
 * answer: {id, at (ISO time), topic, seed, rules, mode, correct, kinds: {<step kind>: [right,
 * wrong]}}; the step kinds are the fu parts (base, win, set, pair, wait), the total fu (fu), the
 * han and the payment. Everything the progress view and the schedule show is worked out from
 * this list (js/practice/progress.js, js/practice/schedule.js).
 *
 * Export writes {format: "tenbou-practice", version: 1, answers}; import adds the answers of
 * such a file that are not there yet (by id), so importing twice changes nothing.
 */
import { openBackend } from "../device-store.js";

const KEY = "practice:answers";
export const EXPORT_FORMAT = "tenbou-practice";
const EXPORT_VERSION = 1;

/** An answer as a file may hold it: the fields the page relies on, of the right types. */
function isAnswer(a) {
  return a && typeof a === "object" && typeof a.id === "string" && typeof a.at === "string"
    && !Number.isNaN(Date.parse(a.at)) && typeof a.topic === "string" && typeof a.correct === "boolean"
    && (a.kinds === undefined || (typeof a.kinds === "object" && a.kinds !== null));
}

export class ProgressStore {
  /** The store on the device's one store (js/device-store.js): IndexedDB, else memory (`persistent` false). */
  static async open() {
    const { backend, persistent } = await openBackend();
    return new ProgressStore(backend, persistent);
  }

  /** @param {{get, set, update}} backend a key-value store with idb-keyval's calls; `persistent`: kept across visits */
  constructor(backend, persistent) {
    this.backend = backend;
    this.persistent = persistent;
  }

  /** Every answer kept, oldest first. */
  async answers() {
    return (await this.backend.get(KEY)) ?? [];
  }

  /** Keep one more answer (its id and time are added); resolves to every answer. */
  async add(answer) {
    const entry = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      at: new Date().toISOString(), ...answer };
    let all = [];
    await this.backend.update(KEY, (stored) => (all = [...(stored ?? []), entry]));
    globalThis.navigator?.storage?.persist?.().catch(() => {});
    return all;
  }

  /** The export file's text. */
  async exportText() {
    return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, answers: await this.answers() }, null, 1);
  }

  /**
   * Add the answers of an export file's text; resolves to how many were new. Rejects with an
   * Error when the text is not such a file (nothing is changed).
   */
  async importText(text) {
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error("not_json");
    }
    if (data?.format !== EXPORT_FORMAT || !Array.isArray(data.answers) || !data.answers.every(isAnswer)) {
      throw new Error("not_export");
    }
    let added = 0;
    await this.backend.update(KEY, (stored) => {
      const have = new Set((stored ?? []).map((a) => a.id));
      const fresh = data.answers.filter((a) => !have.has(a.id));
      added = fresh.length;
      return [...(stored ?? []), ...fresh].sort((a, b) => a.at.localeCompare(b.at));
    });
    return added;
  }

  /** Forget every answer. */
  async reset() {
    await this.backend.set(KEY, []);
  }
}
