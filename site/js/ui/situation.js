/**
 * How the hand was won, beyond what the quick controls beside the hand set (ui/quick.js:
 * riichi, ron or tsumo, dora, kita): seat wind (the winds the rules' seats have: no north with
 * three players) and round wind (each a radio group: one Tab stop, arrows inside), the other special conditions (ippatsu,
 * haitei ...), dora and ura dora indicators, honba and riichi sticks, and the rules.
 */
import { el } from "../dom.js";
import { tileImage } from "../tile-svg.js";
import { WIND_NAMES } from "../engine-data.js";
import { formatNumber, pick, t } from "../i18n.js";
import { tileName } from "../tiles.js";
import { FLAGS, WINDS } from "../state.js";
import { FLAG_ORDER, flagHint, flagLabel } from "./labels.js";
import { RulesPicker } from "./rules.js";
import { roundWindsOf, seatWindsOf } from "../profiles.js";
import { Roving } from "./roving.js";

/** The engine's flags set here, in the order of their buttons (FLAG_ORDER); riichi sits beside the hand (ui/quick.js). */
const BUTTON_FLAGS = FLAG_ORDER.filter((flag) => FLAGS.includes(flag) && flag !== "riichi");
const WIN_KEYS = { ron: "win.ron", tsumo: "win.tsumo" };
/** A wind's name, as the engine names it (js/engine-data.js): "East" / 「東」. */
export const windLabel = (wind) => pick(WIND_NAMES[wind]);
/** "Ron" or "Tsumo" ("ロン" / "ツモ"). */
export const winLabel = (win) => t(WIN_KEYS[win]);
const ADD_NAMES = { dora: "situation.addDora", ura: "situation.addUra" };
const removeName = (tile) => t("situation.removeIndicator", { tile: tileName(tile) });
const STEP_NAMES = { honba: ["situation.honbaFewer", "situation.honbaMore"], riichi_sticks: ["situation.sticksFewer", "situation.sticksMore"] };

const ARROWS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];

/**
 * A radio group of winds (WAI-ARIA radio group): one Tab stop, on the wind that is set; the
 * arrow keys (and Home, End) move to another wind and set it. Returns {row, buttons, roving}.
 */
function windRadios(label, field, options, onPick) {
  const buttons = options.map((value) => el("button", {
    type: "button", class: "seg", role: "radio", "aria-checked": "false", tabindex: "-1", dataset: { [field]: value },
    on: { click: () => onPick(value) },
  }, windLabel(value)));
  const group = el("div", { class: "segmented", role: "radiogroup", "aria-label": label }, buttons);
  const roving = new Roving(group, { rows: () => [buttons.filter((b) => !b.hidden)], keyOf: (b) => b.dataset[field] });
  group.addEventListener("keydown", (event) => {
    if (!ARROWS.includes(event.key)) return;
    const focused = document.activeElement; // moved there by the roving tabindex's own listener
    if (buttons.includes(focused) && focused.getAttribute("aria-checked") !== "true") focused.click();
  });
  const row = el("div", { class: "field" }, el("span", { class: "field-label" }, label), group);
  return { row, buttons, roving };
}

