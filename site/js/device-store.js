/**
 * The device's one key-value store, for every view that keeps something on the device (the game
 * sheet, js/game/store.js; practice, js/practice/store.js; each under keys of its own):
 * IndexedDB through idb-keyval (js/vendor/idb-keyval.js, the pinned npm package copied in by
 * build.py), else memory for this page only where IndexedDB is refused (some private windows, a
 * sandboxed frame).
 */
import { createStore, get, set, update } from "./vendor/idb-keyval.js";

const DB_NAME = "tenbou";
const STORE_NAME = "games";

/** A key-value store in memory, with idb-keyval's calls: where IndexedDB is refused. */
class MemoryStore {
  constructor() {
    this.items = new Map();
  }

  async get(key) {
    return structuredClone(this.items.get(key));
  }

  async set(key, value) {
    this.items.set(key, structuredClone(value));
  }

  async update(key, updater) {
    this.items.set(key, structuredClone(updater(structuredClone(this.items.get(key)))));
  }
}

/** idb-keyval's calls on our own database, or null where IndexedDB cannot be opened. */
async function openIndexedDB() {
  try {
    if (!("indexedDB" in self)) return null;
    const store = createStore(DB_NAME, STORE_NAME);
    await get("current", store); // opens the database: throws where it is refused
    return {
      get: (key) => get(key, store),
      set: (key, value) => set(key, value, store),
      update: (key, updater) => update(key, updater, store),
    };
  } catch {
    return null;
  }
}

/**
 * The device's key-value store: {backend: {get, set, update}, persistent}, IndexedDB where the
 * browser allows it, else memory for this page only (`persistent` false).
 */
export async function openBackend() {
  const db = await openIndexedDB();
  return { backend: db ?? new MemoryStore(), persistent: Boolean(db) };
}
