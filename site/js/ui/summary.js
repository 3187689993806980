/**
 * The score in one line that stays in view on a phone (under the palette, stuck to the top or
 * bottom of the screen when the page scrolls; style.css, docs/layout.md). While the hand is
 * built it says how many tiles are still missing; with 13 tiles, what the hand waits on (or how
 * far it is from tenpai); once the hand has all its tiles, the total, han and fu, the limit and
 * who pays, or why the hand cannot score (for a hand that does not win, the best discards).
 * A tap brings the full breakdown (the result, or the waits and discards) into view.
 * Hook: data-testid="summary" (the bar's button), which holds the total; its data-state is the
 * result's kind ("empty", "incomplete", "waiting", "failed", "error", "score").
 *
 * It also holds the page's only live region: each new score is announced once, briefly
 * ("3,200 points: 2 han 50 fu, from the discarder"); the rest of the page is read on demand.
 */
import { el, points } from "../dom.js";
import { list, plural, t } from "../i18n.js";
import { tileImage } from "../tile-svg.js";
import { limitName, problemTitle } from "./result.js";
import { oneOtherNonDealer } from "../profiles.js";
import { showInParent } from "./frame.js";

const hanFu = (r) => t("result.hanFu", { han: r.han, fu: r.fu });
/** Who pays what, in one line, by the payments' keys (contract: ron, non-dealer tsumo, dealer tsumo). */
const PAYMENT_LINE = { discarder: "summary.discarder", dealer: "summary.dealer", each: "summary.each" };
/** The announcement's account of who pays (the total is said first). */
const PAYMENT_SAID = { discarder: "summary.saidDiscarder", dealer: "summary.saidDealer", each: "summary.saidEach" };
const payerKey = (payments) => ["discarder", "dealer", "each"].find((k) => k in payments);
/** The same, where the dealer and one other non-dealer pay a self-draw (three players). */
const ONE_NON_DEALER = { line: "summary.dealerOne", said: "summary.saidDealerOne" };
/** The text key of who pays, in the bar's line ("line") or its announcement ("said"), under `rules`. */
function paymentText(payments, rules, which) {
  const key = payerKey(payments);
  if (!key) return null;
  if (key === "dealer" && oneOtherNonDealer(rules)) return ONE_NON_DEALER[which];
  return (which === "line" ? PAYMENT_LINE : PAYMENT_SAID)[key];
}
/** The payments' amounts, formatted, as the texts' fields. */
const amounts = (payments) => Object.fromEntries(Object.entries(payments).map(([payer, n]) => [payer, points(n)]));

/** The announcement for a score: "3,200 points: 2 han 50 fu, from the discarder". */
export function scoreAnnouncement(r, rules) {
  const key = paymentText(r.payments ?? {}, rules, "said");
  const parts = [limitName(r), r.yakuman ? "" : hanFu(r), key ? t(key, amounts(r.payments)) : ""].filter(Boolean);
  return t("summary.said", { total: points(r.total), parts: list(parts) });
}

