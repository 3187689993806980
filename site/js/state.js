/**
 * The page's state: the score request (docs/api.md), held with tile lists as arrays (the hand in
 * the order tiles were added, so "the last tile added" is known), plus the edits the controls
 * make to it. Everything else on the page is drawn from this object.
 */
import {
  FLAGS, HAND_TILES, MAX_COUNTER, MAX_INDICATORS, MELD_KINDS, RED_FIVE_COPIES, REQUEST_FIELDS, TILE_COPIES, WAY_FLAGS, WINDS,
} from "./engine-data.js";
import { baseRules, fourPlayerProfile, profile, roundWindsOf, seatWindsOf, table } from "./profiles.js";
import { formatNumber, language, t } from "./texts.js";
import { RED_FIVES, formatTiles, isRed, meldSize, meldText, meldTiles, parseTiles, plain } from "./tiles.js";

// From the engine (js/engine-data.js): the request's condition flags (contract order), the meld
// kinds, the most indicators of each kind (one, plus one per kan) and the largest honba and
// riichi-stick count it takes, and the winds in turn order.
export { FLAGS, MAX_COUNTER, MAX_INDICATORS, MELD_KINDS, REQUEST_FIELDS, WINDS };

/** The ways of winning (the request's `win`): ron and tsumo, as the engine keys its flags of each way. */
export const WIN_KINDS = Object.keys(WAY_FLAGS);
/**
 * The request's counters, its whole-number fields but `kita`: honba and riichi sticks, each up to
 * MAX_COUNTER. (`kita`, the norths set aside, counts up to what the rules allow: maxKita.)
 */
export const COUNTERS = REQUEST_FIELDS.filter((f) => f.types.includes("integer") && f.name !== "kita").map((f) => f.name);
/** The request's lists of indicators, which the state holds as lists of tiles. */
export const INDICATOR_LISTS = ["dora_indicators", "ura_dora_indicators"];
/** The request's fields that the state holds as lists of tiles (the request writes them in MPSZ). */
export const TILE_LISTS = ["hand", ...INDICATOR_LISTS];
/** The North tile (MPSZ 4z): what a three-player hand sets aside as nuki dora (the request's `kita`). */
export const NORTH = "4z";
/** A complete hand: concealed tiles plus 3 per meld (from the engine). */
export const HAND_SIZE = HAND_TILES;

/** The request's fields the state holds: all but `lang`, which is the page's language (toRequest). */
const STATE_FIELDS = REQUEST_FIELDS.filter((f) => f.name !== "lang");

/** A field's value in a new state: its default in the request, tile lists as lists, no winning tile as "". */
function startValue({ name, default: value }) {
  if (TILE_LISTS.includes(name)) return [];
  return value === null ? "" : structuredClone(value);
}

/**
 * A new, empty state with the score request's defaults (js/engine-data.js, REQUEST_FIELDS; the
 * rules, the default profile). `win_picked` (not part of the request) is true once the user chose
 * the winning tile; until then the last tile added is the winning tile.
 */
export function defaultState() {
  return { ...Object.fromEntries(STATE_FIELDS.map((field) => [field.name, startValue(field)])), win_picked: false };
}

/** How the request writes a field the state holds otherwise (tile lists in MPSZ, melds' tiles too). */
const REQUEST_VALUES = {
  ...Object.fromEntries(TILE_LISTS.map((name) => [name, formatTiles])),
  melds: (melds) => melds.map((m) => ({ kind: m.kind, tiles: formatTiles(m.tiles) })),
};

/**
 * The score request for this state, in the page's language (JSON-ready; docs/api.md, "Score
 * request"): every field in the engine's order, `kita` only when norths are set aside.
 */
export function toRequest(state) {
  const request = Object.fromEntries(STATE_FIELDS.map(({ name }) => [name, (REQUEST_VALUES[name] ?? ((v) => v))(state[name])]));
  if (!request.kita) delete request.kita;
  return { ...request, lang: language() };
}

/**
 * The state of a score request (docs/api.md, "Score request"; the inverse of toRequest): tiles
 * read from MPSZ, melds' tiles too, the fields it leaves out at their defaults, its winning tile
 * picked when it names one. Its `lang` is not kept (the page has its own language). The request
 * is taken as the engine gives it (a random hand, a practice question): nothing is checked.
 */
export function stateFromRequest(request) {
  const state = defaultState();
  for (const { name } of STATE_FIELDS) {
    const value = request[name];
    if (value === undefined || value === null) continue;
    if (TILE_LISTS.includes(name)) state[name] = parseTiles(value).tiles;
    else if (name === "melds") state.melds = value.map((m) => ({ kind: m.kind, tiles: parseTiles(m.tiles).tiles }));
    else state[name] = structuredClone(value);
  }
  state.win_picked = Boolean(state.win_tile);
  return state;
}

