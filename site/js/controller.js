/**
 * Wires the page: one state object (the score request, see state.js) that every control
 * edits; after each edit the URL is rewritten, the widgets redrawn, and a complete hand is
 * sent to the engine (the newest request wins). Where a control that had the keyboard focus
 * goes away (the last hand tile removed, Clear, Dismiss), the focus goes to the palette.
 * The language switch (ui/language.js) makes every widget anew in the other language, from the
 * same state, and asks the engine again for its texts in that language.
 */
import { engine } from "./start-engine.js";
import {
  HAND_SIZE, MAX_INDICATORS, MELD_KINDS, addFromPalette, clearHand, completeIn, fitToRules, meldKindsOf, pickWinTile, plannedTiles,
  removeFromHand, replaceHand, setFlag, stepCounter, stepKita, tileCount, tilesInPlay, toRequest, tookOut, tooManyTiles,
  usesRedFives,
} from "./state.js";
import { PROFILES, baseRules, profile } from "./profiles.js";
import { loadRules, saveLanguage, saveRules } from "./prefs.js";
import { DEFAULT_LANGUAGE, language, plural, setLanguage, t, translateDocument, translateDocumentOnceRead } from "./i18n.js";
import { badTilesMessage, formatTiles, parseTiles, plain, splitMelds } from "./tiles.js";
import { installSprite } from "./tile-svg.js";
import { rulesFitNotices, stateFromURL, stateToQuery } from "./url.js";
import { HandView } from "./ui/hand.js";
import { LanguageSwitch } from "./ui/language.js";
import { Palette } from "./ui/palette.js";
import { QuickBar } from "./ui/quick.js";
import { ResultView } from "./ui/result.js";
import { SituationView } from "./ui/situation.js";
import { EngineStatus, Notices } from "./ui/status.js";
import { SummaryBar } from "./ui/summary.js";
import { ThemeSwitch } from "./ui/theme.js";
import { FacesSwitch } from "./ui/faces.js";
import { RandomHandButton } from "./ui/practice.js";
import { Roving } from "./ui/roving.js";
import { WaitsPanel } from "./ui/waits.js";
import { withRuleOption } from "./ui/rules-editor.js";
import { GameMode } from "./game/mode.js";

/**
 * If the control with the keyboard focus (:focus-visible) is off screen or under the summary
 * bar, scroll it into view (the nearest way; the page's scroll-padding keeps it clear of the bar).
 */
function keepFocusInView() {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.matches(":focus-visible")) return;
  const box = focused.getBoundingClientRect();
  const bar = document.querySelector('[data-testid="summary"]');
  const barBox = bar?.getClientRects().length && bar !== focused ? bar.getBoundingClientRect() : null;
  const underBar = barBox && box.bottom > barBox.top && box.top < barBox.bottom;
  if (box.top < 0 || box.bottom > innerHeight || underBar) focused.scrollIntoView({ block: "nearest" });
}

/** Concealed tiles and melds as one text, the same for the same tiles in any order ("123m 11z pon:777z"). */
const tilesKey = (hand, melds) => [formatTiles(hand), ...melds.map((m) => `${m.kind}:${formatTiles(m.tiles)}`)].join(" ");

/**
 * What the notices say of the link the page opened ({handError, notices} of stateFromURL): a
 * problem with its hand first (also shown beside the hand, which on a phone may be below the
 * screen), then each value ignored.
 */
const linkNotices = ({ handError, notices }) => (handError ? [handError.message, ...notices] : notices);

