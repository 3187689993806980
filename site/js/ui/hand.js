/**
 * The hand: concealed tiles (sorted, the winning tile set apart at the end), declared melds,
 * the MPSZ text box, the tile count and the error for an invalid hand (data-testid="error").
 * Tap a hand tile to remove it; in "winning tile" mode a tap picks it as the winning tile
 * instead, and a long-press always does. Tap a meld to remove it.
 * Tiles and melds are redrawn only when they change, so a tap that starts while the page
 * redraws for another reason (the text box losing focus) still lands on its button.
 */
import { el } from "../dom.js";
import { tileButton, tileImage } from "../tile-svg.js";
import { formatTiles, sortTiles, tileName } from "../tiles.js";
import { HAND_SIZE, handText, tileCount } from "../state.js";
import { MELD_LABELS } from "./labels.js";
import { onLongPress } from "./long-press.js";

export class HandView {
  /**
   * @param {{onRemove, onPickWin, onTogglePick, onTextStart, onText, onTextDone, onTextRevert, onRemoveMeld, onClear}} handlers
   *   onRemove(tile, isWinTile), onPickWin(tile), onTogglePick(), onTextStart() when the text
   *   box takes the focus, onText(text) while typing, onTextDone() when it loses the focus,
   *   onTextRevert() on Escape (undo what was typed since it took the focus),
   *   onRemoveMeld(index), onClear()
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.count = el("span", { class: "count", "data-testid": "tile-count" });
    this.pickButton = el("button", { type: "button", class: "chip", "data-testid": "pick-win", "aria-pressed": "false",
      on: { click: () => handlers.onTogglePick() } }, "Winning tile");
    this.clearButton = el("button", { type: "button", class: "chip", "data-testid": "clear",
      on: { click: () => handlers.onClear() } }, "Clear");
    this.tiles = el("div", { class: "hand-tiles", "data-testid": "hand", role: "group", "aria-label": "Concealed tiles" });
    this.melds = el("div", { class: "melds", "data-testid": "melds", role: "group", "aria-label": "Melds" });
    this.text = el("input", {
      type: "text", id: "hand-text", "data-testid": "hand-text", autocomplete: "off", autocapitalize: "off",
      autocorrect: "off", spellcheck: "false", enterkeyhint: "done", placeholder: "e.g. 123m456p789s1122z 2z",
      "aria-describedby": "hand-text-hint",
      on: {
        focus: () => handlers.onTextStart(),
        input: () => handlers.onText(this.text.value),
        blur: () => { this.text.value = this.lastText; handlers.onTextDone(); },
        keydown: (event) => {
          if (event.key === "Escape") handlers.onTextRevert();
          if (event.key === "Enter" || event.key === "Escape") this.text.blur();
        },
      },
    });
    this.error = el("p", { class: "error", "data-testid": "error", role: "alert", hidden: true });
    this.summary = el("button", { type: "button", class: "summary", "data-testid": "summary", hidden: true,
      on: { click: () => document.getElementById("result")?.scrollIntoView({ behavior: "smooth" }) } });
    this.help = el("p", { class: "hint help" });
    this.picking = false;
    this.tilesKey = null;
    this.meldsKey = null;
    onLongPress(this.tiles, "[data-hand-tile]", (button) => handlers.onPickWin(button.dataset.handTile));
    this.container = el("section", { class: "card hand-panel", "aria-labelledby": "hand-title" },
      el("div", { class: "card-head" },
        el("h2", { id: "hand-title" }, "Hand"), this.count,
        el("div", { class: "head-actions" }, this.pickButton, this.clearButton)),
      this.tiles, this.melds, this.help,
      el("label", { class: "text-entry", for: "hand-text" }, el("span", {}, "Type"), this.text),
      el("p", { class: "hint text-hint", id: "hand-text-hint" }, "MPSZ; the last tile written is the winning tile."),
      this.error, this.summary);
  }

  /** Put the hand in the text box (see handText), unless the user is typing in it. */
  showText(text) {
    this.lastText = text;
    if (document.activeElement !== this.text) this.text.value = text;
  }

  /**
   * @param {{state: object, picking: boolean, error: ?{code: string, message: string},
   *          summary: string, draft: ?string}} view  `draft`: typed text that is not all
   *   tiles, shown in the text box instead of the hand's own text
   */
  update({ state, picking, error, summary, draft = null }) {
    const count = tileCount(state);
    this.count.textContent = count < HAND_SIZE ? `${count}/${HAND_SIZE} · ${HAND_SIZE - count} more`
      : count === HAND_SIZE ? `${count}/${HAND_SIZE}` : `${count}/${HAND_SIZE} · ${count - HAND_SIZE} too many`;
    this.pickButton.setAttribute("aria-pressed", String(picking));
    this.pickButton.hidden = !state.hand.length;
    this.container.classList.toggle("picking", picking);
    this.help.textContent = picking ? "Tap the tile that won the hand."
      : state.hand.length ? "Tap a tile to remove it; long-press to make it the winning tile." : "";
    this.help.hidden = !this.help.textContent;
    this.picking = picking;
    this.renderTiles(state);
    this.renderMelds(state);
    this.showText(draft ?? handText(state));

    this.error.hidden = !error;
    this.error.textContent = error?.message ?? "";
    if (error) this.error.dataset.code = error.code;
    else delete this.error.dataset.code;
    this.summary.hidden = !summary;
    this.summary.textContent = summary ?? "";
  }

  renderTiles(state) {
    const rest = [...state.hand];
    const winIndex = rest.lastIndexOf(state.win_tile);
    if (winIndex >= 0) rest.splice(winIndex, 1);
    const key = `${formatTiles(rest)}|${winIndex >= 0 ? state.win_tile : ""}`;
    if (key === this.tilesKey) return;
    this.tilesKey = key;
    const make = (tile, isWin) => tileButton(tile, {
      class: isWin ? "win" : "", dataset: { handTile: tile },
      on: { click: () => (this.picking ? this.handlers.onPickWin(tile) : this.handlers.onRemove(tile, isWin)) },
    }, `${tileName(tile)}${isWin ? ", winning tile" : ""}`);
    const tiles = sortTiles(rest).map((t) => make(t, false));
    if (winIndex >= 0) tiles.push(el("span", { class: "win-gap", "aria-hidden": "true" }), make(state.win_tile, true));
    if (!tiles.length) tiles.push(el("p", { class: "placeholder" }, "Tap the tiles below to build the hand."));
    this.tiles.replaceChildren(...tiles);
  }

  renderMelds(state) {
    const key = state.melds.map((m) => `${m.kind}:${formatTiles(m.tiles)}`).join(",");
    if (key === this.meldsKey) return;
    this.meldsKey = key;
    this.melds.hidden = !state.melds.length;
    this.melds.replaceChildren(...state.melds.map((meld, i) => {
      const tiles = sortTiles(meld.tiles);
      const faces = tiles.map((t, j) => tileImage(t, { small: true, back: meld.kind === "ankan" && (j === 0 || j === 3) }));
      return el("button", {
        type: "button", class: `meld ${meld.kind}`, dataset: { meld: `${meld.kind}:${formatTiles(tiles)}` },
        "aria-label": `Remove ${MELD_LABELS[meld.kind]} ${tiles.map(tileName).join(", ")}`,
        on: { click: () => this.handlers.onRemoveMeld(i) },
      }, el("span", { class: "meld-kind" }, MELD_LABELS[meld.kind]), el("span", { class: "meld-tiles" }, faces));
    }));
  }
}
