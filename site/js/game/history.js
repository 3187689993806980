/**
 * The game sheet's list of hands: one line per event recorded, with the engine's words and each
 * seat's change, under Undo and Redo. Also the row of changes that the entry's preview shows.
 *
 * Hooks: "game-hands" (one child per event, data-event="<i>"), "game-delta" (one per seat,
 * data-seat), "game-undo", "game-redo".
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { deltaCells, handRows } from "./sheet.js";

/** One event's change per seat, as a row of figures (`deltas`: points by seat). */
export const deltaRow = (request, deltas) => el("ul", { class: "game-deltas" }, deltaCells(request, deltas).map((cell) =>
  el("li", { class: cell.trend, "data-testid": "game-delta", dataset: { seat: String(cell.seat) } },
    el("span", { class: "delta-name" }, cell.name), " ", el("strong", {}, cell.change))));

export class HandsCard {
  /** @param {{onUndo: (button) => void, onRedo: (button) => void}} handlers the button pressed, given */
  constructor({ onUndo, onRedo }) {
    this.title = el("h2", { id: "game-hands-title" });
    this.undoButton = el("button", { type: "button", class: "chip", "data-testid": "game-undo",
      on: { click: () => onUndo(this.undoButton, this.redoButton) } });
    this.redoButton = el("button", { type: "button", class: "chip", "data-testid": "game-redo",
      on: { click: () => onRedo(this.redoButton, this.undoButton) } });
    this.hands = el("ol", { class: "game-hands", "data-testid": "game-hands" });
    this.container = el("section", { class: "card", "aria-labelledby": "game-hands-title" },
      el("div", { class: "card-head" }, this.title,
        el("div", { class: "head-actions" }, this.undoButton, this.redoButton)), this.hands);
  }

  /**
   * @param {{request, response, shared: boolean, record}} sheet the game shown and the engine's
   *   answer; Undo and Redo are hidden on a shared game, and offered where the stored `record`
   *   has events, or events undone
   */
  render({ request, response, shared, record }) {
    this.title.textContent = t("game.hands.title");
    this.undoButton.textContent = t("game.undo");
    this.redoButton.textContent = t("game.redo");
    this.undoButton.hidden = this.redoButton.hidden = shared;
    this.undoButton.disabled = !record?.request.events.length;
    this.redoButton.disabled = !record?.redo.length;
    const rows = handRows(response);
    this.hands.replaceChildren(...(rows.length
      ? rows.map((row) => el("li", { class: "game-hand-entry", dataset: { event: String(row.event) } },
        el("p", { class: "game-description" }, el("span", { class: "game-event-number" }, row.number), " ", row.description),
        deltaRow(request, row.deltas)))
      : [el("li", { class: "hint" }, t("game.hands.none"))]));
  }
}
