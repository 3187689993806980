/**
 * The practice view, ?view=practice (docs/practice.md): the engine deals a hand chosen so that
 * one rule of fu counting decides it (tenbou.practice, docs/api.md "Practice"), the player
 * counts it and the page checks each answer against the engine's own. `&topic=<id>&seed=<n>`
 * opens that very question (under the link's `rules`, else the default profile); `&mode=` one of
 * MODES. Loaded only when shown (js/main.js), with its own styles (practice.css).
 *
 * Four modes: the fu step by step (one box per part, js/practice/parts.js, then the total), the
 * total fu alone, han and fu, and the payment (with han and fu). Check judges each box; in the
 * step-by-step mode, with every part left empty it judges the total alone. A wrong box shows
 * the right value, the engine's reasons and the part's page of the reference, which opens in
 * place. Every answer is kept on the device (js/practice/store.js); the next topic comes from
 * the schedule (js/practice/schedule.js, FSRS) among the topics the player chose.
 *
 * Hooks: data-testid="practice" (the view), "practice-hand", "practice-step" (data-part,
 * data-index), "practice-fu", "practice-han", "practice-pay" (data-payer), "practice-check",
 * "practice-verdict" (data-correct "1"/"0" once judged), "practice-next", "practice-mode"
 * (data-mode), "practice-topic" (a topic's checkbox, data-topic), "practice-calculator",
 * "practice-progress", "practice-streak", "practice-topic-row" (data-topic, data-due: ISO time),
 * "practice-kind-row" (data-kind), "practice-export", "practice-import", "practice-reset",
 * "practice-reset-confirm".
 */
import { download, el, points } from "../dom.js";
import { PRACTICE_TOPICS, SHEET_FU, SHEET_HAN, WIND_NAMES } from "../engine-data.js";
import { formatNumber, language, pick, t } from "../i18n.js";
import { DEFAULT_PROFILE, PROFILES, profile, profileName } from "../profiles.js";
import { engine } from "../start-engine.js";
import { installSprite, tileImage } from "../tile-svg.js";
import { isRed, parseTiles, plain, sortTiles, tileName } from "../tiles.js";
import { EngineStatus } from "../ui/status.js";
import { FLAG_ORDER, flagLabel, meldLabel } from "../ui/labels.js";
import { setName } from "../ui/reading.js";
import { PAYERS } from "../ui/result.js";
import { mountView } from "../ui/view-shell.js";
import { fuParts, typedNumber } from "./parts.js";
import { accuracy, progressOf } from "./progress.js";
import { cardsFrom, nextTopic } from "./schedule.js";
import { ProgressStore } from "./store.js";

/** The modes, in the switch's order. */
export const MODES = ["steps", "quick", "hanfu", "payment"];
/** The topics a player picks from, as the engine deals them (its `mixed` aside: the schedule picks instead). */
const TOPICS = PRACTICE_TOPICS.map((topic) => topic.id);
/** The topics the rules `id` can deal. */
const dealtUnder = (id) => PRACTICE_TOPICS.filter((topic) => topic.profiles.includes(id)).map((topic) => topic.id);
const TOPICS_KEY = "tenbou.practice.topics";
const STYLES = "practice.css";
const SEED_LIMIT = 2 ** 31;
/** The reference's page for each kind of box. */
const REFERENCE = { base: "practice.ref.base", win: "practice.ref.win", set: "practice.ref.set", pair: "practice.ref.pair",
  wait: "practice.ref.wait", fu: "practice.ref.fu", han: "practice.ref.han", payment: "practice.ref.payment" };
const REFERENCE_ORDER = ["base", "win", "set", "pair", "wait", "fu"];

/** A topic's name, as the engine names it ("a triplet completed by a discard"), or its id. */
const topicName = (id) => pick(PRACTICE_TOPICS.find((topic) => topic.id === id)?.name) ?? id;
/** The same name as a label: its first letter a capital ("A triplet completed by a discard"). */
const topicLabel = (id) => topicName(id).replace(/^./, (first) => first.toUpperCase());
const loadTopics = () => {
  try {
    const saved = JSON.parse(localStorage.getItem(TOPICS_KEY));
    const known = Array.isArray(saved) ? saved.filter((id) => TOPICS.includes(id)) : [];
    return known.length ? known : [...TOPICS];
  } catch {
    return [...TOPICS];
  }
};

