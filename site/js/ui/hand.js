/**
 * The hand: concealed tiles (sorted; in a hand the engine found complete, the winning tile set
 * apart at the end, marked), declared melds, the situation's quick controls (ui/quick.js, passed
 * in), the tile count; and,
 * in a card of its own (`typing`, placed by the page under the palette), the MPSZ text box and
 * the error for an invalid hand (data-testid="error").
 * Tap a hand tile to remove it; in "winning tile" mode a tap picks it as the winning tile
 * instead, and a long-press always does. Tap a meld to remove it.
 * The concealed tiles are one Tab stop (ui/roving.js): the arrow keys move, Delete or
 * Backspace removes the tile, W makes it the winning tile, Enter or Space does what a tap does.
 * Tiles and melds are redrawn only when they change, so a tap that starts while the page
 * redraws for another reason (the text box losing focus) still lands on its button; a redraw
 * keeps the keyboard focus in the hand.
 */
import { el } from "../dom.js";
import { formatNumber, list, t } from "../i18n.js";
import { tileButton, tileImage } from "../tile-svg.js";
import { formatTiles, sortTiles, tileName } from "../tiles.js";
import { HAND_SIZE, handText, hasAnythingToClear, tileCount } from "../state.js";
import { meldLabel } from "./labels.js";
import { onLongPress } from "./long-press.js";
import { Roving } from "./roving.js";

/** A hand tile's accessible name: the tile, whether it won, and what pressing it does. */
const handTileName = (tile, isWin, picking) => {
  const name = isWin ? t("hand.tileWin", { tile: tileName(tile) }) : tileName(tile);
  return t(picking ? "hand.tilePick" : "hand.tileRemove", { tile: name });
};
const meldName = (kind, tiles) => t("hand.meldName", { kind: meldLabel(kind), tiles: list(tiles.map(tileName)) });
/** The tile count, and (in a part that a narrow screen only reads out) how many are missing or too many. */
const countText = (count) => [`${formatNumber(count)}/${formatNumber(HAND_SIZE)}`,
  count < HAND_SIZE ? t("hand.countMore", { n: formatNumber(HAND_SIZE - count) })
    : count > HAND_SIZE ? t("hand.countOver", { n: formatNumber(count - HAND_SIZE) }) : ""];

