/**
 * The rules selector: one button per profile (aria-pressed on the chosen one), a line that
 * says what the chosen profile does where the profiles differ and what is changed from it, and
 * the rules editor (ui/rules-editor.js). Hooks: data-rules="<id>" on each button,
 * data-testid="rules" (the chosen profile's name), data-testid="rules-summary".
 */
import { el } from "../dom.js";
import { list, t } from "../i18n.js";
import { PROFILES, baseRules, profile, profileName, summaryWithout } from "../profiles.js";
import { RulesEditor, ruleChangeText, ruleChanges } from "./rules-editor.js";

export class RulesPicker {
  /**
   * @param {(id: string) => void} onPick a profile picked
   * @param {{onOption: (name: string, value) => void, onReset: () => void}} editing the editor's
   */
  constructor(onPick, editing) {
    this.buttons = PROFILES.map((p) => el("button", {
      type: "button", class: "chip rule", "aria-pressed": "false", dataset: { rules: p.id },
      on: { click: () => onPick(p.id) },
    }, profileName(p.id)));
    this.name = el("span", { "data-testid": "rules" });
    this.summary = el("p", { class: "rules-summary", id: "rules-summary", "data-testid": "rules-summary" });
    this.editor = new RulesEditor(editing);
    this.container = el("div", { class: "rules-picker" },
      el("h3", { class: "rules-title" }, t("rules.title"), this.name),
      el("div", { class: "rule-chips", role: "group", "aria-label": t("rules.group"), "aria-describedby": "rules-summary" }, this.buttons),
      this.summary, this.editor.container);
  }

  /** @param {string | object} rules the rules in the state: a profile id (possibly unknown, from a
   * link) or an override object {"base": id, option: value, ...} */
  update(rules) {
    const id = baseRules(rules);
    const custom = typeof rules === "object" && rules !== null;
    for (const b of this.buttons) b.setAttribute("aria-pressed", String(b.dataset.rules === id));
    const chosen = profile(id);
    this.name.textContent = profileName(id) + (custom ? t("rules.withChanges") : "");
    const changed = ruleChanges(rules);
    const changes = changed.map(([name, value]) => ruleChangeText(name, value));
    this.summary.textContent = (chosen ? summaryWithout(id, changed.map(([name]) => name)) : t("rules.unknown"))
      + (changes.length ? t("rules.changed", { changes: list(changes) }) : "");
    this.editor.update(rules);
  }
}
