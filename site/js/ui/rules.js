/**
 * The rules selector: one button per profile (aria-pressed on the chosen one) and a line that
 * says what the chosen profile does where the profiles differ. Hooks: data-rules="<id>" on
 * each button, data-testid="rules" (the chosen profile's name), data-testid="rules-summary".
 */
import { el } from "../dom.js";
import { list, t } from "../i18n.js";
import { PROFILES, baseRules, profile, profileName, profileSummary } from "../profiles.js";

export class RulesPicker {
  /** @param {(id: string) => void} onPick */
  constructor(onPick) {
    this.buttons = PROFILES.map((p) => el("button", {
      type: "button", class: "chip rule", "aria-pressed": "false", dataset: { rules: p.id },
      on: { click: () => onPick(p.id) },
    }, profileName(p.id)));
    this.name = el("span", { "data-testid": "rules" });
    this.summary = el("p", { class: "rules-summary", id: "rules-summary", "data-testid": "rules-summary" });
    this.container = el("div", { class: "rules-picker" },
      el("h3", { class: "rules-title" }, t("rules.title"), this.name),
      el("div", { class: "rule-chips", role: "group", "aria-label": t("rules.group"), "aria-describedby": "rules-summary" }, this.buttons),
      this.summary);
  }

  /** @param {string | object} rules the rules in the state: a profile id (possibly unknown, from a
   * link) or an override object {"base": id, option: value, ...} */
  update(rules) {
    const id = baseRules(rules);
    const custom = typeof rules === "object" && rules !== null;
    for (const b of this.buttons) b.setAttribute("aria-pressed", String(b.dataset.rules === id));
    const chosen = profile(id);
    this.name.textContent = profileName(id) + (custom ? t("rules.withChanges") : "");
    const changes = custom ? Object.entries(rules).filter(([k]) => k !== "base").map(([k, v]) => `${k} = ${JSON.stringify(v)}`) : [];
    this.summary.textContent = (chosen ? profileSummary(id) : t("rules.unknown"))
      + (changes.length ? t("rules.changed", { changes: list(changes) }) : "");
  }
}
