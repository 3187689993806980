/**
 * What each seat needs to pass each seat ahead of it, three ways: a direct
 * hit (ron from that seat), a ron from a third seat, and tsumo. For each way the answer is the
 * smallest value of LADDER with which the engine's own ledger (tenbou.game, asked with the win
 * appended to the game's events) puts the seat strictly ahead of the other in its standings, so
 * the honba, the riichi sticks on the table, the dealer's payments and the profile's tie rule are
 * all the engine's. The page works out no points: it only searches the ladder, in rounds of one
 * batch of requests each (a binary search per question; the ladder is in increasing value).
 */

import { NEEDS_LADDER } from "../engine-data.js";
import { seatsOf } from "./record.js";

/**
 * The values searched, lowest first, from the engine (js/engine-data.js, `NEEDS_LADDER`): the
 * usual values below a mangan (1 han 30 fu to 4 han 30 fu) and the limits. Each is a win
 * event's value with the `limit` it reaches, if any (named by the engine's LIMIT_NAMES).
 */
export const LADDER = NEEDS_LADDER;

export const WAYS = ["direct", "ron", "tsumo"];

/** The win event for `seat` passing `other` the `way` way, with the ladder's value `step`. */
function winEvent(seats, seat, other, way, step) {
  const { limit, ...value } = step;
  const third = seats.find((s) => s !== seat && s !== other);
  const from = way === "direct" ? other : way === "ron" ? third : null;
  return { win: { winner: seat, from, ...value } };
}

/** True when the engine's standings put `seat` at a better place than `other`. */
function ahead(response, seat, other) {
  if (!response?.ok) return false;
  const place = (s) => response.standings.find((x) => x.seat === s)?.place ?? Infinity;
  return place(seat) < place(other);
}

/**
 * The questions to ask for a game's state: every (seat, other) with `other` at a better place.
 * @returns {{seat: number, other: number}[]}
 */
export function pairs(response, seats) {
  const place = Object.fromEntries(response.standings.map((s) => [s.seat, s.place]));
  const out = [];
  for (const seat of seats) {
    for (const other of seats) if (place[other] < place[seat]) out.push({ seat, other });
  }
  return out;
}

/**
 * Search the ladder for every pair and way. `ask(requests)` resolves to the engine's responses.
 * Resolves to [{seat, other, ways: {direct, ron, tsumo}}], each way the LADDER entry found, or
 * null where no value of the ladder passes.
 */
export async function findNeeds(request, response, ask) {
  const seats = seatsOf(request);
  const searches = pairs(response, seats).flatMap(({ seat, other }) =>
    WAYS.map((way) => ({ seat, other, way, lo: 0, hi: LADDER.length })));
  for (;;) {
    const open = searches.filter((s) => s.lo < s.hi);
    if (!open.length) break;
    const mids = open.map((s) => (s.lo + s.hi) >> 1);
    const answers = await ask(open.map((s, i) => ({
      ...request, events: [...request.events, winEvent(seats, s.seat, s.other, s.way, LADDER[mids[i]])] })));
    open.forEach((s, i) => {
      if (ahead(answers[i], s.seat, s.other)) s.hi = mids[i];
      else s.lo = mids[i] + 1;
    });
  }
  const rows = new Map();
  for (const s of searches) {
    const key = `${s.seat}-${s.other}`;
    if (!rows.has(key)) rows.set(key, { seat: s.seat, other: s.other, ways: {} });
    rows.get(key).ways[s.way] = s.lo < LADDER.length ? LADDER[s.lo] : null;
  }
  return [...rows.values()];
}