/** A score request as the calculator's link (docs/api.md, "Link parameters"). */
export function calculatorQuery(request) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value === null || value === undefined || value === false || name === "lang") continue;
    if (name === "melds") {
      if (value.length) params.set(name, value.map((m) => `${m.kind}:${m.tiles}`).join(","));
    } else if (Array.isArray(value)) {
      if (value.length) params.set(name, value.join(""));
    } else if (typeof value === "object") {
      params.set(name, JSON.stringify(value));
    } else {
      params.set(name, value === true ? "1" : String(value));
    }
  }
  return `?${params}`;
}

/** A relative time ("in 10 minutes", "3 days ago") in the page's language. */
function whenText(date, now = new Date()) {
  const minutes = Math.round((date - now) / 60000);
  const format = new Intl.RelativeTimeFormat(language(), { numeric: "auto" });
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}

/** A number box: digits typed, or the phone's number pad. */
function numberBox(attrs) {
  return el("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", enterkeyhint: "done",
    class: "practice-box", ...attrs });
}

export class PracticePage {
  constructor() {
    const params = new URLSearchParams(location.search);
    installSprite();
    // The view's own styles, fetched with it (the calculator's visits never load them).
    if (!document.querySelector(`link[href="${STYLES}"]`)) document.head.append(el("link", { rel: "stylesheet", href: STYLES }));
    const rules = params.get("rules");
    this.rules = rules && profile(rules) ? rules : DEFAULT_PROFILE;
    // Practice deals under a profile: a link's rules that are not one (an override object, a
    // misspelt id) are named, not silently replaced.
    this.ignoredRules = rules && !profile(rules) ? rules : null;
    const seed = params.get("seed");
    this.wanted = { topic: params.get("topic") || null, seed: /^\d{1,15}$/.test(seed ?? "") ? Number(seed) : null };
    this.mode = MODES.includes(params.get("mode")) ? params.get("mode") : "steps";
    this.topics = loadTopics();
    this.response = null; // the engine's practice response shown
    this.judged = false;
    this.answers = [];
    this.phase = "loading";

    this.status = new EngineStatus();
    this.build();
    mountView(this.container, { status: this.status.container, view: "practice" });

    this.storeReady = ProgressStore.open().then(async (store) => {
      this.store = store;
      this.answers = await store.answers();
      this.renderProgress();
      return store;
    });
    engine.watch((phase) => {
      this.phase = phase;
      this.status.update(phase, engine.start);
      if (phase === "ready" && !this.response) this.deal();
      if (phase === "failed") this.question.replaceChildren(el("p", { class: "placeholder failed" }, t("practice.failed")));
    });
  }

  // ------------------------------------------------------------------ building

  build() {
    this.back = el("a", { class: "chart-back", href: "?", "data-testid": "practice-back" }, `← ${t("chart.back")}`);
    this.modeButtons = MODES.map((mode) => el("button", { type: "button", class: "seg", "data-testid": "practice-mode",
      dataset: { mode }, "aria-pressed": String(mode === this.mode), on: { click: () => this.setMode(mode) } },
    t(`practice.mode.${mode}`)));
    this.rulesSelect = el("select", { id: "practice-rules", on: { change: () => { this.rules = this.rulesSelect.value; this.next(); } } },
      PROFILES.map((p) => el("option", { value: p.id, selected: p.id === this.rules }, profileName(p.id))));
    this.topicBoxes = TOPICS.map((id) => el("input", { type: "checkbox", "data-testid": "practice-topic", dataset: { topic: id },
      checked: this.topics.includes(id), on: { change: () => this.pickTopics() } }));
    const topicList = el("ul", { class: "practice-topic-list" }, TOPICS.map((id, i) =>
      el("li", {}, el("label", {}, this.topicBoxes[i], topicLabel(id)))));
    this.topicNote = el("p", { class: "hint" });
    const controls = el("div", { class: "practice-controls" },
      el("div", { class: "segmented practice-modes", role: "group", "aria-label": t("practice.mode") }, this.modeButtons),
      el("span", { class: "practice-field" }, el("label", { for: "practice-rules" }, t("chart.rules")), this.rulesSelect),
      this.ignoredRules ? el("p", { class: "hint", role: "status", "data-testid": "practice-rules-note" },
        t("practice.rules_ignored", { value: this.ignoredRules, rules: profileName(this.rules) })) : null,
      el("details", { class: "practice-topics" }, el("summary", {}, t("practice.topics")),
        el("p", { class: "hint" }, t("practice.topics_hint")), topicList, this.topicNote));

    this.question = el("div", { class: "practice-question" }, el("p", { class: "placeholder" }, t("practice.loading")));
    this.form = el("form", { class: "practice-form", novalidate: true, on: { submit: (e) => { e.preventDefault(); this.check(); } } });
    this.verdict = el("p", { class: "practice-verdict", "data-testid": "practice-verdict", role: "status", "aria-live": "polite" });
    this.nextButton = el("button", { type: "button", class: "chip", "data-testid": "practice-next", on: { click: () => this.next() } },
      t("practice.next"));
    this.calculatorLink = el("a", { class: "chip practice-link", "data-testid": "practice-calculator", href: "?" }, t("practice.calculator"));
    this.progress = el("section", { class: "practice-progress", "data-testid": "practice-progress", "aria-labelledby": "practice-progress-title" });
    this.title = el("h2", { id: "practice-title", tabindex: "-1" }, t("practice.title"));
    this.container = el("section", { class: "card practice", "data-testid": "practice", "aria-labelledby": "practice-title" },
      this.back, this.title, this.question, this.form, this.verdict,
      el("div", { class: "practice-actions" }, this.nextButton, this.calculatorLink),
      controls, this.referenceBlock(), this.progress);
  }

