/**
 * How the hand was won: ron or tsumo, seat and round wind, the special conditions (riichi,
 * ippatsu, haitei ...), dora and ura dora indicators, honba and riichi sticks, and the rules.
 */
import { el } from "../dom.js";
import { tileButton } from "../tile-svg.js";
import { tileName } from "../tiles.js";
import { FLAGS, WINDS } from "../state.js";
import { FLAG_LABELS } from "./labels.js";
import { RulesPicker } from "./rules.js";

/** The engine's flags, in the order of their buttons (FLAG_LABELS). */
const BUTTON_FLAGS = Object.keys(FLAG_LABELS).filter((flag) => FLAGS.includes(flag));
const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** A row of mutually exclusive buttons; returns {row, buttons}. */
function segmented(label, field, options, onPick) {
  const buttons = options.map((value) => el("button", {
    type: "button", class: "seg", "aria-pressed": "false", dataset: { [field]: value },
    on: { click: () => onPick(value) },
  }, cap(value)));
  const row = el("div", { class: "field" }, el("span", { class: "field-label" }, label),
    el("div", { class: "segmented", role: "group", "aria-label": label }, buttons));
  return { row, buttons };
}

export class SituationView {
  /**
   * @param {{onSet, onFlag, onStep, onRemoveIndicator, onMode, onRules}} handlers
   *   onSet(field, value) for win / seat_wind / round_wind, onFlag(flag, on), onStep(counter, delta),
   *   onRemoveIndicator(listName, index), onMode(mode) to aim the palette at an indicator list,
   *   onRules(profileId)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.win = segmented("Win", "win", ["ron", "tsumo"], (v) => handlers.onSet("win", v));
    this.seat = segmented("Seat wind", "seatWind", WINDS, (v) => handlers.onSet("seat_wind", v));
    this.round = segmented("Round wind", "roundWind", WINDS, (v) => handlers.onSet("round_wind", v));
    this.dealer = el("span", { class: "tag", "data-testid": "dealer" }, "Dealer");
    this.seat.row.querySelector(".field-label").append(this.dealer);

    this.flags = BUTTON_FLAGS.map((flag) => {
      const [label, detail] = FLAG_LABELS[flag];
      return el("button", {
        type: "button", class: "chip flag", "aria-pressed": "false", dataset: { flag }, title: detail || null,
        on: { click: (event) => handlers.onFlag(flag, event.currentTarget.getAttribute("aria-pressed") !== "true") },
      }, label);
    });

    this.indicators = {
      dora_indicators: this.indicatorRow("Dora indicators", "dora_indicators", "dora"),
      ura_dora_indicators: this.indicatorRow("Ura dora indicators", "ura_dora_indicators", "ura"),
    };
    this.counters = {
      honba: this.counterRow("Honba", "honba", "honba"),
      riichi_sticks: this.counterRow("Riichi sticks", "riichi_sticks", "riichi stick"),
    };
    this.rules = new RulesPicker((id) => handlers.onRules(id));

    this.container = el("section", { class: "card situation", "aria-labelledby": "situation-title" },
      el("h2", { id: "situation-title" }, "Situation"),
      this.win.row, this.seat.row, this.round.row,
      el("div", { class: "flags", role: "group", "aria-label": "Conditions" }, this.flags),
      this.indicators.dora_indicators.row, this.indicators.ura_dora_indicators.row,
      el("div", { class: "counters" }, this.counters.honba.row, this.counters.riichi_sticks.row),
      this.rules.container);
  }

  indicatorRow(label, listName, mode) {
    const tiles = el("div", { class: "indicator-tiles", "data-testid": listName.replace(/_/g, "-") });
    const add = el("button", { type: "button", class: "chip add", dataset: { addIndicator: mode },
      "aria-label": `Add a ${label.toLowerCase().replace(/s$/, "")}`, on: { click: () => this.handlers.onMode(mode) } }, "+ Add");
    const row = el("div", { class: "field indicators" }, el("span", { class: "field-label" }, label), tiles, add);
    return { row, tiles, add, listName };
  }

  counterRow(label, counter, unit) {
    const value = el("output", { class: "counter-value", "data-testid": counter.replace(/_/g, "-") });
    const step = (delta, text, name) => el("button", { type: "button", class: "step", "aria-label": name,
      dataset: { step: counter, delta: String(delta) }, on: { click: () => this.handlers.onStep(counter, delta) } }, text);
    const row = el("div", { class: "counter" }, el("span", { class: "field-label" }, label),
      step(-1, "−", `One ${unit} fewer`), value, step(1, "+", `One ${unit} more`));
    return { row, value };
  }

  /** @param {{state: object, mode: string}} view */
  update({ state, mode }) {
    const press = (buttons, key, value) => {
      for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset[key] === value));
    };
    press(this.win.buttons, "win", state.win);
    press(this.seat.buttons, "seatWind", state.seat_wind);
    press(this.round.buttons, "roundWind", state.round_wind);
    this.dealer.hidden = state.seat_wind !== "east";
    for (const b of this.flags) b.setAttribute("aria-pressed", String(state[b.dataset.flag]));

    for (const row of Object.values(this.indicators)) {
      const { tiles, add, listName } = row;
      add.setAttribute("aria-pressed", String(add.dataset.addIndicator === mode));
      const list = state[listName];
      if (row.key === list.join()) continue; // unchanged: keep the buttons (a tap may be under way)
      row.key = list.join();
      tiles.replaceChildren(...(list.length ? list.map((tile, i) => tileButton(tile, {
        class: "small", dataset: { indicator: tile },
        on: { click: () => this.handlers.onRemoveIndicator(listName, i) },
      }, `Remove indicator ${tileName(tile)}`)) : [el("span", { class: "none" }, "none")]));
    }
    for (const [counter, { value }] of Object.entries(this.counters)) value.textContent = String(state[counter]);
    this.rules.update(state.rules);
  }
}
