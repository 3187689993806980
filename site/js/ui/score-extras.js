/**
 * What the result shows beside the score for the table (all from the engine's response,
 * docs/api.md "Call", "Gains", "More han"): the words to call (`call`), what a riichi hand
 * pays with one, two or three more han once the ura dora are turned (`more_han`), how far the
 * winner moves against each other seat (`gains`), and a link to the score chart of the rules.
 * Hooks: data-testid="call", "more-han" (one item per extra han, data-extra), "gains" (one
 * item per seat kind, data-against), "gains-other" (the same for the other way of winning), "chart-link".
 */
import { WAY_FLAGS } from "../engine-data.js";
import { el, points } from "../dom.js";
import { t } from "../i18n.js";
import { engine } from "../start-engine.js";
import { toRequest } from "../state.js";
import { oneOtherNonDealer, table } from "../profiles.js";


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

/** The words for a kind of seat in a list of gains: "the other ..." where the rules leave one such seat (three players). */
function gainsLabel(against, rules) {
  const one = { non_dealer: oneOtherNonDealer(rules), others: table(rules).seats.length === 3 }[against];
  return t(one ? `call.gains.${against}_one` : `call.gains.${against}`);
}

/** One list of gains: a row per kind of seat, "+points". */
function gainsList(gains, testid, rules) {
  return el("ul", { class: "gains-list", "data-testid": testid }, Object.entries(gains).map(([against, moved]) =>
    el("li", { dataset: { against } }, el("span", {}, gainsLabel(against, rules)), el("strong", {}, `+${points(moved)}`))));
}

/**
 * After the payments: how far the winner moves against each other seat, and below it the same
 * for the other way of winning (a direct hit against a tsumo), which the engine is asked for
 * here: the same hand and situation won the other way (hook data-testid="gains-other").
 */
export function gainsBlock(r, state) {
  if (!r.gains) return null;
  const other = r.win === "ron" ? "tsumo" : "ron";
  const otherBlock = el("div", { class: "gains-other" });
  const block = el("div", { class: "block gains" }, el("h3", {}, t("call.gains")),
    gainsList(r.gains, "gains", state?.rules),
    el("p", { class: "gains-note" }, t(r.win === "ron" ? "call.gains_note_ron" : "call.gains_note_tsumo")),
    otherBlock);
  if (state) {
    const request = { ...toRequest(state), win: other };
    for (const flag of WAY_FLAGS[r.win]) delete request[flag]; // the flags of the way won (js/engine-data.js)
    engine.send("score", request, "other").then((answer) => {
      if (!answer.ok) return;
      otherBlock.replaceChildren(el("p", { class: "gains-other-title" },
        t(other === "ron" ? "call.gains_if_ron" : "call.gains_if_tsumo", { call: answer.call })),
      gainsList(answer.gains, "gains-other", state.rules));
    }, () => {}); // a newer hand replaced it
  }
  return block;
}
