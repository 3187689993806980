/**
 * "Read as": the sets and pair the score used, each drawn as small tiles; the group that the
 * winning tile completed is outlined, and the called melds (chi, pon, kan) and concealed kans
 * are bracketed with their kind, as the engine lists them in reading.melds. Then the wait.
 * For screen readers the reading is a list with one item per set, each one image named in
 * words ("triplet of 9 circles, concealed"); the tiles inside are not read one by one.
 * Hooks: data-testid="reading", data-meld="<kind>" on a meld's group, data-face on each tile.
 */
import { el } from "../dom.js";
import { formatNumber, list, t } from "../i18n.js";
import { tileImage } from "../tile-svg.js";
import { formatTiles, isRed, kindName, parseTiles, plain, runName, sortTiles } from "../tiles.js";
import { meldLabel } from "./labels.js";

const WAITS = {
  ryanmen: "wait.ryanmen", kanchan: "wait.kanchan", penchan: "wait.penchan", shanpon: "wait.shanpon",
  tanki: "wait.tanki", chiitoitsu: "wait.chiitoitsu", kokushi: "wait.kokushi", kokushi_13: "wait.kokushi_13",
};
/** A set's shape in words, from its tiles (sorted, plain fives). */
const SHAPES = {
  run: (tiles) => t("set.run", { tiles: runName(tiles) }),
  triplet: (tiles) => t("set.triplet", { tiles: kindName(tiles[0]) }),
  quad: (tiles) => t("set.quad", { tiles: kindName(tiles[0]) }),
  pair: (tiles) => t("set.pair", { tiles: kindName(tiles[0]) }),
  tiles: (tiles) => t("set.tiles", { n: formatNumber(tiles.length) }),
};
/** How the set was made: concealed in the hand, or called or declared as a meld of this kind. */
const HOW = {
  concealed: "set.concealed", chi: "set.chi", pon: "set.pon", kan: "set.kan", ankan: "set.ankan", meld: "set.called",
};

function shapeOf(tiles) {
  if (tiles.length === 2 && tiles[0] === tiles[1]) return "pair";
  if (tiles.every((t) => t === tiles[0])) return { 3: "triplet", 4: "quad" }[tiles.length] ?? "tiles";
  return tiles.length === 3 ? "run" : "tiles";
}

/**
 * A set in words: "triplet of 9 circles, concealed", "run of 4, 5, 6 characters, with a red
 * five, completed by the winning tile". `how`: a key of HOW, or null for a pair.
 */
export function setName(tiles, how, isWin) {
  const plainTiles = sortTiles(tiles).map(plain);
  return list([SHAPES[shapeOf(plainTiles)](plainTiles), how && t(HOW[how]), tiles.some(isRed) && t("set.withRed"),
    isWin && t("set.completed")].filter(Boolean));
}

/** MPSZ with red fives made plain, to match the engine's sets to the melds entered. */
const plainKey = (text) => formatTiles(parseTiles(text).tiles.map(plain));

/**
 * @param {object} reading the response's reading
 * @param {{hand: string[], melds: {kind: string, tiles: string[]}[]}} state the state that was scored
 * @returns {HTMLElement|null}
 */
export function readingBlock(reading, { hand, melds }) {
  if (!reading) return null;
  // The engine writes red fives as plain fives: draw the hand's red fives where they are.
  const reds = hand.filter(isRed);
  const withReds = (tiles) => tiles.map((t) => {
    const i = t[0] === "5" ? reds.indexOf(`0${t[1]}`) : -1;
    return i < 0 ? t : reds.splice(i, 1)[0];
  });
  // The entered meld behind each meld the engine names, matched by its tiles (the engine writes
  // red fives as plain fives); each entered meld is used once.
  const unclaimed = melds.map((m) => ({ kind: m.kind, tiles: m.tiles, key: plainKey(formatTiles(m.tiles)) }));
  const enteredMeld = (text) => {
    const i = unclaimed.findIndex((m) => m.key === plainKey(text));
    return i < 0 ? { kind: "meld", tiles: parseTiles(text).tiles } : unclaimed.splice(i, 1)[0];
  };
  const meldSets = [...(reading.melds ?? [])];
  let marked = false;
  /** One set as one image: its tiles drawn, its name in words. */
  const group = (text, cls, how, tiles = withReds(parseTiles(text).tiles)) => {
    const isWin = !marked && text === reading.win_group;
    marked ||= isWin;
    return el("span", { class: `group ${cls}${isWin ? " win-group" : ""}`, role: "img",
      "aria-label": setName(tiles, how, isWin), title: isWin ? t("set.completed") : null },
    tiles.map((t) => tileImage(t, { small: true, decorative: true })));
  };
  const concealed = [];
  const called = [];
  for (const text of reading.sets ?? []) {
    const m = meldSets.indexOf(text);
    if (m < 0) {
      concealed.push(group(text, "set", "concealed"));
      continue;
    }
    meldSets.splice(m, 1);
    const { kind, tiles } = enteredMeld(text);
    called.push(el("span", { class: `meld-group ${kind}`, dataset: { meld: kind } },
      el("span", { class: "meld-label", "aria-hidden": "true" }, meldLabel(kind) ?? t("set.meld")),
      group(text, "set", kind, sortTiles(tiles))));
  }
  const pairs = [...(reading.pairs ?? []), ...(reading.pair && reading.sets?.length ? [reading.pair] : [])];
  const groups = [...concealed, ...pairs.map((t) => group(t, "pair", null)), ...called];
  return el("div", { class: "block" }, el("h3", {}, t("reading.title")),
    groups.length ? el("ul", { class: "reading", "data-testid": "reading", "aria-label": t("reading.list") },
      groups.map((g) => el("li", {}, g))) : null,
    reading.wait ? el("p", { class: "wait" }, t(WAITS[reading.wait] ?? "wait.other", { wait: reading.wait })) : null);
}
