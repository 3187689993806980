/**
 * The new game form: the rules (chosen once, at the start) and a name per seat (four, or three
 * under three-player rules), shown when there is no game yet or over the current one.
 *
 * Hooks: "game-new" (the form), data-game-rules="<profile>", "game-new-name" inputs
 * (data-seat-input="new-<seat>"), "game-start", "game-new-import".
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { PROFILES, profileName, profileSummary } from "../profiles.js";
import { keepingFocus } from "./entry.js";
import { seatWindOf, seatsOf } from "./record.js";
import { defaultName, windName } from "./sheet.js";

export class NewGameForm {
  /**
   * @param {{onChoice: (redraw: boolean) => void, onStart: () => void, onImport: () => void, onCancel: () => void}} handlers
   *   onChoice: the choice drawn changed in place (its rules: the sheet is drawn again; or a name typed)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.container = el("section", { class: "card game-new", "data-testid": "game-new", "aria-labelledby": "game-new-title" });
  }

  /** Put the keyboard focus on the form's heading. */
  focus() {
    this.container.querySelector("h2")?.focus();
  }

  /**
   * @param {{open: boolean, choice: {rules, names}, overGame: boolean}} form whether it shows,
   *   the choice it edits (js/game/draft.js newChoice), and whether a game is kept (it may be cancelled)
   */
  render({ open, choice, overGame }) {
    this.container.hidden = !open;
    if (!open) return;
    const { onChoice, onStart, onImport, onCancel } = this.handlers;
    keepingFocus(this.container, () => this.container.replaceChildren(
      el("h2", { id: "game-new-title", tabindex: "-1" }, t("game.new.title")),
      el("p", { class: "hint" }, t(overGame ? "game.new.hint_kept" : "game.new.hint")),
      el("div", { class: "game-field" }, el("span", { class: "game-field-label", id: "game-new-rules" }, t("game.new.rules")),
        el("div", { class: "game-choices", role: "group", "aria-labelledby": "game-new-rules" }, PROFILES.map((p) => el("button", {
          type: "button", class: "chip", "aria-pressed": String(choice.rules === p.id), dataset: { gameRules: p.id },
          on: { click: () => { choice.rules = p.id; onChoice(true); } },
        }, profileName(p.id))))),
      el("p", { class: "rules-summary" }, profileSummary(choice.rules) ?? ""),
      el("div", { class: "game-names" }, seatsOf(choice).map((seat) => el("label", { class: "game-name-field" },
        el("span", {}, t("game.new.name", { wind: windName(seatWindOf(choice, seat, 0)) })),
        el("input", { "data-testid": "game-new-name", dataset: { seatInput: `new-${seat}` }, value: choice.names[seat] ?? "",
          placeholder: defaultName(seat), maxlength: "24", autocomplete: "off",
          on: { input: (event) => { choice.names[seat] = event.currentTarget.value; onChoice(false); } } })))),
      el("div", { class: "game-actions" },
        el("button", { type: "button", class: "chip primary", "data-testid": "game-start", on: { click: () => onStart() } },
          t("game.new.start")),
        el("button", { type: "button", class: "chip", "data-testid": "game-new-import", on: { click: () => onImport() } },
          t("game.files.import")),
        overGame ? el("button", { type: "button", class: "chip", on: { click: () => onCancel() } }, t("game.new.cancel")) : null)),
    this.container);
  }
}
