/**
 * The page URL mirrors the state, parameter for parameter as docs/api.md ("Link parameters") says:
 * ?hand=123m456m999p555s77z&win_tile=5m&win=ron&seat_wind=south&round_wind=east&riichi=1
 * &dora_indicators=2m&melds=pon:777z,ankan:1111z&honba=0&riichi_sticks=0&kita=0&rules=ema2025
 * Reading keeps whatever is valid and reports the rest; parameters we do not know are kept.
 * What the link's rules do not have (under three-player rules 2m-8m, chi, a north seat or round; under
 * four-player rules norths set aside) is named and taken out, the rest kept.
 */
import {
  COUNTERS, FLAGS, HAND_SIZE, INDICATOR_LISTS, MAX_COUNTER, MAX_INDICATORS, MELD_KINDS, REQUEST_FIELDS, TILE_LISTS, WIN_KINDS,
  WINDS, defaultState, extraCopies, fitToRules, isMeldShape, maxKita, rulesForLink, stateFromRequest, tileCount, tooManyTiles,
  usesRedFives,
} from "./state.js";
import { DEFAULT_PROFILE, profileName, table, tableName } from "./profiles.js";
import { WIND_NAMES } from "./engine-data.js";
import { LANGUAGES, list, pick, plural, t } from "./texts.js";
import { badTilesMessage, formatTiles, parseTile, parseTiles, quote } from "./tiles.js";
import { meldLabel } from "./ui/labels.js";

/** A meld as a link writes it: "kind:tiles" ("pon:777z"). */
const meldItem = (meld) => `${meld.kind}:${formatTiles(meld.tiles)}`;
/** A counter as a link writes it: digits, no more of them than MAX_COUNTER has. */
const COUNTER_TEXT = new RegExp(`^\\d{1,${String(MAX_COUNTER).length}}$`);
/** A link's tiles beyond what a set has (kept, for the user to see and take out). */
const setHas = (reds) => t(reds ? "link.setHasRed" : "link.setHas");
const extraTilesMessage = (name, value, tiles, reds) => plural("link.extraTiles", tiles.length,
  { name, value: quote(value), tiles: formatTiles(tiles), set: setHas(reds) });
const extraMeldMessage = (text, reds) => t("link.extraMeld", { value: quote(text), set: setHas(reds) });
/** "a, b or c" in the page's language. */
const oneOf = (options) => t("link.oneOf", { options: list(options.slice(0, -1)), last: options.at(-1) });

/**
 * The link's parameters: the score request's fields (js/engine-data.js, REQUEST_FIELDS), each by
 * its own name. Any other parameter is kept as it is (`extra`).
 */
const KNOWN = new Set(REQUEST_FIELDS.map((f) => f.name));
/** The order a link writes them in: the request's, but the melds after the indicators (docs/api.md). */
const LINK_ORDER = (() => {
  const names = REQUEST_FIELDS.map((f) => f.name).filter((name) => name !== "melds");
  names.splice(names.indexOf(INDICATOR_LISTS.at(-1)) + 1, 0, "melds");
  return names;
})();
/** The views a link's `view` opens instead of the calculator (js/game/mode.js, js/main.js). */
export const VIEWS = ["game", "chart", "practice", "log"];

/**
 * Read a state from a query string.
 * Returns {state, handError, notices, extra, lang}: `handError` ({code, message} or null) is a
 * problem with the hand itself, shown beside the hand; `notices` are sentences naming each other
 * value that was ignored and why (the rest of the link applies); `extra` holds unknown
 * parameters, to be kept in the URL; `lang` is the link's language, if it is one the page speaks
 * (js/i18n.js opens the page in it), else null. `savedRules`: the rules to use when the link
 * names none (three-player rules that the link's hand does not fit give way to the four-player
 * rules of the same platform: js/state.js rulesForLink).
 */
