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
import { limitName, problemTitle } from "./result.js";

const TEXT = {
  points: "points", details: "Details", scoring: "Scoring…", loading: "Engine loading…", failed: "Engine failed",
  why: "Why",
};
const hanFu = (r) => `${r.han} han ${r.fu} fu`;
/** Who pays what, in one line, by the payments' keys (contract: ron, non-dealer tsumo, dealer tsumo). */
const PAYMENT_LINE = {
  discarder: (p) => `${points(p.discarder)} from the discarder`,
  dealer: (p) => `${points(p.dealer)} from the dealer, ${points(p.non_dealer)} from each of the others`,
  each: (p) => `${points(p.each)} from each player`,
};
/** The announcement's account of who pays (the total is said first). */
const PAYMENT_SAID = {
  discarder: () => "from the discarder",
  dealer: (p) => `${points(p.dealer)} from the dealer and ${points(p.non_dealer)} from each of the others`,
  each: (p) => `${points(p.each)} from each player`,
};
const payerKey = (payments) => ["discarder", "dealer", "each"].find((k) => k in payments);

/** The announcement for a score: "3,200 points: 2 han 50 fu, from the discarder". */
export function scoreAnnouncement(r) {
  const key = payerKey(r.payments ?? {});
  const parts = [limitName(r), r.yakuman ? "" : hanFu(r), key ? PAYMENT_SAID[key](r.payments) : ""].filter(Boolean);
  return `${points(r.total)} ${TEXT.points}: ${parts.join(", ")}`;
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
      this.total.replaceChildren(el("strong", {}, points(r.total)), " ", el("small", {}, TEXT.points));
      this.line1.replaceChildren(r.yakuman ? "" : hanFu(r), limit ? el("span", { class: "limit" }, limit) : "");
      this.line2.textContent = key ? PAYMENT_LINE[key](r.payments) : "";
      say = scoreAnnouncement(r);
    } else if (view.kind === "error") {
      const title = problemTitle(view.error?.code);
      this.total.replaceChildren();
      this.line1.textContent = title;
      this.line2.textContent = "";
      say = title;
    } else if (shown) {
      this.total.replaceChildren();
      this.line1.textContent = view.kind === "failed" ? TEXT.failed : view.message ? TEXT.scoring : TEXT.loading;
      this.line2.textContent = "";
    } else {
      say = "";
    }
    this.more.textContent = view.kind === "error" ? TEXT.why : TEXT.details;
    if (say !== this.said) {
      this.said = say;
      this.live.textContent = say;
    }
  }
}