/** True when the selected rules count red fives (and so the palette offers them). */
export const usesRedFives = (state) => {
  const overridden = typeof state.rules === "object" ? state.rules.aka_dora : undefined;
  return typeof overridden === "boolean" ? overridden : Boolean(profile(baseRules(state.rules))?.options.aka_dora);
};

/** Tiles in the hand, counting 3 per meld (a kan counts 3, as the score request counts it). */
export const tileCount = (state) => state.hand.length + 3 * state.melds.length;

/**
 * The error for text (a link's `hand`, the hand box) that holds more tiles than a hand, melds
 * counting 3 each: {code: "wrong_tile_count" (the engine's code), message}, the message the
 * page text `key` with the count and the most a hand holds. Such a hand is refused whole.
 */
export function tooManyTiles(count, key) {
  return { code: "wrong_tile_count", message: t(key, { count: formatNumber(count), size: HAND_SIZE }) };
}

/** Every tile on the table that the player can see: hand, melds, indicators and the norths set aside. */
function tilesInUse(state) {
  return [...state.hand, ...state.melds.flatMap((m) => m.tiles),
    ...state.dora_indicators, ...state.ura_dora_indicators, ...Array(state.kita).fill(NORTH)];
}

/**
 * The tiles the palette offers under the state's rules, in MPSZ order: the profile's tiles in
 * play (from the engine: three players have no 2m-8m), with the red fives of the suits whose
 * five is in play where the rules (an override included) count them.
 */
export function tilesInPlay(state) {
  const plainTiles = table(state.rules).tiles.filter((tile) => !isRed(tile));
  const reds = usesRedFives(state) ? RED_FIVES.filter((red) => plainTiles.includes(plain(red))) : [];
  return [...plainTiles, ...reds];
}

/** The meld kinds a hand may declare under the state's rules (from the engine: three players have no chi). */
export const meldKindsOf = (state) => table(state.rules).meld_kinds;

/** The most norths a hand may set aside under the state's rules (from the engine: 0 with four players). */
export const maxKita = (state) => table(state.rules).max_kita;

/**
 * The copy limit applies to this key: with red fives a suit has one red five ("0p") and three
 * plain ones ("5p"); without them a red five is just a five.
 */
function copyKey(state, tile) {
  return usesRedFives(state) ? tile : plain(tile);
}

/** Copies of a tile in the set (from the engine): 4; where red fives count, 1 red five and 3 plain fives a suit. */
function copyLimit(state, tile) {
  if (!usesRedFives(state)) return TILE_COPIES;
  if (isRed(tile)) return RED_FIVE_COPIES;
  return tile[0] === "5" ? TILE_COPIES - RED_FIVE_COPIES : TILE_COPIES;
}

/** True when every tile of `tiles` can still be added without a fifth copy (or second red five). */
export function copiesAvailable(state, tiles) {
  const used = new Map();
  for (const t of tilesInUse(state)) used.set(copyKey(state, t), (used.get(copyKey(state, t)) ?? 0) + 1);
  for (const t of tiles) {
    const key = copyKey(state, t);
    used.set(key, (used.get(key) ?? 0) + 1);
    if (used.get(key) > copyLimit(state, t)) return false;
  }
  return true;
}

/**
 * The tiles of the state that the set does not have: a fifth copy of a tile, or a second red
 * five of a suit (fourth plain five) where red fives count. Tiles are counted in the order
 * hand, melds, dora indicators, ura dora indicators, so the later ones are the extra ones. For
 * a link, which may hold anything (the palette never adds such a tile); the engine answers
 * too_many_copies for such a request.
 * Returns {hand: [tile], melds: [meld], dora_indicators: [tile], ura_dora_indicators: [tile]}.
 */
export function extraCopies(state) {
  const used = new Map();
  /** Count the tiles in; false (and nothing counted) if one of them is one too many. */
  const fits = (tiles) => {
    const after = new Map(used);
    for (const t of tiles) {
      const key = copyKey(state, t);
      after.set(key, (after.get(key) ?? 0) + 1);
      if (after.get(key) > copyLimit(state, t)) return false;
    }
    for (const [key, n] of after) used.set(key, n);
    return true;
  };
  return {
    hand: state.hand.filter((t) => !fits([t])),
    melds: state.melds.filter((m) => !fits(m.tiles)),
    dora_indicators: state.dora_indicators.filter((t) => !fits([t])),
    ura_dora_indicators: state.ura_dora_indicators.filter((t) => !fits([t])),
  };
}