export class Controller {
  constructor() {
    installSprite();
    // The rules: the link's, else the ones this browser last picked, else the default.
    const saved = loadRules();
    const { state, handError, notices, extra, lang } = stateFromURL(location.search, profile(baseRules(saved)) ? saved : null);
    this.state = state;
    this.extra = extra; // unknown link parameters, kept in the URL
    this.linkLang = lang; // the link's language (js/i18n.js opened the page in it), until the switch is used
    this.inputError = handError && { ...handError, source: "link" };
    // Hand text typed (or in the link) that is not all tiles: kept in the box and the link (see typed()).
    // (A hand of more tiles than a hand holds is refused whole: not kept.)
    this.draft = handError?.code === "invalid_tile" ? new URLSearchParams(location.search).get("hand") : null;
    this.beforeTyping = null; // the hand when the hand box took the focus (see typingStart())
    this.mode = "hand";
    this.picking = false;
    this.scoredKey = null; // the request last sent to the engine, as JSON
    this.response = null; // the engine's answer to it
    this.tilesRead = null; // {tiles, complete}: the engine's last word on whether these tiles make a complete hand
    this.waitsRead = null; // {tiles, waits}: the 13 tiles whose waits the engine gave last, and those waits (plain)
    this.phase = "loading";

    this.linkSearch = location.search; // the link the page opened, for its messages in another language
    this.noticeTexts = linkNotices({ handError, notices });
    this.buildViews();
    this.theme = new ThemeSwitch();
    document.getElementById("theme").replaceWith(this.theme.container);
    // Beside the theme switch, the dark tile faces.
    this.faces = new FacesSwitch();
    this.theme.container.after(this.faces.container);
    // The game sheet (?view=game) in place of the calculator, and the calculator's ways to it.
    this.game = new GameMode({ engine, extra: this.extra, calculator: [document.querySelector(".columns"), this.summary.container],
      onURL: () => this.render() });
    document.querySelector(".columns").after(this.game.entry, this.game.place);
    this.wireShare(document.getElementById("share"));
    this.language = new LanguageSwitch((lang) => this.switchLanguage(lang));
    document.getElementById("language").replaceWith(this.language.container);
    // The app bar's buttons are one Tab stop, the arrow keys moving between them (ui/roving.js).
    this.tools = document.getElementById("app-tools");
    this.toolsRoving = new Roving(this.tools, { rows: () => [[...this.tools.querySelectorAll("button")]],
      keyOf: (button) => button.dataset.testid ?? button.id });
    this.labelTools();
    translateDocumentOnceRead();
    document.documentElement.dataset.mounted = "";

    // The engine was started before this module tree loaded (start-engine.js); watch() tells
    // its phase now, and every change after.
    this.engine = engine;
    this.engine.watch((phase) => {
      this.phase = phase;
      this.status.update(phase, this.engine.start);
      this.renderResult();
    });
    this.render();
    this.game.start();
    // A layout change (the waits panel appearing after the 13th tile, a result drawn) can move the
    // control that has the keyboard focus: it is brought back into view (WCAG 2.4.11).
    new ResizeObserver(() => keepFocusInView()).observe(document.querySelector("main"));
  }

  /**
   * Make every widget of the page, in the page's language, and put each in its place (the first
   * time, the placeholder's in index.html; later, the old widget's).
   */
  buildViews() {
    const old = this.result ? {
      "engine-status": this.status.container, notices: this.notices.container, hand: this.hand.container,
      waits: this.waits.container, typing: this.hand.typing, palette: this.palette.container, situation: this.situation.container,
      result: this.result.container, summary: this.summary.container,
    } : {};
    this.status = new EngineStatus();
    this.notices = new Notices(() => { this.noticeTexts = []; this.palette.focus(); });
    this.quick = new QuickBar({
      onFlag: (flag, on) => this.edit((s) => setFlag(s, flag, on)),
      onWin: (win) => this.edit((s) => { s.win = win; }),
      onDora: () => this.aimPalette("dora"),
      onKita: (delta) => this.editHand((s) => stepKita(s, delta)),
      onSituation: () => this.situation.reveal(),
    });
    this.hand = new HandView({
      onRemove: (tile, isWin) => this.editHand((s) => removeFromHand(s, tile, isWin)),
      onPickWin: (tile) => {
        this.picking = false;
        if (this.draft !== null) { // the box shows the hand again: the draft goes, with its message
          this.draft = null;
          this.inputError = null;
        }
        this.edit((s) => pickWinTile(s, tile));
      },
      onTogglePick: () => { this.picking = !this.picking; this.render(); },
      onText: (text) => this.typed(text),
      onTextStart: () => this.typingStart(),
      onTextDone: () => this.typingDone(),
      onTextRevert: () => this.typingUndo(),
      onRemoveMeld: (i) => this.editHand((s) => s.melds.splice(i, 1)),
      onClear: () => {
        this.mode = "hand";
        this.picking = false;
        this.editHand(clearHand);
        this.palette.focus(); // Clear is disabled now: nothing left to clear
      },
      onFocusOut: () => this.palette.focus(),
    }, this.quick);
    this.palette = new Palette({
      onMode: (mode) => this.setMode(mode),
      onTile: (tile) => this.tapPalette(tile),
    });
    this.situation = new SituationView({
      onSet: (field, value) => this.edit((s) => { s[field] = value; }),
      onFlag: (flag, on) => this.edit((s) => setFlag(s, flag, on)),
      onStep: (counter, delta) => this.edit((s) => stepCounter(s, counter, delta)),
      onRemoveIndicator: (list, i) => this.edit((s) => s[list].splice(i, 1)),
      onMode: (mode) => this.aimPalette(mode),
      onRules: (id) => this.setRules(id),
      onRuleOption: (name, value) => this.useRules(withRuleOption(this.state.rules, name, value)),
      onRulesReset: () => this.useRules(baseRules(this.state.rules)),
    });
    this.result = new ResultView();
    this.summary = new SummaryBar((shows) => (shows === "waits" ? this.waits.reveal() : this.result.reveal()));
    this.waits = new WaitsPanel({
      onShow: (kind, answer) => {
        this.summary.glance(kind, answer);
        if (kind === "waits") this.waitsRead = { tiles: tilesKey(this.state.hand, this.state.melds), waits: answer.waits.map((w) => plain(w.tile)) };
      },
      engine,
      onWait: (tile) => { // a wait tapped: add it, as the winning tile
        this.state.win_picked = false;
        this.mode = "hand";
        this.tapPalette(tile);
      },
      onDiscard: (tile) => this.editHand((s) => removeFromHand(s, tile, s.win_tile === tile)),
    });

    // The first time each widget takes its placeholder's place in index.html, later the old widget's.
    const mount = (id, widget) => (old[id] ?? document.getElementById(id)).replaceWith(widget.container);
    mount("engine-status", this.status);
    mount("notices", this.notices);
    mount("hand", this.hand);
    mount("palette", this.palette);
    mount("summary", this.summary);
    // Under the palette (and the summary), where they do not push the palette away: the waits,
    // then the hand as text (docs/layout.md).
    if (old.waits) old.waits.replaceWith(this.waits.container);
    else this.summary.container.after(this.waits.container);
    if (old.typing) old.typing.replaceWith(this.hand.typing);
    else this.waits.container.after(this.hand.typing);
    mount("situation", this.situation);
    mount("result", this.result);
    // Beside the text box, a random hand for practice.
    const random = new RandomHandButton({ engine, rules: () => this.state.rules,
      onHand: (state) => { this.mode = "hand"; this.editHand((s) => Object.assign(s, state)); } });
    this.hand.typing.append(random.container);
    this.notices.update(this.noticeTexts);
    if (this.game) this.game.replaceCalculator([document.querySelector(".columns"), this.summary.container]);
  }

