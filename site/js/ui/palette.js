/**
 * The palette: a mode bar (what a tap adds: hand tile, meld, dora indicator) over the tiles,
 * one row per suit. Red fives appear only when the rules count them. Buttons carry
 * data-tile="5p" ("0p" for a red five), a stable test hook (docs/api.md, "Test hooks").
 *
 * The tiles are one grid and one Tab stop (roving tabindex, ui/roving.js): the arrow keys
 * move, Home/End go to the ends of a suit, Control+Home/End to the first and last tile, a digit
 * to that number of the suit (0: its red five), and Enter or Space adds the tile. A tile that cannot be added is aria-disabled, not disabled, so
 * that it keeps the keyboard focus (a disabled button would drop it to the page).
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { tileButton } from "../tile-svg.js";
import { MELD_KINDS } from "../state.js";
import { ALL_TILES, suitOf } from "../tiles.js";
import { Roving } from "./roving.js";

/**
 * The palette modes, in the order of the mode bar: the hand, a meld of each kind, the indicators;
 * each with the keys of its words (its button's label, its name, its hint).
 */
export const MODES = ["hand", ...MELD_KINDS, "dora", "ura"].map((id) => ({
  id, label: `palette.${id}.label`, name: `palette.${id}.name`, hint: `palette.${id}.hint`,
}));

export class Palette {
  /**
   * @param {{onMode: (mode: string) => void, onTile: (tile: string) => void}} handlers
   */
  constructor({ onMode, onTile }) {
    this.onTile = onTile;
    this.modeButtons = MODES.map((m) => el("button", {
      type: "button", class: "mode", dataset: { mode: m.id }, title: t(m.name), "aria-pressed": "false",
      on: { click: () => onMode(m.id) },
    }, t(m.label)));
    this.hint = el("p", { class: "hint", id: "palette-hint" });
    this.grid = el("div", { class: "palette-grid", role: "grid", "aria-label": t("palette.grid"),
      "aria-describedby": "palette-hint palette-keys" });
    this.container = el("section", { class: "card palette", "aria-labelledby": "palette-title" },
      el("h2", { id: "palette-title", class: "visually-hidden" }, t("palette.grid")),
      el("div", { class: "modes", role: "group", "aria-label": t("palette.modes") }, this.modeButtons),
      this.hint, this.grid, el("p", { id: "palette-keys", hidden: true }, t("palette.keys")));
    this.showRed = null;
    this.rows = [];
    this.roving = new Roving(this.grid, { rows: () => this.rows, keyOf: (b) => b.dataset.tile });
    this.grid.addEventListener("keydown", (event) => this.digitKey(event));
  }

  /** A digit goes to that tile of the focused tile's suit: "5" to the 5, "0" to the red five. */
  digitKey(event) {
    if (!/^[0-9]$/.test(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    const row = this.rows.find((r) => r.includes(event.target));
    const target = row?.find((b) => b.dataset.tile[0] === event.key);
    if (!target) return;
    event.preventDefault();
    this.roving.focusIndex(this.rows.flat().indexOf(target));
  }

  /** Lay out the rows; red fives sit right after the plain fives. */
  build(showRed) {
    this.showRed = showRed;
    this.roving.redraw(() => {
      this.grid.classList.toggle("with-red", showRed);
      this.rows = ["m", "p", "s", "z"].map((suit) => {
        const tiles = ALL_TILES.filter((t) => suitOf(t) === suit);
        if (showRed && suit !== "z") tiles.splice(5, 0, `0${suit}`);
        return tiles.map((tile) => tileButton(tile, {
          dataset: { tile }, class: tile[0] === "0" ? "red-five" : "", tabindex: "-1",
          on: { click: (event) => { if (event.currentTarget.getAttribute("aria-disabled") !== "true") this.onTile(tile); } },
        }));
      });
      this.grid.replaceChildren(...this.rows.map((row) => el("div", { class: "palette-row", role: "row" },
        row.map((button) => el("span", { class: "cell", role: "gridcell" }, button)))));
    });
  }

  /** Move the keyboard focus to the tile that holds the grid's Tab stop. */
  focus() {
    this.roving.focus({ preventScroll: true });
  }

  /**
   * @param {{mode: string, showRed: boolean, canAdd: (tile: string) => boolean, note: string}} view
   *   `note` replaces the mode hint (e.g. "The hand is full").
   */
  update({ mode, showRed, canAdd, note }) {
    if (showRed !== this.showRed) this.build(showRed);
    for (const b of this.modeButtons) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    this.container.dataset.mode = mode;
    this.hint.textContent = note || t(MODES.find((m) => m.id === mode).hint);
    for (const b of this.rows.flat()) b.setAttribute("aria-disabled", String(!canAdd(b.dataset.tile)));
  }
}
