/**
 * Tiles in MPSZ notation: a tile is a two-character code like "5p", "0p" (red five) or "7z".
 * Pure functions only; no DOM.
 */

import { MELD_SIZES, MPSZ_SPACES, TILE_NAMES } from "./engine-data.js";
import { formatNumber, list, pick, plural, t } from "./texts.js";

export const SUITS = ["m", "p", "s", "z"];

/** The 34 distinct tiles, in the order m, p, s, z. */
export const ALL_TILES = SUITS.flatMap((suit) =>
  Array.from({ length: suit === "z" ? 7 : 9 }, (_, i) => `${i + 1}${suit}`));

/** The three red fives. */
export const RED_FIVES = ["0m", "0p", "0s"];

/** The words for tiles of a suit, by suit (catalog keys): "4, 5, 6 circles", "Red dragons" / 「四五六筒」. */
const KIND_KEYS = { m: "tiles.kind.m", p: "tiles.kind.p", s: "tiles.kind.s", z: "tiles.kind.z" };
/** The words for several copies of one tile, by suit (catalog keys): "1-circles", "Red dragons" / 「一筒」. */
const SINGLE_KEYS = { m: "tiles.single.m", p: "tiles.single.p", s: "tiles.single.s", z: "tiles.kind.z" };

/** True for "0m", "0p", "0s". */
export const isRed = (tile) => tile[0] === "0";

/** The suit letter of a tile. */
export const suitOf = (tile) => tile[1];

/** The rank 1..9 of a tile (a red five is 5). */
export const rankOf = (tile) => (isRed(tile) ? 5 : Number(tile[0]));

/** The tile with a red five made plain: plain("0p") === "5p". */
export const plain = (tile) => (isRed(tile) ? `5${tile[1]}` : tile);

/** True when `code` is a valid tile code ("1z".."7z", "0m".."9m" ...): one the engine names. */
export function isTile(code) {
  return Object.hasOwn(TILE_NAMES, code);
}

/** The characters MPSZ text may hold anywhere, skipped as the engine skips them (Python's whitespace). */
const SPACES = new Set(MPSZ_SPACES);

/**
 * A player's name for one tile, in words, in the page's language, as the engine names it
 * (js/engine-data.js): the accessible name of a tile on the page.
 * tileName("5p") === "5 of circles" (「五筒」); tileName("0p") === "5 of circles, red five";
 * tileName("1z") === "East wind".
 */
export function tileName(tile) {
  return pick(TILE_NAMES[tile]);
}

/** Ranks as the language writes them in a tile's name ("4, 5, 6" / 「四五六」). */
const ranks = (tiles) => tiles.map((tile) => formatNumber(rankOf(tile), t("tiles.numbers"))).join(t("tiles.rankSeparator"));

/**
 * The name of a kind of tile when there are several, for naming a set:
 * kindName("1p") === "1-circles" (「一筒」; "1 circles" read as a mistake); kindName("7z") === "Red dragons" (「中」).
 */
export function kindName(tile) {
  return t(SINGLE_KEYS[suitOf(tile)], { ranks: ranks([tile]), name: tileName(plain(tile)) });
}

/** The name of a run's tiles: runName(["4m", "5m", "6m"]) === "4, 5, 6 characters" (「四五六萬」). */
export function runName(tiles) {
  return t(KIND_KEYS[suitOf(tiles[0])], { ranks: ranks(tiles), name: list(tiles.map((tile) => tileName(plain(tile)))) });
}

/** Sort key: suit, then rank, a red five just before the plain fives. */
function sortKey(tile) {
  return SUITS.indexOf(suitOf(tile)) * 100 + rankOf(tile) * 10 + (isRed(tile) ? 0 : 1);
}

/** A sorted copy of a tile list. */
export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => sortKey(a) - sortKey(b));
}

/**
 * Parse MPSZ text into tiles, in the order written, keeping what is valid. The grammar is the
 * engine's (tenbou.kernel.tiles.parse_tiles): digits 0-9 then a lower-case suit letter m, p, s or z,
 * whitespace anywhere (the engine's MPSZ_SPACES); the text is a request's tiles exactly when
 * `bad` and `pending` are empty. Returns {tiles, bad, pending}: `bad` lists the pieces that
 * are not tiles ("8z", "x", "5M"), `pending` holds trailing digits that have no suit letter yet.
 * parseTiles("12m 7z") -> {tiles: ["1m", "2m", "7z"], bad: [], pending: ""}
 */
export function parseTiles(text) {
  const tiles = [];
  const bad = [];
  let digits = "";
  let junk = ""; // a run of characters that make no tile, reported as one piece
  const flushJunk = () => {
    if (junk) bad.push(junk);
    junk = "";
  };
  for (const ch of String(text)) {
    if (SPACES.has(ch)) continue;
    if (ch >= "0" && ch <= "9") {
      flushJunk();
      digits += ch;
    } else if (SUITS.includes(ch) && digits) {
      for (const d of digits) {
        const code = d + ch;
        (isTile(code) ? tiles : bad).push(code);
      }
      digits = "";
    } else {
      junk += digits + ch;
      digits = "";
    }
  }
  flushJunk();
  return { tiles, bad, pending: digits };
}

