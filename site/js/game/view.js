/**
 * The game sheet (`?view=game`): the whole game at the table. Four seats (three under
 * three-player rules, from the engine) with their names, points,
 * winds and the dealer; the round, honba and riichi sticks; riichi declarations; the entry form
 * (js/game/entry.js) with what the entry pays before it is recorded; undo and redo; the list of
 * hands with each seat's change; the standings with the result as if the game ended now, and
 * what each seat needs to pass each other one; export (JSON, CSV), import and a share link.
 *
 * The page keeps only the game request (its events: js/game/record.js), stored on the device
 * after every entry (js/game/store.js); every number shown comes from the engine's answer to
 * tenbou.game (docs/api.md, "Game ledger"), asked in the worker's "game" lanes.
 *
 * Hooks: data-testid="game" (the view), "seat-score" with data-seat="0".."3" ("0".."2" with three players; the contract's),
 * "seat-name" (inputs), "seat-wind", "game-round", "game-honba", "game-sticks", "game-dealer"
 * (the dealer's seat), "riichi" buttons with data-riichi-seat, "game-preview" (the entry's
 * payments: one child per event with data-testid="game-delta" per seat, data-seat), "game-record",
 * "game-clear", "game-undo", "game-redo", "game-hands" (one child per event, data-event="<i>",
 * each with "game-delta" per seat), "game-standings" (one row per seat in place order, data-seat,
 * data-place), "game-needs", "game-finished", "game-notice", "game-export-json",
 * "game-export-csv", "game-import" (the file input), "game-share", "game-new" (the new game
 * form: data-game-rules="<profile>", "game-new-name" inputs, "game-start"), "game-new-open".
 */
import { download, el, points } from "../dom.js";
import { LIMIT_NAMES, WIND_NAMES } from "../engine-data.js";
import { language, pick, t, tParts } from "../i18n.js";
import { DEFAULT_PROFILE, PROFILES, baseRules, profile, profileName, profileSummary, table } from "../profiles.js";
import { EntryForm, entryEvents, keepingFocus } from "./entry.js";
import { WAYS, findNeeds } from "./needs.js";
import {
  engineRequest, gameCSV, newRequest, parseRequest, redone, renamed, requestJSON, seatWindOf, seatsOf, undone, withEvents,
} from "./record.js";
import { Conflict, GameStore } from "./store.js";

/** The game rules of a game's `rules` (js/engine-data.js): its profile's, with the options it overrides. */
function gameRules(rules) {
  const base = profile(baseRules(rules))?.game;
  return base && typeof rules === "object" ? { ...base, ...rules } : base;
}

/** A change in points as the sheet shows it: "+8,000", "−8,000" (a minus sign), "0". */
const signed = (n) => (n > 0 ? `+${points(n)}` : n < 0 ? `\u2212${points(-n)}` : "0");
/** A result with uma and oka, in thousands: "+15.0", "−5.0". */
const signedResult = (n) => (n > 0 ? `+${n.toFixed(1)}` : n < 0 ? `\u2212${(-n).toFixed(1)}` : "0.0");

/** A wind's name, as the engine names it: "East" (「東」). */
const windName = (wind) => pick(WIND_NAMES[wind]);

/** The text `key` with its {n} as a span of its own (hook `testid`): "2 honba", "供託1". */
function withNumber(key, testid, n) {
  const [before, after] = t(key, { n: "\u0000" }).split("\u0000");
  return el("span", { class: "game-counter" }, before, el("span", { "data-testid": testid }, String(n)), after);
}

/**
 * The new game form's choice, {rules: a profile id, names: [a name per seat, as typed]}: the
 * defaults, or `kept` (a draft's) where it holds a known profile and names.
 */
function newChoice(kept = {}) {
  const rules = PROFILES.some((p) => p.id === kept.rules) ? kept.rules : DEFAULT_PROFILE;
  const names = Array.isArray(kept.names) ? kept.names.map((name) => (typeof name === "string" ? name : "")) : [];
  return { rules, names };
}

/** The date in a file name: "2026-12-01". */
const today = () => new Date().toISOString().slice(0, 10);

