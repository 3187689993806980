/**
 * The game's standings as plain values, from the engine's answer to tenbou.game (docs/game.md,
 * "Response"): the seats in place order with their points, results and chombo deductions, each
 * seat's place, and the signs the sheet writes changes and results with. The engine works out
 * every figure; these only read and write them. No DOM and no page words here (Node's tests
 * import it); js/game/standings-card.js draws them.
 */

import { formatNumber } from "../texts.js";

/** The engine's answer when it worked the game out, else null (still asking, or it failed). */
export const answered = (response) => (response?.ok ? response : null);

/**
 * The standings in place order, [{seat, place, name: the engine's name for the seat (null where
 * it gives none), points, result: with uma and oka, in thousands, penalty: the points deducted
 * outside the table (a chombo), 0 when none, sticks: the riichi sticks still on the table that
 * the standings give this seat as the end of the game would (first place: docs/game.md,
 * leftover_sticks), the points its standing has over its score now, 0 when none}]; none until
 * the engine has answered.
 */
export function standingRows(response) {
  const r = answered(response);
  return (r?.standings ?? []).map((s) => ({
    seat: s.seat, place: s.place, name: s.name ?? null, points: s.points, result: s.result, penalty: r.penalties?.[s.seat] || 0,
    sticks: s.points - (r.scores?.[s.seat] ?? s.points),
  }));
}

/** Each seat's place now, {seat: place}: empty until the engine has answered. */
export const placesBySeat = (response) => Object.fromEntries(standingRows(response).map((row) => [row.seat, row.place]));

/**
 * A change in points with its sign: "+8,000", "−8,000" (a minus sign, U+2212), "0"; `format`
 * writes the size in the page's language (js/dom.js points: "8,000" or "8000").
 */
export const signed = (n, format = String) => (n > 0 ? `+${format(n)}` : n < 0 ? `\u2212${format(-n)}` : "0");

/**
 * A result with uma and oka, in thousands, to one decimal as the page's language writes it:
 * "+15.0", "−5.0" (a minus sign), "0.0"; "+15,0" in French and German.
 */
export const signedResult = (n) => {
  const tenths = (x) => formatNumber(x, null, 1);
  return n > 0 ? `+${tenths(n)}` : n < 0 ? `\u2212${tenths(-n)}` : tenths(0);
};

/** Which way a change in points goes, as the sheet colours it: "up", "down" or "" (no change). */
export const trend = (n) => (n > 0 ? "up" : n < 0 ? "down" : "");
