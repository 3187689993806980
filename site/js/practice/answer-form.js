/**
 * The practice answer form: one number box for each box the mode asks for
 * (js/practice/question.js, answerBoxes), the han and fu with steppers, the Check button; then
 * each judged box marked right or wrong, a wrong one with the right value, the engine's reasons
 * and the part's page of the reference (open in place), and the verdict.
 *
 * A topic of the whole count (js/practice/count.js) asks its own boxes whatever the mode, and a
 * wrong han, base points or payment shows its sum worked out.
 *
 * Hooks: "practice-step" (data-part, data-index), "practice-han", "practice-fu", "practice-base",
 * "practice-pay" (data-payer), "practice-check", "practice-verdict" (data-correct "1"/"0" once judged).
 */
import { el, points } from "../dom.js";
import { formatNumber, t } from "../i18n.js";
import { parseTiles } from "../tiles.js";
import { setName } from "../ui/reading.js";
import { PAYERS, limitName } from "../ui/result.js";
import { smallTiles } from "./hand-view.js";
import { ruleKey, sumTerms, winPart, zeroReason } from "./parts.js";
import { baseWorked, hanTerms, paymentWorked } from "./count.js";
import { answerBoxes, countTopic, steppedValue } from "./question.js";

/** A number box: digits typed, or the phone's number pad. */
function numberBox(attrs) {
  return el("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", enterkeyhint: "done",
    class: "practice-box", ...attrs });
}

/** A box's test hook and data attributes, by kind. */
function boxAttrs(box, index) {
  if (box.part) return { "data-testid": "practice-step", dataset: { part: box.part.kind, index: String(index) } };
  if (box.kind === "payment") return { "data-testid": "practice-pay", dataset: { payer: box.payer } };
  if (box.kind === "base_points") return { "data-testid": "practice-base" };
  return { "data-testid": `practice-${box.kind}` };
}

/** The answer form (`form`) and its verdict (`verdict`), two elements the view places. */
export class AnswerForm {
  /** @param {() => void} onCheck called when the player checks (the Check button, Enter) */
  constructor(onCheck) {
    this.form = el("form", { class: "practice-form", novalidate: true, on: { submit: (e) => { e.preventDefault(); onCheck(); } } });
    this.verdict = el("p", { class: "practice-verdict", "data-testid": "practice-verdict", role: "status", "aria-live": "polite" });
    this.boxes = [];
  }

  /**
   * Draw the boxes of `mode` for the question `response` (the engine's practice response), the
   * verdict cleared.
   * @param {{parts: object[], totalSteps: object[], sevenPairs: boolean}} fu fuParts() of its answer
   */
  show(response, fu, mode) {
    this.answer = response.answer;
    this.win = response.question.win ?? "ron";
    this.fu = fu;
    this.boxes = answerBoxes(mode, response.answer, fu, response.topic);
    this.inputs = [];
    this.rows = this.boxes.map((box, i) => {
      const id = `practice-box-${i}`;
      const text = this.label(box);
      const input = numberBox({ id, ...boxAttrs(box, i) });
      this.inputs.push(input);
      const label = el("label", { for: id, class: "practice-label" }, text, this.named(box) ? smallTiles(box.part.tiles) : null);
      return el("li", { class: "practice-row", dataset: { kind: box.kind } }, label, input, box.values ? this.steppers(box, input, text) : null);
    });
    this.form.replaceChildren(
      el("p", { class: "hint" }, t(countTopic(response.topic) ? `practice.ask.topic.${response.topic}` : `practice.ask.${mode}`)),
      el("ol", { class: "practice-rows" }, this.rows),
      el("button", { type: "submit", class: "chip primary", "data-testid": "practice-check" }, t("practice.check")));
    this.verdict.textContent = "";
    delete this.verdict.dataset.correct;
  }

  /** Whether a box's label names its tiles before the answer: a meld's (in sight as dealt); a
   * concealed set or the pair is the answer's to group (named once judged, showMarks()). */
  named(box) {
    return Boolean(box.part?.tiles && box.part.meld);
  }

  /** A box's label: what it is, never what it scores ("Pon: triplet of Red dragons"); `part` the
   * part it was judged against, named with the answer. */
  label(box, part = this.named(box) ? box.part : null) {
    if (box.kind === "payment") return t(PAYERS[box.payer] ?? "practice.part.payment");
    const title = t(`practice.part.${box.kind}`);
    if (!part?.tiles) return title;
    const isWin = part === winPart(this.fu, this.answer);
    return t("practice.labelled", { label: title, text: setName(parseTiles(part.tiles).tiles, part.meld, isWin) });
  }

  /** The − and + buttons that step `input` through the box's values (the fu or han of the sheet). */
  steppers(box, input, text) {
    const step = (delta) => () => {
      if (input.readOnly) return; // judged: the answer stays as given
      const next = steppedValue(box.values, input.value, delta);
      if (next !== undefined) input.value = String(next);
      input.focus();
    };
    return el("span", { class: "practice-steppers" },
      el("button", { type: "button", class: "step", "aria-label": t("practice.less", { what: text }), on: { click: step(-1) } }, "−"),
      el("button", { type: "button", class: "step", "aria-label": t("practice.more", { what: text }), on: { click: step(+1) } }, "+"));
  }

  /** What was typed in each box, in the boxes' order. */
  typed() {
    return this.inputs.map((input) => input.value);
  }

  /** Focus the first box (the keyboard goes on with a new question). */
  focusFirst() {
    this.inputs[0]?.focus();
  }