/**
 * What the state holds that its rules do not have, taken out: tiles not in play (2m-8m with
 * three players) in the hand and the indicators, melds of a kind the rules do not have (chi) or
 * with such tiles, a seat wind no seat has and a round wind no game plays (north with three players; each goes
 * back to its default), and norths set aside where the rules set none aside (four players).
 * Returns what was taken out: {hand: [tile], win_tile: tile|null, melds: [meld],
 * dora_indicators: [tile], ura_dora_indicators: [tile], seat_wind: wind|null, round_wind: wind|null, kita: n}.
 */
export function fitToRules(state) {
  const inPlay = new Set(tilesInPlay(state).map(plain));
  const usable = (tile) => inPlay.has(plain(tile));
  const kinds = meldKindsOf(state);
  const out = { hand: state.hand.filter((t) => !usable(t)), win_tile: null, melds: [],
    dora_indicators: [], ura_dora_indicators: [], seat_wind: null, round_wind: null, kita: 0 };
  state.hand = state.hand.filter(usable);
  if (state.win_tile && !usable(state.win_tile)) {
    out.win_tile = state.win_tile;
    Object.assign(state, { win_tile: state.hand.at(-1) ?? "", win_picked: false });
  }
  out.melds = state.melds.filter((m) => !kinds.includes(m.kind) || !m.tiles.every(usable));
  state.melds = state.melds.filter((m) => !out.melds.includes(m));
  for (const name of INDICATOR_LISTS) {
    out[name] = state[name].filter((t) => !usable(t));
    state[name] = state[name].filter(usable);
  }
  if (!seatWindsOf(state.rules).includes(state.seat_wind)) {
    out.seat_wind = state.seat_wind;
    state.seat_wind = defaultState().seat_wind;
  }
  if (!roundWindsOf(state.rules).includes(state.round_wind)) {
    out.round_wind = state.round_wind;
    state.round_wind = defaultState().round_wind;
  }
  if (state.kita > maxKita(state)) {
    out.kita = state.kita;
    state.kita = 0;
  }
  return out;
}

/** True when fitToRules() took something out. */
export const tookOut = (out) => Boolean(out.hand.length || out.win_tile || out.melds.length
  || out.dora_indicators.length || out.ura_dora_indicators.length || out.seat_wind || out.round_wind || out.kita);

/**
 * The rules a link that names none opens under, with the rules the device remembers (`saved`):
 * those, unless they are three-player rules and the link's state holds what only four players
 * have (2m-8m, a chi, a north seat or a North round: what fitToRules would take out); then the
 * four-player profile of the same platform (`tenhou_sanma` -> `tenhou`), so that nothing of the
 * hand is lost. Returns {rules, fallback}: `fallback` true when the four-player profile was taken.
 * The state is left as it is.
 */
export function rulesForLink(state, saved) {
  const four = fourPlayerProfile(saved);
  if (!four || !tookOut(fitToRules(structuredClone({ ...state, rules: saved })))) return { rules: saved, fallback: false };
  return { rules: four, fallback: true };
}

/** True when Clear has something to clear: tiles, melds, indicators, norths set aside or a flag. */
export function hasAnythingToClear(state) {
  return Boolean(state.hand.length || state.melds.length || state.dora_indicators.length
    || state.ura_dora_indicators.length || state.kita || FLAGS.some((f) => state[f]));
}

/**
 * What tapping palette tile `tile` in `mode` would add, or null when it cannot be added
 * (hand full, no such meld, no copies left). Modes: "hand", a meld kind, "dora", "ura".
 */
export function plannedTiles(state, mode, tile) {
  let tiles;
  if (mode === "hand") {
    if (tileCount(state) >= HAND_SIZE) return null;
    tiles = [tile];
  } else if (MELD_KINDS.includes(mode)) {
    if (!meldKindsOf(state).includes(mode) || tileCount(state) + 3 > HAND_SIZE) return null;
    tiles = meldTiles(mode, tile);
  } else {
    const list = mode === "dora" ? state.dora_indicators : state.ura_dora_indicators;
    if (list.length >= MAX_INDICATORS) return null;
    tiles = [tile];
  }
  return tiles && copiesAvailable(state, tiles) ? tiles : null;
}

/**
 * Apply a palette tap: add the tile to the hand (where it becomes the winning tile unless the
 * user picked one), to a new meld or to an indicator list. Returns false when it cannot be added.
 */