  /**
   * The user picked a language with the switch: remember it, and draw the whole page anew in it
   * from the same state (hand, situation, a draft in the hand box, the palette's mode), with the
   * engine's texts asked for again in that language. The focus stays on the switch.
   */
  async switchLanguage(lang) {
    saveLanguage(lang);
    this.linkLang = null;
    await setLanguage(lang); // (its catalog is loaded the first time: js/i18n.js)
    this.retellMessages();
    installSprite(document, true);
    this.buildViews();
    this.game?.relabel();
    this.theme.label();
    const faces = new FacesSwitch();
    this.faces.container.replaceWith(faces.container);
    this.faces = faces;
    this.language.update();
    this.labelTools();
    translateDocument();
    this.scoredKey = null; // the request names the language: ask again
    this.status.update(this.phase, this.engine.start);
    this.render();
  }

  /** Name the app bar's toolbar in the page's language, and give its Tab stop to the right button. */
  labelTools() {
    this.tools.setAttribute("aria-label", t("page.tools"));
    this.toolsRoving.sync();
  }

  /** The page's own messages about the link and the typed hand, again in the page's language. */
  retellMessages() {
    const fromLink = stateFromURL(this.linkSearch);
    if (this.noticeTexts.length) this.noticeTexts = this.retellNotices?.() ?? linkNotices(fromLink);
    if (this.inputError?.source === "link") this.inputError = { ...fromLink.handError, source: "link" };
    if (this.inputError?.source === "text" && this.draft !== null) this.inputError = this.draftError(this.draft);
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
    this.inputError = null;
    this.draft = null;
    this.edit(change);
  }

  /**
   * The user picked a rule profile: use it, and remember it for the next visit. What the hand
   * holds that these rules do not have (2m-8m, chi or a north seat with three players, norths
   * set aside with four) is taken out, and each is named in the notices.
   */
  setRules(id) {
    if (!PROFILES.some((p) => p.id === id)) return;
    this.useRules(id);
  }

  /**
   * Rules from the selector or the editor (a profile id or an override object): used at once,
   * and remembered. What the hand holds that they do not have is taken out and named.
   */
  useRules(rules) {
    saveRules(rules);
    this.state.rules = rules;
    const out = fitToRules(this.state);
    if (!meldKindsOf(this.state).includes(this.mode) && MELD_KINDS.includes(this.mode)) this.mode = "hand";
    if (tookOut(out)) {
      this.retellNotices = () => rulesFitNotices(out, rules); // (in another language, after a switch)
      this.noticeTexts = this.retellNotices();
      this.notices.update(this.noticeTexts);
      this.editHand(() => {});
    } else {
      this.edit(() => {});
    }
  }

