/**
 * What the sheet keeps on the device: the store (js/game/store.js) opened once, the current
 * game's record and the writes to it, one at a time, and the draft (what is being entered and
 * not yet recorded: js/game/draft.js). A write another tab beat is not applied: the record
 * becomes the game as stored, and the sheet is told so. No drawing here.
 */
import { t } from "../i18n.js";
import { Conflict, GameStore } from "./store.js";

export class GameKeeper {
  /**
   * @param {{draft: () => object, onReload: (record: ?object) => void,
   *          onWritten: (notice: string, written: boolean) => void}} handlers
   *   draft: the draft as it is now (js/game/draft.js draftOf); onReload: another tab changed
   *   the current game (or the page was shown again and it had changed): the stored record, or
   *   null when there is none; onWritten: a write ended, with what the sheet says of it (""
   *   when nothing: stored on the device), `written` false when it failed (the record is as it was)
   */
  constructor({ draft, onReload, onWritten }) {
    this.draft = draft;
    this.onReload = onReload;
    this.onWritten = onWritten;
    this.store = null;
    this.record = null; // the stored game: {id, version, request, redo, ...}
    this.queue = Promise.resolve(); // writes, one at a time
  }

  /** Open the store; from then on, the game is loaded again whenever another tab writes it or the page is shown. */
  async open() {
    this.store = await GameStore.open();
    this.store.onChange(() => this.reload());
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && this.reload());
  }

  /**
   * Keep the draft on the device, as it is now (at every change: a closed tab fires no reliable
   * unload event). Asked before the store is open, it is written once the kept draft is back
   * (restoreDraft); asked while that is put back, it is not written.
   */
  keepDraft() {
    if (this.restoring) return;
    if (!this.store) {
      this.changedEarly = true;
      return;
    }
    this.store.saveDraft(this.draft());
  }

  /**
   * Once the store is open: load the current game (onReload) and put the kept draft back with
   * `apply(draft)` (the draft's shape: js/game/store.js). The new game form changed while the
   * store opened is newer than the draft's: that part of it is dropped, and the draft written anew.
   */
  async restoreDraft(apply) {
    const [draft] = await Promise.all([this.store.draft(), this.reload()]);
    const changed = this.changedEarly;
    const kept = changed ? { ...draft, newGame: null } : draft;
    if (kept) {
      this.restoring = true; // (what comes back is not a change to write again)
      apply(kept);
      this.restoring = false;
    }
    if (changed) this.keepDraft();
  }

  /** What the sheet says of where its games live: "" on the device, or that they stay in memory (this page only). */
  get where() {
    return this.store.persistent ? "" : t("game.notice.memory");
  }

  /** Load the current game again from the store; `onReload` hears of it unless it is the record already held. */
  async reload() {
    if (!this.store) return;
    const stored = await this.store.current();
    const { record } = this;
    if (stored && record && stored.id === record.id && stored.version === record.version) return;
    this.onReload(stored);
  }

  /** Store `request` ({rules, players, events}) as a new game, the current one; resolves to its record. */
  create(request) {
    return this.store.create(request);
  }

  /**
   * Apply `change` (record -> record: js/game/record.js) to the record and write it, once the
   * writes before have ended; a change that returns the record itself writes nothing. Resolves
   * once `onWritten` has heard how it went.
   */
  commit(change) {
    this.queue = this.queue.then(async () => {
      if (!this.record) return;
      const next = change(this.record);
      if (next === this.record) return;
      let notice = "";
      try {
        this.record = await this.store.save(next);
        notice = this.where;
      } catch (err) {
        if (!(err instanceof Conflict)) throw err;
        this.record = err.stored;
        notice = t("game.notice.conflict");
      }
      this.onWritten(notice, true);
    }).catch((err) => this.onWritten(t("game.notice.save_failed", { reason: err?.message ?? String(err) }), false));
    return this.queue;
  }
}