export class HandView {
  /**
   * @param {{onRemove, onPickWin, onTogglePick, onTextStart, onText, onTextDone, onTextRevert, onRemoveMeld,
   *          onClear, onFocusOut}} handlers
   *   onRemove(tile, isWinTile), onPickWin(tile), onTogglePick(), onTextStart() when the text
   *   box takes the focus (and after Escape, which keeps it there), onText(text) while typing,
   *   onTextDone() when it loses the focus (Enter moves it to the hand) or on Escape,
   *   onTextRevert() on Escape (undo what was typed since it took the focus or since the last
   *   Escape), onRemoveMeld(index), onClear(), onFocusOut() when the focus must leave the hand
   *   and nothing of it is left to take it (the focused tile or meld went, or Enter in the box
   *   with no tiles)
   * @param {{container: HTMLElement, badgesLink: HTMLElement}} quick the situation's quick
   *   controls (ui/quick.js), drawn under the tiles, and its badges, drawn in the head line
   */
  constructor(handlers, quick) {
    this.handlers = handlers;
    this.count = el("span", { class: "count", "data-testid": "tile-count" });
    this.pickButton = el("button", { type: "button", class: "chip", "data-testid": "pick-win", "aria-pressed": "false",
      on: { click: () => handlers.onTogglePick() } }, t("hand.pick"));
    this.clearButton = el("button", { type: "button", class: "chip", "data-testid": "clear",
      on: { click: () => handlers.onClear() } }, t("hand.clear"));
    this.tiles = el("div", { class: "hand-tiles", "data-testid": "hand", role: "toolbar", "aria-label": t("hand.tiles"),
      "aria-describedby": "hand-help hand-keys" });
    this.empty = el("p", { class: "placeholder" }, t("hand.empty"));
    this.countMore = el("span", { class: "count-more" });
    this.melds = el("div", { class: "melds", "data-testid": "melds", role: "group", "aria-label": t("hand.melds") });
    this.text = el("input", {
      type: "text", id: "hand-text", "data-testid": "hand-text", autocomplete: "off", autocapitalize: "off",
      autocorrect: "off", spellcheck: "false", enterkeyhint: "done", placeholder: t("hand.textExample"),
      "aria-describedby": "hand-text-hint",
      on: {
        focus: () => handlers.onTextStart(),
        input: () => handlers.onText(this.text.value),
        blur: () => { this.text.value = this.lastText; handlers.onTextDone(); },
        keydown: (event) => this.textKey(event),
      },
    });
    this.error = el("p", { class: "error", "data-testid": "error", hidden: true });
    this.help = el("p", { class: "hint help", id: "hand-help" });
    this.picking = false;
    this.tilesKey = null;
    this.meldsKey = null;
    this.focusWinNext = false; // after W: the focus follows the tile to the winning place
    this.focusAfter = null; // after Delete: the tile removed, for the focus to go to the next one
    this.handButtons = [];
    this.roving = new Roving(this.tiles, { rows: () => [this.handButtons], keyOf: (b, i) => `${i}`, visualRows: true });
    this.tiles.addEventListener("keydown", (event) => this.tileKey(event));
    onLongPress(this.tiles, "[data-hand-tile]", (button) => handlers.onPickWin(button.dataset.handTile));
    this.container = el("section", { class: "card hand-panel", "aria-labelledby": "hand-title" },
      el("div", { class: "card-head" },
        el("h2", { id: "hand-title" }, t("hand.title")), this.count, quick.badgesLink,
        el("div", { class: "head-actions" }, this.pickButton, this.clearButton)),
      el("div", { class: "hand-area" }, this.tiles, this.melds), this.help, quick.container,
      el("p", { id: "hand-keys", hidden: true }, t("hand.keys")));
    // The hand as text, and what is wrong with the hand: a card of its own, which the page puts
    // under the palette, so that neither pushes the palette away (docs/layout.md).
    this.typing = el("div", { class: "card type-panel" },
      el("label", { class: "text-entry", for: "hand-text" }, el("span", {}, t("hand.type")), this.text),
      el("p", { class: "hint text-hint", id: "hand-text-hint" }, t("hand.textHint")),
      this.error);
  }

  /**
   * Enter is "done": what was typed is kept (with what is wrong with it) and the focus goes to
   * the hand it made (the palette if it has no tiles), which also closes a phone's keyboard.
   * Escape undoes the typing and stays in the box.
   */
  textKey(event) {
    if (event.key === "Enter") {
      event.preventDefault();
      if (!this.roving.focus()) this.handlers.onFocusOut(); // the box's blur keeps the text
    } else if (event.key === "Escape") {
      event.preventDefault();
      this.handlers.onTextRevert();
      this.handlers.onTextDone();
      this.text.value = this.lastText;
      this.handlers.onTextStart();
    }
  }

  /** Delete/Backspace removes the focused tile, W makes it the winning tile. */
  tileKey(event) {
    const button = event.target.closest?.("[data-hand-tile]");
    if (!button || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      this.focusAfter = button.dataset.handTile; // the focus goes to the tile that takes its place
      this.handlers.onRemove(button.dataset.handTile, button.classList.contains("win"));
    } else if (event.key === "w" || event.key === "W") {
      event.preventDefault();
      this.focusWinNext = true;
      this.handlers.onPickWin(button.dataset.handTile);
    }
  }

  /** Put the hand in the text box (see handText), unless the user is typing in it. */
  showText(text) {
    this.lastText = text;
    if (document.activeElement !== this.text) this.text.value = text;
  }

  /**
   * @param {{state: object, complete: boolean, picking: boolean, error: ?{code: string, message: string},
   *          draft: ?string}} view  `complete`: the engine found the tiles a complete hand (only
   *   then is the winning tile set apart and marked); `draft`: typed text that is not all tiles,
   *   shown in the text box instead of the hand's own text
   */
  update({ state, complete, picking, error, draft = null }) {
    const [count, more] = countText(tileCount(state));
    this.countMore.textContent = more;
    this.count.replaceChildren(count, this.countMore);
    this.pickButton.setAttribute("aria-pressed", String(picking));
    // Disabled rather than hidden, and the help always there: the layout stays put as tiles come.
    this.pickButton.disabled = !state.hand.length;
    this.clearButton.disabled = !hasAnythingToClear(state) && draft === null; // a draft in the box is cleared too
    this.container.classList.toggle("picking", picking);
    this.help.textContent = t(picking ? "hand.picking" : "hand.help");
    const pickingChanged = picking !== this.picking;
    this.picking = picking;
    this.renderTiles(state, complete, pickingChanged);
    this.renderMelds(state);
    this.showText(draft ?? handText(state, complete));

    this.error.hidden = !error;
    this.error.textContent = error?.message ?? "";
    if (error) this.error.dataset.code = error.code;
    else delete this.error.dataset.code;
  }