export class GameView {
  /**
   * @param {{engine: import("../engine.js").EngineClient, onCalculator: () => void,
   *          onShared: (text: ?string) => void}} options onCalculator: back to the calculator;
   *   onShared: the shared game shown (its request as JSON text) or closed (null), for the URL
   */
  constructor({ engine, onCalculator, onShared }) {
    this.engine = engine;
    this.onShared = onShared;
    this.store = null;
    this.record = null; // the stored game: {id, version, request, redo, ...}
    this.shared = null; // a game request from a share link, shown read-only
    this.response = null; // the engine's answer for the game's events
    this.preview = null; // {key, events, response} for the entry being made
    this.notice = "";
    this.pendingHand = null; // a hand from the calculator, waiting for the game's dealer
    this.queue = Promise.resolve(); // writes, one at a time

    this.back = el("button", { type: "button", class: "chip game-back", "data-testid": "game-back",
      on: { click: () => onCalculator() } });
    this.title = el("h2", { id: "game-title", tabindex: "-1" });
    this.rulesLine = el("p", { class: "game-rules-line" });
    this.noticeLine = el("p", { class: "game-notice", "data-testid": "game-notice", role: "status" });
    this.sharedBar = el("div", { class: "game-shared", hidden: true });
    this.status = el("p", { class: "game-status" });
    this.finished = el("p", { class: "game-finished", "data-testid": "game-finished", hidden: true });
    this.seats = el("ol", { class: "game-seats", "data-testid": "game-seats" });
    this.form = new EntryForm({ onChange: () => { this.keepDraft(); this.askPreview(); } });
    this.typedNames = {}; // seat -> a name typed in its box and not yet confirmed (kept in the draft)
    this.previewBox = el("div", { class: "game-preview", "data-testid": "game-preview" });
    this.recordButton = el("button", { type: "button", class: "chip primary", "data-testid": "game-record",
      on: { click: () => this.recordEntry() } });
    this.clearButton = el("button", { type: "button", class: "chip", "data-testid": "game-clear",
      on: { click: () => this.form.reset() } });
    this.form.container.append(this.previewBox,
      el("div", { class: "game-actions" }, this.recordButton, this.clearButton));
    this.undoButton = el("button", { type: "button", class: "chip", "data-testid": "game-undo",
      on: { click: () => this.commit(undone).then(() => this.keepFocus(this.undoButton, this.redoButton)) } });
    this.redoButton = el("button", { type: "button", class: "chip", "data-testid": "game-redo",
      on: { click: () => this.commit(redone).then(() => this.keepFocus(this.redoButton, this.undoButton)) } });
    this.handsTitle = el("h2", { id: "game-hands-title" });
    this.hands = el("ol", { class: "game-hands", "data-testid": "game-hands" });
    this.standingsTitle = el("h2", { id: "game-standings-title" });
    this.standings = el("table", { class: "game-standings", "data-testid": "game-standings" });
    this.needs = el("div", { class: "game-needs", "data-testid": "game-needs" });
    this.filesTitle = el("h2", { id: "game-files-title" });
    this.files = el("div", { class: "game-files" });
    this.newForm = el("section", { class: "card game-new", "data-testid": "game-new", "aria-labelledby": "game-new-title" });
    this.newChoice = newChoice(); // the new game form's rules and names, as chosen and typed (kept in the draft)

    this.sheet = el("div", { class: "game-sheet" },
      el("section", { class: "card game-table", "aria-labelledby": "game-title" },
        this.title, this.rulesLine, this.status, this.finished, this.seats),
      this.form.container,
      el("section", { class: "card", "aria-labelledby": "game-hands-title" },
        el("div", { class: "card-head" }, this.handsTitle,
          el("div", { class: "head-actions" }, this.undoButton, this.redoButton)), this.hands),
      el("section", { class: "card", "aria-labelledby": "game-standings-title" },
        this.standingsTitle, this.standings, this.needs),
      el("section", { class: "card", "aria-labelledby": "game-files-title" }, this.filesTitle, this.files));
    // The file input behind both "Import JSON" buttons (the sheet's and the new game form's).
    this.picker = el("input", { type: "file", accept: "application/json,.json", class: "visually-hidden", tabindex: "-1",
      "aria-hidden": "true", "data-testid": "game-import", on: { change: (event) => {
        const [file] = event.currentTarget.files;
        if (file) this.importFile(file);
        event.currentTarget.value = "";
      } } });
    this.container = el("div", { class: "game", "data-testid": "game" },
      el("div", { class: "game-top" }, this.back), this.noticeLine, this.sharedBar, this.sheet, this.newForm, this.picker);
    this.render();
  }

