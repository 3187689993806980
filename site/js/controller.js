/**
 * Wires the calculator: one state object (the score request, see state.js) that every control
 * edits; after each edit the URL is rewritten (url.js), the widgets redrawn (ui/calculator.js),
 * and a complete hand is sent to the engine (scoring.js; the newest request wins). Where a
 * control that had the keyboard focus goes away (the last hand tile removed, Clear, Dismiss),
 * the focus goes to the palette. The language picker (ui/app-bar.js) makes every widget anew in
 * the language picked, from the same state, and asks the engine again for its texts in that language.
 */
import { engine } from "./start-engine.js";
import { MELD_KINDS, addFromPalette, clearHand, fitToRules, meldKindsOf, pickWinTile, toRequest, tookOut } from "./state.js";
import { PROFILES, baseRules, profile } from "./profiles.js";
import { loadRules, saveLanguage, saveRules } from "./prefs.js";
import { DEFAULT_LANGUAGE, language, setLanguage, translateDocument, translateDocumentOnceRead } from "./i18n.js";
import { installSprite } from "./tile-svg.js";
import { rulesFitNotices, stateFromURL, stateToQuery } from "./url.js";
import { HandDraft } from "./hand-draft.js";
import { Scoring } from "./scoring.js";
import { AppBar } from "./ui/app-bar.js";
import { CalculatorWidgets, keepFocusInView } from "./ui/calculator.js";
import { GameMode } from "./game/mode.js";

/**
 * What the notices say of the link the page opened ({handError, notices} of stateFromURL): a
 * problem with its hand first (also shown beside the hand, which on a phone may be below the
 * screen), then each value ignored.
 */
const linkNotices = ({ handError, notices }) => (handError ? [handError.message, ...notices] : notices);
/** The height of the palette's head (its modes), which "add an indicator" brings on screen. */
const PALETTE_HEAD = 60;

export class Controller {
  constructor() {
    installSprite();
    // The rules: the link's, else the ones this browser last picked, else the default.
    const saved = loadRules();
    const { state, handError, notices, extra, lang } = stateFromURL(location.search, profile(baseRules(saved)) ? saved : null);
    this.state = state;
    this.extra = extra; // unknown link parameters, kept in the URL
    this.linkLang = lang; // the link's language (js/i18n.js opened the page in it), until the picker is used
    // Hand text typed (or in the link) that is not all tiles: kept in the box and the link.
    this.draft = new HandDraft(handError, location.search);
    this.mode = "hand";
    this.picking = false;
    this.phase = "loading";
    this.engine = engine;
    this.scoring = new Scoring(engine, () => this.phase, () => this.renderResult());

    this.linkSearch = location.search; // the link the page opened, for its messages in another language
    this.noticeTexts = linkNotices({ handError, notices });
    this.widgets = null;
    this.buildWidgets();
    this.appBar = new AppBar((lang) => this.switchLanguage(lang));
    // The game sheet (?view=game) in place of the calculator, and the calculator's ways to it.
    this.game = new GameMode({ engine, extra: this.extra, calculator: this.widgets.calculatorParts(), onURL: () => this.render() });
    document.querySelector(".columns").after(this.game.entry, this.game.place);
    translateDocumentOnceRead();
    document.documentElement.dataset.mounted = "";

    // The engine was started before this module tree loaded (start-engine.js); watch() tells
    // its phase now, and every change after.
    this.engine.watch((phase) => {
      this.phase = phase;
      this.widgets.status.update(phase, this.engine.start);
      this.renderResult();
    });
    this.render();
    this.game.start();
    // A layout change (the waits panel appearing after the 13th tile, a result drawn) can move the
    // control that has the keyboard focus: it is brought back into view (WCAG 2.4.11).
    new ResizeObserver(() => keepFocusInView()).observe(document.querySelector("main"));
  }

  /** Make every widget of the calculator anew in the page's language, in the old ones' places. */
  buildWidgets() {
    this.widgets = new CalculatorWidgets(this, engine, this.widgets);
    this.widgets.notices.update(this.noticeTexts);
    this.game?.replaceCalculator(this.widgets.calculatorParts());
  }

  /**
   * The user picked a language with the picker: remember it, and draw the whole page anew in it
   * from the same state (hand, situation, a draft in the hand box, the palette's mode), with the
   * engine's texts asked for again in that language. The focus stays on the picker.
   */
  async switchLanguage(lang) {
    saveLanguage(lang);
    this.linkLang = null;
    await setLanguage(lang); // (its catalog is loaded the first time: js/i18n.js)
    this.retellMessages();
    installSprite(document, true);
    this.buildWidgets();
    this.game?.relabel();
    this.appBar.relabel();
    translateDocument();
    this.scoring.forget(); // the request names the language: ask again
    this.widgets.status.update(this.phase, this.engine.start);
    this.render();
  }

  /** The page's own messages about the link and the typed hand, again in the page's language. */
  retellMessages() {
    const fromLink = stateFromURL(this.linkSearch);
    if (this.noticeTexts.length) this.noticeTexts = this.retellNotices?.() ?? linkNotices(fromLink);
    this.draft.retell(fromLink.handError);
  }

  /** The language the share link names: the page's, unless it is English and the link did not say so. */
  linkLanguage() {
    const lang = language();
    return lang !== DEFAULT_LANGUAGE || this.linkLang === lang ? lang : null;
  }