  renderTiles(state, complete, pickingChanged) {
    const rest = [...state.hand];
    // Only a complete hand has a winning tile to show apart (any other has won nothing yet).
    const winIndex = complete ? rest.lastIndexOf(state.win_tile) : -1;
    if (winIndex >= 0) rest.splice(winIndex, 1);
    const key = `${formatTiles(rest)}|${winIndex >= 0 ? state.win_tile : ""}`;
    if (key === this.tilesKey) {
      if (pickingChanged) this.nameTiles();
      return;
    }
    this.tilesKey = key;
    const make = (tile, isWin) => tileButton(tile, {
      class: isWin ? "win" : "", dataset: { handTile: tile, ...(isWin ? { mark: t("hand.winMark") } : {}) }, tabindex: "-1",
      on: { click: () => (this.picking ? this.handlers.onPickWin(tile) : this.handlers.onRemove(tile, isWin)) },
    });
    const focusWin = this.focusWinNext;
    this.focusWinNext = false;
    const kept = this.roving.redraw(() => {
      this.handButtons = sortTiles(rest).map((t) => make(t, false));
      if (winIndex >= 0) this.handButtons.push(make(state.win_tile, true));
      const children = this.handButtons.length ? [...this.handButtons] : [this.empty];
      if (winIndex >= 0) children.splice(-1, 0, el("span", { class: "win-gap", "aria-hidden": "true" }));
      this.tiles.replaceChildren(...children);
      this.nameTiles();
    });
    if (focusWin && winIndex >= 0 && this.tiles.contains(document.activeElement)) this.roving.focusIndex(this.handButtons.length - 1);
    const removed = this.focusAfter;
    this.focusAfter = null;
    if (removed && this.tiles.contains(document.activeElement)) {
      // The hand re-sorts as it loses a tile (an incomplete hand has no winning tile apart): the
      // focus goes to the tile that now follows the removed one, not to whatever took its index.
      const codes = this.handButtons.map((b) => b.dataset.handTile);
      this.roving.focusIndex(sortTiles([...codes, removed]).indexOf(removed));
    }
    if (!kept) this.handlers.onFocusOut();
  }

  /** Each tile's name says what pressing it does, which the "winning tile" mode changes. */
  nameTiles() {
    for (const b of this.handButtons) {
      b.setAttribute("aria-label", handTileName(b.dataset.handTile, b.classList.contains("win"), this.picking));
    }
  }

  renderMelds(state) {
    const key = state.melds.map((m) => `${m.kind}:${formatTiles(m.tiles)}`).join(",");
    if (key === this.meldsKey) return;
    this.meldsKey = key;
    const focused = [...this.melds.children].indexOf(document.activeElement);
    this.melds.hidden = !state.melds.length;
    this.container.dataset.melds = String(state.melds.length); // (style.css: where the melds go)
    this.melds.replaceChildren(...state.melds.map((meld, i) => {
      const tiles = sortTiles(meld.tiles);
      const faces = tiles.map((t, j) => tileImage(t, { small: true, decorative: true,
        back: meld.kind === "ankan" && (j === 0 || j === 3) }));
      return el("button", {
        type: "button", class: `meld ${meld.kind}`, dataset: { meld: `${meld.kind}:${formatTiles(tiles)}` },
        "aria-label": meldName(meld.kind, tiles),
        on: { click: () => this.handlers.onRemoveMeld(i) },
      }, el("span", { class: "meld-kind" }, meldLabel(meld.kind)), el("span", { class: "meld-tiles" }, faces));
    }));
    if (focused < 0) return;
    const next = this.melds.children[Math.min(focused, this.melds.children.length - 1)];
    if (next) next.focus();
    else if (!this.roving.focus()) this.handlers.onFocusOut();
  }
}
