/**
 * The score in one line that stays in view on a phone (a bar stuck to the bottom of the
 * screen, style.css): once the hand has all its tiles it shows the total, han and fu, the
 * limit and who pays, or why the hand cannot score; a tap brings the full breakdown into view.
 * Hook: data-testid="summary" (the bar's button), which holds the total.
 *
 * It also holds the page's only live region: each new score is announced once, briefly
 * ("3,200 points: 2 han 50 fu, from the discarder"); the rest of the page is read on demand.
 */
import { el, points } from "../dom.js";
import { list, t } from "../i18n.js";
import { limitName, problemTitle } from "./result.js";

const hanFu = (r) => t("result.hanFu", { han: r.han, fu: r.fu });
/** Who pays what, in one line, by the payments' keys (contract: ron, non-dealer tsumo, dealer tsumo). */
const PAYMENT_LINE = { discarder: "summary.discarder", dealer: "summary.dealer", each: "summary.each" };
/** The announcement's account of who pays (the total is said first). */
const PAYMENT_SAID = { discarder: "summary.saidDiscarder", dealer: "summary.saidDealer", each: "summary.saidEach" };
const payerKey = (payments) => ["discarder", "dealer", "each"].find((k) => k in payments);
/** The payments' amounts, formatted, as the texts' fields. */
const amounts = (payments) => Object.fromEntries(Object.entries(payments).map(([payer, n]) => [payer, points(n)]));

/** The announcement for a score: "3,200 points: 2 han 50 fu, from the discarder". */
export function scoreAnnouncement(r) {
  const key = payerKey(r.payments ?? {});
  const parts = [limitName(r), r.yakuman ? "" : hanFu(r), key ? t(PAYMENT_SAID[key], amounts(r.payments)) : ""].filter(Boolean);
  return t("summary.said", { total: points(r.total), parts: list(parts) });
}

export class SummaryBar {
  /** @param {() => void} onOpen the bar was tapped: show the full result */
  constructor(onOpen) {
    this.total = el("span", { class: "summary-total" });
    this.line1 = el("span", { class: "summary-line" });
    this.line2 = el("span", { class: "summary-line small" });
    this.more = el("span", { class: "summary-more" });
    this.button = el("button", { type: "button", class: "summary", "data-testid": "summary", hidden: true,
      "aria-controls": "result", on: { click: () => onOpen() } },
    this.total, el("span", { class: "summary-text" }, this.line1, this.line2), this.more);
    this.live = el("p", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true", "data-testid": "announce" });
    this.container = el("div", { class: "summary-bar" }, this.button, this.live);
    this.said = "";
  }

  /**
   * @param {{kind: string, response?: object, error?: object}} view  the result's view
   *   (ui/result.js): "score" and "error" are shown and announced, "waiting" and "failed"
   *   shown, "empty" and "incomplete" hide the bar.
   */
  update(view) {
    const shown = { score: true, error: true, waiting: true, failed: true }[view.kind] ?? false;
    this.button.hidden = !shown;
    this.button.dataset.state = view.kind;
    let say = this.said;
    if (view.kind === "score") {
      const r = view.response;
      const key = payerKey(r.payments ?? {});
      const limit = limitName(r);
      this.total.replaceChildren(el("strong", {}, points(r.total)), " ", el("small", {}, t("summary.points")));
      this.line1.replaceChildren(r.yakuman ? "" : hanFu(r), limit ? el("span", { class: "limit" }, limit) : "");
      this.line2.textContent = key ? t(PAYMENT_LINE[key], amounts(r.payments)) : "";
      say = scoreAnnouncement(r);
    } else if (view.kind === "error") {
      const title = problemTitle(view.error?.code);
      this.total.replaceChildren();
      this.line1.textContent = title;
      this.line2.textContent = "";
      say = title;
    } else if (shown) {
      this.total.replaceChildren();
      this.line1.textContent = t(view.kind === "failed" ? "status.failed" : view.message ? "result.scoring" : "summary.loading");
      this.line2.textContent = "";
    } else {
      say = "";
    }
    this.more.textContent = t(view.kind === "error" ? "summary.why" : "summary.details");
    if (say !== this.said) {
      this.said = say;
      this.live.textContent = say;
    }
  }
}
