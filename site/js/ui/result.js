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
import { OPEN_MELD_KINDS } from "../engine-data.js";
import { profileName, ruleOptions } from "../profiles.js";
import { tileImage } from "../tile-svg.js";
import { parseTiles } from "../tiles.js";
import { readingBlock } from "./reading.js";
import { callBlock, gainsBlock } from "./score-extras.js";

const LIMITS = { mangan: "Mangan", haneman: "Haneman", baiman: "Baiman", sanbaiman: "Sanbaiman", yakuman: "Yakuman" };
const PAYERS = {
  discarder: "From the discarder", dealer: "From the dealer",
  non_dealer: "From each non-dealer", each: "From each player",
};
/** A heading for each error code the engine can give for a complete hand. */
const PROBLEMS = {
  no_yaku: "No yaku", not_winning: "Not a winning hand", wrong_tile_count: "Wrong number of tiles",
  too_many_copies: "Too many copies of a tile", win_tile_not_in_hand: "Winning tile not in the hand",
  invalid_meld: "Invalid meld", invalid_tile: "Not a tile", conflicting_conditions: "Conditions that cannot go together",
  invalid_rules: "Unknown rules",
};

const MULTIPLES = ["", "Yakuman", "Double yakuman", "Triple yakuman", "Quadruple yakuman"];

export const yakumanName = (n) => MULTIPLES[n] ?? `${n}× yakuman`;
/** The limit a score reached, as the page names it ("Mangan", "Double yakuman"), or "". */
export const limitName = (r) => (r.yakuman ? yakumanName(r.yakuman) : LIMITS[r.limit] ?? r.limit ?? "");
/** The heading for an engine error code. */
export const problemTitle = (code) => PROBLEMS[code] ?? "This hand cannot score";
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A fu step's set or pair as small pictures (the words beside them say it for screen readers). */
function stepTiles(mpsz) {
  if (!mpsz) return null;
  return el("span", { class: "step-tiles", "aria-hidden": "true" },
    parseTiles(mpsz).tiles.map((t) => tileImage(t, { small: true, decorative: true })));
}

export class ResultView {
  constructor() {
    // The heading stays while the rest is redrawn, so that a focus put on it (reveal()) stays.
    this.title = el("h2", { id: "result-title", tabindex: "-1" }, "Score");
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
    if (view.kind === "error") {
      this.body.replaceChildren(...this.problem(view.error ?? {}, view.state));
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
      case "incomplete": return `Add ${plural(needed, "more tile")} to complete the hand (14, counting 3 per meld).`;
      case "waiting": return message || "The scoring engine is loading; the score shows as soon as it is ready.";
      case "failed": return message;
      default: return "Build a winning hand: tap tiles in the palette, or type it.";
    }
  }

  /** Why a complete hand has no score: the engine's message, under a heading, with what to do. */
  problem(error, state) {
    let tip = "Change the hand or the situation to see its score.";
    if (error.code === "no_yaku") {
      tip = state?.melds.some((m) => OPEN_MELD_KINDS.includes(m.kind))
        ? "Add one: an open hand needs a yaku such as all simples, a dragon or wind triplet, a flush or all triplets."
        : "Add one, e.g. riichi, or tsumo on a concealed hand (fully concealed self-draw).";
    }
    return [el("div", { class: "problem", "data-testid": "result-problem", dataset: { code: error.code ?? "" } },
      el("p", { class: "problem-title" }, problemTitle(error.code)),
      error.message ? el("p", {}, error.message) : null,
      el("p", { class: "problem-tip" }, tip))];
  }

  score(r, state) {
    // A yakuman hand is paid by its yakuman count alone: its han and fu stay in the DOM for
    // the hooks but are not shown.
    const numbers = el("span", { hidden: Boolean(r.yakuman) },
      el("span", { "data-testid": "han" }, String(r.han)), " han ",
      el("span", { "data-testid": "fu" }, String(r.fu)), " fu");
    const limit = limitName(r);
    const hanfu = el("p", { class: "hanfu" }, numbers,
      limit ? el("span", { class: "limit", "data-testid": "limit" }, limit) : null);
    const rules = el("p", { class: "scored-under" }, "Scored under ",
      el("strong", { "data-testid": "rules-name" }, r.rules_name ?? profileName(state.rules)), " rules");
    const headline = el("div", { class: "headline" },
      el("p", { class: "total" }, el("span", { "data-testid": "total" }, points(r.total)), " points"), hanfu, rules);
    // The engine's notes say where the rules changed the score (kiriage, red fives, 13+ han ...).
    const notes = (r.notes ?? []).length
      ? el("ul", { class: "notes", "data-testid": "notes" }, r.notes.map((n) => el("li", {}, String(n)))) : null;
    return [headline, callBlock(r), notes, this.payments(r, state), gainsBlock(r, state), this.yaku(r), r.yakuman ? null : this.fu(r),
      readingBlock(r.reading, state)].filter(Boolean);
  }

  payments(r, state) {
    const items = Object.entries(r.payments ?? {}).map(([payer, amount]) =>
      el("li", { dataset: { payer } }, el("span", {}, PAYERS[payer] ?? payer), el("strong", {}, points(amount))));
    // Points per honba (from each of the three payers on a self-draw) and per stick, as the rules say.
    const { honba_ron: honbaRon, honba_tsumo_each: honbaEach, riichi_stick: stick } = ruleOptions(state.rules);
    const perHonba = r.win === "tsumo" ? 3 * honbaEach : honbaRon;
    const extras = [];
    if (state.honba) extras.push(`${points(perHonba * state.honba)} for ${plural(state.honba, "honba")}`);
    if (state.riichi_sticks) extras.push(`${points(stick * state.riichi_sticks)} for ${plural(state.riichi_sticks, "riichi stick")}`);
    return el("div", { class: "payments" },
      el("ul", { "data-testid": "payments" }, items),
      extras.length ? el("p", { class: "counters-note" }, `The total includes ${extras.join(" and ")}.`) : null);
  }

  yaku(r) {
    return el("div", { class: "block" }, el("h3", {}, "Yaku"),
      el("ul", { class: "yaku", "data-testid": "yaku" }, (r.yaku ?? []).map((y) =>
        el("li", { dataset: { yaku: y.id } }, el("span", {}, y.name),
          el("span", { class: "han" }, y.yakuman ? yakumanName(y.yakuman) : `${y.han} han`)))));
  }

  fu(r) {
    const steps = r.fu_steps ?? [];
    if (!steps.length) return null;
    const rows = steps.map((s) => el("tr", { dataset: { fu: String(s.fu), ...(s.tiles ? { tiles: s.tiles } : {}) } },
      el("td", { class: "num" }, `${s.fu}`), el("td", {}, stepTiles(s.tiles), el("span", { class: "reason" }, s.reason))));
    const foot = [el("tr", { class: "sum" }, el("td", { class: "num", "data-testid": "fu-raw" }, String(r.fu_raw)),
      el("td", {}, "total")) ];
    if (r.fu !== r.fu_raw) {
      foot.push(el("tr", { class: "rounded" }, el("td", { class: "num" }, String(r.fu)),
        el("td", {}, r.fu_raw < r.fu ? "rounded up" : "fu counted")));
    }
    return el("div", { class: "block" }, el("h3", {}, "Fu"),
      el("table", { class: "fu-table" },
        el("thead", {}, el("tr", {}, el("th", { class: "num", scope: "col" }, "Fu"), el("th", { scope: "col" }, "For"))),
        el("tbody", { "data-testid": "fu-steps" }, rows), el("tfoot", {}, foot)));
  }
}
