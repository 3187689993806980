/**
 * A game as the page keeps it: the game request of docs/api.md ("Game ledger"),
 * {rules, players, events}, plus the events undone since the last entry (to redo them). These
 * functions only move events about; the engine (tenbou.game) works out every point, the dealer,
 * the round, honba, sticks and standings from the events. No DOM here.
 */
import { table } from "../profiles.js";
import { parseObject } from "../url.js";

/** A game's seats under its rules, 0 dealing first (from the engine: 0-3, or 0-2 with three players). */
export const seatsOf = (request) => table(request.rules).seats;

/** The wind of `seat` in a hand that `dealer` deals, under the game's rules (from the engine): the dealer sits East. */
export const seatWindOf = (request, seat, dealer) => table(request.rules).seat_winds[dealer][seat];

/** A new game request: `rules` a profile id (or override object), a name per seat. */
export const newRequest = (rules, players) => ({ rules, players: [...players], events: [] });

/** The record with `events` recorded after its own (the redo list is dropped). */
export const withEvents = (record, events) => ({
  ...record, request: { ...record.request, events: [...record.request.events, ...events] }, redo: [],
});

/** The record with its last event undone (kept for redo), or the record itself when it has none. */
export function undone(record) {
  const events = record.request.events;
  if (!events.length) return record;
  return { ...record, request: { ...record.request, events: events.slice(0, -1) }, redo: [events.at(-1), ...record.redo] };
}

/** The record with the last undone event recorded again, or the record itself when none is undone. */
export function redone(record) {
  if (!record.redo.length) return record;
  const [event, ...rest] = record.redo;
  return { ...record, request: { ...record.request, events: [...record.request.events, event] }, redo: rest };
}

/** The record with seat `seat` named `name`. */
export function renamed(record, seat, name) {
  const players = record.request.players.map((p, i) => (i === seat ? name : p));
  return { ...record, request: { ...record.request, players } };
}

/** The request sent to the engine: the game's own, in the page's language. */
export const engineRequest = (request, lang) => ({ ...request, lang });

/** The game request as an export writes it (docs/api.md, "Game ledger"), as JSON text. */
export const requestJSON = (request) => `${JSON.stringify(
  { rules: request.rules, players: request.players, events: request.events }, null, 2)}\n`;

/**
 * The game request in an imported file's text, or null when the text is not one: an object with
 * a player name (string) per seat of its rules, a list of event objects and rules (a profile id
 * or an object).
 * Whether the events can happen is the engine's to say.
 */
export function parseRequest(text) {
  const value = parseObject(text);
  if (!value) return null;
  const { rules, players, events } = value;
  const okRules = typeof rules === "string" || (rules && typeof rules === "object" && !Array.isArray(rules));
  const okPlayers = okRules && Array.isArray(players) && players.length === seatsOf({ rules }).length
    && players.every((p) => typeof p === "string");
  const okEvents = Array.isArray(events) && events.every((e) => e && typeof e === "object" && !Array.isArray(e));
  return okRules && okPlayers && okEvents ? { rules, players, events } : null;
}

/** One CSV field, quoted where it must be (RFC 4180). */
const csvField = (value) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The game as CSV (RFC 4180, CRLF line ends): a head row, one row per event with the engine's
 * description and each seat's change, then the points now and each seat's standing, all from
 * the engine's response. `labels` holds the column and row names in the page's language.
 */
export function gameCSV(request, response, labels) {
  const rows = [[labels.number, labels.event, ...request.players]];
  for (const entry of response.hands ?? []) {
    rows.push([entry.event + 1, entry.description ?? "", ...entry.deltas]);
  }
  rows.push(["", labels.points, ...response.scores]);
  const bySeat = Object.fromEntries((response.standings ?? []).map((s) => [s.seat, s]));
  rows.push(["", labels.place, ...seatsOf(request).map((seat) => bySeat[seat]?.place ?? "")]);
  rows.push(["", labels.result, ...seatsOf(request).map((seat) => bySeat[seat]?.result ?? "")]);
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
