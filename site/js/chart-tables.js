/**
 * The score chart's tables apart from the page (js/chart.js): the chart of a profile from the
 * generated chart data (js/chart-data.js, tenbou.faces.page_data.chart_data), so that the view draws
 * it at once, before the engine is ready; how the tables are cut so that none is wider than a
 * 360 px phone (fewer han a tsumo table, the limits by the winner's seat); and which captions
 * fit the profile's count of players (three players: one other non-dealer pays a tsumo).
 */
import { CHART_LAYOUT, CHARTS } from "./chart-data.js";
import { oneOtherNonDealer, profile } from "./profiles.js";

/** The four kinds of win, in the engine's order: [dealer, win]. */
export const KINDS = [[false, "ron"], [false, "tsumo"], [true, "ron"], [true, "tsumo"]];
export const kindKey = (dealer, win) => `${dealer ? "dealer" : "non_dealer"}_${win}`;

/** The han columns of one table, by the way of winning: a tsumo cell ("2,000-3,900") is twice as wide. */
export const HAN_PER_TABLE = { ron: 4, tsumo: 2 };

/** The limit tables: one for the non-dealer, one for the dealer, each with its ron and tsumo. */
export const LIMIT_TABLES = [false, true];

/** `han` cut into the column groups of one table of `win`: [[1, 2], [3, 4]] for a tsumo. */
export function hanGroups(han, win) {
  const size = HAN_PER_TABLE[win];
  return Array.from({ length: Math.ceil(han.length / size) }, (_, i) => han.slice(i * size, (i + 1) * size));
}

/** The catalog key of a table's caption: with three players a non-dealer's tsumo has one other non-dealer. */
export function captionKey(rules, dealer, win) {
  const key = `chart.table.${kindKey(dealer, win)}`;
  return !dealer && win === "tsumo" && oneOtherNonDealer(rules) ? `${key}_one` : key;
}

/** The catalog key of the note under the chart (how a tsumo cell reads). */
export const noteKey = (rules) => (oneOtherNonDealer(rules) ? "chart.note_one" : "chart.note");

/**
 * The chart of a profile, shaped as the engine's chart response (docs/api.md "Chart"), from the
 * page data; null where the engine must price it: changed rules, honba or riichi sticks.
 */
export function builtChart(rules, honba, sticks, lang) {
  const data = typeof rules === "string" && !honba && !sticks ? CHARTS[rules] : undefined;
  if (!data) return null;
  return {
    ok: true, rules, rules_name: profile(rules).name[lang], honba: 0, riichi_sticks: 0,
    han: CHART_LAYOUT.han, fu: CHART_LAYOUT.fu,
    cells: CHART_LAYOUT.cells.map((cell, i) => ({ ...cell, limit: data.limit[i], shown: data.shown[lang][i] })),
    limits: data.limits.map((row) => ({ ...row, shown: row.shown[lang] })),
  };
}
