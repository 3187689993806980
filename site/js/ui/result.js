/**
 * The score: total and who pays, han and fu with the limit, the yaku, the fu steps as a table
 * adding up to the raw fu and then the rounded fu, and the reading of the hand. Also what to
 * do when there is no score yet (hand incomplete, engine loading or failed, hand invalid).
 * Hooks: data-testid="result" holds "han", "fu", "total", "fu-steps" (one row per step)
 * and "yaku" (one item per yaku, data-yaku="<id>"), "rules-name" (the profile scored under),
 * "notes" (the engine's notes, one item each) and, for a hand that cannot score,
 * "result-problem" (data-code = the engine's error code). A fu step about a set or the pair
 * shows its tiles (the step's `tiles`, MPSZ) as pictures beside its words, in data-tiles.
 * The region is not a live region: the summary (ui/summary.js) announces each new score.
 */
import { el, points } from "../dom.js";
import { LIMIT_NAMES, OPEN_MELD_KINDS, TSUMO_PAYERS, YAKUMAN_NAMES } from "../engine-data.js";
import { pick, plural, t, tParts } from "../i18n.js";
import { oneOtherNonDealer, profileName, ruleOptions, table } from "../profiles.js";
import { tileImage } from "../tile-svg.js";
import { parseTiles } from "../tiles.js";
import { readingBlock } from "./reading.js";
import { callBlock, gainsBlock } from "./score-extras.js";

/** The catalog key naming each payer of a response's `payments` (also the practice view's). */
export const PAYERS = {
  discarder: "result.fromDiscarder", dealer: "result.fromDealer", non_dealer: "result.fromNonDealer", each: "result.fromEach",
};
/** A heading for each error code the engine can give for a complete hand. */
const PROBLEMS = {
  no_yaku: "problem.no_yaku", not_winning: "problem.not_winning", wrong_tile_count: "problem.wrong_tile_count",
  too_many_copies: "problem.too_many_copies", win_tile_not_in_hand: "problem.win_tile_not_in_hand",
  invalid_meld: "problem.invalid_meld", invalid_tile: "problem.invalid_tile",
  conflicting_conditions: "problem.conflicting_conditions", invalid_rules: "problem.invalid_rules",
};

/** The views the result may keep showing, marked busy, while the next answer comes (update). */
const ANSWERS = ["score", "error"];
/**
 * A yakuman count's name, as the engine names it (js/engine-data.js, every count a score can
 * have): "Yakuman", "Double yakuman", "Triple yakuman", "4× yakuman" ... / 「役満」,
 * 「ダブル役満」, 「トリプル役満」, 「4倍役満」 ...; a count it does not name as the number.
 */
export const yakumanName = (n) => pick(YAKUMAN_NAMES[n]) ?? String(n);
/** A limit's name, as the engine names it (js/engine-data.js): "Mangan" / 「満貫」; an unknown id as it is. */
const limitText = (limit) => pick(LIMIT_NAMES[limit]) ?? limit;
/** The limit a score reached, as the page names it ("Mangan", "Double yakuman"), or "". */
export const limitName = (r) => (r.yakuman ? yakumanName(r.yakuman) : r.limit ? limitText(r.limit) : "");
/** The heading for an engine error code. */
export const problemTitle = (code) => t(PROBLEMS[code] ?? "problem.other");

/** A fu step's set or pair as small pictures (the words beside them say it for screen readers). */
function stepTiles(mpsz) {
  if (!mpsz) return null;
  return el("span", { class: "step-tiles", "aria-hidden": "true" },
    parseTiles(mpsz).tiles.map((t) => tileImage(t, { small: true, decorative: true })));
}

export class ResultView {
  constructor() {
    // The heading stays while the rest is redrawn, so that a focus put on it (reveal()) stays.
    this.title = el("h2", { id: "result-title", tabindex: "-1" }, t("result.title"));
    this.body = el("div", { class: "result-body" });
    this.container = el("section", { class: "card result", id: "result", "data-testid": "result",
      "aria-labelledby": "result-title" }, this.title, this.body);
  }

  /** Scroll the result into view and put the focus on its heading (the summary's tap). */
  reveal() {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.container.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    this.title.focus({ preventScroll: true });
  }

  /**
   * @param {{kind: "empty"|"incomplete"|"waiting"|"failed"|"error"|"score", needed?: number,
   *          message?: string, response?: object, state?: object, busy?: boolean}} view
   */
  update(view) {
    this.container.dataset.state = view.kind;
    this.container.setAttribute("aria-busy", String(Boolean(view.busy)));
    // While a new answer is on its way, the last score or problem stays, marked busy (and dimmed
    // by style.css), rather than giving way to a one-line "Scoring…": the card keeps its
    // height, so nothing below it jumps, and a change draws one result instead of two.
    if (view.kind === "waiting" && ANSWERS.includes(this.body.dataset.shows)) return;
    this.body.dataset.shows = view.kind;
    if (view.kind === "error") {
      this.body.replaceChildren(...this.problem(view.error ?? {}));
      return;
    }
    if (view.kind !== "score") {
      this.body.replaceChildren(el("p", { class: `placeholder ${view.kind}` }, this.placeholder(view)));
      return;
    }
    this.body.replaceChildren(...this.score(view.response, view.state));
  }

