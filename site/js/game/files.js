/**
 * The game sheet's "Keep and share" card: export the game as JSON (the game request) or CSV,
 * import a game from a JSON file, copy a share link of the standings, and open the new game
 * form. The files are made on the device (dom.js download); nothing leaves it.
 *
 * Hooks: "game-export-json", "game-export-csv", "game-import" (the file input, behind both
 * "Import JSON" buttons), "game-share", "game-share-link", "game-new-open".
 */
import { download, el } from "../dom.js";
import { t } from "../i18n.js";
import { gameCSV, parseRequest, requestJSON } from "./record.js";
import { csvLabels, exportName, shareLink } from "./sheet.js";

export class FilesCard {
  /**
   * @param {{game: () => {request, response}, onImport: (request: ?object) => void, onNewGame: () => void}} handlers
   *   game: the game shown now and the engine's answer for it; onImport: the game request in a
   *   file picked (js/game/record.js parseRequest), or null when it holds none;
   *   onNewGame: "New game" tapped
   */
  constructor({ game, onImport, onNewGame }) {
    this.game = game;
    this.title = el("h2", { id: "game-files-title" });
    this.picker = el("input", { type: "file", accept: "application/json,.json", class: "visually-hidden", tabindex: "-1",
      "aria-hidden": "true", "data-testid": "game-import", on: { change: (event) => {
        const [file] = event.currentTarget.files;
        if (file) file.text().then((text) => onImport(parseRequest(text)));
        event.currentTarget.value = "";
      } } });
    this.buttons = {
      json: el("button", { type: "button", class: "chip", "data-testid": "game-export-json", on: { click: () => this.exportJSON() } }),
      csv: el("button", { type: "button", class: "chip", "data-testid": "game-export-csv", on: { click: () => this.exportCSV() } }),
      importFile: el("button", { type: "button", class: "chip", on: { click: () => this.pickFile() } }),
      share: el("button", { type: "button", class: "chip", "data-testid": "game-share",
        on: { click: (event) => this.share(event.currentTarget) } }),
      newOpen: el("button", { type: "button", class: "chip", "data-testid": "game-new-open", on: { click: () => onNewGame() } }),
    };
    const { json, csv, importFile, share, newOpen } = this.buttons;
    this.shareOutput = el("input", { class: "game-share-link", "data-testid": "game-share-link", readonly: true, hidden: true });
    this.container = el("section", { class: "card", "aria-labelledby": "game-files-title" }, this.title,
      el("div", { class: "game-files" }, el("div", { class: "game-actions" }, json, csv, importFile, share), this.shareOutput,
        el("div", { class: "game-actions" }, newOpen)));
  }

  /** Open the file picker (the "Import JSON" buttons). */
  pickFile() {
    this.picker.click();
  }

  /**
   * Write the card's words (in the page's language) and enable its buttons once the engine has
   * answered for the game (`answered`); the first drawing leaves them as they were made, enabled.
   */
  render(answered) {
    const { json, csv, importFile, share, newOpen } = this.buttons;
    if (this.drawn) for (const button of Object.values(this.buttons)) button.disabled = !answered;
    this.drawn = true;
    this.title.textContent = t("game.files.title");
    json.textContent = t("game.files.json");
    csv.textContent = t("game.files.csv");
    importFile.textContent = t("game.files.import");
    if (!this.shareShowsResult) share.textContent = t("game.share.button");
    this.shareOutput.setAttribute("aria-label", t("game.share.link"));
    newOpen.textContent = t("game.new.open");
  }

  exportJSON() {
    download(exportName("json"), "application/json", requestJSON(this.game().request));
  }

  exportCSV() {
    const { request, response } = this.game();
    if (response?.ok) download(exportName("csv"), "text/csv", gameCSV(request, response, csvLabels()));
  }

  /** Copy the share link to the clipboard and show it; the button says whether it was copied, for 2 s. */
  async share(button) {
    const link = shareLink(location.href, this.game().request);
    let text = t("game.share.copied");
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      text = t("game.share.failed");
    }
    this.shareOutput.value = link;
    this.shareOutput.hidden = false;
    button.textContent = text;
    this.shareShowsResult = true; // (for 2 s: a render meanwhile leaves it)
    setTimeout(() => {
      this.shareShowsResult = false;
      button.textContent = t("game.share.button");
    }, 2000);
  }
}
