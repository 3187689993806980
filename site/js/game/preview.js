/**
 * Under the entry form: what the entry pays, as the engine answers before it is recorded (one
 * block per event: a riichi the hand claims comes first), and the Record and Clear buttons.
 *
 * Hooks: "game-preview" (one child per event with "game-delta" per seat), "game-preview-error"
 * (data-code: the engine's error code), "game-record", "game-clear", "game-entry-foot" (the
 * preview and the buttons, kept on screen).
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { deltaRow } from "./history.js";
import { eventWords } from "./entries.js";
import { previewEntries } from "./sheet.js";

export class PreviewPanel {
  /** @param {{onRecord: () => void, onClear: () => void}} handlers the two buttons */
  constructor({ onRecord, onClear }) {
    this.box = el("div", { class: "game-preview", "data-testid": "game-preview" });
    this.recordButton = el("button", { type: "button", class: "chip primary", "data-testid": "game-record",
      on: { click: () => onRecord() } });
    this.clearButton = el("button", { type: "button", class: "chip", "data-testid": "game-clear",
      on: { click: () => onClear() } });
    // One block, stuck to the bottom of the screen while the form runs on below it (game.css), so
    // that what the entry pays and Record stay in view as han and fu are picked.
    this.parts = [el("div", { class: "game-entry-foot", "data-testid": "game-entry-foot" },
      this.box, el("div", { class: "game-actions" }, this.recordButton, this.clearButton))];
  }

  /**
   * @param {?{response: ?object}} preview the engine's answer for the game with the entry's
   *   events appended (null while it is asked), or null with no complete entry
   * @param {{request, recorded: number}} game the game, and how many of its events are recorded
   */
  render(preview, { request, recorded }) {
    let body;
    let ok = false;
    if (!preview) body = [];
    else if (!preview.response) body = [el("p", { class: "hint" }, t("game.preview.asking"))];
    else if (!preview.response.ok) {
      const error = preview.response.error;
      body = [el("p", { class: "error", "data-testid": "game-preview-error", dataset: { code: error?.code ?? "" } },
        eventWords(error))];
    } else {
      ok = true;
      body = [el("h3", {}, t("game.preview.title")), ...previewEntries(preview.response, recorded).map((entry) =>
        el("div", { class: "game-preview-event" }, el("p", { class: "game-description" }, entry.description),
          deltaRow(request, entry.deltas)))];
    }
    this.box.replaceChildren(...body);
    this.box.hidden = !body.length;
    this.recordButton.textContent = t("game.record");
    this.recordButton.disabled = !ok;
    this.clearButton.textContent = t("game.clear");
  }
}
