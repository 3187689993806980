/**
 * The rule profiles the page offers, as the engine declares them: js/engine-data.js, written
 * by build.py from the engine (tenbou.faces.page_data). Each is {id, name, summary, options}, in the
 * selector's order: `name` and `summary` (the one line on what the profile does where the
 * profiles differ) in every language ({"en": "EMA 2025", "ja": ...}), `options` every rule
 * option as a score request's rules object takes it (`options.aka_dora`: red fives count, and
 * the palette offers them). Pure data; no DOM.
 */
import { DEFAULT_PROFILE, PROFILES, SUMMARY_FORMAT, WINDS } from "./engine-data.js";
import { pick } from "./texts.js";

export { DEFAULT_PROFILE, PROFILES };

/** The profile with this id, or undefined. */
export const profile = (id) => PROFILES.find((p) => p.id === id);

/** The profile id of the state's rules: the id itself, or an override object's base. */
export const baseRules = (rules) => (rules && typeof rules === "object" ? rules.base ?? DEFAULT_PROFILE : rules);

/** The player's name for a profile id ("EMA 2025"), in the page's language; an unknown id is shown as it is. */
export const profileName = (id) => pick(profile(id)?.name) ?? id;

/** What a profile does where the profiles differ, in one line in the page's language; undefined for an unknown id. */
export const profileSummary = (id) => pick(profile(id)?.summary);

/**
 * The profile's line (profileSummary) without the phrases that say an option of `changed` (the
 * names of the options a rules object changes), which the page says apart: "kiriage mangan" is
 * left out once kiriage is changed. The engine's phrases (`summary_phrases`, each with the
 * options it `reads`), joined as the engine joins them (SUMMARY_FORMAT). Undefined for an unknown id.
 */
export function summaryWithout(id, changed) {
  const phrases = profile(id)?.summary_phrases;
  if (!phrases) return undefined;
  if (!changed.length) return profileSummary(id);
  const kept = phrases.filter((p) => !p.reads.some((name) => changed.includes(name))).map((p) => pick(p.phrase));
  if (!kept.length) return "";
  const line = kept.join(pick(SUMMARY_FORMAT.separator));
  return pick(SUMMARY_FORMAT.sentence).replace("{phrases}", line[0].toUpperCase() + line.slice(1));
}

/**
 * The options the state's rules stand for: the base profile's, with an override object's own
 * on top, as the link gave them (the engine checks them: rules it scored under are valid).
 * Empty for an unknown profile.
 */
export function ruleOptions(rules) {
  const options = profile(baseRules(rules))?.options ?? {};
  if (!rules || typeof rules !== "object") return options;
  const { base, ...changes } = rules;
  return { ...options, ...changes };
}

/**
 * What the state's rules make of the table, as the engine gives it for each profile
 * (tenbou.faces.page_data): {players, tiles, meld_kinds, seats, seat_winds, tsumo_payers, max_kita}.
 * `tiles`: the tiles in play, red fives where the profile counts them (three players: no 2m-8m);
 * `meld_kinds`: the melds a hand may declare (three players: no chi); `seat_winds[dealer][seat]`;
 * `max_kita`: the norths a hand may set aside (0 with four players). An unknown profile (from a
 * link) has the default profile's table.
 */
export const table = (rules) => profile(baseRules(rules)) ?? profile(DEFAULT_PROFILE);

/**
 * The name of the profile whose table the rules use (table): the profile's, an override's
 * base's, or for an unknown id the default profile's, whose table stands in for it.
 */
export const tableName = (rules) => profileName(table(rules).id);

/**
 * The four-player profile of the rules' platform when the rules are a three-player profile (or
 * an override of one): `tenhou_sanma` -> `tenhou`, from the engine; else null.
 */
export const fourPlayerProfile = (rules) => table(rules).four_player_profile ?? null;

/** The winds a seat may have under the rules, in turn order (three players: no north). */
export const seatWindsOf = (rules) => table(rules).seat_winds[0];

/**
 * The winds a round may have under the rules: the seats' winds, as the engine refuses the others
 * (three players: no North round, as no north seat; docs/rules.md, "Three seats").
 */
export const roundWindsOf = seatWindsOf;

/**
 * True when a non-dealer's self-draw is paid by the dealer and one other non-dealer (three
 * players), not several: the engine's payers of a self-draw, less the dealer, are one seat.
 */
export const oneOtherNonDealer = (rules) => table(rules).tsumo_payers - 1 === 1;

/** True when the rules seat fewer players than there are winds (three players: no north seat). */
export const seatMissing = (rules) => table(rules).seats.length < WINDS.length;