export class SituationView {
  /**
   * @param {{onSet, onFlag, onStep, onRemoveIndicator, onMode, onRules, onRuleOption, onRulesReset}} handlers
   *   onSet(field, value) for seat_wind / round_wind, onFlag(flag, on), onStep(counter, delta),
   *   onRemoveIndicator(listName, index), onMode(mode) to aim the palette at an indicator list,
   *   onRules(profileId), onRuleOption(name, value) (the rules editor), onRulesReset()
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.seat = windRadios(t("situation.seat"), "seatWind", WINDS, (v) => handlers.onSet("seat_wind", v));
    this.round = windRadios(t("situation.round"), "roundWind", WINDS, (v) => handlers.onSet("round_wind", v));
    this.dealer = el("span", { class: "tag", "data-testid": "dealer" }, t("situation.dealer"));
    this.seat.row.querySelector(".field-label").append(this.dealer);

    this.flags = BUTTON_FLAGS.map((flag) => el("button", {
      type: "button", class: "chip flag", "aria-pressed": "false", dataset: { flag }, title: flagHint(flag),
      on: { click: (event) => handlers.onFlag(flag, event.currentTarget.getAttribute("aria-pressed") !== "true") },
    }, flagLabel(flag)));

    this.indicators = {
      dora_indicators: this.indicatorRow(t("situation.dora"), "dora_indicators", "dora"),
      ura_dora_indicators: this.indicatorRow(t("situation.ura"), "ura_dora_indicators", "ura"),
    };
    this.counters = {
      honba: this.counterRow(t("situation.honba"), "honba"),
      riichi_sticks: this.counterRow(t("situation.sticks"), "riichi_sticks"),
    };
    this.rules = new RulesPicker((id) => handlers.onRules(id),
      { onOption: (name, value) => handlers.onRuleOption(name, value), onReset: () => handlers.onRulesReset() });

    this.container = el("section", { class: "card situation", "aria-labelledby": "situation-title" },
      el("h2", { id: "situation-title", tabindex: "-1" }, t("situation.title")),
      this.seat.row, this.round.row,
      el("div", { class: "flags", role: "group", "aria-label": t("situation.conditions") }, this.flags),
      this.indicators.dora_indicators.row, this.indicators.ura_dora_indicators.row,
      el("div", { class: "counters" }, this.counters.honba.row, this.counters.riichi_sticks.row),
      this.rules.container);
  }

  indicatorRow(label, listName, mode) {
    const tiles = el("div", { class: "indicator-tiles", "data-testid": listName.replace(/_/g, "-") });
    const add = el("button", { type: "button", class: "chip add", dataset: { addIndicator: mode },
      "aria-label": t(ADD_NAMES[mode]), on: { click: () => this.handlers.onMode(mode) } }, t("situation.add"));
    const row = el("div", { class: "field indicators" }, el("span", { class: "field-label" }, label), tiles, add);
    return { row, tiles, add, listName };
  }

  counterRow(label, counter) {
    const value = el("output", { class: "counter-value", "data-testid": counter.replace(/_/g, "-") });
    const step = (delta, text, name) => el("button", { type: "button", class: "step", "aria-label": name,
      dataset: { step: counter, delta: String(delta) }, on: { click: () => this.handlers.onStep(counter, delta) } }, text);
    const row = el("div", { class: "counter" }, el("span", { class: "field-label" }, label),
      step(-1, "−", t(STEP_NAMES[counter][0])), value, step(1, "+", t(STEP_NAMES[counter][1])));
    return { row, value };
  }

  /** Redraw an indicator list; the focus on a removed indicator goes to the next one, or to "+ Add". */
  renderIndicators({ tiles, add, listName }, list) {
    const focused = [...tiles.children].indexOf(document.activeElement);
    tiles.replaceChildren(...(list.length ? list.map((tile, i) => el("button", {
      type: "button", class: "indicator", dataset: { indicator: tile }, "aria-label": removeName(tile),
      on: { click: () => this.handlers.onRemoveIndicator(listName, i) },
    }, tileImage(tile, { small: true, decorative: true }), el("span", { class: "remove", "aria-hidden": "true" }, "×")))
      : [el("span", { class: "none" }, t("situation.none"))]));
    if (focused < 0) return;
    const next = list.length ? tiles.children[Math.min(focused, list.length - 1)] : add;
    next.focus();
  }

  /** Scroll the situation into view and put the focus on its heading (a tap on the badges by the hand). */
  reveal() {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.container.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    this.container.querySelector("h2").focus({ preventScroll: true });
  }

  /** @param {{state: object, mode: string}} view */
  update({ state, mode }) {
    const check = ({ buttons, roving }, key, value) => {
      buttons.filter((b) => !b.hidden).forEach((b, i) => {
        b.setAttribute("aria-checked", String(b.dataset[key] === value));
        if (b.dataset[key] === value) roving.setCurrent(i); // the group's Tab stop is the wind set
      });
    };
    // The seat and round winds the rules have (three players: no north seat, no North round), from the engine.
    const seats = seatWindsOf(state.rules);
    for (const b of this.seat.buttons) b.hidden = !seats.includes(b.dataset.seatWind);
    const rounds = roundWindsOf(state.rules);
    for (const b of this.round.buttons) b.hidden = !rounds.includes(b.dataset.roundWind);
    check(this.seat, "seatWind", state.seat_wind);
    check(this.round, "roundWind", state.round_wind);
    this.dealer.hidden = state.seat_wind !== "east";
    for (const b of this.flags) b.setAttribute("aria-pressed", String(state[b.dataset.flag]));

    for (const row of Object.values(this.indicators)) {
      row.add.setAttribute("aria-pressed", String(row.add.dataset.addIndicator === mode));
      const list = state[row.listName];
      if (row.key === list.join()) continue; // unchanged: keep the buttons (a tap may be under way)
      row.key = list.join();
      this.renderIndicators(row, list);
    }
    for (const [counter, { value }] of Object.entries(this.counters)) value.textContent = formatNumber(state[counter]);
    this.rules.update(state.rules);
  }
}
