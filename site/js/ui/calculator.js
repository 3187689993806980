/**
 * The calculator's widgets, made in the page's language and put in their places (the first time,
 * the placeholders' in index.html; after a language switch, the old widgets'): the engine status,
 * the notices, the hand with its quick bar, the palette, the summary bar, the waits panel, the
 * hand as text (with the random hand beside it), the situation and the result. Each widget's
 * controls call the controller's edits (js/controller.js); what one widget does to another (the
 * summary opening the waits, "the situation" revealing it) is wired here.
 */
import { HAND_SIZE, MAX_INDICATORS, MELD_KINDS, meldKindsOf, plannedTiles, removeFromHand, setFlag, stepCounter, stepKita,
  tileCount, tilesInPlay } from "../state.js";
import { baseRules } from "../profiles.js";
import { plural, t } from "../i18n.js";
import { HandView } from "./hand.js";
import { Palette } from "./palette.js";
import { RandomHandButton } from "./practice.js";
import { QuickBar } from "./quick.js";
import { ResultView } from "./result.js";
import { withRuleOption } from "./rules-editor.js";
import { SituationView } from "./situation.js";
import { EngineStatus, Notices } from "./status.js";
import { SummaryBar } from "./summary.js";
import { WaitsPanel } from "./waits.js";

/** Why the palette cannot add anything in `mode` to `state`, or "" when it can (in the page's language). */
export function paletteNote(state, mode) {
  const count = tileCount(state);
  if (mode === "hand" && count === HAND_SIZE) return t("palette.full", { count, size: HAND_SIZE });
  if (mode === "hand" && count > HAND_SIZE) return t("palette.tooMany", { count, size: HAND_SIZE, extra: count - HAND_SIZE });
  if (MELD_KINDS.includes(mode) && count + 3 > HAND_SIZE) return t("palette.noRoom");
  const list = mode === "dora" ? state.dora_indicators : mode === "ura" ? state.ura_dora_indicators : [];
  if (list.length >= MAX_INDICATORS) return plural("palette.maxIndicators", MAX_INDICATORS);
  return "";
}

/**
 * If the control with the keyboard focus (:focus-visible) is off screen or under the summary
 * bar, scroll it into view (the nearest way; the page's scroll-padding keeps it clear of the bar).
 */
export function keepFocusInView() {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.matches(":focus-visible")) return;
  const box = focused.getBoundingClientRect();
  const bar = document.querySelector('[data-testid="summary"]');
  const barBox = bar?.getClientRects().length && bar !== focused ? bar.getBoundingClientRect() : null;
  const underBar = barBox && box.bottom > barBox.top && box.top < barBox.bottom;
  if (box.top < 0 || box.bottom > innerHeight || underBar) focused.scrollIntoView({ block: "nearest" });
}