  setMode(mode) {
    this.mode = mode === this.mode ? "hand" : mode;
    this.picking = false;
    this.render();
  }

  /** "Add an indicator" from beside the hand or the situation: the palette adds one, and takes the focus. */
  aimPalette(mode) {
    this.mode = mode;
    this.picking = false;
    this.render();
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.palette.container.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "nearest" });
    this.palette.focus();
  }

  /** A palette tap adds to the hand, a meld or an indicator list; melds and indicators are one-shot modes. */
  tapPalette(tile) {
    this.inputError = null;
    this.draft = null;
    if (addFromPalette(this.state, this.mode, tile) && this.mode !== "hand") this.mode = "hand";
    this.render();
  }

  /** The hand box took the focus: remember the hand, so that Escape can undo the typing. */
  typingStart() {
    const { hand, win_tile, win_picked, melds } = this.state;
    this.beforeTyping = { hand: [...hand], win_tile, win_picked, melds: [...melds], draft: this.draft, inputError: this.inputError };
  }

  /**
   * Text typed in the hand box: the hand becomes the tiles and melds it holds, as the user
   * types (melds in brackets: [234m], (1111z); tiles.js splitMelds), and what is not a tile is
   * named. Text that is not all tiles (or ends in digits without a suit letter, or has a bracket
   * not closed) is kept as a draft: in the box, and as the link's `hand`, until it is corrected,
   * undone (Escape) or the hand is edited another way. More tiles than a hand holds are refused
   * whole.
   */
  typed(text) {
    const split = splitMelds(text);
    const { tiles, bad, pending } = parseTiles(split.text);
    const tooMany = !split.error && tiles.length + 3 * split.melds.length > HAND_SIZE;
    const stillTyping = split.error?.code === "invalid_meld" || (!split.error && !bad.length && pending); // (named when done)
    this.draft = split.error || bad.length || pending || tooMany ? text : null;
    this.inputError = this.draft !== null && !stillTyping ? this.draftError(text, { typing: true }) : null;
    if (!split.error) {
      replaceHand(this.state, tooMany ? [] : tiles); // more tiles than a hand holds: refused whole
      this.state.melds = tooMany ? [] : split.melds;
    }
    this.render();
  }

  /**
   * What keeps the typed text `text` from being a hand: a bracket not closed, more tiles than a
   * hand holds (melds counting 3 each; the text is then refused whole), or pieces that are not
   * tiles, and, once the typing is done (not `typing`), digits without a suit letter.
   */
  draftError(text, { typing = false } = {}) {
    const split = splitMelds(text);
    if (split.error?.code === "invalid_meld") return { code: "invalid_meld", message: t("hand.meldBrackets"), source: "text" };
    if (split.error) return { code: "invalid_tile", message: badTilesMessage(split.error.bad, typing ? "" : split.error.pending), source: "text" };
    const { tiles, bad, pending } = parseTiles(split.text);
    const count = tiles.length + 3 * split.melds.length;
    if (count > HAND_SIZE) return { ...tooManyTiles(count, "hand.tooManyTiles"), source: "text" };
    return { code: "invalid_tile", message: badTilesMessage(bad, typing ? "" : pending), source: "text" };
  }

  /** Escape in the hand box: everything as it was when the box took the focus. */
  typingUndo() {
    const before = this.beforeTyping;
    if (!before) return;
    Object.assign(this.state, { hand: before.hand, win_tile: before.win_tile, win_picked: before.win_picked, melds: before.melds });
    this.draft = before.draft;
    this.inputError = before.inputError;
  }

  /**
   * The text box lost the focus: a draft typed since it took the focus stays in it, with what
   * keeps it from being a hand (a draft that was there before keeps its own message).
   */
  typingDone() {
    const before = this.beforeTyping;
    this.beforeTyping = null;
    if (this.draft !== null && this.draft !== before?.draft) {
      this.inputError = this.draftError(this.draft);
    } else if (this.draft === null && this.inputError?.source === "text") {
      this.inputError = null;
    }
    this.render();
  }

  /** Why the palette cannot add anything in this mode, or "" when it can. */
  paletteNote() {
    const count = tileCount(this.state);
    if (this.mode === "hand" && count === HAND_SIZE) return t("palette.full", { count, size: HAND_SIZE });
    if (this.mode === "hand" && count > HAND_SIZE) return t("palette.tooMany", { count, size: HAND_SIZE, extra: count - HAND_SIZE });
    if (MELD_KINDS.includes(this.mode) && count + 3 > HAND_SIZE) return t("palette.noRoom");
    const list = this.mode === "dora" ? this.state.dora_indicators : this.mode === "ura" ? this.state.ura_dora_indicators : [];
    if (list.length >= MAX_INDICATORS) return plural("palette.maxIndicators", MAX_INDICATORS);
    return "";
  }

  render() {
    const query = stateToQuery(this.state, this.extra, this.draft, this.linkLanguage());
    if (query !== location.search) history.replaceState(history.state, "", query + location.hash);
    // The engine's requests go first: the worker works on them while the page redraws.
    this.requestScore();
    this.waits.update({ state: this.state, response: this.response, phase: this.phase });
    this.palette.update({
      mode: this.mode, tiles: tilesInPlay(this.state), meldKinds: meldKindsOf(this.state), note: this.paletteNote(),
      canAdd: (tile) => plannedTiles(this.state, this.mode, tile) !== null,
    });
    this.situation.update({ state: this.state, mode: this.mode });
    this.quick.update({ state: this.state, mode: this.mode });
    this.renderResult();
  }

  /** Send a complete (or over-full) hand to the engine, unless that exact request was sent already. */
  requestScore() {
    if (tileCount(this.state) < HAND_SIZE) {
      this.scoredKey = null;
      this.response = null;
      return;
    }
    const request = toRequest(this.state);
    const key = JSON.stringify(request);
    if (key === this.scoredKey) return;
    this.scoredKey = key;
    this.response = null;
    this.engine.score(request).then((response) => {
      if (key !== this.scoredKey) return;
      this.response = response;
      this.renderResult();
    }, (err) => {
      if (err.name === "AbortError" || key !== this.scoredKey) return;
      if (this.phase !== "failed") {
        this.response = { ok: false, error: { code: "engine_error", message: t("result.engineError", { message: err.message }) } };
      }
      this.renderResult();
    });
  }

  /** Why the engine cannot be used, in the page's language. */
  failureMessage() {
    const { key, fields } = this.engine.failure ?? { key: "engine.notLoaded", fields: {} };
    return t("engine.failed", { reason: t(key, fields) });
  }

  /** The result panel, the hand's error line and the summary bar. */
  renderResult() {
    const r = this.response;
    const count = tileCount(this.state);
    let view;
    if (this.phase === "failed") view = { kind: "failed", message: this.failureMessage() };
    else if (count < HAND_SIZE) view = count ? { kind: "incomplete", needed: HAND_SIZE - count } : { kind: "empty" };
    else if (!r) view = { kind: "waiting", busy: true, message: this.phase === "ready" ? t("result.scoring") : "" };
    else view = r.ok ? { kind: "score", response: r, state: this.state } : { kind: "error", error: r.error, state: this.state };
    this.result.update(view);
    this.summary.update(view);
    this.game?.update(view, toRequest(this.state));

    const error = this.inputError ?? (r && !r.ok ? r.error : null);
    this.hand.update({ state: this.state, complete: this.handComplete(), picking: this.picking, error, draft: this.draft });
    this.waits.update({ state: this.state, response: r, phase: this.phase });
  }

  /**
   * Whether the hand's tiles make a complete hand (its winning tile shown apart), as the engine
   * said: in its score of the hand (state.js, completeIn), or, until that comes, in its last
   * score of the same tiles (in another situation), or in the waits it gave for the hand without
   * its winning tile (so a winning tap shows the tile apart at once). Tiles it has said nothing
   * of are not complete.
   */
  handComplete() {
    const { hand, melds, win_tile } = this.state;
    if (tileCount(this.state) !== HAND_SIZE) return false;
    const tiles = tilesKey(hand, melds);
    const complete = completeIn(this.response);
    if (complete !== null) this.tilesRead = { tiles, complete };
    if (this.tilesRead?.tiles === tiles) return this.tilesRead.complete;
    const at = hand.lastIndexOf(win_tile);
    const rest = hand.filter((_, i) => i !== at);
    return at >= 0 && this.waitsRead?.tiles === tilesKey(rest, melds) && this.waitsRead.waits.includes(plain(win_tile));
  }

  /** "Copy link": the URL is always the share link for the hand on screen. */
  wireShare(button) {
    button.addEventListener("click", async () => {
      let key = "share.copied";
      try {
        await navigator.clipboard.writeText(location.href);
      } catch {
        key = "share.failed";
      }
      button.textContent = t(key);
      clearTimeout(this.shareTimer);
      this.shareTimer = setTimeout(() => { button.textContent = t("share.copy"); }, 2000);
    });
  }
}
