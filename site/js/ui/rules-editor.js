/**
 * The rules editor: every scoring option of the chosen profile as a control, made from the
 * engine's list of options (js/engine-data.js, RULE_OPTIONS: names, values, their names and
 * explanations all come from the engine). A yes/no option is a checkbox, a choice among numbers
 * or ids a <select>, a set of ids a group of checkboxes, points a number box. A change is an
 * override of the profile ({"base": id, option: value}: docs/rules.md, "Choosing the rules"),
 * scored at once; "Reset to the profile" drops them all.
 *
 * Hooks: data-testid="rules-editor" (a <details>, folded at first), opened by its
 * data-testid="rules-editor-open" (its <summary>); data-rule-option="<option>" on each control
 * (on the group for a set of ids, whose checkboxes carry data-rule-value="<id>");
 * data-testid="rules-reset".
 */
import { el, points } from "../dom.js";
import { RULE_OPTIONS } from "../engine-data.js";
import { list, pick, t } from "../i18n.js";
import { baseRules, profile, ruleOptions } from "../profiles.js";

const OPTION = Object.fromEntries(RULE_OPTIONS.map((o) => [o.name, o]));

/** A value as its option names it: "off", "sanbaiman", "300", "kokushi 13-sided". */
export function ruleValueText(name, value) {
  const option = OPTION[name];
  if (!option) return JSON.stringify(value);
  switch (option.kind) {
    case "flag": return t(value ? "rules.on" : "rules.off");
    case "points": return points(value);
    case "subset": return value.length ? list(value.map((v) => pick(option.value_names[v]) ?? v)) : t("rules.none");
    default: return pick(option.value_names[String(value)]) ?? String(value);
  }
}

/** "Kiriage mangan: off": one option changed from the profile, in words. */
export const ruleChangeText = (name, value) =>
  t("rules.change", { label: OPTION[name] ? pick(OPTION[name].label) : name, value: ruleValueText(name, value) });

/** The options of `rules` (an override object) that differ from its profile, as [name, value]. */
export function ruleChanges(rules) {
  if (!rules || typeof rules !== "object") return [];
  return Object.entries(rules).filter(([name]) => name !== "base");
}

/** True when two option values are the same (a set of ids in any order). */
export function sameRuleValue(a, b) {
  const key = (v) => JSON.stringify(Array.isArray(v) ? [...v].sort() : v);
  return key(a) === key(b);
}

/**
 * The rules after setting option `name` to `value` over `rules` (a profile id or an override
 * object): an override object, or the profile id alone when nothing differs from it any more.
 */
export function withRuleOption(rules, name, value) {
  const base = baseRules(rules);
  const changes = Object.fromEntries(ruleChanges(rules));
  if (sameRuleValue(value, profile(base)?.options[name])) delete changes[name];
  else changes[name] = value;
  return Object.keys(changes).length ? { base, ...changes } : base;
}

export class RulesEditor {
  /** @param {{onOption: (name: string, value) => void, onReset: () => void}} handlers */
  constructor(handlers) {
    this.handlers = handlers;
    this.rows = RULE_OPTIONS.map((option) => this.row(option));
    this.reset = el("button", { type: "button", class: "chip", "data-testid": "rules-reset",
      on: { click: () => handlers.onReset() } }, t("rules.reset"));
    this.container = el("details", { class: "rules-editor", "data-testid": "rules-editor" },
      el("summary", { "data-testid": "rules-editor-open" }, t("rules.editor")),
      el("p", { class: "hint" }, t("rules.editorHint")),
      el("div", { class: "rule-options" }, this.rows.map((r) => r.node)),
      el("div", { class: "rules-editor-actions" }, this.reset));
  }

  /** One option's row: its control (by kind), its name and its explanation. */
  row(option) {
    const { name } = option;
    const helpId = `rule-help-${name}`;
    const help = el("small", { class: "rule-help", id: helpId }, pick(option.help));
    const label = pick(option.label);
    const send = (value) => this.handlers.onOption(name, value);
    const common = { dataset: { ruleOption: name }, "aria-describedby": helpId };
    if (option.kind === "flag") {
      const control = el("input", { type: "checkbox", ...common, on: { change: (e) => send(e.currentTarget.checked) } });
      return { option, control, node: el("div", { class: "rule-option" }, el("label", {}, control, " ", label), help),
        show: (v) => { control.checked = Boolean(v); } };
    }
    if (option.kind === "subset") {
      const boxes = option.values.map((v) => el("input", { type: "checkbox", dataset: { ruleValue: v },
        on: { change: () => send(option.values.filter((_, i) => boxes[i].checked)) } }));
      const node = el("fieldset", { class: "rule-option", ...common }, el("legend", {}, label),
        option.values.map((v, i) => el("label", { class: "rule-value" }, boxes[i], " ", pick(option.value_names[v]))), help);
      return { option, control: node, node, show: (v) => boxes.forEach((b, i) => { b.checked = v.includes(option.values[i]); }) };
    }
    if (option.kind === "points") {
      const control = el("input", { type: "number", min: option.low, max: option.high, step: 1, inputmode: "numeric", ...common,
        on: { change: (e) => {
          const value = Number(e.currentTarget.value);
          if (Number.isInteger(value) && value >= option.low && value <= option.high) send(value);
          else this.update(this.rules); // not a value it takes: shown as it was
        } } });
      return { option, control, node: el("div", { class: "rule-option" }, el("label", {}, label, " ", control), help),
        show: (v) => { control.value = String(v); } };
    }
    const control = el("select", { ...common, on: { change: (e) => {
      const value = option.values.find((v) => String(v) === e.currentTarget.value);
      if (value !== undefined) send(value);
    } } }, option.values.map((v) => el("option", { value: String(v) }, pick(option.value_names[String(v)]))));
    return { option, control, node: el("div", { class: "rule-option" }, el("label", {}, label, " ", control), help),
      show: (v) => { control.value = String(v); } };
  }

  /** Show the values of `rules` (a profile id or an override object); the changed options marked. */
  update(rules) {
    this.rules = rules;
    const values = ruleOptions(rules);
    const changed = new Set(ruleChanges(rules).map(([name]) => name));
    for (const { option, node, show } of this.rows) {
      if (values[option.name] !== undefined) show(values[option.name]);
      node.classList.toggle("changed", changed.has(option.name));
    }
    this.reset.disabled = !changed.size;
  }
}
