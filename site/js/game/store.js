/**
 * Where games are kept on the device: IndexedDB, through idb-keyval (js/vendor/idb-keyval.js,
 * the pinned npm package copied in by build.py). Each game is one record under "game:<id>",
 * {id, version, created, updated, request: {rules, players, events}, redo: [event, ...]}, and
 * "current" holds the id of the game the sheet opens. Nothing but the events is stored: the
 * engine works out everything else from them. "draft" holds what the user is entering and has
 * not recorded yet, written at every change (a closed tab fires no reliable unload event):
 * {game: id (null before the first game), entry: the entry form's entry (js/game/entries.js),
 * names: {seat: typed name}, newGame: the new game form, {rules: profile id, names: [typed name
 * per seat], open: whether it is open over the game}}; a game started from the form clears it.
 *
 * Two tabs on one game never overwrite each other's entries: each record carries a version,
 * counted up by every write, and a write is refused (a Conflict, nothing written) unless the
 * stored version is still the one the tab read, checked in the same transaction as the write.
 * After each write the tab says so on a BroadcastChannel, and the other tabs load the game again.
 *
 * Where IndexedDB is refused (some private windows, a sandboxed frame) the games live in memory
 * for this page only, and `persistent` is false, for the sheet to say so.
 */
import { openBackend } from "../device-store.js";

const CURRENT = "current";
const DRAFT = "draft";
const gameKey = (id) => `game:${id}`;

/** A write refused because another tab wrote the game first; `stored` is the game as it is now. */
export class Conflict extends Error {
  constructor(stored) {
    super("the game was changed in another tab");
    this.name = "Conflict";
    this.stored = stored;
  }
}


export class GameStore {
  /** Open the store: IndexedDB where the browser allows it, else memory (`persistent` false). */
  static async open() {
    const { backend, persistent } = await openBackend();
    return new GameStore(backend, persistent);
  }

  constructor(backend, persistent) {
    this.backend = backend;
    this.persistent = persistent;
    this.listeners = [];
    const scope = new URL(".", document.baseURI).pathname; // the site's folder: two copies on one origin keep apart
    try {
      this.channel = new BroadcastChannel(`tenbou-game ${scope}`);
      this.channel.addEventListener("message", (event) => this.listeners.forEach((f) => f(event.data)));
    } catch {
      this.channel = null;
    }
  }

  /** Call listener({id}) whenever another tab has written a game or changed the current one. */
  onChange(listener) {
    this.listeners.push(listener);
  }

  /** The current game's record, or null when there is none. */
  async current() {
    const id = await this.backend.get(CURRENT);
    return id ? (await this.backend.get(gameKey(id))) ?? null : null;
  }

  /** The draft being entered (see the top of this file), or null. */
  async draft() {
    return (await this.backend.get(DRAFT)) ?? null;
  }

  /**
   * Keep `draft` on the device, in place of the one before; writes go out in the order they
   * were asked for (each a transaction of its own, queued one after the other).
   */
  saveDraft(draft) {
    this.draftWrites = (this.draftWrites ?? Promise.resolve())
      .then(() => this.backend.set(DRAFT, draft)).catch(() => {}); // only a convenience: a failed write is not an error
    return this.draftWrites;
  }

  /**
   * Store a new game and make it the current one; resolves to its record (version 1).
   * @param {{rules: string|object, players: string[], events: object[]}} request
   */
  async create(request, redo = []) {
    const now = new Date().toISOString();
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const record = { id, version: 1, created: now, updated: now, request, redo };
    await this.backend.set(gameKey(id), record);
    await this.backend.set(CURRENT, id);
    this.announce(id);
    this.askToKeep();
    return record;
  }

  /**
   * Write `record` over the stored game, if the stored one still has record.version; resolves to
   * the record as written (its version one more). Rejects with a Conflict when another tab wrote
   * the game since, and writes nothing.
   */
  async save(record) {
    const next = { ...record, version: record.version + 1, updated: new Date().toISOString() };
    await this.backend.update(gameKey(record.id), (stored) => {
      if ((stored?.version ?? 0) !== record.version) throw new Conflict(stored ?? null);
      return next;
    });
    this.announce(record.id);
    return next;
  }

  /** Tell the other tabs that game `id` changed. */
  announce(id) {
    try {
      this.channel?.postMessage({ id });
    } catch {
      // The channel is gone (the page is closing): the other tabs reload it when next shown.
    }
  }

  /** Ask the browser to keep the site's storage under pressure (it may say no; that is all). */
  askToKeep() {
    navigator.storage?.persist?.().catch(() => {});
  }
}
