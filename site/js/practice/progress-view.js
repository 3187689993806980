/**
 * The practice progress panel: the streak, right and wrong by topic (with when each comes back,
 * js/practice/schedule.js) and by step kind (js/practice/progress.js), and the answers' export,
 * import and reset (js/practice/store.js; the export through dom.js's download).
 *
 * Hooks: "practice-progress", "practice-streak" (data-streak, data-best, data-total: the answers kept), "practice-topic-row"
 * (data-topic, data-due: ISO time), "practice-kind-row" (data-kind), "practice-export",
 * "practice-import", "practice-reset", "practice-reset-confirm", "practice-progress-note"
 * (data-added after an import).
 */
import { download, el } from "../dom.js";
import { formatNumber, language, t } from "../i18n.js";
import { accuracy, kindsInOrder, progressOf, whenText } from "./progress.js";
import { TOPICS } from "./question.js";
import { cardsFrom } from "./schedule.js";
import { topicLabel } from "./words.js";

const EXPORT_NAME = "tenbou-practice.json";

const percent = (counts) => (accuracy(counts) === null ? "—" : `${accuracy(counts)}%`);
const head = (...cols) => el("thead", {}, el("tr", {}, cols.map((c) => el("th", { scope: "col" }, c))));
/** A table of rows in a scrolling region named by its caption. */
const table = (id, caption, headings, rows) => el("div", { class: "chart-scroll", role: "region", tabindex: "0", "aria-labelledby": id },
  el("table", { class: "practice-table" }, el("caption", { id }, caption), head(...headings), el("tbody", {}, rows)));

/** The progress section (`container`), drawn anew by show() whenever the answers change. */
export class ProgressPanel {
  /**
   * @param {Promise<import("./store.js").ProgressStore>} opened the device's store, once open
   * @param {(answers: object[]) => void} onChange told every answer kept after an import or a reset
   */
  constructor(opened, onChange) {
    this.opened = opened;
    this.onChange = onChange;
    opened.then((store) => { this.store = store; });
    this.container = el("section", { class: "practice-progress", "data-testid": "practice-progress", "aria-labelledby": "practice-progress-title" });
    this.importInput = el("input", { type: "file", accept: "application/json,.json", id: "practice-import", class: "visually-hidden",
      "data-testid": "practice-import", on: { change: () => this.importFile() } });
    this.note = el("p", { class: "hint", role: "status", "data-testid": "practice-progress-note" });
  }

  /** Draw the progress of `answers` (every answer kept, oldest first). */
  show(answers) {
    const { topics, kinds, streak, best, total } = progressOf(answers);
    this.resetConfirm = el("button", { type: "button", class: "chip danger", hidden: true, "data-testid": "practice-reset-confirm",
      on: { click: () => this.reset() } }, t("practice.reset_confirm"));
    const kindRows = this.kindRows(kinds);
    this.container.replaceChildren(...[
      el("h2", { id: "practice-progress-title" }, t("practice.progress")),
      el("p", { "data-testid": "practice-streak", dataset: { streak: String(streak), best: String(best), total: String(total) } },
        t("practice.streak", { n: formatNumber(streak), best: formatNumber(best), total: formatNumber(total) })),
      this.store && !this.store.persistent ? el("p", { class: "hint" }, t("practice.not_kept")) : null,
      table("practice-by-topic", t("practice.by_topic"),
        [t("practice.topic"), t("practice.right_col"), t("practice.wrong_col"), t("practice.accuracy"), t("practice.due")],
        this.topicRows(topics, cardsFrom(answers))),
      kindRows.length ? table("practice-by-kind", t("practice.by_kind"),
        [t("practice.kind"), t("practice.right_col"), t("practice.wrong_col"), t("practice.accuracy")], kindRows) : null,
      el("div", { class: "practice-keep" },
        el("button", { type: "button", class: "chip", "data-testid": "practice-export", on: { click: () => this.exportFile() } }, t("practice.export")),
        this.importInput,
        el("label", { for: "practice-import", class: "chip practice-import-label" }, t("practice.import")),
        el("button", { type: "button", class: "chip", "data-testid": "practice-reset",
          on: { click: () => { this.resetConfirm.hidden = false; this.resetConfirm.focus(); } } }, t("practice.reset")),
        this.resetConfirm),
      this.note].filter(Boolean));
  }

  /** A row for each topic: right, wrong, accuracy, and when it comes back (its card's due time). */
  topicRows(topics, cards) {
    const now = new Date();
    return TOPICS.map((id) => {
      const c = topics.get(id) ?? [0, 0];
      const card = cards.get(id);
      return el("tr", { "data-testid": "practice-topic-row", dataset: { topic: id, ...(card ? { due: card.due.toISOString() } : {}) } },
        el("th", { scope: "row" }, topicLabel(id)), el("td", {}, formatNumber(c[0])), el("td", {}, formatNumber(c[1])),
        el("td", {}, percent(c)), el("td", {}, card ? (card.due <= now ? t("practice.due_now") : whenText(card.due, now, language())) : "—"));
    });
  }

  /** A row for each step kind answered: right, wrong, accuracy. */
  kindRows(kinds) {
    return kindsInOrder(kinds).map((kind) => {
      const c = kinds.get(kind);
      return el("tr", { "data-testid": "practice-kind-row", dataset: { kind } }, el("th", { scope: "row" }, t(`practice.part.${kind}`)),
        el("td", {}, formatNumber(c[0])), el("td", {}, formatNumber(c[1])), el("td", {}, percent(c)));
    });
  }

  /** Every answer kept, as the export file. */
  async exportFile() {
    const store = await this.opened;
    download(EXPORT_NAME, "application/json", await store.exportText());
  }

  /** Add the answers of the file picked; the note says how many were new, or that the file was refused. */
  async importFile() {
    const file = this.importInput.files?.[0];
    if (!file) return;
    const store = await this.opened;
    try {
      const added = await store.importText(await file.text());
      this.changed(await store.answers());
      this.note.textContent = t("practice.imported", { n: formatNumber(added) });
      this.note.dataset.added = String(added);
    } catch {
      this.note.textContent = t("practice.import_failed");
      delete this.note.dataset.added;
    }
    this.importInput.value = "";
  }

  /** Forget every answer (once confirmed). */
  async reset() {
    const store = await this.opened;
    await store.reset();
    this.changed([]);
    this.note.textContent = t("practice.reset_done");
    delete this.note.dataset.added;
  }

  changed(answers) {
    this.onChange(answers);
    this.show(answers);
  }
}