export class SummaryBar {
  /** @param {(shows: string) => void} onOpen the bar was tapped: show the full result ("result"), or the waits ("waits") */
  constructor(onOpen) {
    this.total = el("span", { class: "summary-total" });
    this.line1 = el("span", { class: "summary-line" });
    this.line2 = el("span", { class: "summary-line small" });
    // "Details" or "Why", and an arrow (style.css: under 390 px only the arrow is drawn, the word is read out).
    this.moreWord = el("span", { class: "summary-more-word" });
    this.more = el("span", { class: "summary-more" }, this.moreWord);
    this.button = el("button", { type: "button", class: "summary", "data-testid": "summary",
      "aria-controls": "result", on: { click: () => onOpen(this.button.getAttribute("aria-controls")) } },
    this.total, el("span", { class: "summary-text" }, this.line1, this.line2), this.more);
    this.live = el("p", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true", "data-testid": "announce" });
    this.container = el("div", { class: "summary-bar" }, this.button, this.live);
    this.said = "";
    this.view = { kind: "empty" };
    this.panel = { kind: "hidden" }; // what the waits panel shows (glance())
  }

  /**
   * What the waits panel shows, for the bar's line while the hand is not scored.
   * @param {string} kind  the panel's state: "hidden", "busy", "waits", "discards" or "error"
   * @param {?object} answer  the engine's waits or discards answer
   */
  glance(kind, answer) {
    this.panel = { kind, answer };
    this.update(this.view);
  }

  /** The waits panel's answer as a line and some tile pictures, or null when it has none to give. */
  panelLine() {
    const { kind, answer } = this.panel;
    if (kind === "waits" && answer.tenpai) {
      const live = answer.waits.filter((w) => !w.dead);
      if (!live.length) return { text: t("summary.karaten"), tiles: [] };
      return { text: t("summary.tenpai"), tiles: live.map((w) => w.tile) };
    }
    if (kind === "waits") return { text: plural("summary.shanten", answer.shanten), tiles: [] };
    if (kind === "discards") {
      const best = answer.discards.filter((d) => (d.tenpai ? 0 : d.shanten) === answer.shanten);
      return { text: t("summary.discard"), tiles: best.map((d) => d.tile) };
    }
    if (kind === "busy") return { text: t("waits.busy"), tiles: [] };
    return null;
  }

  /**
   * @param {{kind: string, needed?: number, response?: object, error?: object}} view  the
   *   result's view (ui/result.js); "score" and "error" are announced, the rest only shown.
   */
  update(view) {
    this.view = view;
    this.button.dataset.state = view.kind;
    const glance = view.kind === "score" ? null : this.panelLine();
    this.button.setAttribute("aria-controls", glance && view.kind !== "failed" ? "waits" : "result");
    let say = this.said;
    if (view.kind === "score") {
      const r = view.response;
      const key = paymentText(r.payments ?? {}, view.state?.rules, "line");
      const limit = limitName(r);
      this.total.replaceChildren(el("strong", {}, points(r.total)), " ", el("small", {}, t("summary.points")));
      this.line1.replaceChildren(r.yakuman ? "" : hanFu(r), limit ? el("span", { class: "limit" }, limit) : "");
      this.line2.textContent = key ? t(key, amounts(r.payments)) : "";
      say = scoreAnnouncement(r, view.state?.rules);
    } else if (view.kind === "error") {
      const title = problemTitle(view.error?.code);
      this.total.replaceChildren();
      this.line1.textContent = title;
      this.tileLine(view.error?.code === "not_winning" ? glance : null);
      say = title;
    } else if (view.kind === "failed" || view.kind === "waiting") {
      this.total.replaceChildren();
      this.line1.textContent = t(view.kind === "failed" ? "status.failed" : view.message ? "result.scoring" : "summary.loading");
      this.line2.textContent = "";
    } else { // the hand is being built: how many tiles to go, or with 13 what it waits on
      const needed = view.kind === "incomplete" ? view.needed : null;
      this.total.replaceChildren();
      this.line1.textContent = needed ? plural("summary.incomplete", needed) : t("summary.empty");
      this.tileLine(needed === 1 ? glance : null);
      say = "";
    }
    this.moreWord.textContent = t(view.kind === "error" ? "summary.why" : "summary.details");
    if (say !== this.said) {
      this.said = say;
      this.live.textContent = say;
      if (view.kind === "score") showInParent(this.button); // (embedded: the new total in the club page's sight)
    }
  }

  /** The second line: the waits panel's glance (a few words and tile pictures), or nothing. */
  tileLine(glance) {
    if (!glance) {
      this.line2.textContent = "";
      return;
    }
    this.line2.replaceChildren(el("span", {}, glance.text),
      ...glance.tiles.map((tile) => tileImage(tile, { small: true })));
  }
}