  placeholder({ kind, needed, message }) {
    switch (kind) {
      case "incomplete": return plural("result.incomplete", needed);
      case "waiting": return message || t("result.loading");
      case "failed": return message;
      default: return t("result.empty");
    }
  }

  /** Why a complete hand has no score: the engine's message, under a heading, with what to do
   * (for a hand with no yaku the engine's message says it: why this hand has none, and what would
   * give it one). */
  problem(error) {
    return [el("div", { class: "problem", "data-testid": "result-problem", dataset: { code: error.code ?? "" } },
      el("p", { class: "problem-title" }, problemTitle(error.code)),
      error.message ? el("p", {}, error.message) : null,
      error.code === "no_yaku" ? null : el("p", { class: "problem-tip" }, t("result.tip")))];
  }

  score(r, state) {
    // A yakuman hand is paid by its yakuman count alone: its han and fu stay in the DOM for
    // the hooks but are not shown.
    const numbers = el("span", { hidden: Boolean(r.yakuman) }, tParts("result.hanFu", {
      han: el("span", { "data-testid": "han" }, String(r.han)), fu: el("span", { "data-testid": "fu" }, String(r.fu)) }));
    const limit = limitName(r);
    const hanfu = el("p", { class: "hanfu" }, numbers,
      limit ? el("span", { class: "limit", "data-testid": "limit" }, limit) : null);
    const rules = el("p", { class: "scored-under" }, tParts("result.scoredUnder", {
      name: el("strong", { "data-testid": "rules-name" }, r.rules_name ?? profileName(state.rules)) }));
    const headline = el("div", { class: "headline" },
      el("p", { class: "total" }, tParts("result.total", { total: el("span", { "data-testid": "total" }, points(r.total)) })),
      hanfu, rules);
    // The engine's notes say where the rules changed the score (kiriage, red fives, 13+ han ...).
    const notes = (r.notes ?? []).length
      ? el("ul", { class: "notes", "data-testid": "notes" }, r.notes.map((n) => el("li", {}, String(n)))) : null;
    return [headline, callBlock(r), notes, this.payments(r, state), gainsBlock(r, state), this.yaku(r), r.yakuman ? null : this.fu(r),
      readingBlock(r.reading, state)].filter(Boolean);
  }

  payments(r, state) {
    // On a non-dealer's self-draw the dealer pays, and so does each other non-dealer: with
    // three players that is one seat, "the other non-dealer".
    const payerName = (payer) => (payer === "non_dealer" && oneOtherNonDealer(state.rules) ? t("result.fromOtherNonDealer")
      : PAYERS[payer] ? t(PAYERS[payer]) : payer);
    const items = Object.entries(r.payments ?? {}).map(([payer, amount]) =>
      el("li", { dataset: { payer } }, el("span", {}, payerName(payer)), el("strong", {}, points(amount))));
    // Points per honba (from each payer on a self-draw: three, or two with three players) and per stick, as the rules say.
    const { honba_ron: honbaRon, honba_tsumo_each: honbaEach, riichi_stick: stick } = ruleOptions(state.rules);
    const perHonba = r.win === "tsumo" ? table(state.rules).tsumo_payers * honbaEach : honbaRon;
    const extras = [];
    if (state.honba) extras.push(plural("result.forHonba", state.honba, { points: points(perHonba * state.honba) }));
    if (state.riichi_sticks) {
      extras.push(plural("result.forSticks", state.riichi_sticks, { points: points(stick * state.riichi_sticks) }));
    }
    return el("div", { class: "payments" },
      el("ul", { "data-testid": "payments" }, items),
      extras.length ? el("p", { class: "counters-note" }, t("result.includes", { extras: extras.join(t("result.and")) })) : null);
  }

  yaku(r) {
    return el("div", { class: "block" }, el("h3", {}, t("result.yaku")),
      el("ul", { class: "yaku", "data-testid": "yaku" }, (r.yaku ?? []).map((y) =>
        el("li", { dataset: { yaku: y.id } }, el("span", {}, y.name),
          el("span", { class: "han" }, y.yakuman ? yakumanName(y.yakuman) : t("result.han", { han: y.han }))))));
  }

  fu(r) {
    const steps = r.fu_steps ?? [];
    if (!steps.length) return null;
    const rows = steps.map((s) => el("tr", { dataset: { fu: String(s.fu), ...(s.tiles ? { tiles: s.tiles } : {}) } },
      el("td", { class: "num" }, `${s.fu}`), el("td", {}, stepTiles(s.tiles), el("span", { class: "reason" }, s.reason))));
    const foot = [el("tr", { class: "sum" }, el("td", { class: "num", "data-testid": "fu-raw" }, String(r.fu_raw)),
      el("td", {}, t("fu.total"))) ];
    if (r.fu !== r.fu_raw) {
      foot.push(el("tr", { class: "rounded" }, el("td", { class: "num" }, String(r.fu)),
        el("td", {}, t(r.fu_raw < r.fu ? "fu.roundedUp" : "fu.counted"))));
    }
    return el("div", { class: "block" }, el("h3", {}, t("fu.title")),
      el("table", { class: "fu-table" },
        el("thead", {}, el("tr", {}, el("th", { class: "num", scope: "col" }, t("fu.column")), el("th", { scope: "col" }, t("fu.for")))),
        el("tbody", { "data-testid": "fu-steps" }, rows), el("tfoot", {}, foot)));
  }
}