export function stateFromURL(search, savedRules = null) {
  const params = new URLSearchParams(search);
  const state = defaultState();
  const notices = [];
  const ignore = (name, value, why) => notices.push(t("link.ignored", { name, value: quote(value), why }));
  let handError = null;

  const hand = params.get("hand");
  if (hand !== null) {
    const { tiles, bad, pending } = parseTiles(hand);
    state.hand = tiles;
    if (bad.length || pending) {
      handError = { code: "invalid_tile",
        message: t("link.badHand", { problem: badTilesMessage(bad, pending) }) + (tiles.length ? t("link.keptTiles") : "") };
    }
  }
  const winTile = params.get("win_tile");
  if (winTile !== null) {
    const tile = parseTile(winTile);
    if (tile) Object.assign(state, { win_tile: tile, win_picked: true });
    else ignore("win_tile", winTile, t("link.notOneTile"));
  }

  const choice = (name, options) => {
    const value = params.get(name);
    if (value === null) return;
    if (options.includes(value)) state[name] = value;
    else ignore(name, value, oneOf(options));
  };
  choice("win", WIN_KINDS);
  choice("seat_wind", WINDS);
  choice("round_wind", WINDS);

  for (const flag of FLAGS) {
    const value = params.get(flag);
    if (value === null) continue;
    if (["1", "true", "0", "false", ""].includes(value)) state[flag] = value === "1" || value === "true";
    else ignore(flag, value, t("link.flagValue"));
  }

  for (const name of INDICATOR_LISTS) {
    const value = params.get(name);
    if (value === null) continue;
    const { tiles, bad, pending } = parseTiles(value);
    state[name] = tiles.slice(0, MAX_INDICATORS);
    if (bad.length || pending) {
      notices.push(t("link.ignoredPart", { name, value: quote(value), problem: badTilesMessage(bad, pending) }));
    }
    if (tiles.length > MAX_INDICATORS) {
      ignore(t("link.tilesIn", { tiles: formatTiles(tiles.slice(MAX_INDICATORS)), name }), value,
        t("link.maxIndicators", { n: MAX_INDICATORS }));
    }
  }

  const melds = params.get("melds");
  if (melds) {
    for (const item of melds.split(",")) {
      const [kind, text = ""] = item.split(":");
      const { tiles, bad, pending } = parseTiles(text);
      if (MELD_KINDS.includes(kind) && !bad.length && !pending && isMeldShape(kind, tiles)) {
        state.melds.push({ kind, tiles });
      } else {
        ignore("melds", item, t("link.meldValue", { kinds: list(MELD_KINDS) }));
      }
    }
  }

  // More tiles than a hand holds (melds counting 3 each): the hand is refused whole, in one
  // short message, rather than drawn tile by tile ("123m" 500 times would be 1,500 tiles).
  if (tileCount(state) > HAND_SIZE) {
    handError = tooManyTiles(tileCount(state), "link.tooManyTiles");
    state.hand = [];
  }

  for (const name of COUNTERS) {
    const value = params.get(name);
    if (value === null) continue;
    if (COUNTER_TEXT.test(value) && Number(value) <= MAX_COUNTER) state[name] = Number(value);
    else ignore(name, value, t("link.counterValue", { max: MAX_COUNTER }));
  }

  const rules = params.get("rules");
  if (rules !== null) {
    const overrides = rules.startsWith("{") ? parseOverrides(rules) : null;
    if (/^[a-z0-9_]{1,40}$/.test(rules)) state.rules = rules;
    else if (overrides) state.rules = overrides;
    else ignore("rules", rules, t("link.rulesValue", { example: `{"base":"${DEFAULT_PROFILE}","kiriage":false}` }));
  } else if (savedRules) {
    // A hand only four players hold opens under the four-player rules of the remembered ones.
    const { rules: opened, fallback } = rulesForLink(state, savedRules);
    state.rules = opened;
    if (fallback) notices.push(t("link.fourPlayerRules", { rules: profileName(opened), saved: tableName(savedRules) }));
  }

  // Norths set aside (three players): a count the rules take; under rules that set none aside
  // (four players) it is named below, with the rest the rules do not have.
  const kita = params.get("kita");
  if (kita !== null) {
    const most = maxKita(state);
    if (!most) notices.push(t("fit.kita", { rules: tableName(state.rules), value: quote(kita) }));
    else if (COUNTER_TEXT.test(kita) && Number(kita) <= most) state.kita = Number(kita);
    else ignore("kita", kita, t("link.counterValue", { max: most }));
  }
  notices.push(...rulesFitNotices(fitToRules(state), state.rules));

  // Copies the set does not have (a fifth 9m), counted under the rules just read: named, and
  // kept as written (the engine answers too_many_copies), for the user to see and take out.
  const beyond = extraCopies(state);
  const reds = usesRedFives(state);
  for (const name of TILE_LISTS) {
    if (beyond[name].length) notices.push(extraTilesMessage(name, params.get(name), beyond[name], reds));
  }
  for (const meld of beyond.melds) notices.push(extraMeldMessage(meldItem(meld), reds));
  state.win_tile ||= state.hand.at(-1) ?? "";

  const lang = params.get("lang");
  if (lang !== null && !LANGUAGES.includes(lang)) ignore("lang", lang, oneOf(LANGUAGES));
  const view = params.get("view");
  if (view !== null && !VIEWS.includes(view)) ignore("view", view, oneOf(VIEWS));

  const extra = [...params].filter(([name]) => !KNOWN.has(name));
  return { state, handError, notices, extra, lang: LANGUAGES.includes(lang) ? lang : null };
}

