/**
 * What the game sheet shows, in the page's words: the seats, the status line, the hands, what
 * each seat needs, the files' names and the share link, worked out from the game request
 * ({rules, players, events}: js/game/record.js) and the engine's answer to tenbou.game
 * (docs/game.md, "Response"). Nothing here touches the DOM or storage: the widgets
 * (js/game/table.js, history.js, standings-card.js) only put these values in place. The
 * standings' own values are js/game/standings.js.
 */
import { points } from "../dom.js";
import { LIMIT_NAMES, WIND_NAMES } from "../engine-data.js";
import { pick, t } from "../i18n.js";
import { baseRules, profile, profileName } from "../profiles.js";
import { WAYS } from "./needs.js";
import { seatWindOf, seatsOf } from "./record.js";
import { answered, placesBySeat, signed, trend } from "./standings.js";

/** The game rules of a game's `rules` (js/engine-data.js): its profile's, with the options it overrides. */
export function gameRules(rules) {
  const base = profile(baseRules(rules))?.game;
  return base && typeof rules === "object" ? { ...base, ...rules } : base;
}

/** A wind's name, as the engine names it: "East" (「東」). */
export const windName = (wind) => pick(WIND_NAMES[wind]);

/** The name of a seat (0 dealing first) that has none: "Player 2". */
export const defaultName = (seat) => t("game.seat", { n: seat + 1 });

/** The name of `seat` in the game `request`: the player's, or "Player 2" where it has none. */
export const seatName = (request, seat) => request?.players[seat] || defaultName(seat);

/** The line over the seats: the rules' name (the engine's, or the profile's before it answers). */
export const rulesLine = (request, response) =>
  t("game.rules", { rules: answered(response)?.rules_name ?? profileName(baseRules(request.rules)) });

/**
 * The status of the hand being played: {round: "East 1", honba, sticks, finished}, or
 * {waiting: the text shown while the engine is asked, or why it failed}.
 */
export function statusOf(response) {
  const r = answered(response);
  if (!r) {
    return { waiting: response ? t("game.failed", { reason: response.error?.message ?? "" }) : t("game.loading") };
  }
  return { round: t("game.round", { wind: windName(r.round_wind), hand: r.hand }), honba: r.honba,
    sticks: r.riichi_sticks, finished: Boolean(r.finished) };
}

/**
 * Each seat's card: [{seat, wind: its wind's name ("" until the engine answers), dealer: bool,
 * place: its place now (or null), score: its points as text ("…" until the engine answers)}].
 */
export function seatCards(request, response) {
  const r = answered(response);
  const placeOf = placesBySeat(response);
  return seatsOf(request).map((seat) => ({
    seat,
    wind: r ? windName(seatWindOf(request, seat, r.dealer)) : "",
    dealer: r?.dealer === seat,
    place: placeOf[seat] || null,
    score: r ? points(r.scores[seat]) : "…",
  }));
}

/** One event's change per seat: [{seat, name, change: "+3,900", trend: "up", "down" or ""}]. */
export const deltaCells = (request, deltas) => seatsOf(request).map((seat) => ({
  seat, name: seatName(request, seat), change: signed(deltas[seat], points), trend: trend(deltas[seat]),
}));

/** The hands recorded: [{event (its index), number: "1.", description, deltas}], as the engine answered. */
export const handRows = (response) => (answered(response)?.hands ?? []).map((entry) => ({
  event: entry.event, number: `${entry.event + 1}.`, description: entry.description ?? "", deltas: entry.deltas,
}));

/** The entries of a preview's answer that are not yet recorded: those after the game's `recorded` events. */
export const previewEntries = (response, recorded) => (response.hands ?? []).slice(recorded)
  .map((entry) => ({ description: entry.description ?? "", deltas: entry.deltas }));

/** A ladder value (js/game/needs.js) as players call it: "2 han 30 fu", "Mangan", or "out of reach" (null). */
export function valueName(step) {
  if (!step) return t("game.needs.unreachable");
  return step.limit ? pick(LIMIT_NAMES[step.limit]) : t("game.needs.hanfu", { han: step.han, fu: step.fu });
}

/**
 * What each seat needs (the rows of js/game/needs.js findNeeds) as the sheet words them:
 * [{seat, other, name, otherName, ways: [{way, key: the catalog text it goes in, way name, value}]}].
 */
export const needRows = (request, rows) => rows.map(({ seat, other, ways }) => ({
  seat, other, name: seatName(request, seat), otherName: seatName(request, other),
  ways: WAYS.map((way) => ({ way, key: ways[way] ? "game.needs.way" : "game.needs.way_unreachable",
    name: t(`game.needs.${way}`), value: valueName(ways[way]) })),
}));

/** The name of an exported file on `date` (a Date): "tenbou-game-2026-12-01.json". */
export const exportName = (extension, date = new Date()) => `tenbou-game-${date.toISOString().slice(0, 10)}.${extension}`;

/** The CSV's column and row names in the page's language (js/game/record.js gameCSV). */
export const csvLabels = () => ({
  number: t("game.csv.number"), event: t("game.csv.event"), points: t("game.csv.points"),
  place: t("game.csv.place"), result: t("game.csv.result"),
});

/** The share link of `request` from the page at `href`: the page's address with only view=game and the game request. */
export function shareLink(href, request) {
  const url = new URL(href);
  url.search = "";
  url.searchParams.set("view", "game");
  url.searchParams.set("shared", JSON.stringify(request));
  return url.href;
}
