/**
 * The practice view's teaching at hand: the hint (the next thing to look at, in the guide's
 * order, never a value: js/practice/count.js, hintsFor), the guide's tables (the set table, the
 * fixed steps, the pair and the wait, the base-point formula and the limits, who pays what: the
 * engine's PRACTICE_GUIDE, in the page's language), and the list of hands missed, each of which
 * opens again as a question.
 *
 * Hooks: "practice-hint" (the button; each hint shown is a "practice-hint-text"), "practice-guide"
 * (the tables, folded), "practice-missed" (the list; each miss a "practice-missed-item" with
 * data-topic and data-seed, its link "practice-missed-again").
 */
import { el, points } from "../dom.js";
import { DEFAULT_PROFILE, LIMIT_NAMES, PRACTICE_GUIDE, PROFILES } from "../engine-data.js";
import { formatNumber, pick, t } from "../i18n.js";
import { PAYERS } from "../ui/result.js";
import { hintsFor, missedAnswers } from "./count.js";
import { practiceAddress, topicAsks } from "./question.js";
import { topicLabel } from "./words.js";

/** The hint button and the hints shown so far, one more each press, for the question shown. */
export class HintBox {
  constructor() {
    this.button = el("button", { type: "button", class: "chip", "data-testid": "practice-hint", on: { click: () => this.more() } }, t("practice.hint"));
    this.list = el("ol", { class: "practice-hints", "aria-live": "polite" });
    this.container = el("div", { class: "practice-hint-box" }, this.button, this.list);
    this.hints = [];
  }

  /** Start again for a question of `topic`: no hint shown. */
  show(topic) {
    this.hints = hintsFor(topicAsks(topic));
    this.shown = 0;
    this.list.replaceChildren();
    this.button.disabled = this.hints.length === 0;
  }

  /** Show the next hint; the button rests once every hint is shown. */
  more() {
    const hint = this.hints[this.shown];
    if (!hint) return;
    this.shown += 1;
    this.list.append(el("li", { "data-testid": "practice-hint-text", dataset: { hint: hint.id } }, pick(hint.text)));
    this.button.disabled = this.shown >= this.hints.length;
  }
}

const fu = (n) => t("practice.guide.fu", { fu: formatNumber(n) });
const rows = (list) => el("tbody", {}, list.map((cells) => el("tr", {}, cells.map((c, i) => el(i ? "td" : "th", i ? {} : { scope: "row" }, c)))));
const table = (caption, headings, list) => el("table", { class: "practice-table practice-guide-table" }, el("caption", {}, caption),
  el("thead", {}, el("tr", {}, headings.map((h) => el("th", { scope: "col" }, h)))), rows(list));

/**
 * The guide's tables, folded (one tap opens them), for the rules `rulesId` (the double-wind
 * pair's fu is the profile's).
 */
export function guideBlock(rulesId) {
  const g = PRACTICE_GUIDE;
  const options = PROFILES.find((p) => p.id === rulesId)?.options ?? {};
  const pairFu = (row) => (row.fu === null ? options[row.option] ?? 0 : row.fu);
  const ways = g.payments.map((row) => [t(`practice.guide.pay.${row.win}_${row.dealer ? "dealer" : "non_dealer"}`),
    Object.entries(row.times).map(([payer, times]) => t("practice.guide.times", { payer: t(PAYERS[payer]), times: formatNumber(times) })).join(", ")]);
  return el("details", { class: "practice-guide", "data-testid": "practice-guide" }, el("summary", {}, t("practice.guide")),
    table(t("practice.guide.steps"), [t("practice.guide.step"), t("practice.guide.fu_col")], g.fixed.map((r) => [pick(r.text), fu(r.fu)])),
    table(t("practice.guide.sets"), [t("practice.guide.set"), t("practice.guide.simple"), t("practice.guide.outside")],
      g.sets.map((r) => [pick(r.text), fu(r.simple), fu(r.outside)])),
    table(t("practice.guide.pair"), [t("practice.part.pair"), t("practice.guide.fu_col")], g.pair.map((r) => [pick(r.text), fu(pairFu(r))])),
    table(t("practice.guide.wait"), [t("practice.part.wait"), t("practice.guide.fu_col")], g.wait.map((r) => [pick(r.text), fu(r.fu)])),
    el("p", {}, pick(g.rounding)),
    el("p", {}, pick(g.formula)),
    table(t("practice.guide.limits"), [t("practice.guide.limit"), t("practice.guide.han"), t("practice.guide.base")],
      g.limits.map((r) => [pick(LIMIT_NAMES[r.limit]) ?? r.limit, r.han === null ? "—" : t("practice.guide.han_from", { han: formatNumber(r.han) }), points(r.base)])),
    options.kiriage ? el("p", {}, pick(g.kiriage)) : null,
    table(t("practice.guide.payments"), [t("practice.guide.way"), t("practice.guide.share")], ways),
    el("p", {}, pick(g.payment_rules)));
}

/**
 * The hands missed, newest first, each with what was given and what was right, and a link that
 * deals it again (js/practice/count.js, missedAnswers).
 * @param {object[]} answers every answer kept, oldest first
 * @param {string} search the page's link (its language and mode are kept)
 */
export function missedList(answers, search = "") {
  const misses = missedAnswers(answers);
  const boxText = (boxes, side) => boxes.map((b) => `${t(PAYERS[b.kind] ?? `practice.part.${b.kind}`)} ${b[side] === "" ? "—" : b[side]}`).join(", ");
  return el("section", { class: "practice-missed", "data-testid": "practice-missed", "aria-labelledby": "practice-missed-title" },
    el("h2", { id: "practice-missed-title" }, t("practice.missed")),
    misses.length ? el("ul", {}, misses.map((a) => el("li", { "data-testid": "practice-missed-item", dataset: { topic: a.topic, seed: String(a.seed) } },
      el("p", {}, el("strong", {}, topicLabel(a.topic)), " ", el("span", { class: "practice-missed-hand" }, a.miss.hand)),
      el("p", {}, t("practice.missed_gave", { given: boxText(a.miss.boxes, "given") })),
      el("p", {}, t("practice.missed_right", { right: boxText(a.miss.boxes, "right") })),
      el("a", { class: "chip", "data-testid": "practice-missed-again", href: practiceAddress(search, a, a.rules ?? DEFAULT_PROFILE, a.mode === "count" ? "steps" : a.mode ?? "steps") },
        t("practice.missed_again")))))
      : el("p", { class: "hint" }, t("practice.missed_none")));
}
