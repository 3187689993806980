/**
 * The practice view, ?view=practice (docs/practice.md): the engine deals a hand chosen so that
 * one rule of fu counting decides it (tenbou.practice, docs/api.md "Practice"), the player
 * counts it and the page checks each answer against the engine's own. `&topic=<id>&seed=<n>`
 * opens that very question (under the link's `rules`, else the default profile); `&mode=` one of
 * MODES (js/practice/question.js). Loaded only when shown (js/main.js), with its own styles (practice.css).
 *
 * Four modes: the fu step by step (one box per part, js/practice/parts.js, then the total), the
 * total fu alone, han and fu, and the payment (with han and fu). Check judges each box; in the
 * step-by-step mode, with every part left empty it judges the total alone. A wrong box shows
 * the right value, the engine's reasons and the part's page of the reference, which opens in
 * place. Every answer is kept on the device (js/practice/store.js); the next topic comes from
 * the schedule (js/practice/schedule.js, FSRS) among the topics the player chose.
 *
 * This module is the controller: it reads the link, asks the engine, keeps the answers and
 * wires the widgets, each a module of its own: the question drawn (js/practice/hand-view.js),
 * the answer form (js/practice/answer-form.js), the controls (js/practice/controls.js), the
 * progress panel (js/practice/progress-view.js). The state they show is worked out in modules
 * without DOM, which the Node tests import (js/practice/question.js, progress.js, schedule.js,
 * parts.js, store.js).
 *
 * Hooks: data-testid="practice" (the view), "practice-back", "practice-hand", "practice-next",
 * "practice-calculator"; the widgets list theirs.
 */
import { el } from "../dom.js";
import { language, t } from "../i18n.js";
import { profileName } from "../profiles.js";
import { engine } from "../start-engine.js";
import { requestQuery } from "../url.js";
import { installSprite } from "../tile-svg.js";
import { EngineStatus } from "../ui/status.js";
import { mountView } from "../ui/view-shell.js";
import { AnswerForm } from "./answer-form.js";
import { PracticeControls } from "./controls.js";
import { missRecord } from "./count.js";
import { givenView, handView, readingView, situationView } from "./hand-view.js";
import { fuParts } from "./parts.js";
import { ProgressPanel } from "./progress-view.js";
import { askedMode, countTopic, judge, keepsAnswer, linkedQuestion, practiceAddress, randomSeed, topicsToAsk } from "./question.js";
import { nextQuestion } from "./schedule.js";
import { ProgressStore } from "./store.js";
import { HintBox, guideBlock, missedList } from "./teaching-view.js";
import { referenceBlock, topicName } from "./words.js";

const STYLES = "practice.css";

/** The practice view, mounted as the page's view when constructed (js/main.js). */
export class PracticePage {
  constructor() {
    installSprite();
    // The view's own styles, fetched with it (the calculator's visits never load them).
    if (!document.querySelector(`link[href="${STYLES}"]`)) document.head.append(el("link", { rel: "stylesheet", href: STYLES }));
    const link = linkedQuestion(new URLSearchParams(location.search));
    this.rules = link.rules;
    this.wanted = link.wanted; // {topic, seed, level}: the question to deal (both null: the schedule's; seed null: a new one)
    this.fromLink = true; // the question shown is the link's (not one asked for with Next question)
    this.mode = link.mode;
    this.response = null; // the engine's practice response shown
    this.judged = false;
    this.counted = false; // an answer to the question shown is kept
    this.answers = []; // every answer kept, oldest first
    this.phase = "loading";

    this.status = new EngineStatus();
    const opened = ProgressStore.open();
    this.progress = new ProgressPanel(opened, (answers) => { this.answers = answers; this.showMissed(); });
    this.build(link.ignoredRules);
    mountView(this.container, { status: this.status.container, view: "practice" });
    this.storeReady = opened.then(async (store) => {
      this.answers = await store.answers();
      this.progress.show(this.answers);
      this.showMissed();
      return store;
    });
    engine.watch((phase) => {
      this.phase = phase;
      this.status.update(phase, engine.start);
      if (phase === "ready" && !this.response) this.deal();
      if (phase === "failed") this.question.replaceChildren(el("p", { class: "placeholder failed" }, t("practice.failed")));
    });
  }

  /** The view: the question, the answer form and verdict, the actions, the controls, the reference. */
  build(ignoredRules) {
    this.controls = new PracticeControls({ mode: this.mode, rules: this.rules, ignoredRules },
      { onMode: (mode) => this.setMode(mode), onRules: (id) => { this.rules = id; this.guideSlot.replaceChildren(guideBlock(id)); this.next(); } });
    this.question = el("div", { class: "practice-question" }, el("p", { class: "placeholder" }, t("practice.loading")));
    this.answerForm = new AnswerForm(() => this.check());
    this.hint = new HintBox();
    this.guideSlot = el("div", { class: "practice-guide-slot" }, guideBlock(this.rules));
    this.missedSlot = el("div", { class: "practice-missed-slot" });
    this.nextButton = el("button", { type: "button", class: "chip", "data-testid": "practice-next", on: { click: () => this.next() } },
      t("practice.next"));
    this.calculatorLink = el("a", { class: "chip practice-link", "data-testid": "practice-calculator", href: "?" }, t("practice.calculator"));
    this.container = el("section", { class: "card practice", "data-testid": "practice", "aria-labelledby": "practice-title" },
      el("a", { class: "chart-back", href: "?", "data-testid": "practice-back" }, `← ${t("chart.back")}`),
      el("h2", { id: "practice-title", tabindex: "-1" }, t("practice.title")),
      this.question,
      // The hand stays in sight (sticky) while the boxes below it are filled in and judged.
      el("div", { class: "practice-work" }, this.handSlot = el("div", { class: "practice-hand-slot" }),
        this.answerForm.form, this.answerForm.verdict, this.reading = el("div", { class: "practice-reading" })),
      // The hint and the guide's tables, one tap away from every question.
      this.hint.container, this.guideSlot,
      el("div", { class: "practice-actions" }, this.nextButton, this.calculatorLink),
      this.controls.container, referenceBlock(), this.missedSlot, this.progress.container);
  }