  /** Apply an edit to the state, then redraw everything. */
  edit(change) {
    change(this.state);
    this.render();
  }

  /** An edit of the tiles themselves: a problem reported with the old tiles no longer applies. */
  editHand(change) {
    this.draft.clear();
    this.edit(change);
  }

  /** Clear: the hand is emptied (the situation stays), and the palette adds to the hand. */
  clear() {
    this.mode = "hand";
    this.picking = false;
    this.editHand(clearHand);
  }

  /** A tile of the hand picked as the winning tile: a draft in the box goes, with its message. */
  pickWin(tile) {
    this.picking = false;
    if (this.draft.text !== null) this.draft.clear();
    this.edit((s) => pickWinTile(s, tile));
  }

  /** Text typed in the hand box (js/hand-draft.js): the hand becomes what it holds; a draft is kept. */
  typed(text) {
    this.draft.typed(this.state, text);
    this.render();
  }

  /** The hand box took the focus (`start`) or Escape was pressed in it (`undo`): js/hand-draft.js. */
  typingStart() { this.draft.start(this.state); }
  typingUndo() { this.draft.undo(this.state); }

  /** The hand box lost the focus: a draft typed since keeps what keeps it from being a hand. */
  typingDone() {
    this.draft.done();
    this.render();
  }

  /** "Pick the winning tile" pressed: the hand's tiles pick it, or no longer. */
  togglePick() {
    this.picking = !this.picking;
    this.render();
  }

  /** The notices dismissed: they are not told again in another language. */
  dismissNotices() { this.noticeTexts = []; }

  /** The waits panel showed the waits of the 13 tiles: a winning tap among them completes the hand at once. */
  sawWaits(answer) { this.scoring.sawWaits(this.state, answer); }

  /** A random hand dealt (a state: js/state.js stateFromRequest): it is the hand and situation now. */
  dealt(state) {
    this.mode = "hand";
    this.editHand((s) => Object.assign(s, state));
  }

  /** A wait tapped in the waits panel: added to the hand, as the winning tile. */
  addWait(tile) {
    this.state.win_picked = false;
    this.mode = "hand";
    this.tapPalette(tile);
  }

  /** The user picked a rule profile (one of PROFILES): used as useRules uses rules. */
  setRules(id) {
    if (!PROFILES.some((p) => p.id === id)) return;
    this.useRules(id);
  }

  /**
   * Rules from the selector or the editor (a profile id or an override object): used at once, and
   * remembered for the next visit. What the hand holds that they do not have (2m-8m, chi, a
   * north seat or a North round with three players, norths set aside with four) is taken out and named.
   */
  useRules(rules) {
    saveRules(rules);
    this.state.rules = rules;
    const out = fitToRules(this.state);
    if (!meldKindsOf(this.state).includes(this.mode) && MELD_KINDS.includes(this.mode)) this.mode = "hand";
    if (tookOut(out)) {
      this.retellNotices = () => rulesFitNotices(out, rules); // (in another language, after a switch)
      this.noticeTexts = this.retellNotices();
      this.widgets.notices.update(this.noticeTexts);
      this.editHand(() => {});
    } else {
      this.edit(() => {});
    }
  }

  /** A palette mode button: the palette adds to that (a meld kind, the indicators), or to the hand again. */
  setMode(mode) {
    this.mode = mode === this.mode ? "hand" : mode;
    this.picking = false;
    this.render();
  }

  /**
   * "Add an indicator" from beside the hand or the situation: the palette adds one, and takes the
   * focus. The page scrolls only where the palette's head (its modes) is off screen (from the
   * situation), not from beside the hand, where the palette is in view already.
   */
  aimPalette(mode) {
    this.mode = mode;
    this.picking = false;
    this.render();
    const { top } = this.widgets.palette.container.getBoundingClientRect();
    if (top < 0 || top + PALETTE_HEAD > innerHeight) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      this.widgets.palette.container.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "nearest" });
    }
    this.widgets.palette.focus();
  }

  /** A palette tap adds to the hand, a meld or an indicator list; melds and indicators are one-shot modes. */
  tapPalette(tile) {
    this.draft.clear();
    if (addFromPalette(this.state, this.mode, tile) && this.mode !== "hand") this.mode = "hand";
    this.render();
  }

  /** Write the link, ask the engine for the score (first: it works while the page redraws), draw everything. */
  render() {
    const query = stateToQuery(this.state, this.extra, this.draft.text, this.linkLanguage());
    if (query !== location.search) history.replaceState(history.state, "", query + location.hash);
    this.scoring.request(this.state);
    this.widgets.drawEdits({ state: this.state, mode: this.mode, response: this.scoring.response, phase: this.phase });
    this.renderResult();
  }

  /** The result panel, the summary bar, the game sheet's hand, and the hand with its problem. */
  renderResult() {
    const response = this.scoring.response;
    const view = this.scoring.view(this.state);
    this.game?.update(view, toRequest(this.state));
    this.widgets.drawResult({
      view, state: this.state, response, phase: this.phase, complete: this.scoring.complete(this.state), picking: this.picking,
      error: this.draft.error ?? (response && !response.ok ? response.error : null), draft: this.draft.text,
    });
  }
}