/** The brackets of a meld in hand text (splitMelds): a called set, a concealed kan. */
const MELD_BRACKETS = { "[": "]", "(": ")" };
const CLOSING = new Set(Object.values(MELD_BRACKETS));

/**
 * Hand text with its melds written in it, read as the engine reads it (tenbou.kernel.tiles.split_melds;
 * docs/api.md, "Hand text with melds"): the concealed tiles, and each meld in brackets, [234m] a
 * called set (three tiles: a pon when they are one tile, else a chi; four: a kan), (1111z) a
 * concealed kan. Returns {text, melds, error}: `text` the text outside the brackets, in order
 * (its last tile the last one written); `melds` [{kind, tiles}] in order; `error` null, or
 * {code: "invalid_meld"} for a bracket not closed, closed unopened, opened inside another or
 * empty, or {code: "invalid_tile", bad, pending} for text in brackets that is not tiles.
 * splitMelds("33567p45678s6s [234m]") -> {text: "33567p45678s6s ", melds: [{kind: "chi", tiles: ["2m", "3m", "4m"]}], error: null}
 */
export function splitMelds(text) {
  let outside = "";
  let group = "";
  let closing = null;
  const melds = [];
  const bracketError = { text: "", melds: [], error: { code: "invalid_meld" } };
  for (const ch of String(text)) {
    if (closing === null && Object.hasOwn(MELD_BRACKETS, ch)) {
      closing = MELD_BRACKETS[ch];
      group = "";
    } else if (ch === closing) {
      const { tiles, bad, pending } = parseTiles(group);
      if (bad.length || pending) return { text: "", melds: [], error: { code: "invalid_tile", bad, pending } };
      if (!tiles.length) return bracketError;
      const same = new Set(tiles.map(plain)).size === 1;
      const kind = closing === ")" ? "ankan" : tiles.length === 4 ? "kan" : same ? "pon" : "chi";
      melds.push({ kind, tiles });
      closing = null;
    } else if (Object.hasOwn(MELD_BRACKETS, ch) || CLOSING.has(ch)) {
      return bracketError;
    } else if (closing === null) {
      outside += ch;
    } else {
      group += ch;
    }
  }
  return closing === null ? { text: outside, melds, error: null } : bracketError;
}

/** A meld as hand text writes it: "[234m]" for a called set, "(1111z)" for a concealed kan. */
export const meldText = (meld) => (meld.kind === "ankan" ? `(${formatTiles(meld.tiles)})` : `[${formatTiles(meld.tiles)}]`);

/** Parse text that must be exactly one tile; returns the code or null. */
export function parseTile(text) {
  const { tiles, bad, pending } = parseTiles(text);
  return tiles.length === 1 && !bad.length && !pending ? tiles[0] : null;
}

/**
 * Format tiles as sorted MPSZ, one suit letter per run: ["3m", "1m", "7z", "7z"] -> "13m77z".
 */
export function formatTiles(tiles) {
  let out = "";
  for (const suit of SUITS) {
    const ranks = sortTiles(tiles.filter((t) => suitOf(t) === suit)).map((t) => t[0]);
    if (ranks.length) out += ranks.join("") + suit;
  }
  return out;
}

/**
 * The tiles of a meld of `kind` named by one tile: a chi starts at that tile (7, 8 or 9 give
 * 7-8-9), a pon is three of it, a kan or ankan four. A red five goes in once, with plain fives
 * beside it. Returns null when no such meld exists (a chi of honours).
 */
export function meldTiles(kind, tile) {
  if (kind === "chi") {
    if (suitOf(tile) === "z") return null;
    const start = Math.min(rankOf(tile), 7);
    return Array.from({ length: meldSize(kind) }, (_, i) => {
      const rank = start + i;
      return rank === rankOf(tile) ? tile : `${rank}${suitOf(tile)}`;
    });
  }
  return [tile, ...Array(meldSize(kind) - 1).fill(plain(tile))];
}

/** How many tiles a meld of this kind has (3 or 4, from the engine), or 0 for an unknown kind. */
export function meldSize(kind) {
  return MELD_SIZES[kind] ?? 0;
}

/** Shorten user text for a message, in the language's quotes (it is always shown with textContent, never as HTML). */
export function quote(text, max = 24) {
  const s = String(text);
  return t("text.quote", { text: s.length > max ? `${s.slice(0, max)}…` : s });
}

/**
 * One sentence for what parseTiles() could not read, or "" when it read everything.
 * badTilesMessage(["8z"], "") === '"8z" is not a tile.'
 */
export function badTilesMessage(bad, pending) {
  const parts = [];
  if (bad.length) parts.push(plural("tiles.notTiles", bad.length, { pieces: list(bad.map((b) => quote(b))) }));
  if (pending) parts.push(t("tiles.noSuit", { piece: quote(pending) }));
  return parts.length ? t("text.sentence", { text: parts.join(t("tiles.separator")) }) : "";
}
