/**
 * What the result shows beside the score for the table (all from the engine's response,
 * docs/api.md "Call", "Gains", "More han"): the words to call (`call`), what a riichi hand
 * pays with one, two or three more han once the ura dora are turned (`more_han`), how far the
 * winner moves against each other seat (`gains`), and a link to the score chart of the rules.
 * Hooks: data-testid="call", "more-han" (one item per extra han, data-extra), "gains" (one
 * item per seat kind, data-against), "chart-link".
 */
import { el, points } from "../dom.js";
import { t } from "../i18n.js";

/** The link to the chart: this page's address with view=chart (the rules and honba go along). */
export function chartHref(search = location.search) {
  const params = new URLSearchParams(search);
  params.set("view", "chart");
  return `?${params}`;
}

/** Under the total: the call, the one-more-han line of a riichi hand, and the chart link. */
export function callBlock(r) {
  const more = r.more_han?.length
    ? el("p", { class: "more-han", "data-testid": "more-han" }, el("span", { class: "more-han-title" }, t("call.more_han")),
      r.more_han.map((m) => el("span", { class: "more-han-item", dataset: { extra: String(m.extra) } },
        t("call.more_han_item", { extra: m.extra, call: m.call }))))
    : null;
  return el("div", { class: "call-block" },
    el("p", { class: "call" }, el("span", { "data-testid": "call" }, t("call.say", { call: r.call }))),
    more,
    el("a", { class: "chart-link", href: chartHref(), "data-testid": "chart-link" }, t("chart.open")));
}

/** After the payments: how far the winner moves against each other seat. */
export function gainsBlock(r) {
  const gains = Object.entries(r.gains ?? {});
  if (!gains.length) return null;
  return el("div", { class: "block gains" }, el("h3", {}, t("call.gains")),
    el("ul", { class: "gains-list", "data-testid": "gains" }, gains.map(([against, moved]) =>
      el("li", { dataset: { against } }, el("span", {}, t(`call.gains.${against}`)), el("strong", {}, `+${points(moved)}`)))),
    el("p", { class: "counters-note" }, t(r.win === "ron" ? "call.gains_note_ron" : "call.gains_note_tsumo")));
}