  /** Write the sheet anew in the page's language (after a language switch): the engine's texts come with its answers, so they are asked for again. */
  relabel() {
    this.form.render();
    this.render();
    this.askState();
    this.askPreview();
  }

  /** Put the keyboard focus at the top of the sheet (shown from the calculator). */
  focusStart() {
    this.back.focus({ preventScroll: true });
  }

  /** Open the store and the current game (or the new game form); `sharedText` from a share link. */
  start(sharedText = null) {
    this.opening ??= this.open(sharedText);
    return this.opening;
  }

  async open(sharedText) {
    this.store = await GameStore.open();
    this.store.onChange(() => this.reload());
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && this.reload());
    if (!this.store.persistent) this.notice = t("game.notice.memory");
    if (sharedText) this.showShared(sharedText);
    const [draft] = await Promise.all([this.store.draft(), this.reload()]);
    // The new game form changed while the store opened: that is newer than the form's draft.
    const changed = this.changedEarly;
    this.restoreDraft(changed ? { ...draft, newGame: null } : draft);
    if (changed) this.keepDraft();
  }

  /**
   * What is being entered and not yet recorded, kept on the device at every change: the entry
   * and the names typed on the sheet of the current game, and the new game form (js/game/store.js).
   */
  keepDraft() {
    if (this.restoring) return;
    if (!this.store) {
      this.changedEarly = true; // (written once the store is open)
      return;
    }
    this.store.saveDraft({ game: this.record?.id ?? null, entry: this.form.entry, names: this.typedNames,
      newGame: { ...this.newChoice, open: Boolean(this.record && this.newOpen) } });
  }

  /**
   * The draft kept on the device, back in its place: the new game form's choice, and if the
   * draft is this game's, the entry form, the name boxes and whether the form was open over it.
   */
  restoreDraft(draft) {
    if (!draft) return;
    this.restoring = true; // (what comes back is not a change to write again)
    const thisGame = Boolean(this.record) && draft.game === this.record.id;
    if (draft.newGame) {
      this.newChoice = newChoice(draft.newGame);
      if (draft.newGame.open && thisGame) this.newOpen = true;
    }
    if (thisGame) {
      this.typedNames = { ...draft.names };
      this.form.entry = draft.entry;
      this.form.changed();
    }
    this.restoring = false;
    this.render();
  }

  /** Open or close the new game form (over the current game), and keep that in the draft. */
  openNew(open) {
    this.newOpen = open;
    this.keepDraft();
    this.render();
  }

  /** Load the current game again from the store (another tab may have written it). */
  async reload() {
    if (!this.store) return;
    const stored = await this.store.current();
    if (stored && this.record && stored.id === this.record.id && stored.version === this.record.version) return;
    this.setRecord(stored);
  }

  setRecord(record) {
    if (record?.id !== this.record?.id) this.typedNames = {}; // another game: names typed for this one go
    this.record = record;
    this.newOpen = !record;
    this.askState();
    this.askPreview();
    this.render();
  }

  /** The game the sheet shows: a shared one (read-only), else the stored one. */
  get request() {
    return this.shared ?? this.record?.request ?? null;
  }

  /** A hand from the calculator: a win with it as the value, its winner guessed from its seat wind. */
  addHand(hand, { tsumo, seatWind: wind, yaku = [] }) {
    this.closeShared();
    this.pendingHand = { hand, tsumo, wind, yaku };
    this.applyPendingHand();
    this.form.container.scrollIntoView({ block: "start" });
  }

  applyPendingHand() {
    if (!this.pendingHand || !this.response?.ok) return;
    const { hand, tsumo, wind, yaku } = this.pendingHand;
    this.pendingHand = null;
    const { dealer } = this.response;
    const seat = table(this.request.rules).seat_winds[dealer].indexOf(wind); // the dealer's, for a wind the hand does not name
    this.form.useHand(hand, { tsumo, winner: seat >= 0 ? seat : dealer, yaku });
  }

  // ---- The engine ----

  /** Ask the engine for the state after the game's events. */
  askState() {
    const request = this.request;
    if (!request) {
      this.response = null;
      return;
    }
    const key = JSON.stringify(request);
    this.stateKey = key;
    this.engine.game(engineRequest(request, language()), "game").then((response) => {
      if (key !== this.stateKey) return;
      this.response = response;
      this.needsFound = null;
      this.applyPendingHand();
      this.render();
      this.askNeeds(request, response);
    }, (err) => {
      if (err.name === "AbortError" || key !== this.stateKey) return;
      this.response = { ok: false, error: { code: "engine_failed", message: err.message } };
      this.render();
    });
  }

  /**
   * Ask the engine what the entry being made pays: the game's events with the entry's appended.
   * A hand from the calculator that claims riichi, by a winner whose riichi is not on record in
   * this hand, is tried once more with that declaration recorded first.
   */
  async askPreview() {
    const events = this.record && !this.shared ? entryEvents(this.form.entry) : null;
    const key = events ? JSON.stringify([this.record.request, events]) : null;
    this.previewKey = key;
    if (!events) {
      this.preview = null;
      this.renderPreview();
      return;
    }
    this.preview = { key, events, response: null };
    this.renderPreview();
    const ask = (more) => this.engine.game(engineRequest(
      { ...this.record.request, events: [...this.record.request.events, ...more] }, language()), "game-preview");
    try {
      let response = await ask(events);
      let tried = events;
      const riichiSeat = this.riichiClaimedBy(events);
      if (!response.ok && response.error?.code === "invalid_event" && riichiSeat !== null) {
        const withRiichi = [{ riichi: riichiSeat }, ...events];
        const second = await ask(withRiichi);
        if (second.ok) [response, tried] = [second, withRiichi];
      }
      if (key !== this.previewKey) return;
      this.preview = { key, events: tried, response };
    } catch (err) {
      if (err.name === "AbortError" || key !== this.previewKey) return;
      this.preview = { key, events, response: { ok: false, error: { code: "engine_failed", message: err.message } } };
    }
    this.renderPreview();
  }

  /** The winner whose hand from the calculator claims riichi, or null. */
  riichiClaimedBy(events) {
    const win = events.at(-1)?.win;
    return win?.hand && (win.hand.riichi || win.hand.double_riichi) ? win.winner : null;
  }

  // ---- Writing ----

  /** Apply `change` to the stored game and write it; a write another tab beat is not applied. */
  commit(change) {
    this.queue = this.queue.then(async () => {
      if (!this.record || this.shared) return;
      const next = change(this.record);
      if (next === this.record) return;
      try {
        this.record = await this.store.save(next);
        this.notice = this.store.persistent ? "" : t("game.notice.memory");
      } catch (err) {
        if (!(err instanceof Conflict)) throw err;
        this.record = err.stored;
        this.notice = t("game.notice.conflict");
      }
      this.askState();
      this.askPreview();
      this.render();
    }).catch((err) => {
      this.notice = t("game.notice.save_failed", { reason: err?.message ?? String(err) });
      this.render();
    });
    return this.queue;
  }

  /** Record the entry whose payments the preview shows. */
  async recordEntry() {
    const { preview } = this;
    if (!preview?.response?.ok || preview.key !== this.previewKey) return;
    await this.commit((record) => withEvents(record, preview.events));
    if (this.notice !== t("game.notice.conflict")) this.form.reset();
    this.keepFocus(this.recordButton, this.form.heading); // Record is disabled until the next entry
  }

  /** `button` was pressed and is now disabled: the keyboard focus goes to `next` instead. */
  keepFocus(button, next) {
    if (document.activeElement === button && !button.disabled) return;
    if (document.activeElement === button || document.activeElement === document.body) next.focus();
  }

  /** A riichi declaration: recorded at once, if the engine accepts it. */
  async declareRiichi(seat) {
    const request = this.record.request;
    const event = { riichi: seat };
    const response = await this.engine.game(engineRequest({ ...request, events: [...request.events, event] }, language()),
      "game-riichi").catch((err) => ({ ok: false, error: { message: err.message } }));
    if (!response.ok) {
      this.notice = response.error?.message ?? "";
      this.render();
      return;
    }
    await this.commit((record) => (record.request === request ? withEvents(record, [event]) : record));
  }

  /** Start a new game with the form's rules and names; the old one stays on the device. */
  async startGame() {
    await this.opening;
    const { rules } = this.newChoice;
    const names = table(rules).seats.map((seat) => this.newChoice.names[seat]?.trim() || t("game.seat", { n: seat + 1 }));
    this.closeShared();
    this.setRecord(await this.store.create(newRequest(rules, names)));
    this.newChoice = newChoice(); // the form's draft is the game now
    this.form.reset(); // (which writes the draft)
    this.title.focus(); // the form that had the focus is gone
  }

  /** Import a game request from a JSON file: it becomes the current game, once the engine accepts it. */
  async importFile(file) {
    const request = parseRequest(await file.text());
    if (!request) {
      this.notice = t("game.notice.import_bad");
      this.render();
      return;
    }
    await this.keepCopy(request);
  }

  /** Store `request` as a new game and open it, unless the engine refuses it (then say why). */
  async keepCopy(request) {
    await this.opening;
    const response = await this.engine.game(engineRequest(request, language()), "game-import")
      .catch((err) => ({ ok: false, error: { message: err.message } }));
    if (!response.ok) {
      this.notice = t("game.notice.import_refused", { reason: response.error?.message ?? "" });
      this.render();
      return;
    }
    this.closeShared();
    this.notice = t("game.notice.imported");
    this.setRecord(await this.store.create(request));
    this.title.focus();
  }

  // ---- Share link ----

  /** The share link of the game shown: the page's address with view=game and the game request. */
  shareLink() {
    const url = new URL(location.href);
    url.search = "";
    url.searchParams.set("view", "game");
    url.searchParams.set("shared", JSON.stringify(this.request));
    return url.href;
  }

  async share(button) {
    const link = this.shareLink();
    let text = t("game.share.copied");
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      text = t("game.share.failed");
    }
    this.shareOutput.value = link;
    this.shareOutput.hidden = false;
    button.textContent = text;
    this.shareShowsResult = true; // (for 2 s: a render meanwhile leaves it)
    setTimeout(() => {
      this.shareShowsResult = false;
      button.textContent = t("game.share.button");
    }, 2000);
  }

  showShared(text) {
    const request = parseRequest(text);
    if (!request) {
      this.notice = t("game.notice.shared_bad");
      this.onShared(null);
      return;
    }
    this.shared = request;
    this.askState();
    this.render();
  }

  closeShared() {
    if (!this.shared) return;
    this.shared = null;
    this.onShared(null);
    this.askState();
  }

  // ---- Drawing ----

  name(seat) {
    return this.request?.players[seat] || t("game.seat", { n: seat + 1 });
  }

  render() {
    this.back.textContent = t("game.back");
    this.noticeLine.textContent = this.notice;
    this.noticeLine.hidden = !this.notice;
    this.renderNew();
    const request = this.request;
    this.sheet.hidden = !request || (this.newOpen && !this.shared);
    if (!request) return;
    const r = this.response?.ok ? this.response : null;
    this.renderShared();
    this.title.textContent = t("game.title");
    this.rulesLine.textContent = t("game.rules", { rules: r?.rules_name ?? profileName(baseRules(request.rules)) });
    this.renderStatus(r);
    this.renderSeats(r);
    const readOnly = Boolean(this.shared) || Boolean(r?.finished);
    this.form.container.hidden = readOnly;
    this.form.update({ players: request.players, seats: seatsOf(request), gameRules: gameRules(request.rules) });
    this.renderPreview();
    this.handsTitle.textContent = t("game.hands.title");
    this.undoButton.textContent = t("game.undo");
    this.redoButton.textContent = t("game.redo");
    this.undoButton.hidden = this.redoButton.hidden = Boolean(this.shared);
    this.undoButton.disabled = !this.record?.request.events.length;
    this.redoButton.disabled = !this.record?.redo.length;
    this.renderHands(r);
    this.standingsTitle.textContent = r?.finished ? t("game.standings.final") : t("game.standings.title");
    this.renderStandings(r);
    this.renderNeeds(r);
    this.renderFiles(r);
  }

  renderShared() {
    this.sharedBar.hidden = !this.shared;
    if (!this.shared) return;
    this.sharedBar.replaceChildren(el("p", {}, t("game.shared.note")),
      el("div", { class: "game-actions" },
        el("button", { type: "button", class: "chip primary", "data-testid": "game-keep",
          on: { click: () => this.keepCopy(this.shared) } }, t("game.shared.keep")),
        el("button", { type: "button", class: "chip", "data-testid": "game-own",
          on: { click: () => { this.closeShared(); this.render(); } } }, t("game.shared.close"))));
  }

  renderStatus(r) {
    if (!r) {
      const failed = this.response && !this.response.ok;
      this.status.replaceChildren(failed ? t("game.failed", { reason: this.response.error?.message ?? "" }) : t("game.loading"));
      this.finished.hidden = true;
      return;
    }
    this.status.replaceChildren(
      el("span", { "data-testid": "game-round" }, t("game.round", { wind: windName(r.round_wind), hand: r.hand })),
      withNumber("game.honba", "game-honba", r.honba), withNumber("game.sticks", "game-sticks", r.riichi_sticks));
    this.finished.hidden = !r.finished;
    this.finished.textContent = t("game.finished");
  }

  renderSeats(r) {
    const placeOf = Object.fromEntries((r?.standings ?? []).map((s) => [s.seat, s.place]));
    keepingFocus(this.seats, () => this.seats.replaceChildren(...seatsOf(this.request).map((seat) => {
      const wind = r ? seatWindOf(this.request, seat, r.dealer) : null;
      const dealer = r?.dealer === seat;
      const typed = this.shared ? undefined : this.typedNames[seat];
      const nameInput = el("input", {
        class: "seat-name", "data-testid": "seat-name", dataset: { seatInput: String(seat) }, value: typed ?? this.request.players[seat],
        "aria-label": t("game.seat_name", { n: seat + 1 }), maxlength: "24", autocomplete: "off", readonly: Boolean(this.shared),
        on: {
          input: (event) => { this.typedNames[seat] = event.currentTarget.value; this.keepDraft(); },
          // Confirmed (Enter, or the box left: closing the tab leaves it too). The typed name
          // stays in the draft until the renamed game is stored, so a tab closed meanwhile
          // loses nothing.
          change: (event) => {
            const typed = event.currentTarget.value;
            const name = typed.trim() || t("game.seat", { n: seat + 1 });
            this.commit((record) => renamed(record, seat, name)).then(() => {
              if (this.typedNames[seat] !== typed || this.record?.request.players[seat] !== name) return;
              delete this.typedNames[seat];
              this.keepDraft();
            });
          },
        },
      });
      return el("li", { class: `game-seat${dealer ? " dealer" : ""}`, dataset: { seatCard: String(seat) } },
        el("div", { class: "seat-head" },
          el("span", { class: "seat-wind", "data-testid": "seat-wind", dataset: { seatWindOf: String(seat) } }, wind ? windName(wind) : ""),
          dealer ? el("span", { class: "tag", "data-testid": "game-dealer" }, t("game.dealer")) : null,
          placeOf[seat] ? el("span", { class: "seat-place" }, t("game.place", { n: placeOf[seat] })) : null),
        nameInput,
        el("div", { class: "seat-score-line" },
          el("span", { class: "seat-score", "data-testid": "seat-score", dataset: { seat: String(seat) } }, r ? points(r.scores[seat]) : "…"),
          this.shared || r?.finished ? null : el("button", { type: "button", class: "chip riichi", "data-testid": "riichi",
            dataset: { riichiSeat: String(seat) }, "aria-label": t("game.riichi_by", { name: this.name(seat) }),
            on: { click: () => this.declareRiichi(seat) } }, t("game.riichi"))));
    })), this.title);
  }

  /** One event's change per seat, as a row of figures. */
  deltaRow(deltas) {
    return el("ul", { class: "game-deltas" }, seatsOf(this.request).map((seat) => el("li", {
      class: deltas[seat] > 0 ? "up" : deltas[seat] < 0 ? "down" : "", "data-testid": "game-delta", dataset: { seat: String(seat) },
    }, el("span", { class: "delta-name" }, this.name(seat)), " ", el("strong", {}, signed(deltas[seat])))));
  }

  renderPreview() {
    const { preview } = this;
    const committed = this.record?.request.events.length ?? 0;
    let body;
    let ok = false;
    if (!preview) body = [];
    else if (!preview.response) body = [el("p", { class: "hint" }, t("game.preview.asking"))];
    else if (!preview.response.ok) {
      body = [el("p", { class: "error", "data-testid": "game-preview-error", dataset: { code: preview.response.error?.code ?? "" } },
        preview.response.error?.message ?? "")];
    } else {
      ok = true;
      const entries = (preview.response.hands ?? []).slice(committed);
      body = [el("h3", {}, t("game.preview.title")), ...entries.map((entry) => el("div", { class: "game-preview-event" },
        el("p", { class: "game-description" }, entry.description ?? ""), this.deltaRow(entry.deltas)))];
    }
    this.previewBox.replaceChildren(...body);
    this.previewBox.hidden = !body.length;
    this.recordButton.textContent = t("game.record");
    this.recordButton.disabled = !ok;
    this.clearButton.textContent = t("game.clear");
  }

  renderHands(r) {
    const entries = r?.hands ?? [];
    this.hands.replaceChildren(...(entries.length
      ? entries.map((entry) => el("li", { class: "game-hand-entry", dataset: { event: String(entry.event) } },
        el("p", { class: "game-description" }, el("span", { class: "game-event-number" }, `${entry.event + 1}.`), " ", entry.description ?? ""),
        this.deltaRow(entry.deltas)))
      : [el("li", { class: "hint" }, t("game.hands.none"))]));
  }

  renderStandings(r) {
    const penalty = (seat) => r?.penalties?.[seat] || 0; // points deducted outside the table (a chombo)
    const rows = (r?.standings ?? []).map((s) => el("tr", { dataset: { seat: String(s.seat), place: String(s.place) } },
      el("td", { class: "num" }, String(s.place)), el("th", { scope: "row" }, s.name ?? this.name(s.seat),
        penalty(s.seat) ? el("small", { class: "game-penalty", "data-testid": "game-penalty" },
          t("game.standings.penalty", { points: signed(penalty(s.seat)) })) : null),
      el("td", { class: "num" }, points(s.points)),
      el("td", { class: "num", "data-testid": "game-result" }, signedResult(s.result))));
    this.standings.replaceChildren(
      el("caption", { class: "visually-hidden" }, t("game.standings.title")),
      el("thead", {}, el("tr", {}, ["place", "name", "points", "result"].map((c) =>
        el("th", { scope: "col", class: c === "name" ? "" : "num" }, t(`game.standings.${c}`))))),
      el("tbody", {}, rows));
  }

  /** Ask the engine what each seat needs to pass each seat ahead of it (js/game/needs.js). */
  askNeeds(request, response) {
    if (!response.ok || response.finished) return;
    const key = this.stateKey;
    const ask = (requests) => this.engine.games(requests.map((r) => engineRequest(r, language())), "game-needs");
    findNeeds(request, response, ask).then((rows) => {
      if (key !== this.stateKey) return;
      this.needsFound = rows;
      this.renderNeeds(this.response);
    }, () => {}); // replaced by a newer question, or the engine failed (the sheet says so)
  }

  /** A ladder value as players call it: "2 han 30 fu", "Mangan", or "out of reach" (one hand cannot do it). */
  valueName(step) {
    if (!step) return t("game.needs.unreachable");
    return step.limit ? pick(LIMIT_NAMES[step.limit]) : t("game.needs.hanfu", { han: step.han, fu: step.fu });
  }

  renderNeeds(r) {
    const rows = this.needsFound;
    if (!r || r.finished || !rows) {
      this.needs.replaceChildren();
      return;
    }
    this.needs.replaceChildren(el("h3", {}, t("game.needs.title")), rows.length
      ? el("ul", {}, rows.map(({ seat, other, ways }) => el("li", { "data-testid": "game-need", dataset: { seat: String(seat), other: String(other) } },
        tParts("game.needs.row", { name: this.name(seat), other: this.name(other), ways: el("span", {},
          WAYS.map((way, i) => el("span", { class: "game-need-way", dataset: { way } }, i ? t("game.needs.separator") : "",
            tParts(ways[way] ? "game.needs.way" : "game.needs.way_unreachable",
              { way: t(`game.needs.${way}`), value: el("strong", {}, this.valueName(ways[way])) })))) }))))
      : el("p", { class: "hint" }, t("game.needs.none")));
  }

  /** The "Keep and share" section: built once, its words written at every render (a language
   * switch included), its buttons enabled once the engine has answered for the game. */
  renderFiles(r) {
    if (this.fileButtons) {
      this.files.querySelectorAll("button").forEach((b) => { b.disabled = !r; });
    } else {
      this.buildFiles();
    }
    const { json, csv, importFile, share, newOpen } = this.fileButtons;
    this.filesTitle.textContent = t("game.files.title");
    json.textContent = t("game.files.json");
    csv.textContent = t("game.files.csv");
    importFile.textContent = t("game.files.import");
    if (!this.shareShowsResult) share.textContent = t("game.share.button");
    this.shareOutput.setAttribute("aria-label", t("game.share.link"));
    newOpen.textContent = t("game.new.open");
  }

  buildFiles() {
    const picker = this.picker;
    this.fileButtons = {
      json: el("button", { type: "button", class: "chip", "data-testid": "game-export-json",
        on: { click: () => download(`tenbou-game-${today()}.json`, "application/json", requestJSON(this.request)) } }),
      csv: el("button", { type: "button", class: "chip", "data-testid": "game-export-csv",
        on: { click: () => this.response?.ok && download(`tenbou-game-${today()}.csv`, "text/csv",
          gameCSV(this.request, this.response, {
            number: t("game.csv.number"), event: t("game.csv.event"), points: t("game.csv.points"),
            place: t("game.csv.place"), result: t("game.csv.result"),
          })) } }),
      importFile: el("button", { type: "button", class: "chip", on: { click: () => picker.click() } }),
      share: el("button", { type: "button", class: "chip", "data-testid": "game-share",
        on: { click: (event) => this.share(event.currentTarget) } }),
      newOpen: el("button", { type: "button", class: "chip", "data-testid": "game-new-open",
        on: { click: () => { this.openNew(true); this.newForm.querySelector("h2")?.focus(); } } }),
    };
    const { json, csv, importFile, share, newOpen } = this.fileButtons;
    this.shareOutput = el("input", { class: "game-share-link", "data-testid": "game-share-link", readonly: true, hidden: true });
    this.files.replaceChildren(el("div", { class: "game-actions" }, json, csv, importFile, share), this.shareOutput,
      el("div", { class: "game-actions" }, newOpen));
  }

  /** The new game form: the rules (chosen once, at the start) and a name per seat (four, or three under three-player rules). */
  renderNew() {
    const open = !this.shared && (this.newOpen || !this.record);
    this.newForm.hidden = !open;
    if (!open) return;
    const choice = this.newChoice;
    keepingFocus(this.newForm, () => this.newForm.replaceChildren(
      el("h2", { id: "game-new-title", tabindex: "-1" }, t("game.new.title")),
      el("p", { class: "hint" }, t(this.record ? "game.new.hint_kept" : "game.new.hint")),
      el("div", { class: "game-field" }, el("span", { class: "game-field-label", id: "game-new-rules" }, t("game.new.rules")),
        el("div", { class: "game-choices", role: "group", "aria-labelledby": "game-new-rules" }, PROFILES.map((p) => el("button", {
          type: "button", class: "chip", "aria-pressed": String(choice.rules === p.id), dataset: { gameRules: p.id },
          on: { click: () => { choice.rules = p.id; this.keepDraft(); this.render(); } },
        }, profileName(p.id))))),
      el("p", { class: "rules-summary" }, profileSummary(choice.rules) ?? ""),
      el("div", { class: "game-names" }, seatsOf(choice).map((seat) => el("label", { class: "game-name-field" },
        el("span", {}, t("game.new.name", { wind: windName(seatWindOf(choice, seat, 0)) })),
        el("input", { "data-testid": "game-new-name", dataset: { seatInput: `new-${seat}` }, value: choice.names[seat] ?? "",
          placeholder: t("game.seat", { n: seat + 1 }), maxlength: "24", autocomplete: "off",
          on: { input: (event) => { choice.names[seat] = event.currentTarget.value; this.keepDraft(); } } })))),
      el("div", { class: "game-actions" },
        el("button", { type: "button", class: "chip primary", "data-testid": "game-start", on: { click: () => this.startGame() } },
          t("game.new.start")),
        el("button", { type: "button", class: "chip", "data-testid": "game-new-import", on: { click: () => this.picker.click() } },
          t("game.files.import")),
        this.record ? el("button", { type: "button", class: "chip", on: { click: () => this.openNew(false) } },
          t("game.new.cancel")) : null)), this.newForm);
  }
}