  /** Mark each box as judge() found it (every box made read-only); a wrong one explained, a
   * concealed set or the pair named as the answer groups it. */
  showMarks({ marks, judged, empty, carried }) {
    this.boxes.forEach((box, i) => {
      const row = this.rows[i];
      const input = this.inputs[i];
      row.querySelector(".practice-mark")?.remove();
      row.querySelector(".practice-why")?.remove();
      input.readOnly = true;
      if (judged[i]?.tiles && !this.named(box)) {
        row.querySelector(".practice-label").replaceChildren(this.label(box, judged[i]), smallTiles(judged[i].tiles));
      }
      if (marks[i] === null) return;
      row.dataset.correct = marks[i] ? "1" : "0";
      if (carried[i]) row.dataset.carried = "1";
      input.setAttribute("aria-invalid", String(!marks[i]));
      row.append(el("span", { class: "practice-mark", "aria-hidden": "true" }, marks[i] ? "✓" : "✗"));
      if (!marks[i]) row.append(this.why(box, { part: judged[i], empty: empty[i], carried: carried[i] }));
    });
  }

  /** The verdict of a judge() result: right, or how many mistakes; with the hand's han, fu and
   * call, and a limit hand's name; said so when the answer is not counted again (`kept` false). */
  showVerdict({ correct, wrong, asked }, kept = true) {
    const a = this.answer;
    const summary = { fu: formatNumber(a.fu), han: formatNumber(a.han), call: a.call ?? "" };
    this.verdict.dataset.correct = correct ? "1" : "0";
    // One box asked: it is the one wrong, said without counting ("1 of 1").
    const verdict = correct ? t("practice.right", summary)
      : asked === 1 ? t("practice.wrong_one", summary)
        : t("practice.wrong", { n: formatNumber(wrong), of: formatNumber(asked), ...summary });
    this.verdict.textContent = [verdict,
      a.limit ? t("practice.limit_paid", { limit: limitName(a), call: a.call ?? "" }) : "",
      kept ? "" : t("practice.not_counted")].filter(Boolean).join(" ");
  }

  /** The reasons a box's value is what it is: the engine's steps, else why nothing scores; the
   * total worked out as a sum. */
  reasons(box, part) {
    const a = this.answer;
    if (part) return part.reasons.length ? part.reasons : [t(zeroReason(part, a))];
    if (box.kind === "fu") {
      const values = { sum: sumTerms(this.fu).map((n) => formatNumber(n)).join(" + "), raw: formatNumber(a.fu_raw ?? a.fu), fu: formatNumber(a.fu) };
      return [...this.fu.totalSteps.map((s) => s.reason),
        t(this.fu.sevenPairs ? "practice.fu_fixed" : (a.fu_raw ?? a.fu) === a.fu ? "practice.fu_sum_exact" : "practice.fu_sum_rounded", values)];
    }
    if (box.kind === "han") {
      const terms = hanTerms(a);
      return [...(a.yaku ?? []).map((y) => (y.han == null ? y.name : `${y.name} ${t("result.han", { han: formatNumber(y.han) })}`)),
        ...(terms.length ? [t("practice.han_sum", { sum: terms.map((y) => formatNumber(y.han)).join(" + "), han: formatNumber(a.han) })] : [])];
    }
    if (box.kind === "base_points") return [this.baseText()];
    if (box.kind === "payment") return [this.baseText(), ...this.paymentTexts(box.payer), t("call.say", { call: a.call ?? "" }), ...(a.notes ?? [])];
    return [];
  }

  /** The base points worked out: fu × 2^(han + 2), or the limit's. */
  baseText() {
    const worked = baseWorked(this.answer);
    return worked.limit ? t("practice.base_limit", { limit: limitName(this.answer), base: points(worked.base) })
      : t("practice.base_sum", { fu: formatNumber(worked.fu), han: formatNumber(worked.han), base: points(worked.base) });
  }

  /** One payer's payment worked out from the base points (times the payer's multiple, rounded
   * up to 100, then what honba add). */
  paymentTexts(payer) {
    const worked = paymentWorked(this.answer, this.win).find((w) => w.payer === payer);
    if (!worked?.times) return [];
    const sum = t("practice.pay_sum", { base: points(this.answer.base_points), times: formatNumber(worked.times),
      raw: points(worked.raw), rounded: points(worked.rounded) });
    return [sum, ...(worked.extra ? [t("practice.pay_extra", { rounded: points(worked.rounded), extra: points(worked.extra), paid: points(worked.paid) })] : [])];
  }

  /** Why a box's value is what it is: the right value (a box left empty, or a total that only
   * carries a part's mistake on, said so), the reasons, the rule. */
  why(box, { part, empty, carried }) {
    const shown = box.kind === "payment" || box.kind === "base_points" ? points(box.expected) : formatNumber(part?.fu ?? box.expected);
    return el("div", { class: "practice-why" },
      el("p", {}, t("practice.expected", { value: shown })),
      empty ? el("p", { class: "practice-note" }, t("practice.left_empty")) : null,
      carried ? el("p", { class: "practice-note" }, t("practice.carried")) : null,
      el("ul", {}, this.reasons(box, part).map((text) => el("li", { class: "practice-reason" }, text))),
      el("details", { class: "practice-rule" }, el("summary", {}, t("practice.rule")), el("p", {}, t(ruleKey(box.kind, this.fu.sevenPairs)))));
  }
}