  /** Ask in `mode`: the boxes drawn anew, to be checked again (a second answer is not counted). */
  setMode(mode) {
    this.mode = mode;
    this.writeAddress();
    if (!this.response) return;
    this.judged = false;
    this.reading.replaceChildren();
    this.answerForm.show(this.response, this.fu, mode);
  }

  /** The question the schedule asks next among the topics chosen: a missed hand due, else a topic. */
  async scheduled() {
    await this.storeReady;
    return nextQuestion(topicsToAsk(this.controls.topics, this.rules), this.answers, this.rules);
  }

  /** Ask the engine for the wanted question (the link's, else the schedule's). */
  async deal() {
    if (!this.wanted.topic && this.wanted.seed === null) {
      this.wanted = await this.scheduled();
      this.fromLink = false;
    }
    const { topic, seed, level } = this.wanted;
    const request = { topic: topic ?? "mixed", seed: seed ?? randomSeed(), rules: this.rules, lang: language(), ...(level ? { level } : {}) };
    this.question.setAttribute("aria-busy", "true");
    engine.call("practice", request, "practice").then((r) => this.show(r), (err) => {
      if (err?.name !== "AbortError") this.showError(err?.message ?? "");
    });
  }

  /** The next question: from the schedule (a missed hand due, else a topic and a new seed). */
  async next() {
    this.wanted = await this.scheduled();
    this.fromLink = false;
    if (this.phase === "ready") this.deal();
  }

  showError(message) {
    this.question.removeAttribute("aria-busy");
    this.handSlot.replaceChildren();
    this.question.replaceChildren(el("p", { class: "error", "data-testid": "error" }, message));
  }

  /** Show the engine's practice response `r`: the question, the boxes to fill; or its error. */
  show(r) {
    if (!r.ok) {
      this.showError(r.error?.message ?? "");
      this.question.firstChild.dataset.code = r.error?.code ?? "";
      return;
    }
    this.response = r;
    this.wanted = { topic: r.topic, seed: r.seed, level: r.level };
    this.judged = false;
    this.counted = false;
    this.question.removeAttribute("aria-busy");
    this.fu = fuParts(r.answer, r.question, language());
    // A fu topic's name would tell the trick: it is named once the answer is checked (check());
    // a topic of the whole count names what is asked.
    this.question.replaceChildren(...[countTopic(r.topic) ? this.topicLine() : null,
      r.given ? null : situationView(r.question, r.answer, profileName(this.rules))].filter(Boolean));
    this.handSlot.replaceChildren(r.given ? givenView(r.given, profileName(this.rules)) : handView(r.question));
    this.hint.show(r.topic);
    this.reading.replaceChildren();
    this.calculatorLink.setAttribute("href", requestQuery(r.question));
    this.writeAddress();
    const fromNext = document.activeElement === this.nextButton;
    this.answerForm.show(r, this.fu, this.mode);
    if (fromNext) this.answerForm.focusFirst(); // the keyboard goes on with the new question
  }

  /** The line that names the topic of the question shown. */
  topicLine() {
    return el("p", { class: "practice-topic-name", "data-testid": "practice-topic-name" },
      t("practice.topic_line", { topic: topicName(this.response.topic) }));
  }

  /** The list of hands missed, drawn anew from the answers kept. */
  showMissed() {
    this.missedSlot.replaceChildren(missedList(this.answers, location.search));
  }

  /** The page's link follows the question shown, the rules and the mode (replacing the entry). */
  writeAddress() {
    const query = practiceAddress(location.search, this.response, this.rules, this.mode);
    if (query !== location.search) history.replaceState(history.state, "", query + location.hash);
  }

  /** Judge the answer typed, keep it on the device (once per question), then show the marks,
   * the verdict and the hand grouped as it scores. */
  async check() {
    if (!this.response || this.judged) return;
    const typed = this.answerForm.typed();
    const result = judge(this.answerForm.boxes, typed, askedMode(this.mode, this.response.topic));
    if (!countTopic(this.response.topic) && !this.question.querySelector(".practice-topic-name")) this.question.prepend(this.topicLine());
    this.answerForm.showMarks(result);
    this.judged = true;
    // The answer is kept before the verdict shows, so a player who reads it and leaves at once
    // (another question's link, a reload) has not lost it.
    const store = await this.storeReady;
    const r = this.response;
    const kept = keepsAnswer(this.answers, r, this.rules, { counted: this.counted, fromLink: this.fromLink });
    if (kept) {
      this.answers = await store.add({ topic: r.topic, seed: r.seed, level: r.level, rules: this.rules, mode: result.mode, correct: result.correct,
        kinds: result.kinds, ...(result.correct ? {} : { miss: missRecord(r.question, this.answerForm.boxes, typed) }) });
      this.counted = true;
    }
    this.answerForm.showVerdict(result, kept);
    this.reading.replaceChildren(readingView(r.question, r.answer));
    this.nextButton.focus();
    this.progress.show(this.answers);
    this.showMissed();
  }
}
