/**
 * The game sheet (`?view=game`): the whole game at the table. This controller keeps the game
 * (js/game/keeper.js: on the device, through js/game/store.js) and what is being entered and not
 * yet recorded (js/game/draft.js), asks the engine, and draws the widgets from its answers: the
 * seats, the hand being played and riichi (table.js), the entry form (entry.js; its entry:
 * entries.js) with what it pays (preview.js), undo, redo and the hands (history.js), the
 * standings and what each seat needs (standings-card.js), export, import and a share link
 * (files.js), the new game form (new-game.js) and a shared game's bar (shared.js).
 *
 * The page keeps only the game request (its events: js/game/record.js); every number shown
 * comes from the engine's answer to tenbou.game (docs/api.md, "Game ledger"), asked in the
 * worker's "game" lanes.
 *
 * Hooks: data-testid="game" (the view), "game-back", "game-notice"; the widgets' own are listed
 * in their modules.
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { choicePlayers, draftFor, draftOf, newChoice } from "./draft.js";
import { keepFocus } from "./entry.js";
import { EntryPanel } from "./entry-panel.js";
import { FilesCard } from "./files.js";
import { HandsCard } from "./history.js";
import { GameKeeper } from "./keeper.js";
import { NewGameForm } from "./new-game.js";
import { GameQuestions } from "./questions.js";
import { newRequest, parseRequest, redone, renamed, seatsOf, undone, withEvents } from "./record.js";
import { SharedGame } from "./shared.js";
import { defaultName, gameRules } from "./sheet.js";
import { StandingsCard } from "./standings-card.js";
import { TableCard } from "./table.js";

export class GameView {
  /**
   * @param {{engine: import("../engine.js").EngineClient, onCalculator: () => void,
   *          onShared: (text: ?string) => void}} options onCalculator: back to the calculator;
   *   onShared: the shared game shown (its request as JSON text) or closed (null), for the URL
   */
  constructor({ engine, onCalculator, onShared }) {
    this.keeper = new GameKeeper({ draft: () => this.draft(), onReload: (record) => this.setRecord(record),
      onWritten: (notice, written) => { this.notice = notice; if (written) this.askAgain(); this.render(); } });
    this.questions = new GameQuestions(engine, { onState: () => { this.entry.useHand(this.request, this.response); this.render(); },
      onNeeds: (needs) => this.standings.renderNeeds({ request: this.request, response: this.response, needs }) });
    this.notice = "";
    this.choice = newChoice(); // the new game form's rules and names, as chosen and typed (kept in the draft)
    this.back = el("button", { type: "button", class: "chip game-back", "data-testid": "game-back",
      on: { click: () => onCalculator() } });
    this.noticeLine = el("p", { class: "game-notice", "data-testid": "game-notice", role: "status" });
    this.sharedGame = new SharedGame({ onShared, onKeep: (request) => this.keepCopy(request),
      onClose: () => { this.closeShared(); this.render(); } });
    this.table = new TableCard({ onType: () => this.keeper.keepDraft(), onRiichi: (seat) => this.declareRiichi(seat),
      onRename: (seat, name) => this.commit((r) => renamed(r, seat, name)).then(() => this.record?.request.players[seat] === name) });
    this.entry = new EntryPanel({ stored: () => (this.shared ? null : this.record?.request ?? null),
      ask: (request, lane) => this.questions.ask(request, lane), onChange: () => this.keeper.keepDraft(),
      onRecord: (events) => this.commit((record) => withEvents(record, events))
        .then(() => this.notice !== t("game.notice.conflict")) });
    const step = (change) => (button, other) => this.commit(change).then(() => keepFocus(button, other));
    this.hands = new HandsCard({ onUndo: step(undone), onRedo: step(redone) });
    this.standings = new StandingsCard();
    this.files = new FilesCard({ game: () => ({ request: this.request, response: this.response }),
      onImport: (request) => (request ? this.keepCopy(request) : this.say(t("game.notice.import_bad"))),
      onNewGame: () => { this.openNew(true); this.newForm.focus(); } });
    this.newForm = new NewGameForm({ onChoice: (redraw) => { this.keeper.keepDraft(); if (redraw) this.render(); },
      onStart: () => this.startGame(), onImport: () => this.files.pickFile(), onCancel: () => this.openNew(false) });
    this.sheet = el("div", { class: "game-sheet" }, this.table.container, this.entry.container, this.hands.container,
      this.standings.container, this.files.container);
    this.container = el("div", { class: "game", "data-testid": "game" }, el("div", { class: "game-top" }, this.back),
      this.noticeLine, this.sharedGame.container, this.sheet, this.newForm.container, this.files.picker);
    this.render();
  }

  /** Write the sheet anew in the page's language (after a language switch); the engine's texts are asked for again. */
  relabel() {
    this.entry.form.render();
    this.render();
    this.askAgain();
  }

  /** Put the keyboard focus at the top of the sheet (shown from the calculator). */
  focusStart() {
    this.back.focus({ preventScroll: true });
  }

  /** Open the store and the current game (or the new game form); `sharedText` from a share link. */
  start(sharedText = null) {
    this.opening ??= this.keeper.open().then(() => {
      if (this.keeper.where) this.notice = this.keeper.where;
      if (sharedText) this.showShared(sharedText);
      return this.keeper.restoreDraft((draft) => this.restoreDraft(draft));
    });
    return this.opening;
  }

  /** The stored game: {id, version, request, redo, ...}, or null. */
  get record() {
    return this.keeper.record;
  }

  /** The engine's answer for the game shown (js/game/questions.js), or null. */
  get response() {
    return this.questions.response;
  }

  /** The game request from a share link, shown read-only (js/game/shared.js), or null. */
  get shared() {
    return this.sharedGame.request;
  }

  /** The game the sheet shows: a shared one (read-only), else the stored one. */
  get request() {
    return this.shared ?? this.record?.request ?? null;
  }

  /** Show `record` (the stored game, or null: the new game form) and ask the engine about it. */
  setRecord(record) {
    if (record?.id !== this.record?.id) this.table.typed = {}; // another game: names typed for this one go
    this.keeper.record = record;
    this.newOpen = !record;
    this.askAgain();
    this.render();
  }

  /** What is being entered and not yet recorded, as the device keeps it (js/game/draft.js). */
  draft() {
    return draftOf({ gameId: this.record?.id ?? null, entry: this.entry.form.entry, names: this.table.typed, choice: this.choice,
      open: this.newOpen });
  }

  /**
   * The draft kept on the device, back in its place: the new game form's choice, and if the
   * draft is this game's, the entry form, the name boxes and whether the form was open over it.
   */
  restoreDraft(draft) {
    const kept = draftFor(draft, this.record?.id ?? null);
    if (kept.choice) this.choice = kept.choice;
    if (kept.open) this.newOpen = true;
    if (kept.names) {
      this.table.typed = kept.names;
      this.entry.form.entry = kept.entry;
      this.entry.form.changed();
    }
    this.render();
  }

  /** Open or close the new game form (over the current game), and keep that in the draft. */
  openNew(open) {
    this.newOpen = open;
    this.keeper.keepDraft();
    this.render();
  }

  /** A hand from the calculator: a win with it as the value, its winner guessed from its seat wind. */
  addHand(hand, { tsumo, seatWind: wind, yaku = [] }) {
    this.closeShared();
    this.entry.holdHand({ hand, tsumo, wind, yaku });
    this.entry.useHand(this.request, this.response);
    this.entry.container.scrollIntoView({ block: "start" });
  }

  /** Ask the engine again for the game's state and for what the entry being made pays. */
  askAgain() {
    this.questions.askState(this.request);
    this.entry.askPreview();
  }

  /** Apply `change` to the stored game and write it (js/game/keeper.js); a shared game is never written. */
  commit(change) {
    return this.keeper.commit((record) => (this.shared ? record : change(record)));
  }

  /** A riichi declaration: recorded at once, if the engine accepts it. */
  async declareRiichi(seat) {
    const request = this.record.request;
    const event = { riichi: seat };
    const refusal = await this.questions.refusal({ ...request, events: [...request.events, event] }, "game-riichi");
    if (refusal !== null) this.say(refusal);
    else await this.commit((record) => (record.request === request ? withEvents(record, [event]) : record));
  }

  /** Start a new game with the form's rules and names; the old one stays on the device. */
  async startGame() {
    await this.opening;
    await this.openGame(newRequest(this.choice.rules, choicePlayers(this.choice, defaultName)));
    this.choice = newChoice(); // the form's draft is the game now
    this.entry.form.reset(); // (which writes the draft)
  }

  /** Store `request` as a new game and open it, unless the engine refuses it (then say why). */
  async keepCopy(request) {
    await this.opening;
    const refusal = await this.questions.refusal(request, "game-import");
    if (refusal !== null) {
      this.say(t("game.notice.import_refused", { reason: refusal }));
    } else {
      this.notice = t("game.notice.imported");
      await this.openGame(request);
    }
  }

  /** Store `request` as a new game, the current one, and show it (the focus at its top: the form that had it may be gone). */
  async openGame(request) {
    this.closeShared();
    this.setRecord(await this.keeper.create(request));
    this.table.title.focus();
  }

  /** Show the game in a share link's `text`, read-only (or say it is not one). */
  showShared(text) {
    if (!this.sharedGame.show(text)) {
      this.notice = t("game.notice.shared_bad");
    } else {
      this.questions.askState(this.request);
      this.render();
    }
  }

  /** Back to this device's own game, from a shared one (if shown). */
  closeShared() {
    if (this.sharedGame.close()) this.questions.askState(this.request);
  }

  /** Say `notice` over the sheet, drawn anew. */
  say(notice) {
    this.notice = notice;
    this.render();
  }

  /** Draw the sheet anew from the game, the engine's answers and the draft. */
  render() {
    this.back.textContent = t("game.back");
    this.noticeLine.textContent = this.notice;
    this.noticeLine.hidden = !this.notice;
    this.newForm.render({ open: !this.shared && (this.newOpen || !this.record), choice: this.choice, overGame: Boolean(this.record) });
    const request = this.request;
    this.sheet.hidden = !request || (this.newOpen && !this.shared);
    if (!request) return;
    const { response } = this;
    const shared = Boolean(this.shared);
    this.sharedGame.render();
    this.table.render({ request, response, shared });
    this.entry.render({ hidden: shared || Boolean(response?.ok && response.finished), players: request.players,
      seats: seatsOf(request), gameRules: gameRules(request.rules) });
    this.hands.render({ request, response, shared, record: this.record });
    this.standings.render({ request, response });
    this.standings.renderNeeds({ request, response, needs: this.questions.needs });
    this.files.render(Boolean(response?.ok));
  }
}
