/**
 * The practice view's controls: the mode switch, the rules picker (and a note naming a link's
 * rules that are no profile), and the topics to practise, kept on the device
 * (localStorage "tenbou.table.practice.topics"; every topic when none is chosen).
 *
 * Hooks: "practice-mode" (data-mode, aria-pressed), "practice-topic" (a topic's checkbox,
 * data-topic), "practice-rules-note"; the picker is #practice-rules.
 */
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { PROFILES, profileName } from "../profiles.js";
import { MODES, TOPICS, chosenTopics } from "./question.js";
import { topicLabel } from "./words.js";

const TOPICS_KEY = "tenbou.table.practice.topics";

/** The topics the player chose on this device (every topic when none are kept). */
function loadTopics() {
  try {
    return chosenTopics(JSON.parse(localStorage.getItem(TOPICS_KEY)));
  } catch {
    return chosenTopics(null);
  }
}

/** The controls (`container`); `topics` is the player's choice of topics, kept up to date. */
export class PracticeControls {
  /**
   * @param {{mode: string, rules: string, ignoredRules: string|null}} start the link's mode and rules
   * @param {{onMode: (mode: string) => void, onRules: (id: string) => void}} handlers
   */
  constructor({ mode, rules, ignoredRules }, { onMode, onRules }) {
    /** The topics chosen (ids; every topic when none is ticked). */
    this.topics = loadTopics();
    this.modeButtons = MODES.map((id) => el("button", { type: "button", class: "seg", "data-testid": "practice-mode",
      dataset: { mode: id }, "aria-pressed": String(id === mode), on: { click: () => { this.pressMode(id); onMode(id); } } },
    t(`practice.mode.${id}`)));
    const rulesSelect = el("select", { id: "practice-rules", on: { change: () => onRules(rulesSelect.value) } },
      PROFILES.map((p) => el("option", { value: p.id, selected: p.id === rules }, profileName(p.id))));
    this.topicBoxes = TOPICS.map((id) => el("input", { type: "checkbox", "data-testid": "practice-topic", dataset: { topic: id },
      checked: this.topics.includes(id), on: { change: () => this.pickTopics() } }));
    const topicList = el("ul", { class: "practice-topic-list" }, TOPICS.map((id, i) =>
      el("li", {}, el("label", {}, this.topicBoxes[i], topicLabel(id)))));
    this.topicNote = el("p", { class: "hint" });
    this.container = el("div", { class: "practice-controls" },
      el("div", { class: "segmented practice-modes", role: "group", "aria-label": t("practice.mode") }, this.modeButtons),
      el("span", { class: "practice-field" }, el("label", { for: "practice-rules" }, t("chart.rules")), rulesSelect),
      ignoredRules ? el("p", { class: "hint", role: "status", "data-testid": "practice-rules-note" },
        t("practice.rules_ignored", { value: ignoredRules, rules: profileName(rules) })) : null,
      el("details", { class: "practice-topics" }, el("summary", {}, t("practice.topics")),
        el("p", { class: "hint" }, t("practice.topics_hint")), topicList, this.topicNote));
  }

  /** Show `mode` as the one pressed. */
  pressMode(mode) {
    for (const b of this.modeButtons) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
  }

  /** Take the ticked topics as the choice, and keep it (none ticked: every topic, said so). */
  pickTopics() {
    const ticked = TOPICS.filter((_, i) => this.topicBoxes[i].checked);
    this.topics = ticked.length ? ticked : [...TOPICS];
    this.topicNote.textContent = ticked.length ? "" : t("practice.topics_all");
    try {
      localStorage.setItem(TOPICS_KEY, JSON.stringify(ticked));
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  }
}