export class CalculatorWidgets {
  /**
   * @param {object} page the controller (js/controller.js): its state and its edits
   * @param {object} engine the engine client (js/engine.js), for the waits panel and the random hand
   * @param {CalculatorWidgets | null} old the widgets these replace, or null the first time
   */
  constructor(page, engine, old = null) {
    this.status = new EngineStatus();
    this.notices = new Notices(() => { page.dismissNotices(); this.palette.focus(); });
    this.quick = new QuickBar({
      onFlag: (flag, on) => page.edit((s) => setFlag(s, flag, on)),
      onWin: (win) => page.edit((s) => { s.win = win; }),
      onDora: () => page.aimPalette("dora"),
      onKita: (delta) => page.editHand((s) => stepKita(s, delta)),
      onSituation: () => this.situation.reveal(),
    });
    this.hand = new HandView({
      onRemove: (tile, isWin) => page.editHand((s) => removeFromHand(s, tile, isWin)),
      onPickWin: (tile) => page.pickWin(tile),
      onTogglePick: () => page.togglePick(),
      onText: (text) => page.typed(text),
      onTextStart: () => page.typingStart(),
      onTextDone: () => page.typingDone(),
      onTextRevert: () => page.typingUndo(),
      onRemoveMeld: (i) => page.editHand((s) => s.melds.splice(i, 1)),
      onClear: () => {
        page.clear();
        this.palette.focus(); // Clear is disabled now: nothing left to clear
      },
      onFocusOut: () => this.palette.focus(),
    }, this.quick);
    this.palette = new Palette({ onMode: (mode) => page.setMode(mode), onTile: (tile) => page.tapPalette(tile) });
    this.situation = new SituationView({
      onSet: (field, value) => page.edit((s) => { s[field] = value; }),
      onFlag: (flag, on) => page.edit((s) => setFlag(s, flag, on)),
      onStep: (counter, delta) => page.edit((s) => stepCounter(s, counter, delta)),
      onRemoveIndicator: (list, i) => page.edit((s) => s[list].splice(i, 1)),
      onMode: (mode) => page.aimPalette(mode),
      onRules: (id) => page.setRules(id),
      onRuleOption: (name, value) => page.useRules(withRuleOption(page.state.rules, name, value)),
      onRulesReset: () => page.useRules(baseRules(page.state.rules)),
    });
    this.result = new ResultView();
    this.summary = new SummaryBar((shows) => (shows === "waits" ? this.waits.reveal() : this.result.reveal()));
    this.waits = new WaitsPanel({
      onShow: (kind, answer) => {
        this.summary.glance(kind, answer);
        if (kind === "waits") page.sawWaits(answer);
      },
      engine,
      onWait: (tile) => page.addWait(tile),
      onDiscard: (tile) => page.editHand((s) => removeFromHand(s, tile, s.win_tile === tile)),
    });
    this.random = new RandomHandButton({ engine, rules: () => page.state.rules,
      onHand: (state) => page.dealt(state) });
    this.mount(old);
  }

  /** Take each widget's place: the placeholder's in index.html the first time, later the old widget's. */
  mount(old) {
    const place = (id, key) => (old ? old[key].container : document.getElementById(id)).replaceWith(this[key].container);
    place("engine-status", "status");
    place("notices", "notices");
    place("hand", "hand");
    place("palette", "palette");
    place("summary", "summary");
    // Under the palette (and the summary), where they do not push the palette away: the waits,
    // then the hand as text (docs/layout.md).
    if (old) old.waits.container.replaceWith(this.waits.container);
    else this.summary.container.after(this.waits.container);
    if (old) old.hand.typing.replaceWith(this.hand.typing);
    else this.waits.container.after(this.hand.typing);
    place("situation", "situation");
    place("result", "result");
    // Beside the text box, a random hand for practice.
    this.hand.typing.append(this.random.container);
  }

  /** The calculator's parts that the game sheet hides while it shows (js/game/mode.js). */
  calculatorParts() {
    return [document.querySelector(".columns"), this.summary.container];
  }

  /** Draw the edits: the waits, the palette (what it may add in `mode`), the situation and the quick bar. */
  drawEdits({ state, mode, response, phase }) {
    this.waits.update({ state, response, phase });
    this.palette.update({
      mode, tiles: tilesInPlay(state), meldKinds: meldKindsOf(state), note: paletteNote(state, mode),
      canAdd: (tile) => plannedTiles(state, mode, tile) !== null,
    });
    this.situation.update({ state, mode });
    this.quick.update({ state, mode });
  }

  /**
   * Draw the score: the result panel and the summary bar (`view`, js/scoring.js), the hand (its
   * problem `error`, the `draft` in its box, whether it is `complete`) and the waits.
   */
  drawResult({ view, state, response, phase, complete, picking, error, draft }) {
    this.result.update(view);
    this.summary.update(view);
    this.hand.update({ state, complete, picking, error, draft });
    this.waits.update({ state, response, phase });
  }
}
