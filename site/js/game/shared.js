/**
 * A shared game: a game request from a share link (`?view=game&shared=...`), shown read-only
 * over this device's own game, under a bar that says so with two buttons: keep a copy of it on
 * this device, or go back to this device's own game.
 *
 * Hooks: "game-keep", "game-own".
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { parseRequest } from "./record.js";

export class SharedGame {
  /**
   * @param {{onKeep: (request) => void, onClose: () => void, onShared: (text: ?string) => void}} handlers
   *   onKeep and onClose: the two buttons; onShared: the shared game was closed (null), for the URL
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.request = null; // the game request shown read-only, or null
    this.container = el("div", { class: "game-shared", hidden: true });
  }

  /** Show the game request in `text` (JSON); returns whether it is one (if not, the link's is dropped). */
  show(text) {
    this.request = parseRequest(text);
    if (!this.request) this.handlers.onShared(null);
    return Boolean(this.request);
  }

  /** Stop showing the shared game; returns whether one was shown. */
  close() {
    if (!this.request) return false;
    this.request = null;
    this.handlers.onShared(null);
    return true;
  }

  /** Draw the bar (in the page's language) while a shared game is shown, else hide it. */
  render() {
    this.container.hidden = !this.request;
    if (!this.request) return;
    const { onKeep, onClose } = this.handlers;
    this.container.replaceChildren(el("p", {}, t("game.shared.note")),
      el("div", { class: "game-actions" },
        el("button", { type: "button", class: "chip primary", "data-testid": "game-keep", on: { click: () => onKeep(this.request) } },
          t("game.shared.keep")),
        el("button", { type: "button", class: "chip", "data-testid": "game-own", on: { click: () => onClose() } },
          t("game.shared.close"))));
  }
}
