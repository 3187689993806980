/**
 * The palette: a mode bar (what a tap adds: hand tile, meld, dora indicator) over the tiles,
 * one row per suit. Both follow the rules (from the engine, js/profiles.js `table`): only the
 * tiles in play have a button (three players: no 2m-8m; 1m and 9m then share the honours'
 * row), red fives only when the rules count them, and a meld mode only for the melds the rules have (three
 * players: no Chi). Buttons carry data-tile="5p" ("0p" for a red five), a stable test hook
 * (docs/api.md, "Test hooks").
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
import { ALL_TILES, isRed, suitOf } from "../tiles.js";
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
    this.onMode = onMode;
    this.modeButtons = [];
    this.modeBar = el("div", { class: "modes", role: "group", "aria-label": t("palette.modes") });
    this.hint = el("p", { class: "hint", id: "palette-hint" });
    this.grid = el("div", { class: "palette-grid", role: "grid", "aria-label": t("palette.grid"),
      "aria-describedby": "palette-hint palette-keys" });
    this.container = el("section", { class: "card palette", "aria-labelledby": "palette-title" },
      el("h2", { id: "palette-title", class: "visually-hidden" }, t("palette.grid")),
      this.modeBar, this.hint, this.grid, el("p", { id: "palette-keys", hidden: true }, t("palette.keys")));
    this.tilesKey = null;
    this.modesKey = null;
    this.rows = [];
    this.roving = new Roving(this.grid, { rows: () => this.rows, keyOf: (b) => b.dataset.tile });
    this.grid.addEventListener("keydown", (event) => this.digitKey(event));
  }

  /** A digit goes to that tile of the focused tile's suit: "5" to the 5, "0" to the red five. */
  digitKey(event) {
    if (!/^[0-9]$/.test(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    const row = this.rows.find((r) => r.includes(event.target));
    const suit = suitOf(event.target.dataset.tile ?? "");
    const target = row?.find((b) => b.dataset.tile[0] === event.key && suitOf(b.dataset.tile) === suit);
    if (!target) return;
    event.preventDefault();
    this.roving.focusIndex(this.rows.flat().indexOf(target));
  }

  /** The mode bar: the hand, a mode per meld kind the rules have, the indicators. */
  buildModes(meldKinds) {
    this.modesKey = meldKinds.join();
    const modes = MODES.filter((m) => !MELD_KINDS.includes(m.id) || meldKinds.includes(m.id));
    this.modeButtons = modes.map((m) => el("button", {
      type: "button", class: "mode", dataset: { mode: m.id }, title: t(m.name), "aria-pressed": "false",
      on: { click: () => this.onMode(m.id) },
    }, t(m.label)));
    this.modeBar.dataset.count = String(modes.length);
    this.modeBar.replaceChildren(...this.modeButtons);
  }

  /**
   * Lay out the rows of the tiles in play (`tiles`), one row per suit; red fives sit right after
   * the plain fives. A suit with tiles out of play (three players: only 1m and 9m) shares the
   * honours' row where both fit in one, so that the palette keeps its height.
   */
  build(tiles) {
    this.tilesKey = tiles.join();
    const withRed = tiles.some(isRed);
    const columns = withRed ? 10 : 9;
    this.roving.redraw(() => {
      this.grid.classList.toggle("with-red", withRed);
      let rows = ["m", "p", "s", "z"].map((suit) => {
        const places = ALL_TILES.filter((t) => suitOf(t) === suit);
        if (withRed && suit !== "z") places.splice(5, 0, `0${suit}`);
        return places.filter((tile) => tiles.includes(tile));
      });
      const honours = rows.at(-1);
      const short = rows.slice(0, -1).find((row) => row.length && row.length + honours.length <= columns);
      if (short) rows = [...rows.filter((row) => row !== short && row !== honours), [...short, ...honours]];
      this.rows = rows.filter((row) => row.length).map((row) => row.map((tile) => tileButton(tile, {
        dataset: { tile }, class: isRed(tile) ? "red-five" : "", tabindex: "-1",
        on: { click: (event) => { if (event.currentTarget.getAttribute("aria-disabled") !== "true") this.onTile(tile); } },
      })));
      this.grid.replaceChildren(...this.rows.map((row) => el("div", { class: "palette-row", role: "row" },
        row.map((button) => el("span", { class: "cell", role: "gridcell" }, button)))));
    });
  }

  /** Move the keyboard focus to the tile that holds the grid's Tab stop. */
  focus() {
    this.roving.focus({ preventScroll: true });
  }

  /**
   * @param {{mode: string, tiles: string[], meldKinds: string[], canAdd: (tile: string) => boolean, note: string}} view
   *   `tiles`: the tiles in play (js/state.js tilesInPlay), `meldKinds`: the melds the rules
   *   have; `note` replaces the mode hint (e.g. "The hand is full").
   */
  update({ mode, tiles, meldKinds, canAdd, note }) {
    if (meldKinds.join() !== this.modesKey) this.buildModes(meldKinds);
    if (tiles.join() !== this.tilesKey) this.build(tiles);
    for (const b of this.modeButtons) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    this.container.dataset.mode = mode;
    this.hint.textContent = note || t(MODES.find((m) => m.id === mode).hint);
    for (const b of this.rows.flat()) b.setAttribute("aria-disabled", String(!canAdd(b.dataset.tile)));
  }
}