/** The words for each place tiles are taken out of (catalog keys). */
const PLACES = { hand: "fit.place.hand", dora_indicators: "fit.place.dora", ura_dora_indicators: "fit.place.ura" };

/**
 * One sentence for each thing js/state.js fitToRules() took out of a state because its rules do
 * not have it (`out`, as fitToRules returns it), naming the rules: tiles not in play, melds,
 * a seat wind, a round wind, norths set aside.
 */
export function rulesFitNotices(out, rules) {
  const name = tableName(rules);
  const hand = out.win_tile && !out.hand.includes(out.win_tile) ? [...out.hand, out.win_tile] : out.hand;
  const tiles = { hand, dora_indicators: out.dora_indicators, ura_dora_indicators: out.ura_dora_indicators };
  const notices = Object.entries(tiles).filter(([, list]) => list.length).map(([place, list]) =>
    plural("fit.tiles", list.length, { tiles: formatTiles(list), rules: name, place: t(PLACES[place]) }));
  // A meld is taken out for its kind (no chi with three players) or for its tiles.
  const kinds = table(rules).meld_kinds;
  for (const meld of out.melds) {
    notices.push(t(kinds.includes(meld.kind) ? "fit.meldTiles" : "fit.meld",
      { kind: meldLabel(meld.kind) ?? meld.kind, tiles: formatTiles(meld.tiles), rules: name }));
  }
  if (out.seat_wind) notices.push(t("fit.seat", { wind: pick(WIND_NAMES[out.seat_wind]), rules: name,
    seat: pick(WIND_NAMES[defaultState().seat_wind]) }));
  if (out.round_wind) notices.push(t("fit.round", { wind: pick(WIND_NAMES[out.round_wind]), rules: name,
    round: pick(WIND_NAMES[defaultState().round_wind]) }));
  if (out.kita) notices.push(t("fit.kita", { rules: name, value: quote(out.kita) }));
  return notices;
}

/**
 * A `rules` override object from a link (the score request's {"base": "<profile>", "<option>": value},
 * docs/rules.md "Choosing the rules"),
 * or null when the text is not one: names are snake_case, values are true/false, numbers,
 * names or lists of names. The engine checks the options themselves (invalid_rules).
 */
function parseOverrides(text) {
  const value = parseObject(text);
  if (!value) return null;
  const name = (v) => typeof v === "string" && /^[a-z0-9_]{1,40}$/.test(v);
  const ok = Object.entries(value).every(([k, v]) => name(k) && (
    typeof v === "boolean" || Number.isInteger(v) || name(v) || (Array.isArray(v) && v.every(name))));
  return ok ? value : null;
}

/** Encode a value for the query, leaving the characters of MPSZ and meld lists readable. */
const enc = (v) => encodeURIComponent(v).replace(/%3A/gi, ":").replace(/%2C/gi, ",");

/**
 * A state's value of a field as the link writes it, or null when the link leaves it out: tiles
 * in MPSZ and melds as "kind:tiles" items, each list only when not empty; a flag as "1" only when
 * on; a count only when not 0; rules as a profile id or override JSON; any other text as it is.
 */
function linkValue(name, value) {
  if (name === "melds") return value.length ? value.map(meldItem).join(",") : null;
  if (Array.isArray(value)) return value.length ? formatTiles(value) : null;
  if (typeof value === "boolean") return value ? "1" : null;
  if (typeof value === "number") return value ? String(value) : null;
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return value || null;
}

/**
 * The query string ("?hand=...") for a state: each request field in LINK_ORDER, as linkValue
 * writes it (win, the winds and the rules always). `lang` (the page's language, or null) follows
 * the rules, and `extra` parameters from the original link follow unchanged. `draft` (text
 * typed in the hand box that is not all tiles) is written as the hand, as typed, so that a reload
 * keeps it, with the winning tile if the draft holds it. This is the one writer of a calculator
 * link; requestQuery writes one for a score request.
 */
export function stateToQuery(state, extra = [], draft = null, lang = null) {
  const values = { ...state, lang };
  if (draft !== null) {
    values.hand = draft;
    if (!parseTiles(draft).tiles.includes(state.win_tile)) values.win_tile = "";
  }
  const pairs = LINK_ORDER.map((name) => [name, linkValue(name, values[name])]).filter(([, value]) => value !== null);
  pairs.push(...extra);
  return `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&")}`;
}

/**
 * The calculator's link ("?hand=...") for a score request (docs/api.md, "Score request": tiles
 * in MPSZ, melds as {kind, tiles}; fields left out take their defaults), the same link the
 * calculator writes for that hand. The request's `lang` is left out (the page keeps its own).
 */
export function requestQuery(request) {
  return stateToQuery(stateFromRequest(request));
}

/** The JSON object (not an array) that `text` holds, or null when it holds none. */
export function parseObject(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
