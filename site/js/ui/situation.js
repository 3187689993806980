/**
 * How the hand was won, beyond what the quick controls beside the hand set (ui/quick.js:
 * riichi, ron or tsumo, dora): seat and round wind, the other special conditions (ippatsu,
 * haitei ...), dora and ura dora indicators, honba and riichi sticks, and the rules.
 */
import { el } from "../dom.js";
import { tileImage } from "../tile-svg.js";
import { tileName } from "../tiles.js";
import { FLAGS, WINDS } from "../state.js";
import { FLAG_LABELS } from "./labels.js";
import { RulesPicker } from "./rules.js";

/** The engine's flags set here, in the order of their buttons (FLAG_LABELS); riichi sits beside the hand (ui/quick.js). */
const BUTTON_FLAGS = Object.keys(FLAG_LABELS).filter((flag) => FLAGS.includes(flag) && flag !== "riichi");
export const WIND_LABELS = { east: "East", south: "South", west: "West", north: "North" };
export const WIN_LABELS = { ron: "Ron", tsumo: "Tsumo" };
const TEXT = {
  title: "Situation", seat: "Seat wind", round: "Round wind", dealer: "Dealer", conditions: "Conditions",
  dora: "Dora indicators", ura: "Ura dora indicators", add: "+ Add", none: "none", honba: "Honba", sticks: "Riichi sticks",
};
const addName = { dora: "+ Add a dora indicator", ura: "+ Add an ura dora indicator" };
const removeName = (tile) => `Remove indicator ${tileName(tile)}`;
const stepNames = { honba: ["One honba fewer", "One honba more"], riichi_sticks: ["One riichi stick fewer", "One riichi stick more"] };

/** A row of mutually exclusive buttons; returns {row, buttons}. */
function segmented(label, field, options, onPick) {
  const buttons = options.map((value) => el("button", {
    type: "button", class: "seg", "aria-pressed": "false", dataset: { [field]: value },
    on: { click: () => onPick(value) },
  }, WIND_LABELS[value]));
  const row = el("div", { class: "field" }, el("span", { class: "field-label" }, label),
    el("div", { class: "segmented", role: "group", "aria-label": label }, buttons));
  return { row, buttons };
}

export class SituationView {
  /**
   * @param {{onSet, onFlag, onStep, onRemoveIndicator, onMode, onRules}} handlers
   *   onSet(field, value) for seat_wind / round_wind, onFlag(flag, on), onStep(counter, delta),
   *   onRemoveIndicator(listName, index), onMode(mode) to aim the palette at an indicator list,
   *   onRules(profileId)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.seat = segmented(TEXT.seat, "seatWind", WINDS, (v) => handlers.onSet("seat_wind", v));
    this.round = segmented(TEXT.round, "roundWind", WINDS, (v) => handlers.onSet("round_wind", v));
    this.dealer = el("span", { class: "tag", "data-testid": "dealer" }, TEXT.dealer);
    this.seat.row.querySelector(".field-label").append(this.dealer);

    this.flags = BUTTON_FLAGS.map((flag) => {
      const [label, detail] = FLAG_LABELS[flag];
      return el("button", {
        type: "button", class: "chip flag", "aria-pressed": "false", dataset: { flag }, title: detail || null,
        on: { click: (event) => handlers.onFlag(flag, event.currentTarget.getAttribute("aria-pressed") !== "true") },
      }, label);
    });

    this.indicators = {
      dora_indicators: this.indicatorRow(TEXT.dora, "dora_indicators", "dora"),
      ura_dora_indicators: this.indicatorRow(TEXT.ura, "ura_dora_indicators", "ura"),
    };
    this.counters = {
      honba: this.counterRow(TEXT.honba, "honba"),
      riichi_sticks: this.counterRow(TEXT.sticks, "riichi_sticks"),
    };
    this.rules = new RulesPicker((id) => handlers.onRules(id));

    this.container = el("section", { class: "card situation", "aria-labelledby": "situation-title" },
      el("h2", { id: "situation-title" }, TEXT.title),
      this.seat.row, this.round.row,
      el("div", { class: "flags", role: "group", "aria-label": TEXT.conditions }, this.flags),
      this.indicators.dora_indicators.row, this.indicators.ura_dora_indicators.row,
      el("div", { class: "counters" }, this.counters.honba.row, this.counters.riichi_sticks.row),
      this.rules.container);
  }

  indicatorRow(label, listName, mode) {
    const tiles = el("div", { class: "indicator-tiles", "data-testid": listName.replace(/_/g, "-") });
    const add = el("button", { type: "button", class: "chip add", dataset: { addIndicator: mode },
      "aria-label": addName[mode], on: { click: () => this.handlers.onMode(mode) } }, TEXT.add);
    const row = el("div", { class: "field indicators" }, el("span", { class: "field-label" }, label), tiles, add);
    return { row, tiles, add, listName };
  }

  counterRow(label, counter) {
    const value = el("output", { class: "counter-value", "data-testid": counter.replace(/_/g, "-") });
    const step = (delta, text, name) => el("button", { type: "button", class: "step", "aria-label": name,
      dataset: { step: counter, delta: String(delta) }, on: { click: () => this.handlers.onStep(counter, delta) } }, text);
    const row = el("div", { class: "counter" }, el("span", { class: "field-label" }, label),
      step(-1, "−", stepNames[counter][0]), value, step(1, "+", stepNames[counter][1]));
    return { row, value };
  }

  /** Redraw an indicator list; the focus on a removed indicator goes to the next one, or to "+ Add". */
  renderIndicators({ tiles, add, listName }, list) {
    const focused = [...tiles.children].indexOf(document.activeElement);
    tiles.replaceChildren(...(list.length ? list.map((tile, i) => el("button", {
      type: "button", class: "indicator", dataset: { indicator: tile }, "aria-label": removeName(tile),
      on: { click: () => this.handlers.onRemoveIndicator(listName, i) },
    }, tileImage(tile, { small: true, decorative: true }), el("span", { class: "remove", "aria-hidden": "true" }, "×")))
      : [el("span", { class: "none" }, TEXT.none)]));
    if (focused < 0) return;
    const next = list.length ? tiles.children[Math.min(focused, list.length - 1)] : add;
    next.focus();
  }

  /** @param {{state: object, mode: string}} view */
  update({ state, mode }) {
    const press = (buttons, key, value) => {
      for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset[key] === value));
    };
    press(this.seat.buttons, "seatWind", state.seat_wind);
    press(this.round.buttons, "roundWind", state.round_wind);
    this.dealer.hidden = state.seat_wind !== "east";
    for (const b of this.flags) b.setAttribute("aria-pressed", String(state[b.dataset.flag]));

    for (const row of Object.values(this.indicators)) {
      row.add.setAttribute("aria-pressed", String(row.add.dataset.addIndicator === mode));
      const list = state[row.listName];
      if (row.key === list.join()) continue; // unchanged: keep the buttons (a tap may be under way)
      row.key = list.join();
      this.renderIndicators(row, list);
    }
    for (const [counter, { value }] of Object.entries(this.counters)) value.textContent = String(state[counter]);
    this.rules.update(state.rules);
  }
}
