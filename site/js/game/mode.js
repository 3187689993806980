/**
 * The calculator and the game sheet on one page: the link parameter `view=game` shows the sheet
 * (js/game/view.js, loaded and built the first time it is shown: a visit that never opens it
 * never downloads it) in place of the calculator, and `shared`
 * beside it holds a game from a share link. Both stay in the page's address with the hand's own
 * parameters, so a reload comes back to the same view. Also the calculator's two ways in: the
 * "Game sheet" button under the result, and "Add to game" on a scored hand, which sends the hand
 * to the sheet as a win's value.
 * Beside them, the link to the practice view.
 * Hooks: data-testid="open-game", data-testid="add-to-game", data-testid="open-practice".
 */
import { el } from "../dom.js";
import { GAME_FILLED_FIELDS } from "../engine-data.js";
import { t } from "../i18n.js";

/** The request's fields that the game fills in from its state (docs/api.md, "Game ledger"; from the engine). */
const FILLED_BY_GAME = GAME_FILLED_FIELDS;

/**
 * A score request as a win event's `hand`: without the fields the game fills in, and without
 * what is at its default (false flags, empty lists), so that the ledger fills in riichi for a
 * seat that declared it.
 */
export function handForGame(request) {
  const empty = (v) => v === false || v === "" || (Array.isArray(v) && !v.length);
  return Object.fromEntries(Object.entries(request).filter(([k, v]) => !FILLED_BY_GAME.includes(k) && !empty(v)));
}

export class GameMode {
  /**
   * @param {{engine, extra: Array<[string, string]>, calculator: HTMLElement[], onURL: () => void}} options
   *   extra: the page's other link parameters (edited in place: view, shared); calculator: the
   *   calculator's parts, hidden while the sheet shows; onURL: write the address again
   */
  constructor({ engine, extra, calculator, onURL }) {
    this.engine = engine;
    this.extra = extra;
    this.calculator = calculator;
    this.onURL = onURL;
    this.sheet = null;
    this.sheetLoaded = null; // the promise of the sheet, once asked for
    this.wanted = "calculator"; // the view last asked for (the sheet may still be loading)
    this.place = el("div", { class: "game-place" });
    this.openButton = el("button", { type: "button", class: "chip", "data-testid": "open-game",
      on: { click: () => this.show("game") } }, t("game.open"));
    this.addButton = el("button", { type: "button", class: "chip primary", "data-testid": "add-to-game", hidden: true,
      on: { click: () => this.addHand() } }, t("game.add"));
    // The practice view (?view=practice, js/practice/view.js) is a page of its own: a plain link.
    this.practiceLink = el("a", { class: "chip practice-way", href: "?view=practice", "data-testid": "open-practice" }, t("practice.open"));
    this.entry = el("div", { class: "game-ways" }, this.addButton, this.openButton, this.practiceLink);
    this.request = null;
    window.addEventListener("popstate", () => {
      this.show(new URLSearchParams(location.search).get("view") === "game" ? "game" : "calculator", false);
    });
  }

  param(name) {
    return this.extra.find(([k]) => k === name)?.[1] ?? null;
  }

  setParam(name, value) {
    const at = this.extra.findIndex(([k]) => k === name);
    if (at >= 0) this.extra.splice(at, 1);
    if (value !== null) this.extra.push([name, value]);
  }

  /** Show the view the link names (at start). */
  start() {
    if (this.param("view") === "game") this.show("game", false);
  }

  /** The calculator's parts were made anew (the page's language changed): hide them as the old ones were. */
  replaceCalculator(parts) {
    const hidden = this.calculator[0]?.hidden ?? false;
    this.calculator = parts;
    for (const part of parts) part.hidden = hidden;
  }

  /** Write the buttons and the sheet (once loaded) anew in the page's language. */
  relabel() {
    this.openButton.textContent = t("game.open");
    this.addButton.textContent = t("game.add");
    this.practiceLink.textContent = t("practice.open");
    this.sheet?.relabel();
  }

  /**
   * The game sheet, loaded and built (hidden) the first time it is asked for: a promise. If its
   * modules cannot be loaded (offline before the service worker had them), the next ask tries again.
   */
  loadSheet() {
    this.sheetLoaded ??= import("./view.js").then(({ GameView }) => {
      this.sheet = new GameView({ engine: this.engine, onCalculator: () => this.show("calculator"),
        onShared: (text) => { this.setParam("shared", text); this.onURL(); } });
      this.sheet.container.hidden = true; // show() shows it
      this.place.replaceWith(this.sheet.container);
      this.sheet.start(this.param("shared"));
      return this.sheet;
    }, (err) => {
      this.sheetLoaded = null;
      throw err;
    });
    return this.sheetLoaded;
  }

  /**
   * Show the calculator or the game sheet; `remember`: a new history entry, so Back returns.
   * Resolves once shown (the first time, the sheet's modules load first); a view asked for
   * meanwhile wins.
   */
  async show(view, remember = true) {
    const game = view === "game";
    this.wanted = view;
    if (game && !this.sheet) {
      for (const part of [...this.calculator, this.entry]) part.hidden = true; // while the sheet loads
      try {
        await this.loadSheet();
      } catch (err) {
        console.warn(`Tenbou: the game sheet could not be loaded; ${err?.message ?? err}`);
        if (this.wanted === view) this.show("calculator", false);
        return;
      }
      if (this.wanted !== view) return;
    }
    for (const part of [...this.calculator, this.entry]) part.hidden = game;
    if (this.sheet) this.sheet.container.hidden = !game;
    document.documentElement.dataset.view = game ? "game" : "calculator";
    const was = this.param("view");
    this.setParam("view", game ? "game" : null);
    if (!game) this.setParam("shared", null);
    if (remember && was !== this.param("view")) history.pushState(history.state, "", location.href);
    this.onURL();
    window.scrollTo(0, 0);
    if (game && remember) this.sheet.focusStart();
  }

  /** The calculator's result changed: "Add to game" is offered for a scored hand. */
  update(view, request) {
    const scored = view.kind === "score";
    this.addButton.hidden = !scored;
    this.request = scored ? request : null;
    this.yaku = scored ? view.response.yaku.map((y) => y.id) : []; // (the sheet offers liability for some yakuman)
  }

  async addHand() {
    if (!this.request) return;
    const { request, yaku } = this;
    await this.show("game");
    this.sheet.addHand(handForGame(request), { tsumo: request.win === "tsumo", seatWind: request.seat_wind, yaku });
  }
}