export function addFromPalette(state, mode, tile) {
  const tiles = plannedTiles(state, mode, tile);
  if (!tiles) return false;
  if (mode === "hand") {
    state.hand.push(tile);
    if (!state.win_picked) state.win_tile = tile;
  } else if (MELD_KINDS.includes(mode)) {
    state.melds.push({ kind: mode, tiles });
  } else {
    (mode === "dora" ? state.dora_indicators : state.ura_dora_indicators).push(tile);
  }
  return true;
}

/** The user chose the winning tile: later additions no longer replace it. */
export function pickWinTile(state, tile) {
  state.win_tile = tile;
  state.win_picked = true;
}

/** The winning tile went out of the hand: the last tile added is the winning tile again. */
function resetWinTile(state) {
  state.win_tile = state.hand.at(-1) ?? "";
  state.win_picked = false;
}

/** Remove one copy of `tile` from the hand (`isWinTile`: the copy shown as the winning tile). */
export function removeFromHand(state, tile, isWinTile) {
  const i = state.hand.lastIndexOf(tile);
  if (i < 0) return;
  state.hand.splice(i, 1);
  if (isWinTile || !state.hand.includes(state.win_tile)) resetWinTile(state);
}

/**
 * Replace the concealed hand with tiles typed in the text box. As on the command line, the last
 * tile written is the winning tile (handText() writes it last, so the box round-trips).
 */
export function replaceHand(state, tiles) {
  state.hand = [...tiles];
  resetWinTile(state);
}

// What a score error says of the tiles: complete but without a yaku, or no complete hand at all.
// (Any other error stops the engine before it reads the tiles: it says nothing of them.)
const TILES_READ = { no_yaku: true, not_winning: false };

/**
 * Whether the engine's score response (docs/api.md) says the tiles make a complete hand: true
 * when it scored them or found them complete with no yaku (`no_yaku`), false when they make none
 * (`not_winning`, the hand that the discards are shown for), null when it does not say (no
 * answer yet, or an error found before the tiles were read).
 */
export function completeIn(response) {
  if (!response) return null;
  return response.ok ? true : TILES_READ[response.error?.code] ?? null;
}

/**
 * The hand as the text box shows it: the other tiles as sorted MPSZ, then the winning tile,
 * then the melds in brackets (docs/api.md, "Hand text with melds"), e.g.
 * "12346m999p555s77z 5m", "33567p45678s 6s [234m]". Typing this text back gives the same hand,
 * winning tile and melds. Only a `complete` hand (see completeIn) has a winning tile to split
 * off: the tiles of any other hand (13 tiles, or 14 that do not win) are shown sorted, none
 * split off ("12346m999p555s77z", not "12346m999p555s7z 7z").
 */
export function handText(state, complete) {
  const melds = state.melds.map(meldText);
  return [concealedText(state, complete), ...melds].filter(Boolean).join(" ");
}

/** The concealed tiles of handText(): sorted, the winning tile apart and last in a complete hand. */
function concealedText(state, complete) {
  if (!complete) return formatTiles(state.hand);
  const rest = [...state.hand];
  const i = rest.lastIndexOf(state.win_tile);
  if (i < 0) return formatTiles(rest);
  rest.splice(i, 1);
  return rest.length ? `${formatTiles(rest)} ${state.win_tile}` : state.win_tile;
}

/** Set a flag; riichi and double riichi exclude each other (double riichi replaces riichi). */
export function setFlag(state, flag, on) {
  state[flag] = on;
  if (on && flag === "riichi") state.double_riichi = false;
  if (on && flag === "double_riichi") state.riichi = false;
}

/** Change a counter by `delta`, kept within 0..MAX_COUNTER. */
export function stepCounter(state, counter, delta) {
  state[counter] = Math.min(MAX_COUNTER, Math.max(0, state[counter] + delta));
}

/**
 * Set aside one more north (`delta` 1) or take one back (-1): kept within 0..maxKita(state), and
 * only while a north is left (the hand, melds and indicators hold the others).
 */
export function stepKita(state, delta) {
  const kita = Math.min(maxKita(state), Math.max(0, state.kita + delta));
  if (kita > state.kita && !copiesAvailable(state, [NORTH])) return;
  state.kita = kita;
}

/** Clear the hand, melds, indicators, norths set aside and flags; keep the table: winds, counters and rules. */
export function clearHand(state) {
  const { seat_wind, round_wind, honba, riichi_sticks, rules } = state;
  Object.assign(state, defaultState(), { seat_wind, round_wind, honba, riichi_sticks, rules });
}

/** Check a meld read from a link: a known kind and the right number of tiles. */
export function isMeldShape(kind, tiles) {
  return meldSize(kind) > 0 && tiles.length === meldSize(kind);
}