  /** The whole reference, folded: the steps of a count and their traps. */
  referenceBlock() {
    return el("details", { class: "practice-reference" }, el("summary", {}, t("practice.ref.title")),
      REFERENCE_ORDER.map((kind) => el("section", {}, el("h3", {}, t(`practice.part.${kind}`)), el("p", {}, t(REFERENCE[kind])))));
  }

  // ------------------------------------------------------------------ the question

  setMode(mode) {
    this.mode = mode;
    for (const b of this.modeButtons) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    this.writeAddress();
    if (this.response) this.renderForm();
  }

  pickTopics() {
    const chosen = TOPICS.filter((_, i) => this.topicBoxes[i].checked);
    this.topics = chosen.length ? chosen : [...TOPICS];
    this.topicNote.textContent = chosen.length ? "" : t("practice.topics_all");
    try {
      localStorage.setItem(TOPICS_KEY, JSON.stringify(chosen));
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  }

  /** Ask the engine for the wanted question (the link's, or the schedule's next). */
  deal() {
    const { topic, seed } = this.wanted;
    const request = { topic: topic ?? "mixed", seed: seed ?? Math.floor(Math.random() * SEED_LIMIT), rules: this.rules, lang: language() };
    this.question.setAttribute("aria-busy", "true");
    engine.call("practice", request, "practice").then((r) => this.show(r), (err) => {
      if (err?.name !== "AbortError") this.showError(err?.message ?? "");
    });
  }

  /** The next question: a topic from the schedule, a new seed. */
  async next() {
    await this.storeReady;
    const dealt = dealtUnder(this.rules);
    const topics = this.topics.filter((id) => dealt.includes(id));
    const topic = nextTopic(topics.length ? topics : dealt, cardsFrom(this.answers));
    this.wanted = { topic, seed: Math.floor(Math.random() * SEED_LIMIT) };
    if (this.phase === "ready") this.deal();
  }

  showError(message) {
    this.question.removeAttribute("aria-busy");
    this.question.replaceChildren(el("p", { class: "error", "data-testid": "error" }, message));
  }

  show(r) {
    if (!r.ok) {
      this.showError(r.error?.message ?? "");
      this.question.firstChild.dataset.code = r.error?.code ?? "";
      return;
    }
    this.response = r;
    this.wanted = { topic: r.topic, seed: r.seed };
    this.judged = false;
    this.question.removeAttribute("aria-busy");
    this.fu = fuParts(r.answer, r.question, language());
    this.question.replaceChildren(
      el("p", { class: "practice-topic-name" }, t("practice.topic_line", { topic: topicName(r.topic) })),
      this.situation(r.question, r.answer), this.hand(r.question, r.answer));
    this.calculatorLink.setAttribute("href", calculatorQuery(r.question));
    this.writeAddress();
    const fromNext = document.activeElement === this.nextButton;
    this.renderForm();
    if (fromNext) this.form.querySelector("input")?.focus(); // the keyboard goes on with the new question
  }

  writeAddress() {
    const params = new URLSearchParams(location.search);
    params.set("view", "practice");
    if (this.response) {
      params.set("topic", this.response.topic);
      params.set("seed", String(this.response.seed));
    }
    if (this.rules !== DEFAULT_PROFILE || params.has("rules")) params.set("rules", this.rules);
    if (this.mode === "steps") params.delete("mode");
    else params.set("mode", this.mode);
    const query = `?${params}`;
    if (query !== location.search) history.replaceState(history.state, "", query + location.hash);
  }

  /** The situation: who won how, the winds, the conditions, the indicators, the counters. */
  situation(q, answer) {
    const wind = (id) => pick(WIND_NAMES[id]) ?? id;
    const items = [
      el("li", { class: "practice-win", dataset: { win: q.win ?? answer.win } },
        t(answer.win === "tsumo" ? "practice.won_tsumo" : "practice.won_ron", { tile: tileName(q.win_tile) })),
      el("li", {}, t("practice.labelled", { label: t("situation.seat"), text: wind(q.seat_wind ?? "east") }) + (answer.dealer ? ` (${t("situation.dealer")})` : "")),
      el("li", {}, t("practice.labelled", { label: t("situation.round"), text: wind(q.round_wind ?? "east") })),
      ...FLAG_ORDER.filter((f) => q[f]).map((f) => el("li", { class: "tag" }, flagLabel(f))),
    ];
    const indicators = (list) => (typeof list === "string" ? parseTiles(list).tiles : list ?? []);
    for (const [name, key] of [["dora_indicators", "situation.dora"], ["ura_dora_indicators", "practice.ura"]]) {
      const tiles = indicators(q[name]);
      if (tiles.length) {
        items.push(el("li", { class: "practice-indicators" }, t("practice.labelled", { label: t(key), text: "" }),
          el("span", { role: "img", "aria-label": tiles.map(tileName).join(", ") }, tiles.map((x) => tileImage(x, { small: true, decorative: true })))));
      }
    }
    if (q.kita) items.push(el("li", {}, t("practice.kita", { n: formatNumber(q.kita) })));
    if (q.honba) items.push(el("li", {}, t("practice.labelled", { label: t("situation.honba"), text: formatNumber(q.honba) })));
    if (q.riichi_sticks) items.push(el("li", {}, t("practice.sticks", { n: formatNumber(q.riichi_sticks) })));
    items.push(el("li", { class: "practice-rules-name" }, answer.rules_name ?? profileName(this.rules)));
    return el("ul", { class: "practice-situation", "aria-label": t("practice.situation") }, items);
  }

  /**
   * The hand, grouped as the reading that scores: the concealed sets, the pair, then the melds,
   * a called one with a tile turned sideways, a concealed kan with its end tiles face down; the
   * winning tile marked.
   */
  hand(q, answer) {
    const reading = answer.reading ?? {};
    const reds = parseTiles(q.hand ?? "").tiles.filter(isRed);
    for (const m of q.melds ?? []) reds.push(...parseTiles(m.tiles).tiles.filter(isRed));
    const withReds = (tiles) => tiles.map((x) => {
      const i = x[0] === "5" ? reds.indexOf(`0${x[1]}`) : -1;
      return i < 0 ? x : reds.splice(i, 1)[0];
    });
    const winTile = plain(q.win_tile);
    let marked = false;
    const group = (text, how) => {
      const tiles = withReds(sortTiles(parseTiles(text).tiles));
      const isWin = !marked && text === reading.win_group;
      marked ||= isWin;
      let winAt = isWin ? tiles.findIndex((x) => plain(x) === winTile) : -1;
      if (isWin && winAt < 0) winAt = tiles.length - 1;
      const drawn = tiles.map((x, i) => {
        const image = tileImage(x, { decorative: true, back: how === "ankan" && (i === 0 || i === tiles.length - 1) });
        if (["chi", "pon", "kan", "meld"].includes(how) && i === 0) image.classList.add("sideways");
        if (i === winAt) image.classList.add("win-tile");
        return image;
      });
      return el("li", { class: `practice-group${how && how !== "concealed" ? " called" : ""}${isWin ? " win-group" : ""}`,
        dataset: how && how !== "concealed" ? { meld: how } : {} },
      how && how !== "concealed" ? el("span", { class: "meld-label", "aria-hidden": "true" }, meldLabel(how) ?? t("set.meld")) : null,
      el("span", { class: "practice-tiles", role: "img", "aria-label": setName(tiles, how === "concealed" ? null : how, isWin) }, drawn));
    };
    const sets = reading.sets ?? [];
    const meldCount = (reading.melds ?? []).length;
    const kinds = (q.melds ?? []).map((m) => m.kind);
    const groups = [
      ...sets.slice(0, sets.length - meldCount).map((s) => group(s, "concealed")),
      ...(reading.pairs ?? (reading.pair ? [reading.pair] : [])).map((p) => group(p, null)),
      ...sets.slice(sets.length - meldCount).map((s, i) => group(s, kinds[i] ?? "meld")),
    ];
    if (!groups.length) { // a hand of no sets (thirteen orphans): its tiles as they are
      groups.push(el("li", { class: "practice-group" }, parseTiles(q.hand).tiles.map((x) => tileImage(x))));
    }
    return el("ul", { class: "practice-hand", "data-testid": "practice-hand", "aria-label": t("practice.hand") }, groups);
  }

  // ------------------------------------------------------------------ the answer boxes

  renderForm() {
    const r = this.response;
    this.boxes = []; // {kind, expected, input, row, part?}
    const rows = [];
    const add = (kind, expected, input, label, extra = {}) => {
      const row = el("li", { class: "practice-row", dataset: { kind } }, label, input, extra.after ?? null);
      this.boxes.push({ kind, expected, input, row, ...extra });
      rows.push(row);
      return row;
    };
    let uid = 0;
    const labelled = (text, attrs, tiles) => {
      const id = `practice-box-${uid++}`;
      return [el("label", { for: id, class: "practice-label" }, text, tiles ? this.smallTiles(tiles) : null), numberBox({ id, ...attrs })];
    };
    if (this.mode === "steps") {
      this.fu.parts.forEach((part, i) => {
        const [label, input] = labelled(this.partLabel(part), { "data-testid": "practice-step", dataset: { part: part.kind, index: String(i) } },
          part.tiles);
        add(part.kind, part.fu, input, label, { part });
      });
    }
    const stepped = (attrs, text, values, kind, expected) => {
      const [label, input] = labelled(text, attrs);
      const step = (delta) => () => {
        if (input.readOnly) return; // judged: the answer stays as given
        const now = typedNumber(input.value);
        const next = now === null ? values[0]
          : delta > 0 ? values.find((v) => v > now) : [...values].reverse().find((v) => v < now);
        if (next !== undefined) input.value = String(next);
        input.focus();
      };
      const steppers = el("span", { class: "practice-steppers" },
        el("button", { type: "button", class: "step", "aria-label": t("practice.less", { what: text }), on: { click: step(-1) } }, "−"),
        el("button", { type: "button", class: "step", "aria-label": t("practice.more", { what: text }), on: { click: step(+1) } }, "+"));
      add(kind, expected, input, label, { after: steppers });
    };
    if (this.mode !== "quick" && this.mode !== "steps") {
      stepped({ "data-testid": "practice-han" }, t("practice.part.han"), SHEET_HAN, "han", r.answer.han);
    }
    stepped({ "data-testid": "practice-fu" }, t("practice.part.fu"), SHEET_FU, "fu", r.answer.fu);
    if (this.mode === "payment") {
      for (const [payer, amount] of Object.entries(r.answer.payments ?? {})) {
        const [label, input] = labelled(t(PAYERS[payer] ?? "practice.part.payment"), { "data-testid": "practice-pay", dataset: { payer } });
        add("payment", amount, input, label);
      }
    }
    this.form.replaceChildren(
      el("p", { class: "hint" }, t(`practice.ask.${this.mode}`)),
      el("ol", { class: "practice-rows" }, rows),
      el("button", { type: "submit", class: "chip primary", "data-testid": "practice-check" }, t("practice.check")));
    this.verdict.textContent = "";
    delete this.verdict.dataset.correct;
  }

  smallTiles(mpsz) {
    return el("span", { class: "step-tiles", "aria-hidden": "true" },
      parseTiles(mpsz).tiles.map((x) => tileImage(x, { small: true, decorative: true })));
  }

  /** A part's label: what it is, never what it scores ("Set: triplet of 9 circles, completed by the winning tile"). */
  partLabel(part) {
    const title = t(`practice.part.${part.kind}`);
    if (!part.tiles) return title;
    const tiles = parseTiles(part.tiles).tiles;
    const isWin = part.tiles === this.response.answer.reading?.win_group;
    return t("practice.labelled", { label: title, text: setName(tiles, part.meld, isWin) });
  }

  // ------------------------------------------------------------------ judging

  async check() {
    if (!this.response || this.judged) return;
    const parts = this.boxes.filter((b) => b.part);
    const quick = parts.length && parts.every((b) => b.input.value.trim() === "");
    // Han and fu are optional beside the payment; in the step-by-step mode, the parts left empty judge the total alone.
    const judged = this.boxes.filter((b) => !(quick && b.part) && !(this.mode === "payment" && b.kind !== "payment" && b.input.value.trim() === ""));
    const kinds = {};
    let wrong = 0;
    for (const box of this.boxes) {
      const taken = judged.includes(box);
      const right = taken && typedNumber(box.input.value) === box.expected;
      box.row.querySelector(".practice-mark")?.remove();
      box.row.querySelector(".practice-why")?.remove();
      box.input.readOnly = true;
      if (!taken) continue;
      box.row.dataset.correct = right ? "1" : "0";
      box.input.setAttribute("aria-invalid", String(!right));
      kinds[box.kind] ??= [0, 0];
      kinds[box.kind][right ? 0 : 1] += 1;
      if (!right) wrong += 1;
      box.row.append(el("span", { class: "practice-mark", "aria-hidden": "true" }, right ? "✓" : "✗"));
      if (!right) box.row.append(this.why(box));
    }
    this.judged = true;
    const correct = wrong === 0;
    // The answer is kept before the verdict shows, so a player who reads it and leaves at once
    // (another question's link, a reload) has not lost it.
    const store = await this.storeReady;
    this.answers = await store.add({ topic: this.response.topic, seed: this.response.seed, rules: this.rules,
      mode: quick ? "quick" : this.mode, correct, kinds });
    this.verdict.dataset.correct = correct ? "1" : "0";
    this.verdict.textContent = correct ? t("practice.right", this.summaryFields())
      : t("practice.wrong", { n: formatNumber(wrong), of: formatNumber(judged.length), ...this.summaryFields() });
    this.nextButton.focus();
    this.renderProgress();
  }

  summaryFields() {
    const a = this.response.answer;
    return { fu: formatNumber(a.fu), han: formatNumber(a.han), call: a.call ?? "" };
  }

  /** Why a box's value is what it is: the right value, the engine's reasons, the reference's page. */
  why(box) {
    const a = this.response.answer;
    let reasons = [];
    if (box.part) reasons = box.part.reasons.length ? box.part.reasons : [t("practice.no_step")];
    else if (box.kind === "fu") {
      reasons = [...this.fu.totalSteps.map((s) => s.reason),
        t(this.fu.sevenPairs ? "practice.fu_fixed" : (a.fu_raw ?? a.fu) === a.fu ? "practice.fu_exact" : "practice.fu_rounded",
          { raw: formatNumber(a.fu_raw ?? a.fu), fu: formatNumber(a.fu) })];
    } else if (box.kind === "han") {
      reasons = (a.yaku ?? []).map((y) => `${y.name} ${y.han ?? ""}`.trim());
    } else if (box.kind === "payment") {
      reasons = [t("call.say", { call: a.call ?? "" })];
    }
    const shown = box.kind === "payment" ? points(box.expected) : formatNumber(box.expected);
    return el("div", { class: "practice-why" },
      el("p", {}, t("practice.expected", { value: shown })),
      el("ul", {}, reasons.map((text) => el("li", { class: "practice-reason" }, text))),
      el("details", { class: "practice-rule" }, el("summary", {}, t("practice.rule")), el("p", {}, t(REFERENCE[box.kind]))));
  }

  // ------------------------------------------------------------------ progress

  renderProgress() {
    const { topics, kinds, streak, best, total } = progressOf(this.answers);
    const cards = cardsFrom(this.answers);
    const now = new Date();
    const percent = (c) => (accuracy(c) === null ? "—" : `${accuracy(c)}%`);
    const topicRows = TOPICS.map((id) => {
      const c = topics.get(id) ?? [0, 0];
      const card = cards.get(id);
      return el("tr", { "data-testid": "practice-topic-row", dataset: { topic: id, ...(card ? { due: card.due.toISOString() } : {}) } },
        el("th", { scope: "row" }, topicLabel(id)), el("td", {}, formatNumber(c[0])), el("td", {}, formatNumber(c[1])),
        el("td", {}, percent(c)), el("td", {}, card ? (card.due <= now ? t("practice.due_now") : whenText(card.due, now)) : "—"));
    });
    const kindRows = [...kinds.keys()].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)).map((kind) => {
      const c = kinds.get(kind);
      return el("tr", { "data-testid": "practice-kind-row", dataset: { kind } }, el("th", { scope: "row" }, t(`practice.part.${kind}`)),
        el("td", {}, formatNumber(c[0])), el("td", {}, formatNumber(c[1])), el("td", {}, percent(c)));
    });
    const head = (...cols) => el("thead", {}, el("tr", {}, cols.map((c) => el("th", { scope: "col" }, c))));
    this.importInput ??= el("input", { type: "file", accept: "application/json,.json", id: "practice-import", class: "visually-hidden",
      "data-testid": "practice-import", on: { change: () => this.importFile() } });
    this.resetConfirm = el("button", { type: "button", class: "chip danger", hidden: true, "data-testid": "practice-reset-confirm",
      on: { click: () => this.reset() } }, t("practice.reset_confirm"));
    this.progressNote ??= el("p", { class: "hint", role: "status", "data-testid": "practice-progress-note" });
    this.progress.replaceChildren(...[
      el("h2", { id: "practice-progress-title" }, t("practice.progress")),
      el("p", { "data-testid": "practice-streak", dataset: { streak: String(streak), best: String(best) } },
        t("practice.streak", { n: formatNumber(streak), best: formatNumber(best), total: formatNumber(total) })),
      this.store && !this.store.persistent ? el("p", { class: "hint" }, t("practice.not_kept")) : null,
      el("div", { class: "chart-scroll", role: "region", tabindex: "0", "aria-labelledby": "practice-by-topic" },
        el("table", { class: "practice-table" }, el("caption", { id: "practice-by-topic" }, t("practice.by_topic")),
          head(t("practice.topic"), t("practice.right_col"), t("practice.wrong_col"), t("practice.accuracy"), t("practice.due")),
          el("tbody", {}, topicRows))),
      kindRows.length ? el("div", { class: "chart-scroll", role: "region", tabindex: "0", "aria-labelledby": "practice-by-kind" },
        el("table", { class: "practice-table" }, el("caption", { id: "practice-by-kind" }, t("practice.by_kind")),
          head(t("practice.kind"), t("practice.right_col"), t("practice.wrong_col"), t("practice.accuracy")),
          el("tbody", {}, kindRows))) : null,
      el("div", { class: "practice-keep" },
        el("button", { type: "button", class: "chip", "data-testid": "practice-export", on: { click: () => this.exportFile() } }, t("practice.export")),
        this.importInput,
        el("label", { for: "practice-import", class: "chip practice-import-label" }, t("practice.import")),
        el("button", { type: "button", class: "chip", "data-testid": "practice-reset",
          on: { click: () => { this.resetConfirm.hidden = false; this.resetConfirm.focus(); } } }, t("practice.reset")),
        this.resetConfirm),
      this.progressNote].filter(Boolean));
  }

  async exportFile() {
    const store = await this.storeReady;
    download("tenbou-practice.json", "application/json", await store.exportText());
  }

  async importFile() {
    const file = this.importInput.files?.[0];
    if (!file) return;
    const store = await this.storeReady;
    try {
      const added = await store.importText(await file.text());
      this.answers = await store.answers();
      this.renderProgress();
      this.progressNote.textContent = t("practice.imported", { n: formatNumber(added) });
      this.progressNote.dataset.added = String(added);
    } catch {
      this.progressNote.textContent = t("practice.import_failed");
      delete this.progressNote.dataset.added;
    }
    this.importInput.value = "";
  }

  async reset() {
    const store = await this.storeReady;
    await store.reset();
    this.answers = [];
    this.renderProgress();
    this.progressNote.textContent = t("practice.reset_done");
    delete this.progressNote.dataset.added;
  }
}

/** The step kinds in the order the progress table lists them. */
const KIND_ORDER = ["base", "win", "set", "pair", "wait", "fu", "han", "payment"];
